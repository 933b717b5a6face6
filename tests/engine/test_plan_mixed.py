"""Mixed shared servers (engine.plan, engine.chassis) and the plan's power, on the manufacturer example.

The seed answer to "one server for all three projects" is a 4U server with 2 x RTX 4090 for the
training jobs (nights and weekends) and an A100 40 GB for the LLaMA-3-70B service (office hours),
"RTX 4090 x 2 + A100 about 1,200 W of TDP" on a 2,000 W redundant supply.  The example serves the
70B model in bf16 (141 GB of weights), which one A100 40 GB cannot hold: the catalog's clean
owned fits for it are 4 x RTX A6000, 2 x A100 80 GB PCIe, 4 x RTX 6000 Ada and 4 x A100 40 GB PCIe,
so the seed's machine becomes 4 x A100 40 GB PCIe + 2 x RTX 4090.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import HOURS_PER_MONTH, Schedule, Workload
from gpuadvisor.engine import chassis as C
from gpuadvisor.engine import plan as P
from gpuadvisor.engine.advisor import advise
from gpuadvisor.engine.calendar import office_calendar
from gpuadvisor.engine.cost import _usd_per_kwh
from gpuadvisor.engine.options import HOST_TEMPLATES
from gpuadvisor.persistence import load_project
from gpuadvisor.report.summary import plan_dict

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def result(catalog):
    return advise(load_project(EXAMPLES / "manufacturer.gpuadv"), catalog)


@pytest.fixture(scope="module")
def plan(result):
    return result.plan


def _acc(catalog, name):
    acc = catalog.find_accelerator(name)
    assert acc is not None, name
    return acc


def _ids(result):
    by = {adv.workload.name: adv.workload.id for adv in result.workloads}
    qa = next(v for k, v in by.items() if "question" in k.lower())
    yolo = next(v for k, v in by.items() if "detector" in k.lower())
    lstm = next(v for k, v in by.items() if "forecaster" in k.lower())
    return qa, yolo, lstm


def _seed_like(plan):
    """The seed's machine as the catalog allows it for a bf16 70B service."""
    for m in plan.mixed:
        cards = {(g.accelerator, g.count, g.role) for g in m.groups}
        if cards == {("A100 40GB PCIe", 4, "service"), ("GeForce RTX 4090", 2, "jobs")}:
            return m
    return None


# -- the mixed machine ------------------------------------------------------------------------


def test_manufacturer_gets_a_mixed_server_with_the_service_and_the_jobs_on_different_cards(plan, result):
    qa, yolo, lstm = _ids(result)
    assert plan.mixed, [m.reasons for m in plan.mixed_refused]
    assert plan.best_mixed is plan.mixed[0]
    m = _seed_like(plan)
    assert m is not None and m.feasible, [x.label for x in plan.mixed]
    service = next(g for g in m.groups if g.role == "service")
    jobs = next(g for g in m.groups if g.role == "jobs")
    assert service.accelerator != jobs.accelerator
    assert service.workload_ids == [qa] and service.window == "office_hours"
    assert set(jobs.workload_ids) == {yolo, lstm}  # both training jobs on the RTX 4090s
    assert m.chassis.kind == "server" and m.gpu_count == 6 <= m.chassis.slots
    # the edge inference stays on its line PC, priced apart
    assert all("line-pc" not in w.lower() for g in m.groups for w in g.workloads)
    assert m.separate_annual_usd > 0
    # every candidate: one service group per service, the jobs group on other cards
    for cand in plan.mixed:
        roles = [g.role for g in cand.groups]
        assert roles == ["service", "jobs"]
        assert cand.groups[0].accelerator != cand.groups[1].accelerator
        placed = {u.workload_id for u in cand.uses}
        assert placed == {qa, yolo, lstm}


def test_the_search_is_bounded(plan):
    tried = len(plan.mixed) + len(plan.mixed_refused)
    assert 0 < tried <= P.MIXED_MAX_SERVICE_COMBOS * P.MIXED_MAX_JOB_GROUPS
    assert tried <= P.MIXED_SERVICE_OPTIONS * P.MIXED_MAX_JOB_GROUPS  # one service here


def test_mixed_is_ranked_against_the_single_type_server_and_the_per_workload_plan(plan):
    kinds = [k for k, _label, _usd in plan.ranking]
    assert sorted(kinds) == ["mixed", "per_workload", "shared"]
    costs = [usd for _k, _label, usd in plan.ranking]
    assert costs == sorted(costs)
    assert plan.best_kind == kinds[0]
    assert dict((k, usd) for k, _l, usd in plan.ranking)["mixed"] == pytest.approx(plan.best_mixed.total_annual_usd)
    assert dict((k, usd) for k, _l, usd in plan.ranking)["shared"] == pytest.approx(plan.best_shared.total_annual_usd)
    # the 4U host (the catalog's 8-GPU server host, US$60,000) makes a mixed server dearer here
    # than the 4 x RTX A6000 workstation that runs all three workloads on one card type
    assert plan.best_kind != "mixed"
    assert plan.mixed_summary and plan.best_mixed.label in plan.mixed_summary
    assert plan.recommendation_kind in ("shared", "per_workload", "missing")


def test_every_window_holds_in_its_peak_month(plan):
    for m in plan.mixed:
        assert m.loads
        for ld in m.loads:
            assert 1 <= ld.month <= 12
            assert ld.used_hours <= ld.available_hours * (1 + 1e-9), (m.label, ld)
            assert ld.ok
    # the seed-like machine: the service holds its cards in office hours, the 4090s run the jobs at night
    m = _seed_like(plan)
    service_office = next(ld for ld in m.loads if m.groups[ld.group].role == "service" and ld.window == "office_hours")
    assert service_office.held and service_office.utilisation == pytest.approx(1.0)
    jobs_night = next(ld for ld in m.loads if m.groups[ld.group].role == "jobs" and ld.window == "nights")
    assert not jobs_night.held and 0 < jobs_night.utilisation < 1


def test_peak_month_is_recomputed_from_the_calendar(plan, result):
    """The 4090s' night hours in each month: the monthly detector run (window any: nights first)
    plus the weekly forecaster on each Monday (4 or 5 a month); the peak is the heaviest month."""
    _qa, yolo, lstm = _ids(result)
    m = _seed_like(plan)
    a = result.assumptions
    months = P.month_table(office_calendar(a))
    jobs_i = next(i for i, g in enumerate(m.groups) if g.role == "jobs")
    hours = {u.workload_id: u.hours_per_run for u in m.uses if u.group == jobs_i}
    advs = {adv.workload.id: adv.workload for adv in result.workloads}
    used = [sum(P.runs_in_month(advs[w], mo) * hours[w] for w in (yolo, lstm)) for mo in months]
    avail = [mo.night_hours * a.max_utilisation for mo in months]
    peak = max(range(12), key=lambda i: used[i] / avail[i])
    ld = next(ld for ld in m.loads if ld.group == jobs_i and ld.window == "nights")
    assert ld.month == months[peak].month
    assert ld.used_hours == pytest.approx(used[peak])
    assert ld.available_hours == pytest.approx(avail[peak])
    assert all(u <= c for u, c in zip(used, avail))


def test_calendar_months(result):
    cal = office_calendar(result.assumptions)
    months = P.month_table(cal)
    assert len(months) == 12 and sum(mo.days for mo in months) == 365
    assert sum(mo.office_hours for mo in months) == pytest.approx(cal.office_hours_per_year)
    assert sum(mo.night_hours for mo in months) == pytest.approx(cal.night_hours_per_year)
    assert sum(mo.mondays for mo in months) == 52  # 2026
    weekly = Workload(name="w", kind="pretrain", schedule=Schedule(frequency="weekly"),
                      model={"name": "m", "params_b": 0.01})
    quarterly = weekly.model_copy(update={"schedule": Schedule(frequency="quarterly", runs_per_period=2)})
    assert sum(P.runs_in_month(weekly, mo) for mo in months) == 52  # 52/12 a month on average
    assert {mo.month for mo in months if P.runs_in_month(quarterly, mo)} == {1, 4, 7, 10}
    assert sum(P.runs_in_month(quarterly, mo) for mo in months) == 8


def test_a_night_job_may_borrow_the_service_cards(plan, result):
    """Where the jobs' cards cannot hold a job (a 12 GB RTX 3060 for the 1280 px detector), the
    job runs at night on the service's cards, which the office-hours service leaves free."""
    qa, yolo, _lstm = _ids(result)
    borrowed = [m for m in plan.mixed if yolo in m.groups[0].workload_ids]
    assert borrowed
    for m in borrowed:
        use = next(u for u in m.uses if u.workload_id == yolo)
        assert use.group == 0 and use.window == "nights"
        night = next(ld for ld in m.loads if ld.group == 0 and ld.window == "nights")
        assert not night.held and night.ok


# -- chassis limits ---------------------------------------------------------------------------


def test_too_many_cards_are_refused_with_a_reason(result, catalog):
    qa, _yolo, _lstm = _ids(result)
    a = result.assumptions
    # the QA service on 4 x RTX A6000, the jobs on an 8 x A100 80 GB PCIe server's cards: 12 cards
    m = P.evaluate_mixed(result.workloads, a, {qa: "own:workstation-4x-rtx-a6000"}, "own:server-8x-a100-80gb-pcie")
    assert not m.feasible
    assert any("12 cards need 12 double-width slots" in r and "has 8" in r for r in m.reasons), m.reasons
    chk = C.check(C.SERVER_4U_2_2, [(_acc(catalog, "RTX A6000"), 9)], 220.0)
    assert not chk.ok and any("9 cards" in r for r in chk.reasons)


def test_power_supply_and_cooling_limits(catalog):
    r4090 = _acc(catalog, "GeForce RTX 4090")
    a100 = _acc(catalog, "A100 40GB PCIe")
    # a tower's 1,600 W supply: 4 x 450 W + 350 W host = 2,150 W
    chk = C.check(C.TOWER, [(r4090, 4)], 110.0)
    assert not chk.ok and chk.peak_w == pytest.approx(4 * 450 + 350)
    assert any("2,150 W" in r and "1,600 W" in r for r in chk.reasons), chk.reasons
    # fanless datacenter cards need a server's airflow, even when slots and power would do
    chk = C.check(C.TOWER, [(a100, 1), (r4090, 1)], 110.0)
    assert not chk.ok and any("A100 40GB PCIe" in r and "airflow" in r for r in chk.reasons), chk.reasons
    assert C.check(C.SERVER_4U_1_1, [(a100, 1), (r4090, 1)], 220.0).ok
    # 2 x 2,000 W redundant (1+1) carries 2,000 W; 2+2 carries 4,000 W
    assert C.SERVER_4U_1_1.psu_w == 2000.0 and C.SERVER_4U_2_2.psu_w == 4000.0
    assert C.SERVER_4U_1_1.psu_w_at(110.0) == 1000.0 and C.TOWER.psu_w_at(110.0) == 1600.0
    # SXM modules are no PCIe cards
    sxm = _acc(catalog, "A100 40GB SXM4")
    assert not C.is_pcie_card(sxm)
    assert any("not a PCIe card" in r for r in C.check(C.SERVER_4U_2_2, [(sxm, 1)], 220.0).reasons)
    # the cheapest chassis that takes the cards
    found, _last = C.pick([(r4090, 2), (_acc(catalog, "RTX A6000"), 1)], 220.0)
    assert found is not None and found.chassis is C.TOWER  # 900 + 300 + 350 = 1,550 W, all with fans
    found, last = C.pick([(r4090, 9)], 220.0)
    assert found is None and last.reasons


def test_every_feasible_candidate_respects_its_chassis(plan, catalog):
    for m in plan.mixed:
        assert m.gpu_count <= m.chassis.slots
        assert m.peak_w <= m.chassis.psu_w + 1e-6
        assert m.peak_w == pytest.approx(m.tdp_w + m.chassis.host_power_w)
        if m.chassis.kind == "tower":
            assert not any(C.is_passive(_acc(catalog, g.accelerator)) for g in m.groups)
        # the cheapest chassis: a smaller one would have refused the cards
        smaller = C.CHASSIS[:C.CHASSIS.index(m.chassis)]
        cards = [(_acc(catalog, g.accelerator), g.count) for g in m.groups]
        assert all(not C.check(ch, cards, 220.0).ok for ch in smaller)


def test_seed_tdp_arithmetic(catalog):
    """'RTX 4090 x 2 + A100 合計 TDP 約 1,200W': 2 x 450 W + 250 W = 1,150 W with the A100 40 GB
    PCIe card (NVIDIA A100 datasheet: 250 W PCIe, 400 W SXM4); the SXM4 module would make 1,300 W
    and does not go in a PCIe slot."""
    r4090 = _acc(catalog, "GeForce RTX 4090")
    pcie = _acc(catalog, "A100 40GB PCIe")
    sxm = _acc(catalog, "A100 40GB SXM4")
    assert (r4090.tdp_w, pcie.tdp_w, sxm.tdp_w) == (450.0, 250.0, 400.0)
    tdp = 2 * r4090.tdp_w + pcie.tdp_w
    assert tdp == 1150.0 and math.isclose(tdp, 1200.0, rel_tol=0.05)
    assert 2 * r4090.tdp_w + sxm.tdp_w == 1300.0
    # with the 4U's 800 W host it fits the seed's 2,000 W redundant (1+1) supply at 200-240 V,
    # and at 110 V the supplies give half: a 220 V circuit
    chk = C.check(C.SERVER_4U_1_1, [(r4090, 2), (pcie, 1)], 110.0)
    assert chk.ok and chk.gpu_w == 1150.0 and chk.peak_w == 1950.0
    assert any("200-240 V" in n for n in chk.notes)
    assert not C.check(C.SERVER_4U_1_1, [(r4090, 2), (pcie, 1)], 220.0).notes
    # the bf16 version (4 x A100 40 GB) needs the 2+2 supplies
    m_cards = [(r4090, 2), (pcie, 4)]
    assert not C.check(C.SERVER_4U_1_1, m_cards, 220.0).ok and C.check(C.SERVER_4U_2_2, m_cards, 220.0).ok


def test_mixed_server_price(plan, catalog, result):
    m = _seed_like(plan)
    assert m.chassis.host_price_usd == C.PCIE_SERVER_HOST_USD  # a PCIe host, not an 8-GPU HGX host
    rate = result.assumptions.usd_to_twd  # an NT$ document: a card with a Taiwan retail price costs that
    assert result.assumptions.currency == "TWD"
    cards = sum((_acc(catalog, g.accelerator).price_twd / rate if _acc(catalog, g.accelerator).price_twd
                 else _acc(catalog, g.accelerator).price_usd) * g.count for g in m.groups)
    assert m.purchase_usd == pytest.approx(C.PCIE_SERVER_HOST_USD + cards)
    assert cards == pytest.approx(4 * 8700.0 + 2 * 56990.0 / rate)  # RTX 4090: NT$56,990 in Taiwan
    assert m.annual_usd > 0 and m.total_annual_usd == pytest.approx(m.annual_usd + m.separate_annual_usd)
    # dearer cards cost more, same chassis and use
    same = [x for x in plan.mixed if x.chassis is m.chassis and x.groups[1].accelerator == m.groups[1].accelerator]
    same.sort(key=lambda x: x.purchase_usd)
    assert [x.annual_usd for x in same] == sorted(x.annual_usd for x in same)
    assert C.TOWER.host_price_usd == HOST_TEMPLATES["workstation"]["price"]


# -- power in the plan ------------------------------------------------------------------------


def test_plan_power_fields_exist_and_add_up(plan, result):
    a = result.assumptions
    owned = [ln for ln in plan.lines if ln.owned]
    assert owned and all(ln.power is not None for ln in plan.lines if ln.annual_usd is not None)
    assert plan.per_workload_peak_kw == pytest.approx(sum(ln.power.peak_kw_total for ln in owned))
    assert plan.per_workload_kwh_per_month == pytest.approx(sum(ln.power.kwh_per_month for ln in owned))
    assert plan.per_workload_electricity_usd_month == pytest.approx(sum(ln.power.electricity_usd_month for ln in owned))
    rented = [ln for ln in plan.lines if ln.owned is False]
    assert rented and all(ln.power.electricity_usd_month == 0 for ln in rented)  # in the hourly price
    # the QA workstation (4 x 300 W + 350 W host) is over a 110 V / 15 A office circuit (1,320 W)
    qa = next(ln for ln in plan.lines if "question" in ln.workload_name.lower())
    assert qa.power.peak_kw == pytest.approx(1.55) and qa.power.over_circuit
    # the shared machines
    for pw in (plan.best_shared.power, plan.best_mixed.power):
        assert pw.peak_kw > pw.typical_kw > pw.idle_kw > 0
        assert pw.kwh_per_month == pytest.approx(pw.typical_kw * HOURS_PER_MONTH)
        assert pw.electricity_usd_month == pytest.approx(pw.kwh_per_month * a.pue * _usd_per_kwh(a))
    m = plan.best_mixed
    assert m.power.peak_kw == pytest.approx(m.peak_w / 1000.0)
    assert m.power.over_circuit and any("office circuit" in n for n in m.notes)
    # busy draw: the cards' TDP x busy share + host
    assert m.power.busy_kw * 1000 == pytest.approx(m.tdp_w * a.busy_power_share + m.chassis.host_power_w)


def test_plan_dict_carries_power_and_the_mixed_groups(plan, result):
    a = result.assumptions
    d = plan_dict(plan, a)
    for ln in d["lines"]:
        assert {"peak_power_kw", "energy_kwh_per_month", "electricity_per_month", "over_office_circuit"} <= set(ln)
    pw = d["per_workload_power"]
    owned = [ln for ln in d["lines"] if ln["owned"]]
    assert pw["peak_power_kw"] == pytest.approx(sum(ln["peak_power_kw"] for ln in owned), abs=1e-3)
    assert pw["energy_kwh_per_month"] == pytest.approx(sum(ln["energy_kwh_per_month"] for ln in owned), abs=0.2)
    shared = d["shared_server"]
    assert shared["peak_power_kw"] > 0 and shared["energy_kwh_per_month"] > 0
    edge = next(ln for ln in d["lines"] if "line-pc" in ln["workload"].lower())
    assert shared["peak_power_kw_with_separate"] == pytest.approx(shared["peak_power_kw"] + edge["peak_power_kw"], abs=1e-3)
    mixed = d["mixed_server"]
    assert mixed["machine"] == plan.best_mixed.label
    assert mixed["peak_power_kw"] > 0 and mixed["energy_kwh_per_month"] > 0
    groups = mixed["groups"]
    assert [g["role"] for g in groups] == ["service", "jobs"]
    for g in groups:
        assert {"accelerator", "count", "workloads", "window"} <= set(g) and g["count"] >= 1 and g["workloads"]
    assert groups[0]["window"] == "office_hours"
    assert all(u["hours_used"] <= u["hours_available"] for u in mixed["peak_month_use"])
    assert d["best_kind"] == plan.best_kind and [r["kind"] for r in d["ranking"]] == [k for k, _l, _u in plan.ranking]
    assert d["mixed_candidates"] and d["mixed_candidates"][0]["machine"] == plan.best_mixed.label
    assert "supermicro" in mixed["source"].lower() and "/work/" not in mixed["source"]


# -- when there is nothing to mix -------------------------------------------------------------


def test_no_mixed_server_without_a_service(catalog):
    doc = load_project(EXAMPLES / "manufacturer.gpuadv")
    for p in doc.projects:
        p.workloads = [w for w in p.workloads if w.kind not in ("llm_serving", "realtime_inference")]
    plan = advise(doc, catalog).plan
    assert plan.mixed == [] and plan.best_mixed is None
    assert "mixed" not in [k for k, _l, _u in plan.ranking]


def test_a_cheap_mixed_tower_costs_about_what_a_single_type_server_does(catalog):
    """The e-commerce example: the always-on ranking service on one small card and the batch jobs
    on another, in a tower.  Costed alike (each card busy its own hours; the single-type server
    was charged all its cards busy all month, found in the advice audit), it costs within 10 % of
    the cheapest single-type server (a 4x RTX 3060 workstation whose service holds one card)."""
    plan = advise(load_project(EXAMPLES / "ecommerce.gpuadv"), catalog).plan
    assert plan.best_mixed is not None and plan.best_mixed.chassis is C.TOWER
    assert plan.best_shared is None or plan.best_mixed.total_annual_usd < 1.1 * plan.best_shared.total_annual_usd
    service = plan.best_mixed.groups[0]
    assert service.window == "any"  # always on: held in both windows
    assert all(ld.held for ld in plan.best_mixed.loads if ld.group == 0)


def test_a_mixed_machine_is_priced_with_the_host_ram_an_offloaded_job_needs(catalog):
    """A job that offloads its optimizer state to host RAM (ZeRO-Offload) on a mixed machine: the
    memory beyond what the host price covers is bought (as the shared and per-workload machines
    are, options.with_offload_ram), and a host that cannot take it is refused."""
    from types import SimpleNamespace

    from gpuadvisor.domain.project import Assumptions, ModelSpec, Parallelism, Recipe
    from gpuadvisor.engine.estimate import prepare
    from gpuadvisor.engine.options import HOST_RAM_INCLUDED_GB, RAM_STEP_GB, RAM_USD_PER_GB

    def job(name, params_b):
        w = Workload(name=name, kind="full_finetune", model=ModelSpec(name=name, params_b=params_b),
                     recipe=Recipe(dataset_tokens=1e8, parallelism=Parallelism(cpu_offload=True)))
        return SimpleNamespace(workload=w, profile=prepare(w, Assumptions()))

    tower = next(c for c in C.CHASSIS if c.kind == "tower")
    server = next(c for c in C.CHASSIS if c.kind == "server")
    j13 = job("13B offload", 13)
    need = j13.profile.trainable * sum(j13.profile.per_param[1:]) / 1e9
    assert need > HOST_RAM_INCLUDED_GB["workstation"]
    reasons, notes = [], []
    usd = P._mixed_ram([], [j13], tower, reasons, notes)
    extra = math.ceil((need - HOST_RAM_INCLUDED_GB["workstation"]) / RAM_STEP_GB) * RAM_STEP_GB
    assert usd == pytest.approx(extra * RAM_USD_PER_GB) and not reasons
    assert any("host RAM for the offloaded training state" in n for n in notes)
    assert P._mixed_ram([], [j13], server, [], []) == 0.0  # the 8-GPU server's host covers it
    huge, refused = job("405B offload", 405), []
    assert P._mixed_ram([], [huge], tower, refused, []) == 0.0 and refused
    assert "host RAM" in refused[0]
