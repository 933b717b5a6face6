"""Help where the question arises: tooltips and What's This? on every editor field and figure, the
offline user guide in both languages, Qt's own dialogs in Chinese, "Project 1" translated."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox, QWhatsThis

from gpuadvisor import i18n, templates
from gpuadvisor.session import ProjectSession
from gpuadvisor.settings import AppSettings
from gpuadvisor.ui import help as H
from gpuadvisor.ui.main_window import MainWindow
from gpuadvisor.ui.views import workload_fields as WF

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"
TIMEOUT = 30000
#: internal names that must never reach the user: snake_case keys and dotted paths
INTERNAL = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\b(?:recipe|schedule|constraints|model|assumptions)\.[a-z_]+\b|"
                      r"default_assumptions")


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = MainWindow(session=ProjectSession(), settings=AppSettings())
    qtbot.addWidget(w)
    w.show()
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def _one_sentence(text: str) -> bool:
    return bool(text.strip()) and text.strip()[-1] in ".?)"


def test_every_field_spec_has_a_plain_tooltip():
    specs = WF.workload_fields() + WF.model_fields() + WF.recipe_fields() + WF.schedule_fields()
    assert len(specs) > 40
    for spec in specs:
        assert _one_sentence(spec.tooltip), f"{spec.path}: {spec.tooltip!r}"
        # "d_model" is the name model cards give the width, not one of ours
        assert not INTERNAL.search(spec.tooltip.replace("d_model", "")), f"{spec.path}: {spec.tooltip!r}"


def test_every_editor_field_has_a_tooltip_and_whats_this(window, qtbot):
    # one workload of every kind shows every field at least once
    kinds = set()
    for key in templates.WORKLOAD_TEMPLATES:
        window.tree.add_template_workload(key, key)
        kinds.add(window.session.document.find_workload(window.bridge.selected_workload_id).kind)
    assert len(kinds) == 7
    fields = window.editor._fields
    assert fields
    for path, f in fields.items():
        assert f.editor.toolTip(), path
        assert f.editor.whatsThis() == f.spec.tooltip, path


def test_every_assumption_field_says_what_it_is(window):
    editor = window.plan_view.assumptions
    texts = H.assumption_help()
    assert editor.inputs
    for name, widget in editor.inputs.items():
        assert name in texts, f"no plain sentence for {name}"
        assert widget.toolTip().startswith(texts[name]) or texts[name] in widget.toolTip(), name
        assert widget.whatsThis(), name
    for text in texts.values():
        assert _one_sentence(text) and not INTERNAL.search(text), text


def test_answer_figures_explain_themselves(window):
    from gpuadvisor.ui.views.answer_view import help_texts

    for key, text in help_texts().items():
        assert _one_sentence(text.split(". ")[0] + "."), key
        assert not INTERNAL.search(text), text
    view = window.answer_view
    for w in (view.chart, view.table, view.figure_labels["annual"][0], view.figure_labels["horizon"][1],
              view.export_pdf_button, view.summary_button, view.excel_button, view.subtitle):
        assert w.toolTip() and w.whatsThis()


def test_recommendation_and_plan_views_have_tooltips_on_their_figures(window, qtbot):
    from PySide6.QtCore import Qt

    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert window.open_path(str(EXAMPLE), ask=False)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=TIMEOUT)
    helpers = {h.header: h for h in window.window_pages.header_help}
    for table in (window.recommendations.table, window.plan_view.table):
        header = table.horizontalHeader()
        model = table.model()
        for c in range(model.columnCount()):
            name = model.headerData(c, Qt.Orientation.Horizontal)
            text = helpers[header].text(c)
            assert text and not INTERNAL.search(text), (name, text)
    for w in (window.plan_view.total_label, window.plan_view.shared_label, window.plan_view.recommendation_label):
        assert w.toolTip() and w.whatsThis()


def test_help_menu_has_the_guide_and_whats_this(window):
    help_menu = window.menuBar().actions()[-1].menu()
    acts = help_menu.actions()
    assert window.actions_.user_guide in acts and window.actions_.whats_this in acts
    assert QKeySequence("Shift+F1") in window.actions_.whats_this.shortcuts()
    window.actions_.whats_this.trigger()
    assert QWhatsThis.inWhatsThisMode()
    QWhatsThis.leaveWhatsThisMode()


def test_whats_this_falls_back_to_the_tooltip(qtbot):
    from PySide6.QtGui import QHelpEvent

    H.install_whats_this_fallback()
    label = QLabel("x")
    qtbot.addWidget(label)
    label.setToolTip("A figure explained in one sentence.")
    label.show()
    query = QHelpEvent(QEvent.Type.QueryWhatsThis, QPoint(1, 1), label.mapToGlobal(QPoint(1, 1)))
    query.ignore()
    QCoreApplication.sendEvent(label, query)
    assert query.isAccepted()
    QCoreApplication.sendEvent(label, QHelpEvent(QEvent.Type.WhatsThis, QPoint(1, 1), label.mapToGlobal(QPoint(1, 1))))
    QWhatsThis.hideText()


def test_user_guide_opens_from_the_help_menu(window, qtbot):
    window.actions_.user_guide.trigger()
    dialog = window._user_guide
    qtbot.waitExposed(dialog)
    text = dialog.text()
    for heading in ("Getting started", "The three typical questions", "How the numbers are made",
                    "Fits, tight, experimental", "Buy or rent", "Glossary"):
        assert heading in text
    for term in ("Micro-batch", "Gradient accumulation", "ZeRO / FSDP", "KV cache", "Prefill", "Decode", "Spot",
                 "Reserved", "PUE"):
        assert term in text
    dialog.close()


def test_user_guide_in_chinese(qtbot):
    with i18n.language("zh_TW"):
        path = H.guide_path()
    assert path.name == "guide_zh_TW.html"
    dialog = H.UserGuideDialog(None, "zh_TW")
    qtbot.addWidget(dialog)
    text = dialog.text()
    for heading in ("開始使用", "三個常見問題", "數字是怎麼算出來的", "可行、吃緊、實驗性", "自購還是租用", "名詞解釋"):
        assert heading in text
    for term in ("微批次", "梯度累積", "ZeRO / FSDP", "KV 快取", "Prefill", "Decode", "Spot", "預留", "PUE"):
        assert term in text


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_guide_has_no_internal_keys_and_stays_offline(lang):
    html = (ROOT / "resources" / "help" / f"guide_{lang}.html").read_text(encoding="utf-8")
    body = re.sub(r"<[^>]+>", " ", html)
    assert not INTERNAL.search(body), INTERNAL.search(body)
    assert "http" not in html and "src=" not in html  # nothing to fetch
    anchors = set(re.findall(r'name="([^"]+)"', html))
    assert set(re.findall(r'href="#([^"]+)"', html)) <= anchors


def test_guide_browser_refuses_other_files_and_the_network(qtbot, tmp_path):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    dialog = H.UserGuideDialog(None, "en")
    qtbot.addWidget(dialog)
    b = dialog.browser
    assert b.loadResource(int(QTextDocument.ResourceType.ImageResource), QUrl("http://example.com/x.png")) is None
    before = b.toPlainText()
    secret = tmp_path / "secret.html"
    secret.write_text("<p>secret</p>", encoding="utf-8")
    b.anchorClicked.emit(QUrl.fromLocalFile(str(secret)))
    b.anchorClicked.emit(QUrl("https://example.com/"))
    assert b.toPlainText() == before


@pytest.fixture
def zh(qapp, monkeypatch):
    from PySide6.QtCore import QLocale

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


def test_qt_file_dialogs_speak_chinese(zh, qtbot):
    from PySide6.QtWidgets import QFileDialog

    # the widget dialog Qt shows where there is no native one ("Look in:", "Files of type:")
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    texts = {lab.text() for lab in dialog.findChildren(QLabel) if lab.text()}
    assert texts >= {"尋找於(&L)：", "檔案型態(&T)："}  # Qt 6's "&Look in:", "Files of &type:"
    assert all(re.search("[\u4e00-\u9fff]", t) for t in texts), texts
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms") == "資料夾"
    # Qt's own widget file dialog ("Look in:", "Files of type:") and standard buttons
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
    assert QCoreApplication.translate("QFileDialog", "Files of type:") != "Files of type:"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    assert QCoreApplication.translate("QWhatsThisAction", "What's This?") != "What's This?"


def test_new_file_project_name_goes_through_the_translation(monkeypatch):
    from gpuadvisor.session import new_document

    assert new_document().projects[0].name == "Project 1"
    monkeypatch.setattr(i18n, "translate", lambda ctx, text: "專案 1" if (ctx, text) == ("Session", "Project 1")
                        else text)
    assert new_document().projects[0].name == "專案 1"
