"""The start page: what a new user sees when no file is open (and File → Start page).

Four ways in, most guided first:

* "What do you want to run?": the guided templates (``gpuadvisor.guided``), each one opening
  the New workload… questions for it;
* the two examples shipped in ``resources/examples`` (opened as untitled copies, so saving never
  overwrites them);
* "New from a template": the ready-made projects (``gpuadvisor.templates``);
* the recent files, a missing one marked as such and removable from the list.

The page only emits what the user chose; the main window opens, asks about unsaved changes and
pushes the edits.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileInfo, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from ..layout import hbox, vbox
from ..textsafe import mnemonic_free, plain_label, tooltip

PathRole = Qt.ItemDataRole.UserRole + 1
MissingRole = Qt.ItemDataRole.UserRole + 2
MUTED = "#5a6470"



def example_files() -> list[Path]:
    """The shipped examples (``resources/examples/*.gpuadv``), in a fixed order."""
    from gpuadvisor.paths import resources_dir

    folder = resources_dir() / "examples"
    files = sorted(folder.glob("*.gpuadv")) if folder.is_dir() else []
    order = {"manufacturer": 0, "ecommerce": 1}
    return sorted(files, key=lambda p: (order.get(p.stem, 9), p.stem))


def example_texts() -> dict[str, tuple[str, str]]:
    """(title, one line on what is in it) of each shipped example, by file stem."""
    return {
        "manufacturer": (QCoreApplication.translate("StartPage", "Manufacturer"),
                         QCoreApplication.translate("StartPage", "Wafer-defect detection (monthly training and a "
                                                                 "line PC), weekly sensor forecasting and "
                             "an internal Q&A assistant whose data may not leave the company.")),
        "ecommerce": (QCoreApplication.translate("StartPage", "E-commerce company"),
                      QCoreApplication.translate("StartPage", "Nightly product-image and review batches, a quarterly "
                                                              "recommender retrain and real-time "
                          "search ranking.")),
    }


def _heading(parent: QWidget, text: str, scale: float = 1.2) -> QLabel:
    lab = QLabel(text, parent)
    f = QFont(lab.font())
    f.setBold(True)
    f.setPointSizeF(f.pointSizeF() * scale)
    lab.setFont(f)
    return lab


def _muted(parent: QWidget, text: str) -> QLabel:
    lab = plain_label(QLabel(text, parent))
    lab.setWordWrap(True)
    lab.setStyleSheet(f"color: {MUTED};")
    return lab


class CardButton(QPushButton):
    """A card: a bold title and a wrapped description in one clickable, focusable button."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.title_label = plain_label(QLabel(title, self))
        f = QFont(self.title_label.font())
        f.setBold(True)
        self.title_label.setFont(f)
        self.text_label = _muted(self, text)
        for lab in (self.title_label, self.text_label):
            lab.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            lab.setWordWrap(True)
        self.setLayout(vbox(self.title_label, self.text_label, "stretch", margin=10, spacing=3))
        self.setToolTip(tooltip(text))
        self.setWhatsThis(tooltip(text))
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self.setStyleSheet("QPushButton#card { text-align: left; border: 1px solid #c9d3de; border-radius: 4px; "
                           "background: #f7f9fb; } QPushButton#card:hover { border-color: #1f4e79; "
                           "background: #eef4fb; } QPushButton#card:focus { border: 2px solid #1f4e79; }")

    def sizeHint(self):  # noqa: D401 - Qt API
        return self.layout().sizeHint()

    def minimumSizeHint(self):  # noqa: N802 - Qt API
        return self.layout().minimumSize()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return self.layout().totalHeightForWidth(width)


class StartPage(QWidget):
    guided_requested = Signal(str)  # guided template key ("" = choose in the dialog)
    example_requested = Signal(str)  # path
    template_requested = Signal(str)  # project template key
    recent_requested = Signal(str)  # path
    open_requested = Signal()
    new_requested = Signal()
    back_requested = Signal()
    guide_requested = Signal()
    recent_removed = Signal(str)  # path

    def __init__(self, settings_getter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self._settings = settings_getter
        self._build()
        self.refresh()

    # -- construction ------------------------------------------------------------------------------
    def _build(self) -> None:
        from gpuadvisor.guided import GUIDED_TEMPLATES

        from .. import labels

        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(scroll)
        body.setObjectName("startBody")

        self.title = _heading(body, QCoreApplication.translate("StartPage", "Which GPU to buy or rent — and what to "
                                                                            "tell the boss"), 1.6)
        self.title.setWordWrap(True)
        self.intro = _muted(body, QCoreApplication.translate("StartPage", "Describe what you want to run in plain "
                                                                          "words. gpuadvisor compares the machines "
                                      "you could buy with the cloud GPUs you could rent, and writes a one-page answer "
                                      "with the cost, the reasons and the risks."))
        self.back_button = QPushButton(body)
        self.back_button.setToolTip(QCoreApplication.translate("StartPage", "Close the start page and go back to the "
                                                                            "open file."))
        self.back_button.clicked.connect(self.back_requested)
        self.back_button.setVisible(False)

        # what do you want to run? (guided)
        self.guided_heading = _heading(body, QCoreApplication.translate("StartPage", "What do you want to run?"))
        self.guided_hint = _muted(body, QCoreApplication.translate("StartPage", "Pick the closest; a few plain "
                                                                                "questions follow (how many staff, "
                                                                                "how fast, "
                                            "office hours or always). You can change every detail later."))
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(10)
        self.guided_cards: dict[str, CardButton] = {}
        for i, (key, t) in enumerate(GUIDED_TEMPLATES.items()):
            card = CardButton(t.title(), t.description(), body)
            card.setObjectName("card")
            card.setProperty("guided", key)
            card.clicked.connect(lambda _c=False, k=key: self.guided_requested.emit(k))
            grid.addWidget(card, i // 3, i % 3)
            self.guided_cards[key] = card
        for c in range(3):
            grid.setColumnStretch(c, 1)

        # examples
        self.examples_heading = _heading(body, QCoreApplication.translate("StartPage", "Try an example"))
        texts = example_texts()
        self.example_cards: dict[str, CardButton] = {}
        ex_row = hbox(spacing=10)
        for path in example_files():
            title, text = texts.get(path.stem, (path.stem, ""))
            card = CardButton(title, text, body)
            card.setToolTip(tooltip(text, QCoreApplication.translate("StartPage", "Opens a copy: saving asks for a "
                                                                                  "new file name.")))
            card.clicked.connect(lambda _c=False, p=str(path): self.example_requested.emit(p))
            ex_row.addWidget(card, 1)
            self.example_cards[path.stem] = card

        # templates
        self.templates_heading = _heading(body, QCoreApplication.translate("StartPage", "New from a template"))
        self.templates_hint = _muted(body, QCoreApplication.translate("StartPage", "Ready-made projects with typical "
                                                                                   "numbers filled in."))
        self.templates_list = QListWidget(body)
        self.templates_list.setObjectName("startTemplates")
        self.templates_list.setSpacing(2)
        self.templates_list.setCursor(Qt.CursorShape.PointingHandCursor)
        for key, label in labels.project_templates().items():
            item = QListWidgetItem(label)
            item.setData(PathRole, key)
            item.setToolTip(QCoreApplication.translate("StartPage", "Start a new file with this project."))
            self.templates_list.addItem(item)
        self.templates_list.itemActivated.connect(lambda it: self.template_requested.emit(it.data(PathRole)))
        self.templates_list.itemClicked.connect(lambda it: self.template_requested.emit(it.data(PathRole)))
        self.templates_list.setToolTip(QCoreApplication.translate("StartPage", "Start a new file with one of these "
                                                                               "projects."))
        self.templates_list.setWhatsThis(self.templates_list.toolTip())

        # recent files, open, new
        self.recent_heading = _heading(body, QCoreApplication.translate("StartPage", "Recent files"))
        self.recent_list = QListWidget(body)
        self.recent_list.setObjectName("startRecent")
        self.recent_list.setToolTip(QCoreApplication.translate("StartPage", "Files you opened or saved lately. "
                                                                            "Double-click to open."))
        self.recent_list.setWhatsThis(self.recent_list.toolTip())
        self.recent_list.itemActivated.connect(self._open_item)
        self.recent_list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.recent_empty = _muted(body, QCoreApplication.translate("StartPage", "No recent files yet."))
        self.open_recent_button = QPushButton(QCoreApplication.translate("StartPage", "Open"), body)
        self.open_recent_button.clicked.connect(lambda: self._open_item(self.recent_list.currentItem()))
        self.remove_recent_button = QPushButton(QCoreApplication.translate("StartPage", "Remove from list"), body)
        self.remove_recent_button.setToolTip(QCoreApplication.translate("StartPage", "Forget this file here; the "
                                                                                     "file itself is not touched."))
        self.remove_recent_button.clicked.connect(self._remove_current)
        self.open_button = QPushButton(QCoreApplication.translate("StartPage", "Open a file…"), body)
        self.open_button.setToolTip(QCoreApplication.translate("StartPage", "Open a project file (*.gpuadv)."))
        self.open_button.clicked.connect(self.open_requested)
        self.new_button = QPushButton(QCoreApplication.translate("StartPage", "Empty file"), body)
        self.new_button.setToolTip(QCoreApplication.translate("StartPage", "Start with an empty file and add "
                                                                           "workloads yourself."))
        self.new_button.clicked.connect(self.new_requested)
        self.help_heading = _heading(body, QCoreApplication.translate("StartPage", "New to gpuadvisor?"))
        self.help_text = _muted(body, QCoreApplication.translate(
            "StartPage", "The user guide explains the three typical questions, how the numbers are made and the "
                         "words used. Help → What's This? (Shift+F1) explains any field you click."))
        self.guide_button = QPushButton(QCoreApplication.translate("StartPage", "Read the user guide"), body)
        self.guide_button.setToolTip(QCoreApplication.translate("StartPage", "Open the user guide (F1)."))
        self.guide_button.clicked.connect(self.guide_requested)

        left = vbox(self.guided_heading, self.guided_hint, grid, 14, self.examples_heading, ex_row, 14,
                    self.templates_heading, self.templates_hint, self.templates_list, spacing=8)
        right = vbox(self.recent_heading, self.recent_list, self.recent_empty,
                     hbox(self.open_recent_button, self.remove_recent_button, "stretch"), 14,
                     hbox(self.open_button, self.new_button, "stretch"), 18,
                     self.help_heading, self.help_text, hbox(self.guide_button, "stretch"), "stretch", spacing=8)
        self.templates_list.setMaximumHeight(self.templates_list.sizeHintForRow(0) * 6 + 8
                                             if self.templates_list.count() else 120)
        columns = hbox(spacing=28)
        columns.addLayout(left, 3)
        columns.addLayout(right, 1)
        top = hbox(self.title, self.back_button)
        top.setStretch(0, 1)
        body.setLayout(vbox(top, self.intro, 10, columns, "stretch", margin=20, spacing=8))
        body.setMaximumWidth(1400)  # centred on a wide screen: lines stay readable
        page = QWidget(scroll)
        page.setLayout(hbox("stretch", body, "stretch"))
        page.layout().setStretch(1, 100)
        scroll.setWidget(page)
        self.setLayout(vbox(scroll))

    # -- recent files --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Fill the recent files from the settings (a missing file is marked, not dropped)."""
        lst = self.recent_list
        lst.clear()
        settings = self._settings()
        for path in settings.recent_files:
            missing = not os.path.exists(path)
            name = QFileInfo(path).fileName()
            folder = str(Path(path).parent)
            missing_name = QCoreApplication.translate("StartPage", "{name} (missing)").format(name=name)
            text = (missing_name if missing else name) + "\n" + folder
            item = QListWidgetItem(text)
            item.setData(PathRole, path)
            item.setData(MissingRole, missing)
            gone = QCoreApplication.translate("StartPage", "This file no longer exists; remove it from the list.")
            item.setToolTip(tooltip(path, gone if missing else ""))
            if missing:
                item.setForeground(QBrush(QColor("#8a8f96")))
                f = QFont(lst.font())
                f.setItalic(True)
                item.setFont(f)
            lst.addItem(item)
        has = lst.count() > 0
        lst.setVisible(has)
        self.recent_empty.setVisible(not has)
        if has:
            rows = min(lst.count(), 6)
            lst.setFixedHeight(max(lst.sizeHintForRow(0), 20) * rows + 2 * lst.frameWidth() + 4)
        self._update_buttons()

    def recent_paths(self) -> list[tuple[str, bool]]:
        """(path, missing) of each listed recent file (tests)."""
        return [(self.recent_list.item(i).data(PathRole), bool(self.recent_list.item(i).data(MissingRole)))
                for i in range(self.recent_list.count())]

    def _update_buttons(self) -> None:
        item = self.recent_list.currentItem()
        self.open_recent_button.setVisible(self.recent_list.count() > 0)
        self.remove_recent_button.setVisible(self.recent_list.count() > 0)
        self.open_recent_button.setEnabled(item is not None and not item.data(MissingRole))
        self.remove_recent_button.setEnabled(item is not None)

    def _open_item(self, item) -> None:
        if item is None:
            return
        if item.data(MissingRole):
            self.recent_list.setCurrentItem(item)
            return
        self.recent_requested.emit(item.data(PathRole))

    def _remove_current(self) -> None:
        item = self.recent_list.currentItem()
        if item is not None:
            self.recent_removed.emit(item.data(PathRole))

    # -- the open file -------------------------------------------------------------------------------
    def set_back(self, name: str | None) -> None:
        """Show "Back to <name>" when a file with work in it is open; hide it otherwise."""
        if name:
            text = QCoreApplication.translate("StartPage", "Back to {name}").format(name=name)
            self.back_button.setText(mnemonic_free(text))
        self.back_button.setVisible(bool(name))
