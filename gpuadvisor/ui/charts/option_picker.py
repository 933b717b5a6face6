"""OptionPicker: a combo box over every option of one kind, searchable by typing.

Typing filters the list to the options whose label, provider, accelerator, instance type (or
quote vendor) contain every typed word; Return takes the first match, Escape or leaving the field
puts back the option that is selected.  Options that do not fit stay in the list, marked and
coloured, so they can still be compared.  Items are kept by option key: refilling the list after
a recompute keeps the selection.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QCompleter, QWidget

from gpuadvisor.ui.textsafe import auto_text

KEY_ROLE = Qt.ItemDataRole.UserRole
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1
STATE_ROLE = Qt.ItemDataRole.UserRole + 2

#: text colour by state ("fits" keeps the default)
STATE_COLORS = {"no": "#b2182b", "unpriced": "#b2182b", "comparison": "#8a4b08", "none": "#666666"}


@dataclass(frozen=True)
class PickerItem:
    key: str | None  # option key; None for a placeholder row ("none fits")
    text: str
    search: str = ""  # lower-case words typed text is matched against
    state: str = "fits"  # fits | tight | comparison | no | unpriced | none
    tooltip: str = ""


class _WordFilter(QSortFilterProxyModel):
    """Rows whose search text contains every typed word (any order, any case)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._words: list[str] = []

    def set_words(self, text: str) -> None:
        words = text.lower().split()
        if words != self._words:
            if hasattr(self, "beginFilterChange"):  # Qt 6.9+
                self.beginFilterChange()
                self._words = words
                self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
            else:
                self._words = words
                self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent) -> bool:  # noqa: N802 - Qt API
        index = self.sourceModel().index(row, 0, parent)
        if index.data(KEY_ROLE) is None:
            return not self._words  # the placeholder row only when nothing is typed
        hay = index.data(SEARCH_ROLE) or ""
        return all(w in hay for w in self._words)


class OptionPicker(QComboBox):
    """Editable combo box: the selected option's text, or what the user types to search."""

    picked = Signal(object)  # option key chosen by the user (not emitted by set_items/select_key)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[PickerItem] = []
        self._filling = False
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setMaxVisibleItems(20)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(24)
        self.source = QStandardItemModel(self)
        self.setModel(self.source)
        self.filter = _WordFilter(self)
        self.filter.setSourceModel(self.source)
        completer = QCompleter(self.filter, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setMaxVisibleItems(15)
        self.setCompleter(completer)
        completer.activated[QModelIndex].connect(self._on_completer_activated)
        line = self.lineEdit()
        line.setPlaceholderText(self.tr("Type to search: name, provider, GPU, instance type"))
        line.textEdited.connect(self.filter.set_words)
        line.returnPressed.connect(self._on_return)
        line.editingFinished.connect(self._restore_text)
        self.currentIndexChanged.connect(self._on_index_changed)

    # -- contents ------------------------------------------------------------------------------
    def set_items(self, items: list[PickerItem], current_key: str | None) -> None:
        """Show ``items`` (rebuilt only when they changed) with ``current_key`` selected."""
        self._filling = True
        try:
            if items != self._items:
                self._items = list(items)
                self.source.clear()
                for it in items:
                    row = QStandardItem(it.text)
                    row.setData(it.key, KEY_ROLE)
                    row.setData(it.search or it.text.lower(), SEARCH_ROLE)
                    row.setData(it.state, STATE_ROLE)
                    row.setEditable(False)
                    if it.tooltip:
                        row.setToolTip(auto_text(it.tooltip))  # option labels, quote vendors: as written
                    if it.state in STATE_COLORS:
                        row.setForeground(QColor(STATE_COLORS[it.state]))
                    self.source.appendRow(row)
                self.filter.set_words("")
            self._select(current_key)
        finally:
            self._filling = False

    def _select(self, key: str | None) -> None:
        i = self.index_of(key)
        if i < 0 and self.count():
            i = 0
        self.setCurrentIndex(i)
        self.setEditText(self.itemText(i) if i >= 0 else "")
        self.lineEdit().setCursorPosition(0)  # long labels: show their start
        self._show_state(i)

    def index_of(self, key: str | None) -> int:
        for i in range(self.count()):
            if self.itemData(i, KEY_ROLE) == key:
                return i
        return -1

    def select_key(self, key: str | None) -> None:
        self._filling = True
        try:
            self._select(key)
        finally:
            self._filling = False

    def current_key(self) -> str | None:
        return self.currentData(KEY_ROLE)

    def option_count(self) -> int:
        """Options listed (placeholder rows aside)."""
        return sum(1 for it in self._items if it.key is not None)

    def matches(self) -> list[str]:
        """Keys of the options the typed text matches (in list order)."""
        return [self.filter.index(r, 0).data(KEY_ROLE) for r in range(self.filter.rowCount())
                if self.filter.index(r, 0).data(KEY_ROLE) is not None]

    def item_state(self, key: str | None) -> str:
        i = self.index_of(key)
        return self.itemData(i, STATE_ROLE) if i >= 0 else ""

    # -- user ----------------------------------------------------------------------------------
    def search(self, text: str) -> list[str]:
        """Filter as if ``text`` were typed (tests, scripts); returns the matching keys."""
        self.lineEdit().setText(text)
        self.filter.set_words(text)
        return self.matches()

    def _on_completer_activated(self, index) -> None:
        # index is in the word filter (the completer's model)
        if index is None or not index.isValid():
            return
        src = self.filter.mapToSource(index)
        if src.isValid():
            self.setCurrentIndex(src.row())
            self.setEditText(self.itemText(src.row()))
            self.lineEdit().setCursorPosition(0)

    def _on_return(self) -> None:
        """Return with typed text: take the first option it matches."""
        text = self.lineEdit().text()
        if text == self.itemText(self.currentIndex()):
            return
        keys = self.matches() if text.strip() else []
        if keys:
            self.setCurrentIndex(self.index_of(keys[0]))
        self._restore_text()

    def _restore_text(self) -> None:
        if self.lineEdit().text() != self.itemText(self.currentIndex()):
            self.setEditText(self.itemText(self.currentIndex()))
            self.lineEdit().setCursorPosition(0)
        self.filter.set_words("")

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape and self.lineEdit().text() != self.itemText(self.currentIndex()):
            self._restore_text()
            event.accept()
            return
        super().keyPressEvent(event)

    def _on_index_changed(self, index: int) -> None:
        if not self.lineEdit().hasFocus():
            self.lineEdit().setCursorPosition(0)
        self._show_state(index)
        if not self._filling and index >= 0:
            self.picked.emit(self.itemData(index, KEY_ROLE))

    def _show_state(self, index: int) -> None:
        """The line shows the selected item's colour and tooltip (a pick that does not fit stays marked)."""
        state = self.itemData(index, STATE_ROLE) if index >= 0 else ""
        color = STATE_COLORS.get(state or "")
        self.lineEdit().setStyleSheet(f"color: {color};" if color else "")
        tip = self.itemData(index, Qt.ItemDataRole.ToolTipRole) if index >= 0 else ""
        self.setToolTip(tip or "")
