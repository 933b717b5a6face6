"""Issue 12 item 3, "ask in the user's terms": a service's audience, the working calendar.

* ``engine.load.effective_load``: the peak rate and daily count from the Advanced fields or from
  users x questions a day x busy-hour share, with the documented precedence;
* ``engine.calendar``: office hours, working days (Taiwan's 2026 holidays) and the night window
  from the assumptions, used by the advisor and the plan;
* every new input changes the advice of a template workload.
"""

from __future__ import annotations

import datetime as dt
import math

import pytest

from gpuadvisor import templates as T
from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import (
    DEFAULT_BUSY_HOUR_SHARE,
    Assumptions,
    Audience,
    Project,
    ProjectDocument,
    Recipe,
    Schedule,
)
from gpuadvisor.engine.advisor import advise, window_hours_per_period
from gpuadvisor.engine.calendar import (
    HOURS_PER_YEAR,
    TAIWAN_HOLIDAYS_2026,
    office_calendar,
)
from gpuadvisor.engine.estimate import prepare
from gpuadvisor.engine.load import effective_load
from gpuadvisor.i18n import language


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _doc(w, a: Assumptions | None = None) -> ProjectDocument:
    return ProjectDocument(projects=[Project(name="P", workloads=[w])], assumptions=a or Assumptions())


def _served(key: str = "llama70b_serving", **audience):
    """A service template with its Advanced rate cleared and the audience filled in."""
    w = T.make_workload(key)
    w.recipe.requests_per_day = None
    w.recipe.requests_per_second = None
    w.recipe.audience = Audience(**audience)
    return w


def _signature(result) -> tuple:
    """What a user sees of the advice: per option its status, cost and replicas; the plan."""
    out = []
    for adv in result.workloads:
        assert adv.error is None, adv.error
        out.append(tuple((r.option.key, r.status, None if r.annual_usd is None else round(r.annual_usd, 2), r.replicas)
                         for r in adv.results))
    plan = result.plan
    out.append((plan.recommendation, None if plan.best_shared is None else round(plan.best_shared.total_annual_usd or 0, 2)))
    return tuple(out)


# -- the load -----------------------------------------------------------------------------------


def test_audience_gives_the_peak_rate():
    w = _served(users=40, questions_per_user_per_day=20, busy_hour_share=0.2)
    load = effective_load(w)
    assert load.requests_per_day == pytest.approx(800)
    assert load.rps_peak == pytest.approx(40 * 20 * 0.2 / 3600)
    assert load.source.kind == "audience" and not load.source.share_assumed
    with language("en"):
        assert load.source.describe() == "derived from 40 users × 20 questions/day, 20 % in the busiest hour"
    # Little's law, for showing: answers in progress at the peak
    assert load.in_flight(10.0) == pytest.approx(load.rps_peak * 10.0)


def test_busy_hour_share_defaults_to_the_stated_assumption():
    load = effective_load(_served(users=40, questions_per_user_per_day=20))
    assert load.rps_peak == pytest.approx(800 * DEFAULT_BUSY_HOUR_SHARE / 3600)
    assert load.source.share_assumed
    with language("en"):
        assert load.source.describe().endswith("(assumed)")
    src = Audience.model_fields["busy_hour_share"].json_schema_extra["source"]
    assert "assumption" in src and "20 %" in src


def test_advanced_fields_win_over_the_audience():
    w = _served(users=40, questions_per_user_per_day=20, busy_hour_share=0.25)
    w.recipe.requests_per_second = 3.0
    load = effective_load(w)
    assert load.rps_peak == 3.0 and load.source.kind == "requests_per_second" and load.source.overridden
    assert load.requests_per_day == pytest.approx(800)  # still shown beside it
    with language("en"):
        assert "not used" in load.source.describe()
    w.recipe.requests_per_second = None
    w.recipe.requests_per_day = 5000
    load = effective_load(w)
    # the day's count is the user's; the audience's busy-hour share still says when it comes
    assert load.source.kind == "requests_per_day" and load.requests_per_day == 5000
    assert load.rps_peak == pytest.approx(5000 * 0.25 / 3600)


def test_a_daily_count_without_a_share_is_spread_over_the_day_as_before():
    w = T.make_workload("llama70b_serving")  # 500 requests a day, no audience
    load = effective_load(w)
    assert load.rps_peak == pytest.approx(500 / 86400) and load.source.kind == "requests_per_day"
    assert prepare(w, Assumptions()).rps == pytest.approx(500 / 86400)


def test_half_an_audience_or_a_training_kind_has_no_rate():
    assert effective_load(_served(users=40)).rps_peak is None
    assert effective_load(_served(questions_per_user_per_day=20)).source.kind == "none"
    lora = T.make_workload("lora_8b")
    lora.recipe.audience = Audience(users=40, questions_per_user_per_day=20)
    assert effective_load(lora).rps_peak is None
    batch = T.make_workload("bert_sentiment")  # a batch job is sized by its inputs, not an audience
    batch.recipe.audience = Audience(users=40, questions_per_user_per_day=20)
    assert effective_load(batch).rps_peak is None


def test_prepare_uses_the_load_and_sees_an_edit_of_the_audience():
    w = _served(users=40, questions_per_user_per_day=20)
    a = Assumptions()
    assert prepare(w, a).rps == pytest.approx(effective_load(w).rps_peak)
    w.recipe.audience.users = 400  # edited in place, as SetField does: the cached profile is redone
    assert prepare(w, a).rps == pytest.approx(effective_load(w).rps_peak) == pytest.approx(400 * 20 * 0.2 / 3600)


@pytest.mark.parametrize("bad", [{"users": 0}, {"questions_per_user_per_day": 0}, {"busy_hour_share": 0.01},
                                 {"busy_hour_share": 1.5}, {"questions_per_user_per_day": float("nan")}])
def test_audience_bounds(bad):
    with pytest.raises(ValueError):
        Audience(**bad)


def test_old_files_without_an_audience_load():
    data = T.make_workload("llama70b_serving").model_dump(mode="json")
    del data["recipe"]["audience"]
    w = type(T.make_workload("lora_8b")).model_validate(data)
    assert w.recipe.audience == Audience() and not w.recipe.audience.given


# -- the calendar -------------------------------------------------------------------------------


def test_default_calendar():
    cal = office_calendar(Assumptions())
    assert cal.hours_per_day == 9.0 and cal.days == ("mon", "tue", "wed", "thu", "fri")
    assert cal.working_days_per_year == 261  # Monday-Friday days of 2026
    assert cal.working_days("monthly") == pytest.approx(261 / 12)
    assert cal.working_days("weekly") == pytest.approx(261 * 7 / 365)
    assert cal.working_days("quarterly") == pytest.approx(261 / 4)
    assert cal.window_hours("office_hours", "monthly") == pytest.approx(9 * 261 / 12)
    # nights are every other hour: office hours and nights make the whole calendar
    for period in ("weekly", "monthly", "quarterly", "yearly"):
        total = cal.window_hours("office_hours", period) + cal.window_hours("nights", period)
        assert total == pytest.approx(cal.window_hours("any", period))
    assert cal.window_hours("nights", "daily") == 15.0  # 18:00 to 09:00
    assert cal.window_hours("office_hours", "daily") == 9.0


def test_taiwan_holidays_2026_from_the_dgpa_calendar():
    """行政院人事行政總處's 2026 calendar: 120 days off; 16 of them on weekdays, so 245 working days."""
    weekday = [d for d, _ in TAIWAN_HOLIDAYS_2026 if dt.date.fromisoformat(d).weekday() < 5]
    weekend = [d for d, _ in TAIWAN_HOLIDAYS_2026 if dt.date.fromisoformat(d).weekday() >= 5]
    assert len(weekday) == 16 and len(set(weekday)) == 16
    saturdays_sundays = sum(1 for i in range(365) if (dt.date(2026, 1, 1) + dt.timedelta(days=i)).weekday() >= 5)
    assert saturdays_sundays + len(weekday) == 120
    assert len(weekend) == 6
    cal = office_calendar(Assumptions(taiwan_holidays=True))
    assert cal.holidays_on_working_days == 16 and cal.working_days_per_year == 245
    six_days = office_calendar(Assumptions(taiwan_holidays=True, office_days=["mon", "tue", "wed", "thu", "fri", "sat"]))
    assert six_days.working_days_per_year == 313 - 19  # 52 + 261 days; 3 holidays fall on Saturdays


def test_odd_office_hours_stay_finite():
    night_shift = office_calendar(Assumptions(office_hours_start="22:00", office_hours_end="06:00"))
    assert night_shift.hours_per_day == 8.0
    always = office_calendar(Assumptions(office_hours_start="00:00", office_hours_end="24:00",
                                         office_days=["mon", "tue", "wed", "thu", "fri", "sat", "sun"]))
    assert always.window_hours("office_hours", "yearly") == HOURS_PER_YEAR
    assert always.window_hours("nights", "monthly") == 0.0 and math.isinf(always.stretch("nights"))
    assert math.isinf(always.wall_hours("nights", 5.0))


def test_a_run_inside_one_stretch_takes_its_own_hours():
    cal = office_calendar(Assumptions())
    assert cal.wall_hours("nights", 6.0) == 6.0  # one evening
    assert cal.wall_hours("office_hours", 9.0) == 9.0
    assert cal.wall_hours("office_hours", 20.0) > 20.0 * 2  # waits overnight (twice)
    assert cal.wall_hours("any", 100.0) == 100.0


def test_night_job_with_no_night_says_so(catalog):
    w = T.make_workload("image_batch")  # nightly, in the nights window
    a = Assumptions(office_hours_start="00:00", office_hours_end="24:00",
                    office_days=["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
    adv = advise(_doc(w, a), catalog, use_cache=False).workloads[0]
    assert adv.error is None and not adv.feasible
    assert any("no hours" in x for r in adv.results for x in r.reasons)


def test_office_hours_change_a_jobs_window_and_a_services_bill(catalog):
    w = T.make_workload("sensor_lstm")  # weekly, nights
    short = Assumptions(office_hours_start="08:00", office_hours_end="20:00")
    assert window_hours_per_period(w, short) < window_hours_per_period(w, Assumptions())
    qa = T.make_workload("llama70b_serving")  # a service in office hours
    base = advise(_doc(qa), catalog, use_cache=False).workloads[0].best.usage
    assert base.busy_hours_per_month == pytest.approx(9 * 261 / 12)
    long = advise(_doc(qa, short), catalog, use_cache=False).workloads[0].best.usage
    assert long.busy_hours_per_month == pytest.approx(12 * 261 / 12)


# -- every new input changes the advice ----------------------------------------------------------


AUDIENCE_CASES = {
    # field: alternatives tried on a service template whose audience is 2,000 users x 20 questions
    "users": [20, 200_000],
    "questions_per_user_per_day": [1.0, 2_000.0],
    "busy_hour_share": [1.0 / 24.0, 1.0],
}


@pytest.mark.parametrize("key", ["llama70b_serving", "realtime_ranking"])
@pytest.mark.parametrize("field", sorted(AUDIENCE_CASES))
def test_every_audience_input_changes_the_advice(catalog, key, field):
    w = _served(key, users=2000, questions_per_user_per_day=20)
    base = _signature(advise(_doc(w), catalog, use_cache=False))
    changed = []
    for value in AUDIENCE_CASES[field]:
        w2 = w.model_copy(deep=True)
        setattr(w2.recipe.audience, field, value)
        changed.append(_signature(advise(_doc(w2), catalog, use_cache=False)) != base)
    assert any(changed), f"{key}: audience.{field} changes nothing"


CALENDAR_CASES = {
    "office_hours_start": ["06:00", "12:00"],
    "office_hours_end": ["17:00", "23:00"],
    "office_days": [["mon", "tue", "wed"], ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]],
    "taiwan_holidays": [True],
}


@pytest.mark.parametrize("field", sorted(CALENDAR_CASES))
def test_every_calendar_input_changes_the_advice(catalog, field):
    """The Internal QA template runs in office hours; the e-commerce nightly batches at night."""
    doc = ProjectDocument(projects=[T.make_project("internal_qa"), T.make_project("ecommerce")])
    base = _signature(advise(doc, catalog, use_cache=False))
    for value in CALENDAR_CASES[field]:
        doc2 = doc.model_copy(deep=True)
        setattr(doc2.assumptions, field, value)
        assert _signature(advise(doc2, catalog, use_cache=False)) != base, f"{field}={value!r} changes nothing"


def test_the_advice_cache_sees_an_audience_edit(catalog):
    w = _served(users=2000, questions_per_user_per_day=20)
    doc = _doc(w)
    first = _signature(advise(doc, catalog))
    doc.projects[0].workloads[0].recipe.audience.users = 200_000
    assert _signature(advise(doc, catalog)) != first


def test_schedule_fields_still_validate():
    # the calendar does not change what a schedule may hold
    assert Schedule(window="office_hours", frequency="daily").window == "office_hours"
    assert Recipe().audience == Audience()
