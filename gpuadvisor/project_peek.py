"""A first look at a project file: the names of its projects and workloads, read without validating.

The window shows these in its panes at its first paint, while the file is loaded properly (pydantic
validation, migrations), the catalogs are read and the first advice is worked out off the UI thread
(:mod:`gpuadvisor.startup`).  Only the standard library is used, so the look costs about a
millisecond and nothing is imported that the first paint would wait for.

Nothing here decides what the file holds: a file this cannot read (too large, not JSON, an
unexpected layout) gives ``None`` and the window says "Opening …" until the real loader has read
it (or reported why it cannot).  Texts are cut to a sensible length; the values are shown as plain
text.
"""

from __future__ import annotations

import json
import os
import stat

MAX_PEEK_BYTES = 4 * 1024 * 1024  # a larger file waits for the real loader
MAX_TEXT = 300


class WorkloadPeek:
    __slots__ = ("id", "name", "kind", "model")

    def __init__(self, id: str, name: str, kind: str, model: str) -> None:  # noqa: A002 - the file's word
        self.id, self.name, self.kind, self.model = id, name, kind, model

    def __repr__(self) -> str:
        return f"WorkloadPeek({self.id!r}, {self.name!r}, {self.kind!r}, {self.model!r})"


class ProjectPeek:
    __slots__ = ("id", "name", "workloads")

    def __init__(self, id: str, name: str, workloads: list[WorkloadPeek]) -> None:  # noqa: A002
        self.id, self.name, self.workloads = id, name, workloads

    def __repr__(self) -> str:
        return f"ProjectPeek({self.id!r}, {self.name!r}, {self.workloads!r})"


class FilePeek:
    __slots__ = ("title", "projects")

    def __init__(self, title: str, projects: list[ProjectPeek]) -> None:
        self.title, self.projects = title, projects

    def workloads(self) -> list[tuple[ProjectPeek, WorkloadPeek]]:
        return [(p, w) for p in self.projects for w in p.workloads]

    def __repr__(self) -> str:
        return f"FilePeek({self.title!r}, {self.projects!r})"


def _text(value) -> str:
    if not isinstance(value, str):
        return ""
    return value if len(value) <= MAX_TEXT else value[: MAX_TEXT - 1] + "…"


def _model_name(workload: dict) -> str:
    model = workload.get("model")
    if isinstance(model, dict):
        return _text(model.get("name")) or _text(model.get("preset"))
    return _text(workload.get("model_name")) or _text(workload.get("model_preset"))  # schema 1


def peek_project(path: str | os.PathLike) -> FilePeek | None:
    """The projects and workloads named in ``path`` (a ``*.gpuadv`` file), or None when it cannot tell."""
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_PEEK_BYTES:
            return None  # a folder, a pipe, a device, or a file the real loader should judge
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced since the first look
                return None
            raw = os.read(fd, st.st_size + 1)  # the file's size, not a buffer of the limit
        finally:
            os.close(fd)
        if len(raw) > min(st.st_size, MAX_PEEK_BYTES):  # grew since the first look
            return None
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != "gpuadvisor-project":
        return None
    doc = data.get("document", data)  # schema 1 had no envelope
    projects_raw = doc.get("projects") if isinstance(doc, dict) else None
    if not isinstance(projects_raw, list):
        return None
    projects: list[ProjectPeek] = []
    for p in projects_raw:
        if not isinstance(p, dict):
            return None
        workloads_raw = p.get("workloads", [])
        if not isinstance(workloads_raw, list):
            return None
        workloads = [WorkloadPeek(_text(w.get("id")), _text(w.get("name")), _text(w.get("kind")), _model_name(w))
                     for w in workloads_raw if isinstance(w, dict)]
        if len(workloads) != len(workloads_raw):
            return None
        projects.append(ProjectPeek(_text(p.get("id")), _text(p.get("name")), workloads))
    return FilePeek(_text(doc.get("title")), projects)
