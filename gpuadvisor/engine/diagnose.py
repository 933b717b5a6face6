"""Diagnosis of a slow training run from what a user can observe (nvidia-smi, top, the step time).

Rules follow the standard reading of these counters (PyTorch performance tuning guide: data
loading with ``num_workers`` and ``pin_memory``, mixed precision, batch size; NVIDIA DALI docs on
CPU-bound input pipelines).  The seeds' case: GPU 45 %, CPU 87 %, VRAM 34 % of 24 GB → the input
pipeline is the bottleneck.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from gpuadvisor.domain.project import Finite


class Observation(BaseModel):
    """What was observed during the run (percentages 0-100)."""

    model_config = ConfigDict(extra="forbid")

    gpu_util_pct: Finite = Field(..., ge=0, le=100, description="Average GPU utilisation (nvidia-smi)")
    cpu_util_pct: Finite = Field(..., ge=0, le=100, description="Average CPU utilisation, all cores")
    memory_used_gb: Finite = Field(..., ge=0, le=100_000, description="GPU memory in use")
    memory_total_gb: Finite = Field(..., gt=0, le=100_000, description="GPU memory of the device")
    step_time_s: Finite | None = Field(None, gt=0, le=1e6, description="Seconds per step (batch)")
    gpu_peak_util_pct: Finite | None = Field(None, ge=0, le=100)
    loader_workers: int | None = Field(None, ge=0, le=1024, description="DataLoader num_workers")
    batch_size: int | None = Field(None, ge=1, le=1_000_000)
    precision: str | None = Field(None, description="fp32, fp16, bf16 ...")
    in_vm: bool = Field(False, description="Training runs inside a virtual machine")
    pin_memory: bool | None = None
    multi_gpu: bool = False


@dataclass
class Diagnosis:
    bottleneck: str  # "input pipeline", "GPU compute", "GPU memory", "host-device transfer", "communication", "unclear"
    summary: str
    evidence: list[str] = field(default_factory=list)
    fixes: list[str] = field(default_factory=list)
    memory_headroom_pct: float = 0.0


def diagnose(obs: Observation) -> Diagnosis:
    mem_pct = 100.0 * obs.memory_used_gb / obs.memory_total_gb
    headroom = max(0.0, 100.0 - mem_pct)
    ev = [
        f"GPU busy {obs.gpu_util_pct:.0f} % of the time" + (f" (peaks {obs.gpu_peak_util_pct:.0f} %)" if obs.gpu_peak_util_pct else ""),
        f"CPU at {obs.cpu_util_pct:.0f} %",
        f"GPU memory {obs.memory_used_gb:g} of {obs.memory_total_gb:g} GB in use ({mem_pct:.0f} %)",
    ]
    fixes: list[str] = []
    low_fp = obs.precision is None or obs.precision.lower() in ("fp32", "float32", "tf32")

    if mem_pct > 95:
        bottleneck = "GPU memory"
        summary = "GPU memory is full: the run is at the edge of out-of-memory, and the allocator may be thrashing."
        fixes += [
            "enable mixed precision (bf16/fp16 autocast) to halve activation memory",
            "turn on gradient checkpointing",
            "lower the micro-batch and keep the effective batch with gradient accumulation",
            "use an 8-bit optimizer or ZeRO/FSDP sharding across GPUs",
        ]
    elif obs.gpu_util_pct < 70 and obs.cpu_util_pct >= 75:
        bottleneck = "input pipeline"
        summary = (
            "The GPU waits for data: it is idle about "
            f"{100 - obs.gpu_util_pct:.0f} % of the time while the CPU is saturated decoding and "
            "augmenting images. The input pipeline (data loading on the CPU) is the bottleneck, not the GPU."
        )
        w = obs.loader_workers
        fixes.append(
            "use more DataLoader workers (num_workers ≈ CPU cores" + (f"; now {w}" if w is not None else "") + ") with persistent_workers=True and prefetch_factor"
        )
        if obs.pin_memory is not True:
            fixes.append("set pin_memory=True and copy with non_blocking=True")
        fixes.append("pre-resize or cache the images once (e.g. to the training resolution), or decode on the GPU (NVIDIA DALI)")
        if headroom > 30:
            fixes.append(
                f"use the {headroom:.0f} % of free GPU memory: a larger batch amortises per-step overhead (scale the learning rate)"
            )
        if low_fp:
            fixes.append("enable mixed precision (bf16/fp16): faster steps and half the activation memory")
        if obs.in_vm:
            fixes.append("leave the virtual machine: run on the host (or a Linux box) so the loader gets every core and direct I/O")
        fixes.append("move the dataset to a local NVMe disk")
    elif obs.gpu_util_pct < 70 and obs.cpu_util_pct < 50:
        bottleneck = "host-device transfer or I/O"
        summary = (
            "Neither the GPU nor the CPU is busy: the run waits on I/O (disk or network storage), on host-to-device "
            "copies or on synchronisation points (.item(), logging every step)."
        )
        fixes += [
            "read the dataset from local NVMe, not a network share",
            "set pin_memory=True and non_blocking copies",
            "avoid per-step .item()/.cpu() calls and synchronous logging",
        ]
        if obs.multi_gpu:
            fixes.append("check the interconnect: without NVLink or P2P, gradient all-reduce over PCIe stalls the GPUs")
            bottleneck = "communication"
    elif obs.gpu_util_pct >= 85:
        bottleneck = "GPU compute"
        summary = "The GPU is busy almost all the time: the run is compute-bound. Speed comes from precision, kernels or more GPUs."
        if low_fp:
            fixes.append("enable mixed precision (bf16/fp16) to use the tensor cores")
        fixes += [
            "use fused kernels: FlashAttention/SDPA, torch.compile",
            "add GPUs (data parallel) or move to a faster GPU; the advisor estimates the speed-up",
        ]
        if headroom > 30:
            fixes.append("a larger batch may raise throughput a little more")
    else:
        bottleneck = "unclear"
        summary = "The counters do not point to one bottleneck; profile a few steps (torch.profiler) to see where time goes."
        fixes += ["profile with torch.profiler and look at data-loading vs kernel time"]
        if low_fp:
            fixes.append("enable mixed precision (bf16/fp16)")
    if obs.step_time_s and obs.batch_size:
        ev.append(f"{obs.batch_size / obs.step_time_s:,.1f} samples/s ({obs.step_time_s:g} s per step of {obs.batch_size})")
    return Diagnosis(bottleneck=bottleneck, summary=summary, evidence=ev, fixes=fixes, memory_headroom_pct=headroom)
