"""Common parts of the buy-vs-rent charts: a pyqtgraph plot with a legend, a crosshair with a
value label that follows the mouse, money axes, and export to PNG/SVG (pyqtgraph exporters) and
CSV (``report.charts_data.to_csv``).

pyqtgraph is imported only inside ``gpuadvisor.ui.charts`` so that the app starts without it.
Its plot titles, legend labels and axis labels are HTML: every text that may hold an option label
(a quote's vendor, an override's name) goes in through ``textsafe.escape``; hover labels and line
labels are TextItems, plain text already.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from pyqtgraph.exporters import ImageExporter, SVGExporter
from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QFileDialog, QHBoxLayout, QLabel, QMenu, QToolButton, QVBoxLayout, QWidget

from gpuadvisor.report.charts_data import comparison_only_text, to_csv
from gpuadvisor.ui.format import fmt_money
from gpuadvisor.ui.textsafe import escape, plain_label

pg.setConfigOptions(antialias=True, foreground="#333333", background="w", exitCleanup=False)

# one colour per series or component, shared by every chart (colour-blind-safe Dark2 + extras)
COLORS = {
    "owned": "#1f4e79",
    "on_demand": "#d95f02",
    "reserved_1y": "#7570b3",
    "reserved_3y": "#e7298a",
    "spot_low": "#1b9e77",
    "spot_high": "#1b9e77",
    "spot": "#1b9e77",
}
PALETTE = ["#1f4e79", "#d95f02", "#1b9e77", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d",
           "#666666", "#17becf", "#9467bd", "#8c564b"]
CAVEAT_COLOR = "#8a4b08"
DASHED = {"reserved_1y": Qt.PenStyle.DashLine, "reserved_3y": Qt.PenStyle.DashDotLine}


def pen(key: str, width: float = 2.0, style=None):
    return pg.mkPen(COLORS.get(key, "#444444"), width=width, style=style or DASHED.get(key, Qt.PenStyle.SolidLine))


class MoneyAxis(pg.AxisItem):
    """Axis with thousands separators and k/M (萬/億 in 繁體中文) suffixes (no SI prefix on the unit)."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph API
        from gpuadvisor.report.money import format_axis_ticks

        return format_axis_ticks([v * scale for v in values])


class ChartWidget(QWidget):
    """A titled plot with legend, hover label, crosshair and export buttons.

    Subclasses implement ``_draw(data)`` and ``hover_text(x, y)``; ``set_data(None, why)`` shows
    a message instead of a plot.
    """

    chart_name = "chart"
    default_size = (900, 480)
    legend_columns = 2
    legend_chars = 40  # longer legend labels are cut: the legend's width would widen the whole chart

    def __init__(self, parent: QWidget | None = None, axis_items: dict | None = None) -> None:
        super().__init__(parent)
        self._data = None
        self._drawn = False
        self.title_label = plain_label(QLabel(self))  # the chart's title may name options
        f = QFont(self.title_label.font())
        f.setBold(True)
        self.title_label.setFont(f)
        self.message = plain_label(QLabel(self))  # what is missing, naming options
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #8a4b08;")
        self.message.hide()
        self.export_button = QToolButton(self)
        self.export_button.setText(self.tr("Export"))
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.export_button)
        menu.addAction(self.tr("Picture (PNG)…"), lambda: self._ask_export("png"))
        menu.addAction(self.tr("Vector drawing (SVG)…"), lambda: self._ask_export("svg"))
        menu.addAction(self.tr("Numbers (CSV)…"), lambda: self._ask_export("csv"))
        self.export_button.setMenu(menu)
        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.export_button)
        self.plot = None
        self._axis_items = axis_items or {}
        self._new_plot()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.plot, 1)

    def _new_plot(self) -> None:
        """A fresh plot (and legend).  Redrawing builds a new one instead of clearing the old: removing
        legend entries crashes at garbage collection (PySide6 6.12 + pyqtgraph 0.14, "deallocating None")."""
        old = self.plot
        axis_items = {k: type(v)(v.orientation) for k, v in self._axis_items.items()}
        # plot on top, legend in its own row below it: a legend inside the plot hides lines
        self.plot = pg.GraphicsLayoutWidget(self)
        self.plot.setBackground("w")
        self.plot_item = self.plot.addPlot(row=0, col=0, axisItems=axis_items)
        self.plot_item.showGrid(x=True, y=True, alpha=0.15)
        self.plot_item.setMenuEnabled(False)
        self.legend = pg.LegendItem(colCount=self.legend_columns, labelTextSize="8pt", horSpacing=18, verSpacing=-4)
        self.plot.addItem(self.legend, row=1, col=0)
        # in a layout row the legend must scale with the scene (ImageExporter at any width)
        self.legend.setFlag(self.legend.GraphicsItemFlag.ItemIgnoresTransformations, False)
        self.plot_item.legend = self.legend  # PlotItem.addItem(name=...) registers items here
        self._make_hover()
        self.plot.scene().sigMouseMoved.connect(self._on_scene_mouse_moved)
        if old is not None:
            self.layout().replaceWidget(old, self.plot)
            old.hide()
            old.deleteLater()

    # -- hover -------------------------------------------------------------------------------
    def _make_hover(self) -> None:
        grey = pg.mkPen("#888888", width=1, style=Qt.PenStyle.DotLine)
        self.vline = pg.InfiniteLine(angle=90, movable=False, pen=grey)
        self.hline = pg.InfiniteLine(angle=0, movable=False, pen=grey)
        self.hover = pg.TextItem("", color="#111111", fill=pg.mkBrush(255, 255, 230, 235), border=pg.mkPen("#999999"))
        self.hover.setZValue(1000)
        for item in (self.vline, self.hline, self.hover):
            item.setVisible(False)
            self.plot_item.addItem(item, ignoreBounds=True)

    def _on_scene_mouse_moved(self, pos) -> None:
        vb = self.plot_item.vb
        if self._data is None or not vb.sceneBoundingRect().contains(pos):
            self.hide_hover()
            return
        p = vb.mapSceneToView(pos)
        self.show_hover(p.x(), p.y())

    def show_hover(self, x: float, y: float) -> str:
        """Move the crosshair and the value label to (x, y) in data coordinates; returns the text."""
        text = self.hover_text(x, y) if self._data is not None else ""
        if not text:
            self.hide_hover()
            return ""
        (x0, x1), (y0, y1) = self.plot_item.vb.viewRange()
        self.vline.setPos(x)
        self.hline.setPos(y)
        self.hover.setText(text)
        # keep the label inside the plot: open to the left/below when near the right/top edge
        ax = 1.0 if x > (x0 + x1) / 2 else 0.0
        ay = 0.0 if y > (y0 + y1) / 2 else 1.0
        self.hover.setAnchor((ax, ay))
        self.hover.setPos(x, y)
        for item in (self.vline, self.hline, self.hover):
            item.setVisible(True)
        return text

    def hide_hover(self) -> None:
        for item in (self.vline, self.hline, self.hover):
            item.setVisible(False)

    def hover_text(self, x: float, y: float) -> str:  # pragma: no cover - overridden
        return ""

    # -- data --------------------------------------------------------------------------------
    @property
    def data(self):
        return self._data

    def set_data(self, data, why: str = "") -> None:
        """Draw ``data`` (a ``report.charts_data`` object), or show ``why`` when it is None."""
        self._data = data
        if self._drawn:
            self._new_plot()
        self._drawn = True
        if data is None:
            # no empty axes: the reason alone, in the middle of the chart's place
            self.title_label.setText("")
            self.message.setText(why or self.tr("Nothing to show for this workload."))
            self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.layout().setStretchFactor(self.message, 1)
            self.message.show()
            self.plot.hide()
            self.export_button.setEnabled(False)
            return
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.layout().setStretchFactor(self.message, 0)
        self.plot.show()
        self.message.setText(why)
        self.message.setVisible(bool(why))
        self.export_button.setEnabled(True)
        self.title_label.setText(getattr(data, "title", ""))
        self._draw(data)

    def _draw(self, data) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def add_spot_band(self, xs, low, high, label: str):
        """The shaded spot band (pure spot … spot with on-demand fallback) and its legend entry."""
        edge = pg.mkPen(color("#1b9e77", 160), width=1)
        lo, hi = pg.PlotDataItem(xs, list(low), pen=edge), pg.PlotDataItem(xs, list(high), pen=edge)
        for item in (lo, hi):
            item.setZValue(-5)
            self.plot_item.addItem(item)
        band = pg.FillBetweenItem(lo, hi, brush=pg.mkBrush(color("#1b9e77", 70)))
        band.setZValue(-6)
        self.plot_item.addItem(band)
        self._band_sample = pg.BarGraphItem(x=[0], height=[0], width=0, brush=pg.mkBrush(color("#1b9e77", 90)),
                                            pen=pg.mkPen(color("#1b9e77", 160)))
        self.legend.addItem(self._band_sample, escape(label))
        return lo, hi

    def add_spot_line(self, xs, values, label: str):
        """Pure spot as a line (a spot-only listing: no on-demand price to fall back on)."""
        return self.plot_item.plot(xs, list(values), pen=pen("spot_low", 2.0), name=self.legend_text(label))

    def add_caveat_entry(self, text: str) -> None:
        """A legend row without a line: a caveat that goes with the picture (exports, the PDF)."""
        sample = pg.PlotDataItem([], [], pen=None)
        self.legend.addItem(sample, escape(text))
        _sample, label = self.legend.items[-1]
        label.setText(escape(text), color=CAVEAT_COLOR)

    def caveat(self) -> str:
        """"Renting for comparison only (…)" when the chart's rental is shown for comparison only."""
        if not getattr(self._data, "rented_comparison_only", False):
            return ""
        return comparison_caveat()

    def short(self, text: str) -> str:
        """A legend label cut to ``legend_chars`` characters."""
        return text if len(text) <= self.legend_chars else text[: self.legend_chars - 1].rstrip() + "…"

    def legend_text(self, text: str) -> str:
        """A legend label as pyqtgraph wants it (HTML): cut, then escaped, so it shows as written."""
        return escape(self.short(text))

    def money(self, value: float | None) -> str:
        return fmt_money(value, getattr(self._data, "currency", "TWD"))

    # -- export ------------------------------------------------------------------------------
    def _prepare_export(self) -> None:
        """A chart that was never shown has no layout yet: show it off-screen at its default size."""
        if not self.isVisible():
            if self.width() < 200 or self.height() < 150:
                w, h = self.default_size
                self.resize(w, h + 40)
            self.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
            self.show()
        QApplication.processEvents()
        self.hide_hover()

    def to_image(self, width: int = 1400):
        """The plot as a QImage ``width`` pixels wide (pyqtgraph ImageExporter)."""
        self._prepare_export()
        exporter = ImageExporter(self.plot.scene())
        exporter.parameters()["width"] = int(width)
        exporter.parameters()["antialias"] = True
        return exporter.export(toBytes=True)

    def png_bytes(self, width: int = 1400) -> bytes:
        """PNG bytes of the plot (for the printed report)."""
        image = self.to_image(width)
        ba = QByteArray()
        buf = QBuffer(ba)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buf, "PNG")
        buf.close()
        return bytes(ba.data())

    def export_png(self, path: str, width: int = 1400) -> bool:
        return self.to_image(width).save(str(path), "PNG")

    def export_svg(self, path: str) -> None:
        self._prepare_export()
        try:
            SVGExporter(self.plot.scene()).export(fileName=str(path))
        except ValueError:
            # pyqtgraph 0.14's SVG clean-up fails on some paths (bars, fills): let Qt write it
            self._qt_svg(path)

    def _qt_svg(self, path: str) -> None:
        from PySide6.QtCore import QRectF, QSize
        from PySide6.QtGui import QPainter
        from PySide6.QtSvg import QSvgGenerator

        rect = self.plot.viewRect() if hasattr(self.plot, "viewRect") else self.plot.rect()
        gen = QSvgGenerator()
        gen.setFileName(str(path))
        gen.setSize(QSize(int(rect.width()), int(rect.height())))
        gen.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
        gen.setTitle(getattr(self._data, "title", self.chart_name))
        painter = QPainter(gen)
        self.plot.scene().render(painter, QRectF(0, 0, rect.width(), rect.height()), QRectF(rect))
        painter.end()

    def export_csv(self, path: str) -> str:
        return to_csv(self._data, path)

    def _ask_export(self, kind: str) -> None:
        filters = {"png": self.tr("PNG picture (*.png)"), "svg": self.tr("SVG drawing (*.svg)"),
                   "csv": self.tr("CSV table (*.csv)")}
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export chart"), f"{self.chart_name}.{kind}", filters[kind])
        if not path:
            return
        if not path.lower().endswith("." + kind):
            path += "." + kind
        {"png": self.export_png, "svg": self.export_svg, "csv": self.export_csv}[kind](path)


def comparison_caveat() -> str:
    return QCoreApplication.translate("ChartWidget", "Renting {caveat}").format(caveat=comparison_only_text())


def nearest_index(values, x: float) -> int:
    """Index of the value nearest to ``x`` (values sorted ascending)."""
    best, dist = 0, math.inf
    for i, v in enumerate(values):
        d = abs(v - x)
        if d < dist:
            best, dist = i, d
    return best


def color(name: str, alpha: int | None = None) -> QColor:
    c = QColor(name)
    if alpha is not None:
        c.setAlpha(alpha)
    return c
