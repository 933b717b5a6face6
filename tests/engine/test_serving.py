"""An LLM service under load (engine.serving): continuous batching, percentiles, saturation,
prefix caching and speculative decoding, old files unchanged."""

from __future__ import annotations

import csv
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from gpuadvisor.domain.project import Assumptions, Project, ProjectDocument, Recipe
from gpuadvisor.engine import serving as S
from gpuadvisor.engine.estimate import HardwareConfig, estimate
from gpuadvisor.engine.queueing import erlang_c

from ._fixtures import h100, llama3_8b, llama3_70b, rtx4090, workload

A = Assumptions()
ROOT = Path(__file__).resolve().parents[2]
CSV = ROOT.parent / "shared" / "reference" / "calibration.csv"


def service(**recipe):
    base = dict(runtime="vllm", prompt_tokens=1000, output_tokens=300)
    base.update(recipe)
    model = base.pop("model", llama3_8b())
    return workload("llm_serving", model, **base)


def est(w, hw=None):
    return estimate(w, hw or HardwareConfig(h100(), 1), A)


def _replica(chunk=None, **kw):
    """A replica with a roofline-shaped step: weights read once (10 ms), 0.05 ms per sequence of KV,
    compute 0.02 ms per token; 0.5 ms fixed."""
    def step(b, c):
        return max(0.010 + 0.00005 * b, 0.00002 * (b + c)) + 0.0005
    args = dict(step=step, prefill_s=0.030, prompt_tokens=1000.0, output_tokens=200.0, max_seqs=128.0,
                chunk_tokens=chunk, cs2=1.0)
    args.update(kw)
    return S.ServingModel(S.Replica(**args))


# -- the queueing model --------------------------------------------------------------------------


@pytest.mark.parametrize("chunk", [None, 2048.0])
def test_percentiles_ordered_and_latency_grows_with_the_rate(chunk):
    m = _replica(chunk)
    sat = m.saturation_rate
    assert sat > 0
    last_e2e = last_ttft = 0.0
    for share in (0.01, 0.2, 0.5, 0.8, 0.95, 0.99):
        pt = m.at_rate(share * sat)
        assert pt is not None and pt.stable
        ttft = [pt.ttft_s(q) for q in (0.5, 0.95, 0.99)]
        e2e = [pt.e2e_s(q, 200.0) for q in (0.5, 0.95, 0.99)]
        assert ttft[0] <= ttft[1] <= ttft[2] and e2e[0] <= e2e[1] <= e2e[2]
        assert e2e[2] >= last_e2e and ttft[2] >= last_ttft - 1e-12
        assert pt.e2e_mean_s(200.0) >= pt.ttft_mean_s
        last_e2e, last_ttft = e2e[2], ttft[2]
    # near saturation the wait dominates: P99 far above a lone request's answer time
    assert m.at_rate(0.99 * sat).e2e_s(0.99, 200.0) > 1.5 * m.lone().e2e_s(0.99, 200.0)


@pytest.mark.parametrize("chunk", [None, 2048.0])
def test_saturation_is_where_utilisation_reaches_one(chunk):
    m = _replica(chunk)
    sat = m.saturation_rate
    assert m.at_rate(0.999 * sat).utilisation > 0.97
    assert m.at_rate(0.5 * sat).utilisation < 0.75
    assert m.at_rate(sat * 1.001) is None and m.at_rate(2 * sat) is None
    # Little's law at every point: requests in flight = rate x time in service
    pt = m.at_rate(0.7 * sat)
    assert pt.in_flight == pytest.approx(pt.rate * (pt.prefill_s + 200.0 * pt.tpot_s), rel=1e-9)
    assert pt.batch == pytest.approx(pt.rate * 200.0 * pt.tpot_s, rel=1e-3)


def test_stalled_prefill_capacity_is_the_engines_old_formula_with_the_prefill_in_flight():
    """Without chunking, the saturation is where the requests in flight (prefilling or decoding)
    fill the B slots: rate x (prefill + O x TPOT) = B with TPOT = t(B) / (1 - rate x prefill)."""
    m = _replica(None)
    sat, b = m.saturation()
    pt = m.point_at_batch(b)
    assert pt.in_flight == pytest.approx(128.0, rel=1e-4)
    t = pt.step_s
    tpot = t / (1.0 - sat * 0.030)
    assert pt.tpot_s == pytest.approx(tpot, rel=1e-9)
    # the old capacity B x O / (O t(B) + B prefill) counted only the decoding sequences: a bit higher
    old = 128.0 / (200.0 * m.r.step(128.0, 0.0) + 128.0 * 0.030)
    assert old * 0.9 < sat < old


def test_chunked_prefill_rides_on_memory_bound_steps():
    stall, chunked = _replica(None), _replica(2048.0)
    assert chunked.saturation_rate > stall.saturation_rate
    rate = 0.5 * stall.saturation_rate
    assert chunked.at_rate(rate).tpot_s < stall.at_rate(rate).tpot_s  # no decode stalls


def test_replicas_honour_the_percentile_and_the_target():
    m = _replica(2048.0)
    sat = m.saturation_rate
    rate = 3.3 * sat
    n, pt = m.replicas_needed(rate, percentile=0.99, target_s=None, max_util=0.85)
    assert n == math.ceil(rate / (0.85 * sat)) and pt.rate == pytest.approx(rate / n)
    lone = m.lone().e2e_s(0.99, 200.0)
    target = 1.3 * lone
    n50, p50 = m.replicas_needed(rate, percentile=0.50, target_s=target, max_util=0.85)
    n999, p999 = m.replicas_needed(rate, percentile=0.999, target_s=target, max_util=0.85)
    assert n999 >= n50 >= n
    assert p999.e2e_s(0.999, 200.0) <= target and p50.e2e_s(0.5, 200.0) <= target
    # one fewer replica would miss the target
    less = m.at_rate(rate / (n999 - 1)) if n999 > 1 else None
    assert less is None or less.e2e_s(0.999, 200.0) > target
    assert m.replicas_needed(rate, percentile=0.99, target_s=0.5 * lone, max_util=0.85) == (None, None)


def test_replicas_behind_one_balancer_share_one_queue():
    """A rare, long request (10 s answers at 0.222 requests/s, offered load 2.2): the replicas behind
    one least-outstanding-requests balancer are one M/G/c queue.  5 one-slot replicas keep a 15 s
    P95 (C(5, 2.22) = 0.08, 11.98 s); replicas that each took a fifth of the arrivals would wait
    far longer (49 s), and 29 of them were once asked for."""
    from gpuadvisor.engine import queueing as Q

    n, p95 = Q.replicas_needed(0.222, 0.1, 1, 10.0, percentile=0.95, target_s=15.0, max_util=0.85, cs2=1.0)
    assert n == 5 and p95 == pytest.approx(11.9775, rel=1e-4)
    assert Q.pooled_quantile(0.222, 4, 0.1, 1, 10.0, 0.95, 1.0) > 15.0  # one fewer misses it
    assert Q.response_quantile(0.222 / 5, 0.1, 1, 10.0, 0.95, 1.0) > 40.0  # not pooled: way over
    # one replica: the pool is its own slots (unchanged)
    assert Q.pooled_quantile(0.05, 1, 0.1, 1, 10.0, 0.95, 1.0) == Q.response_quantile(0.05, 0.1, 1, 10.0, 0.95, 1.0)


def test_llm_replicas_behind_one_balancer_share_one_queue():
    """The same for an LLM service on a runtime that holds one sequence at a time: the fewest
    replicas whose pooled P95 meets the target, fewer than independent replicas would need."""
    m = _replica(None, max_seqs=1.0, step=lambda b, c: 0.033, prefill_s=0.5, output_tokens=300.0)
    lone = m.lone()
    service_s = lone.e2e_s(0.5, 300.0)
    assert 10.0 < service_s < 11.0
    rate, target = 0.222, 15.0
    n, pt = m.replicas_needed(rate, percentile=0.95, target_s=target, max_util=0.85)
    assert pt.pool == n and pt.e2e_s(0.95, 300.0) <= target
    fewer = m.at_rate(rate / (n - 1))
    assert fewer is None or S.pooled(fewer, n - 1).e2e_s(0.95, 300.0) > target
    independent = math.ceil(rate / m.rate_within(0.95, target))
    assert n <= 7 and independent >= 3 * n
    # without a target: the utilisation's replicas, their percentiles pooled
    k, pk = m.replicas_needed(rate, percentile=0.95, target_s=None, max_util=0.85)
    assert pk.pool == k and pk.e2e_s(0.95, 300.0) <= m.at_rate(rate / k).e2e_s(0.95, 300.0)


def test_replicas_behind_one_balancer_share_their_prefills_too():
    """A prompt goes to a replica that is not prefilling when one is free, so n replicas' prefills are
    one M/G/n queue (the M/G/1 form at n = 1).  Kept per replica, a short-answer service whose lone
    request sits near its P99 target needed replicas idling at a few percent: a 5-token classifier at
    50 requests/s, P99 300 ms, took 408 RTX 3090s (found in the advice audit).  Scalar and array paths
    agree on the replica count."""
    m = _replica(None, max_seqs=64.0, prefill_s=0.132, output_tokens=5.0)
    pt = m.at_rate(0.1)
    k = (1.0 + pt.cs2) / 2.0
    _c1, _r1, c2, r2 = pt._waits
    assert c2 == pytest.approx(pt.prefill_util) and r2 * pt.prefill_s * k == pytest.approx(1.0 - pt.prefill_util)
    pooled = S.pooled(m.at_rate(50.0 / 12), 12)
    _c1, _r1, pc2, pr2 = pooled._waits
    a = 12 * pooled.prefill_util
    assert pc2 == pytest.approx(erlang_c(12, a)) and pr2 * pooled.prefill_s * k == pytest.approx(12 - a)
    assert pc2 < pooled.prefill_util  # twelve prefill servers: a prompt waits far less often

    from gpuadvisor.engine.advisor import advise_workload, options_for
    from gpuadvisor.catalog import load_catalog

    cat = load_catalog()
    w = workload("llm_serving", cat.find_model("Llama 3.1 8B").spec, runtime="vllm", weight_format="bf16",
                 prompt_tokens=400, output_tokens=5, requests_per_second=50, latency_target_ms=300,
                 latency_percentile=99)
    got = {}
    for vectorized in (True, False):
        adv = advise_workload(w, options_for(cat), A, vectorized=vectorized)
        got[vectorized] = {r.option.key: r.replicas for r in adv.results if r.feasible}
    assert got[True] == got[False]
    rtx = [k for k in got[True] if k == "own:desktop-rtx-3090"]
    assert rtx and got[True][rtx[0]] <= 30


def test_erlang_c_short_cut_is_exact_where_it_applies():
    def exact(c, a):
        b = 1.0
        for k in range(1, c + 1):
            b = a * b / (k + a * b)
        return c * b / (c - a * (1.0 - b))
    for c in (200, 256, 1024, 100_000):
        a = c - 12.0 * math.sqrt(c) - 12.5
        assert exact(c, a) < 1e-30 and erlang_c(c, a) == 0.0
        a = c - 12.0 * math.sqrt(c) - 11.5  # just inside: the full recursion
        assert erlang_c(c, a) == pytest.approx(exact(c, a), rel=1e-12)


def test_the_dense_step_is_decode_step_s():
    from gpuadvisor.engine.estimate import dense_step, infer_rates, prepare
    from gpuadvisor.engine.inference import decode_step_s

    p = prepare(service(), A)
    for n, link in ((1, "single"), (2, "nvswitch"), (8, "nvswitch")):
        rates, _steps = infer_rates(p, h100(), n, link)
        step = dense_step(rates, dense_bytes=p.stream_dense_bytes, context=900.0, kv_per_token=131072.0,
                          flops_per_token=1.7e10, prompt_flops_per_token=1.8e10)
        for b, c in ((1.0, 0.0), (37.5, 0.0), (12.0, 700.0), (256.0, 8000.0)):
            ref, _bound = decode_step_s(p.shape, rates, batch=b, context=900.0, dense_bytes=p.stream_dense_bytes,
                                        expert_bytes=0.0, kv_per_token=131072.0, flops_per_token=1.7e10,
                                        prompt_tokens=c, prompt_flops_per_token=1.8e10)
            assert step(b, c) == pytest.approx(ref, rel=1e-12)


def test_expected_tokens_is_leviathans_formula():
    assert S.expected_tokens(0.8, 4) == pytest.approx((1 - 0.8 ** 5) / 0.2)
    assert S.expected_tokens(0.0, 5) == 1.0 and S.expected_tokens(0.5, 0) == 1.0
    assert S.expected_tokens(0.99, 8) == pytest.approx(sum(0.99 ** i for i in range(9)))


# -- the estimate ----------------------------------------------------------------------------------


def test_a_service_reports_percentiles_and_saturation():
    e = est(service(requests_per_second=10.0, latency_target_ms=20_000))
    s = e.serving
    assert s is not None and s.rate == pytest.approx(10.0 / s.replicas)
    assert s.percentiles == (0.5, 0.95, 0.99)
    assert s.ttft_ms[0] <= s.ttft_ms[1] <= s.ttft_ms[2] and s.e2e_ms[0] <= s.e2e_ms[1] <= s.e2e_ms[2]
    assert e.latency_pct_ms == pytest.approx(s.e2e_ms[2])
    assert e.latency_ms == pytest.approx(e.ttft_ms + 300 * e.tpot_ms)
    assert s.saturation_rps > s.rate and 0 < s.utilisation < 1
    assert e.throughput == pytest.approx(min(s.target_rps, s.saturation_rps) * 300, rel=1e-6)
    assert s.throughput_tok_s == pytest.approx(s.rate * 300)
    assert s.chunk_tokens == 8192.0  # vLLM on an 80 GB H100
    labels = [label for label, _v, _u in e.steps]
    assert any(label.startswith("Time to first token P99") for label in labels)
    assert any(label.startswith("Saturation") for label in labels)


def test_the_stated_percentile_is_shown_and_sizes_the_service():
    def run(pct):
        return est(service(requests_per_second=60.0, latency_target_ms=4000, latency_percentile=pct))
    low, high = run(50.0), run(99.9)
    assert 0.999 in high.serving.percentiles and high.serving.at(0.999) is not None
    assert high.latency_pct_ms == pytest.approx(high.serving.at(0.999)[1])
    assert high.devices_needed >= low.devices_needed
    assert high.latency_pct_ms >= low.latency_pct_ms - 1e-9 or high.devices_needed > low.devices_needed


def test_latency_grows_with_the_rate_until_more_replicas():
    lat = [est(service(requests_per_second=r)).serving.e2e_ms[2] for r in (0.5, 5.0, 15.0, 25.0)]
    assert lat == sorted(lat)
    one = est(service(requests_per_second=25.0))
    assert one.serving.replicas == 1
    many = est(service(requests_per_second=250.0))
    assert many.serving.replicas >= 9 and many.devices_needed == many.serving.replicas


def test_vllm_chunks_and_tensorrt_llm_stalls():
    vllm = est(service(requests_per_second=15.0))
    trt = est(service(runtime="tensorrt_llm", requests_per_second=15.0))
    assert vllm.serving.chunk_tokens == 8192.0 and trt.serving.chunk_tokens is None
    assert trt.tpot_ms > vllm.tpot_ms  # each arriving prompt stalls the running answers
    small = est(service(requests_per_second=1.0), HardwareConfig(rtx4090(), 1))
    assert small.serving.chunk_tokens == 2048.0  # vLLM's default below 70 GiB


def test_prefix_caching_lowers_ttft_and_memory():
    plain = est(service(requests_per_second=10.0))
    cached = est(service(requests_per_second=10.0, prefix_cached_share=0.8))
    assert cached.ttft_ms < 0.5 * plain.ttft_ms
    assert cached.serving.prompt_tokens == pytest.approx(200.0)
    # the shared blocks are kept once: less KV cache for the same sequences, more sequences fit
    small_plain = est(service(prompt_tokens=4000), HardwareConfig(rtx4090(), 1))
    small_cached = est(service(prompt_tokens=4000, prefix_cached_share=0.9), HardwareConfig(rtx4090(), 1))
    slots = {label: v for label, v, _u in small_cached.steps}
    plain_slots = {label: v for label, v, _u in small_plain.steps}
    key = "Concurrent sequences (KV pool / scheduler)"
    assert slots[key] > 2 * plain_slots[key]
    assert small_cached.serving.saturation_rps > small_plain.serving.saturation_rps
    # llama.cpp's prompt cache saves the compute but keeps a copy per slot
    lc = est(service(runtime="llama_cpp", weight_format="gguf_q4_k_m", concurrency=4, prompt_tokens=4000,
                     prefix_cached_share=0.9), HardwareConfig(rtx4090(), 1))
    lc0 = est(service(runtime="llama_cpp", weight_format="gguf_q4_k_m", concurrency=4, prompt_tokens=4000),
              HardwareConfig(rtx4090(), 1))
    assert lc.ttft_ms < lc0.ttft_ms and lc.memory.items["kv_cache"] == pytest.approx(lc0.memory.items["kv_cache"])


@pytest.mark.parametrize("method", ["eagle", "draft_model", "ngram"])
def test_speculative_decoding_speeds_up_batch_1_but_not_a_full_batch(method):
    plain = est(service())
    spec = est(service(speculative_decoding=method))
    assert spec.serving.draft_tokens >= 1 and spec.serving.tokens_per_step > 1.0
    # a lone request: the verification step is bandwidth-bound, its k + 1 tokens almost free
    assert spec.tpot_ms < plain.tpot_ms / 1.5
    # at saturation the steps are compute-bound: k + 1 tokens cost k + 1 times the FLOPs
    assert spec.serving.saturation_rps < plain.serving.saturation_rps
    assert spec.throughput < plain.throughput


def test_speculative_decoding_benefit_shrinks_with_the_load():
    """EAGLE drafts 6 tokens: a lone request gains ~2.5x; its verification steps carry 7 tokens per
    sequence, so they turn compute-bound at a smaller batch and the speculating service saturates
    earlier (and near its saturation its answers slow down first)."""
    def ratio(rate):
        plain = est(service(requests_per_second=rate)).serving
        spec = est(service(requests_per_second=rate, speculative_decoding="eagle")).serving
        assert plain.replicas == spec.replicas == 1
        return plain.tpot_ms / spec.tpot_ms, plain, spec
    lone, _p, lone_spec = ratio(0.5)
    busy, plain, spec = ratio(20.0)
    assert lone > 2.0
    assert spec.saturation_rps < 0.85 * plain.saturation_rps
    assert spec.utilisation > 0.7 and spec.utilisation > plain.utilisation
    assert spec.tpot_ms / lone_spec.tpot_ms > 2.0  # near saturation the speculating replica slows down
    # at a rate one replica without speculation carries, the speculating one needs two
    assert est(service(requests_per_second=24.0)).serving.replicas == 1
    assert est(service(requests_per_second=24.0, speculative_decoding="eagle")).serving.replicas == 2


def test_acceptance_rate_and_draft_size_count():
    base = est(service(speculative_decoding="draft_model")).tpot_ms
    assert est(service(speculative_decoding="draft_model", speculative_acceptance=0.9)).tpot_ms < base
    assert est(service(speculative_decoding="draft_model", speculative_acceptance=0.3)).tpot_ms > base
    big = est(service(speculative_decoding="draft_model", draft_params_b=3.0))
    assert big.tpot_ms > base
    assert big.memory.items["weights"] > est(service(speculative_decoding="draft_model")).memory.items["weights"]
    # a runtime without the method: nothing changes, and it is said
    lc = dict(runtime="llama_cpp", weight_format="gguf_q4_k_m")
    none = est(service(**lc), HardwareConfig(rtx4090(), 1))
    eagle = est(service(speculative_decoding="eagle", **lc), HardwareConfig(rtx4090(), 1))
    assert eagle.tpot_ms == none.tpot_ms
    assert any("speculative" in note for note in eagle.memory.notes)


def test_new_fields_default_to_no_change():
    r = Recipe()
    assert r.prefix_cached_share is None and r.speculative_decoding == "none"
    assert r.speculative_acceptance is None and r.draft_params_b is None
    w = service(requests_per_second=5.0, latency_target_ms=30_000)
    explicit = service(requests_per_second=5.0, latency_target_ms=30_000, prefix_cached_share=0.0,
                       speculative_decoding="none")
    a, b = est(w), est(explicit)
    assert (a.throughput, a.latency_ms, a.devices_needed, a.latency_pct_ms) == \
           (b.throughput, b.latency_ms, b.devices_needed, b.latency_pct_ms)
    # only services read them: batch generation is unchanged
    batch = workload("batch_inference", llama3_8b(), runtime="vllm", samples_per_run=1000, micro_batch=8)
    batch_spec = workload("batch_inference", llama3_8b(), runtime="vllm", samples_per_run=1000, micro_batch=8,
                          speculative_decoding="eagle", prefix_cached_share=0.5)
    x, y = est(batch), est(batch_spec)
    assert (x.time_per_run_h, x.memory.total) == (y.time_per_run_h, y.memory.total)


def test_old_project_files_load_with_the_defaults_and_give_the_same_answer(tmp_path):
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence.project_file import load_project, save_project

    examples = sorted((ROOT / "resources" / "examples").glob("*.gpuadv"))
    assert examples
    cat = load_catalog(include_user_overrides=False)
    for example in examples:
        # the example as written before these fields existed: without them
        data = json.loads(example.read_text(encoding="utf-8"))
        for project in data["document"]["projects"]:
            for wl in project["workloads"]:
                for key in ("speculative_decoding", "speculative_acceptance", "draft_params_b", "prefix_cached_share"):
                    wl["recipe"].pop(key, None)
        path = tmp_path / f"old-{example.name}"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert "speculative_decoding" not in path.read_text(encoding="utf-8")
        doc = load_project(path)
        again = tmp_path / path.name
        save_project(doc, again)
        written = load_project(again)
        for wl in [w for p in written.projects for w in p.workloads]:
            assert wl.recipe.speculative_decoding == "none" and wl.recipe.prefix_cached_share is None
        first = advise(doc, cat, use_cache=False)
        second = advise(written, cat, use_cache=False)
        for a, b in zip(first.workloads, second.workloads):
            if a.best is None:
                assert b.best is None
                continue
            assert (a.best.option.key, a.best.replicas, a.best.estimate.latency_ms) == \
                   (b.best.option.key, b.best.replicas, b.best.estimate.latency_ms)


# -- a worked example against published measurements --------------------------------------------------


@pytest.mark.skipif(not CSV.exists(), reason="reference/calibration.csv not available")
@pytest.mark.parametrize("row_id", ["B177", "B179"])
def test_max_load_throughput_against_trtllm_bench(row_id):
    """trtllm-bench at an infinite request rate (TensorRT-LLM docs perf-overview.md): Llama 3.1 8B FP8,
    1,000 tokens in and out, 15,220 output tokens/s on an H100 SXM and 17,744 on an H200.  The
    service's saturation throughput is the figure that compares: prefill stalls decode (TensorRT-LLM
    does not chunk by default) and the slots fill at saturation."""
    from gpuadvisor.engine.calibration import Calibrator

    row = next(r for r in csv.DictReader(CSV.open(encoding="utf-8")) if r["id"] == row_id)
    cal = Calibrator()
    w, hw, _ctx = cal.build(row)
    e = estimate(w, hw, A)
    assert e.serving.chunk_tokens is None
    assert e.throughput == pytest.approx(e.serving.saturation_rps * 1000.0, rel=1e-9)
    measured = float(row["value"])
    assert abs(e.throughput - measured) / measured < 0.25
    assert cal.predict(row) == pytest.approx(e.throughput, rel=1e-9)


def test_cli_json_has_the_serving_figures(tmp_path):
    from gpuadvisor.persistence.project_file import save_project

    w = service(requests_per_second=4.0, latency_target_ms=30_000, model=llama3_70b(), weight_format="fp8")
    path = tmp_path / "svc.gpuadv"
    save_project(ProjectDocument(projects=[Project(name="P", workloads=[w])]), path)
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "advise", str(path), "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    data = json.loads(proc.stdout)
    rows = [row for wl in data["workloads"] for row in wl["options"]]
    assert rows
    for row in rows:
        sv = row["serving"]
        assert set(sv["ttft_ms"]) == {"p50", "p95", "p99"} and set(sv["e2e_ms"]) == {"p50", "p95", "p99"}
        assert sv["e2e_ms"]["p50"] <= sv["e2e_ms"]["p95"] <= sv["e2e_ms"]["p99"]
        assert sv["saturation_rps_per_replica"] > 0


def test_a_request_with_nothing_to_do_meets_any_target():
    """No prompt and no answer tokens: a request alone takes no time, so the latency target's search
    has an infinite margin at the start (it once divided by that zero time)."""
    e = est(service(runtime="tensorrt_llm", prompt_tokens=0, output_tokens=0, latency_target_ms=1, requests_per_second=5.0))
    f = e.serving
    assert f.target_rps is not None and f.target_rps > 0.0
    assert f.replicas == 1 and not e.reasons


def test_a_first_token_target_is_its_own_target():
    """Recipe.ttft_target_ms: 'the answer starts within 1 s' for a streamed answer whose whole length
    takes far longer.  As the only target it sizes the replicas on the time to first token (the E2E
    target alone cannot say it: no option would meet a 1 s E2E); a lone request over it is ruled
    out with why; with both targets both hold."""
    w = service(requests_per_second=5.0, output_tokens=800, ttft_target_ms=1000.0)
    e = est(w)
    f = e.serving
    assert not e.reasons and f.replicas
    i = f.percentiles.index(0.99)
    assert f.ttft_ms[i] <= 1000.0 and f.e2e_ms[i] > 5000.0  # long answers, first words fast
    # a target on the E2E latency alone at 1 s cannot be met by this answer length
    assert est(service(requests_per_second=5.0, output_tokens=800, latency_target_ms=1000.0)).reasons
    # impossible first-token target: ruled out, and says so
    slow = est(service(requests_per_second=5.0, prompt_tokens=30000, ttft_target_ms=50.0))
    assert any("first token after" in r for r in slow.reasons)
    # both targets: both hold at the sized point
    both = est(service(requests_per_second=5.0, output_tokens=300, ttft_target_ms=800.0, latency_target_ms=20000.0)).serving
    j = both.percentiles.index(0.99)
    assert both.ttft_ms[j] <= 800.0 and both.e2e_ms[j] <= 20000.0


def test_first_token_target_in_the_array_path(catalog=None):
    """The same figures from engine.vector_serving for every catalog configuration."""
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine import vector
    from gpuadvisor.engine.estimate import estimate_profile, prepare

    from .test_vector import _configs, assert_same

    cat = load_catalog()
    hws = _configs(cat)
    for recipe in ({"ttft_target_ms": 600.0}, {"ttft_target_ms": 900.0, "latency_target_ms": 15000.0}):
        w = service(requests_per_second=20.0, output_tokens=500, **recipe)
        prof = prepare(w, A)
        arrays = vector.estimate_many(prof, hws)
        some_sized = 0
        for i, hw in enumerate(hws):
            ref = estimate_profile(prof, hw)
            assert_same(arrays.estimate(i), ref, f"{recipe} {hw.accelerator.name} x{hw.count}")
            some_sized += bool(ref.serving and ref.serving.replicas and ref.serving.replicas > 1)
        assert some_sized


def test_a_waiting_prompt_runs_whole_and_the_decodes_wait_for_it():
    """vLLM V1 schedules a waiting prompt whole, up to its token budget, in the next step: that step is
    compute-bound and every decoding sequence waits for it; the other steps decode only.  The time per
    output token is the time per step of that mix (steps per second: rate x prompt steps, the rest
    decode-only), not one averaged step whose prompt tokens hide under the decode's memory time: a
    RAG service (4,000 uncached prompt tokens, 300-token answers, 10 requests/s) came out at a 5.6 ms
    TPOT and 1.75 s answers where the step mix gives ~23 ms and ~7 s (found in the advice audit)."""
    from gpuadvisor.engine.serving import Replica, ServingModel

    mem_s, flop_s = 0.005, 1.0 / 50_000.0  # a bandwidth-bound decode step; seconds per prompt token

    def step(b: float, c: float) -> float:
        return max(mem_s, (b + c) * flop_s) + 0.0003

    rep = Replica(step=step, prefill_s=step(1.0, 4000.0), prompt_tokens=4000.0, output_tokens=300.0,
                  max_seqs=256.0, chunk_tokens=8192.0)
    model = ServingModel(rep)
    pt = model.at_rate(10.0)
    assert pt is not None and pt.stable
    seen = min(model.B, 1.0 + pt.batch)
    t_dec, t_own = step(seen, 0.0), step(seen, 4000.0)
    steps_per_s = 10.0 + (1.0 - 10.0 * t_own) / t_dec  # one prompt step each, the rest decode-only
    assert pt.tpot_s == pytest.approx(1.0 / steps_per_s, rel=1e-6)
    assert pt.tpot_s > 3.0 * t_dec  # the averaged step (prompt FLOPs under the memory time) said ~t_dec
    assert pt.prefill_util == pytest.approx(10.0 * t_own, rel=1e-6)  # the share of time in prompt steps
    assert model.saturation_rate < 1.0 / t_own + 1e-9


def test_a_target_met_alone_but_at_no_load_rules_the_option_out():
    """Helper G's audit: Gemma 3 12B at P99 6 s on 4x RTX 4060 Ti took 5,995 ms alone, and no number
    of replicas held the target at the planned 0.5 requests/s; the option was listed as fitting (one
    machine, no reason).  Now it carries a reason, the same both ways (engine.vector)."""
    from gpuadvisor.engine import vector
    from gpuadvisor.engine.estimate import estimate_profile, prepare

    hw = HardwareConfig(rtx4090(), 1)
    lone = estimate(service(latency_percentile=99.0), hw, A).latency_ms  # no rate: the lone request
    assert lone > 0
    w = service(requests_per_second=0.5, latency_percentile=99.0, latency_target_ms=lone * 1.00001)
    e = estimate(w, hw, A)
    assert e.memory.fits and e.serving.replicas is None
    assert e.reasons and "no number of replicas" in e.reasons[-1] and "0.5 requests/s" in e.reasons[-1]
    prof = prepare(w, A)
    v = vector.estimate_many(prof, (hw,)).estimate(0)
    assert v.reasons == e.reasons == estimate_profile(prof, hw).reasons
    # with room to spare the same service fits
    assert not estimate(service(requests_per_second=0.5, latency_percentile=99.0, latency_target_ms=lone * 1.5),
                        hw, A).reasons
