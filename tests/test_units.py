"""Durations as people type them (issue 12 item 3): domain.units.parse_duration / format_duration."""

from __future__ import annotations

import math

import pytest

from gpuadvisor.domain.units import FIELD_UNITS, UNIT_SECONDS, duration_in, format_duration, parse_duration
from gpuadvisor.i18n import language

# (typed, seconds) in both languages, the way the seeds' readers write them
SPELLINGS = [
    ("5 s", 5.0), ("5s", 5.0), ("5 sec", 5.0), ("5 secs", 5.0), ("5 seconds", 5.0), ("5 Seconds", 5.0),
    ("5 秒", 5.0), ("5秒", 5.0), ("5 秒鐘", 5.0), ("５ 秒", 5.0), ("５　秒", 5.0), ("５秒", 5.0),
    ("300 ms", 0.3), ("300ms", 0.3), ("300 MS", 0.3), ("300 毫秒", 0.3), ("300毫秒", 0.3), ("３００ｍｓ", 0.3),
    ("1,000 ms", 1.0), ("1,500 毫秒", 1.5), ("12,000,000 ms", 12_000.0),
    ("2 min", 120.0), ("2 mins", 120.0), ("2 minutes", 120.0), ("2m", 120.0), ("2 分鐘", 120.0), ("2分鐘", 120.0),
    ("2 分", 120.0), ("2 分钟", 120.0),
    ("1.5 h", 5400.0), ("1.5h", 5400.0), ("1.5 hr", 5400.0), ("1.5 hours", 5400.0), ("1.5 小時", 5400.0),
    ("1.5小時", 5400.0), ("2 個小時", 7200.0), ("2 鐘頭", 7200.0), ("１．５ 小時", 5400.0),
    ("3 天", 259200.0), ("3天", 259200.0), ("3 日", 259200.0), ("2 days", 172800.0), ("1 day", 86400.0),
    ("2d", 172800.0), ("1 week", 604800.0), ("2 週", 1209600.0), ("1 星期", 604800.0),
    ("1 h 30 min", 5400.0), ("1h30m", 5400.0), ("1 hour and 30 minutes", 5400.0), ("1小時30分", 5400.0),
    ("1 小時 30 分鐘", 5400.0), ("2分30秒", 150.0), ("1小時零5分", 3900.0),
    ("半小時", 1800.0), ("一個半小時", 5400.0), ("3天半", 302400.0), ("兩分鐘", 120.0), ("十秒", 10.0),
    ("二十秒", 20.0), ("兩個小時", 7200.0), ("三天", 259200.0),
    ("< 5 s", 5.0), ("<5s", 5.0), ("≤ 100 ms", 0.1), ("<= 100 ms", 0.1), ("within 5 s", 5.0),
    ("Within 5 seconds", 5.0), ("under 2 s", 2.0), ("in 5 s", 5.0), ("about 2 h", 7200.0), ("~2 h", 7200.0),
    ("5 秒內", 5.0), ("5秒以內", 5.0), ("5 秒之內", 5.0), ("約 2 小時", 7200.0), ("最多 3 天", 259200.0),
    ("不超過 100 毫秒", 0.1), ("大約 2 小時左右", 7200.0),
    (".5 s", 0.5), ("5. s", 5.0), ("0 s", 0.0),
    # a month is the engine's 730 h (an hours-allowed field: "1 個月" was "not a duration", advice audit)
    ("1 個月", 2628000.0), ("一個月", 2628000.0), ("2 months", 5256000.0), ("1 mo", 2628000.0), ("5 個月", 13140000.0),
]


@pytest.mark.parametrize("text, seconds", SPELLINGS)
def test_spellings(text, seconds):
    assert parse_duration(text) == pytest.approx(seconds)


@pytest.mark.parametrize("text, unit, seconds", [
    ("0.5", "s", 0.5), ("0.5", "h", 1800.0), ("300", "ms", 0.3), ("５", "min", 300.0), ("2", "d", 172800.0),
    ("1,000", "ms", 1.0), ("72", "h", 259200.0), ("  12  ", "h", 43200.0), ("3", "小時", 10800.0),
])
def test_a_bare_number_is_in_the_fields_unit(text, unit, seconds):
    assert parse_duration(text, unit=unit) == pytest.approx(seconds)


def test_a_unit_typed_wins_over_the_fields_unit():
    assert parse_duration("5 s", unit="ms") == 5.0
    assert parse_duration("2 分鐘", unit="h") == 120.0


@pytest.mark.parametrize("text", [
    "5 sec later", "later", "", "   ", "abc", "-5 s", "− 5 s", "5 5", "5 s 3", "秒", "s", "1,5 h", "1e3 s",
    "inf s", "nan", "5 % ", "5 秒 later", "five seconds", "1:30", "2 小時 後",
    "9" * 200, "5 s" * 40,
])
def test_what_is_not_a_duration_is_refused_with_examples(text):
    with pytest.raises(ValueError) as exc:
        parse_duration(text)
    msg = str(exc.value)
    assert "5 s" in msg and "300 ms" in msg and "\n" not in msg and len(msg) < 160


def test_the_message_quotes_what_was_typed():
    with pytest.raises(ValueError, match="5 sec later"):
        parse_duration("5 sec later")
    with pytest.raises(ValueError):
        parse_duration(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        parse_duration("5", unit="fortnight")


def test_numbers_are_accepted_as_they_are():
    assert parse_duration(5, unit="ms") == pytest.approx(0.005)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        parse_duration(-1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        parse_duration(float("nan"))  # type: ignore[arg-type]


def test_duration_in_the_fields_unit():
    assert duration_in("2 分鐘", "ms") == pytest.approx(120_000.0)
    assert duration_in("5 s", FIELD_UNITS["recipe.latency_target_ms"]) == pytest.approx(5000.0)
    assert duration_in("3 天", FIELD_UNITS["schedule.hours_allowed_per_run"]) == pytest.approx(72.0)
    assert duration_in("300", "ms") == pytest.approx(300.0)


@pytest.mark.parametrize("seconds, en", [
    (0.0003, "0.3 ms"), (0.3, "300 ms"), (0.1234, "123 ms"), (5.0, "5 s"), (1.5, "1.5 s"), (120.0, "2 min"),
    (90.0, "1.5 min"), (5400.0, "1.5 h"), (86400.0, "24 h"), (3 * 86400.0, "3 days"), (0.0, "0 ms"),
])
def test_format_picks_the_unit_that_reads_best(seconds, en):
    assert format_duration(seconds, "en") == en


@pytest.mark.parametrize("bad", [None, float("nan"), float("inf"), -1.0, "x"])
def test_format_of_nothing_is_a_dash(bad):
    assert format_duration(bad, "en") == "—"


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("seconds", [0.0004, 0.05, 0.3, 1.0, 5.0, 42.0, 90.0, 600.0, 5400.0, 36_000.0, 259_200.0,
                                     2_592_000.0])
def test_what_is_shown_reads_back(lang, seconds):
    shown = format_duration(seconds, lang)
    assert math.isclose(parse_duration(shown), seconds, rel_tol=0.005), shown


def test_format_follows_the_language_and_leaves_it_unchanged():
    with language("en"):
        assert format_duration(3 * 86400.0) == "3 days"
        zh = format_duration(3 * 86400.0, "zh_TW")
        assert zh != "3 days" and zh.startswith("3") and parse_duration(zh) == 3 * 86400.0
        assert format_duration(3 * 86400.0) == "3 days"  # the caller's language is back


def test_unit_table_is_consistent():
    assert UNIT_SECONDS["ms"] * 1000 == UNIT_SECONDS["s"] == UNIT_SECONDS["min"] / 60 == UNIT_SECONDS["h"] / 3600
    assert set(FIELD_UNITS.values()) <= set(UNIT_SECONDS)


@pytest.mark.parametrize("text", ["-3", "-5 s", "− 5 s", "–2 秒"])
def test_a_negative_duration_is_called_negative(text):
    """"-3" in Answer within said "is not a duration" (it is one, below zero)."""
    with pytest.raises(ValueError) as exc:
        parse_duration(text)
    assert "negative" in str(exc.value) and "5 s" in str(exc.value)
