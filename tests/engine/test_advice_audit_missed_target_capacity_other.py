"""A non-LLM service option that misses its latency target serves nothing within it (advice audit).

estimate._other_inference reported a real-time option's raw rate as its capacity even where one
batch takes longer than the latency target (Whisper large-v3, 150 tokens a 30-s window, 3 s
target: an RTX 3090's 3.2 s window, yet its full rate as its speed); dc23a05 fixed the same for
LLM serving only.  Now its capacity within the target is 0, the reason unchanged.
"""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Assumptions, Constraints, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload

LABEL = "Desktop · 1× RTX 3090"


def _service(catalog, target_ms):
    return Workload(name="calls", kind="realtime_inference", model=catalog.find_model("Whisper large-v3").spec,
                    recipe=Recipe(runtime="pytorch", precision="fp16", weight_format="fp16", output_tokens=150,
                                  latency_target_ms=target_ms, requests_per_day=20000.0),
                    schedule=Schedule(frequency="always_on"), constraints=Constraints(on_prem_only=True))


def _row(adv):
    return next(r for r in adv.results if r.option.label == LABEL)


@pytest.mark.parametrize("vectorized", [True, False])
def test_a_missed_target_leaves_no_capacity(catalog, options, vectorized):
    r = _row(advise_workload(_service(catalog, 100.0), options, Assumptions(), vectorized=vectorized))
    assert not r.feasible and any("exceeds" in x for x in r.reasons)
    assert r.estimate.latency_ms > 100.0
    assert r.estimate.throughput == 0.0  # was its raw rate


@pytest.mark.parametrize("vectorized", [True, False])
def test_a_met_target_keeps_its_rate(catalog, options, vectorized):
    r = _row(advise_workload(_service(catalog, 60000.0), options, Assumptions(), vectorized=vectorized))
    assert r.estimate.latency_ms < 60000.0
    assert r.estimate.throughput == pytest.approx(1000.0 / r.estimate.latency_ms)
