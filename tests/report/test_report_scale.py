"""A report of hundreds of workloads prints a few dozen buy-vs-rent charts (those with the most
money at stake) and says where the others are, instead of drawing and holding one per workload."""

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine import advisor
from gpuadvisor.report import charts_data
from gpuadvisor.report.document import Image, Paragraph, build_report


@pytest.fixture(scope="module")
def result():
    catalog = load_catalog()
    options = advisor.options_for(catalog)
    few = [o for o in options if o.owned][:6] + [o for o in options if not o.owned][:6]
    mp = pytest.MonkeyPatch()
    mp.setattr(advisor, "options_for", lambda _catalog: few)
    llms = [m for m in catalog.models if m.spec.family == "decoder_llm" and m.spec.arch is not None]
    project = Project(name="Many")
    for i in range(40):
        kind = ("lora", "batch_inference", "llm_serving")[i % 3]
        recipe = Recipe(seq_len=2048, micro_batch=4, dataset_tokens=1e8 * (1 + i), samples_per_run=1e4 * (1 + i),
                        requests_per_day=500 * (1 + i))
        sched = Schedule(frequency="always_on" if kind == "llm_serving" else "weekly")
        project.workloads.append(Workload(name=f"W{i}", kind=kind, model=llms[i % len(llms)].spec, recipe=recipe,
                                          schedule=sched))
    advisor.clear_advice_cache()
    try:
        yield advisor.advise(ProjectDocument(title="Many", projects=[project]), catalog)
    finally:
        mp.undo()
        advisor.clear_advice_cache()


def _complete(result):
    return [adv for adv in result.workloads if charts_data.default_pair(adv).complete]


def _stake(adv):
    pair = charts_data.default_pair(adv)
    return max(pair.owned.annual_usd or 0.0, pair.rented.annual_usd or 0.0)


def test_charts_for_the_workloads_with_most_at_stake(result):
    complete = _complete(result)
    assert len(complete) > 6
    charted, left_out = charts_data.report_chart_advices(result, limit=5)
    assert len(charted) == 5 and left_out == len(complete) - 5
    order = [adv.workload.id for adv in result.workloads]
    assert [order.index(a.workload.id) for a in charted] == sorted(order.index(a.workload.id) for a in charted)
    others = [a for a in complete if a not in charted]
    assert min(_stake(a) for a in charted) >= max(_stake(a) for a in others)
    everything, none_left = charts_data.report_chart_advices(result, limit=len(complete))
    assert len(everything) == len(complete) and none_left == 0


def test_report_prints_the_limit_and_says_where_the_rest_are(result, monkeypatch):
    monkeypatch.setattr(charts_data, "MAX_REPORT_CHARTS", 5)
    pngs = {adv.workload.id: b"png" for adv in _complete(result)}  # as if every chart were drawn
    sections = build_report(result, chart_png=pngs, lang="en")
    charts = next(s for s in sections if s.key == "charts")
    assert sum(isinstance(it, Image) for it in charts.items) == 5
    note = " ".join(it.text for it in charts.items if isinstance(it, Paragraph))
    assert f"the other {len(pngs) - 5} are on the Buy or rent page" in note


def test_chart_images_draws_only_the_charted_workloads(result, monkeypatch, qapp):
    import gpuadvisor.ui.report_charts as report_charts
    from gpuadvisor.ui.printing import chart_images

    drawn = []
    monkeypatch.setattr(charts_data, "MAX_REPORT_CHARTS", 4)
    monkeypatch.setattr(report_charts, "cumulative_image", lambda data, **k: drawn.append(data) or "image")
    out = chart_images(result)
    assert len(out) == len(drawn) <= 4
