"""Read and write ``*.gpuadv`` project files.

A project file is UTF-8 JSON holding one object, the *envelope*::

    {
      "format": "gpuadvisor-project",
      "schema_version": 2,
      "app_version": "0.1.0",
      "saved_at": "2026-05-01T09:30:00+00:00",
      "document": { ...ProjectDocument... }
    }

Loading checks the envelope, migrates older schemas forward in memory (``migrations.py``;
the file on disk is left as it is until the user saves), validates the document and reports
any problem as a :class:`ProjectFileError` naming the file and the field, e.g.
``manufacturer.gpuadv: document.projects[0].workloads[1].recipe.micro_batch: must be at least 1
(got 0)``.  Whatever the input, loading raises nothing but :class:`ProjectFileError`.

Saving is atomic: the new content goes to a temporary file in the same folder, which is flushed
and fsynced and then renamed over the target (``os.replace``), and the folder is fsynced.  The
previous file is kept as ``NAME.gpuadv.bak``; that backup is made by hard-linking (or copying)
the old file and renaming the link into place, so the target itself is never missing, not even
for an instant.  A failed save leaves the old file as it was.
"""

from __future__ import annotations

import datetime as _dt
import errno
import json
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gpuadvisor import __version__
from gpuadvisor.domain.errors import GpuAdvisorError, describe_validation_error, field_path
from gpuadvisor.domain.project import ProjectDocument
from gpuadvisor.i18n import translate

from .migrations import MigrationError, migrate

FORMAT_NAME = "gpuadvisor-project"
FILE_SUFFIX = ".gpuadv"
BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"

# The schema this version writes, and the newest it reads.
# Bump rule: increase by one whenever a saved file would change meaning or stop loading in the
# previous release -- a field renamed, moved, removed or re-interpreted (unit, default that is
# not written out, allowed values narrowed).  With every bump add the step
# ``migrations.MIGRATIONS[old]`` and a hand-written ``tests/persistence/fixtures/v<old>_project.gpuadv``.
# Adding an optional field with a default that keeps old files' meaning needs no bump (old
# files still load) -- but older releases will refuse files that use it (``extra="forbid"``),
# so bump when that matters for users who share files across versions.
CURRENT_SCHEMA_VERSION = 3

# Oldest schema the migrations can read.
OLDEST_SCHEMA_VERSION = 1

# Files larger than this are refused without being parsed.
MAX_FILE_BYTES = 50 * 1024 * 1024

# Temporary files of saves cut short (a crash) are removed by a later save once this old.
STALE_TEMP_SECONDS = 3600.0

# Deepest JSON nesting accepted (a real document is about 8 levels deep).
MAX_DEPTH = 64


class ProjectFileError(GpuAdvisorError):
    """A project file could not be read or written.

    ``path`` is the file (as given), ``field`` the dotted path of the offending field (None when
    the problem is with the file as a whole), ``problem`` the message without file and field.
    ``str(error)`` is one line: ``FILE: FIELD: PROBLEM``.
    """

    def __init__(
        self,
        problem: str,
        *,
        path: str | os.PathLike[str] | None = None,
        field: str | None = None,
        show_field: bool = True,
    ):
        self.path = path
        self.field = field
        self.problem = problem
        self.display_name = display_name(path) if path is not None else "<project>"
        parts = [self.display_name]
        if field and show_field:
            parts.append(_one_line(field))
        parts.append(_one_line(problem))
        super().__init__(": ".join(parts))


def display_name(path: str | os.PathLike[str] | None) -> str:
    """The file name as given, made printable (no control characters or undecodable bytes)."""
    if path is None:
        return "<project>"
    try:
        text = os.fsdecode(path) if not isinstance(path, str) else path
    except Exception:  # noqa: BLE001 - a name we cannot even decode
        text = repr(path)
    return _one_line(text, limit=400)


def _one_line(text: str, limit: int = 1000) -> str:
    out = []
    for ch in str(text):
        if ch.isprintable():
            out.append(ch)
        else:
            out.append(ch.encode("unicode_escape", "backslashreplace").decode("ascii", "replace"))
    line = "".join(out)
    if len(line) > limit:
        line = line[: limit - 3] + "..."
    return line


@dataclass(frozen=True)
class LoadedProject:
    """A loaded document and what the envelope said about it."""

    document: ProjectDocument
    schema_version: int  # as found in the file, before migration
    app_version: str | None
    saved_at: str | None

    @property
    def migrated(self) -> bool:
        """True when the file uses an older schema (saving will rewrite it in the current one)."""
        return self.schema_version != CURRENT_SCHEMA_VERSION


# ---------------------------------------------------------------------------------------------
# loading


def load_project(path: str | os.PathLike[str]) -> ProjectDocument:
    """Read, migrate and validate a project file.  Raises only :class:`ProjectFileError`."""
    return read_project(path).document


def loads_project(data: str | bytes | bytearray | memoryview, source: str = "<project>") -> ProjectDocument:
    """Like :func:`load_project`, from the file's content; ``source`` names it in messages."""
    return reads_project(data, source).document


def read_project(path: str | os.PathLike[str]) -> LoadedProject:
    """:func:`load_project` plus the envelope's metadata (schema version found, app version)."""
    raw = _read_bytes(path)
    return reads_project(raw, path)


def reads_project(data: Any, source: str | os.PathLike[str] = "<project>") -> LoadedProject:
    """:func:`loads_project` plus the envelope's metadata."""
    try:
        return _reads(data, source)
    except ProjectFileError:
        raise
    except RecursionError:
        raise ProjectFileError(translate("ProjectFile", "is nested too deeply to read"), path=source) from None
    except MemoryError:
        raise ProjectFileError(translate("ProjectFile", "is too large to read into memory"), path=source) from None
    except Exception as exc:  # noqa: BLE001 - the contract: nothing but ProjectFileError escapes
        raise ProjectFileError(translate("ProjectFile", "cannot be read ({error})").format(
            error=f"{type(exc).__name__}: {exc}"), path=source) from None


def _read_bytes(path: str | os.PathLike[str]) -> bytes:
    try:
        fspath = os.fspath(path)
    except TypeError:
        raise ProjectFileError(translate("ProjectFile", "is not a file name"), path=repr(path)) from None
    try:
        with open(fspath, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size > MAX_FILE_BYTES:
                raise ProjectFileError(_too_large(size), path=path)
            # read what the file holds, not a buffer of the limit: read(n) allocates n bytes up front
            # (a 50 MB peak for every file opened); a file that grows or reports no size (a pipe)
            # is read on, a mebibyte at a time, up to one byte past the limit
            raw = b""
            step = min(size, MAX_FILE_BYTES) + 1 if size > 0 else 1 << 20
            while len(raw) <= MAX_FILE_BYTES:
                chunk = fh.read(min(step, MAX_FILE_BYTES + 1 - len(raw)))
                if not chunk:
                    break
                raw += chunk
                step = 1 << 20
    except ProjectFileError:
        raise
    except FileNotFoundError:
        raise ProjectFileError(translate("ProjectFile", "no such file"), path=path) from None
    except IsADirectoryError:
        raise ProjectFileError(translate("ProjectFile", "is a folder, not a project file"), path=path) from None
    except PermissionError:
        raise ProjectFileError(translate("ProjectFile", "cannot be read: permission denied"), path=path) from None
    except OSError as exc:
        raise ProjectFileError(translate("ProjectFile", "cannot be read: {reason}").format(reason=exc.strerror or exc), path=path) from None
    except (ValueError, TypeError) as exc:  # e.g. an embedded NUL in the name
        raise ProjectFileError(translate("ProjectFile", "is not a usable file name ({error})").format(error=exc), path=path) from None
    if len(raw) > MAX_FILE_BYTES:
        raise ProjectFileError(_too_large(len(raw)), path=path)
    return raw


def _too_large(size: int) -> str:
    mib = 1024 * 1024
    return translate("ProjectFile", "is too large for a project file ({size} MB; the limit is {limit} MB)").format(
        size=f"{size / mib:.1f}", limit=MAX_FILE_BYTES // mib)


def _too_large_to_save(size: int) -> str:
    mib = 1024 * 1024
    return translate("ProjectFile", "cannot be saved: too large for a project file ({size} MB; the limit is {limit} MB)").format(
        size=f"{size / mib:.1f}", limit=MAX_FILE_BYTES // mib)


def _decode(data: Any, source: Any) -> str:
    if isinstance(data, str):
        if len(data) > MAX_FILE_BYTES:
            raise ProjectFileError(_too_large(len(data)), path=source)
        try:
            data.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ProjectFileError(
                translate("ProjectFile", "is not valid UTF-8 text (unpaired surrogate at character {position})").format(
                    position=exc.start), path=source
            ) from None
        return data.removeprefix("\ufeff")
    if isinstance(data, (bytes, bytearray, memoryview)):
        raw = bytes(data)
        if len(raw) > MAX_FILE_BYTES:
            raise ProjectFileError(_too_large(len(raw)), path=source)
        if raw.startswith((b"\xff\xfe", b"\xfe\xff")) or (len(raw) >= 4 and (raw[1:4:2] == b"\x00\x00" or raw[0:4:2] == b"\x00\x00")):
            raise ProjectFileError(translate(
                "ProjectFile", "is saved as UTF-16 text; gpuadvisor project files are UTF-8 (save it again as UTF-8)"),
                path=source)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            bad = raw[exc.start : exc.start + 1].hex()
            line = raw.count(b"\n", 0, exc.start) + 1
            raise ProjectFileError(
                translate("ProjectFile", "is not valid UTF-8 text (byte 0x{byte} at offset {offset}, line {line})").format(
                    byte=bad, offset=exc.start, line=line), path=source
            ) from None
        return text.removeprefix("\ufeff")
    raise ProjectFileError(translate("ProjectFile", "content must be text or bytes (got {type})").format(
        type=type(data).__name__), path=source)


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


class _DuplicateKey(ValueError):
    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _bounded_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > 30:
        raise ValueError(translate("ProjectFile", "a number with {n} digits is larger than any value a project holds").format(
            n=digits))
    return int(text)


def _parse_json(text: str, source: Any) -> Any:
    try:
        return json.loads(text, object_pairs_hook=_reject_duplicates, parse_int=_bounded_int)
    except _DuplicateKey as exc:
        key = exc.key if len(exc.key) <= 60 else exc.key[:57] + "..."
        raise ProjectFileError(translate("ProjectFile", "is not valid: the key {key} appears twice in one object").format(
            key=repr(key)), path=source) from None
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise ProjectFileError(translate("ProjectFile", "is empty"), path=source) from None
        raise ProjectFileError(
            translate("ProjectFile", "is not valid JSON: {error} (line {line}, column {column})").format(
                error=exc.msg, line=exc.lineno, column=exc.colno), path=source
        ) from None
    except RecursionError:
        raise ProjectFileError(translate("ProjectFile", "is not usable: the JSON is nested too deeply"), path=source) from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise ProjectFileError(translate("ProjectFile", "is not usable JSON: {error}").format(error=exc), path=source) from None


def _walk(value: Any) -> Iterator[tuple[str, int, Any]]:
    """Yield ``(path, depth, value)`` for every node, iteratively (no recursion)."""
    stack: list[tuple[str, int, Any]] = [("", 0, value)]
    while stack:
        path, depth, node = stack.pop()
        yield path, depth, node
        if isinstance(node, dict):
            for k, v in node.items():
                stack.append((f"{path}.{k}" if path else str(k), depth + 1, v))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                stack.append((f"{path}[{i}]", depth + 1, v))


def _check_structure(value: Any, source: Any) -> None:
    for path, depth, node in _walk(value):
        if depth > MAX_DEPTH:
            raise ProjectFileError(
                translate("ProjectFile", "is nested too deeply (more than {n} levels)").format(n=MAX_DEPTH),
                path=source, field=path or None
            )
        if isinstance(node, dict):
            for key in node:
                if _has_surrogate(key):
                    raise ProjectFileError(translate("ProjectFile", "a key contains an unpaired UTF-16 surrogate (\\ud800-\\udfff)"), path=source, field=path or None
                    )
        elif isinstance(node, str) and _has_surrogate(node):
            raise ProjectFileError(translate("ProjectFile", "contains an unpaired UTF-16 surrogate (\\ud800-\\udfff)"), path=source, field=path or None
            )


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _reads(data: Any, source: Any) -> LoadedProject:
    text = _decode(data, source)
    obj = _parse_json(text, source)
    if not isinstance(obj, dict):
        raise ProjectFileError(
            translate("ProjectFile", "is not a gpuadvisor project file (the JSON is {kind}, not an object)").format(
                kind=_json_kind(obj)), path=source
        )
    _check_structure(obj, source)

    fmt = obj.get("format", _MISSING)
    if fmt is _MISSING:
        raise ProjectFileError(translate("ProjectFile", 'is not a gpuadvisor project file (no "format" field)'), path=source, field="format", show_field=False
        )
    if fmt != FORMAT_NAME:
        raise ProjectFileError(
            translate("ProjectFile", "is not a gpuadvisor project file (format is {found}, expected {expected})").format(
                found=_short(fmt), expected=repr(FORMAT_NAME)),
            path=source,
            field="format",
            show_field=False,
        )
    version = obj.get("schema_version", _MISSING)
    if version is _MISSING:
        raise ProjectFileError(translate("ProjectFile", "has no schema_version"), path=source, field="schema_version", show_field=False)
    if isinstance(version, bool) or not isinstance(version, int):
        raise ProjectFileError(
            translate("ProjectFile", "must be a whole number (got {value})").format(value=_short(version)),
            path=source, field="schema_version"
        )
    if version > CURRENT_SCHEMA_VERSION:
        raise ProjectFileError(
            translate("ProjectFile", "was saved by a newer gpuadvisor (schema {version}); this version reads up to "
                                     "{current} — update gpuadvisor").format(version=version, current=CURRENT_SCHEMA_VERSION),
            path=source,
            field="schema_version",
            show_field=False,
        )
    if version < OLDEST_SCHEMA_VERSION:
        raise ProjectFileError(
            translate("ProjectFile", "must be between {oldest} and {current} (got {version})").format(
                oldest=OLDEST_SCHEMA_VERSION, current=CURRENT_SCHEMA_VERSION, version=version),
            path=source,
            field="schema_version",
        )

    migrated_from: int | None = None
    if version < CURRENT_SCHEMA_VERSION:
        try:
            obj = migrate(obj, version, CURRENT_SCHEMA_VERSION)
        except MigrationError as exc:
            problem = f"{exc.field}: {exc.problem}" if exc.field else exc.problem
            if exc.step:
                text = translate("ProjectFile", "migrating from schema {old} to {new}: {problem}").format(
                    old=exc.step[0], new=exc.step[1], problem=problem)
            else:
                text = translate("ProjectFile", "migrating: {problem}").format(problem=problem)
            raise ProjectFileError(
                text,
                path=source,
                field=exc.field,
                show_field=False,
            ) from None
        migrated_from = version

    app_version = _optional_str(obj, "app_version", source)
    saved_at = _optional_str(obj, "saved_at", source)
    document = obj.get("document", _MISSING)
    if document is _MISSING:
        raise ProjectFileError(translate("ProjectFile", "has no document"), path=source, field="document")
    if not isinstance(document, dict):
        raise ProjectFileError(
            translate("ProjectFile", "must be an object (got {kind})").format(kind=_json_kind(document)),
            path=source, field="document"
        )
    try:
        doc = ProjectDocument.model_validate(document)
    except ValidationError as exc:
        raise _validation_error(exc, source, migrated_from) from None
    return LoadedProject(document=doc, schema_version=version, app_version=app_version, saved_at=saved_at)


_MISSING = object()


def _optional_str(obj: dict, key: str, source: Any) -> str | None:
    value = obj.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ProjectFileError(translate("ProjectFile", "must be text (got {kind})").format(kind=_json_kind(value)),
                               path=source, field=key)
    return value


def _validation_error(exc: ValidationError, source: Any, migrated_from: int | None = None) -> ProjectFileError:
    def done(problem: str) -> str:
        if migrated_from is None:
            return problem
        return translate("ProjectFile", "{problem} (in the file as migrated from schema {version})").format(
            problem=problem, version=migrated_from)

    errors = exc.errors()
    if not errors:
        return ProjectFileError(done(translate("ProjectFile", "is not a valid project")), path=source, field="document")
    inner = field_path(tuple(errors[0].get("loc", ())))
    field = "document" if inner == "(document)" else f"document.{inner}"
    line = describe_validation_error(exc, prefix="document")[0]
    problem = line[len(field) + 2 :] if line.startswith(field + ": ") else line
    if len(errors) == 2:
        problem = translate("ProjectFile", "{problem} (and 1 more problem)").format(problem=problem)
    elif len(errors) > 2:
        problem = translate("ProjectFile", "{problem} (and {n} more problems)").format(problem=problem, n=len(errors) - 1)
    return ProjectFileError(done(problem), path=source, field=field)


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _short(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return _json_kind(value)
    try:
        shown = repr(value)
    except ValueError:  # an int too long to print
        return "a very long number"
    return shown if len(shown) <= 40 else shown[:37] + "..."


# ---------------------------------------------------------------------------------------------
# saving


def _envelope(doc: ProjectDocument, saved_at: _dt.datetime | str | None) -> dict[str, Any]:
    if saved_at is None:
        saved_at = _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0)
    if isinstance(saved_at, _dt.datetime):
        saved_at = saved_at.isoformat()
    return {
        "format": FORMAT_NAME,
        "schema_version": CURRENT_SCHEMA_VERSION,
        "app_version": __version__,
        "saved_at": saved_at,
        "document": doc.model_dump(mode="json"),
    }


def dumps_project(doc: ProjectDocument, *, saved_at: _dt.datetime | str | None = None) -> str:
    """The file content for ``doc`` (current schema, indented JSON, ends with a newline).

    ``saved_at`` defaults to now (UTC); pass a fixed value for reproducible output.
    """
    if not isinstance(doc, ProjectDocument):
        raise TypeError(f"expected a ProjectDocument, got {type(doc).__name__}")
    return json.dumps(_envelope(doc, saved_at), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where :func:`save_project` keeps the previous version of ``path``."""
    p = Path(path)
    return p.with_name(p.name + BACKUP_SUFFIX)


def save_project(
    doc: ProjectDocument,
    path: str | os.PathLike[str],
    *,
    backup: bool = True,
    saved_at: _dt.datetime | str | None = None,
) -> None:
    """Write ``doc`` to ``path`` atomically, keeping the previous file as ``path.bak``.

    Raises :class:`ProjectFileError` if anything goes wrong; the old file is then untouched.
    The content is checked to load back before anything on disk is changed.
    """
    given = path
    try:
        text = dumps_project(doc, saved_at=saved_at)
        data = text.encode("utf-8")
    except (TypeError, ValueError) as exc:
        raise ProjectFileError(translate("ProjectFile", "cannot be saved: the project is not valid ({problem})").format(
            problem=exc), path=given) from None
    if len(data) > MAX_FILE_BYTES:
        raise ProjectFileError(_too_large_to_save(len(data)), path=given)
    try:  # never write a file that this version would refuse to open
        reads_project(data, given)
    except ProjectFileError as exc:
        raise ProjectFileError(
            translate("ProjectFile", "cannot be saved: the project is not valid ({problem})").format(problem=exc.problem),
            path=given, field=exc.field
        ) from None

    try:
        target = Path(os.fspath(path))
        if target.is_symlink():  # save through the link, as editors do; the link stays
            target = Path(os.path.realpath(target))
        folder = target.parent if str(target.parent) else Path(".")
        _atomic_write(target, folder, data, backup)
    except ProjectFileError:
        raise
    except OSError as exc:
        reason = exc.strerror or str(exc)
        if exc.errno == errno.ENOSPC:
            reason = translate("ProjectFile", "the disk is full")
        raise ProjectFileError(translate("ProjectFile", "cannot be saved: {reason} (the previous file is unchanged)").format(
            reason=reason), path=given) from None
    except (ValueError, TypeError) as exc:  # e.g. a NUL byte in the name
        raise ProjectFileError(translate("ProjectFile", "cannot be saved: not a usable file name ({error})").format(error=exc),
                               path=given) from None


def _temp_name(folder: Path, target: Path, tag: str) -> Path:
    # Hidden, and never ending in FILE_SUFFIX: a leftover temp file is not mistaken for a project.
    # The writer's process id is in the name, so a later save knows a dead writer's leftovers.  The
    # random part is secrets.token_hex's, without importing secrets (it loads OpenSSL's libcrypto).
    return folder / f".{target.name}.{tag}-{os.getpid()}-{os.urandom(6).hex()}{TEMP_SUFFIX}"


def _writer_alive(middle: str) -> bool:
    """Whether the process that created a temp file ("saving-<pid>-<token>") still runs."""
    parts = middle.split("-")
    if len(parts) < 3 or not parts[1].isdigit():
        return True  # an older name without a pid: judged by its age only
    pid = int(parts[1])
    if pid == os.getpid():
        return True  # ours: another save of this process may be writing it now
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def _create_exclusive(folder: Path, target: Path, tag: str) -> tuple[Path, int]:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        tmp = _temp_name(folder, target, tag)
        try:
            return tmp, os.open(tmp, flags, 0o666)  # the umask applies, as for any new file
        except FileExistsError:
            continue
    raise OSError(errno.EEXIST, "cannot create a temporary file")


def _atomic_write(target: Path, folder: Path, data: bytes, backup: bool) -> None:
    tmp, fd = _create_exclusive(folder, target, "saving")
    try:
        try:
            old_mode = os.stat(target).st_mode
        except FileNotFoundError:
            old_mode = None
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if old_mode is not None and hasattr(os, "chmod"):
            try:
                os.chmod(tmp, old_mode & 0o7777)
            except OSError:
                pass
        # keep the current file's content under a temporary name first, replace the target, and
        # only then move that copy to .bak: a kill at any point leaves the target whole and the
        # previous .bak untouched (never a .bak equal to the target with the older backup gone)
        kept = _keep_current(target, folder) if backup and old_mode is not None else None
        os.replace(tmp, target)
    except BaseException:
        for leftover in (tmp, locals().get("kept")):
            if leftover is None:
                continue
            try:
                os.unlink(leftover)
            except OSError:
                pass
        raise
    if kept is not None:
        os.replace(kept, backup_path(target))
    _fsync_dir(folder)
    _remove_stale_temps(folder, target)


def _remove_stale_temps(folder: Path, target: Path) -> None:
    """Best effort: delete this target's temporary files left by saves that were killed."""
    import time

    prefix = f".{target.name}."
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(TEMP_SUFFIX)):
            continue
        middle = name[len(prefix) : -len(TEMP_SUFFIX)]
        if not middle.startswith(("saving-", "backup-")):
            continue
        try:
            if not _writer_alive(middle) or now - entry.stat(follow_symlinks=False).st_mtime > STALE_TEMP_SECONDS:
                os.unlink(entry.path)
        except OSError:
            pass


def _keep_current(target: Path, folder: Path) -> Path:
    """A temporary name holding the current ``target``'s content (without touching ``target``);
    the caller moves it to ``target.bak`` once the new content is in place."""
    tmp = _temp_name(folder, target, "backup")
    try:
        try:
            os.link(target, tmp)  # same inode: the old content stays when target is replaced
        except OSError:
            shutil.copy2(target, tmp)  # file systems without hard links
            with open(tmp, "rb+") as fh:
                os.fsync(fh.fileno())
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return tmp


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
