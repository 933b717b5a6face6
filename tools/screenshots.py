"""Write PNGs of the main views for both example projects (offscreen, 1280×800).

Usage: ``QT_QPA_PLATFORM=offscreen python tools/screenshots.py [--lang zh_TW] [--qm FILE] [OUT_DIR]``
(default docs/screenshots).  Each picture is taken after the advice for the shown workload has
arrived and the panes settled.  ``--lang zh_TW`` installs the shipped translation
(resources/i18n/gpuadvisor_zh_TW.qm, or ``--qm FILE``) and writes ``zh_TW-<example>-<view>.png``.
The start page (what a new user sees, no file open) and the Answer view are also taken at
1920×1080 (``...-1920x1080.png``).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "resources" / "examples"

#: the other window size the start page and the Answer view are taken at
LARGE = (1920, 1080)

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


def main(out_dir: Path, lang: str = "en", qm: str | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["GPUADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpuadv-shots-")  # no saved layout
    os.environ["GPUADVISOR_LANG"] = lang
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.app import install_language
    from gpuadvisor.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_language(app, lang, qm_path=qm)
    prefix = "" if lang == "en" else f"{lang}-"
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    # what a new user sees: no file open, no recent files yet
    window = MainWindow(session=ProjectSession())
    window.resize(1280, 800)
    window.show()
    window.show_start_page()
    settle(app)
    for size, suffix in (((1280, 800), ""), (LARGE, "-%dx%d" % LARGE)):
        window.resize(*size)
        settle(app, 500)
        path = out_dir / f"{prefix}start-page{suffix}.png"
        window.grab().save(str(path))
        written.append(path)
    window.close()
    for example, workload_id, stem in SHOTS:
        window = MainWindow(session=ProjectSession())
        window.resize(1280, 800)
        window.show()
        window.open_path(str(EXAMPLES / f"{example}.gpuadv"), ask=False)
        window.tree.select_id(workload_id)
        wait_advised(app, window, workload_id)
        settle(app)
        shots = {
            "recommendations": lambda w: w.views.setCurrentWidget(w.splitter),
            "recipe": lambda w: w.editor.tabs.setCurrentIndex(1),
            "charts": lambda w: w.views.setCurrentIndex(w.views.indexOf(w._charts_page)),
            "plan": lambda w: w.views.setCurrentIndex(w.views.indexOf(w._plan_page)),  # built when shown
            "answer": lambda w: (w.views.setCurrentWidget(w.answer_view), w.answer_view.refresh()),
        }
        for view, prepare in shots.items():
            prepare(window)
            settle(app, 1500)
            path = out_dir / f"{prefix}{stem}-{view}.png"
            window.grab().save(str(path))
            written.append(path)
        window.resize(*LARGE)  # the Answer (shown last) at the larger size too
        settle(app)
        path = out_dir / (f"{prefix}{stem}-answer-%dx%d.png" % LARGE)
        window.grab().save(str(path))
        written.append(path)
        window.bridge.undo_stack.setClean()
        window.bridge.wait_idle()
        window.close()
    for p in written:
        print(p.relative_to(ROOT) if p.is_relative_to(ROOT) else p)
    return 0


def parse_args(argv: list[str]):
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out_dir", nargs="?", type=Path, default=ROOT / "docs" / "screenshots")
    ap.add_argument("--lang", choices=("en", "zh_TW"), default="en", help="language of the window (default en)")
    ap.add_argument("--qm", help="a compiled translation to use instead of resources/i18n/gpuadvisor_<lang>.qm")
    return ap.parse_args(argv)


if __name__ == "__main__":
    args = parse_args(sys.argv[1:])
    if args.qm and not Path(args.qm).is_file():
        raise SystemExit(f"no such translation: {args.qm}")
    sys.exit(main(args.out_dir, args.lang, args.qm))
