"""The workload editor's fields: path, label, one-sentence tooltip and when each is shown.

A field is shown only when the workload's kind (and the model's family) uses it, e.g. the
optimizer for training, the latency target for real-time inference and LLM serving.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpuadvisor.domain.project import INFERENCE_KINDS, TRAINING_KINDS

from .. import labels
from .field_widgets import FieldSpec

IMAGE_FAMILIES = ("vision_cnn", "vision_transformer", "detector", "diffusion")
TOKEN_FAMILIES = ("decoder_llm", "encoder", "encoder_decoder", "speech", "other")


def _training(w) -> bool:
    return w.kind in TRAINING_KINDS


def _inference(w) -> bool:
    return w.kind in INFERENCE_KINDS


def _online(w) -> bool:
    return w.kind in ("realtime_inference", "llm_serving")


def _tokens(w) -> bool:
    return w.model.family not in IMAGE_FAMILIES


def _images(w) -> bool:
    return w.model.family in IMAGE_FAMILIES


def _generates(w) -> bool:
    return w.kind == "llm_serving" or (w.kind == "batch_inference" and w.model.family == "decoder_llm")


def _periodic(w) -> bool:
    return w.schedule.frequency != "always_on"


def workload_fields() -> list[FieldSpec]:
    tr = QCoreApplication.translate
    c = "WorkloadEditor"
    return [
        FieldSpec("name", tr(c, "Name"), tr(c, "A short name for this workload, shown in the tree and the plan."),
                  "text"),
        FieldSpec("kind", tr(c, "Kind"), tr(c, "What the job does: train, fine-tune, or serve a model."), "choice",
                  choices=labels.kinds),
    ]


def model_fields() -> list[FieldSpec]:
    tr = QCoreApplication.translate
    c = "WorkloadEditor"
    arch = "model.arch."
    has_arch = lambda w: w.model.arch is not None  # noqa: E731
    return [
        FieldSpec("model.name", tr(c, "Model name"), tr(c, "The model's name, as it appears in the advice."), "text"),
        FieldSpec("model.family", tr(c, "Family"), tr(c, "The kind of network; it decides how memory and compute are estimated."),
                  "choice", choices=labels.families),
        FieldSpec("model.params_b", tr(c, "Parameters (billions)"),
                  tr(c, "Total parameter count in billions, e.g. 8 for an 8B model or 0.11 for BERT-base."), "float"),
        FieldSpec("model.active_params_b", tr(c, "Active parameters (billions)"),
                  tr(c, "Parameters used per token by a mixture-of-experts model; leave empty for dense models."),
                  "float", optional=True, visible=lambda w: w.model.family == "decoder_llm"),
        FieldSpec("model.gflops_per_sample", tr(c, "GFLOPs per sample"),
                  tr(c, "Forward-pass compute for one input at the model's input size (from the model card)."),
                  "float", optional=True, visible=lambda w: w.model.arch is None),
        FieldSpec("model.input_size", tr(c, "Input size"), tr(c, "The input the GFLOPs figure refers to, e.g. 3x640x640."),
                  "text", visible=lambda w: w.model.arch is None and w.model.gflops_per_sample is not None),
        FieldSpec(arch + "layers", tr(c, "Layers"), tr(c, "Number of transformer blocks."), visible=has_arch),
        FieldSpec(arch + "hidden", tr(c, "Hidden size"), tr(c, "Width of the model (d_model)."), visible=has_arch),
        FieldSpec(arch + "heads", tr(c, "Attention heads"), tr(c, "Number of query heads per layer."), visible=has_arch),
        FieldSpec(arch + "kv_heads", tr(c, "Key/value heads"),
                  tr(c, "Key/value heads for grouped-query attention; empty means as many as the query heads."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "ffn", tr(c, "MLP size"), tr(c, "Intermediate size of the feed-forward block (per expert)."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "vocab", tr(c, "Vocabulary"), tr(c, "Number of tokens in the vocabulary (embedding rows)."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "experts", tr(c, "Experts"), tr(c, "Routed experts per layer for a mixture-of-experts model."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "experts_per_token", tr(c, "Experts per token"),
                  tr(c, "How many experts each token is routed to."), optional=True, visible=has_arch),
        FieldSpec(arch + "max_context", tr(c, "Max context"), tr(c, "Longest context the model supports, in tokens."),
                  optional=True, visible=has_arch),
    ]


def recipe_fields() -> list[FieldSpec]:
    tr = QCoreApplication.translate
    c = "WorkloadEditor"
    r = "recipe."
    lora = lambda w: w.kind in ("lora", "qlora")  # noqa: E731
    return [
        FieldSpec(r + "precision", tr(c, "Compute precision"),
                  tr(c, "Number format the math runs in; bf16/fp16 use tensor cores, fp32 is slowest."), "choice",
                  choices=labels.precisions),
        FieldSpec(r + "weight_format", tr(c, "Weight format"),
                  tr(c, "How the weights are stored in memory, e.g. bf16, INT4 (GPTQ/AWQ) or a GGUF quant."),
                  "choice", choices=labels.weight_formats),
        FieldSpec(r + "runtime", tr(c, "Runtime"), tr(c, "The software that runs the job; it sets efficiency and overheads."),
                  "choice", choices=labels.runtimes),
        FieldSpec(r + "optimizer", tr(c, "Optimizer"), tr(c, "Optimizer whose states must fit in memory next to the weights."),
                  "choice", choices=labels.optimizers, visible=_training),
        FieldSpec(r + "micro_batch", tr(c, "Micro-batch"), tr(c, "Samples processed per device per step (or per inference call)."),
                  ),
        FieldSpec(r + "grad_accum", tr(c, "Gradient accumulation"),
                  tr(c, "Micro-batches accumulated before each optimizer step."), visible=_training),
        FieldSpec(r + "seq_len", tr(c, "Sequence length"), tr(c, "Tokens per sample (context length used in training or serving)."),
                  optional=True, visible=_tokens),
        FieldSpec(r + "image_size", tr(c, "Image size"), tr(c, "Side of the input image in pixels (e.g. 640)."),
                  optional=True, visible=_images),
        FieldSpec(r + "dataset_samples", tr(c, "Dataset samples"), tr(c, "Number of training examples per epoch."),
                  "float", optional=True, visible=_training),
        FieldSpec(r + "dataset_tokens", tr(c, "Dataset tokens"),
                  tr(c, "Training tokens per epoch; used instead of samples when given (you may type 20B)."),
                  "float", optional=True, visible=lambda w: _training(w) and _tokens(w)),
        FieldSpec(r + "epochs", tr(c, "Epochs"), tr(c, "Passes over the dataset per run."), "float", visible=_training),
        FieldSpec(r + "recompute", tr(c, "Activation recompute"),
                  tr(c, "Gradient checkpointing: saves activation memory at about a third more compute."), "choice",
                  choices=labels.recompute, visible=_training),
        FieldSpec(r + "lora_rank", tr(c, "LoRA rank"), tr(c, "Rank of the LoRA adapters; higher trains more parameters."),
                  visible=lora),
        FieldSpec(r + "lora_targets", tr(c, "LoRA targets"),
                  tr(c, "Projections that get adapters, comma-separated: q, k, v, o, gate, up, down or all."), "list",
                  visible=lora),
        FieldSpec(r + "parallelism.devices", tr(c, "Devices"),
                  tr(c, "GPUs per machine for this job; leave empty to let the advisor choose."), optional=True,
                  placeholder=tr(c, "(advisor chooses)"), visible=_training),
        FieldSpec(r + "parallelism.zero_stage", tr(c, "ZeRO / FSDP stage"),
                  tr(c, "How much of the optimizer, gradients and weights is sharded across devices."), "choice",
                  choices=lambda: {0: tr(c, "0 — plain data parallel"), 1: tr(c, "1 — optimizer states"),
                                   2: tr(c, "2 — + gradients"), 3: tr(c, "3 — + weights")},
                  visible=_training),
        FieldSpec(r + "requests_per_day", tr(c, "Requests per day"), tr(c, "Average number of requests in a day."),
                  "float", optional=True, visible=_online),
        FieldSpec(r + "requests_per_second", tr(c, "Requests per second"),
                  tr(c, "Peak request rate to sustain; takes precedence over requests per day."), "float",
                  optional=True, visible=_online),
        FieldSpec(r + "prompt_tokens", tr(c, "Prompt tokens"), tr(c, "Input tokens per request."), visible=_generates),
        FieldSpec(r + "output_tokens", tr(c, "Output tokens"), tr(c, "Generated tokens per request."), visible=_generates),
        FieldSpec(r + "concurrency", tr(c, "Concurrency"), tr(c, "Requests served at the same time."), visible=_online),
        FieldSpec(r + "latency_target_ms", tr(c, "Latency target (ms)"),
                  tr(c, "Longest acceptable response time; options that miss it are ruled out."), "float",
                  optional=True, visible=_online),
        FieldSpec(r + "latency_percentile", tr(c, "Latency percentile"),
                  tr(c, "Which percentile must meet the target, e.g. 99 for P99."), "float", visible=_online),
        FieldSpec(r + "samples_per_run", tr(c, "Samples per run"), tr(c, "Inputs processed in each batch run."),
                  "float", optional=True, visible=lambda w: w.kind == "batch_inference"),
        FieldSpec(r + "kv_cache_dtype", tr(c, "KV-cache format"), tr(c, "Storage format of the attention key/value cache."),
                  "choice", choices=lambda: {k: (k.upper() if k != "auto" else tr(c, "Same as compute"))
                                             for k in ("auto", "fp16", "bf16", "fp8", "int8", "int4")},
                  visible=lambda w: w.kind == "llm_serving"),
        FieldSpec(r + "flash_attention", tr(c, "FlashAttention"),
                  tr(c, "Fused attention kernels that keep attention memory linear in sequence length."), "bool",
                  visible=lambda w: w.model.arch is not None),
    ]


def schedule_fields() -> list[FieldSpec]:
    tr = QCoreApplication.translate
    c = "WorkloadEditor"
    s, k = "schedule.", "constraints."
    return [
        FieldSpec(s + "frequency", tr(c, "Frequency"), tr(c, "How often the job runs; always-on services run all the time."),
                  "choice", choices=labels.frequencies),
        FieldSpec(s + "runs_per_period", tr(c, "Runs per period"), tr(c, "How many runs in each period (e.g. 2 per week)."),
                  visible=_periodic),
        FieldSpec(s + "hours_allowed_per_run", tr(c, "Hours allowed per run"),
                  tr(c, "Deadline: each run must finish within this many hours."), "float", optional=True,
                  visible=_periodic),
        FieldSpec(s + "window", tr(c, "Time window"), tr(c, "When the job may run; decides what can share a server."),
                  "choice", choices=labels.windows),
        FieldSpec(s + "horizon_years", tr(c, "Planning horizon (years)"),
                  tr(c, "How many years the costs are compared over."), "float"),
        FieldSpec(k + "on_prem_only", tr(c, "Must stay on-premises"),
                  tr(c, "Data may not leave the company: cloud options are ruled out."), "bool"),
        FieldSpec(k + "edge_deployment", tr(c, "Runs on an edge / line PC"),
                  tr(c, "Deployed on a small PC next to the machine rather than in a server room."), "bool"),
        FieldSpec(k + "framework", tr(c, "Framework"), tr(c, "Framework the job must use; hardware that cannot run it is ruled out."),
                  "choice", optional=True, choices=labels.frameworks),
        FieldSpec(k + "budget_per_year", tr(c, "Budget per year"),
                  tr(c, "Most you want to spend per year on this workload, in the project's currency."), "float",
                  optional=True),
        FieldSpec(k + "max_devices", tr(c, "Max devices"), tr(c, "Most GPUs this workload may use."), optional=True),
    ]
