"""ChartsView and the five chart widgets: crossover marked as the engine computes it, hover and
legend, export to PNG/SVG/CSV."""

from pathlib import Path

import pytest

pytest.importorskip("pyqtgraph")

from gpuadvisor.engine.cost import cumulative_series  # noqa: E402
from gpuadvisor.session import ProjectSession  # noqa: E402
from gpuadvisor.ui.bridge import SessionBridge  # noqa: E402
from gpuadvisor.ui.charts.charts_view import ChartsView  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ["ecommerce", "manufacturer"]


def _view(qtbot, example):
    session = ProjectSession()
    session.open(ROOT / "resources" / "examples" / f"{example}.gpuadv")
    bridge = SessionBridge(session)
    view = ChartsView(bridge)
    qtbot.addWidget(view)
    view.resize(1000, 650)
    view.show()
    result = bridge.recompute_now()
    return bridge, view, result


def _engine_crossover(owned, rented, a):
    """The engine's crossover month for a pair: one cumulative_series when both run the job alike,
    else the engine's rule (first month owned <= on-demand) over the engine's two series."""
    if owned.usage == rented.usage and owned.replicas == rented.replicas:
        return cumulative_series(owned.option.machine, rented.option.rate, owned.usage, a).crossover_month
    so = cumulative_series(owned.option.machine, rented.option.rate, owned.usage, a)
    sr = cumulative_series(owned.option.machine, rented.option.rate, rented.usage, a)
    own = [v * owned.replicas for v in so.owned]
    od = [v * rented.replicas for v in sr.on_demand]
    return next((t for t in range(1, len(own)) if own[t] <= od[t]), None)


@pytest.mark.parametrize("example", EXAMPLES)
def test_crossover_marked_as_engine(qtbot, example):
    bridge, view, result = _view(qtbot, example)
    a = result.assumptions
    checked_same_usage = 0
    for adv in result.workloads:
        bridge.select_workload(adv.workload.id)
        pair = view.data.pair
        spare = adv.comparison_options(False)
        assert pair.owned is adv.best_where(True)
        assert pair.rented is (adv.best_where(False) or (spare[0] if spare else None))
        chart = view.cumulative
        if not pair.complete:
            assert chart.crossover_line is None and view.data.missing
            continue
        expected = _engine_crossover(pair.owned, pair.rented, a)
        if expected is None:
            assert chart.crossover_line is None
            assert chart.crossover_text == f"no crossover within {chart.data.months[-1]} months"
            # said above the plot, with the 80 % range when the range reaches a crossover
            assert chart.plot_item.titleLabel.text == chart.crossover_range_text
            assert chart.crossover_range_text.startswith(chart.crossover_text)
        else:
            assert chart.crossover_line.value() == expected
            assert chart.crossover_text == f"crossover: month {expected}"
        # a pair on the same hardware (identical usage): exactly cumulative_series(...).crossover_month
        for ro in adv.feasible:
            rr = next((r for r in adv.feasible if not r.option.owned and ro.option.owned
                       and r.option.hw_key == ro.option.hw_key and r.usage == ro.usage), None)
            if rr is None:
                continue
            view.select_pair(ro.option.key, rr.option.key)
            engine = cumulative_series(ro.option.machine, rr.option.rate, ro.usage, a).crossover_month
            line = view.cumulative.crossover_line
            assert (line.value() if line is not None else None) == engine
            assert view.owned_combo.currentData() == ro.option.key
            assert view.rented_combo.currentData() == rr.option.key
            checked_same_usage += 1
            break
        view.select_pair(None, None)
    assert checked_same_usage >= 1


def test_hover_legend_and_pickers(qtbot):
    bridge, view, result = _view(qtbot, "ecommerce")
    adv = next(w for w in result.workloads if w.best_where(True) and w.best_where(False))
    bridge.select_workload(adv.workload.id)
    charts = view.charts()
    for name, chart in charts.items():
        assert chart.data is not None, name
        assert len(chart.legend.items) >= 2, name
        (x0, x1), (y0, y1) = chart.plot_item.vb.viewRange()
        text = chart.show_hover((x0 + x1) / 2, (y0 + y1) / 2)
        assert text and chart.hover.isVisible() and chart.vline.isVisible(), name
        chart.hide_hover()
    cum = charts["cumulative"]
    assert "Month" in cum.show_hover(12, 0) and "NT$" in cum.hover.toPlainText()
    assert "NT$" in cum.plot_item.getAxis("left").labelText
    # pick another owned option: the charts follow, the reset button goes back to the engine's best
    assert view.owned_combo.count() >= 2
    view.owned_combo.setCurrentIndex(1)
    assert view.data.pair.owned.option.key == view.owned_combo.itemData(1)
    view.reset_button.click()
    assert view.data.pair.owned is adv.best_where(True)


def test_export_png_svg_csv(qtbot, tmp_path):
    bridge, view, result = _view(qtbot, "manufacturer")
    adv = next(w for w in result.workloads if w.best_where(True) and w.best_where(False))
    bridge.select_workload(adv.workload.id)
    for name, chart in view.charts().items():
        png, svg, csv = tmp_path / f"{name}.png", tmp_path / f"{name}.svg", tmp_path / f"{name}.csv"
        assert chart.export_png(str(png), width=800)
        chart.export_svg(str(svg))
        chart.export_csv(str(csv))
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert b"<svg" in svg.read_bytes()[:2000]
        assert csv.read_text(encoding="utf-8").count("\n") >= 2
    assert view.cumulative.png_bytes(600)[:4] == b"\x89PNG"


def test_on_premises_workload_compares_with_renting_for_information(qtbot):
    bridge, view, result = _view(qtbot, "manufacturer")
    adv = next((w for w in result.workloads if w.best_where(False) is None and w.workload.kind == "llm_serving"), None)
    assert adv is not None, "the on-premises QA service has no rented option"
    bridge.select_workload(adv.workload.id)
    assert view.data.pair.rented is not None and view.data.pair.rented.comparison_only
    assert "comparison" in view.data.missing  # said on the page: renting is not allowed
    assert view.cumulative.data is not None and {"owned", "on_demand"} <= set(view.cumulative.data.series)
    assert view.rented_combo.isEnabled() and view.rented_combo.count() > 0


def test_workload_with_no_rented_option_at_all(qtbot):
    bridge, view, result = _view(qtbot, "manufacturer")
    adv = next(w for w in result.workloads if w.workload.constraints.edge_deployment)
    assert adv.best_where(False) is None and not adv.comparison_options(False)
    bridge.select_workload(adv.workload.id)
    assert view.data.missing
    assert view.sensitivity.data is None and view.sensitivity.message.text()
    assert view.cumulative.data is not None and "owned" in view.cumulative.data.series
    # nothing preselected, said at the top of the list; every rental still listed, marked, selectable
    assert view.rented_combo.current_key() is None and "fits" in view.rented_combo.currentText()
    assert view.rented_combo.option_count() == sum(1 for r in adv.results if not r.option.owned)
    some = next(r for r in adv.results if not r.option.owned)
    assert view.rented_combo.item_state(some.option.key) == "no"


def test_pyqtgraph_not_loaded_by_ui_package():
    import subprocess
    import sys

    code = ("import sys, gpuadvisor.ui, gpuadvisor.ui.charts, gpuadvisor.ui.printing; "
            "sys.exit('pyqtgraph' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_money_axis_ticks_speak_the_interface_language(qapp):
    """The in-window charts label money as the answer page and the printed charts do: 350k / 1.25M in
    English, 35 萬 / 1.2 億 in 繁體中文."""
    from gpuadvisor import i18n
    from gpuadvisor.ui.charts.base import MoneyAxis

    axis = MoneyAxis("left")
    try:
        i18n.set_language("en")
        assert axis.tickStrings([350_000.0, 1_250_000.0, 0.0], 1.0, 1.0) == ["350k", "1.25M", "0"]
        i18n.set_language("zh_TW")
        ticks = axis.tickStrings([350_000.0, 125_000_000.0], 1.0, 1.0)
        assert ticks[0].endswith("萬") and "35" in ticks[0] and ticks[1].endswith("億"), ticks
    finally:
        i18n.set_language(None)


def test_a_chart_without_data_shows_its_reason_not_empty_axes(qtbot):
    """Nothing fits the workload: the reason in the chart's place, no empty 0-1 axes; data again:
    the plot is back."""
    from pathlib import Path

    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import load_project
    from gpuadvisor.report import charts_data as cd
    from gpuadvisor.ui.charts.cumulative import CumulativeChart

    chart = CumulativeChart()
    qtbot.addWidget(chart)
    chart.show()
    chart.set_data(None, "No option fits this workload, so there is nothing to compare.")
    assert chart.plot.isHidden() and not chart.message.isHidden()
    assert chart.message.text().startswith("No option fits") and not chart.export_button.isEnabled()
    root = Path(__file__).resolve().parents[2]
    res = advise(load_project(root / "resources" / "examples" / "manufacturer.gpuadv"), load_catalog())
    adv = res.workloads[0]
    chart.set_data(cd.cumulative_data(cd.default_pair(adv), res.assumptions))
    assert not chart.plot.isHidden() and chart.export_button.isEnabled()
