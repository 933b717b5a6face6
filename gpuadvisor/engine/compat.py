"""Does the stated software run on this hardware?  (SPEC §2.8: "the top pick must run the stated
software on that hardware".)

:func:`check` answers for one accelerator (and, for rentals, one cloud offer) and one workload's
runtime, framework, weight format, compute precision, kind and KV-cache dtype, from the sourced,
hand-maintained catalog ``catalogs/compatibility.json`` (:mod:`gpuadvisor.catalog.compat_data`):

* the offer: a virtual-desktop / vGPU slice without a usable compute stack (``vdi_offers``);
* the runtime and the framework on the platform (``rules``: compute capability, gfx target and
  ROCm support, Apple chip, TPU, Gaudi; a rule may defer to or add PyTorch's verdict);
* the runtime and the workload kind (``kind_rules``: vLLM does not train ...);
* the weight format (``format_rules``: GGUF needs llama.cpp, NF4 needs bitsandbytes ...);
* the compute precision (``precision_rules``: bf16 before Ampere runs as fp16 -> ``adjusted_precision``);
* the KV-cache dtype (``kv_rules``) and whether FlashAttention-class fused attention exists
  (``flash_attention_rules`` -> ``flash_attention_available``; memory without it holds the
  full attention-score matrix).

The worst status wins; the reasons (translated, naming the software and the hardware) and the
sources (public, with the date they were checked) of every rule that fired accumulate.  Results
are cached per (accelerator name, offer, strings, language): a repeated call is a dict lookup.
No Qt here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from gpuadvisor.catalog.compat_data import (
    STATUS_RANK,
    CompatData,
    PlatformEntry,
    Rule,
    clear_compat_cache,
    load_compatibility,
)
from gpuadvisor.i18n import current_language, per_language, translate

from .formats import UnknownFormat
from .formats import weight_format as _weight_format

SUPPORTED = "supported"
EXPERIMENTAL = "experimental"
UNSUPPORTED = "unsupported"
STATUSES = (SUPPORTED, EXPERIMENTAL, UNSUPPORTED)


@dataclass(frozen=True)
class Verdict:
    """Whether a software stack runs on a piece of hardware, and why (not)."""

    status: str  # "supported" | "experimental" | "unsupported"
    reasons: tuple[str, ...]  # user-facing, translated; each names the software and the hardware
    sources: tuple[str, ...]  # public source + date of each rule that fired
    adjusted_precision: str | None = None  # e.g. "fp16" when bf16 is not available
    flash_attention_available: bool = True

    @property
    def supported(self) -> bool:
        return self.status == SUPPORTED

    @property
    def runs(self) -> bool:
        """Not ruled out (supported or experimental)."""
        return self.status != UNSUPPORTED


# ---------------------------------------------------------------------------------------------
# public API


def check(
    accelerator,
    *,
    offer=None,
    runtime: str,
    framework: str | None,
    weight_format: str,
    precision: str,
    kind: str,
    kv_cache_dtype: str = "auto",
) -> Verdict:
    """The compatibility verdict for one accelerator (and cloud offer, ``None`` for owned
    machines) running ``runtime`` (and the ``framework`` constraint, if any) with this weight
    format, compute precision, workload kind and KV-cache dtype.  Cached."""
    provider = itype = None
    if offer is not None:
        # only VDI/vGPU slices change the verdict: other offers share the owned machine's entry
        data = _DATA if _DATA is not None else _data()
        if data.is_vdi(offer.provider, offer.instance_type):
            provider, itype = offer.provider, offer.instance_type
    return _check(accelerator.name, provider, itype, runtime, framework or None, weight_format, precision, kind,
                  kv_cache_dtype or "auto", current_language())


def platform_label(acc) -> str:
    """"NVIDIA Ampere (compute capability 8.6)", "AMD CDNA2 gfx90a", "Apple M2", "Google TPU v5e"."""
    return _platform_label(acc.name, acc.vendor, current_language())


def platform_facts(acc) -> PlatformEntry | None:
    """The catalog's platform facts for an accelerator (``None`` when it has no entry)."""
    return _data().platform(acc.name)


def platform_of(acc) -> str:
    """"nvidia", "amd", "intel_gaudi", "apple" or "tpu" (from the catalog, else vendor/segment)."""
    facts = platform_facts(acc)
    return facts.platform if facts is not None else _guess_platform(acc.vendor, acc.segment)


def software_label(key: str) -> str:
    """"vLLM" for "vllm" (the runtime/framework keys of domain.project)."""
    return _data().label(key)


def clear_cache() -> None:
    """Forget cached verdicts and the loaded catalog (tests, or after editing the file)."""
    global _DATA
    _DATA = None
    _check.cache_clear()
    _platform_label.cache_clear()
    clear_compat_cache()


_DATA: "_Index | None" = None


def _data() -> "_Index":
    """The shipped catalog, compiled for matching and kept here once loaded."""
    global _DATA
    if _DATA is None:
        _DATA = _Index(load_compatibility())
    return _DATA


# ---------------------------------------------------------------------------------------------
# evaluation: the rules compiled into slotted plain objects (pydantic attribute access and the
# cc-string parsing would cost ~100 us per uncached check)


class _Rule:
    __slots__ = ("id", "platforms", "not_platforms", "min_cc", "below_cc", "gfx", "rocm", "chips", "tpu",
                 "host_arch", "kinds", "runtimes", "not_runtimes", "delegate", "also", "status",
                 "adjusted_precision", "flash_attention", "reason", "source", "date")

    def __init__(self, r: Rule) -> None:
        fs = lambda v: frozenset(v) if v is not None else None  # noqa: E731
        self.id = r.id
        self.platforms = fs(r.platforms)
        self.not_platforms = fs(r.not_platforms)
        self.min_cc = r.min_cc_t
        self.below_cc = r.below_cc_t
        self.gfx = fs(r.gfx)
        self.rocm = r.rocm
        self.chips = fs(r.chips)
        self.tpu = fs(r.tpu)
        self.host_arch = r.host_arch
        self.kinds = fs(r.kinds)
        self.runtimes = fs(r.runtimes)
        self.not_runtimes = fs(r.not_runtimes)
        self.delegate = r.delegate
        self.also = tuple(r.also)
        self.status = r.status
        self.adjusted_precision = r.adjusted_precision
        self.flash_attention = r.flash_attention
        self.reason = r.reason
        self.source = r.source
        self.date = r.as_of.isoformat()


class _Facts:
    __slots__ = ("platform", "cc", "gfx_target", "rocm_supported", "chip", "version", "host_arch", "fields")

    def __init__(self, p: PlatformEntry | None) -> None:
        self.platform = p.platform if p else None
        self.cc = p.cc if p else None
        self.gfx_target = p.gfx_target if p else None
        self.rocm_supported = p.rocm_supported if p else None
        self.chip = p.chip if p else None
        self.version = p.version if p else None
        self.host_arch = p.host_arch if p else None
        self.fields = {
            "cc": (p.compute_capability or "") if p else "",
            "gfx": (p.gfx_target or "") if p else "",
            "chip": (p.chip or "") if p else "",
            "version": (p.version or "") if p else "",
            "architecture": (p.architecture or "") if p else "",
        }


_NO_FACTS = _Facts(None)


class _Index:
    """Compiled rule groups of one loaded catalog."""

    def __init__(self, data: CompatData) -> None:
        self.data = data
        comp = {id(r): _Rule(r) for r in data.all_rules}
        group = lambda g: {k: tuple(comp[id(r)] for r in v) for k, v in g.items()}  # noqa: E731
        self.rules_by_software = group(data.rules_by_software)
        self.kind_rules = group(data.kind_rules_by_software)
        self.precision_rules = group(data.precision_rules)
        self.kv_rules = group(data.kv_rules)
        self.flash_rules = tuple(comp[id(r)] for r in data.flash_rules)
        self._comp = comp
        self._formats: dict[tuple[str, str | None], tuple[_Rule, ...]] = {}
        self._facts: dict[str, _Facts | None] = {}

    def platform(self, name: str) -> PlatformEntry | None:
        return self.data.platform(name)

    def facts(self, name: str) -> _Facts | None:
        try:
            return self._facts[name]
        except KeyError:
            entry = self.data.platform(name)
            facts = self._facts[name] = _Facts(entry) if entry is not None else None
            return facts

    def format_rules(self, key: str, family: str | None) -> tuple[_Rule, ...]:
        hit = self._formats.get((key, family))
        if hit is None:
            hit = self._formats[(key, family)] = tuple(self._comp[id(r)] for r in self.data.format_rules(key, family))
        return hit

    def is_vdi(self, provider: str, instance_type: str) -> bool:
        return self.data.is_vdi(provider, instance_type)

    def vdi_offer(self, provider, instance_type):
        return self.data.vdi_offer(provider, instance_type)

    def label(self, software: str | None) -> str:
        return self.data.label(software)


def _oc(status: str, reason: str, software: str | None, source: str | None = None,
        date: str | None = None) -> tuple:
    """(status, English reason template, software whose rule fired, source, date checked)."""
    return (status, reason, software, source, date)


def _holds(r: _Rule, f: _Facts, runtime: str, kind: str) -> bool:
    if r.platforms is not None and f.platform not in r.platforms:
        return False
    if r.not_platforms is not None and f.platform in r.not_platforms:
        return False
    if r.min_cc is not None and (f.cc is None or f.cc < r.min_cc):
        return False
    if r.below_cc is not None and (f.cc is None or f.cc >= r.below_cc):
        return False
    if r.gfx is not None and f.gfx_target not in r.gfx:
        return False
    if r.rocm is not None and f.rocm_supported is not r.rocm:
        return False
    if r.chips is not None and f.chip not in r.chips:
        return False
    if r.tpu is not None and f.version not in r.tpu:
        return False
    if r.host_arch is not None and f.host_arch != r.host_arch:
        return False
    if r.kinds is not None and kind not in r.kinds:
        return False
    if r.runtimes is not None and runtime not in r.runtimes:
        return False
    if r.not_runtimes is not None and runtime in r.not_runtimes:
        return False
    return True


def _first(rules, f: _Facts, runtime: str, kind: str) -> _Rule | None:
    for r in rules:
        if _holds(r, f, runtime, kind):
            return r
    return None


def _outcome(r: _Rule, software: str | None) -> tuple:
    return (r.status, r.reason, software, r.source, r.date)


_NO_RULE = "No compatibility rule covers {software} on {hardware}; check its documentation before buying"
_NO_SOFTWARE = "No compatibility data for {software}; check that it supports {hardware}"
_NO_PLATFORM = "No compatibility data for {hardware}; check that its vendor supports {software}"


def _software(idx: _Index, sw: str, f: _Facts, runtime: str, kind: str, depth: int = 0) -> list[tuple]:
    """The outcomes of ``sw``'s first matching rule (following delegate/also)."""
    rules = idx.rules_by_software.get(sw)
    if not rules:
        return [_oc(EXPERIMENTAL, _NO_SOFTWARE, sw)]
    r = _first(rules, f, runtime, kind)
    if r is None or depth > 4:  # depth: a delegation loop in the file (the catalog test forbids it)
        return [_oc(EXPERIMENTAL, _NO_RULE, sw)]
    if r.delegate:
        return _software(idx, r.delegate, f, runtime, kind, depth + 1)
    out = [_outcome(r, sw)]
    for other in r.also:
        out.extend(_software(idx, other, f, runtime, kind, depth + 1))
    return out


@functools.lru_cache(maxsize=262_144)
def _check(name: str, provider: str | None, itype: str | None, runtime: str, framework: str | None,
           weight_format: str, precision: str, kind: str, kv: str, lang: str) -> Verdict:
    idx = _data()
    facts = idx.facts(name)
    fields = _Fields(hardware=name, offer=itype or "", format=weight_format, precision=precision, kv=kv,
                     kind=kind, **(facts or _NO_FACTS).fields)
    outcomes: list[tuple] = []

    # the offer: VDI / vGPU slices
    vdi = idx.vdi_offer(provider, itype)
    if vdi is not None:
        outcomes.append(_oc(vdi.status, vdi.reason, runtime, vdi.source, vdi.as_of.isoformat()))

    # the kind (independent of the hardware)
    r = _first(idx.kind_rules.get(runtime, ()), _NO_FACTS, runtime, kind)
    kind_outcome = _outcome(r, runtime) if r is not None else None

    if facts is None:
        outcomes.append(_oc(EXPERIMENTAL, _NO_PLATFORM, runtime))
        if kind_outcome is not None:
            outcomes.append(kind_outcome)
        return _verdict(outcomes, fields, idx, runtime, adjusted=None, flash=False)

    # runtime and framework on the platform
    outcomes.extend(_software(idx, runtime, facts, runtime, kind))
    if framework and framework != runtime:
        outcomes.extend(_software(idx, framework, facts, runtime, kind))
    if kind_outcome is not None:
        outcomes.append(kind_outcome)

    # weight format
    try:
        wf = _weight_format(weight_format)
        key, family = wf.key, wf.family
    except UnknownFormat:
        key, family = (weight_format or "").strip().lower(), None
    r = _first(idx.format_rules(key, family), facts, runtime, kind)
    if r is not None:
        outcomes.append(_outcome(r, runtime))

    # compute precision
    adjusted = None
    r = _first(idx.precision_rules.get(precision, ()), facts, runtime, kind)
    if r is not None:
        outcomes.append(_outcome(r, runtime))
        adjusted = r.adjusted_precision

    # KV-cache dtype
    r = _first(idx.kv_rules.get(kv, ()), facts, runtime, kind)
    if r is not None:
        outcomes.append(_outcome(r, runtime))

    # fused attention
    r = _first(idx.flash_rules, facts, runtime, kind)
    flash = bool(r.flash_attention) if r is not None else False
    if r is not None and not flash:
        outcomes.append(_oc(SUPPORTED, "", runtime, r.source, r.date))
    return _verdict(outcomes, fields, idx, runtime, adjusted=adjusted, flash=flash)


class _Fields(dict):
    """format_map fields; an unknown placeholder stays as written."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _verdict(outcomes: list[tuple], fields: _Fields, idx: _Index, runtime: str, *, adjusted: str | None,
             flash: bool) -> Verdict:
    rank = STATUS_RANK
    status = SUPPORTED
    reasons: list[str] = []
    sources: list[str] = []
    texts = _reason_texts()
    dated = translate("Compat", "{source} (checked {date})")
    for o_status, o_reason, o_software, o_source, o_date in outcomes:
        if rank[o_status] > rank[status]:
            status = o_status
        if o_reason:
            fields["software"] = idx.label(o_software or runtime)
            text = texts.get(o_reason, o_reason).format_map(fields)
            if text not in reasons:
                reasons.append(text)
        if o_source:
            shown = dated.format(source=o_source, date=o_date)
            if shown not in sources:
                sources.append(shown)
    return Verdict(status, tuple(reasons), tuple(sources), adjusted, flash)


# ---------------------------------------------------------------------------------------------
# labels


def _guess_platform(vendor: str | None, segment: str | None) -> str:
    if segment == "tpu":
        return "tpu"
    if segment == "apple":
        return "apple"
    v = (vendor or "").lower()
    if "amd" in v:
        return "amd"
    if "intel" in v:
        return "intel_gaudi"
    return "nvidia"


@functools.lru_cache(maxsize=1024)
def _platform_label(name: str, vendor: str, lang: str) -> str:
    facts = _data().platform(name)
    if facts is None:
        return name
    if facts.platform == "nvidia":
        return translate("Compat", "NVIDIA {architecture} (compute capability {cc})").format(
            architecture=facts.architecture, cc=facts.compute_capability)
    if facts.platform == "amd":
        return translate("Compat", "AMD {architecture} {gfx}").format(
            architecture=facts.architecture, gfx=facts.gfx_target)
    if facts.platform == "apple":
        return translate("Compat", "Apple {chip}").format(chip=facts.chip)
    if facts.platform == "tpu":
        return translate("Compat", "Google TPU {version}").format(version=facts.version)
    return translate("Compat", "Intel {version}").format(version=facts.version)


# ---------------------------------------------------------------------------------------------
# translations of the catalog's reasons
#
# lupdate extracts only literal translate("Compat", "...") calls, so every reason written in
# catalogs/compatibility.json is listed here once (tests/engine/test_compat.py checks that the two
# agree).  Placeholders ({hardware}, {cc} ...) are filled after translation.


@per_language
def _reason_texts() -> dict[str, str]:
    return {
        _NO_RULE: translate("Compat", "No compatibility rule covers {software} on {hardware}; check its documentation before buying"),
        _NO_SOFTWARE: translate("Compat", "No compatibility data for {software}; check that it supports {hardware}"),
        _NO_PLATFORM: translate("Compat", "No compatibility data for {hardware}; check that its vendor supports {software}"),
        # -- generated from catalogs/compatibility.json: BEGIN
        "{offer} is a Windows-only graphics/virtual-desktop VM (NVv4, partitions of {hardware}): no Linux and no ROCm, so no deep-learning framework runs on it": translate("Compat", "{offer} is a Windows-only graphics/virtual-desktop VM (NVv4, partitions of {hardware}): no Linux and no ROCm, so no deep-learning framework runs on it"),
        "{offer} is a Windows-only cloud-gaming/virtual-desktop VM (NGads, partitions of {hardware}): no Linux and no ROCm, so no deep-learning framework runs on it": translate("Compat", "{offer} is a Windows-only cloud-gaming/virtual-desktop VM (NGads, partitions of {hardware}): no Linux and no ROCm, so no deep-learning framework runs on it"),
        "{offer} is a partial {hardware} (NVIDIA vGPU with the GRID driver, sold for virtual desktops): CUDA runs, but fractional vGPUs lack unified memory and are not validated for training": translate("Compat", "{offer} is a partial {hardware} (NVIDIA vGPU with the GRID driver, sold for virtual desktops): CUDA runs, but fractional vGPUs lack unified memory and are not validated for training"),
        "{offer} is a fractional {hardware} (NVIDIA vGPU with the GRID driver): CUDA runs, but fractional vGPUs lack unified memory and share the GPU's engines": translate("Compat", "{offer} is a fractional {hardware} (NVIDIA vGPU with the GRID driver): CUDA runs, but fractional vGPUs lack unified memory and share the GPU's engines"),
        "{offer} is a graphics VM (NV/NVv3, {hardware} with the GRID driver): CUDA works, but the series is meant for visualisation and the Maxwell GPU is past current CUDA frameworks": translate("Compat", "{offer} is a graphics VM (NV/NVv3, {hardware} with the GRID driver): CUDA works, but the series is meant for visualisation and the Maxwell GPU is past current CUDA frameworks"),
        "PyTorch's CUDA builds need compute capability 5.0 or newer; {hardware} is {cc} (Kepler support ended with CUDA 12)": translate("Compat", "PyTorch's CUDA builds need compute capability 5.0 or newer; {hardware} is {cc} (Kepler support ended with CUDA 12)"),
        "PyTorch's Arm64 CUDA wheels start at Ampere; {hardware} on an Arm host needs a vendor (e.g. AWS Deep Learning AMI) or source build": translate("Compat", "PyTorch's Arm64 CUDA wheels start at Ampere; {hardware} on an Arm host needs a vendor (e.g. AWS Deep Learning AMI) or source build"),
        "PyTorch 2.15 and later ship no wheels for compute capability below 7.5; {hardware} ({cc}) is limited to PyTorch 2.14 or older": translate("Compat", "PyTorch 2.15 and later ship no wheels for compute capability below 7.5; {hardware} ({cc}) is limited to PyTorch 2.14 or older"),
        "ROCm does not support {hardware} ({gfx}) on Linux, so PyTorch's ROCm builds do not run on it": translate("Compat", "ROCm does not support {hardware} ({gfx}) on Linux, so PyTorch's ROCm builds do not run on it"),
        "PyTorch trains on {hardware} through the MPS backend, which is still beta: some operations fall back to the CPU": translate("Compat", "PyTorch trains on {hardware} through the MPS backend, which is still beta: some operations fall back to the CPU"),
        "PyTorch (CUDA/ROCm builds) does not run on {hardware}: TPUs need PyTorch/XLA or JAX": translate("Compat", "PyTorch (CUDA/ROCm builds) does not run on {hardware}: TPUs need PyTorch/XLA or JAX"),
        "PyTorch/XLA dropped CUDA GPUs (deprecated from release 2.8); on {hardware} use plain PyTorch or JAX": translate("Compat", "PyTorch/XLA dropped CUDA GPUs (deprecated from release 2.8); on {hardware} use plain PyTorch or JAX"),
        "PyTorch/XLA targets Google TPUs; it does not run on {hardware}": translate("Compat", "PyTorch/XLA targets Google TPUs; it does not run on {hardware}"),
        "Transformers runs on {hardware} only through PyTorch/XLA, with fewer tested models and features": translate("Compat", "Transformers runs on {hardware} only through PyTorch/XLA, with fewer tested models and features"),
        "DeepSpeed lists no Apple GPU (MPS) support; it does not run on {hardware}": translate("Compat", "DeepSpeed lists no Apple GPU (MPS) support; it does not run on {hardware}"),
        "DeepSpeed does not run on {hardware}: on TPUs use JAX or PyTorch/XLA sharding": translate("Compat", "DeepSpeed does not run on {hardware}: on TPUs use JAX or PyTorch/XLA sharding"),
        "PyTorch FSDP shards a model across GPUs over NCCL/RCCL; {hardware} has one GPU and no such backend": translate("Compat", "PyTorch FSDP shards a model across GPUs over NCCL/RCCL; {hardware} has one GPU and no such backend"),
        "Plain PyTorch FSDP does not run on {hardware}: TPUs shard with PyTorch/XLA FSDP/SPMD or JAX": translate("Compat", "Plain PyTorch FSDP does not run on {hardware}: TPUs shard with PyTorch/XLA FSDP/SPMD or JAX"),
        "Megatron-LM is developed and tested on Ampere and newer; {hardware} ({cc}) lacks bf16 and FlashAttention": translate("Compat", "Megatron-LM is developed and tested on Ampere and newer; {hardware} ({cc}) lacks bf16 and FlashAttention"),
        "Megatron-LM runs on {hardware} only through AMD's ROCm fork": translate("Compat", "Megatron-LM runs on {hardware} only through AMD's ROCm fork"),
        "Megatron-LM runs on {hardware} only through Intel's Megatron-DeepSpeed fork": translate("Compat", "Megatron-LM runs on {hardware} only through Intel's Megatron-DeepSpeed fork"),
        "Megatron-LM needs NVIDIA GPUs (or AMD's ROCm fork); it does not run on {hardware}": translate("Compat", "Megatron-LM needs NVIDIA GPUs (or AMD's ROCm fork); it does not run on {hardware}"),
        "Current vLLM needs compute capability 7.5; {hardware} ({cc}) runs only older vLLM releases": translate("Compat", "Current vLLM needs compute capability 7.5; {hardware} ({cc}) runs only older vLLM releases"),
        "vLLM needs an NVIDIA GPU of compute capability 7.5 or newer; {hardware} is {cc}": translate("Compat", "vLLM needs an NVIDIA GPU of compute capability 7.5 or newer; {hardware} is {cc}"),
        "vLLM's ROCm build supports MI200/MI300/MI350 and Radeon RX 7900/9000; {hardware} ({gfx}) is not on the list": translate("Compat", "vLLM's ROCm build supports MI200/MI300/MI350 and Radeon RX 7900/9000; {hardware} ({gfx}) is not on the list"),
        "vLLM runs on {hardware} through its TPU backend plugin, with a narrower model and feature list than on GPUs": translate("Compat", "vLLM runs on {hardware} through its TPU backend plugin, with a narrower model and feature list than on GPUs"),
        "vLLM runs on {hardware} through the separate vllm-gaudi plugin, not the main vLLM release": translate("Compat", "vLLM runs on {hardware} through the separate vllm-gaudi plugin, not the main vLLM release"),
        "vLLM has no Apple GPU backend; on {hardware} only the community vLLM-Metal plugin (MLX models) serves on the GPU": translate("Compat", "vLLM has no Apple GPU backend; on {hardware} only the community vLLM-Metal plugin (MLX models) serves on the GPU"),
        "{hardware} ({cc}) is too old for llama.cpp's CUDA backend (CUDA 12 dropped Kepler); only its Vulkan backend may run": translate("Compat", "{hardware} ({cc}) is too old for llama.cpp's CUDA backend (CUDA 12 dropped Kepler); only its Vulkan backend may run"),
        "llama.cpp runs on {hardware} only through its Vulkan backend (ROCm does not support {gfx})": translate("Compat", "llama.cpp runs on {hardware} only through its Vulkan backend (ROCm does not support {gfx})"),
        "llama.cpp has no TPU backend; it does not run on {hardware}": translate("Compat", "llama.cpp has no TPU backend; it does not run on {hardware}"),
        "llama.cpp has no Gaudi backend; it does not run on {hardware}": translate("Compat", "llama.cpp has no Gaudi backend; it does not run on {hardware}"),
        "TensorRT-LLM supports Ampere and newer; on {hardware} (Turing) it has community support only": translate("Compat", "TensorRT-LLM supports Ampere and newer; on {hardware} (Turing) it has community support only"),
        "TensorRT-LLM needs Ampere (compute capability 8.0) or newer; {hardware} is {cc}": translate("Compat", "TensorRT-LLM needs Ampere (compute capability 8.0) or newer; {hardware} is {cc}"),
        "TensorRT-LLM runs only on NVIDIA GPUs; it does not run on {hardware}": translate("Compat", "TensorRT-LLM runs only on NVIDIA GPUs; it does not run on {hardware}"),
        "MLX runs on {hardware} only through its new CUDA backend on Linux; MLX and mlx-lm are built for Apple silicon": translate("Compat", "MLX runs on {hardware} only through its new CUDA backend on Linux; MLX and mlx-lm are built for Apple silicon"),
        "MLX's CUDA backend needs compute capability 7.5 or newer; {hardware} is {cc}": translate("Compat", "MLX's CUDA backend needs compute capability 7.5 or newer; {hardware} is {cc}"),
        "MLX runs on Apple silicon (and experimentally on NVIDIA GPUs); it does not run on {hardware}": translate("Compat", "MLX runs on Apple silicon (and experimentally on NVIDIA GPUs); it does not run on {hardware}"),
        "ONNX Runtime's CUDA 12 builds do not support {hardware} ({cc})": translate("Compat", "ONNX Runtime's CUDA 12 builds do not support {hardware} ({cc})"),
        "ONNX Runtime's AMD providers need ROCm, which does not support {hardware} ({gfx})": translate("Compat", "ONNX Runtime's AMD providers need ROCm, which does not support {hardware} ({gfx})"),
        "ONNX Runtime has no execution provider for {hardware}": translate("Compat", "ONNX Runtime has no execution provider for {hardware}"),
        "TensorFlow's CUDA 12 builds do not support {hardware} ({cc})": translate("Compat", "TensorFlow's CUDA 12 builds do not support {hardware} ({cc})"),
        "TensorFlow has no official GPU support on macOS; {hardware} needs Apple's tensorflow-metal plugin": translate("Compat", "TensorFlow has no official GPU support on macOS; {hardware} needs Apple's tensorflow-metal plugin"),
        "TensorFlow on {hardware} needs AMD's tensorflow-rocm build, which trails upstream releases": translate("Compat", "TensorFlow on {hardware} needs AMD's tensorflow-rocm build, which trails upstream releases"),
        "TensorFlow's AMD build needs ROCm, which does not support {hardware} ({gfx})": translate("Compat", "TensorFlow's AMD build needs ROCm, which does not support {hardware} ({gfx})"),
        "Intel Gaudi software dropped TensorFlow after release 1.14; {hardware} runs PyTorch only": translate("Compat", "Intel Gaudi software dropped TensorFlow after release 1.14; {hardware} runs PyTorch only"),
        "JAX's current CUDA 13 wheels need compute capability 7.5; {hardware} ({cc}) needs older CUDA 12 releases": translate("Compat", "JAX's current CUDA 13 wheels need compute capability 7.5; {hardware} ({cc}) needs older CUDA 12 releases"),
        "JAX needs compute capability 5.2 or newer; {hardware} is {cc}": translate("Compat", "JAX needs compute capability 5.2 or newer; {hardware} is {cc}"),
        "JAX's AMD build needs ROCm, which does not support {hardware} ({gfx})": translate("Compat", "JAX's AMD build needs ROCm, which does not support {hardware} ({gfx})"),
        "JAX on {hardware} needs the experimental jax-metal plugin": translate("Compat", "JAX on {hardware} needs the experimental jax-metal plugin"),
        "JAX does not run on Intel Gaudi ({hardware})": translate("Compat", "JAX does not run on Intel Gaudi ({hardware})"),
        "ExLlamaV2 targets Volta and newer; on {hardware} ({cc}) it runs slowly (P40-class cards have slow FP16)": translate("Compat", "ExLlamaV2 targets Volta and newer; on {hardware} ({cc}) it runs slowly (P40-class cards have slow FP16)"),
        "ExLlamaV2 needs compute capability 6.0 or newer; {hardware} is {cc}": translate("Compat", "ExLlamaV2 needs compute capability 6.0 or newer; {hardware} is {cc}"),
        "ExLlamaV2 has ROCm builds, but {hardware} gets far less testing than NVIDIA GPUs": translate("Compat", "ExLlamaV2 has ROCm builds, but {hardware} gets far less testing than NVIDIA GPUs"),
        "ExLlamaV2 needs CUDA or ROCm; it does not run on {hardware}": translate("Compat", "ExLlamaV2 needs CUDA or ROCm; it does not run on {hardware}"),
        "AutoAWQ is deprecated and unmaintained (last tested with PyTorch 2.6); it still runs on {hardware}, but vLLM and llm-compressor replace it": translate("Compat", "AutoAWQ is deprecated and unmaintained (last tested with PyTorch 2.6); it still runs on {hardware}, but vLLM and llm-compressor replace it"),
        "AutoAWQ's kernels need compute capability 7.5 (Turing) or newer; {hardware} is {cc}": translate("Compat", "AutoAWQ's kernels need compute capability 7.5 (Turing) or newer; {hardware} is {cc}"),
        "AutoAWQ is deprecated and unmaintained; its ROCm path on {hardware} is untested with current PyTorch": translate("Compat", "AutoAWQ is deprecated and unmaintained; its ROCm path on {hardware} is untested with current PyTorch"),
        "AutoAWQ needs an NVIDIA (or ROCm) GPU; it does not run on {hardware} (on Macs, mlx-lm handles AWQ)": translate("Compat", "AutoAWQ needs an NVIDIA (or ROCm) GPU; it does not run on {hardware} (on Macs, mlx-lm handles AWQ)"),
        "LitGPT runs on {hardware} through Lightning's XLA support, with fewer tested recipes than on GPUs": translate("Compat", "LitGPT runs on {hardware} through Lightning's XLA support, with fewer tested recipes than on GPUs"),
        "LitGPT on {hardware} needs the lightning-habana plugin and is little tested there": translate("Compat", "LitGPT on {hardware} needs the lightning-habana plugin and is little tested there"),
        "torchtune has no TPU support; on {hardware} use JAX or PyTorch/XLA": translate("Compat", "torchtune has no TPU support; on {hardware} use JAX or PyTorch/XLA"),
        "torchtune is not validated on Intel Gaudi ({hardware})": translate("Compat", "torchtune is not validated on Intel Gaudi ({hardware})"),
        "Unsloth needs compute capability 7.0 for full speed; {hardware} ({cc}) works, but slowly": translate("Compat", "Unsloth needs compute capability 7.0 for full speed; {hardware} ({cc}) works, but slowly"),
        "Unsloth needs an NVIDIA GPU of compute capability 7.0 or newer; {hardware} is {cc}": translate("Compat", "Unsloth needs an NVIDIA GPU of compute capability 7.0 or newer; {hardware} is {cc}"),
        "Unsloth runs on {hardware} through its AMD (ROCm) guide, less tested than on NVIDIA": translate("Compat", "Unsloth runs on {hardware} through its AMD (ROCm) guide, less tested than on NVIDIA"),
        "Unsloth trains on {hardware} only through Unsloth Studio's new MLX path, not the Unsloth Python library": translate("Compat", "Unsloth trains on {hardware} only through Unsloth Studio's new MLX path, not the Unsloth Python library"),
        "Unsloth does not run on {hardware}": translate("Compat", "Unsloth does not run on {hardware}"),
        "LLM Foundry is tuned for Ampere and newer (bf16, FlashAttention); {hardware} ({cc}) lacks both": translate("Compat", "LLM Foundry is tuned for Ampere and newer (bf16, FlashAttention); {hardware} ({cc}) lacks both"),
        "LLM Foundry's AMD support is beta; {hardware} gets less testing than NVIDIA GPUs": translate("Compat", "LLM Foundry's AMD support is beta; {hardware} gets less testing than NVIDIA GPUs"),
        "LLM Foundry needs NVIDIA (or beta AMD) GPUs; it does not run on {hardware}": translate("Compat", "LLM Foundry needs NVIDIA (or beta AMD) GPUs; it does not run on {hardware}"),
        "vLLM serves models; it does not train them": translate("Compat", "vLLM serves models; it does not train them"),
        "llama.cpp runs models; it does not train them": translate("Compat", "llama.cpp runs models; it does not train them"),
        "TensorRT-LLM runs models; it does not train them": translate("Compat", "TensorRT-LLM runs models; it does not train them"),
        "ExLlamaV2 runs models; it does not train them": translate("Compat", "ExLlamaV2 runs models; it does not train them"),
        "AutoAWQ quantizes and runs models; it does not train them": translate("Compat", "AutoAWQ quantizes and runs models; it does not train them"),
        "ONNX Runtime is an inference engine here; train in PyTorch or TensorFlow and export to ONNX": translate("Compat", "ONNX Runtime is an inference engine here; train in PyTorch or TensorFlow and export to ONNX"),
        "MLX (mlx-lm) ships LoRA, QLoRA and full fine-tuning recipes; pretraining from scratch is not one of them": translate("Compat", "MLX (mlx-lm) ships LoRA, QLoRA and full fine-tuning recipes; pretraining from scratch is not one of them"),
        "Unsloth fine-tunes models; serve them with vLLM or llama.cpp": translate("Compat", "Unsloth fine-tunes models; serve them with vLLM or llama.cpp"),
        "torchtune fine-tunes models; it has no serving engine": translate("Compat", "torchtune fine-tunes models; it has no serving engine"),
        "FSDP is a training wrapper; run inference with plain PyTorch, vLLM or TensorRT-LLM": translate("Compat", "FSDP is a training wrapper; run inference with plain PyTorch, vLLM or TensorRT-LLM"),
        "LLM Foundry trains and evaluates models; it has no serving engine": translate("Compat", "LLM Foundry trains and evaluates models; it has no serving engine"),
        "vLLM's GGUF support is experimental and slower than its native formats": translate("Compat", "vLLM's GGUF support is experimental and slower than its native formats"),
        "vLLM loads GGUF only on NVIDIA and AMD GPUs, not on {hardware}": translate("Compat", "vLLM loads GGUF only on NVIDIA and AMD GPUs, not on {hardware}"),
        "MLX loads only some GGUF types quantized (Q4_0, Q4_1, Q8_0); convert the model to MLX format instead": translate("Compat", "MLX loads only some GGUF types quantized (Q4_0, Q4_1, Q8_0); convert the model to MLX format instead"),
        "GGUF ({format}) is llama.cpp's format; {software} cannot run it quantized": translate("Compat", "GGUF ({format}) is llama.cpp's format; {software} cannot run it quantized"),
        "EXL2 files run only in ExLlamaV2 (or TabbyAPI); {software} cannot load them": translate("Compat", "EXL2 files run only in ExLlamaV2 (or TabbyAPI); {software} cannot load them"),
        "MLX uses its own 4-bit quantization, not bitsandbytes NF4": translate("Compat", "MLX uses its own 4-bit quantization, not bitsandbytes NF4"),
        "bitsandbytes NF4 works only in PyTorch training/inference stacks; {software} cannot use it": translate("Compat", "bitsandbytes NF4 works only in PyTorch training/inference stacks; {software} cannot use it"),
        "vLLM's bitsandbytes support is NVIDIA-only; it does not cover {hardware}": translate("Compat", "vLLM's bitsandbytes support is NVIDIA-only; it does not cover {hardware}"),
        "bitsandbytes dropped Maxwell from its PyPI wheels in 0.48; {hardware} needs a source build": translate("Compat", "bitsandbytes dropped Maxwell from its PyPI wheels in 0.48; {hardware} needs a source build"),
        "bitsandbytes needs compute capability 5.0 or newer; {hardware} is {cc}": translate("Compat", "bitsandbytes needs compute capability 5.0 or newer; {hardware} is {cc}"),
        "bitsandbytes on AMD needs ROCm, which does not support {hardware} ({gfx})": translate("Compat", "bitsandbytes on AMD needs ROCm, which does not support {hardware} ({gfx})"),
        "bitsandbytes runs NF4 on {hardware} only through its new MPS backend: slow fallback kernels and no 8-bit optimizers": translate("Compat", "bitsandbytes runs NF4 on {hardware} only through its new MPS backend: slow fallback kernels and no 8-bit optimizers"),
        "bitsandbytes has no TPU backend; NF4/QLoRA does not run on {hardware}": translate("Compat", "bitsandbytes has no TPU backend; NF4/QLoRA does not run on {hardware}"),
        "{software} cannot load GPTQ checkpoints": translate("Compat", "{software} cannot load GPTQ checkpoints"),
        "GPTQ kernels target Volta and newer; on {hardware} ({cc}) they run slowly": translate("Compat", "GPTQ kernels target Volta and newer; on {hardware} ({cc}) they run slowly"),
        "GPTQ kernels need compute capability 6.0 or newer; {hardware} is {cc}": translate("Compat", "GPTQ kernels need compute capability 6.0 or newer; {hardware} is {cc}"),
        "vLLM lists its GPTQ kernels for NVIDIA only; on {hardware} GPTQ runs through slower ExLlama/Triton paths": translate("Compat", "vLLM lists its GPTQ kernels for NVIDIA only; on {hardware} GPTQ runs through slower ExLlama/Triton paths"),
        "GPTQ kernels exist only for NVIDIA and AMD GPUs; not for {hardware}": translate("Compat", "GPTQ kernels exist only for NVIDIA and AMD GPUs; not for {hardware}"),
        "{software} cannot load AWQ checkpoints": translate("Compat", "{software} cannot load AWQ checkpoints"),
        "mlx-lm converts AWQ checkpoints to MLX's own 4-bit format before running them on {hardware}": translate("Compat", "mlx-lm converts AWQ checkpoints to MLX's own 4-bit format before running them on {hardware}"),
        "AWQ kernels need compute capability 7.5 (Turing) or newer; {hardware} is {cc}": translate("Compat", "AWQ kernels need compute capability 7.5 (Turing) or newer; {hardware} is {cc}"),
        "vLLM lists its AWQ kernels for NVIDIA only; on {hardware} AWQ runs through slower Triton paths": translate("Compat", "vLLM lists its AWQ kernels for NVIDIA only; on {hardware} AWQ runs through slower Triton paths"),
        "AWQ kernels exist only for NVIDIA and AMD GPUs; not for {hardware}": translate("Compat", "AWQ kernels exist only for NVIDIA and AMD GPUs; not for {hardware}"),
        "vLLM runs FP8 weights on {hardware} as weight-only W8A16 (Marlin kernels); the math stays 16-bit": translate("Compat", "vLLM runs FP8 weights on {hardware} as weight-only W8A16 (Marlin kernels); the math stays 16-bit"),
        "FP8 weights need Ada, Hopper or Blackwell (or vLLM's weight-only mode on Ampere); {hardware} is {cc}": translate("Compat", "FP8 weights need Ada, Hopper or Blackwell (or vLLM's weight-only mode on Ampere); {hardware} is {cc}"),
        "{hardware} cannot run FP8 weights": translate("Compat", "{hardware} cannot run FP8 weights"),
        "vLLM runs FP4 weights on {hardware} only through weight-only (Marlin) kernels; native FP4 needs Blackwell": translate("Compat", "vLLM runs FP4 weights on {hardware} only through weight-only (Marlin) kernels; native FP4 needs Blackwell"),
        "FP4 (NVFP4) needs Blackwell (compute capability 10.0+); {hardware} is {cc}": translate("Compat", "FP4 (NVFP4) needs Blackwell (compute capability 10.0+); {hardware} is {cc}"),
        "{hardware} has no FP4 support": translate("Compat", "{hardware} has no FP4 support"),
        "{software} cannot load MXFP4 safetensors; convert them to GGUF (MXFP4_MOE) for llama.cpp": translate("Compat", "{software} cannot load MXFP4 safetensors; convert them to GGUF (MXFP4_MOE) for llama.cpp"),
        "MXFP4 experts run on {hardware} through weight-only Marlin kernels (vLLM); the math stays 16-bit": translate("Compat", "MXFP4 experts run on {hardware} through weight-only Marlin kernels (vLLM); the math stays 16-bit"),
        "MXFP4 expert kernels need Ampere or newer (compute capability 8.0+); {hardware} is {cc}": translate("Compat", "MXFP4 expert kernels need Ampere or newer (compute capability 8.0+); {hardware} is {cc}"),
        "No MXFP4 kernels run on {hardware}; use the GGUF conversion in llama.cpp": translate("Compat", "No MXFP4 kernels run on {hardware}; use the GGUF conversion in llama.cpp"),
        "llama.cpp stores 8-bit weights as GGUF Q8_0; choose that format": translate("Compat", "llama.cpp stores 8-bit weights as GGUF Q8_0; choose that format"),
        "ExLlamaV2 loads EXL2 or GPTQ files, not generic integer checkpoints": translate("Compat", "ExLlamaV2 loads EXL2 or GPTQ files, not generic integer checkpoints"),
        "INT8 weight kernels (bitsandbytes LLM.int8(), vLLM W8A8) need compute capability 7.5+; {hardware} is {cc}": translate("Compat", "INT8 weight kernels (bitsandbytes LLM.int8(), vLLM W8A8) need compute capability 7.5+; {hardware} is {cc}"),
        "llama.cpp stores low-bit weights as GGUF types (Q4_K_M, Q2_K ...); choose one of those": translate("Compat", "llama.cpp stores low-bit weights as GGUF types (Q4_K_M, Q2_K ...); choose one of those"),
        "2-bit weight kernels are experimental and lose noticeable accuracy": translate("Compat", "2-bit weight kernels are experimental and lose noticeable accuracy"),
        "Integer weight-only kernels on {hardware} are less mature than on NVIDIA GPUs": translate("Compat", "Integer weight-only kernels on {hardware} are less mature than on NVIDIA GPUs"),
        "No integer weight-only kernels run on {hardware} (no ROCm)": translate("Compat", "No integer weight-only kernels run on {hardware} (no ROCm)"),
        "Integer weight-only kernels on {hardware} fall back to slower paths": translate("Compat", "Integer weight-only kernels on {hardware} fall back to slower paths"),
        "Runs in fp16 on {hardware} (bf16 needs Ampere or newer)": translate("Compat", "Runs in fp16 on {hardware} (bf16 needs Ampere or newer)"),
        "Runs in fp16 on {hardware} (bf16 matrix math needs MI100, RDNA3 or newer)": translate("Compat", "Runs in fp16 on {hardware} (bf16 matrix math needs MI100, RDNA3 or newer)"),
        "Runs in bf16 on {hardware} (TPU matrix units compute in bf16, not fp16)": translate("Compat", "Runs in bf16 on {hardware} (TPU matrix units compute in bf16, not fp16)"),
        "Runs in fp32 on {hardware} (TF32 needs Ampere or newer)": translate("Compat", "Runs in fp32 on {hardware} (TF32 needs Ampere or newer)"),
        "Runs in fp32 on {hardware} (no TF32 matrix units)": translate("Compat", "Runs in fp32 on {hardware} (no TF32 matrix units)"),
        "FP8 compute needs Ada, Hopper or Blackwell (compute capability 8.9+); {hardware} is {cc}": translate("Compat", "FP8 compute needs Ada, Hopper or Blackwell (compute capability 8.9+); {hardware} is {cc}"),
        "FP8 compute needs MI300 (gfx942) or newer; {hardware} is {gfx}": translate("Compat", "FP8 compute needs MI300 (gfx942) or newer; {hardware} is {gfx}"),
        "{hardware} has no FP8 arithmetic (Metal GPUs lack FP8)": translate("Compat", "{hardware} has no FP8 arithmetic (Metal GPUs lack FP8)"),
        "{hardware} computes in bf16 and int8, not FP8": translate("Compat", "{hardware} computes in bf16 and int8, not FP8"),
        "{hardware} has no INT8 tensor cores (Turing or newer); INT8 runs on slower DP4A instructions": translate("Compat", "{hardware} has no INT8 tensor cores (Turing or newer); INT8 runs on slower DP4A instructions"),
        "{hardware} ({cc}) has no fast INT8 instructions (DP4A needs compute capability 6.1+)": translate("Compat", "{hardware} ({cc}) has no fast INT8 instructions (DP4A needs compute capability 6.1+)"),
        "{hardware} has no INT8 matrix units; INT8 runs on slower vector instructions": translate("Compat", "{hardware} has no INT8 matrix units; INT8 runs on slower vector instructions"),
        "{hardware} has no INT8 matrix units on the GPU; INT8 models run at about fp16 speed": translate("Compat", "{hardware} has no INT8 matrix units on the GPU; INT8 models run at about fp16 speed"),
        "{hardware} accelerates FP8 and bf16, not INT8": translate("Compat", "{hardware} accelerates FP8 and bf16, not INT8"),
        "{hardware} computes int4 weights in bf16 (no INT4 arithmetic)": translate("Compat", "{hardware} computes int4 weights in bf16 (no INT4 arithmetic)"),
        "{hardware} computes int4 weights in 16-bit (runtimes here have no INT4 arithmetic)": translate("Compat", "{hardware} computes int4 weights in 16-bit (runtimes here have no INT4 arithmetic)"),
        "llama.cpp has no FP8 KV cache; use q8_0 (int8) instead": translate("Compat", "llama.cpp has no FP8 KV cache; use q8_0 (int8) instead"),
        "{hardware} can store an FP8 KV cache but computes attention in 16-bit (no FP8 units)": translate("Compat", "{hardware} can store an FP8 KV cache but computes attention in 16-bit (no FP8 units)"),
        "FP8 KV cache on {hardware} depends on the vllm-gaudi plugin's FP8 path": translate("Compat", "FP8 KV cache on {hardware} depends on the vllm-gaudi plugin's FP8 path"),
        "{software} has no FP8 KV cache on {hardware}": translate("Compat", "{software} has no FP8 KV cache on {hardware}"),
        "Transformers quantizes the KV cache to INT8 only through its quantized-cache option (slower decoding)": translate("Compat", "Transformers quantizes the KV cache to INT8 only through its quantized-cache option (slower decoding)"),
        "vLLM quantizes the KV cache to FP8 only, not INT8": translate("Compat", "vLLM quantizes the KV cache to FP8 only, not INT8"),
        "{software} has no INT8 KV cache": translate("Compat", "{software} has no INT8 KV cache"),
        "Transformers quantizes the KV cache to INT4 only through its quantized-cache option (slower decoding)": translate("Compat", "Transformers quantizes the KV cache to INT4 only through its quantized-cache option (slower decoding)"),
        "{software} has no INT4 KV cache": translate("Compat", "{software} has no INT4 KV cache"),
        # -- generated from catalogs/compatibility.json: END
    }
