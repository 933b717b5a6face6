"""``gpuadvisor --self-test``: a headless smoke test of the installed app or bundle."""

from __future__ import annotations

import os
import sys


def run_self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtWidgets import QApplication

        from gpuadvisor.ui.main_window import MainWindow

        app = QApplication.instance() or QApplication(sys.argv[:1])
        window = MainWindow()
        window.show()
        app.processEvents()
        print("self-test: window opened")
    except Exception as exc:  # noqa: BLE001 - report any failure as the reason
        print(f"self-test FAILED: {exc}", file=sys.stderr)
        return 1
    print("self-test: OK")
    return 0
