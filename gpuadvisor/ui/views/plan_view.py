"""The plan across every project in the file, and the file's assumptions.

Left: one row per workload (choice, billing mode, annual cost and why), the per-workload total,
the shared-server alternative (one owned machine for every workload that may share; edge
deployments priced separately) and the recommendation in words.  Right: the assumptions form;
an edit there recomputes the plan.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Slot
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

from gpuadvisor.i18n import join_list
from gpuadvisor.ui import format as F
from gpuadvisor.report import uncertainty as U
from gpuadvisor.report.document import plan_total_range
from gpuadvisor.ui.itemmodels.plan_table import COL_ANNUAL, COL_ENERGY, COL_PEAK, COL_WHY, PlanTableModel, SortRole
from gpuadvisor.ui.textsafe import tooltip
from gpuadvisor.ui.views.assumptions_editor import AssumptionsEditor

SIZE_ROWS = 60  # rows that size the columns; a plan this short gets its row heights at once
SLICE_MS = 8  # longest slice of row sizing between two events (half a frame)


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
        hh.setResizeContentsPrecision(SIZE_ROWS)  # column widths from the first rows, not all 500
        self._rows_to_fit: list[int] = []
        self._sizing = False
        self._row_timer = QTimer(self)  # heights of a long plan's rows, a few at a time
        self._row_timer.setSingleShot(True)
        self._row_timer.setInterval(0)
        self._row_timer.timeout.connect(self._fit_some_rows)
        for col in (COL_PEAK, COL_ENERGY):  # power beside the cost; the why stays last (stretched)
            hh.moveSection(hh.visualIndex(col), hh.visualIndex(COL_WHY))
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
        self.table.horizontalHeader().sectionResized.connect(self._on_section_resized)

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
        changed = self.model.set_plan(plan, result.assumptions if result is not None else None, result)
        if plan is None:
            self.recommendation_label.setText(html.escape(self.tr("The plan appears once the project has workloads.")))
            self.total_label.clear()
            self.shared_box.hide()
            return
        if changed is None:  # new rows: widths and heights again
            self._size_columns()
        elif changed:  # the same rows, a few lines changed (an edit): only those rows
            self._fit_rows(changed)
        total = plan.per_workload_annual_usd
        if total is None:
            self.total_label.setText(self.tr("Per-workload total: not available ({workloads} without a feasible option).")
                                     .format(workloads=join_list(plan.missing)))
        else:
            cost = self._money(total)
            rng = plan_total_range(plan, result)
            span = U.money_range(result.assumptions, *rng) if rng else ""
            if span:
                cost = self.tr("{cost} (80 % range {range})").format(cost=cost, range=span)
            text = self.tr("Per-workload total: {cost} a year for {n} workloads.").format(cost=cost, n=len(plan.lines))
            power = self.power_text(plan)
            self.total_label.setText(text + ("\n" + power if power else ""))
        self._show_shared(plan.best_shared, plan.recommendation)
        self.recommendation_label.setText(f"<b>{html.escape(self.recommendation_text(plan))}</b>")
        self.recommendation_label.setToolTip(tooltip(plan.recommendation))

    def _size_columns(self) -> None:
        """Names wrap within a fair width so that the why column stays in view; the table is as
        tall as its rows (up to about 14 of them) and the sections below follow it."""
        self._sizing = True  # one pass over the rows at the end, not one per column
        try:
            self.table.resizeColumnsToContents()
            limit = self.fontMetrics().horizontalAdvance("x") * 22
            for col in range(self.model.columnCount() - 1):
                if col in (COL_ANNUAL, COL_PEAK, COL_ENERGY):
                    continue  # amounts and their ranges stay on one line
                self.table.setColumnWidth(col, min(self.table.columnWidth(col), limit))
        finally:
            self._sizing = False
        self._fit_rows()

    @Slot(int, int, int)
    def _on_section_resized(self, *_args) -> None:
        if not self._sizing:
            self._fit_rows()

    def _fit_rows(self, rows: list[int] | None = None) -> None:
        """Each row as tall as its wrapped text.  The given rows now; all rows now when the plan
        is short, else a few at a time from a zero timer (each slice under a frame), so a plan of
        hundreds of workloads never holds the window."""
        if rows is not None:
            for row in rows:
                self.table.resizeRowToContents(row)
            self._fit_height()
            return
        n = self.model.rowCount()
        if n <= SIZE_ROWS:
            self._rows_to_fit = []
            self.table.resizeRowsToContents()
            self._fit_height()
            return
        self._rows_to_fit = list(range(n - 1, -1, -1))  # popped from the end: the top rows first
        self._fit_some_rows()

    @Slot()
    def _fit_some_rows(self) -> None:
        clock = QElapsedTimer()
        clock.start()
        n = self.model.rowCount()
        while self._rows_to_fit and clock.elapsed() < SLICE_MS:
            row = self._rows_to_fit.pop()
            if row < n:
                self.table.resizeRowToContents(row)
        self._fit_height()
        if self._rows_to_fit:
            self._row_timer.start()

    def _fit_height(self) -> None:
        """The table as tall as its rows, up to about 30 lines (the sections below follow it)."""
        cap = self.fontMetrics().height() * 30
        rows = 0
        for i in range(self.model.rowCount()):
            rows += self.table.rowHeight(i)
            if rows > cap:
                break
        height = rows + self.table.horizontalHeader().height() + 2 * self.table.frameWidth() + 2
        self.table.setFixedHeight(min(height, cap))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self._fit_rows()  # widths computed while hidden (another tab) are not the final ones

    def _show_shared(self, sp, why: str = "") -> None:
        self.shared_box.show()
        if sp is None:
            # the engine's reason (fewer than two may share, or no owned machine runs them all)
            self.shared_label.setText(html.escape(why or self.tr(
                "No single owned machine can run every workload that may share (at least two are needed; "
                "edge deployments stay on their line PC).")))
            return
        esc = html.escape
        uses = []
        for u in sp.workloads:
            gpus = F.fmt_sig(u.gpus, 2, strip=True)
            if u.always_on:
                uses.append(self.tr("{workload}: {gpus} GPU(s), always on").format(workload=u.workload_name, gpus=gpus))
            else:
                uses.append(self.tr("{workload}: {gpus} GPU(s), {hours} h a month").format(
                    workload=u.workload_name, gpus=gpus, hours=F.fmt_sig(u.busy_hours, 2, strip=True)))
        machine = self.tr("{machine} (MIG slices)").format(machine=sp.label) if sp.mig_used else sp.label
        lines = [
            f"<b>{esc(machine)}</b>",
            "<br>".join(f"&nbsp;&nbsp;• {esc(t)}" for t in uses),
            esc(self.tr("Utilisation: {share} of the machine's GPU-hours.").format(share=F.fmt_percent(sp.utilisation))),
        ]
        if sp.separate_annual_usd:
            lines.append(esc(self.tr("{server} a year for the server + {edge} for edge workloads priced separately "
                                     "= {total} a year.").format(
                server=self._money(sp.annual_usd), edge=self._money(sp.separate_annual_usd),
                total=self._money(sp.total_annual_usd))))
        else:
            lines.append(esc(self.tr("{cost} a year.").format(cost=self._money(sp.total_annual_usd))))
        pw = getattr(sp, "power", None)
        if pw is not None:
            lines.append(esc(self.tr("Power: peak {peak}, {kwh} a month, {bill} of electricity a month.").format(
                peak=U.kw_text(pw.peak_kw_total), kwh=U.kwh_text(pw.kwh_per_month),
                bill=self._money(pw.electricity_usd_month))))
        self.shared_label.setText("<br>".join(lines))

    def recommendation_text(self, plan) -> str:
        """The recommendation in words, with the money it saves; the decision is the engine's
        (``plan.recommendation_kind``), the sentence is made here to name the amounts."""
        kind = plan.recommendation_kind
        per = plan.per_workload_annual_usd
        sp = plan.best_shared
        shared = sp.total_annual_usd if sp is not None else None
        if not kind:  # a plan made before the engine said its decision
            kind = "missing" if per is None else "shared" if shared is not None and shared < per else "per_workload"
        if kind == "missing" or per is None:
            return self.tr("Some workloads have no feasible option: {workloads}.").format(
                workloads=join_list(plan.missing))
        if shared is None:
            if plan.recommendation:  # the engine's reason: fewer than two may share, or none runs them all
                return self.tr("Choose per workload: {cost} a year.").format(cost=self._money(per)) + " " + \
                    plan.recommendation
            return self.tr("Choose per workload: {cost} a year. No single owned machine can run every workload "
                           "that may share.").format(cost=self._money(per))
        if kind == "shared":
            return self.tr("Buy one {machine} for the workloads that may share: {cost} a year, {saving} less than "
                           "choosing per workload.").format(
                machine=sp.label, cost=self._money(shared), saving=self._money(per - shared))
        return self.tr("Choose per workload: {cost} a year, {saving} less than one shared {machine}.").format(
            cost=self._money(per), saving=self._money(shared - per), machine=sp.label)

    def power_text(self, plan) -> str:
        """Peak power and energy a month of the plan's owned lines (drawn and billed on premises)."""
        peak = kwh = bill = 0.0
        owned = 0
        for ln in plan.lines:
            pw = self.model.line_power(ln)
            if pw is None or not ln.owned:
                continue
            owned += 1
            peak += pw.peak_kw_total
            kwh += pw.kwh_per_month
            bill += pw.electricity_usd_month
        if not owned:
            return self.tr("No owned machine: the rentals' power is drawn at the providers.")
        return self.tr("On premises (owned lines): peak {peak}, {kwh} a month, {bill} of electricity a month.").format(
            peak=U.kw_text(peak), kwh=U.kwh_text(kwh), bill=self._money(bill))

    # -- for tests --------------------------------------------------------------------------------
    def total_text(self) -> str:
        return self.total_label.text()

    def annual_costs(self) -> list[float]:
        """The plan's annual costs in the table's order (USD, inf when none)."""
        return [self.model.data(self.model.index(i, COL_ANNUAL), SortRole) for i in range(self.model.rowCount())]


__all__ = ["PlanView", "COL_WHY"]
