"""``gpuadvisor advise FILE [--json]``: ranked options per workload and the project plan."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("advise", help="ranked options per workload and the project plan")
    p.add_argument("file", help="project file (*.gpuadv)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--objective", choices=["lowest_cost", "fastest", "best_value", "lowest_latency"],
                   default="lowest_cost")
    p.add_argument("--top", type=int, default=5, help="options shown per workload (default 5)")
    return p


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.catalog import CatalogError, load_catalog
    from gpuadvisor.cli import CliError
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import ProjectFileError, load_project
    from gpuadvisor.report.summary import advice_dict

    if args.top < 1:
        raise CliError("--top must be at least 1")
    try:
        doc = load_project(args.file)
    except ProjectFileError as exc:
        raise CliError(str(exc)) from None
    try:
        catalog = load_catalog()
    except CatalogError as exc:
        raise CliError(str(exc)) from None
    result = advise(doc, catalog, objective=args.objective)
    data = advice_dict(result, top=args.top)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    print_text(data)
    return 0


def _m(value, cur: str) -> str:
    return "—" if value is None else f"{'NT$' if cur == 'TWD' else 'US$'}{value:,.0f}"


def _h(h) -> str:
    from gpuadvisor.report.summary import fmt_hours

    return fmt_hours(h)


def print_text(data: dict) -> None:
    cur = data["currency"]
    print(f"{data['title']}  —  {data['options_considered']} hardware options, catalog {data['catalog']['oldest_as_of']} … {data['catalog']['newest_as_of']}")
    for w in data["workloads"]:
        print()
        print(f"== {w['project']} / {w['name']}  ({w['kind']}, {w['model']}): {w['feasible_count']} of {w['option_count']} options fit")
        if not w["options"]:
            print("   no option fits:")
            for r in w["not_fitting"][:3]:
                print(f"   - {r['option']}: {'; '.join(r['reasons'])}" + (f" → {', '.join(r['suggestions'])}" if r["suggestions"] else ""))
            continue
        print(f"   {'#':>2} {'option':<52} {'memory GiB':>14} {'per run':>10} {'speed':>18} {'per year':>14}")
        for i, r in enumerate(w["options"], 1):
            speed = f"{r['latency_ms']:,.0f} ms" if r["latency_ms"] is not None and r["time_per_run_h"] is None else f"{r['throughput']:,.4g} {r['throughput_unit']}"
            mem = f"{r['memory_needed_gib']:.1f}/{r['memory_available_gib']:.0f}"
            print(f"   {i:>2} {r['option'][:52]:<52} {mem:>14} {_h(r['time_per_run_h']):>10} {speed:>18} {_m(r['cost_per_year'], cur):>14}")
        b = w["best"]
        print(f"   why: {b['explanation']}")
        for n in w["notable"][:4]:
            print(f"   {n['option']}: {n['comment']}")
    p = data["plan"]
    print()
    print("== Plan")
    for ln in p["lines"]:
        print(f"   {ln['project'][:24]:<24} {ln['workload'][:32]:<32} {ln['choice'][:48]:<48} {_m(ln['annual'], cur):>14}/year")
    print(f"   per-workload plan: {_m(p['per_workload_annual'], cur)}/year")
    s = p["shared_server"]
    if s:
        print(f"   one shared server: {s['machine']} for {', '.join(s['workloads'])}: {_m(s['annual_with_separate'], cur)}/year (utilisation {s['utilisation']:.0%})")
    print(f"   {p['recommendation']}")
