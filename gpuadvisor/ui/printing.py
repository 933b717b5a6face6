"""Print preview, print and PDF export of the recommendation report.

The report is data first (``report.document.build_report`` -> ``report.html.render``); this module
only draws the buy-vs-rent chart of each workload (``ui.report_charts``, in the report's language)
to a QImage that the QTextDocument holds as a resource (no PNG encoded and decoded on the way), lays
the HTML out in a QTextDocument and prints it.  Page 1 is the answer for the whole
file (``report.answer``), shortened level by level until it fits on one page; the appendices follow.
The main window calls:

* ``print_preview(bridge, parent, summary_only=False)``   File → Print Preview…
* ``print_document(bridge, parent, summary_only=False)``  File → Print… (QPrintDialog)
* ``export_pdf(bridge, path, page_size="A4", summary_only=False)``  File → Export PDF…

``summary_only`` prints page 1 alone.  An untitled document is titled by its file's name.
``write_pdf(result, path, ...)`` does the same without a bridge (``gpuadvisor report`` CLI).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QFont, QImage, QPageLayout, QPageSize, QTextDocument
from PySide6.QtWidgets import QDialog, QWidget

from gpuadvisor import i18n
from gpuadvisor.i18n import current_language
from gpuadvisor.report import charts_data
from gpuadvisor.report.document import SUMMARY_LEVELS, build_report
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


def chart_pngs(result, width: int = CHART_WIDTH_PX, lang: str | None = None) -> dict[str, bytes]:
    """``chart_images`` as PNG bytes (for a file or an HTML page; the PDF takes the images as they are)."""
    from gpuadvisor.ui.report_charts import png_bytes

    return {wid: png_bytes(img) for wid, img in chart_images(result, width, lang).items()}


def chart_images(result, width: int = CHART_WIDTH_PX, lang: str | None = None) -> dict[str, QImage]:
    """Each workload's cumulative-cost (buy vs rent) chart, drawn for print in ``lang``
    (``ui.report_charts``: translated texts, 萬/億 money ticks in 繁體中文), ``width`` pixels wide.

    Needs a QGuiApplication (fonts); workloads without an owned and a rented option to compare
    are left out.
    """
    from gpuadvisor.ui.report_charts import cumulative_image

    lang = lang or current_language()
    a = result.assumptions
    out: dict[str, QImage] = {}
    font = report_font(lang, 8.5)
    advices, _left_out = charts_data.report_chart_advices(result)  # not one per workload of 500
    for adv in advices:
        pair = charts_data.default_pair(adv)
        if not pair.complete:
            continue
        with i18n.language(lang):
            data = charts_data.cumulative_data(pair, a)
        if data is None:
            continue
        out[adv.workload.id] = cumulative_image(data, width_px=width, lang=lang, font=font)
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


def _layout_scale() -> float:
    """Layout units per printed point.  QTextDocument lays text out in the screen's logical pixels
    (a 9 pt font is 12 px at 96 dpi) and print_() scales the page to the paper: a page measured in
    points would print every font at 96/72 of its size.  The page is measured in pixels instead."""
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen() if QGuiApplication.instance() is not None else None
    dpi = screen.logicalDotsPerInchY() if screen is not None else 96.0
    return (dpi if dpi and dpi > 0 else 96.0) / 72.0


def _text_document(sections, page: QSizeF, lang: str, title: str) -> QTextDocument:
    """``page``: the printable area in points."""
    k = _layout_scale()
    doc = QTextDocument()
    doc.setDefaultFont(report_font(lang))
    doc.setDocumentMargin(0)
    # a page size makes print_() use the layout as is: without it Qt adds page numbers
    doc.setPageSize(QSizeF(page.width() * k, page.height() * k))

    held: list[QImage] = []

    def image_src(img) -> str | None:
        """A chart drawn as a QImage becomes a resource of the document, named by its position."""
        if not isinstance(img.png, QImage):
            return None
        name = f"gpuadvisor-chart-{len(held)}.png"
        held.append(img.png)
        doc.addResource(int(QTextDocument.ResourceType.ImageResource), QUrl(name), img.png)
        return name

    doc.setHtml(render(sections, text_width=page.width() * k - 4, lang=lang, image_src=image_src))
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    return doc


def summary_level(result, page: QSizeF, *, lang: str, source_path=None) -> int:
    """The first of ``SUMMARY_LEVELS`` at which page 1 (the answer) fits on one page."""
    return _fitted_answer(result, page, lang=lang, source_path=source_path)[0]


def _fitted_answer(result, page: QSizeF, *, lang: str, source_path=None) -> tuple[int, QTextDocument]:
    """(the first of ``SUMMARY_LEVELS`` at which page 1 fits on one page, page 1 laid out at it);
    the last level when none fits."""
    last = len(SUMMARY_LEVELS) - 1
    for level in range(last + 1):
        sections = build_report(result, catalog_dates=result.catalog_dates, lang=lang, source_path=source_path,
                                summary_only=True, summary_level=level)
        doc = _text_document(sections, page, lang, sections[0].title)
        if level == last or doc.pageCount() <= 1:
            return level, doc
    raise AssertionError("unreachable")


def make_document(result, printer, *, lang: str | None = None, chart_png: dict[str, QImage | bytes] | None = None,
                  source_path=None, summary_only: bool = False) -> QTextDocument:
    """The report as a QTextDocument paginated for ``printer`` (no page-number footer): page 1 the
    answer (shortened until it fits on one page), then the appendices unless ``summary_only``."""
    from PySide6.QtPrintSupport import QPrinter

    lang = lang or current_language()
    rect = printer.pageRect(QPrinter.Unit.Point).size()
    page = QSizeF(rect.width(), rect.height())
    level, answer = _fitted_answer(result, page, lang=lang, source_path=source_path)
    if summary_only:
        return answer  # page 1 as it was fitted: not built and laid out a second time
    sections = build_report(result, catalog_dates=result.catalog_dates, chart_png=chart_png,
                            lang=lang, source_path=source_path, summary_only=False, summary_level=level)
    return _text_document(sections, page, lang, sections[0].title)


def _temp_name(path: Path) -> Path:
    return path.with_name(f".{path.stem}.{os.getpid()}.tmp{path.suffix or '.pdf'}")


def write_pdf(result, path: str | os.PathLike, *, page_size: str = "A4", lang: str | None = None,
              charts: bool = True, source_path=None, summary_only: bool = False) -> Path:
    """Write the report of an ``AdviceResult`` to a PDF file (needs a Q(Gui)Application).

    The file is written under a temporary name in the same folder and renamed over ``path`` when
    complete: a failed export never leaves half a PDF or destroys the previous one.  ``source_path``
    (the project file) titles an untitled document; ``summary_only`` prints page 1 alone."""
    path = Path(path)
    lang = lang or current_language()
    tmp = _temp_name(path)
    printer = make_printer(page_size, tmp)
    images = chart_images(result, lang=lang) if charts and not summary_only else None
    doc = make_document(result, printer, lang=lang, chart_png=images, source_path=source_path,
                        summary_only=summary_only)
    try:
        doc.print_(printer)
        del printer  # closes the file
        if not tmp.is_file() or tmp.stat().st_size == 0:
            raise OSError(errno.EACCES, QCoreApplication.translate("Printing", "could not write the PDF"), str(path))
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            try:
                tmp.unlink()
            except OSError:
                pass
    return path


def _result(bridge):
    return bridge.session.result


def _source(bridge):
    """The project file the window shows (titles an untitled document), or None."""
    return getattr(bridge.session, "path", None)


def export_pdf(bridge, path: str | os.PathLike, page_size: str = "A4", summary_only: bool = False) -> Path:
    """File → Export PDF: the current advice as a PDF at ``path`` (``summary_only``: page 1 alone)."""
    return write_pdf(_result(bridge), path, page_size=page_size, source_path=_source(bridge), summary_only=summary_only)


def print_document(bridge, parent: QWidget | None = None, summary_only: bool = False) -> bool:
    """File → Print: a QPrintDialog, then print; False when the user cancels."""
    from PySide6.QtPrintSupport import QPrintDialog

    printer = make_printer(_default_page_size())
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print report"))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    result = _result(bridge)
    images = None if summary_only else chart_images(result)
    make_document(result, printer, chart_png=images, source_path=_source(bridge),
                  summary_only=summary_only).print_(printer)
    return True


def print_preview(bridge, parent: QWidget | None = None, summary_only: bool = False) -> None:
    """File → Print Preview: a QPrintPreviewDialog that lays the report out for its printer."""
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    result = _result(bridge)
    images = None if summary_only else chart_images(result)
    source = _source(bridge)
    printer = make_printer(_default_page_size())
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print preview"))
    dialog.paintRequested.connect(
        lambda p: make_document(result, p, chart_png=images, source_path=source, summary_only=summary_only).print_(p))
    dialog.resize(900, 1000)
    dialog.exec()


def _default_page_size() -> str:
    """Letter in the US locale, A4 elsewhere."""
    from PySide6.QtCore import QLocale

    return "Letter" if QLocale().territory() in (QLocale.Country.UnitedStates, QLocale.Country.Canada) else "A4"
