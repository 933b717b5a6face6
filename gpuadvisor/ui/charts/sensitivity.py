"""(e) Tornado: annual owned - rented with each input at -20 % and +20 %; an input whose bar
crosses zero flips the buy-or-rent decision."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

from gpuadvisor.i18n import join_list
from gpuadvisor.report.charts_data import money_axis_label
from gpuadvisor.ui.format import fmt_number, fmt_percent, fmt_sig

from .base import ChartWidget, MoneyAxis, color, escape

LOW_COLOR = "#4393c3"
HIGH_COLOR = "#d6604d"


class SensitivityChart(ChartWidget):
    chart_name = "sensitivity"

    def __init__(self, parent=None) -> None:
        super().__init__(parent, axis_items={"bottom": MoneyAxis("bottom")})

    def _rows(self, data) -> list:
        return list(reversed(data.bars))  # largest swing at the top

    def _draw(self, data) -> None:
        p = self.plot_item
        rows = self._rows(data)
        ys = list(range(len(rows)))
        base = data.diff_base
        pct = fmt_percent(data.delta)
        for attr, col, name in (("diff_low", LOW_COLOR, self.tr("input −{p}").format(p=pct)),
                                ("diff_high", HIGH_COLOR, self.tr("input +{p}").format(p=pct))):
            x0 = [min(base, getattr(b, attr)) for b in rows]
            w = [abs(getattr(b, attr) - base) for b in rows]
            p.addItem(pg.BarGraphItem(x0=x0, y=ys, width=w, height=0.6, brush=pg.mkBrush(color(col, 200)),
                                      pen=pg.mkPen(col), name=escape(name)))
        zero = pg.InfiniteLine(pos=0, angle=90, movable=False, pen=pg.mkPen("#222222", width=2))
        p.addItem(zero)
        p.addItem(pg.InfiniteLine(pos=base, angle=90, movable=False,
                                  pen=pg.mkPen("#666666", width=1, style=Qt.PenStyle.DashLine)))
        ticks = [(y, b.label + (" ⇄" if b.flips else "")) for y, b in zip(ys, rows)]
        p.getAxis("left").setTicks([ticks])
        flips = data.flipping
        buy = data.decision_base == "buy"
        comparison = data.rented_comparison_only and not buy  # renting is not an option: never "Today: rent"
        if flips:
            if comparison:
                title = self.tr("Renting would be cheaper (for comparison only). Flips it: {inputs}")
            else:
                title = (self.tr("Today: buy. Flips the decision: {inputs}") if buy
                         else self.tr("Today: rent. Flips the decision: {inputs}"))
            p.setTitle(escape(title.format(inputs=join_list(flips))), color="#b2182b", size="10pt")
        else:
            if comparison:
                title = self.tr("Renting would be cheaper (for comparison only). No input flips it at ±{p}")
            else:
                title = (self.tr("Today: buy. No input flips the decision at ±{p}") if buy
                         else self.tr("Today: rent. No input flips the decision at ±{p}"))
            p.setTitle(escape(title.format(p=pct)), size="10pt")
        p.setLabel("bottom", escape(self.tr("{axis}:  below 0 buying is cheaper, above 0 renting is cheaper").format(
            axis=money_axis_label(data.currency, self.tr("Owned minus rented, per year")))))
        lo = min([0.0, base] + [min(b.diff_low, b.diff_high) for b in rows])
        hi = max([0.0, base] + [max(b.diff_low, b.diff_high) for b in rows])
        span = (hi - lo) or 1.0
        p.setXRange(lo - span * 0.05, hi + span * 0.05, padding=0)
        p.setYRange(-0.6, len(rows) + 0.2, padding=0)
        p.vb.setMouseEnabled(x=True, y=False)
        if self.caveat():
            self.add_caveat_entry(self.caveat())

    def hover_text(self, x: float, y: float) -> str:
        rows = self._rows(self.data)
        i = int(round(y))
        if not 0 <= i < len(rows):
            return ""
        b = rows[i]
        units = {"months": self.tr("months"), "h/month": self.tr("h/month")}
        unit = units.get(b.unit, b.unit)

        def v(val: float) -> str:
            if b.unit == "share":
                return fmt_percent(val)
            if b.unit == "factor":
                return "×" + fmt_number(val, 2)
            number = fmt_sig(val, 4, strip=True)
            return f"{number} {unit}" if unit else number

        return "\n".join(([self.caveat()] if self.caveat() else []) + [
            self.tr("{input} (flips the decision)").format(input=b.label) if b.flips else b.label,
            self.tr("at {v}: {d}").format(v=v(b.low_value), d=self.money(b.diff_low)),
            self.tr("base {v}: {d}").format(v=v(b.base_value), d=self.money(self.data.diff_base)),
            self.tr("at {v}: {d}").format(v=v(b.high_value), d=self.money(b.diff_high)),
        ])
