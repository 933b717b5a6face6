"""``gpuadvisor validate FILE``: check that a project file loads.

Prints ``FILE: OK (N projects, M workloads)`` and exits 0, or exits 2 with one line naming the
file and the problem (the field's dotted path where there is one).  The file is never rewritten,
not even when it uses an older schema.
"""

from __future__ import annotations

import argparse
import sys

from gpuadvisor.i18n import translate


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "validate",
        help=translate("Cli", "check that a project file (*.gpuadv) loads"),
        description=translate("Cli", "Check that a project file loads: envelope, schema version, every field."),
    )
    p.add_argument("file", metavar="FILE", help=translate("Cli", "project file (*.gpuadv)"))
    return p


def _projects(n: int) -> str:
    if n == 1:
        return translate("Cli", "{n} project").format(n=n)
    return translate("Cli", "{n} projects").format(n=n)


def _workloads(n: int) -> str:
    if n == 1:
        return translate("Cli", "{n} workload").format(n=n)
    return translate("Cli", "{n} workloads").format(n=n)


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
    if loaded.migrated:
        counts = translate("Cli", "{projects}, {workloads}; schema {old}, saved as schema {new} on the next save").format(
            projects=_projects(len(doc.projects)), workloads=_workloads(n_workloads), old=loaded.schema_version,
            new=CURRENT_SCHEMA_VERSION)
    else:
        counts = translate("Cli", "{projects}, {workloads}").format(
            projects=_projects(len(doc.projects)), workloads=_workloads(n_workloads))
    line = translate("Cli", "{file}: OK ({counts})").format(file=display_name(args.file), counts=counts) + "\n"
    try:
        sys.stdout.write(line)
    except UnicodeEncodeError:  # a console that cannot show the file name (e.g. cp1252)
        encoding = sys.stdout.encoding or "ascii"
        sys.stdout.write(line.encode(encoding, "backslashreplace").decode(encoding))
    return 0
