"""Binary files written so that a crash or a full disk leaves the old content or the new, never a part.

The project file has its own, stricter save (a backup, the folder synced: ``persistence.project_file``)
and text settings theirs (``settings.write_atomic``); caches and exports write through here.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def write_via_temp(path: str | Path, write: Callable[[BinaryIO], object], *, fsync: bool = False) -> None:
    """Call ``write(fh)`` on a temporary file beside ``path`` (binary), then rename it over ``path``.

    ``fsync``: flush the content to the disk before the rename (files a user keeps; a cache the
    next start can rebuild does without).  On any error the temporary file is removed and the error
    raised; ``path`` keeps what it had."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            write(fh)
            if fsync:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
