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

Megatron-LM layouts (``Recipe.runtime`` megatron / nemo with no stated tensor or pipeline parallelism)
-----------------------------------------------------------------------------------------------
Megatron-LM (and NeMo, built on Megatron Core) fit a model that does not fit one device by
splitting it across devices, not by ZeRO-3 / FSDP sharding of a data-parallel copy: tensor
parallelism inside a server first, up to the server's NVLink domain (8 GPUs), then pipeline
parallelism across servers (Narayanan et al., SC21, arXiv 2104.04473, Sec. 3.3 takeaway #1: "tensor
model parallelism should generally be used up to degree g when using g-GPU servers, and then
pipeline model parallelism can be used to scale up to larger models across servers").  When the
recipe states no layout and the model does not fit with its memory margin, the engine takes the
first layout of that order that does: tensor degrees 2, 4, 8 (dividing the attention heads and the
KV heads), then pipeline degrees with the full tensor degree, from 2 up to one layer per stage,
each dividing the devices with the tensor degree: first those that give every stage the same
number of layers, then the others (Megatron Core allows stages of unequal layer counts).  The global batch stays the recipe's: each replica, now tp x pp devices, accumulates that
many more micro-batches.  With Megatron-LM's default optimizer (not distributed, so no ZeRO) the
rule gives the SC21 paper's Table 1 layouts from 18B up (TP8; 39B TP8 x PP2; 145B TP8 x PP8); the
smaller models it leaves on fewer tensor ranks than the paper chose.  Pipeline bubbles are not
counted (the schedule is not stated).

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


#: the runtimes that split a model by tensor / pipeline parallelism (Megatron-LM layouts above)
MODEL_PARALLEL_RUNTIMES = ("megatron", "nemo")
#: devices of one server's NVLink domain: the largest tensor-parallel degree
TP_MAX = 8


def megatron_layouts(heads: int, kv_heads: int, layers: int, n: int, per_node: int) -> list[tuple[int, int]]:
    """(tensor, pipeline) degrees to try, in Megatron-LM's order (module docstring), for ``n``
    devices with ``per_node`` of them in a server; (1, 1) is not among them."""
    g = 1
    while (g * 2 <= min(TP_MAX, per_node, n) and (not heads or heads % (g * 2) == 0)
           and (not kv_heads or kv_heads % (g * 2) == 0)):
        g *= 2
    out = [(t, 1) for t in (2, 4, 8) if t <= g and n % t == 0]
    even = [(g, q) for q in range(2, max(1, layers) + 1) if n % (g * q) == 0 and layers % q == 0]
    return out + even + [(g, q) for q in range(2, max(1, layers) + 1) if n % (g * q) == 0 and layers % q]


def param_fetches(recompute: str) -> float:
    """Times each layer's weights are needed per micro-step: forward, backward, and a recomputed
    forward under full activation checkpointing."""
    return 3.0 if recompute == "full" else 2.0
