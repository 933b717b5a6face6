"""The workload editor's fields: path, label, one-sentence tooltip and when each is shown.

A field is shown only when the workload's kind (and the model's family) uses it, e.g. the
optimizer for training, the latency target for real-time inference and LLM serving.

A service is asked in the user's terms first (users, questions per user a day, the busiest hour's
share, "answer within"); the technical load fields (requests per day or second, concurrency, the
latency percentile) are in the collapsible Advanced group (``group="advanced"``) and win when set.
Jobs are asked "how often" and "how long may it take" (a duration as typed).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpuadvisor.domain.project import DEFAULT_BUSY_HOUR_SHARE, INFERENCE_KINDS, TRAINING_KINDS
from gpuadvisor.engine.serving import PREFIX_CACHE, SPECULATION

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


def _transcribes(w) -> bool:
    """A speech recogniser's inference: its decoder writes the transcript a token at a time, so the
    output tokens per sample set its time (engine.estimate._prepare_speech)."""
    return w.kind in ("batch_inference", "realtime_inference") and w.model.family == "speech"


# a planning horizon as people write it: "3 years", "3 年", "18 months", "18 個月"
YEAR_WORDS = {"years": 1.0, "year": 1.0, "yrs": 1.0, "yr": 1.0, "y": 1.0, "年": 1.0,
              "months": 1.0 / 12.0, "month": 1.0 / 12.0, "個月": 1.0 / 12.0, "个月": 1.0 / 12.0, "月": 1.0 / 12.0}


def _fixed_window(w) -> bool:
    """A log-mel speech recogniser (Whisper): its encoder always sees one 30-s window's positions
    (engine.estimate.speech_positions), so a sequence length would change nothing."""
    from gpuadvisor.engine.estimate import speech_positions

    return w.model.family == "speech" and speech_positions(w.model.input_size) is not None


def _periodic(w) -> bool:
    return w.schedule.frequency != "always_on" and not _online(w)


def _transformer(w) -> bool:
    """Models whose work is counted in tokens (an architecture, or an LLM/encoder family)."""
    return w.model.arch is not None or w.model.family in ("decoder_llm", "encoder", "encoder_decoder")


def _reads_images(w) -> bool:
    """Inference of a vision-language model (ModelSpec.vision) whose language model the engine
    counts in tokens: the images in each request run its encoder and join the prompt
    (engine.estimate._prepare_inference)."""
    return (_inference(w) and w.model.vision is not None
            and w.model.family in ("decoder_llm", "encoder_decoder"))


def _image_side_needed(w) -> bool:
    """A vision-language model's encoder that takes images at their own size (Qwen2-VL: no fixed
    side): the image size sets its patches, hence its tokens and FLOPs (engine.shape.vision_counts)."""
    return _reads_images(w) and w.model.vision.image_size is None and w.recipe.images_per_request > 0


def vision_encoder(model, side: int | None = None) -> tuple[float, float] | None:
    """(parameters, language-model tokens per image) of ``model``'s image encoder at an image of
    ``side`` pixels (engine.shape.vision_counts; tokens 0 when the encoder takes images at their own
    size and none is given); None for a model without one."""
    if model.vision is None:
        return None
    from gpuadvisor.engine.shape import build_shape, vision_counts

    params, _flops, tokens = vision_counts(model.vision, build_shape(model).hidden, side)
    return params, tokens


def _serving_runtime(w) -> bool:
    return w.recipe.runtime in ("vllm", "tensorrt_llm")


def _prefix_cache(w) -> bool:
    """An LLM service on a runtime with a prefix cache (engine.serving.PREFIX_CACHE)."""
    return w.kind == "llm_serving" and w.recipe.runtime in PREFIX_CACHE


def _speculation(w) -> bool:
    """An LLM service on a runtime that runs speculative decoding (engine.serving.SPECULATION)."""
    return w.kind == "llm_serving" and any(w.recipe.runtime in runtimes for runtimes in SPECULATION.values())


def workload_fields() -> list[FieldSpec]:
    return [
        FieldSpec("name",
                  QCoreApplication.translate("WorkloadEditor", "Name"),
                  QCoreApplication.translate("WorkloadEditor", "A short name for this workload, shown in the tree and the plan."),
                  "text"),
        FieldSpec("kind",
                  QCoreApplication.translate("WorkloadEditor", "Kind"),
                  QCoreApplication.translate("WorkloadEditor", "What the job does: train, fine-tune, or serve a model."), "choice",
                  choices=labels.kinds),
    ]


def model_fields() -> list[FieldSpec]:
    arch = "model.arch."
    has_arch = lambda w: w.model.arch is not None  # noqa: E731
    return [
        FieldSpec("model.name",
                  QCoreApplication.translate("WorkloadEditor", "Model name"),
                  QCoreApplication.translate("WorkloadEditor", "The model's name, as it appears in the advice."), "text"),
        FieldSpec("model.family",
                  QCoreApplication.translate("WorkloadEditor", "Family"),
                  QCoreApplication.translate("WorkloadEditor", "The kind of network; it decides how memory and compute are estimated."),
                  "choice", choices=labels.families),
        FieldSpec("model.params_b", QCoreApplication.translate("WorkloadEditor", "Parameters (billions)"),
                  QCoreApplication.translate("WorkloadEditor", "Total parameter count in billions, e.g. 8 for an 8B model or 0.11 for BERT-base."), "float"),
        FieldSpec("model.active_params_b",
                  QCoreApplication.translate("WorkloadEditor", "Active parameters (billions)"),
                  QCoreApplication.translate("WorkloadEditor", "Parameters used per token by a mixture-of-experts model; leave empty for dense models."),
                  "float", optional=True, visible=lambda w: w.model.family == "decoder_llm"),
        FieldSpec("model.gflops_per_sample", QCoreApplication.translate("WorkloadEditor", "GFLOPs per sample"),
                  QCoreApplication.translate("WorkloadEditor", "Forward-pass compute for one input at the model's input size (from the model card)."),
                  "float", optional=True, visible=lambda w: w.model.arch is None),
        FieldSpec("model.input_size",
                  QCoreApplication.translate("WorkloadEditor", "Input size"),
                  QCoreApplication.translate("WorkloadEditor", "The input the GFLOPs figure refers to, e.g. 3x640x640."),
                  "text", visible=lambda w: w.model.arch is None and w.model.gflops_per_sample is not None and _images(w)),
        FieldSpec(arch + "layers",
                  QCoreApplication.translate("WorkloadEditor", "Layers"),
                  QCoreApplication.translate("WorkloadEditor", "Number of transformer blocks."), visible=has_arch),
        FieldSpec(arch + "hidden",
                  QCoreApplication.translate("WorkloadEditor", "Hidden size"),
                  QCoreApplication.translate("WorkloadEditor", "Width of the model (d_model)."), visible=has_arch),
        FieldSpec(arch + "heads",
                  QCoreApplication.translate("WorkloadEditor", "Attention heads"),
                  QCoreApplication.translate("WorkloadEditor", "Number of query heads per layer."), visible=has_arch),
        FieldSpec(arch + "kv_heads", QCoreApplication.translate("WorkloadEditor", "Key/value heads"),
                  QCoreApplication.translate("WorkloadEditor", "Key/value heads for grouped-query attention; empty means as many as the query heads."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "ffn",
                  QCoreApplication.translate("WorkloadEditor", "MLP size"),
                  QCoreApplication.translate("WorkloadEditor", "Intermediate size of the feed-forward block (per expert)."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "vocab",
                  QCoreApplication.translate("WorkloadEditor", "Vocabulary"),
                  QCoreApplication.translate("WorkloadEditor", "Number of tokens in the vocabulary (embedding rows)."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "experts",
                  QCoreApplication.translate("WorkloadEditor", "Experts"),
                  QCoreApplication.translate("WorkloadEditor", "Routed experts per layer for a mixture-of-experts model."),
                  optional=True, visible=has_arch),
        FieldSpec(arch + "experts_per_token", QCoreApplication.translate("WorkloadEditor", "Experts per token"),
                  QCoreApplication.translate("WorkloadEditor", "How many experts each token is routed to."), optional=True,
                  visible=lambda w: w.model.arch is not None and bool(w.model.arch.experts)),
        FieldSpec(arch + "max_context",
                  QCoreApplication.translate("WorkloadEditor", "Max context"),
                  QCoreApplication.translate("WorkloadEditor", "Longest context the model supports, in tokens."),
                  optional=True, visible=has_arch),
    ]


def audience_fields() -> list[FieldSpec]:
    """A service's load and response time as people say them (real-time inference, LLM serving)."""
    a = "recipe.audience."
    return [
        FieldSpec(a + "users", QCoreApplication.translate("WorkloadEditor", "Users (staff)"),
                  QCoreApplication.translate("WorkloadEditor", "How many people use the service on a working day."),
                  optional=True, visible=_online),
        FieldSpec(a + "questions_per_user_per_day",
                  QCoreApplication.translate("WorkloadEditor", "Questions per user per day"),
                  QCoreApplication.translate("WorkloadEditor", "How many questions (requests) each of them asks on a working day."),
                  "float", optional=True, visible=_online),
        FieldSpec(a + "busy_hour_share", QCoreApplication.translate("WorkloadEditor", "Share in the busiest hour"),
                  QCoreApplication.translate("WorkloadEditor", "Share of a day's questions asked in its busiest hour, in percent; "
                                                               "about 20 % for staff in office hours, 100 ÷ 24 = 4.2 % for an even spread."),
                  "percent", optional=True, low=100.0 / 24.0, visible=_online,
                  placeholder=QCoreApplication.translate("WorkloadEditor", "{share} (assumed)").format(
                      share=f"{DEFAULT_BUSY_HOUR_SHARE * 100:.0f} %")),
        FieldSpec("recipe.latency_target_ms", QCoreApplication.translate("WorkloadEditor", "Answer within"),
                  QCoreApplication.translate("WorkloadEditor", "Longest acceptable response time, as you would say it (5 s, 300 ms, "
                                                               "2 分鐘; a bare number is in milliseconds); options that miss it are ruled out."),
                  "duration", optional=True, visible=_online,
                  placeholder=QCoreApplication.translate("WorkloadEditor", "e.g. 5 s or 300 ms")),
        FieldSpec("recipe.ttft_target_ms", QCoreApplication.translate("WorkloadEditor", "Answer starts within"),
                  QCoreApplication.translate("WorkloadEditor", "For an assistant that shows its answer as it is written: the longest "
                                                               "wait until the first words appear (time to first token), e.g. 1 s; "
                                                               "options that miss it are ruled out."),
                  "duration", optional=True, visible=lambda w: _online(w) and w.model.family == "decoder_llm",
                  placeholder=QCoreApplication.translate("WorkloadEditor", "e.g. 1 s")),
    ]


def recipe_fields() -> list[FieldSpec]:
    r = "recipe."
    lora = lambda w: w.kind in ("lora", "qlora")  # noqa: E731
    return audience_fields() + [
        FieldSpec(r + "precision", QCoreApplication.translate("WorkloadEditor", "Compute precision"),
                  QCoreApplication.translate("WorkloadEditor", "Number format the math runs in; bf16/fp16 use tensor cores, fp32 is slowest."), "choice",
                  choices=labels.precisions),
        FieldSpec(r + "weight_format", QCoreApplication.translate("WorkloadEditor", "Weight format"),
                  QCoreApplication.translate("WorkloadEditor", "How the weights are stored in memory, e.g. bf16, INT4 (GPTQ/AWQ) or a GGUF quant."),
                  "choice", choices=labels.weight_formats, visible=lambda w: w.kind not in ("pretrain", "full_finetune")),
        FieldSpec(r + "runtime",
                  QCoreApplication.translate("WorkloadEditor", "Runtime"),
                  QCoreApplication.translate("WorkloadEditor", "The software that runs the job; it sets efficiency and overheads."),
                  "choice", choices=labels.runtimes),
        FieldSpec(r + "optimizer",
                  QCoreApplication.translate("WorkloadEditor", "Optimizer"),
                  QCoreApplication.translate("WorkloadEditor", "Optimizer whose states must fit in memory next to the weights."),
                  "choice", choices=labels.optimizers, visible=_training),
        FieldSpec(r + "micro_batch",
                  QCoreApplication.translate("WorkloadEditor", "Micro-batch"),
                  QCoreApplication.translate("WorkloadEditor", "Samples processed per device per step (or per inference call)."),
                  visible=lambda w: not (_online(w) and w.model.family == "decoder_llm")),
        FieldSpec(r + "grad_accum", QCoreApplication.translate("WorkloadEditor", "Gradient accumulation"),
                  QCoreApplication.translate("WorkloadEditor", "Micro-batches accumulated before each optimizer step; it sets how "
                                                               "often the optimizer step (on the GPU, or on the CPU when offloaded) runs."),
                  visible=_training),
        FieldSpec(r + "seq_len",
                  QCoreApplication.translate("WorkloadEditor", "Sequence length"),
                  QCoreApplication.translate("WorkloadEditor", "Tokens per sample (context length used in training or serving)."),
                  optional=True, visible=lambda w: _tokens(w) and _transformer(w) and not _generates(w)
                  and not _fixed_window(w)),
        FieldSpec(r + "image_size",
                  QCoreApplication.translate("WorkloadEditor", "Image size"),
                  QCoreApplication.translate("WorkloadEditor", "Side of the input image in pixels (e.g. 640)."),
                  optional=True, visible=lambda w: _images(w) or _image_side_needed(w)),
        FieldSpec(r + "denoising_steps", QCoreApplication.translate("WorkloadEditor", "Denoising steps"),
                  QCoreApplication.translate("WorkloadEditor", "Steps the sampler takes to make one image; the model runs once per "
                                                               "step (50 is the diffusers default, fast samplers use 20–30, "
                                                               "distilled turbo models 1–4)."),
                  visible=lambda w: _inference(w) and w.model.family == "diffusion"),
        FieldSpec(r + "guidance", QCoreApplication.translate("WorkloadEditor", "Classifier-free guidance"),
                  QCoreApplication.translate("WorkloadEditor", "The model runs with and without the prompt at every step (the usual "
                                                               "setting; off for distilled models without guidance): twice the "
                                                               "compute per image."),
                  "bool", visible=lambda w: _inference(w) and w.model.family == "diffusion"),
        FieldSpec(r + "dataset_samples",
                  QCoreApplication.translate("WorkloadEditor", "Dataset samples"),
                  QCoreApplication.translate("WorkloadEditor", "Number of training examples per epoch."),
                  "float", optional=True,
                  visible=lambda w: _training(w) and not (_transformer(w) and _tokens(w) and w.recipe.dataset_tokens)),
        FieldSpec(r + "dataset_tokens", QCoreApplication.translate("WorkloadEditor", "Dataset tokens"),
                  QCoreApplication.translate("WorkloadEditor", "Training tokens per epoch; used instead of samples when given (you may type 20B)."),
                  "float", optional=True, visible=lambda w: _training(w) and _tokens(w) and _transformer(w)),
        FieldSpec(r + "epochs",
                  QCoreApplication.translate("WorkloadEditor", "Epochs"),
                  QCoreApplication.translate("WorkloadEditor", "Passes over the dataset per run."), "float", visible=_training),
        FieldSpec(r + "recompute", QCoreApplication.translate("WorkloadEditor", "Activation recompute"),
                  QCoreApplication.translate("WorkloadEditor", "Gradient checkpointing: saves activation memory at about a third more compute."), "choice",
                  choices=labels.recompute, visible=_training),
        FieldSpec(r + "lora_rank",
                  QCoreApplication.translate("WorkloadEditor", "LoRA rank"),
                  QCoreApplication.translate("WorkloadEditor", "Rank of the LoRA adapters; higher trains more parameters."),
                  visible=lora),
        FieldSpec(r + "lora_targets", QCoreApplication.translate("WorkloadEditor", "LoRA targets"),
                  QCoreApplication.translate("WorkloadEditor", "Projections that get adapters, comma-separated: q, k, v, o, gate, up, down or all."), "list",
                  visible=lora),
        FieldSpec(r + "parallelism.devices", QCoreApplication.translate("WorkloadEditor", "Devices"),
                  QCoreApplication.translate("WorkloadEditor", "GPUs per machine for this job: the advisor then considers only options "
                                                               "with exactly that many devices. Leave empty to let the advisor choose."),
                  optional=True,
                  placeholder=QCoreApplication.translate("WorkloadEditor", "(advisor chooses)"), visible=_training),
        FieldSpec(r + "parallelism.zero_stage", QCoreApplication.translate("WorkloadEditor", "ZeRO / FSDP stage"),
                  QCoreApplication.translate("WorkloadEditor", "How much of the optimizer, gradients and weights is sharded across devices."), "choice",
                  choices=lambda: {0: QCoreApplication.translate("WorkloadEditor", "0 — plain data parallel"), 1: QCoreApplication.translate("WorkloadEditor", "1 — optimizer states"),
                                   2: QCoreApplication.translate("WorkloadEditor", "2 — + gradients"), 3: QCoreApplication.translate("WorkloadEditor", "3 — + weights")},
                  visible=_training),
        FieldSpec(r + "parallelism.cpu_offload", QCoreApplication.translate("WorkloadEditor", "Offload optimizer to CPU RAM"),
                  QCoreApplication.translate("WorkloadEditor", "Keep the optimizer states in the machine's CPU memory (DeepSpeed/FSDP "
                                                               "offload): less GPU memory per device, slower steps."),
                  "bool", visible=_training),
        FieldSpec(r + "parallelism.param_offload", QCoreApplication.translate("WorkloadEditor", "Offload weights too"),
                  QCoreApplication.translate("WorkloadEditor", "Keep the weights off the GPU as well and copy each layer in when it runs "
                                                               "(ZeRO-Infinity, FSDP CPU offload): the GPU holds two layers; every step "
                                                               "moves the weights over PCIe."),
                  "bool", visible=lambda w: _training(w) and w.recipe.parallelism.cpu_offload),
        FieldSpec(r + "parallelism.offload_device", QCoreApplication.translate("WorkloadEditor", "Offload to"),
                  QCoreApplication.translate("WorkloadEditor", "Where the offloaded states (and weights) live: CPU RAM, or NVMe SSDs "
                                                               "when they do not fit in RAM (slower)."),
                  "choice", choices=labels.offload_devices,
                  visible=lambda w: _training(w) and w.recipe.parallelism.cpu_offload),
        FieldSpec(r + "optimizer_in_backward", QCoreApplication.translate("WorkloadEditor", "Optimizer step in backward"),
                  QCoreApplication.translate("WorkloadEditor", "Update each weight as soon as its gradient is ready and free the gradient "
                                                               "(as torchtune does): about one layer of gradients in memory; "
                                                               "no gradient accumulation."),
                  "bool", visible=lambda w: _training(w) and _transformer(w) and not w.recipe.parallelism.cpu_offload),
        FieldSpec(r + "activation_offload", QCoreApplication.translate("WorkloadEditor", "Offload activations to CPU RAM"),
                  QCoreApplication.translate("WorkloadEditor", "Move the activations kept for the backward pass to CPU memory and back, "
                                                               "overlapped with compute: less GPU memory, PCIe traffic every step."),
                  "bool", visible=lambda w: _training(w) and _transformer(w)),
        FieldSpec(r + "training_code", QCoreApplication.translate("WorkloadEditor", "Training code"),
                  QCoreApplication.translate("WorkloadEditor", "An ordinary training script for the runtime, or tuned benchmark code "
                                                               "(fused kernels, CUDA graphs, DALI data loading, as in MLPerf submissions), "
                                                               "which runs faster."),
                  "choice", choices=labels.training_codes, visible=_training),
        FieldSpec(r + "requests_per_day",
                  QCoreApplication.translate("WorkloadEditor", "Requests per day"),
                  QCoreApplication.translate("WorkloadEditor", "Average number of requests in a day (used when no peak rate per second is "
                                                               "given). When set, it wins over the users and questions per day."),
                  "float", optional=True, visible=lambda w: _online(w) and w.recipe.requests_per_second is None,
                  group="advanced"),
        FieldSpec(r + "requests_per_second", QCoreApplication.translate("WorkloadEditor", "Requests per second"),
                  QCoreApplication.translate("WorkloadEditor", "Peak request rate to sustain. When set, it wins over requests per day "
                                                               "and over the users and questions per day."), "float",
                  optional=True, visible=_online, group="advanced"),
        FieldSpec(r + "prompt_tokens",
                  QCoreApplication.translate("WorkloadEditor", "Prompt tokens"),
                  QCoreApplication.translate("WorkloadEditor", "Input tokens per request."), visible=_generates),
        FieldSpec(r + "images_per_request",
                  QCoreApplication.translate("WorkloadEditor", "Images per request"),
                  # the editor says the model's own figures (WorkloadEditor._show_tooltips)
                  QCoreApplication.translate("WorkloadEditor", "Images sent with each request: each adds its tokens to the "
                                                               "prompt and runs the image encoder once; 0 for text only."),
                  visible=_reads_images),
        FieldSpec(r + "output_tokens",
                  QCoreApplication.translate("WorkloadEditor", "Output tokens"),
                  QCoreApplication.translate("WorkloadEditor", "Generated tokens per request."),
                  visible=lambda w: _generates(w) or _transcribes(w)),
        FieldSpec(r + "concurrency",
                  QCoreApplication.translate("WorkloadEditor", "Concurrency"),
                  QCoreApplication.translate("WorkloadEditor", "Requests served at the same time (for an LLM service on "
                                                               "llama.cpp: llama-server's slots, its -np option). Left "
                                                               "empty, the runtime's default: 4 slots for llama-server "
                                                               "(since October 2025), 1 otherwise."),
                  optional=True, visible=lambda w: _online(w) and not (w.kind == "llm_serving" and _serving_runtime(w)),
                  group="advanced",
                  placeholder=QCoreApplication.translate("WorkloadEditor", "Runtime default")),
        FieldSpec(r + "latency_percentile", QCoreApplication.translate("WorkloadEditor", "Latency percentile"),
                  QCoreApplication.translate("WorkloadEditor", "Which share of the answers must come within the time above, "
                                                               "e.g. 99 for P99."), "float", visible=_online, group="advanced"),
        FieldSpec(r + "samples_per_run",
                  QCoreApplication.translate("WorkloadEditor", "Samples per run"),
                  QCoreApplication.translate("WorkloadEditor", "Inputs processed in each batch run."),
                  "float", optional=True, visible=lambda w: w.kind == "batch_inference"),
        FieldSpec(r + "kv_cache_dtype",
                  QCoreApplication.translate("WorkloadEditor", "KV-cache format"),
                  QCoreApplication.translate("WorkloadEditor", "Storage format of the attention key/value cache."),
                  "choice", choices=lambda: {k: (k.upper() if k != "auto" else QCoreApplication.translate("WorkloadEditor", "Same as compute"))
                                             for k in ("auto", "fp16", "bf16", "fp8", "int8", "int4")},
                  visible=lambda w: w.kind == "llm_serving"),
        FieldSpec(r + "prefix_cached_share", QCoreApplication.translate("WorkloadEditor", "Prompt shared between requests"),
                  QCoreApplication.translate("WorkloadEditor", "Share of each prompt, in percent, that starts the same in every request "
                                                               "(a system prompt, the same document): the runtime's prefix cache serves it "
                                                               "without computing it again and keeps it once in memory."),
                  "percent", optional=True, visible=_prefix_cache,
                  placeholder=QCoreApplication.translate("WorkloadEditor", "0 % (nothing shared)")),
        FieldSpec(r + "speculative_decoding", QCoreApplication.translate("WorkloadEditor", "Speculative decoding"),
                  QCoreApplication.translate("WorkloadEditor", "A cheap proposer drafts a few tokens and the model checks them in one step: "
                                                               "answers come faster while the service is lightly loaded, "
                                                               "and slower when it is busy."),
                  "choice", choices=lambda: {
                      "none": QCoreApplication.translate("WorkloadEditor", "None"),
                      "draft_model": QCoreApplication.translate("WorkloadEditor", "Draft model"),
                      "ngram": QCoreApplication.translate("WorkloadEditor", "N-gram (prompt lookup)"),
                      "eagle": QCoreApplication.translate("WorkloadEditor", "EAGLE head")},
                  visible=_speculation),
        FieldSpec(r + "speculative_acceptance", QCoreApplication.translate("WorkloadEditor", "Accepted draft tokens"),
                  QCoreApplication.translate("WorkloadEditor", "Share of the drafted tokens the model accepts, in percent; empty uses the "
                                                               "method's typical rate (draft model 70 %, EAGLE 80 %, n-gram 50 %)."),
                  "percent", optional=True, low=1.0,
                  visible=lambda w: _speculation(w) and w.recipe.speculative_decoding != "none",
                  placeholder=QCoreApplication.translate("WorkloadEditor", "typical for the method")),
        FieldSpec(r + "draft_params_b", QCoreApplication.translate("WorkloadEditor", "Draft model size (billions)"),
                  QCoreApplication.translate("WorkloadEditor", "Parameters of the draft model in billions, e.g. 1 for a 1B model of the "
                                                               "same family; empty assumes 4/70 of the model (a 4B draft for a 70B model)."),
                  "float", optional=True,
                  visible=lambda w: _speculation(w) and w.recipe.speculative_decoding == "draft_model",
                  placeholder=QCoreApplication.translate("WorkloadEditor", "4/70 of the model")),
        FieldSpec(r + "flash_attention", QCoreApplication.translate("WorkloadEditor", "FlashAttention"),
                  QCoreApplication.translate("WorkloadEditor", "Fused attention kernels that keep attention memory linear in sequence length."), "bool",
                  visible=lambda w: w.model.arch is not None and _training(w)),
    ]


def schedule_fields() -> list[FieldSpec]:
    s, k = "schedule.", "constraints."
    return [
        FieldSpec(s + "frequency",
                  QCoreApplication.translate("WorkloadEditor", "How often"),
                  QCoreApplication.translate("WorkloadEditor", "How often the job runs: once, every day, week, month or quarter; "
                                                               "always-on services run all the time."),
                  "choice", choices=labels.frequencies, visible=lambda w: not _online(w)),
        FieldSpec(s + "runs_per_period",
                  QCoreApplication.translate("WorkloadEditor", "Runs per period"),
                  QCoreApplication.translate("WorkloadEditor", "How many runs in each day, week, month or quarter (e.g. 2 a week)."),
                  visible=_periodic),
        FieldSpec(s + "hours_allowed_per_run", QCoreApplication.translate("WorkloadEditor", "How long may it take"),
                  QCoreApplication.translate("WorkloadEditor", "Each run must be finished within this time, as you would say it "
                                                               "(8 h, 3 天, 90 min; a bare number is in hours)."),
                  "duration", optional=True, visible=_periodic,
                  placeholder=QCoreApplication.translate("WorkloadEditor", "e.g. 8 h or 3 days")),
        FieldSpec(s + "window",
                  QCoreApplication.translate("WorkloadEditor", "Time window"),
                  QCoreApplication.translate("WorkloadEditor", "When the job may run; decides what can share a server."),
                  "choice", choices=labels.windows),
        FieldSpec(s + "interruptible", QCoreApplication.translate("WorkloadEditor", "Interruptible (spot)"),
                  QCoreApplication.translate("WorkloadEditor", "May the job run on spot (preemptible) cloud capacity? By kind: jobs may, "
                                                               "resuming from checkpoints; services never."),
                  "choice", optional=True, choices=labels.interruptible,
                  visible=lambda w: not (w.constraints.on_prem_only or w.constraints.edge_deployment)),
        FieldSpec(s + "horizon_years", QCoreApplication.translate("WorkloadEditor", "Planning horizon (years)"),
                  QCoreApplication.translate("WorkloadEditor", "How many years the costs are compared over."), "float",
                  unit_words=YEAR_WORDS),
        FieldSpec(k + "on_prem_only", QCoreApplication.translate("WorkloadEditor", "Must stay on-premises"),
                  QCoreApplication.translate("WorkloadEditor", "Data may not leave the company: cloud options are ruled out."), "bool"),
        FieldSpec(k + "cloud_in_taiwan", QCoreApplication.translate("WorkloadEditor", "Rent only in Taiwan"),
                  QCoreApplication.translate("WorkloadEditor", "The data may go to a cloud, but only to one in Taiwan (Google Cloud "
                                                               "in Changhua, TWCC): instances in other regions are ruled out."),
                  "bool", visible=lambda w: not w.constraints.on_prem_only),
        FieldSpec(k + "edge_deployment", QCoreApplication.translate("WorkloadEditor", "Runs on an edge / line PC"),
                  QCoreApplication.translate("WorkloadEditor", "Deployed on a small PC next to the machine rather than in a server room."), "bool"),
        FieldSpec(k + "framework",
                  QCoreApplication.translate("WorkloadEditor", "Framework"),
                  QCoreApplication.translate("WorkloadEditor", "Framework the job must use; hardware that cannot run it is ruled out."),
                  "choice", optional=True, choices=labels.frameworks),
        FieldSpec(k + "vendor",
                  QCoreApplication.translate("WorkloadEditor", "Hardware vendor"),
                  QCoreApplication.translate("WorkloadEditor", "Only this maker's accelerators (a company standard, a support "
                                                               "contract, a software stack): the others are ruled out."),
                  "choice", optional=True, choices=labels.vendors),
        FieldSpec(k + "budget_per_year", QCoreApplication.translate("WorkloadEditor", "Budget per year"),
                  QCoreApplication.translate("WorkloadEditor", "Most you want to spend per year on this workload, in the project's currency."), "money",
                  optional=True),
        FieldSpec(k + "max_devices",
                  QCoreApplication.translate("WorkloadEditor", "Max devices"),
                  QCoreApplication.translate("WorkloadEditor", "Most GPUs this workload may use."), optional=True),
    ]
