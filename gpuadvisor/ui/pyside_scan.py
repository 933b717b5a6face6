"""A cheaper answer to the question PySide6 asks of every module imported after it.

PySide6's ``__feature__`` support (``shibokensupport.feature``) looks at each newly imported module
to decide whether it "uses PySide": ``"PySide6" in inspect.getsource(module)``.  ``getsource`` goes
through :mod:`linecache`, which reads, decodes and splits the whole source file and keeps every
line in memory for the rest of the process.  For the app's ~450 modules (numpy, pydantic, the
engine, the panes) that is 50-70 ms of start-up and about 14 MB of memory, spent to find a word
the app never acts on (it selects no ``__feature__``).

:func:`install` replaces that test with the same test on the file's bytes (same answer: the word
is ASCII, so it is in the bytes exactly when it is in the decoded text), read and dropped at once.
A module without a readable ``.py`` file (built-in, extension, bytecode only, a frozen bundle's
archive) is asked the original way, so nothing else changes.  PySide6 versions without this hook,
or with another shape of it, are left alone.
"""

from __future__ import annotations

import sys


def _source_mentions_pyside(original):
    def mod_uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as fh:
                    return b"PySide6" in fh.read()
            except OSError:
                pass
        return original(module)

    mod_uses_pyside.original = original  # type: ignore[attr-defined]
    return mod_uses_pyside


def install() -> bool:
    """Put the byte test in place (once); False when this PySide6 has no such hook."""
    import PySide6  # noqa: F401 - installs the hook being replaced

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or not callable(original):
        return False
    if getattr(original, "original", None) is None:
        feature._mod_uses_pyside = _source_mentions_pyside(original)
    return True
