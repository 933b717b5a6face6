"""Start-up on a file (``gpuadvisor FILE``): the file's projects in the first paint, the first advice
in the preview as soon as it exists and advised once, the editable panes after; autosaves to offer
and files that cannot be opened take the old way (recovery first, the error named)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gpuadvisor import project_peek

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"
TIMEOUT = 30000


@pytest.fixture
def started(qtbot, monkeypatch):
    """create_window(file) with the calls of advise and the order of the steps recorded."""
    from gpuadvisor.engine import advisor
    from gpuadvisor.ui.views import preview as preview_mod

    log: list = []
    advisor.clear_advice_cache()  # each workload's advice is kept per process: start from none
    real_advise = advisor.advise_workload
    monkeypatch.setattr(advisor, "advise_workload",
                        lambda workload, *a, **k: log.append(("advise", workload.id)) or real_advise(workload, *a, **k))
    real_show = preview_mod.PreviewPanes.show_advice
    monkeypatch.setattr(preview_mod.PreviewPanes, "show_advice",
                        lambda self, result: log.append(("preview advice", result)) or real_show(self, result))
    windows = []

    def start(path, on_ready=None):
        from gpuadvisor.ui.app import create_window

        def ready(w):
            log.append("ready")
            w.bridge.result_ready.connect(lambda r: log.append(("result_ready", r)))
            if on_ready is not None:
                on_ready(w)

        w = create_window(str(path), ready)
        qtbot.addWidget(w)
        windows.append(w)
        return w

    yield start, log
    for w in windows:
        if w.bridge is not None:
            w.bridge.wait_idle()
            w.bridge.undo_stack.setClean()


def _tree_names(preview) -> list[list[str]]:
    tree = preview.tree
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out.append([top.text(0)] + [top.child(j).text(0) for j in range(top.childCount())])
    return out


def test_the_first_paint_shows_the_files_projects_and_workloads(started, qtbot):
    start, _log = started
    path = EXAMPLES / "manufacturer.gpuadv"
    w = start(path)
    doc = json.loads(path.read_text("utf-8"))["document"]
    expected = [[p["name"]] + [wl["name"] for wl in p["workloads"]] for p in doc["projects"]]
    assert w.bridge is None and w.preview is not None and w.project_on_screen  # before any event ran
    assert w.centralWidget() is w.preview
    assert _tree_names(w.preview) == expected
    first = doc["projects"][0]["workloads"][0]
    assert w.preview.name_value.text() == first["name"] and w.preview.selected_id() == first["id"]
    assert w.preview.model_value.text() == first["model"]["name"]
    assert not w.advice_on_screen
    w.grab()  # paints
    qtbot.waitUntil(lambda: w.bridge is not None, timeout=TIMEOUT)
    assert w.preview is None and w.centralWidget() is not None


def test_the_first_advice_goes_to_the_preview_first_and_is_computed_once(started, qtbot):
    start, log = started
    path = EXAMPLES / "manufacturer.gpuadv"
    w = start(path)
    ids = [wl["id"] for p in json.loads(path.read_text("utf-8"))["document"]["projects"] for wl in p["workloads"]]
    qtbot.waitUntil(lambda: any(e[0] == "result_ready" for e in log if isinstance(e, tuple)), timeout=TIMEOUT)
    w.bridge.wait_idle()
    qtbot.wait(50)
    advised = [e[1] for e in log if isinstance(e, tuple) and e[0] == "advise"]
    assert advised[0] == ids[0] and sorted(advised) == sorted(ids)  # the selected one first, each once
    shown = [e[1] for e in log if isinstance(e, tuple) and e[0] == "preview advice"]
    assert [wa.workload.id for wa in shown[0].workloads] == [ids[0]]  # that workload alone, at once
    assert [wa.workload.id for wa in shown[-1].workloads] == ids
    assert log.index("ready") > max(i for i, e in enumerate(log) if isinstance(e, tuple) and e[0] == "preview advice")
    published = [e[1] for e in log if isinstance(e, tuple) and e[0] == "result_ready"]
    assert published == [shown[-1]] and published[0] is w.session.last_result  # the worker's, not another
    assert w.advice_on_screen and w.recommendations.best_owned_label.text()
    assert w.session.path.name == "manufacturer.gpuadv" and not w.isWindowModified()
    assert not w.bridge.undo_stack.canUndo()
    assert w.settings.recent_files and w.settings.recent_files[0].endswith("manufacturer.gpuadv")


def test_the_worker_advises_the_rest_only_once_the_first_advice_is_shown(started, qtbot, monkeypatch):
    import time

    from gpuadvisor.ui.views import preview as preview_mod

    start, log = started
    shown = preview_mod.PreviewPanes.show_advice  # the fixture's, which logs

    def slow_show(self, result):  # a slow paint: the worker, left alone, would advise meanwhile
        time.sleep(0.1)
        shown(self, result)

    monkeypatch.setattr(preview_mod.PreviewPanes, "show_advice", slow_show)
    path = EXAMPLES / "manufacturer.gpuadv"
    start(path)
    qtbot.waitUntil(lambda: "ready" in log, timeout=TIMEOUT)
    advises = [i for i, e in enumerate(log) if isinstance(e, tuple) and e[0] == "advise"]
    first_shown = next(i for i, e in enumerate(log) if isinstance(e, tuple) and e[0] == "preview advice")
    assert advises[0] < first_shown < advises[1]  # the selected workload, its advice on screen, the others


def test_the_garbage_collector_is_held_off_until_the_panes_hold_the_file(started, qtbot):
    import gc

    start, log = started
    assert gc.isenabled()
    seen = {}
    w = start(EXAMPLES / "manufacturer.gpuadv", on_ready=lambda _w: seen.setdefault("at_ready", gc.isenabled()))
    qtbot.waitUntil(lambda: not gc.isenabled(), timeout=TIMEOUT)  # after the first paint: the worker opens the file
    assert w.bridge is None
    qtbot.waitUntil(lambda: "ready" in log, timeout=TIMEOUT)
    assert seen["at_ready"] is False and gc.isenabled() and w.bridge is not None


def test_the_garbage_collector_runs_again_when_the_window_goes_first(qtbot):
    import gc

    from PySide6.QtCore import QThreadPool

    from gpuadvisor.ui.app import create_window

    w = create_window(str(EXAMPLES / "manufacturer.gpuadv"))
    qtbot.waitUntil(lambda: not gc.isenabled(), timeout=TIMEOUT)  # the worker is opening the file
    w.close()
    w.deleteLater()  # before the worker is done: its panes are never built
    qtbot.waitUntil(gc.isenabled, timeout=TIMEOUT)
    assert QThreadPool.globalInstance().waitForDone(TIMEOUT)
    qtbot.wait(50)
    assert gc.isenabled()


def test_the_preview_says_the_best_options_like_the_panel_does(started, qtbot, monkeypatch):
    import gpuadvisor.ui.main_window as mw

    texts = {}
    real_attach = mw.MainWindow.attach

    def attach(self, session):  # what the preview showed just before the panes replace it
        texts["owned"] = self.preview.best_owned_label.text()
        texts["rented"] = self.preview.best_rented_label.text()
        real_attach(self, session)

    monkeypatch.setattr(mw.MainWindow, "attach", attach)
    start, log = started
    w = start(EXAMPLES / "ecommerce.gpuadv")
    qtbot.waitUntil(lambda: any(isinstance(e, tuple) and e[0] == "result_ready" for e in log), timeout=TIMEOUT)
    assert texts["owned"] == w.recommendations.best_owned_label.text() != ""
    assert texts["rented"] == w.recommendations.best_rented_label.text() != ""


def test_the_workload_picked_in_the_preview_stays_selected(started, qtbot):
    start, log = started
    path = EXAMPLES / "manufacturer.gpuadv"
    w = start(path)
    tree = w.preview.tree
    last_project = tree.topLevelItem(tree.topLevelItemCount() - 1)
    tree.setCurrentItem(last_project.child(0))
    picked = json.loads(path.read_text("utf-8"))["document"]["projects"][-1]["workloads"][0]
    assert w.preview.selected_id() == picked["id"] and w.preview.name_value.text() == picked["name"]
    qtbot.waitUntil(lambda: "ready" in log, timeout=TIMEOUT)
    assert w.bridge.selected_workload_id == picked["id"]
    assert w.editor.workload is not None and w.editor.workload.id == picked["id"]


def test_an_autosave_to_offer_takes_the_recovery_way(started, qtbot, monkeypatch, tmp_path):
    from gpuadvisor.paths import user_state_dir
    from gpuadvisor.persistence import load_project, save_project
    from gpuadvisor.ui.dialogs import recover

    folder = user_state_dir()
    folder.mkdir(parents=True, exist_ok=True)
    doc = load_project(EXAMPLES / "ecommerce.gpuadv")
    save_project(doc, folder / "autosave-0123456789abcdef.gpuadv", backup=False)
    asked = []
    monkeypatch.setattr(recover, "ask_recover", lambda *a, **k: asked.append(a) or False)
    start, log = started
    w = start(EXAMPLES / "manufacturer.gpuadv")
    assert w.preview is not None  # the names still show at once
    qtbot.waitUntil(lambda: any(isinstance(e, tuple) and e[0] == "result_ready" for e in log), timeout=TIMEOUT)
    assert len(asked) == 1  # offered before the file was opened
    assert w.session.path.name == "manufacturer.gpuadv"


def test_a_file_that_cannot_be_opened_is_reported_and_the_window_works(started, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "bad.gpuadv"
    doc = json.loads((EXAMPLES / "ecommerce.gpuadv").read_text("utf-8"))
    doc["document"]["projects"][0]["workloads"][0]["kind"] = "no such kind"
    path.write_text(json.dumps(doc), "utf-8")
    assert project_peek.peek_project(path) is not None  # the names can be shown, the file is still wrong
    errors = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a, **k: errors.append(text))
    start, log = started
    w = start(path)
    assert w.preview is not None
    qtbot.waitUntil(lambda: "ready" in log, timeout=TIMEOUT)
    assert len(errors) == 1 and "bad.gpuadv" in errors[0]
    assert w.session.path is None and w.bridge is not None  # an untitled document, as after File → Open fails


def test_without_a_preview_the_file_opens_the_old_way(started, qtbot, tmp_path):
    path = tmp_path / "copy.gpuadv"
    shutil.copy(EXAMPLES / "ecommerce.gpuadv", path)
    start, log = started
    import gpuadvisor.project_peek as peek

    real = peek.peek_project
    peek.peek_project = lambda p: None
    try:
        w = start(path)
    finally:
        peek.peek_project = real
    assert w.preview is None and not w.project_on_screen
    qtbot.waitUntil(lambda: any(isinstance(e, tuple) and e[0] == "result_ready" for e in log), timeout=TIMEOUT)
    assert w.session.path == path


def test_source_lines_read_by_pysides_import_hook_are_dropped(started, qtbot):
    import linecache

    start, log = started
    linecache.getlines(__file__)
    assert __file__ in linecache.cache
    w = start(EXAMPLES / "ecommerce.gpuadv")
    qtbot.waitUntil(lambda: "ready" in log, timeout=TIMEOUT)
    assert __file__ not in linecache.cache and w.bridge is not None


CLOSE_EARLY = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gpuadvisor.ui.app import create_window, prepare_application

app = QApplication(sys.argv[:1])
prepare_application(app)
w = create_window(sys.argv[1])
QTimer.singleShot(int(sys.argv[2]), w.close)  # before the worker has opened the file
code = app.exec()
print("exited", code, w.bridge is None, flush=True)
"""


@pytest.mark.parametrize("after_ms", [1, 100])
def test_closing_the_window_while_the_file_is_opened_ends_quietly(tmp_path, after_ms):
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", CLOSE_EARLY, str(EXAMPLES / "manufacturer.gpuadv"), str(after_ms)],
                          capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["exited", "0", "True"], proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr and "Error calling Python override" not in proc.stderr, proc.stderr


FIRST_PAINT_MODULES = r"""
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from gpuadvisor.ui.app import create_window, prepare_application

HEAVY = ("pydantic", "numpy", "gpuadvisor.engine", "gpuadvisor.domain", "gpuadvisor.session", "html.entities",
         "xml.etree")

class AtFirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            stand_in = "pydantic.plugin._loader"  # gpuadvisor.ui.pydantic_plugins' stand-in: no pydantic code
            loaded = sorted(m for m in sys.modules if m.startswith(HEAVY) and m != stand_in)
            import linecache
            print("loaded:", ",".join(loaded), "| sources:", ",".join(sorted(linecache.cache)), flush=True)
            import os
            os._exit(0)
        return False

app = QApplication(sys.argv[:1])
prepare_application(app)
w = create_window(sys.argv[1])
w.installEventFilter(AtFirstPaint(w))
app.exec()
"""


def test_the_first_paint_waits_for_nothing_heavy(tmp_path):
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=str(tmp_path), GPUADVISOR_LANG="en")
    proc = subprocess.run([sys.executable, "-c", FIRST_PAINT_MODULES, str(EXAMPLES / "manufacturer.gpuadv")],
                          capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
    line = [ln for ln in proc.stdout.splitlines() if ln.startswith("loaded:")]
    assert line, proc.stdout + proc.stderr
    loaded, sources = (part.split(":", 1)[1].strip() for part in line[0].split(" | "))
    assert loaded == ""  # no pydantic, numpy, engine, domain, markup tables
    app_sources = [s for s in sources.split(",") if "gpuadvisor" in s and not s.endswith("pyside_scan.py")]
    assert app_sources == []  # PySide6 kept no source of the modules imported after the scan was put in place


def test_the_first_advice_comes_before_the_settings_are_read(monkeypatch):
    import gpuadvisor.settings as settings_mod
    from gpuadvisor.engine import advisor
    from gpuadvisor.startup import open_for_window

    advisor.clear_advice_cache()
    order: list = []
    real = settings_mod.load_settings
    monkeypatch.setattr(settings_mod, "load_settings", lambda *a, **k: order.append("settings") or real(*a, **k))
    path = EXAMPLES / "manufacturer.gpuadv"
    first = json.loads(path.read_text("utf-8"))["document"]["projects"][0]["workloads"][0]["id"]
    opened = open_for_window(path, first, lambda result: order.append(("first", [w.workload.id for w in result.workloads])))
    assert order == [("first", [first]), "settings"]  # the panes alone need the settings
    assert opened.advise_error is None and opened.settings is not None and opened.session.path == path
    assert opened.session.last_result is not None and opened.session.document.title != "Untitled"
