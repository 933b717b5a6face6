"""(c) Memory needed per device, stacked by component, against each device's usable memory."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

from gpuadvisor.report.labels import memory_item_label
from gpuadvisor.ui.format import fmt_number

from .base import PALETTE, ChartWidget, color, escape


class MemoryBarsChart(ChartWidget):
    chart_name = "memory"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.bars: list[pg.BarGraphItem] = []

    def _rows(self, data) -> list:
        # first option at the top
        return list(reversed(data.bars))

    def _draw(self, data) -> None:
        p = self.plot_item
        rows = self._rows(data)
        keys = data.item_keys()
        self.bars = []
        left = [0.0] * len(rows)
        ys = list(range(len(rows)))
        for j, key in enumerate(keys):
            widths = [b.items_gib.get(key, 0.0) for b in rows]
            item = pg.BarGraphItem(x0=left, y=ys, width=widths, height=0.5,
                                   brush=pg.mkBrush(PALETTE[j % len(PALETTE)]), pen=pg.mkPen("w", width=0.5),
                                   name=escape(memory_item_label(key)))
            p.addItem(item)
            self.bars.append(item)
            left = [l + w for l, w in zip(left, widths)]
        usable = pg.ScatterPlotItem([b.usable_gib for b in rows], ys, symbol="|", size=26,
                                    pen=pg.mkPen("#b2182b", width=3), brush=pg.mkBrush("#b2182b"),
                                    name=escape(self.tr("usable memory of the device")))
        p.addItem(usable)  # named: PlotItem registers it with the legend
        xmax = max([max(b.total_gib, b.usable_gib) for b in rows] or [1.0])
        for y, b in zip(ys, rows):
            if b.chosen == "owned":
                name = self.tr("{option} [owned, compared]").format(option=b.label)
            elif b.chosen == "rented":
                name = self.tr("{option} [rented, compared]").format(option=b.label)
            else:
                name = b.label
            if not b.fits:
                name = self.tr("{option} — does not fit").format(option=name)
            text = pg.TextItem(name, color="#222222" if b.fits else "#b2182b", anchor=(0, 1))
            text.setPos(0, y + 0.27)
            p.addItem(text, ignoreBounds=True)
        ax = p.getAxis("left")
        ax.setTicks([[(y, "") for y in ys]])
        ax.setStyle(showValues=False)
        ax.setWidth(8)
        p.setLabel("bottom", self.tr("GiB per device"))
        p.setXRange(0, xmax * 1.05, padding=0)
        p.setYRange(-0.6, len(rows) - 0.1, padding=0)
        p.vb.setMouseEnabled(x=True, y=False)

    def hover_text(self, x: float, y: float) -> str:
        rows = self._rows(self.data)
        i = int(round(y))
        if not 0 <= i < len(rows):
            return ""
        b = rows[i]
        lines = [b.label]
        for key in self.data.item_keys():
            v = b.items_gib.get(key, 0.0)
            if v > 0:
                lines.append(self.tr("{item}: {size} GiB").format(item=memory_item_label(key), size=fmt_number(v, 2)))
        lines.append(self.tr("total {t} of {u} GiB usable").format(t=fmt_number(b.total_gib, 2),
                                                                   u=fmt_number(b.usable_gib, 1)))
        return "\n".join(lines)
