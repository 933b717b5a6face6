"""Time engine.compat.check over the whole catalog, as the advisor calls it (~600 options x workload).

Prints ``name=value`` lines (medians over repeated passes):
  compat_check_us        microseconds per call on a cache hit (the advisor's steady state)
  compat_check_cold_us   microseconds per call with an empty verdict cache (catalog file already loaded)
  compat_calls_per_pass  calls in one pass (options x workload settings)
Usage: python benchmarks/bench_compat.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gpuadvisor.catalog import load_catalog  # noqa: E402
from gpuadvisor.catalog.compat_data import load_compatibility  # noqa: E402
from gpuadvisor.engine import compat  # noqa: E402

#: (runtime, framework, weight format, precision, kind, kv-cache dtype) of typical workloads
WORKLOADS = [
    ("pytorch", None, "bf16", "bf16", "full_finetune", "auto"),
    ("hf_transformers", None, "nf4", "bf16", "qlora", "auto"),
    ("vllm", "vllm", "awq_4bit", "fp16", "llm_serving", "fp8"),
    ("llama_cpp", "llama_cpp", "gguf_q4_k_m", "fp16", "llm_serving", "auto"),
    ("onnxruntime", "onnxruntime", "int8", "int8", "realtime_inference", "auto"),
]


def options():
    """Every rentable offer (with its accelerator) and every accelerator as an owned machine."""
    cat = load_catalog(include_user_overrides=False)
    out = [(cat.accelerator(o.accelerator), o) for o in cat.cloud_offers if o.accelerator]
    out += [(acc, None) for acc in cat.accelerators]
    return out


def one_pass(opts) -> int:
    n = 0
    check = compat.check
    for runtime, framework, fmt, precision, kind, kv in WORKLOADS:
        for acc, offer in opts:
            check(acc, offer=offer, runtime=runtime, framework=framework, weight_format=fmt, precision=precision,
                  kind=kind, kv_cache_dtype=kv)
            n += 1
    return n


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    opts = options()
    load_compatibility()
    cold: list[float] = []
    hot: list[float] = []
    calls = 0
    for _ in range(max(1, args.repeat)):
        compat._check.cache_clear()
        t0 = time.perf_counter()
        calls = one_pass(opts)
        cold.append((time.perf_counter() - t0) / calls * 1e6)
        t0 = time.perf_counter()
        one_pass(opts)
        hot.append((time.perf_counter() - t0) / calls * 1e6)
    print(f"compat_check_us={statistics.median(hot):.2f}")
    print(f"compat_check_cold_us={statistics.median(cold):.2f}")
    print(f"compat_calls_per_pass={calls}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
