"""The window's File and Edit shortcuts work wherever the focus is in the window.

A text field takes some keys for itself before any shortcut sees them (Qt asks the focus widget
first, with a ShortcutOverride event): on Linux desktops Ctrl+E is "end of line" in a line edit, so
Ctrl+E (Export PDF) typed in the search box or a form field did nothing, and the file name typed
next landed in the box.  ``keep_window_shortcuts(window, actions)`` puts a filter on the widget that
has the focus in ``window`` (moved as the focus moves) that turns down those overrides for the
actions' key sequences, so the action runs.  Text editing keeps its own keys: undo/redo, delete,
copy/paste are not in the list; but undo/redo in a line edit with nothing of its own to undo or
redo (a field just committed: the editor shows the document's value, which clears the field's
history) is the window's Edit → Undo/Redo, so Ctrl+Z right after typing a value and pressing Enter
undoes that edit instead of doing nothing.

The actions keep the window context (``Qt.WindowShortcut``), not ``Qt.ApplicationShortcut``: with
two windows open, an application-wide Ctrl+E would belong to both and Qt would run neither
("Ambiguous shortcut overload").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

#: ``ui.actions.Actions`` attributes whose shortcuts win over a text field's own keys.
WINDOW_ACTIONS = ("new", "open", "save", "save_as", "print_preview", "print", "export_pdf", "quit",
                  "add_workload", "duplicate", "rename", "move_up", "move_down", "preferences")


class _ShortcutKeeper(QObject):
    def __init__(self, window: QWidget, actions) -> None:
        super().__init__(window)
        self._window = window
        self._keys: set[str] = set()
        for name in WINDOW_ACTIONS:
            action = getattr(actions, name, None)
            if action is not None:
                self._keys.update(seq.toString() for seq in action.shortcuts() if not seq.isEmpty())
        def keys(name: str) -> set[str]:
            action = getattr(actions, name, None)
            return {seq.toString() for seq in action.shortcuts() if not seq.isEmpty()} if action is not None else set()

        self._undo_keys, self._redo_keys = keys("undo"), keys("redo")
        self._watched: QWidget | None = None
        QApplication.instance().focusChanged.connect(self._on_focus_changed)

    @Slot(QWidget, QWidget)
    def _on_focus_changed(self, _old, new) -> None:
        if self._watched is not None:
            try:
                self._watched.removeEventFilter(self)
            except RuntimeError:  # deleted meanwhile
                pass
            self._watched = None
        if new is not None and new.window() is self._window:
            new.installEventFilter(self)
            self._watched = new

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.ShortcutOverride:
            key = QKeySequence(event.keyCombination()).toString()
            if key in self._keys or (isinstance(obj, QLineEdit) and not obj.isReadOnly() and (
                    (key in self._undo_keys and not obj.isUndoAvailable())
                    or (key in self._redo_keys and not obj.isRedoAvailable()))):
                event.ignore()  # not overridden: the window's action gets the key
                return True
        return False


def keep_window_shortcuts(window: QWidget, actions) -> QObject:
    """Make ``actions``' File/Edit shortcuts win over the focused text field's keys in ``window``."""
    keeper = _ShortcutKeeper(window, actions)
    window._shortcut_keeper = keeper  # noqa: SLF001 - kept alive with the window
    return keeper
