"""Catalog.find_accelerator remembers its answers per name asked: the same answers as the lookup."""

from __future__ import annotations


def test_accelerator_lookups_answer_the_same_when_asked_again():
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.catalog.names import accelerator_candidates

    catalog = load_catalog(include_user_overrides=False)

    def uncached(name):
        for key in accelerator_candidates(name):
            hit = catalog._acc_index.get(key)
            if hit is not None:
                return hit
        return None

    names = [n for a in catalog.accelerators for n in (a.name, *a.aliases)]
    names += [f"NVIDIA {n}" for n in names[:20]] + [n.lower() for n in names[:20]] + ["no such GPU", "", "H100 (1/2 GPU)"]
    names += [o.accelerator for o in catalog.cloud_offers if o.accelerator]
    for _ in range(2):  # the second round reads the remembered answers
        assert [catalog.find_accelerator(n) for n in names] == [uncached(n) if n else None for n in names]
    assert catalog.find_accelerator(None) is None
