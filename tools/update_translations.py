"""Refresh the translation files from the source: ``python tools/update_translations.py``.

1. ``pyside6-lupdate`` reads every ``.py`` under ``gpuadvisor/`` (the Qt window's ``self.tr()`` /
   ``QCoreApplication.translate`` calls and the core's ``i18n.translate("Context", "text")`` calls)
   into ``resources/i18n/gpuadvisor_<lang>.ts``, keeping the translations already there and
   dropping messages that are gone (``-no-obsolete``).
2. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the window's QTranslator loads.
   The core reads the ``.ts`` itself (``gpuadvisor.i18n``), so both come from one file.

Options: ``--lang zh_TW`` (repeatable; default every language but English), ``--no-release``
(update the .ts only), ``--check`` (exit 1 when the .ts would change: CI).
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "gpuadvisor"
I18N_DIR = ROOT / "resources" / "i18n"
LANGUAGES = ("zh_TW",)


def _tool(name: str) -> str:
    """``pyside6-<name>`` next to this Python (the venv), else on PATH."""
    here = Path(sys.executable).parent
    for cand in (here / f"pyside6-{name}", here / f"pyside6-{name}.exe"):
        if cand.exists():
            return str(cand)
    found = shutil.which(f"pyside6-{name}")
    if not found:
        raise SystemExit(f"pyside6-{name} not found: install PySide6 (pip install -e .) first")
    return found


def sources() -> list[str]:
    """Every .py under gpuadvisor/, relative to the repository root, sorted (stable .ts order)."""
    return sorted(str(p.relative_to(ROOT)).replace(os.sep, "/") for p in PACKAGE.rglob("*.py")
                  if "__pycache__" not in p.parts)


def lupdate(ts: Path) -> None:
    ts.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as fh:
        fh.write("\n".join(sources()) + "\n")
        listing = fh.name
    try:
        # no source locations: the .ts changes only when a message does, not when code moves
        subprocess.run([_tool("lupdate"), "-no-obsolete", "-locations", "none", f"@{listing}",
                        "-ts", str(ts)], cwd=ROOT, check=True)
    finally:
        os.unlink(listing)


def lrelease(ts: Path) -> Path:
    qm = ts.with_suffix(".qm")
    subprocess.run([_tool("lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True)
    return qm


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", action="append", help="language to update (default: %s)" % ", ".join(LANGUAGES))
    ap.add_argument("--no-release", action="store_true", help="update the .ts files only")
    ap.add_argument("--check", action="store_true", help="exit 1 if a .ts file is out of date (changes nothing)")
    args = ap.parse_args(argv)
    langs = args.lang or list(LANGUAGES)
    stale = []
    for lang in langs:
        ts = I18N_DIR / f"gpuadvisor_{lang}.ts"
        if args.check:
            copy = ts.with_name(f".check-{ts.name}")  # same folder: same relative locations
            try:
                if ts.exists():
                    shutil.copy2(ts, copy)
                lupdate(copy)
                if not ts.exists() or not filecmp.cmp(ts, copy, shallow=False):
                    stale.append(ts)
            finally:
                copy.unlink(missing_ok=True)
            continue
        lupdate(ts)
        if not args.no_release:
            print(f"wrote {lrelease(ts).relative_to(ROOT)}")
    if stale:
        print("out of date: " + ", ".join(str(p.relative_to(ROOT)) for p in stale) + " (run make translations)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
