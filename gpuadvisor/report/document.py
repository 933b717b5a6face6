"""The printed recommendation as ordered sections of plain items (no Qt).

``build_report(result, ...)`` describes what the report says: page 1 the answer for the whole file
(``report.answer``: the decision, its cost a year and over the horizon with a range, the reasons,
the risks and what would change it, one line per workload), then the appendices (A the plan, B each
workload, C the buy-vs-rent charts, D the assumptions with their public sources, E methods and
caveats).  ``report.html`` renders it and ``ui.printing`` prints it or writes a PDF.  Money is in
the document's currency, formatted by ``report.summary.fmt_money`` (``report.money``: 萬/億 in
繁體中文); every user-visible string goes through ``i18n.translate("Report", ...)``
(labels of keys through ``report.labels``), in the language of ``build_report(lang=...)``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from gpuadvisor import i18n
from gpuadvisor.i18n import translate_dynamic, join_list, join_reasons, translate
from gpuadvisor.report import charts_data
from gpuadvisor.report import uncertainty as U
from gpuadvisor.report.labels import (assumption_label, frequency_label, kind_label, mode_label, unit_label,
                                      weekday_label)
from gpuadvisor.report.latency import FIRST_TOKEN, judged_ms, judged_on
from gpuadvisor.report.summary import fmt_hours, fmt_money, run_share

GIB = float(2**30)


# ---------------------------------------------------------------------------------------------
# items


@dataclass
class Heading:
    text: str
    level: int = 2


@dataclass
class Paragraph:
    text: str
    style: str = ""  # "" | "note" | "lead"


@dataclass
class KeyValues:
    rows: list[tuple[str, str]]


@dataclass
class Table:
    columns: list[str]
    rows: list[list[str]]
    align: str = ""  # one letter per column: l | r | c (default left)
    caption: str = ""
    widths: list[int] = field(default_factory=list)  # percent of the text width per column
    small: bool = False


@dataclass
class Bullets:
    items: list[str]


@dataclass
class Image:
    # the picture: PNG bytes, or a picture the printing layer drew (a QImage, which stays opaque
    # here and is named through ``html.render(..., image_src=...)``)
    png: Any
    caption: str = ""
    width_fraction: float = 1.0  # of the text width


@dataclass
class Callout:
    """A shaded box: a heading, sentences in bold, then label/value rows (the answer on page 1)."""

    heading: str
    lines: list[str]
    rows: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Section:
    key: str
    title: str
    items: list[Any] = field(default_factory=list)
    page_break_before: bool = False
    level: int = 2  # 1: the document's title (page 1), 2: an appendix, 3: a part of an appendix


# ---------------------------------------------------------------------------------------------
# assumptions

# English labels (translation sources: ``report.labels.assumption_label``)
ASSUMPTION_LABELS = {
    "usd_to_twd": "Exchange rate",
    "electricity_twd_per_kwh": "Electricity tariff",
    "pue": "PUE (cooling overhead)",
    "useful_life_months": "Useful life",
    "resale_share_datacenter": "Resale value, datacenter GPUs",
    "resale_share_consumer": "Resale value, consumer GPUs",
    "resale_share_apple": "Resale value, Apple",
    "support_share_datacenter": "Support, datacenter",
    "support_share_consumer": "Support, consumer",
    "staff_hours_per_server_month": "Staff time per server",
    "staff_rate_twd_per_hour": "Staff rate",
    "colocation_usd_per_kw_month": "Colocation",
    "cost_of_capital": "Cost of capital",
    "idle_power_share": "Idle power",
    "busy_power_share": "Busy power",
    "cloud_overhead": "Cloud overhead (storage, egress, support)",
    "reserved_discount_1y": "1-year commitment discount",
    "reserved_discount_3y": "3-year commitment discount",
    "spot_discount": "Spot discount (when not listed)",
    "spot_interruptions_per_hour": "Spot interruptions",
    "checkpoint_interval_h": "Checkpoint interval",
    "spot_fallback_share": "Spot fallback to on-demand",
    "setup_hours_per_run": "Setup per run",
    "max_utilisation": "Usable share of a machine's month",
    "include_marketplaces": "Include marketplace offers",
    "cloud_providers": "Cloud providers",
    "memory_margin": "Memory kept free",
    "circuit_volts": "Office circuit voltage",
    "circuit_amps": "Office circuit rating",
    "min_stream_tokens_per_s": "Slowest usable streaming speed",
}


def _fmt_value(value: Any, unit: str) -> str:
    if isinstance(value, bool):
        return translate("Report", "yes") if value else translate("Report", "no")
    if isinstance(value, float) and (unit.startswith("share") or unit == "per year") and value <= 1.0:
        pct = f"{value:.0%}"
        if unit == "share":
            return pct
        if unit == "share of price/year":
            return translate("Report", "{pct} of price/year").format(pct=pct)
        if unit == "share of busy power":
            return translate("Report", "{pct} of busy power").format(pct=pct)
        if unit == "share of TDP":
            return translate("Report", "{pct} of TDP").format(pct=pct)
        if unit == "share of device memory":
            return translate("Report", "{pct} of device memory").format(pct=pct)
        if unit == "per year":
            return translate("Report", "{pct} per year").format(pct=pct)
        return pct + unit[len("share"):]
    if isinstance(value, (int, float)):
        text = f"{value:,.4g}"
        return translate("Report", "{value} {unit}").format(value=text, unit=_unit_text(unit)) if unit else text
    return str(value)


def _unit_text(unit: str) -> str:
    """Units of the assumptions (``domain.project.Assumptions`` field metadata) in the current
    language; an unknown unit is shown as written."""
    return {
        "months": translate("Report", "months"),
        "per year": translate("Report", "per year"),
        "share": translate("Report", "share"),
        "h": translate("Report", "h"),
        "h/month": translate("Report", "h/month"),
        "1/h": translate("Report", "per hour"),
        "TWD/USD": translate("Report", "TWD/USD"),
        "TWD/kWh": translate("Report", "TWD/kWh"),
        "TWD/h": translate("Report", "TWD/h"),
        "USD/kW-month": translate("Report", "USD per kW per month"),
        "tokens/s": unit_label("tokens/s"),
        "V": "V",
        "A": "A",
    }.get(unit, unit)


def _assumption_value(name: str, value: Any, unit: str) -> str:
    if name == "cloud_providers":
        if value is None:
            return translate("Report", "public clouds and established GPU clouds (no marketplaces)")
        return join_list(value) if value else translate("Report", "none")
    if isinstance(value, (list, tuple, set, frozenset)):  # office days and other lists of keys
        items = [weekday_label(str(v)) for v in value]
        return join_list(items) if items else translate("Report", "none")
    return _fmt_value(value, unit)


def _assumption_source(info, value: Any, source: str) -> str:
    """The field's public, dated source (its words translated); a value the project changed is the
    project's own, and the default's source follows it."""
    text = translate_dynamic("AssumptionSources", source) if source else ""
    default = info.get_default(call_default_factory=True)  # a list's default comes from a factory
    if value == default:
        return text
    if not text:
        return translate("Report", "this project")
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    unit = str(extra.get("unit", ""))
    shown = _assumption_value(getattr(info, "alias", None) or "", default, unit) if isinstance(
        default, (list, tuple, set, frozenset)) else _fmt_value(default, unit)
    return translate("Report", "this project (default {default}: {source})").format(default=shown, source=text)


def assumption_rows(a) -> list[list[str]]:
    """(label, value, source) for every economic input; the source names a public, dated origin or
    says "assumption" (the sources' words are translated in the "AssumptionSources" context; the
    literals are listed in ``ui/views/assumptions_editor.py``)."""
    rows = []
    for name, info in type(a).model_fields.items():
        if name in ("currency", "efficiency_overrides"):
            continue
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        unit = str(extra.get("unit", ""))
        value = getattr(a, name)
        rows.append([assumption_label(name), _assumption_value(name, value, unit),
                     _assumption_source(info, value, str(extra.get("source", "")))])
    if a.efficiency_overrides:
        for key, v in sorted(a.efficiency_overrides.items()):
            rows.append([translate("Report", "Efficiency override {key}").format(key=key), f"{v:g}",
                         translate("Report", "this project")])
    return rows


# ---------------------------------------------------------------------------------------------
# per workload


def _schedule_text(w) -> str:
    s = w.schedule
    if s.always_on:
        return translate("Report", "always on")
    if s.hours_allowed_per_run:
        return translate("Report", "{n} run(s) {freq}, at most {h} per run").format(
            n=s.runs_per_period, freq=frequency_label(s.frequency), h=fmt_hours(s.hours_allowed_per_run))
    return translate("Report", "{n} run(s) {freq}").format(n=s.runs_per_period, freq=frequency_label(s.frequency))


def _speed(r, pct: float | None = None, recipe=None) -> str:
    """``pct``: the percentile the workload's answer-time target is judged at (None: no target); a
    service's figure is then the latency there, as on page 1 and in the window, without the mean's
    range (a first-token target: the first token's time there, "P99 TTFT 420 ms")."""
    est = r.estimate
    judged = judged_ms(est, recipe) if pct is not None and recipe is not None else None
    if est.time_per_run_h is None and judged is not None and judged_on(recipe) == FIRST_TOKEN:
        return f"P{pct:g} TTFT {judged:,.0f} ms"  # as the CLI writes it (no words to translate)
    if est.time_per_run_h is None and pct is not None and est.latency_pct_ms is not None:
        return f"P{pct:g} {est.latency_pct_ms:,.0f} ms"  # as the CLI writes it (no words to translate)
    if est.time_per_run_h is not None:
        share = run_share(r)  # on the machines shown: several may share each run
        try:
            rng = r.interval.time_per_run_h
        except Exception:  # noqa: BLE001 - the figure alone
            rng = None
        span = U.hours_range(*(x * share for x in rng)) if rng else ""
        text = fmt_hours(est.time_per_run_h * share)
        return translate("Report", "{value} ({range})").format(value=text, range=span) if span else text
    if est.latency_ms is not None:
        try:
            lat = r.interval.latency_ms
        except Exception:  # noqa: BLE001
            lat = None
        text = f"{est.latency_ms:,.0f} ms"
        span = U.number_range(*lat, unit="ms") if lat else ""  # the figure is in ms here: so is its range
        return translate("Report", "{value} ({range})").format(value=text, range=span) if span else text
    return f"{est.throughput:,.3g} {unit_label(est.throughput_unit)}" if est.throughput else "—"


def _memory(r) -> str:
    mem = r.estimate.memory
    return f"{mem.total / GIB:,.1f} / {mem.usable / GIB:,.1f}"


def _billing(r) -> str:
    return mode_label(r.cost_mode)


def _annual(r, a) -> str:
    """The cost a year with its 80 % range: "NT$9,642 (5.2k–21k)" / "NT$9,642（5,200–2.1 萬）"."""
    return U.annual_cell(r, a, money_text=fmt_money(a, r.annual_usd))


def option_table(results, a, start: int = 1, pct: float | None = None, recipe=None) -> Table:
    rows = [[str(i), r.label, _memory(r), _speed(r, pct, recipe), _annual(r, a), _billing(r)]
            for i, r in enumerate(results, start)]
    return Table(
        columns=["#", translate("Report", "Option"), translate("Report", "Memory GiB need / usable"),
                 translate("Report", "Time per run"), translate("Report", "Per year"), translate("Report", "Billing")],
        rows=rows,
        align="rlrrrl",
        widths=[4, 34, 14, 17, 19, 12],
        caption=translate("Report", "In brackets: the 80 % range of the estimate."),
    )


def _range_items(adv, a, best) -> list[Any]:
    """What the ranges rest on, and what would change buy vs rent (said in words where the 80 %
    range reaches it)."""
    items: list[Any] = []
    if best:
        basis = U.basis_text(best[0])
        if basis:
            items.append(Paragraph(translate("Report", "Ranges: {basis}.").format(basis=basis), "note"))
    pair = charts_data.default_pair(adv)
    lead = pair.owned if pair.owned is not None else pair.rented
    notes = U.decision_notes(lead, adv, a) if lead is not None else []
    if notes:
        items.append(Heading(translate("Report", "What would change buy vs rent"), 3))
        items.append(Bullets([translate("Report", "Within the 80 % range: {sentence}").format(sentence=text) if flips
                              else text for text, flips in notes]))
    return items


def power_table(results, a) -> Table | None:
    """Peak power, kWh a month and the electricity bill of the options (owned: billed at the
    company; rented: in the hourly price)."""
    rows = []
    for r in results:
        pw = U.option_power(r)
        if pw is None:
            continue
        bill = fmt_money(a, pw.electricity_usd_month) if r.option.owned else translate("Report", "in the hourly price")
        rows.append([r.label, U.kw_text(pw.peak_kw_total), U.kwh_text(pw.kwh_per_month), bill])
    if not rows:
        return None
    return Table([translate("Report", "Option"), translate("Report", "Peak power"), translate("Report", "Energy a month"),
                  translate("Report", "Electricity a month")], rows, align="lrrr", widths=[46, 16, 18, 20])


def sizing_table(adv, a, limit: int = 8) -> Table | None:
    """Reverse sizing: per hardware type the fewest devices that meet the target and what they
    cost a year bought, rented on demand and reserved (cheapest first)."""
    rows_in = U.sizing_rows(adv)
    if not rows_in:
        return None
    comparison = U.sizing_comparison_only(adv)
    rows = []
    for row in rows_in[:limit]:
        nodes = next((int(getattr(r.option.hw, "nodes", 1) or 1) for r in (row.owned, row.on_demand, row.reserved)
                      if r is not None), 1)
        devices = f"{row.devices:,}"
        if nodes > 1:
            devices = translate("Report", "{n} ({nodes} nodes)").format(n=devices, nodes=f"{nodes:,}")
        reserved = "—"
        if row.reserved_annual_usd is not None:
            term = {"reserved_1y": translate("Report", "1 yr"), "reserved_3y": translate("Report", "3 yr")}.get(
                row.reserved_mode, mode_label(row.reserved_mode))
            reserved = translate("Report", "{cost} ({term})").format(cost=fmt_money(a, row.reserved_annual_usd), term=term)
        rows.append([row.accelerator, devices, fmt_money(a, row.owned.annual_usd) if row.owned is not None else "—",
                     fmt_money(a, row.on_demand_annual_usd) if row.on_demand_annual_usd is not None else "—", reserved])
    if comparison:
        on_demand = translate("Report", "Rented on demand (for comparison only)")
        reserved_h = translate("Report", "Rented reserved (for comparison only)")
    else:
        on_demand = translate("Report", "Rented on demand")
        reserved_h = translate("Report", "Rented reserved")
    caption = ""
    if len(rows_in) > limit:
        caption = translate("Report", "The {n} cheapest of {m} hardware types.").format(n=limit, m=len(rows_in))
    if comparison:
        caption = (caption + " " if caption else "") + translate(
            "Report", "The data must stay on-premises: the rented columns are for comparison only.")
    return Table([translate("Report", "Hardware type"), translate("Report", "Fewest devices"),
                  translate("Report", "Bought, per year"), on_demand, reserved_h], rows,
                 align="lrrrr", widths=[27, 13, 18, 19, 23], caption=caption)


def buy_vs_rent_text(adv, a) -> str:
    """One line: best owned vs best rented, per year, and the crossover."""
    pair = charts_data.default_pair(adv)
    if pair.owned is None and pair.rented is None:
        return translate("Report", "No option fits this workload.")
    parts = []
    if pair.owned is not None:
        parts.append(translate("Report", "best owned: {o}, {m}/year").format(
            o=pair.owned.label, m=fmt_money(a, pair.owned.annual_usd)))
    else:
        parts.append(translate("Report", "no owned machine fits"))
    if pair.rented is not None and pair.rented.comparison_only:
        # an on-premises-only workload: a rental is never its "best", only a yardstick
        parts.append(translate("Report", "cheapest rental, for comparison only (data must stay on-premises): "
                               "{r}, {m}/year ({mode})").format(
            r=pair.rented.label, m=fmt_money(a, pair.rented.annual_usd), mode=_billing(pair.rented)))
    elif pair.rented is not None:
        parts.append(translate("Report", "best rented: {r}, {m}/year ({mode})").format(
            r=pair.rented.label, m=fmt_money(a, pair.rented.annual_usd), mode=_billing(pair.rented)))
    else:
        parts.append(translate("Report", "no rented option fits"))
    if pair.complete:
        cum = charts_data.cumulative_data(pair, a)
        parts.append(translate("Report", "{crossover} (owned vs on-demand)").format(crossover=cum.crossover_range_label))
    return translate("Report", "Buy vs rent: {comparison}.").format(comparison=join_reasons(parts))


def workload_section(adv, a, top: int = 3, notable: int = 5) -> Section:
    w = adv.workload
    title = f"{adv.project_name} — {w.name}" if adv.project_name else w.name
    items: list[Any] = [Paragraph(translate("Report", "{kind}, model {model}; {schedule}. {n} of {m} options fit.").format(
        kind=kind_label(w.kind), model=w.model.name, schedule=_schedule_text(w),
        n=len(adv.feasible), m=len(adv.results)))]
    best = adv.feasible[:top]
    if best:
        items.append(Heading(translate("Report", "Top options"), 3))
        rec = w.recipe
        pct = rec.latency_percentile if (rec.latency_target_ms or rec.ttft_target_ms) else None
        items.append(option_table(best, a, pct=pct, recipe=rec))
        items.append(Bullets([f"{i}. {r.label}: {r.explanation}" for i, r in enumerate(best, 1)]))
        items.extend(_range_items(adv, a, best))
        for r in best:
            facts = U.cluster_rows(r)
            if facts:
                items.append(Paragraph(translate("Report", "{option}: {facts}.").format(
                    option=r.label, facts=join_reasons(translate("Report", "{label}: {value}").format(label=k, value=v)
                                                   for k, v in facts)), "note"))
        power = power_table(best, a)
        if power is not None:
            items.append(Heading(translate("Report", "Power and energy"), 3))
            items.append(power)
            warnings = [U.circuit_warning(r, a) for r in best]
            warnings = [w for w in dict.fromkeys(warnings) if w]
            if warnings:
                items.append(Paragraph(" ".join(warnings), "note"))
    else:
        closest = [r for r in adv.results if not r.feasible][:top]
        items.append(Paragraph(translate("Report", "No option fits. The closest:"), "lead"))
        items.append(Bullets([_closest_text(r) for r in closest]))
        over = adv.budget_hint() if hasattr(adv, "budget_hint") else None
        if over is not None:  # the budget is what leaves it out: what running it would take (as on page 1)
            from gpuadvisor.report.money import format_amount

            items.append(Paragraph(translate(
                "Report", "{workload}: nothing within the budget of {budget} a year runs it; the cheapest option that "
                "does is {option}, {cost} a year.").format(
                workload=w.name, budget=format_amount(over.budget, a.currency), option=over.label,
                cost=fmt_money(a, over.annual_usd)), "note"))
    items.append(Paragraph(buy_vs_rent_text(adv, a), "lead"))
    sizing = sizing_table(adv, a)
    if sizing is not None:
        items.append(Heading(translate("Report", "Minimum to meet the target"), 3))
        items.append(sizing)
    # lists, not tables: long reasons would split table rows across pages
    not_fitting = [(r, why) for r, why in adv.notable if not r.feasible][:notable]
    other = [(r, why) for r, why in adv.notable if r.feasible][:notable]
    if not_fitting:
        items.append(Heading(translate("Report", "Well-known options that do not fit"), 3))
        items.append(Bullets([f"{r.label}: {why}" for r, why in not_fitting]))
    if other:
        items.append(Heading(translate("Report", "Other well-known options"), 3))
        items.append(Bullets([f"{r.label}: {why}" for r, why in other]))
    return Section(key=f"workload:{w.id}", title=title, items=items)


def _closest_text(r) -> str:
    """"label: reasons" or "label: reasons — would fit with: suggestions"."""
    if r.suggestions:
        return translate("Report", "{option}: {reasons} — would fit with: {suggestions}").format(
            option=r.label, reasons=join_reasons(r.reasons), suggestions=join_list(r.suggestions))
    return translate("Report", "{option}: {reasons}").format(option=r.label, reasons=join_reasons(r.reasons))


# ---------------------------------------------------------------------------------------------
# plan, charts, methods


def money_span(a, low_usd: float, high_usd: float) -> str:
    """"NT$264,000 – 391,000" (``report.money.format_range``) for USD ends."""
    from gpuadvisor.report.money import format_range

    return format_range(a.to_currency(low_usd), a.to_currency(high_usd), a.currency)


def recommendation_text(text: str) -> str:
    """The plan's recommendation as a sentence (older results began with a key, "per_workload: ...")."""
    key, sep, rest = text.partition(": ")
    if sep and key in ("per_workload", "shared"):
        text = rest
    if i18n.current_language() != "en":
        return text
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def plan_line_result(result, ln):
    """The option a plan line chose (the workload's best), for its range and power (None: none)."""
    if result is None or ln.owned is None:
        return None
    adv = result.for_workload(ln.workload_id)
    best = adv.best if adv is not None else None
    return best if best is not None and best.label == ln.choice else None


def plan_line_power(result, ln):
    """A plan line's power: the plan's own figure (``PlanLine.power``), else its option's."""
    pw = getattr(ln, "power", None)
    if pw is None:
        pw = U.option_power(plan_line_result(result, ln))
    return pw


def plan_total_range(plan, result) -> tuple[float, float] | None:
    """The per-workload plan's total a year at the ends of every line's 80 % range (the engine's
    errors move its estimates together, so the ends add up)."""
    if result is None or plan.per_workload_annual_usd is None:
        return None
    low = high = 0.0
    ranged = False
    for ln in plan.lines:
        r = plan_line_result(result, ln)
        rng = U.annual_range(r)
        if rng:
            ranged = True
            low, high = low + rng[0], high + rng[1]
        else:
            low, high = low + (ln.annual_usd or 0.0), high + (ln.annual_usd or 0.0)
    return (low, high) if ranged else None


def _power_text(pw) -> str:
    return translate("Report", "peak {peak}, {kwh} a month").format(peak=U.kw_text(pw.peak_kw_total),
                                                                   kwh=U.kwh_text(pw.kwh_per_month))


def plan_section(plan, a, result=None) -> Section:
    rows = []
    peak_total = kwh_total = 0.0
    any_power = False
    for ln in plan.lines:
        r = plan_line_result(result, ln)
        pw = plan_line_power(result, ln)
        peak, kwh = ("—", "—")
        if pw is not None:
            any_power = True
            peak, kwh = U.kw_text(pw.peak_kw_total), U.kwh_text(pw.kwh_per_month)
            if ln.owned:
                peak_total += pw.peak_kw_total
                kwh_total += pw.kwh_per_month
        annual = U.with_range(fmt_money(a, ln.annual_usd), a, U.annual_range(r)) if ln.annual_usd is not None else "—"
        rows.append([ln.project_name, ln.workload_name, ln.choice, mode_label(ln.cost_mode), annual, peak, kwh])
    items: list[Any] = [Table([translate("Report", "Project"), translate("Report", "Workload"),
                               translate("Report", "Choice"), translate("Report", "Billing"),
                               translate("Report", "Per year"), translate("Report", "Peak"),
                               translate("Report", "kWh a month")], rows,
                              align="llllrrr", widths=[16, 15, 26, 8, 15, 8, 12],
                              caption=translate("Report", "Per year in brackets: the 80 % range. Power of rented lines "
                                                          "is drawn at the provider; the total counts the owned lines."))]
    total = fmt_money(a, plan.per_workload_annual_usd)
    total_rng = plan_total_range(plan, result)
    if total_rng:
        total = translate("Report", "{cost} (range {range})").format(cost=total, range=money_span(a, *total_rng))
    kv = [(translate("Report", "Per-workload plan, total per year"), total)]
    if any_power:
        kv.append((translate("Report", "Per-workload plan, power on premises (owned lines)"),
                   translate("Report", "peak {peak}, {kwh} a month").format(peak=U.kw_text(peak_total),
                                                                             kwh=U.kwh_text(kwh_total))))
    shared = plan.best_shared
    if shared is not None:
        kv.append((translate("Report", "Shared-server alternative"), shared.label))
        kv.append((translate("Report", "Runs"), join_list(u.workload_name for u in shared.workloads)))
        util = f"{shared.utilisation:.0%}"
        kv.append((translate("Report", "Utilisation"),
                   translate("Report", "{utilisation} (MIG)").format(utilisation=util) if shared.mig_used else util))
        kv.append((translate("Report", "Shared server, total per year"), fmt_money(a, shared.total_annual_usd)))
        if getattr(shared, "power", None) is not None:
            kv.append((translate("Report", "Shared server, power"), _power_text(shared.power)))
    mixed = getattr(plan, "best_mixed", None)
    if mixed is not None:
        kv.append((translate("Report", "Mixed server alternative"), mixed.label))
        kv.append((translate("Report", "Mixed server, total per year"), fmt_money(a, mixed.total_annual_usd)))
        if getattr(mixed, "power", None) is not None:
            kv.append((translate("Report", "Mixed server, power"), _power_text(mixed.power)))
    items.append(KeyValues(kv))
    if plan.recommendation:
        items.append(Paragraph(recommendation_text(plan.recommendation), "lead"))
    if plan.missing:
        items.append(Paragraph(translate("Report", "No feasible option: {workloads}").format(
            workloads=join_list(plan.missing)), "note"))
    return Section(key="plan", title=translate("Report", "Project plan"), items=items, page_break_before=True)


def charts_section(result, chart_png: dict[str, Any] | None) -> Section | None:
    a = result.assumptions
    items: list[Any] = []
    charted, left_out = charts_data.report_chart_advices(result)  # a few dozen at most, not one per workload
    for adv in charted:
        png = (chart_png or {}).get(adv.workload.id)
        pair = charts_data.default_pair(adv)
        if png is None or not pair.complete:
            continue
        cum = charts_data.cumulative_data(pair, a)
        items.append(Heading(adv.workload.name, 3))
        if pair.rented.comparison_only:
            caption = translate("Report", "{o} vs {r}, for comparison only (data must stay on-premises): {x}")
        else:
            caption = translate("Report", "{o} vs {r}: {x}")
        items.append(Image(png, caption.format(o=pair.owned.label, r=pair.rented.label, x=cum.crossover_range_label), 0.95))
    if not items:
        return None
    if left_out:
        items.insert(0, Paragraph(translate(
            "Report", "Charts for the {n} workloads with the most money at stake; the other {m} are on the "
                      "Buy or rent page of the window.").format(n=len(charted), m=left_out), "note"))
    items.insert(0, Paragraph(translate("Report", 
        "Cumulative cost over the useful life: the owned machine (purchase at month 0, running costs "
        "each month, resale at the end) against renting on demand, with 1- and 3-year commitments and, "
        "where the workload may run on spot capacity and a spot price is published, the spot band. Each "
        "option is priced for the same jobs at its own speed."), "note"))
    return Section(key="charts", title=translate("Report", "Buy vs rent"), items=items, page_break_before=True)


def methods_section(result) -> Section:
    a = result.assumptions
    old, new = result.catalog_dates
    caveats = [
        translate("Report", "Every price has a date and a source; the catalog holds prices from {old} to {new}. Datacenter and "
           "consumer GPU prices moved sharply in 2025-26: refresh the catalog before deciding.").format(old=old, new=new),
        translate("Report", "The exchange rate ({fx:g} TWD/USD) and the electricity tariff (NT${e:g}/kWh) are inputs, not facts: "
           "change them in the assumptions.").format(fx=a.usd_to_twd, e=a.electricity_twd_per_kwh),
        translate("Report", "Cloud commitments (1- and 3-year) lower the price but do not guarantee capacity unless a "
           "reservation is bought too."),
        translate("Report", "Resale value is the least certain input; the sensitivity chart shows what ±20 % does, and a "
           "conservative reader may set it to 0."),
        translate("Report", "Spot prices assume {l:g} interruptions per hour and a checkpoint every {c:g} h; a share of "
           "{f:.0%} falls back to on-demand when a deadline is tight.").format(
            l=a.spot_interruptions_per_hour, c=a.checkpoint_interval_h, f=a.spot_fallback_share),
    ]
    methods = [
        translate("Report", "Memory: per device, the sum of weights (parameters × bytes of the storage format), gradients, "
           "optimizer states and master weights for the trainable parameters (sharded by ZeRO/FSDP when "
           "used), activations for one micro-batch (less with recomputation), logits, the KV cache for "
           "inference (layers × KV heads × head size × tokens × bytes), and the runtime's own overhead; "
           "compared with the usable memory of the device."),
        translate("Report", "Time: a training run needs 6·N·D floating-point operations (N parameters, D tokens) plus the "
           "attention term; 8·N·D with full recomputation, less for LoRA (frozen weights get no gradients); "
           "time = FLOPs ÷ (dense peak FLOP/s × efficiency × devices × scaling efficiency of the link), "
           "with efficiencies calibrated against measured runs."),
        translate("Report", "Inference: a roofline. Prefill is compute-bound (FLOPs ÷ peak × efficiency, never faster than "
           "reading the weights once); each decode step streams the weights and every sequence's KV cache "
           "through memory bandwidth, plus a fixed per-layer overhead, until batching makes it "
           "compute-bound; latency and throughput follow."),
        translate("Report", "Cost: owning = purchase less resale spread over the useful life, plus support, staff, "
           "colocation and energy (busy and idle power × PUE × tariff); renting = billed hours (runs × "
           "(hours + setup)) × price × (1 + overhead), spot with interruptions, commitments billed for the "
           "whole month. Break-even busy hours = the owned fixed cost ÷ (rental price per hour − owned "
           "energy per hour)."),
    ]
    from gpuadvisor.report.personal import appendix_items

    own = appendix_items(result)  # speed calibrated on the user's own runs (My measurements…)
    return Section(
        key="methods",
        title=translate("Report", "Methods and caveats"),
        items=[Heading(translate("Report", "Caveats"), 3), Bullets(caveats),
               Heading(translate("Report", "How the numbers are made"), 3),
               *[Paragraph(m) for m in methods],
               *([Heading(translate("Report", "Calibrated on your own runs"), 3), Bullets(own)] if own else [])],
        page_break_before=True,
    )


def assumptions_section(result, catalog_dates) -> Section:
    """Every economic input with its value and public, dated source, and the report's facts."""
    a = result.assumptions
    old, new = catalog_dates
    kv = [
        (translate("Report", "Catalog prices as of"), f"{old} … {new}" if old != new else str(old)),
        (translate("Report", "Currency"), "NT$" if a.currency == "TWD" else "US$"),
        (translate("Report", "Options considered"), f"{result.option_count:,}"),
        (translate("Report", "Workloads"), str(len(result.workloads))),
    ]
    items: list[Any] = [KeyValues(kv)]
    items.append(Table([translate("Report", "Input"), translate("Report", "Value"), translate("Report", "Source")],
                       assumption_rows(a), align="lll",
                       widths=[24, 18, 58], small=True))
    return Section(key="assumptions", title=translate("Report", "Assumptions"), items=items, page_break_before=True)


# ---------------------------------------------------------------------------------------------
# page 1: the answer


def sentence_gap() -> str:
    from gpuadvisor.report.answer import sentence_gap as gap

    return gap()


def _cut(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def summary_section(ans, *, max_lines: int = 14, max_reasons: int = 3, max_risks: int = 5,
                    method: bool = True) -> Section:
    """Page 1: the decision for the whole file, its cost with a range, the reasons, the risks and
    what would change it, the date of the prices, one line per workload (``report.answer.Answer``).
    The limits shorten it when it would not fit on one page (``ui.printing`` tries each level)."""
    items: list[Any] = []
    sub = [translate("Report", "GPU buy-or-rent recommendation"), ans.today]
    if ans.prices_label:
        sub.append(translate("Report", "prices as of {dates}").format(dates=ans.prices_label))
    items.append(Paragraph(" · ".join(sub), "subtitle"))
    rows: list[tuple[str, str]] = []
    if ans.annual is not None:
        cost = ans.money(ans.annual)
        if ans.annual_low is not None:
            cost = translate("Report", "{cost} (range {range})").format(cost=cost, range=ans.span(ans.annual_low, ans.annual_high))
        if ans.kind == "missing":
            cost = translate("Report", "{cost}, without the workloads that have no option").format(cost=cost)
        rows.append((translate("Report", "Cost per year"), cost))
    if ans.horizon_total is not None and ans.horizon_label:
        cost = ans.money(ans.horizon_total)
        if ans.horizon_low is not None:
            cost = translate("Report", "{cost} (range {range})").format(cost=cost, range=ans.span(ans.horizon_low, ans.horizon_high))
        rows.append((ans.horizon_label, cost))
    if ans.alternative:
        rows.append((translate("Report", "The other plan"), ans.alternative))
    items.append(Callout(translate("Report", "The answer"), list(ans.decision), rows))
    if ans.reasons:
        items.append(Heading(translate("Report", "Why"), 3))
        items.append(Bullets(ans.reasons[:max_reasons]))
    if ans.risks:
        items.append(Heading(translate("Report", "Risks, and what would change the decision"), 3))
        items.append(Bullets(ans.risks[:max_risks]))
    if ans.lines:
        items.append(Heading(translate("Report", "Per workload"), 3))
        shown = ans.lines[:max_lines]
        table_rows = []
        for ln in shown:
            if ln.action == "shared":
                runs_on = translate("Report", "shared server")
                cost = translate("Report", "shared")
            elif ln.action in ("buy", "rent"):
                runs_on = (translate("Report", "buy: {option}").format(option=ln.choice) if ln.action == "buy" else
                           translate("Report", "rent ({billing}): {option}").format(billing=ln.billing, option=ln.choice))
                cost = ans.money(ln.annual)
            else:  # the workload is named in the first column
                runs_on = _cut(ln.without_name, 90)
                cost = "—"
            table_rows.append([_cut(ln.workload, 60), runs_on, ln.speed, cost])
        if ans.shared_machine:
            table_rows.append([translate("Report", "Shared server"), translate("Report", "buy: {option}").format(
                option=ans.shared_machine), "", ans.money(ans.shared_annual)])
        if ans.annual is not None and len(ans.lines) > 1:
            table_rows.append([translate("Report", "Total"), "", "", ans.money(ans.annual)])
        caption = ""
        if len(ans.lines) > len(shown):
            caption = translate("Report", "{n} more workloads: see Appendix B.").format(n=len(ans.lines) - len(shown))
        items.append(Table([translate("Report", "Workload"), translate("Report", "Runs on"), translate("Report", "Speed"),
                            translate("Report", "Per year")], table_rows, align="lllr", widths=[28, 42, 16, 14],
                           caption=caption))
    notes = list(getattr(ans, "calibrated", []))  # speed calibrated on the user's own runs
    if method and ans.range_method:
        notes.append(ans.range_method)
    notes.append(translate("Report", "Details follow: A the plan, B each workload, C buy vs rent charts, D assumptions "
                           "and their public sources, E methods and caveats."))
    items.append(Paragraph(sentence_gap().join(notes), "note"))
    return Section(key="summary", title=ans.title, items=items, level=1)


# the levels ``ui.printing`` tries, longest first, until page 1 fits on one page
SUMMARY_LEVELS = (
    {},
    {"max_risks": 4, "max_lines": 10},
    {"max_risks": 3, "max_lines": 8, "method": False},
    {"max_risks": 2, "max_reasons": 2, "max_lines": 5, "method": False},
    {"max_risks": 1, "max_reasons": 1, "max_lines": 3, "method": False},
)


def _appendix(letter: str, title: str) -> str:
    return translate("Report", "Appendix {letter}: {title}").format(letter=letter, title=title)


def build_report(result, *, catalog_dates=None, chart_png: dict[str, Any] | None = None, lang: str | None = None,
                 today: dt.date | None = None, top: int = 3, source_path=None, summary_only: bool = False,
                 summary_level: int = 0) -> list[Section]:
    """Ordered sections of the printed report for an ``AdviceResult``: page 1 (the answer), then
    the appendices (A the plan, B each workload, C the buy-vs-rent charts, D the assumptions with
    their sources, E methods and caveats).

    ``chart_png`` maps a workload id to the picture of its buy-vs-rent (cumulative cost) chart:
    PNG bytes, or the QImage the printing layer drew (see ``Image``).
    ``lang`` is the output language ("en" | "zh_TW"; None: the current one).  The texts the engine
    made (reasons, explanations) are in the language the advice was computed in.  ``source_path``
    (the project file) titles an untitled document; ``summary_only`` gives page 1 alone;
    ``summary_level`` indexes ``SUMMARY_LEVELS`` (shorter page 1).
    """
    with i18n.language(lang):
        return _build_report(result, catalog_dates, chart_png, lang, today, top, source_path, summary_only,
                             summary_level)


def _build_report(result, catalog_dates, chart_png, lang, today, top, source_path, summary_only,
                  summary_level) -> list[Section]:
    from gpuadvisor.report.answer import build_answer

    dates = tuple(catalog_dates) if catalog_dates else tuple(result.catalog_dates)
    a = result.assumptions
    ans = build_answer(result, source_path=source_path, today=today)
    ans.prices_from, ans.prices_to = (str(dates[0]), str(dates[1])) if len(dates) >= 2 else (ans.prices_from, ans.prices_to)
    level = SUMMARY_LEVELS[max(0, min(summary_level, len(SUMMARY_LEVELS) - 1))]
    sections = [summary_section(ans, **level)]
    if summary_only:
        return sections
    plan = plan_section(result.plan, a, result)
    plan.title = _appendix("A", plan.title)
    sections.append(plan)
    sections.append(Section(key="workloads", title=_appendix("B", translate("Report", "Per workload")),
                            page_break_before=True))
    for adv in result.workloads:
        sec = workload_section(adv, a, top)
        sec.level = 3
        sections.append(sec)
    charts = charts_section(result, chart_png)
    if charts is not None:
        charts.title = _appendix("C", charts.title)
        sections.append(charts)
    assumptions = assumptions_section(result, dates)
    assumptions.title = _appendix("D", assumptions.title)
    sections.append(assumptions)
    methods = methods_section(result)
    methods.title = _appendix("E", methods.title)
    sections.append(methods)
    return sections


def sections_text(sections: list[Section]) -> str:
    """Plain text of the sections (tests, clipboard): headings, paragraphs, table cells."""
    out: list[str] = []
    for s in sections:
        out.append(s.title)
        for it in s.items:
            if isinstance(it, (Heading, Paragraph)):
                out.append(it.text)
            elif isinstance(it, KeyValues):
                out.extend(f"{k}: {v}" for k, v in it.rows)
            elif isinstance(it, Table):
                out.append(" | ".join(it.columns))
                out.extend(" | ".join(r) for r in it.rows)
            elif isinstance(it, Bullets):
                out.extend(it.items)
            elif isinstance(it, Image):
                out.append(f"[image] {it.caption}")
            elif isinstance(it, Callout):
                out.append(it.heading)
                out.extend(it.lines)
                out.extend(f"{k}: {v}" for k, v in it.rows)
    return "\n".join(out)
