"""Weight storage formats: exact bits per weight, and which tensors stay at high precision.

Sources
-------
* GGUF block layouts: ggml-org/llama.cpp ``ggml/src/ggml-common.h`` (bits per weight = block
  bytes x 8 / block size): Q4_0 4.5, Q8_0 8.5,
  Q2_K 2.625, Q3_K 3.4375, Q4_K 4.5, Q5_K 5.5, Q6_K 6.5625, IQ4_XS 4.25, MXFP4 4.25.
* GGUF "_M" mixes promote some tensors (attn_v, ffn_down, output) to higher types; their
  effective bpw is derived from llama.cpp ``tools/quantize/quantize.cpp``'s size table for
  Llama-3-8B scaled by Q8_0's 8.5 bpw (engine-anchors §9.4): Q4_K_M ~4.89, Q5_K_M ~5.69,
  Q3_K_M ~3.99, Q2_K ~3.16 (the file, not the 2.625 block type).  We use 4.85 for Q4_K_M
  (Llama-2-7B's file gives 4.84, Llama-3-8B's 4.89).  GGUF figures are whole-file averages:
  they already include the token embedding and output tensors.
* GPTQ/AWQ: 4-bit weights plus an fp16 scale and a 4-bit zero point per group of 128:
  4 + (16 + 4)/128 = 4.156 bpw (engine-anchors §12.2, derived).
* bitsandbytes NF4 with double quantization: 4 + 0.127 bpw (QLoRA paper, Dettmers et al. 2023,
  quoted in engine-anchors §12.2).
* int8 (LLM.int8 / per-channel): 8 bits plus one fp16 scale per output row (negligible).
* Generic ``int4``: group-wise int4 with fp16 scale and zero per 32-128 weights; we take
  group 64: 4 + 32/64 = 4.5 bpw.
* ``fp4``: NVFP4 (4 + 8/16 = 4.5) / MXFP4 (4 + 8/32 = 4.25); we take 4.5.
* ``mxfp4``: a Hugging Face checkpoint quantized the gpt-oss way (``quantization_config``
  ``quant_method: mxfp4``): only the routed-expert (MoE) weights are MXFP4, 4-bit E2M1 values with
  an 8-bit power-of-two scale per 32 (4.25 bpw); attention, router, embeddings and the LM head stay
  in bf16 (vLLM blog "vLLM Now Supports gpt-oss", 2025-08-05: "MXFP4 for MoE weights alone reduces
  the model sizes to 63 GB (120B) and 14 GB (20B)").
* ``gguf_mxfp4``: llama.cpp's ``MXFP4_MOE`` file type (``src/llama-quant.cpp``: "MoE tensors ->
  MXFP4, other tensors -> Q8_0", the output tensor Q8_0 too): 4.25 bpw for the routed experts,
  8.5 bpw (Q8_0) for everything else, embeddings included.  A dense model in this file type is
  therefore all Q8_0.
* ``int4_g<N>``: group-wise int4 with a 16-bit scale and a 16-bit zero point per group of N
  (gpt-fast / torchao ``int4wo``: 4 + 32/N bpw; G=32 is 5.0, G=128 4.25).
* EXL2: the file name states the average bpw (``exl2_4.0bpw``), the head is kept at 6 bits.

Tensors left in 16 bits: the non-GGUF weight-only quantizers (GPTQ, AWQ, bitsandbytes,
EXL2 head aside, int8/int4 weight-only, fp8) quantize only the linear layers of the blocks;
the token embedding and the LM head stay in fp16/bf16 (bitsandbytes/transformers
``llm_int8_skip_modules`` default, AutoAWQ/AutoGPTQ skip ``lm_head``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gpuadvisor.i18n import translate


@dataclass(frozen=True)
class WeightFormat:
    """How a checkpoint stores its weights."""

    key: str
    bits: float  # bits per weight of the quantized (block) tensors
    embeddings_high_precision: bool  # True: embedding + LM head stay at 16 bits
    quantized: bool  # weights are dequantized on the fly (weight-only quantization)
    family: str  # "float", "gguf", "gptq", "awq", "bnb", "exl2", "int"
    label: str
    # bits per weight of the tensors outside the routed experts (attention, dense MLP, router; the
    # embedding and LM head too unless ``embeddings_high_precision``) where a format stores only
    # the MoE experts at ``bits`` (MXFP4); None: every quantized tensor at ``bits``
    dense_bits: float | None = None

    @property
    def bytes_per_weight(self) -> float:
        return self.bits / 8.0


_F = WeightFormat
FORMATS: dict[str, WeightFormat] = {
    "fp32": _F("fp32", 32.0, False, False, "float", "FP32"),
    "tf32": _F("tf32", 32.0, False, False, "float", "FP32"),
    "fp16": _F("fp16", 16.0, False, False, "float", "FP16"),
    "bf16": _F("bf16", 16.0, False, False, "float", "BF16"),
    "fp8": _F("fp8", 8.0 + 16.0 / 4096.0, True, True, "float", "FP8 (per-tensor/row scales)"),
    "fp4": _F("fp4", 4.5, True, True, "float", "FP4 (NVFP4: fp8 scale per 16)"),
    "int8": _F("int8", 8.0 + 16.0 / 4096.0, True, True, "int", "INT8 weight-only (per-row fp16 scale)"),
    "int4": _F("int4", 4.5, True, True, "int", "INT4 group-wise (group 64, fp16 scale+zero)"),
    "int2": _F("int2", 2.5, True, True, "int", "INT2 group-wise"),
    "gptq_4bit": _F("gptq_4bit", 4.0 + (16.0 + 4.0) / 128.0, True, True, "gptq", "GPTQ 4-bit, group 128"),
    "awq_4bit": _F("awq_4bit", 4.0 + (16.0 + 4.0) / 128.0, True, True, "awq", "AWQ 4-bit, group 128"),
    "nf4": _F("nf4", 4.127, True, True, "bnb", "bitsandbytes NF4 + double quant"),
    "gguf_f32": _F("gguf_f32", 32.0, False, False, "gguf", "GGUF F32"),
    "gguf_f16": _F("gguf_f16", 16.0, False, False, "gguf", "GGUF F16"),
    "gguf_bf16": _F("gguf_bf16", 16.0, False, False, "gguf", "GGUF BF16"),
    "gguf_q8_0": _F("gguf_q8_0", 8.5, False, True, "gguf", "GGUF Q8_0"),
    "gguf_q6_k": _F("gguf_q6_k", 6.5625, False, True, "gguf", "GGUF Q6_K"),
    "gguf_q5_k_m": _F("gguf_q5_k_m", 5.69, False, True, "gguf", "GGUF Q5_K_M (mix)"),
    "gguf_q5_k_s": _F("gguf_q5_k_s", 5.54, False, True, "gguf", "GGUF Q5_K_S (mix)"),
    "gguf_q5_0": _F("gguf_q5_0", 5.5, False, True, "gguf", "GGUF Q5_0"),
    "gguf_q5_1": _F("gguf_q5_1", 6.0, False, True, "gguf", "GGUF Q5_1"),
    "gguf_q4_k_m": _F("gguf_q4_k_m", 4.85, False, True, "gguf", "GGUF Q4_K_M (mix)"),
    "gguf_q4_k_s": _F("gguf_q4_k_s", 4.67, False, True, "gguf", "GGUF Q4_K_S (mix)"),
    "gguf_q4_0": _F("gguf_q4_0", 4.5, False, True, "gguf", "GGUF Q4_0"),
    "gguf_q4_1": _F("gguf_q4_1", 5.0, False, True, "gguf", "GGUF Q4_1"),
    "gguf_q3_k_m": _F("gguf_q3_k_m", 3.9, False, True, "gguf", "GGUF Q3_K_M (mix)"),
    "gguf_q3_k_s": _F("gguf_q3_k_s", 3.5, False, True, "gguf", "GGUF Q3_K_S (mix)"),
    "gguf_q2_k": _F("gguf_q2_k", 2.9, False, True, "gguf", "GGUF Q2_K (mix, 2.625-3.16)"),
    "gguf_iq4_xs": _F("gguf_iq4_xs", 4.25, False, True, "gguf", "GGUF IQ4_XS"),
    "gguf_iq4_nl": _F("gguf_iq4_nl", 4.5, False, True, "gguf", "GGUF IQ4_NL"),
    "gguf_iq3_xxs": _F("gguf_iq3_xxs", 3.0625, False, True, "gguf", "GGUF IQ3_XXS"),
    "gguf_iq2_xs": _F("gguf_iq2_xs", 2.3125, False, True, "gguf", "GGUF IQ2_XS"),
    "gguf_mxfp4": _F("gguf_mxfp4", 4.25, False, True, "gguf", "GGUF MXFP4 (MoE experts; Q8_0 elsewhere)", 8.5),
    "mxfp4": _F("mxfp4", 4.25, True, True, "mxfp4", "MXFP4 (MoE experts; BF16 elsewhere)", 16.0),
}

_EXL2 = re.compile(r"^exl2_(\d+(?:\.\d+)?)(?:bpw)?$")
_INT4_GROUP = re.compile(r"^int4_g(\d+)$")
_ALIASES = {
    "float32": "fp32",
    "float16": "fp16",
    "half": "fp16",
    "bfloat16": "bf16",
    "gptq": "gptq_4bit",
    "awq": "awq_4bit",
    "bnb_nf4": "nf4",
    "bnb4": "nf4",
    "q4_k_m": "gguf_q4_k_m",
    "q4_0": "gguf_q4_0",
    "q8_0": "gguf_q8_0",
    "nvfp4": "fp4",
}


class UnknownFormat(ValueError):
    pass


def weight_format(name: str) -> WeightFormat:
    """Look a format up by the domain's or the calibration file's spelling."""
    key = (name or "").strip().lower()
    key = _ALIASES.get(key, key)
    if key in FORMATS:
        return FORMATS[key]
    m = _EXL2.match(key)
    if m:
        bits = float(m.group(1))
        if not 1.0 <= bits <= 16.0:
            raise UnknownFormat(translate("Engine", "EXL2 bits per weight out of range: {name}").format(name=name))
        return WeightFormat(key, bits, True, True, "exl2", f"EXL2 {bits:g} bpw")
    m = _INT4_GROUP.match(key)
    if m and 8 <= int(m.group(1)) <= 4096:
        group = int(m.group(1))
        return WeightFormat(key, 4.0 + 32.0 / group, True, True, "int", f"INT4 group-wise (group {group}, 16-bit scale+zero)")
    if key.startswith("gguf_"):
        raise UnknownFormat(translate("Engine", "unknown GGUF type '{name}'").format(name=name))
    raise UnknownFormat(translate("Engine", "unknown weight format '{name}'").format(name=name))


# bytes per element of a compute/activation precision
PRECISION_BYTES: dict[str, float] = {
    "fp32": 4.0,
    "tf32": 4.0,
    "fp16": 2.0,
    "bf16": 2.0,
    "fp8": 1.0,
    "int8": 1.0,
    "int4": 0.5,
}

# bytes per KV-cache element by ``Recipe.kv_cache_dtype`` ("auto" = the activation dtype).
KV_BYTES: dict[str, float] = {"fp16": 2.0, "bf16": 2.0, "fp8": 1.0, "int8": 1.0, "int4": 0.5}
