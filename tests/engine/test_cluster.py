"""Inter-node communication of a training job (engine.cluster)."""

from __future__ import annotations

import pytest

from gpuadvisor.engine.cluster import internode


def _run(nodes, gbps, zero=0, step=10.0, params=7e9, grad_bytes=4.0):
    return internode(nodes=nodes, node_gbps=gbps, step_compute_s=step, steps=1000, trainable_params=params,
                     all_params=params, grad_bytes=grad_bytes, pp=1, zero=zero, recompute_full=False, net_eff=0.8,
                     overlap=2.0 / 3.0)


def test_one_node_costs_nothing():
    assert _run(1, 3200).factor == 1.0


def test_ring_all_reduce_bytes():
    r = _run(4, 3200)
    assert r.bytes_per_node_step == pytest.approx(2 * 3 / 4 * 7e9 * 4.0)
    assert r.comm_s_per_step == pytest.approx(r.bytes_per_node_step / (3200 / 8 * 1e9 * 0.8))


def test_a_fast_network_is_hidden_behind_the_backward_pass():
    assert _run(16, 3200).factor == 1.0


def test_a_slow_network_exposes_the_all_reduce():
    slow = _run(16, 100, step=2.0)
    assert slow.factor < 0.5
    fast = _run(16, 3200, step=2.0)
    assert fast.factor > slow.factor


def test_fsdp_moves_one_and_a_half_times_data_parallel():
    """ZeRO paper §7: with 16-bit gradients, ZeRO-3 moves 3 psi against data parallelism's 2 psi."""
    z3 = _run(8, 400, zero=3, grad_bytes=2.0).bytes_per_node_step
    dp = _run(8, 400, zero=0, grad_bytes=2.0).bytes_per_node_step
    assert z3 == pytest.approx(1.5 * dp)


# --- clusters as options (issue #13) ------------------------------------------------------------

from gpuadvisor.catalog import load_catalog  # noqa: E402
from gpuadvisor.domain.project import ModelSpec, Parallelism, Project, ProjectDocument, Recipe, Schedule, Workload  # noqa: E402
from gpuadvisor.engine import compute as C  # noqa: E402
from gpuadvisor.engine.advisor import advise  # noqa: E402


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _gpt3(devices=1024, hours_allowed=None):
    return Workload(name="GPT-3", kind="pretrain", model=ModelSpec(name="GPT-3 175B", params_b=175),
                    recipe=Recipe(seq_len=2048, dataset_tokens=3e11, micro_batch=1, grad_accum=16, recompute="full",
                                  runtime="megatron", parallelism=Parallelism(devices=devices, zero_stage=1)),
                    schedule=Schedule(frequency="once", hours_allowed_per_run=hours_allowed))


def _advise(catalog, w):
    return advise(ProjectDocument(projects=[Project(name="P", workloads=[w])]), catalog, use_cache=False).workloads[0]


def test_gpt3_on_1024_a100_takes_about_34_days(catalog):
    """Seed article: 'OpenAI used 1,024 A100s for about 34 days' (Narayanan et al. 2021 estimate)."""
    adv = _advise(catalog, _gpt3())
    a100 = [r for r in adv.feasible if r.option.accelerator.name.startswith("A100") and r.option.gpu_count == 1024]
    assert a100, [r.label for r in adv.results[:5]]
    for r in a100:
        assert r.option.hw.nodes * (r.option.gpu_count // r.option.hw.nodes) == 1024 and r.option.hw.nodes >= 64
        days = r.estimate.time_per_run_h / 24
        assert 34 * 0.7 <= days <= 34 * 1.3, (r.label, days)


def test_the_advisor_picks_the_smallest_cluster_that_meets_the_deadline(catalog):
    adv = _advise(catalog, _gpt3(devices=None, hours_allowed=60 * 24))
    clusters = [r for r in adv.feasible if r.option.hw.nodes > 1]
    assert clusters
    for r in clusters:
        assert r.estimate.time_per_run_h <= 60 * 24
        # one size down (half the nodes) misses the deadline or does not fit, or meets it only on the
        # estimate (late at the slow end of its 80 % range: the next size is offered beside it)
        half = r.option.hw.nodes // 2
        if half >= 2:
            smaller = [x for x in adv.results if x.option.key == r.option.key.rsplit(":x", 1)[0] + f":x{half}"]
            assert not smaller or not smaller[0].feasible or smaller[0].schedule_risk


def test_scaling_within_the_seed_figures():
    """Seed article: 2 GPUs ≈ 1.6x and 4 ≈ 3x over PCIe; better over NVLink (8 on NVSwitch ≥ 7x)."""
    assert 2 * C.scaling_efficiency("pcie", 2) == pytest.approx(1.6, abs=0.1)
    assert 2.5 <= 4 * C.scaling_efficiency("pcie", 4) <= 3.5
    assert 8 * C.scaling_efficiency("nvswitch", 8) >= 7.0


# --- reverse sizing (issue #13 item 4) ---------------------------------------------------------

from dataclasses import replace as _replace  # noqa: E402

from gpuadvisor.domain.project import Assumptions  # noqa: E402
from gpuadvisor.engine.estimate import HardwareConfig, estimate  # noqa: E402


def _service(catalog, rps=None, per_day=None, target=8000):
    return Workload(name="QA", kind="llm_serving", model=catalog.find_model("Llama 3 70B").spec,
                    recipe=Recipe(runtime="vllm", requests_per_second=rps, requests_per_day=per_day,
                                  latency_target_ms=target, latency_percentile=95, prompt_tokens=500, output_tokens=200),
                    schedule=Schedule(frequency="always_on"))


def test_min_devices_is_consistent_with_forward_advice(catalog):
    """The minimum count fits; one fewer does not (memory, or the rate at the percentile)."""
    for w in (_service(catalog, per_day=2000, target=30000), _service(catalog, rps=3.0, target=30000)):
        adv = _advise(catalog, w)
        rows = adv.min_devices()
        assert rows
        for row in rows[:8]:
            some = row.owned or row.on_demand or row.reserved
            assert some is not None and some.feasible
            n_per = int(some.option.hw.count)
            if some.replicas > 1:
                # the queue needs every replica: one replica fewer cannot carry the rate
                assert some.estimate.devices_needed == row.devices
                continue
            # the next smaller count one can buy or rent of that card (3 of a card is not offered)
            counts = {r.option.hw.count for r in adv.results
                      if r.option.accelerator.name == row.accelerator and r.option.hw.nodes == 1}
            smaller = [c for c in counts if c < row.devices]
            if not smaller:
                continue
            n_fewer = max(smaller)
            fewer = HardwareConfig(some.option.accelerator, n_fewer, some.option.hw.link,
                                   some.option.hw.memory_gb_per_device)
            est = estimate(w, fewer, Assumptions())
            assert (not est.memory.fits or est.reasons or (est.devices_needed or 0) > n_fewer
                    ), (row.accelerator, row.devices, n_per)
