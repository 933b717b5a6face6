"""Composition root of the desktop app: QApplication, settings, session, main window."""

from __future__ import annotations

import sys


def run_app(file: str | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from gpuadvisor.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("gpuadvisor")
    app.setOrganizationName("gpuadvisor")
    window = MainWindow()
    if file:
        window.open_path(file)
    window.show()
    return app.exec()
