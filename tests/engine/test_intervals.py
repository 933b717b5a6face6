"""80 % intervals (issue #14 item 1): coverage on the calibration rows and on rows held out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpuadvisor.engine.calibration import Calibrator, read_rows
from gpuadvisor.engine.intervals import band, fit_table, load_table, row_interval

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "reference" / "calibration.csv"
DEVICE = ROOT / "tests" / "calibration" / "device_measurements.csv"

pytestmark = pytest.mark.skipif(not REFERENCE.exists(), reason="needs the shared reference calibration.csv")


@pytest.fixture(scope="module")
def rows():
    cal = Calibrator()
    out = []
    for path in (REFERENCE, DEVICE):
        out.extend(cal.run(read_rows(path))[0])
    return out


def _coverage(rows, table) -> float:
    inside = 0
    for r in rows:
        lo, hi = row_interval(r, table)
        inside += lo <= r.measured <= hi
    return inside / len(rows)


def test_shipped_table_matches_the_engine(rows):
    """tools/build_intervals.py must be run again when the engine's errors change."""
    shipped = load_table()
    fresh = fit_table(rows)
    assert shipped["cells"].keys() == fresh["cells"].keys()
    for key, cell in fresh["cells"].items():
        assert shipped["cells"][key]["n"] == cell["n"], key
        assert shipped["cells"][key]["low"] == pytest.approx(cell["low"], abs=0.02), key
        assert shipped["cells"][key]["high"] == pytest.approx(cell["high"], abs=0.02), key


def test_coverage_on_the_rows(rows):
    cov = _coverage([r for r in rows if not r.id.startswith("D")], load_table())
    assert 0.75 <= cov <= 0.85, cov


def test_leave_one_publication_out(rows):
    """Fitted without a publication's rows, the intervals still hold about 80 % of them."""
    sources = sorted({r.source for r in rows})
    inside = total = 0
    for src in sources:
        held = [r for r in rows if r.source == src]
        table = fit_table([r for r in rows if r.source != src])
        for r in held:
            lo, hi = row_interval(r, table)
            inside += lo <= r.measured <= hi
            total += 1
    cov = inside / total
    assert 0.75 <= cov <= 0.85, cov


def test_unseen_hardware_gets_a_wider_interval():
    table = load_table()
    seen = band(table, "training", "datacenter", "eager")
    unseen = band(table, "training", "tpu", "eager")
    assert unseen.extrapolated and not seen.extrapolated
    assert unseen.high - unseen.low > seen.high - seen.low


def test_the_prediction_is_inside_its_interval(rows):
    for r in rows[:50]:
        lo, hi = row_interval(r)
        assert lo <= r.predicted <= hi
