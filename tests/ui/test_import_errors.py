"""The window's model import never fails silently: a broken file, a file the importer chokes on,
or a model the document refuses each shows a message box naming the file and the problem."""

import json
import os
import struct

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gpuadvisor.domain.edits import EditError
from editor_window import new_window

TIMEOUT = 20000


@pytest.fixture
def window(qtbot, monkeypatch):
    w = new_window(qtbot, monkeypatch)
    with qtbot.waitSignal(w.bridge.result_ready, timeout=TIMEOUT,
                          check_params_cb=lambda r: r.for_workload(w.bridge.selected_workload_id) is not None):
        w.tree.add_template_workload("lora_8b", "lora_8b")
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


@pytest.fixture
def boxes(monkeypatch):
    """Every message box the window shows: (icon, title, text)."""
    shown = []

    def record(kind):
        def box(parent, title, text, *a, **k):
            shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok
        return box

    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, record(kind))
    return shown


def _choose(monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


def _s(text):
    b = text.encode()
    return struct.pack("<Q", len(b)) + b


def _gguf_with_infinite_layers():
    """llama.block_count as the f64 infinity: raised OverflowError, and Import did nothing."""
    body = b"GGUF" + struct.pack("<IQQ", 3, 1, 2)
    body += _s("general.architecture") + struct.pack("<I", 8) + _s("llama")
    body += _s("llama.block_count") + struct.pack("<I", 12) + struct.pack("<d", float("inf"))
    body += _s("blk.0.attn_q.weight") + struct.pack("<I", 2) + struct.pack("<QQ", 64, 64) + struct.pack("<IQ", 12, 0)
    return body + b"\x00" * 32


def test_broken_gguf_shows_a_message_box(window, qtbot, monkeypatch, tmp_path, boxes):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(_gguf_with_infinite_layers())
    _choose(monkeypatch, bad)
    before = window.session.document.find_workload(window.bridge.selected_workload_id).model
    window.editor.import_button.click()
    assert len(boxes) == 1, boxes
    kind, title, text = boxes[0]
    assert kind == "warning" and title == "Cannot import model"
    assert "broken.gguf" in text and "llama.block_count" in text
    assert window.session.document.find_workload(window.bridge.selected_workload_id).model == before


def test_huge_config_dimension_shows_a_message_box(window, monkeypatch, tmp_path, boxes):
    bad = tmp_path / "config.json"
    bad.write_text('{"model_type": "llama", "num_hidden_layers": 2, "num_attention_heads": 4, "hidden_size": 1'
                   + "0" * 400 + "}")
    _choose(monkeypatch, bad)
    window.editor.import_button.click()
    assert len(boxes) == 1 and "config.json" in boxes[0][2] and "hidden_size" in boxes[0][2]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_named_pipe_shows_a_message_box(window, monkeypatch, tmp_path, boxes):
    pipe = tmp_path / "model.gguf"
    os.mkfifo(pipe)
    _choose(monkeypatch, pipe)
    window.editor.import_button.click()
    assert len(boxes) == 1 and "model.gguf" in boxes[0][2]


def test_unexpected_importer_error_still_shows_a_message_box(window, monkeypatch, tmp_path, boxes):
    import gpuadvisor.importers as importers

    def explode(path):
        raise OverflowError("int too large to convert to float")

    monkeypatch.setattr(importers, "import_model", explode)
    p = tmp_path / "weird.safetensors"
    p.write_bytes(b"\x00" * 16)
    _choose(monkeypatch, p)
    window.editor.import_button.click()
    assert len(boxes) == 1, boxes
    assert "weird.safetensors" in boxes[0][2] and "int too large" in boxes[0][2]


def test_refused_model_shows_a_message_box(window, monkeypatch, tmp_path, boxes):
    cfg = {"_name_or_path": "acme/tiny", "model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64,
           "num_attention_heads": 4, "vocab_size": 100}
    p = tmp_path / "config.json"
    p.write_text(json.dumps(cfg))

    def refuse(edit):
        raise EditError("model: refused for this test", "model")

    monkeypatch.setattr(window.bridge.session, "apply", refuse)
    _choose(monkeypatch, p)
    window.editor.import_button.click()
    assert len(boxes) == 1, boxes
    assert "config.json" in boxes[0][2] and "refused for this test" in boxes[0][2]


def test_cancelled_dialog_shows_nothing(window, monkeypatch, boxes):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    window.editor.import_button.click()
    assert boxes == []
