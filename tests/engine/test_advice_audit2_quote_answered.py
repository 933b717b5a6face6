"""A price the user was quoted is answered on page 1 (advice audit 2).

A team with a Taipei reseller's quote for a 4x RTX 6000 Ada workstation (NT$1,380,000) asked about
a weekly QLoRA of Llama 3.1 70B kept on the premises.  The quoted machine was ranked (sixth, NT$469k
a year) but no page of the report named it, so the reader could not tell whether the quote had been
used.  Where the pick is another option, page 1's reasons now say what the quoted option costs a
year against the pick, or why it does not do the job.
"""

from __future__ import annotations

import datetime as dt

from gpuadvisor import i18n
from gpuadvisor.domain.project import Constraints, Project, ProjectDocument, Quote, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise
from gpuadvisor.report.answer import build_answer


def _doc(catalog, option, price):
    w = Workload(name="QLoRA 70B", kind="qlora", model=catalog.find_model("Llama 3.1 70B").spec,
                 recipe=Recipe(weight_format="nf4", runtime="hf_transformers", micro_batch=1, seq_len=4096,
                               dataset_tokens=5e7, recompute="full"),
                 schedule=Schedule(frequency="weekly", hours_allowed_per_run=60),
                 constraints=Constraints(on_prem_only=True))
    q = Quote(option=option, kind="purchase", price=price, currency="TWD", vendor="Taipei reseller",
              as_of=dt.date(2026, 11, 20))
    return ProjectDocument(projects=[Project(name="P", workloads=[w])], quotes=[q])


def _answer(res):
    with i18n.language("en"):
        return build_answer(res, lang="en")


def test_a_quote_that_is_not_the_pick_is_named_with_its_cost(catalog):
    res = advise(_doc(catalog, "own:workstation-4x-rtx-6000-ada", 1_380_000), catalog)
    adv = res.workloads[0]
    quoted = next(r for r in adv.results if r.option.quote is not None)
    assert quoted.feasible and adv.best is not quoted and "Taipei reseller" in quoted.label
    lines = [x for x in _answer(res).reasons if "your quote" in x]
    assert len(lines) == 1
    cost = f"NT${res.assumptions.to_currency(quoted.annual_usd):,.0f}"
    assert quoted.label in lines[0] and cost in lines[0] and adv.best.label in lines[0]
    assert f"{quoted.annual_usd / adv.best.annual_usd:.1f}×" in lines[0]


def test_a_quote_that_does_not_fit_says_why(catalog):
    res = advise(_doc(catalog, "own:desktop-rtx-4090", 90_000), catalog)
    quoted = next(r for r in res.workloads[0].results if r.option.quote is not None)
    assert not quoted.feasible
    lines = [x for x in _answer(res).reasons if "your quote" in x]
    assert len(lines) == 1 and "does not do the job" in lines[0] and quoted.reasons[0] in lines[0]


def test_a_quote_that_is_the_pick_needs_no_line(catalog):
    res = advise(_doc(catalog, "own:workstation-4x-rtx-6000-ada", 300_000), catalog)
    best = res.workloads[0].best
    assert best.option.quote is not None
    answer = _answer(res)
    assert not [x for x in answer.reasons if "your quote" in x]
    assert any(best.label in d for d in answer.decision)
