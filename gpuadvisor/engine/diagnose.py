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
from gpuadvisor.i18n import translate


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
    """The bottleneck (an English key, see ``gpuadvisor.labels.bottleneck_label``), with the summary,
    evidence and fixes in the current language."""
    mem_pct = 100.0 * obs.memory_used_gb / obs.memory_total_gb
    headroom = max(0.0, 100.0 - mem_pct)
    if obs.gpu_peak_util_pct:
        busy = translate("Diagnose", "GPU busy {busy} % of the time (peaks {peak} %)").format(
            busy=f"{obs.gpu_util_pct:.0f}", peak=f"{obs.gpu_peak_util_pct:.0f}")
    else:
        busy = translate("Diagnose", "GPU busy {busy} % of the time").format(busy=f"{obs.gpu_util_pct:.0f}")
    ev = [
        busy,
        translate("Diagnose", "CPU at {cpu} %").format(cpu=f"{obs.cpu_util_pct:.0f}"),
        translate("Diagnose", "GPU memory {used} of {total} GB in use ({pct} %)").format(
            used=f"{obs.memory_used_gb:g}", total=f"{obs.memory_total_gb:g}", pct=f"{mem_pct:.0f}"),
    ]
    fixes: list[str] = []
    low_fp = obs.precision is None or obs.precision.lower() in ("fp32", "float32", "tf32")

    # near-full memory at high utilisation is PyTorch's caching allocator keeping freed blocks on a
    # healthy, compute-bound run (the GPU branch says so); with the GPU idle it points to thrashing
    if mem_pct > 95 and obs.gpu_util_pct < 85:
        bottleneck = "GPU memory"
        summary = translate("Diagnose", "GPU memory is full: the run is at the edge of out-of-memory, and the allocator "
                                        "may be thrashing.")
        fixes += [
            translate("Diagnose", "enable mixed precision (bf16/fp16 autocast) to halve activation memory"),
            translate("Diagnose", "turn on gradient checkpointing"),
            translate("Diagnose", "lower the micro-batch and keep the effective batch with gradient accumulation"),
            translate("Diagnose", "use an 8-bit optimizer or ZeRO/FSDP sharding across GPUs"),
        ]
    elif obs.gpu_util_pct < 70 and obs.cpu_util_pct >= 75:
        bottleneck = "input pipeline"
        summary = translate(
            "Diagnose",
            "The GPU waits for data: it is idle about {idle} % of the time while the CPU is saturated decoding and "
            "augmenting images. The input pipeline (data loading on the CPU) is the bottleneck, not the GPU.",
        ).format(idle=f"{100 - obs.gpu_util_pct:.0f}")
        w = obs.loader_workers
        if w is not None:
            fixes.append(translate(
                "Diagnose", "use more DataLoader workers (num_workers ≈ CPU cores; now {workers}) with "
                            "persistent_workers=True and prefetch_factor").format(workers=w))
        else:
            fixes.append(translate(
                "Diagnose", "use more DataLoader workers (num_workers ≈ CPU cores) with persistent_workers=True "
                            "and prefetch_factor"))
        if obs.pin_memory is not True:
            fixes.append(translate("Diagnose", "set pin_memory=True and copy with non_blocking=True"))
        fixes.append(translate("Diagnose", "pre-resize or cache the images once (e.g. to the training resolution), or "
                                           "decode on the GPU (NVIDIA DALI)"))
        if headroom > 30:
            fixes.append(translate(
                "Diagnose", "use the {free} % of free GPU memory: a larger batch amortises per-step overhead (scale "
                            "the learning rate)").format(free=f"{headroom:.0f}"))
        if low_fp:
            fixes.append(translate("Diagnose", "enable mixed precision (bf16/fp16): faster steps and half the "
                                               "activation memory"))
        if obs.in_vm:
            fixes.append(translate("Diagnose", "leave the virtual machine: run on the host (or a Linux box) so the "
                                               "loader gets every core and direct I/O"))
        fixes.append(translate("Diagnose", "move the dataset to a local NVMe disk"))
    elif obs.gpu_util_pct < 70 and obs.cpu_util_pct < 50:
        bottleneck = "host-device transfer or I/O"
        summary = translate(
            "Diagnose",
            "Neither the GPU nor the CPU is busy: the run waits on I/O (disk or network storage), on host-to-device "
            "copies or on synchronisation points (.item(), logging every step).",
        )
        fixes += [
            translate("Diagnose", "read the dataset from local NVMe, not a network share"),
            translate("Diagnose", "set pin_memory=True and non_blocking copies"),
            translate("Diagnose", "avoid per-step .item()/.cpu() calls and synchronous logging"),
        ]
        if headroom > 30:  # small steps: the per-step launches and waits outweigh the GPU's work
            fixes.insert(0, translate(
                "Diagnose", "use the {free} % of free GPU memory: a larger batch amortises per-step overhead (scale "
                            "the learning rate)").format(free=f"{headroom:.0f}"))
        if obs.multi_gpu:
            fixes.append(translate("Diagnose", "check the interconnect: without NVLink or P2P, gradient all-reduce "
                                               "over PCIe stalls the GPUs"))
            bottleneck = "communication"
    elif obs.gpu_util_pct >= 85:
        bottleneck = "GPU compute"
        summary = translate("Diagnose", "The GPU is busy almost all the time: the run is compute-bound. Speed comes "
                                        "from precision, kernels or more GPUs.")
        if low_fp:
            fixes.append(translate("Diagnose", "enable mixed precision (bf16/fp16) to use the tensor cores"))
        fixes += [
            translate("Diagnose", "use fused kernels: FlashAttention/SDPA, torch.compile"),
            translate("Diagnose", "add GPUs (data parallel) or move to a faster GPU; the advisor estimates the "
                                  "speed-up"),
        ]
        if headroom > 30:
            fixes.append(translate("Diagnose", "a larger batch may raise throughput a little more"))
        if mem_pct > 95:
            fixes.append(translate("Diagnose", "memory shows nearly full, as PyTorch's caching allocator keeps freed "
                                               "blocks: usual for a busy run, but a longer input or a larger batch may "
                                               "run out of memory"))
    else:
        bottleneck = "unclear"
        summary = translate("Diagnose", "The counters do not point to one bottleneck; profile a few steps "
                                        "(torch.profiler) to see where time goes.")
        fixes += [translate("Diagnose", "profile with torch.profiler and look at data-loading vs kernel time")]
        if low_fp:
            fixes.append(translate("Diagnose", "enable mixed precision (bf16/fp16)"))
    if obs.step_time_s and obs.batch_size:
        ev.append(translate("Diagnose", "{rate} samples/s ({seconds} s per step of {batch})").format(
            rate=f"{obs.batch_size / obs.step_time_s:,.1f}", seconds=f"{obs.step_time_s:g}", batch=obs.batch_size))
    return Diagnosis(bottleneck=bottleneck, summary=summary, evidence=ev, fixes=fixes, memory_headroom_pct=headroom)
