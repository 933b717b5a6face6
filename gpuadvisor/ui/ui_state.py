"""Window geometry, splitter sizes and similar UI state: base64 blobs in ``ui_state.json`` in the
state folder (kept apart from the preferences in ``settings.json``).  Plain json, no pydantic, so
it can be read before the first paint."""

from __future__ import annotations

import base64
import json
from pathlib import Path

from PySide6.QtCore import QByteArray

UI_STATE_NAME = "ui_state.json"


def ui_state_path() -> Path:
    from gpuadvisor.paths import user_state_dir

    return user_state_dir() / UI_STATE_NAME


def load_ui_state() -> dict:
    try:
        data = json.loads(ui_state_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_ui_state(data: dict) -> None:
    import os

    path = ui_state_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # losing the window layout is not worth an error dialog


def to_b64(blob: QByteArray) -> str:
    return base64.b64encode(bytes(blob.data())).decode("ascii")


def from_b64(text) -> QByteArray | None:
    if not isinstance(text, str):
        return None
    try:
        return QByteArray(base64.b64decode(text.encode("ascii"), validate=True))
    except ValueError:
        return None
