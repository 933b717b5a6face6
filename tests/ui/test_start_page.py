"""The start page: recent files (missing ones marked and removable), the examples, the templates,
shown at start-up without a file and from File → Start page."""

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gpuadvisor.session import ProjectSession
from gpuadvisor.settings import AppSettings, load_settings
from gpuadvisor.ui.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
TIMEOUT = 30000


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = MainWindow(session=ProjectSession(), settings=AppSettings())
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def shown(w) -> bool:
    return w.window_pages.start_page_shown


def test_file_menu_shows_the_start_page(window):
    assert not shown(window)
    assert not hasattr(window, "start_page")  # built the first time it is shown
    assert window.actions_.start_page in window.menuBar().actions()[0].menu().actions()
    window.actions_.start_page.trigger()
    assert shown(window)
    assert not window.start_page.back_button.isVisible()  # nothing open to go back to


def test_recent_files_listed_missing_marked_and_removable(window, qtbot, tmp_path):
    kept = tmp_path / "plan.gpuadv"
    shutil.copy(EXAMPLES / "ecommerce.gpuadv", kept)
    gone = tmp_path / "gone.gpuadv"
    window.settings.recent_files = [str(kept), str(gone)]
    window.show_start_page()
    page = window.start_page
    assert page.recent_paths() == [(str(kept), False), (str(gone), True)]
    assert "missing" in page.recent_list.item(1).text()
    assert "plan.gpuadv" in page.recent_list.item(0).text()
    # a missing file does not open; it can be removed from the list (and the settings file)
    page.recent_list.setCurrentRow(1)
    assert not page.open_recent_button.isEnabled() and page.remove_recent_button.isEnabled()
    qtbot.mouseClick(page.remove_recent_button, Qt.MouseButton.LeftButton)
    assert page.recent_paths() == [(str(kept), False)]
    assert window.settings.recent_files == [str(kept)]
    assert load_settings().recent_files == [str(kept)]
    # the one that exists opens (double-click or Open)
    page.recent_list.setCurrentRow(0)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        qtbot.mouseClick(page.open_recent_button, Qt.MouseButton.LeftButton)
    assert window.session.path == kept
    assert not shown(window) and window.views.currentWidget() is window.answer_view


def test_no_recent_files(window):
    window.show_start_page()
    assert window.start_page.recent_paths() == []
    assert window.start_page.recent_empty.isVisible()


def test_opens_an_example_as_an_untitled_copy(window, qtbot):
    window.show_start_page()
    page = window.start_page
    assert set(page.example_cards) == {"manufacturer", "ecommerce"}
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        qtbot.mouseClick(page.example_cards["manufacturer"], Qt.MouseButton.LeftButton)
    assert not shown(window)
    assert window.views.currentWidget() is window.answer_view
    assert window.session.path is None  # saving asks for a name: the shipped file stays as it is
    ids = [w.id for _p, w in window.session.document.workloads()]
    assert ids == ["mfg-a-train", "mfg-a-edge", "mfg-b-train", "mfg-c-serve"]
    qtbot.waitUntil(lambda: window.answer_view.answer is not None and not window.answer_view._stale, timeout=TIMEOUT)
    assert window.answer_view.workload_ids() == ids
    # back on the start page, "Back to …" returns to the open file
    window.show_start_page()
    assert window.start_page.back_button.isVisible()
    qtbot.mouseClick(window.start_page.back_button, Qt.MouseButton.LeftButton)
    assert not shown(window)


def test_new_from_a_template(window, qtbot):
    window.show_start_page()
    lst = window.start_page.templates_list
    item = next(lst.item(i) for i in range(lst.count()) if "Wafer" in lst.item(i).text())
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=lst.visualItemRect(item).center())
    doc = window.session.document
    assert [p.name for p in doc.projects] == ["Wafer-defect detection"]
    assert len(doc.projects[0].workloads) == 2
    assert doc.title == "Wafer-defect detection" and window.session.path is None
    assert not shown(window)


def test_guided_cards_cover_the_templates(window):
    from gpuadvisor.guided import GUIDED_TEMPLATES

    window.show_start_page()
    cards = window.start_page.guided_cards
    assert list(cards) == list(GUIDED_TEMPLATES)
    for key, card in cards.items():
        assert card.title_label.text() == GUIDED_TEMPLATES[key].title()
        assert card.toolTip()


def test_shown_at_start_up_without_a_file(qtbot, monkeypatch):
    from gpuadvisor.ui import app as ui_app

    w = MainWindow(settings=AppSettings())
    qtbot.addWidget(w)
    w.show()
    ui_app.finish_startup(w, None)
    try:
        assert shown(w)
        assert w.session.document.projects[0].name == "Project 1"
    finally:
        w.bridge.wait_idle()


def test_not_shown_at_start_up_with_a_file(qtbot):
    from gpuadvisor.ui import app as ui_app

    w = MainWindow(settings=AppSettings())
    qtbot.addWidget(w)
    w.show()
    ui_app.finish_startup(w, str(EXAMPLES / "ecommerce.gpuadv"))
    qtbot.waitUntil(lambda: w.session.last_result is not None and not w.bridge.busy, timeout=TIMEOUT)
    try:
        assert not shown(w)
    finally:
        w.bridge.wait_idle()
        w.bridge.undo_stack.setClean()


def test_work_added_another_way_leaves_the_start_page(window, qtbot):
    window.show_start_page()
    window.tree.add_template_workload("lora_8b", "LoRA")
    assert not shown(window)
