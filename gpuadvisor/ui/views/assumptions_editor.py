"""The file's economic assumptions, as a form generated from the Assumptions model.

Each field gets a label, an input that suits its type (spin box with the field's bounds, its
unit as suffix and shares shown as percentages; check box; combo box) and its source as tooltip.
Every change is one undoable ``SetField("assumptions", name, value)`` through the bridge; a value
the model refuses shows its message under the field and the field returns to the last valid value.
"""

from __future__ import annotations

import typing

import annotated_types as at
from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuadvisor.domain.edits import Batch, SetField
from gpuadvisor.domain.project import Assumptions
from gpuadvisor.report.labels import assumption_labels, unit_label
from gpuadvisor.ui import format as F
from gpuadvisor.ui import labels as ui_labels

TARGET = "assumptions"
OVERRIDES = "efficiency_overrides"
ERROR_STYLE = "color: #b00020;"


def _source_texts() -> dict[str, str]:
    """The sources of ``domain.project.Assumptions`` that contain words, in the current language
    (keyed by the English text of the model; a source not listed here is shown as it is)."""
    tco = "notes/tco-anchors.md"
    return {
        "Taiwanese users price in NT$ (SPEC §1)":
            QCoreApplication.translate("AssumptionSources", "Taiwanese users price in NT$ (SPEC §1)"),
        f"{tco} §3.2 (2025-26 range 29.6-33.4)":
            QCoreApplication.translate("AssumptionSources", "notes/tco-anchors.md §3.2 (2025-26 range 29.6-33.4)"),
        f"{tco} §3.1 Taipower commercial tariff 2025-10":
            QCoreApplication.translate("AssumptionSources", "notes/tco-anchors.md §3.1 Taipower commercial tariff 2025-10"),
        f"{tco} §3.5 (desk 1.3, server room 1.8, colocation 1.4)":
            QCoreApplication.translate("AssumptionSources",
                                       "notes/tco-anchors.md §3.5 (desk 1.3, server room 1.8, colocation 1.4)"),
        f"{tco} §3.6 (Taiwan tax table: 3 years)":
            QCoreApplication.translate("AssumptionSources", "notes/tco-anchors.md §3.6 (Taiwan tax table: 3 years)"),
        f"{tco} §3.6 (H100 25-35 % after 3 y)":
            QCoreApplication.translate("AssumptionSources", "notes/tco-anchors.md §3.6 (H100 25-35 % after 3 y)"),
        f"{tco} §3.7 ($150-250 in a colo)":
            QCoreApplication.translate("AssumptionSources", "notes/tco-anchors.md §3.7 ($150-250 in a colo)"),
        f"{tco} §5.1 (storage, support, egress)":
            QCoreApplication.translate("AssumptionSources", "notes/tco-anchors.md §5.1 (storage, support, egress)"),
        f"{tco} §3.4 (p5 -41 %; 30-50 % rule)":
            QCoreApplication.translate("AssumptionSources", "notes/tco-anchors.md §3.4 (p5 -41 %; 30-50 % rule)"),
        f"{tco} §3.4 (used when a provider lists no spot price)":
            QCoreApplication.translate("AssumptionSources",
                                       "notes/tco-anchors.md §3.4 (used when a provider lists no spot price)"),
        "reference/README.md: Vast and Lium are marketplaces; each row is one host's offer, indicative, not a list price":
            QCoreApplication.translate(
                "AssumptionSources",
                "reference/README.md: Vast and Lium are marketplaces; each row is one host's offer, indicative, "
                "not a list price"),
        "assumption: an answer streamed slower than reading speed (~5 tokens/s) is not usable":
            QCoreApplication.translate(
                "AssumptionSources",
                "assumption: an answer streamed slower than reading speed (~5 tokens/s) is not usable"),
    }


def is_share(unit: str) -> bool:
    """Shares and yearly rates are edited as percentages."""
    return unit.startswith("share") or unit == "per year"


def bounds(field) -> tuple[float, float]:
    """(lowest, highest) the spin box allows: the model's bounds, strict ones included so that
    a value at the limit reaches the model and its message."""
    lo, hi = 0.0, 1e9
    for m in field.metadata:
        if isinstance(m, (at.Ge, at.Gt)):
            lo = float(getattr(m, "ge", getattr(m, "gt", lo)))
        elif isinstance(m, (at.Le, at.Lt)):
            hi = float(getattr(m, "le", getattr(m, "lt", hi)))
    return lo, hi


def decimals_for(hi: float, share: bool) -> int:
    """Percentages to 0.1; money-sized values whole; the rest to 0.01 (0.25 h stays 0.25 h)."""
    if share:
        return 1
    return 0 if hi > 1000 else 2


class AssumptionsEditor(QWidget):
    """Form over ``bridge.session.document.assumptions``."""

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.inputs: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self._last_error = ""
        self._build()
        self._connect_signals()
        self.refresh()

    # -- labels ----------------------------------------------------------------------------------
    def _labels(self) -> dict[str, str]:
        """Field labels: the core's (one translation for the window and the printed report)."""
        out = {"currency": self.tr("Currency")}
        out.update(assumption_labels())
        return out

    def _suffix(self, unit: str) -> str:
        """The spin box's suffix for a field's unit (shares are edited as percentages); symbols such
        as TWD/kWh stay as they are, words are translated."""
        words = {
            "share": "%",
            "per year": self.tr("% a year"),
            "share of price/year": self.tr("% of the price a year"),
            "share of busy power": self.tr("% of busy power"),
            "share of TDP": self.tr("% of TDP"),
            "months": self.tr("months"),
            "h/month": self.tr("h a month"),
            "h": self.tr("h"),
            "1/h": self.tr("per hour"),
            "tokens/s": unit_label("tokens/s"),
        }
        text = words.get(unit, unit)
        return f" {text}" if text else ""

    def _source(self, source: str) -> str:
        """A field's source in the current language (citations are kept; the words are translated)."""
        return _source_texts().get(source, source)

    # -- construction --------------------------------------------------------------------------
    def _build(self) -> None:
        lay = QVBoxLayout(self)
        box = QGroupBox(self.tr("Assumptions"), self)
        self.form = QFormLayout(box)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        labels = self._labels()
        for name, field in Assumptions.model_fields.items():
            if name == OVERRIDES:
                continue
            extra = field.json_schema_extra or {}
            widget = self._make_input(name, field, extra.get("unit", ""))
            if widget is None:
                continue
            tip = extra.get("source", "")
            widget.setToolTip(self.tr("Source: {source}").format(source=self._source(tip)) if tip else "")
            label = QLabel(labels.get(name, name.replace("_", " ").capitalize()), box)
            label.setToolTip(widget.toolTip())
            label.setBuddy(widget)
            err = QLabel(box)
            err.setStyleSheet(ERROR_STYLE)
            err.setWordWrap(True)
            err.hide()
            self.inputs[name], self.errors[name] = widget, err
            self.form.addRow(label, widget)
            self.form.addRow("", err)
        lay.addWidget(box)
        lay.addWidget(self._build_overrides())
        lay.addStretch(1)

    def _make_input(self, name: str, field, unit: str) -> QWidget | None:
        ann = field.annotation
        if ann is bool:
            w = QCheckBox(self)
            w.toggled.connect(lambda on, n=name: self._push(n, bool(on)))
            return w
        if typing.get_origin(ann) is typing.Literal:
            w = QComboBox(self)
            for value in typing.get_args(ann):
                w.addItem(self._choice_label(name, value), value)
            w.activated.connect(lambda _i, n=name, c=w: self._push(n, c.currentData()))
            return w
        if ann in (float, int):
            share = is_share(unit)
            lo, hi = bounds(field)
            w = QDoubleSpinBox(self)
            w.setKeyboardTracking(False)  # commit on Enter or focus change, not per keystroke
            w.setDecimals(decimals_for(hi, share))
            w.setRange(lo * 100 if share else lo, hi * 100 if share else hi)
            w.setSuffix(self._suffix(unit))
            w.setProperty("share", share)
            w.setSingleStep(1.0 if share or hi > 100 else 0.1)
            w.valueChanged.connect(lambda v, n=name, s=share: self._push(n, round(v / 100.0, 8) if s else v))
            return w
        return None

    def _choice_label(self, name: str, value) -> str:
        if name == "currency":
            return ui_labels.currencies().get(value, value)
        return str(value)

    def _build_overrides(self) -> QGroupBox:
        box = QGroupBox(self.tr("Efficiency overrides"), self)
        box.setToolTip(self.tr("Replace one of the engine's efficiency constants (share of peak, or its own unit)."))
        lay = QVBoxLayout(box)
        self.overrides_table = QTableWidget(0, 2, box)
        self.overrides_table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("Value")])
        self.overrides_table.verticalHeader().setVisible(False)
        self.overrides_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.overrides_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.overrides_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.overrides_table.setMaximumHeight(self.fontMetrics().height() * 9)
        self.override_key = QComboBox(box)
        self.override_key.setEditable(True)
        self.override_key.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.override_key.setMinimumContentsLength(12)
        self.override_key.addItems(_efficiency_keys())
        self.override_key.setCurrentIndex(-1)
        self.override_key.lineEdit().setPlaceholderText(self.tr("key, e.g. train_mfu"))
        self.override_value = QDoubleSpinBox(box)
        self.override_value.setRange(0.0, 1.5)
        self.override_value.setDecimals(3)
        self.override_value.setSingleStep(0.05)
        self.override_value.setValue(0.5)
        self.override_set = QPushButton(self.tr("Set"), box)
        self.override_remove = QPushButton(self.tr("Remove"), box)
        row = QHBoxLayout()
        row.addWidget(self.override_key, 1)
        row.addWidget(self.override_value)
        row.addWidget(self.override_set)
        row.addWidget(self.override_remove)
        self.errors[OVERRIDES] = err = QLabel(box)
        err.setStyleSheet(ERROR_STYLE)
        err.setWordWrap(True)
        err.hide()
        lay.addWidget(self.overrides_table)
        lay.addLayout(row)
        lay.addWidget(err)
        return box

    def _connect_signals(self) -> None:
        self._bridge.changed.connect(self._on_bridge_changed)
        self._bridge.edit_rejected.connect(self._on_bridge_edit_rejected)
        self.override_set.clicked.connect(self._on_override_set_clicked)
        self.override_remove.clicked.connect(self._on_override_remove_clicked)
        self.overrides_table.itemSelectionChanged.connect(self._on_overrides_selection_changed)

    # -- edits -----------------------------------------------------------------------------------
    def _push(self, name: str, value) -> bool:
        """One undoable edit; a refused value shows its message and the field shows the document's value."""
        what = self._labels().get(name) or self.tr("efficiency overrides")
        label = self.tr("Change {setting}").format(setting=what[:1].lower() + what[1:])
        self._last_error = ""
        edit = SetField(TARGET, name, value, label)
        if name == OVERRIDES:  # set and remove are separate steps: a Batch is never merged
            edit = Batch((edit,), label)
        ok = self._bridge.push(edit)
        err = self.errors.get(name)
        if ok:
            if err is not None:
                err.hide()
            return True
        message = self._last_error or self.tr("This value is not allowed.")
        if err is not None:
            err.setText(message)
            err.show()
        self.refresh()
        return False

    @Slot(str, str)
    def _on_bridge_edit_rejected(self, field: str, message: str) -> None:
        self._last_error = message

    @Slot(object)
    def _on_bridge_changed(self, changes) -> None:
        if changes.assumptions or changes.document:
            self.refresh()

    @Slot()
    def _on_override_set_clicked(self) -> None:
        key = self.override_key.currentText().strip()
        if not key:
            self.errors[OVERRIDES].setText(self.tr("Choose a key first."))
            self.errors[OVERRIDES].show()
            return
        values = dict(self._assumptions().efficiency_overrides)
        values[key] = round(self.override_value.value(), 6)
        self._push(OVERRIDES, values)

    @Slot()
    def _on_override_remove_clicked(self) -> None:
        rows = {i.row() for i in self.overrides_table.selectedIndexes()}
        if not rows:
            return
        values = dict(self._assumptions().efficiency_overrides)
        for r in rows:
            values.pop(self.overrides_table.item(r, 0).text(), None)
        self._push(OVERRIDES, values)

    @Slot()
    def _on_overrides_selection_changed(self) -> None:
        rows = sorted({i.row() for i in self.overrides_table.selectedIndexes()})
        if rows:
            key = self.overrides_table.item(rows[0], 0).text()
            self.override_key.setCurrentText(key)
            self.override_value.setValue(self._assumptions().efficiency_overrides.get(key, 0.5))

    # -- refresh ---------------------------------------------------------------------------------
    def _assumptions(self) -> Assumptions:
        return self._bridge.session.document.assumptions

    def refresh(self) -> None:
        """Show the document's values (after undo, redo, open, or a refused edit)."""
        a = self._assumptions()
        for name, w in self.inputs.items():
            value = getattr(a, name)
            w.blockSignals(True)
            if isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(max(0, w.findData(value)))
            else:
                w.setValue(value * 100.0 if w.property("share") else value)
            w.blockSignals(False)
        items = sorted(a.efficiency_overrides.items())
        self.overrides_table.setRowCount(len(items))
        for i, (k, v) in enumerate(items):
            self.overrides_table.setItem(i, 0, QTableWidgetItem(k))
            cell = QTableWidgetItem(F.fmt_sig(v, 3, strip=True))
            self.overrides_table.setItem(i, 1, cell)


def _efficiency_keys() -> list[str]:
    """The engine's efficiency keys (a Qt-free list), offered in the key box."""
    try:
        from gpuadvisor.engine.efficiency import keys
    except ImportError:  # pragma: no cover - the engine always ships it
        return []
    return list(keys())
