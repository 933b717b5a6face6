"""Import a model's size and shape from local files, reading headers only (never the weights).

* Hugging Face ``config.json``: the architecture fields; the parameter count is computed from the
  shape (attention incl. GQA/MQA/MLA, gated or plain MLP, MoE experts, embeddings).
* ``.safetensors``: 8-byte little-endian header length, then a JSON header listing every tensor's
  dtype and shape; parameters are counted from the shapes.  A ``config.json`` beside the file
  supplies the architecture.
* GGUF (llama.cpp): the header's typed key/values and the tensor infos (names, shapes, types);
  parameters are counted from the shapes, the shape read from ``<arch>.*`` keys.

No Qt.  Every problem raises :class:`ModelImportError` with a one-line message naming the file.
"""

from __future__ import annotations

import json
import math
import struct
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from pydantic import ValidationError

from gpuadvisor.domain.errors import GpuAdvisorError, first_problem
from gpuadvisor.domain.project import ModelSpec

MAX_JSON_HEADER = 100 * 1024 * 1024  # safetensors headers are a few MB at most
MAX_CONFIG_BYTES = 10 * 1024 * 1024
MAX_GGUF_STRING = 64 * 1024 * 1024
MAX_GGUF_ITEMS = 100_000_000


class ModelImportError(GpuAdvisorError):
    """A model file that cannot be imported; the message names the file and the problem."""


@dataclass
class ImportedModel:
    spec: ModelSpec
    weight_format: str | None = None  # a WeightFormat value when the file says how weights are stored
    tensor_count: int = 0


# ---------------------------------------------------------------------------------------------
# config.json

_ENCODERS = {"bert", "roberta", "distilbert", "deberta", "deberta-v2", "electra", "xlm-roberta", "albert",
             "camembert", "mpnet", "modernbert"}
_GATED_TYPES = {"llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "gemma", "gemma2",
                "gemma3", "gemma3_text", "phi3", "deepseek_v2", "deepseek_v3", "olmo", "olmo2", "granite",
                "cohere", "internlm2", "yi", "baichuan", "stablelm", "exaone", "llama4_text", "gpt_oss"}
_ALIASES = {
    "layers": ("num_hidden_layers", "n_layer", "num_layers", "n_layers"),
    "hidden": ("hidden_size", "n_embd", "d_model", "dim"),
    "heads": ("num_attention_heads", "n_head", "num_heads", "n_heads"),
    "kv_heads": ("num_key_value_heads", "n_kv_heads", "multi_query_group_num"),
    "ffn": ("intermediate_size", "n_inner", "d_ff", "ffn_dim", "ffn_hidden_size"),
    "max_context": ("max_position_embeddings", "n_positions", "n_ctx", "seq_length"),
}


def _get(cfg: dict, name: str) -> Any:
    for key in _ALIASES.get(name, (name,)):
        if cfg.get(key) is not None:
            return cfg[key]
    return None


def _int(value: Any) -> int | None:
    if value is None or isinstance(value, bool):
        return None
    try:
        v = int(value)
    except (TypeError, ValueError):
        return None
    return v if v > 0 else None


def _text_config(cfg: dict) -> dict:
    """Multimodal configs (Llama 4, Gemma 3, Llava) keep the language model under ``text_config``."""
    if _get(cfg, "layers") is None and isinstance(cfg.get("text_config"), dict):
        inner = dict(cfg["text_config"])
        inner.setdefault("_name_or_path", cfg.get("_name_or_path"))
        inner.setdefault("architectures", cfg.get("architectures"))
        return inner
    return cfg


def count_config_params(cfg: dict) -> tuple[float, float, dict]:
    """(total parameters, active parameters per token, TransformerArch fields) from a config dict."""
    cfg = _text_config(cfg)
    mtype = str(cfg.get("model_type", "")).lower()
    L, h, nh = _int(_get(cfg, "layers")), _int(_get(cfg, "hidden")), _int(_get(cfg, "heads"))
    if not (L and h and nh):
        raise ValueError("needs the number of layers, the hidden size and the attention heads")
    kvh = _int(_get(cfg, "kv_heads")) or (1 if cfg.get("multi_query") else nh)
    hd = _int(cfg.get("head_dim")) or _int(cfg.get("d_kv")) or max(1, h // nh)
    ffn = _int(_get(cfg, "ffn")) or 4 * h
    vocab = _int(cfg.get("vocab_size")) or 0
    tied = bool(cfg.get("tie_word_embeddings", mtype not in _GATED_TYPES or mtype.startswith("gemma")))
    act = str(cfg.get("hidden_act") or cfg.get("hidden_activation") or cfg.get("activation_function") or "")
    gated = mtype in _GATED_TYPES or act in ("silu", "swiglu", "geglu")
    experts = _int(cfg.get("num_local_experts")) or _int(cfg.get("n_routed_experts")) or _int(cfg.get("num_experts"))
    per_tok = _int(cfg.get("num_experts_per_tok")) or _int(cfg.get("moe_topk"))
    shared = _int(cfg.get("n_shared_experts")) or 0
    expert_ffn = _int(cfg.get("moe_intermediate_size")) or ffn
    dense_layers = min(L, int(cfg.get("first_k_dense_replace") or 0)) if experts else L
    kv_rank = _int(cfg.get("kv_lora_rank"))
    rope_dim = _int(cfg.get("qk_rope_head_dim"))

    # attention
    if kv_rank:
        nope = _int(cfg.get("qk_nope_head_dim")) or hd
        v_dim = _int(cfg.get("v_head_dim")) or hd
        q_rank = _int(cfg.get("q_lora_rank"))
        qk = nope + (rope_dim or 0)
        q = h * q_rank + q_rank * nh * qk if q_rank else h * nh * qk
        attn = q + h * (kv_rank + (rope_dim or 0)) + kv_rank * nh * (nope + v_dim) + nh * v_dim * h
        attention = "mla"
    else:
        attn = h * nh * hd + 2 * h * kvh * hd + nh * hd * h
        attention = "mha" if kvh == nh else ("mqa" if kvh == 1 else "gqa")
    mlp_mats = 3 if gated else 2
    dense_mlp = mlp_mats * h * ffn
    expert_mlp = mlp_mats * h * expert_ffn
    norms = 2 * h
    moe_layers = L - dense_layers
    per_dense = attn + dense_mlp + norms
    per_moe = attn + (experts or 0) * expert_mlp + shared * expert_mlp + h * (experts or 0) + norms
    emb = vocab * h
    total = L * per_dense if not experts else dense_layers * per_dense + moe_layers * per_moe
    total += emb + (0 if tied else emb) + h
    if mtype in _ENCODERS or mtype == "gpt2":
        total += (_int(_get(cfg, "max_context")) or 0) * h
    if cfg.get("is_encoder_decoder"):
        dec_layers = _int(cfg.get("num_decoder_layers")) or L
        total += dec_layers * (2 * attn + dense_mlp + 3 * h)
    active = total
    if experts and per_tok:
        active = total - moe_layers * (experts - per_tok) * expert_mlp

    arch = {
        "layers": L, "hidden": h, "heads": nh, "kv_heads": min(kvh, nh), "head_dim": hd, "ffn": expert_ffn if experts else ffn,
        "vocab": vocab or None, "tied_embeddings": tied, "gated_mlp": gated, "attention": attention,
        "experts": experts, "experts_per_token": min(per_tok, experts) if (per_tok and experts) else None,
        "shared_experts": shared or None, "kv_lora_rank": kv_rank, "rope_head_dim": rope_dim if kv_rank else None,
        "max_context": _int(_get(cfg, "max_context")), "sliding_window": _int(cfg.get("sliding_window")),
    }
    return float(total), float(active), {k: v for k, v in arch.items() if v is not None}


def _family(cfg: dict) -> str:
    mtype = str(_text_config(cfg).get("model_type", "")).lower()
    if cfg.get("is_encoder_decoder"):
        return "encoder_decoder"
    if mtype in _ENCODERS:
        return "encoder"
    if mtype in ("vit", "deit", "swin", "dinov2", "siglip_vision_model"):
        return "vision_transformer"
    if mtype in ("whisper", "wav2vec2", "hubert"):
        return "speech"
    return "decoder_llm"


def _name(cfg: dict, path: Path) -> str:
    name = cfg.get("_name_or_path") or ""
    if isinstance(name, str) and name.strip():
        return name.strip().rstrip("/").split("/")[-1][:200]
    archs = cfg.get("architectures")
    if isinstance(archs, list) and archs and isinstance(archs[0], str):
        return archs[0][:200]
    return (path.parent.name or path.stem)[:200] or "Imported model"


_TORCH_DTYPES = {"float32": "fp32", "float16": "fp16", "bfloat16": "bf16"}


def spec_from_config(cfg: dict, path: Path, params: float | None = None, source: str = "") -> ImportedModel:
    """An imported model from a parsed config.json (``params`` overrides the computed count)."""
    if not isinstance(cfg, dict):
        raise ModelImportError(f"{path}: not a JSON object")
    try:
        total, active, arch = count_config_params(cfg)
    except ValueError as exc:
        raise ModelImportError(f"{path}: {exc}") from None
    if params:
        active = active * params / total if total else params
        total = params
    data = {
        "name": _name(cfg, path),
        "family": _family(cfg),
        "params_b": total / 1e9,
        "active_params_b": active / 1e9 if active < total * 0.9999 else None,
        "arch": arch,
        "source": source or f"imported from {path.name}",
    }
    qcfg = cfg.get("quantization_config") if isinstance(cfg.get("quantization_config"), dict) else {}
    fmt = _quant_format(qcfg) or _TORCH_DTYPES.get(str(cfg.get("torch_dtype") or cfg.get("dtype") or ""))
    return ImportedModel(_validated(data, path), fmt)


def _quant_format(q: dict) -> str | None:
    method = str(q.get("quant_method", "")).lower()
    if method == "gptq":
        return "gptq_4bit"
    if method == "awq":
        return "awq_4bit"
    if method == "bitsandbytes":
        return "nf4" if q.get("load_in_4bit") else "int8"
    if method == "fp8":
        return "fp8"
    return None


def _validated(data: dict, path: Path) -> ModelSpec:
    try:
        return ModelSpec.model_validate(data)
    except ValidationError as exc:
        raise ModelImportError(f"{path}: {first_problem(exc, 'model')}") from None


def import_config_json(path: str | Path) -> ImportedModel:
    path = Path(path)
    cfg = _read_json_file(path)
    return spec_from_config(cfg, path)


def _read_json_file(path: Path) -> Any:
    try:
        if path.stat().st_size > MAX_CONFIG_BYTES:
            raise ModelImportError(f"{path}: too large for a config file")
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ModelImportError(f"{path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ModelImportError(f"{path}: not valid JSON ({exc})") from None


# ---------------------------------------------------------------------------------------------
# safetensors

_ST_FORMATS = {"F64": "fp32", "F32": "fp32", "F16": "fp16", "BF16": "bf16", "F8_E4M3": "fp8", "F8_E5M2": "fp8",
               "I8": "int8", "U8": "int8"}


def read_safetensors_header(path: str | Path) -> dict:
    """The JSON header of a .safetensors file (tensor name -> dtype/shape/offsets)."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            raw = fh.read(8)
            if len(raw) < 8:
                raise ModelImportError(f"{path}: too short for a safetensors file")
            (n,) = struct.unpack("<Q", raw)
            if n <= 1 or n > MAX_JSON_HEADER:
                raise ModelImportError(f"{path}: not a safetensors file (header length {n})")
            body = fh.read(n)
    except OSError as exc:
        raise ModelImportError(f"{path}: {exc.strerror or exc}") from None
    if len(body) < n:
        raise ModelImportError(f"{path}: header truncated ({len(body)} of {n} bytes)")
    try:
        header = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ModelImportError(f"{path}: safetensors header is not valid JSON") from None
    if not isinstance(header, dict):
        raise ModelImportError(f"{path}: safetensors header is not a JSON object")
    return header


def import_safetensors(path: str | Path) -> ImportedModel:
    path = Path(path)
    header = read_safetensors_header(path)
    total = 0
    by_dtype: Counter = Counter()
    count = 0
    for name, info in header.items():
        if name == "__metadata__":
            continue
        if not isinstance(info, dict) or not isinstance(info.get("shape"), list):
            raise ModelImportError(f"{path}: tensor {name!r} has no shape")
        try:
            n = math.prod(int(d) for d in info["shape"])
        except (TypeError, ValueError):
            raise ModelImportError(f"{path}: tensor {name!r} has a bad shape") from None
        total += n
        by_dtype[str(info.get("dtype", "?"))] += n
        count += 1
    if total <= 0:
        raise ModelImportError(f"{path}: no tensors in the header")
    dtype = by_dtype.most_common(1)[0][0]
    fmt = _ST_FORMATS.get(dtype)
    source = f"imported from {path.name} ({count} tensors, {dtype})"
    cfg_path = path.with_name("config.json")
    if cfg_path.is_file():
        try:
            imported = spec_from_config(_read_json_file(cfg_path), cfg_path, params=float(total), source=source)
            imported.weight_format = imported.weight_format if fmt is None else fmt
            imported.tensor_count = count
            return imported
        except ModelImportError:
            pass  # fall back to the count alone
    spec = _validated({"name": path.stem[:200] or "Imported model", "family": "other", "params_b": total / 1e9,
                       "source": source}, path)
    return ImportedModel(spec, fmt, count)


# ---------------------------------------------------------------------------------------------
# GGUF

_GGUF_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
#: llama.cpp ``general.file_type`` (LLAMA_FTYPE_*) -> our weight formats (nearest by bits per weight)
GGUF_FILE_TYPES = {0: "fp32", 1: "gguf_f16", 2: "gguf_q4_0", 3: "gguf_q4_0", 7: "gguf_q8_0", 8: "gguf_q5_k_m",
                   9: "gguf_q5_k_m", 10: "gguf_q2_k", 11: "gguf_q3_k_m", 12: "gguf_q3_k_m", 13: "gguf_q3_k_m",
                   14: "gguf_q4_k_m", 15: "gguf_q4_k_m", 16: "gguf_q5_k_m", 17: "gguf_q5_k_m", 18: "gguf_q6_k",
                   19: "gguf_q2_k", 20: "gguf_q2_k", 21: "gguf_q2_k", 22: "gguf_q3_k_m", 23: "gguf_q3_k_m",
                   24: "gguf_q2_k", 25: "gguf_iq4_xs", 26: "gguf_q3_k_m", 27: "gguf_q3_k_m", 28: "gguf_q2_k",
                   29: "gguf_q2_k", 30: "gguf_iq4_xs", 31: "gguf_q2_k", 32: "bf16"}


class _Reader:
    def __init__(self, fh: BinaryIO, path: Path, version: int) -> None:
        self.fh, self.path, self.version = fh, path, version

    def take(self, n: int) -> bytes:
        data = self.fh.read(n)
        if len(data) < n:
            raise ModelImportError(f"{self.path}: GGUF header truncated")
        return data

    def scalar(self, fmt: str) -> Any:
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def count(self) -> int:  # lengths and counts are u32 in GGUF v1, u64 later
        return self.scalar("<I" if self.version == 1 else "<Q")

    def string(self) -> str:
        n = self.count()
        if n > MAX_GGUF_STRING:
            raise ModelImportError(f"{self.path}: GGUF string too long ({n} bytes)")
        return self.take(n).decode("utf-8", errors="replace")

    def value(self, vtype: int, depth: int = 0) -> Any:
        if vtype in _GGUF_SCALARS:
            return self.scalar(_GGUF_SCALARS[vtype])
        if vtype == 8:
            return self.string()
        if vtype == 9 and depth < 4:
            itype, n = self.scalar("<I"), self.count()
            if n > MAX_GGUF_ITEMS:
                raise ModelImportError(f"{self.path}: GGUF array too long ({n})")
            if itype in _GGUF_SCALARS:  # read numeric arrays in one go
                size = struct.calcsize(_GGUF_SCALARS[itype])
                raw = self.take(size * n)
                return list(struct.unpack(f"<{n}{_GGUF_SCALARS[itype][1]}", raw)) if n <= 4096 else [n]
            return [self.value(itype, depth + 1) for _ in range(n)]
        raise ModelImportError(f"{self.path}: unknown GGUF value type {vtype}")


def read_gguf_header(path: str | Path) -> tuple[dict[str, Any], list[tuple[str, list[int], int]]]:
    """(key/values, tensor infos as (name, dims, ggml type)) from a GGUF file's header.

    The key/values include ``gguf.version``; numeric arrays longer than 4096 items are replaced
    by ``[length]`` (their content is skipped, not kept).
    """
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            if fh.read(4) != b"GGUF":
                raise ModelImportError(f"{path}: not a GGUF file (no 'GGUF' magic)")
            r = _Reader(fh, path, 3)
            version = r.scalar("<I")
            if version not in (1, 2, 3):
                raise ModelImportError(f"{path}: unsupported GGUF version {version}")
            r.version = version
            n_tensors, n_kv = r.count(), r.count()
            if n_tensors > MAX_GGUF_ITEMS or n_kv > MAX_GGUF_ITEMS:
                raise ModelImportError(f"{path}: implausible GGUF counts")
            kv: dict[str, Any] = {"gguf.version": version}
            for _ in range(n_kv):
                key = r.string()
                kv[key] = r.value(r.scalar("<I"))
            tensors = []
            for _ in range(n_tensors):
                name = r.string()
                n_dims = r.scalar("<I")
                if n_dims > 8:
                    raise ModelImportError(f"{path}: tensor {name!r} has {n_dims} dimensions")
                dims = [r.count() for _ in range(n_dims)]
                ttype = r.scalar("<I")
                r.scalar("<Q")  # offset into the data section (not read)
                tensors.append((name, dims, ttype))
    except OSError as exc:
        raise ModelImportError(f"{path}: {exc.strerror or exc}") from None
    return kv, tensors


def import_gguf(path: str | Path) -> ImportedModel:
    path = Path(path)
    kv, tensors = read_gguf_header(path)
    total = sum(math.prod(d) for _n, d, _t in tensors)
    if total <= 0:
        raise ModelImportError(f"{path}: no tensors in the GGUF header")
    arch_name = str(kv.get("general.architecture", "") or "")

    def key(suffix: str) -> Any:
        v = kv.get(f"{arch_name}.{suffix}")
        return v[0] if isinstance(v, list) and v else v  # per-layer arrays: take the first

    cfg = {
        "model_type": arch_name,
        "num_hidden_layers": key("block_count"),
        "hidden_size": key("embedding_length"),
        "num_attention_heads": key("attention.head_count"),
        "num_key_value_heads": key("attention.head_count_kv"),
        "intermediate_size": key("feed_forward_length"),
        "max_position_embeddings": key("context_length"),
        "num_local_experts": key("expert_count"),
        "num_experts_per_tok": key("expert_used_count"),
        "kv_lora_rank": key("attention.kv_lora_rank"),
        "sliding_window": key("attention.sliding_window"),
        "head_dim": key("attention.key_length"),
        "vocab_size": key("vocab_size") or _vocab_from_tensors(tensors),
        "tie_word_embeddings": not any(n == "output.weight" for n, _d, _t in tensors),
        "_name_or_path": kv.get("general.name") or path.stem,
    }
    ftype = kv.get("general.file_type")
    fmt = GGUF_FILE_TYPES.get(ftype) if isinstance(ftype, int) else None
    source = f"imported from {path.name} (GGUF v{kv['gguf.version']}{', ' + arch_name if arch_name else ''})"
    try:
        imported = spec_from_config(cfg, path, params=float(total), source=source)
    except ModelImportError:
        spec = _validated({"name": str(cfg["_name_or_path"])[:200], "family": "other", "params_b": total / 1e9,
                           "source": source}, path)
        imported = ImportedModel(spec)
    imported.weight_format = fmt
    imported.tensor_count = len(tensors)
    return imported


def _vocab_from_tensors(tensors: list[tuple[str, list[int], int]]) -> int | None:
    for name, dims, _t in tensors:
        if name == "token_embd.weight" and len(dims) == 2:
            return dims[1]  # GGUF stores dims innermost first: [hidden, vocab]
    return None


# ---------------------------------------------------------------------------------------------


def import_model(path: str | Path) -> ImportedModel:
    """Import by content: GGUF magic, safetensors header, else a JSON config."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            head = fh.read(8)
    except OSError as exc:
        raise ModelImportError(f"{path}: {exc.strerror or exc}") from None
    if head[:4] == b"GGUF":
        return import_gguf(path)
    if path.suffix.lower() == ".safetensors" or (len(head) == 8 and head[0:1] != b"{" and
                                                  1 < struct.unpack("<Q", head)[0] <= MAX_JSON_HEADER):
        return import_safetensors(path)
    return import_config_json(path)
