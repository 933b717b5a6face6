"""Training across nodes: what the network between machines costs a step.

Inside a node the devices talk over NVLink/NVSwitch/PCIe (``compute.scaling_efficiency``, the
per-link table); between nodes every step moves data over each node's cluster network (EFA,
InfiniBand, RoCE: ``catalogs/networks.json``, Gbit/s per node as the providers publish them).
Per optimizer step and per node:

* plain data parallel / ZeRO-1/2: the gradients of the node's model part are all-reduced across
  the nodes — a ring all-reduce sends ``2 (N-1)/N x G`` bytes per node, G = trainable parameters
  of one pipeline stage x gradient bytes (the node's tensor-parallel ranks hold disjoint shards
  that add up to the stage);
* ZeRO-3 / FSDP (full shard): the 16-bit weights are all-gathered for the forward and again for
  the backward (and once more for a recomputed forward), and the gradients reduce-scattered:
  ``(N-1)/N x P x (2 x passes + g)`` bytes per node (Rajbhandari et al., SC'20, §7: ZeRO-3 moves
  1.5x the data of data parallelism);
* the time is bytes / (link rate x ``internode_net_eff``: NCCL all-reduce reaches ~80 % of the
  line rate on InfiniBand, nccl-tests README "Performance" notes), and the part that does not
  overlap the backward pass is exposed: ``max(0, t_comm - internode_overlap x t_compute)``
  (gradient buckets are reduced while the backward pass runs: PyTorch DDP paper, Li et al.,
  VLDB 2020; FSDP prefetches the next layer's weights).

The result is a factor on the job's rate: ``t_compute / (t_compute + exposed)``.  A cluster whose
network keeps up costs nothing extra; one on 100 Gbit/s Ethernet loses a lot.  Pipeline bubbles
are not modelled (the engine does not choose pipeline layouts).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class InterNode:
    factor: float  # share of the job's rate left after exposed communication (<= 1)
    bytes_per_node_step: float
    comm_s_per_step: float
    compute_s_per_step: float
    steps: float


def internode(*, nodes: int, node_gbps: float, step_compute_s: float, steps: float, trainable_params: float,
              all_params: float, grad_bytes: float, pp: int, zero: int, recompute_full: bool,
              net_eff: float, overlap: float, weight_bytes_per_param: float = 2.0) -> InterNode:
    """Exposed inter-node communication of one training job (see the module docstring)."""
    if nodes <= 1 or step_compute_s <= 0 or node_gbps <= 0:
        return InterNode(1.0, 0.0, 0.0, step_compute_s, steps)
    share = (nodes - 1) / nodes
    stage = 1.0 / max(1, pp)
    if zero >= 3:
        passes = 3.0 if recompute_full else 2.0
        b = share * all_params * stage * weight_bytes_per_param * passes + share * trainable_params * stage * grad_bytes
    else:
        b = 2.0 * share * trainable_params * stage * grad_bytes
    rate = node_gbps / 8.0 * 1e9 * net_eff
    t_comm = b / rate
    exposed = max(0.0, t_comm - overlap * step_compute_s)
    return InterNode(step_compute_s / (step_compute_s + exposed), b, t_comm, step_compute_s, steps)
