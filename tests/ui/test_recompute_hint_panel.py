"""The recommendations panel says what full gradient checkpointing would buy where the stated
recipe's memory forces a dear machine (engine WorkloadAdvice.recompute_hint)."""

from __future__ import annotations

from editor_window import add, window  # noqa: F401 (the window fixture)

TIMEOUT = 20000


def test_the_panel_says_what_gradient_checkpointing_would_buy(window, qtbot):
    """A LoRA without recompute at 4 × 4,096 tokens, on the premises: the pick is a multi-H200 server;
    the panel names the much cheaper machine full checkpointing would allow."""
    from gpuadvisor.domain.edits import Batch, SetField

    wid = add(window, qtbot, "lora_8b")
    edits = (SetField(wid, "recipe.recompute", "none"), SetField(wid, "recipe.micro_batch", 4),
             SetField(wid, "recipe.seq_len", 4096), SetField(wid, "constraints.on_prem_only", True))
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.bridge.push(Batch(edits, "test"))
    window.bridge.wait_idle()
    panel = window.recommendations
    qtbot.waitUntil(lambda: "With gradient checkpointing" in panel.messages_text(), timeout=TIMEOUT)
    hint = window.session.current_result.for_workload(wid).recompute_hint()
    assert hint is not None and hint.label in panel.messages_text()
