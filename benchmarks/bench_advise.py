"""Time a full advise of each example project and of generated 50- and 500-workload projects, and
the PDF report of the manufacturer example.

Prints ``name=value`` lines (medians over repeated runs, milliseconds):
  advise_<example>_cold_ms      every workload advised from scratch (no advice cache)
  advise_<example>_edit_ms      re-advise after an edit of one workload (the others come from the cache)
  advise_generated50_cold_ms    50 generated workloads over the whole catalog, from scratch
  options_considered            hardware options per workload
  report_pdf_ms                 the PDF that ``gpuadvisor report manufacturer.gpuadv --pdf OUT.pdf`` writes
                                (page 1 the answer, then the appendices and the buy-vs-rent charts; A4,
                                English), written to a temporary file by the same ``ui.printing.write_pdf``
                                call, the advice computed beforehand (untimed, from scratch each run):
                                rendering only, no advise
  report_pdf_summary_ms         the same with ``--summary-only`` (the one-page answer alone)
  report_pdf_total_ms           the whole command in-process (``gpuadvisor.cli.main``): load the file,
                                advise it from scratch (advice cache cleared; the catalog stays loaded),
                                write the PDF
  advise_generated500_cold_ms   500 generated workloads, from scratch (fewer repeats: a third of --repeat)
The report lines are medians after one warm-up run (fonts, Qt's PDF and image plug-ins loaded).
Usage: python benchmarks/bench_advise.py [--repeat N] [--report-only]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gpuadvisor.catalog import load_catalog  # noqa: E402
from gpuadvisor.domain.edits import SetField, apply_edit  # noqa: E402
from gpuadvisor.domain.project import ModelSpec, Project, ProjectDocument, Recipe, Schedule, Workload  # noqa: E402
from gpuadvisor.engine.advisor import advise, clear_advice_cache  # noqa: E402
from gpuadvisor.persistence import load_project  # noqa: E402


def generated_project(n: int = 50) -> ProjectDocument:
    """A mix of every workload kind over catalog presets of different sizes."""
    cat = load_catalog()
    llms = [m for m in cat.models if m.spec.family == "decoder_llm" and m.spec.arch is not None]
    others = [m for m in cat.models if m.spec.family in ("vision_cnn", "detector", "encoder") and m.spec.gflops_per_sample]
    kinds = ["pretrain", "full_finetune", "lora", "qlora", "batch_inference", "realtime_inference", "llm_serving"]
    freqs = ["daily", "weekly", "monthly", "quarterly", "always_on", "once"]
    projects = [Project(name=f"Project {i + 1}") for i in range(5)]
    for i in range(n):
        kind = kinds[i % len(kinds)]
        use_llm = kind in ("lora", "qlora", "llm_serving") or i % 3 == 0
        preset = llms[(i * 7) % len(llms)] if use_llm or not others else others[i % len(others)]
        spec = preset.spec
        recipe = Recipe(
            seq_len=2048, micro_batch=4 if kind in ("pretrain", "full_finetune") else 8,
            dataset_tokens=1e9 if spec.family == "decoder_llm" else None,
            dataset_samples=1e6 if spec.family != "decoder_llm" else None,
            samples_per_run=1e5, requests_per_day=2000, latency_target_ms=2000 if kind == "realtime_inference" else None,
            weight_format="nf4" if kind == "qlora" else "bf16",
        )
        freq = "always_on" if kind in ("llm_serving", "realtime_inference") else freqs[i % 4]
        w = Workload(name=f"W{i}", kind=kind, model=spec, recipe=recipe, schedule=Schedule(frequency=freq))
        projects[i % 5].workloads.append(w)
    return ProjectDocument(title=f"Generated {n}", projects=projects)


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return statistics.median(times)


def report_lines(repeat: int) -> list[str]:
    """``report_pdf_ms``, ``report_pdf_summary_ms`` and ``report_pdf_total_ms`` (see the module doc)."""
    from gpuadvisor.cli import advise_file
    from gpuadvisor.cli import main as cli_main
    from gpuadvisor.cli.report_cmd import _ensure_app

    app = _ensure_app()  # noqa: F841 - the report's fonts and charts need a QGuiApplication
    from gpuadvisor.ui.printing import write_pdf

    src = str(ROOT / "resources" / "examples" / "manufacturer.gpuadv")

    def fresh_advice():
        """The advice as the command holds it before printing: computed from scratch, so what the
        engine works out lazily on first use (e.g. the suggestions of an option that does not fit)
        is timed with the report, as in one ``gpuadvisor report`` run."""
        clear_advice_cache()
        return advise_file(src)

    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "report.pdf")
        for name, summary in (("report_pdf_ms", False), ("report_pdf_summary_ms", True)):
            times = []
            for i in range(repeat + 1):  # the first is the warm-up
                result = fresh_advice()
                t0 = time.perf_counter()
                write_pdf(result, out, page_size="A4", lang="en", charts=True, source_path=src, summary_only=summary)
                if i:
                    times.append((time.perf_counter() - t0) * 1000.0)
            lines.append(f"{name}={statistics.median(times):.2f}")

        def command():
            clear_advice_cache()
            with contextlib.redirect_stdout(io.StringIO()):
                rc = cli_main(["report", src, "--pdf", out, "--lang", "en"])
            if rc != 0:
                raise SystemExit(f"gpuadvisor report failed ({rc})")

        command()  # warm-up
        lines.append(f"report_pdf_total_ms={median_ms(command, repeat):.2f}")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=9)
    ap.add_argument("--report-only", action="store_true", help="only the report_pdf_* lines")
    args = ap.parse_args()
    if args.report_only:
        print("\n".join(report_lines(args.repeat)))
        return 0
    catalog = load_catalog()
    options = 0
    for name in ("ecommerce", "manufacturer"):
        doc = load_project(ROOT / "resources" / "examples" / f"{name}.gpuadv")
        advise(doc, catalog, use_cache=False)  # warm imports and option building
        cold = median_ms(lambda: advise(doc, catalog, use_cache=False), args.repeat)
        w = doc.projects[0].workloads[0]
        counter = {"i": 0}

        def edit_and_advise():
            counter["i"] += 1
            apply_edit(doc, SetField(w.id, "recipe.micro_batch", 1 + counter["i"] % 64))
            return advise(doc, catalog)

        clear_advice_cache()
        advise(doc, catalog)
        edit = median_ms(edit_and_advise, args.repeat)
        options = advise(doc, catalog).option_count
        print(f"advise_{name}_cold_ms={cold:.2f}")
        print(f"advise_{name}_edit_ms={edit:.2f}")
    gen = generated_project(50)
    cold50 = median_ms(lambda: advise(gen, catalog, use_cache=False), max(3, args.repeat // 3))
    print(f"advise_generated50_cold_ms={cold50:.2f}")
    print(f"options_considered={options}")
    print("\n".join(report_lines(args.repeat)), flush=True)
    gen = generated_project(500)
    cold500 = median_ms(lambda: advise(gen, catalog, use_cache=False), max(1, args.repeat // 3))
    print(f"advise_generated500_cold_ms={cold500:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
