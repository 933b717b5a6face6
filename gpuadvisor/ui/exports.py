"""Export the answer from the window: the PDF report, its one-page summary, the Excel workbook.

Each function asks for a file name (``QFileDialog``), writes the file atomically (the writers
write under a temporary name and rename it over the target) and reports a failure in a dialog
naming the file and the problem.  They return the path written, or None (cancelled or failed).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from .textsafe import auto_text, safe_file_name



def _suggested(bridge, suffix: str, extra: str = "") -> str:
    session = bridge.session
    if session.path is not None:
        base = Path(session.path)
        return str(base.with_name(base.stem + extra + suffix))
    return str(Path.home() / (safe_file_name(session.document.title) + extra + suffix))


def _with_suffix(path: str, suffix: str) -> str:
    return path if path.lower().endswith(suffix) else path + suffix


def _failed(parent: QWidget | None, title: str, path: str, exc: Exception) -> None:
    QMessageBox.critical(parent, title, auto_text(QCoreApplication.translate(
        "Exports", "Could not write {name}:\n\n{problem}").format(name=QFileInfo(path).fileName(), problem=exc)))


def _status(parent: QWidget | None, path: str) -> None:
    window = parent.window() if parent is not None else None
    bar = window.statusBar() if window is not None and hasattr(window, "statusBar") else None
    if bar is not None:
        bar.showMessage(QCoreApplication.translate("Exports", "Saved {name}").format(name=Path(path).name), 4000)


def export_pdf_dialog(bridge, parent: QWidget | None = None, summary_only: bool = False) -> Path | None:
    """Ask for a PDF file (A4 or Letter) and write the report, or only its first page."""
    from .printing import export_pdf

    title = (QCoreApplication.translate("Exports", "Export the one-page summary") if summary_only
             else QCoreApplication.translate("Exports", "Export PDF"))
    extra = QCoreApplication.translate("Exports", " - summary") if summary_only else ""
    path, chosen = QFileDialog.getSaveFileName(
        parent, title, _suggested(bridge, ".pdf", extra),
        QCoreApplication.translate("Exports", "PDF, A4 (*.pdf);;PDF, Letter (*.pdf)"))
    if not path:
        return None
    path = _with_suffix(path, ".pdf")
    page = "Letter" if "Letter" in chosen else "A4"
    try:
        written = export_pdf(bridge, path, page, summary_only=summary_only)
    except Exception as exc:  # noqa: BLE001 - any failure is reported, never a crash
        _failed(parent, QCoreApplication.translate("Exports", "Cannot export PDF"), path, exc)
        return None
    _status(parent, path)
    return Path(written)


def export_xlsx_dialog(bridge, parent: QWidget | None = None) -> Path | None:
    """Ask for an .xlsx file and write the workbook (answer, recommendations, plan, series)."""
    from gpuadvisor.i18n import current_language
    from gpuadvisor.report.xlsx import write_xlsx

    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Exports", "Export Excel"), _suggested(bridge, ".xlsx"),
        QCoreApplication.translate("Exports", "Excel workbook (*.xlsx)"))
    if not path:
        return None
    path = _with_suffix(path, ".xlsx")
    try:
        written = write_xlsx(bridge.session.result, path, current_language(), source_path=bridge.session.path)
    except Exception as exc:  # noqa: BLE001
        _failed(parent, QCoreApplication.translate("Exports", "Cannot export Excel"), path, exc)
        return None
    _status(parent, path)
    return Path(written)
