"""The Answer view: the one-page summary for the whole file, live, linked to the workloads, exported."""

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gpuadvisor.report.answer import build_answer
from gpuadvisor.session import ProjectSession
from gpuadvisor.settings import AppSettings
from gpuadvisor.ui.main_window import MainWindow
from gpuadvisor.ui.views.answer_view import COL_WORKLOAD

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


def open_example(qtbot, w, name="manufacturer"):
    with qtbot.waitSignal(w.bridge.result_ready, timeout=TIMEOUT):
        assert w.open_path(str(EXAMPLES / f"{name}.gpuadv"), ask=False)
    qtbot.waitUntil(lambda: not w.bridge.busy, timeout=TIMEOUT)
    w.views.setCurrentWidget(w.answer_view)
    qtbot.waitUntil(lambda: w.answer_view.answer is not None and not w.answer_view._stale, timeout=TIMEOUT)
    return w.answer_view


def test_answer_is_the_first_tab(window):
    assert window.views.widget(0) is window.answer_view
    assert window.views.tabText(0) == "Answer"
    assert window.views.tabToolTip(0)


def test_manufacturer_shows_the_decision_and_the_total(window, qtbot):
    view = open_example(qtbot, window)
    expected = build_answer(window.session.last_result, source_path=window.session.path)
    assert view.title.text() == expected.title
    assert view.decision_text() == "\n".join(expected.decision)
    assert view.decision_text().startswith("Buy one ")
    assert view.figure_text("annual").startswith(expected.money(expected.annual))
    assert expected.span(expected.annual_low, expected.annual_high) in view.figure_text("annual")
    assert view.figure_text("horizon").startswith(expected.money(expected.horizon_total))
    assert expected.prices_from in view.subtitle.text()
    assert view.workload_ids() == [ln.workload_id for ln in expected.lines]
    total_row = view.table.rowCount() - 1
    assert view.table.item(total_row, 4).text() == expected.money(expected.annual)
    assert view.chart.data is not None and view.chart.pixmap() is not None and not view.chart.pixmap().isNull()
    texts = view.chart.texts()
    assert texts["legend"] == ["Buy the plan's machines", "Rent the same work"]
    for w in (view.figure_labels["annual"][1], view.chart, view.table):
        assert w.toolTip() and w.whatsThis()
    assert all(b.isEnabled() for b in (view.export_pdf_button, view.summary_button, view.excel_button))


def test_a_click_on_a_workload_line_selects_it(window, qtbot):
    view = open_example(qtbot, window)
    row = view.workload_ids().index("mfg-b-train")
    item = view.table.item(row, COL_WORKLOAD)
    rect = view.table.visualItemRect(item)
    view.table.scrollToItem(item)
    with qtbot.waitSignal(window.bridge.selection_changed, timeout=TIMEOUT,
                          check_params_cb=lambda wid: wid == "mfg-b-train"):
        qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.views.currentWidget() is window.splitter  # its recommendations are shown
    assert window.tree.current_id() == "mfg-b-train"
    assert window.bridge.selected_workload_id == "mfg-b-train"


def test_updates_after_every_recompute(window, qtbot):
    view = open_example(qtbot, window, "ecommerce")
    before = view.figure_text("annual")
    wid = "ecom-images"
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.tree.select_id(wid)
        field = window.editor.field("recipe.samples_per_run")
        field.editor.setText("5000000")
        field.editor.editingFinished.emit()
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=TIMEOUT)
    window.views.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.figure_text("annual") != before, timeout=TIMEOUT)


def test_export_excel_writes_the_workbook(window, qtbot, monkeypatch, tmp_path):
    view = open_example(qtbot, window)
    target = tmp_path / "answer"  # no suffix: .xlsx is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Excel workbook (*.xlsx)"))
    qtbot.mouseClick(view.excel_button, Qt.MouseButton.LeftButton)
    written = tmp_path / "answer.xlsx"
    assert written.is_file() and written.read_bytes()[:2] == b"PK"
    from openpyxl import load_workbook

    wb = load_workbook(written)
    assert len(wb.sheetnames) >= 3
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary file left


def test_export_excel_failure_names_the_file(window, qtbot, monkeypatch, tmp_path):
    view = open_example(qtbot, window)
    target = tmp_path / "no such folder" / "answer.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    said = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a, **k: said.append((title, text)))
    qtbot.mouseClick(view.excel_button, Qt.MouseButton.LeftButton)
    assert said and "answer.xlsx" in said[0][1]
    assert not target.exists()


def test_summary_only_writes_a_one_page_pdf(window, qtbot, monkeypatch, tmp_path):
    view = open_example(qtbot, window)
    target = tmp_path / "boss.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PDF, A4 (*.pdf)"))
    qtbot.mouseClick(view.summary_button, Qt.MouseButton.LeftButton)
    assert target.read_bytes().startswith(b"%PDF")
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(target)], capture_output=True, text=True, check=True).stdout
        assert "Pages:           1" in info


def test_an_empty_file_says_how_to_start(window, qtbot):
    window.views.setCurrentWidget(window.answer_view)
    view = window.answer_view
    assert view.pages.currentIndex() == 1  # before any advice: nothing to advise
    assert "no workloads" in view.empty_label.text()
    assert view.new_workload_button.isVisible() and view.start_button.isVisible()
    assert not view.excel_button.isEnabled()
    with qtbot.waitSignal(view.start_page_requested, timeout=1000):
        qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert window.centralWidget().currentWidget() is window.start_page


def test_a_hidden_view_waits_until_shown(window, qtbot):
    window.views.setCurrentWidget(window.splitter)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert window.open_path(str(EXAMPLES / "ecommerce.gpuadv"), ask=False)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=TIMEOUT)
    qtbot.wait(50)
    assert window.answer_view._stale  # not built while hidden
    window.views.setCurrentWidget(window.answer_view)
    qtbot.waitUntil(lambda: not window.answer_view._stale and window.answer_view.answer is not None, timeout=TIMEOUT)
    assert window.answer_view.title.text().startswith("E-commerce")
