"""Translation for the Qt-free layers (engine, report, CLI, domain, persistence, catalog).

``translate(context, text)`` returns ``text`` in the current output language.  Translations come
from the same Qt Linguist file the window uses, ``resources/i18n/gpuadvisor_<lang>.ts``, read
with ``xml.etree`` the first time a language is needed (no Qt here); only finished translations
count, anything else falls back to the English source text.

Call sites must use the literal form ``translate("Context", "source text")`` so that
``pyside6-lupdate`` (``tools/update_translations.py``) extracts them: both arguments plain string
literals, values through named placeholders and ``.format(...)`` after the call, never an
f-string or a sentence glued together from fragments.  ``tr`` is an alias kept for old callers;
lupdate reads ``tr("A", "B")`` as source "A" with comment "B", so new code calls ``translate``.

The language is resolved once and cached (``translate`` runs in the advisor's inner loop):
``set_language()`` overrides it, ``reset()`` forgets the cached choice (after changing
``GPUADVISOR_LANG`` or the settings file), ``language(lang)`` switches it for a ``with`` block.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, TypeVar

T = TypeVar("T")

LANGUAGES = ("en", "zh_TW")
SOURCE_LANGUAGE = "en"
TS_PREFIX = "gpuadvisor_"

_override: str | None = None  # set_language()
_resolved: str | None = None  # cached current_language() when not overridden
_resources: Path | None = None  # set_resources_dir() (tests); None: gpuadvisor.paths.resources_dir()
# language -> {(context, source): translation}
_catalogues: dict[str, dict[tuple[str, str], str]] = {}
_EMPTY: dict[tuple[str, str], str] = {}
# the catalogue of the cached language, or None until first needed
_active: dict[tuple[str, str], str] | None = None
# bumped whenever the language or the catalogues may have changed (per_language caches)
_generation = 0


def translate(context: str, text: str) -> str:
    """``text`` (English source) in the current language; ``text`` itself when untranslated."""
    cat = _active
    if cat is None:
        cat = _activate()
    if not cat:
        return text
    return cat.get((context, text), text)


# old name; lupdate does not extract ``tr("Context", "text")``, so call ``translate``
tr = translate


def translate_dynamic(context: str, text: str) -> str:
    """Like :func:`translate` for a text held in data (not a literal at the call site), whose
    message is extracted where the literal stands (e.g. the assumptions' sources, listed in
    ``ui/views/assumptions_editor.py``)."""
    cat = _active if _active is not None else _activate()
    return cat.get((context, text), text) if cat else text


def join_reasons(parts) -> str:
    """Clauses or reasons in one line: "a; b" (a full-width semicolon in Chinese)."""
    return translate("Lists", "; ").join(parts)


def join_list(items) -> str:
    """Items in running text: "a, b" (an enumeration comma in Chinese)."""
    return translate("Lists", ", ").join(items)


def normalise_language(value: str | None) -> str:
    """'en' or 'zh_TW' from a setting or locale name ('zh_TW.UTF-8', 'zh-Hant-TW', 'system', ...)."""
    if not value:
        return "en"
    v = value.replace("-", "_").lower()
    if v.startswith("zh_tw") or v.startswith("zh_hant"):
        return "zh_TW"
    return "en"


def saved_language() -> str:
    """The language preference in the settings file: "system", "en" or "zh_TW" ("system" when the
    file is missing, unreadable or holds another value, as ``settings.load_settings`` has it).

    Read as plain JSON: the settings model would load pydantic, and the window would wait for it
    (``gpuadvisor FILE`` translates its command-line help before the first paint)."""
    import json

    try:
        from gpuadvisor.paths import user_config_dir

        data = json.loads((user_config_dir() / "settings.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "system"
    value = data.get("language") if isinstance(data, dict) else None
    return value if value in ("system", "en", "zh_TW") else "system"


def _resolve() -> str:
    env = os.environ.get("GPUADVISOR_LANG")
    if env:
        return normalise_language(env)
    setting = saved_language()
    if setting != "system":
        return normalise_language(setting)
    return normalise_language(os.environ.get("LC_ALL") or os.environ.get("LANG"))


def current_language() -> str:
    """The output language: ``set_language()``, else ``GPUADVISOR_LANG`` (set by ``--lang``), else
    the app setting, else the system locale (``LC_ALL``/``LANG``) when the setting says "system".
    Resolved on the first call and cached until :func:`reset` or :func:`set_language`."""
    global _resolved
    if _override is not None:
        return _override
    if _resolved is None:
        _resolved = _resolve()
    return _resolved


def set_language(lang: str | None) -> None:
    """Use ``lang`` ('en', 'zh_TW' or a locale name) for every later string; ``None`` goes back
    to the environment / settings."""
    global _override, _active
    _override = None if lang is None else normalise_language(lang)
    _active = None


def reset() -> None:
    """Forget the cached language (and the loaded catalogues): the next call re-reads
    ``GPUADVISOR_LANG``, the settings and the translation files."""
    global _resolved, _active
    _resolved = None
    _active = None
    _catalogues.clear()


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """``with language("zh_TW"):`` - the strings made inside are in ``lang`` (None: unchanged)."""
    global _override, _active
    if lang is None:
        yield current_language()
        return
    saved = _override
    set_language(lang)
    try:
        yield current_language()
    finally:
        _override = saved
        _active = None


def set_resources_dir(path: str | os.PathLike[str] | None) -> None:
    """Read the ``.ts`` files from ``path/i18n`` instead of the shipped resources (tests)."""
    global _resources
    _resources = None if path is None else Path(path)
    reset()


def ts_path(lang: str) -> Path:
    """``resources/i18n/gpuadvisor_<lang>.ts``."""
    base = _resources
    if base is None:
        from gpuadvisor.paths import resources_dir

        base = resources_dir()
    return base / "i18n" / f"{TS_PREFIX}{lang}.ts"


def _activate() -> dict[tuple[str, str], str]:
    global _active, _generation
    lang = current_language()
    cat = _EMPTY if lang == SOURCE_LANGUAGE else catalogue(lang)
    _active = cat
    _generation += 1
    return cat


def per_language(builder: Callable[[], T]) -> Callable[[], T]:
    """``builder()`` (typically a dict of ``translate("Ctx", "...")`` calls) cached until the
    language changes: for texts made in a hot loop, where one call per string costs too much."""
    state: list = [-1, None]

    def get() -> T:
        if _active is None:
            _activate()
        if state[0] != _generation:
            state[1] = builder()
            state[0] = _generation
        return state[1]

    get.__doc__ = builder.__doc__
    return get


def catalogue(lang: str) -> dict[tuple[str, str], str]:
    """{(context, source): translation} of the finished messages for ``lang`` (cached)."""
    cat = _catalogues.get(lang)
    if cat is None:
        cat = load_ts(ts_path(lang))
        _catalogues[lang] = cat
    return cat


def load_ts(path: str | os.PathLike[str]) -> dict[tuple[str, str], str]:
    """Finished translations of a Qt Linguist ``.ts`` file; {} when it is missing or unreadable.

    Messages marked ``unfinished``, ``obsolete`` or ``vanished`` and empty translations are left
    out; a plural (numerus) message uses its first form."""
    import xml.etree.ElementTree as ET  # here: English never reads a .ts (5 ms less before the first paint)

    try:
        root = ET.parse(os.fspath(path)).getroot()
    except (OSError, ET.ParseError):
        return {}
    out: dict[tuple[str, str], str] = {}
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            source = msg.findtext("source")
            tr_el = msg.find("translation")
            if source is None or tr_el is None or tr_el.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if msg.get("numerus") == "yes":
                form = tr_el.find("numerusform")
                text = (form.text or "") if form is not None else ""
            else:
                text = tr_el.text or ""
            if text:
                out[(name, source)] = text
    return out


__all__ = [
    "LANGUAGES",
    "catalogue",
    "join_list",
    "join_reasons",
    "current_language",
    "language",
    "load_ts",
    "normalise_language",
    "per_language",
    "reset",
    "set_language",
    "set_resources_dir",
    "tr",
    "translate",
]
