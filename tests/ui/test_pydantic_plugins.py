"""The window's process looks for no pydantic plugins: pydantic's plugin loader is replaced before
pydantic is used (no importlib.metadata, no entry-point scan), the models validate as before, and
PYDANTIC_DISABLE_PLUGINS, when set, is left to pydantic."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from gpuadvisor.ui.app import prepare_application

app = QApplication(sys.argv[:1])
prepare_application(app)
from gpuadvisor.persistence import load_project

doc = load_project(sys.argv[1])
import pydantic.plugin._loader as loader

out = {"metadata": "importlib.metadata" in sys.modules, "stub": type(sys.modules[loader.__name__]).__name__,
       "plugins": list(loader.get_plugins()), "title": doc.title}
out["group"] = loader.PYDANTIC_ENTRY_POINT_GROUP  # any other name: the real module, from then on
out["after"] = type(sys.modules["pydantic.plugin._loader"]).__name__
print(json.dumps(out))
"""


def _probe(tmp_path, **env_extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    env.update(QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=str(tmp_path), **env_extra)
    example = ROOT / "resources" / "examples" / "manufacturer.gpuadv"
    out = subprocess.run([sys.executable, "-c", PROBE, str(example)], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_window_looks_for_no_pydantic_plugins(tmp_path):
    got = _probe(tmp_path)
    title = json.loads((ROOT / "resources" / "examples" / "manufacturer.gpuadv").read_text("utf-8"))["document"]["title"]
    assert got == {"metadata": False, "stub": "_NoPlugins", "plugins": [], "title": title,
                   "group": "pydantic", "after": "module"}


def test_a_stated_pydantic_plugins_setting_is_left_to_pydantic(tmp_path):
    got = _probe(tmp_path, PYDANTIC_DISABLE_PLUGINS="some_plugin")
    assert got["stub"] == "module" and got["metadata"] is True and got["plugins"] == []
