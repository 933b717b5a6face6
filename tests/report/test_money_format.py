"""One money formatter for the report, its charts, the workbook's texts and the command line:
NT$582,000 in English, NT$58.2 萬 / NT$1.25 億 in 繁體中文."""

import math

import pytest

from gpuadvisor import i18n
from gpuadvisor.domain.project import Assumptions
from gpuadvisor.report.money import format_amount, format_axis, format_range, round_sig
from gpuadvisor.report.summary import fmt_money


@pytest.mark.parametrize("value, en, zh", [
    (0, "NT$0", "NT$0"),
    (9_642, "NT$9,642", "NT$9,642"),
    (10_000, "NT$10,000", "NT$1 萬"),
    (50_292, "NT$50,292", "NT$5.03 萬"),
    (582_000, "NT$582,000", "NT$58.2 萬"),
    (3_287_310, "NT$3,287,310", "NT$329 萬"),
    (12_345_678, "NT$12,345,678", "NT$1,235 萬"),
    (99_996_000, "NT$99,996,000", "NT$1 億"),  # 9,999.6 萬 rounds up into 億
    (125_000_000, "NT$125,000,000", "NT$1.25 億"),
    (-582_000, "−NT$582,000", "−NT$58.2 萬"),
])
def test_text_amounts(value, en, zh):
    assert format_amount(value, "TWD", lang="en") == en
    assert format_amount(value, "TWD", lang="zh_TW") == zh


def test_usd_unknown_and_current_language():
    assert format_amount(720, "USD", lang="en") == "US$720"
    assert format_amount(1_200_000, "USD", lang="zh_TW") == "US$120 萬"
    for bad in (None, math.nan, math.inf):
        assert format_amount(bad, "TWD") == "—"
    with i18n.language("zh_TW"):
        assert format_amount(582_000) == "NT$58.2 萬"
    with i18n.language("en"):
        assert format_amount(582_000) == "NT$582,000"


def test_axis_ticks():
    assert [format_axis(v, lang="en") for v in (0, 50, 5_000, 350_000, 1_250_000, 3.4e9)] == [
        "0", "50", "5,000", "350k", "1.25M", "3.4B"]
    assert [format_axis(v, lang="zh_TW") for v in (0, 5_000, 350_000, 1_250_000, 2e8)] == [
        "0", "5,000", "35 萬", "125 萬", "2 億"]


def test_range_is_three_significant_digits():
    assert round_sig(263_007) == 263_000 and round_sig(1_168_232) == 1_170_000
    assert format_range(263_007, 389_411, "TWD", lang="en") == "NT$263,000 – 389,000"
    assert format_range(263_007, 389_411, "TWD", lang="zh_TW") == "NT$26.3 萬 – 38.9 萬"


def test_report_and_cli_use_it():
    """``summary.fmt_money`` (tables, plan, CLI text) converts USD and formats through it."""
    a = Assumptions()  # NT$, 31.5 TWD/USD
    with i18n.language("zh_TW"):
        assert fmt_money(a, 20_000) == format_amount(20_000 * a.usd_to_twd, "TWD") == "NT$63 萬"
    with i18n.language("en"):
        assert fmt_money(a, 20_000) == "NT$630,000"
    from gpuadvisor.cli.advise_cmd import _m

    with i18n.language("zh_TW"):
        assert _m(630_000.0, "TWD") == "NT$63 萬"


def test_cli_speed_never_in_scientific_notation():
    """The advise table's speed column: 80,570 samples/s, not 8.057e+04."""
    from gpuadvisor.cli.advise_cmd import _rate

    assert _rate(80_570.3) == "80,570"
    assert _rate(1_796.2) == "1,796"
    assert _rate(12.345) == "12.3"
    assert _rate(0.01234) == "0.0123"
    assert all("e" not in _rate(v) for v in (1e4, 2.5e5, 1e7, 999.9, 5.0))


def test_an_english_axis_that_reaches_10k_writes_its_thousands_in_k():
    """'8,000' under '10k' on one axis read as two scales; an axis keeps one."""
    from gpuadvisor.report.money import format_axis_ticks

    assert format_axis_ticks([0, 2_000, 4_000, 8_000, 10_000], lang="en") == ["0", "2k", "4k", "8k", "10k"]
    assert format_axis_ticks([0, 500, 1_000, 1_500], lang="en") == ["0", "500", "1,000", "1,500"]  # under 10k: in full
    assert format_axis_ticks([2_500, 5_000, 7_500, 10_000], lang="en") == ["2.5k", "5k", "7.5k", "10k"]
    assert format_axis_ticks([0, 5_000, 10_000], lang="zh_TW") == ["0", "5,000", "1 萬"]  # 萬 is a word of its own
