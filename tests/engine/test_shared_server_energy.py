"""A shared server is charged the GPU-hours its cards work, not every card busy all month because
one card holds a service (found in the advice audit, round 5).

Three on-premises projects: a Breeze-7B chat (always on, one card), a weekly LoRA at night and a
nightly Whisper run.  The single-type shared server was costed busy 730 h a month as soon as an
always-on service held any of its cards: a 4x RTX 5090 workstation whose service holds one card
drew 2.3 kW around the clock in the plan (NT$107,000 of electricity a year of its NT$229,593),
while the mixed machine beside it in the same plan counts each card group's own hours
(plan._mixed_cost).  The plan compared the two on different footings.
"""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import (
    HOURS_PER_MONTH,
    Audience,
    Constraints,
    Project,
    ProjectDocument,
    Recipe,
    Schedule,
    Workload,
)
from gpuadvisor.engine.advisor import advise
from gpuadvisor.engine.cost import owned_monthly, Usage


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def result(catalog):
    def spec(name):
        return catalog.find_model(name).spec

    onprem = Constraints(on_prem_only=True)
    chat = Workload(
        name="Breeze chat", kind="llm_serving", model=spec("Breeze-7B"),
        recipe=Recipe(runtime="vllm", weight_format="bf16", prompt_tokens=1200, output_tokens=250,
                      latency_target_ms=8000, latency_percentile=95,
                      audience=Audience(users=300, questions_per_user_per_day=5)),
        schedule=Schedule(frequency="always_on"), constraints=onprem)
    lora = Workload(
        name="TAIDE LoRA", kind="lora", model=spec("Llama3-TAIDE-LX-8B-Chat-Alpha1"),
        recipe=Recipe(seq_len=4096, micro_batch=2, grad_accum=8, recompute="full", dataset_samples=20000,
                      epochs=2, runtime="hf_transformers"),
        schedule=Schedule(frequency="weekly", hours_allowed_per_run=48, window="nights"), constraints=onprem)
    asr = Workload(
        name="Whisper nightly", kind="batch_inference", model=spec("Whisper large-v3"),
        recipe=Recipe(precision="fp16", weight_format="fp16", micro_batch=16, samples_per_run=3000,
                      output_tokens=150),
        schedule=Schedule(frequency="daily", hours_allowed_per_run=8, window="nights"), constraints=onprem)
    doc = ProjectDocument(title="three projects", projects=[
        Project(name="chat", workloads=[chat]), Project(name="tuning", workloads=[lora]),
        Project(name="speech", workloads=[asr])])
    return advise(doc, catalog)


def test_a_shared_server_is_busy_the_share_of_its_cards_that_work(result):
    plan = result.plan
    assert plan.shared
    opts = {o.key: o for adv in result.workloads for o in (r.option for r in adv.results)}
    multi = [sp for sp in plan.shared if sp.gpu_count > 1]
    assert multi, [sp.label for sp in plan.shared]
    for sp in multi:
        assert 0.0 < sp.utilisation < 1.0, (sp.label, sp.utilisation)
        p = sp.power
        # at busy power: the jobs' GPU-hours, and the service's card only while a request is in
        # flight (engine.load.in_flight_share; its own machine is costed alike): at most the
        # card-hour utilisation, at least the jobs' share
        share = (p.typical_kw - p.idle_kw) / (p.busy_kw - p.idle_kw)
        jobs = sum(u.gpus * u.busy_hours for u in sp.workloads if not u.always_on) / (sp.gpu_count * HOURS_PER_MONTH)
        assert jobs - 1e-9 <= share <= sp.utilisation + 1e-9, (sp.label, jobs, share, sp.utilisation)
        assert p.typical_kw < p.busy_kw * 0.9, (sp.label, p.typical_kw, p.busy_kw)  # not busy all month
        machine = opts[sp.option_key].machine
        busy_h = share * HOURS_PER_MONTH
        expect = owned_monthly(machine, Usage(hours_per_run=busy_h, runs_per_month=1.0), result.assumptions).total * 12
        assert sp.annual_usd == pytest.approx(expect), sp.label
