"""A mixed shared server holds one maker's cards (found in the advice audit, round 5).

Three on-premises projects: a Breeze-7B customer-service chat (always on), a weekly LoRA of an
8B model at night and a nightly Whisper transcription.  The cheapest clean fit of the chat is a
desktop with a Radeon RX 7900 XTX; the jobs' cards are NVIDIA's.  The plan's headline was "one
mixed tower workstation with 1x RX 7900 XTX + 1x RTX 6000 Ada", two driver stacks (ROCm and CUDA)
in one machine to save about 2 % over an RTX 3090 in the 7900 XTX's place: no integrator builds
that.  A mixed machine now combines cards of one maker only, unless a workload limited to one maker
needs its cards beside the others' (tests/engine/test_vendor_constraint.py keeps that case).
"""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import (
    Audience,
    Constraints,
    Project,
    ProjectDocument,
    Recipe,
    Schedule,
    Workload,
)
from gpuadvisor.engine.advisor import advise


def _spec(catalog, name):
    m = catalog.find_model(name)
    assert m is not None, name
    return m.spec


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def plan(catalog):
    onprem = Constraints(on_prem_only=True)
    chat = Workload(
        name="Breeze chat", kind="llm_serving", model=_spec(catalog, "Breeze-7B"),
        recipe=Recipe(runtime="vllm", weight_format="bf16", prompt_tokens=1200, output_tokens=250,
                      latency_target_ms=8000, latency_percentile=95,
                      audience=Audience(users=300, questions_per_user_per_day=5)),
        schedule=Schedule(frequency="always_on"), constraints=onprem)
    lora = Workload(
        name="TAIDE LoRA", kind="lora", model=_spec(catalog, "Llama3-TAIDE-LX-8B-Chat-Alpha1"),
        recipe=Recipe(seq_len=4096, micro_batch=2, grad_accum=8, recompute="full", dataset_samples=20000,
                      epochs=2, runtime="hf_transformers"),
        schedule=Schedule(frequency="weekly", hours_allowed_per_run=48, window="nights"), constraints=onprem)
    asr = Workload(
        name="Whisper nightly", kind="batch_inference", model=_spec(catalog, "Whisper large-v3"),
        recipe=Recipe(precision="fp16", weight_format="fp16", micro_batch=16, samples_per_run=3000,
                      output_tokens=150),
        schedule=Schedule(frequency="daily", hours_allowed_per_run=8, window="nights"), constraints=onprem)
    doc = ProjectDocument(title="three projects", projects=[
        Project(name="chat", workloads=[chat]), Project(name="tuning", workloads=[lora]),
        Project(name="speech", workloads=[asr])])
    return advise(doc, catalog).plan


def test_a_mixed_server_never_puts_two_makers_cards_in_one_machine(catalog, plan):
    tried = list(plan.mixed) + list(plan.mixed_refused)
    assert plan.mixed, "the plan should still offer a mixed machine (one maker's cards)"
    for m in tried:
        makers = {catalog.find_accelerator(g.accelerator).vendor for g in m.groups}
        assert len(makers) == 1, (m.label, makers)
