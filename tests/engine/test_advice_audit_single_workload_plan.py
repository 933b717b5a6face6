"""A plan with one workload that may share a machine does not say that no owned machine can run it
(advice audit).

The plan weighs a shared server only for two or more shareable workloads (not edge deployments);
with fewer none is looked for, and the plan said "No single owned machine can run every shareable
workload." under every one-workload project, also when its own pick was an owned machine (an 8B
chat service on a desktop RX 7900 XTX).  It now says why there is no shared server to weigh.
"""

from __future__ import annotations

from gpuadvisor.domain.project import Audience, Constraints, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise

NONE_CAN = "No single owned machine can run every shareable workload."


def _chat(catalog, name="chat", edge=False):
    spec = catalog.find_model("Llama 3.1 8B").spec
    return Workload(name=name, kind="llm_serving", model=spec,
                    recipe=Recipe(runtime="vllm", weight_format="bf16", prompt_tokens=1000, output_tokens=400,
                                  ttft_target_ms=2000.0, latency_percentile=95.0,
                                  audience=Audience(users=30, questions_per_user_per_day=20)),
                    schedule=Schedule(frequency="always_on"),
                    constraints=Constraints(on_prem_only=True, edge_deployment=edge))


def _plan(catalog, *workloads):
    return advise(ProjectDocument(title="t", projects=[Project(name="p", workloads=list(workloads))]), catalog).plan


def test_one_workload_is_not_told_no_owned_machine_can_run_it(catalog):
    plan = _plan(catalog, _chat(catalog))
    assert plan.per_workload_annual_usd is not None
    assert plan.lines[0].owned  # its own pick is an owned machine
    assert plan.recommendation_kind == "per_workload"
    assert plan.recommendation != NONE_CAN
    assert "Fewer than two workloads may share a machine" in plan.recommendation


def test_one_shareable_beside_an_edge_workload_likewise(catalog):
    plan = _plan(catalog, _chat(catalog, "office"), _chat(catalog, "line", edge=True))
    assert plan.best_shared is None
    assert "Fewer than two workloads may share a machine" in plan.recommendation
