"""80 % intervals on every estimate, from the engine's own errors on published measurements.

Every row of the calibration set (the reference ``calibration.csv``: papers, model cards, vendor
and project benchmark tables, each row naming its source; plus our own H200 measurements) gives a
log error ``r = ln(measured / predicted)`` of a *speed* (throughput; a time counts as the inverse:
``ln(predicted time / measured time)``) or of a *size* (peak memory).  Errors are grouped by what
drives them — the metric group (memory, training, decode, prefill, serving), the hardware class
(consumer, workstation, datacenter, apple, tpu) and the runtime family (eager, compiled, megatron,
serving, llama.cpp …) — and the interval of an estimate is the ``LOW_Q``-th to ``HIGH_Q``-th
percentile of its cell's errors: ``[x·e^q_low, x·e^q_high]`` for a speed or a size,
``[t·e^-q_high, t·e^-q_low]`` for a time.  A cell with fewer than ``MIN_ROWS`` rows falls back
to its parent (group and class, then group), and an estimate on a hardware class or runtime the
group has no row for is *extrapolated*: its interval is widened by ``EXTRAPOLATION_WIDENING``
around the median error and says so.

The table is built by ``tools/build_intervals.py`` into ``catalogs/intervals.json`` (small,
shipped); ``tests/engine/test_intervals.py`` checks the coverage on the rows and by leaving each
publication out in turn (the intervals must hold on rows they were not fitted to).
"""

from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass
from pathlib import Path

#: Percentiles of the errors that bound the interval.  0.1/0.9 would be an 80 % interval on the
#: rows it was fitted to; slightly wider levels keep 80 % on rows left out (leave-one-source-out
#: coverage in the tests), since a new measurement is not one the table has seen.  With the errors
#: of 2026-12 (233 rows), 0.06/0.94 holds 83.8 % of the rows fitted and 78.5 % left out; 0.05/0.95
#: had become too wide (85.4 % in-sample) as the errors shrank.
LOW_Q = 0.06
HIGH_Q = 0.94
MIN_ROWS = 10
EXTRAPOLATION_WIDENING = 1.5

METRIC_GROUP: dict[str, tuple[str, str]] = {
    "peak_memory_gb": ("memory", "size"),
    "train_tokens_per_s_per_gpu": ("training", "speed"),
    "train_samples_per_s": ("training", "speed"),
    "train_tflops_per_gpu": ("training", "speed"),
    "train_mfu": ("training", "speed"),
    "train_gpu_hours": ("training", "time"),
    "train_wall_hours": ("training", "time"),
    "time_to_train_minutes": ("training", "time"),
    "infer_decode_tok_s": ("decode", "speed"),
    "infer_prefill_tok_s": ("prefill", "speed"),
    "infer_throughput_tok_s": ("serving", "speed"),
}

INTERVALS_FILE = "intervals.json"


def residual(metric: str, measured: float, predicted: float) -> float:
    """Log error in the speed/size orientation (positive: the real thing is faster / bigger)."""
    _group, orient = METRIC_GROUP[metric]
    if orient == "time":
        return math.log(predicted / measured)
    return math.log(measured / predicted)


def quantile(values: list[float], q: float) -> float:
    s = sorted(values)
    if not s:
        return 0.0
    k = (len(s) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def fit_table(rows) -> dict:
    """Cells ``group``, ``group|segment`` and ``group|segment|family`` with n and the bounds."""
    cells: dict[str, list[float]] = {}
    families: dict[str, set[str]] = {}
    segments: dict[str, set[str]] = {}
    for r in rows:
        if r.metric not in METRIC_GROUP or r.measured <= 0 or r.predicted <= 0:
            continue
        g = METRIC_GROUP[r.metric][0]
        e = residual(r.metric, r.measured, r.predicted)
        for key in (g, f"{g}|{r.segment}", f"{g}|{r.segment}|{r.family}"):
            cells.setdefault(key, []).append(e)
        families.setdefault(g, set()).add(r.family)
        segments.setdefault(g, set()).add(r.segment)
    return {
        "cells": {k: {"n": len(v), "low": round(quantile(v, LOW_Q), 5), "high": round(quantile(v, HIGH_Q), 5),
                      "median": round(quantile(v, 0.5), 5)} for k, v in sorted(cells.items())},
        "families": {g: sorted(v) for g, v in families.items()},
        "segments": {g: sorted(v) for g, v in segments.items()},
    }


@dataclass(frozen=True)
class Band:
    """Log bounds of an estimate's error (speed/size orientation) and how they were found."""

    low: float
    high: float
    n: int
    cell: str
    extrapolated: bool

    def speed(self, value: float) -> tuple[float, float]:
        return value * math.exp(self.low), value * math.exp(self.high)

    def time(self, value: float) -> tuple[float, float]:
        return value * math.exp(-self.high), value * math.exp(-self.low)


def band(table: dict, group: str, segment: str, family: str) -> Band:
    cells = table.get("cells", {})
    chosen = None
    for key in (f"{group}|{segment}|{family}", f"{group}|{segment}", group):
        c = cells.get(key)
        if c and c["n"] >= MIN_ROWS:
            chosen = (key, c)
            break
    if chosen is None:
        c = cells.get(group) or {"n": 0, "low": -0.5, "high": 0.5, "median": 0.0}
        chosen = (group, c)
    key, c = chosen
    extrapolated = (segment not in table.get("segments", {}).get(group, [])
                    or family not in table.get("families", {}).get(group, []))
    low, high = c["low"], c["high"]
    if extrapolated:
        mid = c.get("median", 0.0)
        low = mid + (low - mid) * EXTRAPOLATION_WIDENING
        high = mid + (high - mid) * EXTRAPOLATION_WIDENING
    # the prediction itself is always inside its interval
    return Band(min(low, 0.0), max(high, 0.0), int(c["n"]), key, extrapolated)


@functools.lru_cache(maxsize=4)
def load_table(catalog_dir: str | None = None) -> dict:
    """The shipped table (``catalogs/intervals.json``); an empty one (wide defaults) if missing."""
    from gpuadvisor import paths

    folder = Path(catalog_dir) if catalog_dir else paths.catalogs_dir()
    try:
        data = json.loads((folder / INTERVALS_FILE).read_text("utf-8"))
    except (OSError, ValueError):
        return {"cells": {}, "families": {}, "segments": {}}
    return data if isinstance(data, dict) and isinstance(data.get("cells"), dict) else {"cells": {}}


def row_interval(row, table: dict | None = None) -> tuple[float, float]:
    """The 80 % interval of a calibration row's prediction, in the row's unit."""
    if row.metric not in METRIC_GROUP:
        return row.predicted, row.predicted
    group, orient = METRIC_GROUP[row.metric]
    b = band(table if table is not None else load_table(), group, row.segment, row.family)
    return b.time(row.predicted) if orient == "time" else b.speed(row.predicted)
