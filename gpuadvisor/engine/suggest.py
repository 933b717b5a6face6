"""Known changes that make an option fit: "fits with QLoRA", "fits on 2 GPUs", "fits at 8k context"."""

from __future__ import annotations

from dataclasses import replace

from gpuadvisor.domain.project import Assumptions, Workload
from gpuadvisor.i18n import translate

from .estimate import estimate
from .options import HardwareOption, _link_for


def _with_recipe(workload: Workload, **changes) -> Workload:
    return workload.model_copy(update={"recipe": workload.recipe.model_copy(update=changes)})


def _fits(workload: Workload, hw, a: Assumptions) -> bool:
    return estimate(workload, hw, a).memory.fits


def _host_holds(workload: Workload, option: HardwareOption, a: Assumptions) -> bool:
    """The option's host can keep what the changed recipe offloads to its RAM (advisor._host_ram_text)."""
    par = workload.recipe.parallelism
    if getattr(option, "host_ram_gb", None) is None or not (par.cpu_offload or par.param_offload) \
            or par.offload_device == "nvme":
        return True
    from .advisor import _host_ram_text
    from .estimate import prepare

    return _host_ram_text(prepare(workload, a), option) is None


def suggest_changes(workload: Workload, option: HardwareOption, a: Assumptions, limit: int = 3) -> list[str]:
    """Up to ``limit`` single changes, cheapest first, after which the option holds the job in memory."""
    hw = option.hw
    out: list[str] = []
    r = workload.recipe
    trials: list[tuple[str, Workload]] = []
    if workload.kind in ("pretrain", "full_finetune"):
        if r.recompute != "full":
            trials.append((translate("Suggest", "fits with full gradient checkpointing"), _with_recipe(workload, recompute="full")))
        if r.optimizer in ("adamw", "adamw_fp32", "adamw_fused"):
            trials.append((translate("Suggest", "fits with an 8-bit AdamW optimizer"), _with_recipe(workload, optimizer="adamw_8bit")))
        if (workload.model.arch is not None and not r.optimizer_in_backward and r.grad_accum == 1
                and not r.parallelism.cpu_offload):
            trials.append((translate("Suggest", "fits with the optimizer step in backward"),
                           _with_recipe(workload, optimizer_in_backward=True)))
        if workload.kind == "full_finetune":
            trials.append((translate("Suggest", "fits with LoRA"), workload.model_copy(update={"kind": "lora"})))
            trials.append(
                (translate("Suggest", "fits with QLoRA"), workload.model_copy(update={"kind": "qlora", "recipe": r.model_copy(update={"weight_format": "nf4"})}))
            )
    elif workload.kind == "lora":
        trials.append(
            (translate("Suggest", "fits with QLoRA"), workload.model_copy(update={"kind": "qlora", "recipe": r.model_copy(update={"weight_format": "nf4"})}))
        )
        if r.recompute != "full":
            trials.append((translate("Suggest", "fits with gradient checkpointing"), _with_recipe(workload, recompute="full")))
    elif workload.kind == "qlora":
        # (PEFT's prepare_model_for_kbit_training turns it on by default; the QLoRA paper trained with it)
        if r.recompute != "full":
            trials.append((translate("Suggest", "fits with gradient checkpointing"), _with_recipe(workload, recompute="full")))
    elif workload.kind in ("llm_serving", "realtime_inference", "batch_inference"):
        if r.weight_format in ("fp32", "fp16", "bf16", "gguf_f16"):
            trials.append((translate("Suggest", "fits with 8-bit weights"), _with_recipe(workload, weight_format="int8")))
            trials.append((translate("Suggest", "fits with 4-bit (AWQ) weights"), _with_recipe(workload, weight_format="awq_4bit")))
        if workload.model.is_llm and r.kv_cache_dtype in ("auto", "fp16", "bf16"):
            trials.append((translate("Suggest", "fits with an fp8 KV cache"), _with_recipe(workload, kv_cache_dtype="fp8")))
    if r.micro_batch > 1 and workload.kind in ("pretrain", "full_finetune", "lora", "qlora"):
        trials.append((translate("Suggest", "fits at micro-batch 1 (with gradient accumulation {steps})").format(
                           steps=r.grad_accum * r.micro_batch),
                       _with_recipe(workload, micro_batch=1, grad_accum=r.grad_accum * r.micro_batch)))
    # what people use to fit big models on small cards, slower steps (engine.training)
    if workload.kind in ("pretrain", "full_finetune", "lora", "qlora"):
        if workload.model.arch is not None and not r.activation_offload:
            trials.append((translate("Suggest", "fits with activations offloaded to CPU RAM"),
                           _with_recipe(workload, activation_offload=True)))
        if workload.kind in ("pretrain", "full_finetune") and r.optimizer != "paged_adamw_8bit" and not r.parallelism.cpu_offload:
            trials.append((translate("Suggest", "fits with a paged 8-bit AdamW (states spill to CPU RAM)"),
                           _with_recipe(workload, optimizer="paged_adamw_8bit")))
        par = r.parallelism
        if not par.cpu_offload:
            trials.append((translate("Suggest", "fits with the optimizer offloaded to CPU RAM"),
                           _with_recipe(workload, parallelism=par.model_copy(update={"cpu_offload": True}))))
        if not par.param_offload:
            trials.append((translate("Suggest", "fits with weights and optimizer offloaded to CPU RAM"),
                           _with_recipe(workload, parallelism=par.model_copy(update={"cpu_offload": True, "param_offload": True}))))
    for text, changed in trials:
        try:
            if _fits(changed, hw, a) and _host_holds(changed, option, a):
                out.append(text)
        except Exception:  # noqa: BLE001 - a suggestion must never break advice
            continue
        if len(out) >= limit:
            return out
    # more devices of the same kind (owned machines and instances come in 1-8)
    plain_n = 16
    if option.accelerator.segment != "apple":
        for n in (2, 4, 8):
            if n <= hw.count:
                continue
            bigger = replace(hw, count=n, link=_link_for(option.accelerator, n))
            if _fits(workload, bigger, a):
                out.append(translate("Suggest", "fits on {n} × {accelerator}").format(n=n, accelerator=option.accelerator.name))
                plain_n = n
                break
    # 4-bit weights on more devices (the seeds' "INT4 → 2 × RTX 4090")
    if (plain_n > 2 and workload.kind in ("llm_serving", "realtime_inference", "batch_inference")
            and r.weight_format in ("fp32", "fp16", "bf16", "gguf_f16") and option.accelerator.segment != "apple"):
        q = _with_recipe(workload, weight_format="awq_4bit")
        for n in (2, 4, 8):
            if n <= hw.count or n >= plain_n:
                continue
            bigger = replace(hw, count=n, link=_link_for(option.accelerator, n))
            if _fits(q, bigger, a):
                out.append(translate("Suggest", "fits on {n} × {accelerator} with 4-bit weights").format(
                    n=n, accelerator=option.accelerator.name))
                break
    # a shorter context for LLM serving
    if workload.model.is_llm and workload.kind in ("llm_serving", "realtime_inference") and len(out) < limit:
        total = r.prompt_tokens + r.output_tokens
        for ctx in (32768, 16384, 8192, 4096, 2048, 1024):
            if ctx >= total:
                continue
            prompt = max(0, ctx - r.output_tokens) if r.output_tokens < ctx else ctx // 2
            out_tokens = min(r.output_tokens, ctx - prompt)
            if _fits(_with_recipe(workload, prompt_tokens=prompt, output_tokens=out_tokens), hw, a):
                out.append(translate("Suggest", "fits at {k}k context").format(k=ctx // 1024))
                break
    return out[:limit]
