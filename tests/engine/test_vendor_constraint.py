"""Constraints.vendor: a workload limited to one maker's accelerators ("NVIDIA only", a company
standard or a support contract) is advised on that maker's hardware alone, clusters and the shared
server included, with the reason on every other option; the array pipeline agrees with the
per-option reference."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project

from .test_vector import _advise_both, _same_advice

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _limited(vendor: str, path=EXAMPLES / "ecommerce.gpuadv", only=None):
    doc = load_project(path)
    for p in doc.projects:
        for w in p.workloads:
            if only is None or w.id in only:
                w.constraints.vendor = vendor
    return doc


@pytest.mark.parametrize("vendor", ["NVIDIA", "AMD", "Apple"])
def test_only_the_vendors_hardware_fits(catalog, vendor):
    res = advise(_limited(vendor), catalog)
    for adv in res.workloads:
        assert adv.feasible or vendor != "NVIDIA", adv.workload.name  # NVIDIA alone still runs every workload
        for r in adv.results:
            other = r.option.accelerator.vendor != vendor
            if other:
                assert not r.feasible, (adv.workload.name, r.label)
                assert f"not {vendor} hardware; the workload is limited to {vendor}" in r.reasons, r.reasons
            else:
                assert not any("the workload is limited to" in x for x in r.reasons), r.reasons
    assert res.plan is not None


def test_the_shared_server_puts_a_limited_workload_on_its_vendors_cards(catalog):
    """The manufacturer's detector training limited to AMD: no single-type NVIDIA server hosts the
    three shareable workloads any more (it did without the limit), and a mixed server runs the
    detector on its AMD cards while the service keeps its NVIDIA ones."""
    from gpuadvisor.engine.advisor import options_for

    vendor_of = {o.key: o.accelerator.vendor for o in options_for(catalog)}
    free = advise(load_project(EXAMPLES / "manufacturer.gpuadv"), catalog)
    assert any(vendor_of.get(sp.option_key) == "NVIDIA" for sp in free.plan.shared)
    doc = load_project(EXAMPLES / "manufacturer.gpuadv")
    det = next(w for p in doc.projects for w in p.workloads if "detector" in w.name.lower())
    det.constraints.vendor = "AMD"
    res = advise(doc, catalog)
    best = res.for_workload(det.id).best
    assert best is not None and best.option.accelerator.vendor == "AMD"
    for sp in res.plan.shared:
        assert vendor_of.get(sp.option_key) == "AMD" or not any(u.workload_id == det.id for u in sp.workloads), sp.label
    assert res.plan.mixed
    for m in res.plan.mixed:
        for g in m.groups:
            if det.id in g.workload_ids:
                assert vendor_of.get(g.option_key) == "AMD", m.label


def test_a_vendor_limited_job_on_clusters_and_both_paths_agree(catalog):
    doc = _limited("NVIDIA")
    for w, va, sa in _advise_both(doc, catalog):
        _same_advice(va, sa, w.name)
    doc = _limited("AMD")
    for w, va, sa in _advise_both(doc, catalog):
        _same_advice(va, sa, w.name)


def test_with_no_fit_the_near_misses_are_the_vendors_own_options(catalog):
    """Helper G's audit: "Intel only" for a 7B fine-tune and for a Llama 8B service fitted nothing, and
    "no option fits" listed NVIDIA servers ("not Intel hardware") ahead of the Gaudi machines, whose
    reasons (no purchase price, memory) are what the user can act on.  Both paths."""
    doc = _limited("Intel")
    seen = 0
    for w, va, sa in _advise_both(doc, catalog):
        _same_advice(va, sa, w.name)
        if va.feasible:
            continue
        seen += 1
        rest = [r for r in va.results if not r.feasible]
        intel = [r for r in rest if r.option.accelerator.vendor == "Intel"]
        assert intel, w.name
        assert rest[:len(intel)] == intel, (w.name, [r.label for r in rest[:3]])
    assert seen
