"""The working calendar: office hours, working days and the night window, from the assumptions.

One place answers "how many hours does a time window give?" for the advisor (a job's runs must
fit in their period's window; a service limited to office hours is paid for those hours) and the
plan (office-hours services free their GPUs for night jobs)::

    cal = office_calendar(assumptions)
    cal.hours_per_day                   # 9.0 for 09:00-18:00
    cal.working_days("monthly")         # 21.75 (261 Monday-Friday days of 2026 / 12)
    cal.window_hours("office_hours", "monthly")   # 195.75 h
    cal.window_hours("nights", "weekly")          # the rest of the week: 123 h

The three windows (``Schedule.window``):

* ``any``: the whole calendar, 24 h a day (730 h a month).
* ``office_hours``: from ``Assumptions.office_hours_start`` to ``office_hours_end`` on the
  working days (``office_days``, less the Taiwanese national holidays that fall on them when
  ``taiwan_holidays`` is on).
* ``nights``: every hour outside office hours, i.e. the evenings and early mornings of working
  days plus whole days off (weekends, holidays).  Office hours and nights never overlap and
  together make the whole calendar, which is what lets an office-hours service lend its GPUs to
  night jobs.  A *daily* night job gets the night between two working days (24 h minus one
  day's office hours, 15 h for 09:00-18:00); longer periods get their share of the year's night
  hours.  (Before this module, nights were a fixed 12 h a day and office hours 8 h x 22 days.)

Working days are counted on the calendar of :data:`REFERENCE_YEAR` (2026: 261 weekdays; 245 with
the 16 weekday holidays), the year the holiday list covers; a period gets its share of the year
(a month 1/12, a week 7/365).  Everything is computed once per distinct set of calendar
assumptions (:func:`office_calendar` is cached).
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from functools import lru_cache

from gpuadvisor.domain.project import WEEKDAYS, Assumptions, clock_hours

REFERENCE_YEAR = 2026
DAYS_PER_YEAR = 365.0
HOURS_PER_YEAR = 24.0 * DAYS_PER_YEAR  # 8,760 h = 12 x the 730 h month used everywhere

#: Days of a year in each schedule period (a month is 365/12 days, as HOURS_PER_MONTH = 730 h).
PERIOD_DAYS: dict[str, float] = {
    "daily": 1.0,
    "weekly": 7.0,
    "monthly": DAYS_PER_YEAR / 12.0,
    "quarterly": DAYS_PER_YEAR / 4.0,
    "yearly": DAYS_PER_YEAR,
}

#: Taiwan's national holidays of 2026 and the make-up days off given for them, as the
#: government office calendar lists them: Directorate-General of Personnel Administration
#: (行政院人事行政總處), "中華民國115年(西元2026年)政府行政機關辦公日曆表", approved by the Executive
#: Yuan on 2025-06-13 (https://www.dgpa.gov.tw): 120 days off in all; 104 are Saturdays and
#: Sundays, the other 16 fall on weekdays (the first 16 dates below).  The last six are holidays
#: that fall on a weekend (their make-up day is among the 16); they count only for an office that
#: works that weekend day.
TAIWAN_HOLIDAYS_SOURCE = (
    "Directorate-General of Personnel Administration (行政院人事行政總處), 2026 government office calendar "
    "(approved 2025-06-13): 120 days off, 16 of them on weekdays"
)
TAIWAN_HOLIDAYS_2026: tuple[tuple[str, str], ...] = (
    ("2026-01-01", "New Year's Day (開國紀念日)"),
    ("2026-02-16", "Lunar New Year's Eve (除夕)"),
    ("2026-02-17", "Lunar New Year (春節)"),
    ("2026-02-18", "Lunar New Year (春節)"),
    ("2026-02-19", "Lunar New Year (春節)"),
    ("2026-02-20", "make-up day for the day before New Year's Eve, a Sunday (補假)"),
    ("2026-02-27", "make-up day for Peace Memorial Day, a Saturday (補假)"),
    ("2026-04-03", "make-up day for Children's Day, a Saturday (補假)"),
    ("2026-04-06", "make-up day for Tomb-Sweeping Day, a Sunday (補假)"),
    ("2026-05-01", "Labour Day (勞動節)"),
    ("2026-06-19", "Dragon Boat Festival (端午節)"),
    ("2026-09-25", "Mid-Autumn Festival (中秋節)"),
    ("2026-09-28", "Teachers' Day (孔子誕辰紀念日/教師節)"),
    ("2026-10-09", "make-up day for National Day, a Saturday (補假)"),
    ("2026-10-26", "make-up day for Taiwan Retrocession Day, a Sunday (補假)"),
    ("2026-12-25", "Constitution Day (行憲紀念日)"),
    # on a weekend (made up on a weekday above)
    ("2026-02-15", "the day before Lunar New Year's Eve (除夕前一日), a Sunday"),
    ("2026-02-28", "Peace Memorial Day (和平紀念日), a Saturday"),
    ("2026-04-04", "Children's Day (兒童節), a Saturday"),
    ("2026-04-05", "Tomb-Sweeping Day (民族掃墓節), a Sunday"),
    ("2026-10-10", "National Day (國慶日), a Saturday"),
    ("2026-10-25", "Taiwan Retrocession Day (臺灣光復暨金門古寧頭大捷紀念日), a Sunday"),
)
WINDOWS = ("any", "office_hours", "nights")


@dataclass(frozen=True)
class OfficeCalendar:
    """Hours and days of the working calendar (see the module docstring for the definitions)."""

    start: str  # "09:00"
    end: str  # "18:00"
    hours_per_day: float  # office hours on a working day
    days: tuple[str, ...]  # working days of the week ("mon" ...)
    holidays: bool  # Taiwanese national holidays taken off
    working_days_per_year: float
    holidays_on_working_days: int  # 0 when holidays are not taken off

    # -- days ------------------------------------------------------------------------------------
    def working_days(self, period: str) -> float:
        """Working days in a period: "daily" (1, the day itself), "weekly", "monthly", "quarterly",
        "yearly" (averages over the year: 261 Monday-Friday days of 2026 give 21.75 a month)."""
        if period == "daily":
            return 1.0
        return self.working_days_per_year * PERIOD_DAYS[period] / DAYS_PER_YEAR

    # -- hours -----------------------------------------------------------------------------------
    @property
    def office_hours_per_year(self) -> float:
        return self.working_days_per_year * self.hours_per_day

    @property
    def night_hours_per_year(self) -> float:
        return max(0.0, HOURS_PER_YEAR - self.office_hours_per_year)

    @property
    def night_hours_per_working_day(self) -> float:
        """The night between two working days: the day's hours outside office hours."""
        return max(0.0, 24.0 - self.hours_per_day)

    def window_hours(self, window: str, period: str) -> float:
        """Hours the window gives in one period ("daily", "weekly", "monthly", "quarterly",
        "yearly").  Daily: a working day's office hours, the night between two working days, or
        24 h; longer periods: their share of the year."""
        if period == "daily":
            if window == "office_hours":
                return self.hours_per_day
            if window == "nights":
                return self.night_hours_per_working_day
            return 24.0
        share = PERIOD_DAYS[period] / DAYS_PER_YEAR
        return self.window_hours_per_year(window) * share

    def window_hours_per_year(self, window: str) -> float:
        if window == "office_hours":
            return self.office_hours_per_year
        if window == "nights":
            return self.night_hours_per_year
        return HOURS_PER_YEAR

    def window_hours_per_month(self, window: str) -> float:
        return self.window_hours_per_year(window) / 12.0

    def span(self, window: str) -> float:
        """Longest stretch of the window without a break on an ordinary working day (h): a run
        shorter than this finishes inside one stretch, in its own hours of work."""
        if window == "office_hours":
            return self.hours_per_day
        if window == "nights":
            return self.night_hours_per_working_day
        return float("inf")

    def stretch(self, window: str) -> float:
        """Calendar hours per hour of work inside a window, on average over the year (any 1;
        office hours 8,760 / office hours a year; nights 8,760 / night hours a year; inf when the
        window has no hours at all)."""
        hours = self.window_hours_per_year(window)
        return HOURS_PER_YEAR / hours if hours > 0 else float("inf")

    def wall_hours(self, window: str, work_hours: float) -> float:
        """Calendar hours a run of ``work_hours`` takes when it may run only inside ``window``:
        a run that fits in one stretch of the window (an evening, an office day) takes its own
        hours; a longer one waits for the next stretches, which the average :meth:`stretch`
        covers.  (``any``: the work hours themselves.)"""
        if work_hours <= 0:
            return 0.0
        span = self.span(window)
        if work_hours <= span * (1.0 + 1e-9):
            return work_hours
        if span <= 0:
            return float("inf")
        last = work_hours - span * int(work_hours / span - 1e-9)  # the final stretch's share
        return (work_hours - last) * self.stretch(window) + last


def office_calendar(a: Assumptions) -> OfficeCalendar:
    """The calendar of the assumptions (cached per distinct office hours, days and holiday choice)."""
    return _calendar(a.office_hours_start, a.office_hours_end, tuple(a.office_days), a.taiwan_holidays)


@lru_cache(maxsize=64)
def _calendar(start: str, end: str, days: tuple[str, ...], holidays: bool) -> OfficeCalendar:
    span = (clock_hours(end) - clock_hours(start)) % 24.0
    hours = span if span > 0 else 24.0
    wanted = {WEEKDAYS.index(d) for d in days}
    first = _dt.date(REFERENCE_YEAR, 1, 1)
    count = sum(1 for i in range(int(DAYS_PER_YEAR)) if (first + _dt.timedelta(days=i)).weekday() in wanted)
    off = 0
    if holidays:
        off = sum(1 for iso, _name in TAIWAN_HOLIDAYS_2026 if _dt.date.fromisoformat(iso).weekday() in wanted)
    return OfficeCalendar(start=start, end=end, hours_per_day=hours, days=tuple(sorted(days, key=WEEKDAYS.index)),
                          holidays=holidays, working_days_per_year=float(count - off), holidays_on_working_days=off)
