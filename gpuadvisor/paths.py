"""Where things are: shipped data (checkout or frozen bundle) and the user's platformdirs folders.

This is the only module that knows about ``sys._MEIPASS`` (PyInstaller).  A ``GPUADVISOR_HOME``
environment variable (or ``--config-dir``) points every user folder at one scratch directory,
for development and tests.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "gpuadvisor"
APP_AUTHOR = "gpuadvisor"


def bundle_root() -> Path:
    """Folder holding ``catalogs/`` and ``resources/``: the checkout, or the PyInstaller bundle."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        return Path(meipass)
    return Path(__file__).resolve().parent.parent


def catalogs_dir() -> Path:
    return bundle_root() / "catalogs"


def resources_dir() -> Path:
    return bundle_root() / "resources"


def examples_dir() -> Path:
    return resources_dir() / "examples"


def _home_override() -> Path | None:
    value = os.environ.get("GPUADVISOR_HOME")
    return Path(value) if value else None


def _dir(kind: str) -> Path:
    override = _home_override()
    if override is not None:
        path = override / kind
    else:
        import platformdirs

        getter = {
            "config": platformdirs.user_config_dir,
            "data": platformdirs.user_data_dir,
            "state": platformdirs.user_state_dir,
            "cache": platformdirs.user_cache_dir,
        }[kind]
        path = Path(getter(APP_NAME, APP_AUTHOR))
    return path


def user_config_dir() -> Path:
    return _dir("config")


def user_data_dir() -> Path:
    return _dir("data")


def user_state_dir() -> Path:
    return _dir("state")


def user_cache_dir() -> Path:
    return _dir("cache")


def user_overrides_file() -> Path:
    """The user's catalog override file (adds entries, changes prices)."""
    return user_data_dir() / "catalog_overrides.json"


def ensure_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path
