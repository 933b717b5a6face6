"""Estimates shared by the workloads of one advise() call (advisor.estimate_many over
``_SHARED``) and training rows with and without FlashAttention estimated in one call
(engine.vector.estimate_many's ``row_profiles`` differing in ``activations``): the same advice and
figures as work done per workload and per profile, and an edit never answered from shared work."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.edits import SetField, apply_edit
from gpuadvisor.domain.project import Assumptions, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine import advisor, vector
from gpuadvisor.engine.estimate import prepare

from .test_vector import _close, _same_advice, assert_same


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _llm(catalog, i: int = 0):
    return [m.spec for m in catalog.models if m.spec.family == "decoder_llm" and m.spec.arch is not None][i]


def _tune(catalog, name: str, **recipe) -> Workload:
    r = dict(precision="bf16", seq_len=1024, micro_batch=2, dataset_tokens=1e8)
    r.update(recipe)
    return Workload(name=name, kind="lora", model=_llm(catalog), recipe=Recipe(**r),
                    schedule=Schedule(frequency="monthly"))


def _counting(monkeypatch) -> list:
    calls: list = []
    real = advisor._estimate_many

    def counted(p, hws, row_profiles=None, row_codes=None):
        calls.append(p.kind)
        return real(p, hws, row_profiles, row_codes)

    monkeypatch.setattr(advisor, "_estimate_many", counted)
    return calls


def _unshared(monkeypatch, doc, catalog):
    """advise() of ``doc`` from scratch with no estimate shared between its workloads."""
    with monkeypatch.context() as m:
        m.setattr(advisor, "_quick_key", lambda p: None)
        m.setattr(advisor, "_twin_key", lambda *args: None)  # nor a ranking (_twin_advice)
        return advisor.advise(doc, catalog, use_cache=False)


def test_equal_workloads_share_their_estimates_and_advise_as_alone(catalog, monkeypatch):
    calls = _counting(monkeypatch)
    alone = []
    for w in (_tune(catalog, "a"), _tune(catalog, "c", micro_batch=8)):
        calls.clear()
        advisor.advise(ProjectDocument(projects=[Project(name="p", workloads=[w])]), catalog, use_cache=False)
        alone.append(len(calls))
    assert min(alone) >= 1
    # the same job twice (another name) and a third with another micro-batch (another profile)
    doc = ProjectDocument(projects=[Project(name="p", workloads=[
        _tune(catalog, "a"), _tune(catalog, "b"), _tune(catalog, "c", micro_batch=8)])])
    calls.clear()
    result = advisor.advise(doc, catalog, use_cache=False)
    assert len(calls) == sum(alone)  # the second job is answered from the first's arrays, the third is not
    assert getattr(advisor._SHARED, "estimates", None) is None  # nothing kept past the call
    calls.clear()
    reference = _unshared(monkeypatch, doc, catalog)
    assert len(calls) == sum(alone) + alone[0]
    for adv, ref in zip(result.workloads, reference.workloads):
        _same_advice(adv, ref, adv.workload.name)
    plan, ref_plan = result.plan, reference.plan
    assert plan.per_workload_annual_usd == pytest.approx(ref_plan.per_workload_annual_usd, rel=1e-12)
    assert plan.ranking == ref_plan.ranking and plan.recommendation == ref_plan.recommendation


def test_equal_workloads_share_one_ranking_and_advise_as_alone(catalog, monkeypatch):
    made: list = []
    real = advisor._Ranking.__init__

    def counted(self, *args, **kwargs):
        made.append(self)
        real(self, *args, **kwargs)

    monkeypatch.setattr(advisor._Ranking, "__init__", counted)
    a, c = _tune(catalog, "a"), _tune(catalog, "c", micro_batch=8)
    b = _tune(catalog, "b")  # a's job in another project, with a note: advised from a's ranking
    b.notes = "the same job for another team"
    d = _tune(catalog, "d")
    d.constraints.max_devices = 1  # a's job with a constraint more: advised apart
    doc = ProjectDocument(projects=[Project(name="p", workloads=[a, c]), Project(name="q", workloads=[b, d])])
    result = advisor.advise(doc, catalog, use_cache=False)
    assert len(made) == 3
    adv = {w.workload.name: w for w in result.workloads}
    assert adv["b"]._lazy.ranking is adv["a"]._lazy.ranking
    assert adv["b"].workload is b and adv["b"].project_name == "q" and adv["a"].project_name == "p"
    made.clear()
    reference = _unshared(monkeypatch, doc, catalog)
    assert len(made) == 4
    for x, ref in zip(result.workloads, reference.workloads):
        assert x.workload is ref.workload and x.project_id == ref.project_id
        _same_advice(x, ref, x.workload.name)
    assert result.plan.ranking == reference.plan.ranking
    assert result.plan.recommendation == reference.plan.recommendation
    assert result.plan.per_workload_annual_usd == pytest.approx(reference.plan.per_workload_annual_usd, rel=1e-12)


def test_an_edit_is_advised_afresh_not_from_the_shared_estimates(catalog, monkeypatch):
    a, b = _tune(catalog, "a"), _tune(catalog, "b")
    doc = ProjectDocument(projects=[Project(name="p", workloads=[a, b])])
    advisor.clear_advice_cache()
    advisor.advise(doc, catalog)
    for value in (8, 2):  # away from the shared profile, then back to it
        apply_edit(doc, SetField(b.id, "recipe.micro_batch", value))
        again = advisor.advise(doc, catalog)
        reference = _unshared(monkeypatch, doc, catalog)
        for adv, ref in zip(again.workloads, reference.workloads):
            _same_advice(adv, ref, f"{adv.workload.name}, micro-batch {value}")
    advisor.clear_advice_cache()


def test_rows_with_and_without_flash_attention_in_one_call_match_each_profile(catalog):
    a = Assumptions()
    hws = advisor._distinct_configs(advisor.options_for(catalog))[0]
    for kind, precision in (("lora", "bf16"), ("full_finetune", "bf16"), ("pretrain", "fp16")):
        on = prepare(_tune(catalog, "on", precision=precision).model_copy(update={"kind": kind}), a)
        off = prepare(_tune(catalog, "off", precision=precision, flash_attention=False).model_copy(update={"kind": kind}), a)
        differ = [k for k in on.__dict__ if k != "eff" and on.__dict__[k] != off.__dict__[k]]
        assert differ == ["activations"], differ  # (the case the one call covers)
        rows = [on if i % 3 else off for i in range(len(hws))]
        mixed = vector.estimate_many(on, hws, rows)
        assert mixed.row_act is not None
        # the same rows given as the distinct profiles and each row's index among them
        compact = vector.estimate_many(on, hws, [on, off], [0 if i % 3 else 1 for i in range(len(hws))])
        assert compact.mem_total.tolist() == mixed.mem_total.tolist() and compact.hours.tolist() == mixed.hours.tolist()
        assert [compact.estimate(i).memory.items for i in (0, 1)] == [mixed.estimate(i).memory.items for i in (0, 1)]
        each = {id(on): vector.estimate_many(on, hws), id(off): vector.estimate_many(off, hws)}
        fits = set()
        for i, q in enumerate(rows):
            ref = each[id(q)]
            where = f"{kind} {precision} row {i} ({'flash' if q is on else 'no flash'})"
            assert _close(float(mixed.mem_total[i]), float(ref.mem_total[i])), where
            assert bool(mixed.fits[i]) == bool(ref.fits[i]) and mixed.row(i) == ref.row(i), where
            assert_same(mixed.estimate(i), ref.estimate(i), where)
            fits.add(bool(ref.fits[i]))
        assert fits == {True, False}  # rows that fit and rows that do not were compared
        # the activations told apart: a row without FlashAttention holds more
        assert off.activations > on.activations


def test_a_training_jobs_clusters_are_estimated_with_its_single_machines(catalog, monkeypatch):
    """advisor._fold_plan: the clusters a training job may try go in the array call of its single
    machines (no call of their own), with the same advice as clusters estimated apart and as the
    scalar reference."""
    from gpuadvisor.domain.project import ModelSpec, Parallelism

    options = advisor.options_for(catalog)
    jobs = [
        # 175B from scratch in two months: only clusters meet it; 13B fine-tune: some nodes alone suffice
        Workload(name="big", kind="pretrain", model=ModelSpec(name="GPT-3 175B", params_b=175),
                 recipe=Recipe(seq_len=2048, dataset_tokens=3e11, micro_batch=1, grad_accum=16, recompute="full",
                               runtime="megatron", parallelism=Parallelism(zero_stage=1)),
                 schedule=Schedule(frequency="once", hours_allowed_per_run=60 * 24)),
        _tune(catalog, "lora"),
        Workload(name="tune", kind="full_finetune", model=_llm(catalog, 3),
                 recipe=Recipe(precision="bf16", seq_len=4096, micro_batch=4, dataset_tokens=5e9),
                 schedule=Schedule(frequency="weekly", hours_allowed_per_run=12.0)),
    ]
    calls = _counting(monkeypatch)
    clusters = 0
    for w in jobs:
        calls.clear()
        folded = advisor.advise_workload(w, options, Assumptions())
        n_folded = len(calls)
        with monkeypatch.context() as m:
            m.setattr(advisor, "_fold_plan", lambda *a: None)
            calls.clear()
            apart = advisor.advise_workload(w, options, Assumptions())
            n_apart = len(calls)
        scalar = advisor.advise_workload(w, options, Assumptions(), vectorized=False)
        _same_advice(folded, apart, w.name)
        _same_advice(folded, scalar, w.name)
        tried = sum(1 for r in folded.results if r.option.hw.nodes > 1)
        clusters += tried
        assert n_folded == 1 and (n_apart > 1 if tried else n_apart >= 1), (w.name, n_folded, n_apart)
    assert clusters  # the clusters were tried and compared
