"""The cluster-network catalog (``catalogs/networks.json``): typed entries and a loader.

The file is hand-maintained.  It holds the data for clusters of N nodes x M devices:

* ``cloud_cluster_networks``: the inter-node network a provider publishes for a multi-GPU cloud
  instance type (EFA, InfiniBand, RoCE, GPUDirect-TCPX/TCPXO, plain Ethernet; TPU slices with
  their inter-chip interconnect), matched by the exact ``provider`` and ``instance_type`` strings
  of ``cloud_offers.json``.  An instance type without an entry is single-node only;
* ``cluster_products_not_in_offers``: documented cluster networks of products that have no row in
  ``cloud_offers.json`` (kept for reference, never matched);
* ``owned_cluster_parts``: switches, NICs and optics for an owned fabric, with prices and power,
  and ``topology_rule``: how many switches and links a fabric needs (:meth:`NetworkData.fabric`);
* ``multi_node_runs``: published multi-node training measurements to check the engine against,
  and ``calibration_overlap``: runs of the calibration set that are not repeated here.

Every entry carries a public ``source``, the date it holds for (``as_of``) and how it was checked
(``evidence``).  Pure pydantic; nothing here estimates a run.

The models build their validators when the file is first validated (``defer_build``): one schema
for the whole file then, instead of one per class at import (start-up, issue 15).
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from gpuadvisor.domain.errors import describe_validation_error

from .loader import CatalogError, read_validated_file

NETWORKS_FILE = "networks.json"

Evidence = Literal["read", "secondary", "recalled"]
Technology = Literal["efa", "infiniband", "roce", "gpudirect_tcpx", "gpudirect_tcpxo", "ethernet_tcp", "tpu_ici"]
PartKind = Literal["ib_switch", "eth_switch", "nic", "transceiver", "cable", "rack_per_node"]
RunMetric = Literal[
    "train_tflops_per_gpu",
    "train_mfu",
    "train_tokens_per_s_per_gpu",
    "time_to_train_minutes",
    "estimated_train_days",
    "train_wall_hours",
]

#: Two figures that should agree (NICs x rate = bandwidth) may differ by this share.
_TOLERANCE = 0.02
_Gbps = Field(gt=0, le=100_000, allow_inf_nan=False)


class _Sourced(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    source: str = Field(..., min_length=8)
    as_of: dt.date
    evidence: Evidence
    notes: str | None = None


class CloudClusterNetwork(_Sourced):
    """The inter-node network of one or more instance types of one provider."""

    id: str = Field(..., min_length=1)
    provider: str = Field(..., min_length=1)
    instance_types: list[str] = Field(..., min_length=1)
    technology: Technology
    technology_label: str = Field(..., min_length=1)
    #: ``node``: bandwidth is per node/instance; ``tpu_slice``: the slice is the unit and the
    #: bandwidth is the inter-chip interconnect per chip.
    unit: Literal["node", "tpu_slice"] = "node"
    bandwidth_per: Literal["node", "chip"] = "node"
    #: GPU-to-GPU line rate in Gbit/s, per direction, as the provider states it.
    bandwidth_gbps: float = _Gbps
    #: A larger total the provider quotes that includes host / front-end NICs.
    total_node_gbps: float | None = Field(None, gt=0, le=100_000, allow_inf_nan=False)
    nics_per_node: int | None = Field(None, ge=1, le=64)
    gbps_per_nic: float | None = Field(None, gt=0, le=10_000, allow_inf_nan=False)
    #: Data-center network bandwidth per TPU host (traffic between slices), where published.
    dcn_gbps_per_host: float | None = Field(None, gt=0, le=100_000, allow_inf_nan=False)
    gpudirect_rdma: bool
    #: Largest cluster the provider documents (devices: GPUs, or TPU chips for TPU slices).
    max_cluster_gpus: int | None = Field(None, ge=1)
    max_cluster_nodes: int | None = Field(None, ge=1)
    max_cluster_note: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> "CloudClusterNetwork":
        if (self.unit == "tpu_slice") != (self.technology == "tpu_ici"):
            raise ValueError("unit 'tpu_slice' goes with technology 'tpu_ici' and only with it")
        if (self.bandwidth_per == "chip") != (self.unit == "tpu_slice"):
            raise ValueError("bandwidth_per is 'chip' for TPU slices and 'node' otherwise")
        if self.dcn_gbps_per_host is not None and self.unit != "tpu_slice":
            raise ValueError("dcn_gbps_per_host is only for TPU slices")
        if self.nics_per_node is not None and self.gbps_per_nic is not None:
            product = self.nics_per_node * self.gbps_per_nic
            if abs(product - self.bandwidth_gbps) > _TOLERANCE * self.bandwidth_gbps:
                raise ValueError(
                    f"nics_per_node x gbps_per_nic = {product:g} Gbps does not match "
                    f"bandwidth_gbps {self.bandwidth_gbps:g}"
                )
        if self.total_node_gbps is not None and self.total_node_gbps < self.bandwidth_gbps:
            raise ValueError("total_node_gbps cannot be below bandwidth_gbps")
        if len(set(self.instance_types)) != len(self.instance_types):
            raise ValueError("instance_types lists an instance type twice")
        return self


class ClusterProduct(_Sourced):
    """A documented cluster network of a product that has no row in cloud_offers.json."""

    id: str = Field(..., min_length=1)
    provider: str = Field(..., min_length=1)
    product: str = Field(..., min_length=1)
    accelerator: str = Field(..., min_length=1)
    gpus_per_node: int = Field(..., ge=1, le=72)
    technology: Technology
    technology_label: str = Field(..., min_length=1)
    bandwidth_gbps: float = _Gbps
    reason: str = Field(..., min_length=1)


class OwnedPart(_Sourced):
    """One part of an owned multi-node fabric."""

    id: str = Field(..., min_length=1)
    kind: PartKind
    name: str = Field(..., min_length=1)
    ports: int | None = Field(None, ge=1, le=1024)
    port_gbps: float | None = Field(None, gt=0, le=10_000, allow_inf_nan=False)
    price_status: Literal["sourced", "not_found"]
    price_usd: float | None = Field(None, gt=0, le=10_000_000, allow_inf_nan=False)
    price_range_usd: tuple[float, float] | None = None
    power_w_typical: float | None = Field(None, gt=0, le=100_000, allow_inf_nan=False)
    power_w_max: float | None = Field(None, gt=0, le=100_000, allow_inf_nan=False)

    @model_validator(mode="after")
    def _price(self) -> "OwnedPart":
        if self.price_status == "sourced" and self.price_usd is None:
            raise ValueError("price_usd is required when price_status is 'sourced'")
        if self.price_status == "not_found":
            if self.price_usd is not None:
                raise ValueError("price_status 'not_found' cannot carry a price_usd")
            if not (self.notes or "").strip():
                raise ValueError("a part without a price needs notes saying why")
        if self.price_range_usd is not None:
            low, high = self.price_range_usd
            if not (0 < low <= high):
                raise ValueError("price_range_usd must be (low, high) with 0 < low <= high")
            if self.price_usd is not None and not (low <= self.price_usd <= high):
                raise ValueError("price_usd lies outside price_range_usd")
        if self.kind in ("ib_switch", "eth_switch") and (self.ports is None or self.port_gbps is None):
            raise ValueError("a switch needs ports and port_gbps")
        if (
            self.power_w_typical is not None
            and self.power_w_max is not None
            and self.power_w_max < self.power_w_typical
        ):
            raise ValueError("power_w_max cannot be below power_w_typical")
        return self

    @property
    def watts_per_port(self) -> float | None:
        """Typical switch power per port (chassis only, optics excluded)."""
        if self.ports and self.power_w_typical:
            return self.power_w_typical / self.ports
        return None

    @property
    def usd_per_port(self) -> float | None:
        if self.ports and self.price_usd:
            return self.price_usd / self.ports
        return None


class TopologyRule(_Sourced):
    """Switch ports and cables per endpoint port for a non-blocking fat tree of 1-3 tiers."""

    text: str = Field(..., min_length=1)
    switch_ports_per_endpoint_port: dict[int, int]
    links_per_endpoint_port: dict[int, int]
    leaf_downlink_share: float = Field(0.5, gt=0, lt=1)

    @model_validator(mode="after")
    def _tiers(self) -> "TopologyRule":
        for name in ("switch_ports_per_endpoint_port", "links_per_endpoint_port"):
            table = getattr(self, name)
            if sorted(table) != [1, 2, 3] or any(v < 1 for v in table.values()):
                raise ValueError(f"{name} needs positive values for tiers 1, 2 and 3")
        return self


class MultiNodeRun(_Sourced):
    """A published multi-node training measurement (for checking, never for fitting)."""

    id: str = Field(..., min_length=1)
    model: str = Field(..., min_length=1)
    params_b: float = Field(..., gt=0, le=100_000)
    gpus: int = Field(..., ge=2)
    gpu_type: str = Field(..., min_length=1)
    intra_node: str = Field(..., min_length=1)
    inter_node: str = Field(..., min_length=1)
    parallelism: str | None = None
    train_tokens: int | None = Field(None, ge=1)
    metric: RunMetric
    value: float = Field(..., gt=0, allow_inf_nan=False)
    unit: str = Field(..., min_length=1)


class CalibrationOverlap(_Sourced):
    """A multi-node run that is already in the calibration set (listed by id, not repeated)."""

    calibration_id: str = Field(..., pattern=r"^[A-Z]\d{3}$")
    what: str = Field(..., min_length=1)


class NetworksFile(BaseModel):
    """The whole file as written."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    comment: str = Field("", alias="$comment")
    schema_version: int = Field(1, ge=1, le=1)
    cloud_cluster_networks: list[CloudClusterNetwork]
    cluster_products_not_in_offers: list[ClusterProduct] = Field(default_factory=list)
    owned_cluster_parts: list[OwnedPart]
    topology_rule: TopologyRule
    multi_node_runs: list[MultiNodeRun]
    calibration_overlap: list[CalibrationOverlap] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique(self) -> "NetworksFile":
        for group in ("cloud_cluster_networks", "cluster_products_not_in_offers", "owned_cluster_parts",
                      "multi_node_runs"):
            seen: set[str] = set()
            for entry in getattr(self, group):
                if entry.id in seen:
                    raise ValueError(f"{group}: id '{entry.id}' used twice")
                seen.add(entry.id)
        covered: dict[tuple[str, str], str] = {}
        for net in self.cloud_cluster_networks:
            for itype in net.instance_types:
                key = (net.provider.lower(), itype.lower())
                if key in covered:
                    raise ValueError(
                        f"cloud_cluster_networks: {net.provider}:{itype} is in both "
                        f"'{covered[key]}' and '{net.id}'"
                    )
                covered[key] = net.id
        return self


@dataclass(frozen=True)
class Fabric:
    """What a non-blocking fat tree for ``endpoint_ports`` NIC ports needs."""

    tiers: int
    endpoint_ports: int
    switches: int
    links: int


class NetworkData:
    """The validated file plus the lookups the engine uses."""

    def __init__(self, doc: NetworksFile, path: Path | None = None) -> None:
        self.doc = doc
        self.path = path
        self._by_offer: dict[tuple[str, str], CloudClusterNetwork] = {}
        for net in doc.cloud_cluster_networks:
            for itype in net.instance_types:
                self._by_offer[(net.provider.lower(), itype.lower())] = net
        self._parts = {p.id: p for p in doc.owned_cluster_parts}

    @property
    def cloud_cluster_networks(self) -> list[CloudClusterNetwork]:
        return list(self.doc.cloud_cluster_networks)

    @property
    def owned_cluster_parts(self) -> list[OwnedPart]:
        return list(self.doc.owned_cluster_parts)

    @property
    def multi_node_runs(self) -> list[MultiNodeRun]:
        return list(self.doc.multi_node_runs)

    @property
    def topology_rule(self) -> TopologyRule:
        return self.doc.topology_rule

    def cluster_network(self, provider: str | None, instance_type: str | None) -> CloudClusterNetwork | None:
        """The published cluster network of an offer, or None (= single node only)."""
        if not provider or not instance_type:
            return None
        return self._by_offer.get((provider.lower(), instance_type.lower()))

    def part(self, part_id: str) -> OwnedPart | None:
        return self._parts.get(part_id)

    def fabric(self, nodes: int, nics_per_node: int, switch_ports: int) -> Fabric | None:
        """Switches and links of a non-blocking fat tree (``topology_rule``); None past 3 tiers.

        One tier while all NIC ports fit one switch; two tiers up to ``P^2/2`` ports (leaves use
        half their ports down); three tiers up to ``P^3/4`` (counted with the per-port rule)."""
        if nodes < 1 or nics_per_node < 1 or switch_ports < 2:
            raise ValueError("nodes, nics_per_node and switch_ports must be positive")
        rule = self.doc.topology_rule
        ports = nodes * nics_per_node
        p = switch_ports
        if ports <= p:
            return Fabric(1, ports, 1, ports * rule.links_per_endpoint_port[1])
        down = max(1, int(p * rule.leaf_downlink_share))
        if ports <= p * down:
            leaves = math.ceil(ports / down)
            spines = math.ceil(leaves * (p - down) / p)
            return Fabric(2, ports, leaves + spines, ports + leaves * (p - down))
        if ports <= p * p * p // 4:
            switches = math.ceil(ports * rule.switch_ports_per_endpoint_port[3] / p)
            return Fabric(3, ports, switches, ports * rule.links_per_endpoint_port[3])
        return None


# ---------------------------------------------------------------------------------------------
# loading


def networks_path(catalog_dir: str | os.PathLike | None = None) -> Path:
    from gpuadvisor import paths

    folder = Path(catalog_dir) if catalog_dir is not None else paths.catalogs_dir()
    return folder.resolve() / NETWORKS_FILE


def load_networks(catalog_dir: str | os.PathLike | None = None) -> NetworkData:
    """The shipped cluster-network catalog (``catalogs/networks.json``), validated once per
    process and cached per file.  A bad file raises :class:`CatalogError` naming the file, the
    entry and the field."""
    return _load(str(networks_path(catalog_dir)))


@functools.lru_cache(maxsize=8)
def _load(path_text: str) -> NetworkData:
    path = Path(path_text)
    return NetworkData(read_validated_file(path, NetworksFile, "cluster-network catalog"), path)


def clear_networks_cache() -> None:
    _load.cache_clear()
