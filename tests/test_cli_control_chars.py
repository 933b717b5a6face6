"""The command line never writes a name's control characters to the terminal: an ESC sequence, a
carriage return or a line break in a workload, project, model, vendor or override entry name is
printed as a visible escape (``\\x1b``, ``\\r``, ``\\n``); ``--json`` keeps the names exact."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gpuadvisor.cli.textout import visible, visible_data

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "examples" / "ecommerce.gpuadv"
ESC = "\x1b"
WORKLOAD = f"evil{ESC}[2J{ESC}]0;pwned\x07\nforged line\ttab"
PROJECT = f"proj{ESC}[31mred\rover"
RAW = (ESC, "\x07", "\x9b", "\r", "\u202e")


def _no_raw_controls(text: str) -> None:
    lines = text.split("\n")
    for ch in RAW:
        assert ch not in text, (ch, text[:400])
    assert not any(line.startswith("forged line") for line in lines)
    assert all("\t" not in line for line in lines)


def _run(*args, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, GPUADVISOR_HOME=str(home), GPUADVISOR_LANG="en", PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "gpuadvisor", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=180)


def test_visible():
    assert visible("a\x1b[31mb\nc\td\re\x00\x7f\x9b\u202e") == "a\\x1b[31mb\\nc\\td\\re\\x00\\x7f\\x9b\\u202e"
    assert visible("繁體 · naïve — ok") == "繁體 · naïve — ok"
    assert visible_data({"a\n": ["x\x1b", ("y\t", 1)], "n": None}) == {"a\\n": ["x\\x1b", ("y\\t", 1)], "n": None}


@pytest.fixture
def hostile(tmp_path):
    from gpuadvisor.persistence import load_project
    from gpuadvisor.persistence.project_file import save_project

    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    (home / "data" / "catalog_overrides.json").write_text(json.dumps(
        {"accelerators": [{"name": f"bad{ESC}[5mblink\u202eentry", "memory_gb": -1}]}), encoding="utf-8")
    doc = load_project(EXAMPLE)
    doc.title = f"title\x9b2J{ESC}c"
    doc.projects[0].name = PROJECT
    doc.projects[0].workloads[0].name = WORKLOAD
    doc.projects[0].workloads[0].model.name = f"model{ESC}[8mhidden"
    path = tmp_path / "hostile.gpuadv"
    save_project(doc, path)
    return path, home


def test_advise_text_shows_control_characters_as_escapes(hostile):
    path, home = hostile
    proc = _run("advise", str(path), home=home)
    assert proc.returncode == 0, proc.stderr[-2000:]
    _no_raw_controls(proc.stdout)
    out = proc.stdout
    assert "evil\\x1b[2J\\x1b]0;pwned\\x07\\nforged line\\ttab" in out
    assert "proj\\x1b[31mred\\rover" in out and "title\\x9b2J\\x1bc" in out and "model\\x1b[8mhidden" in out
    assert "bad\\x1b[5mblink\\u202eentry" in out  # the skipped override entry, in the warnings


def test_advise_json_keeps_names_exact(hostile):
    path, home = hostile
    proc = _run("advise", str(path), "--json", home=home)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert ESC not in proc.stdout  # json.dumps writes \u001b
    data = json.loads(proc.stdout)
    assert WORKLOAD in [w["name"] for w in data["workloads"]]


def test_catalog_validate_and_errors_show_control_characters_as_escapes(hostile, tmp_path):
    path, home = hostile
    proc = _run("catalog", home=home)
    assert proc.returncode == 0, proc.stderr[-2000:]
    _no_raw_controls(proc.stdout)
    assert "bad\\x1b[5mblink\\u202eentry" in proc.stdout
    proc = _run("validate", str(path), home=home)
    assert proc.returncode == 0 and "OK" in proc.stdout
    broken = tmp_path / f"broken{ESC}[31m\nname.gpuadv"
    broken.write_text("{", encoding="utf-8")
    for command in ("validate", "advise"):
        proc = _run(command, str(broken), home=home)
        assert proc.returncode == 2, (command, proc.stdout, proc.stderr)
        _no_raw_controls(proc.stdout + proc.stderr)
        assert "\\x1b[31m" in proc.stderr and proc.stderr.count("\n") == 1, proc.stderr
