"""Ready-made workloads and projects: the scenarios of SPEC §1 (no Qt).

``WORKLOAD_TEMPLATES`` maps a key to a :class:`Template` whose ``make()`` returns a fresh
:class:`~gpuadvisor.domain.project.Workload` (new id each time); ``PROJECT_TEMPLATES`` does the
same for whole projects.  Menu labels are plain English (the UI translates them by key); the
names the templates give workloads and projects are in the current language ("Templates"
context).  :func:`kind_default_name` names a workload after its kind and model, and
:func:`is_default_name` tells a name the user never typed (a template's, a kind's, in any
language) from their own: choosing another kind renames only the former
(``domain.edits.SetKind``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from gpuadvisor.domain.project import ModelSpec, Project, Workload
from gpuadvisor.i18n import LANGUAGES, catalogue, language, translate

# -- model specs (shapes as in the shipped catalog; kept here so a template needs no catalog) ----

_BERT_ARCH = {"layers": 12, "hidden": 768, "heads": 12, "kv_heads": 12, "head_dim": 64, "ffn": 3072,
              "vocab": 30522, "gated_mlp": False, "attention": "mha", "max_context": 512}
_L3_8B_ARCH = {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "head_dim": 128, "ffn": 14336,
               "vocab": 128256, "tied_embeddings": False, "gated_mlp": True, "attention": "gqa",
               "max_context": 8192}
_L3_70B_ARCH = {"layers": 80, "hidden": 8192, "heads": 64, "kv_heads": 8, "head_dim": 128, "ffn": 28672,
                "vocab": 128256, "tied_embeddings": False, "gated_mlp": True, "attention": "gqa",
                "max_context": 8192}
_L32_1B_ARCH = {"layers": 16, "hidden": 2048, "heads": 32, "kv_heads": 8, "head_dim": 64, "ffn": 8192,
                "vocab": 128256, "tied_embeddings": True, "gated_mlp": True, "attention": "gqa",
                "max_context": 131072}

MODELS: dict[str, dict[str, Any]] = {
    "resnet50": {"name": "ResNet-50", "preset": "ResNet-50", "family": "vision_cnn", "params_b": 0.025557032,
                 "gflops_per_sample": 8.178, "input_size": "3x224x224"},
    "bert_base": {"name": "BERT-base", "preset": "BERT-base", "family": "encoder", "params_b": 0.11,
                  "arch": _BERT_ARCH},
    "two_tower": {"name": "Two-tower sequential recommender", "family": "other", "params_b": 0.099301,
                  "gflops_per_sample": 0.6704, "input_size": "100 past events + item features"},
    "yolov8m": {"name": "YOLOv8m", "preset": "YOLOv8m", "family": "detector", "params_b": 0.0259,
                "gflops_per_sample": 78.9, "input_size": "3x640x640"},
    "sensor_lstm": {"name": "LSTM + Transformer sensor forecaster", "family": "rnn", "params_b": 0.003339192,
                    "gflops_per_sample": 0.3171, "input_size": "60 steps x 200 sensors"},
    "llama3_8b": {"name": "Llama 3 8B", "preset": "Llama 3 8B", "family": "decoder_llm", "params_b": 8.0,
                  "arch": _L3_8B_ARCH},
    "llama3_70b": {"name": "Llama 3 70B Instruct", "preset": "Llama 3 70B", "family": "decoder_llm",
                   "params_b": 70.6, "arch": _L3_70B_ARCH},
    "llama32_1b": {"name": "Llama 3.2 1B", "preset": "Llama 3.2 1B", "family": "decoder_llm", "params_b": 1.23,
                   "arch": _L32_1B_ARCH},
}


def _workload(name: str, kind: str, model: str, recipe: dict, schedule: dict, constraints: dict | None = None,
              notes: str = "") -> Workload:
    return Workload.model_validate({
        "name": name,
        "kind": kind,
        "model": ModelSpec.model_validate(MODELS[model]).model_dump(),
        "recipe": recipe,
        "schedule": schedule,
        "constraints": constraints or {},
        "notes": notes,
    })


# -- the scenarios -----------------------------------------------------------------------------

def image_classification_batch() -> Workload:
    return _workload(
        translate("Templates", "Nightly product-image classification"), "batch_inference", "resnet50",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 64, "seq_len": None, "image_size": 224,
         "samples_per_run": 50_000},
        {"frequency": "daily", "hours_allowed_per_run": 8, "window": "nights"},
        notes="Classify 50,000 product images every night (SPEC §1, e-commerce).")


def bert_sentiment_batch() -> Workload:
    return _workload(
        translate("Templates", "Daily review sentiment (BERT-base)"), "batch_inference", "bert_base",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 64, "seq_len": 128,
         "samples_per_run": 200_000},
        {"frequency": "daily", "hours_allowed_per_run": 8, "window": "nights"},
        notes="Sentiment of 200,000 reviews a day with a fine-tuned BERT-base (110 M parameters).")


def recommender_retrain() -> Workload:
    return _workload(
        translate("Templates", "Quarterly recommender retrain"), "pretrain", "two_tower",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 2048, "seq_len": None,
         "dataset_samples": 500_000_000, "epochs": 3},
        {"frequency": "quarterly", "hours_allowed_per_run": 72},
        notes="Retrain the recommender once a quarter (48-72 h on an RTX 3090 today).")


def realtime_ranking() -> Workload:
    return _workload(
        translate("Templates", "Real-time search ranking (P99 < 100 ms)"), "realtime_inference", "bert_base",
        {"precision": "int8", "weight_format": "int8", "runtime": "onnxruntime", "micro_batch": 32, "seq_len": 64,
         "requests_per_second": 20, "latency_target_ms": 100, "latency_percentile": 99},
        {"frequency": "always_on"},
        {"framework": "onnxruntime"},
        notes="Re-rank search results with a BERT-base cross-encoder, P99 under 100 ms.")


def yolov8_training() -> Workload:
    return _workload(
        translate("Templates", "Monthly YOLOv8 detector training"), "full_finetune", "yolov8m",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 16, "seq_len": None, "image_size": 1280,
         "optimizer": "sgd_momentum", "dataset_samples": 80_000, "epochs": 100},
        {"frequency": "monthly", "hours_allowed_per_run": 72},
        notes="Wafer-defect detector retrained monthly on 80,000 high-resolution images.")


def line_pc_inference() -> Workload:
    return _workload(
        translate("Templates", "Line-PC defect inference (< 50 ms)"), "realtime_inference", "yolov8m",
        {"precision": "fp16", "weight_format": "fp16", "runtime": "onnxruntime", "micro_batch": 1, "seq_len": None,
         "image_size": 1280, "requests_per_second": 10, "latency_target_ms": 50},
        {"frequency": "always_on"},
        {"on_prem_only": True, "framework": "onnxruntime", "edge_deployment": True},
        notes="Detector deployed on a PC beside the production line; each image within 50 ms.")


def sensor_lstm_retrain() -> Workload:
    return _workload(
        translate("Templates", "Weekly sensor forecaster retrain"), "pretrain", "sensor_lstm",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 256, "seq_len": 60,
         "dataset_samples": 10_512_000, "epochs": 10},
        {"frequency": "weekly", "hours_allowed_per_run": 12, "window": "nights"},
        notes="LSTM + Transformer on 200 sensors x 200 machines, retrained every week.")


def llama70b_qa_serving() -> Workload:
    return _workload(
        translate("Templates", "Internal QA on LLaMA-3-70B"), "llm_serving", "llama3_70b",
        {"runtime": "vllm", "micro_batch": 4, "seq_len": 4096, "requests_per_day": 500, "prompt_tokens": 1000,
         "output_tokens": 300, "concurrency": 4},
        {"frequency": "always_on", "window": "office_hours"},
        {"on_prem_only": True, "framework": "vllm"},
        notes="Question answering for staff, 500 requests a day; data may not leave the company.")


def lora_8b() -> Workload:
    return _workload(
        translate("Templates", "LoRA fine-tune of an 8B LLM"), "lora", "llama3_8b",
        {"precision": "bf16", "weight_format": "bf16", "micro_batch": 4, "seq_len": 2048, "grad_accum": 4,
         "dataset_samples": 50_000, "epochs": 3, "recompute": "full", "lora_rank": 16},
        {"frequency": "monthly", "hours_allowed_per_run": 24},
        notes="Adapt Llama 3 8B to company documents with LoRA (rank 16, all projections).")


def qlora_70b() -> Workload:
    return _workload(
        translate("Templates", "QLoRA fine-tune of a 70B LLM"), "qlora", "llama3_70b",
        {"precision": "bf16", "weight_format": "nf4", "micro_batch": 1, "seq_len": 2048, "grad_accum": 16,
         "dataset_samples": 10_000, "epochs": 2, "recompute": "full", "lora_rank": 16},
        {"frequency": "once", "hours_allowed_per_run": 72},
        notes="One QLoRA run on Llama 3 70B with 4-bit NF4 base weights.")


def pretrain_1b() -> Workload:
    return _workload(
        translate("Templates", "Pretrain a 1B LLM"), "pretrain", "llama32_1b",
        {"precision": "bf16", "weight_format": "bf16", "micro_batch": 8, "seq_len": 2048, "grad_accum": 8,
         "dataset_tokens": 20_000_000_000, "epochs": 1, "recompute": "selective"},
        {"frequency": "once", "hours_allowed_per_run": 720},
        notes="Train a 1.2 B-parameter Llama-style model from scratch on 20 B tokens (Chinchilla-optimal).")


@dataclass(frozen=True)
class Template:
    key: str
    label: str
    make: Callable[[], Any]


WORKLOAD_TEMPLATES: dict[str, Template] = {t.key: t for t in (
    Template("image_batch", "Image classification batch (ResNet-50)", image_classification_batch),
    Template("bert_sentiment", "BERT sentiment batch", bert_sentiment_batch),
    Template("recsys_retrain", "Recommender retrain", recommender_retrain),
    Template("realtime_ranking", "Real-time ranking", realtime_ranking),
    Template("yolov8_train", "YOLOv8 detector training", yolov8_training),
    Template("line_pc_inference", "Line-PC defect inference", line_pc_inference),
    Template("sensor_lstm", "Sensor LSTM retrain", sensor_lstm_retrain),
    Template("llama70b_serving", "LLaMA-3-70B QA serving", llama70b_qa_serving),
    Template("lora_8b", "LoRA fine-tune of an 8B LLM", lora_8b),
    Template("qlora_70b", "QLoRA of a 70B LLM", qlora_70b),
    Template("pretrain_1b", "Pretrain a 1B LLM", pretrain_1b),
)}


def _project(name: str, description: str, *makers: Callable[[], Workload]) -> Project:
    return Project(name=name, description=description, workloads=[m() for m in makers])


def ecommerce_project() -> Project:
    return _project(translate("Templates", "E-commerce AI workloads"),
                    translate("Templates", "Nightly batches, quarterly retrain, real-time ranking."),
                    image_classification_batch, bert_sentiment_batch, recommender_retrain, realtime_ranking)


def wafer_defect_project() -> Project:
    return _project(translate("Templates", "Wafer-defect detection"),
                    translate("Templates", "Monthly training and inference on the line PC."),
                    yolov8_training, line_pc_inference)


def sensor_project() -> Project:
    return _project(translate("Templates", "Sensor forecasting"),
                    translate("Templates", "Weekly retrain of the sensor forecaster."), sensor_lstm_retrain)


def internal_qa_project() -> Project:
    return _project(translate("Templates", "Internal QA (LLaMA-3-70B)"),
                    translate("Templates", "Data may not leave the company."), llama70b_qa_serving)


def llm_lab_project() -> Project:
    return _project(translate("Templates", "LLM fine-tuning lab"),
                    translate("Templates", "LoRA, QLoRA and a small pretraining run."),
                    lora_8b, qlora_70b, pretrain_1b)


PROJECT_TEMPLATES: dict[str, Template] = {t.key: t for t in (
    Template("ecommerce", "E-commerce company (4 workloads)", ecommerce_project),
    Template("wafer_defect", "Wafer-defect detection (train + line PC)", wafer_defect_project),
    Template("sensor", "Sensor forecasting", sensor_project),
    Template("internal_qa", "Internal QA on LLaMA-3-70B", internal_qa_project),
    Template("llm_lab", "LLM fine-tuning lab", llm_lab_project),
)}


def make_workload(key: str) -> Workload:
    """A fresh workload (new id) from the template ``key``; KeyError if unknown."""
    return WORKLOAD_TEMPLATES[key].make()


def make_project(key: str) -> Project:
    """A fresh project (new ids) from the template ``key``; KeyError if unknown."""
    return PROJECT_TEMPLATES[key].make()


# -- names ---------------------------------------------------------------------------------------


def _kind_names() -> dict[str, str]:
    """A workload's name after its kind and model ({model}), in the current language."""
    return {
        "pretrain": translate("Templates", "Pretrain {model}"),
        "full_finetune": translate("Templates", "Full fine-tune of {model}"),
        "lora": translate("Templates", "LoRA fine-tune of {model}"),
        "qlora": translate("Templates", "QLoRA fine-tune of {model}"),
        "batch_inference": translate("Templates", "Batch inference with {model}"),
        "realtime_inference": translate("Templates", "Real-time inference with {model}"),
        "llm_serving": translate("Templates", "Serve {model}"),
    }


def kind_default_name(kind: str, model_name: str) -> str:
    """The name a workload of ``kind`` on ``model_name`` gets when the user has not named it
    ("LoRA fine-tune of Llama 3 8B"), in the current language."""
    return _kind_names()[kind].replace("{model}", model_name)


def _untitled_names() -> set[str]:
    """Names given before the user types one: the model's default and the window's "New workload"."""
    return {"Workload", "New workload"}


def is_default_name(name: str, model_name: str) -> bool:
    """``name`` is one the app gave, not the user: a template workload's name or a kind's default
    name for ``model_name`` (in English or any shipped language), or the untitled default."""
    return name.strip() in _default_names(model_name)


def _default_names(model_name: str) -> set[str]:
    names: set[str] = set()
    for lang in LANGUAGES:
        with language(lang):
            names.update(t.make().name for t in WORKLOAD_TEMPLATES.values())
            names.update(kind_default_name(k, model_name) for k in _kind_names())
        cat = catalogue(lang) if lang != "en" else {}
        for untitled in _untitled_names():
            names.add(untitled)
            names.add(cat.get(("TreePanel", untitled), untitled))
    return names
