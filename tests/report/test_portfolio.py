"""Buy vs rent for the whole file (report.portfolio): the plan bought against the same work rented."""

from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import ProjectDocument
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report import charts_data as C
from gpuadvisor.report.portfolio import portfolio_data

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _result(name, catalog):
    return advise(load_project(ROOT / "resources" / "examples" / f"{name}.gpuadv"), catalog)


@pytest.mark.parametrize("name", ["ecommerce", "manufacturer"])
def test_sums_of_the_engines_series(name, catalog):
    result = _result(name, catalog)
    p = portfolio_data(result)
    d = p.data
    assert d is not None and set(d.series) == {"owned", "on_demand"}
    owned, rented = d.series["owned"], d.series["on_demand"]
    assert len(owned) == len(rented) == len(d.months) == round(result.assumptions.useful_life_months) + 1
    assert owned[0] > 0 and rented[0] == 0  # purchase at month 0; renting starts at nothing
    assert all(b >= a for a, b in zip(rented, rented[1:]))
    assert p.included and set(p.included).isdisjoint(p.left_out)
    assert len(p.included) + len(p.left_out) == len(result.workloads)
    # the rented line is each included workload's best rental at the billing the engine chose
    total = 0.0
    for adv in result.workloads:
        if adv.workload.name not in p.included:
            continue
        pair = C.default_pair(adv)
        data = C.cumulative_data(pair, result.assumptions)
        key = {"spot": "spot_low", "spot_with_fallback": "spot_high"}.get(pair.rented.cost_mode, pair.rented.cost_mode)
        total += data.series.get(key, data.series["on_demand"])[12]
    assert rented[12] == pytest.approx(total)
    assert p.caption


def test_manufacturer_draws_the_shared_server_and_leaves_the_line_pc_out(catalog):
    result = _result("manufacturer", catalog)
    p = portfolio_data(result)
    assert p.shared_machine == result.plan.best_shared.label
    assert any("Line-PC" in n for n in p.left_out)  # no rental to compare with a line PC
    assert p.data.rented_comparison_only  # the internal QA's data must stay on-premises
    assert p.shared_machine in p.caption and "Line-PC" in p.caption


def test_nothing_to_compare(catalog):
    p = portfolio_data(advise(ProjectDocument(), catalog))
    assert p.data is None and p.caption
