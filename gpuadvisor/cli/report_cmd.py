"""``gpuadvisor report FILE --pdf OUT.pdf [--xlsx OUT.xlsx] [--summary-only] [--page A4|Letter]
[--lang en|zh_TW]``: the printed recommendation as a PDF (page 1 the answer, then the appendices)
and/or the recommendations, the plan and the cost series as an Excel workbook, without a window
(Qt runs offscreen when there is no display; the workbook needs no Qt)."""

from __future__ import annotations

import argparse
import os
import sys

from gpuadvisor.i18n import translate


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("report", help=translate("Cli", "write the recommendation report as a PDF or an Excel workbook"))
    p.add_argument("file", help=translate("Cli", "project file (*.gpuadv)"))
    p.add_argument("--pdf", metavar="OUT.pdf", help=translate("Cli", "where to write the PDF"))
    p.add_argument("--xlsx", metavar="OUT.xlsx",
                   help=translate("Cli", "where to write the Excel workbook (recommendations, plan, cost series)"))
    p.add_argument("--summary-only", action="store_true",
                   help=translate("Cli", "print only page 1 of the PDF: the answer for the whole file"))
    p.add_argument("--page", choices=["A4", "Letter"], default="A4", help=translate("Cli", "page size (default A4)"))
    p.add_argument("--objective", choices=["lowest_cost", "fastest", "best_value", "lowest_latency"],
                   default="lowest_cost", help=translate("Cli", "how to rank the options (default lowest_cost)"))
    p.add_argument("--no-charts", action="store_true", help=translate("Cli", "leave the buy-vs-rent charts out"))
    return p


def _ensure_app():
    """A QApplication for the report's fonts and charts; offscreen when there is no display."""
    if not sys.platform.startswith(("win", "darwin")) and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["gpuadvisor-report"])


def _target(given: str, suffix: str):
    """The absolute output path, checked before any work: right extension, existing folder."""
    from gpuadvisor.cli import CliError

    out = os.path.abspath(given)
    if not out.lower().endswith(suffix):
        raise CliError(translate("Cli", "{file}: the output file must end in {suffix}").format(file=given, suffix=suffix))
    folder = os.path.dirname(out)
    if not os.path.isdir(folder):
        raise CliError(translate("Cli", "{file}: folder {folder} does not exist").format(file=given, folder=folder))
    if os.path.isdir(out):
        raise CliError(translate("Cli", "{file}: is a folder").format(file=given))
    return out


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.cli import CliError, advise_file
    from gpuadvisor.i18n import current_language

    if not args.pdf and not args.xlsx:
        raise CliError(translate("Cli", "{file}: say where to write the report: --pdf OUT.pdf and/or --xlsx OUT.xlsx").format(
            file=args.file))
    pdf = _target(args.pdf, ".pdf") if args.pdf else None
    xlsx = _target(args.xlsx, ".xlsx") if args.xlsx else None
    result = advise_file(args.file, args.objective)
    lang = getattr(args, "lang", None) or current_language()

    if xlsx:
        from gpuadvisor.report.xlsx import write_xlsx

        try:
            write_xlsx(result, xlsx, lang=lang, source_path=args.file)
        except OSError as exc:
            raise CliError(f"{args.xlsx}: {exc.strerror or exc}") from None
        print(xlsx)
    if pdf:
        app = _ensure_app()  # noqa: F841 - keeps the application alive while printing
        from gpuadvisor.ui.printing import write_pdf

        try:
            write_pdf(result, pdf, page_size=args.page, lang=lang, charts=not args.no_charts, source_path=args.file,
                      summary_only=args.summary_only)
        except OSError as exc:
            raise CliError(translate("Cli", "{file}: could not write the PDF ({why})").format(
                file=args.pdf, why=exc.strerror or exc)) from None
        print(pdf)
    return 0
