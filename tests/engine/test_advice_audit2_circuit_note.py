"""The office-circuit note counts every machine of an owned option (advice audit 2).

A 24/7 Qwen2.5 32B service went to two 2x RTX 5090 workstations, and the note said 'draws up to
1.5 kW ... plan a dedicated circuit', as for one; nine 4x RTX 5090 workstations (23.9 kW together)
got the same 2.6 kW note of one, and machines each under the circuit but over it together got none.
"""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import circuit_text, advise_workload, options_for
from gpuadvisor.engine.power import circuit_watts

CIRCUIT = circuit_watts(110.0, 15.0)  # 1,320 W


def test_the_note_counts_the_machines():
    assert circuit_text(1.0, 110, 15, CIRCUIT) == ""
    one = circuit_text(1.5, 110, 15, CIRCUIT)
    assert one.startswith("draws up to 1.5 kW") and one.endswith("plan a dedicated circuit")
    each = circuit_text(1.5, 110, 15, CIRCUIT, 2)
    assert each.startswith("each of the 2 machines draws up to 1.5 kW (3.0 kW together)")
    assert each.endswith("plan a dedicated circuit for each")
    # each under the circuit, together over it: as many circuits as the machines need
    assert circuit_text(0.5, 110, 15, CIRCUIT, 4).endswith("spread them over 2 circuits")
    assert circuit_text(0.8, 110, 15, CIRCUIT, 3).endswith("spread them over 3 circuits")
    assert "2.4 kW together" in circuit_text(0.8, 110, 15, CIRCUIT, 3)
    assert circuit_text(0.6, 110, 15, CIRCUIT, 2) == ""  # 1.2 kW on one circuit


@pytest.mark.parametrize("vectorized", [True, False])
def test_an_option_of_several_machines_says_so(vectorized):
    catalog = load_catalog(include_user_overrides=False)
    w = Workload(name="Chatbot", kind="llm_serving", model=catalog.find_model("Qwen2.5 32B").spec,
                 recipe=Recipe(precision="bf16", weight_format="fp8", runtime="vllm", prompt_tokens=1000,
                               output_tokens=300, latency_target_ms=15_000, ttft_target_ms=1500, requests_per_second=3),
                 schedule=Schedule(frequency="always_on"))
    adv = advise_workload(w, options_for(catalog), Assumptions(), vectorized=vectorized)
    many = [r for r in adv.feasible[:40] if r.option.owned and r.replicas > 1 and r.power.over_circuit]
    assert many
    for r in many:
        note = next(n for n in r.notes if "office circuit" in n)
        assert note.startswith(f"each of the {r.replicas} machines draws up to")
        assert f"({r.power.peak_kw * r.replicas:.1f} kW together)" in note


def test_the_report_and_detail_warning_counts_every_machine():
    """The printed power warning (report.uncertainty.circuit_warning, also the option detail's) said
    "One machine draws up to …" for an option of several machines; it now says what the note says."""
    from gpuadvisor.report.uncertainty import circuit_warning

    catalog = load_catalog(include_user_overrides=False)
    w = Workload(name="Chatbot", kind="llm_serving", model=catalog.find_model("Qwen2.5 32B").spec,
                 recipe=Recipe(precision="bf16", weight_format="fp8", runtime="vllm", prompt_tokens=1000,
                               output_tokens=300, latency_target_ms=15_000, ttft_target_ms=1500, requests_per_second=3),
                 schedule=Schedule(frequency="always_on"))
    a = Assumptions()
    adv = advise_workload(w, options_for(catalog), a)
    many = [r for r in adv.feasible[:40] if r.option.owned and r.power.machines > 1 and r.power.over_circuit]
    assert many
    for r in many:
        text = circuit_warning(r, a)
        assert text.startswith(f"Each of the {r.power.machines} machines draws up to"), text
        assert not text.startswith("One machine")
    single = [r for r in adv.feasible if r.option.owned and r.power.machines == 1 and r.power.over_circuit]
    if single:
        assert circuit_warning(single[0], a).startswith("One machine draws up to")
