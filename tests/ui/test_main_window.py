"""Main window: templates and advice, undo/redo, files, unsaved-changes prompt, errors, autosave."""

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox

from gpuadvisor.session import ProjectSession
from gpuadvisor.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"
TIMEOUT = 20000


@pytest.fixture
def make_window(qtbot, monkeypatch):
    """Windows on fresh sessions; any leftover prompt answers Discard so teardown never blocks."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    made = []

    def make(path=None):
        w = MainWindow(session=ProjectSession())
        qtbot.addWidget(w)
        w.show()
        if path is not None:
            with qtbot.waitSignal(w.bridge.result_ready, timeout=TIMEOUT):
                assert w.open_path(str(path), ask=False)
        made.append(w)
        return w

    yield make
    for w in made:
        w.bridge.wait_idle()
        w.bridge.undo_stack.setClean()


def wait_for(qtbot, window, workload_id):
    return qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT,
                            check_params_cb=lambda r: r.for_workload(workload_id) is not None)


def test_add_template_shows_ranked_recommendations(make_window, qtbot):
    w = make_window()
    with qtbot.waitSignal(w.bridge.selection_changed, timeout=TIMEOUT) as sel:
        w.tree.add_template_workload("lora_8b", "LoRA")
    wid = sel.args[0]
    assert w.session.document.find_workload(wid).kind == "lora"
    with wait_for(qtbot, w, wid):
        pass
    advice = w.session.last_result.for_workload(wid)
    assert advice.feasible and advice.feasible[0].rank == 1
    assert w.editor.estimate_text().startswith("<b>Best:")
    assert w.isWindowModified()
    assert w.actions_.undo.text() == "Undo Add “LoRA”"


def test_undo_redo_add_and_edit(make_window, qtbot):
    w = make_window()
    w.tree.add_template_workload("bert_sentiment", "BERT")
    wid = w.bridge.selected_workload_id
    field = w.editor.field("recipe.micro_batch")
    field.editor.setText("128")
    field.editor.editingFinished.emit()
    assert w.session.document.find_workload(wid).recipe.micro_batch == 128
    assert w.actions_.undo.text() == "Undo Change micro-batch"
    w.actions_.undo.trigger()
    assert w.session.document.find_workload(wid).recipe.micro_batch == 64
    assert field.editor.text() == "64"
    assert w.actions_.redo.text() == "Redo Change micro-batch"
    w.actions_.redo.trigger()
    assert field.editor.text() == "128"
    w.actions_.undo.trigger()
    w.actions_.undo.trigger()  # the add
    assert w.session.document.find_workload(wid) is None
    assert not w.isWindowModified()
    w.actions_.redo.trigger()
    assert w.session.document.find_workload(wid) is not None


def test_save_close_reopen_gives_equal_project(make_window, qtbot, tmp_path):
    w = make_window(EXAMPLES / "ecommerce.gpuadv")
    w.tree.add_template_workload("qlora_70b", "QLoRA")
    assert w.isWindowModified()
    target = tmp_path / "saved.gpuadv"
    assert w.save_to(target)
    assert not w.isWindowModified() and w.windowTitle() == "saved.gpuadv[*] — gpuadvisor"
    before = w.session.document.model_dump(mode="json")
    assert w.close()
    w2 = make_window(target)
    assert w2.session.document.model_dump(mode="json") == before
    assert str(target.resolve()) == w2.settings.recent_files[0]


def test_unsaved_changes_prompt(make_window, qtbot, monkeypatch, tmp_path):
    w = make_window()
    w.tree.add_template_workload("image_batch", "img")
    asked = []

    def answer(button):
        def fake(*args, **kwargs):
            asked.append(args[2])
            return button
        return fake

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    assert not w.close() and w.isVisible()
    w.file_new()
    assert len(w.session.document.workloads()) == 1  # Cancel kept it
    assert asked and "Untitled" in asked[0]
    target = tmp_path / "p.gpuadv"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Save))
    w.file_new()  # Save, then a new document
    assert target.is_file() and w.session.document.workloads() == []
    w.tree.add_template_workload("image_batch", "img")
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Discard))
    assert w.close()
    assert len(asked) == 4


def test_corrupt_file_shows_error_and_keeps_project(make_window, qtbot, monkeypatch, tmp_path):
    w = make_window(EXAMPLES / "manufacturer.gpuadv")
    before = w.session.document.model_dump(mode="json")
    bad = tmp_path / "broken.gpuadv"
    bad.write_text('{"format": "gpuadvisor-project", "schema_version": 2, "document": {"projects": 5}}')
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append((title, text)))
    assert not w.open_path(str(bad))
    assert shown and "broken.gpuadv" in shown[0][1] and "projects" in shown[0][1]
    assert w.session.document.model_dump(mode="json") == before
    assert w.session.path.name == "manufacturer.gpuadv"
    shown.clear()
    assert not w.open_path(str(tmp_path / "missing.gpuadv"))
    assert "missing.gpuadv" in shown[0][1]


def crash(window) -> None:
    """What a crash leaves: the window's autosave stays on disk, its lock is gone (as at process exit)."""
    slot, window.session._autosave_slot = window.session._autosave_slot, None
    slot.release()
    window.bridge.undo_stack.setClean()


def test_autosave_recovery(make_window, qtbot, monkeypatch, tmp_path):
    src = tmp_path / "shop.gpuadv"
    shutil.copy(EXAMPLES / "ecommerce.gpuadv", src)
    w = make_window(src)
    assert not w.autosave_now()  # nothing unsaved yet
    w.tree.add_template_workload("pretrain_1b", "1B")
    assert w.autosave_now() and w.session.autosave_path().is_file()
    saved = w.session.autosave_path()
    expected = w.session.document.model_dump(mode="json")
    crash(w)  # the window goes away without a clean close
    from gpuadvisor.ui.dialogs import recover

    monkeypatch.setattr(recover, "ask_recover", lambda parent, origin, when=None: origin.endswith("shop.gpuadv"))
    w2 = make_window()
    assert w2.offer_recovery()
    assert w2.session.document.model_dump(mode="json") == expected
    assert w2.isWindowModified() and w2.session.path == src and "shop.gpuadv" in w2.windowTitle()
    w2.bridge.undo_stack.setClean()
    w2.close()  # clean close discards the autosave
    assert not saved.exists()


def test_autosave_discard(make_window, monkeypatch):
    w = make_window()
    w.tree.add_blank_workload()
    assert w.autosave_now()
    saved = w.session.autosave_path()
    crash(w)
    from gpuadvisor.ui.dialogs import recover

    monkeypatch.setattr(recover, "ask_recover", lambda *a, **k: False)
    w2 = make_window()
    assert not w2.offer_recovery()
    assert not saved.exists() and not w2.isWindowModified()


def test_drop_file_opens_it(make_window, qtbot):
    w = make_window()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(EXAMPLES / "manufacturer.gpuadv"))])
    ev = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier)
    w.dropEvent(ev)
    qtbot.waitUntil(lambda: w.session.path is not None, timeout=TIMEOUT)
    assert len(w.session.document.projects) == 3


def test_startup_opens_file_after_first_paint(qtbot, monkeypatch):
    from gpuadvisor.ui.app import create_window

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    ready, results = [], []

    def on_ready(window) -> None:  # the first advice reaches result_ready after this call
        ready.append(window)
        window.bridge.result_ready.connect(results.append)

    w = create_window(str(EXAMPLES / "ecommerce.gpuadv"), on_ready)
    qtbot.addWidget(w)
    assert w.bridge is None  # nothing of the session before the first paint
    qtbot.waitUntil(lambda: bool(results), timeout=TIMEOUT)
    assert ready == [w]
    assert w.session.path.name == "ecommerce.gpuadv" and not w.isWindowModified()
    assert w.bridge.selected_workload_id
    w.bridge.wait_idle()


def test_menus_and_preferences(make_window, qtbot, monkeypatch):
    w = make_window()
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&Tools", "&Help"]
    called = []
    monkeypatch.setattr("gpuadvisor.ui.dialogs.diagnosis.open_diagnosis_dialog", lambda parent=None: called.append(1))
    w.actions_.diagnose.trigger()
    assert called == [1]
    from gpuadvisor.settings import AppSettings, load_settings

    new = AppSettings(currency="USD", default_assumptions={"pue": 1.6})
    monkeypatch.setattr("gpuadvisor.ui.dialogs.preferences.open_preferences", lambda s, parent=None: new)
    w.actions_.preferences.trigger()
    assert load_settings().currency == "USD"
    w.file_new()
    assert w.session.document.assumptions.currency == "USD" and w.session.document.assumptions.pue == 1.6
