"""The answer for a whole project file, as plain data (no Qt): page 1 of the printed summary and
the window's Answer view (SPEC §2.9).

``build_answer(result, source_path=..., lang=...)`` says, in the reader's language, what to buy or
rent (from the engine's plan: each workload's best option, or one shared owned server when that
is cheaper), what it costs a year and over the planning horizon with a range, the reasons that
decide it, the risks and what would change it, the date of the prices, and one line per workload.

The range.  The engine gives no intervals on costs yet, so the range comes from the sensitivity of
the plan: each of eight inputs (exchange rate, electricity price, busy hours, resale value, useful
life, cloud prices, PUE, staff time per machine) is moved by ±20 % on its own, every line of the plan is re-priced with the
engine's own cost functions, and the separate effects are combined as independent
(root-sum-square of the increases, and of the decreases).  The same scenarios tell whether the
other plan (shared server vs each workload on its own) would become the cheaper one.

"What would change it" per workload is the busy-hours break-even between the best owned and the
best rented option: the factor on the planned use at which both cost the same a year, found by
bisection on the engine's ``owned_monthly`` / ``cloud_cheapest_monthly``.
"""

from __future__ import annotations

import datetime as dt
import math
import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from gpuadvisor import i18n
from gpuadvisor.domain.project import HOURS_PER_MONTH
from gpuadvisor.engine.cost import Usage, cloud_cheapest_monthly, owned_monthly
from gpuadvisor.i18n import join_list, join_reasons, translate
from gpuadvisor.report.labels import mode_label, sensitivity_label
from gpuadvisor.report.latency import FIRST_TOKEN, judged_ms, judged_on
from gpuadvisor.report.money import format_amount, format_range
from gpuadvisor.report.summary import fmt_hours, run_share

DELTA = 0.2  # ±20 % on each input
INPUTS = ("usd_to_twd", "electricity", "utilisation", "resale", "useful_life", "cloud_price", "pue", "staff")
CLOSE_CALL = 0.05  # plans within 5 % of each other: "either is sound"
UNTITLED = ("", "Untitled", "untitled")


# ---------------------------------------------------------------------------------------------
# data


@dataclass
class AnswerLine:
    """One workload in one line."""

    project: str
    workload: str
    workload_id: str
    action: str  # "buy" | "rent" | "shared" | "none" | "error"
    choice: str  # the option (or the shared machine) that runs it; "" when none
    billing: str  # translated billing mode ("" for shared lines)
    speed: str  # "13.1 h per run", "14 ms", "always on"
    annual: float | None  # document currency per year; None on the shared server (counted there)
    text: str  # the line as a sentence

    @property
    def without_name(self) -> str:
        """The sentence without the workload's name in front, for a table whose first column
        names it already ("No option fits (latency 5659 ms exceeds the 5000 ms target).")."""
        text = self.text
        if self.workload and text.startswith(self.workload):
            rest = text[len(self.workload):].lstrip(":：").strip()
            if rest:
                return rest[:1].upper() + rest[1:]
        return text


@dataclass
class Answer:
    title: str
    lang: str
    currency: str
    today: str
    prices_from: str
    prices_to: str
    kind: str  # "shared" | "mixed" | "per_workload" | "missing" | "empty"
    decision: list[str]  # sentences: what to buy or rent
    annual: float | None = None  # document currency
    annual_low: float | None = None
    annual_high: float | None = None
    horizon_years: tuple[float, float] | None = None  # (shortest, longest) planning horizon
    horizon_total: float | None = None
    horizon_low: float | None = None
    horizon_high: float | None = None
    alternative: str = ""  # the other plan and its cost per year
    alternative_annual: float | None = None
    range_method: str = ""
    reasons: list[str] = field(default_factory=list)
    risks: list[str] = field(default_factory=list)
    lines: list[AnswerLine] = field(default_factory=list)
    shared_machine: str = ""
    shared_annual: float | None = None
    notes: list[str] = field(default_factory=list)
    #: speed calibrated on the user's own runs, for the options page 1 shows (report.personal)
    calibrated: list[str] = field(default_factory=list)

    # texts made from the numbers -----------------------------------------------------------
    def money(self, value: float | None) -> str:
        return format_amount(value, self.currency, lang=self.lang)

    def span(self, low: float | None, high: float | None) -> str:
        return format_range(low, high, self.currency, lang=self.lang)

    @property
    def horizon_label(self) -> str:
        """"Over 3 years" / "Over the planning horizons (2–5 years)"."""
        with i18n.language(self.lang):
            if self.horizon_years is None:
                return ""
            lo, hi = self.horizon_years
            if abs(hi - lo) < 1e-9:
                if abs(lo - 1.0) < 1e-9:  # a one-year project: "Over 1 years" read wrong
                    return translate("Report", "Over 1 year")
                return translate("Report", "Over {years} years").format(years=f"{lo:g}")
            return translate("Report", "Over the planning horizons ({low}–{high} years)").format(
                low=f"{lo:g}", high=f"{hi:g}")

    @property
    def prices_label(self) -> str:
        if not self.prices_from:
            return ""
        if self.prices_from == self.prices_to or not self.prices_to:
            return self.prices_from
        return f"{self.prices_from} … {self.prices_to}"


# ---------------------------------------------------------------------------------------------
# title


def report_title(result, source_path: str | os.PathLike | None = None) -> str:
    """The document's title; a default ("Untitled") gives way to the file's name without its
    extension; with neither, "Untitled" in the current language."""
    title = (getattr(result, "document_title", "") or "").strip()
    if title not in UNTITLED:
        return title
    if source_path:
        stem = Path(os.fspath(source_path)).stem.strip()
        if stem:
            return stem
    return translate("Report", "Untitled")


# ---------------------------------------------------------------------------------------------
# costing scenarios (engine cost functions, document currency)


@dataclass(frozen=True)
class _Scenario:
    key: str
    factor: float  # 1 - DELTA or 1 + DELTA; 1.0 for the base

    def assumptions(self, a):
        f = self.factor
        if self.key == "usd_to_twd":
            return a.model_copy(update={"usd_to_twd": a.usd_to_twd * f})
        if self.key == "electricity":
            return a.model_copy(update={"electricity_twd_per_kwh": a.electricity_twd_per_kwh * f})
        if self.key == "resale":
            return a.model_copy(update={k: min(max(getattr(a, k) * f, 0.0), 1.0) for k in
                                        ("resale_share_datacenter", "resale_share_consumer", "resale_share_apple")})
        if self.key == "useful_life":
            return a.model_copy(update={"useful_life_months": max(a.useful_life_months * f, 1.0)})
        if self.key == "pue":
            return a.model_copy(update={"pue": max(a.pue * f, 1.0)})
        if self.key == "staff":
            return a.model_copy(update={"staff_hours_per_server_month": a.staff_hours_per_server_month * f})
        return a

    @property
    def use(self) -> float:
        return self.factor if self.key == "utilisation" else 1.0

    @property
    def price(self) -> float:
        return self.factor if self.key == "cloud_price" else 1.0


BASE = _Scenario("", 1.0)
SCENARIOS = [_Scenario(k, f) for k in INPUTS for f in (1.0 - DELTA, 1.0 + DELTA)]


def _twd_part(opt, a) -> float:
    """NT$ of an owned option's purchase that was bought in NT$: cards at their Taiwan retail price
    (engine.options.priced_locally) or the user's quote in NT$.  An exchange-rate scenario leaves it in
    NT$ (the rest, priced in US$, follows the rate)."""
    if not opt.owned or opt.machine is None:
        return 0.0
    quote = getattr(opt, "quote", None)
    if quote is not None:
        return opt.machine.purchase_usd * a.usd_to_twd if getattr(quote, "currency", "") == "TWD" else 0.0
    acc = opt.accelerator
    twd = getattr(acc, "price_twd", None)
    if twd and acc.price_usd and abs(acc.price_usd * a.usd_to_twd - twd) <= 1e-9 * twd:
        return twd * opt.gpu_count
    return 0.0


def _machine_in(opt, machine, a, a2):
    """``machine`` as bought under the scenario's assumptions ``a2``: its NT$-priced part stays NT$."""
    twd = _twd_part(opt, a)
    if not twd or a2.usd_to_twd == a.usd_to_twd:
        return machine
    return replace(machine, purchase_usd=machine.purchase_usd - twd / a.usd_to_twd + twd / a2.usd_to_twd)


def _option_annual(r, s: _Scenario, a) -> float | None:
    """An option's annual cost (document currency) under a scenario: the engine's own functions,
    as the advisor priced it (``advisor._price``), with the scenario's inputs."""
    a2 = s.assumptions(a)
    usage = r.usage
    opt = r.option
    if usage is None or r.annual_usd is None:
        return None if r.annual_usd is None else a2.to_currency(r.annual_usd)
    if s.use != 1.0:
        usage = usage.scaled(s.use)
    n = r.replicas
    if opt.owned and opt.machine is not None:
        usd = owned_monthly(_machine_in(opt, opt.machine, a, a2), usage, a2).total * 12.0 * n
    elif opt.rate is not None:
        rate = opt.rate.scaled(s.price) if s.price != 1.0 else opt.rate
        quote = getattr(opt, "quote", None)
        if quote is not None and getattr(quote, "currency", "") == "TWD" and a2.usd_to_twd != a.usd_to_twd:
            rate = rate.scaled(a.usd_to_twd / a2.usd_to_twd)  # an hourly rate quoted in NT$ stays NT$
        mode, total = cloud_cheapest_monthly(rate, usage, a2)
        if not mode:
            return a2.to_currency(r.annual_usd)
        usd = total * 12.0 * n
    else:
        return a2.to_currency(r.annual_usd)
    return a2.to_currency(usd)


def _shared_usage(shared) -> Usage:
    """The shared server's usage as ``engine.plan`` priced it: always on when a service holds GPUs
    all month, else the jobs' hours plus an office-hours service's hours."""
    held_all_month = any(u.always_on and u.busy_hours >= HOURS_PER_MONTH - 1e-6 for u in shared.workloads)
    office = max((u.busy_hours for u in shared.workloads if u.always_on and u.busy_hours < HOURS_PER_MONTH - 1e-6),
                 default=0.0)
    jobs = sum(u.busy_hours for u in shared.workloads if not u.always_on)
    busy = HOURS_PER_MONTH if held_all_month else min(jobs + office, HOURS_PER_MONTH)
    return Usage(hours_per_run=busy, runs_per_month=1.0, always_on=held_all_month)


def _shared_option(result, shared):
    for adv in result.workloads:
        for r in adv.results:
            if r.option.owned and r.option.key == shared.option_key and r.option.machine is not None:
                return r.option
    return None


def _shared_machine(result, shared):
    opt = _shared_option(result, shared)
    return None if opt is None else opt.machine


def _shared_annual_fn(result, shared) -> Callable[[_Scenario], float | None]:
    """The shared server alone (without the separately priced lines) under a scenario."""
    a = result.assumptions
    opt = _shared_option(result, shared)
    machine = None if opt is None else opt.machine
    base_usd = shared.annual_usd
    if base_usd is None:
        return lambda s: None
    if machine is None:
        return lambda s: s.assumptions(a).to_currency(base_usd)
    usage = _shared_usage(shared)

    def cost(s: _Scenario) -> float:
        a2 = s.assumptions(a)
        u = usage.scaled(s.use) if s.use != 1.0 else usage
        return owned_monthly(_machine_in(opt, machine, a, a2), u, a2).total * 12.0

    rebuilt = cost(BASE)
    exact = abs(rebuilt - base_usd) <= 1e-6 * max(1.0, abs(base_usd))

    def annual(s: _Scenario) -> float:
        a2 = s.assumptions(a)
        if exact:
            return a2.to_currency(cost(s))
        # the plan priced the server another way: keep its figure, move it as the rebuilt one moves
        ratio = cost(s) / rebuilt if rebuilt else 1.0
        return a2.to_currency(base_usd * ratio)

    return annual


@dataclass
class _Item:
    """One priced line of a plan: annual cost under a scenario, and its planning horizon."""

    annual: Callable[[_Scenario], float | None]
    horizon: float


def _line_item(r, a, horizon: float) -> _Item:
    return _Item(lambda s, r=r: _option_annual(r, s, a), horizon)


def _totals(items: list[_Item], s: _Scenario) -> tuple[float | None, float | None]:
    year = 0.0
    over = 0.0
    for it in items:
        v = it.annual(s)
        if v is None:
            return None, None
        year += v
        over += v * it.horizon
    return year, over


def _rss_range(base: float, values: dict[str, list[float]]) -> tuple[float, float]:
    """base ± the root-sum-square of each input's largest increase and largest decrease."""
    up = math.sqrt(sum(max(0.0, max(v) - base) ** 2 for v in values.values()))
    down = math.sqrt(sum(max(0.0, base - min(v)) ** 2 for v in values.values()))
    return max(base - down, 0.0), base + up


# ---------------------------------------------------------------------------------------------
# break-even on use (owned vs rented)


def _pair_annual(owned, rented, k: float, a) -> tuple[float, float]:
    s = _Scenario("utilisation", k)
    return _option_annual(owned, s, a) or 0.0, _option_annual(rented, s, a) or 0.0


def breakeven_factor(owned, rented, a) -> tuple[str, float | None]:
    """Where owning and renting cost the same a year, as a factor on the planned use.

    Returns ("own_unless_below", k): owning is cheaper now and stays so unless use falls under
    k × the planned hours; ("rent_unless_above", k): renting is cheaper now unless use rises above
    k × the planned hours; ("own_always", None) / ("rent_always", None): no crossing between a
    tenth of the planned use and a machine's full month."""
    if owned is None or rented is None or owned.usage is None or rented.usage is None:
        return "", None
    planned = owned.usage.busy_hours_per_month or 0.0
    k_max = max(1.0, HOURS_PER_MONTH / planned) if planned > 0 else 1.0
    k_min = 0.1

    def diff(k: float) -> float:
        o, r = _pair_annual(owned, rented, k, a)
        return o - r

    d1 = diff(1.0)
    if d1 <= 0:  # owning is cheaper at the planned use: how far can use fall?
        if diff(k_min) <= 0:
            return "own_always", None
        lo, hi = k_min, 1.0  # diff(lo) > 0 >= diff(hi)
    else:  # renting is cheaper: how far must use rise?
        if k_max <= 1.0 + 1e-9 or diff(k_max) > 0:
            return "rent_always", None
        lo, hi = 1.0, k_max  # diff(lo) > 0 >= diff(hi)
    for _ in range(50):
        mid = (lo + hi) / 2.0
        if diff(mid) > 0:
            lo = mid
        else:
            hi = mid
    return ("own_unless_below" if d1 <= 0 else "rent_unless_above"), (lo + hi) / 2.0


# ---------------------------------------------------------------------------------------------
# texts


def _target_pct(w) -> float | None:
    """The percentile a workload's answer-time target is judged at (None: no target)."""
    r = w.recipe
    return r.latency_percentile if (r.latency_target_ms or r.ttft_target_ms) else None


def _per_answer(r, pct: float | None, recipe=None) -> str:
    """"14 ms per answer", or at the target's percentile "P99 29 ms per answer" (a first-token
    target: "first token in 420 ms (P99)")."""
    est = r.estimate
    judged = judged_ms(est, recipe) if pct is not None else None
    if judged is not None and judged_on(recipe) == FIRST_TOKEN:
        return translate("Report", "first token in {ms} ms (P{p})").format(p=f"{pct:g}", ms=f"{judged:,.0f}")
    if pct is not None and est.latency_pct_ms is not None:
        return translate("Report", "P{p} {ms} ms per answer").format(p=f"{pct:g}", ms=f"{est.latency_pct_ms:,.0f}")
    return translate("Report", "{ms} ms per answer").format(ms=f"{est.latency_ms:,.0f}")


def _speed(r, pct: float | None = None, recipe=None) -> str:
    est = r.estimate
    if getattr(r.usage, "always_on", False) and est.latency_ms is not None:
        return _per_answer(r, pct, recipe)
    if est.time_per_run_h is not None:  # on the machines shown (several may share each run)
        return translate("Report", "{time} per run").format(time=fmt_hours(est.time_per_run_h * run_share(r)))
    if est.latency_ms is not None:
        return _per_answer(r, pct, recipe)
    return ""


def sentence_gap() -> str:
    """Between two sentences: a space in English, nothing after a full-width 。 in Chinese."""
    return "" if i18n.current_language() == "zh_TW" else " "


def _edge_text(adv, a) -> str:
    """A pick that meets its schedule or answer-time target on the estimate but not at the slow end of
    the estimate's 80 % range (engine.intervals): said, with that end, so a run planned at 22 h of
    24 h allowed is not signed off as certain.  "" when the slow end meets it too, or no range."""
    w, best = adv.workload, adv.best
    est = best.estimate
    try:
        iv = best.interval
    except Exception:  # noqa: BLE001 - no range, nothing to say
        return ""
    allowed = w.schedule.hours_allowed_per_run
    if allowed and est.time_per_run_h and iv.time_per_run_h:
        from gpuadvisor.engine.calendar import office_calendar

        share = run_share(best)
        cal = office_calendar(a)
        hours, high = est.time_per_run_h * share, iv.time_per_run_h[1] * share
        wall, wall_high = cal.wall_hours(w.schedule.window, hours), cal.wall_hours(w.schedule.window, high)
        if wall <= allowed * (1.0 + 1e-9) < wall_high:
            return translate("Report", "{workload}: {option} takes {time} a run of the {allowed} allowed; at the slow "
                             "end of the estimate's 80 % range ({high}) it would not finish in time.").format(
                workload=w.name, option=best.label, time=fmt_hours(wall), allowed=fmt_hours(allowed),
                high=fmt_hours(wall_high))
        return ""
    target = w.recipe.latency_target_ms if w.recipe.latency_target_ms else w.recipe.ttft_target_ms
    judged = judged_ms(est, w.recipe)
    if target and judged and iv.latency_ms and est.latency_ms:
        high = judged * iv.latency_ms[1] / est.latency_ms  # the mean's range, carried to the percentile
        if judged <= target < high:
            return translate("Report", "{workload}: {option} answers in {ms} ms (P{p}) against the {target} ms "
                             "target; at the slow end of the estimate's 80 % range ({high} ms) it would miss "
                             "it.").format(workload=w.name, option=best.label, ms=f"{judged:,.0f}",
                                           p=f"{w.recipe.latency_percentile:g}", target=f"{target:,.0f}",
                                           high=f"{high:,.0f}")
    return ""


def _hours(h: float) -> str:
    return f"{h:,.0f}" if h >= 10 else f"{h:,.1f}"


def _pct(x: float) -> str:
    return f"{x:.0%}"


def _input_name(key: str) -> str:
    """An input's label in running text: lower case in English ("exchange rate"), acronyms kept."""
    label = sensitivity_label(key)
    if i18n.current_language() == "en" and label[1:2].islower():
        label = label[:1].lower() + label[1:]
    return label


def _input_names(keys) -> str:
    return join_list(_input_name(k) for k in keys)


class _Builder:
    def __init__(self, result, source_path, lang: str, today: dt.date | None):
        self.result = result
        self.a = result.assumptions
        self.lang = lang
        self.plan = result.plan
        old, new = (tuple(result.catalog_dates) + ("", ""))[:2]
        self.answer = Answer(
            title=report_title(result, source_path),
            lang=lang,
            currency=self.a.currency,
            today=(today or dt.date.today()).isoformat(),
            prices_from=str(old or ""),
            prices_to=str(new or ""),
            kind="empty",
            decision=[],
        )
        self.by_id = {adv.workload.id: adv for adv in result.workloads}

    def money(self, v) -> str:
        return format_amount(v, self.a.currency, lang=self.lang)

    def usd(self, usd) -> str:
        return self.money(None if usd is None else self.a.to_currency(usd))

    # -- plan ----------------------------------------------------------------------------------
    def build(self) -> Answer:
        ans = self.answer
        if not self.result.workloads:
            ans.decision = [translate("Report", "The file has no workloads yet: add one to get an answer.")]
            return ans
        from gpuadvisor.report.personal import page_one_lines

        ans.calibrated = page_one_lines(self.result)
        if getattr(self.plan, "best_kind", "") == "mixed" and getattr(self.plan, "best_mixed", None) is not None:
            from gpuadvisor.report.answer_mixed import build_mixed  # one machine of different cards

            build_mixed(self, self.plan.best_mixed)
            ans.notes.extend(ans.calibrated)  # the window's Answer view shows the notes
            return ans
        shared = self.plan.best_shared
        use_shared = getattr(self.plan, "recommendation_kind", "") == "shared" and shared is not None
        shared_ids = {u.workload_id for u in shared.workloads} if use_shared else set()
        ans.kind = "shared" if use_shared else ("missing" if self.plan.missing else "per_workload")
        ans.lines = self._lines(shared, shared_ids)
        ans.decision = self._decision(shared if use_shared else None, ans.lines)
        self._costs(shared, use_shared, shared_ids)
        ans.reasons = self._reasons(shared, use_shared, shared_ids)[:3]
        ans.risks = self._risks(shared, use_shared, shared_ids)[:5]
        ans.notes = [f"{adv.workload.name}: {adv.error}" for adv in self.result.workloads if adv.error]
        ans.notes.extend(ans.calibrated)  # the window's Answer view shows the notes
        return ans

    def _lines(self, shared, shared_ids) -> list[AnswerLine]:
        out = []
        uses = {u.workload_id: u for u in shared.workloads} if shared_ids else {}
        for adv in self.result.workloads:
            w = adv.workload
            best = adv.best
            if w.id in shared_ids:
                u = uses[w.id]
                if u.always_on:
                    speed = translate("Report", "always on") if u.busy_hours >= HOURS_PER_MONTH - 1e-6 else \
                        translate("Report", "in office hours")
                else:
                    speed = translate("Report", "{time} per run").format(time=fmt_hours(u.hours_per_run)) \
                        if u.hours_per_run else ""
                text = translate("Report", "{workload}: on the shared {machine} ({speed}).").format(
                    workload=w.name, machine=shared.label, speed=speed) if speed else \
                    translate("Report", "{workload}: on the shared {machine}.").format(workload=w.name, machine=shared.label)
                out.append(AnswerLine(adv.project_name, w.name, w.id, "shared", shared.label, "", speed, None, text))
            elif adv.error:
                out.append(AnswerLine(adv.project_name, w.name, w.id, "error", "", "", "", None,
                                      translate("Report", "{workload}: could not be estimated ({why}).").format(
                                          workload=w.name, why=adv.error)))
            elif best is None:
                why = (adv.results[0].reasons[:1] or [""])[0] if adv.results else ""
                over = adv.budget_hint() if hasattr(adv, "budget_hint") else None
                if over is not None:  # the budget is what leaves it out: what running it would take
                    text = translate("Report", "{workload}: nothing within the budget of {budget} a year runs it; the "
                                     "cheapest option that does is {option}, {cost} a year.").format(
                        workload=w.name, budget=self.money(over.budget), option=over.label,
                        cost=self.money(self.a.to_currency(over.annual_usd)))
                elif why:
                    text = translate("Report", "{workload}: no option fits ({why}).").format(workload=w.name, why=why)
                else:
                    text = translate("Report", "{workload}: no option fits.").format(workload=w.name)
                out.append(AnswerLine(adv.project_name, w.name, w.id, "none", "", "", "", None, text))
            else:
                annual = None if best.annual_usd is None else self.a.to_currency(best.annual_usd)
                speed = _speed(best, _target_pct(w), w.recipe)
                if best.option.owned:
                    text = translate("Report", "{workload}: buy {option}, {cost} a year.").format(
                        workload=w.name, option=best.label, cost=self.money(annual))
                    out.append(AnswerLine(adv.project_name, w.name, w.id, "buy", best.label, mode_label("owned"), speed,
                                          annual, text))
                else:
                    text = translate("Report", "{workload}: rent {option} ({billing}), {cost} a year.").format(
                        workload=w.name, option=best.label, billing=mode_label(best.cost_mode), cost=self.money(annual))
                    out.append(AnswerLine(adv.project_name, w.name, w.id, "rent", best.label, mode_label(best.cost_mode),
                                          speed, annual, text))
        return out

    def _decision(self, shared, lines: list[AnswerLine]) -> list[str]:
        out = []
        if shared is not None:
            names = [ln.workload for ln in lines if ln.action == "shared"]
            out.append(translate("Report", "Buy one {machine} and run {workloads} on it.").format(
                machine=shared.label, workloads=join_list(names)))
        own = [ln for ln in lines if ln.action in ("buy", "rent", "none", "error")]
        if len(own) > 4:
            n_buy = sum(1 for ln in own if ln.action == "buy")
            n_rent = sum(1 for ln in own if ln.action == "rent")
            out.append(translate("Report", "{buy} workloads on machines you buy, {rent} on rented cloud capacity "
                                 "(the table below names each).").format(buy=n_buy, rent=n_rent))
            missing = [ln.workload for ln in own if ln.action in ("none", "error")]
            if missing:
                out.append(translate("Report", "No option fits {workloads}.").format(workloads=join_list(missing)))
            return out
        groups: dict[tuple[str, str, str], list[str]] = {}
        for ln in own:  # one sentence per option: "Rent X (spot) for A and B."
            if ln.action in ("buy", "rent"):
                groups.setdefault((ln.action, ln.choice, ln.billing), []).append(ln.workload)
            else:
                groups[(ln.action, ln.workload_id, "")] = [ln.text]
        for (action, choice, billing), names in groups.items():
            if action == "buy":
                out.append(translate("Report", "Buy {option} for {workload}.").format(option=choice, workload=join_list(names)))
            elif action == "rent":
                out.append(translate("Report", "Rent {option} ({billing}) for {workload}.").format(
                    option=choice, billing=billing, workload=join_list(names)))
            else:
                out.extend(names)
        return out

    # -- costs and range -----------------------------------------------------------------------
    def _plan_items(self, shared, shared_ids, with_shared: bool) -> list[_Item] | None:
        """The priced lines of a plan: the shared server and the lines outside it, or every
        workload on its own best option.  None when a workload has no option."""
        items: list[_Item] = []
        if with_shared:
            horizon = max((self.by_id[i].workload.schedule.horizon_years for i in shared_ids if i in self.by_id),
                          default=3.0)
            items.append(_Item(_shared_annual_fn(self.result, shared), horizon))
        for adv in self.result.workloads:
            if with_shared and adv.workload.id in shared_ids:
                continue
            if adv.best is None:
                return None
            items.append(_line_item(adv.best, self.a, adv.workload.schedule.horizon_years))
        return items

    def _costs(self, shared, use_shared, shared_ids) -> None:
        ans = self.answer
        horizons = [adv.workload.schedule.horizon_years for adv in self.result.workloads]
        ans.horizon_years = (min(horizons), max(horizons)) if horizons else None
        self.items = self._plan_items(shared, shared_ids, use_shared)
        self.alt_items = None
        if shared is not None:
            ids = {u.workload_id for u in shared.workloads}
            self.alt_items = self._plan_items(shared, ids, not use_shared)
        if use_shared:
            ans.shared_machine = shared.label
            ans.shared_annual = None if shared.annual_usd is None else self.a.to_currency(shared.annual_usd)
        if not self.items:
            # a workload without an option: the total of those that have one, said as such
            known = [self.a.to_currency(adv.best.annual_usd) for adv in self.result.workloads
                     if adv.best is not None and adv.best.annual_usd is not None]
            ans.annual = sum(known) if known else None
            self.scen = {}
            return
        base_year, base_over = _totals(self.items, BASE)
        ans.annual, ans.horizon_total = base_year, base_over
        by_input_year: dict[str, list[float]] = {}
        by_input_over: dict[str, list[float]] = {}
        self.scen: dict[_Scenario, tuple[float | None, float | None]] = {}
        for s in SCENARIOS:
            year, over = _totals(self.items, s)
            alt = _totals(self.alt_items, s)[0] if self.alt_items else None
            self.scen[s] = (year, alt)
            if year is None:
                continue
            by_input_year.setdefault(s.key, []).append(year)
            by_input_over.setdefault(s.key, []).append(over)
        if base_year is not None and by_input_year:
            ans.annual_low, ans.annual_high = _rss_range(base_year, by_input_year)
            ans.horizon_low, ans.horizon_high = _rss_range(base_over, by_input_over)
        ans.range_method = translate(
            "Report", "The range moves each of {inputs} by ±20 % on its own, prices the plan again and "
            "combines the separate effects as independent. The engine's time estimates carry about the "
            "same uncertainty as the busy hours.").format(inputs=_input_names(INPUTS))
        if self.alt_items:
            alt_year = _totals(self.alt_items, BASE)[0]
            ans.alternative_annual = alt_year
            if use_shared:
                ans.alternative = translate("Report", "each workload on its own best option, {cost} a year").format(
                    cost=self.money(alt_year))
            else:
                ans.alternative = translate("Report", "one shared {machine}, {cost} a year").format(
                    machine=shared.label, cost=self.money(alt_year))

    # -- reasons -------------------------------------------------------------------------------
    def _quote_reasons(self, ranked, shared_ids) -> list[str]:
        """A price the user was quoted is answered where the pick is another option: what the quoted
        machine or instance would cost a year against the pick, or why it does not do the job (a quote
        for a 4x RTX 6000 Ada workstation that ranked sixth was not named on any page)."""
        out: list[str] = []
        for adv in ranked:
            best = adv.best
            if adv.workload.id in shared_ids or getattr(best.option, "quote", None) is not None:
                continue
            quoted = next((r for r in adv.results if getattr(r.option, "quote", None) is not None), None)
            if quoted is None:
                continue
            if quoted.feasible and quoted.annual_usd is not None and best.annual_usd:
                out.append(translate("Report", "{workload}: your quote, {option}, comes to {cost} a year, {ratio}× the "
                                     "{pick} chosen at {pick_cost}.").format(
                    workload=adv.workload.name, option=quoted.label, cost=self.usd(quoted.annual_usd),
                    ratio=f"{quoted.annual_usd / best.annual_usd:.1f}", pick=best.label, pick_cost=self.usd(best.annual_usd)))
            else:
                why = join_reasons(quoted.reasons[:2]) if quoted.reasons else ""
                out.append(translate("Report", "{workload}: your quote, {option}, does not do the job ({why}).").format(
                    workload=adv.workload.name, option=quoted.label, why=why))
        return out

    def _reasons(self, shared, use_shared, shared_ids) -> list[str]:
        out: list[str] = []
        ans = self.answer
        if shared is not None and ans.alternative_annual is not None and ans.annual is not None:
            diff = abs(ans.annual - ans.alternative_annual) / max(ans.annual, ans.alternative_annual, 1e-9)
            if use_shared:
                text = translate("Report", "One shared {machine} costs {shared} a year for everything, against {separate} "
                                 "with each workload on its own best option; it is busy {util} of the time.").format(
                    machine=shared.label, shared=self.money(ans.annual), separate=self.money(ans.alternative_annual),
                    util=_pct(shared.utilisation))
            else:
                text = translate("Report", "Each workload on its own best option costs {separate} a year, less than one "
                                 "shared {machine} at {shared}.").format(
                    separate=self.money(ans.annual), machine=shared.label, shared=self.money(ans.alternative_annual))
            if diff < CLOSE_CALL:
                text += sentence_gap() + translate("Report", "The two plans differ by only {pct}: either is sound.").format(
                    pct=f"{diff:.1%}" if diff < 0.01 else _pct(diff))
            out.append(text)
        elif shared is None and len([adv for adv in self.result.workloads if adv.best is not None]) >= 2 \
                and sum(1 for adv in self.result.workloads if not adv.workload.constraints.edge_deployment) >= 2:
            out.append(translate("Report", "No single owned machine can run all the shareable workloads, so each "
                                 "workload gets its own option."))
        ranked = sorted((adv for adv in self.result.workloads if adv.best is not None),
                        key=lambda adv: -(adv.best.annual_usd or 0.0))
        per: list[str] = []
        for adv in ranked:
            text = self._workload_reason(adv, adv.workload.id in shared_ids)
            if text:
                per.append(text)
        out.extend(self._quote_reasons(ranked, shared_ids))
        out.extend(per)
        if len(out) < 3:
            out.extend(self._overspecified(ranked))
        return out

    def _workload_reason(self, adv, on_shared: bool) -> str:
        w = adv.workload
        best = adv.best
        owned = adv.best_where(True)
        rented = adv.best_where(False)
        spare = adv.comparison_options(False)
        if w.constraints.edge_deployment:
            target = w.recipe.latency_target_ms
            lat = best.estimate.latency_pct_ms
            if target and lat is not None:  # judged at the target's percentile
                return translate("Report", "{workload} runs on the line PC: {option} answers in {ms} ms (P{p}) against "
                                 "the {target} ms target.").format(workload=w.name, option=best.label, ms=f"{lat:,.0f}",
                                                                   p=f"{w.recipe.latency_percentile:g}", target=f"{target:g}")
            lat = best.estimate.latency_ms
            if target and lat is not None:
                return translate("Report", "{workload} runs on the line PC: {option} answers in {ms} ms against the "
                                 "{target} ms target.").format(workload=w.name, option=best.label,
                                                               ms=f"{lat:,.0f}", target=f"{target:g}")
            return translate("Report", "{workload} runs on the line PC ({option}).").format(workload=w.name, option=best.label)
        if w.constraints.on_prem_only and best.option.owned:
            if spare:
                return translate("Report", "{workload}: the data must stay in the company, so renting is out; the "
                                 "cheapest rental ({option}) would cost {cost} a year.").format(
                    workload=w.name, option=spare[0].label, cost=self.usd(spare[0].annual_usd))
            return translate("Report", "{workload}: the data must stay in the company, so it runs on an owned "
                             "machine.").format(workload=w.name)
        if on_shared:
            return ""
        hours = _hours(best.usage.busy_hours_per_month) if best.usage is not None else ""
        if best.option.owned and rented is not None:
            return translate("Report", "{workload}: owning {owned} costs {own_cost} a year, renting {rented} "
                             "{rent_cost}: busy {hours} h a month, a machine of your own pays off.").format(
                workload=w.name, owned=best.label, own_cost=self.usd(best.annual_usd), rented=rented.label,
                rent_cost=self.usd(rented.annual_usd), hours=hours)
        if not best.option.owned and owned is not None:
            if best.usage is not None and best.usage.busy_hours_per_month < 0.25 * HOURS_PER_MONTH:
                return translate("Report", "{workload}: renting {rented} ({billing}) costs {rent_cost} a year, owning "
                                 "{owned} {own_cost}: busy only {hours} h a month, a bought machine would mostly stand "
                                 "idle.").format(
                    workload=w.name, rented=best.label, billing=mode_label(best.cost_mode),
                    rent_cost=self.usd(best.annual_usd), owned=owned.label, own_cost=self.usd(owned.annual_usd),
                    hours=hours)
            return translate("Report", "{workload}: renting {rented} ({billing}) costs {rent_cost} a year, less than "
                             "owning {owned} at {own_cost}.").format(
                workload=w.name, rented=best.label, billing=mode_label(best.cost_mode),
                rent_cost=self.usd(best.annual_usd), owned=owned.label, own_cost=self.usd(owned.annual_usd))
        if best.option.owned:
            return translate("Report", "{workload}: no rental fits, so it runs on an owned machine.").format(workload=w.name)
        return translate("Report", "{workload}: no owned machine fits, so it runs on rented capacity.").format(workload=w.name)

    def _overspecified(self, ranked) -> list[str]:
        out = []
        for adv in ranked:
            for r, comment in adv.notable:
                if r.feasible and r is not adv.best:
                    out.append(translate("Report", "Why not {option} for {workload}: {comment}.").format(
                        option=r.label, workload=adv.workload.name, comment=comment.rstrip(".")))
                    break
            if len(out) >= 2:
                break
        return out

    # -- risks and what would change the decision ------------------------------------------------
    def _risks(self, shared, use_shared, shared_ids) -> list[str]:
        out: list[str] = []
        ans = self.answer
        missing = [adv.workload.name for adv in self.result.workloads if adv.best is None]
        if missing:
            out.append(translate("Report", "No option fits {workloads}: the totals leave it out; see its appendix for "
                                 "what would make it fit.").format(workloads=join_list(missing)))
        if self.alt_items and getattr(self, "scen", None):
            flips: list[str] = []
            for s, (year, alt) in self.scen.items():
                if year is None or alt is None or ans.annual is None or ans.alternative_annual is None:
                    continue
                if (year - alt > 0) != (ans.annual - ans.alternative_annual > 0) and s.key not in flips:
                    flips.append(s.key)
            other = (translate("Report", "each workload on its own best option") if use_shared
                     else translate("Report", "the shared server"))
            if flips:
                out.append(translate("Report", "A 20 % change in {inputs} would make {other} the cheaper plan.").format(
                    inputs=_input_names(flips), other=other))
            else:
                out.append(translate("Report", "No single input moved by 20 % ({inputs}) makes {other} the cheaper "
                                     "plan.").format(inputs=_input_names(INPUTS), other=other))
        ranked = sorted((adv for adv in self.result.workloads if adv.best is not None),
                        key=lambda adv: -(adv.best.annual_usd or 0.0))
        changes = [t for t in (self._change_text(adv, adv.workload.id in shared_ids) for adv in ranked) if t]
        out.extend(changes[:2])
        edges = [t for t in (_edge_text(adv, self.a) for adv in ranked) if t]
        out.extend(edges[:2])
        spot = []
        for adv in ranked:
            best = adv.best
            if adv.workload.id in shared_ids:
                continue
            if best.status in ("tight", "experimental") and best.notes:
                out.append(translate("Report", "{workload}: {option}: {notes}.").format(
                    workload=adv.workload.name, option=best.label, notes=best.notes[0].rstrip(".")))
            elif best.cost_mode.startswith("spot"):
                spot.append(adv.workload.name)
        if spot:
            out.append(translate("Report", "Spot capacity ({workloads}): an interruption costs the work since the last "
                                 "checkpoint, and a tight deadline falls back to on-demand prices.").format(
                workloads=join_list(spot)))
        if ans.prices_from:
            out.append(translate("Report", "Prices date from {old} to {new}, and GPU prices moved sharply in 2025–26: "
                                 "get current quotes before buying.").format(old=ans.prices_from, new=ans.prices_to))
        return out

    def _change_text(self, adv, on_shared: bool) -> str:
        w = adv.workload
        best = adv.best
        spare = adv.comparison_options(False)
        if w.constraints.on_prem_only and best.option.owned and spare and not w.constraints.edge_deployment:
            return translate("Report", "{workload}: if the data could leave the company, renting {option} at {cost} a "
                             "year would be an option.").format(
                workload=w.name, option=spare[0].label, cost=self.usd(spare[0].annual_usd))
        if on_shared or w.constraints.edge_deployment:
            return ""
        owned, rented = adv.best_where(True), adv.best_where(False)
        if owned is None or rented is None:
            return ""
        verdict, k = breakeven_factor(owned, rented, self.a)
        planned = owned.usage.busy_hours_per_month if owned.usage is not None else 0.0
        if best.option.owned:
            if verdict == "own_unless_below" and k is not None:
                h = planned * k
                return translate("Report", "{workload}: owning stays cheaper unless use falls under {hours} h a month "
                                 "({share} of a machine's month; planned: {planned} h).").format(
                    workload=w.name, hours=_hours(h), share=_pct(h / HOURS_PER_MONTH), planned=_hours(planned))
            if verdict == "own_always":
                return translate("Report", "{workload}: owning stays cheaper even at a tenth of the planned use.").format(
                    workload=w.name)
            return ""
        if verdict == "rent_unless_above" and k is not None:
            return translate("Report", "{workload}: renting stays cheaper unless the work grows more than {factor}× "
                             "({option} would then be busy {hours} h a month).").format(
                workload=w.name, factor=f"{k:.1f}" if k < 10 else f"{k:,.0f}", option=owned.label,
                hours=_hours(planned * k))
        if verdict == "rent_always":
            return translate("Report", "{workload}: renting stays cheaper even if the machine were busy all month.").format(
                workload=w.name)
        return ""


def build_answer(result, *, source_path: str | os.PathLike | None = None, lang: str | None = None,
                 today: dt.date | None = None) -> Answer:
    """The answer for an ``AdviceResult`` in ``lang`` ("en" | "zh_TW"; None: the current language).
    ``source_path`` (the project file) names an untitled document."""
    with i18n.language(lang) as current:
        return _Builder(result, source_path, current, today).build()
