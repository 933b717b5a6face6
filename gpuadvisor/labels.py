"""Translated labels for the engine's keys (no Qt): workload kinds, billing modes, memory items,
cost components, chart series, bottlenecks, throughput units, objectives, assumptions.

The engine and the saved data keep the English keys ("weights", "on_demand", "memory bandwidth");
these functions turn a key into the words shown to a user, in the current language, at call time
(the language can change while the program runs, so nothing here is translated at import).
Every label is a literal inside ``translate("Labels", ...)`` so lupdate finds it; the window's
``ui/labels.py`` uses the same context, so a phrase both show is translated once.
"""

from __future__ import annotations

from gpuadvisor.i18n import translate

# keys in display order (the dicts below are built per call)
KIND_KEYS = ("pretrain", "full_finetune", "lora", "qlora", "batch_inference", "realtime_inference", "llm_serving")
MODE_KEYS = ("owned", "on_demand", "spot", "spot_with_fallback", "reserved_1y", "reserved_3y")


def kind_labels() -> dict[str, str]:
    return {
        "pretrain": translate("Labels", "Train from scratch"),
        "full_finetune": translate("Labels", "Full fine-tune"),
        "lora": translate("Labels", "LoRA fine-tune"),
        "qlora": translate("Labels", "QLoRA fine-tune"),
        "batch_inference": translate("Labels", "Batch inference"),
        "realtime_inference": translate("Labels", "Real-time inference"),
        "llm_serving": translate("Labels", "LLM serving"),
    }


def kind_label(key: str) -> str:
    return kind_labels().get(key, key)


def mode_labels() -> dict[str, str]:
    """Billing modes (``OptionResult.cost_mode``)."""
    return {
        "owned": translate("Labels", "owned"),
        "on_demand": translate("Labels", "on-demand"),
        "spot": translate("Labels", "spot"),
        "spot_with_fallback": translate("Labels", "spot + on-demand fallback"),
        "reserved_1y": translate("Labels", "1-year commitment"),
        "reserved_3y": translate("Labels", "3-year commitment"),
    }


def mode_label(key: str | None) -> str:
    if not key:
        return ""
    return mode_labels().get(key, key)


def series_labels() -> dict[str, str]:
    """Lines of the buy-vs-rent charts."""
    return {
        "owned": translate("Labels", "Owned"),
        "on_demand": translate("Labels", "Cloud on-demand"),
        "reserved_1y": translate("Labels", "1-year commitment"),
        "reserved_3y": translate("Labels", "3-year commitment"),
        "spot_low": translate("Labels", "Spot (pure)"),
        "spot_high": translate("Labels", "Spot + on-demand fallback"),
    }


def series_label(key: str) -> str:
    return series_labels().get(key, key)


def cost_component_labels() -> dict[str, str]:
    """Monthly cost components (``OwnedCost.components()`` / ``ModeCost.components()``)."""
    return {
        "depreciation": translate("Labels", "Depreciation"),
        "finance": translate("Labels", "Cost of capital"),
        "support": translate("Labels", "Support"),
        "colocation": translate("Labels", "Colocation"),
        "staff": translate("Labels", "Staff"),
        "energy_busy": translate("Labels", "Energy (busy)"),
        "energy_idle": translate("Labels", "Energy (idle)"),
        "compute": translate("Labels", "GPU time"),
        "setup": translate("Labels", "Setup / changeover"),
        "interruption": translate("Labels", "Spot interruptions"),
        "overhead": translate("Labels", "Storage, egress, support"),
    }


def cost_component_label(key: str) -> str:
    return cost_component_labels().get(key, key.replace("_", " "))


def memory_item_labels() -> dict[str, str]:
    """Items of ``MemoryBreakdown.items`` (``engine.memory.ITEM_ORDER``)."""
    return {
        "weights": translate("Labels", "Weights"),
        "gradients": translate("Labels", "Gradients"),
        "optimizer_states": translate("Labels", "Optimizer states"),
        "master_weights": translate("Labels", "Master weights"),
        "lora_adapters": translate("Labels", "LoRA adapters"),
        "activations": translate("Labels", "Activations"),
        "logits": translate("Labels", "Logits"),
        "kv_cache": translate("Labels", "KV cache"),
        "quantization_overhead": translate("Labels", "Quantization overhead"),
        "sharding_buffers": translate("Labels", "Sharding buffers"),
        "runtime_overhead": translate("Labels", "Runtime overhead"),
        "cuda_context": translate("Labels", "CUDA context"),
    }


def memory_item_label(key: str) -> str:
    return memory_item_labels().get(key, key.replace("_", " "))


def bottleneck_labels() -> dict[str, str]:
    """``Estimate.bottleneck`` and ``Diagnosis.bottleneck`` keys (English key = English label)."""
    return {
        # estimate
        "compute": translate("Labels", "compute"),
        "memory bandwidth": translate("Labels", "memory bandwidth"),
        "memory capacity": translate("Labels", "memory capacity"),
        "interconnect": translate("Labels", "interconnect"),
        "kernel launches (small batch)": translate("Labels", "kernel launches (small batch)"),
        "kernel launches (small steps)": translate("Labels", "kernel launches (small steps)"),
        "CPU offload": translate("Labels", "CPU offload"),
        # diagnosis
        "input pipeline": translate("Labels", "input pipeline"),
        "GPU compute": translate("Labels", "GPU compute"),
        "GPU memory": translate("Labels", "GPU memory"),
        "host-device transfer or I/O": translate("Labels", "host-device transfer or I/O"),
        "communication": translate("Labels", "communication"),
        "unclear": translate("Labels", "unclear"),
    }


def bottleneck_label(key: str | None) -> str:
    if not key:
        return ""
    return bottleneck_labels().get(key, key)


def unit_labels() -> dict[str, str]:
    """Throughput units (``Estimate.throughput_unit``) and the word units of ``Estimate.steps``."""
    return {
        "tokens/s": translate("Labels", "tokens/s"),
        "requests/s": translate("Labels", "requests/s"),
        "images/s": translate("Labels", "images/s"),
        "samples/s": translate("Labels", "samples/s"),
    }


def unit_label(unit: str) -> str:
    return unit_labels().get(unit, unit)


def objective_labels() -> dict[str, str]:
    """Ranking objectives (``engine.advisor.OBJECTIVES`` keys)."""
    return {
        "lowest_cost": translate("Labels", "Lowest annual cost"),
        "fastest": translate("Labels", "Fastest"),
        "best_value": translate("Labels", "Best value (cost × time)"),
        "lowest_latency": translate("Labels", "Lowest latency"),
    }


def objective_label(key: str) -> str:
    return objective_labels().get(key, key)


def frequency_labels() -> dict[str, str]:
    """``Schedule.frequency`` in running text ("2 run(s) weekly")."""
    return {
        "once": translate("Labels", "once"),
        "daily": translate("Labels", "daily"),
        "weekly": translate("Labels", "weekly"),
        "monthly": translate("Labels", "monthly"),
        "quarterly": translate("Labels", "quarterly"),
        "always_on": translate("Labels", "always on"),
    }


def frequency_label(key: str) -> str:
    return frequency_labels().get(key, key.replace("_", " "))


def window_labels() -> dict[str, str]:
    """``Schedule.window`` in running text ("jobs in the office hours window")."""
    return {
        "any": translate("Labels", "any"),
        "office_hours": translate("Labels", "office hours"),
        "nights": translate("Labels", "nights"),
    }


def window_label(key: str) -> str:
    return window_labels().get(key, key.replace("_", " "))


def platform_labels() -> dict[str, str]:
    return {
        "nvidia": "NVIDIA",
        "amd": translate("Labels", "AMD (ROCm)"),
        "intel": "Intel Gaudi",
        "apple": "Apple Silicon",
        "tpu": "TPU",
    }


def platform_label(key: str) -> str:
    return platform_labels().get(key, key)


def assumption_labels() -> dict[str, str]:
    """Fields of ``domain.project.Assumptions``."""
    return {
        "usd_to_twd": translate("Labels", "Exchange rate"),
        "electricity_twd_per_kwh": translate("Labels", "Electricity tariff"),
        "pue": translate("Labels", "PUE (cooling overhead)"),
        "useful_life_months": translate("Labels", "Useful life"),
        "resale_share_datacenter": translate("Labels", "Resale value, datacenter GPUs"),
        "resale_share_consumer": translate("Labels", "Resale value, consumer GPUs"),
        "resale_share_apple": translate("Labels", "Resale value, Apple"),
        "support_share_datacenter": translate("Labels", "Support, datacenter"),
        "support_share_consumer": translate("Labels", "Support, consumer"),
        "staff_hours_per_server_month": translate("Labels", "Staff time per server"),
        "staff_rate_twd_per_hour": translate("Labels", "Staff rate"),
        "colocation_usd_per_kw_month": translate("Labels", "Colocation"),
        "cost_of_capital": translate("Labels", "Cost of capital"),
        "idle_power_share": translate("Labels", "Idle power"),
        "busy_power_share": translate("Labels", "Busy power"),
        "cloud_overhead": translate("Labels", "Cloud overhead (storage, egress, support)"),
        "reserved_discount_1y": translate("Labels", "1-year commitment discount"),
        "reserved_discount_3y": translate("Labels", "3-year commitment discount"),
        "spot_discount": translate("Labels", "Spot discount (when not listed)"),
        "spot_interruptions_per_hour": translate("Labels", "Spot interruptions"),
        "checkpoint_interval_h": translate("Labels", "Checkpoint interval"),
        "spot_fallback_share": translate("Labels", "Spot fallback to on-demand"),
        "setup_hours_per_run": translate("Labels", "Setup per run"),
        "max_utilisation": translate("Labels", "Usable share of a machine's month"),
        "include_marketplaces": translate("Labels", "Include marketplace offers"),
        "cloud_providers": translate("Labels", "Cloud providers"),
        "memory_margin": translate("Labels", "Memory kept free"),
        "circuit_volts": translate("Labels", "Office circuit voltage"),
        "circuit_amps": translate("Labels", "Office circuit rating"),
        "min_stream_tokens_per_s": translate("Labels", "Slowest usable streaming speed"),
        "office_hours_start": translate("Labels", "Office hours start"),
        "office_hours_end": translate("Labels", "Office hours end"),
        "office_days": translate("Labels", "Office days"),
        "taiwan_holidays": translate("Labels", "Taiwan public holidays off"),
    }


def assumption_label(name: str) -> str:
    label = assumption_labels().get(name)
    return label if label is not None else name.replace("_", " ").capitalize()


def weekday_labels() -> dict[str, str]:
    """``domain.project.WEEKDAYS`` keys (office days)."""
    return {
        "mon": translate("Labels", "Mon"),
        "tue": translate("Labels", "Tue"),
        "wed": translate("Labels", "Wed"),
        "thu": translate("Labels", "Thu"),
        "fri": translate("Labels", "Fri"),
        "sat": translate("Labels", "Sat"),
        "sun": translate("Labels", "Sun"),
    }


def weekday_label(key: str) -> str:
    return weekday_labels().get(key, key)


def sensitivity_labels() -> dict[str, str]:
    """Inputs of the sensitivity (tornado) chart (``engine.cost.sensitivity`` row keys)."""
    return {
        "usd_to_twd": translate("Labels", "Exchange rate"),
        "electricity": translate("Labels", "Electricity price"),
        "utilisation": translate("Labels", "Utilisation (busy hours)"),
        "resale": translate("Labels", "Resale value"),
        "useful_life": translate("Labels", "Useful life"),
        "cloud_price": translate("Labels", "Cloud price"),
        "pue": translate("Labels", "PUE"),
        "staff": translate("Labels", "Staff time per machine"),
    }


def sensitivity_label(key: str, default: str | None = None) -> str:
    return sensitivity_labels().get(key, default if default is not None else key)


def side_label(side: str) -> str:
    """"owned" / "rented" (a side of the buy-vs-rent comparison)."""
    return {"owned": translate("Labels", "owned"), "rented": translate("Labels", "rented")}.get(side, side)


__all__ = [name for name in dir() if name.endswith(("_label", "_labels"))] + ["KIND_KEYS", "MODE_KEYS"]
