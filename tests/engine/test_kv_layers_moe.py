"""KV cache per layer type (sliding-window and full layers), MoE memory vs compute, and expert
offload (routed experts in host RAM).  Worked numbers from each model's config.json on Hugging Face."""

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, ModelSpec, TransformerArch
from gpuadvisor.engine import compute as C
from gpuadvisor.engine import memory as M
from gpuadvisor.engine.estimate import HardwareConfig, estimate, expert_decode_s, inference_memory, prepare
from gpuadvisor.engine.shape import build_shape, experts_touched

from ._fixtures import h100, llama3_8b, m2_ultra, rtx4090, workload

A = Assumptions()
GiB = 2**30


@pytest.fixture(scope="module")
def cat():
    return load_catalog(include_user_overrides=False)


def kv(shape, tokens, tp=1):
    return M.kv_cache_bytes(shape, sequences=1, tokens_per_seq=tokens, kv_bytes=2.0, tp=tp)


# -- KV cache per layer type ------------------------------------------------------------------------


def test_gpt_oss_20b_full_layers_hold_the_whole_context(cat):
    # huggingface.co/openai/gpt-oss-20b config.json: 24 layers, 8 KV heads, head_dim 64,
    # sliding_window 128, layer_types alternating sliding / full
    shape = build_shape(cat.model("gpt-oss-20b").spec)
    assert (shape.layers, shape.kv_heads, shape.head_dim, shape.kv_window, shape.kv_window_layers) == (24, 8, 64, 128, 12)
    per_token_layer = 2 * 8 * 64 * 2  # K and V, bf16
    assert M.kv_bytes_per_token_layer(shape, 2.0) == per_token_layer
    assert shape.kv_layer_groups(32768) == ((12, 32768.0), (12, 128.0))
    assert kv(shape, 32768) == (12 * 32768 + 12 * 128) * per_token_layer  # 0.753 GiB
    assert kv(shape, 32768) / GiB == pytest.approx(0.7529, abs=1e-4)
    # below the window every layer holds every token
    assert kv(shape, 100) == 24 * 100 * per_token_layer
    # tensor parallel: 4 of the 8 KV heads per rank
    assert kv(shape, 32768, tp=2) == kv(shape, 32768) / 2


def test_gpt_oss_120b(cat):
    shape = build_shape(cat.model("gpt-oss-120b").spec)
    assert kv(shape, 131072) == (18 * 131072 + 18 * 128) * 2048  # 4.5 GiB at the full 128k context


def test_gemma2_9b_at_8k(cat):
    # huggingface.co/google/gemma-2-9b config.json: 42 layers, 8 KV heads, head_dim 256, window 4,096 on
    # every other layer: 21 x 8,192 + 21 x 4,096 tokens x 8,192 B = 1.97 GiB (2.0 x 1.5 of 1.31 GiB)
    shape = build_shape(cat.model("Gemma 2 9B").spec)
    assert kv(shape, 8192) == 21 * (8192 + 4096) * (2 * 8 * 256 * 2)
    assert kv(shape, 8192) / GiB == pytest.approx(1.96875)


@pytest.mark.parametrize("name, layers, local", [("Gemma 3 4B", 34, 29), ("Gemma 3 12B", 48, 40), ("Gemma 3 27B", 62, 52)])
def test_gemma3_five_local_to_one_global(cat, name, layers, local):
    shape = build_shape(cat.model(name).spec)
    assert shape.layers == layers and shape.kv_window == 1024 and shape.kv_window_layers == local
    per = M.kv_bytes_per_token_layer(shape, 2.0)
    assert kv(shape, 32768) == ((layers - local) * 32768 + local * 1024) * per


def test_mistral_7b_window_on_every_layer_llama_none(cat):
    shape = build_shape(cat.model("Mistral 7B").spec)
    assert shape.kv_window_layers == 32
    assert kv(shape, 32768) == kv(shape, 4096) == 32 * 4096 * (2 * 8 * 128 * 2)  # capped at the window
    llama = build_shape(llama3_8b())
    assert llama.kv_window is None and llama.kv_window_layers == 0
    assert kv(llama, 32768) == 32768 * 128 * 1024


def test_window_share_zero_means_no_window_layers():
    spec = llama3_8b().model_copy(update={"arch": llama3_8b().arch.model_copy(
        update={"sliding_window": 1024, "sliding_window_layers": 0.0})})
    assert build_shape(spec).kv_window_layers == 0
    assert kv(build_shape(spec), 8192) == kv(build_shape(llama3_8b()), 8192)


def test_decode_reads_the_layer_averaged_context(cat):
    # the decode step reads every sequence's KV: at 32k the full layers dominate gpt-oss
    shape = build_shape(cat.model("gpt-oss-20b").spec)
    assert shape.kv_tokens_effective(32768) * M.kv_bytes_per_token(shape, 2.0) == kv(shape, 32768)


def test_serving_memory_uses_the_layer_types(cat):
    w = workload("llm_serving", cat.model("gpt-oss-20b").spec, runtime="vllm", weight_format="bf16",
                 prompt_tokens=32000, output_tokens=768, concurrency=4)
    p = prepare(w, A)
    mem = inference_memory(p, 1, "single", "datacenter", 141 * GiB, sequences=4, tokens_per_seq=32768, prefill_tokens=32000)
    assert mem.items["kv_cache"] == 4 * kv(p.shape, 32768)


# -- MoE: all experts in memory, active ones in compute ------------------------------------------------


def test_moe_memory_counts_every_expert_compute_the_active_ones(cat):
    spec = cat.model("Qwen3-30B-A3B").spec
    shape = build_shape(spec)
    assert shape.params == pytest.approx(30.5e9, rel=0.03) and shape.active_params == pytest.approx(3.3e9)
    w = workload("realtime_inference", spec, runtime="vllm", weight_format="bf16", prompt_tokens=512, output_tokens=128)
    est = estimate(w, HardwareConfig(h100(), 1), A)
    assert est.memory.items["weights"] == pytest.approx(shape.params * 2, rel=1e-9)  # every expert, bf16
    flops = C.forward_flops_per_token(shape, 0)
    assert flops == pytest.approx(2 * (shape.active_params - shape.embed_params), rel=1e-9)  # head untied: counted
    # decode streams the dense part and only the experts one token routes to (8 of 128)
    p = prepare(w, A)
    assert experts_touched(shape, 1) == pytest.approx(8 / 128)
    assert p.stream_expert_bytes == pytest.approx(shape.moe_layer_params * 2)


# -- expert offload ----------------------------------------------------------------------------------


def _oss(cat, runtime, offload, fmt="gguf_mxfp4", kind="realtime_inference", **kw):
    return workload(kind, cat.model("gpt-oss-120b").spec, runtime=runtime, weight_format=fmt, offload=offload,
                    prompt_tokens=kw.pop("prompt_tokens", 512), output_tokens=256, **kw)


def test_expert_offload_moves_the_routed_experts_to_host_ram(cat):
    hw = HardwareConfig(rtx4090(), 1)
    on_gpu = estimate(_oss(cat, "llama_cpp", "none"), hw, A)
    off = estimate(_oss(cat, "llama_cpp", "experts"), hw, A)
    p = prepare(_oss(cat, "llama_cpp", "experts"), A)
    assert not on_gpu.memory.fits  # ~59 GiB of MXFP4 weights on a 24 GB card
    assert off.memory.fits
    assert off.memory.items["weights"] == pytest.approx(on_gpu.memory.items["weights"] - p.stream_expert_bytes)
    assert off.memory.items["kv_cache"] == on_gpu.memory.items["kv_cache"]  # attention and KV stay on the GPU
    # llama.cpp decode: the CPU reads the 4 active experts of 128 from host RAM (100 GB/s)
    t_exp, path = expert_decode_s(p, 1.0)
    assert path == "CPU"
    assert t_exp == pytest.approx(p.stream_expert_bytes * 4 / 128 / 100e9)
    assert off.tpot_ms > on_gpu.tpot_ms and off.bottleneck == "CPU offload"
    assert off.tpot_ms == pytest.approx(1000.0 / 48, rel=0.25)  # ~1.9 GB of active experts a token
    # prefill: llama.cpp copies every expert to the GPU over PCIe (25 GB/s) once per 512-token batch
    assert off.ttft_ms - on_gpu.ttft_ms == pytest.approx(p.stream_expert_bytes / 25e9 * 1000, rel=0.05)
    assert any("host RAM" in s[0] for s in off.steps)


def test_expert_offload_in_transformers_streams_over_pcie(cat):
    w = _oss(cat, "hf_transformers", "experts", fmt="fp4")
    p = prepare(w, A)
    t_exp, path = expert_decode_s(p, 1.0)
    assert path == "PCIe" and t_exp == pytest.approx(p.stream_expert_bytes * 4 / 128 / 25e9)
    assert estimate(w, HardwareConfig(rtx4090(), 1), A).memory.fits


def test_vllm_has_no_expert_offload(cat):
    hw = HardwareConfig(h100(), 1)
    plain = estimate(_oss(cat, "vllm", "none", fmt="fp4"), hw, A)
    asked = estimate(_oss(cat, "vllm", "experts", fmt="fp4"), hw, A)
    assert asked.memory.total == plain.memory.total and asked.tpot_ms == plain.tpot_ms
    assert asked.memory.notes and "vllm" in asked.memory.notes[0]


def test_expert_offload_ignored_for_dense_models_and_unified_memory(cat):
    dense = workload("realtime_inference", llama3_8b(), runtime="llama_cpp", weight_format="gguf_q4_k_m", offload="experts")
    plain = workload("realtime_inference", llama3_8b(), runtime="llama_cpp", weight_format="gguf_q4_k_m")
    hw = HardwareConfig(rtx4090(), 1)
    assert estimate(dense, hw, A).memory.total == estimate(plain, hw, A).memory.total
    mac = HardwareConfig(m2_ultra(), 1, "unified")
    assert estimate(_oss(cat, "llama_cpp", "experts"), mac, A).memory.total == \
        estimate(_oss(cat, "llama_cpp", "none"), mac, A).memory.total


def test_expert_offload_serving_batches_touch_more_experts(cat):
    p = prepare(_oss(cat, "llama_cpp", "experts"), A)
    t1, _ = expert_decode_s(p, 1.0)
    t8, _ = expert_decode_s(p, 8.0)
    assert t1 < t8 < 8 * t1  # 8 sequences share some experts
    t64, path = expert_decode_s(p, 64.0)
    assert path == "PCIe"  # from 32 tokens llama.cpp copies every expert to the GPU instead
    assert t64 == pytest.approx(p.stream_expert_bytes / 25e9)


def test_recipe_offload_default_and_values():
    from pydantic import ValidationError

    from gpuadvisor.domain.project import Recipe
    assert Recipe().offload == "none"
    assert Recipe(offload="experts").offload == "experts"
    with pytest.raises(ValidationError):
        Recipe(offload="layers")


def test_arch_fields_unchanged_for_old_files():
    # no new TransformerArch fields: a saved model keeps its meaning (window share as before)
    arch = TransformerArch(layers=4, hidden=64, heads=4, sliding_window=16, sliding_window_layers=0.5)
    spec = ModelSpec(params_b=0.001, arch=arch)
    assert build_shape(spec).kv_window_layers == 2


@pytest.mark.parametrize("name, card_active", [("gpt-oss-20b", 3.61e9), ("gpt-oss-120b", 5.13e9)])
def test_gpt_oss_active_parameters_match_the_model_card(cat, name, card_active):
    # the model card's active count leaves the input embedding out; the engine's includes it and
    # takes it out again for FLOPs: 2 x 3.61 B FLOPs per token (+ attention) for gpt-oss-20b
    shape = build_shape(cat.model(name).spec)
    from_shape = shape.params - shape.moe_layer_params * (1 - shape.top_k / shape.experts)
    assert shape.active_params == pytest.approx(from_shape, rel=0.01)
    assert C.forward_flops_per_token(shape, 0) == pytest.approx(2 * card_active, rel=0.01)
