"""(a) Cumulative cost vs months: owned (purchase step, running costs, resale at the end) against
cloud on-demand, 1- and 3-year commitments and the spot band; the crossover month is marked."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

from gpuadvisor.report.charts_data import money_axis_label
from gpuadvisor.report.labels import series_label
from gpuadvisor.report.money import format_compact_range

from .base import COLORS, ChartWidget, MoneyAxis, color, escape, nearest_index, pen


class CumulativeChart(ChartWidget):
    chart_name = "cumulative-cost"

    def __init__(self, parent=None) -> None:
        super().__init__(parent, axis_items={"left": MoneyAxis("left")})
        self.crossover_line: pg.InfiniteLine | None = None
        self.crossover_text = ""
        self.crossover_range_text = ""  # the crossover with its 80 % range (shown on the line or above)
        self.curves: dict[str, pg.PlotDataItem] = {}
        self.band_items: dict[str, pg.FillBetweenItem] = {}  # 80 % cost bands (engine intervals)

    def _add_bands(self, months, bands) -> None:
        """Shade the 80 % range of the owned and the main rented line (the engine's intervals on the
        run time), behind the lines; one legend entry says what the shading is."""
        self.band_items = {}
        for key, (low, high) in bands.items():
            edge = pg.mkPen(color(COLORS.get(key, "#444444"), 0), width=0)
            lo, hi = pg.PlotDataItem(months, list(low), pen=edge), pg.PlotDataItem(months, list(high), pen=edge)
            for item in (lo, hi):
                item.setZValue(-8)
                self.plot_item.addItem(item)
            band = pg.FillBetweenItem(lo, hi, brush=pg.mkBrush(color(COLORS.get(key, "#444444"), 45)))
            band.setZValue(-9)
            self.plot_item.addItem(band)
            self.band_items[key] = band
        if self.band_items:
            sample = pg.BarGraphItem(x=[0], height=[0], width=0, brush=pg.mkBrush(color("#777777", 60)),
                                     pen=pg.mkPen(color("#777777", 0)))
            self.legend.addItem(sample, escape(self.tr("Shaded: 80 % range of the estimate")))

    def _draw(self, data) -> None:
        p = self.plot_item
        self.curves = {}
        self.crossover_line = None
        self.crossover_text = data.crossover_label
        self.crossover_range_text = getattr(data, "crossover_range_label", "") or self.crossover_text
        months = list(data.months)
        s = data.series
        off = set(getattr(data, "off_scale", ()))
        for key in ("owned", "on_demand", "reserved_1y", "reserved_3y"):
            if key not in s or key in off:
                continue
            name = series_label(key)
            if key == "owned" and data.owned_label:
                name = self.tr("Owned: {option}").format(option=data.owned_label)
            elif key == "on_demand" and data.rented_label:
                name = self.tr("On-demand: {option}").format(option=data.rented_label)
            width = 3.0 if key in ("owned", "on_demand") else 2.0
            self.curves[key] = p.plot(months, list(s[key]), pen=pen(key, width), name=self.legend_text(name))
            self.curves[key].setZValue(5 if key == "owned" else 0)
        self._add_bands(months, getattr(data, "bands", None) or {})  # behind the lines, listed after them
        if "spot_low" in s and "spot_high" in s:  # only when the rental may run on spot (charts_data)
            self.curves["spot_low"], self.curves["spot_high"] = self.add_spot_band(
                months, s["spot_low"], s["spot_high"], self.tr("Spot band (pure spot … with fallback)"))
        elif "spot_low" in s:
            self.curves["spot_low"] = self.add_spot_line(months, s["spot_low"], series_label("spot_low"))
        if self.caveat():
            self.add_caveat_entry(self.caveat())
        if off:
            self.add_caveat_entry(data.off_scale_label)
        if data.crossover_month is not None:
            self.crossover_line = pg.InfiniteLine(
                pos=data.crossover_month, angle=90, movable=False,
                pen=pg.mkPen("#b2182b", width=2, style=Qt.PenStyle.DashLine),
                label=self.crossover_range_text,
                labelOpts={"position": self._label_position(data), "color": "#b2182b", "fill": pg.mkBrush(255, 255, 255, 220),
                           "anchors": [(0, 0.5), (0, 0.5)] if data.crossover_month < months[-1] * 0.7 else [(1, 0.5), (1, 0.5)]},
            )
            p.addItem(self.crossover_line)
            p.setTitle(None)
        else:  # no crossover (or nothing to compare): say so above the plot
            p.setTitle(escape(self.crossover_range_text) or None, color="#b2182b", size="10pt")  # HTML
        p.setLabel("left", money_axis_label(data.currency, self.tr("Cumulative cost")))
        p.setLabel("bottom", self.tr("Months after purchase"))
        p.setXRange(0, months[-1], padding=0.02)
        p.vb.setLimits(xMin=-1, xMax=months[-1] + 1)

    @staticmethod
    def _label_position(data) -> float:
        """Place the crossover label away from where the lines meet (0 = bottom, 1 = top)."""
        top = max(max(v) for v in (getattr(data, "drawn", None) or data.series).values()) or 1.0
        meet = data.series["owned"][data.crossover_month] / top
        return 0.2 if meet > 0.5 else 0.85

    def hover_text(self, x: float, y: float) -> str:
        d = self.data
        i = nearest_index(d.months, x)
        lines = [self.tr("Month {m}").format(m=d.months[i])]
        for key in ("owned", "on_demand", "reserved_1y", "reserved_3y", "spot_low", "spot_high"):
            if key in d.series:
                cost = self.money(d.series[key][i])
                band = (getattr(d, "bands", None) or {}).get(key)
                if band is not None:
                    cost = self.tr("{cost} ({range})").format(
                        cost=cost, range=format_compact_range(band[0][i], band[1][i]))
                lines.append(self.tr("{series}: {cost}").format(series=series_label(key), cost=cost))
        if self.caveat():
            lines.append(self.caveat())
        return "\n".join(lines)
