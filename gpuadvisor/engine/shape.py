"""Model shape: parameter counts from the architecture (engine-anchors §12.1) as plain floats.

A :class:`Shape` is computed once per workload and read by the memory, compute and inference
modules in the hot path (no pydantic access there).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gpuadvisor.domain.project import ModelSpec, TransformerArch


@dataclass(frozen=True)
class Shape:
    family: str
    params: float  # total parameters (count)
    active_params: float  # parameters used per token (MoE: shared + top-k experts)
    embed_params: float  # token-embedding table (read one row per token, not streamed)
    head_params: float  # LM head (0 when tied: the embedding table is reused and streamed)
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    ffn: int
    vocab: int
    gated: bool
    experts: int  # 1 for dense
    top_k: int
    moe_layer_params: float  # routed-expert parameters in all layers (0 for dense)
    kv_values_per_token: float  # K+V values per token over all attention layers
    kv_window: int | None  # sliding window (tokens) of the windowed layers
    kv_window_layers: int  # layers that use the window (the others keep the whole context)
    is_transformer: bool
    generic: bool  # built from a parameter count only (no architecture)
    largest_layer_params: float
    dense_layers: int = 0  # layers of a MoE model with a dense MLP (no routed experts, no all-to-all)
    # multi-head latent attention (DeepSeek-V2/V3): the latent rank of the KV cache and the decoupled
    # RoPE dimension (0 without MLA); engine.compute counts its attention FLOPs from them.  A profile
    # whose runtime runs MLA expanded (Hugging Face transformers) has kv_latent 0 and rope_dim set
    kv_latent: int = 0
    rope_dim: int = 0

    @property
    def body_params(self) -> float:
        """Parameters of the transformer blocks (everything but embedding and head)."""
        return max(0.0, self.params - self.embed_params - self.head_params)

    @property
    def attn_dim(self) -> int:
        return self.heads * self.head_dim

    @property
    def kv_window_share(self) -> float:
        """Share of the layers that use the sliding window."""
        return self.kv_window_layers / self.layers if self.layers > 0 else 0.0

    def kv_layer_groups(self, tokens: float) -> tuple[tuple[int, float], ...]:
        """(layers, tokens each of them keeps) per layer type for a sequence of ``tokens``.

        Full-attention layers keep the whole context; sliding-window layers keep
        ``min(tokens, window)`` (Gemma 2: every other layer local with a 4,096-token window;
        Gemma 3: 5 local (1,024) : 1 global; gpt-oss: alternating 128-token window / full;
        Mistral 7B v0.1: every layer 4,096; each model's config.json on Hugging Face).
        """
        windowed = self.kv_window_layers if self.kv_window else 0
        full = self.layers - windowed
        groups: list[tuple[int, float]] = []
        if full > 0:
            groups.append((full, float(tokens)))
        if windowed > 0:
            groups.append((windowed, min(float(tokens), float(self.kv_window or 0))))
        return tuple(groups)

    def kv_tokens_effective(self, tokens: float) -> float:
        """Tokens held per sequence, averaged over the layers: ``Σ layers_t × kept_t / L``.

        ``kv_bytes_per_token`` (all layers) × this = the KV bytes of one sequence, i.e.
        ``Σ over layer types (layers × tokens kept × bytes per token per layer)``.
        """
        if not self.kv_window or self.kv_window_layers <= 0 or self.layers <= 0:
            return float(tokens)
        return sum(n * kept for n, kept in self.kv_layer_groups(tokens)) / self.layers


def window_layer_count(layers: int, window: int | None, share: float | None) -> int:
    """Layers that use the sliding window: ``round(share × L)``; every layer when the window is
    set without a share (Mistral 7B v0.1 config.json: ``sliding_window`` 4,096 on all layers),
    none without a window."""
    if not window or layers <= 0:
        return 0
    if share is None:
        return layers
    return max(0, min(layers, int(round(share * layers))))


def arch_param_count(arch: TransformerArch, tied: bool | None) -> tuple[float, float, float, float] | None:
    """(total, embedding, head, routed-expert) parameters from the config, or None if incomplete.

    Attention ``h·a·d + 2·h·g·d + a·d·h``; MLP ``m·h·f`` (m = 3 gated, 2 plain); MoE
    ``E·m·h·f + h·E`` (+ shared experts at the same width), except in ``dense_layers`` layers,
    which have a dense MLP ``m·h·dense_ffn`` instead (DeepSeek-V3 config.json
    ``first_k_dense_replace`` 3, ``intermediate_size`` 18,432: 671 B, not the 704 B of 61 MoE
    layers); norms ``2h``; embedding ``V·h`` (+ ``V·h`` head when untied).  Source: Megatron-LM
    ``theoretical_memory_usage.py``, cli99/llm-analysis (engine-anchors §12.1).
    """
    if arch.ffn is None or arch.vocab is None:
        return None
    h, a, g, d, f, V = arch.hidden, arch.heads, arch.kv_heads_eff, arch.head_dim_eff, arch.ffn, arch.vocab
    m = 3 if arch.gated_mlp else 2
    if arch.attention == "mla" and arch.kv_lora_rank:
        # DeepSeek MLA: q (low-rank q ~ h·1536 + 1536·a·(d+rope)), kv_a h·(r+rope), kv_b r·a·2d, o a·d·h
        r, rope = arch.kv_lora_rank, arch.rope_head_dim or 0
        q_rank = 1536 if h >= 4096 else h
        attn = h * q_rank + q_rank * a * (d + rope) + h * (r + rope) + r * a * 2 * d + a * d * h
    else:
        attn = h * a * d + 2 * h * g * d + a * d * h
    experts = arch.experts or 1
    routed = 0.0
    dense = 0
    if experts > 1:
        routed = experts * m * h * f
        mlp = routed + h * experts + (arch.shared_experts or 0) * m * h * f
        dense = min(arch.layers, arch.dense_layers or 0)
    else:
        mlp = m * h * f
    per_layer = attn + mlp + 2 * h
    emb = float(V * h)
    head = 0.0 if tied else float(V * h)
    total = (arch.layers - dense) * per_layer + dense * (attn + m * h * (arch.dense_ffn or f) + 2 * h) + emb + head + h
    return total, emb, head, routed * (arch.layers - dense)


def generic_llm_arch(params: float) -> TransformerArch:
    """A Llama-like decoder for a bare parameter count (calibration rows with no model_ref).

    Width from ``N ≈ 12·L·h²`` with the Llama aspect ratio ``L = h/128`` (Llama-2-7B 4096/32,
    13B 5120/40), rounded to 128; SwiGLU MLP ``f = 8h/3``; 32,000-token vocabulary; 128-wide
    heads; MHA below 30 B parameters, 8 KV heads (GQA) from 30 B up, as in Llama 2/3.  The
    layer count then makes the parameters add up to the stated size: the embedding and LM head
    (``2·V·h``) plus layers of ``2·h·a·d + 2·h·g·d + 3·h·f`` (attention with GQA, gated MLP), so
    a bare "70B" has 70 B parameters (``12·L·h²`` alone counts MHA and would give 61 B).
    """
    h = (max(params, 1e6) * 128.0 / 12.0) ** (1.0 / 3.0)
    h = max(256, int(round(h / 128.0)) * 128)
    heads, d = _generic_heads(h)
    kv = heads if params < 30e9 else min(8, heads)
    ffn = int(round(8 * h / 3 / 64)) * 64
    per_layer = 2.0 * h * heads * d + 2.0 * h * kv * d + 3.0 * h * ffn
    layers = max(2, int(round((params - 2.0 * 32000 * h) / per_layer)))
    # built without the editor's bounds: a bare count beyond them (100,000 B parameters) still
    # gets a shape (a user-entered architecture is validated; this one is ours)
    return TransformerArch.model_construct(
        layers=layers, hidden=h, heads=heads, kv_heads=kv, head_dim=d, ffn=ffn, vocab=32000,
        tied_embeddings=False, gated_mlp=True, attention="gqa" if kv < heads else "mha",
    )


def _generic_heads(h: int) -> tuple[int, int]:
    """(attention heads, head dimension) of a generic decoder of width ``h`` (a multiple of 128).

    128-wide heads where that gives a multiple of 8 heads; otherwise a multiple of 8 heads whose
    width divides ``h`` and is nearest 128 (a 0.1 B model of width 896: 8 heads of 112).  Published decoders from 1 B up
    have head counts that 8-way tensor parallelism divides (Llama 2/3: 32, 40, 64, 128; Qwen2.5:
    16-64; Mistral: 32), and inference placement splits the heads (estimate._placement): a bare "7B"
    with 33 heads of 128, or a "70B" with 71 (a prime), could only be split layer after layer over 8
    GPUs, eight times slower than the tensor-parallel split every such model gets, and a few percent
    more parameters could halve or double a multi-GPU estimate.  heads x head_dim = h keeps the
    parameter count."""
    m = h // 128
    if m % 8 == 0:
        return m, 128
    best = None
    for k in range(1, 16 * m + 1):
        if (16 * m) % k == 0:
            d = 16 * m // k
            key = (abs(d - 128), -d)
            if best is None or key < best[0]:
                best = (key, 8 * k, d)
    return best[1], best[2]


def build_shape(spec: ModelSpec) -> Shape:
    """Shape of a model: the architecture when given (exact counts), else a generic LLM."""
    arch = spec.arch
    generic = False
    nominal = spec.params
    if arch is None and spec.family in ("decoder_llm",):
        arch = generic_llm_arch(nominal)
        generic = True
    if arch is None:
        # CNN / detector / diffusion without a transformer shape: params only
        return Shape(
            family=spec.family, params=nominal, active_params=spec.active_params, embed_params=0.0,
            head_params=0.0, layers=1, hidden=1, heads=1, kv_heads=1, head_dim=1, ffn=1, vocab=1,
            gated=False, experts=1, top_k=1, moe_layer_params=0.0, kv_values_per_token=0.0,
            kv_window=None, kv_window_layers=0, is_transformer=False, generic=False,
            largest_layer_params=nominal,
        )

    total, emb, head, routed = nominal, 0.0, 0.0, 0.0
    counted = None
    if not generic:
        # tied unknown: take the variant closer to the published count
        if arch.tied_embeddings is None:
            options = [arch_param_count(arch, True), arch_param_count(arch, False)]
            options = [o for o in options if o is not None]
            if options:
                counted = min(options, key=lambda o: abs(o[0] - nominal))
        else:
            counted = arch_param_count(arch, arch.tied_embeddings)
    else:
        counted = arch_param_count(arch, False)
    if counted is not None and 0.8 <= counted[0] / nominal <= 1.25:
        # nominal sizes ("7B") are rounded; the config count is exact (reference/README.md)
        total, emb, head, routed = counted
    elif counted is not None:
        # incomplete config (e.g. missing shared experts): keep the published total, scale parts
        emb, head = counted[1], counted[2]
        if emb + head > 0.5 * nominal:
            # a shape far from the published size (a tiny model on the generic architecture): its
            # embedding tables are not the model's; count everything as blocks, as below
            emb, head = 0.0, 0.0
        routed = counted[3] * max(0.0, nominal - emb - head) / max(1.0, counted[0] - emb - head)
    elif arch.vocab:
        emb = float(arch.vocab * arch.hidden)
        head = 0.0 if arch.tied_embeddings else emb
        if emb + head > 0.5 * nominal:
            emb, head = 0.0, 0.0

    experts = arch.experts or 1
    top_k = arch.experts_per_token or (1 if experts == 1 else 2)
    if spec.active_params_b:
        active = min(spec.active_params_b * 1e9, total)
    elif experts > 1 and routed > 0:
        active = total - routed * (1.0 - top_k / experts)
    else:
        active = total

    g, d = arch.kv_heads_eff, arch.head_dim_eff
    mla = bool(arch.attention == "mla" and arch.kv_lora_rank and spec.family != "encoder")
    if arch.attention == "mla" and arch.kv_lora_rank:
        kv_values = arch.layers * (arch.kv_lora_rank + (arch.rope_head_dim or 0))
    else:
        kv_values = 2.0 * arch.layers * g * d
    if spec.family == "encoder":
        kv_values = 0.0
    layer_params = max(0.0, total - emb - head) / max(1, arch.layers)
    return Shape(
        family=spec.family, params=total, active_params=active, embed_params=emb, head_params=head,
        layers=arch.layers, hidden=arch.hidden, heads=arch.heads, kv_heads=g, head_dim=d,
        ffn=arch.ffn or 4 * arch.hidden, vocab=arch.vocab or 0, gated=bool(arch.gated_mlp),
        experts=experts, top_k=top_k, moe_layer_params=routed, kv_values_per_token=kv_values,
        kv_window=arch.sliding_window,
        kv_window_layers=window_layer_count(arch.layers, arch.sliding_window, arch.sliding_window_layers),
        is_transformer=True, generic=generic, largest_layer_params=layer_params,
        dense_layers=min(arch.layers, arch.dense_layers or 0) if experts > 1 else 0,
        kv_latent=arch.kv_lora_rank if mla else 0, rope_dim=(arch.rope_head_dim or 0) if mla else 0,
    )


def experts_touched(shape: Shape, tokens: float) -> float:
    """Expected share of routed experts read in one step with ``tokens`` tokens in flight."""
    if shape.experts <= 1:
        return 1.0
    p = shape.top_k / shape.experts
    return 1.0 - math.pow(1.0 - p, max(1.0, tokens))


def vision_counts(v, lm_hidden: int, side: int | None) -> tuple[float, float, float]:
    """(parameters, forward FLOPs per image, language-model tokens per image) of a vision-language
    model's image encoder (domain.project.VisionTower), a ViT (Dosovitskiy et al. 2021):

    * blocks: attention 4·h² and an MLP of 2·h·f (3·h·f gated: Qwen2.5-VL's SwiGLU) per layer;
      the patch embedding channels·frames·p²·h, a learned position per patch of the native image,
      and the projector into the language model, one matrix (merge·h) × H (Gemma 3's
      ``mm_input_projection``; Llama 4's pixel-shuffle adapter and Qwen2.5-VL's merger are two-layer
      MLPs, a few per cent of the tower more);
    * FLOPs: 2 × block parameters per patch plus bidirectional attention over the P patches,
      4·L·P²·h (scores and values, 2·P²·h each);
    * tokens: the fixed count of a pooled encoder (Gemma 3: 256), else patches / merge.

    ``side``: the image side in pixels (a fixed-resolution encoder resizes to its own); None with
    neither: no image size known, no patches (the image is left out).
    """
    h = float(v.hidden)
    f = float(v.ffn or 4 * v.hidden)
    block = 4.0 * h * h + (3.0 if v.gated_mlp else 2.0) * h * f + 4.0 * h  # + two norms
    px = v.image_size or side
    patches = float((px // v.patch_size) ** 2) if px else 0.0
    # a learned position per patch of the native image (SigLIP, Llama 4); RoPE encoders of any size
    # (Qwen2.5-VL) have none
    native = float((v.image_size // v.patch_size) ** 2) if v.image_size else 0.0
    params = v.layers * block + 3.0 * v.temporal_patch * v.patch_size ** 2 * h + native * h + v.merge * h * lm_hidden
    tokens = float(v.tokens_per_image) if v.tokens_per_image else patches / v.merge
    if not patches:
        return params, 0.0, 0.0
    flops = 2.0 * v.layers * block * patches + 4.0 * v.layers * patches * patches * h + 2.0 * v.merge * h * lm_hidden * tokens
    return params, flops, tokens
