"""Workload editor: the images sent with each request to a vision-language model (Recipe.images_per_request,
aab77aa) are asked on the Recipe tab for its inference only, say in their tooltip what one image adds,
change the first token's time, undo as one step and refuse a bad value at the field; the model pane and
the model picker state the image encoder's size."""

import pytest

from editor_window import add, choose, type_into, window  # noqa: F401 (the window fixture)

TIMEOUT = 20000
PATH = "recipe.images_per_request"


def best(window, wid):
    window.bridge.wait_idle()
    return window.session.current_result.for_workload(wid).best.estimate


def use(window, qtbot, name):
    preset = next(p for p in window.session.catalog.models if p.spec.name == name)
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert window.editor.use_preset(preset)


def test_images_field_shown_only_for_a_vision_language_models_inference(window, qtbot):
    wid = add(window, qtbot, "llama70b_serving")
    ed = window.editor
    assert not ed.is_field_shown(PATH)  # a text-only model
    assert "image encoder" not in ed.model_summary.text()
    use(window, qtbot, "Gemma 3 27B")
    assert ed.is_field_shown(PATH)
    assert not ed.field(PATH).container.isHidden()
    # the model pane states the encoder beside the language model's parameters (SigLIP: 0.42 B)
    assert "+ 0.42 B image encoder" in ed.model_summary.text()
    # the tooltip says what one image adds for this model: Gemma 3's 256 tokens per image
    tip = ed.field(PATH).editor.toolTip()
    assert "256 tokens" in tip and "image encoder" in tip
    # a fine-tune of the same model sends no requests: hidden
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        choose(ed.field("kind"), "lora")
    assert window.session.document.find_workload(wid).model.vision is not None
    assert not ed.is_field_shown(PATH)


def test_images_change_the_first_token_undo_and_refuse_a_bad_value(window, qtbot):
    wid = add(window, qtbot, "llama70b_serving")
    use(window, qtbot, "Gemma 3 27B")
    ed, doc, stack = window.editor, window.session.document, window.bridge.undo_stack
    text_only = best(window, wid)
    count = stack.count()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field(PATH), "2")
    assert doc.find_workload(wid).recipe.images_per_request == 2
    assert stack.count() == count + 1  # one undoable step
    with_images = best(window, wid)
    # two images: 512 more prompt tokens and two encoder passes before the first token
    assert with_images.ttft_ms > text_only.ttft_ms * 1.05

    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        stack.undo()
    assert doc.find_workload(wid).recipe.images_per_request == 0
    assert ed.field(PATH).editor.text() == "0"
    assert best(window, wid).ttft_ms == pytest.approx(text_only.ttft_ms)

    # below the domain's bound: the message at the field, nothing pushed, the document unchanged
    f = ed.field(PATH)
    count = stack.count()
    type_into(qtbot, f, "-1")
    assert stack.count() == count and not f.message.isHidden()
    assert "at least 0" in f.message.text()
    assert doc.find_workload(wid).recipe.images_per_request == 0


def test_model_picker_marks_vision_language_presets(window):
    from gpuadvisor.ui.dialogs.model_picker import ModelPickerDialog

    dlg = ModelPickerDialog(window.session.catalog.models, window)
    try:
        dlg.search.setText("gemma 3 27b")
        assert dlg.proxy.rowCount() == 1
        assert "+ 0.42 B image encoder" in dlg.proxy.index(0, 0).data()
        dlg.search.setText("vision")  # the vision-language presets are found by what they read
        names = {dlg.proxy.index(i, 0).data().split(" — ")[0] for i in range(dlg.proxy.rowCount())}
        assert {"Gemma 3 4B", "Gemma 3 27B", "Llama 4 Scout"} <= names and "Gemma 2 27B" not in names
    finally:
        dlg.deleteLater()


def test_an_encoder_of_any_image_size_asks_the_image_size(window, qtbot):
    """An encoder without a fixed side (Qwen2-VL's: 14-px patches, 2 x 2 merged per token) counts an
    image's tokens from its size: once images are sent the Image size field is shown, and the tooltip
    says how many tokens that image adds."""
    from gpuadvisor.domain.edits import SetField

    wid = add(window, qtbot, "llama70b_serving")
    ed, doc = window.editor, window.session.document
    model = doc.find_workload(wid).model.model_dump(mode="json")
    model["vision"] = {"layers": 32, "hidden": 1280, "ffn": 3420, "gated_mlp": True, "patch_size": 14, "merge": 4}
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        assert window.bridge.push(SetField(wid, "model", model, "vision"))
    assert ed.is_field_shown(PATH) and not ed.is_field_shown("recipe.image_size")
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field(PATH), "1")
    assert ed.is_field_shown("recipe.image_size")
    assert "image size" in ed.field(PATH).editor.toolTip()
    before = best(window, wid).ttft_ms
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("recipe.image_size"), "896")
    # 896 px: 64 x 64 patches, 1,024 tokens after the 2 x 2 merge
    assert "1,024 tokens" in ed.field(PATH).editor.toolTip()
    assert best(window, wid).ttft_ms > before
