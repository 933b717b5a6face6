"""Chassis a mixed owned machine is built in: GPU positions, power supplies, cooling and the host.

A *mixed* shared server (``engine.plan``) puts cards of different types in one host: say the
cards that serve an LLM in office hours beside cheaper cards for the training jobs.  Whether the
cards go together is a question of the chassis:

* **Slots**: each GPU takes one full-height, full-length double-width PCIe position (x16).  Cards
  with retail triple-slot coolers (the RTX 3090/4090 Founders Editions, 61 mm) go in as the
  dual-slot (blower) editions system integrators fit in servers; a single-slot or low-profile
  card still takes a position.  SXM/OAM modules, superchips and whole systems (DGX Spark, Macs)
  are not PCIe cards and go in no chassis here.
* **Power supplies**: the machine's peak draw (every card's board power, the vendor TDP in the
  catalog, plus the host) must be within what the supplies deliver with the redundant ones
  removed (1+1: one supply's rating; 2+2: two).  Server supplies deliver their rating at
  200-240 V only: at 100-127 V (a Taiwanese office socket, 110 V) a 2,000 W server supply gives
  about half, so a server whose peak is over the low-line figure needs a 220 V circuit (said as a
  note: Taipower supplies 220 V single phase beside 110 V).
* **Cooling**: datacenter cards (A100/H100 PCIe, L40S, A40, T4 ...) have no fan ("thermal
  solution: passive" in NVIDIA's datasheets) and need a GPU server's front-to-back airflow; a
  tower workstation takes only cards with their own fans (GeForce, RTX A-series/Ada blowers).
  Each chassis's fans are sized for what its supplies feed, so the power check covers the heat.

The host's price and power: the tower uses ``engine.options.HOST_TEMPLATES["workstation"]`` (the
host the catalog's 4-GPU workstations are priced with); the 4U server uses the server host
template's price (``HOST_TEMPLATES["server"]``, the figure the catalog's 8-GPU PCIe servers use)
and a host power of its own (two server CPUs, memory, fans and drives: the template's 2.5 kW is
an 8-GPU HGX node's host, with NVSwitches and eight network cards).

Figures and where they come from (vendor datasheets; dates are the products' generations):

* Tower workstation: 4 double-width GPUs on a workstation board with 7 PCIe x16 slots (ASUS Pro
  WS WRX90E-SAGE SE, AMD Threadripper PRO 7000 WX platform, 2023) and one 1,600 W ATX supply, the
  largest ATX supplies sold (Corsair AX1600i; Seasonic PRIME TX-1600).
* 4U GPU server: 8 double-width GPUs; four 2,000 W Titanium supplies, redundant (Supermicro
  SuperServer SYS-4029GP-TRT datasheet, Xeon Scalable generation, 2017-2019; Supermicro
  AS-4125GS-TNRT datasheet, AMD EPYC 9004 generation, 2023: 8 double-width or 12 single-width
  GPUs, 4 x 2,000 W redundant, as also described in StorageReview's review of the AS-4125GS-TNRT).
  With two of the four supplies fitted (1+1) it carries 2,000 W; with all four (2+2), 4,000 W.
  Low line: Supermicro's 2,000 W module (PWS-2K04A-1R) is rated 1,000 W at 100-127 V.
"""

from __future__ import annotations

from dataclasses import dataclass

from gpuadvisor.domain.hardware import Accelerator
from gpuadvisor.i18n import translate

from .options import HOST_TEMPLATES, _buildable

#: Circuits below this voltage are "low line" for server power supplies (100-127 V).
LOW_LINE_VOLTS = 200.0

#: Host power of a 4U PCIe GPU server, W (assumption, 2026-11): two server CPUs of 205-360 W
#: default TDP (Intel Xeon Gold 6438N 205 W; AMD EPYC 9554 360 W, the vendors' product pages)
#: plus memory, fans at GPU-load speed, drives and network cards.
SERVER_HOST_POWER_W = 800.0


@dataclass(frozen=True)
class Chassis:
    """One chassis a mixed machine can be built in (figures in the module docstring)."""

    key: str
    kind: str  # "tower" | "server"
    slots: int  # double-width GPU positions
    psu_count: int  # supplies fitted
    psu_rating_w: float  # one supply, at 200-240 V
    psu_redundant: int  # supplies that may fail (1+1 -> 1, 2+2 -> 2; 0: no redundancy)
    psu_low_line_w: float | None  # one supply at 100-127 V (None: delivers its rating there too)
    host_price_usd: float
    host_power_w: float
    passive_cards: bool  # its airflow cools fanless datacenter cards
    source: str
    as_of: str

    @property
    def psu_w(self) -> float:
        """Watts the supplies deliver with the redundant ones removed (at 200-240 V)."""
        return self.psu_rating_w * (self.psu_count - self.psu_redundant)

    def psu_w_at(self, volts: float) -> float:
        """Watts the supplies deliver on a circuit of ``volts`` (low-line rating below 200 V)."""
        one = self.psu_low_line_w if (volts < LOW_LINE_VOLTS and self.psu_low_line_w) else self.psu_rating_w
        return one * (self.psu_count - self.psu_redundant)

    @property
    def label(self) -> str:
        if self.kind == "tower":
            return translate("Plan", "Tower workstation")
        return translate("Plan", "4U GPU server")

    @property
    def psu_text(self) -> str:
        """"1 × 1,600 W", "2 × 2,000 W, 1+1", "4 × 2,000 W, 2+2"."""
        rating = f"{self.psu_rating_w:,.0f}"
        if not self.psu_redundant:
            return translate("Plan", "{n} × {watts} W").format(n=self.psu_count, watts=rating)
        return translate("Plan", "{n} × {watts} W, {active}+{spare}").format(
            n=self.psu_count, watts=rating, active=self.psu_count - self.psu_redundant, spare=self.psu_redundant)


_TOWER_SOURCE = (
    "4 double-width GPUs: workstation board with 7 PCIe x16 slots (ASUS Pro WS WRX90E-SAGE SE, Threadripper PRO "
    "7000 WX, 2023); one 1,600 W ATX supply, the largest ATX supplies sold (Corsair AX1600i, Seasonic PRIME "
    "TX-1600 datasheets); host price and power as the catalog's 4-GPU workstations (" +
    HOST_TEMPLATES["workstation"]["source"] + ")"
)
#: A 4U PCIe GPU server host (barebone, CPUs, memory, drives): see _SERVER_SOURCE.
PCIE_SERVER_HOST_USD = 18000.0

_SERVER_SOURCE = (
    "8 double-width GPUs, 4 x 2,000 W redundant Titanium supplies (Supermicro SYS-4029GP-TRT datasheet, "
    "2017-2019; Supermicro AS-4125GS-TNRT datasheet, 2023, and StorageReview's review of it); 2,000 W supply "
    "module rated 1,000 W at 100-127 V (Supermicro PWS-2K04A-1R); host price US$18,000, assumption (2026-11): "
    "a PCIe GPU server barebone US$6-8k, two server CPUs US$4-6k, 512 GB DDR5 ECC US$3-4k and NVMe drives "
    "US$1-2k (an 8-GPU HGX host with NVSwitch boards costs far more and is not this machine); host power 800 W: two server CPUs of 205-360 W (Intel Xeon Gold 6438N, AMD EPYC 9554 product pages) "
    "plus memory, fans and drives, assumption (2026-11)"
)

TOWER = Chassis(
    key="tower-4gpu-1600w", kind="tower", slots=4, psu_count=1, psu_rating_w=1600.0, psu_redundant=0,
    psu_low_line_w=None, host_price_usd=HOST_TEMPLATES["workstation"]["price"],
    host_power_w=HOST_TEMPLATES["workstation"]["power"], passive_cards=False, source=_TOWER_SOURCE,
    as_of="2026-11")
SERVER_4U_1_1 = Chassis(
    key="4u-8gpu-2x2000w", kind="server", slots=8, psu_count=2, psu_rating_w=2000.0, psu_redundant=1,
    psu_low_line_w=1000.0, host_price_usd=PCIE_SERVER_HOST_USD, host_power_w=SERVER_HOST_POWER_W,
    passive_cards=True, source=_SERVER_SOURCE, as_of="2026-11")
SERVER_4U_2_2 = Chassis(
    key="4u-8gpu-4x2000w", kind="server", slots=8, psu_count=4, psu_rating_w=2000.0, psu_redundant=2,
    psu_low_line_w=1000.0, host_price_usd=PCIE_SERVER_HOST_USD, host_power_w=SERVER_HOST_POWER_W,
    passive_cards=True, source=_SERVER_SOURCE, as_of="2026-11")

#: Cheapest first: a mixed machine is built in the first chassis that takes its cards.
CHASSIS: tuple[Chassis, ...] = (TOWER, SERVER_4U_1_1, SERVER_4U_2_2)


def is_pcie_card(acc: Accelerator) -> bool:
    """A PCIe card with a purchase price: it can go in a chassis here."""
    key = (acc.name, acc.form_factor, acc.segment, acc.price_usd)
    hit = _PCIE.get(key)
    if hit is None:
        hit = _PCIE[key] = bool(acc.price_usd) and _buildable(acc) and (acc.form_factor or "").lower().startswith("pcie")
    return hit


_PCIE: dict[tuple, bool] = {}


def is_passive(acc: Accelerator) -> bool:
    """Fanless: NVIDIA's and AMD's datacenter PCIe cards are cooled by the server's airflow."""
    return acc.segment == "datacenter" or "passive" in (acc.form_factor or "").lower()


def card_tdp_w(acc: Accelerator) -> float:
    """The board power the supplies must carry (catalog TDP; 300 W when unknown, as engine.options)."""
    return float(acc.tdp_w or 300.0)


@dataclass(frozen=True)
class ChassisCheck:
    chassis: Chassis
    reasons: tuple[str, ...]  # why the cards do not go in (empty: they do)
    notes: tuple[str, ...]  # fits, with something to know (a 220 V circuit)
    cards: int
    gpu_w: float  # the cards' board power
    peak_w: float  # cards + host

    @property
    def ok(self) -> bool:
        return not self.reasons


def check(chassis: Chassis, cards: list[tuple[Accelerator, int]], volts: float, explain: bool = True) -> ChassisCheck:
    """Do ``cards`` ((accelerator, count) pairs) go in ``chassis``?  Slots, supplies, cooling.
    ``explain`` False: the reasons are left unworded (one placeholder each), for a quick yes/no."""
    n = sum(count for _acc, count in cards)
    gpu_w = sum(card_tdp_w(acc) * count for acc, count in cards)
    peak = gpu_w + chassis.host_power_w
    not_cards = [acc.name for acc, _count in cards if not is_pcie_card(acc)]
    passive = [] if chassis.passive_cards else sorted({acc.name for acc, _count in cards if is_passive(acc)})
    failed = bool(not_cards) or n > chassis.slots or peak > chassis.psu_w + 1e-6 or bool(passive)
    if not explain:
        return ChassisCheck(chassis, ("",) if failed else (), (), n, gpu_w, peak)
    reasons: list[str] = []
    notes: list[str] = []
    for name in not_cards:
        reasons.append(translate("Plan", "{accelerator} is not a PCIe card with a purchase price").format(accelerator=name))
    if n > chassis.slots:
        reasons.append(translate("Plan", "{cards} cards need {cards} double-width slots; the {chassis} has {slots}").format(
            cards=n, chassis=chassis.label, slots=chassis.slots))
    if peak > chassis.psu_w + 1e-6:
        reasons.append(translate(
            "Plan", "peak draw {peak} W (cards {cards_w} W + host {host} W) is more than its {psu} supplies deliver "
                    "({deliver} W)").format(peak=f"{peak:,.0f}", cards_w=f"{gpu_w:,.0f}", host=f"{chassis.host_power_w:,.0f}",
                                            psu=chassis.psu_text, deliver=f"{chassis.psu_w:,.0f}"))
    if passive:
        reasons.append(translate(
            "Plan", "{accelerators}: fanless datacenter cards need a GPU server's airflow, not a {chassis}").format(
            accelerators=", ".join(passive), chassis=chassis.label))
    low = chassis.psu_w_at(volts)
    if not reasons and peak > low + 1e-6:
        notes.append(translate(
            "Plan", "at {volts} V its supplies deliver {low} W, less than its {peak} W peak: run it on a 200-240 V "
                    "circuit").format(volts=f"{volts:g}", low=f"{low:,.0f}", peak=f"{peak:,.0f}"))
    return ChassisCheck(chassis, tuple(reasons), tuple(notes), n, gpu_w, peak)


def pick(cards: list[tuple[Accelerator, int]], volts: float) -> tuple[ChassisCheck | None, ChassisCheck]:
    """(the cheapest chassis the cards go in, or None; the check of the last one tried — the
    largest, whose reasons say why none takes them)."""
    # check(chassis, cards, volts, explain=False).ok per chassis, the cards' figures summed once
    n = sum(count for _acc, count in cards)
    gpu_w = sum(card_tdp_w(acc) * count for acc, count in cards)
    not_cards = any(not is_pcie_card(acc) for acc, _count in cards)
    passive = any(is_passive(acc) for acc, _count in cards)
    for chassis in CHASSIS:
        peak = gpu_w + chassis.host_power_w
        if not (not_cards or n > chassis.slots or peak > chassis.psu_w + 1e-6 or (passive and not chassis.passive_cards)):
            found = check(chassis, cards, volts)
            return found, found
    return None, check(CHASSIS[-1], cards, volts)
