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
OWN = ROOT / "tests" / "calibration" / "device_measurements.csv"

FIELDS = ("time_per_run_h", "throughput", "latency_ms", "ttft_ms", "tpot_ms", "busy_hours_per_month", "latency_pct_ms")
#: every field of engine.serving.ServingFigures (an LLM service under load)
SERVING_FIELDS = ("rate", "replicas", "percentiles", "ttft_ms", "e2e_ms", "tpot_ms", "batch", "utilisation",
                  "saturation_rps", "target_rps", "throughput_tok_s", "chunk_tokens", "prompt_tokens", "draft_tokens",
                  "tokens_per_step")


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
    assert vm.notes == rm.notes, (where, vm.notes, rm.notes)
    _same_serving(vec.serving, ref.serving, where)
    # the detail a user opens is the reference's
    assert vec.steps == ref.steps, where
    assert vm.items == rm.items, where


def _same_serving(vs, rs, where: str) -> None:
    """Estimate.serving: every ServingFigures field, floats to 1e-9 relative, the rest equal."""
    if vs is None or rs is None:
        assert vs is None and rs is None, (where, "serving", vs, rs)
        return
    for f in SERVING_FIELDS:
        x, y = getattr(vs, f), getattr(rs, f)
        if isinstance(y, tuple):
            assert len(x) == len(y) and all(_close(a, b) for a, b in zip(x, y)), (where, "serving", f, x, y)
        elif isinstance(y, float) or isinstance(x, float):
            assert _close(x, y), (where, "serving", f, x, y)
        else:
            assert x == y and type(x) is type(y), (where, "serving", f, x, y)


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
    # the examples' jobs and services are all on the array path (LLM services too: engine.vector_serving)
    assert covered == len(hws), (name, covered, len(hws))


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
            # every kind is on the array path, LLM services included (the generated ones have a rate)
            assert arrays.handled.all(), (w.name, w.kind)
            for i, hw in enumerate(hws):
                assert_same(arrays.estimate(i), estimate_profile(prof, hw), f"{w.name} {w.kind} on {hw.accelerator.name} x{hw.count}")


#: LLM services that drive engine.serving's searches: (model, runtime, weight format, kind, requests/s,
#: latency target ms, percentile, prompt/output tokens, prefix-cached share, speculative decoding).
#: vLLM and llama.cpp chunk prompts (vLLM's 8,192 / 2,048-token budget by GPU), TensorRT-LLM and
#: Hugging Face transformers stall decode for a prefill; MoE models take the general step.
_SERVICES = [
    ("Llama 3.1 8B", "vllm", "bf16", "llm_serving", 40.0, 2000, 99, (512, 256), None, "none"),
    ("Llama 3.1 8B", "vllm", "fp8", "llm_serving", 400.0, 8000, 95, (4000, 300), 0.5, "none"),
    ("Llama 3.1 8B", "tensorrt_llm", "bf16", "llm_serving", 40.0, 1500, 95, (1200, 40), 0.9, "none"),
    ("Llama 3.1 8B", "tensorrt_llm", "bf16", "llm_serving", 5.0, 300, 99, (16000, 800), None, "none"),
    ("Llama 3.1 8B", "llama_cpp", "gguf_q4_k_m", "llm_serving", 5.0, 20000, 99, (512, 256), 0.9, "none"),
    ("Llama 3.1 8B", "hf_transformers", "bf16", "llm_serving", 2.0, 8000, 95, (512, 256), 0.5, "none"),
    ("Llama 3.1 8B", "vllm", "bf16", "llm_serving", 5000.0, None, 99, (512, 256), None, "none"),
    ("Llama 3.1 8B", "vllm", "bf16", "llm_serving", None, 1500, 99, (512, 256), 0.3, "none"),
    ("Llama 3.1 8B", "vllm", "bf16", "llm_serving", 40.0, 4000, 99, (512, 256), None, "eagle"),
    ("Llama 3.1 70B", "tensorrt_llm", "bf16", "llm_serving", 20.0, 8000, 99, (512, 256), None, "draft_model"),
    ("Llama 3.1 8B", "vllm", "bf16", "llm_serving", 5.0, None, 95, (4000, 300), 0.9, "ngram"),
    ("Llama 3.1 70B", "vllm", "bf16", "llm_serving", 40.0, 8000, 99.9, (4000, 300), 0.5, "none"),
    ("Qwen2.5 0.5B", "vllm", "bf16", "llm_serving", 400.0, 500, 99, (200, 1), None, "none"),
    ("Qwen2.5 0.5B", "tensorrt_llm", "bf16", "realtime_inference", 400.0, 200, 95, (1200, 40), None, "none"),
    ("Mixtral 8x7B", "vllm", "bf16", "llm_serving", 40.0, 8000, 99, (512, 256), 0.5, "none"),
    ("Mixtral 8x7B", "llama_cpp", "gguf_q4_k_m", "llm_serving", 2.0, None, 95, (512, 256), None, "none"),
    ("Qwen3-30B-A3B", "tensorrt_llm", "bf16", "realtime_inference", 40.0, 3000, 99, (1200, 40), None, "none"),
    ("gpt-oss-20b", "vllm", "mxfp4", "llm_serving", 40.0, 5000, 95, (4000, 300), 0.9, "eagle"),
    ("Gemma 2 9B", "hf_transformers", "bf16", "realtime_inference", 1.0, 60000, 99, (0, 64), None, "none"),
    ("Mistral 7B", "llama_cpp", "gguf_q4_k_m", "realtime_inference", 0.5, 8000, 50, (4000, 300), None, "none"),
    ("Llama 3.1 8B", "tensorrt_llm", "bf16", "llm_serving", 5.0, 1, 99, (0, 0), None, "none"),  # nothing to do
    # long answers on few slots: many replicas behind one balancer, fewer than independent ones
    ("Llama 3.1 8B", "hf_transformers", "bf16", "llm_serving", 3.0, 20000, 95, (1000, 300), None, "none"),
    ("Llama 3.1 8B", "hf_transformers", "bf16", "llm_serving", 0.3, 15000, 99, (1000, 300), None, "none"),
]


def _service(model, runtime, fmt, kind, rps, target, pct, tokens, share, spec):
    from gpuadvisor.domain.project import Recipe, Schedule, Workload

    r = Recipe(runtime=runtime, weight_format=fmt, requests_per_second=rps, latency_target_ms=target,
               latency_percentile=pct, prompt_tokens=tokens[0], output_tokens=tokens[1], prefix_cached_share=share,
               speculative_decoding=spec, concurrency=8)
    return Workload(name=f"{model.name} {runtime} {kind} {rps}/s {target} ms p{pct} {tokens} {share} {spec}", kind=kind,
                    model=model, recipe=r, schedule=Schedule(frequency="always_on"))


def test_llm_services_under_load(catalog):
    """LLM services at a request rate, with and without a latency target at the 50th-99.9th
    percentile, chunked and stalled prefill, prefix caching, speculative decoding and MoE models:
    the array path (engine.vector_serving) covers every option and gives the scalar model's figures,
    Estimate.serving included.  The regimes the searches have are all reached."""
    models = {m.spec.name: m.spec for m in catalog.models}
    hws = _configs(catalog)
    a = Assumptions()
    seen = {"replicas>1": 0, "target unmet": 0, "target rate": 0, "chunked": 0, "stalled": 0, "waits": 0,
            "speculative": 0, "cached prompt": 0}
    for spec in _SERVICES:
        w = _service(models[spec[0]], *spec[1:])
        prof = prepare(w, a)
        arrays = vector.estimate_many(prof, hws)
        assert arrays.handled.all(), w.name
        for i, hw in enumerate(hws):
            vec, ref = arrays.estimate(i), estimate_profile(prof, hw)
            assert_same(vec, ref, f"{w.name} on {hw.accelerator.name} x{hw.count} {hw.link}")
            f = ref.serving
            if not ref.memory.fits:
                continue
            seen["replicas>1"] += bool(f.replicas and f.replicas > 1)
            seen["target unmet"] += bool(prof.rps and prof.latency_target_s and f.replicas is None)
            seen["target rate"] += bool(f.target_rps)
            seen["chunked" if f.chunk_tokens else "stalled"] += 1
            seen["waits"] += bool(f.rate and f.ttft_ms[-1] > f.ttft_ms[0] * 1.01)
            seen["speculative"] += f.draft_tokens > 0
            seen["cached prompt"] += f.prompt_tokens < prof.prompt
    assert all(seen.values()), seen


def test_expert_offload_is_left_to_the_scalar_path(catalog):
    """Routed MoE experts in host RAM (Recipe.offload) are the documented exception: those rows run
    the scalar reference, and the figures are its own."""
    models = {m.spec.name: m.spec for m in catalog.models}
    hws = _configs(catalog)[:40]
    w = _service(models["Mixtral 8x7B"], "llama_cpp", "gguf_q4_k_m", "llm_serving", 2.0, 30000, 95, (512, 256), None, "none")
    w.recipe.offload = "experts"
    prof = prepare(w, Assumptions())
    arrays = vector.estimate_many(prof, hws)
    assert not arrays.handled.any()
    for i, hw in enumerate(hws):
        assert_same(arrays.estimate(i), estimate_profile(prof, hw), hw.accelerator.name)


@pytest.mark.parametrize("path", [
    pytest.param(CAL, id="reference", marks=pytest.mark.skipif(not CAL.exists(), reason="reference calibration.csv not available")),
    pytest.param(OWN, id="own"),
])
def test_every_calibration_row(catalog, path):
    cal = Calibrator(catalog)
    checked = 0
    for row in read_rows(path):
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
    assert checked >= (150 if path == CAL else 20)


def _same_usage(x, y) -> bool:
    """Usages equal, the energy share (from the estimate's response time, which the paths give to
    1e-9) to 1e-9."""
    from dataclasses import replace

    if x is None or y is None:
        return x is y
    return (replace(x, energy_share=1.0) == replace(y, energy_share=1.0)
            and math.isclose(x.energy_share, y.energy_share, rel_tol=1e-9))


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
        assert x.experimental == y.experimental and _same_usage(x.usage, y.usage), (w, x.usage, y.usage)
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
    # schedules that make the capacity rules work: runs that must fit in a night or a working day,
    # batch jobs split over machines, allowed hours per run
    sched = load_project(ROOT / "resources" / "examples" / "ecommerce.gpuadv")
    for k, w in enumerate(wl for p in sched.projects for wl in p.workloads):
        if w.is_training or w.kind == "batch_inference":
            w.schedule.frequency = "daily" if k % 2 == 0 else "weekly"
            w.schedule.window = "nights" if k % 2 == 0 else "office_hours"
            w.schedule.hours_allowed_per_run = 0.05 if k % 2 == 0 else 3.0
            if w.kind == "batch_inference":
                w.recipe.samples_per_run = 5e7
    docs += [tight, sched, generated_project(14)]
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


def test_capacity_of_a_window_alone_same_both_ways(catalog):
    """Jobs whose runs do not fit in their period (no allowed hours per run): batch jobs split over
    machines and training runs ruled out, as the per-option reference says (the array pipeline
    rules on those rows as arrays)."""
    doc = load_project(ROOT / "resources" / "examples" / "ecommerce.gpuadv")
    for k, w in enumerate(wl for p in doc.projects for wl in p.workloads):
        if w.is_training or w.kind == "batch_inference":
            w.schedule.frequency = ("daily", "weekly", "monthly")[k % 3]
            w.schedule.hours_allowed_per_run = None
            if w.kind == "batch_inference":
                w.recipe.samples_per_run = (5e7, 5e8, 5e6)[k % 3]
            else:
                w.recipe.dataset_tokens = (w.recipe.dataset_tokens or 1e9) * 30
    split = ruled_out = 0
    for w, va, sa in _advise_both(doc, catalog):
        _same_advice(va, sa, f"{doc.title}: {w.name}")
        split += sum(1 for r in va.results if r.replicas > 1 and w.kind == "batch_inference")
        ruled_out += sum(1 for r in va.results if any(" do not fit in " in x for x in r.reasons))
    assert split and ruled_out, (split, ruled_out)


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


def test_rows_at_different_precisions_in_one_call(catalog):
    """estimate_many with a profile per row (the advisor's one call for the platforms that run a
    workload at another compute precision: bf16 as fp16 before Ampere) gives each row the figures
    of its own profile, for jobs, services and other inference."""
    import copy
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_advise import generated_project

    hws = _configs(catalog)
    doc = generated_project(14)
    for w in (w for p in doc.projects for w in p.workloads):
        prof = prepare(w, doc.assumptions)
        # the same profile at another precision (fp32: other peak rates on most devices, so a row
        # given the wrong one is seen; the advisor's pairs, bf16 and fp16, often have equal peaks)
        other = copy.copy(prof)
        other.precision = "fp32"
        rows = [other if i % 3 == 0 else prof for i in range(len(hws))]
        arrays = vector.estimate_many(prof, hws, rows)
        differ = 0
        for i, hw in enumerate(hws):
            ref = estimate_profile(rows[i], hw)
            assert_same(arrays.estimate(i), ref, f"{w.name} {w.kind} at {rows[i].precision} on {hw.accelerator.name} x{hw.count}")
            base = estimate_profile(prof, hw)  # a service out for its target everywhere serves 0 within it: the latency tells
            differ += rows[i] is other and not (_close(ref.throughput, base.throughput)
                                                and _close(ref.latency_ms, base.latency_ms))
        assert differ, (w.name, w.kind)  # the precision changes some row's figures: the test can tell


def test_plan_same_from_either_advice(catalog):
    """The project plan (per-workload lines, shared servers, mixed servers) built from the array
    path's lazy advice equals the one built from the per-option reference's."""
    from gpuadvisor.engine.advisor import advise_workload, options_for
    from gpuadvisor.engine.plan import build_plan, forget_estimates

    options = options_for(catalog)
    for path in sorted((ROOT / "resources" / "examples").glob("*.gpuadv")):
        doc = load_project(path)
        plans = []
        for vec in (True, False):
            advs = [advise_workload(w, options, doc.assumptions, project=p, vectorized=vec)
                    for p in doc.projects for w in p.workloads]
            forget_estimates()
            plans.append(build_plan(doc, advs, options, doc.assumptions))
        pv, ps = plans
        assert [(x.workload_id, x.choice, x.why, x.annual_usd) for x in pv.lines] == \
            [(x.workload_id, x.choice, x.why, x.annual_usd) for x in ps.lines], path.name
        assert [(s.option_key, s.total_annual_usd) for s in pv.shared] == \
            [(s.option_key, s.total_annual_usd) for s in ps.shared], path.name
        assert [(m.label, m.annual_usd) for m in pv.mixed] == [(m.label, m.annual_usd) for m in ps.mixed], path.name
        assert pv.best_kind == ps.best_kind and pv.recommendation == ps.recommendation, path.name
