"""A 70B pretraining on 15T tokens within 30 days ranked '1024 × AWS p5e.48xlarge ... spot price with
20.48 interruptions/h' third (interruption 85 % of its cost): a job interrupted every three minutes
with an hour between checkpoints never finishes.  Spot is offered only where the interruptions leave
the job progress (cost.spot_workable), in both paths alike."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Project, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload, options_for
from gpuadvisor.engine.cost import SPOT_MAX_LOSS_SHARE, interruption_rate

from .test_vector import _same_advice


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_no_spot_for_a_cluster_interrupted_faster_than_it_checkpoints(catalog):
    w = Workload(name="pt", kind="pretrain", model=catalog.find_model("Llama 3 70B").spec,
                 recipe=Recipe(seq_len=8192, micro_batch=1, dataset_tokens=15e12, recompute="full"),
                 schedule=Schedule(frequency="once", hours_allowed_per_run=720))
    a = Assumptions()
    project = Project(name="p", workloads=[w])
    va = advise_workload(w, options_for(catalog), a, project=project)
    sa = advise_workload(w, options_for(catalog), a, project=project, vectorized=False)
    _same_advice(va, sa, "70B pretraining")
    loss = a.setup_hours_per_run + a.checkpoint_interval_h / 2.0
    spot = [r for r in va.feasible if r.cost_mode.startswith("spot")]
    assert all(interruption_rate(r.option.rate, a) * loss <= SPOT_MAX_LOSS_SHARE for r in spot)
    big = [r for r in va.feasible if r.option.rate is not None and r.option.rate.instances >= 64]
    assert big and all(not r.cost_mode.startswith("spot") for r in big)
