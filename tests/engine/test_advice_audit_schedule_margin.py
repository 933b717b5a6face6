"""A deadline is planned with the estimate's margin (advice audit).

A nightly embedding of 5 million documents (BERT-large, 512 tokens) with 8 hours allowed was
advised onto 2 spot T4 instances that share each run and take 7.4 h of the 8, 9.9 h at the slow end
of the estimate's own 80 % range (the answer's risk line said it would then not finish), ahead of an
H100 that finishes in an hour for 2 % more.  A job option on time on the estimate but late at the
slow end now ranks after the options of its status that are on time even there, and says why.
"""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Assumptions, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import _slow_run_hours, advise_workload
from gpuadvisor.engine.calendar import office_calendar

T4 = "Azure Standard_NC4as_T4_v3"


def _embed(catalog, hours, window="nights"):
    return Workload(name="Nightly embeddings", kind="batch_inference", model=catalog.find_model("BERT-large").spec,
                    recipe=Recipe(precision="fp16", weight_format="fp16", runtime="pytorch", micro_batch=128,
                                  seq_len=512, samples_per_run=5_000_000),
                    schedule=Schedule(frequency="daily", hours_allowed_per_run=hours, window=window))


def _late(r, w, a):
    return _slow_run_hours(w, r.estimate.time_per_run_h, r.replicas, r.option.accelerator.segment, r.error_group,
                           r.runtime_family, office_calendar(a))


@pytest.mark.parametrize("vectorized", [True, False])
def test_a_pick_late_at_the_slow_end_ranks_after_one_on_time(catalog, options, vectorized):
    w, a = _embed(catalog, 8.0), Assumptions()
    adv = advise_workload(w, options, a, vectorized=vectorized)
    feasible = [r for r in adv.results if r.feasible]
    best = adv.best
    assert not best.schedule_risk and _late(best, w, a) is None
    t4 = next(r for r in feasible if r.option.label.startswith(T4) and r.replicas == 2)
    assert t4.annual_usd < best.annual_usd  # the cheaper option, late at its slow end
    assert t4.schedule_risk and _late(t4, w, a) > 8.0
    assert any("at the slow end of the estimate's 80 % range a run takes" in n for n in t4.notes)
    # every option on time at its slow end comes before every late one (within the status)
    flags = [r.schedule_risk for r in feasible if r.status == "fits"]
    assert flags == sorted(flags)


def test_both_paths_order_alike(catalog, options):
    w, a = _embed(catalog, 8.0), Assumptions()
    va = advise_workload(w, options, a)
    sa = advise_workload(w, options, a, vectorized=False)
    n = 40
    assert [r.option.key for r in va.results[:n]] == [r.option.key for r in sa.results[:n]]
    assert [r.schedule_risk for r in va.results[:n]] == [r.schedule_risk for r in sa.results[:n]]


def test_with_room_the_cheapest_stays_first(catalog, options):
    adv = advise_workload(_embed(catalog, 24.0, "any"), options, Assumptions())
    assert adv.best.option.label.startswith(T4) and adv.best.replicas == 1  # 14.9 h of 24, on time at its slow end
    assert not adv.best.schedule_risk
