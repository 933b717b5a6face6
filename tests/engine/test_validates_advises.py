"""Property: a workload that validates always advises (issue #10 rule 6, issue #11 item 3).

Workloads are generated from the schema itself: every field of Workload, ModelSpec,
TransformerArch, Recipe, Parallelism, Schedule and Constraints takes any value its type and
bounds allow (extremes included: 1e-300, the upper bounds, every runtime with every kind).
The engine must either answer every option with finite figures or mark the workload "cannot
estimate: why" — never raise, never return a negative or NaN time or cost.
"""

from __future__ import annotations

import math
import types
import typing
from typing import Literal, get_args, get_origin

import pytest
from annotated_types import Ge, Gt, Le, Lt
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import ModelSpec, Project, ProjectDocument, Workload
from gpuadvisor.engine.advisor import advise

SKIP = {"id", "notes", "lora_targets", "preset", "source"}


def _bounds(metadata) -> tuple[float | None, float | None, bool, bool]:
    lo = hi = None
    lo_open = hi_open = False
    for m in metadata:
        if isinstance(m, Ge):
            lo = m.ge
        elif isinstance(m, Gt):
            lo, lo_open = m.gt, True
        elif isinstance(m, Le):
            hi = m.le
        elif isinstance(m, Lt):
            hi, hi_open = m.lt, True
    return lo, hi, lo_open, hi_open


def _strategy(annotation, metadata) -> st.SearchStrategy:
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        inner = _strategy(args[0], metadata)
        return st.one_of(st.none(), inner) if len(get_args(annotation)) > len(args) else inner
    if origin is typing.Annotated:
        return _strategy(get_args(annotation)[0], metadata)
    if origin is Literal:
        return st.sampled_from(get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _model_strategy(annotation)
    lo, hi, lo_open, hi_open = _bounds(metadata)
    if annotation is bool:
        return st.booleans()
    if annotation is int:
        lo_i = int(lo) + (1 if lo_open else 0) if lo is not None else 0
        hi_i = int(hi) - (1 if hi_open else 0) if hi is not None else 10**6
        edges = st.sampled_from(sorted({lo_i, hi_i, min(hi_i, lo_i + 1)}))
        return st.one_of(edges, st.integers(lo_i, min(hi_i, 10**7)))
    if annotation is float:
        lo_f = float(lo) if lo is not None else 0.0
        hi_f = float(hi) if hi is not None else 1e12
        picks = [v for v in (lo_f, hi_f, 1e-300, 1e-9, 0.5, 1.0, 3.0) if lo_f <= v <= hi_f
                 and not (lo_open and v == lo_f) and not (hi_open and v == hi_f)]
        return st.one_of(st.sampled_from(picks), st.floats(lo_f, hi_f, exclude_min=lo_open, exclude_max=hi_open,
                                                           allow_nan=False, allow_infinity=False))
    if annotation is str:
        return st.text(min_size=1, max_size=20)
    raise TypeError(f"no strategy for {annotation!r}")


def _model_strategy(model: type[BaseModel]) -> st.SearchStrategy:
    fields = {}
    for name, info in model.model_fields.items():
        if name in SKIP:
            continue
        fields[name] = _strategy(info.annotation, info.metadata)
    return st.fixed_dictionaries({}, optional=fields)


WORKLOADS = _model_strategy(Workload).map(lambda d: {**d, "model": d.get("model", {"params_b": 1.0})})


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=WORKLOADS)
def test_a_workload_that_validates_advises(catalog, data):
    model = data.get("model") or {}
    data["model"] = {"params_b": 1.0, **model}
    try:
        workload = Workload.model_validate(data)
    except ValidationError:
        return  # refused by the schema, with a message naming the field
    doc = ProjectDocument(projects=[Project(name="P", workloads=[workload])])
    result = advise(doc, catalog, use_cache=False)
    adv = result.workloads[0]
    if adv.error is not None:
        assert adv.error.startswith("cannot estimate") and len(adv.error) > 20
        return
    for r in adv.results:
        est = r.estimate
        if est.time_per_run_h is not None:
            assert math.isfinite(est.time_per_run_h) and est.time_per_run_h >= 0, (r.label, est.time_per_run_h)
        assert math.isfinite(est.memory.total) and est.memory.total >= 0
        if r.annual_usd is not None:
            assert math.isfinite(r.annual_usd) and r.annual_usd >= 0, (r.label, r.annual_usd)


@pytest.mark.parametrize("size", ["NaN", "1e-300", "inf", "1e308", "0", "-5", "80x3000 log-mel (30 s audio)"])
@pytest.mark.parametrize("runtime", ["tensorflow", "pytorch", "vllm"])
def test_odd_input_sizes_advise(catalog, size, runtime):
    """Input size "NaN" or "1e-300" used to overflow the FLOPs scaling (issue #11 item 3)."""
    from gpuadvisor.domain.project import ModelSpec, Recipe

    for kind in ("full_finetune", "batch_inference"):
        w = Workload(kind=kind, model=ModelSpec(params_b=1e-6, family="vision_cnn", gflops_per_sample=1e-6, input_size=size),
                     recipe=Recipe(runtime=runtime, dataset_samples=10, samples_per_run=10, image_size=8))
        adv = advise(ProjectDocument(projects=[Project(name="P", workloads=[w])]), catalog, use_cache=False).workloads[0]
        assert adv.error is None, adv.error
        assert all((r.estimate.time_per_run_h or 0) >= 0 for r in adv.results)


@pytest.mark.parametrize("params_b", [1e-300, 1e-6, 0.005])
def test_tiny_llm_on_the_generic_shape_keeps_every_memory_item_non_negative(catalog, params_b):
    """A decoder LLM far smaller than the generic architecture's embedding tables (found by the
    property test above: QLoRA of a 1e-300 B model on two GPUs had -4e305 bytes): the tables are not
    the model's, so no layer gets a negative size and FSDP's gathered layers are not negative."""
    from gpuadvisor.engine.shape import build_shape

    spec = ModelSpec(name="tiny", params_b=params_b)
    shape = build_shape(spec)
    assert shape.largest_layer_params >= 0 and shape.embed_params + shape.head_params <= shape.params
    workload = Workload.model_validate({"name": "t", "kind": "qlora", "model": {"name": "tiny", "params_b": params_b},
                                        "recipe": {"precision": "fp32"}})
    doc = ProjectDocument(projects=[Project(name="P", workloads=[workload])])
    adv = advise(doc, catalog, use_cache=False).workloads[0]
    assert adv.results and all(math.isfinite(r.estimate.memory.total) and r.estimate.memory.total > 0 for r in adv.results)


@pytest.mark.parametrize("kind", ["lora", "batch_inference", "realtime_inference"])
def test_a_model_without_its_flops_is_never_a_fast_free_pick(catalog, kind):
    """A diffusion UNet preset without FLOPs per sample: no option may come out timed from the
    launch floor alone (45 images/s and NT$28 a year on a T4 before): every option says what is
    missing, in both the array path and the per-option reference."""
    from gpuadvisor.engine.advisor import advise_workload, options_for

    # a diffusion UNet whose FLOPs the user has not given (the catalog's presets have theirs)
    spec = catalog.find_model("SDXL UNet").spec.model_copy(update={"gflops_per_sample": None, "preset": None,
                                                                   "name": "My UNet"})
    assert spec.gflops_per_sample is None and spec.arch is None
    recipe = {"precision": "fp16", "micro_batch": 1, "image_size": 1024, "dataset_samples": 2000, "epochs": 2,
              "samples_per_run": 1000, "requests_per_second": 1.0}
    workload = Workload.model_validate({"name": "t", "kind": kind, "model": spec.model_dump(), "recipe": recipe})
    options = options_for(catalog)
    for vectorized in (True, False):
        adv = advise_workload(workload, options, ProjectDocument().assumptions, vectorized=vectorized)
        assert adv.results and not any(r.feasible for r in adv.results)
        assert all(any("GFLOPs per sample" in why for why in r.reasons) for r in adv.results)


def test_a_vanishing_flop_count_with_activations_still_advises(catalog):
    """Found by the property test: an encoder with 5e-324 GFLOPs per sample and a billion million
    activations overflowed its bytes per FLOP, and the batch job's hours divided by a zero rate."""
    workload = Workload.model_validate({
        "name": "0", "kind": "batch_inference", "schedule": {"frequency": "once"},
        "recipe": {"precision": "fp32", "weight_format": "fp32", "samples_per_run": 1.0, "seq_len": None},
        "model": {"name": "0", "family": "encoder", "params_b": 100000.0, "gflops_per_sample": 5e-324,
                  "activations_m": 1e9}})
    doc = ProjectDocument(projects=[Project(name="P", workloads=[workload])])
    adv = advise(doc, catalog, use_cache=False).workloads[0]
    assert adv.error is None or adv.error.startswith("cannot estimate")
    for r in adv.results:
        if r.estimate.time_per_run_h is not None:
            assert math.isfinite(r.estimate.time_per_run_h)


def test_a_diffusion_model_generates_an_image_in_its_denoising_steps(catalog):
    """Stable Diffusion presets carry the UNet's FLOPs per forward (computed from its config: 803 GFLOPs
    for SD 1.5 at 512 px); a generated image takes one forward per denoising step, two inputs per
    step with classifier-free guidance, so the time per image follows the steps and the guidance, and
    the Image size field (pixels) scales the work from the preset's 512 px."""
    from gpuadvisor.engine.estimate import HardwareConfig, estimate, prepare

    spec = catalog.find_model("Stable Diffusion 1.5 UNet").spec
    assert spec.gflops_per_sample == pytest.approx(803.2)
    rtx = next(a for a in catalog.accelerators if a.name == "GeForce RTX 4090")
    a = ProjectDocument().assumptions

    def image_s(**recipe):
        base = {"precision": "fp16", "weight_format": "fp16", "micro_batch": 1, "samples_per_run": 1000}
        base.update(recipe)
        w = Workload.model_validate({"name": "t", "kind": "batch_inference", "model": spec.model_dump(), "recipe": base})
        e = estimate(w, HardwareConfig(rtx, 1), a)
        assert e.memory.fits and not e.reasons
        return e.latency_ms / 1000.0, e, prepare(w, a)

    t50, e50, p50 = image_s(denoising_steps=50)
    assert p50.passes == 50.0 and p50.pass_batch == 2.0 and p50.flops_per_sample == pytest.approx(803.2e9)
    # SD 1.5 at 512 px, 50 steps with guidance on an RTX 4090: on the order of a second or two an image
    # (a UNet forward of a 2-image batch is 1.6 TFLOP: 50 of them are 80 TFLOP at a 165-TFLOPS card)
    assert 0.5 < t50 < 5.0
    t25, _e, _p = image_s(denoising_steps=25)
    assert t25 == pytest.approx(t50 / 2.0)
    t_plain, e_plain, _p = image_s(denoising_steps=50, guidance=False)
    assert t_plain < t50 and e_plain.memory.items["activations"] == pytest.approx(e50.memory.items["activations"] / 2.0)
    t768, _e, p768 = image_s(denoising_steps=50, image_size=768)
    assert p768.flops_per_sample == pytest.approx(803.2e9 * (768 / 512) ** 2) and t768 > t50
    assert any("denoising" in label for label, _v, _u in e50.steps)


def test_generating_sdxl_images_in_batches_of_four_fits_a_24_gb_card(catalog):
    """A diffusion model's inference activations follow the image's pixels, not its FLOPs (efficiency.py
    ``diffusion_infer_act_kb_per_px``).  Hugging Face's SDXL post generated 4 images of 1,024 px at a time
    in 21.7 GB on a 40 GB A100 (fp16, text encoders and vanilla attention included); the per-FLOP rule of
    other CNNs gave 60 GB, ruled every 24 GB card out and sent a nightly SDXL job to a 4x A100 workstation
    (found in the advice audit).  The array path agrees with the scalar one."""
    from gpuadvisor.engine import vector
    from gpuadvisor.engine.estimate import HardwareConfig, estimate, prepare

    spec = catalog.find_model("SDXL UNet").spec
    rtx = next(a for a in catalog.accelerators if a.name == "GeForce RTX 4090")
    a = ProjectDocument().assumptions

    def mem(**recipe):
        base = {"precision": "fp16", "weight_format": "fp16", "micro_batch": 4, "image_size": 1024,
                "samples_per_run": 20000, "denoising_steps": 30}
        base.update(recipe)
        w = Workload.model_validate({"name": "t", "kind": "batch_inference", "model": spec.model_dump(), "recipe": base})
        return w, estimate(w, HardwareConfig(rtx, 1), a).memory

    w, m4 = mem()
    assert m4.fits and m4.total < 21.7e9
    # the measured pipeline at batch 4 held more than the UNet's weights and these activations
    assert m4.items["activations"] > 21.7e9 - 6.94e9 - 3.0e9
    # twice the pixels, twice the activations; twice the images, twice the activations
    _w, m_big = mem(image_size=int(1024 * 2 ** 0.5))
    _w, m8 = mem(micro_batch=8)
    assert m_big.items["activations"] == pytest.approx(2.0 * m4.items["activations"], rel=1e-3)
    assert m8.items["activations"] == pytest.approx(2.0 * m4.items["activations"])
    rows = vector.estimate_many(prepare(w, a), [HardwareConfig(rtx, 1)])
    assert rows.mem_total[0] == pytest.approx(m4.total, rel=1e-9)


def test_the_unet_count_matches_the_published_sizes():
    """tools/build_catalogs.py counts the diffusion UNets layer by layer from their configs: its
    parameter counts are the published ones (860M, 865M, 2.6B) and, without the attention matmuls,
    SD v1's forward is BK-SDM's 339 G multiply-adds at 512 px."""
    import importlib.util

    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "build_catalogs.py"
    spec = importlib.util.spec_from_file_location("build_catalogs", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    published = {"Stable Diffusion 1.5 UNet": 0.86, "Stable Diffusion 2 UNet": 0.865, "SDXL UNet": 2.6}
    for name, params_b in published.items():
        macs, params = tool.unet_count(**tool.UNET_CONFIGS[name])
        assert abs(params / 1e9 - params_b) < 0.02 * params_b, name
    sd1 = tool.UNET_CONFIGS["Stable Diffusion 1.5 UNet"]
    macs, _params = tool.unet_count(**sd1)
    attention = 0
    hw = {0: 64 * 64, 1: 32 * 32, 2: 16 * 16}
    # the attention matmuls: QK^T and AV, self (positions) and cross (77 tokens), 16 transformer blocks
    for level, blocks in ((0, 5), (1, 5), (2, 5)):
        ch = 320 * sd1["mult"][level]
        attention += blocks * (2 * hw[level] ** 2 * ch + 2 * hw[level] * 77 * ch)
    attention += 2 * 64 * 64 * 1280 + 2 * 64 * 77 * 1280  # the middle block at 8x8
    assert (macs - attention) / 1e9 == pytest.approx(338.6, abs=0.1)


def test_gradient_checkpointing_shrinks_a_cnn_or_unet_s_activations(catalog):
    """Full recompute (gradient checkpointing per block) keeps the blocks' inputs and one block's
    activations: an SDXL LoRA at 1,024 px, batch 4, fits a 24 GB card with it and not without (batch 1
    fits either way: 7.9 GB of feature maps, efficiency.py diffusion_train_act_kb_per_px); a ResNet
    keeps a larger share (its bottleneck inputs are wide)."""
    from gpuadvisor.engine.efficiency import Efficiency
    from gpuadvisor.engine.estimate import HardwareConfig, estimate

    rtx = next(a for a in catalog.accelerators if a.name == "GeForce RTX 4090")
    a = ProjectDocument().assumptions
    eff = Efficiency()

    def mem(name, kind, recompute, batch=1):
        spec = catalog.find_model(name).spec
        w = Workload.model_validate({"name": "t", "kind": kind, "model": spec.model_dump(), "recipe": {
            "precision": "bf16", "micro_batch": batch, "dataset_samples": 2000, "epochs": 10, "recompute": recompute}})
        return estimate(w, HardwareConfig(rtx, 1), a).memory

    full, none = mem("SDXL UNet", "lora", "full", 4), mem("SDXL UNet", "lora", "none", 4)
    assert full.fits and not none.fits
    assert full.items["activations"] == pytest.approx(none.items["activations"] * eff.get("cnn_recompute_keep.diffusion"))
    r_full, r_none = mem("ResNet-50", "full_finetune", "full"), mem("ResNet-50", "full_finetune", "none")
    assert r_full.items["activations"] == pytest.approx(r_none.items["activations"] * eff.get("cnn_recompute_keep"))
    assert eff.get("cnn_recompute_keep.diffusion") < eff.get("cnn_recompute_keep") < 1.0
