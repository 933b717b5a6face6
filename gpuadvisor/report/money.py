"""Money as people read it, in the output language (no Qt): one formatter for the printed
report, its charts, the spreadsheet export's texts and the command line.

English: ``NT$582,000`` in running text and tables, ``582k`` / ``1.25M`` on a chart's money axis.
繁體中文: amounts of ten thousand and more in 萬 (``NT$58.2 萬``), of a hundred million and more
in 億 (``NT$1.25 億``), smaller ones in full (``NT$9,642``); the chart axis uses the same units
(``35 萬``).  Three significant digits for 萬/億 amounts: enough to compare options, and what
Taiwanese readers see in quotes and the press.

``value`` is already in the document's currency (``Assumptions.to_currency``); the symbol comes
from the currency code (TWD → NT$, USD → US$).
"""

from __future__ import annotations

import math

from gpuadvisor.i18n import current_language, normalise_language

SYMBOLS = {"TWD": "NT$", "USD": "US$"}
DASH = "—"
MINUS = "−"  # U+2212: a minus sign, not a hyphen

WAN = 1e4  # 萬
YI = 1e8  # 億


def symbol(currency: str) -> str:
    """"NT$" / "US$" (another code: the code and a space)."""
    return SYMBOLS.get(currency, f"{currency} " if currency else "")


def _bad(value) -> bool:
    return value is None or not isinstance(value, (int, float)) or math.isnan(value) or math.isinf(value)


def _lang(lang: str | None) -> str:
    return normalise_language(lang) if lang else current_language()


def _sig3(x: float) -> str:
    """``x`` (>= 0) with three significant digits, at most two decimals, no trailing zeros:
    5.03, 58.2, 582, 1,234."""
    decimals = 2 if x < 10 else 1 if x < 100 else 0
    text = f"{x:,.{decimals}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def _cjk_units(x: float) -> str:
    """A non-negative amount in 萬 / 億 (in full below 萬)."""
    if x >= WAN:
        wan = _sig3(x / WAN)
        if x < YI and float(wan.replace(",", "")) < WAN:  # 9,999.96 萬 rounds to 1 億
            return f"{wan} 萬"
        return f"{_sig3(x / YI)} 億"
    return f"{x:,.0f}"


def format_amount(value: float | None, currency: str = "TWD", *, lang: str | None = None) -> str:
    """An amount in running text or a table cell: ``NT$582,000`` / ``NT$58.2 萬``; "—" when unknown."""
    if _bad(value):
        return DASH
    v = float(value)
    sign = MINUS if v < 0 and round(abs(v)) > 0 else ""
    x = abs(v)
    if _lang(lang) == "zh_TW":
        return f"{sign}{symbol(currency)}{_cjk_units(x)}"
    return f"{sign}{symbol(currency)}{x:,.0f}"


def format_axis(value: float, *, lang: str | None = None) -> str:
    """A tick label on a money axis (the axis title names the currency): ``350k`` / ``1.25M`` in
    English, ``35 萬`` / ``1.2 億`` in 繁體中文; small values in full."""
    if _bad(value):
        return ""
    v = float(value)
    sign = MINUS if v < 0 and abs(v) >= 0.5 else ""
    x = abs(v)
    if _lang(lang) == "zh_TW":
        return sign + _cjk_units(x)
    if x >= 1e9:
        return f"{sign}{_sig3(x / 1e9)}B"
    if x >= 1e6:
        return f"{sign}{_sig3(x / 1e6)}M"
    if x >= 1e4:
        return f"{sign}{x / 1e3:,.0f}k"
    if x >= 100 or x == 0:
        return f"{sign}{x:,.0f}"
    return f"{sign}{x:,.3g}"


def format_axis_ticks(values, *, lang: str | None = None) -> list[str]:
    """Tick labels of one money axis (:func:`format_axis` each), with the thousands of an English
    axis that reaches 10k written in k as well ("8k", "10k", not "8,000", "10k")."""
    labels = [format_axis(v, lang=lang) for v in values]
    if _lang(lang) == "zh_TW":
        return labels
    finite = [abs(float(v)) for v in values if not _bad(v)]
    if finite and 1e4 <= max(finite) < 1e6:
        for i, v in enumerate(values):
            if not _bad(v) and 1e3 <= abs(float(v)) < 1e4:
                x = float(v)
                labels[i] = f"{MINUS if x < 0 else ''}{_sig3(abs(x) / 1e3)}k"
    return labels


def round_sig(value: float, digits: int = 3) -> float:
    """``value`` rounded to ``digits`` significant digits (263,007 -> 263,000)."""
    if _bad(value) or value == 0:
        return value
    return round(value, digits - 1 - int(math.floor(math.log10(abs(value)))))


def format_range(low: float | None, high: float | None, currency: str = "TWD", *, lang: str | None = None) -> str:
    """"NT$263,000 – 389,000" / "NT$26.3 萬 – 38.9 萬": the symbol once, both ends to three
    significant digits (a range is not precise to the dollar)."""
    if _bad(low) or _bad(high):
        return DASH
    lo = format_amount(round_sig(low), currency, lang=lang)
    hi = format_amount(round_sig(high), currency, lang=lang)
    sym = symbol(currency)
    if sym and hi.startswith(sym):
        hi = hi[len(sym):]
    return f"{lo} – {hi}"


def _sig2(x: float, digits: int = 2) -> str:
    """``x`` (>= 0) to two (or ``digits``) significant digits, never in exponent form: 5.2, 21, 210,
    2,100 (5.23, 21.4, 214 with three)."""
    r = round_sig(x, digits) if x > 0 else 0.0
    if r == 0:
        return "0"
    decimals = max(0, digits - 1 - int(math.floor(math.log10(r))))
    return f"{r:,.{decimals}f}".rstrip("0").rstrip(".") if decimals else f"{r:,.0f}"


def format_compact(value: float | None, *, lang: str | None = None, digits: int = 2) -> str:
    """An amount in few characters for a range beside a figure (the figure carries the symbol):
    ``5.2k`` / ``21k`` / ``1.3M`` in English, ``5,200`` / ``2.1 萬`` / ``1.3 億`` in 繁體中文;
    two significant digits (a range is not precise to more)."""
    if _bad(value):
        return DASH
    v = float(value)
    sign = MINUS if v < 0 and abs(v) >= 0.5 else ""
    x = abs(v)
    if _lang(lang) == "zh_TW":
        if x >= YI or round_sig(x, digits) >= YI:
            return f"{sign}{_sig2(x / YI, digits)} 億"
        if x >= WAN or round_sig(x, digits) >= WAN:
            return f"{sign}{_sig2(x / WAN, digits)} 萬"
        return f"{sign}{_sig2(x, digits)}"
    for div, unit in ((1e9, "B"), (1e6, "M"), (1e3, "k")):
        if x >= div or round_sig(x, digits) >= div:
            return f"{sign}{_sig2(x / div, digits)}{unit}"
    return f"{sign}{_sig2(x, digits)}"


def _coarse(low: float, high: float) -> bool:
    """Two digits would show a narrow range as neighbours or one value (326k–342k as 330k–340k)."""
    lo, hi = round_sig(abs(low), 2), round_sig(abs(high), 2)
    if hi <= 0:
        return False
    step = 10 ** (math.floor(math.log10(hi)) - 1)
    return abs(hi - lo) <= step * 1.0001


def format_compact_range(low: float | None, high: float | None, *, lang: str | None = None) -> str:
    """"5.2k–21k" / "5,200–2.1 萬": both ends of an 80 % range, compact, no symbol; a narrow range
    gets a third digit ("326k–342k", not "330k–340k")."""
    if _bad(low) or _bad(high):
        return DASH
    digits = 3 if _coarse(low, high) else 2
    lo, hi = format_compact(low, lang=lang, digits=digits), format_compact(high, lang=lang, digits=digits)
    for unit in (" 萬", " 億"):  # "2.4–9.8 萬": the word once when both ends use it
        if lo.endswith(unit) and hi.endswith(unit):
            lo = lo[: -len(unit)]
    return f"{lo}–{hi}"
