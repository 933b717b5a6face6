"""The buy-vs-rent chart of the printed report, drawn with QPainter for paper.

The window's interactive charts (``ui.charts``, pyqtgraph) translate through Qt's translator, which
the command line does not install, and label money in k/M.  The PDF needs neither a window nor a
translator: this module draws the cumulative-cost chart (``report.charts_data.CumulativeData``)
itself, every text from ``i18n.translate`` in the report's language and every amount through
``report.money.format_axis`` (萬/億 in 繁體中文), in the report's font, at print resolution.

``chart_texts(data)`` lists what the picture says (tests read it); ``cumulative_image(data, ...)``
returns the picture as a QImage (the PDF takes it as is: no PNG encoding and decoding on the way),
``cumulative_png(data, ...)`` as PNG bytes.  Needs a QGuiApplication (fonts), not a display.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPolygonF

from gpuadvisor import i18n
from gpuadvisor.i18n import translate
from gpuadvisor.report.charts_data import comparison_only_text, money_axis_label
from gpuadvisor.report.labels import series_label
from gpuadvisor.report.money import format_axis_ticks

# the window's colours (ui.charts.base.COLORS), so a reader recognises the lines
COLORS = {"owned": "#1f4e79", "on_demand": "#d95f02", "reserved_1y": "#7570b3", "reserved_3y": "#e7298a",
          "spot": "#1b9e77"}
STYLES = {"reserved_1y": Qt.PenStyle.DashLine, "reserved_3y": Qt.PenStyle.DashDotLine}
WIDTHS = {"owned": 2.6, "on_demand": 2.2}
CROSSOVER = "#b2182b"
CAVEAT = "#8a4b08"
LOGICAL_WIDTH = 680.0  # points: about the printed text width
LOGICAL_HEIGHT = 360.0
LEGEND_CHARS = 70


def _cut(text: str, n: int = LEGEND_CHARS) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def legend_entries(data) -> list[tuple[str, str]]:
    """(series key or "spot_band"/"caveat", label) in drawing order, in the current language."""
    out: list[tuple[str, str]] = []
    s = data.series
    off = set(getattr(data, "off_scale", ()))
    for key in ("owned", "on_demand", "reserved_1y", "reserved_3y"):
        if key not in s or key in off:
            continue
        if key == "owned" and data.owned_label:
            label = translate("Report", "Owned: {option}").format(option=data.owned_label)
        elif key == "on_demand" and data.rented_label:
            label = translate("Report", "On-demand: {option}").format(option=data.rented_label)
        else:
            label = series_label(key)
        out.append((key, _cut(label)))
    if "spot_low" in s and "spot_high" in s:
        out.append(("spot_band", translate("Report", "Spot band (pure spot … with fallback)")))
    elif "spot_low" in s:
        out.append(("spot_low", series_label("spot_low")))
    if getattr(data, "bands", None):
        out.append(("range_band", translate("Report", "Shaded: 80 % range of the estimate")))
    if getattr(data, "rented_comparison_only", False):
        out.append(("caveat", translate("Report", "Renting {caveat}").format(caveat=comparison_only_text())))
    if off:
        out.append(("caveat", data.off_scale_label))
    return out


def _nice_step(span: float, target: int = 5) -> float:
    if span <= 0 or not math.isfinite(span):
        return 1.0
    raw = span / target
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


def y_ticks(data) -> list[float]:
    drawn = getattr(data, "drawn", None) or data.series  # not the commitments drawn off the scale
    values = list(drawn.values()) + [high for _low, high in (getattr(data, "bands", None) or {}).values()]
    top = max((max(v) for v in values if v), default=0.0)
    low = min((min(v) for v in drawn.values() if v), default=0.0)
    low = min(low, 0.0)
    step = _nice_step(max(top - low, 1.0))
    start = math.floor(low / step) * step
    ticks = []
    v = start
    while v <= top + step * 0.999:
        ticks.append(round(v, 6))
        v += step
    return ticks


def x_ticks(months: int) -> list[int]:
    step = 6 if months <= 48 else 12 if months <= 120 else 24
    return list(range(0, months + 1, step))


def chart_texts(data, lang: str | None = None) -> dict[str, list[str]]:
    """Every text the picture shows: axis titles, tick labels, legend, crossover label."""
    with i18n.language(lang) as current:
        months = data.months[-1] if data.months else 0
        return {
            "axes": [money_axis_label(data.currency, translate("Report", "Cumulative cost")),
                     translate("Report", "Months after purchase")],
            "y_ticks": format_axis_ticks(y_ticks(data), lang=current),
            "x_ticks": [str(m) for m in x_ticks(months)],
            "legend": [label for _key, label in legend_entries(data)],
            "crossover": [data.crossover_range_label] if data.crossover_label else [],
        }


def _pen(key: str, width: float | None = None) -> QPen:
    color = QColor(COLORS.get("spot" if key.startswith("spot") else key, "#444444"))
    pen = QPen(color, width or WIDTHS.get(key, 1.8))
    pen.setStyle(STYLES.get(key, Qt.PenStyle.SolidLine))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def cumulative_png(data, *, width_px: int = 1500, lang: str | None = None, font: QFont | None = None) -> bytes:
    """The cumulative-cost chart as PNG bytes, ``width_px`` wide, texts in ``lang``."""
    return png_bytes(cumulative_image(data, width_px=width_px, lang=lang, font=font))


def cumulative_image(data, *, width_px: int = 1500, lang: str | None = None, font: QFont | None = None) -> QImage:
    """The cumulative-cost chart as an opaque QImage (white background), ``width_px`` wide, texts in ``lang``."""
    from gpuadvisor.ui.printing import report_font

    with i18n.language(lang) as current:
        texts = chart_texts(data, current)
        legend = legend_entries(data)
        base = QFont(font) if font is not None else report_font(current, 8.5)
        return _draw(data, texts, legend, base, width_px, current)


def _draw(data, texts, legend, base: QFont, width_px: int, lang: str) -> QImage:
    scale = width_px / LOGICAL_WIDTH
    small = QFont(base)
    small.setPointSizeF(base.pointSizeF() * 0.95)
    fm = QFontMetricsF(small)
    line_h = fm.height()

    # legend: two columns below the plot
    col_w = (LOGICAL_WIDTH - 40) / 2
    places = _legend_places(legend)
    legend_rows = max((row for row, _col, _span in places), default=-1) + 1
    legend_h = legend_rows * (line_h + 3) + 6
    height = LOGICAL_HEIGHT + legend_h
    # opaque: the PDF writer neither scans an alpha channel nor adds a soft mask
    img = QImage(int(round(LOGICAL_WIDTH * scale)), int(round(height * scale)), QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(scale, scale)
    p.setFont(small)

    months = list(data.months)
    n = months[-1] if months else 1
    yt = y_ticks(data)
    y_lo, y_hi = yt[0], yt[-1] if len(yt) > 1 else yt[0] + 1.0
    tick_w = max(fm.horizontalAdvance(t) for t in texts["y_ticks"]) if texts["y_ticks"] else 20
    left = 8 + line_h + 6 + tick_w + 6
    right = 16.0
    top = 14.0 + (line_h + 4 if data.crossover_month is None and texts["crossover"] else 0)
    bottom = LOGICAL_HEIGHT - (line_h * 2 + 14)
    plot = QRectF(left, top, LOGICAL_WIDTH - left - right, bottom - top)

    def X(m: float) -> float:
        return plot.left() + plot.width() * (m / n if n else 0)

    def Y(v: float) -> float:
        return plot.bottom() - plot.height() * ((v - y_lo) / (y_hi - y_lo) if y_hi > y_lo else 0)

    # grid, ticks, axes
    grid = QPen(QColor("#e3e7ec"), 0.8)
    axis = QPen(QColor("#555555"), 1.0)
    text_color = QColor("#333333")
    for v, label in zip(yt, texts["y_ticks"]):
        y = Y(v)
        p.setPen(grid)
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(text_color)
        p.drawText(QRectF(plot.left() - tick_w - 8, y - line_h / 2, tick_w + 2, line_h),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)
    for m in x_ticks(n):
        x = X(m)
        p.setPen(grid)
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        p.setPen(text_color)
        p.drawText(QRectF(x - 30, plot.bottom() + 3, 60, line_h), int(Qt.AlignmentFlag.AlignHCenter), str(m))
    p.setPen(axis)
    p.drawLine(plot.bottomLeft(), plot.bottomRight())
    p.drawLine(plot.bottomLeft(), plot.topLeft())
    # axis titles
    p.setPen(text_color)
    p.drawText(QRectF(plot.left(), plot.bottom() + line_h + 6, plot.width(), line_h + 2),
               int(Qt.AlignmentFlag.AlignHCenter), texts["axes"][1])
    p.save()
    p.translate(8 + line_h / 2, plot.center().y())
    p.rotate(-90)
    p.drawText(QRectF(-plot.height() / 2, -line_h / 2, plot.height(), line_h + 2),
               int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter), texts["axes"][0])
    p.restore()

    # series (clipped to the plot)
    p.save()
    p.setClipRect(plot.adjusted(-2, -2, 2, 2))
    s = data.series
    for key, (low, high) in (getattr(data, "bands", None) or {}).items():  # the 80 % range, behind the lines
        poly = QPolygonF([QPointF(X(m), Y(v)) for m, v in zip(months, high)]
                         + [QPointF(X(m), Y(v)) for m, v in reversed(list(zip(months, low)))])
        shade = QColor(COLORS.get("spot" if key.startswith("spot") else key, "#444444"))
        shade.setAlpha(40)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(shade)
        p.drawPolygon(poly)
        p.setBrush(Qt.BrushStyle.NoBrush)
    if "spot_low" in s and "spot_high" in s:
        poly = QPolygonF([QPointF(X(m), Y(v)) for m, v in zip(months, s["spot_high"])]
                         + [QPointF(X(m), Y(v)) for m, v in reversed(list(zip(months, s["spot_low"])))])
        band = QColor(COLORS["spot"])
        band.setAlpha(60)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(band)
        p.drawPolygon(poly)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for key in ("spot_low", "spot_high"):
            _polyline(p, [(X(m), Y(v)) for m, v in zip(months, s[key])], _pen(key, 1.0))
    elif "spot_low" in s:
        _polyline(p, [(X(m), Y(v)) for m, v in zip(months, s["spot_low"])], _pen("spot_low", 1.8))
    for key in ("reserved_3y", "reserved_1y", "on_demand", "owned"):
        if key in s and key not in getattr(data, "off_scale", ()):
            _polyline(p, [(X(m), Y(v)) for m, v in zip(months, s[key])], _pen(key))
    p.restore()

    # crossover
    cross = texts["crossover"][0] if texts["crossover"] else ""
    if data.crossover_month is not None and cross:
        x = X(data.crossover_month)
        pen = QPen(QColor(CROSSOVER), 1.4)
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        w = fm.horizontalAdvance(cross) + 8
        lx = x + 4 if x + 4 + w < plot.right() else x - 4 - w
        box = QRectF(lx, plot.top() + 4, w, line_h + 2)
        p.fillRect(box, QColor(255, 255, 255, 230))
        p.setPen(QColor(CROSSOVER))
        p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), cross)
    elif cross:
        p.setPen(QColor(CROSSOVER))
        p.drawText(QRectF(plot.left(), 4, plot.width(), line_h + 2), int(Qt.AlignmentFlag.AlignHCenter), cross)

    # legend
    y0 = LOGICAL_HEIGHT + 2
    for (key, label), (row, col, span) in zip(legend, places):
        x = 20 + col * col_w
        y = y0 + row * (line_h + 3)
        mid = y + line_h / 2
        if key == "caveat":
            p.setPen(QColor(CAVEAT))
            p.drawText(QRectF(x, y, span * col_w - 6, line_h + 2), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                       _fit(fm, label, span * col_w - 6))
            continue
        if key == "spot_band":
            band = QColor(COLORS["spot"])
            band.setAlpha(60)
            p.fillRect(QRectF(x, mid - 4, 22, 8), band)
        elif key == "range_band":
            p.fillRect(QRectF(x, mid - 4, 22, 8), QColor(120, 120, 120, 60))
        else:
            p.setPen(_pen(key))
            p.drawLine(QPointF(x, mid), QPointF(x + 22, mid))
        p.setPen(text_color)
        p.drawText(QRectF(x + 28, y, col_w - 34, line_h + 2), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                   _fit(fm, label, col_w - 34))
    p.end()
    return img


def _legend_places(legend) -> list[tuple[int, int, int]]:
    """(row, column, columns spanned) of each legend entry: lines and bands two to a row, a caveat
    on a row of its own across both columns."""
    out, row, col = [], 0, 0
    for key, _label in legend:
        if key == "caveat":
            if col:
                row, col = row + 1, 0
            out.append((row, 0, 2))
            row += 1
            continue
        out.append((row, col, 1))
        row, col = (row, 1) if col == 0 else (row + 1, 0)
    return out


def _fit(fm: QFontMetricsF, text: str, width: float) -> str:
    return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)


def _polyline(p: QPainter, points: list[tuple[float, float]], pen: QPen) -> None:
    if len(points) < 2:
        return
    path = QPainterPath(QPointF(*points[0]))
    for pt in points[1:]:
        path.lineTo(QPointF(*pt))
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def png_bytes(img: QImage) -> bytes:
    buf = QByteArray()
    dev = QBuffer(buf)
    dev.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(dev, "PNG")
    dev.close()
    return bytes(buf.data())
