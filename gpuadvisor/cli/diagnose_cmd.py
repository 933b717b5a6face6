"""``gpuadvisor diagnose``: name the bottleneck of a slow training run and the fixes."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("diagnose", help="why is my training slow? (from GPU/CPU utilisation and memory)")
    p.add_argument("--gpu", type=float, required=True, metavar="PCT", help="average GPU utilisation, %%")
    p.add_argument("--cpu", type=float, required=True, metavar="PCT", help="average CPU utilisation, %%")
    p.add_argument("--mem", type=float, required=True, metavar="GB", help="GPU memory in use, GB")
    p.add_argument("--mem-total", type=float, required=True, metavar="GB", help="GPU memory of the device, GB")
    p.add_argument("--step-time", type=float, metavar="S", help="seconds per step")
    p.add_argument("--batch", type=int, help="batch size")
    p.add_argument("--workers", type=int, help="DataLoader workers")
    p.add_argument("--precision", help="fp32, fp16, bf16 ...")
    p.add_argument("--vm", action="store_true", help="training runs inside a virtual machine")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    return p


def run(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from gpuadvisor.cli import CliError
    from gpuadvisor.domain.errors import first_problem
    from gpuadvisor.engine.diagnose import Observation, diagnose

    try:
        obs = Observation(
            gpu_util_pct=args.gpu, cpu_util_pct=args.cpu, memory_used_gb=args.mem, memory_total_gb=args.mem_total,
            step_time_s=args.step_time, batch_size=args.batch, loader_workers=args.workers,
            precision=args.precision, in_vm=args.vm,
        )
    except ValidationError as exc:
        raise CliError(first_problem(exc)) from None
    d = diagnose(obs)
    if args.json:
        print(json.dumps({"bottleneck": d.bottleneck, "summary": d.summary, "evidence": d.evidence, "fixes": d.fixes}, ensure_ascii=False, indent=2))
        return 0
    print(f"Bottleneck: {d.bottleneck}")
    print(d.summary)
    print("\nEvidence:")
    for e in d.evidence:
        print(f"  - {e}")
    print("\nFixes:")
    for i, f in enumerate(d.fixes, 1):
        print(f"  {i}. {f}")
    return 0
