"""Cost engine: tco-anchors §5.5 sanity vectors, Dettmers, the seeds' RTX 3090 case, properties."""

from __future__ import annotations

import datetime as dt
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpuadvisor.domain.hardware import Accelerator, CloudOffer, System
from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions, Schedule
from gpuadvisor.engine.cost import (
    cloud_cheapest_monthly,
    MODES,
    SENSITIVITY_INPUTS,
    CloudRate,
    OwnedMachine,
    Usage,
    breakeven,
    cloud_costs,
    cumulative_series,
    owned_monthly,
    sensitivity,
    utilisation_series,
)

FX = 31.5


def rel(x: float, target: float, tol: float) -> bool:
    return abs(x - target) <= tol * abs(target)


# ---------------------------------------------------------------------------------------------
# case A: office workstation, one consumer GPU (tco-anchors §5.5 A)
#
# Inputs as stated by the note; the note's arithmetic has no support, no per-run setup and no
# colocation, so those are overridden to 0; staff NT$700/month = 0.7 h x NT$1,000/h.


def case_a() -> tuple[OwnedMachine, CloudRate, Usage, Assumptions]:
    a = Assumptions(
        currency="TWD",
        usd_to_twd=FX,
        resale_share_consumer=0.20,
        useful_life_months=36,
        support_share_consumer=0.0,
        staff_hours_per_server_month=0.7,
        staff_rate_twd_per_hour=1000.0,
        pue=1.3,
        electricity_twd_per_kwh=4.1,
        cloud_overhead=0.10,
        setup_hours_per_run=0.0,
        colocation_usd_per_kw_month=0.0,
    )
    machine = OwnedMachine("office workstation", 160_000 / FX, 1, 650.0, 80.0, "consumer")
    rate = CloudRate("RTX 4090 rental", 0.69)
    # workload 72 h + 30 x 3 h = 162 h/month
    usage = Usage(hours_per_run=162.0 / 31.0, runs_per_month=31.0)
    return machine, rate, usage, a


def test_case_a_owned_components():
    machine, _rate, usage, a = case_a()
    owned = owned_monthly(machine, usage, a).to_currency(a)
    assert owned.currency == "TWD"
    # dep = 160,000 x (1 - 0.2) / 36 = 3,555.6
    assert owned.depreciation == pytest.approx(3555.56, abs=0.01)
    # energy = (162 x 0.65 + 568 x 0.08) kWh x 1.3 x 4.1 = 150.74 x 5.33 = 803.4
    assert owned.energy == pytest.approx(803.44, abs=0.05)
    assert owned.staff == pytest.approx(700.0)
    # total = 3,555.6 + 803.4 + 700 = 5,059 (note: NT$5,059)
    assert owned.total == pytest.approx(5059, abs=1)
    assert owned.busy_hours == pytest.approx(162.0)


def test_case_a_cloud_and_breakeven():
    machine, rate, usage, a = case_a()
    cloud = cloud_costs(rate, usage, a).to_currency(a)
    # 162 h x $0.69 x 1.10 x 31.5 = 162 x NT$23.91 = NT$3,873 (note: NT$3,873)
    assert cloud.on_demand.total == pytest.approx(3873, abs=1)
    b = breakeven(machine, rate, usage, a)
    # H* = (3,555.6 + 700 + 730 x 0.08 x 5.33) / (23.909 - 0.57 x 5.33) = 4,566.8 / 20.871 = 218.8
    assert b.on_demand.verdict == "own_above"
    assert b.on_demand.hours == pytest.approx(219, rel=0.01)
    assert b.on_demand.utilisation == pytest.approx(0.30, abs=0.005)
    assert b.on_demand.reachable
    assert b.decision == "rent"  # 5,059 > 3,873, and spot is cheaper still
    assert b.owned_monthly > b.on_demand_monthly
    # no crossover within 36 months: 160,000 + 36 x 1,503 - 32,000 = 182,108 > 36 x 3,873 = 139,434
    assert b.crossover_month is None
    assert b.life_months == 36
    series = cumulative_series(machine, rate, usage, a).to_currency(a)
    assert series.owned[-1] == pytest.approx(182_124, rel=0.001)
    assert series.on_demand[-1] == pytest.approx(139_434, rel=0.001)


# ---------------------------------------------------------------------------------------------
# case B: 8 x H100 server (tco-anchors §5.5 B)
#
# colo is given as $1,500/month flat -> $1,500 / 7 kW per kW-month.  The note's break-even
# utilisations and "$17.5k cloud at $3" (8 x 730 x $3 = $17,520) have no cloud overhead and no
# setup, so o = 0 and t_setup = 0; staff stays at the default 2 h x NT$1,000 ($63.5/month).
#   fixed = 300k x 0.75 / 36 + 300k x 0.08 / 12 + 1,500 + 63.5 = 6,250 + 2,000 + 1,563.5 = 9,813.5
#   idle energy = 730 x 1.5 kW x 1.4 x 4.3 / 31.5 = $209.3 -> fixed + idle = $10,023 ("~$9.9k")
#   v_own = 5.5 kW x 1.4 x 4.3 / 31.5 = $1.051 per machine-hour ($0.131 per GPU-hour)
#   U*(p) = 10,023 / ((8 p - 1.051) x 730):  $2.0 -> 91.8 %, $2.5 -> 72.5 %, $3.0 -> 59.8 %,
#           $3.5 -> 50.9 %, $4.0 -> 44.4 %   (note: 92, 73, 60, 51, 45 %)
#   24/7 owned = 9,813.5 + 730 x 7 kW x 1.4 x 4.3 / 31.5 = 9,813.5 + 976.6 = $10,790 (note ~$10.9k)


def case_b(price_per_gpu_hour: float) -> tuple[OwnedMachine, CloudRate, Usage, Assumptions]:
    a = Assumptions(
        currency="USD",
        usd_to_twd=FX,
        resale_share_datacenter=0.25,
        useful_life_months=36,
        support_share_datacenter=0.08,
        colocation_usd_per_kw_month=1500.0 / 7.0,
        pue=1.4,
        electricity_twd_per_kwh=4.3,
        cloud_overhead=0.0,
        setup_hours_per_run=0.0,
    )
    machine = OwnedMachine("8x H100 server", 300_000.0, 8, 7000.0, 1500.0, "datacenter")
    rate = CloudRate("8x H100 instance", 8 * price_per_gpu_hour, gpu_count=8)
    usage = Usage(hours_per_run=0.0, runs_per_month=0.0, always_on=True)
    return machine, rate, usage, a


@pytest.mark.parametrize(
    "price, utilisation",
    [(2.0, 0.92), (2.5, 0.73), (3.0, 0.60), (3.5, 0.51), (4.0, 0.45)],
)
def test_case_b_breakeven_utilisation(price, utilisation):
    machine, rate, usage, a = case_b(price)
    b = breakeven(machine, rate, usage, a)
    assert b.on_demand.verdict == "own_above"
    assert b.on_demand.utilisation == pytest.approx(utilisation, rel=0.03)
    assert b.on_demand.gpu_hours == pytest.approx(b.on_demand.hours * 8)
    # fixed + idle energy ~ $9.9-10.0k
    assert b.on_demand.owned_fixed == pytest.approx(9_900, rel=0.02)


def test_case_b_24_7():
    machine, rate, usage, a = case_b(3.0)
    owned = owned_monthly(machine, usage, a)
    cloud = cloud_costs(rate, usage, a)
    assert owned.total == pytest.approx(10_900, rel=0.02)
    assert cloud.on_demand.total == pytest.approx(17_520, rel=1e-9)
    assert owned.depreciation == pytest.approx(6_250)
    assert owned.support == pytest.approx(2_000)
    assert owned.colocation == pytest.approx(1_500)
    # always-on: no per-run setup; per_run undefined
    assert owned.per_run is None and cloud.on_demand.per_run is None
    # serving does not take pure spot; the fallback band edge is the eligible spot figure
    assert cloud.spot_mode == "spot_with_fallback"
    b = breakeven(machine, rate, usage, a)
    assert b.crossover_month is not None and b.crossover_month <= 36


# ---------------------------------------------------------------------------------------------
# Dettmers: $2,200 desktop, 450 W, 15 % utilisation, $0.12/kWh vs $2.14/h -> ~300 days
# (tco-anchors §1.1).  His model has no PUE, idle power, resale, support, staff, overhead, setup.
#   opex = 0.15 x 730 h x 0.45 kW x $0.12 = $5.91/month; cloud = 109.5 h x $2.14 = $234.33/month
#   payback = 2,200 / (234.33 - 5.91) = 9.63 months = 293 days; first whole month: 10 (~304 days)


def test_dettmers_300_days():
    a = Assumptions(
        usd_to_twd=FX,
        electricity_twd_per_kwh=0.12 * FX,
        pue=1.0,
        resale_share_consumer=0.0,
        support_share_consumer=0.0,
        staff_hours_per_server_month=0.0,
        cloud_overhead=0.0,
        setup_hours_per_run=0.0,
    )
    machine = OwnedMachine("RTX 3090 desktop", 2200.0, 1, 450.0, 0.0, "consumer")
    rate = CloudRate("AWS V100", 2.14)
    usage = Usage(hours_per_run=0.15 * HOURS_PER_MONTH, runs_per_month=1.0)
    b = breakeven(machine, rate, usage, a)
    days = b.payback_months_on_demand * 365.0 / 12.0
    assert days == pytest.approx(300, rel=0.05)
    assert b.crossover_month == 10
    assert owned_monthly(machine, usage, a).energy * 12 == pytest.approx(71, abs=1)  # "$71/yr"
    assert b.decision == "buy"


# ---------------------------------------------------------------------------------------------
# The seeds' case (SPEC §1 item 5): an RTX 3090 at NT$45,000 against a V100 instance at
# US$720 per quarter (one 72 h run per quarter).  The seed text says "USD 720/季 ≈ 23,000
# 台幣/年" but 720 x 31.5 = NT$22,680 is per *quarter* (NT$90,720 a year), and US$720 / 72 h =
# $10/h (AWS p3.2xlarge was ~$3.06/h); we take the seed's US$720 per quarter at face value:
# rate $10/h, no overhead, no setup.  The card goes into an existing office PC: 400 W busy
# (GPU + extra host load), 30 W idle, default PUE 1.3, NT$4.1/kWh, consumer support 2 %/yr,
# no staff.  opex = 24 h x 0.4 + 706 h x 0.03 = 30.8 kWh x 1.3 x 4.1 = NT$164 + NT$75 support =
# $7.59/month; cloud = $240/month; payback = 1,428.6 / (240 - 7.6) = 6.1 months -> owning wins
# from month 7 (the 3rd quarterly run), not after "20 runs" as the seed concludes.


def seed_case() -> tuple[OwnedMachine, CloudRate, Usage, Assumptions]:
    a = Assumptions(usd_to_twd=FX, cloud_overhead=0.0, setup_hours_per_run=0.0, staff_hours_per_server_month=0.0)
    machine = OwnedMachine("RTX 3090 in office PC", 45_000 / FX, 1, 400.0, 30.0, "consumer")
    rate = CloudRate("V100 instance (seed)", 10.0)
    usage = Usage.from_schedule(Schedule(frequency="quarterly"), hours_per_run=72.0)
    return machine, rate, usage, a


def test_seed_rtx3090_vs_v100():
    machine, rate, usage, a = seed_case()
    assert usage.runs_per_month == pytest.approx(1 / 3)
    cloud = cloud_costs(rate, usage, a)
    assert cloud.on_demand.per_run == pytest.approx(720.0)
    assert cloud.on_demand.total == pytest.approx(240.0)
    owned = owned_monthly(machine, usage, a)
    assert owned.opex == pytest.approx(7.59, abs=0.02)
    b = breakeven(machine, rate, usage, a)
    assert b.payback_months_on_demand == pytest.approx(6.15, abs=0.05)
    assert b.crossover_month == 7
    assert b.decision == "buy"
    # "how sure is that": no +/-20 % input flips the decision against on-demand
    rows = sensitivity(machine, rate, usage, a, mode="on_demand")
    assert not any(r.flips for r in rows)
    assert all(r.decision_base == "buy" for r in rows)


# ---------------------------------------------------------------------------------------------
# behaviour


def test_spot_band_and_deadline():
    a = Assumptions()
    rate = CloudRate("x", 2.0, spot_usd_hour=0.8)
    loose = cloud_costs(rate, Usage(10.0, 4.0), a)
    assert loose.spot.total < loose.spot_with_fallback.total < loose.on_demand.total
    assert loose.spot_mode == "spot" and not loose.deadline_tight
    # spot run hours x (1 + 0.02 x (0.25 + 0.5)) = x 1.015, price = 2 x 0.4
    assert loose.spot.interruption == pytest.approx(40 * 0.015 * 0.8)
    assert loose.spot.setup == pytest.approx(4 * 0.25 * 0.8)
    tight = cloud_costs(rate, Usage(10.0, 4.0, deadline_h=10.2), a)
    assert tight.deadline_tight and tight.spot_mode == "spot_with_fallback"
    assert tight.cheapest_mode != "spot"
    assert cloud_costs(CloudRate("x", 2.0, spot_usd_hour=1.5), Usage(10, 1), a).spot.price_usd_hour == 1.5


def test_a_synchronous_cluster_on_spot_is_interrupted_once_per_node_preemption():
    """Every node of a multi-node training job must run: the job restarts from its checkpoint when
    any of them is taken back, so 8 spot nodes interrupt it 8 times as often as one machine."""
    a = Assumptions()
    one = CloudRate("node", 2.0, spot_usd_hour=0.8)
    eight = CloudRate("8 nodes", 16.0, spot_usd_hour=6.4, gpu_count=8.0, instances=8)
    usage = Usage(40.0, 1.0)
    single, cluster = cloud_costs(one, usage, a), cloud_costs(eight, usage, a)
    # extra billed hours: hours x lambda x nodes x (t_setup + tau/2), at the cluster's price
    assert single.spot.interruption == pytest.approx(40 * 0.02 * 0.75 * 0.8)
    assert cluster.spot.interruption == pytest.approx(40 * 0.02 * 8 * 0.75 * 6.4)
    assert cloud_cheapest_monthly(eight, usage, a)[1] == pytest.approx(cluster.__getattribute__(cluster.cheapest_mode).total)
    # a deadline the single machine meets on spot is tight for the cluster (40 x 1.12 + 0.25 > 44)
    tight = Usage(40.0, 1.0, deadline_h=44.0)
    assert not cloud_costs(one, tight, a).deadline_tight
    assert cloud_costs(eight, tight, a).deadline_tight
    # the cluster builder carries the node count into the rate it prices
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.advisor import _cluster_bases, options_for
    from gpuadvisor.engine.cluster import cluster_option

    options = options_for(load_catalog())
    nets, bases = _cluster_bases(options)
    base = next(b for b in bases if b.option.rate is not None)
    built = cluster_option(base, 4, nets)
    assert built.rate.instances == 4 and built.hw.nodes == 4


def test_no_spot_price_is_invented():
    """Issue #10: offers without a published spot price get no spot mode at all."""
    a = Assumptions()
    cloud = cloud_costs(CloudRate("x", 2.0), Usage(10.0, 4.0), a)
    assert "spot" not in cloud.available_modes and "spot_with_fallback" not in cloud.available_modes
    assert cloud.cheapest_mode in ("on_demand", "reserved_1y", "reserved_3y")
    assert cloud_cheapest_monthly(CloudRate("x", 2.0), Usage(10.0, 4.0), a)[0] == "on_demand"


def test_services_never_buy_spot():
    """Issue #10: a workload that may not be interrupted never gets a spot mode."""
    a = Assumptions()
    rate = CloudRate("x", 2.0, spot_usd_hour=0.5, reserved_1y_discount=0.3, reserved_3y_discount=0.5)
    usage = Usage(730.0, 1.0, always_on=True, interruptible=False)
    cloud = cloud_costs(rate, usage, a)
    assert cloud.available_modes == ("on_demand", "reserved_1y", "reserved_3y")
    assert not cloud.cheapest_mode.startswith("spot")
    assert not cloud_cheapest_monthly(rate, usage, a)[0].startswith("spot")
    # interruptible jobs may use it
    assert cloud_cheapest_monthly(rate, Usage(10.0, 4.0), a)[0] == "spot"


def test_commitments_only_at_published_or_the_users_own_discount():
    """An always-on service's top pick was a RunPod L40S "priced at the assumed 55% off on-demand (the
    provider publishes no 3-year price)": a price neither published nor quoted.  A commitment is
    offered at the provider's published discount, or at the document's own when the user enters one
    (0 by default: none assumed)."""
    usage = Usage(730.0, 1.0, always_on=True, interruptible=False)
    unpublished = CloudRate("runpod", 1.0)
    a = Assumptions()
    assert (a.reserved_discount_1y, a.reserved_discount_3y) == (0.0, 0.0)
    assert cloud_costs(unpublished, usage, a).available_modes == ("on_demand",)
    assert cloud_cheapest_monthly(unpublished, usage, a)[0] == "on_demand"
    mine = Assumptions(reserved_discount_3y=0.4)  # an offer the user holds
    assert cloud_costs(unpublished, usage, mine).available_modes == ("on_demand", "reserved_3y")
    assert cloud_cheapest_monthly(unpublished, usage, mine)[0] == "reserved_3y"
    published = CloudRate("aws", 1.0, reserved_1y_discount=0.38)
    assert cloud_costs(published, usage, a).available_modes == ("on_demand", "reserved_1y")
    assert cloud_cheapest_monthly(published, usage, a)[0] == "reserved_1y"


def test_spot_only_listing_offers_spot_only():
    a = Assumptions()
    rate = CloudRate("spot only", None, spot_usd_hour=0.8)
    cloud = cloud_costs(rate, Usage(10, 1), a)
    assert cloud.on_demand_estimated and cloud.available_modes == ("spot",)
    assert cloud.cheapest_mode == "spot"
    # not for a service: nothing can be bought
    assert cloud_cheapest_monthly(rate, Usage(730.0, 1.0, always_on=True, interruptible=False), a) == ("", float("inf"))


def test_reserved_billed_whether_used_or_not_with_overflow():
    a = Assumptions(cloud_overhead=0.0, setup_hours_per_run=0.0, reserved_discount_1y=0.35)
    rate = CloudRate("x", 1.0)
    idle = cloud_costs(rate, Usage(0.0, 0.0), a).reserved_1y
    assert idle.total == pytest.approx(730 * 0.65)
    assert idle.idle_commitment_hours == pytest.approx(730)
    over = cloud_costs(rate, Usage(100.0, 8.0), a).reserved_1y  # 800 h: 70 h overflow
    assert over.total == pytest.approx(730 * 0.65 + 70 * 1.0)


def test_cumulative_series_shape_resale_and_renewal():
    machine, rate, usage, a = case_a()
    s = cumulative_series(machine, rate, usage, a)
    assert s.months == tuple(range(37))
    assert s.owned[0] == pytest.approx(machine.purchase_usd)
    step = s.owned[35] - s.owned[34]
    assert s.owned[36] - s.owned[35] == pytest.approx(step - machine.purchase_usd * 0.2)
    assert s.on_demand[0] == 0
    # no published spot price: the spot series are placeholders at the on-demand price, never offered
    assert s.spot_low[12] >= s.on_demand[12] * 0.99
    spot = cumulative_series(machine, CloudRate("with spot", 0.69, spot_usd_hour=0.30), usage, a)
    assert spot.spot_low[12] <= spot.spot_high[12] <= spot.on_demand[12]
    longer = cumulative_series(machine, rate, usage, a, months=60)
    assert len(longer.owned) == 61
    # replacement bought at L: net step C0 (1 - rv) plus the month's opex
    assert longer.owned[36] - longer.owned[35] == pytest.approx(step + machine.purchase_usd * 0.8)


def test_utilisation_series_crosses_at_breakeven():
    machine, rate, _usage, a = case_a()
    u = utilisation_series(machine, rate, a)
    assert u.busy_hours[0] == 0 and u.busy_hours[-1] == 730
    h_star = u.breakeven_hours
    assert h_star == pytest.approx(219, rel=0.02)
    for h, own, od in zip(u.busy_hours, u.owned, u.on_demand):
        if h < h_star - 1:
            assert own > od
        elif h > h_star + 1:
            assert own < od
    assert u.to_currency(a).owned[0] == pytest.approx(u.owned[0] * FX)


def test_no_breakeven_when_rental_is_cheaper_per_hour():
    a = Assumptions(electricity_twd_per_kwh=50.0, pue=2.0)
    machine = OwnedMachine("hungry", 1000.0, 1, 5000.0, 0.0, "consumer")
    b = breakeven(machine, CloudRate("cheap", 0.1), Usage(100, 1), a)
    assert b.on_demand.verdict == "rent_always"
    assert b.on_demand.hours is None and b.on_demand.utilisation is None
    assert b.decision == "rent"


def test_free_machine_always_wins():
    a = Assumptions(staff_hours_per_server_month=0.0)
    machine = OwnedMachine("gift", 0.0, 1, 300.0, 0.0, "consumer")  # no idle draw: no fixed cost
    b = breakeven(machine, CloudRate("x", 1.0), Usage(1, 1), a)
    assert b.on_demand.verdict == "own_always" and b.on_demand.hours == 0.0


def test_reserved_breakeven_is_own_below():
    machine, rate, usage, a = case_a()
    point = breakeven(machine, rate, usage, a).mode("reserved_3y")
    # commitment 730 x 0.69 x 0.45 x 1.1 = $249/month > owned fixed + idle ($145)
    assert point.verdict == "own_below" and point.hours > 0


def test_to_currency_round_trip_and_non_money_fields():
    machine, rate, usage, a = case_a()
    b = breakeven(machine, rate, usage, a)
    twd = b.to_currency(a)
    assert twd.currency == "TWD"
    assert twd.owned_monthly == pytest.approx(b.owned_monthly * FX)
    assert twd.on_demand.hours == b.on_demand.hours  # hours are not money
    assert twd.on_demand.rental_per_busy_hour == pytest.approx(b.on_demand.rental_per_busy_hour * FX)
    assert twd.to_currency(a) is twd
    back = twd.to_currency(a.model_copy(update={"currency": "USD"}))
    assert back.owned_monthly == pytest.approx(b.owned_monthly)


def test_validation():
    with pytest.raises(ValueError):
        OwnedMachine("x", 1000, 1, 100, 200, "consumer")  # idle above busy
    with pytest.raises(ValueError):
        OwnedMachine("x", 1000, 0, 100, 10, "consumer")
    with pytest.raises(ValueError):
        OwnedMachine("x", 1000, 1, 100, 10, "gaming")
    with pytest.raises(ValueError):
        CloudRate("x", None, None)
    with pytest.raises(ValueError):
        CloudRate("x", float("nan"))
    with pytest.raises(ValueError):
        Usage(-1, 1)
    with pytest.raises(ValueError):
        sensitivity(*case_a(), mode="nope")


def test_from_catalog_entries():
    a = Assumptions()
    today = dt.date(2026, 1, 1)
    acc = Accelerator(source="t", as_of=today, name="H100 SXM", vendor="NVIDIA", segment="datacenter",
                      memory_gb=80, tdp_w=700, price_usd=30_000)
    sys_ = System(source="t", as_of=today, id="hgx", name="HGX H100", kind="server", accelerator="H100 SXM",
                  gpu_count=8, link="nvswitch", host_price_usd=60_000, host_power_w=1500)
    m = OwnedMachine.from_system(sys_, acc, a)
    assert m.purchase_usd == 300_000
    assert m.busy_power_w == pytest.approx(8 * 700 * 0.85 + 1500)
    assert m.idle_power_w == pytest.approx(m.busy_power_w * 0.12)
    offer = CloudOffer(source="t", as_of=today, provider="aws", instance_type="p5.48xlarge",
                       accelerator_label="H100", count=8, price_usd_hour=55.04)
    r = CloudRate.from_offer(offer)
    assert r.name == "aws p5.48xlarge" and r.gpu_count == 8 and r.spot_usd_hour is None


def test_sensitivity_rows_case_a():
    rows = sensitivity(*case_a())
    assert {r.input for r in rows} == set(SENSITIVITY_INPUTS)
    assert len(rows) == 8
    assert [r.swing for r in rows] == sorted((r.swing for r in rows), reverse=True)
    elec = next(r for r in rows if r.input == "electricity")
    assert elec.diff_high > elec.diff_base > elec.diff_low  # dearer power favours renting
    staff = next(r for r in rows if r.input == "staff")
    assert staff.diff_high > staff.diff_base > staff.diff_low  # more admin hours favour renting
    cloud = next(r for r in rows if r.input == "cloud_price")
    assert cloud.diff_high < cloud.diff_base < cloud.diff_low


def test_sensitivity_flip_detected():
    # case B at $2.5/GPU-h and 75 % busy: just above U* = 72.5 %, owning wins narrowly
    machine, rate, _usage, a = case_b(2.5)
    usage = Usage(hours_per_run=0.75 * 730, runs_per_month=1)
    rows = {r.input: r for r in sensitivity(machine, rate, usage, a, mode="on_demand")}
    assert rows["utilisation"].decision_base == "buy"
    assert rows["utilisation"].flips and rows["cloud_price"].flips


# ---------------------------------------------------------------------------------------------
# properties

segments = st.sampled_from(["consumer", "workstation", "datacenter", "apple", "tpu"])


@st.composite
def machines(draw):
    busy = draw(st.floats(0, 20_000))
    idle = draw(st.floats(0, 1)) * busy
    return OwnedMachine("m", draw(st.floats(0, 1e6)), draw(st.integers(1, 16)), busy, idle, draw(segments))


@st.composite
def rates(draw):
    od = draw(st.one_of(st.none(), st.floats(0, 200)))
    spot = draw(st.one_of(st.none(), st.floats(0, 200))) if od is not None else draw(st.floats(0, 200))
    d1 = draw(st.one_of(st.none(), st.floats(0, 0.9)))
    d3 = draw(st.one_of(st.none(), st.floats(0, 0.95)))
    return CloudRate("r", od, spot, d1, d3, draw(st.floats(0.125, 16)))


@st.composite
def assumptions(draw):
    return Assumptions(
        usd_to_twd=draw(st.floats(20, 40)),
        electricity_twd_per_kwh=draw(st.floats(0, 10)),
        pue=draw(st.floats(1, 2.5)),
        useful_life_months=draw(st.floats(6, 72)),
        cost_of_capital=draw(st.floats(0, 0.2)),
        colocation_usd_per_kw_month=draw(st.floats(0, 300)),
        cloud_overhead=draw(st.floats(0, 0.5)),
        setup_hours_per_run=draw(st.floats(0, 2)),
        spot_interruptions_per_hour=draw(st.floats(0, 0.5)),
        checkpoint_interval_h=draw(st.floats(0.1, 5)),
        spot_fallback_share=draw(st.floats(0, 1)),
    )


def non_decreasing(lo: float, hi: float) -> bool:
    return hi >= lo - 1e-9 * max(1.0, abs(lo), abs(hi))


def _totals(machine, rate, usage, a) -> dict[str, float]:
    cloud = cloud_costs(rate, usage, a)
    out = {m: cloud.modes[m].total for m in MODES}
    out["owned"] = owned_monthly(machine, usage, a).total
    out["cheapest"] = cloud.cheapest.total
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    machine=machines(),
    rate=rates(),
    a=assumptions(),
    h1=st.floats(0, 1000),
    h2=st.floats(0, 1000),
    runs=st.floats(0, 60),
    deadline=st.one_of(st.none(), st.floats(0.5, 1000)),
)
def test_cost_never_falls_as_hours_per_run_rise(machine, rate, a, h1, h2, runs, deadline):
    lo, hi = sorted((h1, h2))
    c_lo = _totals(machine, rate, Usage(lo, runs, deadline_h=deadline), a)
    c_hi = _totals(machine, rate, Usage(hi, runs, deadline_h=deadline), a)
    for key in c_lo:
        assert non_decreasing(c_lo[key], c_hi[key]), key


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    machine=machines(),
    rate=rates(),
    a=assumptions(),
    hours=st.floats(0, 200),
    r1=st.floats(0, 60),
    r2=st.floats(0, 60),
)
def test_cost_never_falls_as_runs_rise(machine, rate, a, hours, r1, r2):
    lo, hi = sorted((r1, r2))
    c_lo = _totals(machine, rate, Usage(hours, lo), a)
    c_hi = _totals(machine, rate, Usage(hours, hi), a)
    for key in c_lo:
        assert non_decreasing(c_lo[key], c_hi[key]), key


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(machine=machines(), rate=rates(), a=assumptions(), hpr=st.floats(0.5, 730))
def test_utilisation_series_monotone(machine, rate, a, hpr):
    u = utilisation_series(machine, rate, a, hours_per_run=hpr)
    for line in (u.owned, u.on_demand, u.spot_low, u.spot_high, u.reserved_1y, u.reserved_3y):
        assert all(non_decreasing(x, y) for x, y in zip(line, line[1:]))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    machine=machines(),
    rate=rates(),
    a=assumptions(),
    hours=st.floats(0, 100),
    runs=st.floats(0, 40),
    always_on=st.booleans(),
    months=st.one_of(st.none(), st.integers(1, 120)),
)
def test_crossover_consistent_with_series(machine, rate, a, hours, runs, always_on, months):
    usage = Usage(hours, runs, always_on=always_on)
    s = cumulative_series(machine, rate, usage, a, months=months)
    assert len(s.owned) == len(s.months) == len(s.on_demand)
    for mode in MODES:
        line = s.mode_series(mode)
        expected = next((t for t in range(1, len(s.owned)) if s.owned[t] <= line[t]), None)
        assert s.crossover_by_mode[mode] == expected
        if expected is not None:
            assert all(s.owned[t] > line[t] for t in range(1, expected))
    assert s.crossover_month == s.crossover_by_mode["on_demand"]
    b = breakeven(machine, rate, usage, a)
    default = cumulative_series(machine, rate, usage, a)
    assert b.crossover_month == default.crossover_month
    assert b.crossover_cheapest == default.crossover_by_mode[b.cheapest_mode]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(machine=machines(), rate=rates(), a=assumptions(), hpr=st.floats(0.5, 730))
def test_breakeven_hours_balance_costs(machine, rate, a, hpr):
    """At H* (when it exists and is within a month) owned and rented monthly costs agree."""
    usage = Usage(hpr, 1.0)
    b = breakeven(machine, rate, usage, a)
    for point in b.modes:
        if point.verdict not in ("own_above", "own_below") or not point.reachable:
            continue
        h = point.hours
        at = Usage(hpr, h / hpr)
        own = owned_monthly(machine, at, a).total
        cloud = cloud_costs(rate, at, a)
        if cloud.modes[point.mode].billed_hours > HOURS_PER_MONTH and point.mode.startswith("reserved"):
            continue  # overflow beyond the commitment is outside the linear model
        assert own == pytest.approx(cloud.modes[point.mode].total, rel=1e-6, abs=1e-6)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    machine=machines(),
    rate=rates(),
    a=assumptions(),
    hours=st.floats(0, 200),
    runs=st.floats(0, 40),
    always_on=st.booleans(),
    delta=st.floats(0.01, 0.5),
)
def test_sensitivity_has_all_its_inputs(machine, rate, a, hours, runs, always_on, delta):
    rows = sensitivity(machine, rate, Usage(hours, runs, always_on=always_on), a, delta=delta)
    assert sorted(r.input for r in rows) == sorted(SENSITIVITY_INPUTS)
    for r in rows:
        assert all(math.isfinite(x) for x in (r.diff_low, r.diff_base, r.diff_high))
        assert r.flips == (r.decision_low != r.decision_base or r.decision_high != r.decision_base)
        if r.input == "pue":
            assert r.low_value >= 1.0
        if r.input == "resale":
            assert 0.0 <= r.low_value <= r.high_value <= 1.0


# --- the fast ranking path equals the full computation --------------------------------------
from hypothesis import given, settings, strategies as st  # noqa: E402

from gpuadvisor.engine.cost import cloud_cheapest_monthly  # noqa: E402


@settings(max_examples=300, deadline=None)
@given(
    od=st.one_of(st.none(), st.floats(0.01, 100)),
    spot=st.one_of(st.none(), st.floats(0.005, 100)),
    hours=st.floats(0, 400),
    runs=st.floats(0, 60),
    always=st.booleans(),
    deadline=st.one_of(st.none(), st.floats(0.1, 500)),
)
def test_fast_cheapest_equals_cloud_costs(od, spot, hours, runs, always, deadline):
    from gpuadvisor.domain.project import Assumptions
    from gpuadvisor.engine.cost import CloudRate, Usage, cloud_costs

    if od is None and spot is None:
        od = 1.0
    rate = CloudRate(name="x", on_demand_usd_hour=od, spot_usd_hour=spot)
    usage = Usage(hours_per_run=hours, runs_per_month=runs, always_on=always, deadline_h=deadline)
    a = Assumptions()
    full = cloud_costs(rate, usage, a)
    mode, total = cloud_cheapest_monthly(rate, usage, a)
    assert mode == full.cheapest_mode
    assert total == pytest.approx(full.cheapest.total, rel=1e-9, abs=1e-9)


def test_spot_is_not_offered_where_interruptions_leave_no_progress():
    """A 1,024-instance spot cluster ranked third for a 70B pretraining at '20.48 interruptions/h',
    with interruption 85 % of its cost: each interruption costs a relaunch and half a checkpoint
    interval (1.5 h by default), so the job never finishes.  Spot is offered while the interruptions
    cost at most half of each hour (cost.SPOT_MAX_LOSS_SHARE)."""
    from gpuadvisor.engine.cost import SPOT_MAX_LOSS_SHARE, spot_workable

    a = Assumptions()
    job = Usage(100.0, 1.0)
    loss = a.setup_hours_per_run + a.checkpoint_interval_h / 2.0
    small = CloudRate("8 nodes", 8.0, spot_usd_hour=3.0, instances=8)
    huge = CloudRate("1024 nodes", 1024.0, spot_usd_hour=400.0, instances=1024)
    assert a.spot_interruptions_per_hour * 8 * loss <= SPOT_MAX_LOSS_SHARE < a.spot_interruptions_per_hour * 1024 * loss
    assert spot_workable(small, job, a) and "spot" in cloud_costs(small, job, a).available_modes
    assert not spot_workable(huge, job, a)
    assert not {"spot", "spot_with_fallback"} & set(cloud_costs(huge, job, a).available_modes)
    assert cloud_cheapest_monthly(huge, job, a)[0] == "on_demand"
    # a checkpoint every 6 minutes keeps a 64-instance job workable
    often = Assumptions(checkpoint_interval_h=0.1, setup_hours_per_run=0.25)
    mid = CloudRate("64 nodes", 64.0, spot_usd_hour=20.0, instances=64)
    assert not spot_workable(mid, job, a) and spot_workable(mid, job, often)
