"""The plan across every project of the file, one row per workload (engine.plan.PlanLine)."""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QPalette

from gpuadvisor.report import uncertainty as U
from gpuadvisor.report.document import plan_line_power, plan_line_result
from gpuadvisor.ui import format as F
from gpuadvisor.ui.textsafe import auto_text
from gpuadvisor.ui.itemmodels.recommendation_table import mode_text

COL_PROJECT, COL_WORKLOAD, COL_CHOICE, COL_MODE, COL_ANNUAL, COL_WHY = range(6)
COL_PEAK, COL_ENERGY = 6, 7  # added last so the others keep their numbers; the view shows them before the why
COLUMN_COUNT = 8

SortRole = Qt.ItemDataRole.UserRole
ObjectRole = Qt.ItemDataRole.UserRole + 1


class PlanTableModel(QAbstractTableModel):
    """Rows: ``ProjectPlan.lines``; money in the document's currency."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._lines: list = []
        self._a = None
        self._result = None

    def set_plan(self, plan, assumptions, result=None) -> list[int] | None:
        """Show a plan; ``result`` (the AdviceResult) gives each line's 80 % range and power.

        When its rows are the same workloads in the same order and the money is shown the same
        way (a re-advise after an edit), only the lines that changed are announced
        (``dataChanged``) and their rows returned; otherwise the model is reset and None returned."""
        lines = list(plan.lines) if plan is not None else []
        old = self._lines
        if (lines and len(lines) == len(old) and (assumptions is self._a or assumptions == self._a)
                and all(a.workload_id == b.workload_id for a, b in zip(lines, old))):
            changed = [i for i, (a, b) in enumerate(zip(lines, old)) if a != b]
            self._lines = lines
            self._a = assumptions
            self._result = result
            for i in changed:
                self.dataChanged.emit(self.index(i, 0), self.index(i, COLUMN_COUNT - 1))
            return changed
        self.beginResetModel()
        self._lines = lines
        self._a = assumptions
        self._result = result
        self.endResetModel()
        return None

    def line_range(self, ln):
        """The 80 % range (USD) of a line's cost a year, None when it has none."""
        return U.annual_range(plan_line_result(self._result, ln))

    def line_power(self, ln):
        return plan_line_power(self._result, ln) if ln.owned is not None else None

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt API
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMN_COUNT:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return [self.tr("Project"), self.tr("Workload"), self.tr("Choice"), self.tr("Mode"),
                    self.tr("Cost/year"), self.tr("Why"), self.tr("Peak"), self.tr("kWh/month")][section]
        if role == Qt.ItemDataRole.ToolTipRole and section in (COL_PEAK, COL_ENERGY):
            return self.tr("The chosen option's peak power (all its machines) and energy a month; a rental's is "
                           "drawn at the provider and its electricity is in the hourly price")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(section)
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        ln = self._lines[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(ln, col)
        if role == Qt.ItemDataRole.ToolTipRole:  # names of projects and workloads: shown as written
            return auto_text(ln.why if col in (COL_WHY, COL_CHOICE) else self._display(ln, col))
        if role == SortRole:
            if col == COL_ANNUAL:
                return math.inf if ln.annual_usd is None else float(ln.annual_usd)
            if col in (COL_PEAK, COL_ENERGY):
                pw = self.line_power(ln)
                return -1.0 if pw is None else float(pw.peak_kw_total if col == COL_PEAK else pw.kwh_per_month)
            return self._display(ln, col).casefold()
        if role == ObjectRole:
            return ln
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(col)
        if role == Qt.ItemDataRole.ForegroundRole and ln.annual_usd is None:
            return QGuiApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        return None

    def _display(self, ln, col: int) -> str:
        if col == COL_PROJECT:
            return ln.project_name
        if col == COL_WORKLOAD:
            return ln.workload_name
        if col == COL_CHOICE:
            return ln.choice if ln.owned is not None else self.tr("no feasible option")
        if col == COL_MODE:
            return mode_text(ln.cost_mode)
        if col == COL_ANNUAL:
            if self._a is None:
                return F.DASH
            text = F.fmt_usd(ln.annual_usd, self._a)
            rng = self.line_range(ln)
            if rng and ln.annual_usd is not None:
                text = self.tr("{value} ({range})").format(value=text, range=U.money_range(self._a, *rng))
            return text
        if col in (COL_PEAK, COL_ENERGY):
            pw = self.line_power(ln)
            if pw is None:
                return F.DASH
            return U.kw_text(pw.peak_kw_total) if col == COL_PEAK else U.kwh_text(pw.kwh_per_month)
        return ln.why


def _align(col: int):
    if col in (COL_ANNUAL, COL_PEAK, COL_ENERGY):
        return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
