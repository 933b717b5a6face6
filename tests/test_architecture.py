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
