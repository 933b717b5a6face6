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
are not modelled (the schedule is not known; the layout is the recipe's, or for Megatron-LM the one
engine.training chooses).
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


# ---------------------------------------------------------------------------------------------
# cluster options: N nodes of one rentable instance type or one owned server

from dataclasses import replace as _replace  # noqa: E402

from gpuadvisor.i18n import translate  # noqa: E402

#: Nodes a cluster may have when the provider documents no maximum (an assumption, said in the
#: option's notes): 64 nodes = 512 GPUs of an 8-GPU instance.
DEFAULT_MAX_NODES = 64
#: Owned clusters: the largest non-blocking fat tree the fabric rule sizes (three tiers of 64-port
#: switches hold 65,536 ports); 256 nodes = 2,048 GPUs keeps it to two tiers.
OWNED_MAX_NODES = 256
#: Rack share, PDU and installation per owned node: no public list price was found; an assumption.
RACK_PER_NODE_USD = 2500.0
RACK_SOURCE = "assumption (2026-11): rack share, PDU and installation per node; no public list price found"


@dataclass(frozen=True)
class ClusterBase:
    """One node type a cluster can be built from."""

    option: object  # engine.options.HardwareOption (one node)
    gbps: float  # inter-node bandwidth per node
    network: str  # "EFA 3,200 Gbps", "InfiniBand NDR (8 x 400 Gbps)"
    max_nodes: int
    notes: tuple[str, ...] = ()
    # owned clusters: network parts per cluster size
    nic_price: float = 0.0
    nic_w: float = 0.0
    nics_per_node: int = 0
    switch_price: float = 0.0
    switch_ports: int = 0
    switch_w: float = 0.0
    link_price: float = 0.0
    link_w: float = 0.0

    @property
    def per_node(self) -> int:
        return self.option.gpu_count


def cluster_bases(options, networks) -> list[ClusterBase]:
    """Node types: rentable instances with a published cluster network, and owned 8-GPU
    datacenter servers on an InfiniBand fabric (NDR for Hopper and newer, HDR before)."""
    out: list[ClusterBase] = []
    ndr_switch, hdr_switch = networks.part("ib-switch-ndr-64p"), networks.part("ib-switch-hdr-40p")
    cx7, cx6 = networks.part("nic-cx7-400g"), networks.part("nic-cx6-200g")
    optic = networks.part("optic-osfp-400g")
    for opt in options:
        if opt.quote is not None:
            continue
        if not opt.owned:
            offer = opt.offer
            net = networks.cluster_network(offer.provider, offer.instance_type) if offer is not None else None
            if net is None or net.unit != "node" or opt.gpu_count < 2:
                continue
            if net.max_cluster_nodes:
                max_nodes, note = net.max_cluster_nodes, ()
            elif net.max_cluster_gpus:
                max_nodes, note = max(2, net.max_cluster_gpus // opt.gpu_count), ()
            else:
                max_nodes = DEFAULT_MAX_NODES
                note = (translate("Cluster", "the provider documents no largest cluster: up to {n} nodes assumed").format(
                    n=DEFAULT_MAX_NODES),)
            label = translate("Cluster", "{technology} {gbps} Gbps per node").format(
                technology=net.technology_label, gbps=f"{net.bandwidth_gbps:,.0f}")
            out.append(ClusterBase(opt, net.bandwidth_gbps, label, max_nodes,
                                   note + (translate("Cluster", "cluster network: {source}").format(source=net.source),)))
            continue
        acc = opt.accelerator
        if (opt.machine is None or opt.gpu_count != 8 or acc.segment != "datacenter"
                or opt.hw.link not in ("nvswitch", "nvlink")):
            continue
        newer = (acc.release_year or 0) >= 2022
        switch, nic = (ndr_switch, cx7) if newer else (hdr_switch, cx6)
        if switch is None or nic is None or not switch.price_usd or not nic.price_usd:
            continue
        gbps = 8 * (nic.port_gbps or 0.0)
        label = translate("Cluster", "InfiniBand {generation}, 8 × {gbps} Gbps per node").format(
            generation="NDR" if newer else "HDR", gbps=f"{nic.port_gbps:,.0f}")
        out.append(ClusterBase(
            opt, gbps, label, OWNED_MAX_NODES,
            (translate("Cluster", "network parts: {switch} ({switch_source}); {nic} ({nic_source}); rack and installation: {rack}").format(
                switch=switch.name, switch_source=switch.source, nic=nic.name, nic_source=nic.source, rack=RACK_SOURCE),),
            nic_price=nic.price_usd, nic_w=nic.power_w_typical or 25.0, nics_per_node=8,
            switch_price=switch.price_usd, switch_ports=switch.ports or 64, switch_w=switch.power_w_typical or 750.0,
            link_price=2.0 * (optic.price_usd if optic and optic.price_usd else 750.0),
            link_w=2.0 * (optic.power_w_max if optic and optic.power_w_max else 17.0),
        ))
    return out


def cluster_option(base: ClusterBase, nodes: int, networks):
    """The option for ``nodes`` nodes of ``base`` (None when the fabric cannot be sized)."""
    from .cost import CloudRate, OwnedMachine

    opt = base.option
    hw = _replace(opt.hw, count=opt.gpu_count * nodes, nodes=nodes, node_gbps=base.gbps)
    total = opt.gpu_count * nodes
    if opt.owned:
        fabric = networks.fabric(nodes, base.nics_per_node, base.switch_ports)
        if fabric is None:
            return None
        net_usd = (base.nic_price * base.nics_per_node * nodes + base.switch_price * fabric.switches
                   + base.link_price * fabric.links + RACK_PER_NODE_USD * nodes)
        net_w = base.nic_w * base.nics_per_node * nodes + base.switch_w * fabric.switches + base.link_w * fabric.links
        m = opt.machine
        machine = OwnedMachine(
            name=f"{nodes}× {m.name}", purchase_usd=m.purchase_usd * nodes + net_usd, gpu_count=total,
            busy_power_w=m.busy_power_w * nodes + net_w, idle_power_w=m.idle_power_w * nodes + net_w,
            segment=m.segment,
        )
        label = translate("Cluster", "Cluster of {nodes} × {node} ({network})").format(
            nodes=nodes, node=opt.label, network=base.network)
        note = translate("Cluster", "network for {nodes} nodes: {switches} switches, {links} links, {tiers}-tier fat tree: US${usd}").format(
            nodes=nodes, switches=fabric.switches, links=fabric.links, tiers=fabric.tiers, usd=f"{net_usd:,.0f}")
        return _replace(opt, key=f"cluster:{opt.key}:x{nodes}", label=label, hw=hw, machine=machine,
                        notes=opt.notes + base.notes + (note,), system=None, edge_capable=False)
    rate = opt.rate
    scaled = CloudRate(
        name=f"{nodes}× {rate.name}",
        on_demand_usd_hour=None if rate.on_demand_usd_hour is None else rate.on_demand_usd_hour * nodes,
        spot_usd_hour=None if rate.spot_usd_hour is None else rate.spot_usd_hour * nodes,
        reserved_1y_discount=rate.reserved_1y_discount, reserved_3y_discount=rate.reserved_3y_discount,
        gpu_count=rate.gpu_count * nodes, commitments=rate.commitments, instances=rate.instances * nodes,
    )
    label = translate("Cluster", "{nodes} × {node} ({network})").format(nodes=nodes, node=opt.label, network=base.network)
    return _replace(opt, key=f"cluster:{opt.key}:x{nodes}", label=label, hw=hw, rate=scaled,
                    notes=opt.notes + base.notes)


def node_counts(max_nodes: int) -> list[int]:
    """Cluster sizes tried when the advisor chooses: 2, 4, 8 … up to the largest allowed."""
    out, n = [], 2
    while n <= max_nodes:
        out.append(n)
        n *= 2
    return out
