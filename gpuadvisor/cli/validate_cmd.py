"""``gpuadvisor validate FILE``: check that a project file loads.

Prints ``FILE: OK (N projects, M workloads)`` and exits 0, or exits 2 with one line naming the
file and the problem (the field's dotted path where there is one).  The file is never rewritten,
not even when it uses an older schema.
"""

from __future__ import annotations

import argparse
import sys


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "validate",
        help="check that a project file (*.gpuadv) loads",
        description="Check that a project file loads: envelope, schema version, every field.",
    )
    p.add_argument("file", metavar="FILE", help="project file (*.gpuadv)")
    return p


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.cli import CliError
    from gpuadvisor.persistence.project_file import (
        CURRENT_SCHEMA_VERSION,
        ProjectFileError,
        display_name,
        read_project,
    )

    try:
        loaded = read_project(args.file)
    except ProjectFileError as exc:
        raise CliError(str(exc)) from None
    doc = loaded.document
    n_workloads = sum(len(p.workloads) for p in doc.projects)
    counts = f"{_plural(len(doc.projects), 'project')}, {_plural(n_workloads, 'workload')}"
    if loaded.migrated:
        counts += f"; schema {loaded.schema_version}, saved as schema {CURRENT_SCHEMA_VERSION} on the next save"
    line = f"{display_name(args.file)}: OK ({counts})\n"
    try:
        sys.stdout.write(line)
    except UnicodeEncodeError:  # a console that cannot show the file name (e.g. cp1252)
        encoding = sys.stdout.encoding or "ascii"
        sys.stdout.write(line.encode(encoding, "backslashreplace").decode(encoding))
    return 0
