"""Write PNGs of the main views for both example projects (offscreen, 1280×800).

Usage: ``QT_QPA_PLATFORM=offscreen python tools/screenshots.py [OUT_DIR]`` (default docs/screenshots).
Each picture is taken after the advice for the shown workload has arrived and the panes settled.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "resources" / "examples"

#: (example, workload to select, file stem)
SHOTS = [
    ("manufacturer", "mfg-c-serve", "manufacturer"),
    ("ecommerce", "ecom-recsys", "ecommerce"),
]


def settle(app, ms: int = 800) -> None:
    end = time.monotonic() + ms / 1000.0
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def wait_advised(app, window, workload_id: str, timeout_s: float = 60.0) -> None:
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        app.processEvents()
        res = window.session.last_result
        if (res is not None and not window.bridge.busy and res.for_workload(workload_id) is not None
                and window.session.generation and not window.session._result_stale):
            return
        time.sleep(0.01)
    raise SystemExit(f"no advice for {workload_id} within {timeout_s} s")


def main(out_dir: Path) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["GPUADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpuadv-shots-")  # no saved layout
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for example, workload_id, stem in SHOTS:
        window = MainWindow(session=ProjectSession())
        window.resize(1280, 800)
        window.show()
        window.open_path(str(EXAMPLES / f"{example}.gpuadv"), ask=False)
        window.tree.select_id(workload_id)
        wait_advised(app, window, workload_id)
        settle(app)
        shots = {
            "recommendations": lambda w: w.views.setCurrentIndex(0),
            "recipe": lambda w: w.editor.tabs.setCurrentIndex(1),
            "charts": lambda w: w.views.setCurrentIndex(1),
            "plan": lambda w: w.views.setCurrentIndex(2),
        }
        for view, prepare in shots.items():
            prepare(window)
            settle(app)
            path = out_dir / f"{stem}-{view}.png"
            window.grab().save(str(path))
            written.append(path)
        window.bridge.undo_stack.setClean()
        window.bridge.wait_idle()
        window.close()
    for p in written:
        print(p.relative_to(ROOT) if p.is_relative_to(ROOT) else p)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))
