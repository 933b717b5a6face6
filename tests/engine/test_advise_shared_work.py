"""Work the advisor shares across workloads (compatibility verdicts and entry groupings kept per
options table, the waiting-time percentiles searched side by side): the same results as work done
afresh, and an edit that changes what the shared work depends on gets its own."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace

import numpy as np
import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.edits import SetField, apply_edit
from gpuadvisor.domain.project import ModelSpec, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine import advisor, compat
from gpuadvisor.engine import serving as S
from gpuadvisor.engine import vector_serving as VS
from gpuadvisor.engine.vector import option_table

from .test_vector import _same_advice


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _llm(catalog) -> ModelSpec:
    return next(m.spec for m in catalog.models if m.spec.family == "decoder_llm" and m.spec.arch is not None)


def _fresh_verdicts(tab, options, w):
    r, c = w.recipe, w.constraints
    return [compat.check(options[i].accelerator, offer=options[i].offer, runtime=r.runtime, framework=c.framework,
                         weight_format=r.weight_format, precision=r.precision, kind=w.kind,
                         kv_cache_dtype=r.kv_cache_dtype) for i in tab.compat_first]


def test_verdicts_shared_by_one_stack_and_redone_for_another(catalog):
    options = advisor.options_for(catalog)
    configs, index = advisor._distinct_configs(options)
    tab = option_table(options, configs, index)
    spec = _llm(catalog)
    a = Workload(name="a", kind="lora", model=spec, recipe=Recipe(precision="bf16", runtime="pytorch"))
    b = Workload(name="b", kind="lora", model=spec, recipe=Recipe(precision="bf16", runtime="pytorch"))
    va = advisor._verdicts(tab, options, a)
    assert va == _fresh_verdicts(tab, options, a)
    assert advisor._verdicts(tab, options, b) is va  # the same stack: worked out once
    doc = ProjectDocument(projects=[Project(name="p", workloads=[a])])
    apply_edit(doc, SetField(a.id, "recipe.precision", "fp32"))
    apply_edit(doc, SetField(a.id, "kind", "llm_serving"))
    apply_edit(doc, SetField(a.id, "recipe.runtime", "vllm"))
    after = advisor._verdicts(tab, options, a)
    assert after is not va
    assert after == _fresh_verdicts(tab, options, a)
    assert after != va  # vLLM serving rules out hardware PyTorch LoRA runs on


def _forget_shared_work() -> None:
    advisor._VERDICTS.clear()
    advisor._PAIRS.clear()
    advisor._GROUP_PLANS.clear()


def test_an_edit_that_regroups_the_verdicts_gives_the_advice_made_afresh(catalog):
    """bf16 runs as fp16 on pre-Ampere GPUs (a group of its own), fp32 runs as asked everywhere,
    attention without FlashAttention is another profile: the verdicts and the entry grouping kept
    for one stack must not serve another (each advice equals one made with nothing kept)."""
    options = advisor.options_for(catalog)
    spec = _llm(catalog)
    w = Workload(name="tune", kind="full_finetune", model=spec,
                 recipe=Recipe(precision="bf16", seq_len=1024, micro_batch=1, dataset_tokens=1e8),
                 schedule=Schedule(frequency="monthly"))
    doc = ProjectDocument(projects=[Project(name="p", workloads=[w])])
    groupings = set()
    for kind, precision, flash in (("full_finetune", "bf16", True), ("full_finetune", "fp32", True),
                                   ("full_finetune", "bf16", False), ("lora", "fp16", True),
                                   ("batch_inference", "bf16", True), ("full_finetune", "bf16", True)):
        apply_edit(doc, SetField(w.id, "kind", kind))
        apply_edit(doc, SetField(w.id, "recipe.precision", precision))
        apply_edit(doc, SetField(w.id, "recipe.flash_attention", flash))
        kept = advisor.advise_workload(w, options, doc.assumptions, project=doc.projects[0])
        ranking = kept._lazy.ranking
        # (the groups, and the platform precisions they hold: a training job's rows with and without
        # FlashAttention, at bf16 and at fp16, are estimated in one group)
        groupings.add((len(ranking.ents.groups), tuple(advisor._platform_keys(ranking.vlist, flash)[0])))
        _forget_shared_work()
        fresh = advisor.advise_workload(w, options, doc.assumptions, project=doc.projects[0])
        _same_advice(kept, fresh, f"{kind}, {precision}, flash {flash}")
    assert len(groupings) >= 2  # the edits did regroup the options


def _scalar_quantile(waits, p):
    return S.Point._wait_quantile(SimpleNamespace(_waits=waits), p)


def test_percentiles_side_by_side_match_the_scalar_search():
    rnd = random.Random(7)
    rows = []
    for _ in range(300):
        c1, c2 = rnd.choice([0.0, 1e-15, rnd.random(), 1.0]), rnd.choice([0.0, 1e-15, rnd.random(), 0.999])
        r1 = 10.0 ** rnd.uniform(-3, 3)
        r2 = r1 if rnd.random() < 0.1 else 10.0 ** rnd.uniform(-3, 3)
        rows.append((c1, r1, c2, r2))
    waits = tuple(np.array(col) for col in zip(*rows))
    ps = [0.5, 0.9, 0.95, 0.99, 0.999]
    active = np.ones(len(rows), dtype=bool)
    active[::17] = False
    got = VS._quantiles(waits, ps, active)
    one_by_one = {p: VS._quantile(waits, p, active) for p in ps}
    for p in ps:
        for i, row in enumerate(rows):
            want = _scalar_quantile(row, p) if active[i] else 0.0
            x = float(got[p][i])
            assert x == float(one_by_one[p][i]) or (math.isnan(x) and math.isnan(one_by_one[p][i])), (p, row)
            assert x == want or math.isclose(x, want, rel_tol=1e-12), (p, row, x, want)


def test_plan_takes_the_advice_estimates_of_the_workload_profile(catalog):
    """A shareable workload's estimate on a shared server's cards comes from its advice's ranking
    where that ranking estimated the configuration with the workload's own profile (the same
    figures as estimating it afresh); an edit gives the new profile's."""
    from pathlib import Path

    from gpuadvisor.engine.estimate import estimate_profile
    from gpuadvisor.engine.plan import _fit_configs, _hw_key, _shared_candidates
    from gpuadvisor.persistence import load_project

    from .test_vector import assert_same

    path = Path(__file__).resolve().parents[2] / "resources" / "examples" / "manufacturer.gpuadv"
    doc = load_project(path)
    options = advisor.options_for(catalog)
    advisor.clear_advice_cache()
    w = doc.projects[0].workloads[0]
    first = w.recipe.micro_batch
    for round_ in range(2):
        result = advisor.advise(doc, catalog)
        assert result.workloads[0].profile.micro_batch == first * (1 + round_)  # after the edit: the new profile
        shared = {_hw_key(hw) for opt in _shared_candidates(result.workloads, options) for hw in _fit_configs(opt)}
        # every configuration of the catalog: those a platform runs in another precision (bf16 as
        # fp16 before Ampere) were estimated with another profile and are not taken
        configs, _index = advisor._distinct_configs(options)
        taken = set()
        for adv in result.workloads:
            for hw in configs:
                est = adv.profile_estimate(_hw_key(hw))
                if est is not None:
                    taken.add(_hw_key(hw))
                    assert_same(est, estimate_profile(adv.profile, hw), f"{adv.workload.name} on {_hw_key(hw)}")
        assert len(taken & shared) >= 20
        apply_edit(doc, SetField(w.id, "recipe.micro_batch", first * 2))


def test_chassis_pick_kept_per_card_set_and_language(catalog):
    """The mixed search's chassis pick is kept between plans: the same answer as picking afresh,
    per card set, and in the language asked (its reasons are text)."""
    from gpuadvisor import i18n
    from gpuadvisor.engine import chassis
    from gpuadvisor.engine.plan import _PICKS, _pick

    accs = [a for a in catalog.accelerators if chassis.is_pcie_card(a)]
    small, too_many = [(accs[0], 1)], [(accs[0], 40)]
    _PICKS.clear()
    try:
        i18n.set_language("en")
        first = _pick(small, 230.0)
        assert first == chassis.pick(small, 230.0) and first[0] is not None
        assert _pick(list(small), 230.0) is first  # kept
        assert _pick([(accs[0], 2)], 230.0) == chassis.pick([(accs[0], 2)], 230.0)
        en = _pick(too_many, 230.0)
        assert en[0] is None and en[1].reasons == chassis.pick(too_many, 230.0)[1].reasons
        i18n.set_language("zh_TW")
        zh = _pick(too_many, 230.0)
        assert zh[1].reasons == chassis.pick(too_many, 230.0)[1].reasons
        assert zh[1].reasons != en[1].reasons  # not the English answer kept
    finally:
        i18n.set_language(None)


def test_group_use_kept_between_plans_follows_the_runs_and_the_usable_share():
    """A mixed machine group's use month by month is kept between plans: the same as worked out
    afresh, and a job's other runs per month (an edited schedule) or another usable share of a
    window gives its own."""
    from gpuadvisor.domain.project import Assumptions
    from gpuadvisor.engine.calendar import office_calendar
    from gpuadvisor.engine.plan import _GROUP_USES, _group_use, _kept_group_use, month_table

    a = Assumptions()
    months = month_table(office_calendar(a))
    jobs = ((frozenset({"nights"}), 3.0, "w1"), (frozenset({"nights", "office_hours"}), 5.0, "w2"))
    held = frozenset({"office_hours"})

    def flat(uses):
        return {x: (u.used, u.available, u.held) for x, u in uses.items()}

    _GROUP_USES.clear()
    runs = {"w1": [4.0] * 12, "w2": [1.0] * 12}
    first = _kept_group_use(held, jobs, months, runs, a)
    assert flat(first) == flat(_group_use(held, jobs, months, runs, a))
    assert _kept_group_use(held, jobs, months, {k: list(v) for k, v in runs.items()}, a) is first  # kept
    runs["w1"] = [30.0] * 12  # weekly -> daily, say
    busier = _kept_group_use(held, jobs, months, runs, a)
    assert flat(busier) == flat(_group_use(held, jobs, months, runs, a)) != flat(first)
    tighter = a.model_copy(update={"max_utilisation": a.max_utilisation / 2})
    half = _kept_group_use(held, jobs, months, runs, tighter)
    assert flat(half) == flat(_group_use(held, jobs, months, runs, tighter)) != flat(busier)


def test_an_advise_from_scratch_forgets_the_kept_group_uses(catalog):
    from pathlib import Path

    from gpuadvisor.engine.plan import _GROUP_USES
    from gpuadvisor.persistence import load_project

    doc = load_project(Path(__file__).resolve().parents[2] / "resources" / "examples" / "manufacturer.gpuadv")
    advisor.advise(doc, catalog)
    assert _GROUP_USES  # the mixed search kept its groups' uses
    marker = ("marker",)
    _GROUP_USES[marker] = (None, None)
    advisor.advise(doc, catalog, use_cache=False)
    assert marker not in _GROUP_USES
