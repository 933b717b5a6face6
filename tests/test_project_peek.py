"""gpuadvisor.project_peek: the names a window shows in its first paint, read without validating; any
file it cannot read plainly (a pipe, a folder, too large, not a project) gives None, quickly."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from gpuadvisor.project_peek import MAX_PEEK_BYTES, MAX_TEXT, peek_project

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "resources" / "examples"
FIXTURES = ROOT / "tests" / "persistence" / "fixtures"


@pytest.mark.parametrize("name", ["manufacturer.gpuadv", "ecommerce.gpuadv"])
def test_the_examples_names_as_the_loader_reads_them(name):
    from gpuadvisor.persistence import load_project

    peek = peek_project(EXAMPLES / name)
    doc = load_project(EXAMPLES / name)
    assert peek.title == doc.title
    assert [(p.id, p.name) for p in peek.projects] == [(p.id, p.name) for p in doc.projects]
    assert [(w.id, w.name, w.kind, w.model) for _p, w in peek.workloads()] == [
        (w.id, w.name, w.kind, w.model.name) for _p, w in doc.workloads()]


def test_an_old_file_without_the_envelope_still_shows_its_names():
    from gpuadvisor.persistence import load_project

    peek = peek_project(FIXTURES / "v1_project.gpuadv")
    doc = load_project(FIXTURES / "v1_project.gpuadv")
    assert [w.name for _p, w in peek.workloads()] == [w.name for _p, w in doc.workloads()]
    assert [w.model for _p, w in peek.workloads()] == [w.model.name for _p, w in doc.workloads()]


@pytest.mark.parametrize("content", [
    "not json",
    '{"format": "something else", "document": {"projects": []}}',
    '{"format": "gpuadvisor-project", "document": {"projects": 5}}',
    '{"format": "gpuadvisor-project", "document": {"projects": [{"name": "a", "workloads": [1]}]}}',
    '{"format": "gpuadvisor-project", "document": {"projects": [{"name": "a", "workloads": {"x": 1}}]}}',
    '[1, 2, 3]',
    "[" * 100_000,
    "\udcff",
])
def test_what_is_not_a_readable_project_gives_none(tmp_path, content):
    path = tmp_path / "x.gpuadv"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    assert peek_project(path) is None


def test_names_are_cut_and_non_text_is_left_out(tmp_path):
    path = tmp_path / "x.gpuadv"
    path.write_text(json.dumps({"format": "gpuadvisor-project", "document": {"title": 5, "projects": [
        {"id": "p", "name": "n" * 5000, "workloads": [{"id": 7, "name": "<b>w</b>", "kind": None}]}]}}), "utf-8")
    peek = peek_project(path)
    assert peek.title == "" and len(peek.projects[0].name) == MAX_TEXT
    (w,) = peek.projects[0].workloads
    assert (w.id, w.name, w.kind, w.model) == ("", "<b>w</b>", "", "")


def test_a_large_file_waits_for_the_real_loader(tmp_path):
    path = tmp_path / "big.gpuadv"
    doc = json.loads((EXAMPLES / "ecommerce.gpuadv").read_text("utf-8"))
    doc["padding"] = "x" * (MAX_PEEK_BYTES + 1)
    path.write_text(json.dumps(doc), "utf-8")
    assert peek_project(path) is None


def test_folders_devices_and_missing_files_give_none(tmp_path):
    assert peek_project(tmp_path) is None
    assert peek_project(tmp_path / "missing.gpuadv") is None
    if os.path.exists("/dev/zero"):
        assert peek_project("/dev/zero") is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need POSIX")
def test_a_named_pipe_is_not_read(tmp_path):
    fifo = tmp_path / "pipe.gpuadv"
    os.mkfifo(fifo)
    result = []
    t = threading.Thread(target=lambda: result.append(peek_project(fifo)), daemon=True)
    t.start()
    t.join(5)
    assert not t.is_alive() and result == [None]
