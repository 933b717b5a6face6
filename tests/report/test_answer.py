"""Page 1 of the printed summary: the answer for the whole file (report.answer), as plain data and as
the first section of the report, in English and 繁體中文."""

import datetime as dt
import json
import re
from pathlib import Path

import pytest
from conftest import INTERNAL, data_names, english_words

from gpuadvisor import i18n
from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import HOURS_PER_MONTH
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report import answer as A
from gpuadvisor.report.document import Callout, Table, build_report, sections_text
from gpuadvisor.report.money import format_amount

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ["ecommerce", "manufacturer"]
TODAY = dt.date(2026, 1, 2)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def results(catalog):
    with i18n.language("en"):
        return {ex: advise(load_project(ROOT / "resources" / "examples" / f"{ex}.gpuadv"), catalog) for ex in EXAMPLES}


def _plan_total(res):
    plan = res.plan
    if plan.recommendation_kind == "shared":
        return plan.best_shared.total_annual_usd
    return plan.per_workload_annual_usd


@pytest.mark.parametrize("ex", EXAMPLES)
def test_decision_total_and_range(results, ex):
    res = results[ex]
    a = res.assumptions
    ans = A.build_answer(res, lang="en", today=TODAY)
    plan = res.plan
    assert ans.title == res.document_title and ans.today == "2026-01-02"
    assert (ans.prices_from, ans.prices_to) == tuple(res.catalog_dates)
    # the decision names what to buy or rent: the shared server, or each workload's best option
    decision = " ".join(ans.decision)
    if plan.recommendation_kind == "shared":
        assert ans.kind == "shared" and decision.startswith(f"Buy one {plan.best_shared.label}")
        shared_ids = {u.workload_id for u in plan.best_shared.workloads}
        for adv in res.workloads:
            if adv.workload.id not in shared_ids:
                assert adv.best.label in decision
    else:
        for adv in res.workloads:
            assert adv.best.label in decision
    # the cost a year is the plan's, the horizon total the years of each line, the range around both
    assert ans.annual == pytest.approx(a.to_currency(_plan_total(res)))
    assert ans.annual_low < ans.annual < ans.annual_high
    assert ans.horizon_low < ans.horizon_total < ans.horizon_high
    years = {adv.workload.schedule.horizon_years for adv in res.workloads}
    if len(years) == 1:
        assert ans.horizon_total == pytest.approx(ans.annual * years.pop())
        assert ans.horizon_label.startswith("Over ")
    assert "±20 %" in ans.range_method and "exchange rate" in ans.range_method
    # the other plan is named with its cost
    if plan.best_shared is not None:
        other = plan.per_workload_annual_usd if ans.kind == "shared" else plan.best_shared.total_annual_usd
        assert ans.alternative_annual == pytest.approx(a.to_currency(other))
        assert format_amount(ans.alternative_annual, a.currency, lang="en") in ans.alternative
    assert 1 <= len(ans.reasons) <= 3 and 1 <= len(ans.risks) <= 5
    assert any(res.catalog_dates[0] in r for r in ans.risks)  # the date of the prices is a risk
    assert [ln.workload_id for ln in ans.lines] == [adv.workload.id for adv in res.workloads]


def test_manufacturer_reasons_say_why(results):
    """One shared server against separate machines, the data that may not leave (renting is out),
    the line PC that meets its latency target."""
    res = results["manufacturer"]
    ans = A.build_answer(res, lang="en")
    text = " ".join(ans.reasons)
    assert "the data must stay in the company" in text
    assert "runs on the line PC" in text and "ms target" in text
    if ans.kind == "shared":
        assert ans.reasons[0].startswith(f"One shared {res.plan.best_shared.label} costs")
    risks = " ".join(ans.risks)
    assert "cheaper plan" in risks  # what would make the other plan the cheaper one, or that nothing does
    assert "if the data could leave the company" in risks


@pytest.mark.parametrize("ex", EXAMPLES)
def test_scenarios_price_as_the_engine(results, ex):
    """The base scenario re-prices every option exactly as the advisor did; a scenario moves it."""
    res = results[ex]
    a = res.assumptions
    checked = 0
    for adv in res.workloads:
        for r in adv.feasible[:20]:
            assert A._option_annual(r, A.BASE, a) == pytest.approx(a.to_currency(r.annual_usd), rel=1e-9)
            checked += 1
        best = adv.best
        up = A._option_annual(best, A._Scenario("usd_to_twd", 1.2), a)
        assert up != pytest.approx(a.to_currency(best.annual_usd))
    assert checked > 10
    shared = res.plan.best_shared
    if shared is not None:
        fn = A._shared_annual_fn(res, shared)
        assert fn(A.BASE) == pytest.approx(a.to_currency(shared.annual_usd), rel=1e-9)


@pytest.mark.parametrize("ex", EXAMPLES)
def test_breakeven_factor_is_where_costs_meet(results, ex):
    res = results[ex]
    a = res.assumptions
    found = 0
    for adv in res.workloads:
        owned, rented = adv.best_where(True), adv.best_where(False)
        if owned is None or rented is None:
            continue
        verdict, k = A.breakeven_factor(owned, rented, a)
        o1, r1 = A._pair_annual(owned, rented, 1.0, a)
        assert verdict.startswith("own") == (o1 <= r1)
        if k is not None:  # the sign of owned - rented changes at k (prices may jump there: spot misses a deadline)
            below = A._pair_annual(owned, rented, k * (1 - 1e-6), a)
            above = A._pair_annual(owned, rented, k * (1 + 1e-6), a)
            assert (below[0] <= below[1]) != (above[0] <= above[1])
            assert (k < 1) == verdict.startswith("own")
            assert owned.usage.busy_hours_per_month * k <= HOURS_PER_MONTH * 1.0001
            found += 1
    assert found >= 1 or ex == "manufacturer"


def test_title_of_an_untitled_document_is_its_file_name(results, tmp_path, catalog):
    res = results["ecommerce"]
    res_untitled = type(res)(**{**res.__dict__, "document_title": "Untitled"})
    path = tmp_path / "AI導入評估.gpuadv"
    assert A.report_title(res_untitled, path) == "AI導入評估"
    assert A.report_title(res_untitled, None) == "Untitled"
    assert A.report_title(res, path) == res.document_title  # a real title stays
    secs = build_report(res_untitled, source_path=path, lang="en")
    assert secs[0].title == "AI導入評估"


def test_a_one_year_horizon_reads_over_1_year(catalog):
    """A one-year project's page 1 read 'Over 1 years' (found in the advice audit)."""
    doc = load_project(ROOT / "resources" / "examples" / "ecommerce.gpuadv")
    labels = {}
    for years in (1.0, 0.5, 3.0):
        for w in doc.projects[0].workloads:
            w.schedule.horizon_years = years
        with i18n.language("en"):
            labels[years] = A.build_answer(advise(doc, catalog), lang="en", today=TODAY).horizon_label
    assert labels == {1.0: "Over 1 year", 0.5: "Over 0.5 years", 3.0: "Over 3 years"}


def test_summary_only_and_levels(results):
    res = results["manufacturer"]
    only = build_report(res, lang="en", summary_only=True)
    assert [s.key for s in only] == ["summary"]
    full = build_report(res, lang="en")
    assert full[0].key == "summary" and len(full) > 5
    short = build_report(res, lang="en", summary_only=True, summary_level=4)[0]
    table = next(it for it in short.items if isinstance(it, Table))
    assert len([r for r in table.rows if r[0] in {ln.workload for ln in A.build_answer(res).lines}]) <= 3
    assert "more workloads" in table.caption
    box = next(it for it in only[0].items if isinstance(it, Callout))
    assert box.lines and box.rows[0][0] == "Cost per year"


def test_empty_file_and_a_workload_that_fits_nowhere(catalog, tmp_path):
    data = json.loads((ROOT / "resources" / "examples" / "ecommerce.gpuadv").read_text(encoding="utf-8"))
    payload = data.get("document", data)
    for project in payload["projects"]:
        project["workloads"] = []
    empty = tmp_path / "empty.gpuadv"
    empty.write_text(json.dumps(data), encoding="utf-8")
    ans = A.build_answer(advise(load_project(empty), catalog), lang="en")
    assert ans.kind == "empty" and "no workloads" in ans.decision[0] and ans.annual is None
    assert sections_text(build_report(advise(load_project(empty), catalog), lang="en"))

    data = json.loads((ROOT / "resources" / "examples" / "ecommerce.gpuadv").read_text(encoding="utf-8"))
    payload = data.get("document", data)
    w = payload["projects"][0]["workloads"][0]
    w.setdefault("constraints", {})["budget_per_year"] = 1  # nothing costs under NT$1 a year
    broke = tmp_path / "broke.gpuadv"
    broke.write_text(json.dumps(data), encoding="utf-8")
    res = advise(load_project(broke), catalog)
    ans = A.build_answer(res, lang="en")
    assert ans.kind == "missing"
    assert any(w["name"] in r and "No option fits" in r for r in ans.risks)
    line = next(ln for ln in ans.lines if ln.workload_id == w["id"])
    assert line.action == "none" and line.annual is None
    text = sections_text(build_report(res, lang="en", summary_only=True))
    assert "without the workloads that have no option" in text


@pytest.mark.parametrize("ex", EXAMPLES)
def test_page_one_names_nothing_internal(results, ex):
    text = sections_text(build_report(results[ex], lang="en", summary_only=True))
    assert re.search(INTERNAL, text) is None
    names = data_names(results[ex])
    idents = [w for w in re.findall(r"\b[a-z]+_[a-z_]+\b", text) if w not in names]
    assert not idents, idents


@pytest.mark.parametrize("ex", EXAMPLES)
def test_page_one_in_traditional_chinese(zh_catalogue, catalog, ex):
    with i18n.language("zh_TW"):
        res = advise(load_project(ROOT / "resources" / "examples" / f"{ex}.gpuadv"), catalog)
    secs = build_report(res, lang="zh_TW", summary_only=True, today=TODAY)
    text = sections_text(secs)
    assert "結論" in text and "每年成本" in text and "萬" in text
    assert not english_words(text, data_names(res)), english_words(text, data_names(res))
    ans = A.build_answer(res, lang="zh_TW")
    assert ans.money(ans.annual) in text  # NT$32.2 萬
    assert re.search(r"NT\$\d+(\.\d+)? 萬", ans.money(ans.annual))


def test_exchange_rate_scenario_keeps_what_was_bought_in_nt(catalog):
    """The exchange-rate scenario moved every owned machine's NT$ cost by the rate, also cards priced at
    their Taiwan retail price (an RTX 5090 at NT$71,990 costs NT$71,990 whatever the US$ does) and the
    user's own NT$ quotes.  Now the scenario prices each option as the engine does when the document's
    rate is changed: the NT$ parts stay, the US$ parts follow."""
    from gpuadvisor.domain.project import Assumptions, Project, ProjectDocument, Quote, Recipe, Schedule, Workload

    spec = catalog.find_model("Llama 3.1 8B").spec
    w = Workload(name="chat", kind="llm_serving", model=spec,
                 recipe=Recipe(runtime="vllm", prompt_tokens=800, output_tokens=300, requests_per_day=20000,
                               latency_target_ms=10000),
                 schedule=Schedule(frequency="always_on"))
    quote = Quote(option="own:desktop-rtx-4090", kind="purchase", price=90_000, currency="TWD", vendor="Shop")

    def doc(rate: float) -> ProjectDocument:
        return ProjectDocument(projects=[Project(name="P", workloads=[w])], quotes=[quote],
                               assumptions=Assumptions(currency="TWD", usd_to_twd=rate))

    base_rate = Assumptions().usd_to_twd
    base, moved = advise(doc(base_rate), catalog).workloads[0], advise(doc(base_rate * 1.2), catalog).workloads[0]
    a = doc(base_rate).assumptions
    moved_by_key = {r.option.key: r for r in moved.results}
    local = quoted = usd_only = 0
    for r in base.feasible:
        if not r.option.owned or r.option.machine is None:
            continue
        again = moved_by_key[r.option.key]
        scenario = A._option_annual(r, A._Scenario("usd_to_twd", 1.2), a)
        assert scenario == pytest.approx(doc(base_rate * 1.2).assumptions.to_currency(again.annual_usd), rel=1e-9), r.label
        if r.option.quote is not None:
            quoted += 1
        elif A._twd_part(r.option, a):
            local += 1
        else:
            usd_only += 1
    assert local and quoted and usd_only


def test_exchange_rate_bar_keeps_what_was_bought_in_nt(catalog):
    """The buy-vs-rent sensitivity chart's exchange-rate bar took the owned card's price as US$: an RTX
    5090 bought at its Taiwan retail price moved with the dollar.  Its bar now gives the difference the
    engine finds when the document's rate itself is changed."""
    from gpuadvisor.domain.project import Assumptions, Project, ProjectDocument, Recipe, Schedule, Workload
    from gpuadvisor.report import charts_data as cd

    spec = catalog.find_model("Llama 3.1 8B").spec
    w = Workload(name="chat", kind="llm_serving", model=spec,
                 recipe=Recipe(runtime="vllm", prompt_tokens=800, output_tokens=300, requests_per_day=20000,
                               latency_target_ms=10000),
                 schedule=Schedule(frequency="always_on"))

    def doc(rate: float) -> ProjectDocument:
        return ProjectDocument(projects=[Project(name="P", workloads=[w])],
                               assumptions=Assumptions(currency="TWD", usd_to_twd=rate))

    rate0 = Assumptions().usd_to_twd
    adv = advise(doc(rate0), catalog).workloads[0]
    owned = next(r for r in adv.feasible if r.option.owned and A._twd_part(r.option, doc(rate0).assumptions))
    pair = cd.make_pair(adv, owned.option.key)
    assert pair.owned.option.key == owned.option.key and pair.rented is not None
    data = cd.sensitivity_data(pair, doc(rate0).assumptions)
    bar = next(b for b in data.bars if b.input == "usd_to_twd")
    again = {r.option.key: r for r in advise(doc(rate0 * 1.2), catalog).workloads[0].results}
    diff = (again[pair.owned.option.key].annual_usd * pair.owned.replicas / max(1, again[pair.owned.option.key].replicas)
            - again[pair.rented.option.key].annual_usd * pair.rented.replicas / max(1, again[pair.rented.option.key].replicas))
    assert bar.diff_high == pytest.approx(diff * rate0, rel=1e-6)
