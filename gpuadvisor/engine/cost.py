"""Cost engine: owned vs rented GPU cost, break-even, cumulative and utilisation series, sensitivity.

Pure Python (no Qt, no I/O).  Implements the TCO research note's model (tco-anchors §5.3-5.5, kept
with the project's shared notes); every formula below cites the paragraph it comes from, and every default comes
from :class:`gpuadvisor.domain.project.Assumptions` (which carries unit and source per field).

Conventions
-----------
* **Money inside the engine is USD.**  Tariffs and wages given in NT$ in ``Assumptions``
  (electricity, staff rate) are divided by ``usd_to_twd`` on the way in.  Every result object
  carries ``currency`` (``"USD"`` as returned) and a ``to_currency(a)`` method that returns a copy
  with every money field converted by ``Assumptions.to_currency`` (non-money fields: hours, months,
  shares, counts, are left alone).
* **Time unit is the month** (730 h, ``HOURS_PER_MONTH``); ``per_year`` = 12 x monthly.
* **Busy hours** are wall-clock hours per month that the machine (owned) or the instance
  (rented) is doing the workload.  One :class:`Usage` describes one machine's load: the caller
  sums several workloads into one usage, and handles allocation when a workload uses only some of
  a multi-GPU machine's GPUs (keep these functions simple).
* **The rental that is compared with a machine** is the instance (``CloudRate``) that would do
  the same usage instead of the machine: one instance-hour replaces one machine-hour.  If the
  GPU counts differ, the caller picks a rate that is equivalent (e.g. the per-GPU price times the
  machine's GPU count).
* Every cost is non-decreasing in hours per run, runs per month and busy hours, for the owned
  machine and for each rental mode (asserted by property tests).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any, Iterable

from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions
from gpuadvisor.i18n import translate

__all__ = [
    "MODES",
    "SEGMENTS",
    "SENSITIVITY_INPUTS",
    "OwnedMachine",
    "CloudRate",
    "Usage",
    "OwnedCost",
    "ModeCost",
    "CloudCost",
    "BreakevenPoint",
    "Breakeven",
    "CostSeries",
    "UtilisationSeries",
    "SensitivityRow",
    "owned_monthly",
    "cloud_costs",
    "breakeven",
    "cumulative_series",
    "utilisation_series",
    "sensitivity",
]

# Rental purchase options, in display order.  ``spot`` is pure spot (lower band edge),
# ``spot_with_fallback`` spot with a share of hours at on-demand (upper band edge).
MODES: tuple[str, ...] = ("on_demand", "spot", "spot_with_fallback", "reserved_1y", "reserved_3y")
SEGMENTS: tuple[str, ...] = ("consumer", "workstation", "datacenter", "apple", "tpu")
# The inputs of the tornado chart: the seven cost inputs of the model and the staff time an
# owned machine takes (for a desktop often its largest running cost, NT$24,000 a year at the defaults).
SENSITIVITY_INPUTS: tuple[str, ...] = (
    "usd_to_twd",
    "electricity",
    "utilisation",
    "resale",
    "useful_life",
    "cloud_price",
    "pue",
    "staff",
)


# ---------------------------------------------------------------------------------------------
# helpers


def _money(default: Any = 0.0) -> Any:
    """A dataclass field holding USD (a float, None, or a tuple of them)."""
    return field(default=default, metadata={"money": True})


def _check(name: str, value: float | None, *, lo: float = 0.0, allow_none: bool = False, strict: bool = False) -> None:
    if value is None:
        if allow_none:
            return
        raise ValueError(f"{name} is required")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} must be a number (got {value!r})")
    if math.isnan(value) or math.isinf(value):
        raise ValueError(f"{name} must be a finite number (got {value})")
    if value < lo or (strict and value == lo):
        raise ValueError(f"{name} must be {'>' if strict else '>='} {lo} (got {value})")


def _scale(value: Any, factor: float) -> Any:
    if value is None:
        return None
    if isinstance(value, tuple):
        return tuple(_scale(v, factor) for v in value)
    if isinstance(value, dict):
        return {k: _scale(v, factor) for k, v in value.items()}
    return value * factor


def _convert(obj: Any, factor: float, currency: str) -> Any:
    """Copy of a result dataclass with money fields scaled by ``factor``; nested results too."""
    if is_dataclass(obj) and not isinstance(obj, type):
        changes: dict[str, Any] = {}
        for f in fields(obj):
            value = getattr(obj, f.name)
            if f.name == "currency":
                changes[f.name] = currency
            elif f.metadata.get("money"):
                changes[f.name] = _scale(value, factor)
            elif is_dataclass(value) or isinstance(value, (tuple, dict)):
                changes[f.name] = _convert(value, factor, currency)
        return replace(obj, **changes) if changes else obj
    if isinstance(obj, tuple):
        return tuple(_convert(v, factor, currency) for v in obj)
    if isinstance(obj, dict):
        return {k: _convert(v, factor, currency) for k, v in obj.items()}
    return obj


class _Money:
    """Mixin: ``to_currency(a)`` converts every money field (and nested results) to ``a.currency``."""

    currency: str

    def to_currency(self, a: Assumptions):
        if self.currency == a.currency:
            return self
        to_usd = 1.0 if self.currency == "USD" else 1.0 / a.usd_to_twd
        return _convert(self, to_usd * a.to_currency(1.0), a.currency)


def _usd_per_kwh(a: Assumptions) -> float:
    # tariff is NT$/kWh in Assumptions (tco-anchors §3.1, §5.1); engine money is USD (§3.2 fx)
    return a.electricity_twd_per_kwh / a.usd_to_twd


def _life_months_int(a: Assumptions) -> int:
    return max(1, int(round(a.useful_life_months)))


# ---------------------------------------------------------------------------------------------
# inputs


@dataclass(frozen=True)
class OwnedMachine:
    """An owned server, workstation, desktop or Mac (tco-anchors §5.1, §5.3).

    ``busy_power_w`` is the whole machine when busy (sum of GPU TDP x ``busy_power_share`` + host),
    ``idle_power_w`` when powered but idle (10-15 % of busy, Apple: published idle).
    ``segment`` selects the resale and support shares in ``Assumptions``.
    """

    name: str
    purchase_usd: float
    gpu_count: int
    busy_power_w: float
    idle_power_w: float
    segment: str

    def __post_init__(self) -> None:
        _check("purchase_usd", self.purchase_usd)
        _check("busy_power_w", self.busy_power_w)
        _check("idle_power_w", self.idle_power_w)
        if isinstance(self.gpu_count, bool) or not isinstance(self.gpu_count, int) or self.gpu_count < 1:
            raise ValueError(f"gpu_count must be a whole number >= 1 (got {self.gpu_count!r})")
        if self.idle_power_w > self.busy_power_w:
            # otherwise energy would fall as busy hours rise
            raise ValueError("idle_power_w cannot exceed busy_power_w")
        if self.segment not in SEGMENTS:
            raise ValueError(f"segment must be one of {', '.join(SEGMENTS)} (got {self.segment!r})")

    @classmethod
    def from_system(cls, system: Any, accelerator: Any, a: Assumptions) -> "OwnedMachine":
        """Build from catalog entries (``domain.hardware.System`` and its ``Accelerator``).

        Price: ``total_price_usd`` when sold as one (Apple), else host + count x GPU price.
        Busy power: count x TDP x ``busy_power_share`` + host (tco-anchors §5.1).
        Idle power: the system's published idle, else ``idle_power_share`` x busy (§5.1, 10-15 %).
        """
        if system.total_price_usd is not None:
            price = system.total_price_usd
        else:
            gpu_price = system.gpu_price_usd or accelerator.price_usd
            if gpu_price is None:
                raise ValueError(f"no price for {accelerator.name} in {system.name}")
            price = system.host_price_usd + system.gpu_count * gpu_price
        if accelerator.tdp_w is None:
            raise ValueError(f"no TDP for {accelerator.name}")
        busy = system.gpu_count * accelerator.tdp_w * a.busy_power_share + system.host_power_w
        idle = system.idle_power_w if system.idle_power_w is not None else busy * a.idle_power_share
        segment = "apple" if system.kind == "apple" else accelerator.segment
        return cls(
            name=system.name,
            purchase_usd=float(price),
            gpu_count=int(system.gpu_count),
            busy_power_w=float(busy),
            idle_power_w=float(min(idle, busy)),
            segment=segment,
        )


@dataclass(frozen=True)
class CloudRate:
    """A rented instance, whole-instance prices in USD per hour.

    Only published prices are used: ``spot_usd_hour`` None means the offer has no spot mode;
    ``on_demand_usd_hour`` None (a spot-only listing) means no on-demand or reserved mode (their
    figures are then computed at the spot price as placeholders and never offered:
    :attr:`CloudCost.available_modes`).  ``reserved_*_discount`` None:
    ``Assumptions.reserved_discount_1y`` / ``_3y``.
    """

    name: str
    on_demand_usd_hour: float | None
    spot_usd_hour: float | None = None
    reserved_1y_discount: float | None = None
    reserved_3y_discount: float | None = None
    gpu_count: float = 1.0
    commitments: bool = True  # 1- and 3-year commitments can be bought (False for a user's quoted rate)
    # machines that run one synchronous job together (a cluster's nodes): the job stops when any of
    # them is preempted, so spot interrupts it ``instances`` times as often (engine.cluster)
    instances: int = 1

    def __post_init__(self) -> None:
        _check("on_demand_usd_hour", self.on_demand_usd_hour, allow_none=True)
        _check("spot_usd_hour", self.spot_usd_hour, allow_none=True)
        if self.on_demand_usd_hour is None and self.spot_usd_hour is None:
            raise ValueError("a cloud rate needs an on-demand or a spot price")
        for name in ("reserved_1y_discount", "reserved_3y_discount"):
            value = getattr(self, name)
            _check(name, value, allow_none=True)
            if value is not None and value >= 1:
                raise ValueError(f"{name} must be below 1 (got {value})")
        _check("gpu_count", self.gpu_count, strict=True)

    @classmethod
    def from_offer(cls, offer: Any) -> "CloudRate":
        """Build from a catalog ``domain.hardware.CloudOffer``."""
        return cls(
            name=f"{offer.provider} {offer.instance_type}",
            on_demand_usd_hour=offer.price_usd_hour,
            spot_usd_hour=offer.spot_usd_hour,
            gpu_count=float(offer.count),
        )

    def scaled(self, factor: float) -> "CloudRate":
        """The same rate with every hourly price multiplied by ``factor`` (sensitivity)."""
        return replace(
            self,
            on_demand_usd_hour=None if self.on_demand_usd_hour is None else self.on_demand_usd_hour * factor,
            spot_usd_hour=None if self.spot_usd_hour is None else self.spot_usd_hour * factor,
        )


@dataclass(frozen=True)
class Usage:
    """How a workload (or several, summed by the caller) uses one machine or instance.

    ``hours_per_run`` is wall-clock hours of one run on this hardware; ``always_on`` (serving)
    means 730 h/month and no per-run setup.  ``deadline_h`` is the hours allowed per run; when
    spot with its preemption overhead would miss it, spot falls back to on-demand (§5.4).
    """

    hours_per_run: float
    runs_per_month: float
    always_on: bool = False
    deadline_h: float | None = None
    interruptible: bool = True  # spot/preemptible capacity allowed (Schedule.allows_interruptions)
    horizon_years: float | None = None  # the planning horizon (Schedule.horizon_years); None: not limited
    # Share of the busy hours the owned machine draws busy power (the rest at idle power): 1 for a
    # job (it computes all its hours); a service's share of time with a request in flight
    # (engine.load.in_flight_share).  Energy only: busy hours stay what they are for the rest.
    energy_share: float = 1.0

    def __post_init__(self) -> None:
        _check("hours_per_run", self.hours_per_run)
        _check("runs_per_month", self.runs_per_month)
        _check("deadline_h", self.deadline_h, allow_none=True, strict=True)

    @classmethod
    def from_schedule(cls, schedule: Any, hours_per_run: float) -> "Usage":
        """From a ``domain.project.Schedule`` and the hours one run takes on the hardware.

        A one-off schedule ("once") has 0 runs per month: one-off jobs are priced per run.
        """
        return cls(
            hours_per_run=float(hours_per_run),
            runs_per_month=float(schedule.runs_per_month),
            always_on=bool(schedule.always_on),
            deadline_h=schedule.hours_allowed_per_run,
            horizon_years=schedule.horizon_years,
        )

    @property
    def effective_runs_per_month(self) -> float:
        """Runs that pay a setup/changeover (none for always-on serving)."""
        return 0.0 if self.always_on else self.runs_per_month

    @property
    def demanded_hours_per_month(self) -> float:
        """Busy hours asked for, uncapped (rentals scale out: more instances in parallel)."""
        return HOURS_PER_MONTH if self.always_on else self.hours_per_run * self.runs_per_month

    @property
    def busy_hours_per_month(self) -> float:
        """Busy wall-clock hours of one machine: 730 if always on, else hours x runs, capped at 730."""
        return min(self.demanded_hours_per_month, HOURS_PER_MONTH)

    @property
    def over_capacity(self) -> bool:
        """One machine cannot do it in a month (the owned cost is capped at 730 busy hours)."""
        return self.demanded_hours_per_month > HOURS_PER_MONTH + 1e-9

    @property
    def utilisation(self) -> float:
        return self.busy_hours_per_month / HOURS_PER_MONTH

    def scaled(self, factor: float) -> "Usage":
        """Busy hours x ``factor`` (sensitivity): hours per run scale, runs stay.

        Always-on usage becomes continuous use of 730 x factor hours (capped at 730 when owned).
        """
        if self.always_on:
            return Usage(hours_per_run=HOURS_PER_MONTH * factor, runs_per_month=1.0, deadline_h=None,
                         interruptible=self.interruptible, horizon_years=self.horizon_years,
                         energy_share=self.energy_share)
        return replace(self, hours_per_run=self.hours_per_run * factor)


# ---------------------------------------------------------------------------------------------
# owned cost (tco-anchors §5.3)


@dataclass(frozen=True)
class OwnedCost(_Money):
    """Monthly cost of owning ``machine`` for a usage (tco-anchors §5.3), USD unless converted.

    ``fixed`` = depreciation + finance + support + colocation + staff; ``total`` = fixed + energy.
    ``opex`` (cash paid monthly: everything but depreciation) drives the cumulative chart.
    ``per_run`` allocates the whole machine to the usage's runs (None when there are no runs).
    """

    machine: str
    depreciation: float = _money()
    finance: float = _money()
    support: float = _money()
    colocation: float = _money()
    staff: float = _money()
    energy_busy: float = _money()
    energy_idle: float = _money()
    purchase: float = _money()
    resale: float = _money()
    marginal_per_busy_hour: float = _money()
    busy_hours: float = 0.0
    demanded_hours: float = 0.0
    runs_per_month: float = 0.0
    gpu_count: int = 1
    life_months: float = 36.0
    currency: str = "USD"

    @property
    def fixed(self) -> float:
        return self.depreciation + self.finance + self.support + self.colocation + self.staff

    @property
    def energy(self) -> float:
        return self.energy_busy + self.energy_idle

    @property
    def total(self) -> float:
        return self.fixed + self.energy

    @property
    def opex(self) -> float:
        return self.total - self.depreciation

    @property
    def per_year(self) -> float:
        return 12.0 * self.total

    @property
    def per_run(self) -> float | None:
        return self.total / self.runs_per_month if self.runs_per_month > 0 else None

    @property
    def over_capacity(self) -> bool:
        return self.demanded_hours > HOURS_PER_MONTH + 1e-9

    def components(self) -> dict[str, float]:
        """Monthly components in display order (stacked bars, tco-anchors §5.6 item 7)."""
        return {
            "depreciation": self.depreciation,
            "finance": self.finance,
            "support": self.support,
            "colocation": self.colocation,
            "staff": self.staff,
            "energy_busy": self.energy_busy,
            "energy_idle": self.energy_idle,
        }


def owned_monthly(machine: OwnedMachine, usage: Usage, a: Assumptions) -> OwnedCost:
    """Monthly cost of owning ``machine`` (tco-anchors §5.3), USD.

    dep     = C0 (1 - rv) / L                      rv = a.resale_share(segment), L = useful life
    finance = C0 i / 12                            i = a.cost_of_capital (opportunity cost)
    support = C0 s / 12                            s = a.support_share(segment)
    colo    = $/kW-month x provisioned kW          provisioned = busy power
    staff   = h_ops x rate / fx                    rate in NT$/h
    energy  = (busy_e P_busy + (730 - busy_e) P_idle) x PUE x e / fx     e in NT$/kWh
    busy_h  = usage.busy_hours_per_month (<= 730; demand above that is flagged ``over_capacity``)
    busy_e  = busy_h x usage.energy_share (a service's cards draw busy power only while a request
              is in flight; 1 for jobs)
    """
    c0 = machine.purchase_usd
    rv = a.resale_share(machine.segment)
    life = a.useful_life_months
    e_usd = _usd_per_kwh(a)
    busy_h = usage.busy_hours_per_month
    busy_e = busy_h * usage.energy_share  # hours at busy power
    kwh_cost = a.pue * e_usd / 1000.0  # USD per W-hour at the wall x PUE
    return OwnedCost(
        machine=machine.name,
        depreciation=c0 * (1.0 - rv) / life,  # §5.3 straight-line depreciation
        finance=c0 * a.cost_of_capital / 12.0,  # §5.3 optional opportunity cost
        support=c0 * a.support_share(machine.segment) / 12.0,  # §5.1 s %/yr of C0
        colocation=a.colocation_usd_per_kw_month * machine.busy_power_w / 1000.0,  # §5.1 $/kW-month
        staff=a.staff_hours_per_server_month * a.staff_rate_twd_per_hour / a.usd_to_twd,  # §5.1
        energy_busy=busy_e * machine.busy_power_w * kwh_cost,  # §5.3 energy, busy part
        energy_idle=(HOURS_PER_MONTH - busy_e) * machine.idle_power_w * kwh_cost,  # idle part
        purchase=c0,
        resale=c0 * rv,
        # §5.3 v_own per busy machine-hour (the note divides by n_gpus for a per-GPU-hour figure)
        marginal_per_busy_hour=(machine.busy_power_w - machine.idle_power_w) * kwh_cost,
        busy_hours=busy_h,
        demanded_hours=usage.demanded_hours_per_month,
        runs_per_month=usage.effective_runs_per_month,
        gpu_count=machine.gpu_count,
        life_months=life,
    )


# ---------------------------------------------------------------------------------------------
# rented cost (tco-anchors §5.4)


@dataclass(frozen=True)
class ModeCost(_Money):
    """Monthly cost of one rental mode.  ``total`` = compute + setup + interruption + overhead.

    compute: billed busy hours x price (reserved: the commitment, used or not, plus overflow at
    on-demand); setup: changeover hours per run x price; interruption: extra spot hours from
    preemption (restart + lost progress); overhead: ``cloud_overhead`` x the rest (storage,
    support, egress).
    """

    mode: str
    price_usd_hour: float = _money()
    compute: float = _money()
    setup: float = _money()
    interruption: float = _money()
    overhead: float = _money()
    billed_hours: float = 0.0
    idle_commitment_hours: float = 0.0
    runs_per_month: float = 0.0
    currency: str = "USD"

    @property
    def total(self) -> float:
        return self.compute + self.setup + self.interruption + self.overhead

    @property
    def per_year(self) -> float:
        return 12.0 * self.total

    @property
    def per_run(self) -> float | None:
        return self.total / self.runs_per_month if self.runs_per_month > 0 else None

    def components(self) -> dict[str, float]:
        return {
            "compute": self.compute,
            "setup": self.setup,
            "interruption": self.interruption,
            "overhead": self.overhead,
        }


@dataclass(frozen=True)
class CloudCost(_Money):
    """All rental modes for one usage.  ``cheapest_mode`` is chosen among the *eligible* modes:
    on-demand, reserved 1 y/3 y and one spot figure: pure spot normally, spot with fallback when
    the deadline is tight or the usage is always-on serving (availability needs an on-demand base,
    SkyServe-style ``base_ondemand_fallback``; tco-anchors §1.5).
    """

    name: str
    on_demand: ModeCost
    spot: ModeCost
    spot_with_fallback: ModeCost
    reserved_1y: ModeCost
    reserved_3y: ModeCost
    cheapest_mode: str
    spot_mode: str
    deadline_tight: bool
    on_demand_estimated: bool  # no on-demand price published (spot-only listing): on-demand/reserved not offered
    demanded_hours: float
    runs_per_month: float
    currency: str = "USD"
    available_modes: tuple[str, ...] = MODES  # modes with published prices that the usage allows

    @property
    def modes(self) -> dict[str, ModeCost]:
        return {m: getattr(self, m) for m in MODES}

    @property
    def cheapest(self) -> ModeCost:
        return getattr(self, self.cheapest_mode)

    @property
    def per_year(self) -> float:
        return self.cheapest.per_year

    @property
    def per_run(self) -> float | None:
        return self.cheapest.per_run


def _rate_prices(rate: CloudRate, a: Assumptions) -> tuple[float, float, float, float, bool]:
    """(on-demand, spot, 1-y discount, 3-y discount, no on-demand price) in USD per hour.

    A price the provider does not publish is never invented: the missing one is replaced by the
    other as a placeholder (so every series stays defined) and :func:`available_modes` leaves
    its modes out.
    """
    missing_od = rate.on_demand_usd_hour is None
    od = rate.spot_usd_hour if missing_od else rate.on_demand_usd_hour
    spot = rate.spot_usd_hour if rate.spot_usd_hour is not None else od
    d1 = rate.reserved_1y_discount if rate.reserved_1y_discount is not None else a.reserved_discount_1y
    d3 = rate.reserved_3y_discount if rate.reserved_3y_discount is not None else a.reserved_discount_3y
    return od, spot, d1, d3, missing_od  # type: ignore[return-value]


def commitment_priced(rate: CloudRate, mode: str, a: Assumptions | None) -> bool:
    """Whether a ``reserved_1y``/``reserved_3y`` commitment has a price to offer: the provider's
    published one (the offer's own commitment price, or the provider's published discount), or the
    document's own discount for providers that publish none (``Assumptions.reserved_discount_1y`` /
    ``_3y``: 0, the default, offers none: a top pick is priced from published prices or the user's
    own figures, never from a discount nobody quoted)."""
    published = rate.reserved_1y_discount if mode == "reserved_1y" else rate.reserved_3y_discount
    if published is not None:
        return True
    if a is None:
        return False
    return (a.reserved_discount_1y if mode == "reserved_1y" else a.reserved_discount_3y) > 0.0


#: Spot is not offered when the work an interruption costs (relaunch + half a checkpoint interval)
#: times the interruptions per hour exceeds this share of each hour: the first-order restart model
#: (Young 1974; Daly 2006) holds only while the mean time between interruptions is well above the
#: time one costs, and a 1,024-instance spot job interrupted 20 times an hour never finishes.
SPOT_MAX_LOSS_SHARE = 0.5


def spot_workable(rate: CloudRate, usage: Usage, a: Assumptions | None) -> bool:
    """Whether a job on ``rate``'s spot capacity makes progress (:data:`SPOT_MAX_LOSS_SHARE`)."""
    if a is None:
        return True
    return interruption_rate(rate, a) * _spot_loss_hours_per_interruption(usage, a) <= SPOT_MAX_LOSS_SHARE


def available_modes(rate: CloudRate, usage: Usage, a: Assumptions | None = None) -> tuple[str, ...]:
    """Billing modes that can be bought for this usage: published prices (or the document's own
    commitment discount: :func:`commitment_priced`) only, and spot only when the workload may be
    interrupted (services are not put on preemptible capacity) and its interruptions leave it
    progress (:func:`spot_workable`)."""
    out: list[str] = []
    has_od = rate.on_demand_usd_hour is not None
    has_spot = rate.spot_usd_hour is not None and usage.interruptible and spot_workable(rate, usage, a)
    for mode in MODES:
        if mode == "on_demand":
            ok = has_od
        elif mode in ("reserved_1y", "reserved_3y"):
            ok = has_od and rate.commitments and commitment_priced(rate, mode, a)
        elif mode == "spot":
            ok = has_spot
        else:  # spot with on-demand fallback needs both
            ok = has_spot and has_od
        if ok:
            out.append(mode)
    return tuple(out)


def _spot_loss_hours_per_interruption(usage: Usage, a: Assumptions) -> float:
    # §5.4: each preemption costs t_setup (relaunch) + tau/2 (progress since the last checkpoint,
    # on average).  Always-on serving loses no training progress: t_setup only.
    if usage.always_on:
        return a.setup_hours_per_run
    return a.setup_hours_per_run + a.checkpoint_interval_h / 2.0


def interruption_rate(rate: CloudRate, a: Assumptions) -> float:
    """Spot preemptions per hour of one job on ``rate``: the assumption's rate per machine times
    the machines the job needs all at once (a synchronous multi-node job restarts from its last
    checkpoint when any node is taken back; replicas of a service or a batch job are priced per
    replica instead, each with its own rate)."""
    return a.spot_interruptions_per_hour * max(1, rate.instances)


def _deadline_tight(usage: Usage, a: Assumptions, lam: float | None = None) -> bool:
    """Spot's expected wall-clock per run, hours x (1 + lambda (t_setup + tau/2)) + t_setup,
    exceeds the hours allowed per run (§5.4 "if deadline D_w is tight")."""
    if usage.always_on or usage.deadline_h is None:
        return False
    if lam is None:
        lam = a.spot_interruptions_per_hour
    loss = _spot_loss_hours_per_interruption(usage, a)
    wall = usage.hours_per_run * (1.0 + lam * loss) + a.setup_hours_per_run
    return wall > usage.deadline_h


def _pay_as_you_go(mode: str, price: float, hours: float, setup_h: float, extra_h: float, runs: float, o: float) -> ModeCost:
    compute = hours * price
    setup = setup_h * price
    interruption = extra_h * price
    return ModeCost(
        mode=mode,
        price_usd_hour=price,
        compute=compute,
        setup=setup,
        interruption=interruption,
        overhead=(compute + setup + interruption) * o,
        billed_hours=hours + setup_h + extra_h,
        runs_per_month=runs,
    )


def _blend(mode: str, low: ModeCost, high: ModeCost, share: float) -> ModeCost:
    """(1 - share) of ``low`` + share of ``high``, component by component."""

    def mix(x: float, y: float) -> float:
        return (1.0 - share) * x + share * y

    return ModeCost(
        mode=mode,
        price_usd_hour=mix(low.price_usd_hour, high.price_usd_hour),
        compute=mix(low.compute, high.compute),
        setup=mix(low.setup, high.setup),
        interruption=mix(low.interruption, high.interruption),
        overhead=mix(low.overhead, high.overhead),
        billed_hours=mix(low.billed_hours, high.billed_hours),
        runs_per_month=low.runs_per_month,
    )


#: Term of each commitment, years.
TERM_YEARS: dict[str, float] = {"reserved_1y": 1.0, "reserved_3y": 3.0}


def commitment_factor(mode: str, horizon_years: float | None) -> float:
    """A commitment bills every month of its term, used or not (AWS reserved instances, Google Cloud
    committed use): over a planning horizon shorter than the term, each month of the horizon carries
    term / horizon months of it (a 3-year commitment for a 1-year project: 3x its monthly charge)."""
    if horizon_years is None or not horizon_years > 0:
        return 1.0
    return max(1.0, TERM_YEARS[mode] / horizon_years)


def _reserved(mode: str, od: float, discount: float, billed_h: float, runs: float, o: float,
              factor: float = 1.0) -> ModeCost:
    # §5.4 reserved: 730 h x n_commit x p_od x (1 - d) whether used or not (n_commit = 1: one
    # instance for this machine-level usage); overflow above the commitment at p_od.  Setup hours
    # run inside the commitment, so they are part of ``billed_h`` and not charged separately.
    # ``factor``: commitment_factor (a term longer than the planning horizon)
    commitment = HOURS_PER_MONTH * od * (1.0 - discount) * factor
    overflow_h = max(0.0, billed_h - HOURS_PER_MONTH)
    compute = commitment + overflow_h * od
    return ModeCost(
        mode=mode,
        price_usd_hour=od * (1.0 - discount) * factor,
        compute=compute,
        overhead=compute * o,
        billed_hours=HOURS_PER_MONTH + overflow_h,
        idle_commitment_hours=max(0.0, HOURS_PER_MONTH - billed_h),
        runs_per_month=runs,
    )


def cloud_costs(rate: CloudRate, usage: Usage, a: Assumptions) -> CloudCost:
    """Monthly rental cost in every mode (tco-anchors §5.4), USD.

    run_cost   = (hours + t_setup) x p x (1 + o)                       on-demand, p = p_od
    spot       = p_spot x (hours x (1 + lambda (t_setup + tau/2)) + t_setup) x (1 + o)
    spot band  = [pure spot, (1 - f) x spot + f x on-demand]  f = a.spot_fallback_share
                 The upper edge is always computed (the band of §5.6 item 4); it is the figure
                 used for decisions when the deadline is tight or the usage is always-on.
    reserved   = 730 x p_od x (1 - d) x (1 + o) per month, used or not, overflow at p_od
    always-on  = 730 h/month, no per-run setup; spot restarts cost t_setup each.
    Hours are the *demanded* hours (uncapped: a rental can scale out to parallel instances).
    """
    od, spot_price, d1, d3, estimated = _rate_prices(rate, a)
    o = a.cloud_overhead
    hours = usage.demanded_hours_per_month
    runs = usage.effective_runs_per_month
    setup_h = runs * a.setup_hours_per_run  # §5.1 t_setup per run (changeover, §1.6)
    # §5.4 spot preemption: hours x lambda x (t_setup + tau/2) extra billed hours
    lam = interruption_rate(rate, a)
    extra_h = hours * lam * _spot_loss_hours_per_interruption(usage, a)

    on_demand = _pay_as_you_go("on_demand", od, hours, setup_h, 0.0, runs, o)
    spot = _pay_as_you_go("spot", spot_price, hours, setup_h, extra_h, runs, o)
    fallback = _blend("spot_with_fallback", spot, on_demand, a.spot_fallback_share)
    billed = hours + setup_h
    r1 = _reserved("reserved_1y", od, d1, billed, runs, o, commitment_factor("reserved_1y", usage.horizon_years))
    r3 = _reserved("reserved_3y", od, d3, billed, runs, o, commitment_factor("reserved_3y", usage.horizon_years))

    tight = _deadline_tight(usage, a, lam)
    spot_mode = "spot_with_fallback" if (tight or usage.always_on) else "spot"
    available = available_modes(rate, usage, a)
    if spot_mode == "spot_with_fallback" and spot_mode not in available and "spot" in available:
        spot_mode = "spot"  # no on-demand price to fall back on
    every = {"on_demand": on_demand, "spot": spot, "spot_with_fallback": fallback, "reserved_1y": r1, "reserved_3y": r3}
    candidates = {m: every[m] for m in ("on_demand", spot_mode, "reserved_1y", "reserved_3y") if m in available}
    if not candidates:  # nothing this usage may buy (a spot-only listing for a service): shown, not offered
        candidates = {"spot": spot}
    cheapest = min(candidates, key=lambda m: (candidates[m].total, MODES.index(m)))
    return CloudCost(
        name=rate.name,
        on_demand=on_demand,
        spot=spot,
        spot_with_fallback=fallback,
        reserved_1y=r1,
        reserved_3y=r3,
        cheapest_mode=cheapest,
        spot_mode=spot_mode,
        deadline_tight=tight,
        on_demand_estimated=estimated,
        demanded_hours=hours,
        runs_per_month=runs,
        available_modes=available,
    )


def cloud_cheapest_monthly(rate: CloudRate, usage: Usage, a: Assumptions) -> tuple[str, float]:
    """(cheapest mode, its monthly total in USD): the same arithmetic as :func:`cloud_costs`
    without building the per-mode results, for ranking hundreds of offers (tested equal).
    ("", inf) when no mode is available (:func:`available_modes`)."""
    od, spot_price, d1, d3, _est = _rate_prices(rate, a)
    o1 = 1.0 + a.cloud_overhead
    hours = usage.demanded_hours_per_month
    runs = usage.effective_runs_per_month
    setup_h = runs * a.setup_hours_per_run
    lam = interruption_rate(rate, a)
    extra_h = hours * lam * _spot_loss_hours_per_interruption(usage, a)
    on_demand = (hours + setup_h) * od * o1
    spot = (hours + setup_h + extra_h) * spot_price * o1
    available = available_modes(rate, usage, a)
    if (_deadline_tight(usage, a, lam) or usage.always_on) and "spot_with_fallback" in available:
        f = a.spot_fallback_share
        spot_mode, spot_total = "spot_with_fallback", (1.0 - f) * spot + f * on_demand
    else:
        spot_mode, spot_total = "spot", spot
    overflow = max(0.0, hours + setup_h - HOURS_PER_MONTH) * od
    r1 = (HOURS_PER_MONTH * od * (1.0 - d1) * commitment_factor("reserved_1y", usage.horizon_years) + overflow) * o1
    r3 = (HOURS_PER_MONTH * od * (1.0 - d3) * commitment_factor("reserved_3y", usage.horizon_years) + overflow) * o1
    candidates = [mt for mt in (("on_demand", on_demand), (spot_mode, spot_total), ("reserved_1y", r1), ("reserved_3y", r3))
                  if mt[0] in available]
    if not candidates:
        return "", math.inf
    mode, total = min(candidates, key=lambda mt: (mt[1], MODES.index(mt[0])))
    return mode, total


# ---------------------------------------------------------------------------------------------
# break-even (tco-anchors §5.5)


@dataclass(frozen=True)
class BreakevenPoint(_Money):
    """Break-even against one rental mode, in busy machine-hours per month.

    Both sides are linear in busy hours H (hours per run fixed, runs = H / hours per run):
    owned(H) = owned_fixed + owned_per_busy_hour x H,  rented(H) = rental_fixed + rental_per_busy_hour x H.
    ``verdict``:
      "own_above"   owning is cheaper above ``hours`` (on-demand and spot; ``reachable`` says
                    whether ``hours`` <= 730, i.e. whether one machine can get there)
      "own_below"   owning is cheaper below ``hours`` (a flat commitment vs the owned energy slope)
      "own_always"  owning is cheaper at any usage (``hours`` = 0)
      "rent_always" no break-even: the rental is cheaper at any usage (``hours`` None)
    """

    mode: str
    owned_fixed: float = _money()  # §5.5 fixed + idle energy (at 730 h powered)
    owned_per_busy_hour: float = _money()  # §5.3 v_own per machine-hour
    rental_fixed: float = _money()  # reserved commitment; 0 for pay-as-you-go
    rental_per_busy_hour: float = _money()  # §5.5 p_eff
    verdict: str = "rent_always"
    hours: float | None = None  # H*, busy machine-hours per month
    gpu_hours: float | None = None  # H* x GPUs of the machine
    utilisation: float | None = None  # U* = H* / 730
    reachable: bool = False
    currency: str = "USD"


@dataclass(frozen=True)
class Breakeven(_Money):
    """Break-even of ``machine`` vs ``rate`` for a usage (tco-anchors §5.5).

    ``decision`` compares the monthly owned total with the cheapest eligible rental at the usage.
    Crossover months come from :func:`cumulative_series` over the useful life (None: no crossover
    within ``life_months``).  ``payback_months_*`` are the continuous C0 / (rent - owned opex)
    (resale ignored; None when the rental is not dearer than running the machine).
    """

    machine: str
    rental: str
    busy_hours: float
    utilisation: float
    owned_monthly: float = _money()
    on_demand_monthly: float = _money()
    cheapest_monthly: float = _money()
    cheapest_mode: str = "on_demand"
    decision: str = "rent"
    on_demand: BreakevenPoint | None = None
    cheapest: BreakevenPoint | None = None
    modes: tuple[BreakevenPoint, ...] = ()
    crossover_month: int | None = None  # vs on-demand
    crossover_cheapest: int | None = None
    crossover_by_mode: dict[str, int | None] = field(default_factory=dict)
    payback_months_on_demand: float | None = None
    payback_months_cheapest: float | None = None
    life_months: int = 36
    currency: str = "USD"

    def mode(self, name: str) -> BreakevenPoint:
        for point in self.modes:
            if point.mode == name:
                return point
        raise KeyError(name)


def _linear_rental(rate: CloudRate, usage: Usage, a: Assumptions, mode: str) -> tuple[float, float]:
    """(fixed USD/month, USD per busy hour) of a rental mode, with hours per run held fixed.

    §5.5 p_eff = p (1 + o)(1 + t_setup / hours_w); spot adds lambda (t_setup + tau/2) per hour;
    reserved is a flat commitment (overflow above 730 billed hours is ignored here: it only
    occurs when busy + setup hours exceed the month, where the owned machine is saturated).
    """
    od, spot_price, d1, d3, _ = _rate_prices(rate, a)
    o = a.cloud_overhead
    if usage.always_on or usage.hours_per_run <= 0:
        setup_ratio = 0.0
    else:
        setup_ratio = a.setup_hours_per_run / usage.hours_per_run
    od_b = od * (1.0 + o) * (1.0 + setup_ratio)
    spot_b = spot_price * (1.0 + o) * (
        1.0 + interruption_rate(rate, a) * _spot_loss_hours_per_interruption(usage, a) + setup_ratio
    )
    if mode == "on_demand":
        return 0.0, od_b
    if mode == "spot":
        return 0.0, spot_b
    if mode == "spot_with_fallback":
        f = a.spot_fallback_share
        return 0.0, (1.0 - f) * spot_b + f * od_b
    if mode == "reserved_1y":
        return HOURS_PER_MONTH * od * (1.0 - d1) * (1.0 + o), 0.0
    if mode == "reserved_3y":
        return HOURS_PER_MONTH * od * (1.0 - d3) * (1.0 + o), 0.0
    raise ValueError(f"unknown mode {mode!r}")


def _breakeven_point(machine: OwnedMachine, owned: OwnedCost, rate: CloudRate, usage: Usage,
                     a: Assumptions, mode: str) -> BreakevenPoint:
    # §5.5 H* = (fixed + idle energy) / (p_eff - v_own), generalised to a rental with a fixed part
    owned_fixed = owned.fixed + HOURS_PER_MONTH * machine.idle_power_w * a.pue * _usd_per_kwh(a) / 1000.0
    v = owned.marginal_per_busy_hour
    rental_fixed, b = _linear_rental(rate, usage, a, mode)
    gap = owned_fixed - rental_fixed  # owned - rented at H = 0
    slope = v - b  # d(owned - rented)/dH
    eps = 1e-12 * max(1.0, abs(v), abs(b))
    if slope < -eps:  # rental dearer per hour: owned - rented falls with H
        h = gap / -slope
        if h <= 0:
            verdict, hours = "own_always", 0.0
        else:
            verdict, hours = "own_above", h
    elif slope > eps:  # owned dearer per hour (flat commitment): owning wins only below H*
        if gap >= 0:
            verdict, hours = "rent_always", None
        else:
            verdict, hours = "own_below", -gap / slope
    else:  # equal slopes: the fixed parts decide; denominator 0 -> no break-even
        verdict, hours = ("own_always", 0.0) if gap < 0 else ("rent_always", None)
    return BreakevenPoint(
        mode=mode,
        owned_fixed=owned_fixed,
        owned_per_busy_hour=v,
        rental_fixed=rental_fixed,
        rental_per_busy_hour=b,
        verdict=verdict,
        hours=hours,
        gpu_hours=None if hours is None else hours * machine.gpu_count,
        utilisation=None if hours is None else hours / HOURS_PER_MONTH,
        reachable=hours is not None and hours <= HOURS_PER_MONTH + 1e-9,
    )


def _payback(c0: float, rent_m: float, opex_m: float) -> float | None:
    margin = rent_m - opex_m
    if margin <= 0:
        return None
    return c0 / margin


def breakeven(machine: OwnedMachine, rate: CloudRate, usage: Usage, a: Assumptions) -> Breakeven:
    """H*, U*, crossover months and the decision at ``usage`` (tco-anchors §5.5)."""
    owned = owned_monthly(machine, usage, a)
    cloud = cloud_costs(rate, usage, a)
    points = tuple(_breakeven_point(machine, owned, rate, usage, a, m) for m in MODES)
    by_name = {p.mode: p for p in points}
    series = cumulative_series(machine, rate, usage, a)
    cheapest_total = cloud.cheapest.total
    return Breakeven(
        machine=machine.name,
        rental=rate.name,
        busy_hours=usage.busy_hours_per_month,
        utilisation=usage.utilisation,
        owned_monthly=owned.total,
        on_demand_monthly=cloud.on_demand.total,
        cheapest_monthly=cheapest_total,
        cheapest_mode=cloud.cheapest_mode,
        decision="buy" if owned.total < cheapest_total else "rent",
        on_demand=by_name["on_demand"],
        cheapest=by_name[cloud.cheapest_mode],
        modes=points,
        crossover_month=series.crossover_month,
        crossover_cheapest=series.crossover_by_mode[cloud.cheapest_mode],
        crossover_by_mode=dict(series.crossover_by_mode),
        payback_months_on_demand=_payback(machine.purchase_usd, cloud.on_demand.total, owned.opex),
        payback_months_cheapest=_payback(machine.purchase_usd, cheapest_total, owned.opex),
        life_months=_life_months_int(a),
    )


# ---------------------------------------------------------------------------------------------
# cumulative cost vs months (tco-anchors §5.3 cash view, §5.6 chart 1)


@dataclass(frozen=True)
class CostSeries(_Money):
    """Cumulative cost at the end of months 0..N (``months``), USD unless converted.

    owned: C0 at month 0, + monthly opex (energy, support, colocation, staff, finance), - resale
    C0 x rv at the life month L; if the series runs past L, a replacement is bought at L (the
    point at L then shows the net step C0 (1 - rv)), and so on every L months.
    Rentals accrue their monthly total from month 1.  spot_low = pure spot, spot_high = spot with
    on-demand fallback.  ``crossover_month`` = first month t >= 1 with owned[t] <= on_demand[t]
    (None: never within the series); ``crossover_by_mode`` the same for every mode.
    """

    months: tuple[int, ...]
    owned: tuple[float, ...] = _money(())
    on_demand: tuple[float, ...] = _money(())
    reserved_1y: tuple[float, ...] = _money(())
    reserved_3y: tuple[float, ...] = _money(())
    spot_low: tuple[float, ...] = _money(())
    spot_high: tuple[float, ...] = _money(())
    crossover_month: int | None = None
    crossover_by_mode: dict[str, int | None] = field(default_factory=dict)
    cheapest_mode: str = "on_demand"
    life_months: int = 36
    purchase: float = _money()
    resale: float = _money()
    owned_opex_monthly: float = _money()
    currency: str = "USD"

    def mode_series(self, mode: str) -> tuple[float, ...]:
        return {
            "on_demand": self.on_demand,
            "spot": self.spot_low,
            "spot_with_fallback": self.spot_high,
            "reserved_1y": self.reserved_1y,
            "reserved_3y": self.reserved_3y,
        }[mode]


def _first_crossover(owned: tuple[float, ...], rented: tuple[float, ...]) -> int | None:
    for t in range(1, len(owned)):
        if owned[t] <= rented[t]:
            return t
    return None


def cumulative_series(machine: OwnedMachine, rate: CloudRate, usage: Usage, a: Assumptions,
                      months: int | None = None) -> CostSeries:
    """Monthly cumulative cost, owned vs every rental mode (tco-anchors §5.3 cash view, §5.5 t*).

    ``months`` defaults to the useful life (rounded to whole months).
    """
    life = _life_months_int(a)
    n = life if months is None else int(months)
    if n < 1:
        raise ValueError("months must be >= 1")
    owned_m = owned_monthly(machine, usage, a)
    cloud = cloud_costs(rate, usage, a)
    c0, resale, opex = machine.purchase_usd, owned_m.resale, owned_m.opex

    owned = [c0]
    for t in range(1, n + 1):
        value = owned[-1] + opex
        if t % life == 0:
            value -= resale  # §5.3: "month L: minus resale C0 x rv"
            if t < n:
                value += c0  # replacement for the months after L
        owned.append(value)

    def accrue(monthly: float) -> tuple[float, ...]:
        return tuple(monthly * t for t in range(n + 1))

    rented = {m: accrue(cloud.modes[m].total) for m in MODES}
    owned_t = tuple(owned)
    crossovers = {m: _first_crossover(owned_t, rented[m]) for m in MODES}
    return CostSeries(
        months=tuple(range(n + 1)),
        owned=owned_t,
        on_demand=rented["on_demand"],
        reserved_1y=rented["reserved_1y"],
        reserved_3y=rented["reserved_3y"],
        spot_low=rented["spot"],
        spot_high=rented["spot_with_fallback"],
        crossover_month=crossovers["on_demand"],
        crossover_by_mode=crossovers,
        cheapest_mode=cloud.cheapest_mode,
        life_months=life,
        purchase=c0,
        resale=resale,
        owned_opex_monthly=opex,
    )


# ---------------------------------------------------------------------------------------------
# monthly cost vs busy hours (§5.6 chart 3)


@dataclass(frozen=True)
class UtilisationSeries(_Money):
    """Monthly cost at each busy-hours point (owned vs each rental mode), USD unless converted.

    Each point is the usage ``hours_per_run`` x (busy_hours / hours_per_run) runs.
    ``breakeven`` is the on-demand :class:`BreakevenPoint` (H*, U*); ``breakeven_by_mode`` every
    mode's.  The owned line is flat beyond 730 h (one machine); rentals keep rising.
    """

    busy_hours: tuple[float, ...]
    utilisation: tuple[float, ...]
    owned: tuple[float, ...] = _money(())
    on_demand: tuple[float, ...] = _money(())
    spot_low: tuple[float, ...] = _money(())
    spot_high: tuple[float, ...] = _money(())
    reserved_1y: tuple[float, ...] = _money(())
    reserved_3y: tuple[float, ...] = _money(())
    hours_per_run: float = HOURS_PER_MONTH
    gpu_count: int = 1
    breakeven: BreakevenPoint | None = None
    breakeven_by_mode: tuple[BreakevenPoint, ...] = ()
    currency: str = "USD"

    @property
    def breakeven_hours(self) -> float | None:
        return None if self.breakeven is None else self.breakeven.hours

    @property
    def breakeven_utilisation(self) -> float | None:
        return None if self.breakeven is None else self.breakeven.utilisation


def utilisation_series(machine: OwnedMachine, rate: CloudRate, a: Assumptions,
                       hours: Iterable[float] = range(0, 731, 10), *,
                       hours_per_run: float = HOURS_PER_MONTH) -> UtilisationSeries:
    """Monthly cost vs busy hours per month, owned vs each rental mode, with H* (§5.5, §5.6).

    ``hours_per_run`` sets the setup share t_setup / hours_per_run (default 730: continuous use,
    setup negligible); pass a workload's hours per run to sweep its number of runs instead.
    """
    _check("hours_per_run", hours_per_run, strict=True)
    xs = tuple(float(h) for h in hours)
    for h in xs:
        _check("busy hours", h)
    owned, od, lo, hi, r1, r3 = [], [], [], [], [], []
    for h in xs:
        usage = Usage(hours_per_run=hours_per_run, runs_per_month=h / hours_per_run)
        owned.append(owned_monthly(machine, usage, a).total)
        c = cloud_costs(rate, usage, a)
        od.append(c.on_demand.total)
        lo.append(c.spot.total)
        hi.append(c.spot_with_fallback.total)
        r1.append(c.reserved_1y.total)
        r3.append(c.reserved_3y.total)
    ref = Usage(hours_per_run=hours_per_run, runs_per_month=1.0)
    ref_owned = owned_monthly(machine, ref, a)
    points = tuple(_breakeven_point(machine, ref_owned, rate, ref, a, m) for m in MODES)
    return UtilisationSeries(
        busy_hours=xs,
        utilisation=tuple(min(h, HOURS_PER_MONTH) / HOURS_PER_MONTH for h in xs),
        owned=tuple(owned),
        on_demand=tuple(od),
        spot_low=tuple(lo),
        spot_high=tuple(hi),
        reserved_1y=tuple(r1),
        reserved_3y=tuple(r3),
        hours_per_run=hours_per_run,
        gpu_count=machine.gpu_count,
        breakeven=points[0],
        breakeven_by_mode=points,
    )


# ---------------------------------------------------------------------------------------------
# sensitivity (§5.6 chart 5, tornado)


@dataclass(frozen=True)
class SensitivityRow(_Money):
    """Annual owned - rented (USD unless converted) with one input at -delta / +delta.

    Positive difference: renting is cheaper.  ``low``/``high`` refer to the *input* value.
    ``flips``: the buy/rent decision at low or high differs from the base decision.
    Inputs clipped to their physical range (PUE >= 1, resale share <= 1, life >= 1 month) say so
    through ``low_value``/``high_value``.
    """

    input: str
    label: str
    unit: str
    base_value: float
    low_value: float
    high_value: float
    diff_base: float = _money()
    diff_low: float = _money()
    diff_high: float = _money()
    decision_base: str = "rent"
    decision_low: str = "rent"
    decision_high: str = "rent"
    flips: bool = False
    currency: str = "USD"

    @property
    def swing(self) -> float:
        return abs(self.diff_high - self.diff_low)


def _resale_field(segment: str) -> str:
    # mirrors Assumptions.resale_share
    if segment == "apple":
        return "resale_share_apple"
    if segment == "consumer":
        return "resale_share_consumer"
    return "resale_share_datacenter"


def _annual_diff(machine: OwnedMachine, rate: CloudRate, usage: Usage, a: Assumptions,
                 mode: str | None) -> float:
    owned = owned_monthly(machine, usage, a)
    cloud = cloud_costs(rate, usage, a)
    rented = cloud.cheapest if mode is None else cloud.modes[mode]
    return owned.per_year - rented.per_year


def sensitivity(machine: OwnedMachine, rate: CloudRate, usage: Usage, a: Assumptions,
                delta: float = 0.2, mode: str | None = None) -> list[SensitivityRow]:
    """+/-delta on the eight inputs below; rows sorted by swing (largest first).

    The rental side is the cheapest eligible mode of each scenario (``mode`` None) or the given
    mode.  Difference = annual owned - annual rented; decision "buy" when it is negative.
    Inputs: usd_to_twd (moves the NT$-priced electricity and staff in USD; machine and cloud
    prices are USD), electricity, utilisation (busy hours: hours per run x factor), resale share,
    useful life, cloud price (all hourly prices), PUE, staff time per machine (for a small owned
    machine often the largest running cost).
    """
    _check("delta", delta)
    if not delta < 1:
        raise ValueError("delta must be below 1")
    if mode is not None and mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}")
    base = _annual_diff(machine, rate, usage, a, mode)

    def with_a(**update: float) -> Assumptions:
        return a.model_copy(update=update)

    resale_key = _resale_field(machine.segment)
    specs: list[tuple[str, str, str, float, Any]] = [
        ("usd_to_twd", translate("Labels", "Exchange rate"), "TWD/USD", a.usd_to_twd,
         lambda v: (machine, rate, usage, with_a(usd_to_twd=v))),
        ("electricity", translate("Labels", "Electricity price"), "TWD/kWh", a.electricity_twd_per_kwh,
         lambda v: (machine, rate, usage, with_a(electricity_twd_per_kwh=v))),
        ("utilisation", translate("Labels", "Utilisation (busy hours)"), "h/month", usage.busy_hours_per_month, None),
        ("resale", translate("Labels", "Resale value"), "share", a.resale_share(machine.segment),
         lambda v: (machine, rate, usage, with_a(**{resale_key: v}))),
        ("useful_life", translate("Labels", "Useful life"), "months", a.useful_life_months,
         lambda v: (machine, rate, usage, with_a(useful_life_months=v))),
        ("cloud_price", translate("Labels", "Cloud price"), "factor", 1.0,
         lambda v: (machine, rate.scaled(v), usage, a)),
        ("pue", translate("Labels", "PUE"), "", a.pue, lambda v: (machine, rate, usage, with_a(pue=v))),
        ("staff", translate("Labels", "Staff time per machine"), "h/month", a.staff_hours_per_server_month,
         lambda v: (machine, rate, usage, with_a(staff_hours_per_server_month=v))),
    ]
    limits = {"resale": (0.0, 1.0), "useful_life": (1.0, math.inf), "pue": (1.0, math.inf)}
    rows: list[SensitivityRow] = []
    for key, label, unit, value, build in specs:
        lo_b, hi_b = limits.get(key, (0.0, math.inf))
        low = min(max(value * (1.0 - delta), lo_b), hi_b)
        high = min(max(value * (1.0 + delta), lo_b), hi_b)
        if key == "utilisation":
            diff_low = _annual_diff(machine, rate, usage.scaled(1.0 - delta), a, mode)
            diff_high = _annual_diff(machine, rate, usage.scaled(1.0 + delta), a, mode)
            low = usage.scaled(1.0 - delta).busy_hours_per_month
            high = usage.scaled(1.0 + delta).busy_hours_per_month
        else:
            diff_low = _annual_diff(*build(low), mode)
            diff_high = _annual_diff(*build(high), mode)

        def decide(d: float) -> str:
            return "buy" if d < 0 else "rent"

        rows.append(
            SensitivityRow(
                input=key,
                label=label,
                unit=unit,
                base_value=value,
                low_value=low,
                high_value=high,
                diff_base=base,
                diff_low=diff_low,
                diff_high=diff_high,
                decision_base=decide(base),
                decision_low=decide(diff_low),
                decision_high=decide(diff_high),
                flips=decide(diff_low) != decide(base) or decide(diff_high) != decide(base),
            )
        )
    rows.sort(key=lambda r: (-r.swing, SENSITIVITY_INPUTS.index(r.input)))
    return rows
