"""An LLM service under load: continuous batching at a request rate (pure Python, no Qt).

One *replica* (the devices that hold one copy of the model) serves requests that arrive at
random (Poisson) at ``rate`` requests/s.  A serving engine with continuous (iteration-level)
batching runs *steps*: each step moves every running sequence one token forward (decode) and
may carry prompt tokens of newly arrived requests (prefill).  What follows is the steady state
of that loop, with the physics of one step supplied by the caller (``Replica.step``: the
roofline of :mod:`engine.inference`, seconds for ``b`` decoding sequences and ``c`` prompt
tokens in the same step).

Prefill/decode interference
---------------------------
* **Prefill stalls decode** (``chunk_tokens`` None; TensorRT-LLM's default,
  ``enable_chunked_prefill=False`` in its LLM API; vLLM V0): each arriving prompt runs as a step
  of its own, ``prefill_s`` seconds, while every running sequence waits.  The share of time spent
  prefilling is ``rho_p = rate x prefill_s`` and a sequence gets a token every
  ``TPOT = t_step / (1 - rho_p)``.
* **Chunked prefill** (vLLM V1, "always enabled by default": vLLM docs, *Optimization and
  Tuning → Chunked Prefill*): every step is given a budget of ``max_num_batched_tokens`` tokens;
  the running sequences' decode tokens are scheduled first and prompts fill the rest of the
  budget, a long prompt over several steps.  vLLM's default budget for its OpenAI server is
  8,192 tokens on GPUs of 70 GiB and more (H100, H200, MI300X; not A100) and 2,048 on the others
  (``EngineArgs.get_batch_defaults``, vllm/engine/arg_utils.py).  The scheduler is greedy (no
  long-prefill threshold by default): a waiting prompt goes whole into the next step, or, longer than
  the budget left by the decodes, into ``m = ceil(P / (budget - b x q))`` consecutive steps of
  ``P / m`` tokens.  Those steps are compute-bound and every decoding sequence waits for them; the
  other steps decode only.  So the prompt's FLOPs do not hide under the decode steps' memory time
  (as an average of ``c = b x E x P / O`` prompt tokens in every step would have them): per second
  ``rate x m`` steps last ``step(b, P / m)`` and the rest ``step(b, 0)``, and the stall is the
  prompt steps' time beyond a decode step, ``m x (step(b, P / m) - step(b, 0))``.

The operating point
-------------------
With ``b`` sequences decoding on average (``E`` output tokens per sequence per step: 1, or the
expected accepted tokens of speculative decoding), each step lasts ``t = step(min(B, 1 + b), c)``
(a request that arrives finds about ``b`` others, so it is decoded in a batch of ``1 + b``; a
lone request in a batch of 1).  Little's law closes the loop: ``b = rate x O x TPOT``, so the
rate that keeps ``b`` sequences decoding is, in closed form,

    stall:    rate(b) = b E / (O t + b E prefill_s)
    chunked:  rate(b) = b E / (O t + b E m (step(b, P / m) - t))      t = step(b, 0)

and the requests in flight (holding a slot and KV blocks, from their prefill to their last token)
are ``in_flight = rate x (T_prefill + O x TPOT)``.  ``rate(b)`` grows with ``b`` (a bigger batch
amortises the weight reads), so the operating point at a given rate is found by bisection on
``b``.  The replica is *stable* while ``in_flight < B`` (``B``: the sequences the KV pool and the
scheduler hold at once) and the prefill keeps up (``rho_p < 1``; chunked: the prompt tokens fit
in the budget left by the decodes, and the prompt steps take less than all the time).  The **saturation rate** is where either stops
holding: above it the queue grows without bound.  At saturation and without speculative
decoding, a stalled-prefill replica's throughput is ``B x O / (O t(B) + B prefill_s)``, the
formula the engine has always used for a serving option's capacity.

Waiting and percentiles
-----------------------
Two queues add waiting to the time to first token, both with Poisson arrivals and the
Allen-Cunneen correction ``(1 + cs²)/2`` for the variability of request lengths (Allen,
*Probability, Statistics, and Queueing Theory*, 2nd ed. 1990, §6; Whitt 1993; as
:mod:`engine.queueing`):

* **a free slot** (M/G/c, ``c = n x B`` slots of the ``n`` replicas behind one load balancer that
  sends a request to a replica with a free slot, as :mod:`engine.queueing`; offered load
  ``a = n x in_flight``, holding time ``S = T_prefill + O x TPOT``): waits with the Erlang C
  probability, tail ``P(W > x) = C(c, a) exp(-(c - a)/S x 2/(1 + cs²) x)``;
* **the prefill** (M/G/1 with utilisation ``rho_p``, service ``T_prefill``): a prompt that arrives
  while others are prefilling waits for them, ``P(W > x) = rho_p exp(-(1 - rho_p)/T_prefill x
  2/(1 + cs²) x)``.  Behind the same balancer, ``n`` replicas' prefills are one M/G/n queue (a prompt
  goes to a replica that is not prefilling when one is free): ``P(W > x) = C(n, n rho_p) exp(-(n -
  n rho_p)/T_prefill x 2/(1 + cs²) x)``, the M/G/1 form at ``n = 1``.  Kept per replica, a 5-token
  classifier at 50 requests/s and a 300 ms P99 needed 408 RTX 3090s idling at 1.6 % (its lone request
  takes 236 ms, so a replica's own queue had to stay almost empty); pooled, 17.

The two waits are taken independent; the tail of their sum has a closed form (an atom at 0 plus
an exponential each), solved for the p-th percentile by bisection.  Percentiles are those of a
request of the stated prompt and answer lengths: TTFT_p = wait_p + T_prefill, E2E_p = wait_p +
T_prefill + O x TPOT.  The latency target (``Recipe.latency_target_ms``) applies to E2E, met by
``Recipe.latency_percentile`` % of the answers.

Speculative decoding
--------------------
A proposer drafts ``k`` tokens; the model verifies them in one step that carries ``k + 1`` tokens
per sequence, and accepts each with probability ``a`` until the first rejection.  The expected
tokens per step are (Leviathan, Kalman & Matias, "Fast Inference from Transformers via Speculative
Decoding", ICML 2023, eq. 1)::

    E(a, k) = (1 - a^(k+1)) / (1 - a)

The step's cost is physics, not a multiplier: ``k + 1`` tokens per sequence of FLOPs, the weights
and KV cache read once, plus the proposer's own steps.  At batch 1 the step is bandwidth-bound and
the extra tokens are almost free, so TPOT falls by nearly ``E``; as the batch grows the step turns
compute-bound, ``k + 1`` tokens cost ``k + 1`` times the FLOPs, and the benefit shrinks and
reverses (vLLM docs, *Speculative Decoding*: it reduces inter-token latency "under medium-to-low
QPS, memory-bound workloads").  ``k`` is chosen as Leviathan et al. §3.5 do: the length that
minimises the time per token for a lone request.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Callable

from .queueing import erlang_c

#: Typical acceptance rate ``a`` of each speculative decoding method when the user states none.
#: ``draft_model``: Leviathan et al. 2023 Table 3 report a = 0.55-0.88 for drafts 10-1,000 times
#: smaller than the target (T5-XXL with T5-small 0.75, LaMDA 137B with LaMDA 2B 0.71); 0.7.
#: ``eagle``: Li et al., "EAGLE: Speculative Sampling Requires Rethinking Feature Uncertainty",
#: ICML 2024: about 3.5-4 tokens accepted per step on MT-bench with 5-token drafts, i.e.
#: a = 0.8 in E(a, 5); their speedups 2.7x-3.5x at batch 1 (LLaMA2-Chat 70B).
#: ``ngram``: proposals copied from the prompt are accepted only where the answer repeats it
#: (summaries, code edits, quoting a document); no typical figure exists, 0.5 is an assumption
#: for such tasks and the user's own figure should replace it.
TYPICAL_ACCEPTANCE = {"draft_model": 0.7, "eagle": 0.8, "ngram": 0.5}
#: Draft lengths considered (vLLM ``num_speculative_tokens``; EAGLE uses 5-6, drafts 3-8).
DRAFT_LENGTHS = range(1, 9)
#: Draft model size as a share of the target when none is stated: Chen et al., "Accelerating Large
#: Language Model Decoding with Speculative Sampling" (DeepMind 2023), a 4B draft for Chinchilla 70B.
DRAFT_SHARE = 4.0 / 70.0
#: Relative precision of the searches for a batch.
_TOL = 1e-6


def _root(f: Callable[[float], float], lo: float, hi: float, f_lo: float, f_hi: float | None = None, *,
          rel: float = _TOL) -> float:
    """The largest ``x`` in [lo, hi] with ``f(x) < 0`` found (to ``rel`` of ``hi``), for ``f`` rising
    from ``f(lo) = f_lo < 0``; regula falsi with the Illinois step (an end kept twice has its value
    halved), bisection where a value is not finite."""
    if f_hi is None:
        f_hi = f(hi)
    if f_hi < 0.0:
        return hi
    side = 0
    tol = rel * max(hi, 1e-300)
    for _ in range(200):
        if hi - lo <= tol:
            break
        if math.isfinite(f_hi) and math.isfinite(f_lo) and f_hi != f_lo:
            x = (lo * f_hi - hi * f_lo) / (f_hi - f_lo)
            if not lo < x < hi:
                x = 0.5 * (lo + hi)
        else:
            x = 0.5 * (lo + hi)
        fx = f(x)
        if fx < 0.0:
            if abs(fx) <= 1e-9:
                return x
            lo, f_lo = x, fx
            if side == -1:
                f_hi *= 0.5
            side = -1
        else:
            hi, f_hi = x, fx
            if side == 1:
                f_lo *= 0.5
            side = 1
    return lo


def expected_tokens(acceptance: float, k: int) -> float:
    """Tokens a sequence gains per verification step: ``(1 - a^(k+1)) / (1 - a)`` (1 when k = 0)."""
    if k <= 0:
        return 1.0
    a = min(max(acceptance, 0.0), 0.999999)
    return (1.0 - a ** (k + 1)) / (1.0 - a)


def best_draft_length(acceptance: float, step_s: Callable[[int], float]) -> int:
    """The draft length ``k`` (1-8) with the least time per token, ``step_s(k) / E(a, k)``."""
    return min(DRAFT_LENGTHS, key=lambda k: (step_s(k) / expected_tokens(acceptance, k), k))


#: The percentiles every service estimate shows (the stated one is added when it differs).
PERCENTILES = (0.50, 0.95, 0.99)
#: Runtimes with a prefix cache: vLLM Automatic Prefix Caching (on by default in V1), TensorRT-LLM
#: KV cache reuse (``KvCacheConfig.enable_block_reuse``), SGLang RadixAttention share the cached
#: blocks between requests (compute and memory); llama.cpp's server reuses a slot's previous prompt
#: (``cache_prompt``), which saves the compute but keeps a copy per slot.
PREFIX_CACHE = {"vllm": "shared", "tensorrt_llm": "shared", "sglang": "shared", "llama_cpp": "per_slot"}
#: Runtimes that run each speculative decoding method (vLLM docs *Speculative Decoding*: EAGLE,
#: draft model, n-gram; TensorRT-LLM docs *Speculative Decoding*: draft-target, EAGLE, prompt
#: lookup; llama.cpp ``--model-draft``; Hugging Face transformers ``assistant_model`` and
#: ``prompt_lookup_num_tokens``).
SPECULATION = {
    "draft_model": ("vllm", "tensorrt_llm", "sglang", "llama_cpp", "hf_transformers"),
    "ngram": ("vllm", "tensorrt_llm", "hf_transformers"),
    "eagle": ("vllm", "tensorrt_llm", "sglang"),
}


def chunk_budget(runtime: str, memory_gb: float, accelerator_name: str) -> float | None:
    """Prompt-token budget per engine step with chunked prefill, or None (a prefill stalls decode).

    vLLM V1 always chunks; its OpenAI server's ``max_num_batched_tokens`` is 8,192 on GPUs of
    70 GiB or more other than the A100 and 2,048 on the others (vllm/engine/arg_utils.py
    ``EngineArgs.get_batch_defaults``).  llama.cpp's server puts prompt tokens into the running
    slots' decode batch up to ``--batch-size`` (``n_batch`` 2,048, common/common.h).  TensorRT-LLM
    runs a whole prompt in one step (``enable_chunked_prefill`` False by default)."""
    rt = (runtime or "").lower()
    if rt == "vllm":
        return 8192.0 if memory_gb >= 70.0 and "a100" not in accelerator_name.lower() else 2048.0
    if rt == "llama_cpp":
        return 2048.0
    return None


@dataclass(frozen=True)
class ServingFigures:
    """An LLM service at its planned load, for ``Estimate.serving`` (times in ms, rates per replica).

    ``rate`` is None when no request rate is known: the figures are then a lone request's."""

    rate: float | None  # requests/s each replica gets at the planned load
    replicas: int | None  # replicas the load needs (None: no rate, or the target cannot be met)
    percentiles: tuple[float, ...]  # 0.5, 0.95, 0.99 (and the stated one)
    ttft_ms: tuple[float, ...]  # time to first token at each percentile
    e2e_ms: tuple[float, ...]  # time to the last token at each percentile
    tpot_ms: float  # time per output token at that load
    batch: float  # sequences decoding at that load
    utilisation: float  # the rate per replica as a share of its saturation rate
    saturation_rps: float  # requests/s per replica where the queue becomes unstable
    target_rps: float | None  # requests/s per replica up to which the latency target is met
    throughput_tok_s: float  # output tokens/s each replica serves at that load
    chunk_tokens: float | None  # chunked-prefill budget per step (None: a prefill stalls decode)
    prompt_tokens: float  # prompt tokens computed per request (after the prefix cache)
    draft_tokens: int = 0  # speculative decoding: tokens drafted per step (0: none)
    tokens_per_step: float = 1.0  # output tokens per sequence per step

    def at(self, percentile: float) -> tuple[float, float] | None:
        """(TTFT, E2E) in ms at ``percentile`` (a share), if shown."""
        for p, t, e in zip(self.percentiles, self.ttft_ms, self.e2e_ms):
            if abs(p - percentile) < 1e-9:
                return t, e
        return None

    def scaled(self, factor: float) -> "ServingFigures":
        """The figures with a speed factor applied (times / factor, rates x factor)."""
        f = factor
        return ServingFigures(
            self.rate, self.replicas, self.percentiles, tuple(t / f for t in self.ttft_ms),
            tuple(t / f for t in self.e2e_ms), self.tpot_ms / f, self.batch, self.utilisation / f,
            self.saturation_rps * f, None if self.target_rps is None else self.target_rps * f,
            self.throughput_tok_s, self.chunk_tokens, self.prompt_tokens, self.draft_tokens, self.tokens_per_step)

    def as_dict(self) -> dict:
        """Plain figures for JSON (``python -m gpuadvisor advise --json``)."""
        def pct(p: float) -> str:
            return f"p{p * 100:g}"
        return {
            "rate_per_replica_rps": self.rate,
            "replicas": self.replicas,
            "ttft_ms": {pct(p): v for p, v in zip(self.percentiles, self.ttft_ms)},
            "e2e_ms": {pct(p): v for p, v in zip(self.percentiles, self.e2e_ms)},
            "tpot_ms": self.tpot_ms,
            "batch": self.batch,
            "utilisation": self.utilisation,
            "saturation_rps_per_replica": self.saturation_rps,
            "target_rps_per_replica": self.target_rps,
            "throughput_tok_s_per_replica": self.throughput_tok_s,
            "chunked_prefill_tokens": self.chunk_tokens,
            "prompt_tokens_computed": self.prompt_tokens,
            "speculative_draft_tokens": self.draft_tokens,
            "tokens_per_step": self.tokens_per_step,
        }


@dataclass(frozen=True)
class Replica:
    """What one replica does per step (see the module docstring)."""

    step: Callable[[float, float], float]  # seconds of a step: (sequences decoding, prompt tokens in it)
    prefill_s: float  # one request's prefill run on its own (the stalling step)
    prompt_tokens: float  # prompt tokens computed per request (after the prefix cache)
    output_tokens: float  # tokens generated per request
    max_seqs: float  # sequences the KV pool and the scheduler hold at once (B)
    chunk_tokens: float | None = None  # token budget per step (chunked prefill); None: a prefill stalls decode
    tokens_per_step: float = 1.0  # output tokens a sequence gains per step (speculative decoding: E)
    budget_per_seq: float = 1.0  # budget tokens a decoding sequence takes per step (speculative: k + 1)
    cs2: float = 1.0  # squared coefficient of variation of the request lengths


@dataclass(frozen=True)
class Point:
    """The steady state of a replica at one request rate."""

    rate: float  # requests/s arriving at this replica
    batch: float  # sequences decoding (time average)
    in_flight: float  # requests holding a slot (prefilling or decoding)
    step_s: float  # one engine step
    tpot_s: float  # time per output token of a request
    prefill_s: float  # from the start of a request's prefill to its first token
    chunk: float  # prompt tokens per step (chunked prefill)
    slot_util: float  # in_flight / B
    prefill_util: float  # share of the prefill capacity in use
    stable: bool
    slots: float = 1.0  # B
    cs2: float = 1.0
    pool: int = 1  # replicas behind one load balancer, this one's rate each: one queue for a slot

    @cached_property
    def _waits(self) -> tuple[float, float, float, float]:
        """(C1, r1, C2, r2): probability of waiting and tail decay rate for a slot (of any replica of
        the pool: M/G/c with c = pool x B) and for the prefill (this replica's)."""
        if not self.stable:
            return (1.0, 1e-300, 1.0, 1e-300)
        k = (1.0 + self.cs2) / 2.0
        hold = self.in_flight / self.rate if self.rate > 0 else 1.0  # time in service (Little's law)
        c_slots = int(self.slots) * self.pool
        a = self.in_flight * self.pool
        c1 = erlang_c(c_slots, a) if a < c_slots else 1.0
        r1 = max(c_slots - a, 1e-12) / max(hold, 1e-12) / k
        # the prefill: behind the balancer a prompt goes to a replica that is not prefilling when one is
        # free, so the n replicas' prefills are one M/G/n queue (one replica: M/G/1, C = rho)
        n = max(1, int(self.pool))
        a2 = self.prefill_util * n
        c2 = (erlang_c(n, a2) if a2 < n else 1.0) if n > 1 else self.prefill_util
        r2 = (n - a2) / max(self.prefill_s, 1e-12) / k
        return (c1, r1, c2, r2)

    @property
    def utilisation(self) -> float:
        return max(self.slot_util, self.prefill_util)

    @property
    def mean_wait_s(self) -> float:
        c1, r1, c2, r2 = self._waits
        return c1 / r1 + c2 / r2

    @cached_property
    def _quantiles(self) -> dict[float, float]:
        return {}

    def wait_quantile_s(self, p: float) -> float:
        """p-th percentile of the waiting time (slot + prefill queue)."""
        hit = self._quantiles.get(p)
        if hit is None:
            hit = self._quantiles[p] = self._wait_quantile(p)
        return hit

    def _wait_quantile(self, p: float) -> float:
        c1, r1, c2, r2 = self._waits
        tail = 1.0 - min(max(p, 0.0), 0.999999)
        if c1 + c2 - c1 * c2 <= tail:  # P(wait > 0)
            return 0.0
        if c1 < 1e-12 * tail or c2 < 1e-12 * tail:  # one queue only: an exponential tail
            c, r = (c2, r2) if c1 < c2 else (c1, r1)
            return math.log(c / tail) / r
        # both: Newton on the log of the tail, kept between the larger single-queue quantile and
        # their sum plus a margin (where the tail is below the target)
        q1 = math.log(c1 / tail) / r1 if c1 > tail else 0.0
        q2 = math.log(c2 / tail) / r2 if c2 > tail else 0.0
        lo, hi = max(q1, q2), q1 + q2 + 2.0 / min(r1, r2)
        while _tail(hi, c1, r1, c2, r2) > tail:
            hi *= 2.0
            if hi > 1e12:
                return math.inf
        x = lo
        goal = math.log(tail)
        for _ in range(40):
            t, d = _tail(x, c1, r1, c2, r2), _tail_slope(x, c1, r1, c2, r2)
            if t > tail:
                lo = x
            else:
                hi = x
            if abs(math.log(t) - goal) < 1e-9:
                return x
            step = (math.log(t) - goal) * t / d if d < 0.0 else 0.0
            nxt = x - step
            x = nxt if lo < nxt < hi else 0.5 * (lo + hi)
            if hi - lo <= 1e-9 * hi:
                break
        return x

    @property
    def ttft_mean_s(self) -> float:
        return self.mean_wait_s + self.prefill_s

    def e2e_mean_s(self, output_tokens: float) -> float:
        return self.ttft_mean_s + output_tokens * self.tpot_s

    def ttft_s(self, p: float) -> float:
        return self.wait_quantile_s(p) + self.prefill_s

    def e2e_s(self, p: float, output_tokens: float) -> float:
        return self.ttft_s(p) + output_tokens * self.tpot_s


def pooled(pt: Point | None, n: int) -> Point | None:
    """``pt`` as one of ``n`` replicas behind one load balancer (engine.queueing): the same replica
    state, waiting for a slot of any of them."""
    if pt is None or n == pt.pool:
        return pt
    return replace(pt, pool=n)


def _tail(x: float, c1: float, r1: float, c2: float, r2: float) -> float:
    """P(W1 + W2 > x) for independent W_i = 0 w.p. 1 - C_i, else exponential with rate r_i."""
    e1, e2 = math.exp(-r1 * x), math.exp(-r2 * x)
    if abs(r1 - r2) <= 1e-12 * max(r1, r2):
        both = (1.0 + r1 * x) * e1
    else:
        both = (r2 * e1 - r1 * e2) / (r2 - r1)
    return c1 * (1.0 - c2) * e1 + c2 * (1.0 - c1) * e2 + c1 * c2 * both


def _tail_slope(x: float, c1: float, r1: float, c2: float, r2: float) -> float:
    """d/dx of :func:`_tail`."""
    e1, e2 = math.exp(-r1 * x), math.exp(-r2 * x)
    if abs(r1 - r2) <= 1e-12 * max(r1, r2):
        both = -r1 * r1 * x * e1
    else:
        both = r1 * r2 * (e2 - e1) / (r2 - r1)
    return -r1 * c1 * (1.0 - c2) * e1 - r2 * c2 * (1.0 - c1) * e2 + c1 * c2 * both


class ServingModel:
    """Continuous batching of one replica: operating points, saturation, percentiles, replicas."""

    def __init__(self, replica: Replica) -> None:
        self.r = replica
        self.out = max(1.0, float(replica.output_tokens))  # the engine decodes at least one token
        self.B = max(1.0, float(replica.max_seqs))
        self._sat: tuple[float, float] | None = None
        self._lone: Point | None = None
        self._within: dict[tuple[float, float], float] = {}

    # -- the operating point as a function of the decoding batch ---------------------------------
    def point_at_batch(self, b: float) -> Point:
        """The steady state with ``b`` sequences decoding on average."""
        return Point(*self._core(b), self.B, self.r.cs2)

    def _core(self, b: float) -> tuple:
        """(rate, b, in_flight, step, tpot, prefill, chunk, slot_util, prefill_util, stable)."""
        r = self.r
        E, O, B = r.tokens_per_step, self.out, self.B
        seen = min(B, 1.0 + b)  # the batch a request's steps carry
        if r.chunk_tokens is None:
            t = r.step(seen, 0.0)
            rate = b * E / (O * t + b * E * r.prefill_s) if b > 0 else 0.0
            rho = rate * r.prefill_s
            tpot = t / (E * (1.0 - rho)) if rho < 1.0 else math.inf
            t_pre = r.prefill_s
            chunk = 0.0
            stable = rho < 1.0
        else:
            P = r.prompt_tokens
            chunk = b * E * P / O  # prompt tokens per step: completions per step x prompt
            room = r.chunk_tokens - seen * r.budget_per_seq  # budget left for prompts in a step
            if room <= 0.0:
                t = r.step(seen, chunk)
                rate = b * E / (O * t) if b > 0 else 0.0
                return (rate, b, math.inf, t, t / E, math.inf, chunk, math.inf, math.inf, False)
            steps = max(1, math.ceil(P / room - 1e-9)) if P > 0 else 1
            own = P / steps  # this prompt's tokens in each of its steps
            # a waiting prompt is scheduled whole, up to the budget, in the next steps (vLLM V1): its
            # steps last step(seen, own) and every decoding sequence waits for them; the other steps
            # decode only.  Per second: rate x steps prompt-carrying steps, the rest decode-only, so
            # rate(b) = b E / (O t_dec + b E steps (t_own - t_dec)), the stalled-prefill form with
            # the prompt steps' extra time as the stall (see the module docstring)
            t_dec = r.step(seen, 0.0)
            extra = steps * (r.step(seen, own) - t_dec) if P > 0 else 0.0
            denom = O * t_dec + b * E * extra
            rate = b * E / denom if b > 0 else 0.0
            tpot = denom / (E * O)
            t = denom / O  # the mean step
            t_pre = steps * r.step(seen, min(room, chunk + own))
            rho = max(chunk / room, rate * (steps * t_dec + extra))  # budget, and time in prompt steps
            stable = rho < 1.0
        in_flight = rate * (t_pre + O * tpot) if math.isfinite(tpot) else math.inf
        slot_util = in_flight / B
        stable = stable and in_flight < B
        return (rate, b, in_flight, t, tpot, t_pre, chunk, slot_util, rho, stable)

    def _excess_util(self, b: float) -> float:
        core = self._core(b)
        return max(core[7], core[8]) - 1.0

    def lone(self) -> Point:
        """A request on its own (the rate tends to 0)."""
        if self._lone is None:
            self._lone = self.point_at_batch(0.0)
        return self._lone

    # -- saturation --------------------------------------------------------------------------------
    def saturation(self) -> tuple[float, float]:
        """(rate, decoding batch) where the replica stops being stable (requests/s; 0 if never)."""
        if self._sat is None:
            first = self.lone()
            if not first.stable:
                self._sat = (0.0, 0.0)
                return self._sat
            lo = _root(self._excess_util, 0.0, self.B, first.utilisation - 1.0)
            self._sat = (self._core(lo)[0], lo)
        return self._sat

    @property
    def saturation_rate(self) -> float:
        return self.saturation()[0]

    def at_rate(self, rate: float) -> Point | None:
        """The steady state at ``rate`` requests/s (None: at or beyond saturation)."""
        if rate <= 0.0:
            return self.lone()
        sat_rate, sat_b = self.saturation()
        if rate >= sat_rate:
            return None
        b = _root(lambda x: self._core(x)[0] / rate - 1.0, 0.0, sat_b, -1.0, sat_rate / rate - 1.0)
        pt = self.point_at_batch(b)
        return pt if pt.stable else None

    # -- the latency target --------------------------------------------------------------------------
    def rate_within(self, percentile: float, target_s: float | None, ttft_s: float | None = None) -> float:
        """Highest rate per replica whose ``percentile`` E2E latency meets ``target_s`` and whose
        ``percentile`` time to first token meets ``ttft_s`` (either None: no such target; 0: not even
        alone)."""
        key = (percentile, target_s, ttft_s)
        hit = self._within.get(key)
        if hit is None:
            hit = self._within[key] = self._rate_within(percentile, target_s, ttft_s)
        return hit

    def _margin(self, pt: Point, percentile: float, target_s: float | None, ttft_s: float | None) -> float:
        """How far ``pt`` is over its targets: the larger of 1 - target / latency over the targets set
        (<= 0: every target met).  A request with nothing to compute or generate that does not wait
        takes no time: a target holds with any margin (-inf; the search bisects there)."""
        m = -math.inf
        if target_s is not None:
            e2e = pt.e2e_s(percentile, self.r.output_tokens)
            m = 1.0 - target_s / e2e if e2e > 0.0 else -math.inf
        if ttft_s is not None:
            t = pt.ttft_s(percentile)
            m = max(m, 1.0 - ttft_s / t if t > 0.0 else -math.inf)
        return m

    def _misses(self, pt: Point, percentile: float, target_s: float | None, ttft_s: float | None) -> bool:
        """``pt``'s E2E or first-token percentile over its target."""
        return ((target_s is not None and pt.e2e_s(percentile, self.r.output_tokens) > target_s)
                or (ttft_s is not None and pt.ttft_s(percentile) > ttft_s))

    def _rate_within(self, percentile: float, target_s: float | None, ttft_s: float | None) -> float:
        lone = self.lone()
        if self._misses(lone, percentile, target_s, ttft_s):
            return 0.0

        def excess(b: float) -> float:  # rises from below 0 to 1 (about linearly near saturation)
            pt = self.point_at_batch(b)
            return self._margin(pt, percentile, target_s, ttft_s) if pt.stable else 1.0

        _sat_rate, sat_b = self.saturation()
        near = sat_b * (1.0 - 1e-4)
        if excess(near) < 0.0:  # a loose target: met up to saturation
            return self.point_at_batch(near).rate
        b = _root(excess, 0.0, near, self._margin(lone, percentile, target_s, ttft_s), rel=1e-3)
        return self.point_at_batch(b).rate

    def replicas_needed(self, rate: float, *, percentile: float, target_s: float | None, max_util: float,
                        max_replicas: int = 100_000, ttft_s: float | None = None) -> tuple[int | None, Point | None]:
        """(replicas, the point each runs at): the fewest replicas whose load stays under ``max_util``
        of the saturation rate and whose ``percentile`` E2E latency meets ``target_s`` and time to
        first token ``ttft_s`` (None: no such target)."""
        sat = self.saturation_rate
        if sat <= 0.0:
            return None, None
        if rate <= 0.0:
            return 1, self.lone()
        k = max(1, math.ceil(rate / (sat * max_util) - 1e-12))
        if target_s is None and ttft_s is None:
            return k, pooled(self.at_rate(rate / k), k)
        within = self.rate_within(percentile, target_s, ttft_s)
        if within <= 0.0:
            return None, None
        found: dict[int, Point] = {}

        def meets(n: int) -> bool:
            pt = pooled(self.at_rate(rate / n), n)
            if pt is not None and not self._misses(pt, percentile, target_s, ttft_s):
                found[n] = pt
                return True
            return False

        # one replica alone meets the target up to ``within``: replicas that each took a fixed share
        # of the arrivals would need rate / within; pooled in one queue they wait less
        n = max(k, math.ceil(rate / within - 1e-9))
        for _ in range(8):  # the search for ``within`` is approximate: step over its last digits
            if n > max_replicas:
                return None, None
            if meets(n):
                break
            n += 1
        else:
            return None, None
        # the fewest that do, by bisection (the percentile falls as replicas are added)
        lo, hi = k - 1, n
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if meets(mid):
                hi = mid
            else:
                lo = mid
        return hi, found[hi]
