"""Translated labels for the document's choice values (kinds, formats, runtimes ...).

Each function builds its dict when called, after the translator is installed.  Labels that the
Qt-free core also shows (workload kinds) come from ``gpuadvisor.report.labels`` so each phrase
is translated once; the rest are literals inside ``QCoreApplication.translate("Labels", ...)``
(the same context as the core's labels) so lupdate finds them.  Numbers, money and durations
delegate to :mod:`gpuadvisor.ui.format` (QLocale).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from gpuadvisor.report import labels as core_labels

from . import format as F


def kinds() -> dict[str, str]:
    """Workload kinds (the core's labels: one translation for the window and the report)."""
    return core_labels.kind_labels()


def families() -> dict[str, str]:
    return {
        "decoder_llm": QCoreApplication.translate("Labels", "Decoder LLM"),
        "encoder": QCoreApplication.translate("Labels", "Encoder (BERT-like)"),
        "encoder_decoder": QCoreApplication.translate("Labels", "Encoder-decoder (T5-like)"),
        "vision_cnn": QCoreApplication.translate("Labels", "Vision CNN"),
        "vision_transformer": QCoreApplication.translate("Labels", "Vision transformer"),
        "detector": QCoreApplication.translate("Labels", "Object detector"),
        "diffusion": QCoreApplication.translate("Labels", "Diffusion"),
        "speech": QCoreApplication.translate("Labels", "Speech"),
        "rnn": QCoreApplication.translate("Labels", "RNN / sequence model"),
        "other": QCoreApplication.translate("Labels", "Other"),
    }


def precisions() -> dict[str, str]:
    return {k: k.upper() for k in ("fp32", "tf32", "fp16", "bf16", "fp8", "int8", "int4")}


def weight_formats() -> dict[str, str]:
    out = {k: k.upper() for k in ("fp32", "fp16", "bf16", "fp8", "int8", "int4")}
    out.update({
        "gptq_4bit": QCoreApplication.translate("Labels", "GPTQ 4-bit"),
        "awq_4bit": QCoreApplication.translate("Labels", "AWQ 4-bit"),
        "nf4": QCoreApplication.translate("Labels", "bitsandbytes NF4"),
    })
    for k in ("f16", "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q4_0", "q3_k_m", "q2_k", "iq4_xs", "mxfp4"):
        out[f"gguf_{k}"] = "GGUF " + k.upper()  # format names, not words
    out["mxfp4"] = "MXFP4"  # gpt-oss checkpoints: MoE experts in MXFP4, the rest bf16
    return out


def optimizers() -> dict[str, str]:
    return {
        "adamw": QCoreApplication.translate("Labels", "AdamW (mixed precision)"),
        "adamw_fp32": QCoreApplication.translate("Labels", "AdamW (fp32 master weights)"),
        "adamw_fused": QCoreApplication.translate("Labels", "AdamW, fused kernel"),
        "adamw_8bit": QCoreApplication.translate("Labels", "AdamW 8-bit"),
        "paged_adamw_8bit": QCoreApplication.translate("Labels", "AdamW 8-bit, paged"),
        "sgd_momentum": QCoreApplication.translate("Labels", "SGD with momentum"),
        "adafactor": QCoreApplication.translate("Labels", "Adafactor"),
        "none": QCoreApplication.translate("Labels", "None"),
    }


def training_codes() -> dict[str, str]:
    """``Recipe.training_code``."""
    return {
        "ordinary": QCoreApplication.translate("Labels", "Ordinary training script"),
        "tuned": QCoreApplication.translate("Labels", "Tuned benchmark code (MLPerf-style)"),
    }


def offload_devices() -> dict[str, str]:
    """``Parallelism.offload_device``."""
    return {
        "cpu": QCoreApplication.translate("Labels", "CPU RAM"),
        "nvme": QCoreApplication.translate("Labels", "NVMe SSD (ZeRO-Infinity)"),
    }


def recompute() -> dict[str, str]:
    return {
        "none": QCoreApplication.translate("Labels", "Off"),
        "selective": QCoreApplication.translate("Labels", "Selective"),
        "full": QCoreApplication.translate("Labels", "Full"),
    }


def runtimes() -> dict[str, str]:
    """Product names (``Recipe.runtime``, ``Constraints.framework``): not translated, except the
    parentheses of "PyTorch (XLA)" (full-width in Chinese)."""
    return {
        "pytorch": "PyTorch", "pytorch_xla": QCoreApplication.translate("Labels", "PyTorch (XLA)"),
        "hf_transformers": "Hugging Face Transformers", "deepspeed": "DeepSpeed",
        "fsdp": "PyTorch FSDP", "megatron": "Megatron-LM", "vllm": "vLLM", "llama_cpp": "llama.cpp",
        "tensorrt_llm": "TensorRT-LLM", "mlx": "MLX", "onnxruntime": "ONNX Runtime", "tensorflow": "TensorFlow",
        "jax": "JAX",
    }


def frameworks() -> dict[str, str]:
    """``Constraints.framework``: any, or one of the product names."""
    out = {"": QCoreApplication.translate("Labels", "Any")}
    rt = runtimes()
    for k in ("pytorch", "pytorch_xla", "tensorflow", "jax", "onnxruntime", "llama_cpp", "vllm", "mlx"):
        out[k] = rt[k]
    return out


def vendors() -> dict[str, str]:
    """``Constraints.vendor``: any maker, or one (with what it makes, so the choice is clear)."""
    return {
        "": QCoreApplication.translate("Labels", "Any"),
        "NVIDIA": QCoreApplication.translate("Labels", "NVIDIA only"),
        "AMD": QCoreApplication.translate("Labels", "AMD only (Instinct, Radeon)"),
        "Apple": QCoreApplication.translate("Labels", "Apple only (Mac)"),
        "Google": QCoreApplication.translate("Labels", "Google only (Cloud TPU)"),
        "Intel": QCoreApplication.translate("Labels", "Intel only (Gaudi)"),
    }


def interruptible() -> dict:
    """``Schedule.interruptible``: None (by the workload's kind), True or False."""
    return {
        "": QCoreApplication.translate("Labels", "By kind (default)"),
        True: QCoreApplication.translate("Labels", "Yes, with checkpoints"),
        False: QCoreApplication.translate("Labels", "No"),
    }


def frequencies() -> dict[str, str]:
    """``Schedule.frequency`` as a choice (capitalised; the core's ``frequency_label`` is for running text)."""
    return {
        "once": QCoreApplication.translate("Labels", "Once"),
        "daily": QCoreApplication.translate("Labels", "Daily"),
        "weekly": QCoreApplication.translate("Labels", "Weekly"),
        "monthly": QCoreApplication.translate("Labels", "Monthly"),
        "quarterly": QCoreApplication.translate("Labels", "Quarterly"),
        "always_on": QCoreApplication.translate("Labels", "Always on"),
    }


def windows() -> dict[str, str]:
    """``Schedule.window`` as a choice (the core's ``window_label`` is for running text)."""
    return {
        "any": QCoreApplication.translate("Labels", "Any time"),
        "office_hours": QCoreApplication.translate("Labels", "Office hours"),
        "nights": QCoreApplication.translate("Labels", "Nights"),
    }


def currencies() -> dict[str, str]:
    return {
        "TWD": QCoreApplication.translate("Labels", "NT$ (New Taiwan dollar)"),
        "USD": QCoreApplication.translate("Labels", "US$ (US dollar)"),
    }


def locale() -> QLocale:
    """The locale for numbers (see :func:`gpuadvisor.ui.format.locale`)."""
    return F.locale()


def milliseconds(ms: float | None) -> str:
    if ms is None:
        return F.DASH
    if ms >= 1000:
        return F.fmt_seconds(ms / 1000.0)
    return F.fmt_ms(ms)


def money(amount: float | None, currency: str) -> str:
    """An amount in the document's currency, with the locale's grouping and no decimals."""
    return F.fmt_money(amount, currency, 0)


def number(value: float | None, decimals: int = 1) -> str:
    return F.fmt_number(value, decimals)


def hours(h: float | None) -> str:
    return F.fmt_hours(h)


def workload_templates() -> dict[str, str]:
    """Menu labels of the workload templates (keys of ``templates.WORKLOAD_TEMPLATES``)."""
    return {
        "image_batch": QCoreApplication.translate("Labels", "Image classification batch (ResNet-50)"),
        "bert_sentiment": QCoreApplication.translate("Labels", "BERT sentiment batch"),
        "recsys_retrain": QCoreApplication.translate("Labels", "Recommender retrain"),
        "realtime_ranking": QCoreApplication.translate("Labels", "Real-time ranking"),
        "yolov8_train": QCoreApplication.translate("Labels", "YOLOv8 detector training"),
        "line_pc_inference": QCoreApplication.translate("Labels", "Line-PC defect inference"),
        "sensor_lstm": QCoreApplication.translate("Labels", "Sensor LSTM retrain"),
        "llama70b_serving": QCoreApplication.translate("Labels", "LLaMA-3-70B QA serving"),
        "lora_8b": QCoreApplication.translate("Labels", "LoRA fine-tune of an 8B LLM"),
        "qlora_70b": QCoreApplication.translate("Labels", "QLoRA of a 70B LLM"),
        "pretrain_1b": QCoreApplication.translate("Labels", "Pretrain a 1B LLM"),
    }


def project_templates() -> dict[str, str]:
    return {
        "ecommerce": QCoreApplication.translate("Labels", "E-commerce company (4 workloads)"),
        "wafer_defect": QCoreApplication.translate("Labels", "Wafer-defect detection (train + line PC)"),
        "sensor": QCoreApplication.translate("Labels", "Sensor forecasting"),
        "internal_qa": QCoreApplication.translate("Labels", "Internal QA on LLaMA-3-70B"),
        "llm_lab": QCoreApplication.translate("Labels", "LLM fine-tuning lab"),
    }
