"""An owned machine that serves requests draws busy power only while a request is in flight
(advice audit A5).

Every owned option of a service was charged busy power for all its service hours (730 h a month
always on), and its "typical" draw was its busy draw: a card answering a few requests a second
idles most of the time, so owning a service looked dearer than it is (h21: energy 47 % of the
owned pick's cost).  Now a replica is busy the M/G/inf share 1 - exp(-lambda x T) of its hours
(engine.load.in_flight_share: the day's average rate per replica over the hours the service runs,
T its mean response time), idle the rest; the cost (engine.cost.owned_monthly's energy terms) and
the power figures (OptionResult.power) follow the share; busy hours stay as they were.
"""

from __future__ import annotations

import math

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions, Constraints, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload
from gpuadvisor.engine.cost import Usage, owned_monthly
from gpuadvisor.engine.load import effective_load


def _spec(catalog, name):
    return next(m.spec for m in catalog.models if m.spec.name == name)


def _cnn(catalog, rps=None, window="any"):
    return Workload(name="ResNet-50 live", kind="realtime_inference", model=_spec(catalog, "ResNet-50"),
                    recipe=Recipe(runtime="pytorch", precision="fp16", weight_format="fp16", micro_batch=1,
                                  requests_per_second=rps, latency_target_ms=100.0, latency_percentile=99.0),
                    schedule=Schedule(frequency="always_on", window=window), constraints=Constraints(on_prem_only=True))


def _llm(catalog, rps):
    return Workload(name="Llama 8B chat", kind="llm_serving", model=_spec(catalog, "Llama 3.1 8B"),
                    recipe=Recipe(runtime="vllm", weight_format="bf16", prompt_tokens=1000, output_tokens=250,
                                  requests_per_second=rps, latency_target_ms=20000.0, latency_percentile=95.0),
                    schedule=Schedule(frequency="always_on"), constraints=Constraints(on_prem_only=True))


def _owned(adv):
    return [r for r in adv.results if r.feasible and r.cost_mode == "owned"]


def _busy_all_hours(r, a) -> float:
    """The monthly cost as it was: busy power all the service's hours."""
    u = r.usage
    return owned_monthly(r.option.machine, Usage(hours_per_run=u.hours_per_run, runs_per_month=u.runs_per_month,
                                                 always_on=u.always_on), a).total * r.replicas


def test_in_flight_share_is_the_infinite_server_busy_probability():
    from gpuadvisor.engine.load import in_flight_share

    load = effective_load(Workload(name="x", kind="realtime_inference",
                                   model=_spec(load_catalog(include_user_overrides=False), "ResNet-50"),
                                   recipe=Recipe(requests_per_day=86_400.0)))
    # one request a second spread over 24 h, 50 ms each, one replica: 1 - e^-0.05
    assert in_flight_share(load, 24.0, 0.05, 1) == pytest.approx(1.0 - math.exp(-0.05), rel=1e-12)
    # the same day in an 8-hour office day: three times the rate; two replicas halve it
    assert in_flight_share(load, 8.0, 0.05, 2) == pytest.approx(1.0 - math.exp(-0.075), rel=1e-12)
    none = effective_load(Workload(name="y", kind="realtime_inference",
                                   model=_spec(load_catalog(include_user_overrides=False), "ResNet-50")))
    assert in_flight_share(none, 24.0, 0.05, 1) == 1.0  # no load: one request at a time, all hours


def test_a_cnn_service_at_a_few_requests_a_second_is_charged_near_idle_power(catalog, options):
    a = Assumptions()
    adv = advise_workload(_cnn(catalog, rps=3.0), options, a)
    owned = _owned(adv)
    assert owned
    checked = 0
    for r in owned[:10]:
        u, oc, m = r.usage, r.owned_cost, r.option.machine
        lat_s = r.estimate.latency_ms / 1000.0
        share = 1.0 - math.exp(-3.0 / r.replicas * lat_s)
        assert u.energy_share == pytest.approx(share, rel=1e-9) and share < 0.2, (r.option.key, share)
        assert u.busy_hours_per_month == HOURS_PER_MONTH  # busy hours (explanations, break-even) as they were
        # the energy: busy power the share of the month, idle power the rest -- near the idle bill
        idle_bill = owned_monthly(m, Usage(hours_per_run=0.0, runs_per_month=0.0), a).energy
        busy_bill = owned_monthly(m, Usage(hours_per_run=HOURS_PER_MONTH, runs_per_month=1.0), a).energy
        assert oc.energy == pytest.approx(idle_bill + share * (busy_bill - idle_bill), rel=1e-9), r.option.key
        assert r.monthly_usd < _busy_all_hours(r, a) * (1.0 - 1e-6), r.option.key
        # the power figures follow the cost: typical draw and the electricity bill
        p = r.power
        assert p.typical_kw == pytest.approx(p.busy_kw * share + p.idle_kw * (1.0 - share), rel=1e-9), r.option.key
        if p.busy_kw == pytest.approx(m.busy_power_w / 1000.0):  # (not a Mac with no TDP in the catalog)
            assert p.electricity_usd_month == pytest.approx(oc.energy * r.replicas, rel=1e-9), r.option.key
            checked += 1
    assert checked >= 3


def test_an_office_hours_service_spreads_the_day_over_the_office_day(catalog, options):
    a = Assumptions()
    w = _cnn(catalog, rps=None, window="office_hours")
    w.recipe.requests_per_day = 20_000.0
    adv = advise_workload(w, options, a)
    r = _owned(adv)[0]
    hours = r.usage.hours_per_run  # the office day
    assert 0 < hours < 24 and not r.usage.always_on
    rate = 20_000.0 / (hours * 3600.0)
    assert r.usage.energy_share == pytest.approx(1.0 - math.exp(-rate / r.replicas * r.estimate.latency_ms / 1000.0),
                                                 rel=1e-9)


def test_an_llm_service_at_heavy_load_costs_what_it_did(catalog, options):
    a = Assumptions()
    adv = advise_workload(_llm(catalog, rps=20.0), options, a)
    owned = _owned(adv)
    assert owned
    for r in owned[:5]:
        assert r.usage.energy_share > 0.99, (r.option.key, r.usage.energy_share)
        assert r.monthly_usd == pytest.approx(_busy_all_hours(r, a), rel=0.01), r.option.key


def test_no_rate_is_busy_all_the_service_hours(catalog, options):
    a = Assumptions()
    adv = advise_workload(_cnn(catalog, rps=None), options, a)
    owned = _owned(adv)
    assert owned and effective_load(adv.workload).rps_peak is None
    for r in owned[:10]:
        assert r.usage.energy_share == 1.0
        assert r.monthly_usd == pytest.approx(_busy_all_hours(r, a), rel=1e-12), r.option.key
        assert r.power.typical_kw == pytest.approx(r.power.busy_kw, rel=1e-12)


@pytest.mark.parametrize("which", ["cnn", "llm", "llm_light"])
def test_scalar_and_array_paths_agree(catalog, options, which):
    a = Assumptions()
    w = {"cnn": lambda: _cnn(catalog, rps=3.0), "llm": lambda: _llm(catalog, 20.0),
         "llm_light": lambda: _llm(catalog, 0.05)}[which]()
    va = advise_workload(w, options, a)
    sa = advise_workload(w, options, a, vectorized=False)
    vs, ss = _owned(va), _owned(sa)
    assert [r.option.key for r in vs] == [r.option.key for r in ss]
    shares = []
    for x, y in zip(vs, ss):
        assert x.monthly_usd == pytest.approx(y.monthly_usd, rel=1e-9), x.option.key
        assert x.usage.energy_share == pytest.approx(y.usage.energy_share, rel=1e-9), x.option.key
        assert x.power.typical_kw == pytest.approx(y.power.typical_kw, rel=1e-9), x.option.key
        # the array price and the cost the result itself reports agree
        assert x.monthly_usd == pytest.approx(x.owned_cost.total * x.replicas, rel=1e-9), x.option.key
        shares.append(x.usage.energy_share)
    assert shares and min(shares) < 1.0


def test_the_explanation_says_how_much_of_the_time_a_request_is_in_flight():
    """The owned pick's 'why' said 'busy 730 h/month' beside an energy bill at a fraction of that."""
    from pathlib import Path

    from gpuadvisor import i18n
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import load_project

    root = Path(__file__).resolve().parents[2]
    with i18n.language("en"):
        res = advise(load_project(root / "resources" / "examples" / "manufacturer.gpuadv"), load_catalog())
        seen = 0
        for adv in res.workloads:
            for r in adv.feasible[:5]:
                share = getattr(r.usage, "energy_share", 1.0) if r.option.owned and r.usage is not None else 1.0
                said = "a request in flight" in r.explanation
                assert said == (share < 0.995), (r.label, share, r.explanation)
                if said:
                    assert f"{share:.0%} of the time" in r.explanation
                    seen += 1
    assert seen
