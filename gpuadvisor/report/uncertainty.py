"""What the engine's 80 % intervals, power figures and reverse sizing say, in words and compact
numbers (no Qt): one source for the window's table and detail pane, the plan view and the PDF.

* Ranges: ``OptionResult.interval`` (engine.advisor.OptionInterval) holds 80 % intervals of the
  time per run, throughput, latency, memory and annual cost.  :func:`hours_range`,
  :func:`annual_cell` … format them compactly ("14.8 h (11–19 h)", "NT$9,642 (5.2k–21k)"; 萬 in
  繁體中文 through ``report.money``).
* Basis: :func:`basis_text` says which measurements back a range ("80 % range from the engine's
  errors on 29 published measurements of training on datacenter GPUs with eager PyTorch") or that
  it is extrapolated (no measurement of the hardware class or runtime: widened).
* Decisions the range can flip: :func:`decision_notes` compares an option with the other side of
  the buy-or-rent comparison (``charts_data.default_pair``): the utilisation at break-even from
  ``engine.cost.breakeven`` (each side at its own speed and count, as the utilisation chart), and
  the time factor at which the cheaper of the two changes (both options' annual cost at the same
  factor on their run time, ``engine.advisor._annual_at``, the function the cost interval uses).
* Power: :func:`power_rows` lists peak power, typical draw, kWh a month and the electricity bill
  (``OptionResult.power``); rentals' electricity is in the hourly price.
* Clusters: :func:`cluster_facts` reads nodes × devices, the network and the inter-node share
  from the option and its estimate's steps.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gpuadvisor.domain.project import HOURS_PER_MONTH
from gpuadvisor.i18n import translate
from gpuadvisor.report.money import format_amount, format_compact, format_compact_range

EN_DASH = "–"


# ---------------------------------------------------------------------------------------------
# numbers


def _sig2(x: float, outward: int = 0) -> str:
    """Two significant digits, one decimal at most below 10 (a range is not precise to more).
    ``outward`` -1 rounds down (a range's low end), +1 up (its high end), so the rounded range
    still holds every value of the exact one (the figure beside it included): 312 tokens/s with a
    range of 244-314 reads "240-320", not "240-310"."""
    if x <= 0 or not math.isfinite(x):
        return "0"
    step = 10.0 ** (int(math.floor(math.log10(x))) - 1) if x < 1 or x >= 10 else 0.1
    if outward:
        q = x / step
        r = math.floor(q + 1e-9) if outward < 0 else math.ceil(q - 1e-9)
        x = max(r, 1) * step
    if x >= 10:
        digits = 2 - 1 - int(math.floor(math.log10(x)))
        return f"{round(x, digits):,.0f}"
    return f"{x:.1f}".rstrip("0").rstrip(".") if x >= 1 else f"{x:.2g}"


def _fig(x: float) -> str:
    """A figure itself: one decimal below 100, none above (14.8, 123)."""
    return f"{x:,.1f}" if x < 100 else f"{x:,.0f}"


def _hours_unit(hours: float) -> str:
    if hours < 1.0 / 60.0:
        return "s"
    if hours < 1.0:
        return "min"
    if hours < 48.0:
        return "h"
    return "days"


def _in_unit(hours: float, unit: str) -> float:
    return {"s": hours * 3600.0, "min": hours * 60.0, "h": hours, "days": hours / 24.0}[unit]


def _unit_text(unit: str, numbers: str) -> str:
    if unit == "s":
        return translate("Format", "{n} s").format(n=numbers)
    if unit == "min":
        return translate("Format", "{n} min").format(n=numbers)
    if unit == "days":
        return translate("Format", "{n} days").format(n=numbers)
    return translate("Format", "{n} h").format(n=numbers)


def hours_range(low: float | None, high: float | None) -> str:
    """"11–19 h" / "1.1–4.8 days": both ends in the unit of the high end, two digits each."""
    if low is None or high is None or not (math.isfinite(low) and math.isfinite(high)):
        return ""
    unit = _hours_unit(high)
    numbers = f"{_sig2(_in_unit(low, unit), -1)}{EN_DASH}{_sig2(_in_unit(high, unit), 1)}"
    return _unit_text(unit, numbers)


def hours_with_range(value: float | None, rng) -> str:
    """"14.8 h (11–19 h)"; the figure alone without a range."""
    if value is None:
        return "—"
    unit = _hours_unit(value)
    text = _unit_text(unit, _fig(_in_unit(value, unit)))
    span = hours_range(*rng) if rng else ""
    if not span:
        return text
    return translate("Intervals", "{value} ({range})").format(value=text, range=span)


def number_range(low: float | None, high: float | None, unit: str = "") -> str:
    """"1,200–2,600 tokens/s": two digits each (rounded outward), the unit once."""
    if low is None or high is None:
        return ""
    numbers = f"{_sig2(low, -1)}{EN_DASH}{_sig2(high, 1)}"
    return f"{numbers} {unit}".strip()


def ms_range(low: float | None, high: float | None, value: float | None = None) -> str:
    """A latency range in the unit its figure is shown in: "190–250 ms", or "19–25 s" beside a
    figure of 10 s or more (the window and the report write those in seconds)."""
    if low is None or high is None:
        return ""
    if max(value or 0.0, low) >= 10_000.0:
        return _unit_text("s", f"{_sig2(low / 1000.0, -1)}{EN_DASH}{_sig2(high / 1000.0, 1)}")
    return number_range(low, high, "ms")


def money_range(a, low_usd: float | None, high_usd: float | None, lang: str | None = None) -> str:
    """"5.2k–21k" / "5,200–2.1 萬" in the document's currency (the figure beside it has the symbol)."""
    if low_usd is None or high_usd is None:
        return ""
    lo, hi = a.to_currency(low_usd), a.to_currency(high_usd)
    if format_compact(lo, lang=lang, digits=3) == format_compact(hi, lang=lang, digits=3):
        return ""  # narrower than three digits show: the figure alone says it
    return format_compact_range(lo, hi, lang=lang)


def annual_range(r) -> tuple[float, float] | None:
    """The 80 % range of an option's annual cost (USD), None when not priced or flat."""
    if r is None or r.annual_usd is None:
        return None
    try:
        rng = r.interval.annual_usd
    except Exception:  # noqa: BLE001 - an option the engine cannot put a range on shows none
        return None
    if rng is None or rng[1] - rng[0] <= 1e-9 * max(1.0, abs(r.annual_usd)):
        return None
    return rng


def with_range(text: str, a, rng, lang: str | None = None) -> str:
    """``text`` (a formatted amount) followed by its range: "NT$9,642 (5.2k–21k)"."""
    span = money_range(a, *rng, lang=lang) if rng else ""
    if not span:
        return text
    return translate("Intervals", "{value} ({range})").format(value=text, range=span)


def annual_cell(r, a, money_text: str | None = None, lang: str | None = None) -> str:
    """An option's cost a year with its range; ``money_text`` is the figure as the caller formats
    it (QLocale in the window), else ``report.money``."""
    if r is None or r.annual_usd is None:
        return "—"
    text = money_text if money_text is not None else format_amount(a.to_currency(r.annual_usd), a.currency, lang=lang)
    return with_range(text, a, annual_range(r), lang)


def time_factors(r) -> tuple[float, float]:
    """How much longer (or shorter) the runs may take at the ends of the 80 % range: factors on
    the estimated time (< 1: faster).  (1, 1) when the option has no range."""
    try:
        iv = r.interval
    except Exception:  # noqa: BLE001
        return 1.0, 1.0
    est = r.estimate
    if iv.time_per_run_h and est.time_per_run_h:
        return iv.time_per_run_h[0] / est.time_per_run_h, iv.time_per_run_h[1] / est.time_per_run_h
    if iv.throughput and est.throughput:
        return est.throughput / iv.throughput[1], est.throughput / iv.throughput[0]
    if iv.latency_ms and est.latency_ms:
        return iv.latency_ms[0] / est.latency_ms, iv.latency_ms[1] / est.latency_ms
    return 1.0, 1.0


# ---------------------------------------------------------------------------------------------
# what a range is based on


def _work_text(group: str) -> str:
    return {
        "training": translate("Intervals", "training"),
        "decode": translate("Intervals", "token generation"),
        "prefill": translate("Intervals", "inference passes"),
        "serving": translate("Intervals", "LLM serving"),
        "memory": translate("Intervals", "peak memory"),
    }.get(group, group)


def hardware_text(segment: str) -> str:
    return {
        "consumer": translate("Intervals", "consumer GPUs"),
        "workstation": translate("Intervals", "workstation GPUs"),
        "datacenter": translate("Intervals", "datacenter GPUs"),
        "apple": translate("Intervals", "Apple silicon"),
        "tpu": translate("Intervals", "TPUs"),
    }.get(segment, segment)


def runtime_text(family: str) -> str:
    return {
        "eager": translate("Intervals", "eager PyTorch"),
        "compiled": translate("Intervals", "compiled runtimes (torch.compile, XLA, ONNX Runtime)"),
        "megatron": translate("Intervals", "Megatron/DeepSpeed-style frameworks"),
        "serving": translate("Intervals", "serving engines (vLLM, TensorRT-LLM, SGLang)"),
        "llama_cpp": "llama.cpp",
        "exllamav2": "ExLlamaV2",
        "autoawq": "AutoAWQ",
        "mlx": "MLX",
    }.get(family, family)


def _measured_what(cell: str) -> str:
    parts = (cell or "training").split("|")
    work = _work_text(parts[0])
    if len(parts) >= 3:
        return translate("Intervals", "{work} on {hardware} with {runtime}").format(
            work=work, hardware=hardware_text(parts[1]), runtime=runtime_text(parts[2]))
    if len(parts) == 2:
        return translate("Intervals", "{work} on {hardware} (all runtimes)").format(
            work=work, hardware=hardware_text(parts[1]))
    return translate("Intervals", "{work} (all hardware and runtimes)").format(work=work)


def _missing(r) -> str:
    """Why a range is extrapolated: the hardware class or the runtime has no measurement."""
    from gpuadvisor.engine.intervals import load_table

    table = load_table()
    group = r.error_group or "training"
    seg = r.option.accelerator.segment
    fam = r.runtime_family or "eager"
    for g in (group, "memory"):
        if seg not in table.get("segments", {}).get(g, []):
            return translate("Intervals", "extrapolated: no measurement of this hardware class ({hardware}) — range widened").format(
                hardware=hardware_text(seg))
        if fam not in table.get("families", {}).get(g, []):
            return translate("Intervals", "extrapolated: no measurement with this runtime ({runtime}) — range widened").format(
                runtime=runtime_text(fam))
    return translate("Intervals", "extrapolated: no measurement of this hardware class — range widened")


def basis_text(r) -> str:
    """One line: what the option's 80 % range rests on, or that it is extrapolated."""
    try:
        iv = r.interval
    except Exception:  # noqa: BLE001
        return ""
    text = translate("Intervals", "80 % range from the engine's errors on {n} published measurements of {what}").format(
        n=f"{iv.speed_rows:,}", what=_measured_what(iv.speed_cell))
    if iv.extrapolated:
        text = translate("Intervals", "{basis}; {extrapolated}").format(basis=text, extrapolated=_missing(r))
    return text


def is_extrapolated(r) -> bool:
    try:
        return bool(r.interval.extrapolated)
    except Exception:  # noqa: BLE001
        return False


# ---------------------------------------------------------------------------------------------
# decisions the range can flip


def counterpart(advice, r):
    """The option ``r`` is compared with in the buy-or-rent comparison: the compared rental for an
    owned machine, the best owned machine for a rental (None: nothing to compare)."""
    if advice is None or r is None:
        return None
    from gpuadvisor.report.charts_data import default_pair

    pair = default_pair(advice)
    other = pair.rented if r.option.owned else pair.owned
    if other is None or other is r or other.annual_usd is None:
        return None
    return other


@dataclass
class Breakeven:
    """Utilisation (busy share of the owned machine's month) at which owning and renting cost the same."""

    utilisation: float  # U*
    own_above: bool  # owning is cheaper above U* (False: below, against a flat commitment)
    current: float  # the owned machine's utilisation as estimated
    low: float  # at the ends of the 80 % range on the run time
    high: float

    @property
    def own_now(self) -> bool:
        return self.current > self.utilisation if self.own_above else self.current < self.utilisation

    @property
    def flips(self) -> bool:
        """The 80 % range on the utilisation reaches the break-even."""
        return self.low <= self.utilisation <= self.high


def breakeven_utilisation(owned, rented, a) -> Breakeven | None:
    """Break-even of ``owned`` against ``rented`` in its billing mode (``engine.cost.breakeven``'s
    linear terms: owned F + v·H, rented R + b·H), each side at its own speed (the rental is busy
    k = its hours per run ÷ the owned machine's for the same runs) and count."""
    from gpuadvisor.engine.cost import breakeven

    if owned is None or rented is None or owned.usage is None or rented.usage is None:
        return None
    machine, rate = owned.option.machine, rented.option.rate
    if machine is None or rate is None:
        return None
    uo, ur = owned.usage, rented.usage
    if uo.always_on or ur.always_on:
        return None  # a service is busy all month: its use is not what the range moves
    mode = rented.cost_mode if rented.cost_mode and rented.cost_mode != "owned" else "on_demand"
    try:
        point = breakeven(machine, rate, uo, a).mode(mode)
    except (KeyError, ValueError):
        return None
    k = ur.hours_per_run / uo.hours_per_run if uo.hours_per_run > 0 and ur.hours_per_run > 0 else 1.0
    n_o, n_r = max(1, owned.replicas), max(1, rented.replicas)
    fixed = n_o * point.owned_fixed - n_r * point.rental_fixed
    slope = n_r * point.rental_per_busy_hour * k - n_o * point.owned_per_busy_hour
    if abs(slope) <= 1e-12 * max(1.0, abs(point.rental_per_busy_hour), abs(point.owned_per_busy_hour)):
        return None
    hours = fixed / slope
    if not 0.0 < hours <= HOURS_PER_MONTH:
        return None  # owning always or never wins within one machine's month
    f_lo, f_hi = time_factors(owned) if owned.estimate.time_per_run_h is not None else (1.0, 1.0)
    cur = uo.busy_hours_per_month
    return Breakeven(
        utilisation=hours / HOURS_PER_MONTH,
        own_above=slope > 0,
        current=cur / HOURS_PER_MONTH,
        low=min(cur * f_lo, HOURS_PER_MONTH) / HOURS_PER_MONTH,
        high=min(cur * f_hi, HOURS_PER_MONTH) / HOURS_PER_MONTH,
    )


def _annual_at(r, factor: float) -> float:
    from gpuadvisor.engine.advisor import _annual_at as engine_annual_at

    return engine_annual_at(r, factor)


def flip_factor(r, other) -> float | None:
    """The factor on both options' run time (inside the 80 % range of ``r``) at which the cheaper of
    the two changes; None when it does not change inside the range."""
    if r is None or other is None or r.annual_usd is None or other.annual_usd is None:
        return None
    if r.usage is None or other.usage is None:
        return None
    base = r.annual_usd - other.annual_usd
    if base == 0:
        return None
    f_lo, f_hi = time_factors(r)

    def diff(f: float) -> float:
        return _annual_at(r, f) - _annual_at(other, f)

    for lo, hi in ((1.0, f_hi), (1.0, f_lo)):
        if abs(hi - 1.0) < 1e-6:
            continue
        if (diff(hi) > 0) == (base > 0):
            continue
        for _ in range(40):  # the sign changes between lo and hi: bisect
            mid = (lo + hi) / 2.0
            if (diff(mid) > 0) == (base > 0):
                lo = mid
            else:
                hi = mid
        return hi
    return None


def _pct(share: float) -> str:
    return f"{share * 100:.0f} %"


def _pct_range(low: float, high: float) -> str:
    return f"{low * 100:.0f}{EN_DASH}{high * 100:.0f} %"


def decision_notes(r, advice, a) -> list[tuple[str, bool]]:
    """(sentence, the 80 % range can flip it) about ``r`` against the other side of the buy-or-rent
    comparison: the utilisation at break-even, and the change in run time that changes the cheaper
    option where the range reaches it.  [] when there is nothing to compare."""
    other = counterpart(advice, r)
    if other is None or r.annual_usd is None:
        return []
    out: list[tuple[str, bool]] = []
    owned, rented = (r, other) if r.option.owned else (other, r)
    be = breakeven_utilisation(owned, rented, a)
    if be is not None:
        rental = rented.label
        if rented.comparison_only:
            rental = translate("Intervals", "{rental}, for comparison only").format(rental=rental)
        values = dict(u=_pct(be.utilisation), now=_pct(be.current), range=_pct_range(be.low, be.high), rental=rental)
        if be.own_now == be.own_above:  # owning wins now
            if be.own_above:
                text = translate("Intervals", "Owning wins unless the real utilisation is under {u} (estimated {now}; "
                                              "80 % range {range}) against {rental}.")
            else:
                text = translate("Intervals", "Owning wins unless the real utilisation is over {u} (estimated {now}; "
                                              "80 % range {range}) against {rental}.")
        elif be.own_above:
            text = translate("Intervals", "Renting {rental} wins unless the real utilisation is over {u} (estimated "
                                          "{now}; 80 % range {range}).")
        else:
            text = translate("Intervals", "Renting {rental} wins unless the real utilisation is under {u} (estimated "
                                          "{now}; 80 % range {range}).")
        out.append((text.format(**values), be.flips))
    f = flip_factor(r, other)
    if f is not None:
        cheaper_now = r.label if r.annual_usd < other.annual_usd else other.label
        if f > 1.0:
            text = translate("Intervals", "The cheaper option ({option} now) changes if the runs take {p} longer.")
            p = f - 1.0
        else:
            text = translate("Intervals", "The cheaper option ({option} now) changes if the runs take {p} less time.")
            p = 1.0 - f
        out.append((text.format(option=cheaper_now, p=_pct(p)), True))
    return out


# ---------------------------------------------------------------------------------------------
# power


def _kw(x: float) -> str:
    return f"{x:,.2f}" if x < 1 else f"{x:,.1f}" if x < 100 else f"{x:,.0f}"


def kw_text(x: float | None) -> str:
    if x is None:
        return "—"
    return translate("Intervals", "{n} kW").format(n=_kw(x))


def kwh_text(x: float | None) -> str:
    if x is None:
        return "—"
    return translate("Intervals", "{n} kWh").format(n=f"{x:,.0f}")


def option_power(r):
    try:
        return r.power
    except Exception:  # noqa: BLE001 - an option without a device or assumptions has no figures
        return None


def power_rows(r, a, money=None) -> list[tuple[str, str]]:
    """(label, value) rows: peak power, typical draw, kWh a month, the electricity bill; ``money``
    formats a USD amount (default: ``report.money``)."""
    pw = option_power(r)
    if pw is None:
        return []
    fmt = money or (lambda usd: format_amount(a.to_currency(usd), a.currency))
    rows = []
    if pw.machines > 1:
        peak = translate("Intervals", "{each} per machine, {total} for {n}").format(
            each=kw_text(pw.peak_kw), total=kw_text(pw.peak_kw_total), n=pw.machines)
    else:
        peak = kw_text(pw.peak_kw)
    rows.append((translate("Intervals", "Peak power"), peak))
    util = r.usage.utilisation if r.usage is not None else 0.0
    rows.append((translate("Intervals", "Typical draw"), translate("Intervals", "{kw} at {share} use").format(
        kw=kw_text(pw.typical_kw * pw.machines), share=_pct(util))))
    rows.append((translate("Intervals", "Energy a month"), kwh_text(pw.kwh_per_month)))
    if r.option.owned:
        rows.append((translate("Intervals", "Electricity a month"), fmt(pw.electricity_usd_month)))
    else:
        rows.append((translate("Intervals", "Electricity a month"), translate("Intervals", "in the hourly price")))
    return rows


def circuit_warning(r, a) -> str:
    """The office-circuit warning of an owned machine that draws more than the circuit carries."""
    pw = option_power(r)
    if pw is None or not r.option.owned:
        return ""
    nodes = int(getattr(r.option.hw, "nodes", 1) or 1)
    if pw.machines > 1 and nodes == 1:
        # several machines (replicas, a batch split over them): the engine's note counts them all
        from gpuadvisor.engine.advisor import circuit_text

        volts, amps = a.circuit()
        text = circuit_text(pw.peak_kw, volts, amps, pw.circuit_w, pw.machines)
        return text[:1].upper() + text[1:] + "." if text else ""
    if not pw.over_circuit:
        return ""
    if nodes > 1:
        return translate("Intervals", "The cluster's {nodes} nodes draw up to {peak}: it needs a datacenter or colocation "
                                      "space, not an office circuit.").format(nodes=f"{nodes:,}", peak=kw_text(pw.peak_kw))
    volts, amps = a.circuit()
    return translate("Intervals", "One machine draws up to {peak}: more than a {volts} V/{amps} A office circuit carries "
                                  "continuously ({limit}). Plan a dedicated circuit.").format(
        peak=kw_text(pw.peak_kw), volts=f"{volts:g}", amps=f"{amps:g}", limit=kw_text(pw.circuit_w / 1000.0))


# ---------------------------------------------------------------------------------------------
# clusters


@dataclass
class ClusterFacts:
    nodes: int
    per_node: int
    devices: int
    network: str
    traffic_gb: float | None  # per step and node
    share: float | None  # of the step left after exposed inter-node communication


def _network(r) -> str:
    label = r.option.label.strip()
    for close, open_ in ((")", "("), ("）", "（")):
        if label.endswith(close) and open_ in label:
            return label[label.rfind(open_) + 1:-1].strip()
    gbps = getattr(r.option.hw, "node_gbps", None)
    return translate("Intervals", "{gbps} Gbps per node").format(gbps=f"{gbps:,.0f}") if gbps else ""


def cluster_facts(r) -> ClusterFacts | None:
    hw = r.option.hw
    nodes = int(getattr(hw, "nodes", 1) or 1)
    if nodes <= 1:
        return None
    devices = int(round(hw.count))
    traffic_label = translate("Estimate", "Inter-node traffic per step and node")
    share_label = translate("Estimate", "Share of the step left after exposed inter-node communication")
    traffic = share = None
    for label, value, _unit in r.estimate.steps:
        if label == traffic_label:
            traffic = value
        elif label == share_label:
            share = value
    return ClusterFacts(nodes, devices // nodes, devices, _network(r), traffic, share)


def cluster_rows(r) -> list[tuple[str, str]]:
    c = cluster_facts(r)
    if c is None:
        return []
    rows = [(translate("Intervals", "Nodes × devices"), translate("Intervals", "{nodes} × {per_node} = {devices} devices").format(
        nodes=f"{c.nodes:,}", per_node=c.per_node, devices=f"{c.devices:,}"))]
    if c.network:
        rows.append((translate("Intervals", "Network between nodes"), c.network))
    if c.traffic_gb is not None:
        rows.append((translate("Intervals", "Traffic per step and node"), translate("Intervals", "{n} GB").format(
            n=f"{c.traffic_gb:,.1f}")))
    if c.share is not None:
        lost = max(0.0, 1.0 - c.share)
        rows.append((translate("Intervals", "Time lost to the network"), translate(
            "Intervals", "{lost} of each step ({kept} left for computing)").format(lost=_pct(lost), kept=_pct(c.share))))
    return rows


# ---------------------------------------------------------------------------------------------
# reverse sizing


def sizing_comparison_only(advice) -> bool:
    """Rentals in the sizing table are for comparison only (the data must stay on-premises)."""
    return bool(advice is not None and advice.workload.constraints.on_prem_only)


def sizing_rows(advice):
    """``WorkloadAdvice.min_devices()`` (cheapest first); [] for a workload without advice."""
    if advice is None or getattr(advice, "error", None):
        return []
    try:
        return advice.min_devices()
    except Exception:  # noqa: BLE001 - the sizing view stays empty rather than break the pane
        return []


__all__ = [
    "annual_cell", "annual_range", "basis_text", "breakeven_utilisation", "circuit_warning", "cluster_facts",
    "cluster_rows", "counterpart", "decision_notes", "flip_factor", "format_compact", "hours_range",
    "hours_with_range", "money_range", "number_range", "power_rows", "sizing_comparison_only", "sizing_rows",
    "time_factors", "with_range",
]
