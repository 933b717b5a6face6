"""Amounts as Taiwanese managers write them (found in the advice audit, round 5): "預算 3百萬",
"1千萬", "五十萬" were "not a number" in the budget and price fields, while "300萬" and "50萬"
were read.  A multiple between the digits and 萬/億, and Chinese numerals, now read too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from gpuadvisor.ui.views.field_widgets import parse_number, split_currency


@pytest.mark.parametrize("text,value", [
    ("3百萬", 3_000_000), ("NT$3百萬", 3_000_000), ("2.5百萬元", 2_500_000), ("1千萬", 10_000_000),
    ("三百萬", 3_000_000), ("五十萬", 500_000), ("兩百五十萬", 2_500_000), ("一千萬", 10_000_000),
    ("十萬", 100_000), ("五千萬元", 50_000_000),
    # what was read before still is
    ("50萬", 500_000), ("1.5萬", 15_000), ("1,500,000", 1_500_000), ("5k", 5_000), ("1億", 100_000_000),
])
@pytest.mark.parametrize("locale", [QLocale.c(), QLocale(QLocale.Language.Chinese, QLocale.Country.Taiwan)])
def test_amounts_written_with_chinese_multiples_are_read(text, value, locale):
    rest, _currency = split_currency(text)
    assert parse_number(rest, locale) == pytest.approx(value), text


@pytest.mark.parametrize("text", ["萬", "abc萬", "3百", "一二萬", "3萬x"])
def test_what_is_not_an_amount_stays_not_a_number(text):
    rest, _currency = split_currency(text)
    assert parse_number(rest, QLocale.c()) is None, text
