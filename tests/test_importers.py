"""Model import from config.json, safetensors headers and GGUF headers (small files written here)."""

import json
import struct

import pytest

from gpuadvisor.engine.shape import build_shape
from gpuadvisor.importers import (
    ModelImportError,
    import_config_json,
    import_gguf,
    import_model,
    import_safetensors,
    read_gguf_header,
)

LLAMA3_8B = {
    "_name_or_path": "meta-llama/Meta-Llama-3-8B",
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_act": "silu",
    "num_hidden_layers": 32,
    "hidden_size": 4096,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "intermediate_size": 14336,
    "vocab_size": 128256,
    "tie_word_embeddings": False,
    "max_position_embeddings": 8192,
    "torch_dtype": "bfloat16",
}


def test_config_json_llama3_8b(tmp_path):
    p = tmp_path / "config.json"
    p.write_text(json.dumps(LLAMA3_8B))
    imp = import_config_json(p)
    spec = imp.spec
    assert spec.params_b == pytest.approx(8.030261248, rel=1e-6)  # the published count
    assert spec.name == "Meta-Llama-3-8B"
    assert spec.family == "decoder_llm"
    a = spec.arch
    assert (a.layers, a.hidden, a.heads, a.kv_heads, a.head_dim, a.ffn) == (32, 4096, 32, 8, 128, 14336)
    assert a.attention == "gqa" and a.gated_mlp and a.tied_embeddings is False and a.max_context == 8192
    assert imp.weight_format == "bf16"


def test_config_json_moe_active_params(tmp_path):
    cfg = {"model_type": "mixtral", "num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 32,
           "num_key_value_heads": 8, "intermediate_size": 14336, "vocab_size": 32000, "tie_word_embeddings": False,
           "num_local_experts": 8, "num_experts_per_tok": 2, "sliding_window": 4096}
    p = tmp_path / "config.json"
    p.write_text(json.dumps(cfg))
    spec = import_config_json(p).spec
    assert spec.params_b == pytest.approx(46.70, rel=0.01)  # Mixtral 8x7B: 46.7 B
    assert spec.active_params_b == pytest.approx(12.9, rel=0.02)  # ~12.9 B per token
    assert spec.arch.experts == 8 and spec.arch.experts_per_token == 2 and spec.arch.sliding_window == 4096


def test_config_json_mla(tmp_path):
    cfg = {"model_type": "deepseek_v2", "num_hidden_layers": 27, "hidden_size": 2048, "num_attention_heads": 16,
           "num_key_value_heads": 16, "intermediate_size": 10944, "moe_intermediate_size": 1408, "vocab_size": 102400,
           "n_routed_experts": 64, "n_shared_experts": 2, "num_experts_per_tok": 6, "first_k_dense_replace": 1,
           "kv_lora_rank": 512, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128,
           "tie_word_embeddings": False}
    p = tmp_path / "config.json"
    p.write_text(json.dumps(cfg))
    spec = import_config_json(p).spec
    assert spec.params_b == pytest.approx(15.7, rel=0.03)  # DeepSeek-V2-Lite: 15.7 B total
    assert spec.active_params_b == pytest.approx(2.5, rel=0.1)  # 2.4 B published (embeddings counted differently)
    assert spec.arch.attention == "mla" and spec.arch.kv_lora_rank == 512 and spec.arch.rope_head_dim == 64
    # the first (dense) layer is kept in the architecture, so the engine's shape counts about the same
    # total (within the 0.7 % of the query projection, which the architecture does not describe)
    assert (spec.arch.dense_layers, spec.arch.dense_ffn) == (1, 10944)
    assert build_shape(spec).params == pytest.approx(spec.params_b * 1e9, rel=0.01)


def test_config_json_bert(tmp_path):
    cfg = {"model_type": "bert", "num_hidden_layers": 12, "hidden_size": 768, "num_attention_heads": 12,
           "intermediate_size": 3072, "vocab_size": 30522, "max_position_embeddings": 512, "hidden_act": "gelu"}
    p = tmp_path / "config.json"
    p.write_text(json.dumps(cfg))
    spec = import_config_json(p).spec
    assert spec.family == "encoder"
    assert spec.params_b == pytest.approx(0.109, rel=0.03)


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", json.dumps({"hidden_size": 10})])
def test_config_json_bad(tmp_path, content):
    p = tmp_path / "config.json"
    p.write_text(content)
    with pytest.raises(ModelImportError, match="config.json"):
        import_config_json(p)


def _write_safetensors(path, tensors, pad=b""):
    header = {"__metadata__": {"format": "pt"}}
    off = 0
    for name, (dtype, shape) in tensors.items():
        n = 1
        for d in shape:
            n *= d
        size = n * {"F32": 4, "F16": 2, "BF16": 2, "I8": 1}[dtype]
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [off, off + size]}
        off += size
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + pad)


def test_safetensors_counts_params(tmp_path):
    p = tmp_path / "tiny.safetensors"
    _write_safetensors(p, {"a.weight": ("BF16", [1000, 64]), "b.weight": ("BF16", [64, 64]), "c.bias": ("F32", [64])})
    imp = import_safetensors(p)
    assert imp.spec.params_b * 1e9 == pytest.approx(1000 * 64 + 64 * 64 + 64)
    assert imp.weight_format == "bf16" and imp.tensor_count == 3
    assert import_model(p).spec.params_b == imp.spec.params_b  # detected by content


def test_safetensors_with_config_beside(tmp_path):
    p = tmp_path / "model.safetensors"
    _write_safetensors(p, {"w": ("F16", [4096, 4096])})
    (tmp_path / "config.json").write_text(json.dumps(LLAMA3_8B))
    imp = import_safetensors(p)
    assert imp.spec.arch is not None and imp.spec.arch.layers == 32
    assert imp.spec.params_b * 1e9 == pytest.approx(4096 * 4096)  # the file's count wins
    assert imp.weight_format == "fp16"


@pytest.mark.parametrize("data", [b"", b"\x05\x00", struct.pack("<Q", 10**12), struct.pack("<Q", 20) + b"{}"])
def test_safetensors_bad(tmp_path, data):
    p = tmp_path / "bad.safetensors"
    p.write_bytes(data)
    with pytest.raises(ModelImportError, match="bad.safetensors"):
        import_safetensors(p)


# -- GGUF ---------------------------------------------------------------------------------------

def _s(text):
    b = text.encode()
    return struct.pack("<Q", len(b)) + b


def _kv(key, vtype, value):
    out = _s(key) + struct.pack("<I", vtype)
    if vtype == 8:
        return out + _s(value)
    if vtype == 9:
        itype, items = value
        out += struct.pack("<IQ", itype, len(items))
        for it in items:
            out += _s(it) if itype == 8 else struct.pack("<i", it)
        return out
    fmt = {4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q"}[vtype]
    return out + struct.pack(fmt, value)


def _write_gguf(path, kvs, tensors, version=3):
    body = b"GGUF" + struct.pack("<IQQ", version, len(tensors), len(kvs))
    for kv in kvs:
        body += _kv(*kv)
    off = 0
    for name, dims, ttype in tensors:
        body += _s(name) + struct.pack("<I", len(dims)) + b"".join(struct.pack("<Q", d) for d in dims)
        body += struct.pack("<IQ", ttype, off)
        off += 32
    path.write_bytes(body + b"\x00" * 64)


def _tiny_llama_gguf(path):
    h, L, ffn, vocab = 64, 2, 128, 100
    kvs = [
        ("general.architecture", 8, "llama"),
        ("general.name", 8, "Tiny Llama"),
        ("general.file_type", 4, 15),
        ("llama.block_count", 4, L),
        ("llama.embedding_length", 4, h),
        ("llama.attention.head_count", 4, 4),
        ("llama.attention.head_count_kv", 4, 2),
        ("llama.feed_forward_length", 4, ffn),
        ("llama.context_length", 4, 2048),
        ("tokenizer.ggml.tokens", 9, (8, [f"t{i}" for i in range(vocab)])),
        ("tokenizer.ggml.token_type", 9, (5, [1] * vocab)),
        ("general.flag", 7, True),
        ("general.ratio", 6, 0.5),
    ]
    tensors = [("token_embd.weight", [h, vocab], 12), ("output.weight", [h, vocab], 14)]
    for i in range(L):
        tensors += [(f"blk.{i}.attn_q.weight", [h, h], 12), (f"blk.{i}.attn_k.weight", [h, 32], 12),
                    (f"blk.{i}.attn_v.weight", [h, 32], 12), (f"blk.{i}.attn_output.weight", [h, h], 12),
                    (f"blk.{i}.ffn_gate.weight", [h, ffn], 12), (f"blk.{i}.ffn_up.weight", [h, ffn], 12),
                    (f"blk.{i}.ffn_down.weight", [ffn, h], 12), (f"blk.{i}.attn_norm.weight", [h], 0)]
    _write_gguf(path, kvs, tensors)
    return sum(eval("*".join(map(str, d))) for _n, d, _t in tensors)


def test_gguf_header(tmp_path):
    p = tmp_path / "tiny.gguf"
    expected = _tiny_llama_gguf(p)
    kv, tensors = read_gguf_header(p)
    assert kv["general.architecture"] == "llama" and kv["gguf.version"] == 3
    assert kv["tokenizer.ggml.tokens"][:2] == ["t0", "t1"] and kv["general.flag"] is True
    imp = import_gguf(p)
    assert imp.spec.params_b * 1e9 == pytest.approx(expected)
    assert imp.spec.name == "Tiny Llama"
    a = imp.spec.arch
    assert (a.layers, a.hidden, a.heads, a.kv_heads, a.ffn, a.vocab, a.max_context) == (2, 64, 4, 2, 128, 100, 2048)
    assert a.tied_embeddings is False
    assert imp.weight_format == "gguf_q4_k_m"
    assert "GGUF v3" in imp.spec.source
    assert import_model(p).spec.params_b == imp.spec.params_b


def test_gguf_moe_keeps_its_leading_dense_layers(tmp_path):
    """llama.cpp's ``leading_dense_block_count`` (DeepSeek-V2/V3 first_k_dense_replace) reaches the
    architecture, so the engine counts a dense MLP in those layers, not 64 experts."""
    h, L, ffn, eff, E, vocab = 64, 3, 256, 32, 8, 100
    kvs = [
        ("general.architecture", 8, "deepseek2"),
        ("deepseek2.block_count", 4, L),
        ("deepseek2.embedding_length", 4, h),
        ("deepseek2.attention.head_count", 4, 4),
        ("deepseek2.feed_forward_length", 4, ffn),
        ("deepseek2.expert_feed_forward_length", 4, eff),
        ("deepseek2.expert_count", 4, E),
        ("deepseek2.expert_used_count", 4, 2),
        ("deepseek2.leading_dense_block_count", 4, 1),
        ("tokenizer.ggml.tokens", 9, (8, [f"t{i}" for i in range(vocab)])),
    ]
    p = tmp_path / "moe.gguf"
    _write_gguf(p, kvs, [("token_embd.weight", [h, vocab], 12)])
    a = import_gguf(p).spec.arch
    assert (a.experts, a.ffn, a.dense_layers, a.dense_ffn) == (E, eff, 1, ffn)


@pytest.mark.parametrize("data", [b"GGML", b"GGUF" + struct.pack("<I", 9), b"GGUF" + struct.pack("<IQQ", 3, 1, 1)])
def test_gguf_bad(tmp_path, data):
    p = tmp_path / "bad.gguf"
    p.write_bytes(data)
    with pytest.raises(ModelImportError, match="bad.gguf"):
        import_gguf(p)


def test_missing_file(tmp_path):
    with pytest.raises(ModelImportError, match="nope"):
        import_model(tmp_path / "nope.gguf")
