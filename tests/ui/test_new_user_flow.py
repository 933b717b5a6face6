"""A new user on an empty file types the IT lead's two workloads into the editor (Add workload,
then the fields): what got in their way, each as a regression test.

* An LLM service typed in the editor must not stay on the blank workload's plain PyTorch: no
  option answers 30 colleagues within 5 s that way (every one of them "latency over the target"),
  while a serving engine (vLLM) gives many; choosing the kind brings the serving engine along, in
  the same undo step.
* A field's red message that wraps to several lines is shown whole, not cut at the top and bottom.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from editor_window import TIMEOUT, choose, type_into, window  # noqa: F401 (the window fixture)


def blank_workload(window, qtbot):
    """Edit → Add workload on the empty file; its id once advised."""
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.actions_.add_workload.trigger()
    return window.bridge.selected_workload_id


def test_an_llm_service_typed_in_the_editor_gets_a_serving_engine_and_an_answer(window, qtbot):
    wid = blank_workload(window, qtbot)
    ed, doc, stack = window.editor, window.session.document, window.bridge.undo_stack
    assert doc.find_workload(wid).recipe.runtime == "pytorch"  # the blank workload's default
    before = stack.count()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(ed.field("kind"), "llm_serving")
    assert stack.count() == before + 1  # the kind and what it brings: one step
    w = doc.find_workload(wid)
    assert w.kind == "llm_serving" and w.recipe.runtime == "vllm"
    ed.tabs.setCurrentIndex(1)
    assert ed.field("recipe.runtime").editor.currentData() == "vllm"  # the field shows it
    for path, text in (("model.params_b", "8"), ("recipe.audience.users", "30"),
                       ("recipe.audience.questions_per_user_per_day", "20"), ("recipe.latency_target_ms", "5 s")):
        with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
            type_into(qtbot, ed.field(path), text)
    window.bridge.wait_idle()
    advice = window.session.current_result.for_workload(wid)
    assert doc.find_workload(wid).recipe.latency_target_ms == 5000
    assert advice.feasible, [r.reasons for r in advice.results[:3]]
    # undo the edits back to the kind: the kind and the runtime go back together
    while stack.index() > before:
        stack.undo()
    w = doc.find_workload(wid)
    assert w.kind == "full_finetune" and w.recipe.runtime == "pytorch"


def test_a_long_message_under_a_field_is_not_cut(window, qtbot):
    window.resize(1280, 800)
    blank_workload(window, qtbot)
    ed = window.editor
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(ed.field("kind"), "llm_serving")
    ed.tabs.setCurrentIndex(1)
    field = ed.field("recipe.latency_target_ms")
    type_into(qtbot, field, "-3")
    assert field.error  # said at the field, nothing pushed
    for _ in range(20):
        QApplication.processEvents()
    msg = field.message
    assert msg.isVisible()
    lines = msg.heightForWidth(msg.width()) // msg.fontMetrics().lineSpacing()
    assert lines >= 3, lines  # the case that was cut: a message over three lines or more
    assert msg.height() >= msg.heightForWidth(msg.width())
    assert field.container.height() >= field.container.heightForWidth(field.container.width())


def test_messages_at_the_fields_use_the_users_words(window, qtbot):
    """Rules across fields and empty or unknown entries are said in the words on the screen, not
    in the file's field names ("active_params_b cannot exceed params_b", "String should have ...")."""
    blank_workload(window, qtbot)
    ed = window.editor
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("model.params_b"), "8")
    cases = [("model.active_params_b", "10", "The active parameters cannot be more than the parameters"),
             ("name", "", "Must not be empty"),
             ("recipe.lora_targets", "q, qq", "Unknown LoRA target(s) qq; use all, down, gate, k, o, q, up, v")]
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(ed.field("kind"), "lora")
    for path, text, said in cases:
        field = ed.field(path)
        type_into(qtbot, field, text)
        assert field.message.text() == said, path
    ed.arch_check.click()  # describe the architecture: 8 B -> 32 heads
    heads = window.session.document.find_workload(window.bridge.selected_workload_id).model.arch.heads
    field = ed.field("model.arch.kv_heads")
    type_into(qtbot, field, str(heads * 2))
    assert field.message.text() == "The key/value heads cannot be more than the attention heads"


def test_the_budget_is_typed_as_people_write_money_in_the_projects_currency(window, qtbot):
    """'NT$500,000' and '50萬' were refused as 'Must be a number'; an amount in the other currency
    would be off by the exchange rate, so it is refused with why; the label names the currency."""
    from gpuadvisor.domain.edits import ASSUMPTIONS, SetField

    wid = blank_workload(window, qtbot)
    ed, doc, stack = window.editor, window.session.document, window.bridge.undo_stack
    ed.tabs.setCurrentIndex(2)
    field = ed.field("constraints.budget_per_year")
    label = lambda: ed._layouts["schedule"].labelForField(field.container).text()  # noqa: E731
    assert doc.assumptions.currency == "TWD" and label() == "Budget per year (NT$)"
    budget = lambda: doc.find_workload(wid).constraints.budget_per_year  # noqa: E731
    for text, value in (("NT$500,000", 500_000), ("80萬", 800_000), ("1.2 億", 120_000_000), ("300,000 元", 300_000),
                        ("$450k", 450_000), ("NT$ 600,000", 600_000)):
        type_into(qtbot, field, text)
        assert not field.error and budget() == value, text
        window.bridge.wait_idle()
    before = stack.index()
    type_into(qtbot, field, "US$15,000")
    assert "NT$" in field.error and budget() == 600_000 and stack.index() == before  # said at the field
    stack.undo()  # undoable (amounts typed within 2 s of each other merge into one step)
    assert budget() != 600_000
    stack.redo()
    assert budget() == 600_000
    window.bridge.push(SetField(ASSUMPTIONS, "currency", "USD"))
    assert label() == "Budget per year (US$)"
    type_into(qtbot, field, "US$15,000")
    assert not field.error and budget() == 15_000
    type_into(qtbot, field, "50萬元")
    assert "US$" in field.error and budget() == 15_000


def test_numbers_typed_in_full_width_or_with_marks_on_both_sides_are_read(window, qtbot):
    """A Chinese input method in full-width mode types '３０萬' and 'ＮＴ＄５０萬元'; those, and
    'NT$50萬元' (a mark in front and one behind), were 'not a number'.  Full-width digits, commas and
    marks read as their ASCII forms (Unicode NFKC), in every number field."""
    wid = blank_workload(window, qtbot)
    ed, doc = window.editor, window.session.document
    ed.tabs.setCurrentIndex(2)
    field = ed.field("constraints.budget_per_year")
    budget = lambda: doc.find_workload(wid).constraints.budget_per_year  # noqa: E731
    for text, value in (("３０萬", 300_000), ("NT$50萬元", 500_000), ("ＮＴ＄１２，０００", 12_000), ("ＮＴ＄５０萬元", 500_000)):
        type_into(qtbot, field, text)
        assert not field.error and budget() == value, text
        window.bridge.wait_idle()
    devices = ed.field("constraints.max_devices")
    type_into(qtbot, devices, "８")
    assert not devices.error and doc.find_workload(wid).constraints.max_devices == 8


def test_the_charts_page_shows_a_busy_cursor_while_it_is_first_built(window, qtbot, monkeypatch):
    """The first visit to Buy or rent loads pyqtgraph (0.6-1.0 s measured here): the wait cursor
    is up while the page is made, and gone after."""
    from gpuadvisor.ui.charts import charts_view

    seen = []
    made = charts_view.ChartsView.__init__

    def init(self, *args, **kwargs):
        cursor = QApplication.overrideCursor()
        seen.append(cursor.shape() if cursor is not None else None)
        made(self, *args, **kwargs)

    monkeypatch.setattr(charts_view.ChartsView, "__init__", init)
    blank_workload(window, qtbot)
    window.views.setCurrentIndex(window.views.indexOf(window._charts_page))
    assert seen == [Qt.CursorShape.WaitCursor]
    assert QApplication.overrideCursor() is None


def test_ctrl_z_right_after_a_typed_value_undoes_it(window, qtbot):
    """Type a value, press Enter, press Ctrl+Z with the focus still in the field: the edit is undone
    (the field had nothing of its own to undo, and took the key anyway, so nothing happened);
    text typed and not yet committed is still the field's own to undo."""
    from PySide6.QtGui import QKeySequence

    wid = blank_workload(window, qtbot)
    window.activateWindow()
    ed, doc = window.editor, window.session.document
    ed.tabs.setCurrentIndex(1)
    field = ed.field("recipe.epochs")
    before = doc.find_workload(wid).recipe.epochs
    type_into(qtbot, field, "5")
    assert doc.find_workload(wid).recipe.epochs == 5 and QApplication.focusWidget() is field.editor
    undo = QKeySequence(QKeySequence.StandardKey.Undo)[0]
    qtbot.keyClick(field.editor, undo.key(), undo.keyboardModifiers())
    assert doc.find_workload(wid).recipe.epochs == before
    assert field.editor.text() == str(int(before))
    redo = window.actions_.redo.shortcuts()[0][0]
    qtbot.keyClick(field.editor, redo.key(), redo.keyboardModifiers())
    assert doc.find_workload(wid).recipe.epochs == 5
    qtbot.keyClicks(field.editor, "0")  # "50", not committed: Ctrl+Z is the field's own
    qtbot.keyClick(field.editor, undo.key(), undo.keyboardModifiers())
    assert field.editor.text() == "5" and doc.find_workload(wid).recipe.epochs == 5


def test_a_quote_is_typed_as_the_vendor_wrote_it(qtbot):
    """'NT$75,000' from a vendor's quote was "not a number" (Add quote greyed out); '7.5萬' too.
    A price that names its currency sets the currency box."""
    from gpuadvisor.ui.dialogs.quote import QuoteDialog

    d = QuoteDialog("own:x", "Desktop · 1× RTX 4090", True, "USD")
    qtbot.addWidget(d)
    d.show()
    for text, price, currency in (("NT$75,000", 75_000, "TWD"), ("US$2,400", 2_400, "USD"), ("7.5萬", 75_000, "USD"),
                                  ("75,000 元", 75_000, "TWD")):
        d.price.selectAll()
        qtbot.keyClick(d.price, Qt.Key.Key_Backspace)
        if text.isascii():
            qtbot.keyClicks(d.price, text)
        else:
            d.price.insert(text)
            d.price.textEdited.emit(d.price.text())  # as typing would
        assert d.ok_button.isEnabled() and d.price_error.isHidden(), text
        q = d.quote()
        assert (q["price"], q["currency"]) == (price, currency), text


def test_a_workload_without_an_option_is_named_once_in_the_answers_table(window, qtbot):
    """The Answer's per-workload table (window and page 1 of the PDF) read 'Chat for 30 colleagues |
    Chat for 30 colleagues: no option fits (...)': the name twice in one row."""
    from gpuadvisor.domain.edits import SetField
    from gpuadvisor.report.answer import build_answer
    from gpuadvisor.report.document import Table, summary_section
    from gpuadvisor.ui.views.answer_view import COL_WORKLOAD

    wid = blank_workload(window, qtbot)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.bridge.push(SetField(wid, "name", "Chat for 30 colleagues"))
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.bridge.push(SetField(wid, "kind", "llm_serving"))
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.bridge.push(SetField(wid, "recipe.latency_target_ms", 1.0))  # 1 ms: nothing answers in time
    window.bridge.wait_idle()
    result = window.session.current_result
    assert result.for_workload(wid).best is None
    view = window.answer_view
    window.views.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.answer is not None and not view._stale, timeout=TIMEOUT)
    cells = [view.table.item(0, c).text() for c in range(view.table.columnCount()) if view.table.item(0, c)]
    assert cells[COL_WORKLOAD] == "Chat for 30 colleagues"
    assert sum("Chat for 30 colleagues" in c for c in cells) == 1, cells
    assert any(c.startswith("No option fits") for c in cells), cells
    table = next(it for it in summary_section(build_answer(result)).items if isinstance(it, Table))
    row = table.rows[0]
    assert sum("Chat for 30 colleagues" in c for c in row) == 1 and row[1].startswith("No option fits"), row


def test_a_lora_typed_in_the_editor_checkpoints_its_activations(window, qtbot):
    """A blank workload turned into a LoRA, then given Llama 3.1 8B (the kind first, the model
    after), kept recompute off at a micro-batch of 8 (121 GiB per device, 85 GiB of it
    activations): the machine to buy was a 4x H200 server.  Choosing the model now brings the
    gradient checkpointing that choosing LoRA for that model brings (kind_changes), in its step."""
    wid = blank_workload(window, qtbot)
    ed, doc, stack = window.editor, window.session.document, window.bridge.undo_stack
    assert doc.find_workload(wid).recipe.recompute == "none"
    before = stack.index()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(ed.field("kind"), "lora")
    preset = window.session.catalog.find_model("Llama 3.1 8B")
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert ed.use_preset(preset)
    assert stack.index() == before + 2  # the kind, the model (with what it brings)
    assert doc.find_workload(wid).recipe.recompute == "full"
    ed.tabs.setCurrentIndex(1)
    assert ed.field("recipe.recompute").editor.currentData() == "full"
    stack.undo()  # the model and the checkpointing go back together
    assert doc.find_workload(wid).recipe.recompute == "none" and doc.find_workload(wid).model.arch is None
    stack.redo()
    for path, text in (("recipe.dataset_samples", "20,000"), ("recipe.epochs", "3")):
        with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
            type_into(qtbot, ed.field(path), text)
    window.bridge.wait_idle()
    owned = window.session.current_result.for_workload(wid).best_where(owned=True)
    assert owned is not None and owned.option.hw.count == 1, owned.label  # one device, not a 4-GPU server
    while stack.index() > before:
        stack.undo()
    w = doc.find_workload(wid)
    assert w.kind == "full_finetune" and w.recipe.recompute == "none"


def test_the_planning_horizon_takes_years_as_people_write_them(window, qtbot):
    """"3 years" in Planning horizon (years) was refused as not a number (a bare 3 worked)."""
    wid = blank_workload(window, qtbot)
    ed, doc = window.editor, window.session.document
    ed.tabs.setCurrentIndex(2)
    field = ed.field("schedule.horizon_years")
    for text, years in (("2 年", 2.0), ("3 years", 3.0), ("18 months", 1.5), ("30 個月", 2.5), ("4", 4.0)):
        with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
            type_into(qtbot, field, text)
        assert not field.error, (text, field.message.text())
        assert doc.find_workload(wid).schedule.horizon_years == years, text
    type_into(qtbot, field, "three years")
    assert field.error and doc.find_workload(wid).schedule.horizon_years == 4.0


def test_whisper_picked_for_batch_transcription_writes_a_window_not_an_llm_answer(window, qtbot):
    """Batch inference first, Whisper after: the 256-token answer length of a blank workload
    becomes a 30-second window's transcript (120 tokens) in the model's step; undo takes it back."""
    wid = blank_workload(window, qtbot)
    ed, doc, stack = window.editor, window.session.document, window.bridge.undo_stack
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(ed.field("kind"), "batch_inference")
    assert doc.find_workload(wid).recipe.output_tokens == 256
    before = stack.index()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert ed.use_preset(window.session.catalog.find_model("Whisper large-v3"))
    assert stack.index() == before + 1
    assert doc.find_workload(wid).recipe.output_tokens == 120
    stack.undo()
    assert doc.find_workload(wid).recipe.output_tokens == 256
