"""The array path's ranking works on columns (entries per compatibility group, made as _Entry only
when a row is read; clusters skipped from the arrays where they cannot fit): the advice it gives
equals the per-option reference's in the cases those shortcuts touch."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Constraints, Measurement, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import _personal, advise_workload, options_for
from gpuadvisor.engine.plan import build_plan, forget_estimates
from gpuadvisor.persistence import load_project

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "engine"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from test_vector import _same_advice  # noqa: E402
from bench_advise import generated_project  # noqa: E402


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _both(doc, catalog, personal=None):
    options = options_for(catalog)
    for p in doc.projects:
        for w in p.workloads:
            va = advise_workload(w, options, doc.assumptions, project=p, personal=personal)
            sa = advise_workload(w, options, doc.assumptions, project=p, personal=personal, vectorized=False)
            yield w, va, sa


def test_slow_streams_counted_on_the_columns(catalog):
    """LLM services with a minimum streaming speed: the rows that stream slower get the reason
    (and cannot be mended by more machines) the same as per option."""
    doc = generated_project(14)
    doc.assumptions.min_stream_tokens_per_s = 60.0
    slow = 0
    n = 0
    for w, va, sa in _both(doc, catalog):
        if w.kind != "llm_serving":
            continue
        _same_advice(va, sa, w.name)
        slow += sum(any("tokens/s per answer" in x for x in r.reasons) for r in va.results)
        n += 1
    assert n >= 2 and slow > 0


def test_personal_factors_through_the_entries(catalog):
    """Measured runs (personal factors): each configuration through the per-configuration path,
    gathered as columns; the same advice as per option."""
    doc = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    doc.measurements = [Measurement(hardware="GeForce RTX 5090", model="YOLOv8m", workload="full_finetune",
                                    runtime="pytorch", micro_batch=16, metric="train_samples_per_s", value=20.0)]
    personal = _personal(doc, catalog)
    assert personal is not None
    calibrated = 0
    for w, va, sa in _both(doc, catalog, personal):
        _same_advice(va, sa, w.name)
        calibrated += sum(r.personally_calibrated for r in va.results)
    assert calibrated > 0


def test_no_feasible_option_plan_line(catalog):
    """A workload nothing fits (over any budget): the plan says why from its first result, made
    alone on the array path, as the reference's whole list says."""
    doc = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    w0 = doc.projects[0].workloads[0]
    w0.constraints.budget_per_year = 1.0
    options = options_for(catalog)
    lines = []
    for vec in (True, False):
        advs = [advise_workload(w, options, doc.assumptions, project=p, vectorized=vec)
                for p in doc.projects for w in p.workloads]
        if vec:
            first = advs[0].first_result()
            assert advs[0].best is None and first is not None
        else:
            assert first.option.key == advs[0].results[0].option.key
            assert first.reasons == advs[0].results[0].reasons
        forget_estimates()
        plan = build_plan(doc, advs, options, doc.assumptions)
        lines.append([(x.workload_id, x.choice, x.why, x.annual_usd) for x in plan.lines])
    assert lines[0] == lines[1]
    assert w0.name in [x for x in build_plan(doc, advs, options, doc.assumptions).missing]


def test_clusters_found_past_sizes_that_do_not_fit(catalog):
    """Training jobs too large for one node: the cluster search passes the sizes the arrays show
    cannot hold the job and finds the same clusters as the per-option search."""
    doc = generated_project(50)
    for p in doc.projects:  # the 70B fine-tune and the DeepSeek-R1 QLoRA: 4 and 8 nodes
        p.workloads = [w for w in p.workloads if w.name in ("W24", "W36")]
    clusters = 0
    for w, va, sa in _both(doc, catalog):
        _same_advice(va, sa, w.name)
        clusters += sum(r.option.hw.nodes > 2 for r in va.results)
    assert clusters >= 2


def test_readvise_leaves_unchanged_workloads_unmade(catalog):
    """After an edit, the unchanged workloads' advice comes from the cache without making all their
    rows (only what the plan reads), and the plan is the one a cold advise gives."""
    from gpuadvisor.domain.edits import SetField, apply_edit
    from gpuadvisor.engine.advisor import advise, clear_advice_cache

    doc = load_project(ROOT / "resources" / "examples" / "ecommerce.gpuadv")
    clear_advice_cache()
    first = advise(doc, catalog)
    w0 = doc.projects[0].workloads[0]
    apply_edit(doc, SetField(w0.id, "recipe.micro_batch", 3))
    again = advise(doc, catalog)
    kept = [adv for adv in again.workloads if adv.workload.id != w0.id]
    assert kept and all(any(adv is old for old in first.workloads) for adv in kept)
    assert not any(adv._made() for adv in kept)
    cold = advise(doc, catalog, use_cache=False)
    assert [(x.workload_id, x.choice, x.why, x.annual_usd) for x in again.plan.lines] == \
        [(x.workload_id, x.choice, x.why, x.annual_usd) for x in cold.plan.lines]
    assert again.plan.best_kind == cold.plan.best_kind and again.plan.recommendation == cold.plan.recommendation
    clear_advice_cache()


def test_shared_servers_the_five_cheapest_of_all_candidates(catalog):
    """The shared-server search stops once no candidate left can cost less than the fifth found:
    the same five (and the same order) as trying every candidate."""
    import math

    from gpuadvisor.engine import plan as P
    from gpuadvisor.engine.advisor import _priced_locally, _with_quotes, advise

    for name in ("ecommerce", "manufacturer"):
        doc = load_project(ROOT / "resources" / "examples" / f"{name}.gpuadv")
        a = doc.assumptions
        res = advise(doc, catalog, use_cache=False)
        options, _warnings = _with_quotes(options_for(catalog), doc, a)
        options = _priced_locally(options, a)  # as advise() prices them (NT$ cards)
        advs = res.workloads
        shareable = [adv.workload for adv in advs if P._shareable(adv.workload)]
        separate = sum((adv.best.annual_usd or 0.0) for adv in advs
                       if not P._shareable(adv.workload) and adv.best is not None)
        candidates = P._shared_candidates(advs, options)
        profiles = P._Profiles(a, {adv.workload.id: adv for adv in advs if P._shareable(adv.workload)})
        profiles.set_configs([hw for opt in candidates for hw in P._fit_configs(opt)])
        every = []
        for opt in candidates:
            sp = P._shared_on(opt, shareable, profiles, a)
            sp.separate_annual_usd = separate
            if sp.feasible:
                every.append(sp)
        every.sort(key=lambda p: p.total_annual_usd if p.total_annual_usd is not None else math.inf)
        assert len(candidates) > 5 and every
        assert [(s.option_key, s.total_annual_usd) for s in res.plan.shared] == \
            [(s.option_key, s.total_annual_usd) for s in every[:5]], name
        assert res.plan.best_shared.option_key == every[0].option_key


def test_owned_floor_is_the_least_a_machine_costs(catalog):
    """The shared-server search's floor of a machine equals its owned cost idle or busy all month,
    whichever is less (engine.cost.owned_monthly), for every owned machine of the catalog."""
    from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions
    from gpuadvisor.engine.cost import Usage, owned_monthly
    from gpuadvisor.engine.plan import _owned_floor

    a = Assumptions()
    n = 0
    for opt in options_for(catalog):
        if not opt.owned or opt.machine is None:
            continue
        idle = owned_monthly(opt.machine, Usage(hours_per_run=0.0, runs_per_month=1.0), a).total
        busy = owned_monthly(opt.machine, Usage(hours_per_run=HOURS_PER_MONTH, runs_per_month=1.0, always_on=True),
                             a).total
        assert _owned_floor(opt, a) == pytest.approx(min(idle, busy) * 12.0, rel=1e-12), opt.key
        n += 1
    assert n > 20


def test_best_and_closest_where_made_alone(catalog):
    """best_where / closest_where on the array path make the one row they answer (the window's
    headline reads them before anything else), and answer what the whole results list says."""
    doc = generated_project(14)
    options = options_for(catalog)
    seen = {True: 0, False: 0}
    for p in doc.projects:
        for w in p.workloads:
            lazy = advise_workload(w, options, doc.assumptions, project=p)
            made = advise_workload(w, options, doc.assumptions, project=p)
            rows = made.results
            for owned in (True, False):
                best, near = lazy.best_where(owned), lazy.closest_where(owned)
                want_best = next((r for r in rows if r.feasible and r.option.owned == owned), None)
                want_near = next((r for r in rows if not r.feasible and r.option.owned == owned), None)
                assert (best is None) == (want_best is None) and (near is None) == (want_near is None)
                if best is not None:
                    assert (best.option.key, best.rank, best.annual_usd) == (
                        want_best.option.key, want_best.rank, want_best.annual_usd)
                    seen[owned] += 1
                if near is not None:
                    assert (near.option.key, near.reasons) == (want_near.option.key, want_near.reasons)
                assert made.best_where(owned) is want_best and made.closest_where(owned) is want_near
            assert lazy.__dict__.get("_results") is None  # nothing else made
            assert len(lazy._lazy.ranking._made) <= 4
    assert seen[True] and seen[False]


def test_mixed_search_memo_changes_nothing(catalog, monkeypatch):
    """The mixed-server search keeps a group's use, its peak months and a chassis pick over the
    machines it tries: the same machines, loads, reasons and prices as working each out afresh."""
    from gpuadvisor.engine import plan as P
    from gpuadvisor.engine.advisor import advise

    for name in ("manufacturer", "ecommerce"):
        doc = load_project(ROOT / "resources" / "examples" / f"{name}.gpuadv")
        advices = [adv for adv in advise(doc, catalog, use_cache=False).workloads if P._shareable(adv.workload)]
        kept = P._mixed_search(advices, doc.assumptions)
        real = P._mixed_on
        calls = []

        def afresh(*args):
            calls.append(args[-1])
            return real(*args[:-1], None)

        monkeypatch.setattr(P, "_mixed_on", afresh)
        fresh = P._mixed_search(advices, doc.assumptions)
        monkeypatch.setattr(P, "_mixed_on", real)
        assert calls and all(isinstance(m, dict) for m in calls)
        assert len(kept[0]) + len(kept[1]) >= 4
        assert repr(kept) == repr(fresh)


def test_owned_floor_at_the_least_busy_hours(catalog):
    """With services on the machine the floor is the owned cost at the hours they keep it busy
    (all month, or the office hours, on one of its cards at least) or busy all month, whichever is
    less; every feasible shared server of the examples costs at least its machine's floor."""
    import math

    from gpuadvisor.domain.project import HOURS_PER_MONTH, Assumptions
    from gpuadvisor.engine import plan as P
    from gpuadvisor.engine.advisor import _priced_locally, _with_quotes, advise
    from gpuadvisor.engine.cost import Usage, owned_monthly

    a = Assumptions()
    for opt in options_for(catalog):
        if not opt.owned or opt.machine is None:
            continue
        for h in (HOURS_PER_MONTH, 180.0):
            at = owned_monthly(opt.machine, Usage(hours_per_run=h, runs_per_month=1.0), a).total
            busy = owned_monthly(opt.machine, Usage(hours_per_run=HOURS_PER_MONTH, runs_per_month=1.0), a).total
            assert P._owned_floor(opt, a, h) == pytest.approx(min(at, busy) * 12.0, rel=1e-12), opt.key
    tried = 0
    for name in ("ecommerce", "manufacturer"):
        doc = load_project(ROOT / "resources" / "examples" / f"{name}.gpuadv")
        a = doc.assumptions
        advs = advise(doc, catalog, use_cache=False).workloads
        options, _warnings = _with_quotes(options_for(catalog), doc, a)
        options = _priced_locally(options, a)  # as advise() prices them (NT$ cards)
        shareable = [adv.workload for adv in advs if P._shareable(adv.workload)]
        least = P._shared_busy_least(shareable, a)
        candidates = P._shared_candidates(advs, options)
        profiles = P._Profiles(a, {adv.workload.id: adv for adv in advs if P._shareable(adv.workload)})
        profiles.set_configs([hw for opt in candidates for hw in P._fit_configs(opt)])
        for opt in candidates:
            sp = P._shared_on(opt, shareable, profiles, a)
            if sp.feasible and sp.annual_usd is not None:
                assert sp.annual_usd >= P._shared_floor(opt, a, least) * (1.0 - 1e-12), (name, opt.key)
                tried += 1
        if name == "ecommerce":
            # its ranking service has a known rate: busy power only while a request is in flight
            # (engine.load.in_flight_share, a share that depends on the card), so no least hours;
            # without a rate it holds its card busy all month
            assert least == 0.0
            no_rate = [w.model_copy(deep=True) for w in shareable]
            for w in no_rate:
                w.recipe.requests_per_second = w.recipe.requests_per_day = None
                w.recipe.audience.users = None
            assert P._shared_busy_least(no_rate, a) == HOURS_PER_MONTH and not math.isinf(least)
    assert tried > 5


def test_chassis_pick_is_the_first_that_checks(catalog):
    """chassis.pick (the cards' figures summed once) picks the first chassis whose quick check
    passes, as trying check(explain=False) on each in turn; none: the largest one's worded check."""
    import itertools

    from gpuadvisor.engine import chassis as C

    accs = [a for a in catalog.accelerators if a.price_usd][:14]
    n = picked = 0
    for a1, a2 in itertools.combinations(accs, 2):
        for c1, c2 in ((1, 1), (2, 4), (4, 4), (8, 1)):
            cards = [(a1, c1), (a2, c2)]
            for volts in (110.0, 230.0):
                fit, last = C.pick(cards, volts)
                want = next((ch for ch in C.CHASSIS if C.check(ch, cards, volts, explain=False).ok), None)
                if want is None:
                    assert fit is None and last == C.check(C.CHASSIS[-1], cards, volts)
                else:
                    assert fit == last == C.check(want, cards, volts)
                    picked += 1
                n += 1
    assert n > 100 and 0 < picked < n


def test_near_misses_over_the_budget_say_so(catalog):
    """A LoRA with a NT$20,000-a-year budget that nothing meets: the closest misses read "a run takes 26 h,
    24 h allowed" on a Mac Studio that costs many times the budget, as if allowing two more hours would
    do.  An owned machine out for another reason now also says when owning it idle all year is over the
    budget (and so ranks after one that is only over on that); both paths alike."""
    spec = catalog.find_model("Llama 3.1 8B").spec
    w = Workload(name="lora", kind="lora", model=spec,
                 recipe=Recipe(seq_len=2048, micro_batch=4, dataset_tokens=3e8, recompute="full"),
                 schedule=Schedule(frequency="weekly", hours_allowed_per_run=24),
                 constraints=Constraints(on_prem_only=True, budget_per_year=20000))
    doc = ProjectDocument(projects=[Project(name="P", workloads=[w])])
    (_w, va, sa), = list(_both(doc, catalog))
    _same_advice(va, sa, w.name)
    over = "over the annual budget"
    macs = [r for r in va.results if r.label.startswith("Mac Studio")]
    assert macs and all(over in r.reasons and not r.feasible for r in macs)
    assert not va.feasible
    # the budget reason is on the unpriced owned rows only where owning them idle is over it
    cheap = Workload(name="lora", kind="lora", model=spec, recipe=w.recipe, schedule=w.schedule,
                     constraints=Constraints(on_prem_only=True, budget_per_year=10_000_000))
    (_w, vb, _sb), = list(_both(ProjectDocument(projects=[Project(name="P", workloads=[cheap])]), catalog))
    assert not any(over in r.reasons for r in vb.results)


def test_the_closest_misses_are_of_a_kind_the_question_allows(catalog):
    """Mixtral in Q4 with its experts in host RAM, on the premises, one GPU, NT$40,000 a year: nothing
    fits, and the closest misses read 'Server · 1× B300: no purchase price', '… MI325X', '… MI300X' (the
    largest memory first) while desktops only over the budget went unshown (found in the advice audit).
    An option of a kind the question rules out (rented when the data must stay on the premises, outside
    Taiwan, not an edge PC, a provider not rented from, a machine without a price) now comes after those
    out for budget, deadline or memory; memory that fits counts as fitting whatever the headroom, and
    the cheapest comes first among equals.  Both paths alike."""
    spec = catalog.find_model("Mixtral 8x7B").spec
    w = Workload(name="moe", kind="llm_serving", model=spec,
                 recipe=Recipe(runtime="llama_cpp", weight_format="gguf_q4_k_m", prompt_tokens=500, output_tokens=300,
                               concurrency=1, latency_target_ms=120000, offload="experts"),
                 schedule=Schedule(frequency="always_on"),
                 constraints=Constraints(on_prem_only=True, max_devices=1, budget_per_year=40000))
    doc = ProjectDocument(projects=[Project(name="P", workloads=[w])])
    (_w, va, sa), = list(_both(doc, catalog))
    _same_advice(va, sa, w.name)
    assert not va.feasible
    rest = [r for r in va.results if not r.feasible]
    first = rest[:3]
    assert all(r.option.owned and r.option.machine is not None and r.reasons == ["over the annual budget"]
               for r in first), [(r.label, r.reasons) for r in first]
    costs = [r.annual_usd for r in first]
    assert costs == sorted(costs)
    rented = next(i for i, r in enumerate(rest) if not r.option.owned)
    budget_only = [i for i, r in enumerate(rest) if r.reasons == ["over the annual budget"]]
    assert max(budget_only) < rented


@pytest.mark.parametrize("objective", ["fastest", "lowest_latency"])
def test_speed_objectives_take_the_cheapest_of_the_equally_fast(catalog, objective):
    """'Fastest' ranked an 8× B300 at NT$19.5M a year over an 8× B200 at NT$6.0M for a 1.2 % faster run,
    a difference far inside the estimate's own ±20 % interval.  Options within 5 % of the fastest (same
    status) are one speed and the cheapest of them leads; both paths alike."""
    from gpuadvisor.engine import advisor as A

    spec = catalog.find_model("Llama 3.1 70B").spec
    w = Workload(name="ft", kind="full_finetune", model=spec,
                 recipe=Recipe(seq_len=4096, micro_batch=1, dataset_tokens=2e9, recompute="full"),
                 schedule=Schedule(frequency="monthly"))
    chat = Workload(name="chat", kind="llm_serving", model=catalog.find_model("Llama 3.1 8B").spec,
                    recipe=Recipe(runtime="vllm", prompt_tokens=800, output_tokens=300, requests_per_day=20000,
                                  latency_target_ms=10000),
                    schedule=Schedule(frequency="always_on"))
    options = options_for(catalog)
    for work in (w, chat):
        va = advise_workload(work, options, Assumptions(), objective=objective)
        sa = advise_workload(work, options, Assumptions(), objective=objective, vectorized=False)
        _same_advice(va, sa, work.name)
        feas = va.feasible
        best = feas[0]
        same = [r for r in feas if r.status == best.status]
        fastest = min(r.speed_metric for r in same)
        assert best.speed_metric <= fastest * (1 + A.SPEED_TIE)
        tied = [r for r in same if r.speed_metric <= fastest * (1 + A.SPEED_TIE)]
        assert best.annual_usd == min(r.annual_usd for r in tied)
        lead = feas[:len(tied)]  # the equally fast lead, cheapest first
        assert {id(r) for r in lead} == {id(r) for r in tied}
        assert [r.annual_usd for r in lead] == sorted(r.annual_usd for r in lead)
    # the 8B service: an 8x B300 at five times the price was second, 0.6 % faster than a 4x B200
    assert any(len([r for r in va.feasible if r.speed_metric <= min(x.speed_metric for x in va.feasible) * 1.05]) > 2
               for va in [advise_workload(chat, options, Assumptions(), objective=objective)])
