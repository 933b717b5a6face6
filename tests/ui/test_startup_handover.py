"""The start-up worker's hand-over to its window when the window goes meanwhile: no crash, no hang,
the garbage collector running again, whatever the moment the window is deleted at.

Each test runs in a child process (a crash or a dead-lock there fails the test instead of ending
the run).  The child opens "files" with the real ``_BackgroundOpen`` but a stand-in window (a
QWidget with the few methods the hand-over calls) and a stand-in ``open_for_window`` (no engine):
the hand-overs are cheap, so thousands of them meet the windows' deletions at every point of the
worker's life."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD_COMMON = r"""
import gc, os, random, sys, threading, time
from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication, QWidget

import gpuadvisor.startup as startup
from gpuadvisor.ui import app as app_mod, code_cache

code_cache.install = code_cache.save = code_cache.uninstall = lambda *a, **k: None


class Opened:  # what open_for_window returns, reduced to what the hand-over reads
    recovery = False
    advise_error = "not advised"  # no advice to show: the stand-in window has no preview
    settings = session = None


class Bridge:
    def schedule_recompute(self):
        pass


class Window(QWidget):
    preview = None
    _settings = None
    bridge = Bridge()

    def __init__(self, log):
        super().__init__()
        self.log = log

    def show_preview_advice(self, result):
        self.log.append((on_ui_thread("first" if result == "first" else "advice"), self))

    def attach(self, session):
        self.log.append((on_ui_thread("attached"), self))

    def adopt_opened_file(self, path):
        pass


def on_ui_thread(kind):  # what the window is handed, marked if it comes on another thread
    return kind if threading.current_thread() is threading.main_thread() else kind + "-off-the-ui-thread"


app = QApplication(sys.argv[:1])
pool = QThreadPool.globalInstance()
log = []
assert gc.isenabled()
"""

STRESS = CHILD_COMMON + r"""
rng = random.Random(int(sys.argv[1]))
ROUNDS = int(sys.argv[2])


def spin(us):  # a busy wait: the worker keeps the interpreter, as an advising worker does
    end = time.perf_counter() + us / 1e6
    while time.perf_counter() < end:
        pass


def fake_open(path, first, on_first):
    spin(rng.random() * 1500)
    on_first("first")
    spin(rng.random() * 1500)
    return Opened()


startup.open_for_window = fake_open
state = {"round": 0, "kept": []}


def step():
    if state["round"] == ROUNDS:
        done()
        return
    state["round"] += 1
    for _ in range(2):  # two windows opening at once share the gc pause
        w = Window(log)
        w._opening = app_mod._BackgroundOpen(w, "file.gpuadv", None)
        r = rng.random()
        if r < 0.8:  # deleted at some point of its worker's life
            QTimer.singleShot(int(rng.random() * 4), w.deleteLater)
        elif r < 0.9:  # deleted at once, before the worker runs
            w.deleteLater()
        else:  # kept: its hand-over goes through
            state["kept"].append(w)
    QTimer.singleShot(int(rng.random() * 3), step)


def done():
    if not pool.waitForDone(60000):
        print("workers still running", flush=True)
        app.exit(3)
        return
    QTimer.singleShot(50, finish)


def finish():
    kept = state["kept"]
    attached = {id(w) for kind, w in log if kind == "attached"}
    off = sum(kind.endswith("-off-the-ui-thread") for kind, _w in log)
    print("kept", len(kept), "attached", sum(id(w) in attached for w in kept), "gc", gc.isenabled(), "off", off,
          flush=True)
    app.exit(0)


QTimer.singleShot(0, step)
sys.exit(app.exec())
"""

GONE_BEFORE_HANDOVER = CHILD_COMMON + r"""
# The worker has the first advice (and then the file) but the window is deleted before it hands
# them over: it hands them over after the deletion, and does not wait for a paint that will not come.
where = sys.argv[1]
at_point, window_gone = threading.Event(), threading.Event()
timings = {}


def fake_open(path, first, on_first):
    if where == "first":
        at_point.set()
        window_gone.wait(30)
    t = time.perf_counter()
    on_first("first")
    timings["first"] = time.perf_counter() - t
    if where == "opened":
        at_point.set()
        window_gone.wait(30)
    return Opened()


startup.open_for_window = fake_open
w = Window(log)
w._opening = app_mod._BackgroundOpen(w, "file.gpuadv", None)


def poll():
    if not at_point.is_set():
        QTimer.singleShot(1, poll)
        return
    w.deleteLater()
    QTimer.singleShot(0, after_deletion)


def after_deletion():
    import shiboken6

    if shiboken6.isValid(w):
        QTimer.singleShot(1, after_deletion)
        return
    window_gone.set()
    QTimer.singleShot(0, wait_worker)


def wait_worker():
    if pool.activeThreadCount():
        QTimer.singleShot(1, wait_worker)
        return
    QTimer.singleShot(20, finish)


def finish():
    print("handed", len(log), "gc", gc.isenabled(), "waited", timings["first"] > 0.2, flush=True)
    app.exit(0)


QTimer.singleShot(0, poll)
sys.exit(app.exec())
"""


GONE_BEFORE_PANES = CHILD_COMMON + r"""
# The window shows the file's advice, then is deleted (closed by the user) before its panes are built.
class Session:
    last_result = "advice"


class Advised(Opened):
    advise_error = None
    session = Session()


class ClosedAfterTheAdvice(Window):
    def show_preview_advice(self, result):
        super().show_preview_advice(result)
        if result == "advice":
            self.deleteLater()


startup.open_for_window = lambda path, first, on_first: on_first("first") or Advised()
w = ClosedAfterTheAdvice(log)
w._opening = app_mod._BackgroundOpen(w, "file.gpuadv", None)


def wait_worker():
    if pool.activeThreadCount() or "advice" not in [kind for kind, _w in log]:
        QTimer.singleShot(1, wait_worker)
        return
    QTimer.singleShot(50, finish)


def finish():
    print(" ".join(kind for kind, _w in log), "gc", gc.isenabled(), flush=True)
    app.exit(0)


QTimer.singleShot(0, wait_worker)
sys.exit(app.exec())
"""


def _run(script: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", OPENBLAS_NUM_THREADS="1",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    try:
        return subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True,
                              timeout=timeout, env=env, cwd=ROOT)
    except subprocess.TimeoutExpired as exc:  # a dead-lock between the worker and the UI thread
        raise AssertionError(f"the child hung: {exc.stdout!r} {exc.stderr!r}") from None


def test_windows_deleted_at_any_point_of_their_workers_life_end_quietly():
    proc = _run(STRESS, "20261202", "1000")
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr[-3000:])  # -11: a use after free
    words = proc.stdout.split()
    assert words[:1] == ["kept"] and words[1] == words[3] != "0", proc.stdout  # the kept windows got their panes
    assert words[4:] == ["gc", "True", "off", "0"], proc.stdout  # the collector runs again; all on the UI thread
    assert "Traceback" not in proc.stderr and "Error calling Python override" not in proc.stderr, proc.stderr


def test_a_window_deleted_before_the_first_advice_is_handed_over():
    proc = _run(GONE_BEFORE_HANDOVER, "first", timeout=60)
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr[-3000:])
    assert proc.stdout.split() == ["handed", "0", "gc", "True", "waited", "False"], proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr


def test_a_window_deleted_before_the_opened_file_is_handed_over():
    proc = _run(GONE_BEFORE_HANDOVER, "opened", timeout=60)
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr[-3000:])
    out = proc.stdout.split()
    assert out[:2] == ["handed", "1"] and out[2:4] == ["gc", "True"], proc.stdout + proc.stderr  # the first advice only
    assert "Traceback" not in proc.stderr, proc.stderr


def test_a_window_deleted_between_its_advice_and_its_panes():
    proc = _run(GONE_BEFORE_PANES, timeout=60)
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr[-3000:])
    assert proc.stdout.split() == ["first", "advice", "gc", "True"], proc.stdout + proc.stderr  # no panes
    assert "Traceback" not in proc.stderr, proc.stderr  # nothing done to the deleted window
