"""Issue 12 item 3, the window: a service is asked in the user's terms (users, questions a day, the
busiest hour, "answer within" typed as a duration), the technical load under Advanced, jobs asked
"how often" and "how long may it take", the kind chosen as one undoable SetKind, office hours as
clock times and seven day boxes in the assumptions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTime

from gpuadvisor.domain.edits import SetField

from editor_window import add, window  # noqa: F401 (the window fixture)

TIMEOUT = 20000


def type_into(qtbot, field, text):
    field.editor.selectAll()
    if not text:
        qtbot.keyClick(field.editor, Qt.Key.Key_Delete)
    elif text.isascii():
        qtbot.keyClicks(field.editor, text)
    else:  # QTest types ASCII only; an input method would insert the text as a whole
        field.editor.insert(text)
    qtbot.keyClick(field.editor, Qt.Key.Key_Return)


def workload(window, wid):
    return window.session.document.find_workload(wid)


def test_audience_fields_set_the_audience_and_the_derived_line_follows(window, qtbot):
    wid = add(window, qtbot, "llama70b_serving")
    ed = window.editor
    for path in ("recipe.audience.users", "recipe.audience.questions_per_user_per_day",
                 "recipe.audience.busy_hour_share"):
        assert ed.is_field_shown(path)
    # the template's requests per day is an Advanced value: the group is open and says it wins
    assert ed.advanced_open and ed.is_field_shown("recipe.requests_per_day")
    assert "requests per day entered (Advanced)" in ed.load_text()
    assert "wins" in ed.field("recipe.requests_per_day").spec.tooltip
    type_into(qtbot, ed.field("recipe.requests_per_day"), "")  # cleared: the audience is the load
    assert workload(window, wid).recipe.requests_per_day is None
    type_into(qtbot, ed.field("recipe.audience.users"), "40")
    type_into(qtbot, ed.field("recipe.audience.questions_per_user_per_day"), "20")
    aud = workload(window, wid).recipe.audience
    assert (aud.users, aud.questions_per_user_per_day, aud.busy_hour_share) == (40, 20, None)
    text = ed.load_text()
    assert "derived from 40 users × 20 questions/day, 20 % in the busiest hour (assumed)" in text
    assert "800 requests a day" in text and "2.7 requests/min at the peak" in text  # 800 x 20 % / 60 min
    type_into(qtbot, ed.field("recipe.audience.busy_hour_share"), "50 %")
    assert workload(window, wid).recipe.audience.busy_hour_share == pytest.approx(0.5)
    assert ed.field("recipe.audience.busy_hour_share").editor.text() == "50 %"
    assert "50 % in the busiest hour" in ed.load_text() and "6.7 requests/min" in ed.load_text()
    # a share out of range is said at the field and nothing is pushed
    count = window.bridge.undo_stack.count()
    type_into(qtbot, ed.field("recipe.audience.busy_hour_share"), "1")
    f = ed.field("recipe.audience.busy_hour_share")
    assert not f.message.isHidden() and "percentage between 4.2 and 100" in f.message.text()
    assert window.bridge.undo_stack.count() == count
    window.actions_.undo.trigger()  # the 50 % share
    assert workload(window, wid).recipe.audience.busy_hour_share is None
    assert "(assumed)" in ed.load_text()


def test_audience_changes_the_advice(window, qtbot):
    wid = add(window, qtbot, "llama70b_serving")
    ed = window.editor
    type_into(qtbot, ed.field("recipe.requests_per_day"), "")
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=TIMEOUT)
    type_into(qtbot, ed.field("recipe.audience.questions_per_user_per_day"), "20")
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("recipe.audience.users"), "5")
    few = window.session.last_result.for_workload(wid)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("recipe.audience.users"), "50000")
    many = window.session.last_result.for_workload(wid)
    top = lambda adv: [(r.option.key, r.annual_usd) for r in adv.results[:5]]  # noqa: E731
    assert top(many) != top(few)
    assert many.best.annual_usd > few.best.annual_usd  # more replicas for 10,000 times the questions


def test_answer_within_reads_durations(window, qtbot):
    wid = add(window, qtbot, "llama70b_serving")
    f = window.editor.field("recipe.latency_target_ms")
    assert f.spec.label == "Answer within"
    type_into(qtbot, f, "5 s")
    assert workload(window, wid).recipe.latency_target_ms == 5000
    assert f.editor.text() == "5 s" and f.message.isHidden()
    for typed, ms, shown in (("300 ms", 300, "300 ms"), ("2 分鐘", 120_000, "2 min"), ("1.5 h", 5_400_000, "1.5 h"),
                             ("800", 800, "800 ms")):  # a bare number is the field's unit, ms
        type_into(qtbot, f, typed)
        assert workload(window, wid).recipe.latency_target_ms == pytest.approx(ms), typed
        assert f.editor.text() == shown
    count = window.bridge.undo_stack.count()
    type_into(qtbot, f, "abc")
    assert workload(window, wid).recipe.latency_target_ms == 800  # unchanged
    assert window.bridge.undo_stack.count() == count  # nothing pushed
    assert not f.message.isHidden() and "is not a duration" in f.message.text() and "abc" in f.message.text()
    assert f.editor.property("invalid") is True and f.editor.text() == "abc"  # kept, to be fixed
    type_into(qtbot, f, "5 秒")
    assert f.message.isHidden() and workload(window, wid).recipe.latency_target_ms == 5000
    # leaving the field without typing stores nothing (a rounded text is not a new value)
    assert window.bridge.push(SetField(wid, "recipe.latency_target_ms", 1234.0))
    assert f.editor.text() == "1.23 s"
    pushed = []
    window.bridge.undo_stack.indexChanged.connect(pushed.append)
    f.editor.editingFinished.emit()
    assert pushed == [] and workload(window, wid).recipe.latency_target_ms == 1234.0


def test_job_asks_how_often_and_how_long(window, qtbot):
    wid = add(window, qtbot, "lora_8b")
    ed = window.editor
    assert not ed.is_field_shown("recipe.audience.users") and ed.load_text() == ""
    assert not ed.advanced_button.isVisibleTo(ed)
    assert ed.field("schedule.frequency").spec.label == "How often"
    hours = ed.field("schedule.hours_allowed_per_run")
    assert hours.spec.label == "How long may it take" and hours.editor.text() == "24 h"
    label = ed._forms["schedule"].labelForField(ed.field("schedule.runs_per_period").container)
    assert label.text() == "Runs a month"
    type_into(qtbot, hours, "3 天")
    assert workload(window, wid).schedule.hours_allowed_per_run == 72
    assert hours.editor.text() == "3 days"
    type_into(qtbot, hours, "90 min")
    assert workload(window, wid).schedule.hours_allowed_per_run == pytest.approx(1.5)
    type_into(qtbot, hours, "12")  # hours
    assert workload(window, wid).schedule.hours_allowed_per_run == 12
    type_into(qtbot, hours, "soon")
    assert workload(window, wid).schedule.hours_allowed_per_run == 12 and not hours.message.isHidden()


def test_choosing_qlora_sets_nf4_in_one_undo_step(window, qtbot):
    wid = add(window, qtbot, "lora_8b")
    before = workload(window, wid).model_dump()
    assert before["recipe"]["weight_format"] == "bf16"
    count = window.bridge.undo_stack.count()
    kind = window.editor.field("kind").editor
    kind.setCurrentIndex(kind.findData("qlora"))
    kind.activated.emit(kind.currentIndex())
    w = workload(window, wid)
    assert w.kind == "qlora" and w.recipe.weight_format == "nf4"
    assert window.bridge.undo_stack.count() == count + 1
    assert window.actions_.undo.text() == "Undo Change kind"
    assert window.editor.field("recipe.weight_format").editor.currentData() == "nf4"
    window.actions_.undo.trigger()
    assert workload(window, wid).model_dump() == before  # every field it changed, back
    assert window.editor.field("kind").editor.currentData() == "lora"
    window.actions_.redo.trigger()
    assert workload(window, wid).recipe.weight_format == "nf4"


def test_office_hours_are_undoable_and_change_the_advice(window, qtbot):
    from gpuadvisor.ui.views.assumptions_editor import WeekdaysBox

    wid = add(window, qtbot, "llama70b_serving")  # a service in the office-hours window
    editor = window.plan_view.assumptions
    start, end = editor.inputs["office_hours_start"], editor.inputs["office_hours_end"]
    days = editor.inputs["office_days"]
    assert isinstance(days, WeekdaysBox)
    assert start.time() == QTime(9, 0) and end.time() == QTime(18, 0)
    assert days.days() == ["mon", "tue", "wed", "thu", "fri"]
    assert "Labor Standards Act" in start.toolTip() and "Labor Standards Act" in days.boxes["sat"].toolTip()
    a = window.session.document.assumptions
    adv = window.session.last_result.for_workload(wid)
    before = [(r.option.key, r.annual_usd) for r in adv.results[:5]]
    count = window.bridge.undo_stack.count()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        end.setTime(QTime(22, 0))
    a = window.session.document.assumptions
    assert a.office_hours_end == "22:00" and window.bridge.undo_stack.count() == count + 1
    after = window.session.last_result.for_workload(wid)
    assert [(r.option.key, r.annual_usd) for r in after.results[:5]] != before
    days.boxes["sat"].click()
    assert window.session.document.assumptions.office_days == ["mon", "tue", "wed", "thu", "fri", "sat"]
    assert window.bridge.undo_stack.count() == count + 2
    window.actions_.undo.trigger()
    assert window.session.document.assumptions.office_days == ["mon", "tue", "wed", "thu", "fri"]
    assert not days.boxes["sat"].isChecked()
    window.actions_.undo.trigger()
    assert window.session.document.assumptions.office_hours_end == "18:00" and end.time() == QTime(18, 0)
    # no working day at all is refused at the field
    for d in ("mon", "tue", "wed", "thu"):
        days.boxes[d].click()
    days.boxes["fri"].click()
    assert window.session.document.assumptions.office_days == ["fri"]
    assert days.boxes["fri"].isChecked() and not editor.errors["office_days"].isHidden()


def test_answer_starts_within_reads_durations_in_milliseconds(window, qtbot):
    """The first-token target is stored in ms like the answer-within target: '1 s' is 1,000 ms, not 1."""
    wid = add(window, qtbot, "llama70b_serving")
    f = window.editor.field("recipe.ttft_target_ms")
    for typed, ms, shown in (("1 s", 1000, "1 s"), ("800", 800, "800 ms"), ("2 秒", 2000, "2 s")):
        type_into(qtbot, f, typed)
        assert workload(window, wid).recipe.ttft_target_ms == pytest.approx(ms), typed
        assert f.editor.text() == shown
    type_into(qtbot, f, "-3 s")
    assert workload(window, wid).recipe.ttft_target_ms == 2000 and not f.message.isHidden()
