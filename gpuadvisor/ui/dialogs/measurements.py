"""My measurements: runs the user measured themselves, and what they change (issue 14, personal calibration).

The dialog lists the document's measurements (``ProjectDocument.measurements``: the hardware,
the model, the kind of work, the runtime, the recipe, one measured figure and its date).  "Add…"
opens a form (hardware from the catalog's accelerators and model from the catalog's models, both
with type-to-filter; kind, runtime, weight format, the recipe's numbers, the metric and its value)
that checks each field where it is typed and asks the engine to predict the run before it takes
it, so a run the engine cannot use is said at once, not skipped later.  "Import CSV…" reads a file
in the calibration format (``measurements_io.read_measurements``), lists the rows it could not use
and adds the others only when the user agrees.  "Remove" drops the selected rows.

Below the table, the effect: one line per fitted factor (``engine.personal.fit``: "RTX 5090 ·
PyTorch · training: × 0.83 from 2 runs; error on your runs 38 % → 6 %") and, per workload, how the
best owned and best rented options change, from advising a copy of the document without and with
the measurements (off the UI thread: a second or two for a file of a few workloads).

OK applies the list as ONE undoable ``SetField("document", "measurements", [...])``.  "Also use
these measurements in all my projects" keeps them in the user data folder (``user_measurements``),
so that new documents start with them; unticking it there removes them again.
"""

from __future__ import annotations

import datetime as dt
import math
import os
from pathlib import Path
from typing import get_args

from PySide6.QtCore import QCoreApplication, QDate, QObject, QRunnable, Qt, QThreadPool, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gpuadvisor.domain.edits import SetField
from gpuadvisor.domain.project import INFERENCE_KINDS, TRAINING_KINDS, Measurement, Runtime, WeightFormat

from .. import labels
from ..layout import ERROR_STYLE, FIELD_STYLESHEET, INVALID_PROPERTY, MARGIN, SPACING, form, hbox, vbox
from ..textsafe import auto_text, one_line, plain_label, tooltip
from ..views.field_widgets import format_number, parse_number

KINDS = TRAINING_KINDS + INFERENCE_KINDS
RUNTIMES: tuple[str, ...] = get_args(Runtime)
WEIGHT_FORMATS: tuple[str, ...] = get_args(WeightFormat)
TRAINING_METRICS = ("train_tokens_per_s_per_gpu", "train_samples_per_s", "train_wall_hours", "peak_memory_gb")
INFERENCE_METRICS = ("infer_decode_tok_s", "infer_prefill_tok_s", "infer_throughput_tok_s", "peak_memory_gb")
MAX_VALUE = 1e15  # domain.project.Measurement.value
MAX_TRAIN_TOKENS = 1e16  # domain.project.Measurement.train_tokens
INDENT = "    "  # the second and later lines of an entry in the effect

# table columns
COL_HARDWARE, COL_MODEL, COL_KIND, COL_RUNTIME, COL_RECIPE, COL_METRIC, COL_VALUE, COL_DATE = range(8)


# ---------------------------------------------------------------------------------------------
# labels


def metric_labels() -> dict[str, str]:
    return {
        "train_tokens_per_s_per_gpu": QCoreApplication.translate("MeasurementsDialog", "Training speed, tokens/s per GPU"),
        "train_samples_per_s": QCoreApplication.translate("MeasurementsDialog", "Training speed, samples/s"),
        "train_wall_hours": QCoreApplication.translate("MeasurementsDialog", "Training run time"),
        "infer_decode_tok_s": QCoreApplication.translate("MeasurementsDialog", "Generation speed, tokens/s"),
        "infer_prefill_tok_s": QCoreApplication.translate("MeasurementsDialog", "Prompt processing, tokens/s"),
        "infer_throughput_tok_s": QCoreApplication.translate("MeasurementsDialog", "Serving throughput, tokens/s"),
        "peak_memory_gb": QCoreApplication.translate("MeasurementsDialog", "Peak GPU memory"),
    }


def metric_unit(metric: str) -> str:
    return {
        "train_tokens_per_s_per_gpu": QCoreApplication.translate("MeasurementsDialog", "tokens/s per GPU"),
        "train_samples_per_s": "samples/s",
        "train_wall_hours": "h",
        "infer_decode_tok_s": "tokens/s",
        "infer_prefill_tok_s": "tokens/s",
        "infer_throughput_tok_s": "tokens/s",
        "peak_memory_gb": "GB",
    }.get(metric, "")


def runtime_labels() -> dict[str, str]:
    from gpuadvisor.report.personal import RUNTIME_NAMES

    out = dict(RUNTIME_NAMES)
    out.update(labels.runtimes())
    return {k: out.get(k, k) for k in RUNTIMES}


def format_labels() -> dict[str, str]:
    known = labels.weight_formats()
    return {k: known.get(k, k.upper()) for k in WEIGHT_FORMATS}


def _num(value, integer: bool = True) -> str:
    return format_number(value, integer) if value is not None else ""


def recipe_text(m: Measurement) -> str:
    """The recipe in a few words: "batch 16 · seq 2,048" (training), "prompt 512 · output 128 · 8 at
    once" (inference), with the GPU count when there are several."""
    parts = []
    if m.devices > 1:
        parts.append(QCoreApplication.translate("MeasurementsDialog", "{n} GPUs").format(n=m.devices))
    if m.workload in TRAINING_KINDS:
        if m.micro_batch:
            parts.append(QCoreApplication.translate("MeasurementsDialog", "batch {n}").format(n=_num(m.micro_batch)))
        if m.seq_len:
            parts.append(QCoreApplication.translate("MeasurementsDialog", "seq {n}").format(n=_num(m.seq_len)))
        if m.lora_rank and m.workload in ("lora", "qlora"):
            parts.append(QCoreApplication.translate("MeasurementsDialog", "rank {n}").format(n=_num(m.lora_rank)))
    else:
        if m.prompt_tokens is not None:
            parts.append(QCoreApplication.translate("MeasurementsDialog", "prompt {n}").format(n=_num(m.prompt_tokens)))
        if m.gen_tokens is not None:
            parts.append(QCoreApplication.translate("MeasurementsDialog", "output {n}").format(n=_num(m.gen_tokens)))
        if m.concurrency:
            parts.append(QCoreApplication.translate("MeasurementsDialog", "{n} at once").format(n=_num(m.concurrency)))
    return " · ".join(parts) if parts else "—"


def value_text(m: Measurement) -> str:
    value = format_number(m.value, False)
    return f"{value} {metric_unit(m.metric)}".strip()


def _gpu(name: str, catalog) -> str:
    """A measurement's GPU as people say it ("RTX 5090"); as typed when the catalog lacks it."""
    from gpuadvisor.report.personal import gpu_text

    acc = catalog.find_accelerator(name) if catalog is not None else None
    return gpu_text(acc.name) if acc is not None else name


def _calibration_row(m: Measurement) -> dict[str, str]:
    from gpuadvisor.engine.personal import CSV_WORKLOAD

    row = m.as_row()
    row["workload"] = CSV_WORKLOAD.get(row["workload"], row["workload"])
    return row


# ---------------------------------------------------------------------------------------------
# the effect on the advice (Qt-free apart from the translations)


def _same(a, b) -> bool:
    if a is None or b is None:
        return a is b
    return a.option.key == b.option.key


def _speed(r) -> str:
    from gpuadvisor.report.summary import fmt_hours

    est = r.estimate
    if est.time_per_run_h is not None:
        return QCoreApplication.translate("MeasurementsDialog", "{time} per run").format(time=fmt_hours(est.time_per_run_h))
    if est.latency_ms is not None:
        return QCoreApplication.translate("MeasurementsDialog", "{ms} ms per answer").format(ms=f"{est.latency_ms:,.0f}")
    return ""


def _best_text(which: str, before, after) -> str:
    none = QCoreApplication.translate("MeasurementsDialog", "none fits")
    if _same(before, after):
        if after is None:
            return QCoreApplication.translate("MeasurementsDialog", "{which}: none fits").format(which=which)
        b, a = _speed(before), _speed(after)
        if getattr(after, "personally_calibrated", False) and b and a and b != a:
            return QCoreApplication.translate("MeasurementsDialog", "{which}: {option}, unchanged ({before} → {after})").format(
                which=which, option=after.label, before=b, after=a)
        return QCoreApplication.translate("MeasurementsDialog", "{which}: {option}, unchanged").format(which=which, option=after.label)
    return QCoreApplication.translate("MeasurementsDialog", "{which}: {before} → {after}").format(
        which=which, before=before.label if before is not None else none, after=after.label if after is not None else none)


def ranking_changes(before, after) -> list[str]:
    """Per workload whose options the measurements adjust (or whose best owned or rented option
    changes): how many options were adjusted and the best owned and rented option before → after;
    then one line for the workloads nothing changed for."""
    out: list[str] = []
    quiet = 0
    for adv_b in before.workloads:
        adv_a = after.for_workload(adv_b.workload.id)
        if adv_a is None:
            continue
        n = sum(1 for r in adv_a.results if getattr(r, "personally_calibrated", False))
        ob, oa = adv_b.best_where(True), adv_a.best_where(True)
        rb, ra = adv_b.best_where(False), adv_a.best_where(False)
        if n == 0 and _same(ob, oa) and _same(rb, ra):
            quiet += 1
            continue
        head = (QCoreApplication.translate("MeasurementsDialog", "{workload}: 1 option adjusted") if n == 1 else QCoreApplication.translate("MeasurementsDialog", "{workload}: {n} options adjusted")).format(
            workload=adv_b.workload.name, n=n)
        out.append("\n".join([head, INDENT + _best_text(QCoreApplication.translate("MeasurementsDialog", "best owned"), ob, oa),
                              INDENT + _best_text(QCoreApplication.translate("MeasurementsDialog", "best rented"), rb, ra)]))
    if quiet and out:
        out.append((QCoreApplication.translate("MeasurementsDialog", "1 other workload: no option on a measured GPU and runtime") if quiet == 1 else
                    QCoreApplication.translate("MeasurementsDialog", "{n} other workloads: no option on a measured GPU and runtime")).format(n=quiet))
    elif quiet:
        out.append(QCoreApplication.translate("MeasurementsDialog", "No workload in this file runs on a measured GPU and runtime: the advice stays as it is."))
    return out


class _EffectSignals(QObject):
    fitted = Signal(int, object)  # generation, PersonalCalibration (or an exception)
    done = Signal(int, object, object)  # generation, advice without the measurements, advice with them


class _EffectJob(QRunnable):
    """Fit the factors, then advise copies of the document without and with the measurements."""

    def __init__(self, generation: int, document, rows, catalog, objective: str, before, signals) -> None:
        super().__init__()
        self.generation, self.document, self.rows = generation, document, rows
        self.catalog, self.objective, self.before, self.signals = catalog, objective, before, signals

    def run(self) -> None:  # worker thread
        from gpuadvisor.engine.advisor import advise
        from gpuadvisor.engine.personal import fit

        try:
            self.signals.fitted.emit(self.generation, fit(self.rows, self.catalog))
        except Exception as exc:  # noqa: BLE001 - said in the dialog, never a crash
            self.signals.fitted.emit(self.generation, exc)
        try:
            before = self.before
            if before is None:
                bare = self.document.model_copy(deep=True)
                bare.measurements = []
                before = advise(bare, self.catalog, self.objective, use_cache=False)
            doc = self.document.model_copy(deep=True)
            doc.measurements = [m.model_copy() for m in self.rows]
            after = advise(doc, self.catalog, self.objective, use_cache=False) if self.rows else before
        except Exception as exc:  # noqa: BLE001
            before, after = exc, None
        self.signals.done.emit(self.generation, before, after)


# ---------------------------------------------------------------------------------------------
# the form


class _Filtered(QComboBox):
    """An editable combo box over names, filtered as the user types (any part of the name)."""

    def __init__(self, names: list[str], parent: QWidget) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setMaxVisibleItems(16)
        for name in names:
            self.addItem(one_line(name), name)
        comp = QCompleter(self.model(), self)
        comp.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        comp.setFilterMode(Qt.MatchFlag.MatchContains)
        comp.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(comp)
        self.setCurrentIndex(-1)
        self.lineEdit().setClearButtonEnabled(True)

    def text(self) -> str:
        return self.currentText().strip()


def _error_label(parent: QWidget, name: str) -> QLabel:
    lab = plain_label(QLabel(parent))  # may quote what was typed
    lab.setObjectName(name)
    lab.setStyleSheet(ERROR_STYLE)
    lab.setWordWrap(True)
    lab.hide()
    return lab


def _int_spin(parent: QWidget, lo: int, hi: int, special: str = "") -> QSpinBox:
    s = QSpinBox(parent)
    s.setRange(lo, hi)
    s.setGroupSeparatorShown(True)
    if special:
        s.setSpecialValueText(special)
    return s


class MeasurementForm(QDialog):
    """One measured run: the hardware and model (from the catalog), the kind of work, the runtime,
    the recipe and the figure measured.  Each field is checked as it is typed; the engine predicts
    the run before OK takes it (``measurement()``)."""

    def __init__(self, catalog, parent: QWidget | None = None, today: dt.date | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self._calibrator = None
        self.setWindowTitle(self.tr("Add a measurement"))
        self.setStyleSheet(FIELD_STYLESHEET)
        self.intro = QLabel(self.tr("A run you measured yourself: what ran, on what, and one figure you read off it "
                                    "(from the training log, the benchmark's output or nvidia-smi)."), self)
        self.intro.setWordWrap(True)
        default = self.tr("default")
        # what ran, on what
        self.hardware = _Filtered([a.name for a in catalog.accelerators], self)
        self.hardware.setObjectName("hardware")
        self.hardware.lineEdit().setPlaceholderText(self.tr("Type to filter, e.g. 4090"))
        self.hardware_error = _error_label(self, "hardware:error")
        self.devices = _int_spin(self, 1, 1024)
        self.devices.setToolTip(self.tr("How many of these GPUs the run used"))
        self.model = _Filtered(sorted((m.spec.name for m in catalog.models), key=str.casefold), self)
        self.model.setObjectName("model")
        self.model.lineEdit().setPlaceholderText(self.tr("Type to filter, e.g. llama 8b"))
        self.model_error = _error_label(self, "model:error")
        self.kind = QComboBox(self)
        for key, text in labels.kinds().items():
            self.kind.addItem(text, key)
        self.kind.setCurrentIndex(self.kind.findData("full_finetune"))
        self.runtime = QComboBox(self)
        for key, text in runtime_labels().items():
            self.runtime.addItem(text, key)
        self.weight_format = QComboBox(self)
        for key, text in format_labels().items():
            self.weight_format.addItem(text, key)
        self.weight_format.setCurrentIndex(self.weight_format.findData("bf16"))
        # the recipe
        self.micro_batch = _int_spin(self, 0, 1_000_000, default)
        self.seq_len = _int_spin(self, 0, 10_000_000, default)
        self.lora_rank = _int_spin(self, 0, 65536, default)
        self.checkpointing = QCheckBox(self.tr("Gradient checkpointing on"), self)
        self.train_tokens = QLineEdit(self)
        self.train_tokens.setObjectName("train_tokens")
        self.train_tokens.setPlaceholderText(self.tr("e.g. 50M"))
        self.train_tokens.setToolTip(self.tr("Tokens trained in the run you timed (a run time needs them)"))
        self.train_tokens_error = _error_label(self, "train_tokens:error")
        self.prompt_tokens = _int_spin(self, -1, 10_000_000, default)
        self.prompt_tokens.setValue(-1)
        self.gen_tokens = _int_spin(self, -1, 10_000_000, default)
        self.gen_tokens.setValue(-1)
        self.concurrency = _int_spin(self, 0, 1_000_000, default)
        self.concurrency.setToolTip(self.tr("Requests or sequences processed at once"))
        # what was measured
        self.metric_combo = QComboBox(self)
        self.value = QLineEdit(self)
        self.value.setObjectName("value")
        self.unit = plain_label(QLabel(self))
        self.value_error = _error_label(self, "value:error")
        self.date = QDateEdit(self)
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        d = today or dt.date.today()
        self.date.setDate(QDate(d.year, d.month, d.day))
        self.note = QLineEdit(self)
        self.note.setMaxLength(2000)
        self.note.setPlaceholderText(self.tr("Optional: driver, versions, anything unusual"))
        self.check = plain_label(QLabel(self))  # the engine's estimate for this run, or why it cannot use it
        self.check.setObjectName("check")
        self.check.setWordWrap(True)

        def boxed(*widgets) -> QWidget:
            w = QWidget(self)
            w.setLayout(vbox(*widgets, spacing=2))
            return w

        self._train_tokens_box = boxed(self.train_tokens, self.train_tokens_error)
        value_row = QWidget(self)
        value_row.setLayout(hbox(self.value, self.unit))
        self._what = form(
            (self.tr("GPU:"), self.hardware),
            (self.tr("GPUs used:"), self.devices),
            (self.tr("Model:"), self.model),
            (self.tr("Kind of work:"), self.kind),
            (self.tr("Runtime:"), self.runtime),
            (self.tr("Weight format:"), self.weight_format),
        )
        # the messages for the GPU and the model take the form's whole width, under their field
        self._what.insertRow(1, self.hardware_error)
        self._what.insertRow(4, self.model_error)
        self._recipe = form(
            (self.tr("Micro-batch:"), self.micro_batch),
            (self.tr("Sequence length:"), self.seq_len),
            (self.tr("LoRA rank:"), self.lora_rank),
            ("", self.checkpointing),
            (self.tr("Tokens trained:"), self._train_tokens_box),
            (self.tr("Prompt tokens:"), self.prompt_tokens),
            (self.tr("Output tokens:"), self.gen_tokens),
            (self.tr("Concurrent requests:"), self.concurrency),
        )
        self._measured = form(
            (self.tr("Measured:"), self.metric_combo),
            (self.tr("Value:"), boxed(value_row, self.value_error)),
            (self.tr("Date:"), self.date),
            (self.tr("Note:"), self.note),
        )
        what_box = QGroupBox(self.tr("What ran"), self)
        what_box.setLayout(vbox(self._what, margin=MARGIN))
        recipe_box = QGroupBox(self.tr("Recipe"), self)
        recipe_box.setLayout(vbox(self._recipe, "stretch", margin=MARGIN))
        measured_box = QGroupBox(self.tr("What you measured"), self)
        measured_box.setLayout(vbox(self._measured, self.check, margin=MARGIN))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Add measurement"))
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        self.setLayout(vbox(self.intro, hbox(vbox(what_box, measured_box, spacing=MARGIN), recipe_box,
                                             spacing=MARGIN), self.buttons, margin=MARGIN * 2, spacing=MARGIN))
        for combo in (self.hardware, self.model):
            combo.currentTextChanged.connect(self._on_edited)
        self.kind.currentIndexChanged.connect(self._on_kind)
        self.metric_combo.currentIndexChanged.connect(self._on_metric)
        self.value.textEdited.connect(self._on_edited)
        self.train_tokens.textEdited.connect(self._on_edited)
        for w in (self.runtime, self.weight_format):
            w.currentIndexChanged.connect(self._on_edited)
        for s in (self.devices, self.micro_batch, self.seq_len, self.lora_rank, self.prompt_tokens, self.gen_tokens,
                  self.concurrency):
            s.valueChanged.connect(self._on_edited)
        self.checkpointing.toggled.connect(self._on_edited)
        self._touched: set[str] = set()
        self._on_kind()
        self.resize(max(760, self.sizeHint().width()), self.sizeHint().height())

    # -- fields that follow the kind and the metric ---------------------------------------------------
    def _set_row_visible(self, layout, widget, visible: bool) -> None:
        layout.setRowVisible(widget, visible)

    def _on_kind(self, *_args) -> None:
        kind = self.kind.currentData()
        training = kind in TRAINING_KINDS
        current = self.metric_combo.currentData()
        self.metric_combo.blockSignals(True)
        self.metric_combo.clear()
        names = metric_labels()
        for key in (TRAINING_METRICS if training else INFERENCE_METRICS):
            self.metric_combo.addItem(names[key], key)
        i = self.metric_combo.findData(current)
        self.metric_combo.setCurrentIndex(i if i >= 0 else 0)
        self.metric_combo.blockSignals(False)
        # the usual runtime and weight format of the kind, unless the user chose one
        rt = "vllm" if kind == "llm_serving" else "pytorch"
        if self.runtime.currentData() in ("pytorch", "vllm"):
            self.runtime.setCurrentIndex(self.runtime.findData(rt))
        wf = "nf4" if kind == "qlora" else "bf16"
        if self.weight_format.currentData() in ("nf4", "bf16"):
            self.weight_format.setCurrentIndex(self.weight_format.findData(wf))
        for w in (self.micro_batch, self.seq_len, self.checkpointing):
            self._set_row_visible(self._recipe, w, training)
        self._set_row_visible(self._recipe, self.lora_rank, kind in ("lora", "qlora"))
        for w in (self.prompt_tokens, self.gen_tokens, self.concurrency):
            self._set_row_visible(self._recipe, w, not training)
        self._on_metric()

    def _on_metric(self, *_args) -> None:
        metric = self.metric_combo.currentData() or ""
        self.unit.setText(metric_unit(metric))
        self.value.setPlaceholderText({"train_wall_hours": self.tr("e.g. 3.5"), "peak_memory_gb": self.tr("e.g. 21.4")}
                                      .get(metric, self.tr("e.g. 120")))
        self._set_row_visible(self._recipe, self._train_tokens_box, metric == "train_wall_hours")
        self._on_edited()

    # -- checks at the field -------------------------------------------------------------------------
    def hardware_problem(self) -> str:
        text = self.hardware.text()
        if not text:
            return self.tr("Choose the GPU the run used.")
        if self.catalog.find_accelerator(text) is None:
            return self.tr("'{text}' is not a GPU in the catalog: pick one from the list.").format(text=text)
        return ""

    def model_problem(self) -> str:
        text = self.model.text()
        if not text:
            return self.tr("Choose the model that ran.")
        if self.catalog.find_model(text) is None:
            return self.tr("'{text}' is not a model in the catalog: pick one from the list.").format(text=text)
        return ""

    def value_number(self) -> float | None:
        v = parse_number(self.value.text())
        return v if v is not None and math.isfinite(v) else None

    def value_problem(self) -> str:
        text = self.value.text().strip()
        if not text:
            return self.tr("Enter the figure you measured.")
        v = self.value_number()
        if v is None:
            return self.tr("'{text}' is not a number.").format(text=text)
        if v <= 0:
            return self.tr("The figure must be above 0.")
        if v > MAX_VALUE:
            return self.tr("The figure is too large.")
        return ""

    def train_tokens_problem(self) -> str:
        if self.metric_combo.currentData() != "train_wall_hours":
            return ""
        text = self.train_tokens.text().strip()
        if not text:
            return self.tr("A run time needs the tokens the run trained.")
        v = parse_number(text)
        if v is None or not math.isfinite(v):
            return self.tr("'{text}' is not a number.").format(text=text)
        if v < 1 or v > MAX_TRAIN_TOKENS:
            return self.tr("Enter between 1 and 10^16 tokens.")
        return ""

    def _show(self, field: QWidget, label: QLabel, problem: str, show: bool) -> None:
        visible = bool(problem) and show
        label.setText(problem if visible else "")
        label.setVisible(visible)
        field.setProperty(INVALID_PROPERTY, visible)
        field.style().unpolish(field)
        field.style().polish(field)

    def _on_edited(self, *_args) -> None:
        sender = self.sender()
        if sender is not None:
            self._touched.add(sender.objectName() or "")
            if sender is self.hardware or sender is self.model:
                self._touched.add(sender.objectName())
        self.validate(show_all=False)

    def validate(self, show_all: bool = True) -> bool:
        """Check every field; messages under those the user has touched (all with ``show_all``)."""
        checks = [(self.hardware, self.hardware_error, self.hardware_problem(), "hardware"),
                  (self.model, self.model_error, self.model_problem(), "model"),
                  (self.value, self.value_error, self.value_problem(), "value"),
                  (self.train_tokens, self.train_tokens_error, self.train_tokens_problem(), "train_tokens")]
        ok = True
        for field, label, problem, name in checks:
            typed = name in self._touched and bool(self._field_text(field))
            self._show(field, label, problem, show_all or typed)
            ok = ok and not problem
        engine = self._engine_check() if ok else ""
        self.ok_button.setEnabled(ok and not engine)
        self._grow()
        return ok and not engine

    def _grow(self) -> None:
        """Taller when messages appeared (never narrower or shorter than the user made it)."""
        lay = self.layout()
        if lay is None:
            return
        lay.activate()
        need = lay.totalHeightForWidth(self.width()) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
        need = max(need, lay.totalMinimumSize().height())
        if need > self.height():
            self.resize(self.width(), need)

    @staticmethod
    def _field_text(field: QWidget) -> str:
        return field.currentText() if isinstance(field, QComboBox) else field.text()

    def _engine_check(self) -> str:
        """Predict the run as the calibration does: the estimate next to the figure, or why the engine
        cannot use the run (returned; "" when it can)."""
        from gpuadvisor.engine.calibration import Calibrator

        try:
            m = self.measurement()
        except ValueError as exc:  # pydantic ValidationError is a ValueError
            text = str(exc).splitlines()[-1][:200]
            self._set_check(text, error=True)
            return text
        if self._calibrator is None:
            self._calibrator = Calibrator(self.catalog)
        results, skipped = self._calibrator.run([_calibration_row(m)])
        if skipped:
            text = self.tr("The engine cannot use this run: {reason}.").format(reason=skipped[0][1])
            self._set_check(text, error=True)
            return text
        r = results[0]
        diff = (r.measured / r.predicted - 1.0) * 100.0 if r.predicted else 0.0
        unit = metric_unit(m.metric)
        self._set_check(self.tr("The engine estimates {estimate} {unit} for this run; you measured {value} {unit} "
                                "({diff}).").format(estimate=format_number(round(r.predicted, 3 if r.predicted < 10 else 1),
                                                                           False),
                                                     value=format_number(r.measured, False), unit=unit,
                                                     diff=f"{diff:+.0f}\u00a0%"), error=False)
        return ""

    def _set_check(self, text: str, error: bool) -> None:
        self.check.setText(text)
        self.check.setStyleSheet(ERROR_STYLE if error else "")

    def _on_ok(self) -> None:
        if self.validate(show_all=True):
            self.accept()

    # -- result --------------------------------------------------------------------------------------
    def measurement(self) -> Measurement:
        """The run as the document stores it (raises ValueError when a field is not acceptable)."""
        kind = self.kind.currentData()
        training = kind in TRAINING_KINDS
        acc = self.catalog.find_accelerator(self.hardware.text())
        preset = self.catalog.find_model(self.model.text())
        d = self.date.date()

        def opt(spin: QSpinBox, floor: int = 0):
            return spin.value() if spin.value() > floor else None

        data = {
            "hardware": acc.name if acc is not None else self.hardware.text(),
            "model": preset.spec.name if preset is not None else self.model.text(),
            "devices": self.devices.value(),
            "workload": kind,
            "runtime": self.runtime.currentData(),
            "weight_format": self.weight_format.currentData(),
            "metric": self.metric_combo.currentData(),
            "value": self.value_number(),
            "note": self.note.text().strip(),
            "date": dt.date(d.year(), d.month(), d.day()),
        }
        if training:
            data.update(micro_batch=opt(self.micro_batch), seq_len=opt(self.seq_len),
                        grad_checkpointing=self.checkpointing.isChecked())
            if kind in ("lora", "qlora"):
                data["lora_rank"] = opt(self.lora_rank)
            if data["metric"] == "train_wall_hours":
                data["train_tokens"] = parse_number(self.train_tokens.text())
        else:
            data.update(prompt_tokens=opt(self.prompt_tokens, -1), gen_tokens=opt(self.gen_tokens, -1),
                        concurrency=opt(self.concurrency))
        return Measurement.model_validate(data)


# ---------------------------------------------------------------------------------------------
# import: the rows that could not be used


class ImportProblemsDialog(QDialog):
    """The rows of an imported file that could not be used, one a line; OK adds the others."""

    def __init__(self, file_name: str, good: int, problems: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import measurements"))
        if good:
            text = self.tr("{file}: {good} rows can be used, {bad} cannot. Add the {good} rows?").format(
                file=file_name, good=good, bad=len(problems))
        else:
            text = self.tr("{file}: none of the rows can be used.").format(file=file_name)
        self.message = plain_label(QLabel(text, self))
        self.message.setWordWrap(True)
        self.problems = QListWidget(self)
        self.problems.setObjectName("problems")
        for p in problems:
            self.problems.addItem(one_line(p))
        self.problems.setWordWrap(True)
        self.problems.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        buttons = QDialogButtonBox(self)
        if good:
            self.add_button = buttons.addButton(self.tr("Add {n} rows").format(n=good),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
            buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        else:
            self.add_button = None
            buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.setLayout(vbox(self.message, self.problems, buttons, margin=MARGIN * 2, spacing=MARGIN))
        self.resize(640, 360)

    def lines(self) -> list[str]:
        return [self.problems.item(i).text() for i in range(self.problems.count())]


# ---------------------------------------------------------------------------------------------
# the dialog


class MeasurementsDialog(QDialog):
    """The document's measurements, their effect on the advice, and OK as one undoable edit."""

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from gpuadvisor.user_measurements import load_user_measurements, measurements_path, same_measurements

        self.bridge = bridge
        session = bridge.session
        self.catalog = session.catalog
        self.rows: list[Measurement] = [m.model_copy(deep=True) for m in session.document.measurements]
        self._original = [m.model_dump(mode="json") for m in self.rows]
        self.setWindowTitle(self.tr("My measurements"))
        self.setStyleSheet(FIELD_STYLESHEET)
        self.intro = QLabel(self.tr(
            "Runs you measured yourself. Each GPU and runtime you measured gets one speed factor (between × 0.5 and "
            "× 2) that adjusts every estimate on that GPU and runtime, in this file."), self)
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, 8, self)
        self.table.setObjectName("measurements")
        self.table.setHorizontalHeaderLabels([
            self.tr("GPU"), self.tr("Model"), self.tr("Kind"), self.tr("Runtime"), self.tr("Recipe"),
            self.tr("Measured"), self.tr("Value"), self.tr("Date")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_RECIPE, QHeaderView.ResizeMode.Stretch)
        self.add_button = QPushButton(self.tr("Add…"), self)
        self.add_button.setToolTip(self.tr("Enter a run you measured."))
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setToolTip(self.tr("Remove the selected measurements."))
        self.import_button = QPushButton(self.tr("Import CSV…"), self)
        self.import_button.setToolTip(self.tr(
            "Add the rows of a CSV file in the calibration format (columns hardware_ref, model_ref, workload, "
            "runtime, metric, value …)."))
        self.count_label = QLabel(self)
        self.status = plain_label(QLabel(self))  # names the imported file
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.hide()
        # the effect
        self.factors_label = plain_label(QLabel(self))  # names from the catalog and the user's runs
        self.factors_label.setObjectName("factors")
        self.factors_label.setWordWrap(True)
        self.factors_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.ranking_title = QLabel(self.tr("How the best options change (without → with your measurements):"), self)
        self.ranking_title.setWordWrap(True)
        self.ranking_label = plain_label(QLabel(self))  # workload and option names
        self.ranking_label.setObjectName("ranking")
        self.ranking_label.setWordWrap(True)
        self.ranking_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        effect_body = QWidget(self)
        effect_body.setLayout(vbox(self.factors_label, self.ranking_title, self.ranking_label, "stretch",
                                   spacing=SPACING))
        scroll = QScrollArea(self)
        scroll.setWidget(effect_body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumHeight(self.fontMetrics().lineSpacing() * 9)
        self.effect_box = QGroupBox(self.tr("Effect on the advice"), self)
        self.effect_box.setLayout(vbox(scroll, margin=MARGIN))
        # all projects
        self._stored = load_user_measurements()
        self._stored_were_these = bool(self._stored) and same_measurements(self._stored, self.rows)
        self.all_projects = QCheckBox(self.tr("Also use these measurements in all my projects"), self)
        self.all_projects.setChecked(self._stored_were_these)
        self.all_projects.setToolTip(tooltip(
            self.tr("New projects start with these measurements. They are kept in your user folder:"),
            str(measurements_path())))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.setLayout(vbox(
            self.intro,
            self.table,
            hbox(self.add_button, self.remove_button, self.import_button, "stretch", self.count_label),
            self.status,
            self.effect_box,
            self.all_projects,
            self.buttons, margin=MARGIN * 2, spacing=MARGIN))
        self.layout().setStretchFactor(self.table, 2)
        self.layout().setStretchFactor(self.effect_box, 3)
        self.table.setMinimumHeight(self.table.verticalHeader().defaultSectionSize() * 4)
        self.add_button.clicked.connect(lambda: self.add_measurement())
        self.remove_button.clicked.connect(self.remove_selected)
        self.import_button.clicked.connect(lambda: self.import_csv())
        self.table.itemSelectionChanged.connect(self._update_buttons)
        # the effect is worked out off the UI thread (two advices of the file)
        self._generation = 0
        self._running = False
        self._pending = False
        self._before = None  # advice without any measurements (computed once)
        self.effect_ready = False
        self.fit_result = None
        self._signals = _EffectSignals()
        self._signals.fitted.connect(self._on_fitted)
        self._signals.done.connect(self._on_effect_done)
        self._fill_table()
        self.resize(1080, 680)

    # -- the table -----------------------------------------------------------------------------------
    def _fill_table(self) -> None:
        kinds = labels.kinds()
        runtimes = runtime_labels()
        metrics = metric_labels()
        t = self.table
        t.setRowCount(len(self.rows))
        for i, m in enumerate(self.rows):
            cells = [_gpu(m.hardware, self.catalog), m.model, kinds.get(m.workload, m.workload),
                     runtimes.get(m.runtime, m.runtime), recipe_text(m), metrics.get(m.metric, m.metric),
                     value_text(m), m.date.isoformat() if m.date else ""]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(one_line(text))
                if col == COL_VALUE:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                tip = [text if col in (COL_HARDWARE, COL_MODEL, COL_RECIPE, COL_METRIC) else "", m.note]
                if col == COL_HARDWARE:
                    tip[0] = m.hardware
                if any(tip):
                    item.setToolTip(tooltip(*tip))
                t.setItem(i, col, item)
        self._size_columns()
        n = len(self.rows)
        self.count_label.setText(self.tr("1 measurement") if n == 1 else self.tr("{n} measurements").format(n=n))
        self._update_buttons()
        self.refresh_effect()

    def _size_columns(self) -> None:
        """Every column but the model's as wide as its widest text (the kinds and metrics it may
        show, so adding a row does not move the columns), capped; the model's takes the rest."""
        t = self.table
        fm = t.fontMetrics()
        pad = fm.averageCharWidth() * 3
        cap = fm.averageCharWidth() * 30
        t.resizeColumnsToContents()
        for col in range(t.columnCount()):
            t.setColumnWidth(col, t.columnWidth(col) + fm.averageCharWidth())
        fixed = {COL_KIND: labels.kinds().values(), COL_METRIC: metric_labels().values(), COL_DATE: ["0000-00-00"],
                 COL_MODEL: ["Llama 3.1 8B"], COL_HARDWARE: ["RTX 6000 Ada"]}
        for col in (COL_HARDWARE, COL_MODEL, COL_KIND, COL_RUNTIME, COL_METRIC, COL_VALUE, COL_DATE):
            widest = max((fm.horizontalAdvance(x) for x in fixed.get(col, ())), default=0) + pad
            t.setColumnWidth(col, min(max(t.columnWidth(col), widest), cap))

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(bool(self.table.selectionModel().selectedRows()))

    def measurements(self) -> list[Measurement]:
        return list(self.rows)

    # -- add, remove, import -----------------------------------------------------------------------------
    def add_measurement(self, m: Measurement | None = None) -> bool:
        """Add ``m``, or the run entered in the form (True when one was added)."""
        if m is None:
            dlg = MeasurementForm(self.catalog, self)
            try:
                if dlg.exec() != QDialog.DialogCode.Accepted:
                    return False
                m = dlg.measurement()
            finally:
                dlg.deleteLater()
        self.rows.append(m)
        self._set_status("")
        self._fill_table()
        self.table.selectRow(len(self.rows) - 1)
        return True

    def remove_selected(self) -> None:
        rows = sorted({ix.row() for ix in self.table.selectionModel().selectedRows()}, reverse=True)
        for r in rows:
            if 0 <= r < len(self.rows):
                del self.rows[r]
        if rows:
            self._set_status("")
            self._fill_table()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Delete and self.table.hasFocus():
            self.remove_selected()
            return
        super().keyPressEvent(event)

    def confirm_import(self, file_name: str, good: list[Measurement], problems: list[str]) -> bool:
        """Ask before adding the usable rows of a file with unusable ones (tests replace this)."""
        dlg = ImportProblemsDialog(file_name, len(good), problems, self)
        try:
            return dlg.exec() == QDialog.DialogCode.Accepted and bool(good)
        finally:
            dlg.deleteLater()

    def import_csv(self, path: str | os.PathLike | None = None) -> int:
        """Add the usable rows of a calibration-format CSV: all of them or none (the user may
        cancel when some rows cannot be used).  Returns how many rows were added."""
        from gpuadvisor.measurements_io import MeasurementImportError, read_measurements

        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import measurements"), str(Path.home()),
                                                  self.tr("CSV files (*.csv);;All files (*)"))
            if not path:
                return 0
        name = Path(path).name
        try:
            good, problems = read_measurements(path)
        except MeasurementImportError as exc:
            self._set_status(str(exc), error=True)
            return 0
        except OSError as exc:
            self._set_status(self.tr("Could not read {file}: {problem}").format(file=name, problem=exc), error=True)
            return 0
        if problems or not good:
            if not self.confirm_import(name, good, problems or [self.tr("{file}: no rows").format(file=name)]):
                self._set_status(self.tr("Nothing was imported from {file}.").format(file=name))
                return 0
        self.rows.extend(good)
        self._fill_table()
        self._set_status(self.tr("Imported {n} measurements from {file}.").format(n=len(good), file=name) if len(good) != 1
                         else self.tr("Imported 1 measurement from {file}.").format(file=name))
        return len(good)

    def _set_status(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(ERROR_STYLE if error else "")
        self.status.setVisible(bool(text))

    # -- the effect ------------------------------------------------------------------------------------
    def refresh_effect(self) -> None:
        """Work out the factors and the change in the advice for the list as it is now."""
        self._generation += 1
        self.effect_ready = False
        if not self.rows:
            self.fit_result = None
            self.factors_label.setText(self.tr("No measurements: every estimate comes from the engine's own model."))
            self.ranking_title.hide()
            self.ranking_label.setText("")
            self.effect_ready = True
            return
        self.factors_label.setText(self.tr("Fitting your runs…"))
        self.ranking_title.show()
        self.ranking_label.setText(self.tr("Comparing the advice with and without your measurements…"))
        if self._running:
            self._pending = True
            return
        self._start()

    def _start(self) -> None:
        session = self.bridge.session
        self._running = True
        self._pending = False
        job = _EffectJob(self._generation, session.document.model_copy(deep=True), list(self.rows), self.catalog,
                         session.objective, self._before, self._signals)
        QThreadPool.globalInstance().start(job)

    @Slot(int, object)
    def _on_fitted(self, generation: int, cal) -> None:
        if generation != self._generation:
            return
        if isinstance(cal, Exception):
            self.factors_label.setText(self.tr("Your runs could not be fitted: {problem}").format(problem=cal))
            return
        self.fit_result = cal
        self.factors_label.setText("\n".join(self.factor_lines(cal)))

    def factor_lines(self, cal) -> list[str]:
        from gpuadvisor.report.personal import bounded_note, factor_line, factor_runtimes

        out = []
        for f in sorted(cal.factors.values(), key=lambda f: (f.group == "memory", f.accelerator, f.family, f.group)):
            line = factor_line(f, factor_runtimes(f, self.rows, self.catalog))
            note = bounded_note(f)
            out.append("• " + line + ("\n" + INDENT + note if note else ""))
        if not out:
            out.append(self.tr("None of your runs could be used, so no estimate changes."))
        if cal.skipped:
            by_id = {m.id: m for m in self.rows}
            out.append("• " + self.tr("Not used ({n}):").format(n=len(cal.skipped)))
            for rid, why in cal.skipped[:8]:
                m = by_id.get(rid)
                what = f"{_gpu(m.hardware, self.catalog)} · {m.model}" if m is not None else rid
                out.append(f"{INDENT}{what}: {why}")
            if len(cal.skipped) > 8:
                out.append(INDENT + "…")
        return out

    @Slot(int, object, object)
    def _on_effect_done(self, generation: int, before, after) -> None:
        self._running = False
        if isinstance(before, Exception):
            if generation == self._generation:
                self.ranking_label.setText(self.tr("The advice could not be compared: {problem}").format(problem=before))
                self.effect_ready = True
        else:
            if self._before is None:
                self._before = before
            if generation == self._generation:
                self.ranking_label.setText("\n".join("• " + line for line in ranking_changes(before, after)))
                self.effect_ready = True
        if self._pending or generation != self._generation:
            self._start()

    # -- OK --------------------------------------------------------------------------------------------
    def changed(self) -> bool:
        return [m.model_dump(mode="json") for m in self.rows] != self._original

    def accept(self) -> None:
        if self.changed() and not apply_measurements(self.bridge, self.rows):
            return  # refused (the message went to edit_rejected); the dialog stays open
        self._store_for_all_projects()
        super().accept()

    def _store_for_all_projects(self) -> None:
        from gpuadvisor.user_measurements import same_measurements, save_user_measurements

        try:
            if self.all_projects.isChecked():
                if not same_measurements(self._stored, self.rows):
                    save_user_measurements(self.rows)
            elif self._stored_were_these:  # unticked: new projects no longer start with them
                save_user_measurements([])
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("My measurements"), auto_text(self.tr(
                "The measurements were kept in this file, but could not be saved for all projects: {problem}").format(
                problem=exc)))


def apply_measurements(bridge, rows) -> bool:
    """Set the open document's measurements as one undoable edit."""
    label = QCoreApplication.translate("MeasurementsDialog", "Change my measurements")
    value = [m.model_dump(mode="json") if isinstance(m, Measurement) else dict(m) for m in rows]
    return bridge.push(SetField("document", "measurements", value, label))


def open_measurements_dialog(bridge, parent: QWidget | None = None) -> bool:
    """The "My measurements…" dialog for the open document; True when OK was pressed."""
    dialog = MeasurementsDialog(bridge, parent)
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()
