"""The core never imports Qt: checked in a clean subprocess, module by module."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "gpuadvisor"


def core_modules() -> list[str]:
    mods = []
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = rel.parts
        if "ui" in parts[1:2]:
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts[-1] == "__main__":
            continue
        mods.append(".".join(parts))
    return mods


def test_core_modules_found():
    mods = core_modules()
    assert "gpuadvisor.domain.project" in mods
    assert not any(m.startswith("gpuadvisor.ui") for m in mods)


@pytest.mark.parametrize("module", core_modules())
def test_core_module_imports_no_qt(module):
    code = (
        "import sys, importlib; importlib.import_module(%r); "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')); "
        "print(','.join(bad)); sys.exit(1 if bad else 0)" % module
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"{module} loads Qt: {proc.stdout.strip()} {proc.stderr[-500:]}"


LOWER_LAYERS = ("engine", "domain", "catalog")
UPPER = ("gpuadvisor.report", "gpuadvisor.ui", "gpuadvisor.cli")


def _imports(path: Path, package: str) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function, relative imports resolved."""
    import ast

    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
            out.update(f"{mod}.{a.name}" for a in node.names)
    return out


@pytest.mark.parametrize("layer", LOWER_LAYERS)
def test_dependencies_point_down(layer):
    """The engine, the domain model and the catalogs never import the report, the window or the
    command line (not even inside a function): those are built on them."""
    bad = []
    for path in sorted((PKG / layer).rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        package = ".".join(rel.parts[:-1]) if rel.parts[-1] != "__init__" else ".".join(rel.parts[:-1])
        for mod in _imports(path, package):
            if mod.startswith(UPPER):
                bad.append(f"{rel}: {mod}")
    assert not bad, bad
