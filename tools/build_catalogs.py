#!/usr/bin/env python3
"""Build the shipped catalogs in ``catalogs/`` from the reference tables.

Usage::

    python tools/build_catalogs.py [REFERENCE_DIR] [--out catalogs]

``REFERENCE_DIR`` holds ``accelerators.csv``, ``cloud_gpu_instances.csv`` and ``models.csv``
(default: ``../shared/reference`` next to the repository).  The output is pretty-printed UTF-8 JSON
in a fixed order, so rebuilding from the same tables gives the same bytes.  Every entry is
validated against the domain types before anything is written.

Hand-curated parts live in this file and say where their numbers come from: street prices of
datacenter GPUs, owned-system configurations, Apple list prices, regional defaults and
reserved/committed-use discounts, and a few model presets the example scenarios need (an LSTM
and a recommender).

Every ``source``, ``price_source`` and ``notes`` text the app shows cites the PUBLIC origin of its
number with a date (a datasheet, a provider's price list as captured in the SkyPilot catalog, a
news report, a paper), or says "assumption" and why.  The research notes and reference tables the
numbers were collected in are not shipped, so they are never cited: :func:`check_public` refuses
to write a catalog that names them.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import re
import sys
from collections import OrderedDict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gpuadvisor.catalog.names import normalize_name, strip_parens  # noqa: E402
from gpuadvisor.domain.hardware import (  # noqa: E402
    Accelerator,
    CloudOffer,
    ModelPreset,
    RegionDefaults,
    System,
)

DEFAULT_AS_OF = "2026-11-01"  # reference tables compiled in 2026-11 (no per-row date)
CLOUD_DEFAULT_AS_OF = "2026-02-06"  # v9 schema date (SkyPilot PR #8762), a lower bound
RETRIEVED = DEFAULT_AS_OF[:7]  # month the public pages behind the reference tables were read

#: Internal citations that must not reach a user (the research notes and reference tables are not
#: shipped; cite the public page, datasheet, price list or paper they record instead).
INTERNAL_CITATION = re.compile(
    r"(notes|reference)/[a-z_-]+\.(md|csv)|tco-anchors|engine-anchors|shared (notes|reference)|seeds/|§"
    r"|\b(accelerators|cloud_gpu_instances(_asia)?|models|calibration|purchase_prices_tw)\.csv\b"
)

#: Row texts of the reference tables that point at another reference table: the public origin instead.
PUBLIC_TEXT: list[tuple[str, str]] = [
    ("the skypilot-catalog aws rows in cloud_gpu_instances.csv",
     "the AWS rows of the SkyPilot catalog (github.com/skypilot-org/skypilot-catalog, v9 aws/vms.csv)"),
    ("skypilot-catalog aws rows in cloud_gpu_instances.csv",
     "AWS rows of the SkyPilot catalog (github.com/skypilot-org/skypilot-catalog, v9 aws/vms.csv)"),
    ("MicrosoftDocs nvv4-series sizes as cited in cloud_gpu_instances.csv",
     "Azure NVv4-series size page (MicrosoftDocs/azure-docs)"),
    ("MicrosoftDocs ngadsv620-series sizes as cited in cloud_gpu_instances.csv",
     "Azure NGads V620-series size page (MicrosoftDocs/azure-docs)"),
    ("cloud_gpu_instances.csv lists M60 with 8 GB per device",
     "the SkyPilot Azure catalog lists M60 with 8 GB per device"),
]


def public(text: str) -> str:
    """A reference-table text with its pointers to other reference tables replaced by public origins."""
    for old, new in PUBLIC_TEXT:
        text = text.replace(old, new)
    return text


def dated(text: str, when: str = RETRIEVED) -> str:
    """``text`` with the month its public pages were read."""
    return f"{text} (retrieved {when})"

# ---------------------------------------------------------------------------------------------
# small helpers


def num(text: str) -> float | None:
    text = (text or "").strip()
    if not text:
        return None
    value = float(text)
    return int(value) if value.is_integer() and "." not in text else value


def fnum(text: str) -> float | None:
    text = (text or "").strip()
    return float(text) if text else None


def inum(text: str) -> int | None:
    text = (text or "").strip()
    return int(float(text)) if text else None


def boolean(text: str) -> bool | None:
    text = (text or "").strip().lower()
    return {"true": True, "false": False}.get(text)


def clean(entry: dict[str, Any]) -> dict[str, Any]:
    """Drop empty values (None, empty lists/strings) so the JSON stays small; defaults fill them."""
    out: dict[str, Any] = {}
    for key, value in entry.items():
        if isinstance(value, dict):
            value = clean(value)
        if value is None or value == [] or value == "" or value == {}:
            continue
        out[key] = value
    return out


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def dedupe_aliases(name: str, aliases: list[str]) -> list[str]:
    seen = {normalize_name(name)}
    out = []
    for alias in aliases:
        key = normalize_name(alias)
        if key and key not in seen:
            seen.add(key)
            out.append(alias)
    return out


# ---------------------------------------------------------------------------------------------
# accelerators

#: Street prices for parts without a list price (USD per device), from price-tracking pages and news.
STREET_PRICES: dict[str, tuple[float, str]] = {
    "A100 80GB SXM4": (12_000, "A100 80 GB used/refurbished US$8-15k (mercatus-ai, computeforecast, 2026; price-tracking pages, indicative)"),
    "A100 80GB PCIe": (12_000, "A100 80 GB used/refurbished US$8-15k (mercatus-ai, computeforecast, 2026; price-tracking pages, indicative)"),
    "H100 SXM5": (30_000, "H100 80 GB SXM5 new US$28-35k (generalcompute, computeforecast, runlocalai, 2026; price-tracking pages, indicative)"),
    "A100 40GB PCIe": (8_700, "assumption (early 2026): A100 40GB about NT$250,000-300,000 new and NT$150,000 used in the Taiwan market, a rough estimate from a Taiwanese course text (no published price list found); midpoint NT$275,000 at 31.5 TWD/USD"),
    "H200 SXM": (30_000, "H200 141 GB SXM retail US$28-31k (runlocalai, 2026-Q1; indicative); about US$27-28k per GPU in a reported deal (Reuters via Yahoo Taiwan, 2025-12)"),
}
STREET_PRICE_AS_OF = "2026-11-01"

#: Launch MSRPs not in accelerators.csv (workstation cards sold in the owned systems below).
EXTRA_LIST_PRICES: dict[str, tuple[float, str, str]] = {
    "RTX A4000": (1_000, "NVIDIA launch MSRP announced at GTC 2021-04-12, as reported in launch coverage (verify)", "2021-04-12"),
    "RTX A5000": (2_250, "NVIDIA launch MSRP announced at GTC 2021-04-12, as reported in launch coverage (verify)", "2021-04-12"),
}

#: Hand-written aliases (common spellings, nvidia-smi names).  Cloud labels are added automatically.
EXTRA_ALIASES: dict[str, list[str]] = {
    "GeForce RTX 3060 12GB": ["RTX 3060", "GeForce RTX 3060", "3060"],
    "GeForce RTX 3090": ["RTX3090", "NVIDIA GeForce RTX 3090"],
    "GeForce RTX 4090": ["RTX4090", "NVIDIA GeForce RTX 4090"],
    "GeForce RTX 5090": ["RTX5090", "NVIDIA GeForce RTX 5090"],
    "GeForce RTX 4060 Ti 16GB": ["RTX 4060 Ti"],
    "GeForce RTX 5060 Ti 16GB": ["RTX 5060 Ti"],
    "RTX A6000": ["A6000", "NVIDIA RTX A6000"],
    "RTX A5000": ["A5000"],
    "RTX A4000": ["A4000"],
    "RTX A4500": ["A4500"],
    "RTX 4000 Ada Generation": ["RTX 4000 Ada", "RTX4000-Ada", "RTX 4000 SFF Ada"],
    "RTX 6000 Ada Generation": ["RTX 6000 Ada", "RTX6000-Ada", "NVIDIA RTX 6000 Ada Generation"],
    "RTX 5880 Ada Generation": ["RTX 5880 Ada"],
    "RTX PRO 6000 Blackwell (Workstation Edition)": [
        "RTX PRO 6000",
        "RTX PRO 6000 Blackwell",
        "RTX PRO 6000 Blackwell Workstation Edition",
        "RTX PRO 6000 Blackwell Server Edition",
        "NVIDIA RTX PRO 6000 Blackwell Workstation Edition",
    ],
    "Quadro RTX 6000": ["RTX6000 (Quadro RTX 6000 24GB)", "Quadro RTX6000"],
    "T4": ["Tesla T4", "NVIDIA T4"],
    "V100 16GB (SXM2)": ["V100", "V100 16GB", "V100-SXM2-16GB", "Tesla V100-SXM2-16GB", "Tesla V100"],
    "V100 32GB (SXM2)": ["V100 32GB", "V100-32GB", "V100-SXM2-32GB", "Tesla V100-SXM2-32GB"],
    "A100 40GB SXM4": ["A100", "A100 40GB", "A100-40GB", "A100-SXM4-40GB", "A100 SXM4 40GB"],
    "A100 40GB PCIe": ["A100-PCIE-40GB", "A100 PCIe 40GB"],
    "A100 80GB SXM4": ["A100 80GB", "A100-80GB", "A100-SXM4-80GB", "A100 SXM4 80GB", "A100 80GB SXM"],
    "A100 80GB PCIe": ["A100 80GB PCIe", "A100-PCIE-80GB", "A100 PCIe 80GB", "A100 80GB PCIe (NVLink bridge)"],
    "A800 80GB PCIe": ["A800", "A800-PCIE-80GB"],
    "H100 SXM5": ["H100", "H100 SXM", "H100 80GB SXM", "H100 80GB SXM5", "H100-80GB", "H100 80GB", "H100 80GB HBM3", "H100-SXM5-80GB", "H100-MEGA"],
    "H100 PCIe": ["H100 PCIe 80GB", "H100-PCIE-80GB", "H100 PCIe (NVLink bridge)"],
    "H100 NVL": ["H100-NVL", "H100 NVL 94GB", "H100 NVL (confidential computing)"],
    "H200 SXM": ["H200", "H200-SXM", "H200 141GB", "NVIDIA H200"],
    "H800 SXM5": ["H800"],
    "B200 (HGX, per GPU)": ["B200", "HGX B200", "NVIDIA B200"],
    "B300 (HGX, per GPU)": ["B300", "HGX B300", "B300 SXM6"],
    "GB200 (per Blackwell GPU, NVL72)": ["GB200", "GB200 NVL72"],
    "GH200 (per Hopper GPU, 96 GB HBM3)": ["GH200", "GH200 (96GB HBM3)", "GH200 96GB"],
    "Instinct MI300X": ["MI300X", "AMD Instinct MI300X"],
    "Instinct MI325X": ["MI325X"],
    "Instinct MI250X": ["MI250X"],
    "Gaudi 3": ["Intel Gaudi 3", "HL-325L"],
    "Gaudi 2": ["Intel Gaudi 2"],
    "TPU v4 (per chip)": ["tpu-v4", "TPU v4"],
    "TPU v5e (per chip)": ["tpu-v5e", "tpu-v5litepod", "TPU v5 lite", "v5litepod"],
    "TPU v5p (per chip)": ["tpu-v5p"],
    "TPU v6e Trillium (per chip)": ["tpu-v6e", "TPU v6e", "Trillium"],
    "Tesla K80 (board, 2x GK210)": ["K80", "Tesla K80"],
    "Tesla M60 (board, 2x GM204)": ["M60", "Tesla M60"],
    "Tesla P100 PCIe 16GB": ["P100", "Tesla P100", "P100 16GB"],
    "Tesla P40": ["P40"],
    "DGX Spark (GB10)": ["DGX Spark", "GB10", "Project DIGITS"],
    "Radeon RX 7900 XTX": ["RX 7900 XTX", "7900 XTX"],
    "Radeon Instinct MI25": ["MI25"],
    "Radeon Pro V620": ["V620"],
    "Radeon Pro V520": ["V520"],
}

#: Cloud labels that do not resolve through names and aliases.  None = no catalog row.
LABEL_MAP: dict[str, str | None] = {
    "A100 (40GB SXM)": "A100 40GB SXM4",
    "A100 (40GB SXM4)": "A100 40GB SXM4",
    "A100 (40GB)": "A100 40GB SXM4",
    "A100 SXM4 (40GB in US offer)": "A100 40GB SXM4",
    "A100-80GB (SXM)": "A100 80GB SXM4",
    "A100-80GB (SXM4)": "A100 80GB SXM4",
    "A100-80GB-SXM": "A100 80GB SXM4",
    "A100-80GB (PCIe)": "A100 80GB PCIe",
    "H100 (80GB SXM)": "H100 SXM5",
    "H100 (NVLink, 80GB)": "H100 SXM5",
    "H100 (SXM)": "H100 SXM5",
    "H100 (SXM5)": "H100 SXM5",
    "H100 SXM (80GB HBM3)": "H100 SXM5",
    "H100-SXM": "H100 SXM5",
    "H100 (PCIe)": "H100 PCIe",
    "RTX PRO 6000 (96GB)": "RTX PRO 6000 Blackwell (Workstation Edition)",
    "RTX PRO 6000 Blackwell Server": "RTX PRO 6000 Blackwell (Workstation Edition)",
    "RTX PRO 6000 Blackwell Workstation": "RTX PRO 6000 Blackwell (Workstation Edition)",
    "RTX PRO 6000 Blackwell (96GB)": "RTX PRO 6000 Blackwell (Workstation Edition)",
    "V100-SXM2-32GB": "V100 32GB (SXM2)",
    "V100-32GB": "V100 32GB (SXM2)",
    "tpu-v2": None,
    "tpu-v3": None,
}

CLOUD_LABEL_NOTES: dict[str, str] = {
    "RTX PRO 6000 Blackwell (96GB)": "the same GB202 part as the Workstation Edition (nvidia.com RTX PRO 6000 page)",
    "tpu-v2": "TPU v2 is not in the accelerator catalog; accelerator left unresolved",
    "tpu-v3": "TPU v3 is not in the accelerator catalog; accelerator left unresolved",
    "RTX PRO 6000 Blackwell Server": "Server Edition: the same GB202 part as the Workstation Edition (nvidia.com RTX PRO 6000 page)",
}


def parse_mig(text: str, vendor: str) -> int:
    """MIG instances: ``"up to 7"`` -> 7; AMD partitioning, SR-IOV and "no" -> 0."""
    text = (text or "").strip().lower()
    if vendor != "NVIDIA":
        return 0
    m = re.match(r"up to (\d+)", text)
    return int(m.group(1)) if m else 0


def generated_aliases(name: str, vendor: str) -> list[str]:
    out: list[str] = []
    base = strip_parens(name)
    for text in dict.fromkeys([name, base]):
        out.append(text)
        if text.startswith("GeForce "):
            rest = text[len("GeForce ") :]
            out.append(rest)  # "RTX 4090"
            if rest.startswith("RTX "):
                out.append(rest[len("RTX ") :])  # "4090"
        for prefix in ("Tesla ", "Instinct ", "Apple "):
            if text.startswith(prefix):
                out.append(text[len(prefix) :])
        if text.endswith(" Generation"):
            out.append(text[: -len(" Generation")])
    return [a for a in out if a != name]


def build_accelerators(rows: list[dict[str, str]]) -> list[dict[str, Any]]:
    out = []
    for row in rows:
        name = row["name"].strip()
        vendor = row["vendor"].strip()
        fp16 = fnum(row["fp16_tensor_tflops_dense"])
        bf16 = fnum(row["bf16_tensor_tflops_dense"])
        notes = public(row["notes"].strip())
        row_source = public(row["source"].strip())
        extra_notes = []
        if bf16 is None and fp16 is not None and re.search(r"FP16/BF16", notes):
            bf16 = fp16
            extra_notes.append("bf16 = fp16 (the row gives one FP16/BF16 figure)")
        mig_text = row["mig"].strip()
        mig = parse_mig(mig_text, vendor)
        if mig_text and mig_text.lower() not in ("no", f"up to {mig}") and not mig_text.lower().startswith("up to"):
            extra_notes.append(f"partitioning: {mig_text}")
        price = fnum(row["launch_price_usd"])
        price_source = price_as_of = None
        if price is not None:
            year = inum(row["release_year"])
            price_source = dated(f"{vendor} launch MSRP ({year}), as reported at launch; {row_source}")
            price_as_of = f"{year}-01-01" if year else None
            if name == "GeForce RTX 3090":
                extra_notes.append("used price US$500-800 in 2026 (local-llm.net, 2026)")
        elif name in STREET_PRICES:
            price, price_source = STREET_PRICES[name]
            price_as_of = STREET_PRICE_AS_OF
        elif name in EXTRA_LIST_PRICES:
            price, price_source, price_as_of = EXTRA_LIST_PRICES[name]
        if price_as_of and name not in STREET_PRICES and name not in EXTRA_LIST_PRICES:
            extra_notes.append("price_as_of = 1 January of the launch year (launch MSRP; exact launch day not recorded)")
        aliases = generated_aliases(name, vendor) + EXTRA_ALIASES.get(name, [])
        entry = OrderedDict(
            name=name,
            aliases=aliases,
            vendor=vendor,
            segment=row["segment"].strip(),
            release_year=inum(row["release_year"]),
            memory_gb=num(row["memory_gb"]),
            memory_type=row["memory_type"].strip() or None,
            bandwidth_gb_s=num(row["bandwidth_gb_s"]),
            fp64_tflops=num(row["fp64_tflops"]),
            fp32_tflops=num(row["fp32_tflops"]),
            tf32_tflops=num(row["tf32_tensor_tflops_dense"]),
            fp16_tflops=num(row["fp16_tensor_tflops_dense"]),
            bf16_tflops=bf16 if bf16 is None else num(row["bf16_tensor_tflops_dense"]) or bf16,
            fp8_tflops=num(row["fp8_tensor_tflops_dense"]),
            int8_tops=num(row["int8_tensor_tops_dense"]),
            tdp_w=num(row["tdp_w"]),
            interconnect=row["interconnect"].strip() or None,
            interconnect_gb_s=num(row["interconnect_gb_s"]),
            form_factor=row["form_factor"].strip() or None,
            mig_slices=mig,
            price_usd=price,
            price_source=price_source,
            price_as_of=price_as_of,
            notes="; ".join([n for n in [notes] + extra_notes if n]) or None,
            source=dated(row_source),
            as_of=DEFAULT_AS_OF,
        )
        out.append(entry)
    return out


class AccIndex:
    def __init__(self, accs: list[dict[str, Any]]):
        self.index: dict[str, str] = {}
        self.ambiguous: dict[str, set[str]] = {}
        for acc in accs:
            self._add(acc["name"], acc["name"], primary=True)
        for acc in accs:
            for alias in acc["aliases"]:
                self._add(alias, acc["name"])

    def _add(self, text: str, target: str, primary: bool = False) -> None:
        key = normalize_name(text)
        have = self.index.get(key)
        if have is None:
            self.index[key] = target
        elif have != target:
            self.ambiguous.setdefault(key, {have}).add(target)

    def get(self, label: str) -> str | None:
        for text in (label, strip_parens(label)):
            hit = self.index.get(normalize_name(text))
            if hit:
                return hit
        return None


def finish_aliases(accs: list[dict[str, Any]], cloud_rows: list[dict[str, str]]) -> dict[str, str | None]:
    """Resolve every cloud label, add it to its accelerator's aliases; return label -> name."""
    by_name = {a["name"]: a for a in accs}
    index = AccIndex(accs)
    if index.ambiguous:
        # Generated aliases that two rows share are dropped from both (hand-written ones win).
        for key, targets in sorted(index.ambiguous.items()):
            for acc in accs:
                if acc["name"] in targets:
                    keep = [a for a in acc["aliases"] if normalize_name(a) != key or a in EXTRA_ALIASES.get(acc["name"], [])]
                    acc["aliases"] = keep
        index = AccIndex(accs)
        if index.ambiguous:
            raise SystemExit(f"ambiguous accelerator aliases: {sorted(index.ambiguous.items())}")
    labels: dict[str, str | None] = {}
    for row in cloud_rows:
        label = row["accelerator"].strip()
        if label in labels:
            continue
        if label in LABEL_MAP:
            target = LABEL_MAP[label]
        else:
            target = index.get(label)
        labels[label] = target
        if target is None and label not in LABEL_MAP:
            raise SystemExit(f"cloud accelerator label {label!r} does not resolve; add it to LABEL_MAP")
        if target is not None:
            if target not in by_name:
                raise SystemExit(f"LABEL_MAP target {target!r} is not an accelerator")
            by_name[target]["aliases"].append(label)
    for acc in accs:
        acc["aliases"] = dedupe_aliases(acc["name"], acc["aliases"])
    index = AccIndex(accs)
    if index.ambiguous:
        raise SystemExit(f"ambiguous accelerator aliases after adding cloud labels: {sorted(index.ambiguous.items())}")
    return labels


# ---------------------------------------------------------------------------------------------
# cloud offers

RETIRED = re.compile(r"^Standard_(NC|NV)\d+r?(_Promo)?$")  # Azure NC v1 (K80) and NV v1 (M60)
BOARD_PARTS = {"Tesla K80 (board, 2x GK210)": 2, "Tesla M60 (board, 2x GM204)": 2}

#: Rows whose GPU count is empty in the table.
COUNT_FIXES: dict[tuple[str, str], tuple[float, str]] = {
    ("azure", "Standard_ND96is_H100_v5"): (
        8,
        "count 8 ASSUMED: the table leaves it empty; the docs list only ND96isr_H100_v5 (8 GPUs), of which this is the variant without InfiniBand",
    ),
    ("azure", "Standard_NC8ads_A10_v4"): (
        1,
        "count 1 from microsoft/aspire src/Aspire.Hosting.Azure.Kubernetes/AksNodeVmSizes.cs ('1 GPU(s)'); that list also counts partial GPUs as 1, so this may be a GPU fraction",
    ),
    ("azure", "Standard_NC16ads_A10_v4"): (
        1,
        "count 1 from microsoft/aspire src/Aspire.Hosting.Azure.Kubernetes/AksNodeVmSizes.cs ('1 GPU(s)'); that list also counts partial GPUs as 1, so this may be a GPU fraction",
    ),
    ("azure", "Standard_NC32ads_A10_v4"): (
        2,
        "count 2 from microsoft/aspire src/Aspire.Hosting.Azure.Kubernetes/AksNodeVmSizes.cs ('2 GPU(s)')",
    ),
}

FORM_FACTOR_NOTES = {
    ("H100", "H100 SXM5"): "label says only 'H100': SXM5 assumed",
    ("A100 80GB", "A100 80GB SXM4"): "label says only 'A100 80GB': SXM4 assumed",
    ("A100-80GB", "A100 80GB SXM4"): "label says only 'A100-80GB': SXM4 assumed (GCP a2-ultragpu, Azure NDm A100 v4, OCI BM.GPU.A100-v2 are SXM4)",
    ("V100 16GB", "V100 16GB (SXM2)"): "V100 16GB: mapped to the SXM2 row (the PCIe variant, 250 W / 14 TFLOPS FP32, has no row)",
}


def as_date(text: str, v9: bool) -> tuple[str, str | None]:
    text = (text or "").strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return text, None
    m = re.match(r"(\d{4}-\d{2}-\d{2}) \(", text)  # "2026-07-30 (file 'generated: ...')"
    if m:
        return m.group(1), None
    if v9:
        return CLOUD_DEFAULT_AS_OF, (
            f"as_of = {CLOUD_DEFAULT_AS_OF}, when SkyPilot introduced the v9 catalog schema (PR #8762): this "
            "snapshot is no older; its exact commit date is not known")
    return CLOUD_DEFAULT_AS_OF, (
        f"as_of = {CLOUD_DEFAULT_AS_OF} (the date of SkyPilot's v9 catalog schema, PR #8762) stands in for this "
        "snapshot, whose commit date is not known")


SKYPILOT_ROW = re.compile(r"^skypilot-org/skypilot-catalog@([0-9a-f]+) catalogs/(v\d+)/([a-z0-9_-]+/[a-z0-9_.-]+)")


def cloud_source(text: str) -> tuple[str, bool]:
    """The row's source with its SkyPilot catalog file named publicly and dated; True for a v9 file."""
    text = public(text.strip())
    m = SKYPILOT_ROW.match(text)
    if not m:
        return dated(text), False
    commit, version, path = m.groups()
    v9 = version == "v9"
    when = (f"snapshot after {CLOUD_DEFAULT_AS_OF}" if v9
            else f"snapshot date not known, retrieved {RETRIEVED}")
    head = f"SkyPilot catalog (github.com/skypilot-org/skypilot-catalog) {version} {path} at commit {commit}, {when}"
    return head + text[m.end():], v9


def build_offers(rows: list[dict[str, str]], labels: dict[str, str | None]) -> tuple[list[dict[str, Any]], list[str]]:
    out = []
    skipped = []
    for row in rows:
        provider = row["provider"].strip()
        itype = row["instance_type"].strip()
        label = row["accelerator"].strip()
        price = fnum(row["price_usd_per_hour"])
        spot = fnum(row["spot_price_usd_per_hour"])
        if price is None and spot is None:
            skipped.append(f"{provider}:{itype} ({row['region'].strip()}): no on-demand or spot price")
            continue
        acc = labels[label]
        notes = []
        if label in CLOUD_LABEL_NOTES:
            notes.append(CLOUD_LABEL_NOTES[label])
        if (label, acc) in FORM_FACTOR_NOTES:
            notes.append(FORM_FACTOR_NOTES[(label, acc)])
        count = fnum(row["accelerator_count"])
        mem = fnum(row["gpu_memory_gb_per_device"])
        if count is None:
            count, why = COUNT_FIXES[(provider, itype)]
            notes.append(why)
        if acc in BOARD_PARTS:
            per = BOARD_PARTS[acc]
            chips = count
            count = chips / per
            if mem is not None:
                mem = mem * min(chips, per)
            notes.append(
                f"count in boards: the provider counts each of the {per} GPUs on a board as one device ({chips:g} listed)"
                + ("; memory_gb_per_device = memory visible per board (or per half board for a 1-GPU size)" if mem else "")
            )
        # Google Cloud's attachable GPUs: an "n1-*+NxGPU" row is the GPU-only SKU (the N1 host VM is billed
        # besides it); an "n1-standard-8+1xV100" row of the Taiwan table is a host and a GPU summed
        host_not_included = (itype.startswith("n1-") and "*" in itype) or label.startswith("tpu-")
        if host_not_included:
            notes.append("host VM not included: add an N1 host VM price" if itype.startswith("n1-") else "TPU slice price; host VM not included")
        retired = provider == "azure" and bool(RETIRED.match(itype))
        if retired:
            notes.append("retired by Azure on 2023-09-06 (NC v1 K80 / NV v1 M60) but still listed in the catalog; filtered from recommendations")
        if 0 < count < 1:
            notes.append(f"GPU slice: {count:g} of a device")
        source, v9 = cloud_source(row["source"])
        as_of, date_note = as_date(row["source_date"], v9)
        if date_note:
            notes.append(date_note)
        region = row["region"].strip()
        if not region:
            notes.append("region empty in the catalog")
        if row.get("twd_note"):
            notes.append(row["twd_note"])
        if row.get("price_basis", "").strip():
            notes.append(f"price basis: {row['price_basis'].strip()}")
        if row.get("notes", "").strip():
            notes.append(public(row["notes"].strip()))
        commit = commitment_prices(row)
        entry = OrderedDict(
            provider=provider,
            instance_type=itype,
            accelerator=acc,
            accelerator_label=label,
            count=int(count) if float(count).is_integer() else round(count, 4),
            memory_gb_per_device=mem if mem is None or not float(mem).is_integer() else int(mem),
            vcpus=num(row["vcpus"]),
            ram_gb=num(row["memory_gb"]),
            region=region,
            price_usd_hour=price,
            spot_usd_hour=spot,
            reserved_1y_usd_hour=commit["reserved_1y_usd_hour"],
            reserved_3y_usd_hour=commit["reserved_3y_usd_hour"],
            host_not_included=host_not_included or None,
            retired=retired or None,
            notes="; ".join(notes) or None,
            source=source,
            as_of=as_of,
        )
        out.append(entry)
    return out, skipped


# Taiwan and nearby regions (cloud_gpu_instances_asia.csv): Google Cloud asia-east1 (Changhua, Taiwan) at
# Google's list prices with 1- and 3-year committed-use prices, AWS Tokyo / Singapore / Hong Kong with
# 1-year reserved prices, and TWCC (Taiwan Computing Cloud) in NT$.

#: The reference README's correction: the main table's Google Cloud H100 (a3-highgpu-*) and A100 80GB
#: (a2-ultragpu-*) on-demand rows are about half of Google's list price, some with spot above on-demand
#: (a3-highgpu-8g us-central1: 43.07 against the 88.49 list), and its asia-east1 rows are superseded
#: by the list prices of the Taiwan table.  No wrong price is shipped: those rows are left out.
GCP_SUSPECT = re.compile(r"^(a3-highgpu|a2-ultragpu)-")


def superseded(row: dict[str, str], taiwan_gcp: frozenset[str] = frozenset()) -> str | None:
    """Why a row of the main cloud table is not shipped (None: it is).  ``taiwan_gcp``: the Google Cloud
    asia-east1 instance types the Taiwan table prices."""
    if row["provider"].strip() != "gcp":
        return None
    if row["region"].strip() == "asia-east1" and row["instance_type"].strip() in taiwan_gcp:
        return "asia-east1: the Taiwan table's list price is used"
    if GCP_SUSPECT.match(row["instance_type"].strip()):
        return "about half of Google's list price in the table (reference README correction); left out"
    if row["instance_type"].strip() == "a3-megagpu-8g" and row["region"].strip() == "asia-east1":
        # 46.35 an hour: half of the same machine's 92.21 in us-central1, the same error as above
        return "half of the same machine's us-central1 price, as the rows the README corrects; left out"
    return None


#: TWCC's NT$ prices converted at the app's default rate (regions.json, Taiwan), so that a Taiwanese user
#: sees the quoted NT$ price; the table's own USD figure uses 31.16.
TWCC_TWD_PER_USD = 31.5


def asia_rows(rows: list[dict[str, str]]) -> tuple[list[dict[str, str]], list[str]]:
    """The Taiwan table's rows the catalog ships, in the main table's columns: hourly instance prices
    (TWCC's NT$ converted), with their 1- and 3-year commitment prices; N1 host rows (no GPU), TWCC's
    monthly contract, its list-price example and its HPC job rows (the container rates again) are left
    out.  Also (reasons, for the build log)."""
    out, left = [], []
    for row in rows:
        r = dict(row)
        provider, itype = r["provider"].strip(), r["instance_type"].strip()
        if r["accelerator"].startswith("(none"):
            left.append(f"{provider}:{itype}: host VM without a GPU")
            continue
        if r.get("availability", "").strip().upper().startswith("NOT VERIFIED"):
            # a price SKU without a source that the machine is offered there (Google Cloud G4 in
            # asia-east1): not recommended until it is
            left.append(f"{provider}:{itype} ({r['region'].strip()}): offered there not verified")
            continue
        if provider == "twcc":
            unit = r["billing_unit"].strip()
            if unit == "month" or "(list price)" in itype or itype.startswith("HPC "):
                why = ("a monthly supply-contract price" if unit == "month" else
                       "the list price of a worked example (the table's rate is the enterprise price)"
                       if "(list price)" in itype else "the container rate again")
                left.append(f"twcc:{itype}: {why}")
                continue
            twd = fnum(r["price_native_per_unit"])
            r["price_usd_per_hour"] = f"{twd / TWCC_TWD_PER_USD:.6f}"
            r["twd_note"] = (f"NT${twd:,.2f} an hour before tax, as TWCC quotes it; converted at {TWCC_TWD_PER_USD} "
                             "TWD/USD (the app's default rate)")
        out.append(r)
    return out, left


def commitment_prices(row: dict[str, str]) -> dict[str, float | None]:
    """The row's 1- and 3-year commitment prices (USD per hour), where the table gives them."""
    return {"reserved_1y_usd_hour": fnum(row.get("price_1y_commit_usd_per_hour", "")),
            "reserved_3y_usd_hour": fnum(row.get("price_3y_commit_usd_per_hour", ""))}


# ---------------------------------------------------------------------------------------------
# commitments (reserved / committed-use discounts)


def build_commitments(providers: list[str]) -> dict[str, Any]:
    default = {
        "1y": 0.35,
        "3y": 0.55,
        "source": "assumption (2026-11): 35 % off on-demand for 1 year and 55 % for 3 years, from AWS p5 (8x H100) "
                  "reserved instances at -41 % / -56 % (NextPlatform, 2023-07-27) and reservations typically 30-50 % off "
                  "(mercatus-ai, 2026-05)",
        "as_of": "2026-11-01",
    }
    specific = {
        "aws": {
            "1y": 0.38,
            "3y": 0.55,
            "source": "AWS p5 (8x H100) 1-year reserved instance -41 %, 3-year -56 % (NextPlatform, 2023-07-27); "
                      "reservations typically 30-50 % off (mercatus-ai, 2026-05)",
            "as_of": "2026-05-01",
            "notes": "1y = midpoint of 35-41 %; 3y at the low end of 55-56 % because AWS cut P5 on-demand prices by up to 45 % in 2025-06 (usage.ai, 2026), which narrows reserved discounts",
            # the provider's own reserved-instance prices (as reported): used as they are; the other
            # providers' entries are the document's assumption (Assumptions.reserved_discount_1y/_3y)
            "published": True,
        },
        "gcp": dict(default, notes="GCP committed-use discounts are priced per SKU (Google Cloud CUD docs) and were not retrieved; defaults used"),
        "azure": dict(default, notes="Azure reservation rates for GPU sizes not retrieved; defaults used"),
    }
    for p in ("lambda", "nebius", "hyperstack", "verda", "oci", "cudo", "runpod", "jarvislabs", "seeweb", "yotta", "hyperbolic", "fluidstack"):
        specific.setdefault(
            p,
            dict(
                default,
                notes="GPU-cloud reservations: Together AI B200 -58 % reserved vs on-demand (usagepricing.com, 2026); the 35 %/55 % defaults are used",
            ),
        )
    specific["twcc"] = dict(
        default,
        sold=False,  # no 1- or 3-year commitment is offered: on-demand only
        notes="TWCC lists on-demand rates only (per-second billing, no prepay, no termination fee: twcc/man-vip "
              "doc-zh/docs/pricing.mdx): no commitment is offered, so none is priced")
    for p in ("vast", "lium"):
        specific.setdefault(
            p,
            dict(default, notes="marketplace (per-host offers): term discounts vary by host; defaults used as a rough guide"),
        )
    providers_out = OrderedDict()
    for p in sorted(set(providers) | set(specific)):
        providers_out[p] = specific.get(p, dict(default, notes="no provider-specific figure; defaults used"))
    return OrderedDict(default=default, providers=providers_out)


# ---------------------------------------------------------------------------------------------
# owned systems

# ---------------------------------------------------------------------------------------------
# purchase prices in and for Taiwan (purchase_prices_tw.csv)


def month_date(text: str) -> str:
    """'2025-01 (launch 2025-01-30)' -> '2025-01-01'; '2026-01-08' -> '2026-01-08' (a month: its first day)."""
    m = re.match(r"(\d{4}-\d{2})(-\d{2})?", text.strip())
    if not m:
        raise SystemExit(f"purchase price date {text!r}: expected YYYY-MM or YYYY-MM-DD")
    return m.group(1) + (m.group(2) or "-01")


def purchase_target(row: dict[str, str], acc_names: set[str], systems: list[dict[str, Any]]) -> tuple[str, str] | None:
    """('accelerator' | 'system', name or id) a purchase-price row prices; None when the catalog has no such item."""
    gpu = row["gpu"].strip()
    if row["category"].strip() == "consumer GPU card":
        name = f"GeForce {gpu}"
        return ("accelerator", name) if name in acc_names else None
    mem = fnum(row["gpu_memory_gb"])
    item = row["item"].strip()
    for s in systems:
        product = s["name"].split(" (")[0]
        if s.get("unified_memory_gb") == mem and (gpu in s["accelerator"] or s["accelerator"].split(" (")[-1].rstrip(")") in gpu) \
                and (product in item or item.startswith("NVIDIA " + product.removeprefix("NVIDIA "))):
            return ("system", s["id"])
    return None


def apply_purchase_prices(accs: list[dict[str, Any]], systems: list[dict[str, Any]],
                          rows: list[dict[str, str]]) -> list[str]:
    """Purchase prices for Taiwan onto the catalog: a Taiwan suggested retail price (NT$) becomes the card's
    ``price_twd`` (what a document priced in NT$ pays per card); a US list price is checked against the
    catalog's and its source added where it is the same figure (the build stops where it differs: decide
    which to keep here); a street price becomes a note on the card, never its price (one report of "some
    channels", not Taiwan-specific).  Returns a line per row the catalog has no item for."""
    by_name = {a["name"]: a for a in accs}
    by_id = {s["id"]: s for s in systems}
    left: list[str] = []
    for row in rows:
        target = purchase_target(row, set(by_name), systems)
        if target is None:
            left.append(f"{row['item'].strip()}: no such catalog item")
            continue
        kind, key = target
        price, currency = fnum(row["price"]), row["currency"].strip()
        when = month_date(row["as_of"])
        source = public(row["source"].strip())
        ptype = row["price_type"].strip()
        if ptype.startswith("street price"):
            acc = by_name[key]
            acc["notes"] = "; ".join(n for n in [acc.get("notes"), (
                f"street price about US${price:,.0f} in some retail channels on {when}: {source}; not Taiwan-specific "
                "and not used as the price: enter a quote to price the card as bought")] if n)
        elif currency == "TWD":
            acc = by_name[key]
            twd = dict(price_twd=num(row["price"]), price_twd_source=f"Taiwan suggested retail price NT${price:,.0f}, {source}",
                       price_twd_as_of=when)
            items = list(acc.items())  # next to the USD price
            at = next((i + 1 for i, (k, _v) in enumerate(items) if k == "price_as_of"), len(items))
            acc.clear()
            acc.update(items[:at] + list(twd.items()) + items[at:])
        elif kind == "accelerator":
            acc = by_name[key]
            if acc.get("price_usd") != price:
                raise SystemExit(f"{key}: US list price {price} in the purchase-price table, {acc.get('price_usd')} in the catalog")
            acc["price_source"] += f"; the same US${price:,.0f}: {source}, {when[:7]}"
        else:
            system = by_id[key]
            if system.get("total_price_usd") != price:
                raise SystemExit(f"{key}: US list price {price} in the purchase-price table, {system.get('total_price_usd')} in the catalog")
            system["source"] += f"; the same US${price:,.0f}: {source}, {when[:7]}"
    return left


DESKTOP_HOST = (1_200, 150, "assumption (2026-11): desktop host ~US$1,200 (CPU, board, 64 GB RAM, PSU, case, SSD) drawing 150 W, the low end of a 150-500 W host")
WORKSTATION_HOST = (4_000, 350, "assumption (2026-11): workstation host ~US$4,000 (Threadripper/Xeon-W platform, 256 GB RAM, 1.6-2.8 kW PSU) drawing 350 W")
SERVER_HOST = (60_000, 2_500, "8x H100 servers cost ~US$300-350k (v2-pseo-ai, technolynx, 2026), so the host is ~US$60k beside 8 x US$30k GPUs; an 8x H100 node draws ~6.2 kW typical (v2-pseo, 2026); host power 2.5 kW is an assumption")
EDGE_HOST = (1_200, 120, "assumption (2026-11): industrial/line PC host ~US$1,200 drawing 120 W")


def _sys(id_, name, kind, acc, n, link, host, notes="", **kw) -> dict[str, Any]:
    price, power, src = host
    entry = OrderedDict(
        id=id_,
        name=name,
        kind=kind,
        accelerator=acc,
        gpu_count=n,
        link=link,
        host_price_usd=price,
        gpu_price_usd=kw.pop("gpu_price_usd", None),
        total_price_usd=kw.pop("total_price_usd", None),
        host_power_w=power,
        idle_power_w=kw.pop("idle_power_w", None),
        unified_memory_gb=kw.pop("unified_memory_gb", None),
        notes=notes or None,
        source=kw.pop("source", src),
        as_of=kw.pop("as_of", DEFAULT_AS_OF),
    )
    assert not kw, kw
    return entry


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


APPLE_DATE = "2025-06-01"
APPLE_SRC = "Apple Store US list price (configuration as named), as assumed on 2025-06-01"
APPLE_NOTE = (
    "Price = Apple Store US list price for this configuration, ASSUMED from Apple's published pricing as of "
    "2025-06-01 (verify on apple.com). host_power_w = whole-machine power "
    "(the Apple rows have no TDP); ASSUMED unless the note cites Apple support 102027."
)


def build_systems(acc_names: set[str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    desktops = [
        ("GeForce RTX 3060 12GB", "RTX 3060 12GB"),
        ("GeForce RTX 3090", "RTX 3090"),
        ("GeForce RTX 4060 Ti 16GB", "RTX 4060 Ti 16GB"),
        ("GeForce RTX 4070 Ti SUPER", "RTX 4070 Ti SUPER"),
        ("GeForce RTX 4080 SUPER", "RTX 4080 SUPER"),
        ("GeForce RTX 4090", "RTX 4090"),
        ("GeForce RTX 5070 Ti", "RTX 5070 Ti"),
        ("GeForce RTX 5080", "RTX 5080"),
        ("GeForce RTX 5090", "RTX 5090"),
    ]
    for acc, short in desktops:
        out.append(_sys(f"desktop-{slug(short)}", f"Desktop PC, 1x {short}", "desktop", acc, 1, "single", DESKTOP_HOST,
                        "GPU price falls back to the accelerator's launch MSRP; host is an assumption"))
    ws = [
        ("GeForce RTX 3090", "RTX 3090", "pcie_p2p", "NVLink bridge pairs (2-way, 112.5 GB/s) with P2P; 4 GPUs = 2 bridged pairs over PCIe"),
        ("GeForce RTX 4090", "RTX 4090", "pcie", "no NVLink and P2P is off with stock drivers on GeForce 40-series (r/LocalLLaMA user reports, retrieved 2026-11)"),
        ("GeForce RTX 5090", "RTX 5090", "pcie", "no NVLink; P2P is off on GeForce 50-series; 4x 575 W needs a dual-PSU build"),
        ("RTX A4000", "RTX A4000", "pcie_p2p", "workstation cards support PCIe P2P"),
        ("RTX A5000", "RTX A5000", "pcie_p2p", "PCIe P2P; NVLink bridge pairs possible"),
        ("RTX A6000", "RTX A6000", "pcie_p2p", "PCIe P2P; NVLink bridge pairs possible"),
        ("RTX 6000 Ada Generation", "RTX 6000 Ada", "pcie_p2p", "no NVLink; PCIe P2P"),
        ("RTX PRO 6000 Blackwell (Workstation Edition)", "RTX PRO 6000 Blackwell", "pcie_p2p",
         "no NVLink; PCIe 5.0 P2P; NVIDIA publishes no MSRP, so the GPU price is unknown (enter your quote)"),
    ]
    for acc, short, link, note in ws:
        for n in (2, 4):
            out.append(_sys(f"workstation-{n}x-{slug(short)}", f"Workstation, {n}x {short}", "workstation", acc, n, link,
                            WORKSTATION_HOST, note + "; host is an assumption"))
    servers = [
        ("A100 80GB SXM4", "A100 80GB SXM4", "nvswitch", "HGX A100 8-GPU board (NVSwitch); GPU price = used/refurb street price"),
        ("H100 SXM5", "H100 SXM5", "nvswitch", "HGX H100 8-GPU board; 8x $30k + $60k host ~= $300k (8x H100 servers ~$300-350k: v2-pseo-ai, technolynx, 2026)"),
        ("H200 SXM", "H200 SXM", "nvswitch", "HGX H200 8-GPU board"),
        ("L40S", "L40S", "pcie_p2p", "PCIe server, no NVLink; no street price in the sources (enter your quote)"),
        ("A100 80GB PCIe", "A100 80GB PCIe", "pcie_p2p", "PCIe server (NVLink bridges pair GPUs 2-way only)"),
        ("RTX PRO 6000 Blackwell (Workstation Edition)", "RTX PRO 6000 Blackwell", "pcie_p2p",
         "PCIe server (Server Edition cards in practice); no official MSRP, GPU price unknown (enter your quote)"),
    ]
    for acc, short, link, note in servers:
        out.append(_sys(f"server-8x-{slug(short)}", f"8-GPU server, 8x {short}", "server", acc, 8, link, SERVER_HOST,
                        note + "; host price and power are assumptions sized from the 8x H100 anchor"))
    # edge / line PC: only parts present in the accelerator catalog (no Jetson or RTX A2000 row exists)
    out.append(_sys("edge-rtx-4060-ti-16gb", "Edge/line PC, 1x RTX 4060 Ti 16GB", "edge", "GeForce RTX 4060 Ti 16GB", 1, "single",
                    EDGE_HOST, "compact line PC with a 165 W consumer card; no Jetson or RTX A2000 in the accelerator catalog"))
    out.append(_sys("edge-rtx-4000-ada", "Edge/line PC, 1x RTX 4000 Ada (single slot)", "edge", "RTX 4000 Ada Generation", 1,
                    "single", EDGE_HOST, "single-slot 130 W workstation card for small industrial PCs"))
    # DGX Spark: a whole machine sold at one price
    if "DGX Spark (GB10)" in acc_names:
        out.append(_sys("dgx-spark", "NVIDIA DGX Spark (GB10, 128 GB)", "desktop", "DGX Spark (GB10)", 1, "unified",
                        (0, 100, ""), "whole machine at the Founders Edition list price ($3,999); host_power_w ASSUMED (240 W PSU; GB10 SoC 140 W is the accelerator TDP)",
                        total_price_usd=3999, unified_memory_gb=128,
                        source="NVIDIA DGX Spark Founders Edition list price US$3,999, 2025-10 (ai-infrastructure.net/dgx-spark, checked "
                               "against the NVIDIA DGX Spark product page, retrieved 2026-11); host power: assumption",
                        as_of="2025-10-15"))
    # Apple machines
    apple = [
        ("mac-mini-m4-32gb", "Mac mini (M4, 10-core GPU, 32 GB)", "Apple M4", 32, 999, 65, None, "Mac mini M4 base $599 (16 GB) + 32 GB option"),
        ("mac-mini-m4-pro-64gb", "Mac mini (M4 Pro, 64 GB)", "Apple M4 Pro", 64, 1999, 140, None, "Mac mini M4 Pro base $1,399 (24 GB) + 64 GB option"),
        ("mac-studio-m2-ultra-192gb", "Mac Studio (M2 Ultra, 60-core GPU, 192 GB)", "Apple M2 Ultra", 192, 5599, 295, 10,
         "2023 model (discontinued 2025): $3,999 base (64 GB) + 192 GB option; idle 10 W / max 295 W wall power per Apple support article 102027 (2023)"),
        ("mac-studio-m3-ultra-512gb", "Mac Studio (M3 Ultra, 80-core GPU, 512 GB)", "Apple M3 Ultra", 512, 9499, 480, None,
         "512 GB requires the 80-core GPU M3 Ultra; host_power_w ASSUMED = 480 W PSU rating (upper bound)"),
        ("mac-studio-m3-ultra-256gb", "Mac Studio (M3 Ultra, 60-core GPU, 256 GB)", "Apple M3 Ultra", 256, 5599, 480, None,
         "host_power_w ASSUMED = 480 W PSU rating (upper bound)"),
        ("mac-studio-m3-ultra-96gb", "Mac Studio (M3 Ultra, 60-core GPU, 96 GB)", "Apple M3 Ultra", 96, 3999, 480, None,
         "base M3 Ultra configuration; host_power_w ASSUMED = 480 W PSU rating (upper bound)"),
        ("mac-studio-m4-max-128gb", "Mac Studio (M4 Max, 40-core GPU, 128 GB)", "Apple M4 Max", 128, 3499, 270, None,
         "128 GB requires the 16-core CPU / 40-core GPU M4 Max; host_power_w ASSUMED"),
        ("macbook-pro-16-m4-max-128gb", "MacBook Pro 16-inch (M4 Max, 40-core GPU, 128 GB)", "Apple M4 Max", 128, 4999, 140, None,
         "laptop; host_power_w ASSUMED = 140 W charger rating"),
        ("macbook-pro-16-m3-max-128gb", "MacBook Pro 16-inch (M3 Max, 40-core GPU, 128 GB)", "Apple M3 Max", 128, 4999, 140, None,
         "2023 model (discontinued); list price at the time; host_power_w ASSUMED = 140 W charger rating"),
    ]
    for id_, name, acc, mem, price, power, idle, note in apple:
        src = APPLE_SRC
        if idle is not None:
            src += "; power: Apple support article 102027, Mac Studio power consumption (2023)"
        out.append(_sys(id_, name, "apple", acc, 1, "unified", (0, power, ""), f"{note}. {APPLE_NOTE}",
                        total_price_usd=price, unified_memory_gb=mem, idle_power_w=idle, source=src, as_of=APPLE_DATE))
    for s in out:
        if s["accelerator"] not in acc_names:
            raise SystemExit(f"system {s['id']} uses unknown accelerator {s['accelerator']!r}")
    return out


# ---------------------------------------------------------------------------------------------
# models

SHARED_EXPERTS = {"DeepSeek-V3": 1, "DeepSeek-R1": 1, "DeepSeek-V2": 2, "DeepSeek-V2-Lite": 2,
                  "Llama 4 Scout": 1, "Llama 4 Maverick": 1, "Qwen3-30B-A3B": 0}

#: (layers with a dense MLP, its intermediate size, public source) of mixture-of-experts models whose
#: layers are not all MoE layers (engine.shape.arch_param_count).
DENSE_LAYERS = {
    "DeepSeek-V3": (3, 18432, "deepseek-ai/DeepSeek-V3 config.json: first_k_dense_replace 3, intermediate_size 18432"),
    "DeepSeek-R1": (3, 18432, "deepseek-ai/DeepSeek-R1 config.json: first_k_dense_replace 3, intermediate_size 18432"),
    "DeepSeek-V2": (1, 12288, "deepseek-ai/DeepSeek-V2 config.json: first_k_dense_replace 1, intermediate_size 12288"),
    "DeepSeek-V2-Lite": (1, 10944, "deepseek-ai/DeepSeek-V2-Lite config.json: first_k_dense_replace 1, "
                                   "intermediate_size 10944"),
    "Llama 4 Maverick": (24, 16384, "meta-llama/Llama-4-Maverick-17B-128E-Instruct config.json (text_config): "
                                    "interleave_moe_layer_step 2 (24 of 48 layers MoE), intermediate_size_mlp 16384"),
}

#: Active parameters counted as the engine counts them (with the input embedding, which
#: ``engine.compute`` takes out again for FLOPs) where the publisher leaves the embedding out.
#: gpt-oss model card (OpenAI, arXiv:2508.10925) Table 1: 3.61 B / 5.13 B active "excluding the
#: embedding"; the input embedding is 201,088 x 2,880 = 0.58 B (config.json vocab_size, hidden_size).
ACTIVE_WITH_EMBEDDING = {
    "gpt-oss-20b": (4.19, "active_params_b 4.19 = 3.61 B active per the gpt-oss model card (arXiv:2508.10925, "
                          "input embedding excluded) + the 0.58 B input embedding (201,088 x 2,880)"),
    "gpt-oss-120b": (5.71, "active_params_b 5.71 = 5.13 B active per the gpt-oss model card (arXiv:2508.10925, "
                           "input embedding excluded) + the 0.58 B input embedding (201,088 x 2,880)"),
}

#: Active parameters where models.csv has the nominal figure of the name ("A3B") and the publisher a
#: more exact one: (active_params_b, note, source).  Qwen3-30B-A3B: 3.3 B activated, as its config
#: counts (48 layers of attention + 8 of 128 experts of width 768, with the embedding and LM head:
#: 3.35 B) and as its twin Qwen3-Coder-30B-A3B's card states.
PUBLISHED_ACTIVE = {
    "Qwen3-30B-A3B": (3.3, "active_params_b 3.3 = '30.5B total parameters with 3.3B activated per token' "
                           "(vLLM Ascend tutorial, Qwen3-30B-A3B; the same figure as the Qwen3-Coder-30B-A3B card), "
                           "not the nominal 3 of the name",
                      "docs.vllm.ai/projects/ascend tutorials/models/Qwen3-30B-A3B (30.5B total, 3.3B activated)"),
}

#: (window, share of layers, public source) of sliding-window attention, from each model's
#: config.json on Hugging Face.  The share is exact for the layer count: Gemma 2 and gpt-oss
#: alternate local and full layers; Gemma 3's ``sliding_window_pattern`` 6 makes layer i global
#: when (i + 1) % 6 == 0 (transformers ``Gemma3TextConfig.layer_types``), so 34 layers have 29
#: local ones, 48 have 40 and 62 have 52.
_GEMMA2 = ("sliding_window {w} and layers alternating local / global (transformers Gemma2Config.layer_types: "
           "even layers sliding)")
_GEMMA3 = ("sliding_window 1024, sliding_window_pattern 6: layer i global when (i + 1) % 6 == 0 "
           "(transformers Gemma3TextConfig.layer_types), {n} of {L} layers local")
SLIDING = {
    "Mistral 7B": (4096, 1.0, "huggingface.co/mistralai/Mistral-7B-v0.1 config.json: sliding_window 4096 on every "
                   "layer (v0.2 and later set it to null)"),
    "Breeze-7B": (4096, 1.0, "huggingface.co/MediaTek-Research/Breeze-7B-Base-v1_0 config.json: sliding_window 4096"),
    "Gemma 2 2B": (4096, 13 / 26, "huggingface.co/google/gemma-2-2b config.json: " + _GEMMA2.format(w=4096)),
    "Gemma 2 9B": (4096, 21 / 42, "huggingface.co/google/gemma-2-9b config.json: " + _GEMMA2.format(w=4096)),
    "Gemma 2 27B": (4096, 23 / 46, "huggingface.co/google/gemma-2-27b config.json: " + _GEMMA2.format(w=4096)),
    "Gemma 3 4B": (1024, 29 / 34, "huggingface.co/google/gemma-3-4b-it config.json (text_config): "
                   + _GEMMA3.format(n=29, L=34)),
    "Gemma 3 12B": (1024, 40 / 48, "huggingface.co/google/gemma-3-12b-it config.json (text_config): "
                    + _GEMMA3.format(n=40, L=48)),
    "Gemma 3 27B": (1024, 52 / 62, "huggingface.co/google/gemma-3-27b-it config.json (text_config): "
                    + _GEMMA3.format(n=52, L=62)),
    "gpt-oss-20b": (128, 12 / 24, "huggingface.co/openai/gpt-oss-20b config.json: sliding_window 128, layer_types "
                    "12 x [sliding_attention, full_attention] (attention sinks keep no extra KV)"),
    "gpt-oss-120b": (128, 18 / 36, "huggingface.co/openai/gpt-oss-120b config.json: sliding_window 128, layer_types "
                     "18 x [sliding_attention, full_attention] (attention sinks keep no extra KV)"),
}

#: Image encoders of vision-language models (domain.project.VisionTower), from each model's
#: config.json ``vision_config`` on Hugging Face: held in memory beside the language model and run
#: once per image (engine.shape.vision_counts).
_SIGLIP_GEMMA3 = OrderedDict(layers=27, hidden=1152, ffn=4304, gated_mlp=False, patch_size=14, image_size=896,
                             merge=1, tokens_per_image=256)
_LLAMA4_VISION = OrderedDict(layers=34, hidden=1408, ffn=5632, gated_mlp=False, patch_size=14, image_size=336,
                             merge=4)
_GEMMA3_VISION_SRC = ("config.json vision_config (SigLIP: num_hidden_layers 27, hidden_size 1152, intermediate_size "
                      "4304, patch_size 14, image_size 896) and mm_tokens_per_image 256")
_LLAMA4_VISION_SRC = ("config.json vision_config: num_hidden_layers 34, hidden_size 1408, intermediate_size 5632, "
                      "patch_size 14, image_size 336 per tile, pixel_shuffle_ratio 0.5 (4 patches per token)")
VISION = {
    "Gemma 3 4B": (_SIGLIP_GEMMA3, "huggingface.co/google/gemma-3-4b-it " + _GEMMA3_VISION_SRC),
    "Gemma 3 12B": (_SIGLIP_GEMMA3, "huggingface.co/google/gemma-3-12b-it " + _GEMMA3_VISION_SRC),
    "Gemma 3 27B": (_SIGLIP_GEMMA3, "huggingface.co/google/gemma-3-27b-it " + _GEMMA3_VISION_SRC),
    "Llama 4 Scout": (_LLAMA4_VISION, "huggingface.co/meta-llama/Llama-4-Scout-17B-16E-Instruct " + _LLAMA4_VISION_SRC),
    "Llama 4 Maverick": (_LLAMA4_VISION, "huggingface.co/meta-llama/Llama-4-Maverick-17B-128E-Instruct "
                         + _LLAMA4_VISION_SRC),
}

#: Parameter counts for rows without params_b that are better taken from a published figure.
PUBLISHED_PARAMS = {
    "BERT-Tiny": (0.0044, "google-research/bert README / Turc et al. 2019 'Well-Read Students Learn Better' (4.4M); matches computed 4.39M with vocab 30522"),
    "BERT-Mini": (0.0113, "Turc et al. 2019 (11.3M); matches computed 11.2M with vocab 30522"),
    "BERT-Small": (0.0291, "Turc et al. 2019 (29.1M); matches computed 28.8M with vocab 30522"),
    "BERT-Medium": (0.0417, "Turc et al. 2019 (41.7M); matches computed 41.4M with vocab 30522"),
}


def decoder_params(layers, hidden, heads, kv_heads, head_dim, ffn, vocab, tied, gated, experts=None) -> float:
    head_dim = head_dim or hidden // heads
    kv_heads = kv_heads or heads
    attn = hidden * heads * head_dim * 2 + 2 * hidden * kv_heads * head_dim
    mlp = (3 if gated else 2) * hidden * ffn * (experts or 1)
    norms = 2 * hidden
    emb = vocab * hidden * (1 if tied else 2)
    return layers * (attn + mlp + norms) + emb + hidden


def t5_params(layers, d, heads, d_kv, ffn, vocab, gated=False) -> float:
    inner = heads * d_kv
    attn = 4 * d * inner
    ff = (3 if gated else 2) * d * ffn
    enc = layers * (attn + ff + 2 * d)
    dec = layers * (2 * attn + ff + 3 * d)
    return enc + dec + vocab * d + 2 * d


def model_params(row: dict[str, str]) -> tuple[float, str] | None:
    name = row["name"]
    if name in PUBLISHED_PARAMS:
        return PUBLISHED_PARAMS[name]
    layers, hidden, heads = inum(row["layers"]), inum(row["hidden"]), inum(row["heads"])
    ffn, vocab = inum(row["ffn"]), inum(row["vocab"])
    if not (layers and hidden and heads and ffn and vocab):
        return None
    if row["family"] == "encoder_decoder" and name.startswith("T5"):
        d_kv = inum(row["head_dim"]) or 64
        p = t5_params(layers, hidden, heads, d_kv, ffn, vocab)
        return p / 1e9, (
            f"computed from the arch: T5 v1.0 encoder-decoder, d_kv={d_kv} (T5 default), shared embeddings, "
            f"enc L*(4*d*h*dkv + 2*d*ffn) + dec L*(8*d*h*dkv + 2*d*ffn) + vocab*d = {p/1e6:.1f}M"
        )
    if row["family"] == "decoder_llm":
        tied = boolean(row["tied_embeddings"])
        assumed = ""
        if tied is None:
            tied = True
            assumed = " (tied embeddings ASSUMED, as in the released MPT checkpoints)"
        gated = bool(boolean(row["gated_mlp"]))
        p = decoder_params(layers, hidden, heads, inum(row["kv_heads"]), inum(row["head_dim"]), ffn, vocab, tied, gated)
        return p / 1e9, (
            f"computed from the arch: L*(q,k,v,o + {'3' if gated else '2'}*hidden*ffn + norms) + "
            f"vocab*hidden*{'1' if tied else '2'} = {p/1e9:.3f}B{assumed}; biases ignored"
        )
    return None


def gflops(row: dict[str, str]) -> tuple[float | None, str | None]:
    value = fnum(row["gflops_per_sample"])
    if value is None:
        return None, None
    notes = row["notes"]
    low = notes.lower()
    if "ultralytics" in low and "is flops" in low:
        return value, "gflops_per_sample as published (Ultralytics FLOPs, already multiply-adds x2)"
    if "torchvision" in low or "gmacs" in low or "multiply-add counted once" in low:
        return round(value * 2, 6), f"gflops_per_sample = 2 x {value} published GMACs (torchvision convention counts a multiply-add once)"
    raise SystemExit(f"model {row['name']!r}: cannot tell the FLOPs convention of gflops_per_sample")


#: pycls (facebookresearch/pycls) MODEL_ZOO.md, the model zoo of Radosavovic et al., "Designing Network
#: Design Spaces" (CVPR 2020): 'acts (M)' = the outputs of every convolution, pooling and linear layer of
#: one 224-px image (pycls/models/blocks.py conv2d_cx / pool2d_cx / linear_cx).  Same architectures as
#: the torchvision presets.
PYCLS_ACTS_SOURCE = "facebookresearch/pycls MODEL_ZOO.md 'acts (M)' column (Radosavovic et al., CVPR 2020, arXiv:2003.13678)"
PYCLS_ACTS = {"ResNet-50": 11.1, "ResNet-101": 16.2, "EfficientNet-B0": 6.7}
PYCLS_RESNEXT50_ACTS = 14.4  # ResNeXt-50 32x4d at 224 px, same table


def retinanet_mlperf_acts() -> tuple[float, str]:
    """Activations of MLPerf's RetinaNet (ResNeXt50-32x4d FPN, 800x800, 264 classes, 9 anchors), counted
    as pycls counts them: the backbone's published 14.4M at 224 px scaled to 800 px (every feature map
    grows with the pixel count: 800/224 squared), plus the FPN and head convolutions' outputs."""
    backbone = PYCLS_RESNEXT50_ACTS * 1e6 * (800 / 224) ** 2
    levels = [100 * 100, 50 * 50, 25 * 25, 13 * 13, 7 * 7]  # P3-P7 positions at 800 px (strides 8-128)
    fpn = 256 * (2 * sum(levels[:3]) + levels[3] + levels[4])  # 1x1 lateral + 3x3 output on P3-P5; P6, P7
    per_position = 4 * 256 + 9 * 264 + 4 * 256 + 9 * 4  # classification and regression towers + outputs
    heads = per_position * sum(levels)
    total = backbone + fpn + heads
    how = (f"activations_m COMPUTED as pycls counts them: backbone {PYCLS_RESNEXT50_ACTS}M (pycls ResNeXt-50 at 224 px) "
           f"x (800/224)^2 = {backbone / 1e6:.1f}M, FPN {fpn / 1e6:.2f}M (256-channel 1x1 and 3x3 outputs on P3-P5, P6, P7), "
           f"heads {heads / 1e6:.1f}M (4 x 256 + 9 x 264 classification and 4 x 256 + 9 x 4 regression outputs at each of "
           f"{sum(levels):,} positions): {total / 1e6:.1f}M per 800x800 image")
    return round(total / 1e6, 1), how


#: The latent-diffusion UNets (openaimodel.UNetModel of CompVis/Stability-AI), as their released
#: configs (the same files the presets' sources cite) give them: model_channels, channel_mult,
#: num_res_blocks 2, the levels with spatial transformers and their depth (the middle block's
#: depth), cross-attention context width and length, latent side.  One forward at that size.
UNET_CONFIGS = {
    "Stable Diffusion 1.5 UNet": dict(mult=(1, 2, 4, 4), attn=(0, 1, 2), depth=(1, 1, 1, 1), mid=1, ctx=768, side=64,
                                      adm=0, cfg="CompVis/stable-diffusion@36de52c configs/stable-diffusion/v1-inference.yaml"),
    "Stable Diffusion 2 UNet": dict(mult=(1, 2, 4, 4), attn=(0, 1, 2), depth=(1, 1, 1, 1), mid=1, ctx=1024, side=64,
                                    adm=0, cfg="Stability-AI/stablediffusion@8284465 configs/stable-diffusion/v2-inference.yaml"),
    "SDXL UNet": dict(mult=(1, 2, 4), attn=(1, 2), depth=(1, 2, 10), mid=10, ctx=2048, side=128, adm=2816,
                      cfg="Stability-AI/generative-models@3df5c81 configs/inference/sd_xl_base.yaml"),
}


def unet_count(mult, attn, depth, mid, ctx, side, adm, mc=320, n_res=2, ctx_len=77, in_ch=4, temb=1280, **_):
    """(forward multiply-adds, parameters) of a latent-diffusion UNet: every convolution (3x3 in the
    residual blocks, 1x1 skips where the width changes, the stride-2 downsamplers and the upsamplers'
    convolutions), every projection of the spatial transformers (proj_in/out, self- and cross-attention
    q, k, v, out, the GEGLU feed-forward of 4 x width) and the attention matmuls (QK^T and AV over the
    latent positions, and over the 77 context tokens); norms, biases and the timestep MLP's work left out."""
    macs = 0
    params = in_ch * mc * 9 + mc * temb + temb * temb + (adm * temb + temb * temb if adm else 0)

    def conv(hw, ci, co, k=9):
        nonlocal macs, params
        macs += hw * ci * co * k
        params += ci * co * k

    def res(hw, ci, co):
        nonlocal params
        conv(hw, ci, co)
        conv(hw, co, co)
        params += temb * co  # the timestep embedding's projection
        if ci != co:
            conv(hw, ci, co, 1)

    def transformer(hw, ch, d):
        nonlocal macs, params
        per = 2 * ch * ch  # proj_in, proj_out
        for _ in range(d):
            per += 4 * ch * ch + 2 * ch * ch + 12 * ch * ch  # self q,k,v,o; cross q,o; GEGLU (8ch + 4ch)
            macs += 2 * ctx_len * ctx * ch  # cross-attention k, v of the context
            params += 2 * ctx * ch
            macs += 2 * hw * hw * ch + 2 * hw * ctx_len * ch  # QK^T and AV, self and cross
        macs += hw * per
        params += per

    hw = side * side
    conv(hw, in_ch, mc)
    skips, ch = [mc], mc
    for level, m in enumerate(mult):
        for _ in range(n_res):
            res(hw, ch, m * mc)
            ch = m * mc
            if level in attn:
                transformer(hw, ch, depth[level])
            skips.append(ch)
        if level != len(mult) - 1:
            conv(hw // 4, ch, ch)
            hw //= 4
            skips.append(ch)
    res(hw, ch, ch)
    transformer(hw, ch, mid)
    res(hw, ch, ch)
    for level, m in reversed(list(enumerate(mult))):
        for _ in range(n_res + 1):
            res(hw, ch + skips.pop(), m * mc)
            ch = m * mc
            if level in attn:
                transformer(hw, ch, depth[level])
        if level != 0:
            conv(hw * 4, ch, ch)
            hw *= 4
    conv(side * side, mc, in_ch)
    return macs, params


def unet_flops(name: str, params_b: float | None) -> tuple[float | None, str | None, str | None]:
    """(gflops_per_sample, note, source) of a diffusion UNet preset: one forward at its latent size,
    counted from its released config; the same count's parameters are checked against the preset's."""
    c = UNET_CONFIGS.get(name)
    if c is None:
        return None, None, None
    macs, params = unet_count(**c)
    if params_b and abs(params / 1e9 - params_b) > 0.02 * params_b:
        raise SystemExit(f"model {name!r}: the UNet count gives {params / 1e9:.3f}B parameters, not {params_b}B")
    gf = round(2 * macs / 1e9, 1)
    side = c["side"]
    note = (f"gflops_per_sample COMPUTED from the UNet config ({c['cfg'].split(' ', 1)[1]}): {macs / 1e9:.1f} G multiply-adds "
            f"= {gf} GFLOPs per UNet forward of one {side}x{side} latent ({side * 8}x{side * 8} image), counting every "
            f"convolution, transformer projection and attention matmul; the same count gives {params / 1e6:.0f}M parameters "
            f"(published {params_b * 1000:.0f}M)" + (
                "; without the attention matmuls it is 338.6 G multiply-adds, the 339 G MACs per U-Net step "
                "BK-SDM reports for SD v1.4 at 512x512 (Kim et al. 2023, arXiv:2305.15798, Table 1)"
                if name == "Stable Diffusion 1.5 UNet" else "") +
            ". A training sample is one image at one timestep (one forward and backward); a generated image takes one "
            "forward per denoising step, two with classifier-free guidance (the recipe's denoising steps and guidance). "
            "VAE and text encoders not counted")
    source = f"gflops_per_sample: computed from {c['cfg']}"
    return gf, note, source


def activations(name: str) -> tuple[float | None, str | None, str | None]:
    """(activations_m, note, source) of a model whose activations were published or computed."""
    if name in PYCLS_ACTS:
        return PYCLS_ACTS[name], f"activations_m {PYCLS_ACTS[name]} from pycls MODEL_ZOO.md at 224 px", PYCLS_ACTS_SOURCE
    if name == "RetinaNet ResNeXt50-32x4d FPN (MLPerf)":
        value, how = retinanet_mlperf_acts()
        return value, how, f"activations_m: {PYCLS_ACTS_SOURCE} (ResNeXt-50 backbone) + computed FPN and heads"
    return None, None, None


def build_models(rows: list[dict[str, str]]) -> list[dict[str, Any]]:
    out = []
    for row in rows:
        name = row["name"].strip()
        notes = [row["notes"].strip()] if row["notes"].strip() else []
        source = row["source"].strip()
        params = fnum(row["params_b"])
        if params is None:
            computed = model_params(row)
            if computed is None:
                raise SystemExit(f"model {name!r}: no params_b and cannot compute it")
            params, how = computed
            params = round(params, 6)
            notes.append(f"params_b: {how}")
            source += f"; params_b: {how.split(':')[0] if how.startswith('computed') else how}"
        arch = None
        layers, hidden, heads = inum(row["layers"]), inum(row["hidden"]), inum(row["heads"])
        if layers and hidden and heads:
            kv = inum(row["kv_heads"])
            attention = row["attention"].strip() or ("mqa" if kv == 1 else "gqa" if kv and kv < heads else "mha")
            window = SLIDING.get(name)
            arch = OrderedDict(
                layers=layers,
                hidden=hidden,
                heads=heads,
                kv_heads=kv,
                head_dim=inum(row["head_dim"]),
                ffn=inum(row["ffn"]),
                vocab=inum(row["vocab"]),
                tied_embeddings=boolean(row["tied_embeddings"]),
                gated_mlp=boolean(row["gated_mlp"]),
                experts=inum(row["experts"]),
                experts_per_token=inum(row["experts_per_token"]),
                shared_experts=SHARED_EXPERTS.get(name),
                dense_layers=DENSE_LAYERS[name][0] if name in DENSE_LAYERS else None,
                dense_ffn=DENSE_LAYERS[name][1] if name in DENSE_LAYERS else None,
                attention=attention,
                kv_lora_rank=inum(row["kv_lora_rank"]),
                rope_head_dim=inum(row["rope_head_dim"]),
                max_context=inum(row["max_context"]),
                sliding_window=window[0] if window else None,
                sliding_window_layers=round(window[1], 6) if window else None,
            )
            if name in DENSE_LAYERS:
                notes.append(f"dense layers from {DENSE_LAYERS[name][2]}.")
                source += f"; dense layers: {DENSE_LAYERS[name][2].split(':')[0]}"
            if window:
                if abs(window[1] * layers - round(window[1] * layers)) > 1e-9:
                    raise SystemExit(f"model {name!r}: sliding-window share {window[1]} is not a whole number of layers")
                notes.append(f"sliding_window from {window[2]}.")
                source += f"; sliding window: {window[2].split(':')[0]}"
        gf, gf_note = gflops(row)
        if gf_note:
            notes.append(gf_note)
        if gf is None:
            gf, unet_note, unet_source = unet_flops(name, params)
            if unet_note:
                notes = [n.replace(" gflops not read in a source.", "").replace(" gflops not read.", "") for n in notes]
                notes.append(unet_note + ".")
                source += f"; {unet_source}"
        acts, acts_note, acts_source = activations(name)
        if acts_note:
            if notes and not notes[-1].endswith("."):
                notes[-1] += "."
            notes.append(acts_note + ".")
            source += f"; {acts_source}"
        active = fnum(row["active_params_b"])
        if name in ACTIVE_WITH_EMBEDDING:
            active, how = ACTIVE_WITH_EMBEDDING[name]
            notes.append(how + ".")
            source += "; active parameters: gpt-oss model card (arXiv:2508.10925) Table 1"
        if name in PUBLISHED_ACTIVE:
            active, how, where = PUBLISHED_ACTIVE[name]
            notes.append(how + ".")
            source += f"; active parameters: {where}"
        aliases = [a.strip() for a in row["aliases"].split(";") if a.strip()]
        spec = OrderedDict(
            name=name,
            preset=name,
            family=row["family"].strip(),
            params_b=params,
            active_params_b=active,
            arch=arch,
            gflops_per_sample=gf,
            input_size=row["input_size"].strip() or None,
            activations_m=acts,
            source=source,
        )
        if name in VISION:
            spec["vision"] = OrderedDict(VISION[name][0])
            notes.append(f"image encoder from {VISION[name][1]}.")
            spec["source"] = source = source + f"; image encoder: {VISION[name][1].split(' config.json')[0]} config.json"
        out.append(OrderedDict(spec=spec, aliases=aliases, notes=" ".join(notes) or None,
                               source=dated(source), as_of=DEFAULT_AS_OF))
    return out + extra_models()


def extra_models() -> list[dict[str, Any]]:
    """Presets the example scenarios need that models.csv lacks, with computed sizes."""
    out = []
    # LSTM sensor model: 2 layers, hidden 256, 32 input features, sequence of 128 steps, linear head.
    h, x, steps, outputs = 256, 32, 128, 1
    l1 = 4 * (h * (h + x) + h)
    l2 = 4 * (h * (h + h) + h)
    head = h * outputs + outputs
    params = l1 + l2 + head
    flops = 2 * (l1 + l2) * steps + 2 * head
    out.append(OrderedDict(
        spec=OrderedDict(
            name="LSTM sensor model (2x256)",
            preset="LSTM sensor model (2x256)",
            family="rnn",
            params_b=round(params / 1e9, 9),
            gflops_per_sample=round(flops / 1e9, 6),
            input_size=f"{steps} time steps x {x} sensor features",
            source="computed: 4·(h·(h+x)+h) per layer",
        ),
        aliases=["LSTM", "LSTM 2x256", "sensor LSTM", "2-layer LSTM 256"],
        notes=(
            f"Generic 2-layer LSTM (hidden {h}) over {x} sensor features, {steps} steps per sample, linear head to {outputs} output. "
            f"params = 4·(h·(h+x)+h) per layer (one bias per gate; PyTorch keeps two, +{2 * 4 * h} params) "
            f"= {l1:,} + {l2:,} + head {head} = {params:,}. FLOPs per sample = 2 x recurrent params x steps = {flops/1e9:.4f} GFLOP."
        ),
        source="computed: 4·(h·(h+x)+h) per layer",
        as_of=DEFAULT_AS_OF,
    ))
    # Two-tower recommender: 1M users, 200k items, 64-dim embeddings, towers 64->256->128.
    users, items, dim = 1_000_000, 200_000, 64
    tower = (dim * 256 + 256) + (256 * 128 + 128)
    emb = (users + items) * dim
    params = emb + 2 * tower
    flops = 2 * (2 * tower) + 2 * 128  # two tower MLPs + the dot product; lookups are memory, not FLOPs
    out.append(OrderedDict(
        spec=OrderedDict(
            name="Two-tower recommender (small)",
            preset="Two-tower recommender (small)",
            family="other",
            params_b=round(params / 1e9, 9),
            gflops_per_sample=round(flops / 1e9, 9),
            input_size="one (user, item) pair",
            source="computed: embeddings (users+items)·dim + 2 towers (64->256->128 MLP)",
        ),
        aliases=["two-tower", "recommender", "two tower recommender", "recsys small"],
        notes=(
            f"Illustrative retrieval model: {users:,} user and {items:,} item embeddings of {dim} dims "
            f"({emb:,} params, dominate memory), two MLP towers {dim}->256->128 ({tower:,} params each), dot-product score. "
            f"Total {params:,} params. FLOPs per pair = 2 x tower params x 2 + dot = {flops:,} (embedding lookups are "
            "memory-bound, not counted). Training time is dominated by data loading and embedding updates; scale the "
            "embedding tables to your catalogue."
        ),
        source="computed: embeddings (users+items)·dim + 2 towers (64->256->128 MLP)",
        as_of=DEFAULT_AS_OF,
    ))
    return out


# ---------------------------------------------------------------------------------------------
# regions


def build_regions() -> list[dict[str, Any]]:
    return [
        OrderedDict(
            id="taiwan",
            label="Taiwan (NT$)",
            currency="TWD",
            usd_to_twd=31.5,
            electricity_twd_per_kwh=4.1,
            electricity_usd_per_kwh=round(4.1 / 31.5, 4),
            electricity_hv_twd_per_kwh=4.3,
            pue_desk=1.3,
            pue_server_room=1.8,
            pue_colocation=1.4,
            notes=(
                "Office/lab on the commercial tariff NT$4.1/kWh (Taipower small-business average NT$4.07/kWh from 2025-10-01), "
                "factory/HV customer NT$4.3/kWh (industrial average NT$4.29/kWh from 2024-10-16, unchanged in 2025); summer +10 % "
                "and a TOU off-peak option are user choices. 31.5 TWD/USD default, 2025-26 range 29.6-33.4. "
                "PUE: desk 1.3 and company server room 1.8 (assumptions), colocation 1.4 (Taiwan MOEA limit for new sites, 2025-11)."
            ),
            source=("Taipower tariff reviews effective 2024-10-16 and 2025-10-01 (Taipei Times 2024-10-01; udn 2025-09-19/20, cnyes); "
                    "NT$/US$ rates 2025-05 to 2026-03 (Liberty Times, CNA, udn, cnyes); PUE: Taiwan MOEA Energy Administration "
                    "data-centre rule from 2025-11-05 (udn, Liberty Times 2025-11-04), Uptime Institute survey 2024"),
            as_of="2025-10-01",
        ),
        OrderedDict(
            id="us",
            label="United States (US$)",
            currency="USD",
            usd_to_twd=31.5,
            electricity_twd_per_kwh=round(0.13 * 31.5, 4),
            electricity_usd_per_kwh=0.13,
            pue_desk=1.3,
            pue_server_room=1.8,
            pue_colocation=1.4,
            notes=(
                "Electricity US$0.13/kWh = commercial average, ASSUMED from EIA Electric Power Monthly, commercial average 2025 "
                "(enter your own tariff). electricity_twd_per_kwh = 0.13 x 31.5. "
                "PUE defaults as for Taiwan."
            ),
            source=("EIA Electric Power Monthly, commercial average 2025 (assumption); NT$/US$ rates 2025-05 to 2026-03 "
                    "(Liberty Times, CNA, udn, cnyes); PUE as for Taiwan (Uptime Institute survey 2024; Taiwan MOEA rule 2025-11)"),
            as_of="2025-12-31",
        ),
    ]


# ---------------------------------------------------------------------------------------------
# main


def check_public(kind: str, value: Any, where: str = "") -> None:
    """Refuse any text that cites the unshipped research notes or reference tables."""
    if isinstance(value, dict):
        for key, item in value.items():
            check_public(kind, item, f"{where}.{key}" if where else str(key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            check_public(kind, item, f"{where}[{i}]")
    elif isinstance(value, str):
        m = INTERNAL_CITATION.search(value)
        if m:
            raise SystemExit(f"{kind} {where}: cites {m.group(0)!r}, which users do not have; cite the public source: {value!r}")


def validate(kind: str, entries: list[dict[str, Any]], model) -> None:
    for i, entry in enumerate(entries):
        try:
            model.model_validate(entry)
        except Exception as exc:  # pragma: no cover - build-time guard
            raise SystemExit(f"{kind}[{i}] {entry.get('name') or entry.get('instance_type')}: {exc}")


def write(path: Path, key: str, entries: Any, comment: str) -> None:
    doc = OrderedDict()
    doc["$comment"] = comment
    doc["schema_version"] = 1
    doc[key] = entries
    text = json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reference", nargs="?", default=str(ROOT.parent / "shared" / "reference"),
                        help="folder with accelerators.csv, cloud_gpu_instances.csv, models.csv (default ../shared/reference)")
    parser.add_argument("--out", default=str(ROOT / "catalogs"), help="output folder (default catalogs/)")
    args = parser.parse_args(argv)
    ref = Path(args.reference)
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)

    acc_rows = read_csv(ref / "accelerators.csv")
    cloud_rows = read_csv(ref / "cloud_gpu_instances.csv")
    model_rows = read_csv(ref / "models.csv")
    asia_path = ref / "cloud_gpu_instances_asia.csv"
    asia, left_out = asia_rows(read_csv(asia_path)) if asia_path.exists() else ([], [])
    taiwan_gcp = frozenset(r["instance_type"].strip() for r in asia
                           if r["provider"].strip() == "gcp" and r["region"].strip() == "asia-east1")
    left_out = [f"{r['provider']}:{r['instance_type']} ({r['region']}): {why}" for r in cloud_rows
                if (why := superseded(r, taiwan_gcp))] + left_out
    cloud_rows = [r for r in cloud_rows if not superseded(r, taiwan_gcp)] + asia

    accs = build_accelerators(acc_rows)
    labels = finish_aliases(accs, cloud_rows)
    accs = [clean(a) for a in accs]
    offers, skipped = build_offers(cloud_rows, labels)
    skipped += left_out
    offers = [clean(o) for o in offers]
    systems = [clean(s) for s in build_systems({a["name"] for a in accs})]
    prices_path = ref / "purchase_prices_tw.csv"
    unpriced = apply_purchase_prices(accs, systems, read_csv(prices_path)) if prices_path.exists() else []
    accs = [clean(a) for a in accs]
    models = [clean(m) for m in build_models(model_rows)]
    regions = [clean(r) for r in build_regions()]
    commitments = build_commitments(sorted({o["provider"] for o in offers}))

    validate("accelerators", accs, Accelerator)
    validate("cloud_offers", offers, CloudOffer)
    validate("systems", systems, System)
    validate("models", models, ModelPreset)
    validate("regions", regions, RegionDefaults)
    dt.date.fromisoformat(commitments["default"]["as_of"])
    for kind, entries in (("accelerators", accs), ("cloud_offers", offers), ("systems", systems), ("models", models),
                          ("regions", regions), ("commitments", commitments)):
        check_public(kind, entries)

    gen = "Generated by tools/build_catalogs.py from the shared reference tables; edit the script, not this file."
    write(out_dir / "accelerators.json", "accelerators", accs, gen)
    write(out_dir / "cloud_offers.json", "cloud_offers", offers, gen)
    write(out_dir / "systems.json", "systems", systems, gen + " Host prices and Apple list prices are assumptions (see notes).")
    write(out_dir / "models.json", "models", models, gen)
    write(out_dir / "regions.json", "regions", regions, gen)
    write(out_dir / "commitments.json", "commitments", commitments,
          gen + " Shares of the on-demand price saved by 1- and 3-year reservations/committed use.")

    unresolved = sorted(label for label, target in labels.items() if target is None)
    providers = sorted({o["provider"] for o in offers})
    print(f"accelerators: {len(accs)}")
    print(f"cloud offers: {len(offers)} from {len(providers)} providers ({', '.join(providers)})")
    print(f"cloud rows left out (no price, superseded, not an instance price): {len(skipped)}")
    for line in skipped:
        print(f"  - {line}")
    print(f"unresolved accelerator labels: {', '.join(unresolved) or 'none'}")
    for line in unpriced:
        print(f"  purchase price left out: {line}")
    print(f"systems: {len(systems)}; models: {len(models)}; regions: {len(regions)}; commitments: {len(commitments['providers'])} providers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
