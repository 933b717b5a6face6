"""``gpuadvisor report FILE --pdf OUT.pdf [--page A4|Letter] [--lang en|zh_TW]``: the printed
recommendation as a PDF, without a window (Qt runs offscreen when there is no display)."""

from __future__ import annotations

import argparse
import os
import sys

from gpuadvisor.i18n import translate


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("report", help=translate("Cli", "write the recommendation report as a PDF"))
    p.add_argument("file", help=translate("Cli", "project file (*.gpuadv)"))
    p.add_argument("--pdf", required=True, metavar="OUT.pdf", help=translate("Cli", "where to write the PDF"))
    p.add_argument("--page", choices=["A4", "Letter"], default="A4", help=translate("Cli", "page size (default A4)"))
    p.add_argument("--objective", choices=["lowest_cost", "fastest", "best_value", "lowest_latency"],
                   default="lowest_cost", help=translate("Cli", "how to rank the options (default lowest_cost)"))
    p.add_argument("--no-charts", action="store_true", help=translate("Cli", "leave the buy-vs-rent charts out"))
    return p


def _ensure_app():
    """A QApplication for pyqtgraph's offscreen drawing; offscreen when there is no display."""
    if not sys.platform.startswith(("win", "darwin")) and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["gpuadvisor-report"])


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.cli import CliError, advise_file
    from gpuadvisor.i18n import current_language

    out = os.path.abspath(args.pdf)
    if not out.lower().endswith(".pdf"):
        raise CliError(translate("Cli", "{file}: the output file must end in .pdf").format(file=args.pdf))
    if not os.path.isdir(os.path.dirname(out)):
        raise CliError(translate("Cli", "{file}: folder {folder} does not exist").format(
            file=args.pdf, folder=os.path.dirname(out)))
    result = advise_file(args.file, args.objective)
    lang = getattr(args, "lang", None) or current_language()

    app = _ensure_app()  # noqa: F841 - keeps the application alive while printing
    from gpuadvisor.ui.printing import write_pdf

    try:
        write_pdf(result, out, page_size=args.page, lang=lang, charts=not args.no_charts)
    except OSError as exc:
        raise CliError(f"{args.pdf}: {exc.strerror or exc}") from None
    if not os.path.exists(out) or os.path.getsize(out) == 0:
        raise CliError(translate("Cli", "{file}: could not write the PDF (is the folder writable?)").format(file=args.pdf))
    print(out)
    return 0
