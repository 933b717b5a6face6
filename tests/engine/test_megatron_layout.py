"""Megatron-LM splits a model that does not fit one device by tensor, then pipeline parallelism
(engine.training, Narayanan et al. SC21 Sec. 3.3), not by ZeRO-3: the layouts it takes, the global
batch it keeps, and the array path agreeing with the scalar reference on them."""

from __future__ import annotations

import re

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, ModelSpec, Parallelism, Recipe, Schedule, Workload
from gpuadvisor.engine import training as TR
from gpuadvisor.engine import vector
from gpuadvisor.engine.estimate import HardwareConfig, estimate_profile, prepare

from .test_vector import assert_same


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _sc21(catalog, size: str, micro_batch: int, batch_seqs: int, n: int, runtime: str = "megatron"):
    """A row of the SC21 paper's Table 1: GPT of ``size`` on ``n`` A100 80 GB (DGX A100 nodes)."""
    spec = catalog.find_model(f"Megatron-LM GPT {size} (SC21 Table 1)").spec
    ga = max(1, batch_seqs // (micro_batch * n))
    w = Workload(name=size, kind="pretrain", model=spec, schedule=Schedule(frequency="once"),
                 recipe=Recipe(precision="fp16", weight_format="fp16", runtime=runtime, micro_batch=micro_batch,
                               seq_len=2048, recompute="full", optimizer="adamw_fused", grad_accum=ga,
                               dataset_tokens=1e10, parallelism=Parallelism(devices=min(n, 1024))))
    acc = catalog.find_accelerator("A100 80GB SXM4")
    hw = HardwareConfig(acc, n, "nvswitch", None, nodes=n // 8, node_gbps=1600.0)
    return w, hw


def _layout(est) -> tuple[int, int] | None:
    for label, _value, _unit in est.steps:
        m = re.search(r"(\d+)-way tensor parallel x (\d+) pipeline stages", label)
        if m:
            return int(m.group(1)), int(m.group(2))
    return None


@pytest.mark.parametrize("size,mb,batch,n,want", [
    ("18B", 8, 1024, 256, (8, 1)),
    ("39B", 4, 1536, 512, (8, 2)),
    ("76B", 2, 1792, 1024, (8, 4)),
    ("145B", 2, 2304, 1536, (8, 8)),
])
def test_the_sc21_layouts_from_the_memory_rule(catalog, size, mb, batch, n, want):
    """Table 1 of the paper: 18B on TP8, 39B TP8 x PP2, 76B TP8 x PP4, 145B TP8 x PP8."""
    w, hw = _sc21(catalog, size, mb, batch, n)
    est = estimate_profile(prepare(w, Assumptions()), hw)
    assert _layout(est) == want
    assert not any("needs" in r for r in est.reasons), est.reasons


def test_a_model_that_fits_one_device_is_not_split(catalog):
    w, hw = _sc21(catalog, "1.7B", 16, 512, 32)
    est = estimate_profile(prepare(w, Assumptions()), hw)
    assert _layout(est) is None
    assert not any("ZeRO-3" in label for label, _v, _u in est.steps)


def test_deepspeed_shards_instead_of_splitting(catalog):
    """The same job under DeepSpeed takes ZeRO-3 sharding (no tensor parallel layout)."""
    w, hw = _sc21(catalog, "39B", 4, 1536, 512, runtime="deepspeed")
    est = estimate_profile(prepare(w, Assumptions()), hw)
    assert _layout(est) is None
    assert any("ZeRO-3" in label for label, _v, _u in est.steps)


def test_tensor_parallel_costs_time_and_the_global_batch_is_kept(catalog):
    """Splitting over 8 tensor ranks puts all-reduces on the critical path: slower per GPU than the
    same job stated as pure data parallel under ZeRO-3; and the optimizer steps of the run are those
    of the recipe's global batch (micro-batch x accumulation x all devices)."""
    w, hw = _sc21(catalog, "39B", 4, 1536, 512)
    split = estimate_profile(prepare(w, Assumptions()), hw)
    w3, _ = _sc21(catalog, "39B", 4, 1536, 512, runtime="deepspeed")
    sharded = estimate_profile(prepare(w3, Assumptions()), hw)
    assert split.throughput < sharded.throughput
    assert any("all-reduce" in label for label, _v, _u in split.steps)
    # the same as the layout stated with 16 times the accumulation: the global batch (and so the
    # optimizer steps of the run) is the recipe's, not divided by the 16 devices of a replica
    stated = w.model_copy(deep=True)
    stated.recipe.parallelism = Parallelism(devices=512, tensor_parallel=8, pipeline_parallel=2)
    stated.recipe.grad_accum = w.recipe.grad_accum * 16
    ref = estimate_profile(prepare(stated, Assumptions()), hw)
    assert split.time_per_run_h == pytest.approx(ref.time_per_run_h, rel=1e-9)
    stated.recipe.grad_accum = w.recipe.grad_accum
    fewer = estimate_profile(prepare(stated, Assumptions()), hw)
    assert fewer.time_per_run_h > split.time_per_run_h * (1 + 1e-6)


def test_layouts_divide_the_devices_and_stop_at_one_layer_per_stage():
    lays = TR.megatron_layouts(heads=64, kv_heads=64, layers=4, n=96, per_node=8)
    assert lays == [(2, 1), (4, 1), (8, 1), (8, 2), (8, 4), (8, 3)]
    assert lays[:3] == [(2, 1), (4, 1), (8, 1)]
    assert all(96 % (t * q) == 0 and q <= 4 for t, q in lays)
    assert (8, 3) in lays and (8, 4) in lays
    assert lays.index((8, 4)) < lays.index((8, 3))  # stages of equal layer counts first
    # heads that 8 does not divide: the tensor degree stops at 4; a 4-GPU server caps it too
    assert TR.megatron_layouts(heads=12, kv_heads=12, layers=8, n=16, per_node=8)[:2] == [(2, 1), (4, 1)]
    assert max(t for t, _q in TR.megatron_layouts(heads=64, kv_heads=8, layers=8, n=16, per_node=4)) == 4


def test_the_array_path_takes_the_same_layouts(catalog):
    """Every cluster the advisor may try, for a Megatron pretraining of a model that needs a split:
    the array path picks the same layout (the same figures to 1e-9) as the scalar reference."""
    from gpuadvisor.engine.advisor import cluster_configs, options_for

    hws, _index = cluster_configs(options_for(catalog))
    for size in ("39B", "145B"):
        w, _hw = _sc21(catalog, size, 2, 2048, 512)
        prof = prepare(w, Assumptions())
        arrays = vector.estimate_many(prof, hws)
        split = 0
        for i, hw in enumerate(hws):
            ref = estimate_profile(prof, hw)
            assert_same(arrays.estimate(i), ref, f"{size} on {hw.nodes} x {hw.accelerator.name}")
            split += _layout(ref) is not None
        assert split >= 10, size
