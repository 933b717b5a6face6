"""The plan across all projects and the file's assumptions (placeholder; replaced by the full view)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class PlanView(QWidget):
    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Plan"), self))
