"""Workload editor: the training recipe choices of issue 14 (training code, optimizer in backward,
activation offload, weight offload and where offloaded state lives) are shown for training kinds
only, and each change is one undoable edit."""

import pytest
from PySide6.QtWidgets import QMessageBox

from gpuadvisor.session import ProjectSession
from gpuadvisor.ui.main_window import MainWindow

TIMEOUT = 20000
NEW = ("recipe.training_code", "recipe.optimizer_in_backward", "recipe.activation_offload", "recipe.grad_accum")
OFFLOAD = ("recipe.parallelism.param_offload", "recipe.parallelism.offload_device")


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = MainWindow(session=ProjectSession())
    qtbot.addWidget(w)
    w.show()
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def add(window, qtbot, key):
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT,
                          check_params_cb=lambda r: r.for_workload(window.bridge.selected_workload_id) is not None):
        window.tree.add_template_workload(key, key)
    return window.bridge.selected_workload_id


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
