"""The start-up worker takes the code of dataclass methods and text annotations from a cache
(:mod:`gpuadvisor.ui.code_cache`): a second start compiles none of them again, the classes and
annotations made are the same code as the built-ins make, an unusable cache file is compiled past,
and the window's process has the built-ins back once the file is open."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import dataclasses, hashlib, json, sys, typing
from gpuadvisor.ui import code_cache

use = sys.argv[1] == "cache"
if use:
    code_cache.install()

def fingerprint(code):
    parts = [code.co_code, code.co_names, code.co_varnames, code.co_freevars, code.co_cellvars,
             code.co_filename, code.co_name, code.co_qualname, code.co_firstlineno, code.co_flags,
             code.co_argcount, code.co_kwonlyargcount, code.co_linetable, code.co_exceptiontable]
    parts += [fingerprint(c) if hasattr(c, "co_code") else repr(c) for c in code.co_consts]
    return hashlib.sha256(repr(parts).encode()).hexdigest()

from gpuadvisor.domain import edits
from gpuadvisor.engine import cost
prints = {}
for module in (edits, cost):
    for name, cls in sorted(vars(module).items()):
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__:
            for meth in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
                f = cls.__dict__.get(meth)
                if f is not None and hasattr(f, "__code__"):
                    prints[f"{name}.{meth}"] = fingerprint(f.__code__)
ref = typing.ForwardRef("dict[str, list[int | None]]")
prints["forward_ref"] = fingerprint(ref.__forward_code__)
prints["forward_ref_value"] = repr(typing.get_type_hints(type("T", (), {"__annotations__": {"x": "list[int]"}})))
change = edits.SetField(target="document", path="title", value="x")
prints["behaviour"] = [repr(change), change == edits.SetField(target="document", path="title", value="x"),
                       hash(change) == hash(edits.SetField(target="document", path="title", value="x"))]
new = code_cache._new  # compiled by this process for the classes and annotations above
ns = {}
code_cache.cached_exec("y = 2", ns)
code_cache.cached_exec("z = 3")  # no namespaces given: the caller's, as the built-in takes them
out = {"prints": prints, "new": new, "ns": ns.get("y"), "z": globals().get("z"),
       "saved": code_cache.save() if use else None}
code_cache.uninstall()
out["restored"] = "exec" not in vars(dataclasses) and "compile" not in vars(typing)
print(json.dumps(out))
"""


def _probe(home: Path, mode: str) -> dict:
    env = dict(os.environ, GPUADVISOR_HOME=str(home))
    out = subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def _cache_files(home: Path) -> list[Path]:
    return sorted(home.rglob("code-*.marshal"))


def test_a_second_start_compiles_nothing_and_makes_the_same_code(tmp_path):
    plain = _probe(tmp_path, "plain")
    assert plain["new"] == 0 and plain["saved"] is None and not _cache_files(tmp_path)
    first = _probe(tmp_path, "cache")
    assert first["new"] > 50 and first["saved"] is True and len(_cache_files(tmp_path)) == 1
    second = _probe(tmp_path, "cache")
    assert second["new"] == 0 and second["saved"] is False  # everything came from the file
    assert first["prints"] == plain["prints"] == second["prints"]
    assert len(plain["prints"]) > 40
    for got in (first, second):
        assert got["ns"] == 2 and got["z"] == 3 and got["restored"] is True


def test_an_unusable_cache_file_is_compiled_past_and_replaced(tmp_path):
    _probe(tmp_path, "cache")
    (path,) = _cache_files(tmp_path)
    path.write_bytes(b"not marshal data at all")
    broken = _probe(tmp_path, "cache")
    assert broken["new"] > 50 and broken["saved"] is True
    assert _probe(tmp_path, "cache")["new"] == 0


def test_the_window_fills_the_cache_and_gives_the_built_ins_back(tmp_path):
    script = r"""
import dataclasses, json, sys, typing
from PySide6.QtWidgets import QApplication
from gpuadvisor.ui.app import create_window, prepare_application

app = QApplication(sys.argv[:1])
prepare_application(app)
def ready(w):
    out = {"exec": "exec" in vars(dataclasses), "compile": "compile" in vars(typing)}
    print(json.dumps(out), flush=True)
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()
    app.quit()
w = create_window(sys.argv[1], ready)
app.exec()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=str(tmp_path), GPUADVISOR_LANG="en")
    example = ROOT / "resources" / "examples" / "manufacturer.gpuadv"
    out = subprocess.run([sys.executable, "-c", script, str(example)], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {"exec": False, "compile": False}
    (path,) = _cache_files(tmp_path)
    assert path.stat().st_size > 10_000
