"""An offline batch on several GPUs puts the model on the smallest group it fits and runs copies of
it on the others (estimate.batch_groups / _llm_batch; the array path the same): before, 3, 5, 6 and 7
GPUs split the model over all of them (a layer split where the heads do not divide), so Llama 3 8B
on 3 H100s was estimated slower than on 2, and 8 GPUs got one 8-way copy whose all-reduces cost
more than eight copies side by side."""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Assumptions, Parallelism
from gpuadvisor.engine.estimate import HardwareConfig, batch_groups, estimate_profile, prepare
from gpuadvisor.engine.vector import estimate_many

from ._fixtures import h100, llama3_70b, llama3_8b, rtx4090, workload

A = Assumptions()


def _batch(model, runtime="vllm", **kw):
    return workload("batch_inference", model, runtime=runtime, precision="bf16", micro_batch=16,
                    prompt_tokens=1000, output_tokens=300, samples_per_run=10_000, **kw)


def _hws(acc, link):
    return [HardwareConfig(acc, n, link if n > 1 else "single") for n in range(1, 9)]


@pytest.mark.parametrize("model,acc,link,runtime", [
    (llama3_8b, h100, "nvswitch", "vllm"),
    (llama3_70b, h100, "nvswitch", "vllm"),
    (llama3_8b, rtx4090, "pcie", "vllm"),
    (llama3_8b, rtx4090, "pcie", "llama_cpp"),
])
def test_throughput_never_falls_when_a_gpu_is_added(model, acc, link, runtime):
    p = prepare(_batch(model(), runtime=runtime), A)
    hws = _hws(acc(), link)
    arr = estimate_many(p, hws)
    ref = [estimate_profile(p, hw) for hw in hws]
    fitting = [e for e in ref if e.memory.fits]
    assert len(fitting) >= 4
    thr = [e.throughput for e in ref]
    for a, b in zip(thr, thr[1:]):
        assert b >= a * (1 - 1e-12), thr
    for i, e in enumerate(ref):  # the array path picks the same copies
        v = arr.estimate(i)
        assert v.throughput == pytest.approx(e.throughput, rel=1e-9)
        assert v.time_per_run_h == pytest.approx(e.time_per_run_h, rel=1e-9)
        assert v.memory.total == pytest.approx(e.memory.total, rel=1e-9)
        assert v.tpot_ms == pytest.approx(e.tpot_ms, rel=1e-9)


def test_copies_on_the_gpus_a_split_cannot_use():
    p = prepare(_batch(llama3_8b()), A)
    one, two, three, eight = (estimate_profile(p, HardwareConfig(h100(), n, "nvswitch" if n > 1 else "single"))
                              for n in (1, 2, 3, 8))
    # 8B fits one H100: three copies on 3 GPUs, eight on 8, each as fast as the single GPU
    assert three.throughput == pytest.approx(3 * one.throughput, rel=1e-9)
    assert eight.throughput == pytest.approx(8 * one.throughput, rel=1e-9)
    assert three.time_per_run_h == pytest.approx(one.time_per_run_h / 3, rel=1e-9)
    assert three.throughput > two.throughput
    assert eight.tpot_ms == pytest.approx(one.tpot_ms, rel=1e-9)
    assert any(label.startswith("Copies of the model side by side") for label, _v, _u in three.steps)


def test_a_model_that_needs_two_gpus_gets_two_per_copy():
    p = prepare(_batch(llama3_70b()), A)  # 141 GB of bf16 weights: two H100s, not one
    est = {n: estimate_profile(p, HardwareConfig(h100(), n, "nvswitch" if n > 1 else "single")) for n in (2, 3, 4, 6)}
    assert est[3].throughput == pytest.approx(est[2].throughput, rel=1e-9)  # the third GPU idles
    assert est[4].throughput == pytest.approx(2 * est[2].throughput, rel=1e-9)
    assert est[6].throughput == pytest.approx(3 * est[2].throughput, rel=1e-9)
    assert est[4].memory.total == pytest.approx(est[2].memory.total, rel=1e-9)


def test_a_stated_tensor_parallel_degree_is_the_copy():
    p = prepare(_batch(llama3_8b(), parallelism=Parallelism(tensor_parallel=4)), A)
    assert batch_groups(p, 8) == [4] and batch_groups(p, 2) == [1, 2]
    hws = [HardwareConfig(h100(), n, "nvswitch") for n in (4, 8)]
    four, eight = (estimate_profile(p, hw) for hw in hws)
    assert eight.throughput == pytest.approx(2 * four.throughput, rel=1e-9)
    arr = estimate_many(p, hws)
    assert arr.estimate(1).throughput == pytest.approx(eight.throughput, rel=1e-9)
    free = estimate_profile(prepare(_batch(llama3_8b()), A), hws[1])
    assert free.throughput > eight.throughput  # eight single-GPU copies beat two 4-way ones
