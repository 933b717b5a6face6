"""The 繁體中文 catalogue for the report's tests: the shipped one, plus the translations of the report's
newest messages (``zh_TW_pending.json``, in ``tools/ts_chunks.py`` format) until they are merged
into ``resources/i18n/gpuadvisor_zh_TW.ts`` (``make translations``, then
``python tools/ts_chunks.py merge resources/i18n/gpuadvisor_zh_TW.ts tests/report/zh_TW_pending.json``).

A message the shipped catalogue already translates keeps the shipped translation; once everything is
merged, the overlay adds nothing and these tests read the shipped catalogue alone.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

ROOT = Path(__file__).resolve().parents[2]
PENDING = Path(__file__).with_name("zh_TW_pending.json")
SHIPPED_TS = ROOT / "resources" / "i18n" / "gpuadvisor_zh_TW.ts"


def make_zh_resources(folder: Path) -> Path:
    """``folder``/i18n/gpuadvisor_zh_TW.ts = the shipped catalogue + the pending translations it lacks;
    returns ``folder`` (for ``i18n.set_resources_dir``)."""
    from gpuadvisor.i18n import load_ts

    shipped = load_ts(SHIPPED_TS)
    pending = json.loads(PENDING.read_text(encoding="utf-8")) if PENDING.exists() else []
    by_context: dict[str, list[tuple[str, str]]] = {}
    for item in pending:
        key = (item["context"], item["source"])
        if item.get("translation") and key not in shipped:
            by_context.setdefault(item["context"], []).append((item["source"], item["translation"]))
    extra = "".join(
        f"<context><name>{escape(ctx)}</name>"
        + "".join(f"<message><source>{escape(s)}</source><translation>{escape(t)}</translation></message>"
                  for s, t in msgs)
        + "</context>"
        for ctx, msgs in by_context.items())
    text = SHIPPED_TS.read_text(encoding="utf-8")
    end = text.rindex("</TS>")
    target = folder / "i18n" / SHIPPED_TS.name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text[:end] + extra + text[end:], encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def zh_resources(tmp_path_factory) -> Path:
    return make_zh_resources(tmp_path_factory.mktemp("zh_resources"))


@pytest.fixture
def zh_catalogue(zh_resources):
    """The report's language is 繁體中文 read from ``zh_resources`` for the test (then restored)."""
    from gpuadvisor import i18n

    i18n.set_resources_dir(zh_resources)
    try:
        yield i18n.catalogue("zh_TW")
    finally:
        i18n.set_resources_dir(None)


def cli_with_resources(resources: Path) -> list[str]:
    """``python -c ...``: the command line, reading its translations from ``resources``."""
    code = ("import sys; from gpuadvisor import i18n; i18n.set_resources_dir(sys.argv[1]); "
            "from gpuadvisor.cli import main; sys.exit(main(sys.argv[2:]))")
    return [sys.executable, "-c", code, str(resources)]


# -- "no English in the 繁體中文 report" ---------------------------------------------------------
WORD = r"[A-Za-z][A-Za-z0-9_.+\-']*"
# units, acronyms and technical terms Taiwanese engineers write in Latin letters (the seeds do too)
ALLOWED = {
    "GB", "GiB", "TB", "MB", "ms", "s", "h", "min", "NT", "US", "USD", "TWD", "kW", "kWh", "W", "PUE", "MIG", "GPU",
    "GPUs", "CPU", "VRAM", "KV", "FLOP", "FLOPs", "TDP", "TFLOPS", "bit", "token", "tokens", "LoRA", "QLoRA", "LLM",
    "Spot", "SXM", "PCIe", "NVLink", "ZeRO", "FSDP", "AWQ", "GPTQ", "GGUF", "NF4", "CUDA", "ROCm", "MPS", "vs",
    "logits", "roofline", "Prefill", "prefill", "decode", "P99", "AI", "API", "I/O", "tokens/s", "requests/s",
    "images/s", "samples/s", "gpuadvisor", "PyTorch",
}
INTERNAL = r"notes/|tco-anchors|engine-anchors|train_mfu|default_assumptions\.|reference/|\.md\b|\.csv\b|\.json\b"


def data_names(result) -> set[str]:
    """Words that are names: the title, projects, workloads, models, options, providers, accelerators,
    and the public sources' citations (publications keep their names)."""
    import re

    from gpuadvisor import i18n
    from gpuadvisor.domain.project import Assumptions

    names: set[str] = set()

    def add(text):
        for w in re.findall(r"[A-Za-z0-9][A-Za-z0-9_.+\-']*", text or ""):
            names.add(w)
            names.add(w.lstrip("0123456789"))  # "1B200.30V" as a word read from its first letter
            names.add(w.strip(".-'"))
            parts = w.split("-")  # a name broken across lines at one of its hyphens
            names.update("-".join(parts[:i]) for i in range(1, len(parts)))
            names.update("-".join(parts[i:]) for i in range(1, len(parts)))
            if w.endswith("'s"):
                names.add(w[:-2])
            names.add(w.replace("-", ""))  # pdftotext joins a word hyphenated at a line end
            names.update(p for p in re.split(r"[-_.]", w) if p)

    add(result.document_title)
    for adv in result.workloads:
        add(adv.workload.name)
        add(adv.project_name)
        add(adv.workload.model.name)
        for r in adv.results:
            add(r.label)
            add(r.option.provider_name or "")
            add(r.option.provider or "")
            add(r.option.accelerator.name)
    for lang in i18n.LANGUAGES:
        with i18n.language(lang):
            for _name, info in Assumptions.model_fields.items():
                extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
                add(i18n.translate_dynamic("AssumptionSources", str(extra.get("source", ""))))
    return names


def english_words(text: str, names: set[str]) -> list[str]:
    """Latin-letter words in ``text`` that are neither names nor allowed units/terms."""
    import re
    import unicodedata

    text = unicodedata.normalize("NFKC", text)
    out = []
    for w in re.findall(WORD, text):
        w = w.rstrip(".-'")
        if len(w) <= 1 or w in ALLOWED or w in names or w.replace("-", "") in names:
            continue
        if re.fullmatch(r"[0-9A-Za-z]*\d[0-9A-Za-z]*", w):  # 4-bit, 2x, v3, 7B: a number with a unit
            continue
        out.append(w)
    return out
