"""The printed report's charts reach the PDF as the QImages they were drawn as: the QTextDocument
holds them as resources, named in the HTML, instead of PNG bytes inlined as ``data:`` URLs and
decoded again at every layout (issue 15: the PDF of an example took seconds)."""

import shutil
import subprocess
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import advise
from gpuadvisor.persistence import load_project
from gpuadvisor.report import charts_data
from gpuadvisor.report.document import Image, Section
from gpuadvisor.report.html import render

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"


@pytest.fixture(scope="module")
def result():
    return advise(load_project(EXAMPLE), load_catalog())


def test_render_inlines_png_bytes_and_names_other_pictures_through_image_src():
    png = Image(b"\x89PNG fake", "a caption", 0.5)
    drawn = Image(object(), "drawn", 1.0)
    html = render([Section(key="s", title="T", items=[png])], text_width=400)
    assert 'src="data:image/png;base64,iVBORyBmYWtl"' in html and 'width="200"' in html
    with pytest.raises(TypeError, match="image_src"):
        render([Section(key="s", title="T", items=[drawn])])
    named = render([Section(key="s", title="T", items=[png, drawn])],
                   image_src=lambda img: None if isinstance(img.png, bytes) else 'chart "1"')
    assert 'src="chart &quot;1&quot;"' in named  # escaped: the name cannot close the attribute
    assert named.count("data:image/png;base64,") == 1


def test_document_holds_the_drawn_charts_as_image_resources(result, qapp):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument

    from gpuadvisor.ui.printing import CHART_WIDTH_PX, chart_images, make_document, make_printer

    images = chart_images(result, lang="en")
    charted, _ = charts_data.report_chart_advices(result)
    assert len(images) == len(charted) >= 2
    doc = make_document(result, make_printer("A4"), lang="en", chart_png=images)
    html = doc.toHtml()
    assert "data:image" not in html
    for i, img in enumerate(images.values()):
        name = f"gpuadvisor-chart-{i}.png"
        assert name in html
        held = doc.resource(int(QTextDocument.ResourceType.ImageResource), QUrl(name))
        assert isinstance(held, QImage) and held.width() == CHART_WIDTH_PX and held == img
        assert not held.hasAlphaChannel()  # opaque: no soft mask in the PDF


@pytest.mark.skipif(shutil.which("pdfimages") is None, reason="pdfimages (poppler-utils) not installed")
def test_pdf_carries_every_chart_without_a_png_round_trip(result, qapp, tmp_path, monkeypatch):
    import gpuadvisor.ui.report_charts as report_charts
    from gpuadvisor.ui.printing import CHART_WIDTH_PX, write_pdf

    def no_png(_img):
        raise AssertionError("the PDF path encoded a chart as PNG")

    monkeypatch.setattr(report_charts, "png_bytes", no_png)
    out = write_pdf(result, tmp_path / "r.pdf", lang="en", source_path=EXAMPLE)
    listing = subprocess.run(["pdfimages", "-list", str(out)], capture_output=True, text=True, check=True).stdout
    rows = [line.split() for line in listing.splitlines()[2:] if line.strip()]
    objects = {row[10] for row in rows if row[2] == "image"}  # a chart across a page break is one object
    charted, _ = charts_data.report_chart_advices(result)
    assert len(objects) == len(charted)
    assert all(row[3] == str(CHART_WIDTH_PX) for row in rows)
