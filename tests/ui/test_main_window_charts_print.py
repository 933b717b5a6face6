"""The buy-or-rent page is built on first use and shows the engine's numbers; File → Export PDF writes a PDF;
skipped user price overrides are reported."""

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gpuadvisor.session import ProjectSession
from gpuadvisor.ui.main_window import MainWindow
from editor_window import new_window

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "ecommerce.gpuadv"
TIMEOUT = 20000


@pytest.fixture
def window(qtbot, monkeypatch):
    w = new_window(qtbot, monkeypatch)
    with qtbot.waitSignal(w.bridge.result_ready, timeout=TIMEOUT):
        assert w.open_path(str(EXAMPLE), ask=False)
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def test_charts_page_is_built_lazily_and_filled(window):
    assert window.charts_view is None
    window.views.setCurrentIndex(window.views.indexOf(window._charts_page))  # the Answer is the first tab
    view = window.charts_view
    assert view is not None
    assert view.data is not None
    assert view.owned_combo.count() > 0 and view.rented_combo.count() > 0


def test_export_pdf_from_the_file_menu(window, monkeypatch, tmp_path):
    target = tmp_path / "summary.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PDF, A4 (*.pdf)"))
    window.actions_.export_pdf.trigger()
    assert target.is_file() and target.read_bytes().startswith(b"%PDF")


def test_skipped_overrides_are_reported(qtbot, monkeypatch, tmp_path):
    from gpuadvisor.catalog import clear_cache
    from gpuadvisor.paths import ensure_dir, user_overrides_file

    path = user_overrides_file()
    ensure_dir(path.parent)
    path.write_text(json.dumps({"accelerators": [{"name": "GeForce RTX 4090", "price_usd": -5}]}), encoding="utf-8")
    clear_cache()
    shown = []
    monkeypatch.setattr(QMessageBox, "open", lambda self: shown.append(self.text() + self.detailedText()))
    w = MainWindow(session=ProjectSession())
    qtbot.addWidget(w)
    w.show()
    with qtbot.waitSignal(w.bridge.result_ready, timeout=TIMEOUT):
        w.bridge.schedule_recompute()
    w.bridge.wait_idle()
    clear_cache()
    assert shown and "price_usd" in shown[0]
