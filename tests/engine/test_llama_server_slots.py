"""An LLM service on llama.cpp runs llama-server's default slots where the recipe does not state its
concurrency (advice audit): llama-server starts 4 slots with one unified KV cache since
ggml-org/llama.cpp PR #16736 (October 2025), and the engine served one request at a time (the
field's default, 1).  A stated concurrency is kept; other runtimes' default stays 1."""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Assumptions, Constraints, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload
from gpuadvisor.engine.estimate import LLAMA_SERVER_SLOTS, default_concurrency, prepare as profile

LABEL = "Desktop · 1× RTX 4090"


def _service(catalog, concurrency=None, runtime="llama_cpp", kind="llm_serving"):
    return Workload(name="chat", kind=kind, model=catalog.find_model("Llama 3.1 8B").spec,
                    recipe=Recipe(runtime=runtime, weight_format="gguf_q4_k_m" if runtime == "llama_cpp" else "bf16",
                                  prompt_tokens=500, output_tokens=300, concurrency=concurrency,
                                  latency_target_ms=30000.0, requests_per_second=0.5),
                    schedule=Schedule(frequency="always_on"), constraints=Constraints(on_prem_only=True))


def test_the_default_follows_the_runtime(catalog):
    assert Recipe().concurrency is None
    assert LLAMA_SERVER_SLOTS == 4 and default_concurrency("llama_cpp", "llm_serving") == 4
    assert default_concurrency("vllm", "llm_serving") == 1 and default_concurrency("llama_cpp", "realtime_inference") == 1
    assert profile(_service(catalog), Assumptions()).concurrency == 4
    assert profile(_service(catalog, 1), Assumptions()).concurrency == 1  # stated: kept
    assert profile(_service(catalog, runtime="pytorch", kind="realtime_inference"), Assumptions()).concurrency == 1


@pytest.mark.parametrize("vectorized", [True, False])
def test_an_unstated_llama_cpp_service_serves_four_slots(catalog, options, vectorized):
    def row(c):
        adv = advise_workload(_service(catalog, c), options, Assumptions(), vectorized=vectorized)
        return next(r for r in adv.results if r.option.label == LABEL).estimate

    unstated, four, one = row(None), row(4), row(1)
    assert unstated.serving.saturation_rps == pytest.approx(four.serving.saturation_rps, rel=1e-9)
    assert unstated.serving.saturation_rps > 1.5 * one.serving.saturation_rps  # was one's


def test_the_field_says_so():
    from gpuadvisor.ui.views.workload_fields import recipe_fields

    spec = next(f for f in recipe_fields() if f.path == "recipe.concurrency")
    assert spec.optional and "4 slots" in spec.tooltip and "llama-server" in spec.tooltip
