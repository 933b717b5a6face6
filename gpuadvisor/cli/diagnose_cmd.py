"""``gpuadvisor diagnose``: name the bottleneck of a slow training run and the fixes."""

from __future__ import annotations

import argparse
import json

from gpuadvisor.i18n import translate


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("diagnose", help=translate("Cli", "why is my training slow? (from GPU/CPU utilisation and memory)"))
    p.add_argument("--gpu", type=float, required=True, metavar="PCT", help=translate("Cli", "average GPU utilisation, %%"))
    p.add_argument("--cpu", type=float, required=True, metavar="PCT", help=translate("Cli", "average CPU utilisation, %%"))
    p.add_argument("--mem", type=float, required=True, metavar="GB", help=translate("Cli", "GPU memory in use, GB"))
    p.add_argument("--mem-total", type=float, required=True, metavar="GB", help=translate("Cli", "GPU memory of the device, GB"))
    p.add_argument("--step-time", type=float, metavar="S", help=translate("Cli", "seconds per step"))
    p.add_argument("--batch", type=int, help=translate("Cli", "batch size"))
    p.add_argument("--workers", type=int, help=translate("Cli", "DataLoader workers"))
    p.add_argument("--precision", help=translate("Cli", "fp32, fp16, bf16 ..."))
    p.add_argument("--vm", action="store_true", help=translate("Cli", "training runs inside a virtual machine"))
    p.add_argument("--json", action="store_true", help=translate("Cli", "machine-readable output"))
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
    from gpuadvisor.report.labels import bottleneck_label

    print(translate("Cli", "Bottleneck: {bottleneck}").format(bottleneck=bottleneck_label(d.bottleneck)))
    print(d.summary)
    print()
    print(translate("Cli", "Evidence:"))
    for e in d.evidence:
        print(f"  - {e}")
    print()
    print(translate("Cli", "Fixes:"))
    for i, f in enumerate(d.fixes, 1):
        print(f"  {i}. {f}")
    return 0
