"""Scale without a cliff: a generated project of 250 / 260 / 500 workloads.

Prints ``name=value`` lines:
  advise_cold_ms_<n>          every workload advised from scratch (empty advice cache)
  readvise_edit_ms_<n>        re-advise after an edit of one workload (median; the others from the cache)
  readvise_recomputed_<n>     workloads the engine recomputed for that edit (1 = no cache cliff)
  select_workload_ms_500      the window: selecting another workload in the tree, until the panes
                              are updated (median over workloads; _max the slowest)
  ui_max_block_ms_500         the window: the longest gap of a 1 ms QTimer heartbeat from an edit
                              until its advice is shown (the UI thread blocked that long; on a
                              loaded machine this includes waiting for a CPU)
  ui_max_busy_ms_500          the same gaps in the UI thread's own CPU time (time.thread_time):
                              the work the UI thread did between two beats, whatever the load
  ui_edit_to_result_ms_500    the window: from the edit until its advice is shown
  report_pdf_s_500            ``gpuadvisor report FILE --pdf`` wall time (a child process)
  report_cpu_s_500            its CPU time, user + system (steadier than the wall time on a busy machine)
  report_peak_mb_500          its peak resident memory (resource.getrusage of the child)
  report_pages_500            pages of that PDF
Usage: python benchmarks/bench_scale.py [--sizes 250,260,500] [--no-ui] [--no-report] [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_advise import generated_project  # noqa: E402

from gpuadvisor.catalog import load_catalog  # noqa: E402
from gpuadvisor.domain.edits import SetField, apply_edit  # noqa: E402
from gpuadvisor.engine import advisor  # noqa: E402


def _counting():
    """Wrap advisor._advise_workload to count the workloads the engine really computes."""
    calls = {"n": 0}
    real = advisor._advise_workload

    def counted(*a, **k):
        calls["n"] += 1
        return real(*a, **k)

    advisor._advise_workload = counted
    return calls, lambda: setattr(advisor, "_advise_workload", real)


def bench_readvise(sizes: list[int], repeat: int) -> None:
    catalog = load_catalog()
    advisor.advise(generated_project(5), catalog)  # warm imports and the option list
    for n in sizes:
        doc = generated_project(n)
        advisor.clear_advice_cache()
        t0 = time.perf_counter()
        advisor.advise(doc, catalog)
        cold = (time.perf_counter() - t0) * 1000.0
        workloads = [w for _p, w in doc.workloads()]
        calls, restore = _counting()
        times, recomputed = [], []
        try:
            for i in range(repeat):
                w = workloads[(i * 37) % len(workloads)]
                apply_edit(doc, SetField(w.id, "recipe.micro_batch", 1 + (w.recipe.micro_batch % 7) + i % 3))
                calls["n"] = 0
                t0 = time.perf_counter()
                advisor.advise(doc, catalog)
                times.append((time.perf_counter() - t0) * 1000.0)
                recomputed.append(calls["n"])
        finally:
            restore()
        print(f"advise_cold_ms_{n}={cold:.1f}", flush=True)
        print(f"readvise_edit_ms_{n}={statistics.median(times):.1f}", flush=True)
        print(f"readvise_recomputed_{n}={max(recomputed)}", flush=True)


def bench_ui(n: int, repeat: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("GPUADVISOR_HOME", tempfile.mkdtemp(prefix="bench-home-"))
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(["bench"])
    doc = generated_project(n)
    session = ProjectSession(document=doc)
    win = MainWindow(session=session)
    win.show()
    bridge = win.bridge

    def wait_result(timeout_ms: int = 600_000) -> None:
        loop = QEventLoop()
        bridge.result_ready.connect(loop.quit)
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec()
        bridge.result_ready.disconnect(loop.quit)

    def settle(ms: int = 50) -> None:
        end = time.perf_counter() + ms / 1000.0
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.001)

    bridge.schedule_recompute()  # as opening the file does
    wait_result()
    settle(200)
    workloads = [w for _p, w in doc.workloads()]

    # selection: tree click -> every pane follows
    times = []
    for i in range(repeat):
        w = workloads[(i * 53 + 11) % len(workloads)]
        t0 = time.perf_counter()
        win.tree.select_id(w.id)
        app.processEvents()
        times.append((time.perf_counter() - t0) * 1000.0)
        settle(20)
    print(f"select_workload_ms_{n}={statistics.median(times):.1f}", flush=True)
    print(f"select_workload_ms_{n}_max={max(times):.1f}", flush=True)

    # an edit: heartbeat gaps until its advice is shown
    gaps, busy, edit_ms = [], [], []
    for i in range(max(3, repeat // 3)):
        w = workloads[(i * 29 + 5) % len(workloads)]
        win.tree.select_id(w.id)
        settle(50)
        beats: list[tuple[float, float]] = []
        timer = QTimer()
        timer.setInterval(1)
        timer.timeout.connect(lambda: beats.append((time.perf_counter(), time.thread_time())))
        timer.start()
        settle(20)
        done = {"t": None}

        def on_result(_r, done=done):
            done["t"] = time.perf_counter()

        bridge.result_ready.connect(on_result)
        t0 = time.perf_counter()
        bridge.push(SetField(w.id, "recipe.micro_batch", 1 + (w.recipe.micro_batch % 5) + 1))
        while done["t"] is None and time.perf_counter() - t0 < 600:
            app.processEvents()
            time.sleep(0.0005)
        settle(100)
        timer.stop()
        bridge.result_ready.disconnect(on_result)
        edit_ms.append((done["t"] - t0) * 1000.0)
        window = [b for b in beats if b[0] >= t0 - 0.005]
        pairs = list(zip(window, window[1:]))
        gaps.append(max(((b[0] - a[0]) * 1000.0 for a, b in pairs), default=float("nan")))
        busy.append(max(((b[1] - a[1]) * 1000.0 for a, b in pairs), default=float("nan")))
    print(f"ui_max_block_ms_{n}={max(gaps):.1f}", flush=True)
    print(f"ui_max_busy_ms_{n}={max(busy):.1f}", flush=True)
    print(f"ui_edit_to_result_ms_{n}={statistics.median(edit_ms):.1f}", flush=True)
    bridge.wait_idle()
    bridge.undo_stack.setClean()
    win.close()


def bench_report(n: int) -> None:
    from gpuadvisor.persistence import save_project

    with tempfile.TemporaryDirectory(prefix="bench-report-") as d:
        src = Path(d) / f"generated{n}.gpuadv"
        save_project(generated_project(n), src)
        out = Path(d) / "report.pdf"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=d)
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "report", str(src), "--pdf", str(out)],
                              cwd=ROOT, env=env, capture_output=True, text=True)
        wall = time.perf_counter() - t0
        if proc.returncode != 0:
            print(proc.stderr[-2000:], file=sys.stderr)
            raise SystemExit(f"report failed ({proc.returncode})")
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        peak_kb = usage.ru_maxrss  # KiB on Linux
        pages = len(re.findall(rb"/Type\s*/Page[^s]", out.read_bytes()))
        print(f"report_pdf_s_{n}={wall:.1f}", flush=True)
        print(f"report_cpu_s_{n}={usage.ru_utime + usage.ru_stime:.1f}", flush=True)
        print(f"report_peak_mb_{n}={peak_kb / 1024.0:.0f}", flush=True)
        print(f"report_pages_{n}={pages}", flush=True)
        print(f"report_bytes_{n}={out.stat().st_size}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="250,260,500")
    ap.add_argument("--repeat", type=int, default=9)
    ap.add_argument("--no-ui", action="store_true")
    ap.add_argument("--no-report", action="store_true")
    ap.add_argument("--no-readvise", action="store_true")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    largest = max(sizes)
    if not args.no_report:  # first: the only child process, so RUSAGE_CHILDREN is its own peak
        bench_report(largest)
    if not args.no_readvise:
        bench_readvise(sizes, args.repeat)
    if not args.no_ui:
        bench_ui(largest, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
