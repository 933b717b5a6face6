"""Which numbers were calibrated on the user's own runs, in words (no Qt).

``engine.personal.fit`` turns the user's measurements (``ProjectDocument.measurements``) into one
bounded speed factor per accelerator x runtime family x metric group; the advisor applies each
speed factor to every option on that accelerator and runtime family (``OptionResult.
personally_calibrated``).  This module says so:

* :func:`factor_line`: one line per factor for the "My measurements…" dialog ("RTX 5090 ·
  PyTorch · training: × 0.83 from 2 runs; error on your runs 38 % → 6 %");
* :func:`calibrated_sentence`: the report's sentence ("Speed on RTX 5090 with PyTorch was
  calibrated on 2 of your own runs (× 0.83).");
* :func:`page_one_lines`: those sentences for the factors that adjusted an option page 1 shows
  (each workload's best, best owned and best rented option);
* :func:`appendix_items`: every factor, with its error before and after, and the measurements that
  could not be used, for the methods appendix.

The runtime is named as the user knows it: the runtimes of the measurements behind a factor (the
dialog), or of the workloads whose options it adjusted (the report); else the runtime family.
"""

from __future__ import annotations

from gpuadvisor.i18n import join_list, translate

#: Product names of ``Recipe.runtime`` / ``Measurement.runtime`` (not translated).
RUNTIME_NAMES = {
    "pytorch": "PyTorch", "pytorch_xla": "PyTorch/XLA", "hf_transformers": "Hugging Face Transformers",
    "deepspeed": "DeepSpeed", "fsdp": "PyTorch FSDP", "megatron": "Megatron-LM", "vllm": "vLLM",
    "llama_cpp": "llama.cpp", "tensorrt_llm": "TensorRT-LLM", "mlx": "MLX", "onnxruntime": "ONNX Runtime",
    "tensorflow": "TensorFlow", "jax": "JAX", "exllamav2": "ExLlamaV2", "autoawq": "AutoAWQ", "litgpt": "LitGPT",
    "torchtune": "torchtune", "unsloth": "Unsloth", "llm_foundry": "LLM Foundry",
}

SPEED_GROUPS = ("training", "decode", "prefill", "serving")


def runtime_name(runtime: str) -> str:
    return RUNTIME_NAMES.get(runtime, runtime)


def family_text(family: str) -> str:
    """A runtime family (``engine.efficiency.RUNTIME_FAMILY``) in words."""
    return {
        "eager": "PyTorch",
        "compiled": translate("Report", "a compiled runtime"),
        "megatron": "Megatron-LM/DeepSpeed",
        "serving": "vLLM/TensorRT-LLM",
        "llama_cpp": "llama.cpp",
        "exllamav2": "ExLlamaV2",
        "autoawq": "AutoAWQ",
        "mlx": "MLX",
    }.get(family, family)


def group_text(group: str) -> str:
    """A metric group (``engine.intervals.METRIC_GROUP``) in words."""
    return {
        "training": translate("Report", "training"),
        "decode": translate("Report", "token generation"),
        "prefill": translate("Report", "inference passes"),
        "serving": translate("Report", "LLM serving"),
        "memory": translate("Report", "peak memory"),
    }.get(group, group)


def gpu_text(accelerator: str) -> str:
    from gpuadvisor.engine.options import short_accelerator_name

    return short_accelerator_name(accelerator)


def runtimes_text(factor, runtimes=()) -> str:
    """The runtimes by name ("PyTorch", "PyTorch, LitGPT"); the family's name when none are known."""
    names = sorted({runtime_name(r) for r in runtimes if r})
    return join_list(names) if names else family_text(factor.family)


def _pct(x: float) -> str:
    return f"{x:.0f} %" if x >= 1 or x < 0.05 else f"{x:.1f} %"


def factor_text(value: float) -> str:
    return f"× {value:.2f}"


# ---------------------------------------------------------------------------------------------
# the dialog


def measurement_key(m, catalog) -> tuple[str, str, str] | None:
    """The (accelerator, runtime family, metric group) pool a measurement falls in (None: its
    hardware is not in the catalog or its metric has no group)."""
    from gpuadvisor.engine.efficiency import runtime_family
    from gpuadvisor.engine.intervals import METRIC_GROUP

    acc = catalog.find_accelerator(m.hardware) if catalog is not None else None
    group = METRIC_GROUP.get(m.metric)
    if acc is None or group is None:
        return None
    return acc.name, runtime_family(m.runtime), group[0]


def factor_runtimes(factor, measurements, catalog) -> list[str]:
    """The runtimes of the measurements a factor was fitted on."""
    key = (factor.accelerator, factor.family, factor.group)
    return sorted({m.runtime for m in measurements if measurement_key(m, catalog) == key})


def factor_line(factor, runtimes=()) -> str:
    """"RTX 5090 · PyTorch · training: × 0.83 from 2 runs; error on your runs 38 % → 6 %"."""
    what = " · ".join((gpu_text(factor.accelerator), runtimes_text(factor, runtimes), group_text(factor.group)))
    if factor.group == "memory":
        text = (translate("Report", "{what}: the estimate is {before} off on your run (reported; memory is not adjusted)")
                if factor.n == 1 else
                translate("Report", "{what}: the estimate is {before} off on your {n} runs (reported; memory is not "
                                    "adjusted)"))
        return text.format(what=what, before=_pct(factor.before_pct), n=factor.n)
    text = (translate("Report", "{what}: {factor} from 1 run; error on your run {before} → {after}") if factor.n == 1
            else translate("Report", "{what}: {factor} from {n} runs; error on your runs {before} → {after}"))
    return text.format(what=what, factor=factor_text(factor.factor), n=factor.n, before=_pct(factor.before_pct),
                       after=_pct(factor.after_pct))


def bounded_note(factor) -> str:
    """Why a factor sits at its bound ("" when it does not)."""
    from gpuadvisor.engine.personal import FACTOR_MAX, FACTOR_MIN

    if factor.group == "memory":
        return ""
    if factor.factor <= FACTOR_MIN + 1e-9 or factor.factor >= FACTOR_MAX - 1e-9:
        return translate("Report", "The factor is held at its bound ({factor}): a run this far from the estimate may "
                                   "describe another setup; check its recipe.").format(factor=factor_text(factor.factor))
    return ""


# ---------------------------------------------------------------------------------------------
# the report


def _factors(result) -> list:
    personal = getattr(result, "personal", None)
    if personal is None or not getattr(personal, "factors", None):
        return []
    return sorted(personal.factors.values(), key=lambda f: (f.group == "memory", f.accelerator, f.family, f.group))


def _key(r) -> tuple[str, str, str]:
    return r.option.accelerator.name, r.runtime_family or "eager", r.error_group or "training"


def adjusted_runtimes(result, only_shown: bool = False) -> dict[tuple[str, str, str], set[str]]:
    """Per factor key, the runtimes of the workloads whose options it adjusted (``only_shown``: the
    options page 1 shows: each workload's best, best owned and best rented)."""
    out: dict[tuple[str, str, str], set[str]] = {}
    for adv in getattr(result, "workloads", []):
        if only_shown:
            results = [r for r in (adv.best, adv.best_where(True), adv.best_where(False)) if r is not None]
        else:
            results = adv.results
        for r in results:
            if getattr(r, "personally_calibrated", False):
                out.setdefault(_key(r), set()).add(adv.workload.recipe.runtime)
    return out


def calibrated_sentence(factor, runtimes=()) -> str:
    """"Speed on RTX 5090 with PyTorch was calibrated on 2 of your own runs (× 0.83).\""""
    text = (translate("Report", "Speed on {gpu} with {runtime} was calibrated on one of your own runs ({factor}).")
            if factor.n == 1 else
            translate("Report", "Speed on {gpu} with {runtime} was calibrated on {n} of your own runs ({factor})."))
    return text.format(gpu=gpu_text(factor.accelerator), runtime=runtimes_text(factor, runtimes), n=factor.n,
                       factor=factor_text(factor.factor))


def page_one_lines(result) -> list[str]:
    """The sentences for the factors that adjusted an option page 1 shows ([] when none did)."""
    shown = adjusted_runtimes(result, only_shown=True)
    return [calibrated_sentence(f, shown[(f.accelerator, f.family, f.group)]) for f in _factors(result)
            if (f.accelerator, f.family, f.group) in shown]


def appendix_items(result) -> list[str]:
    """Every factor (speed: applied, with the error on the user's runs before and after; memory:
    reported), and the measurements that could not be used; [] without measurements."""
    personal = getattr(result, "personal", None)
    if personal is None:
        return []
    used = adjusted_runtimes(result)
    out: list[str] = []
    for f in _factors(result):
        key = (f.accelerator, f.family, f.group)
        if f.group == "memory":
            text = (translate("Report", "Peak memory on {gpu} with {runtime}: the estimate was {before} off on one of "
                                        "your own runs (reported; memory estimates are not adjusted).") if f.n == 1 else
                    translate("Report", "Peak memory on {gpu} with {runtime}: the estimate was {before} off on {n} of "
                                        "your own runs (reported; memory estimates are not adjusted)."))
            out.append(text.format(gpu=gpu_text(f.accelerator), runtime=runtimes_text(f), before=_pct(f.before_pct),
                                   n=f.n))
            continue
        text = calibrated_sentence(f, used.get(key, ()))
        err = translate("Report", "On your runs the estimate was {before} off, {after} after; it applies to every "
                                  "option with this GPU and runtime for {work}.").format(
            before=_pct(f.before_pct), after=_pct(f.after_pct), work=group_text(f.group))
        if key not in used:
            err = translate("Report", "On your runs the estimate was {before} off, {after} after; no option in this "
                                      "file uses this GPU and runtime for {work}.").format(
                before=_pct(f.before_pct), after=_pct(f.after_pct), work=group_text(f.group))
        parts = [text, err]
        note = bounded_note(f)
        if note:
            parts.append(note)
        out.append(_gap().join(parts))
    skipped = list(getattr(personal, "skipped", []) or [])
    if skipped:
        reasons = join_list(sorted({why for _id, why in skipped})[:4])
        out.append(translate("Report", "{n} of your measurements could not be used: {reasons}.").format(
            n=len(skipped), reasons=reasons))
    return out


def _gap() -> str:
    from gpuadvisor.report.answer import sentence_gap

    return sentence_gap()
