"""`gpuadvisor report FILE --pdf OUT.pdf` in a subprocess: a paginated PDF whose text holds each
workload's top option and the plan's totals as formatted."""

import os
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report.summary import fmt_money

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ["ecommerce", "manufacturer"]

# CI installs poppler-utils (make sysdeps); skipped only without it
pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
HAVE_PDFFONTS = shutil.which("pdffonts") is not None and shutil.which("fc-list") is not None
HAVE_NOTO_TC = HAVE_PDFFONTS and "Noto Sans CJK TC" in subprocess.run(
    ["fc-list", ":lang=zh-tw", "family"], capture_output=True, text=True).stdout


def _report(*args, env_extra=None):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "gpuadvisor", "report", *map(str, args)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def _text(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(out.split())  # table cells may wrap: compare with single spaces


def _pages(pdf: Path) -> int:
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
        return int(next(ln.split()[-1] for ln in info.splitlines() if ln.startswith("Pages:")))
    return _text_raw(pdf).count("\f")


def _text_raw(pdf: Path) -> str:
    return subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("example", EXAMPLES)
def test_pdf_for_example(tmp_path, example):
    src = ROOT / "resources" / "examples" / f"{example}.gpuadv"
    pdf = tmp_path / f"{example}.pdf"
    proc = _report(src, "--pdf", pdf)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert pdf.read_bytes()[:5] == b"%PDF-"
    assert _pages(pdf) >= 2
    text = _text(pdf)
    raw = _text_raw(pdf)
    result = advise(load_project(src), load_catalog())
    a = result.assumptions
    for adv in result.workloads:
        if adv.best is not None:
            label = " ".join(adv.best.label.split())
            assert label in text or label.replace(" ", "") in text.replace(" ", ""), label
    assert fmt_money(a, result.plan.per_workload_annual_usd) in text
    if result.plan.best_shared is not None:
        assert fmt_money(a, result.plan.best_shared.total_annual_usd) in text
    assert "Methods and caveats" in text
    # no page-number footer: no page ends with a bare number
    assert not any(page.strip().splitlines()[-1].strip().isdigit() for page in raw.split("\f") if page.strip())


def test_letter_and_bad_input(tmp_path):
    src = ROOT / "resources" / "examples" / "ecommerce.gpuadv"
    pdf = tmp_path / "letter.pdf"
    proc = _report(src, "--pdf", pdf, "--page", "Letter", "--no-charts")
    assert proc.returncode == 0, proc.stderr[-2000:]
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True).stdout
        assert "612 x 792" in info
    bad = _report(tmp_path / "missing.gpuadv", "--pdf", tmp_path / "x.pdf")
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
    bad = _report(src, "--pdf", tmp_path / "nofolder" / "x.pdf")
    assert bad.returncode == 2 and "does not exist" in bad.stderr


@pytest.mark.skipif(not HAVE_NOTO_TC, reason="pdffonts/fc-list or fonts-noto-cjk not installed (make test installs them)")
def test_zh_tw_pdf_uses_traditional_chinese_font(tmp_path):
    src = tmp_path / "zh.gpuadv"
    text = (ROOT / "resources" / "examples" / "ecommerce.gpuadv").read_text(encoding="utf-8")
    import json

    data = json.loads(text)
    payload = data.get("document", data)
    payload["title"] = "電商 AI 工作負載"
    src.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    pdf = tmp_path / "zh.pdf"
    proc = _report(src, "--pdf", pdf, "--lang", "zh_TW", "--no-charts")
    assert proc.returncode == 0, proc.stderr[-2000:]
    # pdftotext maps some Han glyphs to Kangxi radicals (工 -> ⼯): compare NFKC forms
    assert "電商 AI 工作負載" in unicodedata.normalize("NFKC", _text(pdf))
    used = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True).stdout
    assert "NotoSansCJKtc" in used and "NotoSansCJKjp" not in used
