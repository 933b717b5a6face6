"""The software-compatibility catalog (``catalogs/compatibility.json``): typed entries and a loader.

The file is hand-maintained.  It holds

* ``platforms``: per accelerator (by catalog name) its platform facts: NVIDIA compute capability
  and architecture, AMD gfx target and ROCm support, Apple chip generation, TPU / Gaudi version;
* ``vdi_offers``: cloud instance types that are virtual-desktop / vGPU slices without a usable
  (or with a restricted) compute stack;
* rule lists (``rules``, ``kind_rules``, ``precision_rules``, ``format_rules``, ``kv_rules``,
  ``flash_attention_rules``): within a list, the first entry whose conditions all hold decides
  for its key (software, precision, weight format or KV-cache dtype).

Every entry carries a public ``source`` and the date it was checked (``as_of``).  Pure pydantic;
the evaluation lives in :mod:`gpuadvisor.engine.compat`.

The models build their validators when the file is first validated (``defer_build``): one schema
for the whole file then, instead of one per class at import (start-up, issue 15).
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import os
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from gpuadvisor.domain.errors import describe_validation_error

from .loader import CatalogError, read_validated_file
from .names import normalize_name

COMPAT_FILE = "compatibility.json"

Status = Literal["supported", "experimental", "unsupported"]
PlatformKey = Literal["nvidia", "amd", "intel_gaudi", "apple", "tpu"]
HostArch = Literal["x86_64", "aarch64"]

STATUS_RANK: dict[str, int] = {"supported": 0, "experimental": 1, "unsupported": 2}
NVIDIA_ARCHITECTURES = ("Kepler", "Maxwell", "Pascal", "Volta", "Turing", "Ampere", "Ada", "Hopper", "Blackwell")
#: The workload kinds (domain.project.WorkloadKind) and the two shorthands a rule may use.
TRAINING_KINDS: tuple[str, ...] = ("pretrain", "full_finetune", "lora", "qlora")
INFERENCE_KINDS: tuple[str, ...] = ("batch_inference", "realtime_inference", "llm_serving")
_KIND_GROUPS = {"training": TRAINING_KINDS, "inference": INFERENCE_KINDS}

_CC = re.compile(r"^\d{1,2}\.\d$")
_GFX = re.compile(r"^gfx[0-9a-f]{3,4}$")


@functools.lru_cache(maxsize=None)
def cc_tuple(value: str | None) -> tuple[int, int] | None:
    """"8.6" -> (8, 6); None stays None."""
    if value is None:
        return None
    major, minor = value.split(".")
    return int(major), int(minor)


class _Sourced(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    source: str = Field(..., min_length=8)
    as_of: dt.date


class SoftwareInfo(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    label: str = Field(..., min_length=1)


class PlatformEntry(_Sourced):
    """Platform facts of one catalog accelerator."""

    accelerator: str = Field(..., min_length=1)
    platform: PlatformKey
    architecture: str | None = None
    compute_capability: str | None = None  # NVIDIA, "8.6"
    gfx_target: str | None = None  # AMD, "gfx90a"
    rocm_supported: bool | None = None  # AMD: ROCm on Linux supports this GPU
    chip: str | None = None  # Apple, "M2"
    version: str | None = None  # TPU "v5e", Gaudi "Gaudi 2"
    host_arch: HostArch = "x86_64"
    notes: str | None = None

    @model_validator(mode="after")
    def _facts_for_platform(self) -> "PlatformEntry":
        p = self.platform
        if p == "nvidia":
            if not self.compute_capability or not _CC.match(self.compute_capability):
                raise ValueError("NVIDIA entries need compute_capability like '8.6'")
            if self.architecture not in NVIDIA_ARCHITECTURES:
                raise ValueError(f"NVIDIA architecture must be one of {', '.join(NVIDIA_ARCHITECTURES)}")
        elif p == "amd":
            if not self.gfx_target or not _GFX.match(self.gfx_target):
                raise ValueError("AMD entries need gfx_target like 'gfx90a'")
            if self.rocm_supported is None or not self.architecture:
                raise ValueError("AMD entries need architecture and rocm_supported")
        elif p == "apple":
            if not self.chip or not re.match(r"^M\d+$", self.chip):
                raise ValueError("Apple entries need chip like 'M2'")
        elif not self.version:
            raise ValueError(f"{p} entries need version")
        return self

    @property
    def cc(self) -> tuple[int, int] | None:
        return cc_tuple(self.compute_capability)


class VdiOffer(_Sourced):
    """Cloud instance types that are graphics / vGPU slices; matched by provider + instance type."""

    id: str = Field(..., min_length=1)
    provider: str = Field(..., min_length=1)
    instance_types: list[str] = Field(..., min_length=1)
    status: Status
    reason: str = ""
    notes: str | None = None

    @model_validator(mode="after")
    def _reason_when_restricted(self) -> "VdiOffer":
        if self.status != "supported" and not self.reason.strip():
            raise ValueError("a reason is required unless the status is 'supported'")
        return self


class Rule(_Sourced):
    """One decision: conditions (all must hold; absent = any) and an outcome."""

    id: str = Field(..., min_length=1)
    # keys (which list uses which): rules/kind_rules: software; precision_rules: precision;
    # format_rules: formats (weight-format keys or families); kv_rules: kv_cache_dtype
    software: str | None = None
    precision: str | None = None
    formats: list[str] | None = None
    kv_cache_dtype: str | None = None
    # hardware conditions
    platforms: list[PlatformKey] | None = None
    not_platforms: list[PlatformKey] | None = None
    min_cc: str | None = None  # inclusive
    below_cc: str | None = None  # exclusive
    gfx: list[str] | None = None
    rocm: bool | None = None
    chips: list[str] | None = None
    tpu: list[str] | None = None
    host_arch: HostArch | None = None
    # workload conditions
    kinds: list[str] | None = None
    runtimes: list[str] | None = None
    not_runtimes: list[str] | None = None
    # outcome
    delegate: str | None = None
    also: list[str] = Field(default_factory=list)
    status: Status | None = None
    adjusted_precision: str | None = None
    flash_attention: bool | None = None
    reason: str = ""

    @field_validator("min_cc", "below_cc")
    @classmethod
    def _cc_form(cls, value: str | None) -> str | None:
        if value is not None and not _CC.match(value):
            raise ValueError("compute capability must look like '8.0'")
        return value

    @field_validator("kinds")
    @classmethod
    def _expand_kinds(cls, value: list[str] | None) -> list[str] | None:
        if value is None:
            return None
        out: list[str] = []
        for kind in value:
            group = _KIND_GROUPS.get(kind)
            if group is None and kind not in TRAINING_KINDS + INFERENCE_KINDS:
                raise ValueError(f"unknown workload kind '{kind}'")
            for k in group or (kind,):
                if k not in out:
                    out.append(k)
        return out

    @model_validator(mode="before")
    @classmethod
    def _implied_platform(cls, data):
        """A compute-capability condition implies NVIDIA, a gfx/ROCm one AMD (and so on)."""
        if isinstance(data, dict) and data.get("platforms") is None:
            if data.get("min_cc") or data.get("below_cc"):
                data = {**data, "platforms": ["nvidia"]}
            elif data.get("gfx") or data.get("rocm") is not None:
                data = {**data, "platforms": ["amd"]}
            elif data.get("chips"):
                data = {**data, "platforms": ["apple"]}
            elif data.get("tpu"):
                data = {**data, "platforms": ["tpu"]}
        return data

    @model_validator(mode="after")
    def _outcome(self) -> "Rule":
        if self.delegate:
            if self.status is not None or self.also:
                raise ValueError("a delegating rule has no status or 'also' of its own")
            return self
        if self.status is None:
            raise ValueError("status is required")
        if self.status != "supported" and not self.reason.strip():
            raise ValueError("a reason is required unless the status is 'supported'")
        return self

    @property
    def min_cc_t(self) -> tuple[int, int] | None:
        return cc_tuple(self.min_cc)

    @property
    def below_cc_t(self) -> tuple[int, int] | None:
        return cc_tuple(self.below_cc)


class CompatibilityFile(BaseModel):
    """The whole file as written."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    comment: str = Field("", alias="$comment")
    schema_version: int = Field(1, ge=1, le=1)
    software: dict[str, SoftwareInfo]
    platforms: list[PlatformEntry]
    vdi_offers: list[VdiOffer] = Field(default_factory=list)
    rules: list[Rule]
    kind_rules: list[Rule] = Field(default_factory=list)
    precision_rules: list[Rule] = Field(default_factory=list)
    format_rules: list[Rule] = Field(default_factory=list)
    kv_rules: list[Rule] = Field(default_factory=list)
    flash_attention_rules: list[Rule] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> "CompatibilityFile":
        seen: set[str] = set()
        for entry in self.platforms:
            key = normalize_name(entry.accelerator)
            if key in seen:
                raise ValueError(f"platforms: '{entry.accelerator}' listed twice")
            seen.add(key)
        ids: set[str] = set()
        known = set(self.software)
        groups = {
            "rules": ("software",),
            "kind_rules": ("software",),
            "precision_rules": ("precision",),
            "format_rules": ("formats",),
            "kv_rules": ("kv_cache_dtype",),
            "flash_attention_rules": (),
        }
        for group, keys in groups.items():
            for rule in getattr(self, group):
                if rule.id in ids:
                    raise ValueError(f"{group}: rule id '{rule.id}' used twice")
                ids.add(rule.id)
                for key in keys:
                    if not getattr(rule, key):
                        raise ValueError(f"{group}: rule '{rule.id}' needs '{key}'")
                for name in [rule.software, rule.delegate, *rule.also, *(rule.runtimes or ()),
                             *(rule.not_runtimes or ())]:
                    if name and name not in known:
                        raise ValueError(f"{group}: rule '{rule.id}' names unknown software '{name}'")
                if group == "flash_attention_rules" and rule.flash_attention is None:
                    raise ValueError(f"{group}: rule '{rule.id}' needs flash_attention true/false")
                if group != "rules" and (rule.delegate or rule.also):
                    raise ValueError(f"{group}: rule '{rule.id}': delegate/also only in 'rules'")
        _no_loops(self.rules)
        vdi_ids: set[str] = set()
        for offer in self.vdi_offers:
            if offer.id in vdi_ids:
                raise ValueError(f"vdi_offers: id '{offer.id}' used twice")
            vdi_ids.add(offer.id)
        return self


def _no_loops(rules: list[Rule]) -> None:
    """'delegate'/'also' must not lead back to where they started."""
    edges: dict[str, set[str]] = {}
    for rule in rules:
        edges.setdefault(rule.software or "", set()).update(x for x in [rule.delegate, *rule.also] if x)

    def visit(node: str, path: tuple[str, ...]) -> None:
        for nxt in edges.get(node, ()):
            if nxt in path:
                raise ValueError(f"rules: delegate/also loop {' -> '.join(path + (nxt,))}")
            visit(nxt, path + (nxt,))

    for start in edges:
        visit(start, (start,))


class CompatData:
    """The validated file plus the indexes the check uses."""

    def __init__(self, doc: CompatibilityFile, path: Path | None = None) -> None:
        self.doc = doc
        self.path = path
        self.software: dict[str, SoftwareInfo] = dict(doc.software)
        self._platforms = {p.accelerator: p for p in doc.platforms}
        self._platforms_norm = {normalize_name(p.accelerator): p for p in doc.platforms}
        self.rules_by_software = _group(doc.rules, lambda r: [r.software])
        self.kind_rules_by_software = _group(doc.kind_rules, lambda r: [r.software])
        self.precision_rules = _group(doc.precision_rules, lambda r: [r.precision])
        self.kv_rules = _group(doc.kv_rules, lambda r: [r.kv_cache_dtype])
        # format token (key or family) -> [(position, rule)], merged per format at check time
        self._format_tokens: dict[str, list[tuple[int, Rule]]] = {}
        for i, rule in enumerate(doc.format_rules):
            for token in rule.formats or ():
                self._format_tokens.setdefault(token, []).append((i, rule))
        self.flash_rules: tuple[Rule, ...] = tuple(doc.flash_attention_rules)
        self._vdi: dict[tuple[str, str], VdiOffer] = {}
        self._vdi_exact: set[tuple[str, str]] = set()
        for offer in doc.vdi_offers:
            for itype in offer.instance_types:
                self._vdi[(offer.provider.lower(), itype.lower())] = offer
                self._vdi_exact.add((offer.provider, itype))

    # -- lookups ---------------------------------------------------------------------------

    def platform(self, accelerator_name: str) -> PlatformEntry | None:
        """The facts for a catalog accelerator name (exact, then name-normalised)."""
        hit = self._platforms.get(accelerator_name)
        if hit is None and accelerator_name:
            hit = self._platforms_norm.get(normalize_name(accelerator_name))
        return hit

    def vdi_offer(self, provider: str | None, instance_type: str | None) -> VdiOffer | None:
        if not provider or not instance_type:
            return None
        return self._vdi.get((provider.lower(), instance_type.lower()))

    def is_vdi(self, provider: str, instance_type: str) -> bool:
        """Fast test used on every check: is this offer one of the ``vdi_offers``?"""
        if (provider, instance_type) in self._vdi_exact:
            return True
        return (provider.lower(), instance_type.lower()) in self._vdi

    def format_rules(self, key: str, family: str | None) -> tuple[Rule, ...]:
        """Rules naming the format key or its family, in file order."""
        hits = list(self._format_tokens.get(key, ()))
        if family and family != key:
            hits += self._format_tokens.get(family, ())
        hits.sort(key=lambda pair: pair[0])
        return tuple(rule for _, rule in hits)

    def label(self, software: str | None) -> str:
        info = self.software.get(software or "")
        return info.label if info else (software or "")

    @property
    def all_rules(self) -> list[Rule]:
        d = self.doc
        return [*d.rules, *d.kind_rules, *d.precision_rules, *d.format_rules, *d.kv_rules,
                *d.flash_attention_rules]


def _group(rules, keys) -> dict[str, tuple[Rule, ...]]:
    out: dict[str, list[Rule]] = {}
    for rule in rules:
        for key in keys(rule):
            if key:
                out.setdefault(key, []).append(rule)
    return {k: tuple(v) for k, v in out.items()}


# ---------------------------------------------------------------------------------------------
# loading


def compat_path(catalog_dir: str | os.PathLike | None = None) -> Path:
    from gpuadvisor import paths

    folder = Path(catalog_dir) if catalog_dir is not None else paths.catalogs_dir()
    return folder.resolve() / COMPAT_FILE


def load_compatibility(catalog_dir: str | os.PathLike | None = None) -> CompatData:
    """The shipped compatibility catalog (``catalogs/compatibility.json``), validated once per
    process and cached per file.  A bad file raises :class:`CatalogError` naming the file, the
    entry and the field."""
    return _load(str(compat_path(catalog_dir)))


@functools.lru_cache(maxsize=8)
def _load(path_text: str) -> CompatData:
    path = Path(path_text)
    return CompatData(read_validated_file(path, CompatibilityFile, "compatibility catalog"), path)


def clear_compat_cache() -> None:
    _load.cache_clear()
