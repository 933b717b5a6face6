"""Crash-recovery autosaves, one per open document (no Qt).

Each session that has something to autosave gets a *slot* in the state folder::

    autosave-<id>.gpuadv   the document (a normal project file, written atomically)
    autosave-<id>.json     sidecar: the original file's path, the owner's pid, when it was written,
                           and the stamp of the original file the owner had opened or last saved
    autosave-<id>.lock     the owner's pid; the owner holds an OS lock on it (``flock`` on POSIX,
                           ``msvcrt.locking`` on Windows) for as long as it lives

The OS drops the lock when the owner's process ends, however it ends, so a slot whose lock can be
taken belongs to a process that is gone (crashed): only such slots are offered for recovery, never
the autosave of a window that is still open, in this process or another.  Slots owned by a live
session of this process are also known by id (some file systems emulate ``flock`` per process).
Where the file system offers no locks, the pid in the lock file decides (alive = owned).

Taking a slot's lock claims it: while one window offers a crashed autosave, another one starting
does not offer it too.  A claimed slot is then recovered (the session adopts it as its own),
discarded (its files deleted) or released (kept for the next start).

The autosave of versions before slots (``autosave.gpuadv`` + ``autosave.origin``) is offered as a
crashed slot too.
"""

from __future__ import annotations

import errno
import json
import os
import re
import time
import weakref
from dataclasses import asdict, dataclass
from pathlib import Path

try:  # the interpreter's own SHA-256: ``hashlib`` loads OpenSSL's libcrypto (~3.5 MB) at import
    from _sha256 import sha256 as _sha256  # Python 3.11
except ImportError:
    try:
        from _sha2 import sha256 as _sha256  # Python 3.12+
    except ImportError:  # an interpreter built without them
        from hashlib import sha256 as _sha256

PREFIX = "autosave-"
SUFFIX = ".gpuadv"
META_SUFFIX = ".json"
LOCK_SUFFIX = ".lock"
FORMAT = "gpuadvisor-autosave"
LEGACY_NAME = "autosave.gpuadv"
_ID = re.compile(r"^[0-9a-f]{8,64}$")
_LOCK_OFFSET = 1 << 20  # Windows locks a byte range: one far past the pid, so the pid stays readable

#: Slots owned by live sessions of this process, by id.
_OWNED: "weakref.WeakValueDictionary[str, AutosaveSlot]" = weakref.WeakValueDictionary()


# -- the stamp of a file on disk ---------------------------------------------------------------------
@dataclass(frozen=True)
class DiskStamp:
    """What a file looked like when a session opened or saved it."""

    mtime_ns: int
    size: int
    sha256: str

    @classmethod
    def of(cls, path: str | os.PathLike) -> "DiskStamp | None":
        """The stamp of ``path`` now; None when it cannot be read."""
        try:
            with open(path, "rb") as fh:
                st = os.fstat(fh.fileno())
                digest = _sha256()
                for block in iter(lambda: fh.read(1 << 20), b""):
                    digest.update(block)
        except (OSError, ValueError):
            return None
        return cls(st.st_mtime_ns, st.st_size, digest.hexdigest())

    def differs_from(self, path: str | os.PathLike) -> bool:
        """Whether ``path`` now holds other content than this stamp recorded (a missing file does not)."""
        try:
            st = os.stat(path)
        except OSError:
            return False
        if st.st_size != self.size:
            return True
        # same size: the content decides (an mtime can be equal after a rewrite on a coarse clock,
        # or differ after a mere touch)
        now = DiskStamp.of(path)
        return now is not None and now.sha256 != self.sha256

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data) -> "DiskStamp | None":
        try:
            return cls(int(data["mtime_ns"]), int(data["size"]), str(data["sha256"]))
        except (TypeError, KeyError, ValueError):
            return None


# -- locks -------------------------------------------------------------------------------------------
def _os_lock(fd: int) -> bool | None:
    """Take the OS lock on ``fd`` without waiting: True taken, False held by another, None unsupported."""
    try:
        if os.name == "nt":
            import msvcrt

            os.lseek(fd, _LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EAGAIN, getattr(errno, "EDEADLOCK", errno.EDEADLK)):
            return False
        return None
    return True


def pid_alive(pid: int) -> bool:
    """Whether a process with this id runs (a pid we may not signal counts as alive)."""
    if pid <= 0:
        return False
    if os.name == "nt":
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ctypes.get_last_error() == 5  # access denied: it exists
        try:
            code = ctypes.c_ulong()
            kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _read_pid(path: Path) -> int | None:
    try:
        text = path.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


class _Lock:
    """A lock file holding the owner's pid, locked by the OS while the owner lives."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.fd: int | None = None

    def acquire(self) -> bool:
        """Take the lock if its owner is gone (or there is none); False when a live owner holds it."""
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
        try:
            fd = os.open(self.path, flags, 0o600)
        except OSError:
            return False
        taken = _os_lock(fd)
        if taken is False:
            os.close(fd)
            return False
        if taken is None:  # no OS locks here: the pid decides
            pid = _read_pid(self.path)
            if pid is not None and pid != os.getpid() and pid_alive(pid):
                os.close(fd)
                return False
        if os.name == "posix" and not self._same_file(fd):  # deleted and made anew meanwhile
            os.close(fd)
            return False
        self.fd = fd
        try:  # the stale owner's pid is replaced by ours: the lock is taken over
            os.lseek(fd, 0, os.SEEK_SET)
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
            os.fsync(fd)
        except OSError:
            pass
        return True

    def _same_file(self, fd: int) -> bool:
        try:
            a, b = os.fstat(fd), os.stat(self.path)
        except OSError:
            return False
        return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)

    def release(self, remove: bool = False) -> None:
        # POSIX: unlinked while still held, so nobody takes a lock on a file about to go; Windows
        # cannot delete an open file, so there it goes after the close
        if remove and os.name != "nt":
            _unlink(self.path)
        if self.fd is not None:
            try:
                os.close(self.fd)  # closing drops the OS lock
            except OSError:
                pass
            self.fd = None
        if remove and os.name == "nt":
            _unlink(self.path)


# -- slots ---------------------------------------------------------------------------------------------
def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


class AutosaveSlot:
    """One document's autosave: its file, sidecar and lock.  Made by :meth:`create` (a new one for a
    session) or found by :func:`recoverable` (a crashed owner's, claimed)."""

    def __init__(self, folder: Path, slot_id: str, lock: _Lock | None) -> None:
        self.folder = Path(folder)
        self.id = slot_id
        self._lock = lock
        self.origin: Path | None = None
        self.saved_at_ms: int = 0
        self.pid: int | None = None
        self.stamp: DiskStamp | None = None
        self.legacy = False

    # -- names
    @property
    def document_path(self) -> Path:
        return self.folder / (LEGACY_NAME if self.legacy else f"{PREFIX}{self.id}{SUFFIX}")

    @property
    def meta_path(self) -> Path:
        if self.legacy:
            return self.folder / "autosave.origin"
        return self.folder / f"{PREFIX}{self.id}{META_SUFFIX}"

    @property
    def lock_path(self) -> Path:
        return self.folder / f"{PREFIX}{self.id}{LOCK_SUFFIX}"

    # -- life
    @classmethod
    def create(cls, folder: Path) -> "AutosaveSlot":
        folder.mkdir(parents=True, exist_ok=True)
        for _ in range(100):
            slot_id = os.urandom(8).hex()  # what secrets.token_hex does (secrets loads libcrypto)
            if (folder / f"{PREFIX}{slot_id}{SUFFIX}").exists() or (folder / f"{PREFIX}{slot_id}{LOCK_SUFFIX}").exists():
                continue
            lock = _Lock(folder / f"{PREFIX}{slot_id}{LOCK_SUFFIX}")
            if lock.acquire():
                slot = cls(folder, slot_id, lock)
                slot.pid = os.getpid()
                _OWNED[slot_id] = slot
                return slot
        raise OSError(errno.EEXIST, "cannot create an autosave slot")

    def adopt(self) -> None:
        """Make a claimed (crashed) slot this process's own; a legacy one moves to a new slot's names."""
        if self.legacy:
            old_doc, old_meta, old_lock = self.document_path, self.meta_path, self._lock
            new = AutosaveSlot.create(self.folder)
            os.replace(old_doc, new.document_path)
            _unlink(old_meta)
            if old_lock is not None:
                old_lock.release(remove=True)
            _OWNED.pop(new.id, None)
            self.legacy, self.id, self._lock = False, new.id, new._lock
            new._lock = None
        self.pid = os.getpid()
        _OWNED[self.id] = self
        self._write_meta()

    def write(self, document, origin: Path | None, stamp: DiskStamp | None) -> Path:
        """Write ``document`` (atomically) and the sidecar naming ``origin``."""
        from gpuadvisor.persistence import save_project

        save_project(document, self.document_path, backup=False)
        self.origin, self.stamp = (Path(origin) if origin else None), stamp
        self.saved_at_ms = int(time.time() * 1000)
        self._write_meta()
        return self.document_path

    def _write_meta(self) -> None:
        from gpuadvisor.settings import write_atomic

        write_atomic(self.meta_path, json.dumps({
            "format": FORMAT,
            "id": self.id,
            "origin": str(self.origin) if self.origin else None,
            "pid": os.getpid(),
            "saved_at_ms": self.saved_at_ms,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.saved_at_ms / 1000)),
            "origin_stamp": self.stamp.to_json() if self.stamp else None,
        }, indent=2, ensure_ascii=False))

    def _read_meta(self) -> None:
        try:
            st = self.document_path.stat()
            self.saved_at_ms = int(st.st_mtime * 1000)
        except OSError:
            pass
        if self.legacy:
            try:
                origin = self.meta_path.read_text(encoding="utf-8").strip()
            except (OSError, ValueError):
                origin = ""
            self.origin = Path(origin) if origin else None
            return
        try:
            data = json.loads(self.meta_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = None
        if not isinstance(data, dict):
            return
        origin = data.get("origin")
        self.origin = Path(origin) if isinstance(origin, str) and origin else None
        if isinstance(data.get("saved_at_ms"), int) and data["saved_at_ms"] > 0:
            self.saved_at_ms = data["saved_at_ms"]
        if isinstance(data.get("pid"), int):
            self.pid = data["pid"]
        self.stamp = DiskStamp.from_json(data.get("origin_stamp"))

    def discard(self) -> None:
        """Delete this slot's files (the lock last) and let it go."""
        for p in (self.document_path, self.meta_path):
            _unlink(p)
        _OWNED.pop(self.id, None)
        if self._lock is not None:
            self._lock.release(remove=True)
            self._lock = None

    def release(self) -> None:
        """Let go of the lock and keep the files (offered again at the next start)."""
        _OWNED.pop(self.id, None)
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __del__(self) -> None:  # a forgotten slot closes its lock file (as the OS would at exit)
        try:
            if self._lock is not None:
                self._lock.release()
        except Exception:  # noqa: BLE001
            pass

    def __repr__(self) -> str:
        return f"AutosaveSlot({self.id!r}, origin={self.origin!r})"


def recoverable(folder: Path) -> list[AutosaveSlot]:
    """The autosaves in ``folder`` whose owner is gone, each claimed (locked) for the caller, newest
    first.  The caller recovers (adopts), discards or releases each."""
    found: list[AutosaveSlot] = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return found
    for name in names:
        if not (name.startswith(PREFIX) and name.endswith(SUFFIX)):
            continue
        slot_id = name[len(PREFIX):-len(SUFFIX)]
        if not _ID.match(slot_id) or slot_id in _OWNED:
            continue
        lock = _Lock(folder / f"{PREFIX}{slot_id}{LOCK_SUFFIX}")
        if not lock.acquire():
            continue  # its window lives
        slot = AutosaveSlot(folder, slot_id, lock)
        if not slot.document_path.is_file():  # discarded meanwhile
            lock.release(remove=True)
            continue
        slot._read_meta()
        found.append(slot)
    for name in names:  # a lock or sidecar left without its autosave (a crash before the first write)
        if name.startswith(PREFIX) and name.endswith(LOCK_SUFFIX):
            slot_id = name[len(PREFIX):-len(LOCK_SUFFIX)]
            if not _ID.match(slot_id) or slot_id in _OWNED or f"{PREFIX}{slot_id}{SUFFIX}" in names:
                continue
            lock = _Lock(folder / name)
            if lock.acquire():
                _unlink(folder / f"{PREFIX}{slot_id}{META_SUFFIX}")
                lock.release(remove=True)
    if LEGACY_NAME in names:
        lock = _Lock(folder / f"{PREFIX}legacy{LOCK_SUFFIX}")  # claimed like the others
        if lock.acquire():
            slot = AutosaveSlot(folder, "legacy", lock)
            slot.legacy = True
            if slot.document_path.is_file():
                slot._read_meta()
                found.append(slot)
            else:
                lock.release(remove=True)
    found.sort(key=lambda s: s.saved_at_ms, reverse=True)
    return found


def has_candidates(folder: Path) -> bool:
    """Whether ``folder`` holds an autosave that :func:`recoverable` might offer (one of another
    window, live or not, or a legacy one).  Only lists the folder: claims and reads nothing."""
    try:
        names = os.listdir(folder)
    except OSError:
        return False
    for name in names:
        if name == LEGACY_NAME:
            return True
        if name.startswith(PREFIX) and name.endswith(SUFFIX):
            slot_id = name[len(PREFIX):-len(SUFFIX)]
            if _ID.match(slot_id) and slot_id not in _OWNED:
                return True
    return False
