"""A budget that leaves a workload no option is answered with what running it would take (advice audit 2).

A full fine-tune of Llama 3.1 70B kept on the premises under NT$500,000 a year fits nothing: every
machine that holds it costs many times that.  Page 1 said "no option fits (needs 309.7 GiB per
device, has 39.8 GiB usable (40 GB device))", the memory a 4× A100 40 GB workstation lacks, and no
line said what the budget would have to be.  The answer now names the cheapest option that runs the
job with the budget lifted and its cost (WorkloadAdvice.budget_hint, made when read).
"""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Constraints, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise
from gpuadvisor.report.answer import build_answer
from gpuadvisor.report.summary import workload_dict


def _doc(catalog, budget):
    w = Workload(name="Full fine-tune 70B", kind="full_finetune", model=catalog.find_model("Llama 3.1 70B").spec,
                 recipe=Recipe(runtime="deepspeed", micro_batch=1, seq_len=4096, dataset_tokens=2e8, recompute="full",
                               parallelism={"zero_stage": 3}),
                 schedule=Schedule(frequency="monthly", hours_allowed_per_run=72),
                 constraints=Constraints(on_prem_only=True, budget_per_year=budget))
    return ProjectDocument(projects=[Project(name="P", workloads=[w])])


def test_the_budget_that_rules_everything_out_is_answered_with_the_cheapest_that_runs_it(catalog):
    free = advise(_doc(catalog, None), catalog)
    pick = free.workloads[0].best
    assert pick is not None and pick.option.owned
    res = advise(_doc(catalog, 500_000), catalog)
    adv = res.workloads[0]
    assert adv.best is None
    hint = adv.budget_hint()
    assert hint is not None and hint.label == pick.label and hint.budget == 500_000
    assert hint.annual_usd == pytest.approx(pick.annual_usd)
    assert res.assumptions.to_currency(hint.annual_usd) > 500_000
    # page 1 says it, not the memory the nearest card lacks
    answer = build_answer(res, lang="en")
    text = " ".join(x.text for x in answer.lines if x.workload == "Full fine-tune 70B")
    assert "nothing within the budget of NT$500,000 a year runs it" in text and pick.label in text
    assert "GiB" not in text
    # the CLI / JSON carry it
    row = workload_dict(adv, res.assumptions)
    assert row["budget_hint"]["option"] == pick.label and row["budget_hint"]["budget"] == 500_000


def test_no_hint_where_the_budget_leaves_an_option(catalog):
    adv = advise(_doc(catalog, 50_000_000), catalog).workloads[0]
    assert adv.best is not None and adv.budget_hint() is None


@pytest.mark.parametrize("vectorized", [True, False])
def test_an_option_over_the_budget_is_not_told_a_memory_change_makes_it_fit(catalog, vectorized):
    from gpuadvisor.domain.project import Assumptions
    from gpuadvisor.engine.advisor import _add_suggestions, advise_workload, options_for

    options = options_for(catalog)
    w = _doc(catalog, 500_000).projects[0].workloads[0]
    a = Assumptions()
    adv = advise_workload(w, options, a, vectorized=vectorized)
    _add_suggestions(adv, options, a)
    rest = [r for r in adv.results if not r.feasible][:12]
    over = [r for r in rest if "over the annual budget" in r.reasons]
    within = [r for r in rest if "over the annual budget" not in r.reasons and not r.estimate.memory.fits]
    assert over and within
    assert all(r.suggestions == [] for r in over)  # an 8x H200 server is not 'fits with an 8-bit AdamW optimizer'
    assert any(r.suggestions for r in within)  # the 4x A100 40 GB workstation still 'fits with QLoRA'
    # without the budget the same server is told what saves the memory
    free = advise_workload(_doc(catalog, None).projects[0].workloads[0], options, a, vectorized=vectorized)
    _add_suggestions(free, options, a)
    h200 = next(r for r in free.results if r.option.key == over[0].option.key)
    assert not h200.feasible and h200.suggestions


def test_the_workload_appendix_says_it_too(catalog):
    """The workload's appendix (report.document.workload_section) lists the closest misses and, where
    the budget is what leaves the workload out, the same sentence as page 1."""
    from gpuadvisor.report.document import Paragraph, workload_section

    res = advise(_doc(catalog, 500_000), catalog)
    adv = res.workloads[0]
    texts = [x.text for x in workload_section(adv, res.assumptions).items if isinstance(x, Paragraph)]
    assert any("nothing within the budget of NT$500,000 a year runs it" in t and adv.budget_hint().label in t
               for t in texts), texts
    free = advise(_doc(catalog, None), catalog)
    texts = [x.text for x in workload_section(free.workloads[0], free.assumptions).items if isinstance(x, Paragraph)]
    assert not any("nothing within the budget" in t for t in texts)
