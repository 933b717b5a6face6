"""Mixture-of-experts training: what a routed-expert layer costs beyond its FLOPs.

The training FLOPs of a MoE count its active parameters (``compute.train_flops_per_token``), as
for a dense model of that size.  Two costs of the expert layers are not FLOPs; both are bytes
over a link at a documented rate, applied to every MoE training workload (``Shape.experts > 1``)
by the scalar estimate (engine.estimate ``_training``) and the array path (engine.vector) alike.

Expert placement
----------------
The routed experts are spread over the data-parallel devices of a node (expert parallelism,
``ep`` = the largest divisor of the expert count that is at most the node's data-parallel
devices): the all-to-all exchange stays on the node's NVLink/NVSwitch, as Megatron-Core's MoE
guide recommends ("Ensure the EPxTP communication within the NVLink domain ... If the model is too
large and requires scaling across multiple nodes, consider PP before TP and EP",
megatron/core/transformer/moe/README.md, "Tuning Guide of Parallel Mappings"), and each device
holds ``1/ep`` of the experts of its layers.
One device (or one per node) holds all experts and exchanges nothing.

1. Token dispatch and combine (all-to-all)
------------------------------------------
Each token's hidden vector goes to the devices of its ``k`` experts (dispatch) and their outputs
come back (combine): per MoE layer and token ``2 x k x h x bytes``, of which ``(ep-1)/ep`` leaves
the device.  The backward pass sends the gradients of both the same way, and a recomputed forward
(full activation checkpointing) repeats the forward exchange (Lepikhin et al. 2020, GShard,
arXiv 2006.16668, Sec. 2.2; DeepSeek-V3 technical report, arXiv 2412.19437, Sec. 3.2.2).  The
bytes go over the link at half the catalog's bidirectional figure (``compute.link_bytes_s``)
times ``train_tp_link_eff``: DeepEP's intranode kernels reach 153-158 GB/s on an H800 whose
catalog NVLink figure is 200 GB/s per direction (0.77-0.79; the README calls ~160 GB/s the NVLink
maximum; its internode kernels reach 43-58 GB/s of a 400 Gb/s CX7's ~50: deepseek-ai/DeepEP README,
"Normal kernels with NVLink and RDMA forwarding", DeepSeek-V3 pretraining setting).  Dispatch
sits between the router and the expert GEMMs and combine between them and the next layer, so the
exchange is on the critical path and adds to the step (Megatron-Core
overlaps it with another micro-batch only when asked, ``--overlap-moe-expert-parallel-comm``, MCore
v0.14, 2025); DeepSeek-V3 hides its cross-node exchange (computation : communication
about 1 : 1) only with its DualPipe schedule, which overlaps one micro-batch's all-to-all with
another's compute at the cost of 20 of the 132 SMs (report Sec. 3.2.1-3.2.2).  Per token and
device (``L`` layers over ``pp`` stages, tokens split over ``tp`` ranks)::

    t_a2a = passes x 2 x k x h x bytes x (ep-1)/ep x L / (pp x tp) / (link x train_tp_link_eff)

with passes 2 (forward, backward) or 3 (recomputed forward).

2. Expert weights streamed per micro-batch (few tokens per expert)
------------------------------------------------------------------
A dense layer's GEMMs see every token of a micro-batch; an expert's GEMM sees only the tokens
routed to it, ``M = tokens x k x ep / E`` per micro-batch.  Each micro-batch still reads every
local expert's weights for the forward and the input-gradient GEMMs (and a recomputed forward),
and the weight-gradient GEMM accumulates into the gradient buffer (read and write; Megatron's
``gradient_accumulation_fusion`` adds into the fp32 ``main_grad``).  Bytes per local expert
parameter and micro-batch: ``w x (2 + recompute) + 2 x g`` (12 B with 16-bit weights and fp32
gradients; LoRA / QLoRA: the frozen weights' ``w x (2 + recompute)``, no gradient).  An expert
GEMM's arithmetic intensity is then ``2 x passes x M / bytes`` FLOP per byte: with few tokens per
expert it falls below the device's balance (H100 BF16 ~295 FLOP/byte) and the GEMMs wait for
memory (roofline: Williams et al., CACM 2009; "grouped GEMM" efficiency falls with tokens per
expert, MegaBlocks, Gale et al. 2022, arXiv 2211.15841, Sec. 5).  The part of the weight
traffic that the expert FLOPs at the GEMM-phase rate do not cover is added::

    t_weights = max(0, expert params / (ep x tp x pp) x bytes / bandwidth - expert FLOPs / GEMM rate) / tokens

Both are per token and device; the job's rate becomes ``t_c / (t_c + t_a2a + t_weights)``.
Not modelled: router load imbalance (the busiest expert device paces the all-to-all), grouped-GEMM
tile padding, and the FP8 dispatch of DeepSeek-V3 (1 byte instead of 2 in one direction).
"""

from __future__ import annotations

import numpy as np

from .shape import Shape


def ep_degree(experts: int, devices: int) -> int:
    """Expert-parallel degree: the largest divisor of ``experts`` that is at most ``devices``."""
    d = max(1, min(int(experts), int(devices)))
    while d > 1 and experts % d:
        d -= 1
    return d


def ep_degrees(experts: int, devices) -> np.ndarray:
    """:func:`ep_degree` of every entry of an integer array (the array path): the largest divisor
    of ``experts`` at or below each entry."""
    divisors = np.array([d for d in range(1, int(experts) + 1) if experts % d == 0], dtype=float)
    at = np.searchsorted(divisors, np.maximum(1, np.asarray(devices)), side="right") - 1
    return divisors[at]


def a2a_passes(recompute: str) -> float:
    """Exchanges of each MoE layer per micro-step: forward, backward, and a recomputed forward."""
    return 3.0 if recompute == "full" else 2.0


def a2a_s_per_token(shape: Shape, act_b: float, recompute: str, ep, tp, pp, link_bytes_s, link_eff: float):
    """Seconds per token of the dispatch/combine all-to-all on one device (module docstring, 1).
    Scalars or numpy arrays alike; 0 with one expert-parallel rank."""
    if shape.experts <= 1:
        return 0.0 * ep
    per_layer = a2a_passes(recompute) * 2.0 * shape.top_k * shape.hidden * act_b * (ep - 1.0) / ep
    return per_layer * (shape.layers - shape.dense_layers) / (pp * tp) / (link_bytes_s * link_eff)


def expert_bytes_per_param(kind: str, recompute: str, weight_b: float, grad_b: float) -> float:
    """Bytes moved per local routed-expert parameter and micro-batch (module docstring, 2)."""
    reads = 3.0 if recompute == "full" else 2.0
    if kind in ("lora", "qlora"):
        return weight_b * reads
    return weight_b * reads + 2.0 * grad_b


def weights_s_per_token(shape: Shape, *, kind: str, recompute: str, weight_b: float, grad_b: float, tokens: float,
                        ep, tp, pp, mem_bytes_s, gemm_flops_s):
    """Seconds per token on one device that the expert GEMMs wait for their weights beyond their
    FLOPs (module docstring, 2).  ``tokens``: tokens of one micro-batch on one data-parallel rank.
    Scalars or numpy arrays alike."""
    if shape.experts <= 1 or shape.moe_layer_params <= 0 or tokens <= 0:
        return 0.0 * ep
    split = ep * tp * pp
    local = shape.moe_layer_params / split
    t_mem = local * expert_bytes_per_param(kind, recompute, weight_b, grad_b) / mem_bytes_s
    passes = (2.0 if kind in ("lora", "qlora") else 3.0) + (1.0 if recompute == "full" else 0.0)
    flops = passes * 2.0 * tokens * shape.top_k * shape.moe_layer_params / shape.experts / (tp * pp)
    return np.maximum(0.0, t_mem - flops / gemm_flops_s) / tokens


def training_s_per_token(p, *, node_dp, tp, pp, link_bytes_s, mem_bytes_s, gemm_flops_s):
    """(all-to-all, expert-weight) seconds per token on one device for a training profile
    (engine.estimate ``Profile``): ``node_dp`` = data-parallel devices inside one node.  Scalars or
    numpy arrays alike (engine.estimate and engine.vector call this one function)."""
    shape = p.shape
    scalar = np.ndim(node_dp) == 0
    ep = float(ep_degree(shape.experts, node_dp)) if scalar else ep_degrees(shape.experts, node_dp)
    t_a2a = a2a_s_per_token(shape, p.act_b, p.recompute, ep, tp, pp, link_bytes_s, p.eff.get("train_tp_link_eff"))
    lora = p.kind in ("lora", "qlora")
    weight_b = (p.weight_bytes / shape.params) if lora and shape.params else p.per_param[0]
    t_w = weights_s_per_token(shape, kind=p.kind, recompute=p.recompute, weight_b=weight_b, grad_b=p.per_param[1],
                              tokens=float(max(1, p.micro_batch) * (p.seq or 512)), ep=ep, tp=tp, pp=pp,
                              mem_bytes_s=mem_bytes_s, gemm_flops_s=gemm_flops_s)
    return t_a2a, t_w


# -- prompt processing (inference) -------------------------------------------------------------


def prefill_expert_share(shape, tokens: float, eff) -> float:
    """Share of the dense GEMM rate a routed expert's matrix multiplications reach in a prompt pass
    of ``tokens`` tokens (1 for a dense model).

    The router sends each token to ``k`` of ``E`` experts, so an expert's GEMMs see only
    ``m = tokens x k / E`` rows: 64 for gpt-oss-120b in a 2,048-token pass (128 experts, top 4), 128
    for Qwen3-30B-A3B (128, top 8), 256 for gpt-oss-20b (32, top 4), where a dense layer's GEMMs see
    all 2,048.  What an expert GEMM does once whatever its rows (loading and dequantizing its weight
    tiles, gathering its tokens' rows and scattering the results: llama.cpp ``MUL_MAT_ID``, vLLM
    ``fused_moe`` with ``moe_align_block_size``) is spread over those ``m`` tokens only, so the
    expert FLOPs run at ``m / (m + m0)`` of the dense rate, and an expert's intermediate width
    ``f`` is a narrow GEMM dimension too: ``f / (f + w0)``, the narrow-GEMM factor of training
    (``train_small_model_width``, 400; Qwen3-30B-A3B's experts are 768 wide, gpt-oss's 2,880).

    ``moe_prefill_expert_tokens`` (m0 = 64 tokens) is what llama.cpp's published prompt rates of
    three MoE models on one GB10 (ggml-org/llama.cpp benches/dgx-spark.md, build 6918, pp2048,
    n_ubatch 2048) imply against the same file's dense Qwen2.5-Coder-7B (2,276 tokens/s, calibration
    row B120): 58, 71 and 73 tokens for gpt-oss-120b, Qwen3-Coder-30B-A3B (row B118) and gpt-oss-20b at
    64, 128 and 256 tokens per expert.  Without it the engine put those models' prompt rates at
    1.3 to 1.8 times the measured ones while it is within 12 % on the dense model and on all three
    models' decode rates.  Decode (a few tokens per expert) is bound by reading the experts'
    weights, which engine.inference counts, not by this.
    """
    if shape.experts <= 1 or shape.moe_layer_params <= 0 or tokens <= 0:
        return 1.0
    m = tokens * shape.top_k / shape.experts
    m0 = eff.get("moe_prefill_expert_tokens") * 1000.0
    w0 = eff.get("train_small_model_width") * 1000.0
    f = float(shape.ffn)
    return m / (m + m0) * f / (f + w0)
