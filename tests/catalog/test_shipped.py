"""The shipped catalogs load, are complete, and every name in the reference tables resolves."""

import csv
from pathlib import Path
import datetime as dt
import json

import pytest

from gpuadvisor.catalog import load_catalog, normalize_name
from gpuadvisor.domain.hardware import Accelerator, CloudOffer, ModelPreset, Provider, RegionDefaults, System

from .conftest import REFERENCE, needs_reference

#: cloud labels with no accelerators.csv row (offers kept with accelerator=None and a note)
UNKNOWN_CLOUD_LABELS = {"tpu-v2", "tpu-v3"}


def _rows(name):
    with (REFERENCE / name).open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


@pytest.fixture(scope="module")
def cat():
    from gpuadvisor.catalog import clear_cache

    clear_cache()
    return load_catalog(include_user_overrides=False)


def test_counts(cat):
    assert len(cat.accelerators) >= 80
    assert len(cat.cloud_offers) >= 400
    assert len(cat.models) >= 150
    assert len(cat.systems) >= 30
    assert len(cat.providers) >= 4
    assert "azure" in cat.provider_ids and cat.find_provider("azure").name == "Microsoft Azure"
    assert cat.warnings == []


def test_every_entry_is_typed_and_dated(cat):
    groups = [
        (cat.accelerators, Accelerator),
        (cat.cloud_offers, CloudOffer),
        (cat.systems, System),
        (cat.models, ModelPreset),
        (cat.regions, RegionDefaults),
    ]
    for items, kind in groups:
        for item in items:
            assert isinstance(item, kind)
            assert item.source.strip()
            assert isinstance(item.as_of, dt.date)
    assert cat.oldest_as_of <= cat.newest_as_of


def test_no_absolute_machine_paths_in_catalogs():
    from .conftest import CATALOGS

    for path in CATALOGS.glob("*.json"):
        text = path.read_text(encoding="utf-8")
        assert "/work/" not in text and "/home/" not in text and "C:\\" not in text, path.name


@needs_reference
def test_every_accelerator_row_resolves_to_itself(cat):
    rows = _rows("accelerators.csv")
    assert len(rows) == len(cat.accelerators)
    for row in rows:
        acc = cat.find_accelerator(row["name"])
        assert acc is not None and acc.name == row["name"], row["name"]


@needs_reference
def test_every_cloud_label_resolves(cat):
    labels = {row["accelerator"] for row in _rows("cloud_gpu_instances.csv")}
    unresolved = sorted(label for label in labels if cat.find_accelerator(label) is None)
    assert set(unresolved) == UNKNOWN_CLOUD_LABELS


def _builder():
    import importlib.util

    from .conftest import REFERENCE  # noqa: F401 - the reference tables the builder reads

    path = Path(__file__).resolve().parents[2] / "tools" / "build_catalogs.py"
    spec = importlib.util.spec_from_file_location("build_catalogs", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


@needs_reference
def test_every_cloud_row_is_an_offer(cat):
    """Every priced row of the main table and of the Taiwan-region table is an offer, but the main
    table's rows the reference README corrects (Google Cloud H100 and A100 80 GB at about half the list
    price) and its asia-east1 rows the Taiwan table prices at list."""
    tool = _builder()
    asia, _left = tool.asia_rows(_rows("cloud_gpu_instances_asia.csv"))
    taiwan_gcp = frozenset(r["instance_type"] for r in asia if r["provider"] == "gcp" and r["region"] == "asia-east1")
    rows = [r for r in _rows("cloud_gpu_instances.csv") if not tool.superseded(r, taiwan_gcp)] + asia
    priced = [r for r in rows if r["price_usd_per_hour"] or r["spot_price_usd_per_hour"]]
    assert len(cat.cloud_offers) == len(priced)
    keys = {(o.provider, o.instance_type, o.region) for o in cat.cloud_offers}
    for r in priced:
        assert (r["provider"], r["instance_type"], r["region"]) in keys


def test_google_cloud_h100_and_a100_80gb_at_list_price(cat):
    """The README's correction: no Google Cloud H100 / A100 80 GB offer at the table's half price; the
    Taiwan region's a3-highgpu-8g at Google's list (US$102.36 an hour, 1-year commitment US$71.01)."""
    gcp = [o for o in cat.cloud_offers if o.provider == "gcp"]
    assert not [o.key for o in gcp if o.instance_type.startswith(("a3-highgpu", "a2-ultragpu")) and o.region != "asia-east1"]
    h100 = next(o for o in gcp if o.instance_type == "a3-highgpu-8g")
    assert h100.region == "asia-east1" and h100.price_usd_hour == pytest.approx(102.35878)
    assert h100.reserved_1y_usd_hour == pytest.approx(71.01074) and h100.reserved_3y_usd_hour == pytest.approx(44.95435)
    # no spot above on-demand anywhere on Google Cloud
    assert not [o.key for o in gcp if o.spot_usd_hour and o.price_usd_hour and o.spot_usd_hour > o.price_usd_hour]


def test_taiwan_region_offers(cat):
    """TWCC (Taiwan Computing Cloud) in NT$, converted at the app's default 31.5, and AWS Tokyo / Singapore /
    Hong Kong with their 1-year reserved prices; the unverified Google Cloud G4 rows are left out."""
    twcc = {o.instance_type: o for o in cat.cloud_offers if o.provider == "twcc"}
    assert twcc["CCS c.super"].price_usd_hour == pytest.approx(58.0 / 31.5, rel=1e-5)
    assert twcc["CCS c.super"].accelerator == "V100 32GB (SXM2)"
    assert "NT$58.00" in (twcc["CCS c.super"].notes or "")
    regions = {o.region for o in cat.cloud_offers if o.provider == "aws"}
    assert {"ap-northeast-1", "ap-southeast-1", "ap-east-1"} <= regions
    tokyo_g5 = next(o for o in cat.cloud_offers if o.key == "aws:g5.xlarge" and o.region == "ap-northeast-1")
    assert tokyo_g5.price_usd_hour == pytest.approx(1.459) and tokyo_g5.reserved_1y_usd_hour == pytest.approx(0.91917)
    assert not [o for o in cat.cloud_offers if o.provider == "gcp" and o.instance_type.startswith("g4-")]
    assert "twcc" in {p.id for p in cat.providers}


@needs_reference
def test_every_model_name_and_alias_resolves(cat):
    rows = _rows("models.csv")
    for row in rows:
        preset = cat.find_model(row["name"])
        assert preset is not None and preset.name == row["name"], row["name"]
        for alias in filter(None, (a.strip() for a in row["aliases"].split(";"))):
            assert cat.find_model(alias) is not None, alias
    assert len(cat.models) >= len(rows)


@pytest.mark.parametrize(
    "query, expected",
    [
        ("RTX 4090", "GeForce RTX 4090"),
        ("GeForce RTX 4090", "GeForce RTX 4090"),
        ("geforce-rtx-4090", "GeForce RTX 4090"),
        ("NVIDIA GeForce RTX 4090", "GeForce RTX 4090"),
        ("4090", "GeForce RTX 4090"),
        ("H100 80GB SXM", "H100 SXM5"),
        ("H100-80GB", "H100 SXM5"),
        ("A100-80GB (SXM)", "A100 80GB SXM4"),
        ("A100-80GB", "A100 80GB SXM4"),
        ("A100-80GB (PCIe)", "A100 80GB PCIe"),
        ("L4", "L4"),
        ("L4 (1/4 GPU fraction)", "L4"),
        ("tpu-v6e", "TPU v6e Trillium (per chip)"),
        ("H100 NVL", "H100 NVL"),
        ("M2 Ultra", "Apple M2 Ultra"),
        ("RTX PRO 6000", "RTX PRO 6000 Blackwell (Workstation Edition)"),
    ],
)
def test_accelerator_lookup(cat, query, expected):
    assert cat.accelerator(query).name == expected


def test_unknown_names(cat):
    assert cat.find_accelerator("GeForce RTX 9999") is None
    assert cat.find_accelerator("") is None
    with pytest.raises(KeyError, match="unknown accelerator 'nope'"):
        cat.accelerator("nope")
    assert cat.find_model("no such model") is None
    with pytest.raises(KeyError, match="unknown model"):
        cat.model("no such model")


@pytest.mark.parametrize(
    "query, expected",
    [
        ("Llama 3 8B", "Llama 3 8B"),
        ("meta-llama/Meta-Llama-3-8B", "Llama 3 8B"),
        ("llama-3-8b", "Llama 3 8B"),
        ("GPT-3 1.3B", "GPT-3 XL"),
        ("GPT-3 13B", "GPT-3 13B"),
        ("bert-base-uncased", "BERT-base"),
        ("Qwen/Qwen2.5-7B-Instruct", "Qwen2.5 7B"),
    ],
)
def test_model_lookup(cat, query, expected):
    assert cat.model(query).name == expected


def test_normalize_name_keeps_decimals():
    assert normalize_name("GeForce RTX-4090 ") == "geforcertx4090"
    assert normalize_name("Llama 3.1 8B") == normalize_name("llama-3.1-8b")
    assert normalize_name("GPT-3 1.3B") != normalize_name("GPT-3 13B")


def test_accelerator_fields(cat):
    h100 = cat.accelerator("H100 SXM5")
    assert h100.mig_slices == 7 and h100.price_usd == 30000 and h100.price_source and h100.price_as_of
    assert cat.accelerator("A30").mig_slices == 4
    assert cat.accelerator("GeForce RTX 4090").mig_slices == 0
    assert cat.accelerator("GeForce RTX 4090").price_usd == 1599
    assert cat.accelerator("A100 80GB SXM4").price_usd == 12000
    assert cat.accelerator("T4").bf16_tflops is None  # Turing has no BF16
    assert cat.accelerator("Apple M3 Ultra").memory_gb == 512
    assert cat.accelerator("Instinct MI300X").mig_slices == 0
    assert cat.accelerator("L40S").price_usd is None  # nothing known: the advisor skips buying it
    for acc in cat.accelerators:
        if acc.price_usd is not None:
            assert acc.price_source and acc.price_as_of, acc.name


def test_offer_flags(cat):
    gcp_n1 = [o for o in cat.cloud_offers if o.instance_type.startswith("n1-")]
    gpu_only = [o for o in gcp_n1 if "*" in o.instance_type]  # "n1-*+1xT4": the GPU-only SKU
    assert gpu_only and all(o.host_not_included for o in gpu_only)
    summed = [o for o in gcp_n1 if "*" not in o.instance_type]  # "n1-standard-4+1xT4": host + GPU
    assert summed and not any(o.host_not_included for o in summed)
    tpus = [o for o in cat.cloud_offers if o.accelerator_label.startswith("tpu-")]
    assert tpus and all(o.host_not_included for o in tpus)
    retired = {o.instance_type for o in cat.cloud_offers if o.retired}
    assert {"Standard_NC6", "Standard_NV6", "Standard_NC24r_Promo", "Standard_NV24_Promo"} <= retired
    assert all(o.provider == "azure" for o in cat.cloud_offers if o.retired)
    assert "Standard_NC6s_v3" not in retired
    slices = [o for o in cat.cloud_offers if o.count < 1]
    assert slices and all(o.accelerator for o in slices)
    unknown = [o for o in cat.cloud_offers if o.accelerator is None]
    assert unknown and all(o.accelerator_label in UNKNOWN_CLOUD_LABELS and o.notes for o in unknown)
    for offer in cat.cloud_offers:
        assert offer.price_usd_hour is not None or offer.spot_usd_hour is not None
        if offer.accelerator:
            assert cat.find_accelerator(offer.accelerator).name == offer.accelerator


def test_offers_for(cat):
    h100 = cat.offers_for("H100")
    assert len(h100) >= 20 and all(o.accelerator == "H100 SXM5" for o in h100)
    assert cat.offers_for("no such gpu") == []
    assert cat.offers_for("GeForce RTX 4090")


def test_systems(cat):
    for system in cat.systems:
        acc = cat.accelerator(system.accelerator)
        assert acc.name == system.accelerator
        if system.kind == "apple":
            assert system.link == "unified" and system.total_price_usd and system.unified_memory_gb
            assert system.unified_memory_gb <= acc.memory_gb
    assert cat.find_system("server-8x-h100-sxm5").link == "nvswitch"
    assert cat.find_system("Workstation, 2x RTX 4090").link == "pcie"
    assert cat.find_system("workstation-2x-rtx-3090").link == "pcie_p2p"
    m2 = cat.find_system("mac-studio-m2-ultra-192gb")
    assert m2.idle_power_w == 10 and m2.host_power_w == 295
    kinds = {s.kind for s in cat.systems}
    assert kinds == {"desktop", "workstation", "server", "apple", "edge"}
    assert cat.find_system("nope") is None


def test_models(cat):
    resnet = cat.model("ResNet-50").spec
    assert resnet.gflops_per_sample == pytest.approx(2 * 4.089)  # torchvision GMACs doubled
    assert cat.model("YOLOv8n").spec.gflops_per_sample == pytest.approx(8.7)  # Ultralytics: already FLOPs
    t5 = cat.model("T5-Small").spec
    assert 0.055 < t5.params_b < 0.065
    assert cat.model("Mistral 7B").spec.arch.sliding_window == 4096
    v3 = cat.model("DeepSeek-V3").spec
    assert v3.arch.attention == "mla" and v3.arch.kv_lora_rank == 512 and v3.active_params_b == 37
    lstm = cat.model("LSTM").spec
    assert lstm.family == "rnn" and lstm.params_b > 0 and lstm.gflops_per_sample > 0
    rec = cat.model("two-tower").spec
    assert rec.family == "other" and rec.gflops_per_sample > 0
    for preset in cat.models:
        assert preset.spec.params_b > 0
        assert preset.spec.preset == preset.name


def test_regions_and_commitments(cat):
    tw = cat.find_region("taiwan")
    assert tw.currency == "TWD" and tw.usd_to_twd == 31.5 and tw.electricity_twd_per_kwh == 4.1
    assert tw.electricity_hv_twd_per_kwh == 4.3 and (tw.pue_desk, tw.pue_server_room, tw.pue_colocation) == (1.3, 1.8, 1.4)
    us = cat.find_region("us")
    assert us.currency == "USD" and us.electricity_usd_per_kwh == 0.13
    assert cat.commitments["default"] == {"1y": 0.35, "3y": 0.55}
    for provider in cat.provider_ids:
        assert provider in cat.commitments
        assert 0 <= cat.commitments[provider]["1y"] <= cat.commitments[provider]["3y"] < 1
    assert cat.commitment("nobody", "3y") == 0.55


def test_cached(cat):
    a = load_catalog(include_user_overrides=False)
    b = load_catalog(include_user_overrides=False)
    assert a is b


def test_every_offer_provider_has_a_providers_entry(cat):
    """catalogs/providers.json (hand-maintained) lists every provider cloud_offers.json uses, once."""
    from .conftest import CATALOGS

    doc = json.loads((CATALOGS / "providers.json").read_text(encoding="utf-8"))
    assert doc["$comment"].startswith("Hand-maintained")
    ids = [p["id"] for p in doc["providers"]]
    assert len(ids) == len(set(ids))
    offers = json.loads((CATALOGS / "cloud_offers.json").read_text(encoding="utf-8"))["cloud_offers"]
    used = {o["provider"] for o in offers}
    assert used <= set(ids), f"no providers.json entry for {sorted(used - set(ids))}"
    assert [p.id for p in cat.providers] == ids  # nothing synthesised for the shipped catalog
    for p in cat.providers:
        assert isinstance(p, Provider) and p.source.strip() and isinstance(p.as_of, dt.date)
        assert p.name.strip() and p.website and p.website.startswith("https://")
        assert cat.find_provider(p.id) is p and cat.find_provider(p.name) is p
        assert cat.find_provider(p.id.upper()) is p


def test_provider_names_kinds_and_defaults(cat):
    from gpuadvisor.engine.options import MARKETPLACES

    names = {p.id: p.name for p in cat.providers}
    assert names["aws"] == "AWS" and names["azure"] == "Microsoft Azure" and names["gcp"] == "Google Cloud"
    assert names["oci"] == "Oracle Cloud (OCI)" and names["verda"] == "Verda (formerly DataCrunch)"
    assert names["vast"] == "Vast.ai" and names["cudo"] == "CUDO Compute"
    kinds = {p.id: p.kind for p in cat.providers}
    assert {k for k, v in kinds.items() if v == "hyperscaler"} == {"aws", "azure", "gcp", "oci"}
    assert {k for k, v in kinds.items() if v == "marketplace"} == set(MARKETPLACES) == {"vast", "lium"}
    for p in cat.providers:
        assert p.default_enabled == (p.kind != "marketplace"), p.id
    assert cat.find_provider("azure").label_name == "Azure" and cat.find_provider("aws").label_name == "AWS"
    assert cat.find_provider("nobody") is None and cat.find_provider("") is None
