#!/usr/bin/env python3
"""Calibration-format rows from the second device run (measure_h200_cnn.py): CNN / ViT / BERT / GPT-2.

Reads the two raw JSON-line files of the run, kept unedited:
  tests/calibration/device_raw_cnn.jsonl       (run 1, $OUT/results2.jsonl of the first call)
  tests/calibration/device_raw_cnn_run2.jsonl  (run 2, the same script again on the same machine)

Rule for combining the two runs: a speed value is computed from the MEAN of the two runs'
median times (each run's median and best are in the notes); a peak-memory value is the
larger of the two runs' max_memory_reserved (they agree within 0.02 GB).

``cnn_rows()`` returns row dicts (without ids) that ``make_csv.py`` appends after the first
run's rows, so ``python3 benchmarks/device/make_csv.py`` regenerates the whole
tests/calibration/device_measurements.csv (D001-D031 from device_raw.jsonl, D032 onward from
here).  Running this file does the same.
"""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RAW1 = ROOT / "tests/calibration/device_raw_cnn.jsonl"
RAW2 = ROOT / "tests/calibration/device_raw_cnn_run2.jsonl"
SOURCE = "gpuadvisor device measurement 2026-11-29, benchmarks/device/measure_h200_cnn.py"

# name in measure_h200_cnn.py -> (model_ref in models.csv, model text, params_b)
MODELS = {
    "resnet50": ("ResNet-50", "ResNet-50 (torchvision resnet50, weights=None)", 0.025557032),
    "vit": ("ViT-B/16", "ViT-B/16 (torchvision vit_b_16, weights=None)", 0.086567656),
    "bert": ("BERT-base", "BERT-base (transformers BertForSequenceClassification, BertConfig() defaults, "
                          "2 labels, random init)", 0.109483778),
    "gpt2": ("GPT-2 small", "GPT-2 small (transformers GPT2LMHeadModel(GPT2Config()), random init)", 0.124439808),
}


def fmt(x: float, nd: int = 1) -> str:
    s = f"{x:.{nd}f}"
    return s.rstrip("0").rstrip(".") if "." in s else s


def _load(path: Path) -> dict:
    recs = {}
    for line in path.read_text().splitlines():
        if line.strip():
            r = json.loads(line)
            recs[r["name"]] = r
    return recs


def _ms(s: float) -> str:
    return f"{s * 1000:.2f}"


def cnn_rows(raw1: Path = RAW1, raw2: Path = RAW2) -> list[dict]:
    if not raw1.exists():
        return []
    r1 = _load(raw1)
    r2 = _load(raw2) if raw2.exists() else {}
    env = r1["env"]
    smi = env.get("nvidia_smi", "")
    driver = smi.split(",")[1].strip() if smi.count(",") >= 1 else "?"
    envnote = (f"{env.get('gpu')} driver {driver}, torch {env['torch']} (CUDA {env.get('torch_cuda')}, "
               f"cuDNN {env.get('cudnn')}), torchvision {env.get('torchvision')}, transformers "
               f"{env['transformers']}, Python {env['python']}")
    nruns = 2 if r2 else 1

    def both(name: str):
        a = r1.get(name)
        if not a or a.get("status") != "ok":
            return None
        b = r2.get(name)
        runs = [a] + ([b] if b and b.get("status") == "ok" else [])
        return runs

    def mean_median(runs) -> float:
        return sum(r["median_s"] for r in runs) / len(runs)

    def run_desc(runs, per: str = "step") -> str:
        parts = []
        for i, r in enumerate(runs, 1):
            parts.append(f"run {i}: median {_ms(r['median_s'])} ms, best {_ms(r['min_s'])} ms, "
                         f"worst {_ms(r['max_s'])} ms over {r['reps']} timed {per}s")
        return "; ".join(parts)

    def peak_of(runs) -> dict:
        best = max(runs, key=lambda r: r.get("peak_reserved_gb", 0.0))
        return best

    base = {"source": SOURCE, "hardware": "NVIDIA H200 (SXM, 141 GB HBM3e; 1 GPU)", "num_devices": "1",
            "hardware_ref": "H200 SXM", "devices": "1", "evaluable": "yes"}
    rows_a: list[dict] = []
    rows_b: list[dict] = []
    rows_c: list[dict] = []
    timing = (f"each value from CUDA-synchronised time.perf_counter() around every iteration after "
              f"warm-up; value uses the mean of the medians of {nruns} identical runs of the script on the "
              f"same machine")

    # ---------------- training (A: samples/s, C: peak reserved)
    train = [
        ("train_resnet50_b256", "resnet50", 256), ("train_resnet50_b64", "resnet50", 64),
        ("train_vit_b_16_b128", "vit", 128), ("train_bert_b32_s128", "bert", 32),
    ]
    for name, key, bs in train:
        runs = both(name)
        if not runs:
            continue
        ref, mtext, pb = MODELS[key]
        r = runs[0]
        t = mean_median(runs)
        sps = bs / t
        if key == "resnet50":
            opt, optns = "", "optimizer SGD momentum 0.9 (not in the enum, left empty), weight decay 1e-4"
            recipe = ("fp32 params + torch.autocast(bfloat16), channels_last model and input, torch.optim.SGD "
                      "(lr 0.1, momentum 0.9, weight_decay 1e-4, default foreach); fp32 grads and momentum buffer")
            wl, rt, seq, unit = "pretrain", "pytorch", "", "images/s (all GPUs)"
            data = (f"random 3x224x224 fp32 images and random labels (1000 classes) already on the GPU, no data "
                    f"loader, no augmentation; nn.CrossEntropyLoss; cudnn.benchmark=True")
            meth = "training from scratch, AMP bf16 (fp32 params + bf16 autocast), SGD momentum, channels_last"
        elif key == "vit":
            opt, optns = "adamw", "fused torch AdamW (lr 1e-4, wd 0.05), fp32 states"
            recipe = ("fp32 params + torch.autocast(bfloat16), fused torch.optim.AdamW (lr 1e-4, weight_decay "
                      "0.05), fp32 grads and AdamW states; torchvision attention = nn.MultiheadAttention "
                      "(training path)")
            wl, rt, seq, unit = "pretrain", "pytorch", "", "images/s (all GPUs)"
            data = ("random 3x224x224 fp32 images (channels_last) and random labels (1000 classes) already on "
                    "the GPU, no data loader; nn.CrossEntropyLoss; cudnn.benchmark=True")
            meth = "training from scratch, AMP bf16 (fp32 params + bf16 autocast), AdamW"
        else:
            opt, optns = "adamw", "fused torch AdamW (lr 2e-5, wd 0.01), fp32 states"
            recipe = ("fp32 params + torch.autocast(bfloat16), fused torch.optim.AdamW (lr 2e-5, weight_decay "
                      "0.01), fp32 grads and AdamW states; sdpa attention; dropout 0.1 active (BERT default)")
            wl, rt, seq, unit = "full_finetune", "hf_transformers", 128, "samples/s"
            data = ("random token ids (vocab 30522), attention_mask all ones, random labels (2 classes), "
                    "loss = model(input_ids, attention_mask, labels).loss (HF cross-entropy)")
            meth = "full fine-tune (sequence classification), AMP bf16 (fp32 params + bf16 autocast), AdamW"
        step = "zero_grad(set_to_none) + autocast forward + loss + backward + optimizer step"
        common = dict(model=mtext, params_b=pb, method_or_quant=meth,
                      batch_or_concurrency=f"batch {bs}", context_or_seq=(f"seq {seq}" if seq else "224x224"),
                      model_ref=ref, workload=wl, weight_format="bf16", runtime=rt, optimizer=opt,
                      micro_batch=bs, seq_len=seq, global_batch_tokens=(bs * seq if seq else ""),
                      grad_checkpointing="no")
        ns = (f"fp32 master weights (mixed precision: fp32 params + bf16 autocast); {optns}; random init with "
              f"the exact {ref} shape ({r['params']:,} params); single device, no gradient accumulation, "
              f"synthetic data on the GPU (no input pipeline)")
        how = (f"{recipe}; {data}; one step = {step}; {r['warmup']} warm-up steps then up to 20 timed steps")
        rows_a.append(dict(
            category="A_training", metric="train_samples_per_s", value=fmt(sps), unit=unit,
            tokens_or_samples=f"{r['reps']} timed steps of {bs} samples per run",
            notes=(f"{how}; samples/s = {bs} / mean of run medians {t * 1000:.2f} ms ({timing}); "
                   f"{run_desc(runs)}; {envnote}"),
            notes_structured=ns, **common))
        p = peak_of(runs)
        rows_c.append(dict(
            category="C_memory", metric="peak_memory_gb", value=fmt(p["peak_reserved_gb"], 2), unit="GB",
            tokens_or_samples="",
            notes=(f"{how}; value = torch.cuda.max_memory_reserved() over warm-up + timed steps (counters reset "
                   f"after the model was built and moved to the GPU, so weights are resident; includes "
                   f"weights, grads, optimizer state, activations, cudnn workspaces and allocator cache; the "
                   f"CUDA context is not included) in GB = 1e9 B = {p['peak_reserved_gib']} GiB; "
                   f"max_memory_allocated = {p['peak_alloc_gb']} GB ({p['peak_alloc_gib']} GiB); "
                   f"larger of {nruns} runs (reserved per run: "
                   f"{', '.join(str(x['peak_reserved_gb']) for x in runs)} GB); {envnote}"),
            notes_structured=ns + "; peak = allocator reserved (allocated in notes)", **common))

    # ---------------- non-LLM inference (B: infer_samples_per_s / infer_latency_ms, new metric names)
    infer = [
        ("infer_resnet50_b256", "resnet50", 256, "bf16", "infer_samples_per_s"),
        ("infer_resnet50_b1", "resnet50", 1, "bf16", "infer_latency_ms"),
        ("infer_bert_fp32_b1_s128", "bert", 1, "fp32", "infer_latency_ms"),
        ("infer_bert_bf16_b1_s128", "bert", 1, "bf16", "infer_latency_ms"),
        ("infer_bert_fp32_b64_s128", "bert", 64, "fp32", "infer_samples_per_s"),
        ("infer_bert_bf16_b64_s128", "bert", 64, "bf16", "infer_samples_per_s"),
    ]
    for name, key, bs, wf, metric in infer:
        runs = both(name)
        if not runs:
            continue
        ref, mtext, pb = MODELS[key]
        r = runs[0]
        t = mean_median(runs)
        if key == "resnet50":
            meth = "inference, fp32 weights under bf16 autocast, channels_last, eager PyTorch"
            how = ("model.eval() under torch.inference_mode() and torch.autocast(bfloat16), fp32 weights, "
                   "channels_last model and input, random 3x224x224 images already on the GPU (no "
                   "preprocessing, no host-device copy); cudnn.benchmark=True; one forward per iteration")
            rt, seq, ctx = "pytorch", "", "224x224"
            ns_w = "fp32 weights under torch.autocast(bfloat16): compute in bf16, weights stored fp32"
        else:
            meth = f"inference, {'fp32' if wf == 'fp32' else 'bf16 weights (model cast to bf16)'}, HF eager, sdpa"
            how = (f"model.eval() under torch.inference_mode(), {'fp32 weights, TF32 matmul off (torch default)' if wf == 'fp32' else 'weights cast to bf16 (no autocast)'}, "
                   f"sdpa attention, random token ids, attention_mask all ones, batch {bs} x seq 128; one "
                   f"forward (logits for 2 labels) per iteration")
            rt, seq, ctx = "hf_transformers", 128, "seq 128"
            ns_w = "fp32 weights and compute" if wf == "fp32" else "bf16 weights and compute"
        if metric == "infer_samples_per_s":
            val, unit = fmt(bs / t), "samples/s"
            vdesc = f"samples/s = {bs} / mean of run medians {t * 1000:.3f} ms"
        else:
            val, unit = fmt(t * 1000, 2), "ms"
            vdesc = f"latency = mean of run medians of one batch-1 forward = {t * 1000:.3f} ms"
        spread = ""
        if len(runs) == 2:
            a, b = runs[0]["median_s"], runs[1]["median_s"]
            d = abs(a - b) / min(a, b) * 100
            if d > 5:
                spread = (f"; the two runs' medians differ by {d:.0f} % (launch/CPU-bound small kernels: "
                          f"host jitter, not GPU work)")
        rows_b.append(dict(
            category="B_inference", metric=metric, value=val, unit=unit, model=mtext, params_b=pb,
            method_or_quant=meth, batch_or_concurrency=f"batch {bs}", context_or_seq=ctx,
            tokens_or_samples=f"{r['reps']} timed forwards of batch {bs} per run",
            notes=(f"{how}; {r['warmup']} warm-up forwards; {vdesc} ({timing}); {run_desc(runs, 'forward')}"
                   f"{spread}; {envnote}"),
            model_ref=ref, workload="inference", weight_format=wf, runtime=rt, micro_batch=bs, seq_len=seq,
            concurrency=bs,
            notes_structured=(f"NEW metric {metric} (non-LLM inference; not in calibration.csv's metric list); "
                              f"{ns_w}; random init with the exact {ref} shape; plain eager, no compile, no "
                              f"CUDA graphs, no TensorRT; concurrency = batch size")))

    # ---------------- GPT-2 small decode (B: infer_decode_tok_s)
    runs = both("decode_gpt2_b1")
    if runs:
        ref, mtext, pb = MODELS["gpt2"]
        r = runs[0]
        P, G = r["prompt_tokens"], r["gen_tokens"]
        tg = sum(x["t_gen_median_s"] for x in runs) / len(runs)
        tf = sum(x["t_first_median_s"] for x in runs) / len(runs)
        rate = (G - 1) / (tg - tf)
        per = "; ".join(
            f"run {i}: t({G}) median {x['t_gen_median_s']:.3f} s (all {[round(v, 3) for v in x['t_gen_all_s']]}), "
            f"t(1) {x['t_first_median_s'] * 1000:.2f} ms, {x['decode_tok_s']} tok/s, {x['ms_per_step']} ms/step, "
            f"first full-length warm-up generate took {x['t_warmup_full_s']} s"
            for i, x in enumerate(runs, 1))
        p = peak_of(runs)
        rows_b.append(dict(
            category="B_inference", metric="infer_decode_tok_s", value=fmt(rate), unit="tokens/s",
            model=mtext, params_b=pb, method_or_quant="bf16 inference, HF transformers eager, sdpa",
            batch_or_concurrency="1", context_or_seq=f"prompt {P}, generate {G}",
            notes=(f"greedy model.generate(max_new_tokens={G}, min_new_tokens={G}, do_sample=False) with "
                   f"DynamicCache, bf16 weights (model cast to bf16), batch 1, {P} random prompt tokens, after one "
                   f"full-length warm-up generate; decode rate = (G-1)/(t(G tokens) - t(1 token)) with the "
                   f"means over {len(runs)} runs of the per-run medians (5 full generations and 5 one-token "
                   f"generations per run) = {G - 1}/({tg:.3f}-{tf:.4f}) s = "
                   f"{1000 * (tg - tf) / (G - 1):.3f} ms per decode step; {per}; the first full-length generate "
                   f"of each run was {min(x['t_warmup_full_s'] / x['t_gen_median_s'] for x in runs):.1f}-"
                   f"{max(x['t_warmup_full_s'] / x['t_gen_median_s'] for x in runs):.1f}x slower than the "
                   f"later ones (as in the first device run; excluded from the value); peak "
                   f"reserved {p['peak_reserved_gb']} GB; {envnote}"),
            model_ref=ref, workload="inference", weight_format="bf16", runtime="hf_transformers",
            prompt_tokens=P, gen_tokens=G, concurrency=1,
            notes_structured=(f"random weights with the exact {ref} shape; plain eager HF generate "
                              f"(CPU-launch-bound: a small-model per-layer-overhead data point), no static cache, "
                              f"no compile")))

    out = []
    for d in rows_a + rows_b + rows_c:
        row = dict(base)
        row.update(d)
        out.append(row)
    return out


if __name__ == "__main__":
    import runpy

    runpy.run_path(str(Path(__file__).with_name("make_csv.py")), run_name="__main__")
