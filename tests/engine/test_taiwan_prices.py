"""Owned cards at their Taiwan retail price in a document priced in NT$ (catalog ``price_twd``).

Before, an RTX 5090 desktop in an NT$ document cost (US$1,200 host + US$1,999 US launch MSRP) x 31.5 =
NT$100,768.5, although NVIDIA's Taiwan suggested retail price is NT$71,990 (cool3c, January 2025).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Constraints, Recipe, Schedule, Workload
from gpuadvisor.engine import advisor as advisor_mod
from gpuadvisor.engine.options import priced_locally
from gpuadvisor.persistence import load_project

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_catalogs  # noqa: E402

KEY = "own:desktop-rtx-5090"  # catalog system "Desktop PC, 1x RTX 5090": US$1,200 host + the card


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _by_key(options):
    return {o.key: o for o in options}


def test_catalog_has_the_taiwan_prices_with_their_source(catalog):
    acc = catalog.find_accelerator("GeForce RTX 5090")
    assert acc.price_usd == 1999 and acc.price_twd == 71990
    assert "cool3c.com" in acc.price_twd_source and acc.price_twd_as_of.isoformat() == "2025-01-01"
    assert "benchlife.info" in acc.price_source  # the same US$1,999, its second source
    assert "US$4,000" in acc.notes  # the 2026 street price is a caveat, not the price
    for name, twd in (("GeForce RTX 4090", 56990), ("GeForce RTX 5080", 35999), ("GeForce RTX 4080", 42990)):
        assert catalog.find_accelerator(name).price_twd == twd
    assert catalog.find_accelerator("GeForce RTX 3090").price_twd is None  # no Taiwan price found


def test_nt_document_pays_the_taiwan_price_per_card(catalog):
    base = _by_key(advisor_mod.options_for(catalog))
    assert base[KEY].machine.purchase_usd == pytest.approx(1200 + 1999)
    for rate in (31.5, 29.6):
        local = _by_key(priced_locally(advisor_mod.options_for(catalog), "TWD", rate))
        opt = local[KEY]
        assert opt.machine.purchase_usd * rate == pytest.approx(1200 * rate + 71990, rel=1e-12)
        assert opt.accelerator.price_usd * rate == pytest.approx(71990, rel=1e-12)
        assert any("NT$71,990" in n and "cool3c.com" in n for n in opt.notes)
        four = local["own:workstation-4x-rtx-5090"]
        assert four.machine.purchase_usd * rate == pytest.approx(4000 * rate + 4 * 71990, rel=1e-12)
        built = local["own:GeForce RTX 4080:1"]  # a machine built from the host template
        assert built.machine.purchase_usd * rate == pytest.approx(1200 * rate + 42990, rel=1e-12)
        # cards without a Taiwan price, whole machines and rented options keep theirs
        for key in ("own:desktop-rtx-3090", "own:dgx-spark", "own:mac-studio-m3-ultra-96gb"):
            assert local[key] is base[key]
        assert all(o is base[o.key] for o in local.values() if not o.owned)


def test_us_document_keeps_the_us_price(catalog):
    options = advisor_mod.options_for(catalog)
    assert priced_locally(options, "USD", 31.5) is options
    assert advisor_mod._priced_locally(options, Assumptions(currency="USD")) is options


def _llm_service(catalog) -> Workload:
    spec = next(m for m in catalog.models if m.name == "Llama 3.1 8B").spec
    return Workload(name="chat", kind="llm_serving", model=spec,
                    recipe=Recipe(precision="bf16", weight_format="bf16", requests_per_second=0.5),
                    schedule=Schedule(frequency="always_on"), constraints=Constraints())


@pytest.mark.parametrize("currency", ["TWD", "USD"])
def test_buy_vs_rent_uses_the_price(catalog, currency):
    """advise(): the owned RTX 5090 desktop's purchase in the cost, scalar and array paths alike."""
    doc = load_project(ROOT / "resources" / "examples" / "ecommerce.gpuadv")
    doc.assumptions = doc.assumptions.model_copy(update={"currency": currency})
    a = doc.assumptions
    advisor_mod.clear_advice_cache()
    res = advisor_mod.advise(doc, catalog, use_cache=False)
    card = 71990 / a.usd_to_twd if currency == "TWD" else 1999
    seen = 0
    for adv in res.workloads:
        r = next((r for r in adv.owned_results() if r.option.key == KEY), None)
        if r is None or r.owned_cost is None:
            continue
        seen += 1
        assert r.owned_cost.purchase == pytest.approx(1200 + card, rel=1e-12)
    assert seen
    # the scalar path prices the same options as the array path
    options = advisor_mod._priced_locally(advisor_mod.options_for(catalog), a)
    w = _llm_service(catalog)
    fast = advisor_mod.advise_workload(w, options, a, vectorized=True)
    slow = advisor_mod.advise_workload(w, options, a, vectorized=False)
    f = next(r for r in fast.owned_results() if r.option.key == KEY)
    s = next(r for r in slow.owned_results() if r.option.key == KEY)
    assert f.owned_cost.purchase == pytest.approx(1200 + card, rel=1e-12)
    assert math.isclose(f.annual_usd, s.annual_usd, rel_tol=1e-9)


def test_a_users_own_card_price_replaces_the_taiwan_price(tmp_path):
    """A catalog override of the card's price_usd is the user's price in NT$ documents too."""
    import json

    from gpuadvisor.catalog.loader import load_catalog as load

    over = tmp_path / "overrides.json"
    over.write_text(json.dumps({"accelerators": [{"name": "GeForce RTX 5090", "price_usd": 2500}]}), encoding="utf-8")
    cat = load(overrides_path=over)
    acc = cat.find_accelerator("GeForce RTX 5090")
    assert acc.price_usd == 2500 and acc.price_twd is None
    opt = _by_key(priced_locally(build_options_for(cat), "TWD", 31.5))[KEY]
    assert opt.machine.purchase_usd == pytest.approx(1200 + 2500)


def build_options_for(cat):
    from gpuadvisor.engine.options import build_options

    return build_options(cat)


def _row(**kw) -> dict[str, str]:
    row = {"item": "NVIDIA GeForce RTX 5090", "category": "consumer GPU card", "gpu": "RTX 5090", "gpu_count": "1",
           "gpu_memory_gb": "32", "price": "1999", "currency": "USD", "price_type": "US MSRP", "market": "US",
           "as_of": "2025-01", "price_basis": "quoted", "source": "example.com/launch", "notes": ""}
    row.update(kw)
    return row


def test_builder_reads_the_purchase_price_rows():
    accs = [{"name": "GeForce RTX 5090", "price_usd": 1999.0, "price_source": "launch MSRP", "price_as_of": "2025-01-01",
             "notes": "n", "source": "s"}]
    systems = [{"id": "mac-studio-m3-ultra-96gb", "name": "Mac Studio (M3 Ultra, 60-core GPU, 96 GB)",
                "accelerator": "Apple M3 Ultra", "unified_memory_gb": 96, "total_price_usd": 3999, "source": "Apple"}]
    rows = [_row(price="71990", currency="TWD", price_type="Taiwan suggested retail", as_of="2025-01 (launch 2025-01-30)",
                 source="cool3c.com/article/233003"),
            _row(),
            _row(price="4000", price_type="street price at 'some retail channels'", as_of="2026-01-08",
                 source="tw.news.yahoo.com 2026-01-08"),
            _row(item="Apple Mac Studio (M3 Ultra base: 28C CPU/60C GPU/96GB/1TB)", category="desktop (unified memory)",
                 gpu="M3 Ultra", gpu_memory_gb="96", price="3999", source="apple report"),
            _row(item="Apple Mac Studio (M4 Max base)", category="desktop (unified memory)", gpu="M4 Max",
                 gpu_memory_gb="36")]
    left = build_catalogs.apply_purchase_prices(accs, systems, rows)
    acc = accs[0]
    assert acc["price_usd"] == 1999.0  # the street price is not the price
    assert acc["price_twd"] == 71990 and acc["price_twd_as_of"] == "2025-01-01"
    assert list(acc).index("price_twd") == list(acc).index("price_as_of") + 1
    assert "cool3c.com/article/233003" in acc["price_twd_source"]
    assert "example.com/launch" in acc["price_source"]
    assert "US$4,000" in acc["notes"] and "tw.news.yahoo.com" in acc["notes"]
    assert "apple report" in systems[0]["source"]
    assert left == ["Apple Mac Studio (M4 Max base): no such catalog item"]
    # a US list price that differs from the catalog's is a decision to make, not silently kept or replaced
    with pytest.raises(SystemExit, match="US list price"):
        build_catalogs.apply_purchase_prices(accs, systems, [_row(price="2199")])
