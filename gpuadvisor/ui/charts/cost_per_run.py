"""(d) Cost of one run by component (per month for always-on serving), owned vs rented."""

from __future__ import annotations

import pyqtgraph as pg

from gpuadvisor.report.charts_data import money_axis_label
from gpuadvisor.report.labels import cost_component_label, mode_label

from .base import PALETTE, ChartWidget, MoneyAxis, escape

# owned components in blues/greys, rented ones in warm colours, so the two bars read apart
COMPONENT_COLORS = {
    "depreciation": "#1f4e79", "finance": "#4a6f94", "support": "#6b8fb5", "colocation": "#9ab3cf",
    "staff": "#8c8c8c", "energy_busy": "#e6ab02", "energy_idle": "#f3d479",
    "compute": "#d95f02", "setup": "#f29a57", "interruption": "#1b9e77", "overhead": "#b07aa1",
}


class CostPerRunChart(ChartWidget):
    chart_name = "cost-per-run"

    def __init__(self, parent=None) -> None:
        super().__init__(parent, axis_items={"left": MoneyAxis("left")})
        self.bars: list[pg.BarGraphItem] = []

    def _draw(self, data) -> None:
        p = self.plot_item
        keys = data.component_keys()
        xs = list(range(len(data.bars)))
        bottom = [0.0] * len(xs)
        self.bars = []
        for j, key in enumerate(keys):
            heights = [c.get(key, 0.0) for _s, _l, c in data.bars]
            item = pg.BarGraphItem(x=xs, y0=bottom, height=heights, width=0.55,
                                   brush=pg.mkBrush(COMPONENT_COLORS.get(key, PALETTE[j % len(PALETTE)])),
                                   pen=pg.mkPen("w", width=0.5), name=escape(cost_component_label(key)))
            p.addItem(item)
            self.bars.append(item)
            bottom = [b + h for b, h in zip(bottom, heights)]
        totals = data.totals()
        top = max(totals or [1.0]) or 1.0
        for x, (side, label, _c), total in zip(xs, data.bars, totals):
            if side == "owned":
                what = self.tr("Owned")
            elif data.rented_comparison_only:
                what = self.tr("Rented ({mode}), for comparison only").format(mode=mode_label(data.rented_mode))
            elif data.rented_mode:
                what = self.tr("Rented ({mode})").format(mode=mode_label(data.rented_mode))
            else:
                what = self.tr("Rented")
            # the caveat on a line of its own: the label stays about as wide as its bar
            template = (self.tr("{side}:\n{option}\n{cost}") if side != "owned" and data.rented_comparison_only
                        else self.tr("{side}: {option}\n{cost}"))
            t = pg.TextItem(template.format(side=what, option=label, cost=self.money(total)),
                            color="#222222", anchor=(0.5, 1))
            t.setPos(x, total + top * 0.02)
            p.addItem(t, ignoreBounds=True)
        ax = p.getAxis("bottom")
        ax.setTicks([[(x, self.tr("Owned") if s == "owned" else self.tr("Rented")) for x, (s, _l, _c) in zip(xs, data.bars)]])
        per = self.tr("Cost per month") if data.basis == "month" else self.tr("Cost per run")
        p.setLabel("left", money_axis_label(data.currency, per))
        p.setXRange(-0.8, len(xs) - 0.2, padding=0)
        p.setYRange(0, top * 1.25, padding=0)
        if self.caveat():
            self.add_caveat_entry(self.caveat())

    def hover_text(self, x: float, y: float) -> str:
        d = self.data
        i = int(round(x))
        if not 0 <= i < len(d.bars):
            return ""
        side, label, comps = d.bars[i]
        lines = [label]
        for key in d.component_keys():
            v = comps.get(key, 0.0)
            if v:
                lines.append(self.tr("{component}: {cost}").format(component=cost_component_label(key),
                                                                    cost=self.money(v)))
        lines.append(self.tr("total: {v}").format(v=self.money(sum(comps.values()))))
        if side == "rented" and self.caveat():
            lines.append(self.caveat())
        return "\n".join(lines)
