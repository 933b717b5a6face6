"""A save killed at a random moment (SIGKILL) never leaves a broken or missing project file.

Child processes save a small and a large document alternately, over and over, into their own
temporary folders; the test kills each one after a random delay and then checks that the target
is either the old or the new document, that the backup loads too, and that a leftover temporary
file cannot be mistaken for the project.  (SIGKILL tests the process dying, not the power going:
that part rests on fsync and the file system.)
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gpuadvisor.persistence import FILE_SUFFIX, load_project, save_project
from gpuadvisor.persistence.project_file import BACKUP_SUFFIX, TEMP_SUFFIX

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="needs SIGKILL")

BUILD = r'''
from gpuadvisor.domain.project import ModelSpec, Project, ProjectDocument, Workload


def build(title, n, note):
    return ProjectDocument(
        title=title,
        projects=[
            Project(
                id="p",
                name="P",
                workloads=[
                    Workload(id=f"w{i}", name=f"Workload {i}", model=ModelSpec(params_b=0.5 + i), notes=note)
                    for i in range(n)
                ],
            )
        ],
    )


SMALL = build("small", 1, "")
LARGE = build("large", 200, "x" * 19_000)  # about 4 MB
'''

CHILD = BUILD + r'''
import os
import sys
import time
from pathlib import Path
from gpuadvisor.persistence import save_project

_fsync = os.fsync


def slow_fsync(fd):  # a slow disk: widens the window between writing and renaming
    time.sleep(0.03)
    _fsync(fd)


os.fsync = slow_fsync

target = Path(sys.argv[1]) / "doc.gpuadv"
save_project(SMALL, target)
print("ready", flush=True)
i = 0
while True:
    save_project(LARGE if i % 2 == 0 else SMALL, target)
    i += 1
'''

ITERATIONS = 20
PARALLEL = 10


def _documents():
    namespace: dict = {}
    exec(BUILD, namespace)  # noqa: S102 - the same builder the child runs
    return namespace["SMALL"], namespace["LARGE"]


def _start(folder: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_killed_saves_leave_a_loadable_file(tmp_path):
    small, large = _documents()
    rng = random.Random()
    leftovers = 0
    seen = {"small": 0, "large": 0}
    for batch in range(ITERATIONS // PARALLEL):
        runs = []
        for k in range(PARALLEL):
            folder = tmp_path / f"run{batch}-{k}"
            folder.mkdir()
            runs.append((folder, _start(folder)))
        for folder, proc in runs:
            line = proc.stdout.readline()
            assert line.strip() == "ready", proc.stderr.read()
        start = time.monotonic()
        for delay, (folder, proc) in sorted(
            ((rng.uniform(0.05, 0.6), run) for run in runs), key=lambda item: item[0]
        ):
            time.sleep(max(0.0, start + delay - time.monotonic()))
            proc.send_signal(signal.SIGKILL)
        for folder, proc in runs:
            proc.wait(timeout=30)
            proc.stdout.close()
            proc.stderr.close()
            assert proc.returncode == -signal.SIGKILL

            target = folder / "doc.gpuadv"
            assert target.exists(), "the project file went missing"
            found = load_project(target)
            assert found in (small, large)
            seen[found.title] += 1
            backup = folder / ("doc.gpuadv" + BACKUP_SUFFIX)
            if backup.exists():
                assert load_project(backup) in (small, large)

            names = sorted(p.name for p in folder.iterdir())
            assert [n for n in names if n.endswith(FILE_SUFFIX)] == ["doc.gpuadv"]
            others = [n for n in names if n not in ("doc.gpuadv", "doc.gpuadv" + BACKUP_SUFFIX)]
            for name in others:  # a save cut short: hidden, and not a project file by its name
                assert name.startswith(".doc.gpuadv.") and name.endswith(TEMP_SUFFIX), name
            leftovers += len(others)

            # saving again works and replaces the target as usual
            save_project(small, target)
            assert load_project(target) == small
    print(f"{ITERATIONS} killed saves: target {seen}, {leftovers} leftover temporary files")
