"""Start-up benchmark: process start -> first painted main window, gpuadvisor vs a bare PySide6 window.

Each measurement is a fresh child process (offscreen platform, isolated GPUADVISOR_HOME).  The
parent passes its ``time.time()`` taken just before spawning; the child reports, against it:

* ``paint``   the window's first paint event (bare: a QMainWindow with a QLabel; app: the gpuadvisor
              main window started on an example project, as ``gpuadvisor FILE`` does);
* ``ready``   (app only) the first paint after the project is open in the panes;
* ``advised`` (app only) the first advice shown (computed off the UI thread).

Runs are interleaved (bare, app, bare, app ...) after one warm-up of each.  Output: ``name=value``
lines (medians in ms), ending with ``startup_ratio=X.XX`` = app first paint / bare first paint.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"
RUNS = int(os.environ.get("BENCH_RUNS", "7"))


def child(mode: str, t0: float) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    marks: dict[str, float] = {}
    app = QApplication(sys.argv[:1])

    def mark(name: str) -> None:
        if name not in marks:
            marks[name] = (time.time() - t0) * 1000.0

    def finish() -> None:
        print(" ".join(f"{k}={v:.1f}" for k, v in marks.items()), flush=True)
        app.exit(0)

    class PaintWatch(QObject):
        def __init__(self, window, name: str) -> None:
            super().__init__(window)
            self.window, self.name = window, name
            window.installEventFilter(self)

        def eventFilter(self, obj, event) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                mark(self.name)
                self.window.removeEventFilter(self)
                if self.name == "paint" and mode == "bare":
                    QTimer.singleShot(0, finish)
            return False

    if mode == "bare":
        window = QMainWindow()
        window.setWindowTitle("bare")
        window.resize(1280, 800)
        window.setCentralWidget(QLabel("Hello", window))
        PaintWatch(window, "paint")
        window.show()
    else:
        from gpuadvisor.ui.app import create_window

        def on_ready(w) -> None:
            w.bridge.result_ready.connect(lambda _r: (mark("advised"), QTimer.singleShot(0, finish)))
            PaintWatch(w, "ready")
            w.update()

        window = create_window(str(EXAMPLE), on_ready)
        PaintWatch(window, "paint")
    QTimer.singleShot(60000, finish)  # never hang
    app.exec()
    if mode == "app":
        window.bridge.undo_stack.setClean()
        window.bridge.wait_idle()
    os._exit(0)  # skip teardown: not part of start-up


def run_once(mode: str, home: str) -> dict[str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=home)
    t0 = time.time()
    out = subprocess.run([sys.executable, __file__, "--child", mode, repr(t0)], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    line = [ln for ln in out.stdout.splitlines() if "paint=" in ln]
    if out.returncode != 0 or not line:
        raise SystemExit(f"{mode} run failed (rc {out.returncode}): {out.stderr[-800:]}")
    return {k: float(v) for k, v in (kv.split("=") for kv in line[-1].split())}


def main() -> None:
    results: dict[str, list[dict[str, float]]] = {"bare": [], "app": []}
    with tempfile.TemporaryDirectory(prefix="gpuadv-bench-") as home:
        for mode in results:  # warm-up (file cache, bytecode)
            run_once(mode, home)
        for _ in range(RUNS):
            for mode in results:
                results[mode].append(run_once(mode, home))

    def med(mode: str, key: str) -> float:
        return statistics.median(r[key] for r in results[mode])

    bare, app = med("bare", "paint"), med("app", "paint")
    print(f"runs={RUNS}")
    print(f"bare_first_paint_ms={bare:.1f}")
    print(f"app_first_paint_ms={app:.1f}")
    print(f"app_project_shown_ms={med('app', 'ready'):.1f}")
    print(f"app_first_advice_ms={med('app', 'advised'):.1f}")
    print(f"bare_first_paint_min_ms={min(r['paint'] for r in results['bare']):.1f}")
    print(f"app_first_paint_min_ms={min(r['paint'] for r in results['app']):.1f}")
    print(f"project_shown_ratio={med('app', 'ready') / bare:.2f}")
    print(f"startup_ratio={app / bare:.2f}")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--child":
        child(sys.argv[2], float(sys.argv[3]))
    else:
        main()
