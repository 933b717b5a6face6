"""The workload editor shows a speech recogniser's fields that change its advice."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Recipe, Schedule, Workload


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _batch(catalog, model: str) -> Workload:
    return Workload(kind="batch_inference", model=catalog.find_model(model).spec,
                    recipe=Recipe(precision="fp16", weight_format="fp16", micro_batch=24, samples_per_run=300),
                    schedule=Schedule(frequency="monthly", hours_allowed_per_run=24))


def test_the_sequence_length_field_is_hidden_for_whisper(catalog):
    from gpuadvisor.ui.views.workload_fields import recipe_fields

    spec = next(f for f in recipe_fields() if f.path.endswith("seq_len"))
    assert not spec.visible(_batch(catalog, "Whisper large-v3"))
    llm = Workload(kind="batch_inference", model=catalog.find_model("Llama 3.1 8B").spec)
    bert = Workload(kind="batch_inference", model=catalog.find_model("BERT-large").spec)
    assert spec.visible(bert) and not spec.visible(llm)
