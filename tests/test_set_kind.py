"""Issue 12 item 3: choosing a kind sets the fields that must agree with it, as ONE undoable edit."""

from __future__ import annotations

import pytest

from gpuadvisor import templates as T
from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.edits import Batch, EditError, SetField, SetKind, apply_edit, kind_changes
from gpuadvisor.domain.project import (
    INFERENCE_KINDS,
    TRAINING_KINDS,
    ModelSpec,
    Project,
    ProjectDocument,
    Recipe,
    Workload,
)
from gpuadvisor.engine import compat
from gpuadvisor.i18n import language

KINDS = list(TRAINING_KINDS + INFERENCE_KINDS)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _doc(w: Workload) -> ProjectDocument:
    return ProjectDocument(projects=[Project(id="p", name="P", workloads=[w])])


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("key", sorted(T.WORKLOAD_TEMPLATES))
def test_set_kind_and_its_inverse_round_trip_exactly(key, kind):
    w = T.make_workload(key)
    doc = _doc(w)
    before = doc.model_dump()
    inverse, changes = apply_edit(doc, SetKind(w.id, kind))
    after = doc.model_dump()
    assert isinstance(inverse, Batch)  # one edit: one undo step
    assert doc.projects[0].workloads[0].kind == kind
    assert (after != before) == (kind != w.kind or bool(inverse.edits))
    ProjectDocument.model_validate(after)  # the document stays valid (as the file loader checks it)
    redo, _ = apply_edit(doc, inverse)
    assert doc.model_dump() == before
    apply_edit(doc, redo)
    assert doc.model_dump() == after
    if kind != w.kind:
        assert changes.structure and changes.workload_ids == {w.id}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("key", sorted(T.WORKLOAD_TEMPLATES))
def test_kinds_leave_software_the_platforms_run(catalog, key, kind):
    """After a kind change the runtime, weight format and precision agree on mainstream GPUs."""
    w = T.make_workload(key)
    doc = _doc(w)
    apply_edit(doc, SetKind(w.id, kind))
    w = doc.projects[0].workloads[0]
    for name in ("H100 SXM5", "GeForce RTX 4090"):
        acc = next(a for a in catalog.accelerators if a.name == name)
        v = compat.check(acc, runtime=w.recipe.runtime, framework=w.constraints.framework,
                         weight_format=w.recipe.weight_format, precision=w.recipe.precision, kind=w.kind,
                         kv_cache_dtype=w.recipe.kv_cache_dtype)
        assert v.status == "supported", (key, kind, name, v.reasons)


def test_qlora_picks_nf4():
    w = T.make_workload("lora_8b")
    doc = _doc(w)
    apply_edit(doc, SetKind(w.id, "qlora"))
    r = doc.projects[0].workloads[0].recipe
    assert (r.weight_format, r.precision) == ("nf4", "bf16")
    # from a served int8 model too, and off a runtime without bitsandbytes
    w = T.make_workload("realtime_ranking")  # int8, ONNX Runtime, framework constraint ONNX Runtime
    doc = _doc(w)
    apply_edit(doc, SetKind(w.id, "qlora"))
    w = doc.projects[0].workloads[0]
    assert (w.recipe.weight_format, w.recipe.precision, w.recipe.runtime) == ("nf4", "bf16", "pytorch")
    assert w.constraints.framework is None and w.schedule.frequency == "monthly"


def test_qlora_on_mlx_uses_mlx_4bit():
    w = T.make_workload("lora_8b")
    w.recipe.runtime = "mlx"
    assert dict(kind_changes(w, "qlora"))["recipe.weight_format"] == "int4"


@pytest.mark.parametrize("kind, fmt", [("lora", "bf16"), ("full_finetune", "bf16"), ("pretrain", "bf16")])
def test_training_kinds_store_weights_at_the_training_precision(kind, fmt):
    w = T.make_workload("qlora_70b")  # nf4
    doc = _doc(w)
    apply_edit(doc, SetKind(w.id, kind))
    assert doc.projects[0].workloads[0].recipe.weight_format == fmt
    w = T.make_workload("image_batch")  # fp16 inference
    assert dict(kind_changes(w, kind)).get("recipe.weight_format", w.recipe.weight_format) == "fp16"


def test_serving_leaves_training_stacks_and_runs_always_on():
    w = T.make_workload("lora_8b")
    w.recipe.runtime = "deepspeed"
    changes = dict(kind_changes(w, "llm_serving"))
    assert changes["recipe.runtime"] == "vllm" and changes["schedule.frequency"] == "always_on"
    w = T.make_workload("yolov8_train")
    w.recipe.runtime = "fsdp"
    changes = dict(kind_changes(w, "batch_inference"))
    assert changes["recipe.runtime"] == "pytorch"  # not an LLM
    assert "schedule.frequency" not in changes  # a monthly job stays monthly


def test_training_leaves_serving_only_runtimes():
    w = T.make_workload("llama70b_serving")  # vLLM, always on, framework vLLM
    changes = dict(kind_changes(w, "lora"))
    assert changes["recipe.runtime"] == "pytorch"
    assert changes["constraints.framework"] is None
    assert changes["schedule.frequency"] == "monthly"
    assert dict(kind_changes(w, "pretrain"))["schedule.frequency"] == "once"
    assert dict(kind_changes(w, "batch_inference"))["schedule.frequency"] == "daily"


def test_a_default_name_follows_the_kind_and_a_typed_one_stays():
    w = T.make_workload("lora_8b")
    with language("en"):
        assert dict(kind_changes(w, "qlora"))["name"] == "QLoRA fine-tune of Llama 3 8B"
        w.name = "Legal-docs adapter"
        assert "name" not in dict(kind_changes(w, "qlora"))
        blank = Workload(name="New workload", model=ModelSpec(name="Custom model", params_b=1.0))
        assert dict(kind_changes(blank, "lora"))["name"] == "LoRA fine-tune of Custom model"
        # the kind's own name is a default too: a second change renames it again
        doc = _doc(T.make_workload("lora_8b"))
        wid = doc.projects[0].workloads[0].id
        apply_edit(doc, SetKind(wid, "qlora"))
        apply_edit(doc, SetKind(wid, "full_finetune"))
        assert doc.projects[0].workloads[0].name == "Full fine-tune of Llama 3 8B"


def test_template_names_in_another_language_are_defaults_too():
    with language("zh_TW"):
        w = T.make_workload("lora_8b")
    with language("en"):
        assert T.is_default_name(w.name, w.model.name)
        assert not T.is_default_name("我的模型", w.model.name)


def test_unknown_kind_or_workload_changes_nothing():
    w = T.make_workload("lora_8b")
    doc = _doc(w)
    before = doc.model_dump()
    with pytest.raises(EditError) as exc:
        apply_edit(doc, SetKind(w.id, "distillation"))
    assert exc.value.field == "kind"
    with pytest.raises(EditError):
        apply_edit(doc, SetKind("nope", "lora"))
    assert doc.model_dump() == before


def test_same_kind_only_repairs():
    w = Workload(name="Mine", kind="qlora", model=ModelSpec(params_b=8.0), recipe=Recipe(weight_format="bf16"))
    doc = _doc(w)
    inverse, _ = apply_edit(doc, SetKind(w.id, "qlora"))
    assert doc.projects[0].workloads[0].recipe.weight_format == "nf4"
    assert inverse.edits == (SetField(w.id, "recipe.weight_format", "bf16", "Change kind"),)


@pytest.mark.parametrize("kind", ["lora", "qlora"])
def test_adapters_train_with_gradient_checkpointing(catalog, kind):
    """A LoRA typed into a blank workload kept its recipe's 'no recomputation': an 8B model at
    micro-batch 8 needed 121 GiB per device (85 GiB of activations) and the on-premises answer was a
    4× H200 server, NT$1.8M a year.  Choosing LoRA or QLoRA turns full gradient checkpointing on, as
    the adapter recipes run, in the same undo step; a selective setting is kept."""
    from gpuadvisor.engine.advisor import advise

    w = Workload(name="Workload", kind="full_finetune", model=catalog.find_model("Llama 3.1 8B").spec,
                 recipe=Recipe(micro_batch=8, seq_len=2048, dataset_samples=20_000))
    assert w.recipe.recompute == "none"
    doc = _doc(w)
    inverse, _changes = apply_edit(doc, SetKind(w.id, kind))
    assert doc.projects[0].workloads[0].recipe.recompute == "full"
    best_owned = advise(doc, catalog).workloads[0].best_where(True)
    assert best_owned is not None and best_owned.option.gpu_count <= 2, best_owned.label
    apply_edit(doc, inverse)
    assert doc.projects[0].workloads[0].recipe.recompute == "none"
    sel = w.model_copy(update={"recipe": w.recipe.model_copy(update={"recompute": "selective"})})
    assert "recipe.recompute" not in dict(kind_changes(sel, kind))


def test_a_speech_model_transcribes_a_window_not_an_llm_answer(catalog):
    """Whisper for batch or real-time inference: the 256-token LLM answer a new workload starts with
    becomes a 30-second window's transcript (120 tokens); a length the user set is kept, and
    training kinds leave it alone."""
    from gpuadvisor.domain.edits import SPEECH_WINDOW_TOKENS

    whisper = catalog.find_model("Whisper large-v3").spec
    w = Workload(kind="full_finetune", model=whisper)
    assert w.recipe.output_tokens == 256
    for kind in ("batch_inference", "realtime_inference"):
        assert ("recipe.output_tokens", SPEECH_WINDOW_TOKENS) in kind_changes(w, kind)
    assert not any(p == "recipe.output_tokens" for p, _v in kind_changes(w, "lora"))
    typed = w.model_copy(update={"recipe": w.recipe.model_copy(update={"output_tokens": 60})})
    assert not any(p == "recipe.output_tokens" for p, _v in kind_changes(typed, "batch_inference"))
    llm = Workload(kind="full_finetune", model=catalog.find_model("Llama 3.1 8B").spec)
    assert not any(p == "recipe.output_tokens" for p, _v in kind_changes(llm, "batch_inference"))
