"""Hardware options the advisor considers: owned machines and rented instances.

Owned machines come from the catalog's ``systems`` and, for every accelerator with a purchase
price that no catalog system covers at a given GPU count, from a generic host template
(desktop, workstation, 8-GPU server).  Rented options are the catalog's cloud offers that are
not retired and whose accelerator is known.  Options are built once per catalog and reused.

Labels use the names people know: "AWS p3.2xlarge · 1× V100 16 GB SXM2", "Azure
Standard_NV6ads_A10_v5 · 1/6 of A10 (4 GB)", "Desktop · 1× RTX 3090", "Mac Studio M2 Ultra 192 GB",
"Server · 8× H100 SXM5".  Keys never change with the labels: projects save keys.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property, lru_cache
from typing import Any

from gpuadvisor.domain.hardware import Accelerator, CloudOffer, System
from gpuadvisor.i18n import current_language, translate

from .cost import CloudRate, OwnedMachine
from .estimate import HardwareConfig

# Generic host templates for owned machines built from a bare accelerator (USD, W).  Sources:
# tco-anchors.md §3.3 (8x H100 server ~$300-350k of which GPUs ~8 x $30k: host ~$60k) and
# §3.7 (host power 150-500 W); desktop and workstation hosts are our assumption, shown in the UI.
HOST_TEMPLATES: dict[str, dict[str, float]] = {
    "desktop": {"price": 1200.0, "power": 150.0, "source": "assumption (2026-11): desktop host (CPU, board, RAM, PSU, case, SSD), about US$1,200 and 150 W"},
    "workstation": {"price": 4000.0, "power": 350.0, "source": "assumption (2026-11): 2-4 GPU workstation host (Threadripper or Xeon-W platform), about US$4,000 and 350 W"},
    "server": {"price": 60000.0, "power": 2500.0, "source": "8-GPU server host, about US$60,000: 8x H100 servers cost US$300-350k (v2-pseo-ai, technolynx, 2026), of which the GPUs about 8 x US$30k; 2.5 kW host power, assumption (2026-11)"},
}

#: Most host RAM (GB) the host of a machine built from parts takes: the platform's maximum, the most
#: ZeRO-Offload / FSDP CPU offload can keep there.  Desktop (and edge/line PC) platforms: 192 GB (Intel ARK,
#: Core i9-14900K "Max Memory Size 192 GB"; AMD Ryzen 9 9950X, "Max. Memory 192 GB", amd.com); workstation
#: (Threadripper PRO / Xeon W): 2,048 GB (AMD Ryzen Threadripper PRO 7995WX, "Max. Memory 2 TB", amd.com);
#: 8-GPU server: 2,048 GB (NVIDIA DGX H100 datasheet, "System Memory 2TB").  Apple and DGX Spark share one
#: memory with the GPU: their figure is that memory.
HOST_RAM_GB: dict[str, float] = {"desktop": 192.0, "edge": 192.0, "workstation": 2048.0, "server": 2048.0}

#: Host RAM (GB) the host price of a machine built from parts covers (HOST_TEMPLATES; a catalog system of
#: the same kind alike): assumption (2026-12): a US$1,200 desktop host with 64 GB, a US$4,000 workstation
#: host with 128 GB, the 8-GPU server host with 2 TB (NVIDIA DGX H100 datasheet, "System Memory 2TB").
#: Offloaded training state beyond it is bought as more memory (``RAM_USD_PER_GB``, ``with_offload_ram``).
HOST_RAM_INCLUDED_GB: dict[str, float] = {"desktop": 64.0, "edge": 64.0, "workstation": 128.0, "server": 2048.0}

#: DDR5 registered memory, US$ per GB: about US$10 for standard DDR5 RDIMM modules, nearly US$20 for
#: 256 GB ones (TechPowerUp's report of NEMIX's 4 TB DDR5-6400 RDIMM kit at US$76,999, as summarised
#: by tuttotech.net, 2025-12-29).  Memory is added in steps of ``RAM_STEP_GB``.
RAM_USD_PER_GB = 10.0
RAM_SOURCE = "DDR5 RDIMM about US$10 per GB (TechPowerUp, via tuttotech.net, 2025-12-29)"
RAM_STEP_GB = 32.0

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
    provider: str | None = None  # catalog provider id ("aws")
    edge_capable: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)
    quote: Any = None  # domain.project.Quote when the price is the user's own quote (engine.quotes)
    provider_name: str | None = None  # the provider as users know it ("AWS", "Microsoft Azure")
    host_ram_gb: float | None = None  # most RAM one machine's host holds (offload); None: not known
    # RAM (GB) the purchase price covers; None: memory cannot be added (unified memory, a rental)
    host_ram_included_gb: float | None = None

    @property
    def in_taiwan(self) -> bool:
        """Owned (on the premises), or rented in a Taiwan region (Constraints.cloud_in_taiwan)."""
        return self.owned or (self.offer is not None and offer_country(self.offer) == "TW")

    @property
    def gpu_count(self) -> int:
        return self.hw.count

    @cached_property
    def search_text(self) -> str:
        """Lower-case text a type-to-filter picker matches words against: the label, the provider id,
        the accelerator's name and aliases, the instance type (and the catalog system's own name)."""
        parts = [self.label, self.provider or "", self.provider_name or "", self.accelerator.name,
                 *self.accelerator.aliases]
        if self.offer is not None:
            parts.append(self.offer.instance_type)
        if self.system is not None:
            parts.append(self.system.name)
        return " ".join(p for p in parts if p).casefold()

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
    if acc.segment == "apple":  # the whole machine's wall power, as Apple publishes it (engine.power.owned_parts)
        busy = system.host_power_w
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
        label=_system_label(system, acc),
        category=category,
        owned=True,
        hw=hw,
        accelerator=acc,
        machine=machine,
        system=system,
        edge_capable=system.kind in ("desktop", "edge", "apple") and count == 1,
        # one memory for CPU and GPU (Apple, DGX Spark): what is offloaded stays in it
        host_ram_gb=HOST_RAM_GB.get(system.kind) if _buildable(acc) else (system.unified_memory_gb or acc.memory_gb),
        host_ram_included_gb=HOST_RAM_INCLUDED_GB.get(system.kind) if _buildable(acc) else None,
    )


MARKETPLACES = frozenset({"vast", "lium"})


def _buildable(acc: Accelerator) -> bool:
    """A card or module that goes into a host we price; standalone systems come from the catalog only."""
    if acc.segment in ("apple", "tpu"):
        return False
    ff = (acc.form_factor or "").lower()
    return not any(word in ff for word in ("system", "superchip", "aws-only", "soc"))


_BOARD = re.compile(r"(\d+)-gpu board")


def _owned_counts(acc: Accelerator) -> tuple[int, ...]:
    """How many of ``acc`` a machine built from parts holds.

    Cards: 1, 2 or 4 (8 for datacenter cards).  SXM and OAM modules are not sold to put in a host one
    or two at a time: they come on baseboards of 4 or 8 (NVIDIA HGX A100/H100/H200 4-GPU and 8-GPU,
    nvidia.com/en-us/data-center/hgx; HGX B200/B300 8-GPU only, as the catalog's form factor says), so
    no "1× H100 SXM5" machine is offered to buy.  Without a purchase price a module still gets its one
    "no purchase price" entry (``_template_option``), so that the user sees why it is missing.
    """
    ff = (acc.form_factor or "").lower()
    if ff.startswith(("sxm", "oam")) and acc.price_usd:
        board = _BOARD.search(ff)
        return (int(board.group(1)),) if board else (4, 8)
    return (1, 2, 4, 8) if acc.segment == "datacenter" else (1, 2, 4)


def _template_option(acc: Accelerator, count: int) -> HardwareOption | None:
    if not _buildable(acc):
        return None
    if not acc.price_usd:
        if count != 1:
            return None
        # listed so the user sees why it is missing: no purchase price in the catalog
        hw = HardwareConfig(accelerator=acc, count=1, link="single")
        return HardwareOption(
            key=f"own:{acc.name}:1", label=_template_label(acc.name, 1, _template_for(acc, 1)),
            category=acc.segment, owned=True, hw=hw,
            accelerator=acc, machine=None,
            notes=(translate("Options", "no purchase price in the catalog: add one in the price overrides"),),
        )
    tmpl = _template_for(acc, count)
    host = HOST_TEMPLATES[tmpl]
    busy = _busy_power(acc, count, host["power"])
    machine = OwnedMachine(
        name=f"{count}× {short_accelerator_name(acc.name)}",
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
        host_ram_gb=HOST_RAM_GB[tmpl],
        host_ram_included_gb=HOST_RAM_INCLUDED_GB[tmpl],
        notes=(translate("Options", "host: {source}").format(source=host["source"]),),
    )


def _template_for(acc: Accelerator, count: int) -> str:
    """The HOST_TEMPLATES entry a machine with ``count`` of ``acc`` is built on.  SXM and OAM modules
    sit on an HGX/OAM baseboard in a rack server (dual-socket host, 2-3 kW supplies, the baseboard's
    power delivery and cooling: Supermicro, Dell, HPE and Lenovo build them as 4U/8U servers), never
    in a tower workstation: their machines use the server host at any board size.  The 4-GPU
    baseboard's host has no published price of its own; the 8-GPU server host's figure is used, an
    upper bound, so a 4-GPU board is not shown cheaper than it is."""
    if (acc.form_factor or "").lower().startswith(("sxm", "oam")):
        return "server"
    if count == 1:
        return "desktop" if acc.segment == "consumer" else "workstation"
    return "workstation" if count <= 4 else "server"


def _template_label(name: str, count: int, tmpl: str) -> str:
    """"Desktop · 2× RTX 4090", "Workstation · 1× A100 80 GB PCIe", "Server · 8× H100 SXM5":
    a generic machine built around ``count`` of the accelerator ``name``."""
    return _machine_label(tmpl, count, short_accelerator_name(name))


def _machine_label(kind: str, count: int, accelerator: str) -> str:
    if kind == "desktop":
        return translate("Options", "Desktop · {n}× {accelerator}").format(n=count, accelerator=accelerator)
    if kind == "workstation":
        return translate("Options", "Workstation · {n}× {accelerator}").format(n=count, accelerator=accelerator)
    if kind == "edge":
        return translate("Options", "Edge/line PC · {n}× {accelerator}").format(n=count, accelerator=accelerator)
    return translate("Options", "Server · {n}× {accelerator}").format(n=count, accelerator=accelerator)


#: how the shipped systems.json names the machines built from parts ("Desktop PC, 1x RTX 3090")
_BUILT_NAME = re.compile(r"^(desktop pc|workstation|\d+-gpu server|server|edge/line pc), \d+x ", re.IGNORECASE)


def _system_label(system: System, acc: Accelerator) -> str:
    """A catalog system as people name it.

    Machines built from parts: "Desktop · 1× RTX 3090", "Workstation · 4× RTX A6000", "Server · 8×
    H100 SXM5", "Edge/line PC · 1× RTX 4060 Ti 16 GB".  Machines sold whole (Apple, DGX Spark):
    product, chip, configured memory ("Mac Studio M2 Ultra 192 GB").  A system the user named
    (catalog override) keeps its name.
    """
    if system.kind == "apple" or not _buildable(acc):
        return _product_label(system, acc)
    if not _BUILT_NAME.match(system.name):
        return system.name
    return _machine_label(system.kind, system.gpu_count, short_accelerator_name(acc.name))


def _product_label(system: System, acc: Accelerator) -> str:
    """"Mac Studio M2 Ultra 192 GB" from "Mac Studio (M2 Ultra, 60-core GPU, 192 GB)"."""
    product, _, rest = system.name.partition(" (")
    product = _strip_vendor(product.strip()) or system.name
    chip = short_accelerator_name(acc.name)
    details = [d.strip() for d in rest.rstrip(")").split(",") if d.strip()]
    if details and not _MEMORY.search(details[0]) and "core" not in details[0]:
        chip = details[0]  # "GB10" for "NVIDIA DGX Spark (GB10, 128 GB)"
    if _norm(chip) in _norm(product):
        chip = ""
    memory = system.unified_memory_gb or acc.memory_gb
    if not chip:
        return translate("Options", "{product} {memory} GB").format(product=product, memory=_gb(memory))
    return translate("Options", "{product} {chip} {memory} GB").format(product=product, chip=chip, memory=_gb(memory))


# -- accelerator names as people say them --------------------------------------------------------

#: vendor and brand words nobody says in front of the model number
_VENDOR_WORDS = ("NVIDIA ", "GeForce ", "Tesla ", "AMD ", "Radeon Instinct ", "Instinct ", "Intel ", "Apple ")
_MEMORY = re.compile(r"(\d+(?:\.\d+)?)\s*GB\b", re.IGNORECASE)
_FORM = re.compile(r"^(SXM\d?|PCIe|NVL|OAM)$", re.IGNORECASE)


def _strip_vendor(text: str) -> str:
    changed = True
    while changed:
        changed = False
        for word in _VENDOR_WORDS:
            if text.startswith(word):
                text, changed = text[len(word):], True
    if text.startswith("Radeon RX "):
        text = text[len("Radeon "):]
    return text


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


@lru_cache(maxsize=1024)
def short_accelerator_name(name: str) -> str:
    """The accelerator as people say it: no vendor or brand words, "80 GB" spelled out.

    "GeForce RTX 4090" -> "RTX 4090"; "A100 80GB SXM4" -> "A100 80 GB SXM4"; "V100 16GB (SXM2)" ->
    "V100 16 GB SXM2"; "RTX 6000 Ada Generation" -> "RTX 6000 Ada"; "Instinct MI300X" -> "MI300X";
    "B200 (HGX, per GPU)" -> "B200"; "Tesla M60 (board, 2x GM204)" -> "M60 board"; "Apple M2 Ultra"
    -> "M2 Ultra".  A parenthesis that names a form factor or the memory stays, others go.
    """
    text = name.strip()
    kept: list[str] = []

    def paren(m: re.Match) -> str:
        inner = m.group(1).strip()
        if _FORM.match(inner) or _MEMORY.fullmatch(inner):
            kept.append(inner)
        elif inner.split(",")[0].strip().lower() == "board":
            kept.append("board")
        return ""

    text = re.sub(r"\s*\(([^)]*)\)", paren, text).strip()
    text = _strip_vendor(text)
    text = re.sub(r"\bAda Generation\b", "Ada", text)
    text = " ".join([text, *kept])
    text = _MEMORY.sub(lambda m: f"{m.group(1)} GB", text)
    return " ".join(text.split()) or name


def _gb(value: float) -> str:
    """Memory in GB for a label: "24", "5.6"."""
    return f"{round(float(value), 1):g}"


def _share(count: float) -> str:
    """"1/6" for an offer of 0.1667 of a device."""
    frac = Fraction(count).limit_denominator(16)
    return f"{frac.numerator}/{frac.denominator}"


def _cloud_label(offer: CloudOffer, acc: Accelerator, provider_name: str) -> str:
    """"AWS p3.2xlarge · 1× V100 16 GB SXM2"; a slice: "Azure Standard_NV6ads_A10_v5 · 1/6 of A10 (4 GB)",
    with the memory of the slice.  ``acc`` is the device as rented (a slice's share)."""
    name = short_accelerator_name(acc.name)
    if offer.count < 1:
        memory = offer.memory_gb_per_device or acc.memory_gb
        return translate("Options", "{provider} {instance} · {share} of {accelerator} ({memory} GB)").format(
            provider=provider_name, instance=offer.instance_type, share=_share(offer.count),
            accelerator=" ".join(_MEMORY.sub("", name).split()), memory=_gb(memory))
    count = _count_label(offer.count)
    if _MEMORY.search(name):
        return translate("Options", "{provider} {instance} · {n}× {accelerator}").format(
            provider=provider_name, instance=offer.instance_type, n=count, accelerator=name)
    memory = offer.memory_gb_per_device or acc.memory_gb
    return translate("Options", "{provider} {instance} · {n}× {accelerator} {memory} GB").format(
        provider=provider_name, instance=offer.instance_type, n=count, accelerator=name, memory=_gb(memory))


def _published_discount(committed: float | None, on_demand: float | None, prov: dict, term: str) -> float | None:
    """The share of the on-demand price a commitment saves: from the offer's own published commitment
    price where it has one (Google Cloud's committed-use and AWS's reserved prices in the Taiwan-region
    table), else the provider's own published discount (commitments.json entries marked published).
    None where the provider publishes none: the document's assumption
    (``Assumptions.reserved_discount_1y`` / ``_3y``, which the user can change) prices it, and the
    explanation says so."""
    if committed is not None and on_demand and 0.0 < committed <= on_demand:
        return 1.0 - committed / on_demand
    if prov.get("published"):
        return prov.get(term)
    return None


def _cloud_option(offer: CloudOffer, acc: Accelerator, commitments: dict, provider_name: str | None = None,
                  label_name: str | None = None) -> HardwareOption | None:
    """``provider_name``: the provider as users know it ("Microsoft Azure"); ``label_name``: as the label
    says it ("Azure"); both default to the provider id."""
    if offer.retired:
        return None
    if offer.host_not_included and acc.segment != "tpu":
        # Google Cloud's attachable GPUs ("n1-*+1xT4"): the GPU-only SKU, billed together with an N1 host
        # VM the catalog does not price, so no complete price is published for it.  Alone it undercut every
        # real instance (a T4 in Taiwan at US$0.35 an hour, with an n1-standard-4 host 0.57: the catalog's
        # "n1-standard-4+1xT4" row) and won services it could not run without the host.
        return None
    provider_name = provider_name or offer.provider
    label_name = label_name or provider_name
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
        reserved_1y_discount=_published_discount(offer.reserved_1y_usd_hour, offer.price_usd_hour, prov, "1y"),
        reserved_3y_discount=_published_discount(offer.reserved_3y_usd_hour, offer.price_usd_hour, prov, "3y"),
        gpu_count=offer.count,
        commitments=bool(prov.get("sold", True)),  # TWCC: on-demand only
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
        label=_cloud_label(offer, acc, label_name),
        category="tpu" if acc.segment == "tpu" else "cloud",
        owned=False,
        hw=hw,
        accelerator=acc,
        rate=rate,
        offer=offer,
        provider=offer.provider,
        provider_name=provider_name,
        host_ram_gb=offer.ram_gb,
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
        for n in _owned_counts(acc):
            if (acc.name, n) in covered:
                continue
            opt = _template_option(acc, n)
            if opt is not None:
                out.append(opt)
    commitments = getattr(catalog, "commitments", {}) or {}
    find_provider = getattr(catalog, "find_provider", None)
    names: dict[str, tuple[str, str]] = {}  # provider id -> (name, name in labels)
    for offer in catalog.cloud_offers:
        if not offer.accelerator:
            continue
        acc = catalog.find_accelerator(offer.accelerator)
        if acc is None:
            continue
        if offer.provider not in names:
            provider = find_provider(offer.provider) if find_provider is not None else None
            names[offer.provider] = (provider.name, provider.label_name) if provider is not None else (
                offer.provider, offer.provider)
        opt = _cloud_option(offer, acc, commitments, *names[offer.provider])
        if opt is not None:
            out.append(opt)
    return _unique_keys(_unique_labels(out))


def _unique_keys(options: list[HardwareOption]) -> list[HardwareOption]:
    """One instance type listed in several regions (GCP us-central1 and asia-east1): the first
    keeps ``cloud:<provider>:<instance>``, the others get ``@<region>`` so a saved quote or
    picker choice names exactly one offer."""
    seen: set[str] = set()
    out: list[HardwareOption] = []
    for opt in options:
        if opt.key in seen and opt.offer is not None:
            opt = replace(opt, key=f"{opt.key}@{opt.offer.region or len(seen)}")
        seen.add(opt.key)
        out.append(opt)
    return out


# The country of each cloud region the catalog prices outside the US and Europe (the providers' own
# region pages: Google Cloud asia-east1 is in Changhua County, Taiwan; AWS ap-northeast-1 Tokyo,
# ap-southeast-1 Singapore, ap-east-1 Hong Kong).
REGION_COUNTRY = {"asia-east1": "TW", "ap-northeast-1": "JP", "ap-southeast-1": "SG", "ap-east-1": "HK"}


def offer_country(offer: CloudOffer) -> str | None:
    """ISO code of the country the offer runs in, where the catalog knows it (TWCC: Taiwan)."""
    if offer.provider == "twcc" or offer.region.lower().startswith("taiwan"):
        return "TW"
    return REGION_COUNTRY.get(offer.region)


def region_name(region: str) -> str:
    """A cloud region as people name it ("Tokyo" for AWS ap-northeast-1, "Taiwan" for Google Cloud
    asia-east1, in Changhua); a region without a name here keeps the provider's code."""
    names = {
        "asia-east1": translate("Options", "Taiwan"),
        "ap-northeast-1": translate("Options", "Tokyo"),
        "ap-southeast-1": translate("Options", "Singapore"),
        "ap-east-1": translate("Options", "Hong Kong"),
        "us-east-1": translate("Options", "N. Virginia"),
        "us-central1": translate("Options", "Iowa"),
    }
    return names.get(region, region)


def _unique_labels(options: list[HardwareOption]) -> list[HardwareOption]:
    """Options whose labels coincide get told apart: a rented one by its region (one instance type
    offered in two regions), anything still alike by a number ("... (2)")."""
    counts = Counter(o.label for o in options)
    if all(n == 1 for n in counts.values()):
        return options
    out: list[HardwareOption] = []
    for opt in options:
        if counts[opt.label] > 1 and opt.offer is not None and opt.offer.region:
            opt = replace(opt, label=translate("Options", "{option} · {region}").format(
                option=opt.label, region=region_name(opt.offer.region)))
        out.append(opt)
    counts = Counter(o.label for o in out)
    seen: Counter = Counter()
    for i, opt in enumerate(out):
        if counts[opt.label] > 1:
            seen[opt.label] += 1
            if seen[opt.label] > 1:
                out[i] = replace(opt, label=translate("Options", "{option} ({n})").format(
                    option=opt.label, n=seen[opt.label]))
    return out


def priced_locally(options: list[HardwareOption], currency: str, usd_to_twd: float) -> list[HardwareOption]:
    """The options as bought where the document prices them.

    In NT$ an owned machine's cards cost their Taiwan retail price where the catalog has one
    (``Accelerator.price_twd``, e.g. the RTX 5090's NT$71,990 suggested retail price), converted to the
    engine's USD at the document's own rate so that it shows as exactly that NT$ figure, and the
    option says so with the price's source; the card itself carries that price (a mixed server's cards
    are priced from it).  A machine priced whole (Apple, DGX Spark) or with its own GPU price, and a
    user's quote, keep their price.  In US$, or with no such card, the list itself comes back.
    """
    if currency != "TWD":
        return options
    out: list[HardwareOption] = []
    changed = False
    for opt in options:
        acc, machine, system = opt.accelerator, opt.machine, opt.system
        if (not opt.owned or machine is None or opt.quote is not None or not acc.price_twd or not acc.price_usd
                or (system is not None and (system.total_price_usd or system.gpu_price_usd))):
            out.append(opt)
            continue
        card_usd = acc.price_twd / usd_to_twd
        host_usd = machine.purchase_usd - acc.price_usd * opt.gpu_count
        local = acc.model_copy(update={"price_usd": card_usd, "price_source": acc.price_twd_source,
                                       "price_as_of": acc.price_twd_as_of})
        when = f", {acc.price_twd_as_of:%Y-%m}" if acc.price_twd_as_of else ""
        note = translate("Options", "price per card: {source}{date}").format(
            source=acc.price_twd_source or f"NT${acc.price_twd:,.0f}", date=when)
        out.append(replace(opt, accelerator=local, hw=replace(opt.hw, accelerator=local),
                           machine=replace(machine, purchase_usd=host_usd + card_usd * opt.gpu_count),
                           notes=opt.notes + (note,)))
        changed = True
    return out if changed else options


_WITH_RAM: dict[tuple, tuple] = {}


def with_offload_ram(options: list[HardwareOption], need_gb: float, experts: bool = False) -> list[HardwareOption]:
    """``options`` with each owned machine priced with the host memory that ``need_gb`` of offloaded
    training state (ZeRO-Offload, FSDP CPU offload: engine.advisor._host_ram_need) takes beyond what
    its host price covers (``HOST_RAM_INCLUDED_GB``): more RAM at ``RAM_USD_PER_GB``, in steps of
    ``RAM_STEP_GB``, up to what the host takes (beyond it the option cannot run: its reason says so).
    The same list when nothing is added; kept per list and need, so what is built per options list
    is reused over re-advises.  ``experts``: the state is a served MoE's routed experts kept in host RAM
    (estimate.experts_offloaded), which an Apple machine keeps in its unified memory instead."""
    key = (id(options), round(need_gb, 6), current_language(), experts)
    hit = _WITH_RAM.get(key)
    if hit is not None and hit[0] is options:
        return hit[1]
    out: list[HardwareOption] = []
    changed = False
    for o in options:
        extra = 0.0 if experts and o.accelerator.segment == "apple" else _extra_ram_gb(o, need_gb)
        if extra <= 0:
            out.append(o)
            continue
        usd = extra * RAM_USD_PER_GB
        m = o.machine
        machine = replace(m, purchase_usd=m.purchase_usd + usd)
        if experts:
            text = translate("Options", "host RAM for the experts kept in host memory: {extra} GB more than the {base} GB "
                                        "the host price covers, about US${usd} ({source})")
        else:
            text = translate("Options", "host RAM for the offloaded training state: {extra} GB more than the {base} GB "
                                        "the host price covers, about US${usd} ({source})")
        note = text.format(
            extra=f"{extra:,.0f}", base=f"{o.host_ram_included_gb:,.0f}", usd=f"{usd:,.0f}", source=RAM_SOURCE)
        out.append(replace(o, machine=machine, notes=o.notes + (note,)))
        changed = True
    result = out if changed else options
    if len(_WITH_RAM) > 16:
        _WITH_RAM.clear()
    _WITH_RAM[key] = (options, result)
    return result


def _extra_ram_gb(o: HardwareOption, need_gb: float) -> float:
    """GB of memory to add to owned machine ``o``'s host for ``need_gb`` of offloaded state (0: none)."""
    if (not o.owned or o.machine is None or o.quote is not None or o.host_ram_included_gb is None
            or o.hw.nodes > 1):
        return 0.0
    over = need_gb - o.host_ram_included_gb
    if over <= 0 or (o.host_ram_gb is not None and need_gb > o.host_ram_gb):
        return 0.0
    return math.ceil(over / RAM_STEP_GB - 1e-9) * RAM_STEP_GB
