"""The main window the workload-editor tests drive: a fresh session, no save prompts, and adding a
template workload waits until its advice has arrived (shared by the editor test files)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gpuadvisor.session import ProjectSession
from gpuadvisor.ui.main_window import MainWindow

TIMEOUT = 20000


def new_window(qtbot, monkeypatch) -> MainWindow:
    """A shown main window on a fresh session that never asks whether to save."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = MainWindow(session=ProjectSession())
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def window(qtbot, monkeypatch):
    w = new_window(qtbot, monkeypatch)
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def add(window, qtbot, key):
    """Add the template workload ``key`` and wait for its advice; its id."""
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT,
                          check_params_cb=lambda r: r.for_workload(window.bridge.selected_workload_id) is not None):
        window.tree.add_template_workload(key, key)
    return window.bridge.selected_workload_id


def type_into(qtbot, field, text):
    """Type ``text`` into a line-edit field as a user does (replacing what it holds) and press Enter."""
    field.editor.setFocus()
    field.editor.selectAll()
    qtbot.keyClick(field.editor, Qt.Key.Key_Backspace)
    if text.isascii():
        qtbot.keyClicks(field.editor, text)
    else:  # QTest types ASCII only: an input method commits the rest as text
        field.editor.insert(text)
    qtbot.keyClick(field.editor, Qt.Key.Key_Return)


def choose(field, key):
    """Pick the item whose data is ``key`` in a combo-box field, as a user's click does."""
    combo = field.editor
    combo.setCurrentIndex(combo.findData(key))
    combo.activated.emit(combo.currentIndex())
