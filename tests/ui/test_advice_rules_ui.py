"""The advice rules in the window: option status (fits / tight / experimental / does not fit) in the
table, the detail pane and the memory bar; a workload the engine cannot advise; the workload's
messages; the interruptible and CPU-offload fields; the cloud providers dialog and preference."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gpuadvisor.engine import advisor
from gpuadvisor.persistence import load_project
from gpuadvisor.session import ProjectSession
from gpuadvisor.settings import AppSettings
from gpuadvisor.ui.bridge import SessionBridge
from gpuadvisor.ui.itemmodels.recommendation_table import (
    COL_OPTION,
    COL_STATUS,
    STATUS_ORDER,
    ObjectRole,
    RecommendationFilterProxy,
    RecommendationTableModel,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


def _manufacturer(**assumptions):
    doc = load_project(EXAMPLES / "manufacturer.gpuadv")
    for name, value in assumptions.items():
        setattr(doc.assumptions, name, value)
    return doc


@pytest.fixture(scope="module")
def tight_result():
    """Half of every device kept free: many options of the detector training become tight."""
    return ProjectSession(document=_manufacturer(memory_margin=0.5)).recompute()


@pytest.fixture
def bridge(qtbot):
    session = ProjectSession(document=_manufacturer())
    b = SessionBridge(session)
    yield b
    b.wait_idle()


def _rows(model):
    return [model.data(model.index(i, COL_OPTION), ObjectRole) for i in range(model.rowCount())]


# -- table --------------------------------------------------------------------------------------------
def test_status_column_says_tight_with_the_note_in_its_tooltip(qtbot, tight_result):
    adv = tight_result.for_workload("mfg-a-train")
    model = RecommendationTableModel()
    model.set_advice(adv, tight_result.assumptions)
    rows = _rows(model)
    tight = next(i for i, r in enumerate(rows) if r.status == "tight")
    r = rows[tight]
    idx = model.index(tight, COL_STATUS)
    assert model.data(idx) == "Tight"
    tip = model.data(idx, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Tight") and r.notes and all(note in tip for note in r.notes)
    assert "50%" in tip or "50 %" in tip  # the margin the note names
    # flagged in amber (status and option), with a marker; not greyed
    amber = model.data(idx, Qt.ItemDataRole.ForegroundRole).color().name()
    assert amber == "#9a5b00"
    assert model.data(model.index(tight, COL_OPTION), Qt.ItemDataRole.ForegroundRole).color().name() == amber
    assert model.data(idx, Qt.ItemDataRole.DecorationRole) is not None
    assert model.data(model.index(tight, COL_OPTION), Qt.ItemDataRole.DecorationRole) is not None
    assert r.notes[0] in model.data(model.index(tight, COL_OPTION), Qt.ItemDataRole.ToolTipRole)
    # a clean fit: "Fits", not coloured
    fits = next(i for i, x in enumerate(rows) if x.status == "fits")
    assert model.data(model.index(fits, COL_STATUS)) == "Fits"
    assert model.data(model.index(fits, COL_OPTION), Qt.ItemDataRole.ForegroundRole) is None
    assert model.data(model.index(fits, COL_OPTION), Qt.ItemDataRole.DecorationRole) is None
    # does not fit: greyed as before, the reasons in the tooltip
    no = next(i for i, x in enumerate(rows) if x.status == "no")
    assert model.data(model.index(no, COL_STATUS)) == "Does not fit"
    assert rows[no].reasons[0] in model.data(model.index(no, COL_STATUS), Qt.ItemDataRole.ToolTipRole)
    grey = model.data(model.index(no, COL_STATUS), Qt.ItemDataRole.ForegroundRole)
    assert grey is not None and grey.color().name() != amber
    assert model.headerData(COL_STATUS, Qt.Orientation.Horizontal) == "Status"


def test_sorting_by_status(qtbot, tight_result):
    model = RecommendationTableModel()
    model.set_advice(tight_result.for_workload("mfg-a-train"), tight_result.assumptions)
    proxy = RecommendationFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(COL_STATUS, Qt.SortOrder.AscendingOrder)
    order = [STATUS_ORDER.index(proxy.index(i, 0).data(ObjectRole).status) for i in range(proxy.rowCount())]
    assert order == sorted(order) and {0, 2, 3} <= set(order)
    proxy.sort(COL_STATUS, Qt.SortOrder.DescendingOrder)
    statuses = [proxy.index(i, 0).data(ObjectRole).status for i in range(proxy.rowCount())]
    first_no = statuses.index("no")
    assert all(s == "no" for s in statuses[first_no:])  # what fits stays above either way
    assert statuses[:first_no].index("tight") < statuses[:first_no].index("fits")


def test_detail_pane_and_memory_bar_for_a_tight_option(qtbot, tight_result):
    from gpuadvisor.ui.views.option_detail import OptionDetail

    adv = tight_result.for_workload("mfg-a-train")
    r = next(x for x in adv.results if x.status == "tight")
    detail = OptionDetail()
    qtbot.addWidget(detail)
    detail.resize(420, 700)
    detail.show()
    detail.set_result(r, tight_result.assumptions)
    assert detail.status_lines()[0] == "Tight" and r.notes[0] in detail.status_lines()
    assert "Tight" in detail.status.text() and "#9a5b00" in detail.status.text()
    bar = detail.memory_bar
    assert bar.state == "tight" and bar.state_color().name().lower() == "#e69f00"
    assert bar.margin_label() == "safety margin 50 %"
    mem = r.estimate.memory
    assert bar.margin_position() == pytest.approx(mem.safe_limit / max(mem.total, mem.usable))
    x = bar.margin_line_x()
    assert x is not None and 0 < x < bar.width()
    # an option that does not fit: red, the reasons listed
    no = next(x for x in adv.results if x.status == "no" and not x.estimate.memory.fits)
    detail.set_result(no, tight_result.assumptions)
    assert detail.memory_bar.state == "no" and detail.memory_bar.state_color().name().lower() == "#c62828"
    assert detail.status_lines()[0] == "Does not fit" and no.reasons[0] in detail.status_lines()


def test_memory_bar_margin_line(qtbot):
    from gpuadvisor.ui.views.memory_bar import MemoryBar

    bar = MemoryBar()
    qtbot.addWidget(bar)
    bar.resize(203, bar.sizeHint().height())
    bar.set_breakdown({"weights": 50.0, "activations": 20.0}, usable=100.0, safe_limit=90.0)
    assert bar.state == "fits" and bar.state_color() is None
    assert bar.margin == pytest.approx(0.10)
    assert bar.margin_label() == "safety margin 10 %"
    assert bar.margin_position() == pytest.approx(0.9)
    assert bar.margin_line_x() == int(1 + 200 * 0.9)
    assert bar.sizeHint().height() > 22  # room for the label under the bar
    bar.set_breakdown({"weights": 95.0}, usable=100.0, safe_limit=90.0)
    assert bar.state == "tight" and bar.state_color().name().lower() == "#e69f00"
    bar.set_breakdown({"weights": 120.0}, usable=100.0, safe_limit=90.0)
    assert bar.state == "no" and bar.margin_position() == pytest.approx(0.75)
    bar.set_breakdown({"weights": 50.0}, usable=100.0)  # no margin: no line, no label
    assert bar.margin_line_x() is None and bar.margin_label() == ""
    bar.grab()  # paints in every state without error


# -- panel: a workload that cannot be advised, messages ------------------------------------------------
def test_error_panel_for_a_failed_workload_and_the_others_still_advised(qtbot, bridge, monkeypatch):
    from gpuadvisor.ui.views.recommendation_panel import RecommendationPanel

    real = advisor._advise_workload

    def failing(workload, *args, **kwargs):
        if workload.id == "mfg-a-edge":
            raise ValueError("no efficiency for this runtime")
        return real(workload, *args, **kwargs)

    monkeypatch.setattr(advisor, "_advise_workload", failing)
    advisor.clear_advice_cache()
    try:
        panel = RecommendationPanel(bridge)
        qtbot.addWidget(panel)
        panel.resize(900, 700)
        panel.show()
        result = bridge.recompute_now()
        assert result.for_workload("mfg-a-edge").error
        bridge.select_workload("mfg-a-edge")
        text = panel.workload_error_text()
        assert "This workload could not be estimated" in text and "no efficiency for this runtime" in text
        assert not panel.splitter.isVisible() and not panel.controls.isVisible()
        assert not panel.best_owned_label.isVisible()
        bridge.select_workload("mfg-a-train")
        assert panel.workload_error_text() == ""
        assert panel.splitter.isVisible() and panel.model.rowCount() > 0
        assert panel.selected_result() is not None
    finally:
        advisor.clear_advice_cache()


def test_workload_messages_shown_above_the_table(qtbot, bridge):
    from gpuadvisor.domain.edits import SetField
    from gpuadvisor.ui.views.recommendation_panel import RecommendationPanel

    panel = RecommendationPanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    assert bridge.push(SetField("mfg-b-train", "recipe.parallelism.devices", 1023))  # no option or cluster has 1,023
    bridge.recompute_now()
    bridge.select_workload("mfg-b-train")
    adv = bridge.session.last_result.for_workload("mfg-b-train")
    assert adv.messages
    assert adv.messages[0][1:] in panel.messages_text() and "1,023" in panel.messages_text()
    assert panel.splitter.isVisible()  # messages come above the table, not instead of it
    bridge.select_workload("mfg-a-train")
    assert panel.messages_text() == ""


# -- editor -------------------------------------------------------------------------------------------
@pytest.fixture
def window(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gpuadvisor.ui.main_window import MainWindow

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    doc = _manufacturer()
    for _p, wl in doc.workloads():  # every workload may rent, so every one may be asked about spot
        wl.constraints.on_prem_only = wl.constraints.edge_deployment = False
    w = MainWindow(session=ProjectSession(document=doc))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def test_interruptible_choice_for_every_kind_and_undoable(qtbot, window):
    ed = window.editor
    stack = window.bridge.undo_stack
    for wid in ("mfg-a-train", "mfg-a-edge", "mfg-c-serve"):
        window.bridge.select_workload(wid)
        assert ed.is_field_shown("schedule.interruptible"), wid
    combo = ed.field("schedule.interruptible").editor
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert labels == ["By kind (default)", "Yes, with checkpoints", "No"]
    assert combo.currentIndex() == 0  # None: by kind
    count = stack.count()
    combo.setCurrentIndex(2)
    combo.activated.emit(2)
    assert window.session.document.find_workload("mfg-c-serve").schedule.interruptible is False
    assert stack.count() == count + 1
    stack.undo()
    assert window.session.document.find_workload("mfg-c-serve").schedule.interruptible is None
    assert combo.currentIndex() == 0
    stack.redo()
    assert combo.currentData() is False


def test_cpu_offload_for_training_only_and_pytorch_xla_offered(qtbot, window):
    ed = window.editor
    window.bridge.select_workload("mfg-c-serve")
    assert not ed.is_field_shown("recipe.parallelism.cpu_offload")
    window.bridge.select_workload("mfg-b-train")
    assert ed.is_field_shown("recipe.parallelism.cpu_offload")
    box = ed.field("recipe.parallelism.cpu_offload").editor
    assert box.text() == "Offload optimizer to CPU RAM" and not box.isChecked()
    box.click()
    assert window.session.document.find_workload("mfg-b-train").recipe.parallelism.cpu_offload is True
    window.bridge.undo_stack.undo()
    assert window.session.document.find_workload("mfg-b-train").recipe.parallelism.cpu_offload is False
    for path in ("recipe.runtime", "constraints.framework"):
        combo = ed.field(path).editor
        i = combo.findData("pytorch_xla")
        assert i >= 0 and combo.itemText(i) == "PyTorch (XLA)", path
    assert "exactly that many devices" in ed.field("recipe.parallelism.devices").spec.tooltip


# -- cloud providers ----------------------------------------------------------------------------------
def test_providers_dialog_applies_one_undoable_edit_and_restore_defaults_gives_none(qtbot, bridge):
    from gpuadvisor.ui.dialogs.providers import ProvidersDialog, default_providers, provider_entries

    catalog = bridge.session.catalog
    entries = provider_entries(catalog)
    defaults = default_providers(catalog)
    kinds = {e.kind for e in entries}
    assert {"hyperscaler", "gpu_cloud", "marketplace"} <= kinds
    market = [e.id for e in entries if e.kind == "marketplace"]
    assert market and not set(market) & set(defaults)

    stack = bridge.undo_stack
    dlg = ProvidersDialog(catalog, None, bridge=bridge)
    qtbot.addWidget(dlg)
    assert set(dlg.groups) >= {"hyperscaler", "gpu_cloud", "marketplace"}
    assert dlg.selected() == defaults and dlg.value() is None
    assert "indicative" in " ".join(lab.text() for lab in dlg.groups["marketplace"].findChildren(type(dlg.intro)))
    dlg.checkbox("aws").setChecked(False)
    dlg.checkbox(market[0]).setChecked(True)
    count = stack.count()
    dlg.accept()
    expected = sorted((set(defaults) - {"aws"}) | {market[0]})
    assert bridge.session.document.assumptions.cloud_providers == expected
    assert stack.count() == count + 1
    stack.undo()
    assert bridge.session.document.assumptions.cloud_providers is None
    stack.redo()
    assert bridge.session.document.assumptions.cloud_providers == expected

    stack.clear()  # a fresh step (not merged with the one above)
    dlg2 = ProvidersDialog(catalog, bridge.session.document.assumptions.cloud_providers, bridge=bridge)
    qtbot.addWidget(dlg2)
    assert not dlg2.checkbox("aws").isChecked() and dlg2.checkbox(market[0]).isChecked()
    dlg2.restore_defaults()
    assert dlg2.value() is None
    dlg2.accept()
    assert bridge.session.document.assumptions.cloud_providers is None
    assert stack.count() == 1
    stack.undo()
    assert bridge.session.document.assumptions.cloud_providers == expected


def test_providers_menu_action(qtbot, window):
    act = window.actions_.cloud_providers
    assert act.text().replace("&", "") == "Cloud providers…"
    edit_menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Edit")
    assert act in edit_menu.actions()


def test_preferences_default_providers_for_new_projects(qtbot):
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.session import new_document
    from gpuadvisor.ui.dialogs.preferences import PreferencesDialog

    catalog = load_catalog()
    dlg = PreferencesDialog(AppSettings(), catalog=catalog)
    qtbot.addWidget(dlg)
    assert "Default" in dlg.providers_summary.text()
    dlg.set_cloud_providers(["runpod", "aws"])
    settings = dlg.result_settings()
    assert settings.cloud_providers == ["aws", "runpod"]
    assert new_document(settings.new_assumptions()).assumptions.cloud_providers == ["aws", "runpod"]
    assert AppSettings.model_validate(settings.model_dump(mode="json")).cloud_providers == ["aws", "runpod"]
    dlg._restore_defaults()
    assert dlg.result_settings().cloud_providers is None
    assert AppSettings().new_assumptions().cloud_providers is None


def test_assumptions_form_skips_providers_and_shows_the_margin_as_percent(qtbot, bridge):
    from gpuadvisor.ui.views.assumptions_editor import AssumptionsEditor

    form = AssumptionsEditor(bridge)
    qtbot.addWidget(form)
    assert "cloud_providers" not in form.inputs
    spin = form.inputs["memory_margin"]
    assert spin.property("share") and spin.value() == pytest.approx(10.0)
    assert spin.suffix().strip().startswith("%")
