"""Peak throughput of a device, FLOP counts and multi-GPU scaling (engine-anchors §12.8-§12.9).

* Peaks are **dense** tensor-core rates at the recipe's precision (catalog convention; vendors'
  sparse figures are 2x).  FP32 work uses the CUDA-core FP32 rate (PyTorch leaves TF32 off for
  matmuls by default), ``tf32`` the TF32 tensor rate.  Tensor peaks are never replaced by CUDA-core
  FP32 unless the device has no tensor units.
* Training FLOPs: ``6·N·D`` plus the attention term ``6·L·h·s`` per token (Megatron halves the
  PaLM/nanoGPT ``12·L·h·s`` for causal masks; multi-head latent attention scores over head_dim +
  RoPE); MoE uses active parameters; full recomputation
  executes one more forward (``8·N·D``); LoRA/QLoRA skip the frozen weights' gradients (``4·N``
  per token, engine-anchors §12.8).  Non-transformer models: ``3 x`` the forward FLOPs per sample.
* Multi-GPU per-GPU efficiency by link (tco-anchors §4, §5.2).
"""

from __future__ import annotations

from gpuadvisor.i18n import translate

from .shape import Shape

# per-GPU scaling efficiency at 1/2/4/8 devices by link (tco-anchors §5.2); linear in between,
# constant above 8 (multi-node clusters are built with a matching fabric).
SCALING: dict[str, tuple[float, float, float, float]] = {
    "nvlink": (1.0, 0.97, 0.96, 0.95),
    "nvswitch": (1.0, 0.97, 0.96, 0.95),
    "ici": (1.0, 0.97, 0.96, 0.95),
    "unified": (1.0, 0.97, 0.96, 0.95),
    "pcie_p2p": (1.0, 0.92, 0.85, 0.75),
    "pcie": (1.0, 0.80, 0.65, 0.50),
    "single": (1.0, 0.80, 0.65, 0.50),
}
_POINTS = (1, 2, 4, 8)


def scaling_efficiency(link: str, n: int) -> float:
    """Per-GPU efficiency of an n-device job over ``link``; n x eff(n) never drops below 1."""
    if n <= 1:
        return 1.0
    table = SCALING.get(link, SCALING["pcie"])
    if n >= 8:
        eff = table[3]
    else:
        for i in range(3):
            lo, hi = _POINTS[i], _POINTS[i + 1]
            if lo <= n <= hi:
                t = (n - lo) / (hi - lo)
                eff = table[i] + t * (table[i + 1] - table[i])
                break
    return max(eff, 1.0 / n)


# ---------------------------------------------------------------------------------------------
# device peaks


def _nvidia_tensor_fallback(acc) -> float | None:
    """Dense 16-bit tensor peak for NVIDIA parts with no published figure.

    Every Ampere-or-later NVIDIA GPU runs dense FP16 on its tensor cores at 4 x its FP32 rate
    (FP16 accumulate; NVIDIA GA102 / AD102 / GB202 architecture whitepapers: 4 x per SM), and the
    professional and embedded parts (RTX A6000 154.8 / 38.7, RTX 6000 Ada 364.2 / 91.1, L40S,
    L4, RTX PRO 6000 Blackwell 500 / 125) also accumulate in FP32 at that rate; only GeForce cards
    halve the FP32-accumulate rate (2 x FP32).  DGX Spark's GB10 (not GeForce): 31 TFLOPS FP32
    -> 124 TFLOPS FP16, which NVIDIA's one published figure confirms: 1 PFLOP FP4 with
    sparsity = 500 dense, and Blackwell tensor cores run FP4 at 4 x their FP16 rate (B200:
    9 / 2.25 PFLOPS dense).  An assumption where the catalog has no tensor figure, shown in the
    steps."""
    if acc.vendor.lower() == "nvidia" and (acc.release_year or 0) >= 2020 and acc.fp32_tflops:
        return (2.0 if acc.segment == "consumer" else 4.0) * acc.fp32_tflops
    return None


def _fallback_label(acc) -> str:
    if acc.segment == "consumer":
        return translate("Compute", "tensor ~2x FP32 (not published; assumption)")
    return translate("Compute", "tensor ~4x FP32 (not published; assumption)")


def clock_factor(tdp_w: float | None, power_limit_w: float | None) -> float:
    """Share of the full clock a GPU keeps under a power limit below its TDP.

    ``nvidia-smi --power-limit`` caps board power; GPU Boost then lowers the graphics clock (the
    memory clock stays, so bandwidth does not change).  Dynamic power is ``C·V²·f`` and the
    voltage falls with the frequency over the DVFS range, so power goes as ``f³`` and the clock
    as the cube root of the power share: 330 W on a 400 W A100 keeps 94 % of its clock.  Work
    that would draw the full TDP loses that share; memory-bound work draws less and loses less
    (an upper bound on the slowdown)."""
    if not tdp_w or not power_limit_w or power_limit_w >= tdp_w:
        return 1.0
    return (max(power_limit_w, 1e-9) / tdp_w) ** (1.0 / 3.0)


def power_limited(acc, power_limit_w: float):
    """The accelerator with every compute peak (tensor and FP32) scaled by :func:`clock_factor`."""
    f = clock_factor(acc.tdp_w, power_limit_w)
    if f >= 1.0:
        return acc
    keys = ("fp64_tflops", "fp32_tflops", "tf32_tflops", "fp16_tflops", "bf16_tflops", "fp8_tflops", "int8_tops")
    return acc.model_copy(update={k: getattr(acc, k) * f for k in keys if getattr(acc, k)})


def fp32_rate(acc, apple_tflops_per_gbs: float) -> float:
    if acc.fp32_tflops:
        return acc.fp32_tflops
    if acc.segment == "apple" and acc.bandwidth_gb_s:
        return apple_tflops_per_gbs * acc.bandwidth_gb_s
    return acc.bf16_tflops or acc.fp16_tflops or 1.0


def peak_tflops(acc, precision: str, apple_tflops_per_gbs: float) -> tuple[float, str]:
    """(dense TFLOPS, which figure) for a compute precision."""
    f16 = acc.bf16_tflops if precision == "bf16" else acc.fp16_tflops
    f16 = f16 or acc.fp16_tflops or acc.bf16_tflops
    if precision == "fp32":
        return fp32_rate(acc, apple_tflops_per_gbs), translate("Compute", "FP32 (CUDA cores)")
    if precision == "tf32":
        if acc.tf32_tflops:
            return acc.tf32_tflops, translate("Compute", "TF32 tensor")
        return fp32_rate(acc, apple_tflops_per_gbs), translate("Compute", "FP32 (no TF32 units)")
    if precision == "fp8" and acc.fp8_tflops:
        return acc.fp8_tflops, translate("Compute", "FP8 tensor")
    if precision in ("int8", "int4") and acc.int8_tops:
        return acc.int8_tops, translate("Compute", "INT8 tensor")
    if f16:
        return f16, (translate("Compute", "BF16 tensor") if precision == "bf16" else translate("Compute", "FP16 tensor"))
    if acc.segment == "apple":
        # Apple GPUs run FP16 at the FP32 rate (no separate matrix units before M5)
        return fp32_rate(acc, apple_tflops_per_gbs), translate("Compute", "FP16 = FP32 rate (Apple GPU)")
    fb = _nvidia_tensor_fallback(acc)
    if fb:
        return fb, _fallback_label(acc)
    return fp32_rate(acc, apple_tflops_per_gbs), translate("Compute", "FP32 (no tensor units)")


def warpgroup_mma_peak(acc) -> bool:
    """The device's dense tensor peak needs Hopper's asynchronous warpgroup MMA (``wgmma``) or
    datacenter Blackwell's ``tcgen05``: the NVIDIA HBM parts with FP8 (H100/H200/GH200, B200,
    GB200, B300).  Kernels written with the warp-level ``mma.sync`` of Ampere reach about half of
    it (FlashAttention-3 paper, Shah et al. 2024: FlashAttention-2 at 35 % of an H100's peak
    against 70 % of an A100's)."""
    return (acc.vendor.lower() == "nvidia" and bool(acc.fp8_tflops)
            and "HBM" in (acc.memory_type or "").upper())


def llama_cpp_peak(acc, quantized: bool, apple_tflops_per_gbs: float) -> tuple[float, str]:
    """Peak rate llama.cpp's matmuls can use.  GeForce cards run FP16 with FP16 accumulation
    (and INT8 MMQ) at 2x the FP32-accumulate figure the catalog lists; parts without tensor
    cores run quantized matmuls with DP4A at 4x FP32 (Pascal GP102: 47 TOPS = 4 x 11.76).
    Quantized weights run in llama.cpp's own MMQ kernels, written with ``mma.sync``: on Hopper
    and datacenter Blackwell that is half the dense peak (:func:`warpgroup_mma_peak`); F16
    weights go through cuBLAS, which uses the full rate."""
    if acc.segment == "apple":
        return fp32_rate(acc, apple_tflops_per_gbs), translate("Compute", "Apple GPU FP16/FP32 rate")
    f16 = acc.fp16_tflops or acc.bf16_tflops
    if f16:
        if acc.segment == "consumer" and acc.vendor.lower() == "nvidia":
            return 2.0 * f16, translate("Compute", "FP16 tensor, FP16 accumulate (GeForce 2x)")
        if quantized and warpgroup_mma_peak(acc):
            return 0.5 * f16, translate("Compute", "FP16 tensor through mma.sync (half the Hopper/Blackwell peak)")
        return f16, translate("Compute", "FP16 tensor")
    fb = _nvidia_tensor_fallback(acc)
    if fb:
        return fb, _fallback_label(acc)
    if quantized and acc.vendor.lower() == "nvidia" and acc.fp32_tflops:
        return 4.0 * acc.fp32_tflops, translate("Compute", "INT8 DP4A (4x FP32)")
    return fp32_rate(acc, apple_tflops_per_gbs), translate("Compute", "FP32")


# ---------------------------------------------------------------------------------------------
# tensor-parallel all-reduce (inference)

#: NCCL's own latency model for a ring all-reduce with its low-latency (LL) protocol, the one it
#: picks for the small messages of a decode step (NVIDIA/nccl ``src/graph/tuning.cc``: ``baseLat``
#: ring LL 6.6 us, ``hwLat`` NVLink ring LL 0.6 us per step); a ring all-reduce takes 2·(n-1)
#: steps, so 7.8 us on 2 GPUs and 15 us on 8.
NCCL_RING_LL_BASE_S = 6.6e-6
NCCL_RING_LL_NVLINK_HOP_S = 0.6e-6
#: per-call latency over links NCCL's NVLink figures do not cover (engine's earlier figures:
#: TPU ICI and Apple unified memory; PCIe, where GeForce cards have no peer-to-peer and go
#: through host memory)
_ALLREDUCE_OTHER_S = {"ici": 8e-6, "unified": 4e-6}
_ALLREDUCE_PCIE_S = 25e-6


def allreduce_latency_s(link: str, n: int) -> float:
    """Seconds of latency of one all-reduce over ``n`` devices joined by ``link``."""
    if n <= 1:
        return 0.0
    if link in ("nvlink", "nvswitch"):
        return NCCL_RING_LL_BASE_S + 2.0 * (n - 1) * NCCL_RING_LL_NVLINK_HOP_S
    return _ALLREDUCE_OTHER_S.get(link, _ALLREDUCE_PCIE_S)


def link_bytes_s(acc, link: str, pcie_gb_s: float) -> float:
    """Bytes/s one device sends over ``link`` (one direction): half the catalog's bidirectional
    NVLink / ICI figure; PCIe links at ``pcie_gb_s`` (efficiency ``offload_pcie_gb_s``)."""
    if link in ("nvlink", "nvswitch", "ici", "unified") and acc.interconnect_gb_s:
        return acc.interconnect_gb_s / 2.0 * 1e9
    return pcie_gb_s * 1e9


def allreduce_s_per_byte(n: int, bytes_s: float) -> float:
    """Seconds per byte of payload of a ring all-reduce over ``n`` devices: each device sends
    2·(n-1)/n of the payload, and the LL protocol carries 4 bytes of data in every 8-byte store
    (a 4-byte flag in the other half: NVIDIA/nccl ``src/device/prims_ll.h``, ``ncclLLFifoLine``
    data1/flag1/data2/flag2), so at half the link rate."""
    if n <= 1 or bytes_s <= 0:
        return 0.0
    return 2.0 * (n - 1) / n / (0.5 * bytes_s)


# ---------------------------------------------------------------------------------------------
# FLOPs


def train_flops_per_token(shape: Shape, seq: int, *, kind: str, recompute: str, causal: bool = True) -> float:
    """Executed training FLOPs per token (forward + backward, + recompute)."""
    n = shape.active_params - shape.embed_params  # the embedding lookup is not a matmul
    if shape.head_params == 0 and shape.vocab > 1 and shape.family == "decoder_llm":
        n += shape.embed_params  # tied: the table is also the LM head
    if shape.kv_latent or shape.rope_dim:
        # MLA trains with the keys and values expanded: scores over head_dim + RoPE, values over head_dim
        attn_fwd = shape.layers * shape.heads * (2.0 * shape.head_dim + shape.rope_dim) * seq * (1.0 if causal else 2.0)
    else:
        attn_fwd = 2.0 * shape.layers * shape.heads * shape.head_dim * seq * (1.0 if causal else 2.0)
    fwd = 2.0 * n + attn_fwd
    if kind in ("lora", "qlora"):
        per = 2.0 * fwd  # forward + activation gradients; adapter gradients are negligible
    else:
        per = 3.0 * fwd
    if recompute == "full":
        per += fwd
    elif recompute == "selective":
        per += attn_fwd
    return per


def model_flops_per_token(shape: Shape, seq: int, *, kind: str, causal: bool = True) -> float:
    """Model FLOPs per token (no recompute) - what MFU is quoted against."""
    return train_flops_per_token(shape, seq, kind=kind, recompute="none", causal=causal)


def forward_flops_per_token(shape: Shape, context: float) -> float:
    """Inference FLOPs for one token attending to ``context`` tokens: ``2·N_act + 4·L·a·d·c``.

    Multi-head latent attention (DeepSeek-V2/V3) decodes with the key and value up-projections
    absorbed into the query and output projections, attending over the cached latent itself
    (DeepSeek-V2 paper, arXiv 2405.04434, Sec. 2.1.2; FlashMLA: query/key dimension 576 = latent 512 +
    RoPE 64, value dimension 512): ``2·N_act + 2·L·a·(2r + rope)·c``, 4.25x the ``4·L·a·d·c`` of
    DeepSeek-V3's 128 heads of 128 (why its long-context decode turns compute-bound)."""
    n = shape.active_params - shape.embed_params
    if shape.head_params == 0 and shape.vocab > 1:
        n += shape.embed_params
    if shape.kv_latent:
        return 2.0 * n + 2.0 * shape.layers * shape.heads * (2.0 * shape.kv_latent + shape.rope_dim) * context
    if shape.rope_dim:
        # MLA run expanded (Hugging Face transformers): keys head_dim + RoPE wide, values head_dim
        return 2.0 * n + 2.0 * shape.layers * shape.heads * (2.0 * shape.head_dim + shape.rope_dim) * context
    return 2.0 * n + 4.0 * shape.layers * shape.heads * shape.head_dim * context
