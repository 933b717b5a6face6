"""The Qt layer: the only package that may import PySide6 or pyqtgraph."""

from .pyside_scan import install as _install_pyside_scan

_install_pyside_scan()  # before the app's own imports: PySide6 no longer keeps their source in memory
