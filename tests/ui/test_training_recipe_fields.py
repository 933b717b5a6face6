"""Workload editor: the training recipe choices of issue 14 (training code, optimizer in backward,
activation offload, weight offload and where offloaded state lives) are shown for training kinds
only, and each change is one undoable edit."""

from editor_window import add, window  # noqa: F401 (the window fixture)

NEW = ("recipe.training_code", "recipe.optimizer_in_backward", "recipe.activation_offload", "recipe.grad_accum")
OFFLOAD = ("recipe.parallelism.param_offload", "recipe.parallelism.offload_device")


def test_training_choices_shown_for_training_only_and_undoable(window, qtbot):
    wid = add(window, qtbot, "lora_8b")
    ed = window.editor
    for path in NEW:
        assert ed.is_field_shown(path), path
    for path in OFFLOAD:
        assert not ed.is_field_shown(path), path  # only once the optimizer is offloaded
    doc = window.session.document

    # training code: a choice, one undoable edit
    combo = ed.field("recipe.training_code").editor
    assert {combo.itemData(i) for i in range(combo.count())} == {"ordinary", "tuned"}
    combo.setCurrentIndex(combo.findData("tuned"))
    combo.activated.emit(combo.currentIndex())
    window.bridge.wait_idle()
    assert doc.find_workload(wid).recipe.training_code == "tuned"
    window.bridge.undo_stack.undo()
    assert doc.find_workload(wid).recipe.training_code == "ordinary"

    # offloading the optimizer shows where it goes and the weight offload
    box = ed.field("recipe.parallelism.cpu_offload").editor
    box.click()
    window.bridge.wait_idle()
    assert doc.find_workload(wid).recipe.parallelism.cpu_offload
    for path in OFFLOAD:
        assert ed.is_field_shown(path), path
    assert not ed.is_field_shown("recipe.optimizer_in_backward")  # the CPU steps the optimizer then
    ed.field("recipe.parallelism.param_offload").editor.click()
    window.bridge.wait_idle()
    assert doc.find_workload(wid).recipe.parallelism.param_offload
    window.bridge.undo_stack.undo()
    assert not doc.find_workload(wid).recipe.parallelism.param_offload

    # a service shows none of them
    add(window, qtbot, "llama70b_serving")
    for path in NEW + OFFLOAD:
        assert not ed.is_field_shown(path), path
