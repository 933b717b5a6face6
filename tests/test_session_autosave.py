"""Autosave per session: own file, sidecar and lock; recovery only of crashed owners; disk-change check.

A crash is simulated the way it looks on disk: an autosave, its sidecar and a lock file naming a
process that has finished (and so holds no lock).  A live owner in another process is a real child
process that autosaves and then waits; killing it is the crash.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gpuadvisor.paths import user_state_dir
from gpuadvisor.persistence import load_project, save_project
from gpuadvisor.session import ProjectSession

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "resources" / "examples"


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def write_crashed_autosave(doc, origin: Path | None, slot_id: str = "0123456789abcdef", pid: int | None = None,
                           saved_at_ms: int | None = None) -> Path:
    """What a window that crashed leaves in the state folder: autosave, sidecar, lock naming a dead pid."""
    folder = user_state_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"autosave-{slot_id}.gpuadv"
    save_project(doc, target, backup=False)
    pid = dead_pid() if pid is None else pid
    (folder / f"autosave-{slot_id}.json").write_text(json.dumps({
        "format": "gpuadvisor-autosave", "id": slot_id, "origin": str(origin) if origin else None, "pid": pid,
        "saved_at_ms": saved_at_ms or int(time.time() * 1000)}), encoding="utf-8")
    (folder / f"autosave-{slot_id}.lock").write_text(f"{pid}\n", encoding="utf-8")
    return target


@pytest.fixture
def shop(tmp_path):
    src = tmp_path / "shop.gpuadv"
    shutil.copy(EXAMPLES / "ecommerce.gpuadv", src)
    return src


def opened(path) -> ProjectSession:
    s = ProjectSession(catalog=object())
    s.open(path)
    return s


def edited(session: ProjectSession, title: str) -> ProjectSession:
    session.document.title = title
    return session


def test_each_session_autosaves_to_its_own_file(shop):
    a, b = edited(opened(shop), "A's work"), edited(opened(shop), "B's work")
    pa, pb = a.autosave(), b.autosave()
    assert pa != pb and pa.parent == pb.parent == user_state_dir()
    assert pa.name.startswith("autosave-") and pa.suffix == ".gpuadv"
    assert load_project(pa).title == "A's work" and load_project(pb).title == "B's work"
    assert a.autosave_path() == pa and b.autosave_path() == pb
    meta = json.loads(pa.with_suffix(".json").read_text(encoding="utf-8"))
    assert meta["origin"] == str(shop) and meta["pid"] == os.getpid() and meta["saved_at_ms"] > 0
    assert pa.with_suffix(".lock").read_text(encoding="utf-8").strip() == str(os.getpid())
    a.autosave()  # the next autosave overwrites its own file
    assert a.autosave_path() == pa
    assert len(list(user_state_dir().glob("autosave-*.gpuadv"))) == 2


def test_live_session_of_this_process_is_never_offered(shop):
    a = edited(opened(shop), "A's work")
    a.autosave()
    assert ProjectSession.recoverable_autosaves() == []
    assert a.autosave_path().is_file()


def test_crashed_autosave_is_offered_and_recovered(shop):
    doc = load_project(shop)
    doc.title = "lost work"
    path = write_crashed_autosave(doc, shop)
    found = ProjectSession.recoverable_autosaves()
    assert [f.document_path for f in found] == [path]
    assert found[0].origin == shop and found[0].saved_at_ms > 0
    # claimed while offered: a second look (another window starting) does not offer it too
    assert ProjectSession.recoverable_autosaves() == []
    b = ProjectSession(catalog=object())
    b.recover(found[0])
    assert b.document.title == "lost work" and b.path == shop
    # the stale lock is taken over: it is b's autosave now
    assert path.with_suffix(".lock").read_text(encoding="utf-8").strip() == str(os.getpid())
    assert b.autosave_path() == path
    assert ProjectSession.recoverable_autosaves() == []
    b.discard_autosave()
    assert not path.exists() and not path.with_suffix(".json").exists() and not path.with_suffix(".lock").exists()


def test_not_chosen_autosave_stays_for_the_next_start(shop):
    write_crashed_autosave(load_project(shop), shop)
    found = ProjectSession.recoverable_autosaves()
    found[0].release()
    assert [f.id for f in ProjectSession.recoverable_autosaves()] == [found[0].id]


def test_discard_deletes_only_that_autosave(shop):
    live = edited(opened(shop), "live")
    live.autosave()
    first = write_crashed_autosave(load_project(shop), shop, "aaaaaaaaaaaaaaaa", saved_at_ms=1_000)
    second = write_crashed_autosave(load_project(shop), None, "bbbbbbbbbbbbbbbb", saved_at_ms=2_000)
    found = ProjectSession.recoverable_autosaves()
    assert [f.document_path for f in found] == [second, first]  # newest first
    assert found[1].origin == shop and found[0].origin is None
    found[0].discard()
    found[1].release()
    assert not second.exists() and not second.with_suffix(".json").exists()
    assert first.is_file() and live.autosave_path().is_file()


def test_clean_close_deletes_only_own_autosave(shop):
    a, b = edited(opened(shop), "A"), edited(opened(shop), "B")
    pa, pb = a.autosave(), b.autosave()
    b.discard_autosave()
    assert not pb.exists() and not pb.with_suffix(".lock").exists()
    assert pa.is_file() and pa.with_suffix(".json").is_file() and pa.with_suffix(".lock").is_file()
    assert b.autosave_path() is None


def test_legacy_shared_autosave_is_offered(shop):
    folder = user_state_dir()
    folder.mkdir(parents=True, exist_ok=True)
    doc = load_project(shop)
    doc.title = "old version's autosave"
    save_project(doc, folder / "autosave.gpuadv", backup=False)
    (folder / "autosave.origin").write_text(str(shop), encoding="utf-8")
    found = ProjectSession.recoverable_autosaves()
    assert len(found) == 1 and found[0].origin == shop
    s = ProjectSession(catalog=object())
    s.recover(found[0])
    assert s.document.title == "old version's autosave" and s.path == shop
    assert not (folder / "autosave.gpuadv").exists() and not (folder / "autosave.origin").exists()
    assert s.autosave_path() is not None and s.autosave_path().is_file()


CHILD = """
import sys
from gpuadvisor.session import ProjectSession
s = ProjectSession(catalog=object())
s.open(sys.argv[1])
s.document.title = "child's work"
print(s.autosave(), flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_other_process_autosave_offered_only_after_it_dies(shop):
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(shop)], cwd=ROOT, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        path = Path(child.stdout.readline().strip())
        assert path.is_file()
        assert ProjectSession.recoverable_autosaves() == []  # its owner lives
        child.send_signal(signal.SIGKILL)  # a crash: no clean close
        child.wait(30)
        found = ProjectSession.recoverable_autosaves()
        assert [f.document_path for f in found] == [path]
        assert load_project(found[0].document_path).title == "child's work"
        found[0].release()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


# -- the file changed on disk since this session opened or saved it ---------------------------------------
def test_changed_on_disk_after_another_session_saved(shop):
    a, b = opened(shop), opened(shop)
    assert not a.changed_on_disk() and not b.changed_on_disk()
    edited(a, "A saved").save()
    assert not a.changed_on_disk()
    assert b.changed_on_disk()
    assert not b.changed_on_disk(shop.parent / "elsewhere.gpuadv")  # another target: nothing to compare
    edited(b, "B overwrote").save()
    assert not b.changed_on_disk() and a.changed_on_disk()
    b.open(shop)
    assert not b.changed_on_disk()


def test_touch_without_new_content_is_not_a_change(shop):
    s = opened(shop)
    st = shop.stat()
    os.utime(shop, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert not s.changed_on_disk()


def test_same_size_rewrite_is_a_change(shop):
    s = opened(shop)
    text = shop.read_text(encoding="utf-8")
    st = shop.stat()
    i = text.index("E")
    shop.write_text(text[:i] + "F" + text[i + 1:], encoding="utf-8")
    os.utime(shop, ns=(st.st_atime_ns, st.st_mtime_ns))  # same size and mtime: only the content tells
    assert s.changed_on_disk()


def test_recovered_autosave_remembers_what_the_crashed_session_opened(shop):
    a = edited(opened(shop), "A's unsaved work")
    a.autosave()
    slot = a._autosave_slot
    a._autosave_slot = None
    slot.release()  # A "crashes": its lock is gone, the files stay
    other = edited(opened(shop), "someone saved meanwhile")
    other.save()
    found = ProjectSession.recoverable_autosaves()
    b = ProjectSession(catalog=object())
    b.recover(found[0])
    assert b.path == shop and b.changed_on_disk()  # saving would overwrite the other save: asked
