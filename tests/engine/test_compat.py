"""The software-compatibility catalog (catalogs/compatibility.json) and its check (engine.compat)."""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
from pathlib import Path
from typing import get_args

import pytest

from gpuadvisor.catalog import CatalogError, load_catalog
from gpuadvisor.catalog.compat_data import NVIDIA_ARCHITECTURES, load_compatibility
from gpuadvisor.domain.hardware import Accelerator
from gpuadvisor.domain.project import Framework, Runtime, WorkloadKind
from gpuadvisor.engine import compat
from gpuadvisor.engine.compat import Verdict, check, platform_label

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "catalogs"
RUNTIMES = list(get_args(Runtime))
FRAMEWORKS = list(get_args(Framework))
KINDS = list(get_args(WorkloadKind))
TRAINING = ("pretrain", "full_finetune", "lora", "qlora")
#: citations of things users do not have (as in tests/test_public_sources.py)
INTERNAL = re.compile(r"notes/|reference/|/work/|/home/|tco-anchors|engine-anchors|seeds/|SPEC\.md|\.csv\b",
                      re.IGNORECASE)


@pytest.fixture(scope="module")
def cat():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def data():
    return load_compatibility()


@pytest.fixture(autouse=True)
def _fresh():
    compat.clear_cache()
    yield
    compat.clear_cache()


def run(acc, runtime="pytorch", *, offer=None, framework=None, weight_format="bf16", precision="bf16",
        kind="full_finetune", kv="auto") -> Verdict:
    return check(acc, offer=offer, runtime=runtime, framework=framework, weight_format=weight_format,
                 precision=precision, kind=kind, kv_cache_dtype=kv)


def of(cat, *names):
    return [cat.accelerator(n) for n in names]


def platform_accs(cat, platform):
    d = load_compatibility()
    return [a for a in cat.accelerators if d.platform(a.name).platform == platform]


# -- the catalog -----------------------------------------------------------------------------------


def test_every_accelerator_has_a_platform_entry(cat, data):
    missing = [a.name for a in cat.accelerators if data.platform(a.name) is None]
    assert not missing, f"no platform entry in compatibility.json for: {missing}"
    names = {a.name for a in cat.accelerators}
    stray = [p.accelerator for p in data.doc.platforms if p.accelerator not in names]
    assert not stray, f"platform entries for accelerators the catalog does not have: {stray}"
    assert len(data.doc.platforms) == len(cat.accelerators)


def test_platform_facts_match_the_accelerators(cat, data):
    by_gen = {"Kepler": "3", "Maxwell": "5", "Pascal": "6", "Volta": "7.0", "Turing": "7.5", "Ampere": "8.",
              "Ada": "8.9", "Hopper": "9.0", "Blackwell": ("10.", "12.")}
    for acc in cat.accelerators:
        facts = data.platform(acc.name)
        vendor = acc.vendor.lower()
        if acc.segment == "tpu":
            assert facts.platform == "tpu" and facts.version in acc.name, acc.name
        elif acc.segment == "apple":
            assert facts.platform == "apple" and acc.name.startswith(f"Apple {facts.chip}"), acc.name
        elif vendor == "nvidia":
            assert facts.platform == "nvidia" and facts.architecture in NVIDIA_ARCHITECTURES, acc.name
            assert facts.compute_capability.startswith(by_gen[facts.architecture]), acc.name
            # FP8 tensor cores exactly where the catalog lists an FP8 rate (Ada, Hopper, Blackwell)
            if acc.fp8_tflops:
                assert facts.cc >= (8, 9), acc.name
            if acc.bf16_tflops:
                assert facts.cc >= (8, 0), acc.name
        elif vendor == "amd":
            assert facts.platform == "amd" and facts.gfx_target.startswith("gfx"), acc.name
        else:
            assert vendor == "intel" and facts.platform == "intel_gaudi", acc.name
    spot = {"GeForce RTX 3090": "8.6", "T4": "7.5", "A100 80GB SXM4": "8.0", "H100 SXM5": "9.0",
            "GeForce RTX 4090": "8.9", "GeForce RTX 5090": "12.0", "B200 (HGX, per GPU)": "10.0",
            "Tesla K80 (board, 2x GK210)": "3.7", "Tesla P40": "6.1", "V100 16GB (SXM2)": "7.0",
            "DGX Spark (GB10)": "12.1", "B300 (HGX, per GPU)": "10.3"}
    for name, cc in spot.items():
        assert data.platform(name).compute_capability == cc, name
    gfx = {"Instinct MI250X": ("gfx90a", True), "Instinct MI300X": ("gfx942", True),
           "Radeon Instinct MI25": ("gfx900", False), "Radeon Pro V620": ("gfx1030", True),
           "Radeon RX 7900 XTX": ("gfx1100", True)}
    for name, (target, rocm) in gfx.items():
        facts = data.platform(name)
        assert (facts.gfx_target, facts.rocm_supported) == (target, rocm), name


def _sourced_entries(data):
    yield from (("platform", p) for p in data.doc.platforms)
    yield from (("vdi_offer", v) for v in data.doc.vdi_offers)
    yield from (("rule", r) for r in data.all_rules)


def test_every_entry_has_a_public_source_and_a_date(data):
    today = dt.date.today()
    count = 0
    for kind, entry in _sourced_entries(data):
        count += 1
        label = getattr(entry, "id", None) or getattr(entry, "accelerator", "")
        assert entry.source.strip() and ("http" in entry.source or "'" in entry.source), (kind, label)
        assert not INTERNAL.search(entry.source), (kind, label, entry.source)
        assert isinstance(entry.as_of, dt.date) and dt.date(2024, 1, 1) <= entry.as_of <= today, (kind, label)
        if getattr(entry, "notes", None):
            assert not INTERNAL.search(entry.notes), (kind, label)
    assert count > 250


def test_the_file_says_it_is_hand_maintained():
    raw = json.loads((CATALOGS / "compatibility.json").read_text(encoding="utf-8"))
    assert "hand" in raw["$comment"].lower()


def test_every_runtime_and_framework_has_rules(data):
    assert set(RUNTIMES) | set(FRAMEWORKS) <= set(data.software)
    for key in set(RUNTIMES) | set(FRAMEWORKS):
        assert data.rules_by_software.get(key), f"no rules for {key}"


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_every_runtime_is_decided_on_every_accelerator(cat, runtime):
    """No combination of a shipped accelerator and a runtime falls through to 'no data'."""
    for acc in cat.accelerators:
        for kind in ("full_finetune", "llm_serving"):
            v = run(acc, runtime, kind=kind)
            assert not any("No compatibility" in r for r in v.reasons), (runtime, acc.name, kind, v.reasons)
            if v.status != "supported":
                assert v.reasons, (runtime, acc.name, kind)


def test_every_reason_is_listed_for_translation(data):
    listed = set(compat._reason_texts())
    written = {r.reason for r in data.all_rules if r.reason} | {v.reason for v in data.doc.vdi_offers if v.reason}
    assert written <= listed, f"add to engine/compat.py _reason_texts: {sorted(written - listed)[:5]}"
    internal = {compat._NO_RULE, compat._NO_SOFTWARE, compat._NO_PLATFORM}
    assert listed - internal <= written, f"stale entries in _reason_texts: {sorted(listed - internal - written)[:5]}"


def test_non_supported_hardware_reasons_name_the_hardware(data):
    for rule in data.doc.rules + data.doc.precision_rules:
        if rule.status and rule.status != "supported":
            assert "{hardware}" in rule.reason, rule.id
    for offer in data.doc.vdi_offers:
        if offer.status != "supported":
            assert "{offer}" in offer.reason and "{hardware}" in offer.reason, offer.id


def test_vdi_offers_cover_the_catalogs_gpu_slices(cat, data):
    known = {(o.provider, o.instance_type) for o in cat.cloud_offers}
    for entry in data.doc.vdi_offers:
        present = [t for t in entry.instance_types if (entry.provider, t) in known]
        assert present, f"vdi_offers {entry.id}: none of its instance types is in cloud_offers.json"
    slices = [o for o in cat.cloud_offers if o.count < 1]
    assert slices
    uncovered = sorted({o.key for o in slices if data.vdi_offer(o.provider, o.instance_type) is None})
    assert not uncovered, f"GPU slices without a vdi_offers decision: {uncovered}"


def test_a_broken_file_names_the_file(tmp_path):
    dest = tmp_path / "catalogs"
    shutil.copytree(CATALOGS, dest)
    raw = json.loads((dest / "compatibility.json").read_text(encoding="utf-8"))
    raw["rules"][0]["status"] = "maybe"
    (dest / "compatibility.json").write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(CatalogError, match="compatibility.json"):
        load_compatibility(dest)
    raw["rules"][0]["status"] = "unsupported"
    raw["rules"].insert(0, {"id": "loop", "software": "pytorch", "delegate": "hf_transformers",
                            "source": "https://example.org/x", "as_of": "2026-01-01"})
    (dest / "compatibility.json").write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(CatalogError, match="loop"):
        load_compatibility(dest)
    (dest / "compatibility.json").unlink()
    with pytest.raises(CatalogError, match="missing"):
        load_compatibility(dest)


# -- the product rules -----------------------------------------------------------------------------


def test_plain_pytorch_does_not_run_on_tpu_but_xla_and_jax_do(cat):
    tpus = platform_accs(cat, "tpu")
    assert len(tpus) >= 4
    for acc in tpus:
        v = run(acc, "pytorch")
        assert v.status == "unsupported", acc.name
        assert any("PyTorch" in r and acc.name in r and "PyTorch/XLA or JAX" in r for r in v.reasons)
        assert v.sources
        for runtime in ("pytorch_xla", "jax", "tensorflow"):
            assert run(acc, runtime).status == "supported", (runtime, acc.name)
        assert run(acc, "pytorch_xla", framework="pytorch_xla").status == "supported"
        # the framework constraint is checked too: plain PyTorch as the team's framework
        assert run(acc, "jax", framework="pytorch").status == "unsupported"


def test_qlora_nf4_is_never_a_clean_pick_on_apple(cat):
    """bitsandbytes NF4 reached Apple silicon only through a slow, optimizer-less MPS backend
    (bitsandbytes 0.49/0.50); MLX and llama.cpp cannot use NF4 at all."""
    apples = platform_accs(cat, "apple")
    macs = [s for s in cat.systems if s.kind == "apple"]
    assert len(apples) >= 10 and macs
    assert {s.accelerator for s in macs} <= {a.name for a in apples}
    for acc in apples:
        for runtime in ("pytorch", "hf_transformers", "unsloth", "litgpt"):
            v = run(acc, runtime, kind="qlora", weight_format="nf4")
            assert v.status != "supported", (runtime, acc.name)
            assert any("bitsandbytes" in r and acc.name in r for r in v.reasons), (runtime, acc.name, v.reasons)
        for runtime in ("mlx", "llama_cpp", "deepspeed", "tensorrt_llm"):
            assert run(acc, runtime, kind="qlora", weight_format="nf4").status == "unsupported", (runtime, acc.name)
        # the Mac way: MLX LoRA/QLoRA on its own quantized weights
        assert run(acc, "mlx", kind="qlora", weight_format="int4").status == "supported"


def test_qlora_nf4_is_supported_on_nvidia_and_not_on_tpu(cat):
    for name in ("GeForce RTX 4090", "GeForce RTX 3090", "A100 80GB SXM4", "T4", "L4"):
        v = run(cat.accelerator(name), "pytorch", kind="qlora", weight_format="nf4")
        assert v.status == "supported", (name, v.reasons)
    for acc in platform_accs(cat, "tpu"):
        assert run(acc, "pytorch_xla", kind="qlora", weight_format="nf4").status == "unsupported"


def test_the_azure_mi25_slices_run_nothing(cat):
    offers = [o for o in cat.cloud_offers if o.instance_type.endswith("as_v4")]
    assert {o.instance_type for o in offers} >= {"Standard_NV4as_v4", "Standard_NV8as_v4", "Standard_NV16as_v4"}
    for offer in offers:
        acc = cat.accelerator(offer.accelerator)
        for runtime in RUNTIMES:
            for kind in ("full_finetune", "batch_inference", "llm_serving"):
                v = run(acc, runtime, offer=offer, kind=kind)
                assert v.status == "unsupported", (offer.instance_type, runtime, kind)
                assert any(offer.instance_type in r and "Windows-only" in r for r in v.reasons)


def test_vgpu_slices_are_experimental_and_v620_gaming_slices_unsupported(cat):
    def offer(itype):
        return next(o for o in cat.cloud_offers if o.instance_type == itype)

    for itype in ("Standard_NV6ads_A10_v5", "g6f.xlarge", "gr6f.4xlarge", "Standard_NV12s_v3"):
        o = offer(itype)
        v = run(cat.accelerator(o.accelerator), "pytorch", offer=o, kind="batch_inference", precision="fp16")
        assert v.status == "experimental", (itype, v.reasons)
        assert any(itype in r for r in v.reasons)
    o = offer("Standard_NG8ads_V620_v1")
    assert run(cat.accelerator(o.accelerator), "llama_cpp", offer=o, kind="llm_serving",
               weight_format="gguf_q4_k_m").status == "unsupported"
    # the same A10 without an offer (owned), or as a whole GPU, is fine
    a10 = cat.accelerator("A10")
    assert run(a10, "pytorch", kind="batch_inference").status == "supported"
    full = offer("Standard_NV36ads_A10_v5")
    assert run(a10, "pytorch", offer=full, kind="batch_inference").status == "supported"


def test_bf16_on_a_t4_runs_as_fp16(cat):
    t4 = cat.accelerator("T4")
    v = run(t4, "pytorch", precision="bf16", kind="batch_inference")
    assert v.status == "supported"
    assert v.adjusted_precision == "fp16"
    assert any("fp16" in r and "T4" in r and "Ampere" in r for r in v.reasons)
    assert run(t4, "pytorch", precision="fp16", kind="batch_inference").adjusted_precision is None
    a100 = cat.accelerator("A100 80GB SXM4")
    assert run(a100, "pytorch", precision="bf16").adjusted_precision is None
    assert run(a100, "pytorch", precision="bf16").reasons == ()
    # llama.cpp chooses its own compute types: no adjustment
    assert run(t4, "llama_cpp", weight_format="gguf_q4_k_m", kind="llm_serving").adjusted_precision is None
    # TPUs compute in bf16
    assert run(cat.accelerator("TPU v5e"), "jax", precision="fp16").adjusted_precision == "bf16"


def test_fp8_on_an_a100(cat):
    a100 = cat.accelerator("A100 80GB SXM4")
    v = run(a100, "vllm", precision="fp8", weight_format="fp8", kind="llm_serving")
    assert v.status == "unsupported"
    assert any("FP8 compute" in r and "A100" in r for r in v.reasons)
    # vLLM documents weight-only FP8 (W8A16, Marlin) on Ampere
    v = run(a100, "vllm", precision="bf16", weight_format="fp8", kind="llm_serving")
    assert v.status == "supported"
    assert any("weight-only" in r for r in v.reasons)
    assert run(a100, "hf_transformers", precision="bf16", weight_format="fp8",
               kind="batch_inference").status == "unsupported"
    h100 = cat.accelerator("H100 SXM5")
    assert run(h100, "vllm", precision="fp8", weight_format="fp8", kind="llm_serving").status == "supported"
    assert run(cat.accelerator("Instinct MI300X"), "vllm", precision="fp8", weight_format="fp8",
               kind="llm_serving").status == "supported"


def test_fp4_needs_blackwell(cat):
    assert run(cat.accelerator("B200"), "vllm", weight_format="fp4", kind="llm_serving").status == "supported"
    assert run(cat.accelerator("GeForce RTX 5090"), "tensorrt_llm", weight_format="fp4",
               kind="llm_serving").status == "supported"
    assert run(cat.accelerator("H100 SXM5"), "vllm", weight_format="fp4", kind="llm_serving").status == "experimental"
    assert run(cat.accelerator("H100 SXM5"), "tensorrt_llm", weight_format="fp4",
               kind="llm_serving").status == "unsupported"


def test_mlx_is_not_a_clean_pick_off_apple(cat):
    """MLX has gained an (experimental) CUDA backend for SM 7.5+; nothing else runs it."""
    for name in ("H100 SXM5", "GeForce RTX 4090", "T4"):
        v = run(cat.accelerator(name), "mlx", kind="lora", weight_format="int4")
        assert v.status == "experimental", name
        assert any("MLX" in r and name in r for r in v.reasons)
    for name in ("V100 16GB (SXM2)", "Tesla P40", "Instinct MI300X", "TPU v5e (per chip)", "Gaudi 3"):
        assert run(cat.accelerator(name), "mlx", kind="lora").status == "unsupported", name
    for acc in platform_accs(cat, "apple"):
        assert run(acc, "mlx", kind="lora", weight_format="int4").status == "supported"
        assert run(acc, "mlx", kind="pretrain").status == "experimental"


def test_vllm_on_apple_is_not_a_clean_pick(cat):
    """vLLM's own docs send Apple users to the community vLLM-Metal plugin (MLX models)."""
    for acc in platform_accs(cat, "apple"):
        v = run(acc, "vllm", kind="llm_serving", precision="fp16", weight_format="fp16")
        assert v.status == "experimental", acc.name
        assert any("vLLM" in r and acc.name in r for r in v.reasons)
        assert run(acc, "vllm", kind="llm_serving", weight_format="awq_4bit").status == "unsupported"
        assert run(acc, "vllm", kind="llm_serving", weight_format="nf4").status == "unsupported"


@pytest.mark.parametrize("runtime", ["llama_cpp", "vllm", "tensorrt_llm", "exllamav2", "autoawq"])
@pytest.mark.parametrize("kind", TRAINING)
def test_inference_runtimes_do_not_train(cat, runtime, kind):
    v = run(cat.accelerator("H100 SXM5"), runtime, kind=kind)
    assert v.status == "unsupported"
    assert any("does not train" in r for r in v.reasons)


def test_vllm_hardware_floor(cat):
    t4 = cat.accelerator("T4")
    v = run(t4, "vllm", kind="llm_serving", precision="fp16", weight_format="fp16")
    assert v.status == "supported" and v.flash_attention_available
    assert run(cat.accelerator("V100 16GB (SXM2)"), "vllm", kind="llm_serving", precision="fp16").status == "experimental"
    assert run(cat.accelerator("Tesla P40"), "vllm", kind="llm_serving", precision="fp16").status == "unsupported"
    assert run(cat.accelerator("Instinct MI300X"), "vllm", kind="llm_serving").status == "supported"
    assert run(cat.accelerator("Radeon Pro V620"), "vllm", kind="llm_serving").status == "unsupported"
    assert run(cat.accelerator("TPU v6e"), "vllm", kind="llm_serving").status == "experimental"
    assert run(cat.accelerator("Gaudi 3"), "vllm", kind="llm_serving").status == "experimental"


def test_old_nvidia_gpus(cat):
    k80 = cat.accelerator("Tesla K80")
    v = run(k80, "pytorch", precision="fp32")
    assert v.status == "unsupported" and any("3.7" in r for r in v.reasons)
    assert run(k80, "hf_transformers", precision="fp32").status == "unsupported"  # delegates to PyTorch
    p40 = cat.accelerator("Tesla P40")
    v = run(p40, "pytorch", precision="fp32")
    assert v.status == "experimental" and any("2.14" in r for r in v.reasons)
    assert run(cat.accelerator("T4g"), "pytorch", precision="fp16").status == "experimental"  # Arm host
    assert run(cat.accelerator("T4"), "pytorch", precision="fp16").status == "supported"


def test_tensorrt_llm_and_autoawq(cat):
    assert run(cat.accelerator("A100 80GB SXM4"), "tensorrt_llm", kind="llm_serving").status == "supported"
    assert run(cat.accelerator("T4"), "tensorrt_llm", kind="llm_serving", precision="fp16").status == "experimental"
    assert run(cat.accelerator("V100"), "tensorrt_llm", kind="llm_serving", precision="fp16").status == "unsupported"
    for acc in platform_accs(cat, "apple") + platform_accs(cat, "amd") + platform_accs(cat, "tpu"):
        assert run(acc, "tensorrt_llm", kind="llm_serving").status == "unsupported", acc.name
    v = run(cat.accelerator("GeForce RTX 4090"), "autoawq", kind="batch_inference", weight_format="awq_4bit")
    assert v.status == "experimental" and any("deprecated" in r for r in v.reasons)
    assert run(cat.accelerator("V100"), "autoawq", kind="batch_inference",
               weight_format="awq_4bit").status == "unsupported"


def test_weight_formats_need_their_runtime(cat):
    h100 = cat.accelerator("H100 SXM5")
    assert run(h100, "llama_cpp", weight_format="gguf_q4_k_m", kind="llm_serving").status == "supported"
    assert run(h100, "vllm", weight_format="gguf_q4_k_m", kind="llm_serving").status == "experimental"
    v = run(h100, "hf_transformers", weight_format="gguf_q4_k_m", kind="batch_inference")
    assert v.status == "unsupported" and any("GGUF" in r and "Transformers" in r for r in v.reasons)
    assert run(h100, "exllamav2", weight_format="exl2_4.0bpw", kind="llm_serving").status == "supported"
    assert run(h100, "vllm", weight_format="exl2_4.0bpw", kind="llm_serving").status == "unsupported"
    assert run(h100, "llama_cpp", weight_format="nf4", kind="llm_serving").status == "unsupported"
    # GPTQ/AWQ: NVIDIA (AWQ from Turing), experimental on ROCm, nowhere else
    assert run(cat.accelerator("T4"), "vllm", weight_format="awq_4bit", precision="fp16",
               kind="llm_serving").status == "supported"
    assert run(cat.accelerator("V100"), "hf_transformers", weight_format="awq_4bit", precision="fp16",
               kind="batch_inference").status == "unsupported"
    assert run(cat.accelerator("Instinct MI300X"), "vllm", weight_format="gptq_4bit",
               kind="llm_serving").status == "experimental"
    assert run(cat.accelerator("Apple M2 Ultra"), "llama_cpp", weight_format="gguf_q4_k_m",
               kind="llm_serving").status == "supported"


def test_framework_rules_for_tpu_apple_amd_and_gaudi(cat):
    tpu, m2, mi300, gaudi = of(cat, "TPU v5e", "Apple M2 Ultra", "Instinct MI300X", "Gaudi 3")
    assert run(tpu, "tensorflow").status == "supported"
    assert run(m2, "tensorflow").status == "experimental"
    assert run(mi300, "tensorflow").status == "experimental"
    assert run(m2, "jax").status == "experimental"
    assert run(mi300, "jax").status == "supported"
    assert run(gaudi, "deepspeed").status == "supported"
    assert run(gaudi, "pytorch").status == "supported"
    assert run(gaudi, "tensorflow").status == "unsupported"
    assert run(m2, "deepspeed").status == "unsupported"
    assert run(tpu, "deepspeed").status == "unsupported"
    assert run(cat.accelerator("H100 SXM5"), "pytorch_xla").status == "unsupported"
    assert run(mi300, "megatron", kind="pretrain").status == "experimental"
    assert run(mi300, "unsloth", kind="lora").status == "experimental"
    assert run(m2, "unsloth", kind="lora").status == "experimental"
    assert run(tpu, "unsloth", kind="lora").status == "unsupported"
    assert run(m2, "pytorch", kind="batch_inference", precision="fp16").status == "supported"
    assert run(m2, "pytorch", kind="full_finetune", precision="fp16").status == "experimental"


def test_kv_cache_dtypes(cat):
    h100, a100, t4 = of(cat, "H100 SXM5", "A100 80GB SXM4", "T4")
    assert run(h100, "vllm", kind="llm_serving", kv="fp8").status == "supported"
    assert run(a100, "vllm", kind="llm_serving", kv="fp8").status == "experimental"
    assert run(t4, "vllm", kind="llm_serving", precision="fp16", kv="fp8").status == "unsupported"
    assert run(h100, "vllm", kind="llm_serving", kv="int8").status == "unsupported"
    assert run(t4, "llama_cpp", kind="llm_serving", weight_format="gguf_q4_k_m", kv="int8").status == "supported"
    assert run(t4, "llama_cpp", kind="llm_serving", weight_format="gguf_q4_k_m", kv="fp8").status == "unsupported"
    assert run(h100, "vllm", kind="llm_serving", kv="fp16").status == "supported"


def test_flash_attention_availability(cat):
    t4, a100, mi300, mi25, m2 = of(cat, "T4", "A100 80GB SXM4", "Instinct MI300X", "Radeon Instinct MI25",
                                   "Apple M2 Ultra")
    assert run(t4, "pytorch", precision="fp16").flash_attention_available is False
    assert run(t4, "vllm", kind="llm_serving", precision="fp16").flash_attention_available is True
    assert run(a100, "pytorch").flash_attention_available is True
    assert run(mi300, "pytorch").flash_attention_available is True
    assert run(mi25, "llama_cpp", kind="llm_serving", weight_format="gguf_q4_k_m").flash_attention_available
    assert run(m2, "pytorch", kind="batch_inference").flash_attention_available is False
    assert run(m2, "mlx", kind="batch_inference").flash_attention_available is True
    v = run(t4, "pytorch", precision="fp16")
    assert v.status == "supported" and any("FlashAttention" in s for s in v.sources)


def test_worst_status_wins_and_reasons_accumulate(cat):
    v = run(cat.accelerator("V100 16GB (SXM2)"), "vllm", kind="lora", precision="bf16", weight_format="awq_4bit")
    assert v.status == "unsupported"
    assert len(v.reasons) >= 3  # vLLM/Volta, PyTorch legacy wheels, no training, AWQ needs Turing, bf16 -> fp16
    assert v.adjusted_precision == "fp16"
    assert len(set(v.sources)) == len(v.sources) and all("(checked 20" in s for s in v.sources)


def test_expected_statuses_for_common_questions(cat):
    """The cases the advisor meets every day."""
    assert run(cat.accelerator("GeForce RTX 4090"), "pytorch", kind="qlora", weight_format="nf4").status == "supported"
    t4 = run(cat.accelerator("T4"), "vllm", kind="llm_serving", precision="bf16")
    assert (t4.status, t4.adjusted_precision) == ("supported", "fp16")
    assert run(cat.accelerator("TPU v5e"), "jax", kind="full_finetune").status == "supported"
    assert run(cat.accelerator("Apple M2 Ultra"), "mlx", kind="lora", weight_format="int4").status == "supported"
    assert run(cat.accelerator("Apple M2 Ultra"), "llama_cpp", kind="llm_serving",
               weight_format="gguf_q4_k_m").status == "supported"
    assert run(cat.accelerator("H100 SXM5"), "vllm", kind="llm_serving").status == "supported"
    assert run(cat.accelerator("L4"), "onnxruntime", framework="onnxruntime", kind="realtime_inference",
               precision="int8", weight_format="int8").status == "supported"


def test_unknown_accelerator_is_experimental_with_a_reason():
    acc = Accelerator(name="Mystery GPU 9000", vendor="NVIDIA", segment="datacenter", memory_gb=80,
                      source="test", as_of=dt.date(2026, 1, 1))
    v = run(acc, "pytorch")
    assert v.status == "experimental"
    assert any("Mystery GPU 9000" in r for r in v.reasons)
    assert compat.platform_of(acc) == "nvidia" and compat.platform_facts(acc) is None
    assert platform_label(acc) == "Mystery GPU 9000"
    assert run(acc, "vllm", kind="lora").status == "unsupported"  # the kind rule needs no hardware


def test_platform_labels(cat):
    assert platform_label(cat.accelerator("GeForce RTX 3090")) == "NVIDIA Ampere (compute capability 8.6)"
    assert platform_label(cat.accelerator("Instinct MI250X")) == "AMD CDNA2 gfx90a"
    assert platform_label(cat.accelerator("Apple M2 Ultra")) == "Apple M2"
    assert platform_label(cat.accelerator("TPU v5e")) == "Google TPU v5e"
    assert platform_label(cat.accelerator("Gaudi 3")) == "Intel Gaudi 3"
    assert compat.software_label("llama_cpp") == "llama.cpp"
    assert compat.platform_of(cat.accelerator("Gaudi 2")) == "intel_gaudi"


def test_verdicts_are_cached_and_immutable(cat):
    acc = cat.accelerator("H100 SXM5")
    a = run(acc, "vllm", kind="llm_serving")
    b = run(acc, "vllm", kind="llm_serving")
    assert a is b
    with pytest.raises(AttributeError):
        a.status = "unsupported"  # type: ignore[misc]
    assert isinstance(a.reasons, tuple) and isinstance(a.sources, tuple)
