"""The user's own quotes as hardware options.

A :class:`~gpuadvisor.domain.project.Quote` prices a catalog option the user picked: a purchase
price for a machine from a local vendor, or an hourly rate for a named cloud instance.  The
advisor adds each quote as an option of its own next to the catalog's (same hardware, the
quoted price; the label says whose quote it is), so it is ranked, charted and printed like any
other.  An hourly quote is a plain pay-as-you-go rate: no spot price (none was published) and no
commitment discounts.
"""

from __future__ import annotations

from dataclasses import replace

from gpuadvisor.domain.project import Assumptions, Quote
from gpuadvisor.i18n import translate

from .options import HardwareOption


def quote_label(base: HardwareOption, quote: Quote) -> str:
    vendor = quote.vendor.strip() or translate("Quotes", "your quote")
    if quote.as_of is not None:
        return translate("Quotes", "{option} · quote from {vendor}, {date}").format(
            option=base.label, vendor=vendor, date=quote.as_of.isoformat())
    return translate("Quotes", "{option} · quote from {vendor}").format(option=base.label, vendor=vendor)


def quote_option(base: HardwareOption, quote: Quote, a: Assumptions) -> HardwareOption | None:
    """The option ``base`` at the quoted price (None if the quote does not suit it)."""
    usd = quote.usd(a.usd_to_twd)
    note = translate("Quotes", "price: your quote ({price} {currency}{date})").format(
        price=f"{quote.price:,.2f}".rstrip("0").rstrip("."), currency="NT$" if quote.currency == "TWD" else "US$",
        date=f", {quote.as_of.isoformat()}" if quote.as_of else "")
    if quote.kind == "purchase":
        if not base.owned or base.hw is None:
            return None
        if base.machine is not None:
            machine = replace(base.machine, purchase_usd=usd, name=quote_label(base, quote))
        else:  # a card with no catalog price: the quote is the whole machine
            from .cost import OwnedMachine

            acc = base.accelerator
            busy = (acc.tdp_w or 300.0) * 0.85 * base.gpu_count + 150.0
            machine = OwnedMachine(name=quote_label(base, quote), purchase_usd=usd, gpu_count=base.gpu_count,
                                   busy_power_w=busy, idle_power_w=busy * 0.12,
                                   segment="consumer" if acc.segment == "consumer" else "datacenter")
        return replace(base, key=f"quote:{quote.id}", label=quote_label(base, quote), machine=machine,
                       notes=base.notes + (note,), quote=quote)
    if base.owned or base.rate is None:
        return None
    rate = replace(base.rate, name=quote_label(base, quote), on_demand_usd_hour=usd, spot_usd_hour=None,
                   commitments=False)
    return replace(base, key=f"quote:{quote.id}", label=quote_label(base, quote), rate=rate,
                   notes=base.notes + (note,), quote=quote)


def quote_options(options: list[HardwareOption], quotes: list[Quote], a: Assumptions) -> tuple[list[HardwareOption], list[str]]:
    """(options for the quotes, a message per quote that was skipped)."""
    if not quotes:
        return [], []
    by_key = {o.key: o for o in options}
    out: list[HardwareOption] = []
    skipped: list[str] = []
    for q in quotes:
        base = by_key.get(q.option)
        opt = quote_option(base, q, a) if base is not None else None
        if opt is None:
            skipped.append(translate("Quotes", "quote '{vendor}' skipped: no catalog option '{option}' to price").format(
                vendor=q.vendor or q.id, option=q.option))
            continue
        out.append(opt)
    return out, skipped
