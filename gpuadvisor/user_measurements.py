"""The user's own measurements for every project (no Qt): ``measurements.json`` in the user data folder.

The "My measurements…" dialog can keep its list here ("Also use these measurements in all my
projects"); a new document then starts with them (``session.new_document``).  A project file keeps
its own copy, so a project opened later is advised with the measurements it was saved with.

The file is a JSON object ``{"measurements": [...]}`` of ``domain.project.Measurement`` dicts,
written atomically (``settings.write_atomic``: a temporary file, fsync, rename).  Reading never
fails: a missing, unreadable or invalid file gives no measurements, an invalid entry is skipped.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from gpuadvisor.domain.project import Measurement

FILE_NAME = "measurements.json"
MAX_BYTES = 5 * 1024 * 1024
MAX_ENTRIES = 10_000  # ProjectDocument.measurements


def measurements_path() -> Path:
    from gpuadvisor.paths import user_data_dir

    return user_data_dir() / FILE_NAME


def load_user_measurements(path: Path | None = None) -> list[Measurement]:
    """The stored measurements ([] when there are none or the file cannot be read)."""
    path = path or measurements_path()
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return []
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    items = data.get("measurements") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    out: list[Measurement] = []
    seen: set[str] = set()
    for item in items[:MAX_ENTRIES]:
        try:
            m = Measurement.model_validate(item)
        except (ValidationError, TypeError, ValueError):
            continue
        if m.id in seen:
            continue
        seen.add(m.id)
        out.append(m)
    return out


def save_user_measurements(measurements, path: Path | None = None) -> Path:
    """Store ``measurements`` (Measurement objects or their dicts) for every new project; an empty
    list removes the file.  Raises OSError when the folder cannot be written."""
    from gpuadvisor.settings import write_atomic

    path = path or measurements_path()
    items = [Measurement.model_validate(m).model_dump(mode="json") if not isinstance(m, Measurement)
             else m.model_dump(mode="json") for m in measurements]
    if not items:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        return path
    write_atomic(path, json.dumps({"measurements": items[:MAX_ENTRIES]}, indent=1, ensure_ascii=False))
    return path


def same_measurements(a, b) -> bool:
    """Whether two lists hold the same measurements (ids, values and order)."""
    def dump(items):
        return [(m if isinstance(m, Measurement) else Measurement.model_validate(m)).model_dump(mode="json")
                for m in items]

    return dump(a) == dump(b)
