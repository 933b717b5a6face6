"""The engine's 80 % intervals, power and reverse sizing in the printed report and the Qt-free
helpers behind the window (report.uncertainty, report.money's compact ranges, the cumulative
chart's cost bands)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import _annual_at, advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report import charts_data as cd
from gpuadvisor.report import uncertainty as U
from gpuadvisor.report.document import build_report, plan_total_range, sections_text
from gpuadvisor.report.money import format_compact, format_compact_range

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"
RANGE = re.compile(r"NT\$[\d,]+ \([\d.,]+k?–[\d.,]+k?\)")


@pytest.fixture(scope="module")
def result():
    return advise(load_project(EXAMPLE), load_catalog())


@pytest.fixture(scope="module")
def busy():
    """The detector trained 8 times a month: owning and renting are close."""
    doc = load_project(EXAMPLE)
    for p in doc.projects:
        for w in p.workloads:
            if w.id == "mfg-a-train":
                w.schedule.runs_per_period = 8
                # the owned pick, a desktop RTX 5090 at 62 h a run, on time even at the slow end of
                # its estimate (99 h; with 72 h allowed faster machines rank first)
                w.schedule.hours_allowed_per_run = 100.0
    return advise(doc, load_catalog(), use_cache=False)


@pytest.mark.parametrize("value, en, zh", [
    (164, "160", "160"),
    (5_180, "5.2k", "5,200"),
    (21_200, "21k", "2.1 萬"),
    (99_600, "100k", "10 萬"),
    (1_260_000, "1.3M", "130 萬"),
    (340_000_000, "340M", "3.4 億"),
])
def test_compact_amounts(value, en, zh):
    assert format_compact(value, lang="en") == en
    assert format_compact(value, lang="zh_TW") == zh


def test_compact_ranges():
    assert format_compact_range(5_180, 21_200, lang="en") == "5.2k–21k"
    assert format_compact_range(5_180, 21_200, lang="zh_TW") == "5,200–2.1 萬"
    assert format_compact_range(24_000, 98_000, lang="zh_TW") == "2.4–9.8 萬"  # 萬 once
    assert format_compact_range(None, 1, lang="en") == "—"
    # a narrow range keeps a third digit rather than showing neighbours around the figure
    assert format_compact_range(326_000, 342_000, lang="en") == "326k–342k"
    assert format_compact_range(326_000, 342_000, lang="zh_TW") == "32.6–34.2 萬"


def test_hours_ranges():
    # two digits each, rounded outward so the shown range holds the exact one
    assert U.hours_range(6.92, 29.1) == "6.9–30 h"
    assert U.hours_range(27.5, 115.8) == "1.1–4.9 days"


def test_ranges_round_outward_and_keep_the_figure_inside():
    # 312 tokens/s with an exact range of 244-314: "240-310" would leave the figure outside
    assert U.number_range(244, 314, "tokens/s") == "240–320 tokens/s"
    assert U.number_range(1200, 2600) == "1,200–2,600"
    assert U.number_range(9.96, 10.4) == "9.9–11"
    assert U.number_range(0.345, 0.999) == "0.34–1"


def test_latency_range_in_the_figures_unit():
    # the window writes 10 s and more in seconds: the range beside it too
    assert U.ms_range(19_000, 25_000, value=19_300) == "19–25 s"
    assert U.ms_range(190, 251, value=200) == "190–260 ms"
    assert U.hours_with_range(13.1, (6.92, 29.1)) == "13.1 h (6.9–30 h)"
    assert U.hours_with_range(13.1, None) == "13.1 h"


def test_annual_cell_and_basis(result):
    a = result.assumptions
    r = result.for_workload("mfg-a-train").feasible[0]
    lo, hi = r.interval.annual_usd
    assert lo < r.annual_usd < hi
    cell = U.annual_cell(r, a)
    assert RANGE.fullmatch(cell), cell
    assert U.basis_text(r) == ("80 % range from the engine's errors on {n} published measurements of training on "
                               "datacenter GPUs with eager PyTorch").format(n=r.interval.speed_rows)
    serve = result.for_workload("mfg-c-serve").best
    if serve.interval.extrapolated:
        assert "extrapolated: no measurement" in U.basis_text(serve) and "range widened" in U.basis_text(serve)


def test_cost_bands_and_crossover_range(busy):
    a = busy.assumptions
    adv = busy.for_workload("mfg-a-train")
    pair = cd.default_pair(adv)
    data = cd.cumulative_data(pair, a)
    assert set(data.bands) >= {"owned", "on_demand"}
    for key, (low, high) in data.bands.items():
        mid = data.series[key]
        assert all(lo <= m + 1e-6 and m <= hi + 1e-6 for lo, m, hi in zip(low, mid, high))
    # the rental's band is the engine's annual range: a year of on-demand at the ends of its run time
    lo_m, hi_m = data.crossover_range
    assert data.crossover_month is not None and lo_m <= data.crossover_month
    assert hi_m is None or data.crossover_month <= hi_m
    assert data.crossover_range_label.startswith(data.crossover_label)
    assert "80 % range" in data.crossover_range_label


def test_flip_factor_is_where_the_cheaper_option_changes(busy):
    adv = busy.for_workload("mfg-a-train")
    pair = cd.default_pair(adv)
    f = U.flip_factor(pair.owned, pair.rented)
    assert f is not None
    f_lo, f_hi = U.time_factors(pair.owned)
    assert f_lo <= f <= f_hi
    before = _annual_at(pair.owned, 1.0) - _annual_at(pair.rented, 1.0)
    past = f * (0.98 if f < 1 else 1.02)
    after = _annual_at(pair.owned, past) - _annual_at(pair.rented, past)
    assert (before < 0) != (after < 0)
    notes = U.decision_notes(pair.owned, adv, busy.assumptions)
    assert any(text.startswith("The cheaper option") and flips for text, flips in notes)


def test_report_has_ranges_power_and_sizing(result):
    text = sections_text(build_report(result, lang="en"))
    assert RANGE.search(text), "a range next to an annual cost"
    assert "kWh" in text and "Peak" in text
    assert "Minimum to meet the target" in text
    assert "80 % range from the engine's errors on" in text
    # on-premises QA service: the rented columns of its sizing table are for comparison only
    assert "Rented on demand (for comparison only)" in text
    rng = plan_total_range(result.plan, result)
    assert rng is not None and rng[0] <= result.plan.per_workload_annual_usd <= rng[1]
    assert "Per-workload plan, power on premises (owned lines): peak " in text


def test_report_says_what_the_range_can_flip(busy):
    text = sections_text(build_report(busy, lang="en"))
    assert "Within the 80 % range: Owning wins unless the real utilisation is under" in text


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
def test_pdf_has_a_range_next_to_the_annual_cost_and_kwh(tmp_path):
    pdf = tmp_path / "manufacturer.pdf"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "report", str(EXAMPLE), "--pdf", str(pdf)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = subprocess.run(["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    flat = " ".join(out.split())
    assert RANGE.search(flat), "a range next to an annual cost"
    assert "kWh" in flat
    assert "Minimum to meet the target" in flat
