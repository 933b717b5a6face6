"""Multi-head latent attention (DeepSeek-V2/V3) computes attention over other dimensions than the
head_dim of its 128 heads: decode attends over the cached 512-wide latent with the up-projections
absorbed (queries and keys 512 + 64 RoPE wide, values 512: FlashMLA's d = 576, d_v = 512), prompts
and training expand keys and values (scores over 128 + 64, values over 128).  Counted as 4·L·a·d, a
DeepSeek-V3 decode step at long context had a quarter of its attention FLOPs (found by the physics
sweep, issue 14)."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions
from gpuadvisor.engine import compute as C
from gpuadvisor.engine.estimate import HardwareConfig, estimate_profile, prepare, prompt_flops
from gpuadvisor.engine.inference import prefill_flops
from gpuadvisor.engine.shape import build_shape
from gpuadvisor.engine.vector import estimate_many

from ._fixtures import workload

A = Assumptions()


@pytest.fixture(scope="module")
def cat():
    return load_catalog(include_user_overrides=False)


def test_mla_attention_flops(cat):
    v3 = build_shape(cat.model("DeepSeek-V3").spec)
    assert (v3.kv_latent, v3.rope_dim, v3.heads, v3.head_dim, v3.layers) == (512, 64, 128, 128, 61)
    dense = C.forward_flops_per_token(v3, 0.0)
    # decode: 2 x 128 heads x (576 + 512) per layer and cached token
    assert C.forward_flops_per_token(v3, 32768) - dense == pytest.approx(2 * 61 * 128 * (2 * 512 + 64) * 32768)
    # prompts: causal, scores over 128 + 64, values over 128
    assert prefill_flops(v3, 4096) - prefill_flops(v3, 4096, cached=4096) == pytest.approx(prefill_flops(v3, 4096))
    assert prefill_flops(v3, 4096) == pytest.approx(2 * (v3.active_params - v3.embed_params) * 4096
                                                    + 61 * 128 * (2 * 128 + 64) * 4096 ** 2)
    per_tok = C.train_flops_per_token(v3, 4096, kind="pretrain", recompute="none")
    assert per_tok == pytest.approx(3 * (2 * (v3.active_params - v3.embed_params) + 61 * 128 * (2 * 128 + 64) * 4096))
    # other attention keeps 4·L·a·d
    l8 = build_shape(cat.model("Llama 3.1 8B").spec)
    assert l8.kv_latent == 0
    assert C.forward_flops_per_token(l8, 1000) - C.forward_flops_per_token(l8, 0) == pytest.approx(4 * 32 * 32 * 128 * 1000)


def test_long_mla_prompts_take_the_mla_prefill_flops_in_both_paths(cat):
    """A 32k-token prompt to DeepSeek-V3 is compute-bound: its time follows the MLA prefill FLOPs
    (attention more than half of them), the same in the scalar and the array path."""
    h200 = cat.find_accelerator("H200 SXM")
    spec = cat.model("DeepSeek-V3").spec
    hw = HardwareConfig(h200, 8, "nvswitch")
    ttft, flops = {}, {}
    for prompt in (16384, 32768):
        w = workload("batch_inference", spec, runtime="vllm", weight_format="fp8", micro_batch=1,
                     prompt_tokens=prompt, output_tokens=16, samples_per_run=100)
        p = prepare(w, A)
        ref = estimate_profile(p, hw)
        vec = estimate_many(p, [hw]).estimate(0)
        assert vec.ttft_ms == pytest.approx(ref.ttft_ms, rel=1e-9) and vec.tpot_ms == pytest.approx(ref.tpot_ms, rel=1e-9)
        comm_ms = [v for label, v, _u in ref.steps if label == "Tensor-parallel all-reduce time per token"][0]
        ttft[prompt] = ref.ttft_ms - prompt * comm_ms  # less the all-reduce payload, linear in the tokens
        # the MLA prefill FLOPs, with the routed experts at their share of the dense rate (engine.moe)
        flops[prompt] = prompt_flops(p, prompt)
        assert flops[prompt] > prefill_flops(build_shape(spec), prompt)
    assert ttft[32768] / ttft[16384] == pytest.approx(flops[32768] / flops[16384], rel=0.01)


def test_hugging_face_caches_mla_expanded(cat):
    """transformers' DeepSeek attention caches every head's key (128 + 64) and value (128), not the
    576-wide latent vLLM, SGLang and TensorRT-LLM keep: DeepSeek-V2-Lite's KV cache is 8.9x larger in
    it, and its decode attends over the expanded keys and values."""
    from gpuadvisor.engine import memory as M

    spec = cat.model("DeepSeek-V2-Lite").spec
    kw = dict(weight_format="bf16", micro_batch=4, prompt_tokens=8192, output_tokens=256, samples_per_run=100)
    hf = prepare(workload("batch_inference", spec, runtime="hf_transformers", **kw), A)
    vllm = prepare(workload("batch_inference", spec, runtime="vllm", **kw), A)
    assert M.kv_bytes_per_token(vllm.shape, 2.0) == pytest.approx(27 * 576 * 2.0)
    assert M.kv_bytes_per_token(hf.shape, 2.0) == pytest.approx(27 * 16 * (128 + 64 + 128) * 2.0)
    assert M.kv_bytes_per_token(hf.shape, 2.0, tp=2) == pytest.approx(27 * 8 * (128 + 64 + 128) * 2.0)  # heads split
    h100 = cat.find_accelerator("H100 SXM5")
    hw = HardwareConfig(h100, 1, "single")
    e_hf, e_vllm = estimate_profile(hf, hw), estimate_profile(vllm, hw)
    assert e_hf.memory.items["kv_cache"] == pytest.approx(e_vllm.memory.items["kv_cache"] * 16 * 320 / 576)
    assert C.forward_flops_per_token(hf.shape, 1000) - C.forward_flops_per_token(hf.shape, 0) == pytest.approx(
        2 * 27 * 16 * (2 * 128 + 64) * 1000)
    vec = estimate_many(hf, [hw]).estimate(0)
    assert vec.memory.total == pytest.approx(e_hf.memory.total, rel=1e-9)
    assert vec.tpot_ms == pytest.approx(e_hf.tpot_ms, rel=1e-9)
