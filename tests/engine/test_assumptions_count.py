"""Every economic assumption the Assumptions editor shows changes the advice of some question.

Found by this check: the 1- and 3-year commitment discounts changed nothing (every cloud provider
carried the catalog's default discount, so the document's assumption was never read).  Each numeric
assumption is moved to a few other values over a handful of documents (the two examples, a 24/7 LLM
service over a 3- and a 1-year horizon, a one-off fine-tune) until the advice (ranking, figures,
billing modes, plan) differs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report.summary import advice_dict

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"

#: not numbers, or edited elsewhere (the providers dialog, the efficiency overrides): covered by their own tests
OTHER = {"currency", "office_hours_start", "office_hours_end", "office_days", "taiwan_holidays", "cloud_providers",
         "efficiency_overrides"}


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def documents(catalog):
    spec = catalog.find_model("Llama 3.1 8B").spec
    chat = Recipe(runtime="vllm", prompt_tokens=800, output_tokens=300, requests_per_day=20000, latency_target_ms=10000)
    docs = [load_project(EXAMPLES / "manufacturer.gpuadv"), load_project(EXAMPLES / "ecommerce.gpuadv")]
    for years in (3.0, 1.0):
        w = Workload(name="chat", kind="llm_serving", model=spec, recipe=chat,
                     schedule=Schedule(frequency="always_on", horizon_years=years))
        docs.append(ProjectDocument(projects=[Project(name="P", workloads=[w])]))
    lora = Workload(name="one-off LoRA", kind="lora", model=spec,
                    recipe=Recipe(seq_len=2048, micro_batch=4, dataset_tokens=2e8), schedule=Schedule(frequency="once"))
    docs.append(ProjectDocument(projects=[Project(name="P", workloads=[lora])]))
    return docs


def _snapshot(doc, catalog) -> str:
    return json.dumps(advice_dict(advise(doc, catalog)), sort_keys=True, default=str)


def _numeric_fields():
    out = []
    for name, info in Assumptions.model_fields.items():
        if name in OTHER:
            continue
        out.append(name)
    return out


@pytest.mark.parametrize("name", _numeric_fields())
def test_every_assumption_changes_some_advice(name, documents, catalog):
    base_snaps = [_snapshot(d, catalog) for d in documents]
    value = getattr(Assumptions(), name)
    assert isinstance(value, (int, float)) and not isinstance(value, bool), name
    tried = []
    for factor in (0.5, 1.5, 0.1, 3.0):
        new = value * factor if value else factor
        if isinstance(value, int):
            new = max(1, int(round(new)))
        for doc, snap in zip(documents, base_snaps):
            data = doc.assumptions.model_dump()
            data[name] = new
            try:
                a2 = Assumptions.model_validate(data)
            except ValueError:
                break  # out of the field's range: the next factor
            tried.append(new)
            if _snapshot(doc.model_copy(update={"assumptions": a2}), catalog) != snap:
                return
    pytest.fail(f"{name}: no document's advice changed for {sorted(set(tried))}")
