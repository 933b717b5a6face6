"""Command line: ``gpuadvisor [FILE]`` opens the window; subcommands run without Qt.

Subcommands live in their own modules, each with ``register(subparsers)`` and a ``run(args)``
returning the exit status.  Bad input exits with status 2 and one line naming the file and the
problem, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from gpuadvisor import __version__, i18n
from gpuadvisor.i18n import translate

# subcommand name -> module under gpuadvisor.cli
SUBCOMMANDS = {
    "catalog": "catalog_cmd",
    "validate": "validate_cmd",
    "advise": "advise_cmd",
    "calibrate": "calibrate_cmd",
    "diagnose": "diagnose_cmd",
    "report": "report_cmd",
}


class CliError(Exception):
    """A user-facing error: printed as one line, exit status 2."""


def advise_file(path: str, objective: str = "lowest_cost"):
    """Load a project file and the catalogs and advise it; bad input becomes a one-line CliError."""
    from gpuadvisor.catalog import CatalogError, load_catalog
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import ProjectFileError, load_project

    try:
        doc = load_project(path)
        catalog = load_catalog()
    except (ProjectFileError, CatalogError) as exc:
        raise CliError(str(exc)) from None
    result = advise(doc, catalog, objective=objective)
    # the command line says what the window's banner says: override entries that were skipped
    result.warnings = list(catalog.warnings) + [w for w in result.warnings if w not in catalog.warnings]
    return result


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config-dir", help=translate("Cli", "keep settings and user data in this folder (development, tests)"))
    parser.add_argument("--lang", choices=["en", "zh_TW"], help=translate("Cli", "language of the output"))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gpuadvisor",
        description=translate("Cli", "Which GPU to buy or rent for your deep-learning work."),
    )
    parser.add_argument("--version", action="version", version=f"gpuadvisor {__version__}")
    _common(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module in SUBCOMMANDS.items():
        mod = importlib.import_module(f"gpuadvisor.cli.{module}")
        p = mod.register(sub)
        _common(p)
        p.set_defaults(_run=mod.run)
    return parser


def _gui_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gpuadvisor", description=translate("Cli", "Open the gpuadvisor window."))
    parser.add_argument("file", nargs="?", help=translate("Cli", "project file (*.gpuadv) to open"))
    parser.add_argument("--self-test", action="store_true", help=translate("Cli", "headless smoke test, then exit"))
    parser.add_argument("--version", action="version", version=f"gpuadvisor {__version__}")
    _common(parser)
    return parser


def _early_language(argv: list[str]) -> None:
    """Apply ``--lang`` (and ``--config-dir``) before the parsers are built, so that ``--help``
    is in that language too."""
    lang = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
        elif arg == "--":
            break
    if lang in i18n.LANGUAGES:
        i18n.set_language(lang)
    else:
        i18n.reset()


def _leading_globals(argv: list[str]) -> list[str]:
    """Accept ``--lang X`` / ``--config-dir X`` before a subcommand too (``gpuadvisor --lang zh_TW advise F``)."""
    argv = list(argv)
    moved: list[str] = []
    while len(argv) >= 3 and argv[0] in ("--lang", "--config-dir"):
        moved += argv[:2]
        argv = argv[2:]
    if moved and argv and argv[0] in SUBCOMMANDS:
        return argv[:1] + moved + argv[1:]
    return moved + argv


def main(argv: list[str]) -> int:
    argv = _leading_globals(argv)
    _early_language(argv)
    if argv and argv[0] in SUBCOMMANDS or (argv and argv[0] in ("-h", "--help")):
        parser = build_parser()
        args = parser.parse_args(argv)
        if not getattr(args, "command", None):
            parser.print_help()
            return 0
        _apply_common(args)
        try:
            return int(args._run(args) or 0)
        except CliError as exc:
            from gpuadvisor.cli.textout import visible

            print(translate("Cli", "gpuadvisor: {error}").format(error=visible(exc)), file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:  # output piped into `head` and closed early: not an error of ours
            try:
                sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
            except OSError:
                pass
            return 0
    args = _gui_parser().parse_args(argv)
    _apply_common(args)
    if args.self_test:
        from gpuadvisor.selftest import run_self_test

        return run_self_test()
    from gpuadvisor.ui.app import run_app

    return run_app(args.file)


def _apply_common(args: argparse.Namespace) -> None:
    if getattr(args, "config_dir", None):
        os.environ["GPUADVISOR_HOME"] = os.path.abspath(args.config_dir)
    if getattr(args, "lang", None):
        os.environ["GPUADVISOR_LANG"] = args.lang
        i18n.set_language(args.lang)
    else:
        i18n.set_language(None)
        i18n.reset()  # GPUADVISOR_HOME may point at other settings now
