"""The catalog's pydantic models build their validators when a file is first validated, not at
import: start-up reads the catalog from its compiled cache and never needs them (issue 15).
Validation itself is unchanged (the other catalog tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import json
from gpuadvisor.domain import hardware
from gpuadvisor.catalog import compat_data, load_catalog, network_data

models = {"Accelerator": hardware.Accelerator, "CloudOffer": hardware.CloudOffer, "System": hardware.System,
          "ModelPreset": hardware.ModelPreset, "CompatibilityFile": compat_data.CompatibilityFile,
          "Rule": compat_data.Rule, "NetworksFile": network_data.NetworksFile,
          "CloudClusterNetwork": network_data.CloudClusterNetwork}
built = lambda: sorted(k for k, m in models.items() if m.__pydantic_complete__)
after_import = built()
load_catalog(include_user_overrides=False)
print(json.dumps({"import": after_import, "cached_catalog": built(),
                  "h100": load_catalog(include_user_overrides=False).find_accelerator("H100").name}))
"""


def _probe(home: Path) -> dict:
    env = dict(os.environ, GPUADVISOR_HOME=str(home))
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_importing_and_reading_the_compiled_catalog_build_no_validator(tmp_path):
    first = _probe(tmp_path)  # validates the shipped files (and compiles them)
    assert first["import"] == [] and first["h100"]
    again = _probe(tmp_path)  # the compiled file: nothing validated, nothing built
    assert again == {"import": [], "cached_catalog": [], "h100": first["h100"]}


def test_a_deferred_model_still_validates_and_refuses():
    from pydantic import ValidationError

    from gpuadvisor.catalog.network_data import TopologyRule

    with pytest.raises(ValidationError, match="source"):
        TopologyRule.model_validate({"source": "short", "as_of": "2025-01-01", "evidence": "read"})
