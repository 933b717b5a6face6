"""``gpuadvisor validate FILE``: exit 0 and one OK line, or exit 2 and one line naming file and problem."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"
V1_FIXTURE = Path(__file__).resolve().parent / "fixtures" / "v1_project.gpuadv"


def validate(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "gpuadvisor", "validate", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def assert_one_line_error(proc: subprocess.CompletedProcess, *words: str) -> str:
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    line = lines[0]
    assert line.startswith("gpuadvisor: "), line
    for word in words:
        assert word in line, line
    return line


@pytest.mark.parametrize(
    "name, counts",
    [("ecommerce.gpuadv", "1 project, 4 workloads"), ("manufacturer.gpuadv", "3 projects, 4 workloads")],
)
def test_examples_are_ok(name, counts):
    proc = validate(f"resources/examples/{name}")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == f"resources/examples/{name}: OK ({counts})\n"
    assert proc.stderr == ""


def test_old_schema_is_ok_and_not_rewritten(tmp_path):
    copy = tmp_path / "old.gpuadv"
    copy.write_bytes(V1_FIXTURE.read_bytes())
    proc = validate(str(copy))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == f"{copy}: OK (2 projects, 3 workloads; schema 1, saved as schema 3 on the next save)\n"
    assert copy.read_bytes() == V1_FIXTURE.read_bytes()


def test_bad_field(tmp_path):
    data = json.loads((EXAMPLES / "manufacturer.gpuadv").read_text(encoding="utf-8"))
    data["document"]["projects"][0]["workloads"][1]["recipe"]["micro_batch"] = 0
    path = tmp_path / "manufacturer.gpuadv"
    path.write_text(json.dumps(data), encoding="utf-8")
    line = assert_one_line_error(validate("manufacturer.gpuadv", cwd=tmp_path))
    assert line == (
        "gpuadvisor: manufacturer.gpuadv: document.projects[0].workloads[1].recipe.micro_batch: "
        "must be at least 1 (got 0)"
    )


def test_newer_schema(tmp_path):
    path = tmp_path / "future.gpuadv"
    path.write_text(json.dumps({"format": "gpuadvisor-project", "schema_version": 4, "document": {}}), "utf-8")
    line = assert_one_line_error(validate(str(path)))
    assert line.endswith("was saved by a newer gpuadvisor (schema 4); this version reads up to 3 \u2014 update gpuadvisor")


@pytest.mark.parametrize(
    "content, words",
    [
        (b"{not json", ("not valid JSON", "line 1, column 2")),
        (b"\xff\xfe\x00", ("saved as UTF-16",)),
        (b"[]", ("not a gpuadvisor project file",)),
        (b'{"format": "gpuadvisor-project", "schema_version": 1, "projects": [{"workloads": [{"schedule": '
         b'{"every": "fortnight"}}]}]}', ("migrating from schema 1 to 2", "projects[0].workloads[0].schedule.every")),
        (b"[" * 50_000, ("nested too deeply",)),
    ],
)
def test_broken_files(tmp_path, content, words):
    path = tmp_path / "broken.gpuadv"
    path.write_bytes(content)
    assert_one_line_error(validate(str(path)), str(path), *words)


def test_missing_file(tmp_path):
    assert_one_line_error(validate(str(tmp_path / "nope.gpuadv")), "nope.gpuadv: no such file")


def test_folder(tmp_path):
    assert_one_line_error(validate(str(tmp_path)), "is a folder")


def test_odd_file_name(tmp_path):
    path = tmp_path / "two\nlines \x1b.gpuadv"
    path.write_bytes(b"{")
    line = assert_one_line_error(validate(str(path)))
    assert "two\\nlines \\x1b.gpuadv" in line


@pytest.mark.skipif(sys.platform != "linux", reason="undecodable file names are a POSIX matter")
def test_undecodable_file_name(tmp_path):
    raw = os.fsencode(str(tmp_path)) + b"/bad\xff.gpuadv"
    with open(raw, "wb") as fh:
        fh.write(b"[]")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable.encode(), b"-m", b"gpuadvisor", b"validate", raw],
        cwd=ROOT, env=env, capture_output=True, timeout=60,
    )
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert len(proc.stderr.splitlines()) == 1
    assert b"not a gpuadvisor project file" in proc.stderr


def test_usage_error_without_file():
    proc = validate()
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
