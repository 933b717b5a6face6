"""A broken shipped catalog raises CatalogError naming file/entry/field; bad overrides only warn."""

import json

import pytest

from gpuadvisor import paths
from gpuadvisor.catalog import CatalogError, load_catalog


def _edit(path, section, index, **changes):
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc[section][index].update(changes)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return doc[section][index]


def test_broken_accelerator_names_file_entry_field(catalog_copy):
    entry = _edit(catalog_copy / "accelerators.json", "accelerators", 7, memory_gb=-24)
    with pytest.raises(CatalogError) as info:
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)
    msg = str(info.value)
    assert "accelerators.json" in msg
    assert "entry 7" in msg and entry["name"] in msg
    assert "memory_gb" in msg and "greater than 0" in msg


def test_broken_model_names_nested_field(catalog_copy):
    path = catalog_copy / "models.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["models"][3]["spec"]["arch"]["layers"] = 0
    name = doc["models"][3]["spec"]["name"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)
    msg = str(info.value)
    assert "models.json" in msg and "entry 3" in msg and name in msg and "spec.arch.layers" in msg


def test_offer_without_price_is_an_error(catalog_copy):
    path = catalog_copy / "cloud_offers.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    offer = doc["cloud_offers"][0]
    offer.pop("price_usd_hour", None)
    offer.pop("spot_usd_hour", None)
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(CatalogError, match=r"cloud_offers\.json: cloud_offers entry 0 .*price"):
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)


def test_offer_with_unknown_accelerator_is_an_error(catalog_copy):
    _edit(catalog_copy / "cloud_offers.json", "cloud_offers", 2, accelerator="Imaginary GPU")
    with pytest.raises(CatalogError, match=r"entry 2 .*accelerator: unknown accelerator 'Imaginary GPU'"):
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)


def test_offer_from_an_unlisted_provider_is_an_error(catalog_copy):
    _edit(catalog_copy / "cloud_offers.json", "cloud_offers", 2, provider="newcloud")
    with pytest.raises(CatalogError, match=r"entry 2 .*provider: unknown provider 'newcloud' \(add it to providers\.json\)"):
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)


def test_bad_provider_entry_names_file_entry_field(catalog_copy):
    entry = _edit(catalog_copy / "providers.json", "providers", 1, kind="reseller")
    with pytest.raises(CatalogError) as info:
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)
    msg = str(info.value)
    assert "providers.json" in msg and "entry 1" in msg and entry["name"] in msg and "kind" in msg


def test_bad_json_and_missing_file(catalog_copy):
    (catalog_copy / "systems.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"systems\.json: not valid JSON"):
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)
    (catalog_copy / "systems.json").unlink()
    with pytest.raises(CatalogError, match=r"systems\.json: catalog file is missing"):
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)


def test_bad_commitment(catalog_copy):
    path = catalog_copy / "commitments.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["commitments"]["providers"]["aws"]["1y"] = 1.5
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(CatalogError, match=r"commitments entry 'aws': 1y"):
        load_catalog(include_user_overrides=False, catalog_dir=catalog_copy)


# ---------------------------------------------------------------------------------------------
# user overrides


def _write_overrides(doc):
    path = paths.user_overrides_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def test_no_override_file_no_warnings():
    cat = load_catalog()
    assert cat.warnings == []


def test_good_override_changes_only_the_price():
    shipped = load_catalog(include_user_overrides=False).accelerator("GeForce RTX 4090")
    _write_overrides({"accelerators": [{"name": "GeForce RTX 4090", "price_usd": 1800}]})
    cat = load_catalog()
    acc = cat.accelerator("RTX 4090")
    assert acc.price_usd == 1800
    assert acc.memory_gb == shipped.memory_gb and acc.aliases == shipped.aliases
    assert "user override" in acc.price_source
    assert cat.warnings == []
    # the shipped catalog without overrides is untouched
    assert load_catalog(include_user_overrides=False).accelerator("RTX 4090").price_usd == 1599


def test_override_by_alias_and_new_entries():
    _write_overrides(
        {
            "accelerators": [
                {"name": "4090", "price_usd": 1700},
                {"name": "My Lab GPU", "vendor": "NVIDIA", "segment": "workstation", "memory_gb": 48},
            ],
            "cloud_offers": [
                {"provider": "aws", "instance_type": "p5.48xlarge", "price_usd_hour": 55.0},
                {"provider": "localcloud", "instance_type": "gpu-1", "accelerator": "RTX 4090", "count": 1, "price_usd_hour": 0.5},
            ],
            "systems": [{"id": "desktop-rtx-4090", "host_price_usd": 900}],
            "models": [{"name": "Llama 3 8B", "params_b": 8.03}],
        }
    )
    cat = load_catalog()
    assert cat.warnings == []
    assert cat.accelerator("GeForce RTX 4090").price_usd == 1700
    assert cat.accelerator("my lab gpu").memory_gb == 48
    p5 = [o for o in cat.cloud_offers if o.instance_type == "p5.48xlarge"]
    assert p5 and all(o.price_usd_hour == 55.0 for o in p5)
    local = [o for o in cat.offers_for("RTX 4090") if o.provider == "localcloud"]
    assert local and local[0].accelerator == "GeForce RTX 4090"
    assert "localcloud" in cat.provider_ids
    local_provider = cat.find_provider("localcloud")  # a cloud only the override knows: a plain entry
    assert local_provider.name == "localcloud" and local_provider.default_enabled
    assert cat.find_system("desktop-rtx-4090").host_price_usd == 900
    llama = cat.model("Llama 3 8B")
    assert llama.spec.params_b == 8.03 and llama.spec.arch.layers == 32


def test_bad_override_entry_is_skipped_with_warning():
    path = _write_overrides(
        {
            "accelerators": [
                {"name": "GeForce RTX 4090", "memory_gb": -1},
                {"name": "GeForce RTX 5090", "price_usd": 2100},
            ],
            "models": ["not an object"],
            "cloud_offers": [{"provider": "aws", "instance_type": "p5.48xlarge", "accelerator": "Unobtainium"}],
        }
    )
    cat = load_catalog()
    assert cat.accelerator("GeForce RTX 4090").memory_gb == 24  # bad patch skipped
    assert cat.accelerator("GeForce RTX 5090").price_usd == 2100  # good one applied
    assert len(cat.warnings) == 3
    first = cat.warnings[0]
    assert str(path) in first and "accelerators entry 0" in first and "GeForce RTX 4090" in first
    assert "memory_gb" in first and "skipped" in first
    assert any("models entry 0" in w for w in cat.warnings)
    assert any("Unobtainium" in w for w in cat.warnings)


def test_unreadable_override_file_warns():
    path = _write_overrides("{ this is not json")
    cat = load_catalog()
    assert len(cat.accelerators) >= 80
    assert len(cat.warnings) == 1 and str(path) in cat.warnings[0] and "not valid JSON" in cat.warnings[0]


def test_override_file_of_wrong_shape_warns():
    _write_overrides({"accelerators": {"name": "x"}, "gpus": []})
    cat = load_catalog()
    assert any("accelerators: must be a list" in w for w in cat.warnings)
    assert any("unknown section 'gpus'" in w for w in cat.warnings)


def test_overrides_path_parameter(tmp_path):
    path = tmp_path / "o.json"
    path.write_text(json.dumps({"accelerators": [{"name": "L4", "price_usd": 2500}]}), encoding="utf-8")
    cat = load_catalog(overrides_path=path)
    assert cat.accelerator("L4").price_usd == 2500
