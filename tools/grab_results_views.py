"""Grab PNGs of the results views on an example project (offscreen), to look at them.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/grab_results_views.py [example] [outdir]

Writes ``panel_<workload>.png`` for every workload, ``plan.png`` and ``diagnosis.png`` into
``outdir`` (default /tmp/gpuadvisor_grabs), each from a 1280×800 QMainWindow.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def settle(app, rounds: int = 4) -> None:
    """Let deferred layout requests run (word-wrapped labels and resized tables take a few passes)."""
    for _ in range(rounds):
        app.processEvents()


def main() -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget

    from gpuadvisor.persistence import load_project
    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.bridge import SessionBridge
    from gpuadvisor.ui.dialogs.diagnosis import DiagnosisDialog
    from gpuadvisor.ui.views.plan_view import PlanView
    from gpuadvisor.ui.views.recommendation_panel import RecommendationPanel

    example = sys.argv[1] if len(sys.argv) > 1 else "manufacturer"
    out = Path(sys.argv[2] if len(sys.argv) > 2 else tempfile.gettempdir()) / "gpuadvisor_grabs"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    session = ProjectSession(document=load_project(ROOT / "resources" / "examples" / f"{example}.gpuadv"))
    bridge = SessionBridge(session)
    win = QMainWindow()
    tabs = QTabWidget(win)
    panel = RecommendationPanel(bridge, tabs)
    plan = PlanView(bridge, tabs)
    tabs.addTab(panel, "Recommendations")
    tabs.addTab(plan, "Plan")
    win.setCentralWidget(tabs)
    win.resize(1280, 800)
    win.show()
    result = bridge.recompute_now()
    for wa in result.workloads:
        bridge.select_workload(wa.workload.id)
        tabs.setCurrentWidget(panel)
        settle(app)
        win.grab().save(str(out / f"panel_{example}_{wa.workload.id}.png"))
    tabs.setCurrentWidget(plan)
    settle(app)
    win.grab().save(str(out / f"plan_{example}.png"))
    dlg = DiagnosisDialog()
    dlg.load_example()
    dlg.diagnose()
    dlg.show()
    settle(app)
    dlg.grab().save(str(out / "diagnosis.png"))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
