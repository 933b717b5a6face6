"""Per-device memory, as a named breakdown in bytes (engine-anchors §12.2-§12.7).

Conventions
-----------
* All quantities are bytes.  The UI shows GiB (2**30) and says so.
* GPU capacity: vendors' "GB" of HBM/GDDR are binary (an "80 GB" H100 exposes 81,559 MiB in
  nvidia-smi, a "24 GB" RTX 4090 24,564 MiB), so a device's capacity is ``memory_gb x 2**30``
  less a 0.5 % driver reserve.  Apple unified memory: the GPU may wire only part of it
  (``efficiency.apple_gpu_share_*``, macOS ``recommendedMaxWorkingSetSize``: about 2/3 of RAM
  up to 36 GB, 3/4 above; llama.cpp/mlx-lm discussions of ``iogpu.wired_limit_mb``) - an
  assumption, shown in the steps.
* Training totals add every component (weights, gradients, optimizer states, master weights,
  activations, logits) - gradients are not assumed to be freed while activations are alive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .shape import Shape

GiB = float(2**30)
GB = 1e9

# order of the breakdown items (fixed; absent ones are 0 and omitted)
ITEM_ORDER = (
    "weights",
    "gradients",
    "optimizer_states",
    "master_weights",
    "lora_adapters",
    "activations",
    "logits",
    "kv_cache",
    "quantization_overhead",
    "sharding_buffers",
    "runtime_overhead",
    "cuda_context",
)


@dataclass(frozen=True)
class MemoryBreakdown:
    """Per-device memory.  ``fits``: the job runs (total within the usable bytes, or within the
    serving runtime's own reservation); ``limit``: the bytes it should stay under to keep the
    safety margin (``Assumptions.memory_margin``; a serving runtime's reservation is its margin).
    Between ``limit`` and ``usable`` the option is *tight*."""

    _items: dict[str, float] | None  # bytes, in ITEM_ORDER (None: built by ``_detail`` on first read)
    total: float  # bytes per device
    usable: float  # bytes of the device the job may use
    fits: bool
    notes: tuple[str, ...] = field(default=())
    limit: float | None = None  # bytes under the safety margin (None: = usable)
    # the array path (engine.vector) gives the totals of every option at once and leaves the
    # breakdown to the scalar reference, run only for the options a user opens
    _detail: Callable[[], dict[str, float]] | None = field(default=None, repr=False, compare=False)

    @property
    def items(self) -> dict[str, float]:
        if self._items is None:
            object.__setattr__(self, "_items", self._detail() if self._detail is not None else {})
        return self._items

    @property
    def total_gib(self) -> float:
        return self.total / GiB

    @property
    def safe_limit(self) -> float:
        return self.usable if self.limit is None else self.limit

    @property
    def margin(self) -> float:
        """Share of the usable memory kept free."""
        return 1.0 - self.safe_limit / self.usable if self.usable > 0 else 0.0

    @property
    def tight(self) -> bool:
        """Runs, but inside the safety margin (fragmentation or a longer input can push it over)."""
        return self.fits and self.total > self.safe_limit * (1.0 + 1e-12)

    @property
    def share(self) -> float:
        """Total as a share of the usable memory."""
        return self.total / self.usable if self.usable > 0 else float("inf")


# ---------------------------------------------------------------------------------------------
# optimizer recipes (engine-anchors §12.3)


def training_bytes_per_param(optimizer: str, mixed: bool) -> tuple[float, float, float, float]:
    """(weights, gradients, optimizer states, master weights) bytes per trainable parameter.

    Mixed precision keeps 16-bit weights, fp32 gradients and an fp32 master copy (18 B/param
    with AdamW: HF docs, EleutherAI cookbook, Megatron, llm-analysis); pure fp32 has no master
    copy (16 B/param).  8-bit AdamW 2 B of states (bitsandbytes), SGD momentum 4 B, Adafactor
    factored second moments (~0.1 B/param for square-ish matrices, no first moment).
    """
    opt = {
        "adamw": 8.0,
        "adamw_fp32": 8.0,
        "adamw_8bit": 2.0,
        "paged_adamw_8bit": 2.0,
        "sgd_momentum": 4.0,
        "adafactor": 0.1,
        "none": 0.0,
    }.get(optimizer, 8.0)
    if mixed:
        return 2.0, 4.0, opt, 4.0
    return 4.0, 4.0, opt, 0.0


# ---------------------------------------------------------------------------------------------
# LoRA


_TARGET_DIMS = ("q", "k", "v", "o", "gate", "up", "down")


def lora_params(shape: Shape, rank: int, targets: list[str] | tuple[str, ...]) -> float:
    """Trainable adapter parameters: ``Σ r·(d_in + d_out)`` over the adapted matrices."""
    if not shape.is_transformer:
        return 0.0
    h, ad, gd, f = shape.hidden, shape.heads * shape.head_dim, shape.kv_heads * shape.head_dim, shape.ffn
    dims = {
        "q": h + ad,
        "k": h + gd,
        "v": h + gd,
        "o": ad + h,
        "gate": (h + f) if shape.gated else 0,
        "up": h + f,
        "down": f + h,
    }
    chosen = _TARGET_DIMS if "all" in targets else targets
    per_layer = sum(dims.get(t, 0) for t in chosen)
    experts = shape.experts if shape.experts > 1 else 1
    mlp_mult = {t: (experts if t in ("gate", "up", "down") else 1) for t in _TARGET_DIMS}
    per_layer = sum(dims.get(t, 0) * mlp_mult.get(t, 1) for t in chosen)
    return float(rank) * per_layer * shape.layers


# ---------------------------------------------------------------------------------------------
# activations (Korthikanti et al. 2022, generalised; engine-anchors §12.5)


def activation_bytes_per_token_layer(
    shape: Shape,
    act_bytes: float,
    *,
    flash: bool,
    seq: int,
    eager: bool,
    dropout: bool,
    amp_fp32_softmax: bool,
) -> tuple[float, float]:
    """(linear part, attention-score part) of the activations one layer keeps per token.

    Linear part (bytes/token): inputs of the two norms and of the QKV / output / MLP matmuls,
    Q, K, V and the attention output, and the MLP intermediates - Korthikanti's ``34·h`` for a
    GPT block with dropout, generalised to GQA (K/V at ``g·d``) and gated MLPs (3 tensors of
    width f).  Eager PyTorch keeps fp32 copies of the norm inputs (+8h bytes, llm-analysis).
    Score part: without FlashAttention the softmax output ``a·s`` values per token (2 bytes;
    4 under autocast, which runs softmax in fp32) plus dropout mask and output (Korthikanti's
    ``5·a·s``); FlashAttention keeps only the fp32 log-sum-exp per head (``4·a``).
    """
    h, f = shape.hidden, shape.ffn
    ad = shape.heads * shape.head_dim
    gd = shape.kv_heads * shape.head_dim
    mlp_tensors = 3 if shape.gated else 2
    lin = act_bytes * (2 * h + ad + 2 * gd + ad + 2 * h + mlp_tensors * f)
    if dropout:
        lin += 2 * h  # two 1-byte masks (attention output, MLP output)
    if eager:
        lin += 8 * h
    if flash:
        score = 4.0 * shape.heads
    else:
        per = (4.0 if amp_fp32_softmax else act_bytes)
        if dropout:
            per += 1.0 + per
        score = per * shape.heads * seq
    return lin, score


def activations(
    shape: Shape,
    *,
    tokens: float,
    seq: int,
    act_bytes: float,
    recompute: str,
    flash: bool,
    eager: bool,
    dropout: bool,
    amp_fp32_softmax: bool,
    tp: int = 1,
) -> float:
    """Activation bytes kept for backward for ``tokens`` tokens in one micro-batch (per device)."""
    if not shape.is_transformer:
        return 0.0
    lin, score = activation_bytes_per_token_layer(
        shape, act_bytes, flash=flash, seq=seq, eager=eager, dropout=dropout, amp_fp32_softmax=amp_fp32_softmax
    )
    layers = shape.layers
    if recompute == "full":
        # layer inputs only, plus one layer re-materialised during its backward
        kept = tokens * act_bytes * shape.hidden * layers + tokens * (lin + score)
    elif recompute == "selective":
        kept = tokens * lin * layers + tokens * score  # scores recomputed, one layer live
    else:
        kept = tokens * (lin + score) * layers
    # while a layer's backward runs, the gradients of its MLP intermediates (gate and up of a
    # gated MLP, f wide each) are alive next to the activations that layer saved: the peak
    # is one layer's activation gradients above what the layers keep
    kept += tokens * act_bytes * (2 if shape.gated else 1) * shape.ffn
    return kept / max(1, tp)


def logits_bytes(shape: Shape, tokens: float, act_bytes: float, *, fused: bool, eager: bool, tp: int = 1,
                 hf_loss: bool = False) -> float:
    """Logits and loss buffers: 16-bit logits, fp32 upcast and fp32 gradient (``(B+8)·V``
    per token, eager; furiousteabag/Megatron ``4·s·b·V``-style), ``(B+4)·V/t`` for fused
    vocab-parallel cross-entropy, none for chunked/"cut" cross-entropy (Unsloth).

    ``hf_loss``: Hugging Face transformers' causal-LM loss (``loss_utils.ForCausalLMLoss``,
    earlier inside ``LlamaForCausalLM.forward``): ``logits.float()``, then a shifted
    ``.contiguous()`` copy, then ``cross_entropy`` whose log-softmax output is saved for the
    backward pass, all alive while the 16-bit logits are returned: ``(B+12)·V`` per token."""
    if fused or shape.vocab <= 1 or shape.family not in ("decoder_llm", "encoder_decoder"):
        return 0.0
    per = (act_bytes + (12.0 if hf_loss else 8.0)) if eager else (act_bytes + 4.0)
    return tokens * shape.vocab * per / max(1, tp)


def peft_kbit_fp32(shape: Shape, tokens: float, recompute: str) -> tuple[float, float]:
    """(extra weight bytes, extra activation bytes) of PEFT's ``prepare_model_for_kbit_training``,
    the Hugging Face QLoRA recipe: it casts every parameter that is not 4-bit
    (``Params4bit``) from fp16/bf16 to fp32 ("cast all non INT8 parameters to fp32", peft
    ``utils/other.py``): the embedding table, LM head and norms take 2 more bytes per parameter,
    and the fp32 embedding output keeps the residual stream in fp32 (norms return the input's
    dtype, residual adds promote), so every saved layer input takes 2 more bytes per value
    (twice per layer, both norm inputs, when the layers keep all their activations)."""
    if not shape.is_transformer:
        return 0.0, 0.0
    weights = 2.0 * (shape.embed_params + shape.head_params)
    per_layer = 1.0 if recompute == "full" else 2.0
    return weights, tokens * 2.0 * shape.hidden * shape.layers * per_layer


# ---------------------------------------------------------------------------------------------
# KV cache (engine-anchors §12.6)


def kv_bytes_per_token(shape: Shape, kv_bytes: float, tp: int = 1) -> float:
    """K and V for one token over all layers: ``2·L·g·d·B`` (MLA: ``L·(r + rope)·B``)."""
    if shape.kv_values_per_token <= 0:
        return 0.0
    standard = 2.0 * shape.layers * shape.kv_heads * shape.head_dim
    if tp > 1 and abs(shape.kv_values_per_token - standard) < 1e-6:
        # KV heads split across tensor-parallel ranks, replicated when fewer heads than ranks
        return 2.0 * shape.layers * max(1.0, shape.kv_heads / tp) * shape.head_dim * kv_bytes
    if tp > 1 and shape.rope_dim and not shape.kv_latent:
        # MLA cached expanded per head (Hugging Face transformers): the heads split across the ranks
        return shape.kv_values_per_token / min(tp, max(1, shape.heads)) * kv_bytes
    return shape.kv_values_per_token * kv_bytes  # MLA latent: replicated on every rank


def kv_bytes_per_token_layer(shape: Shape, kv_bytes: float, tp: int = 1) -> float:
    """K and V of one token in one attention layer: ``2·g·d·B`` (per tensor-parallel rank)."""
    return kv_bytes_per_token(shape, kv_bytes, tp) / max(1, shape.layers)


def kv_sequence_bytes(shape: Shape, tokens_per_seq: float, kv_bytes: float, tp: int = 1) -> float:
    """KV cache of one sequence of ``tokens_per_seq`` tokens, summed over the layer types::

        Σ over layer types (layers of that type × tokens kept × bytes per token per layer)

    Full-attention layers keep every token, sliding-window layers ``min(tokens, window)``
    (vLLM ``SlidingWindowSpec`` / llama.cpp's SWA cache hold the window per windowed layer).
    gpt-oss-20b at 32,768 tokens: 12 full layers × 32,768 + 12 window layers × 128 tokens, at
    2·8·64·2 = 2,048 bytes per token per layer (bf16) = 0.754 GiB.
    """
    per_layer = kv_bytes_per_token_layer(shape, kv_bytes, tp)
    if per_layer <= 0:
        return 0.0
    return sum(n * kept for n, kept in shape.kv_layer_groups(tokens_per_seq)) * per_layer


def kv_cache_bytes(shape: Shape, *, sequences: float, tokens_per_seq: float, kv_bytes: float, tp: int = 1) -> float:
    return sequences * kv_sequence_bytes(shape, tokens_per_seq, kv_bytes, tp)


# ---------------------------------------------------------------------------------------------
# capacity


def usable_bytes(memory_gb: float, segment: str, apple_small: float, apple_large: float) -> float:
    if segment == "apple":
        share = apple_small if memory_gb <= 36 else apple_large
        return memory_gb * GiB * share
    return memory_gb * GiB * 0.995


def ordered(items: dict[str, float]) -> dict[str, float]:
    return {k: items[k] for k in ITEM_ORDER if items.get(k, 0.0) > 0.0}
