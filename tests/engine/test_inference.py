import time

from gpuadvisor.domain.project import Assumptions
from gpuadvisor.engine.estimate import HardwareConfig, estimate

from ._fixtures import h100, llama3_8b, llama3_70b, resnet50, rtx4090, m2_ultra, workload

A = Assumptions()


def test_decode_is_bandwidth_bound_at_batch_1():
    w = workload("batch_inference", llama3_8b(), weight_format="gguf_q4_k_m", runtime="llama_cpp",
                 prompt_tokens=0, output_tokens=128, micro_batch=1, samples_per_run=100)
    est = estimate(w, HardwareConfig(rtx4090(), 1), A)
    assert est.bottleneck == "memory bandwidth"
    tok_s = 1000.0 / est.tpot_ms
    assert 100 < tok_s < 220  # llama.cpp README: RTX 4090 ~128-150 tok/s for Q4_K_M 8B
    assert est.time_per_run_h > 0


def test_batching_raises_throughput():
    def thr(b):
        w = workload("batch_inference", llama3_8b(), runtime="vllm", prompt_tokens=256, output_tokens=256,
                     micro_batch=b, samples_per_run=1000)  # a batch job's batch (its editor's field)
        return estimate(w, HardwareConfig(h100(), 1), A).throughput
    assert thr(32) > 5 * thr(1)


def test_serving_ttft_tpot_and_devices_needed():
    w = workload("llm_serving", llama3_70b(), weight_format="fp8", precision="bf16", runtime="vllm",
                 prompt_tokens=1000, output_tokens=500, requests_per_second=5.0, latency_target_ms=60000)
    est = estimate(w, HardwareConfig(h100(), 2, "nvswitch"), A)
    assert est.ttft_ms > 0 and est.tpot_ms > 0
    assert abs(est.latency_ms - (est.ttft_ms + 500 * est.tpot_ms)) < 1e-6 * est.latency_ms
    assert est.devices_needed is not None and est.devices_needed >= 2
    assert est.busy_hours_per_month == 730.0
    assert est.time_per_run_h is None


def test_70b_fp16_does_not_fit_one_4090():
    w = workload("realtime_inference", llama3_70b(), weight_format="fp16", precision="fp16")
    est = estimate(w, HardwareConfig(rtx4090(), 1), A)
    assert not est.memory.fits and est.reasons


def test_apple_fits_70b_q4():
    w = workload("realtime_inference", llama3_70b(), weight_format="gguf_q4_k_m", runtime="llama_cpp",
                 prompt_tokens=512, output_tokens=256)
    est = estimate(w, HardwareConfig(m2_ultra(), 1, "unified"), A)
    assert est.memory.fits
    assert est.throughput_unit == "requests/s" and est.latency_ms > 0


def test_cnn_inference():
    w = workload("batch_inference", resnet50(), micro_batch=64, samples_per_run=1e6, precision="fp16")
    est = estimate(w, HardwareConfig(rtx4090(), 1), A)
    assert est.throughput_unit == "images/s" and est.throughput > 1000


def test_estimate_is_fast():
    w = workload("llm_serving", llama3_8b(), runtime="vllm", prompt_tokens=512, output_tokens=256)
    options = [HardwareConfig(h100(), n, "nvswitch") for n in (1, 2, 4, 8)] * 250
    estimate(w, options[0], A)
    t0 = time.perf_counter()
    for hw in options:
        estimate(w, hw, A)
    per = (time.perf_counter() - t0) / len(options)
    # a service is a continuous-batching model now (engine.serving: the saturation search and a lone
    # request's figures); measured ~0.3 ms per option on a busy 2-core machine
    assert per < 0.001, f"{per * 1e3:.3f} ms per option"
