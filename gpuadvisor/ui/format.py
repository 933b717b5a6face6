"""Numbers, money, durations and sizes for the window, formatted with QLocale.

Money is shown in the document's currency with its symbol in front (``NT$45,000``, ``US$720``):
the engine works in USD and :meth:`Assumptions.to_currency` converts; :func:`fmt_usd` does both.
Units are literals in the ``Format`` context (``{n}`` is the formatted number); throughput units
come through the core's ``report.labels.unit_label``.  The C locale (no group separators) falls
back to US English so that tests and CI read alike; in 繁體中文 ``QLocale.setDefault(zh_TW)``
(``ui.app.install_language``) gives ``NT$45,000`` with the Taiwanese separators.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale

from gpuadvisor.report.labels import unit_label

GIB = float(2**30)
DASH = "—"

CURRENCY_SYMBOLS = {"TWD": "NT$", "USD": "US$"}


def locale() -> QLocale:
    """The user's locale, or US English when the process runs in the C locale."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc


def _bad(value) -> bool:
    return value is None or (isinstance(value, float) and (math.isnan(value) or math.isinf(value)))


def currency_symbol(currency: str) -> str:
    return CURRENCY_SYMBOLS.get(currency, currency + " ")


def fmt_number(value: float | None, decimals: int = 0) -> str:
    """A number with the locale's group and decimal separators; an em dash when unknown."""
    if _bad(value):
        return DASH
    return locale().toString(float(value), "f", decimals)


def fmt_sig(value: float | None, digits: int = 3, strip: bool = False) -> str:
    """About ``digits`` significant digits, never scientific notation for everyday magnitudes;
    ``strip`` drops trailing zeros after the decimal point (0.6500 -> 0.65)."""
    if _bad(value):
        return DASH
    v = abs(float(value))
    if v == 0:
        return fmt_number(0.0)
    if v >= 10 ** (digits - 1):
        return fmt_number(value, 0)
    decimals = min(6, max(0, digits - 1 - int(math.floor(math.log10(v)))))
    text = fmt_number(value, decimals)
    if strip and decimals > 0:
        point = locale().decimalPoint()
        text = text.rstrip("0").rstrip(point) if point in text else text
    return text


def fmt_money(value: float | None, currency: str, decimals: int | None = None) -> str:
    """``value`` is already in the document's currency (``NT$45,000``).  Small amounts keep cents."""
    if _bad(value):
        return DASH
    v = float(value)
    if decimals is None:
        decimals = 0 if abs(v) >= 100 or v == 0 else 2
    text = locale().toString(abs(v), "f", decimals)
    sign = "−" if v < 0 and text.strip("0.,") else ""
    return f"{sign}{currency_symbol(currency)}{text}"


def fmt_usd(usd: float | None, assumptions, decimals: int | None = None) -> str:
    """An engine amount in USD, converted to the document's currency and formatted."""
    if _bad(usd):
        return DASH
    return fmt_money(assumptions.to_currency(usd), assumptions.currency, decimals)


def fmt_hours(hours: float | None) -> str:
    """A duration: seconds, minutes, hours or days, whichever reads best."""
    if _bad(hours):
        return DASH
    h = float(hours)
    if h < 1.0 / 60.0:
        return fmt_seconds(h * 3600.0)
    if h < 1.0:
        return QCoreApplication.translate("Format", "{n} min").format(n=fmt_number(h * 60.0, 0))
    if h < 48.0:
        return QCoreApplication.translate("Format", "{n} h").format(n=fmt_number(h, 1))
    return QCoreApplication.translate("Format", "{n} days").format(n=fmt_number(h / 24.0, 1))


def fmt_seconds(seconds: float | None) -> str:
    if _bad(seconds):
        return DASH
    s = float(seconds)
    return QCoreApplication.translate("Format", "{n} s").format(n=fmt_number(s, 0 if s >= 10 else 1))


def fmt_ms(ms: float | None) -> str:
    if _bad(ms):
        return DASH
    if ms >= 10_000:
        return QCoreApplication.translate("Format", "{n} s").format(n=fmt_number(ms / 1000.0, 1))
    return QCoreApplication.translate("Format", "{n} ms").format(n=fmt_sig(ms, 3))


def fmt_gib(nbytes: float | None, decimals: int = 1) -> str:
    """Bytes as GiB (2**30), the unit the engine's memory breakdown is shown in."""
    if _bad(nbytes):
        return DASH
    return QCoreApplication.translate("Format", "{n} GiB").format(n=fmt_number(nbytes / GIB, decimals))


def fmt_percent(share: float | None, decimals: int = 0) -> str:
    """A share (0-1) as a percentage."""
    if _bad(share):
        return DASH
    return fmt_number(share * 100.0, decimals) + " %"


def fmt_rate(value: float | None, unit: str) -> str:
    """A throughput with its unit in the current language (``9,845 images/s``)."""
    if _bad(value) or value <= 0:
        return DASH
    return QCoreApplication.translate("Format", "{n} {unit}").format(n=fmt_sig(value, 3), unit=unit_label(unit))
