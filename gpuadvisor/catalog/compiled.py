"""The shipped catalogs in a compact precomputed form: validated once, then read back in one piece.

Reading ``catalogs/*.json`` means parsing about 1 MB of JSON and validating some 1,500 entries
into pydantic objects (15-25 ms on a 2-core machine, at every start and in every CLI command).
The validated objects are kept as one pickle per source set in the user's cache folder
(``paths.user_cache_dir()/catalogs``) and read back in about a third of that.

A compiled file is used only when it was made from exactly the same input: its key (stored in
the file, and part of its name) is a SHA-256 over the bytes of every source file, this module's
format number, the versions of gpuadvisor, pydantic and Python, and the modification stamps of
the code that validates and defines the entries (the bundle's executable in a frozen app).  A
changed catalog file, a changed loader, a file that cannot be read, unpickled or does not hold
its key: the sources are validated again and the compiled file replaced.  The user's override
file is never compiled (it changes by hand and is small): the loader applies it to the shipped
entries at each load, as before.

The cache folder is the user's own (the same trust as their settings).  Writing is atomic
(temporary file, then rename) and best-effort: a read-only or full disk only costs the speed.
``GPUADVISOR_CATALOG_CACHE=0`` turns the cache off (both reading and writing).
"""

from __future__ import annotations

import os
import pickle
import sys
from pathlib import Path
from typing import Any, Callable, Iterable, TypeVar

from gpuadvisor.atomic_file import write_via_temp

try:  # the interpreter's own BLAKE2: ``hashlib`` loads OpenSSL's libcrypto (~3.5 MB) at import
    from _blake2 import blake2b as _digest
except ImportError:  # an interpreter built without it
    from hashlib import blake2b as _digest

T = TypeVar("T")

FORMAT = 2  # bump when what is pickled changes shape (2: equal strings and field sets shared)
ENV_SWITCH = "GPUADVISOR_CATALOG_CACHE"
# the modules whose code decides what a validated catalog holds
CODE_MODULES = (
    "gpuadvisor.catalog.compiled",
    "gpuadvisor.catalog.loader",
    "gpuadvisor.catalog.names",
    "gpuadvisor.domain.hardware",
    "gpuadvisor.domain.project",
)


def enabled() -> bool:
    return os.environ.get(ENV_SWITCH, "1").strip().lower() not in ("0", "false", "no", "off")


def cache_dir() -> Path:
    from gpuadvisor.paths import user_cache_dir

    return user_cache_dir() / "catalogs"


def _code_stamps(extra_modules: Iterable[str]) -> list[str]:
    import importlib

    out: list[str] = []
    for name in (*CODE_MODULES, *extra_modules):
        try:  # imported here, so that the key never depends on what the process imported before
            module = importlib.import_module(name)
        except ImportError:
            module = None
        path = getattr(module, "__file__", None) if module is not None else None
        try:
            st = os.stat(path) if path else None
        except OSError:
            st = None
        out.append(f"{name}:{st.st_mtime_ns}:{st.st_size}" if st is not None else f"{name}:-")
    if getattr(sys, "frozen", False):  # a bundle's modules live inside its executable
        try:
            st = os.stat(sys.executable)
            out.append(f"exe:{st.st_mtime_ns}:{st.st_size}")
        except OSError:
            out.append("exe:-")
    return out


def key_of(kind: str, sources: Iterable[Path], extra_modules: Iterable[str] = ()) -> str:
    """The key of ``kind`` compiled from ``sources``: changes with any byte of them and with the code."""
    import pydantic

    from gpuadvisor import __version__

    h = _digest()
    head = [f"format={FORMAT}", f"kind={kind}", f"gpuadvisor={__version__}", f"pydantic={pydantic.VERSION}",
            f"python={sys.version}", *_code_stamps(extra_modules)]
    h.update("\n".join(head).encode("utf-8"))
    for path in sources:
        data = Path(path).read_bytes()  # OSError: the caller's slow path reports the file
        h.update(f"\n{Path(path).name}:{len(data)}\n".encode("utf-8"))
        h.update(data)
    return h.hexdigest()


def _file_for(kind: str, key: str) -> Path:
    return cache_dir() / f"{kind}-{key[:24]}.pickle"


def load(kind: str, key: str) -> Any | None:
    """The compiled value for ``key``, or None (absent, unreadable, or made from other input)."""
    try:
        with open(_file_for(kind, key), "rb") as fh:
            stored = pickle.load(fh)
    except Exception:  # noqa: BLE001 - any unusable cache file is only a missed shortcut
        return None
    if not (isinstance(stored, tuple) and len(stored) == 2 and stored[0] == key):
        return None
    return stored[1]


def store(kind: str, key: str, value: Any) -> bool:
    """Write the compiled value (atomically; older files of ``kind`` go).  False when it could not."""
    folder = cache_dir()
    target = _file_for(kind, key)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_via_temp(target, lambda fh: pickle.dump((key, value), fh, protocol=pickle.HIGHEST_PROTOCOL))
    except Exception:  # noqa: BLE001 - read-only or full disk: the next start validates again
        return False
    for old in folder.glob(f"{kind}-*.pickle"):
        if old != target:
            _unlink(old)
    return True


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def share_equal(value: T) -> T:
    """``value`` with its equal strings, and the equal field sets of its frozen entries, made one object.

    Validated JSON holds a new string for every occurrence: the shipped catalogs repeat a provider,
    a country, a source note (one is on 184 offers) thousands of times, and pydantic gives each of
    the ~1,200 entries its own set of the fields it was given (90 different ones).  Shared, the
    compiled file holds each once (pickle writes an object met again as a reference): measured on the
    shipped catalogs, the compiled files 939 -> 588 KB, the entries read back 3.4 -> 2.1 MB of Python
    memory, the window's peak resident memory 1.4 MB less.
    Nothing anyone can see changes: a string is replaced by an equal one, and a field set only in
    frozen entries (``model_config["frozen"]``), which pydantic never adds to (it copies the set for
    ``model_copy``).  Walks lists, tuples, dict values and pydantic models; returns ``value``."""
    strings: dict[str, str] = {}
    field_sets: dict[frozenset, set] = {}
    seen: set[int] = set()

    def one(item):
        if type(item) is str:
            return strings.setdefault(item, item)
        walk(item)
        return item

    def walk(item) -> None:
        if id(item) in seen:
            return
        if isinstance(item, list):
            seen.add(id(item))
            item[:] = [one(x) for x in item]
        elif isinstance(item, dict):
            seen.add(id(item))
            for k, v in item.items():
                item[k] = one(v)
        elif isinstance(item, tuple):
            seen.add(id(item))
            for x in item:
                one(x)  # a tuple's own strings stay (immutable); what it holds is walked
        else:
            attrs = getattr(item, "__dict__", None)
            fields_set = getattr(item, "__pydantic_fields_set__", None)
            if attrs is None or fields_set is None:
                return
            seen.add(id(item))
            walk(attrs)
            if getattr(type(item), "model_config", {}).get("frozen") and type(fields_set) is set:
                shared = field_sets.setdefault(frozenset(fields_set), fields_set)
                if shared is not fields_set:
                    object.__setattr__(item, "__pydantic_fields_set__", shared)

    walk(value)
    return value


def cached(kind: str, sources: list[Path], build: Callable[[], T], extra_modules: Iterable[str] = ()) -> T:
    """``build()`` (which validates ``sources``), or its compiled result from an earlier call with the
    same input.  Whatever ``build`` raises is raised, and nothing is stored."""
    if not enabled():
        return share_equal(build())
    try:
        key = key_of(kind, sources, extra_modules)
    except OSError:
        return share_equal(build())  # a missing source: the loader's own error names it
    value = load(kind, key)
    if value is None:
        value = share_equal(build())
        store(kind, key, value)
    return value
