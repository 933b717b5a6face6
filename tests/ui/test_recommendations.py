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
    assert model.data(model.index(0, COL_MEMORY)).endswith("GiB")
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
    proxy.set_categories({"apple"})
    assert proxy.rowCount() > 0
    assert {proxy.data(proxy.index(i, 0), ObjectRole).option.category for i in range(proxy.rowCount())} == {"apple"}
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
