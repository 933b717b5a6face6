"""A small horizontal stacked bar of a memory breakdown, painted with QPainter.

No pyqtgraph here: the results panel is part of the first window and start-up stays fast.
The bar spans max(needed, usable); a dark tick marks the usable memory, so an option that does
not fit shows its segments running past the tick.  A dashed line marks the safety margin
(``MemoryBreakdown.safe_limit``), labelled under the bar ("safety margin 10 %"); an option inside
the margin (tight) gets an amber frame and the part past the line hatched amber, one that does not
fit a red frame and the part past the usable memory hatched red.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

# one colour per breakdown item (engine.memory.ITEM_ORDER); colour-blind friendly (Okabe-Ito + greys)
ITEM_COLORS = {
    "weights": "#0072B2",
    "gradients": "#E69F00",
    "optimizer_states": "#D55E00",
    "master_weights": "#CC79A7",
    "lora_adapters": "#F0E442",
    "activations": "#009E73",
    "logits": "#56B4E9",
    "kv_cache": "#6A3D9A",
    "quantization_overhead": "#B15928",
    "sharding_buffers": "#A6761D",
    "runtime_overhead": "#999999",
    "cuda_context": "#666666",
}

#: The bar's frame by state: amber inside the safety margin, red when it does not fit.
STATE_COLORS = {"tight": "#E69F00", "no": "#C62828"}
BAR_HEIGHT = 22


def color_for(key: str) -> QColor:
    return QColor(ITEM_COLORS.get(key, "#BBBBBB"))


def swatch(key: str, size: int = 10) -> QPixmap:
    """A small square in the item's colour (for the breakdown table)."""
    pm = QPixmap(size, size)
    pm.fill(color_for(key))
    return pm


def margin_text(margin: float) -> str:
    """The label of the safety-margin line: "safety margin 10 %"."""
    from gpuadvisor.ui import format as F

    return QCoreApplication.translate("MemoryBar", "safety margin {share}").format(share=F.fmt_percent(margin))


class MemoryBar(QWidget):
    """Stacked bar of ``items`` (bytes) against ``usable`` bytes, with the safety-margin line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[tuple[str, float]] = []
        self._usable = 0.0
        self._limit: float | None = None
        self._state = "fits"
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self._height())

    def set_breakdown(self, items: dict[str, float], usable: float, safe_limit: float | None = None,
                      state: str | None = None) -> None:
        """``items`` in bytes against ``usable`` bytes; ``safe_limit``: the bytes under the safety margin
        (None or >= usable: no margin line); ``state``: "fits", "tight" or "no" (None: from the numbers)."""
        self._items = [(k, float(v)) for k, v in items.items() if v > 0]
        self._usable = max(0.0, float(usable))
        limit = None if safe_limit is None else max(0.0, float(safe_limit))
        self._limit = limit if limit is not None and 0 < limit < self._usable * (1.0 - 1e-9) else None
        if state is None:
            total = self.total
            state = "no" if total > self._usable else ("tight" if self._limit is not None and total > self._limit else "fits")
        self._state = state if state in ("fits", "tight", "no") else "fits"
        self.setMinimumHeight(self._height())
        self.updateGeometry()
        self.update()

    # -- what it shows (tests and the detail pane) ----------------------------------------------------
    @property
    def segments(self) -> list[tuple[str, float]]:
        return list(self._items)

    @property
    def total(self) -> float:
        return sum(v for _k, v in self._items)

    @property
    def state(self) -> str:
        """"fits", "tight" (amber) or "no" (red)."""
        return self._state

    def state_color(self) -> QColor | None:
        """The frame's colour: amber when tight, red when it does not fit, None when it fits."""
        name = STATE_COLORS.get(self._state)
        return QColor(name) if name else None

    @property
    def margin(self) -> float | None:
        """Share of the usable memory kept free (None: no margin line)."""
        if self._limit is None or self._usable <= 0:
            return None
        return 1.0 - self._limit / self._usable

    def margin_label(self) -> str:
        """The text under the margin line ("" when there is no line)."""
        m = self.margin
        return margin_text(m) if m is not None else ""

    def margin_position(self) -> float | None:
        """Where the margin line is, as a share of the bar's width (None: no line)."""
        scale = self._scale_max()
        if self._limit is None or scale <= 0:
            return None
        return self._limit / scale

    def usable_position(self) -> float | None:
        """Where the usable-memory tick is, as a share of the bar's width (None: nothing to show)."""
        scale = self._scale_max()
        return self._usable / scale if scale > 0 and self._usable > 0 else None

    def margin_line_x(self) -> int | None:
        """The margin line's x in the widget's pixels (None: no line)."""
        pos = self.margin_position()
        if pos is None:
            return None
        rect = self._bar_rect()
        return int(rect.left() + rect.width() * pos)

    # -- geometry -------------------------------------------------------------------------------
    def _scale_max(self) -> float:
        return max(self.total, self._usable)

    def _label_height(self) -> int:
        return self.fontMetrics().height() + 2 if self._limit is not None else 0

    def _height(self) -> int:
        return BAR_HEIGHT + self._label_height()

    def _bar_rect(self) -> QRectF:
        return QRectF(1, 3, max(0, self.width() - 3), BAR_HEIGHT - 6)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(240, self._height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(80, self._height())

    # -- painting -------------------------------------------------------------------------------
    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        rect = self._bar_rect()
        pal = self.palette()
        p.fillRect(rect, pal.color(QPalette.ColorRole.Base))
        scale_max = self._scale_max()
        if scale_max > 0:
            x = rect.left()
            for key, value in self._items:
                w = rect.width() * value / scale_max
                p.fillRect(QRectF(x, rect.top(), w, rect.height()), color_for(key))
                x += w
            end = x
            state_color = self.state_color()
            if state_color is not None:  # hatch the part past the margin (tight) or past the usable memory
                start_bytes = self._usable if self._state == "no" else (self._limit or self._usable)
                sx = rect.left() + rect.width() * start_bytes / scale_max
                if end > sx:
                    p.fillRect(QRectF(sx, rect.top(), end - sx, rect.height()),
                               QBrush(state_color, Qt.BrushStyle.BDiagPattern))
            if self._limit is not None:
                mx = rect.left() + rect.width() * self._limit / scale_max
                pen = QPen(pal.color(QPalette.ColorRole.WindowText), 1, Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.drawLine(int(mx), int(rect.top()) - 3, int(mx), int(rect.bottom()) + 3)
            if self._usable > 0:
                ux = rect.left() + rect.width() * self._usable / scale_max
                p.setPen(QPen(pal.color(QPalette.ColorRole.WindowText), 2))
                p.drawLine(int(ux), int(rect.top()) - 3, int(ux), int(rect.bottom()) + 3)
        state_color = self.state_color()
        if state_color is not None:
            p.setPen(QPen(state_color, 2))
        else:
            p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect)
        self._paint_margin_label(p, rect)
        p.end()

    def _paint_margin_label(self, p: QPainter, rect: QRectF) -> None:
        x = self.margin_line_x()
        if x is None:
            return
        text = self.margin_label()
        fm = self.fontMetrics()
        w = fm.horizontalAdvance(text)
        # under the bar, centred on the line and kept inside the bar's width
        left = min(max(rect.left(), x - w / 2.0), max(rect.left(), rect.right() - w))
        top = BAR_HEIGHT - 2
        p.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        p.drawText(QRectF(left, top, w + 1, fm.height()), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)
