"""A vision transformer's training speed is given in images/s, as its inference is (found in the
advice audit, round 5: a ViT-B/16 fine-tune on 200k images read "554,630 tokens/s" on an H100,
the patches the engine counts as tokens, while a team sizing an image job thinks in images)."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Recipe, Schedule, Workload
from gpuadvisor.engine import vector
from gpuadvisor.engine.estimate import HardwareConfig, estimate_profile, prepare


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _vit(catalog) -> Workload:
    return Workload(
        name="ViT fine-tune", kind="full_finetune", model=catalog.find_model("ViT-B/16").spec,
        recipe=Recipe(precision="bf16", image_size=224, micro_batch=128, dataset_samples=200_000, epochs=20,
                      runtime="pytorch"),
        schedule=Schedule(frequency="weekly", hours_allowed_per_run=24))


def test_a_vision_transformer_trains_at_images_per_second_both_ways(catalog):
    prof = prepare(_vit(catalog), Assumptions())
    hws = (HardwareConfig(catalog.find_accelerator("H100 SXM5")),
           HardwareConfig(catalog.find_accelerator("GeForce RTX 4090")),
           HardwareConfig(catalog.find_accelerator("A100 80GB SXM4"), count=8, link="nvswitch"))
    arrays = vector.estimate_many(prof, hws)
    for i, hw in enumerate(hws):
        ref = estimate_profile(prof, hw)
        assert ref.throughput_unit == "images/s", (hw.accelerator.name, ref.throughput_unit)
        # 4 million images in the run: images/s x the hours of work (before restarts) is the run
        work_h = prof.run_samples / ref.throughput / 3600.0
        assert work_h <= ref.time_per_run_h * (1.0 + 1e-9)
        assert work_h >= ref.time_per_run_h * 0.8
        vec = arrays.estimate(i)
        assert vec.throughput_unit == "images/s"
        assert vec.throughput == pytest.approx(ref.throughput, rel=1e-9)
