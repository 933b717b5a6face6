"""The user's measurements for all projects (user_measurements.py), and inference measurements in the
personal calibration (the calibration CSV says "inference"/"serving" where a project says
"batch_inference"/"llm_serving")."""

from __future__ import annotations

import json

import pytest

from gpuadvisor.domain.project import Measurement
from gpuadvisor.user_measurements import (load_user_measurements, measurements_path, same_measurements,
                                          save_user_measurements)


def _m(value=60.0, **kw):
    base = dict(hardware="GeForce RTX 5090", model="YOLOv8m", micro_batch=16, metric="train_samples_per_s")
    base.update(kw)
    return Measurement(value=value, **base)


def test_round_trip_atomic_and_empty_removes():
    runs = [_m(60.0), _m(900.0, hardware="RTX A6000", model="Llama 3.1 8B", workload="llm_serving", runtime="vllm",
                         metric="infer_throughput_tok_s", concurrency=8)]
    path = save_user_measurements(runs)
    assert path == measurements_path() and path.is_file()
    assert not list(path.parent.glob(".*.tmp"))  # written through a temporary file, renamed
    back = load_user_measurements()
    assert same_measurements(back, runs)
    save_user_measurements([])
    assert not path.exists() and load_user_measurements() == []
    save_user_measurements([])  # nothing to remove: fine


def test_reading_never_fails(tmp_path):
    path = tmp_path / "m.json"
    assert load_user_measurements(path) == []
    path.write_text("{not json", "utf-8")
    assert load_user_measurements(path) == []
    path.write_text(json.dumps([1, 2]), "utf-8")
    assert load_user_measurements(path) == []
    good = _m().model_dump(mode="json")
    path.write_text(json.dumps({"measurements": [good, {"hardware": ""}, good, "x"]}), "utf-8")
    assert [m.id for m in load_user_measurements(path)] == [good["id"]]  # bad and repeated entries skipped


def test_new_documents_start_with_them():
    from gpuadvisor.session import ProjectSession, new_document

    assert new_document().measurements == []
    save_user_measurements([_m()])
    assert [m.value for m in new_document().measurements] == [60.0]
    assert [m.value for m in ProjectSession().document.measurements] == [60.0]
    assert new_document(measurements=[]).measurements == []


@pytest.fixture(scope="module")
def catalog():
    from gpuadvisor.catalog import load_catalog

    return load_catalog(include_user_overrides=False)


def test_inference_measurements_are_fitted(catalog):
    from gpuadvisor.engine.personal import fit

    serving = _m(900.0, hardware="GeForce RTX 4090", model="Llama 3.1 8B", workload="llm_serving", runtime="vllm",
                 prompt_tokens=512, gen_tokens=128, concurrency=8, metric="infer_throughput_tok_s", micro_batch=None)
    decode = _m(120.0, hardware="GeForce RTX 4090", model="Llama 3.1 8B", workload="batch_inference",
                runtime="llama_cpp", weight_format="gguf_q4_k_m", metric="infer_decode_tok_s", micro_batch=None)
    cal = fit([serving, decode], catalog)
    assert cal.skipped == []
    assert set(cal.factors) == {("GeForce RTX 4090", "serving", "serving"), ("GeForce RTX 4090", "llama_cpp", "decode")}


def test_csv_inference_and_serving_rows_import(tmp_path):
    from gpuadvisor.measurements_io import read_measurements

    path = tmp_path / "runs.csv"
    path.write_text(
        "id,metric,value,unit,model_ref,hardware_ref,workload,runtime,concurrency\n"
        "a,infer_decode_tok_s,120,tokens/s,Llama 3.1 8B,GeForce RTX 4090,inference,llama_cpp,1\n"
        "b,infer_throughput_tok_s,900,tokens/s,Llama 3.1 8B,GeForce RTX 4090,serving,vllm,8\n", "utf-8")
    rows, problems = read_measurements(path)
    assert problems == []
    assert [m.workload for m in rows] == ["batch_inference", "llm_serving"]
