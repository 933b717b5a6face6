"""Recommendations for the selected workload (placeholder; replaced by the full panel)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class RecommendationPanel(QWidget):
    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Recommendations"), self))
