"""An Apple machine draws the power Apple publishes for it, not that plus a made-up device (advice audit).

The catalog gives an Apple system's power as the whole machine's wall figure (Apple support
'power consumption and thermal output': "measured from the wall ... includes all power supply and
system losses"; Mac mini (2024) M4 65 W, M4 Pro 140 W; Mac Studio (2023) M2 Ultra 295 W, idle
10 W), and the SoC has no TDP of its own.  The engine added 100 W for the missing TDP to the busy
power it billed (a Mac mini M4: 165 W for Apple's 65 W) and drew the shown peak with a 300 W
default (the Mac mini: 300 W peak).  engine.power.owned_parts now reads the machine's figure as
the whole machine for the cost, the shown power (OptionResult.power, the plan) and the array
path's peak alike.
"""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Assumptions, Audience, Constraints, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise_workload


def _apple(options):
    return [o for o in options if o.owned and o.accelerator.segment == "apple" and o.machine is not None]


def test_an_apple_machine_is_billed_its_published_wall_power(options):
    apple = _apple(options)
    assert len(apple) >= 5
    for o in apple:
        assert o.machine.busy_power_w == pytest.approx(o.system.host_power_w), o.label
    mini = next(o for o in apple if o.system.id == "mac-mini-m4-32gb")
    assert mini.machine.busy_power_w == pytest.approx(65.0)  # Apple: Mac mini (2024) M4, max 65 W


def _chat(catalog):
    spec = next(m.spec for m in catalog.models if m.spec.name == "Qwen2.5 7B")
    return Workload(name="office chat", kind="llm_serving", model=spec,
                    recipe=Recipe(runtime="llama_cpp", precision="fp16", weight_format="gguf_q4_k_m",
                                  prompt_tokens=500, output_tokens=300, latency_target_ms=60000.0,
                                  audience=Audience(users=5, questions_per_user_per_day=10)),
                    schedule=Schedule(frequency="always_on", window="office_hours"),
                    constraints=Constraints(on_prem_only=True, vendor="Apple"))


def test_the_shown_power_is_the_published_figure_both_paths(catalog, options):
    w = _chat(catalog)
    a = Assumptions()
    for vectorized in (True, False):
        adv = advise_workload(w, options, a, vectorized=vectorized)
        by_id = {r.option.system.id: r for r in adv.results if r.feasible and r.option.system is not None}
        studio = by_id["mac-studio-m2-ultra-192gb"].power
        assert studio.peak_kw == pytest.approx(0.295)  # Apple: Mac Studio (2023) M2 Ultra, max 295 W (was 395 W)
        assert studio.busy_kw == pytest.approx(0.295)
        assert studio.idle_kw == pytest.approx(0.010)
        mini = by_id["mac-mini-m4-32gb"].power
        assert mini.peak_kw == pytest.approx(0.065)  # was 300 W
        assert not mini.over_circuit
        for r in by_id.values():
            assert r.power.peak_kw * 1000.0 == pytest.approx(r.option.system.host_power_w), r.option.label
