"""The cluster-network catalog (catalogs/networks.json) and its loader."""

from __future__ import annotations

import csv
import datetime as dt
import json
import re

import pytest

from gpuadvisor.catalog import CatalogError, load_catalog
from gpuadvisor.catalog.network_data import (
    NETWORKS_FILE,
    clear_networks_cache,
    load_networks,
)

from .conftest import CATALOGS, REFERENCE, needs_reference

#: Citations of files users do not have (the project's research notes and reference tables).
INTERNAL = re.compile(
    r"notes/|reference/|tco-anchors|engine-anchors|/work/|shared (notes|reference)\b|seeds/|SPEC\.md"
    r"|\b(accelerators|cloud_gpu_instances(_asia)?|models|calibration|purchase_prices_tw)\.csv\b",
    re.IGNORECASE,
)


@pytest.fixture(autouse=True)
def _fresh_networks():
    clear_networks_cache()
    yield
    clear_networks_cache()


@pytest.fixture
def data():
    return load_networks()


def _raw() -> dict:
    return json.loads((CATALOGS / NETWORKS_FILE).read_text(encoding="utf-8"))


def _sourced_entries(raw: dict):
    for group in ("cloud_cluster_networks", "cluster_products_not_in_offers", "owned_cluster_parts",
                  "multi_node_runs", "calibration_overlap"):
        for i, entry in enumerate(raw[group]):
            yield f"{group}[{i}]", entry
    yield "topology_rule", raw["topology_rule"]


def _write(dest, raw) -> None:
    (dest / NETWORKS_FILE).write_text(json.dumps(raw), encoding="utf-8")


# -- the shipped file -----------------------------------------------------------------------------
def test_file_is_hand_maintained_and_loads(data):
    assert _raw()["$comment"].startswith("Hand-maintained")
    assert len(data.cloud_cluster_networks) >= 15
    assert len(data.owned_cluster_parts) >= 5
    assert len(data.multi_node_runs) >= 5
    assert load_networks() is data  # cached per file


def test_every_entry_has_a_dated_source():
    today = dt.date.today()
    for where, entry in _sourced_entries(_raw()):
        assert len(entry.get("source", "").strip()) >= 8, f"{where} has no source"
        assert entry.get("as_of"), f"{where} has no as_of"
        assert dt.date.fromisoformat(entry["as_of"]) <= today, f"{where}: as_of lies in the future"
        assert entry.get("evidence") in ("read", "secondary", "recalled"), where


def test_bandwidths_and_port_speeds_are_positive(data):
    for net in data.cloud_cluster_networks:
        assert net.bandwidth_gbps > 0, net.id
    for product in data.doc.cluster_products_not_in_offers:
        assert product.bandwidth_gbps > 0, product.id
    for part in data.owned_cluster_parts:
        if part.port_gbps is not None:
            assert part.port_gbps > 0, part.id


def test_every_cloud_entry_names_an_offer_in_cloud_offers(data):
    offers = {(o.provider, o.instance_type) for o in load_catalog(include_user_overrides=False).cloud_offers}
    missing = [
        f"{net.id}: {net.provider}:{itype}"
        for net in data.cloud_cluster_networks
        for itype in net.instance_types
        if (net.provider, itype) not in offers
    ]
    assert not missing, missing


def test_products_not_in_offers_really_are_not(data):
    offers = {(o.provider, o.instance_type) for o in load_catalog(include_user_overrides=False).cloud_offers}
    for product in data.doc.cluster_products_not_in_offers:
        names = {name for provider, name in offers if provider == product.provider}
        assert not any(name in product.product for name in names), product.id


def test_no_source_cites_internal_files():
    problems = []

    def walk(value, where):
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, f"{where}.{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, f"{where}[{i}]")
        elif isinstance(value, str) and INTERNAL.search(value):
            problems.append(f"{where}: {INTERNAL.search(value).group(0)!r}")

    walk(_raw(), NETWORKS_FILE)
    assert not problems, problems


def test_published_figures(data):
    def gbps(provider, itype):
        net = data.cluster_network(provider, itype)
        assert net is not None, f"{provider}:{itype}"
        return net.bandwidth_gbps

    assert gbps("aws", "p4d.24xlarge") == 400
    assert gbps("aws", "p5.48xlarge") == 3200
    assert gbps("azure", "Standard_ND96amsr_A100_v4") == 1600
    assert gbps("azure", "Standard_ND96isr_H100_v5") == 3200
    assert gbps("gcp", "a3-megagpu-8g") == 1600
    assert gbps("gcp", "a3-ultragpu-8g") == 3200
    assert data.cluster_network("aws", "p5.48xlarge").max_cluster_gpus == 20000
    assert data.cluster_network("gcp", "a3-highgpu-8g").technology == "gpudirect_tcpx"
    tpu = data.cluster_network("gcp", "tpu-v6e-256")
    assert tpu.unit == "tpu_slice" and tpu.bandwidth_per == "chip"


def test_undocumented_offers_stay_single_node(data):
    assert data.cluster_network("aws", "g5.48xlarge") is None
    assert data.cluster_network("azure", "Standard_ND96is_H100_v5") is None  # no RDMA
    assert data.cluster_network("cudo", "sapphire-rapids-h100_8x64v128gb") is None
    assert data.cluster_network("lambda", "gpu_8x_h100_sxm5") is None
    assert data.cluster_network(None, "p5.48xlarge") is None
    assert data.cluster_network("AWS", "P5.48XLARGE") is data.cluster_network("aws", "p5.48xlarge")


def test_owned_parts(data):
    switch = data.part("ib-switch-ndr-64p")
    assert switch.ports == 64 and switch.port_gbps == 400 and switch.price_usd > 0
    assert switch.usd_per_port == pytest.approx(switch.price_usd / 64)
    assert data.part("nic-cx7-400g").price_usd > 0
    for part in data.owned_cluster_parts:
        if part.price_status == "not_found":
            assert part.price_usd is None and part.notes


def test_topology_rule_reproduces_a_superpod(data):
    # 127 DGX H100 nodes, 8 NDR NICs each, 64-port switches: 1,016 + 1,024 = 2,040 cables.
    fabric = data.fabric(127, 8, 64)
    assert (fabric.tiers, fabric.links, fabric.switches) == (2, 2040, 48)
    assert data.fabric(8, 8, 64).tiers == 1
    assert data.fabric(256, 8, 64).tiers == 2
    assert data.fabric(257, 8, 64).tiers == 3
    assert data.fabric(100_000, 8, 40) is None
    with pytest.raises(ValueError):
        data.fabric(0, 8, 64)


def test_multi_node_runs_are_multi_node(data):
    for run in data.multi_node_runs:
        assert run.gpus > 8, run.id
        assert run.value > 0, run.id


@needs_reference
def test_runs_do_not_repeat_calibration_rows(data):
    with open(REFERENCE / "calibration.csv", encoding="utf-8") as fh:
        rows = {row["id"]: row for row in csv.DictReader(fh)}
    for overlap in data.doc.calibration_overlap:
        assert overlap.calibration_id in rows, overlap.calibration_id
    taken = {
        (row["metric"], row["num_devices"], round(float(row["value"]), 1))
        for row in rows.values()
        if row["num_devices"].isdigit() and row["value"]
    }
    for run in data.multi_node_runs:
        assert (run.metric, str(run.gpus), round(run.value, 1)) not in taken, run.id


# -- a bad file -------------------------------------------------------------------------------------
def test_a_bad_field_names_the_file_and_the_field(catalog_copy):
    raw = _raw()
    raw["cloud_cluster_networks"][1]["bandwidth_gbps"] = -5
    _write(catalog_copy, raw)
    with pytest.raises(CatalogError, match=r"networks\.json.*cloud_cluster_networks\[1\]\.bandwidth_gbps"):
        load_networks(catalog_copy)


def test_a_missing_field_and_an_unknown_field_are_named(catalog_copy):
    raw = _raw()
    del raw["owned_cluster_parts"][0]["source"]
    _write(catalog_copy, raw)
    with pytest.raises(CatalogError, match=r"networks\.json.*owned_cluster_parts\[0\]\.source"):
        load_networks(catalog_copy)
    clear_networks_cache()
    raw = _raw()
    raw["multi_node_runs"][0]["speedup"] = 2
    _write(catalog_copy, raw)
    with pytest.raises(CatalogError, match=r"networks\.json.*multi_node_runs\[0\]\.speedup"):
        load_networks(catalog_copy)


def test_inconsistent_entries_are_refused(catalog_copy):
    raw = _raw()
    net = next(n for n in raw["cloud_cluster_networks"] if n.get("nics_per_node"))
    net["gbps_per_nic"] = net["gbps_per_nic"] * 2
    _write(catalog_copy, raw)
    with pytest.raises(CatalogError, match=r"networks\.json.*does not match bandwidth_gbps"):
        load_networks(catalog_copy)
    clear_networks_cache()
    raw = _raw()
    raw["cloud_cluster_networks"].append(dict(raw["cloud_cluster_networks"][1], id="copy"))
    _write(catalog_copy, raw)
    with pytest.raises(CatalogError, match=r"networks\.json.*is in both"):
        load_networks(catalog_copy)
    clear_networks_cache()
    raw = _raw()
    raw["owned_cluster_parts"][0]["price_status"] = "not_found"
    _write(catalog_copy, raw)
    with pytest.raises(CatalogError, match=r"networks\.json.*owned_cluster_parts\[0\]"):
        load_networks(catalog_copy)


def test_an_unreadable_or_missing_file(catalog_copy):
    (catalog_copy / NETWORKS_FILE).write_text("{not json", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"networks\.json: cannot read"):
        load_networks(catalog_copy)
    clear_networks_cache()
    (catalog_copy / NETWORKS_FILE).unlink()
    with pytest.raises(CatalogError, match=r"networks\.json: catalog file is missing"):
        load_networks(catalog_copy)
