"""Import a model's size and shape from local files, reading headers only (never the weights).

* Hugging Face ``config.json``: the architecture fields; the parameter count is computed from the
  shape (attention incl. GQA/MQA/MLA, gated or plain MLP, MoE experts, embeddings).
* ``.safetensors``: 8-byte little-endian header length, then a JSON header listing every tensor's
  dtype and shape; parameters are counted from the shapes (packed 4-bit tensors as the weights
  they hold, quantization scales left out).  A ``config.json`` beside the file supplies the
  architecture and, through ``quantization_config``, the weight format.
* ``model.safetensors.index.json`` (a sharded checkpoint): the shards' headers when they are
  beside it, else ``metadata.total_size`` / the bytes of config.json's ``torch_dtype``.
* GGUF (llama.cpp): the header's typed key/values and the tensor infos (names, shapes, types);
  parameters are counted from the shapes, the shape read from ``<arch>.*`` keys.

No Qt.  Every problem raises :class:`ModelImportError` with a one-line message naming the file.
"""

from __future__ import annotations

import json
import math
import os
import stat
import struct
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from pydantic import ValidationError

from gpuadvisor.domain.errors import GpuAdvisorError, first_problem
from gpuadvisor.domain.project import ModelSpec, VisionTower
from gpuadvisor.i18n import translate

#: safetensors headers: the format's own limit (the reference reader refuses larger ones)
MAX_JSON_HEADER = 100 * 1024 * 1024
MAX_CONFIG_BYTES = 10 * 1024 * 1024
#: GGUF key/values and tensor infos together.  Real headers are under 40 MiB (a 262k-token
#: vocabulary with its scores, merges and a whole tokenizer.json); the tensor data is never read.
MAX_GGUF_HEADER = 128 * 1024 * 1024
MAX_GGUF_STRING = 64 * 1024 * 1024  # a string value (tokenizer.huggingface.json is the largest)
MAX_GGUF_NAME = 65535  # keys and tensor names (the GGUF spec: keys at most 2^16 - 1 bytes)
MAX_GGUF_ITEMS = 100_000_000  # items of one array
MAX_GGUF_VALUES = 8_000_000  # strings and nested arrays read one by one, over the whole header
MAX_GGUF_DEPTH = 3  # arrays of arrays of arrays
MAX_GGUF_KEYS = 1_000_000
KEEP_ITEMS = 4096  # longer arrays are skipped, their length kept (GGUFArray)
KEEP_STRING = 1024 * 1024  # longer strings are skipped, their length kept
MAX_TENSORS = 1_000_000  # a file listing more tensors than this is not a model
MAX_DIMS = 8
MAX_ELEMENTS = 10**15  # 10x the largest model a document holds (100,000 B parameters)
MAX_CONFIG_INT = 10**12  # a config size above this (hidden size, layers, vocabulary ...) is no model's


class ModelImportError(GpuAdvisorError):
    """A model file that cannot be imported; the message names the file and the problem."""


def _fail(path: Path, problem: str) -> ModelImportError:
    """``<file>: <problem>`` on one line (a name or value with a line break is flattened)."""
    text = translate("Import", "{file}: {problem}").format(file=path, problem=problem)
    return ModelImportError(" ".join(text.split("\n")).replace("\r", " "))


def _short(value: Any, limit: int = 40) -> str:
    """A value in a message: repr, cut to ``limit`` characters (a 4,000-digit number, a long name)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**limit:
        return translate("Import", "a number of {n} digits").format(n=len(str(abs(value))))
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _open(path: Path) -> BinaryIO:
    """A regular file opened for reading.  A named pipe, a device (a link to /dev/zero) or a folder
    is refused before it is read; the open is non-blocking, so a pipe never hangs the window."""
    try:
        st = os.stat(path)
    except OSError as exc:
        raise _fail(path, translate("Import", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    if not stat.S_ISREG(st.st_mode):
        raise _fail(path, translate("Import", "not a regular file (a folder, a pipe or a device)"))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise _fail(path, translate("Import", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced between the two looks
            raise _fail(path, translate("Import", "not a regular file (a folder, a pipe or a device)"))
        return os.fdopen(fd, "rb", buffering=1 << 20)
    except BaseException:
        os.close(fd)
        raise


def _read_limited(path: Path, limit: int) -> bytes:
    """The whole of a small file: refused (unread) when larger than ``limit``."""
    with _open(path) as fh:
        try:
            size = os.fstat(fh.fileno()).st_size
            if size > limit:
                raise _fail(path, translate("Import", "{size} MB is too large for a config file (at most {limit} MB)").format(
                    size=f"{size / 1e6:,.0f}", limit=f"{limit / 1e6:,.0f}"))
            # what the file holds (read(n) allocates n bytes up front); one that reports no size or
            # grows is read on, to one byte past the limit
            data = fh.read(min(size, limit) + 1) if size > 0 else b""
            if size <= 0 or len(data) > size:
                data += fh.read(limit + 1 - len(data))
        except OSError as exc:
            raise _fail(path, translate("Import", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    if len(data) > limit:  # grew while we read
        raise _fail(path, translate("Import", "{size} MB is too large for a config file (at most {limit} MB)").format(
            size=f"{len(data) / 1e6:,.0f}", limit=f"{limit / 1e6:,.0f}"))
    return data


def _parse_json(raw: bytes, path: Path) -> Any:
    """JSON text; every way it can be broken is a ModelImportError (bad UTF-8, bad syntax, a
    number of 5,000 digits, nesting deeper than the parser's recursion limit)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _fail(path, translate("Import", "not UTF-8 text (byte {pos})").format(pos=exc.start)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fail(path, translate("Import", "not valid JSON (line {line}, column {column}: {error})").format(
            line=exc.lineno, column=exc.colno, error=exc.msg)) from None
    except RecursionError:
        raise _fail(path, translate("Import", "JSON nested too deeply")) from None
    except ValueError:  # int() refuses numbers of more than 4,300 digits
        raise _fail(path, translate("Import", "a number in the JSON has too many digits")) from None


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
                "cohere", "internlm2", "yi", "baichuan", "stablelm", "exaone", "llama4_text", "gpt_oss",
                "gpt-oss", "gptoss", "cohere2"}
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


def _int(value: Any, key: str = "") -> int | None:
    """A size from a config value: None when absent or not a number (an unknown convention is
    ignored, as before); a positive whole number; a ValueError naming ``key`` when the number is
    not finite or larger than any model's (1e400, 10**400, NaN: they would overflow the count)."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, str):
        text = value.strip()
        if not text or len(text) > 30 or not text.lstrip("+-").isdigit():
            return None
        value = int(text)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(translate("Import", "{field}: {value} is not a finite number").format(
                field=key, value=_short(value)))
    elif not isinstance(value, int):
        return None  # lists, objects: not a size
    if value > MAX_CONFIG_INT:
        raise ValueError(translate("Import", "{field}: {value} is larger than any model's").format(
            field=key, value=_short(value)))
    v = int(value)
    return v if v > 0 else None


def _cint(cfg: dict, key: str) -> int | None:
    return _int(cfg.get(key), key)


def _iget(cfg: dict, name: str) -> int | None:
    """``_int`` of the first alias of ``name`` that the config sets (the message names that key)."""
    for key in _ALIASES.get(name, (name,)):
        if cfg.get(key) is not None:
            return _int(cfg[key], key)
    return None


def _text_config(cfg: dict) -> dict:
    """Multimodal configs (Llama 4, Gemma 3, Llava) keep the language model under ``text_config``."""
    if _get(cfg, "layers") is None and isinstance(cfg.get("text_config"), dict):
        inner = dict(cfg["text_config"])
        inner.setdefault("_name_or_path", cfg.get("_name_or_path"))
        inner.setdefault("architectures", cfg.get("architectures"))
        return inner
    return cfg


#: Period of the local/global layer pattern when a config gives a window but neither ``layer_types``
#: nor ``sliding_window_pattern``: layer i is global when (i + 1) % period == 0 (transformers
#: Gemma2Config / Gemma3TextConfig / Cohere2Config / GptOssConfig ``layer_types`` defaults; llama.cpp
#: ``set_swa_pattern`` per architecture: gemma2 2, gemma3 6, cohere2 4, gpt-oss 2).
_SWA_PERIOD = {"gemma2": 2, "gemma3": 6, "gemma3_text": 6, "cohere2": 4, "gpt_oss": 2, "gpt-oss": 2, "gptoss": 2}


def _window_layers(cfg: dict, layers: int, mtype: str) -> tuple[int | None, float | None]:
    """(sliding window, share of the layers that use it) from a config, or (None, None).

    In order: ``use_sliding_window`` false (Qwen2/Qwen3 configs carry a window they do not use);
    ``layer_types`` (count of ``sliding_attention``: gpt-oss, newer Gemma configs); Qwen's
    ``max_window_layers`` (layers from that index on slide); ``sliding_window_pattern`` or the
    architecture's period (:data:`_SWA_PERIOD`; 0 = every layer, llama.cpp's convention); else every
    layer (Mistral 7B v0.1, Phi-3).
    """
    window = _cint(cfg, "sliding_window")
    if not window or cfg.get("use_sliding_window") is False:
        return None, None
    types = cfg.get("layer_types")
    if isinstance(types, list) and len(types) >= layers and all(isinstance(t, str) for t in types[:layers]):
        n = sum(1 for t in types[:layers] if t == "sliding_attention")
    elif cfg.get("use_sliding_window") is True and cfg.get("max_window_layers") is not None:
        first = cfg.get("max_window_layers")
        first = first if _whole(first) and first >= 0 else 0
        n = layers - min(layers, first)
    else:
        period = cfg.get("sliding_window_pattern")
        if not (_whole(period) and 0 <= period <= MAX_CONFIG_INT):
            period = _SWA_PERIOD.get(mtype)
        if period is None:
            n = layers
        elif period == 0:
            n = layers
        else:
            n = sum(1 for i in range(layers) if (i + 1) % period)
    return (window, n / layers) if n > 0 else (None, None)


def count_config_params(cfg: dict) -> tuple[float, float, dict]:
    """(total parameters, active parameters per token, TransformerArch fields) from a config dict."""
    cfg = _text_config(cfg)
    mtype = str(cfg.get("model_type", "")).lower()
    L, h, nh = _iget(cfg, "layers"), _iget(cfg, "hidden"), _iget(cfg, "heads")
    if not (L and h and nh):
        raise ValueError(translate("Import", "needs the number of layers, the hidden size and the attention heads"))
    kvh = _iget(cfg, "kv_heads") or (1 if cfg.get("multi_query") else nh)
    hd = _cint(cfg, "head_dim") or _cint(cfg, "d_kv") or max(1, h // nh)
    ffn = _iget(cfg, "ffn") or 4 * h
    vocab = _cint(cfg, "vocab_size") or 0
    tied = bool(cfg.get("tie_word_embeddings", mtype not in _GATED_TYPES or mtype.startswith("gemma")))
    act = str(cfg.get("hidden_act") or cfg.get("hidden_activation") or cfg.get("activation_function") or "")
    gated = mtype in _GATED_TYPES or act in ("silu", "swiglu", "geglu")
    experts = _cint(cfg, "num_local_experts") or _cint(cfg, "n_routed_experts") or _cint(cfg, "num_experts")
    per_tok = _cint(cfg, "num_experts_per_tok") or _cint(cfg, "moe_topk")
    shared = _cint(cfg, "n_shared_experts") or 0
    expert_ffn = _cint(cfg, "moe_intermediate_size") or ffn
    dense_layers = min(L, (_cint(cfg, "first_k_dense_replace") or 0)) if experts else L
    kv_rank = _cint(cfg, "kv_lora_rank")
    rope_dim = _cint(cfg, "qk_rope_head_dim")
    window, window_share = _window_layers(cfg, L, mtype)

    # attention
    if kv_rank:
        nope = _cint(cfg, "qk_nope_head_dim") or hd
        v_dim = _cint(cfg, "v_head_dim") or hd
        q_rank = _cint(cfg, "q_lora_rank")
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
        total += (_iget(cfg, "max_context") or 0) * h
    if cfg.get("is_encoder_decoder"):
        dec_layers = _cint(cfg, "num_decoder_layers") or L
        total += dec_layers * (2 * attn + dense_mlp + 3 * h)
    active = total
    if experts and per_tok:
        active = total - moe_layers * (experts - per_tok) * expert_mlp

    arch = {
        "layers": L, "hidden": h, "heads": nh, "kv_heads": min(kvh, nh), "head_dim": hd, "ffn": expert_ffn if experts else ffn,
        "vocab": vocab or None, "tied_embeddings": tied, "gated_mlp": gated, "attention": attention,
        "experts": experts, "experts_per_token": min(per_tok, experts) if (per_tok and experts) else None,
        "shared_experts": shared or None, "kv_lora_rank": kv_rank, "rope_head_dim": rope_dim if kv_rank else None,
        "dense_layers": dense_layers if (experts and dense_layers) else None,
        "dense_ffn": ffn if (experts and dense_layers) else None,
        "max_context": _iget(cfg, "max_context"), "sliding_window": window, "sliding_window_layers": window_share,
    }
    return float(total), float(active), {k: v for k, v in arch.items() if v is not None}


def _vision_tower(cfg: dict) -> dict | None:
    """A vision-language model's image encoder from ``vision_config`` (domain.project.VisionTower),
    or None: ``num_hidden_layers`` or ``depth`` (Qwen2-VL), the width ``embed_dim`` (Qwen2-VL, whose
    ``hidden_size`` is the language model's) or ``hidden_size``, ``intermediate_size`` or ``mlp_ratio``
    x width, ``patch_size``, ``image_size`` (fixed-resolution encoders: SigLIP in Gemma 3 896, Llama 4
    336), patches merged per token (``spatial_merge_size``² in Qwen2-VL / Qwen2.5-VL; 1 /
    ``pixel_shuffle_ratio``² in Llama 4), the top-level ``mm_tokens_per_image`` (Gemma 3: 256) and
    ``temporal_patch_size``.  A SwiGLU MLP (``hidden_act`` silu: Qwen2.5-VL) has three matrices."""
    vc = cfg.get("vision_config")
    if not isinstance(vc, dict):
        return None
    layers = _cint(vc, "num_hidden_layers") or _cint(vc, "depth")
    hidden = _cint(vc, "embed_dim") or _cint(vc, "hidden_size")
    if not (layers and hidden):
        return None
    ffn = _cint(vc, "intermediate_size")
    ratio = vc.get("mlp_ratio")
    if not ffn and isinstance(ratio, (int, float)) and not isinstance(ratio, bool) and 0 < ratio <= 64:
        ffn = int(round(ratio * hidden))
    merge = (_cint(vc, "spatial_merge_size") or 1) ** 2
    shuffle = vc.get("pixel_shuffle_ratio")
    if isinstance(shuffle, (int, float)) and not isinstance(shuffle, bool) and 0 < shuffle < 1:
        merge = max(1, round(1.0 / (shuffle * shuffle)))
    tower = {
        "layers": min(layers, 1000), "hidden": hidden, "ffn": ffn,
        "gated_mlp": str(vc.get("hidden_act") or "") in ("silu", "swiglu"),
        "patch_size": _cint(vc, "patch_size") or 14, "image_size": _cint(vc, "image_size"),
        "merge": min(merge, 1024), "tokens_per_image": _cint(cfg, "mm_tokens_per_image"),
        "temporal_patch": min(_cint(vc, "temporal_patch_size") or 1, 16),
    }
    return {k: v for k, v in tower.items() if v is not None}


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
    if isinstance(name, str) and name.strip().strip("/").strip():
        return name.strip().rstrip("/").split("/")[-1].strip()[:200] or "Imported model"
    archs = cfg.get("architectures")
    if isinstance(archs, list) and archs and isinstance(archs[0], str) and archs[0].strip():
        return archs[0].strip()[:200]
    return (path.parent.name or path.stem)[:200].strip() or "Imported model"


_TORCH_DTYPES = {"float32": "fp32", "float16": "fp16", "bfloat16": "bf16"}


def spec_from_config(cfg: dict, path: Path, params: float | None = None, source: str = "") -> ImportedModel:
    """An imported model from a parsed config.json (``params`` overrides the computed count)."""
    if not isinstance(cfg, dict):
        raise _fail(path, translate("Import", "not a JSON object"))
    try:
        total, active, arch = count_config_params(cfg)
    except ValueError as exc:
        raise _fail(path, str(exc)) from None
    vision = _vision_tower(cfg) if _family(cfg) == "decoder_llm" else None
    if vision:
        try:
            VisionTower.model_validate(vision)
        except ValidationError:
            vision = None  # an encoder the app cannot describe: the language model alone, as before
    if params:
        if vision:
            # a checkpoint's size counts the image encoder too; the language model is the rest
            from gpuadvisor.engine.shape import vision_counts

            tower = vision_counts(VisionTower.model_validate(vision), arch["hidden"], None)[0]
            if 0 < tower < 0.5 * params:
                params -= tower
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
    if vision:
        data["vision"] = vision
    qcfg = cfg.get("quantization_config") if isinstance(cfg.get("quantization_config"), dict) else {}
    fmt = _quant_format(qcfg) or _TORCH_DTYPES.get(str(cfg.get("torch_dtype") or cfg.get("dtype") or ""))
    return ImportedModel(_validated(data, path), fmt)


def _bits(value: Any) -> int | None:
    return value if _whole(value) and 1 <= value <= 32 else None


def _quant_format(q: dict) -> str | None:
    """The domain's weight format (a ``WeightFormat`` literal) for a config.json ``quantization_config``.

    ``quant_method``: ``mxfp4`` (gpt-oss: 4-bit E2M1 values with an 8-bit scale per 32) -> ``mxfp4``:
    the routed experts at 4.25 bits per weight, attention, router, embeddings and LM head in bf16
    (gpt-oss's ``modules_to_not_convert``); not ``fp4`` (NVFP4), which needs Blackwell tensor
    cores, while vLLM runs MXFP4 experts on Hopper (Triton) and Ampere (Marlin); ``fp8`` / ``fbgemm_fp8`` -> ``fp8``; ``awq`` ->
    ``awq_4bit``; ``gptq`` -> ``gptq_4bit`` (8 bits: ``int8``, 2: ``int2``); ``bitsandbytes``:
    ``load_in_4bit`` -> ``nf4``, ``load_in_8bit`` -> ``int8``; ``compressed-tensors``: the weights'
    ``num_bits`` and ``type`` of its config groups (float 8 -> fp8, float 4 -> fp4, int 8 -> int8,
    int 4 -> int4).  Anything else: None (the caller falls back to ``torch_dtype``).
    """
    method = str(q.get("quant_method", "")).lower().replace("_", "-")
    if method == "mxfp4":
        return "mxfp4"
    if method in ("fp8", "fbgemm-fp8"):
        return "fp8"
    if method == "awq":
        return "awq_4bit"
    if method == "gptq":
        bits = _bits(q.get("bits")) or 4
        return "int8" if bits > 4 else ("int2" if bits <= 2 else "gptq_4bit")
    if method == "bitsandbytes":
        if q.get("load_in_4bit") or q.get("_load_in_4bit"):
            return "nf4"
        if q.get("load_in_8bit") or q.get("_load_in_8bit"):
            return "int8"
        return "nf4" if str(q.get("bnb_4bit_quant_type", "")).lower() in ("nf4", "fp4") else None
    if method == "compressed-tensors":
        groups = q.get("config_groups")
        weights = [g.get("weights") for g in groups.values() if isinstance(g, dict)] if isinstance(groups, dict) else []
        weights = [w for w in weights if isinstance(w, dict)]
        if not weights:
            return None
        bits = _bits(weights[0].get("num_bits")) or 8
        kind = str(weights[0].get("type", "int")).lower()
        if kind == "float":
            return "fp8" if bits >= 8 else "fp4"
        return "int8" if bits >= 8 else ("int2" if bits <= 2 else "int4")
    return None


def _packing(q: dict) -> tuple[str, int]:
    """(quantization method, bits of a packed weight) for counting parameters from tensor shapes."""
    method = str(q.get("quant_method", "")).lower().replace("_", "-")
    bits = _bits(q.get("bits")) or 4
    if method == "compressed-tensors":
        groups = q.get("config_groups")
        for g in (groups.values() if isinstance(groups, dict) else ()):
            w = g.get("weights") if isinstance(g, dict) else None
            if isinstance(w, dict):
                bits = _bits(w.get("num_bits")) or bits
                break
    if method == "bitsandbytes":
        bits = 4 if (q.get("load_in_4bit") or q.get("_load_in_4bit")) else 8
    return method, bits


#: Tensors that hold quantization metadata (scales, zero points, group indices, bitsandbytes quant
#: state), not weights: left out of the parameter count of a quantized checkpoint.
_QUANT_AUX = ("_scales", ".scales", ".qzeros", ".g_idx", "weight_scale", "weight_scale_inv", "input_scale",
              "weight_zero_point", "weight_g_idx", "weight_shape", "weight_global_scale", "input_global_scale",
              ".absmax", ".quant_map", ".nested_absmax", ".nested_quant_map", ".SCB", ".k_scale", ".v_scale",
              ".quant_state.bitsandbytes__nf4", ".quant_state.bitsandbytes__fp4")


def _weights_in(name: str, dtype: Any, n: int, packing: tuple[str, int] | None) -> int:
    """Parameters stored in one tensor of ``n`` elements: packed 4-bit tensors hold several weights
    per element (MXFP4 ``*_blocks`` two per byte; GPTQ/AWQ ``qweight`` and compressed-tensors
    ``weight_packed`` 32/bits per int32; bitsandbytes 4-bit two per byte); scales and zero points
    hold none."""
    if packing is None or not packing[0]:
        return n
    method, bits = packing
    if name.endswith(_QUANT_AUX):
        return 0
    if method == "mxfp4" and name.endswith("_blocks") and dtype == "U8":
        return 2 * n
    if name.endswith((".qweight", "weight_packed")) and dtype == "I32":
        return n * (32 // bits)
    if method == "bitsandbytes" and bits == 4 and dtype == "U8":
        return 2 * n
    return n


def _validated(data: dict, path: Path) -> ModelSpec:
    try:
        return ModelSpec.model_validate(data)
    except ValidationError as exc:
        raise _fail(path, first_problem(exc, "model")) from None


def import_config_json(path: str | Path) -> ImportedModel:
    path = Path(path)
    cfg = _read_json_file(path)
    return spec_from_config(cfg, path)


def _read_json_file(path: Path) -> Any:
    return _parse_json(_read_limited(path, MAX_CONFIG_BYTES), path)


# ---------------------------------------------------------------------------------------------
# safetensors

_ST_FORMATS = {"F64": "fp32", "F32": "fp32", "F16": "fp16", "BF16": "bf16", "F8_E4M3": "fp8", "F8_E5M2": "fp8",
               "I8": "int8", "U8": "int8"}


def read_safetensors_header(path: str | Path) -> dict:
    """The JSON header of a .safetensors file (tensor name -> dtype/shape/offsets); only the
    8-byte length and the header are read, never the tensor data."""
    path = Path(path)
    with _open(path) as fh:
        try:
            raw = fh.read(8)
            if len(raw) < 8:
                raise _fail(path, translate("Import", "too short for a safetensors file"))
            (n,) = struct.unpack("<Q", raw)
            if n <= 1 or n > MAX_JSON_HEADER:
                raise _fail(path, translate("Import", "not a safetensors file (header length {n})").format(n=n))
            body = fh.read(n)
        except OSError as exc:
            raise _fail(path, translate("Import", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    if len(body) < n:
        raise _fail(path, translate("Import", "header truncated ({got} of {n} bytes)").format(got=len(body), n=n))
    header = _parse_json(body, path)
    if not isinstance(header, dict):
        raise _fail(path, translate("Import", "safetensors header is not a JSON object"))
    return header


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _tensor_size(path: Path, name: str, dims: Any) -> int:
    """Elements of one tensor; a ModelImportError naming the tensor for a shape no model has."""
    tensor = _short(name)
    if not isinstance(dims, list):
        raise _fail(path, translate("Import", "tensor {name} has no shape").format(name=tensor))
    if len(dims) > MAX_DIMS:
        raise _fail(path, translate("Import", "tensor {name} has {n} dimensions (at most {max})").format(
            name=tensor, n=len(dims), max=MAX_DIMS))
    n = 1
    for d in dims:
        if not _whole(d):
            raise _fail(path, translate("Import", "tensor {name}: shape holds {value}, not a whole number").format(
                name=tensor, value=_short(d)))
        if d < 0:
            raise _fail(path, translate("Import", "tensor {name}: shape holds a negative size {value}").format(
                name=tensor, value=_short(d)))
        if d > MAX_ELEMENTS:
            raise _fail(path, translate("Import", "tensor {name}: shape holds {value}, larger than any model").format(
                name=tensor, value=_short(d)))
        n *= d
    if n > MAX_ELEMENTS:
        raise _fail(path, translate("Import", "tensor {name}: its shape gives {n} elements, more than any model has").format(
            name=tensor, n=f"{n:.3g}"))
    return n


def _check_offsets(path: Path, name: str, offsets: Any) -> None:
    ok = (isinstance(offsets, list) and len(offsets) == 2 and all(_whole(o) for o in offsets)
          and 0 <= offsets[0] <= offsets[1] < 2**63)
    if not ok:
        raise _fail(path, translate("Import", "tensor {name}: data_offsets {value} are not a byte range").format(
            name=_short(name), value=_short(offsets)))


def _count_tensors(path: Path, header: dict, packing: tuple[str, int] | None, counted: int = 0) -> tuple[int, Counter, int]:
    """(parameters, elements by dtype, tensors) of one safetensors header; ``counted`` tensors were
    already read from other shards (the MAX_TENSORS limit covers them all)."""
    total = 0
    by_dtype: Counter = Counter()
    count = 0
    for name, info in header.items():
        if name == "__metadata__":
            continue
        count += 1
        if counted + count > MAX_TENSORS:
            raise _fail(path, translate("Import", "more than {max} tensors in the header: not a model file").format(
                max=f"{MAX_TENSORS:,}"))
        if not isinstance(info, dict):
            raise _fail(path, translate("Import", "tensor {name} has no shape").format(name=_short(name)))
        n = _tensor_size(path, name, info.get("shape"))
        if "data_offsets" in info:
            _check_offsets(path, name, info["data_offsets"])
        dtype = info.get("dtype")
        weights = _weights_in(str(name), dtype, n, packing)
        total += weights
        if weights:
            by_dtype[dtype[:20] if isinstance(dtype, str) else "?"] += weights
    return total, by_dtype, count


def _sibling_config(path: Path) -> tuple[Path, Any] | None:
    """The ``config.json`` beside a checkpoint file, parsed; None when absent or unreadable (the
    checkpoint is then imported from its tensors alone)."""
    cfg_path = path.with_name("config.json")
    if not cfg_path.is_file():
        return None
    try:
        return cfg_path, _read_json_file(cfg_path)
    except ModelImportError:
        return None


def _config_packing(cfg: Any) -> tuple[str, int] | None:
    q = cfg.get("quantization_config") if isinstance(cfg, dict) else None
    return _packing(q) if isinstance(q, dict) else None


def _with_config(sibling: tuple[Path, Any] | None, params: float | None, fmt: str | None, count: int,
                 source: str) -> ImportedModel | None:
    """The checkpoint's model from its config.json (``params`` from the tensors when known); the
    tensors' dtype is the weight format unless the config names a quantization."""
    if sibling is None:
        return None
    cfg_path, cfg = sibling
    try:
        imported = spec_from_config(cfg, cfg_path, params=params, source=source)
    except ModelImportError:
        return None  # fall back to the count alone
    quantized = isinstance(cfg, dict) and isinstance(cfg.get("quantization_config"), dict) and \
        _quant_format(cfg["quantization_config"]) is not None
    if fmt is not None and not quantized:
        imported.weight_format = fmt
    imported.tensor_count = count
    return imported


def import_safetensors(path: str | Path) -> ImportedModel:
    path = Path(path)
    header = read_safetensors_header(path)
    sibling = _sibling_config(path)
    total, by_dtype, count = _count_tensors(path, header, _config_packing(sibling[1]) if sibling else None)
    if total <= 0:
        raise _fail(path, translate("Import", "no tensors in the header"))
    dtype = by_dtype.most_common(1)[0][0]
    fmt = _ST_FORMATS.get(dtype)
    source = f"imported from {path.name} ({count} tensors, {dtype})"
    imported = _with_config(sibling, float(total), fmt, count, source)
    if imported is not None:
        return imported
    spec = _validated({"name": path.stem[:200].strip() or "Imported model", "family": "other", "params_b": total / 1e9,
                       "source": source}, path)
    return ImportedModel(spec, fmt, count)


# ---------------------------------------------------------------------------------------------
# sharded safetensors: model.safetensors.index.json

#: bytes per element of config.json ``torch_dtype`` values (for ``metadata.total_size``)
_DTYPE_BYTES = {"float32": 4, "float": 4, "float16": 2, "half": 2, "bfloat16": 2, "float8_e4m3fn": 1,
                "float8_e5m2": 1, "int8": 1, "uint8": 1}
MAX_SHARDS = 10_000  # DeepSeek-V3 ships 163; a checkpoint with more files than this is no model's
MAX_SHARD_HEADERS = 1024 * 1024 * 1024  # all shard headers together (real ones: a few MiB)


def _is_index(doc: Any) -> bool:
    return isinstance(doc, dict) and isinstance(doc.get("weight_map"), dict)


def import_safetensors_index(path: str | Path, index: Any = None) -> ImportedModel:
    """A sharded checkpoint from its ``model.safetensors.index.json`` (``weight_map``: tensor ->
    shard file; ``metadata.total_size``: bytes of all tensors).

    Parameters: summed from the shards' headers when every shard is beside the index (packed
    quantized tensors counted as the weights they hold); else ``total_size`` divided by the bytes
    of the sibling config.json's ``torch_dtype`` (a quantized checkpoint's bytes are no parameter
    count: the config's own count is used).  The shape and the weight format come from config.json.
    """
    path = Path(path)
    if index is None:
        index = _read_json_file(path)
    if not _is_index(index):
        raise _fail(path, translate("Import", "not a sharded checkpoint index (no weight_map)"))
    weight_map = index["weight_map"]
    if len(weight_map) > MAX_TENSORS:
        raise _fail(path, translate("Import", "more than {max} tensors in the header: not a model file").format(
            max=f"{MAX_TENSORS:,}"))
    shards: list[str] = []
    seen: set[str] = set()
    for name in weight_map.values():
        ok = isinstance(name, str) and name not in ("", ".", "..") and "/" not in name and "\\" not in name \
            and "\x00" not in name
        if not ok:
            raise _fail(path, translate("Import", "shard {name} is not a file name beside the index").format(
                name=_short(name)))
        if name not in seen:
            seen.add(name)
            shards.append(name)
            if len(shards) > MAX_SHARDS:
                raise _fail(path, translate("Import", "more than {max} shard files: not a model").format(
                    max=f"{MAX_SHARDS:,}"))
    sibling = _sibling_config(path)
    packing = _config_packing(sibling[1]) if sibling else None
    files = [path.with_name(name) for name in shards]
    if files and all(f.is_file() for f in files):
        total, by_dtype, count, read = 0, Counter(), 0, 0
        for f in files:
            read += _header_length(f)
            if read > MAX_SHARD_HEADERS:
                raise _fail(path, translate("Import", "the header would be larger than {limit} MiB; refused unread").format(
                    limit=MAX_SHARD_HEADERS // (1024 * 1024)))
            t, d, c = _count_tensors(f, read_safetensors_header(f), packing, count)
            total, count = total + t, count + c
            by_dtype.update(d)
        if total <= 0:
            raise _fail(path, translate("Import", "no tensors in the header"))
        dtype = by_dtype.most_common(1)[0][0]
        source = f"imported from {path.name} ({len(files)} shards, {count} tensors, {dtype})"
        imported = _with_config(sibling, float(total), _ST_FORMATS.get(dtype), count, source)
        if imported is not None:
            return imported
        spec = _validated({"name": path.parent.name[:200].strip() or "Imported model", "family": "other",
                           "params_b": total / 1e9, "source": source}, path)
        return ImportedModel(spec, _ST_FORMATS.get(dtype), count)
    # shards not here: the byte total and the config's dtype
    meta = index.get("metadata")
    size = meta.get("total_size") if isinstance(meta, dict) else None
    cfg = sibling[1] if sibling else None
    dtype = str(cfg.get("torch_dtype") or cfg.get("dtype") or "") if isinstance(cfg, dict) else ""
    if sibling is None or not (_whole(size) and 0 < size <= MAX_ELEMENTS * 4) or (dtype not in _DTYPE_BYTES and not packing):
        raise _fail(path, translate("Import", "a sharded checkpoint needs its shard files or a config.json with torch_dtype beside the index"))
    quantized = packing is not None and _quant_format(cfg["quantization_config"]) is not None
    params = None if quantized else size / _DTYPE_BYTES[dtype]
    source = (f"imported from {path.name} (config.json count; {size / 1e9:,.2f} GB of quantized tensors)" if quantized
              else f"imported from {path.name} ({size / 1e9:,.2f} GB of {dtype} tensors)")
    imported = _with_config(sibling, params, None, len(weight_map), source)
    if imported is None:
        raise _fail(path, translate("Import", "a sharded checkpoint needs its shard files or a config.json with torch_dtype beside the index"))
    return imported


def _header_length(path: Path) -> int:
    """The 8-byte header length of a safetensors file (what reading its header will cost)."""
    with _open(path) as fh:
        try:
            raw = fh.read(8)
        except OSError as exc:
            raise _fail(path, translate("Import", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    if len(raw) < 8:
        raise _fail(path, translate("Import", "too short for a safetensors file"))
    return struct.unpack("<Q", raw)[0]


# ---------------------------------------------------------------------------------------------
# GGUF
#
# The header is parsed here rather than with gguf-py's GGUFReader: that reader memory-maps the
# whole file (a file truncated while mapped kills the process with SIGBUS), needs the tensor
# data to be present (it builds a view of every tensor), refuses quantisation types newer than
# itself, lets numpy wrap huge dimensions silently, and keeps a numpy array per vocabulary entry
# (seconds for a 150k-token vocabulary).  This reader stops at the end of the tensor infos.

_GGUF_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
#: llama.cpp ``general.file_type`` (LLAMA_FTYPE_*) -> our weight formats (nearest by bits per weight)
GGUF_FILE_TYPES = {0: "fp32", 1: "gguf_f16", 2: "gguf_q4_0", 3: "gguf_q4_0", 7: "gguf_q8_0", 8: "gguf_q5_k_m",
                   9: "gguf_q5_k_m", 10: "gguf_q2_k", 11: "gguf_q3_k_m", 12: "gguf_q3_k_m", 13: "gguf_q3_k_m",
                   14: "gguf_q4_k_m", 15: "gguf_q4_k_m", 16: "gguf_q5_k_m", 17: "gguf_q5_k_m", 18: "gguf_q6_k",
                   19: "gguf_q2_k", 20: "gguf_q2_k", 21: "gguf_q2_k", 22: "gguf_q3_k_m", 23: "gguf_q3_k_m",
                   24: "gguf_q2_k", 25: "gguf_iq4_xs", 26: "gguf_q3_k_m", 27: "gguf_q3_k_m", 28: "gguf_q2_k",
                   29: "gguf_q2_k", 30: "gguf_iq4_xs", 31: "gguf_q2_k", 32: "bf16",
                   38: "gguf_mxfp4"}  # 38: MXFP4_MOE (gpt-oss: MXFP4 experts, Q8_0 elsewhere)


@dataclass(frozen=True)
class GGUFSkipped:
    """An array longer than KEEP_ITEMS (or a string longer than KEEP_STRING): read past, not kept."""

    item_type: int
    length: int

    def __len__(self) -> int:
        return self.length


class _Reader:
    """Reads a GGUF header from a file of ``size`` bytes: never past the end of the file nor past
    MAX_GGUF_HEADER bytes; every failure names ``where`` (the key or tensor being read)."""

    def __init__(self, fh: BinaryIO, path: Path, size: int) -> None:
        self.fh, self.path, self.size = fh, path, size
        self.version = 3
        self.pos = 0
        self.values = 0
        self.where = translate("Import", "the header counts")

    def fail(self, problem: str) -> ModelImportError:
        return _fail(self.path, translate("Import", "GGUF {where}: {problem}").format(where=self.where, problem=problem))

    def room(self, n: int) -> None:
        if self.pos + n > MAX_GGUF_HEADER:
            raise self.fail(translate("Import", "the header would be larger than {limit} MiB; refused unread").format(
                limit=MAX_GGUF_HEADER // (1024 * 1024)))
        if self.pos + n > self.size:
            raise self.fail(translate("Import", "file truncated ({need} bytes needed at byte {pos}, the file has {size})").format(
                need=f"{n:,}", pos=f"{self.pos:,}", size=f"{self.size:,}"))

    def take(self, n: int) -> bytes:
        self.room(n)
        data = self.fh.read(n)
        if len(data) < n:
            raise self.fail(translate("Import", "file truncated ({need} bytes needed at byte {pos}, the file has {size})").format(
                need=f"{n:,}", pos=f"{self.pos:,}", size=f"{self.size:,}"))
        self.pos += n
        return data

    def skip(self, n: int) -> None:
        self.room(n)
        self.fh.seek(n, os.SEEK_CUR)
        self.pos += n

    def scalar(self, fmt: str) -> Any:
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def count(self) -> int:  # lengths and counts are u32 in GGUF v1, u64 later
        return self.scalar("<I" if self.version == 1 else "<Q")

    def string(self, limit: int = MAX_GGUF_STRING, keep: int = KEEP_STRING) -> str | GGUFSkipped:
        n = self.count()
        if n > limit:
            raise self.fail(translate("Import", "a string of {n} bytes (at most {max})").format(n=f"{n:,}", max=f"{limit:,}"))
        if n > keep:
            self.skip(n)
            return GGUFSkipped(8, n)
        return self.take(n).decode("utf-8", errors="replace")

    def name(self) -> str:
        return str(self.string(MAX_GGUF_NAME, MAX_GGUF_NAME))

    def tick(self, n: int = 1) -> None:
        self.values += n
        if self.values > MAX_GGUF_VALUES:
            raise self.fail(translate("Import", "more than {max} values in the header").format(max=f"{MAX_GGUF_VALUES:,}"))

    def value(self, vtype: int, depth: int = 0) -> Any:
        if vtype in _GGUF_SCALARS:
            return self.scalar(_GGUF_SCALARS[vtype])
        if vtype == 8:
            return self.string()
        if vtype == 9:
            return self.array(depth)
        raise self.fail(translate("Import", "unknown value type {type}").format(type=vtype))

    def array(self, depth: int) -> Any:
        if depth >= MAX_GGUF_DEPTH:
            raise self.fail(translate("Import", "arrays nested more than {n} deep").format(n=MAX_GGUF_DEPTH))
        itype, n = self.scalar("<I"), self.count()
        if n > MAX_GGUF_ITEMS:
            raise self.fail(translate("Import", "an array of {n} items (at most {max})").format(n=f"{n:,}", max=f"{MAX_GGUF_ITEMS:,}"))
        if itype in _GGUF_SCALARS:  # numeric arrays in one go; long ones skipped unread
            size = struct.calcsize(_GGUF_SCALARS[itype])
            if n > KEEP_ITEMS:
                self.skip(size * n)
                return GGUFSkipped(itype, n)
            return list(struct.unpack(f"<{n}{_GGUF_SCALARS[itype][1]}", self.take(size * n)))
        if itype not in (8, 9):
            raise self.fail(translate("Import", "unknown value type {type}").format(type=itype))
        self.room(n * (8 if itype == 8 else 12))  # the least the items take: fails fast on absurd counts
        self.tick(n)
        items = [self.value(itype, depth + 1) for _ in range(n)]
        return items if n <= KEEP_ITEMS else GGUFSkipped(itype, n)


def read_gguf_header(path: str | Path) -> tuple[dict[str, Any], list[tuple[str, list[int], int]]]:
    """(key/values, tensor infos as (name, dims, ggml type)) from a GGUF file's header.

    The key/values include ``gguf.version``.  Arrays longer than KEEP_ITEMS items and strings
    longer than KEEP_STRING bytes are read past and kept as :class:`GGUFSkipped` (type and length).
    Reading stops at the end of the tensor infos; the header may not exceed MAX_GGUF_HEADER.
    """
    path = Path(path)
    with _open(path) as fh:
        try:
            r = _Reader(fh, path, os.fstat(fh.fileno()).st_size)
            if fh.read(4) != b"GGUF":
                raise _fail(path, translate("Import", "not a GGUF file (no 'GGUF' magic)"))
            r.pos = 4
            version = r.scalar("<I")
            if version not in (1, 2, 3):
                raise _fail(path, translate("Import", "unsupported GGUF version {version}").format(version=version))
            r.version = version
            n_tensors, n_kv = r.count(), r.count()
            if n_tensors > MAX_TENSORS or n_kv > MAX_GGUF_KEYS:
                raise _fail(path, translate("Import", "the GGUF header declares {tensors} tensors and {keys} keys: not a model file").format(
                    tensors=f"{n_tensors:,}", keys=f"{n_kv:,}"))
            r.room(n_kv * 12 + n_tensors * 24)  # the least they take
            kv: dict[str, Any] = {"gguf.version": version}
            for i in range(n_kv):
                r.where = translate("Import", "key {n}").format(n=i + 1)
                key = r.name()
                r.where = translate("Import", "key {key}").format(key=_short(key, 80))
                kv[key] = r.value(r.scalar("<I"))
            tensors = []
            for i in range(n_tensors):
                r.where = translate("Import", "tensor {n}").format(n=i + 1)
                name = r.name()
                r.where = translate("Import", "tensor {name}").format(name=_short(name, 80))
                n_dims = r.scalar("<I")
                if n_dims > MAX_DIMS:
                    raise r.fail(translate("Import", "{n} dimensions (at most {max})").format(n=f"{n_dims:,}", max=MAX_DIMS))
                dims = [r.count() for _ in range(n_dims)]
                _tensor_size(path, name, dims)
                ttype = r.scalar("<I")
                r.scalar("<Q")  # offset into the data section (not read)
                tensors.append((name, dims, ttype))
        except OSError as exc:
            raise _fail(path, translate("Import", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    return kv, tensors


def import_gguf(path: str | Path) -> ImportedModel:
    path = Path(path)
    kv, tensors = read_gguf_header(path)
    total = sum(math.prod(d) for _n, d, _t in tensors)
    if total <= 0:
        raise _fail(path, translate("Import", "no tensors in the GGUF header"))
    arch_name = kv.get("general.architecture")
    arch_name = arch_name.strip()[:64] if isinstance(arch_name, str) else ""

    def key(suffix: str) -> int | None:
        name = f"{arch_name}.{suffix}"
        v = kv.get(name)
        if isinstance(v, list):
            v = v[0] if v else None  # per-layer arrays: take the first
        try:
            return _int(v, name)
        except ValueError as exc:
            raise _fail(path, str(exc)) from None

    title = kv.get("general.name")
    title = title.strip()[:200] if isinstance(title, str) and title.strip() else (path.stem[:200].strip() or "Imported model")
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
        "moe_intermediate_size": key("expert_feed_forward_length"),
        # llama.cpp's name for first_k_dense_replace (DeepSeek-V2/V3: leading layers with a dense MLP)
        "first_k_dense_replace": key("leading_dense_block_count"),
        "vocab_size": key("vocab_size") or _vocab_from_tensors(tensors),
        "tie_word_embeddings": not any(n == "output.weight" for n, _d, _t in tensors),
        "_name_or_path": title,
    }
    # llama.cpp's ``<arch>.attention.sliding_window_pattern``: a period (layer il slides when
    # il % period < period - 1; 0 = every layer) or one flag per layer; absent: the period llama.cpp
    # sets for the architecture (_SWA_PERIOD)
    pattern = kv.get(f"{arch_name}.attention.sliding_window_pattern")
    if _whole(pattern) and 0 <= pattern <= MAX_CONFIG_INT:
        cfg["sliding_window_pattern"] = pattern
    elif isinstance(pattern, list) and pattern and all(isinstance(f, (bool, int)) for f in pattern):
        layers = cfg["num_hidden_layers"] or 0
        if 0 < layers <= KEEP_ITEMS:
            cfg["layer_types"] = ["sliding_attention" if pattern[i % len(pattern)] else "full_attention"
                                  for i in range(layers)]
    ftype = kv.get("general.file_type")
    fmt = GGUF_FILE_TYPES.get(ftype) if _whole(ftype) else None
    source = f"imported from {path.name} (GGUF v{kv['gguf.version']}{', ' + arch_name if arch_name else ''})"
    try:
        imported = spec_from_config(cfg, path, params=float(total), source=source)
    except ModelImportError:
        spec = _validated({"name": title, "family": "other", "params_b": total / 1e9, "source": source}, path)
        imported = ImportedModel(spec)
    imported.weight_format = fmt
    imported.tensor_count = len(tensors)
    return imported


def _vocab_from_tensors(tensors: list[tuple[str, list[int], int]]) -> int | None:
    for name, dims, _t in tensors:
        if name == "token_embd.weight" and len(dims) == 2:
            return dims[1] if 0 < dims[1] <= 10_000_000 else None  # GGUF stores dims innermost first: [hidden, vocab]
    return None


# ---------------------------------------------------------------------------------------------


def import_model(path: str | Path) -> ImportedModel:
    """Import by content: GGUF magic (or a .gguf name), safetensors header, a sharded checkpoint's
    ``*.safetensors.index.json`` (a JSON object with a ``weight_map``), else a JSON config."""
    path = Path(path)
    with _open(path) as fh:
        try:
            head = fh.read(8)
        except OSError as exc:
            raise _fail(path, translate("Import", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    if head[:4] == b"GGUF" or path.suffix.lower() == ".gguf":
        return import_gguf(path)  # a .gguf without the magic: "not a GGUF file", not a JSON error
    if path.suffix.lower() == ".safetensors" or (len(head) == 8 and head[0:1] != b"{" and
                                                  1 < struct.unpack("<Q", head)[0] <= MAX_JSON_HEADER):
        return import_safetensors(path)
    doc = _read_json_file(path)
    if _is_index(doc):
        return import_safetensors_index(path, doc)
    return spec_from_config(doc, path)
