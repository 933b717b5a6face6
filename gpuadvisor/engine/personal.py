"""Personal calibration: the user's own measured runs adjust the engine where they were measured.

A user who has run a job enters what they measured (``domain.project.Measurement``: hardware,
model, recipe, and tokens per second, run time or peak memory — by hand, or by importing a CSV in
the calibration format).  Each measurement is predicted exactly as ``gpuadvisor calibrate``
predicts a published row.  Their log errors are pooled per **accelerator x runtime family x metric
group** (training, decode, prefill, serving, memory: ``engine.intervals.METRIC_GROUP``) and one
factor is fitted per pool: ``f = exp(mean log error)``, bounded to ``[FACTOR_MIN, FACTOR_MAX]`` —
a few documented factors, never one per row.  A speed factor then multiplies the throughput (and
divides the time and latency) of every option on that accelerator with that runtime family; a
memory factor is reported (before/after error) but not applied to the fit test, since memory
errors come from the recipe rather than the hardware.  Options so adjusted say so in their notes,
and the report says which numbers were calibrated on the user's own runs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from gpuadvisor.i18n import translate

from .intervals import METRIC_GROUP, residual

#: A measurement may move the engine's speed by at most this much (a factor outside it means the
#: measurement and the estimate describe different things: reported, not applied beyond it).
FACTOR_MIN = 0.5
FACTOR_MAX = 2.0


@dataclass(frozen=True)
class PersonalFactor:
    accelerator: str
    family: str
    group: str
    factor: float
    n: int
    before_pct: float  # median |error| on the user's rows before
    after_pct: float  # and after the factor


@dataclass(frozen=True)
class RowCheck:
    id: str
    metric: str
    measured: float
    predicted: float
    adjusted: float


@dataclass
class PersonalCalibration:
    factors: dict[tuple[str, str, str], PersonalFactor] = field(default_factory=dict)
    rows: list[RowCheck] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def speed_factor(self, accelerator: str, family: str, group: str) -> PersonalFactor | None:
        return self.factors.get((accelerator, family, group))

    @property
    def empty(self) -> bool:
        return not self.factors


def _median(values: list[float]) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2.0


#: A measurement's kind (``domain.project.WorkloadKind``) as the calibration CSV's ``workload``
#: column says it: the CSV has one "inference" and one "serving" kind.
CSV_WORKLOAD = {"batch_inference": "inference", "realtime_inference": "inference", "llm_serving": "serving"}


def _row(m) -> dict[str, str]:
    row = m.as_row()
    row["workload"] = CSV_WORKLOAD.get(row["workload"], row["workload"])
    return row


def fit(measurements, catalog) -> PersonalCalibration:
    """Factors from the user's measurements (see the module docstring)."""
    from .calibration import Calibrator

    out = PersonalCalibration()
    if not measurements:
        return out
    results, skipped = Calibrator(catalog).run([_row(m) for m in measurements])
    out.skipped = list(skipped)
    pools: dict[tuple[str, str, str], list] = {}
    for r in results:
        if r.metric not in METRIC_GROUP:
            continue
        pools.setdefault((r.hardware, r.family, METRIC_GROUP[r.metric][0]), []).append(r)
    for key, rows in pools.items():
        errs = [residual(r.metric, r.measured, r.predicted) for r in rows]
        f = min(FACTOR_MAX, max(FACTOR_MIN, math.exp(sum(errs) / len(errs))))
        before, after = [], []
        for r in rows:
            orient = METRIC_GROUP[r.metric][1]
            adj = r.predicted / f if orient == "time" else r.predicted * f
            before.append(abs(r.predicted - r.measured) / r.measured * 100.0)
            after.append(abs(adj - r.measured) / r.measured * 100.0)
            out.rows.append(RowCheck(r.id, r.metric, r.measured, r.predicted, adj))
        out.factors[key] = PersonalFactor(key[0], key[1], key[2], f, len(rows), _median(before), _median(after))
    return out


def apply(est, factor: PersonalFactor):
    """The estimate with the user's speed factor applied (faster runs, shorter latency)."""
    f = factor.factor
    if f == 1.0:
        return est
    return replace(
        est,
        time_per_run_h=None if est.time_per_run_h is None else est.time_per_run_h / f,
        throughput=est.throughput * f,
        latency_ms=None if est.latency_ms is None else est.latency_ms / f,
        ttft_ms=None if est.ttft_ms is None else est.ttft_ms / f,
        tpot_ms=None if est.tpot_ms is None else est.tpot_ms / f,
        latency_pct_ms=None if est.latency_pct_ms is None else est.latency_pct_ms / f,
        serving=None if est.serving is None else est.serving.scaled(f),
        busy_hours_per_month=est.busy_hours_per_month / f if est.time_per_run_h is not None else est.busy_hours_per_month,
    )


def note(factor: PersonalFactor) -> str:
    return translate("Engine", "speed calibrated on your own runs ({n} measurement(s) on this GPU and runtime: × {factor})").format(
        n=factor.n, factor=f"{factor.factor:.2f}")
