"""Nothing a model file can do breaks the importer: every problem is a ModelImportError with one
line naming the file (and the field), and a header is read with size limits.

The regression tests name the findings of a fuzz run (huge dims, negative sizes, absurd counts,
wrong magic, truncation, a GGUF string length of 2^63, nested arrays, pipes, over-large headers);
the hypothesis tests mutate valid headers of each kind (config.json, .safetensors, GGUF) byte by
byte and field by field and assert that only ModelImportError comes out.
"""

from __future__ import annotations

import json
import os
import stat
import struct
import sys
import tempfile
import threading
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpuadvisor.importers import (
    ImportedModel,
    ModelImportError,
    import_config_json,
    import_gguf,
    import_model,
    import_safetensors,
    read_gguf_header,
)

# -- valid samples ------------------------------------------------------------------------------

LLAMA = {
    "_name_or_path": "acme/tiny-llama", "architectures": ["LlamaForCausalLM"], "model_type": "llama",
    "hidden_act": "silu", "num_hidden_layers": 4, "hidden_size": 256, "num_attention_heads": 8,
    "num_key_value_heads": 2, "intermediate_size": 512, "vocab_size": 1000, "tie_word_embeddings": False,
    "max_position_embeddings": 2048, "torch_dtype": "bfloat16",
    "quantization_config": {"quant_method": "bitsandbytes", "load_in_4bit": True},
}
MOE_MLA = {
    "model_type": "deepseek_v2", "num_hidden_layers": 4, "hidden_size": 256, "num_attention_heads": 8,
    "num_key_value_heads": 8, "intermediate_size": 512, "moe_intermediate_size": 128, "vocab_size": 1000,
    "n_routed_experts": 8, "n_shared_experts": 1, "num_experts_per_tok": 2, "first_k_dense_replace": 1,
    "kv_lora_rank": 64, "qk_rope_head_dim": 16, "qk_nope_head_dim": 32, "v_head_dim": 32, "q_lora_rank": 96,
    "text_config": {"num_hidden_layers": 2}, "is_encoder_decoder": False,
}


def safetensors_bytes(tensors: dict | None = None, header_extra: dict | None = None) -> bytes:
    tensors = tensors or {"embed.weight": ("BF16", [1000, 64]), "blk.0.w": ("BF16", [64, 64]), "norm": ("F32", [64])}
    header: dict = {"__metadata__": {"format": "pt"}}
    off = 0
    for name, (dtype, shape) in tensors.items():
        n = 1
        for d in shape:
            n *= d
        size = n * {"F32": 4, "F16": 2, "BF16": 2, "I8": 1}[dtype]
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [off, off + size]}
        off += size
    header.update(header_extra or {})
    raw = json.dumps(header).encode()
    return struct.pack("<Q", len(raw)) + raw


def _s(text: str | bytes, length: int | None = None) -> bytes:
    b = text.encode() if isinstance(text, str) else text
    return struct.pack("<Q", len(b) if length is None else length) + b


_SCALAR_FMT = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}


def gguf_value(vtype: int, value) -> bytes:
    if vtype == 8:
        return _s(value)
    if vtype == 9:
        itype, items = value
        return struct.pack("<IQ", itype, len(items)) + b"".join(gguf_value(itype, it) for it in items)
    return struct.pack(_SCALAR_FMT[vtype], value)


def gguf_bytes(kvs=None, tensors=None, version: int = 3, n_tensors: int | None = None, n_kv: int | None = None,
               fields: list | None = None) -> bytes:
    """A small GGUF file; ``fields`` collects (offset, width) of every count, length and dimension."""
    h, L, ffn, vocab = 64, 2, 128, 50
    if kvs is None:
        kvs = [
            ("general.architecture", 8, "llama"), ("general.name", 8, "Tiny"), ("general.file_type", 4, 15),
            ("llama.block_count", 4, L), ("llama.embedding_length", 4, h), ("llama.attention.head_count", 4, 4),
            ("llama.attention.head_count_kv", 4, 2), ("llama.feed_forward_length", 4, ffn),
            ("llama.context_length", 4, 2048), ("tokenizer.ggml.tokens", 9, (8, [f"t{i}" for i in range(vocab)])),
            ("tokenizer.ggml.scores", 9, (6, [0.5] * vocab)), ("general.flag", 7, True),
            ("odd.nested", 9, (9, [(4, [1, 2]), (8, ["a"])])),
        ]
    if tensors is None:
        tensors = [("token_embd.weight", [h, vocab], 12), ("output.weight", [h, vocab], 14)]
        for i in range(L):
            tensors += [(f"blk.{i}.attn_q.weight", [h, h], 12), (f"blk.{i}.ffn_up.weight", [h, ffn], 12),
                        (f"blk.{i}.ffn_down.weight", [ffn, h], 12), (f"blk.{i}.attn_norm.weight", [h], 0)]
    fields = [] if fields is None else fields
    body = bytearray(b"GGUF" + struct.pack("<IQQ", version, len(tensors) if n_tensors is None else n_tensors,
                                           len(kvs) if n_kv is None else n_kv))
    fields += [(4, 4), (8, 8), (16, 8)]

    def put_value(vtype, value):
        if vtype == 8:
            fields.append((len(body), 8))
            body.extend(_s(value))
        elif vtype == 9:
            itype, items = value
            fields.extend([(len(body), 4), (len(body) + 4, 8)])
            body.extend(struct.pack("<IQ", itype, len(items)))
            for it in items:
                put_value(itype, it)
        else:
            fields.append((len(body), struct.calcsize(_SCALAR_FMT[vtype])))
            body.extend(struct.pack(_SCALAR_FMT[vtype], value))

    for key, vtype, value in kvs:
        fields.append((len(body), 8))
        body.extend(_s(key))
        fields.append((len(body), 4))
        body.extend(struct.pack("<I", vtype))
        put_value(vtype, value)
    for off, (name, dims, ttype) in enumerate(tensors):
        fields.append((len(body), 8))
        body.extend(_s(name))
        fields.append((len(body), 4))
        body.extend(struct.pack("<I", len(dims)))
        for d in dims:
            fields.append((len(body), 8))
            body.extend(struct.pack("<Q", d))
        fields.extend([(len(body), 4), (len(body) + 4, 8)])
        body.extend(struct.pack("<IQ", ttype, off * 32))
    return bytes(body) + b"\x00" * 64


def check(path: Path, importer=import_model) -> ImportedModel | None:
    """Import; only ModelImportError may come out, with one line naming the file."""
    try:
        return importer(path)
    except ModelImportError as exc:
        text = str(exc)
        assert path.name in text, text
        assert "\n" not in text and len(text) < 2000, text
        return None


def refused(path: Path, *words: str, importer=import_model) -> str:
    with pytest.raises(ModelImportError) as info:
        importer(path)
    text = str(info.value)
    assert path.name in text and "\n" not in text, text
    for w in words:
        assert w.lower() in text.lower(), text
    return text


# -- findings: config.json ------------------------------------------------------------------------


def _config(tmp_path, text: str) -> Path:
    p = tmp_path / "config.json"
    p.write_text(text)
    return p


@pytest.mark.parametrize("raw", ["1" + "0" * 400, "1e400", "-1e400", "Infinity", "1" + "0" * 40])
def test_config_huge_dimension_names_the_field(tmp_path, raw):
    text = json.dumps(LLAMA).replace('"hidden_size": 256', f'"hidden_size": {raw}')
    refused(_config(tmp_path, text), "hidden_size")


def test_config_number_with_thousands_of_digits(tmp_path):
    text = json.dumps(LLAMA).replace('"vocab_size": 1000', '"vocab_size": ' + "7" * 5000)
    refused(_config(tmp_path, text), "config.json")


def test_config_deep_nesting(tmp_path):
    refused(_config(tmp_path, '{"a": ' + "[" * 100_000 + "]" * 100_000 + "}"), "config.json")


@pytest.mark.parametrize("field,value", [("first_k_dense_replace", 1e300), ("moe_intermediate_size", float("inf")),
                                         ("num_hidden_layers", float("nan")), ("vocab_size", 10**13)])
def test_config_odd_numbers_name_the_field(tmp_path, field, value):
    cfg = dict(MOE_MLA, **{field: value})
    refused(_config(tmp_path, json.dumps(cfg)), field)


@pytest.mark.parametrize("value", [[1], {"a": 1}, "many", [[2**62]]])
def test_config_odd_types_are_ignored(tmp_path, value):
    """A field that is not a number at all is a convention we do not know: ignored, as before (it
    raised TypeError for first_k_dense_replace)."""
    cfg = dict(MOE_MLA, first_k_dense_replace=value, sliding_window=value, head_dim=value)
    assert check(_config(tmp_path, json.dumps(cfg)), import_config_json) is not None


def test_config_text_config_not_a_mapping_is_ignored_or_refused(tmp_path):
    cfg = {"text_config": [1, 2], "model_type": "llava"}
    refused(_config(tmp_path, json.dumps(cfg)), "config.json")


# -- findings: safetensors ----------------------------------------------------------------------


@pytest.mark.parametrize("shape,word", [([-2, -3], "shape"), ([-5], "shape"), ([2**62] * 8, "shape"),
                                        ([1e400], "shape"), ([True, 4], "shape"), ([1.5, 2], "shape"),
                                        ([4] * 40, "dimensions")])
def test_safetensors_bad_shapes_name_the_tensor(tmp_path, shape, word):
    p = tmp_path / "bad.safetensors"
    header = json.dumps({"w": {"dtype": "F16", "shape": [4, 4], "data_offsets": [0, 32]}}).replace("[4, 4]", json.dumps(shape))
    raw = header.encode()
    p.write_bytes(struct.pack("<Q", len(raw)) + raw)
    refused(p, "'w'", word, importer=import_safetensors)


@pytest.mark.parametrize("offsets", [[-1, 10], [10, 2], "0-10", [0], [0, 2**70]])
def test_safetensors_bad_offsets(tmp_path, offsets):
    p = tmp_path / "bad.safetensors"
    raw = json.dumps({"w": {"dtype": "F16", "shape": [4, 4], "data_offsets": offsets}}).encode()
    p.write_bytes(struct.pack("<Q", len(raw)) + raw)
    refused(p, "data_offsets", importer=import_safetensors)


def test_safetensors_absurd_tensor_count(tmp_path, monkeypatch):
    import gpuadvisor.importers as importers

    monkeypatch.setattr(importers, "MAX_TENSORS", 100)
    p = tmp_path / "many.safetensors"
    p.write_bytes(safetensors_bytes({f"t{i}": ("F16", [2]) for i in range(101)}))
    refused(p, "tensors", importer=import_safetensors)


def test_safetensors_header_of_thousands_of_digits(tmp_path):
    p = tmp_path / "bad.safetensors"
    raw = ('{"w": {"dtype": "F16", "shape": [' + "9" * 5000 + '], "data_offsets": [0, 2]}}').encode()
    p.write_bytes(struct.pack("<Q", len(raw)) + raw)
    refused(p, importer=import_safetensors)


def test_safetensors_deep_nesting(tmp_path):
    p = tmp_path / "bad.safetensors"
    raw = ('{"__metadata__": ' + "[" * 100_000 + "]" * 100_000 + "}").encode()
    p.write_bytes(struct.pack("<Q", len(raw)) + raw)
    refused(p, importer=import_safetensors)


# -- findings: GGUF -----------------------------------------------------------------------------


def _gguf(tmp_path, data: bytes, name: str = "bad.gguf") -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


def test_gguf_wrong_magic(tmp_path):
    refused(_gguf(tmp_path, b"GGML" + b"\x00" * 60), "not a GGUF file", importer=import_gguf)


def test_gguf_string_length_2_63(tmp_path):
    data = b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + _s("general.name") + struct.pack("<I", 8) + struct.pack("<Q", 2**63)
    refused(_gguf(tmp_path, data), "general.name", importer=import_gguf)


def test_gguf_key_length_2_63(tmp_path):
    data = b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + struct.pack("<Q", 2**63) + b"general.name"
    refused(_gguf(tmp_path, data), importer=import_gguf)


def test_gguf_nested_arrays_name_the_key(tmp_path):
    value = (9, [(9, [(9, [(9, [(9, [(4, [1])])])])])])
    data = gguf_bytes(kvs=[("general.architecture", 8, "llama"), ("odd.nested", 9, value)])
    refused(_gguf(tmp_path, data), "odd.nested", "nested", importer=import_gguf)


def test_gguf_shallow_nested_arrays_are_read(tmp_path):
    data = gguf_bytes(kvs=[("general.architecture", 8, "llama"), ("odd.nested", 9, (9, [(4, [1, 2]), (4, [3])]))])
    kv, _t = read_gguf_header(_gguf(tmp_path, data, "ok.gguf"))
    assert kv["odd.nested"] == [[1, 2], [3]]


@pytest.mark.parametrize("dims", [[2**64 - 1] * 8, [2**63] * 4, [2**40, 2**40]])
def test_gguf_huge_dimensions_name_the_tensor(tmp_path, dims):
    data = gguf_bytes(tensors=[("token_embd.weight", [64, 50], 12), ("blk.0.attn_q.weight", dims, 12)])
    refused(_gguf(tmp_path, data), "blk.0.attn_q.weight", importer=import_gguf)


@pytest.mark.parametrize("value", [float("inf"), float("nan"), 1e300])
def test_gguf_odd_numbers_name_the_key(tmp_path, value):
    kvs = [("general.architecture", 8, "llama"), ("llama.block_count", 12, value), ("llama.embedding_length", 4, 64),
           ("llama.attention.head_count", 4, 4)]
    text = refused(_gguf(tmp_path, gguf_bytes(kvs=kvs)), importer=import_gguf)
    assert "llama.block_count" in text or "block" in text


@pytest.mark.parametrize("n_tensors,n_kv", [(2**40, 0), (0, 2**40), (5_000_000, 0)])
def test_gguf_absurd_counts(tmp_path, n_tensors, n_kv):
    data = gguf_bytes(kvs=[], tensors=[], n_tensors=n_tensors, n_kv=n_kv)
    refused(_gguf(tmp_path, data), importer=import_gguf)


def test_gguf_every_truncation(tmp_path):
    data = gguf_bytes()
    end = len(data) - 64
    for cut in range(0, end, 7):
        p = _gguf(tmp_path, data[:cut], "cut.gguf")
        check(p, import_gguf)
        check(p)


def test_gguf_header_larger_than_the_limit_is_refused_unread(tmp_path):
    """A numeric array of 320 MB in the header: refused without reading it (a sparse file)."""
    n = 40 * 1024 * 1024  # u64 items
    head = gguf_bytes(kvs=[("general.architecture", 8, "llama")], tensors=[], n_kv=2)[:-64]
    head += _s("tokenizer.ggml.big") + struct.pack("<I", 9) + struct.pack("<IQ", 10, n)
    p = tmp_path / "huge.gguf"
    with open(p, "wb") as fh:
        fh.write(head)
        fh.truncate(len(head) + 8 * n + 1024)
    tracemalloc.start()
    try:
        text = refused(p, importer=import_gguf)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 * 1024 * 1024, f"read {peak / 2**20:.0f} MiB to refuse it"
    assert "MiB" in text or "MB" in text


def test_gguf_big_arrays_are_skipped_not_kept(tmp_path):
    kvs = [("general.architecture", 8, "llama"), ("tokenizer.ggml.tokens", 9, (8, [f"t{i}" for i in range(5000)])),
           ("tokenizer.ggml.scores", 9, (6, [0.0] * 5000))]
    kv, _t = read_gguf_header(_gguf(tmp_path, gguf_bytes(kvs=kvs), "ok.gguf"))
    assert not isinstance(kv["tokenizer.ggml.tokens"], list) or len(kv["tokenizer.ggml.tokens"]) <= 4096
    assert len(kv["tokenizer.ggml.tokens"]) == 5000  # the length is kept


# -- findings: what the path points at -------------------------------------------------------------


def _in_thread(fn, timeout=10.0):
    out: dict = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as exc:  # noqa: BLE001
            out["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "the importer blocked"
    return out


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("importer", [import_model, import_gguf, import_safetensors, import_config_json])
def test_named_pipe_is_refused_without_blocking(tmp_path, importer):
    p = tmp_path / "pipe.gguf"
    os.mkfifo(p)
    out = _in_thread(lambda: importer(p))
    assert isinstance(out.get("error"), ModelImportError), out
    assert "pipe.gguf" in str(out["error"])


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_link_to_dev_zero_is_refused_unread(tmp_path):
    p = tmp_path / "config.json"
    p.symlink_to("/dev/zero")
    out = _in_thread(lambda: import_model(p))
    assert isinstance(out.get("error"), ModelImportError), out


def test_folder_is_refused(tmp_path):
    d = tmp_path / "model.gguf"
    d.mkdir()
    for importer in (import_model, import_gguf, import_safetensors, import_config_json):
        refused(d, importer=importer)


# -- the fuzz -----------------------------------------------------------------------------------

INTERESTING_U64 = [0, 1, 2**8, 2**16 - 1, 2**31, 2**32 - 1, 2**32, 2**40, 2**62, 2**63, 2**64 - 1]
INTERESTING_JSON = [0, -1, 1, 2**31, 2**63, 10**18, 10**400, -(10**400), 1e308, 1.5, -0.0, float("inf"),
                    float("-inf"), float("nan"), True, False, None, "", "7", "x" * 300, [], [1], [[1]], [-1, -1],
                    {}, {"a": 1}, [2**62] * 8]


def _mutate_bytes(data: bytes, ops) -> bytes:
    buf = bytearray(data)
    for kind, where, arg in ops:
        if not buf:
            buf = bytearray(b"\x00")
        i = where % (len(buf) + 1)
        if kind == "flip":
            j = min(i, len(buf) - 1)
            buf[j] ^= 1 << (arg % 8)
        elif kind == "byte":
            j = min(i, len(buf) - 1)
            buf[j] = arg % 256
        elif kind == "u64":
            buf[i:i + 8] = struct.pack("<Q", INTERESTING_U64[arg % len(INTERESTING_U64)])
        elif kind == "u32":
            buf[i:i + 4] = struct.pack("<I", INTERESTING_U64[arg % len(INTERESTING_U64)] & 0xFFFFFFFF)
        elif kind == "insert":
            buf[i:i] = bytes([arg % 256]) * (1 + arg % 9)
        elif kind == "delete":
            del buf[i:i + 1 + arg % 16]
        elif kind == "truncate":
            del buf[i:]
    return bytes(buf)


byte_ops = st.lists(st.tuples(st.sampled_from(["flip", "byte", "u64", "u32", "insert", "delete", "truncate"]),
                              st.integers(0, 1 << 20), st.integers(0, 255)), min_size=1, max_size=6)

json_values = st.recursive(
    st.sampled_from(INTERESTING_JSON) | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8)


def _replace(obj, path_choice: int, value):
    """Replace one value somewhere inside a JSON document (chosen by index over every node)."""
    nodes = []

    def walk(o):
        if isinstance(o, dict):
            for k in o:
                nodes.append((o, k))
                walk(o[k])
        elif isinstance(o, list):
            for i in range(len(o)):
                nodes.append((o, i))
                walk(o[i])

    walk(obj)
    if nodes:
        container, key = nodes[path_choice % len(nodes)]
        container[key] = value
    return obj


def _write(data: bytes, name: str) -> Path:
    d = Path(tempfile.mkdtemp(prefix="fuzz-"))
    p = d / name
    p.write_bytes(data)
    return p


def _cleanup(p: Path) -> None:
    for f in p.parent.iterdir():
        f.unlink()
    p.parent.rmdir()


def _fuzz_config(base: dict, choice: int, value, ops) -> None:
    doc = _replace(json.loads(json.dumps(base)), choice, value)
    data = json.dumps(doc, allow_nan=True).encode()
    if ops:
        data = _mutate_bytes(data, ops)
    p = _write(data, "config.json")
    try:
        check(p, import_config_json)
        check(p)
    finally:
        _cleanup(p)


def _fuzz_safetensors(choice: int, value, ops, with_config: bool) -> None:
    raw = safetensors_bytes()
    header = json.loads(raw[8:])
    header = _replace(header, choice, value)
    body = json.dumps(header, allow_nan=True).encode()
    data = struct.pack("<Q", len(body)) + body
    if ops:
        data = _mutate_bytes(data, ops)
    p = _write(data, "model.safetensors")
    try:
        if with_config:
            (p.parent / "config.json").write_text(json.dumps(_replace(json.loads(json.dumps(LLAMA)), choice, value),
                                                             allow_nan=True))
        check(p, import_safetensors)
        check(p)
    finally:
        _cleanup(p)


gguf_scalar = st.sampled_from(list(_SCALAR_FMT))


@st.composite
def gguf_kv(draw):
    key = draw(st.sampled_from(["general.architecture", "general.name", "general.file_type", "llama.block_count",
                                "llama.embedding_length", "llama.attention.head_count", "llama.attention.head_count_kv",
                                "llama.feed_forward_length", "llama.context_length", "llama.expert_count",
                                "llama.vocab_size", "x.nested", "llama.attention.key_length"]))
    vtype = draw(st.sampled_from([4, 5, 6, 7, 8, 9, 10, 11, 12]))
    if vtype == 8:
        return key, 8, draw(st.text(max_size=12))
    if vtype == 9:
        itype = draw(st.sampled_from([4, 5, 8, 9, 12]))
        n = draw(st.integers(0, 5))
        if itype == 8:
            return key, 9, (8, [draw(st.text(max_size=4)) for _ in range(n)])
        if itype == 9:
            return key, 9, (9, [(4, [draw(st.integers(0, 2**32 - 1))]) for _ in range(n)])
        if itype == 12:
            return key, 9, (12, [draw(st.floats()) for _ in range(n)])
        lo, hi = (0, 2**32 - 1) if itype == 4 else (-(2**31), 2**31 - 1)
        return key, 9, (itype, [draw(st.integers(lo, hi)) for _ in range(n)])
    if vtype in (6, 12):
        return key, vtype, draw(st.floats(width=32 if vtype == 6 else 64))
    if vtype == 7:
        return key, 7, draw(st.booleans())
    bounds = {4: (0, 2**32 - 1), 5: (-(2**31), 2**31 - 1), 10: (0, 2**64 - 1), 11: (-(2**63), 2**63 - 1)}[vtype]
    return key, vtype, draw(st.sampled_from([bounds[0], bounds[1], 0, 1, 64]) | st.integers(*bounds))


gguf_tensor = st.tuples(st.sampled_from(["token_embd.weight", "output.weight", "blk.0.attn_q.weight", "x"]),
                        st.lists(st.sampled_from(INTERESTING_U64) | st.integers(0, 4096), max_size=9),
                        st.integers(0, 40))


def _fuzz_gguf(kvs, tensors, version, ops) -> None:
    data = gguf_bytes(kvs=kvs, tensors=tensors, version=version)
    if ops:
        data = _mutate_bytes(data, ops)
    p = _write(data, "model.gguf")
    try:
        check(p, import_gguf)
        check(p)
    finally:
        _cleanup(p)


field_ops = st.lists(st.tuples(st.integers(0, 1 << 16), st.sampled_from(INTERESTING_U64) | st.integers(0, 2**64 - 1)),
                     min_size=1, max_size=3)


def _fuzz_mutated_gguf(ops, fops=()) -> None:
    fields: list = []
    buf = bytearray(gguf_bytes(fields=fields))
    for which, value in fops:  # a count, length, type or dimension set to an interesting value
        off, width = fields[which % len(fields)]
        buf[off:off + width] = (value % (1 << (8 * width))).to_bytes(width, "little")
    p = _write(_mutate_bytes(bytes(buf), ops) if ops else bytes(buf), "model.gguf")
    try:
        check(p, import_gguf)
        check(p)
    finally:
        _cleanup(p)


FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BIG = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(st.sampled_from([LLAMA, MOE_MLA]), st.integers(0, 200), json_values, st.none() | byte_ops)
def test_fuzz_config_json(base, choice, value, ops):
    _fuzz_config(base, choice, value, ops)


@FAST
@given(st.integers(0, 200), json_values, st.none() | byte_ops, st.booleans())
def test_fuzz_safetensors(choice, value, ops, with_config):
    _fuzz_safetensors(choice, value, ops, with_config)


@FAST
@given(st.none() | byte_ops, field_ops)
def test_fuzz_gguf_bytes(ops, fops):
    _fuzz_mutated_gguf(ops, fops)


@FAST
@given(st.lists(gguf_kv(), max_size=8), st.none() | st.lists(gguf_tensor, max_size=4), st.sampled_from([1, 2, 3]),
       st.none() | byte_ops)
def test_fuzz_gguf_fields(kvs, tensors, version, ops):
    _fuzz_gguf(kvs, tensors, version, ops)


@pytest.mark.slow
@BIG
@given(st.sampled_from([LLAMA, MOE_MLA]), st.integers(0, 200), json_values, st.none() | byte_ops)
def test_fuzz_config_json_big(base, choice, value, ops):
    _fuzz_config(base, choice, value, ops)


@pytest.mark.slow
@BIG
@given(st.integers(0, 200), json_values, st.none() | byte_ops, st.booleans())
def test_fuzz_safetensors_big(choice, value, ops, with_config):
    _fuzz_safetensors(choice, value, ops, with_config)


@pytest.mark.slow
@BIG
@given(st.none() | byte_ops, field_ops)
def test_fuzz_gguf_bytes_big(ops, fops):
    _fuzz_mutated_gguf(ops, fops)


@pytest.mark.slow
@BIG
@given(st.lists(gguf_kv(), max_size=8), st.none() | st.lists(gguf_tensor, max_size=4), st.sampled_from([1, 2, 3]),
       st.none() | byte_ops)
def test_fuzz_gguf_fields_big(kvs, tensors, version, ops):
    _fuzz_gguf(kvs, tensors, version, ops)
