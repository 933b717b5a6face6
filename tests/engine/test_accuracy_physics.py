"""Physics behind the memory and inference accuracy work (issue 14): weight formats that keep
part of the model at higher precision, tensor peaks the catalog does not publish, power limits,
and what a calibration row says about how it was measured."""

import csv
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Recipe, Schedule, Workload
from gpuadvisor.engine import compute as C
from gpuadvisor.engine.compat import check
from gpuadvisor.engine.estimate import prepare
from gpuadvisor.engine.formats import weight_format

ROOT = Path(__file__).resolve().parents[2]
CSV = ROOT.parent / "shared" / "reference" / "calibration.csv"
GiB = float(2**30)


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


def _weights(cat, model: str, fmt: str, runtime: str = "llama_cpp") -> float:
    spec = cat.find_model(model).spec
    w = Workload(name="x", kind="batch_inference", model=spec, recipe=Recipe(), schedule=Schedule(frequency="once"))
    return prepare(w, Assumptions(), runtime=runtime, weight_format=fmt).weight_bytes


# -- weight formats --------------------------------------------------------------------------


def test_gguf_mxfp4_is_llama_cpp_mxfp4_moe_file_type(cat):
    # MXFP4 experts, Q8_0 for everything else: ggml-org's gpt-oss-20b GGUF is 12.1 GB
    assert 11.9e9 < _weights(cat, "gpt-oss-20b", "gguf_mxfp4") < 12.3e9
    # a dense model in that file type is all Q8_0
    assert _weights(cat, "Llama 3 8B", "gguf_mxfp4") == pytest.approx(_weights(cat, "Llama 3 8B", "gguf_q8_0"))


def test_hf_mxfp4_keeps_attention_and_embeddings_in_bf16(cat):
    # vLLM blog (2025-08-05): "63 GB (120B) and 14 GB (20B)"
    assert 13.5e9 < _weights(cat, "gpt-oss-20b", "mxfp4", "vllm") < 14.2e9
    assert 62e9 < _weights(cat, "gpt-oss-120b", "mxfp4", "vllm") < 66e9
    # a decode step reads the attention weights at 16 bits (the all-4-bit reading: 4.5 bits)
    spec = cat.find_model("gpt-oss-20b").spec
    w = Workload(name="x", kind="batch_inference", model=spec, recipe=Recipe(), schedule=Schedule(frequency="once"))
    mx = prepare(w, Assumptions(), runtime="vllm", weight_format="mxfp4")
    fp4 = prepare(w, Assumptions(), runtime="vllm", weight_format="fp4")
    assert mx.stream_expert_bytes == pytest.approx(fp4.stream_expert_bytes * 4.25 / 4.5)
    assert mx.stream_dense_bytes > fp4.stream_dense_bytes * 1.4


def test_int4_group_size_sets_the_bits():
    assert weight_format("int4_g32").bits == 5.0  # 16-bit scale + 16-bit zero per 32
    assert weight_format("int4_g128").bits == 4.25
    assert weight_format("int4").bits == 4.5  # the generic group-64 reading is unchanged


# -- device peaks ----------------------------------------------------------------------------


def test_gb10_tensor_peak_from_its_fp32_rate(cat):
    spark = cat.find_accelerator("DGX Spark (GB10)")
    peak, _ = C.peak_tflops(spark, "bf16", 0.03)
    assert peak == pytest.approx(4.0 * spark.fp32_tflops)  # 124 TFLOPS = published 1 PFLOP FP4 sparse / 2 / 4
    geforce = cat.find_accelerator("GeForce RTX 4090").model_copy(update={"fp16_tflops": None, "bf16_tflops": None})
    assert C.peak_tflops(geforce, "bf16", 0.03)[0] == pytest.approx(2.0 * geforce.fp32_tflops)


def test_power_limit_lowers_compute_not_bandwidth(cat):
    a100 = cat.find_accelerator("A100 80GB SXM4")
    assert C.clock_factor(400.0, 330.0) == pytest.approx((330 / 400) ** (1 / 3))
    assert C.clock_factor(400.0, 450.0) == 1.0 and C.clock_factor(None, 330.0) == 1.0
    capped = C.power_limited(a100, 330.0)
    assert capped.bf16_tflops == pytest.approx(a100.bf16_tflops * 0.938, rel=1e-3)
    assert capped.fp32_tflops < a100.fp32_tflops
    assert capped.bandwidth_gb_s == a100.bandwidth_gb_s
    assert C.power_limited(a100, 500.0) is a100


# -- compatibility of gpt-oss's MXFP4 checkpoints --------------------------------------------


def _status(cat, hw, runtime, fmt):
    v = check(cat.find_accelerator(hw), runtime=runtime, framework=None, weight_format=fmt, precision="bf16",
              kind="llm_serving")
    return v.status, " ".join(v.reasons)


def test_mxfp4_runs_on_hopper_and_ampere_not_only_blackwell(cat):
    assert _status(cat, "H100 SXM5", "vllm", "mxfp4")[0] == "supported"
    status, why = _status(cat, "A100 80GB SXM4", "vllm", "mxfp4")
    assert status == "supported" and "Marlin" in why
    assert _status(cat, "Instinct MI300X", "vllm", "mxfp4")[0] == "supported"
    # NVFP4 still needs Blackwell for native math
    assert _status(cat, "H100 SXM5", "vllm", "fp4")[0] == "experimental"
    # llama.cpp runs the GGUF conversion, not the safetensors
    assert _status(cat, "H100 SXM5", "llama_cpp", "mxfp4")[0] == "unsupported"
    assert _status(cat, "H100 SXM5", "llama_cpp", "gguf_mxfp4")[0] == "supported"


# -- what a calibration row says about its measurement ---------------------------------------

needs_csv = pytest.mark.skipif(not CSV.exists(), reason="reference/calibration.csv not available")


@pytest.fixture(scope="module")
def rows():
    return {r["id"]: r for r in csv.DictReader(CSV.open(encoding="utf-8-sig"))}


@pytest.fixture(scope="module")
def calibrator(cat):
    from gpuadvisor.engine.calibration import Calibrator

    return Calibrator(cat)


@needs_csv
def test_stated_cuda_context_replaces_the_default(rows, calibrator):
    row = rows["C054"]  # nvidia-smi figure, "incl. ~1343 MiB CUDA context"
    assert "1343 MiB CUDA context" in row["notes_structured"]
    stated = calibrator.predict(row)
    plain = calibrator.predict(dict(row, notes_structured=row["notes_structured"].replace("incl. ~1343 MiB", "incl.")))
    default_ctx = calibrator.assumptions.efficiency_overrides.get("cuda_context_gb", 0.5) * 1e9
    assert (stated - plain) * GiB == pytest.approx(1343 * 2**20 - default_ctx, rel=1e-6)


@needs_csv
def test_capacity_rows_compare_in_binary_gb(rows, calibrator):
    row = rows["C078"]
    assert row["unit"] == "GB (GPU capacity)"
    binary = calibrator.predict(row)
    w, hw, _ = calibrator.build(row)
    assert hw.memory_gb_per_device == float(row["value"])
    decimal = calibrator.predict(dict(row, unit="GB", notes_structured=row["notes_structured"] + "; nvidia-smi"))
    assert binary == pytest.approx(decimal * 1e9 / GiB, rel=1e-9)


@needs_csv
def test_flash_attention_named_in_the_method_column(rows, calibrator):
    row = rows["C080"]  # "Hugging Face + FlashAttention-2", 28,454 tokens
    with_flash = calibrator.predict(row)
    without = calibrator.predict(dict(row, method_or_quant=row["method_or_quant"].replace("FlashAttention-2", "eager")))
    assert without > with_flash * 1.5  # the softmax scores of 28k tokens are not kept with FlashAttention


@needs_csv
def test_power_limit_and_group_size_read_from_the_row(rows, calibrator):
    row = rows["B137"]  # int4 weight-only (G=32), A100 power-limited to 330 W
    w, hw, ctx = calibrator.build(row)
    assert ctx["weight_format"] == "int4_g32"
    a100 = calibrator.cat.find_accelerator(row["hardware_ref"])
    assert hw.accelerator.bf16_tflops == pytest.approx(a100.bf16_tflops * C.clock_factor(a100.tdp_w, 330.0))
    assert hw.accelerator.bandwidth_gb_s == a100.bandwidth_gb_s


# -- training memory -------------------------------------------------------------------------


def _train(cat, model, kind, runtime, seq, recompute="full", fmt="nf4"):
    spec = cat.find_model(model).spec
    r = Recipe(precision="bf16", weight_format=fmt, runtime=runtime if runtime != "litgpt" else "pytorch", seq_len=seq,
               micro_batch=1, recompute=recompute, lora_rank=32)
    w = Workload(name="t", kind=kind, model=spec, recipe=r, schedule=Schedule(frequency="once"))
    return prepare(w, Assumptions(), runtime=runtime)


def test_a_layer_backward_holds_its_mlp_activation_gradients(cat):
    from gpuadvisor.engine import memory as M

    p = _train(cat, "Llama 3.1 8B", "lora", "torchtune", 8192)
    sh = p.shape
    lin, score = M.activation_bytes_per_token_layer(sh, 2.0, flash=True, seq=8192, eager=True, dropout=False,
                                                    amp_fp32_softmax=False)
    checkpoints = 8192 * 2.0 * sh.hidden * sh.layers
    grads = 8192 * 2.0 * 2 * sh.ffn  # gate and up of one layer, bf16
    assert p.activations == pytest.approx(checkpoints + 8192 * (lin + score) + grads)


def test_peft_kbit_training_casts_the_rest_to_fp32(cat):
    hf = _train(cat, "Llama 3.1 8B", "qlora", "hf_transformers", 4096)
    plain = _train(cat, "Llama 3.1 8B", "qlora", "pytorch", 4096)
    sh = hf.shape
    assert hf.weight_bytes - plain.weight_bytes == pytest.approx(2.0 * (sh.embed_params + sh.head_params))
    # fp32 residual stream: every checkpointed layer input 2 bytes wider
    assert hf.activations - plain.activations == pytest.approx(4096 * 2.0 * sh.hidden * sh.layers, rel=1e-6)
    # Hugging Face's causal-LM loss: upcast, shifted copy and log-softmax next to the 16-bit logits
    assert hf.logits == pytest.approx(4096 * sh.vocab * 14.0)
    assert plain.logits == pytest.approx(4096 * sh.vocab * 10.0)


def test_a_bare_parameter_count_has_that_many_parameters():
    from gpuadvisor.domain.project import ModelSpec
    from gpuadvisor.engine.shape import build_shape

    for b in (1, 7, 13, 30, 70, 405):
        sh = build_shape(ModelSpec(name="g", family="decoder_llm", params_b=b))
        assert sh.params == pytest.approx(b * 1e9, rel=0.02), b


@needs_csv
def test_capacity_rows_of_both_runtimes_over_a_30x_range_of_lengths(rows, calibrator):
    # Unsloth README context-length table: Hugging Face + FA2 (932 ... 28,454 tokens) and Unsloth
    # (12,106 ... 342,733 tokens), 8B and 70B; the longest sequence that fit is at the VRAM size
    for rid in ("C076", "C077", "C078", "C080", "C082", "C083", "C085", "C086"):
        measured = float(rows[rid]["value"])
        assert abs(calibrator.predict(rows[rid]) / measured - 1.0) < 0.10, rid


def test_fsdp_shards_the_adapters_and_their_optimizer_states(cat):
    from gpuadvisor.domain.project import Parallelism
    from gpuadvisor.engine.estimate import HardwareConfig, estimate_profile

    spec = cat.find_model("Llama 3.1 70B").spec
    a100 = cat.find_accelerator("A100 80GB SXM4")

    def mem(devices, zero):
        r = Recipe(precision="bf16", weight_format="bf16", runtime="pytorch", seq_len=2048, micro_batch=2,
                   recompute="full", lora_rank=16, parallelism=Parallelism(devices=devices, zero_stage=zero))
        w = Workload(name="t", kind="lora", model=spec, recipe=r, schedule=Schedule(frequency="once"))
        return estimate_profile(prepare(w, Assumptions(), runtime="torchtune"), HardwareConfig(a100, devices, "nvswitch")).memory.items

    one, sharded = mem(1, 0), mem(8, 3)
    for item in ("lora_adapters", "gradients", "optimizer_states"):
        assert sharded[item] == pytest.approx(one[item] / 8), item
    # torchtune trains in pure bf16: no fp32 master copy to shard
    assert "master_weights" not in one and "master_weights" not in sharded


# -- llama.cpp on different hardware ---------------------------------------------------------


def test_gddr_datacenter_cards_are_workstation_dies(cat):
    from gpuadvisor.engine.efficiency import hardware_class

    assert hardware_class(cat.find_accelerator("A40")) == "workstation"
    assert hardware_class(cat.find_accelerator("L40S")) == "workstation"
    assert hardware_class(cat.find_accelerator("A100 80GB PCIe")) == "datacenter"
    assert hardware_class(cat.find_accelerator("GeForce RTX 4090")) == "consumer"
    assert hardware_class(cat.find_accelerator("Apple M2 Ultra")) == "apple"


def test_quantized_llama_cpp_matmuls_get_half_of_hopper(cat):
    h100, a100, l40s = (cat.find_accelerator(n) for n in ("H100 PCIe", "A100 80GB PCIe", "L40S"))
    assert C.warpgroup_mma_peak(h100) and not C.warpgroup_mma_peak(a100) and not C.warpgroup_mma_peak(l40s)
    assert C.llama_cpp_peak(h100, True, 0.03)[0] == pytest.approx(h100.fp16_tflops / 2)
    assert C.llama_cpp_peak(h100, False, 0.03)[0] == pytest.approx(h100.fp16_tflops)  # F16: cuBLAS
    assert C.llama_cpp_peak(a100, True, 0.03)[0] == pytest.approx(a100.fp16_tflops)


def test_llama_cpp_decode_has_a_fixed_cost_per_token(cat):
    from gpuadvisor.engine.estimate import HardwareConfig, estimate_profile

    spec = cat.find_model("Llama 3 8B").spec
    r = Recipe(precision="fp16", weight_format="gguf_q4_k_m", runtime="llama_cpp", prompt_tokens=0, output_tokens=128)
    w = Workload(name="t", kind="batch_inference", model=spec, recipe=r, schedule=Schedule(frequency="once"))
    p = prepare(w, Assumptions())

    def share(name):  # the share of its bandwidth a GPU reaches, counting the whole step
        acc = cat.find_accelerator(name)
        est = estimate_profile(p, HardwareConfig(acc, 1))
        return p.stream_dense_bytes / (est.tpot_ms / 1000.0) / (acc.bandwidth_gb_s * 1e9)

    # the faster the memory, the more the fixed per-layer cost weighs (RTX 3070 78 %, RTX 3090 58 %
    # in the same benchmark, B001/B009)
    assert share("GeForce RTX 3070") > share("GeForce RTX 3090") + 0.05


# -- tensor-parallel all-reduce --------------------------------------------------------------


def test_nccl_ring_latency_grows_with_the_devices(cat):
    assert C.allreduce_latency_s("nvswitch", 1) == 0.0
    assert C.allreduce_latency_s("nvswitch", 2) == pytest.approx(7.8e-6)  # 6.6 + 2 x 0.6 us
    assert C.allreduce_latency_s("nvswitch", 8) == pytest.approx(15.0e-6)  # 6.6 + 14 x 0.6 us
    h100 = cat.find_accelerator("H100 SXM5")
    bw = C.link_bytes_s(h100, "nvswitch", 25.0)
    assert bw == pytest.approx(450e9)  # 900 GB/s NVLink 4, one direction
    assert C.allreduce_s_per_byte(8, bw) == pytest.approx(1.75 / 225e9)
    assert C.link_bytes_s(h100, "pcie", 25.0) == pytest.approx(25e9)


def test_tensor_parallel_decode_pays_the_payload_per_sequence(cat):
    from gpuadvisor.engine.estimate import HardwareConfig, estimate_profile

    spec = cat.find_model("Llama 3.1 405B").spec
    h100 = cat.find_accelerator("H100 SXM5")

    def tpot(conc):
        r = Recipe(precision="bf16", weight_format="fp8", runtime="vllm", prompt_tokens=1000, output_tokens=1000,
                   micro_batch=conc)  # the sequences a batch job decodes together
        w = Workload(name="t", kind="batch_inference", model=spec, recipe=r, schedule=Schedule(frequency="once"))
        p = prepare(w, Assumptions(), runtime="tensorrt_llm", weight_format="fp8")
        return estimate_profile(p, HardwareConfig(h100, 8, "nvswitch")), p

    one, p = tpot(1)
    many, _ = tpot(64)
    sh = p.shape
    per_tok = 2 * sh.layers * sh.hidden * 2.0 * 1.75 / 225e9  # bf16 hidden vector, twice per layer
    assert per_tok > 5e-5  # 64 us per token per step on 8 H100s
    steps = dict((name, value) for name, value, _unit in one.steps)
    assert steps["Tensor-parallel all-reduce time per token"] == pytest.approx(per_tok * 1000.0)
    # 63 more sequences move 63 more hidden vectors through every all-reduce
    assert many.tpot_ms - one.tpot_ms >= 63 * per_tok * 1000.0 * 0.999
