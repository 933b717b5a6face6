"""Workload editor: per-kind fields, memory estimate follows the micro-batch, errors at the field,
model picker and import."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from editor_window import add, type_into, window  # noqa: F401 (the window fixture)

TIMEOUT = 20000


def row_shown(editor, path):
    return editor.is_field_shown(path)


def test_micro_batch_changes_memory_estimate(window, qtbot):
    wid = add(window, qtbot, "lora_8b")
    ed = window.editor
    before, text_before = ed.memory_needed_gib(), ed.estimate_label.text()
    assert before is not None and "Memory:" in text_before
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        type_into(qtbot, ed.field("recipe.micro_batch"), "16")
    assert window.session.document.find_workload(wid).recipe.micro_batch == 16
    assert ed.memory_needed_gib() > before
    assert ed.estimate_label.text() != text_before


def test_bad_value_shown_at_field_and_project_unchanged(window, qtbot):
    wid = add(window, qtbot, "yolov8_train")
    ed = window.editor
    f = ed.field("recipe.micro_batch")
    count = window.bridge.undo_stack.count()
    type_into(qtbot, f, "0")
    assert window.session.document.find_workload(wid).recipe.micro_batch == 16
    assert window.bridge.undo_stack.count() == count
    assert not f.message.isHidden() and "at least 1" in f.message.text()
    assert f.editor.property("invalid") is True and "at least 1" in f.editor.toolTip()
    assert f.editor.text() == "0"  # what the user typed stays, to be fixed
    other = ed.field("recipe.epochs")
    type_into(qtbot, other, "abc")
    assert "must be a number (got 'abc')" in other.message.text().lower()
    assert window.session.document.find_workload(wid).recipe.epochs == 100
    assert "at least 1" in f.message.text()  # the first error is still shown
    type_into(qtbot, f, "8")
    assert f.message.isHidden() and f.editor.property("invalid") is False
    assert window.session.document.find_workload(wid).recipe.micro_batch == 8
    name = ed.field("name")
    name.editor.clear()
    name.editor.editingFinished.emit()
    assert window.session.document.find_workload(wid).name == "Monthly YOLOv8 detector training"
    assert "Must not be empty" in name.message.text()


def test_fields_follow_the_kind(window, qtbot):
    add(window, qtbot, "lora_8b")
    ed = window.editor
    assert row_shown(ed, "recipe.optimizer") and row_shown(ed, "recipe.lora_rank")
    assert row_shown(ed, "recipe.seq_len") and not row_shown(ed, "recipe.image_size")
    assert not row_shown(ed, "recipe.latency_target_ms") and not row_shown(ed, "recipe.requests_per_day")
    add(window, qtbot, "llama70b_serving")
    assert not row_shown(ed, "recipe.optimizer") and not row_shown(ed, "recipe.lora_rank")
    assert row_shown(ed, "recipe.latency_target_ms") and row_shown(ed, "recipe.prompt_tokens")
    assert not row_shown(ed, "schedule.hours_allowed_per_run")  # always on
    add(window, qtbot, "image_batch")
    assert row_shown(ed, "recipe.image_size") and row_shown(ed, "recipe.samples_per_run")
    assert not row_shown(ed, "recipe.seq_len") and not row_shown(ed, "recipe.latency_target_ms")
    kind = ed.field("kind").editor
    kind.setCurrentIndex(kind.findData("full_finetune"))
    kind.activated.emit(kind.currentIndex())
    assert row_shown(ed, "recipe.optimizer") and not row_shown(ed, "recipe.samples_per_run")
    assert window.actions_.undo.text() == "Undo Change kind"


def test_every_field_has_a_tooltip(window, qtbot):
    add(window, qtbot, "qlora_70b")
    for path, f in window.editor._fields.items():
        assert f.spec.tooltip.endswith("."), path


def test_model_picker_search_and_use(window, qtbot):
    from gpuadvisor.ui.dialogs.model_picker import ModelPickerDialog

    wid = add(window, qtbot, "lora_8b")
    dlg = ModelPickerDialog(window.session.catalog.models, window, current="Llama 3 8B")
    qtbot.addWidget(dlg)
    assert dlg.selected_preset().spec.name == "Llama 3 8B"
    qtbot.keyClicks(dlg.search, "qwen 7b")
    names = [dlg.proxy.index(r, 0).data(Qt.ItemDataRole.UserRole + 1).spec.name for r in range(dlg.proxy.rowCount())]
    assert "Qwen2.5 7B" in names and all("Qwen" in n or "qwen" in n.lower() for n in names)
    dlg.view.setCurrentIndex(dlg.proxy.index(names.index("Qwen2.5 7B"), 0))
    preset = dlg.selected_preset()
    assert window.editor.use_preset(preset)
    assert window.session.document.find_workload(wid).model.name == "Qwen2.5 7B"
    assert window.actions_.undo.text() == "Undo Use model Qwen2.5 7B"


def test_import_config_json(window, qtbot, tmp_path, monkeypatch):
    wid = add(window, qtbot, "lora_8b")
    cfg = {"_name_or_path": "acme/tiny-llm", "model_type": "llama", "num_hidden_layers": 4, "hidden_size": 512,
           "num_attention_heads": 8, "num_key_value_heads": 2, "intermediate_size": 1024, "vocab_size": 32000,
           "torch_dtype": "float16"}
    p = tmp_path / "config.json"
    p.write_text(json.dumps(cfg))
    assert window.editor.import_model_file(str(p))
    w = window.session.document.find_workload(wid)
    assert w.model.name == "tiny-llm" and w.model.arch.layers == 4 and w.recipe.weight_format == "fp16"
    assert "tiny-llm" in window.editor.model_summary.text()
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"GGUF\x09\x00\x00\x00")
    assert not window.editor.import_model_file(str(bad))
    assert warned and "bad.gguf" in warned[0]


def test_architecture_toggle(window, qtbot):
    wid = add(window, qtbot, "image_batch")
    ed = window.editor
    assert not row_shown(ed, "model.arch.layers") and row_shown(ed, "model.gflops_per_sample")
    ed.arch_check.click()
    assert window.session.document.find_workload(wid).model.arch is not None
    assert row_shown(ed, "model.arch.layers")
    window.actions_.undo.trigger()
    assert window.session.document.find_workload(wid).model.arch is None and not ed.arch_check.isChecked()
