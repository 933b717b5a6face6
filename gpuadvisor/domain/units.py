"""Durations as people type them, and back: ``parse_duration`` and ``format_duration`` (no Qt).

The workload editor's duration fields ("Answer within", "Hours allowed per run") accept what a
user writes in either language and store the value in the field's own unit, which does not
change (``recipe.latency_target_ms`` in ms, ``schedule.hours_allowed_per_run`` in hours)::

    seconds = parse_duration(text, unit="ms")          # a bare "300" means 300 ms here
    value = seconds / UNIT_SECONDS[FIELD_UNITS[path]]  # or duration_in(text, "ms")
    shown = format_duration(value * UNIT_SECONDS["ms"])

Accepted (case, full-width digits and spaces, and thousands commas do not matter):

* a number and a unit: ``5 s``, ``5s``, ``5 sec``, ``5 秒``, ``300 ms``, ``300毫秒``, ``2 min``,
  ``2 分鐘``, ``1.5 h``, ``1.5 小時``, ``2 個小時``, ``3 天``, ``2 days``, ``1 week``, ``2 週``, ``1 個月``,
  ``1,000 ms``, ``５ 秒``;
* several of them added up: ``1 h 30 min``, ``1小時30分``, ``2分30秒``;
* halves and small Chinese numerals: ``半小時``, ``一個半小時``, ``3天半``, ``兩分鐘``, ``十秒``;
* the words people put around a target: ``< 5 s``, ``≤ 100 ms``, ``within 5 s``, ``under 2 s``,
  ``5 秒內``, ``5秒以內``, ``約 2 小時``, ``最多 3 天``;
* a bare number (``0.5``): the field's unit, given as ``unit``.

Anything else raises :class:`ValueError` with a short message in the user's language (the
``Units`` translation context): "“5 sec later” is not a duration: write e.g. 5 s, 300 ms or
2 分鐘".  ``m`` means minutes (as in ``5m``); a month (``1 個月``, ``2 months``, ``1 mo``) is
730 h, the engine's month.
"""

from __future__ import annotations

import math
import re
import unicodedata

from gpuadvisor.i18n import language, translate

#: Seconds per unit; the keys are the ``unit`` names :func:`parse_duration` takes for a bare number.
UNIT_SECONDS: dict[str, float] = {
    "ms": 1e-3,
    "s": 1.0,
    "min": 60.0,
    "h": 3600.0,
    "d": 86400.0,
    "week": 604800.0,
    "month": 730.0 * 3600.0,  # the engine's month (domain.project.HOURS_PER_MONTH, 8,760 h / 12)
}

#: The unit each duration field of the domain stores its value in (the editor converts to it).
FIELD_UNITS: dict[str, str] = {
    "recipe.latency_target_ms": "ms",
    "recipe.ttft_target_ms": "ms",
    "schedule.hours_allowed_per_run": "h",
}

# Spellings of each unit (after NFKC and lower-casing), both languages (and simplified forms).
_SPELLINGS: dict[str, tuple[str, ...]] = {
    "ms": ("ms", "msec", "msecs", "millisecond", "milliseconds", "毫秒"),
    "s": ("s", "sec", "secs", "second", "seconds", "秒", "秒鐘", "秒钟"),
    "min": ("m", "min", "mins", "minute", "minutes", "分", "分鐘", "分钟"),
    "h": ("h", "hr", "hrs", "hour", "hours", "小時", "小时", "時", "时", "鐘頭", "钟头"),
    "d": ("d", "day", "days", "天", "日"),
    "week": ("w", "wk", "wks", "week", "weeks", "週", "周", "星期", "禮拜", "礼拜"),
    "month": ("mo", "mos", "month", "months", "月"),
}
_UNIT_OF: dict[str, str] = {spelling: unit for unit, names in _SPELLINGS.items() for spelling in names}

# Words around a target that do not change it ("within 5 s", "5 秒內").
_PREFIXES = ("at most", "no more than", "less than", "within", "under", "about", "around", "approx.", "approx",
             "max.", "max", "up to", "in", "<=", "≤", "<", "~", "≈", "約", "约", "大約", "大约", "最多", "不超過",
             "不超过", "少於", "少于", "低於", "低于", "小於", "小于", "在")
_SUFFIXES = ("以內", "以内", "之內", "之内", "內", "内", "左右", "以下", "或更短", "or less")

_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
              "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_CN_CHARS = "".join(_CN_DIGITS) + "".join(_CN_UNITS)

_UNIT_ALT = "|".join(sorted((re.escape(s) for s in _UNIT_OF), key=len, reverse=True))
_TERM = re.compile(
    rf"(?P<num>\d+(?:\.\d*)?|\.\d+|[{_CN_CHARS}]+)?\s*(?:個|个)?\s*(?P<half1>半)?\s*"
    rf"(?:(?:個|个)\s*)?(?P<unit>(?:{_UNIT_ALT})(?![a-z]))?\s*(?P<half2>半)?"
)
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_CONNECTORS = re.compile(r"\s*(?:and|又|零(?=\d)|,|、)?\s*")
MAX_TEXT = 100


# a minus sign before a number ("-3", "− 5 s"): a negative duration, said as such
_NEGATIVE = re.compile(r"^[-−–]\s*[0-9.]")


def _examples_message(text: str) -> str:
    if not text.strip():
        return translate("Units", "Write a duration, e.g. 5 s, 300 ms or 2 分鐘")
    shown = text.strip()
    if len(shown) > 40:
        shown = shown[:39] + "…"
    return translate("Units", "“{text}” is not a duration: write e.g. 5 s, 300 ms or 2 分鐘").format(text=shown)


def _cn_number(text: str) -> float | None:
    """Small Chinese numerals: 五 5, 十 10, 十二 12, 二十 20, 兩百五十 250 (None: not one)."""
    total = 0
    current = None
    for ch in text:
        if ch in _CN_DIGITS:
            if current is not None:
                return None  # two digits in a row (一二) is not a numeral here
            current = _CN_DIGITS[ch]
        elif ch in _CN_UNITS:
            total += (1 if current is None else current) * _CN_UNITS[ch]
            current = None
        else:
            return None
    return float(total + (current or 0))


def _after_prefix(t: str, p: str) -> str | None:
    """``t`` without the qualifier ``p`` in front ("within 5 s" -> "5 s"); None if it is not there
    (a word must end there: "in" is not stripped from "inch")."""
    if not t.startswith(p):
        return None
    rest = t[len(p):]
    if p[-1].isascii() and p[-1].isalpha() and rest[:1].isascii() and rest[:1].isalpha():
        return None
    return rest.strip()


def _normalise(text: str) -> str:
    t = unicodedata.normalize("NFKC", text).lower().strip()
    t = _THOUSANDS.sub("", t)
    changed = True
    while changed:  # strip qualifiers on both ends, in any order ("約 5 秒以內")
        changed = False
        for p in _PREFIXES:
            rest = _after_prefix(t, p)
            if rest is not None:
                t, changed = rest, True
        for s in _SUFFIXES:
            if t.endswith(s) and len(t) > len(s):
                t = t[: -len(s)].strip()
                changed = True
    return t


def parse_duration(text: str, unit: str = "s") -> float:
    """Seconds in ``text`` ("5 s", "300 毫秒", "1 h 30 min", a bare "0.5" in ``unit``).

    ``unit`` names the field's unit for a bare number: a key of :data:`UNIT_SECONDS` or any
    accepted spelling ("ms", "h", "小時" ...).  Raises :class:`ValueError` (a translated, one-line
    message naming what was typed) for anything that is not a duration, a negative one, or a
    number too large to hold.  Zero parses to 0.0 (the field's own bounds then apply).
    """
    base = _UNIT_OF.get(unit, unit) if unit not in UNIT_SECONDS else unit
    if base not in UNIT_SECONDS:
        raise ValueError(f"unknown unit {unit!r}; use one of {', '.join(UNIT_SECONDS)}")
    if not isinstance(text, str):
        if isinstance(text, (int, float)) and not isinstance(text, bool) and math.isfinite(text) and text >= 0:
            return float(text) * UNIT_SECONDS[base]
        raise ValueError(_examples_message(str(text)))
    if len(text) > MAX_TEXT:
        raise ValueError(_examples_message(text))
    t = _normalise(text)
    if not t:
        raise ValueError(_examples_message(text))
    if _NEGATIVE.match(t):
        shown = text.strip()
        raise ValueError(translate("Units", "“{text}” is negative: write a duration over 0, e.g. 5 s, 300 ms "
                                            "or 2 分鐘").format(text=shown if len(shown) <= 40 else shown[:39] + "…"))
    total = 0.0
    terms = 0
    bare = False
    pos = 0
    while pos < len(t):
        if terms:
            sep = _CONNECTORS.match(t, pos)
            pos = sep.end() if sep else pos
            if pos >= len(t):
                break
        m = _TERM.match(t, pos)
        if m is None or m.end() == pos:
            raise ValueError(_examples_message(text))
        num, half = m.group("num"), bool(m.group("half1") or m.group("half2"))
        if num is None and not half:
            raise ValueError(_examples_message(text))
        if num is None:
            value = 0.0
        elif num[0] in _CN_CHARS:
            cn = _cn_number(num)
            if cn is None:
                raise ValueError(_examples_message(text))
            value = cn
        else:
            value = float(num)
        if half:
            value += 0.5
        spelling = m.group("unit")
        if spelling is None:
            if half or terms or m.end() != len(t):
                raise ValueError(_examples_message(text))
            bare = True
            total += value * UNIT_SECONDS[base]
        else:
            if bare:
                raise ValueError(_examples_message(text))
            total += value * UNIT_SECONDS[_UNIT_OF[spelling]]
        terms += 1
        pos = m.end()
    if not math.isfinite(total) or total < 0:
        raise ValueError(_examples_message(text))
    return total


def duration_in(text: str, unit: str) -> float:
    """``text`` as a number in ``unit`` (the field's unit; a bare number is already in it):
    ``duration_in("2 分鐘", "ms") == 120000.0``."""
    return parse_duration(text, unit) / UNIT_SECONDS[_UNIT_OF.get(unit, unit)]


def _number(x: float) -> str:
    """Three significant digits, no trailing zeros, thousands grouped (1,250; 1.5; 0.25)."""
    if x >= 1000:
        return f"{x:,.0f}"
    text = f"{x:.3g}"
    if "e" in text:
        text = f"{x:.6f}".rstrip("0").rstrip(".")
    return text


def format_duration(seconds: float | None, lang: str | None = None) -> str:
    """A duration for people in ``lang`` ("en", "zh_TW"; None: the current language), in the unit
    that reads best: "300 ms", "5 s", "2 min", "1.5 h", "3 days" (ms, s, min, h, days; days from
    48 h on).  The words are the window's ("Format" context, the same as ``ui.format``), so the
    text reads like every other duration the app shows, and :func:`parse_duration` reads it back.
    An empty, negative or non-finite value gives "—"."""
    if seconds is None or isinstance(seconds, bool):
        return "—"
    try:
        s = float(seconds)
    except (TypeError, ValueError):
        return "—"
    if not math.isfinite(s) or s < 0:
        return "—"
    with language(lang):
        if s < 1.0:
            ms = s * 1000.0
            return translate("Format", "{n} ms").format(n=_number(ms) if ms else "0")
        if s < 60.0:
            return translate("Format", "{n} s").format(n=_number(s))
        if s < 3600.0:
            return translate("Format", "{n} min").format(n=_number(s / 60.0))
        if s < 48 * 3600.0:
            return translate("Format", "{n} h").format(n=_number(s / 3600.0))
        return translate("Format", "{n} days").format(n=_number(s / 86400.0))
