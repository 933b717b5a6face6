"""A speech recogniser (Whisper) is an encoder-decoder: the encoder runs once over a 30-second window,
the decoder once per transcript token.  Counting one forward pass of every parameter over the window
made transcription 8-11x faster than published measurements."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Assumptions, Recipe, Schedule, Workload
from gpuadvisor.engine import vector
from gpuadvisor.engine.estimate import estimate, estimate_profile, prepare
from gpuadvisor.engine.options import build_options

from .test_vector import _configs, assert_same

CHUNK_S = 30.0  # Whisper transcribes 30-second windows (openai/whisper audio.py CHUNK_LENGTH)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _option(catalog, label: str):
    return next(o for o in build_options(catalog) if o.label.startswith(label))


def _batch(catalog, model: str, micro_batch: int, **recipe) -> Workload:
    return Workload(kind="batch_inference", model=catalog.find_model(model).spec,
                    recipe=Recipe(precision="fp16", weight_format="fp16", micro_batch=micro_batch,
                                  samples_per_run=300, **recipe),
                    schedule=Schedule(frequency="monthly", hours_allowed_per_run=24))


def test_transcription_runs_the_decoder_once_per_token(catalog):
    """Whisper large-v3 on an A100 80 GB, fp16, batches of 24 windows: 150 minutes of audio in 98 s with
    Flash Attention 2, 5 min 2 s without (Vaibhavs10/insanely-fast-whisper README, Hugging Face
    transformers pipeline): 92x and 30x real time.  The engine said 737x (one pass of all 1.55 B
    parameters over 2,048 positions, compute-bound)."""
    a100 = _option(catalog, "Verda 1A100.22V")
    est = estimate(_batch(catalog, "Whisper large-v3", 24), a100.hw, Assumptions())
    realtime = est.throughput * CHUNK_S
    assert 30.0 <= realtime <= 250.0, realtime


def test_turbo_on_an_h100(catalog):
    """Whisper large-v3-turbo (4 decoder layers) on one H100 SXM: 404x real time at batch 32, 597x at
    its best (inferencebench.io, 'Whisper v3-Turbo on H100: 597x Realtime ASR Benchmark').  The
    engine said 4,479x."""
    h100 = _option(catalog, "Verda 1H100.80S")
    est = estimate(_batch(catalog, "Whisper large-v3-turbo", 32), h100.hw, Assumptions())
    realtime = est.throughput * CHUNK_S
    assert 200.0 <= realtime <= 1200.0, realtime


def test_longer_transcripts_take_longer(catalog):
    """The output tokens per window (shown for speech models) change the answer."""
    h100 = _option(catalog, "Verda 1H100.80S")
    short = estimate(_batch(catalog, "Whisper large-v3", 16, output_tokens=100), h100.hw, Assumptions())
    long = estimate(_batch(catalog, "Whisper large-v3", 16, output_tokens=300), h100.hw, Assumptions())
    assert long.time_per_run_h > 2.0 * short.time_per_run_h
    # the decoder keeps each layer's keys and values of the window and of the transcript
    assert long.memory.items["kv_cache"] > short.memory.items["kv_cache"] > 0


def test_a_real_time_transcription_waits_for_its_decoder(catalog):
    """One 30-second window on an RTX 4090 with large-v3: the decoder's 256 steps over 32 layers
    take seconds, not the 0.2 s of one encoder-sized pass."""
    w = Workload(kind="realtime_inference", model=catalog.find_model("Whisper large-v3").spec,
                 recipe=Recipe(precision="fp16", weight_format="fp16", micro_batch=1, requests_per_second=0.5,
                               latency_target_ms=60000),
                 schedule=Schedule(frequency="always_on"))
    est = estimate(w, _option(catalog, "Desktop · 1× RTX 4090").hw, Assumptions())
    assert est.latency_ms > 1000.0, est.latency_ms


@pytest.mark.parametrize("kind", ["batch_inference", "realtime_inference"])
@pytest.mark.parametrize("model", ["Whisper tiny", "Whisper large-v3", "Whisper large-v3-turbo"])
def test_both_paths_agree(catalog, kind, model):
    recipe = Recipe(precision="fp16", weight_format="fp16", micro_batch=8, samples_per_run=1e5,
                    requests_per_second=3.0, latency_target_ms=5000, output_tokens=120, concurrency=2)
    sched = Schedule(frequency="always_on") if kind == "realtime_inference" else Schedule(frequency="daily")
    w = Workload(kind=kind, model=catalog.find_model(model).spec, recipe=recipe, schedule=sched)
    prof = prepare(w, Assumptions())
    hws = _configs(catalog)
    arrays = vector.estimate_many(prof, hws)
    assert arrays.handled.all()
    for i, hw in enumerate(hws):
        assert_same(arrays.estimate(i), estimate_profile(prof, hw), f"{model} {kind} on {hw.accelerator.name} x{hw.count}")


def test_the_editor_shows_the_output_tokens_of_a_speech_model(catalog):
    """The transcript's tokens per window set a speech model's speed, so the editor asks for them."""
    from gpuadvisor.ui.views.workload_fields import recipe_fields

    spec = next(f for f in recipe_fields() if f.path.endswith("output_tokens"))
    for kind in ("batch_inference", "realtime_inference"):
        assert spec.visible(Workload(kind=kind, model=catalog.find_model("Whisper large-v3").spec))
    assert not spec.visible(Workload(kind="batch_inference", model=catalog.find_model("BERT-base").spec))


def test_the_encoder_sees_one_windows_positions_whatever_the_sequence_length(catalog):
    """Whisper's encoder always takes 3,000 log-mel frames (30 s) and its second convolution halves
    them: 1,500 positions (Radford et al. 2022, Sec. 2.2).  The sequence length of the recipe (an LLM
    default of 2,048, or none) set the encoder's work and the cross-attention keys; now the window does,
    and the field is not shown for these models."""
    from gpuadvisor.engine.estimate import speech_positions

    assert speech_positions("128x3000 log-mel (30 s audio)") == 1500
    assert speech_positions("3x224x224") is None
    hw = _option(catalog, "Verda 1A100.22V").hw
    base = estimate(_batch(catalog, "Whisper large-v3", 24), hw, Assumptions())
    for seq in (512, 2048, 8192):
        other = estimate(_batch(catalog, "Whisper large-v3", 24, seq_len=seq), hw, Assumptions())
        assert other.throughput == pytest.approx(base.throughput, rel=1e-12)
        assert other.memory.total == pytest.approx(base.memory.total, rel=1e-12)
    p = prepare(_batch(catalog, "Whisper large-v3", 24), Assumptions())
    s = p.shape
    enc = s.layers * (4.0 * s.hidden ** 2 + 2.0 * s.hidden * s.ffn)
    assert p.flops_per_sample == pytest.approx(2.0 * enc * 1500)



def test_fine_tuning_counts_the_encoder_over_the_window_and_the_decoder_over_the_transcript(catalog):
    """A Whisper fine-tune counted 6 x all 1.55 B parameters x 2,048 positions per sample, ~2.8x the
    work: the encoder runs over the window's 1,500 positions, the decoder over the transcript."""
    w = Workload(kind="full_finetune", model=catalog.find_model("Whisper large-v3").spec,
                 recipe=Recipe(precision="bf16", micro_batch=8, dataset_samples=100_000, output_tokens=100),
                 schedule=Schedule(frequency="monthly"))
    p = prepare(w, Assumptions())
    s = p.shape
    enc = s.layers * (4.0 * s.hidden ** 2 + 2.0 * s.hidden * s.ffn)
    dec = s.active_params - enc
    assert p.run_flops == pytest.approx(3.0 * (2.0 * enc * 1500 + 2.0 * dec * 100) * 100_000)
    assert p.run_flops < 0.5 * 6.0 * s.params * 2048 * 100_000
    # the array path reads the same work
    hw = _option(catalog, "Verda 1A100.22V").hw
    assert_same(vector.estimate_many(p, [hw]).estimate(0), estimate_profile(p, hw), "whisper fine-tune")
