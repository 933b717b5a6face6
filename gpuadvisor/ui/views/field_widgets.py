"""Form fields bound to a dotted path of a workload, with their error message shown at the field.

A field shows the document's value (``show``), and when the user commits a value it emits
``committed(path, value)``; the editor pushes it as an undoable SetField.  When the edit is
rejected the editor calls ``show_error(message)``: the widget gets a red border, the message
appears in red under it and in its tooltip, and the text the user typed stays so it can be fixed.
Numbers are shown and parsed with QLocale (grouping separators, k/M/B/T suffixes accepted); text
that is not a number is passed on as typed, so the document's validation names the problem.

Two kinds read what people write and check it here, before any edit: ``duration`` ("5 s",
"300 ms", "2 分鐘", "1.5 h", "3 天"; a bare number is the field's unit, ``units.FIELD_UNITS``)
stores the number in the field's unit and shows it back with ``units.format_duration``; and
``percent`` ("20", "20 %") stores a share (0.2).  Text they cannot read shows its message at the
field and pushes nothing, so the document is unchanged.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QLocale, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QSizePolicy, QWidget

from gpuadvisor.domain.units import FIELD_UNITS, UNIT_SECONDS, _cn_number, duration_in, format_duration

from ..labels import locale as number_locale
from ..layout import ERROR_STYLE, INVALID_PROPERTY, vbox
from ..textsafe import plain_label, tooltip

_SUFFIXES = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "G": 1e9, "T": 1e12,
             "千": 1e3, "萬": 1e4, "万": 1e4, "億": 1e8, "亿": 1e8}  # 50萬 = 500,000
_CN_MULTIPLES = {"百": 100.0, "千": 1e3, "萬": 1e4, "万": 1e4}
#: how people write each currency beside an amount ("NT$500,000", "50萬元", "US$15k", "15,000 USD")
CURRENCY_MARKS = {"TWD": ("新台幣", "新臺幣", "台幣", "臺幣", "nt$", "ntd", "twd", "nt", "元"),
                  "USD": ("us$", "usd", "美元", "美金")}


def parse_number(text: str, locale: QLocale | None = None) -> float | None:
    """A number typed by the user (``80,000``, ``1.5e9``, ``20B``; full-width digits and marks as a
    Chinese input method types them, ``３０萬``), or None when it is not one."""
    locale = locale or number_locale()
    text = unicodedata.normalize("NFKC", text).strip().replace("\u00a0", "").replace(" ", "")
    if not text:
        return None
    scale = 1.0
    if text[-1] in _SUFFIXES:
        scale, text = _SUFFIXES[text[-1]], text[:-1]
    value = _plain_number(text, locale)
    # a multiple written between the digits and 萬/億, as Taiwanese budgets are: 3百萬 = 3,000,000
    while value is None and len(text) > 1 and text[-1] in _CN_MULTIPLES and scale in (1e4, 1e8):
        scale, text = scale * _CN_MULTIPLES[text[-1]], text[:-1]
        value = _plain_number(text, locale)
    if value is None or math.isnan(value) or math.isinf(value):
        return None
    return value * scale


def _plain_number(text: str, locale: QLocale) -> float | None:
    """``text`` as a number in the locale's or C's notation, or in Chinese numerals (五十, 三百,
    兩百五十); None when it is none of them."""
    value, ok = locale.toDouble(text)
    if not ok:
        value, ok = QLocale.c().toDouble(text)
    if ok:
        return value
    return _cn_number(text) if text else None


def strip_unit(text: str, words: dict[str, float]) -> tuple[str, float]:
    """``text`` without a trailing unit word of ``words`` (longest first, any case; "3 years" ->
    ("3", 1.0), "18 個月" -> ("18", 1/12)), and what that word is worth in the field's unit."""
    t = text.strip()
    low = t.lower()
    for word in sorted(words, key=len, reverse=True):
        if low.endswith(word.lower()) and len(t) > len(word):
            return t[: len(t) - len(word)].strip(), words[word]
    return t, 1.0


def split_currency(text: str) -> tuple[str, str | None]:
    """``text`` without its currency marks ("NT$500,000", "50萬元", "NT$50萬元", "US$15k", "$500k"), and
    the currency they name ("TWD", "USD"; None for none or a bare $; full-width "ＮＴ＄" as "NT$")."""
    t = unicodedata.normalize("NFKC", text).strip()
    found = None
    while True:  # a mark in front and one behind ("NT$50萬元") are both taken off
        low = t.lower()
        hit = next(((code, mark) for code, marks in CURRENCY_MARKS.items()
                    for mark in sorted(marks, key=len, reverse=True)
                    if (low.startswith(mark) or low.endswith(mark)) and len(t) > len(mark)), None)
        if hit is None or (found is not None and hit[0] != found):
            return t.lstrip("$").strip(), found
        found, mark = hit
        t = (t[len(mark):] if low.startswith(mark) else t[:len(t) - len(mark)]).strip().lstrip("$").strip()


def strip_currency(text: str, currency: str) -> str:
    """The amount of ``text`` without a mark of ``currency`` (a bare $ is the project's own);
    raises ValueError (a message for the field) when it names the other currency, which would be
    off by the exchange rate."""
    amount, code = split_currency(text)
    if code is not None and code != currency:
        symbol = {"TWD": "NT$", "USD": "US$"}.get(currency, currency)
        raise ValueError(QCoreApplication.translate(
            "WorkloadEditor", "The budget is in {currency}, the project's currency: write it in "
                              "{currency}, e.g. {example}").format(
            currency=symbol, example="500,000" if currency == "TWD" else "15,000"))
    return amount


def format_number(value: Any, integer: bool, locale: QLocale | None = None) -> str:
    if value is None:
        return ""
    locale = locale or number_locale()
    if integer or (float(value).is_integer() and abs(value) < 1e15):
        return locale.toString(int(round(value)))
    if abs(value) >= 1000:
        return locale.toString(float(value), "f", 1).rstrip("0").rstrip(locale.decimalPoint())
    return locale.toString(float(value), "g", 6)


def parse_percent(text: str, low: float = 0.0, high: float = 100.0) -> float | None:
    """A share typed as a percentage ("20", "20 %", "12.5%") as a fraction (0.2); None for empty
    text.  Raises ValueError (a message for the field) for text that is not one or is outside
    ``low``-``high`` %."""
    t = text.strip().replace("\uff05", "%").rstrip("%").strip()
    if not t:
        return None
    number = parse_number(t)
    if number is None or not (low <= number <= high):
        raise ValueError(QCoreApplication.translate(
            "WorkloadEditor", "Write a percentage between {low} and {high}, e.g. 20 %").format(
            low=format_number(round(low, 1), False), high=format_number(high, False)))
    return number / 100.0


@dataclass
class FieldSpec:
    """What one field edits and how: ``kind`` is int, float, choice, bool, text, list, duration
    (stored in ``units.FIELD_UNITS[path]``), percent (a share shown as %, at least ``low`` %) or
    money (an amount in the project's currency, ``BoundField.currency``: "NT$500,000", "50萬元").
    ``group`` "advanced" puts the field under the editor's collapsible Advanced group."""

    path: str
    label: str
    tooltip: str
    kind: str = "int"
    optional: bool = False
    choices: Callable[[], dict[str, str]] | None = None
    visible: Callable[[Any], bool] | None = None
    placeholder: str = ""
    group: str = ""
    low: float = 0.0
    # words of the field's unit a number may carry, and what each is worth in it ("3 years", "18 個月")
    unit_words: dict[str, float] | None = None


class BoundField(QObject):
    """One form field: the input widget, the red message under it, and parse/show logic."""

    committed = Signal(str, object)  # path, value

    def __init__(self, spec: FieldSpec, parent: QWidget) -> None:
        super().__init__(parent)
        self.spec = spec
        self.error = ""
        self._error_value: Any = None
        self.currency = "TWD"  # a money field's: the project's currency (the editor sets it)
        self.editor = self._make_editor(parent)
        self.editor.setToolTip(spec.tooltip)
        self.editor.setWhatsThis(spec.tooltip)  # Help → What's This? (Shift+F1) says the same sentence
        self.editor.setObjectName(spec.path)
        self._message: QLabel | None = None  # made the first time there is a message (``message``)
        self.container = QWidget(parent)
        self.container.setLayout(vbox(self.editor, spacing=2))
        # at least its height for its width: a message that wraps to three lines in a narrow pane
        # gets them (with a fixed height the form gave it the lines its size hint has, cutting it)
        self.container.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    @property
    def message(self) -> QLabel:
        """The red message under the field, hidden while there is none.  Made on first use: a
        label with its own style sheet for each of the editor's ~70 fields cost memory at start-up,
        and a hidden label under the field takes no room (the layout skips it)."""
        if self._message is None:
            m = self._message = plain_label(QLabel(self.container))  # messages quote what was typed
            m.setStyleSheet(ERROR_STYLE)
            m.setWordWrap(True)
            m.setObjectName(self.spec.path + ":error")
            m.hide()
            self.container.layout().addWidget(m)
        return self._message

    def _make_editor(self, parent: QWidget) -> QWidget:
        kind = self.spec.kind
        if kind == "choice":
            w = QComboBox(parent)
            # narrow panes: the box may be narrower than its longest choice (the list shows it whole)
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            w.setMinimumContentsLength(8)
            for key, text in (self.spec.choices() if self.spec.choices else {}).items():
                w.addItem(text, key)
            w.activated.connect(self._commit)
            return w
        if kind == "bool":
            w = QCheckBox(self.spec.label, parent)
            w.clicked.connect(self._commit)
            return w
        w = QLineEdit(parent)
        if self.spec.placeholder:
            w.setPlaceholderText(self.spec.placeholder)
        elif self.spec.optional:
            w.setPlaceholderText(self.tr("(not set)"))
        w.editingFinished.connect(self._commit)
        return w

    # -- document -> widget ----------------------------------------------------------------------
    def show(self, value: Any) -> None:
        """Show the document's value; a pending error stays while the document value is unchanged."""
        if self.error and value == self._error_value:
            return
        self.clear_error()
        w = self.editor
        w.blockSignals(True)
        try:
            if isinstance(w, QComboBox):
                i = w.findData("" if value is None else value)
                if i < 0:  # a value this list does not offer (e.g. from a newer catalog): show it anyway
                    w.addItem(str(value), value)
                    i = w.count() - 1
                w.setCurrentIndex(i)
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif self.spec.kind == "list":
                w.setText(", ".join(value or []))
            elif self.spec.kind in ("int", "float", "money"):
                w.setText(format_number(value, self.spec.kind == "int"))
            elif self.spec.kind == "duration":
                unit = FIELD_UNITS.get(self.spec.path, "s")
                w.setText("" if value is None else format_duration(float(value) * UNIT_SECONDS[unit]))
            elif self.spec.kind == "percent":
                w.setText("" if value is None else f"{format_number(round(value * 100.0, 2), False)} %")
            else:
                w.setText("" if value is None else str(value))
            if isinstance(w, QLineEdit):
                w.setCursorPosition(0)
        finally:
            w.blockSignals(False)
        self._shown = value
        self._shown_text = w.text() if isinstance(w, QLineEdit) else None

    # -- widget -> document ----------------------------------------------------------------------
    def value(self) -> Any:
        """The value the widget holds, converted for the document (raw text when not a number)."""
        w = self.editor
        if isinstance(w, QComboBox):
            data = w.currentData()
            return None if data == "" and self.spec.optional else data
        if isinstance(w, QCheckBox):
            return w.isChecked()
        text = w.text().strip()
        if self.spec.kind == "list":
            # separators as typed in Chinese too: "q、k、v" or "q，v"
            for mark in (";", "；", "，", "、"):
                text = text.replace(mark, ",")
            items = [t.strip() for t in text.split(",") if t.strip()]
            if not items and self.spec.path.endswith("lora_targets"):
                raise ValueError(QCoreApplication.translate(
                    "WorkloadEditor", "Name at least one projection: q, k, v, o, gate, up, down or all"))
            return items
        if self.spec.kind == "duration":  # raises ValueError with the message for the field
            return duration_in(text, FIELD_UNITS.get(self.spec.path, "s")) if text else None
        if self.spec.kind == "percent":
            return parse_percent(text, self.spec.low)
        if self.spec.kind == "money":  # raises ValueError for the other currency's mark
            text = strip_currency(text, self.currency)
        if self.spec.kind in ("int", "float", "money"):
            if not text:
                return None
            factor = 1.0
            if self.spec.unit_words:
                text, factor = strip_unit(text, self.spec.unit_words)
            number = parse_number(text)
            if number is not None:
                number *= factor
            if number is None:
                return text  # validation will say "must be a number (got 'abc')"
            if self.spec.kind == "int" and float(number).is_integer():
                return int(number)
            return number
        return text

    def _commit(self, *_args) -> None:
        if (not self.error and isinstance(self.editor, QLineEdit)
                and self.editor.text() == getattr(self, "_shown_text", None)):
            return  # the text as shown (a duration shown rounded is not a new value)
        try:
            value = self.value()
        except ValueError as exc:  # a duration or percentage it cannot read: said here, nothing pushed
            self.show_error(str(exc), getattr(self, "_shown", None))
            return
        if value == getattr(self, "_shown", object()):
            self.clear_error()  # back to the document's value: nothing to change
            return
        self.committed.emit(self.spec.path, value)

    # -- errors ----------------------------------------------------------------------------------
    def show_error(self, message: str, document_value: Any) -> None:
        self.error = message
        self._error_value = document_value
        self.message.setText(message)
        self.message.show()
        self.editor.setProperty(INVALID_PROPERTY, True)
        self.editor.setToolTip(tooltip(self.spec.tooltip, message))
        self._repolish()

    def clear_error(self) -> None:
        if not self.error:
            return
        self.error = ""
        self.message.clear()
        self.message.hide()
        self.editor.setProperty(INVALID_PROPERTY, False)
        self.editor.setToolTip(self.spec.tooltip)
        self._repolish()

    def _repolish(self) -> None:
        style = self.editor.style()
        style.unpolish(self.editor)
        style.polish(self.editor)
