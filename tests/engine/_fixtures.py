"""Hand-built ModelSpec/Accelerator objects (values from reference models.csv / accelerators.csv)."""

from __future__ import annotations

import datetime as dt

from gpuadvisor.domain.hardware import Accelerator
from gpuadvisor.domain.project import ModelSpec, Recipe, Schedule, TransformerArch, Workload

D = dt.date(2025, 1, 1)


def llama3_8b() -> ModelSpec:
    return ModelSpec(name="Llama 3 8B", params_b=8.0, arch=TransformerArch(
        layers=32, hidden=4096, heads=32, kv_heads=8, head_dim=128, ffn=14336, vocab=128256,
        tied_embeddings=False, gated_mlp=True, attention="gqa"))


def llama3_70b() -> ModelSpec:
    return ModelSpec(name="Llama 3 70B", params_b=70.0, arch=TransformerArch(
        layers=80, hidden=8192, heads=64, kv_heads=8, head_dim=128, ffn=28672, vocab=128256,
        tied_embeddings=False, gated_mlp=True, attention="gqa"))


def resnet50() -> ModelSpec:
    return ModelSpec(name="ResNet-50", family="vision_cnn", params_b=0.025557032, gflops_per_sample=8.178)


def h100() -> Accelerator:
    return Accelerator(name="H100 SXM5", vendor="NVIDIA", segment="datacenter", release_year=2022, memory_gb=80,
                       bandwidth_gb_s=3350, fp32_tflops=67, tf32_tflops=494.5, fp16_tflops=989.5, bf16_tflops=989.5,
                       fp8_tflops=1979, int8_tops=1979, interconnect="NVLink 4", source="test", as_of=D)


def rtx4090() -> Accelerator:
    return Accelerator(name="GeForce RTX 4090", vendor="NVIDIA", segment="consumer", release_year=2022, memory_gb=24,
                       bandwidth_gb_s=1008, fp32_tflops=82.6, tf32_tflops=82.6, fp16_tflops=165.2, bf16_tflops=165.2,
                       fp8_tflops=330.3, int8_tops=660.6, source="test", as_of=D)


def m2_ultra() -> Accelerator:
    return Accelerator(name="Apple M2 Ultra", vendor="Apple", segment="apple", release_year=2023, memory_gb=192,
                       bandwidth_gb_s=800, source="test", as_of=D)


def workload(kind: str, model: ModelSpec, **recipe) -> Workload:
    return Workload(name="t", kind=kind, model=model, recipe=Recipe(**recipe), schedule=Schedule(frequency="monthly"))
