"""The plan across every project in the file, and the file's assumptions.

Left: one row per workload (choice, billing mode, annual cost and why), the per-workload total,
the shared-server alternative (one owned machine for every workload that may share; edge
deployments priced separately) and the recommendation in words.  Right: the assumptions form;
an edit there recomputes the plan.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGroupBox,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gpuadvisor.ui import format as F
from gpuadvisor.ui.itemmodels.plan_table import COL_ANNUAL, COL_WHY, PlanTableModel, SortRole
from gpuadvisor.ui.views.assumptions_editor import AssumptionsEditor


def _label(parent: QWidget, rich: bool = False) -> QLabel:
    lab = QLabel(parent)
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    lab.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return lab


class PlanView(QWidget):
    """Plan table, totals, shared-server alternative and recommendation; assumptions beside."""

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._result = None
        self._build()
        self._connect_signals()
        last = getattr(bridge.session, "last_result", None)  # a view made after the first advise
        if last is not None:
            self._on_bridge_result_ready(last)

    def _build(self) -> None:
        left = QWidget(self)
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("Plan across all projects"), left)
        f = self.title.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.25)
        self.title.setFont(f)
        self.busy_label = QLabel(self.tr("updating…"), left)
        self.busy_label.setEnabled(False)
        self.busy_label.setVisible(self._bridge.busy)
        self.model = PlanTableModel(self)
        self.table = QTableView(left)
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        hh = self.table.horizontalHeader()
        hh.setStretchLastSection(True)
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        hh.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("x") * 6)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recommendation_label = _label(left, rich=True)
        self.total_label = _label(left)
        self.shared_box = QGroupBox(self.tr("Alternative: one shared server"), left)
        sl = QVBoxLayout(self.shared_box)
        self.shared_label = _label(self.shared_box, rich=True)
        sl.addWidget(self.shared_label)
        for w in (self.title, self.busy_label):
            ll.addWidget(w)
        ll.addWidget(self.recommendation_label)
        ll.addWidget(self.table)
        ll.addWidget(self.total_label)
        ll.addWidget(self.shared_box)
        ll.addStretch(1)

        self.assumptions = AssumptionsEditor(self._bridge, self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.assumptions)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(scroll)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        em = self.fontMetrics().horizontalAdvance("M")
        scroll.setMinimumWidth(em * 26)
        self.splitter.setSizes([em * 62, em * 34])
        lay = QVBoxLayout(self)
        lay.addWidget(self.splitter)
        self._show(None)

    def _connect_signals(self) -> None:
        self._bridge.result_ready.connect(self._on_bridge_result_ready)
        self._bridge.busy_changed.connect(self._on_bridge_busy_changed)
        self.table.horizontalHeader().sectionResized.connect(self._fit_rows)

    @Slot(object)
    def _on_bridge_result_ready(self, result) -> None:
        self._result = result
        self._show(result)

    @Slot(bool)
    def _on_bridge_busy_changed(self, busy: bool) -> None:
        self.busy_label.setVisible(busy)

    # -- filling -------------------------------------------------------------------------------
    def _money(self, usd) -> str:
        return F.fmt_usd(usd, self._result.assumptions)

    def _show(self, result) -> None:
        plan = result.plan if result is not None else None
        self.model.set_plan(plan, result.assumptions if result is not None else None)
        if plan is None:
            self.recommendation_label.setText(html.escape(self.tr("The plan appears once the project has workloads.")))
            self.total_label.clear()
            self.shared_box.hide()
            return
        self._size_columns()
        total = plan.per_workload_annual_usd
        if total is None:
            self.total_label.setText(self.tr("Per-workload total: not available (%1 without a feasible option).")
                                     .replace("%1", ", ".join(plan.missing)))
        else:
            self.total_label.setText(self.tr("Per-workload total: %1 a year for %2 workloads.")
                                     .replace("%1", self._money(total)).replace("%2", str(len(plan.lines))))
        self._show_shared(plan.best_shared)
        self.recommendation_label.setText(f"<b>{html.escape(self.recommendation_text(plan))}</b>")
        self.recommendation_label.setToolTip(plan.recommendation)

    def _size_columns(self) -> None:
        """Names wrap within a fair width so that the why column stays in view; the table is as
        tall as its rows (up to about 14 of them) and the sections below follow it."""
        self.table.resizeColumnsToContents()
        limit = self.fontMetrics().horizontalAdvance("x") * 22
        for col in range(self.model.columnCount() - 1):
            self.table.setColumnWidth(col, min(self.table.columnWidth(col), limit))
        self._fit_rows()

    @Slot()
    def _fit_rows(self, *_args) -> None:
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(i) for i in range(self.model.rowCount()))
        height = rows + self.table.horizontalHeader().height() + 2 * self.table.frameWidth() + 2
        self.table.setFixedHeight(min(height, self.fontMetrics().height() * 30))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self._fit_rows()  # widths computed while hidden (another tab) are not the final ones

    def _show_shared(self, sp) -> None:
        self.shared_box.show()
        if sp is None:
            self.shared_label.setText(html.escape(self.tr(
                "No single owned machine can run every workload that may share (at least two are needed; "
                "edge deployments stay on their line PC).")))
            return
        esc = html.escape
        uses = []
        for u in sp.workloads:
            gpus = F.fmt_sig(u.gpus, 2, strip=True)
            if u.always_on:
                uses.append(self.tr("%1: %2 GPU(s), always on").replace("%1", u.workload_name).replace("%2", gpus))
            else:
                uses.append(self.tr("%1: %2 GPU(s), %3 h a month").replace("%1", u.workload_name).replace(
                    "%2", gpus).replace("%3", F.fmt_sig(u.busy_hours, 2, strip=True)))
        lines = [
            f"<b>{esc(sp.label)}</b>" + (esc(self.tr(" (MIG slices)")) if sp.mig_used else ""),
            "<br>".join(f"&nbsp;&nbsp;• {esc(t)}" for t in uses),
            esc(self.tr("Utilisation: %1 of the machine's GPU-hours.").replace("%1", F.fmt_percent(sp.utilisation))),
        ]
        if sp.separate_annual_usd:
            lines.append(esc(self.tr("%1 a year for the server + %2 for edge workloads priced separately = %3 a year.")
                             .replace("%1", self._money(sp.annual_usd)).replace("%2", self._money(sp.separate_annual_usd))
                             .replace("%3", self._money(sp.total_annual_usd))))
        else:
            lines.append(esc(self.tr("%1 a year.").replace("%1", self._money(sp.total_annual_usd))))
        self.shared_label.setText("<br>".join(lines))

    def recommendation_text(self, plan) -> str:
        """The recommendation in words, with the money it saves."""
        per = plan.per_workload_annual_usd
        if per is None:
            return self.tr("Some workloads have no feasible option: %1.").replace("%1", ", ".join(plan.missing))
        sp = plan.best_shared
        if sp is None or sp.total_annual_usd is None:
            return self.tr("Choose per workload: %1 a year. No single owned machine can run every workload that may share."
                           ).replace("%1", self._money(per))
        shared = sp.total_annual_usd
        if shared < per:
            return self.tr("Buy one %1 for the workloads that may share: %2 a year, %3 less than choosing per workload.") \
                .replace("%1", sp.label).replace("%2", self._money(shared)).replace("%3", self._money(per - shared))
        return self.tr("Choose per workload: %1 a year, %2 less than one shared %3.").replace(
            "%1", self._money(per)).replace("%2", self._money(shared - per)).replace("%3", sp.label)

    # -- for tests --------------------------------------------------------------------------------
    def total_text(self) -> str:
        return self.total_label.text()

    def annual_costs(self) -> list[float]:
        """The plan's annual costs in the table's order (USD, inf when none)."""
        return [self.model.data(self.model.index(i, COL_ANNUAL), SortRole) for i in range(self.model.rowCount())]


__all__ = ["PlanView", "COL_WHY"]
