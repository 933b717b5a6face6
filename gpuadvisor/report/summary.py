"""Plain-data views of an advice result, in the document's currency.

One place decides what a row of the recommendation table says; the CLI's JSON, its text table,
the window's table model and the printed summary all read these.
"""

from __future__ import annotations

from typing import Any

from gpuadvisor.domain.project import Assumptions
from gpuadvisor.i18n import translate
from gpuadvisor.report.money import format_amount
from gpuadvisor.report.labels import kind_label, kind_labels, mode_label, mode_labels, unit_label  # noqa: F401
from gpuadvisor.report.latency import judged_ms, judged_on

GIB = 1024.0**3

# English labels (the translation sources); show ``report.labels.kind_label(key)`` /
# ``mode_label(key)`` instead, which are in the current language.
KIND_LABELS = {
    "pretrain": "Train from scratch",
    "full_finetune": "Full fine-tune",
    "lora": "LoRA fine-tune",
    "qlora": "QLoRA fine-tune",
    "batch_inference": "Batch inference",
    "realtime_inference": "Real-time inference",
    "llm_serving": "LLM serving",
}
MODE_LABELS = {
    "owned": "owned",
    "on_demand": "on-demand",
    "spot": "spot",
    "spot_with_fallback": "spot + on-demand fallback",
    "reserved_1y": "1-year commitment",
    "reserved_3y": "3-year commitment",
}


def money(a: Assumptions, usd: float | None) -> float | None:
    return None if usd is None else a.to_currency(usd)


def currency_symbol(a: Assumptions) -> str:
    return "NT$" if a.currency == "TWD" else "US$"


def _hint_dict(adv, a: Assumptions) -> dict | None:
    hint = adv.recompute_hint() if hasattr(adv, "recompute_hint") else None
    if hint is None:
        return None
    return {"option": hint.label, "annual": a.to_currency(hint.annual_usd),
            "best_option": hint.best_label, "best_annual": a.to_currency(hint.best_annual_usd)}


def _budget_dict(adv, a: Assumptions) -> dict | None:
    hint = adv.budget_hint() if hasattr(adv, "budget_hint") else None
    if hint is None:
        return None
    return {"option": hint.label, "annual": a.to_currency(hint.annual_usd), "budget": hint.budget}


def fmt_money(a: Assumptions, usd: float | None) -> str:
    """An engine amount (USD) in the document's currency, as people read it in the current
    language: ``NT$582,000`` / ``NT$58.2 萬`` (``report.money.format_amount``)."""
    return format_amount(money(a, usd), a.currency)


def fmt_hours(h: float | None) -> str:
    if h is None:
        return "—"
    if h < 1 / 60:
        return translate("Labels", "{0} s").format(f"{h * 3600:.0f}")
    if h < 1:
        return translate("Labels", "{0} min").format(f"{h * 60:.0f}")
    if h < 48:
        return translate("Labels", "{0} h").format(f"{h:.1f}")
    return translate("Labels", "{0} days").format(f"{h / 24:.1f}")


def run_share(r) -> float:
    """The share of one run's time an option takes when several of its machines share each run (a
    batch job split to meet its allowed hours: ``engine.advisor``'s "N machines share each run"; only
    a batch job is split, and only a job has a run time): 1 / N; a service's replicas and a single
    machine: 1."""
    n = getattr(r, "replicas", 1) or 1
    return 1.0 / n if n > 1 and r.estimate.time_per_run_h is not None else 1.0


def fmt_throughput(value: float | None, unit: str) -> str:
    if value is None or value <= 0:
        return "—"
    if value >= 100:
        return f"{value:,.0f} {unit_label(unit)}"
    return f"{value:,.3g} {unit_label(unit)}"


def cost_over_horizon(r, years: float | None) -> float | None:
    """USD over the workload's planning horizon (Schedule.horizon_years): a year's cost times the
    years (a one-off job's runs are already spread over the horizon)."""
    if r.annual_usd is None or years is None:
        return None
    return r.annual_usd * years


def _interval_row(r, a: Assumptions) -> dict[str, Any]:
    """80 % intervals (engine.intervals) as [low, high] pairs."""
    iv = r.interval

    def pair(v, scale=1.0, to_money=False):
        if v is None:
            return None
        lo, hi = v
        if to_money:
            return [money(a, lo), money(a, hi)]
        return [lo * scale, hi * scale]

    return {
        "interval": {
            "time_per_run_h": pair(iv.time_per_run_h),
            "throughput": pair(iv.throughput),
            "latency_ms": pair(iv.latency_ms),
            "memory_needed_gib": pair(iv.memory_bytes, 1.0 / GIB),
            "cost_per_year": pair(iv.annual_usd, to_money=True),
            "based_on_rows": iv.speed_rows,
            "extrapolated": iv.extrapolated,
        }
    }


def _power_row(r, a: Assumptions) -> dict[str, Any]:
    pw = r.power
    return {
        "peak_power_kw": round(pw.peak_kw_total, 3),
        "typical_power_kw": round(pw.typical_kw * pw.machines, 3),
        "energy_kwh_per_month": round(pw.kwh_per_month, 1),
        "electricity_per_month": money(a, pw.electricity_usd_month),
        "over_office_circuit": pw.over_circuit,
    }


def option_row(r, a: Assumptions, horizon_years: float | None = None, recipe=None) -> dict[str, Any]:
    """One option for one workload, as plain numbers (money in the document's currency); ``recipe``:
    the workload's, for the latency its answer-time target is judged on (report.latency)."""
    est = r.estimate
    mem = est.memory
    return {
        "option": r.label,
        "key": r.option.key,
        "category": r.option.category,
        "owned": r.option.owned,
        "provider": r.option.provider,
        "accelerator": r.option.accelerator.name,
        "devices": r.option.gpu_count,
        "replicas": r.replicas,
        "fits": r.feasible,
        "status": r.status,
        "notes": list(r.notes),
        "margin": round(mem.margin, 4),
        "comparison_only": r.comparison_only,
        "memory_needed_gib": round(mem.total / GIB, 2),
        "memory_available_gib": round(mem.usable / GIB, 2),
        "memory_limit_gib": round(mem.safe_limit / GIB, 2),
        "time_per_run_h": est.time_per_run_h,
        "throughput": est.throughput,
        "throughput_unit": est.throughput_unit,
        "latency_ms": est.latency_ms,
        "latency_percentile_ms": est.latency_pct_ms,
        # at the target's percentile, what the target is judged on: the whole answer or its first token
        "judged_latency_ms": judged_ms(est, recipe) if recipe is not None else None,
        **({"serving": est.serving.as_dict()} if est.serving is not None else {}),  # LLM services (engine.serving)
        "bottleneck": est.bottleneck,
        "cost_mode": r.cost_mode,
        "cost_per_run": money(a, r.per_run_usd),
        "cost_per_month": money(a, r.monthly_usd),
        "cost_per_year": money(a, r.annual_usd),
        "cost_over_horizon": money(a, cost_over_horizon(r, horizon_years)),
        **_power_row(r, a),
        **_interval_row(r, a),
        "explanation": r.explanation,
        "reasons": list(r.reasons),
        "suggestions": list(r.suggestions),
    }


def workload_dict(adv, a: Assumptions, top: int = 10, not_fitting: int = 10) -> dict[str, Any]:
    w = adv.workload
    feas = adv.feasible
    rest = [r for r in adv.results if not r.feasible]
    best = adv.best
    h = w.schedule.horizon_years
    return {
        "project": adv.project_name,
        "id": w.id,
        "name": w.name,
        "kind": w.kind,
        "model": w.model.name,
        "frequency": w.schedule.frequency,
        "horizon_years": w.schedule.horizon_years,
        # the percentile an answer-time target is judged at (rows' latency_percentile_ms); None: no target
        "latency_percentile": (w.recipe.latency_percentile
                               if (w.recipe.latency_target_ms or w.recipe.ttft_target_ms) else None),
        # what that target is judged on ("answer", "first_token"; None: no target): rows' judged_latency_ms
        "latency_judged_on": judged_on(w.recipe),
        "objective": adv.objective,
        "error": adv.error,
        # full gradient checkpointing would let a much cheaper option do the job (engine: recompute_hint)
        "recompute_hint": _hint_dict(adv, a),
        # the annual budget leaves no option: the cheapest that runs it without (engine: budget_hint)
        "budget_hint": _budget_dict(adv, a),
        "messages": list(adv.messages),
        "feasible_count": len(feas),
        "option_count": len(adv.results),
        "best": option_row(best, a, h, w.recipe) if best else None,
        "best_owned": option_row(adv.best_where(True), a, h, w.recipe) if adv.best_where(True) else None,
        "best_rented": option_row(adv.best_where(False), a, h, w.recipe) if adv.best_where(False) else None,
        "options": [option_row(r, a, h, w.recipe) for r in feas[:top]],
        "not_fitting": [option_row(r, a, h, w.recipe) for r in rest[:not_fitting]],
        "notable": [{"option": r.label, "fits": r.feasible, "comment": c} for r, c in adv.notable],
        "min_devices": [
            {
                "accelerator": row.accelerator,
                "devices": row.devices,
                "owned": row.owned.label if row.owned else None,
                "owned_per_year": money(a, row.owned.annual_usd) if row.owned else None,
                "on_demand": row.on_demand.label if row.on_demand else None,
                "on_demand_per_year": money(a, row.on_demand_annual_usd),
                "reserved": row.reserved.label if row.reserved else None,
                "reserved_mode": row.reserved_mode or None,
                "reserved_per_year": money(a, row.reserved_annual_usd),
                "rented_for_comparison_only": w.constraints.on_prem_only,
            }
            for row in (adv.min_devices() if adv.error is None else [])
        ],
    }


def plan_dict(plan, a: Assumptions) -> dict[str, Any]:
    """The plan as plain data: per-workload lines with their power, the per-workload totals, the
    single-type and the mixed shared server (groups of cards, peak-month use, power), the ranking."""

    def _plan_power(pw, a: Assumptions) -> dict[str, Any]:
        """Power of a plan line or a shared machine (engine.power.PowerFigures; None: no option)."""
        if pw is None:
            return {"peak_power_kw": None, "typical_power_kw": None, "energy_kwh_per_month": None,
                    "electricity_per_month": None, "over_office_circuit": None}
        return {
            "peak_power_kw": round(pw.peak_kw_total, 3),
            "typical_power_kw": round(pw.typical_kw * pw.machines, 3),
            "energy_kwh_per_month": round(pw.kwh_per_month, 1),
            "electricity_per_month": money(a, pw.electricity_usd_month),
            "over_office_circuit": pw.over_circuit,
        }

    def _with_separate(pw, plan, a: Assumptions) -> dict[str, Any]:
        """A shared machine's power plus the owned workloads left out of sharing (edge line PCs)."""
        if pw is None:
            return {"peak_power_kw_with_separate": None, "energy_kwh_per_month_with_separate": None}
        return {
            "peak_power_kw_with_separate": round(pw.peak_kw_total + getattr(plan, "separate_peak_kw", 0.0), 3),
            "energy_kwh_per_month_with_separate": round(pw.kwh_per_month + getattr(plan, "separate_kwh_per_month", 0.0), 1),
        }

    def _mixed_dict(m, plan, a: Assumptions) -> dict[str, Any]:
        """The best mixed server: its chassis, its groups of cards (what runs on them, when), the
        peak month's use of each group and window, its cost and power."""
        return {
            "machine": m.label,
            "chassis": m.chassis.label,
            "power_supplies": m.chassis.psu_text,
            "slots_used": m.gpu_count,
            "slots": m.chassis.slots,
            "cards_tdp_w": round(m.tdp_w, 1),
            "supplies_deliver_w": round(m.psu_w, 1),
            "groups": [
                {
                    "role": g.role,
                    "accelerator": g.accelerator,
                    "count": g.count,
                    "workloads": list(g.workloads),
                    "window": g.window,
                    "busy_hours_per_month": round(g.busy_hours_per_month, 1),
                }
                for g in m.groups
            ],
            "peak_month_use": [
                {
                    "cards": m.groups[ld.group].label,
                    "window": ld.window,
                    "month": ld.month,
                    "hours_used": round(ld.used_hours, 1),
                    "hours_available": round(ld.available_hours, 1),
                    "utilisation": round(ld.utilisation, 4),
                    "held_by_service": ld.held,
                }
                for ld in m.loads
            ],
            "purchase": money(a, m.purchase_usd),
            "annual": money(a, m.annual_usd),
            "annual_with_separate": money(a, m.total_annual_usd),
            **_plan_power(m.power, a),
            **_with_separate(m.power, plan, a),
            "notes": list(m.notes),
            "source": m.chassis.source,
        }

    shared = plan.best_shared
    mixed = getattr(plan, "best_mixed", None)
    return {
        "lines": [
            {
                "project": ln.project_name,
                "workload": ln.workload_name,
                "workload_id": ln.workload_id,
                "choice": ln.choice,
                "category": ln.category,
                "owned": ln.owned,
                "cost_mode": ln.cost_mode,
                "annual": money(a, ln.annual_usd),
                "why": ln.why,
                **_plan_power(getattr(ln, "power", None), a),
            }
            for ln in plan.lines
        ],
        "per_workload_annual": money(a, plan.per_workload_annual_usd),
        # the owned (on-premises) lines: rentals draw power at the provider, inside their price
        "per_workload_power": {
            "peak_power_kw": round(getattr(plan, "per_workload_peak_kw", 0.0), 3),
            "typical_power_kw": round(getattr(plan, "per_workload_typical_kw", 0.0), 3),
            "energy_kwh_per_month": round(getattr(plan, "per_workload_kwh_per_month", 0.0), 1),
            "electricity_per_month": money(a, getattr(plan, "per_workload_electricity_usd_month", 0.0)),
        },
        "shared_server": None
        if shared is None
        else {
            "machine": shared.label,
            "workloads": [u.workload_name for u in shared.workloads],
            "utilisation": round(shared.utilisation, 4),
            "annual": money(a, shared.annual_usd),
            "annual_with_separate": money(a, shared.total_annual_usd),
            "mig": shared.mig_used,
            **_plan_power(getattr(shared, "power", None), a),
            **_with_separate(getattr(shared, "power", None), plan, a),
        },
        "mixed_server": None if mixed is None else _mixed_dict(mixed, plan, a),
        "mixed_candidates": [
            {"machine": m.label, "annual_with_separate": money(a, m.total_annual_usd),
             "peak_power_kw": round(m.power.peak_kw, 3) if m.power else None}
            for m in getattr(plan, "mixed", [])[:5]
        ],
        "ranking": [{"kind": kind, "machine": label, "annual": money(a, usd)}
                    for kind, label, usd in getattr(plan, "ranking", [])],
        "best_kind": getattr(plan, "best_kind", ""),
        "mixed_summary": getattr(plan, "mixed_summary", ""),
        "recommendation": plan.recommendation,
        "recommendation_kind": getattr(plan, "recommendation_kind", ""),
    }


def advice_dict(result, top: int = 10) -> dict[str, Any]:
    a = result.assumptions
    return {
        "title": result.document_title,
        "currency": a.currency,
        "usd_to_twd": a.usd_to_twd,
        "catalog": {"oldest_as_of": result.catalog_dates[0], "newest_as_of": result.catalog_dates[1]},
        "options_considered": result.option_count,
        "warnings": list(getattr(result, "warnings", [])),
        "elapsed_ms": round(result.elapsed_ms, 2),
        "workloads": [workload_dict(adv, a, top) for adv in result.workloads],
        "plan": plan_dict(result.plan, a),
    }
