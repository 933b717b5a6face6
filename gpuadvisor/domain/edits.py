"""User edits as small frozen values; ``apply_edit`` performs one and returns the edit that undoes it.

The Qt layer wraps each edit in one QUndoCommand (Orange3's "edits as data with inverses").
Edits never leave the document invalid: a bad value raises :class:`EditError` naming the field,
and the document is unchanged.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Union

from pydantic import BaseModel, ValidationError

from .errors import GpuAdvisorError, first_problem
from .project import INFERENCE_KINDS, TRAINING_KINDS, Project, ProjectDocument, Recipe, Workload


class EditError(GpuAdvisorError):
    """An edit that cannot be applied; ``field`` names the field, the message says why."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.field = field


DOCUMENT = "document"
ASSUMPTIONS = "assumptions"


@dataclass(frozen=True)
class SetField:
    """Set ``path`` (dotted, e.g. ``recipe.micro_batch``) on a target: a workload or project id,
    ``"assumptions"`` or ``"document"``."""

    target: str
    path: str
    value: Any
    label: str = ""

    def describe(self) -> str:
        return self.label or f"Change {self.path.split('.')[-1].replace('_', ' ')}"


@dataclass(frozen=True)
class AddProject:
    project: dict
    index: int | None = None
    label: str = "Add project"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class RemoveProject:
    project_id: str
    label: str = "Delete project"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class AddWorkload:
    project_id: str
    workload: dict
    index: int | None = None
    label: str = "Add workload"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class RemoveWorkload:
    workload_id: str
    label: str = "Delete workload"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class MoveWorkload:
    workload_id: str
    project_id: str
    index: int
    label: str = "Move workload"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class MoveProject:
    project_id: str
    index: int
    label: str = "Move project"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class ReplaceWorkload:
    """Replace a whole workload (model picker, import, kind change that resets fields)."""

    workload: dict
    label: str = "Change workload"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class SetKind:
    """Choose a workload's kind and bring the fields that must agree with it along, as one edit.

    The fields changed are those :func:`kind_changes` lists (see there for the rules: weight
    format and precision, runtime, schedule frequency, a framework constraint that cannot hold,
    and the name while it is still one the app gave).  The inverse is a :class:`Batch` of
    :class:`SetField` that puts back exactly the values it replaced, so undo restores the
    workload as it was and redo (the inverse's inverse) sets the same values again.
    """

    workload_id: str
    kind: str
    label: str = "Change kind"

    def describe(self) -> str:
        return self.label


@dataclass(frozen=True)
class Batch:
    edits: tuple
    label: str = "Edit"

    def describe(self) -> str:
        return self.label


Edit = Union[SetField, AddProject, RemoveProject, AddWorkload, RemoveWorkload, MoveWorkload, MoveProject,
             ReplaceWorkload, SetKind, Batch]


@dataclass
class Changes:
    """What an edit touched: the UI redraws only what concerns it."""

    structure: bool = False  # projects/workloads added, removed, moved, renamed
    assumptions: bool = False
    document: bool = False
    workload_ids: set[str] = field(default_factory=set)

    def merge(self, other: "Changes") -> "Changes":
        return Changes(
            self.structure or other.structure,
            self.assumptions or other.assumptions,
            self.document or other.document,
            self.workload_ids | other.workload_ids,
        )


# ---------------------------------------------------------------------------------------------


def _project(doc: ProjectDocument, project_id: str) -> Project:
    for p in doc.projects:
        if p.id == project_id:
            return p
    raise EditError(f"no project with id {project_id}", "project")


def _locate_workload(doc: ProjectDocument, workload_id: str) -> tuple[Project, int]:
    for p in doc.projects:
        for i, w in enumerate(p.workloads):
            if w.id == workload_id:
                return p, i
    raise EditError(f"no workload with id {workload_id}", "workload")


def _target(doc: ProjectDocument, target: str) -> BaseModel:
    if target == DOCUMENT:
        return doc
    if target == ASSUMPTIONS:
        return doc.assumptions
    for p in doc.projects:
        if p.id == target:
            return p
        for w in p.workloads:
            if w.id == target:
                return w
    raise EditError(f"nothing with id {target}", target)


def get_path(obj: Any, path: str) -> Any:
    for part in path.split("."):
        obj = obj[part] if isinstance(obj, dict) else getattr(obj, part)
    return obj


def _set_field(doc: ProjectDocument, e: SetField) -> tuple[Edit, Changes]:
    obj = _target(doc, e.target)
    parts = e.path.split(".")
    holder = obj
    for part in parts[:-1]:
        holder = getattr(holder, part, None)
        if holder is None:
            raise EditError(f"{e.path}: not a field", e.path)
    name = parts[-1]
    if not isinstance(holder, BaseModel) or name not in type(holder).model_fields:
        raise EditError(f"{e.path}: not a field", e.path)
    old = copy.deepcopy(getattr(holder, name))
    value = e.value
    if isinstance(value, BaseModel):
        value = value.model_copy(deep=True)
    try:
        setattr(holder, name, value)
        if isinstance(obj, BaseModel) and holder is not obj:
            # rules across fields of an outer object (params >= active params ...) are checked on
            # the whole target, as the file loader would
            type(obj).model_validate(obj.model_dump())
    except ValidationError as exc:
        _restore(holder, name, old)  # refused means unchanged: a model validator may have run after the set
        raise EditError(first_problem(exc, prefix=".".join(parts[:-1])), e.path) from None
    except (TypeError, ValueError) as exc:
        _restore(holder, name, old)
        raise EditError(f"{e.path}: {exc}", e.path) from None
    ch = Changes()
    if e.target == ASSUMPTIONS:
        ch.assumptions = True
    elif e.target == DOCUMENT:
        ch.document = True
    elif isinstance(obj, Project):
        ch.structure = True
        ch.workload_ids = {w.id for w in obj.workloads}
    else:
        ch.workload_ids = {e.target}
        ch.structure = name in ("name", "kind")
    return SetField(e.target, e.path, old, e.label), ch


def _restore(holder: BaseModel, name: str, old: Any) -> None:
    """Put a field's previous value back without validating it again (it was valid before)."""
    holder.__dict__[name] = old
    fields_set = getattr(holder, "__pydantic_fields_set__", None)
    if fields_set is not None:
        fields_set.add(name)


def _validated_workload(data: dict) -> Workload:
    try:
        return Workload.model_validate(data)
    except ValidationError as exc:
        raise EditError(first_problem(exc), "workload") from None


def _validated_project(data: dict) -> Project:
    try:
        return Project.model_validate(data)
    except ValidationError as exc:
        raise EditError(first_problem(exc), "project") from None


def _ids(doc: ProjectDocument) -> set[str]:
    out = set()
    for p in doc.projects:
        out.add(p.id)
        out.update(w.id for w in p.workloads)
    return out


def apply_edit(doc: ProjectDocument, edit: Edit) -> tuple[Edit, Changes]:
    """Apply ``edit`` to ``doc`` in place; return (inverse edit, what changed)."""
    if isinstance(edit, SetField):
        return _set_field(doc, edit)
    if isinstance(edit, AddProject):
        proj = _validated_project(edit.project)
        if _ids(doc) & ({proj.id} | {w.id for w in proj.workloads}):
            raise EditError("a project or workload with this id already exists", "id")
        idx = len(doc.projects) if edit.index is None else max(0, min(edit.index, len(doc.projects)))
        doc.projects.insert(idx, proj)
        return RemoveProject(proj.id, edit.label), Changes(structure=True, workload_ids={w.id for w in proj.workloads})
    if isinstance(edit, RemoveProject):
        proj = _project(doc, edit.project_id)
        idx = doc.projects.index(proj)
        doc.projects.pop(idx)
        return AddProject(proj.model_dump(mode="json"), idx, edit.label), Changes(structure=True, workload_ids={w.id for w in proj.workloads})
    if isinstance(edit, AddWorkload):
        proj = _project(doc, edit.project_id)
        w = _validated_workload(edit.workload)
        if w.id in _ids(doc):
            raise EditError("a workload with this id already exists", "id")
        idx = len(proj.workloads) if edit.index is None else max(0, min(edit.index, len(proj.workloads)))
        proj.workloads.insert(idx, w)
        return RemoveWorkload(w.id, edit.label), Changes(structure=True, workload_ids={w.id})
    if isinstance(edit, RemoveWorkload):
        proj, idx = _locate_workload(doc, edit.workload_id)
        w = proj.workloads.pop(idx)
        return AddWorkload(proj.id, w.model_dump(mode="json"), idx, edit.label), Changes(structure=True, workload_ids={w.id})
    if isinstance(edit, MoveWorkload):
        src, idx = _locate_workload(doc, edit.workload_id)
        dst = _project(doc, edit.project_id)
        w = src.workloads.pop(idx)
        new_idx = max(0, min(edit.index, len(dst.workloads)))
        dst.workloads.insert(new_idx, w)
        return MoveWorkload(w.id, src.id, idx, edit.label), Changes(structure=True, workload_ids={w.id})
    if isinstance(edit, MoveProject):
        proj = _project(doc, edit.project_id)
        idx = doc.projects.index(proj)
        doc.projects.pop(idx)
        doc.projects.insert(max(0, min(edit.index, len(doc.projects))), proj)
        return MoveProject(proj.id, idx, edit.label), Changes(structure=True)
    if isinstance(edit, ReplaceWorkload):
        new = _validated_workload(edit.workload)
        proj, idx = _locate_workload(doc, new.id)
        old = proj.workloads[idx]
        proj.workloads[idx] = new
        return ReplaceWorkload(old.model_dump(mode="json"), edit.label), Changes(structure=True, workload_ids={new.id})
    if isinstance(edit, SetKind):
        proj, idx = _locate_workload(doc, edit.workload_id)
        w = proj.workloads[idx]
        if edit.kind not in TRAINING_KINDS + INFERENCE_KINDS:
            raise EditError(f"kind: unknown kind '{str(edit.kind)[:40]}'", "kind")
        sets = tuple(SetField(w.id, path, value, edit.label) for path, value in kind_changes(w, edit.kind))
        return apply_edit(doc, Batch(sets, edit.label))
    if isinstance(edit, Batch):
        inverses: list[Edit] = []
        total = Changes()
        try:
            for sub in edit.edits:
                inv, ch = apply_edit(doc, sub)
                inverses.append(inv)
                total = total.merge(ch)
        except EditError:
            for inv in reversed(inverses):  # roll back what was done
                apply_edit(doc, inv)
            raise
        return Batch(tuple(reversed(inverses)), edit.label), total
    raise EditError(f"unknown edit {type(edit).__name__}")


# ---------------------------------------------------------------------------------------------
# choosing a kind


#: Runtimes that only run models (no training): a training kind moves off them.
SERVING_ONLY_RUNTIMES = frozenset({"vllm", "llama_cpp", "tensorrt_llm", "exllamav2", "autoawq", "onnxruntime"})
#: Training stacks with no inference or serving engine of their own: an inference kind moves off them.
TRAINING_ONLY_RUNTIMES = frozenset({"deepspeed", "fsdp", "megatron", "torchtune", "unsloth", "llm_foundry"})
#: PyTorch stacks that load bitsandbytes NF4 weights (QLoRA); MLX quantizes to its own 4 bits.
NF4_RUNTIMES = frozenset({"pytorch", "hf_transformers", "deepspeed", "fsdp", "unsloth", "torchtune", "litgpt"})
#: Framework constraints no training stack satisfies (they only run models).
SERVING_ONLY_FRAMEWORKS = frozenset({"vllm", "llama_cpp", "onnxruntime"})
SERVICE_KINDS = ("realtime_inference", "llm_serving")


#: transcript tokens of one 30-second speech window (kind_changes: English ~100, Mandarin ~150)
SPEECH_WINDOW_TOKENS = 120


def kind_changes(workload: Workload, kind: str) -> list[tuple[str, Any]]:
    """``(path, value)`` for every field :class:`SetKind` changes when ``workload`` becomes ``kind``
    (``kind`` first; fields already right are left out), so the window can also say what a kind
    brings along before it is chosen.  Rules:

    * QLoRA: 4-bit NF4 base weights (MLX: its own ``int4``), compute in bf16 (fp16 kept); a
      runtime without bitsandbytes becomes PyTorch.
    * LoRA, full fine-tune, pretraining: weights stored at the training precision (bf16; fp16 or
      fp32 when training in those; an inference-only int8/int4 precision becomes bf16).
    * LoRA and QLoRA of a model with an architecture: no activation recomputation becomes full
      gradient checkpointing, as the adapter recipes run (PEFT's prepare_model_for_kbit_training,
      torchtune's LoRA configs, Unsloth); a selective setting is kept.
    * Every training kind: a runtime that only runs models (vLLM, llama.cpp, TensorRT-LLM,
      ExLlamaV2, AutoAWQ, ONNX Runtime) becomes PyTorch; a framework constraint that no training
      stack meets (vLLM, llama.cpp, ONNX Runtime) is cleared.
    * Inference kinds: a training-only stack (DeepSpeed, FSDP, Megatron, torchtune, Unsloth, LLM
      Foundry) becomes vLLM for LLMs (serving and batch) and PyTorch for other models.
    * LLM serving: plain PyTorch (a new workload's default) becomes vLLM, the usual serving
      engine; eager PyTorch decodes one request at a time, too slowly for any answer-time target
      (unless the framework constraint rules vLLM out).
    * Inference of a speech model (Whisper): the LLM answer length a new workload starts with (256
      tokens) becomes a 30-second window's transcript, 120 tokens: conversational English at about
      150 words a minute (the US National Center for Voice and Speech's figure) is 75 words, about
      100 BPE tokens at 1.3 tokens a word; Mandarin at about 5 syllables a second (Pellegrino,
      Coupé & Marsico 2011, Language 87(3)) is about 150 characters, one token each for common ones.
    * Services (real-time inference, LLM serving) run always on; a job that was always on becomes
      periodic (batch inference daily, pretraining once, fine-tuning monthly).
    * The name follows the kind ("LoRA fine-tune of Llama 3 8B", in the current language) while it
      is one the app gave (a template's or a kind's name, in any language); a name the user typed
      is kept.
    """
    from gpuadvisor import templates

    r = workload.recipe
    out: list[tuple[str, Any]] = []

    def put(path: str, value: Any) -> None:
        if get_path(workload, path) != value:
            out.append((path, value))

    put("kind", kind)
    runtime = r.runtime
    training = kind in TRAINING_KINDS
    llm = workload.model.family == "decoder_llm"
    if training:
        if runtime in SERVING_ONLY_RUNTIMES:
            runtime = "pytorch"
        if workload.constraints.framework in SERVING_ONLY_FRAMEWORKS:
            put("constraints.framework", None)
        precision = r.precision
        if kind == "qlora":
            if runtime != "mlx" and runtime not in NF4_RUNTIMES:
                runtime = "pytorch"
            if precision not in ("bf16", "fp16"):
                precision = "bf16"
            weight_format = "int4" if runtime == "mlx" else "nf4"
        else:
            if precision in ("int8", "int4"):
                precision = "bf16"
            weight_format = {"fp32": "fp32", "tf32": "fp32", "fp16": "fp16"}.get(precision, "bf16")
        put("recipe.runtime", runtime)
        put("recipe.precision", precision)
        put("recipe.weight_format", weight_format)
        if kind in ("lora", "qlora") and r.recompute == "none" and workload.model.arch is not None:
            # adapters train with gradient checkpointing: PEFT's prepare_model_for_kbit_training turns
            # it on (QLoRA), torchtune's LoRA recipes enable it, Unsloth always does
            put("recipe.recompute", "full")
    elif runtime in TRAINING_ONLY_RUNTIMES:
        put("recipe.runtime", "vllm" if llm else "pytorch")
    elif (kind == "llm_serving" and llm and runtime == "pytorch"
          and workload.constraints.framework in (None, "pytorch", "vllm")):
        put("recipe.runtime", "vllm")  # plain PyTorch (a new workload's default) serves no one in time
    if (not training and workload.model.family == "speech"
            and r.output_tokens == Recipe.model_fields["output_tokens"].default):
        put("recipe.output_tokens", SPEECH_WINDOW_TOKENS)
    sched = workload.schedule
    if kind in SERVICE_KINDS:
        put("schedule.frequency", "always_on")
    elif sched.frequency == "always_on":
        put("schedule.frequency", {"batch_inference": "daily", "pretrain": "once"}.get(kind, "monthly"))
    if templates.is_default_name(workload.name, workload.model.name):
        put("name", templates.kind_default_name(kind, workload.model.name))
    return out
