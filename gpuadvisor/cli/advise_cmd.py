"""`gpuadvisor advise` (not available yet)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("advise", help="(not available yet)")
    p.add_argument("args", nargs="*")
    return p


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.cli import CliError

    raise CliError("'advise' is not available in this version yet")
