"""User text in widgets: always shown literally, never read as markup.

Names of workloads, projects, models, quote vendors, catalog-override entries and file names come
from files anyone can write.  Qt shows a QLabel, a tooltip or a QMessageBox text as rich text when
``Qt.mightBeRichText`` says so (AutoText), and pyqtgraph's titles and legend labels are HTML: an
``<img src="/dev/zero">`` in a name would make Qt read that file on the UI thread.  So:

* ``plain_label(label)``: a label that holds user data shows it as plain text;
* ``plain_box(box)``: the same for a QMessageBox we build (its text and informative text);
* ``escape(text)``: the user part of a deliberately rich text (bold labels, pyqtgraph HTML);
* ``auto_text(text)``: a text for an AutoText place we do not control (tooltips, the static
  QMessageBox functions): unchanged when Qt would show it literally anyway, else escaped rich
  text that shows the same characters (line breaks and tabs kept);
* ``tooltip(*parts)``: one line per part, through ``auto_text``;
* ``mnemonic_free(text)``: a menu, button or check-box text where ``&`` is a shortcut marker;
* ``one_line(text)``: a name in a one-line place (a combo box): line breaks and tabs as spaces;
* ``title_part(text)``: a name inside a window title (``[*]`` is Qt's modified marker);
* ``safe_file_name(text)``: a plain file name to suggest in a save dialog.

Qt-free (no Qt import): the item models and chart helpers use it too.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["auto_text", "escape", "mnemonic_free", "one_line", "plain_box", "plain_label", "safe_file_name", "title_part", "tooltip"]

# a text holding any of these may be taken for markup (a tag, an entity)
_MARKUP = re.compile(r"[<>&]")
_WINDOWS_RESERVED = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                     *(f"COM{i}" for i in range(10)), *(f"LPT{i}" for i in range(10)),
                     "COM¹", "COM²", "COM³", "LPT¹", "LPT²", "LPT³"}
# characters no file name may hold on Windows, plus both path separators
_NOT_IN_NAMES = re.compile(r'[<>:"/\\|?*]+')
FILE_NAME_BYTES = 150  # well under the 255 bytes most file systems allow, suffix included


def _html_escape(text: str, quote: bool) -> str:
    """``html.escape`` (the same replacements), without importing :mod:`html`, whose entity tables
    cost a few ms before the first paint."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("'", "&#x27;") if quote else text


def escape(text) -> str:
    """``text`` as HTML that shows the same characters (for the user part of rich text)."""
    return _html_escape(str(text), quote=True)


def plain_label(label):
    """Make a QLabel show its text literally (PlainText); returns the label."""
    from PySide6.QtCore import Qt

    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_box(box):
    """Make a QMessageBox show its text and informative text literally; returns the box.

    Call it after the texts are set: the informative text's label exists only from then on."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    box.setTextFormat(Qt.TextFormat.PlainText)
    for label in box.findChildren(QLabel):
        if label.objectName() in ("qt_msgbox_label", "qt_msgbox_informativelabel"):
            label.setTextFormat(Qt.TextFormat.PlainText)
    return box


def auto_text(text) -> str:
    """A text Qt shows literally where it guesses plain or rich (AutoText: tooltips, message boxes).

    Unchanged when it holds no ``<``, ``>`` or ``&`` (Qt then shows it as plain text), else the
    escaped text wrapped in a paragraph that keeps line breaks and tabs, so that Qt takes it for
    rich text and shows every character, tags included, as written."""
    text = "" if text is None else str(text)
    if not _MARKUP.search(text):
        return text
    return "<p style='white-space:pre-wrap'>" + _html_escape(text, quote=False) + "</p>"


def tooltip(*parts) -> str:
    """A tooltip of one line per non-empty part, shown literally (see ``auto_text``)."""
    return auto_text("\n".join(str(p) for p in parts if p not in (None, "")))


def mnemonic_free(text) -> str:
    """A text for a menu item, button or check box: ``&`` shown as itself, not as a shortcut
    marker; a tab (the shortcut column in menus) and line breaks as spaces."""
    text = "" if text is None else str(text)
    return re.sub(r"[\t\r\n]+", " ", text).replace("&", "&&")


def one_line(text) -> str:
    """A name for a one-line place (a combo box's text): line breaks and tabs as single spaces."""
    return re.sub(r"[\t\r\n\u2028\u2029]+", " ", "" if text is None else str(text))


def title_part(text) -> str:
    """A name inside a window title: one line, and a literal ``[*]`` (Qt's modified marker)."""
    text = "" if text is None else str(text)
    text = "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text)
    return text.replace("[*]", "[*][*]")


def safe_file_name(text, fallback: str = "project") -> str:
    """A plain file name (no folder, no suffix) made from a title, to suggest in a save dialog.

    Path separators and the characters Windows refuses become spaces, control characters go,
    ``.``/``..`` parts and leading or trailing dots and spaces are dropped, reserved Windows names
    (CON, NUL, COM1 ...) are refused, and the name is cut to ``FILE_NAME_BYTES`` bytes of UTF-8.
    ``fallback`` when nothing usable is left."""
    text = "" if text is None else str(text)
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf", "Zl", "Zp"))
    parts = [p.strip() for p in _NOT_IN_NAMES.split(text)]
    name = " ".join(p for p in parts if p.strip(". "))
    name = re.sub(r"\s+", " ", name).strip(". ")
    encoded = name.encode("utf-8")
    if len(encoded) > FILE_NAME_BYTES:
        name = encoded[:FILE_NAME_BYTES].decode("utf-8", "ignore").rstrip(". ")
    if not name or name.split(".")[0].strip().upper() in _WINDOWS_RESERVED:
        return fallback
    return name
