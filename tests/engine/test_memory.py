from hypothesis import given, settings
from hypothesis import strategies as st

from gpuadvisor.domain.project import Assumptions
from gpuadvisor.engine import memory as M
from gpuadvisor.engine.estimate import HardwareConfig, estimate, prepare
from gpuadvisor.engine.formats import weight_format
from gpuadvisor.engine.shape import build_shape

from ._fixtures import h100, llama3_8b, llama3_70b, rtx4090, m2_ultra, workload

A = Assumptions()


def test_llama3_70b_fp16_weights_about_141_gb():
    shape = build_shape(llama3_70b())
    assert 70.0e9 < shape.params < 71.5e9  # config count, not the nominal 70B
    assert 140e9 < shape.params * 2 < 143e9


def test_llama3_8b_kv_cache_128_kib_per_token_fp16():
    shape = build_shape(llama3_8b())
    assert M.kv_bytes_per_token(shape, 2.0) == 128 * 1024
    assert M.kv_bytes_per_token(shape, 1.0) == 64 * 1024  # fp8 KV
    assert M.kv_bytes_per_token(shape, 2.0, tp=8) == 16 * 1024  # one KV head per rank
    assert M.kv_bytes_per_token(shape, 2.0, tp=16) == 16 * 1024  # replicated beyond g


def test_mixed_precision_adamw_is_18_bytes_per_param():
    assert sum(M.training_bytes_per_param("adamw", True)) == 18
    assert sum(M.training_bytes_per_param("adamw", False)) == 16
    assert sum(M.training_bytes_per_param("adamw_8bit", True)) == 12
    assert sum(M.training_bytes_per_param("sgd_momentum", True)) == 14


def test_seed_llama3_70b_fp16_serving_and_int4_weights():
    # FP16 weights plus KV cache at a plausible serving load (32 x 2048 tokens): ~155-165 GB
    w = workload("llm_serving", llama3_70b(), precision="fp16", weight_format="fp16", runtime="vllm",
                 prompt_tokens=1024, output_tokens=1024, concurrency=32)
    from gpuadvisor.engine.estimate import inference_memory
    prof = prepare(w, A)
    mem = inference_memory(prof, 2, "nvswitch", "datacenter", 80 * M.GiB, sequences=32, tokens_per_seq=2048,
                           prefill_tokens=1024)
    shape = build_shape(llama3_70b())
    weights = shape.params * 2
    assert mem.items["weights"] * 2 == weights
    assert mem.items["kv_cache"] * 2 == M.kv_cache_bytes(shape, sequences=32, tokens_per_seq=2048, kv_bytes=2.0)
    assert 155e9 < 2 * mem.total < 170e9
    # ~35 GB of INT4 weights (GPTQ/AWQ group 128)
    fmt = weight_format("awq_4bit")
    int4 = shape.body_params * fmt.bytes_per_weight + (shape.embed_params + shape.head_params) * 2
    assert 34e9 < int4 < 40e9


def test_gguf_bits():
    assert weight_format("gguf_q4_0").bits == 4.5
    assert weight_format("gguf_q8_0").bits == 8.5
    assert weight_format("gguf_q6_k").bits == 6.5625
    assert abs(weight_format("gguf_q4_k_m").bits - 4.85) < 0.05
    assert abs(weight_format("nf4").bits - 4.127) < 1e-9
    assert abs(weight_format("gptq_4bit").bits - 4.156) < 0.01
    assert weight_format("exl2_4.0bpw").bits == 4.0


def test_breakdown_named_and_ordered():
    w = workload("full_finetune", llama3_8b(), micro_batch=1, seq_len=2048, dataset_tokens=1e8)
    est = estimate(w, HardwareConfig(h100(), 8, "nvswitch"), A)
    keys = list(est.memory.items)
    assert keys == [k for k in M.ITEM_ORDER if k in keys]
    assert abs(sum(est.memory.items.values()) - est.memory.total) < 1
    assert {"weights", "gradients", "optimizer_states", "activations"} <= set(keys)


def test_does_not_fit_gives_reason():
    w = workload("full_finetune", llama3_70b(), micro_batch=1, seq_len=2048, dataset_tokens=1e8)
    est = estimate(w, HardwareConfig(rtx4090(), 1), A)
    assert not est.memory.fits
    assert any("needs" in r and "GiB" in r for r in est.reasons)


def test_recompute_and_flash_reduce_activations():
    shape = build_shape(llama3_8b())
    kw = dict(tokens=4096, seq=4096, act_bytes=2.0, eager=False, dropout=False, amp_fp32_softmax=False)
    none_eager = M.activations(shape, recompute="none", flash=False, **kw)
    none_flash = M.activations(shape, recompute="none", flash=True, **kw)
    sel = M.activations(shape, recompute="selective", flash=False, **kw)
    full = M.activations(shape, recompute="full", flash=True, **kw)
    assert none_eager > sel and none_eager > none_flash > full


def test_apple_unified_memory_share():
    usable = M.usable_bytes(192, "apple", 0.667, 0.75)
    assert abs(usable / M.GiB - 144) < 0.5
    assert abs(M.usable_bytes(32, "apple", 0.667, 0.75) / M.GiB - 21.3) < 0.2


def test_lora_params_all_linear_llama3_8b():
    shape = build_shape(llama3_8b())
    # r=16 on all 7 projections of Llama 3 8B: 41,943,040 (peft's count on the H200 device rows)
    assert M.lora_params(shape, 16, ["q", "k", "v", "o", "gate", "up", "down"]) == 41_943_040


@settings(max_examples=40, deadline=None)
@given(mem=st.floats(8, 200), extra=st.floats(0, 500), seq=st.integers(128, 16384))
def test_more_memory_never_makes_infeasible(mem, extra, seq):
    w = workload("lora", llama3_8b(), micro_batch=1, seq_len=seq, dataset_tokens=1e7)
    small = estimate(w, HardwareConfig(rtx4090(), 1, "single", mem), A)
    big = estimate(w, HardwareConfig(rtx4090(), 1, "single", mem + extra), A)
    assert big.memory.fits or not small.memory.fits


def test_max_fit_helpers():
    from gpuadvisor.engine.estimate import max_fit

    serve = workload("llm_serving", llama3_8b(), runtime="vllm", prompt_tokens=1024, output_tokens=1024)
    conc = max_fit(serve, HardwareConfig(h100(), 1), A, "concurrency")
    # KV pool ~ 0.9 x 80 GiB - 16 GB weights - buffers, 256 MiB per 2048-token sequence
    assert 150 < conc < 300
    ctx = max_fit(workload("realtime_inference", llama3_8b(), runtime="vllm"), HardwareConfig(h100(), 1), A, "context")
    assert 300_000 < ctx < 600_000
    lora = workload("lora", llama3_8b(), micro_batch=1, seq_len=2048, dataset_tokens=1e7)
    b = max_fit(lora, HardwareConfig(h100(), 1), A, "batch")
    assert b >= 1
    assert max_fit(lora, HardwareConfig(rtx4090(), 1, "single", 4), A, "batch") == 0
