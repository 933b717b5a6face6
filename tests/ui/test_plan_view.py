"""Plan view: the plan across projects, and the assumptions form (undoable, validated)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gpuadvisor.persistence import load_project
from gpuadvisor.session import ProjectSession
from gpuadvisor.ui.bridge import SessionBridge
from gpuadvisor.ui.itemmodels.plan_table import COL_ANNUAL, COL_CHOICE, ObjectRole, PlanTableModel
from gpuadvisor.ui.views.plan_view import PlanView

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def view_bridge(qtbot):
    session = ProjectSession(document=load_project(EXAMPLES / "manufacturer.gpuadv"))
    bridge = SessionBridge(session)
    view = PlanView(bridge)
    qtbot.addWidget(view)
    view.resize(1200, 760)
    view.show()
    bridge.recompute_now()
    yield view, bridge
    bridge.wait_idle()


def test_plan_table_model(qtmodeltester, view_bridge):
    _view, bridge = view_bridge
    model = PlanTableModel()
    result = bridge.session.result
    model.set_plan(result.plan, result.assumptions)
    qtmodeltester.check(model)
    assert model.rowCount() == len(result.plan.lines) == 4
    line = model.data(model.index(0, 0), ObjectRole)
    assert model.data(model.index(0, COL_CHOICE)) == line.choice
    assert model.data(model.index(0, COL_ANNUAL)).startswith("NT$")


def test_plan_view_shows_totals_shared_server_and_recommendation(view_bridge):
    view, bridge = view_bridge
    plan = bridge.session.result.plan
    assert view.model.rowCount() == len(plan.lines)
    assert "NT$" in view.total_text()
    assert view.recommendation_label.text()
    if plan.best_shared is not None:
        assert plan.best_shared.label in view.shared_label.text()
        assert "Utilisation" in view.shared_label.text()


def _spin(view, name):
    return view.assumptions.inputs[name]


def test_assumption_edit_is_undoable_and_changes_the_plan(view_bridge):
    view, bridge = view_bridge
    before_total = view.total_text()
    before = view.annual_costs()
    spin = _spin(view, "pue")
    assert spin.toolTip().startswith("Source:")
    spin.setValue(2.5)
    assert bridge.session.document.assumptions.pue == 2.5
    assert bridge.undo_stack.count() == 1
    bridge.recompute_now()
    after = view.annual_costs()
    assert view.total_text() != before_total
    assert any(a > b for a, b in zip(after, before))  # owned machines pay more for energy
    bridge.undo_stack.undo()
    assert bridge.session.document.assumptions.pue == pytest.approx(1.3)
    assert spin.value() == pytest.approx(1.3)  # the form follows undo
    bridge.recompute_now()
    assert view.annual_costs() == pytest.approx(before)
    assert view.total_text() == before_total


def test_share_fields_are_percentages(view_bridge):
    view, bridge = view_bridge
    spin = _spin(view, "resale_share_consumer")
    assert "%" in spin.suffix()
    spin.setValue(50.0)
    assert bridge.session.document.assumptions.resale_share_consumer == pytest.approx(0.5)


def test_bad_assumption_value_shows_message_and_leaves_document(view_bridge):
    view, bridge = view_bridge
    doc_before = bridge.session.document.assumptions.model_dump()
    spin = _spin(view, "reserved_discount_1y")  # must stay below 100 %
    spin.setValue(spin.maximum())
    err = view.assumptions.errors["reserved_discount_1y"]
    assert not err.isHidden() and err.text()
    assert bridge.session.document.assumptions.model_dump() == doc_before
    assert bridge.undo_stack.count() == 0
    assert spin.value() == pytest.approx(0.0)  # back to the last valid value (the default: none assumed)
    spin.setValue(40.0)  # a good value clears the message
    assert err.isHidden()


def test_currency_and_efficiency_overrides(view_bridge):
    view, bridge = view_bridge
    combo = view.assumptions.inputs["currency"]
    combo.setCurrentIndex(combo.findData("USD"))
    combo.activated.emit(combo.currentIndex())
    assert bridge.session.document.assumptions.currency == "USD"
    bridge.recompute_now()
    assert view.model.data(view.model.index(0, COL_ANNUAL)).startswith("US$")
    ed = view.assumptions
    ed.override_key.setCurrentText("train_mfu")
    ed.override_value.setValue(0.3)
    ed.override_set.click()
    assert bridge.session.document.assumptions.efficiency_overrides == {"train_mfu": 0.3}
    assert ed.overrides_table.rowCount() == 1
    ed.overrides_table.selectRow(0)
    ed.override_remove.click()
    assert bridge.session.document.assumptions.efficiency_overrides == {}
    bridge.undo_stack.undo()
    assert bridge.session.document.assumptions.efficiency_overrides == {"train_mfu": 0.3}
    assert ed.overrides_table.item(0, 0).text() == "train_mfu"


def test_one_workload_plan_page_gives_the_engines_reason(qtbot):
    """A file with one workload that may share has no shared server to weigh: the page says so (the
    engine's sentence), not that no owned machine can run it."""
    doc = load_project(EXAMPLES / "manufacturer.gpuadv")
    project = doc.projects[0]
    doc = doc.model_copy(update={"projects": [project.model_copy(update={"workloads": project.workloads[:1]})]})
    session = ProjectSession(document=doc)
    bridge = SessionBridge(session)
    view = PlanView(bridge)
    qtbot.addWidget(view)
    view.show()
    bridge.recompute_now()
    bridge.wait_idle()
    plan = session.result.plan
    assert plan.best_shared is None
    assert "Fewer than two workloads may share a machine" in view.recommendation_label.text()
    assert "Fewer than two workloads may share a machine" in view.shared_label.text()
    assert "No single owned machine" not in view.recommendation_label.text() + view.shared_label.text()
