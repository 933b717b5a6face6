"""``gpuadvisor catalog [--json]``: what the catalogs hold (shipped files plus the user's overrides).

The JSON form is exactly::

    {"counts": {"accelerators": N, "cloud_offers": N, "systems": N, "models": N},
     "providers": [...], "oldest_as_of": "YYYY-MM-DD", "newest_as_of": "YYYY-MM-DD",
     "warnings": [...]}
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

from gpuadvisor.cli.textout import visible
from gpuadvisor.i18n import join_list, translate


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "catalog",
        help=translate("Cli", "list what the catalogs hold (accelerators, cloud offers, systems, models)"),
        description=translate("Cli", "Summarise the loaded catalogs: counts, cloud providers, price dates and override warnings."),
    )
    p.add_argument("--json", action="store_true", help=translate("Cli", "print a JSON object instead of text"))
    return p


def summary(cat) -> dict:
    return {
        "counts": dict(cat.counts),
        "providers": cat.provider_ids,
        "oldest_as_of": cat.oldest_as_of.isoformat(),
        "newest_as_of": cat.newest_as_of.isoformat(),
        "warnings": list(cat.warnings),
    }


def _text(cat) -> str:
    c = cat.counts
    segments = Counter(a.segment for a in cat.accelerators)
    families = Counter(m.spec.family for m in cat.models)
    kinds = Counter(s.kind for s in cat.systems)
    per_provider = Counter(o.provider for o in cat.cloud_offers)
    def row(label: str, text: str) -> str:
        return f"  {label:<13} {text}"

    def counts(counter: Counter) -> str:
        return join_list(f"{k} {v}" for k, v in sorted(counter.items()))

    if cat.catalog_dir:
        title = translate("Cli", "gpuadvisor catalogs ({folder})").format(folder=visible(cat.catalog_dir))
    else:
        title = translate("Cli", "gpuadvisor catalogs")
    lines = [
        title,
        row(translate("Cli", "accelerators"), f"{c['accelerators']:>4}  " + counts(segments)),
        row(translate("Cli", "cloud offers"), f"{c['cloud_offers']:>4}  "
            + translate("Cli", "from {n} providers").format(n=len(per_provider))),
        row(translate("Cli", "systems"), f"{c['systems']:>4}  " + counts(kinds)),
        row(translate("Cli", "models"), f"{c['models']:>4}  " + counts(families)),
        row(translate("Cli", "providers"), join_list(f"{visible(p)} ({per_provider[p]})" for p in cat.provider_ids)),
        row(translate("Cli", "dates"), translate("Cli", "{oldest} .. {newest} (oldest .. newest as_of)").format(
            oldest=cat.oldest_as_of.isoformat(), newest=cat.newest_as_of.isoformat())),
    ]
    if cat.warnings:
        lines.append(row(translate("Cli", "warnings"), str(len(cat.warnings))))
        lines.extend(f"    - {visible(w)}" for w in cat.warnings)  # entries' names from the override file
    else:
        lines.append(row(translate("Cli", "warnings"), translate("Cli", "none")))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.catalog import CatalogError, load_catalog
    from gpuadvisor.cli import CliError

    try:
        cat = load_catalog()
    except CatalogError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps(summary(cat), indent=2, ensure_ascii=False))
    else:
        print(_text(cat))
    return 0
