"""Workload editor: the serving recipe choices (issue 14 item 3: prefix caching, speculative
decoding with its acceptance rate and draft size) are shown for LLM services, each change is one
undoable edit, and what the window shows changes the answer (time to first token, time per token)."""

import pytest

from editor_window import add, choose, type_into, window  # noqa: F401 (the window fixture)

TIMEOUT = 20000


def best(window, wid):
    window.bridge.wait_idle()
    return window.session.current_result.for_workload(wid).best.estimate


def test_serving_choices_shown_for_services_only(window, qtbot):
    add(window, qtbot, "lora_8b")
    ed = window.editor
    for path in ("recipe.prefix_cached_share", "recipe.speculative_decoding"):
        assert not ed.is_field_shown(path), path
    add(window, qtbot, "llama70b_serving")
    assert ed.is_field_shown("recipe.prefix_cached_share") and ed.is_field_shown("recipe.speculative_decoding")
    assert not ed.is_field_shown("recipe.speculative_acceptance")  # only once a method is chosen
    assert not ed.is_field_shown("recipe.draft_params_b")
    combo = ed.field("recipe.speculative_decoding").editor
    assert {combo.itemData(i) for i in range(combo.count())} == {"none", "draft_model", "ngram", "eagle"}


def test_prefix_share_and_speculation_are_undoable_and_change_the_answer(window, qtbot):
    wid = add(window, qtbot, "llama70b_serving")
    ed, doc, stack = window.editor, window.session.document, window.bridge.undo_stack
    plain = best(window, wid)
    assert plain.serving is not None

    # a shared prompt: a percentage, one undoable edit; the first token comes sooner
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("recipe.prefix_cached_share"), "80 %")
    assert doc.find_workload(wid).recipe.prefix_cached_share == pytest.approx(0.8)
    cached = best(window, wid)
    assert cached.serving.prompt_tokens < plain.serving.prompt_tokens
    assert cached.ttft_ms < plain.ttft_ms
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        stack.undo()
    assert doc.find_workload(wid).recipe.prefix_cached_share is None

    # speculative decoding: the choice, then its acceptance rate and the draft's size
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(ed.field("recipe.speculative_decoding"), "draft_model")
    assert doc.find_workload(wid).recipe.speculative_decoding == "draft_model"
    assert ed.is_field_shown("recipe.speculative_acceptance") and ed.is_field_shown("recipe.draft_params_b")
    drafted = best(window, wid)
    assert drafted.serving.draft_tokens >= 1 and drafted.tpot_ms != plain.tpot_ms
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("recipe.speculative_acceptance"), "90")
    assert doc.find_workload(wid).recipe.speculative_acceptance == pytest.approx(0.9)
    assert best(window, wid).tpot_ms < drafted.tpot_ms
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("recipe.draft_params_b"), "1")
    assert doc.find_workload(wid).recipe.draft_params_b == pytest.approx(1.0)

    # an acceptance outside 1-100 % is refused at the field, the document unchanged
    count = stack.count()
    f = ed.field("recipe.speculative_acceptance")
    type_into(qtbot, f, "0.5 %")
    assert stack.count() == count and not f.message.isHidden()
    assert doc.find_workload(wid).recipe.speculative_acceptance == pytest.approx(0.9)

    # every edit undoes one at a time, back to the plain service
    for _ in range(3):
        with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
            stack.undo()
    r = doc.find_workload(wid).recipe
    assert (r.speculative_decoding, r.speculative_acceptance, r.draft_params_b) == ("none", None, None)
    assert not ed.is_field_shown("recipe.speculative_acceptance")
    assert best(window, wid).tpot_ms == pytest.approx(plain.tpot_ms)


def test_detail_pane_shows_the_percentiles_and_the_saturation(window, qtbot):
    from gpuadvisor.ui.views.option_detail import OptionDetail

    wid = add(window, qtbot, "llama70b_serving")
    window.bridge.wait_idle()
    result = window.session.current_result
    adv = result.for_workload(wid)
    r = adv.best
    sv = r.estimate.serving
    assert sv is not None and sv.rate is not None
    pane = OptionDetail()
    qtbot.addWidget(pane)
    pane.resize(420, 900)
    pane.show()
    pane.set_advice(adv)
    pane.set_result(r, result.assumptions)
    text = pane.time_summary.text()
    assert "First token P50 / P95 / P99 at the planned load" in text
    assert "Whole answer P50 / P95 / P99 at the planned load" in text
    assert "Saturates at" in text and "per replica" in text
    steps = " ".join(label for label, _v in pane.steps)
    assert "Time to first token P99 at the planned load" in steps and "Saturation" in steps
