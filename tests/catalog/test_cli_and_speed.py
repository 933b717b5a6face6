"""``gpuadvisor catalog`` and load time."""

import json
import os
import subprocess
import sys

import pytest

from .conftest import REFERENCE, ROOT, needs_reference


def _run(args, env_home):
    env = dict(os.environ, GPUADVISOR_HOME=str(env_home))
    return subprocess.run(
        [sys.executable, "-m", "gpuadvisor", *args], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env
    )


def test_catalog_json_has_exactly_the_keys(tmp_path):
    proc = _run(["catalog", "--json"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert set(data) == {"counts", "providers", "oldest_as_of", "newest_as_of", "warnings"}
    assert set(data["counts"]) == {"accelerators", "cloud_offers", "systems", "models"}
    assert data["counts"]["accelerators"] >= 80 and data["counts"]["cloud_offers"] >= 400
    assert data["counts"]["models"] >= 150
    assert "azure" in data["providers"] and data["providers"] == sorted(data["providers"])
    assert data["oldest_as_of"] <= data["newest_as_of"] and len(data["oldest_as_of"]) == 10
    assert data["warnings"] == []


def test_catalog_text_and_override_warning(tmp_path):
    overrides = tmp_path / "data" / "catalog_overrides.json"
    overrides.parent.mkdir(parents=True)
    overrides.write_text('{"accelerators": [{"name": "L4", "memory_gb": "lots"}]}', encoding="utf-8")
    proc = _run(["catalog"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "accelerators" in proc.stdout and "azure" in proc.stdout
    assert "memory_gb" in proc.stdout  # the warning is shown
    proc = _run(["catalog", "--json"], tmp_path)
    assert len(json.loads(proc.stdout)["warnings"]) == 1


def test_cold_load_is_fast(tmp_path):
    code = (
        "import time; import gpuadvisor.catalog as c; t=time.perf_counter(); c.load_catalog(); "
        "print(time.perf_counter()-t)"
    )
    env = dict(os.environ, GPUADVISOR_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    assert float(proc.stdout.strip()) < 0.3


@needs_reference
def test_build_script_reproduces_the_shipped_catalogs(tmp_path):
    out = tmp_path / "built"
    proc = subprocess.run(
        [sys.executable, "tools/build_catalogs.py", str(REFERENCE), "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert "skipped cloud rows without any price: 1" in proc.stdout
    for path in sorted((ROOT / "catalogs").glob("*.json")):
        if json.loads(path.read_text(encoding="utf-8")).get("$comment", "").startswith("Hand-maintained"):
            assert not (out / path.name).exists(), f"{path.name} is hand-maintained: the build script must not write it"
            continue
        assert (out / path.name).read_bytes() == path.read_bytes(), f"{path.name} is stale: rerun tools/build_catalogs.py"
