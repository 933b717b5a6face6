"""The compiled catalog cache (gpuadvisor.catalog.compiled): the fast path gives the very catalog the
slow path validates, and any change to a source file, the override file or the cache file itself is
seen at the next load."""

from __future__ import annotations

import json
import os

import pytest

from gpuadvisor.catalog import clear_cache, compiled, load_catalog, loader
from gpuadvisor.catalog.compat_data import clear_compat_cache, load_compatibility
from gpuadvisor.catalog.network_data import clear_networks_cache, load_networks

SECTIONS = ("accelerators", "cloud_offers", "systems", "models", "regions", "providers")


def _load(folder, overrides=None, cache=True, monkeypatch=None):
    clear_cache()
    monkeypatch.setenv(compiled.ENV_SWITCH, "1" if cache else "0")
    if overrides is None:
        return load_catalog(include_user_overrides=False, catalog_dir=folder)
    return load_catalog(catalog_dir=folder, overrides_path=overrides)


def _same(a, b) -> None:
    for section in SECTIONS:
        assert getattr(a, section) == getattr(b, section), section
    assert a.commitments == b.commitments
    assert a.warnings == b.warnings
    assert {n: a.find_accelerator(n) for n in ("H100", "RTX 4090", "MI300X")} == {
        n: b.find_accelerator(n) for n in ("H100", "RTX 4090", "MI300X")}


def _no_validation(monkeypatch):
    """Make validating the shipped files fail: a load that still works came from the compiled file."""
    def refuse(*_a, **_k):
        raise AssertionError("validated again")

    monkeypatch.setattr(loader, "_validate_shipped_folder", refuse)


def test_the_fast_path_gives_the_catalog_of_the_slow_path(catalog_copy, monkeypatch):
    slow = _load(catalog_copy, cache=False, monkeypatch=monkeypatch)
    assert not list(compiled.cache_dir().glob("*.pickle"))  # switched off: nothing written
    first = _load(catalog_copy, monkeypatch=monkeypatch)  # validates, then compiles
    assert len(list(compiled.cache_dir().glob("shipped-*.pickle"))) == 1
    _no_validation(monkeypatch)
    fast = _load(catalog_copy, monkeypatch=monkeypatch)
    assert fast.accelerators is not first.accelerators  # read back, not the in-process cache
    _same(fast, slow)
    assert len(fast.accelerators) > 50 and len(fast.cloud_offers) > 100


def test_equal_strings_and_field_sets_are_one_object_in_the_compiled_catalog(catalog_copy, monkeypatch):
    """The shipped entries repeat providers, countries and source notes: the compiled file and the
    catalog read back hold each once (and the equal field sets of frozen entries); equal values."""
    slow = _load(catalog_copy, cache=False, monkeypatch=monkeypatch)
    _load(catalog_copy, monkeypatch=monkeypatch)  # validates, then compiles
    _no_validation(monkeypatch)
    for catalog in (slow, _load(catalog_copy, monkeypatch=monkeypatch)):  # built here, and read back
        by_provider: dict[str, list] = {}
        for offer in catalog.cloud_offers:
            by_provider.setdefault(offer.provider, []).append(offer)
        offers = max(by_provider.values(), key=len)
        assert len(offers) > 10
        assert all(o.provider is offers[0].provider for o in offers)  # one string, not one per offer
        sources = [o.source for o in catalog.cloud_offers]
        assert len({id(s) for s in sources}) == len(set(sources))
        sets = [o.__pydantic_fields_set__ for o in catalog.cloud_offers]
        assert len({id(s) for s in sets}) == len({frozenset(s) for s in sets}) < len(sets) / 4
        assert type(sets[0]) is set  # still pydantic's own kind, for ``model_copy`` to copy
        copied = offers[0].model_copy(update={"provider": "elsewhere"})
        assert copied.provider == "elsewhere" and offers[1].provider == offers[0].provider


def test_mutable_models_keep_their_own_field_sets():
    from pydantic import BaseModel

    class Free(BaseModel):  # not frozen: setting a field adds it to the instance's own field set
        name: str = "x"
        size: int = 0

    a, b = Free(name="a"), Free(name="b")
    compiled.share_equal([a, b])
    assert a.__pydantic_fields_set__ is not b.__pydantic_fields_set__
    a.size = 3
    assert b.model_fields_set == {"name"}


def test_the_shipped_folder_is_compiled_too(monkeypatch):
    slow = _load(None, cache=False, monkeypatch=monkeypatch)
    _load(None, monkeypatch=monkeypatch)
    _no_validation(monkeypatch)
    _same(_load(None, monkeypatch=monkeypatch), slow)


def test_a_changed_source_file_is_validated_again(catalog_copy, monkeypatch):
    _load(catalog_copy, monkeypatch=monkeypatch)
    path = catalog_copy / "accelerators.json"
    doc = json.loads(path.read_text("utf-8"))
    entry = next(e for e in doc["accelerators"] if e.get("price_usd"))
    entry["price_usd"] = 12345.0
    stat = path.stat()
    path.write_text(json.dumps(doc), "utf-8")
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # same time stamp: the bytes decide
    cat = _load(catalog_copy, monkeypatch=monkeypatch)
    assert cat.find_accelerator(entry["name"]).price_usd == 12345.0
    assert len(list(compiled.cache_dir().glob("shipped-*.pickle"))) == 1  # the old one replaced
    _no_validation(monkeypatch)
    assert _load(catalog_copy, monkeypatch=monkeypatch).find_accelerator(entry["name"]).price_usd == 12345.0


def test_a_broken_source_file_is_reported_even_with_a_compiled_file(catalog_copy, monkeypatch):
    _load(catalog_copy, monkeypatch=monkeypatch)
    (catalog_copy / "systems.json").write_text("{ not json", "utf-8")
    with pytest.raises(loader.CatalogError, match="systems.json"):
        _load(catalog_copy, monkeypatch=monkeypatch)


def test_overrides_apply_on_top_and_a_changed_override_file_is_seen(catalog_copy, tmp_path, monkeypatch):
    overrides = tmp_path / "catalog_overrides.json"
    overrides.write_text(json.dumps({"accelerators": [{"name": "GeForce RTX 4090", "price_usd": 1111},
                                                      {"name": 5}]}), "utf-8")
    slow = _load(catalog_copy, overrides, cache=False, monkeypatch=monkeypatch)
    _load(catalog_copy, overrides, monkeypatch=monkeypatch)
    _no_validation(monkeypatch)
    fast = _load(catalog_copy, overrides, monkeypatch=monkeypatch)
    _same(fast, slow)
    assert fast.find_accelerator("GeForce RTX 4090").price_usd == 1111 and len(fast.warnings) == 1
    overrides.write_text(json.dumps({"accelerators": [{"name": "GeForce RTX 4090", "price_usd": 2222}]}), "utf-8")
    again = _load(catalog_copy, overrides, monkeypatch=monkeypatch)
    assert again.find_accelerator("GeForce RTX 4090").price_usd == 2222 and not again.warnings
    overrides.unlink()
    gone = _load(catalog_copy, overrides, monkeypatch=monkeypatch)
    base = _load(catalog_copy, monkeypatch=monkeypatch)
    assert gone.find_accelerator("GeForce RTX 4090").price_usd == base.find_accelerator("GeForce RTX 4090").price_usd
    assert base.find_accelerator("GeForce RTX 4090").price_usd not in (1111, 2222) and not gone.warnings


@pytest.mark.parametrize("damage", ["garbage", "other key", "truncated"])
def test_an_unusable_compiled_file_is_rebuilt(catalog_copy, monkeypatch, damage):
    slow = _load(catalog_copy, cache=False, monkeypatch=monkeypatch)
    _load(catalog_copy, monkeypatch=monkeypatch)
    (path,) = compiled.cache_dir().glob("shipped-*.pickle")
    if damage == "garbage":
        path.write_bytes(b"not a pickle")
    elif damage == "other key":
        import pickle

        _key, value = pickle.loads(path.read_bytes())
        value[0]["accelerators"] = value[0]["accelerators"][:1]
        path.write_bytes(pickle.dumps(("0" * 64, value)))
    else:
        path.write_bytes(path.read_bytes()[:1000])
    _same(_load(catalog_copy, monkeypatch=monkeypatch), slow)
    _no_validation(monkeypatch)
    _same(_load(catalog_copy, monkeypatch=monkeypatch), slow)  # and written again, whole


def test_a_read_only_cache_folder_costs_only_the_speed(catalog_copy, monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", "utf-8")
    monkeypatch.setattr(compiled, "cache_dir", lambda: blocker / "catalogs")  # cannot be made
    slow = _load(catalog_copy, cache=False, monkeypatch=monkeypatch)
    _same(_load(catalog_copy, monkeypatch=monkeypatch), slow)
    _same(_load(catalog_copy, monkeypatch=monkeypatch), slow)


def test_changed_loader_code_is_validated_again(catalog_copy, monkeypatch):
    _load(catalog_copy, monkeypatch=monkeypatch)
    files = [catalog_copy / name for name, _ in loader.SECTIONS.values()] + [catalog_copy / loader.COMMITMENTS_FILE]
    before = compiled.key_of("shipped", files)
    monkeypatch.setattr(compiled, "_code_stamps", lambda extra: ["gpuadvisor.catalog.loader:edited"])
    assert compiled.key_of("shipped", files) != before
    calls = []
    real = loader._validate_shipped_folder
    monkeypatch.setattr(loader, "_validate_shipped_folder", lambda folder: calls.append(1) or real(folder))
    _load(catalog_copy, monkeypatch=monkeypatch)
    assert calls == [1]


def test_hand_maintained_files_are_compiled_and_invalidated(catalog_copy, monkeypatch):
    def both():
        clear_compat_cache()
        clear_networks_cache()
        return load_compatibility(catalog_copy), load_networks(catalog_copy)

    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    slow_compat, slow_net = both()
    monkeypatch.setenv(compiled.ENV_SWITCH, "1")
    both()
    names = sorted(p.name.split("-")[0] for p in compiled.cache_dir().glob("*.pickle"))
    assert names == ["compatibility", "networks"]
    real = loader._read_validated_file
    monkeypatch.setattr(loader, "_read_validated_file", lambda *a: (_ for _ in ()).throw(AssertionError("again")))
    fast_compat, fast_net = both()
    assert fast_compat.doc == slow_compat.doc and fast_net.doc == slow_net.doc
    assert fast_compat.doc is not slow_compat.doc
    path = catalog_copy / "networks.json"
    path.write_text(path.read_text("utf-8").replace("{", "{ ", 1), "utf-8")  # same content, other bytes
    calls = []
    monkeypatch.setattr(loader, "_read_validated_file", lambda *a: calls.append(a[0].name) or real(*a))
    both()
    assert calls == ["networks.json"]


def test_the_key_does_not_depend_on_what_was_imported_before(tmp_path):
    import subprocess
    import sys

    code = ("import sys; {pre}; from pathlib import Path; from gpuadvisor.catalog import compiled, loader; "
            "folder = Path(loader.__file__).parents[2] / 'catalogs'; "
            "print(compiled.key_of('shipped', [folder / n for n, _ in loader.SECTIONS.values()]))")
    keys = set()
    for pre in ("pass", "import gpuadvisor.domain.units", "import gpuadvisor.engine.advisor", "import gpuadvisor.session"):
        out = subprocess.run([sys.executable, "-c", code.format(pre=pre)], capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        keys.add(out.stdout.strip())
    assert len(keys) == 1
