"""Every hardware option of one workload at once, as arrays (numpy).

:func:`estimate_many` gives the figures :func:`engine.estimate.estimate_profile` gives for one
hardware configuration — memory per device, time per run, throughput, latency, the bottleneck and
why it does not fit — for a whole list of configurations in one pass of vector arithmetic: the
per-device numbers (peak rate at the workload's precision, bandwidth, usable memory, the
efficiency constants of its hardware class, the placement over its devices) become columns, the
branches of the scalar code become masks.  The scalar path stays the readable reference: the
explanation of an option (its calculation steps and memory breakdown) is built by it, lazily, for
the rows a user opens, and ``tests/engine/test_vector.py`` runs both over the whole catalog and
every calibration row and requires the same figures (to 1e-9 relative).

What the array path does not cover is marked in ``EstimateArrays.handled`` and ``estimate(i)`` runs
the scalar path for it: training with offload (ZeRO-Offload, parameters, activations), paged
optimizers or the optimizer in the backward pass; MoE experts in host RAM.  LLM services
(continuous batching at a request rate, engine.serving) are evaluated as arrays by
:mod:`engine.vector_serving`, their searches as masked iterations that follow the scalar's iterates.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from gpuadvisor.domain.project import HOURS_PER_MONTH

from . import compute as C
from . import memory as M
from . import moe as MOE
from . import estimate as E
from .efficiency import hardware_class
from .estimate import Estimate, HardwareConfig, Profile
from .power import owned_parts
from .shape import experts_touched
from . import training as TR

_NAN = float("nan")

#: all-reduce latency per call over a link (engine.estimate.infer_rates)
_ALLREDUCE_S = {"nvlink": 8e-6, "nvswitch": 8e-6, "ici": 8e-6, "unified": 4e-6}


class _Configs:
    """Columns of a list of hardware configurations (independent of the workload)."""

    def __init__(self, hws: Sequence[HardwareConfig]) -> None:
        self.hws = list(hws)
        self.accs = [h.accelerator for h in self.hws]
        self.n = np.array([max(1, int(h.count)) for h in self.hws], dtype=np.int64)
        self.nodes = np.array([h.nodes for h in self.hws], dtype=np.int64)
        self.node_gbps = np.array([float(h.node_gbps or 0.0) for h in self.hws])
        self.links = [h.link for h in self.hws]
        self.segs = [a.segment for a in self.accs]
        self.classes = [hardware_class(a) for a in self.accs]  # inference constants' class
        self.mem_gb = np.array([float(h.memory_gb_per_device or a.memory_gb) for h, a in zip(self.hws, self.accs)])
        self.bw = np.array([(a.bandwidth_gb_s or 100.0) * 1e9 for a in self.accs])
        self.apple = np.array([s == "apple" for s in self.segs])
        self._peaks: dict[tuple, np.ndarray] = {}
        self._code_memo: dict[int, tuple] = {}
        self._devices: tuple | None = None
        self._need: dict[tuple, tuple] = {}

    def _codes(self, keys: list) -> tuple[list, np.ndarray]:
        """(distinct values, code of each row) of a per-row list (kept per list object)."""
        hit = self._code_memo.get(id(keys))
        if hit is None or hit[0] is not keys:
            uniq: dict = {}
            codes = np.array([uniq.setdefault(k, len(uniq)) for k in keys], dtype=np.int64)
            hit = self._code_memo[id(keys)] = (keys, list(uniq), codes)
        return hit[1], hit[2]

    def per_seg(self, fn, keys: list[str] | None = None) -> np.ndarray:
        """A column from a function of the hardware class (evaluated once per class); ``keys``:
        another per-device class than the segment (``classes``: efficiency.hardware_class)."""
        keys = self.segs if keys is None else keys
        uniq, codes = self._codes(keys)
        return np.array([fn(s) for s in uniq], dtype=float)[codes]

    def device_codes(self) -> tuple[list, np.ndarray]:
        """(distinct accelerators, code of each row)."""
        if self._devices is None:
            index: dict[int, int] = {}
            uniq = []
            codes = []
            for a in self.accs:
                c = index.get(id(a))
                if c is None:
                    c = index[id(a)] = len(uniq)
                    uniq.append(a)
                codes.append(c)
            self._devices = (uniq, np.array(codes, dtype=np.int64))
        return self._devices

    def need_text(self, i: int, usable: float) -> tuple[str, str]:
        """(usable GiB, device GB) as the why-not text writes them, per row (kept)."""
        hit = self._need.get((i, usable))
        if hit is None:
            hit = self._need[(i, usable)] = (f"{usable / M.GiB:.1f}", f"{float(self.mem_gb[i]):g}")
        return hit

    def peak(self, key: tuple, fn) -> np.ndarray:
        """Dense peak TFLOPS of each device for ``key`` (precision, runtime ...), once per device."""
        hit = self._peaks.get(key)
        if hit is None:
            memo: dict[int, float] = {}
            hit = np.empty(len(self.accs))
            for i, a in enumerate(self.accs):
                v = memo.get(id(a))
                if v is None:
                    v = memo[id(a)] = fn(a)[0]
                hit[i] = v
            self._peaks[key] = hit
        return hit


_CONFIGS: dict[int, tuple[tuple, _Configs]] = {}


def _configs(hws: Sequence[HardwareConfig]) -> _Configs:
    key = id(hws)
    hit = _CONFIGS.get(key)
    if hit is not None and hit[0][0] is hws and hit[0][1] == len(hws):
        return hit[1]
    cfg = _Configs(hws)
    if len(_CONFIGS) > 32:
        _CONFIGS.clear()
    if isinstance(hws, tuple):
        _CONFIGS[key] = ((hws, len(hws)), cfg)
    return cfg


def _per_device(cfg: "_Configs", fn) -> np.ndarray:
    """A column from a function of the accelerator (evaluated once per distinct device, not
    cached across workloads: it may depend on the workload's efficiency overrides)."""
    uniq, codes = cfg.device_codes()
    return np.array([fn(a) for a in uniq], dtype=float)[codes]


_SCALING: dict[tuple, float] = {}


def _scaling(links: list[str], n: np.ndarray) -> np.ndarray:
    """compute.scaling_efficiency(link, n) per row (a pure function of the pair: kept per pair)."""
    memo = _SCALING
    out = []
    for key in zip(links, n.tolist()):
        v = memo.get(key)
        if v is None:
            v = memo[key] = C.scaling_efficiency(*key)
        out.append(v)
    return np.array(out, dtype=float)


_NAN_ROWS: dict[int, np.ndarray] = {}


def _nan_row(size: int) -> np.ndarray:
    """A read-only row of ``size`` NaNs (copied: cheaper than np.full)."""
    row = _NAN_ROWS.get(size)
    if row is None:
        if len(_NAN_ROWS) > 64:
            _NAN_ROWS.clear()
        row = _NAN_ROWS[size] = np.full(size, _NAN)
        row.flags.writeable = False
    return row


class EstimateArrays:
    """Figures of every configuration (index i = the i-th HardwareConfig); ``handled[i]`` False:
    the array path does not cover it and ``estimate(i)`` runs the scalar reference."""

    def __init__(self, p: Profile, cfg: _Configs) -> None:
        self.p = p
        self.cfg = cfg
        size = len(cfg.hws)
        self.handled = np.ones(size, dtype=bool)
        self.mem_total = np.zeros(size)
        self.usable = np.zeros(size)
        self.limit = np.zeros(size)
        self.fits = np.zeros(size, dtype=bool)
        nan = _nan_row(size)
        self.hours = nan.copy()
        self.throughput = np.zeros(size)
        self.unit = ""
        self.latency_ms = nan.copy()
        self.ttft_ms = nan.copy()
        self.tpot_ms = nan.copy()
        self.devices = np.zeros(size, dtype=np.int64)  # 0: None
        self.latency_pct_ms = nan.copy()
        self.busy = np.zeros(size)
        self.bottleneck: list[str] = [""] * size
        # each row's reasons; a row that does not fit in memory gets its "needs ... GiB" text
        # (_need_reasons) when first read through row(): read reasons through row(i)
        self.reasons: list[list[str]] = [[] for _ in range(size)]
        self.need_rows = np.zeros(size, dtype=bool)  # rows whose need text is not written yet
        self.mem_notes: tuple[str, ...] = ()  # MemoryBreakdown.notes (the same for every row)
        self.serving_row = None  # i -> Estimate.serving (engine.vector_serving), None: no service
        # rows at different compute precisions (estimate_many's ``row_profiles``): (the profiles, the
        # index of each row's among them), and (the precisions, each row's index among them); None:
        # ``p`` for every row
        self.row_p: tuple[Sequence[Profile], Sequence[int]] | None = None
        self.mix: tuple[list, np.ndarray] | None = None
        # each row's training activations where the rows' profiles differ in them (FlashAttention on
        # some platforms only); None: ``p.activations`` for every row
        self.row_act: np.ndarray | None = None

    def _row(self, i: int) -> tuple:
        """Row i of the columns _columns makes (the same Python values), read from the arrays while
        few rows are asked (a ranking reads a handful of a call's rows), from the columns after."""
        cols = self.__dict__.get("_cols")
        if cols is None:
            reads = self.__dict__.get("_reads", 0) + 1
            self._reads = reads
            if reads <= 8:
                def at(a):
                    return a[i:i + 1].tolist()[0]

                def opt(a):
                    x = a[i:i + 1].tolist()[0]
                    return None if x != x else x

                return (at(self.mem_total), at(self.usable), at(self.fits), at(self.limit), opt(self.hours),
                        at(self.throughput), opt(self.latency_ms), opt(self.ttft_ms), opt(self.tpot_ms),
                        at(self.devices) or None, at(self.busy), opt(self.latency_pct_ms), at(self.handled))
            cols = self._columns()
        return tuple(c[i] for c in cols)

    def _columns(self) -> list:
        """The columns as Python lists (NaN -> None), made once for the rows asked."""
        cols = getattr(self, "_cols", None)
        if cols is None:
            def opt(a) -> list:
                nan = np.isnan(a)
                if not nan.any():
                    return a.tolist()
                if nan.all():
                    return [None] * len(a)
                return [None if x != x else x for x in a.tolist()]

            cols = self._cols = [
                self.mem_total.tolist(), self.usable.tolist(), self.fits.tolist(), self.limit.tolist(),
                opt(self.hours), self.throughput.tolist(), opt(self.latency_ms), opt(self.ttft_ms), opt(self.tpot_ms),
                [d or None for d in self.devices.tolist()], self.busy.tolist(), opt(self.latency_pct_ms),
                self.handled.tolist(),
            ]
        return cols

    def row(self, i: int) -> list[str]:
        """Configuration i's reasons (its "needs ... GiB per device" text written on first read:
        the estimate's own reasons, after the workload's error if any)."""
        rs = self.reasons[i]
        if self.need_rows[i]:
            self.need_rows[i] = False
            cfg = self.cfg
            u_text, d_text = cfg.need_text(i, float(self.usable[i]))
            template = E._texts()["needs {need} GiB per device, has {usable} GiB usable ({device} GB device)"]
            rs.insert(1 if self.p.error else 0, template.format(
                need=f"{float(self.mem_total[i]) / M.GiB:,.1f}", usable=u_text, device=d_text))
        return rs

    def estimate(self, i: int) -> Estimate:
        """The Estimate of configuration i (its steps and memory items built on first read)."""
        p, hw = self.p if self.row_p is None else self.row_p[0][self.row_p[1][i]], self.cfg.hws[i]
        (total, usable, fits, limit, hours, thr, lat, ttft, tpot, devices, busy, lat_p,
         handled) = self._row(i)
        if not handled:
            return E.estimate_profile(p, hw)
        box: list = []

        def full() -> Estimate:
            if not box:
                box.append(E.estimate_profile(p, hw))
            return box[0]

        # frozen dataclasses, filled directly: their generated __init__ costs more than the
        # arithmetic of a row (the fields are exactly those of Estimate / MemoryBreakdown)
        mem = object.__new__(M.MemoryBreakdown)
        mem.__dict__.update(_MEM_DEFAULTS)
        mem.__dict__.update(_items=None, total=total, usable=usable, fits=fits, notes=self.mem_notes, limit=limit,
                            _detail=lambda: full().memory.items)
        est = object.__new__(Estimate)
        est.__dict__.update(_EST_DEFAULTS)
        est.__dict__.update(
            memory=mem, time_per_run_h=hours, throughput=thr, throughput_unit=self.unit, latency_ms=lat,
            ttft_ms=ttft, tpot_ms=tpot, devices_needed=devices, bottleneck=self.bottleneck[i], _steps=None,
            reasons=list(self.row(i)), busy_hours_per_month=busy, latency_pct_ms=lat_p, _detail=full,
        )
        if self.serving_row is not None:
            est.__dict__["serving"] = self.serving_row(i)
        return est


def _defaults(cls) -> dict:
    from dataclasses import MISSING, fields

    return {f.name: f.default for f in fields(cls) if f.default is not MISSING}


_EST_DEFAULTS = _defaults(Estimate)
_MEM_DEFAULTS = _defaults(M.MemoryBreakdown)


def _opt(x: float) -> float | None:
    x = float(x)
    return None if math.isnan(x) else x


_ROW_CODES: dict[int, tuple] = {}


def _row_codes(codes: Sequence[int]) -> np.ndarray:
    """``codes`` as an array (kept per sequence object: a ranking's groups reuse theirs)."""
    hit = _ROW_CODES.get(id(codes))
    if hit is None or hit[0] is not codes:
        if len(_ROW_CODES) > 64:
            _ROW_CODES.clear()
        hit = _ROW_CODES[id(codes)] = (codes, np.array(codes, dtype=np.int64))
    return hit[1]


def estimate_many(p: Profile, hws: Sequence[HardwareConfig], row_profiles: Sequence[Profile] | None = None,
                  row_codes: Sequence[int] | None = None) -> EstimateArrays:
    """The figures of ``p`` on every configuration of ``hws`` (see the module docstring).

    ``row_profiles``: each row's own profile where the platforms run the workload at different
    compute precisions (bf16 as fp16 before Ampere ...) or with and without FlashAttention: profiles
    equal to ``p`` in every field and efficiency constant but ``precision``, which the arrays read
    only for the devices' peak rates, and ``activations``, which they read only for a training job's
    memory (one call for all, the same figures as one call per profile).  With ``row_codes`` (an
    index in ``row_profiles`` per row), ``row_profiles`` are the distinct profiles."""
    cfg = _configs(hws)
    out = EstimateArrays(p, cfg)
    if row_profiles is not None:
        if row_codes is None:  # one profile per row: the distinct ones, and each row's
            ids = list(map(id, row_profiles))
            at = {i: k for k, i in enumerate(dict.fromkeys(ids))}
            by_id = dict(zip(ids, row_profiles))
            row_profiles, row_codes = [by_id[i] for i in at], list(map(at.__getitem__, ids))
        index: dict[str, int] = {}
        prec = np.array([index.setdefault(q.precision, len(index)) for q in row_profiles], dtype=np.int64)
        acts = [q.activations for q in row_profiles]
        mixed = len(index) > 1
        if mixed or any(x != p.activations for x in acts):
            codes = _row_codes(row_codes)
            out.row_p = (row_profiles, row_codes)
            if mixed:
                out.mix = (list(index), prec[codes])
            if any(x != p.activations for x in acts):
                out.row_act = np.array(acts, dtype=float)[codes]
    eff = p.eff
    out.usable = _usable(p, cfg)
    if p.training:
        _training(p, cfg, out)
    elif p.llm:
        _llm_inference(p, cfg, out)
    else:
        _other_inference(p, cfg, out)
    if p.error:
        for r in out.reasons:
            r.insert(0, p.error)
    del eff
    return out


def _at_precision(p: Profile, out: EstimateArrays, col) -> np.ndarray:
    """``col(precision)`` (a column over the configurations) at each row's compute precision:
    ``p.precision``, or each row's own in a call of several (estimate_many's ``row_profiles``)."""
    if out.mix is None:
        return col(p.precision)
    precisions, codes = out.mix
    res = col(precisions[0])
    for k in range(1, len(precisions)):
        res = np.where(codes == k, col(precisions[k]), res)
    return res


def _usable(p: Profile, cfg: _Configs) -> np.ndarray:
    small, large = p.eff.get("apple_gpu_share_small"), p.eff.get("apple_gpu_share_large")
    memo = cfg.__dict__.setdefault("_usable", {})  # per pair of shares (a workload's overrides may change them)
    hit = memo.get((small, large))
    if hit is None:
        share = np.where(cfg.apple, np.where(cfg.mem_gb <= 36, small, large), 0.995)
        hit = memo[(small, large)] = cfg.mem_gb * M.GiB * share
        hit.flags.writeable = False
    return hit


def _context(p: Profile, cfg: _Configs) -> np.ndarray:
    return np.where(cfg.apple, 0.0, p.eff.get("cuda_context_gb") * 1e9)


def _need_reasons(out: EstimateArrays, p: Profile, total: np.ndarray, fits: np.ndarray) -> None:
    """engine.estimate._need_msg for the rows that do not fit: marked here (before any other
    reason of the row), written by EstimateArrays.row when the row is read (``total`` is
    ``out.mem_total``)."""
    out.need_rows = ~fits & out.handled


# -- training ---------------------------------------------------------------------------------


def _training_memory(p: Profile, cfg: _Configs, usable, n, tp, pp, zero, acts=None):
    """Total per-device bytes of engine.estimate.training_memory (no offload).  ``zero``: the ZeRO
    stage of every configuration (an int: the same for all) or of each (an array).  ``acts``: each
    row's activations (EstimateArrays.row_act), None: ``p.activations``."""
    shape = p.shape
    dp = np.maximum(1, n // (tp * pp))
    split = (tp * pp).astype(float)
    wb, gb, ob, mb = p.per_param
    T = p.trainable / split
    if isinstance(zero, (int, np.integer)):  # one stage: each divisor is dp or 1 for every row
        d3, d2, d1 = (dp if zero >= 3 else 1), (dp if zero >= 2 else 1), (dp if zero >= 1 else 1)
        z3 = dp > 1 if zero >= 3 else None
    else:
        d3, d2, d1 = np.where(zero >= 3, dp, 1), np.where(zero >= 2, dp, 1), np.where(zero >= 1, dp, 1)
        z3 = (zero >= 3) & (dp > 1)
    if p.kind in ("lora", "qlora"):
        total = (p.weight_bytes / split / d3 + T * wb / d3 + T * gb / d2 + (T * ob + T * mb) / d1
                 + p.dequant_scratch)
    else:
        total = T * wb / d3 + T * gb / d2 + T * ob / d1 + T * mb / d1
    per_param = (p.weight_bytes / shape.params) if p.kind in ("lora", "qlora") and shape.params else 2.0
    if z3 is not None:  # the largest layer gathered in full (ZeRO-3 over more than one device)
        total = total + np.where(z3, 2.0 * shape.largest_layer_params / split * per_param, 0.0)
    if p.vision_bytes:  # the frozen image encoder (engine.estimate.training_memory)
        total = total + p.vision_bytes / d3
    total = total + (p.activations if acts is None else acts) / tp + p.logits / tp + E._overhead(p) + _context(p, cfg)
    return total


def _train_links(cfg: _Configs) -> tuple[np.ndarray, np.ndarray]:
    """(scaling efficiency over each machine's devices, link is PCIe or none) of every
    configuration: they depend on the configurations alone (kept on them)."""
    hit = cfg.__dict__.get("_train_links")
    if hit is None:
        n = cfg.n
        per_node = np.maximum(1, n // np.maximum(1, cfg.nodes))
        scale = _scaling([link if k > 1 else "single" for link, k in zip(cfg.links, per_node.tolist())], per_node)
        pcie = np.array([link in ("pcie", "single") for link in cfg.links], dtype=bool)
        hit = cfg.__dict__["_train_links"] = (scale, pcie)
    return hit


def _link_bw(cfg: _Configs, pcie_gb_s: float) -> np.ndarray:
    """compute.link_bytes_s of each configuration's devices and link (kept per host-link speed)."""
    memo = cfg.__dict__.setdefault("_link_bw", {})
    hit = memo.get(pcie_gb_s)
    if hit is None:
        hit = memo[pcie_gb_s] = np.array([C.link_bytes_s(a, link, pcie_gb_s) for a, link in zip(cfg.accs, cfg.links)])
    return hit


#: the bottlenecks _training names, by the codes it computes them as (small integers: cheaper to
#: select among than strings)
_TRAIN_BOTTLENECKS = np.array(["compute", "memory bandwidth", "kernel launches (small batch)",
                               "kernel launches (small steps)", "interconnect", "memory capacity"], dtype=object)


def _train_gemm(cfg: _Configs, eff, precision: str) -> np.ndarray:
    """training.train_gemm_efficiency(eff, a, precision)[0] of each configuration's device: the
    efficiency key of each device (which depends on the device and precision alone) is kept on the
    configurations, and each distinct key is looked up once per workload (``eff`` may hold the
    workload's overrides)."""
    memo = cfg.__dict__.setdefault("_gemm_keys", {})
    hit = memo.get(precision)
    if hit is None:
        uniq, codes = cfg.device_codes()
        keys = ["train_mfu.volta_turing" if TR.pre_ampere_tensor(a, precision) else f"train_mfu.{a.segment}"
                for a in uniq]
        index: dict[str, int] = {}
        key_codes = np.array([index.setdefault(k, len(index)) for k in keys], dtype=np.int64)
        hit = memo[precision] = (list(index), key_codes[codes])
    keys, codes = hit
    return np.array([eff.lookup(k)[0] for k in keys], dtype=float)[codes]


def _training(p: Profile, cfg: _Configs, out: EstimateArrays) -> None:
    eff = p.eff
    n = cfg.n
    usable = out.usable
    if p.cpu_offload or p.paged or p.param_offload or p.act_offload_bytes > 0 or p.opt_in_bwd:
        out.handled[:] = False  # offload, paging and optimizer-in-backward: the scalar path
    tp = np.where(p.tp <= n, p.tp, 1)
    pp = np.where(p.pp * tp <= n, p.pp, 1)
    zero = np.full(len(n), p.zero_stage, dtype=np.int64)
    acts = out.row_act
    total = _training_memory(p, cfg, usable, n, tp, pp, int(p.zero_stage), acts)
    limit = usable * (1.0 - p.margin)
    fits = total <= usable
    tight = fits & (total > limit * (1.0 + 1e-12))
    split_model = p.runtime in TR.MODEL_PARALLEL_RUNTIMES
    ga_mult = 1
    if (split_model and p.shape.is_transformer and not p.cnn and not p.opt_in_bwd):
        # Megatron-LM splits the model (estimate._training, training.megatron_layouts) where no layout
        # applies: none stated, or a stated one larger than the devices (the scalar path's tp == pp == 1)
        pending = (~fits | tight) & (n > 1) & (tp == 1) & (pp == 1)
        if pending.any():
            stated = tp * pp
            per_node = np.maximum(1, n // np.maximum(1, cfg.nodes))
            lists: dict[tuple[int, int], list] = {}
            idx = np.flatnonzero(pending)
            for i, (ni, ki) in zip(idx.tolist(), zip(n[idx].tolist(), per_node[idx].tolist())):
                lists.setdefault((ni, ki), []).append(i)
            layouts = {key: TR.megatron_layouts(p.shape.heads, p.shape.kv_heads, p.shape.layers, key[0], key[1])
                       for key in lists}
            tp, pp = tp.copy(), pp.copy()
            for k in range(max((len(v) for v in layouts.values()), default=0)):
                tk, qk = np.ones(len(n), dtype=np.int64), np.ones(len(n), dtype=np.int64)
                has = np.zeros(len(n), dtype=bool)
                for key, rows in lists.items():
                    if k < len(layouts[key]):
                        tk[rows], qk[rows] = layouts[key][k]
                        has[rows] = True
                has &= pending
                if not has.any():
                    continue
                alt = _training_memory(p, cfg, usable, n, tk, qk, int(p.zero_stage), acts)
                take = has & (alt <= limit * (1.0 + 1e-12))
                if take.any():
                    tp, pp = np.where(take, tk, tp), np.where(take, qk, pp)
                    total = np.where(take, alt, total)
                    fits = np.where(take, True, fits)
                    tight = np.where(take, False, tight)
                    pending = pending & ~take
            ga_mult = np.where(tp * pp != stated, tp * pp, 1)  # only where a layout was chosen
    if p.zero_stage < 3 and not split_model:
        cand = (~fits | tight) & (n > 1) & (n // (tp * pp) > 1)
        if cand.any():
            alt = _training_memory(p, cfg, usable, n, tp, pp, 3, acts)
            alt_fits = alt <= usable
            take = cand & ((alt_fits & ~fits) | (alt < total))
            total = np.where(take, alt, total)
            zero = np.where(take, 3, zero)
            fits = np.where(take, alt_fits, fits)
    out.mem_total, out.limit, out.fits = total, limit, fits
    _need_reasons(out, p, total, fits)

    apple_r = eff.get("apple_tflops_per_gbs") / 10.0
    peak = _at_precision(p, out, lambda q: cfg.peak(("train", q, apple_r), lambda a: C.peak_tflops(a, q, apple_r)))
    gemm = _at_precision(p, out, lambda q: _train_gemm(cfg, eff, q))
    balance = peak * 1e12 / cfg.bw
    mfu = 1.0 / (1.0 / gemm + eff.get("train_balance_cost") * 0.01 * balance)
    rt_key = "pytorch" if p.runtime == "pytorch" else p.family
    rt_mult = eff.get(f"train_runtime.{rt_key}")
    if p.tuned:
        rt_mult = max(rt_mult, eff.get("train_runtime.tuned"))
    width = p.width_factor if not p.cnn else 1.0
    scale, pcie = _train_links(cfg)
    rate = n * peak * 1e12 * mfu * rt_mult * width * scale
    if not p.cnn and p.shape.is_transformer and bool((tp > 1).any()):
        # tensor-parallel all-reduces on the critical path (estimate._training, training.tp_comm_s_per_token)
        link_bw = _link_bw(cfg, eff.get("offload_pcie_gb_s") * 1000.0)
        t_tp = TR.tp_comm_s_per_token(p.shape.layers, p.shape.hidden, p.act_b, p.recompute, tp, pp, link_bw, eff)
        f_tok = (p.run_flops / p.run_tokens) if p.run_tokens and p.run_flops else C.train_flops_per_token(
            p.shape, p.seq or 512, kind=p.kind, recompute=p.recompute)
        live = (tp > 1) & (rate > 0)
        t_c = f_tok / (tp * pp) / np.where(live, rate / n, 1.0)
        rate = np.where(live, rate * (t_c / (t_c + t_tp)), rate)
    if p.shape.experts > 1 and not p.cnn and p.shape.is_transformer:
        # MoE dispatch/combine and expert weights per micro-batch (estimate._training, engine.moe)
        per_node = np.maximum(1, n // np.maximum(1, cfg.nodes))
        node_dp = np.maximum(1, np.minimum(n // (tp * pp), per_node // tp))
        t_a2a, t_w = MOE.training_s_per_token(
            p, node_dp=node_dp, tp=tp, pp=pp, link_bytes_s=_link_bw(cfg, eff.get("offload_pcie_gb_s") * 1000.0),
            mem_bytes_s=cfg.bw, gemm_flops_s=peak * 1e12 * gemm * width)
        f_tok = (p.run_flops / p.run_tokens) if p.run_tokens and p.run_flops else C.train_flops_per_token(
            p.shape, p.seq or 512, kind=p.kind, recompute=p.recompute)
        live = (rate > 0) & (t_a2a + t_w > 0)
        t_c = f_tok / (tp * pp) / np.where(live, rate / n, 1.0)
        rate = np.where(live, rate * (t_c / (t_c + t_a2a + t_w)), rate)
    size = len(n)
    bott = np.zeros(size, dtype=np.int8)  # index in _TRAIN_BOTTLENECKS ("compute")
    per_sample_s = None
    if p.cnn:
        fwd = p.flops_per_sample
        flops_sample = p.run_flops / p.run_samples if p.run_samples else 3.0 * fwd
        traffic = flops_sample * p.cnn_bytes_per_flop  # bytes per sample (estimate._cnn_bytes_per_flop)
        t_c = flops_sample / (peak * 1e12 * mfu * rt_mult)
        t_m = traffic / cfg.bw
        mb = max(1, p.micro_batch)
        step_gpu = mb * np.maximum(t_c, t_m)
        t_cpu = eff.get("cnn_step_ms.tuned" if p.tuned else f"cnn_step_ms.{p.family}") * 100.0 / 1000.0
        t_micro = np.maximum(step_gpu, t_cpu)
        per_sample_s = t_micro / mb / (n * scale)
        bott = np.where(t_m > t_c, 1, bott)  # memory bandwidth
        bott = np.where(t_cpu > step_gpu, 2, bott)  # kernel launches (small batch)
    if not p.cnn and p.shape.is_transformer:
        dp = np.maximum(1, n // (tp * pp))
        if p.run_flops > 0 and p.run_samples:
            flops_step = p.run_flops / p.run_samples * max(1, p.micro_batch) * dp
        else:
            seq = p.seq or 512
            flops_step = C.train_flops_per_token(p.shape, seq, kind=p.kind, recompute=p.recompute) * seq * max(1, p.micro_batch) * dp
        fam = "compiled" if p.tuned else p.family
        layer_ms = cfg.per_seg(lambda s: eff.lookup(f"decode_layer_ms.{fam}.{s}")[0])
        t_cpu = E._launch_passes(p) * (p.shape.layers / pp) * layer_ms / 1000.0  # a stage: its own layers
        pos = rate > 0
        t_gpu = np.where(pos, flops_step / np.where(pos, rate, 1.0), 0.0)
        if p.dequant_step_bytes > 0:
            # QLoRA's dequantization traffic per micro-step (estimate._training)
            t_dq = p.dequant_step_bytes / (tp * pp) / cfg.bw
            rate = np.where(pos, rate * (t_gpu / np.where(pos, t_gpu + t_dq, 1.0)), rate)
            t_gpu = np.where(pos, t_gpu + t_dq, t_gpu)
        slow = pos & (t_cpu > t_gpu)
        rate = np.where(slow, rate * t_gpu / np.where(slow, t_cpu, 1.0), rate)
        bott = np.where(slow, 3, bott)  # kernel launches (small steps)
        t_micro = np.maximum(t_gpu, t_cpu)
    if p.cnn or p.shape.is_transformer:
        # the optimizer step on the GPU (engine.estimate._step_extras; paging and host transfers
        # are left to the scalar path)
        split = (tp * pp).astype(float)
        dpz = np.maximum(1, n // (tp * pp))
        t_opt = p.trainable / split / np.where(zero >= 1, dpz, 1) * p.opt_step_bytes / cfg.bw
        ga = max(1, p.grad_accum) * ga_mult  # a split replica keeps the recipe's global batch
        pos = rate > 0
        step_s = ga * t_micro + t_opt
        factor = np.where(pos & (step_s > 0), ga * t_micro / np.where(step_s > 0, step_s, 1.0), 1.0)
        factor = np.minimum(factor, 1.0)
        rate = rate * factor
        if per_sample_s is not None:
            per_sample_s = per_sample_s / factor
    multi = (cfg.nodes > 1) & (cfg.node_gbps > 0) & (rate > 0)
    if p.run_flops > 0 and multi.any():
        # a cluster: the exposed inter-node communication (engine.estimate._internode / cluster.internode)
        dp = np.maximum(1, n // (tp * pp))
        per_step = max(1, p.micro_batch) * max(1, p.grad_accum) * ga_mult * dp
        nsteps = p.run_samples / per_step if p.run_samples else np.zeros(size)
        ok = multi & (nsteps > 0)
        step_s = np.where(ok, p.run_flops / np.where(ok, nsteps, 1.0) / np.where(ok, rate, 1.0), 0.0)
        nodes = cfg.nodes.astype(float)
        share = (nodes - 1.0) / nodes
        stage = 1.0 / np.maximum(1, pp)
        _wb, gb, _ob, _mb = p.per_param
        grad_bytes = gb or 2.0
        all_params = p.shape.params
        wbpp = (p.weight_bytes / all_params) if p.kind in ("lora", "qlora") and all_params else 2.0
        passes = 3.0 if p.recompute == "full" else 2.0
        vol = np.where(zero >= 3,
                       share * all_params * stage * wbpp * passes + share * p.trainable * stage * grad_bytes,
                       2.0 * share * p.trainable * stage * grad_bytes)
        net = cfg.node_gbps / 8.0 * 1e9 * eff.get("internode_net_eff")
        t_comm = vol / np.where(net > 0, net, 1.0)
        exposed = np.maximum(0.0, t_comm - eff.get("internode_overlap") * step_s)
        live = ok & (step_s > 0)
        factor = np.where(live, step_s / np.where(live, step_s + exposed, 1.0), 1.0)
        slowed = factor < 1.0
        rate = np.where(slowed, rate * factor, rate)
        if per_sample_s is not None:
            per_sample_s = np.where(slowed, per_sample_s / factor, per_sample_s)
        bott = np.where(slowed, 4, bott)  # interconnect
    seconds = None
    if p.run_flops > 0:
        seconds = per_sample_s * p.run_samples if per_sample_s is not None else p.run_flops / rate
        lost = (1.0 - eff.get("long_run_goodput")) * np.minimum(1.0, seconds / 86400.0)
        seconds = np.where(lost > 0, seconds / (1.0 - lost), seconds)
    elif p.cnn is False and p.seq:
        text = E._texts()["the dataset size is not set (tokens or samples), so the run time is unknown"]
        for r in out.reasons:
            r.append(text)
    elif p.cnn and p.run_samples > 0 and not p.flops_per_sample:
        text = E._texts()["the model's compute per sample is not known, so its speed cannot be estimated: enter its GFLOPs per sample (Model tab)"]
        for r in out.reasons:
            r.append(text)
    bott = np.where((n > 1) & (scale <= 0.5 + 1e-9) & pcie, 4, bott)  # interconnect
    if p.shape.family == "vision_transformer" and not p.cnn and p.run_samples and p.run_flops:
        thr = rate / (p.run_flops / p.run_samples)  # estimate._training: a vision transformer's images/s
        out.unit = "images/s"
    elif p.llm or (p.shape.is_transformer and p.seq):
        if p.run_tokens and p.run_flops:
            thr = rate / (p.run_flops / p.run_tokens)
        else:
            thr = rate / C.train_flops_per_token(p.shape, p.seq or 512, kind=p.kind, recompute=p.recompute)
        out.unit = "tokens/s"
    else:
        if per_sample_s is not None:
            with np.errstate(over="ignore"):  # a vanishing time or work per sample: inf, as Python's x / y
                inv = 1.0 / np.where(per_sample_s != 0, per_sample_s, 1.0)
                thr = np.where(per_sample_s != 0, inv, rate / (3.0 * p.flops_per_sample if p.flops_per_sample else 1.0))
        else:
            thr = rate / (3.0 * p.flops_per_sample if p.flops_per_sample else 1.0)
        out.unit = "images/s" if p.shape.family in ("vision_cnn", "detector", "vision_transformer", "diffusion") else "samples/s"
    out.throughput = thr
    if seconds is not None:
        hours = seconds / 3600.0
        out.hours = hours
        busy = p.runs_per_month * hours
    else:
        busy = np.zeros(size)
    if p.always_on:
        busy = np.full(size, HOURS_PER_MONTH)
    out.busy = np.minimum(busy, 1e9)
    bott = np.where(fits, bott, 5)  # memory capacity
    out.bottleneck = _TRAIN_BOTTLENECKS[bott].tolist()


# -- LLM inference ----------------------------------------------------------------------------


def _placements(p: Profile, cfg: _Configs, links: list[str], n: np.ndarray | None = None):
    memo: dict[tuple, tuple[int, int]] = {}
    tp = np.empty(len(links), dtype=np.int64)
    split = np.empty(len(links), dtype=np.int64)
    for i, (k, link) in enumerate(zip((cfg.n if n is None else n).tolist(), links)):
        key = (k, link)
        v = memo.get(key)
        if v is None:
            v = memo[key] = E._placement(p, k, link)
        tp[i], split[i] = v
    return tp, split


def _llm_placement(p: Profile, cfg: _Configs, pcie_gb_s: float, group: int | None = None) -> tuple:
    """(links, tensor-parallel degree, layer split, all-reduce latency per call, all-reduce seconds per
    byte, scaling efficiency of the tensor-parallel group and of the layer split) of every
    configuration: what engine.estimate.infer_rates takes from the placement, which depends only on
    the model's attention heads and the runtime (kept on the configurations for the next workload).
    ``group``: a copy of the model on that many devices of every configuration (an offline batch's
    data-parallel copies, engine.estimate.batch_groups), not on all of them."""
    shape = p.shape
    key = (p.family == "llama_cpp", shape.is_transformer, shape.heads, shape.kv_heads, pcie_gb_s, group)
    memo = cfg.__dict__.setdefault("_llm_placements", {})
    hit = memo.get(key)
    if hit is None:
        n = cfg.n if group is None else np.full(len(cfg.n), group, dtype=np.int64)
        links = [link if k > 1 else "single" for link, k in zip(cfg.links, n.tolist())]
        tp, split = _placements(p, cfg, links, n)
        ar = np.array([C.allreduce_latency_s(link, t) for link, t in zip(links, tp.tolist())])
        per_byte = np.array([C.allreduce_s_per_byte(t, C.link_bytes_s(a, link, pcie_gb_s)) if t > 1 else 0.0
                             for a, link, t in zip(cfg.accs, links, tp.tolist())])
        hit = memo[key] = (links, tp, split, ar, per_byte, _scaling(links, tp), _scaling(links, split))
    return hit


def _llm_inference(p: Profile, cfg: _Configs, out: EstimateArrays) -> None:
    kind = p.kind
    if p.expert_offload:
        out.handled[:] = False  # the scalar path (host-RAM experts)
        return
    eff = p.eff
    n = cfg.n
    fam = p.family
    pcie_gb_s = eff.get("offload_pcie_gb_s") * 1000.0
    links, tp, split, ar, per_byte, tp_scale, split_scale = _llm_placement(p, cfg, pcie_gb_s)
    apple_r = eff.get("apple_tflops_per_gbs") / 10.0
    if fam == "llama_cpp":
        peak = cfg.peak(("llama_cpp", p.fmt_quantized, apple_r), lambda a: C.llama_cpp_peak(a, p.fmt_quantized, apple_r))
    else:
        def dev_peaks(q: str) -> np.ndarray:
            def dev_peak(a):
                prec = "fp8" if (p.fmt_key == "fp8" and fam == "serving" and a.fp8_tflops) else q
                return C.peak_tflops(a, prec, apple_r)
            return cfg.peak(("infer", q, p.fmt_key, fam, apple_r), dev_peak)
        peak = _at_precision(p, out, dev_peaks)
    e_pre = cfg.per_seg(lambda s: eff.lookup(f"prefill.{fam}.{s}")[0], cfg.classes)
    e_bw = cfg.per_seg(lambda s: eff.lookup(f"decode_bw.{fam}.{s}")[0], cfg.classes)
    quant_ms = eff.get(f"decode_layer_ms_quant.{fam}") if p.fmt_quantized else 0.0
    layer_ms = cfg.per_seg(lambda s: eff.lookup(f"decode_layer_ms.{fam}.{s}")[0] + quant_ms, cfg.classes)
    layers = p.shape.layers

    def rates(links, tp, split, ar, per_byte, tp_scale, split_scale):
        """engine.estimate.infer_rates of every configuration for one placement."""
        overhead = layers * layer_ms / 1000.0
        multi = tp > 1
        overhead = overhead + np.where(multi, 2.0 * layers * ar, 0.0)
        # each token's hidden vector through two all-reduces per layer (infer_rates: the same product)
        comm = np.where(multi, 2.0 * layers * p.shape.hidden * p.act_b * per_byte, 0.0)
        overhead = overhead + np.where(~multi & (split > 1), (split - 1) * 30e-6, 0.0)
        flops = np.where(multi, tp * peak * 1e12 * e_pre * tp_scale,
                         peak * 1e12 * e_pre * np.where(split > 1, split * split_scale, 1.0))
        bandwidth = np.where(multi, tp * cfg.bw * e_bw, cfg.bw * e_bw)
        pre_bw = bandwidth * np.maximum(1, split)
        return flops, bandwidth, overhead, pre_bw, comm

    if kind == "llm_serving" or (kind == "realtime_inference" and p.rps):
        # an LLM service under load: continuous batching (engine.vector_serving)
        from .vector_serving import llm_service

        flops, bandwidth, overhead, pre_bw, comm = rates(links, tp, split, ar, per_byte, tp_scale, split_scale)
        llm_service(p, cfg, out, links=links, tp=tp, split=split, flops=flops, bandwidth=bandwidth,
                    overhead=overhead, pre_bw=pre_bw, comm=comm)
        return

    b = float(max(1, p.micro_batch if p.kind == "batch_inference" else p.concurrency))  # as estimate's batch path

    def one_copy(tp, split, flops, bandwidth, overhead, pre_bw, comm) -> tuple:
        """(memory, its limit, fits, prefill, decode step, latency, tokens/s, bound) of one copy of
        the model on the placement (tp, split): engine.estimate._llm_inference's batch path."""
        return _llm_copy(p, cfg, out, b, tp, split, flops, bandwidth, overhead, pre_bw, comm)

    if kind == "batch_inference" and int(n.max(initial=1)) > 1:
        # an offline batch: the copy of the model that, with the copies beside it, puts the most
        # tokens through (engine.estimate._llm_batch: the same groups, order and rule)
        rows_groups = [E.batch_groups(p, k) for k in n.tolist()]
        best_tok = np.full(len(n), -1.0)
        chosen: tuple | None = None
        group = np.array(n, dtype=np.int64)
        for g in sorted({g for gs in rows_groups for g in gs}):
            rows = np.array([g in gs for gs in rows_groups])
            plc = _llm_placement(p, cfg, pcie_gb_s, g)
            res = one_copy(plc[1], plc[2], *rates(*plc))
            copies = n // g
            better = rows & res[2] & ((best_tok < 0) | (res[6] * copies > best_tok * (1.0 + E.BATCH_GROUP_GAIN)))
            if not better.any():
                continue
            best_tok = np.where(better, res[6] * copies, best_tok)
            group = np.where(better, g, group)
            chosen = res if chosen is None else tuple(np.where(better, x, y) for x, y in zip(res, chosen))
        full = one_copy(tp, split, *rates(links, tp, split, ar, per_byte, tp_scale, split_scale))
        if chosen is None:
            chosen = full
        else:
            none = best_tok < 0  # no group fits: one copy over all the devices
            chosen = tuple(np.where(none, x, y) for x, y in zip(full, chosen))
        copies = n // group
    else:
        chosen = one_copy(tp, split, *rates(links, tp, split, ar, per_byte, tp_scale, split_scale))
        copies = np.ones(len(n), dtype=np.int64)
    total, limit, fits, t_pre, t_step, lat, tokens_s, bound = chosen
    tokens_s = tokens_s * copies
    out.mem_total, out.limit, out.fits = total, limit, fits
    _need_reasons(out, p, total, fits)
    size = len(n)
    if kind == "batch_inference":
        samples = p.samples_per_run or 0.0
        if samples:
            hours = samples / b * lat / 3600.0 / copies
            out.hours = hours
            out.busy = p.runs_per_month * hours
        else:
            out.busy = np.zeros(size)
    else:
        out.busy = np.full(size, HOURS_PER_MONTH if p.always_on else 0.0)
        if p.latency_target_s:
            for i in np.flatnonzero(lat > p.latency_target_s).tolist():
                out.reasons[i].append(E._latency_msg(float(lat[i]), p.latency_target_s))
    if kind == "realtime_inference":
        out.throughput = np.where(lat > 0, b / np.where(lat > 0, lat, 1.0), 0.0)
        out.unit = "requests/s"
    else:
        out.throughput = tokens_s
        out.unit = "tokens/s"
    out.latency_ms = lat * 1000.0
    out.ttft_ms = t_pre * 1000.0
    out.tpot_ms = t_step * 1000.0
    out.bottleneck = np.where(fits, bound, "memory capacity").tolist()


def _llm_copy(p: Profile, cfg: _Configs, out: EstimateArrays, b: float, tp, split, flops, bandwidth, overhead,
              pre_bw, comm) -> tuple:
    """_llm_inference's one copy of the model at ``b`` sequences on the placement (tp, split)."""
    eff = p.eff
    fam = p.family
    n = cfg.n
    shape = p.shape
    kv_tok = M.kv_bytes_per_token(shape, p.kv_b, 1)
    prompt, outp = p.prompt, p.output
    mean_ctx = shape.kv_tokens_effective(prompt + outp / 2.0)
    flops_tok = C.forward_flops_per_token(shape, mean_ctx)
    # memory (engine.estimate.inference_memory) at b sequences
    kv_memo: dict[int, float] = {}
    kv = np.empty(len(n))
    for i, t in enumerate(tp.tolist()):
        v = kv_memo.get(t)
        if v is None:
            v = kv_memo[t] = M.kv_cache_bytes(shape, sequences=b, tokens_per_seq=prompt + outp, kv_bytes=p.kv_b, tp=t)
        kv[i] = v
    prefill_tokens = prompt * (1 if fam == "serving" else b)
    if fam == "llama_cpp":
        chunk = min(prefill_tokens, 512.0)
        act = np.full(len(n), chunk * p.infer_act_per_token + chunk * shape.vocab * 4.0)
    elif fam == "serving":
        chunk = min(8192.0, max(prefill_tokens, 1.0))
        act = chunk * p.infer_act_per_token / tp + b * shape.vocab * 4.0
    elif fam == "eager":
        act = prefill_tokens * p.infer_act_per_token / tp + prefill_tokens * shape.vocab * p.act_b / tp + b * shape.vocab * 4.0
    else:
        act = prefill_tokens * p.infer_act_per_token / tp + b * shape.vocab * 4.0
    total = p.weight_bytes / (tp * split) + kv / split + act + p.dequant_scratch + E._overhead(p) + _context(p, cfg)
    usable = out.usable
    if fam == "serving":
        limit = usable * eff.get("serving_reserve")
        fits = total <= limit
    else:
        limit = usable * (1.0 - p.margin)
        fits = total <= usable
    # decode step and prefill (engine.inference.decode_step_s / prefill_s)
    touched = experts_touched(shape, b) if p.stream_expert_bytes > 0 else 1.0
    step_bytes = p.stream_dense_bytes + p.stream_expert_bytes * touched + b * mean_ctx * kv_tok
    t_mem = step_bytes / bandwidth
    t_cmp = b * flops_tok / flops
    compute_bound = t_cmp > t_mem
    t_step = np.where(compute_bound, t_cmp, t_mem) + overhead + b * comm
    bound = np.where(compute_bound, "compute", "memory bandwidth")
    tokens = prompt * b
    if tokens <= 0:
        t_pre = np.zeros(len(n))
    else:
        t_pre = np.maximum(E.prompt_flops(p, prompt, b) / flops, p.weight_bytes / pre_bw) + tokens * comm
    lat = t_pre + outp * t_step
    if outp > 0:
        tokens_s = np.where(lat > 0, b * outp / np.where(lat > 0, lat, 1.0), 0.0)
    else:
        tokens_s = np.where(t_pre > 0, b * prompt / np.where(t_pre > 0, t_pre, 1.0), 0.0)
    return total, limit, fits, t_pre, t_step, lat, tokens_s, bound


# -- other inference --------------------------------------------------------------------------


def _other_inference(p: Profile, cfg: _Configs, out: EstimateArrays) -> None:
    from . import queueing as Q

    eff = p.eff
    n = cfg.n
    apple_r = eff.get("apple_tflops_per_gbs") / 10.0
    peak = _at_precision(p, out, lambda q: cfg.peak(("train", q, apple_r), lambda a: C.peak_tflops(a, q, apple_r)))
    e_c = cfg.per_seg(lambda s: eff.lookup(f"prefill.{p.family}.{s}")[0])
    e_bw = cfg.per_seg(lambda s: eff.lookup(f"decode_bw.{p.family}.{s}")[0])
    per_request = float(max(1, p.micro_batch)) if p.kind == "realtime_inference" else 1.0
    b = float(max(1, p.micro_batch)) if p.kind == "batch_inference" else float(max(1, p.concurrency)) * per_request
    fl = p.flops_per_sample
    bp = b * p.pass_batch  # estimate._other_inference: the inputs of one forward pass
    t_c = bp * fl / (peak * 1e12 * e_c)
    t_m = (p.weight_bytes + (bp * fl * p.cnn_bytes_per_flop / 3.0 if p.cnn else 0.0)) / (cfg.bw * e_bw)
    if p.cnn:
        t_cpu = np.full(len(n), eff.get(f"cnn_step_ms.{p.family}") * 100.0 / 3.0 / 1000.0)
    else:
        t_cpu = p.shape.layers * cfg.per_seg(lambda s: eff.get(f"decode_layer_ms.{p.family}.{s}")) / 1000.0
    t = p.passes * np.maximum(np.maximum(t_c, t_m), t_cpu)
    bound = np.where(t_c >= t_m, "compute", "memory bandwidth").astype(object)
    bound = np.where(t_cpu > np.maximum(t_c, t_m), "kernel launches (small batch)", bound)
    if p.dec_steps > 0:  # estimate._other_inference: a speech recogniser's decoder, a step per token
        d_c = bp * 2.0 * p.dec_params / (peak * 1e12 * e_c)
        d_m = p.dec_weight_bytes / (cfg.bw * e_bw)
        d_cpu = p.dec_layers * cfg.per_seg(lambda s: eff.get(f"decode_layer_ms.{p.family}.{s}")) / 1000.0
        t_dec = np.maximum(np.maximum(d_c, d_m), d_cpu)
        d_bound = np.where(d_c >= d_m, "compute", "memory bandwidth").astype(object)
        d_bound = np.where(d_cpu > np.maximum(d_c, d_m), "kernel launches (small batch)", d_bound)
        bound = np.where(p.dec_steps * t_dec > t, d_bound, bound)
        t = t + p.dec_steps * t_dec
    links = [link if k > 1 else "single" for link, k in zip(cfg.links, n.tolist())]
    scale = _scaling(links, n)
    per_s = n * scale * b / t
    if p.kind == "realtime_inference":
        per_s = per_s / per_request
    act = bp * (p.infer_act_per_input if p.cnn else p.infer_act_per_token * max(1, p.seq or 128))
    act = act + bp * p.dec_kv_per_token * (max(1, p.seq or 128) + p.dec_steps)  # a speech decoder's keys/values
    total = p.weight_bytes + act + E._overhead(p) + _context(p, cfg)
    usable = out.usable
    fits = total <= usable
    out.mem_total, out.limit, out.fits = total, usable * (1.0 - p.margin), fits
    if fl <= 0:  # estimate._other_inference: no FLOPs, no speed
        text = E._texts()["the model's compute per sample is not known, so its speed cannot be estimated: enter its GFLOPs per sample (Model tab)"]
        for r in out.reasons:
            r.append(text)
    _need_reasons(out, p, total, fits)
    out.unit = "images/s" if p.shape.family in ("vision_cnn", "detector", "vision_transformer", "diffusion") else "samples/s"
    if p.kind == "realtime_inference":
        out.unit = "requests/s"
    out.throughput = per_s
    out.latency_ms = t * 1000.0
    size = len(n)
    if p.kind == "batch_inference":
        if p.samples_per_run:
            hours = p.samples_per_run / per_s / 3600.0
            out.hours = hours
            out.busy = p.runs_per_month * hours
    else:
        out.busy = np.full(size, HOURS_PER_MONTH)
        if p.rps:
            slots = max(1, p.concurrency)
            asked = per_s > 0
            reps, lat_p = replicas_many(p.rps, np.where(asked, per_s, 0.0), slots, t, percentile=p.percentile,
                                        target_s=p.latency_target_s, max_util=p.max_util, cs2=Q.CS2_FIXED)
            out.devices = np.where(asked & (reps > 0), reps * n, 0)
            out.latency_pct_ms = np.where(asked & np.isfinite(lat_p), lat_p * 1000.0, np.nan)
        if p.latency_target_s:
            for i in np.flatnonzero(t > p.latency_target_s).tolist():
                out.reasons[i].append(E._latency_msg(float(t[i]), p.latency_target_s))
            if p.kind == "realtime_inference":  # estimate._other_inference: no capacity within a missed target
                out.throughput = np.where(t > p.latency_target_s, 0.0, per_s)
    out.bottleneck = np.where(fits, bound, "memory capacity").tolist()


# -- options: prices and fixed facts of every option of a list, as columns ---------------------


class OptionTable:
    """What does not depend on the workload, for every option of an options list (built once per
    list): its configuration's index in ``configs``, owned/rented, provider, published prices,
    the owned machine's purchase price and power, and the key of its compatibility verdict."""

    def __init__(self, options, configs: tuple, config_index: dict) -> None:
        from .options import MARKETPLACES

        self.options = options
        self.configs = configs
        size = len(options)
        self.size = size
        self.cfg = np.empty(size, dtype=np.int64)
        self.owned = np.zeros(size, dtype=bool)
        self.machine = np.zeros(size, dtype=bool)
        self.has_rate = np.zeros(size, dtype=bool)
        self.edge = np.zeros(size, dtype=bool)
        self.taiwan = np.zeros(size, dtype=bool)  # HardwareOption.in_taiwan
        self.vendor = np.array([o.accelerator.vendor or "" for o in options], dtype=object)  # Accelerator.vendor
        self.count = np.zeros(size, dtype=np.int64)
        self.nodes = np.ones(size, dtype=np.int64)
        self.instances = np.ones(size)  # machines one job needs at once (cost.CloudRate.instances)
        self.providers: list[str | None] = []
        self.marketplace = np.zeros(size, dtype=bool)
        self.od = np.full(size, _NAN)
        self.spot = np.full(size, _NAN)
        self.d1 = np.full(size, _NAN)
        self.d3 = np.full(size, _NAN)
        self.commit = np.zeros(size, dtype=bool)
        self.c0 = np.zeros(size)
        self.busy_w = np.zeros(size)
        self.idle_w = np.zeros(size)
        self.peak_w = np.zeros(size)  # one owned machine's peak draw (engine.power)
        self.segments: list[str] = []
        self.compat_keys: list[tuple] = []
        for i, opt in enumerate(options):
            hw = opt.hw
            hk = (hw.accelerator.name, hw.count, hw.link, hw.memory_gb_per_device, hw.nodes, hw.node_gbps)
            self.cfg[i] = config_index[hk]
            self.owned[i] = opt.owned
            self.machine[i] = opt.machine is not None
            self.edge[i] = bool(opt.edge_capable)
            self.taiwan[i] = opt.in_taiwan
            self.count[i] = opt.gpu_count
            self.nodes[i] = hw.nodes
            self.providers.append(opt.provider)
            self.marketplace[i] = opt.provider is not None and opt.provider in MARKETPLACES
            rate = opt.rate
            if rate is not None:
                self.has_rate[i] = True
                if rate.on_demand_usd_hour is not None:
                    self.od[i] = rate.on_demand_usd_hour
                if rate.spot_usd_hour is not None:
                    self.spot[i] = rate.spot_usd_hour
                if rate.reserved_1y_discount is not None:
                    self.d1[i] = rate.reserved_1y_discount
                if rate.reserved_3y_discount is not None:
                    self.d3[i] = rate.reserved_3y_discount
                self.commit[i] = bool(rate.commitments)
                self.instances[i] = max(1, rate.instances)
            m = opt.machine
            acc = opt.accelerator
            self.segments.append(m.segment if m is not None else acc.segment)
            if m is not None:
                self.c0[i] = m.purchase_usd
                self.busy_w[i] = m.busy_power_w
                self.idle_w[i] = m.idle_power_w
                tdp, count, host, _share = owned_parts(acc, hw.count, m.busy_power_w)  # OptionResult.power
                self.peak_w[i] = tdp * count + host
            self.compat_keys.append(_compat_key(opt))
        # the compatibility keys as codes: option i has key compat_unique[compat_code[i]], whose
        # first option is compat_first[code]
        codes: dict[tuple, int] = {}
        self.compat_code = np.empty(size, dtype=np.int64)
        self.compat_first: list[int] = []
        for i, key in enumerate(self.compat_keys):
            code = codes.get(key)
            if code is None:
                code = codes[key] = len(self.compat_first)
                self.compat_first.append(i)
            self.compat_code[i] = code
        self.count_list: list[int] = self.count.tolist()
        self.key_index: dict[str, int] = {}
        for i, opt in enumerate(options):
            self.key_index.setdefault(opt.key, i)
        self.provider_codes = {}
        for i, prov in enumerate(self.providers):
            self.provider_codes.setdefault(prov, []).append(i)


def _compat_key(opt) -> tuple:
    """Options with the same key get the same compatibility verdict (engine.compat.check: only
    VDI/vGPU cloud slices differ from the owned machine's entry)."""
    from . import compat

    offer = opt.offer
    if offer is not None:
        data = compat._data()
        if data.is_vdi(offer.provider, offer.instance_type):
            return (opt.accelerator.name, offer.provider, offer.instance_type)
    return (opt.accelerator.name, None, None)


_TABLES: dict[int, tuple[object, OptionTable]] = {}


def option_table(options, configs: tuple, config_index: dict) -> OptionTable:
    hit = _TABLES.get(id(options))
    if hit is not None and hit[0] is options and hit[1].size == len(options):
        return hit[1]
    tab = OptionTable(options, configs, config_index)
    if len(_TABLES) > 8:
        _TABLES.clear()
    _TABLES[id(options)] = (options, tab)
    return tab


#: billing modes in engine.cost.MODES order (ties go to the first, as cloud_cheapest_monthly)
_CLOUD_MODES = ("on_demand", "spot", "spot_with_fallback", "reserved_1y", "reserved_3y")
_CLOUD_MODE_NAMES = np.array([*_CLOUD_MODES, ""], dtype=object)  # by code; the last: none can be bought


def _cloud_columns(tab: OptionTable, a) -> tuple:
    """The per-option columns of cloud_cheapest_many that do not depend on the workload, over the
    whole table (kept on it per the assumptions they read): (on-demand rate, the spot listing's or
    the on-demand rate, spot interruptions per hour, on-demand listed, spot listed, a month of a
    1-year and of a 3-year commitment before its commitment factor)."""
    key = (a.reserved_discount_1y, a.reserved_discount_3y, a.spot_interruptions_per_hour)
    memo = tab.__dict__.setdefault("_cloud_columns", {})
    hit = memo.get(key)
    if hit is None:
        od_raw, spot_raw = tab.od, tab.spot
        missing_od = np.isnan(od_raw)
        od = np.where(missing_od, spot_raw, od_raw)
        spot = np.where(np.isnan(spot_raw), od, spot_raw)
        d1 = np.where(np.isnan(tab.d1), a.reserved_discount_1y, tab.d1)
        d3 = np.where(np.isnan(tab.d3), a.reserved_discount_3y, tab.d3)
        lam = a.spot_interruptions_per_hour * tab.instances
        # a commitment is offered at a published discount, or at the document's own (cost.commitment_priced)
        priced1 = ~np.isnan(tab.d1) | (a.reserved_discount_1y > 0.0)
        priced3 = ~np.isnan(tab.d3) | (a.reserved_discount_3y > 0.0)
        hit = (od, spot, lam, ~missing_od, ~np.isnan(spot_raw),
               HOURS_PER_MONTH * od * (1.0 - d1), HOURS_PER_MONTH * od * (1.0 - d3), priced1, priced3)
        for col in hit:
            col.flags.writeable = False
        if len(memo) > 8:
            memo.clear()
        memo[key] = hit
    return hit


def cloud_cheapest_many(tab: OptionTable, rows: np.ndarray, hours_per_run, runs, always_on, deadline,
                        interruptible: bool, a, horizon_years: float | None = None) -> tuple[list[str], np.ndarray]:
    """engine.cost.cloud_cheapest_monthly for the options ``rows`` at once (usage columns given
    per row; ``deadline`` NaN = none; ``horizon_years`` as Usage.horizon_years): (mode per row, "" when
    none can be bought, as an object array of str; monthly USD)."""
    from .cost import SPOT_MAX_LOSS_SHARE, commitment_factor

    od_t, spot_t_, lam_t, has_od_t, listed_t, month1_t, month3_t, priced1_t, priced3_t = _cloud_columns(tab, a)
    od, spot = od_t[rows], spot_t_[rows]
    o1 = 1.0 + a.cloud_overhead
    hours = np.where(always_on, HOURS_PER_MONTH, hours_per_run * runs)
    eff_runs = np.where(always_on, 0.0, runs)
    setup_h = eff_runs * a.setup_hours_per_run
    loss = np.where(always_on, a.setup_hours_per_run, a.setup_hours_per_run + a.checkpoint_interval_h / 2.0)
    lam = lam_t[rows]  # cost.interruption_rate
    extra_h = hours * lam * loss
    on_demand = (hours + setup_h) * od * o1
    spot_t = (hours + setup_h + extra_h) * spot * o1
    has_od = has_od_t[rows]
    has_spot = listed_t[rows] & interruptible & (lam * loss <= SPOT_MAX_LOSS_SHARE)  # cost.spot_workable
    commit = tab.commit[rows]
    ok_od = has_od
    ok_spot = has_spot
    ok_fb = has_spot & has_od
    ok_res1 = has_od & commit & priced1_t[rows]
    ok_res3 = has_od & commit & priced3_t[rows]
    has_deadline = ~np.isnan(deadline)
    wall = hours_per_run * (1.0 + lam * loss) + a.setup_hours_per_run
    tight = ~always_on & has_deadline & (wall > np.where(has_deadline, deadline, np.inf))
    use_fb = (tight | always_on) & ok_fb
    f = a.spot_fallback_share
    spot_total = np.where(use_fb, (1.0 - f) * spot_t + f * on_demand, spot_t)
    overflow = np.maximum(0.0, hours + setup_h - HOURS_PER_MONTH) * od
    r1 = (month1_t[rows] * commitment_factor("reserved_1y", horizon_years) + overflow) * o1
    r3 = (month3_t[rows] * commitment_factor("reserved_3y", horizon_years) + overflow) * o1
    inf = np.inf
    stack = np.vstack([
        np.where(ok_od, on_demand, inf),
        np.where(ok_spot & ~use_fb, spot_total, inf),
        np.where(use_fb, spot_total, inf),
        np.where(ok_res1, r1, inf),
        np.where(ok_res3, r3, inf),
    ])
    # a mode not available is out even if its figure is NaN
    stack = np.where(np.isnan(stack), inf, stack)
    best = np.argmin(stack, axis=0)
    total = stack[best, np.arange(len(rows))]
    any_ok = ok_od | ok_spot | ok_res1 | ok_res3
    modes = _CLOUD_MODE_NAMES[np.where(any_ok, best, len(_CLOUD_MODES))]
    return modes, np.where(any_ok, total, inf)


def owned_total_many(tab: OptionTable, rows: np.ndarray, busy_h: np.ndarray, a,
                     energy_share: np.ndarray | None = None) -> np.ndarray:
    """engine.cost.owned_monthly(...).total for the owned options ``rows`` (USD a month, one machine);
    ``energy_share`` per row: Usage.energy_share (None: 1, busy power all the busy hours)."""
    from .cost import _usd_per_kwh

    # the shares per distinct segment (the segments' codes kept on the table)
    seg_codes = tab.__dict__.get("_seg_codes")
    if seg_codes is None:
        index: dict[str, int] = {}
        codes = np.array([index.setdefault(s, len(index)) for s in tab.segments], dtype=np.int64)
        seg_codes = tab.__dict__["_seg_codes"] = (list(index), codes)
    names, codes = seg_codes
    rv_s = tuple(a.resale_share(s) for s in names)
    sup_s = tuple(a.support_share(s) for s in names)
    life = a.useful_life_months
    kwh_cost = a.pue * _usd_per_kwh(a) / 1000.0
    # what does not depend on the usage, over the whole table (kept on it per the assumptions read)
    key = (rv_s, sup_s, life, a.cost_of_capital, a.colocation_usd_per_kw_month, a.staff_hours_per_server_month,
           a.staff_rate_twd_per_hour, a.usd_to_twd)
    memo = tab.__dict__.setdefault("_owned_fixed", {})
    fixed_t = memo.get(key)
    if fixed_t is None:
        c0 = tab.c0
        rv = np.array(rv_s, dtype=float)[codes] if len(c0) else np.zeros(0)
        sup = np.array(sup_s, dtype=float)[codes] if len(c0) else np.zeros(0)
        fixed_t = (c0 * (1.0 - rv) / life + c0 * a.cost_of_capital / 12.0 + c0 * sup / 12.0
                   + a.colocation_usd_per_kw_month * tab.busy_w / 1000.0
                   + a.staff_hours_per_server_month * a.staff_rate_twd_per_hour / a.usd_to_twd)
        fixed_t.flags.writeable = False
        if len(memo) > 8:
            memo.clear()
        memo[key] = fixed_t
    busy_w = tab.busy_w[rows]
    busy_e = busy_h if energy_share is None else busy_h * energy_share  # hours at busy power
    energy = busy_e * busy_w * kwh_cost + (HOURS_PER_MONTH - busy_e) * tab.idle_w[rows] * kwh_cost
    return fixed_t[rows] + energy


# -- queueing (engine.queueing) over many options ----------------------------------------------


def _pooled_quantile_many(rate: float, n: np.ndarray, capacity: np.ndarray, slots: int, service_s: np.ndarray,
                          percentile: float, cs2: float) -> np.ndarray:
    """engine.queueing.pooled_quantile element-wise: ``n`` replicas (per element) in one queue of
    ``n x slots`` servers (the Erlang C of engine.vector_serving, per element's server count)."""
    from .vector_serving import _erlang_c

    slots = max(1, int(slots))
    cap = n * capacity
    c = n * slots
    saturated = rate >= cap
    mu = cap / c
    tail = 1.0 - min(max(percentile, 0.0), 0.9999)
    a = np.where(saturated, 0.0, rate / mu)
    c_f = c.astype(float)
    c_wait = _erlang_c(c_f, a, ~saturated)
    room = np.where(saturated, 1.0, cap - rate)
    with np.errstate(divide="ignore"):
        waited = service_s + np.log(np.where(c_wait > tail, c_wait, 1.0) / tail) * (1.0 + cs2) / 2.0 / room
    out = np.where(c_wait <= tail, service_s, waited)
    return np.where(saturated, np.inf, out)


def replicas_many(rate: float, capacity: np.ndarray, slots: int, service_s: np.ndarray, *, percentile: float,
                  target_s: float | None, max_util: float, cs2: float) -> tuple[np.ndarray, np.ndarray]:
    """engine.queueing.replicas_needed for many options at once: (replicas, 0 where the target
    cannot be met; the percentile response time there)."""
    from .queueing import MAX_REPLICAS

    size = len(capacity)
    reps = np.zeros(size, dtype=np.int64)
    lat = np.full(size, np.inf)
    pos = capacity > 0.0
    if rate <= 0.0:
        reps[pos] = 1
        lat[pos] = service_s[pos]
        return reps, lat
    cap = np.where(pos, capacity, 1.0)
    k = np.maximum(1, np.ceil(rate / (cap * max_util) - 1e-12)).astype(np.int64)

    def quantile(n: np.ndarray) -> np.ndarray:  # the replicas behind one load balancer (engine.queueing)
        return _pooled_quantile_many(rate, n, cap, slots, service_s, percentile, cs2)

    if target_s is None:
        reps = np.where(pos, k, 0)
        lat = np.where(pos, quantile(k), np.inf)
        return reps, lat
    active = pos & ~(service_s > target_s)
    lat = np.where(pos & (service_s > target_s), service_s, lat)
    hi = k.copy()
    failed = np.zeros(size, dtype=bool)
    while True:
        bad = active & ~failed & ~(quantile(hi) <= target_s)
        if not bad.any():
            break
        failed |= bad & (hi >= MAX_REPLICAS)
        hi = np.where(bad & ~failed, np.minimum(MAX_REPLICAS, hi * 2), hi)
    lo = np.maximum(k - 1, np.where(hi > k, hi // 2, k - 1))
    go = active & ~failed
    while True:
        step = go & (hi - lo > 1)
        if not step.any():
            break
        mid = (lo + hi) // 2
        ok = quantile(np.where(step, mid, hi)) <= target_s
        hi = np.where(step & ok, mid, hi)
        lo = np.where(step & ~ok, mid, lo)
    reps = np.where(go, hi, 0)
    lat = np.where(go, quantile(hi), lat)
    return reps, lat
