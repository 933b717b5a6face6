"""Google Cloud's attachable GPUs are billed with the N1 host VM they are attached to.

The catalog's "n1-*+1xT4" rows are the GPU-only SKU (US$0.35 an hour for a T4 in Taiwan); the host
(n1-standard-4, US$0.22) is billed besides it, so no complete price is published for them.  Offered
alone, they undercut every complete instance: a Qwen2.5-14B AWQ service for the office, rent only in
Taiwan, went to "Google Cloud n1-*+1xT4 · Taiwan" at NT$29,279 a year, 39 % under what the same T4
costs with its host (the Taiwan table's "n1-standard-4+1xT4" row, NT$47,683), ahead of an owned
NT$40,992 PC (found in the advice audit).  The GPU-only SKUs are not offered; the rows that sum a
host and a GPU are, and are not flagged as GPU-only.
"""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Audience, Constraints, Recipe, Schedule, Workload
from gpuadvisor.engine import advisor as advisor_mod


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_gpu_only_skus_are_not_offered_and_summed_rows_are(catalog):
    gpu_only = [o for o in catalog.cloud_offers if o.host_not_included and not o.accelerator_label.startswith("tpu-")]
    assert gpu_only and all(o.provider == "gcp" and "*" in o.instance_type for o in gpu_only)
    options = advisor_mod.options_for(catalog)
    offered = [o.offer for o in options if o.offer is not None]
    assert not any(o.host_not_included and not o.accelerator_label.startswith("tpu-") for o in offered)
    assert any(o.accelerator_label.startswith("tpu-") for o in offered)  # TPU slices stay
    summed = {o.instance_type: o for o in offered if o.provider == "gcp" and o.instance_type.startswith("n1-standard")}
    assert summed["n1-standard-4+1xT4"].price_usd_hour == pytest.approx(0.57)  # 0.22 host + 0.35 T4
    assert not any(o.host_not_included for o in summed.values())


def test_a_taiwan_service_pays_for_the_host_of_its_t4(catalog):
    w = Workload(
        name="chat", kind="llm_serving", model=catalog.find_model("Qwen2.5 14B").spec,
        recipe=Recipe(runtime="vllm", weight_format="awq_4bit", prompt_tokens=1500, output_tokens=400,
                      latency_target_ms=30000, latency_percentile=95,
                      audience=Audience(users=80, questions_per_user_per_day=15)),
        schedule=Schedule(frequency="always_on", window="office_hours"),
        constraints=Constraints(cloud_in_taiwan=True))
    from gpuadvisor.domain.project import Assumptions

    advice = advisor_mod.advise_workload(w, advisor_mod.options_for(catalog), Assumptions())
    rented = [r for r in advice.results if r.feasible and r.option.offer is not None]
    assert rented and not any(r.option.offer.host_not_included for r in rented)
    t4 = [r for r in rented if r.option.offer.instance_type == "n1-standard-4+1xT4"]
    assert t4 and advice.results[0].annual_usd <= t4[0].annual_usd
