"""ProjectTreeModel: Qt's model checks, rename, drag and drop, and the tree panel's operations."""

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QMessageBox

from gpuadvisor.session import ProjectSession
from gpuadvisor.ui.bridge import SessionBridge
from gpuadvisor.ui.itemmodels.project_tree import ProjectTreeModel
from gpuadvisor.ui.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "manufacturer.gpuadv"


@pytest.fixture
def bridge(qtbot):
    s = ProjectSession()
    s.open(EXAMPLE)
    b = SessionBridge(s)
    yield b
    b.wait_idle()


def names(model):
    out = []
    for r in range(model.rowCount()):
        p = model.index(r, 0)
        out.append((p.data(), [model.index(i, 0, p).data() for i in range(model.rowCount(p))]))
    return out


def test_modeltester(qtmodeltester, bridge):
    model = ProjectTreeModel(bridge)
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() == 3 and model.rowCount(model.index(0, 0)) == 2


def test_modeltester_through_edits(qtmodeltester, bridge):
    model = ProjectTreeModel(bridge)
    qtmodeltester.check(model, force_py=True)  # keeps watching the signals below
    wid = bridge.session.document.projects[0].workloads[0].id
    pid2 = bridge.session.document.projects[2].id
    assert model.dropMimeData(model.mimeData([model.index_for_id(wid)]), Qt.DropAction.MoveAction, 0, 0,
                              model.index_for_id(pid2)) is False  # the edit did the move
    assert names(model)[2][1][0] == "Monthly detector training"
    assert model.setData(model.index_for_id(wid), "Renamed", Qt.ItemDataRole.EditRole)
    assert model.index_for_id(wid).data() == "Renamed"
    bridge.undo_stack.undo()
    bridge.undo_stack.undo()
    assert names(model)[0][1][0] == "Monthly detector training"


def test_roles(bridge):
    model = ProjectTreeModel(bridge)
    p = model.index(0, 0)
    w = model.index(0, 0, p)
    assert p.data(ProjectTreeModel.KindRole) == "project" and w.data(ProjectTreeModel.KindRole) == "workload"
    assert w.data(ProjectTreeModel.ObjectRole).kind == "full_finetune"
    assert w.data(ProjectTreeModel.IdRole) == "mfg-a-train"
    assert "Full fine-tune" in w.data(Qt.ItemDataRole.ToolTipRole)
    assert p.data(Qt.ItemDataRole.FontRole).bold()
    assert not model.setData(w, "   ")  # blank names are refused
    assert model.flags(QModelIndex()) & Qt.ItemFlag.ItemIsDropEnabled
    assert not (model.flags(w) & Qt.ItemFlag.ItemIsDropEnabled)


def test_drop_rules(bridge):
    model = ProjectTreeModel(bridge)
    proj = model.index_for_id("mfg-a")
    work = model.index_for_id("mfg-a-edge")
    pdata = model.mimeData([proj])
    wdata = model.mimeData([work])
    act = Qt.DropAction.MoveAction
    assert not model.canDropMimeData(wdata, act, 0, 0, QModelIndex())  # workloads live in projects
    assert not model.canDropMimeData(pdata, act, 0, 0, proj)  # projects stay at the top
    assert not model.canDropMimeData(wdata, act, 1, 0, proj)  # same place
    assert model.canDropMimeData(pdata, act, 3, 0, QModelIndex())
    model.dropMimeData(pdata, act, -1, 0, QModelIndex())  # to the end
    assert [n for n, _ in names(model)][-1] == "Wafer-defect detection"
    model.dropMimeData(wdata, act, -1, 0, model.index_for_id("mfg-b-train"))  # onto a workload: before it
    assert names(model)[0][1] == ["Line-PC defect inference (< 50 ms)", "Weekly forecaster retrain"]


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    s = ProjectSession()
    w = MainWindow(session=s)
    qtbot.addWidget(w)
    w.open_path(str(EXAMPLE), ask=False)
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def test_panel_operations(window):
    t, doc = window.tree, window.session.document
    before = doc.model_dump()
    assert window.bridge.selected_workload_id == "mfg-a-train"  # first workload selected on open
    t.move_selected(+1)
    assert [w.id for w in doc.projects[0].workloads] == ["mfg-a-edge", "mfg-a-train"]
    assert window.bridge.selected_workload_id == "mfg-a-train"
    t.duplicate_selected()
    assert [w.name for w in doc.projects[0].workloads][-1] == "Monthly detector training (copy)"
    t.delete_selected()
    assert len(doc.projects[0].workloads) == 2 and window.bridge.selected_workload_id == "mfg-a-train"
    t.move_to_project("mfg-c")
    assert [w.id for w in doc.projects[2].workloads] == ["mfg-c-serve", "mfg-a-train"]
    t.select_id("mfg-b")
    assert window.bridge.selected_workload_id == ""
    t.duplicate_selected()
    assert len(doc.projects) == 4 and doc.projects[2].name == "Sensor forecasting (copy)"
    assert doc.projects[2].workloads[0].id != doc.projects[1].workloads[0].id
    t.add_template_project("llm_lab", "lab")
    assert any(p.name == "LLM fine-tuning lab" for p in doc.projects)
    stack = window.bridge.undo_stack
    while stack.canUndo():
        stack.undo()
    assert window.session.document.model_dump() == before
    assert not window.isWindowModified()
