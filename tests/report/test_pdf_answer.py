"""The PDF starts with a one-page answer in the reader's language: `gpuadvisor report FILE --pdf OUT.pdf`
(and `--summary-only`) in a subprocess, read back with pdftotext; the printed charts' texts."""

import copy
import json
import os
import re
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from conftest import INTERNAL, cli_with_resources, data_names, english_words

from gpuadvisor import i18n
from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report import charts_data
from gpuadvisor.report.answer import build_answer

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ["ecommerce", "manufacturer"]

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None,
                                reason="pdftotext/pdfinfo (poppler-utils) not installed; `make test` installs them")


def _example(name: str) -> Path:
    return ROOT / "resources" / "examples" / f"{name}.gpuadv"


def _run(cmd, *args, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=str(tmp_path / "home"))
    env.pop("DISPLAY", None)
    return subprocess.run([*cmd, "report", *map(str, args)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)


def _report(*args, tmp_path, resources=None):
    cmd = cli_with_resources(resources) if resources else [sys.executable, "-m", "gpuadvisor"]
    return _run(cmd, *args, tmp_path=tmp_path)


def _pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    return int(next(ln.split()[-1] for ln in info.splitlines() if ln.startswith("Pages:")))


def _text(pdf: Path, first: int | None = None, last: int | None = None) -> str:
    cmd = ["pdftotext", "-raw"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    out = subprocess.run(cmd + [str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return unicodedata.normalize("NFKC", out)  # CJK fonts map some glyphs to Kangxi radicals


def _flat(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("example", EXAMPLES)
def test_page_one_holds_the_decision_and_the_total(tmp_path, example):
    pdf = tmp_path / f"{example}.pdf"
    proc = _report(_example(example), "--pdf", pdf, "--lang", "en", tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    with i18n.language("en"):
        res = advise(load_project(_example(example)), load_catalog())
        ans = build_answer(res)
    page1 = _flat(_text(pdf, 1))
    assert _flat(ans.title) in page1
    assert "Theanswer" in page1 and "Costperyear" in page1 and "Why" in page1 and "Perworkload" in page1
    for sentence in ans.decision:
        assert _flat(sentence) in page1, sentence
    assert _flat(ans.money(ans.annual)) in page1  # the total a year
    assert _flat(ans.span(ans.annual_low, ans.annual_high)) in page1  # with its range
    assert _flat(ans.horizon_label) in page1
    assert res.catalog_dates[0] in page1 and res.catalog_dates[1] in page1  # the date of the prices
    for adv in res.workloads:  # a line per workload
        assert _flat(adv.workload.name)[:20] in page1
    assert _flat("Appendix A") in _flat(_text(pdf, 2))  # the details follow
    assert _pages(pdf) >= 5
    text = _text(pdf)
    assert re.search(INTERNAL, text) is None
    names = data_names(res)  # Azure's Standard_NC4as_T4_v3 is a name; no key of ours is
    idents = {w for w in re.findall(r"\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b", text) if w not in names}
    assert not idents, idents


def test_summary_only_is_one_page_even_for_a_long_file(tmp_path):
    data = json.loads(_example("manufacturer").read_text(encoding="utf-8"))
    doc = data.get("document", data)
    project = doc["projects"][0]
    extra = []
    for i in range(12):
        for w in project["workloads"]:
            w2 = copy.deepcopy(w)
            w2["id"] = f"{w['id']}-{i}"
            w2["name"] = f"{w['name']} copy {i} with a long name that goes on " + "and on " * 8
            extra.append(w2)
    project["workloads"] += extra
    src = tmp_path / "long.gpuadv"
    src.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    pdf = tmp_path / "long.pdf"
    proc = _report(src, "--pdf", pdf, "--summary-only", "--lang", "en", tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert _pages(pdf) == 1
    text = _flat(_text(pdf))
    assert "Theanswer" in text and "Costperyear" in text and "AppendixA:" not in text


def test_untitled_document_is_titled_by_its_file_name(tmp_path):
    data = json.loads(_example("ecommerce").read_text(encoding="utf-8"))
    data.get("document", data)["title"] = "Untitled"
    src = tmp_path / "AI導入評估.gpuadv"
    src.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    pdf = tmp_path / "t.pdf"
    proc = _report(src, "--pdf", pdf, "--summary-only", "--lang", "en", tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    first = _text(pdf).strip().splitlines()[0]
    assert first.strip() == "AI導入評估" and "Untitled" not in _text(pdf)


def test_pdf_replaces_the_old_file_whole(tmp_path):
    pdf = tmp_path / "r.pdf"
    pdf.write_bytes(b"old")
    proc = _report(_example("ecommerce"), "--pdf", pdf, "--summary-only", "--no-charts", tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert pdf.read_bytes()[:5] == b"%PDF-"
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".pdf" or ".tmp" in p.name) == ["r.pdf"]


@pytest.mark.parametrize("example", EXAMPLES)
def test_traditional_chinese_pdf_has_no_english_but_names(tmp_path, zh_resources, zh_catalogue, example):
    """Everything the report says is in 繁體中文, charts included; what stays in Latin letters is
    names (products, models, providers, the project's own names, cited publications) and units."""
    pdf = tmp_path / f"{example}-zh.pdf"
    proc = _report(_example(example), "--pdf", pdf, "--lang", "zh_TW", tmp_path=tmp_path, resources=zh_resources)
    assert proc.returncode == 0, proc.stderr[-2000:]
    with i18n.language("zh_TW"):
        res = advise(load_project(_example(example)), load_catalog())
        ans = build_answer(res)
    text = _text(pdf)
    foreign = english_words(text, data_names(res))
    assert not foreign, sorted(set(foreign))
    page1 = _flat(_text(pdf, 1))
    assert "結論" in page1 and "每年成本" in page1
    assert _flat(ans.money(ans.annual)) in page1 and "萬" in ans.money(ans.annual)
    assert re.search(INTERNAL, text) is None


def test_printed_chart_texts_are_translated(qapp, zh_catalogue):
    from gpuadvisor.ui.report_charts import chart_texts, cumulative_png

    with i18n.language("zh_TW"):
        res = advise(load_project(_example("manufacturer")), load_catalog())
        adv = next(adv for adv in res.workloads if charts_data.default_pair(adv).complete)
        data = charts_data.cumulative_data(charts_data.default_pair(adv), res.assumptions)
    zh = chart_texts(data, "zh_TW")
    assert zh["axes"] == ["累計成本（NT$）", "購入後月數"]
    assert any("萬" in t for t in zh["y_ticks"])
    names = data_names(res)
    for group in zh.values():
        for t in group:
            assert not english_words(t, names), t
    en = chart_texts(data, "en")
    assert en["axes"] == ["Cumulative cost (NT$)", "Months after purchase"] and not any("萬" in t for t in en["y_ticks"])
    png = cumulative_png(data, width_px=600, lang="zh_TW")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
