"""Open Recent: entries whose file is gone are dropped when the menu is built; a click on one that
vanished since says so in the status bar and drops it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gpuadvisor.session import ProjectSession
from gpuadvisor.settings import AppSettings, load_settings
from gpuadvisor.ui.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: QMessageBox.StandardButton.Ok)
    w = MainWindow(session=ProjectSession(), settings=AppSettings())
    qtbot.addWidget(w)
    w.show()
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def recent_actions(w):
    w._recent_menu.aboutToShow.emit()
    return [a for a in w._recent_menu.actions() if a.isEnabled()]


def test_missing_files_are_dropped_when_the_menu_is_built(window, tmp_path):
    kept = tmp_path / "kept.gpuadv"
    shutil.copy(EXAMPLES / "ecommerce.gpuadv", kept)
    gone = tmp_path / "gone.gpuadv"
    window.settings.recent_files = [str(gone), str(kept)]
    acts = recent_actions(window)
    assert [a.statusTip() for a in acts] == [str(kept)]
    assert window.settings.recent_files == [str(kept)]
    assert load_settings().recent_files == [str(kept)]  # and saved


def test_all_gone_shows_no_recent_files(window, tmp_path):
    window.settings.recent_files = [str(tmp_path / "a.gpuadv")]
    assert recent_actions(window) == []
    assert window.settings.recent_files == []


def test_clicking_a_file_that_vanished_says_so(window, qtbot, tmp_path):
    doomed = tmp_path / "doomed.gpuadv"
    shutil.copy(EXAMPLES / "ecommerce.gpuadv", doomed)
    window.settings.recent_files = [str(doomed)]
    (act,) = recent_actions(window)
    before = window.session.document.model_dump(mode="json")
    doomed.unlink()
    act.trigger()
    assert "doomed.gpuadv" in window.statusBar().currentMessage()
    assert window.settings.recent_files == []
    assert window.session.document.model_dump(mode="json") == before
