"""A service's load: the peak request rate and the daily count, from whichever inputs the user gave.

``effective_load(workload)`` is the one function the engine (``engine.estimate.prepare``, once
per workload content) and the window (to show the derived figures beside the technical fields)
use.  Precedence, highest first (``domain.project.Audience`` documents the same rules):

1. ``recipe.requests_per_second`` (Advanced): the peak rate as typed;
2. ``recipe.requests_per_day`` (Advanced): the peak is ``busy_hour_share`` of the day's requests
   in one hour when the audience gives a share, else the day spread evenly over 24 h (how a
   daily count has always been read);
3. the audience, ``users`` x ``questions_per_user_per_day`` a day, ``busy_hour_share`` of them
   (default ``DEFAULT_BUSY_HOUR_SHARE``, 20 %) in the busiest hour::

       peak requests/s = users x questions/day x busy-hour share / 3600

4. nothing: no rate (one request at a time; the engine sizes one replica).

Only services (``realtime_inference``, ``llm_serving``) read the audience; batch inference keeps
reading the technical fields (it is sized by ``samples_per_run``), training has no load.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal, NamedTuple

from gpuadvisor.domain.project import DEFAULT_BUSY_HOUR_SHARE, Workload
from gpuadvisor.i18n import translate

SERVICE_KINDS = ("realtime_inference", "llm_serving")
INFERENCE_KINDS = ("batch_inference", "realtime_inference", "llm_serving")

SourceKind = Literal["requests_per_second", "requests_per_day", "audience", "none"]


@dataclass(frozen=True)
class LoadSource:
    """Where the load came from, with the figures that made it (for "derived from ..." texts).

    ``kind``: "requests_per_second", "requests_per_day", "audience" or "none".  ``users`` and
    ``questions_per_user_per_day`` are the audience's (also when a technical field wins);
    ``busy_hour_share`` the share that was applied (None: an even spread over 24 h);
    ``share_assumed`` True when it is the default, not the user's; ``overridden`` True when the
    audience is filled in but an Advanced field wins.
    """

    kind: SourceKind
    users: int | None = None
    questions_per_user_per_day: float | None = None
    busy_hour_share: float | None = None
    share_assumed: bool = False
    overridden: bool = False

    def describe(self) -> str:
        """One line for the editor, in the current language, e.g. "derived from 40 users × 20
        questions/day, 20 % in the busiest hour"."""
        share = _pct(self.busy_hour_share)
        if self.kind == "audience":
            text = translate("Load", "derived from {users} users × {questions} questions/day, {share} in the busiest hour").format(
                users=f"{self.users:,}", questions=_num(self.questions_per_user_per_day), share=share)
            if self.share_assumed:
                text = translate("Load", "{text} (assumed)").format(text=text)
            return text
        if self.kind == "requests_per_second":
            text = translate("Load", "the requests per second entered (Advanced)")
        elif self.kind == "requests_per_day":
            if self.busy_hour_share is None:
                text = translate("Load", "the requests per day entered (Advanced), spread evenly over 24 h")
            else:
                text = translate("Load", "the requests per day entered (Advanced), {share} in the busiest hour").format(share=share)
        else:
            return translate("Load", "no request rate given: one request at a time")
        if self.overridden:
            text = translate("Load", "{text}; the users and questions per day are not used").format(text=text)
        return text


class Load(NamedTuple):
    """``(rps_peak, requests_per_day, source)``: the peak rate the service is sized for
    (requests/s, None: no rate), the requests a day (None: not known) and where they came from."""

    rps_peak: float | None
    requests_per_day: float | None
    source: LoadSource

    def in_flight(self, response_s: float) -> float:
        """Answers in progress at the peak by Little's law (rate x response time), for showing
        beside the concurrency; the engine's queueing model sizes the replicas itself."""
        return (self.rps_peak or 0.0) * max(0.0, response_s)


_NONE = Load(None, None, LoadSource("none"))


def service_energy_share(workload: Workload, est, hours_per_day: float, replicas: int) -> float:
    """``in_flight_share`` of a service's estimate ``est`` (engine.estimate.Estimate: its mean
    response time ``latency_ms``) on ``replicas`` replicas: the share of its hours an owned
    machine draws busy power (engine.cost.Usage.energy_share).  1 for a job (it computes all its
    hours) and for a service with no load or response time known."""
    if workload.kind not in SERVICE_KINDS or est.time_per_run_h is not None or est.latency_ms is None:
        return 1.0
    return in_flight_share(effective_load(workload), hours_per_day, est.latency_ms / 1000.0, replicas)


def in_flight_share(load: Load, hours_per_day: float, response_s: float | None, replicas: int) -> float:
    """Share of a service's hours in which one replica has at least one request in flight (its
    GPUs at busy power; idle power otherwise), for the owned machine's energy.

    Requests arrive as a Poisson stream at the day's average rate over the hours the service runs
    (``hours_per_day``: 24 always on, the office day, the night), split evenly over ``replicas``,
    and each holds its replica for the mean response time ``response_s`` (an LLM: the whole
    answer; continuous batching serves many at once).  The share of time with a request in flight
    is then the M/G/inf busy probability ``1 - exp(-lambda x T)`` (exact for an infinite-server
    queue, whatever the response-time distribution).  The average rate overstates it against the
    hour-by-hour profile (1 - e^-x is concave), so the energy stays on the high side.  No day count:
    the peak rate is taken for the average (higher still).  No rate, or no response time: 1 (busy
    all the service's hours, as one request at a time is read)."""
    if not response_s or response_s <= 0 or hours_per_day <= 0:
        return 1.0
    if load.requests_per_day:
        rate = load.requests_per_day / (hours_per_day * 3600.0)
    elif load.rps_peak:
        rate = load.rps_peak
    else:
        return 1.0
    x = rate / max(1, replicas) * response_s
    return -math.expm1(-x) if math.isfinite(x) else 1.0


def effective_load(workload: Workload) -> Load:
    """The peak request rate and daily count of ``workload`` (see the module docstring for the
    precedence).  Cheap: a few attribute reads; the engine calls it once per workload content."""
    if workload.kind not in INFERENCE_KINDS:
        return _NONE
    r = workload.recipe
    aud = r.audience
    service = workload.kind in SERVICE_KINDS
    given = service and aud.given
    users = aud.users if given else None
    questions = aud.questions_per_user_per_day if given else None
    audience_day = users * questions if given else None
    if r.requests_per_second:
        day = r.requests_per_day or audience_day
        return Load(float(r.requests_per_second), float(day) if day else None,
                    LoadSource("requests_per_second", users, questions, None, False, given))
    if r.requests_per_day:
        share = aud.busy_hour_share if service else None
        rate = r.requests_per_day * share / 3600.0 if share is not None else r.requests_per_day / 86400.0
        return Load(rate, float(r.requests_per_day), LoadSource("requests_per_day", users, questions, share, False, given))
    if given:
        share = aud.busy_hour_share
        assumed = share is None
        if assumed:
            share = DEFAULT_BUSY_HOUR_SHARE
        return Load(audience_day * share / 3600.0, float(audience_day),
                    LoadSource("audience", users, questions, share, assumed, False))
    return _NONE


def _pct(share: float | None) -> str:
    if share is None:
        return ""
    pct = share * 100.0
    return f"{pct:.0f} %" if abs(pct - round(pct)) < 0.05 else f"{pct:.1f} %"


def _num(x: float | None) -> str:
    if x is None:
        return ""
    if float(x).is_integer() or x >= 100:
        return f"{x:,.0f}"
    return f"{x:.3g}"
