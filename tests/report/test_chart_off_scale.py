"""A commitment line far above the lines being compared is not drawn (it would flatten them into the
axis): the cumulative chart names it with its cost instead, in the window and in the PDF picture."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report import charts_data as cd

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def ecommerce():
    """The example with commitment discounts of the user's own (by default a commitment is offered only
    at a published price, and the example's recommender is rented where none is published)."""
    doc = load_project(ROOT / "resources" / "examples" / "ecommerce.gpuadv")
    # 120 h allowed for the recommender: its owned pick, a desktop RTX 5070 at 69 h a run, is then on
    # time even at the slow end of the estimate (with 72 h it ranks after faster machines)
    for w in doc.projects[0].workloads:
        if w.id == "ecom-recsys":
            w.schedule.hours_allowed_per_run = 120.0
    doc = doc.model_copy(update={"assumptions": doc.assumptions.model_copy(
        update={"reserved_discount_1y": 0.35, "reserved_discount_3y": 0.55})})
    return advise(doc, load_catalog())


def test_a_year_reserved_for_a_quarterly_job_is_named_not_drawn(ecommerce, qapp):
    from gpuadvisor.ui import report_charts as RC

    a = ecommerce.assumptions
    adv = ecommerce.for_workload("ecom-recsys")
    data = cd.cumulative_data(cd.default_pair(adv), a)
    assert "reserved_1y" in data.series and "reserved_1y" in data.off_scale
    others = max(max(v) for k, v in data.series.items() if k not in ("reserved_1y", "reserved_3y"))
    assert max(data.series["reserved_1y"]) > cd.OFF_SCALE * others
    assert set(data.drawn) == set(data.series) - set(data.off_scale)
    label = data.off_scale_label
    assert label.startswith("Not drawn, far above the others: 1-year commitment NT$") and "month 36" in label
    # the printed picture: the scale reaches the drawn lines, not the commitment; the legend names it
    ticks = RC.y_ticks(data)
    assert ticks[-1] < data.series["reserved_1y"][-1] / 2
    assert ticks[-1] >= others
    entries = RC.legend_entries(data)
    assert ("caveat", label) in entries
    assert not any(key == "reserved_1y" for key, _label in entries)
    # and the export keeps every series (the table behind the chart)
    assert "1-year commitment" in data.columns()


def test_commitments_close_to_the_others_are_drawn(ecommerce):
    """A commitment within OFF_SCALE of the other lines' highest point stays on the chart."""
    a = ecommerce.assumptions
    for adv in ecommerce.workloads:
        data = cd.cumulative_data(cd.default_pair(adv), a)
        if data is None:
            continue
        others = max(max(v) for k, v in data.series.items() if k not in ("reserved_1y", "reserved_3y"))
        others = max([others] + [max(high) for _low, high in data.bands.values()])
        for key in ("reserved_1y", "reserved_3y"):
            if key in data.series:
                assert (key in data.off_scale) == (max(data.series[key]) > cd.OFF_SCALE * others), (adv.workload.name, key)


def test_the_window_chart_leaves_it_out_and_says_so(ecommerce, qtbot):
    from gpuadvisor.ui.charts.cumulative import CumulativeChart

    data = cd.cumulative_data(cd.default_pair(ecommerce.for_workload("ecom-recsys")), ecommerce.assumptions)
    chart = CumulativeChart()
    qtbot.addWidget(chart)
    chart.set_data(data)
    assert "owned" in chart.curves and "reserved_1y" not in chart.curves
    labels = [label.text for _sample, label in chart.legend.items]
    assert any("Not drawn, far above the others" in t for t in labels), labels


def test_the_usage_chart_leaves_the_commitment_out_too(ecommerce, qtbot):
    """Cost vs busy hours: a B200 reserved all month (NT$80k a month) against a desktop and a few
    on-demand hours (under NT$10k at any usage)."""
    from gpuadvisor.ui.charts.utilisation import UtilisationChart

    data = cd.utilisation_data(cd.default_pair(ecommerce.for_workload("ecom-recsys")), ecommerce.assumptions)
    assert "reserved_1y" in data.off_scale
    assert data.off_scale_label.startswith("Not drawn, far above the others: 1-year commitment NT$")
    assert data.off_scale_label.endswith("a month")
    chart = UtilisationChart()
    qtbot.addWidget(chart)
    chart.set_data(data)
    drawn_top = max(max(v) for k, v in data.series.items() if k not in data.off_scale)
    (_y0, y1) = chart.plot_item.vb.viewRange()[1]
    assert y1 < max(data.series["reserved_1y"]) / 2 and y1 >= drawn_top
    labels = [label.text for _sample, label in chart.legend.items]
    assert any("Not drawn, far above the others" in t for t in labels), labels
