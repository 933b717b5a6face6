"""The 繁體中文 catalogue is complete and current, ships compiled, and reaches the printed summary."""

import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "resources" / "i18n" / "gpuadvisor_zh_TW.ts"
QM = TS.with_suffix(".qm")
TOOLS = Path(sys.executable).parent


def _messages():
    root = ET.parse(TS).getroot()
    for ctx in root.iter("context"):
        for msg in ctx.iter("message"):
            yield ctx.findtext("name") or "", msg


def test_every_message_translated_none_obsolete():
    problems = []
    count = 0
    for ctx, msg in _messages():
        count += 1
        tr = msg.find("translation")
        if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished") or not (tr.text or "").strip():
            problems.append((ctx, msg.findtext("source")))
    assert count > 900
    assert not problems, f"{len(problems)} messages not translated, e.g. {problems[:5]}"


def test_catalogue_matches_the_sources():
    """Running lupdate over gpuadvisor/ would change nothing: no new, changed or dropped strings."""
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_compiled_catalogue_is_current(tmp_path):
    lrelease = TOOLS / "pyside6-lrelease"
    if not lrelease.exists():
        lrelease = Path(shutil.which("pyside6-lrelease") or "pyside6-lrelease")
    out = tmp_path / "check.qm"
    subprocess.run([str(lrelease), str(TS), "-qm", str(out)], check=True, capture_output=True, timeout=120)
    assert out.read_bytes() == QM.read_bytes(), "resources/i18n/gpuadvisor_zh_TW.qm is stale: run make translations"


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext (poppler-utils) not installed; `make test` installs it")
def test_zh_tw_pdf_has_chinese_headings(tmp_path):
    from gpuadvisor.i18n import catalogue

    pdf = tmp_path / "zh.pdf"
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "report", str(ROOT / "resources" / "examples" / "manufacturer.gpuadv"),
                           "--pdf", str(pdf), "--lang", "zh_TW"], cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    text = unicodedata.normalize("NFKC", text)  # CJK fonts map some glyphs to Kangxi radicals
    zh = catalogue("zh_TW")
    for source in ("Project plan", "Top options", "Methods and caveats", "Assumptions"):
        heading = zh[("Report", source)]
        assert any("\u4e00" <= ch <= "\u9fff" for ch in heading)
        assert heading in "".join(text.split()), f"{source} -> {heading} missing from the zh_TW PDF"
