"""What the window builds on first use (issue 15, its memory): the editor's Recipe and Schedule
tabs, and the plan's page.  Built late, they show the workload and the advice as if they had been
there from the start: values, rows, labels, the Advanced group, the Tab order and the help."""

from pathlib import Path

from PySide6.QtWidgets import QWidget

from editor_window import add, window  # noqa: F401 (the window fixture)
from gpuadvisor.domain.edits import SetField
from gpuadvisor.ui.views.workload_fields import model_fields, recipe_fields, schedule_fields, workload_fields

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "manufacturer.gpuadv"
TIMEOUT = 20000


def _editor_fields_in_tab_order(editor) -> list[str]:
    """The editor's fields (their object names: the paths) in the window's focus chain order."""
    paths = set(editor._built)
    seen, w = [], editor.window()
    for _ in range(20000):
        w = w.nextInFocusChain()
        if w is editor.window():
            break
        if w.objectName() in paths and w.objectName() not in seen:
            seen.append(w.objectName())
    return seen


def _form_order(specs) -> list[str]:
    return [s.path for s in specs if s.group != "advanced"] + [s.path for s in specs if s.group == "advanced"]


def test_tabs_are_built_when_first_shown_and_show_the_workload(window, qtbot):
    wid = add(window, qtbot, "realtime_ranking")
    ed = window.editor
    assert "recipe.micro_batch" not in ed._built and "schedule.frequency" not in ed._built
    assert ed.tabs.currentIndex() == 0 and "name" in ed._built and "model.params_b" in ed._built
    # an edit while the tab is not built: the tab shows it once built
    w = window.session.document.find_workload(wid)
    assert window.bridge.push(SetField(wid, "recipe.micro_batch", 7, "Change batch size"))
    ed.tabs.setCurrentIndex(2)  # Schedule first: nothing of the Recipe tab is made for it
    assert "schedule.frequency" in ed._built and "recipe.micro_batch" not in ed._built
    assert ed.field("schedule.frequency").editor.currentData() == w.schedule.frequency
    ed.tabs.setCurrentIndex(1)
    micro = ed._built["recipe.micro_batch"]
    assert micro.editor.text() == "7"
    recipe = ed._layouts["recipe"]
    assert recipe.labelForField(micro.container).text() == "Batch size"  # an inference kind's label
    for path, f in ed._built.items():  # each row as the kind wants it
        if path.startswith("recipe."):
            visible = f.container.isVisibleTo(ed.tabs.currentWidget())
            assert visible == (ed.is_field_shown(path) and (f.spec.group != "advanced" or ed.advanced_open)), path
    assert ed.load_text().startswith("Load:")  # the derived-load line is filled
    assert ed.advanced_button.isChecked() == ed.advanced_open
    # undo reaches the fields made late
    window.bridge.undo_stack.undo()
    assert micro.editor.text() != "7"


def test_fields_made_late_keep_the_tab_order(window, qtbot):
    add(window, qtbot, "lora_8b")
    ed = window.editor
    ed.tabs.setCurrentIndex(2)  # Schedule before Recipe: each still in its place
    ed.tabs.setCurrentIndex(1)
    ed.tabs.setCurrentIndex(0)
    expected = (_form_order(workload_fields()) + _form_order(model_fields()) + _form_order(recipe_fields())
                + _form_order(schedule_fields()))
    assert _editor_fields_in_tab_order(ed) == expected
    # nothing of the recommendations comes between the editor's fields
    chain, w = [], ed.field("name").editor
    last = ed.field(expected[-1]).editor
    while w is not last:
        chain.append(w)
        w = w.nextInFocusChain()
    assert all(ed.isAncestorOf(x) for x in chain)


def test_fields_made_late_get_their_whats_this(window, qtbot):
    add(window, qtbot, "lora_8b")
    ed = window.editor
    ed.tabs.setCurrentIndex(1)
    page = ed.tabs.currentWidget()
    tipped = [w for w in page.findChildren(QWidget) if w.toolTip()]
    assert tipped and all(w.whatsThis() for w in tipped)
    assert ed.advanced_button.whatsThis() == ed.advanced_button.toolTip()


def test_plan_page_is_built_when_first_shown(window, qtbot):
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert window.open_path(str(EXAMPLE), ask=False)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=TIMEOUT)
    assert window._plan_view is None
    window.views.setCurrentWidget(window._plan_page)
    view = window._plan_view
    assert view is not None and view is window.plan_view
    qtbot.waitUntil(view.isVisible, timeout=TIMEOUT)
    plan = window.session.last_result.plan
    assert view.model.rowCount() == len(plan.lines) > 0  # the advice made before it was built
    assert view.total_label.text() and view.total_label.whatsThis()  # and its help
    assert any(h.header is view.table.horizontalHeader() for h in window.window_pages.header_help)
    assert all(w.whatsThis() for w in view.assumptions.inputs.values())
    # it follows the advice from then on
    wid = plan.lines[0].workload_id
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.bridge.push(SetField(wid, "schedule.horizon_years", 5, "Change horizon"))
    assert view.model.rowCount() == len(window.session.last_result.plan.lines)


def test_a_fields_message_appears_under_it_and_goes(window, qtbot):
    add(window, qtbot, "lora_8b")
    f = window.editor.field("recipe.micro_batch")
    window.editor.tabs.setCurrentIndex(1)
    qtbot.waitUntil(f.editor.isVisible, timeout=TIMEOUT)
    height = f.container.sizeHint().height()
    f.editor.setText("0")
    f.editor.editingFinished.emit()
    assert f.error and f.message.isVisible() and "at least 1" in f.message.text()
    assert f.message.parentWidget() is f.container and f.message.objectName() == "recipe.micro_batch:error"
    qtbot.waitUntil(lambda: f.message.geometry().top() > f.editor.geometry().bottom(), timeout=2000)  # under it
    assert f.container.sizeHint().height() > height
    f.show(window.session.document.find_workload(window.bridge.selected_workload_id).recipe.micro_batch + 1)
    assert not f.error and f.message.isHidden() and f.container.sizeHint().height() == height
