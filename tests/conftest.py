import os
import sys
from pathlib import Path

# Before any QApplication exists: no display in CI (ecosystem-handson §6).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory, monkeypatch):
    """Every test gets its own platformdirs folders: nothing touches the real user's files."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("GPUADVISOR_HOME", str(home))
    return home
