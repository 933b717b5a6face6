"""Every source a user can see names a public origin with its date, never our internal research.

The research notes (tco-anchors, engine-anchors), the reference tables (accelerators.csv,
cloud_gpu_instances.csv, models.csv, calibration.csv ...) and the product spec are not shipped,
so a citation of them tells a user nothing.  Sources must cite what those files cite: a
datasheet, a provider's price list (as captured in the SkyPilot catalog), a news report, a
paper, or say "assumption" and why.  Public file names such as the SkyPilot catalog's
``v9 aws/vms.csv`` are fine.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions
from gpuadvisor.engine.advisor import advise
from gpuadvisor.engine.options import HOST_TEMPLATES
from gpuadvisor.persistence import load_project
from gpuadvisor.report.document import Table, assumption_rows, build_report, sections_text

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "resources" / "examples").glob("*.gpuadv"))

#: Citations of things users do not have.
INTERNAL = re.compile(
    r"notes/|reference/|tco-anchors|engine-anchors|shared (notes|reference)\b|seeds/|SPEC\.md|SPEC §"
    r"|\b(accelerators|cloud_gpu_instances(_asia)?|models|calibration|purchase_prices_tw)\.csv\b",
    re.IGNORECASE,
)
#: The pre-stop check of the project: no path of a notes or reference file in shipped code or data.
PATH_RE = re.compile(r"(notes|reference)/[a-z_-]+\.(md|csv)")
YEAR = re.compile(r"\b(19|20)\d{2}\b")
TEXT_KEYS = ("source", "price_source", "notes")


def _internal(text: str) -> str | None:
    m = INTERNAL.search(text or "")
    return m.group(0) if m else None


def _field_source(info) -> str:
    extra = info.json_schema_extra
    return str(extra.get("source", "")) if isinstance(extra, dict) else ""


# -- assumptions ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", [n for n in Assumptions.model_fields if n != "efficiency_overrides"])
def test_every_assumption_cites_a_public_dated_source(name):
    source = _field_source(Assumptions.model_fields[name])
    assert source, f"assumption {name} has no source"
    assert _internal(source) is None, f"assumption {name} cites {_internal(source)!r}: {source!r}"
    assert YEAR.search(source), f"the source of assumption {name} carries no date: {source!r}"


def test_editor_lists_each_source_exactly_as_the_model_has_it():
    """The window's tooltips and the report translate the same English text; a stale copy in the
    editor would keep an old citation alive in the translation catalogue."""
    pytest.importorskip("PySide6")
    from gpuadvisor.ui.views.assumptions_editor import _source_texts

    texts = _source_texts()
    for name, info in Assumptions.model_fields.items():
        source = _field_source(info)
        if source:
            assert source in texts, f"source of {name} missing from assumptions_editor._source_texts"
    for english, shown in texts.items():
        assert _internal(english) is None and _internal(shown) is None, english


# -- host templates --------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(HOST_TEMPLATES))
def test_host_templates_cite_public_dated_sources(kind):
    source = str(HOST_TEMPLATES[kind]["source"])
    assert _internal(source) is None, source
    assert YEAR.search(source), source


# -- catalogs --------------------------------------------------------------------------------------
def _catalog_texts():
    cat = load_catalog(include_user_overrides=False)
    for acc in cat.accelerators:
        yield f"accelerator {acc.name}", [acc.source, acc.price_source, acc.notes]
    for o in cat.cloud_offers:
        yield f"cloud offer {o.provider}:{o.instance_type}", [o.source, o.notes]
    for s in cat.systems:
        yield f"system {s.id}", [s.source, s.notes]
    for m in cat.models:
        yield f"model {m.spec.name}", [m.source, m.notes, m.spec.source]
    for r in cat.regions:
        yield f"region {r.id}", [r.source, r.notes]


def test_catalog_entries_cite_public_sources():
    problems = []
    count = 0
    for where, texts in _catalog_texts():
        count += 1
        for text in texts:
            hit = _internal(text or "")
            if hit:
                problems.append(f"{where}: {hit!r} in {text[:160]!r}")
    assert count > 500
    assert not problems, f"{len(problems)} catalog texts cite internal files, e.g.\n" + "\n".join(problems[:10])


def test_catalog_files_cite_public_sources():
    """Every source/notes text in the shipped JSON (commitments too, which the loader keeps only as
    shares), whichever file it is in."""
    problems = []

    def walk(value, where):
        if isinstance(value, dict):
            for key, item in value.items():
                if key in TEXT_KEYS and isinstance(item, str) and _internal(item):
                    problems.append(f"{where}.{key}: {item[:160]!r}")
                walk(item, f"{where}.{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, f"{where}[{i}]")

    files = sorted((ROOT / "catalogs").glob("*.json"))
    assert files
    for path in files:
        walk(json.loads(path.read_text(encoding="utf-8")), path.name)
    assert not problems, "\n".join(problems[:10])


def test_commitment_sources_are_dated():
    data = json.loads((ROOT / "catalogs" / "commitments.json").read_text(encoding="utf-8"))["commitments"]
    for provider, table in [("default", data["default"]), *data["providers"].items()]:
        assert YEAR.search(table["source"]), (provider, table["source"])


# -- printed report --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_report_shows_only_public_dated_sources(path, catalog):
    res = advise(load_project(path), catalog)
    sections = build_report(res, catalog_dates=res.catalog_dates, chart_png=None, lang="en")
    text = sections_text(sections)
    assert _internal(text) is None, f"the report cites {_internal(text)!r}"
    assumptions = next(sec for sec in sections if sec.key == "assumptions")
    table = next(it for it in assumptions.items if isinstance(it, Table))
    assert table.rows
    for label, _value, source in table.rows:
        assert "_" not in label, f"internal key shown as a label: {label!r}"
        assert YEAR.search(source) or source == "this project", (label, source)


def test_a_changed_assumption_is_the_projects_and_keeps_the_default_source():
    rows = {r[0]: r for r in assumption_rows(Assumptions(usd_to_twd=30.0))}
    source = rows["Exchange rate"][2]
    assert source.startswith("this project") and "31.5" in source and YEAR.search(source)
    default = {r[0]: r for r in assumption_rows(Assumptions())}["Exchange rate"][2]
    assert default == _field_source(Assumptions.model_fields["usd_to_twd"])


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_projects_cite_nothing_internal(path):
    text = path.read_text(encoding="utf-8")
    assert _internal(text) is None, f"{path.name} cites {_internal(text)!r}"


# -- shipped code and data -------------------------------------------------------------------------
def test_no_notes_or_reference_paths_in_shipped_code_and_data():
    """gpuadvisor/, catalogs/ and resources/ name no notes/ or reference/ file.  The translation
    catalogue (resources/i18n) is left out: it is regenerated from the sources by lupdate."""
    hits = []
    for top in ("gpuadvisor", "catalogs", "resources"):
        for path in sorted((ROOT / top).rglob("*")):
            if not path.is_file() or "i18n" in path.relative_to(ROOT).parts or "__pycache__" in path.parts:
                continue
            if path.suffix not in (".py", ".json", ".gpuadv", ".md", ".txt", ".html", ".csv", ".toml"):
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                if PATH_RE.search(line):
                    hits.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:120]}")
    assert not hits, "\n".join(hits)
