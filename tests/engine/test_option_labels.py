"""Option labels in the form people know, unique within the catalog; keys unchanged."""

import datetime as dt

import pytest

from gpuadvisor.catalog import Catalog, clear_cache, load_catalog
from gpuadvisor.domain.hardware import CloudOffer, System
from gpuadvisor.engine.options import _template_label, build_options, short_accelerator_name

from ._fixtures import rtx4090


@pytest.fixture(scope="module")
def cat():
    clear_cache()
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def options(cat):
    return build_options(cat)


def _by_key(options, key):
    hits = [o for o in options if o.key == key]
    assert hits, f"no option {key}"
    return hits[0]


def test_cloud_label_names_provider_instance_count_device_and_memory(cat, options):
    offer = next(o for o in cat.cloud_offers if o.key == "aws:p3.2xlarge")
    assert offer.accelerator == "V100 16GB (SXM2)" and offer.count == 1  # the catalog's V100 variant
    p3 = _by_key(options, "cloud:aws:p3.2xlarge")
    # also offered in Tokyo (the Taiwan-region table): told apart by the region as people name it
    assert p3.label == "AWS p3.2xlarge · 1× V100 16 GB SXM2 · N. Virginia"
    tokyo = _by_key(options, "cloud:aws:p3.2xlarge@ap-northeast-1")
    assert tokyo.label == "AWS p3.2xlarge · 1× V100 16 GB SXM2 · Tokyo"
    assert p3.provider == "aws" and p3.provider_name == "AWS"
    assert _by_key(options, "cloud:aws:p5.48xlarge").label == "AWS p5.48xlarge · 8× H100 SXM5 80 GB · N. Virginia"
    assert _by_key(options, "cloud:runpod:1x_RTX4090_SECURE").label == "RunPod 1x_RTX4090_SECURE · 1× RTX 4090 24 GB"
    assert _by_key(options, "cloud:azure:Standard_NC24ads_A100_v4").label == (
        "Azure Standard_NC24ads_A100_v4 · 1× A100 80 GB PCIe")  # memory shown once
    assert _by_key(options, "cloud:azure:Standard_NC24ads_A100_v4").provider_name == "Microsoft Azure"
    assert _by_key(options, "cloud:vast:1x-RTX_4090-32-65536").label.startswith("Vast.ai 1x-RTX_4090-32-65536 · 1× RTX 4090")


def test_slice_label_gives_the_share_and_the_slice_memory(options):
    nv6 = _by_key(options, "cloud:azure:Standard_NV6ads_A10_v5")
    assert nv6.offer.count < 1 and nv6.offer.memory_gb_per_device == 4
    assert nv6.label == "Azure Standard_NV6ads_A10_v5 · 1/6 of A10 (4 GB)"
    assert _by_key(options, "cloud:aws:g6f.large").label == "AWS g6f.large · 1/8 of L4 (2.8 GB)"
    # no per-device memory in the offer: the share of the device's
    assert _by_key(options, "cloud:azure:Standard_NG8ads_V620_v1").label == (
        "Azure Standard_NG8ads_V620_v1 · 1/4 of Radeon Pro V620 (8 GB)")


def test_owned_system_labels(options):
    assert _by_key(options, "own:desktop-rtx-3090").label == "Desktop · 1× RTX 3090"
    assert _by_key(options, "own:workstation-4x-rtx-a6000").label == "Workstation · 4× RTX A6000"
    assert _by_key(options, "own:server-8x-h100-sxm5").label == "Server · 8× H100 SXM5"
    assert _by_key(options, "own:edge-rtx-4060-ti-16gb").label == "Edge/line PC · 1× RTX 4060 Ti 16 GB"
    mac = _by_key(options, "own:mac-studio-m2-ultra-192gb")
    assert mac.system.name == "Mac Studio (M2 Ultra, 60-core GPU, 192 GB)"
    assert mac.label == "Mac Studio M2 Ultra 192 GB"
    assert _by_key(options, "own:mac-mini-m4-pro-64gb").label == "Mac mini M4 Pro 64 GB"
    assert _by_key(options, "own:dgx-spark").label == "DGX Spark GB10 128 GB"
    assert mac.provider_name is None


def test_generic_build_labels(options):
    assert _template_label("GeForce RTX 4090", 2, "desktop") == "Desktop · 2× RTX 4090"
    assert _template_label("H100 SXM5", 8, "server") == "Server · 8× H100 SXM5"
    assert _by_key(options, "own:A100 80GB PCIe:1").label == "Workstation · 1× A100 80 GB PCIe"
    assert _by_key(options, "own:GeForce RTX 3090 Ti:2").label == "Workstation · 2× RTX 3090 Ti"
    # no purchase price: listed under the machine it would be, with a note why it cannot be costed
    t4 = _by_key(options, "own:T4:1")
    assert t4.machine is None and t4.label == "Workstation · 1× T4"


def test_every_label_is_unique_and_region_tells_twins_apart(cat, options):
    labels = [o.label for o in options]
    dupes = sorted({label for label in labels if labels.count(label) > 1})
    assert not dupes, dupes
    # GCP lists g2-standard-4 in us-central1 and asia-east1: the label names the region as people name
    # it, the second key its code
    twins = [o for o in options if o.key.split("@")[0] == "cloud:gcp:g2-standard-4"]
    assert {o.key for o in twins} == {"cloud:gcp:g2-standard-4", "cloud:gcp:g2-standard-4@asia-east1"}
    assert {o.label for o in twins} == {
        "Google Cloud g2-standard-4 · 1× L4 24 GB · Iowa",
        "Google Cloud g2-standard-4 · 1× L4 24 GB · Taiwan",
    }
    # an offer without a twin carries no region
    assert _by_key(options, "cloud:gcp:a3-ultragpu-8g").label == "Google Cloud a3-ultragpu-8g · 8× H200 SXM 141 GB"


def test_keys_are_unchanged(cat, options):
    offers = {o.key for o in cat.cloud_offers}
    for opt in options:
        if opt.offer is not None:
            assert opt.key.split("@")[0] == f"cloud:{opt.offer.provider}:{opt.offer.instance_type}"
            assert opt.offer.key in offers
        elif opt.system is not None:
            assert opt.key == f"own:{opt.system.id}"
        else:
            assert opt.key == f"own:{opt.accelerator.name}:{opt.gpu_count}"


def test_every_rented_option_has_its_provider_name(cat, options):
    names = {p.id: p.name for p in cat.providers}
    for opt in options:
        if opt.offer is not None:
            assert opt.provider_name == names[opt.provider]
            assert opt.label.startswith(cat.find_provider(opt.provider).label_name + " ")
        else:
            assert opt.provider is None and opt.provider_name is None


def test_search_text(options):
    p3 = _by_key(options, "cloud:aws:p3.2xlarge")
    text = p3.search_text
    assert text == text.casefold()
    for word in ("aws", "p3.2xlarge", "v100 16gb (sxm2)", "tesla v100", "v100 16 gb sxm2"):
        assert word in text, word
    mac = _by_key(options, "own:mac-studio-m2-ultra-192gb")
    assert "apple m2 ultra" in mac.search_text and "mac studio" in mac.search_text
    rtx = _by_key(options, "own:desktop-rtx-4090")
    assert "geforce rtx 4090" in rtx.search_text and "desktop pc" in rtx.search_text


@pytest.mark.parametrize("name, short", [
    ("GeForce RTX 4090", "RTX 4090"),
    ("A100 80GB SXM4", "A100 80 GB SXM4"),
    ("V100 16GB (SXM2)", "V100 16 GB SXM2"),
    ("GeForce RTX 3080 (10GB)", "RTX 3080 10 GB"),
    ("RTX 6000 Ada Generation", "RTX 6000 Ada"),
    ("RTX PRO 6000 Blackwell (Workstation Edition)", "RTX PRO 6000 Blackwell"),
    ("B200 (HGX, per GPU)", "B200"),
    ("GH200 (per Hopper GPU, 96 GB HBM3)", "GH200"),
    ("Instinct MI300X", "MI300X"),
    ("Radeon Instinct MI25", "MI25"),
    ("Radeon RX 7900 XTX", "RX 7900 XTX"),
    ("Radeon Pro V620", "Radeon Pro V620"),
    ("Tesla P100 PCIe 16GB", "P100 PCIe 16 GB"),
    ("Tesla M60 (board, 2x GM204)", "M60 board"),
    ("TPU v5e (per chip)", "TPU v5e"),
    ("Apple M2 Ultra", "M2 Ultra"),
    ("H100 NVL", "H100 NVL"),
])
def test_short_accelerator_names(name, short):
    assert short_accelerator_name(name) == short


def _catalog(offers, systems=()):
    return Catalog(accelerators=[rtx4090()], cloud_offers=list(offers), systems=list(systems), models=[],
                   regions=[], commitments={})


def test_twins_without_a_region_are_numbered_and_unknown_providers_use_their_id():
    d = dt.date(2025, 1, 1)
    offer = CloudOffer(provider="localcloud", instance_type="gpu-1", accelerator="GeForce RTX 4090",
                       accelerator_label="RTX 4090", count=1, price_usd_hour=0.5, source="t", as_of=d)
    opts = [o for o in build_options(_catalog([offer, offer])) if o.offer is not None]
    assert [o.label for o in opts] == ["localcloud gpu-1 · 1× RTX 4090 24 GB", "localcloud gpu-1 · 1× RTX 4090 24 GB (2)"]
    assert opts[0].provider_name == "localcloud"


def test_a_user_named_system_keeps_its_name():
    d = dt.date(2025, 1, 1)
    box = System(id="lab-box", name="Lab box (2 cards)", kind="workstation", accelerator="GeForce RTX 4090",
                 gpu_count=2, link="pcie", host_price_usd=3000, gpu_price_usd=1599, host_power_w=300, source="t", as_of=d)
    opt = next(o for o in build_options(_catalog([], [box])) if o.key == "own:lab-box")
    assert opt.label == "Lab box (2 cards)"


def test_every_option_key_is_unique():
    """A quote or a picker choice saved by key names exactly one offer (GCP lists some instance
    types in two regions)."""
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.options import build_options

    keys = [o.key for o in build_options(load_catalog(include_user_overrides=False))]
    assert len(keys) == len(set(keys))
