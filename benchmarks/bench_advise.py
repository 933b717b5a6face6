"""Time a full advise of each example project and of a generated 50-workload project.

Prints ``name=value`` lines (medians over repeated runs, milliseconds):
  advise_<example>_cold_ms      every workload advised from scratch (no advice cache)
  advise_<example>_edit_ms      re-advise after an edit of one workload (the others come from the cache)
  advise_generated50_cold_ms    50 generated workloads over the whole catalog, from scratch
  options_considered            hardware options per workload
Usage: python benchmarks/bench_advise.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
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
    return ProjectDocument(title="Generated 50", projects=projects)


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args()
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
