"""My measurements… (issue 14, personal calibration): the dialog, its form, CSV import, the effect
on the advice, OK as one undoable edit, and "Also use these measurements in all my projects"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gpuadvisor.domain.project import Measurement
from gpuadvisor.session import ProjectSession, new_document
from gpuadvisor.ui.bridge import SessionBridge
from gpuadvisor.ui.dialogs import measurements as M

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"
TRAINING = "mfg-a-train"  # YOLOv8m fine-tune, PyTorch
TIMEOUT = 60000


@pytest.fixture
def bridge(qtbot):
    session = ProjectSession()
    session.open(EXAMPLE)
    b = SessionBridge(session)
    b.recompute_now()
    yield b
    b.wait_idle()


def _dialog(qtbot, bridge) -> M.MeasurementsDialog:
    dlg = M.MeasurementsDialog(bridge)
    qtbot.addWidget(dlg)
    return dlg


def _rtx5090(result, owned=True):
    adv = result.for_workload(TRAINING)
    return next(r for r in adv.results if r.option.accelerator.name == "GeForce RTX 5090" and r.option.owned == owned
                and r.option.gpu_count == 1)


def _fill(form: M.MeasurementForm, qtbot, value="60") -> None:
    """Type a run into the form as a user would: the GPU and the model by filtering their lists."""
    qtbot.keyClicks(form.hardware.lineEdit(), "RTX 5090")
    qtbot.keyClicks(form.model.lineEdit(), "YOLOv8m")
    form.kind.setCurrentIndex(form.kind.findData("full_finetune"))
    form.micro_batch.setValue(16)
    form.metric_combo.setCurrentIndex(form.metric_combo.findData("train_samples_per_s"))
    qtbot.keyClicks(form.value, value)


def test_adding_a_measurement_is_one_undo_step_and_changes_that_gpu(qtbot, bridge, monkeypatch):
    before = _rtx5090(bridge.session.result)
    assert not before.personally_calibrated
    forms = []

    def fake_exec(form):  # the user fills the form and presses "Add measurement"
        forms.append(form)
        _fill(form, qtbot)
        assert form.ok_button.isEnabled(), form.check.text()
        assert "The engine estimates" in form.check.text()
        qtbot.mouseClick(form.ok_button, Qt.MouseButton.LeftButton)
        return form.result()

    monkeypatch.setattr(M.MeasurementForm, "exec", fake_exec)
    dlg = _dialog(qtbot, bridge)
    assert dlg.table.rowCount() == 0
    qtbot.mouseClick(dlg.add_button, Qt.MouseButton.LeftButton)
    assert len(forms) == 1 and dlg.table.rowCount() == 1
    assert dlg.table.item(0, M.COL_HARDWARE).text() == "RTX 5090"
    assert dlg.table.item(0, M.COL_VALUE).text() == "60 samples/s"
    qtbot.waitUntil(lambda: dlg.effect_ready, timeout=TIMEOUT)
    factors = dlg.factors_label.text()
    assert "RTX 5090 · PyTorch · training: × " in factors and "from 1 run" in factors
    ranking = dlg.ranking_label.text()
    assert "Monthly detector training" in ranking and "options adjusted" in ranking and "best owned" in ranking
    assert bridge.session.document.measurements == []  # nothing applied before OK

    stack = bridge.undo_stack
    index = stack.index()
    dlg.accept()
    assert stack.index() == index + 1 and stack.undoText() == "Change my measurements"
    doc = bridge.session.document
    assert len(doc.measurements) == 1 and doc.measurements[0].hardware == "GeForce RTX 5090"
    after = _rtx5090(bridge.recompute_now())
    assert after.personally_calibrated and any("your own runs" in n for n in after.notes)
    assert after.estimate.time_per_run_h > before.estimate.time_per_run_h * 1.5  # 60 samples/s: slower than estimated
    stack.undo()  # one step takes it all back
    assert bridge.session.document.measurements == []
    again = _rtx5090(bridge.recompute_now())
    assert not again.personally_calibrated
    assert again.estimate.time_per_run_h == pytest.approx(before.estimate.time_per_run_h)
    stack.redo()
    assert len(bridge.session.document.measurements) == 1


def test_cancel_changes_nothing(qtbot, bridge):
    dlg = _dialog(qtbot, bridge)
    dlg.add_measurement(Measurement(hardware="GeForce RTX 5090", model="YOLOv8m", micro_batch=16,
                                    metric="train_samples_per_s", value=60))
    index = bridge.undo_stack.index()
    dlg.reject()
    assert bridge.undo_stack.index() == index and bridge.session.document.measurements == []


def test_remove_and_unchanged_ok_push_nothing(qtbot, bridge):
    bridge.session.document.measurements = [
        Measurement(hardware="GeForce RTX 5090", model="YOLOv8m", micro_batch=16, metric="train_samples_per_s", value=60),
        Measurement(hardware="RTX A6000", model="Llama 3.1 8B", workload="llm_serving", runtime="vllm",
                    prompt_tokens=512, gen_tokens=128, concurrency=8, metric="infer_throughput_tok_s", value=900)]
    dlg = _dialog(qtbot, bridge)
    assert dlg.table.rowCount() == 2
    assert dlg.table.item(1, M.COL_RECIPE).text() == "prompt 512 · output 128 · 8 at once"
    index = bridge.undo_stack.index()
    dlg.accept()  # nothing changed: no edit
    assert bridge.undo_stack.index() == index
    dlg = _dialog(qtbot, bridge)
    assert not dlg.remove_button.isEnabled()
    dlg.table.selectRow(0)
    qtbot.mouseClick(dlg.remove_button, Qt.MouseButton.LeftButton)
    assert dlg.table.rowCount() == 1 and dlg.rows[0].hardware == "RTX A6000"
    dlg.accept()
    assert [m.hardware for m in bridge.session.document.measurements] == ["RTX A6000"]
    assert bridge.undo_stack.index() == index + 1


CSV_HEADER = "id,metric,value,unit,model_ref,hardware_ref,workload,runtime,devices,micro_batch,prompt_tokens,gen_tokens,concurrency\n"


def _csv(tmp_path) -> Path:
    path = tmp_path / "our_runs.csv"
    path.write_text(
        CSV_HEADER
        + "r1,train_samples_per_s,60,samples/s,YOLOv8m,GeForce RTX 5090,full_finetune,pytorch,1,16,,,\n"
        + "r2,train_samples_per_s,-5,samples/s,YOLOv8m,GeForce RTX 5090,full_finetune,pytorch,1,16,,,\n"
        + "r3,infer_throughput_tok_s,900,tokens/s,Llama 3.1 8B,RTX A6000,serving,vllm,1,,512,128,8\n", "utf-8")
    return path


def test_csv_import_lists_the_bad_row_and_adds_the_good_ones(qtbot, bridge, tmp_path, monkeypatch):
    shown = []

    def fake_exec(box):
        shown.append(box.lines())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(M.ImportProblemsDialog, "exec", fake_exec)
    dlg = _dialog(qtbot, bridge)
    assert dlg.import_csv(_csv(tmp_path)) == 2
    assert len(shown) == 1 and len(shown[0]) == 1
    assert "our_runs.csv" in shown[0][0] and "r2" in shown[0][0]
    assert [m.hardware for m in dlg.rows] == ["GeForce RTX 5090", "RTX A6000"]
    assert dlg.rows[1].workload == "llm_serving"  # the CSV's "serving"
    assert "Imported 2 measurements from our_runs.csv" in dlg.status.text()
    qtbot.waitUntil(lambda: dlg.effect_ready, timeout=TIMEOUT)
    assert "RTX A6000 · vLLM · LLM serving" in dlg.factors_label.text()  # inference rows are fitted too
    dlg.accept()
    assert len(bridge.session.document.measurements) == 2


def test_csv_import_is_all_or_nothing(qtbot, bridge, tmp_path, monkeypatch):
    monkeypatch.setattr(M.ImportProblemsDialog, "exec", lambda box: QDialog.DialogCode.Rejected)
    dlg = _dialog(qtbot, bridge)
    assert dlg.import_csv(_csv(tmp_path)) == 0
    assert dlg.rows == [] and "Nothing was imported" in dlg.status.text()
    bad = tmp_path / "other.csv"
    bad.write_text("a,b\n1,2\n", "utf-8")
    assert dlg.import_csv(bad) == 0
    assert "not a measurement CSV" in dlg.status.text() and dlg.rows == []


def test_problems_dialog_lists_each_row(qtbot):
    box = M.ImportProblemsDialog("x.csv", 3, ["x.csv: row a: bad", "x.csv: row b: worse"])
    qtbot.addWidget(box)
    assert box.lines() == ["x.csv: row a: bad", "x.csv: row b: worse"]
    assert box.add_button.text() == "Add 3 rows"
    none = M.ImportProblemsDialog("x.csv", 0, ["x.csv: row a: bad"])
    qtbot.addWidget(none)
    assert none.add_button is None


def test_form_checks_each_field_where_it_is_typed(qtbot, bridge):
    form = M.MeasurementForm(bridge.session.catalog)
    qtbot.addWidget(form)
    assert not form.ok_button.isEnabled()
    assert form.hardware_error.isHidden()  # no scolding before anything is typed
    qtbot.keyClicks(form.hardware.lineEdit(), "RTX 9999 Ultra")
    assert not form.hardware_error.isHidden() and "not a GPU in the catalog" in form.hardware_error.text()
    form.hardware.setEditText("")
    qtbot.keyClicks(form.hardware.lineEdit(), "4090")
    assert form.hardware_error.isHidden()
    qtbot.keyClicks(form.model.lineEdit(), "llama 3.1 8b")
    form.kind.setCurrentIndex(form.kind.findData("lora"))
    qtbot.keyClicks(form.value, "fast")
    assert "'fast' is not a number." == form.value_error.text() and not form.ok_button.isEnabled()
    form.value.clear()
    qtbot.keyClicks(form.value, "3.5")
    form.metric_combo.setCurrentIndex(form.metric_combo.findData("train_wall_hours"))
    assert not form.ok_button.isEnabled()  # a run time needs the tokens trained
    assert not form.validate()
    assert "tokens the run trained" in form.train_tokens_error.text()
    qtbot.keyClicks(form.train_tokens, "50M")
    assert form.ok_button.isEnabled(), form.check.text()
    m = form.measurement()
    assert m.hardware == "GeForce RTX 4090" and m.model == "Llama 3.1 8B"
    assert m.train_tokens == 50e6 and m.metric == "train_wall_hours" and m.workload == "lora"
    # inference kinds ask for the prompt, output and concurrency, and offer inference metrics
    form.kind.setCurrentIndex(form.kind.findData("llm_serving"))
    assert form.runtime.currentData() == "vllm"
    keys = [form.metric_combo.itemData(i) for i in range(form.metric_combo.count())]
    assert "infer_throughput_tok_s" in keys and "train_samples_per_s" not in keys
    assert form._recipe.isRowVisible(form.concurrency) and not form._recipe.isRowVisible(form.micro_batch)
    # a run the engine cannot use is said at once: a detector generates no tokens
    form.model.setEditText("YOLOv8m")
    form.metric_combo.setCurrentIndex(form.metric_combo.findData("infer_decode_tok_s"))
    assert not form.ok_button.isEnabled() and "cannot use this run" in form.check.text()


def test_all_my_projects(qtbot, bridge):
    from gpuadvisor.user_measurements import load_user_measurements, measurements_path

    dlg = _dialog(qtbot, bridge)
    assert not dlg.all_projects.isChecked()
    dlg.add_measurement(Measurement(hardware="GeForce RTX 5090", model="YOLOv8m", micro_batch=16,
                                    metric="train_samples_per_s", value=60))
    dlg.all_projects.setChecked(True)
    dlg.accept()
    assert measurements_path().is_file()
    assert [m.value for m in load_user_measurements()] == [60]
    fresh = new_document()  # new documents start with them
    assert [m.hardware for m in fresh.measurements] == ["GeForce RTX 5090"]
    assert new_document(measurements=[]).measurements == []
    again = _dialog(qtbot, bridge)  # the document holds the stored ones: ticked
    assert again.all_projects.isChecked()
    again.all_projects.setChecked(False)
    again.accept()
    assert not measurements_path().exists() and new_document().measurements == []
    assert len(bridge.session.document.measurements) == 1  # the file keeps its own copy


def test_tools_menu_opens_it(qtbot, monkeypatch):
    from gpuadvisor.settings import AppSettings
    from gpuadvisor.ui.main_window import MainWindow

    w = MainWindow(session=ProjectSession(), settings=AppSettings())
    qtbot.addWidget(w)
    act = w.actions_.measurements
    tools = next(m for m in w.menuBar().findChildren(type(w.menuBar().addMenu("x")))
                 if act in m.actions())
    assert tools.title() == "&Tools"
    opened = []
    monkeypatch.setattr(M.MeasurementsDialog, "exec", lambda self: opened.append(self) or 0)
    act.trigger()
    assert len(opened) == 1 and opened[0].windowTitle() == "My measurements"
    w.bridge.wait_idle()


def test_ranking_changes_text(bridge):
    from gpuadvisor.engine.advisor import advise

    session = bridge.session
    before = session.result
    doc = session.document.model_copy(deep=True)
    doc.measurements = [Measurement(hardware="GeForce RTX 5090", model="YOLOv8m", micro_batch=16,
                                    metric="train_samples_per_s", value=60)]
    after = advise(doc, session.catalog, use_cache=False)
    lines = M.ranking_changes(before, after)
    first = lines[0].splitlines()
    assert first[0].startswith("Monthly detector training: ") and first[0].endswith("options adjusted")
    assert first[1].strip().startswith("best owned: ") and first[2].strip().startswith("best rented: ")
    assert "other workload" in lines[-1]
