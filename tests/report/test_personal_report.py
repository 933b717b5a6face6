"""The report says which numbers were calibrated on the user's own runs (issue 14, personal calibration):
a line on page 1 when an option it shows was adjusted, every factor in the methods appendix, the PDF."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Measurement
from gpuadvisor.engine.advisor import advise
from gpuadvisor.engine.personal import fit
from gpuadvisor.persistence import load_project, save_project
from gpuadvisor.report import personal as P
from gpuadvisor.report.answer import build_answer
from gpuadvisor.report.document import build_report, sections_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _runs(*values, **kw):
    base = dict(hardware="GeForce RTX 5090", model="YOLOv8m", micro_batch=16, metric="train_samples_per_s")
    base.update(kw)
    return [Measurement(value=v, **base) for v in values]


def _doc(measurements):
    doc = load_project(EXAMPLE)
    doc.measurements = list(measurements)
    for w in doc.projects[0].workloads:  # the owned pick (RTX 5090) on time even at its estimate's slow end
        if w.id == "mfg-a-train":
            w.schedule.hours_allowed_per_run = 100.0
    return doc


def test_factor_line_and_sentence(catalog):
    runs = _runs(200.0, 220.0)
    cal = fit(runs, catalog)
    (f,) = cal.factors.values()
    line = P.factor_line(f, P.factor_runtimes(f, runs, catalog))
    assert line.startswith("RTX 5090 · PyTorch · training: × ") and "from 2 runs; error on your runs " in line
    assert " % → " in line
    assert P.calibrated_sentence(f, ["pytorch"]) == (
        f"Speed on RTX 5090 with PyTorch was calibrated on 2 of your own runs (× {f.factor:.2f}).")
    one = fit(runs[:1], catalog).factors[("GeForce RTX 5090", "eager", "training")]
    assert "calibrated on one of your own runs" in P.calibrated_sentence(one)
    assert "from 1 run; error on your run" in P.factor_line(one)


def test_page_one_says_so_when_a_shown_option_was_adjusted(catalog):
    result = advise(_doc(_runs(200.0, 220.0)), catalog)
    adv = next(a for a in result.workloads if a.workload.id == "mfg-a-train")
    assert adv.best_where(True).option.accelerator.name == "GeForce RTX 5090" and adv.best_where(True).personally_calibrated
    f = result.personal.factors[("GeForce RTX 5090", "eager", "training")]
    sentence = f"Speed on RTX 5090 with PyTorch was calibrated on 2 of your own runs (× {f.factor:.2f})."
    ans = build_answer(result)
    assert ans.calibrated == [sentence] and sentence in ans.notes  # the window's Answer view shows the notes
    page1 = sections_text(build_report(result, summary_only=True))
    assert sentence in page1
    full = sections_text(build_report(result))
    appendix = full[full.index("Calibrated on your own runs"):]
    assert sentence in appendix and "it applies to every option with this GPU and runtime for training" in appendix


def test_no_line_on_page_one_when_nothing_shown_was_adjusted(catalog):
    # measured much slower than estimated: the RTX 5090 drops out of the best options
    result = advise(_doc(_runs(20.0)), catalog)
    assert build_answer(result).calibrated == []
    assert "your own runs" not in sections_text(build_report(result, summary_only=True))
    assert "calibrated on one of your own runs" in sections_text(build_report(result))  # the appendix still says it


def test_without_measurements_nothing_is_said(catalog):
    result = advise(_doc([]), catalog)
    text = sections_text(build_report(result))
    assert "Calibrated on your own runs" not in text and "your own runs" not in text


def test_appendix_lists_memory_and_unusable_runs(catalog):
    runs = _runs(200.0) + _runs(12.0, metric="peak_memory_gb") + _runs(100.0, hardware="Not a GPU 9000")
    result = advise(_doc(runs), catalog)
    items = P.appendix_items(result)
    assert any(i.startswith("Peak memory on RTX 5090 with PyTorch: the estimate was") and "not adjusted" in i
               for i in items)
    assert items[-1] == "1 of your measurements could not be used: unknown hardware 'Not a GPU 9000'."


def test_serving_measurements_are_fitted_and_named(catalog):
    runs = [Measurement(hardware="RTX A6000", model="Llama 3.1 8B", workload="llm_serving", runtime="vllm",
                        prompt_tokens=512, gen_tokens=128, concurrency=8, metric="infer_throughput_tok_s", value=900)]
    result = advise(_doc(runs), catalog)
    qa = next(a for a in result.workloads if a.workload.id == "mfg-c-serve")
    assert any(r.personally_calibrated for r in qa.results if r.option.accelerator.name == "RTX A6000")
    assert any("Speed on RTX A6000 with vLLM was calibrated on one of your own runs" in line
               for line in build_answer(result).calibrated)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed")
def test_pdf_mentions_the_calibrated_gpu(tmp_path, catalog):
    path = tmp_path / "measured.gpuadv"
    save_project(_doc(_runs(200.0, 220.0)), path)
    pdf = tmp_path / "measured.pdf"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=str(tmp_path / "home"))
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "report", str(path), "--pdf", str(pdf)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    text = subprocess.run(["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    flat = " ".join(unicodedata.normalize("NFKC", text).split())
    assert "Speed on RTX 5090 with PyTorch was calibrated on 2 of your own runs" in flat
    assert flat.count("calibrated on 2 of your own runs") >= 2  # page 1 and the methods appendix
    assert "Calibrated on your own runs" in flat
