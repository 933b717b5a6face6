"""``gpuadvisor --self-test``: a headless smoke test of the installed app or bundle.

Opens the bundled example project in the main window (offscreen), waits for the first advice
(computed off the UI thread) and checks that fonts exist and every workload got options.
"""

from __future__ import annotations

import os
import sys


def run_self_test(timeout_s: float = 60.0) -> int:
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if not os.environ.get("GPUADVISOR_HOME"):  # never touch the user's settings, recent files or autosave
        os.environ["GPUADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpuadvisor-selftest-home-")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")  # the offscreen plugin's size-hint notices
    try:
        return _run(timeout_s)
    except Exception as exc:  # noqa: BLE001 - report any failure as the reason
        print(f"self-test FAILED: {exc}", file=sys.stderr)
        return 1


def _run(timeout_s: float) -> int:
    import time

    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    from gpuadvisor.paths import examples_dir
    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if not QFontDatabase.families():
        print("self-test FAILED: no fonts installed (text would not render)", file=sys.stderr)
        return 1
    example = examples_dir() / "manufacturer.gpuadv"
    window = MainWindow(session=ProjectSession())
    window.show()
    if not window.open_path(str(example), ask=False):
        print(f"self-test FAILED: could not open {example}", file=sys.stderr)
        return 1
    print(f"self-test: window opened with {example.name}")
    results = []
    window.bridge.result_ready.connect(results.append)
    window.bridge.advise_failed.connect(lambda m: results.append(RuntimeError(m)))
    deadline = time.monotonic() + timeout_s
    while not results and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    if not results or isinstance(results[-1], Exception):
        print(f"self-test FAILED: no advice ({results[-1] if results else 'timed out'})", file=sys.stderr)
        return 1
    result = results[-1]
    empty = [wa.workload.name for wa in result.workloads if not wa.feasible]
    if empty:
        print(f"self-test FAILED: no option fits {', '.join(empty)}", file=sys.stderr)
        return 1
    print(f"self-test: advised {len(result.workloads)} workloads over {result.option_count} options "
          f"in {result.elapsed_ms:.0f} ms")
    if not _render_outputs(window, result):
        return 1
    window.bridge.undo_stack.setClean()
    window.close()
    print("self-test: OK")
    return 0


def _render_outputs(window, result) -> bool:
    """Draw the buy-or-rent charts and write the printed summary as a PDF into a temporary folder."""
    import tempfile
    from pathlib import Path

    from gpuadvisor.ui.printing import write_pdf

    with tempfile.TemporaryDirectory(prefix="gpuadvisor-selftest-") as tmp:
        folder = Path(tmp)
        view = window.ensure_charts()
        view.set_result(result)
        written = []
        for name, chart in view.charts().items():
            path = folder / f"{name}.png"
            chart.export_png(str(path))
            if not path.is_file() or path.stat().st_size < 1000:
                print(f"self-test FAILED: chart {name} was not rendered", file=sys.stderr)
                return False
            written.append(path)
        print(f"self-test: rendered {len(written)} charts ({', '.join(p.name for p in written)})")
        pdf = folder / "summary.pdf"
        write_pdf(result, pdf)
        data = pdf.read_bytes() if pdf.is_file() else b""
        if not data.startswith(b"%PDF") or len(data) < 5000:
            print("self-test FAILED: the PDF summary was not written", file=sys.stderr)
            return False
        print(f"self-test: wrote the printed summary ({len(data) // 1024} KiB PDF) in a temporary folder")
    return True
