#!/usr/bin/env python3
"""One-shot device measurements for gpuadvisor calibration (single NVIDIA H200).

Measures, each as the median of several CUDA-synchronised timed repetitions after
warm-up, with random-weight models built from configs (no downloads):

1. device basics: bf16 matmul 8192^3 and 4096^3, fp32 matmul with TF32 off / on,
   device-to-device copy bandwidth (4 GiB tensor, read+write counted);
2. full fine-tune of a Llama 3.2 1B-shaped model, micro-batch 4, seq 2048, sdpa:
   recipe "mixed" = fp32 params + bf16 autocast + fused torch AdamW (fp32 states),
   recipe "pure_bf16" = bf16 params + fused torch AdamW (bf16 states, no master copy),
   each with gradient checkpointing off and on;
3. LoRA (peft, r=16, alpha=32, q,k,v,o,gate,up,down) on a Llama 3 8B-shaped bf16
   frozen base, seq 2048, micro-batch 1 and 2, gradient checkpointing on;
4. plain eager HF ``generate`` (greedy) for both shapes: batch 1, prompt 128,
   256 new tokens; prefill at prompt 2048; batch 16 decode for the 8B shape.

Every measurement is independent (own try/except), printed as a JSON line and
appended to ``$OUT/results.jsonl`` at once.  A global deadline skips what would not
fit.  ``--tiny`` runs the same code path on the CPU with toy configs (for testing).

Usage on the device:  PYTHONUNBUFFERED=1 python3 benchmarks/device/measure_h200.py
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import time
import traceback

import torch

T0 = time.perf_counter()
ARGS = None
DEV = "cuda"
OUT_PATH = None
GB = 1e9
GIB = 2**30


# --------------------------------------------------------------------------- utils
def elapsed() -> float:
    return time.perf_counter() - T0


def left() -> float:
    return ARGS.budget_s - elapsed()


def sync() -> None:
    if DEV == "cuda":
        torch.cuda.synchronize()


def emit(rec: dict) -> None:
    rec = dict(rec)
    rec["t_elapsed_s"] = round(elapsed(), 1)
    line = json.dumps(rec, sort_keys=False)
    print(line, flush=True)
    if OUT_PATH:
        with open(OUT_PATH, "a") as fh:
            fh.write(line + "\n")


def cleanup() -> None:
    gc.collect()
    if DEV == "cuda":
        torch.cuda.empty_cache()


def reset_peak() -> None:
    cleanup()
    if DEV == "cuda":
        torch.cuda.reset_peak_memory_stats()


def peak() -> dict:
    if DEV != "cuda":
        return {}
    a = torch.cuda.max_memory_allocated()
    r = torch.cuda.max_memory_reserved()
    return {
        "peak_alloc_gb": round(a / GB, 3),
        "peak_alloc_gib": round(a / GIB, 3),
        "peak_reserved_gb": round(r / GB, 3),
        "peak_reserved_gib": round(r / GIB, 3),
    }


def timed(fn, warmup: int, reps: int, max_s: float | None = None) -> list[float]:
    """Run fn warmup times, then up to reps timed times (stop early past max_s)."""
    for _ in range(warmup):
        fn()
    sync()
    times = []
    start = time.perf_counter()
    for _ in range(reps):
        sync()
        t = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t)
        if max_s is not None and time.perf_counter() - start > max_s and len(times) >= 2:
            break
    return times


def stats(times: list[float]) -> dict:
    return {
        "median_s": statistics.median(times),
        "min_s": min(times),
        "max_s": max(times),
        "reps": len(times),
    }


def guarded(name: str, need_s: float):
    """Decorator-ish runner: skip when the deadline is near, never raise."""

    def run(fn, *a, **kw):
        if left() < need_s:
            emit({"name": name, "status": "skipped", "reason": f"only {left():.0f}s left, need {need_s}"})
            return None
        t = time.perf_counter()
        try:
            out = fn(*a, **kw)
            return out
        except Exception as exc:  # noqa: BLE001 - every measurement is independent
            emit({"name": name, "status": "error", "error": repr(exc)[:500],
                  "trace": traceback.format_exc()[-1500:]})
            return None
        finally:
            print(f"# {name}: {time.perf_counter() - t:.1f}s (elapsed {elapsed():.0f}s)", flush=True)
            cleanup()

    return run


# --------------------------------------------------------------------------- env
def env_info() -> None:
    import transformers

    info = {
        "name": "env",
        "python": platform.python_version(),
        "torch": torch.__version__,
        "torch_cuda": torch.version.cuda,
        "cudnn": torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None,
        "transformers": transformers.__version__,
        "host": platform.node(),
        "kernel": platform.release(),
    }
    try:
        import peft

        info["peft"] = peft.__version__
    except Exception as exc:  # noqa: BLE001
        info["peft"] = repr(exc)
    if DEV == "cuda":
        p = torch.cuda.get_device_properties(0)
        info.update({
            "gpu": p.name,
            "sm_count": p.multi_processor_count,
            "total_mem_gb": round(p.total_memory / GB, 2),
            "total_mem_gib": round(p.total_memory / GIB, 2),
            "capability": f"{p.major}.{p.minor}",
        })
        try:
            q = subprocess.run(
                ["nvidia-smi", "--query-gpu=name,driver_version,memory.total,clocks.max.sm,"
                 "clocks.max.mem,power.limit,pstate,temperature.gpu", "--format=csv,noheader"],
                capture_output=True, text=True, timeout=20)
            info["nvidia_smi"] = q.stdout.strip()
        except Exception as exc:  # noqa: BLE001
            info["nvidia_smi"] = repr(exc)
    emit(info)


# --------------------------------------------------------------------------- 1. device
def bench_matmul(n: int, dtype: torch.dtype, tf32: bool, label: str, reps: int = 10) -> None:
    old = torch.backends.cuda.matmul.allow_tf32 if DEV == "cuda" else None
    if DEV == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = tf32
    try:
        a = torch.randn(n, n, device=DEV, dtype=dtype)
        b = torch.randn(n, n, device=DEV, dtype=dtype)
        c = torch.empty(n, n, device=DEV, dtype=dtype)
        times = timed(lambda: torch.matmul(a, b, out=c), warmup=3, reps=reps, max_s=10)
        flop = 2 * n**3
        s = stats(times)
        emit({"name": f"matmul_{label}_{n}", "status": "ok", "n": n, "dtype": str(dtype),
              "allow_tf32": tf32, "data": "randn", **s,
              "tflops_median": round(flop / s["median_s"] / 1e12, 1),
              "tflops_best": round(flop / s["min_s"] / 1e12, 1)})
    finally:
        if DEV == "cuda":
            torch.backends.cuda.matmul.allow_tf32 = old


def bench_copy(nbytes: int) -> None:
    n = nbytes // 2
    src = torch.empty(n, device=DEV, dtype=torch.bfloat16).normal_()
    dst = torch.empty_like(src)
    times = timed(lambda: dst.copy_(src), warmup=3, reps=10, max_s=10)
    s = stats(times)
    moved = 2 * nbytes  # read + write
    emit({"name": "copy_d2d", "status": "ok", "tensor_bytes": nbytes, "counted_bytes": moved,
          "count": "read+write", **s,
          "gb_s_median": round(moved / s["median_s"] / GB, 1),
          "gb_s_best": round(moved / s["min_s"] / GB, 1)})


# --------------------------------------------------------------------------- models
def llama_cfg(shape: str):
    from transformers import LlamaConfig

    if ARGS.tiny:
        base = dict(vocab_size=1024, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                    num_attention_heads=4, num_key_value_heads=2, head_dim=16)
    elif shape == "1b":  # Llama 3.2 1B
        base = dict(vocab_size=128256, hidden_size=2048, intermediate_size=8192, num_hidden_layers=16,
                    num_attention_heads=32, num_key_value_heads=8, head_dim=64)
    elif shape == "8b":  # Llama 3 8B
        base = dict(vocab_size=128256, hidden_size=4096, intermediate_size=14336, num_hidden_layers=32,
                    num_attention_heads=32, num_key_value_heads=8, head_dim=128)
    else:
        raise ValueError(shape)
    cfg = LlamaConfig(**base, tie_word_embeddings=(shape == "1b"), max_position_embeddings=8192,
                      rms_norm_eps=1e-5, bos_token_id=128000, eos_token_id=128001,
                      pad_token_id=None)
    if ARGS.tiny:
        cfg.bos_token_id, cfg.eos_token_id = 1, 2
    cfg._attn_implementation = "sdpa"
    return cfg


def build(shape: str, dtype: torch.dtype):
    from transformers import AutoModelForCausalLM

    t = time.perf_counter()
    cfg = llama_cfg(shape)
    with torch.device(DEV):
        try:
            model = AutoModelForCausalLM.from_config(cfg, dtype=dtype, attn_implementation="sdpa")
        except TypeError:
            model = AutoModelForCausalLM.from_config(cfg, torch_dtype=dtype, attn_implementation="sdpa")
    sync()
    nparam = sum(p.numel() for p in model.parameters())
    emit({"name": f"build_{shape}", "status": "ok", "dtype": str(dtype), "params": nparam,
          "attn": getattr(model.config, "_attn_implementation", None),
          "tied": bool(model.config.tie_word_embeddings),
          "param_devices": sorted({str(p.device) for p in model.parameters()}), "build_s": round(time.perf_counter() - t, 1)})
    return model


def set_ckpt(model, on: bool) -> None:
    if on:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    else:
        model.gradient_checkpointing_disable()
    model.config.use_cache = False


def seq_len() -> int:
    return 64 if ARGS.tiny else 2048


# --------------------------------------------------------------------------- 2/3. training
def train_run(model, name: str, recipe: str, mb: int, ckpt: bool, params, warmup: int, reps: int,
              extra: dict) -> None:
    """Time full optimizer steps: fwd (+loss) + bwd + AdamW step + zero_grad."""
    seq = seq_len()
    vocab = model.config.vocab_size
    set_ckpt(model, ckpt)
    model.train()
    opt = torch.optim.AdamW(params, lr=1e-5, betas=(0.9, 0.95), weight_decay=0.0,
                            fused=(DEV == "cuda"))
    x = torch.randint(0, vocab, (mb, seq), device=DEV)
    use_autocast = recipe in ("mixed", "lora_autocast")

    def step():
        with torch.autocast(device_type=DEV, dtype=torch.bfloat16, enabled=use_autocast):
            out = model(input_ids=x, labels=x, use_cache=False)
        out.loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)

    reset_peak()
    times = timed(step, warmup=warmup, reps=reps, max_s=40)
    pk = peak()
    s = stats(times)
    toks = mb * seq
    state_dtypes = sorted({str(v.dtype) for st in opt.state.values() for v in st.values()
                           if torch.is_tensor(v) and v.dim() > 0})
    trainable = sum(p.numel() for g in opt.param_groups for p in g["params"])
    emit({"name": name, "status": "ok", "recipe": recipe, "micro_batch": mb, "seq_len": seq,
          "grad_checkpointing": ckpt, "autocast_bf16": use_autocast,
          "param_dtype": str(next(p for g in opt.param_groups for p in g["params"]).dtype),
          "optimizer": "torch.optim.AdamW(fused=True)", "opt_state_dtypes": state_dtypes,
          "trainable_params": trainable, **s,
          "tokens_per_s": round(toks / s["median_s"], 1), **pk, **extra})
    del opt, x
    model.zero_grad(set_to_none=True)


def train_1b() -> None:
    warm, reps = (1, 2) if ARGS.tiny else (3, 6)
    g = guarded("build_1b_fp32", 60)
    model = g(build, "1b", torch.float32)
    if model is None:
        return
    for ck in (False, True):
        guarded(f"train_1b_mixed_ckpt{int(ck)}", 25)(
            train_run, model, f"train_1b_mixed_ckpt{int(ck)}", "mixed", 4, ck,
            list(model.parameters()), warm, reps,
            {"master_weights": "fp32 params are the master copy",
             "note": "fp32 params + torch.autocast(bf16) + fused AdamW, fp32 grads and states"})
    # pure bf16: cast the same model
    model.to(torch.bfloat16)
    cleanup()
    for ck in (False, True):
        guarded(f"train_1b_bf16_ckpt{int(ck)}", 25)(
            train_run, model, f"train_1b_bf16_ckpt{int(ck)}", "pure_bf16", 4, ck,
            list(model.parameters()), warm, reps,
            {"master_weights": "none (bf16 params, bf16 grads, bf16 AdamW states)",
             "note": "bf16 params + fused AdamW, no autocast, no fp32 master copy"})
    model.gradient_checkpointing_disable()
    model.config.use_cache = True
    return model


def lora_8b(model) -> None:
    from peft import LoraConfig, get_peft_model

    warm, reps = (1, 2) if ARGS.tiny else (2, 4)
    lcfg = LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, bias="none", task_type="CAUSAL_LM",
                      target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj",
                                      "up_proj", "down_proj"])
    pm = get_peft_model(model, lcfg)
    params = [p for p in pm.parameters() if p.requires_grad]
    lora_dtypes = sorted({str(p.dtype) for p in params})
    try:
        for mb, ck in ((1, True), (2, True), (1, False)):
            guarded(f"lora_8b_mb{mb}_ckpt{int(ck)}", 30)(
                train_run, pm, f"lora_8b_mb{mb}_ckpt{int(ck)}", "lora_autocast", mb, ck, params, warm,
                reps, {"lora_r": 16, "lora_alpha": 32, "lora_param_dtypes": lora_dtypes,
                       "base": "bf16 frozen",
                       "note": "peft get_peft_model defaults (adapters upcast to fp32), "
                               "torch.autocast(bf16), non-reentrant checkpointing"})
    finally:
        pm.unload()
        cleanup()


def full_8b_bf16(model) -> None:
    """Pure-bf16 full fine-tune of the 8B shape (bf16 params/grads/AdamW states), ckpt on."""
    warm, reps = (1, 2) if ARGS.tiny else (2, 4)
    for p in model.parameters():
        p.requires_grad_(True)
    train_run(model, "train_8b_bf16_mb1_ckpt1", "pure_bf16", 1, True, list(model.parameters()),
              warm, reps, {"master_weights": "none (bf16 params, bf16 grads, bf16 AdamW states)",
                           "note": "bf16 params + fused AdamW, no autocast, no fp32 master copy"})


# --------------------------------------------------------------------------- 4. inference
def infer(model, shape: str, batches_decode: tuple[int, ...], reps: int) -> None:
    model.eval()
    model.config.use_cache = True
    vocab = model.config.vocab_size
    gen_n = 16 if ARGS.tiny else 256
    prompt = 8 if ARGS.tiny else 128
    long_prompt = 32 if ARGS.tiny else 2048

    def gen(x, n):
        return model.generate(input_ids=x, attention_mask=torch.ones_like(x), max_new_tokens=n,
                              min_new_tokens=n, do_sample=False, num_beams=1, use_cache=True,
                              pad_token_id=0)

    with torch.inference_mode():
        # prefill at 2048, batch 1: plain forward with a fresh cache (what generate's first step does)
        def prefill_case():
            x = torch.randint(0, vocab, (1, long_prompt), device=DEV)

            def fwd():
                model(input_ids=x, use_cache=True, logits_to_keep=1)

            reset_peak()
            t = timed(fwd, warmup=2, reps=5, max_s=15)
            pk = peak()
            s = stats(t)
            t1 = timed(lambda: gen(x, 1), warmup=1, reps=3, max_s=15)
            s1 = stats(t1)
            emit({"name": f"prefill_{shape}_p{long_prompt}", "status": "ok", "batch": 1,
                  "prompt_tokens": long_prompt, "method": "model(input_ids, use_cache=True, logits_to_keep=1)",
                  **s, "prefill_tok_s": round(long_prompt / s["median_s"], 1),
                  "generate_1tok_median_s": s1["median_s"],
                  "prefill_tok_s_via_generate1": round(long_prompt / s1["median_s"], 1), **pk})

        guarded(f"prefill_{shape}", 20)(prefill_case)

        for b in batches_decode:
            def decode_case(b=b):
                x = torch.randint(0, vocab, (b, prompt), device=DEV)
                gen(x, min(32, gen_n))  # warm-up
                reset_peak()
                tf = timed(lambda: gen(x, 1), warmup=1, reps=3, max_s=10)
                tg = timed(lambda: gen(x, gen_n), warmup=0, reps=reps, max_s=45)
                pk = peak()
                out = gen(x, 4)
                sf, sg = stats(tf), stats(tg)
                dt = sg["median_s"] - sf["median_s"]
                per_stream = (gen_n - 1) / dt
                emit({"name": f"decode_{shape}_b{b}", "status": "ok", "batch": b,
                      "prompt_tokens": prompt, "gen_tokens": gen_n,
                      "method": "greedy HF generate (eager, DynamicCache), min_new_tokens=max_new_tokens; "
                                "decode = (gen-1)/(t(gen)-t(1 token))",
                      "t_gen_median_s": sg["median_s"], "t_gen_all_s": tg, "t_first_median_s": sf["median_s"],
                      "decode_tok_s_per_stream": round(per_stream, 2),
                      "decode_tok_s_aggregate": round(per_stream * b, 1),
                      "end_to_end_tok_s_aggregate": round(gen_n * b / sg["median_s"], 1),
                      "ms_per_step": round(1000 * dt / (gen_n - 1), 3),
                      "out_len_check": int(out.shape[1]), **pk})

            guarded(f"decode_{shape}_b{b}", 25 if b == 1 else 35)(decode_case)


# --------------------------------------------------------------------------- main
def main() -> None:
    global ARGS, DEV, OUT_PATH
    ap = argparse.ArgumentParser()
    ap.add_argument("--tiny", action="store_true", help="CPU smoke test with toy configs")
    ap.add_argument("--budget-s", type=float, default=330.0, help="global deadline in seconds")
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ARGS = ap.parse_args()
    DEV = "cpu" if ARGS.tiny or not torch.cuda.is_available() else "cuda"
    if DEV == "cpu" and not ARGS.tiny:
        print("no CUDA device; use --tiny for a CPU smoke test", file=sys.stderr)
        sys.exit(2)
    os.makedirs(ARGS.out, exist_ok=True)
    OUT_PATH = os.path.join(ARGS.out, "results.jsonl")
    torch.manual_seed(0)

    guarded("env", 0)(env_info)

    # 1. device basics
    n_big, n_small = (256, 128) if ARGS.tiny else (8192, 4096)
    guarded("matmul_bf16_8192", 10)(bench_matmul, n_big, torch.bfloat16, False, "bf16")
    guarded("matmul_bf16_4096", 10)(bench_matmul, n_small, torch.bfloat16, False, "bf16", 20)
    guarded("matmul_fp32_notf32", 10)(bench_matmul, n_big, torch.float32, False, "fp32_notf32", 5)
    guarded("matmul_fp32_tf32", 10)(bench_matmul, n_big, torch.float32, True, "fp32_tf32", 10)
    guarded("copy_d2d", 10)(bench_copy, (1 << 20) if ARGS.tiny else 4 * GIB)

    # 2. 1B full fine-tune, then 1B inference on the same (now bf16) model
    model = train_1b()
    if model is not None:
        infer(model, "1b", (1,), reps=3)
    del model
    cleanup()

    # 4. 8B inference, then 3. LoRA on the same base
    m8 = guarded("build_8b_bf16", 60)(build, "8b", torch.bfloat16)
    if m8 is not None:
        infer(m8, "8b", (1, 16), reps=3)
        guarded("lora_8b", 40)(lora_8b, m8)
        guarded("train_8b_bf16", 30)(full_8b_bf16, m8)
    emit({"name": "done", "status": "ok", "total_s": round(elapsed(), 1)})


if __name__ == "__main__":
    main()
