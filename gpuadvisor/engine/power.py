"""Power and energy of an option: peak draw, typical draw at the schedule's use, kWh a month,
the electricity bill, and whether one machine fits an office circuit.

* **Peak power** = the devices' board power (TDP, the vendor's figure in the catalog) x count +
  the host (CPU, memory, fans, PSU losses: the system's or host template's figure).  This is what
  the circuit and the PSU must carry.
* **Typical draw** at a utilisation ``u`` (busy hours / 730) = busy power x u + idle power x (1 - u),
  with busy power = ``Assumptions.busy_power_share`` x TDP x count + host and idle power the
  system's idle figure (or ``idle_power_share`` of busy) — the same figures the owned-cost model
  bills (engine.cost.OwnedMachine), so the kWh here and the energy line of the cost agree.
* **kWh a month** = typical draw x 730 h (at the machine; the building adds PUE on top for the
  bill: kWh x PUE x tariff).  Rentals: the provider pays for power; the figures are shown for
  information and their electricity cost is 0 (it is inside the hourly price).
* **Office circuit**: a branch circuit carries volts x amps, and a continuous load (over 3 h)
  may use 80 % of it (NFPA 70 / NEC 210.19(A)(1) and 210.20(A); Taiwan's 用戶用電設備裝置規則
  applies the same 80 % rule to continuous loads).  Taiwanese offices are wired at 110 V with
  15 or 20 A branch circuits (Taipower supply: 110/220 V single phase).
"""

from __future__ import annotations

from dataclasses import dataclass

from gpuadvisor.domain.project import HOURS_PER_MONTH

#: Share of a branch circuit's rating a continuous load may use (NEC 210.19(A)(1), 210.20(A)).
CONTINUOUS_LOAD_SHARE = 0.8

#: A card with no TDP in the catalog is drawn at this board power (the datacenter PCIe class).
DEFAULT_TDP_W = 300.0
#: Share of TDP a card draws while working (engine.options._busy_power).
CARD_BUSY_SHARE = 0.85


def owned_parts(acc, count: int, busy_power_w: float) -> tuple[float, int, float, float]:
    """(device watts, device count, host watts, busy share) of an owned machine whose whole-machine
    busy power is ``busy_power_w`` (engine.cost.OwnedMachine), for :func:`power_figures`.

    A card machine: the cards' TDP (``DEFAULT_TDP_W`` where the catalog has none) at
    ``CARD_BUSY_SHARE`` while busy, the host the rest.  An Apple machine is one system on a chip
    whose catalog power is Apple's whole-machine wall figure (Apple support 102027 / 121555: "measured
    from the wall ... includes all power supply and system losses"; the SoC has no TDP of its own):
    it is the machine's peak and busy draw, nothing is added for a device."""
    if getattr(acc, "segment", None) == "apple":
        return float(busy_power_w), 1, 0.0, 1.0
    tdp = float(acc.tdp_w or DEFAULT_TDP_W)
    return tdp, count, max(0.0, busy_power_w - tdp * CARD_BUSY_SHARE * count), CARD_BUSY_SHARE


@dataclass(frozen=True)
class PowerFigures:
    peak_kw: float  # devices' TDP x count + host, per machine
    busy_kw: float  # while working (busy share of TDP), per machine
    idle_kw: float  # powered but idle, per machine
    typical_kw: float  # at the schedule's utilisation, per machine
    kwh_per_month: float  # all machines (replicas), at the machine (before PUE)
    electricity_usd_month: float  # all machines, with PUE and the tariff (0 for rentals)
    machines: int
    over_circuit: bool  # one machine draws more than the office circuit carries continuously
    circuit_w: float  # continuous watts the configured circuit carries

    @property
    def peak_kw_total(self) -> float:
        return self.peak_kw * self.machines


def circuit_watts(volts: float, amps: float) -> float:
    """Continuous load a branch circuit carries (80 % of volts x amps)."""
    return volts * amps * CONTINUOUS_LOAD_SHARE


def power_figures(*, tdp_w: float, count: float, host_w: float, busy_share: float, idle_w: float | None,
                  idle_share: float, utilisation: float, machines: int, owned: bool, pue: float,
                  usd_per_kwh: float, circuit_w: float) -> PowerFigures:
    """Power and energy of ``machines`` identical machines used ``utilisation`` of the month."""
    u = min(max(utilisation, 0.0), 1.0)
    peak_w = tdp_w * count + host_w
    busy_w = tdp_w * busy_share * count + host_w
    idle = idle_w if idle_w is not None else busy_w * idle_share
    idle = min(idle, busy_w)
    typical_w = busy_w * u + idle * (1.0 - u)
    kwh = typical_w / 1000.0 * HOURS_PER_MONTH * machines
    cost = kwh * pue * usd_per_kwh if owned else 0.0
    return PowerFigures(
        peak_kw=peak_w / 1000.0,
        busy_kw=busy_w / 1000.0,
        idle_kw=idle / 1000.0,
        typical_kw=typical_w / 1000.0,
        kwh_per_month=kwh,
        electricity_usd_month=cost,
        machines=machines,
        over_circuit=owned and peak_w > circuit_w,
        circuit_w=circuit_w,
    )
