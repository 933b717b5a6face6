"""The Schedule and limits tab's 'Hardware vendor': choosing a maker limits the advice to its
accelerators in one undoable edit; 'Any' lifts it."""

from __future__ import annotations

from editor_window import add, choose, window  # noqa: F401 (the window fixture)

TIMEOUT = 20000


def test_choosing_a_vendor_limits_the_advice(window, qtbot):
    wid = add(window, qtbot, "lora_8b")
    ed, doc, stack = window.editor, window.session.document, window.bridge.undo_stack
    field = ed.field("constraints.vendor")
    assert [field.editor.itemData(i) for i in range(field.editor.count())] == ["", "NVIDIA", "AMD", "Apple", "Google", "Intel"]
    before = stack.index()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(field, "AMD")
    assert doc.find_workload(wid).constraints.vendor == "AMD" and stack.index() == before + 1
    window.bridge.wait_idle()
    adv = window.session.current_result.for_workload(wid)
    assert adv.feasible and all(r.option.accelerator.vendor == "AMD" for r in adv.feasible)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        stack.undo()
    assert doc.find_workload(wid).constraints.vendor is None
    window.bridge.wait_idle()
    assert any(r.option.accelerator.vendor == "NVIDIA" for r in window.session.current_result.for_workload(wid).feasible)
