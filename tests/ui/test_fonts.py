"""Chinese renders on a machine without CJK fonts: the bundled font is registered then."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CODE = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gpuadvisor.ui.fonts import cjk_families
print(cjk_families())
"""


def test_bundled_font_when_none_installed(tmp_path):
    latin = [d for d in ("/usr/share/fonts/truetype/dejavu",) if os.path.isdir(d)]
    conf = tmp_path / "fonts.conf"
    dirs = "".join(f"<dir>{d}</dir>" for d in latin)
    conf.write_text(f'<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>{dirs}'
                    f"<cachedir>{tmp_path}/cache</cachedir></fontconfig>", encoding="utf-8")
    env = dict(os.environ, FONTCONFIG_FILE=str(conf), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", CODE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "WenQuanYi" in out.stdout


def test_installed_traditional_chinese_font_preferred(qapp):
    from PySide6.QtGui import QFontDatabase

    from gpuadvisor.ui.fonts import cjk_families

    families = cjk_families()
    assert families
    installed = set(QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese))
    assert families[0] in installed or "WenQuanYi" in families[0]
