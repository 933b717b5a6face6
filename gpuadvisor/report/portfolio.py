"""Buy vs rent for the whole file: the cumulative cost of the plan bought against the same work
rented, month by month (no Qt).  The window's Answer view draws it (``ui.report_charts``).

Bought: the plan's owned machines, i.e. the shared server for the workloads the plan puts on it
(when the plan recommends one and the engine priced it as a single machine) and each other
workload's best owned option.  Rented: every one of those workloads on its best rental at the
billing the engine chose for it (on demand, a 1- or 3-year commitment, spot); an on-premises
workload's rental is shown for comparison only.  Each side is the engine's own
``cost.cumulative_series`` at that option's usage, in the document's currency, times replicas,
summed over the workloads; a workload without both an owned and a rented option (a line PC) is
left out and named in ``left_out``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gpuadvisor.engine.cost import cumulative_series
from gpuadvisor.i18n import translate
from gpuadvisor.report import charts_data as C
from gpuadvisor.report.charts_data import CumulativeData

#: the series of ``charts_data.cumulative_data`` that holds each billing mode
MODE_SERIES = {"on_demand": "on_demand", "reserved_1y": "reserved_1y", "reserved_3y": "reserved_3y",
               "spot": "spot_low", "spot_with_fallback": "spot_high"}


@dataclass
class Portfolio:
    data: CumulativeData | None
    included: list[str] = field(default_factory=list)  # workload names
    left_out: list[str] = field(default_factory=list)
    shared_machine: str = ""  # the shared server drawn in the bought line, if any

    @property
    def caption(self) -> str:
        """One sentence on what the lines hold, in the current language."""
        if self.data is None:
            return translate("Charts", "No workload has both an owned and a rented option to compare yet.")
        parts = [translate("Charts", "Cumulative cost of the plan bought (purchase at month 0, running costs each "
                           "month, resale at the end) against the same work rented.")]
        if self.data.rented_comparison_only:
            parts.append(translate("Charts", "For workloads whose data must stay in the company, renting is shown for "
                                   "comparison only."))
        if self.shared_machine:
            parts.append(translate("Charts", "Bought includes the shared {machine}.").format(machine=self.shared_machine))
        if self.left_out:
            from gpuadvisor.i18n import join_list

            parts.append(translate("Charts", "Not included (no option to compare): {workloads}.").format(
                workloads=join_list(self.left_out)))
        from gpuadvisor.report.answer import sentence_gap

        return sentence_gap().join(parts)


def _add(total: list[float] | None, values) -> list[float]:
    if total is None:
        return list(values)
    n = min(len(total), len(values))
    return [total[i] + values[i] for i in range(n)]


def portfolio_data(result) -> Portfolio:
    """The whole file's buy-vs-rent series for an ``AdviceResult``."""
    a = result.assumptions
    plan = getattr(result, "plan", None)
    shared = getattr(plan, "best_shared", None) if plan is not None else None
    use_shared = shared is not None and getattr(plan, "recommendation_kind", "") == "shared"
    machine = None
    if use_shared:
        from gpuadvisor.report.answer import _shared_machine, _shared_usage

        machine = _shared_machine(result, shared)
    shared_ids = {u.workload_id for u in shared.workloads} if (use_shared and machine is not None) else set()

    owned: list[float] | None = None
    rented: list[float] | None = None
    included: list[str] = []
    left_out: list[str] = []
    comparison = False
    months = None
    for adv in result.workloads:
        pair = C.default_pair(adv)
        if not pair.complete or not C.priced(pair.owned) or not C.priced(pair.rented):
            if adv.workload.id in shared_ids:  # the shared server cannot be drawn without its rentals
                shared_ids = set()
            left_out.append(adv.workload.name)
            continue
        data = C.cumulative_data(pair, a, months)
        if data is None:
            left_out.append(adv.workload.name)
            continue
        months = data.months[-1] if months is None else months
        included.append(adv.workload.name)
        comparison = comparison or data.rented_comparison_only
        if adv.workload.id not in shared_ids:
            owned = _add(owned, data.series["owned"])
        key = MODE_SERIES.get(pair.rented.cost_mode, "on_demand")
        if key not in data.series:
            key = "on_demand" if "on_demand" in data.series else next(k for k in data.series if k != "owned")
        rented = _add(rented, data.series[key])
    if not included:
        return Portfolio(None, [], left_out)
    shared_label = ""
    if shared_ids:
        usage = _shared_usage(shared)
        s = cumulative_series(machine, C._NO_RATE, usage, a, months).to_currency(a)
        owned = _add(owned, s.owned)
        shared_label = shared.label
    series = {"owned": tuple(owned or ()), "on_demand": tuple(rented or ())}
    n = min(len(series["owned"]), len(series["on_demand"]))
    series = {k: v[:n] for k, v in series.items()}
    crossover = C._first_crossover(series["owned"], series["on_demand"])
    data = CumulativeData(
        currency=a.currency,
        months=tuple(range(n)),
        series=series,
        owned_label=translate("Charts", "the plan's machines, bought"),
        rented_label=translate("Charts", "the same work, rented"),
        life_months=n - 1,
        crossover_month=crossover,
        crossover_by_mode={"rented": crossover},
        purchase=series["owned"][0] if series["owned"] else None,
        title=translate("Charts", "Buy vs rent, all workloads: cumulative cost over {n} months").format(n=n - 1),
        rented_comparison_only=comparison,
    )
    return Portfolio(data, included, left_out, shared_label)
