"""A service option that misses its latency target even with one request in flight serves nothing
within it (advice audit).

An LLM service's capacity is the most a replica serves within the target (engine.serving
rate_within); where even a lone request misses the target that is 0, and both paths fell back to
the saturation rate ("target_rate if target_rate else sat_rate"), so an option ruled out for its
first token still showed its full capacity as its speed (an RTX 3090 at 8,000-token prompts and a
300 ms first-token target: first token after 2,968 ms, yet up to its saturation rate).
"""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Assumptions, Constraints, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload

LABELS = ("Desktop · 1× RTX 3090", "Desktop · 1× RTX 5090")


def _service(catalog, ttft_ms):
    return Workload(name="long-prompt chat", kind="llm_serving", model=catalog.find_model("Llama 3.1 8B").spec,
                    recipe=Recipe(runtime="vllm", weight_format="bf16", prompt_tokens=8000, output_tokens=300,
                                  ttft_target_ms=ttft_ms, latency_percentile=95.0, requests_per_second=0.5),
                    schedule=Schedule(frequency="always_on"), constraints=Constraints(on_prem_only=True))


def _rows(adv):
    return {r.option.label: r for r in adv.results if r.option.label in LABELS}


@pytest.mark.parametrize("vectorized", [True, False])
def test_a_target_missed_alone_leaves_no_capacity(catalog, options, vectorized):
    rows = _rows(advise_workload(_service(catalog, 300.0), options, Assumptions(), vectorized=vectorized))
    assert set(rows) == set(LABELS)
    for r in rows.values():
        assert not r.feasible and any("first token" in x for x in r.reasons)
        assert r.estimate.serving.target_rps == 0.0
        assert r.estimate.throughput == 0.0  # was the saturation rate
        assert r.estimate.serving.saturation_rps > 0.0  # the option itself still runs


@pytest.mark.parametrize("vectorized", [True, False])
def test_a_target_met_keeps_its_capacity_within_it(catalog, options, vectorized):
    rows = _rows(advise_workload(_service(catalog, 5000.0), options, Assumptions(), vectorized=vectorized))
    for r in rows.values():
        s = r.estimate.serving
        assert 0.0 < s.target_rps <= s.saturation_rps
        assert r.estimate.throughput == pytest.approx(s.target_rps * 300.0)  # tokens/s within the target
