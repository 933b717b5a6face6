"""A small horizontal stacked bar of a memory breakdown, painted with QPainter.

No pyqtgraph here: the results panel is part of the first window and start-up stays fast.
The bar spans max(needed, usable); a dark tick marks the usable memory, so an option that does
not fit shows its segments running past the tick.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen, QPixmap
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


def color_for(key: str) -> QColor:
    return QColor(ITEM_COLORS.get(key, "#BBBBBB"))


def swatch(key: str, size: int = 10) -> QPixmap:
    """A small square in the item's colour (for the breakdown table)."""
    pm = QPixmap(size, size)
    pm.fill(color_for(key))
    return pm


class MemoryBar(QWidget):
    """Stacked bar of ``items`` (bytes) against ``usable`` bytes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[tuple[str, float]] = []
        self._usable = 0.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(22)

    def set_breakdown(self, items: dict[str, float], usable: float) -> None:
        self._items = [(k, float(v)) for k, v in items.items() if v > 0]
        self._usable = max(0.0, float(usable))
        self.update()

    @property
    def segments(self) -> list[tuple[str, float]]:
        return list(self._items)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(240, 22)

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        rect = QRectF(self.rect()).adjusted(1, 3, -2, -3)
        pal = self.palette()
        p.fillRect(rect, pal.color(QPalette.ColorRole.Base))
        total = sum(v for _k, v in self._items)
        scale_max = max(total, self._usable)
        if scale_max > 0:
            x = rect.left()
            for key, value in self._items:
                w = rect.width() * value / scale_max
                p.fillRect(QRectF(x, rect.top(), w, rect.height()), color_for(key))
                x += w
            if self._usable > 0:
                ux = rect.left() + rect.width() * self._usable / scale_max
                p.setPen(QPen(pal.color(QPalette.ColorRole.WindowText), 2))
                p.drawLine(int(ux), int(rect.top()) - 3, int(ux), int(rect.bottom()) + 3)
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect)
        p.end()
