"""Check the engine against published measurements (a calibration CSV, columns in ``REQUIRED_COLUMNS``).

Each row's STRUCTURED columns become a Workload + HardwareConfig; the engine predicts the row's
metric and the error is ``(predicted - measured) / measured x 100``.  Nothing here is tuned per
row: the only row-specific inputs are the structured columns and a few flags read from
``notes_structured`` that describe *what was measured* or *how the software ran*:

* ``nvidia-smi`` / ``incl. ... CUDA context``: the memory value includes the CUDA context;
  otherwise peak memory rows are allocator peaks (``torch.cuda.max_memory_allocated``) and
  the context is left out.  ``CAPACITY-BOUND`` rows compare the predicted peak with the
  GPU size; ``RSS`` rows count everything.
* ``torch.compile``: compiled PyTorch (gpt-fast).  ``PURE`` / ``pure_bf16`` / ``bf16-true``:
  16-bit weights, gradients and optimizer states (no fp32 master).  Unsloth: gradient
  checkpoints offloaded to host RAM and cut cross-entropy (Unsloth docs).
* ``(q,v)``: LoRA on the query and value projections only (litgpt defaults);
  ``all linear``: every projection.
* ``GCD``: an MI250X counted per graphics compute die (half the package).

Rows with an empty ``model_ref`` use ``params_b`` and a generic Llama-like shape
(:func:`gpuadvisor.engine.shape.generic_llm_arch`).  Unstated amounts use documented
defaults: sequence 2048 (LLM training) / 512 (memory rows with no shape), micro-batch 1,
generation 128 tokens (llama-bench ``tg128``), prompt 0.
"""

from __future__ import annotations

import csv
import io
import math
import re
import statistics
from dataclasses import dataclass
from pathlib import Path

from gpuadvisor.domain.hardware import Accelerator
from gpuadvisor.domain.project import Assumptions, ModelSpec, Parallelism, Recipe, Schedule, Workload

from . import compute as C
from .efficiency import runtime_family
from .estimate import HardwareConfig, estimate_profile, prepare
from .formats import UnknownFormat, weight_format

REQUIRED_COLUMNS = (
    "id", "category", "metric", "value", "unit", "model_ref", "params_b", "hardware_ref", "workload",
    "weight_format", "runtime", "optimizer", "devices", "micro_batch", "global_batch_tokens", "seq_len",
    "prompt_tokens", "gen_tokens", "concurrency", "train_tokens", "train_samples", "grad_checkpointing",
    "lora_rank", "evaluable", "notes_structured",
)

METRICS = (
    "train_gpu_hours", "train_wall_hours", "time_to_train_minutes", "train_tokens_per_s_per_gpu",
    "train_samples_per_s", "train_tflops_per_gpu", "train_mfu", "infer_decode_tok_s",
    "infer_prefill_tok_s", "infer_throughput_tok_s", "peak_memory_gb",
)

GiB = float(2**30)
#: global batch of an LLM training row that does not state it (engine.training counts optimizer steps)
DEFAULT_PRETRAIN_BATCH_TOKENS = 4_194_304
DEFAULT_FINETUNE_BATCH = 128

#: "power-limited to 330 W": the GPUs ran under a board power cap below their TDP
_POWER_LIMIT = re.compile(r"power-limited to (\d+(?:\.\d+)?) ?w\b")
#: "int4 weight-only (G=32)": the group size of a group-wise int4 format
_GROUP = re.compile(r"\bg ?= ?(\d+)\b")
#: "TP8 CP1 PP16 DP64": the tensor- and pipeline-parallel degrees a training row's method states
_TP = re.compile(r"\bTP(\d+)\b")
_PP = re.compile(r"\bPP(\d+)\b")
#: "incl. ~1343 MiB CUDA context": the CUDA context the source measured with its nvidia-smi figure
_CONTEXT_MIB = re.compile(r"incl\. ~?(\d+(?:\.\d+)?) mib cuda context")
#: llama.cpp's physical batch as a llama-bench row states it ("n_ubatch 2048")
_UBATCH = re.compile(r"\bn_ubatch (\d{1,6})\b")


class CalibrationError(Exception):
    """A problem with the input file as a whole (missing, unreadable, wrong columns)."""


class SkipRow(Exception):
    pass


@dataclass(frozen=True)
class RowResult:
    id: str
    category: str
    metric: str
    measured: float
    predicted: float
    segment: str = ""  # hardware class of the row's device (what drives the error: engine.intervals)
    family: str = ""  # runtime family
    kind: str = ""  # workload kind
    source: str = ""  # the publication the row comes from (leave-one-source-out checks)
    hardware: str = ""

    @property
    def error_pct(self) -> float:
        return (self.predicted - self.measured) / self.measured * 100.0


# ---------------------------------------------------------------------------------------------
# reading


def read_rows(path: str | Path) -> list[dict[str, str]]:
    p = Path(path)
    if not p.exists():
        raise CalibrationError(f"{p}: no such file")
    if p.is_dir():
        raise CalibrationError(f"{p}: is a folder, not a CSV file")
    try:
        text = p.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise CalibrationError(f"{p}: cannot read ({exc.__class__.__name__})") from None
    try:
        reader = csv.DictReader(io.StringIO(text))
        header = reader.fieldnames or []
        missing = [c for c in REQUIRED_COLUMNS if c not in header]
        if not header or missing:
            shown = ", ".join(missing[:6]) + (" ..." if len(missing) > 6 else "")
            raise CalibrationError(f"{p}: not a calibration file (missing columns: {shown})")
        return [dict(r) for r in reader]
    except csv.Error as exc:
        raise CalibrationError(f"{p}: malformed CSV ({exc})") from None


# ---------------------------------------------------------------------------------------------
# row -> workload


def _int(row: dict, key: str) -> int | None:
    v = (row.get(key) or "").strip()
    if not v:
        return None
    try:
        f = float(v)
    except ValueError:
        raise SkipRow(f"malformed {key} '{v}'") from None
    if not math.isfinite(f) or f < 0:
        raise SkipRow(f"malformed {key} '{v}'")
    return int(round(f))


def _float(row: dict, key: str) -> float | None:
    v = (row.get(key) or "").strip()
    if not v:
        return None
    try:
        f = float(v)
    except ValueError:
        raise SkipRow(f"malformed {key} '{v}'") from None
    if not math.isfinite(f):
        raise SkipRow(f"malformed {key} '{v}'")
    return f


_GENERIC_HW = Accelerator(
    name="generic GPU", vendor="generic", segment="datacenter", memory_gb=100000.0, bandwidth_gb_s=1000.0,
    fp32_tflops=20.0, fp16_tflops=100.0, bf16_tflops=100.0, source="calibration placeholder",
    as_of="2025-01-01",
)


def _link(acc: Accelerator, n: int) -> str:
    if n <= 1:
        return "single"
    ic = (acc.interconnect or "").lower()
    if acc.segment == "apple":
        return "unified"
    if acc.segment == "tpu":
        return "ici"
    if "nvlink" in ic and "bridge" not in ic and "c2c" not in ic:
        return "nvswitch"
    if "infinity fabric" in ic:
        return "nvlink"
    if acc.segment == "consumer":
        return "pcie"
    return "pcie_p2p"


class Calibrator:
    def __init__(self, catalog=None) -> None:
        if catalog is None:
            from gpuadvisor.catalog import load_catalog

            catalog = load_catalog()
        self.cat = catalog
        self.assumptions = Assumptions()

    # -- building ------------------------------------------------------------------------

    def build(self, row: dict) -> tuple[Workload, HardwareConfig, dict]:
        metric = (row.get("metric") or "").strip()
        notes = row.get("notes_structured") or ""
        low = notes.lower()
        # what the source says about the software (FlashAttention / SDPA) is in the method column
        method = low + " " + (row.get("method_or_quant") or "").lower()
        mref = (row.get("model_ref") or "").strip()
        if mref:
            preset = self.cat.find_model(mref)
            if preset is None:
                raise SkipRow(f"unknown model '{mref}'")
            spec = preset.spec
        else:
            pb = _float(row, "params_b")
            if not pb or pb <= 0:
                raise SkipRow("no model_ref and no params_b")
            spec = ModelSpec(name=f"generic {pb:g}B LLM", family="decoder_llm", params_b=pb)
        href = (row.get("hardware_ref") or "").strip()
        unit = (row.get("unit") or "").strip()
        value = _float(row, "value")
        if href:
            acc = self.cat.find_accelerator(href)
            if acc is None:
                raise SkipRow(f"unknown hardware '{href}'")
        elif metric == "peak_memory_gb":
            acc = _GENERIC_HW  # memory needs no device; capacity rows compare with the value
        else:
            raise SkipRow("no hardware_ref (generic or CPU-only device) for a speed metric")
        if "gcd" in low and "mi250" in acc.name.lower():
            acc = acc.model_copy(update={
                "memory_gb": acc.memory_gb / 2, "bandwidth_gb_s": (acc.bandwidth_gb_s or 0) / 2 or None,
                "fp16_tflops": (acc.fp16_tflops or 0) / 2 or None, "bf16_tflops": (acc.bf16_tflops or 0) / 2 or None,
                "fp32_tflops": (acc.fp32_tflops or 0) / 2 or None,
            })
        cap = _POWER_LIMIT.search(low)
        if cap and acc.tdp_w:
            acc = C.power_limited(acc, float(cap.group(1)))

        wl = (row.get("workload") or "").strip()
        kind = {"pretrain": "pretrain", "full_finetune": "full_finetune", "lora": "lora", "qlora": "qlora",
                "inference": "batch_inference", "serving": "llm_serving"}.get(wl)
        if kind is None:
            raise SkipRow(f"unknown workload '{wl}'")
        training = kind in ("pretrain", "full_finetune", "lora", "qlora")
        wf = (row.get("weight_format") or "").strip().lower()
        group = _GROUP.search(method)
        if wf == "int4" and group:
            wf = f"int4_g{group.group(1)}"  # group-wise int4 at the stated group size
        try:
            fmt = weight_format(wf) if wf else None
        except UnknownFormat as exc:
            raise SkipRow(str(exc)) from None
        if fmt is None:
            fmt = weight_format("nf4" if kind == "qlora" else "bf16")
        rt = (row.get("runtime") or "").strip().lower()
        if training and not wf and rt == "pytorch" and kind != "pretrain":
            # plain PyTorch fine-tuning loops (PEFT examples) load weights in the library
            # default dtype, float32, when no precision is requested
            fmt = weight_format("fp32")
        if training:
            precision = {"fp32": "fp32", "fp16": "fp16", "bf16": "bf16", "fp8": "fp8"}.get(fmt.key, "bf16")
        else:
            precision = "fp32" if fmt.key == "fp32" else ("fp16" if fmt.key in ("fp16", "gguf_f16") else "bf16")
        if rt in ("", "other"):
            rt = "megatron" if (training and kind == "pretrain") else ("pytorch_compiled" if not training else "pytorch")
        if rt == "mxnet":
            rt = "pytorch_compiled"
        flags: set[str] = set()
        if "torch.compile" in low and rt == "pytorch" and not training:
            flags.add("compiled")
        if ("pure" in low or "pure_bf16" in (row.get("method_or_quant") or "").lower() or "bf16-true" in low
                or (training and rt == "torchtune")):
            # torchtune trains in bf16 throughout (estimate._prepare_training); the flag keeps it when
            # a compiled torchtune step is evaluated as the compiled runtime below
            flags.add("pure_16bit")
        if rt == "unsloth":
            flags |= {"cut_ce", "offload_checkpoints"}
        ub = _UBATCH.search(((row.get("notes") or "") + " " + notes).lower())
        if ub and rt == "llama_cpp":
            flags.add(f"ubatch:{ub.group(1)}")  # llama.cpp's physical batch as the source ran it (-ub)
        devices = _int(row, "devices")
        n = devices or 1
        if devices is None and metric == "train_gpu_hours" and kind == "pretrain" and acc.segment == "datacenter":
            # the GPU-hours of a pretraining run on an unstated number of GPUs: a multi-node job, so at
            # least one 8-GPU server with its NVLink scaling (the hours are per GPU either way)
            n = 8
        seq = _int(row, "seq_len")
        mb = _int(row, "micro_batch")
        gbt = _int(row, "global_batch_tokens")
        if training:
            if seq is None:
                if metric == "peak_memory_gb":
                    seq = 512
                else:
                    seq = 2048 if spec.family == "decoder_llm" else (512 if spec.arch else None)
            if mb is None:
                mb = max(1, int(gbt / (seq * n))) if (gbt and seq) else 1
        mb = mb or 1
        ckpt = (row.get("grad_checkpointing") or "").strip().lower()
        if not ckpt:
            # runtime defaults when the row does not say: torchtune recipes enable activation
            # checkpointing; Unsloth always does; PEFT's prepare_model_for_kbit_training (the
            # Hugging Face QLoRA path) turns it on by default
            ckpt = "yes" if (rt in ("torchtune", "unsloth") or (kind == "qlora" and rt == "hf_transformers")) else "no"
        recompute = "full" if ckpt == "yes" else "none"
        opt = (row.get("optimizer") or "").strip().lower() or "adamw"
        if opt not in Recipe.model_fields["optimizer"].annotation.__args__:
            opt = "adamw"
        # how the training code ran (engine.training): NVIDIA's MLPerf submissions (NGC containers)
        # are tuned benchmark code; Megatron-LM, NeMo and DeepSpeed step a fused AdamW (apex /
        # Transformer Engine FusedAdam, DeepSpeed FusedAdam), as tuned code does
        source = (row.get("source") or "").lower()
        tuned = training and ("mlperf" in source or "mlcommons" in source) and (
            "ngc" in method or "nvidia/results" in low or "nvidia/results" in source)
        if opt == "adamw" and (tuned or rt in ("megatron", "deepspeed", "nemo")):
            opt = "adamw_fused"
        opt_in_bwd = training and ("optimizer_in_bwd" in low or "optimizer in backward" in low)
        rank = _int(row, "lora_rank") or 16
        targets = ["q", "k", "v", "o", "gate", "up", "down"]
        if "(q,v)" in low.replace(" ", ""):
            targets = ["q", "v"]
        zero = 0
        if n > 1 and rt in ("llm_foundry", "fsdp", "deepspeed", "torchtune", "megatron"):
            zero = 3 if rt != "megatron" else 0
        if rt == "deepspeed" and metric == "peak_memory_gb":
            zero = 3
        tt = _float(row, "train_tokens")
        ts = _float(row, "train_samples")
        prompt = _int(row, "prompt_tokens") or 0
        gen = _int(row, "gen_tokens")
        if gen is None:
            gen = 0 if metric == "infer_prefill_tok_s" else 128
        conc = _int(row, "concurrency") or 1
        pp = 1
        if kind in ("llm_serving", "batch_inference"):
            tp = n  # an inference row measures one copy of the model over all its devices
        else:
            tp = 1
            if training:
                # a stated tensor-/pipeline-parallel layout ("TP8 CP1 PP16 DP64": Llama 3 paper Table 4)
                method_cs = row.get("method_or_quant") or ""
                m_tp, m_pp = _TP.search(method_cs), _PP.search(method_cs)
                if m_tp and 1 <= int(m_tp.group(1)) <= min(n, 64):
                    tp = int(m_tp.group(1))
                if m_pp and 1 <= int(m_pp.group(1)) <= min(256, n // tp):
                    pp = int(m_pp.group(1))
        image = None
        kv = "auto"
        if fmt.key == "fp8" and rt == "tensorrt_llm":
            kv = "fp8"  # the FP8 checkpoints trtllm-bench serves quantize the KV cache too
        if training and "torch.compile" in low and runtime_family(rt) == "eager":
            rt = "pytorch_compiled"  # a compiled training step (torchtune compile=True)
        ga = 1
        if training and spec.arch is not None and seq:
            if gbt:
                # the global batch over the data-parallel replicas (a stated layout splits each over tp x pp)
                ga = max(1, round(gbt / (mb * seq * max(1, n // (tp * pp)))))
            elif tt or ts:
                # the global batch (how many optimizer steps the run takes) is not stated: LLM
                # pretraining 4M tokens (Llama 2 paper Sec. 2.2, "global batch-size of 4M tokens"),
                # fine-tuning 128 sequences (Stanford Alpaca's batch size)
                want = DEFAULT_PRETRAIN_BATCH_TOKENS / seq if kind == "pretrain" else DEFAULT_FINETUNE_BATCH
                ga = max(1, round(want / (mb * max(1, n // (tp * pp)))))
        domain_wf = fmt.key if fmt.key in Recipe.model_fields["weight_format"].annotation.__args__ else "bf16"
        domain_rt = rt if rt in Recipe.model_fields["runtime"].annotation.__args__ else "pytorch"
        recipe = Recipe(
            precision=precision, weight_format=domain_wf, runtime=domain_rt, micro_batch=min(mb, 1_000_000),
            seq_len=seq or 2048, image_size=image, flash_attention=(rt not in ("hf_transformers",) or "flash" in method or "sdpa" in method),
            optimizer=opt, recompute=recompute, lora_rank=rank, lora_targets=targets,
            parallelism=Parallelism(devices=min(n, 1024), zero_stage=zero, tensor_parallel=min(tp, 64),
                                    pipeline_parallel=pp),
            dataset_tokens=tt if tt else None, dataset_samples=ts if (ts and not tt) else None,
            prompt_tokens=prompt, output_tokens=gen, concurrency=conc, kv_cache_dtype=kv,
            grad_accum=min(ga, 100_000), optimizer_in_backward=opt_in_bwd,
            training_code="tuned" if tuned else "ordinary",
        )
        if kind in ("batch_inference",):
            recipe.micro_batch = conc
        w = Workload(name=row.get("id") or "row", kind=kind, model=spec, recipe=recipe, schedule=Schedule(frequency="once"))
        mem_override = None
        if unit == "GB (GPU capacity)" and value:
            mem_override = value  # the VRAM class (binary GB, as GPUs are sold)
        hw = HardwareConfig(acc, n, _link(acc, n), mem_override)
        ctx = {"runtime": rt, "weight_format": fmt.key, "flags": frozenset(flags), "metric": metric,
               "unit": unit, "notes": low, "devices": n, "seq": seq, "prompt": prompt, "conc": conc, "gen": gen}
        return w, hw, ctx

    # -- predicting ----------------------------------------------------------------------

    def predict(self, row: dict) -> float:
        metric = (row.get("metric") or "").strip()
        if metric not in METRICS:
            raise SkipRow(f"unknown metric '{metric}'")
        if (row.get("evaluable") or "").strip().lower() == "no":
            notes = row.get("notes_structured") or ""
            i = notes.lower().find("not evaluable:")
            reason = notes[i + len("not evaluable:"):].strip() if i >= 0 else "marked not evaluable"
            raise SkipRow(f"not evaluable: {reason}")
        w, hw, ctx = self.build(row)
        prof = prepare(w, self.assumptions, runtime=ctx["runtime"], weight_format=ctx["weight_format"], flags=ctx["flags"])
        self.last_info = {"segment": hw.accelerator.segment, "family": prof.family, "kind": w.kind,
                          "hardware": hw.accelerator.name}
        if metric in ("train_gpu_hours", "train_wall_hours", "time_to_train_minutes") and not (prof.run_flops > 0):
            raise SkipRow("amount of training work not stated")
        if metric.startswith(("train_", "time_")) and not prof.training:
            raise SkipRow("training metric on an inference row")
        if prof.cnn and prof.training and not prof.flops_per_sample:
            raise SkipRow("the model has no FLOPs per sample in the catalog")
        if (metric.startswith("infer_") and metric != "infer_throughput_tok_s") and not prof.llm:
            raise SkipRow("inference speed rows need an LLM")
        est = estimate_profile(prof, hw)
        n = ctx["devices"]
        if metric == "peak_memory_gb":
            items = est.memory.items
            total = est.memory.total
            unit = ctx["unit"]
            notes = ctx["notes"]
            includes_context = ("nvidia-smi" in notes or "cuda context" in notes or "capacity" in unit.lower()
                                or "rss" in unit.lower() or "estimate row" in notes)
            if not includes_context:
                total -= items.get("cuda_context", 0.0)
            else:
                stated = _CONTEXT_MIB.search(notes)
                if stated and items.get("cuda_context"):
                    # the source measured its own CUDA context (nvidia-smi before the model loads)
                    total += float(stated.group(1)) * 2**20 - items["cuda_context"]
            # a capacity row's value is the card's VRAM class, binary GB as GPUs are sold
            binary = unit.startswith("GiB") or "capacity" in unit.lower()
            return total / (GiB if binary else 1e9)
        if metric in ("train_gpu_hours", "train_wall_hours", "time_to_train_minutes"):
            if est.time_per_run_h is None:
                raise SkipRow("no run time (dataset not stated)")
            if metric == "train_gpu_hours":
                return est.time_per_run_h * hw.count
            if metric == "train_wall_hours":
                return est.time_per_run_h
            return est.time_per_run_h * 60.0
        if metric == "train_tokens_per_s_per_gpu":
            return est.throughput / n if est.throughput_unit == "tokens/s" else est.throughput * (prof.seq or 1) / n
        if metric == "train_samples_per_s":
            if est.throughput_unit == "tokens/s":
                return est.throughput / max(1, prof.seq)
            return est.throughput
        if metric in ("train_tflops_per_gpu", "train_mfu"):
            tok_s = est.throughput if est.throughput_unit == "tokens/s" else est.throughput * max(1, prof.seq)
            if not prof.run_tokens:
                per_exec = C.train_flops_per_token(prof.shape, prof.seq, kind=prof.kind, recompute=prof.recompute)
                per_model = C.model_flops_per_token(prof.shape, prof.seq, kind=prof.kind)
            else:
                per_exec = prof.run_flops / prof.run_tokens
                per_model = prof.model_flops / prof.run_tokens
            if metric == "train_tflops_per_gpu":
                return tok_s * per_exec / n / 1e12
            quoted = _source_model_flops_per_token(row, prof)
            if quoted:
                per_model = quoted  # the MFU as the source computes it from the same tokens/s
            peak, _ = C.peak_tflops(hw.accelerator, prof.precision, prof.eff.get("apple_tflops_per_gbs") / 10.0)
            return tok_s * per_model / n / (peak * 1e12) * 100.0
        if metric == "infer_decode_tok_s":
            if not est.tpot_ms:
                raise SkipRow("no decode step (zero generated tokens)")
            return ctx["conc"] * 1000.0 / est.tpot_ms
        if metric == "infer_prefill_tok_s":
            if not est.ttft_ms or not ctx["prompt"]:
                raise SkipRow("no prompt tokens")
            return ctx["prompt"] * ctx["conc"] / (est.ttft_ms / 1000.0)
        if metric == "infer_throughput_tok_s":
            return est.throughput
        raise SkipRow(f"unknown metric '{metric}'")

    def run(self, rows: list[dict]) -> tuple[list[RowResult], list[tuple[str, str]]]:
        results: list[RowResult] = []
        skipped: list[tuple[str, str]] = []
        for i, row in enumerate(rows):
            rid = (row.get("id") or "").strip() or f"row {i + 2}"
            try:
                measured = _float(row, "value")
                if measured is None or measured <= 0:
                    raise SkipRow("no positive measured value")
                self.last_info = {}
                pred = self.predict(row)
                if not math.isfinite(pred) or pred <= 0:
                    raise SkipRow("prediction failed (non-positive)")
                info = self.last_info
                results.append(RowResult(rid, (row.get("category") or "").strip(), row["metric"].strip(), measured, pred,
                                         info.get("segment", ""), info.get("family", ""), info.get("kind", ""),
                                         _source_key(row.get("source") or ""), info.get("hardware", "")))
            except SkipRow as exc:
                skipped.append((rid, str(exc)))
            except Exception as exc:  # a malformed row must not stop the run
                msg = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
                skipped.append((rid, f"cannot evaluate: {msg[:200]}"))
        return results, skipped


def _source_model_flops_per_token(row: dict, prof) -> float | None:
    """Model FLOPs per token as the row's source counts them for its MFU, when it publishes its own
    formula (None: the engine's count, causal attention, C.model_flops_per_token).

    llm-foundry's benchmark README (scripts/train/benchmarking/README.md, 'MFU'): ``flops_per_token
    = 2 * n_params`` over all parameters, times 3 passes, plus ``attn_flops_per_seq = n_layers * 2 *
    2 * (d_model * seq_len**2)`` times 3: full (non-causal) attention, 12·L·h·s per token, twice the
    causal count, so its MFU is the engine's times (6N + 12Lhs) / (6N' + 6Lhs)."""
    source = (row.get("source") or "").lower()
    shape = prof.shape
    if "llm-foundry" in source and shape.is_transformer and prof.seq:
        return 6.0 * shape.params + 12.0 * shape.layers * shape.hidden * prof.seq
    return None


# ---------------------------------------------------------------------------------------------
# summary


def _source_key(source: str) -> str:
    """The publication a row comes from, without the table or line it cites ("… README.md (commit x), 'A100' table"
    -> "… README.md"), so rows of one paper or README are held out together."""
    text = source.strip()
    for sep in (" (", ", '", "; "):
        if sep in text:
            text = text.split(sep, 1)[0]
    return text[:120]


def _p90(values: list[float]) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = (len(s) - 1) * 0.9
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def summarize(results: list[RowResult], skipped: list[tuple[str, str]]) -> dict:
    from .intervals import row_interval

    by_metric: dict[str, list[float]] = {}
    by_cat: dict[str, list[float]] = {}
    for r in results:
        by_metric.setdefault(r.metric, []).append(abs(r.error_pct))
        by_cat.setdefault(r.category, []).append(abs(r.error_pct))
    rows = []
    inside = 0
    widths: list[float] = []
    for r in results:
        lo, hi = row_interval(r)
        rows.append({"id": r.id, "metric": r.metric, "measured": r.measured, "predicted": round(r.predicted, 6),
                     "error_pct": round(r.error_pct, 3), "low": round(lo, 6), "high": round(hi, 6)})
        inside += lo <= r.measured <= hi
        widths.append((hi - lo) / 2.0 / r.predicted * 100.0)
    return {
        "rows": rows,
        "skipped": [{"id": i, "reason": why} for i, why in skipped],
        "summary": {
            m: {"n": len(v), "median_abs_error_pct": round(statistics.median(v), 3), "p90_abs_error_pct": round(_p90(v), 3)}
            for m, v in sorted(by_metric.items())
        },
        "categories": {
            c: {"n": len(v), "median_abs_error_pct": round(statistics.median(v), 3), "p90_abs_error_pct": round(_p90(v), 3)}
            for c, v in sorted(by_cat.items())
        },
        "interval_coverage": round(inside / len(results), 4) if results else None,
        "median_interval_half_width_pct": round(statistics.median(widths), 2) if widths else None,
    }


def calibrate_file(path: str | Path, catalog=None) -> dict:
    rows = read_rows(path)
    results, skipped = Calibrator(catalog).run(rows)
    return summarize(results, skipped)
