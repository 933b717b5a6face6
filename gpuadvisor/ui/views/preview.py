"""The window's panes before they exist: the file's projects and workloads, read-only.

``gpuadvisor FILE`` shows this in its first paint, from :func:`gpuadvisor.project_peek.peek_project`
(names only, no validation), laid out like the Workloads page it stands for: the tree on the left,
the selected workload's name, kind and model in the middle, its advice on the right.  The advice
comes in as soon as it exists (``show_advice``, computed off the UI thread) and the editable panes
replace all of it a moment later, on the workload selected here.

Built before the first paint, so it keeps to what that paint loads anyway: a few QtWidgets classes,
nothing that touches PySide6's ``Qt`` namespace (its first use costs tens of ms: a QSplitter does,
so the panes sit in a box with the Workloads page's widths), no pydantic.  The file's texts are shown
literally (``auto_text``; tree items never read markup).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from ..textsafe import auto_text


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class PreviewPanes(QWidget):
    """The three panes of the Workloads page, read-only, filled from a :class:`FilePeek`."""

    WIDTHS = (222, 330)  # the Workloads page's tree and editor; the advice takes the rest

    def __init__(self, peek, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("previewPanes")
        self.peek = peek
        self._result = None
        self._items: dict[int, tuple] = {}  # id(item) -> (project, workload or None)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("previewTree")
        self.tree.setHeaderHidden(True)
        bold = self.tree.font()
        bold.setBold(True)
        first = None
        for project in peek.projects:
            top = QTreeWidgetItem(self.tree, [project.name])
            top.setFont(0, bold)
            self._items[id(top)] = (project, None)
            for workload in project.workloads:
                item = QTreeWidgetItem(top, [workload.name])
                self._items[id(item)] = (project, workload)
                first = first or item
        self.tree.expandAll()
        self.middle = QWidget(self)
        form = QFormLayout(self.middle)
        self.name_value, self.kind_value, self.model_value = (QLabel(self.middle) for _ in range(3))
        form.addRow(_tr("WorkloadEditor", "Name"), self.name_value)
        form.addRow(_tr("WorkloadEditor", "Kind"), self.kind_value)
        form.addRow(_tr("WorkloadEditor", "Model name"), self.model_value)
        self.right = QWidget(self)
        lay = QVBoxLayout(self.right)
        self.title_label = QLabel(self.right)
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title_label.setFont(font)
        self.status_label = QLabel(self.right)
        self.best_owned_label = QLabel(self.right)
        self.best_rented_label = QLabel(self.right)
        for lab in (self.model_value, self.status_label, self.best_owned_label, self.best_rented_label):
            lab.setWordWrap(True)
        for w in (self.title_label, self.status_label, self.best_owned_label, self.best_rented_label):
            lay.addWidget(w)
        lay.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for pane, width in zip((self.tree, self.middle), self.WIDTHS):
            pane.setFixedWidth(width)
            row.addWidget(pane)
        row.addWidget(self.right, 1)
        self.tree.currentItemChanged.connect(self._on_current_changed)
        if first is not None:
            self.tree.setCurrentItem(first)
        else:
            self._show(None, None)

    # -- what is selected -----------------------------------------------------------------------
    def selected_id(self) -> str:
        """The id of the workload (or project) selected here, for the editable panes to keep."""
        item = self.tree.currentItem()
        project, workload = self._items.get(id(item), (None, None)) if item is not None else (None, None)
        return (workload.id if workload is not None else project.id if project is not None else "") or ""

    def _on_current_changed(self, current, _previous) -> None:
        project, workload = self._items.get(id(current), (None, None)) if current is not None else (None, None)
        self._show(project, workload)

    def _show(self, project, workload) -> None:
        from gpuadvisor.report.labels import kind_labels

        self.name_value.setText(auto_text(workload.name) if workload is not None else "")
        kind = workload.kind if workload is not None else ""
        self.kind_value.setText(auto_text(kind_labels().get(kind, kind)))
        self.model_value.setText(auto_text(workload.model) if workload is not None else "")
        name = workload.name if workload is not None else (project.name if project is not None else "")
        if workload is not None and project is not None and project.name:
            name = f"{project.name} › {workload.name}"
        self.title_label.setText(auto_text(name))
        self._show_advice_for(workload)

    # -- advice -----------------------------------------------------------------------------------
    def show_advice(self, result) -> None:
        """Advice as soon as it exists (the selected workload's alone first, then the whole
        file's): the best owned and rented option of the selected workload."""
        self._result = result
        item = self.tree.currentItem()
        self._show_advice_for(self._items.get(id(item), (None, None))[1] if item is not None else None)

    def _show_advice_for(self, workload) -> None:
        advice = self._result.for_workload(workload.id) if self._result is not None and workload is not None else None
        lines = ["", ""]
        if advice is None or getattr(advice, "error", None):  # not advised yet (or it cannot be)
            status = _tr("WorkloadEditor", "Working out the options…") if advice is None and workload else ""
        else:
            from ..headline import best_line

            status = ""
            lines = [best_line(owned, advice.best_where(owned), advice, self._result.assumptions) for owned in (True, False)]
        self.status_label.setText(status)
        self.status_label.setVisible(bool(status))
        self.best_owned_label.setText(auto_text(lines[0]))
        self.best_rented_label.setText(auto_text(lines[1]))
