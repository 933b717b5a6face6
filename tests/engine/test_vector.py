"""The array path (engine.vector) against the scalar reference (engine.estimate.estimate_profile):
the same figures for every catalog option of every example workload and of every calibration row
(to 1e-9 relative)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions
from gpuadvisor.engine import vector
from gpuadvisor.engine.calibration import Calibrator, SkipRow, read_rows
from gpuadvisor.engine.estimate import estimate_profile, prepare
from gpuadvisor.engine.options import build_options
from gpuadvisor.persistence import load_project

ROOT = Path(__file__).resolve().parents[2]
CAL = ROOT.parent / "shared" / "reference" / "calibration.csv"
if not CAL.exists():
    CAL = ROOT / "tests" / "calibration" / "calibration.csv"

FIELDS = ("time_per_run_h", "throughput", "latency_ms", "ttft_ms", "tpot_ms", "busy_hours_per_month", "latency_pct_ms")


def _close(a, b) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b), 1e-300)


def assert_same(vec, ref, where: str) -> None:
    vm, rm = vec.memory, ref.memory
    assert _close(vm.total, rm.total), (where, "memory", vm.total, rm.total)
    assert _close(vm.usable, rm.usable), (where, "usable")
    assert _close(vm.safe_limit, rm.safe_limit), (where, "limit", vm.safe_limit, rm.safe_limit)
    assert vm.fits == rm.fits and vm.tight == rm.tight, (where, "fits")
    for f in FIELDS:
        assert _close(getattr(vec, f), getattr(ref, f)), (where, f, getattr(vec, f), getattr(ref, f))
    assert vec.devices_needed == ref.devices_needed, (where, "devices", vec.devices_needed, ref.devices_needed)
    assert vec.throughput_unit == ref.throughput_unit, where
    assert vec.bottleneck == ref.bottleneck, (where, vec.bottleneck, ref.bottleneck)
    assert vec.reasons == ref.reasons, (where, vec.reasons, ref.reasons)
    # the detail a user opens is the reference's
    assert vec.steps == ref.steps, where
    assert vm.items == rm.items, where


def _configs(catalog) -> tuple:
    """Every distinct hardware configuration of the catalog's options."""
    seen: dict = {}
    for o in build_options(catalog):
        h = o.hw
        seen.setdefault((h.accelerator.name, h.count, h.link, h.memory_gb_per_device, h.nodes, h.node_gbps), h)
    return tuple(seen.values())


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _workloads():
    out = []
    for path in sorted((ROOT / "resources" / "examples").glob("*.gpuadv")):
        doc = load_project(path)
        for p in doc.projects:
            for w in p.workloads:
                out.append((f"{path.stem}:{w.name}", w, doc.assumptions))
    return out


@pytest.mark.parametrize("name,workload,assumptions", _workloads(), ids=lambda x: x if isinstance(x, str) else "")
def test_every_catalog_option_of_the_examples(catalog, name, workload, assumptions):
    hws = _configs(catalog)
    prof = prepare(workload, assumptions)
    arrays = vector.estimate_many(prof, hws)
    covered = 0
    for i, hw in enumerate(hws):
        assert_same(arrays.estimate(i), estimate_profile(prof, hw), f"{name} on {hw.accelerator.name} x{hw.count}")
        covered += bool(arrays.handled[i])
    if workload.kind != "llm_serving":
        assert covered == len(hws)  # the examples' jobs are all on the array path


def test_generated_workloads_of_every_kind(catalog):
    """Every workload kind over catalog models: the array path covers them and agrees."""
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_advise import generated_project

    doc = generated_project(21)
    hws = _configs(catalog)
    for p in doc.projects:
        for w in p.workloads:
            prof = prepare(w, doc.assumptions)
            arrays = vector.estimate_many(prof, hws)
            for i, hw in enumerate(hws):
                assert_same(arrays.estimate(i), estimate_profile(prof, hw), f"{w.name} {w.kind} on {hw.accelerator.name} x{hw.count}")


def test_every_calibration_row(catalog):
    cal = Calibrator(catalog)
    checked = 0
    for row in read_rows(CAL):
        try:
            w, hw, ctx = cal.build(row)
        except SkipRow:
            continue
        except Exception:  # noqa: BLE001 - rows the calibrator skips for other reasons
            continue
        prof = prepare(w, cal.assumptions, runtime=ctx["runtime"], weight_format=ctx["weight_format"], flags=ctx["flags"])
        arrays = vector.estimate_many(prof, (hw,))
        assert_same(arrays.estimate(0), estimate_profile(prof, hw), row["id"])
        checked += bool(arrays.handled[0])
    assert checked >= 150


def _same_advice(va, sa, where: str) -> None:
    assert va.error == sa.error, where
    assert len(va.results) == len(sa.results), where
    for x, y in zip(va.results, sa.results):
        w = f"{where}: {y.option.key}"
        assert x.option.key == y.option.key, (where, x.option.key, y.option.key)
        assert x.feasible == y.feasible and x.reasons == y.reasons, (w, x.reasons, y.reasons)
        assert x.notes == y.notes and x.status == y.status and x.rank == y.rank, w
        assert x.cost_mode == y.cost_mode and x.replicas == y.replicas, (w, x.cost_mode, y.cost_mode)
        assert _close(x.monthly_usd, y.monthly_usd) and _close(x.annual_usd, y.annual_usd), (w, x.monthly_usd, y.monthly_usd)
        assert x.scale_out_only == y.scale_out_only and x.comparison_only == y.comparison_only, w
        assert x.experimental == y.experimental and x.usage == y.usage, w
        assert (x._suggest_for is None) == (y._suggest_for is None), w  # the same options offer suggestions
        assert_same(x.estimate, y.estimate, w)
    assert va.messages == sa.messages, where
    assert [r.option.key for r in va.feasible] == [r.option.key for r in sa.feasible], where
    assert va.owned_fit_keys == sa.owned_fit_keys, where


def _advise_both(doc, catalog):
    from gpuadvisor.engine.advisor import advise_workload, options_for

    options = options_for(catalog)
    for p in doc.projects:
        for w in p.workloads:
            va = advise_workload(w, options, doc.assumptions, project=p)
            sa = advise_workload(w, options, doc.assumptions, project=p, vectorized=False)
            yield w, va, sa


def test_whole_advice_same_both_ways(catalog):
    """Ranking, prices, reasons and notes of every option: the array pipeline and the per-option
    reference agree for the examples (with constraints switched on) and generated workloads."""
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_advise import generated_project

    docs = [load_project(p) for p in sorted((ROOT / "resources" / "examples").glob("*.gpuadv"))]
    # constraints and assumptions that switch on every check: on-premises only, edge, device
    # limit, budget, stated devices, a provider list with a marketplace left out
    tight = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    tight.assumptions.cloud_providers = ["aws", "gcp", "vast"]
    ws = [w for p in tight.projects for w in p.workloads]
    ws[0].constraints.on_prem_only = True
    ws[1].constraints.edge_deployment = True
    ws[2].constraints.max_devices = 2
    ws[2].constraints.budget_per_year = 30_000
    ws[3].recipe.parallelism.devices = 2
    docs += [tight, generated_project(14)]
    n = 0
    for doc in docs:
        for w, va, sa in _advise_both(doc, catalog):
            # what the plan reads before any view makes the rows: best, owned fits, owned results
            assert (va.best and va.best.option.key) == (sa.best and sa.best.option.key)
            assert va.owned_fit_keys == sa.owned_fit_keys
            assert [r.option.key for r in va.owned_results()] == [r.option.key for r in sa.owned_results()]
            _same_advice(va, sa, f"{doc.title}: {w.name}")
            n += 1
    assert n >= 20


def test_queueing_many_matches_the_scalar_search():
    """engine.vector.replicas_many = engine.queueing.replicas_needed element by element, over
    loads from idle to saturated, with and without a latency target."""
    import numpy as np

    from gpuadvisor.engine import queueing as Q

    rng = np.random.default_rng(7)
    for slots in (1, 4, 32):
        capacity = rng.uniform(0.01, 50.0, 300)
        capacity[:5] = 0.0
        service = rng.uniform(0.005, 3.0, 300)
        for rate in (0.0, 0.3, 7.0, 400.0):
            for target in (None, 0.05, 1.0, 5.0):
                reps, lat = vector.replicas_many(rate, capacity, slots, service, percentile=0.95, target_s=target,
                                                 max_util=0.85, cs2=1.0)
                for i in range(len(capacity)):
                    r, l = Q.replicas_needed(rate, float(capacity[i]), slots, float(service[i]), percentile=0.95,
                                             target_s=target, max_util=0.85, cs2=1.0)
                    assert (r or 0) == reps[i], (slots, rate, target, i, r, reps[i])
                    assert _close(l, float(lat[i])), (slots, rate, target, i, l, lat[i])


def test_clusters_of_every_node_type(catalog):
    """Training jobs on every cluster the advisor may try (2, 4, 8 … nodes of each node type, with
    the inter-node network): the array path covers them and agrees with the scalar reference."""
    import sys

    from gpuadvisor.engine.advisor import cluster_configs, options_for

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_advise import generated_project

    hws, _index = cluster_configs(options_for(catalog))
    assert len(hws) >= 50 and all(h.nodes > 1 for h in hws)
    doc = generated_project(21)
    jobs = [w for p in doc.projects for w in p.workloads if w.is_training]
    for w in jobs:
        prof = prepare(w, doc.assumptions)
        arrays = vector.estimate_many(prof, hws)
        for i, hw in enumerate(hws):
            assert arrays.handled[i] or prof.cpu_offload
            assert_same(arrays.estimate(i), estimate_profile(prof, hw), f"{w.name} on {hw.nodes} x {hw.accelerator.name}")
    assert len(jobs) >= 8
