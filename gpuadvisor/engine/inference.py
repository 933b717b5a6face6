"""Inference as a roofline (engine-anchors §12.9).

* Prefill is compute-bound: ``t = FLOPs / (peak · ε_prefill)``, never faster than reading the
  weights once.
* Decode is bandwidth-bound at small batch: each step streams the weights (for MoE only the
  experts the batch touches) and every sequence's KV cache; the step also costs a fixed
  per-layer overhead (kernel launches / dispatch) that no bandwidth explains.  Batching raises
  the FLOPs per step until the step becomes compute-bound (the llm-analysis "pivot").
* Serving: concurrency is the largest batch the KV pool and the scheduler allow (and the
  latency target, if any); throughput counts the prefill work the same GPUs also do.
* Tensor parallelism adds two all-reduces per layer: a latency per call (NCCL's ring model,
  growing with the devices) in the fixed step cost, and each token's hidden vector as payload
  (``comm_s_per_token``) in decode and prefill alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from .shape import Shape, experts_touched


@dataclass(frozen=True)
class DeviceRates:
    """What one inference placement can do (already divided/combined over devices)."""

    flops: float  # FLOP/s usable for prefill (peak x efficiency x devices in parallel)
    decode_flops: float  # FLOP/s usable in decode
    bandwidth: float  # bytes/s achieved while streaming weights + KV (whole placement)
    step_overhead_s: float  # fixed seconds per decode step (layers x per-layer cost + comms)
    prefill_bandwidth: float  # bytes/s for the weight-read floor of prefill
    # seconds per token its tensor-parallel all-reduces take to move (its hidden vector, twice
    # per layer); added to a step's time, as the all-reduces sit between the layers' kernels
    comm_s_per_token: float = 0.0


def decode_step_s(
    shape: Shape,
    rates: DeviceRates,
    *,
    batch: float,
    context: float,
    dense_bytes: float,
    expert_bytes: float,
    kv_per_token: float,
    flops_per_token: float,
    tokens_per_seq: float = 1.0,
    prompt_tokens: float = 0.0,
    prompt_flops_per_token: float = 0.0,
) -> tuple[float, str]:
    """(seconds per decode step for ``batch`` sequences at ``context`` tokens, bound).

    ``tokens_per_seq``: tokens each sequence puts through the step (speculative decoding
    verifies k + 1); ``prompt_tokens``: prompt tokens of other requests carried in the same step
    (chunked prefill), each ``prompt_flops_per_token``.  Both add FLOPs and route more tokens
    through the experts of a MoE; the weights and each sequence's KV cache are read once."""
    tokens = batch * tokens_per_seq + prompt_tokens
    touched = experts_touched(shape, tokens) if expert_bytes > 0 else 1.0
    bytes_ = dense_bytes + expert_bytes * touched + batch * context * kv_per_token
    t_mem = bytes_ / rates.bandwidth
    t_cmp = (batch * tokens_per_seq * flops_per_token + prompt_tokens * prompt_flops_per_token) / rates.decode_flops
    t_comm = tokens * rates.comm_s_per_token
    if t_cmp > t_mem:
        return t_cmp + rates.step_overhead_s + t_comm, "compute"
    return t_mem + rates.step_overhead_s + t_comm, "memory bandwidth"


def prefill_s(rates: DeviceRates, *, tokens: float, flops: float, weight_bytes: float) -> float:
    if tokens <= 0:
        return 0.0
    return max(flops / rates.flops, weight_bytes / rates.prefill_bandwidth) + tokens * rates.comm_s_per_token


def prefill_flops(shape: Shape, prompt: float, batch: float = 1.0, cached: float = 0.0) -> float:
    """``2·N·s + 2·L·a·d·s²`` (causal) for ``batch`` prompts of ``prompt`` tokens.

    ``cached``: leading tokens of each prompt whose KV cache the prefix cache already holds; only
    the others are computed, each attending to every token before it: ``2·N·(s-h) + 2·L·a·d·(s²-h²)``."""
    n = shape.active_params - shape.embed_params
    if shape.head_params == 0 and shape.vocab > 1:
        n += shape.embed_params
    h = min(max(cached, 0.0), prompt)
    if shape.kv_latent or shape.rope_dim:
        # MLA prefills with the keys and values expanded (scores over head_dim + RoPE, values over
        # head_dim), as vLLM's and SGLang's MLA backends do for prompts; decode attends over the latent
        # (compute.forward_flops_per_token)
        attn = shape.layers * shape.heads * (2.0 * shape.head_dim + shape.rope_dim)
        return batch * (2.0 * n * (prompt - h) + attn * (prompt * prompt - h * h))
    return batch * (2.0 * n * (prompt - h) + 2.0 * shape.layers * shape.heads * shape.head_dim * (prompt * prompt - h * h))
