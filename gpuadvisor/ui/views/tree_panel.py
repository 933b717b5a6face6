"""The left pane: the tree of projects and workloads, with add/duplicate/delete/rename/move.

Every operation is one undoable edit pushed through the bridge.  Selecting a workload tells the
bridge (``select_workload``), which the editor and the recommendation panel follow.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QMenu, QToolButton, QTreeView, QWidget

from gpuadvisor.domain.edits import AddProject, AddWorkload, MoveProject, MoveWorkload, RemoveProject, RemoveWorkload
from gpuadvisor.domain.project import ModelSpec, Project, Workload, new_id

from ..itemmodels.project_tree import ProjectTreeModel
from ..layout import hbox, vbox
from ..textsafe import mnemonic_free, tooltip


class TreePanel(QWidget):
    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._selected_id = ""
        self.model = ProjectTreeModel(bridge, self)
        self.view = QTreeView(self)
        self.view.setObjectName("projectTree")
        self.view.setModel(self.model)
        self.view.setHeaderHidden(True)
        self.view.setUniformRowHeights(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.view.setDragEnabled(True)
        self.view.setAcceptDrops(True)
        self.view.setDropIndicatorShown(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.SelectedClicked)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.setToolTip(self.tr("Projects and their workloads. Drag to reorder or move between projects; "
                                     "F2 renames."))
        self._buttons = hbox(spacing=2)
        self.setLayout(vbox(self.view, self._buttons, spacing=4))
        self.view.selectionModel().currentChanged.connect(self._on_current_changed)
        self.model.modelReset.connect(self._on_model_reset)
        self._bridge.selection_changed.connect(self._on_bridge_selection_changed)
        self.view.customContextMenuRequested.connect(self._on_context_menu)
        self.actions_ = None
        self._on_model_reset()  # expand, select the first workload

    def set_actions(self, actions, templates_menu: QMenu) -> None:
        """Buttons under the tree and the context menu use the window's shared actions."""
        self.actions_ = actions
        add = QToolButton(self)
        add.setText(self.tr("Add"))
        add.setToolTip(self.tr("Add a workload or project, blank or from a template."))
        add.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(add)
        menu.addActions([actions.add_workload, actions.add_project])
        menu.addMenu(templates_menu)
        add.setMenu(menu)
        self._buttons.addWidget(add)
        for act in (actions.duplicate, actions.delete, actions.move_up, actions.move_down):
            b = QToolButton(self)
            b.setDefaultAction(act)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly if not act.icon().isNull()
                                 else Qt.ToolButtonStyle.ToolButtonTextOnly)
            self._buttons.addWidget(b)
        self._buttons.addStretch(1)
        actions.delete.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.view.addAction(actions.delete)
        self.update_actions()

    # -- selection -----------------------------------------------------------------------------
    def current_id(self) -> str:
        return self.model.id_at(self.view.currentIndex())

    def current_is_project(self) -> bool:
        return self.model.is_project(self.view.currentIndex())

    def current_project_id(self) -> str:
        pid = self.model.project_id_of(self.view.currentIndex())
        if pid:
            return pid
        projects = self._bridge.session.document.projects
        return projects[0].id if projects else ""

    def select_id(self, ident: str) -> None:
        idx = self.model.index_for_id(ident)
        if idx.isValid():
            self.view.setCurrentIndex(idx)
            self.view.selectionModel().select(idx, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            self.view.scrollTo(idx)

    def _on_current_changed(self, current, _previous) -> None:
        self._selected_id = self.model.id_at(current)
        self._bridge.select_workload("" if self.model.is_project(current) else self._selected_id)
        self.update_actions()

    def _on_bridge_selection_changed(self, wid: str) -> None:
        if wid and wid != self.current_id():
            self.select_id(wid)

    def _on_model_reset(self) -> None:
        self.view.expandAll()
        doc = self._bridge.session.document
        keep = self._selected_id if self.model.index_for_id(self._selected_id).isValid() else ""
        if not keep:
            workloads = doc.workloads()
            keep = workloads[0][1].id if workloads else (doc.projects[0].id if doc.projects else "")
        if keep:
            self.select_id(keep)
        else:
            self._bridge.select_workload("")
        self.update_actions()

    def update_actions(self) -> None:
        a = self.actions_
        if a is None:
            return
        idx = self.view.currentIndex()
        has = idx.isValid()
        for act in (a.duplicate, a.delete, a.rename):
            act.setEnabled(has)
        a.move_up.setEnabled(has and idx.row() > 0)
        a.move_down.setEnabled(has and idx.row() < self.model.rowCount(idx.parent()) - 1)

    # -- operations (each one undoable edit) ------------------------------------------------------
    def add_workload(self, workload: Workload, label: str) -> None:
        pid = self.current_project_id()
        if not pid:  # no project yet: the workload arrives in a new one
            project = Project(name=self.tr("Project 1"), workloads=[workload])
            self._bridge.push(AddProject(project.model_dump(mode="json"), None, label))
        else:
            idx = self.view.currentIndex()
            at = idx.row() + 1 if (idx.isValid() and not self.model.is_project(idx)) else None
            self._bridge.push(AddWorkload(pid, workload.model_dump(mode="json"), at, label))
        self.select_id(workload.id)

    def add_blank_workload(self) -> None:
        w = Workload(name=self.tr("New workload"), model=ModelSpec(name=self.tr("Custom model"), params_b=1.0))
        self.add_workload(w, self.tr("Add workload"))

    def add_template_workload(self, key: str, label: str) -> None:
        from gpuadvisor import templates  # on first use: not needed to show the window

        self.add_workload(templates.make_workload(key), self.tr("Add “{name}”").format(name=label))

    def add_project(self, project: Project, label: str) -> None:
        idx = self.view.currentIndex()
        at = self.model.index_for_id(self.current_project_id()).row() + 1 if idx.isValid() else None
        self._bridge.push(AddProject(project.model_dump(mode="json"), at, label))
        self.select_id(project.workloads[0].id if project.workloads else project.id)

    def add_blank_project(self) -> None:
        n = len(self._bridge.session.document.projects) + 1
        self.add_project(Project(name=self.tr("Project {n}").format(n=n)), self.tr("Add project"))

    def add_template_project(self, key: str, label: str) -> None:
        from gpuadvisor import templates

        self.add_project(templates.make_project(key), self.tr("Add “{name}”").format(name=label))

    def duplicate_selected(self) -> None:
        idx = self.view.currentIndex()
        obj = idx.data(ProjectTreeModel.ObjectRole) if idx.isValid() else None
        if obj is None:
            return
        data = obj.model_dump(mode="json")
        data["id"] = new_id()
        data["name"] = self.tr("{name} (copy)").format(name=obj.name)[:200]
        if self.model.is_project(idx):
            for wd in data["workloads"]:
                wd["id"] = new_id()
            self._bridge.push(AddProject(data, idx.row() + 1, self.tr("Duplicate project")))
        else:
            pid = self.model.project_id_of(idx)
            self._bridge.push(AddWorkload(pid, data, idx.row() + 1, self.tr("Duplicate workload")))
        self.select_id(data["id"])

    def delete_selected(self) -> None:
        idx = self.view.currentIndex()
        if not idx.isValid():
            return
        ident = self.model.id_at(idx)
        parent, row = idx.parent(), idx.row()
        n = self.model.rowCount(parent)
        neighbour = self.model.id_at(self.model.index(row + 1 if row + 1 < n else row - 1, 0, parent)) if n > 1 else (
            self.model.id_at(parent))
        self._selected_id = neighbour
        if self.model.is_project(idx):
            self._bridge.push(RemoveProject(ident, self.tr("Delete project")))
        else:
            self._bridge.push(RemoveWorkload(ident, self.tr("Delete workload")))
        if neighbour:
            self.select_id(neighbour)

    def rename_selected(self) -> None:
        idx = self.view.currentIndex()
        if idx.isValid():
            self.view.edit(idx)

    def move_selected(self, delta: int) -> None:
        idx = self.view.currentIndex()
        if not idx.isValid():
            return
        ident, row = self.model.id_at(idx), idx.row() + delta
        if row < 0 or row >= self.model.rowCount(idx.parent()):
            return
        if self.model.is_project(idx):
            self._bridge.push(MoveProject(ident, row, self.tr("Move project")))
        else:
            self._bridge.push(MoveWorkload(ident, self.model.project_id_of(idx), row, self.tr("Move workload")))
        self.select_id(ident)

    def move_to_project(self, project_id: str) -> None:
        idx = self.view.currentIndex()
        if not idx.isValid() or self.model.is_project(idx):
            return
        ident = self.model.id_at(idx)
        target = self.model.index_for_id(project_id)
        self._bridge.push(MoveWorkload(ident, project_id, self.model.rowCount(target),
                                       self.tr("Move workload to another project")))
        self.select_id(ident)

    def fill_move_menu(self, menu: QMenu) -> None:
        menu.clear()
        idx = self.view.currentIndex()
        here = self.model.project_id_of(idx)
        for p in self._bridge.session.document.projects:
            act = menu.addAction(mnemonic_free(p.name))  # "R&D" is a name, not a shortcut
            act.setToolTip(tooltip(p.name))  # else Qt makes one from the text, as rich text when it looks it
            act.setEnabled(idx.isValid() and not self.model.is_project(idx) and p.id != here)
            act.triggered.connect(lambda _c=False, pid=p.id: self.move_to_project(pid))

    def _on_context_menu(self, pos) -> None:
        if self.actions_ is None:
            return
        a = self.actions_
        menu = QMenu(self)
        menu.addActions([a.add_workload, a.add_project])
        menu.addSeparator()
        menu.addActions([a.rename, a.duplicate, a.delete])
        move = menu.addMenu(self.tr("Move to project"))
        self.fill_move_menu(move)
        menu.addActions([a.move_up, a.move_down])
        menu.exec(self.view.viewport().mapToGlobal(pos))
