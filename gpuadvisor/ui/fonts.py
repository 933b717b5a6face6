"""A font that covers Traditional Chinese, wherever the app runs.

Qt's default fallback picks the Japanese glyph variant of Noto Sans CJK even in zh_TW
(ecosystem-handson §4), so "Noto Sans CJK TC" is named explicitly.  When no installed font covers
Traditional Chinese at all (a fresh machine, the packaged app), the bundled WenQuanYi Micro Hei is
registered with Qt, so the window, the charts and the PDF never show empty boxes.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

PREFERRED = ("Noto Sans CJK TC", "Noto Sans TC", "Microsoft JhengHei", "PingFang TC", "Heiti TC")
BUNDLED_FILE = "wqy-microhei.ttc"
_loaded: list[str] | None = None


def cjk_families() -> list[str]:
    """Families to list after the Latin one for Chinese text (registers the bundled font if needed)."""
    global _loaded
    if _loaded is not None:
        return _loaded
    installed = set(QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese))
    chosen = [f for f in PREFERRED if f in installed]
    if not chosen:
        chosen = sorted(installed)[:1]
    if not chosen:
        from gpuadvisor.paths import resources_dir

        font_id = QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / BUNDLED_FILE))
        if font_id >= 0:
            chosen = list(QFontDatabase.applicationFontFamilies(font_id))
    _loaded = chosen
    return chosen
