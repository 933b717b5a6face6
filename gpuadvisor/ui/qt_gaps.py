"""Qt's own texts that Qt's Traditional Chinese catalogue leaves in English.

``qtbase_zh_TW.qm`` (shipped with PySide6) predates some of Qt 6's strings: the widget file
dialog says "&Look in:" and "Files of &type:" (the catalogue has only the older "Look in:" and
"Files of type:"), its file list says "Folder" and "Drive", and the print dialog's duplex and
page-set options stay English.  ``QtGapsTranslator`` answers exactly those, in the wording of the
catalogue's own neighbours; everything else falls through to Qt's catalogue (``None``).

Found by recording every text the file, message, wizard, print and print-preview dialogs ask
for under zh_TW and keeping those Qt leaves untranslated (tests/ui/test_help.py checks the file
dialog).
"""

from __future__ import annotations

from PySide6.QtCore import QTranslator

ZH_TW: dict[tuple[str, str], str] = {
    ("QFileDialog", "&Look in:"): "尋找於(&L)：",
    ("QFileDialog", "Files of &type:"): "檔案型態(&T)：",
    ("QAbstractFileIconProvider", "Drive"): "磁碟機",
    ("QAbstractFileIconProvider", "Folder"): "資料夾",
    ("QPrintSettingsOutput", "Page &Set:"): "頁面集(&S)：",
    ("QPrintSettingsOutput", "Double Sided Printing"): "雙面列印",
    ("QPrintSettingsOutput", "Off"): "關閉",
    ("QPrintSettingsOutput", "Long side binding"): "長邊裝訂",
    ("QPrintSettingsOutput", "Short side binding"): "短邊裝訂",
}


class QtGapsTranslator(QTranslator):
    """The few Qt texts above, for a language that has them; None (not found) for the rest."""

    def __init__(self, parent=None, table: dict[tuple[str, str], str] | None = None) -> None:
        super().__init__(parent)
        self.table = dict(ZH_TW if table is None else table)

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: D102 - Qt API
        return self.table.get((context, source_text))

    def isEmpty(self) -> bool:  # noqa: N802 - Qt API
        return not self.table
