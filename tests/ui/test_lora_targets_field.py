"""LoRA targets: an empty list trains nothing, so the field refuses it inline (nothing pushed) and
a file that holds one for a LoRA workload is refused naming the field; targets typed with Chinese
separators ("q、v", "q，v") are read."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from gpuadvisor.domain.project import ModelSpec, Recipe, Workload

from editor_window import add, type_into, window  # noqa: F401 (the window fixture)


def test_empty_targets_are_refused_at_the_field(window, qtbot):
    wid = add(window, qtbot, "lora_8b")
    ed = window.editor
    f = ed.field("recipe.lora_targets")
    before = list(window.session.document.find_workload(wid).recipe.lora_targets)
    count = window.bridge.undo_stack.count()
    type_into(qtbot, f, "")
    assert not f.message.isHidden() and "at least one projection" in f.message.text()
    assert window.bridge.undo_stack.count() == count
    assert window.session.document.find_workload(wid).recipe.lora_targets == before
    type_into(qtbot, f, "q、v")
    assert window.session.document.find_workload(wid).recipe.lora_targets == ["q", "v"]
    assert f.message.isHidden()
    type_into(qtbot, f, "q，k，v")
    assert window.session.document.find_workload(wid).recipe.lora_targets == ["q", "k", "v"]


def test_a_lora_workload_without_targets_does_not_validate():
    with pytest.raises(ValidationError, match="LoRA targets: name at least one projection"):
        Workload(kind="lora", model=ModelSpec(name="m", params_b=1), recipe=Recipe(lora_targets=[]))
    # a full fine-tune does not use them: an empty list is no error there
    Workload(kind="full_finetune", model=ModelSpec(name="m", params_b=1), recipe=Recipe(lora_targets=[]))
