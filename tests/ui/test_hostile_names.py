"""Names anyone can write into a file are shown as text, never read as markup.

A workload named ``<img src="/dev/zero">`` must not make Qt read /dev/zero (std::bad_alloc at
start-up), nor a named pipe freeze the window: every label, tooltip, message box, chart title and
legend, and the printed report show user strings literally.  Save As / Export PDF suggest a plain
file name whatever the title says.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMessageBox,
    QTextEdit,
    QWidget,
)

from gpuadvisor.ui.textsafe import auto_text, mnemonic_free, one_line, safe_file_name, title_part, tooltip

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "ecommerce.gpuadv"
TIMEOUT = 30000
MARK = "gpuadvisor-test"
HOSTILE = f'<img src="/nonexistent/{MARK}.png"><b>X</b>&amp;'
# a file name may hold markup too (no "/" in it), and Qt's modified marker
FILE_NAME = f"<img src={MARK}.png>&amp; [*].gpuadv"


might_be_rich = GuiQt.mightBeRichText


# -- building the hostile project ------------------------------------------------------------------

def write_overrides(hostile: str) -> None:
    """A valid accelerator, cloud offer and model named ``hostile`` and an invalid entry whose
    name shows in the 'price overrides skipped' box."""
    from gpuadvisor.catalog import clear_cache, load_catalog
    from gpuadvisor.paths import ensure_dir, user_overrides_file

    base = load_catalog(include_user_overrides=False)
    h100 = next(a for a in base.accelerators if a.name.startswith("H100"))
    acc = h100.model_dump(mode="json", exclude={"source", "as_of"})
    acc.update(name=f"{hostile} GPU", aliases=[])
    path = user_overrides_file()
    ensure_dir(path.parent)
    path.write_text(json.dumps({
        "accelerators": [acc, {"name": f"{hostile} broken\n\tentry", "memory_gb": -1}],
        "cloud_offers": [{"provider": "aws", "instance_type": f"{hostile} inst", "accelerator": acc["name"],
                          "count": 1, "price_usd_hour": 3.0}],
        "models": [{"name": f"{hostile} preset", "params_b": 1.0}],
    }), encoding="utf-8")
    clear_cache()


def hostile_document(hostile: str, other: str | None = None):
    """The ecommerce example with every user string replaced by ``hostile`` (``other`` for the
    second workload, with a line break and a tab), and two quotes from a hostile vendor."""
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.domain.project import Quote
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import load_project

    doc = load_project(EXAMPLE)
    doc.title = f"{hostile} title"
    for i, p in enumerate(doc.projects):
        p.name = f"{hostile} P{i}"
        p.description = hostile
        for j, w in enumerate(p.workloads):
            w.name = f"{hostile} W{j}" if j != 1 else (other or f"{hostile}\nline two\t{hostile}")
            w.notes = hostile
            w.model.name = f"{hostile} M{j}"
    first = advise(doc, load_catalog()).workloads[0]
    own = next(r for r in first.results if r.option.owned)
    cloud = next(r for r in first.results if not r.option.owned)
    doc.quotes = [Quote(option=own.option.key, kind="purchase", price=300000, vendor=f"{hostile} V1"),
                  Quote(option=cloud.option.key, kind="hourly", price=80, vendor=f"{hostile} V2")]
    return doc


@pytest.fixture
def hostile_file(tmp_path):
    from gpuadvisor.persistence.project_file import save_project

    write_overrides(HOSTILE)
    path = tmp_path / FILE_NAME
    save_project(hostile_document(HOSTILE), path)
    return path


# -- the walk ----------------------------------------------------------------------------------------

def _columns(model, parent) -> int:
    try:
        return max(1, model.columnCount(parent))
    except TypeError:  # a list model's columnCount is private
        return 1


def _texts_of_model(model, parent=QModelIndex(), depth=0):
    """Every item's tooltip (and the headers'), recursively."""
    if model is None or depth > 4:
        return
    for r in range(model.rowCount(parent)):
        for c in range(_columns(model, parent)):
            idx = model.index(r, c, parent)
            yield idx.data(Qt.ItemDataRole.ToolTipRole)
            if c == 0 and model.rowCount(idx) > 0:
                yield from _texts_of_model(model, idx, depth + 1)
    if depth == 0:
        for c in range(_columns(model, parent)):
            yield model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)


class Walk:
    """Every place that could render a hostile name as markup, and what it showed."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.seen = {"label": 0, "tooltip": 0, "graphics": 0}

    def widget(self, w: QWidget) -> None:
        name = f"{type(w).__name__} {w.objectName()!r}"
        if isinstance(w, QLabel):
            text = w.text()
            if MARK in text:
                self.seen["label"] += 1
            rich = w.textFormat() == Qt.TextFormat.RichText or (
                w.textFormat() == Qt.TextFormat.AutoText and might_be_rich(text))
            if "<img" in text and rich:
                self.problems.append(f"{name}: rich text with a tag: {text[:120]!r}")
        self.tip(name, w.toolTip())
        if isinstance(w, QAbstractButton) and MARK in w.text():
            self.mnemonic(name, w.text())
        if isinstance(w, (QAbstractItemView, QComboBox)):
            for tip in _texts_of_model(w.model()):
                self.tip(f"{name} item", tip)
        if isinstance(w, QTextEdit) and "<img" in w.toHtml():
            self.problems.append(f"{name}: an image in its document")
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if isinstance(item, QGraphicsTextItem):
                    if MARK in item.toPlainText():
                        self.seen["graphics"] += 1
                    if "<img" in item.toHtml():
                        self.problems.append(f"{name}: chart text with an image: {item.toPlainText()[:80]!r}")
        for act in w.actions():
            self.action(act)

    def action(self, act: QAction) -> None:
        self.tip(f"action {act.text()!r}", act.toolTip())
        if MARK in act.text():
            self.mnemonic(f"action {act.text()!r}", act.text())
        if act.menu() is not None:
            for sub in act.menu().actions():
                self.action(sub)

    def tip(self, where: str, tip) -> None:
        if not isinstance(tip, str) or not tip:
            return
        if MARK in tip:
            self.seen["tooltip"] += 1
        if "<img" in tip:
            self.problems.append(f"{where}: tooltip with a tag: {tip[:120]!r}")

    def mnemonic(self, where: str, text: str) -> None:
        text = re.sub(r"^&\d ", "", text)  # the recent-files menu numbers its entries
        if "&" in text.replace("&&", ""):
            self.problems.append(f"{where}: '&' read as a shortcut marker: {text[:80]!r}")

    def everything(self, *roots: QWidget) -> None:
        widgets: list[QWidget] = []
        for root in (*roots, *QApplication.topLevelWidgets()):
            widgets.append(root)
            widgets.extend(root.findChildren(QWidget))
        for w in dict.fromkeys(widgets):
            self.widget(w)


def rich_message(text: str) -> bool:
    """Whether a QMessageBox text (AutoText) would render a tag."""
    return might_be_rich(text) and "<img" in text


# -- tests ---------------------------------------------------------------------------------------------

def test_helpers():
    assert auto_text("Plain name") == "Plain name"
    shown = auto_text(HOSTILE + "\nline")
    assert "<img" not in shown and might_be_rich(shown) and "&lt;img" in shown
    assert tooltip("a", "", None, "b") == "a\nb"
    assert mnemonic_free("R&D\tteam") == "R&&D team"
    assert one_line("a\nb\t\tc") == "a b c"
    assert title_part("a [*] b\n") == "a [*][*] b "
    assert safe_file_name("../../x") == "x"
    assert safe_file_name("..") == "project"
    assert safe_file_name("  ") == "project"
    assert safe_file_name("CON") == "project" and safe_file_name("nul.txt") == "project"
    assert safe_file_name("a/b\\c:d*e?f\x1bg\nh") == "a b c d e fgh"
    assert safe_file_name(".hidden.") == "hidden"
    assert len(safe_file_name("算" * 200).encode("utf-8")) <= 150
    assert safe_file_name("Team plan 2026") == "Team plan 2026"


def test_every_widget_shows_hostile_names_as_text(qtbot, monkeypatch, hostile_file, tmp_path):
    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.dialogs import recover
    from gpuadvisor.ui.dialogs.model_picker import ModelPickerDialog
    from gpuadvisor.ui.dialogs.preferences import PreferencesDialog
    from gpuadvisor.ui.dialogs.providers import ProvidersDialog
    from gpuadvisor.ui.itemmodels.recommendation_table import COL_OPTION
    from gpuadvisor.ui.main_window import MainWindow

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = MainWindow(session=ProjectSession())
    qtbot.addWidget(w)
    w.show()
    with qtbot.waitSignal(w.bridge.result_ready, timeout=TIMEOUT):
        assert w.open_path(str(hostile_file), ask=False)
    w.ensure_built()  # the plan's page and the editor's tabs are walked too (never shown here)
    walk = Walk()
    result = w.session.last_result
    assert any(MARK in x for x in w.session.catalog.warnings)
    boxes = [b for b in w.findChildren(QMessageBox) if b.isVisible()]
    assert boxes, "the skipped-overrides box is shown"

    # the window title: the file name as written, [*] included
    title = w.windowHandle().title()
    assert title.startswith(FILE_NAME) and "[*]" in title

    panel = w.recommendations
    for adv in result.workloads:
        w.bridge.select_workload(adv.workload.id)
        qtbot.wait(1)
        for row in range(panel.proxy.rowCount()):
            label = panel.proxy.index(row, COL_OPTION).data() or ""
            if row == 0 or MARK in label:
                panel._select_proxy_row(row)
                walk.everything(w)

    w.views.setCurrentIndex(1)
    view = w.ensure_charts()
    for adv in result.workloads:
        view.set_workload(adv.workload.id)
        quoted = [r for r in adv.results if r.option.quote is not None]
        own = next((r.option.key for r in quoted if r.option.owned), None)
        rent = next((r.option.key for r in quoted if not r.option.owned), None)
        hostile_rent = next((r.option.key for r in adv.results if MARK in r.label and not r.option.owned), None)
        for pair in ((own, rent), (own, hostile_rent), (None, None)):
            view.select_pair(*pair)
            for chart in view.charts().values():
                if chart.data is not None:
                    (x0, x1), (y0, y1) = chart.plot_item.vb.viewRange()
                    chart.show_hover((x0 + x1) / 2, (y0 + y1) / 2)
            walk.everything(w)
    dialog = view.open_quote_dialog(owned=True)
    assert dialog is not None
    walk.everything(w, dialog)
    dialog.reject()

    w.views.setCurrentIndex(2)
    w._fill_recent_menu()
    w.tree.fill_move_menu(w._move_menu)
    walk.everything(w)

    catalog = w.session.catalog
    for d in (ProvidersDialog(catalog, None, w), PreferencesDialog(w.settings, w, catalog=catalog),
              ModelPickerDialog(catalog.models, w, current=f"{HOSTILE} preset")):
        walk.everything(w, d)
        d.deleteLater()

    # the recovery question names the autosaved file
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: asked.append(self) or 0)
    recover.ask_recover(w, str(tmp_path / FILE_NAME), None)
    assert asked
    box = asked[0]
    walk.everything(box)
    assert MARK in box.text()
    assert box.textFormat() == Qt.TextFormat.PlainText or not rich_message(box.text())

    # the static message boxes (open failed, import failed) get text that shows the name
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    broken = tmp_path / "<img src=gpuadvisor-test.png> broken.gpuadv"
    broken.write_text("{", encoding="utf-8")
    assert not w.open_path(str(broken), ask=False)
    assert w.editor.import_model_file(str(tmp_path / "<img src=gpuadvisor-test.png>.json")) is False
    assert len(shown) == 2
    for text in shown:
        assert MARK in text and not rich_message(text), text

    assert not walk.problems, "\n".join(walk.problems)
    # the walk did meet the names: in labels, tooltips and the charts
    assert walk.seen["label"] > 10 and walk.seen["tooltip"] > 10 and walk.seen["graphics"] > 0, walk.seen
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def test_report_html_escapes_every_user_string(hostile_file):
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import load_project
    from gpuadvisor.report.document import build_report
    from gpuadvisor.report.html import render

    catalog = load_catalog()
    result = advise(load_project(hostile_file), catalog)
    result.warnings = list(catalog.warnings) + list(result.warnings)
    html = render(build_report(result, catalog_dates=result.catalog_dates, chart_png=None, lang="en"))
    assert MARK in html
    assert "<img" not in html and "<b>X" not in html
    assert "&lt;img" in html


def test_printed_charts_and_pdf_with_hostile_names(qtbot, hostile_file, tmp_path):
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import load_project
    from gpuadvisor.ui.printing import chart_pngs, write_pdf

    result = advise(load_project(hostile_file), load_catalog())
    assert chart_pngs(result, width=600)
    out = write_pdf(result, tmp_path / "r.pdf", charts=False)
    assert out.read_bytes().startswith(b"%PDF")


def test_suggested_file_names_are_plain(qtbot, monkeypatch):
    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.main_window import MainWindow

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = MainWindow(session=ProjectSession())
    qtbot.addWidget(w)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, caption, start, *a, **k: asked.append(start) or ("", ""))
    for title, expected in (("../../x", "x"), ("..", "project"), ("a/b\\c", "a b c"), ("CON", "project"),
                            ("Q3\x1b[31m plan\n", "Q3[31m plan"), ("Plan 2026", "Plan 2026")):
        w.session.document.title = title
        asked.clear()
        w.file_save_as()
        w.file_export_pdf()
        assert [Path(p).name for p in asked] == [expected + ".gpuadv", expected + ".pdf"], (title, asked)
        for p in asked:
            assert Path(p).parent == Path.home()
    w.bridge.wait_idle()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_app_starts_and_shows_a_file_whose_names_point_at_dev_zero_and_a_pipe(tmp_path):
    """The real thing in a fresh process: no std::bad_alloc, no freeze, every page and tooltip shown."""
    home = tmp_path / "home"
    home.mkdir()
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    zero = '<img src="/dev/zero">'
    env = dict(os.environ, GPUADVISOR_HOME=str(home), QT_QPA_PLATFORM="offscreen", GPUADVISOR_LANG="en",
               QT_LOGGING_RULES="qt.qpa.*=false")
    # build the file with this home's overrides (names pointing at /dev/zero and the pipe)
    code_build = (
        "import sys; sys.path.insert(0, %r)\n"
        "from test_hostile_names import write_overrides, hostile_document\n"
        "from gpuadvisor.persistence.project_file import save_project\n"
        "write_overrides(%r)\n"
        "save_project(hostile_document(%r, other=%r), %r)\n"
    ) % (str(Path(__file__).parent), zero, zero, f'<img src="{pipe}">', str(tmp_path / "p.gpuadv"))
    build = subprocess.run([sys.executable, "-c", code_build], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=120)
    assert build.returncode == 0, build.stderr[-2000:]
    run = subprocess.run([sys.executable, "-c", STARTUP, str(tmp_path / "p.gpuadv")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=90)
    assert run.returncode == 0 and "OK" in run.stdout, (run.returncode, run.stdout[-2000:], run.stderr[-3000:])


# started as the app starts (gpuadvisor.ui.app), then every page, every tooltip and the charts drawn
STARTUP = r"""
import sys
from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QApplication, QToolTip, QWidget
from gpuadvisor.ui.app import create_window, install_language

app = QApplication(sys.argv[:1])
install_language(app, "en")

def columns(model, parent):
    try:
        return max(1, model.columnCount(parent))
    except TypeError:  # a list model's columnCount is private
        return 1

def tips(model, parent=QModelIndex()):
    for r in range(model.rowCount(parent)):
        for c in range(columns(model, parent)):
            idx = model.index(r, c, parent)
            yield idx.data(Qt.ItemDataRole.ToolTipRole)
            if c == 0 and model.rowCount(idx) > 0:
                yield from tips(model, idx)

def show_everything(w):
    w.grab()
    texts = []
    for child in [w, *w.findChildren(QWidget)]:
        texts += [child.toolTip()] + [a.toolTip() for a in child.actions()]
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            texts += list(tips(child.model()))[:200]
    for t in dict.fromkeys(t for t in texts if isinstance(t, str) and t):
        QToolTip.showText(QPoint(10, 10), t, w)
        app.processEvents()
    QToolTip.hideText()

def ready(w):
    def done(result):
        try:
            walk(result)
        except Exception:
            import traceback
            traceback.print_exc()
            app.exit(2)

    def walk(result):
        w.bridge.result_ready.disconnect(done)
        w.ensure_built()  # the plan's page and the editor's tabs, never shown here
        for adv in result.workloads:
            w.bridge.select_workload(adv.workload.id)
            app.processEvents()
            show_everything(w)
        for page in (1, 2, 0):
            w.views.setCurrentIndex(page)
            app.processEvents()
            show_everything(w)
        w._fill_recent_menu()
        for top in QApplication.topLevelWidgets():
            if top.isVisible():
                top.grab()
        w.bridge.wait_idle()
        w.bridge.undo_stack.setClean()
        print("OK", flush=True)
        app.quit()
    w.bridge.result_ready.connect(done)

window = create_window(sys.argv[1], on_ready=ready)
QTimer.singleShot(80000, lambda: (print("TIMEOUT", flush=True), app.exit(3)))
sys.exit(app.exec())
"""
