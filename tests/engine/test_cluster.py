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
