"""The code the standard library compiles from text at start-up, read back from a cache instead.

Before the first advice the window's process makes some 110 dataclasses (the engine's results, the
edits, pydantic's own) and pydantic reads some 1,100 type annotations written as text.  Python 3.11
compiles every method a dataclass gets (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__``, ``__delattr__``: about 540) from generated source with ``exec``, and
``typing.ForwardRef`` compiles each annotation with ``compile``: 60-70 ms of the start-up worker
(measured: 335 -> 262 ms of CPU from pydantic's import to the first advice, median of 6, plus 4 ms to
read the ~700 KB file), each time the same text giving the same code.

:func:`install` has those two modules (``dataclasses``, ``typing``) call a caching ``exec`` and
``compile`` instead of the built-ins: the code of a text compiled before (by this process, or by an
earlier one: :func:`save` writes what was compiled to ``paths.user_cache_dir()/code``) is taken
from the cache, anything else is compiled as the built-in does it.  The cache is marshalled code, in
a file named after this Python's bytecode magic number, so another Python version never reads it;
an unreadable file is ignored.  The functions and annotations made are exactly what the built-ins
make (same code objects, same file name ``<string>``, same globals and namespace), only faster.
The command line keeps the built-ins.
"""

import builtins
import importlib.util
import marshal
import sys
import threading

_builtin_exec = builtins.exec
_builtin_compile = builtins.compile
_CODE = type(_builtin_compile("0", "<string>", "eval"))

# (mode, source) -> code; the modes: "exec" (dataclasses' methods), "eval" (typing's annotations)
_codes: dict[tuple[str, str], object] = {}
_new = 0  # codes compiled by this process, not yet in the file
#: at most this many codes in the file: beyond, only those this process used are kept
LIMIT = 5000
_used: set[tuple[str, str]] = set()
_lock = threading.Lock()
_installed = False

#: the modules whose ``exec``/``compile`` of text goes through the cache
MODULES = ("dataclasses", "typing")


def _file():
    from gpuadvisor.paths import user_cache_dir

    return user_cache_dir() / "code" / f"code-{importlib.util.MAGIC_NUMBER.hex()}.marshal"


def _code(source: str, mode: str):
    global _new
    key = (mode, source)
    code = _codes.get(key)
    _used.add(key)
    if code is None:
        # the flags of the calling module (dataclasses, typing: no __future__ imports), not of this one
        code = _builtin_compile(source, "<string>", mode, 0, True)
        with _lock:
            if key not in _codes:
                _codes[key] = code
                _new += 1
    return code


def cached_exec(source, globals=None, locals=None, /, **kw):
    """``exec``, with the code of a text taken from the cache."""
    if globals is None:  # the caller's namespaces, as the built-in takes them
        frame = sys._getframe(1)
        globals, locals = frame.f_globals, frame.f_locals if locals is None else locals
    if type(source) is str and not kw:
        source = _code(source, "exec")
    return _builtin_exec(source, globals, locals, **kw)


def cached_compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1, **kw):
    """``compile``, with the code of a text (file ``<string>``, no flags) taken from the cache."""
    if (type(source) is str and filename == "<string>" and mode in ("exec", "eval") and flags == 0
            and optimize == -1 and not kw):
        return _code(source, mode)
    return _builtin_compile(source, filename, mode, flags, dont_inherit, optimize, **kw)


def _read() -> None:
    try:
        with open(_file(), "rb") as fh:
            stored = marshal.load(fh)
    except Exception:  # noqa: BLE001 - absent, unreadable or another format: compile as usual
        return
    if not isinstance(stored, dict):
        return
    for key, code in stored.items():
        if (isinstance(key, tuple) and len(key) == 2 and key[0] in ("exec", "eval") and isinstance(key[1], str)
                and type(code) is _CODE):
            _codes.setdefault(key, code)


def install() -> bool:
    """Read the cache and have ``dataclasses`` and ``typing`` use it; False when already done."""
    global _installed
    if _installed:
        return False
    _installed = True
    _read()
    import dataclasses
    import typing

    dataclasses.exec = cached_exec  # a module global: found before the built-in
    typing.compile = cached_compile
    return True


def save() -> bool:
    """Write the cache when this process compiled texts it did not hold (atomically).  False when
    there was nothing new, or it could not be written (read-only disk: the next start compiles)."""
    global _new
    with _lock:
        if not _installed or not _new:
            return False
        codes, _new = dict(_codes), 0
        if len(codes) > LIMIT:
            codes = {k: codes[k] for k in _used if k in codes}
    target = _file()
    try:
        from gpuadvisor.atomic_file import write_via_temp

        target.parent.mkdir(parents=True, exist_ok=True)
        write_via_temp(target, lambda fh: marshal.dump(codes, fh))
    except Exception:  # noqa: BLE001
        return False
    return True


def uninstall() -> None:
    """Give ``dataclasses`` and ``typing`` back the built-ins and forget the cache (what is made
    afterwards is compiled as usual)."""
    global _installed, _new
    for name in MODULES:
        module = sys.modules.get(name)
        for attr in ("exec", "compile"):
            if module is not None and module.__dict__.get(attr) in (cached_exec, cached_compile):
                delattr(module, attr)
    with _lock:
        _codes.clear()
        _used.clear()
        _new = 0
    _installed = False
