from hypothesis import given, settings
from hypothesis import strategies as st

from gpuadvisor.domain.project import Assumptions
from gpuadvisor.engine import compute as C
from gpuadvisor.engine.estimate import HardwareConfig, estimate
from gpuadvisor.engine.shape import build_shape

from ._fixtures import h100, llama3_8b, resnet50, rtx4090, m2_ultra, workload

A = Assumptions()


def test_six_n_d_plus_attention():
    shape = build_shape(llama3_8b())
    per = C.train_flops_per_token(shape, 2048, kind="pretrain", recompute="none")
    n = shape.params - shape.embed_params
    assert abs(per - (6 * n + 6 * 32 * 4096 * 2048)) / per < 1e-9
    assert C.train_flops_per_token(shape, 2048, kind="pretrain", recompute="full") > per * 1.3
    assert C.train_flops_per_token(shape, 2048, kind="lora", recompute="none") < per * 0.7


def test_peaks_dense_and_fallbacks():
    assert C.peak_tflops(h100(), "bf16", 0.03)[0] == 989.5
    assert C.peak_tflops(h100(), "fp8", 0.03)[0] == 1979
    assert C.peak_tflops(h100(), "fp32", 0.03)[0] == 67  # CUDA cores, no TF32 by default
    apple, label = C.peak_tflops(m2_ultra(), "fp16", 0.03)
    assert 20 < apple < 30 and "Apple" in label


def test_scaling_table_and_floor():
    assert C.scaling_efficiency("nvswitch", 8) == 0.95
    assert C.scaling_efficiency("pcie_p2p", 4) == 0.85
    assert C.scaling_efficiency("pcie", 2) == 0.80
    for link in C.SCALING:
        for n in range(1, 65):
            assert n * C.scaling_efficiency(link, n) >= 1.0 - 1e-12


def test_training_time_and_bottleneck():
    w = workload("pretrain", llama3_8b(), micro_batch=4, seq_len=2048, dataset_tokens=1e10, runtime="megatron")
    est = estimate(w, HardwareConfig(h100(), 8, "nvswitch"), A)
    assert est.time_per_run_h and est.time_per_run_h > 0
    assert est.throughput_unit == "tokens/s"
    assert est.bottleneck in ("compute", "memory capacity")
    labels = [s[0] for s in est.steps]
    assert any("peak" in l.lower() for l in labels)


def test_cnn_training_images_per_second():
    w = workload("pretrain", resnet50(), micro_batch=256, dataset_samples=1_281_167, epochs=1, precision="fp16")
    est = estimate(w, HardwareConfig(rtx4090(), 1), A)
    assert est.throughput_unit == "images/s"
    assert 500 < est.throughput < 3000


@settings(max_examples=30, deadline=None)
@given(tokens=st.floats(1e6, 1e12), more=st.floats(1.0, 100.0))
def test_time_never_falls_when_dataset_grows(tokens, more):
    w1 = workload("full_finetune", llama3_8b(), micro_batch=1, seq_len=2048, dataset_tokens=tokens)
    w2 = workload("full_finetune", llama3_8b(), micro_batch=1, seq_len=2048, dataset_tokens=min(1e16, tokens * more))
    hw = HardwareConfig(h100(), 8, "nvswitch")
    assert estimate(w2, hw, A).time_per_run_h >= estimate(w1, hw, A).time_per_run_h * (1 - 1e-9)


@settings(max_examples=30, deadline=None)
@given(n=st.integers(2, 64), link=st.sampled_from(["pcie", "pcie_p2p", "nvlink", "nvswitch", "single"]))
def test_more_devices_never_slower_than_one(n, link):
    w = workload("lora", llama3_8b(), micro_batch=1, seq_len=1024, dataset_tokens=1e8)
    one = estimate(w, HardwareConfig(h100(), 1), A).time_per_run_h
    many = estimate(w, HardwareConfig(h100(), n, link), A).time_per_run_h
    assert many <= one * (1 + 1e-9)


def test_efficiency_override_changes_result():
    w = workload("pretrain", llama3_8b(), micro_batch=4, seq_len=2048, dataset_tokens=1e10, runtime="megatron")
    hw = HardwareConfig(h100(), 8, "nvswitch")
    base = estimate(w, hw, A).time_per_run_h
    slow = estimate(w, hw, Assumptions(efficiency_overrides={"train_mfu": 0.3})).time_per_run_h
    assert slow > base
