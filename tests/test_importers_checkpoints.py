"""Importing models as people have them: sharded checkpoints (``model.safetensors.index.json``), the
weight format named in config.json's ``quantization_config``, packed quantized tensors, sliding-window
layer patterns, and a ``.gguf`` whose magic is wrong (small files written here)."""

import json
import struct

import pytest

from gpuadvisor.engine import memory as M
from gpuadvisor.engine.shape import build_shape
from gpuadvisor.importers import (
    ModelImportError,
    import_config_json,
    import_model,
    import_safetensors,
    import_safetensors_index,
)

# huggingface.co/openai/gpt-oss-20b config.json (the fields the importer reads)
GPT_OSS_20B = {
    "architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "head_dim": 64, "hidden_act": "silu",
    "hidden_size": 2880, "intermediate_size": 2880, "num_attention_heads": 64, "num_key_value_heads": 8,
    "num_hidden_layers": 24, "num_local_experts": 32, "num_experts_per_tok": 4, "experts_per_token": 4,
    "layer_types": ["sliding_attention", "full_attention"] * 12, "sliding_window": 128,
    "max_position_embeddings": 131072, "tie_word_embeddings": False, "vocab_size": 201088,
    "quantization_config": {"modules_to_not_convert": ["model.layers.*.self_attn", "model.layers.*.mlp.router",
                                                       "model.embed_tokens", "lm_head"], "quant_method": "mxfp4"},
}

# huggingface.co/google/gemma-2-9b config.json (no layer_types: transformers alternates from layer 0)
GEMMA2_9B = {
    "architectures": ["Gemma2ForCausalLM"], "model_type": "gemma2", "head_dim": 256, "hidden_size": 3584,
    "intermediate_size": 14336, "num_attention_heads": 16, "num_key_value_heads": 8, "num_hidden_layers": 42,
    "sliding_window": 4096, "max_position_embeddings": 8192, "vocab_size": 256000, "torch_dtype": "float32",
    "hidden_activation": "gelu_pytorch_tanh",
}

# huggingface.co/google/gemma-3-27b-it config.json text_config (sliding_window_pattern 6)
GEMMA3_27B = {
    "architectures": ["Gemma3ForConditionalGeneration"], "model_type": "gemma3", "torch_dtype": "bfloat16",
    "text_config": {"model_type": "gemma3_text", "head_dim": 128, "hidden_size": 5376, "intermediate_size": 21504,
                    "num_attention_heads": 32, "num_key_value_heads": 16, "num_hidden_layers": 62,
                    "sliding_window": 1024, "sliding_window_pattern": 6, "vocab_size": 262208},
}

LLAMA_SMALL = {"model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
               "num_key_value_heads": 2, "intermediate_size": 128, "vocab_size": 100, "tie_word_embeddings": False,
               "torch_dtype": "bfloat16"}


def _write(path, doc):
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _safetensors(path, tensors: dict[str, tuple[str, list[int]]]):
    """A safetensors file holding only its header (the importer never reads tensor data)."""
    header, off = {}, 0
    for name, (dtype, shape) in tensors.items():
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [off, off]}
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw)
    return path


def _llama_small_tensors(prefix_layers=range(2)):
    t = {"model.embed_tokens.weight": ("BF16", [100, 64]), "lm_head.weight": ("BF16", [100, 64]),
         "model.norm.weight": ("BF16", [64])}
    for i in prefix_layers:
        p = f"model.layers.{i}."
        t.update({p + "self_attn.q_proj.weight": ("BF16", [64, 64]), p + "self_attn.k_proj.weight": ("BF16", [32, 64]),
                  p + "self_attn.v_proj.weight": ("BF16", [32, 64]), p + "self_attn.o_proj.weight": ("BF16", [64, 64]),
                  p + "mlp.gate_proj.weight": ("BF16", [128, 64]), p + "mlp.up_proj.weight": ("BF16", [128, 64]),
                  p + "mlp.down_proj.weight": ("BF16", [64, 128]),
                  p + "input_layernorm.weight": ("BF16", [64]), p + "post_attention_layernorm.weight": ("BF16", [64])})
    return t


def _count(tensors):
    n = 0
    for _dtype, shape in tensors.values():
        k = 1
        for d in shape:
            k *= d
        n += k
    return n


# -- sliding-window layers --------------------------------------------------------------------------


def test_gpt_oss_layer_types_give_half_the_layers_a_window(tmp_path):
    imp = import_config_json(_write(tmp_path / "config.json", GPT_OSS_20B))
    a = imp.spec.arch
    assert a.sliding_window == 128 and a.sliding_window_layers == 0.5
    shape = build_shape(imp.spec)
    # 12 full layers x 32,768 tokens + 12 window layers x 128 tokens, 2 x 8 x 64 x 2 B per token and layer
    assert M.kv_cache_bytes(shape, sequences=1, tokens_per_seq=32768, kv_bytes=2.0) == (12 * 32768 + 12 * 128) * 2048
    assert imp.weight_format == "mxfp4"  # quant_method mxfp4 (MoE experts MXFP4, the rest bf16)


def test_gemma2_without_layer_types_alternates(tmp_path):
    imp = import_config_json(_write(tmp_path / "config.json", GEMMA2_9B))
    shape = build_shape(imp.spec)
    assert shape.kv_window == 4096 and shape.kv_window_layers == 21
    # 8,192 tokens: 21 x 8,192 + 21 x 4,096 tokens at 2 x 8 x 256 x 2 = 8,192 B
    assert M.kv_cache_bytes(shape, sequences=1, tokens_per_seq=8192, kv_bytes=2.0) == 21 * (8192 + 4096) * 8192
    assert imp.weight_format == "fp32"


def test_gemma3_pattern_six(tmp_path):
    imp = import_config_json(_write(tmp_path / "config.json", GEMMA3_27B))
    shape = build_shape(imp.spec)
    assert shape.kv_window == 1024 and shape.kv_window_layers == 52  # layers 5, 11, ..., 59 global: 10


def test_qwen_window_not_in_use_is_ignored(tmp_path):
    cfg = dict(LLAMA_SMALL, model_type="qwen2", sliding_window=4096, use_sliding_window=False, max_window_layers=2)
    assert import_config_json(_write(tmp_path / "config.json", cfg)).spec.arch.sliding_window is None
    cfg = dict(cfg, use_sliding_window=True, max_window_layers=1)  # layers from index 1 on slide
    a = import_config_json(_write(tmp_path / "config.json", cfg)).spec.arch
    assert a.sliding_window == 4096 and a.sliding_window_layers == 0.5


def test_mistral_window_on_every_layer(tmp_path):
    cfg = dict(LLAMA_SMALL, model_type="mistral", sliding_window=4096)
    a = import_config_json(_write(tmp_path / "config.json", cfg)).spec.arch
    assert a.sliding_window == 4096 and a.sliding_window_layers == 1.0


# -- quantization_config -> weight format ----------------------------------------------------------


@pytest.mark.parametrize("qcfg, fmt", [
    ({"quant_method": "mxfp4"}, "mxfp4"),
    ({"quant_method": "fp8", "fmt": "e4m3", "weight_block_size": [128, 128]}, "fp8"),
    ({"quant_method": "awq", "bits": 4, "group_size": 128}, "awq_4bit"),
    ({"quant_method": "gptq", "bits": 4, "group_size": 128}, "gptq_4bit"),
    ({"quant_method": "gptq", "bits": 8}, "int8"),
    ({"quant_method": "bitsandbytes", "load_in_4bit": True, "bnb_4bit_quant_type": "nf4"}, "nf4"),
    ({"quant_method": "bitsandbytes", "load_in_8bit": True}, "int8"),
    ({"quant_method": "compressed-tensors", "format": "pack-quantized",
      "config_groups": {"group_0": {"weights": {"num_bits": 4, "type": "int", "group_size": 128}}}}, "int4"),
    ({"quant_method": "compressed-tensors", "format": "float-quantized",
      "config_groups": {"group_0": {"weights": {"num_bits": 8, "type": "float"}}}}, "fp8"),
    ({"quant_method": "something-new"}, "bf16"),  # unknown: torch_dtype
])
def test_quantization_config_names_the_weight_format(tmp_path, qcfg, fmt):
    imp = import_config_json(_write(tmp_path / "config.json", dict(LLAMA_SMALL, quantization_config=qcfg)))
    assert imp.weight_format == fmt


# -- safetensors: packed quantized tensors ----------------------------------------------------------


def test_mxfp4_blocks_count_two_weights_per_byte_and_scales_none(tmp_path):
    # one gpt-oss-like layer: experts gate_up (E=2, 2f=8, h=64) stored as [E, 2f, h/32 blocks, 16 bytes]
    tensors = {"model.layers.0.mlp.experts.gate_up_proj_blocks": ("U8", [2, 8, 2, 16]),
               "model.layers.0.mlp.experts.gate_up_proj_scales": ("U8", [2, 8, 2]),
               "model.layers.0.mlp.experts.gate_up_proj_bias": ("BF16", [2, 8]),
               "model.embed_tokens.weight": ("BF16", [100, 64])}
    cfg = dict(LLAMA_SMALL, num_hidden_layers=1, quantization_config={"quant_method": "mxfp4"})
    _write(tmp_path / "config.json", cfg)
    imp = import_safetensors(_safetensors(tmp_path / "model.safetensors", tensors))
    assert imp.spec.params_b * 1e9 == pytest.approx(2 * 8 * 64 + 2 * 8 + 100 * 64)
    assert imp.weight_format == "mxfp4"  # the config's quantization, not the bytes' U8


def test_gptq_qweight_counts_eight_weights_per_int32(tmp_path):
    tensors = {"model.layers.0.mlp.up_proj.qweight": ("I32", [8, 128]),  # in 64 / 8 packed, out 128
               "model.layers.0.mlp.up_proj.qzeros": ("I32", [1, 16]),
               "model.layers.0.mlp.up_proj.scales": ("F16", [1, 128]),
               "model.layers.0.mlp.up_proj.g_idx": ("I32", [64])}
    _write(tmp_path / "config.json", dict(LLAMA_SMALL, quantization_config={"quant_method": "gptq", "bits": 4}))
    imp = import_safetensors(_safetensors(tmp_path / "model.safetensors", tensors))
    assert imp.spec.params_b * 1e9 == 64 * 128
    assert imp.weight_format == "gptq_4bit"


# -- sharded checkpoints ----------------------------------------------------------------------------


def _sharded(tmp_path, with_shards=True, cfg=LLAMA_SMALL):
    tensors = _llama_small_tensors()
    names = sorted(tensors)
    half = len(names) // 2
    parts = {"model-00001-of-00002.safetensors": names[:half], "model-00002-of-00002.safetensors": names[half:]}
    weight_map = {n: f for f, ns in parts.items() for n in ns}
    if with_shards:
        for f, ns in parts.items():
            _safetensors(tmp_path / f, {n: tensors[n] for n in ns})
    if cfg is not None:
        _write(tmp_path / "config.json", cfg)
    index = _write(tmp_path / "model.safetensors.index.json",
                   {"metadata": {"total_size": 2 * _count(tensors)}, "weight_map": weight_map})
    return index, _count(tensors), len(tensors)


def test_index_with_shards_sums_their_headers(tmp_path):
    index, n, count = _sharded(tmp_path)
    imp = import_model(index)
    assert imp.spec.params_b * 1e9 == n and imp.tensor_count == count
    assert imp.spec.arch.layers == 2 and imp.weight_format == "bf16"
    assert "2 shards" in imp.spec.source


def test_index_without_shards_divides_total_size_by_the_dtype(tmp_path):
    index, n, _count_ = _sharded(tmp_path, with_shards=False)
    imp = import_safetensors_index(index)
    assert imp.spec.params_b * 1e9 == n  # total_size 2n bytes / 2 (bfloat16)
    assert imp.weight_format == "bf16"
    fp32 = _write(tmp_path / "config.json", dict(LLAMA_SMALL, torch_dtype="float32"))
    assert fp32.exists() and import_safetensors_index(index).spec.params_b * 1e9 == n / 2


def test_index_quantized_without_shards_keeps_the_config_count(tmp_path):
    cfg = dict(GPT_OSS_20B)
    index, _n, _c = _sharded(tmp_path, with_shards=False, cfg=cfg)
    imp = import_model(index)
    assert imp.spec.params_b == pytest.approx(20.9, rel=0.01)  # config count, not total_size / 2
    assert imp.weight_format == "mxfp4"


def test_index_without_config_or_shards_is_refused_in_one_line(tmp_path):
    index, _n, _c = _sharded(tmp_path, with_shards=False, cfg=None)
    with pytest.raises(ModelImportError) as exc:
        import_model(index)
    text = str(exc.value)
    assert "\n" not in text and "config.json" in text and index.name in text


@pytest.mark.parametrize("shard", ["../model.safetensors", "/etc/passwd", "", 7, "a\\b.safetensors"])
def test_index_shard_names_must_be_files_beside_it(tmp_path, shard):
    index = _write(tmp_path / "model.safetensors.index.json", {"metadata": {"total_size": 10}, "weight_map": {"w": shard}})
    with pytest.raises(ModelImportError) as exc:
        import_model(index)
    assert "shard" in str(exc.value) and "\n" not in str(exc.value)


# -- GGUF ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("data", [b"GGML" + b"\x00" * 60, b'{"model_type": "llama"}', b"\x00" * 3])
def test_gguf_with_wrong_magic_is_not_a_gguf_file(tmp_path, data):
    p = tmp_path / "model.gguf"
    p.write_bytes(data)
    with pytest.raises(ModelImportError) as exc:
        import_model(p)
    assert "not a GGUF file" in str(exc.value) and "JSON" not in str(exc.value)


def _gguf_str(s: str) -> bytes:
    b = s.encode()
    return struct.pack("<Q", len(b)) + b


def _gguf(path, arch: str, kvs: list[tuple[str, int, object]]):
    """A GGUF v3 header: general.architecture plus ``kvs`` (u32 = type 4, bool array = type 9/7), two tensors."""
    body = _gguf_str("general.architecture") + struct.pack("<I", 8) + _gguf_str(arch)
    for key, vtype, value in kvs:
        body += _gguf_str(key) + struct.pack("<I", vtype)
        if vtype == 4:
            body += struct.pack("<I", value)
        elif vtype == 9:
            body += struct.pack("<IQ", 7, len(value)) + bytes(int(v) for v in value)
    tensors = [("token_embd.weight", [64, 100]), ("blk.0.attn_q.weight", [64, 64])]
    for name, dims in tensors:
        body += _gguf_str(name) + struct.pack("<I", len(dims)) + b"".join(struct.pack("<Q", d) for d in dims)
        body += struct.pack("<IQ", 1, 0)
    path.write_bytes(b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(kvs) + 1) + body)
    return path


def _arch_kvs(arch: str, layers: int, window: int):
    return [(f"{arch}.block_count", 4, layers), (f"{arch}.embedding_length", 4, 64),
            (f"{arch}.attention.head_count", 4, 4), (f"{arch}.attention.head_count_kv", 4, 2),
            (f"{arch}.feed_forward_length", 4, 128), (f"{arch}.attention.sliding_window", 4, window)]


def test_gguf_gemma3_window_pattern_from_the_architecture(tmp_path):
    imp = import_model(_gguf(tmp_path / "g.gguf", "gemma3", _arch_kvs("gemma3", 12, 1024)))
    shape = build_shape(imp.spec)
    assert shape.kv_window == 1024 and shape.kv_window_layers == 10  # layers 5 and 11 global


def test_gguf_window_pattern_key_and_flags(tmp_path):
    kvs = _arch_kvs("gpt-oss", 4, 128) + [("gpt-oss.attention.sliding_window_pattern", 4, 2)]
    assert build_shape(import_model(_gguf(tmp_path / "a.gguf", "gpt-oss", kvs)).spec).kv_window_layers == 2
    kvs = _arch_kvs("x", 4, 128) + [("x.attention.sliding_window_pattern", 9, [True, True, True, False])]
    assert build_shape(import_model(_gguf(tmp_path / "b.gguf", "x", kvs)).spec).kv_window_layers == 3
