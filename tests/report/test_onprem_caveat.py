"""The printed report never calls a rental the "best rented" option of an on-premises-only workload:
wherever a rental of such a workload is named, "for comparison only" goes with it."""

import re
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report import charts_data as cd
from gpuadvisor.report.document import Image, Paragraph, build_report, buy_vs_rent_text, sections_text

ROOT = Path(__file__).resolve().parents[2]
MANUFACTURER = ROOT / "resources" / "examples" / "manufacturer.gpuadv"


@pytest.fixture(scope="module")
def result():
    return advise(load_project(MANUFACTURER), load_catalog())


def _on_prem(result):
    found = [adv for adv in result.workloads if adv.workload.constraints.on_prem_only and adv.comparison_options(False)]
    assert found, "the manufacturer example has an on-premises workload with rentals to compare"
    return found


def test_buy_vs_rent_line_has_the_caveat(result):
    a = result.assumptions
    for adv in _on_prem(result):
        rented = cd.default_pair(adv).rented
        assert rented is not None and rented.comparison_only
        text = buy_vs_rent_text(adv, a)
        assert "best rented" not in text
        assert rented.label in text
        # the caveat is next to the rental: in the same clause, before its name
        clause = next(c for c in re.split(r";\s*", text) if rented.label in c)
        assert "for comparison only" in clause and clause.index("for comparison only") < clause.index(rented.label)


def test_report_sections_name_no_rental_of_an_on_prem_workload_without_the_caveat(result):
    sections = build_report(result, chart_png={adv.workload.id: b"\x89PNG" for adv in result.workloads})
    on_prem = {f"workload:{adv.workload.id}": adv for adv in _on_prem(result)}
    for section in sections:
        adv = on_prem.get(section.key)
        if adv is None:
            continue
        rented = cd.default_pair(adv).rented
        lines = [it.text for it in section.items if isinstance(it, Paragraph) and rented.label in it.text]
        assert lines and all("for comparison only" in t for t in lines)
    charts = next(s for s in sections if s.key == "charts")
    for adv in on_prem.values():
        rented = cd.default_pair(adv).rented
        captions = [it.caption for it in charts.items if isinstance(it, Image) and rented.label in it.caption]
        assert captions and all("for comparison only" in c for c in captions)
    text = sections_text(sections)
    for adv in on_prem.values():
        rented = cd.default_pair(adv).rented
        for line in text.splitlines():
            if rented.label in line and "vs" in line.lower():
                assert "for comparison only" in line, line
    # a workload that may rent keeps "best rented"
    assert "best rented:" in text


def test_chart_data_says_so(result):
    a = result.assumptions
    for adv in _on_prem(result):
        data = cd.build_charts(adv, a)
        for chart in (data.cumulative, data.utilisation, data.cost_per_run, data.sensitivity):
            assert chart.rented_comparison_only and "for comparison only" in chart.title


@pytest.mark.skipif(__import__("shutil").which("pdftotext") is None, reason="pdftotext not installed")
def test_pdf_has_the_caveat(result, tmp_path):
    pytest.importorskip("pyqtgraph")
    import subprocess
    import sys

    pdf = tmp_path / "manufacturer.pdf"
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "report", str(MANUFACTURER), "--pdf", str(pdf),
                           "--config-dir", str(tmp_path / "cfg")], capture_output=True, text=True, cwd=ROOT,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    def squash(t: str) -> str:  # line breaks (and hyphens at them) anywhere
        return "".join(t.split()).replace("-", "")

    flat = squash(text)
    for adv in _on_prem(result):
        label = squash(cd.default_pair(adv).rented.label)
        assert f"bestrented:{label}" not in flat
        assert f"forcomparisononly(datamuststayonpremises):{label}" in flat  # the buy-vs-rent line
    assert flat.count("forcomparisononly") >= 2  # and the chart caption
