"""Two windows on one file: each autosaves to its own file, recovery offers only a crashed window's
autosave, a clean close or Discard deletes only its own, and saving over another window's save asks."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gpuadvisor.paths import user_state_dir
from gpuadvisor.persistence import load_project, save_project
from gpuadvisor.session import ProjectSession
from gpuadvisor.ui import main_window
from gpuadvisor.ui.dialogs import recover
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


@pytest.fixture
def shop(tmp_path):
    src = tmp_path / "shop.gpuadv"
    shutil.copy(EXAMPLES / "ecommerce.gpuadv", src)
    return src


@pytest.fixture
def asked(monkeypatch):
    """Record every recovery question; answer with ``asked.answer`` (default: Recover)."""
    class Calls(list):
        answer = True

    calls = Calls()

    def fake(parent, origin, when=None):
        calls.append(origin)
        return calls.answer

    monkeypatch.setattr(recover, "ask_recover", fake)
    return calls


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def crash_autosave(doc, origin, slot_id="fedcba9876543210") -> Path:
    """A window that crashed: its autosave, sidecar and a lock naming a finished process."""
    folder = user_state_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"autosave-{slot_id}.gpuadv"
    save_project(doc, target, backup=False)
    pid = dead_pid()
    (folder / f"autosave-{slot_id}.json").write_text(json.dumps({
        "format": "gpuadvisor-autosave", "id": slot_id, "origin": str(origin) if origin else None,
        "pid": pid, "saved_at_ms": int(time.time() * 1000)}), encoding="utf-8")
    (folder / f"autosave-{slot_id}.lock").write_text(f"{pid}\n", encoding="utf-8")
    return target


def add_named(w, key: str, name: str) -> None:
    """Add a workload from a template under a name of our own (one undoable edit)."""
    from gpuadvisor import templates

    wl = templates.make_workload(key)
    wl.name = name
    w.tree.add_workload(wl, name)


def autosaves() -> list[Path]:
    return sorted(user_state_dir().glob("autosave*.gpuadv"))


def test_second_window_does_not_offer_first_windows_autosave(make_window, shop, asked):
    a = make_window(shop)
    a.tree.add_template_workload("pretrain_1b", "1B")
    assert a.autosave_now()
    mine = a.session.autosave_path()
    b = make_window()
    assert not b.offer_recovery()
    assert asked == [] and mine.is_file()
    b.close()  # a clean close of B leaves A's autosave
    assert mine.is_file() and mine.with_suffix(".json").is_file()


def test_crashed_windows_autosave_is_offered_and_recovered(make_window, shop, asked):
    doc = load_project(shop)
    doc.title = "work of the window that crashed"
    crashed = crash_autosave(doc, shop)
    b = make_window()
    assert b.offer_recovery()
    assert asked == [str(shop)]
    assert b.session.document.title == "work of the window that crashed"
    assert b.session.path == shop and b.isWindowModified() and "shop.gpuadv" in b.windowTitle()
    b.bridge.undo_stack.setClean()
    b.close()  # its own now: a clean close removes it
    assert autosaves() == [] and not crashed.with_suffix(".lock").exists()


def test_discard_deletes_only_the_offered_autosave(make_window, shop, asked):
    a = make_window(shop)
    a.tree.add_blank_workload()
    assert a.autosave_now()
    crashed = crash_autosave(load_project(shop), shop)
    asked.answer = False
    b = make_window()
    assert not b.offer_recovery()
    assert asked == [str(shop)]
    assert not crashed.exists() and not crashed.with_suffix(".json").exists()
    assert a.session.autosave_path().is_file()
    assert not b.isWindowModified()


def test_clean_close_deletes_only_own_autosave(make_window, shop):
    a, b = make_window(shop), make_window(shop)
    a.tree.add_blank_workload()
    b.tree.add_blank_workload()
    assert a.autosave_now() and b.autosave_now()
    pa, pb = a.session.autosave_path(), b.session.autosave_path()
    assert pa != pb
    assert b.close()  # the fixture answers Discard
    assert not pb.exists() and pa.is_file()


def test_save_after_the_other_window_saved_asks(make_window, shop, monkeypatch, tmp_path):
    a, b = make_window(shop), make_window(shop)
    add_named(a, "pretrain_1b", "from A")
    add_named(b, "bert_sentiment", "from B")
    prompts = []

    def answer(choice):
        def prompt(name):
            prompts.append(name)
            return choice
        return prompt

    a.file_changed_prompt = answer("overwrite")
    assert a.file_save()
    assert prompts == []  # nobody else wrote the file: A is not asked
    a_saved = shop.read_text(encoding="utf-8")
    # B: Cancel keeps A's file and B's changes
    b.file_changed_prompt = answer("cancel")
    assert not b.file_save()
    assert prompts == ["shop.gpuadv"] and shop.read_text(encoding="utf-8") == a_saved and b.isWindowModified()
    # B: Save As… writes elsewhere, A's file untouched
    other = tmp_path / "b-copy.gpuadv"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(other), ""))
    b.file_changed_prompt = answer("save_as")
    assert b.file_save()
    assert shop.read_text(encoding="utf-8") == a_saved and b.session.path == other
    assert any(w.name == "from B" for _p, w in load_project(other).workloads())


def test_overwrite_then_the_first_window_is_asked(make_window, shop):
    a, b = make_window(shop), make_window(shop)
    add_named(a, "pretrain_1b", "from A")
    add_named(b, "bert_sentiment", "from B")
    assert a.file_save()
    b.file_changed_prompt = lambda name: "overwrite"
    assert b.file_save() and not b.isWindowModified()
    names = [w.name for _p, w in load_project(shop).workloads()]
    assert "from B" in names and "from A" not in names
    a.tree.add_blank_workload()
    asked = []
    a.file_changed_prompt = lambda name: asked.append(name) or "cancel"
    assert not a.file_save() and asked == ["shop.gpuadv"]


def test_reload_takes_the_file_on_disk_after_confirming(make_window, shop, monkeypatch):
    a, b = make_window(shop), make_window(shop)
    add_named(a, "pretrain_1b", "from A")
    assert a.file_save()
    add_named(b, "bert_sentiment", "from B")
    b.file_changed_prompt = lambda name: "reload"
    confirm = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: confirm.append(a[2]) or QMessageBox.StandardButton.Cancel)
    assert not b.file_save()  # not confirmed: nothing changes
    assert confirm and b.isWindowModified()
    assert any(w.name == "from B" for _p, w in b.session.document.workloads())
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert not b.file_save()  # reloaded, not saved
    names = [w.name for _p, w in b.session.document.workloads()]
    assert "from A" in names and "from B" not in names and not b.isWindowModified()
    assert not b.session.changed_on_disk()


def test_autosave_a_few_seconds_after_the_last_edit(make_window, qtbot, monkeypatch):
    assert main_window.AUTOSAVE_DELAY_MS <= 5000  # not minutes
    monkeypatch.setattr(main_window, "AUTOSAVE_DELAY_MS", 300)
    w = make_window()
    assert w.session.autosave_path() is None
    w.tree.add_blank_workload()
    assert w.session.autosave_path() is None  # not at once: after a pause in the editing
    qtbot.waitUntil(lambda: w.session.autosave_path() is not None and w.session.autosave_path().is_file(),
                    timeout=5000)
    first = load_project(w.session.autosave_path())
    w.tree.add_blank_workload()
    qtbot.waitUntil(lambda: len(load_project(w.session.autosave_path()).workloads()) == len(first.workloads()) + 1,
                    timeout=5000)
    # undoing back to the saved state leaves nothing to recover
    w.actions_.undo.trigger()
    w.actions_.undo.trigger()
    qtbot.waitUntil(lambda: w.session.autosave_path() is None, timeout=5000)
    assert autosaves() == []


def test_the_question_box_offers_the_four_answers(make_window, shop, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    a, b = make_window(shop), make_window(shop)
    add_named(a, "pretrain_1b", "from A")
    assert a.file_save()
    add_named(b, "bert_sentiment", "from B")
    seen = []

    def click(text):
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, lambda: click(text))
            return
        seen.append((box.text(), [btn.text() for btn in box.buttons()]))
        next(btn for btn in box.buttons() if btn.text() == text).click()

    QTimer.singleShot(0, lambda: click("Overwrite"))
    assert b.file_save()
    text, buttons = seen[0]
    assert "shop.gpuadv" in text
    assert {"Overwrite", "Save As…", "Reload"} <= set(buttons) and len(buttons) == 4
    assert any(w.name == "from B" for _p, w in load_project(shop).workloads())
