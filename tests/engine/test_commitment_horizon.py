"""A commitment bills every month of its term: a 3-year reservation for a project planned over one
year costs three years of payments, not one.  A 24/7 service with a 1-year planning horizon was
priced 'reserved_3y' at one year of the commitment (a manager's next-year budget)."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Audience, Project, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload, options_for
from gpuadvisor.engine.cost import Usage, cloud_cheapest_monthly, cloud_costs

from .test_vector import _same_advice


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _service(catalog, years: float) -> Workload:
    return Workload(name="chat", kind="llm_serving", model=catalog.find_model("Qwen2.5 32B").spec,
                    recipe=Recipe(runtime="vllm", weight_format="fp8", prompt_tokens=1000, output_tokens=400,
                                  latency_target_ms=20000, latency_percentile=95,
                                  audience=Audience(users=400, questions_per_user_per_day=15)),
                    schedule=Schedule(frequency="always_on", horizon_years=years))


def test_a_commitment_longer_than_the_horizon_bills_its_whole_term(catalog):
    rate = next(o.rate for o in options_for(catalog) if o.rate is not None and o.rate.commitments
                and o.rate.on_demand_usd_hour)
    a = Assumptions()
    three = cloud_costs(rate, Usage(hours_per_run=730.0, runs_per_month=1.0, always_on=True, horizon_years=3.0), a)
    one = cloud_costs(rate, Usage(hours_per_run=730.0, runs_per_month=1.0, always_on=True, horizon_years=1.0), a)
    assert one.reserved_3y.total == pytest.approx(3.0 * three.reserved_3y.total)
    assert one.reserved_1y.total == pytest.approx(three.reserved_1y.total)
    assert one.cheapest_mode != "reserved_3y"
    half = Usage(hours_per_run=730.0, runs_per_month=1.0, always_on=True, horizon_years=0.5)
    assert cloud_costs(rate, half, a).reserved_1y.total == pytest.approx(2.0 * three.reserved_1y.total)
    for u in (half, Usage(hours_per_run=730.0, runs_per_month=1.0, always_on=True, horizon_years=1.0)):
        mode, total = cloud_cheapest_monthly(rate, u, a)
        full = cloud_costs(rate, u, a)
        assert mode == full.cheapest_mode and total == pytest.approx(full.cheapest.total)


def test_a_one_year_service_is_not_put_on_a_three_year_commitment(catalog):
    options = options_for(catalog)
    # commitments at the user's own discounts (by default only published commitment prices are offered)
    a = Assumptions(reserved_discount_1y=0.35, reserved_discount_3y=0.55)
    for years in (1.0, 2.0):
        w = _service(catalog, years)
        project = Project(name="p", workloads=[w])
        va = advise_workload(w, options, a, project=project)
        sa = advise_workload(w, options, a, project=project, vectorized=False)
        assert va.best is not None and va.best.cost_mode != "reserved_3y", (years, va.best.cost_mode)
        assert all(r.cost_mode != "reserved_3y" for r in va.results[:20] if r.feasible)
        _same_advice(va, sa, f"{years}-year service")
    # a three-year horizon keeps the three-year commitment where it is cheapest
    w = _service(catalog, 3.0)
    best = advise_workload(w, options, a, project=Project(name="p", workloads=[w])).best
    assert best is not None and best.cost_mode == "reserved_3y"
