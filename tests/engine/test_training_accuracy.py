"""Training accuracy, second pass (issue 14): the physics behind the training rows of the
calibration file — a CNN's memory traffic follows its feature maps (activations), not its FLOPs —
and what a calibration row's source means by its figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, ModelSpec
from gpuadvisor.engine.estimate import HardwareConfig, estimate, prepare
from gpuadvisor.engine.vector import estimate_many

from ._fixtures import h100, resnet50, rtx4090, workload

#: time differences are compared without the long-run goodput stretch (it scales whole runs)
A = Assumptions(efficiency_overrides={"long_run_goodput": 1.0})
CSV = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "calibration.csv"


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


def _cnn(acts_m: float | None, gflops: float = 8.178, **spec) -> ModelSpec:
    return ModelSpec(name="cnn", family="vision_cnn", params_b=0.025557032, gflops_per_sample=gflops,
                     input_size="3x224x224", activations_m=acts_m, **spec)


def _train(model: ModelSpec, **recipe):
    base = dict(precision="fp16", micro_batch=256, dataset_samples=1_281_167, epochs=1)
    base.update(recipe)
    return workload("pretrain", model, **base)


def _traffic_gb(est) -> float:
    return [v for label, v, _u in est.steps if label.startswith("Memory traffic per sample")][0]


# -- CNN memory traffic and kept activations follow the feature maps ---------------------------


def test_cnn_traffic_follows_activations_not_flops():
    hw = HardwareConfig(h100(), 1, "single")
    base = estimate(_train(_cnn(11.1)), hw, A)
    assert base.bottleneck == "memory bandwidth"
    # twice the feature maps at the same FLOPs: twice the bytes, half the images per second
    wide = estimate(_train(_cnn(22.2)), hw, A)
    assert _traffic_gb(wide) == pytest.approx(2.0 * _traffic_gb(base), rel=1e-9)
    assert wide.throughput == pytest.approx(base.throughput / 2.0, rel=0.01)  # + the optimizer step
    assert wide.memory.items["activations"] == pytest.approx(2.0 * base.memory.items["activations"], rel=1e-9)
    # twice the FLOPs over the same feature maps (wider convolutions): the same bytes, and the
    # step stays memory-bound, so the same images per second (the FLOP-based reading halved them)
    dense = estimate(_train(_cnn(11.1, gflops=2 * 8.178)), hw, A)
    assert _traffic_gb(dense) == pytest.approx(_traffic_gb(base), rel=1e-9)
    assert dense.bottleneck == "memory bandwidth"
    assert dense.throughput == pytest.approx(base.throughput, rel=1e-3)
    assert dense.memory.items["activations"] == pytest.approx(base.memory.items["activations"], rel=1e-9)


def test_without_activations_the_flop_intensity_still_applies():
    hw = HardwareConfig(h100(), 1, "single")
    a = estimate(_train(_cnn(None)), hw, A)
    b = estimate(_train(_cnn(None, gflops=2 * 8.178)), hw, A)
    assert _traffic_gb(b) == pytest.approx(2.0 * _traffic_gb(a), rel=1e-9)
    assert _traffic_gb(a) == pytest.approx(3 * 8.178 / 22.0, rel=1e-9)  # 22 FLOP/byte
    assert any(label == "Memory traffic per sample (FLOPs / intensity)" for label, _v, _u in a.steps)
    assert any(label == "Memory traffic per sample (activations x bytes per activation)"
               for label, _v, _u in estimate(_train(_cnn(11.1)), hw, A).steps)


@pytest.mark.parametrize("recipe", [dict(), dict(training_code="tuned"), dict(micro_batch=32, recompute="full")])
def test_resnet50_figures_stay_within_one_percent(cat, recipe):
    """The per-activation constants are the per-FLOP ones converted on the same ResNet-50 rows."""
    preset = cat.model("ResNet-50").spec
    assert preset.activations_m == 11.1
    bare = preset.model_copy(update={"activations_m": None})
    for acc in (h100(), rtx4090()):
        hw = HardwareConfig(acc, 1, "single")
        with_acts, without = estimate(_train(preset, **recipe), hw, A), estimate(_train(bare, **recipe), hw, A)
        assert with_acts.throughput == pytest.approx(without.throughput, rel=0.01)
        assert with_acts.memory.items["activations"] == pytest.approx(without.memory.items["activations"], rel=0.01)
    inf = dict(precision="fp16", micro_batch=64, samples_per_run=1e6)
    a = estimate(workload("batch_inference", preset, **inf), HardwareConfig(h100(), 1, "single"), A)
    b = estimate(workload("batch_inference", bare, **inf), HardwareConfig(h100(), 1, "single"), A)
    assert a.throughput == pytest.approx(b.throughput, rel=0.01)


def test_activations_scale_with_the_image_size():
    hw = HardwareConfig(h100(), 1, "single")
    small = estimate(_train(_cnn(11.1)), hw, A)
    big = estimate(_train(_cnn(11.1), image_size=448), hw, A)
    assert _traffic_gb(big) == pytest.approx(4.0 * _traffic_gb(small), rel=1e-9)
    assert big.memory.items["activations"] == pytest.approx(4.0 * small.memory.items["activations"], rel=1e-9)


def test_catalog_activations(cat):
    assert cat.model("ResNet-101").spec.activations_m == 16.2
    assert cat.model("EfficientNet-B0").spec.activations_m == 6.7
    retina = cat.model("RetinaNet ResNeXt50-32x4d FPN (MLPerf)").spec
    # ResNeXt-50 14.4M at 224 px x (800/224)^2 + FPN 256 x 26,468 + heads 4,460 x 13,343
    assert retina.activations_m == pytest.approx(14.4 * (800 / 224) ** 2 + 256 * 26468 / 1e6 + 4460 * 13343 / 1e6, abs=0.05)
    assert "pycls" in retina.source
    # RetinaNet's wide 3x3 convolutions do ~2x ResNet-50's FLOPs per activation element, EfficientNet's
    # depthwise ones a sixth of them
    per = {n: cat.model(n).spec.gflops_per_sample / cat.model(n).spec.activations_m
           for n in ("ResNet-50", "RetinaNet ResNeXt50-32x4d FPN (MLPerf)", "EfficientNet-B0")}
    assert per["RetinaNet ResNeXt50-32x4d FPN (MLPerf)"] > 2.0 * per["ResNet-50"] > 10 * per["EfficientNet-B0"]


def test_a_detector_of_wide_convolutions_is_not_held_to_resnet_traffic(cat):
    """MLPerf RetinaNet on 8 H100: 1.2 TFLOP per training image at ResNet-50's intensity would be 23 GB of
    traffic; its feature maps make it 10 GB, so the step is set by compute and memory together."""
    retina = cat.model("RetinaNet ResNeXt50-32x4d FPN (MLPerf)").spec
    w = _train(retina, precision="bf16", micro_batch=32, dataset_samples=4_681_728, training_code="tuned")
    est = estimate(w, HardwareConfig(h100(), 8, "nvswitch"), A)
    assert 9.0 < _traffic_gb(est) < 12.0
    # activations kept for backward: ~1 GB per 800-px image (the FLOP-based reading: 2.2 GB)
    assert 0.8e9 < est.memory.items["activations"] / 32 < 1.2e9


def test_array_path_matches_for_cnns_with_activations(cat):
    hws = (HardwareConfig(h100(), 1, "single"), HardwareConfig(rtx4090(), 1, "single"),
           HardwareConfig(h100(), 8, "nvswitch"), HardwareConfig(rtx4090(), 4, "pcie"))
    retina = cat.model("RetinaNet ResNeXt50-32x4d FPN (MLPerf)").spec
    for w in (_train(retina, micro_batch=16), _train(retina, micro_batch=8, training_code="tuned"),
              workload("batch_inference", retina, precision="fp16", micro_batch=16, samples_per_run=1e5)):
        p = prepare(w, A)
        arrays = estimate_many(p, hws)
        for i, hw in enumerate(hws):
            ref, got = estimate(w, hw, A), arrays.estimate(i)
            assert got.throughput == pytest.approx(ref.throughput, rel=1e-9)
            assert got.memory.total == pytest.approx(ref.memory.total, rel=1e-9)
            assert (got.time_per_run_h is None) == (ref.time_per_run_h is None)
            if ref.time_per_run_h is not None:
                assert got.time_per_run_h == pytest.approx(ref.time_per_run_h, rel=1e-9)
            assert got.bottleneck == ref.bottleneck


@pytest.mark.skipif(not CSV.exists(), reason="reference/calibration.csv not available")
def test_retinanet_time_to_train_row():
    """A070: MLPerf v4.0 RetinaNet on one DGX H100, 35.5 min (the FLOP-based traffic gave +98 %)."""
    from gpuadvisor.engine.calibration import Calibrator, read_rows

    rows = {r["id"]: r for r in read_rows(CSV)}
    pred = Calibrator().predict(rows["A070"])
    assert abs(pred / 35.476 - 1.0) < 0.25


# -- what a row's source means by its figures ---------------------------------------------------


@pytest.mark.skipif(not CSV.exists(), reason="reference/calibration.csv not available")
def test_mfu_is_computed_with_the_sources_own_flop_count():
    """llm-foundry's README counts 6 x all parameters + 12·L·h·s (full attention) per token; the
    engine counts causal attention (6·L·h·s).  The same predicted tokens/s give the README's MFU."""
    from gpuadvisor.engine import compute as C
    from gpuadvisor.engine.calibration import Calibrator, read_rows
    from gpuadvisor.engine.estimate import estimate_profile

    rows = {r["id"]: r for r in read_rows(CSV)}
    cal = Calibrator()
    for rid, quoted in (("A049", True), ("A046", True), ("A016", False)):
        row = rows[rid]
        w, hw, ctx = cal.build(row)
        prof = prepare(w, cal.assumptions, runtime=ctx["runtime"], weight_format=ctx["weight_format"], flags=ctx["flags"])
        tok_s = estimate_profile(prof, hw).throughput
        peak, _ = C.peak_tflops(hw.accelerator, prof.precision, prof.eff.get("apple_tflops_per_gbs") / 10.0)
        sh = prof.shape
        if quoted:
            per = 6.0 * sh.params + 12.0 * sh.layers * sh.hidden * prof.seq
            assert per > 1.03 * C.model_flops_per_token(sh, prof.seq, kind=prof.kind)
        else:  # Meta's paper states no formula: the engine's count
            per = C.model_flops_per_token(sh, prof.seq, kind=prof.kind)
        assert cal.predict(row) == pytest.approx(tok_s * per / hw.count / (peak * 1e12) * 100.0, rel=1e-9)


# -- tensor parallelism in training ------------------------------------------------------------


def _llama70(**recipe):
    from ._fixtures import llama3_70b

    base = dict(precision="bf16", micro_batch=1, grad_accum=256, seq_len=8192, dataset_tokens=1e10, runtime="megatron")
    base.update(recipe)
    return workload("pretrain", llama3_70b(), **base)


def test_tensor_parallel_all_reduces_per_token():
    """Two all-reduces per layer forward, two backward (+2 recomputed), each token's hidden vector as
    payload, 2(t-1)/t of it sent at 0.8 x half the bidirectional NVLink rate."""
    from gpuadvisor.engine import training as TR
    from gpuadvisor.engine.efficiency import Efficiency

    eff = Efficiency()
    link = 900e9 / 2
    t = TR.tp_comm_s_per_token(126, 16384, 2.0, "none", 8, 16, link, eff)
    assert t == pytest.approx(4 * (126 / 16) * 16384 * 2.0 * (2 * 7 / 8) / (link * 0.8))
    assert TR.tp_comm_s_per_token(126, 16384, 2.0, "full", 8, 16, link, eff) == pytest.approx(1.5 * t)
    assert TR.tp_comm_s_per_token(126, 16384, 2.0, "none", 1, 1, link, eff) == 0.0


def test_tensor_parallel_training_pays_its_all_reduces(cat):
    from gpuadvisor.domain.project import Parallelism
    h100_sxm = cat.find_accelerator("H100 SXM5")  # NVLink 4: 900 GB/s both directions
    hw = HardwareConfig(h100_sxm, 8, "nvswitch")
    dp = estimate(_llama70(parallelism=Parallelism(devices=8, zero_stage=3)), hw, A)
    tp = estimate(_llama70(parallelism=Parallelism(devices=8, tensor_parallel=8)), hw, A)
    comm = [v for label, v, _u in tp.steps if label == "Tensor-parallel all-reduce time per token"]
    assert comm and not [1 for label, _v, _u in dp.steps if label == "Tensor-parallel all-reduce time per token"]
    assert comm[0] / 1000.0 == pytest.approx(4 * 80 * 8192 * 2.0 * (2 * 7 / 8) / (450e9 * 0.8))
    # per token on one device of the group: an eighth of the token's compute, then the all-reduces
    t_c = 1.0 / dp.throughput  # eight devices on a token for 1/8 of its compute each = the job's time per token
    assert tp.throughput / dp.throughput == pytest.approx(t_c / (t_c + comm[0] / 1000.0), rel=0.02)
    assert 0.75 < tp.throughput / dp.throughput < 0.92  # ~16 % for 8192-wide layers on NVLink 4
    # a card without NVLink sends the same payload over PCIe and loses far more
    rtx = cat.find_accelerator("GeForce RTX 4090")
    pcie_dp = estimate(_llama70(parallelism=Parallelism(devices=8, zero_stage=3)), HardwareConfig(rtx, 8, "pcie"), A)
    pcie_tp = estimate(_llama70(parallelism=Parallelism(devices=8, tensor_parallel=8)), HardwareConfig(rtx, 8, "pcie"), A)
    assert pcie_tp.throughput / pcie_dp.throughput < 0.8


def test_array_path_matches_for_tensor_parallel_training():
    from gpuadvisor.domain.project import Parallelism

    hws = (HardwareConfig(h100(), 8, "nvswitch"), HardwareConfig(rtx4090(), 4, "pcie"), HardwareConfig(h100(), 1, "single"),
           HardwareConfig(h100(), 16, "nvswitch", nodes=2, node_gbps=3200.0))
    for par in (Parallelism(devices=8, tensor_parallel=4), Parallelism(devices=8, tensor_parallel=8, pipeline_parallel=2)):
        for recompute in ("none", "full"):
            w = _llama70(parallelism=par, recompute=recompute)
            p = prepare(w, A)
            arrays = estimate_many(p, hws)
            for i, hw in enumerate(hws):
                ref, got = estimate(w, hw, A), arrays.estimate(i)
                assert got.throughput == pytest.approx(ref.throughput, rel=1e-9)
                assert got.time_per_run_h == pytest.approx(ref.time_per_run_h, rel=1e-9)
                assert got.bottleneck == ref.bottleneck


@pytest.mark.skipif(not CSV.exists(), reason="reference/calibration.csv not available")
def test_calibration_reads_a_stated_parallel_layout():
    from gpuadvisor.engine.calibration import Calibrator, read_rows

    rows = {r["id"]: r for r in read_rows(CSV)}
    cal = Calibrator()
    w, _hw, _ctx = cal.build(rows["A014"])  # "pretraining BF16, TP8 CP1 PP16 DP64"
    assert (w.recipe.parallelism.tensor_parallel, w.recipe.parallelism.pipeline_parallel) == (8, 16)
    w, _hw, _ctx = cal.build(rows["A020"])  # "PTD-P" without degrees
    assert (w.recipe.parallelism.tensor_parallel, w.recipe.parallelism.pipeline_parallel) == (1, 1)
