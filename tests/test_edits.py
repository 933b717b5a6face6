"""Every edit type: apply → inverse → apply round trip; bad values leave the document unchanged."""

import pytest

from gpuadvisor.domain.edits import (
    AddProject, AddWorkload, Batch, EditError, MoveProject, MoveWorkload, RemoveProject, RemoveWorkload,
    ReplaceWorkload, SetField, apply_edit,
)
from gpuadvisor.domain.project import ModelSpec, Project, ProjectDocument, Workload


def make_doc() -> ProjectDocument:
    w1 = Workload(id="w1", name="Train", model=ModelSpec(params_b=1.0))
    w2 = Workload(id="w2", name="Serve", kind="llm_serving", model=ModelSpec(params_b=8.0))
    w3 = Workload(id="w3", name="Batch", kind="batch_inference", model=ModelSpec(params_b=0.1))
    return ProjectDocument(projects=[Project(id="p1", name="A", workloads=[w1, w2]), Project(id="p2", name="B", workloads=[w3])])


EDITS = [
    SetField("w1", "recipe.micro_batch", 32),
    SetField("w1", "name", "Renamed"),
    SetField("p1", "name", "Project A"),
    SetField("assumptions", "pue", 1.8),
    SetField("document", "title", "New title"),
    SetField("w2", "model", ModelSpec(params_b=70.0, name="Llama 3 70B")),
    AddProject(Project(id="p3", name="C").model_dump(mode="json")),
    RemoveProject("p2"),
    AddWorkload("p2", Workload(id="w9", name="New", model=ModelSpec(params_b=2)).model_dump(mode="json"), 0),
    RemoveWorkload("w2"),
    MoveWorkload("w1", "p2", 1),
    MoveProject("p2", 0),
    ReplaceWorkload(Workload(id="w3", name="Other", kind="lora", model=ModelSpec(params_b=3)).model_dump(mode="json")),
    Batch((SetField("w1", "recipe.seq_len", 4096), SetField("w1", "recipe.epochs", 3.0)), "Two fields"),
]


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: type(e).__name__)
def test_apply_inverse_round_trip(edit):
    doc = make_doc()
    before = doc.model_dump()
    inverse, changes = apply_edit(doc, edit)
    after = doc.model_dump()
    assert after != before
    again, _ = apply_edit(doc, inverse)
    assert doc.model_dump() == before
    apply_edit(doc, again)
    assert doc.model_dump() == after


@pytest.mark.parametrize(
    "edit, field",
    [
        (SetField("w1", "recipe.micro_batch", 0), "recipe.micro_batch"),
        (SetField("w1", "recipe.micro_batch", "many"), "recipe.micro_batch"),
        (SetField("w1", "model.params_b", float("nan")), "model.params_b"),
        (SetField("assumptions", "pue", 0.5), "pue"),
        (SetField("w1", "recipe.nonexistent", 3), "recipe.nonexistent"),
    ],
)
def test_bad_value_names_field_and_changes_nothing(edit, field):
    doc = make_doc()
    before = doc.model_dump()
    with pytest.raises(EditError) as info:
        apply_edit(doc, edit)
    assert field.split(".")[-1] in str(info.value)
    assert doc.model_dump() == before


def test_failed_batch_rolls_back():
    doc = make_doc()
    before = doc.model_dump()
    with pytest.raises(EditError):
        apply_edit(doc, Batch((SetField("w1", "recipe.micro_batch", 4), SetField("w1", "recipe.epochs", -1.0))))
    assert doc.model_dump() == before


def test_duplicate_id_refused():
    doc = make_doc()
    with pytest.raises(EditError):
        apply_edit(doc, AddWorkload("p1", Workload(id="w3", model=ModelSpec(params_b=1)).model_dump(mode="json")))


# --- issue #11 item 2: a refused edit leaves the document unchanged -----------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from gpuadvisor.domain.edits import EditError as _EditError  # noqa: E402
from gpuadvisor.domain.edits import SetField as _SetField  # noqa: E402
from gpuadvisor.domain.edits import apply_edit as _apply_edit  # noqa: E402
from gpuadvisor.domain.project import ProjectDocument as _Doc  # noqa: E402
from gpuadvisor.domain.project import Project as _Project  # noqa: E402
from gpuadvisor.templates import WORKLOAD_TEMPLATES as _TEMPLATES  # noqa: E402

_PATHS = [
    "model.arch.kv_heads", "model.arch.heads", "model.arch.experts", "model.arch.experts_per_token",
    "model.arch.layers", "model.arch.hidden", "model.params_b", "model.active_params_b",
    "recipe.micro_batch", "recipe.latency_percentile", "recipe.precision", "recipe.lora_targets",
    "schedule.runs_per_period", "schedule.interruptible", "constraints.max_devices", "recipe.parallelism.devices",
    "kind", "name",
]
_VALUES = st.one_of(st.integers(-10, 5000), st.floats(allow_nan=True, allow_infinity=True), st.none(),
                    st.text(max_size=8), st.booleans(), st.lists(st.text(max_size=3), max_size=2))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(template=st.sampled_from(sorted(_TEMPLATES)), path=st.sampled_from(_PATHS), value=_VALUES)
def test_refused_edit_leaves_the_document_unchanged(template, path, value):
    w = _TEMPLATES[template].make()
    doc = _Doc(projects=[_Project(workloads=[w])])
    before = doc.model_dump_json()
    try:
        _apply_edit(doc, _SetField(target=w.id, path=path, value=value))
    except _EditError:
        assert doc.model_dump_json() == before
        return
    # applied: the whole document still validates (it can be saved and reopened)
    _Doc.model_validate_json(doc.model_dump_json())
