"""Page 1's risks name a pick that meets its schedule or answer-time target on the estimate but not
at the slow end of the estimate's 80 % range (a LoRA run planned at 22.6 h of the 24 h allowed, whose
range reached 35.9 h, was signed off without a word)."""

from pathlib import Path

import pytest

from gpuadvisor import i18n
from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report.answer import build_answer
from gpuadvisor.report.latency import judged_ms
from gpuadvisor.templates import lora_8b

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _with_allowed(doc, hours):
    p = doc.projects[0]
    w = p.workloads[0]
    w = w.model_copy(update={"schedule": w.schedule.model_copy(update={"hours_allowed_per_run": hours, "window": "any"})})
    return doc.model_copy(update={"projects": [p.model_copy(update={"workloads": [w]})]})


def test_a_run_inside_its_allowed_hours_only_on_the_estimate_is_a_risk(catalog):
    from gpuadvisor.domain.project import Project, ProjectDocument

    doc = ProjectDocument(title="edge", projects=[Project(name="p", workloads=[lora_8b()])])
    free = advise(_with_allowed(doc, None), catalog).workloads[0].best
    t, high = free.estimate.time_per_run_h, free.interval.time_per_run_h[1]
    assert high > t * 1.05
    with i18n.language("en"):
        # the ranking puts an option on time even at its slow end first where there is one (the
        # former pick, late there, says why in its notes) ...
        edge = advise(_with_allowed(doc, (t + high) / 2), catalog)
        best = edge.workloads[0].best
        assert best.option.key != free.option.key and not best.schedule_risk
        former = next(r for r in edge.workloads[0].results if r.option.key == free.option.key)
        assert former.schedule_risk and any("slow end" in n for n in former.notes)
        assert not [r for r in build_answer(edge, lang="en").risks if "slow end" in r]
        # ... and where every option is late there (one owned GPU, allowed 2 % over the fastest
        # one's run), page 1 says so of the pick
        w = lora_8b()
        w = w.model_copy(update={"constraints": w.constraints.model_copy(update={"on_prem_only": True, "max_devices": 1})})
        one = doc.model_copy(update={"projects": [doc.projects[0].model_copy(update={"workloads": [w]})]})
        fastest = advise(_with_allowed(one, None), catalog, objective="fastest").workloads[0].best
        edge = advise(_with_allowed(one, fastest.estimate.time_per_run_h * 1.02), catalog)
        best = edge.workloads[0].best
        assert best.schedule_risk
        risks = build_answer(edge, lang="en").risks
        line = [r for r in risks if "slow end" in r]
        assert line and best.label in line[0] and "would not finish in time" in line[0], risks
        # with room for the slow end too, nothing is said
        roomy = advise(_with_allowed(doc, high * 1.1), catalog)
        assert not [r for r in build_answer(roomy, lang="en").risks if "slow end" in r]


def _with_target(doc, name, target_ms):
    projects = []
    for p in doc.projects:
        ws = [w.model_copy(update={"recipe": w.recipe.model_copy(update={"latency_target_ms": target_ms})})
              if w.name == name else w for w in p.workloads]
        projects.append(p.model_copy(update={"workloads": ws}))
    return doc.model_copy(update={"projects": projects})


def test_a_latency_inside_its_target_only_on_the_estimate_is_a_risk(catalog):
    doc = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    res = advise(doc, catalog)
    with i18n.language("en"):
        risks = build_answer(res, lang="en").risks
    seen = 0
    for adv in res.workloads:
        rec, best = adv.workload.recipe, adv.best
        if best is None or not rec.latency_target_ms or best.estimate.latency_pct_ms is None:
            continue
        seen += 1
        judged = judged_ms(best.estimate, rec)
        high = judged * best.interval.latency_ms[1] / best.estimate.latency_ms
        # the ranking puts an option that meets the target even at its slow end first (the line PC's
        # desktop RTX 5060 Ti at 36.8 ms of 50, later at its slow end, gave way to an RTX 5070) ...
        assert not best.schedule_risk and high <= rec.latency_target_ms, (adv.workload.name, judged, high)
        assert not [r for r in risks if r.startswith(adv.workload.name + ":") and "slow end" in r], risks
        late = [r for r in adv.feasible if r.schedule_risk]
        assert late and all("slow end of the estimate's 80 % range it answers in" in " ".join(r.notes) for r in late)
    assert seen
    # ... and where every option misses it there (a target 2 % over the quickest answer), page 1 says so
    name = "Line-PC defect inference (< 50 ms)"
    quick = next(adv for adv in advise(doc, catalog, objective="lowest_latency").workloads
                 if adv.workload.name == name).best
    w = next(w for _p, w in doc.workloads() if w.name == name)
    target = judged_ms(quick.estimate, w.recipe) * 1.02
    edge = advise(_with_target(doc, name, target), catalog)
    adv = next(x for x in edge.workloads if x.workload.name == name)
    assert adv.best.schedule_risk
    with i18n.language("en"):
        risks = build_answer(edge, lang="en").risks
    line = [r for r in risks if r.startswith(name + ":") and "slow end" in r]
    assert line and adv.best.label in line[0] and "would miss it" in line[0], risks
