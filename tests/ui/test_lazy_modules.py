"""The window's process loads OpenSSL's libcrypto (``_hashlib``, ~3.5 MB) only when something uses it:
``secrets`` (imported, unused, by pydantic) is a stand-in until a name of it is used, and the
app's own digests (autosave stamps, the catalog cache key) use the interpreter's built-in ones.  Nor
does it load :mod:`html`'s entity tables (~0.5 MB) for the detail pane's escaping."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "manufacturer.gpuadv"

STAND_IN = r"""
import json, sys
from gpuadvisor.ui import lazy_modules

assert "secrets" not in sys.modules
done = lazy_modules.install()
import secrets
out = {"done": done, "again": lazy_modules.install(), "stand_in": type(secrets).__name__,
       "hmac_before": "hmac" in sys.modules}
token = secrets.token_hex(4)
out["token"] = len(token) == 8 and int(token, 16) >= 0
from secrets import compare_digest
import hmac
out["same"] = compare_digest is hmac.compare_digest and secrets.compare_digest is hmac.compare_digest
out["now"] = type(sys.modules["secrets"]).__name__
import csv, io
buf = io.StringIO()
csv.writer(buf).writerow(["a", "b c"])
out["csv"] = buf.getvalue()
sys.modules["csv"] = lazy_modules.OnFirstUse("csv")  # ``from csv import *`` gets every public name
names = {}
exec("from csv import *", names)
out["star"] = {"writer", "reader", "DictWriter", "QUOTE_ALL"} <= names.keys()
print(json.dumps(out))
"""

AT_PANES = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from gpuadvisor.ui.app import create_window, prepare_application

app = QApplication(sys.argv[:1])
prepare_application(app)

def ready(w):
    w.bridge.wait_idle()
    loaded = sorted(m for m in ("_hashlib", "hashlib", "hmac", "html.entities") if m in sys.modules)
    print(json.dumps({"loaded": loaded, "advice": w.session.last_result is not None,
                      "secrets": type(sys.modules.get("secrets")).__name__}), flush=True)
    w.bridge.undo_stack.setClean()
    w.session.discard_autosave()
    import os
    os._exit(0)

w = create_window(sys.argv[1], ready)
app.exec()
"""


def _run(code: str, tmp_path, *args) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPUADVISOR_HOME=str(tmp_path), GPUADVISOR_LANG="en")
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=120, env=env,
                          cwd=ROOT)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    assert proc.returncode == 0 and lines, proc.stdout + proc.stderr
    return json.loads(lines[-1])


def test_a_stand_in_module_is_the_real_one_once_used(tmp_path):
    got = _run(STAND_IN, tmp_path)
    assert got == {"done": ["secrets", "csv"], "again": [], "stand_in": "OnFirstUse", "hmac_before": False,
                   "token": True, "same": True, "now": "module", "csv": "a,b c\r\n", "star": True}


def test_the_window_opens_a_file_and_advises_without_libcrypto_or_html_entities(tmp_path):
    got = _run(AT_PANES, tmp_path, str(EXAMPLE))
    assert got == {"loaded": [], "advice": True, "secrets": "OnFirstUse"}
