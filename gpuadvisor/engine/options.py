"""Hardware options the advisor considers: owned machines and rented instances.

Owned machines come from the catalog's ``systems`` and, for every accelerator with a purchase
price that no catalog system covers at a given GPU count, from a generic host template
(desktop, workstation, 8-GPU server).  Rented options are the catalog's cloud offers that are
not retired and whose accelerator is known.  Options are built once per catalog and reused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from gpuadvisor.domain.hardware import Accelerator, CloudOffer, System
from gpuadvisor.i18n import translate

from .cost import CloudRate, OwnedMachine
from .estimate import HardwareConfig

# Generic host templates for owned machines built from a bare accelerator (USD, W).  Sources:
# tco-anchors.md §3.3 (8x H100 server ~$300-350k of which GPUs ~8 x $30k: host ~$60k) and
# §3.7 (host power 150-500 W); desktop and workstation hosts are our assumption, shown in the UI.
HOST_TEMPLATES: dict[str, dict[str, float]] = {
    "desktop": {"price": 1200.0, "power": 150.0, "source": "assumption: desktop host (CPU, RAM, PSU, case)"},
    "workstation": {"price": 4000.0, "power": 350.0, "source": "assumption: 2-4 GPU workstation host"},
    "server": {"price": 60000.0, "power": 2500.0, "source": "tco-anchors.md §3.3/§3.7: 8-GPU server host"},
}

CATEGORY_LABELS = {
    "consumer": "Consumer",
    "workstation": "Workstation",
    "datacenter": "Datacenter",
    "cloud": "Cloud",
    "apple": "Apple",
    "tpu": "TPU",
}


@dataclass(frozen=True)
class HardwareOption:
    """One thing a team could buy or rent."""

    key: str  # stable identifier ("own:<system id>" or "cloud:<provider>:<instance>")
    label: str  # shown to the user
    category: str  # consumer | workstation | datacenter | cloud | apple | tpu
    owned: bool
    hw: HardwareConfig
    accelerator: Accelerator
    machine: OwnedMachine | None = None
    rate: CloudRate | None = None
    offer: CloudOffer | None = None
    system: System | None = None
    provider: str | None = None
    edge_capable: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)
    quote: Any = None  # domain.project.Quote when the price is the user's own quote (engine.quotes)

    @property
    def gpu_count(self) -> int:
        return self.hw.count

    @property
    def hw_key(self) -> tuple:
        return (self.accelerator.name, self.hw.count, self.hw.link, self.hw.memory_gb_per_device)


def _link_for(acc: Accelerator, count: int) -> str:
    if count <= 1:
        return "unified" if acc.segment == "apple" else ("ici" if acc.segment == "tpu" else "single")
    if acc.segment == "tpu":
        return "ici"
    inter = (acc.interconnect or "").lower()
    form = (acc.form_factor or "").lower()
    if "nvlink" in inter and ("sxm" in form or "superchip" in form or "oam" in form):
        return "nvswitch" if count > 2 else "nvlink"
    if "infinity fabric" in inter or "oam" in form:
        return "nvswitch"  # AMD Infinity Fabric mesh: treat like a switched fabric
    if acc.segment == "consumer" and (acc.release_year or 0) >= 2022:
        return "pcie"  # GeForce 40/50: no P2P with stock drivers (tco-anchors §4)
    return "pcie_p2p"


def _owned_segment(acc: Accelerator) -> str:
    return "apple" if acc.segment == "apple" else ("consumer" if acc.segment == "consumer" else "datacenter")


def _busy_power(acc: Accelerator, count: int, host_w: float, share: float = 0.85) -> float:
    return (acc.tdp_w or 300.0) * share * count + host_w


def _system_option(system: System, acc: Accelerator) -> HardwareOption | None:
    """An owned catalog system; None when its accelerator has no known price (cannot be costed)."""
    count = system.gpu_count
    if system.total_price_usd:
        price = system.total_price_usd
    else:
        gpu_price = system.gpu_price_usd or acc.price_usd
        if not gpu_price:
            return None
        price = system.host_price_usd + gpu_price * count
    busy = _busy_power(acc, count, system.host_power_w)
    if acc.segment == "apple":
        busy = (acc.tdp_w or 100.0) + system.host_power_w
    idle = system.idle_power_w if system.idle_power_w is not None else busy * 0.12
    machine = OwnedMachine(
        name=system.name,
        purchase_usd=price,
        gpu_count=count,
        busy_power_w=busy,
        idle_power_w=idle,
        segment=_owned_segment(acc),
    )
    link = system.link if count > 1 or system.link == "unified" else "single"
    hw = HardwareConfig(accelerator=acc, count=count, link=link, memory_gb_per_device=system.unified_memory_gb)
    category = acc.segment if acc.segment in CATEGORY_LABELS else "datacenter"
    return HardwareOption(
        key=f"own:{system.id}",
        label=system.name,
        category=category,
        owned=True,
        hw=hw,
        accelerator=acc,
        machine=machine,
        system=system,
        edge_capable=system.kind in ("desktop", "edge", "apple") and count == 1,
    )


MARKETPLACES = frozenset({"vast", "lium"})


def _buildable(acc: Accelerator) -> bool:
    """A card or module that goes into a host we price; standalone systems come from the catalog only."""
    if acc.segment in ("apple", "tpu"):
        return False
    ff = (acc.form_factor or "").lower()
    return not any(word in ff for word in ("system", "superchip", "aws-only", "soc"))


def _template_option(acc: Accelerator, count: int) -> HardwareOption | None:
    if not _buildable(acc):
        return None
    if not acc.price_usd:
        if count != 1:
            return None
        # listed so the user sees why it is missing: no purchase price in the catalog
        hw = HardwareConfig(accelerator=acc, count=1, link="single")
        return HardwareOption(
            key=f"own:{acc.name}:1", label=translate("Options", "{accelerator} (owned)").format(accelerator=acc.name),
            category=acc.segment, owned=True, hw=hw,
            accelerator=acc, machine=None,
            notes=(translate("Options", "no purchase price in the catalog: add one in the price overrides"),),
        )
    if count == 1:
        tmpl = "desktop" if acc.segment == "consumer" else "workstation"
    elif count <= 4:
        tmpl = "workstation"
    else:
        tmpl = "server"
    host = HOST_TEMPLATES[tmpl]
    busy = _busy_power(acc, count, host["power"])
    machine = OwnedMachine(
        name=f"{count}× {acc.name}",
        purchase_usd=host["price"] + acc.price_usd * count,
        gpu_count=count,
        busy_power_w=busy,
        idle_power_w=busy * 0.12,
        segment=_owned_segment(acc),
    )
    hw = HardwareConfig(accelerator=acc, count=count, link=_link_for(acc, count))
    label = _template_label(acc.name, count, tmpl)
    return HardwareOption(
        key=f"own:{acc.name}:{count}",
        label=label,
        category=acc.segment,
        owned=True,
        hw=hw,
        accelerator=acc,
        machine=machine,
        edge_capable=count == 1 and acc.segment in ("consumer", "workstation") and (acc.tdp_w or 0) <= 350,
        notes=(translate("Options", "host: {source}").format(source=host["source"]),),
    )


def _template_label(name: str, count: int, tmpl: str) -> str:
    """"RTX 4090 desktop", "4× H100 SXM5 server" (a machine built around ``count`` accelerators)."""
    if count == 1:
        if tmpl == "desktop":
            return translate("Options", "{accelerator} desktop").format(accelerator=name)
        if tmpl == "workstation":
            return translate("Options", "{accelerator} workstation").format(accelerator=name)
        return translate("Options", "{accelerator} server").format(accelerator=name)
    if tmpl == "workstation":
        return translate("Options", "{n}× {accelerator} workstation").format(n=count, accelerator=name)
    if tmpl == "desktop":
        return translate("Options", "{n}× {accelerator} desktop").format(n=count, accelerator=name)
    return translate("Options", "{n}× {accelerator} server").format(n=count, accelerator=name)


def _cloud_option(offer: CloudOffer, acc: Accelerator, commitments: dict) -> HardwareOption | None:
    if offer.retired:
        return None
    count = max(1, int(round(offer.count))) if offer.count >= 1 else 1
    mem = None
    if offer.count < 1:
        acc = _slice_of(acc, offer.count, offer.memory_gb_per_device)
        mem = acc.memory_gb
    prov = commitments.get(offer.provider) or commitments.get("default") or {}
    rate = CloudRate(
        name=f"{offer.provider} {offer.instance_type}",
        on_demand_usd_hour=offer.price_usd_hour,
        spot_usd_hour=offer.spot_usd_hour,
        reserved_1y_discount=prov.get("1y"),
        reserved_3y_discount=prov.get("3y"),
        gpu_count=offer.count,
    )
    hw = HardwareConfig(accelerator=acc, count=count, link=_link_for(acc, count), memory_gb_per_device=mem)
    notes = []
    if offer.provider in MARKETPLACES:
        notes.append(translate("Options", "marketplace offer: one host's indicative price, not a list price"))
    if offer.host_not_included:
        notes.append(translate("Options", "price covers the accelerator only; the host VM is billed separately"))
    if offer.count < 1:
        notes.append(translate("Options", "a {share} slice of one GPU").format(share=f"{offer.count:g}"))
    return HardwareOption(
        key=f"cloud:{offer.provider}:{offer.instance_type}",
        label=f"{offer.provider} {offer.instance_type} ({_count_label(offer.count)}× {acc.name})",
        category="tpu" if acc.segment == "tpu" else "cloud",
        owned=False,
        hw=hw,
        accelerator=acc,
        rate=rate,
        offer=offer,
        provider=offer.provider,
        notes=tuple(notes),
    )


_SCALED = ("memory_gb", "bandwidth_gb_s", "fp64_tflops", "fp32_tflops", "tf32_tflops", "fp16_tflops",
           "bf16_tflops", "fp8_tflops", "int8_tops", "tdp_w")


def _slice_of(acc: Accelerator, share: float, memory_gb: float | None) -> Accelerator:
    """A time/space slice of one GPU (AWS g6f, Azure NVadsA10/NVv4): that share of its compute,
    bandwidth and power, and the memory the provider states."""
    update = {k: getattr(acc, k) * share for k in _SCALED if getattr(acc, k) is not None}
    if memory_gb:
        update["memory_gb"] = memory_gb
    update["mig_slices"] = 0
    return acc.model_copy(update=update)


def _count_label(count: float) -> str:
    return f"{count:g}"


def build_options(catalog) -> list[HardwareOption]:
    """Every option for a catalog (owned systems, generic owned builds, cloud offers)."""
    out: list[HardwareOption] = []
    covered: set[tuple[str, int]] = set()
    for system in catalog.systems:
        acc = catalog.find_accelerator(system.accelerator)
        if acc is None:
            continue
        opt = _system_option(system, acc)
        if opt is not None:
            out.append(opt)
            covered.add((acc.name, system.gpu_count))
    for acc in catalog.accelerators:
        counts = (1, 2, 4, 8) if acc.segment == "datacenter" else (1, 2, 4)
        for n in counts:
            if (acc.name, n) in covered:
                continue
            opt = _template_option(acc, n)
            if opt is not None:
                out.append(opt)
    commitments = getattr(catalog, "commitments", {}) or {}
    for offer in catalog.cloud_offers:
        if not offer.accelerator:
            continue
        acc = catalog.find_accelerator(offer.accelerator)
        if acc is None:
            continue
        opt = _cloud_option(offer, acc, commitments)
        if opt is not None:
            out.append(opt)
    return out
