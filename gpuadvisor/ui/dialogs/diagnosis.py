"""Diagnosis dialog for a slow training run (placeholder; replaced by the full dialog)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def open_diagnosis_dialog(parent: QWidget | None = None) -> None:
    QMessageBox.information(parent, "Diagnosis", "Not available yet.")
