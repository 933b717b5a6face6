"""Why is my training slow?  Enter what nvidia-smi, top and the training log show; the dialog
names the bottleneck, the evidence and numbered fixes (engine.diagnose, a Qt-free rule set).

"Load example" fills in the seeds' case: GPU 45 %, CPU 87 %, 8.2 of 24 GB in use, which points
at the input pipeline.
"""

from __future__ import annotations

import html

from pydantic import ValidationError
from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gpuadvisor.domain.errors import first_problem
from gpuadvisor.report.labels import bottleneck_label

from .. import labels
from ..textsafe import plain_label

# the seeds' case (SPEC §1 question 4): an image classifier on a 24 GB card inside a VM
EXAMPLE = {
    "gpu": 45.0,
    "cpu": 87.0,
    "mem_used": 8.2,
    "mem_total": 24.0,
    "step": 0.9,
    "batch": 32,
    "workers": 2,
    "precision": "fp32",
    "in_vm": True,
}
PRECISIONS = ("", "fp32", "tf32", "fp16", "bf16", "fp8")


def _spin(parent, lo, hi, decimals, suffix, special="") -> QDoubleSpinBox:
    s = QDoubleSpinBox(parent)
    s.setRange(lo, hi)
    s.setDecimals(decimals)
    s.setSuffix(suffix)
    s.setKeyboardTracking(False)
    if special:
        s.setSpecialValueText(special)
    return s


class DiagnosisDialog(QDialog):
    """Inputs on the left of a form; the diagnosis below, as numbered fixes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Why is my training slow?"))
        self.diagnosis = None
        unknown = self.tr("unknown")
        self.gpu = _spin(self, 0, 100, 0, " %")
        self.cpu = _spin(self, 0, 100, 0, " %")
        self.mem_used = _spin(self, 0, 100_000, 1, " GB")
        self.mem_total = _spin(self, 0, 100_000, 1, " GB")
        self.mem_total.setValue(24.0)
        self.step_time = _spin(self, 0, 1e6, 3, " " + self.tr("s"), unknown)
        self.batch = QSpinBox(self)
        self.batch.setRange(0, 1_000_000)
        self.batch.setSpecialValueText(unknown)
        self.workers = QSpinBox(self)
        self.workers.setRange(-1, 1024)
        self.workers.setSpecialValueText(unknown)
        self.workers.setValue(-1)
        self.precision = QComboBox(self)
        names = labels.precisions()
        for p in PRECISIONS:
            self.precision.addItem(names.get(p, p) if p else unknown, p)
        self.in_vm = QCheckBox(self.tr("Training runs inside a virtual machine"), self)

        form = QFormLayout()
        form.addRow(self.tr("GPU utilisation (nvidia-smi):"), self.gpu)
        form.addRow(self.tr("CPU utilisation (all cores):"), self.cpu)
        mem = QHBoxLayout()
        mem.addWidget(self.mem_used, 1)
        mem.addWidget(QLabel(self.tr("of"), self), 0)
        mem.addWidget(self.mem_total, 1)
        form.addRow(self.tr("GPU memory in use:"), mem)
        form.addRow(self.tr("Time per step:"), self.step_time)
        form.addRow(self.tr("Batch size:"), self.batch)
        form.addRow(self.tr("DataLoader workers:"), self.workers)
        form.addRow(self.tr("Precision:"), self.precision)
        form.addRow("", self.in_vm)

        self.error_label = plain_label(QLabel(self))  # a refused value is quoted
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.output = QTextBrowser(self)
        self.output.setOpenLinks(False)
        self.output.setMinimumHeight(220)
        self.output.setPlaceholderText(self.tr("Enter what you observed and press Diagnose."))

        self.example_button = QPushButton(self.tr("Load example"), self)
        self.diagnose_button = QPushButton(self.tr("Diagnose"), self)
        self.diagnose_button.setDefault(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.example_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.diagnose_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.error_label)
        lay.addWidget(self.output, 1)
        lay.addWidget(buttons)
        self.example_button.clicked.connect(self.load_example)
        self.diagnose_button.clicked.connect(self.diagnose)
        self.resize(620, 640)

    @Slot()
    def load_example(self) -> None:
        e = EXAMPLE
        self.gpu.setValue(e["gpu"])
        self.cpu.setValue(e["cpu"])
        self.mem_used.setValue(e["mem_used"])
        self.mem_total.setValue(e["mem_total"])
        self.step_time.setValue(e["step"])
        self.batch.setValue(e["batch"])
        self.workers.setValue(e["workers"])
        self.precision.setCurrentIndex(max(0, self.precision.findData(e["precision"])))
        self.in_vm.setChecked(e["in_vm"])

    def observation(self):
        """The inputs as an engine Observation (raises ValidationError on impossible values)."""
        from gpuadvisor.engine.diagnose import Observation

        return Observation(
            gpu_util_pct=self.gpu.value(),
            cpu_util_pct=self.cpu.value(),
            memory_used_gb=self.mem_used.value(),
            memory_total_gb=self.mem_total.value(),
            step_time_s=self.step_time.value() or None,
            batch_size=self.batch.value() or None,
            loader_workers=self.workers.value() if self.workers.value() >= 0 else None,
            precision=self.precision.currentData() or None,
            in_vm=self.in_vm.isChecked(),
        )

    @Slot()
    def diagnose(self) -> None:
        from gpuadvisor.engine.diagnose import diagnose

        try:
            obs = self.observation()
        except ValidationError as exc:
            self.error_label.setText(first_problem(exc))
            self.error_label.show()
            self.diagnosis = None
            self.output.clear()
            return
        if obs.memory_used_gb > obs.memory_total_gb:
            self.error_label.setText(self.tr("Memory in use cannot exceed the device's memory."))
            self.error_label.show()
            self.diagnosis = None
            self.output.clear()
            return
        self.error_label.hide()
        self.diagnosis = diagnose(obs)
        self.output.setHtml(self._html(self.diagnosis))

    def _html(self, d) -> str:
        esc = html.escape
        parts = [
            f"<h3>{esc(self.tr('Bottleneck: {bottleneck}').format(bottleneck=bottleneck_label(d.bottleneck)))}</h3>",
            f"<p>{esc(d.summary)}</p>",
            f"<p><b>{esc(self.tr('Evidence'))}</b></p><ul>",
            *[f"<li>{esc(e)}</li>" for e in d.evidence],
            "</ul>",
            f"<p><b>{esc(self.tr('What to do, in order'))}</b></p><ol>",
            *[f"<li>{esc(f)}</li>" for f in d.fixes],
            "</ol>",
        ]
        return "".join(parts)


def open_diagnosis_dialog(parent: QWidget | None = None) -> None:
    """Show the diagnosis dialog (modal)."""
    DiagnosisDialog(parent).exec()
