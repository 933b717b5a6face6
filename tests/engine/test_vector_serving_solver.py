"""The array path's searches and queue formulas (engine.vector_serving) against the scalar's, and
what the plan keeps on an unchanged workload's advice between re-advises (engine.plan._kept)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.edits import SetField, apply_edit
from gpuadvisor.engine import plan as P
from gpuadvisor.engine import queueing as Q
from gpuadvisor.engine import serving as S
from gpuadvisor.engine import vector_serving as VS
from gpuadvisor.engine.advisor import advise, clear_advice_cache
from gpuadvisor.persistence import load_project
from gpuadvisor.report.summary import plan_dict

ROOT = Path(__file__).resolve().parents[2]


def test_root_follows_the_scalar_iterates_element_by_element():
    # rising cubics (regula falsi keeps one end: the Illinois step halves its value), roots near
    # either end, an element whose upper end is already below zero, inactive elements
    rng = np.random.default_rng(7)
    n = 300
    a = rng.uniform(0.01, 50.0, n)
    c = rng.uniform(0.001, 0.999, n) * a * 1000.0
    c[:5] = a[:5] * 999.999  # the root a hair below the upper end
    c[5:10] = a[5:10] * 1e-9  # near zero
    c[10] = a[10] * 2000.0  # above the range: f(hi) < 0, the answer is hi
    active = np.ones(n, dtype=bool)
    active[11:20] = False
    for rel in (S._TOL, 1e-3):
        got = VS._root(lambda x, live: a * x * x * x - c, 0.0, 10.0, -c, None, active, rel=rel)
        for i in np.flatnonzero(active).tolist():
            ai, ci = float(a[i]), float(c[i])
            want = S._root(lambda x: ai * x * x * x - ci, 0.0, 10.0, -ci, rel=rel)
            assert got[i] == want, (i, rel, got[i], want)  # the same iterates: the same bits


def test_erlang_c_does_not_overflow_with_many_slots_and_a_small_load():
    # c! / a^c passes 1e308 at 171 slots and a load of 1 (and at 4 slots for a load of 1e-300): the
    # probability of waiting is then tiny, and computed without an overflow
    c = np.array([4.0, 165.0, 150.0, 171.0, 120.0, 256.0, 8.0, 64.0, 1.0])
    a = np.array([1e-300, 1e-3, 0.5, 1.0, 30.0, 250.0, 3.0, 60.0, 0.5])
    with np.errstate(over="raise", divide="raise", invalid="raise"):
        got = VS._erlang_c(c, a, np.ones(len(c), dtype=bool))
    for ci, ai, g in zip(c.tolist(), a.tolist(), got.tolist()):
        want = Q.erlang_c(int(ci), ai)
        assert g == pytest.approx(want, rel=1e-9, abs=1e-300), (ci, ai)
    assert got[-3] > 0.0 and got[-2] > 0.0  # a busy pool waits


def test_an_unchanged_jobs_fits_are_kept_between_re_advises(monkeypatch):
    """After an edit of one job the mixed-server search asks the other jobs only what it did not
    ask before (whether they fit on a group's cards: _job_fit) and redoes only the edited job's
    cheapest options; the plan is the one advised from scratch."""
    catalog = load_catalog(include_user_overrides=False)
    doc = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    edited = doc.projects[0].workloads[0]  # the detector's training: a job on the mixed machine
    asked: list[tuple] = []
    found: list[str] = []
    finder = "_find_cheapest" if hasattr(P, "_find_cheapest") else "_cheapest"  # (before it was kept: every call)
    job_fit, find = P._job_fit, getattr(P, finder)

    def spy_fit(r, windows, w, cal):
        asked.append((w.id, None if r is None else r.option.key, windows))
        return job_fit(r, windows, w, cal)

    monkeypatch.setattr(P, "_job_fit", spy_fit)
    monkeypatch.setattr(P, finder, lambda adv, *args: found.append(adv.workload.id) or find(adv, *args))
    clear_advice_cache()
    advise(doc, catalog)
    before = set(asked)
    assert {wid for wid, _k, _w in before} - {edited.id}  # another job was asked
    asked.clear()
    found.clear()
    apply_edit(doc, SetField(edited.id, "recipe.micro_batch", 3))
    again = advise(doc, catalog)
    others = [q for q in asked if q[0] != edited.id]
    assert not set(others) & before, "asked again about an unchanged job"
    assert len(others) == len(set(others))
    assert found and set(found) == {edited.id}
    monkeypatch.setattr(P, "_job_fit", job_fit)
    monkeypatch.setattr(P, finder, find)
    clear_advice_cache()
    cold = advise(doc, catalog, use_cache=False)
    assert again.plan.mixed and plan_dict(again.plan, again.assumptions) == plan_dict(cold.plan, cold.assumptions)
    assert [m.label for m in again.plan.mixed + again.plan.mixed_refused] == [
        m.label for m in cold.plan.mixed + cold.plan.mixed_refused]


def test_the_mixed_search_asks_each_workload_its_host_ram_once(monkeypatch):
    """The host RAM the offloaded training state needs (advisor._host_ram_need) is the same for
    every machine of one mixed-server search: asked once per workload, not once per machine."""
    from gpuadvisor.engine import advisor as A

    catalog = load_catalog(include_user_overrides=False)
    doc = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    asked: list[int] = []
    need = A._host_ram_need
    monkeypatch.setattr(A, "_host_ram_need", lambda profile: asked.append(id(profile)) or need(profile))
    clear_advice_cache()
    advise(doc, catalog)
    asked.clear()
    res = advise(doc, catalog)  # every workload from the cache: the plan's questions alone
    shareable = [w for p in doc.projects for w in p.workloads if P._shareable(w)]
    tried = len(res.plan.mixed) + len(res.plan.mixed_refused)
    assert tried > 2
    assert len(asked) <= 2 * len(shareable)  # the plan's candidates once, the mixed search once
