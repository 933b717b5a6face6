"""Page 1 when the plan's cheapest choice is one mixed server (engine.plan ``best_kind == "mixed"``):
what to buy, which cards run what and when, the cost with its range, and the comparison with the
single-type shared server and the per-workload plan."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine import plan as P
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report.answer import build_answer
from gpuadvisor.report.answer_mixed import mixed_annual_fn
from gpuadvisor.report.document import build_report, sections_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _mixed_wins(result, annual_usd: float = 7000.0):
    """The manufacturer's plan with its cheapest mixed server (4U GPU server: 4× RTX A6000 for the
    office-hours QA service and a night job, 1× RTX 3060 for the weekly forecaster) made the cheapest
    plan: its host is dear at list prices, so a negotiated price is what would make it win."""
    plan = result.plan
    m = plan.mixed[0]
    m.annual_usd = annual_usd
    plan.best_mixed = m
    plan.ranking = P._ranking(plan)
    plan.best_kind = plan.ranking[0][0]
    assert plan.best_kind == "mixed"
    return m


@pytest.fixture
def result(catalog):
    return advise(load_project(EXAMPLE), catalog, use_cache=False)


def test_the_answer_buys_the_mixed_server(result):
    m = _mixed_wins(result)
    ans = build_answer(result, lang="en")
    assert ans.kind == "mixed"
    cards = " + ".join(g.label for g in m.groups)
    assert ans.decision[0].startswith(f"Buy one {m.chassis.label} with {cards} and run ")
    assert ans.decision[0].startswith("Buy one 4U GPU server with 4× RTX A6000 + 1× RTX 3060 12 GB and run ")
    # each group of cards, with what runs on it and when
    groups = {g.label: g for g in m.groups}
    for line in ans.decision[1:1 + len(m.groups)]:
        label = line.split(":")[0]
        assert label in groups
        for name in groups[label].workloads:
            assert name in line
    assert "Internal question answering in office hours" in ans.decision[1]
    assert "at night" in " ".join(ans.decision)
    # the edge workload stays on its line PC, bought on its own
    assert any(line.startswith("Buy ") and "Line-PC" in line for line in ans.decision[1 + len(m.groups):])
    on_mixed = [ln for ln in ans.lines if ln.action == "shared"]
    assert {ln.workload_id for ln in on_mixed} == {u.workload_id for u in m.uses}
    assert ans.shared_machine == m.label


def test_cost_range_and_the_comparison(result):
    m = _mixed_wins(result)
    ans = build_answer(result, lang="en")
    a = result.assumptions
    separate = sum(adv.best.annual_usd for adv in result.workloads
                   if adv.workload.id not in {u.workload_id for u in m.uses})
    assert ans.annual == pytest.approx(a.to_currency(m.annual_usd + separate), rel=1e-6)
    assert ans.annual_low < ans.annual < ans.annual_high
    assert ans.horizon_total == pytest.approx(ans.annual * 3, rel=0.01)
    assert ans.alternative_annual == pytest.approx(a.to_currency(result.plan.per_workload_annual_usd), rel=1e-6)
    single = result.plan.best_shared
    assert "each workload on its own best option" in ans.alternative and single.label in ans.alternative
    why = ans.reasons[0]
    assert why.startswith("One mixed server costs ") and single.label in why and "(one card type)" in why
    assert "with each workload on its own best option" in why
    assert any("the jobs run on cheaper cards (1× RTX 3060 12 GB)" in r for r in ans.reasons)
    # the chassis's power notes come first among the risks
    assert ans.risks[0].startswith("Mixed server: ")


def test_the_range_moves_with_the_inputs(result):
    from gpuadvisor.report.answer import BASE, SCENARIOS

    m = _mixed_wins(result)
    fn = mixed_annual_fn(result, m)
    base = fn(BASE)
    assert base == pytest.approx(result.assumptions.to_currency(m.annual_usd))
    moved = {s.key: fn(s) for s in SCENARIOS if s.factor > 1}
    assert moved["usd_to_twd"] > base  # bought in US dollars
    assert moved["electricity"] > base and moved["utilisation"] > base
    assert moved["resale"] < base
    assert moved["cloud_price"] == pytest.approx(base)  # owned: cloud prices do not move it


def test_page_one_of_the_report(result):
    m = _mixed_wins(result)
    text = sections_text(build_report(result, summary_only=True, lang="en"))
    assert "Buy one 4U GPU server with 4× RTX A6000 + 1× RTX 3060 12 GB and run " in text
    assert "1× RTX 3060 12 GB: Weekly forecaster retrain at night." in text
    assert f"buy: {m.label}" in text  # the machine's own row in the table
    assert "The other plan: each workload on its own best option" in text


def test_without_a_winning_mixed_server_nothing_changes(result):
    assert result.plan.best_kind != "mixed"
    ans = build_answer(result, lang="en")
    assert ans.kind in ("shared", "per_workload") and not ans.decision[0].startswith("Buy one 4U")


def test_traditional_chinese(result, zh_catalogue):
    from conftest import data_names, english_words

    from gpuadvisor.domain.project import Measurement
    from gpuadvisor.report.personal import appendix_items

    m = _mixed_wins(result)
    ans = build_answer(result, lang="zh_TW")
    text = "\n".join([*ans.decision, *ans.reasons, ans.alternative] + [ln.text for ln in ans.lines])
    assert "購買一台裝有" in ans.decision[0] and m.groups[0].label in ans.decision[0]
    names = data_names(result) | {w for g in m.groups for w in g.label.split()} | {"4U", "GPU"}
    names |= set(m.chassis.label.split())
    assert not english_words(text, names)
    result.personal = __import__("gpuadvisor.engine.personal", fromlist=["fit"]).fit(
        [Measurement(hardware="GeForce RTX 5090", model="YOLOv8m", micro_batch=16, metric="train_samples_per_s",
                     value=v) for v in (200.0, 220.0)], load_catalog(include_user_overrides=False))
    from gpuadvisor import i18n

    with i18n.language("zh_TW"):
        lines = appendix_items(result)
    assert lines and "已依您的 2 次實測校正" in lines[0] and "RTX 5090" in lines[0]
