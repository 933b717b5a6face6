"""Recommendation table model, filter proxy and panel on the example projects."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gpuadvisor.persistence import load_project
from gpuadvisor.session import ProjectSession
from gpuadvisor.ui.bridge import SessionBridge
from gpuadvisor.ui.itemmodels.recommendation_table import (
    COL_CATEGORY,
    COL_MEMORY,
    COL_OPTION,
    COL_PER_YEAR,
    COL_RANK,
    COL_WHY,
    ObjectRole,
    RecommendationFilterProxy,
    RecommendationTableModel,
    SortRole,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture(scope="module")
def manufacturer_result():
    session = ProjectSession(document=load_project(EXAMPLES / "manufacturer.gpuadv"))
    return session.recompute()


def _advice(result, workload_id):
    adv = result.for_workload(workload_id)
    assert adv is not None
    return adv


def _model(qtbot, result, workload_id="mfg-a-train"):
    model = RecommendationTableModel()
    model.set_advice(_advice(result, workload_id), result.assumptions)
    return model


def test_model_passes_qtmodeltester(qtmodeltester, manufacturer_result):
    model = RecommendationTableModel()
    model.set_advice(_advice(manufacturer_result, "mfg-c-serve"), manufacturer_result.assumptions)
    qtmodeltester.check(model)
    model.set_advice(None, None)
    qtmodeltester.check(model)


def test_model_rows_roles_and_units(qtbot, manufacturer_result):
    model = _model(qtbot, manufacturer_result)
    adv = _advice(manufacturer_result, "mfg-a-train")
    assert model.rowCount() == len(adv.results)
    first = model.index(0, COL_OPTION)
    assert model.data(first, ObjectRole) is adv.results[0]
    assert model.data(model.index(0, COL_RANK)) == "1"
    assert " / " in model.data(model.index(0, COL_MEMORY))
    assert model.data(model.index(0, COL_PER_YEAR)).startswith("NT$")  # the document prices in TWD
    assert isinstance(model.data(model.index(0, COL_PER_YEAR), SortRole), float)
    assert model.data(model.index(0, COL_MEMORY), Qt.ItemDataRole.ToolTipRole)
    # the options that do not fit come last, greyed, with the reason
    last = model.rowCount() - 1
    r = model.data(model.index(last, COL_OPTION), ObjectRole)
    assert not r.feasible
    assert model.data(model.index(last, COL_RANK)) == "—"
    assert model.data(model.index(last, COL_WHY)) .startswith(r.reasons[0])
    assert model.data(model.index(last, COL_OPTION), Qt.ItemDataRole.ForegroundRole) is not None
    assert model.data(first, Qt.ItemDataRole.ForegroundRole) is None


def test_suggestions_shown_for_options_that_miss_on_memory(qtbot, manufacturer_result):
    model = _model(qtbot, manufacturer_result, "mfg-c-serve")
    rows = [model.data(model.index(i, COL_OPTION), ObjectRole) for i in range(model.rowCount())]
    with_suggestion = [i for i, r in enumerate(rows) if r.suggestions]
    assert with_suggestion, "the 70B serving workload should have options that fit after a change"
    i = with_suggestion[0]
    assert rows[i].suggestions[0] in model.data(model.index(i, COL_WHY))


def test_proxy_filters(qtbot, manufacturer_result):
    model = _model(qtbot, manufacturer_result)
    proxy = RecommendationFilterProxy()
    proxy.setSourceModel(model)
    total = proxy.rowCount()
    proxy.set_fits_only(True)
    feasible = proxy.rowCount()
    assert 0 < feasible < total
    assert all(proxy.data(proxy.index(i, 0), ObjectRole).feasible for i in range(feasible))
    category = proxy.data(proxy.index(feasible - 1, 0), ObjectRole).option.category  # one that has fitting rows
    proxy.set_categories({category})
    assert proxy.rowCount() > 0
    assert {proxy.data(proxy.index(i, 0), ObjectRole).option.category for i in range(proxy.rowCount())} == {category}
    proxy.set_categories(None)
    proxy.set_ownership("owned")
    assert all(proxy.data(proxy.index(i, 0), ObjectRole).option.owned for i in range(proxy.rowCount()))
    proxy.set_ownership("rented")
    assert all(not proxy.data(proxy.index(i, 0), ObjectRole).option.owned for i in range(proxy.rowCount()))
    proxy.set_ownership("all")
    proxy.set_text("v100")
    assert proxy.rowCount() > 0
    assert all("v100" in proxy.data(proxy.index(i, COL_OPTION)).casefold() for i in range(proxy.rowCount()))
    with pytest.raises(ValueError):
        proxy.set_ownership("borrowed")


def test_proxy_sorts_by_cost_with_feasible_first(qtbot, manufacturer_result):
    model = _model(qtbot, manufacturer_result)
    proxy = RecommendationFilterProxy()
    proxy.setSourceModel(model)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        proxy.sort(COL_PER_YEAR, order)
        rows = [proxy.data(proxy.index(i, 0), ObjectRole) for i in range(proxy.rowCount())]
        flags = [r.feasible for r in rows]
        assert flags == sorted(flags, reverse=True), "feasible options stay on top"
        costs = [r.annual_usd for r in rows if r.feasible]
        assert costs == sorted(costs, reverse=order == Qt.SortOrder.DescendingOrder)
    proxy.sort(COL_CATEGORY, Qt.SortOrder.AscendingOrder)
    assert proxy.rowCount() == model.rowCount()


# -- the panel ------------------------------------------------------------------------------------


@pytest.fixture
def panel_bridge(qtbot):
    session = ProjectSession(document=load_project(EXAMPLES / "manufacturer.gpuadv"))
    bridge = SessionBridge(session)
    from gpuadvisor.ui.views.recommendation_panel import RecommendationPanel

    panel = RecommendationPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(1200, 760)
    panel.show()
    bridge.recompute_now()
    bridge.select_workload("mfg-a-train")
    yield panel, bridge
    bridge.wait_idle()


def _proxy_results(panel):
    return [panel.proxy.data(panel.proxy.index(i, 0), ObjectRole) for i in range(panel.proxy.rowCount())]


def test_panel_shows_ranked_options_for_the_workload(panel_bridge):
    panel, bridge = panel_bridge
    advice = bridge.session.result.for_workload("mfg-a-train")
    assert "Monthly detector training" in panel.name_label.text()
    assert panel.best_owned_label.text().startswith("Best owned:")
    assert advice.best_where(True).label in panel.best_owned_label.text()
    assert advice.best_where(False).label in panel.best_rented_label.text()
    rows = _proxy_results(panel)
    ranks = [r.rank for r in rows if r.feasible]
    assert ranks[:5] == [1, 2, 3, 4, 5]
    assert panel.selected_result() is advice.best  # the best option is shown in detail at first


def test_panel_sorts_by_cost_and_filters(panel_bridge, qtbot):
    panel, _bridge = panel_bridge
    panel.table.sortByColumn(COL_PER_YEAR, Qt.SortOrder.DescendingOrder)
    costs = [r.annual_usd for r in _proxy_results(panel) if r.feasible]
    assert costs == sorted(costs, reverse=True) and costs[0] > costs[-1]
    total = panel.proxy.rowCount()
    panel.fits_only.setChecked(True)
    assert all(r.feasible for r in _proxy_results(panel))
    assert panel.proxy.rowCount() < total
    panel.category_combo.setCurrentIndex(panel.category_combo.findData("consumer"))
    rows = _proxy_results(panel)
    assert rows and {r.option.category for r in rows} == {"consumer"}
    qtbot.keyClicks(panel.search, "3090")
    rows = _proxy_results(panel)
    assert rows and all("3090" in r.label for r in rows)
    assert panel.selected_result() in rows  # the selection follows the filter
    panel.search.clear()
    panel.category_combo.setCurrentIndex(0)
    panel.fits_only.setChecked(False)
    assert panel.proxy.rowCount() == total


def test_selecting_an_option_fills_the_detail_pane(panel_bridge, qtbot):
    panel, _bridge = panel_bridge
    panel.table.sortByColumn(COL_RANK, Qt.SortOrder.AscendingOrder)
    idx = panel.proxy.index(3, COL_OPTION)
    rect = panel.table.visualRect(idx)
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    r = idx.data(ObjectRole)
    assert panel.selected_result() is r
    detail = panel.detail
    assert detail.title.text() == r.label
    items = [detail.memory_table.item(i, 0).text() for i in range(detail.memory_table.rowCount())]
    assert "Weights" in items and "Activations" in items and "Total per device" in items
    assert [k for k, _v in detail.memory_bar.segments] == [k for k, v in r.estimate.memory.items.items() if v > 0]
    assert len(detail.steps) == len(r.estimate.steps)
    assert all(label in detail.steps_label.text() for label, _v, _u in r.estimate.steps[:1])
    assert detail.cost_table.rowCount() >= 2
    if r.cloud_cost is not None:
        assert detail.modes_table.rowCount() == 5
    assert detail.explanation.text() == r.explanation


def test_selection_sort_and_filter_survive_a_recompute(panel_bridge):
    panel, bridge = panel_bridge
    panel.fits_only.setChecked(True)
    panel.table.sortByColumn(COL_PER_YEAR, Qt.SortOrder.DescendingOrder)
    panel.table.selectRow(2)
    key = panel.selected_result().option.key
    from gpuadvisor.domain.edits import SetField

    assert bridge.push(SetField("assumptions", "pue", 1.6))
    bridge.recompute_now()
    assert panel.selected_result().option.key == key
    assert panel.fits_only.isChecked()
    assert panel.table.horizontalHeader().sortIndicatorSection() == COL_PER_YEAR
    costs = [r.annual_usd for r in _proxy_results(panel)]
    assert costs == sorted(costs, reverse=True)


def test_panel_objective_and_busy_indicator(panel_bridge):
    panel, bridge = panel_bridge
    i = panel.objective_combo.findData("fastest")
    panel.objective_combo.setCurrentIndex(i)
    panel.objective_combo.activated.emit(i)
    assert bridge.session.objective == "fastest"
    result = bridge.recompute_now()
    assert result.for_workload("mfg-a-train").objective == "fastest"
    bridge.busy_changed.emit(True)
    assert panel.busy_label.isVisible()
    bridge.busy_changed.emit(False)
    assert not panel.busy_label.isVisible()
    bridge.select_workload("")
    assert panel.model.rowCount() == 0
    assert panel.selected_result() is None


def test_panel_made_after_the_first_advise_shows_it(qtbot):
    from gpuadvisor.ui.views.recommendation_panel import RecommendationPanel

    session = ProjectSession(document=load_project(EXAMPLES / "ecommerce.gpuadv"))
    bridge = SessionBridge(session)
    bridge.recompute_now()
    bridge.select_workload("ecom-search")
    panel = RecommendationPanel(bridge)
    qtbot.addWidget(panel)
    assert panel.model.rowCount() > 0
    w = session.document.find_workload("ecom-search")
    pct = f" (P{w.recipe.latency_percentile:g})" if w.recipe.latency_target_ms else ""  # judged there (fbfe444)
    assert panel.model.headerData(5, Qt.Orientation.Horizontal) == f"Latency{pct}"  # real-time: latency, not throughput
