"""Form fields bound to a dotted path of a workload, with their error message shown at the field.

A field shows the document's value (``show``), and when the user commits a value it emits
``committed(path, value)``; the editor pushes it as an undoable SetField.  When the edit is
rejected the editor calls ``show_error(message)``: the widget gets a red border, the message
appears in red under it and in its tooltip, and the text the user typed stays so it can be fixed.
Numbers are shown and parsed with QLocale (grouping separators, k/M/B/T suffixes accepted); text
that is not a number is passed on as typed, so the document's validation names the problem.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QLocale, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QSizePolicy, QWidget

from ..labels import locale as number_locale
from ..layout import ERROR_STYLE, INVALID_PROPERTY, vbox
from ..textsafe import plain_label, tooltip

_SUFFIXES = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "G": 1e9, "T": 1e12}


def parse_number(text: str, locale: QLocale | None = None) -> float | None:
    """A number typed by the user (``80,000``, ``1.5e9``, ``20B``), or None when it is not one."""
    locale = locale or number_locale()
    text = text.strip().replace("\u00a0", "").replace(" ", "")
    if not text:
        return None
    scale = 1.0
    if text[-1] in _SUFFIXES:
        scale, text = _SUFFIXES[text[-1]], text[:-1]
    value, ok = locale.toDouble(text)
    if not ok:
        value, ok = QLocale.c().toDouble(text)
    if not ok or math.isnan(value) or math.isinf(value):
        return None
    return value * scale


def format_number(value: Any, integer: bool, locale: QLocale | None = None) -> str:
    if value is None:
        return ""
    locale = locale or number_locale()
    if integer or (float(value).is_integer() and abs(value) < 1e15):
        return locale.toString(int(round(value)))
    if abs(value) >= 1000:
        return locale.toString(float(value), "f", 1).rstrip("0").rstrip(locale.decimalPoint())
    return locale.toString(float(value), "g", 6)


@dataclass
class FieldSpec:
    """What one field edits and how: ``kind`` is int, float, choice, bool, text or list."""

    path: str
    label: str
    tooltip: str
    kind: str = "int"
    optional: bool = False
    choices: Callable[[], dict[str, str]] | None = None
    visible: Callable[[Any], bool] | None = None
    placeholder: str = ""


class BoundField(QObject):
    """One form field: the input widget, the red message under it, and parse/show logic."""

    committed = Signal(str, object)  # path, value

    def __init__(self, spec: FieldSpec, parent: QWidget) -> None:
        super().__init__(parent)
        self.spec = spec
        self.error = ""
        self._error_value: Any = None
        self.editor = self._make_editor(parent)
        self.editor.setToolTip(spec.tooltip)
        self.editor.setObjectName(spec.path)
        self.message = plain_label(QLabel(parent))  # messages quote what was typed
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.message.setObjectName(spec.path + ":error")
        self.message.hide()
        self.container = QWidget(parent)
        self.container.setLayout(vbox(self.editor, self.message, spacing=2))
        self.container.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _make_editor(self, parent: QWidget) -> QWidget:
        kind = self.spec.kind
        if kind == "choice":
            w = QComboBox(parent)
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
            elif self.spec.kind in ("int", "float"):
                w.setText(format_number(value, self.spec.kind == "int"))
            else:
                w.setText("" if value is None else str(value))
            if isinstance(w, QLineEdit):
                w.setCursorPosition(0)
        finally:
            w.blockSignals(False)
        self._shown = value

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
            return [t.strip() for t in text.replace(";", ",").split(",") if t.strip()]
        if self.spec.kind in ("int", "float"):
            if not text:
                return None
            number = parse_number(text)
            if number is None:
                return text  # validation will say "must be a number (got 'abc')"
            if self.spec.kind == "int" and float(number).is_integer():
                return int(number)
            return number
        return text

    def _commit(self, *_args) -> None:
        value = self.value()
        if not self.error and value == getattr(self, "_shown", object()):
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
