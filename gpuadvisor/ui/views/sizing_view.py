"""Minimum to meet the target: per hardware type, the fewest devices that meet the workload
(memory, the rate at its percentile, the deadline and period: ``WorkloadAdvice.min_devices()``),
and what that many cost a year bought, rented on demand and rented with a commitment.

A tab of the recommendations panel.  For an on-premises workload the rented columns are for
comparison only (said in their headers and above the table).  Cheapest first, as the engine
orders them; every column sorts.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from gpuadvisor.report import uncertainty as U
from gpuadvisor.report.labels import mode_label
from gpuadvisor.ui import format as F
from gpuadvisor.ui.textsafe import auto_text, plain_label

COL_HARDWARE, COL_DEVICES, COL_OWNED, COL_ON_DEMAND, COL_RESERVED = range(5)
COLUMN_COUNT = 5
SortRole = Qt.ItemDataRole.UserRole
ObjectRole = Qt.ItemDataRole.UserRole + 1
NOTICE_COLOR = "#9a5b00"


def _nodes(row) -> int:
    for r in (row.owned, row.on_demand, row.reserved):
        if r is not None:
            return int(getattr(r.option.hw, "nodes", 1) or 1)
    return 1


class SizingTableModel(QAbstractTableModel):
    """Rows: ``engine.advisor.SizingRow`` (cheapest first)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list = []
        self._a = None
        self._comparison_only = False

    def set_advice(self, advice, assumptions) -> None:
        self.beginResetModel()
        self._rows = list(U.sizing_rows(advice)) if assumptions is not None else []
        self._a = assumptions
        self._comparison_only = U.sizing_comparison_only(advice)
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)

    @property
    def comparison_only(self) -> bool:
        return self._comparison_only

    def row_at(self, row: int):
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt API
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMN_COUNT:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            on_demand, reserved = self.tr("On demand/year"), self.tr("Reserved/year")
            if self._comparison_only:  # the second line says why the amounts are greyed
                on_demand = self.tr("{column}\n(for comparison only)").format(column=on_demand)
                reserved = self.tr("{column}\n(for comparison only)").format(column=reserved)
            return [self.tr("Hardware type"), self.tr("Fewest devices"), self.tr("Bought/year"), on_demand,
                    reserved][section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                COL_DEVICES: self.tr("The fewest devices of this type that meet the workload's targets (memory, "
                                     "the rate at its percentile, the deadline and period), all machines together"),
                COL_OWNED: self.tr("The cheapest owned machine(s) with that many devices, cost a year"),
                COL_ON_DEMAND: self.tr("The cheapest rental with that many devices at its on-demand price, cost a year"),
                COL_RESERVED: self.tr("The cheapest rental with that many devices on a 1- or 3-year commitment, "
                                      "cost a year"),
            }.get(section)
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, col)
        if role == SortRole:
            return self._sort(row, col)
        if role == ObjectRole:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(col)
        if role == Qt.ItemDataRole.ToolTipRole:  # option labels (quote vendors): shown as written
            tip = self._tooltip(row, col)
            return auto_text(tip) if tip else tip
        if role == Qt.ItemDataRole.ForegroundRole and col in (COL_ON_DEMAND, COL_RESERVED) and self._comparison_only:
            from PySide6.QtGui import QGuiApplication, QPalette

            return QGuiApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        return None

    def _money(self, usd) -> str:
        return F.fmt_usd(usd, self._a) if self._a is not None and usd is not None else F.DASH

    def _display(self, row, col: int) -> str:
        if col == COL_HARDWARE:
            return row.accelerator
        if col == COL_DEVICES:
            nodes = _nodes(row)
            n = F.fmt_number(row.devices)
            return self.tr("{n} ({nodes} nodes)").format(n=n, nodes=F.fmt_number(nodes)) if nodes > 1 else n
        if col == COL_OWNED:
            return self._money(row.owned.annual_usd if row.owned is not None else None)
        if col == COL_ON_DEMAND:
            return self._money(row.on_demand_annual_usd)
        if col == COL_RESERVED:
            if row.reserved_annual_usd is None:
                return F.DASH
            term = {"reserved_1y": self.tr("1 yr"), "reserved_3y": self.tr("3 yr")}.get(row.reserved_mode, "")
            cost = self._money(row.reserved_annual_usd)
            return self.tr("{cost} ({term})").format(cost=cost, term=term) if term else cost
        return ""

    def _sort(self, row, col: int):
        if col == COL_HARDWARE:
            return row.accelerator.casefold()
        if col == COL_DEVICES:
            return float(row.devices)
        value = {COL_OWNED: row.owned.annual_usd if row.owned is not None else None,
                 COL_ON_DEMAND: row.on_demand_annual_usd, COL_RESERVED: row.reserved_annual_usd}.get(col)
        return math.inf if value is None else float(value)

    def _tooltip(self, row, col: int):
        r = {COL_OWNED: row.owned, COL_ON_DEMAND: row.on_demand, COL_RESERVED: row.reserved}.get(col)
        if col in (COL_OWNED, COL_ON_DEMAND, COL_RESERVED):
            if r is None:
                return self.tr("No option of this type with {n} devices is priced this way.").format(
                    n=F.fmt_number(row.devices))
            text = r.label
            if col == COL_RESERVED:
                text += "\n" + mode_label(row.reserved_mode)
            if col != COL_OWNED and self._comparison_only:
                text += "\n" + self.tr("For comparison only: the data must stay on-premises.")
            return text
        if col == COL_DEVICES:
            labels = [r.label for r in (row.owned, row.on_demand, row.reserved) if r is not None]
            return "\n".join(dict.fromkeys(labels)) or None
        return row.accelerator


def _align(col: int):
    if col in (COL_DEVICES, COL_OWNED, COL_ON_DEMAND, COL_RESERVED):
        return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class SizingView(QWidget):
    """The sizing table for one workload, with a line that says what it is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        self.intro = plain_label(QLabel(self))
        self.intro.setWordWrap(True)
        self.intro.setText(self.tr("The fewest devices of each hardware type that meet this workload's targets (memory, "
                                   "the rate at its percentile, the deadline), and what that many cost a year. "
                                   "Cheapest first."))
        self.note = plain_label(QLabel(self))
        self.note.setObjectName("sizingComparisonOnly")
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {NOTICE_COLOR};")
        self.note.setText(self.tr("The data must stay on-premises: the rented columns are for comparison only."))
        self.note.hide()
        self.model = SizingTableModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SortRole)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the engine's order (cheapest first)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        hh.setStretchLastSection(True)
        self.empty = plain_label(QLabel(self))
        self.empty.setWordWrap(True)
        self.empty.setEnabled(False)
        self.empty.setText(self.tr("No hardware meets this workload's targets."))
        self.empty.hide()
        lay.addWidget(self.intro)
        lay.addWidget(self.note)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.empty)

    def set_advice(self, advice, assumptions) -> None:
        self.model.set_advice(advice, assumptions)
        self.note.setVisible(self.model.comparison_only)
        has_rows = self.model.rowCount() > 0
        self.empty.setVisible(advice is not None and not has_rows)
        self.table.resizeColumnsToContents()
        limit = self.fontMetrics().horizontalAdvance("x") * 24
        self.table.setColumnWidth(COL_HARDWARE, min(self.table.columnWidth(COL_HARDWARE), limit))

    # -- for tests ------------------------------------------------------------------------------
    def rows(self) -> list[list[str]]:
        """The table's cells as shown, in the shown order."""
        out = []
        for i in range(self.proxy.rowCount()):
            out.append([self.proxy.index(i, c).data() for c in range(COLUMN_COUNT)])
        return out

    def sizing_rows(self) -> list:
        """The engine's SizingRow objects, in the shown order."""
        return [self.proxy.index(i, 0).data(ObjectRole) for i in range(self.proxy.rowCount())]


__all__ = ["SizingView", "SizingTableModel", "COL_HARDWARE", "COL_DEVICES", "COL_OWNED", "COL_ON_DEMAND",
           "COL_RESERVED"]
