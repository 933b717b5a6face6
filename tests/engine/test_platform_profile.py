"""advisor._platform_profile: the profile of a platform precision (another compute precision, no
FlashAttention) made without a full rebuild where it may be (the workload's own profile, or a copy
with the 16-bit type changed) equals the one _adjusted_profile builds from the changed recipe."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Recipe, Schedule, Workload
from gpuadvisor.domain.edits import SetField, apply_edit
from gpuadvisor.domain.project import Project, ProjectDocument
from gpuadvisor.engine import advisor
from gpuadvisor.engine.advisor import _adjusted_profile, _platform_profile, _profile_signature
from gpuadvisor.engine.estimate import prepare
from gpuadvisor.persistence import load_project

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("pretrain", "full_finetune", "lora", "qlora", "batch_inference", "realtime_inference", "llm_serving")


def _workloads() -> list[Workload]:
    cat = load_catalog()
    out: list[Workload] = []
    families: dict[str, int] = {}
    for m in cat.models:  # up to two presets of each family
        if families.get(m.spec.family, 0) >= 2:
            continue
        families[m.spec.family] = families.get(m.spec.family, 0) + 1
        for kind in KINDS:
            for precision in ("bf16", "fp16", "fp32"):
                for flash in (True, False):
                    recipe = Recipe(
                        seq_len=2048, micro_batch=4, precision=precision, flash_attention=flash,
                        dataset_tokens=1e9, dataset_samples=1e6, samples_per_run=1e5, requests_per_day=2000,
                        latency_target_ms=2000 if kind == "realtime_inference" else None,
                        weight_format="nf4" if kind == "qlora" else "bf16",
                        runtime="unsloth" if kind == "lora" and precision == "fp16" else "pytorch",
                    )
                    service = kind in ("batch_inference", "realtime_inference", "llm_serving")
                    out.append(Workload(name=f"{m.spec.name} {kind}", kind=kind, model=m.spec, recipe=recipe,
                                        schedule=Schedule(frequency="always_on" if service else "weekly")))
    for path in sorted((ROOT / "resources" / "examples").glob("*.gpuadv")):
        out.extend(w for p in load_project(path).projects for w in p.workloads)
    return out


WORKLOADS = _workloads()


@pytest.mark.parametrize("precision", [None, "fp16", "bf16", "fp32"])
@pytest.mark.parametrize("flash", [True, False])
def test_platform_profile_equals_a_full_build(precision, flash):
    a = Assumptions()
    checked = 0
    for w in WORKLOADS:
        if flash and not w.recipe.flash_attention:
            continue  # (the advisor's keys: FlashAttention where the recipe asks for it and the platform has it)
        own = prepare(w, a)
        profiles = {(None, True): own}
        fast = _platform_profile(w, a, profiles, (precision, flash))
        advisor._ADJUSTED.clear()  # a full build, not the one _platform_profile may have kept
        full = _adjusted_profile(w, a, precision, flash)
        where = (w.name, w.kind, w.recipe.precision, w.recipe.flash_attention, precision, flash)
        assert fast.__dict__.keys() == full.__dict__.keys(), where
        assert _profile_signature(fast) == _profile_signature(full), where
        assert fast.precision == (precision or w.recipe.precision), where
        assert profiles[(precision, flash)] is fast
        assert fast.notes is not full.notes and (fast is own or fast.notes is not own.notes), where
        checked += 1
    assert checked > 100


def test_an_adjusted_profile_is_kept_while_the_workload_is_unchanged():
    a = Assumptions()
    w = next(x for x in WORKLOADS if x.is_training and x.recipe.precision == "bf16").model_copy(deep=True)
    doc = ProjectDocument(projects=[Project(name="p", workloads=[w])])
    first = _adjusted_profile(w, a, "fp32", False)
    assert _adjusted_profile(w, a, "fp32", False) is first  # kept: the next advise does not rebuild it
    assert _adjusted_profile(w, a, "fp16", False) is not first
    apply_edit(doc, SetField(w.id, "recipe.micro_batch", w.recipe.micro_batch + 1))
    again = _adjusted_profile(w, a, "fp32", False)
    assert again is not first and again.activations != first.activations  # an edit builds it afresh
