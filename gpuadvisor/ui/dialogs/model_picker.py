"""Pick a model from the catalog's presets, with search over names and aliases."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QListView, QWidget

from .. import labels
from ..layout import MARGIN, vbox
from ..textsafe import tooltip
from ..views.workload_fields import vision_encoder

PresetRole = Qt.ItemDataRole.UserRole + 1
SearchRole = Qt.ItemDataRole.UserRole + 2


class ModelPickerDialog(QDialog):
    """A search field over a filtered list of presets; OK or double-click picks one."""

    def __init__(self, presets, parent: QWidget | None = None, current: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose a model"))
        self.resize(520, 560)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search by name, alias or Hugging Face id, e.g. llama 8b"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(self.tr("Every word must appear in the model's name or one of its aliases."))
        self._items = QStandardItemModel(self)
        families = labels.families()
        for preset in presets:
            spec = preset.spec
            size = labels.number(spec.params_b, 2 if spec.params_b < 10 else 1)
            encoder = vision_encoder(spec)
            words = [spec.name, *preset.aliases]
            family = families.get(spec.family, spec.family)
            if encoder is None:
                text = self.tr("{name} — {size} B · {family}").format(name=spec.name, size=size, family=family)
            else:  # a vision-language model: it reads images too
                text = self.tr("{name} — {size} B + {n} B image encoder · {family}").format(
                    name=spec.name, size=size, n=labels.number(encoder[0] / 1e9, 2), family=family)
                words += ["vision", "image", self.tr("vision"), self.tr("image")]
            item = QStandardItem(text)
            item.setEditable(False)
            item.setData(preset, PresetRole)
            item.setData(" ".join(words).lower(), SearchRole)
            item.setToolTip(tooltip(", ".join(preset.aliases[:6])))  # names from the user's overrides too
            self._items.appendRow(item)
        self.proxy = _WordsFilter(self)
        self.proxy.setSourceModel(self._items)
        self.view = QListView(self)
        self.view.setModel(self.proxy)
        self.view.setUniformItemSizes(True)
        self.count_label = QLabel(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.setLayout(vbox(self.search, self.view, self.count_label, buttons, margin=MARGIN))
        self.search.textChanged.connect(self._on_search_changed)
        self.view.doubleClicked.connect(self.accept)
        self.view.selectionModel().currentChanged.connect(self._update_ok)
        self._select(current)
        self._on_search_changed("")

    def _select(self, name: str) -> None:
        if not name:
            return
        for row in range(self.proxy.rowCount()):
            idx = self.proxy.index(row, 0)
            if idx.data(PresetRole).spec.name == name:
                self.view.setCurrentIndex(idx)
                self.view.scrollTo(idx)
                return

    def _on_search_changed(self, text: str) -> None:
        self.proxy.set_words(text)
        if self.proxy.rowCount() and not self.view.currentIndex().isValid():
            self.view.setCurrentIndex(self.proxy.index(0, 0))
        self.count_label.setText(self.tr("{n} of {total} models").format(
            n=self.proxy.rowCount(), total=self._items.rowCount()))
        self._update_ok()

    def _update_ok(self, *_args) -> None:
        self._ok.setEnabled(self.view.currentIndex().isValid())

    def selected_preset(self):
        idx = self.view.currentIndex()
        return idx.data(PresetRole) if idx.isValid() else None


class _WordsFilter(QSortFilterProxyModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._words: list[str] = []

    def set_words(self, text: str) -> None:
        self.beginFilterChange()
        self._words = text.lower().replace("-", " ").split()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent) -> bool:  # noqa: N802 - Qt API
        if not self._words:
            return True
        hay = self.sourceModel().index(row, 0, parent).data(SearchRole) or ""
        hay = hay.replace("-", " ")
        return all(w in hay for w in self._words)


def pick_model(presets, parent: QWidget | None = None, current: str = ""):
    """Show the picker; the chosen ModelPreset, or None when cancelled."""
    dialog = ModelPickerDialog(presets, parent, current)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.selected_preset()
        return None
    finally:
        dialog.deleteLater()
