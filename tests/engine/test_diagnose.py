"""The seeds' slow-training case and the other bottlenecks."""

import subprocess
import sys

import pytest
from pydantic import ValidationError

from gpuadvisor.engine.diagnose import Observation, diagnose


def test_seed_case_is_the_input_pipeline():
    # seeds/000: RTX 4090, GPU 45 %, CPU 87 % (Ubuntu VM on a MacBook), VRAM 8.2 of 24 GB (34 %)
    d = diagnose(Observation(gpu_util_pct=45, cpu_util_pct=87, memory_used_gb=8.2, memory_total_gb=24,
                             gpu_peak_util_pct=95, batch_size=32, in_vm=True))
    assert d.bottleneck == "input pipeline"
    text = " ".join(d.fixes).lower()
    for fix in ("workers", "pin_memory", "larger batch", "mixed precision", "virtual machine"):
        assert fix in text
    assert d.memory_headroom_pct == pytest.approx(65.8, abs=0.5)


def test_busy_gpu_is_compute_bound():
    d = diagnose(Observation(gpu_util_pct=97, cpu_util_pct=30, memory_used_gb=20, memory_total_gb=24, precision="bf16"))
    assert d.bottleneck == "GPU compute"
    assert not any("mixed precision" in f for f in d.fixes)


def test_full_memory():
    d = diagnose(Observation(gpu_util_pct=60, cpu_util_pct=20, memory_used_gb=23.8, memory_total_gb=24))
    assert d.bottleneck == "GPU memory"


def test_a_busy_gpu_with_full_memory_is_compute_bound_not_thrashing():
    """GPU 99 %, memory 98 %: PyTorch's caching allocator keeps freed blocks, so a healthy run shows
    nearly full memory; it was headlined 'GPU memory ... may be thrashing' (found in the advice audit)."""
    d = diagnose(Observation(gpu_util_pct=99, cpu_util_pct=30, memory_used_gb=78.5, memory_total_gb=80, precision="bf16"))
    assert d.bottleneck == "GPU compute"
    assert any("caching allocator" in f for f in d.fixes)


def test_idle_everything_points_at_io_or_communication():
    d = diagnose(Observation(gpu_util_pct=30, cpu_util_pct=20, memory_used_gb=5, memory_total_gb=24, multi_gpu=True))
    assert d.bottleneck == "communication"


def test_bad_observation_rejected():
    with pytest.raises(ValidationError):
        Observation(gpu_util_pct=145, cpu_util_pct=10, memory_used_gb=1, memory_total_gb=24)
    with pytest.raises(ValidationError):
        Observation(gpu_util_pct=float("nan"), cpu_util_pct=10, memory_used_gb=1, memory_total_gb=24)


def test_cli_one_line_error():
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "diagnose", "--gpu", "45", "--cpu", "87",
                           "--mem", "8.2", "--mem-total", "0"], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "memory_total_gb" in proc.stderr


def test_an_idle_gpu_with_its_memory_free_is_told_to_raise_the_batch():
    """GPU 40 %, CPU 15 %, 6 of 80 GB in use at batch 2: the steps are too small to keep the GPU
    busy (per-step launches and waits), the first thing to try is a larger batch; the I/O branch
    offered only storage, pinned memory and logging fixes (found in the advice audit)."""
    d = diagnose(Observation(gpu_util_pct=40, cpu_util_pct=15, memory_used_gb=6, memory_total_gb=80, batch_size=2,
                             precision="bf16"))
    assert d.bottleneck == "host-device transfer or I/O"
    assert "larger batch" in d.fixes[0]
    full = diagnose(Observation(gpu_util_pct=40, cpu_util_pct=15, memory_used_gb=70, memory_total_gb=80))
    assert not any("larger batch" in f for f in full.fixes)
