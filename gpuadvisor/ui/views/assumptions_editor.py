"""The file's economic assumptions, as a form generated from the Assumptions model.

Each field gets a label, an input that suits its type (spin box with the field's bounds, its
unit as suffix and shares shown as percentages; check box; combo box) and its source as tooltip.
Every change is one undoable ``SetField("assumptions", name, value)`` through the bridge; a value
the model refuses shows its message under the field and the field returns to the last valid value.
Office hours are clock times (``QTimeEdit``, HH:MM; an end of 00:00 is midnight, as 24:00) and the
office days seven check boxes, Monday first.
"""

from __future__ import annotations

import typing

import annotated_types as at
from PySide6.QtCore import QCoreApplication, QTime, Signal, Slot
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
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from gpuadvisor.domain.edits import Batch, SetField
from gpuadvisor.domain.project import WEEKDAYS, Assumptions
from gpuadvisor.report.labels import assumption_labels, unit_label, weekday_labels
from gpuadvisor.ui import format as F
from gpuadvisor.ui import labels as ui_labels
from gpuadvisor.ui.textsafe import plain_label, tooltip

TARGET = "assumptions"
OVERRIDES = "efficiency_overrides"
PROVIDERS = "cloud_providers"  # edited in the providers dialog (ui.dialogs.providers), one undoable edit
ERROR_STYLE = "color: #b00020;"


def _src(name: str) -> str:
    """The English source of assumption ``name`` (``domain.project.Assumptions`` field metadata)."""
    extra = Assumptions.model_fields[name].json_schema_extra
    return str(extra.get("source", "")) if isinstance(extra, dict) else ""


def _source_texts() -> dict[str, str]:
    """The sources of ``domain.project.Assumptions``, in the current language (keyed by the English
    text of the model; a source not listed here is shown as it is).  Each literal below repeats the
    model's text so that lupdate extracts it; the report translates the same text in the same
    "AssumptionSources" context.  Every source names a public, dated origin or says "assumption"."""
    return {
        _src("currency"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): the first users are teams in Taiwan, who price in NT$"),
        _src("usd_to_twd"): QCoreApplication.translate(
            "AssumptionSources",
            "NT$/US$ rates reported by Liberty Times, CNA and udn for 2025 (intraday low 29.59 on 2025-05-05,"
            " year-end close 31.438) and by cnyes and udn for 2026-03 (31.8-31.9); 31.5 is mid-range, ±6 % = "
            "29.6-33.4"),
        _src("electricity_twd_per_kwh"): QCoreApplication.translate(
            "AssumptionSources",
            "Taipower tariff review effective 2025-10-01 (udn 2025-09-19/20, cnyes): small-business average "
            "NT$4.07/kWh, rounded to 4.1 for an office or lab; factories on high-voltage tariffs pay about "
            "NT$4.3"),
        _src("pue"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption: 1.3 at a desk (the office air-conditioning); a company server room about 1.8, "
            "colocation 1.4 (Taiwan MOEA Energy Administration limit for new colocation data centres of 5 MW "
            "or more from 2025-11-05, udn and Liberty Times 2025-11-04); Uptime Institute global average 1.56"
            " (2024 survey)"),
        _src("useful_life_months"): QCoreApplication.translate(
            "AssumptionSources",
            "Taiwan Ministry of Finance fixed-asset service-life table: computer equipment 3 years (as cited "
            "by chisun-design.com, retrieved 2026-11; check with your accountant)"),
        _src("resale_share_datacenter"): QCoreApplication.translate(
            "AssumptionSources",
            "H100 resale value 25-35 % of the new price after 3 years (GLRI used-GPU index and v2-pseo, "
            "retrieved 2026-11; indicative)"),
        _src("resale_share_consumer"): QCoreApplication.translate(
            "AssumptionSources",
            "RTX 3090 sold used for US$500-800 in 2026 against US$1,499 at launch (2020), i.e. 35-55 % after "
            "5.5 years (local-llm.net, 2026); the low end is used"),
        _src("resale_share_apple"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): no published resale figures for Macs were found; set conservatively below "
            "the 35 % of consumer GPUs"),
        _src("support_share_datacenter"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): 8 % of the price a year for extended warranty, spare parts and vendor "
            "support of a datacenter server; no published benchmark was found"),
        _src("support_share_consumer"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): 2 % of the price a year for repairs and spare parts of a desktop or "
            "workstation (range 0-3 %); consumer cards come with the maker's warranty"),
        _src("staff_hours_per_server_month"): QCoreApplication.translate(
            "AssumptionSources",
            "about 1 administrator per 50-100 GPU servers at enterprise scale (tensorsmesh, retrieved "
            "2026-11), i.e. 1.7-3.5 h a month per server; small teams should enter their own hours"),
        _src("staff_rate_twd_per_hour"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): NT$1,000 for an hour of an engineer's time in Taiwan, salary and overheads"
            " included; enter your own rate"),
        _src("colocation_usd_per_kw_month"): QCoreApplication.translate(
            "AssumptionSources",
            "0 for machines in your own office or server room; colocation costs US$150-250 per kW a month "
            "(v2-pseo, retrieved 2026-11)"),
        _src("cost_of_capital"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): 0, a cash purchase with no financing cost; enter 5-10 % a year to count it"
            " (legitlads.com's break-even calculator uses 10 %, retrieved 2026-11)"),
        _src("idle_power_share"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): an idle GPU machine draws 10-15 % of its busy power; Macs use Apple's "
            "published idle power instead (Apple support article 102027, Mac Studio 2023: 10 W idle, 295 W "
            "maximum)"),
        _src("busy_power_share"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): GPUs draw 85 % of their rated power on average while busy; in sustained "
            "training an H100 SXM draws about 650 of 700 W and an A100 SXM about 350 of 400 W (lynx-cortex, "
            "retrieved 2026-11)"),
        _src("cloud_overhead"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): storage, data egress and support add 10 % to the GPU-hour bill; "
            "SemiAnalysis ClusterMAX TCO (clustermax.ai, 2026-04-20) lists eight such cost lines beyond the "
            "GPU price"),
        _src("reserved_discount_1y"): QCoreApplication.translate(
            "AssumptionSources",
            "0: a 1-year commitment is offered only at the provider's published price (AWS reserved "
            "instances, Google Cloud committed use); enter the discount of an offer you hold to price the "
            "others. For scale: AWS p5 (8x H100) 1-year reserved 41 % below on-demand (NextPlatform, "
            "2023-07-27); reservations typically 30-50 % off (mercatus-ai, 2026-05)"),
        _src("reserved_discount_3y"): QCoreApplication.translate(
            "AssumptionSources",
            "0: a 3-year commitment is offered only at the provider's published price (AWS reserved "
            "instances, Google Cloud committed use); enter the discount of an offer you hold to price the "
            "others. For scale: AWS p5 (8x H100) 3-year reserved 56 % below on-demand (NextPlatform, "
            "2023-07-27)"),
        _src("spot_interruptions_per_hour"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): about one interruption in 50 hours; AWS lists V100 spot interruption "
            "frequency above 20 % a month (quoted in Tim Dettmers, 'Which GPU(s) to Get for Deep Learning', "
            "2020 edition), and spot capacity can vanish for hours (Wu et al., 'Can't Be Late', NSDI 2024)"),
        _src("checkpoint_interval_h"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): a checkpoint every hour; the best interval is about √(2 × checkpoint write"
            " time ÷ interruption rate) (Young 1974; Daly 2006)"),
        _src("spot_fallback_share"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): when a deadline is tight, 20 % of the hours fall back to on-demand, as in "
            "the 'Uniform Progress' policy (Wu et al., 'Can't Be Late', NSDI 2024)"),
        _src("setup_hours_per_run"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): 15 minutes per run to start the machine and load the data, the 'changeover"
            " delay' of Wu et al., 'Can't Be Late' (NSDI 2024)"),
        _src("max_utilisation"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): a machine is busy at most 85 % of its month, the rest goes to maintenance,"
            " updates and gaps between jobs; GPU clouds report 75-90 % (disintermediate.global, retrieved "
            "2026-11)"),
        _src("cloud_providers"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): the public clouds and established GPU clouds; marketplaces (Vast, Lium) "
            "are off because their prices are single hosts' offers, not list prices (SkyPilot catalog, "
            "github.com/skypilot-org/skypilot-catalog, 2026)"),
        _src("memory_margin"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): 10 % of device memory kept free for allocator fragmentation and spikes "
            "(PyTorch CUDA memory management docs); vLLM likewise leaves 10 % free by default "
            "(gpu_memory_utilization 0.9, vLLM 0.6, 2024-09, docs.vllm.ai)"),
        _src("circuit_volts"): QCoreApplication.translate(
            "AssumptionSources",
            "Taipower supplies homes and small offices at 110 V (220 V for large appliances), Taipower electricity "
            "supply rules (2026); elsewhere 220-240 V"),
        _src("circuit_amps"): QCoreApplication.translate(
            "AssumptionSources",
            "an office branch circuit is typically 15 or 20 A; a continuous load may use 80 % of it (NFPA 70, "
            "National Electrical Code 210.19(A) and 210.20(A), 2023 edition)"),
        _src("min_stream_tokens_per_s"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-11): an answer streamed slower than reading speed (~5 tokens/s) is not usable"),
        _src("office_hours_start"): QCoreApplication.translate(
            "AssumptionSources",
            "assumption (2026-12): 09:00-18:00, an office day in Taiwan of 8 working hours and a lunch break "
            "(Labor Standards Act art. 30, as amended 2016: at most 8 regular hours a day and 40 a week; art. 35:"
            " a break after 4 hours); a service for staff stays up over lunch, so its window is 9 h"),
        _src("office_days"): QCoreApplication.translate(
            "AssumptionSources",
            "Labor Standards Act art. 36 (as amended 2016): two days off in seven, one of them a fixed rest day;"
            " Monday to Friday in most Taiwanese offices"),
        _src("taiwan_holidays"): QCoreApplication.translate(
            "AssumptionSources",
            "Directorate-General of Personnel Administration (行政院人事行政總處), government office calendar for "
            "2026 (approved 2025-06-13): 120 days off, 16 of them national holidays or their make-up days on "
            "weekdays; off by default, as companies set their own calendars"),
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
            "share of device memory": self.tr("% of device memory"),
            "months": self.tr("months"),
            "h/month": self.tr("h a month"),
            "h": self.tr("h"),
            "1/h": self.tr("per hour"),
            "tokens/s": unit_label("tokens/s"),
            "V": self.tr("V (volts)"),
            "A": self.tr("A (amperes)"),
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
            if name == PROVIDERS:  # a list: a summary and the providers dialog
                self._add_providers_row(box, labels.get(name, self.tr("Cloud providers")), field)
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
            err = plain_label(QLabel(box))  # a refused value is quoted in its message
            err.setStyleSheet(ERROR_STYLE)
            err.setWordWrap(True)
            err.hide()
            self.inputs[name], self.errors[name] = widget, err
            self.form.addRow(label, widget)
            self.form.addRow("", err)
        lay.addWidget(box)
        lay.addWidget(self._build_overrides())
        lay.addStretch(1)

    def _add_providers_row(self, box: QGroupBox, text: str, field) -> None:
        self.providers_summary = plain_label(QLabel(box))
        self.providers_button = QPushButton(self.tr("Choose…"), box)
        self.providers_button.setToolTip(self.tr("Choose the clouds this project may rent from."))
        self.providers_button.clicked.connect(self._on_providers_clicked)
        source = (field.json_schema_extra or {}).get("source", "")
        label = QLabel(text, box)
        if source:
            label.setToolTip(self.tr("Source: {source}").format(source=self._source(source)))
        label.setBuddy(self.providers_button)
        row = QHBoxLayout()
        row.addWidget(self.providers_summary, 1)
        row.addWidget(self.providers_button)
        self.form.addRow(label, row)

    @Slot()
    def _on_providers_clicked(self) -> None:
        from gpuadvisor.ui.dialogs.providers import open_providers_dialog

        open_providers_dialog(self._bridge, self)

    def _make_input(self, name: str, field, unit: str) -> QWidget | None:
        ann = field.annotation
        if unit == "HH:MM":  # office hours: a clock time
            w = QTimeEdit(self)
            w.setDisplayFormat("HH:mm")
            w.setKeyboardTracking(False)  # typed: committed on Enter or focus change
            w.setWrapping(True)
            w.timeChanged.connect(lambda t, n=name: self._push(n, t.toString("HH:mm")))
            return w
        if name == "office_days":
            w = WeekdaysBox(self)
            w.changed.connect(lambda days, n=name: self._push(n, days))
            return w
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
        self.errors[OVERRIDES] = err = plain_label(QLabel(box))  # names the key typed
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
            elif isinstance(w, QTimeEdit):
                t = QTime.fromString(value, "HH:mm")
                w.setTime(t if t.isValid() else QTime(0, 0))  # 24:00, the end of the day, shows as 00:00
            elif isinstance(w, WeekdaysBox):
                w.set_days(value)
            else:
                w.setValue(value * 100.0 if w.property("share") else value)
            w.blockSignals(False)
        from gpuadvisor.ui.dialogs.providers import providers_names, providers_summary

        catalog = self._bridge.session.catalog
        self.providers_summary.setText(providers_summary(a.cloud_providers, catalog))
        self.providers_summary.setToolTip(tooltip(providers_names(a.cloud_providers, catalog)))
        items = sorted(a.efficiency_overrides.items())
        self.overrides_table.setRowCount(len(items))
        for i, (k, v) in enumerate(items):
            self.overrides_table.setItem(i, 0, QTableWidgetItem(k))
            cell = QTableWidgetItem(F.fmt_sig(v, 3, strip=True))
            self.overrides_table.setItem(i, 1, cell)


class WeekdaysBox(QWidget):
    """Seven check boxes, Monday to Sunday; ``changed`` gives the ticked days (``WEEKDAYS`` keys)."""

    changed = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        names = weekday_labels()
        self.boxes: dict[str, QCheckBox] = {}
        for day in WEEKDAYS:
            box = self.boxes[day] = QCheckBox(names[day], self)
            box.setObjectName(f"office_day_{day}")
            box.clicked.connect(self._on_clicked)
            lay.addWidget(box)
        lay.addStretch(1)

    def days(self) -> list[str]:
        return [d for d in WEEKDAYS if self.boxes[d].isChecked()]

    def set_days(self, days) -> None:
        for d, box in self.boxes.items():
            box.blockSignals(True)
            box.setChecked(d in days)
            box.blockSignals(False)

    def setToolTip(self, text: str) -> None:  # noqa: N802 - Qt API: the boxes say it too
        super().setToolTip(text)
        for box in self.boxes.values():
            box.setToolTip(text)

    def _on_clicked(self, _checked: bool) -> None:
        self.changed.emit(self.days())


def _efficiency_keys() -> list[str]:
    """The engine's efficiency keys (a Qt-free list), offered in the key box."""
    try:
        from gpuadvisor.engine.efficiency import keys
    except ImportError:  # pragma: no cover - the engine always ships it
        return []
    return list(keys())
