#!/usr/bin/env python3
"""Turn the raw JSON lines of measure_h200.py into calibration-format CSV rows.

Reads  tests/calibration/device_raw.jsonl  (a copy of the device run's $OUT/results.jsonl)
and, through make_csv_cnn.py, device_raw_cnn.jsonl + device_raw_cnn_run2.jsonl (second run, D032 on);
writes tests/calibration/device_measurements.csv with exactly the header of
the shared reference calibration.csv (../shared/reference/; UTF-8, CRLF, standard CSV quoting).

Usage: python3 benchmarks/device/make_csv.py [raw.jsonl] [out.csv]
"""
from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RAW = ROOT / "tests/calibration/device_raw.jsonl"
OUT = ROOT / "tests/calibration/device_measurements.csv"

HEADER = [
    "id", "category", "model", "params_b", "method_or_quant", "hardware", "num_devices",
    "batch_or_concurrency", "context_or_seq", "tokens_or_samples", "metric", "value", "unit",
    "source", "notes", "model_ref", "hardware_ref", "workload", "weight_format", "runtime",
    "optimizer", "devices", "micro_batch", "global_batch_tokens", "seq_len", "prompt_tokens",
    "gen_tokens", "concurrency", "train_tokens", "train_samples", "grad_checkpointing",
    "lora_rank", "evaluable", "notes_structured",
]

SOURCE = "gpuadvisor device measurement 2026-11-29, benchmarks/device/measure_h200.py"
HW_REF = "H200 SXM"
HW = "NVIDIA H200 (SXM, 141 GB HBM3e; 1 GPU)"
MODELS = {
    "1b": ("Llama 3.2 1B", "Llama 3.2 1B shape, random weights", 1.24),
    "8b": ("Llama 3 8B", "Llama 3 8B shape, random weights", 8.03),
}


def fmt(x: float, nd: int = 1) -> str:
    s = f"{x:.{nd}f}"
    return s.rstrip("0").rstrip(".") if "." in s else s


def main() -> None:
    raw = Path(sys.argv[1]) if len(sys.argv) > 1 else RAW
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else OUT
    recs = {}
    for line in raw.read_text().splitlines():
        if line.strip():
            r = json.loads(line)
            recs[r["name"]] = r
    env = recs["env"]
    smi = env.get("nvidia_smi", "")
    driver = smi.split(",")[1].strip() if smi.count(",") >= 1 else "?"
    envnote = (f"{env.get('gpu')} driver {driver}, torch {env['torch']} (CUDA {env.get('torch_cuda')}), "
               f"transformers {env['transformers']}, peft {env.get('peft')}, Python {env['python']}")
    rows: list[dict] = []

    def add(**kw):
        row = {k: "" for k in HEADER}
        row.update({"hardware": HW, "num_devices": "1", "source": SOURCE, "hardware_ref": HW_REF,
                    "devices": "1", "evaluable": "yes"})
        row.update({k: str(v) for k, v in kw.items()})
        rows.append(row)

    # ---- D_device: matmul and copy
    for name, label, wf in (("matmul_bf16_8192", "bf16", "bf16"), ("matmul_bf16_4096", "bf16", "bf16"),
                            ("matmul_fp32_notf32_8192", "fp32, TF32 disabled", "fp32"),
                            ("matmul_fp32_tf32_8192", "fp32 inputs, TF32 tensor cores enabled", "fp32")):
        r = recs.get(name)
        if not r or r.get("status") != "ok":
            continue
        n = r["n"]
        add(category="D_device", model="(none: dense matrix product)",
            method_or_quant=f"torch.matmul {n}x{n}x{n}, {label}", batch_or_concurrency="",
            context_or_seq="", metric="matmul_tflops", value=fmt(r["tflops_median"]), unit="TFLOP/s",
            notes=(f"2*n^3 FLOP / median of {r['reps']} CUDA-synchronised torch.matmul(a,b,out=c) calls "
                   f"after 3 warm-ups, torch.randn inputs; best {fmt(r['tflops_best'])} TFLOP/s; "
                   f"allow_tf32={r['allow_tf32']}; {envnote}"),
            weight_format=wf, runtime="pytorch",
            notes_structured="device micro-benchmark; no model; value is the achievable dense rate on random data")
    r = recs.get("copy_d2d")
    if r and r.get("status") == "ok":
        add(category="D_device", model="(none: device-to-device copy)",
            method_or_quant="torch Tensor.copy_ of a 4 GiB bf16 tensor", metric="copy_bandwidth_gb_s",
            value=fmt(r["gb_s_median"]), unit="GB/s",
            notes=(f"bytes read + bytes written (2 x 4 GiB = 8.59e9 B) / median of {r['reps']} "
                   f"CUDA-synchronised copies after 3 warm-ups; best {fmt(r['gb_s_best'])} GB/s; "
                   f"GB = 1e9 B; {envnote}"),
            runtime="pytorch",
            notes_structured="device micro-benchmark; no model; achievable HBM bandwidth (datasheet 4800 GB/s)")

    # ---- training rows (A: tokens/s; C: peak reserved memory)
    train = [
        ("train_1b_mixed_ckpt0", "1b"), ("train_1b_mixed_ckpt1", "1b"),
        ("train_1b_bf16_ckpt0", "1b"), ("train_1b_bf16_ckpt1", "1b"),
        ("lora_8b_mb1_ckpt1", "8b"), ("lora_8b_mb2_ckpt1", "8b"), ("lora_8b_mb1_ckpt0", "8b"),
        ("train_8b_bf16_mb1_ckpt1", "8b"),
    ]
    tr_rows_a, tr_rows_c = [], []
    for name, shape in train:
        r = recs.get(name)
        if not r or r.get("status") != "ok":
            continue
        ref, mdesc, pb = MODELS[shape]
        mb, seq, ck = r["micro_batch"], r["seq_len"], r["grad_checkpointing"]
        if r["recipe"] == "mixed":
            meth = "full fine-tune, bf16 mixed precision (fp32 params + bf16 autocast), AdamW"
            recipe = ("fp32 params (the master copy) + torch.autocast(bfloat16) + fused torch AdamW; "
                      "fp32 grads, fp32 AdamW states (16 B/param for weights+grads+states)")
            wl, lr = "full_finetune", ""
        elif r["recipe"] == "pure_bf16":
            meth = "full fine-tune, pure bf16 (bf16 params, AdamW states in bf16)"
            recipe = ("bf16 params, bf16 grads, bf16 AdamW states (fused torch AdamW on bf16 params), "
                      "no fp32 master copy, no autocast (8 B/param for weights+grads+states)")
            wl, lr = "full_finetune", ""
        else:
            meth = "LoRA r=16 (q,k,v,o,gate,up,down), bf16 frozen base, bf16 autocast, AdamW"
            recipe = (f"peft LoRA r=16 alpha=32 dropout 0 on q,k,v,o,gate,up,down "
                      f"({r['trainable_params']:,} trainable params, fp32 as peft upcasts adapters), "
                      "bf16 frozen base, torch.autocast(bfloat16), fused torch AdamW on the adapters")
            wl, lr = "lora", "16"
        ckdesc = "non-reentrant gradient checkpointing on every decoder layer" if ck else "no checkpointing"
        common = dict(
            model=mdesc, params_b=pb, method_or_quant=meth, batch_or_concurrency=f"micro-batch {mb}",
            context_or_seq=str(seq), model_ref=ref, workload=wl, weight_format="bf16",
            runtime="hf_transformers", optimizer="adamw", micro_batch=mb, global_batch_tokens=mb * seq,
            seq_len=seq, grad_checkpointing="yes" if ck else "no", lora_rank=lr)
        base_notes = (f"{recipe}; {ckdesc}; sdpa attention; HF LlamaForCausalLM from config with random "
                      f"weights, loss = model(input_ids, labels=input_ids) on random tokens; custom "
                      f"PyTorch loop (no Trainer), one optimizer step per micro-batch, no grad accumulation")
        ns = (f"{'fp32 master weights (mixed precision)' if r['recipe'] == 'mixed' else ''}"
              f"{'pure bf16, no fp32 master weights' if r['recipe'] == 'pure_bf16' else ''}"
              f"{'LoRA adapters fp32, base bf16 frozen' if r['recipe'] == 'lora_autocast' else ''}; "
              f"random weights with the exact {ref} shape; single device, no gradient accumulation")
        tr_rows_a.append(dict(
            category="A_training", metric="train_tokens_per_s_per_gpu", value=fmt(r["tokens_per_s"]),
            unit="tokens/s", tokens_or_samples=f"{r['reps']} timed steps of {mb * seq} tokens",
            notes=(f"{base_notes}; tokens/s = {mb}x{seq} tokens / median step time "
                   f"{r['median_s']*1000:.1f} ms (fwd+loss+bwd+AdamW step+zero_grad, CUDA-synchronised) "
                   f"over {r['reps']} steps after warm-up; range {r['min_s']*1000:.1f}-{r['max_s']*1000:.1f} ms; "
                   f"{envnote}"),
            notes_structured=ns, **common))
        tr_rows_c.append(dict(
            category="C_memory", metric="peak_memory_gb", value=fmt(r["peak_reserved_gb"], 2), unit="GB",
            tokens_or_samples="",
            notes=(f"{base_notes}; value = torch.cuda.max_memory_reserved() over warm-up+timed steps "
                   f"(reset after model build; includes weights, grads, optimizer states, activations, "
                   f"allocator cache; excludes the CUDA context, not measured) in GB=1e9 B "
                   f"= {r['peak_reserved_gib']} GiB; max_memory_allocated = {r['peak_alloc_gb']} GB "
                   f"({r['peak_alloc_gib']} GiB); {envnote}"),
            notes_structured=ns + "; peak = allocator reserved (allocated in notes)", **common))

    # ---- inference rows (B: tok/s; C: peak)
    inf_b, inf_c = [], []
    for shape in ("1b", "8b"):
        ref, mdesc, pb = MODELS[shape]
        r = recs.get(f"prefill_{shape}_p2048")
        if r and r.get("status") == "ok":
            common = dict(model=mdesc, params_b=pb, method_or_quant="bf16 inference, HF transformers eager, sdpa",
                          batch_or_concurrency="1", context_or_seq="prompt 2048", model_ref=ref,
                          workload="inference", weight_format="bf16", runtime="hf_transformers",
                          prompt_tokens=2048, gen_tokens=0, concurrency=1)
            how = (f"prefill = plain forward model(input_ids, use_cache=True, logits_to_keep=1) on a fresh "
                   f"DynamicCache under torch.inference_mode, batch 1, 2048 random tokens; median "
                   f"{r['median_s']*1000:.2f} ms of {r['reps']} after 2 warm-ups; generate(max_new_tokens=1) "
                   f"took {r['generate_1tok_median_s']*1000:.2f} ms "
                   f"(= {fmt(r['prefill_tok_s_via_generate1'])} tok/s incl. generate overhead)")
            inf_b.append(dict(category="B_inference", metric="infer_prefill_tok_s",
                              value=fmt(r["prefill_tok_s"]), unit="tokens/s",
                              notes=f"{how}; {envnote}",
                              notes_structured=f"random weights with the exact {ref} shape; eager HF, no compile",
                              **common))
            inf_c.append(dict(category="C_memory", metric="peak_memory_gb",
                              value=fmt(r["peak_reserved_gb"], 2), unit="GB", seq_len=2048,
                              notes=(f"{how}; value = torch.cuda.max_memory_reserved() during the prefills "
                                     f"(weights + KV cache + activations; CUDA context excluded) in GB=1e9 B "
                                     f"= {r['peak_reserved_gib']} GiB; max_memory_allocated = "
                                     f"{r['peak_alloc_gb']} GB ({r['peak_alloc_gib']} GiB); {envnote}"),
                              notes_structured=(f"random weights with the exact {ref} shape; peak = allocator "
                                                "reserved (allocated in notes)"),
                              **common))
        for b in (1, 16):
            r = recs.get(f"decode_{shape}_b{b}")
            if not r or r.get("status") != "ok":
                continue
            P, G = r["prompt_tokens"], r["gen_tokens"]
            common = dict(model=mdesc, params_b=pb, method_or_quant="bf16 inference, HF transformers eager, sdpa",
                          batch_or_concurrency=str(b), context_or_seq=f"prompt {P}, generate {G}",
                          model_ref=ref, workload="inference", weight_format="bf16",
                          runtime="hf_transformers", prompt_tokens=P, gen_tokens=G, concurrency=b)
            how = (f"greedy model.generate(max_new_tokens={G}, min_new_tokens={G}, do_sample=False) with "
                   f"DynamicCache, batch {b}, {P} random prompt tokens; decode rate = (G-1)/(t(G tokens) - "
                   f"t(1 token)) = {G - 1}/({r['t_gen_median_s']:.3f}-{r['t_first_median_s']:.4f}) s "
                   f"= {r['ms_per_step']} ms per decode step; medians of {len(r['t_gen_all_s'])} "
                   f"full generations (after a 32-token warm-up) and 3 one-token generations; raw full-run "
                   f"times {[round(t, 2) for t in r['t_gen_all_s']]} s (the first full run after the short "
                   f"warm-up was 2.6-4.5x slower in every case, probably one-off set-up at each KV length "
                   f"not seen before, cause not established; the median excludes it)")
            val = r["decode_tok_s_per_stream"] if b == 1 else r["decode_tok_s_aggregate"]
            unit = "tokens/s" if b == 1 else f"tokens/s (aggregate over {b} sequences)"
            inf_b.append(dict(category="B_inference", metric="infer_decode_tok_s", value=fmt(val, 1), unit=unit,
                              notes=(f"{how}; per stream {r['decode_tok_s_per_stream']} tok/s; end-to-end "
                                     f"incl. prefill {r['end_to_end_tok_s_aggregate']} tok/s aggregate; {envnote}"),
                              notes_structured=(f"random weights with the exact {ref} shape; plain eager HF "
                                                "generate (CPU-launch-bound at small batch), no static cache, "
                                                "no compile"),
                              **common))
            inf_c.append(dict(category="C_memory", metric="peak_memory_gb",
                              value=fmt(r["peak_reserved_gb"], 2), unit="GB", seq_len=P + G,
                              notes=(f"{how}; value = torch.cuda.max_memory_reserved() over the timed "
                                     f"generations (weights + KV cache for {P}+{G} tokens x batch {b} + "
                                     f"activations; CUDA context excluded) in GB=1e9 B = {r['peak_reserved_gib']} "
                                     f"GiB; max_memory_allocated = {r['peak_alloc_gb']} GB "
                                     f"({r['peak_alloc_gib']} GiB); {envnote}"),
                              notes_structured=(f"random weights with the exact {ref} shape; seq_len = KV "
                                                "length at the end of generation; peak = allocator reserved "
                                                "(allocated in notes)"),
                              **common))

    for d in tr_rows_a + inf_b + tr_rows_c + inf_c:
        add(**d)
    # second device run (CNN / ViT / BERT / GPT-2 small): D032 onward, from device_raw_cnn*.jsonl
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from make_csv_cnn import cnn_rows

    for d in cnn_rows():
        add(**d)
    for i, row in enumerate(rows, 1):
        row["id"] = f"D{i:03d}"
    with open(out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=HEADER, lineterminator="\r\n")
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main()
