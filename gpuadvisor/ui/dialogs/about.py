"""Help → About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from gpuadvisor import __version__


def about_text() -> str:
    return QCoreApplication.translate(
        "About",
        "<h3>gpuadvisor {version}</h3>"
        "<p>Which GPU to buy or rent for your deep-learning work: what fits, how fast it runs, "
        "what it costs, and whether to buy or rent.</p>"
        "<p>Every figure comes from a transparent, calibrated model; the assumptions behind it are "
        "listed with their sources and can be changed.</p>"
        "<p>Qt {qt} · Python</p>").format(version=__version__, qt=qVersion())


def show_about(parent: QWidget | None = None) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About gpuadvisor"), about_text())
