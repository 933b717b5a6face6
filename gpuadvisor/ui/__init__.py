"""The Qt layer: the only package that may import PySide6 or pyqtgraph."""
