"""Translation plumbing of the window.

(a) ``pyside6-lupdate`` extracts every message with a real context (no alias, ``obj.tr`` or
    variable slipped through): no context named '', 'obj', 'parent' or 'QCoreApplication', and no
    message whose source is its context's name.
(b) With a FAKE complete translation ("譯" + source for every extracted message, compiled to a
    .qm for the window and read as a .ts by the Qt-free core), every visible text of the main
    window on an example project has gone through a translation: a text with ASCII letters must
    contain "譯" unless the letters are names (products, models, providers, GPUs, the file, the
    document's projects and workloads) or units in the short allow-list below.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "gpuadvisor"
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"
MARK = "譯"
TIMEOUT = 30000
BAD_CONTEXTS = {"", "obj", "parent", "QCoreApplication"}

# What may stay untranslated: units and symbols, format and product names (whole words).
ALLOWED = [re.compile(p) for p in (
    r"\b(?:PyTorch(?: FSDP)?|Hugging Face Transformers|DeepSpeed|Megatron-LM|vLLM|llama\.cpp|TensorRT-LLM|MLX"
    r"|ONNX Runtime|TensorFlow|JAX)\b",
    r"\b(?:NT|US)\$",
    r"\b(?:TWD|USD)(?:/(?:USD|kWh|h|kW-month))?\b",
    r"\b(?:GiB|GB|MiB|KiB|TFLOPS|GFLOPs?|FLOP(?:/byte)?|ms|PUE|GPU|GPUs|CPU|MIG|TDP|LLM|DataLoader)\b",
    r"\b(?:FP|BF|TF|INT|IQ|Q|F|MXFP|NVFP)\d+(?:_[A-Z0-9]+)*\b",  # precisions and quantisations (BF16, Q4_K_M, MXFP4)
    r"\bGGUF\b|\bAUTO\b",
    r"\bgpuadvisor\b|\bEnglish\b|\bnvidia-smi\b",
    r"\b[A-Za-z0-9_.-]+\.gpuadv\b",  # file names
)]


def _tool(name: str) -> str | None:
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else shutil.which(name)


LUPDATE, LRELEASE = _tool("pyside6-lupdate"), _tool("pyside6-lrelease")
needs_tools = pytest.mark.skipif(LUPDATE is None or LRELEASE is None, reason="pyside6-lupdate/lrelease not found")


def extract(ts: Path) -> ET.ElementTree:
    """Run lupdate over every module of the package into ``ts`` and parse it."""
    sources = [str(p) for p in sorted(PKG.rglob("*.py"))]
    proc = subprocess.run([LUPDATE, *sources, "-ts", str(ts), "-no-obsolete"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return ET.parse(ts)


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> ET.ElementTree:
    return extract(tmp_path_factory.mktemp("lupdate") / "extracted.ts")


# -- (a) extraction ----------------------------------------------------------------------------------
@needs_tools
def test_lupdate_extracts_every_message_with_its_context(extracted):
    problems = []
    for ctx in extracted.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            where = ", ".join(f"{Path(loc.get('filename', '')).name}:{loc.get('line')}" for loc in msg.iter("location"))
            if name in BAD_CONTEXTS:
                problems.append(f"context {name!r}: {source!r} ({where})")
            elif source == name:
                problems.append(f"source equals its context {name!r} ({where})")
    assert not problems, "lupdate misreads these calls:\n" + "\n".join(problems)


@needs_tools
def test_window_messages_are_extracted(extracted):
    ui = [m for m in extracted.getroot().iter("message")
          if any("gpuadvisor/ui/" in loc.get("filename", "").replace("\\", "/") for loc in m.iter("location"))]
    assert len(ui) > 500
    contexts = {c.findtext("name") for c in extracted.getroot().iter("context")}
    assert {"WorkloadEditor", "Format", "RecommendationTableModel", "AssumptionSources", "Printing"} <= contexts


def test_every_assumption_has_a_label_and_its_source_words_a_translation():
    from gpuadvisor.domain.project import Assumptions
    from gpuadvisor.report.labels import assumption_labels
    from gpuadvisor.ui.views.assumptions_editor import _source_texts

    labels = assumption_labels()
    sources = _source_texts()
    for name, field in Assumptions.model_fields.items():
        if name in ("currency", "efficiency_overrides"):
            continue
        assert name in labels, f"no label for assumption {name}"
        source = (field.json_schema_extra or {}).get("source", "")
        words = re.sub(r"notes/tco-anchors\.md|reference/README\.md|SPEC|§[\d.]+", "", source)
        if re.search(r"[a-z]{3,}", words):
            assert source in sources, f"source of {name} has no translatable text: {source!r}"


# -- (b) a fake complete translation -------------------------------------------------------------------
def fake_translation(extracted: ET.ElementTree, ts: Path) -> None:
    """Every message translated as "譯" + source (placeholders and accelerators intact)."""
    root = ET.Element("TS", version="2.1", language="zh_TW")
    for ctx in extracted.getroot().iter("context"):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            m = ET.SubElement(c, "message")
            ET.SubElement(m, "source").text = msg.findtext("source") or ""
            comment = msg.findtext("comment")
            if comment is not None:
                ET.SubElement(m, "comment").text = comment
            ET.SubElement(m, "translation").text = MARK + (msg.findtext("source") or "")
    ts.parent.mkdir(parents=True, exist_ok=True)
    ET.ElementTree(root).write(ts, encoding="utf-8", xml_declaration=True)


@pytest.fixture
def fake_zh(tmp_path, extracted, qapp, monkeypatch):
    """The fake translation installed for the window (QTranslator) and the core (its .ts)."""
    from PySide6.QtCore import QLocale

    from gpuadvisor import i18n
    from gpuadvisor.ui import app as ui_app

    ts = tmp_path / "i18n" / "gpuadvisor_zh_TW.ts"
    fake_translation(extracted, ts)
    qm = ts.with_suffix(".qm")
    proc = subprocess.run([LRELEASE, str(ts), "-qm", str(qm)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and qm.is_file(), proc.stderr[-2000:]
    saved_locale, saved_font = QLocale(), qapp.font()
    # install_language sets it when unset; set here, monkeypatch restores it afterwards
    monkeypatch.setenv("GPUADVISOR_LANG", "en")
    i18n.set_resources_dir(tmp_path)
    assert ui_app.install_language(qapp, "zh_TW", qm_path=qm) == "zh_TW"
    assert i18n.current_language() == "zh_TW"
    yield qm
    for t in list(ui_app._installed):
        qapp.removeTranslator(t)
    ui_app._installed.clear()
    QLocale.setDefault(saved_locale)
    qapp.setFont(saved_font)
    i18n.set_language(None)
    i18n.set_resources_dir(None)


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        text = re.sub(r"<[^>]+>", " ", text)
    return html.unescape(text).replace("&", "")  # accelerators


class Checker:
    """Collects visible texts and reports those that bypassed the translation."""

    def __init__(self, names: set[str]) -> None:
        self.names = sorted((n for n in names if n and re.search("[A-Za-z]", n)), key=len, reverse=True)
        self.bad: list[str] = []
        self.seen = 0

    def untranslated(self, text: str) -> bool:
        text = _plain(text or "")
        if MARK in text or not re.search("[A-Za-z]", text):
            return False
        for name in self.names:
            text = re.sub(r"(?<![A-Za-z0-9])" + re.escape(name) + r"(?![A-Za-z0-9])", " ", text)
        for pattern in ALLOWED:
            text = pattern.sub(" ", text)
        return re.search("[A-Za-z]", text) is not None

    def check(self, where: str, text) -> None:
        if not isinstance(text, str) or not text.strip():
            return
        self.seen += 1
        if self.untranslated(text):
            self.bad.append(f"{where}: {text!r}")


def _data_names(window) -> set[str]:
    """Names that are data, not interface: the file, projects, workloads, models, options, GPUs."""
    doc = window.session.document
    names = {window.session.path.name if window.session.path else "", doc.title}
    for p in doc.projects:
        names.add(p.name)
        for w in p.workloads:
            names.update({w.name, w.model.name})
    for adv in window.session.last_result.workloads:
        names.update({adv.workload.name, adv.project_name or ""})
        for r in adv.results:
            opt = r.option
            names.update({r.label, opt.provider or "", opt.accelerator.name, *getattr(opt.accelerator, "aliases", ())})
    for preset in window.session.catalog.models:
        names.add(preset.spec.name)
    return names


def _walk_widgets(checker: Checker, root) -> None:
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractSpinBox,
        QComboBox,
        QDoubleSpinBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QSpinBox,
        QTabWidget,
        QTableWidget,
        QWidget,
    )

    for w in root.findChildren(QLabel):
        checker.check(f"label {w.objectName() or type(w.parent()).__name__}", w.text())
    for w in root.findChildren(QAbstractButton):
        checker.check(f"button {w.objectName()}", w.text())
    for w in root.findChildren(QGroupBox):
        checker.check("group box", w.title())
    for w in root.findChildren(QTabWidget):
        for i in range(w.count()):
            checker.check(f"tab of {type(w.parent()).__name__}", w.tabText(i))
    for w in root.findChildren(QComboBox):
        if w.isEditable():  # a free-text key box (efficiency overrides)
            checker.check(f"combo {w.objectName()} placeholder", w.lineEdit().placeholderText())
            continue
        for i in range(w.count()):
            checker.check(f"combo {w.objectName()} item {i}", w.itemText(i))
    for w in root.findChildren(QLineEdit):
        checker.check(f"line edit {w.objectName()} placeholder", w.placeholderText())
    for w in root.findChildren(QAbstractSpinBox):
        if isinstance(w, (QSpinBox, QDoubleSpinBox)):
            checker.check(f"spin box {w.objectName()} suffix", w.suffix())
            checker.check(f"spin box {w.objectName()} special", w.specialValueText())
    for w in root.findChildren(QWidget):
        checker.check(f"tooltip of {type(w).__name__} {w.objectName()}", w.toolTip())
    for w in root.findChildren(QTableWidget):
        for c in range(w.columnCount()):
            item = w.horizontalHeaderItem(c)
            checker.check("table header", item.text() if item else "")
        for r in range(w.rowCount()):
            item = w.item(r, 0)
            checker.check("table row label", item.text() if item else "")


def _walk_menus(checker: Checker, window) -> None:
    for top in window.menuBar().actions():
        checker.check("menu", top.text())
        menu = top.menu()
        for act in menu.actions() if menu else ():
            if act.isSeparator():
                continue
            checker.check(f"menu {top.text()} item", act.text())
            checker.check(f"menu {top.text()} item tip", act.toolTip())
            sub = act.menu()
            for a in sub.actions() if sub else ():
                if not a.isSeparator():
                    checker.check(f"submenu {act.text()} item", a.text())


def _walk_models(checker: Checker, window) -> None:
    from PySide6.QtCore import Qt

    from gpuadvisor.ui.itemmodels.recommendation_table import COL_CATEGORY, COL_MODE, COL_WHY

    h = Qt.Orientation.Horizontal
    tree = window.tree.model
    checker.check("tree header", tree.headerData(0, h))
    rec = window.recommendations.model
    for c in range(rec.columnCount()):
        checker.check("recommendation header", rec.headerData(c, h))
    for r in range(min(rec.rowCount(), 8)):
        for c in (COL_CATEGORY, COL_MODE, COL_WHY):
            checker.check(f"recommendation row {r} col {c}", rec.data(rec.index(r, c)))
    # an option that does not fit: its why column
    last = rec.rowCount() - 1
    if last >= 0:
        checker.check("recommendation last row why", rec.data(rec.index(last, COL_WHY)))
    plan = window.plan_view.model
    for c in range(plan.columnCount()):
        checker.check("plan header", plan.headerData(c, h))
    for r in range(plan.rowCount()):
        for c in range(2, plan.columnCount()):  # project and workload names are data
            checker.check(f"plan row {r} col {c}", plan.data(plan.index(r, c)))


def _walk_charts(checker: Checker, charts) -> None:
    for name, chart in charts.charts().items():
        checker.check(f"chart {name} title", chart.title_label.text())
        checker.check(f"chart {name} message", chart.message.text())
        p = chart.plot_item
        for side in ("left", "bottom", "top"):
            ax = p.getAxis(side)
            if ax.isVisible():
                checker.check(f"chart {name} axis {side}", ax.labelText)
        checker.check(f"chart {name} plot title", p.titleLabel.text if p.titleLabel.isVisible() else "")
        for _sample, label in chart.legend.items:
            checker.check(f"chart {name} legend", label.text)
        if chart.data is not None:
            (x0, x1), (y0, y1) = p.vb.viewRange()
            checker.check(f"chart {name} hover", chart.show_hover((x0 + x1) / 2, (y0 + y1) / 2))


@needs_tools
def test_fake_translation_reaches_every_visible_text(fake_zh, qtbot, monkeypatch):
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QMessageBox

    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.main_window import MainWindow

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window = MainWindow(session=ProjectSession())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert window.open_path(str(EXAMPLE), ask=False)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=TIMEOUT)
    try:
        assert QLocale().name() == "zh_TW"
        assert window.menuBar().actions()[0].text().startswith(MARK)  # the fake .qm is in place
        checker = Checker(_data_names(window))
        checker.check("window title", window.windowTitle())
        _walk_menus(checker, window)
        _walk_models(checker, window)
        for i in range(window.views.count()):
            window.views.setCurrentIndex(i)  # builds the charts on their first show
            qtbot.wait(50)
        window.ensure_built()  # the editor's tabs never shown here, too
        _walk_widgets(checker, window)
        _walk_charts(checker, window.ensure_charts())
        checker.check("status bar", window._status.text())
        # a workload of another kind shows other fields and labels
        for project in window.session.document.projects:
            for w in project.workloads:
                window.tree.select_id(w.id)
                qtbot.wait(20)
                _walk_widgets(checker, window.editor)
                _walk_widgets(checker, window.recommendations)
        assert checker.seen > 300
        assert not checker.bad, f"{len(checker.bad)} visible texts bypass the translation:\n" + "\n".join(
            dict.fromkeys(checker.bad))
    finally:
        window.bridge.wait_idle()
        window.bridge.undo_stack.setClean()


@needs_tools
def test_money_uses_the_taiwanese_locale(fake_zh):
    from PySide6.QtCore import QLocale

    from gpuadvisor.ui import format as F
    from gpuadvisor.ui import labels

    assert F.locale().name() == "zh_TW"
    assert QLocale().language() != QLocale.Language.C
    assert F.fmt_money(1234567, "TWD") == "NT$1,234,567"
    assert labels.money(45000, "TWD") == "NT$45,000"
    assert F.fmt_number(12345.5, 1) == "12,345.5"
    assert F.fmt_hours(30).startswith(MARK)


@needs_tools
def test_fake_translation_reaches_the_dialogs(fake_zh, qtbot):
    from gpuadvisor.settings import AppSettings
    from gpuadvisor.ui.dialogs.diagnosis import DiagnosisDialog
    from gpuadvisor.ui.dialogs.preferences import PreferencesDialog

    checker = Checker(set())
    prefs = PreferencesDialog(AppSettings())
    qtbot.addWidget(prefs)
    checker.check("preferences title", prefs.windowTitle())
    _walk_widgets(checker, prefs)
    diag = DiagnosisDialog()
    qtbot.addWidget(diag)
    diag.load_example()
    diag.diagnose()
    checker.check("diagnosis title", diag.windowTitle())
    checker.check("diagnosis output", diag.output.toPlainText())
    _walk_widgets(checker, diag)
    assert checker.seen > 30
    assert not checker.bad, "\n".join(dict.fromkeys(checker.bad))


#: technical names Taiwanese engineers use as they are (the translators kept them in English)
TECH_TERMS = re.compile(r"\b(?:Spot|CUDA context|tokens/s|h|LoRA rank|bitsandbytes|NF4|AWQ|GPTQ|\d+-bit|Adafactor|"
                        r"AdamW|TPU|Apple|FlashAttention)\b")


class _RealChecker(Checker):
    """With the shipped catalogue: a visible text with Latin words must also carry Chinese,
    unless its words are technical names kept as they are."""

    def untranslated(self, text: str) -> bool:
        if re.search("[\u4e00-\u9fff]", _plain(text or "")):
            return False
        return super().untranslated(TECH_TERMS.sub(" ", _plain(text or "")))


@pytest.fixture
def real_zh(qapp, monkeypatch):
    from PySide6.QtCore import QLocale

    from gpuadvisor import i18n
    from gpuadvisor.ui import app as ui_app

    saved_locale, saved_font = QLocale(), qapp.font()
    monkeypatch.setenv("GPUADVISOR_LANG", "en")
    assert ui_app.install_language(qapp, "zh_TW") == "zh_TW"
    yield
    for t in list(ui_app._installed):
        qapp.removeTranslator(t)
    ui_app._installed.clear()
    QLocale.setDefault(saved_locale)
    qapp.setFont(saved_font)
    i18n.set_language(None)


def test_shipped_translation_leaves_no_english_in_menus_and_main_views(real_zh, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gpuadvisor.session import ProjectSession
    from gpuadvisor.ui.main_window import MainWindow

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window = MainWindow(session=ProjectSession())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert window.open_path(str(EXAMPLE), ask=False)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=TIMEOUT)
    try:
        checker = _RealChecker(_data_names(window))
        _walk_menus(checker, window)
        for i in range(window.views.count()):
            checker.check("tab", window.views.tabText(i))
            window.views.setCurrentIndex(i)
            qtbot.wait(50)
        _walk_models(checker, window)
        window.ensure_built()  # the editor's tabs never shown here, too
        _walk_widgets(checker, window)
        _walk_charts(checker, window.ensure_charts())
        assert checker.seen > 300
        assert not checker.bad, f"{len(checker.bad)} visible texts still in English:\n" + "\n".join(
            dict.fromkeys(checker.bad))
    finally:
        window.bridge.wait_idle()
        window.bridge.undo_stack.setClean()
