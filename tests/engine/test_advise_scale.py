"""Scale without a cliff: after an edit only the edited workload is advised again, at 300 workloads
as at 3 (the advice cache used to hold 256; it now holds twice the document's workloads and is
least-recently-used).  The option list is cut to a few options so 300 workloads advise in a second:
what is counted is the engine's work per workload (``_advise_workload``), not its speed."""

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.edits import SetField, apply_edit
from gpuadvisor.domain.project import Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine import advisor

KINDS = ["full_finetune", "lora", "qlora", "batch_inference", "realtime_inference", "llm_serving"]


def _document(n: int, catalog) -> ProjectDocument:
    llms = [m for m in catalog.models if m.spec.family == "decoder_llm" and m.spec.arch is not None]
    projects = [Project(name=f"Project {i + 1}") for i in range(5)]
    for i in range(n):
        kind = KINDS[i % len(KINDS)]
        recipe = Recipe(seq_len=2048, micro_batch=4, dataset_tokens=1e9, samples_per_run=1e5, requests_per_day=2000,
                        weight_format="nf4" if kind == "qlora" else "bf16")
        freq = "always_on" if kind in ("llm_serving", "realtime_inference") else "weekly"
        w = Workload(name=f"W{i}", kind=kind, model=llms[(i * 7) % len(llms)].spec, recipe=recipe,
                     schedule=Schedule(frequency=freq))
        projects[i % 5].workloads.append(w)
    return ProjectDocument(title=f"Generated {n}", projects=projects)


@pytest.fixture
def counted(monkeypatch):
    """(catalog, calls): a few owned and rented options only, and a count of workloads advised."""
    catalog = load_catalog()
    options = advisor.options_for(catalog)
    few = [o for o in options if o.owned][:4] + [o for o in options if not o.owned][:4]
    monkeypatch.setattr(advisor, "options_for", lambda _catalog: few)
    calls = {"n": 0}
    real = advisor._advise_workload

    def count(*args, **kwargs):
        calls["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(advisor, "_advise_workload", count)
    advisor.clear_advice_cache()
    yield catalog, calls
    advisor.clear_advice_cache()


def test_300_workloads_one_edit_recomputes_one(counted):
    catalog, calls = counted
    doc = _document(300, catalog)
    first = advisor.advise(doc, catalog)
    assert calls["n"] == 300 and len(first.workloads) == 300
    workloads = [w for _p, w in doc.workloads()]
    previous = first
    for i, w in enumerate((workloads[0], workloads[150], workloads[299], workloads[0])):
        calls["n"] = 0
        apply_edit(doc, SetField(w.id, "recipe.micro_batch", 8 + i))
        result = advisor.advise(doc, catalog)
        assert calls["n"] == 1, f"edit {i}: {calls['n']} workloads advised again"
        assert result.for_workload(w.id).workload.recipe.micro_batch == 8 + i
        others = [x for x in workloads if x.id != w.id][::10]
        assert all(result.for_workload(x.id) is previous.for_workload(x.id) for x in others)  # reused, not redone
        previous = result
    calls["n"] = 0
    advisor.advise(doc, catalog)
    assert calls["n"] == 0  # nothing changed: nothing advised


def test_plan_reuses_each_advice_profile(counted, monkeypatch):
    """The project plan takes each workload's profile from its advice (one prepare per edit, not 300)."""
    catalog, _calls = counted
    doc = _document(300, catalog)
    advisor.advise(doc, catalog)
    from gpuadvisor.engine import plan as plan_mod

    prepared = {"n": 0}
    real = plan_mod.prepare

    def count(*args, **kwargs):
        prepared["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(plan_mod, "prepare", count)
    w = next(w for _p, w in doc.workloads())
    apply_edit(doc, SetField(w.id, "recipe.micro_batch", 2))
    advisor.advise(doc, catalog)
    assert prepared["n"] == 0


def test_a_workload_the_engine_cannot_advise_is_not_redone(counted, monkeypatch):
    """Its advice (the error, with why) is cached like the others: a project with many such
    workloads does not redo them all at every edit."""
    catalog, calls = counted
    doc = _document(20, catalog)
    broken = [w for _p, w in doc.workloads()][3]
    counting = advisor._advise_workload

    def fail_one(workload, *args, **kwargs):
        if workload.id == broken.id:
            calls["n"] += 1
            raise ValueError("no estimate for this shape")
        return counting(workload, *args, **kwargs)

    monkeypatch.setattr(advisor, "_advise_workload", fail_one)
    first = advisor.advise(doc, catalog)
    assert first.for_workload(broken.id).error and calls["n"] == 20
    other = [w for _p, w in doc.workloads()][7]
    calls["n"] = 0
    apply_edit(doc, SetField(other.id, "recipe.micro_batch", 16))
    advisor.advise(doc, catalog)
    assert calls["n"] == 1  # the edited one; the failing one is not tried again


def test_for_workload_finds_each_advice_by_id(counted):
    """AdviceResult.for_workload is a look-up, not a scan (the plan asks it per line and per cell)."""
    catalog, _calls = counted
    doc = _document(30, catalog)
    result = advisor.advise(doc, catalog)
    for adv in result.workloads:
        assert result.for_workload(adv.workload.id) is adv
    assert result.for_workload("no-such-workload") is None
    last = result.workloads.pop()  # the list changed: the index follows
    assert result.for_workload(last.workload.id) is None
    result.workloads[0] = last  # replaced in place, same length
    assert result.for_workload(last.workload.id) is last
