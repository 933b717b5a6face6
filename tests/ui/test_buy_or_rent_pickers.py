"""Buy-or-rent page: searchable pickers over every option, quotes entered on the page (undoable),
the workload selector, the on-premises caveat and no spot series where spot cannot be bought."""

from pathlib import Path

import pytest

pytest.importorskip("pyqtgraph")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox  # noqa: E402

from gpuadvisor.report import charts_data as cd  # noqa: E402
from gpuadvisor.session import ProjectSession  # noqa: E402
from gpuadvisor.ui.bridge import SessionBridge  # noqa: E402
from gpuadvisor.ui.charts.charts_view import ChartsView  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 20000
ON_PREM_QA = "mfg-c-serve"  # manufacturer example: LLaMA-3-70B internal QA, data stays on-premises
TRAINING = "mfg-a-train"


@pytest.fixture
def page(qtbot):
    session = ProjectSession()
    session.open(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    bridge = SessionBridge(session)
    view = ChartsView(bridge)
    qtbot.addWidget(view)
    view.resize(1280, 760)
    view.show()
    result = bridge.recompute_now()
    yield bridge, view, result
    bridge.wait_idle()


def _cloud(adv):
    return [r for r in adv.results if not r.option.owned]


def test_rented_picker_lists_every_cloud_option(page):
    bridge, view, result = page
    bridge.select_workload(TRAINING)
    adv = result.for_workload(TRAINING)
    n = len(_cloud(adv))
    assert n > 40
    assert view.rented_combo.option_count() == n == view.rented_combo.count()
    assert view.owned_combo.option_count() == sum(1 for r in adv.results if r.option.owned)
    # the engine's best of each is preselected
    assert view.rented_combo.current_key() == adv.best_where(False).option.key
    assert view.owned_combo.current_key() == adv.best_where(True).option.key
    # options that do not fit are listed, marked with the reason, and can be compared
    unfit = next(r for r in _cloud(adv) if not r.feasible)
    i = view.rented_combo.index_of(unfit.option.key)
    assert "does not fit" in view.rented_combo.itemText(i)
    view.rented_combo.setCurrentIndex(i)
    assert view.data.pair.rented is unfit and "does not fit" in view.data.missing


def test_typing_filters_and_return_takes_the_match(page, qtbot):
    bridge, view, result = page
    bridge.select_workload(TRAINING)
    picker = view.rented_combo
    picker.setFocus()
    picker.lineEdit().selectAll()
    qtbot.keyClicks(picker.lineEdit(), "p3.2xlarge")  # offered in N. Virginia, Tokyo and Singapore
    assert set(picker.matches()) == {"cloud:aws:p3.2xlarge", "cloud:aws:p3.2xlarge@ap-northeast-1",
                                     "cloud:aws:p3.2xlarge@ap-southeast-1"}
    qtbot.keyClicks(picker.lineEdit(), " virginia")
    keys = picker.matches()
    assert keys == ["cloud:aws:p3.2xlarge"]
    qtbot.keyClick(picker.lineEdit(), Qt.Key.Key_Return)
    assert picker.current_key() == "cloud:aws:p3.2xlarge"
    assert view.data.pair.rented.option.key == "cloud:aws:p3.2xlarge"
    # words in any order, any case: provider and accelerator
    assert "cloud:aws:p3.2xlarge" in picker.search("V100 AWS")
    assert all("h100" in cd.search_text(cd.find_option(result.for_workload(TRAINING), k)) for k in picker.search("h100"))


def test_choice_survives_a_recompute(page, qtbot):
    bridge, view, result = page
    bridge.select_workload(TRAINING)
    adv = result.for_workload(TRAINING)
    second = [r for r in adv.feasible if not r.option.owned][1]
    view.rented_combo.setCurrentIndex(view.rented_combo.index_of(second.option.key))
    with qtbot.waitSignal(bridge.result_ready, timeout=TIMEOUT):
        bridge.recompute_now()
    assert view.rented_combo.current_key() == second.option.key
    assert view.data.pair.rented.option.key == second.option.key


def test_enter_a_quote_adds_one_undoable_quote(page, qtbot):
    bridge, view, result = page
    bridge.select_workload(TRAINING)
    picker = view.rented_combo
    picker.setCurrentIndex(picker.index_of("cloud:aws:p3.2xlarge"))
    doc = bridge.session.document
    assert doc.quotes == []
    dialog = view.open_quote_dialog(owned=False)
    assert dialog is not None and dialog.option_key == "cloud:aws:p3.2xlarge" and not dialog.owned
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    # validation at the field: bad text and a price of 0 are refused with a message
    qtbot.keyClicks(dialog.price, "abc")
    assert not ok.isEnabled() and dialog.price_error.isVisible() and "not a number" in dialog.price_error.text()
    dialog.price.clear()
    qtbot.keyClicks(dialog.price, "0")
    assert not ok.isEnabled() and "above 0" in dialog.price_error.text()
    dialog.price.clear()
    qtbot.keyClicks(dialog.price, "2.5")
    assert ok.isEnabled() and not dialog.price_error.isVisible()
    dialog.currency.setCurrentIndex(dialog.currency.findData("USD"))
    qtbot.keyClicks(dialog.vendor, "Acme Cloud")
    with qtbot.waitSignal(bridge.result_ready, timeout=TIMEOUT):
        ok.click()
    assert len(doc.quotes) == 1
    q = doc.quotes[0]
    assert (q.option, q.kind, q.price, q.currency, q.vendor) == ("cloud:aws:p3.2xlarge", "hourly", 2.5, "USD", "Acme Cloud")
    assert q.as_of is not None
    key = f"quote:{q.id}"
    qtbot.waitUntil(lambda: picker.current_key() == key, timeout=TIMEOUT)
    assert "Acme Cloud" in picker.currentText()
    assert view.data.pair.rented.option.key == key
    assert view.remove_buttons[1].isVisibleTo(view)
    assert bridge.undo_stack.count() == 1
    # undo removes it: the quote option leaves the picker
    with qtbot.waitSignal(bridge.result_ready, timeout=TIMEOUT):
        bridge.undo_stack.undo()
    assert doc.quotes == []
    qtbot.waitUntil(lambda: picker.index_of(key) < 0, timeout=TIMEOUT)
    # redo brings it back, selected again; "Remove quote" removes it (undoable too)
    with qtbot.waitSignal(bridge.result_ready, timeout=TIMEOUT):
        bridge.undo_stack.redo()
    qtbot.waitUntil(lambda: picker.current_key() == key, timeout=TIMEOUT)
    with qtbot.waitSignal(bridge.result_ready, timeout=TIMEOUT):
        view.remove_buttons[1].click()
    assert doc.quotes == []
    qtbot.waitUntil(lambda: picker.current_key() == "cloud:aws:p3.2xlarge", timeout=TIMEOUT)
    with qtbot.waitSignal(bridge.result_ready, timeout=TIMEOUT):
        bridge.undo_stack.undo()
    assert len(doc.quotes) == 1


def test_purchase_quote_for_an_owned_machine(page, qtbot):
    bridge, view, result = page
    bridge.select_workload(TRAINING)
    owned = view.owned_combo.current_key()
    dialog = view.open_quote_dialog(owned=True)
    assert dialog.owned and dialog.option_key == owned
    qtbot.keyClicks(dialog.price, "120,000")
    with qtbot.waitSignal(bridge.result_ready, timeout=TIMEOUT):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    q = bridge.session.document.quotes[0]
    assert (q.kind, q.price, q.currency) == ("purchase", 120000, "TWD")
    qtbot.waitUntil(lambda: view.owned_combo.current_key() == f"quote:{q.id}", timeout=TIMEOUT)


def test_workload_selector_follows_the_tree_and_picks_another(page):
    bridge, view, result = page
    bridge.select_workload(TRAINING)
    assert view.workload_combo.currentData() == TRAINING
    assert view.workload_combo.count() == len(result.workloads)
    i = view.workload_combo.findData(ON_PREM_QA)
    view.workload_combo.activated.emit(i)  # the user picks another workload on the page
    assert view.workload_id == ON_PREM_QA and view.data.workload_id == ON_PREM_QA
    assert bridge.selected_workload_id == TRAINING  # the tree keeps its own selection
    bridge.select_workload("mfg-b-train")
    assert view.workload_combo.currentData() == "mfg-b-train" and view.data.workload_id == "mfg-b-train"


def test_on_premises_workload_rentals_for_comparison_only(page):
    bridge, view, result = page
    bridge.select_workload(ON_PREM_QA)
    adv = result.for_workload(ON_PREM_QA)
    assert adv.workload.constraints.on_prem_only and adv.best_where(False) is None
    assert "for comparison only" in view.rented_title.text()
    rented = view.data.pair.rented
    assert rented is not None and rented.comparison_only
    assert view.rented_combo.current_key() == rented.option.key
    assert "for comparison only" in view.rented_combo.currentText()
    assert view.rented_combo.option_count() == len(_cloud(adv))
    # chart title, legend and hover say so
    cum = view.cumulative
    assert "for comparison only" in cum.title_label.text()
    legend = [label.text for _sample, label in cum.legend.items]
    assert any("for comparison only" in t for t in legend)
    assert "for comparison only" in cum.show_hover(12, 0)
    assert "for comparison only" in view.utilisation.show_hover(300, 0)
    # a workload that may rent has no caveat
    bridge.select_workload(TRAINING)
    assert "for comparison only" not in view.rented_title.text()
    assert not any("for comparison only" in label.text for _s, label in view.cumulative.legend.items)


def test_service_has_no_spot_series(page):
    bridge, view, result = page
    a = result.assumptions
    adv = result.for_workload(ON_PREM_QA)
    assert adv.workload.kind == "llm_serving"
    for r in [x for x in adv.results if not x.option.owned and cd.priced(x)][:60]:
        data = cd.build_charts(adv, a, None, r.option.key)
        assert "spot" not in cd.rented_modes(r) and "spot_with_fallback" not in cd.rented_modes(r)
        for chart in (data.cumulative, data.utilisation):
            assert not {"spot_low", "spot_high"} & set(chart.series), r.option.key
            assert not {"spot_low", "spot_high"} & set(chart.project_costs if hasattr(chart, "project_costs") else {})
    bridge.select_workload(ON_PREM_QA)
    assert not {"spot_low", "spot_high"} & set(view.cumulative.data.series)
    assert "Spot" not in " ".join(label.text for _s, label in view.cumulative.legend.items)
    # a training job on an offer with a published spot price keeps its spot band
    train = result.for_workload(TRAINING)
    spot = next(r for r in train.feasible if not r.option.owned and r.option.rate.spot_usd_hour is not None
                and r.option.rate.on_demand_usd_hour is not None)
    data = cd.build_charts(train, a, None, spot.option.key)
    assert {"spot_low", "spot_high"} <= set(data.cumulative.series)
    nospot = next(r for r in train.results if not r.option.owned and cd.priced(r) and r.option.rate.spot_usd_hour is None)
    assert not {"spot_low", "spot_high"} & set(cd.build_charts(train, a, None, nospot.option.key).cumulative.series)
