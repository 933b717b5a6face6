"""The latency a service's answer-time target is judged on, for the window, the CLI and the report.

A target on the whole answer (``Recipe.latency_target_ms``) is judged on the time to the last token
at the target's percentile (``Estimate.latency_pct_ms``); a target on the first token alone
(``Recipe.ttft_target_ms``, "the answer starts within") on the time to the first token at that
percentile (``Estimate.serving``).  Showing the whole answer's P99 of 13 s next to a first-token
target of 0.8 s would read as a missed target on the option that meets it."""

from __future__ import annotations

ANSWER = "answer"
FIRST_TOKEN = "first_token"


def judged_on(recipe) -> str | None:
    """``ANSWER``, ``FIRST_TOKEN`` or None (no answer-time target)."""
    if recipe is None:
        return None
    if recipe.latency_target_ms:
        return ANSWER
    if recipe.ttft_target_ms:
        return FIRST_TOKEN
    return None


def judged_ms(est, recipe) -> float | None:
    """The judged latency in ms at the target's percentile; None without a target or without the
    figure at the planned load (no request rate, or the load cannot be met)."""
    on = judged_on(recipe)
    if on is None or est.latency_pct_ms is None:
        return None
    if on == ANSWER:
        return est.latency_pct_ms
    serving = est.serving
    got = serving.at(round(recipe.latency_percentile / 100.0, 9)) if serving is not None else None
    return None if got is None else got[0]
