"""Print preview, print and PDF export of the recommendation report.

The report is data first (``report.document.build_report`` -> ``report.html.render``); this module
only renders the buy-vs-rent chart of each workload to PNG offscreen (pyqtgraph ImageExporter),
lays the HTML out in a QTextDocument and prints it.  The main window calls:

* ``print_preview(bridge, parent)``   File → Print Preview…
* ``print_document(bridge, parent)``  File → Print… (QPrintDialog)
* ``export_pdf(bridge, path, page_size="A4")``  File → Export PDF…

``write_pdf(result, path, ...)`` does the same without a bridge (``gpuadvisor report`` CLI).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QTextDocument
from PySide6.QtWidgets import QDialog, QWidget

from gpuadvisor.i18n import current_language
from gpuadvisor.report import charts_data
from gpuadvisor.report.document import build_report
from gpuadvisor.report.html import render

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 15.0
# Latin first, then Traditional Chinese: without the TC family Qt falls back to Japanese glyph
# forms from Noto Sans CJK (ecosystem-handson §4)
FONT_FAMILIES = ["DejaVu Sans", "Noto Sans", "Arial", "Noto Sans CJK TC", "Noto Sans TC", "PingFang TC",
                 "Microsoft JhengHei", "WenQuanYi Micro Hei"]
CHART_WIDTH_PX = 1500


def report_font(lang: str = "en", point_size: float = 9.0) -> QFont:
    """The report's font: a Latin family with a Traditional Chinese fallback."""
    from .fonts import cjk_families

    font = QFont()
    cjk = cjk_families()
    fams = [f for f in FONT_FAMILIES if f not in cjk] + cjk
    # Latin first in both languages: Qt falls back glyph by glyph to the CJK family for Chinese,
    # and digits/Latin from the Latin font keep the PDF's text extractable (pdftotext, search).
    font.setFamilies(fams)
    font.setPointSizeF(point_size)
    return font


def chart_pngs(result, width: int = CHART_WIDTH_PX) -> dict[str, bytes]:
    """PNG bytes of each workload's cumulative-cost (buy vs rent) chart, drawn offscreen.

    Needs a QApplication (pyqtgraph draws with widgets); workloads without an owned and a rented
    option to compare are left out.
    """
    from gpuadvisor.ui.charts.cumulative import CumulativeChart

    a = result.assumptions
    out: dict[str, bytes] = {}
    chart = CumulativeChart()
    chart.resize(680, 430)  # about the printed width in points: text stays legible
    for adv in result.workloads:
        pair = charts_data.default_pair(adv)
        if not pair.complete:
            continue
        chart.set_data(charts_data.cumulative_data(pair, a))
        out[adv.workload.id] = chart.png_bytes(width)
    chart.deleteLater()
    return out


def make_printer(page_size: str = "A4", path: str | os.PathLike | None = None):
    from PySide6.QtPrintSupport import QPrinter

    if page_size not in PAGE_SIZES:
        raise ValueError(f"page size must be one of {', '.join(PAGE_SIZES)} (got {page_size!r})")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(QPageLayout(QPageSize(PAGE_SIZES[page_size]), QPageLayout.Orientation.Portrait,
                                      QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                      QPageLayout.Unit.Millimeter))
    if path is not None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        printer.setCreator("gpuadvisor")
    return printer


def make_document(result, printer, *, lang: str | None = None, chart_png: dict[str, bytes] | None = None) -> QTextDocument:
    """The report as a QTextDocument paginated for ``printer`` (no page-number footer)."""
    from PySide6.QtPrintSupport import QPrinter

    lang = lang or current_language()
    page = printer.pageRect(QPrinter.Unit.Point).size()
    sections = build_report(result, catalog_dates=result.catalog_dates, chart_png=chart_png, lang=lang)
    doc = QTextDocument()
    doc.setDefaultFont(report_font(lang))
    doc.setDocumentMargin(0)
    # a page size makes print_() use the layout as is: without it Qt adds page numbers
    doc.setPageSize(QSizeF(page.width(), page.height()))
    doc.setHtml(render(sections, text_width=page.width() - 4, lang=lang))
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, result.document_title)
    return doc


def write_pdf(result, path: str | os.PathLike, *, page_size: str = "A4", lang: str | None = None,
              charts: bool = True) -> Path:
    """Write the report of an ``AdviceResult`` to a PDF file (needs a Q(Gui)Application)."""
    printer = make_printer(page_size, path)
    pngs = chart_pngs(result) if charts else None
    doc = make_document(result, printer, lang=lang, chart_png=pngs)
    doc.print_(printer)
    return Path(path)


def _result(bridge):
    return bridge.session.result


def export_pdf(bridge, path: str | os.PathLike, page_size: str = "A4") -> Path:
    """File → Export PDF: the current advice as a PDF at ``path``."""
    return write_pdf(_result(bridge), path, page_size=page_size)


def print_document(bridge, parent: QWidget | None = None) -> bool:
    """File → Print: a QPrintDialog, then print; False when the user cancels."""
    from PySide6.QtPrintSupport import QPrintDialog

    printer = make_printer(_default_page_size())
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print report"))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    result = _result(bridge)
    make_document(result, printer, chart_png=chart_pngs(result)).print_(printer)
    return True


def print_preview(bridge, parent: QWidget | None = None) -> None:
    """File → Print Preview: a QPrintPreviewDialog that lays the report out for its printer."""
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    result = _result(bridge)
    pngs = chart_pngs(result)
    printer = make_printer(_default_page_size())
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print preview"))
    dialog.paintRequested.connect(lambda p: make_document(result, p, chart_png=pngs).print_(p))
    dialog.resize(900, 1000)
    dialog.exec()


def _default_page_size() -> str:
    """Letter in the US locale, A4 elsewhere."""
    from PySide6.QtCore import QLocale

    return "Letter" if QLocale().territory() in (QLocale.Country.UnitedStates, QLocale.Country.Canada) else "A4"
