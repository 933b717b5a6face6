"""Training recipe choices (issue 14): optimizer variants, optimizer in backward, paged states,
weight / optimizer / activation offload to host RAM or NVMe, tuned benchmark code, and the
tensor-core generation — each moves memory and time the way the bytes it moves say."""

from __future__ import annotations

import pytest

from gpuadvisor.domain.hardware import Accelerator
from gpuadvisor.domain.project import Assumptions, Parallelism, Recipe
from gpuadvisor.engine import training as TR
from gpuadvisor.engine.efficiency import Efficiency
from gpuadvisor.engine.estimate import GiB, HardwareConfig, estimate, prepare
from gpuadvisor.engine.shape import build_shape
from gpuadvisor.engine.vector import estimate_many

from ._fixtures import D, h100, llama3_8b, resnet50, rtx4090, workload

#: time differences are compared without the long-run goodput stretch (it scales whole runs)
A = Assumptions(efficiency_overrides={"long_run_goodput": 1.0})
EFF = Efficiency()
PCIE = 25e9  # efficiency.py offload_pcie_gb_s
NVME = 6e9  # efficiency.py offload_nvme_gb_s


def v100() -> Accelerator:
    return Accelerator(name="V100 16GB (SXM2)", vendor="NVIDIA", segment="datacenter", release_year=2017, memory_gb=16,
                       bandwidth_gb_s=900, fp32_tflops=15.7, fp16_tflops=125.0, source="test", as_of=D)


def a100_40() -> Accelerator:
    return Accelerator(name="A100 40GB SXM4", vendor="NVIDIA", segment="datacenter", release_year=2020, memory_gb=40,
                       bandwidth_gb_s=1555, fp32_tflops=19.5, tf32_tflops=156, fp16_tflops=312, bf16_tflops=312,
                       source="test", as_of=D)


def ft8b(**recipe):
    base = dict(precision="bf16", micro_batch=2, seq_len=2048, dataset_samples=10_000, epochs=1)
    base.update(recipe)
    return workload("full_finetune", llama3_8b(), **base)


def one(acc, n=1, link="single"):
    return HardwareConfig(acc, n, link)


def hours(w, hw):
    return estimate(w, hw, A).time_per_run_h


def opt_steps(w, dp=1):
    r = w.recipe
    return r.dataset_samples * r.epochs / (r.micro_batch * r.grad_accum * dp)


# -- the optimizer step ------------------------------------------------------------------------


def test_fused_adamw_moves_7_of_20_of_the_foreach_bytes_and_same_memory():
    per = (2.0, 4.0, 8.0, 4.0)  # mixed precision AdamW
    fused = TR.optimizer_step_bytes("adamw_fused", per, EFF)
    assert fused == 2 * 4 + 4 + 2 * 8 + 2 == 30
    assert TR.optimizer_step_bytes("adamw", per, EFF) == pytest.approx(30 * 20 / 7)
    hw = one(h100())
    base, fast = ft8b(grad_accum=4), ft8b(grad_accum=4, optimizer="adamw_fused")
    assert estimate(base, hw, A).memory.total == estimate(fast, hw, A).memory.total
    # time saved = steps x params x (foreach - fused) bytes / HBM bandwidth
    params = build_shape(llama3_8b()).params
    saved = opt_steps(base) * params * (30 * 20 / 7 - 30) / 3350e9
    assert (hours(base, hw) - hours(fast, hw)) * 3600 == pytest.approx(saved, rel=0.02)


def test_optimizer_step_amortised_over_the_global_batch():
    hw = one(h100())
    t1, t8 = hours(ft8b(grad_accum=1), hw), hours(ft8b(grad_accum=8), hw)
    params = build_shape(llama3_8b()).params
    per_step = params * TR.optimizer_step_bytes("adamw", (2.0, 4.0, 8.0, 4.0), EFF) / 3350e9
    w = ft8b()
    assert (t1 - t8) * 3600 == pytest.approx(per_step * (opt_steps(w) - opt_steps(w) / 8), rel=0.02)


def test_8bit_adam_quarter_of_the_states_and_the_quantization_time():
    hw = one(h100())
    adam, bnb = ft8b(grad_accum=4, optimizer="adamw_fused"), ft8b(grad_accum=4, optimizer="adamw_8bit")
    m_adam, m_bnb = estimate(adam, hw, A).memory.items, estimate(bnb, hw, A).memory.items
    assert m_bnb["optimizer_states"] == pytest.approx(m_adam["optimizer_states"] / 4)
    # the 8-bit update: its own traffic (1-byte moments) plus the 38 B/param quantization equivalent
    per = (2.0, 4.0, 2.0, 4.0)
    assert TR.optimizer_step_bytes("adamw_8bit", per, EFF) == 2 * 4 + 4 + 2 * 2 + 2 + 38
    params = build_shape(llama3_8b()).params
    extra = opt_steps(adam) * params * (TR.optimizer_step_bytes("adamw_8bit", per, EFF) - 30) / 3350e9
    assert (hours(bnb, hw) - hours(adam, hw)) * 3600 == pytest.approx(extra, rel=0.02)


def test_paged_8bit_spills_what_does_not_fit_and_pays_pcie_per_step():
    hw = one(rtx4090())  # 24 GB: the 8B full fine-tune does not fit with its states
    plain = ft8b(optimizer="adamw_8bit", grad_accum=4, recompute="full")
    paged = ft8b(optimizer="paged_adamw_8bit", grad_accum=4, recompute="full")
    e_plain, e_paged = estimate(plain, hw, A), estimate(paged, hw, A)
    states = e_plain.memory.items["optimizer_states"]
    over = e_plain.memory.total - e_plain.memory.usable
    assert 0 < over  # the 8-bit states alone do not make it fit ...
    spill = min(states, over)
    assert e_paged.memory.items.get("optimizer_states", 0.0) == pytest.approx(states - spill)
    assert e_paged.memory.total == pytest.approx(e_plain.memory.total - spill)
    assert any("paged out to host RAM" in note for note in e_paged.memory.notes)
    # ... and every optimizer step moves the spilled states over PCIe and back
    extra = opt_steps(paged) * 2.0 * spill / PCIE
    assert (e_paged.time_per_run_h - e_plain.time_per_run_h) * 3600 == pytest.approx(extra, rel=0.02)
    # nothing spills where everything fits: the same as 8-bit Adam
    big = HardwareConfig(h100(), 8, "nvswitch")
    sharded = Parallelism(zero_stage=3)
    fits = estimate(ft8b(optimizer="paged_adamw_8bit", parallelism=sharded), big, A)
    assert fits.memory.fits and not fits.memory.notes
    assert fits.memory.total == estimate(ft8b(optimizer="adamw_8bit", parallelism=sharded), big, A).memory.total


def test_torchtune_trains_in_pure_bf16_and_8bit_states_stay_8bit():
    """torchtune keeps weights, gradients and optimizer states in the model's bf16 (its docs' Memory
    Optimization Overview: 2 bytes per parameter), with no fp32 master copy; an 8-bit optimizer's
    states are 1-byte moments whatever the parameters' dtype."""
    hw = one(h100())
    params = build_shape(llama3_8b()).params
    mixed = estimate(ft8b(optimizer="adamw"), hw, A).memory.items
    tt = estimate(ft8b(optimizer="adamw", runtime="torchtune"), hw, A).memory.items
    assert "master_weights" in mixed and "master_weights" not in tt
    assert tt["optimizer_states"] == pytest.approx(mixed["optimizer_states"] / 2)
    assert tt["optimizer_states"] == pytest.approx(4.0 * params, rel=1e-6)
    tt8 = estimate(ft8b(optimizer="adamw_8bit", runtime="torchtune"), hw, A).memory.items
    assert tt8["optimizer_states"] == pytest.approx(2.0 * params, rel=1e-6)
    assert "master_weights" not in tt8


def test_qlora_pays_for_dequantizing_its_4bit_weights_every_pass():
    """QLoRA dequantizes each frozen 4-bit weight to bf16 before every matmul (QLoRA paper, Sec. 3):
    per micro-batch it reads the quantized block weights and writes their 16-bit copy once per
    pass (forward, backward, recomputed forward), so on the same card it is slower than LoRA by
    that traffic over the memory bandwidth; a 16-bit LoRA pays nothing of it."""
    hw = one(rtx4090())
    base = dict(micro_batch=2, seq_len=2048, dataset_samples=1_000, epochs=1, recompute="full")
    lora = workload("lora", llama3_8b(), weight_format="bf16", **base)
    qlora = workload("qlora", llama3_8b(), weight_format="nf4", **base)
    shape = build_shape(llama3_8b())
    body = shape.params - shape.embed_params - shape.head_params
    p = prepare(qlora, A)
    nf4 = 4.127 / 8.0  # weight_format nf4: 4 bits + its double-quantized block constants (formats.py)
    assert p.dequant_step_bytes == pytest.approx(3 * body * (nf4 + 2.0), rel=1e-6)
    assert prepare(lora, A).dequant_step_bytes == 0.0
    t_dq = p.dequant_step_bytes / 1008e9
    micro_steps = 1_000 / 2
    extra = (hours(qlora, hw) - hours(lora, hw)) * 3600
    assert extra == pytest.approx(micro_steps * t_dq, rel=0.05)
    steps = [label for label, _v, _u in estimate(qlora, hw, A).steps]
    assert any("Dequantizing" in label for label in steps)


def test_optimizer_in_backward_keeps_about_one_layer_of_gradients():
    hw = one(h100())
    plain, inbwd = ft8b(), ft8b(optimizer_in_backward=True)
    g_plain = estimate(plain, hw, A).memory.items["gradients"]
    g_inbwd = estimate(inbwd, hw, A).memory.items["gradients"]
    s = build_shape(llama3_8b())
    assert g_plain == pytest.approx(s.params * 4.0)
    assert g_inbwd == pytest.approx((s.params / s.layers + max(s.embed_params, s.head_params)) * 4.0)
    assert g_inbwd < g_plain / 10
    assert hours(inbwd, hw) == pytest.approx(hours(plain, hw))  # same update, same bytes
    e = estimate(ft8b(optimizer_in_backward=True, grad_accum=4), hw, A)
    assert any("cannot accumulate" in r for r in e.reasons) and not e.feasible


# -- offload -----------------------------------------------------------------------------------


def _offload(**par):
    return ft8b(micro_batch=1, grad_accum=8, recompute="full", parallelism=Parallelism(cpu_offload=True, **par))


def test_parameter_offload_keeps_two_layers_and_streams_the_weights_each_pass():
    hw = one(rtx4090())
    opt_only, params_too = _offload(), _offload(param_offload=True)
    m1, m2 = estimate(opt_only, hw, A).memory, estimate(params_too, hw, A).memory
    s = build_shape(llama3_8b())
    assert m1.items["weights"] == pytest.approx(s.params * 2.0)
    assert m2.items["weights"] == pytest.approx(2.0 * s.largest_layer_params * 2.0)
    assert m2.total < m1.total - 13 * GiB
    # per micro-step: forward, backward and the recomputed forward fetch every weight over PCIe;
    # the copies overlap the compute, so a micro-step takes the longer of the two
    e = estimate(params_too, hw, A)
    xfer = 3 * s.params * 2.0 / PCIE
    assert any("Host transfers" in label and v == pytest.approx(xfer * 1000) for label, v, _u in e.steps)
    micro_steps = 10_000 / 1
    assert e.time_per_run_h * 3600 >= micro_steps * xfer
    assert e.time_per_run_h > estimate(opt_only, hw, A).time_per_run_h
    assert e.bottleneck == "CPU offload"


def test_cpu_offload_throughput_counts_the_cpu_optimizer_step():
    """ZeRO-Offload's CPU update lengthens every optimizer step: the throughput shown is the run's
    tokens over its time, never faster than the same job with the optimizer on the GPU (a 0.5B-class
    step is short enough that the CPU update dominates)."""
    for acc in (rtx4090(), h100()):
        hw = one(acc)
        gpu_opt = ft8b(micro_batch=1, grad_accum=8, recompute="full")
        off = _offload()
        e_gpu, e_off = estimate(gpu_opt, hw, A), estimate(off, hw, A)
        tokens = off.recipe.dataset_samples * off.recipe.epochs * off.recipe.seq_len
        assert e_off.time_per_run_h * 3600 == pytest.approx(tokens / e_off.throughput, rel=1e-9)
        assert e_off.throughput < e_gpu.throughput
        assert e_off.bottleneck == "CPU offload"
        # without a dataset (no run time) the throughput is the same steady rate
        no_data = ft8b(micro_batch=1, grad_accum=8, recompute="full", dataset_samples=None,
                       parallelism=Parallelism(cpu_offload=True))
        assert estimate(no_data, hw, A).throughput == pytest.approx(e_off.throughput, rel=1e-9)


def test_cpu_offload_of_lora_keeps_adapter_sized_gradient_buckets():
    """LoRA with ZeRO-Offload moves only the adapters' gradients: its GPU buckets are two layers of
    adapters, so offloading never needs more GPU memory than keeping the (tiny) states on the GPU."""
    hw = one(rtx4090())
    s = build_shape(llama3_8b())
    base = workload("lora", llama3_8b(), precision="bf16", micro_batch=1, seq_len=2048, dataset_samples=1000)
    off = workload("lora", llama3_8b(), precision="bf16", micro_batch=1, seq_len=2048, dataset_samples=1000,
                   parallelism=Parallelism(cpu_offload=True))
    m_base, m_off = estimate(base, hw, A).memory, estimate(off, hw, A).memory
    assert m_off.total <= m_base.total
    trainable = prepare(off, A).trainable
    assert m_off.items["sharding_buffers"] == pytest.approx(2.0 * trainable / s.layers * 2.0)


def test_nvme_offload_adds_the_ssd_traffic():
    hw = one(rtx4090())
    ram, nvme = _offload(), _offload(offload_device="nvme")
    assert estimate(ram, hw, A).memory.total == estimate(nvme, hw, A).memory.total
    # the CPU optimizer reads and writes its states and master weights on NVMe each step
    params = build_shape(llama3_8b()).params
    extra = opt_steps(ram) * params * 2.0 * (8.0 + 4.0) / NVME
    assert (hours(nvme, hw) - hours(ram, hw)) * 3600 == pytest.approx(extra, rel=0.02)
    # weights on NVMe are fetched at the SSD's rate
    e = estimate(_offload(offload_device="nvme", param_offload=True), hw, A)
    xfer = [v for label, v, _u in e.steps if "Host transfers" in label][0]
    assert xfer == pytest.approx(3 * params * 2.0 / NVME * 1000)


def test_activation_offload_moves_the_checkpoints_to_host_overlapped():
    hw = one(h100())
    base = ft8b(micro_batch=8, grad_accum=4, recompute="full")
    off = ft8b(micro_batch=8, grad_accum=4, recompute="full", activation_offload=True)
    a_base = estimate(base, hw, A).memory.items["activations"]
    a_off = estimate(off, hw, A).memory.items["activations"]
    s = build_shape(llama3_8b())
    per_layer = 8 * 2048 * 2.0 * s.hidden
    moved = per_layer * (s.layers - 2)
    assert a_base - a_off == pytest.approx(moved)
    # the copies (out and back) take less than the compute here: no time lost
    assert hours(off, hw) == pytest.approx(hours(base, hw))
    steps = estimate(off, hw, A).steps
    assert any("Host transfers" in label and v == pytest.approx(2 * moved / PCIE * 1000) for label, v, _u in steps)
    # without checkpointing every stored activation goes (but two layers)
    nock = prepare(ft8b(micro_batch=2, activation_offload=True), A)
    full = prepare(ft8b(micro_batch=2), A)
    assert nock.activations == pytest.approx(full.activations * 2 / s.layers)


# -- tuned benchmark code ----------------------------------------------------------------------


def test_tuned_code_cnn_traffic_from_fused_kernels():
    hw = one(h100())
    kw = dict(precision="fp16", micro_batch=256, dataset_samples=1_281_167, epochs=1)
    ordinary = workload("pretrain", resnet50(), **kw)
    tuned = workload("pretrain", resnet50(), training_code="tuned", **kw)
    t_o, t_t = estimate(ordinary, hw, A), estimate(tuned, hw, A)
    assert t_o.bottleneck == "memory bandwidth"
    # memory-bound: images/s scale with the arithmetic intensity, 53 vs 22 FLOP/byte
    assert t_t.throughput / t_o.throughput == pytest.approx(53 / 22, rel=0.02)
    assert t_t.memory.total == t_o.memory.total


def test_tuned_code_lifts_an_eager_runtime_to_the_fused_stacks():
    hw = one(h100())
    eager = ft8b(runtime="hf_transformers", optimizer="adamw_fused", grad_accum=8)
    tuned = ft8b(runtime="hf_transformers", optimizer="adamw_fused", grad_accum=8, training_code="tuned")
    assert estimate(tuned, hw, A).throughput / estimate(eager, hw, A).throughput == pytest.approx(1.0 / 0.85, rel=0.01)
    # defaults keep today's answer
    assert Recipe().training_code == "ordinary" and not Recipe().activation_offload
    assert not Recipe().optimizer_in_backward and Parallelism().offload_device == "cpu"


# -- tensor-core generation ----------------------------------------------------------------------


def test_volta_tensor_cores_run_at_the_megatron_2019_efficiency():
    assert TR.pre_ampere_tensor(v100(), "fp16") and not TR.pre_ampere_tensor(v100(), "fp32")
    assert not TR.pre_ampere_tensor(a100_40(), "fp16") and not TR.pre_ampere_tensor(h100(), "bf16")
    e, key = TR.train_gemm_efficiency(EFF, v100(), "fp16")
    assert (e, key) == (0.45, "train_mfu.volta_turing")
    assert TR.train_gemm_efficiency(EFF, v100(), "fp32")[0] == 0.85  # CUDA-core FP32: the datacenter value
    bert = dict(precision="fp16", micro_batch=4, seq_len=512, dataset_samples=512)
    from gpuadvisor.domain.project import ModelSpec, TransformerArch

    spec = ModelSpec(name="BERT-large", family="encoder", params_b=0.335, arch=TransformerArch(
        layers=24, hidden=1024, heads=16, ffn=4096, vocab=30522))
    w = workload("full_finetune", spec, **bert)
    est = estimate(w, one(v100()), A)
    eff_step = [v for label, v, _u in est.steps if label.startswith("Training efficiency")][0]
    balance = 125.0e12 / 900e9
    assert eff_step == pytest.approx(1.0 / (1.0 / 0.45 + 0.003 * balance))


# -- the array path agrees with the scalar reference -----------------------------------------------


@pytest.mark.parametrize("recipe", [
    dict(training_code="tuned"), dict(optimizer="adamw_fused", grad_accum=3), dict(optimizer="adamw_8bit"),
    dict(optimizer="paged_adamw_8bit"), dict(optimizer_in_backward=True), dict(activation_offload=True, recompute="full"),
    dict(parallelism=Parallelism(cpu_offload=True, param_offload=True, offload_device="nvme")),
])
def test_vector_path_matches_scalar(recipe):
    hws = (one(h100()), one(rtx4090()), one(v100()), HardwareConfig(h100(), 8, "nvswitch"), one(a100_40()))
    w = ft8b(**recipe)
    p = prepare(w, A)
    arrays = estimate_many(p, hws)
    for i, hw in enumerate(hws):
        ref = estimate(w, hw, A)
        got = arrays.estimate(i)
        assert got.time_per_run_h == pytest.approx(ref.time_per_run_h, rel=1e-9)
        assert got.throughput == pytest.approx(ref.throughput, rel=1e-9)
        assert got.memory.total == pytest.approx(ref.memory.total, rel=1e-9)
        assert got.bottleneck == ref.bottleneck and got.reasons == ref.reasons
    cnn = workload("pretrain", resnet50(), precision="fp16", micro_batch=128, dataset_samples=100_000, training_code="tuned")
    arrays = estimate_many(prepare(cnn, A), hws)
    for i, hw in enumerate(hws):
        assert arrays.estimate(i).throughput == pytest.approx(estimate(cnn, hw, A).throughput, rel=1e-9)


# -- calibration rows: how the software ran -------------------------------------------------------

from pathlib import Path  # noqa: E402

CSV = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "calibration.csv"


@pytest.mark.skipif(not CSV.exists(), reason="reference/calibration.csv not available")
def test_calibration_maps_the_training_code_and_batch():
    from gpuadvisor.engine.calibration import Calibrator, read_rows

    rows = {r["id"]: r for r in read_rows(CSV)}
    cal = Calibrator()
    w, _hw, ctx = cal.build(rows["A069"])  # NVIDIA's MLPerf ResNet-50 (NGC MXNet)
    assert w.recipe.training_code == "tuned" and w.recipe.optimizer == "adamw_fused"
    w, _hw, _ctx = cal.build(rows["A072"])  # tinycorp's tinygrad submission: not NVIDIA's tuned code
    assert w.recipe.training_code == "ordinary"
    w, _hw, ctx = cal.build(rows["A109"])  # torchtune, torch.compile, PagedAdamW8bit with optimizer_in_bwd
    assert ctx["runtime"] == "pytorch_compiled"
    assert w.recipe.optimizer == "paged_adamw_8bit" and w.recipe.optimizer_in_backward
    w, _hw, _ctx = cal.build(rows["A120"])  # HF Trainer, batch 1 x 4 accumulation steps
    assert (w.recipe.micro_batch, w.recipe.grad_accum) == (1, 4)
    w, hw, _ctx = cal.build(rows["A004"])  # model card: global batch not stated -> 4M tokens
    r = w.recipe
    assert r.micro_batch * r.grad_accum * r.seq_len * hw.count == pytest.approx(4_194_304, rel=0.01)
    assert hw.count == 8 and hw.link == "nvswitch"  # GPU count not stated: at least one 8-GPU server


def test_suggestions_name_the_offload_recipes_that_make_it_fit():
    from gpuadvisor.engine.options import HardwareOption
    from gpuadvisor.engine.suggest import suggest_changes

    w = ft8b(optimizer="adamw_8bit", recompute="full", micro_batch=1)  # 8B full fine-tune on a 24 GB card
    hw = one(rtx4090())
    assert not estimate(w, hw, A).memory.fits

    class _Opt:  # the two attributes suggest_changes reads
        def __init__(self, hw):
            self.hw, self.accelerator = hw, hw.accelerator

    out = suggest_changes(w, _Opt(hw), A, limit=10)
    assert "fits with weights and optimizer offloaded to CPU RAM" in out
    assert "fits with LoRA" in out and "fits with QLoRA" in out
    assert "fits with activations offloaded to CPU RAM" not in out  # activations are not what is too big
    offloaded = ft8b(optimizer="adamw_8bit", recompute="full", micro_batch=1,
                     parallelism=Parallelism(cpu_offload=True, param_offload=True))
    e = estimate(offloaded, hw, A)
    assert e.memory.fits and e.time_per_run_h > estimate(w, one(h100()), A).time_per_run_h
    import dataclasses

    assert {"hw", "accelerator"} <= {f.name for f in dataclasses.fields(HardwareOption)}  # what _Opt stands for


def test_qlora_suggests_gradient_checkpointing():
    """A 70B QLoRA at micro-batch 1 without checkpointing needs ~96 GiB (the activations of 80 layers):
    the 48 GB and 80 GB cards were told only about offloading, not about the change every QLoRA recipe
    makes (PEFT's prepare_model_for_kbit_training turns it on; the QLoRA paper fits a 65B model on one
    48 GB card with it)."""
    from ._fixtures import llama3_70b
    from gpuadvisor.engine.suggest import suggest_changes

    w = workload("qlora", llama3_70b(), weight_format="nf4", micro_batch=1, seq_len=2048, dataset_tokens=5e7)
    hw = one(h100())
    assert not estimate(w, hw, A).memory.fits

    class _Opt:
        def __init__(self, hw):
            self.hw, self.accelerator = hw, hw.accelerator

    out = suggest_changes(w, _Opt(hw), A, limit=3)
    assert out[0] == "fits with gradient checkpointing"
    assert estimate(w.model_copy(update={"recipe": w.recipe.model_copy(update={"recompute": "full"})}), hw, A).memory.fits
