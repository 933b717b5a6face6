"""At start-up: offer to recover the autosaved document left by a session that did not close cleanly."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFileInfo, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from ..textsafe import plain_box


def ask_recover(parent: QWidget | None, origin: str, saved_at_ms: int | None = None) -> bool:
    """True to recover the autosave, False to discard it."""
    name = QFileInfo(origin).fileName() if origin else QCoreApplication.translate("RecoverDialog", "an unsaved project")
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("RecoverDialog", "Recover unsaved changes?"))
    box.setText(QCoreApplication.translate("RecoverDialog", "gpuadvisor did not close normally. Recover the unsaved changes to {name}?").format(
        name=name))
    if saved_at_ms is not None:
        from PySide6.QtCore import QDateTime

        when = QLocale().toString(QDateTime.fromMSecsSinceEpoch(saved_at_ms), QLocale.FormatType.ShortFormat)
        box.setInformativeText(QCoreApplication.translate("RecoverDialog", "Autosaved {when}.").format(when=when))
    recover = box.addButton(QCoreApplication.translate("RecoverDialog", "Recover"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("RecoverDialog", "Discard"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(recover)
    plain_box(box)  # the file's name is shown as written, never as markup
    box.exec()
    return box.clickedButton() is recover
