"""Page 1 when the plan's cheapest choice is one mixed server (``engine.plan``: ``best_kind ==
"mixed"``): one owned machine of different cards in one chassis, each group of cards running its
workloads in their time windows (no Qt).

``report.answer`` hands its builder here; the answer then says what to buy ("Buy one 4U GPU server
with 4× RTX A6000 + 1× RTX 3060 12 GB and run … on it"), which cards run what and when, what it
costs a year and over the horizon with the same ±20 % range as the other plans (the machine is
re-priced with the engine's ``owned_monthly`` at its purchase price, power and busy hours, and its
cost moves as that figure moves), and how it compares with the best single-type shared server and
with each workload on its own best option.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from gpuadvisor.domain.project import HOURS_PER_MONTH
from gpuadvisor.engine.cost import OwnedMachine, Usage, owned_monthly
from gpuadvisor.i18n import join_list, join_reasons, translate
from gpuadvisor.report.summary import fmt_hours


def when_text(window: str, service: bool) -> str:
    """When a workload runs on its cards: "in office hours", "at night", "all the time"/"any time"."""
    if window == "office_hours":
        return translate("Report", "in office hours")
    if window == "nights":
        return translate("Report", "at night")
    return translate("Report", "all the time") if service else translate("Report", "at any time")


def cards_text(mixed) -> str:
    return " + ".join(g.label for g in mixed.groups)


def mixed_annual_fn(result, mixed) -> Callable:
    """The mixed machine alone (without the separately priced lines) under a scenario of
    ``report.answer``: its figure moved as an owned machine of its purchase price, power and busy
    hours moves under the scenario's inputs."""
    from gpuadvisor.report.answer import BASE

    a = result.assumptions
    base_usd = mixed.annual_usd
    if base_usd is None:
        return lambda s: None
    pw = mixed.power
    if pw is None:
        return lambda s: s.assumptions(a).to_currency(base_usd)
    busy_w, idle_w = pw.busy_kw * 1000.0, pw.idle_kw * 1000.0
    energy_wh = pw.kwh_per_month * 1000.0
    h_eq = (energy_wh - HOURS_PER_MONTH * idle_w) / (busy_w - idle_w) if busy_w > idle_w else 0.0
    usage = Usage(hours_per_run=min(max(h_eq, 0.0), HOURS_PER_MONTH), runs_per_month=1.0)
    segment = "datacenter" if mixed.chassis.kind == "server" else max(mixed.groups, key=lambda g: g.purchase_usd).segment
    machine = OwnedMachine(name="mixed", purchase_usd=mixed.purchase_usd, gpu_count=max(1, mixed.gpu_count),
                           busy_power_w=busy_w, idle_power_w=idle_w, segment=segment)

    twd = _twd_cards(result, mixed)

    def cost(s) -> float:
        u = usage.scaled(s.use) if s.use != 1.0 else usage
        a2 = s.assumptions(a)
        m = machine
        if twd and a2.usd_to_twd != a.usd_to_twd:  # cards bought in NT$ stay NT$ (report.answer._twd_part)
            m = replace(machine, purchase_usd=machine.purchase_usd - twd / a.usd_to_twd + twd / a2.usd_to_twd)
        return owned_monthly(m, u, a2).total * 12.0

    rebuilt = cost(BASE)

    def annual(s) -> float:
        ratio = cost(s) / rebuilt if rebuilt else 1.0
        return s.assumptions(a).to_currency(base_usd * ratio)

    return annual


def _twd_cards(result, mixed) -> float:
    """NT$ of the mixed machine's cards bought at their Taiwan retail price (the groups' options)."""
    from gpuadvisor.report.answer import _twd_part

    by_key = {}
    for adv in result.workloads:
        for r in adv.results:
            if r.option.owned:
                by_key.setdefault(r.option.key, r.option)
    total = 0.0
    for g in mixed.groups:
        opt = by_key.get(g.option_key)
        if opt is not None and opt.gpu_count:
            total += _twd_part(opt, result.assumptions) / opt.gpu_count * g.count
    return total


def build_mixed(b, mixed):
    """Fill ``b.answer`` (``report.answer._Builder``) for the mixed server ``mixed``; returns it."""
    from gpuadvisor.report.answer import CLOSE_CALL, AnswerLine, sentence_gap

    ans = b.answer
    result = b.result
    ids = {u.workload_id for u in mixed.uses}
    uses = {u.workload_id: u for u in mixed.uses}
    ans.kind = "mixed"
    ans.shared_machine = mixed.label
    ans.shared_annual = None if mixed.annual_usd is None else b.a.to_currency(mixed.annual_usd)

    # -- one line per workload -------------------------------------------------------------------
    own = {ln.workload_id: ln for ln in b._lines(None, set())}
    lines = []
    for adv in result.workloads:
        w = adv.workload
        u = uses.get(w.id)
        if u is None:
            lines.append(own[w.id])
            continue
        g = mixed.groups[u.group]
        when = when_text(u.window, u.always_on)
        speed = (translate("Report", "{time} per run").format(time=fmt_hours(u.hours_per_run))
                 if u.hours_per_run else when)
        text = translate("Report", "{workload}: on the {cards} of the mixed server, {when}.").format(
            workload=w.name, cards=g.label, when=when)
        lines.append(AnswerLine(adv.project_name, w.name, w.id, "shared", g.label, "", speed, None, text))
    ans.lines = lines

    # -- the decision: the machine, then what each group of cards runs and when --------------------
    names = [ln.workload for ln in lines if ln.action == "shared"]
    decision = [translate("Report", "Buy one {chassis} with {cards} and run {workloads} on it.").format(
        chassis=mixed.chassis.label, cards=cards_text(mixed), workloads=join_list(names))]
    for gi, g in enumerate(mixed.groups):
        runs = [translate("Report", "{workload} {when}").format(workload=u.workload_name,
                                                                 when=when_text(u.window, u.always_on))
                for u in mixed.uses if u.group == gi]
        if runs:
            decision.append(translate("Report", "{cards}: {runs}.").format(cards=g.label, runs=join_list(runs)))
    decision.extend(b._decision(None, [ln for ln in lines if ln.action != "shared"]))
    ans.decision = decision

    # -- costs and the range ----------------------------------------------------------------------
    _costs(b, mixed, ids)

    # -- why: against the single-type server and the per-workload plan --------------------------------
    reasons = []
    single = b.plan.best_shared
    single_usd = single.total_annual_usd if single is not None else None
    separate = ans.alternative_annual
    if ans.annual is not None and separate is not None:
        if single_usd is not None:
            text = translate("Report", "One mixed server costs {mixed} a year for everything, against {single} for one "
                             "shared {machine} (one card type) and {separate} with each workload on its own best "
                             "option.").format(mixed=b.money(ans.annual), single=b.usd(single_usd),
                                               machine=single.label, separate=b.money(separate))
        else:
            text = translate("Report", "One mixed server costs {mixed} a year for everything, against {separate} with "
                             "each workload on its own best option; no server of one card type runs them all.").format(
                mixed=b.money(ans.annual), separate=b.money(separate))
        closest = min(v for v in (separate, None if single_usd is None else b.a.to_currency(single_usd))
                      if v is not None)
        diff = abs(ans.annual - closest) / max(ans.annual, closest, 1e-9)
        if diff < CLOSE_CALL:
            text += sentence_gap() + translate("Report", "The plans differ by only {pct}: either is sound.").format(
                pct=f"{diff:.1%}" if diff < 0.01 else f"{diff:.0%}")
        reasons.append(text)
    services = [g for g in mixed.groups if g.role == "service"]
    jobs = [g for g in mixed.groups if g.role == "jobs"]
    if services and jobs:
        reasons.append(translate("Report", "The service keeps its own cards ({service}) in its hours, and the jobs "
                                 "run on cheaper cards ({jobs}) beside it, so neither waits for the other.").format(
            service=join_list(g.label for g in services), jobs=join_list(g.label for g in jobs)))
    ranked = sorted((adv for adv in result.workloads if adv.best is not None),
                    key=lambda adv: -(adv.best.annual_usd or 0.0))
    for adv in ranked:
        text = b._workload_reason(adv, adv.workload.id in ids)
        if text:
            reasons.append(text)
    ans.reasons = reasons[:3]

    # -- risks: the chassis's notes (power, circuit), then as for the other plans ------------------------
    risks = [translate("Report", "Mixed server: {note}.").format(note=n.rstrip(".")) for n in mixed.notes[:2]]
    risks.extend(b._risks(mixed, True, ids))
    ans.risks = risks[:5]
    ans.notes = [f"{adv.workload.name}: {adv.error}" for adv in result.workloads if adv.error]
    return ans


def _costs(b, mixed, ids: set[str]) -> None:
    """The mixed plan's cost a year and over the horizon with its range, and the per-workload plan
    as the other plan (``report.answer._Builder._costs`` for a mixed machine)."""
    from gpuadvisor.report.answer import BASE, INPUTS, SCENARIOS, _input_names, _Item, _line_item, _rss_range, _totals

    ans = b.answer
    a = b.a
    horizons = [adv.workload.schedule.horizon_years for adv in b.result.workloads]
    ans.horizon_years = (min(horizons), max(horizons)) if horizons else None
    horizon = max((b.by_id[i].workload.schedule.horizon_years for i in ids if i in b.by_id), default=3.0)
    items = [_Item(mixed_annual_fn(b.result, mixed), horizon)]
    for adv in b.result.workloads:
        if adv.workload.id in ids:
            continue
        if adv.best is None:
            items = None
            break
        items.append(_line_item(adv.best, a, adv.workload.schedule.horizon_years))
    b.items = items
    b.alt_items = b._plan_items(None, set(), False)
    b.scen = {}
    if not items:
        return
    base_year, base_over = _totals(items, BASE)
    ans.annual, ans.horizon_total = base_year, base_over
    by_year: dict[str, list[float]] = {}
    by_over: dict[str, list[float]] = {}
    for s in SCENARIOS:
        year, over = _totals(items, s)
        alt = _totals(b.alt_items, s)[0] if b.alt_items else None
        b.scen[s] = (year, alt)
        if year is None:
            continue
        by_year.setdefault(s.key, []).append(year)
        by_over.setdefault(s.key, []).append(over)
    if base_year is not None and by_year:
        ans.annual_low, ans.annual_high = _rss_range(base_year, by_year)
        ans.horizon_low, ans.horizon_high = _rss_range(base_over, by_over)
    ans.range_method = translate(
        "Report", "The range moves each of {inputs} by ±20 % on its own, prices the plan again and "
        "combines the separate effects as independent. The engine's time estimates carry about the "
        "same uncertainty as the busy hours.").format(inputs=_input_names(INPUTS))
    if b.alt_items:
        alt_year = _totals(b.alt_items, BASE)[0]
        ans.alternative_annual = alt_year
        parts = [translate("Report", "each workload on its own best option, {cost} a year").format(cost=b.money(alt_year))]
        single = b.plan.best_shared
        if single is not None and single.total_annual_usd is not None:
            parts.append(translate("Report", "one shared {machine}, {cost} a year").format(
                machine=single.label, cost=b.usd(single.total_annual_usd)))
        ans.alternative = join_reasons(parts)
