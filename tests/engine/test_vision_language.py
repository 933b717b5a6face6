"""A vision-language model's image encoder: the importer reads ``vision_config`` (before, only the
language model under ``text_config`` was counted), the engine holds the encoder's weights in memory
(not streamed per decoded token) and runs it once per image of a request, whose tokens join the
prompt (engine.shape.vision_counts); the Gemma 3 and Llama 4 presets carry theirs."""

from __future__ import annotations

import json

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, VisionTower
from gpuadvisor.engine.estimate import HardwareConfig, estimate_profile, prepare
from gpuadvisor.engine.shape import build_shape, vision_counts
from gpuadvisor.engine.vector import estimate_many
from gpuadvisor.importers import import_config_json

from ._fixtures import h100, workload

A = Assumptions()

# a small Gemma-3-like config.json: the language model under text_config, a SigLIP encoder
SMALL_VLM = {
    "architectures": ["Gemma3ForConditionalGeneration"], "model_type": "gemma3", "mm_tokens_per_image": 64,
    "text_config": {"model_type": "gemma3_text", "num_hidden_layers": 8, "hidden_size": 1024,
                    "num_attention_heads": 8, "num_key_value_heads": 4, "head_dim": 128,
                    "intermediate_size": 4096, "vocab_size": 32000, "hidden_activation": "gelu_pytorch_tanh"},
    "vision_config": {"model_type": "siglip_vision_model", "num_hidden_layers": 6, "hidden_size": 768,
                      "intermediate_size": 3072, "patch_size": 16, "image_size": 512, "num_attention_heads": 12},
    "torch_dtype": "bfloat16",
}
QWEN_VL = {
    "model_type": "qwen2_5_vl", "num_hidden_layers": 28, "hidden_size": 3584, "num_attention_heads": 28,
    "num_key_value_heads": 4, "intermediate_size": 18944, "vocab_size": 152064,
    "vision_config": {"depth": 32, "hidden_size": 1280, "intermediate_size": 3420, "hidden_act": "silu",
                      "out_hidden_size": 3584, "patch_size": 14, "spatial_merge_size": 2, "temporal_patch_size": 2},
}
LLAMA4_LIKE = {
    "model_type": "llama4", "text_config": {"model_type": "llama4_text", "num_hidden_layers": 4, "hidden_size": 512,
                                            "num_attention_heads": 8, "intermediate_size": 1024, "vocab_size": 1000},
    "vision_config": {"num_hidden_layers": 2, "hidden_size": 256, "intermediate_size": 1024, "patch_size": 14,
                      "image_size": 336, "pixel_shuffle_ratio": 0.5, "hidden_act": "gelu"},
}


def _import(tmp_path, cfg):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(cfg))
    return import_config_json(path).spec


def test_the_importer_reads_the_image_encoder(tmp_path):
    spec = _import(tmp_path, SMALL_VLM)
    v = spec.vision
    assert (v.layers, v.hidden, v.ffn, v.patch_size, v.image_size, v.merge, v.tokens_per_image) == (
        6, 768, 3072, 16, 512, 1, 64)
    assert not v.gated_mlp
    q = _import(tmp_path, QWEN_VL).vision
    assert (q.layers, q.hidden, q.ffn, q.gated_mlp, q.merge, q.temporal_patch, q.image_size) == (
        32, 1280, 3420, True, 4, 2, None)
    l4 = _import(tmp_path, LLAMA4_LIKE).vision
    assert (l4.merge, l4.image_size, l4.tokens_per_image) == (4, 336, None)
    text_only = dict(SMALL_VLM)
    del text_only["vision_config"]
    assert _import(tmp_path, text_only).vision is None


def test_encoder_counts():
    # one encoder block: 4h^2 + 2hf + 4h; 1,024 patches of a 512-px image; 64 pooled tokens
    v = VisionTower(layers=6, hidden=768, ffn=3072, patch_size=16, image_size=512, tokens_per_image=64)
    params, flops, tokens = vision_counts(v, 1024, None)
    block = 4 * 768**2 + 2 * 768 * 3072 + 4 * 768
    assert params == pytest.approx(6 * block + 3 * 16**2 * 768 + 1024 * 768 + 768 * 1024)
    assert tokens == 64
    assert flops == pytest.approx(2 * 6 * block * 1024 + 4 * 6 * 1024**2 * 768 + 2 * 768 * 1024 * 64)
    # an encoder of any resolution (no native size): the recipe's image side, patches / merge tokens
    q = VisionTower(layers=32, hidden=1280, ffn=3420, gated_mlp=True, patch_size=14, merge=4, temporal_patch=2)
    assert vision_counts(q, 3584, 448)[2] == (448 // 14) ** 2 / 4
    assert vision_counts(q, 3584, None)[1:] == (0.0, 0.0)


def test_gemma3_preset_counts_its_siglip_encoder():
    cat = load_catalog()
    spec = next(m.spec for m in cat.models if m.spec.name == "Gemma 3 4B")
    lm = build_shape(spec).params
    tower = vision_counts(spec.vision, build_shape(spec).hidden, None)[0]
    # Gemma 3 report (arXiv 2503.19786) Table 1: 4B = 675M embedding + 3,209M non-embedding + 417M vision
    assert tower / 1e6 == pytest.approx(417, rel=0.02)
    assert (lm + tower) / 1e9 == pytest.approx(4.30, rel=0.01)


def _vlm_batch(spec, images, runtime="vllm"):
    return workload("batch_inference", spec, runtime=runtime, precision="bf16", micro_batch=8, prompt_tokens=200,
                    output_tokens=100, samples_per_run=1000, images_per_request=images)


def test_images_cost_prefill_and_the_encoder_is_held_not_streamed(tmp_path):
    spec = _import(tmp_path, SMALL_VLM)
    text = spec.model_copy(update={"vision": None})
    hw = HardwareConfig(h100(), 1, "single")
    base = estimate_profile(prepare(_vlm_batch(text, 0), A), hw)
    held = estimate_profile(prepare(_vlm_batch(spec, 0), A), hw)
    two = estimate_profile(prepare(_vlm_batch(spec, 2), A), hw)
    tower = vision_counts(spec.vision, 1024, None)[0]
    assert held.memory.items["weights"] - base.memory.items["weights"] == pytest.approx(2.0 * tower, rel=1e-9)
    assert held.tpot_ms == pytest.approx(base.tpot_ms, rel=1e-9)  # decode does not stream the encoder
    assert two.ttft_ms > held.ttft_ms * 1.5  # two 512-px images: 128 prompt tokens and the encoder's FLOPs
    p2 = prepare(_vlm_batch(spec, 2), A)
    assert p2.prompt == 200 + 2 * 64
    assert p2.image_flops == pytest.approx(2 * vision_counts(spec.vision, 1024, None)[1])
    # llama.cpp loads the encoder (its mmproj file) only for images
    lc0 = prepare(_vlm_batch(spec, 0, runtime="llama_cpp"), A)
    lc1 = prepare(_vlm_batch(spec, 1, runtime="llama_cpp"), A)
    assert lc1.weight_bytes - lc0.weight_bytes == pytest.approx(2.0 * tower, rel=1e-9)


@pytest.mark.parametrize("kind", ["batch_inference", "llm_serving"])
def test_both_paths_agree_with_images(tmp_path, kind):
    spec = _import(tmp_path, SMALL_VLM)
    w = workload(kind, spec, runtime="vllm", precision="bf16", micro_batch=8, prompt_tokens=300, output_tokens=100,
                 samples_per_run=1000, images_per_request=3, requests_per_second=2.0, concurrency=4)
    p = prepare(w, A)
    hws = [HardwareConfig(h100(), n, "nvswitch" if n > 1 else "single") for n in (1, 2, 3)]
    arr = estimate_many(p, hws)
    for i, hw in enumerate(hws):
        ref, vec = estimate_profile(p, hw), arr.estimate(i)
        assert vec.ttft_ms == pytest.approx(ref.ttft_ms, rel=1e-9)
        assert vec.throughput == pytest.approx(ref.throughput, rel=1e-9)
        assert vec.memory.total == pytest.approx(ref.memory.total, rel=1e-9)


def test_a_checkpoint_size_that_counts_the_encoder_is_split(tmp_path):
    """A sharded checkpoint's total_size counts the image encoder's weights too: the language model
    is the rest (importers.spec_from_config with a parameter count)."""
    from pathlib import Path

    from gpuadvisor.importers import spec_from_config

    tower = vision_counts(VisionTower(layers=6, hidden=768, ffn=3072, patch_size=16, image_size=512,
                                      tokens_per_image=64), 1024, None)[0]
    lm = _import(tmp_path, SMALL_VLM).params_b * 1e9
    spec = spec_from_config(SMALL_VLM, Path("config.json"), params=lm + tower).spec
    assert spec.params_b * 1e9 == pytest.approx(lm, rel=1e-9)
    assert spec.vision is not None


@pytest.mark.parametrize("kind", ["lora", "qlora", "full_finetune"])
def test_a_fine_tune_holds_the_frozen_encoder(tmp_path, kind):
    """A vision-language model fine-tuned loads its image encoder with the language model and keeps
    it frozen: its weights in 16 bits on every device (sharded by ZeRO-3 as the rest), no gradients
    or optimizer states; both paths agree."""
    spec = _import(tmp_path, SMALL_VLM)
    text = spec.model_copy(update={"vision": None})
    tower = vision_counts(spec.vision, 1024, None)[0]
    recipe = dict(runtime="hf_transformers", precision="bf16", micro_batch=2, seq_len=512, dataset_samples=1000)
    hws = [HardwareConfig(h100(), n, "nvswitch" if n > 1 else "single") for n in (1, 2, 4)]
    for zero in (0, 3):
        rec = dict(recipe, parallelism={"zero_stage": zero})
        base, vlm = prepare(workload(kind, text, **rec), A), prepare(workload(kind, spec, **rec), A)
        arr = estimate_many(vlm, hws)
        for i, hw in enumerate(hws):
            held, plain = estimate_profile(vlm, hw), estimate_profile(base, hw)
            shards = hw.count if zero >= 3 and hw.count > 1 else 1
            assert held.memory.items["weights"] - plain.memory.items["weights"] == pytest.approx(
                2.0 * tower / shards, rel=1e-9)
            for key in ("gradients", "optimizer_states"):
                assert held.memory.items.get(key, 0.0) == pytest.approx(plain.memory.items.get(key, 0.0), rel=1e-12)
            assert arr.estimate(i).memory.total == pytest.approx(held.memory.total, rel=1e-9)
