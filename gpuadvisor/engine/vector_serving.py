"""An LLM service over every hardware configuration at once (engine.vector's serving part).

:func:`llm_service` gives, for a whole list of configurations, the figures
:func:`engine.estimate._llm_service` gives for one: the sequences the KV pool holds, the
continuous-batching operating point of :class:`engine.serving.ServingModel` (saturation, the rate
within the latency target, the replicas the planned load needs and the point each runs at), the
waiting-time percentiles and the Estimate fields built from them.

The searches of the scalar model are run as masked vector iterations: every configuration follows
exactly the scalar sequence of iterates (the same formulas in the same order of operations, the same
branch per element, and it stops where the scalar stops).  That matters: regula falsi often lands
within a rounding error of a near-linear root and then branches on the sign of a value of 1e-16, so
a last-bit difference would move the result by the search's tolerance (1e-6).  The values are
therefore the same to the last bit — exp, log and pow are the C library's, element by element — with
one exception, the Erlang C probability of waiting for a slot: a cumulative product over a
(configurations x slots) table instead of the scalar's slot-by-slot recursion (the same value to
about 1e-13; the recursion would take up to 256 passes over the configurations at each step of a
search).  ``tests/engine/test_vector.py`` holds the two paths to 1e-9 relative over the whole catalog.
The physics (what one engine step costs, the queues) is the scalar reference's; nothing here is new.

Left to the scalar path (``handled`` False): routed MoE experts kept in host RAM (``Recipe.offload``).
"""

from __future__ import annotations

import math

import numpy as np

from gpuadvisor.domain.project import HOURS_PER_MONTH

from . import compute as C
from . import estimate as E
from . import memory as M
from . import queueing as Q
from . import serving as S

_ROOT_ITERATIONS = 200  # engine.serving._root
_any = np.count_nonzero  # whether a mask has any True (ndarray.any() costs more: it goes through Python)
_NEWTON_ITERATIONS = 40  # engine.serving.Point._wait_quantile


# The searches stop on the sign of a value that is often within a rounding error of zero (regula
# falsi lands on a near-linear root), so an element follows the scalar's iterates only if every value
# is the same to the last bit: exp, log and pow are the C library's (``math``), element by element,
# as numpy's own vectorised exp/log/pow may differ from it in the last bit.
def _exp(x: np.ndarray) -> np.ndarray:
    """math.exp element-wise (arguments above 709 would overflow: the scalar raises there)."""
    return np.fromiter(map(math.exp, np.minimum(x, 709.0).tolist()), float, len(x))


def _log(x: np.ndarray) -> np.ndarray:
    """math.log element-wise (NaN where it is not > 0: the scalar raises there)."""
    return np.fromiter(map(math.log, np.where(x > 0.0, x, np.nan).tolist()), float, len(x))


def _pow(base: float, y: np.ndarray) -> np.ndarray:
    """math.pow(base, y) element-wise."""
    if np.ndim(y) == 0:
        return math.pow(base, float(y))
    return np.fromiter(map(math.pow, [base] * len(y), y.tolist()), float, len(y))


class _Point:
    """engine.serving.Point for every configuration: one array per field."""

    __slots__ = ("rate", "batch", "in_flight", "step", "tpot", "prefill", "chunk", "slot_util", "prefill_util",
                 "stable", "pool", "waits")

    def __init__(self, rate, batch, in_flight, step, tpot, prefill, chunk, slot_util, prefill_util, stable,
                 pool=1.0) -> None:
        self.rate, self.batch, self.in_flight, self.step, self.tpot = rate, batch, in_flight, step, tpot
        self.prefill, self.chunk, self.slot_util, self.prefill_util, self.stable = (
            prefill, chunk, slot_util, prefill_util, stable)
        self.pool = pool  # engine.serving.Point.pool: replicas sharing the queue for a slot (scalar or column)
        self.waits = None

    def pooled(self, n) -> "_Point":
        """engine.serving.pooled: this point as one of ``n`` replicas (per element) behind one balancer."""
        return _Point(*(getattr(self, f) for f in _Point.__slots__[:-2]), n)

    def utilisation(self) -> np.ndarray:
        return np.maximum(self.slot_util, self.prefill_util)

    def pick(self, mask: np.ndarray, other: "_Point") -> "_Point":
        """This point where ``mask``, else ``other``."""
        return _Point(*(np.where(mask, getattr(self, f), getattr(other, f)) for f in _Point.__slots__[:-1]))


def _root(f, lo, hi, f_lo, f_hi, active, rel: float = S._TOL) -> np.ndarray:
    """engine.serving._root for the elements ``active``, each its own search (element-wise the
    same iterates; the values of inactive elements are left undefined).  ``f(x, live)`` evaluates
    the function where ``live``."""
    n = len(active)
    ones = np.ones(n)
    lo = np.array(lo, dtype=float) * ones
    hi = np.array(hi, dtype=float) * ones
    f_lo = np.array(f_lo, dtype=float) * ones
    if f_hi is None:
        f_hi = f(hi, active)
    f_hi = np.array(f_hi, dtype=float) * ones
    below = f_hi < 0.0
    res = np.where(below, hi, np.nan)
    live = active & ~below
    # the Illinois step as factors: the value of an end kept twice is halved (x 0.5), else kept
    # (x 1.0, exact); no end is kept yet
    keep_lo = keep_hi = 1.0
    tol = rel * np.maximum(hi, 1e-300)
    count, where, copyto, less = _any, np.where, np.copyto, np.less
    # an element's state (lo, hi, their values, the factors) is updated as the scalar's while it is
    # live and left to run on after: its result is taken when it stops.  The loop is what the
    # searches cost (at a few hundred configurations an array operation costs the same whatever
    # the elements still live): its operations are the fewest that keep the scalar's iterates,
    # written in place where a new array is not needed
    for _ in range(_ROOT_ITERATIONS):
        done = hi - lo
        done = done <= tol
        done &= live
        if count(done):
            copyto(res, lo, where=done)
            live = live & ~done
            if not count(live):
                return res
        elif not count(live):
            return res
        # the secant through both ends where it falls strictly inside (not where a value is not
        # finite or both are equal: the quotient is then NaN or infinite), else the midpoint
        x = lo * f_hi
        x -= hi * f_lo
        x /= f_hi - f_lo
        inside = less(lo, x)
        inside &= less(x, hi)
        mid = lo + hi
        mid *= 0.5
        x = where(inside, x, mid)
        fx = f(x, live)
        neg = fx < 0.0
        hit = fx >= -1e-9  # |fx| <= 1e-9
        hit &= neg
        hit &= live
        if count(hit):
            copyto(res, x, where=hit)
            live = live & ~hit
            if not count(live):
                return res
        pos = ~neg
        f_lo = f_lo * keep_lo
        f_hi = f_hi * keep_hi
        copyto(lo, x, where=neg)
        copyto(hi, x, where=pos)
        copyto(f_lo, fx, where=neg)
        copyto(f_hi, fx, where=pos)
        keep_lo = where(neg, 1.0, 0.5)  # the low end kept (fx >= 0): halved if kept again
        keep_hi = where(neg, 0.5, 1.0)
    return where(live, lo, res)


def _erlang_c(c: np.ndarray, a: np.ndarray, active: np.ndarray) -> np.ndarray:
    """engine.queueing.erlang_c(c, a) element-wise (``c`` integral, per element) where ``active``.

    The scalar's recursion ``B(k) = a B(k-1) / (k + a B(k-1))`` is ``1 / B(c) = sum_j prod_{i<j}
    (c - i) / a``: the products are one cumulative product over a (configurations x c) table, the same
    sum to rounding (a relative 1e-13 at c = 256, where the step-by-step recursion would take c
    passes over the configurations).  Where a product could overflow (many slots, a small load:
    ``c! / a^c`` passes 1e308 at c = 171 and a = 1) the row is summed in logarithms instead (its
    Erlang B is then below e^-300, C as small, as the recursion gives): no overflow, no warning."""
    out = np.where(a >= c, 1.0, 0.0)
    need = active & (a > 0.0) & (a < c) & ~(a < c - 12.0 * np.sqrt(c) - 12.0)
    if _any(need):
        idx = np.flatnonzero(need)
        x, cc = a[idx], c[idx]
        top = int(cc.max())
        if len(idx) * top <= 400_000:
            j = np.arange(1.0, top + 1.0)
            # the largest product is that of the factors (c - i) / a above 1, at most c - a + 1 of
            # them, each at most c / a: a row whose bound stays below e^600 sums as products
            small = (cc - x + 1.0) * (np.log(cc) - np.log(x)) < 600.0
            if small.all():
                rows, logs = slice(None), None
            else:
                rows, logs = np.flatnonzero(small), np.flatnonzero(~small)
            if len(cc[rows]):
                xs, cs = x[rows], cc[rows]
                f = (cs[:, None] - j + 1.0) / xs[:, None]
                f = np.where(j <= cs[:, None], f, 0.0)
                r = 1.0 + np.cumprod(f, axis=1).sum(axis=1)
                b = 1.0 / r
                out[idx[rows]] = cs * b / (cs - xs * (1.0 - b))
            if logs is not None:  # log r = log(1 + sum_j exp(L_j)), L_j the partial sums of the logs
                xs, cs = x[logs], cc[logs]
                valid = j <= cs[:, None]
                lf = np.log(np.where(valid, cs[:, None] - j + 1.0, 1.0)) - np.log(xs)[:, None]
                big = np.where(valid, np.cumsum(np.where(valid, lf, 0.0), axis=1), -np.inf)
                top_l = np.maximum(big.max(axis=1), 0.0)
                log_r = top_l + np.log(np.exp(-top_l) + np.exp(big - top_l[:, None]).sum(axis=1))
                b = np.exp(-log_r)
                out[idx[logs]] = cs * b / (cs - xs * (1.0 - b))
        else:  # very many slots: the scalar recursion per configuration
            out[idx] = [Q.erlang_c(int(ci), ai) for ci, ai in zip(cc.tolist(), x.tolist())]
    return out


class _Tail:
    """engine.serving._tail and _tail_slope for fixed (C1, r1, C2, r2), element-wise: the terms that do
    not depend on ``x`` made once (the same products in the same order)."""

    def __init__(self, c1, r1, c2, r2) -> None:
        self.r1, self.r2 = r1, r2
        self.same = np.abs(r1 - r2) <= 1e-12 * np.maximum(r1, r2)
        self.any_same = bool(_any(self.same))
        self.den = np.where(self.same, 1.0, r2 - r1)
        self.k1, self.k2, self.k12 = c1 * (1.0 - c2), c2 * (1.0 - c1), c1 * c2
        self.s1, self.s2 = -r1 * c1 * (1.0 - c2), r2 * c2 * (1.0 - c1)
        self.rr, self.r12 = -r1 * r1, r1 * r2

    def subset(self, sel) -> "_Tail":
        """The same terms for the elements ``sel`` (indices or a mask)."""
        t = object.__new__(_Tail)
        for name in ("r1", "r2", "same", "den", "k1", "k2", "k12", "s1", "s2", "rr", "r12"):
            setattr(t, name, getattr(self, name)[sel])
        t.any_same = bool(_any(t.same))
        return t

    def tail(self, x):
        r1, r2 = self.r1, self.r2
        e1, e2 = _exp(-r1 * x), _exp(-r2 * x)
        both = (r2 * e1 - r1 * e2) / self.den
        if self.any_same:
            both = np.where(self.same, (1.0 + r1 * x) * e1, both)
        return self.k1 * e1 + self.k2 * e2 + self.k12 * both

    def tail_slope(self, x):
        r1, r2 = self.r1, self.r2
        e1, e2 = _exp(-r1 * x), _exp(-r2 * x)
        both = (r2 * e1 - r1 * e2) / self.den
        slope = self.r12 * (e2 - e1) / self.den
        if self.any_same:
            both = np.where(self.same, (1.0 + r1 * x) * e1, both)
            slope = np.where(self.same, self.rr * x * e1, slope)
        return (self.k1 * e1 + self.k2 * e2 + self.k12 * both,
                self.s1 * e1 - self.s2 * e2 + self.k12 * slope)


def _quantile(waits, p: float, active: np.ndarray, tail: np.ndarray | None = None) -> np.ndarray:
    """engine.serving.Point._wait_quantile element-wise (0 outside ``active``).  ``tail``: each
    element's own 1 - p (then ``p`` is not read; see _quantiles)."""
    c1, r1, c2, r2 = waits
    if tail is None:
        tail = 1.0 - min(max(p, 0.0), 0.999999)
    res = np.zeros(len(active))
    pos = active & ~(c1 + c2 - c1 * c2 <= tail)
    if not _any(pos):
        return res
    one = pos & ((c1 < 1e-12 * tail) | (c2 < 1e-12 * tail))
    if _any(one):  # one queue only: an exponential tail
        second = c1 < c2
        c, r = np.where(second, c2, c1), np.where(second, r2, r1)
        res = np.where(one, _log(np.where(one, c, tail) / tail) / np.where(one, r, 1.0), res)
    both = pos & ~one
    if not _any(both):
        return res
    idx = np.flatnonzero(both)
    c1, r1, c2, r2 = c1[idx], r1[idx], c2[idx], r2[idx]
    if np.ndim(tail):
        tail = tail[idx]
    q1 = np.where(c1 > tail, _log(np.where(c1 > tail, c1, tail) / tail) / r1, 0.0)
    q2 = np.where(c2 > tail, _log(np.where(c2 > tail, c2, tail) / tail) / r2, 0.0)
    lo, hi = np.maximum(q1, q2), q1 + q2 + 2.0 / np.minimum(r1, r2)
    size = len(idx)
    tl = _Tail(c1, r1, c2, r2)
    infinite = np.zeros(size, dtype=bool)
    grow = np.ones(size, dtype=bool)
    while True:
        grow = grow & (tl.tail(hi) > tail)
        if not _any(grow):
            break
        hi = np.where(grow, hi * 2.0, hi)
        over = grow & (hi > 1e12)
        infinite |= over
        grow &= ~over
    goal = _log(tail) if np.ndim(tail) else math.log(tail)
    out = np.full(size, np.nan)
    # Newton's steps on the elements still searching only (the state compacted as elements stop:
    # exp and log are element by element in Python, so a stopped element would cost as a live one)
    ids = np.flatnonzero(~infinite)
    x, lo, hi = lo[ids], lo[ids], hi[ids]
    if np.ndim(tail):
        tail, goal = tail[ids], goal[ids]
    tl = tl.subset(ids)
    for _ in range(_NEWTON_ITERATIONS):
        if not len(ids):
            break
        t, d = tl.tail_slope(x)
        above = t > tail
        lo = np.where(above, x, lo)
        hi = np.where(above, hi, x)
        lt = _log(t)
        conv = np.abs(lt - goal) < 1e-9  # (its result: x before this step)
        go = ~conv
        step = np.where(d < 0.0, (lt - goal) * t / np.where(d < 0.0, d, -1.0), 0.0)
        nxt = x - step
        x = np.where(go, np.where((lo < nxt) & (nxt < hi), nxt, 0.5 * (lo + hi)), x)
        stop = conv | (go & (hi - lo <= 1e-9 * hi))
        if _any(stop):
            out[ids[stop]] = x[stop]
            keep = ~stop
            ids, x, lo, hi = ids[keep], x[keep], lo[keep], hi[keep]
            if np.ndim(tail):
                tail, goal = tail[keep], goal[keep]
            tl = tl.subset(keep)
    out[ids] = x
    res[idx] = np.where(infinite, np.inf, out)
    return res


def _quantiles(waits, ps, active: np.ndarray) -> dict:
    """_quantile at each percentile of ``ps``: one search over the percentiles side by side (the
    same iterates element by element, one pass of array operations instead of one per percentile)."""
    k, n = len(ps), len(active)
    if k == 1:
        return {ps[0]: _quantile(waits, ps[0], active)}
    tails = np.repeat([1.0 - min(max(p, 0.0), 0.999999) for p in ps], n)
    res = _quantile(tuple(np.tile(x, k) for x in waits), 0.0, np.tile(active, k), tails)
    return {p: res[j * n:(j + 1) * n] for j, p in enumerate(ps)}


class _Replicas:
    """engine.serving.ServingModel for one replica per configuration (columns of the Replica)."""

    def __init__(self, step, prefill_s, prompt_tokens: float, output_tokens: float, slots, chunk_tokens,
                 tokens_per_step, budget_per_seq, cs2: float) -> None:
        self.step = step  # (sequences decoding, prompt tokens in the step) -> seconds, element-wise
        self.prefill_s = prefill_s
        self.P = prompt_tokens
        self.output = output_tokens
        self.O = max(1.0, float(output_tokens))
        self.B = np.maximum(1.0, slots)
        self.c_slots = np.floor(self.B)  # int(B)
        self.chunk_tokens = chunk_tokens  # NaN: a prefill stalls decode
        self.chunked = ~np.isnan(chunk_tokens)
        self.some_stall, self.some_chunk = not self.chunked.all(), bool(_any(self.chunked))
        self.E = tokens_per_step
        self.budget = budget_per_seq
        # one token per sequence and step (no speculative decoding): E = 1 and k + 1 = 1, whose
        # products and quotients are exact, are left out
        self.unit = bool((tokens_per_step == 1.0).all() and (budget_per_seq == 1.0).all())
        self.cs2 = cs2
        self.size = len(slots)
        self.steps3 = None  # (b, c1, c2) -> (step(b, 0), step(b, c1), step(b, c2)) where the step allows it

    def core(self, b) -> _Point:
        """ServingModel._core at ``b`` sequences decoding (element-wise)."""
        E, O, B = self.E, self.O, self.B
        if np.ndim(b) == 0:
            b = np.full(self.size, float(b))
        seen = np.minimum(B, 1.0 + b)
        chunked = self.chunked
        some_stall, some_chunk = self.some_stall, self.some_chunk
        # the rate is 0 at b = 0 (the scalar's ``if b > 0``): the quotient gives it, the step being > 0
        unit = self.unit
        bE = b if unit else b * E
        if some_stall:
            pre = self.prefill_s
            t_s = self.step(seen, 0.0)
            rate_s = bE / (O * t_s + bE * pre)
            rho_s = rate_s * pre
            tpot_s = np.where(rho_s < 1.0, t_s / ((1.0 - rho_s) if unit else E * (1.0 - rho_s)), np.inf)
        if some_chunk:
            P = self.P
            chunk = bE * P / O
            room = self.chunk_tokens - (seen if unit else seen * self.budget)
            full = room <= 0.0  # no budget left for prompts in a step
            any_full = bool(_any(full))
            room_ok = np.where(full, 1.0, room) if any_full else room
            if P > 0:
                steps = np.maximum(1.0, np.ceil(P / room_ok - 1e-9))
            else:
                steps = np.ones(self.size)
            own = P / steps
            # ServingModel._core: the prompt-carrying steps' extra time stalls the decodes
            if self.steps3 is not None and P > 0:
                t_dec, t_own, t_first = self.steps3(seen, own, np.minimum(room_ok, chunk + own))
            else:
                t_dec = self.step(seen, 0.0)
                t_own = self.step(seen, own) if P > 0 else t_dec
                t_first = None
            extra = steps * (t_own - t_dec) if P > 0 else 0.0
            denom = O * t_dec + bE * extra
            rate_c = bE / denom
            tpot_c = denom / O if unit else denom / (E * O)
            t_c = denom / O
            rho_c = np.maximum(chunk / room_ok, rate_c * (steps * t_dec + extra))
            if any_full:  # the scalar's step for a full budget (its rate and TPOT)
                t_full = self.step(seen, chunk)
                rate_c = np.where(full, bE / (O * t_full), rate_c)
                tpot_c = np.where(full, t_full if unit else t_full / E, tpot_c)
                t_c = np.where(full, t_full, t_c)
            pre_c = steps * (t_first if t_first is not None else self.step(seen, np.minimum(room_ok, chunk + own)))
        if some_stall and some_chunk:
            t = np.where(chunked, t_c, t_s)
            rate = np.where(chunked, rate_c, rate_s)
            tpot = np.where(chunked, tpot_c, tpot_s)
            t_pre = np.where(chunked, pre_c, self.prefill_s)
            rho = np.where(chunked, rho_c, rho_s)
            chunk = np.where(chunked, chunk, 0.0)
        elif some_chunk:
            t, rate, tpot, t_pre, rho = t_c, rate_c, tpot_c, pre_c, rho_c
        else:
            t, rate, tpot, t_pre, rho = t_s, rate_s, tpot_s, self.prefill_s, rho_s
            chunk = np.zeros(self.size)
        # an infinite TPOT (a stalled prefill at rho >= 1, so a rate > 0) gives in_flight = inf
        in_flight = rate * (t_pre + O * tpot)
        slot_util = in_flight / B
        stable = (rho < 1.0) & (in_flight < B)
        if some_chunk and any_full:
            gone = chunked & full
            inf = np.inf
            in_flight = np.where(gone, inf, in_flight)
            t_pre = np.where(gone, inf, t_pre)
            slot_util = np.where(gone, inf, slot_util)
            rho = np.where(gone, inf, rho)
            stable = stable & ~gone
        return _Point(rate, b, in_flight, t, tpot, t_pre, chunk, slot_util, rho, stable)

    def rate_at(self, b: np.ndarray) -> np.ndarray:
        """``core(b).rate`` alone (the same operations): what the search for a given rate evaluates."""
        E, O = self.E, self.O
        seen = np.minimum(self.B, 1.0 + b)
        bE = b if self.unit else b * E
        if self.some_stall:
            rate_s = bE / (O * self.step(seen, 0.0) + bE * self.prefill_s)
            if not self.some_chunk:
                return rate_s
        # core's chunked rate: the prompt-carrying steps' extra time stalls the decodes
        P = self.P
        unit = self.unit
        room = self.chunk_tokens - (seen if unit else seen * self.budget)
        full = room <= 0.0
        any_full = bool(_any(full))
        room_ok = np.where(full, 1.0, room) if any_full else room
        t_dec = self.step(seen, 0.0)
        if P > 0:
            steps = np.maximum(1.0, np.ceil(P / room_ok - 1e-9))
            extra = steps * (self.step(seen, P / steps) - t_dec)
        else:
            extra = 0.0
        rate_c = bE / (O * t_dec + bE * extra)
        if any_full:
            rate_c = np.where(full, bE / (O * self.step(seen, bE * P / O)), rate_c)
        return np.where(self.chunked, rate_c, rate_s) if self.some_stall else rate_c

    # -- queues and percentiles (engine.serving.Point) ----------------------------------------------
    def waits(self, pt: _Point, active: np.ndarray):
        """Point._waits: (C1, r1, C2, r2) element-wise."""
        if pt.waits is not None and not _any(active & ~pt.waits[0]):
            return pt.waits[1]
        k = (1.0 + self.cs2) / 2.0
        pos = pt.rate > 0
        hold = np.where(pos, pt.in_flight / np.where(pos, pt.rate, 1.0), 1.0)
        pool = pt.pool
        if np.ndim(pool) == 0 and pool == 1.0:  # one replica: int(B) slots, its own load (as the scalar's x 1)
            c, a = self.c_slots, pt.in_flight
        else:  # int(B) x n slots, n x the load (engine.serving.Point._waits)
            c, a = self.c_slots * pool, pt.in_flight * pool
        stable = pt.stable
        c1 = np.where(a < c, _erlang_c(c, a, active & stable & (a < c)), 1.0)
        r1 = np.maximum(c - a, 1e-12) / np.maximum(hold, 1e-12) / k
        if np.ndim(pool) == 0 and pool == 1.0:  # one replica's prefills: M/G/1 (Point._waits)
            c2 = pt.prefill_util
            r2 = (1.0 - c2) / np.maximum(pt.prefill, 1e-12) / k
        else:  # the n replicas' prefills as one M/G/n queue (Point._waits)
            n = np.maximum(np.floor(pool), 1.0) * np.ones_like(pt.prefill_util)
            a2 = pt.prefill_util * n
            multi = n > 1
            c2 = np.where(multi, np.where(a2 < n, _erlang_c(n, a2, active & stable & multi & (a2 < n)), 1.0),
                          pt.prefill_util)
            r2 = np.where(multi, n - a2, 1.0 - pt.prefill_util) / np.maximum(pt.prefill, 1e-12) / k
        w = (np.where(stable, c1, 1.0), np.where(stable, r1, 1e-300), np.where(stable, c2, 1.0),
             np.where(stable, r2, 1e-300))
        pt.waits = (active, w)
        return w

    def wait_q(self, pt: _Point, p: float, active: np.ndarray) -> np.ndarray:
        return _quantile(self.waits(pt, active), p, active)

    def wait_qs(self, pt: _Point, ps, active: np.ndarray) -> dict:
        """{p: wait_q(pt, p, active)} for every p of ``ps``, in one search."""
        return _quantiles(self.waits(pt, active), list(ps), active)

    def e2e(self, pt: _Point, p: float, active: np.ndarray) -> np.ndarray:
        """Point.e2e_s(p, output_tokens)."""
        return self.wait_q(pt, p, active) + pt.prefill + self.output * pt.tpot

    def mean_wait(self, pt: _Point, active: np.ndarray) -> np.ndarray:
        c1, r1, c2, r2 = self.waits(pt, active)
        return c1 / r1 + c2 / r2

    # -- saturation, a rate, the latency target (ServingModel) ---------------------------------------
    def saturation(self) -> None:
        lone = self.lone = self.core(0.0)
        ok = lone.stable

        def excess(x, live):
            return self.core(x).utilisation() - 1.0

        b = _root(excess, 0.0, self.B, lone.utilisation() - 1.0, None, ok)
        b = np.where(ok, b, 0.0)
        self.sat_b = b
        self.sat_rate = np.where(ok, self.core(b).rate, 0.0)

    def at_rate(self, rate: np.ndarray, active: np.ndarray) -> tuple[_Point, np.ndarray]:
        """(point, where it exists): ServingModel.at_rate for rates > 0."""
        go = active & ~(rate >= self.sat_rate)
        r = np.where(go, rate, 1.0)

        def f(x, live):
            return self.rate_at(x) / r - 1.0

        b = _root(f, 0.0, self.sat_b, -1.0, self.sat_rate / r - 1.0, go)
        pt = self.core(np.where(go, b, 0.0))
        return pt, go & pt.stable

    def latencies(self, pt: _Point, p: float, active: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(Point.ttft_s(p), Point.e2e_s(p, output_tokens)), one search for the wait."""
        ttft = self.wait_q(pt, p, active) + pt.prefill
        return ttft, ttft + self.output * pt.tpot

    def margin(self, pt: _Point, p: float, target, ttft_target, active: np.ndarray) -> np.ndarray:
        """ServingModel._margin element-wise: the larger of 1 - target / latency over the targets set."""
        ttft, e2e = self.latencies(pt, p, active)
        m = None
        if target is not None:
            m = 1.0 - target / e2e
        if ttft_target is not None:
            mt = 1.0 - ttft_target / ttft
            m = mt if m is None else np.maximum(m, mt)
        return m

    def misses(self, pt: _Point, p: float, target, ttft_target, active: np.ndarray) -> np.ndarray:
        """ServingModel._misses element-wise."""
        ttft, e2e = self.latencies(pt, p, active)
        out = np.zeros(self.size, dtype=bool)
        if target is not None:
            out |= e2e > target
        if ttft_target is not None:
            out |= ttft > ttft_target
        return out

    def rate_within(self, p: float, target, active: np.ndarray, ttft_target=None) -> np.ndarray:
        """ServingModel._rate_within element-wise (``active``)."""
        lone = self.lone
        go = active & ~self.misses(lone, p, target, ttft_target, active)
        res = np.zeros(self.size)
        if not _any(go):
            return res

        def excess(x, live):
            pt = self.core(x)
            live = live & pt.stable
            return np.where(pt.stable, self.margin(pt, p, target, ttft_target, live), 1.0)

        near = self.sat_b * (1.0 - 1e-4)
        pt_near = self.core(near)
        ex_near = excess(near, go)
        loose = go & (ex_near < 0.0)
        res = np.where(loose, pt_near.rate, res)
        search = go & ~loose
        if _any(search):
            b = _root(excess, 0.0, near, self.margin(lone, p, target, ttft_target, search), ex_near, search, rel=1e-3)
            res = np.where(search, self.core(np.where(search, b, 0.0)).rate, res)
        return res

    def replicas_needed(self, rate: float, p: float, target: float | None, max_util: float, within,
                        active: np.ndarray, max_replicas: int = 100_000, ttft_target: float | None = None):
        """ServingModel.replicas_needed (rate > 0): (replicas as floats, NaN: none; the point; where
        the point exists)."""
        sat = self.sat_rate
        go = active & (sat > 0.0)
        sat_ok = np.where(go, sat, 1.0)
        k = np.maximum(1.0, np.ceil(rate / (sat_ok * max_util) - 1e-12))
        if target is None and ttft_target is None:
            pt, ok = self.at_rate(rate / k, go)
            return np.where(go, k, np.nan), pt.pooled(np.where(go, k, 1.0)), ok
        go = go & (within > 0.0)
        n = np.maximum(k, np.ceil(rate / np.where(go, within, 1.0) - 1e-9))
        reps = np.full(self.size, np.nan)
        found = np.zeros(self.size, dtype=bool)
        pt = None

        def meets(m: np.ndarray, live: np.ndarray):
            """(the points at ``m`` replicas, pooled; where they meet the target)"""
            cand, ok = self.at_rate(rate / m, live)
            cand = cand.pooled(m)
            return cand, ok & ~self.misses(cand, p, target, ttft_target, ok)

        for _ in range(8):
            go = go & ~(n > max_replicas)
            if not _any(go):
                break
            cand, ok = meets(n, go)
            if _any(ok):
                pt = cand if pt is None else cand.pick(ok, pt)
                reps = np.where(ok, n, reps)
                found |= ok
                go = go & ~ok
            n = np.where(go, n + 1.0, n)
        if pt is None:
            return reps, self.lone, found
        # the fewest that do, by bisection (engine.serving.ServingModel.replicas_needed)
        lo, hi = k - 1.0, np.where(found, reps, k)
        while True:
            step = found & (hi - lo > 1.0)
            if not _any(step):
                break
            mid = np.floor((lo + hi) / 2.0)
            cand, ok = meets(np.where(step, mid, hi), step)
            ok = step & ok
            pt = cand.pick(ok, pt)
            hi = np.where(ok, mid, hi)
            lo = np.where(step & ~ok, mid, lo)
        return np.where(found, hi, np.nan), pt, found


def _experts_touched(shape, tokens: np.ndarray) -> np.ndarray:
    """engine.shape.experts_touched element-wise."""
    if shape.experts <= 1:
        return np.ones_like(tokens)
    share = shape.top_k / shape.experts
    return 1.0 - _pow(1.0 - share, np.maximum(1.0, tokens))


def llm_service(p, cfg, out, *, links, tp, split, flops, bandwidth, overhead, pre_bw, comm) -> None:
    """Fill ``out`` (engine.vector.EstimateArrays) with engine.estimate._llm_service for every
    configuration of ``cfg``, from the placement and the rates of engine.estimate.infer_rates
    (columns: tensor-parallel and layer-split degrees, FLOP/s, bytes/s, fixed seconds per step,
    prefill bytes/s, seconds per token of all-reduce payload; ``links`` as the placement saw them)."""
    if p.expert_offload:
        out.handled[:] = False  # routed experts in host RAM: the scalar path
        return
    # the masked iterations compute on elements that have stopped (or not started): their
    # overflows and 0/0 are discarded, not warned about
    with np.errstate(all="ignore"):
        _service(p, cfg, out, tp, split, flops, bandwidth, overhead, pre_bw, comm)


def _service(p, cfg, out, tp, split, flops, bandwidth, overhead, pre_bw, comm) -> None:
    size = len(tp)
    eff = p.eff
    shape = p.shape
    kind = p.kind
    fam = p.family
    prompt, outp = p.prompt, p.output
    kv_tok = M.kv_bytes_per_token(shape, p.kv_b, 1)
    mean_ctx = shape.kv_tokens_effective(prompt + outp / 2.0)
    flops_tok = C.forward_flops_per_token(shape, mean_ctx)
    gpu_weights = p.weight_bytes
    cached, one_copy = E.prefix_tokens(p)
    computed = prompt - cached
    prompt_fpt = E.prompt_flops(p, prompt, 1.0, cached) / computed if computed > 0 else 0.0
    bw, fl, over = bandwidth, flops, overhead
    dense_bytes = p.stream_dense_bytes
    expert_bytes = p.stream_expert_bytes

    # the proposer of speculative decoding (engine.estimate._llm_service)
    spec = E.speculating(p)
    draft_prompt_fpt = 0.0
    draft_step = None
    if spec and p.spec_method == "draft_model":
        d = E._draft_shape(p)
        per_param = p.weight_bytes / shape.params if shape.params else 2.0
        d_over = over * d.layers / max(1, shape.layers)
        d_kv = M.kv_bytes_per_token(d, p.kv_b, 1)
        d_fpt = C.forward_flops_per_token(d, mean_ctx)
        draft_prompt_fpt = d_fpt
        d_dense = (d.params - d.embed_params) * per_param

        def draft_step(b):  # engine.inference.decode_step_s of the draft (one token, no experts)
            t_mem = (d_dense + 0.0 * 1.0 + b * mean_ctx * d_kv) / bw
            t_cmp = (b * 1.0 * d_fpt + 0.0 * 0.0) / fl
            return np.where(t_cmp > t_mem, t_cmp, t_mem) + d_over + (b * 1.0 + 0.0) * 0.0
    elif spec and p.spec_method == "eagle":
        head = E._eagle_head_params(shape)
        lm_head = (shape.head_params or shape.embed_params) * 2.0
        e_bytes = head * p.act_b + lm_head
        e_fpt = 2.0 * (head + shape.vocab * shape.hidden)
        e_kv = M.kv_bytes_per_token_layer(shape, p.kv_b, 1)
        e_over = over / max(1, shape.layers)
        draft_prompt_fpt = 2.0 * head

        def draft_step(b):
            t_mem = (e_bytes + b * mean_ctx * e_kv) / bw
            return np.maximum(t_mem, b * e_fpt / fl) + e_over
    elif spec:
        def draft_step(b):
            return 0.0  # n-gram lookup runs on the CPU between steps

    pfpt = prompt_fpt + draft_prompt_fpt

    def verify(b, c, k):
        """(seconds, compute-bound) of one engine step: decode_step_s with k + 1 tokens per sequence
        plus the proposer's k steps."""
        kp1 = k + 1.0
        tokens = b * kp1 + c
        touched = _experts_touched(shape, tokens) if expert_bytes > 0 else 1.0
        t_mem = (dense_bytes + expert_bytes * touched + b * mean_ctx * kv_tok) / bw
        t_cmp = (b * kp1 * flops_tok + c * pfpt) / fl
        cb = t_cmp > t_mem
        t = np.where(cb, t_cmp, t_mem) + over + tokens * comm
        if spec:
            t = t + k * draft_step(b)
        return t, cb

    k = np.zeros(size)
    tokens_per_step = np.ones(size)
    if spec:
        per_token = np.vstack([verify(1.0, 0.0, float(j))[0] / S.expected_tokens(p.spec_acceptance, j)
                               for j in S.DRAFT_LENGTHS])
        k = np.array(list(S.DRAFT_LENGTHS), dtype=float)[np.argmin(per_token, axis=0)]
        by_k = {j: S.expected_tokens(p.spec_acceptance, j) for j in S.DRAFT_LENGTHS}
        tokens_per_step = np.array([by_k[int(j)] for j in k.tolist()])

    # a prefill on its own (the stalling step)
    if computed <= 0:
        t_pre = np.zeros(size)
    else:
        pf = E.prompt_flops(p, prompt, 1.0, cached) * (1.0 + (draft_prompt_fpt / prompt_fpt if prompt_fpt > 0 else 0.0))
        t_pre = np.maximum(pf / flops, gpu_weights / pre_bw) + computed * comm

    # memory (engine.estimate.inference_memory) at a number of sequences, and the sequences it holds
    usable = out.usable
    mem_of = _memory(p, cfg, tp, split, spec)
    reserve = eff.get("serving_reserve")
    limit = usable * (reserve if fam == "serving" else 1.0 - p.margin)
    m1, m2 = mem_of(1.0), mem_of(2.0)
    fits1 = m1 <= limit if fam == "serving" else m1 <= usable
    per = m2 - m1
    pos = per > 0
    bmax = np.where(pos, np.maximum(1.0, np.trunc((limit - m1) / np.where(pos, per, 1.0)) + 1.0), 1_000_000.0)
    bmax = np.where(fits1, bmax, 0.0)
    cap = max(1, int(eff.get("serving_max_batch") * 1000)) if fam == "serving" else max(p.concurrency, 1)
    if kind == "llm_serving" and fam != "serving":
        cap = max(p.concurrency, 1)
    slots = np.where(bmax >= 1, np.maximum(1.0, np.minimum(bmax, float(cap))), 1.0)
    total = mem_of(slots)
    fits = total <= limit if fam == "serving" else total <= usable
    out.mem_total, out.limit, out.fits = total, limit, fits
    if p.spec_method != "none" and not spec:
        out.mem_notes = (E.speculation_note(p),)

    memo: dict[tuple, float] = {}
    chunk_budget = np.empty(size)
    for i, (acc, mg) in enumerate(zip(cfg.accs, cfg.mem_gb.tolist())):
        key = (acc.name, mg)
        v = memo.get(key)
        if v is None:
            c = S.chunk_budget(p.runtime, mg, acc.name)
            v = memo[key] = math.nan if c is None else c
        chunk_budget[i] = v

    if not spec and expert_bytes <= 0.0:
        ctx_kv = mean_ctx * kv_tok

        def step(b, c):  # engine.estimate.dense_step
            if type(c) is float and c == 0.0:  # no prompt tokens: c x FLOPs = 0 and b + 0 = b, exactly
                return np.maximum((dense_bytes + b * ctx_kv) / bw, b * flops_tok / fl) + over + b * comm
            return np.maximum((dense_bytes + b * ctx_kv) / bw, (b * flops_tok + c * prompt_fpt) / fl) + over + (b + c) * comm

        def steps3(b, c1, c2):  # (step(b, 0), step(b, c1), step(b, c2)): the same operations, shared
            mem = (dense_bytes + b * ctx_kv) / bw
            bf = b * flops_tok
            return (np.maximum(mem, bf / fl) + over + b * comm,
                    np.maximum(mem, (bf + c1 * prompt_fpt) / fl) + over + (b + c1) * comm,
                    np.maximum(mem, (bf + c2 * prompt_fpt) / fl) + over + (b + c2) * comm)
    else:
        def step(b, c):
            return verify(b, c, k)[0]

        steps3 = None

    model = _Replicas(step, t_pre, computed, outp, slots, chunk_budget, tokens_per_step, k + 1.0,
                      Q.CS2_GENERATION if outp > 1 else Q.CS2_FIXED)
    model.steps3 = steps3
    _operate(p, model, out, fits, bmax, slots, k, tokens_per_step, chunk_budget, computed, verify, cfg)


def _memory(p, cfg, tp, split, spec: bool):
    """engine.estimate.inference_memory's total at ``sequences`` (scalar or column), not offloaded."""
    shape = p.shape
    prompt, outp = p.prompt, p.output
    tokens_per_seq = prompt + outp
    shared, one_copy = E.prefix_tokens(p)
    split_prefix = one_copy and tokens_per_seq > shared
    parts = tp * split
    per_tp: dict[int, tuple] = {}
    kv_seq = np.empty(len(tp))
    kv_pre = np.zeros(len(tp))
    d_w = np.zeros(len(tp))
    d_kv = np.zeros(len(tp))
    for i, t in enumerate(tp.tolist()):
        v = per_tp.get(t)
        if v is None:
            if split_prefix:
                seq = M.kv_sequence_bytes(shape, tokens_per_seq - shared, p.kv_b, t)
                pre = M.kv_sequence_bytes(shape, shared, p.kv_b, t)
            else:
                seq, pre = M.kv_sequence_bytes(shape, tokens_per_seq, p.kv_b, t), 0.0
            dw, dk = E.draft_memory(p, t) if p.spec_method != "none" else (0.0, 0.0)
            v = per_tp[t] = (seq, pre, dw, dk)
        kv_seq[i], kv_pre[i], d_w[i], d_kv[i] = v
    weights = p.weight_bytes / parts
    if p.spec_method != "none":
        weights = weights + d_w / parts
    fam = p.family
    fixed = p.dequant_scratch
    overhead = E._overhead(p)
    context = np.where(cfg.apple, 0.0, p.eff.get("cuda_context_gb") * 1e9)
    iapt, vocab = p.infer_act_per_token, shape.vocab

    def total(seqs):
        kv = seqs * kv_seq
        if split_prefix:
            kv = kv + kv_pre
        kv = kv / split
        if p.spec_method != "none":
            kv = kv + seqs * tokens_per_seq * d_kv / split
        prefill_tokens = prompt * (1 if fam == "serving" else seqs)
        if fam == "llama_cpp":
            chunk = np.minimum(prefill_tokens, 512.0)
            act = chunk * iapt + chunk * vocab * 4.0
        elif fam == "serving":
            chunk = min(8192.0, max(prefill_tokens, 1.0))
            act = chunk * iapt / tp + seqs * vocab * 4.0
        elif fam == "eager":
            chunk = prefill_tokens
            act = chunk * iapt / tp + chunk * vocab * p.act_b / tp + seqs * vocab * 4.0
        else:
            chunk = prefill_tokens
            act = chunk * iapt / tp + seqs * vocab * 4.0
        return weights + kv + act + fixed + overhead + context

    return total


def _operate(p, model: _Replicas, out, fits, bmax, slots, k, tokens_per_step, chunk_budget, computed, verify, cfg) -> None:
    """The operating point, the percentiles and the Estimate fields (engine.estimate._llm_service)."""
    size = model.size
    kind = p.kind
    outp = p.output
    model.saturation()
    sat_rate = model.sat_rate
    target = p.latency_target_s
    pct = p.percentile
    runs = fits & (bmax >= 1)
    everywhere = np.ones(size, dtype=bool)
    ttft_target = p.ttft_target_s
    target_rate = model.rate_within(pct, target, runs, ttft_target) if (target or ttft_target) else None
    lone = model.lone
    if p.rps:
        reps, pt, found = model.replicas_needed(p.rps, pct, target, p.max_util, target_rate, runs,
                                                ttft_target=ttft_target)
        has_reps = ~np.isnan(reps) & runs
        point = pt.pick(found & runs, lone)
    else:
        reps = np.full(size, np.nan)
        has_reps = np.zeros(size, dtype=bool)
        point = lone
    rate = np.where(has_reps, p.rps / np.where(has_reps, reps, 1.0), np.nan) if p.rps else np.full(size, np.nan)
    if target_rate is not None:
        cap_rate = np.where(runs, target_rate, sat_rate)  # estimate._llm_service
    else:
        cap_rate = sat_rate
    percentiles = tuple(sorted(set(S.PERCENTILES) | {round(pct, 9)}))
    waits_q = model.wait_qs(point, percentiles, everywhere)
    ttft = {q: waits_q[q] + point.prefill for q in percentiles}
    e2e = {q: ttft[q] + outp * point.tpot for q in percentiles}
    lat_p = None
    if p.rps:
        wq = waits_q[pct] if pct in waits_q else model.wait_q(point, pct, everywhere)
        lat_p = wq + point.prefill + outp * point.tpot
        out.latency_pct_ms = np.where(has_reps & np.isfinite(lat_p), lat_p * 1000.0, np.nan)
    ttft_mean = model.mean_wait(point, everywhere) + point.prefill
    out.latency_ms = (ttft_mean + outp * point.tpot) * 1000.0
    out.ttft_ms = ttft_mean * 1000.0
    out.tpot_ms = point.tpot * 1000.0
    if kind == "realtime_inference":
        out.throughput, out.unit = cap_rate, "requests/s"
    else:
        out.throughput, out.unit = cap_rate * outp, "tokens/s"
    n = cfg.n
    devices = [int(r) * int(m) if h else 0 for r, m, h in zip(np.where(has_reps, reps, 0.0).tolist(), n.tolist(),
                                                               has_reps.tolist())]
    out.devices = np.array(devices, dtype=object)
    out.busy = np.full(size, HOURS_PER_MONTH if (p.always_on or kind == "llm_serving") else 0.0)
    # the bottleneck at the operating point: the step the scalar model names (decode_step_s)
    _t, cb = verify(np.maximum(1.0, np.minimum(slots, 1.0 + point.batch)), point.chunk, k)
    bound = np.where(cb, "compute", "memory bandwidth")
    out.bottleneck = np.where(fits, bound, "memory capacity").tolist()
    # engine.estimate._need_msg where it does not fit or holds no sequence: written when the row is
    # read (EstimateArrays.row), before the reasons that follow
    out.need_rows = (~fits | (bmax < 1)) & out.handled
    missed = np.zeros(size, dtype=bool)
    if target:
        lone_lat = model.e2e(lone, pct, everywhere)
        missed |= lone_lat > target
        for i in np.flatnonzero(lone_lat > target).tolist():
            out.reasons[i].append(E._latency_msg(float(lone_lat[i]), target))
    if ttft_target:
        lone_ttft = model.wait_q(lone, pct, everywhere) + lone.prefill
        missed |= lone_ttft > ttft_target
        for i in np.flatnonzero(lone_ttft > ttft_target).tolist():
            out.reasons[i].append(E._ttft_msg(float(lone_ttft[i]), ttft_target))
    if p.rps and (target or ttft_target):  # estimate._llm_service: alone it meets the target, at the load no number of replicas does
        for i in np.flatnonzero(runs & ~has_reps & ~missed).tolist():
            alone = float(lone_lat[i]) if target else float(lone_ttft[i])
            out.reasons[i].append(E._load_msg(p.rps, pct, alone, target or ttft_target))

    # ServingFigures, made per row when its Estimate is
    util = np.where(has_reps & (sat_rate > 0), np.where(has_reps, rate, 0.0) / np.where(sat_rate > 0, sat_rate, 1.0), 0.0)
    cols = dict(
        rate=[x if h else None for x, h in zip(rate.tolist(), has_reps.tolist())],
        replicas=[int(x) if h else None for x, h in zip(np.where(has_reps, reps, 0.0).tolist(), has_reps.tolist())],
        ttft=list(zip(*[(ttft[q] * 1000.0).tolist() for q in percentiles])),
        e2e=list(zip(*[(e2e[q] * 1000.0).tolist() for q in percentiles])),
        tpot=(point.tpot * 1000.0).tolist(), batch=point.batch.tolist(), util=util.tolist(),
        sat=sat_rate.tolist(), target=(None if target_rate is None else
                                      [x if r else None for x, r in zip(target_rate.tolist(), runs.tolist())]),
        thr=(np.where(has_reps, rate, 0.0) * outp).tolist(),
        chunk=[None if x != x else x for x in chunk_budget.tolist()],
        k=[int(x) for x in k.tolist()], E=tokens_per_step.tolist(),
    )

    def figures(i: int) -> S.ServingFigures:
        f = object.__new__(S.ServingFigures)
        f.__dict__.update(
            rate=cols["rate"][i], replicas=cols["replicas"][i], percentiles=percentiles, ttft_ms=cols["ttft"][i],
            e2e_ms=cols["e2e"][i], tpot_ms=cols["tpot"][i], batch=cols["batch"][i], utilisation=cols["util"][i],
            saturation_rps=cols["sat"][i], target_rps=None if cols["target"] is None else cols["target"][i],
            throughput_tok_s=cols["thr"][i], chunk_tokens=cols["chunk"][i], prompt_tokens=computed,
            draft_tokens=cols["k"][i], tokens_per_step=cols["E"][i])
        return f

    out.serving_row = figures
