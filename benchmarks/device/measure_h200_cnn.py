#!/usr/bin/env python3
"""Second device run for gpuadvisor calibration (single NVIDIA H200): non-LLM models.

Fills the engine's least-calibrated paths (CNN / ViT training, encoder and small-model
inference).  Every value is the median of CUDA-synchronised timed repetitions after
warm-up, plain eager PyTorch, random weights (no downloads), random inputs already on
the GPU (no data loader):

1. ResNet-50 (torchvision, weights=None) training: fp32 params + torch.autocast(bf16),
   SGD momentum 0.9 (wd 1e-4), channels_last, 224x224, batch 256 and 64;
2. ResNet-50 inference under bf16 autocast (fp32 weights), channels_last, batch 256
   and batch 1 (latency);
3. ViT-B/16 (torchvision vit_b_16) training, fp32 params + bf16 autocast, AdamW, batch 128;
4. BERT-base (transformers BertConfig() defaults, BertForSequenceClassification, 2 labels):
   inference seq 128 at batch 1 in fp32 and bf16 (weights cast to bf16), batch 64 bf16;
   fine-tune fp32 params + bf16 autocast + fused AdamW, batch 32, seq 128;
5. GPT-2 small (GPT2LMHeadModel(GPT2Config()), bf16) greedy HF generate at batch 1,
   prompt 128, 256 new tokens (decode = (G-1)/(t(G)-t(1))).

Each measurement is independent (own try/except), printed as a JSON line and appended
to ``$OUT/results2.jsonl`` at once; a global deadline skips what would not fit.
``--tiny`` runs the same code path on the CPU with toy sizes (for testing); without
torchvision there it falls back to a toy CNN / toy ViT.

Usage on the device:  PYTHONUNBUFFERED=1 python3 benchmarks/device/measure_h200_cnn.py
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
import torch.nn as nn

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
        if max_s is not None and time.perf_counter() - start > max_s and len(times) >= 3:
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
    """Runner: skip when the deadline is near, never raise."""

    def run(fn, *a, **kw):
        if left() < need_s:
            emit({"name": name, "status": "skipped", "reason": f"only {left():.0f}s left, need {need_s}"})
            return None
        t = time.perf_counter()
        try:
            return fn(*a, **kw)
        except Exception as exc:  # noqa: BLE001 - every measurement is independent
            emit({"name": name, "status": "error", "error": repr(exc)[:500],
                  "trace": traceback.format_exc()[-1500:]})
            return None
        finally:
            print(f"# {name}: {time.perf_counter() - t:.1f}s (elapsed {elapsed():.0f}s)", flush=True)
            cleanup()

    return run


def nparams(model) -> int:
    return sum(p.numel() for p in model.parameters())


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
        "cudnn_benchmark": torch.backends.cudnn.benchmark,
        "matmul_allow_tf32": torch.backends.cuda.matmul.allow_tf32,
        "cudnn_allow_tf32": torch.backends.cudnn.allow_tf32,
    }
    try:
        import torchvision

        info["torchvision"] = torchvision.__version__
    except Exception as exc:  # noqa: BLE001
        info["torchvision"] = repr(exc)[:200]
    if DEV == "cuda":
        p = torch.cuda.get_device_properties(0)
        info.update({
            "gpu": p.name,
            "sm_count": p.multi_processor_count,
            "total_mem_gb": round(p.total_memory / GB, 2),
            "capability": f"{p.major}.{p.minor}",
        })
        try:
            q = subprocess.run(
                ["nvidia-smi", "--query-gpu=name,driver_version,memory.total,clocks.max.sm,"
                 "clocks.sm,clocks.max.mem,power.limit,pstate,temperature.gpu", "--format=csv,noheader"],
                capture_output=True, text=True, timeout=20)
            info["nvidia_smi"] = q.stdout.strip()
        except Exception as exc:  # noqa: BLE001
            info["nvidia_smi"] = repr(exc)
    emit(info)


# --------------------------------------------------------------------------- vision models
class _ToyCNN(nn.Module):  # CPU smoke-test fallback only (no torchvision here)
    def __init__(self, n_cls=1000):
        super().__init__()
        self.f = nn.Sequential(nn.Conv2d(3, 16, 3, 2, 1), nn.BatchNorm2d(16), nn.ReLU(),
                               nn.Conv2d(16, 32, 3, 2, 1), nn.BatchNorm2d(32), nn.ReLU(),
                               nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, n_cls))

    def forward(self, x):
        return self.f(x)


def vision_model(kind: str):
    try:
        import torchvision.models as tvm
    except Exception:  # noqa: BLE001
        if not ARGS.tiny:
            raise
        return _ToyCNN(), "toy CNN (torchvision missing, --tiny)"
    if kind == "resnet50":
        return tvm.resnet50(weights=None), "torchvision.models.resnet50(weights=None)"
    if kind == "vit_b_16":
        if ARGS.tiny:
            return (tvm.VisionTransformer(image_size=ARGS.img, patch_size=16, num_layers=2, num_heads=2,
                                          hidden_dim=32, mlp_dim=64), "toy VisionTransformer (--tiny)")
        return tvm.vit_b_16(weights=None), "torchvision.models.vit_b_16(weights=None)"
    raise ValueError(kind)


def vision_train(kind: str, batch: int, opt_name: str, warmup: int, reps: int) -> None:
    img = ARGS.img
    model, desc = vision_model(kind)
    model = model.to(DEV).to(memory_format=torch.channels_last)
    model.train()
    if opt_name == "sgd":
        opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=1e-4)
        opt_desc = "torch.optim.SGD(lr=0.1, momentum=0.9, weight_decay=1e-4) (default foreach impl)"
    else:
        opt = torch.optim.AdamW(model.parameters(), lr=1e-4, weight_decay=0.05, fused=(DEV == "cuda"))
        opt_desc = "torch.optim.AdamW(lr=1e-4, weight_decay=0.05, fused=True)"
    x = torch.randn(batch, 3, img, img, device=DEV).contiguous(memory_format=torch.channels_last)
    y = torch.randint(0, 1000, (batch,), device=DEV)
    crit = nn.CrossEntropyLoss()

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast(device_type=DEV, dtype=torch.bfloat16):
            loss = crit(model(x), y)
        loss.backward()
        opt.step()

    reset_peak()
    times = timed(step, warmup=warmup, reps=reps, max_s=15)
    pk = peak()
    s = stats(times)
    emit({"name": f"train_{kind}_b{batch}", "status": "ok", "model": desc, "params": nparams(model),
          "batch": batch, "image": f"3x{img}x{img}", "param_dtype": "float32", "autocast": "bfloat16",
          "memory_format": "channels_last", "optimizer": opt_desc,
          "loss": "nn.CrossEntropyLoss on random labels (1000 classes)",
          "step": "zero_grad(set_to_none) + autocast fwd + loss + backward + opt.step",
          "warmup": warmup, **s, "samples_per_s": round(batch / s["median_s"], 1),
          "samples_per_s_best": round(batch / s["min_s"], 1), **pk})
    del opt, model, x, y


def vision_infer(kind: str, batch: int, warmup: int, reps: int) -> None:
    img = ARGS.img
    model, desc = vision_model(kind)
    model = model.to(DEV).to(memory_format=torch.channels_last).eval()
    x = torch.randn(batch, 3, img, img, device=DEV).contiguous(memory_format=torch.channels_last)

    def fwd():
        with torch.autocast(device_type=DEV, dtype=torch.bfloat16):
            model(x)

    with torch.inference_mode():
        reset_peak()
        times = timed(fwd, warmup=warmup, reps=reps, max_s=10)
        pk = peak()
    s = stats(times)
    emit({"name": f"infer_{kind}_b{batch}", "status": "ok", "model": desc, "params": nparams(model),
          "batch": batch, "image": f"3x{img}x{img}", "param_dtype": "float32", "autocast": "bfloat16",
          "memory_format": "channels_last", "mode": "eval() + torch.inference_mode()",
          "warmup": warmup, **s, "samples_per_s": round(batch / s["median_s"], 1),
          "latency_ms": round(1000 * s["median_s"], 3), "latency_ms_best": round(1000 * s["min_s"], 3), **pk})
    del model, x


# --------------------------------------------------------------------------- BERT
def bert_cfg():
    from transformers import BertConfig

    if ARGS.tiny:
        return BertConfig(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                          vocab_size=1024, num_labels=2)
    return BertConfig(num_labels=2)  # bert-base defaults: 12 x 768, 12 heads, FFN 3072, vocab 30522


def build_bert(dtype):
    from transformers import BertForSequenceClassification

    cfg = bert_cfg()
    model = BertForSequenceClassification(cfg).to(DEV)
    if dtype != torch.float32:
        model = model.to(dtype)
    return model


def bert_infer(model, label: str, batch: int, seq: int, warmup: int, reps: int) -> None:
    model.eval()
    vocab = model.config.vocab_size
    ids = torch.randint(0, vocab, (batch, seq), device=DEV)
    mask = torch.ones_like(ids)

    def fwd():
        model(input_ids=ids, attention_mask=mask)

    with torch.inference_mode():
        reset_peak()
        times = timed(fwd, warmup=warmup, reps=reps, max_s=10)
        pk = peak()
    s = stats(times)
    emit({"name": f"infer_bert_{label}_b{batch}_s{seq}", "status": "ok",
          "model": "transformers BertForSequenceClassification(BertConfig(num_labels=2)), random init",
          "params": nparams(model), "param_dtype": str(next(model.parameters()).dtype),
          "attn": getattr(model.config, "_attn_implementation", None),
          "allow_tf32_matmul": torch.backends.cuda.matmul.allow_tf32 if DEV == "cuda" else None,
          "batch": batch, "seq_len": seq, "mode": "eval() + torch.inference_mode(), attention_mask all ones",
          "warmup": warmup, **s, "samples_per_s": round(batch / s["median_s"], 1),
          "latency_ms": round(1000 * s["median_s"], 3), "latency_ms_best": round(1000 * s["min_s"], 3), **pk})


def bert_infer_all() -> None:
    seq = ARGS.seq
    m = build_bert(torch.float32)
    guarded("infer_bert_fp32_b1", 8)(bert_infer, m, "fp32", 1, seq, 10, 50)
    guarded("infer_bert_fp32_b64", 8)(bert_infer, m, "fp32", ARGS.b_bert_inf, seq, 5, 20)
    m = m.to(torch.bfloat16)
    cleanup()
    guarded("infer_bert_bf16_b1", 8)(bert_infer, m, "bf16", 1, seq, 10, 50)
    guarded("infer_bert_bf16_b64", 8)(bert_infer, m, "bf16", ARGS.b_bert_inf, seq, 5, 20)
    del m


def bert_train(batch: int, seq: int, warmup: int, reps: int) -> None:
    model = build_bert(torch.float32)
    model.train()
    vocab = model.config.vocab_size
    ids = torch.randint(0, vocab, (batch, seq), device=DEV)
    mask = torch.ones_like(ids)
    labels = torch.randint(0, 2, (batch,), device=DEV)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-5, weight_decay=0.01, fused=(DEV == "cuda"))

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast(device_type=DEV, dtype=torch.bfloat16):
            out = model(input_ids=ids, attention_mask=mask, labels=labels)
        out.loss.backward()
        opt.step()

    reset_peak()
    times = timed(step, warmup=warmup, reps=reps, max_s=15)
    pk = peak()
    s = stats(times)
    emit({"name": f"train_bert_b{batch}_s{seq}", "status": "ok",
          "model": "transformers BertForSequenceClassification(BertConfig(num_labels=2)), random init",
          "params": nparams(model), "param_dtype": "float32", "autocast": "bfloat16",
          "attn": getattr(model.config, "_attn_implementation", None),
          "optimizer": "torch.optim.AdamW(lr=2e-5, weight_decay=0.01, fused=True), fp32 states",
          "batch": batch, "seq_len": seq, "dropout": "BERT defaults (0.1) active in train()",
          "step": "zero_grad(set_to_none) + autocast fwd with labels (HF loss) + backward + opt.step",
          "warmup": warmup, **s, "samples_per_s": round(batch / s["median_s"], 1),
          "tokens_per_s": round(batch * seq / s["median_s"], 1), **pk})
    del opt, model


# --------------------------------------------------------------------------- GPT-2 decode
def gpt2_decode() -> None:
    from transformers import GPT2Config, GPT2LMHeadModel

    if ARGS.tiny:
        cfg = GPT2Config(n_layer=2, n_embd=64, n_head=4, vocab_size=1024, n_positions=512)
        prompt, gen_n = 8, 16
    else:
        cfg = GPT2Config()  # gpt2 small: 12 layers, 768, 12 heads, vocab 50257, n_positions 1024
        prompt, gen_n = 128, 256
    model = GPT2LMHeadModel(cfg).to(DEV).to(torch.bfloat16).eval()
    vocab = cfg.vocab_size
    x = torch.randint(0, vocab, (1, prompt), device=DEV)

    def gen(n):
        return model.generate(input_ids=x, attention_mask=torch.ones_like(x), max_new_tokens=n,
                              min_new_tokens=n, do_sample=False, num_beams=1, use_cache=True,
                              pad_token_id=0, eos_token_id=None)

    with torch.inference_mode():
        t_warm = time.perf_counter()
        gen(gen_n)  # full-length warm-up (the first run at new KV lengths was slow in run 1)
        sync()
        t_warm = time.perf_counter() - t_warm
        reset_peak()
        tf = timed(lambda: gen(1), warmup=1, reps=5, max_s=5)
        tg = timed(lambda: gen(gen_n), warmup=0, reps=5, max_s=20)
        pk = peak()
        out = gen(4)
    sf, sg = stats(tf), stats(tg)
    dt = sg["median_s"] - sf["median_s"]
    emit({"name": "decode_gpt2_b1", "status": "ok",
          "model": "transformers GPT2LMHeadModel(GPT2Config()), random init, cast to bf16",
          "params": nparams(model), "attn": getattr(model.config, "_attn_implementation", None),
          "batch": 1, "prompt_tokens": prompt, "gen_tokens": gen_n,
          "method": "greedy HF generate (eager, DynamicCache), min_new_tokens=max_new_tokens, one full-length "
                    "warm-up; decode = (gen-1)/(t(gen)-t(1 token))",
          "t_warmup_full_s": round(t_warm, 3), "t_gen_median_s": sg["median_s"], "t_gen_all_s": tg,
          "t_first_median_s": sf["median_s"], "decode_tok_s": round((gen_n - 1) / dt, 1),
          "ms_per_step": round(1000 * dt / (gen_n - 1), 3),
          "end_to_end_tok_s": round(gen_n / sg["median_s"], 1), "out_len_check": int(out.shape[1]), **pk})
    del model


# --------------------------------------------------------------------------- main
def main() -> None:
    global ARGS, DEV, OUT_PATH
    ap = argparse.ArgumentParser()
    ap.add_argument("--tiny", action="store_true", help="CPU smoke test with toy sizes")
    ap.add_argument("--budget-s", type=float, default=200.0, help="global deadline in seconds")
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ARGS = ap.parse_args()
    DEV = "cpu" if ARGS.tiny or not torch.cuda.is_available() else "cuda"
    if DEV == "cpu" and not ARGS.tiny:
        print("no CUDA device; use --tiny for a CPU smoke test", file=sys.stderr)
        sys.exit(2)
    if ARGS.tiny:
        ARGS.img, ARGS.seq, ARGS.b_big, ARGS.b_small, ARGS.b_vit, ARGS.b_bert_inf, ARGS.b_bert_tr = \
            32, 16, 4, 2, 2, 4, 2
    else:
        ARGS.img, ARGS.seq, ARGS.b_big, ARGS.b_small, ARGS.b_vit, ARGS.b_bert_inf, ARGS.b_bert_tr = \
            224, 128, 256, 64, 128, 64, 32
    # cuDNN autotuner on (the usual setting for fixed-shape CNN benchmarks); TF32 left at torch
    # defaults (matmul off, cuDNN convs on) - only the fp32 BERT rows and fp32 parts see it.
    torch.backends.cudnn.benchmark = True
    os.makedirs(ARGS.out, exist_ok=True)
    OUT_PATH = os.path.join(ARGS.out, "results2.jsonl")
    torch.manual_seed(0)

    guarded("env", 0)(env_info)
    w = 2 if ARGS.tiny else 8
    r = 3 if ARGS.tiny else 20
    g = guarded
    g("train_resnet50_b256", 20)(vision_train, "resnet50", ARGS.b_big, "sgd", w, r)
    g("train_resnet50_b64", 15)(vision_train, "resnet50", ARGS.b_small, "sgd", w, r)
    g("infer_resnet50_b256", 12)(vision_infer, "resnet50", ARGS.b_big, w, r)
    g("infer_resnet50_b1", 10)(vision_infer, "resnet50", 1, 2 if ARGS.tiny else 20, 5 if ARGS.tiny else 100)
    g("train_vit_b_16_b128", 20)(vision_train, "vit_b_16", ARGS.b_vit, "adamw", w, r)
    g("bert_infer", 20)(bert_infer_all)
    g("train_bert_b32", 15)(bert_train, ARGS.b_bert_tr, ARGS.seq, w, r)
    g("decode_gpt2_b1", 20)(gpt2_decode)
    if DEV == "cuda":
        try:
            q = subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,power.draw,temperature.gpu,pstate",
                                "--format=csv,noheader"], capture_output=True, text=True, timeout=20)
            emit({"name": "smi_end", "status": "ok", "nvidia_smi": q.stdout.strip()})
        except Exception:  # noqa: BLE001
            pass
    emit({"name": "done", "status": "ok", "total_s": round(elapsed(), 1)})


if __name__ == "__main__":
    main()
