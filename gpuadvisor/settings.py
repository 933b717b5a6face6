"""Application preferences (no Qt): language, currency, default assumptions and cloud providers
for new projects, and the recent-files list.  Saved atomically as JSON in the platformdirs config folder.

Window geometry and splitter state are UI state and live elsewhere (``ui_state.json`` in the
state folder, written by the UI layer); the widths a user gave the results table's columns and its
detail pane are kept here (``results_column_widths``, ``results_detail_width``), by column name.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gpuadvisor.domain.project import Assumptions

SETTINGS_NAME = "settings.json"
MAX_RECENT = 10

Language = Literal["system", "en", "zh_TW"]

#: Assumptions a user may give new projects a different default for (Preferences dialog).
DEFAULT_ASSUMPTION_KEYS: tuple[str, ...] = (
    "usd_to_twd",
    "electricity_twd_per_kwh",
    "pue",
    "useful_life_months",
    "resale_share_datacenter",
    "resale_share_consumer",
)


class AppSettings(BaseModel):
    """What the Preferences dialog edits, plus the recent-files list."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language = "system"
    currency: Literal["TWD", "USD"] = "TWD"
    default_assumptions: dict[str, float] = Field(default_factory=dict)
    #: Clouds new projects rent from (``Assumptions.cloud_providers``); None: the catalog's default set.
    cloud_providers: list[str] | None = None
    recent_files: list[str] = Field(default_factory=list)
    #: Results table: the widths the user dragged columns to (column name -> pixels), and the
    #: detail pane's width; the window sizes the rest itself.
    results_column_widths: dict[str, int] = Field(default_factory=dict, max_length=32)
    results_detail_width: int | None = Field(None, ge=120, le=10_000)

    @field_validator("results_column_widths")
    @classmethod
    def _column_widths(cls, value: dict[str, int]) -> dict[str, int]:
        for key, width in value.items():
            if not (key.isidentifier() and len(key) <= 40):
                raise ValueError(f"not a column name: {key[:40]!r}")
            if not 8 <= width <= 10_000:
                raise ValueError(f"column width {width} out of range (8-10000)")
        return value

    @field_validator("default_assumptions")
    @classmethod
    def _known_assumptions(cls, value: dict[str, float]) -> dict[str, float]:
        bad = [k for k in value if k not in DEFAULT_ASSUMPTION_KEYS]
        if bad:
            raise ValueError(f"unknown assumption(s) {', '.join(bad)}")
        Assumptions(**value)  # raises ValidationError on an out-of-range value
        return value

    @field_validator("cloud_providers")
    @classmethod
    def _provider_ids(cls, value: list[str] | None) -> list[str] | None:
        if value is None:
            return None
        return sorted(Assumptions(cloud_providers=value).cloud_providers)  # raises on a malformed id

    @field_validator("recent_files")
    @classmethod
    def _cap_recent(cls, value: list[str]) -> list[str]:
        out: list[str] = []
        for v in value:
            if v and v not in out:
                out.append(v)
        return out[:MAX_RECENT]

    # -- helpers -----------------------------------------------------------------------------
    def new_assumptions(self) -> Assumptions:
        """Assumptions for a new project: the shipped defaults with this user's overrides."""
        return Assumptions(currency=self.currency, cloud_providers=self.cloud_providers, **self.default_assumptions)

    def add_recent(self, path: str | os.PathLike) -> None:
        p = str(Path(path).resolve())
        self.recent_files = [p] + [r for r in self.recent_files if r != p]

    def remove_recent(self, path: str | os.PathLike) -> None:
        p = str(Path(path).resolve())
        self.recent_files = [r for r in self.recent_files if r != p]


def settings_path() -> Path:
    from gpuadvisor.paths import user_config_dir

    return user_config_dir() / SETTINGS_NAME


def load_settings(path: Path | None = None) -> AppSettings:
    """The saved settings; defaults when the file is missing or unreadable (never raises).

    Read field by field: a field with a bad value (a number where a name belongs, an unknown
    language) falls back to its default alone and the others are kept; in the recent files and the
    default assumptions, a bad entry is dropped alone.
    """
    path = path or settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, TypeError):
        return AppSettings()
    if not isinstance(data, dict):
        return AppSettings()
    try:
        return AppSettings.model_validate(data)
    except (ValidationError, ValueError, TypeError):
        pass
    good: dict = {}
    for name in AppSettings.model_fields:
        if name not in data:
            continue
        value = _salvage(name, data[name])
        if _valid_field(name, value):
            good[name] = value
    try:
        return AppSettings.model_validate(good)
    except (ValidationError, ValueError, TypeError):  # fields that only fail together: defaults
        return AppSettings()


def _valid_field(name: str, value) -> bool:
    try:
        AppSettings.model_validate({name: value})
    except (ValidationError, ValueError, TypeError, RecursionError):
        return False
    return True


def _salvage(name: str, value):
    """The usable part of a list or mapping field: its entries that are valid on their own."""
    if name == "recent_files" and isinstance(value, list):
        return [v for v in value if isinstance(v, str)]
    if name == "default_assumptions" and isinstance(value, dict):
        return {k: v for k, v in value.items() if _valid_field(name, {k: v})}
    return value


def save_settings(settings: AppSettings, path: Path | None = None) -> Path:
    """Write atomically: temporary file beside the target, fsync, rename over it."""
    path = path or settings_path()
    write_atomic(path, json.dumps(settings.model_dump(mode="json"), indent=2, ensure_ascii=False))
    return path


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new content."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
