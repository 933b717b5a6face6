"""Training recipe choices whose effect is not in the step's FLOPs: the optimizer step's memory
traffic, optimizers in backward and paged optimizer states, weights / optimizer states /
activations offloaded to host RAM or NVMe, tuned benchmark code, and the tensor-core generation.

Every effect is bytes moved over a link (HBM, PCIe, NVMe) at a documented rate, or a documented
efficiency constant (efficiency.py); the scalar estimate (engine.estimate) and the array path
(engine.vector) both call these functions.

Optimizer step (per optimizer step, on the GPU unless the optimizer is offloaded)
-------------------------------------------------------------------------------
The update is element-wise and memory-bound: its time is the bytes it moves over the device's
memory bandwidth.  A fused AdamW kernel (``torch.optim.AdamW(fused=True)``, apex / Transformer
Engine FusedAdam) reads the master weights (or the weights), the gradients and both moments once
and writes the master weights, the moments and the 16-bit weights once::

    fused = 2·master + grad + 2·states + (16-bit weights if a master copy exists)

bytes per trainable parameter (30 B with fp32 master and moments, 14 B in pure bf16).  PyTorch's
default multi-tensor ("foreach") AdamW runs the same update as eight element-wise passes
(``_multi_tensor_adamw``: weight decay, lerp of the first moment, scale and addcmul of the second,
sqrt, divide, add eps, addcdiv into the weights) that touch a state-sized tensor 20 times instead
of 7: ``foreach = fused x 20/7``.  The other PyTorch optimizers (SGD with momentum, Adafactor) are
counted the same way.  bitsandbytes' 8-bit blockwise AdamW moves 1-byte moments but spends time
quantizing them: efficiency.py ``optimizer_8bit_extra_b``.

Optimizer in backward (torchtune ``optimizer_in_bwd``): each parameter is updated by a hook as
soon as its gradient is complete and the gradient is freed, so only about one layer of gradients
is alive; the update itself moves the same bytes (torchtune README: +1.4 % tokens/s, i.e. no
cost).  It cannot accumulate gradients over micro-batches.

Paged optimizer states (bitsandbytes ``PagedAdamW8bit``): the states live in CUDA unified memory;
when the GPU runs out the driver evicts pages to host RAM and faults them back for the update:
the part that does not fit crosses PCIe twice per optimizer step.

Offload (``Parallelism.cpu_offload`` / ``param_offload`` / ``offload_device``, ``Recipe.activation_offload``)
----------------------------------------------------------------------------------------------
* Optimizer offload (ZeRO-Offload, Ren et al. USENIX ATC 2021): states, fp32 master weights and
  gradients in host RAM, the update on the CPU (engine.estimate ``_offload_seconds``).
* Parameter offload (ZeRO-3 ``offload_param``, ZeRO-Infinity; FSDP ``CPUOffload(offload_params=True)``,
  which also moves the gradients and runs the optimizer on the CPU, so it implies optimizer
  offload): the weights live in host memory and each layer is copied to the GPU when it runs, once
  in the forward pass, once in the backward pass and once more for a recomputed forward; with
  ZeRO-3 each rank copies its 1/dp shard and all-gathers the rest over the GPU links.  Two layers
  are on the GPU (the one running and the prefetched next).  The copies are prefetched and
  overlap the compute (ZeRO-Infinity's overlap-centric design, Rajbhandari et al. SC'21): a
  micro-step takes max(compute, transfer).
* NVMe (ZeRO-Infinity): offloaded state lives on NVMe SSDs; transfers to the GPU run at the lower
  of the PCIe and NVMe rates, and the CPU optimizer reads and writes its states and master
  weights from NVMe every step.
* Activation offload (torchtune ``enable_activation_offloading``, Unsloth's offloaded gradient
  checkpoints): the activations kept for the backward pass go to host RAM during the forward pass
  and come back during the backward pass on a separate CUDA stream; two layers stay on the GPU.
  The copies overlap the compute (torchtune README: -0.1 % tokens/s): max(compute, transfer).

Tensor parallelism (``Parallelism.tensor_parallel``)
---------------------------------------------------
Megatron-style tensor parallelism splits every attention and MLP block over the ``t`` devices of a
group, which must then combine their partial results: two all-reduces per layer in the forward pass
(after the attention and after the MLP), two in the backward pass (the input gradients of the
column-parallel layers) and two more in a recomputed forward (Shoeybi et al. 2019, arXiv
1909.08053, Fig. 4: ``f`` / ``g`` operators; with sequence parallelism each becomes a
reduce-scatter and an all-gather of the same volume, Korthikanti et al. 2022, arXiv 2205.05198).
The payload is every token's hidden vector at the activation precision; a ring all-reduce sends
``2 (t-1)/t`` of it from each device, at the link rate (half the catalog's bidirectional NVLink
figure, ``compute.link_bytes_s``) times ``train_tp_link_eff`` (NCCL's bus bandwidth on large
messages).  These collectives sit between dependent matrix multiplications, on the critical path
(Megatron-LM overlaps them only with ``--tp-comm-overlap``), so their time adds to the step:
``t_token = t_compute / (t x pipeline stages) + calls x layers per stage x h x bytes x 2(t-1)/t / rate``.

Tuned benchmark code (``Recipe.training_code``)
-----------------------------------------------
NVIDIA's MLPerf submissions (DALI data loading, cuDNN/Transformer Engine fused kernels, CUDA
graphs) against an ordinary training script for the same runtime: the runtime factor is at least
``train_runtime.tuned``, the CPU launch floor is that of a CUDA-graph runtime, and CNN training
keeps feature maps out of memory (``cnn_train_flop_per_byte.tuned``, ``cnn_step_ms.tuned``).
"""

from __future__ import annotations

#: foreach (multi-tensor) PyTorch optimizers touch a state-sized tensor 20 times per AdamW update
#: where the fused kernel touches it 7 times (see the module docstring)
FOREACH_OVER_FUSED = 20.0 / 7.0

#: optimizers whose update is one fused kernel
FUSED = ("adamw_fused",)
#: bitsandbytes 8-bit optimizers
EIGHT_BIT = ("adamw_8bit", "paged_adamw_8bit")


def pre_ampere_tensor(acc, precision: str) -> bool:
    """First- or second-generation NVIDIA tensor cores (Volta, Turing) running 16-bit math: the
    parts with an FP16 tensor rate of at least 4x FP32 and no BF16 support (BF16 tensor cores came
    with Ampere)."""
    if precision not in ("fp16", "bf16") or (acc.vendor or "").lower() != "nvidia":
        return False
    if acc.bf16_tflops or not acc.fp16_tflops or not acc.fp32_tflops:
        return False
    return acc.fp16_tflops >= 4.0 * acc.fp32_tflops


def train_gemm_efficiency(eff, acc, precision: str) -> tuple[float, str]:
    """(GEMM-phase training efficiency e, the key that supplied it) for a device and precision."""
    if pre_ampere_tensor(acc, precision):
        return eff.lookup("train_mfu.volta_turing")
    return eff.lookup(f"train_mfu.{acc.segment}")


def optimizer_step_bytes(optimizer: str, per_param: tuple[float, float, float, float], eff, *, tuned: bool = False) -> float:
    """Bytes moved (or their time equivalent) per trainable parameter by one optimizer step on the
    GPU, from the bytes per parameter of weights, gradients, states and master weights.  Tuned
    benchmark code steps its optimizer with a fused kernel (apex FusedAdam / FusedLAMB, Transformer
    Engine, MXNet's fused multi-tensor SGD in NVIDIA's MLPerf code)."""
    if optimizer == "none":
        return 0.0
    wb, gb, ob, mb = per_param
    master = mb if mb > 0 else wb
    fused = 2.0 * master + gb + 2.0 * ob + (wb if mb > 0 else 0.0)
    if optimizer in FUSED or (tuned and optimizer not in EIGHT_BIT):
        return fused
    if optimizer in EIGHT_BIT:
        return fused + eff.get("optimizer_8bit_extra_b") * 1000.0
    return fused * FOREACH_OVER_FUSED


def optimizer_steps(run_samples: float, micro_batch: int, grad_accum: int, dp: int) -> float:
    """Optimizer steps in a run of ``run_samples`` samples."""
    per_step = max(1, micro_batch) * max(1, grad_accum) * max(1, dp)
    return run_samples / per_step if run_samples else 0.0


def pcie_rate(eff) -> float:
    """Achieved host-to-GPU bytes/s (efficiency.py ``offload_pcie_gb_s``)."""
    return eff.get("offload_pcie_gb_s") * 1000.0 * 1e9


def nvme_rate(eff) -> float:
    """Achieved NVMe bytes/s per GPU (efficiency.py ``offload_nvme_gb_s``)."""
    return eff.get("offload_nvme_gb_s") * 1000.0 * 1e9


def tp_comm_s_per_token(layers: int, hidden: int, act_b: float, recompute: str, tp, pp, link_bytes_s, eff):
    """Seconds per token of a training step's tensor-parallel all-reduces on one device of a
    ``tp``-way group holding ``layers / pp`` layers (module docstring).  Scalars or numpy arrays
    (engine.vector) alike; 0 without tensor parallelism."""
    calls = 6.0 if recompute == "full" else 4.0
    return calls * (layers / pp) * hidden * act_b * (2.0 * (tp - 1) / tp) / (link_bytes_s * eff.get("train_tp_link_eff"))


def param_fetches(recompute: str) -> float:
    """Times each layer's weights are needed per micro-step: forward, backward, and a recomputed
    forward under full activation checkpointing."""
    return 3.0 if recompute == "full" else 2.0
