"""A workload that states its device count (Parallelism.devices) rules out the options with another
count, in words that read: "has 1 device; the workload states 4", not "has 1 devices" (advice audit)."""

from __future__ import annotations

import pytest

from gpuadvisor import i18n
from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Parallelism, Project, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload, options_for


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize("vectorized", [True, False])
def test_one_device_is_singular(catalog, vectorized):
    w = Workload(name="ft", kind="full_finetune", model=catalog.find_model("Llama 3.1 8B").spec,
                 recipe=Recipe(seq_len=2048, micro_batch=1, dataset_tokens=5e7, recompute="full",
                               parallelism=Parallelism(devices=4)),
                 schedule=Schedule(frequency="monthly"))
    with i18n.language("en"):
        adv = advise_workload(w, options_for(catalog), Assumptions(), project=Project(name="p", workloads=[w]), vectorized=vectorized)
        reasons = [x for r in adv.results for x in r.reasons if "the workload states 4" in x]
    assert any(x == "has 1 device; the workload states 4" for x in reasons), reasons[:5]
    assert any(x == "has 8 devices; the workload states 4" for x in reasons), reasons[:5]
    assert not any("has 1 devices" in x for x in reasons)
