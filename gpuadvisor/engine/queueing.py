"""Queueing at a service's request rate: how many replicas keep the stated latency percentile.

Each replica of a service serves ``slots`` requests at once (the batch or the concurrent
sequences of continuous batching), each taking ``service_s`` (the estimate's latency at that
batch), so a replica completes ``capacity`` = slots / service time requests per second at most.
The replicas sit behind one load balancer that sends each request to a replica with a free slot
(least outstanding requests: nginx ``least_conn``, Envoy ``LEAST_REQUEST``, the routers of the LLM
serving stacks), so ``n`` replicas with Poisson arrivals at ``rate`` requests/s are one M/G/c
queue with ``c = n x slots`` servers (one replica: the M/G/c of its own slots).  Waiting time
follows the Erlang C formula for M/M/c, corrected for the variability of the service time with
the Allen-Cunneen factor (1 + cs²)/2 (Allen, *Probability, Statistics, and Queueing Theory*, 2nd
ed. 1990, §6; Whitt 1993 "Approximations for the GI/G/m queue"):

    P(wait > t) ≈ C(c, a) · exp(-(c·mu - lambda) · t · 2 / (1 + cs²))

so the p-th percentile response time is ``service_s + max(0, ln(C / (1 - p))) · (1 + cs²) /
(2 (n·capacity - lambda))``.  Pooling is what makes a few replicas enough for a rare, long
request: ten-second answers at 0.22 requests/s (offered load 2.2) keep a 15 s P95 with 5 pooled
one-slot replicas, where replicas that each take a fixed share of the arrivals would need 29.
``cs²`` (squared coefficient of variation of the service time): 1 for LLM answers, whose lengths
vary about as much as an exponential's; 0 for fixed-shape requests (an image, a fixed batch of
query-document pairs).  The number of replicas is the smallest that keeps both the utilisation
under ``max_util`` (``Assumptions.max_utilisation``) and the percentile under the target.
"""

from __future__ import annotations

import math

#: Squared coefficient of variation of the service time (see the module docstring).
CS2_GENERATION = 1.0
CS2_FIXED = 0.0
#: Most replicas looked at before a target is called unreachable.
MAX_REPLICAS = 100_000


def erlang_c(c: int, a: float) -> float:
    """Probability that an arrival waits in M/M/c with offered load ``a`` = lambda/mu (< c)."""
    if a <= 0.0:
        return 0.0
    if a >= c:
        return 1.0
    if a < c - 12.0 * math.sqrt(c) - 12.0:
        # the number busy is ~Poisson(a); all c busy lies > 12 standard deviations out: C < 1e-30
        return 0.0
    b = 1.0  # Erlang B by the stable recursion B(k) = a B(k-1) / (k + a B(k-1))
    for k in range(1, c + 1):
        b = a * b / (k + a * b)
    return c * b / (c - a * (1.0 - b))


def response_quantile(rate: float, capacity: float, slots: int, service_s: float, percentile: float,
                      cs2: float) -> float:
    """p-th percentile response time (s) of one queue of ``slots`` servers and ``capacity``
    requests/s at ``rate`` requests/s (inf if saturated): one replica, or pooled replicas with their
    slots and capacities summed (``pooled_quantile``)."""
    slots = max(1, int(slots))
    if rate >= capacity:
        return math.inf
    mu = capacity / slots  # per slot
    tail = 1.0 - min(max(percentile, 0.0), 0.9999)
    c_wait = erlang_c(slots, rate / mu)
    if c_wait <= tail:
        return service_s
    return service_s + math.log(c_wait / tail) * (1.0 + cs2) / 2.0 / (capacity - rate)


def pooled_quantile(rate: float, replicas: int, capacity: float, slots: int, service_s: float, percentile: float,
                    cs2: float) -> float:
    """p-th percentile response time (s) of ``replicas`` replicas behind one load balancer at
    ``rate`` requests/s in all: one queue of ``replicas x slots`` servers."""
    return response_quantile(rate, replicas * capacity, replicas * max(1, int(slots)), service_s, percentile, cs2)


def replicas_needed(rate: float, capacity: float, slots: int, service_s: float, *, percentile: float,
                    target_s: float | None, max_util: float, cs2: float) -> tuple[int | None, float]:
    """(replicas, percentile response time there): the fewest replicas whose load stays under
    ``max_util`` and whose ``percentile`` response time meets ``target_s`` (None: unreachable)."""
    if capacity <= 0.0 or rate <= 0.0:
        return (1, service_s) if capacity > 0.0 else (None, math.inf)
    k = max(1, math.ceil(rate / (capacity * max_util) - 1e-12))
    if target_s is None:
        return k, pooled_quantile(rate, k, capacity, slots, service_s, percentile, cs2)
    if service_s > target_s:
        return None, service_s
    # the percentile falls as replicas are added; grow geometrically, then bisect
    def ok(n: int) -> bool:
        return pooled_quantile(rate, n, capacity, slots, service_s, percentile, cs2) <= target_s

    hi = k
    while not ok(hi):
        if hi >= MAX_REPLICAS:
            return None, math.inf
        hi = min(MAX_REPLICAS, hi * 2)
    lo = max(k - 1, (hi // 2) if hi > k else k - 1)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return hi, pooled_quantile(rate, hi, capacity, slots, service_s, percentile, cs2)
