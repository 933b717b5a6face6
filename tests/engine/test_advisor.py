"""Advisor: feasibility with reasons, ranking, suggestions and the project plan on the SPEC's scenarios."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, ModelSpec, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def manufacturer(catalog):
    return advise(load_project(EXAMPLES / "manufacturer.gpuadv"), catalog)


@pytest.fixture(scope="module")
def ecommerce(catalog):
    return advise(load_project(EXAMPLES / "ecommerce.gpuadv"), catalog)


def _by_name(result, fragment):
    return next(w for w in result.workloads if fragment.lower() in w.workload.name.lower())


def test_every_example_workload_has_a_ranked_feasible_option(manufacturer, ecommerce):
    for result in (manufacturer, ecommerce):
        for adv in result.workloads:
            assert adv.best is not None, adv.workload.name
            assert adv.best.status == "fits", adv.workload.name  # clean fits rank before flagged ones
            order = {"fits": 0, "experimental": 1, "tight": 2}
            keys = [(order[r.status], r.schedule_risk, r.annual_usd) for r in adv.feasible]  # late at the slow end after
            assert keys == sorted(keys)
            assert all(not r.reasons for r in adv.feasible)
            assert all(r.reasons for r in adv.results if not r.feasible)


def test_llama70b_fp16_does_not_fit_one_24gb_card_and_says_what_would(manufacturer):
    qa = _by_name(manufacturer, "question")
    r4090 = next(r for r in qa.results if r.option.accelerator.name == "GeForce RTX 4090" and r.option.gpu_count == 1)
    assert not r4090.feasible
    assert any("GiB" in reason for reason in r4090.reasons)
    comments = " ".join(c for r, c in qa.notable)
    assert "4-bit" in comments  # the seeds: INT4 -> 2 x RTX 4090


def test_on_premises_workload_gets_no_cloud_option(manufacturer):
    qa = _by_name(manufacturer, "question")
    assert qa.workload.constraints.on_prem_only
    assert all(r.option.owned for r in qa.feasible)
    cloud = next(r for r in qa.results if not r.option.owned)
    assert "on-premises" in " ".join(cloud.reasons)


def test_edge_deployment_only_on_edge_machines(manufacturer):
    edge = _by_name(manufacturer, "line-pc")
    assert edge.workload.constraints.edge_deployment
    assert edge.feasible and all(r.option.edge_capable for r in edge.feasible)
    assert all(r.estimate.latency_ms <= edge.workload.recipe.latency_target_ms for r in edge.feasible)


def test_big_datacenter_gpus_are_called_over_specified_for_small_jobs(ecommerce):
    nightly = _by_name(ecommerce, "image")
    comments = {r.option.accelerator.name: c for r, c in nightly.notable}
    assert "over-specified" in comments.get("H100 SXM5", "") or "over-specified" in comments.get("A100 80GB SXM4", "")


def test_plan_totals_add_up(manufacturer, ecommerce):
    for result in (manufacturer, ecommerce):
        plan = result.plan
        assert plan.per_workload_annual_usd == pytest.approx(sum(ln.annual_usd for ln in plan.lines))
        assert len(plan.lines) == len(result.workloads)


def test_shared_server_for_the_manufacturer(manufacturer):
    shared = manufacturer.plan.best_shared
    assert shared is not None and shared.feasible
    names = {u.workload_name for u in shared.workloads}
    assert any("question" in n.lower() for n in names)
    assert not any("line-pc" in n.lower() for n in names)  # the edge PC stays on the line
    assert 0 < shared.utilisation <= 1


def _doc(workload: Workload, assumptions: Assumptions | None = None) -> ProjectDocument:
    return ProjectDocument(projects=[Project(name="P", workloads=[workload])], assumptions=assumptions or Assumptions())


def _llm_serving(catalog, **recipe) -> Workload:
    spec = catalog.model("Llama 3 8B").spec
    return Workload(name="serve", kind="llm_serving", model=spec,
                    recipe=Recipe(weight_format="bf16", runtime="vllm", prompt_tokens=512, output_tokens=256,
                                  requests_per_day=5000, **recipe),
                    schedule=Schedule(frequency="always_on"))


def test_objectives_reorder(catalog):
    w = Workload(name="ft", kind="lora", model=catalog.model("Llama 3 8B").spec,
                 recipe=Recipe(dataset_tokens=2e8, seq_len=2048, micro_batch=2), schedule=Schedule(frequency="monthly"))
    cheap = advise(_doc(w), catalog, objective="lowest_cost").workloads[0]
    fast = advise(_doc(w), catalog, objective="fastest").workloads[0]
    assert cheap.best.annual_usd <= fast.best.annual_usd
    assert fast.best.estimate.time_per_run_h <= cheap.best.estimate.time_per_run_h


def test_budget_constraint(catalog):
    w = _llm_serving(catalog)
    base = advise(_doc(w), catalog).workloads[0]
    budget = base.best.annual_usd * 31.5 * 0.5  # half the cheapest, in NT$
    w2 = w.model_copy(update={"constraints": w.constraints.model_copy(update={"budget_per_year": budget})})
    tight = advise(_doc(w2), catalog).workloads[0]
    assert tight.best is None
    assert any("budget" in " ".join(r.reasons) for r in tight.results[:5])


def test_marketplaces_are_opt_in(catalog):
    w = _llm_serving(catalog)
    off = advise(_doc(w), catalog).workloads[0]
    assert not any(r.option.provider in ("vast", "lium") for r in off.feasible)
    on = advise(_doc(w, Assumptions(cloud_providers=["vast", "lium", "aws"])), catalog).workloads[0]
    assert any(r.option.provider in ("vast", "lium") for r in on.feasible)
    assert {r.option.provider for r in on.feasible if r.option.provider} <= {"vast", "lium", "aws"}


def test_advise_cli_json(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "advise", str(EXAMPLES / "ecommerce.gpuadv"), "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["currency"] == "TWD"
    assert len(data["workloads"]) == 4
    assert all(w["best"] for w in data["workloads"])
    assert math.isclose(data["plan"]["per_workload_annual"], sum(ln["annual"] for ln in data["plan"]["lines"]), rel_tol=1e-9)


def test_advise_cli_bad_file(tmp_path):
    bad = tmp_path / "broken.gpuadv"
    bad.write_text("{not json", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "advise", str(bad)], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 2
    assert "broken.gpuadv" in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_office_hours_service_shares_its_gpus_with_night_jobs(catalog):
    """The seeds' "one server for all three projects": QA by day, training at night on the same GPUs."""
    doc = load_project(EXAMPLES / "manufacturer.gpuadv")
    qa = next(w for _p, w in doc.workloads() if w.kind == "llm_serving")
    assert qa.schedule.window == "office_hours"
    result = advise(doc, catalog)
    shared = result.plan.best_shared
    uses = {u.workload_name: u for u in shared.workloads}
    service = uses[qa.name]
    night = [u for u in shared.workloads if not u.always_on]
    # a month's office hours from the file's calendar: 09:00-18:00 on the 261 weekdays of 2026,
    # 9 h x 21.75 days = 195.75 h (before the working calendar: a fixed 8 h x 22 days = 176 h)
    from gpuadvisor.engine.calendar import office_calendar

    month = office_calendar(doc.assumptions).window_hours_per_month("office_hours")
    assert month == pytest.approx(9.0 * 261 / 12)
    assert service.busy_hours == pytest.approx(month)
    assert night and all(u.gpus <= shared.gpu_count for u in night)
    # an office-hours service costs less to rent or own than one running all month
    adv = result.for_workload(qa.id)
    allday = qa.model_copy(update={"schedule": qa.schedule.model_copy(update={"window": "any"})})
    doc2 = _doc(allday, doc.assumptions)
    adv2 = advise(doc2, catalog).workloads[0]
    assert adv.best.annual_usd < adv2.best.annual_usd


def test_a_one_off_job_over_a_vanishing_horizon_fails_alone_with_why():
    """A one-off job is spread over the planning horizon; a horizon that validates but leaves no
    finite runs per month (5e-324 years) makes that workload say why, never raise, and the other
    workload is still advised (found by the validates-advises property test)."""
    tiny = Workload.model_validate({"name": "tiny", "kind": "batch_inference", "model": {"params_b": 1.0},
                                    "schedule": {"frequency": "once", "runs_per_period": 1, "horizon_years": 5e-324}})
    fine = Workload.model_validate({"name": "fine", "kind": "batch_inference", "model": {"params_b": 1.0},
                                    "schedule": {"frequency": "once", "runs_per_period": 1, "horizon_years": 3}})
    doc = ProjectDocument(title="t", projects=[Project(name="p", workloads=[tiny, fine])])
    result = advise(doc, load_catalog(), use_cache=False)
    bad, good = result.workloads
    assert bad.error and "planning horizon" in bad.error and bad.best is None
    assert good.error is None and good.best is not None and good.best.feasible


def test_advise_cli_shows_what_a_one_off_run_costs(tmp_path, catalog):
    """A one-off LoRA showed 'per year NT$40': its run's cost spread over the 3-year horizon, which reads
    as a yearly bill.  The table shows what the run costs (and the JSON says the workload's frequency)."""
    from gpuadvisor.domain.project import Project, ProjectDocument, Recipe, Schedule, Workload
    from gpuadvisor.persistence import save_project

    spec = next(m.spec for m in catalog.models if m.spec.name.startswith("Llama 3.1 8B"))
    w = Workload(name="One-off LoRA", kind="lora", model=spec,
                 recipe=Recipe(seq_len=2048, micro_batch=4, dataset_tokens=2e8, lora_rank=16),
                 schedule=Schedule(frequency="once", horizon_years=3))
    doc = ProjectDocument(title="oneoff", projects=[Project(name="P", workloads=[w])])
    path = tmp_path / "oneoff.gpuadv"
    save_project(doc, path)
    js = subprocess.run([sys.executable, "-m", "gpuadvisor", "advise", str(path), "--json"],
                        capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert js.returncode == 0, js.stderr
    row = json.loads(js.stdout)["workloads"][0]
    assert row["frequency"] == "once"
    first = row["options"][0]
    assert math.isclose(first["cost_per_year"] * 3, first["cost_per_run"], rel_tol=1e-6)
    text = subprocess.run([sys.executable, "-m", "gpuadvisor", "advise", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert text.returncode == 0, text.stderr
    header = next(ln for ln in text.stdout.splitlines() if "memory GiB" in ln)
    assert "cost of the run" in header and "per year" not in header
    line = next(ln for ln in text.stdout.splitlines() if ln.strip().startswith("1"))
    assert line.split()[-1].replace("NT$", "").replace(",", "") == f"{first['cost_per_run']:.0f}"
    plan_line = next(ln for ln in text.stdout.splitlines() if "One-off LoRA" in ln and "/year" in ln)
    best = json.loads(js.stdout)["workloads"][0]["best"]
    assert f"(one run: NT${best['cost_per_run']:,.0f}, spread over a 3-year horizon)" in plan_line
