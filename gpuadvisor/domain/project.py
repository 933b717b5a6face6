"""The project document: projects, workloads, models, recipes, schedules, constraints, assumptions.

Pure pydantic v2 models: no Qt, no I/O.  Every numeric field is validated (finite, within
physical bounds) and carries a unit and, for assumptions, a source in its ``json_schema_extra``
so the UI and the printed summary can show them.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
import unicodedata
import uuid
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from gpuadvisor.i18n import translate

# ---------------------------------------------------------------------------------------------
# shared helpers


def _finite(value: float) -> float:
    if value is not None and (math.isnan(value) or math.isinf(value)):
        raise ValueError("must be a finite number")
    return value


Finite = Annotated[float, Field(allow_inf_nan=False), AfterValidator(_finite)]


def new_id() -> str:
    """A short random identifier for projects and workloads (stable across saves)."""
    return uuid.uuid4().hex[:12]


def _field(default: Any, unit: str = "", source: str = "", **kw: Any) -> Any:
    extra = {"unit": unit}
    if source:
        extra["source"] = source
    return Field(default, json_schema_extra=extra, **kw)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, frozen=False)


# ---------------------------------------------------------------------------------------------
# enumerations (plain Literals keep the JSON readable)

WorkloadKind = Literal[
    "pretrain",
    "full_finetune",
    "lora",
    "qlora",
    "batch_inference",
    "realtime_inference",
    "llm_serving",
]
TRAINING_KINDS: tuple[str, ...] = ("pretrain", "full_finetune", "lora", "qlora")
INFERENCE_KINDS: tuple[str, ...] = ("batch_inference", "realtime_inference", "llm_serving")

ModelFamily = Literal[
    "decoder_llm",
    "encoder",
    "encoder_decoder",
    "vision_cnn",
    "vision_transformer",
    "detector",
    "diffusion",
    "speech",
    "rnn",
    "other",
]
AttentionType = Literal["mha", "gqa", "mqa", "mla"]
ComputePrecision = Literal["fp32", "tf32", "fp16", "bf16", "fp8", "int8", "int4"]
# Storage format of the weights.  GGUF types follow llama.cpp's names in lower case.
WeightFormat = Literal[
    "fp32",
    "fp16",
    "bf16",
    "fp8",
    "int8",
    "int4",
    "gptq_4bit",
    "awq_4bit",
    "nf4",
    "gguf_f16",
    "gguf_q8_0",
    "gguf_q6_k",
    "gguf_q5_k_m",
    "gguf_q4_k_m",
    "gguf_q4_0",
    "gguf_q3_k_m",
    "gguf_q2_k",
    "gguf_iq4_xs",
    "gguf_mxfp4",
    "fp4",
    "mxfp4",
    "int2",
    "exl2_4.0bpw",
    "exl2_5.0bpw",
    "exl2_6.0bpw",
    "exl2_8.0bpw",
]
#: Training optimizers.  "adamw": PyTorch's AdamW (multi-tensor "foreach" kernels, the default); "adamw_fused":
#: the same update in one fused kernel per parameter group (``torch.optim.AdamW(fused=True)``, apex/Transformer
#: Engine FusedAdam): the same memory, less time per optimizer step; "adamw_8bit": bitsandbytes 8-bit blockwise
#: states (Dettmers et al. 2022, arXiv 2110.02861); "paged_adamw_8bit": the same states in CUDA unified memory, which
#: the driver pages out to host RAM when the GPU runs out (bitsandbytes PagedAdamW8bit).
Optimizer = Literal["adamw", "adamw_fp32", "adamw_fused", "adamw_8bit", "paged_adamw_8bit", "sgd_momentum", "adafactor",
                    "none"]
#: Training code: "ordinary" - a usual training script for the runtime (today's efficiency for the runtime);
#: "tuned" - benchmark code tuned like MLPerf submissions (fused kernels, CUDA graphs, DALI data loading);
#: engine.estimate models the difference (efficiency.py ``train_runtime.tuned``, ``cnn_train_flop_per_byte.tuned``).
TrainingCode = Literal["ordinary", "tuned"]
#: Where offloaded training state lives: host RAM, or NVMe SSDs (ZeRO-Infinity, Rajbhandari et al. SC'21).
OffloadDevice = Literal["cpu", "nvme"]
Recompute = Literal["none", "selective", "full"]
Runtime = Literal[
    "pytorch",
    "pytorch_xla",
    "hf_transformers",
    "deepspeed",
    "fsdp",
    "megatron",
    "vllm",
    "llama_cpp",
    "tensorrt_llm",
    "mlx",
    "onnxruntime",
    "tensorflow",
    "jax",
    "exllamav2",
    "autoawq",
    "litgpt",
    "torchtune",
    "unsloth",
    "llm_foundry",
]
Framework = Literal["pytorch", "pytorch_xla", "tensorflow", "jax", "onnxruntime", "llama_cpp", "vllm", "mlx"]
# the accelerator makers a workload may be limited to (the catalog's Accelerator.vendor)
Vendor = Literal["NVIDIA", "AMD", "Apple", "Google", "Intel"]
Frequency = Literal["once", "daily", "weekly", "monthly", "quarterly", "always_on"]
TimeWindow = Literal["any", "office_hours", "nights"]
Currency = Literal["TWD", "USD"]
Weekday = Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
WEEKDAYS: tuple[str, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
KvCacheDtype = Literal["auto", "fp16", "bf16", "fp8", "int8", "int4"]
#: Inference weights kept outside the GPU.  "experts": the routed experts of a mixture-of-experts
#: model stay in host RAM (llama.cpp ``--cpu-moe`` / ``--n-cpu-moe`` / ``-ot exps=CPU``; Hugging Face
#: accelerate ``device_map`` offload); attention, shared experts, router, embeddings and the KV
#: cache stay on the GPU.  vLLM and TensorRT-LLM have no expert offload.
Offload = Literal["none", "experts"]
#: Speculative decoding (LLM services): a cheap proposer drafts tokens that the
#: model verifies in one step.  "draft_model": a small model of the same family (Leviathan et al.
#: 2023; Chen et al. 2023); "ngram": tokens looked up in the prompt and the answer so far (prompt
#: lookup; vLLM ``method="ngram"``); "eagle": a one-layer head on the model's own hidden states
#: (Li et al. 2024, EAGLE).  ``engine.serving`` models the effect.
SpeculativeMethod = Literal["none", "draft_model", "ngram", "eagle"]

#: Runs per month implied by one run per period (730 h/month; 52/12 weeks; 365/12 days).
RUNS_PER_MONTH: dict[str, float] = {
    "once": 0.0,
    "daily": 365.0 / 12.0,
    "weekly": 52.0 / 12.0,
    "monthly": 1.0,
    "quarterly": 1.0 / 3.0,
    "always_on": 0.0,
}
HOURS_PER_MONTH = 730.0


# ---------------------------------------------------------------------------------------------
# model


class TransformerArch(_Model):
    """Shape of a transformer (decoder, encoder or encoder-decoder)."""

    layers: int = Field(..., ge=1, le=1000, description="Transformer blocks")
    hidden: int = Field(..., ge=1, le=100_000, description="Model width (hidden size)")
    heads: int = Field(..., ge=1, le=1024, description="Query attention heads")
    kv_heads: int | None = Field(None, ge=1, le=1024, description="Key/value heads (GQA/MQA)")
    head_dim: int | None = Field(None, ge=1, le=4096, description="Per-head dimension")
    ffn: int | None = Field(None, ge=1, le=1_000_000, description="MLP intermediate size (per expert for MoE)")
    vocab: int | None = Field(None, ge=1, le=10_000_000, description="Embedding rows")
    tied_embeddings: bool | None = None
    gated_mlp: bool | None = None
    experts: int | None = Field(None, ge=1, le=4096)
    experts_per_token: int | None = Field(None, ge=1, le=4096)
    shared_experts: int | None = Field(None, ge=0, le=64)
    # mixture-of-experts models whose first layers keep a dense MLP (DeepSeek-V2/V3
    # ``first_k_dense_replace``; Llama 4 Maverick interleaves dense and MoE layers)
    dense_layers: int | None = Field(None, ge=0, le=1000, description="Layers with a dense MLP instead of experts")
    dense_ffn: int | None = Field(None, ge=1, le=1_000_000, description="MLP intermediate size of those dense layers")
    attention: AttentionType = "mha"
    kv_lora_rank: int | None = Field(None, ge=1, le=100_000, description="MLA latent rank")
    rope_head_dim: int | None = Field(None, ge=0, le=4096, description="MLA decoupled RoPE dim")
    max_context: int | None = Field(None, ge=1, le=100_000_000)
    sliding_window: int | None = Field(None, ge=1, le=100_000_000)
    sliding_window_layers: float | None = Field(
        None, ge=0, le=1, description="Share of layers that use the sliding window"
    )

    @property
    def kv_heads_eff(self) -> int:
        return self.kv_heads or self.heads

    @property
    def head_dim_eff(self) -> int:
        return self.head_dim or max(1, self.hidden // self.heads)

    @model_validator(mode="after")
    def _check(self) -> "TransformerArch":
        if self.kv_heads is not None and self.kv_heads > self.heads:
            raise ValueError(translate("Errors", "the key/value heads cannot be more than the attention heads"))
        if self.experts_per_token is not None and self.experts is not None:
            if self.experts_per_token > self.experts:
                raise ValueError(translate("Errors", "the experts per token cannot be more than the experts"))
        return self


class VisionTower(_Model):
    """The image encoder of a vision-language model (config.json ``vision_config``): a ViT whose
    weights are held beside the language model and which runs once per image in the prompt."""

    layers: int = Field(..., ge=1, le=1000, description="Encoder blocks")
    hidden: int = Field(..., ge=1, le=100_000, description="Encoder width")
    ffn: int | None = Field(None, ge=1, le=1_000_000, description="Encoder MLP intermediate size (4 x width if empty)")
    gated_mlp: bool = False
    patch_size: int = Field(14, ge=1, le=1000, description="Pixels per patch side")
    image_size: int | None = Field(
        None, ge=1, le=100_000, description="Side every image is resized to (fixed-resolution encoders); "
        "empty = the image's own size (the recipe's image side)")
    merge: int = Field(1, ge=1, le=1024, description="Patches merged into one language-model token")
    tokens_per_image: int | None = Field(
        None, ge=1, le=1_000_000, description="Tokens per image handed to the language model when fixed "
        "(pooled encoders); empty = patches / merge")
    temporal_patch: int = Field(1, ge=1, le=16, description="Frames per patch (video-capable encoders)")


class ModelSpec(_Model):
    """An ML model: a catalog preset, a custom size, or an imported config."""

    name: str = Field("Custom model", min_length=1, max_length=200)
    preset: str | None = Field(None, description="Catalog name this spec was taken from")
    family: ModelFamily = "decoder_llm"
    params_b: Finite = Field(..., gt=0, le=100_000, json_schema_extra={"unit": "billion parameters"})
    active_params_b: Finite | None = Field(
        None, gt=0, le=100_000, json_schema_extra={"unit": "billion parameters"}
    )
    arch: TransformerArch | None = None
    gflops_per_sample: Finite | None = Field(
        None,
        gt=0,
        le=1e9,
        description="Forward FLOPs per sample (multiply-adds counted twice) at input_size",
        json_schema_extra={"unit": "GFLOP"},
    )
    input_size: str | None = Field(None, max_length=100)
    activations_m: Finite | None = Field(
        None,
        gt=0,
        le=1e9,
        description="Activation elements per sample at input_size: the outputs of every convolution, "
        "pooling and linear layer (pycls 'acts'), in millions; CNN training and inference move memory in "
        "proportion to them (engine.estimate)",
        json_schema_extra={"unit": "million"},
    )
    source: str | None = None
    vision: VisionTower | None = None  # a vision-language model's image encoder (held, run per image)

    @model_validator(mode="after")
    def _check(self) -> "ModelSpec":
        if self.active_params_b is not None and self.active_params_b > self.params_b * 1.0001:
            raise ValueError(translate("Errors", "the active parameters cannot be more than the parameters"))
        return self

    @property
    def active_params(self) -> float:
        """Parameters used per token (all of them for dense models), as a count."""
        return (self.active_params_b or self.params_b) * 1e9

    @property
    def params(self) -> float:
        return self.params_b * 1e9

    @property
    def is_llm(self) -> bool:
        return self.family == "decoder_llm"


# ---------------------------------------------------------------------------------------------
# recipe


class Parallelism(_Model):
    """How a job is spread over devices (per machine)."""

    devices: int | None = Field(None, ge=1, le=1024, description="Devices; empty = the engine chooses")
    zero_stage: int = Field(0, ge=0, le=3, description="ZeRO/FSDP sharding stage (0 = plain data parallel)")
    tensor_parallel: int = Field(1, ge=1, le=64)
    pipeline_parallel: int = Field(1, ge=1, le=256)
    cpu_offload: bool = False  # optimizer states, fp32 master weights and gradients in host memory (ZeRO-Offload)
    param_offload: bool = False  # the weights too, fetched layer by layer each pass (ZeRO-3 offload_param / FSDP CPUOffload)
    offload_device: OffloadDevice = "cpu"  # where offloaded state lives (NVMe: ZeRO-Infinity)


#: Share of a day's questions asked in its busiest hour when the audience does not say.
DEFAULT_BUSY_HOUR_SHARE = 0.20
BUSY_HOUR_SOURCE = (
    "assumption (2026-12): 20 % of a day's questions in the busiest hour, for staff tools used in office "
    "hours; an even spread over a 9-hour office day would put 11 % in each hour, and office traffic peaks "
    "mid-morning and mid-afternoon (the business-day time-of-day profile telephone exchanges are sized "
    "for: Colin Duffy, 'Time of Day traffic and the Patterns of Life', trefor.net), so 15-25 % is usual; "
    "a service open to the public all day is flatter (about 6-10 %)"
)


class Audience(_Model):
    """Who uses a service, in the user's terms (real-time inference and LLM serving).

    ``users`` staff (or customers) ask ``questions_per_user_per_day`` questions each on a working
    day; ``busy_hour_share`` of a day's questions arrive in its busiest hour.  The engine derives
    the technical load from them (``gpuadvisor.engine.load.effective_load``)::

        requests per day  = users x questions_per_user_per_day
        peak requests/s   = requests per day x busy_hour_share / 3600

    The other user-facing inputs of a service are fields of :class:`Recipe` already: the typical
    answer length is ``output_tokens`` and "answer within N" is ``latency_target_ms`` (typed as
    people write it: ``gpuadvisor.domain.units.parse_duration``), met for ``latency_percentile``
    % of the answers.  Concurrency is not derived here: the engine's queueing model sizes the
    replicas for the peak rate (Little's law, in-flight answers = rate x response time, is
    ``engine.load.Load.in_flight`` for showing).

    Precedence (the technical fields win, they are the "Advanced" inputs):

    1. ``Recipe.requests_per_second`` set: it is the peak rate;
    2. else ``Recipe.requests_per_day`` set: that many a day, ``busy_hour_share`` of them in the
       busiest hour when the share is given, else spread evenly over 24 hours (how the engine has
       always read a daily count);
    3. else ``users`` and ``questions_per_user_per_day`` both set: the derivation above, with
       ``busy_hour_share`` or :data:`DEFAULT_BUSY_HOUR_SHARE`;
    4. else no request rate: one request at a time.

    Every field is optional and empty by default, so old files mean what they meant.
    """

    users: int | None = _field(None, "people", ge=1, le=100_000_000, description="People who use the service")
    questions_per_user_per_day: Finite | None = _field(
        None, "requests/person/day", gt=0, le=1_000_000, description="Questions (requests) each person asks a working day"
    )
    busy_hour_share: Finite | None = _field(
        None, "share", BUSY_HOUR_SOURCE, ge=1.0 / 24.0, le=1.0,
        description="Share of a day's requests that arrive in the busiest hour (1/24 = an even spread)",
    )

    @property
    def given(self) -> bool:
        """Users and questions per user are both set: the load can be derived from them."""
        return self.users is not None and self.questions_per_user_per_day is not None


class Recipe(_Model):
    """Numbers that describe one run.  Only the fields a workload's kind uses are shown in the UI."""

    # common
    precision: ComputePrecision = "bf16"
    weight_format: WeightFormat = "bf16"
    runtime: Runtime = "pytorch"
    micro_batch: int = _field(8, "samples", ge=1, le=1_000_000)
    seq_len: int | None = _field(2048, "tokens", ge=1, le=100_000_000)
    image_size: int | None = _field(None, "pixels (side)", ge=8, le=100_000)
    flash_attention: bool = True
    # training
    optimizer: Optimizer = "adamw"
    grad_accum: int = _field(1, "steps", ge=1, le=100_000)
    dataset_samples: Finite | None = _field(None, "samples", ge=1, le=1e15)
    dataset_tokens: Finite | None = _field(None, "tokens", ge=1, le=1e16)
    epochs: Finite = _field(1.0, "epochs", gt=0, le=100_000)
    recompute: Recompute = "none"
    lora_rank: int = _field(16, "", ge=1, le=65536)
    lora_targets: list[str] = Field(default_factory=lambda: ["q", "k", "v", "o", "gate", "up", "down"])
    parallelism: Parallelism = Field(default_factory=Parallelism)
    optimizer_in_backward: bool = False  # each parameter updated as soon as its gradient is ready (torchtune optimizer_in_bwd)
    activation_offload: bool = False  # checkpointed activations kept in host RAM between forward and backward
    training_code: TrainingCode = "ordinary"
    # inference
    requests_per_day: Finite | None = _field(None, "requests/day", ge=0, le=1e12)
    requests_per_second: Finite | None = _field(None, "requests/s", ge=0, le=1e9)
    prompt_tokens: int = _field(512, "tokens", ge=0, le=100_000_000)
    output_tokens: int = _field(256, "tokens", ge=0, le=100_000_000)
    # None: the runtime's own default (engine.estimate.default_concurrency: llama-server's 4 slots, else 1)
    concurrency: int | None = _field(None, "requests", ge=1, le=1_000_000)
    latency_target_ms: Finite | None = _field(None, "ms", gt=0, le=1e8)
    # an LLM service: the first token of the answer within this, at the same percentile (streamed answers)
    ttft_target_ms: Finite | None = _field(None, "ms", gt=0, le=1e8)
    latency_percentile: Finite = _field(99.0, "%", ge=50, le=100)
    samples_per_run: Finite | None = _field(None, "samples", ge=1, le=1e15)
    kv_cache_dtype: KvCacheDtype = "auto"
    offload: Offload = "none"  # inference: routed MoE experts in host RAM (see Offload)
    # images in each request to a vision-language model (ModelSpec.vision): each runs the image
    # encoder once and adds its tokens to the prompt; 0 = text only
    images_per_request: int = _field(0, "images", ge=0, le=10_000)
    # image generation with a diffusion model: the UNet runs once per denoising step for each image,
    # twice with classifier-free guidance (diffusers' pipelines: num_inference_steps=50 and
    # guidance_scale 7.5 by default, the conditional and unconditional passes batched together)
    denoising_steps: int = _field(50, "steps", ge=1, le=10_000)
    guidance: bool = True
    # LLM generation recipe choices (engine.serving); the defaults change nothing
    prefix_cached_share: Finite | None = _field(
        None, "share", ge=0.0, le=1.0,
        description="Share of each prompt that earlier requests share (a system prompt, a document) and the "
                    "runtime's prefix cache serves; empty = nothing shared")
    speculative_decoding: SpeculativeMethod = "none"
    speculative_acceptance: Finite | None = _field(
        None, "share", ge=0.01, le=0.99,
        description="Share of drafted tokens the model accepts; empty = the method's published typical rate")
    draft_params_b: Finite | None = _field(
        None, "B params", gt=0, le=10_000,
        description="Size of the draft model (speculative_decoding = draft_model); empty = 1/17.5 of the model")
    # a service's load in the user's terms (people, questions a day, busy hour); see Audience
    audience: Audience = Field(default_factory=Audience)

    @field_validator("lora_targets")
    @classmethod
    def _targets(cls, value: list[str]) -> list[str]:
        allowed = {"q", "k", "v", "o", "gate", "up", "down", "all"}
        bad = [t for t in value if t not in allowed]
        if bad:
            raise ValueError(translate("Errors", "unknown LoRA target(s) {names}; use {allowed}").format(
                names=", ".join(bad), allowed=", ".join(sorted(allowed))))
        return value


# ---------------------------------------------------------------------------------------------
# schedule and constraints


class Schedule(_Model):
    frequency: Frequency = "monthly"
    runs_per_period: int = _field(1, "runs", ge=1, le=100_000)
    hours_allowed_per_run: Finite | None = _field(None, "h", gt=0, le=100_000)
    window: TimeWindow = "any"
    horizon_years: Finite = _field(3.0, "years", gt=0, le=30)
    interruptible: bool | None = Field(
        None,
        description="May run on spot/preemptible capacity; empty = by kind (jobs yes, with checkpoints; services no)",
    )

    @property
    def runs_per_month(self) -> float:
        return RUNS_PER_MONTH[self.frequency] * self.runs_per_period

    @property
    def always_on(self) -> bool:
        return self.frequency == "always_on"

    def allows_interruptions(self, kind: str) -> bool:
        """Spot/preemptible capacity is allowed: the workload says so, else jobs may and services may not."""
        if self.interruptible is not None:
            return self.interruptible
        return kind not in ("realtime_inference", "llm_serving")

    @property
    def total_runs(self) -> float:
        """Runs over the planning horizon (a one-off job runs ``runs_per_period`` times once)."""
        if self.frequency == "once":
            return float(self.runs_per_period)
        return self.runs_per_month * 12.0 * self.horizon_years


class Constraints(_Model):
    on_prem_only: bool = False
    # rented capacity only in a Taiwan region (data residency); owned machines are on the premises
    cloud_in_taiwan: bool = False
    framework: Framework | None = None
    # only this maker's accelerators (a company standard, a support contract, a software stack)
    vendor: Vendor | None = None
    edge_deployment: bool = False
    budget_per_year: Finite | None = _field(None, "project currency/year", ge=0, le=1e13)
    max_devices: int | None = Field(None, ge=1, le=1024)


# ---------------------------------------------------------------------------------------------
# workloads and projects


class Workload(_Model):
    id: str = Field(default_factory=new_id, min_length=1, max_length=64)
    name: str = Field("Workload", min_length=1, max_length=200)
    kind: WorkloadKind = "full_finetune"
    model: ModelSpec
    recipe: Recipe = Field(default_factory=Recipe)
    schedule: Schedule = Field(default_factory=Schedule)
    constraints: Constraints = Field(default_factory=Constraints)
    notes: str = Field("", max_length=20_000)

    @model_validator(mode="after")
    def _lora_has_targets(self) -> "Workload":
        # LoRA without a projection to adapt trains nothing: the estimate would be a frozen model's
        if self.kind in ("lora", "qlora") and not self.recipe.lora_targets:
            raise ValueError(translate("Errors", "LoRA targets: name at least one projection (q, k, v, o, gate, up, down or all)"))
        return self

    @property
    def is_training(self) -> bool:
        return self.kind in TRAINING_KINDS


class Project(_Model):
    id: str = Field(default_factory=new_id, min_length=1, max_length=64)
    name: str = Field("Project", min_length=1, max_length=200)
    description: str = Field("", max_length=20_000)
    workloads: list[Workload] = Field(default_factory=list)


# ---------------------------------------------------------------------------------------------
# assumptions (the sources are public and dated; "assumption" marks our own choices)


def clock_hours(text: str) -> float:
    """Hours after midnight of a clock time "HH:MM" ("09:30" -> 9.5; "24:00" -> 24)."""
    h, m = text.split(":")
    return int(h) + int(m) / 60.0


def clock_text(value: str) -> str:
    """A clock time as "HH:MM" ("9:00" and "09:00" alike, "24:00" the end of the day); ValueError otherwise."""
    text = unicodedata.normalize("NFKC", str(value)).strip()
    m = re.fullmatch(r"(\d{1,2})[:：.](\d{2})", text)
    if m is None:
        raise ValueError(translate("Errors", "write a time of day as HH:MM, e.g. 09:00"))
    h, mi = int(m.group(1)), int(m.group(2))
    if mi > 59 or h > 24 or (h == 24 and mi):
        raise ValueError(translate("Errors", "write a time of day as HH:MM, e.g. 09:00"))
    return f"{h:02d}:{mi:02d}"


class Assumptions(_Model):
    """Every economic default, with unit and source; all editable in the UI."""

    currency: Currency = _field(
        "TWD", "",
        "assumption (2026-11): the first users are teams in Taiwan, who price in NT$",
    )
    usd_to_twd: Finite = _field(
        31.5, "TWD/USD",
        "NT$/US$ rates reported by Liberty Times, CNA and udn for 2025 (intraday low 29.59 on 2025-05-05, "
        "year-end close 31.438) and by cnyes and udn for 2026-03 (31.8-31.9); 31.5 is mid-range, "
        "±6 % = 29.6-33.4",
        gt=1, le=1000,
    )
    electricity_twd_per_kwh: Finite = _field(
        4.1, "TWD/kWh",
        "Taipower tariff review effective 2025-10-01 (udn 2025-09-19/20, cnyes): small-business average "
        "NT$4.07/kWh, rounded to 4.1 for an office or lab; factories on high-voltage tariffs pay about "
        "NT$4.3",
        ge=0, le=100,
    )
    pue: Finite = _field(
        1.3, "",
        "assumption: 1.3 at a desk (the office air-conditioning); a company server room about 1.8, "
        "colocation 1.4 (Taiwan MOEA Energy Administration limit for new colocation data centres of 5 MW "
        "or more from 2025-11-05, udn and Liberty Times 2025-11-04); Uptime Institute global average 1.56 "
        "(2024 survey)",
        ge=1, le=5,
    )
    useful_life_months: Finite = _field(
        36, "months",
        "Taiwan Ministry of Finance fixed-asset service-life table: computer equipment 3 years (as cited "
        "by chisun-design.com, retrieved 2026-11; check with your accountant)",
        ge=1, le=240,
    )
    resale_share_datacenter: Finite = _field(
        0.30, "share",
        "H100 resale value 25-35 % of the new price after 3 years (GLRI used-GPU index and v2-pseo, "
        "retrieved 2026-11; indicative)",
        ge=0, le=1,
    )
    resale_share_consumer: Finite = _field(
        0.35, "share",
        "RTX 3090 sold used for US$500-800 in 2026 against US$1,499 at launch (2020), i.e. 35-55 % after "
        "5.5 years (local-llm.net, 2026); the low end is used",
        ge=0, le=1,
    )
    resale_share_apple: Finite = _field(
        0.25, "share",
        "assumption (2026-11): no published resale figures for Macs were found; set conservatively below "
        "the 35 % of consumer GPUs",
        ge=0, le=1,
    )
    support_share_datacenter: Finite = _field(
        0.08, "share of price/year",
        "assumption (2026-11): 8 % of the price a year for extended warranty, spare parts and vendor "
        "support of a datacenter server; no published benchmark was found",
        ge=0, le=1,
    )
    support_share_consumer: Finite = _field(
        0.02, "share of price/year",
        "assumption (2026-11): 2 % of the price a year for repairs and spare parts of a desktop or "
        "workstation (range 0-3 %); consumer cards come with the maker's warranty",
        ge=0, le=1,
    )
    staff_hours_per_server_month: Finite = _field(
        2.0, "h/month",
        "about 1 administrator per 50-100 GPU servers at enterprise scale (tensorsmesh, retrieved "
        "2026-11), i.e. 1.7-3.5 h a month per server; small teams should enter their own hours",
        ge=0, le=730,
    )
    staff_rate_twd_per_hour: Finite = _field(
        1000.0, "TWD/h",
        "assumption (2026-11): NT$1,000 for an hour of an engineer's time in Taiwan, salary and overheads"
        " included; enter your own rate",
        ge=0, le=1e6,
    )
    colocation_usd_per_kw_month: Finite = _field(
        0.0, "USD/kW-month",
        "0 for machines in your own office or server room; colocation costs US$150-250 per kW a month "
        "(v2-pseo, retrieved 2026-11)",
        ge=0, le=1e5,
    )
    cost_of_capital: Finite = _field(
        0.0, "per year",
        "assumption (2026-11): 0, a cash purchase with no financing cost; enter 5-10 % a year to count it"
        " (legitlads.com's break-even calculator uses 10 %, retrieved 2026-11)",
        ge=0, le=1,
    )
    idle_power_share: Finite = _field(
        0.12, "share of busy power",
        "assumption (2026-11): an idle GPU machine draws 10-15 % of its busy power; Macs use Apple's "
        "published idle power instead (Apple support article 102027, Mac Studio 2023: 10 W idle, 295 W "
        "maximum)",
        ge=0, le=1,
    )
    busy_power_share: Finite = _field(
        0.85, "share of TDP",
        "assumption (2026-11): GPUs draw 85 % of their rated power on average while busy; in sustained "
        "training an H100 SXM draws about 650 of 700 W and an A100 SXM about 350 of 400 W (lynx-cortex, "
        "retrieved 2026-11)",
        gt=0, le=1.5,
    )
    cloud_overhead: Finite = _field(
        0.10, "share",
        "assumption (2026-11): storage, data egress and support add 10 % to the GPU-hour bill; "
        "SemiAnalysis ClusterMAX TCO (clustermax.ai, 2026-04-20) lists eight such cost lines beyond the "
        "GPU price",
        ge=0, le=5,
    )
    # where the provider publishes no commitment price (engine.cost.commitment_priced): 0, none is offered
    reserved_discount_1y: Finite = _field(
        0.0, "share",
        "0: a 1-year commitment is offered only at the provider's published price (AWS reserved "
        "instances, Google Cloud committed use); enter the discount of an offer you hold to price the "
        "others. For scale: AWS p5 (8x H100) 1-year reserved 41 % below on-demand (NextPlatform, "
        "2023-07-27); reservations typically 30-50 % off (mercatus-ai, 2026-05)",
        ge=0, lt=1,
    )
    reserved_discount_3y: Finite = _field(
        0.0, "share",
        "0: a 3-year commitment is offered only at the provider's published price (AWS reserved "
        "instances, Google Cloud committed use); enter the discount of an offer you hold to price the "
        "others. For scale: AWS p5 (8x H100) 3-year reserved 56 % below on-demand (NextPlatform, "
        "2023-07-27)",
        ge=0, lt=1,
    )
    spot_interruptions_per_hour: Finite = _field(
        0.02, "1/h",
        "assumption (2026-11): about one interruption in 50 hours; AWS lists V100 spot interruption "
        "frequency above 20 % a month (quoted in Tim Dettmers, 'Which GPU(s) to Get for Deep Learning', "
        "2020 edition), and spot capacity can vanish for hours (Wu et al., 'Can't Be Late', NSDI 2024)",
        ge=0, le=10,
    )
    checkpoint_interval_h: Finite = _field(
        1.0, "h",
        "assumption (2026-11): a checkpoint every hour; the best interval is about √(2 × checkpoint write"
        " time ÷ interruption rate) (Young 1974; Daly 2006)",
        gt=0, le=1000,
    )
    spot_fallback_share: Finite = _field(
        0.2, "share",
        "assumption (2026-11): when a deadline is tight, 20 % of the hours fall back to on-demand, as in "
        "the 'Uniform Progress' policy (Wu et al., 'Can't Be Late', NSDI 2024)",
        ge=0, le=1,
    )
    setup_hours_per_run: Finite = _field(
        0.25, "h",
        "assumption (2026-11): 15 minutes per run to start the machine and load the data, the 'changeover"
        " delay' of Wu et al., 'Can't Be Late' (NSDI 2024)",
        ge=0, le=1000,
    )
    max_utilisation: Finite = _field(
        0.85, "share",
        "assumption (2026-11): a machine is busy at most 85 % of its month, the rest goes to maintenance,"
        " updates and gaps between jobs; GPU clouds report 75-90 % (disintermediate.global, retrieved "
        "2026-11)",
        gt=0, le=1,
    )
    office_hours_start: str = _field(
        "09:00", "HH:MM",
        "assumption (2026-12): 09:00-18:00, an office day in Taiwan of 8 working hours and a lunch break "
        "(Labor Standards Act art. 30, as amended 2016: at most 8 regular hours a day and 40 a week; art. 35:"
        " a break after 4 hours); a service for staff stays up over lunch, so its window is 9 h",
        max_length=10,
    )
    office_hours_end: str = _field(
        "18:00", "HH:MM",
        "assumption (2026-12): 09:00-18:00, an office day in Taiwan of 8 working hours and a lunch break "
        "(Labor Standards Act art. 30, as amended 2016: at most 8 regular hours a day and 40 a week; art. 35:"
        " a break after 4 hours); a service for staff stays up over lunch, so its window is 9 h",
        max_length=10,
    )
    office_days: list[Weekday] = Field(
        default_factory=lambda: ["mon", "tue", "wed", "thu", "fri"],
        min_length=1,
        max_length=7,
        description="Working days of the week (office hours run on these days only)",
        json_schema_extra={
            "unit": "",
            "source": "Labor Standards Act art. 36 (as amended 2016): two days off in seven, one of them a "
                      "fixed rest day; Monday to Friday in most Taiwanese offices",
        },
    )
    taiwan_holidays: bool = _field(
        False, "",
        "Directorate-General of Personnel Administration (行政院人事行政總處), government office calendar for "
        "2026 (approved 2025-06-13): 120 days off, 16 of them national holidays or their make-up days on "
        "weekdays; off by default, as companies set their own calendars",
    )
    cloud_providers: list[str] | None = Field(
        None,
        max_length=200,
        description="Cloud providers the team can rent from (catalog ids); empty = the public clouds and "
        "established GPU clouds, marketplaces off",
        json_schema_extra={
            "unit": "",
            "source": "assumption (2026-11): the public clouds and established GPU clouds; marketplaces "
            "(Vast, Lium) are off because their prices are single hosts' offers, not list prices "
            "(SkyPilot catalog, github.com/skypilot-org/skypilot-catalog, 2026)",
        },
    )
    memory_margin: Finite = _field(
        0.10, "share of device memory",
        "assumption (2026-11): 10 % of device memory kept free for allocator fragmentation and spikes "
        "(PyTorch CUDA memory management docs); vLLM likewise leaves 10 % free by default "
        "(gpu_memory_utilization 0.9, vLLM 0.6, 2024-09, docs.vllm.ai)",
        ge=0, le=0.5,
    )
    circuit_volts: Finite = _field(
        110.0, "V",
        "Taipower supplies homes and small offices at 110 V (220 V for large appliances), Taipower electricity "
        "supply rules (2026); elsewhere 220-240 V",
        ge=50, le=480,
    )
    circuit_amps: Finite = _field(
        15.0, "A",
        "an office branch circuit is typically 15 or 20 A; a continuous load may use 80 % of it (NFPA 70, "
        "National Electrical Code 210.19(A) and 210.20(A), 2023 edition)",
        ge=1, le=400,
    )
    min_stream_tokens_per_s: Finite = _field(
        5.0, "tokens/s",
        "assumption (2026-11): an answer streamed slower than reading speed (~5 tokens/s) is not usable",
        ge=0, le=10_000,
    )
    efficiency_overrides: dict[str, Finite] = Field(
        default_factory=dict,
        description="Efficiency constants by key (see engine.efficiency), overriding the defaults",
    )

    @field_validator("efficiency_overrides")
    @classmethod
    def _effs(cls, value: dict[str, float]) -> dict[str, float]:
        for key, v in value.items():
            if not (0 < v <= 1.5):
                raise ValueError(f"efficiency '{key}' must be between 0 and 1.5 (got {v})")
        return value

    @field_validator("office_hours_start", "office_hours_end")
    @classmethod
    def _clock(cls, value: str) -> str:
        return clock_text(value)

    @field_validator("office_days")
    @classmethod
    def _days(cls, value: list[str]) -> list[str]:
        if len(set(value)) != len(value):
            raise ValueError(translate("Errors", "a working day is listed twice"))
        return sorted(value, key=WEEKDAYS.index)

    @property
    def office_hours_per_day(self) -> float:
        """Hours from ``office_hours_start`` to ``office_hours_end`` (past midnight when the end comes
        first, e.g. a night shift 22:00-06:00 is 8 h; the same time twice is the whole day, 24 h)."""
        start, end = clock_hours(self.office_hours_start), clock_hours(self.office_hours_end)
        span = (end - start) % 24.0
        return span if span > 0 else 24.0

    @field_validator("cloud_providers")
    @classmethod
    def _providers(cls, value: list[str] | None) -> list[str] | None:
        if value is None:
            return None
        out: list[str] = []
        for item in value:
            key = item.strip().lower()
            if not key or len(key) > 64 or not all(c.isalnum() or c in "-_." for c in key):
                raise ValueError(f"'{item[:40]}' is not a provider id (letters, digits, - _ .)")
            if key not in out:
                out.append(key)
        return out

    def circuit(self) -> tuple[float, float]:
        """(volts, amps) of the office branch circuit a machine is plugged into."""
        return self.circuit_volts, self.circuit_amps

    def resale_share(self, segment: str) -> float:
        if segment == "apple":
            return self.resale_share_apple
        if segment == "consumer":
            return self.resale_share_consumer
        return self.resale_share_datacenter

    def support_share(self, segment: str) -> float:
        return self.support_share_consumer if segment in ("consumer", "apple") else self.support_share_datacenter

    def to_currency(self, usd: float) -> float:
        """Convert an amount in USD to the document's currency."""
        return usd * self.usd_to_twd if self.currency == "TWD" else usd


class Quote(_Model):
    """A price the user was quoted: a purchase price for a machine, or an hourly rate for an instance.

    ``option`` names the catalog option it prices (``own:...`` or ``cloud:<provider>:<instance>``
    keys, as the buy-or-rent pickers list them); the advisor adds the quoted machine or instance
    as an option of its own, labelled with the vendor, next to the catalog's.
    """

    id: str = Field(default_factory=new_id, min_length=1, max_length=64)
    option: str = Field(..., min_length=1, max_length=300, description="Catalog option the quote prices")
    kind: Literal["purchase", "hourly"]
    price: Finite = _field(..., "currency (whole machine, or per hour)", gt=0, le=1e11)
    currency: Currency = "TWD"
    vendor: str = Field("", max_length=200, description="Who quoted it")
    as_of: _dt.date | None = Field(None, description="Date of the quote")

    @model_validator(mode="after")
    def _kind_matches(self) -> "Quote":
        if self.kind == "purchase" and not self.option.startswith("own:"):
            raise ValueError("a purchase quote prices a machine to buy (an own: option)")
        if self.kind == "hourly" and not self.option.startswith("cloud:"):
            raise ValueError("an hourly quote prices a cloud instance (a cloud: option)")
        return self

    def usd(self, usd_to_twd: float) -> float:
        """The quoted price in USD (the engine's money)."""
        return self.price / usd_to_twd if self.currency == "TWD" else self.price


MeasuredMetric = Literal[
    "train_tokens_per_s_per_gpu",
    "train_samples_per_s",
    "train_wall_hours",
    "infer_decode_tok_s",
    "infer_prefill_tok_s",
    "infer_throughput_tok_s",
    "peak_memory_gb",
]


class Measurement(_Model):
    """A run the user measured themselves: the hardware, the model, the recipe and one figure.

    The fields are the structured columns of a calibration CSV (``gpuadvisor calibrate``), so a
    file in that format imports as is; the engine fits the user's hardware x runtime efficiency
    from them (engine.personal) and says which numbers were calibrated on the user's own runs.
    """

    id: str = Field(default_factory=new_id, min_length=1, max_length=64)
    hardware: str = Field(..., min_length=1, max_length=200, description="Catalog accelerator name")
    devices: int = Field(1, ge=1, le=1024)
    model: str = Field(..., min_length=1, max_length=200, description="Catalog model name")
    workload: WorkloadKind = "full_finetune"
    runtime: Runtime = "pytorch"
    weight_format: WeightFormat = "bf16"
    micro_batch: int | None = Field(None, ge=1, le=1_000_000)
    seq_len: int | None = Field(None, ge=1, le=10_000_000)
    prompt_tokens: int | None = Field(None, ge=0, le=10_000_000)
    gen_tokens: int | None = Field(None, ge=0, le=10_000_000)
    concurrency: int | None = Field(None, ge=1, le=1_000_000)
    lora_rank: int | None = Field(None, ge=1, le=65536)
    grad_checkpointing: bool = False
    train_tokens: Finite | None = Field(None, ge=1, le=1e16)
    metric: MeasuredMetric
    value: Finite = Field(..., gt=0, le=1e15)
    note: str = Field("", max_length=2000)
    date: _dt.date | None = None

    def as_row(self) -> dict[str, str]:
        """The measurement as a calibration-CSV row (engine.calibration.Calibrator reads it)."""
        units = {"train_tokens_per_s_per_gpu": "tokens/s per GPU", "train_samples_per_s": "samples/s",
                 "train_wall_hours": "h", "infer_decode_tok_s": "tokens/s", "infer_prefill_tok_s": "tokens/s",
                 "infer_throughput_tok_s": "tokens/s", "peak_memory_gb": "GB"}

        def txt(v) -> str:
            return "" if v is None else str(v)

        return {
            "id": self.id, "category": "U_user", "metric": self.metric, "value": str(self.value),
            "unit": units[self.metric], "model_ref": self.model, "params_b": "", "hardware_ref": self.hardware,
            "workload": self.workload, "weight_format": self.weight_format, "runtime": self.runtime,
            "optimizer": "", "devices": str(self.devices), "micro_batch": txt(self.micro_batch),
            "global_batch_tokens": "", "seq_len": txt(self.seq_len), "prompt_tokens": txt(self.prompt_tokens),
            "gen_tokens": txt(self.gen_tokens), "concurrency": txt(self.concurrency),
            "train_tokens": txt(self.train_tokens), "train_samples": "",
            "grad_checkpointing": "yes" if self.grad_checkpointing else "", "lora_rank": txt(self.lora_rank),
            "evaluable": "yes", "notes_structured": "", "source": "user measurement",
        }


class ProjectDocument(_Model):
    """What a ``*.gpuadv`` file holds (inside its envelope)."""

    title: str = Field("Untitled", min_length=1, max_length=200)
    projects: list[Project] = Field(default_factory=list)
    assumptions: Assumptions = Field(default_factory=Assumptions)
    quotes: list[Quote] = Field(default_factory=list, max_length=1000)
    measurements: list[Measurement] = Field(default_factory=list, max_length=10_000)

    def workloads(self) -> list[tuple[Project, Workload]]:
        return [(p, w) for p in self.projects for w in p.workloads]

    def find_workload(self, workload_id: str) -> Workload | None:
        for _p, w in self.workloads():
            if w.id == workload_id:
                return w
        return None

    @model_validator(mode="after")
    def _unique_ids(self) -> "ProjectDocument":
        seen: set[str] = set()
        for p in self.projects:
            for ident in [p.id] + [w.id for w in p.workloads]:
                if ident in seen:
                    raise ValueError(f"duplicate id '{ident}'")
                seen.add(ident)
        for q in [*self.quotes, *self.measurements]:
            if q.id in seen:
                raise ValueError(f"duplicate id '{q.id}'")
            seen.add(q.id)
        return self
