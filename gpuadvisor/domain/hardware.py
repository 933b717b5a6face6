"""Catalog entry types: accelerators, cloud offers, cloud providers, owned systems, model presets,
regional defaults.

Every entry carries ``source`` and ``as_of``.  Pure pydantic; loading and lookup live in
``gpuadvisor.catalog``.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .project import Finite, ModelSpec

Segment = Literal["consumer", "workstation", "datacenter", "apple", "tpu"]
LinkKind = Literal["single", "pcie", "pcie_p2p", "nvlink", "nvswitch", "unified", "ici"]
SystemKind = Literal["desktop", "workstation", "server", "apple", "edge"]
ProviderKind = Literal["hyperscaler", "gpu_cloud", "marketplace"]


class _Entry(BaseModel):
    # validators are built at the first validation (a catalog file read, an override entry): the
    # catalog usually comes validated from its compiled cache (catalog.compiled), so start-up
    # skips building them (about 10 ms)
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    source: str = Field(..., min_length=1)
    as_of: dt.date


class Accelerator(_Entry):
    """One device (GPU, TPU chip, Apple SoC).  Tensor throughputs are dense (no sparsity)."""

    name: str = Field(..., min_length=1)
    aliases: list[str] = Field(default_factory=list)
    vendor: str
    segment: Segment
    release_year: int | None = Field(None, ge=1990, le=2100)
    memory_gb: Finite = Field(..., gt=0, le=100_000, description="Vendor GB (1e9 bytes)")
    memory_type: str | None = None
    bandwidth_gb_s: Finite | None = Field(None, gt=0, le=1e6)
    fp64_tflops: Finite | None = Field(None, ge=0, le=1e6)
    fp32_tflops: Finite | None = Field(None, ge=0, le=1e6)
    tf32_tflops: Finite | None = Field(None, ge=0, le=1e6)
    fp16_tflops: Finite | None = Field(None, ge=0, le=1e6)
    bf16_tflops: Finite | None = Field(None, ge=0, le=1e6)
    fp8_tflops: Finite | None = Field(None, ge=0, le=1e6)
    int8_tops: Finite | None = Field(None, ge=0, le=1e6)
    tdp_w: Finite | None = Field(None, gt=0, le=1e6)
    interconnect: str | None = None
    interconnect_gb_s: Finite | None = Field(None, ge=0)
    form_factor: str | None = None
    mig_slices: int = Field(0, ge=0, le=64, description="Max MIG instances (0 = no MIG)")
    price_usd: Finite | None = Field(None, gt=0, le=5e6, description="Purchase price per device, USD")
    price_source: str | None = None
    price_as_of: dt.date | None = None
    price_twd: Finite | None = Field(None, gt=0, le=2e8, description="Taiwan retail price per device, NT$ (where published)")
    price_twd_source: str | None = None
    price_twd_as_of: dt.date | None = None
    notes: str | None = None

    @property
    def memory_bytes(self) -> float:
        return self.memory_gb * 1e9


class CloudOffer(_Entry):
    """A rentable instance.  Prices are for the whole instance, USD per hour."""

    provider: str = Field(..., min_length=1)
    instance_type: str = Field(..., min_length=1)
    accelerator: str | None = Field(None, description="Catalog accelerator name (resolved)")
    accelerator_label: str = Field(..., description="Accelerator as the provider names it")
    count: Finite = Field(..., gt=0, le=1024, description="Devices; fractional for GPU slices")
    memory_gb_per_device: Finite | None = Field(None, gt=0)
    vcpus: Finite | None = Field(None, gt=0)
    ram_gb: Finite | None = Field(None, gt=0)
    region: str = ""
    price_usd_hour: Finite | None = Field(None, ge=0, le=1e5, description="USD per hour for the whole instance")
    spot_usd_hour: Finite | None = Field(None, ge=0, le=1e5)
    reserved_1y_usd_hour: Finite | None = Field(None, ge=0, le=1e5, description="1-year commitment, USD per hour, where published")
    reserved_3y_usd_hour: Finite | None = Field(None, ge=0, le=1e5, description="3-year commitment, USD per hour, where published")
    host_not_included: bool = Field(False, description="GPU-only SKU (e.g. GCP attachable GPUs, TPU slices)")
    retired: bool = False
    notes: str | None = None

    @property
    def key(self) -> str:
        return f"{self.provider}:{self.instance_type}"

    @model_validator(mode="after")
    def _some_price(self) -> "CloudOffer":
        if self.price_usd_hour is None and self.spot_usd_hour is None:
            raise ValueError("needs an on-demand or a spot price")
        return self


class Provider(_Entry):
    """A cloud provider, by the id its offers carry (``CloudOffer.provider``) and the name users know.

    ``kind``: ``hyperscaler`` (AWS, Azure, Google Cloud, OCI), ``gpu_cloud`` (a company renting its
    own GPU fleet at list prices) or ``marketplace`` (hosts listed by third parties; each offer is
    one host's indicative price).  ``default_enabled``: the provider is among the clouds a team
    rents from unless the project says otherwise (marketplaces are opt-in).
    """

    id: str = Field(..., min_length=1, max_length=64, pattern=r"^[a-z0-9][a-z0-9._-]*$")
    name: str = Field(..., min_length=1)
    short_name: str | None = Field(None, min_length=1, description="In option labels, when shorter than name")
    kind: ProviderKind
    default_enabled: bool
    website: str | None = Field(None, description="The provider's home page")
    notes: str | None = None

    @property
    def label_name(self) -> str:
        """The name in option labels: "Azure Standard_NC24ads_A100_v4 · ..."."""
        return self.short_name or self.name


class System(_Entry):
    """An owned machine: host plus ``gpu_count`` accelerators."""

    id: str = Field(..., min_length=1)
    name: str = Field(..., min_length=1)
    kind: SystemKind
    accelerator: str = Field(..., description="Catalog accelerator name")
    gpu_count: int = Field(..., ge=1, le=16)
    link: LinkKind
    host_price_usd: Finite = Field(..., ge=0, le=1e7, description="Host without the accelerators, USD")
    gpu_price_usd: Finite | None = Field(None, gt=0, le=5e6, description="Per accelerator; falls back to the accelerator's price")
    total_price_usd: Finite | None = Field(None, gt=0, le=1e8, description="Whole machine when sold as one (Apple)")
    host_power_w: Finite = Field(..., ge=0)
    idle_power_w: Finite | None = Field(None, ge=0)
    unified_memory_gb: Finite | None = Field(None, gt=0, description="Apple: configured unified memory")
    notes: str | None = None


class ModelPreset(_Entry):
    """A model from the catalog, with its names."""

    aliases: list[str] = Field(default_factory=list)
    spec: ModelSpec
    notes: str | None = None

    @property
    def name(self) -> str:
        return self.spec.name


class RegionDefaults(_Entry):
    """Economic defaults for a region (electricity tariff, currency, exchange rate, PUE ...)."""

    id: str
    label: str
    currency: Literal["TWD", "USD"]
    usd_to_twd: Finite = Field(..., gt=1)
    electricity_twd_per_kwh: Finite = Field(..., ge=0)
    electricity_usd_per_kwh: Finite | None = Field(None, ge=0)
    electricity_hv_twd_per_kwh: Finite | None = Field(
        None, ge=0, description="High-voltage (factory/HV customer) tariff, TWD/kWh"
    )
    pue_desk: Finite = Field(1.3, ge=1)
    pue_server_room: Finite = Field(1.8, ge=1)
    pue_colocation: Finite = Field(1.4, ge=1)
    notes: str | None = None
