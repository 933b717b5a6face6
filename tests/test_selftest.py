"""`gpuadvisor --self-test` runs headless: opens the example, advises, renders charts and the PDF."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_self_test_without_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["GPUADVISOR_HOME"] = str(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "--self-test"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "advised 4 workloads" in out
    assert "rendered 5 charts" in out
    assert "PDF" in out and out.strip().endswith("self-test: OK")
