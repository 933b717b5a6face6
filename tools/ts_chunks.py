"""Hand unfinished messages of a .ts file to translators as JSON, and merge their work back.

    python tools/ts_chunks.py export resources/i18n/gpuadvisor_zh_TW.ts OUT_DIR [--chunks N] [--contexts A,B]
        writes OUT_DIR/chunk_01.json ... : [{"context", "source", "comment", "translation": ""}]
    python tools/ts_chunks.py merge resources/i18n/gpuadvisor_zh_TW.ts FILE.json [FILE.json ...]
        sets each (context, source) message's translation and marks it finished
    python tools/ts_chunks.py stats resources/i18n/gpuadvisor_zh_TW.ts

Placeholders ({name}, %1, %n, %%) must survive translation: merge refuses a translation whose
placeholders differ from the source's.
"""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

PLACEHOLDER = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*(?:[:!][^{}]*)?\}|%\d|%n|%%|%\(\w+\)[sdf]|%[sd]")


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def _messages(root):
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            yield name, msg


def export(ts: Path, out: Path, chunks: int = 1, contexts: set[str] | None = None) -> None:
    root = ET.parse(ts).getroot()
    todo = []
    for name, msg in _messages(root):
        tr = msg.find("translation")
        if tr is None or tr.get("type") != "unfinished":
            continue
        if contexts and name not in contexts:
            continue
        todo.append({"context": name, "source": msg.findtext("source") or "",
                     "comment": msg.findtext("comment") or msg.findtext("extracomment") or "", "translation": ""})
    out.mkdir(parents=True, exist_ok=True)
    size = max(1, -(-len(todo) // chunks))
    for i in range(0, len(todo), size):
        path = out / f"chunk_{i // size + 1:02d}.json"
        path.write_text(json.dumps(todo[i:i + size], ensure_ascii=False, indent=1), encoding="utf-8")
        print(path, len(todo[i:i + size]))


def merge(ts: Path, files: list[Path]) -> int:
    done: dict[tuple[str, str], str] = {}
    for f in files:
        for item in json.loads(f.read_text(encoding="utf-8")):
            if item.get("translation"):
                done[(item["context"], item["source"])] = item["translation"]
    tree = ET.parse(ts)
    bad = 0
    merged = 0
    for name, msg in _messages(tree.getroot()):
        key = (name, msg.findtext("source") or "")
        if key not in done:
            continue
        text = done[key]
        if placeholders(text) != placeholders(key[1]):
            print(f"placeholders differ, skipped: {key} -> {text!r}", file=sys.stderr)
            bad += 1
            continue
        tr = msg.find("translation")
        tr.text = text
        tr.attrib.pop("type", None)
        merged += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    _restore_doctype(ts)
    print(f"merged {merged}, skipped {bad}")
    return 1 if bad else 0


def _restore_doctype(ts: Path) -> None:
    text = ts.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>", "?>\n<!DOCTYPE TS>", 1)
    ts.write_text(text, encoding="utf-8")


def stats(ts: Path) -> None:
    root = ET.parse(ts).getroot()
    total = unfinished = 0
    for _name, msg in _messages(root):
        total += 1
        tr = msg.find("translation")
        if tr is not None and tr.get("type") in ("unfinished", "obsolete", "vanished"):
            unfinished += 1
    print(f"{total} messages, {unfinished} unfinished")


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    cmd, ts = argv[0], Path(argv[1])
    if cmd == "export":
        chunks = int(argv[argv.index("--chunks") + 1]) if "--chunks" in argv else 1
        ctx = set(argv[argv.index("--contexts") + 1].split(",")) if "--contexts" in argv else None
        export(ts, Path(argv[2]), chunks, ctx)
        return 0
    if cmd == "merge":
        return merge(ts, [Path(p) for p in argv[2:]])
    if cmd == "stats":
        stats(ts)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
