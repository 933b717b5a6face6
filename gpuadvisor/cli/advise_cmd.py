"""``gpuadvisor advise FILE [--json]``: ranked options per workload and the project plan."""

from __future__ import annotations

import argparse
import json

from gpuadvisor.i18n import join_list, join_reasons, translate


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("advise", help=translate("Cli", "ranked options per workload and the project plan"))
    p.add_argument("file", help=translate("Cli", "project file (*.gpuadv)"))
    p.add_argument("--json", action="store_true", help=translate("Cli", "machine-readable output"))
    p.add_argument("--objective", choices=["lowest_cost", "fastest", "best_value", "lowest_latency"],
                   default="lowest_cost", help=translate("Cli", "how to rank the options (default lowest_cost)"))
    p.add_argument("--top", type=int, default=5, help=translate("Cli", "options shown per workload (default 5)"))
    return p


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.cli import CliError, advise_file
    from gpuadvisor.report.summary import advice_dict

    if args.top < 1:
        raise CliError(translate("Cli", "--top must be at least 1"))
    result = advise_file(args.file, args.objective)
    data = advice_dict(result, top=args.top)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    print_text(data)
    return 0


def _m(value, cur: str) -> str:
    from gpuadvisor.report.money import format_amount

    return format_amount(value, cur)  # NT$58.2 萬 in 繁體中文, as the printed report says it


def _h(h) -> str:
    from gpuadvisor.report.summary import fmt_hours

    return fmt_hours(h)


def print_text(data: dict) -> None:
    from gpuadvisor.cli.textout import visible_data
    from gpuadvisor.report.labels import kind_label, unit_label

    data = visible_data(data)  # names from the file: an ESC or a line break in one is printed as \x1b, \n
    cur = data["currency"]
    print(translate("Cli", "{title}  —  {n} hardware options, catalog {oldest} … {newest}").format(
        title=data["title"], n=data["options_considered"], oldest=data["catalog"]["oldest_as_of"],
        newest=data["catalog"]["newest_as_of"]))
    for warning in data.get("warnings", []):
        print(translate("Cli", "warning: {message}").format(message=warning))
    for w in data["workloads"]:
        print()
        if w.get("error"):
            print(translate("Cli", "== {project} / {workload}  ({kind}, {model}): {error}").format(
                project=w["project"], workload=w["name"], kind=kind_label(w["kind"]), model=w["model"], error=w["error"]))
            continue
        print(translate("Cli", "== {project} / {workload}  ({kind}, {model}): {n} of {m} options fit").format(
            project=w["project"], workload=w["name"], kind=kind_label(w["kind"]), model=w["model"],
            n=w["feasible_count"], m=w["option_count"]))
        for message in w.get("messages", []):
            print("   " + message)
        hint = w.get("recompute_hint")
        if hint:
            print("   " + translate("Cli", "with gradient checkpointing (recompute: full) it fits {option} for {cost}/year instead "
                                         "of {best} at {best_cost}/year; each step computes about a third more").format(
                option=hint["option"], cost=_m(hint["annual"], cur), best=hint["best_option"],
                best_cost=_m(hint["best_annual"], cur)))
        if not w["options"]:
            over = w.get("budget_hint")
            if over:
                print("   " + translate("Cli", "nothing within the budget of {budget} a year runs it; the cheapest option "
                                             "that does: {option}, {cost} a year").format(
                    budget=_m(over["budget"], cur), option=over["option"], cost=_m(over["annual"], cur)))
            print("   " + translate("Cli", "no option fits:"))
            for r in w["not_fitting"][:3]:
                if r["suggestions"]:
                    line = translate("Cli", "{option}: {reasons} → {suggestions}").format(
                        option=r["option"], reasons=join_reasons(r["reasons"]), suggestions=join_list(r["suggestions"]))
                else:
                    line = translate("Cli", "{option}: {reasons}").format(option=r["option"], reasons=join_reasons(r["reasons"]))
                print(f"   - {line}")
            continue
        # a one-off job: what its run costs (its yearly figure is that spread over the planning horizon)
        once = w.get("frequency") == "once"
        head = (translate("Cli", "option"), translate("Cli", "memory GiB"), translate("Cli", "per run"),
                translate("Cli", "speed"), translate("Cli", "cost of the run") if once else translate("Cli", "per year"))
        print(f"   {'#':>2} {head[0]:<52} {head[1]:>14} {head[2]:>10} {head[3]:>18} {head[4]:>15}")
        for i, r in enumerate(w["options"], 1):
            pct = w.get("latency_percentile")
            if (r["time_per_run_h"] is None and pct is not None and w.get("latency_judged_on") == "first_token"
                    and r.get("judged_latency_ms") is not None):
                speed = f"P{pct:g} TTFT {r['judged_latency_ms']:,.0f} ms"  # a first-token target is judged on it
            elif r["time_per_run_h"] is None and pct is not None and r.get("latency_percentile_ms") is not None:
                speed = f"P{pct:g} {r['latency_percentile_ms']:,.0f} ms"  # as the answer-time target is judged
            elif r["latency_ms"] is not None and r["time_per_run_h"] is None:
                speed = f"{r['latency_ms']:,.0f} ms"
            else:
                speed = f"{_rate(r['throughput'])} {unit_label(r['throughput_unit'])}"
            mem = f"{r['memory_needed_gib']:.1f}/{r['memory_available_gib']:.0f}"
            flag = {"tight": "!", "experimental": "?"}.get(r.get("status", ""), " ")
            run_h = r["time_per_run_h"]
            if run_h is not None and (r.get("replicas") or 1) > 1:
                run_h = run_h / r["replicas"]  # the machines shown share each run (report.summary.run_share)
            print(f"   {i:>2}{flag}{r['option'][:52]:<52} {mem:>14} {_h(run_h):>10} {speed:>18} {_m(r['cost_per_run' if once else 'cost_per_year'], cur):>15}")
            for note in r.get("notes", []):
                print("       " + note)
        b = w["best"]
        print("   " + translate("Cli", "why: {explanation}").format(explanation=b["explanation"]))
        for n in w["notable"][:4]:
            print("   " + translate("Cli", "{option}: {comment}").format(option=n["option"], comment=n["comment"]))
    p = data["plan"]
    print()
    print(translate("Cli", "== Plan"))
    once = {w["id"]: w for w in data["workloads"] if w.get("frequency") == "once" and w.get("best")}
    for ln in p["lines"]:
        line = (f"   {ln['project'][:24]:<24} {ln['workload'][:32]:<32} {ln['choice'][:48]:<48} "
                + translate("Cli", "{amount}/year").format(amount=f"{_m(ln['annual'], cur):>14}"))
        w = once.get(ln.get("workload_id"))
        if w is not None and w["best"].get("cost_per_run") is not None and ln["choice"] == w["best"]["option"]:
            # a one-off job: its yearly figure is the run's cost spread over the planning horizon
            line += " " + translate("Cli", "(one run: {amount}, spread over a {years}-year horizon)").format(
                amount=_m(w["best"]["cost_per_run"], cur), years=f"{w.get('horizon_years', 0):g}")
        print(line)
    print("   " + translate("Cli", "per-workload plan: {amount}/year").format(amount=_m(p["per_workload_annual"], cur)))
    s = p["shared_server"]
    if s:
        print("   " + translate("Cli", "one shared server: {machine} for {workloads}: {amount}/year (utilisation {utilisation})").format(
            machine=s["machine"], workloads=join_list(s["workloads"]), amount=_m(s["annual_with_separate"], cur),
            utilisation=f"{s['utilisation']:.0%}"))
    print(f"   {p['recommendation']}")


def _rate(value: float) -> str:
    """A throughput with about four significant digits, never in scientific notation
    (80,570 samples/s, not 8.057e+04)."""
    v = abs(value)
    if v >= 1000:
        return f"{value:,.0f}"
    if v >= 1:
        return f"{value:,.{max(0, 3 - len(str(int(v))))}f}"
    return f"{value:.3g}"
