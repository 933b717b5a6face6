"""Match every workload against every hardware option, say why options do not fit, rank the rest.

``advise(document, catalog)`` is the entry point.  For each workload it estimates memory, time and
throughput once per distinct hardware configuration (many cloud offers share one), prices each
option (owned: tco-anchors.md §5.3; rented: §5.4, the cheapest billing mode that suits the
schedule), checks the constraints, and ranks the feasible options under the objective.  The
project plan across all workloads (``engine.plan``) is built on top.
"""

from __future__ import annotations

import functools
import gc
import itertools
import math
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import Literal
from types import SimpleNamespace

from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions, ProjectDocument, Project, Vendor, Workload
from gpuadvisor.i18n import current_language, join_list, join_reasons, per_language, translate

from .calendar import OfficeCalendar, office_calendar
from .load import SERVICE_KINDS, effective_load, service_energy_share
from .cost import CloudCost, OwnedCost, Usage, cloud_cheapest_monthly, cloud_costs, interruption_rate, owned_monthly
from .estimate import Estimate, HardwareConfig, estimate_profile, prepare
from .vector import estimate_many as _estimate_many
from .options import MARKETPLACES, HardwareOption, build_options, priced_locally, with_offload_ram
from .quotes import quote_options
from .personal import apply as apply_personal
from .personal import note as personal_note
from . import compat

Objective = Literal["lowest_cost", "fastest", "best_value", "lowest_latency"]
OBJECTIVES: dict[str, str] = {
    "lowest_cost": "Lowest annual cost",
    "fastest": "Fastest",
    "best_value": "Best value (cost × time)",
    "lowest_latency": "Lowest latency",
}

# Options people ask about by name; the advice says what happens with each of them.
WELL_KNOWN = ("H100 SXM5", "A100 80GB SXM4", "GeForce RTX 4090", "GeForce RTX 3090", "T4", "L4", "L40S")


@dataclass
class OptionResult:
    """One option for one workload: the estimate, the cost, and whether (and why not) it fits.

    The ranking needs only the monthly total of the cheapest billing mode; the full cost
    breakdown (``owned_cost``/``cloud_cost``, ``cost_components``, ``per_run_usd``) and the
    explanation are computed on first access.
    """

    option: HardwareOption
    estimate: Estimate
    feasible: bool
    reasons: list[str]
    assumptions: Assumptions | None = None
    replicas: int = 1
    cost_mode: str = ""
    monthly_usd: float | None = None
    annual_usd: float | None = None
    usage: Usage | None = None
    rank: int | None = None
    comparison_only: bool = False  # only the on-premises rule excludes it; priced for comparison
    notes: list[str] = field(default_factory=list)  # why a fitting option is flagged (tight, experimental, replicas)
    experimental: bool = False  # the software runs on this platform only experimentally
    scale_out_only: bool = False  # does not fit only for memory or time: a cluster of it might
    personally_calibrated: bool = False  # speed adjusted by the user's own measurements (engine.personal)
    error_group: str = ""  # engine.intervals metric group of the speed estimate ("training", "decode" ...)
    runtime_family: str = ""
    schedule_risk: bool = False  # on time or target on the estimate, not at its slow end (_slow_run_hours, _slow_answer_ms)
    _interval: "OptionInterval | None" = None
    compat_sources: tuple[str, ...] = ()  # public sources of the compatibility rules that fired
    _owned: OwnedCost | None = None
    _cloud: CloudCost | None = None
    _explanation: str | None = None
    # which known change would make it fit (engine.suggest): worked out on first read, for the
    # options the advice offers suggestions for (``_suggest_for``: the workload and assumptions)
    _suggestions: list[str] | None = None
    _suggest_for: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def suggestions(self) -> list[str]:
        if self._suggestions is None:
            if self._suggest_for is None:
                return []
            from .suggest import suggest_changes

            workload, a = self._suggest_for
            # over the annual budget, a change that saves memory does not make it fit: the machine
            # costs the same (an 8x H200 server for a 70B fine-tune was shown 'fits with an 8-bit
            # AdamW optimizer' beside 'over the annual budget')
            over = translate("Engine", "over the annual budget")
            self._suggestions = [] if over in self.reasons else suggest_changes(workload, self.option, a)
        return self._suggestions

    @suggestions.setter
    def suggestions(self, value: list[str]) -> None:
        self._suggestions = list(value)

    @property
    def label(self) -> str:
        if self.replicas == 1:
            return self.option.label
        if self.option.owned:
            return translate("Engine", "{n} machines of {option}").format(n=self.replicas, option=self.option.label)
        return translate("Engine", "{n} instances of {option}").format(n=self.replicas, option=self.option.label)

    @property
    def status(self) -> str:
        """"fits", "tight" (memory inside the safety margin), "experimental" (the software runs
        there only experimentally) or "no" (does not fit; ``reasons`` say why)."""
        if not self.feasible:
            return "no"
        if self.estimate.memory.tight:
            return "tight"
        if self.experimental:
            return "experimental"
        return "fits"

    @property
    def power(self):
        """Peak power, typical draw, kWh a month and the electricity bill of this option, all
        replicas (engine.power).  Rentals: the devices' power only (the provider's host is not
        published) and no bill (it is in the hourly price)."""
        from .cost import _usd_per_kwh
        from .power import DEFAULT_TDP_W, circuit_watts, owned_parts, power_figures

        a = self.assumptions or Assumptions()
        opt = self.option
        acc = opt.accelerator
        tdp = acc.tdp_w or DEFAULT_TDP_W
        count = opt.hw.count
        # a service's owned cards draw busy power only while a request is in flight (Usage.energy_share)
        util = self.usage.utilisation * self.usage.energy_share if self.usage is not None else 0.0
        volts, amps = a.circuit()
        circuit = circuit_watts(volts, amps)
        m = opt.machine
        if opt.owned and m is not None:
            tdp, count, host, share = owned_parts(acc, count, m.busy_power_w)
            return power_figures(tdp_w=tdp, count=count, host_w=host, busy_share=share, idle_w=m.idle_power_w,
                                 idle_share=a.idle_power_share, utilisation=util, machines=self.replicas, owned=True,
                                 pue=a.pue, usd_per_kwh=_usd_per_kwh(a), circuit_w=circuit)
        return power_figures(tdp_w=tdp, count=count, host_w=0.0, busy_share=a.busy_power_share, idle_w=None,
                             idle_share=a.idle_power_share, utilisation=util, machines=self.replicas, owned=False,
                             pue=a.pue, usd_per_kwh=_usd_per_kwh(a), circuit_w=circuit)

    @property
    def interval(self) -> "OptionInterval":
        """80 % intervals of this option's figures (engine.intervals), computed on first use."""
        if self._interval is None:
            self._interval = _option_interval(self)
        return self._interval

    @property
    def margin(self) -> float:
        """Share of the device memory kept free as a safety margin for this option."""
        return self.estimate.memory.margin

    @property
    def speed_metric(self) -> float:
        """Smaller is faster: hours per run, else latency in ms, else 1/throughput."""
        est = self.estimate
        if est.time_per_run_h is not None:
            return est.time_per_run_h
        if est.latency_ms is not None:
            return est.latency_ms
        return 1.0 / est.throughput if est.throughput else math.inf

    @property
    def owned_cost(self) -> OwnedCost | None:
        if self._owned is None and self.option.owned and self.option.machine is not None and self.usage is not None:
            self._owned = owned_monthly(self.option.machine, self.usage, self.assumptions)
        return self._owned

    @property
    def cloud_cost(self) -> CloudCost | None:
        if self._cloud is None and not self.option.owned and self.option.rate is not None and self.usage is not None:
            self._cloud = cloud_costs(self.option.rate, self.usage, self.assumptions)
        return self._cloud

    @property
    def cost_components(self) -> dict[str, float]:
        """Monthly USD by component (all replicas)."""
        n = self.replicas
        if self.owned_cost is not None:
            return {k: v * n for k, v in self.owned_cost.components().items()}
        if self.cloud_cost is not None:
            return {k: v * n for k, v in self.cloud_cost.cheapest.components().items()}
        return {}

    @property
    def per_run_usd(self) -> float | None:
        if self.owned_cost is not None:
            per = self.owned_cost.per_run
        elif self.cloud_cost is not None:
            per = self.cloud_cost.on_demand.per_run if self.usage.always_on else self.cloud_cost.cheapest.per_run
        else:
            return None
        return None if per is None else per * self.replicas

    @property
    def explanation(self) -> str:
        if self._explanation is None:
            self._explanation = _explain(self, self.assumptions) if self.feasible else join_reasons(self.reasons)
        return self._explanation


@dataclass
class WorkloadAdvice:
    project_id: str
    project_name: str
    workload: Workload
    objective: str
    results: list[OptionResult] | None  # feasible ones ranked first, then the rest by closeness (property below)
    error: str | None = None  # the engine could not advise this workload: why (the others are advised)
    messages: list[str] = field(default_factory=list)  # about the workload as a whole
    # the workload's profile as advised (the plan takes it instead of preparing it again)
    profile: object | None = field(default=None, repr=False, compare=False)
    # derived lists, kept while ``results`` is the same list: an advice is reused from the cache
    # at every re-advise, and the plan asks each one for its best and its owned fits every time
    _derived: dict = field(default_factory=dict, repr=False, compare=False)
    # what the advice says about the options people ask about by name (_notable), on first read
    _notable: list | None = field(default=None, repr=False, compare=False)
    _assumptions: Assumptions | None = field(default=None, repr=False, compare=False)
    # the array path's ranking: the results are made from it when first read (_LazyAdvice)
    _lazy: object | None = field(default=None, repr=False, compare=False)
    # hardware key -> the Estimate of ``profile`` on that configuration where the array path
    # estimated it for the ranking (None: not estimated with this profile); see profile_estimate
    _base_rows: object | None = field(default=None, repr=False, compare=False)
    # (options, personal) the advice was made with: what recompute_hint advises the variant on
    _made_with: tuple | None = field(default=None, repr=False, compare=False)

    def recompute_hint(self) -> "RecomputeHint | None":
        """When the stated recipe trains without gradient checkpointing and full checkpointing would
        let a much cheaper option do the job (``RECOMPUTE_HINT_SHARE`` of the pick's cost or less),
        that option (made on first read: one more advice of the workload, so only for the workload a
        user looks at and for the report)."""
        if "recompute_hint" not in self._derived:
            self._derived["recompute_hint"] = _recompute_hint(self)
        return self._derived["recompute_hint"]

    def budget_hint(self) -> "BudgetHint | None":
        """When the workload's annual budget leaves it no option, the cheapest option that runs it
        with the budget lifted (made on first read: one more advice of the workload, as
        recompute_hint), so the answer says what it takes instead of naming a memory miss."""
        if "budget_hint" not in self._derived:
            self._derived["budget_hint"] = _budget_hint(self)
        return self._derived["budget_hint"]

    def profile_estimate(self, hw_key: tuple) -> Estimate | None:
        """The Estimate of ``profile`` on the configuration ``hw_key`` (advisor._hw_key) when the
        ranking estimated it with that profile (or one that estimates alike), else None: what the
        plan asks of a workload on a shared server's cards, without estimating it again."""
        return self._base_rows(hw_key) if self._base_rows is not None else None

    def _made(self) -> bool:
        """The results list exists (made by the caller, or from the ranking on an earlier read)."""
        return self.__dict__.get("_results") is not None or self._lazy is None

    def owned_feasible(self, clean: bool = False) -> list[OptionResult]:
        """The feasible owned options in ranked order (without making the rented ones); ``clean``:
        the array path may leave out those that cannot be a clean fit (see _LazyAdvice)."""
        if not self._made():
            return self._lazy.owned_feasible(clean)
        return [r for r in self._feasible() if r.option.owned]

    def clean_owned_rows(self, pcie_card) -> list[tuple] | None:
        """See _LazyAdvice.clean_owned_rows (None once the results exist: read them instead)."""
        return None if self._made() else self._lazy.clean_owned_rows(pcie_card)

    def owned_result(self, key: str) -> OptionResult | None:
        """The owned option ``key``'s result (None: no such owned option)."""
        if not self._made():
            r = self._lazy.by_key(key)
        else:
            r = self._cached("by_key", self._by_key).get(key)
        return r if r is not None and r.option.owned else None

    def _by_key(self) -> dict:
        out: dict = {}
        for x in self.results:
            out.setdefault(x.option.key, x)  # the first of a key, as a search would find
        return out

    def owned_results(self) -> list[OptionResult]:
        """The owned options' results in ranked order (without making the rented ones)."""
        if not self._made():
            return self._lazy.owned_results()
        return [r for r in self.results if r.option.owned]

    def first_result(self) -> OptionResult | None:
        """``results[0]`` (None: no results), made alone on the array path."""
        if not self._made():
            lazy = self._lazy
            if lazy.feasible:
                return lazy.best()
            return lazy._rest(0) if lazy.rest else None
        return self.results[0] if self.results else None

    @property
    def result_count(self) -> int:
        return len(self._lazy) if not self._made() else len(self.results)

    @property
    def notable(self) -> list[tuple[OptionResult, str]]:
        if self._notable is None:
            self._notable = _notable(self, self._assumptions or _DEFAULT_ASSUMPTIONS) if self.results else []
        return self._notable

    @notable.setter
    def notable(self, value: list[tuple[OptionResult, str]]) -> None:
        self._notable = list(value)

    @property
    def ok(self) -> bool:
        return self.error is None

    def _cached(self, name: str, make):
        key = (id(self.results), len(self.results))
        hit = self._derived.get(name)
        if hit is None or hit[0] != key:
            hit = self._derived[name] = (key, make())
        return hit[1]

    def _feasible(self) -> list[OptionResult]:
        if not self._made():
            return self._lazy.feasible_results()
        return self._cached("feasible", lambda: [r for r in self.results if r.feasible])

    @property
    def feasible(self) -> list[OptionResult]:
        return list(self._feasible())

    @property
    def owned_fit_keys(self) -> frozenset[str]:
        """Keys of the owned options that fit cleanly (not tight, not experimental): the shared
        server's candidates (engine.plan)."""
        if not self._made():
            return self._lazy.owned_fit_keys()
        return self._cached("owned_fits", lambda: frozenset(
            r.option.key for r in self.results if r.option.owned and r.status == "fits"))

    @property
    def best(self) -> OptionResult | None:
        if not self._made():
            return self._lazy.best()
        feas = self._feasible()
        return feas[0] if feas else None

    def best_where(self, owned: bool) -> OptionResult | None:
        """The first feasible option that is owned (or rented), made alone on the array path."""
        if not self._made():
            return self._lazy.first_where(owned, True)
        for r in self._feasible():
            if r.option.owned == owned:
                return r
        return None

    def closest_where(self, owned: bool) -> OptionResult | None:
        """The first option that does not fit (``results`` order: the closest to fitting) and is
        owned (or rented), made alone on the array path."""
        if not self._made():
            return self._lazy.first_where(owned, False)
        return next((r for r in self.results if not r.feasible and r.option.owned == owned), None)

    def min_devices(self) -> list["SizingRow"]:
        """Reverse sizing: per hardware type, the fewest devices that meet the workload's targets
        (memory, latency and rate at the percentile, deadline and period), and what that many
        cost bought, rented on demand and reserved.  Cheapest first."""
        return sizing_rows(self)

    def comparison_options(self, owned: bool) -> list[OptionResult]:
        """Options excluded only by the on-premises rule, cheapest first (for buy-vs-rent comparisons)."""
        found = [r for r in self.results if r.comparison_only and r.option.owned == owned and r.annual_usd is not None]
        return sorted(found, key=lambda r: r.annual_usd)


def _get_results(self: WorkloadAdvice) -> list[OptionResult]:
    made = self.__dict__.get("_results")
    if made is None:
        lazy = self.__dict__.get("_lazy")
        made = self.__dict__["_results"] = lazy.all_results() if lazy is not None else []
    return made


def _set_results(self: WorkloadAdvice, value: list[OptionResult] | None) -> None:
    self.__dict__["_results"] = value


# the results list is made from the array path's ranking on first read (the dataclass __init__
# assigns through the setter; None = "from the ranking")
WorkloadAdvice.results = property(_get_results, _set_results)  # type: ignore[assignment]


@dataclass(frozen=True)
class OptionInterval:
    """80 % intervals (low, high) of an option's estimates; None where the figure does not apply."""

    time_per_run_h: tuple[float, float] | None
    throughput: tuple[float, float] | None
    latency_ms: tuple[float, float] | None
    memory_bytes: tuple[float, float]
    annual_usd: tuple[float, float] | None
    speed_cell: str
    speed_rows: int
    memory_rows: int
    extrapolated: bool  # no measurement of this hardware class or runtime in the group: widened


def _option_interval(r: "OptionResult") -> OptionInterval:
    from .intervals import band, load_table

    table = load_table()
    est = r.estimate
    seg = r.option.accelerator.segment
    speed = band(table, r.error_group or "training", seg, r.runtime_family or "eager")
    mem = band(table, "memory", seg, r.runtime_family or "eager")
    t = speed.time(est.time_per_run_h) if est.time_per_run_h else None
    thr = speed.speed(est.throughput) if est.throughput else None
    lat = speed.time(est.latency_ms) if est.latency_ms else None
    cost = None
    if r.annual_usd is not None and r.usage is not None:
        lo_f, hi_f = math.exp(-speed.high), math.exp(-speed.low)  # time factors: faster -> fewer hours
        cost = (_annual_at(r, lo_f), _annual_at(r, hi_f))
        cost = (min(cost[0], r.annual_usd), max(cost[1], r.annual_usd))
    return OptionInterval(t, thr, lat, mem.speed(est.memory.total), cost, speed.cell, speed.n, mem.n,
                          speed.extrapolated or mem.extrapolated)


# A deadline is planned with the estimate's margin: a job whose run meets its allowed hours on the
# estimate but not at the slow end of the estimate's 80 % range (engine.intervals; the answer's risk
# line says so of a pick) ranks after the options of its status that meet them even there, and says
# why in its notes.  A nightly batch planned at 7.4 h of an 8-hour night on spot T4s (9.9 h at the
# slow end) led an H100 that finishes in an hour for 2 % more.
@functools.lru_cache(maxsize=256)
def _slow_time_factor(group: str, segment: str, family: str) -> float:
    """A run time's factor at the slow end of the estimate's 80 % range (intervals.Band.time)."""
    from .intervals import band, load_table

    return math.exp(-band(load_table(), group or "training", segment, family or "eager").low)


def _slow_run_hours(workload: Workload, hours: float | None, replicas: int, segment: str, group: str,
                    family: str, cal: OfficeCalendar) -> float | None:
    """Calendar hours of one run at the slow end of the estimate's 80 % range where they overrun the
    run's allowed hours; None where none are allowed, there is no run time, or it finishes in time
    even then.  A batch split over ``replicas`` machines counts each machine's share of the run."""
    allowed = workload.schedule.hours_allowed_per_run
    if not allowed or hours is None or not 0.0 < hours < math.inf:
        return None
    share = 1.0 / replicas if replicas > 1 else 1.0
    high = cal.wall_hours(workload.schedule.window, hours * share * _slow_time_factor(group, segment, family))
    return high if high > allowed * (1.0 + 1e-9) else None


def _slow_run_text(workload: Workload, high: float) -> str:
    return translate("Engine", "at the slow end of the estimate's 80 % range a run takes {high} h, over the {allowed} h "
                               "allowed").format(high=_hours(high), allowed=_hours(workload.schedule.hours_allowed_per_run))


# An answer-time target is planned with the same margin: a service option that meets its target on
# the estimate but not at the slow end of the estimate's 80 % range (the answer's risk line says so of
# a pick) ranks after the options of its status that meet it even there.  Llama 3.1 70B with 120k-token
# prompts and a 120 s target went to nine 4x RTX 5090 workstations answering in 119.6 s (154 s at the
# slow end; nine copies only to keep any request from queueing) ahead of one 4x H200 server at 58 s.
def _slow_answer_ms(workload: Workload, est: Estimate, segment: str, group: str,
                    family: str) -> tuple[float, float, bool] | None:
    """(the judged latency at the slow end of the estimate's 80 % range, the target, on the first token)
    of a service whose answer-time target is met on the estimate but missed there; None otherwise.  The
    latency is the one the target is judged on at the planned load (the answer's P-th percentile for
    ``latency_target_ms``, its first token for ``ttft_target_ms``), scaled as the range scales a time."""
    r = workload.recipe
    if workload.kind not in SERVICE_KINDS or est.latency_pct_ms is None or not (r.latency_target_ms or r.ttft_target_ms):
        return None
    return _slow_answer_at(workload, est.latency_pct_ms, est, segment, group, family)


def _slow_answer_at(workload: Workload, latency_pct_ms: float, est: "Estimate | None", segment: str, group: str,
                    family: str) -> tuple[float, float, bool] | None:
    """_slow_answer_ms from the estimate's judged latency (its P-th percentile, ms); ``est`` is read
    only for a first-token target (its serving figures)."""
    r = workload.recipe
    f = _slow_time_factor(group, segment, family)
    judged: list[tuple[float, float, bool]] = []
    if r.latency_target_ms:
        judged.append((latency_pct_ms, r.latency_target_ms, False))
    if r.ttft_target_ms and est is not None and est.serving is not None:
        got = est.serving.at(round(r.latency_percentile / 100.0, 9))
        if got is not None:
            judged.append((got[0], r.ttft_target_ms, True))
    for ms, target, first in judged:
        if ms <= target * (1.0 + 1e-9) < ms * f:
            return ms * f, target, first
    return None


def _slow_answer_text(workload: Workload, slow: tuple[float, float, bool]) -> str:
    high, target, first = slow
    if first:
        text = translate("Engine", "at the slow end of the estimate's 80 % range the first token comes after {high} ms "
                                   "(P{p}), over the {target} ms target")
    else:
        text = translate("Engine", "at the slow end of the estimate's 80 % range it answers in {high} ms (P{p}), over "
                                   "the {target} ms target")
    return text.format(high=f"{high:,.0f}", p=f"{workload.recipe.latency_percentile:g}", target=f"{target:,.0f}")


def _annual_at(r: "OptionResult", time_factor: float) -> float:
    """The option's annual cost if its runs took ``time_factor`` times as long (services: as many
    more or fewer replicas as the rate then needs)."""
    from .cost import owned_monthly

    u = r.usage
    a = r.assumptions or Assumptions()
    n = r.replicas
    if u.always_on or r.estimate.time_per_run_h is None:
        if n > 1:
            n = max(1, math.ceil(n * time_factor - 1e-9))
        return (r.monthly_usd or 0.0) / max(1, r.replicas) * n * 12.0
    scaled = u.scaled(time_factor)
    opt = r.option
    if opt.owned and opt.machine is not None:
        return owned_monthly(opt.machine, scaled, a).total * n * 12.0
    if opt.rate is not None:
        mode, total = cloud_cheapest_monthly(opt.rate, scaled, a)
        if mode:
            return total * n * 12.0
    return r.annual_usd or 0.0


@dataclass
class SizingRow:
    accelerator: str
    devices: int  # devices per replica x replicas (all nodes of a cluster)
    owned: OptionResult | None  # cheapest owned option with that many devices
    on_demand: OptionResult | None  # cheapest rental at its on-demand price
    on_demand_annual_usd: float | None
    reserved: OptionResult | None  # cheapest rental with a 1- or 3-year commitment
    reserved_annual_usd: float | None
    reserved_mode: str = ""

    @property
    def cheapest_annual_usd(self) -> float:
        vals = [v for v in (self.owned.annual_usd if self.owned else None, self.on_demand_annual_usd,
                            self.reserved_annual_usd) if v is not None]
        return min(vals) if vals else math.inf


def _devices_total(r: OptionResult) -> int:
    return int(round(r.option.hw.count)) * max(1, r.replicas)


def sizing_rows(advice: "WorkloadAdvice") -> list[SizingRow]:
    groups: dict[str, list[OptionResult]] = {}
    for r in advice.results:
        if r.feasible or r.comparison_only:
            groups.setdefault(r.option.accelerator.name, []).append(r)
    rows: list[SizingRow] = []
    for acc, rs in groups.items():
        n = min(_devices_total(r) for r in rs)
        at = [r for r in rs if _devices_total(r) == n]
        owned = [r for r in at if r.option.owned and r.annual_usd is not None]
        best_owned = min(owned, key=lambda r: r.annual_usd) if owned else None
        od_best, od_cost, rs_best, rs_cost, rs_mode = None, None, None, None, ""
        for r in at:
            cc = r.cloud_cost
            if cc is None:
                continue
            if "on_demand" in cc.available_modes:
                v = cc.on_demand.total * 12.0 * r.replicas
                if od_cost is None or v < od_cost:
                    od_best, od_cost = r, v
            for mode in ("reserved_1y", "reserved_3y"):
                if mode in cc.available_modes:
                    v = cc.modes[mode].total * 12.0 * r.replicas
                    if rs_cost is None or v < rs_cost:
                        rs_best, rs_cost, rs_mode = r, v, mode
        rows.append(SizingRow(acc, n, best_owned, od_best, od_cost, rs_best, rs_cost, rs_mode))
    rows.sort(key=lambda row: (row.cheapest_annual_usd, row.devices))
    return rows


@dataclass
class AdviceResult:
    document_title: str
    currency: str
    assumptions: Assumptions
    workloads: list[WorkloadAdvice]
    plan: "object"  # engine.plan.ProjectPlan
    catalog_dates: tuple[str, str]
    elapsed_ms: float
    option_count: int
    warnings: list[str] = field(default_factory=list)  # quotes or overrides skipped, with why
    personal: object = None  # engine.personal.PersonalCalibration of the document's measurements
    # workload id -> advice, built on the first look-up for this list: the window and the report
    # ask once per plan line (and per plan cell), which was a scan of 500 advices each time
    _index: dict = field(default_factory=dict, repr=False, compare=False)
    _index_key: tuple | None = field(default=None, repr=False, compare=False)

    def for_workload(self, workload_id: str) -> WorkloadAdvice | None:
        key = (id(self.workloads), len(self.workloads))
        if self._index_key != key:
            index: dict = {}
            for wa in self.workloads:
                index.setdefault(wa.workload.id, wa)  # the first, as a scan finds it
            self._index, self._index_key = index, key
        wa = self._index.get(workload_id)
        if wa is None or wa.workload.id != workload_id:  # not there, or a list changed in place
            return next((w for w in self.workloads if w.workload.id == workload_id), None)
        return wa


# ---------------------------------------------------------------------------------------------


_OPTIONS_CACHE: dict[tuple[int, str], tuple[object, list[HardwareOption]]] = {}


def options_for(catalog) -> list[HardwareOption]:
    """The catalog's options, built once per catalog object (and language: labels and notes)."""
    key = (id(catalog), current_language())
    hit = _OPTIONS_CACHE.get(key)
    if hit is not None and hit[0] is catalog:
        return hit[1]
    opts = build_options(catalog)
    _OPTIONS_CACHE.clear()
    _OPTIONS_CACHE[key] = (catalog, opts)
    return opts


def provider_allowed(a: Assumptions, provider: str) -> bool:
    """The team rents from this provider: the document's list, else every non-marketplace one."""
    if a.cloud_providers is None:
        return provider not in MARKETPLACES
    return provider in a.cloud_providers


_SERVICE_USAGE: dict[tuple, tuple] = {}


def _usage(hours: float, runs: float, deadline: float | None, interruptible: bool,
           horizon: float | None = None) -> Usage:
    """Usage(...) for a job; filled directly when the figures are plain finite numbers (what
    Usage's own checks accept), as the advisor makes one per hardware configuration."""
    if (type(hours) is float and type(runs) is float and 0.0 <= hours < math.inf and 0.0 <= runs < math.inf
            and (deadline is None or (type(deadline) is float and 0.0 < deadline < math.inf))):
        u = object.__new__(Usage)
        u.__dict__.update(hours_per_run=hours, runs_per_month=runs, always_on=False, deadline_h=deadline,
                          interruptible=interruptible, horizon_years=horizon)
        return u
    return Usage(hours_per_run=hours, runs_per_month=runs, deadline_h=deadline, interruptible=interruptible,
                 horizon_years=horizon)


def _usage_for(workload: Workload, est: Estimate, cal: OfficeCalendar) -> Usage:
    sched = workload.schedule
    interruptible = sched.allows_interruptions(workload.kind)
    if sched.always_on or workload.kind in ("realtime_inference", "llm_serving") and (est is None or est.time_per_run_h is None):
        key = (sched.window, interruptible, sched.horizon_years, id(cal))
        hit = _SERVICE_USAGE.get(key)
        if hit is None or hit[0] is not cal:  # (the calendar is kept with it: its id stays its own)
            if len(_SERVICE_USAGE) > 64:
                _SERVICE_USAGE.clear()
            hit = _SERVICE_USAGE[key] = (cal, _service_usage(sched, cal, interruptible))
        return hit[1]
    hours = est.time_per_run_h or 0.0
    runs = sched.runs_per_month
    if sched.frequency == "once":  # a one-off job, spread over the planning horizon
        runs = sched.runs_per_period / (12.0 * sched.horizon_years)
    return _usage(float(hours), float(runs), None if sched.hours_allowed_per_run is None else float(sched.hours_allowed_per_run),
                  interruptible, float(sched.horizon_years))


def _service_usage(sched, cal: OfficeCalendar, interruptible: bool) -> Usage:
    """A service's use of one machine (the same for every option: made once per window)."""
    # a service limited to a time window runs only then (it can be stopped, or its GPUs lent,
    # outside): office hours on the working days, or the nights (engine.calendar)
    horizon = float(sched.horizon_years)  # a commitment longer than the horizon bills its whole term
    if sched.window == "office_hours":
        return Usage(hours_per_run=cal.hours_per_day, runs_per_month=cal.working_days("monthly"),
                     interruptible=interruptible, horizon_years=horizon)
    if sched.window == "nights":
        days = 365.0 / 12.0
        return Usage(hours_per_run=cal.window_hours_per_month("nights") / days, runs_per_month=days,
                     interruptible=interruptible, horizon_years=horizon)
    return Usage(hours_per_run=730.0, runs_per_month=1.0, always_on=True, interruptible=interruptible,
                 horizon_years=horizon)


#: Schedule periods a job's runs must fit in (their window's hours in that period: engine.calendar).
PERIODS = ("daily", "weekly", "monthly", "quarterly")


def window_hours_per_period(workload: Workload, assumptions: Assumptions | None = None) -> float | None:
    """Machine-hours one machine can give the job in one period inside its window (None: no period).

    Office hours and nights follow the document's calendar (``Assumptions.office_hours_start`` ...,
    ``engine.calendar``); ``assumptions`` None means the defaults."""
    sched = workload.schedule
    if sched.frequency not in PERIODS:
        return None
    cal = office_calendar(assumptions if assumptions is not None else _DEFAULT_ASSUMPTIONS)
    return cal.window_hours(sched.window, sched.frequency)


_DEFAULT_ASSUMPTIONS = Assumptions()


def _period_text(workload: Workload, cal: OfficeCalendar) -> str:
    sched = workload.schedule
    key = sched.frequency
    if key not in PERIODS:
        return ""
    hours = _hours(cal.window_hours(sched.window, key))
    if sched.window == "nights":
        return {"daily": translate("Engine", "the night's {hours} h"),
                "weekly": translate("Engine", "a week's nights ({hours} h)"),
                "monthly": translate("Engine", "a month's nights ({hours} h)"),
                "quarterly": translate("Engine", "a quarter's nights ({hours} h)")}[key].format(hours=hours)
    if sched.window == "office_hours":
        return {"daily": translate("Engine", "a working day's {hours} office hours"),
                "weekly": translate("Engine", "a week's office hours ({hours} h)"),
                "monthly": translate("Engine", "a month's office hours ({hours} h)"),
                "quarterly": translate("Engine", "a quarter's office hours ({hours} h)")}[key].format(hours=hours)
    return {"daily": translate("Engine", "a day (24 h)"), "weekly": translate("Engine", "a week (168 h)"),
            "monthly": translate("Engine", "a month (730 h)"), "quarterly": translate("Engine", "a quarter (2,190 h)")}.get(key, "")


def _capacity(workload: Workload, est: Estimate, cal: OfficeCalendar,
              texts: bool = True) -> tuple[int, str | None, str | None]:
    """(machines needed, reason it cannot be done, note) for a job's runs to finish in time.

    A job's runs of one period must fit in the hours its window gives (a month for a monthly
    retrain, the night for a nightly batch) and each run within its allowed hours.  Batch
    inference splits over several machines (each takes a share of the inputs); a training run
    cannot be split that way (that is a cluster), so it does not fit.
    ``texts`` False: True stands for the reason or note (whether there is one; no text made).
    """
    hours = est.time_per_run_h
    if hours is None or hours <= 0 or workload.kind in ("realtime_inference", "llm_serving"):
        return 1, None, None
    sched = workload.schedule
    available = cal.window_hours(sched.window, sched.frequency) if sched.frequency in PERIODS else None
    need = 1
    limits: list = []
    if available is not None and available <= 0:
        return 1, translate("Engine", "the {window} window has no hours in the working calendar (Assumptions → office hours)").format(
            window=_window_text(sched.window)) if texts else True, None
    if available is not None:
        required = sched.runs_per_period * hours
        if required > available * (1.0 + 1e-9):
            need = max(need, math.ceil(required / available - 1e-9))
            limits.append(translate("Engine", "{runs} run(s) of {hours} h do not fit in {period}").format(
                runs=sched.runs_per_period, hours=_hours(hours), period=_period_text(workload, cal)) if texts else True)
    allowed = sched.hours_allowed_per_run
    # a run confined to a window waits for its next stretch when it outlasts one (an office day,
    # a night): the allowed hours are calendar hours (engine.calendar.OfficeCalendar.wall_hours)
    wall = cal.wall_hours(sched.window, hours)
    if allowed and wall > allowed * (1.0 + 1e-9):
        if not math.isfinite(wall):
            return 1, translate("Engine", "the {window} window has no hours in the working calendar (Assumptions → office hours)").format(
                window=_window_text(sched.window)) if texts else True, None
        need = max(need, math.ceil(wall / allowed - 1e-9))
        if not texts:
            limits.append(True)
        elif wall > hours * 1.001:
            limits.append(translate("Engine", "a run takes {hours} h of work, {wall} h on the calendar inside its window, {allowed} h allowed").format(
                hours=_hours(hours), wall=_hours(wall), allowed=_hours(allowed)))
        else:
            limits.append(translate("Engine", "a run takes {hours} h, {allowed} h allowed").format(
                hours=_hours(hours), allowed=_hours(allowed)))
    if need == 1:
        return 1, None, None
    if workload.kind == "batch_inference" and need <= MAX_BATCH_MACHINES:
        return need, None, translate("Engine", "{n} machines share each run ({why})").format(
            n=need, why=join_reasons(limits)) if texts else True
    return 1, join_reasons(limits) if texts else True, None


def _hours(h: float) -> str:
    return f"{h:,.1f}" if h >= 10 else f"{h:.3g}"


def _window_text(window: str) -> str:
    from gpuadvisor.labels import window_label

    return window_label(window)


#: Most machines a batch job is split over before it is called infeasible.
MAX_BATCH_MACHINES = 64


def _replicas(workload: Workload, est: Estimate, devices_per_replica: int) -> int:
    """Copies of the machine/instance that the request rate needs (Estimate.devices_needed counts devices)."""
    if workload.kind in ("realtime_inference", "llm_serving") and est.devices_needed:
        return max(1, math.ceil(est.devices_needed / max(1, devices_per_replica)))
    return 1


@per_language
def _check_texts() -> dict[str, str]:
    """The fixed reasons of :func:`_check` in the current language (it runs for every option)."""
    return {
        "no_price": translate("Engine", "no purchase price in the catalog (add one in the price overrides)"),
        "marketplace": translate("Engine", "marketplace offer (indicative price); marketplaces are off in the assumptions"),
        "spot_only": translate("Engine", "offered only as spot (interruptible) capacity; this workload must not be interrupted"),
        "provider_off": translate("Engine", "provider not among the clouds you rent from (Assumptions → cloud providers)"),
        "no_fit": translate("Engine", "does not fit in memory"),
        "on_prem": translate("Engine", "data must stay on-premises"),
        "taiwan": translate("Engine", "rented outside Taiwan; the data must stay in Taiwan"),
        "edge": translate("Engine", "not a machine for the line/edge PC"),
        "vendor": translate("Engine", "not {vendor} hardware; the workload is limited to {vendor}"),
        "no_compute": translate("Engine", "no published compute figure for this accelerator (its maker's pages "
                                          "give none): its speed cannot be estimated"),
    }


def _compute_unknown(acc) -> bool:
    """No compute peak of any precision in the catalog (Intel Gaudi 2, AMD's AWS-only Radeon Pro
    V520, NVIDIA's T4G: their sources publish none), or no memory bandwidth (RTX 5880 Ada: the
    reference has its FP32 rate from a third party but neither its bandwidth nor its tensor figures
    from NVIDIA, and the engine would stream weights at a 100 GB/s placeholder, a tenth of the card's
    class); Apple's rate comes from its bandwidth.  The reason keeps its wording (the maker's pages
    give neither figure)."""
    return acc.segment != "apple" and (not acc.bandwidth_gb_s or not any(
        (acc.fp16_tflops, acc.bf16_tflops, acc.fp32_tflops, acc.fp8_tflops, acc.int8_tops, acc.tf32_tflops)))


def _known_speed(reasons: list, unknown: bool) -> list:
    """``reasons`` without those read from the estimated speed (estimate.TimeReason: a latency,
    first-token or load target missed) where the speed cannot be estimated (``unknown``,
    _compute_unknown): "its speed cannot be estimated" says why, and a placeholder's 25,000-hour
    run or 740 ms answer would contradict it (advice audit A3)."""
    if not unknown:
        return reasons
    from .estimate import TimeReason

    return [x for x in reasons if not isinstance(x, TimeReason)]


def _check(workload: Workload, option: HardwareOption, est: Estimate, a: Assumptions, replicas: int = 1) -> list[str]:
    tx = _check_texts()
    reasons: list[str] = []
    c = workload.constraints
    unknown = _compute_unknown(option.accelerator)
    if option.owned and option.machine is None:
        reasons.append(tx["no_price"])
    if option.provider is not None and not provider_allowed(a, option.provider):
        reasons.append(tx["marketplace"] if option.provider in MARKETPLACES else tx["provider_off"])
    if not est.memory.fits:
        reasons.extend(_known_speed(est.reasons, unknown) or [tx["no_fit"]])
    else:
        reasons.extend(r for r in _known_speed(est.reasons, unknown) if r)
    if c.on_prem_only and not option.owned:
        reasons.append(tx["on_prem"])
    if c.cloud_in_taiwan and not option.in_taiwan:
        reasons.append(tx["taiwan"])
    if c.edge_deployment and not option.edge_capable:
        reasons.append(tx["edge"])
    if c.vendor and option.accelerator.vendor != c.vendor:
        reasons.append(tx["vendor"].format(vendor=c.vendor))
    if unknown:
        reasons.append(tx["no_compute"])
    # the limit counts every copy the request rate or the deadline needs (not where the speed is unknown:
    # the copies would be counted from a placeholder speed)
    devices = option.gpu_count * (1 if unknown else replicas)
    if c.max_devices and devices > c.max_devices:
        reasons.append(translate("Engine", "uses {n} devices, limit is {limit}").format(n=devices, limit=c.max_devices))
    # a missed latency target is among the estimate's reasons (engine.estimate: services only)
    if (workload.kind == "llm_serving" and est.tpot_ms and a.min_stream_tokens_per_s and not unknown
            and 1000.0 / est.tpot_ms < a.min_stream_tokens_per_s and est.memory.fits):
        reasons.append(translate("Engine", "streams {speed} tokens/s per answer, slower than {minimum} tokens/s").format(
            speed=f"{1000.0 / est.tpot_ms:.1f}", minimum=f"{a.min_stream_tokens_per_s:g}"))
    ctx = _context_over(workload)
    if ctx:
        reasons.append(ctx)
    stated = workload.recipe.parallelism.devices
    if stated and option.gpu_count != stated:
        reasons.append(_stated_text(option.hw.count, stated))
    return reasons


def _host_ram_need(profile) -> float | None:
    """Bytes of training state ZeRO-Offload / parameter offload keeps in host RAM (gradients, optimizer
    states and fp32 master weights of the trainable parameters; the weights too with parameter
    offload), or of the routed experts a model served with ``Recipe.offload = "experts"`` keeps there
    (llama.cpp ``--cpu-moe``, accelerate: estimate.experts_offloaded); None without CPU offload (NVMe
    offload keeps it on SSDs)."""
    if _experts_in_host(profile):
        return profile.stream_expert_bytes
    if not profile.training or not profile.cpu_offload or profile.offload_nvme:
        return None
    _wb, gb, ob, mb = profile.per_param
    need = profile.trainable * (gb + ob + mb)
    if profile.param_offload:
        need += profile.weight_bytes
    return need


def _experts_in_host(profile) -> bool:
    """A served MoE whose routed experts the runtime keeps in host RAM (on a discrete GPU)."""
    from .estimate import _EXPERT_OFFLOAD_FAMILIES

    return bool(getattr(profile, "expert_offload", False)) and not profile.training \
        and profile.family in _EXPERT_OFFLOAD_FAMILIES


def _host_ram_text(profile, option: HardwareOption) -> str | None:
    """ZeRO-Offload / parameter offload keeps the training state in the host's RAM (gradients, optimizer
    states and fp32 master weights of the trainable parameters; the weights too with parameter offload),
    spread over a cluster's nodes: more than the host takes (``HardwareOption.host_ram_gb``) cannot run
    there.  NVMe offload (ZeRO-Infinity) keeps it on SSDs instead."""
    limit = option.host_ram_gb
    need = _host_ram_need(profile)
    if limit is None or need is None:
        return None
    need /= max(1, option.hw.nodes)
    if need <= limit * 1e9:
        return None
    if _experts_in_host(profile):
        if option.accelerator.segment == "apple":  # unified memory: the experts are in its own memory check
            return None
        return translate("Engine", "the experts kept in host RAM need {need} GB; the host takes at most {limit} GB").format(
            need=f"{need / 1e9:,.0f}", limit=f"{limit:,.0f}")
    return translate("Engine", "the offloaded training state needs {need} GB of host RAM; the host takes at most {limit} GB").format(
        need=f"{need / 1e9:,.0f}", limit=f"{limit:,.0f}")


def _context_over(workload: Workload) -> str | None:
    """The workload's context is longer than the model supports (its max_context)."""
    arch = workload.model.arch
    if arch is None or not arch.max_context:
        return None
    r = workload.recipe
    if workload.kind in ("llm_serving",) or (workload.model.family == "decoder_llm" and not workload.is_training):
        ctx = r.prompt_tokens + r.output_tokens
    else:
        ctx = r.seq_len or 0
    if ctx > arch.max_context:
        return translate("Engine", "the model supports {max} tokens of context; the workload needs {n}").format(
            max=f"{arch.max_context:,}", n=f"{ctx:,}")
    return None


def _count_text(n: float) -> str:
    return f"{n:g}"


def _stated_text(n: float, stated: int) -> str:
    """An option with another device count than the workload's parallelism states ("has 1 device")."""
    if n == 1:
        return translate("Engine", "has 1 device; the workload states {stated}").format(stated=stated)
    return translate("Engine", "has {n} devices; the workload states {stated}").format(n=_count_text(n), stated=stated)


def _energy_share(workload: Workload, usage: Usage, est: Estimate, replicas: int) -> float:
    """Usage.energy_share of an owned option: for a service, the share of its hours a replica has a
    request in flight (engine.load.in_flight_share, at the day's average rate over the hours it
    runs and the option's mean response time); 1 for a job, or with no load or response time."""
    return service_energy_share(workload, est, 24.0 if usage.always_on else usage.hours_per_run, replicas)


def _price(result: OptionResult, workload: Workload, a: Assumptions, usage: Usage) -> None:
    """Monthly and annual cost of the cheapest billing mode (owned: tco-anchors §5.3; rented: §5.4)."""
    opt = result.option
    n = result.replicas
    if opt.owned and opt.machine is not None:
        share = _energy_share(workload, usage, result.estimate, n)
        if share != 1.0:  # a service's cards at busy power only while a request is in flight
            usage = replace(usage, energy_share=share)
    result.usage = usage
    if opt.owned and opt.machine is not None:
        result.cost_mode = "owned"
        result.monthly_usd = result.owned_cost.total * n
    elif opt.rate is not None:
        mode, total = cloud_cheapest_monthly(opt.rate, usage, a)
        if not mode:  # nothing this workload may buy: a spot-only listing for a service
            result.reasons.append(_check_texts()["spot_only"])
            result.feasible = False
            return
        result.cost_mode = mode
        result.monthly_usd = total * n
    if result.monthly_usd is not None:
        result.annual_usd = result.monthly_usd * 12.0
    budget = workload.constraints.budget_per_year
    if budget is not None and result.annual_usd is not None:
        if a.to_currency(result.annual_usd) > budget:
            result.reasons.append(translate("Engine", "over the annual budget"))
            result.feasible = False


# The largest rented cluster one can count on finding without a negotiated reservation: Amazon EC2
# Capacity Blocks for ML reserve GPU instances in cluster sizes up to 64 instances (AWS documentation,
# "Capacity Blocks for ML", 2024-2026); beyond that the capacity is a contract with the provider.
CAPACITY_BLOCK_NODES = 64


def _explain(result: OptionResult, a: Assumptions) -> str:
    est = result.estimate
    from gpuadvisor.labels import bottleneck_label

    parts = [translate("Engine", "{bottleneck}-bound").format(bottleneck=bottleneck_label(est.bottleneck))] if est.bottleneck else []
    comps = {k: v for k, v in result.cost_components.items() if v > 0}
    if comps and result.monthly_usd:
        top = max(comps, key=comps.get)
        share = comps[top] / max(sum(comps.values()), 1e-9)
        parts.append(translate("Engine", "{component} is {share} of the cost").format(
            component=_component_text(top), share=f"{share:.0%}"))
    u = result.usage
    if result.option.owned and u is not None:
        parts.append(translate("Engine", "busy {hours} h/month; resale {resale} after {months} months").format(
            hours=f"{u.busy_hours_per_month:,.0f}", resale=f"{a.resale_share(result.option.machine.segment):.0%}",
            months=f"{a.useful_life_months:g}"))
        share = getattr(u, "energy_share", 1.0)
        if share < 0.995:  # a service drawing busy power only while a request is in flight (load.in_flight_share)
            parts.append(translate("Engine", "a request in flight {share} of the time (busy power then, idle power "
                                             "otherwise)").format(share=f"{share:.0%}"))
    elif result.cost_mode.startswith("spot"):
        rate = result.option.rate
        lam = interruption_rate(rate, a) if rate is not None else a.spot_interruptions_per_hour
        parts.append(translate("Engine", "spot price with {n} interruptions/h").format(n=f"{lam:g}"))
    elif result.cost_mode.startswith("reserved"):
        parts.append(translate("Engine", "commitment billed whether used or not"))
        rate = result.option.rate
        if rate is not None and getattr(rate, f"{result.cost_mode}_discount") is None:
            # the provider publishes no commitment price: the document's assumed discount set it
            share = a.reserved_discount_1y if result.cost_mode == "reserved_1y" else a.reserved_discount_3y
            parts.append(translate("Engine", "priced at the assumed {share} off on-demand (the provider publishes no "
                                             "{term} price)").format(
                share=f"{share:.0%}",
                term=translate("Engine", "1-year") if result.cost_mode == "reserved_1y" else translate("Engine", "3-year")))
    else:
        parts.append(translate("Engine", "on-demand price"))
    nodes = getattr(result.option.hw, "nodes", 1) or 1
    if not result.option.owned and nodes > CAPACITY_BLOCK_NODES:
        parts.append(translate("Engine", "{n} instances at once: capacity at this scale is reserved with the provider, "
                                         "not found at the listed price on demand").format(n=nodes))
    if result.replicas > 1 and est.time_per_run_h is None:  # a service (a job's machines share each run: its note says)
        parts.append(translate("Engine", "{n} replicas behind one load balancer for the request rate").format(n=result.replicas))
    return join_reasons(parts)


def _component_text(key: str) -> str:
    """A cost component in running text: the English key with spaces ("energy busy"), else its label."""
    from gpuadvisor.labels import cost_component_label

    if current_language() == "en":
        return key.replace("_", " ")
    return cost_component_label(key)



def _sort_key(objective: str, kind: str):
    def key(r: OptionResult):
        cost = r.annual_usd if r.annual_usd is not None else math.inf
        speed = r.speed_metric
        if objective == "fastest" or objective == "lowest_latency":
            return (speed, cost)
        if objective == "best_value":
            return (cost * speed, cost)
        return (cost, speed)

    return key


# "Fastest" / "lowest latency": options whose speed is within this share of the fastest one (of the
# same status) are one speed, and the cheapest of them leads.  The engine's own 80 % intervals are
# about ±20 % wide (catalogs/intervals.json), so a pick 1 % faster at three times the price is a
# difference the estimate cannot see; 5 % keeps the objective's meaning (nothing noticeably slower).
SPEED_TIE = 0.05


def _cheapest_of_the_fastest(items: list, status_of, speed_of, cost_of) -> list:
    """``items`` in the speed objectives' order (status, then speed, then cost) with each status's
    leading run of options within SPEED_TIE of its fastest put in cost order (then speed; ties keep
    their order); the rest stay as they are.  Both rankings (per option and as arrays) use it."""
    out: list = []
    i, n = 0, len(items)
    while i < n:
        st = status_of(items[i])
        j = i
        while j < n and status_of(items[j]) == st:
            j += 1
        group = items[i:j]
        limit = speed_of(group[0]) * (1.0 + SPEED_TIE)
        k = 0
        while k < len(group) and speed_of(group[k]) <= limit:
            k += 1
        out.extend(sorted(group[:k], key=lambda x: (cost_of(x), speed_of(x))))
        out.extend(group[k:])
        i = j
    return out


_HARD_MISSES = ("no_price", "marketplace", "provider_off", "on_prem", "taiwan", "edge", "vendor", "no_compute")


# what another maker's hardware counts in the closeness of a miss: more than all the other ruling-out
# reasons an option of the workload's maker can have together
_MAKER_WEIGHT = 10


def _closeness(r: OptionResult) -> tuple:
    """Infeasible options: those closest to fitting first.  An option of a kind the question rules out
    (rented when the data must stay on-premises, outside Taiwan, not an edge PC, not the vendor the
    workload is limited to, a provider not rented from, a machine without a price) is further than one out for its budget, deadline or memory; then
    the fewest reasons, the least memory over (memory that fits counts as 1: a 288 GB B300 is no nearer
    a fit than a desktop card for a job out for its budget), the cheapest.  Another maker's hardware
    comes after all of the maker's own (_MAKER_WEIGHT): "Intel only" with no fit lists the Intel
    options and why (no price, speed unknown, memory), not NVIDIA servers whose one reason is the maker
    the user ruled out."""
    tx = _check_texts()
    kinds = {tx[k] for k in _HARD_MISSES if k != "vendor"}
    makers = {tx["vendor"].format(vendor=v) for v in Vendor.__args__}
    hard = sum(1 for x in r.reasons if x in kinds) + sum(_MAKER_WEIGHT for x in r.reasons if x in makers)
    mem = r.estimate.memory
    over = mem.total / mem.usable if mem.usable else math.inf
    return (hard, len(r.reasons), max(over, 1.0), r.annual_usd or math.inf)


# The estimates of one advise() call, shared by its workloads: several workloads of a document
# often run the same model the same way (the same profile on the same configurations), and an
# estimate reads nothing but the profile's fields and efficiency constants, the configurations and
# the language of its texts (_profile_signature).  None outside advise(): each call starts empty, so
# an edit is never answered from an earlier call, and nothing outlives the call but the advice
# (per thread: ``_SHARED.estimates``).
_SHARED = threading.local()


def _quick_key(p) -> tuple | None:
    """A few fields of profile ``p`` that almost always tell two different profiles apart (cheap to
    make and hash): only profiles with the same quick key are compared in full (_same_profile)."""
    d = getattr(p, "__dict__", None)
    if d is None or getattr(getattr(p, "eff", None), "_values", None) is None:
        return None
    return (d.get("kind"), d.get("precision"), d.get("activations"), d.get("weight_bytes"), d.get("run_flops"),
            d.get("runs_per_month"), d.get("micro_batch"), d.get("rps"))


def _full_key(shared: dict, p) -> tuple | None:
    """Everything ``estimate_many`` reads from profile ``p``: its fields with their types and the
    efficiency constants' values (kept per profile object for the call); None where a field is a list
    other than the notes (not compared: the estimate is not shared)."""
    hit = shared.get(("full", id(p)))
    if hit is not None and hit[0] is p:
        return hit[1]
    values = p.eff._values
    effs = shared.setdefault("effs", [])  # the distinct sets of constants seen (usually one)
    e = next((i for i, v in enumerate(effs) if v is values or v == values), None)
    if e is None:
        effs.append(values)
        e = len(effs) - 1
    d = dict(p.__dict__)
    del d["eff"]
    if d.get("notes").__class__ is list:
        d["notes"] = tuple(d["notes"])
    vals = tuple(d.values())
    types = tuple(map(type, vals))
    key = (e, tuple(d), types, vals) if list not in types else None
    shared[("full", id(p))] = (p, key)
    return key


def _same_profile(shared: dict, a, b) -> bool:
    if a is b:
        return True
    ka = _full_key(shared, a)
    return ka is not None and ka == _full_key(shared, b)


def estimate_many(p, hws, row_profiles=None, row_codes=None):
    """engine.vector.estimate_many, the arrays shared with the other workloads of the advise() call
    that estimate an equal profile (equal row profiles, the same rows of each) on the same
    configurations (``_SHARED``).  The arrays are read-only to the advisor (a row's "needs ... GiB"
    text, written on its first read, is the same for every profile of the key)."""
    shared = getattr(_SHARED, "estimates", None)
    if shared is None or (row_profiles is not None and row_codes is None):
        return _estimate_many(p, hws, row_profiles, row_codes)
    try:
        quick = _quick_key(p)
        rows = None
        if row_profiles is not None:  # the distinct profiles, and which each row has (the same object)
            rows = (tuple(map(_quick_key, row_profiles)), id(row_codes))
            if None in rows[0]:
                quick = None
        key = (id(hws), current_language(), quick, rows)
        seen = shared.get(key) if quick is not None else None
    except TypeError:  # (a field not hashable)
        quick = None
    if quick is None:
        return _estimate_many(p, hws, row_profiles, row_codes)
    for hws0, codes0, p0, profs0, arrays in seen or ():
        if hws0 is hws and codes0 is row_codes and _same_profile(shared, p, p0) and (
                profs0 is None or all(map(_same_profile, itertools.repeat(shared), row_profiles, profs0))):
            return arrays
    arrays = _estimate_many(p, hws, row_profiles, row_codes)
    shared.setdefault(key, []).append((hws, row_codes, p, row_profiles, arrays))
    return arrays


def advise_workload(
    workload: Workload,
    options: list[HardwareOption],
    a: Assumptions,
    objective: str = "lowest_cost",
    project: Project | None = None,
    personal=None,
    vectorized: bool = True,
) -> WorkloadAdvice:
    """Rank every option for one workload.  Never raises for a valid workload: what the engine
    cannot estimate becomes ``WorkloadAdvice.error`` (that workload only; the others are advised).

    ``vectorized``: the figures of all options in one pass of array arithmetic (engine.vector);
    False runs the scalar reference per option (the same figures; tests compare the two)."""
    try:
        return _advise_workload(workload, options, a, objective, project, personal, vectorized)
    except Exception as exc:  # noqa: BLE001 - one workload fails alone, with why
        return WorkloadAdvice(
            project_id=project.id if project else "",
            project_name=project.name if project else "",
            workload=workload,
            objective=objective,
            results=[],
            error=translate("Engine", "cannot estimate this workload: {why}").format(why=_why(exc)),
        )


def _why(exc: Exception) -> str:
    from .efficiency import MissingEfficiency

    if isinstance(exc, MissingEfficiency):
        return str(exc)
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:300]


_STATUS_ORDER = {"fits": 0, "experimental": 1, "tight": 2, "no": 3}


def _advise_workload(
    workload: Workload,
    options: list[HardwareOption],
    a: Assumptions,
    objective: str,
    project: Project | None,
    personal=None,
    vectorized: bool = True,
) -> WorkloadAdvice:
    twins = getattr(_SHARED, "estimates", None) if vectorized and personal is None else None
    twin_key = _twin_key(workload, options, a, objective) if twins is not None else None
    if twin_key is not None:  # a workload advised before in this call with the same content: its ranking
        twin = twins.get(twin_key)
        if twin is not None and twin[0] is options and twin[1] is a:
            return _twin_advice(twin, workload, project, objective)
    profile = prepare(workload, a)
    ram = _host_ram_need(profile)
    if ram:  # owned machines priced with the host memory the offloaded state takes (options.with_offload_ram)
        options = with_offload_ram(options, ram / 1e9, experts=_experts_in_host(profile))
    sched0 = workload.schedule
    if sched0.frequency == "once" and not math.isfinite(sched0.runs_per_period / (12.0 * sched0.horizon_years)):
        # a one-off job is spread over the planning horizon; one too short for that (a few
        # hundredths of a second of a year are a valid number) leaves no finite runs per month
        raise ValueError(translate("Engine", "the planning horizon ({years} years) is too short to spread a one-off job over").format(
            years=f"{sched0.horizon_years:.3g}"))
    cal = office_calendar(a)
    profiles: dict[tuple, object] = {(None, True): profile}
    on_prem_text = _check_texts()["on_prem"] if workload.constraints.on_prem_only else None
    cache: dict[tuple, tuple] = {}
    results: list[OptionResult] = []
    r = workload.recipe
    error_group = _error_group(workload, profile)
    configs, config_index = _distinct_configs(options)
    all_arrays: dict[tuple, object] = {}
    rows_of: dict[tuple, dict[int, tuple]] = {}  # platform precision -> configuration -> (arrays, row)
    canonical: dict[tuple, tuple] = {}
    signatures: dict[tuple, tuple | None] = {}  # platform precision -> _profile_signature of its profile
    clusters: list = []

    def profile_for(pkey: tuple):
        prof = profiles.get(pkey)
        if prof is None:  # the platform runs it in another precision, or without fused attention
            prof = _platform_profile(workload, a, profiles, pkey)
        return prof

    def canon(pkey: tuple) -> tuple:
        """The first platform precision seen whose profile equals ``pkey``'s (e.g. attention
        without FlashAttention changes nothing for a CNN or an inference service): one estimate
        of a configuration for both."""
        hit = canonical.get(pkey)
        if hit is None:
            sig = signatures[pkey] = _profile_signature(profile_for(pkey))
            hit = next((k for k in canonical.values() if k == pkey or (
                sig is not None and signatures[k] == sig)), pkey)
            canonical[pkey] = hit
        return hit

    families: dict[tuple, tuple] = {}
    family_sigs: dict[tuple, tuple | None] = {}  # platform precision -> its signature less the precision

    def family(pkey: tuple) -> tuple:
        """The first canonical platform precision seen (``canon``) whose profile equals ``pkey``'s
        but for the compute precision: the configurations of both are estimated in one call
        (engine.vector.estimate_many's ``row_profiles``)."""
        hit = families.get(pkey)
        if hit is None:
            sig = family_sigs[pkey] = _signature_but_precision(signatures.get(pkey))
            hit = next((k for k, f in families.items() if f == k and sig is not None and family_sigs[k] == sig), pkey)
            families[pkey] = hit
        return hit

    def cluster_cfg() -> tuple:
        if not clusters:
            clusters.append(cluster_configs(options))
        return clusters[0]

    # a training job's clusters estimated with its single machines, in the same array call
    # (entries_for, _fold_plan): platform precision -> (the arrays, cluster configuration -> row)
    cluster_rows: dict[tuple, tuple] = {}
    fold_tried: list = []

    def cluster_fold(cfg_list: list[int], row_code) -> tuple | None:
        """_fold_plan for the first group of a training job (None: estimated apart, if asked)."""
        if fold_tried or not profile.training or personal is not None:
            return None
        fold_tried.append(True)
        ctup = cluster_cfg()[0]
        return _fold_plan(configs, cfg_list, row_code, ctup) if ctup else None

    def folded(pkey: tuple, ci: int) -> tuple | None:
        """(arrays, row) of cluster configuration ``ci`` at platform precision ``pkey`` (canon) where
        it was estimated with the job's single machines."""
        reg = cluster_rows.get(pkey)
        j = reg[1].get(ci) if reg is not None else None
        return None if j is None else (reg[0], j)

    def entry(hw: HardwareConfig, hk: tuple, verdict) -> tuple:
        """(estimate, usage, replicas, capacity reason, capacity note, personal factor) of one
        hardware configuration as the platform runs the workload (once per configuration)."""
        flash = r.flash_attention and verdict.flash_attention_available
        pkey = (verdict.adjusted_precision, flash)
        k = (hk, pkey)
        hit = cache.get(k)
        if hit is None:
            prof = profiles.get(pkey)
            if prof is None:  # the platform runs it in another precision, or without fused attention
                prof = _platform_profile(workload, a, profiles, pkey)
            i = config_index.get(hk) if vectorized else None
            row = rows_of.get(canon(pkey), {}).get(i) if i is not None else None
            if row is not None:  # estimated with its group (entries_for)
                est = row[0].estimate(row[1])
            elif i is not None:
                arrays = all_arrays.get(pkey)
                if arrays is None:  # every configuration at once (engine.vector)
                    arrays = all_arrays[pkey] = estimate_many(prof, configs)
                est = arrays.estimate(i)
            elif vectorized and hw.nodes > 1 and hk in cluster_cfg()[1]:
                ci = cluster_cfg()[1][hk]
                f = folded(canon(pkey), ci)
                if f is not None:  # estimated with the job's single machines
                    est = f[0].estimate(f[1])
                else:
                    ckey = ("cluster", canon(pkey))
                    arrays = all_arrays.get(ckey)
                    if arrays is None:  # every cluster the job may try, at once
                        arrays = all_arrays[ckey] = estimate_many(prof, cluster_cfg()[0])
                    est = arrays.estimate(ci)
            else:
                est = estimate_profile(prof, hw)
            pf = personal.speed_factor(hw.accelerator.name, prof.family, error_group) if personal else None
            if pf is not None:
                est = apply_personal(est, pf)
            batch_n, capacity_reason, capacity_note = _capacity(workload, est, cal)
            usage = _usage_for(workload, est, cal)
            if batch_n > 1:  # each machine takes a share of every run
                usage = replace(usage, hours_per_run=usage.hours_per_run / batch_n)
            replicas = max(batch_n, _replicas(workload, est, hw.count))
            hit = (est, usage, replicas, capacity_reason, capacity_note, pf)
            cache[k] = hit
        return hit

    no_fit = _check_texts()["no_fit"]
    sched = workload.schedule
    services = workload.kind in ("realtime_inference", "llm_serving")
    available = cal.window_hours(sched.window, sched.frequency) if sched.frequency in PERIODS else None
    allowed = sched.hours_allowed_per_run
    job_runs = sched.runs_per_month if sched.frequency != "once" else sched.runs_per_period / (12.0 * sched.horizon_years)
    interruptible = sched.allows_interruptions(workload.kind)
    deadline = None if allowed is None else float(allowed)

    def est_reasons(est) -> list[str]:
        return list(est.reasons or [no_fit]) if not est.memory.fits else [x for x in est.reasons if x]

    def entries_for(verdict, cfg_list: list[int], mixed: tuple | None = None) -> "_Group":
        """The entries of the configurations ``cfg_list`` (indices in ``configs``) under ``verdict``,
        as columns (a _Group): the estimates of those configurations at once (engine.vector), the
        capacity, usage and replicas as array arithmetic; an _Entry (with its reasons as text) is
        made only for a row that is read.  Rows the array path leaves to the scalar reference, and
        personal factors, go through ``entry``.  ``mixed``: (the verdicts of the group's platform
        precisions, the index of each row's among them) where the rows run at different compute
        precisions (``family``), all estimated in one call; None: every row under ``verdict``."""
        import numpy as np

        def by_entry(k: int, v=verdict) -> _Entry:
            hw = configs[k]
            hk = _hw_key(hw)
            hit = entry(hw, hk, v)
            return _entry_of(hit, est_reasons(hit[0]), no_fit)

        if personal is not None:
            return _Group.of_entries([by_entry(k) for k in cfg_list])
        m = len(cfg_list)
        row_verdicts = None
        if mixed is None:
            pkey = canon((verdict.adjusted_precision, r.flash_attention and verdict.flash_attention_available))
            # only the configurations asked (each verdict group its own), estimated at once
            fold = cluster_fold(cfg_list, None)
            if fold is None:
                arrays = estimate_many(profile_for(pkey), _config_subset(configs, cfg_list))
            else:  # and the job's clusters after them
                arrays = estimate_many(profile_for(pkey), fold[0], [profile_for(pkey)], fold[1])
                _register_fold(cluster_rows, arrays, [pkey], fold[2])
            rows_of.setdefault(pkey, {}).update(zip(cfg_list, zip(itertools.repeat(arrays), range(m))))
        else:  # the rows of several platform precisions, in one call
            verdicts, row_code = mixed
            keys = [canon((v.adjusted_precision, r.flash_attention and v.flash_attention_available)) for v in verdicts]
            profs = [profile_for(k) for k in keys]
            fold = cluster_fold(cfg_list, row_code)
            if fold is None:
                arrays = estimate_many(profs[0], _config_subset(configs, cfg_list), profs, row_code)
            else:  # and the job's clusters after them
                arrays = estimate_many(profs[0], fold[0], profs, fold[1])
                _register_fold(cluster_rows, arrays, keys, fold[2])
            regs = [rows_of.setdefault(k, {}) for k in keys]
            for j, (cfg, c) in enumerate(zip(cfg_list, row_code)):
                regs[c][cfg] = (arrays, j)
            row_verdicts = [verdicts[c] for c in row_code]
        if fold is None:
            def own(col):
                return col
        else:  # the group's rows (the clusters follow them)
            def own(col):
                return col[:m]
        total, usable, limit, h = own(arrays.mem_total), own(arrays.usable), own(arrays.limit), own(arrays.hours)
        fits = np.asarray(own(arrays.fits), dtype=bool)
        thr, lat = own(arrays.throughput), own(arrays.latency_ms)
        g = object.__new__(_Group)
        g.fits = fits
        g.tight = fits & (total > limit * (1.0 + 1e-12))
        with np.errstate(divide="ignore", invalid="ignore"):
            inv = np.where(thr != 0, 1.0 / np.where(thr != 0, thr, 1.0), math.inf)
            g.over = np.where(usable != 0, total / np.where(usable != 0, usable, 1.0), math.inf)
        has_h = ~np.isnan(h)
        g.speed = np.where(has_h, h, np.where(~np.isnan(lat), lat, inv))
        g.lat = np.where(has_h, math.nan, lat)  # a service's mean response time (_Entry.lat)
        tpot = own(arrays.tpot_ms)
        # np.nan_to_num(tpot, nan=0.0) (which also makes an infinite TPOT the largest float)
        g.tpot = np.where(np.isnan(tpot), 0.0, tpot) if not np.isinf(tpot).any() else np.nan_to_num(tpot, nan=0.0)
        reasons_col = own(arrays.reasons)
        fits_l = fits.tolist()
        # reasons per row (counted: the texts are the estimate's, read when an _Entry is made; a
        # row's "needs ... GiB" text, one more for a row that does not fit, is written when read)
        need = own(arrays.need_rows)
        if any(reasons_col):
            g.n_reasons = np.array([(sum(1 for x in rs if x) if f else len(rs)) if rs else (0 if f else 1)
                                    for rs, f in zip(reasons_col, fits_l)], dtype=np.int64)
            # what more machines could mend: the estimate's reasons are the row's own (no "does not fit" added)
            g.scalable = fits | np.array([bool(rs) for rs in reasons_col], dtype=bool)
            lens = np.array([len(rs) for rs in reasons_col], dtype=np.int64)
        else:  # no row has a reason written: one ("does not fit") where it does not fit
            g.n_reasons = (~fits).astype(np.int64)
            g.scalable = fits.copy()
            lens = np.zeros(m, dtype=np.int64)
        if need.any():
            g.n_reasons = np.where(need, lens + 1, g.n_reasons)
            g.scalable = g.scalable | need
        # capacity (_capacity): the common case as arrays, the rest through the function
        batch = np.ones(m, dtype=np.int64)
        cap: dict[int, tuple] = {}  # row -> (reason, note): True where there is one (the text made when read)
        cap_hours: dict[int, float] = {}
        if not services:
            cand = has_h & (np.where(has_h, h, 0.0) > 0)
            if cand.any():
                if available is None:
                    over_window = np.zeros(m, dtype=bool)
                elif available > 0:
                    over_window = cand & ~(sched.runs_per_period * h <= available * (1.0 + 1e-9))
                else:
                    over_window = cand
                hl = h.tolist()
                rows_c = np.flatnonzero(cand).tolist()
                if not allowed and available is not None and available > 0:
                    # the window alone (no allowed hours): _capacity as arrays over the rows it rules on
                    rows_o = np.flatnonzero(over_window)
                    ratio = sched.runs_per_period * h[rows_o] / available - 1e-9
                    if np.isfinite(ratio).all():
                        rows_c = []  # (done here)
                        # (clipped before the cast: a run of 1e30 h must not wrap round to a negative count)
                        need_o = np.clip(np.ceil(ratio), 1.0, 1e15).astype(np.int64)
                        split = need_o > 1
                        shared = split & (need_o <= MAX_BATCH_MACHINES) if workload.kind == "batch_inference" else \
                            np.zeros(len(rows_o), dtype=bool)
                        batch[rows_o[shared]] = need_o[shared]
                        for j, sh in zip(rows_o[split].tolist(), shared[split].tolist()):
                            cap[j] = (None, True) if sh else (True, None)
                            cap_hours[j] = hl[j]
                ow = over_window.tolist()
                for j in rows_c:
                    hj = hl[j]
                    if ow[j] or (allowed and not cal.wall_hours(sched.window, hj) <= allowed * (1.0 + 1e-9)):
                        # (_capacity reads the run time alone; its texts are made with the row's _Entry)
                        n_j, reason, note = _capacity(workload, _RunTime(hj), cal, texts=False)
                        batch[j] = n_j
                        if reason is not None or note is not None:
                            cap[j] = (reason, note)
                            cap_hours[j] = hj
        g.cap, g.cap_hours = cap, cap_hours
        # usage (_usage_for) and replicas (_replicas)
        svc = np.ones(m, dtype=bool) if sched.always_on else (~has_h if services else np.zeros(m, dtype=bool))
        u_svc = _usage_for(workload, None, cal) if svc.any() else None
        hours0 = np.where(has_h, h, 0.0)
        hpr = np.where(batch > 1, hours0 / batch, hours0)
        if u_svc is not None:
            g.hpr = np.where(svc, u_svc.hours_per_run, hpr)
            g.runs = np.where(svc, u_svc.runs_per_month, float(job_runs))
            g.always_on = svc & bool(u_svc.always_on)
            dl = np.nan if u_svc.deadline_h is None else u_svc.deadline_h
            g.deadline = np.where(svc, dl, np.nan if deadline is None else deadline)
        else:
            g.hpr, g.runs = hpr, np.full(m, float(job_runs))
            g.always_on = np.zeros(m, dtype=bool)
            g.deadline = np.full(m, np.nan if deadline is None else deadline)
        d = own(arrays.devices)
        if services:
            reps = np.where(d > 0, np.maximum(1, np.ceil(d / own(arrays.cfg.n))), 1).astype(np.int64)
            g.replicas = np.maximum(batch, reps)
        else:
            g.replicas = batch
        hpr_l, runs_l = g.hpr.tolist(), g.runs.tolist()
        svc_l = svc.tolist()

        def make(j: int) -> _Entry:
            e = object.__new__(_Entry)
            rs = arrays.row(j)
            f = fits_l[j]
            e._est, e._make, e.pf = None, (lambda: arrays.estimate(j)), None
            e.src = (arrays, j)  # the row its Estimate would be read from (_Ranking.slow_answers)
            e.est_reasons = rs
            e.er = [x for x in rs if x] if f else list(rs or [no_fit])
            e.fits = f
            e.tight = bool(g.tight[j])
            e.speed = float(g.speed[j])
            e.over = float(g.over[j])
            e.tpot = float(g.tpot[j]) or None
            e.lat = float(g.lat[j])
            if j in cap_hours:
                _n, e.cap_reason, e.cap_note = _capacity(workload, _RunTime(cap_hours[j]), cal)
            else:
                e.cap_reason, e.cap_note = None, None
            e.scalable = bool(g.scalable[j])
            if svc_l[j]:
                u = u_svc
                e._usage = u
                e.hpr, e.runs, e.always_on, e.deadline, e.interruptible = (
                    u.hours_per_run, u.runs_per_month, u.always_on, u.deadline_h, u.interruptible)
            else:
                e._usage = None
                e.hpr, e.runs, e.always_on, e.deadline, e.interruptible = (
                    hpr_l[j], runs_l[j], False, deadline, interruptible)
            e.horizon = float(sched.horizon_years)
            e.replicas = int(g.replicas[j])
            return e

        g._make_entry, g._made, g.slow = make, {}, None
        handled = own(arrays.handled)
        if not handled.all():  # the scalar reference for these rows
            for j in np.flatnonzero(~handled).tolist():
                g.put(j, by_entry(cfg_list[j], verdict if row_verdicts is None else row_verdicts[j]))
        return g

    def evaluate(opt: HardwareOption) -> OptionResult:
        hw = opt.hw
        verdict = compat.check(hw.accelerator, offer=opt.offer, runtime=r.runtime, framework=workload.constraints.framework,
                               weight_format=r.weight_format, precision=r.precision, kind=workload.kind,
                               kv_cache_dtype=r.kv_cache_dtype)
        hk = _hw_key(hw)
        hit = entry(hw, hk, verdict)
        est, usage, replicas, capacity_reason, capacity_note, pf = hit
        reasons = _check(workload, opt, est, a, replicas)
        host_ram = _host_ram_text(profile, opt)
        if host_ram:
            reasons.append(host_ram)
        if verdict.status == "unsupported":
            reasons.extend(verdict.reasons)
        if _compute_unknown(opt.accelerator):  # the run time is a placeholder's (_known_speed)
            capacity_reason = capacity_note = None
        if capacity_reason:
            reasons.append(capacity_reason)
        res = OptionResult(option=opt, estimate=est, feasible=not reasons, reasons=reasons, assumptions=a)
        res.replicas = replicas
        res.error_group = error_group
        res.runtime_family = profile.family
        # what more machines could mend: memory per device or time; anything else they cannot
        res.scale_out_only = bool(reasons) and all(x in est.reasons or x == capacity_reason for x in reasons)
        if verdict.status != "unsupported" and verdict.reasons:
            res.notes.extend(verdict.reasons)  # experimental, or runs with a change (fp16 for bf16 ...)
        res.experimental = verdict.status == "experimental"
        res.compat_sources = verdict.sources
        if capacity_note:
            res.notes.append(capacity_note)
        if pf is not None:
            res.notes.append(personal_note(pf))
            res.personally_calibrated = True
        if est.memory.fits and est.memory.tight:
            res.notes.append(_tight_text(est))
        if res.feasible:
            _price(res, workload, a, usage)
            if res.feasible and not _compute_unknown(opt.accelerator):  # (priced: the array path's feasible)
                high = _slow_run_hours(workload, est.time_per_run_h, replicas, opt.accelerator.segment,
                                       error_group, profile.family, cal)
                if high is not None:
                    res.schedule_risk = True
                    res.notes.append(_slow_run_text(workload, high))
                slow = _slow_answer_ms(workload, est, opt.accelerator.segment, error_group, profile.family)
                if slow is not None:
                    res.schedule_risk = True
                    res.notes.append(_slow_answer_text(workload, slow))
            if opt.owned and opt.machine is not None and opt.hw.nodes == 1:
                pw = res.power
                volts, amps = a.circuit()
                text = circuit_text(pw.peak_kw, volts, amps, pw.circuit_w, pw.machines)
                if text:
                    res.notes.append(text)
        elif on_prem_text is not None and reasons == [on_prem_text]:
            # runs, but data must stay on-premises: priced so buy-vs-rent can still be compared
            _price(res, workload, a, usage)
            res.comparison_only = True
        else:
            res.usage = usage
            budget = workload.constraints.budget_per_year
            if budget is not None and opt.owned and opt.machine is not None:
                # out for another reason and not priced: still say when owning it alone (idle all year)
                # is over the budget, so a near miss is not read as "change this and buy it"
                idle = owned_monthly(opt.machine, _usage(0.0, 0.0, None, True), a).total * 12.0 * replicas
                if a.to_currency(idle) > budget:
                    res.reasons.append(translate("Engine", "over the annual budget"))
        return res

    miss_memo: dict[tuple, object] = {}

    def cluster_misses(opt: HardwareOption) -> bool:
        """True where ``evaluate(opt)`` of a cluster is sure to give a result that does not fit in
        memory and that only more machines could mend (the search goes on to the next size): told
        from the clusters' arrays and the option's fixed checks, without making the result."""
        if personal is not None:
            return False
        facts = _MISS_FACTS.get(id(opt))
        if facts is None or facts[0] is not opt or facts[1] is not options:
            facts = _miss_facts(opt, options, cluster_cfg()[1], config_index)
        _o, _opts, ci, vk, ok_ = facts
        if ci is None:
            return False
        pkey = miss_memo.get(vk)
        if pkey is None:  # the same card and offer at every size: one verdict
            hw = opt.hw
            verdict = compat.check(
                hw.accelerator, offer=opt.offer, runtime=r.runtime, framework=workload.constraints.framework,
                weight_format=r.weight_format, precision=r.precision, kind=workload.kind, kv_cache_dtype=r.kv_cache_dtype)
            pkey = miss_memo[vk] = False if verdict.status == "unsupported" else canon(
                (verdict.adjusted_precision, r.flash_attention and verdict.flash_attention_available))
        if pkey is False:  # unsupported: the result says why
            return False
        fkey = ("folded", pkey)
        fold = miss_memo.get(fkey)
        if fold is None:  # per cluster: estimated with the job's single machines, and surely short there?
            fold = miss_memo[fkey] = _folded_short(cluster_rows.get(pkey), len(cluster_cfg()[0]))
        f = fold[ci]
        if f is False:
            return False
        if f is not None:  # estimated with the job's single machines, and does not fit there
            arrays, j = f
        else:
            ckey = ("cluster", pkey)
            arrays = all_arrays.get(ckey)
            if arrays is None:  # as entry() makes them
                arrays = all_arrays[ckey] = estimate_many(profile_for(pkey), cluster_cfg()[0])
            skey = ("short", id(arrays))
            short = miss_memo.get(skey)
            if short is None:  # the clusters the array path covers that do not fit, with a reason (a
                # "needs ... GiB" row counts: its text is written when the row is read)
                import numpy as np

                said = arrays.need_rows | np.fromiter(map(bool, arrays.reasons), bool, len(arrays.reasons))
                short = miss_memo[skey] = (arrays.handled & ~arrays.fits & said).tolist()
            if not short[ci]:
                return False
            j = ci
        # the option's own reasons (_check of an estimate that does not fit, its reasons left out):
        # the same for every option with the same facts
        others = miss_memo.get(ok_)
        if others is None:
            mark = object()
            stub = SimpleNamespace(memory=SimpleNamespace(fits=False), reasons=[mark], tpot_ms=None)
            others = miss_memo[ok_] = [x for x in _check(workload, opt, stub, a) if x is not mark]
        if not others:
            return True
        est_reasons = arrays.row(j)
        return all(x in est_reasons for x in others)

    if vectorized:
        ranking = _Ranking(workload, options, a, profile, entries_for, configs, config_index, error_group, on_prem_text,
                           canon, family if personal is None else None)
        extras = (_cluster_results(workload, options, ranking.standing, evaluate, cal, cluster_misses)
                  if workload.is_training else [])
        feasible_order, rest_order = ranking.order(extras, objective)
        suggest: list[int] = []  # the closest options that miss on memory: say which change makes them fit
        fits_o = ranking.e_fits[ranking.ent_of]  # per option
        if not extras:  # rest_order is ranking.r_sorted: the first 12 that do not fit, at once
            import numpy as np

            suggest = np.flatnonzero(~fits_o[ranking.r_sorted])[:12].tolist()
        else:
            fits_l = fits_o.tolist()
            for pos, x in enumerate(rest_order):
                if len(suggest) >= 12:
                    break
                fits = x.estimate.memory.fits if isinstance(x, OptionResult) else fits_l[x]
                if not fits:
                    suggest.append(pos)
        advice = WorkloadAdvice(
            project_id=project.id if project else "",
            project_name=project.name if project else "",
            workload=workload,
            objective=objective,
            results=None,
            profile=profile,
        )
        advice._lazy = _LazyAdvice(ranking, feasible_order, rest_order, frozenset(suggest), (workload, a))
        if personal is None:
            advice._base_rows = _base_rows(profile, profiles, rows_of, config_index)
        counts = ranking.tab.count_list + [x.option.gpu_count for x in extras]
        advice.messages = _workload_messages(workload, counts)
        advice._assumptions = a
        if twin_key is not None:
            twins[twin_key] = (options, a, advice, counts)
        return advice
    for opt in options:
        results.append(evaluate(opt))
    if workload.is_training:
        by_key = {res.option.key: res for res in results}
        results.extend(_cluster_results(workload, options, by_key.get, evaluate, cal))
    key = _sort_key(objective, workload.kind)
    feasible = sorted((r for r in results if r.feasible),
                      key=lambda r: (_STATUS_ORDER[r.status], r.schedule_risk, key(r)))
    if objective in ("fastest", "lowest_latency"):
        feasible = _cheapest_of_the_fastest(
            feasible, lambda r: (_STATUS_ORDER[r.status], r.schedule_risk), lambda r: r.speed_metric,
            lambda r: r.annual_usd if r.annual_usd is not None else math.inf)
    rest = sorted((r for r in results if not r.feasible), key=_closeness)
    for i, r in enumerate(feasible):
        r.rank = i + 1
    advice = WorkloadAdvice(
        project_id=project.id if project else "",
        project_name=project.name if project else "",
        workload=workload,
        objective=objective,
        results=feasible + rest,
        profile=profile,
    )
    advice.messages = _workload_messages(workload, [r.option.gpu_count for r in results])
    advice._assumptions = a
    _add_suggestions(advice, options, a)
    return advice


# what a workload's advice does not read: two workloads equal but for these are advised alike
_TWIN_EXCLUDE = frozenset(("id", "name", "notes"))


def _twin_key(workload: Workload, options: list, a: Assumptions, objective: str) -> tuple | None:
    """What tells the workloads of one advise() call that are advised alike (_twin_advice) apart."""
    return ("twin", id(options), id(a), objective, current_language(), workload.model_dump_json(exclude=_TWIN_EXCLUDE))


def _twin_advice(twin: tuple, workload: Workload, project: Project | None, objective: str) -> WorkloadAdvice:
    """The advice of ``workload`` from that of an equal workload (_TWIN_EXCLUDE) advised earlier in
    the same advise() call (``twin``: (options, assumptions, its advice, the device counts of its
    options)): the same ranking and ranked order, the results made from them when first read (the
    same OptionResults: they read nothing of the workload but its content)."""
    _options, a, first, counts = twin
    lazy = first._lazy
    advice = WorkloadAdvice(
        project_id=project.id if project else "",
        project_name=project.name if project else "",
        workload=workload,
        objective=objective,
        results=None,
        profile=first.profile,
    )
    advice._lazy = _LazyAdvice(lazy.ranking, lazy.feasible, lazy.rest, lazy.suggest, (workload, a))
    advice._base_rows = first._base_rows
    advice.messages = _workload_messages(workload, counts)
    advice._assumptions = a
    return advice


def _base_rows(profile, profiles: dict, rows_of: dict, config_index: dict):
    """WorkloadAdvice._base_rows: the rows the ranking's groups estimated with ``profile`` itself
    or with a platform precision's profile that has its signature (the same estimate)."""
    sig = []
    groups: list = []

    def lookup(hk: tuple):
        k = config_index.get(hk)
        if k is None:
            return None
        if not sig:  # the groups estimated with this profile, found when first asked
            sig.append(_profile_signature(profile))
            for pkey, rows in rows_of.items():
                prof = profiles.get(pkey)
                if prof is profile or (sig[0] is not None and prof is not None and _profile_signature(prof) == sig[0]):
                    groups.append(rows)
        for rows in groups:
            hit = rows.get(k)
            if hit is not None:
                return hit[0].estimate(hit[1])
        return None

    return lookup


class _RunTime:
    """What _capacity reads of an estimate (its run time), for a configuration's row of the arrays."""

    __slots__ = ("time_per_run_h",)

    def __init__(self, hours: float | None) -> None:
        self.time_per_run_h = hours


class _Entry:
    """One hardware configuration as the platform runs the workload: what the ranking and the
    prices need (reasons, fits, tight, speed, capacity, replicas, the usage columns), with the
    Estimate and the Usage object made when an OptionResult first needs them."""

    __slots__ = ("_est", "_make", "er", "est_reasons", "scalable", "tight", "speed", "over", "fits", "cap_reason",
                 "cap_note", "replicas", "pf", "_usage", "hpr", "runs", "always_on", "deadline", "interruptible", "tpot",
                 "horizon", "slow", "lat", "src")

    @property
    def est(self) -> Estimate:
        if self._est is None:
            self._est = self._make()
        return self._est

    @property
    def usage(self) -> Usage:
        if self._usage is None:
            self._usage = _usage(self.hpr, self.runs, self.deadline, self.interruptible, self.horizon)
        return self._usage

    @property
    def busy_hours(self) -> float:
        return min(HOURS_PER_MONTH if self.always_on else self.hpr * self.runs, HOURS_PER_MONTH)


class _Group:
    """The entries of one platform precision's configurations as columns (row j: the j-th
    configuration asked of entries_for): what the ranking and the prices read of every row; the
    _Entry of a row (its reasons as text, its Estimate and Usage when asked) is made when read."""

    __slots__ = ("fits", "tight", "speed", "over", "tpot", "n_reasons", "scalable", "cap", "cap_hours", "hpr", "runs",
                 "always_on", "deadline", "replicas", "_make_entry", "_made", "slow", "lat")

    @classmethod
    def of_entries(cls, entries: list) -> "_Group":
        import numpy as np

        m = len(entries)
        g = object.__new__(cls)
        g.fits, g.tight, g.scalable, g.always_on = (np.zeros(m, dtype=bool) for _ in range(4))
        g.speed, g.over, g.tpot, g.hpr, g.runs, g.deadline = (np.zeros(m) for _ in range(6))
        g.lat = np.full(m, np.nan)
        g.n_reasons, g.replicas = np.zeros(m, dtype=np.int64), np.ones(m, dtype=np.int64)
        g.cap, g.cap_hours, g._made, g._make_entry, g.slow = {}, {}, {}, None, None
        for j, e in enumerate(entries):
            g.put(j, e)
        return g

    def put(self, j: int, e: _Entry) -> None:
        """Row j from an _Entry made beforehand (the per-configuration path)."""
        self.fits[j], self.tight[j], self.scalable[j] = bool(e.fits), bool(e.tight), bool(e.scalable)
        self.speed[j], self.over[j], self.tpot[j] = e.speed, e.over, e.tpot or 0.0
        self.lat[j] = e.lat
        self.n_reasons[j] = len(e.er)
        if e.cap_reason is not None or e.cap_note is not None:
            self.cap[j] = (e.cap_reason, e.cap_note)
        else:
            self.cap.pop(j, None)
        self.cap_hours.pop(j, None)
        self.hpr[j], self.runs[j], self.always_on[j] = e.hpr, e.runs, bool(e.always_on)
        self.deadline[j] = math.nan if e.deadline is None else e.deadline
        self.replicas[j] = e.replicas
        self._made[j] = e

    def entry(self, j: int) -> _Entry:
        e = self._made.get(j)
        if e is None:
            e = self._made[j] = self._make_entry(j)
            if self.slow is not None and self.slow[0][j]:
                self._slow_entry(e, j)
        return e

    def mark_slow(self, minimum: float) -> None:
        """An LLM service's rows that fit but stream slower than ``minimum`` tokens/s per answer:
        one reason more, which more machines cannot mend."""
        import numpy as np

        tpot = self.tpot
        with np.errstate(divide="ignore"):
            slow = self.fits & (tpot != 0) & (1000.0 / np.where(tpot != 0, tpot, 1.0) < minimum)
        if not slow.any():
            return
        self.n_reasons = self.n_reasons + slow
        self.scalable = self.scalable & ~slow
        self.slow = (slow, minimum)
        for j, e in self._made.items():
            if slow[j]:
                self._slow_entry(e, j)

    def _slow_entry(self, e: _Entry, j: int) -> None:
        tpot = float(self.tpot[j])
        # after the option's own checks, as _check writes it (the result puts it there)
        e.slow = translate("Engine", "streams {speed} tokens/s per answer, slower than {minimum} tokens/s").format(
            speed=f"{1000.0 / tpot:.1f}", minimum=f"{self.slow[1]:g}")
        e.scalable = False  # more machines do not make one answer stream faster


class _Ents:
    """The entries of a ranking by index (the groups' rows one after another), made when read."""

    __slots__ = ("groups", "offsets")

    def __init__(self, groups: list, offsets: list) -> None:
        self.groups, self.offsets = groups, offsets

    def __getitem__(self, idx: int) -> _Entry:
        from bisect import bisect_right

        g = bisect_right(self.offsets, idx) - 1
        return self.groups[g].entry(idx - self.offsets[g])

    def __len__(self) -> int:
        return self.offsets[-1] + len(self.groups[-1].fits) if self.groups else 0


def _entry_of(hit: tuple, er: list[str], no_fit: str) -> _Entry:
    """An _Entry from the per-configuration path's (estimate, usage, replicas, capacity reason,
    capacity note, personal factor)."""
    est, usage, replicas, cap_reason, cap_note, pf = hit
    e = object.__new__(_Entry)
    mem = est.memory
    e._est, e._make, e._usage = est, None, usage
    e.er, e.est_reasons = er, est.reasons
    e.scalable = all(x in est.reasons or x == cap_reason for x in er)
    e.tight, e.fits = bool(mem.tight), bool(mem.fits)
    e.speed = (est.time_per_run_h if est.time_per_run_h is not None else est.latency_ms
               if est.latency_ms is not None else (1.0 / est.throughput if est.throughput else math.inf))
    e.over = mem.total / mem.usable if mem.usable else math.inf
    e.tpot = est.tpot_ms
    # a service's mean response time (ms; NaN: none, or a job): _energy_share
    e.lat = est.latency_ms if est.time_per_run_h is None and est.latency_ms is not None else math.nan
    e.cap_reason, e.cap_note, e.replicas, e.pf = cap_reason, cap_note, replicas, pf
    e.hpr, e.runs, e.always_on = usage.hours_per_run, usage.runs_per_month, usage.always_on
    e.deadline, e.interruptible, e.horizon = usage.deadline_h, usage.interruptible, usage.horizon_years
    return e


_VERDICTS: dict[tuple, tuple] = {}
_PAIRS: dict[tuple, tuple] = {}
_GROUP_PLANS: dict[tuple, tuple] = {}


def _pair_index(tab, n_codes: int) -> tuple:
    """(the distinct (configuration, verdict code) pairs of the options as np.unique gives them —
    first index, inverse —, the verdict codes in the order the options first need them); the same
    for every workload (kept per options table)."""
    import numpy as np

    key = (id(tab), n_codes)
    hit = _PAIRS.get(key)
    if hit is None or hit[0] is not tab:
        codes = tab.compat_code
        _uniq, first, inverse = np.unique(tab.cfg * n_codes + codes, return_index=True, return_inverse=True)
        order_u = np.argsort(first, kind="stable")
        code_order = list(dict.fromkeys(codes[first][order_u].tolist()))
        if len(_PAIRS) > 8:
            _PAIRS.clear()
        hit = _PAIRS[key] = (tab, ((first, inverse.reshape(-1), order_u), code_order))
    return hit[1]


def _group_plan(tab, n_codes: int, n_configs: int, code_gid: tuple) -> tuple:
    """How the options of ``tab`` split into entry groups when verdict code c falls in group
    ``code_gid[c]`` (groups numbered in the order the options first need them): ([(first entry,
    the group's first verdict code, its configurations in the order first needed)], the entry of
    each option as an array and as a list).  Kept per table and grouping: workloads whose verdicts
    group alike (most) share it."""
    import numpy as np

    key = (id(tab), n_codes, n_configs, code_gid)
    hit = _GROUP_PLANS.get(key)
    if hit is not None and hit[0] is tab:
        return hit[1]
    (first, inverse, order_u), _order = _pair_index(tab, n_codes)
    ent_at = np.empty(len(first), dtype=np.int64)
    cg = np.array(code_gid, dtype=np.int64)
    first_code = tab.compat_code[first]
    u_gid = cg[first_code][order_u]
    u_cfg = tab.cfg[first][order_u]
    slot = np.empty(n_configs, dtype=np.int64)
    groups = []
    n_ents = 0
    for g in range(max(code_gid, default=-1) + 1):
        sel = u_gid == g
        us, cfg_g = order_u[sel], u_cfg[sel]
        _k, idx = np.unique(cfg_g, return_index=True)
        ks = cfg_g[np.sort(idx)]  # each configuration once, in the order first needed
        groups.append((n_ents, code_gid.index(g), ks.tolist()))
        slot[ks] = np.arange(n_ents, n_ents + len(ks))
        ent_at[us] = slot[cfg_g]
        n_ents += len(ks)
    ent_of = ent_at[inverse]
    ent_of.flags.writeable = False  # shared by the rankings that use this plan
    if len(_GROUP_PLANS) > 64:
        _GROUP_PLANS.clear()
    value = (groups, ent_of, ent_of.tolist())
    _GROUP_PLANS[key] = (tab, value)
    return value


_PLATFORM_KEYS: dict[tuple, tuple] = {}
_NO_MODES: dict[int, object] = {}


def _no_modes(size: int):
    """A new object array of ``size`` empty billing modes ("": none), copied from one kept per size
    (np.full of an object array costs several times the copy)."""
    import numpy as np

    row = _NO_MODES.get(size)
    if row is None:
        if len(_NO_MODES) > 64:
            _NO_MODES.clear()
        row = _NO_MODES[size] = np.full(size, "", dtype=object)
    return row.copy()
_VERDICT_COLUMNS: dict[int, tuple] = {}


def _verdict_columns(vlist: list) -> tuple:
    """(the reasons an unsupported verdict gives, counted — 0 for the others —, whether each is
    experimental) of the verdicts ``vlist`` as arrays: kept per verdict list (_verdicts)."""
    import numpy as np

    hit = _VERDICT_COLUMNS.get(id(vlist))
    if hit is None or hit[0] is not vlist:
        value = (np.array([len(v.reasons) if v.status == "unsupported" else 0 for v in vlist], dtype=np.int64),
                 np.array([v.status == "experimental" for v in vlist], dtype=bool))
        for col in value:
            col.flags.writeable = False
        if len(_VERDICT_COLUMNS) > 256:
            _VERDICT_COLUMNS.clear()
        hit = _VERDICT_COLUMNS[id(vlist)] = (vlist, value)
    return hit[1]
_MIXED_PLANS: dict[tuple, tuple] = {}


def _mixed_plan(tab, n_codes: int, n_configs: int, pk_index: tuple, fam_index: tuple) -> tuple | None:
    """_group_plan with the platform precisions of a family (``fam_index``: per verdict code, its
    family; ``pk_index``: its platform precision) in one group: (groups, the entry of each option
    as an array and as a list, per group None — one precision — or (a verdict code of each of its
    precisions, the index of each configuration's among them)).  None where a configuration of a
    group would run at two precisions (the groups stay one per precision).  Kept per table and
    grouping, as _group_plan."""
    key = (id(tab), n_codes, n_configs, pk_index, fam_index)
    hit = _MIXED_PLANS.get(key)
    if hit is not None and hit[0] is tab:
        return hit[1]
    (first, _inverse, _order_u), code_order = _pair_index(tab, n_codes)
    gid: dict[int, int] = {}  # family -> group, in the order the options first need it
    for c in code_order:
        gid.setdefault(fam_index[c], len(gid))
    code_gid = tuple(gid.get(f, -1) for f in fam_index)
    groups, ent_of, e_list = _group_plan(tab, n_codes, n_configs, code_gid)
    # each configuration's precision in its group (from the distinct (configuration, verdict) pairs)
    per_group: list[dict[int, int]] = [{} for _ in groups]
    rep_code: list[dict[int, int]] = [{} for _ in groups]  # precision -> its first verdict code
    value = None
    for cf, cd in zip(tab.cfg[first].tolist(), tab.compat_code[first].tolist()):
        g = code_gid[cd]
        if g < 0:
            continue
        k = pk_index[cd]
        if per_group[g].setdefault(cf, k) != k:
            break  # two precisions for one configuration of a group
        rep_code[g].setdefault(k, cd)
    else:
        mixes = []
        for (_off, _rep, ks), d, reps in zip(groups, per_group, rep_code):
            if len(reps) < 2:
                mixes.append(None)
                continue
            order = list(reps)  # the group's precisions
            at = {k: i for i, k in enumerate(order)}
            mixes.append(([reps[k] for k in order], [at[d[cf]] for cf in ks]))
        value = (groups, ent_of, e_list, mixes)
    if len(_MIXED_PLANS) > 64:
        _MIXED_PLANS.clear()
    _MIXED_PLANS[key] = (tab, value)
    return value


def _platform_keys(vlist: list, flash: bool) -> tuple[list, list]:
    """(the distinct platform precisions — (adjusted precision, fused attention) — of the verdicts
    ``vlist`` in the order first given, the index of each verdict's among them): kept per verdict
    list (one per software stack: _verdicts), so a workload looks up a few keys, not one per verdict."""
    key = (id(vlist), bool(flash))
    hit = _PLATFORM_KEYS.get(key)
    if hit is None or hit[0] is not vlist:
        index: dict[tuple, int] = {}
        codes = [index.setdefault((v.adjusted_precision, flash and v.flash_attention_available), len(index))
                 for v in vlist]
        if len(_PLATFORM_KEYS) > 256:
            _PLATFORM_KEYS.clear()
        hit = _PLATFORM_KEYS[key] = (vlist, (list(index), codes))
    return hit[1]


def _verdicts(tab, options: list[HardwareOption], workload: Workload) -> list:
    """The compatibility verdict of each accelerator (and VDI slice) of ``tab.compat_first`` for the
    workload's software stack: the same list for every workload with the same runtime, framework,
    formats, precision and kind (and language: the reasons are text), made once per options table."""
    r, c = workload.recipe, workload.constraints
    key = (id(tab), r.runtime, c.framework, r.weight_format, r.precision, workload.kind, r.kv_cache_dtype,
           current_language())
    hit = _VERDICTS.get(key)
    if hit is None or hit[0] is not tab:
        vlist = []
        for i in tab.compat_first:
            opt = options[i]
            vlist.append(compat.check(opt.accelerator, offer=opt.offer, runtime=r.runtime, framework=c.framework,
                                      weight_format=r.weight_format, precision=r.precision, kind=workload.kind,
                                      kv_cache_dtype=r.kv_cache_dtype))
        if len(_VERDICTS) > 256:
            _VERDICTS.clear()
        hit = _VERDICTS[key] = (tab, vlist)
    return hit[1]


class _Ranking:
    """Every option of ``options`` for one workload, as arrays: the estimates of all configurations
    at once (engine.vector.estimate_many, through ``entry``), the constraint checks as masks over
    the options, the prices of every priced option in one pass (engine.vector.cloud_cheapest_many /
    owned_total_many) and the ranking as one sort over key columns.  An option's OptionResult (its
    reasons and notes as text, its cost fields) is made when first read: the plan needs a
    workload's best option and its owned fits, a view the rows it shows.  The same results as
    ``evaluate`` per option (tests/engine/test_vector.py compares whole advices)."""

    def __init__(self, workload: Workload, options: list[HardwareOption], a: Assumptions, profile, entries_for,
                 configs: tuple, config_index: dict, error_group: str, on_prem_text: str | None,
                 canon=lambda pkey: pkey, family=None) -> None:
        import numpy as np

        from .vector import option_table

        tab = self.tab = option_table(options, configs, config_index)
        self.options, self.workload, self.a = options, workload, a
        self.error_group, self.family = error_group, profile.family
        r = workload.recipe
        c = workload.constraints
        tx = _check_texts()
        size = self.size = tab.size
        # compatibility verdicts: one per accelerator (and VDI slice)
        vlist = _verdicts(tab, options, workload)
        codes = tab.compat_code
        self.vlist, self.codes = vlist, codes
        # reasons that do not depend on the estimate: which options have each (masks, counted per
        # option); the texts are made with the OptionResult (_fixed_reasons)
        zeros = np.zeros(size, dtype=bool)
        self.m_no_price = tab.owned & ~tab.machine
        prov_text = np.full(size, -1, dtype=np.int64)  # index in self.prov_texts
        self.prov_texts = [tx["marketplace"], tx["provider_off"]]
        for prov, rows in tab.provider_codes.items():
            if prov is None or provider_allowed(a, prov):
                continue
            prov_text[rows] = 0 if prov in MARKETPLACES else 1
        self.prov_text = prov_text
        self.m_on_prem = ~tab.owned if c.on_prem_only else zeros
        self.m_edge = ~tab.edge if c.edge_deployment else zeros
        self.m_taiwan = ~tab.taiwan if c.cloud_in_taiwan else zeros
        self.m_vendor = (tab.vendor != c.vendor) if c.vendor else zeros
        self.m_no_compute = tab.__dict__.get("_no_compute")
        if self.m_no_compute is None:  # per options table: the accelerators alone decide it
            self.m_no_compute = tab.__dict__["_no_compute"] = np.array(
                [_compute_unknown(o.accelerator) for o in options], dtype=bool)
        self.ctx = ctx = _context_over(workload)
        stated = r.parallelism.devices
        self.stated = stated
        self.m_stated = (tab.count != stated) if stated else zeros
        # offloaded training state over the host's RAM (_host_ram_text; per option, not per configuration)
        self.host_text: dict[int, str] = {}
        if (profile.training and profile.cpu_offload and not profile.offload_nvme) or _experts_in_host(profile):
            for i, o in enumerate(options):
                text = _host_ram_text(profile, o)
                if text:
                    self.host_text[i] = text
        self.m_host = zeros.copy()
        self.m_host[list(self.host_text)] = True
        # the reasons _closeness counts as ruling out the kind of option (_HARD_MISSES)
        self.n_hard = (self.m_no_price.astype(np.int64) + (prov_text >= 0) + self.m_on_prem + self.m_taiwan + self.m_edge
                       + _MAKER_WEIGHT * self.m_vendor.astype(np.int64) + self.m_no_compute)
        # the reasons themselves: the maker's counted once (n_hard weighs it for the closeness)
        n_fixed = self.n_hard - (_MAKER_WEIGHT - 1) * self.m_vendor + self.m_stated + self.m_host
        serving = workload.kind == "llm_serving" and bool(a.min_stream_tokens_per_s)

        # per configuration (and platform precision): estimate, usage, replicas, capacity — once
        # per distinct (configuration, verdict) pair, all the configurations of a verdict at once
        glist: list[_Group] = []
        offsets: list[int] = []
        raw_keys, raw_code = _platform_keys(vlist, r.flash_attention)
        canon_of = [canon(k) for k in raw_keys]  # (in the order the verdicts first give them)
        pkeys = [canon_of[k] for k in raw_code]
        plan = None
        distinct = list(dict.fromkeys(canon_of))
        if family is not None and len(distinct) > 1:
            # platform precisions whose profiles differ in the compute precision alone: one group
            fams = [family(k) for k in distinct]
            if len(set(fams)) < len(distinct):
                at = {k: i for i, k in enumerate(distinct)}
                pk_index = tuple(at[pk] for pk in pkeys)
                plan = _mixed_plan(tab, len(vlist), len(configs), pk_index,
                                   tuple(distinct.index(fams[i]) for i in pk_index))
        if plan is None:
            gid: dict[tuple, int] = {}  # platform precision -> group, in the order the options first need it
            for c in _pair_index(tab, len(vlist))[1]:
                gid.setdefault(pkeys[c], len(gid))
            groups, ent_of, e_list = _group_plan(tab, len(vlist), len(configs), tuple(gid.get(pk, -1) for pk in pkeys))
            mixes = [None] * len(groups)
        else:
            groups, ent_of, e_list, mixes = plan
        n_ents = 0
        for (off, rep, ks), mix in zip(groups, mixes):
            # any verdict with this precision (the first): entries depend on nothing else; a group of
            # several precisions: a verdict of each (mix: their codes, each row's index among them)
            grp = entries_for(vlist[rep], ks) if mix is None else entries_for(
                vlist[rep], ks, ([vlist[c] for c in mix[0]], mix[1]))
            if serving:
                grp.mark_slow(a.min_stream_tokens_per_s)
            glist.append(grp)
            offsets.append(off)
            n_ents = off + len(ks)
        self.ents, self.ent_of = _Ents(glist, offsets), ent_of

        def col(name: str, dtype) -> "np.ndarray":
            return np.concatenate([getattr(g, name) for g in glist]).astype(dtype) if glist else np.zeros(0, dtype=dtype)

        # the entries' columns (index: entry)
        self.e_fits, self.e_tight, self.e_scalable = col("fits", bool), col("tight", bool), col("scalable", bool)
        self.e_speed, self.e_over = col("speed", float), col("over", float)
        self.e_replicas = col("replicas", np.int64)
        # the device limit counts every copy the request rate or the deadline needs (_check; one
        # where the speed is unknown)
        self.devices = tab.count * np.where(self.m_no_compute, 1, self.e_replicas[ent_of])
        limit = workload.constraints.max_devices
        self.m_max = (self.devices > limit) if limit else np.zeros(size, dtype=bool)
        self.e_hpr, self.e_runs, self.e_deadline = col("hpr", float), col("runs", float), col("deadline", float)
        self.e_always = col("always_on", bool)
        self.e_lat = col("lat", float)
        n_cap = np.zeros(n_ents, dtype=np.int64)
        for g, off in zip(glist, offsets):
            for j, (reason, _note) in g.cap.items():
                if reason:
                    n_cap[off + j] = 1
        # reasons per option (counted; the text is made with the OptionResult)
        unsupported_n, self.experimental_v = _verdict_columns(vlist)
        n_other = n_fixed + self.m_max + unsupported_n[codes] + (1 if ctx else 0)
        ent_n = col("n_reasons", np.int64) + n_cap
        base = n_other + ent_n[ent_of]
        dropped: dict[int, int] = {}  # per entry (options of one configuration share it)
        for i in np.flatnonzero(self.m_no_compute).tolist():
            # the reasons read from a placeholder speed, left out (_known_speed; few options: their
            # entries made now)
            k = int(ent_of[i])
            n = dropped.get(k)
            if n is None:
                e = self.ents[k]
                n = dropped[k] = (len(e.er) - len(self._known_er(e)) + (e.cap_reason is not None)
                                  + bool(getattr(e, "slow", None)))
            base[i] -= n
        other = n_other > 0
        self.other = other
        feasible0 = base == 0
        priced = feasible0.copy()
        comparison = np.zeros(size, dtype=bool)
        if on_prem_text is not None:  # the on-premises rule alone
            alone = (base == 1) & self.m_on_prem & ~self.m_edge & ~self.m_max & ~self.m_no_price & (prov_text < 0)
            alone &= ~self.m_taiwan & ~self.m_vendor & ~self.m_no_compute
            comparison[alone] = priced[alone] = True
        self.comparison = comparison
        self.circuit = feasible0 & tab.owned & tab.machine & (tab.nodes == 1)
        # prices of the priced options
        self.cost_mode = _no_modes(size)  # billing mode per option (str)
        self.monthly = np.full(size, np.nan)
        self.extra: dict[int, str] = {}  # a reason pricing adds (spot only; over the budget)
        self._price(np.flatnonzero(priced), e_list)
        budget = workload.constraints.budget_per_year
        if budget is not None:
            # owned options out for another reason (not priced): over the budget even idle all year
            # (the scalar evaluate's check; a near miss is not read as "change this and buy it")
            idle_rows = np.flatnonzero(~priced & tab.owned & tab.machine)
            if len(idle_rows):
                from .vector import owned_total_many

                reps = self.e_replicas[ent_of[idle_rows]]
                yearly = owned_total_many(tab, idle_rows, np.zeros(len(idle_rows)), a) * 12.0 * reps
                if a.currency == "TWD":  # Assumptions.to_currency
                    yearly = yearly * a.usd_to_twd
                over_text = translate("Engine", "over the annual budget")
                for i in idle_rows[yearly > budget].tolist():
                    self.extra[i] = over_text
        extra_n = np.zeros(size, dtype=np.int64)
        for i in self.extra:
            extra_n[i] = 1
        self.n_reasons = base + extra_n
        self.feasible = self.n_reasons == 0
        self._made: dict[int, OptionResult] = {}

    def _price(self, rows, e_list: list[int]) -> None:
        """``_price`` for the options ``rows`` at once."""
        import numpy as np

        from .vector import cloud_cheapest_many, owned_total_many

        if not len(rows):
            return
        tab, a, workload = self.tab, self.a, self.workload
        owned = tab.owned[rows] & tab.machine[rows]
        cloud = ~owned & tab.has_rate[rows]
        es = self.ent_of[rows]  # the entries' columns of these options
        reps = self.e_replicas[es].astype(float)
        monthly = np.full(len(rows), np.nan)
        modes = _no_modes(len(rows))  # billing mode per row ("": none)
        modes[owned] = "owned"
        if owned.any():
            sel = np.flatnonzero(owned)
            ek = es[sel]
            # _Entry.busy_hours
            busy = np.minimum(np.where(self.e_always[ek], HOURS_PER_MONTH, self.e_hpr[ek] * self.e_runs[ek]), HOURS_PER_MONTH)
            share = self._energy_share(ek, reps[sel])
            monthly[sel] = owned_total_many(tab, rows[sel], busy, a, share) * reps[sel]
        if cloud.any():
            sel = np.flatnonzero(cloud)
            ek = es[sel]
            hpr, runs, always, deadline = self.e_hpr[ek], self.e_runs[ek], self.e_always[ek], self.e_deadline[ek]
            interruptible = workload.schedule.allows_interruptions(workload.kind)
            cmodes, totals = cloud_cheapest_many(tab, rows[sel], hpr, runs, always, deadline, interruptible, a,
                                                 float(workload.schedule.horizon_years))
            monthly[sel] = totals * reps[sel]
            modes[sel] = cmodes
        budget = workload.constraints.budget_per_year
        over = translate("Engine", "over the annual budget") if budget is not None else ""
        spot_only = _check_texts()["spot_only"]
        no_mode = modes == ""
        spot = cloud & no_mode  # nothing this workload may buy: a spot-only listing for a service
        for i in rows[spot].tolist():
            self.extra[i] = spot_only
        done = (owned | cloud) & ~spot
        self.cost_mode[rows[done]] = modes[done]
        self.monthly[rows[done]] = monthly[done]
        if budget is not None:
            yearly = monthly * 12.0
            if a.currency == "TWD":  # Assumptions.to_currency
                yearly = yearly * a.usd_to_twd
            for i in rows[done & (yearly > budget)].tolist():
                self.extra[i] = over

    def _energy_share(self, ek, reps):
        """_energy_share of the entries ``ek`` with ``reps`` replicas (None: 1 for all of them)."""
        import numpy as np

        workload = self.workload
        if workload.kind not in SERVICE_KINDS:
            return None
        lat = self.e_lat[ek]
        ok = ~np.isnan(lat)
        if not ok.any():
            return None
        load = effective_load(workload)
        hours = np.where(self.e_always[ek], 24.0, self.e_hpr[ek])  # the service's hours a day
        ok &= hours > 0
        if load.requests_per_day:
            rate = load.requests_per_day / (np.where(ok, hours, 1.0) * 3600.0)
        elif load.rps_peak:
            rate = np.full(len(ek), load.rps_peak)
        else:
            return None
        ok &= lat > 0
        x = rate / np.maximum(1.0, reps) * (np.where(ok, lat, 0.0) / 1000.0)  # engine.load.in_flight_share
        return np.where(ok & np.isfinite(x), -np.expm1(-np.where(np.isfinite(x), x, 0.0)), 1.0)

    def slow_runs(self) -> dict[int, float]:
        """{option: its run's calendar hours at the slow end of the estimate's 80 % range} for the
        feasible options late there (_slow_run_hours; the per-option path's schedule_risk)."""
        got = getattr(self, "_slow_runs", None)
        if got is not None:
            return got
        import numpy as np

        got = self._slow_runs = {}
        w = self.workload
        if not w.schedule.hours_allowed_per_run or w.kind in SERVICE_KINDS:
            return got
        rows = np.flatnonzero(self.feasible & ~self.m_no_compute).tolist()
        if not rows or self.ents[int(self.ent_of[rows[0]])].est.time_per_run_h is None:
            return got  # no run time (speed is then not hours)
        cal = office_calendar(self.a)
        ent = self.ent_of.tolist()
        speed, reps = self.e_speed, self.e_replicas
        seen: dict[tuple[int, str], float | None] = {}  # options of one configuration and segment alike
        for i in rows:
            e = ent[i]
            seg = self.options[i].accelerator.segment
            key = (e, seg)
            if key in seen:
                high = seen[key]
            else:
                high = seen[key] = _slow_run_hours(w, float(speed[e]), int(reps[e]), seg, self.error_group,
                                                   self.family, cal)
            if high is not None:
                got[i] = high
        return got

    def slow_answers(self) -> dict[int, tuple[float, float, bool]]:
        """{option: _slow_answer_ms} for the feasible options of a service that meet its answer-time
        target on the estimate but not at the slow end of its 80 % range (the per-option path's
        schedule_risk); each configuration's estimate is read once."""
        got = getattr(self, "_slow_answers", None)
        if got is not None:
            return got
        import numpy as np

        got = self._slow_answers = {}
        w = self.workload
        if w.kind not in SERVICE_KINDS or not (w.recipe.latency_target_ms or w.recipe.ttft_target_ms):
            return got
        seen: dict[tuple[int, str], object] = {}
        ent = self.ent_of
        # without a first-token target the judged latency is read from the arrays' row (the value the
        # row's Estimate would carry), so no Estimate is built for options nobody opens
        by_row = not w.recipe.ttft_target_ms
        for i in np.flatnonzero(self.feasible & ~self.m_no_compute).tolist():
            seg = self.options[i].accelerator.segment
            key = (int(ent[i]), seg)
            slow = seen.get(key, seen)
            if slow is seen:
                e = self.ents[key[0]]
                src = getattr(e, "src", None) if by_row and e._est is None else None
                if src is not None and bool(src[0].handled[src[1]]):
                    lat_p = float(src[0].latency_pct_ms[src[1]])
                    slow = None if lat_p != lat_p else _slow_answer_at(w, lat_p, None, seg, self.error_group,
                                                                         self.family)
                else:
                    slow = _slow_answer_ms(w, e.est, seg, self.error_group, self.family)
                seen[key] = slow
            if slow is not None:
                got[i] = slow
        return got

    # -- the ranking -------------------------------------------------------------------------------
    def order(self, extras: list[OptionResult], objective: str) -> tuple[list, list]:
        """(feasible, rest): indices (int: an option; OptionResult: one of ``extras``, the clusters)
        in ranked order: feasible by status then the objective's key, the rest closest first."""
        import numpy as np

        size = self.size
        e_list = self.ent_of
        tight, speed, over = self.e_tight[e_list], self.e_speed[e_list], self.e_over[e_list]
        experimental = self.experimental_v[self.codes]
        status = np.where(tight, 2, np.where(experimental, 1, 0))
        self.status_code = status  # _STATUS_ORDER of a feasible option
        risk = np.zeros(size, dtype=np.int64)  # late at the slow end of the estimate: after its status's others
        late = self.slow_runs()
        if late:
            risk[list(late)] = 1
        slow = self.slow_answers()
        if slow:
            risk[list(slow)] = 1
        annual = np.where(np.isnan(self.monthly), np.inf, self.monthly * 12.0)
        feasible = self.feasible
        n_reasons, n_hard = self.n_reasons, self.n_hard
        if extras:
            status = np.concatenate([status, [_STATUS_ORDER[x.status] if x.feasible else 3 for x in extras]])
            risk = np.concatenate([risk, [int(x.schedule_risk) for x in extras]])
            annual = np.concatenate([annual, [x.annual_usd if x.annual_usd is not None else math.inf for x in extras]])
            speed = np.concatenate([speed, [x.speed_metric for x in extras]])
            feasible = np.concatenate([feasible, [x.feasible for x in extras]]).astype(bool)
            n_reasons = np.concatenate([n_reasons, [len(x.reasons) for x in extras]])
            near = [_closeness(x) for x in extras]
            n_hard = np.concatenate([n_hard, [c[0] for c in near]])
            over = np.concatenate([over, [c[2] for c in near]])
        if objective in ("fastest", "lowest_latency"):
            k1, k2 = speed, annual
        elif objective == "best_value":
            k1, k2 = annual * speed, annual
        else:
            k1, k2 = annual, speed
        f_idx = np.flatnonzero(feasible)
        rank = status * 2 + risk  # (_STATUS_ORDER, schedule_risk) of the per-option order
        f_sorted = f_idx[np.lexsort((k2[f_idx], k1[f_idx], rank[f_idx]))]
        if objective in ("fastest", "lowest_latency") and len(f_sorted):
            st_l, sp_l, an_l = rank.tolist(), speed.tolist(), annual.tolist()
            f_sorted = np.array(_cheapest_of_the_fastest(
                f_sorted.tolist(), st_l.__getitem__, sp_l.__getitem__, an_l.__getitem__), dtype=np.int64)
        self.f_sorted = f_sorted  # (positions in the feasible order; >= size: a cluster)
        r_idx = np.flatnonzero(~feasible)
        r_sorted = self.r_sorted = r_idx[np.lexsort((annual[r_idx], np.maximum(over[r_idx], 1.0), n_reasons[r_idx],
                                                     n_hard[r_idx]))]

        if not extras:  # every index an option's
            return f_sorted.tolist(), r_sorted.tolist()

        def item(j: int):
            return j if j < size else extras[j - size]

        return [item(j) for j in f_sorted.tolist()], [item(j) for j in r_sorted.tolist()]

    # -- OptionResults -------------------------------------------------------------------------------
    def result(self, i: int) -> OptionResult:
        """Option i's OptionResult (made once)."""
        res = self._made.get(i)
        if res is not None:
            return res
        e = self.ents[int(self.ent_of[i])]
        est, usage, replicas, capacity_reason, capacity_note, pf = e.est, e.usage, e.replicas, e.cap_reason, e.cap_note, e.pf
        er, scalable = e.er, e.scalable
        slow = getattr(e, "slow", None)
        if self.m_no_compute[i]:  # the speed is a placeholder's (_known_speed)
            er, slow, capacity_reason, capacity_note = self._known_er(e), None, None, None
        v = self.vlist[int(self.codes[i])]
        unsupported = v.status == "unsupported"
        pre, post, tail = self._fixed_reasons(i)
        ctx = self.ctx
        reasons = list(pre or ())
        reasons.extend(er)
        if post:
            reasons.extend(post)
        if slow:
            reasons.append(slow)
        if ctx:
            reasons.append(ctx)
        if tail:
            reasons.extend(tail)
        if unsupported:
            reasons.extend(v.reasons)
        if capacity_reason:
            reasons.append(capacity_reason)
        scale_out = bool(reasons) and scalable and not bool(self.other[i])
        notes = list(v.reasons) if (v.reasons and not unsupported) else []
        if capacity_note:
            notes.append(capacity_note)
        if pf is not None:
            notes.append(personal_note(pf))
        if est.memory.fits and est.memory.tight:
            notes.append(_tight_text(est))
        high = self.slow_runs().get(i)
        if high is not None:
            notes.append(_slow_run_text(self.workload, high))
        slow = self.slow_answers().get(i)
        if slow is not None:
            notes.append(_slow_answer_text(self.workload, slow))
        a = self.a
        res = object.__new__(OptionResult)
        # = OptionResult(...) without the generated __init__'s cost: the fields not given here read
        # their defaults from the class (dataclass defaults are class attributes)
        if self.cost_mode[i] == "owned":  # a service's cards at busy power only while a request is in flight (_price)
            share = _energy_share(self.workload, usage, est, replicas)
            if share != 1.0:
                usage = replace(usage, energy_share=share)
        res.__dict__ = {
            "option": self.options[i], "estimate": est, "feasible": bool(self.feasible[i]), "reasons": reasons,
            "assumptions": a, "replicas": replicas, "usage": usage, "notes": notes, "scale_out_only": scale_out,
            "experimental": v.status == "experimental", "compat_sources": v.sources,
            "personally_calibrated": pf is not None, "error_group": self.error_group, "runtime_family": self.family,
            "comparison_only": bool(self.comparison[i]), "schedule_risk": high is not None or slow is not None,
        }
        mode = self.cost_mode[i]
        if mode:
            res.cost_mode = mode
            res.monthly_usd = float(self.monthly[i])
            res.annual_usd = res.monthly_usd * 12.0
        extra = self.extra.get(i)
        if extra is not None:
            reasons.append(extra)
        if self.circuit[i]:
            from .power import circuit_watts

            volts, amps = a.circuit()
            text = circuit_text(self.tab.peak_w[i] / 1000.0, volts, amps, circuit_watts(volts, amps), replicas)
            if text:
                notes.append(text)
        self._made[i] = res
        return res

    @staticmethod
    def _known_er(e: _Entry) -> list:
        """An entry's estimate reasons without those read from the speed (_check's for an option
        whose speed is unknown)."""
        return _known_speed(e.er, True) or ([] if e.fits else [_check_texts()["no_fit"]])

    def _fixed_reasons(self, i: int) -> tuple:
        """(before, after, last): option i's reasons that do not depend on the estimate, in _check's order."""
        tx = _check_texts()
        pre = []
        if self.m_no_price[i]:
            pre.append(tx["no_price"])
        if self.prov_text[i] >= 0:
            pre.append(self.prov_texts[int(self.prov_text[i])])
        post = []
        if self.m_on_prem[i]:
            post.append(tx["on_prem"])
        if self.m_taiwan[i]:
            post.append(tx["taiwan"])
        if self.m_edge[i]:
            post.append(tx["edge"])
        if self.m_vendor[i]:
            post.append(tx["vendor"].format(vendor=self.workload.constraints.vendor))
        if self.m_no_compute[i]:
            post.append(tx["no_compute"])
        if self.m_max[i]:
            post.append(translate("Engine", "uses {n} devices, limit is {limit}").format(
                n=int(self.devices[i]), limit=self.workload.constraints.max_devices))
        tail = []
        if self.m_stated[i]:
            tail.append(_stated_text(self.options[i].hw.count, self.stated))
        if self.m_host[i]:
            tail.append(self.host_text[i])
        return pre, post, tail

    def by_key(self, key: str) -> OptionResult | None:
        index = self.tab.key_index.get(key)
        return None if index is None else self.result(index)

    def standing(self, key: str):
        """(feasible, scale_out_only) of the option ``key`` from the columns, as an object with
        those two attributes (None: no such option) — what the cluster search asks of a node."""
        i = self.tab.key_index.get(key)
        if i is None:
            return None
        if i in self._made:
            r = self._made[i]
            return _STANDING[bool(r.feasible), bool(r.scale_out_only)]
        cols = self.__dict__.get("_standing")
        if cols is None:  # every option's at once (the search asks for each node type)
            reasons = self.n_reasons.copy()  # before pricing, as the result has them
            if self.extra:
                reasons[list(self.extra)] -= 1
            scale = (reasons > 0) & self.e_scalable[self.ent_of] & ~self.other
            cols = self._standing = (self.feasible.tolist(), scale.tolist())
        return _STANDING[cols[0][i], cols[1][i]]


# what _Ranking.standing answers (feasible, scale_out_only), one object per pair (read, never changed)
_STANDING = {(f, s): SimpleNamespace(feasible=f, scale_out_only=s) for f in (False, True) for s in (False, True)}


class _LazyAdvice:
    """What a WorkloadAdvice keeps to make its results when first read: the ranked order (ints:
    options of the ranking; OptionResults: the clusters), the ranking that makes each option's
    OptionResult, and which of the rest get suggestions (positions in ``rest``)."""

    __slots__ = ("ranking", "feasible", "rest", "suggest", "suggest_for", "_feasible_results", "_rest_results",
                 "_ranked", "_clean")

    def __init__(self, ranking: _Ranking, feasible: list, rest: list, suggest: frozenset, suggest_for: tuple) -> None:
        self.ranking, self.feasible, self.rest = ranking, feasible, rest
        self.suggest, self.suggest_for = suggest, suggest_for
        self._feasible_results: list | None = None
        self._rest_results: dict[int, OptionResult] = {}

    def best(self) -> OptionResult | None:
        """The first feasible option (made alone when the others are not needed)."""
        if self._feasible_results is not None or not self.feasible:
            feas = self.feasible_results()
            return feas[0] if feas else None
        x = self.feasible[0]
        res = x if isinstance(x, OptionResult) else self.ranking.result(x)
        res.rank = 1
        return res

    def feasible_results(self) -> list[OptionResult]:
        if self._feasible_results is None:
            out = []
            for k, x in enumerate(self.feasible):
                res = x if isinstance(x, OptionResult) else self.ranking.result(x)
                res.rank = k + 1
                out.append(res)
            self._feasible_results = out
        return self._feasible_results

    def _rest(self, pos: int) -> OptionResult:
        res = self._rest_results.get(pos)
        if res is None:
            x = self.rest[pos]
            res = x if isinstance(x, OptionResult) else self.ranking.result(x)
            if pos in self.suggest:
                res._suggest_for = self.suggest_for
            self._rest_results[pos] = res
        return res

    def all_results(self) -> list[OptionResult]:
        return self.feasible_results() + [self._rest(k) for k in range(len(self.rest))]

    def first_where(self, owned: bool, feasible: bool) -> OptionResult | None:
        """The first feasible (or, ``feasible`` False, not feasible) option that is owned (or
        rented), in ranked order; only it is made (ranked as ``feasible_results`` ranks it)."""
        options = self.ranking.options
        xs = self.feasible if feasible else self.rest
        for k, x in enumerate(xs):
            if (x.option.owned if isinstance(x, OptionResult) else options[x].owned) == owned:
                if not feasible:
                    return self._rest(k)
                if self._feasible_results is not None:
                    return self._feasible_results[k]
                res = x if isinstance(x, OptionResult) else self.ranking.result(x)
                res.rank = k + 1
                return res
        return None

    def clean_owned_rows(self, pcie_card) -> list[tuple]:
        """(annual USD, option, make) of each feasible owned option that is a clean fit on one
        machine (engine.plan._clean_owned), in ranked order, told from the ranking's columns;
        ``make()`` gives its OptionResult (ranked).  ``pcie_card``: accelerator -> fits a chassis.
        Kept (per ``pcie_card``): the plan asks again at every re-advise of an unchanged workload."""
        import numpy as np

        hit = getattr(self, "_clean", None)
        if hit is not None and hit[0] is pcie_card:
            return list(hit[1])
        rk = self.ranking
        options, tab = rk.options, rk.tab
        out = []
        ranks, xs = self._options_ranked()  # clusters left out: more than one machine
        ok = (tab.owned[xs] & tab.machine[xs] & (tab.nodes[xs] == 1) & (rk.status_code[xs] == 0)
              & (rk.e_replicas[rk.ent_of[xs]] == 1) & ~np.isnan(rk.monthly[xs]))
        for k, x in zip(ranks[ok].tolist(), xs[ok].tolist()):
            opt = options[x]
            monthly = rk.monthly[x]
            if opt.quote is not None or not pcie_card(opt.accelerator):
                continue

            def make(x=x, rank=k + 1) -> OptionResult:
                res = rk.result(x)
                res.rank = rank
                return res

            out.append((float(monthly) * 12.0, opt, make))
        self._clean = (pcie_card, out)
        return list(out)

    def _options_ranked(self):
        """(position in ``feasible``, option index) of the feasible options that are not clusters, as arrays."""
        import numpy as np

        hit = getattr(self, "_ranked", None)
        rk = self.ranking
        if hit is None and getattr(rk, "f_sorted", None) is not None:
            fs = rk.f_sorted
            own = fs < rk.size  # (the rest: clusters)
            hit = self._ranked = (np.flatnonzero(own), fs[own])
        if hit is None:
            pairs = [(k, x) for k, x in enumerate(self.feasible) if not isinstance(x, OptionResult)]
            hit = self._ranked = (np.array([k for k, _x in pairs], dtype=np.int64),
                                  np.array([x for _k, x in pairs], dtype=np.int64))
        return hit

    def by_key(self, key: str) -> OptionResult | None:
        """The result of the option ``key`` (made alone), a cluster's included."""
        rk = self.ranking
        if key in rk.tab.key_index:
            return rk.result(rk.tab.key_index[key])
        for x in self.feasible + self.rest:
            if isinstance(x, OptionResult) and x.option.key == key:
                return x
        return None

    def owned_feasible(self, clean: bool = False) -> list[OptionResult]:
        """The feasible owned options in ranked order (only they are made); ``clean``: only those
        that can be a clean fit on one machine (engine.plan._clean_owned: a priced machine, no
        quote, one node, status "fits", one replica), told from the ranking's columns."""
        rk = self.ranking
        options, tab = rk.options, rk.tab
        if self._feasible_results is not None:
            return [r for r in self._feasible_results if r.option.owned]
        out = []
        for k, x in enumerate(self.feasible):
            if isinstance(x, OptionResult):
                owned = x.option.owned
            else:
                opt = options[x]
                owned = opt.owned
                if owned and clean and not (tab.machine[x] and opt.quote is None and tab.nodes[x] == 1
                                            and rk.status_code[x] == 0
                                            and rk.e_replicas[int(rk.ent_of[x])] == 1):
                    continue
            if owned:
                res = x if isinstance(x, OptionResult) else self.ranking.result(x)
                res.rank = k + 1
                out.append(res)
        return out

    def owned_results(self) -> list[OptionResult]:
        options = self.ranking.options
        feas = self.owned_feasible()
        rest = [self._rest(k) for k, x in enumerate(self.rest)
                if (x.option.owned if isinstance(x, OptionResult) else options[x].owned)]
        return feas + rest

    def owned_fit_keys(self) -> frozenset[str]:
        """Owned options that fit cleanly, from the ranking's columns (no OptionResult made)."""
        import numpy as np

        rk = self.ranking
        options, status = rk.options, rk.status_code
        xs = self.feasible
        fs = getattr(rk, "f_sorted", None)
        if fs is not None and len(fs) == len(xs):  # the clusters' positions, from the order's column
            xs = [xs[k] for k in np.flatnonzero(fs >= rk.size).tolist()]
        out = [x.option.key for x in xs if isinstance(x, OptionResult) and x.option.owned and x.status == "fits"]
        _ranks, xs = self._options_ranked()
        out.extend(options[x].key for x in xs[rk.tab.owned[xs] & (status[xs] == 0)].tolist())
        return frozenset(out)

    def __len__(self) -> int:
        return len(self.feasible) + len(self.rest)


_FOLDS: dict[tuple, tuple] = {}


def _fold_plan(configs: tuple, ks: list[int], row_code, ctup: tuple) -> tuple | None:
    """The clusters (``ctup``, engine.advisor.cluster_configs) a training job's group of single
    machines ``ks`` (indices in ``configs``; ``row_code``: each one's platform precision, an index,
    None: one for all) is estimated with, in one array call: each cluster of a device the group
    holds, at that device's platform precision (a cluster of another precision, or of a device the
    group lacks, is estimated apart when asked).  (the configurations, the group's then the
    clusters'; each row's platform precision; per precision {cluster index: row}), None: no
    cluster.  Kept per group and clusters (the same objects for every job with them)."""
    key = (id(configs), id(ks), id(row_code), id(ctup))
    hit = _FOLDS.get(key)
    if hit is not None and hit[0] is configs and hit[1] is ks and hit[2] is row_code and hit[3] is ctup:
        return hit[4]
    codes = list(row_code) if row_code is not None else [0] * len(ks)
    code_of: dict[str, int] = {}
    for k, c in zip(ks, codes):
        code_of.setdefault(configs[k].accelerator.name, c)
    rows = [(ci, code_of[hw.accelerator.name]) for ci, hw in enumerate(ctup) if hw.accelerator.name in code_of]
    value = None
    if rows:
        pos: dict[int, dict[int, int]] = {}
        for j, (ci, c) in enumerate(rows):
            pos.setdefault(c, {})[ci] = len(ks) + j
        value = (tuple(configs[k] for k in ks) + tuple(ctup[ci] for ci, _c in rows), codes + [c for _ci, c in rows], pos)
    if len(_FOLDS) > 64:
        _FOLDS.clear()
    _FOLDS[key] = (configs, ks, row_code, ctup, value)
    return value


def _register_fold(cluster_rows: dict, arrays, keys: list, pos: dict) -> None:
    """cluster_rows[platform precision] = (arrays, {cluster index: row}) for a call with clusters."""
    for c, k in enumerate(keys):
        rows = pos.get(c)
        if rows:
            reg = cluster_rows.get(k)
            if reg is None or reg[0] is not arrays:
                cluster_rows[k] = (arrays, dict(rows))
            else:
                reg[1].update(rows)


def _folded_short(reg: tuple | None, n: int) -> list:
    """Per cluster configuration (``n`` of them): None where it was not estimated with the job's
    single machines (``reg``: _register_fold's (arrays, {cluster index: row}) of a platform
    precision), else (arrays, row) where the array path covers it and it does not fit with a reason
    (a "needs ... GiB" row counts: its text is written when the row is read), False otherwise: what
    the cluster search's skip test reads, for every cluster at once."""
    import numpy as np

    out: list = [None] * n
    if reg is not None and reg[1]:
        arrays, pos = reg
        cis = list(pos)
        js = np.fromiter(pos.values(), np.int64, len(pos))
        reasons = arrays.reasons
        said = (np.asarray(arrays.need_rows[js], dtype=bool)
                | np.fromiter((bool(reasons[j]) for j in js.tolist()), bool, len(js)))
        short = (np.asarray(arrays.handled[js], dtype=bool) & ~np.asarray(arrays.fits[js], dtype=bool) & said).tolist()
        for ci, j, sh in zip(cis, js.tolist(), short):
            out[ci] = (arrays, j) if sh else False
    return out


_SUBSETS: dict[tuple, tuple] = {}


def _config_subset(configs: tuple, ks: list[int]) -> tuple:
    """The configurations ``ks`` (indices in ``configs``) as one tuple, the same object for the same
    selection (engine.vector keeps per-device columns per configurations tuple)."""
    key = (id(configs), tuple(ks))
    hit = _SUBSETS.get(key)
    if hit is None or hit[0] is not configs:
        if len(_SUBSETS) > 24:
            _SUBSETS.clear()
        hit = _SUBSETS[key] = (configs, tuple(configs[k] for k in ks))
    return hit[1]


def _profile_signature(p) -> tuple | None:
    """What an estimate reads from a profile (its fields, the efficiency constants' values): two
    profiles with the same signature give the same estimate on every configuration."""
    d = getattr(p, "__dict__", None)
    eff = getattr(p, "eff", None)
    values = getattr(eff, "_values", None)
    if d is None or values is None:
        return None
    d = dict(d)  # (the same tuple as one made item by item, built in C: once per platform precision)
    del d["eff"]
    return (tuple(d.items()), values)


def _signature_but_precision(sig: tuple | None) -> tuple | None:
    """A _profile_signature without the compute precision and the training activations
    (engine.vector reads them only for the devices' peak rates and a training job's memory, each
    row its own: estimate_many's ``row_profiles``)."""
    if sig is None:
        return None
    items = sig[0]
    for name in ("precision", "activations"):  # (a profile has each once)
        for i, kv in enumerate(items):
            if kv[0] == name:
                items = items[:i] + items[i + 1:]
                break
    return (items, sig[1])


_CONFIGS: dict[int, tuple[list, tuple, dict]] = {}


def _hw_key(hw: HardwareConfig) -> tuple:
    """What makes two hardware configurations estimate alike (the key of a configuration index)."""
    return (hw.accelerator.name, hw.count, hw.link, hw.memory_gb_per_device, hw.nodes, hw.node_gbps)


def _indexed(hws) -> tuple[tuple[HardwareConfig, ...], dict[tuple, int]]:
    """The distinct configurations of ``hws`` in first-seen order and the index of each key."""
    index: dict[tuple, int] = {}
    configs: list[HardwareConfig] = []
    for hw in hws:
        hk = _hw_key(hw)
        if hk not in index:
            index[hk] = len(configs)
            configs.append(hw)
    return tuple(configs), index


def _distinct_configs(options: list[HardwareOption]) -> tuple[tuple[HardwareConfig, ...], dict[tuple, int]]:
    """The distinct hardware configurations of an options list (many offers share one) and the
    index of each; built once per list."""
    hit = _CONFIGS.get(id(options))
    if hit is not None and hit[0] is options and len(hit[1]) <= len(options):
        return hit[1], hit[2]
    value = (options, *_indexed(opt.hw for opt in options))
    if len(_CONFIGS) > 8:
        _CONFIGS.clear()
    _CONFIGS[id(options)] = value
    return value[1], value[2]


def _error_group(workload: Workload, profile) -> str:
    """Which measurements say how far this workload's speed estimate may be off (engine.intervals)."""
    if workload.is_training:
        return "training"
    if profile.llm:
        return "serving" if workload.kind == "llm_serving" else "decode"
    return "prefill"  # other inference: compute-bound forward passes, the nearest measured group


_16BIT = frozenset({"fp16", "bf16"})


def _platform_profile(workload: Workload, a: Assumptions, profiles: dict, pkey: tuple):
    """``profiles[pkey]`` (platform precision: (compute precision or None, FlashAttention)), made
    and kept there when first asked; ``profiles[(None, True)]`` is the workload's own profile
    (FlashAttention True only where the recipe asks for it: ``r.flash_attention and available``).
    The recipe's own precision and attention: that profile.  fp16 for bf16 (or bf16 for fp16): the
    profile with the same attention, its ``precision`` changed — estimate._build_profile reads the
    recipe's precision only for the 4-byte (fp32, tf32) / 2-byte split and the AMP softmax of
    either 16-bit type, and FlashAttention only for a transformer's training activations
    (tests/engine/test_platform_profile.py checks the copy against a full build).
    Otherwise built anew (_adjusted_profile)."""
    import copy

    precision, flash = pkey
    r = workload.recipe
    if precision == r.precision:
        precision = None
    own = profiles[(None, True)]
    if flash != r.flash_attention and not (own.training and own.shape.is_transformer):
        flash = r.flash_attention  # attention enters a profile only through a transformer's training activations
    if precision is None and flash == r.flash_attention:
        prof = own
    elif precision is not None and precision in _16BIT and r.precision in _16BIT:
        src = profiles.get((None, flash))
        if src is None:
            src = _platform_profile(workload, a, profiles, (None, flash))
        prof = copy.copy(src)
        prof.precision = precision
        prof.notes = list(src.notes)
    else:
        prof = _adjusted_profile(workload, a, precision, flash, own.shape)
    profiles[pkey] = prof
    return prof


# _adjusted_profile's profiles, kept per workload, assumptions, precision and attention while the
# workload's content is the same (as estimate.prepare keeps a workload's own profile)
_ADJUSTED: dict[tuple, tuple] = {}


def _adjusted_profile(workload: Workload, a: Assumptions, precision: str | None, flash: bool, shape=None):
    """The workload's profile as the platform runs it: another compute precision (bf16 on a
    pre-Ampere GPU runs as fp16) or attention without FlashAttention (the score matrix in memory).
    ``shape``: the workload's model shape when the caller has it (its profile's: the model is the
    same, only the recipe changes)."""
    import weakref

    from . import estimate as _estimate
    from .estimate import _build_profile, _fingerprint

    key = (id(workload), id(a), precision, flash, current_language())
    fp = _fingerprint(workload, a)
    hit = _ADJUSTED.get(key)
    if hit is not None and hit[0]() is workload and hit[1] == fp:
        return hit[2]
    update: dict = {"flash_attention": flash}
    if precision:
        update["precision"] = precision
    w = workload.model_copy(update={"recipe": workload.recipe.model_copy(update=update)})
    # built directly (what ``prepare`` does for a workload it has not seen): the copy is made here
    # and dropped after, so keeping it in prepare's cache would only push the real workloads out
    prof = _build_profile(w, a, None, None, frozenset(), shape)
    if len(_ADJUSTED) > 2 * _estimate.CACHE_LIMIT:
        _ADJUSTED.clear()
    _ADJUSTED[key] = (weakref.ref(workload), fp, prof)
    return prof


def circuit_text(peak_kw: float, volts: float, amps: float, circuit_w: float, machines: int = 1) -> str:
    """The circuit note of an owned option whose ``machines`` draw more than one office circuit carries
    ("" where they do not): one machine over it needs a dedicated circuit, each of several such machines
    one of its own, and several machines each under it more circuits than one (nine 4x RTX 5090
    workstations draw 23.9 kW together, not the 2.6 kW of one)."""
    machines = max(1, int(machines))
    peak, v, a, limit = f"{peak_kw:.1f}", f"{volts:g}", f"{amps:g}", f"{circuit_w / 1000.0:.1f}"
    n, total = f"{machines:,}", f"{peak_kw * machines:.1f}"
    if peak_kw * 1000.0 > circuit_w:
        if machines == 1:
            return translate("Engine", "draws up to {peak} kW: more than a {volts} V/{amps} A office circuit carries "
                                       "continuously ({limit} kW); plan a dedicated circuit").format(
                peak=peak, volts=v, amps=a, limit=limit)
        return translate("Engine", "each of the {n} machines draws up to {peak} kW ({total} kW together): more than a "
                                   "{volts} V/{amps} A office circuit carries continuously ({limit} kW); plan a "
                                   "dedicated circuit for each").format(
            n=n, peak=peak, total=total, volts=v, amps=a, limit=limit)
    if machines > 1 and peak_kw * 1000.0 * machines > circuit_w:
        per = max(1, int(circuit_w // (peak_kw * 1000.0)))  # whole machines one circuit carries
        return translate("Engine", "the {n} machines draw up to {total} kW together: more than a {volts} V/{amps} A "
                                   "office circuit carries continuously ({limit} kW); spread them over {circuits} "
                                   "circuits").format(
            n=n, total=total, volts=v, amps=a, limit=limit, circuits=f"{-(-machines // per):,}")
    return ""


def _tight_text(est: Estimate) -> str:
    mem = est.memory
    return translate("Engine", "tight: uses {share} of the device memory, inside the {margin} safety margin").format(
        share=f"{mem.share:.0%}", margin=f"{mem.margin:.0%}")


# a recompute hint is given when checkpointing brings the cost to this share of the pick's or less
RECOMPUTE_HINT_SHARE = 0.7


@dataclass(frozen=True)
class RecomputeHint:
    """What full gradient checkpointing would buy (WorkloadAdvice.recompute_hint)."""

    label: str  # the option it would run on
    annual_usd: float
    best_label: str  # the pick of the stated recipe
    best_annual_usd: float


def _recompute_hint(advice: "WorkloadAdvice") -> RecomputeHint | None:
    w = advice.workload
    best = advice.best if not advice.error else None
    made = advice._made_with
    if (made is None or best is None or best.annual_usd is None or not w.is_training or w.recipe.recompute == "full"
            or w.kind in ("lora", "qlora") and w.recipe.optimizer_in_backward):
        return None
    mem = best.estimate.memory
    if best.option.gpu_count == 1 and mem.usable and mem.total < 0.5 * mem.usable:
        return None  # one device, half its memory free: memory does not decide this pick
    options, personal = made
    variant = w.model_copy(update={"recipe": w.recipe.model_copy(update={"recompute": "full"})})
    a = advice._assumptions
    alt = advise_workload(variant, options, a, advice.objective, None, personal).best
    if alt is None or alt.annual_usd is None or alt.annual_usd > RECOMPUTE_HINT_SHARE * best.annual_usd:
        return None
    return RecomputeHint(alt.label, alt.annual_usd, best.label, best.annual_usd)


@dataclass(frozen=True)
class BudgetHint:
    """What runs a workload its annual budget leaves without an option (WorkloadAdvice.budget_hint)."""

    label: str  # the cheapest option that runs it with the budget lifted
    annual_usd: float
    budget: float  # the workload's budget a year, in the document's currency


def _budget_hint(advice: "WorkloadAdvice") -> BudgetHint | None:
    # A budget that rules out every option that runs the job is a decision the user makes with a
    # figure: what the cheapest option that does run it costs (a 70B full fine-tune kept on the
    # premises under NT$500,000 a year: a 2-node H200 cluster at NT$7.1 M), not the memory the
    # nearest card lacks.
    w = advice.workload
    budget = w.constraints.budget_per_year
    made = advice._made_with
    if budget is None or made is None or advice.error or advice.best is not None:
        return None
    options, personal = made
    variant = w.model_copy(update={"constraints": w.constraints.model_copy(update={"budget_per_year": None})})
    alt = advise_workload(variant, options, advice._assumptions, advice.objective, None, personal).best
    if alt is None or alt.annual_usd is None:
        return None
    return BudgetHint(alt.label, alt.annual_usd, budget)


def _workload_messages(workload: Workload, counts: list[int]) -> list[str]:
    """Messages about the workload as a whole (``counts``: the devices of every option advised)."""
    out: list[str] = []
    stated = workload.recipe.parallelism.devices
    if stated and stated not in counts:
        largest = max(counts, default=0)
        if workload.is_training:
            text = translate("Engine", "no catalog option or cluster has {n} devices (the largest has {largest}); "
                                       "clear the device count to let the advisor choose")
        else:
            text = translate("Engine", "no catalog option has {n} devices (the largest has {largest}); "
                                       "clear the device count to let the advisor choose")
        out.append(text.format(n=f"{stated:,}", largest=f"{largest:,}"))
    return out


_PERSONAL: dict[tuple, object] = {}


def _personal(document: ProjectDocument, catalog):
    """The document's personal calibration (engine.personal), fitted once per measurement set."""
    from .personal import fit

    if not document.measurements:
        return None
    key = (id(catalog), tuple(m.model_dump_json() for m in document.measurements))
    hit = _PERSONAL.get(key)
    if hit is None:
        hit = fit(document.measurements, catalog)
        if len(_PERSONAL) > 16:
            _PERSONAL.clear()
        _PERSONAL[key] = hit
    return hit


_BASES: dict[int, tuple[object, list]] = {}


def _cluster_bases(options: list[HardwareOption]):
    """(network data, node types) for an options list (built once per list)."""
    from gpuadvisor.catalog import CatalogError
    from gpuadvisor.catalog.network_data import load_networks

    from .cluster import cluster_bases

    hit = _BASES.get(id(options))
    if hit is not None and hit[0] is options:
        return hit[1]
    try:
        nets = load_networks()
    except (CatalogError, OSError):
        nets = None
    value = (nets, cluster_bases(options, nets) if nets is not None else [])
    if len(_BASES) > 8:
        _BASES.clear()
    _BASES[id(options)] = (options, value)
    return value


_CLUSTER_OPTIONS: dict[tuple, object] = {}
_MISS_FACTS: dict[int, tuple] = {}


def _miss_facts(opt: HardwareOption, options: list[HardwareOption], cluster_index: dict, config_index: dict) -> tuple:
    """(option, options list, its index among the clusters' configurations — None: not a cluster
    the arrays cover —, its card and offer, its facts for _check) of a cluster option: what the
    cluster search's skip test reads of it (kept per option: the same at every workload)."""
    hw = opt.hw
    ci = None
    if hw.nodes > 1:
        hk = _hw_key(hw)
        ci = cluster_index.get(hk)
        if hk in config_index:
            ci = None
    facts = (opt, options, ci, ("verdict", id(hw.accelerator), id(opt.offer)),
             (opt.owned, opt.machine is None, opt.provider, opt.edge_capable, opt.gpu_count, hw.count))
    if len(_MISS_FACTS) > 8192:
        _MISS_FACTS.clear()
    _MISS_FACTS[id(opt)] = facts
    return facts


def _cluster_option(options: list[HardwareOption], base, nodes: int, nets, lang: str | None = None):
    """engine.cluster.cluster_option, built once per options list, node type, size and language
    (``lang``: the current language, when the caller has it)."""
    key = (id(options), id(base), nodes, current_language() if lang is None else lang)
    hit = _CLUSTER_OPTIONS.get(key)
    if hit is None or hit[0] is not base:
        from .cluster import cluster_option

        if len(_CLUSTER_OPTIONS) > 4096:
            _CLUSTER_OPTIONS.clear()
        hit = _CLUSTER_OPTIONS[key] = (base, cluster_option(base, nodes, nets))
    return hit[1]


_LADDERS: dict[tuple, tuple] = {}


def _cluster_ladder(options: list[HardwareOption], base, nets, lang: str) -> tuple:
    """The cluster options of one node type at 2, 4, 8 … nodes (engine.cluster.node_counts), up to
    the first size _cluster_option refuses: kept per options list, node type and language (every
    training job of a project walks the same ladders)."""
    key = (id(options), id(base), lang)
    hit = _LADDERS.get(key)
    if hit is None or hit[0] is not base:
        from .cluster import node_counts

        ladder = []
        for nodes in node_counts(base.max_nodes):
            opt = _cluster_option(options, base, nodes, nets, lang)
            if opt is None:
                break
            ladder.append(opt)
        if len(_LADDERS) > 1024:
            _LADDERS.clear()
        hit = _LADDERS[key] = (base, tuple(ladder))
    return hit[1]


def cluster_configs(options: list[HardwareOption]) -> tuple[tuple[HardwareConfig, ...], dict[tuple, int]]:
    """The hardware configurations of the clusters the advisor may try for a training job (every
    node type at 2, 4, 8 … nodes): estimated all at once (engine.vector) when a job needs them."""
    from .cluster import node_counts

    hit = _CLUSTER_HWS.get(id(options))
    if hit is not None and hit[0] is options:
        return hit[1], hit[2]
    _nets, bases = _cluster_bases(options)
    value = (options, *_indexed(replace(base.option.hw, count=base.option.gpu_count * nodes, nodes=nodes, node_gbps=base.gbps)
                                for base in bases for nodes in node_counts(base.max_nodes)))
    if len(_CLUSTER_HWS) > 8:
        _CLUSTER_HWS.clear()
    _CLUSTER_HWS[id(options)] = value
    return value[1], value[2]


_CLUSTER_HWS: dict[int, tuple] = {}


def _cluster_results(workload: Workload, options: list[HardwareOption], lookup, evaluate,
                     cal, misses=None) -> list[OptionResult]:
    """Clusters for a training job: the stated device count exactly (N nodes x devices per node),
    else, for each node type one node cannot serve for memory or time alone, the smallest cluster
    (2, 4, 8 … nodes, up to the provider's documented size) whose run fits and meets its period
    and allowed hours — the cheapest that does for pay-per-hour capacity — and, where that one is
    late at the slow end of the estimate's range (schedule_risk), the next sizes up to the first
    that is on time even there.  ``misses(option)``
    True: the size surely does not fit and more nodes may (skipped without its result)."""
    nets, bases = _cluster_bases(options)
    if not bases:
        return []
    stated = workload.recipe.parallelism.devices
    out: list[OptionResult] = []
    lang = current_language()
    for base in bases:
        if stated:
            nodes, rest = divmod(stated, base.per_node)
            if rest or not 2 <= nodes <= base.max_nodes:
                continue
            opt = _cluster_option(options, base, nodes, nets, lang)
            if opt is not None:
                out.append(evaluate(opt))
            continue
        single = lookup(base.option.key)  # the option's result (``lookup``: key -> OptionResult or None)
        if single is None or single.feasible or not single.scale_out_only:
            continue
        for opt in _cluster_ladder(options, base, nets, lang):
            if misses is not None and misses(opt):
                continue
            res = evaluate(opt)
            if res.feasible or res.comparison_only:
                out.append(res)
                if res.feasible and res.schedule_risk:
                    # on time on the estimate only: the next size too, so a cluster planned with the
                    # estimate's margin is offered (rented by the hour it costs about the same
                    # GPU-hours: 16 B300s for 38 of 60 days, 75 at the slow end, or 32 for 19)
                    continue
                break
            if not res.scale_out_only:
                break
    return out


def _bigger(r: OptionResult, best: OptionResult) -> bool:
    """``r`` has more device memory or more 16-bit tensor compute than ``best`` (all their devices)."""
    def size(x: OptionResult) -> tuple[float, float]:
        acc, n = x.option.accelerator, x.option.hw.count * max(1, x.replicas)
        return (n * (x.option.hw.memory_gb_per_device or acc.memory_gb or 0.0),
                n * (acc.bf16_tflops or acc.fp16_tflops or acc.fp32_tflops or 0.0))
    (m, f), (bm, bf) = size(r), size(best)
    return m > bm or f > bf


def _notable(advice: WorkloadAdvice, a: Assumptions) -> list[tuple[OptionResult, str]]:
    best = advice.best
    out: list[tuple[OptionResult, str]] = []
    seen: set[str] = set()
    for r in advice.results:
        name = r.option.accelerator.name
        if name not in WELL_KNOWN or name in seen or r.option.gpu_count != 1:
            continue
        seen.add(name)
        if not r.feasible:
            comment = join_reasons(r.reasons)
            if not r.estimate.memory.fits:
                if r._suggest_for is None:
                    r._suggest_for = (advice.workload, a)
                if r.suggestions:
                    comment = translate("Engine", "{reasons} → {suggestions}").format(
                        reasons=comment, suggestions=join_list(r.suggestions))
            out.append((r, comment))
        elif best is not None and r is not best and r.annual_usd and best.annual_usd:
            ratio = r.annual_usd / max(best.annual_usd, 1e-9)
            if (r.status != "fits" or r.schedule_risk) and r.notes:  # experimental, tight or late at the slow end:
                out.append((r, join_reasons(r.notes)))  # why it ranks after the clean fits
            elif ratio >= 1.5 and r.replicas == 1 and _bigger(r, best):
                # more hardware than the pick (several copies for the load are too small, and a smaller card
                # that costs more is dearer, not over-specified: a T4 instance beside an RTX A4000 pick)
                out.append((r, translate("Engine", "over-specified: {ratio}× the cost of the best option for this job").format(
                    ratio=f"{ratio:.1f}")))
            else:
                out.append((r, translate("Engine", "fits; {ratio}× the cost of the best option").format(ratio=f"{ratio:.1f}")))
    return out


def _add_suggestions(advice: WorkloadAdvice, options: list[HardwareOption], a: Assumptions) -> None:
    """For the closest options that miss on memory, say which known change makes them fit (worked
    out when a view or report first reads ``OptionResult.suggestions``)."""
    shown = 0
    for r in advice.results:
        if r.feasible:
            continue
        if shown >= 12:
            break
        if not r.estimate.memory.fits:
            r._suggest_for = (advice.workload, a)
            shown += 1


# Advice per workload, reused while the workload, its project's name, the assumptions, the
# objective and the catalog are unchanged: after an edit only the edited workload is redone.
_ADVICE_CACHE: "OrderedDict[tuple, WorkloadAdvice]" = OrderedDict()
_ADVICE_CACHE_MAX = 256  # at least; advise() raises it to hold twice the document's workloads


def _cached_advice(workload: Workload, project: Project, options, a: Assumptions, a_key: str,
                   objective: str, catalog, personal=None) -> WorkloadAdvice:
    key = (id(catalog), objective, project.id, project.name, a_key, workload.model_dump_json(), current_language())
    hit = _ADVICE_CACHE.get(key)
    # a workload the engine cannot advise is kept too: else every re-advise redoes each such workload
    first = hit.first_result() if hit is not None and hit.error is None else None  # (not the whole list)
    if hit is not None and (hit.error is not None or first is not None and first.assumptions is not None):
        _ADVICE_CACHE.move_to_end(key)  # least recently used goes first: no cliff at the cache size
        hit.workload = workload
        return hit
    adv = advise_workload(workload, options, a, objective, project, personal)
    _ADVICE_CACHE[key] = adv
    while len(_ADVICE_CACHE) > _cache_limit:
        _ADVICE_CACHE.popitem(last=False)
    return adv


_cache_limit = _ADVICE_CACHE_MAX


def clear_advice_cache() -> None:
    _ADVICE_CACHE.clear()


def advise(
    document: ProjectDocument,
    catalog,
    objective: str = "lowest_cost",
    workload_ids: set[str] | None = None,
    use_cache: bool = True,
) -> AdviceResult:
    """Advise every workload of the document and build the project plan."""
    # the engine makes many short-lived objects and no reference cycles it needs collected: the
    # cyclic garbage collector's passes over everything alive cost about a third of an advise
    gc_was_on = gc.isenabled()
    gc.disable()
    shared_before = getattr(_SHARED, "estimates", None)
    _SHARED.estimates = {}  # (estimate_many)
    try:
        return _advise(document, catalog, objective, workload_ids, use_cache)
    finally:
        _SHARED.estimates = shared_before
        if gc_was_on:
            gc.enable()


_QUOTED: dict[tuple, tuple] = {}


def _with_quotes(options: list[HardwareOption], document: ProjectDocument, a: Assumptions) -> tuple[list, list]:
    """The catalog's options plus the document's quoted ones (the same list object while the
    quotes and the currency stay the same, so what is built per options list is kept)."""
    if not document.quotes:
        return options, []
    key = (id(options), tuple(q.model_dump_json() for q in document.quotes), a.currency, a.usd_to_twd)
    hit = _QUOTED.get(key)
    if hit is None or hit[0] is not options:
        quoted, warnings = quote_options(options, document.quotes, a)
        if len(_QUOTED) > 16:
            _QUOTED.clear()
        hit = _QUOTED[key] = (options, options + quoted if quoted else options, warnings)
    return hit[1], list(hit[2])


_LOCAL: dict[tuple, tuple] = {}


def _priced_locally(options: list[HardwareOption], a: Assumptions) -> list[HardwareOption]:
    """options.priced_locally for the document's currency and rate (the same list object while they
    and the options stay the same, so what is built per options list is kept)."""
    if a.currency != "TWD":
        return options
    key = (id(options), a.usd_to_twd)
    hit = _LOCAL.get(key)
    if hit is None or hit[0] is not options:
        if len(_LOCAL) > 8:
            _LOCAL.clear()
        hit = _LOCAL[key] = (options, priced_locally(options, a.currency, a.usd_to_twd))
    return hit[1]


def _advise(document: ProjectDocument, catalog, objective: str, workload_ids: set[str] | None,
            use_cache: bool) -> AdviceResult:
    from .plan import build_plan

    t0 = time.perf_counter()
    a = document.assumptions
    options, warnings = _with_quotes(options_for(catalog), document, a)
    options = _priced_locally(options, a)
    a_key = (a.model_dump_json() + "".join(q.model_dump_json() for q in document.quotes)
             + "".join(m.model_dump_json() for m in document.measurements))
    personal = _personal(document, catalog)
    advices = []
    global _cache_limit
    pairs = document.workloads()
    _cache_limit = max(_ADVICE_CACHE_MAX, 2 * len(pairs))  # every workload of the document, and one edit of each
    from . import estimate as _estimate

    _estimate.CACHE_LIMIT = max(256, 2 * len(pairs))  # (the profiles of those workloads too)
    for project, workload in pairs:
        if workload_ids is not None and workload.id not in workload_ids:
            continue
        if use_cache:
            advices.append(_cached_advice(workload, project, options, a, a_key, objective, catalog, personal))
        else:
            advices.append(advise_workload(workload, options, a, objective, project, personal))
        advices[-1]._made_with = (options, personal)
    if not use_cache:  # from scratch: the plan's shared-server estimates too
        from .plan import forget_estimates

        forget_estimates()
    plan = build_plan(document, advices, options, a)
    dates = (str(getattr(catalog, "oldest_as_of", "")), str(getattr(catalog, "newest_as_of", "")))
    return AdviceResult(
        document_title=document.title,
        currency=a.currency,
        assumptions=a,
        workloads=advices,
        plan=plan,
        catalog_dates=dates,
        elapsed_ms=(time.perf_counter() - t0) * 1000.0,
        option_count=len(options),
        warnings=warnings,
        personal=personal,
    )
