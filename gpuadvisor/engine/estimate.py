"""The per-option entry point: ``estimate(workload, hardware, assumptions) -> Estimate``.

The advisor calls this for ~1,000 hardware options per workload, so everything that depends
only on the workload (shape, bytes per parameter, FLOPs, activation sizes) is computed once in
:func:`prepare` and cached; the per-option path is plain float arithmetic.
"""

from __future__ import annotations

import math
import re
import weakref
from dataclasses import dataclass, field, replace
from typing import Callable

from gpuadvisor.domain.hardware import Accelerator
from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions, Workload
from gpuadvisor.i18n import per_language, translate

from . import compute as C
from . import memory as M
from . import moe as MOE
from . import queueing as Q
from . import training as TR
from . import serving as S
from .efficiency import Efficiency, hardware_class, runtime_family
from .formats import KV_BYTES, UnknownFormat
from .formats import weight_format as lookup_format
from .inference import DeviceRates, decode_step_s, prefill_flops, prefill_s
from .load import effective_load
from .shape import Shape, build_shape, experts_touched, vision_counts

GiB = M.GiB


@dataclass(frozen=True)
class HardwareConfig:
    accelerator: Accelerator
    count: int = 1  # devices used by the job
    link: str = "single"  # "single","pcie","pcie_p2p","nvlink","nvswitch","unified","ici"
    memory_gb_per_device: float | None = None  # override (Apple configured unified memory; GPU slices)
    nodes: int = 1  # machines of a cluster (count = nodes x devices per node; link = inside a node)
    node_gbps: float | None = None  # inter-node network per node (Gbit/s), clusters only


@dataclass(frozen=True)
class Estimate:
    memory: M.MemoryBreakdown
    time_per_run_h: float | None
    throughput: float
    throughput_unit: str
    latency_ms: float | None
    ttft_ms: float | None
    tpot_ms: float | None
    devices_needed: int | None
    bottleneck: str
    _steps: list[tuple[str, float, str]] | None  # None: built by ``_detail`` on first read
    reasons: list[str]
    busy_hours_per_month: float
    latency_pct_ms: float | None = None  # the stated percentile's response time at the planned load
    serving: S.ServingFigures | None = None  # an LLM service under load (engine.serving)
    # the array path (engine.vector) computes the figures of every option at once; the calculation
    # steps come from the scalar reference (``estimate_profile``), run only for the rows a user opens
    _detail: "Callable[[], Estimate] | None" = field(default=None, repr=False, compare=False)

    @property
    def steps(self) -> list[tuple[str, float, str]]:
        if self._steps is None:
            object.__setattr__(self, "_steps", self._detail().steps if self._detail is not None else [])
        return self._steps

    @property
    def feasible(self) -> bool:
        return self.memory.fits and not self.reasons


@per_language
def _texts() -> dict[str, str]:
    """The estimate's step labels, units and messages in the current language (English keys)."""
    return {
        "GPU share of unified memory (macOS wired limit; assumption)":
            translate("Estimate", "GPU share of unified memory (macOS wired limit; assumption)"),
        "share": translate("Estimate", "share"),
        "first token after {latency} ms, over the {target} ms target":
            translate("Estimate", "first token after {latency} ms, over the {target} ms target"),
        "latency {latency} ms exceeds the {target} ms target":
            translate("Estimate", "latency {latency} ms exceeds the {target} ms target"),
        "at {rps} requests/s no number of replicas keeps P{p} within the {target} ms target (one request alone: {latency} ms)":
            translate("Estimate", "at {rps} requests/s no number of replicas keeps P{p} within the {target} ms target (one request alone: {latency} ms)"),
        "needs {need} GiB per device, has {usable} GiB usable ({device} GB device)":
            translate("Estimate", "needs {need} GiB per device, has {usable} GiB usable ({device} GB device)"),
        "Machine balance (peak / bandwidth)": translate("Estimate", "Machine balance (peak / bandwidth)"),
        "share of peak": translate("Estimate", "share of peak"),
        "Narrow-GEMM factor h/(h+w0)": translate("Estimate", "Narrow-GEMM factor h/(h+w0)"),
        "Training FLOPs per sample (3 x forward)":
            translate("Estimate", "Training FLOPs per sample (3 x forward)"),
        "Memory traffic per sample (FLOPs / intensity)":
            translate("Estimate", "Memory traffic per sample (FLOPs / intensity)"),
        "Memory traffic per sample (activations x bytes per activation)":
            translate("Estimate", "Memory traffic per sample (activations x bytes per activation)"),
        "Executed FLOPs per run": translate("Estimate", "Executed FLOPs per run"),
        "the dataset size is not set (tokens or samples), so the run time is unknown":
            translate("Estimate", "the dataset size is not set (tokens or samples), so the run time is unknown"),
        "the model's compute per sample is not known, so its speed cannot be estimated: enter its GFLOPs per sample (Model tab)":
            translate("Estimate", "the model's compute per sample is not known, so its speed cannot be estimated: enter its GFLOPs per sample (Model tab)"),
        "Time per run": translate("Estimate", "Time per run"),
        "Model split (Megatron-LM): {tp}-way tensor parallel x {pp} pipeline stages":
            translate("Estimate", "Model split (Megatron-LM): {tp}-way tensor parallel x {pp} pipeline stages"),
        "Sharding chosen: FSDP / ZeRO-3 over data-parallel devices":
            translate("Estimate", "Sharding chosen: FSDP / ZeRO-3 over data-parallel devices"),
        "devices": translate("Estimate", "devices"),
        "Dense peak per device ({figure})": translate("Estimate", "Dense peak per device ({figure})"),
        "Training efficiency ({segment}): 1/(1/e_gemm + c x balance)":
            translate("Estimate", "Training efficiency ({segment}): 1/(1/e_gemm + c x balance)"),
        "CPU launch time per step (GPU waits)": translate("Estimate", "CPU launch time per step (GPU waits)"),
        "CPU launch time per step (passes x layers x per-layer cost)":
            translate("Estimate", "CPU launch time per step (passes x layers x per-layer cost)"),
        "Dequantizing the 4-bit weights per micro-batch (QLoRA)":
            translate("Estimate", "Dequantizing the 4-bit weights per micro-batch (QLoRA)"),
        "Goodput of a long run (checkpoints, restarts)":
            translate("Estimate", "Goodput of a long run (checkpoints, restarts)"),
        "Runtime factor ({runtime})": translate("Estimate", "Runtime factor ({runtime})"),
        "Scaling efficiency per device ({link}, {n} devices)":
            translate("Estimate", "Scaling efficiency per device ({link}, {n} devices)"),
        "Memory bandwidth per device": translate("Estimate", "Memory bandwidth per device"),
        "Fixed cost per decode step (launches, sync)":
            translate("Estimate", "Fixed cost per decode step (launches, sync)"),
        "Tensor-parallel all-reduce time per token":
            translate("Estimate", "Tensor-parallel all-reduce time per token"),
        "MoE token dispatch and combine (all-to-all) per token":
            translate("Estimate", "MoE token dispatch and combine (all-to-all) per token"),
        "MoE expert weights read beyond the expert FLOPs per token":
            translate("Estimate", "MoE expert weights read beyond the expert FLOPs per token"),
        "Prefill efficiency ({key})": translate("Estimate", "Prefill efficiency ({key})"),
        "Decode bandwidth efficiency ({key})": translate("Estimate", "Decode bandwidth efficiency ({key})"),
        "KV cache per token": translate("Estimate", "KV cache per token"),
        "Bytes streamed per decode step": translate("Estimate", "Bytes streamed per decode step"),
        "Decode step (TPOT)": translate("Estimate", "Decode step (TPOT)"),
        "Prefill (TTFT)": translate("Estimate", "Prefill (TTFT)"),
        "Concurrent sequences (KV pool / scheduler / latency)":
            translate("Estimate", "Concurrent sequences (KV pool / scheduler / latency)"),
        "sequences": translate("Estimate", "sequences"),
        "replicas": translate("Estimate", "replicas"),
        "passes": translate("Estimate", "passes"),
        "Forward passes per image (denoising steps)": translate("Estimate", "Forward passes per image (denoising steps)"),
        "Inputs per pass and image (2 with classifier-free guidance)":
            translate("Estimate", "Inputs per pass and image (2 with classifier-free guidance)"),
        "Copies of the model side by side (data parallel), {n} device(s) each":
            translate("Estimate", "Copies of the model side by side (data parallel), {n} device(s) each"),
        "Replicas behind one load balancer (one queue for a free slot)":
            translate("Estimate", "Replicas behind one load balancer (one queue for a free slot)"),
        "Decode step at that batch (TPOT)": translate("Estimate", "Decode step at that batch (TPOT)"),
        "Prefill per request (TTFT)": translate("Estimate", "Prefill per request (TTFT)"),
        "Concurrent sequences (KV pool / scheduler)": translate("Estimate", "Concurrent sequences (KV pool / scheduler)"),
        "Prompt tokens computed per request (the rest from the prefix cache)":
            translate("Estimate", "Prompt tokens computed per request (the rest from the prefix cache)"),
        "Speculative decoding: tokens drafted per step": translate("Estimate", "Speculative decoding: tokens drafted per step"),
        "Speculative decoding: tokens gained per step (1 - a^(k+1)) / (1 - a)":
            translate("Estimate", "Speculative decoding: tokens gained per step (1 - a^(k+1)) / (1 - a)"),
        "Chunked prefill: tokens per engine step": translate("Estimate", "Chunked prefill: tokens per engine step"),
        "Saturation: most requests/s per replica": translate("Estimate", "Saturation: most requests/s per replica"),
        "Most requests/s per replica within the latency target":
            translate("Estimate", "Most requests/s per replica within the latency target"),
        "Requests/s per replica at the planned load": translate("Estimate", "Requests/s per replica at the planned load"),
        "Sequences decoding at the planned load": translate("Estimate", "Sequences decoding at the planned load"),
        "Time to first token P{pct} at the planned load": translate("Estimate", "Time to first token P{pct} at the planned load"),
        "{runtime} does not run {method} speculative decoding; it is left out":
            translate("Estimate", "{runtime} does not run {method} speculative decoding; it is left out"),
        "Forward FLOPs per sample": translate("Estimate", "Forward FLOPs per sample"),
        "Time per batch": translate("Estimate", "Time per batch"),
        "Compute efficiency ({key})": translate("Estimate", "Compute efficiency ({key})"),
        "Inter-node traffic per step and node": translate("Estimate", "Inter-node traffic per step and node"),
        "Share of the step left after exposed inter-node communication":
            translate("Estimate", "Share of the step left after exposed inter-node communication"),
        "CPU optimizer steps and host transfers (offload)":
            translate("Estimate", "CPU optimizer steps and host transfers (offload)"),
        "{size} GiB of optimizer states paged out to host RAM (paged optimizer)":
            translate("Estimate", "{size} GiB of optimizer states paged out to host RAM (paged optimizer)"),
        "Optimizer step on the GPU ({bytes} bytes per parameter)":
            translate("Estimate", "Optimizer step on the GPU ({bytes} bytes per parameter)"),
        "Paged optimizer states over PCIe per step":
            translate("Estimate", "Paged optimizer states over PCIe per step"),
        "Host transfers per micro-batch (weights, activations; overlapped)":
            translate("Estimate", "Host transfers per micro-batch (weights, activations; overlapped)"),
        "Tuned benchmark code (fused kernels, CUDA graphs)":
            translate("Estimate", "Tuned benchmark code (fused kernels, CUDA graphs)"),
        "optimizer in backward cannot accumulate gradients; set gradient accumulation to 1":
            translate("Estimate", "optimizer in backward cannot accumulate gradients; set gradient accumulation to 1"),
        "P{pct} response time at the planned load":
            translate("Estimate", "P{pct} response time at the planned load"),
        "Routed experts kept in host RAM (expert offload)":
            translate("Estimate", "Routed experts kept in host RAM (expert offload)"),
        "Expert time per decode step from host RAM ({path})":
            translate("Estimate", "Expert time per decode step from host RAM ({path})"),
        "{runtime} cannot keep MoE experts in host RAM; use llama.cpp (--n-cpu-moe) or Hugging Face transformers":
            translate("Estimate", "{runtime} cannot keep MoE experts in host RAM; use llama.cpp (--n-cpu-moe) or Hugging Face transformers"),
    }


# ---------------------------------------------------------------------------------------------
# per-workload preparation


@dataclass
class Profile:
    """Hardware-independent numbers for one workload (plain floats; built once)."""

    kind: str
    training: bool
    llm: bool
    shape: Shape
    runtime: str
    family: str
    eff: Efficiency
    precision: str
    act_b: float
    kv_b: float
    fmt_key: str
    fmt_quantized: bool
    # weights
    weight_bytes: float  # whole model at its storage format (weights item)
    stream_dense_bytes: float  # bytes read per decode step that do not depend on MoE routing
    stream_expert_bytes: float  # routed-expert bytes (all experts)
    dequant_scratch: float
    # training
    trainable: float = 0.0
    frozen: float = 0.0
    per_param: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    lora: float = 0.0
    activations: float = 0.0  # per micro-batch, unsharded (bytes)
    logits: float = 0.0
    micro_batch: int = 1
    seq: int = 0
    run_flops: float = 0.0  # executed FLOPs of one run
    model_flops: float = 0.0  # model FLOPs of one run (MFU basis)
    run_samples: float = 0.0
    run_tokens: float = 0.0
    recompute: str = "none"
    zero_stage: int = 0
    tp: int = 1
    pp: int = 1
    cnn: bool = False
    flops_per_sample: float = 0.0  # forward FLOPs (non-LLM)
    cnn_bytes_per_flop: float = 0.0  # CNN memory traffic per executed FLOP (training: per training FLOP)
    cnn_acts: float = 0.0  # CNN activation elements per sample (0: not in the catalog; traffic from FLOPs)
    # inference
    prompt: float = 0.0
    output: float = 0.0
    concurrency: int = 1
    samples_per_run: float | None = None
    rps: float | None = None
    latency_target_s: float | None = None
    ttft_target_s: float | None = None  # an LLM service: the first token within this (Recipe.ttft_target_ms)
    percentile: float = 0.99  # the latency percentile that must meet the target
    cpu_offload: bool = False  # optimizer states, master weights and gradients in host RAM (ZeRO-Offload)
    expert_offload: bool = False  # inference: routed MoE experts asked to stay in host RAM (Recipe.offload)
    # LLM serving recipe choices (engine.serving; llm_serving only, 0/"none" otherwise)
    prefix_share: float = 0.0  # share of each prompt the prefix cache serves (Recipe.prefix_cached_share)
    spec_method: str = "none"  # Recipe.speculative_decoding
    spec_acceptance: float = 0.0  # the stated acceptance rate, else the method's typical one
    draft_params: float = 0.0  # draft model parameters (speculative_decoding = draft_model)
    grad_accum: int = 1
    fwd_flops_per_token_ctx: float = 0.0  # decode flops per token at mean context
    infer_act_per_token: float = 0.0
    image_flops: float = 0.0  # forward FLOPs of the image encoder per request (vision-language models)
    vision_bytes: float = 0.0  # training: a vision-language model's frozen image encoder, held (training_memory)
    ubatch: int = 512  # llama.cpp's physical batch (LLAMA_CPP_UBATCH; a calibration row's stated -ub)
    offload_checkpoints: bool = False
    # training recipe choices (engine.training)
    tuned: bool = False  # Recipe.training_code == "tuned"
    optimizer: str = "adamw"
    opt_step_bytes: float = 0.0  # bytes moved per trainable parameter by one optimizer step on the GPU
    opt_in_bwd: bool = False  # Recipe.optimizer_in_backward (gradients of ~one layer alive)
    paged: bool = False  # paged optimizer states (spill to host RAM when the GPU is full)
    param_offload: bool = False  # weights in host memory, fetched layer by layer (implies cpu_offload)
    offload_nvme: bool = False  # offloaded state on NVMe (ZeRO-Infinity)
    act_offload_bytes: float = 0.0  # activation bytes sent to host RAM per micro-batch (and back)
    dequant_step_bytes: float = 0.0  # QLoRA: bytes moved per micro-step dequantizing the frozen weights
    passes: float = 1.0  # inference: forward passes per sample (a diffusion model: its denoising steps)
    pass_batch: float = 1.0  # inputs per sample in each pass (classifier-free guidance: 2)
    infer_act_per_input: float = 0.0  # CNN / diffusion inference: activation bytes live per input of a pass
    # an encoder-decoder speech recogniser (Whisper): its decoder runs once per transcript token
    dec_steps: float = 0.0  # decoder steps per sample (Recipe.output_tokens; 0: no autoregressive decoder)
    dec_params: float = 0.0  # decoder parameters (the model's less its encoder's)
    dec_weight_bytes: float = 0.0  # bytes of the decoder's weights, read at every step
    dec_layers: int = 0  # decoder layers (kernel launches per step)
    dec_kv_per_token: float = 0.0  # bytes of self- and cross-attention keys/values per token and sample
    runs_per_month: float = 0.0
    always_on: bool = False
    width_factor: float = 1.0
    max_util: float = 0.85
    margin: float = 0.10  # Assumptions.memory_margin
    notes: list[str] = field(default_factory=list)
    error: str | None = None


_CACHE: dict[tuple, tuple[weakref.ref, tuple, Profile]] = {}
# profiles kept at least; advisor.advise raises it to twice the document's workloads (as its advice
# cache), else a document of more workloads rebuilds every profile at each advise
CACHE_LIMIT = 256


def _fingerprint(w: Workload, a: Assumptions) -> tuple:
    r = w.recipe
    return (
        w.kind,
        id(w.model),
        tuple(w.model.__dict__.values()) if w.model.arch is None else (tuple(w.model.__dict__.values()), tuple(w.model.arch.__dict__.values())),
        tuple(v if not isinstance(v, list) else tuple(v) for k, v in r.__dict__.items() if k not in ("parallelism", "audience")),
        tuple(r.parallelism.__dict__.values()),
        tuple(r.audience.__dict__.values()),
        tuple(w.schedule.__dict__.values()),
        tuple(sorted(a.efficiency_overrides.items())),
        a.memory_margin,
        a.max_utilisation,
    )


def prepare(
    workload: Workload,
    assumptions: Assumptions,
    *,
    runtime: str | None = None,
    weight_format: str | None = None,
    flags: frozenset[str] = frozenset(),
) -> Profile:
    """Hardware-independent profile of a workload (cached per workload object and content).

    ``runtime`` and ``weight_format`` accept spellings beyond the domain's enumerations
    (``exllamav2``, ``autoawq``, ``litgpt``, ``exl2_4.0bpw`` ...; used by calibration).
    ``flags``: ``compiled`` (torch.compile / CUDA graphs), ``pure_16bit`` (16-bit weights,
    gradients and optimizer states, no fp32 master), ``cut_ce`` (no materialised logits),
    ``offload_checkpoints`` (checkpointed activations kept in host RAM, Unsloth).
    """
    if runtime is None and weight_format is None and not flags:
        key = (id(workload), id(assumptions))
        fp = _fingerprint(workload, assumptions)
        hit = _CACHE.get(key)
        if hit is not None and hit[0]() is workload and hit[1] == fp:
            return hit[2]
        prof = _build_profile(workload, assumptions, None, None, flags)
        if len(_CACHE) > CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[key] = (weakref.ref(workload), fp, prof)
        return prof
    return _build_profile(workload, assumptions, runtime, weight_format, flags)


def _build_profile(
    w: Workload, a: Assumptions, runtime: str | None, wf: str | None, flags: frozenset[str],
    shape: Shape | None = None,
) -> Profile:
    """``shape``: build_shape(w.model) when the caller has it (a profile of the same model)."""
    r = w.recipe
    eff = Efficiency(a.efficiency_overrides)
    rt = (runtime or r.runtime or "pytorch").lower()
    if rt == "pytorch" and "compiled" in flags:
        rt = "pytorch_compiled"
    family = runtime_family(rt)
    if shape is None:
        shape = build_shape(w.model)
    if family == "eager" and shape.kv_latent:
        # Hugging Face transformers runs multi-head latent attention expanded: it caches each head's key
        # (head_dim + RoPE) and value (head_dim), not the latent (DeepseekV3Attention.forward passes the
        # kv_b_proj output to past_key_values.update), and attends over them (engine.compute)
        shape = replace(shape, kv_latent=0,
                        kv_values_per_token=float(shape.layers * shape.heads * (2 * shape.head_dim + shape.rope_dim)))
    training = w.kind in ("pretrain", "full_finetune", "lora", "qlora")
    llm = shape.is_transformer and w.model.family in ("decoder_llm", "encoder_decoder")
    precision = r.precision  # fp16 and bf16 give the same profile but for this field: advisor._platform_profile
    act_b = 4.0 if precision in ("fp32", "tf32") else 2.0
    kv_b = act_b if r.kv_cache_dtype == "auto" else KV_BYTES[r.kv_cache_dtype]
    if r.kv_cache_dtype == "auto" and act_b > 2:
        kv_b = 4.0
    error = None
    try:
        fmt = lookup_format(wf or r.weight_format)
    except UnknownFormat as exc:
        fmt = lookup_format("bf16")
        error = str(exc)
    if w.kind == "qlora" and not fmt.quantized:
        fmt = lookup_format("nf4")
    if training and w.kind in ("pretrain", "full_finetune"):
        # full training stores weights at the training precision (master copy counted apart)
        fmt = lookup_format("fp32" if precision in ("fp32", "tf32") else "bf16")

    emb, head = shape.embed_params, shape.head_params
    body = shape.params - emb - head
    experts = shape.moe_layer_params
    # MXFP4 formats store only the routed experts at 4.25 bpw (formats.py ``dense_bits``)
    dense_b = fmt.dense_bits / 8.0 if fmt.dense_bits else fmt.bytes_per_weight
    hp_bytes = 2.0 if fmt.embeddings_high_precision else dense_b
    weight_bytes = (body - experts) * dense_b + experts * fmt.bytes_per_weight + (emb + head) * hp_bytes
    # decode streams every block weight and the LM head (tied: the embedding table); the
    # embedding lookup reads one row per token
    head_stream = head if head > 0 else (emb if shape.vocab > 1 else 0.0)
    stream_dense = (body - experts) * dense_b + head_stream * hp_bytes
    stream_expert = experts * fmt.bytes_per_weight
    if (w.model.vision is not None and llm and not training
            and (family != "llama_cpp" or r.images_per_request > 0)):
        # a vision-language model's image encoder is held beside the language model in 16 bits
        # (quantized checkpoints leave it unquantized: AutoAWQ / llm-compressor ignore lists name the
        # vision tower; llama.cpp keeps it in its own f16 mmproj file, loaded only when given with
        # --mmproj for images) and runs only on images, so decode does not stream it
        weight_bytes += vision_counts(w.model.vision, shape.hidden, r.image_size)[0] * max(2.0, dense_b)
    dequant = 0.0
    if fmt.quantized and family == "eager" and shape.is_transformer:
        dequant = 2.0 * shape.hidden * shape.ffn  # one dequantized matrix in 16 bits

    sched = w.schedule
    p = Profile(
        kind=w.kind, training=training, llm=llm, shape=shape, runtime=rt, family=family, eff=eff,
        precision=precision, act_b=act_b, kv_b=kv_b, fmt_key=fmt.key, fmt_quantized=fmt.quantized,
        weight_bytes=weight_bytes, stream_dense_bytes=stream_dense, stream_expert_bytes=stream_expert,
        dequant_scratch=dequant, runs_per_month=sched.runs_per_month, always_on=sched.always_on, error=error,
        max_util=a.max_utilisation, margin=a.memory_margin,
    )
    p.tp = r.parallelism.tensor_parallel
    p.pp = r.parallelism.pipeline_parallel
    p.zero_stage = r.parallelism.zero_stage
    p.cpu_offload = (r.parallelism.cpu_offload or r.parallelism.param_offload) and training
    p.param_offload = r.parallelism.param_offload and training
    p.offload_nvme = p.cpu_offload and r.parallelism.offload_device == "nvme"
    p.expert_offload = (not training) and r.offload == "experts" and stream_expert > 0
    p.grad_accum = r.grad_accum
    p.offload_checkpoints = "offload_checkpoints" in flags
    for flag in flags:
        if flag.startswith("ubatch:") and flag[7:].isdigit() and int(flag[7:]) >= 1:
            p.ubatch = int(flag[7:])  # llama.cpp -ub / --ubatch-size as stated
    if shape.is_transformer:
        w0 = eff.get("train_small_model_width") * 1000.0
        p.width_factor = shape.hidden / (shape.hidden + w0)
    if training:
        _prepare_training(p, w, flags)
        if w.model.vision is not None and llm:
            # a vision-language model fine-tuned loads its image encoder with the language model
            # (transformers' *ForConditionalGeneration, e.g. Gemma3ForConditionalGeneration) and keeps
            # it frozen (LLaMA-Factory's freeze_vision_tower, True by default; ms-swift --freeze_vit):
            # no gradients or optimizer states, weights at the training dtype: 16 bits, 32 for an
            # fp32/tf32 run
            p.vision_bytes = vision_counts(w.model.vision, shape.hidden, r.image_size)[0] * act_b
        if w.kind == "qlora" and fmt.quantized and shape.is_transformer:
            # QLoRA computes in 16 bits: every matmul first dequantizes its frozen 4-bit weight to a
            # bf16 copy (Dettmers et al., "QLoRA", arXiv 2305.14314, Sec. 3: "we dequantize the
            # storage data type to the computation data type to perform the forward and backward
            # pass").  Per pass the kernel reads the quantized block weights and writes the 16-bit
            # copy; passes: forward, backward (dX needs W) and the recomputed forward
            passes = 3.0 if p.recompute == "full" else 2.0
            p.dequant_step_bytes = passes * (body - experts) * (dense_b + 2.0) + passes * experts * (
                fmt.bytes_per_weight + 2.0)
    else:
        _prepare_inference(p, w)
    return p


def _prepare_training(p: Profile, w: Workload, flags: frozenset[str]) -> None:
    r = w.recipe
    shape = p.shape
    mixed = p.precision not in ("fp32", "tf32")
    # pure 16-bit training: torchtune trains in the model's dtype, bf16 by default ("It uses 2
    # bytes per model parameter instead of 4 bytes when using float32", torchtune docs, Memory
    # Optimization Overview); litgpt/Fabric "bf16-true" (calibration flag)
    pure = "pure_16bit" in flags or p.runtime == "torchtune"
    wb, gb, ob, mb = M.training_bytes_per_param(r.optimizer, mixed)
    if pure and mixed:
        # 16-bit weights, gradients and states, no master copy; 8-bit optimizers keep their
        # 8-bit states whatever the parameters' dtype
        wb, gb, ob, mb = 2.0, 2.0, (ob if r.optimizer in TR.EIGHT_BIT else ob / 2.0), 0.0
    p.recompute = r.recompute
    p.seq = int(r.seq_len or 512) if shape.is_transformer else 0
    if w.model.family == "vision_transformer":
        p.seq = _vit_tokens(w)
    elif w.model.family == "speech" and shape.is_transformer:
        p.seq = speech_positions(w.model.input_size) or p.seq  # a 30-s window's encoder positions
    p.micro_batch = r.micro_batch
    if w.kind in ("lora", "qlora"):
        p.lora = M.lora_params(shape, r.lora_rank, r.lora_targets)
        p.trainable = p.lora
        p.frozen = shape.params
        p.per_param = (wb if not pure else 2.0, gb, ob, mb)
    else:
        p.trainable = shape.params
        p.per_param = (wb, gb, ob, mb)
        p.weight_bytes = 0.0  # counted through per_param
    p.tuned = r.training_code == "tuned"
    p.optimizer = r.optimizer
    p.opt_in_bwd = r.optimizer_in_backward
    p.paged = r.optimizer == "paged_adamw_8bit"
    p.opt_step_bytes = TR.optimizer_step_bytes(r.optimizer, p.per_param, p.eff, tuned=p.tuned)
    eager = p.family == "eager"
    fused_ce = "fused_ce" in flags or p.family == "megatron"
    dropout = w.model.family in ("encoder", "encoder_decoder", "vision_transformer")
    tokens = p.seq * p.micro_batch
    if shape.is_transformer:
        p.activations = M.activations(
            shape, tokens=tokens, seq=p.seq, act_bytes=p.act_b, recompute=p.recompute,
            flash=r.flash_attention, eager=eager, dropout=dropout,
            amp_fp32_softmax=eager and p.precision in ("fp16", "bf16") and not pure,
        )
        if p.offload_checkpoints and p.recompute == "full":
            # Unsloth offloads the checkpointed layer inputs to host RAM
            p.activations -= tokens * p.act_b * shape.hidden * shape.layers
        elif r.activation_offload:
            # activations kept for backward go to host RAM; two layers' worth stay on the GPU (the
            # layer running and the one in flight), engine.training
            if p.recompute == "full":
                per_layer = tokens * p.act_b * shape.hidden  # each layer's checkpointed input
                stored = per_layer * shape.layers
            else:
                stored = p.activations
                per_layer = stored / max(1, shape.layers)
            p.act_offload_bytes = max(0.0, stored - 2.0 * per_layer)
            p.activations -= p.act_offload_bytes
        p.logits = M.logits_bytes(shape, tokens, p.act_b, fused="cut_ce" in flags, eager=not fused_ce,
                                  hf_loss=p.runtime == "hf_transformers")
        if w.kind == "qlora" and p.runtime == "hf_transformers":
            extra_w, extra_act = M.peft_kbit_fp32(shape, tokens, p.recompute)  # PEFT's fp32 casts
            p.weight_bytes += extra_w
            p.activations += extra_act
    else:
        p.cnn = True
        # CNN/detector activations kept for backward: the model's activation elements when the
        # catalog gives them (efficiency.py cnn_act_bytes_per_elem), else in proportion to the forward
        # FLOPs (cnn_act_bytes_per_kflop); both measured on ResNet-50
        acts = p.cnn_acts = _cnn_activations(w)
        side = (w.recipe.image_size or _input_side(w)) if w.model.family == "diffusion" else None
        if side:
            # a latent diffusion UNet keeps its feature maps, which follow the image's pixels, not
            # its FLOPs (spent mostly in transformer stacks at a sixteenth of the latent's pixels):
            # efficiency.py diffusion_train_act_kb_per_px
            per_sample = side * side * p.eff.get("diffusion_train_act_kb_per_px") * 10000.0
        elif acts:
            per_sample = acts * p.eff.get("cnn_act_bytes_per_elem") * 10.0
        else:
            per_sample = _cnn_forward_flops(w) / 1000.0 * p.eff.get("cnn_act_bytes_per_kflop") * 10.0
        p.activations = per_sample * (p.act_b / 2.0) * p.micro_batch
        if p.recompute == "full":
            # checkpointed per block: the blocks' inputs and one block's activations are kept
            # (efficiency.py cnn_recompute_keep; the recompute's time is in the FLOPs below)
            p.activations *= p.eff.get(f"cnn_recompute_keep.{w.model.family}")
    # amount of work
    epochs = r.epochs
    if shape.is_transformer and (r.dataset_tokens or (r.dataset_samples and p.seq)):
        p.run_tokens = (r.dataset_tokens or (r.dataset_samples or 0) * p.seq) * epochs
        p.run_samples = p.run_tokens / max(1, p.seq)
        causal = w.model.family == "decoder_llm"
        per = C.train_flops_per_token(shape, p.seq, kind=w.kind, recompute=p.recompute, causal=causal)
        per_model = C.model_flops_per_token(shape, p.seq, kind=w.kind, causal=causal)
        p.run_flops = per * p.run_tokens
        p.model_flops = per_model * p.run_tokens
        if w.model.family == "speech" and speech_positions(w.model.input_size):
            # an encoder-decoder recogniser (Whisper): the encoder over the window's positions, the
            # decoder over the transcript's tokens (Recipe.output_tokens per sample), not every
            # parameter over every position (_prepare_speech splits the parameters)
            fwd = _speech_forward(shape, p.seq, float(r.output_tokens))
            mult = 3.0 + (1.0 if p.recompute == "full" else 0.0) - (1.0 if w.kind in ("lora", "qlora") else 0.0)
            p.run_flops = mult * fwd * p.run_samples
            p.model_flops = (mult - (1.0 if p.recompute == "full" else 0.0)) * fwd * p.run_samples
    else:
        p.run_samples = (r.dataset_samples or 0.0) * epochs
        fwd = _cnn_forward_flops(w) if w.model.gflops_per_sample else 0.0
        if not fwd and shape.is_transformer:
            fwd = 2.0 * shape.active_params * (p.seq or 512)
        p.flops_per_sample = fwd
        p.cnn_bytes_per_flop = _cnn_bytes_per_flop(p, w, fwd, tuned=p.tuned)
        mult = 3.0 + (1.0 if p.recompute == "full" else 0.0)
        if w.kind in ("lora", "qlora"):
            mult -= 1.0
        p.run_flops = mult * fwd * p.run_samples
        p.model_flops = (mult - (1.0 if p.recompute == "full" else 0.0)) * fwd * p.run_samples
        p.run_tokens = p.run_samples * (p.seq or 0)


_IMAGE_SIDE = re.compile(r"(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:px\s*)?image", re.IGNORECASE)


def _input_side(w: Workload) -> float | None:
    """Side of the input image the catalog's FLOPs refer to ('3x224x224' -> 224; a latent model's
    '4x64x64 latent (512x512 image)' -> 512, the pixels the Image size field is in)."""
    size = w.model.input_size or ""
    m = _IMAGE_SIDE.search(size)
    try:
        side = float(m.group(2)) if m else float(size.lower().replace(" ", "").replace("×", "x").split("x")[-1])
    except ValueError:
        return None
    return side if math.isfinite(side) and 1.0 <= side <= 100_000.0 else None


def _cnn_forward_flops(w: Workload) -> float:
    """Forward FLOPs per sample at the recipe's image size (conv FLOPs scale with the pixel count)."""
    fwd = (w.model.gflops_per_sample or 1.0) * 1e9
    side = _input_side(w)
    if w.recipe.image_size and side:
        fwd *= (w.recipe.image_size / side) ** 2
    return fwd


def _cnn_activations(w: Workload) -> float:
    """Activation elements per sample at the recipe's image size (feature maps scale with the pixel
    count, as the FLOPs do); 0 when the catalog does not give them."""
    acts = (w.model.activations_m or 0.0) * 1e6
    side = _input_side(w)
    if acts and w.recipe.image_size and side:
        acts *= (w.recipe.image_size / side) ** 2
    return acts


def _cnn_bytes_per_flop(p: Profile, w: Workload, fwd: float, *, tuned: bool) -> float:
    """Memory traffic of CNN training per executed training FLOP (efficiency.py).

    With the model's activations: ``cnn_train_bytes_per_act`` bytes per activation element per
    training sample (forward + backward, 3 x the forward FLOPs), so the traffic follows the
    feature maps; without them: 1 / ``cnn_train_flop_per_byte`` (ResNet-50's intensity for every
    CNN).  Tuned benchmark code (fused conv + batch-norm + ReLU) uses the ``.tuned`` figures."""
    acts = _cnn_activations(w)
    if acts and fwd > 0:
        per_act = p.eff.get("cnn_train_bytes_per_act.tuned" if tuned else "cnn_train_bytes_per_act") * 100.0
        ratio = acts * per_act / (3.0 * fwd)
        if math.isfinite(ratio):  # a vanishing FLOP count overflows it: the intensity below instead
            return ratio
    return 1.0 / (p.eff.get("cnn_train_flop_per_byte.tuned" if tuned else "cnn_train_flop_per_byte") * 1000.0)


def _vit_tokens(w: Workload) -> int:
    """Tokens of a vision transformer: patches + class token, from its forward FLOPs
    (~2 x parameters per token) at the recipe's image size; 197 (224 px, 16-px patches) if unknown."""
    params = w.model.params
    if w.model.gflops_per_sample and params:
        return max(1, int(round(_cnn_forward_flops(w) / (2.0 * params))))
    return 197


# requests an LLM service on llama.cpp runs at once where the recipe does not say: llama-server's
# slots by default, 4 with one unified KV cache since ggml-org/llama.cpp PR #16736 (merged 2025-10-23:
# "By default, start the server using 4 slots and unified KV cache"; -np, --parallel N "default: -1,
# -1 = auto", PR #17997); before it, 1
LLAMA_SERVER_SLOTS = 4


def default_concurrency(runtime: str | None, kind: str) -> int:
    """Requests a service runs at once when Recipe.concurrency is not stated: llama-server's default
    slots for an LLM service on llama.cpp, else 1 (vLLM and TensorRT-LLM schedule as many as their
    KV pool holds and do not read it)."""
    return LLAMA_SERVER_SLOTS if kind == "llm_serving" and runtime == "llama_cpp" else 1


def _prepare_inference(p: Profile, w: Workload) -> None:
    r = w.recipe
    shape = p.shape
    p.prompt = float(r.prompt_tokens)
    p.output = float(r.output_tokens) if p.llm else 0.0
    p.concurrency = r.concurrency if r.concurrency is not None else default_concurrency(p.runtime or r.runtime, w.kind)
    p.samples_per_run = r.samples_per_run
    p.micro_batch = r.micro_batch
    p.seq = int(r.seq_len or 0)
    if w.model.family == "vision_transformer":
        p.seq = _vit_tokens(w)
    elif w.model.family == "speech":
        p.seq = speech_positions(w.model.input_size) or p.seq  # a 30-s window's encoder positions
    # the peak rate from the Advanced fields or the audience (engine.load: one rule for all)
    p.rps = effective_load(w).rps_peak
    p.latency_target_s = r.latency_target_ms / 1000.0 if r.latency_target_ms else None
    p.ttft_target_s = r.ttft_target_ms / 1000.0 if r.ttft_target_ms and p.llm else None
    p.percentile = r.latency_percentile / 100.0
    if w.kind == "llm_serving" and p.llm:
        p.prefix_share = float(r.prefix_cached_share or 0.0)
        p.spec_method = r.speculative_decoding
        if p.spec_method != "none":
            p.spec_acceptance = r.speculative_acceptance or S.TYPICAL_ACCEPTANCE[p.spec_method]
            p.draft_params = (r.draft_params_b * 1e9 if r.draft_params_b else shape.params * S.DRAFT_SHARE)
    if shape.is_transformer:
        h, f = shape.hidden, shape.ffn
        p.infer_act_per_token = p.act_b * (4 * h + (3 if shape.gated else 2) * f)
    if w.model.vision is not None and p.llm and r.images_per_request:
        # each image runs the encoder once and joins the prompt as its tokens
        _params, flops, tokens = vision_counts(w.model.vision, shape.hidden, r.image_size)
        p.prompt += r.images_per_request * tokens
        p.image_flops = r.images_per_request * flops
    if w.model.family == "diffusion":
        # an image is generated by one UNet forward per denoising step, two inputs per step with
        # classifier-free guidance (the conditional and unconditional passes batched together)
        p.passes = float(r.denoising_steps)
        p.pass_batch = 2.0 if r.guidance else 1.0
    if not p.llm:
        fwd = _cnn_forward_flops(w) if w.model.gflops_per_sample else 0.0
        if not fwd and shape.is_transformer:
            # 2 x parameters per token is a transformer's forward; a convolutional or diffusion
            # network without its FLOPs has no such rule (its weights run at every position of
            # every resolution): left 0, and _other_inference says what to enter
            fwd = 2.0 * shape.active_params * max(1, p.seq or 128)
            if w.model.family == "speech":
                fwd = _prepare_speech(p, r, w.model.input_size)
        p.flops_per_sample = fwd
        p.cnn = not shape.is_transformer
        if p.cnn:
            p.cnn_bytes_per_flop = _cnn_bytes_per_flop(p, w, fwd, tuned=False)
            p.infer_act_per_input = _infer_activations(p, w, fwd)


def _infer_activations(p: Profile, w: Workload, fwd: float) -> float:
    """Activation bytes a convolutional or diffusion network holds per input while inferring: a
    diffusion model's follow the image's pixels (efficiency.py ``diffusion_infer_act_kb_per_px``);
    other CNNs' one byte per 1,000 forward FLOPs at 16-bit."""
    if w.model.family == "diffusion":
        side = w.recipe.image_size or _input_side(w)
        if side:
            return side * side * p.eff.get("diffusion_infer_act_kb_per_px") * 1000.0 * p.act_b / 2.0
    return fwd / 1000.0 * p.act_b / 2.0


def _prepare_speech(p: Profile, r, input_size: str | None = None) -> float:
    """An encoder-decoder speech recogniser (Whisper: Radford et al. 2022, arXiv 2212.04356, Sec. 2.3):
    the encoder runs once over the audio's frames, the decoder once per transcript token, reading its
    weights and launching its layers' kernels at every step (autoregressive decoding), as an LLM's
    decode does.  ``layers`` is the encoder's depth (one stack; reference README); an encoder layer
    holds self-attention (4 h^2) and a two-matrix MLP (2 h ffn), a decoder layer cross-attention
    (4 h^2) besides, and the decoder has no more layers than the encoder (Whisper large-v3-turbo: 4
    decoder layers; the count from the parameters gives 7 there, the embedding table counted as
    layers).  Returns the encoder's forward FLOPs per sample."""
    s = p.shape
    h, f, layers = float(s.hidden), float(s.ffn), s.layers
    enc, dec = _speech_split(s)
    if dec > 0 and r.output_tokens > 0:
        p.dec_steps = float(r.output_tokens)
        p.dec_params = dec
        p.dec_weight_bytes = p.weight_bytes * dec / max(1.0, s.params)
        p.dec_layers = int(min(layers, max(1, round(dec / (8.0 * h * h + 2.0 * h * f)))))
        # each decoder layer keeps its own keys and values of the transcript and of the encoder's output
        p.dec_kv_per_token = 2.0 * s.kv_heads * s.head_dim * p.dec_layers * p.kv_b
    return 2.0 * enc * (speech_positions(input_size) or max(1, p.seq or 128))


def _speech_split(shape) -> tuple[float, float]:
    """(encoder, decoder) parameters of an encoder-decoder recogniser: ``layers`` encoder layers of
    self-attention (4 h^2) and a two-matrix MLP (2 h ffn); the decoder holds the rest (_prepare_speech)."""
    h, f = float(shape.hidden), float(shape.ffn)
    enc = min(shape.active_params, shape.layers * (4.0 * h * h + 2.0 * h * f))
    return enc, max(0.0, shape.active_params - enc)


def _speech_forward(shape, positions: float, tokens: float) -> float:
    """Forward FLOPs of one window of an encoder-decoder recogniser: 2 x encoder parameters x the
    window's positions + 2 x decoder parameters x the transcript's tokens."""
    enc, dec = _speech_split(shape)
    return 2.0 * enc * positions + 2.0 * dec * tokens


_LOG_MEL = re.compile(r"(\d+)\s*[x×]\s*(\d+)\s*log-mel", re.IGNORECASE)


def speech_positions(input_size: str | None) -> int | None:
    """Encoder positions of a log-mel speech recogniser's window: its frames over the stride of two
    of the encoder's second convolution (Whisper: 3,000 frames of 30 s -> 1,500 positions; Radford et
    al. 2022, arXiv 2212.04356, Sec. 2.2), whatever the recipe's sequence length says; None for any
    other input."""
    m = _LOG_MEL.search(input_size or "")
    if not m:
        return None
    return max(1, int(m.group(2)) // 2)


# ---------------------------------------------------------------------------------------------
# per-option estimate


def estimate(workload: Workload, hw: HardwareConfig, assumptions: Assumptions) -> Estimate:
    """Memory, time and throughput of one workload on one hardware option."""
    return estimate_profile(prepare(workload, assumptions), hw)


def estimate_profile(p: Profile, hw: HardwareConfig) -> Estimate:
    tx = _texts()
    acc = hw.accelerator
    n = max(1, int(hw.count))
    seg = acc.segment
    eff = p.eff
    steps: list[tuple[str, float, str]] = []
    reasons: list[str] = []
    if p.error:
        reasons.append(p.error)
    mem_gb = hw.memory_gb_per_device or acc.memory_gb
    usable = M.usable_bytes(mem_gb, seg, eff.get("apple_gpu_share_small"), eff.get("apple_gpu_share_large"))
    if seg == "apple":
        steps.append((tx["GPU share of unified memory (macOS wired limit; assumption)"], usable / (mem_gb * GiB),
                      tx["share"]))
    if p.training:
        return _training(p, hw, acc, n, usable, steps, reasons)
    if p.llm:
        return _llm_inference(p, hw, acc, n, usable, steps, reasons)
    return _other_inference(p, hw, acc, n, usable, steps, reasons)


def _context_bytes(p: Profile, seg: str) -> float:
    return 0.0 if seg == "apple" else p.eff.get("cuda_context_gb") * 1e9


def _overhead(p: Profile) -> float:
    return p.eff.get(f"overhead_gb.{p.family}") * 1e9


class TimeReason(str):
    """A reason read from the estimated speed (a latency, first-token or load target missed): the
    advisor drops it for an accelerator whose speed cannot be estimated (advisor._compute_unknown),
    whose figures come from placeholders.  A str in every other respect."""

    __slots__ = ()


def _ttft_msg(seconds: float, target_s: float) -> str:
    return TimeReason(_texts()["first token after {latency} ms, over the {target} ms target"].format(
        latency=f"{seconds * 1000:.0f}", target=f"{target_s * 1000:.0f}"))


def _latency_msg(seconds: float, target_s: float) -> str:
    tx = _texts()
    return TimeReason(tx["latency {latency} ms exceeds the {target} ms target"].format(
        latency=f"{seconds * 1000:.0f}", target=f"{target_s * 1000:.0f}"))


def _load_msg(rps: float, percentile: float, seconds: float, target_s: float) -> str:
    """A service whose answer time meets its target alone but not at the planned load, however many
    replicas share it (engine.serving.ServingModel.replicas_needed found none)."""
    return TimeReason(_texts()["at {rps} requests/s no number of replicas keeps P{p} within the {target} ms target (one request alone: {latency} ms)"].format(
        rps=f"{rps:.3g}", p=f"{percentile * 100:g}", target=f"{target_s * 1000:.0f}", latency=f"{seconds * 1000:.0f}"))


def _fits(total: float, usable: float) -> bool:
    return total <= usable


def _need_msg(total: float, usable: float, mem_gb: float) -> str:
    tx = _texts()
    return tx["needs {need} GiB per device, has {usable} GiB usable ({device} GB device)"].format(
        need=f"{total / GiB:,.1f}", usable=f"{usable / GiB:.1f}", device=f"{mem_gb:g}")


# -- training ---------------------------------------------------------------------------------


def training_memory(p: Profile, n: int, tp: int, pp: int, zero: int, seg: str, usable: float) -> M.MemoryBreakdown:
    shape = p.shape
    tp = max(1, tp)
    pp = max(1, pp)
    dp = max(1, n // (tp * pp))
    split = tp * pp
    wb, gb, ob, mb = p.per_param
    T = p.trainable / split
    items: dict[str, float] = {}
    if p.kind in ("lora", "qlora"):
        items["weights"] = p.weight_bytes / split / (dp if zero >= 3 else 1)
        # FSDP / ZeRO shard the adapters' gradients, optimizer states and the adapters themselves
        # over the data-parallel ranks as they shard any trainable parameter
        items["lora_adapters"] = T * wb / (dp if zero >= 3 else 1)
        items["gradients"] = T * gb / (dp if zero >= 2 else 1)
        items["optimizer_states"] = T * ob / (dp if zero >= 1 else 1)
        items["master_weights"] = T * mb / (dp if zero >= 1 else 1)
        items["quantization_overhead"] = p.dequant_scratch
    else:
        items["weights"] = T * wb / (dp if zero >= 3 else 1)
        items["gradients"] = T * gb / (dp if zero >= 2 else 1)
        items["optimizer_states"] = T * ob / (dp if zero >= 1 else 1)
        items["master_weights"] = T * mb / (dp if zero >= 1 else 1)
    if p.cpu_offload:
        # ZeRO-Offload (DeepSpeed docs "ZeRO-Offload"; Ren et al., USENIX ATC 2021): optimizer states,
        # fp32 master weights and gradients live in host RAM and the optimizer runs on the CPU; the
        # GPU keeps 16-bit gradient buckets of about two layers for the transfer: two layers of the
        # trainable parameters (LoRA: two layers of adapters, not of the frozen weights)
        for key in ("gradients", "optimizer_states", "master_weights"):
            items[key] = 0.0
        layer_grads = T / max(1, shape.layers) if p.kind in ("lora", "qlora") else shape.largest_layer_params / split
        items["sharding_buffers"] = items.get("sharding_buffers", 0.0) + 2.0 * layer_grads * 2.0
    if zero >= 3 and dp > 1:
        # FSDP/ZeRO-3 gathers a full layer (and prefetches the next): 2 layers at 16 bits
        per_param = (p.weight_bytes / shape.params) if p.kind in ("lora", "qlora") and shape.params else 2.0
        items["sharding_buffers"] = 2.0 * shape.largest_layer_params / split * per_param
    if p.opt_in_bwd and not p.cpu_offload:
        # optimizer in backward: each gradient is freed once its parameter is updated, so about one
        # layer's gradients (and the largest single tensor, the embedding or LM head) are alive
        if p.kind in ("lora", "qlora"):
            alive = T / max(1, shape.layers)
        else:
            alive = T / max(1, shape.layers) + max(shape.embed_params, shape.head_params) / split
        items["gradients"] = min(items["gradients"], alive * gb / (dp if zero >= 2 else 1))
    if p.param_offload:
        # parameter offload: the weights live in host memory (or NVMe); the GPU holds the layer that
        # runs and the prefetched next one (engine.training)
        per_param = (p.weight_bytes / shape.params) if p.kind in ("lora", "qlora") and shape.params else wb
        items["weights"] = min(items["weights"] * (dp if zero >= 3 else 1),
                               2.0 * shape.largest_layer_params / split * per_param)
        items.pop("sharding_buffers", None)
    if p.vision_bytes and not p.param_offload:
        # the frozen image encoder (vision-language models): whole on each device, sharded over the
        # data-parallel ranks by ZeRO-3 / FSDP as every parameter is; offloaded with the weights
        items["weights"] += p.vision_bytes / (dp if zero >= 3 else 1)
    items["activations"] = p.activations / tp
    items["logits"] = p.logits / tp
    items["runtime_overhead"] = _overhead(p)
    items["cuda_context"] = _context_bytes(p, seg)
    total = sum(items.values())
    notes: tuple[str, ...] = ()
    if p.paged and not p.cpu_offload and total > usable and items.get("optimizer_states", 0.0) > 0:
        # paged optimizer states: what does not fit is evicted to host RAM by the driver
        spill = min(items["optimizer_states"], total - usable)
        items["optimizer_states"] -= spill
        total -= spill
        notes = (_texts()["{size} GiB of optimizer states paged out to host RAM (paged optimizer)"].format(
            size=f"{spill / GiB:.1f}"),)
    return M.MemoryBreakdown(M.ordered(items), total, usable, _fits(total, usable), notes=notes,
                             limit=usable * (1.0 - p.margin))


def paged_spill(p: Profile, mem: M.MemoryBreakdown, n: int, tp: int, pp: int, zero: int) -> float:
    """Bytes of paged optimizer states evicted to host RAM (0 unless the optimizer is paged)."""
    if not p.paged or p.cpu_offload:
        return 0.0
    split = max(1, tp) * max(1, pp)
    dp = max(1, n // split)
    states = p.trainable / split * p.per_param[2] / (dp if zero >= 1 else 1)
    return max(0.0, states - mem.items.get("optimizer_states", 0.0))


def _training(p: Profile, hw: HardwareConfig, acc, n: int, usable: float, steps, reasons) -> Estimate:
    tx = _texts()
    eff = p.eff
    seg = acc.segment
    tp = p.tp if p.tp <= n else 1
    pp = p.pp if p.pp * tp <= n else 1
    zero = p.zero_stage
    mem = training_memory(p, n, tp, pp, zero, seg, usable)
    split_model = p.runtime in TR.MODEL_PARALLEL_RUNTIMES
    if (split_model and (not mem.fits or mem.tight) and n > 1 and tp == 1 and pp == 1 and p.shape.is_transformer
            and not p.cnn and not p.opt_in_bwd):
        # Megatron-LM splits the model (tensor, then pipeline parallelism), engine.training
        per_node = max(1, n // max(1, hw.nodes))
        for t, q in TR.megatron_layouts(p.shape.heads, p.shape.kv_heads, p.shape.layers, n, per_node):
            alt = training_memory(p, n, t, q, zero, seg, usable)
            if alt.fits and not alt.tight:
                tp, pp, mem = t, q, alt
                # the global batch (samples per optimizer step) is the recipe's: a replica that now
                # spans t x q devices accumulates t x q times the micro-batches
                p = replace(p, grad_accum=max(1, p.grad_accum) * t * q)
                steps.append((tx["Model split (Megatron-LM): {tp}-way tensor parallel x {pp} pipeline stages"].format(
                    tp=t, pp=q), float(t * q), tx["devices"]))
                break
    if (not mem.fits or mem.tight) and n > 1 and zero < 3 and n // (tp * pp) > 1 and not split_model:
        alt = training_memory(p, n, tp, pp, 3, seg, usable)
        if (alt.fits and not mem.fits) or alt.total < mem.total:
            mem, zero = alt, 3
            steps.append((tx["Sharding chosen: FSDP / ZeRO-3 over data-parallel devices"], float(n // (tp * pp)),
                          tx["devices"]))
    if not mem.fits:
        reasons.append(_need_msg(mem.total, usable, hw.memory_gb_per_device or acc.memory_gb))

    # throughput
    peak, peak_name = C.peak_tflops(acc, p.precision, eff.get("apple_tflops_per_gbs") / 10.0)
    gemm_eff, gemm_key = TR.train_gemm_efficiency(eff, acc, p.precision)
    cls = "volta_turing" if gemm_key == "train_mfu.volta_turing" else seg
    balance = peak * 1e12 / ((acc.bandwidth_gb_s or 100.0) * 1e9)  # FLOP per byte the device can feed
    mfu = 1.0 / (1.0 / gemm_eff + eff.get("train_balance_cost") * 0.01 * balance)
    rt_key = "pytorch" if p.runtime == "pytorch" else p.family
    rt_mult = eff.get(f"train_runtime.{rt_key}")
    if p.tuned:
        rt_mult = max(rt_mult, eff.get("train_runtime.tuned"))
    width = p.width_factor if not p.cnn else 1.0
    per_node = max(1, n // max(1, hw.nodes))
    scale = C.scaling_efficiency(hw.link if per_node > 1 else "single", per_node)
    rate = n * peak * 1e12 * mfu * rt_mult * width * scale  # executed FLOP/s of the job
    steps.append((tx["Dense peak per device ({figure})"].format(figure=peak_name), peak, "TFLOPS"))
    steps.append((tx["Machine balance (peak / bandwidth)"], balance, "FLOP/byte"))
    steps.append((tx["Training efficiency ({segment}): 1/(1/e_gemm + c x balance)"].format(segment=cls), mfu,
                  tx["share of peak"]))
    if p.tuned:
        steps.append((tx["Tuned benchmark code (fused kernels, CUDA graphs)"], rt_mult, "x"))
    elif rt_mult != 1.0:
        steps.append((tx["Runtime factor ({runtime})"].format(runtime=rt_key), rt_mult, "x"))
    if width < 0.999:
        steps.append((tx["Narrow-GEMM factor h/(h+w0)"], width, "x"))
    if per_node > 1:
        steps.append((tx["Scaling efficiency per device ({link}, {n} devices)"].format(link=hw.link, n=per_node), scale,
                      tx["share"]))
    if tp > 1 and not p.cnn and p.shape.is_transformer and rate > 0:
        # tensor-parallel all-reduces on the critical path of every layer (engine.training)
        link_bw = C.link_bytes_s(acc, hw.link, eff.get("offload_pcie_gb_s") * 1000.0)
        t_tp = TR.tp_comm_s_per_token(p.shape.layers, p.shape.hidden, p.act_b, p.recompute, tp, pp, link_bw, eff)
        f_tok = (p.run_flops / p.run_tokens) if p.run_tokens and p.run_flops else C.train_flops_per_token(
            p.shape, p.seq or 512, kind=p.kind, recompute=p.recompute)
        t_c = f_tok / (tp * pp) / (rate / n)  # compute seconds per token on one device of the group
        rate *= t_c / (t_c + t_tp)
        steps.append((tx["Tensor-parallel all-reduce time per token"], t_tp * 1000.0, "ms"))
    if p.shape.experts > 1 and not p.cnn and p.shape.is_transformer and rate > 0:
        # MoE: token dispatch/combine and expert weights streamed per micro-batch (engine.moe)
        node_dp = max(1, min(n // (tp * pp), per_node // tp))
        t_a2a, t_w = MOE.training_s_per_token(
            p, node_dp=node_dp, tp=tp, pp=pp, link_bytes_s=C.link_bytes_s(acc, hw.link, eff.get("offload_pcie_gb_s") * 1000.0),
            mem_bytes_s=(acc.bandwidth_gb_s or 100.0) * 1e9, gemm_flops_s=peak * 1e12 * gemm_eff * width)
        t_a2a, t_w = float(t_a2a), float(t_w)
        if t_a2a + t_w > 0:
            f_tok = (p.run_flops / p.run_tokens) if p.run_tokens and p.run_flops else C.train_flops_per_token(
                p.shape, p.seq or 512, kind=p.kind, recompute=p.recompute)
            t_c = f_tok / (tp * pp) / (rate / n)
            rate *= t_c / (t_c + t_a2a + t_w)
            if t_a2a > 0:
                steps.append((tx["MoE token dispatch and combine (all-to-all) per token"], t_a2a * 1000.0, "ms"))
            if t_w > 0:
                steps.append((tx["MoE expert weights read beyond the expert FLOPs per token"], t_w * 1000.0, "ms"))
    bottleneck = "compute"
    per_sample_s = None
    if p.cnn:
        fwd = p.flops_per_sample
        flops_sample = p.run_flops / p.run_samples if p.run_samples else 3.0 * fwd
        traffic = flops_sample * p.cnn_bytes_per_flop  # bytes per sample (activations or FLOPs, _cnn_bytes_per_flop)
        bw = (acc.bandwidth_gb_s or 100.0) * 1e9
        t_c = flops_sample / (peak * 1e12 * mfu * rt_mult)
        t_m = traffic / bw
        mb = max(1, p.micro_batch)
        step_gpu = mb * max(t_c, t_m)
        t_cpu = eff.get("cnn_step_ms.tuned" if p.tuned else f"cnn_step_ms.{p.family}") * 100.0 / 1000.0
        t_micro = max(step_gpu, t_cpu)
        per_sample_s = t_micro / mb / (n * scale)
        if t_m > t_c:
            bottleneck = "memory bandwidth"
        if t_cpu > step_gpu:
            bottleneck = "kernel launches (small batch)"
            steps.append((tx["CPU launch time per step (GPU waits)"], t_cpu * 1000.0, "ms"))
        steps.append((tx["Training FLOPs per sample (3 x forward)"], flops_sample / 1e9, "GFLOP"))
        steps.append((tx["Memory traffic per sample (activations x bytes per activation)" if p.cnn_acts
                         else "Memory traffic per sample (FLOPs / intensity)"], traffic / 1e9, "GB"))
    if not p.cnn and p.shape.is_transformer and rate > 0:
        # a step cannot be faster than the CPU launching its kernels (eager runtimes, small steps)
        dp = max(1, n // (tp * pp))
        if p.run_flops > 0 and p.run_samples:
            flops_step = p.run_flops / p.run_samples * max(1, p.micro_batch) * dp
        else:
            seq = p.seq or 512
            flops_step = C.train_flops_per_token(p.shape, seq, kind=p.kind, recompute=p.recompute) * seq * max(1, p.micro_batch) * dp
        layer_ms, _k = eff.lookup(f"decode_layer_ms.{'compiled' if p.tuned else p.family}.{seg}")
        # a pipeline stage launches the kernels of its own layers only
        t_cpu = _launch_passes(p) * (p.shape.layers / pp) * layer_ms / 1000.0
        t_gpu = flops_step / rate
        if p.dequant_step_bytes > 0:
            # QLoRA's dequantization kernels run between the GEMMs, on this device's share of the layers
            t_dq = p.dequant_step_bytes / (tp * pp) / ((acc.bandwidth_gb_s or 100.0) * 1e9)
            rate *= t_gpu / (t_gpu + t_dq)
            t_gpu += t_dq
            steps.append((tx["Dequantizing the 4-bit weights per micro-batch (QLoRA)"], t_dq * 1000.0, "ms"))
        if t_cpu > t_gpu:
            rate *= t_gpu / t_cpu
            bottleneck = "kernel launches (small steps)"
            steps.append((tx["CPU launch time per step (passes x layers x per-layer cost)"], t_cpu * 1000.0, "ms"))
        t_micro = max(t_gpu, t_cpu)
    if rate > 0 and (p.cnn or p.shape.is_transformer):
        # the optimizer step, paged optimizer states and host transfers (engine.training)
        t_opt, t_page, t_xfer = _step_extras(p, acc, mem, n, tp, pp, zero)
        ga = max(1, p.grad_accum)
        step_s = ga * max(t_micro, t_xfer) + t_opt + t_page
        factor = ga * t_micro / step_s if step_s > 0 else 1.0
        if factor < 1.0:
            rate *= factor
            if per_sample_s is not None:
                per_sample_s /= factor
        if t_opt > 0:
            steps.append((tx["Optimizer step on the GPU ({bytes} bytes per parameter)"].format(
                bytes=f"{p.opt_step_bytes:.0f}"), t_opt * 1000.0, "ms"))
        if t_page > 0:
            steps.append((tx["Paged optimizer states over PCIe per step"], t_page * 1000.0, "ms"))
        if t_xfer > 0:
            steps.append((tx["Host transfers per micro-batch (weights, activations; overlapped)"], t_xfer * 1000.0, "ms"))
        if t_xfer > t_micro or t_page > ga * t_micro:
            bottleneck = "CPU offload"
    if p.opt_in_bwd and not p.cpu_offload and p.grad_accum > 1:
        reasons.append(tx["optimizer in backward cannot accumulate gradients; set gradient accumulation to 1"])
    if hw.nodes > 1 and hw.node_gbps and rate > 0 and p.run_flops > 0:
        net = _internode(p, hw, n, tp, pp, zero, rate)
        if net.factor < 1.0:
            rate *= net.factor
            if per_sample_s is not None:
                per_sample_s /= net.factor
            bottleneck = "interconnect"
        steps.append((tx["Inter-node traffic per step and node"], net.bytes_per_node_step / 1e9, "GB"))
        steps.append((tx["Share of the step left after exposed inter-node communication"], net.factor, tx["share"]))
    if p.cpu_offload and rate > 0:
        # ZeRO-Offload's CPU optimizer step runs between the GPU's optimizer steps (it does not
        # overlap them, DeepSpeed docs "ZeRO-Offload"): it lowers the sustained throughput as much
        # as it lengthens the run, with or without a stated dataset
        t_off = _offload_step_s(p, n, tp, pp)
        samples_step = max(1, p.micro_batch) * max(1, p.grad_accum) * max(1, n // (max(1, tp) * max(1, pp)))
        if per_sample_s is not None:
            t_step = per_sample_s * samples_step
        elif p.run_flops > 0 and p.run_samples:
            t_step = samples_step * p.run_flops / p.run_samples / rate
        elif p.shape.is_transformer:
            seq = p.seq or 512
            t_step = samples_step * C.train_flops_per_token(p.shape, seq, kind=p.kind, recompute=p.recompute) * seq / rate
        else:
            t_step = samples_step * 3.0 * p.flops_per_sample / rate
        if t_off > 0 and t_step > 0:
            off_factor = t_step / (t_step + t_off)
            rate *= off_factor
            if per_sample_s is not None:
                per_sample_s /= off_factor
            bottleneck = "CPU offload"
    seconds = None
    if p.run_flops > 0:
        if per_sample_s is not None:
            seconds = per_sample_s * p.run_samples
        else:
            seconds = p.run_flops / rate
        steps.append((tx["Executed FLOPs per run"], p.run_flops, "FLOP"))
        if p.cpu_offload:
            extra = _offload_seconds(p, n, tp, pp)  # already in the rate (above); shown on its own
            if extra > 0:
                steps.append((tx["CPU optimizer steps and host transfers (offload)"], extra / 3600.0, "h"))
        lost = (1.0 - eff.get("long_run_goodput")) * min(1.0, seconds / 86400.0)
        if lost > 0:
            seconds = seconds / (1.0 - lost)
            steps.append((tx["Goodput of a long run (checkpoints, restarts)"], 1.0 - lost, tx["share"]))
    elif p.cnn is False and p.seq:
        reasons.append(tx["the dataset size is not set (tokens or samples), so the run time is unknown"])
    elif p.cnn and p.run_samples > 0 and not p.flops_per_sample:
        # a convolutional / diffusion model without its FLOPs: nothing to time the run with (a
        # throughput from the launch floor alone would make every option look fast and free)
        reasons.append(tx["the model's compute per sample is not known, so its speed cannot be estimated: enter its GFLOPs per sample (Model tab)"])
    if n > 1 and scale <= 0.5 + 1e-9 and hw.link in ("pcie", "single"):
        bottleneck = "interconnect"
    # throughput figures
    if p.shape.family == "vision_transformer" and not p.cnn and p.run_samples and p.run_flops:
        # a vision transformer's speed in images (its patches are tokens to the engine, not to the user)
        throughput, unit = rate / (p.run_flops / p.run_samples), "images/s"
    elif p.llm or (p.shape.is_transformer and p.seq):
        tok_rate = (rate / (p.run_flops / p.run_tokens)) if p.run_tokens and p.run_flops else _tok_rate_default(p, rate)
        throughput, unit = tok_rate, "tokens/s"
    else:
        if per_sample_s:
            throughput = 1.0 / per_sample_s
        else:
            fs = 3.0 * p.flops_per_sample if p.flops_per_sample else 1.0
            throughput = rate / fs
        unit = "images/s" if p.shape.family in ("vision_cnn", "detector", "vision_transformer", "diffusion") else "samples/s"
    hours = seconds / 3600.0 if seconds is not None else None
    if hours is not None:
        steps.append((tx["Time per run"], hours, "h"))
    if not mem.fits:
        bottleneck = "memory capacity"
    busy = (p.runs_per_month * hours) if hours is not None else 0.0
    if p.always_on:
        busy = HOURS_PER_MONTH
    return Estimate(mem, hours, throughput, unit, None, None, None, None, bottleneck, steps, reasons, min(busy, 1e9))


def _launch_passes(p: Profile) -> float:
    """Forward-pass equivalents of kernel launches in a training step: forward 1, backward 2, and a
    recomputed forward under full activation checkpointing."""
    return 4.0 if p.recompute == "full" else 3.0


def _step_extras(p: Profile, acc, mem: M.MemoryBreakdown, n: int, tp: int, pp: int, zero: int) -> tuple[float, float, float]:
    """(optimizer step on the GPU, paged states over PCIe) seconds per optimizer step and host
    transfers (offloaded weights, offloaded activations) seconds per micro-step, per device
    (engine.training)."""
    split = max(1, tp) * max(1, pp)
    dp = max(1, n // split)
    bw = (acc.bandwidth_gb_s or 100.0) * 1e9
    t_opt = 0.0
    if not p.cpu_offload:
        t_opt = p.trainable / split / (dp if zero >= 1 else 1) * p.opt_step_bytes / bw
    pcie = TR.pcie_rate(p.eff)
    t_page = 2.0 * paged_spill(p, mem, n, tp, pp, zero) / pcie
    xfer = 0.0
    if p.param_offload:
        per_param = (p.weight_bytes / p.shape.params) if p.kind in ("lora", "qlora") and p.shape.params else p.per_param[0]
        xfer += TR.param_fetches(p.recompute) * p.shape.params / split / (dp if zero >= 3 else 1) * per_param / (
            min(pcie, TR.nvme_rate(p.eff)) if p.offload_nvme else pcie)
    xfer += 2.0 * p.act_offload_bytes / max(1, tp) / pcie
    return t_opt, t_page, xfer


def _internode(p: Profile, hw: HardwareConfig, n: int, tp: int, pp: int, zero: int, rate: float):
    """Exposed inter-node communication of a cluster job (engine.cluster)."""
    from .cluster import internode

    dp = max(1, n // (max(1, tp) * max(1, pp)))
    per_step_samples = max(1, p.micro_batch) * max(1, p.grad_accum) * dp
    steps = p.run_samples / per_step_samples if p.run_samples else 0.0
    step_s = (p.run_flops / steps / rate) if steps else 0.0
    wb, gb, _ob, _mb = p.per_param
    all_params = p.shape.params
    return internode(
        nodes=hw.nodes, node_gbps=hw.node_gbps or 0.0, step_compute_s=step_s, steps=steps,
        trainable_params=p.trainable, all_params=all_params, grad_bytes=gb or 2.0, pp=pp, zero=zero,
        recompute_full=p.recompute == "full", net_eff=p.eff.get("internode_net_eff"),
        overlap=p.eff.get("internode_overlap"),
        weight_bytes_per_param=(p.weight_bytes / all_params) if p.kind in ("lora", "qlora") and all_params else 2.0,
    )


def _offload_seconds(p: Profile, n: int, tp: int, pp: int) -> float:
    """Time ZeRO-Offload adds to a run: per optimizer step, the CPU Adam update streams the fp32
    master weights, both moments and the gradients through host memory (~30 bytes per trainable
    parameter read and written), and the updated 16-bit weights go back over PCIe; gradient
    transfers overlap the backward pass (DeepSpeed docs "ZeRO-Offload").  Host bandwidth and PCIe
    rates: efficiency.py ``offload_host_gb_s`` and ``offload_pcie_gb_s``."""
    dp = max(1, n // (max(1, tp) * max(1, pp)))
    per_step_samples = max(1, p.micro_batch) * max(1, p.grad_accum) * dp
    steps = p.run_samples / per_step_samples if p.run_samples else 0.0
    if steps <= 0:
        return 0.0
    return steps * _offload_step_s(p, n, tp, pp)


def _offload_step_s(p: Profile, n: int, tp: int, pp: int) -> float:
    """Seconds ZeRO-Offload adds to each optimizer step (see :func:`_offload_seconds`)."""
    dp = max(1, n // (max(1, tp) * max(1, pp)))
    params = p.trainable / max(1, tp * pp) / (dp if p.zero_stage >= 1 else 1)  # each rank updates its shard
    host = p.eff.get("offload_host_gb_s") * 1000.0 * 1e9
    pcie = p.eff.get("offload_pcie_gb_s") * 1000.0 * 1e9
    per_step = params * 30.0 / host + params * 2.0 / pcie
    if p.offload_nvme:
        # ZeRO-Infinity: the CPU optimizer reads and writes its states and master weights on NVMe
        _wb, _gb, ob, mb = p.per_param
        per_step += params * 2.0 * (ob + mb) / TR.nvme_rate(p.eff)
    return per_step


def _tok_rate_default(p: Profile, rate: float) -> float:
    per = C.train_flops_per_token(p.shape, p.seq or 512, kind=p.kind, recompute=p.recompute)
    return rate / per


def train_model_flops_per_token(p: Profile) -> float:
    return p.model_flops / p.run_tokens if p.run_tokens else 0.0


# -- LLM inference ----------------------------------------------------------------------------


def _placement(p: Profile, n: int, link: str) -> tuple[int, int]:
    """(tensor-parallel, layer-split) degrees for an n-device inference placement.

    Tensor parallelism splits the attention heads, so its degree must divide the query heads and
    either divide the KV heads or be a multiple of them (KV heads are then replicated): vLLM and
    TensorRT-LLM refuse other sizes ("Total number of attention heads must be divisible by tensor
    parallel size", vLLM docs, distributed serving).  The rest of the devices split the layers
    (pipeline stages), which one token passes through one after another.
    """
    if n <= 1:
        return 1, 1
    if p.family == "llama_cpp":
        return 1, n  # llama.cpp default --split-mode layer
    shape = p.shape
    if not shape.is_transformer:
        return n, 1
    heads, kv = max(1, shape.heads), max(1, shape.kv_heads)
    for tp in range(n, 0, -1):
        if n % tp == 0 and heads % tp == 0 and (kv % tp == 0 or tp % kv == 0):
            return tp, n // tp
    return 1, n


def infer_rates(p: Profile, acc, n: int, link: str) -> tuple[DeviceRates, list[tuple[str, float, str]]]:
    tx = _texts()
    eff = p.eff
    fam = p.family
    apple_r = eff.get("apple_tflops_per_gbs") / 10.0
    if fam == "llama_cpp":
        peak, name = C.llama_cpp_peak(acc, p.fmt_quantized, apple_r)
    else:
        prec = p.precision
        if p.fmt_key == "fp8" and fam == "serving" and acc.fp8_tflops:
            prec = "fp8"
        peak, name = C.peak_tflops(acc, prec, apple_r)
    cls = hardware_class(acc)  # the segment; GDDR datacenter cards as workstation parts
    e_pre, k_pre = eff.lookup(f"prefill.{fam}.{cls}")
    e_bw, k_bw = eff.lookup(f"decode_bw.{fam}.{cls}")
    layer_ms, _ = eff.lookup(f"decode_layer_ms.{fam}.{cls}")
    if p.fmt_quantized:
        layer_ms += eff.get(f"decode_layer_ms_quant.{fam}")
    tp, split = _placement(p, n, link)
    bw = (acc.bandwidth_gb_s or 100.0) * 1e9
    layers = p.shape.layers
    overhead = layers * layer_ms / 1000.0
    comm_tok = 0.0
    if tp > 1:
        # two all-reduces per layer (after attention, after the MLP): a latency per call and
        # each token's hidden vector as payload (compute.allreduce_*)
        overhead += 2.0 * layers * C.allreduce_latency_s(link, tp)
        link_bw = C.link_bytes_s(acc, link, eff.get("offload_pcie_gb_s") * 1000.0)
        comm_tok = 2.0 * layers * p.shape.hidden * p.act_b * C.allreduce_s_per_byte(tp, link_bw)
        scale = C.scaling_efficiency(link, tp)
        flops = tp * peak * 1e12 * e_pre * scale
        bandwidth = tp * bw * e_bw
    else:
        # single device, or layer split (devices run one after another for one token)
        flops = peak * 1e12 * e_pre * (split * C.scaling_efficiency(link, split) if split > 1 else 1.0)
        bandwidth = bw * e_bw
        if split > 1:
            overhead += (split - 1) * 30e-6
    rates = DeviceRates(
        flops=flops, decode_flops=flops, bandwidth=bandwidth, step_overhead_s=overhead,
        prefill_bandwidth=bandwidth * max(1, split), comm_s_per_token=comm_tok,
    )
    of_peak = tx["share of peak"]
    steps = [
        (tx["Dense peak per device ({figure})"].format(figure=name), peak, "TFLOPS"),
        (tx["Prefill efficiency ({key})"].format(key=k_pre), e_pre, of_peak),
        (tx["Memory bandwidth per device"], bw / 1e9, "GB/s"),
        (tx["Decode bandwidth efficiency ({key})"].format(key=k_bw), e_bw, of_peak),
        (tx["Fixed cost per decode step (launches, sync)"], overhead * 1000.0, "ms"),
    ]
    if comm_tok > 0:
        steps.append((tx["Tensor-parallel all-reduce time per token"], comm_tok * 1000.0, "ms"))
    return rates, steps


# -- expert offload (Recipe.offload == "experts") ----------------------------------------------

#: llama.cpp's physical batch (``-ub, --ubatch-size``, default 512: llama.cpp common/arg.cpp) and the
#: batch from which its CUDA backend copies a host-resident weight to the GPU for a matmul instead of
#: running the matmul on the CPU (``ggml_backend_cuda_device_offload_op``: ``min_batch_size = 32``;
#: ``MUL_MAT_ID``, the expert matmul, counts the tokens).
LLAMA_CPP_UBATCH = 512
LLAMA_CPP_OFFLOAD_MIN_BATCH = 32
#: runtimes that keep routed experts in host RAM: llama.cpp (``--cpu-moe``, ``--n-cpu-moe N``,
#: ``-ot exps=CPU``) and PyTorch eager stacks (Hugging Face accelerate ``device_map`` with experts on
#: "cpu": the weights of a module are copied to the GPU when it runs).  vLLM, TensorRT-LLM and SGLang
#: have no expert offload (vLLM's ``--cpu-offload-gb`` streams whole layers, not experts).
_EXPERT_OFFLOAD_FAMILIES = ("llama_cpp", "eager")


def experts_offloaded(p: Profile, seg: str) -> bool:
    """The routed experts live in host RAM for this option: asked for (``Recipe.offload``), a MoE
    model, a runtime that can do it, and a discrete GPU (unified memory has no host RAM apart)."""
    return p.expert_offload and seg != "apple" and p.family in _EXPERT_OFFLOAD_FAMILIES


def _expert_rates(p: Profile) -> tuple[float, float]:
    """(host-memory, PCIe) bytes/s for experts in host RAM: ``offload_host_gb_s`` (100 GB/s, about
    half of 8-channel DDR4-3200's 205 GB/s) and ``offload_pcie_gb_s`` (25 GB/s achieved of PCIe 4.0
    x16's 32 GB/s per direction), the figures ZeRO-Offload uses (efficiency.py)."""
    return p.eff.get("offload_host_gb_s") * 1000.0 * 1e9, p.eff.get("offload_pcie_gb_s") * 1000.0 * 1e9


def expert_decode_s(p: Profile, batch: float) -> tuple[float, str]:
    """(seconds a decode step spends on the experts in host RAM, path).

    llama.cpp runs a matmul whose weights sit in host RAM on the CPU when fewer than 32 tokens go
    through it, so at decode the CPU reads the experts the batch routes to
    (``expert bytes × experts_touched(batch)``) at host-memory bandwidth; from 32 tokens on it copies
    the whole expert tensors to the GPU over PCIe.  accelerate copies each routed expert to the GPU
    over PCIe before it runs.  The GPU's own part of the step (attention, shared experts, router,
    KV cache) runs before and after, so the times add.
    """
    host, pcie = _expert_rates(p)
    touched = p.stream_expert_bytes * experts_touched(p.shape, batch)
    if p.family == "llama_cpp":
        if batch < LLAMA_CPP_OFFLOAD_MIN_BATCH:
            return touched / host, "CPU"
        return p.stream_expert_bytes / pcie, "PCIe"
    return touched / pcie, "PCIe"


def expert_prefill_s(p: Profile, tokens: float) -> float:
    """Seconds a prefill of ``tokens`` tokens spends on the experts in host RAM: llama.cpp copies the
    whole expert tensors of every layer to the GPU once per physical batch of 32 tokens or more
    (``ceil(tokens / 512)`` batches); accelerate copies the experts the prompt touches once per pass."""
    if tokens <= 0:
        return 0.0
    host, pcie = _expert_rates(p)
    if p.family == "llama_cpp":
        batches = math.ceil(tokens / LLAMA_CPP_UBATCH)
        last = tokens - (batches - 1) * LLAMA_CPP_UBATCH
        full = batches - 1 if last < LLAMA_CPP_OFFLOAD_MIN_BATCH else batches
        t = full * p.stream_expert_bytes / pcie
        if full < batches:  # a short last batch runs on the CPU
            t += p.stream_expert_bytes * experts_touched(p.shape, last) / host
        return t
    return p.stream_expert_bytes * experts_touched(p.shape, tokens) / pcie


def speculation_note(p: Profile) -> str:
    """Why the stated speculative decoding is left out: the runtime does not run that method."""
    from .compat import software_label

    method = {"draft_model": translate("Estimate", "a draft model"), "ngram": translate("Estimate", "n-gram"),
              "eagle": "EAGLE"}.get(p.spec_method, p.spec_method)
    return _texts()["{runtime} does not run {method} speculative decoding; it is left out"].format(
        runtime=software_label(p.runtime), method=method)


def inference_memory(p: Profile, n: int, link: str, seg: str, usable: float, *, sequences: float, tokens_per_seq: float, prefill_tokens: float) -> M.MemoryBreakdown:
    shape = p.shape
    tp, split = _placement(p, n, link)
    parts = tp * split
    items: dict[str, float] = {}
    on_gpu = p.weight_bytes - (p.stream_expert_bytes if experts_offloaded(p, seg) else 0.0)
    items["weights"] = on_gpu / parts
    shared, one_copy = prefix_tokens(p)
    if one_copy and tokens_per_seq > shared:
        # the prefix cache keeps the shared prompt blocks once and every sequence refers to them
        kv = (M.kv_cache_bytes(shape, sequences=sequences, tokens_per_seq=tokens_per_seq - shared, kv_bytes=p.kv_b, tp=tp)
              + M.kv_sequence_bytes(shape, shared, p.kv_b, tp))
    else:
        kv = M.kv_cache_bytes(shape, sequences=sequences, tokens_per_seq=tokens_per_seq, kv_bytes=p.kv_b, tp=tp)
    items["kv_cache"] = kv / split
    if p.spec_method != "none":
        d_weights, d_kv = draft_memory(p, tp)  # the draft model (or EAGLE head) and its own KV cache
        items["weights"] += d_weights / parts
        items["kv_cache"] += sequences * tokens_per_seq * d_kv / split
    fam = p.family
    if fam == "llama_cpp":
        chunk = min(prefill_tokens, 512.0)
        act = chunk * p.infer_act_per_token + chunk * shape.vocab * 4.0
    elif fam == "serving":
        chunk = min(8192.0, max(prefill_tokens, 1.0))
        act = chunk * p.infer_act_per_token / tp + sequences * shape.vocab * 4.0
    elif fam == "eager":
        chunk = prefill_tokens
        act = chunk * p.infer_act_per_token / tp + chunk * shape.vocab * p.act_b / tp + sequences * shape.vocab * 4.0
    else:
        chunk = prefill_tokens
        act = chunk * p.infer_act_per_token / tp + sequences * shape.vocab * 4.0
    items["activations"] = act
    items["quantization_overhead"] = p.dequant_scratch
    items["runtime_overhead"] = _overhead(p)
    items["cuda_context"] = _context_bytes(p, seg)
    total = sum(items.values())
    notes: tuple[str, ...] = ()
    if p.expert_offload and seg != "apple" and not experts_offloaded(p, seg):
        notes = (_texts()["{runtime} cannot keep MoE experts in host RAM; use llama.cpp (--n-cpu-moe) or Hugging Face transformers"]
                 .format(runtime=p.runtime),)
    if p.spec_method != "none" and not speculating(p):
        notes += (speculation_note(p),)
    if fam == "serving":  # the runtime reserves its share up front; that reservation is the margin
        limit = usable * p.eff.get("serving_reserve")
        return M.MemoryBreakdown(M.ordered(items), total, usable, total <= limit, notes=notes, limit=limit)
    return M.MemoryBreakdown(M.ordered(items), total, usable, total <= usable, notes=notes, limit=usable * (1.0 - p.margin))


def prompt_flops(p: Profile, prompt: float, batch: float = 1.0, cached: float = 0.0) -> float:
    """FLOPs of ``batch`` prompts of ``prompt`` tokens (``cached`` of each served by the prefix cache)
    at the prefill rate: inference.prefill_flops, the image encoder's FLOPs (vision-language models)
    and, for a mixture of experts, the routed experts' FLOPs counted at the share of the dense rate
    their narrow GEMMs reach (moe.prefill_expert_share; the tokens of one pass: llama.cpp's physical
    batch, else the computed prompt tokens)."""
    from .moe import prefill_expert_share

    shape = p.shape
    flops = prefill_flops(shape, prompt, batch, cached) + batch * p.image_flops
    computed = batch * (prompt - min(max(cached, 0.0), prompt))
    if shape.experts > 1 and shape.moe_layer_params > 0 and computed > 0:
        tokens = min(computed, float(p.ubatch)) if p.family == "llama_cpp" else computed
        share = prefill_expert_share(shape, tokens, p.eff)
        expert = 2.0 * shape.moe_layer_params * shape.top_k / shape.experts  # routed FLOPs per token
        flops += computed * expert * (1.0 / share - 1.0)
    return flops


def batch_groups(p: Profile, n: int) -> list[int]:
    """Devices per copy of the model an offline batch job on ``n`` devices may use, smallest first.

    An offline batch has no latency to shorten, so a runtime puts the model on the smallest group of
    devices it fits and runs copies of it on the rest (vLLM: ``--data-parallel-size`` beside
    ``--tensor-parallel-size``; "data parallel ... replicates the model across GPUs", vLLM docs,
    parallelism and scaling): tensor-parallel groups of a power of two (their degree divides the
    attention heads of every usual model), and all ``n`` devices as one copy, the placement of a
    service.  A stated tensor-parallel degree (Parallelism.tensor_parallel, up to ``n``) is the group.
    """
    if n <= 1:
        return [1]
    if 1 < p.tp <= n:
        return [p.tp]
    groups = [1 << k for k in range(n.bit_length()) if (1 << k) < n]
    return groups + [n]


# a group of devices replaces the best so far only where its throughput is higher by more than
# rounding (the array path, engine.vector, picks with the same rule)
BATCH_GROUP_GAIN = 1e-9


def _llm_batch(p: Profile, hw: HardwareConfig, acc, n: int, usable: float, steps, reasons) -> Estimate:
    """An offline batch on ``n`` devices: the copy of the model (``batch_groups``) whose devices, with
    the copies the other devices run beside it, put the most tokens through; one copy over all
    devices when no group fits."""
    tx = _texts()
    best = None
    for g in batch_groups(p, n):
        st, rs = list(steps), list(reasons)
        e = _llm_inference(p, hw, acc, g, usable, st, rs, group=True)
        copies = n // g
        if e.memory.fits and (best is None or e.throughput * copies > best[0] * (1.0 + BATCH_GROUP_GAIN)):
            best = (e.throughput * copies, g, e)
    if best is None:
        return _llm_inference(p, hw, acc, n, usable, steps, reasons, group=True)
    _thr, g, e = best
    copies = n // g
    if copies == 1 and g == n:
        return e
    e.steps.append((tx["Copies of the model side by side (data parallel), {n} device(s) each"].format(n=g),
                    float(copies), tx["replicas"]))
    hours = e.time_per_run_h / copies if e.time_per_run_h is not None else None
    busy = p.runs_per_month * hours if hours is not None else e.busy_hours_per_month
    return replace(e, time_per_run_h=hours, throughput=e.throughput * copies, busy_hours_per_month=busy)


def _llm_inference(p: Profile, hw: HardwareConfig, acc, n: int, usable: float, steps, reasons, group: bool = False) -> Estimate:
    if p.kind == "batch_inference" and not group and not experts_offloaded(p, acc.segment):
        return _llm_batch(p, hw, acc, n, usable, steps, reasons)
    tx = _texts()
    eff = p.eff
    seg = acc.segment
    link = hw.link if n > 1 else "single"
    rates, rsteps = infer_rates(p, acc, n, link)
    steps.extend(rsteps)
    shape = p.shape
    tp, split = _placement(p, n, link)
    kv_tok = M.kv_bytes_per_token(shape, p.kv_b, 1)
    prompt, out = p.prompt, p.output
    mean_ctx = shape.kv_tokens_effective(prompt + out / 2.0)
    flops_tok = C.forward_flops_per_token(shape, mean_ctx)
    mem_gb = hw.memory_gb_per_device or acc.memory_gb
    offloaded = experts_offloaded(p, seg)
    gpu_weights = p.weight_bytes - (p.stream_expert_bytes if offloaded else 0.0)

    def step(b: float) -> tuple[float, str]:
        t, bound = decode_step_s(
            shape, rates, batch=b, context=mean_ctx, dense_bytes=p.stream_dense_bytes,
            expert_bytes=0.0 if offloaded else p.stream_expert_bytes, kv_per_token=kv_tok, flops_per_token=flops_tok,
        )
        if offloaded:
            t_exp, _path = expert_decode_s(p, b)
            if t_exp > t - rates.step_overhead_s:
                bound = "CPU offload"
            t += t_exp
        return t, bound

    def ttft(b: float = 1.0) -> float:
        t = prefill_s(rates, tokens=prompt * b, flops=prompt_flops(p, prompt, b),
                      weight_bytes=gpu_weights)
        return t + (expert_prefill_s(p, prompt * b) if offloaded else 0.0)

    if offloaded:
        steps.append((tx["Routed experts kept in host RAM (expert offload)"], p.stream_expert_bytes / 1e9, "GB"))

    def mem_for(b: float) -> M.MemoryBreakdown:
        return inference_memory(p, n, link, seg, usable, sequences=b, tokens_per_seq=prompt + out, prefill_tokens=prompt * (1 if p.family == "serving" else b))

    kind = p.kind
    if kind == "llm_serving" or (kind == "realtime_inference" and p.rps):
        return _llm_service(p, hw, acc, n, usable, steps, reasons, rates=rates, mem_for=mem_for, mean_ctx=mean_ctx,
                            kv_tok=kv_tok, flops_tok=flops_tok, gpu_weights=gpu_weights)

    # batch / real-time single stream: an offline batch decodes micro_batch sequences together (the
    # batch size its editor shows), a single-stream service `concurrency` requests
    b = float(max(1, p.micro_batch if kind == "batch_inference" else p.concurrency))
    mem = mem_for(b)
    t_step, bound = step(b)
    t_pre = ttft(b)
    lat = t_pre + out * t_step
    tokens_s = b * out / lat if lat > 0 and out > 0 else (b * prompt / t_pre if t_pre > 0 else 0.0)
    steps.append((tx["KV cache per token"], kv_tok / 1024.0, "KiB"))
    streamed = p.stream_dense_bytes + (0.0 if offloaded else p.stream_expert_bytes)
    steps.append((tx["Bytes streamed per decode step"], streamed / max(1, tp) / 1e9, "GB"))
    steps.append((tx["Decode step (TPOT)"], t_step * 1000.0, "ms"))
    if offloaded:
        t_exp, path = expert_decode_s(p, b)
        steps.append((tx["Expert time per decode step from host RAM ({path})"].format(path=path), t_exp * 1000.0, "ms"))
    steps.append((tx["Prefill (TTFT)"], t_pre * 1000.0, "ms"))
    if not mem.fits:
        reasons.append(_need_msg(mem.total, usable, mem_gb))
    hours = None
    devices = None
    if kind == "batch_inference":
        samples = p.samples_per_run or 0.0
        if samples:
            hours = samples / b * lat / 3600.0
        busy = p.runs_per_month * (hours or 0.0)
    else:
        busy = HOURS_PER_MONTH if p.always_on else 0.0
        if p.latency_target_s and lat > p.latency_target_s:
            reasons.append(_latency_msg(lat, p.latency_target_s))
    thr, unit = tokens_s, "tokens/s"
    if kind == "realtime_inference":
        thr, unit = b / lat if lat > 0 else 0.0, "requests/s"
    return Estimate(mem, hours, thr, unit, lat * 1000.0, t_pre * 1000.0, t_step * 1000.0, devices,
                    bound if mem.fits else "memory capacity", steps, reasons, busy)


def _max_batch(p: Profile, mem_for, usable: float) -> int:
    """Largest concurrency whose memory fits (binary search; memory is linear in the batch)."""
    m1 = mem_for(1.0)
    if not m1.fits:
        return 0
    m2 = mem_for(2.0)
    per = m2.total - m1.total
    # largest batch under the runtime's reservation (serving) or the safety margin
    limit = usable * (p.eff.get("serving_reserve") if p.family == "serving" else 1.0 - p.margin)
    if per <= 0:
        return 1_000_000
    return max(1, int((limit - m1.total) / per) + 1)


# -- an LLM service under load (engine.serving) ---------------------------------------------------


def prefix_tokens(p: Profile) -> tuple[float, bool]:
    """(prompt tokens of each request the prefix cache serves, whether their KV blocks are shared
    between requests): ``Recipe.prefix_cached_share`` of the prompt on a runtime with a prefix cache
    (``serving.PREFIX_CACHE``), else nothing."""
    mode = S.PREFIX_CACHE.get(p.runtime)
    if p.prefix_share <= 0.0 or p.prompt <= 0.0 or mode is None:
        return 0.0, False
    return p.prefix_share * p.prompt, mode == "shared"


def speculating(p: Profile) -> bool:
    """Speculative decoding is asked for and the runtime runs that method (``serving.SPECULATION``)."""
    return p.spec_method != "none" and p.runtime in S.SPECULATION.get(p.spec_method, ())


_DRAFT_SHAPES: dict[float, Shape] = {}


def _draft_shape(p: Profile) -> Shape:
    """A draft model of ``p.draft_params`` parameters: a Llama-like decoder of that size
    (``shape.generic_llm_arch``), as the engine shapes any model given by its size alone."""
    from gpuadvisor.domain.project import ModelSpec

    key = round(p.draft_params, -3)
    hit = _DRAFT_SHAPES.get(key)
    if hit is None:
        if len(_DRAFT_SHAPES) > 64:
            _DRAFT_SHAPES.clear()
        hit = _DRAFT_SHAPES[key] = build_shape(ModelSpec(name="draft", params_b=max(key, 1e6) / 1e9))
    return hit


def _eagle_head_params(shape: Shape) -> float:
    """EAGLE's draft head: one decoder layer of the model plus the fully connected layer that fuses
    features and token embeddings (2h -> h); it reuses the model's embedding and LM head (Li et al.
    2024, EAGLE, §3)."""
    return shape.largest_layer_params + 2.0 * shape.hidden * shape.hidden


def draft_memory(p: Profile, tp: int) -> tuple[float, float]:
    """(bytes of the proposer's weights, its KV bytes per token) for the whole model on ``tp`` ranks."""
    if not speculating(p) or p.spec_method == "ngram":
        return 0.0, 0.0
    shape = p.shape
    per_param = p.weight_bytes / shape.params if shape.params else 2.0
    if p.spec_method == "draft_model":
        d = _draft_shape(p)
        return d.params * per_param, M.kv_bytes_per_token(d, p.kv_b, tp)
    return _eagle_head_params(shape) * p.act_b, M.kv_bytes_per_token_layer(shape, p.kv_b, tp)


def dense_step(rates: DeviceRates, *, dense_bytes: float, context: float, kv_per_token: float, flops_per_token: float,
               prompt_flops_per_token: float):
    """``decode_step_s`` of a dense model, one token per sequence, written out as a closure of
    (sequences, prompt tokens): the serving searches call it hundreds of times per option."""
    bw, fl, over = rates.bandwidth, rates.decode_flops, rates.step_overhead_s
    ctx_kv = context * kv_per_token
    comm = getattr(rates, "comm_s_per_token", 0.0)  # tensor-parallel payload per token, where modelled

    def step(b: float, c: float) -> float:
        return max((dense_bytes + b * ctx_kv) / bw, (b * flops_per_token + c * prompt_flops_per_token) / fl) + over + (b + c) * comm
    return step


def _llm_service(p: Profile, hw: HardwareConfig, acc, n: int, usable: float, steps, reasons, *, rates: DeviceRates,
                 mem_for, mean_ctx: float, kv_tok: float, flops_tok: float, gpu_weights: float) -> Estimate:
    """An LLM service: continuous batching at the planned request rate (engine.serving)."""
    tx = _texts()
    eff = p.eff
    seg = acc.segment
    shape = p.shape
    kind = p.kind
    prompt, out = p.prompt, p.output
    mem_gb = hw.memory_gb_per_device or acc.memory_gb
    offloaded = experts_offloaded(p, seg)
    cached, _shared = prefix_tokens(p)
    computed = prompt - cached
    # the image encoder's FLOPs (vision-language models) go with the prompt's
    prompt_fpt = prompt_flops(p, prompt, 1.0, cached) / computed if computed > 0 else 0.0

    # the proposer of speculative decoding: its FLOPs per token and the seconds of one draft step
    spec = speculating(p)
    draft_prompt_fpt = 0.0
    if spec and p.spec_method == "draft_model":
        d = _draft_shape(p)
        per_param = p.weight_bytes / shape.params if shape.params else 2.0
        d_rates = DeviceRates(rates.flops, rates.decode_flops, rates.bandwidth,
                              rates.step_overhead_s * d.layers / max(1, shape.layers), rates.prefill_bandwidth)
        d_kv = M.kv_bytes_per_token(d, p.kv_b, 1)
        d_fpt = C.forward_flops_per_token(d, mean_ctx)
        draft_prompt_fpt = d_fpt

        def draft_step(b: float) -> float:
            return decode_step_s(d, d_rates, batch=b, context=mean_ctx, dense_bytes=(d.params - d.embed_params) * per_param,
                                 expert_bytes=0.0, kv_per_token=d_kv, flops_per_token=d_fpt)[0]
    elif spec and p.spec_method == "eagle":
        head = _eagle_head_params(shape)
        lm_head = (shape.head_params or shape.embed_params) * 2.0
        e_bytes = head * p.act_b + lm_head
        e_fpt = 2.0 * (head + shape.vocab * shape.hidden)
        e_kv = M.kv_bytes_per_token_layer(shape, p.kv_b, 1)
        e_over = rates.step_overhead_s / max(1, shape.layers)
        draft_prompt_fpt = 2.0 * head

        def draft_step(b: float) -> float:
            t_mem = (e_bytes + b * mean_ctx * e_kv) / rates.bandwidth
            return max(t_mem, b * e_fpt / rates.decode_flops) + e_over
    else:
        def draft_step(b: float) -> float:
            return 0.0  # n-gram lookup runs on the CPU between steps

    def verify(b: float, c: float, k: int) -> tuple[float, str]:
        """One engine step: ``b`` sequences, each putting k + 1 tokens through, and ``c`` prompt tokens."""
        t, bound = decode_step_s(
            shape, rates, batch=b, context=mean_ctx, dense_bytes=p.stream_dense_bytes,
            expert_bytes=0.0 if offloaded else p.stream_expert_bytes, kv_per_token=kv_tok, flops_per_token=flops_tok,
            tokens_per_seq=k + 1.0, prompt_tokens=c, prompt_flops_per_token=prompt_fpt + draft_prompt_fpt,
        )
        if offloaded:
            t_exp, _path = expert_decode_s(p, b * (k + 1.0) + c)
            if t_exp > t - rates.step_overhead_s:
                bound = "CPU offload"
            t += t_exp
        return t + k * draft_step(b), bound

    k = 0
    tokens_per_step = 1.0
    if spec:
        k = S.best_draft_length(p.spec_acceptance, lambda j: verify(1.0, 0.0, j)[0])
        tokens_per_step = S.expected_tokens(p.spec_acceptance, k)

    # a prefill on its own (a step that stalls decode): the computed prompt tokens of one request
    t_pre = prefill_s(rates, tokens=computed, flops=prompt_flops(p, prompt, 1.0, cached) * (
        1.0 + (draft_prompt_fpt / prompt_fpt if prompt_fpt > 0 else 0.0)), weight_bytes=gpu_weights)
    if offloaded:
        t_pre += expert_prefill_s(p, computed)

    # the sequences the KV pool and the scheduler hold at once
    bmax = _max_batch(p, mem_for, usable)
    cap = max(1, int(eff.get("serving_max_batch") * 1000)) if p.family == "serving" else max(p.concurrency, 1)
    if kind == "llm_serving" and p.family != "serving":
        cap = max(p.concurrency, 1)
    slots = max(1, min(bmax, cap)) if bmax >= 1 else 1
    mem = mem_for(slots)
    chunk = S.chunk_budget(p.runtime, mem_gb, acc.name)
    if k == 0 and not offloaded and p.stream_expert_bytes <= 0.0:
        step = dense_step(rates, dense_bytes=p.stream_dense_bytes, context=mean_ctx, kv_per_token=kv_tok,
                          flops_per_token=flops_tok, prompt_flops_per_token=prompt_fpt)
    else:
        def step(b: float, c: float) -> float:
            return verify(b, c, k)[0]
    model = S.ServingModel(S.Replica(
        step=step, prefill_s=t_pre, prompt_tokens=computed, output_tokens=out,
        max_seqs=slots, chunk_tokens=chunk, tokens_per_step=tokens_per_step, budget_per_seq=k + 1.0,
        cs2=Q.CS2_GENERATION if out > 1 else Q.CS2_FIXED))
    sat_rate, _sat_b = model.saturation()
    target = p.latency_target_s
    pct = p.percentile
    runs = mem.fits and bmax >= 1  # an option that does not fit is not sized for the load
    ttft_target = p.ttft_target_s
    target_rate = model.rate_within(pct, target, ttft_target) if (target or ttft_target) and runs else None
    lone = model.lone()
    replicas = None
    if p.rps and runs:
        replicas, pt = model.replicas_needed(p.rps, percentile=pct, target_s=target, max_util=p.max_util,
                                             ttft_s=ttft_target)
        rate = p.rps / replicas if replicas else None
    else:
        pt, rate = None, None
    point = pt or lone
    # capacity: the most a replica serves (within the latency target when there is one: none where
    # even a lone request misses it)
    cap_rate = target_rate if target_rate is not None else sat_rate
    percentiles = tuple(sorted(set(S.PERCENTILES) | {round(pct, 9)}))
    figures = S.ServingFigures(
        rate=rate, replicas=replicas, percentiles=percentiles,
        ttft_ms=tuple(point.ttft_s(q) * 1000.0 for q in percentiles),
        e2e_ms=tuple(point.e2e_s(q, out) * 1000.0 for q in percentiles),
        tpot_ms=point.tpot_s * 1000.0, batch=point.batch, utilisation=(rate or 0.0) / sat_rate if sat_rate > 0 else 0.0,
        saturation_rps=sat_rate, target_rps=target_rate, throughput_tok_s=(rate or 0.0) * out,
        chunk_tokens=chunk, prompt_tokens=computed, draft_tokens=k, tokens_per_step=tokens_per_step)

    steps.append((tx["Concurrent sequences (KV pool / scheduler)"], float(slots), tx["sequences"]))
    steps.append((tx["KV cache per token"], kv_tok / 1024.0, "KiB"))
    if cached > 0:
        steps.append((tx["Prompt tokens computed per request (the rest from the prefix cache)"], computed, "tokens"))
    if spec:
        steps.append((tx["Speculative decoding: tokens drafted per step"], float(k), "tokens"))
        steps.append((tx["Speculative decoding: tokens gained per step (1 - a^(k+1)) / (1 - a)"], tokens_per_step, "tokens"))
    if chunk is not None:
        steps.append((tx["Chunked prefill: tokens per engine step"], chunk, "tokens"))
    steps.append((tx["Prefill per request (TTFT)"], point.prefill_s * 1000.0, "ms"))
    steps.append((tx["Decode step at that batch (TPOT)"], point.tpot_s * 1000.0, "ms"))
    if offloaded:
        t_exp, path = expert_decode_s(p, max(1.0, point.batch))
        steps.append((tx["Expert time per decode step from host RAM ({path})"].format(path=path), t_exp * 1000.0, "ms"))
    steps.append((tx["Saturation: most requests/s per replica"], sat_rate, "requests/s"))
    if target_rate is not None:
        steps.append((tx["Most requests/s per replica within the latency target"], target_rate, "requests/s"))
    lat_p = None
    if p.rps and replicas:
        lat_p = point.e2e_s(pct, out)
        if replicas > 1:  # engine.queueing: pooled, not a fixed share of the arrivals each
            steps.append((tx["Replicas behind one load balancer (one queue for a free slot)"], float(replicas),
                          tx["replicas"]))
        steps.append((tx["Requests/s per replica at the planned load"], rate, "requests/s"))
        steps.append((tx["Sequences decoding at the planned load"], point.batch, tx["sequences"]))
        for q, t_ms, e_ms in zip(figures.percentiles, figures.ttft_ms, figures.e2e_ms):
            steps.append((tx["Time to first token P{pct} at the planned load"].format(pct=f"{q * 100:g}"), t_ms, "ms"))
        for q, e_ms in zip(figures.percentiles, figures.e2e_ms):
            steps.append((tx["P{pct} response time at the planned load"].format(pct=f"{q * 100:g}"), e_ms, "ms"))
    if not mem.fits or bmax < 1:
        reasons.append(_need_msg(mem.total, usable, mem_gb))
    lone_lat = lone.e2e_s(pct, out)
    missed = False
    if target and lone_lat > target:
        reasons.append(_latency_msg(lone_lat, target))
        missed = True
    if p.ttft_target_s and lone.ttft_s(pct) > p.ttft_target_s:
        reasons.append(_ttft_msg(lone.ttft_s(pct), p.ttft_target_s))
        missed = True
    if p.rps and runs and replicas is None and (target or p.ttft_target_s) and not missed:  # alone it meets the target, at the load it cannot
        reasons.append(_load_msg(p.rps, pct, lone_lat if target else lone.ttft_s(pct), target or p.ttft_target_s))
    devices = replicas * n if replicas else None
    _t, bound = verify(max(1.0, min(slots, 1.0 + point.batch)), point.chunk, k)
    if kind == "realtime_inference":
        thr, unit = cap_rate, "requests/s"
    else:
        thr, unit = cap_rate * out, "tokens/s"
    return Estimate(mem, None, thr, unit, point.e2e_mean_s(out) * 1000.0, point.ttft_mean_s * 1000.0,
                    point.tpot_s * 1000.0, devices, bound if mem.fits else "memory capacity", steps, reasons,
                    HOURS_PER_MONTH if (p.always_on or kind == "llm_serving") else 0.0,
                    latency_pct_ms=None if lat_p is None or math.isinf(lat_p) else lat_p * 1000.0,
                    serving=figures)


# -- other inference (CNN, encoders, diffusion ...) -------------------------------------------


def _other_inference(p: Profile, hw: HardwareConfig, acc, n: int, usable: float, steps, reasons) -> Estimate:
    tx = _texts()
    eff = p.eff
    seg = acc.segment
    peak, name = C.peak_tflops(acc, p.precision, eff.get("apple_tflops_per_gbs") / 10.0)
    e_c, k_c = eff.lookup(f"prefill.{p.family}.{seg}")
    bw = (acc.bandwidth_gb_s or 100.0) * 1e9
    e_bw = eff.get(f"decode_bw.{p.family}.{seg}")
    # batch inference: micro_batch samples per forward pass; real-time: each request carries
    # micro_batch samples (e.g. 32 query-product pairs) and `concurrency` requests run together
    per_request = float(max(1, p.micro_batch)) if p.kind == "realtime_inference" else 1.0
    b = float(max(1, p.micro_batch)) if p.kind == "batch_inference" else float(max(1, p.concurrency)) * per_request
    fl = p.flops_per_sample
    if fl <= 0:
        reasons.append(tx["the model's compute per sample is not known, so its speed cannot be estimated: enter its GFLOPs per sample (Model tab)"])
    # the inputs of one forward pass (a diffusion model with guidance: 2 per image)
    bp = b * p.pass_batch
    # inference keeps no activations for backward: a third of the training traffic per FLOP
    t_c = bp * fl / (peak * 1e12 * e_c)
    t_m = (p.weight_bytes + (bp * fl * p.cnn_bytes_per_flop / 3.0 if p.cnn else 0.0)) / (bw * e_bw)
    # CPU floor: launching one forward pass (efficiency.py: cnn_step_ms / 3, or layers x per-layer cost)
    if p.cnn:
        t_cpu = eff.get(f"cnn_step_ms.{p.family}") * 100.0 / 3.0 / 1000.0
    else:
        t_cpu = p.shape.layers * eff.get(f"decode_layer_ms.{p.family}.{seg}") / 1000.0
    # a diffusion model runs a forward pass per denoising step
    t = p.passes * max(t_c, t_m, t_cpu)
    bound = "compute" if t_c >= t_m else "memory bandwidth"
    if t_cpu > max(t_c, t_m):
        bound = "kernel launches (small batch)"
    t_dec = 0.0
    if p.dec_steps > 0:
        # a speech recogniser's decoder: one step per transcript token for the whole batch
        d_c = bp * 2.0 * p.dec_params / (peak * 1e12 * e_c)
        d_m = p.dec_weight_bytes / (bw * e_bw)
        d_cpu = p.dec_layers * eff.get(f"decode_layer_ms.{p.family}.{seg}") / 1000.0
        t_dec = max(d_c, d_m, d_cpu)
        if p.dec_steps * t_dec > t:
            bound = "compute" if d_c >= d_m else "memory bandwidth"
            if d_cpu > max(d_c, d_m):
                bound = "kernel launches (small batch)"
        t += p.dec_steps * t_dec
    scale = C.scaling_efficiency(hw.link if n > 1 else "single", n)
    per_s = n * scale * b / t  # samples/s (requests/s for real-time below)
    if p.kind == "realtime_inference":
        per_s /= per_request
    items = {
        "weights": p.weight_bytes,
        "activations": bp * (p.infer_act_per_input if p.cnn else p.infer_act_per_token * max(1, p.seq or 128)),
        "kv_cache": bp * p.dec_kv_per_token * (max(1, p.seq or 128) + p.dec_steps),
        "runtime_overhead": _overhead(p),
        "cuda_context": _context_bytes(p, seg),
    }
    total = sum(items.values())
    mem = M.MemoryBreakdown(M.ordered(items), total, usable, total <= usable, limit=usable * (1.0 - p.margin))
    if not mem.fits:
        reasons.append(_need_msg(total, usable, hw.memory_gb_per_device or acc.memory_gb))
    steps += [
        (tx["Dense peak per device ({figure})"].format(figure=name), peak, "TFLOPS"),
        (tx["Compute efficiency ({key})"].format(key=k_c), e_c, tx["share of peak"]),
        (tx["Forward FLOPs per sample"], fl / 1e9, "GFLOP"),
    ]
    if p.passes != 1.0 or p.pass_batch != 1.0:
        steps.append((tx["Forward passes per image (denoising steps)"], p.passes, tx["passes"]))
        steps.append((tx["Inputs per pass and image (2 with classifier-free guidance)"], p.pass_batch, "x"))
    if p.dec_steps > 0:
        steps.append((tx["Decode step (TPOT)"], t_dec * 1000.0, "ms"))
    steps.append((tx["Time per batch"], t * 1000.0, "ms"))
    unit = "images/s" if p.shape.family in ("vision_cnn", "detector", "vision_transformer", "diffusion") else "samples/s"
    if p.kind == "realtime_inference":
        unit = "requests/s"
    hours = None
    devices = None
    lat = t * 1000.0
    busy = 0.0
    if p.kind == "batch_inference":
        if p.samples_per_run:
            hours = p.samples_per_run / per_s / 3600.0
            busy = p.runs_per_month * hours
    else:
        busy = HOURS_PER_MONTH
        lat_p = None
        if p.rps and per_s > 0:
            # one replica = the option's n devices, serving `concurrency` requests per batch of time t
            replicas, lat_p = Q.replicas_needed(
                p.rps, per_s, max(1, p.concurrency), t, percentile=p.percentile, target_s=p.latency_target_s,
                max_util=p.max_util, cs2=Q.CS2_FIXED)
            devices = replicas * n if replicas else None
            if replicas and replicas > 1:  # engine.queueing: pooled, not a fixed share of the arrivals each
                steps.append((tx["Replicas behind one load balancer (one queue for a free slot)"], float(replicas),
                              tx["replicas"]))
            if replicas:
                steps.append((tx["P{pct} response time at the planned load"].format(pct=f"{p.percentile * 100:g}"),
                              lat_p * 1000.0, "ms"))
        if p.latency_target_s and t > p.latency_target_s:
            reasons.append(_latency_msg(t, p.latency_target_s))
            if p.kind == "realtime_inference":
                # its capacity is what it serves within the target: none where a batch alone misses
                # it (as _llm_service's rate within the target), not the raw rate past the target
                per_s = 0.0
        return Estimate(mem, hours, per_s, unit, lat, None, None, devices, bound if mem.fits else "memory capacity",
                        steps, reasons, busy,
                        latency_pct_ms=None if lat_p is None or math.isinf(lat_p) else lat_p * 1000.0)
    return Estimate(mem, hours, per_s, unit, lat, None, None, devices, bound if mem.fits else "memory capacity", steps, reasons, busy)


# ---------------------------------------------------------------------------------------------
# largest context / batch / concurrency that fits


def max_fit(workload: Workload, hw: HardwareConfig, assumptions: Assumptions, what: str = "context", upper: int = 10_000_000) -> int:
    """Largest value of ``what`` that keeps the option within memory (0 if even 1 does not fit).

    ``what``: ``"context"`` (LLM inference: prompt + output tokens per sequence; training:
    sequence length), ``"batch"`` (training micro-batch / inference batch) or ``"concurrency"``
    (serving sequences).  Binary search on :func:`estimate`'s memory; memory grows
    monotonically with each of them.
    """
    base = prepare(workload, assumptions)

    def fits(v: int) -> bool:
        r = workload.recipe.model_copy()
        if what == "context":
            if base.training:
                r.seq_len = v
            else:
                out = min(r.output_tokens, v // 2)
                r.prompt_tokens, r.output_tokens = v - out, out
        elif what == "batch":
            r.micro_batch = v
            if not base.training:
                r.concurrency = v
        elif what == "concurrency":
            r.concurrency = v
        else:
            raise ValueError(f"unknown max_fit target '{what}'")
        w = workload.model_copy(update={"recipe": r})
        p = _build_profile(w, assumptions, base.runtime, None, frozenset())
        if base.training or what != "concurrency" or base.kind != "llm_serving":
            return estimate_profile(p, hw).memory.fits
        mem = inference_memory(p, max(1, hw.count), hw.link, hw.accelerator.segment,
                               estimate_profile(p, hw).memory.usable, sequences=v,
                               tokens_per_seq=p.prompt + p.output, prefill_tokens=p.prompt)
        return mem.fits

    if not fits(1):
        return 0
    lo, hi = 1, 2
    while hi <= upper and fits(hi):
        lo, hi = hi, hi * 2
    hi = min(hi, upper + 1)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid
    return lo
