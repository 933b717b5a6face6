"""Diagnosis dialog: the seeds' case (GPU 45 %, CPU 87 %, 8.2 of 24 GB) names the input pipeline."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpuadvisor.ui.dialogs.diagnosis import DiagnosisDialog


def test_seeds_case_names_the_input_pipeline(qtbot):
    dlg = DiagnosisDialog()
    qtbot.addWidget(dlg)
    qtbot.mouseClick(dlg.example_button, Qt.MouseButton.LeftButton)
    assert dlg.gpu.value() == 45 and dlg.cpu.value() == 87
    assert dlg.mem_used.value() == 8.2 and dlg.mem_total.value() == 24
    qtbot.mouseClick(dlg.diagnose_button, Qt.MouseButton.LeftButton)
    assert dlg.diagnosis is not None
    assert dlg.diagnosis.bottleneck == "input pipeline"
    text = dlg.output.toPlainText()
    assert "input pipeline" in text
    assert "DataLoader workers" in text
    assert "GPU memory 8.2 of 24 GB" in text
    assert dlg.output.toHtml().count("<li") >= len(dlg.diagnosis.evidence) + len(dlg.diagnosis.fixes)


def test_compute_bound_and_impossible_memory(qtbot):
    dlg = DiagnosisDialog()
    qtbot.addWidget(dlg)
    dlg.gpu.setValue(97)
    dlg.cpu.setValue(30)
    dlg.mem_used.setValue(20)
    dlg.mem_total.setValue(24)
    dlg.diagnose()
    assert dlg.diagnosis.bottleneck == "GPU compute"
    dlg.mem_total.setValue(0)  # the device must have memory
    dlg.diagnose()
    assert dlg.diagnosis is None and not dlg.error_label.isHidden()
    dlg.mem_total.setValue(10)  # more in use than the device has
    dlg.diagnose()
    assert dlg.diagnosis is None and dlg.error_label.text()


def test_open_diagnosis_dialog_is_modal_entry_point(qtbot, monkeypatch):
    from gpuadvisor.ui.dialogs import diagnosis

    shown = []
    monkeypatch.setattr(diagnosis.DiagnosisDialog, "exec", lambda self: shown.append(self) or 0)
    diagnosis.open_diagnosis_dialog()
    assert len(shown) == 1 and shown[0].windowTitle()
