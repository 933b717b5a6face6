"""The plan across every project in a file: the best option per workload, and consolidation.

Per-workload plan: each workload's best feasible option (owned or rented), with its annual cost
and its power (peak, typical draw, kWh a month, the electricity bill: ``OptionResult.power``).

Shared-server plan: one owned machine that runs every workload that may share (edge deployments
stay on their line PC and are priced separately), if its capacity allows: always-on serving holds
its GPUs (or MIG slices) all month; periodic jobs need their GPU-hours within the GPUs left, the
machine's usable hours (``Assumptions.max_utilisation`` × 730 h, tco-anchors §5.3) and their time
window, from the document's working calendar (``engine.calendar``: office hours 09:00-18:00 on
Monday-Friday by default = 9 h × 21.75 days = 195.75 h/month; nights = every other hour, 534.25 h).

Mixed shared server (``_mixed_search``): one owned machine built from *different* cards in one
chassis (``engine.chassis``: a tower workstation or a 4U GPU server; slots, power supplies,
cooling).  Each service gets a group of the cards its own feasible owned option uses (same
accelerator and count) and holds it in its time window; the training and batch jobs get a group
of their own, taken from a job's feasible owned option, and run there in their windows; a night
job that does not fit there (or finds the group full) may use a service's cards outside that
service's window.  Every window's capacity is checked month by month over the calendar's 12
months (quarterly jobs in months 1, 4, 7 and 10; weekly ones on each week's Monday, 4 or 5 a
month, 52 a year; daily ones every day; monthly ones once), and the peak month's use is reported
per group and window.  The machine is priced as the chassis's host plus every card at its
purchase price (``Accelerator.price_usd``); its power is the cards' TDP × the busy share while a
group works (idle share otherwise) plus the host, and its cost is ``engine.cost.owned_monthly`` at
that energy.  Candidates come from the few cheapest clean-fitting owned options of each workload
(and the cards people ask about by name, ``advisor.WELL_KNOWN``), so the search stays a handful of
arithmetic checks on estimates the advice already made.  The plan ranks the per-workload plan, the
best single-type shared server and the best mixed server (``ProjectPlan.ranking``).
"""

from __future__ import annotations

import datetime as _dt
import itertools
import math
from dataclasses import dataclass, field
from functools import lru_cache

from gpuadvisor.domain.project import HOURS_PER_MONTH, WEEKDAYS, Assumptions, ProjectDocument, Workload
from gpuadvisor.i18n import current_language, join_list, join_reasons, translate

from . import chassis as _chassis
from .calendar import REFERENCE_YEAR, TAIWAN_HOLIDAYS_2026, OfficeCalendar, office_calendar
from .cost import Usage, _usd_per_kwh, owned_monthly
from .load import SERVICE_KINDS, effective_load, service_energy_share
from .estimate import HardwareConfig, Profile, estimate_profile, prepare
from .vector import estimate_many
from .options import HardwareOption, _link_for, short_accelerator_name
from .power import PowerFigures, circuit_watts, owned_parts, power_figures


@dataclass
class PlanLine:
    project_name: str
    workload_id: str
    workload_name: str
    choice: str  # option label, or "no feasible option"
    category: str
    owned: bool | None
    cost_mode: str
    annual_usd: float | None
    why: str
    power: PowerFigures | None = None  # the chosen option's power, all its machines (None: no option)

    @property
    def on_premises(self) -> bool:
        """Owned: its power is drawn (and billed) at the company."""
        return bool(self.owned) and self.power is not None


@dataclass
class SharedUse:
    workload_id: str
    workload_name: str
    gpus: float  # GPUs held (fractional with MIG)
    busy_hours: float  # per month on those GPUs
    hours_per_run: float | None
    always_on: bool


@dataclass
class SharedPlan:
    option_key: str
    label: str
    gpu_count: int
    workloads: list[SharedUse]
    feasible: bool
    reasons: list[str]
    annual_usd: float | None
    utilisation: float  # GPU-hours used / GPU-hours available
    separate_annual_usd: float = 0.0  # workloads left out of sharing (edge), priced per workload
    mig_used: bool = False
    power: PowerFigures | None = None  # the shared machine at its combined use

    @property
    def total_annual_usd(self) -> float | None:
        if self.annual_usd is None:
            return None
        return self.annual_usd + self.separate_annual_usd


@dataclass
class DeviceGroup:
    """Cards of one type in a mixed machine, and what runs on them."""

    role: str  # "service" (held by a service in its window) | "jobs"
    option_key: str  # the owned option whose cards these are (its accelerator and count)
    accelerator: str  # catalog name
    count: int
    tdp_w: float  # one card
    unit_price_usd: float  # one card (Accelerator.price_usd)
    segment: str  # resale/support class: "consumer" | "datacenter"
    window: str  # service: its window ("office_hours", "nights", "any"); jobs: the windows they run in
    workloads: list[str] = field(default_factory=list)  # names
    workload_ids: list[str] = field(default_factory=list)
    busy_hours_per_month: float = 0.0  # average month
    energy_share: float = 1.0  # service: share of its hours its cards draw busy power (Usage.energy_share)

    @property
    def label(self) -> str:
        return translate("Plan", "{n}× {accelerator}").format(n=self.count, accelerator=short_accelerator_name(self.accelerator))

    @property
    def purchase_usd(self) -> float:
        return self.unit_price_usd * self.count


@dataclass
class MixedUse:
    workload_id: str
    workload_name: str
    group: int  # index in MixedServer.groups
    window: str  # where it runs: "office_hours", "nights" or "any" (both)
    hours_per_run: float | None
    busy_hours: float  # per average month
    always_on: bool


@dataclass
class WindowLoad:
    """One group's use of one window in its peak month (hours of the whole group)."""

    group: int
    window: str  # "office_hours" | "nights"
    month: int  # 1-12
    used_hours: float
    available_hours: float  # the window's hours that month (x max_utilisation for jobs)
    held: bool  # a service holds the group in this window

    @property
    def utilisation(self) -> float:
        return self.used_hours / self.available_hours if self.available_hours > 0 else (0.0 if self.used_hours <= 0 else math.inf)

    @property
    def ok(self) -> bool:
        return self.used_hours <= self.available_hours * (1.0 + 1e-9)


@dataclass
class MixedServer:
    """One owned machine of different cards (engine.chassis), shared by the workloads that may share."""

    label: str
    chassis: "_chassis.Chassis"
    groups: list[DeviceGroup]
    uses: list[MixedUse]
    loads: list[WindowLoad]  # peak month per group and window
    feasible: bool
    reasons: list[str]
    notes: list[str]
    purchase_usd: float
    annual_usd: float | None
    peak_w: float
    psu_w: float  # what the chassis's supplies deliver (200-240 V)
    power: PowerFigures | None = None
    separate_annual_usd: float = 0.0  # workloads left out of sharing (edge), priced per workload

    @property
    def key(self) -> str:
        return "+".join([self.chassis.key] + [f"{g.count}x{g.accelerator}" for g in self.groups])

    @property
    def gpu_count(self) -> int:
        return sum(g.count for g in self.groups)

    @property
    def tdp_w(self) -> float:
        return sum(g.tdp_w * g.count for g in self.groups)

    @property
    def total_annual_usd(self) -> float | None:
        if self.annual_usd is None:
            return None
        return self.annual_usd + self.separate_annual_usd


@dataclass
class ProjectPlan:
    lines: list[PlanLine]
    per_workload_annual_usd: float | None  # None when a workload has no feasible option
    shared: list[SharedPlan] = field(default_factory=list)  # feasible candidates, cheapest first
    best_shared: SharedPlan | None = None
    recommendation: str = ""  # one sentence, in the current language
    missing: list[str] = field(default_factory=list)
    # per-workload plan against the best single-type shared server (the mixed server is in best_kind)
    recommendation_kind: str = ""  # "shared" | "per_workload" | "missing"
    mixed: list[MixedServer] = field(default_factory=list)  # feasible mixed machines, cheapest first
    mixed_refused: list[MixedServer] = field(default_factory=list)  # tried and refused, with reasons
    best_mixed: MixedServer | None = None
    ranking: list[tuple[str, str, float]] = field(default_factory=list)  # (kind, label, annual USD), cheapest first
    best_kind: str = ""  # "per_workload" | "shared" | "mixed" | "missing": the cheapest of the ranking
    mixed_summary: str = ""  # one sentence on the best mixed server against the others
    # power of the per-workload plan: its owned (on-premises) lines; rentals draw at the provider
    per_workload_peak_kw: float = 0.0
    per_workload_typical_kw: float = 0.0
    per_workload_kwh_per_month: float = 0.0
    per_workload_electricity_usd_month: float = 0.0
    # the workloads left out of sharing (edge), their owned lines' power
    separate_peak_kw: float = 0.0
    separate_kwh_per_month: float = 0.0
    separate_electricity_usd_month: float = 0.0


def _shareable(w: Workload) -> bool:
    return not w.constraints.edge_deployment


_FIT_CONFIGS: dict[int, tuple] = {}


def _fit_configs(opt: HardwareOption) -> list[HardwareConfig]:
    """The configurations a shared server may give a workload: 1, 2, 4 … of its GPUs (as a
    service's count, and as a job's when the services leave that many free); the same objects for
    the same option (kept with it)."""
    hit = _FIT_CONFIGS.get(id(opt))
    if hit is None or hit[0] is not opt:
        if len(_FIT_CONFIGS) > 4096:
            _FIT_CONFIGS.clear()
        hit = _FIT_CONFIGS[id(opt)] = (opt, _make_fit_configs(opt))
    return hit[1]


def _make_fit_configs(opt: HardwareOption) -> list[HardwareConfig]:
    acc = opt.accelerator
    out = []
    for n in (1, 2, 4, 8, 16):
        if n > opt.gpu_count:
            break
        link = _link_for(acc, n) if n > 1 else ("unified" if acc.segment == "apple" else "single")
        out.append(HardwareConfig(accelerator=acc, count=n, link=link, memory_gb_per_device=opt.hw.memory_gb_per_device))
        if n == 1 and link != _link_for(acc, 1):
            out.append(HardwareConfig(accelerator=acc, count=1, link=_link_for(acc, 1),
                                      memory_gb_per_device=opt.hw.memory_gb_per_device))
    return out


def _fit_count(estimate, opt: HardwareOption, max_gpus: int):
    """Smallest power-of-two GPU count on this machine that holds the workload; with its estimate
    (``estimate``: hardware configuration -> Estimate of the workload)."""
    acc = opt.accelerator
    for n in (1, 2, 4, 8, 16):
        if n > max_gpus:
            break
        link = _link_for(acc, n) if n > 1 else ("unified" if acc.segment == "apple" else "single")
        hw = HardwareConfig(accelerator=acc, count=n, link=link, memory_gb_per_device=opt.hw.memory_gb_per_device)
        est = estimate(hw)
        if est.memory.fits and not est.reasons:
            return n, est
    return None, None


def _mig_share(estimate, opt: HardwareOption) -> float | None:
    """Share of one GPU a serving workload needs when the GPU supports MIG (slices of memory)."""
    acc = opt.accelerator
    if acc.mig_slices <= 1:
        return None
    hw1 = HardwareConfig(accelerator=acc, count=1, link="single", memory_gb_per_device=opt.hw.memory_gb_per_device)
    need = estimate(hw1).memory.total
    per_slice = acc.memory_gb * 1e9 / (acc.mig_slices + 1)  # a 7-slice part exposes 1/8 of memory per slice
    slices = math.ceil(need / per_slice)
    if slices >= acc.mig_slices:
        return None
    return slices / acc.mig_slices


def _shared_on(opt: HardwareOption, workloads: list[Workload], profiles: dict[str, Profile], a: Assumptions) -> SharedPlan:
    n = opt.gpu_count
    cal = office_calendar(a)
    office_month = cal.window_hours_per_month("office_hours")
    reasons: list[str] = []
    uses: list[SharedUse] = []
    held = 0.0  # GPUs held by services all month
    held_office = 0.0  # GPUs held by services in office hours only (free at night)
    mig_used = False
    # GPU-hours at busy power: a service's cards only while a request is in flight (its energy
    # share, engine.load.service_energy_share, as its own machine is costed), a job's all its hours
    energy_hours = 0.0
    # services first: they hold GPUs (all month, or in their time window)
    for w in workloads:
        if not (w.schedule.always_on or w.kind in ("llm_serving", "realtime_inference")):
            continue
        k, est = profiles.fit_count(w.id, opt, n)
        if k is None:
            reasons.append(translate("Plan", "{workload}: does not fit on {machine}").format(workload=w.name, machine=opt.label))
            continue
        share = float(k)
        if k == 1:
            mig = profiles.mig_share(w.id, opt)
            if mig is not None:
                share, mig_used = mig, True
        replicas = max(1, math.ceil((est.devices_needed or k) / k))
        share *= replicas
        if w.schedule.window == "office_hours":
            held_office += share
            uses.append(SharedUse(w.id, w.name, share, office_month, None, True))
            energy_hours += share * office_month * service_energy_share(w, est, cal.hours_per_day, replicas)
        else:
            held += share
            uses.append(SharedUse(w.id, w.name, share, HOURS_PER_MONTH, None, True))
            energy_hours += share * HOURS_PER_MONTH * service_energy_share(w, est, 24.0, replicas)
    if held + held_office > n + 1e-9:
        reasons.append(translate("Plan", "always-on serving needs {need} GPUs, the machine has {have}").format(
            need=f"{held + held_office:g}", have=n))
    if held > n + 1e-9:
        reasons.append(translate("Plan", "always-on serving needs {need} GPUs, the machine has {have}").format(
            need=f"{held:g}", have=n))
    used_hours = held * HOURS_PER_MONTH + held_office * office_month
    window_use: dict[str, float] = {}
    for w in workloads:
        if w.schedule.always_on or w.kind in ("llm_serving", "realtime_inference"):
            continue
        # night jobs (and flexible ones, when the day is taken) use the GPUs that office-hours
        # services leave free at night
        window = w.schedule.window
        free_day, free_night = n - held - held_office, n - held
        if window == "any" and free_day < 1 <= free_night:
            window = "nights"
        free = free_night if window == "nights" else free_day
        gpus = int(2 ** math.floor(math.log2(free))) if free >= 1 else 0
        if gpus < 1:
            reasons.append(translate("Plan", "{workload}: no GPU left after serving").format(workload=w.name))
            continue
        est = profiles.job_estimate(w.id, opt, gpus)
        if not est.memory.fits or est.time_per_run_h is None:
            reasons.append(translate("Plan", "{workload}: does not fit on {n} × {accelerator}").format(
                workload=w.name, n=gpus, accelerator=opt.accelerator.name))
            continue
        allowed = w.schedule.hours_allowed_per_run
        if allowed and est.time_per_run_h > allowed:
            reasons.append(translate("Plan", "{workload}: a run takes {hours} h, {allowed} h allowed").format(
                workload=w.name, hours=f"{est.time_per_run_h:,.1f}", allowed=f"{allowed:g}"))
        runs = w.schedule.runs_per_month if w.schedule.frequency != "once" else w.schedule.runs_per_period / (12 * w.schedule.horizon_years)
        hours = est.time_per_run_h * runs
        window_use[window] = window_use.get(window, 0.0) + hours
        used_hours += hours * gpus
        energy_hours += hours * gpus
        uses.append(SharedUse(w.id, w.name, float(gpus), hours, est.time_per_run_h, False))
    for window, hours in window_use.items():
        cap = cal.window_hours_per_month(window) * a.max_utilisation
        if hours > cap:
            reasons.append(translate("Plan", "jobs in the {window} window need {hours} h/month, {available} h available").format(
                window=_window_text(window), hours=f"{hours:,.0f}", available=f"{cap:,.0f}"))
    total_hours = sum(window_use.values())
    if total_hours > HOURS_PER_MONTH * a.max_utilisation:
        reasons.append(translate("Plan", "periodic jobs need {hours} h/month, more than the machine's usable hours").format(
            hours=f"{total_hours:,.0f}"))
    capacity = n * HOURS_PER_MONTH
    util = used_hours / capacity if capacity else 0.0
    annual = None
    power = None
    if opt.machine is not None:
        # the cards work the GPU-hours given to them: a service holds its own cards, not all of the
        # machine's, and draws busy power on them only while a request is in flight (the mixed
        # machine counts each group's own hours alike, _mixed_cost)
        busy = min(energy_hours / capacity * HOURS_PER_MONTH if capacity else 0.0, HOURS_PER_MONTH)
        cost = owned_monthly(opt.machine, Usage(hours_per_run=busy, runs_per_month=1.0), a)
        annual = cost.total * 12.0
        power = _machine_power(opt, busy / HOURS_PER_MONTH, a)
    return SharedPlan(
        option_key=opt.key,
        label=opt.label,
        gpu_count=n,
        workloads=uses,
        feasible=not reasons,
        reasons=reasons,
        annual_usd=annual,
        utilisation=util,
        mig_used=mig_used,
        power=power,
    )


def _machine_power(opt: HardwareOption, utilisation: float, a: Assumptions) -> PowerFigures:
    """Power of one owned machine at ``utilisation`` of the month (as ``OptionResult.power``)."""
    m = opt.machine
    tdp, count, host, share = owned_parts(opt.accelerator, opt.hw.count, m.busy_power_w)
    volts, amps = a.circuit()
    return power_figures(tdp_w=tdp, count=count, host_w=host, busy_share=share, idle_w=m.idle_power_w,
                         idle_share=a.idle_power_share, utilisation=utilisation, machines=1, owned=True,
                         pue=a.pue, usd_per_kwh=_usd_per_kwh(a), circuit_w=circuit_watts(volts, amps))


def _first_result(adv):
    """The advice's first result (the array path makes it alone, not the whole list)."""
    first = getattr(adv, "first_result", None)
    if first is not None:
        return first()
    return adv.results[0] if adv.results else None


def build_plan(document: ProjectDocument, advices: list, options: list[HardwareOption], a: Assumptions) -> ProjectPlan:
    lines: list[PlanLine] = []
    total = 0.0
    missing: list[str] = []
    best_by_wid: dict[str, object] = {}
    for adv in advices:
        w = adv.workload
        best = adv.best
        best_by_wid[w.id] = best
        if best is None:
            missing.append(w.name)
            if getattr(adv, "error", None):
                why = adv.error
            elif (first := _first_result(adv)) is not None:
                why = join_reasons(first.reasons)
            else:
                why = translate("Plan", "no hardware in the catalog")
            lines.append(PlanLine(adv.project_name, w.id, w.name, translate("Plan", "no feasible option"), "", None, "", None,
                                  why))
            continue
        total += best.annual_usd or 0.0
        lines.append(PlanLine(adv.project_name, w.id, w.name, best.label, best.option.category, best.option.owned,
                              best.cost_mode, best.annual_usd, best.explanation, power=_line_power(best)))
    plan = ProjectPlan(lines=lines, per_workload_annual_usd=None if missing else total, missing=missing)
    _plan_power(plan, {adv.workload.id for adv in advices if not _shareable(adv.workload)})

    shareable = [adv.workload for adv in advices if _shareable(adv.workload)]
    separate = sum((best_by_wid[adv.workload.id].annual_usd or 0.0) for adv in advices
                   if not _shareable(adv.workload) and best_by_wid.get(adv.workload.id) is not None)
    if len(shareable) >= 2:
        # candidates: owned machines feasible for the largest of the shareable workloads
        candidates = _shared_candidates(advices, options)
        # a workload that offloads its training state needs the host RAM for it on the shared server
        # too: the machine is priced with the most any of them needs (options.with_offload_ram)
        from .advisor import _host_ram_need
        from .options import with_offload_ram

        need = max((_host_ram_need(adv.profile) or 0.0 for adv in advices
                    if _shareable(adv.workload) and getattr(adv, "profile", None) is not None), default=0.0)
        if need > 0:
            candidates = with_offload_ram(candidates, need / 1e9)
        profiles = _Profiles(a, {adv.workload.id: adv for adv in advices if _shareable(adv.workload)})
        profiles.set_configs([hw for opt in candidates for hw in _fit_configs(opt)])
        # the five cheapest feasible servers: candidates in the order of the least a machine can
        # cost (its owned cost is linear in its busy hours: the lower of idle and busy all month),
        # until the next cannot cost less than the fifth found (the same five as trying them all)
        busy_least = _shared_busy_least(shareable, a)
        floors = [_shared_floor(opt, a, busy_least) for opt in candidates]
        found: list[tuple] = []  # (total, candidate index, plan)
        for j in sorted(range(len(candidates)), key=lambda j: (floors[j], j)):
            if len(found) >= 5:
                fifth = sorted(found, key=lambda t: t[:2])[4][0]
                if floors[j] + separate > fifth * (1.0 + 1e-9) + 1e-6:
                    break
            sp = _shared_on(candidates[j], shareable, profiles, a)
            sp.separate_annual_usd = separate
            if sp.feasible:
                total = sp.total_annual_usd
                found.append((total if total is not None else math.inf, j, sp))
        found.sort(key=lambda t: t[:2])  # cheapest first; equal totals in the candidates' order
        plans = [sp for _t, _j, sp in found]
        plan.shared = plans[:5]
        plan.best_shared = plans[0] if plans else None
        plan.mixed, plan.mixed_refused = _mixed_search([adv for adv in advices if _shareable(adv.workload)], a)
        for m in plan.mixed + plan.mixed_refused:
            m.separate_annual_usd = separate
        plan.best_mixed = plan.mixed[0] if plan.mixed else None
    plan.recommendation_kind, plan.recommendation = _recommend(plan, len(shareable))
    plan.ranking = _ranking(plan)
    plan.best_kind = "missing" if plan.per_workload_annual_usd is None else (plan.ranking[0][0] if plan.ranking else "")
    plan.mixed_summary = _mixed_summary(plan)
    if plan.best_kind == "mixed":
        plan.recommendation = translate(
            "Plan", "One mixed {machine} for the shareable workloads is cheaper than the per-workload plan and than any "
                    "single-type shared server.").format(machine=plan.best_mixed.label)
    return plan


def _owned_floor(opt: HardwareOption, a: Assumptions, busy_least: float = 0.0) -> float:
    """The least ``opt``'s machine can cost a year: engine.cost.owned_monthly's fixed part plus its
    energy busy ``busy_least`` hours (idle the rest) or busy all month, whichever costs less (the
    energy is linear in the busy hours), written out (no cost objects: it runs for every
    candidate).  A shared server on it busy at least ``busy_least`` hours a month costs at least
    this (the search allows for rounding)."""
    m = opt.machine
    if m is None:
        return math.inf
    c0 = m.purchase_usd
    fixed = (c0 * (1.0 - a.resale_share(m.segment)) / a.useful_life_months + c0 * a.cost_of_capital / 12.0
             + c0 * a.support_share(m.segment) / 12.0 + a.colocation_usd_per_kw_month * m.busy_power_w / 1000.0
             + a.staff_hours_per_server_month * a.staff_rate_twd_per_hour / a.usd_to_twd)
    if busy_least > 0.0:
        watt_hours = min(busy_least * m.busy_power_w + (HOURS_PER_MONTH - busy_least) * m.idle_power_w,
                         HOURS_PER_MONTH * m.busy_power_w)
    else:
        watt_hours = HOURS_PER_MONTH * min(m.busy_power_w, m.idle_power_w)
    energy = watt_hours * (a.pue * _usd_per_kwh(a) / 1000.0)
    return (fixed + energy) * 12.0


def _shared_floor(opt: HardwareOption, a: Assumptions, busy_least: float) -> float:
    """The least a shared server on ``opt`` costs a year when its services hold a card
    ``busy_least`` hours a month (_shared_busy_least): a service holds one card at least (or one
    MIG slice of one), and the machine is busy its cards' share of the month (_shared_on)."""
    return _owned_floor(opt, a, busy_least / (opt.gpu_count * max(1, opt.accelerator.mig_slices)))


def _shared_busy_least(workloads: list[Workload], a: Assumptions) -> float:
    """The fewest hours a month a service holds a card of any feasible shared server for
    ``workloads`` (_shared_on; the machine is busy that share of its cards): all month when a service
    holds GPUs outside office hours only, the office hours when a service holds them then, else none
    (the jobs may take no time).  A service with a known load draws busy power only while a
    request is in flight (a share that depends on the card: at least none), so only services
    without one count."""
    services = [w for w in workloads if (w.schedule.always_on or w.kind in ("llm_serving", "realtime_inference"))
                and not (w.kind in SERVICE_KINDS and effective_load(w).rps_peak)]
    if any(w.schedule.window != "office_hours" for w in services):
        return HOURS_PER_MONTH
    if services:
        return min(office_calendar(a).window_hours_per_month("office_hours"), HOURS_PER_MONTH)
    return 0.0


def _hw_key(hw: HardwareConfig) -> tuple:
    return (hw.accelerator.name, hw.count, hw.link, hw.memory_gb_per_device, hw.nodes, hw.node_gbps)


class _Profiles(dict):
    """Workload id -> its profile (engine.estimate.prepare), taken from the advice when it carries
    one (``WorkloadAdvice.profile``), else prepared on first use: a plan with no single-type
    candidate prepares nothing."""

    def __init__(self, a: Assumptions, advices: dict[str, object]):
        super().__init__()
        self._a = a
        self._advices = advices
        self._configs: tuple[HardwareConfig, ...] = ()
        self._index: dict[tuple, int] = {}
        self._arrays: dict[str, object] = {}
        # per workload and card (and memory, count): what the shared-server search asks, kept for
        # the plan (many candidate machines carry the same card)
        self._memo: dict[tuple, object] = {}

    def fit_count(self, wid: str, opt: HardwareOption, max_gpus: int):
        """_fit_count of the workload on ``opt``'s cards (kept per card, memory and count)."""
        key = ("fit", wid, id(opt.accelerator), opt.hw.memory_gb_per_device, max_gpus)
        hit = self._memo.get(key)
        if hit is None:
            hit = self._memo[key] = _fit_count(lambda hw: self.estimate(wid, hw), opt, max_gpus)
        return hit

    def mig_share(self, wid: str, opt: HardwareOption):
        """_mig_share of the workload on ``opt``'s cards (kept per card and memory)."""
        key = ("mig", wid, id(opt.accelerator), opt.hw.memory_gb_per_device)
        if key not in self._memo:
            self._memo[key] = _mig_share(lambda hw: self.estimate(wid, hw), opt)
        return self._memo[key]

    def job_estimate(self, wid: str, opt: HardwareOption, gpus: int):
        """The workload's estimate on ``gpus`` of ``opt``'s cards (kept per card, memory and count)."""
        key = ("job", wid, id(opt.accelerator), opt.hw.memory_gb_per_device, gpus)
        hit = self._memo.get(key)
        if hit is None:
            acc = opt.accelerator
            hw = HardwareConfig(accelerator=acc, count=gpus, link=_link_for(acc, gpus),
                                memory_gb_per_device=opt.hw.memory_gb_per_device)
            hit = self._memo[key] = self.estimate(wid, hw)
        return hit

    def set_configs(self, configs: list[HardwareConfig]) -> None:
        """The configurations the candidates may give a workload: each workload is estimated on
        all of them at once (engine.vector) when first asked.  The distinct ones are kept per list
        of configuration objects (the same tuple for the same candidates: engine.vector keeps its
        per-device columns per tuple)."""
        ckey = tuple(map(id, configs))
        hit = _CONFIG_SETS.get(ckey)
        if hit is None or len(hit[0]) != len(configs) or any(x is not y for x, y in zip(hit[0], configs)):
            index: dict[tuple, int] = {}
            kept = []
            for hw in configs:
                key = _hw_key(hw)
                if key not in index:
                    index[key] = len(kept)
                    kept.append(hw)
            if len(_CONFIG_SETS) > 16:
                _CONFIG_SETS.clear()
            hit = _CONFIG_SETS[ckey] = (list(configs), tuple(kept), index)
        self._configs, self._index, self._arrays, self._memo = hit[1], hit[2], {}, {}

    def estimate(self, wid: str, hw: HardwareConfig):
        """The workload's estimate on ``hw`` (from the arrays when ``hw`` is a registered one).

        Kept between plans for the same profile object (an unchanged workload's advice, and so its
        profile, comes from the advice cache): after an edit only the edited workload is estimated
        on the shared servers again."""
        prof = self[wid]
        hk = _hw_key(hw)
        memo = _PLAN_ESTIMATES.get(id(prof))
        if memo is None or memo[0] is not prof:
            if len(_PLAN_ESTIMATES) > 256:
                _PLAN_ESTIMATES.clear()
            memo = _PLAN_ESTIMATES[id(prof)] = (prof, {})
        hit = memo[1].get(hk)
        if hit is not None:
            return hit
        i = self._index.get(hk)
        # the advice's ranking estimated most of these configurations with this profile already
        adv = self._advices.get(wid)
        est = adv.profile_estimate(hk) if prof is getattr(adv, "profile", None) and hasattr(adv, "profile_estimate") else None
        if est is not None:
            pass
        elif i is None:
            est = estimate_profile(prof, hw)
        else:
            arrays = self._arrays.get(wid)
            if arrays is None:
                arrays = self._arrays[wid] = estimate_many(prof, self._configs)
            est = arrays.estimate(i)
        memo[1][hk] = est
        return est


    def __missing__(self, wid: str):
        adv = self._advices[wid]
        prof = getattr(adv, "profile", None)
        if prof is None:
            prof = prepare(adv.workload, self._a)
        self[wid] = prof
        return prof


# (ids of the configurations) -> (those configurations, the distinct ones, their index): _Profiles.set_configs
_CONFIG_SETS: dict[tuple, tuple] = {}

#: profile id -> (the profile, {hardware key: Estimate}) of the shared-server estimates (see
#: _Profiles.estimate); the profile is kept with its entry so that its id stays its own
_PLAN_ESTIMATES: dict[int, tuple] = {}


def forget_estimates() -> None:
    """Drop what is kept of the workloads between plans (an advise from scratch): the shared-server
    estimates and the mixed machines' group uses (the chassis picks are the catalog's: kept)."""
    _PLAN_ESTIMATES.clear()
    _GROUP_USES.clear()


def _line_power(best) -> PowerFigures | None:
    try:
        return best.power
    except (AttributeError, TypeError, ValueError):  # a result without an option or assumptions
        return None


def _plan_power(plan: ProjectPlan, separate_ids: set[str]) -> None:
    """Totals of the per-workload plan's owned lines (drawn and billed on premises), and of the
    owned lines left out of sharing (edge)."""
    for ln in plan.lines:
        if not ln.on_premises:
            continue
        pw = ln.power
        plan.per_workload_peak_kw += pw.peak_kw_total
        plan.per_workload_typical_kw += pw.typical_kw * pw.machines
        plan.per_workload_kwh_per_month += pw.kwh_per_month
        plan.per_workload_electricity_usd_month += pw.electricity_usd_month
        if ln.workload_id in separate_ids:
            plan.separate_peak_kw += pw.peak_kw_total
            plan.separate_kwh_per_month += pw.kwh_per_month
            plan.separate_electricity_usd_month += pw.electricity_usd_month


def _ranking(plan: ProjectPlan) -> list[tuple[str, str, float]]:
    """The per-workload plan, the best single-type and the best mixed shared server, cheapest first."""
    out: list[tuple[str, str, float]] = []
    if plan.per_workload_annual_usd is not None:
        out.append(("per_workload", translate("Plan", "per-workload plan"), plan.per_workload_annual_usd))
    if plan.best_shared is not None and plan.best_shared.total_annual_usd is not None:
        out.append(("shared", plan.best_shared.label, plan.best_shared.total_annual_usd))
    if plan.best_mixed is not None and plan.best_mixed.total_annual_usd is not None:
        out.append(("mixed", plan.best_mixed.label, plan.best_mixed.total_annual_usd))
    order = {"per_workload": 0, "shared": 1, "mixed": 2}  # ties: the simpler plan first
    return sorted(out, key=lambda t: (t[2], order[t[0]]))


def _mixed_summary(plan: ProjectPlan) -> str:
    m = plan.best_mixed
    if m is None:
        return ""
    if plan.best_kind == "mixed":
        return translate("Plan", "The mixed {machine} is the cheapest plan.").format(machine=m.label)
    best = plan.ranking[0] if plan.ranking else None
    if best is None:
        return ""
    return translate("Plan", "The best mixed server, {machine}, costs {ratio}× the cheapest plan ({best}).").format(
        machine=m.label, ratio=f"{m.total_annual_usd / max(best[2], 1e-9):.1f}", best=best[1])


def _shared_candidates(advices: list, options: list[HardwareOption]) -> list[HardwareOption]:
    """Owned options on which every shareable workload fits on its own (from the advice already made):
    a clean fit, the software supported, its runs on time — no tight or experimental machine is
    proposed as the shared server."""
    ok: dict[str, int] = {}
    n_share = 0
    for adv in advices:
        if not _shareable(adv.workload):
            continue
        n_share += 1
        keys = getattr(adv, "owned_fit_keys", None)  # kept by the advice: not 600 statuses a workload
        if keys is None:
            keys = {r.option.key for r in adv.results if r.option.owned and r.status == "fits"}
        for key in keys:
            ok[key] = ok.get(key, 0) + 1
    keys = {k for k, v in ok.items() if v == n_share}
    return [o for o in options if o.owned and o.key in keys]


def _recommend(plan: ProjectPlan, n_shareable: int = 2) -> tuple[str, str]:
    """(kind, sentence): kind "missing", "shared" or "per_workload"; the sentence for people.
    ``n_shareable``: the workloads that may share a machine; a shared server is weighed only for two
    or more, so with fewer none was looked for (not "none can run them")."""
    if plan.per_workload_annual_usd is None:
        return "missing", translate("Plan", "Some workloads have no feasible option: {workloads}.").format(
            workloads=join_list(plan.missing))
    if n_shareable < 2:
        return "per_workload", translate(
            "Plan", "Fewer than two workloads may share a machine, so each runs on its own best option.")
    if plan.best_shared and plan.best_shared.total_annual_usd is not None:
        shared = plan.best_shared.total_annual_usd
        if shared < plan.per_workload_annual_usd:
            return "shared", translate(
                "Plan", "One {machine} for the shareable workloads is cheaper than the per-workload plan.").format(
                machine=plan.best_shared.label)
        return "per_workload", translate("Plan", "The per-workload plan is cheaper than one shared server.")
    return "per_workload", translate("Plan", "No single owned machine can run every shareable workload.")


def _window_text(window: str) -> str:
    from gpuadvisor.labels import window_label

    return window_label(window)


# ---------------------------------------------------------------------------------------------
# mixed shared servers: cards of different types in one chassis (engine.chassis)

#: The search's bounds: the cheapest clean-fitting owned options of each service, of each job, and
#: the service combinations and job groups tried (a handful of arithmetic checks each).
MIXED_SERVICE_OPTIONS = 4
MIXED_JOB_OPTIONS = 2
MIXED_MAX_SERVICE_COMBOS = 8
MIXED_MAX_JOB_GROUPS = 5
#: More services than this cannot each get a group of cards in one chassis (8 slots, a jobs group);
#: more jobs than this are not one machine's work (and would make the search long): no mixed server.
MIXED_MAX_SERVICES = 7
MIXED_MAX_JOBS = 16

_WINDOWS = ("office_hours", "nights")


def _is_service(w: Workload) -> bool:
    return w.schedule.always_on or w.kind in ("llm_serving", "realtime_inference")


def _windows_of(window: str) -> frozenset[str]:
    """The calendar windows a schedule window covers: office hours and nights make the whole month."""
    if window == "office_hours":
        return frozenset({"office_hours"})
    if window == "nights":
        return frozenset({"nights"})
    return frozenset(_WINDOWS)


@dataclass(frozen=True)
class MonthHours:
    month: int  # 1-12
    days: int
    office_hours: float
    night_hours: float
    mondays: int  # weekly runs: one on each week's Monday

    def window(self, name: str) -> float:
        if name == "office_hours":
            return self.office_hours
        if name == "nights":
            return self.night_hours
        return 24.0 * self.days


_WINDOW_HOURS: dict[tuple, tuple] = {}


def _window_hours(months: tuple, name: str) -> list[float]:
    """[month.window(name) for month in months], kept per month table (the mixed search asks it
    for every group of every machine it tries)."""
    key = (id(months), name)
    hit = _WINDOW_HOURS.get(key)
    if hit is None or hit[0] is not months:
        if len(_WINDOW_HOURS) > 64:
            _WINDOW_HOURS.clear()
        hit = _WINDOW_HOURS[key] = (months, [mo.window(name) for mo in months])
    return hit[1]


@lru_cache(maxsize=16)
def month_table(cal: OfficeCalendar) -> tuple[MonthHours, ...]:
    """The 12 months of the calendar's reference year (engine.calendar: its office days, office
    hours and, when taken off, the Taiwanese holidays): days, office hours, night hours, Mondays.
    The months' office hours add up to ``cal.office_hours_per_year``."""
    wanted = {WEEKDAYS.index(d) for d in cal.days}
    off = {_dt.date.fromisoformat(iso) for iso, _name in TAIWAN_HOLIDAYS_2026} if cal.holidays else set()
    out = []
    for month in range(1, 13):
        first = _dt.date(REFERENCE_YEAR, month, 1)
        nxt = _dt.date(REFERENCE_YEAR + (month == 12), month % 12 + 1, 1)
        days = (nxt - first).days
        dates = [first + _dt.timedelta(days=i) for i in range(days)]
        working = sum(1 for d in dates if d.weekday() in wanted and d not in off)
        office = working * cal.hours_per_day
        out.append(MonthHours(month, days, office, 24.0 * days - office, sum(1 for d in dates if d.weekday() == 0)))
    return tuple(out)


def runs_in_month(w: Workload, month: MonthHours) -> float:
    """Runs of a job in one calendar month: daily every day, weekly every Monday (4 or 5), monthly
    once, quarterly in months 1/4/7/10; a one-off job spread over its planning horizon."""
    s = w.schedule
    f = s.frequency
    if f == "daily":
        return month.days * s.runs_per_period
    if f == "weekly":
        return month.mondays * s.runs_per_period
    if f == "monthly":
        return float(s.runs_per_period)
    if f == "quarterly":
        return float(s.runs_per_period) if month.month in (1, 4, 7, 10) else 0.0
    if f == "once":
        return s.runs_per_period / (12.0 * s.horizon_years)
    return 0.0


def _clean_owned(r) -> bool:
    """A clean fit (no tight or experimental machine), owned, one machine, priced, in one chassis."""
    opt = r.option
    return (opt.owned and r.feasible and opt.machine is not None and opt.quote is None and r.replicas == 1
            and opt.hw.nodes == 1 and r.annual_usd is not None and _chassis.is_pcie_card(opt.accelerator)
            and r.status == "fits")


def _kept(adv, key: tuple, make):
    """``make()``, kept on the advice ``adv`` (its ``_derived``) while its results are the same (the
    lazy ranking's, or the same list): an unchanged workload's advice is reused from the cache at
    every re-advise, and the plan asks it the same questions each time (what an answer reads:
    the advice's results, its workload's content, which the advice cache's key holds, and ``key``)."""
    d = getattr(adv, "_derived", None)
    if d is None:
        return make()
    made = adv.__dict__.get("_results")
    hit = d.get(key)
    if hit is not None and hit[0] is made:
        return hit[1]
    value = make()
    d[key] = (made, value)
    return value


def _cheapest(adv, k: int, extra_names: tuple[str, ...] = ()) -> list:
    """The ``k`` cheapest clean-fitting owned options of one workload (one per accelerator and
    count), and the cheapest of each accelerator named in ``extra_names`` (kept: _kept)."""
    return list(_kept(adv, ("plan.cheapest", k, extra_names), lambda: _find_cheapest(adv, k, extra_names)))


def _find_cheapest(adv, k: int, extra_names: tuple[str, ...] = ()) -> list:
    rows = getattr(adv, "clean_owned_rows", lambda _f: None)(_chassis.is_pcie_card)
    if rows is None:  # the results exist: read them
        rows = [(r.annual_usd, r.option, (lambda r=r: r))
                for r in adv.owned_feasible() if _clean_owned(r)]
    ranked = sorted(rows, key=lambda t: t[0])
    out, seen, names = [], set(), []
    for _annual, opt, make in ranked:
        hw = (opt.accelerator.name, opt.gpu_count)
        if hw in seen:
            continue
        if len(out) < k or (opt.accelerator.name in extra_names and opt.accelerator.name not in names):
            out.append(make())
            names.append(opt.accelerator.name)
            seen.add(hw)
    return out


def _mixed_search(advices: list, a: Assumptions) -> tuple[list[MixedServer], list[MixedServer]]:
    """(feasible mixed machines, cheapest first; refused ones, with reasons) for the shareable
    workloads' advice.  Needs at least one service and one job (otherwise a mixed machine has
    nothing to separate)."""
    from .advisor import WELL_KNOWN

    if any(not adv.result_count for adv in advices):
        return [], []
    services = [adv for adv in advices if _is_service(adv.workload)]
    jobs = [adv for adv in advices if not _is_service(adv.workload)]
    if not services or not jobs:
        return [], []
    if len(services) > MIXED_MAX_SERVICES or len(jobs) > MIXED_MAX_JOBS:
        return [], []
    # options per service so that their combinations stay within MIXED_MAX_SERVICE_COMBOS (4 for
    # one service, 2 each for two or three, 1 each beyond)
    k = MIXED_SERVICE_OPTIONS if len(services) == 1 else max(
        1, int(MIXED_MAX_SERVICE_COMBOS ** (1.0 / len(services)) + 1e-9))
    per_service = [_cheapest(adv, k) for adv in services]
    if any(not c for c in per_service):
        return [], []
    combos = sorted(itertools.product(*per_service), key=lambda c: sum(_cards_usd(r.option) for r in c))
    combos = combos[:MIXED_MAX_SERVICE_COMBOS]
    job_opts: dict[str, HardwareOption] = {}
    for adv in jobs:
        for r in _cheapest(adv, MIXED_JOB_OPTIONS, WELL_KNOWN):
            job_opts.setdefault(r.option.key, r.option)
    by_key = {adv.workload.id: _OwnedLookup(adv) for adv in advices}
    cal = office_calendar(a)

    def holds(opt: HardwareOption) -> int:  # jobs that run on these cards in their own window
        return sum(_kept_job_fit(adv, by_key, opt.key, _windows_of(adv.workload.schedule.window), cal) is not None
                   for adv in jobs)

    # the cards that hold the most jobs first (the rest would lean on the service cards), then the cheapest
    job_groups = sorted(job_opts.values(), key=lambda o: (-holds(o), _cards_usd(o)))[:MIXED_MAX_JOB_GROUPS]
    months = month_table(cal)
    volts, _amps = a.circuit()
    runs = {adv.workload.id: [runs_in_month(adv.workload, mo) for mo in months] for adv in jobs}
    ok: list[MixedServer] = []
    refused: list[MixedServer] = []
    memo: dict = {}  # what the machines tried share: a group's use month by month, a chassis pick
    # one maker's cards per machine (one driver stack, CUDA or ROCm), unless a workload limited to
    # one maker needs its cards beside the others' (Constraints.vendor)
    one_maker = not any(adv.workload.constraints.vendor for adv in advices)
    for combo in combos:
        service_accs = {r.option.accelerator.name for r in combo}
        makers = {r.option.accelerator.vendor for r in combo}
        for jopt in job_groups:
            if jopt.accelerator.name in service_accs:
                continue  # one card type: the single-type shared server's case
            if one_maker and len(makers | {jopt.accelerator.vendor}) > 1:
                continue
            m = _mixed_on(list(zip(services, combo)), jobs, jopt, by_key, cal, months, runs, volts, a, memo)
            (ok if m.feasible else refused).append(m)
    ok.sort(key=lambda m: (m.annual_usd if m.annual_usd is not None else math.inf, m.purchase_usd))
    return ok, refused


class _OwnedLookup:
    """option key -> a workload's owned result, made when asked (the mixed search looks up a few)."""

    __slots__ = ("adv", "_seen")

    def __init__(self, adv) -> None:
        self.adv, self._seen = adv, {}

    def get(self, key: str):
        if key not in self._seen:
            self._seen[key] = self.adv.owned_result(key)
        return self._seen[key]

    def __getitem__(self, key: str):
        r = self.get(key)
        if r is None:
            raise KeyError(key)
        return r


def evaluate_mixed(advices: list, a: Assumptions, service_options: dict[str, str], jobs_option: str) -> MixedServer:
    """One mixed machine of the caller's choosing: each service (workload id) on the cards of the
    owned option named in ``service_options`` (option key), the jobs on ``jobs_option``'s cards;
    checked and priced as the search does (a card combination someone proposes, say)."""
    shareable = [adv for adv in advices if _shareable(adv.workload)]
    services = [adv for adv in shareable if _is_service(adv.workload)]
    jobs = [adv for adv in shareable if not _is_service(adv.workload)]
    by_key = {adv.workload.id: {r.option.key: r for r in adv.owned_results()} for adv in shareable}
    pairs = [(adv, by_key[adv.workload.id][service_options[adv.workload.id]]) for adv in services]
    jopt = next(r.option for adv in shareable for r in adv.results if r.option.key == jobs_option)
    cal = office_calendar(a)
    months = month_table(cal)
    runs = {adv.workload.id: [runs_in_month(adv.workload, mo) for mo in months] for adv in jobs}
    m = _mixed_on(pairs, jobs, jopt, by_key, cal, months, runs, a.circuit()[0], a)
    m.separate_annual_usd = sum(adv.best.annual_usd or 0.0 for adv in advices
                                if not _shareable(adv.workload) and adv.best is not None)
    return m


def _cards_usd(opt: HardwareOption) -> float:
    return (opt.accelerator.price_usd or 0.0) * opt.gpu_count


def _group_for(opt: HardwareOption, role: str, window: str) -> DeviceGroup:
    acc = opt.accelerator
    return DeviceGroup(role=role, option_key=opt.key, accelerator=acc.name, count=opt.gpu_count,
                       tdp_w=_chassis.card_tdp_w(acc), unit_price_usd=float(acc.price_usd or 0.0),
                       segment="consumer" if acc.segment == "consumer" else "datacenter", window=window)


def _kept_job_fit(adv, by_key: dict, key: str, windows: frozenset[str], cal: OfficeCalendar) -> float | None:
    """_job_fit of the job ``adv`` on the cards of the owned option ``key``, kept on the advice
    (_kept; ``cal`` is one calendar per set of office hours, engine.calendar.office_calendar)."""
    w = adv.workload
    hit = _kept(adv, ("plan.job_fit", key, windows, id(cal)),
                lambda: (cal, _job_fit(by_key[w.id].get(key), windows, w, cal)))
    if hit[0] is not cal:  # (another calendar under a reused id)
        return _job_fit(by_key[w.id].get(key), windows, w, cal)
    return hit[1]


def _job_fit(r, windows: frozenset[str], w: Workload, cal: OfficeCalendar) -> float | None:
    """Hours per run of a job on a group's cards when it may run only in ``windows`` (None: it
    does not fit there, or a run outlasts its allowed hours inside them)."""
    if r is None or not r.feasible or r.status != "fits" or r.replicas != 1:
        return None
    hours = r.estimate.time_per_run_h
    if hours is None:
        return None
    allowed = w.schedule.hours_allowed_per_run
    if allowed and len(windows) == 1:
        (only,) = windows
        if cal.wall_hours(only, hours) > allowed * (1.0 + 1e-9):
            return None
    return hours


def _mixed_on(services: list, jobs: list, jopt: HardwareOption, by_key: dict, cal: OfficeCalendar,
              months: tuple[MonthHours, ...], runs: dict[str, list[float]], volts: float, a: Assumptions,
              memo: dict | None = None) -> MixedServer:
    """One mixed machine: each service on its own option's cards, the jobs on ``jopt``'s cards.
    ``memo``: kept by the caller over the machines of one search (the same months, runs and
    assumptions): a group's use and loads by its held windows and jobs, a chassis by its cards."""
    groups: list[DeviceGroup] = []
    uses: list[MixedUse] = []
    reasons: list[str] = []
    held: list[frozenset[str]] = []  # windows each group's service holds
    for adv, r in services:
        w = adv.workload
        g = _group_for(r.option, "service", w.schedule.window)
        if r.usage is not None:
            g.energy_share = r.usage.energy_share
        g.workloads.append(w.name)
        g.workload_ids.append(w.id)
        groups.append(g)
        held.append(_windows_of(w.schedule.window))
    jg = len(groups)
    groups.append(_group_for(jopt, "jobs", "any"))
    held.append(frozenset())
    # jobs: on the jobs group in their window; else on a service group outside its service's window
    placed: list[tuple[int, frozenset[str], float, object]] = []  # (group, windows, hours per run, advice)
    movable: dict[str, list[tuple[int, frozenset[str], float]]] = {}  # other places a job could go
    for adv in jobs:
        w = adv.workload
        allowed = _windows_of(w.schedule.window)
        spots = []
        for gi, g in enumerate(groups):
            windows = allowed - held[gi]
            if not windows:
                continue
            fk = ("fit", w.id, g.option_key, windows)
            hours = memo.get(fk, fk) if memo is not None else fk
            if hours is fk:  # (kept over the search: None is an answer)
                hours = (_kept_job_fit(adv, by_key, g.option_key, windows, cal) if memo is not None  # (the search's)
                         else _job_fit(by_key[w.id].get(g.option_key), windows, w, cal))
                if memo is not None:
                    memo[fk] = hours
            if hours is not None:
                spots.append((gi, windows, hours))
        if not spots:
            reasons.append(translate("Plan", "{workload}: runs neither on {jobs} nor, outside its service's hours, on "
                                             "the service cards").format(workload=w.name, jobs=groups[jg].label))
            continue
        first = next((s for s in spots if s[0] == jg), spots[0])
        placed.append((first[0], first[1], first[2], adv))
        movable[w.id] = [s for s in spots if s is not first]
    # the jobs group full in some month: move jobs that may go elsewhere, the longest first
    table = _use_table(groups, held, placed, months, runs, a, memo)
    loads = _loads(table, months, memo)
    if any(not ld.ok for ld in loads if ld.group == jg):
        for i in sorted(range(len(placed)), key=lambda i: -placed[i][2]):
            gi, _windows, _h, adv = placed[i]
            alt = movable.get(adv.workload.id) or []
            if gi != jg or not alt:
                continue
            trial = list(placed)
            trial[i] = (alt[0][0], alt[0][1], alt[0][2], adv)
            trial_table = _use_table(groups, held, trial, months, runs, a, memo)
            trial_loads = _loads(trial_table, months, memo)
            if sum(not ld.ok for ld in trial_loads) < sum(not ld.ok for ld in loads):
                placed, table, loads = trial, trial_table, trial_loads
            if all(ld.ok for ld in loads):
                break
    for ld in loads:
        if not ld.ok:
            reasons.append(translate(
                "Plan", "{cards} in {window}: {hours} h needed in month {month}, {available} h available").format(
                cards=groups[ld.group].label, window=_window_text(ld.window), hours=f"{ld.used_hours:,.0f}",
                month=ld.month, available=f"{ld.available_hours:,.0f}"))
    # who runs where, and each group's average busy hours
    for gi, g in enumerate(groups):
        if g.role == "service":
            hk = ("held", held[gi])
            hours = memo.get(hk) if memo is not None else None
            if hours is None:
                per_month = [_window_hours(months, x) for x in held[gi]]
                hours = sum(sum(col[mi] for col in per_month) for mi in range(len(months))) / 12.0
                if memo is not None:
                    memo[hk] = hours
            uses.append(MixedUse(g.workload_ids[0], g.workloads[0], gi, g.window, None, hours, True))
            # its cards at busy power only while a request is in flight (the service's own option,
            # priced as owned: Usage.energy_share)
            g.busy_hours_per_month += hours * g.energy_share
    job_windows: dict[int, set[str]] = {}
    for gi, windows, hours, adv in placed:
        w = adv.workload
        monthly = sum(runs[w.id]) / 12.0 * hours
        where = next(iter(windows)) if len(windows) == 1 else "any"
        uses.append(MixedUse(w.id, w.name, gi, where, hours, monthly, False))
        groups[gi].workloads.append(w.name)
        groups[gi].workload_ids.append(w.id)
        groups[gi].busy_hours_per_month += monthly
        job_windows.setdefault(gi, set()).update(windows)
    jw = job_windows.get(jg, set())
    groups[jg].window = "any" if len(jw) != 1 else next(iter(jw))
    # chassis: the cheapest that takes every card
    cards = [(_accelerator_of(g, services, jopt), g.count) for g in groups]
    ck = ("pick", tuple((id(acc), count) for acc, count in cards), volts)
    picked = memo.get(ck) if memo is not None else None
    if picked is None:
        picked = _pick(cards, volts)
        if memo is not None:
            memo[ck] = (picked, cards)  # (the cards kept: their ids stay theirs)
    else:
        picked = picked[0]
    fit, last = picked
    chk = fit or last
    if fit is None:
        reasons.extend(last.reasons)
    if not groups[jg].workloads:
        reasons.append(translate("Plan", "no job runs on {cards}").format(cards=groups[jg].label))
    label = translate("Plan", "{chassis} ({psu}) · {cards}").format(
        chassis=chk.chassis.label, psu=chk.chassis.psu_text, cards=" + ".join(g.label for g in groups))
    notes = list(chk.notes)
    ram_usd = _mixed_ram(services, jobs, chk.chassis, reasons, notes, memo)
    purchase = chk.chassis.host_price_usd + ram_usd + sum(g.purchase_usd for g in groups)
    power, annual = _mixed_cost(groups, table, chk, a, ram_usd)
    if power.over_circuit:
        volts_, amps = a.circuit()
        notes.append(translate("Plan", "draws up to {peak} kW: more than a {volts} V/{amps} A office circuit carries "
                                       "continuously ({limit} kW); plan a dedicated circuit").format(
            peak=f"{power.peak_kw:.1f}", volts=f"{volts_:g}", amps=f"{amps:g}", limit=f"{power.circuit_w / 1000.0:.1f}"))
    return MixedServer(label=label, chassis=chk.chassis, groups=groups, uses=uses, loads=loads, feasible=not reasons,
                       reasons=reasons, notes=notes, purchase_usd=purchase, annual_usd=annual, peak_w=chk.peak_w,
                       psu_w=chk.chassis.psu_w, power=power)


#: (cards as (accelerator id, count), volts, language) -> (the cards, chassis.pick's answer): the
#: chassis a set of cards goes in, kept between plans (each re-advise tries the same card sets)
_PICKS: dict[tuple, tuple] = {}


def _pick(cards: list, volts: float):
    """_chassis.pick(cards, volts), kept per card set, voltage and language (its reasons are text)."""
    key = (tuple((id(acc), count) for acc, count in cards), volts, current_language())
    hit = _PICKS.get(key)
    if hit is None or any(x is not y for (x, _n), (y, _m) in zip(hit[0], cards)):
        if len(_PICKS) > 1024:
            _PICKS.clear()
        hit = _PICKS[key] = (list(cards), _chassis.pick(cards, volts))
    return hit[1]


def _accelerator_of(g: DeviceGroup, services: list, jopt: HardwareOption):
    if g.option_key == jopt.key:
        return jopt.accelerator
    for _adv, r in services:
        if r.option.key == g.option_key:
            return r.option.accelerator
    raise KeyError(g.option_key)


@dataclass
class _Use:
    """One group's hours in one window, month by month."""

    used: list[float]
    available: list[float]
    held: bool


def _use_table(groups, held, placed, months, runs, a: Assumptions, memo: dict | None = None) -> dict[tuple[int, str], _Use]:
    """(group, window) -> its use month by month.  A held window is the service's whole window;
    jobs may use ``max_utilisation`` of a free one, and those that may run in both windows fill
    the nights first, then the office hours.  ``memo`` (see _mixed_on): each group's use kept by
    its held windows and its jobs (windows, hours per run, workload), read only."""
    out: dict[tuple[int, str], _Use] = {}
    for gi in range(len(groups)):
        mine = tuple((windows, hours, adv.workload.id) for pg, windows, hours, adv in placed if pg == gi)
        key = ("use", held[gi], mine)
        hit = memo.get(key) if memo is not None else None
        if hit is None:
            hit = _kept_group_use(held[gi], mine, months, runs, a)
            if memo is not None:
                memo[key] = hit
        for x in _WINDOWS:
            out[(gi, x)] = hit[x]
    return out


#: _group_use's answers kept between plans (a re-advise tries the same groups again): by the held
#: windows, the jobs, their runs month by month, the months and the usable share of a window
_GROUP_USES: dict[tuple, tuple] = {}


def _kept_group_use(held: frozenset[str], jobs: tuple, months, runs, a: Assumptions) -> dict[str, _Use]:
    """_group_use, kept between plans (its _Use objects are read, never changed)."""
    key = (held, jobs, tuple(tuple(runs[wid]) for _w, _h, wid in jobs), id(months), a.max_utilisation)
    hit = _GROUP_USES.get(key)
    if hit is None or hit[0] is not months:
        if len(_GROUP_USES) > 4096:
            _GROUP_USES.clear()
        hit = _GROUP_USES[key] = (months, _group_use(held, jobs, months, runs, a))
    return hit[1]


def _group_use(held: frozenset[str], jobs: tuple, months, runs, a: Assumptions) -> dict[str, _Use]:
    """One group's use of each window, month by month (``jobs``: (windows, hours per run, workload id))."""
    n = len(months)
    only = {"office_hours": [0.0] * n, "nights": [0.0] * n}
    flexible = [0.0] * n
    for windows, hours, wid in jobs:
        target = flexible if len(windows) == 2 else only[next(iter(windows))]
        for mi, r in enumerate(runs[wid]):
            target[mi] += r * hours
    night_cap = [0.0 if "nights" in held else mo.night_hours * a.max_utilisation for mo in months]
    night_flex = [min(f, max(0.0, c - o)) for f, c, o in zip(flexible, night_cap, only["nights"])]
    used = {"nights": [o + f for o, f in zip(only["nights"], night_flex)],
            "office_hours": [o + f - nf for o, f, nf in zip(only["office_hours"], flexible, night_flex)]}
    out: dict[str, _Use] = {}
    for x in _WINDOWS:
        hours = _window_hours(months, x)
        if x in held:
            out[x] = _Use([h + u for h, u in zip(hours, used[x])], list(hours), True)
        else:
            out[x] = _Use(used[x], [h * a.max_utilisation for h in hours], False)
    return out


def _loads(table: dict[tuple[int, str], _Use], months, memo: dict | None = None) -> list[WindowLoad]:
    """Each group's peak month in each window it is used in (the first month over capacity if any).
    ``memo`` (see _mixed_on): the peak of a window's use kept per _Use (those _use_table keeps)."""
    out = []
    for (gi, x) in sorted(table):
        u = table[(gi, x)]
        key = ("peak", id(u))
        hit = memo.get(key) if memo is not None else None
        if hit is None:
            hit = (u, _peak(u, months))
            if memo is not None:
                memo[key] = hit  # (the _Use kept with it: its id stays its own)
        if hit[1] is not None:
            i = hit[1]
            out.append(WindowLoad(gi, x, months[i].month, u.used[i], u.available[i], u.held))
    return out


def _peak(u: _Use, months) -> int | None:
    """The month (index) _loads reports for one window's use (None: not used)."""
    if not u.held and not any(v > 0 for v in u.used):
        return None
    over = [i for i, (v, c) in enumerate(zip(u.used, u.available)) if v > c * (1.0 + 1e-9)]
    if over:
        return over[0]
    return max(range(len(months)), key=lambda k: (u.used[k] / u.available[k]) if u.available[k] > 0 else 0.0)


def _mixed_ram(services: list, jobs: list, chassis, reasons: list[str], notes: list[str],
               memo: dict | None = None) -> float:
    """US$ of host memory a mixed machine needs beyond what its host price covers, for the training
    state a workload on it offloads to host RAM (options.with_offload_ram's rule: the most any of
    them needs, in RAM_STEP_GB steps at RAM_USD_PER_GB, up to what the host takes; beyond that a
    reason); 0 when none offloads."""
    from .advisor import _host_ram_need
    from .options import HOST_RAM_GB, HOST_RAM_INCLUDED_GB, RAM_SOURCE, RAM_STEP_GB, RAM_USD_PER_GB

    need = memo.get("ram_need") if memo is not None else None
    if need is None:  # (the same workloads on every machine of one search: kept in its memo)
        advs = [adv for adv, _r in services] + list(jobs)
        need = max(((_host_ram_need(adv.profile) or 0.0) for adv in advs if getattr(adv, "profile", None) is not None),
                   default=0.0) / 1e9
        if memo is not None:
            memo["ram_need"] = need
    tmpl = "server" if chassis.kind == "server" else "workstation"
    base, most = HOST_RAM_INCLUDED_GB[tmpl], HOST_RAM_GB[tmpl]
    if need <= base:
        return 0.0
    if need > most:
        reasons.append(translate("Plan", "the offloaded training state needs {need} GB of host RAM; this host takes at "
                                         "most {most} GB").format(need=f"{need:,.0f}", most=f"{most:,.0f}"))
        return 0.0
    extra = math.ceil((need - base) / RAM_STEP_GB - 1e-9) * RAM_STEP_GB
    usd = extra * RAM_USD_PER_GB
    notes.append(translate("Options", "host RAM for the offloaded training state: {extra} GB more than the {base} GB "
                                      "the host price covers, about US${usd} ({source})").format(
        extra=f"{extra:,.0f}", base=f"{base:,.0f}", usd=f"{usd:,.0f}", source=RAM_SOURCE))
    return usd


def _mixed_cost(groups, table, chk, a: Assumptions, ram_usd: float = 0.0) -> tuple[PowerFigures, float]:
    """(power figures, annual USD) of a mixed machine.

    Each group draws its cards' TDP × ``busy_power_share`` while it works (a service's: its energy
    share of the hours it holds them, a request in flight) and ``idle_power_share`` of that
    otherwise; the host its power while any group works (per window, the busiest group's hours)
    and the idle share otherwise.  The cost is ``owned_monthly`` with the machine's busy and
    idle power at the busy hours that give this energy; depreciation and support are taken per card
    class (consumer cards resell and are supported as consumer parts, the rest as datacenter)."""
    share, idle_share = a.busy_power_share, a.idle_power_share
    energy_wh = 0.0
    busy_w = idle_w = 0.0
    for g in groups:
        b = g.tdp_w * g.count * share
        h = min(g.busy_hours_per_month, HOURS_PER_MONTH)
        energy_wh += b * h + b * idle_share * (HOURS_PER_MONTH - h)
        busy_w += b
        idle_w += b * idle_share
    host_busy = chk.chassis.host_power_w
    machine_h = 0.0
    for x in _WINDOWS:
        # a service's group works its energy share of the hours it holds (DeviceGroup.energy_share)
        per_month = [table[(gi, x)].used if g.energy_share == 1.0 else [u * g.energy_share for u in table[(gi, x)].used]
                     for gi, g in enumerate(groups)]
        machine_h += sum(map(max, *per_month)) if len(per_month) > 1 else sum(per_month[0])
    machine_h = min(machine_h / len(next(iter(table.values())).used), HOURS_PER_MONTH)
    energy_wh += host_busy * machine_h + host_busy * idle_share * (HOURS_PER_MONTH - machine_h)
    busy_w += host_busy
    idle_w += host_busy * idle_share
    volts, amps = a.circuit()
    kwh = energy_wh / 1000.0
    power = PowerFigures(peak_kw=chk.peak_w / 1000.0, busy_kw=busy_w / 1000.0, idle_kw=idle_w / 1000.0,
                         typical_kw=energy_wh / HOURS_PER_MONTH / 1000.0, kwh_per_month=kwh,
                         electricity_usd_month=kwh * a.pue * _usd_per_kwh(a), machines=1,
                         over_circuit=chk.peak_w > circuit_watts(volts, amps), circuit_w=circuit_watts(volts, amps))
    h_eq = (energy_wh - HOURS_PER_MONTH * idle_w) / (busy_w - idle_w) if busy_w > idle_w else 0.0
    busy_h = min(max(h_eq, 0.0), HOURS_PER_MONTH)  # Usage(hours_per_run=busy_h, runs_per_month=1).busy_hours_per_month
    parts: dict[str, float] = {}
    for g in groups:
        parts[g.segment] = parts.get(g.segment, 0.0) + g.purchase_usd
    host_segment = "datacenter" if chk.chassis.kind == "server" else max(groups, key=lambda g: g.purchase_usd).segment
    parts[host_segment] = parts.get(host_segment, 0.0) + chk.chassis.host_price_usd + ram_usd
    # engine.cost.owned_monthly of the machine bought as these parts (each its class's resale and
    # support), its terms written out in the same order (no cost objects: it runs for every machine tried)
    monthly = 0.0
    running = None
    life = a.useful_life_months
    kwh_cost = a.pue * _usd_per_kwh(a) / 1000.0
    for segment, usd in parts.items():
        monthly += (usd * (1.0 - a.resale_share(segment)) / life + usd * a.cost_of_capital / 12.0
                    + usd * a.support_share(segment) / 12.0)
        if running is None:  # power, staff and space are the machine's, once
            running = (busy_h * busy_w * kwh_cost + (HOURS_PER_MONTH - busy_h) * idle_w * kwh_cost
                       + a.staff_hours_per_server_month * a.staff_rate_twd_per_hour / a.usd_to_twd
                       + a.colocation_usd_per_kw_month * busy_w / 1000.0)
    monthly += running or 0.0
    return power, monthly * 12.0
