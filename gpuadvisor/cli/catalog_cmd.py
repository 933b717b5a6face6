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


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "catalog",
        help="list what the catalogs hold (accelerators, cloud offers, systems, models)",
        description="Summarise the loaded catalogs: counts, cloud providers, price dates and override warnings.",
    )
    p.add_argument("--json", action="store_true", help="print a JSON object instead of text")
    return p


def summary(cat) -> dict:
    return {
        "counts": dict(cat.counts),
        "providers": list(cat.providers),
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
    lines = [
        "gpuadvisor catalogs" + (f" ({cat.catalog_dir})" if cat.catalog_dir else ""),
        f"  accelerators  {c['accelerators']:>4}  " + ", ".join(f"{k} {v}" for k, v in sorted(segments.items())),
        f"  cloud offers  {c['cloud_offers']:>4}  from {len(per_provider)} providers",
        f"  systems       {c['systems']:>4}  " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())),
        f"  models        {c['models']:>4}  " + ", ".join(f"{k} {v}" for k, v in sorted(families.items())),
        "  providers     " + ", ".join(f"{p} ({per_provider[p]})" for p in cat.providers),
        f"  dates         {cat.oldest_as_of.isoformat()} .. {cat.newest_as_of.isoformat()} (oldest .. newest as_of)",
    ]
    if cat.warnings:
        lines.append(f"  warnings      {len(cat.warnings)}")
        lines.extend(f"    - {w}" for w in cat.warnings)
    else:
        lines.append("  warnings      none")
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
