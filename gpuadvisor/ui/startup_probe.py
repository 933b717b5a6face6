"""Start-up marks of the window: what ``make bench-startup`` and the bundle check measure.

Nothing here runs in normal use.  ``benchmarks/bench_startup.py`` uses it in its child processes,
and ``gpuadvisor FILE`` uses it when ``GPUADVISOR_STARTUP_PROBE`` is set (hidden: the frozen
bundle cannot run the benchmark's own child, see ``packaging/ci_bundle.sh``):

* ``GPUADVISOR_STARTUP_PROBE=app``  the window opens FILE as ``gpuadvisor FILE`` does; one line of
  marks is printed and the process exits once the editable panes show the advice;
* ``GPUADVISOR_STARTUP_PROBE=bare`` (checked first thing in ``gpuadvisor.__main__``, before the
  CLI is imported) a plain QMainWindow with a QLabel, the same interpreter and Qt: the yardstick
  the app's marks are divided by;
* ``GPUADVISOR_STARTUP_T0``: the launcher's ``time.time()`` just before it started the process
  (marks are in ms since then; without it, since this module was imported).

Marks (each stamped when the window receives the event that paints that frame):

* ``paint``   the window's first paint;
* ``ready``   the first frame with the project in the panes (the read-only preview counts);
* ``advised`` the first frame with advice on screen;
* ``panes``   the first frame with the editable panes holding the advice;
* ``rss_mb``  peak resident memory of the process (``ru_maxrss``) when the last mark is in.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer

_IMPORTED = time.time()
ENV_MODE = "GPUADVISOR_STARTUP_PROBE"
ENV_T0 = "GPUADVISOR_STARTUP_T0"


def start_time() -> float:
    try:
        return float(os.environ[ENV_T0])
    except (KeyError, ValueError):
        return _IMPORTED


def peak_rss_mb() -> float:
    """Peak resident set size of this process in MiB (0 where the platform does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB on Linux


def project_on_screen(window) -> bool:
    if getattr(window, "project_on_screen", False):
        return True
    session = getattr(window, "session", None)  # a window without the preview: the panes hold the file
    return getattr(window, "bridge", None) is not None and session is not None and session.path is not None


def advice_on_screen(window) -> bool:
    if getattr(window, "advice_on_screen", False):
        return True
    return panes_hold_advice(window)


def panes_hold_advice(window) -> bool:
    session = getattr(window, "session", None)
    return (getattr(window, "bridge", None) is not None and session is not None
            and session.last_result is not None and session.path is not None)


class Marks(QObject):
    """Records the marks of ``window`` (``mode`` "app" or "bare"); calls ``done(marks)`` once all are in."""

    def __init__(self, window, mode: str, t0: float, done) -> None:
        super().__init__(window)
        self.window, self.mode, self.t0, self._done = window, mode, t0, done
        self.marks: dict[str, float] = {}
        self._finished = False
        window.installEventFilter(self)

    def mark(self, name: str) -> None:
        if name not in self.marks:
            self.marks[name] = (time.time() - self.t0) * 1000.0

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind not in (QEvent.Type.Paint, QEvent.Type.UpdateRequest) or self._finished:
            return False
        self.mark("paint")
        if self.mode == "app":
            w = self.window
            if project_on_screen(w):
                self.mark("ready")
            if advice_on_screen(w):
                self.mark("advised")
            if panes_hold_advice(w):
                self.mark("panes")
            complete = {"ready", "advised", "panes"} <= self.marks.keys()
        else:
            complete = True
        if complete:
            self._finished = True
            QTimer.singleShot(0, self._finish)  # after this frame
        return False

    def _finish(self) -> None:
        self.window.removeEventFilter(self)
        self._done(self.marks)

    def line(self) -> str:
        return " ".join(f"{k}={v:.1f}" for k, v in self.marks.items()) + f" rss_mb={peak_rss_mb():.1f}"


def bare_window():
    """The yardstick: a QMainWindow with a QLabel, the size of the app's window."""
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 800)
    window.setCentralWidget(QLabel("Hello", window))
    return window


def run(app, mode: str, file: str | None, t0: float | None = None, timeout_ms: int = 60000) -> int:
    """Show the bare window or the app's window on ``file``, print the marks line, return the exit code.

    The app window is made the way ``gpuadvisor FILE`` makes it (:func:`gpuadvisor.ui.app.create_window`).
    """
    t0 = start_time() if t0 is None else t0
    state: dict[str, object] = {}

    def done(_marks) -> None:
        print(state["marks"].line(), flush=True)
        app.exit(0)

    if mode == "bare":
        window = bare_window()
        state["marks"] = Marks(window, mode, t0, done)
        window.show()
    else:
        from .app import create_window

        window = create_window(file)
        state["marks"] = Marks(window, mode, t0, done)
    QTimer.singleShot(timeout_ms, lambda: (print("startup probe: timed out", file=sys.stderr, flush=True),
                                           app.exit(3)))
    code = app.exec()
    bridge = getattr(window, "bridge", None)
    if bridge is not None:  # nothing to save, nothing to recover: a probe leaves no trace
        bridge.undo_stack.setClean()
        bridge.wait_idle()
        window.session.discard_autosave()
    return code


def run_bare() -> int:
    """``GPUADVISOR_STARTUP_PROBE=bare``: the yardstick window, with nothing of the app imported."""
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    return run(app, "bare", None)
