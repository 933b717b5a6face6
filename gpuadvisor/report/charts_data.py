"""The data behind the buy-vs-rent charts, in the document's currency (no Qt).

Every number comes from the cost engine (``engine.cost``): this module only picks the pair of
options to compare, calls the engine's series functions with each option's own usage, converts to
the document currency and multiplies by replicas.  The chart widgets (``ui/charts``) draw these
objects, the printed report embeds their pictures, and :func:`to_csv` writes their numbers.

Comparing an owned machine with a rental of another GPU (or another GPU count) follows the
advisor: one machine vs the rental that runs *the same job*, each priced at its own
:class:`~gpuadvisor.engine.cost.Usage` (hours per run on that hardware, same runs per month).
"""

from __future__ import annotations

import csv
import io
import math
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions
from gpuadvisor.engine.cost import (
    CloudRate,
    OwnedMachine,
    Usage,
    available_modes,
    cloud_costs,
    cumulative_series,
    owned_monthly,
    sensitivity,
    utilisation_series,
)
from gpuadvisor.i18n import join_list, translate
from gpuadvisor.report import labels as L
from gpuadvisor.report.summary import currency_symbol

GIB = float(2**30)
CHARTS = ("cumulative", "utilisation", "memory", "cost_per_run", "sensitivity")

# stand-ins for a missing side (the engine's series need both; their numbers are never shown)
_NO_RATE = CloudRate(name="-", on_demand_usd_hour=0.0)
_NO_MACHINE = OwnedMachine(name="-", purchase_usd=0.0, gpu_count=1, busy_power_w=0.0, idle_power_w=0.0,
                           segment="consumer")

# English labels of the keys (translation sources); show ``report.labels.series_label(key)``,
# ``cost_component_label(key)`` and ``memory_item_label(key)``, which are in the current language.
SERIES_LABELS = {
    "owned": "Owned",
    "on_demand": "Cloud on-demand",
    "reserved_1y": "1-year commitment",
    "reserved_3y": "3-year commitment",
    "spot_low": "Spot (pure)",
    "spot_high": "Spot + on-demand fallback",
}
COMPONENT_LABELS = {
    "depreciation": "Depreciation",
    "finance": "Cost of capital",
    "support": "Support",
    "colocation": "Colocation",
    "staff": "Staff",
    "energy_busy": "Energy (busy)",
    "energy_idle": "Energy (idle)",
    "compute": "GPU time",
    "setup": "Setup / changeover",
    "interruption": "Spot interruptions",
    "overhead": "Storage, egress, support",
}
MEMORY_LABELS = {
    "weights": "Weights",
    "gradients": "Gradients",
    "optimizer_states": "Optimizer states",
    "master_weights": "Master weights",
    "lora_adapters": "LoRA adapters",
    "activations": "Activations",
    "logits": "Logits",
    "kv_cache": "KV cache",
    "quantization_overhead": "Quantization overhead",
    "sharding_buffers": "Sharding buffers",
    "runtime_overhead": "Runtime overhead",
    "cuda_context": "CUDA context",
}


def crossover_text(month: int | None, months: int) -> str:
    """"crossover: month 14" or "no crossover within 36 months"."""
    if month is None:
        return translate("Charts", "no crossover within {n} months").format(n=months)
    return translate("Charts", "crossover: month {m}").format(m=month)


def crossover_range_text(months_range: tuple[int | None, int | None], months: int) -> str:
    """"months 11–19" / "month 11 to none within 36 months"; "" when both ends are the same month
    or neither has a crossover."""
    lo, hi = months_range
    if lo == hi:
        return ""
    if lo is None and hi is None:
        return ""
    if lo is None or hi is None:
        first = lo if lo is not None else hi
        return translate("Charts", "month {m} to none within {n} months").format(m=first, n=months)
    return translate("Charts", "months {low}–{high}").format(low=min(lo, hi), high=max(lo, hi))


def _first_crossover(owned: Sequence[float], rented: Sequence[float]) -> int | None:
    # the engine's rule (cost.cumulative_series): first month t >= 1 with owned[t] <= rented[t]
    for t in range(1, min(len(owned), len(rented))):
        if owned[t] <= rented[t]:
            return t
    return None


def _times(values: Iterable[float], k: float) -> tuple[float, ...]:
    return tuple(v * k for v in values)


# ---------------------------------------------------------------------------------------------
# the pair


@dataclass
class Pair:
    """The owned and the rented option compared (either may be None: none fits)."""

    owned: Any = None  # engine.advisor.OptionResult
    rented: Any = None
    unpriced: tuple = ()  # options picked that have no price to chart

    @property
    def complete(self) -> bool:
        return self.owned is not None and self.rented is not None

    @property
    def same_usage(self) -> bool:
        return self.complete and self.owned.usage == self.rented.usage

    @property
    def speed_ratio(self) -> float:
        """Rented busy hours per owned busy hour for the same job (1 when the hardware matches)."""
        if not self.complete:
            return 1.0
        uo, ur = self.owned.usage, self.rented.usage
        if uo.always_on or ur.always_on or uo.hours_per_run <= 0:
            return 1.0
        return ur.hours_per_run / uo.hours_per_run


def choices(advice, owned: bool, limit: int | None = None) -> list:
    """Every option of one kind (owned machines or rentals, quotes included) for the pickers:
    the feasible ones in the engine's rank order, then those excluded only by the on-premises rule
    (priced for comparison), then the ones that do not fit (still selectable, marked)."""
    mine = [r for r in advice.results if r.option.owned == owned and r.usage is not None]
    feasible = [r for r in advice.feasible if r.option.owned == owned and r.usage is not None]
    seen = {id(r) for r in feasible}
    spare = [r for r in advice.comparison_options(owned) if r.usage is not None and id(r) not in seen]
    seen.update(id(r) for r in spare)
    out = feasible + spare + [r for r in mine if id(r) not in seen]
    return out if limit is None else out[:limit]


def comparison_only_text() -> str:
    """The caveat on a rental shown for an on-premises-only workload."""
    return translate("Charts", "for comparison only (data must stay on-premises)")


def does_not_fit_text(r) -> str:
    """"does not fit: <first reason>" for an option that does not fit ("" when it fits)."""
    if r is None or r.feasible:
        return ""
    reasons = [x for x in r.reasons if x]
    if r.comparison_only or not reasons:
        return "" if r.comparison_only else translate("Charts", "does not fit")
    return translate("Charts", "does not fit: {reason}").format(reason=reasons[0])


def search_text(r) -> str:
    """What a picker matches typed text against: the label, the provider, the accelerator, the
    instance type, the vendor of a quote and the option key (lower case)."""
    o = r.option
    parts = [r.label, o.label, o.key, o.provider or "", getattr(o.accelerator, "name", "") or ""]
    if o.offer is not None:
        parts += [o.offer.instance_type, o.offer.accelerator_label or ""]
    if o.system is not None:
        parts.append(getattr(o.system, "name", "") or "")
    if o.quote is not None:
        parts += [o.quote.vendor, o.quote.option]
    return " ".join(p for p in parts if p).lower()


SERIES_MODES = {"on_demand": "on_demand", "reserved_1y": "reserved_1y", "reserved_3y": "reserved_3y",
                "spot_low": "spot", "spot_high": "spot_with_fallback"}


def rented_modes(r) -> tuple[str, ...]:
    """Billing modes of a rental that the charts draw: those the workload can buy
    (``engine.cost.available_modes``: no spot for a service or without a published spot price,
    no on-demand or commitments without an on-demand price); a listing with none of them (spot
    only, for a service) is drawn at the spot price the engine shows it at."""
    if r is None or r.option.rate is None or r.usage is None:
        return ()
    cc = getattr(r, "cloud_cost", None)  # with the document's assumptions (a commitment's discount)
    modes = cc.available_modes if cc is not None else available_modes(r.option.rate, r.usage)
    return modes or ("spot",)


def default_pair(advice) -> Pair:
    """The engine's best owned and best rented feasible options (a rental excluded only by the
    on-premises rule stands in, for comparison, when no rental is allowed)."""
    rented = advice.best_where(False)
    if rented is None:
        spare = advice.comparison_options(False)
        rented = spare[0] if spare else None
    return Pair(owned=advice.best_where(True), rented=rented)


#: Most buy-vs-rent charts a printed report carries.  A project of hundreds of workloads would
#: otherwise print (and hold in memory) a chart per workload; the window draws any workload's.
MAX_REPORT_CHARTS = 24


def report_chart_advices(result, limit: int | None = None) -> tuple[list, int]:
    """(the advices whose buy-vs-rent chart the report prints, how many more could have one).

    A chart needs an owned and a rented option to compare.  Up to ``limit`` (MAX_REPORT_CHARTS)
    workloads all get theirs; beyond, those with the most money at stake (the dearer of the two
    options a year), in the document's order."""
    limit = MAX_REPORT_CHARTS if limit is None else limit
    candidates = []
    for i, adv in enumerate(result.workloads):
        pair = default_pair(adv)
        if pair.complete:
            stake = max(pair.owned.annual_usd or 0.0, pair.rented.annual_usd or 0.0)
            candidates.append((stake, i, adv))
    if len(candidates) <= limit:
        return [adv for _s, _i, adv in candidates], 0
    chosen = sorted(candidates, key=lambda c: (-c[0], c[1]))[:limit]
    return [adv for _s, _i, adv in sorted(chosen, key=lambda c: c[1])], len(candidates) - limit


def find_option(advice, key: str | None):
    if not key:
        return None
    for r in advice.results:
        if r.option.key == key:
            return r
    return None


def priced(r) -> bool:
    """The option has a price to chart: a purchase price (owned) or a rate (rented), and a usage."""
    if r is None or r.usage is None:
        return False
    return (r.option.machine if r.option.owned else r.option.rate) is not None


def make_pair(advice, owned_key: str | None = None, rented_key: str | None = None) -> Pair:
    """The pair for the given option keys; a missing or unknown key takes the engine's best, a
    known option without a price (an owned card the catalog has no price for) leaves its side
    empty and is named in ``Pair.unpriced``."""
    best = default_pair(advice)
    out = Pair(owned=best.owned, rented=best.rented)
    unpriced = []
    for side, key, owned in (("owned", owned_key, True), ("rented", rented_key, False)):
        r = find_option(advice, key)
        if r is None or r.option.owned != owned:
            continue
        if priced(r):
            setattr(out, side, r)
        else:
            setattr(out, side, None)
            unpriced.append(r)
    out.unpriced = tuple(unpriced)
    return out


# ---------------------------------------------------------------------------------------------
# chart data objects


class _OffScale:
    """What a chart with commitment lines left off its scale (``off_scale``) shares: the series it
    draws, and the left-out lines named with their highest cost (a cumulative line's last month)."""

    @property
    def drawn(self) -> dict[str, tuple[float, ...]]:
        """The series the chart draws (all but ``off_scale``)."""
        return {k: v for k, v in self.series.items() if k not in self.off_scale}

    def _off_scale_lines(self) -> str:
        from gpuadvisor.report.money import format_amount

        return join_list(translate("Charts", "{series} {amount}").format(
            series=L.series_label(k), amount=format_amount(max(self.series[k]), self.currency)) for k in self.off_scale)


@dataclass
class CumulativeData(_OffScale):
    """(a) Cumulative cost at the end of each month 0..N (document currency)."""

    currency: str
    months: tuple[int, ...]
    series: dict[str, tuple[float, ...]]  # keys of SERIES_LABELS present
    owned_label: str | None
    rented_label: str | None
    life_months: int
    crossover_month: int | None  # vs on-demand (the engine's CostSeries.crossover_month)
    crossover_by_mode: dict[str, int | None] = field(default_factory=dict)
    purchase: float | None = None
    resale: float | None = None
    title: str = ""
    rented_comparison_only: bool = False  # the rental is shown for comparison only (on-premises workload)
    # 80 % cost bands (engine intervals): series key -> (low, high) cumulative series, for the owned
    # line and the main rented line, each at the ends of its option's range on the run time
    bands: dict[str, tuple[tuple[float, ...], tuple[float, ...]]] = field(default_factory=dict)
    # crossover months at the ends of the range (None: no crossover within the series)
    crossover_range: tuple[int | None, int | None] | None = None
    # commitment lines not drawn: they end far above the others (OFF_SCALE), which they would flatten
    off_scale: tuple[str, ...] = ()

    @property
    def off_scale_label(self) -> str:
        """"Not drawn, far above the others: 1-year commitment NT$290 萬 by month 36" ("" when all are drawn)."""
        if not self.off_scale:
            return ""
        return translate("Charts", "Not drawn, far above the others: {lines} by month {m}").format(
            lines=self._off_scale_lines(), m=self.months[-1])

    @property
    def crossover_label(self) -> str:
        """"crossover: month 14" / "no crossover within 36 months"; "" without both sides."""
        if self.owned_label is None or self.rented_label is None:
            return ""
        return crossover_text(self.crossover_month, self.months[-1] if self.months else self.life_months)

    @property
    def crossover_range_label(self) -> str:
        """The crossover with its 80 % range: "crossover: month 14 (80 % range: months 11–19)"."""
        base = self.crossover_label
        if not base or self.crossover_range is None:
            return base
        if self.crossover_month is None:
            first = self.crossover_range[0]
            if first is None:
                return base
            return translate("Charts", "{crossover} (80 % range: as early as month {m})").format(crossover=base, m=first)
        span = crossover_range_text(self.crossover_range, self.months[-1] if self.months else self.life_months)
        if not span:
            return base
        return translate("Charts", "{crossover} (80 % range: {range})").format(crossover=base, range=span)

    def columns(self) -> list[str]:
        return ["month"] + [L.series_label(k) for k in self.series]

    def rows(self) -> list[list[Any]]:
        return [[m] + [round(v[i], 2) for v in self.series.values()] for i, m in enumerate(self.months)]


@dataclass
class UtilisationData(_OffScale):
    """(b) Monthly cost vs busy hours of the owned machine per month, 0..730 (document currency).

    The rental runs the same jobs: its busy hours are ``speed_ratio`` x the owned machine's.
    """

    currency: str
    busy_hours: tuple[float, ...]
    series: dict[str, tuple[float, ...]]
    owned_label: str | None
    rented_label: str | None
    breakeven_hours: float | None  # vs on-demand; None: no break-even
    breakeven_cost: float | None
    breakeven_verdict: str  # own_above | own_always | rent_always | own_below
    project_hours: float | None  # the project's own usage (owned machine busy hours)
    project_costs: dict[str, float] = field(default_factory=dict)
    speed_ratio: float = 1.0
    title: str = ""
    rented_comparison_only: bool = False
    # commitment lines not drawn: far above the others (OFF_SCALE), which they would flatten
    off_scale: tuple[str, ...] = ()

    @property
    def off_scale_label(self) -> str:
        """"Not drawn, far above the others: 1-year commitment NT$80,100 a month" ("" when all are drawn)."""
        if not self.off_scale:
            return ""
        return translate("Charts", "Not drawn, far above the others: {lines} a month").format(
            lines=self._off_scale_lines())

    @property
    def breakeven_label(self) -> str:
        if not self.breakeven_verdict:
            return ""
        if self.breakeven_hours is None:
            return translate("Charts", "no break-even: renting is cheaper at any usage")
        if self.breakeven_hours > HOURS_PER_MONTH:
            return translate("Charts", "break-even {h} h/month: above one machine's month").format(
                h=f"{self.breakeven_hours:,.0f}")
        return translate("Charts", "break-even: {h} h/month ({u})").format(
            h=f"{self.breakeven_hours:,.0f}", u=f"{self.breakeven_hours / HOURS_PER_MONTH:.0%}")

    def columns(self) -> list[str]:
        return ["busy_hours_per_month"] + [L.series_label(k) for k in self.series]

    def rows(self) -> list[list[Any]]:
        return [[h] + [round(v[i], 2) for v in self.series.values()] for i, h in enumerate(self.busy_hours)]


@dataclass
class MemoryBar:
    label: str
    items_gib: dict[str, float]  # per device, ITEM order
    usable_gib: float
    total_gib: float
    fits: bool
    chosen: str = ""  # "owned" | "rented" | ""


@dataclass
class MemoryData:
    """(c) Memory needed per device by component, against each device's usable memory (GiB)."""

    bars: list[MemoryBar]
    title: str = ""

    def item_keys(self) -> list[str]:
        keys: list[str] = []
        for b in self.bars:
            for k, v in b.items_gib.items():
                if v > 0 and k not in keys:
                    keys.append(k)
        order = list(MEMORY_LABELS)
        return sorted(keys, key=lambda k: order.index(k) if k in order else len(order))

    def columns(self) -> list[str]:
        return ["option"] + [L.memory_item_label(k) + " (GiB)" for k in self.item_keys()] + [
            "total (GiB)", "usable (GiB)", "fits"]

    def rows(self) -> list[list[Any]]:
        keys = self.item_keys()
        return [[b.label] + [round(b.items_gib.get(k, 0.0), 3) for k in keys]
                + [round(b.total_gib, 3), round(b.usable_gib, 3), b.fits] for b in self.bars]


@dataclass
class CostPerRunData:
    """(d) Cost of one run (or one month for always-on serving) by component, owned vs rented."""

    currency: str
    basis: str  # "run" | "month"
    bars: list[tuple[str, str, dict[str, float]]]  # (side "owned"/"rented", option label, components)
    rented_mode: str | None = None
    title: str = ""
    rented_comparison_only: bool = False

    def component_keys(self) -> list[str]:
        keys: list[str] = []
        for _side, _label, comps in self.bars:
            for k, v in comps.items():
                if abs(v) > 0 and k not in keys:
                    keys.append(k)
        return keys

    def totals(self) -> list[float]:
        return [sum(c.values()) for _s, _l, c in self.bars]

    def columns(self) -> list[str]:
        return ["side", "option"] + [L.cost_component_label(k) for k in self.component_keys()] + ["total"]

    def rows(self) -> list[list[Any]]:
        keys = self.component_keys()
        return [[side, label] + [round(c.get(k, 0.0), 2) for k in keys] + [round(sum(c.values()), 2)]
                for side, label, c in self.bars]


@dataclass
class SensitivityBar:
    input: str
    label: str
    unit: str
    base_value: float
    low_value: float
    high_value: float
    diff_low: float  # annual owned - rented with the input at -delta (document currency)
    diff_high: float
    flips: bool


@dataclass
class SensitivityData:
    """(e) Tornado: annual owned - rented (positive: renting is cheaper) with each input +/-20 %."""

    currency: str
    diff_base: float
    decision_base: str  # "buy" | "rent"
    bars: list[SensitivityBar]  # largest swing first
    delta: float = 0.2
    title: str = ""
    rented_comparison_only: bool = False

    @property
    def flipping(self) -> list[str]:
        return [b.label for b in self.bars if b.flips]

    def columns(self) -> list[str]:
        return ["input", "unit", "base", "low", "high", "owned_minus_rented_low", "owned_minus_rented_base",
                "owned_minus_rented_high", "flips"]

    def rows(self) -> list[list[Any]]:
        return [[b.label, b.unit, b.base_value, b.low_value, b.high_value, round(b.diff_low, 2),
                 round(self.diff_base, 2), round(b.diff_high, 2), b.flips] for b in self.bars]


@dataclass
class ChartsData:
    """All five charts for one workload and one pair (None where a chart cannot be drawn)."""

    workload_id: str
    workload_name: str
    pair: Pair
    cumulative: CumulativeData | None
    utilisation: UtilisationData | None
    memory: MemoryData | None
    cost_per_run: CostPerRunData | None
    sensitivity: SensitivityData | None
    missing: str = ""  # why the pair is incomplete

    def chart(self, name: str):
        return getattr(self, name)


# ---------------------------------------------------------------------------------------------
# builders


def _label(r) -> str | None:
    return None if r is None else r.label


def _comparison(r) -> bool:
    return bool(r is not None and r.comparison_only)


def _title(title: str, rented) -> str:
    """A chart's title, with the caveat when its rental is shown for comparison only."""
    if not _comparison(rented):
        return title
    return translate("Charts", "{title} — renting {caveat}").format(title=title, caveat=comparison_only_text())


def cumulative_data(pair: Pair, a: Assumptions, months: int | None = None) -> CumulativeData | None:
    """(a) from :func:`engine.cost.cumulative_series`, each side at its own usage, x replicas."""
    o, r = pair.owned, pair.rented
    if o is None and r is None:
        return None
    series: dict[str, tuple[float, ...]] = {}
    so = sr = None
    if o is not None:
        so = cumulative_series(o.option.machine, r.option.rate if r else _NO_RATE, o.usage, a, months).to_currency(a)
        series["owned"] = _times(so.owned, o.replicas)
    modes = rented_modes(r)
    if r is not None:
        sr = so if (o is not None and pair.same_usage) else cumulative_series(
            o.option.machine if o else _NO_MACHINE, r.option.rate, r.usage, a, months).to_currency(a)
        for key, mode in SERIES_MODES.items():
            if mode in modes:  # only what can be bought: no spot band for a service
                series[key] = _times(getattr(sr, key), r.replicas)
    base = so or sr
    crossover = None
    by_mode: dict[str, int | None] = {}
    if o is not None and r is not None:
        for key, mode in SERIES_MODES.items():
            if key in series:
                by_mode[mode] = _first_crossover(series["owned"], series[key])
        # vs on-demand (the engine's CostSeries.crossover_month); a spot-only listing: vs spot
        crossover = by_mode.get("on_demand", by_mode.get("spot"))
    bands, crossover_range = _cumulative_bands(pair, a, months, series, crossover)
    return CumulativeData(
        off_scale=_off_scale(series, bands),
        currency=a.currency,
        months=base.months,
        series=series,
        owned_label=_label(o),
        rented_label=_label(r),
        life_months=base.life_months,
        crossover_month=crossover,
        crossover_by_mode=by_mode,
        purchase=None if so is None else so.purchase * o.replicas,
        resale=None if so is None else so.resale * o.replicas,
        title=_title(translate("Charts", "Cumulative cost over {n} months").format(n=base.months[-1]), r),
        rented_comparison_only=_comparison(r),
        bands=bands,
        crossover_range=crossover_range,
    )


#: a commitment line that ends above this many times the highest of the other lines (and their
#: ranges) is not drawn: a year's reservation of a GPU a job uses a few hours a quarter would
#: flatten the lines being compared into the axis; the chart names it and its cost instead
OFF_SCALE = 3.0


def _off_scale(series: dict, bands: dict) -> tuple[str, ...]:
    """The commitment lines whose highest point is above OFF_SCALE x the highest of the others."""
    others = [max(v) for k, v in series.items() if k not in ("reserved_1y", "reserved_3y") and v]
    others += [max(high) for _low, high in bands.values() if high]
    top = max(others, default=0.0)
    if top <= 0:
        return ()
    return tuple(k for k in ("reserved_1y", "reserved_3y") if k in series and series[k] and max(series[k]) > OFF_SCALE * top)


def _at_factor(res, factor: float) -> tuple[Usage, int]:
    """(usage, machines) of an option whose runs take ``factor`` times as long: a job's busy hours
    scale; a service keeps its hours and needs more or fewer replicas (as ``engine.advisor._annual_at``,
    the engine's cost interval)."""
    u, n = res.usage, max(1, res.replicas)
    if u.always_on or res.estimate.time_per_run_h is None:
        return u, (max(1, math.ceil(n * factor - 1e-9)) if n > 1 else n)
    return u.scaled(factor), n


def _cumulative_bands(pair: Pair, a: Assumptions, months: int | None, series: dict, crossover: int | None):
    """The owned and the main rented line at both ends of their 80 % range on the run time
    (``report.uncertainty.time_factors``: the engine's intervals), as (low, high) envelopes, and
    the crossover month at the fast and the slow end (both options err alike: one engine)."""
    from gpuadvisor.report.uncertainty import time_factors

    o, r = pair.owned, pair.rented
    rented_key = "on_demand" if "on_demand" in series else ("spot_low" if "spot_low" in series else None)
    ends: dict[str, list[tuple[float, ...]]] = {}
    if o is not None and "owned" in series:
        rate = r.option.rate if r is not None else _NO_RATE
        runs = []
        for f in time_factors(o):
            usage, n = _at_factor(o, f)
            runs.append(_times(cumulative_series(o.option.machine, rate, usage, a, months).to_currency(a).owned, n))
        ends["owned"] = runs
    if r is not None and rented_key is not None:
        machine = o.option.machine if o is not None else _NO_MACHINE
        runs = []
        for f in time_factors(r):
            usage, n = _at_factor(r, f)
            runs.append(_times(getattr(cumulative_series(machine, r.option.rate, usage, a, months).to_currency(a),
                                       rented_key), n))
        ends[rented_key] = runs
    bands: dict[str, tuple[tuple[float, ...], tuple[float, ...]]] = {}
    for key, (fast, slow) in ends.items():
        mid = series[key]
        low = tuple(min(x, y, z) for x, y, z in zip(fast, slow, mid))
        high = tuple(max(x, y, z) for x, y, z in zip(fast, slow, mid))
        if any(h - l > 1e-6 * max(1.0, abs(h)) for l, h in zip(low, high)):
            bands[key] = (low, high)
    crossover_range = None
    if "owned" in ends and rented_key in ends:
        found = [_first_crossover(ends["owned"][0], ends[rented_key][0]), crossover,
                 _first_crossover(ends["owned"][1], ends[rented_key][1])]
        months_found = [m for m in found if m is not None]
        if months_found:
            crossover_range = (min(months_found), None if None in found else max(months_found))
        else:
            crossover_range = (None, None)
    return bands, crossover_range


def utilisation_data(pair: Pair, a: Assumptions, step: float = 10.0) -> UtilisationData | None:
    """(b) from :func:`engine.cost.utilisation_series`: the owned machine at busy hours H, the
    rental at H x speed ratio (same runs), with H* from the engine's linear break-even terms."""
    o, r = pair.owned, pair.rented
    if o is None and r is None:
        return None
    n = int(HOURS_PER_MONTH // step)
    xs = tuple(float(i * step) for i in range(n + 1)) + ((HOURS_PER_MONTH,) if n * step < HOURS_PER_MONTH else ())
    k = pair.speed_ratio

    def hpr(res) -> float:
        u = res.usage
        return HOURS_PER_MONTH if u.always_on or u.hours_per_run <= 0 else u.hours_per_run

    series: dict[str, tuple[float, ...]] = {}
    uo = ur = None
    if o is not None:
        uo = utilisation_series(o.option.machine, r.option.rate if r else _NO_RATE, a, xs,
                                hours_per_run=hpr(o)).to_currency(a)
        series["owned"] = _times(uo.owned, o.replicas)
    modes = rented_modes(r)
    if r is not None:
        ur = utilisation_series(o.option.machine if o else _NO_MACHINE, r.option.rate, a, [x * k for x in xs],
                                hours_per_run=hpr(r)).to_currency(a)
        for key, mode in SERIES_MODES.items():
            if mode in modes:
                series[key] = _times(getattr(ur, key), r.replicas)
    h_star = cost_star = None
    verdict = ""
    if uo is not None and ur is not None:
        # owned(H) = n_o (F + v H);  on-demand(H) = n_r b k H   (engine BreakevenPoint terms)
        F = uo.breakeven.owned_fixed * o.replicas
        v = uo.breakeven.owned_per_busy_hour * o.replicas
        b = ur.breakeven.rental_per_busy_hour * k * r.replicas
        if b - v > 1e-12 * max(1.0, abs(b), abs(v)):
            h_star = F / (b - v)
            verdict = "own_above" if h_star > 0 else "own_always"
            h_star = max(h_star, 0.0)
            cost_star = b * h_star
        else:
            verdict = "rent_always"
    project_hours = None
    costs: dict[str, float] = {}
    if o is not None:
        project_hours = o.usage.busy_hours_per_month
        costs["owned"] = owned_monthly(o.option.machine, o.usage, a).to_currency(a).total * o.replicas
    elif r is not None:
        project_hours = min(r.usage.demanded_hours_per_month, HOURS_PER_MONTH)
    if r is not None:
        c = cloud_costs(r.option.rate, r.usage, a).to_currency(a)
        every = {
            "on_demand": c.on_demand.total * r.replicas,
            "reserved_1y": c.reserved_1y.total * r.replicas,
            "reserved_3y": c.reserved_3y.total * r.replicas,
            "spot_low": c.spot.total * r.replicas,
            "spot_high": c.spot_with_fallback.total * r.replicas,
        }
        costs.update({key: v for key, v in every.items() if key in series})
    return UtilisationData(
        currency=a.currency,
        busy_hours=xs,
        series=series,
        owned_label=_label(o),
        rented_label=_label(r),
        breakeven_hours=h_star,
        breakeven_cost=cost_star,
        breakeven_verdict=verdict,
        project_hours=project_hours,
        project_costs=costs,
        speed_ratio=k,
        title=_title(translate("Charts", "Monthly cost vs busy hours per month"), r),
        rented_comparison_only=_comparison(r),
        off_scale=_off_scale(series, {}),
    )


def memory_data(advice, pair: Pair | None = None, top: int = 6) -> MemoryData | None:
    """(c) the top ``top`` options (feasible first; the closest misses when none fits) plus the pair."""
    if not advice.results:
        return None
    picked = list(advice.feasible[:top]) or list(advice.results[:top])
    for extra in ((pair.owned, pair.rented) if pair else ()):
        if extra is not None and all(extra is not p for p in picked):
            picked.append(extra)
    bars = []
    for res in picked:
        mem = res.estimate.memory
        chosen = ""
        if pair is not None and res is pair.owned:
            chosen = "owned"
        elif pair is not None and res is pair.rented:
            chosen = "rented"
        bars.append(MemoryBar(
            label=res.label,
            items_gib={k: v / GIB for k, v in mem.items.items() if v > 0},
            usable_gib=mem.usable / GIB,
            total_gib=mem.total / GIB,
            fits=bool(mem.fits),
            chosen=chosen,
        ))
    return MemoryData(bars=bars, title=translate("Charts", "Memory per device (GiB)"))


def cost_per_run_data(pair: Pair, a: Assumptions) -> CostPerRunData | None:
    """(d) the engine's monthly components (owned: ``OwnedCost``; rented: the cheapest mode's
    ``ModeCost``) x replicas, divided by runs per month; per month when either side is always-on."""
    sides = [(s, res) for s, res in (("owned", pair.owned), ("rented", pair.rented)) if res is not None]
    if not sides:
        return None
    per_month = any(res.usage.always_on or res.usage.effective_runs_per_month <= 0 for _s, res in sides)
    bars = []
    mode = None
    for side, res in sides:
        if side == "owned":
            comps = owned_monthly(res.option.machine, res.usage, a).to_currency(a).components()
        else:
            cc = cloud_costs(res.option.rate, res.usage, a).to_currency(a)
            mode = cc.cheapest_mode
            comps = cc.cheapest.components()
        div = 1.0 if per_month else res.usage.effective_runs_per_month
        bars.append((side, res.label, {k: v * res.replicas / div for k, v in comps.items()}))
    basis = "month" if per_month else "run"
    title = (translate("Charts", "Cost per month by component (always on)") if per_month
             else translate("Charts", "Cost per run by component"))
    return CostPerRunData(currency=a.currency, basis=basis, bars=bars, rented_mode=mode, title=_title(title, pair.rented),
                          rented_comparison_only=_comparison(pair.rented))


def _annual_diff(pair: Pair, machine, rate, uo: Usage, ur: Usage, a: Assumptions) -> float:
    owned = owned_monthly(machine, uo, a).per_year * pair.owned.replicas
    rented = cloud_costs(rate, ur, a).cheapest.per_year * pair.rented.replicas
    return owned - rented


def pair_sensitivity(pair: Pair, a: Assumptions, delta: float = 0.2) -> tuple[float, list[SensitivityBar]]:
    """+/-delta on the inputs of :func:`engine.cost.sensitivity`, for a pair whose options
    run the job at different speeds (each side at its own usage; USD).  Same inputs, clipping and
    sign as the engine; returns (base difference, bars sorted by swing)."""
    machine, rate = pair.owned.option.machine, pair.rented.option.rate
    uo, ur = pair.owned.usage, pair.rented.usage
    base = _annual_diff(pair, machine, rate, uo, ur, a)
    resale_key = {"apple": "resale_share_apple", "consumer": "resale_share_consumer"}.get(
        machine.segment, "resale_share_datacenter")

    def with_a(**update: float):
        return lambda v: (machine, rate, uo, ur, a.model_copy(update={k: v for k in update}))

    def at_rate(v: float):
        """The pair bought at exchange rate ``v``: what was priced in NT$ stays NT$ (cards at their
        Taiwan price, the user's NT$ quotes: report.answer._twd_part), the US$ prices stay US$."""
        from gpuadvisor.report.answer import _machine_in

        a2 = a.model_copy(update={"usd_to_twd": v})
        m = _machine_in(pair.owned.option, machine, a, a2)
        q = getattr(pair.rented.option, "quote", None)
        r2 = rate.scaled(a.usd_to_twd / v) if q is not None and getattr(q, "currency", "") == "TWD" else rate
        return m, r2, uo, ur, a2

    specs = [
        ("usd_to_twd", "Exchange rate", "TWD/USD", a.usd_to_twd, at_rate),
        ("electricity", "Electricity price", "TWD/kWh", a.electricity_twd_per_kwh,
         with_a(electricity_twd_per_kwh=1)),
        ("utilisation", "Utilisation (busy hours)", "h/month", uo.busy_hours_per_month, None),
        ("resale", "Resale value", "share", a.resale_share(machine.segment), with_a(**{resale_key: 1})),
        ("useful_life", "Useful life", "months", a.useful_life_months, with_a(useful_life_months=1)),
        ("cloud_price", "Cloud price", "factor", 1.0, lambda v: (machine, rate.scaled(v), uo, ur, a)),
        ("pue", "PUE", "", a.pue, with_a(pue=1)),
        ("staff", "Staff time per machine", "h/month", a.staff_hours_per_server_month,
         with_a(staff_hours_per_server_month=1)),
    ]
    limits = {"resale": (0.0, 1.0), "useful_life": (1.0, math.inf), "pue": (1.0, math.inf)}
    bars = []
    for key, label, unit, value, build in specs:
        lo_b, hi_b = limits.get(key, (0.0, math.inf))
        low = min(max(value * (1.0 - delta), lo_b), hi_b)
        high = min(max(value * (1.0 + delta), lo_b), hi_b)
        if key == "utilisation":
            d_low = _annual_diff(pair, machine, rate, uo.scaled(1 - delta), ur.scaled(1 - delta), a)
            d_high = _annual_diff(pair, machine, rate, uo.scaled(1 + delta), ur.scaled(1 + delta), a)
            low, high = uo.scaled(1 - delta).busy_hours_per_month, uo.scaled(1 + delta).busy_hours_per_month
        else:
            d_low = _annual_diff(pair, *build(low))
            d_high = _annual_diff(pair, *build(high))
        flips = (d_low < 0) != (base < 0) or (d_high < 0) != (base < 0)
        bars.append(SensitivityBar(key, label, unit, value, low, high, d_low, d_high, flips))
    order = [s[0] for s in specs]
    bars.sort(key=lambda b: (-abs(b.diff_high - b.diff_low), order.index(b.input)))
    return base, bars


def _bought_in_twd(pair: Pair, a: Assumptions) -> bool:
    """Part of the pair is priced in NT$ (engine.cost.sensitivity takes every price as US$): its
    exchange-rate bar is made by :func:`pair_sensitivity`, which keeps NT$ prices NT$."""
    from gpuadvisor.report.answer import _twd_part

    q = getattr(pair.rented.option, "quote", None)
    return bool(_twd_part(pair.owned.option, a)) or (q is not None and getattr(q, "currency", "") == "TWD")


def sensitivity_data(pair: Pair, a: Assumptions, delta: float = 0.2) -> SensitivityData | None:
    """(e) the engine's :func:`sensitivity` when both options run the job at the same speed, else
    :func:`pair_sensitivity`; in the document currency."""
    if not pair.complete:
        return None
    fx = a.to_currency(1.0)
    if pair.same_usage and pair.owned.replicas == pair.rented.replicas and not _bought_in_twd(pair, a):
        n = pair.owned.replicas
        rows = sensitivity(pair.owned.option.machine, pair.rented.option.rate, pair.owned.usage, a, delta)
        base = rows[0].diff_base * n if rows else 0.0
        bars = [SensitivityBar(r.input, r.label, r.unit, r.base_value, r.low_value, r.high_value,
                               r.diff_low * n, r.diff_high * n, r.flips) for r in rows]
    else:
        base, bars = pair_sensitivity(pair, a, delta)
    for b in bars:
        b.label = L.sensitivity_label(b.input, b.label)
        b.diff_low *= fx
        b.diff_high *= fx
    return SensitivityData(
        currency=a.currency,
        diff_base=base * fx,
        decision_base="buy" if base < 0 else "rent",
        bars=bars,
        delta=delta,
        title=_title(translate("Charts", "What flips the decision: ±{p} on each input").format(p=f"{delta:.0%}"),
                     pair.rented),
        rented_comparison_only=_comparison(pair.rented),
    )


def build_charts(advice, a: Assumptions, owned_key: str | None = None, rented_key: str | None = None,
                 *, top: int = 6, months: int | None = None) -> ChartsData:
    """All five charts' data for one workload (``advice``: engine WorkloadAdvice)."""
    pair = make_pair(advice, owned_key, rented_key)
    missing = ""
    if pair.unpriced:
        missing = "; ".join(translate("Charts", "{option} has no price in the catalog: enter a quote to compare it").format(
            option=r.label) for r in pair.unpriced)
    elif pair.owned is None and pair.rented is None:
        missing = translate("Charts", "No option fits this workload, so there is nothing to compare. The Workloads "
                                      "view says why each option is ruled out; pick an option above to chart it anyway.")
    elif pair.owned is None:
        missing = translate("Charts", "no owned machine fits this workload: nothing to compare with renting")
    elif pair.rented is None:
        missing = translate("Charts", "no rented option fits this workload: nothing to compare with buying")
    elif pair.rented.comparison_only:
        missing = translate("Charts", "for comparison only: the data must stay on-premises, so renting is not an option")
    unfit = [translate("Charts", "{option} does not fit: {reason}").format(
                 option=res.label, reason=(res.reasons or [""])[0])
             for res in (pair.owned, pair.rented) if res is not None and not res.feasible and not res.comparison_only]
    if unfit:  # a pick that does not fit: charted as asked, and said so
        missing = "; ".join(([missing] if missing else []) + unfit)
    return ChartsData(
        workload_id=advice.workload.id,
        workload_name=advice.workload.name,
        pair=pair,
        cumulative=cumulative_data(pair, a, months),
        utilisation=utilisation_data(pair, a),
        memory=memory_data(advice, pair, top),
        cost_per_run=cost_per_run_data(pair, a),
        sensitivity=sensitivity_data(pair, a),
        missing=missing,
    )


def money_axis_label(currency: str, what: str) -> str:
    """Axis title with the currency, e.g. "Cumulative cost (NT$)"."""
    sym = currency_symbol(Assumptions(currency=currency)) if currency in ("TWD", "USD") else currency
    return translate("Charts", "{what} ({currency})").format(what=what, currency=sym)


def mode_label(mode: str | None) -> str:
    """A billing mode's label in the current language ("" for None)."""
    return L.mode_label(mode)


def to_csv(data, path=None) -> str:
    """One chart's numbers as CSV text (header row, then one row per point/bar); written to
    ``path`` too when given.  ``data`` is any of the chart data objects above."""
    if data is None:
        raise ValueError("no chart data")
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    currency = getattr(data, "currency", None)
    if currency:
        buf.write(f"# currency: {currency}\n")
    writer.writerow(data.columns())
    for row in data.rows():
        writer.writerow(row)
    text = buf.getvalue()
    if path is not None:
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
    return text
