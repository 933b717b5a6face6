"""Main window (first version: shows the open project's workloads)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("gpuadvisor"))
        self.resize(1280, 800)
        self._label = QLabel(self.tr("Open a project file to begin."), self)
        self.setCentralWidget(self._label)

    def open_path(self, path: str) -> None:
        self._label.setText(path)
