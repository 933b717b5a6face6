"""A model given by its size alone gets a Llama-like shape (shape.generic_llm_arch) whose head count
8-way tensor parallelism divides, as published decoders' do: with 128-wide heads a bare "7B" had 33
heads and a "70B" 71 (a prime), so on 8 GPUs they could only be split layer after layer (eight times
slower decode than the tensor-parallel split), and a few percent more parameters halved or doubled a
multi-GPU estimate (found by the physics sweep, issue 14)."""

from __future__ import annotations

import numpy as np
import pytest

from gpuadvisor.domain.project import Assumptions, ModelSpec
from gpuadvisor.engine.estimate import HardwareConfig, _placement, estimate, prepare
from gpuadvisor.engine.shape import build_shape, generic_llm_arch

from ._fixtures import h100, workload

A = Assumptions()


@pytest.mark.parametrize("params_b", [0.1, 0.5, 1, 3, 7, 8, 13, 30, 34, 70, 180, 405])
def test_generic_heads_split_eight_ways_and_keep_the_size(params_b):
    arch = generic_llm_arch(params_b * 1e9)
    assert arch.heads % 8 == 0 and arch.heads * arch.head_dim == arch.hidden
    assert 64 <= arch.head_dim <= 160 or arch.hidden < 1024
    shape = build_shape(ModelSpec(name="bare", params_b=params_b))
    assert shape.params == pytest.approx(params_b * 1e9, rel=0.05)


def test_bare_sizes_decode_tensor_parallel_on_eight_gpus():
    hw = HardwareConfig(h100(), 8, "nvswitch")
    for b in (7.0, 70.0):
        w = workload("batch_inference", ModelSpec(name="bare", params_b=b), runtime="vllm", weight_format="bf16",
                     micro_batch=1, prompt_tokens=512, output_tokens=128, samples_per_run=100)
        assert _placement(prepare(w, A), 8, "nvswitch") == (8, 1)
    # neighbouring sizes: no jump of 2x in a multi-GPU run time
    times = []
    for b in np.exp(np.linspace(np.log(1.0), np.log(100.0), 40)):
        w = workload("batch_inference", ModelSpec(name="bare", params_b=float(b)), runtime="vllm",
                     weight_format="bf16", micro_batch=1, prompt_tokens=512, output_tokens=128, samples_per_run=100)
        times.append(estimate(w, hw, A).time_per_run_h)
    steps = np.array(times[1:]) / np.array(times[:-1])
    assert steps.max() < 1.5 and steps.min() > 0.8
