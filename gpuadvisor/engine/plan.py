"""The plan across every project in a file: the best option per workload, and consolidation.

Per-workload plan: each workload's best feasible option (owned or rented), with its annual cost.
Shared-server plan: one owned machine that runs every workload that may share (edge deployments
stay on their line PC and are priced separately), if its capacity allows: always-on serving holds
its GPUs (or MIG slices) all month; periodic jobs need their GPU-hours within the GPUs left, the
machine's usable hours (``Assumptions.max_utilisation`` × 730 h, tco-anchors §5.3) and their time
window, from the document's working calendar (``engine.calendar``: office hours 09:00-18:00 on
Monday-Friday by default = 9 h × 21.75 days = 195.75 h/month; nights = every other hour, 534.25 h).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions, ProjectDocument, Workload
from gpuadvisor.i18n import join_list, join_reasons, translate

from .calendar import office_calendar
from .cost import Usage, owned_monthly
from .estimate import HardwareConfig, Profile, estimate_profile, prepare
from .options import HardwareOption, _link_for


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
    recommendation_kind: str = ""  # "shared" | "per_workload" | "missing"


def _shareable(w: Workload) -> bool:
    return not w.constraints.edge_deployment


def _fit_count(prof: Profile, opt: HardwareOption, max_gpus: int):
    """Smallest power-of-two GPU count on this machine that holds the workload; with its estimate."""
    acc = opt.accelerator
    for n in (1, 2, 4, 8, 16):
        if n > max_gpus:
            break
        link = _link_for(acc, n) if n > 1 else ("unified" if acc.segment == "apple" else "single")
        hw = HardwareConfig(accelerator=acc, count=n, link=link, memory_gb_per_device=opt.hw.memory_gb_per_device)
        est = estimate_profile(prof, hw)
        if est.memory.fits and not est.reasons:
            return n, est
    return None, None


def _mig_share(prof: Profile, opt: HardwareOption) -> float | None:
    """Share of one GPU a serving workload needs when the GPU supports MIG (slices of memory)."""
    acc = opt.accelerator
    if acc.mig_slices <= 1:
        return None
    hw1 = HardwareConfig(accelerator=acc, count=1, link="single", memory_gb_per_device=opt.hw.memory_gb_per_device)
    need = estimate_profile(prof, hw1).memory.total
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
    # services first: they hold GPUs (all month, or in their time window)
    for w in workloads:
        if not (w.schedule.always_on or w.kind in ("llm_serving", "realtime_inference")):
            continue
        k, est = _fit_count(profiles[w.id], opt, n)
        if k is None:
            reasons.append(translate("Plan", "{workload}: does not fit on {machine}").format(workload=w.name, machine=opt.label))
            continue
        share = float(k)
        if k == 1:
            mig = _mig_share(profiles[w.id], opt)
            if mig is not None:
                share, mig_used = mig, True
        replicas = max(1, math.ceil((est.devices_needed or k) / k))
        share *= replicas
        if w.schedule.window == "office_hours":
            held_office += share
            uses.append(SharedUse(w.id, w.name, share, office_month, None, True))
        else:
            held += share
            uses.append(SharedUse(w.id, w.name, share, HOURS_PER_MONTH, None, True))
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
        hw = HardwareConfig(accelerator=opt.accelerator, count=gpus, link=_link_for(opt.accelerator, gpus),
                            memory_gb_per_device=opt.hw.memory_gb_per_device)
        est = estimate_profile(profiles[w.id], hw)
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
    if opt.machine is not None:
        service_h = office_month if held_office > 0 else 0.0
        busy = HOURS_PER_MONTH if held > 0 else min(total_hours + service_h, HOURS_PER_MONTH)
        cost = owned_monthly(opt.machine, Usage(hours_per_run=busy, runs_per_month=1.0, always_on=held > 0), a)
        annual = cost.total * 12.0
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
    )


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
            elif adv.results:
                why = join_reasons(adv.results[0].reasons)
            else:
                why = translate("Plan", "no hardware in the catalog")
            lines.append(PlanLine(adv.project_name, w.id, w.name, translate("Plan", "no feasible option"), "", None, "", None,
                                  why))
            continue
        total += best.annual_usd or 0.0
        lines.append(PlanLine(adv.project_name, w.id, w.name, best.label, best.option.category, best.option.owned,
                              best.cost_mode, best.annual_usd, best.explanation))
    plan = ProjectPlan(lines=lines, per_workload_annual_usd=None if missing else total, missing=missing)

    shareable = [adv.workload for adv in advices if _shareable(adv.workload)]
    separate = sum((best_by_wid[adv.workload.id].annual_usd or 0.0) for adv in advices
                   if not _shareable(adv.workload) and best_by_wid.get(adv.workload.id) is not None)
    if len(shareable) >= 2:
        # candidates: owned machines feasible for the largest of the shareable workloads
        candidates = _shared_candidates(advices, options)
        profiles = {w.id: prepare(w, a) for w in shareable}
        plans = []
        for opt in candidates:
            sp = _shared_on(opt, shareable, profiles, a)
            sp.separate_annual_usd = separate
            if sp.feasible:
                plans.append(sp)
        plans.sort(key=lambda p: p.total_annual_usd if p.total_annual_usd is not None else math.inf)
        plan.shared = plans[:5]
        plan.best_shared = plans[0] if plans else None
    plan.recommendation_kind, plan.recommendation = _recommend(plan)
    return plan


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
        for r in adv.results:
            if r.option.owned and r.status == "fits":
                ok[r.option.key] = ok.get(r.option.key, 0) + 1
    keys = {k for k, v in ok.items() if v == n_share}
    return [o for o in options if o.owned and o.key in keys]


def _recommend(plan: ProjectPlan) -> tuple[str, str]:
    """(kind, sentence): kind "missing", "shared" or "per_workload"; the sentence for people."""
    if plan.per_workload_annual_usd is None:
        return "missing", translate("Plan", "Some workloads have no feasible option: {workloads}.").format(
            workloads=join_list(plan.missing))
    if plan.best_shared and plan.best_shared.total_annual_usd is not None:
        shared = plan.best_shared.total_annual_usd
        if shared < plan.per_workload_annual_usd:
            return "shared", translate(
                "Plan", "One {machine} for the shareable workloads is cheaper than the per-workload plan.").format(
                machine=plan.best_shared.label)
        return "per_workload", translate("Plan", "The per-workload plan is cheaper than one shared server.")
    return "per_workload", translate("Plan", "No single owned machine can run every shareable workload.")


def _window_text(window: str) -> str:
    from gpuadvisor.report.labels import window_label

    return window_label(window)
