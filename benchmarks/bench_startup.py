"""Start-up benchmark: gpuadvisor opening an example project against a bare PySide6 window.

Each measurement is a fresh child process (offscreen platform, one scratch GPUADVISOR_HOME for the
whole run).  The parent passes its ``time.time()`` taken just before spawning; the child reports,
against it, the marks of :mod:`gpuadvisor.ui.startup_probe` (each stamped when the window gets the
event that paints that frame):

* ``paint``   the window's first paint (bare: a QMainWindow with a QLabel; app: the gpuadvisor main
              window started on the example, as ``gpuadvisor FILE`` does);
* ``ready``   (app) the first frame with the project in the panes (the read-only preview counts);
* ``advised`` (app) the first frame with advice on screen;
* ``panes``   (app) the first frame with the editable panes holding the advice;
* ``rss_mb``  peak resident memory of the child when its last mark is in.

The children write and reuse bytecode in a scratch folder (``PYTHONPYCACHEPREFIX``) even where
``PYTHONDONTWRITEBYTECODE`` is set, as an installed app (pip compiles on install) and the bundle
(PyInstaller ships bytecode) do; the warm-up run of each kind fills it, and the catalog cache.

Runs are interleaved (bare, app, bare, app ...) after one warm-up of each.  Output: ``name=value``
lines (medians over the runs; ms and MiB), among them

* ``startup_ratio``       app first paint / bare first paint;
* ``project_shown_ratio`` app ``ready`` / bare first paint;
* ``first_advice_ratio``  app ``advised`` / bare first paint;
* ``rss_mb``, ``bare_rss_mb``, ``catalogs_mb`` (the shipped catalog files on disk) and
  ``rss_ratio`` = rss_mb / (bare_rss_mb + catalogs_mb);
* ``..._min_ms``: the fastest run of a mark (on a shared machine, less moved by other work).

``--memory`` (Linux) prints where the window's resident memory goes instead: one fresh child takes the
steps of the start-up one after another on the UI thread (no worker, so each step's growth is its
own) and prints, per step, ``memory_step=NAME rss_mb=TOTAL delta_mb=GROWTH modules=COUNT``; the
last line is the child's peak.  The sum differs a little from ``rss_mb`` (the worker thread's heap).

``--bundle EXE`` measures a frozen bundle instead, with its own bare window
(``GPUADVISOR_STARTUP_PROBE=bare``): lines ``bundle_...`` (``packaging/ci_bundle.sh``).
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
    from PySide6.QtWidgets import QApplication

    from gpuadvisor.ui import startup_probe

    app = QApplication(sys.argv[:1])
    if mode == "app":  # as ``gpuadvisor FILE`` does before its window: name, icon, language
        from gpuadvisor.ui.app import prepare_application

        prepare_application(app)
    code = startup_probe.run(app, mode, str(EXAMPLE), t0)
    os._exit(code)  # skip teardown: not part of start-up


def memory_child() -> None:
    """``--memory``'s child: the start-up's steps in order, the resident memory after each."""
    page = os.sysconf("SC_PAGE_SIZE")
    last = [0.0]

    def step(name: str, action) -> object:
        value = action()
        with open("/proc/self/statm") as fh:
            rss = int(fh.read().split()[1]) * page / (1024 * 1024)
        print(f"memory_step={name} rss_mb={rss:.1f} delta_mb={rss - last[0]:+.1f} modules={len(sys.modules)}",
              flush=True)
        last[0] = rss
        return value

    step("python", lambda: None)
    step("PySide6.QtCore,QtGui,QtWidgets", lambda: __import__("PySide6.QtWidgets"))
    from PySide6.QtWidgets import QApplication

    app = step("QApplication", lambda: QApplication(sys.argv[:1]))

    def prepare():
        from gpuadvisor.ui.app import prepare_application

        prepare_application(app)

    step("prepare_application", prepare)

    def preview():
        from gpuadvisor.ui.main_window import MainWindow

        window = MainWindow()
        window.show_preview(str(EXAMPLE))
        window.show()
        window.grab()  # painted
        return window

    window = step("window+preview_painted", preview)
    step("pydantic", lambda: __import__("pydantic"))
    step("numpy", lambda: __import__("numpy"))
    step("gpuadvisor.domain", lambda: __import__("gpuadvisor.domain.project"))
    step("gpuadvisor.catalog_modules", lambda: __import__("gpuadvisor.catalog.loader"))
    step("gpuadvisor.engine_modules", lambda: (__import__("gpuadvisor.engine.advisor"), __import__("gpuadvisor.engine.vector")))
    from gpuadvisor.session import ProjectSession

    session = ProjectSession()
    step("file_opened", lambda: session.open(EXAMPLE))
    step("catalogs_loaded", lambda: session.catalog)
    first = next(iter(w.id for _p, w in session.document.workloads()))
    step("first_workload_advised", lambda: session.advise_some({first}))
    step("all_advised", session.recompute)
    from gpuadvisor.settings import load_settings

    window._settings = step("settings", load_settings)

    def panes():
        window.attach(session)
        window.grab()

    step("panes_built_and_painted", panes)
    from gpuadvisor.ui.startup_probe import peak_rss_mb

    print(f"memory_peak_mb={peak_rss_mb():.1f}", flush=True)
    os._exit(0)


def main_memory() -> None:
    with tempfile.TemporaryDirectory(prefix="gpuadv-bench-") as home:
        env = _env(home)
        env.setdefault("OPENBLAS_NUM_THREADS", "1")  # as prepare_application sets it before numpy loads
        for _ in range(2):  # the first run fills the bytecode and the catalog cache
            out = subprocess.run([sys.executable, __file__, "--memory-child"], env=env, cwd=ROOT,
                                 capture_output=True, text=True, timeout=120)
        if out.returncode != 0:
            raise SystemExit(f"memory run failed (rc {out.returncode}): {out.stdout[-400:]} {out.stderr[-800:]}")
        print("\n".join(ln for ln in out.stdout.splitlines() if ln.startswith("memory_")))


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=home,
               PYTHONPYCACHEPREFIX=os.path.join(home, "pycache"))
    # the child imports this tree's package, not whatever the environment has installed (an editable
    # install of another checkout): a worktree of an older commit measures its own code
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _parse(out: subprocess.CompletedProcess, what: str) -> dict[str, float]:
    line = [ln for ln in out.stdout.splitlines() if "paint=" in ln]
    if out.returncode != 0 or not line:
        raise SystemExit(f"{what} run failed (rc {out.returncode}): {out.stdout[-400:]} {out.stderr[-800:]}")
    return {k: float(v) for k, v in (kv.split("=") for kv in line[-1].split())}


def run_once(mode: str, home: str) -> dict[str, float]:
    env = _env(home)
    t0 = time.time()
    out = subprocess.run([sys.executable, __file__, "--child", mode, repr(t0)], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    return _parse(out, mode)


def run_bundle_once(exe: str, mode: str, home: str) -> dict[str, float]:
    """The frozen app started as a user starts it (``gpuadvisor FILE``), its marks printed by itself."""
    env = _env(home)
    env.pop("PYTHONPYCACHEPREFIX")
    env["GPUADVISOR_STARTUP_PROBE"] = mode
    example = Path(exe).resolve().parent / "_internal" / "resources" / "examples" / EXAMPLE.name
    t0 = time.time()
    env["GPUADVISOR_STARTUP_T0"] = repr(t0)
    out = subprocess.run([exe, str(example if example.is_file() else EXAMPLE)], env=env, capture_output=True,
                         text=True, timeout=120)
    return _parse(out, f"bundle {mode}")


def catalogs_mb() -> float:
    """Size of the shipped catalog files on disk, MiB."""
    return sum(f.stat().st_size for f in (ROOT / "catalogs").glob("*.json")) / (1024 * 1024)


def measure(runner) -> dict[str, list[dict[str, float]]]:
    results: dict[str, list[dict[str, float]]] = {"bare": [], "app": []}
    with tempfile.TemporaryDirectory(prefix="gpuadv-bench-") as home:
        for mode in results:  # warm-up (file cache, bytecode, catalog cache)
            runner(mode, home)
        for _ in range(RUNS):
            for mode in results:
                results[mode].append(runner(mode, home))
    return results


def main() -> None:
    results = measure(run_once)

    def med(mode: str, key: str) -> float:
        return statistics.median(r[key] for r in results[mode])

    bare = med("bare", "paint")
    bare_rss, app_rss, cat = med("bare", "rss_mb"), med("app", "rss_mb"), catalogs_mb()
    print(f"runs={RUNS}")
    print(f"bare_first_paint_ms={bare:.1f}")
    print(f"app_first_paint_ms={med('app', 'paint'):.1f}")
    print(f"app_project_shown_ms={med('app', 'ready'):.1f}")
    print(f"app_first_advice_ms={med('app', 'advised'):.1f}")
    print(f"app_panes_ready_ms={med('app', 'panes'):.1f}")
    print(f"bare_first_paint_min_ms={min(r['paint'] for r in results['bare']):.1f}")
    print(f"app_first_paint_min_ms={min(r['paint'] for r in results['app']):.1f}")
    print(f"app_first_advice_min_ms={min(r['advised'] for r in results['app']):.1f}")
    print(f"startup_ratio={med('app', 'paint') / bare:.2f}")
    print(f"project_shown_ratio={med('app', 'ready') / bare:.2f}")
    print(f"first_advice_ratio={med('app', 'advised') / bare:.2f}")
    print(f"panes_ready_ratio={med('app', 'panes') / bare:.2f}")
    print(f"bare_rss_mb={bare_rss:.1f}")
    print(f"rss_mb={app_rss:.1f}")
    print(f"catalogs_mb={cat:.2f}")
    print(f"rss_ratio={app_rss / (bare_rss + cat):.2f}")


def main_bundle(exe: str) -> None:
    results = measure(lambda mode, home: run_bundle_once(exe, mode, home))

    def med(mode: str, key: str) -> float:
        return statistics.median(r[key] for r in results[mode])

    bare = med("bare", "paint")
    print(f"bundle_runs={RUNS}")
    print(f"bundle_bare_first_paint_ms={bare:.1f}")
    print(f"bundle_first_paint_ms={med('app', 'paint'):.1f}")
    print(f"bundle_project_shown_ms={med('app', 'ready'):.1f}")
    print(f"bundle_first_advice_ms={med('app', 'advised'):.1f}")
    print(f"bundle_startup_ratio={med('app', 'paint') / bare:.2f}")
    print(f"bundle_project_shown_ratio={med('app', 'ready') / bare:.2f}")
    print(f"bundle_first_advice_ratio={med('app', 'advised') / bare:.2f}")
    print(f"bundle_bare_rss_mb={med('bare', 'rss_mb'):.1f}")
    print(f"bundle_rss_mb={med('app', 'rss_mb'):.1f}")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--child":
        child(sys.argv[2], float(sys.argv[3]))
    elif len(sys.argv) >= 2 and sys.argv[1] == "--memory-child":
        memory_child()
    elif len(sys.argv) >= 2 and sys.argv[1] == "--memory":
        main_memory()
    elif len(sys.argv) >= 3 and sys.argv[1] == "--bundle":
        main_bundle(sys.argv[2])
    else:
        main()
