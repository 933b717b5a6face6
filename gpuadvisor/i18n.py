"""Translation hook for the Qt-free layers (report, CLI text).

``tr(context, text)`` marks a user-visible string; it returns the text unchanged for now.  When the
繁體中文 translation arrives it will look the text up in a catalogue for ``current_language()``;
Qt code uses ``self.tr()`` / ``QCoreApplication.translate`` instead.  No Qt here.
"""

from __future__ import annotations

import os

LANGUAGES = ("en", "zh_TW")


def tr(context: str, text: str) -> str:
    """The translation of ``text`` in ``context`` (identity until a catalogue exists)."""
    return text


def normalise_language(value: str | None) -> str:
    """'en' or 'zh_TW' from a setting or locale name ('zh_TW.UTF-8', 'zh-Hant-TW', 'system', ...)."""
    if not value:
        return "en"
    v = value.replace("-", "_").lower()
    if v.startswith("zh_tw") or v.startswith("zh_hant"):
        return "zh_TW"
    return "en"


def current_language() -> str:
    """The output language: ``GPUADVISOR_LANG`` (set by ``--lang``), else the app setting, else
    the system locale (``LANG``/``LC_ALL``) when the setting says "system"."""
    env = os.environ.get("GPUADVISOR_LANG")
    if env:
        return normalise_language(env)
    try:
        from gpuadvisor.settings import load_settings

        setting = load_settings().language
    except Exception:  # noqa: BLE001 - settings are optional here
        setting = "system"
    if setting != "system":
        return normalise_language(setting)
    return normalise_language(os.environ.get("LC_ALL") or os.environ.get("LANG"))
