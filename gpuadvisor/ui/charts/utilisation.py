"""(b) Monthly cost vs busy hours of the owned machine per month (0-730): owned against the
rental's modes, with the break-even point and the project's own usage marked; the top axis shows
the utilisation of one machine."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

from gpuadvisor.report.charts_data import money_axis_label
from gpuadvisor.report.labels import series_label
from gpuadvisor.ui.format import fmt_number, fmt_percent

from .base import ChartWidget, MoneyAxis, color, nearest_index, pen

HOURS_PER_MONTH = 730.0


class PercentAxis(pg.AxisItem):
    """Top axis: busy hours as a share of the 730-hour month."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 - pyqtgraph API
        # ticks at round percentages (setTicks on this axis crashes at garbage collection with
        # PySide6 6.12 + pyqtgraph 0.14, so the positions are computed here)
        major = [HOURS_PER_MONTH * k / 5 for k in range(6) if minVal <= HOURS_PER_MONTH * k / 5 <= maxVal]
        minor = [HOURS_PER_MONTH * k / 10 for k in range(11) if minVal <= HOURS_PER_MONTH * k / 10 <= maxVal]
        return [(HOURS_PER_MONTH / 5, major), (HOURS_PER_MONTH / 10, [m for m in minor if m not in major])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph API
        return [f"{v * scale / HOURS_PER_MONTH:.0%}" for v in values]


class UtilisationChart(ChartWidget):
    chart_name = "cost-vs-busy-hours"

    def __init__(self, parent=None) -> None:
        super().__init__(parent, axis_items={"left": MoneyAxis("left"), "top": PercentAxis("top")})
        self.breakeven_line: pg.InfiniteLine | None = None
        self.usage_line: pg.InfiniteLine | None = None

    def _draw(self, data) -> None:
        p = self.plot_item
        xs = list(data.busy_hours)
        s = data.series
        self.breakeven_line = self.usage_line = None
        off = set(getattr(data, "off_scale", ()))
        for key in ("owned", "on_demand", "reserved_1y", "reserved_3y"):
            if key not in s or key in off:
                continue
            name = series_label(key)
            if key == "owned" and data.owned_label:
                name = self.tr("Owned: {option}").format(option=data.owned_label)
            elif key == "on_demand" and data.rented_label:
                name = self.tr("On-demand: {option}").format(option=data.rented_label)
            curve = p.plot(xs, list(s[key]), pen=pen(key, 3.0 if key in ("owned", "on_demand") else 2.0),
                           name=self.legend_text(name))
            curve.setZValue(5 if key == "owned" else 0)
        if "spot_low" in s and "spot_high" in s:  # only when the rental may run on spot (charts_data)
            self.add_spot_band(xs, s["spot_low"], s["spot_high"], self.tr("Spot band"))
        elif "spot_low" in s:
            self.add_spot_line(xs, s["spot_low"], series_label("spot_low"))
        if self.caveat():
            self.add_caveat_entry(self.caveat())
        if off:
            self.add_caveat_entry(data.off_scale_label)
        # the y range: what the drawn lines reach inside one machine's month
        drawn = {k: v for k, v in s.items() if k not in off}
        top = max(max(v) for v in drawn.values()) if drawn else 1.0
        if data.breakeven_hours is not None and data.breakeven_hours <= HOURS_PER_MONTH:
            self.breakeven_line = pg.InfiniteLine(
                pos=data.breakeven_hours, angle=90, movable=False,
                pen=pg.mkPen("#b2182b", width=2, style=Qt.PenStyle.DashLine), label=data.breakeven_label,
                labelOpts={"position": 0.93, "color": "#b2182b", "fill": pg.mkBrush(255, 255, 255, 220),
                           "anchors": [(0, 0.5), (0, 0.5)] if data.breakeven_hours < 400 else [(1, 0.5), (1, 0.5)]})
            p.addItem(self.breakeven_line)
            if data.breakeven_cost is not None:
                p.addItem(pg.ScatterPlotItem([data.breakeven_hours], [data.breakeven_cost], symbol="o", size=10,
                                             pen=pg.mkPen("#b2182b", width=2), brush=pg.mkBrush("w")))
        elif data.breakeven_label:
            # said in the widget's title: PlotItem.setTitle together with the ticked top axis crashes
            # at garbage collection (PySide6 6.12 + pyqtgraph 0.14)
            self.title_label.setText(self.tr("{title} — {breakeven}").format(title=data.title,
                                                                             breakeven=data.breakeven_label))
        if data.project_hours is not None:
            h = data.project_hours
            label = self.tr("this project: {h} h/month").format(h=fmt_number(h, 0 if h >= 10 else 1))
            self.usage_line = pg.InfiniteLine(
                pos=data.project_hours, angle=90, movable=False,
                pen=pg.mkPen("#333333", width=1.5, style=Qt.PenStyle.DotLine), label=label,
                labelOpts={"position": 0.78, "color": "#333333", "fill": pg.mkBrush(255, 255, 255, 220),
                           "anchors": [(0, 0.5), (0, 0.5)] if data.project_hours < 400 else [(1, 0.5), (1, 0.5)]})
            p.addItem(self.usage_line)
            pts = [(data.project_hours, v, k) for k, v in data.project_costs.items() if k in ("owned", "on_demand")]
            if pts:
                p.addItem(pg.ScatterPlotItem([x for x, _, _ in pts], [y for _, y, _ in pts], symbol="s", size=9,
                                             brush=[pg.mkBrush("#1f4e79" if k == "owned" else "#d95f02") for *_x, k in pts],
                                             pen=pg.mkPen("w")))
        p.setLabel("left", money_axis_label(data.currency, self.tr("Cost per month")))
        p.setLabel("bottom", self.tr("Busy hours per month of the owned machine"))
        p.setLabel("top", self.tr("Utilisation of one machine"))
        p.setXRange(0, HOURS_PER_MONTH, padding=0.01)
        p.setYRange(0, top, padding=0.05)

    def hover_text(self, x: float, y: float) -> str:
        d = self.data
        i = nearest_index(d.busy_hours, x)
        h = d.busy_hours[i]
        lines = [self.tr("{h} busy h/month ({u})").format(h=fmt_number(h, 0), u=fmt_percent(h / HOURS_PER_MONTH))]
        for key in ("owned", "on_demand", "reserved_1y", "reserved_3y", "spot_low", "spot_high"):
            if key in d.series:
                lines.append(self.tr("{series}: {cost}").format(series=series_label(key), cost=self.money(d.series[key][i])))
        if self.caveat():
            lines.append(self.caveat())
        return "\n".join(lines)
