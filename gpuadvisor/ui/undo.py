"""QUndoCommand around a domain edit: redo applies it, undo applies the stored inverse."""

from __future__ import annotations

import time

from PySide6.QtGui import QUndoCommand

from gpuadvisor.domain.edits import Edit, SetField

from .textsafe import mnemonic_free


class EditCommand(QUndoCommand):
    """One user edit.  Consecutive SetField edits of the same field merge into one undo step."""

    MERGE_ID = 0x6A0
    MERGE_WINDOW_S = 2.0  # keystrokes in one field merge; a later change of it is its own step

    def __init__(self, bridge, edit: Edit, inverse: Edit) -> None:
        # labels quote names ("Rename to “R&D”"): one line (a line break would split the text
        # at Qt's text/actionText separator), and '&' shown as itself in the Edit menu
        text = " ".join(edit.describe().split())
        super().__init__(f"{text}\n{mnemonic_free(text)}" if text else "")
        self._bridge = bridge
        self._edit = edit
        self._inverse = inverse
        self._first = True
        self._stamp = time.monotonic()

    def redo(self) -> None:
        if self._first:  # already applied by SessionBridge.push (so errors surface before the push)
            self._first = False
            return
        self._inverse = self._bridge._apply_raw(self._edit)

    def undo(self) -> None:
        self._edit = self._bridge._apply_raw(self._inverse)

    def id(self) -> int:  # noqa: A003 - Qt API
        return self.MERGE_ID if isinstance(self._edit, SetField) else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt API
        if not isinstance(other, EditCommand):
            return False
        a, b = self._edit, other._edit
        if not (isinstance(a, SetField) and isinstance(b, SetField)):
            return False
        if (a.target, a.path) != (b.target, b.path):
            return False
        if other._stamp - self._stamp > self.MERGE_WINDOW_S:
            return False
        self._stamp = other._stamp
        self._edit = b  # keep our inverse (the value before the first keystroke)
        return True
