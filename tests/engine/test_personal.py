"""Personal calibration (issue #14 item 2): the user's measured runs adjust that GPU x runtime."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Measurement
from gpuadvisor.engine.advisor import advise
from gpuadvisor.engine.personal import FACTOR_MAX, FACTOR_MIN, fit
from gpuadvisor.measurements_io import MeasurementImportError, read_measurements
from gpuadvisor.persistence import load_project, loads_project, dumps_project

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _m(value, **kw):
    base = dict(hardware="GeForce RTX 5090", model="YOLOv8m", workload="full_finetune", runtime="pytorch",
                micro_batch=16, metric="train_samples_per_s", value=value)
    base.update(kw)
    return Measurement(**base)


def test_one_factor_per_gpu_runtime_and_group(catalog):
    cal = fit([_m(120.0), _m(130.0, micro_batch=32)], catalog)
    assert len(cal.factors) == 1
    (key, f), = cal.factors.items()
    assert key == ("GeForce RTX 5090", "eager", "training")
    assert FACTOR_MIN <= f.factor <= FACTOR_MAX and f.n == 2
    assert f.after_pct <= f.before_pct


def test_factors_are_bounded(catalog):
    cal = fit([_m(1.0)], catalog)
    assert next(iter(cal.factors.values())).factor == FACTOR_MIN


def test_measurements_change_the_advice_and_say_so(catalog):
    doc = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    before = advise(doc, catalog).workloads[0]
    doc.measurements = [_m(20.0)]
    after = advise(doc, catalog).workloads[0]
    b = next(r for r in before.results if r.option.accelerator.name == "GeForce RTX 5090" and r.option.owned)
    a = next(r for r in after.results if r.option.key == b.option.key)
    assert a.estimate.time_per_run_h > b.estimate.time_per_run_h * 1.5
    assert a.personally_calibrated and any("your own runs" in n for n in a.notes)
    other = next(r for r in after.results if r.option.accelerator.name == "H100 SXM5")
    assert not other.personally_calibrated


def test_measurements_are_saved_in_the_project_file():
    doc = load_project(ROOT / "resources" / "examples" / "ecommerce.gpuadv")
    doc.measurements = [_m(120.0)]
    again = loads_project(dumps_project(doc))
    assert again.measurements[0].value == 120.0


def test_csv_import(tmp_path):
    path = tmp_path / "mine.csv"
    path.write_text(
        "id,metric,value,unit,model_ref,hardware_ref,workload,runtime,devices,micro_batch\n"
        "m1,train_samples_per_s,120,samples/s,YOLOv8m,GeForce RTX 5090,full_finetune,pytorch,1,16\n"
        "m2,not_a_metric,1,x,YOLOv8m,GeForce RTX 5090,full_finetune,pytorch,1,16\n"
        "m3,train_samples_per_s,-5,samples/s,YOLOv8m,GeForce RTX 5090,full_finetune,pytorch,1,16\n", "utf-8")
    rows, problems = read_measurements(path)
    assert [m.value for m in rows] == [120.0]
    assert len(problems) == 2 and all("mine.csv" in p for p in problems)
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b\n1,2\n", "utf-8")
    with pytest.raises(MeasurementImportError, match="not a measurement CSV"):
        read_measurements(bad)
