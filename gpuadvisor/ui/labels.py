"""Translated labels for the document's choice values (kinds, formats, runtimes ...).

Each function builds its dict when called, after the translator is installed; every string is a
literal inside ``QCoreApplication.translate("Labels", ...)`` so lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale


def kinds() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {
        "pretrain": tr("Labels", "Train from scratch"),
        "full_finetune": tr("Labels", "Full fine-tune"),
        "lora": tr("Labels", "LoRA fine-tune"),
        "qlora": tr("Labels", "QLoRA fine-tune"),
        "batch_inference": tr("Labels", "Batch inference"),
        "realtime_inference": tr("Labels", "Real-time inference"),
        "llm_serving": tr("Labels", "LLM serving"),
    }


def families() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {
        "decoder_llm": tr("Labels", "Decoder LLM"),
        "encoder": tr("Labels", "Encoder (BERT-like)"),
        "encoder_decoder": tr("Labels", "Encoder-decoder (T5-like)"),
        "vision_cnn": tr("Labels", "Vision CNN"),
        "vision_transformer": tr("Labels", "Vision transformer"),
        "detector": tr("Labels", "Object detector"),
        "diffusion": tr("Labels", "Diffusion"),
        "speech": tr("Labels", "Speech"),
        "rnn": tr("Labels", "RNN / sequence model"),
        "other": tr("Labels", "Other"),
    }


def precisions() -> dict[str, str]:
    return {k: k.upper() for k in ("fp32", "tf32", "fp16", "bf16", "fp8", "int8", "int4")}


def weight_formats() -> dict[str, str]:
    tr = QCoreApplication.translate
    out = {k: k.upper() for k in ("fp32", "fp16", "bf16", "fp8", "int8", "int4")}
    out.update({
        "gptq_4bit": tr("Labels", "GPTQ 4-bit"),
        "awq_4bit": tr("Labels", "AWQ 4-bit"),
        "nf4": tr("Labels", "bitsandbytes NF4"),
    })
    for k in ("f16", "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q4_0", "q3_k_m", "q2_k", "iq4_xs"):
        out[f"gguf_{k}"] = "GGUF " + k.upper()
    return out


def optimizers() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {
        "adamw": tr("Labels", "AdamW (mixed precision)"),
        "adamw_fp32": tr("Labels", "AdamW (fp32 master weights)"),
        "adamw_8bit": tr("Labels", "AdamW 8-bit"),
        "sgd_momentum": tr("Labels", "SGD with momentum"),
        "adafactor": tr("Labels", "Adafactor"),
        "none": tr("Labels", "None"),
    }


def recompute() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {"none": tr("Labels", "Off"), "selective": tr("Labels", "Selective"), "full": tr("Labels", "Full")}


def runtimes() -> dict[str, str]:
    return {
        "pytorch": "PyTorch", "hf_transformers": "Hugging Face Transformers", "deepspeed": "DeepSpeed",
        "fsdp": "PyTorch FSDP", "megatron": "Megatron-LM", "vllm": "vLLM", "llama_cpp": "llama.cpp",
        "tensorrt_llm": "TensorRT-LLM", "mlx": "MLX", "onnxruntime": "ONNX Runtime", "tensorflow": "TensorFlow",
        "jax": "JAX",
    }


def frameworks() -> dict[str, str]:
    tr = QCoreApplication.translate
    out = {"": tr("Labels", "Any")}
    rt = runtimes()
    for k in ("pytorch", "tensorflow", "jax", "onnxruntime", "llama_cpp", "vllm", "mlx"):
        out[k] = rt[k]
    return out


def frequencies() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {
        "once": tr("Labels", "Once"),
        "daily": tr("Labels", "Daily"),
        "weekly": tr("Labels", "Weekly"),
        "monthly": tr("Labels", "Monthly"),
        "quarterly": tr("Labels", "Quarterly"),
        "always_on": tr("Labels", "Always on"),
    }


def windows() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {"any": tr("Labels", "Any time"), "office_hours": tr("Labels", "Office hours"),
            "nights": tr("Labels", "Nights")}


def currencies() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {"TWD": tr("Labels", "NT$ (New Taiwan dollar)"), "USD": tr("Labels", "US$ (US dollar)")}


def locale() -> QLocale:
    """The locale for numbers: the default one, or US English when that is the C/POSIX locale
    (which shows no thousands separators)."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc


def milliseconds(ms: float | None) -> str:
    tr = QCoreApplication.translate
    if ms is None:
        return "—"
    if ms >= 1000:
        return tr("Labels", "{0} s").format(number(ms / 1000.0, 1))
    return tr("Labels", "{0} ms").format(number(ms, 0 if ms >= 100 else 1))


def money(amount: float | None, currency: str) -> str:
    """An amount in the document's currency, with the locale's grouping and no decimals."""
    if amount is None:
        return "—"
    symbol = "NT$" if currency == "TWD" else "US$"
    return symbol + locale().toString(float(amount), "f", 0)


def number(value: float | None, decimals: int = 1) -> str:
    if value is None:
        return "—"
    return locale().toString(float(value), "f", decimals)


def hours(h: float | None) -> str:
    tr = QCoreApplication.translate
    if h is None:
        return "—"
    if h < 1 / 60:
        return tr("Labels", "{0} s").format(number(h * 3600, 0))
    if h < 1:
        return tr("Labels", "{0} min").format(number(h * 60, 0))
    if h < 48:
        return tr("Labels", "{0} h").format(number(h, 1))
    return tr("Labels", "{0} days").format(number(h / 24, 1))


def workload_templates() -> dict[str, str]:
    """Menu labels of the workload templates (keys of ``templates.WORKLOAD_TEMPLATES``)."""
    tr = QCoreApplication.translate
    return {
        "image_batch": tr("Labels", "Image classification batch (ResNet-50)"),
        "bert_sentiment": tr("Labels", "BERT sentiment batch"),
        "recsys_retrain": tr("Labels", "Recommender retrain"),
        "realtime_ranking": tr("Labels", "Real-time ranking"),
        "yolov8_train": tr("Labels", "YOLOv8 detector training"),
        "line_pc_inference": tr("Labels", "Line-PC defect inference"),
        "sensor_lstm": tr("Labels", "Sensor LSTM retrain"),
        "llama70b_serving": tr("Labels", "LLaMA-3-70B QA serving"),
        "lora_8b": tr("Labels", "LoRA fine-tune of an 8B LLM"),
        "qlora_70b": tr("Labels", "QLoRA of a 70B LLM"),
        "pretrain_1b": tr("Labels", "Pretrain a 1B LLM"),
    }


def project_templates() -> dict[str, str]:
    tr = QCoreApplication.translate
    return {
        "ecommerce": tr("Labels", "E-commerce company (4 workloads)"),
        "wafer_defect": tr("Labels", "Wafer-defect detection (train + line PC)"),
        "sensor": tr("Labels", "Sensor forecasting"),
        "internal_qa": tr("Labels", "Internal QA on LLaMA-3-70B"),
        "llm_lab": tr("Labels", "LLM fine-tuning lab"),
    }
