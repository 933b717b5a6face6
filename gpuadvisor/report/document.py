"""The printed recommendation as ordered sections of plain items (no Qt).

``build_report(result, ...)`` describes what the report says; ``report.html`` renders it and
``ui.printing`` prints it or writes a PDF.  Money is in the document's currency, formatted by
``report.summary.fmt_money``; every user-visible string goes through ``i18n.tr``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from gpuadvisor.i18n import tr
from gpuadvisor.report import charts_data
from gpuadvisor.report.summary import KIND_LABELS, MODE_LABELS, fmt_hours, fmt_money

GIB = float(2**30)


def _t(text: str) -> str:
    return tr("report", text)


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
    png: bytes
    caption: str = ""
    width_fraction: float = 1.0  # of the text width


@dataclass
class Section:
    key: str
    title: str
    items: list[Any] = field(default_factory=list)
    page_break_before: bool = False


# ---------------------------------------------------------------------------------------------
# assumptions

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
    "min_stream_tokens_per_s": "Slowest usable streaming speed",
}


def _fmt_value(value: Any, unit: str) -> str:
    if isinstance(value, bool):
        return _t("yes") if value else _t("no")
    if isinstance(value, float) and unit.startswith("share") and value <= 1.0:
        text = f"{value:.0%}"
        return text + unit[len("share"):].replace(" of ", " " + _t("of") + " ", 1) if unit != "share" else text
    if isinstance(value, (int, float)):
        text = f"{value:,.4g}"
        return f"{text} {unit}" if unit else text
    return str(value)


def assumption_rows(a) -> list[list[str]]:
    """(label, value, unit, source) for every economic input."""
    rows = []
    for name, info in type(a).model_fields.items():
        if name in ("currency", "efficiency_overrides"):
            continue
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        unit = str(extra.get("unit", ""))
        rows.append([_t(ASSUMPTION_LABELS.get(name, name.replace("_", " ").capitalize())),
                     _fmt_value(getattr(a, name), unit), str(extra.get("source", ""))])
    if a.efficiency_overrides:
        for key, v in sorted(a.efficiency_overrides.items()):
            rows.append([_t("Efficiency override") + f" {key}", f"{v:g}", _t("this project")])
    return rows


# ---------------------------------------------------------------------------------------------
# per workload


def _schedule_text(w) -> str:
    s = w.schedule
    if s.always_on:
        return _t("always on")
    text = _t("{n} run(s) {freq}").format(n=s.runs_per_period, freq=s.frequency.replace("_", " "))
    if s.hours_allowed_per_run:
        text += _t(", at most {h} per run").format(h=fmt_hours(s.hours_allowed_per_run))
    return text


def _speed(r) -> str:
    est = r.estimate
    if est.time_per_run_h is not None:
        return fmt_hours(est.time_per_run_h)
    if est.latency_ms is not None:
        return f"{est.latency_ms:,.0f} ms"
    return f"{est.throughput:,.3g} {est.throughput_unit}" if est.throughput else "—"


def _memory(r) -> str:
    mem = r.estimate.memory
    return f"{mem.total / GIB:,.1f} / {mem.usable / GIB:,.1f}"


def _billing(r) -> str:
    return _t(MODE_LABELS.get(r.cost_mode, r.cost_mode))


def option_table(results, a, start: int = 1) -> Table:
    rows = [[str(i), r.label, _memory(r), _speed(r), fmt_money(a, r.annual_usd), _billing(r)]
            for i, r in enumerate(results, start)]
    return Table(
        columns=["#", _t("Option"), _t("Memory GiB need / usable"), _t("Time per run"), _t("Per year"),
                 _t("Billing")],
        rows=rows,
        align="rlrrrl",
        widths=[4, 42, 16, 12, 13, 13],
    )


def buy_vs_rent_text(adv, a) -> str:
    """One line: best owned vs best rented, per year, and the crossover."""
    pair = charts_data.default_pair(adv)
    if pair.owned is None and pair.rented is None:
        return _t("No option fits this workload.")
    parts = []
    if pair.owned is not None:
        parts.append(_t("best owned: {o}, {m}/year").format(o=pair.owned.label, m=fmt_money(a, pair.owned.annual_usd)))
    else:
        parts.append(_t("no owned machine fits"))
    if pair.rented is not None:
        parts.append(_t("best rented: {r}, {m}/year ({mode})").format(
            r=pair.rented.label, m=fmt_money(a, pair.rented.annual_usd), mode=_billing(pair.rented)))
    else:
        parts.append(_t("no rented option fits"))
    if pair.complete:
        cum = charts_data.cumulative_data(pair, a)
        parts.append(cum.crossover_label + _t(" (owned vs on-demand)"))
    return _t("Buy vs rent") + ": " + "; ".join(parts) + "."


def workload_section(adv, a, top: int = 3, notable: int = 5) -> Section:
    w = adv.workload
    title = f"{adv.project_name} — {w.name}" if adv.project_name else w.name
    items: list[Any] = [Paragraph(_t("{kind}, model {model}; {schedule}. {n} of {m} options fit.").format(
        kind=_t(KIND_LABELS.get(w.kind, w.kind)), model=w.model.name, schedule=_schedule_text(w),
        n=len(adv.feasible), m=len(adv.results)))]
    best = adv.feasible[:top]
    if best:
        items.append(Heading(_t("Top options"), 3))
        items.append(option_table(best, a))
        items.append(Bullets([f"{i}. {r.label}: {r.explanation}" for i, r in enumerate(best, 1)]))
    else:
        closest = [r for r in adv.results if not r.feasible][:top]
        items.append(Paragraph(_t("No option fits. The closest:"), "lead"))
        items.append(Bullets([
            f"{r.label}: {'; '.join(r.reasons)}" + (
                (" — " + _t("would fit with") + ": " + ", ".join(r.suggestions)) if r.suggestions else "")
            for r in closest]))
    items.append(Paragraph(buy_vs_rent_text(adv, a), "lead"))
    # lists, not tables: long reasons would split table rows across pages
    not_fitting = [(r, why) for r, why in adv.notable if not r.feasible][:notable]
    other = [(r, why) for r, why in adv.notable if r.feasible][:notable]
    if not_fitting:
        items.append(Heading(_t("Well-known options that do not fit"), 3))
        items.append(Bullets([f"{r.label}: {why}" for r, why in not_fitting]))
    if other:
        items.append(Heading(_t("Other well-known options"), 3))
        items.append(Bullets([f"{r.label}: {why}" for r, why in other]))
    return Section(key=f"workload:{w.id}", title=title, items=items)


# ---------------------------------------------------------------------------------------------
# plan, charts, methods


def recommendation_text(text: str) -> str:
    """The plan's recommendation without its machine-readable key ("per_workload: ...")."""
    key, sep, rest = text.partition(": ")
    if sep and key in ("per_workload", "shared"):
        text = rest
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def plan_section(plan, a) -> Section:
    rows = [[ln.project_name, ln.workload_name, ln.choice, _t(MODE_LABELS.get(ln.cost_mode, ln.cost_mode)),
             fmt_money(a, ln.annual_usd)] for ln in plan.lines]
    items: list[Any] = [Table([_t("Project"), _t("Workload"), _t("Choice"), _t("Billing"), _t("Per year")], rows,
                              align="llllr", widths=[18, 24, 30, 12, 16])]
    kv = [(_t("Per-workload plan, total per year"), fmt_money(a, plan.per_workload_annual_usd))]
    shared = plan.best_shared
    if shared is not None:
        kv.append((_t("Shared-server alternative"), shared.label))
        kv.append((_t("Runs"), ", ".join(u.workload_name for u in shared.workloads)))
        kv.append((_t("Utilisation"), f"{shared.utilisation:.0%}" + (" (MIG)" if shared.mig_used else "")))
        kv.append((_t("Shared server, total per year"), fmt_money(a, shared.total_annual_usd)))
    items.append(KeyValues(kv))
    if plan.recommendation:
        items.append(Paragraph(recommendation_text(plan.recommendation), "lead"))
    if plan.missing:
        items.append(Paragraph(_t("No feasible option: ") + ", ".join(plan.missing), "note"))
    return Section(key="plan", title=_t("Project plan"), items=items, page_break_before=True)


def charts_section(result, chart_png: dict[str, bytes] | None) -> Section | None:
    a = result.assumptions
    items: list[Any] = []
    for adv in result.workloads:
        png = (chart_png or {}).get(adv.workload.id)
        pair = charts_data.default_pair(adv)
        if png is None or not pair.complete:
            continue
        cum = charts_data.cumulative_data(pair, a)
        items.append(Heading(adv.workload.name, 3))
        items.append(Image(png, _t("{o} vs {r}: {x}").format(o=pair.owned.label, r=pair.rented.label,
                                                             x=cum.crossover_label), 0.95))
    if not items:
        return None
    items.insert(0, Paragraph(_t(
        "Cumulative cost over the useful life: the owned machine (purchase at month 0, running costs "
        "each month, resale at the end) against renting on demand, with 1- and 3-year commitments and "
        "the spot band. Each option is priced for the same jobs at its own speed."), "note"))
    return Section(key="charts", title=_t("Buy vs rent"), items=items, page_break_before=True)


def methods_section(result) -> Section:
    a = result.assumptions
    old, new = result.catalog_dates
    caveats = [
        _t("Every price has a date and a source; the catalog holds prices from {old} to {new}. Datacenter and "
           "consumer GPU prices moved sharply in 2025-26: refresh the catalog before deciding.").format(old=old, new=new),
        _t("The exchange rate ({fx:g} TWD/USD) and the electricity tariff (NT${e:g}/kWh) are inputs, not facts: "
           "change them in the assumptions.").format(fx=a.usd_to_twd, e=a.electricity_twd_per_kwh),
        _t("Cloud commitments (1- and 3-year) lower the price but do not guarantee capacity unless a "
           "reservation is bought too."),
        _t("Resale value is the least certain input; the sensitivity chart shows what ±20 % does, and a "
           "conservative reader may set it to 0."),
        _t("Spot prices assume {l:g} interruptions per hour and a checkpoint every {c:g} h; a share of "
           "{f:.0%} falls back to on-demand when a deadline is tight.").format(
            l=a.spot_interruptions_per_hour, c=a.checkpoint_interval_h, f=a.spot_fallback_share),
    ]
    methods = [
        _t("Memory: per device, the sum of weights (parameters × bytes of the storage format), gradients, "
           "optimizer states and master weights for the trainable parameters (sharded by ZeRO/FSDP when "
           "used), activations for one micro-batch (less with recomputation), logits, the KV cache for "
           "inference (layers × KV heads × head size × tokens × bytes), and the runtime's own overhead; "
           "compared with the usable memory of the device."),
        _t("Time: a training run needs 6·N·D floating-point operations (N parameters, D tokens) plus the "
           "attention term; 8·N·D with full recomputation, less for LoRA (frozen weights get no gradients); "
           "time = FLOPs ÷ (dense peak FLOP/s × efficiency × devices × scaling efficiency of the link), "
           "with efficiencies calibrated against measured runs."),
        _t("Inference: a roofline. Prefill is compute-bound (FLOPs ÷ peak × efficiency, never faster than "
           "reading the weights once); each decode step streams the weights and every sequence's KV cache "
           "through memory bandwidth, plus a fixed per-layer overhead, until batching makes it "
           "compute-bound; latency and throughput follow."),
        _t("Cost: owning = purchase less resale spread over the useful life, plus support, staff, "
           "colocation and energy (busy and idle power × PUE × tariff); renting = billed hours (runs × "
           "(hours + setup)) × price × (1 + overhead), spot with interruptions, commitments billed for the "
           "whole month. Break-even busy hours = the owned fixed cost ÷ (rental price per hour − owned "
           "energy per hour)."),
    ]
    return Section(
        key="methods",
        title=_t("Methods and caveats"),
        items=[Heading(_t("Caveats"), 3), Bullets(caveats), Heading(_t("How the numbers are made"), 3),
               *[Paragraph(m) for m in methods]],
        page_break_before=True,
    )


def title_section(result, catalog_dates, today: dt.date | None, lang: str) -> Section:
    a = result.assumptions
    date = (today or dt.date.today()).isoformat()
    old, new = catalog_dates
    kv = [
        (_t("Date"), date),
        (_t("Catalog prices as of"), f"{old} … {new}" if old != new else str(old)),
        (_t("Currency"), "NT$" if a.currency == "TWD" else "US$"),
        (_t("Options considered"), f"{result.option_count:,}"),
        (_t("Workloads"), str(len(result.workloads))),
    ]
    items: list[Any] = [Paragraph(_t("GPU buy-or-rent report"), "lead"), KeyValues(kv),
                        Heading(_t("Assumptions"), 3)]
    items.append(Table([_t("Input"), _t("Value"), _t("Source")], assumption_rows(a), align="lrl",
                       widths=[30, 22, 48], small=True))
    return Section(key="title", title=result.document_title, items=items)


def build_report(result, *, catalog_dates=None, chart_png: dict[str, bytes] | None = None, lang: str = "en",
                 today: dt.date | None = None, top: int = 3) -> list[Section]:
    """Ordered sections of the printed report for an ``AdviceResult``.

    ``chart_png`` maps a workload id to the PNG of its buy-vs-rent (cumulative cost) chart.
    ``lang`` is the output language ("en" | "zh_TW"; strings pass through ``i18n.tr``).
    """
    dates = tuple(catalog_dates) if catalog_dates else tuple(result.catalog_dates)
    a = result.assumptions
    sections = [title_section(result, dates, today, lang)]
    # workloads follow the assumptions without a page break (the table ends anywhere on its page)
    sections.extend(workload_section(adv, a, top) for adv in result.workloads)
    sections.append(plan_section(result.plan, a))
    charts = charts_section(result, chart_png)
    if charts is not None:
        sections.append(charts)
    sections.append(methods_section(result))
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
    return "\n".join(out)
