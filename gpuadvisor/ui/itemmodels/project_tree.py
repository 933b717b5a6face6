"""ProjectTreeModel: the file's projects (top level) and their workloads (children).

The model does not own data: it answers from a cached *shape* (project ids and their workload
ids) and looks the objects up in the session's document by id.  When the bridge reports a
structural change the shape is rebuilt: a narrow ``dataChanged`` when only names changed, else a
reset (the main window restores the selection and expansion).  Renames, drops and moves are
pushed as undoable edits; the model never assigns to the document.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QAbstractItemModel, QMimeData, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from gpuadvisor.domain.edits import MoveProject, MoveWorkload, SetField

from .. import labels
from ..textsafe import auto_text

MIME_TYPE = "application/x-gpuadvisor-tree-item"
_Index = QModelIndex | QPersistentModelIndex


class ProjectTreeModel(QAbstractItemModel):
    """Projects and workloads of the open document, one column (the name)."""

    ObjectRole = Qt.ItemDataRole.UserRole + 1  # the Project or Workload object
    IdRole = Qt.ItemDataRole.UserRole + 2  # its id
    KindRole = Qt.ItemDataRole.UserRole + 3  # "project" or "workload"
    SortRole = Qt.ItemDataRole.UserRole + 4

    def __init__(self, bridge, parent=None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._shape: list[tuple[str, list[str]]] = self._read_shape()
        bridge.changed.connect(self._on_bridge_changed)

    # -- shape ---------------------------------------------------------------------------------
    @property
    def document(self):
        return self._bridge.session.document

    def _read_shape(self) -> list[tuple[str, list[str]]]:
        return [(p.id, [w.id for w in p.workloads]) for p in self.document.projects]

    def _on_bridge_changed(self, changes) -> None:
        if not (changes.structure or changes.document):
            return
        shape = self._read_shape()
        if shape == self._shape:
            self._emit_all_changed()
            return
        self.beginResetModel()
        self._shape = shape
        self.endResetModel()

    def _emit_all_changed(self) -> None:
        n = len(self._shape)
        if not n:
            return
        self.dataChanged.emit(self.index(0, 0), self.index(n - 1, 0))
        for row, (_pid, wids) in enumerate(self._shape):
            if wids:
                parent = self.index(row, 0)
                self.dataChanged.emit(self.index(0, 0, parent), self.index(len(wids) - 1, 0, parent))

    def _object(self, ident: str):
        for p in self.document.projects:
            if p.id == ident:
                return p
            for w in p.workloads:
                if w.id == ident:
                    return w
        return None

    # -- lookups used by the window --------------------------------------------------------------
    def id_at(self, index: _Index) -> str:
        if not index.isValid():
            return ""
        pid = index.internalId()
        if pid == 0:
            return self._shape[index.row()][0]
        return self._shape[pid - 1][1][index.row()]

    def is_project(self, index: _Index) -> bool:
        return index.isValid() and index.internalId() == 0

    def index_for_id(self, ident: str) -> QModelIndex:
        for row, (pid, wids) in enumerate(self._shape):
            if pid == ident:
                return self.index(row, 0)
            if ident in wids:
                return self.index(wids.index(ident), 0, self.index(row, 0))
        return QModelIndex()

    def project_id_of(self, index: _Index) -> str:
        """The project an index belongs to (itself for a project row)."""
        if not index.isValid():
            return ""
        pid = index.internalId()
        return self._shape[index.row()][0] if pid == 0 else self._shape[pid - 1][0]

    # -- QAbstractItemModel --------------------------------------------------------------------
    def index(self, row: int, column: int = 0, parent: _Index = QModelIndex()) -> QModelIndex:
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, 0) if row < len(self._shape) else QModelIndex()
        if parent.internalId() != 0 or parent.row() >= len(self._shape):
            return QModelIndex()
        if row >= len(self._shape[parent.row()][1]):
            return QModelIndex()
        return self.createIndex(row, 0, parent.row() + 1)

    def parent(self, index: _Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, 0)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt API
        if not parent.isValid():
            return len(self._shape)
        if parent.column() != 0 or parent.internalId() != 0:
            return 0
        return len(self._shape[parent.row()][1])

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 1

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and section == 0:
            return self.tr("Projects and workloads")
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        obj = self._object(self.id_at(index))
        if obj is None:
            return None
        project = index.internalId() == 0
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, self.SortRole):
            return obj.name
        if role == self.ObjectRole:
            return obj
        if role == self.IdRole:
            return obj.id
        if role == self.KindRole:
            return "project" if project else "workload"
        if role == Qt.ItemDataRole.ToolTipRole:  # the user's names: shown as written, never as markup
            if project:
                return auto_text(self.tr("{name}: {n} workload(s)").format(name=obj.name, n=len(obj.workloads)))
            kind = labels.kinds().get(obj.kind, obj.kind)
            return auto_text(self.tr("{name}\n{kind} · {model}").format(name=obj.name, kind=kind, model=obj.model.name))
        if role == Qt.ItemDataRole.FontRole and project:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        f = (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable
             | Qt.ItemFlag.ItemIsDragEnabled)
        if index.internalId() == 0:
            f |= Qt.ItemFlag.ItemIsDropEnabled
        return f

    def setData(self, index: _Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        name = str(value or "").strip()
        obj = self._object(self.id_at(index))
        if obj is None or not name or name == obj.name:
            return False
        label = self.tr("Rename to “{name}”").format(name=name)
        return self._bridge.push(SetField(obj.id, "name", name, label))

    # -- drag and drop -------------------------------------------------------------------------
    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [MIME_TYPE]

    def mimeData(self, indexes) -> QMimeData:  # noqa: N802
        data = QMimeData()
        valid = [i for i in indexes if i.isValid()]
        if valid:
            item = {"id": self.id_at(valid[0]), "project": self.is_project(valid[0])}
            data.setData(MIME_TYPE, json.dumps(item).encode("utf-8"))
        return data

    def _decode(self, data: QMimeData) -> dict | None:
        if data is None or not data.hasFormat(MIME_TYPE):
            return None
        try:
            item = json.loads(bytes(data.data(MIME_TYPE)).decode("utf-8"))
        except ValueError:
            return None
        return item if isinstance(item, dict) and self._object(item.get("id", "")) is not None else None

    def drop_target(self, item: dict, row: int, parent: _Index):
        """The edit a drop would make, or None when the drop is not allowed here."""
        ident = item["id"]
        if item.get("project"):
            if parent.isValid():
                return None
            old = [p for p, _w in self._shape].index(ident)
            new = len(self._shape) if row < 0 else row
            new = new - 1 if new > old else new
            return None if new == old else MoveProject(ident, new, self.tr("Move project"))
        if not parent.isValid():
            return None
        if parent.internalId() != 0:  # dropped onto a workload: before it, in its project
            row, parent = parent.row(), self.parent(parent)
        pid = self._shape[parent.row()][0]
        wids = self._shape[parent.row()][1]
        new = len(wids) if row < 0 else row
        if ident in wids:
            old = wids.index(ident)
            new = new - 1 if new > old else new
            if new == old:
                return None
        label = self.tr("Move workload") if ident in wids else self.tr("Move workload to another project")
        return MoveWorkload(ident, pid, new, label)

    def canDropMimeData(self, data, action, row, column, parent) -> bool:  # noqa: N802
        item = self._decode(data)
        return item is not None and action == Qt.DropAction.MoveAction and (
            self.drop_target(item, row, parent) is not None)

    def dropMimeData(self, data, action, row, column, parent) -> bool:  # noqa: N802
        item = self._decode(data)
        if item is None or action != Qt.DropAction.MoveAction:
            return False
        edit = self.drop_target(item, row, parent)
        if edit is None:
            return False
        self._bridge.push(edit)
        return False  # the move is done; the view must not remove the source rows itself
