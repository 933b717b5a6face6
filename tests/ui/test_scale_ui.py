"""A big project does not make the window rebuild everything: the background advise copies only
the edited workloads, the plan table updates the rows that changed, and the recommendation table
of the shown workload stands when another workload is edited."""

import pytest

from gpuadvisor.domain.edits import SetField
from gpuadvisor.ui.bridge import SessionBridge
from editor_window import new_window

TIMEOUT = 30000


@pytest.fixture
def window(qtbot, monkeypatch):
    w = new_window(qtbot, monkeypatch)
    ids = []
    for key in ("lora_8b", "image_batch", "lora_8b"):
        with qtbot.waitSignal(w.bridge.result_ready, timeout=TIMEOUT,
                              check_params_cb=lambda r: r.for_workload(w.bridge.selected_workload_id) is not None):
            w.tree.add_template_workload(key, key)
        ids.append(w.bridge.selected_workload_id)
    w.ids = ids
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def _workloads(doc):
    return {w.id: w for _p, w in doc.workloads()}


def test_snapshot_copies_only_the_edited_workloads(window):
    bridge = window.bridge
    a, b, c = window.ids
    _g1, first = bridge.snapshot()
    live = _workloads(bridge.session.document)
    copies1 = _workloads(first)
    assert all(copies1[i] is not live[i] and copies1[i] == live[i] for i in (a, b, c))
    assert bridge.push(SetField(b, "recipe.micro_batch", 3))
    _g2, second = bridge.snapshot()
    copies2 = _workloads(second)
    assert copies2[a] is copies1[a] and copies2[c] is copies1[c]  # shared: never edited
    assert copies2[b] is not copies1[b] and copies2[b].recipe.micro_batch == 3
    assert copies1[b].recipe.micro_batch != 3  # the first copy is as it was
    # the assumptions and the projects are copies too
    assert second.assumptions is not bridge.session.document.assumptions
    assert second.projects[0] is not bridge.session.document.projects[0]
    # a new document: every workload copied again
    bridge.session.new()
    _g3, third = bridge.snapshot()
    assert not set(_workloads(third)) & {a, b, c}


def test_snapshot_follows_undo(window):
    bridge = window.bridge
    _a, b, _c = window.ids
    before = bridge.session.document.find_workload(b).recipe.micro_batch
    assert bridge.push(SetField(b, "recipe.micro_batch", before + 5))
    bridge.snapshot()
    bridge.undo_stack.undo()
    _g, snap = bridge.snapshot()
    assert _workloads(snap)[b].recipe.micro_batch == before


def test_edit_updates_only_the_plan_rows_that_changed(window, qtbot):
    model = window.plan_view.model
    resets, changed = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda tl, br, *_: changed.append((tl.row(), br.row())))
    a, b, _c = window.ids
    w = window.session.document.find_workload(b)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.bridge.push(SetField(b, "recipe.micro_batch", w.recipe.micro_batch * 4))
    assert resets == []
    assert all(top == bottom for top, bottom in changed)  # row by row, never the whole table
    rows = {top for top, _b in changed}
    assert rows <= {i for i, ln in enumerate(model._lines) if ln.workload_id == b}


def test_editing_another_workload_keeps_the_shown_table(window, qtbot):
    a, b, _c = window.ids
    window.tree.select_id(a)
    qtbot.waitUntil(lambda: window.recommendations.model.rowCount() > 0, timeout=TIMEOUT)
    resets = []
    window.recommendations.model.modelReset.connect(lambda: resets.append(1))
    shown = window.recommendations.selected_result()
    w = window.session.document.find_workload(b)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.bridge.push(SetField(b, "recipe.micro_batch", w.recipe.micro_batch * 4))
    assert resets == []
    assert window.recommendations.selected_result() is shown


def test_sorting_keeps_fitting_options_first(window, qtbot):
    from PySide6.QtCore import Qt

    from gpuadvisor.ui.itemmodels.recommendation_table import COL_PER_YEAR, ObjectRole, SortRole

    window.tree.select_id(window.ids[0])
    panel = window.recommendations
    qtbot.waitUntil(lambda: panel.model.rowCount() > 0, timeout=TIMEOUT)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        panel.table.sortByColumn(COL_PER_YEAR, order)
        rows = [panel.proxy.index(i, COL_PER_YEAR) for i in range(panel.proxy.rowCount())]
        fits = [ix.data(ObjectRole).feasible for ix in rows]
        assert fits == sorted(fits, reverse=True)  # options that fit first
        keys = [ix.data(SortRole) for ix, ok in zip(rows, fits) if ok]
        assert keys == sorted(keys, reverse=order == Qt.SortOrder.DescendingOrder)
        assert panel.proxy.sortColumn() == COL_PER_YEAR and panel.proxy.sortOrder() == order
