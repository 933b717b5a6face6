"""Recommendations for the selected workload: the best owned and rented options, the ranked table
of every option (sortable, filterable) and the details of the selected one.

It follows ``bridge.selection_changed`` and ``bridge.result_ready``; the sort, the filters and the
selected option survive a recompute when the option still exists (found by its option key), else
the new #1 is selected (an option the panel chose itself, the old #1, gives way to the new one);
either way it is scrolled into view and the detail pane shows it.  Option names elide in the
middle with the full name in the tooltip; the option column takes the width the other columns
leave (up to its longest name); the detail pane takes 28 % of the room, 24-34 em, so a wider
window mostly widens the table.  Column widths and the detail pane width the user set are kept
across runs (``layout_state`` / ``restore_layout``, saved in ``AppSettings`` by the main window).
While the bridge recomputes in the background a discreet "updating…" shows in the header.  What
the engine says about the workload as a whole (``WorkloadAdvice.messages``,
``AdviceResult.warnings``) shows above the table; a workload the engine could not advise (``WorkloadAdvice.error``) shows why instead of the table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gpuadvisor.report.labels import objective_labels
from gpuadvisor.ui import format as F
from gpuadvisor.ui.textsafe import plain_label
from gpuadvisor.ui.headline import best_line
from gpuadvisor.ui.itemmodels.recommendation_table import (
    CATEGORIES,
    COLUMN_COUNT,
    COLUMN_KEYS,
    COL_CATEGORY,
    COL_MEMORY,
    COL_MODE,
    COL_OPTION,
    COL_PER_RUN,
    COL_PER_YEAR,
    COL_RANK,
    COL_SPEED,
    COL_STATUS,
    COL_TIME,
    COL_WHY,
    ElideMiddleDelegate,
    ObjectRole,
    RecommendationFilterProxy,
    RecommendationTableModel,
)
from gpuadvisor.ui.views.option_detail import OptionDetail
from gpuadvisor.ui.views.sizing_view import SizingView

OBJECTIVE_KEYS = ("lowest_cost", "fastest", "best_value", "lowest_latency")
NOTICE_COLOR = "#9a5b00"  # amber, as the table's tight and experimental options


def _sentence(text: str) -> str:
    """An engine message as a sentence: capital first letter (the engine writes them in lower case)."""
    return text[:1].upper() + text[1:] if text else text


#: Rows that size the table's columns when another workload is shown (the best options lead).
SIZE_ROWS = 40


class RecommendationPanel(QWidget):
    """Results for ``bridge.selected_workload_id``."""

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._result = None
        self._advice = None
        self._selected_key = ""
        self._picked = False  # the user chose the selected option (else it is the #1, chosen for them)
        self._auto = False  # the panel is selecting a row itself
        self._user_widths: dict[str, int] = {}  # column key -> width the user dragged it to
        self._sizing = False  # columns being sized by the panel, not by the user
        self._option_fit = 0  # width the longest option name needs
        self._user_detail_width = 0  # the detail pane's width the user set (dragged, or saved)
        self._build()
        self._connect_signals()
        last = getattr(bridge.session, "last_result", None)  # a view made after the first advise
        if last is not None:
            self._on_bridge_result_ready(last)

    # -- construction ----------------------------------------------------------------------------
    def _build(self) -> None:
        self.model = RecommendationTableModel(self)
        self.proxy = RecommendationFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.name_label = plain_label(QLabel(self))  # project › workload: the user's names
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.name_label.setFont(font)
        self.busy_label = QLabel(self.tr("updating…"), self)
        self.busy_label.setEnabled(False)  # greyed: discreet
        self.busy_label.setVisible(self._bridge.busy)
        top.addWidget(self.name_label, 1)
        top.addWidget(self.busy_label)
        lay.addLayout(top)
        self.best_owned_label = QLabel(self)
        self.best_rented_label = QLabel(self)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.hide()
        # what the engine says about the whole workload (a stated device count no option has ...)
        self.messages_label = QLabel(self)
        self.messages_label.setObjectName("workloadMessages")
        self.messages_label.setStyleSheet(f"color: {NOTICE_COLOR};")
        self.messages_label.hide()
        # the engine could not advise this workload (the others are advised): said instead of the table
        self.workload_error_label = QLabel(self)
        self.workload_error_label.setObjectName("workloadError")
        self.workload_error_label.setStyleSheet("color: #b00020;")
        self.workload_error_label.hide()
        for lab in (self.best_owned_label, self.best_rented_label, self.error_label, self.messages_label,
                    self.workload_error_label):
            plain_label(lab)  # option labels (quote vendors), engine messages naming workloads
            lab.setWordWrap(True)
            lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            lay.addWidget(lab)
        self.controls = QWidget(self)
        self.controls.setLayout(self._build_controls())
        self.controls.layout().setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.controls)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(COL_RANK, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setItemDelegateForColumn(COL_OPTION, ElideMiddleDelegate(self.table))
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        hh.setStretchLastSection(False)  # the option column takes the spare width (``_fill_option_column``)
        hh.setTextElideMode(Qt.TextElideMode.ElideRight)
        hh.setResizeContentsPrecision(SIZE_ROWS)  # widths from the top rows, not all 600 options
        hh.sectionResized.connect(self._on_section_resized)
        self.table.viewport().installEventFilter(self)
        # the numbers people decide on come right after the option's name (tight and experimental
        # options are marked there too), then the status in words; category and reasons last
        for visual, col in enumerate((COL_RANK, COL_OPTION, COL_PER_YEAR, COL_TIME, COL_SPEED, COL_STATUS,
                                      COL_MEMORY, COL_PER_RUN, COL_MODE, COL_CATEGORY, COL_WHY)):
            hh.moveSection(hh.visualIndex(col), visual)
        self.detail = OptionDetail(self)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.detail)
        # a wider window widens the table (its option column), not the detail pane
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        em = self.fontMetrics().horizontalAdvance("M")
        self.detail.setMinimumWidth(em * 24)
        self.splitter.setSizes([em * 70, em * 26])
        self.splitter.setChildrenCollapsible(False)
        self.splitter.splitterMoved.connect(self._on_splitter_moved)
        # every option (table and detail), or the fewest devices of each type that meet the target
        self.sizing_view = SizingView(self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.splitter, self.tr("All options"))
        self.tabs.addTab(self.sizing_view, self.tr("Minimum to meet the target"))
        lay.addWidget(self.tabs, 1)
        self._filler = QWidget(self)  # takes the table's room while an error is shown instead
        self._filler.hide()
        lay.addWidget(self._filler, 1)
        self._show_advice(None)

    def _build_controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.objective_combo = QComboBox(self)
        labels = objective_labels()  # the core's labels: one translation for the window and the report
        for key in OBJECTIVE_KEYS:
            self.objective_combo.addItem(labels[key], key)
        self._sync_objective()
        self.category_combo = QComboBox(self)
        self.category_combo.addItem(self.tr("All categories"), "")
        for cat in CATEGORIES:
            self.category_combo.addItem(self.model.category_label(cat), cat)
        self.ownership_combo = QComboBox(self)
        self.ownership_combo.addItem(self.tr("Owned and rented"), "all")
        self.ownership_combo.addItem(self.tr("Owned only"), "owned")
        self.ownership_combo.addItem(self.tr("Rented only"), "rented")
        self.fits_only = QCheckBox(self.tr("Fits only"), self)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search options…"))
        self.search.setClearButtonEnabled(True)
        self.count_label = plain_label(QLabel(self))
        self.count_label.setEnabled(False)
        for combo in (self.objective_combo, self.category_combo, self.ownership_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.search.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 9)
        # two rows: at 1280 px one row would clip the combos
        first = QHBoxLayout()
        first.addWidget(QLabel(self.tr("Objective:"), self))
        first.addWidget(self.objective_combo)
        first.addSpacing(8)
        first.addWidget(self.fits_only)
        first.addStretch(1)
        first.addWidget(self.count_label)
        second = QHBoxLayout()
        second.addWidget(self.category_combo)
        second.addWidget(self.ownership_combo)
        second.addWidget(self.search, 1)
        row.setDirection(QHBoxLayout.Direction.TopToBottom)
        row.addLayout(first)
        row.addLayout(second)
        return row

    def _connect_signals(self) -> None:
        b = self._bridge
        b.result_ready.connect(self._on_bridge_result_ready)
        b.selection_changed.connect(self._on_bridge_selection_changed)
        b.busy_changed.connect(self._on_bridge_busy_changed)
        b.advise_failed.connect(self._on_bridge_advise_failed)
        self.objective_combo.activated.connect(self._on_objective_activated)
        self.category_combo.currentIndexChanged.connect(self._on_filters_changed)
        self.ownership_combo.currentIndexChanged.connect(self._on_filters_changed)
        self.fits_only.toggled.connect(self._on_filters_changed)
        self.search.textChanged.connect(self._on_filters_changed)
        self.table.selectionModel().currentRowChanged.connect(self._on_table_current_changed)
        self.tabs.currentChanged.connect(self._on_tab_changed)

    # -- bridge -------------------------------------------------------------------------------
    @Slot(object)
    def _on_bridge_result_ready(self, result) -> None:
        self._result = result
        self.error_label.hide()
        self._sync_objective()
        wid = self._bridge.selected_workload_id
        advice = result.for_workload(wid) if (result is not None and wid) else None
        if advice is not None and advice is self._advice:
            # another workload was edited: this one's advice came from the cache, the table stands
            self._update_header(advice)
            self._update_messages(advice)
            return
        self._refresh()

    @Slot(str)
    def _on_bridge_selection_changed(self, _workload_id: str) -> None:
        self._selected_key = ""
        self._picked = False
        self._refresh()

    @Slot(bool)
    def _on_bridge_busy_changed(self, busy: bool) -> None:
        self.busy_label.setVisible(busy)

    @Slot(str)
    def _on_bridge_advise_failed(self, message: str) -> None:
        self.error_label.setText(self.tr("The advice could not be computed: {problem}").format(problem=message))
        self.error_label.show()

    # -- controls -------------------------------------------------------------------------------
    @Slot(int)
    def _on_objective_activated(self, _index: int) -> None:
        key = self.objective_combo.currentData()
        if key and key != self._bridge.session.objective:
            self._bridge.session.set_objective(key)

    @Slot()
    def _on_filters_changed(self, *_args) -> None:
        cat = self.category_combo.currentData()
        self.proxy.set_categories({cat} if cat else None)
        self.proxy.set_ownership(self.ownership_combo.currentData())
        self.proxy.set_fits_only(self.fits_only.isChecked())
        self.proxy.set_text(self.search.text())
        self._update_count()
        if not self._reselect():
            self._select_first()

    @Slot(int)
    def _on_tab_changed(self, index: int) -> None:
        failed = self._advice is not None and bool(getattr(self._advice, "error", None))
        self.controls.setVisible(index == 0 and not failed)

    @Slot(object, object)
    def _on_table_current_changed(self, current, _previous) -> None:
        r = current.data(ObjectRole) if current.isValid() else None
        if r is not None:
            self._selected_key = r.option.key
            self._picked = self._picked or not self._auto
        a = self._result.assumptions if self._result is not None else None
        self.detail.set_result(r, a)

    # -- refresh ------------------------------------------------------------------------------
    def _sync_objective(self) -> None:
        i = self.objective_combo.findData(self._bridge.session.objective)
        if i >= 0 and i != self.objective_combo.currentIndex():
            self.objective_combo.blockSignals(True)
            self.objective_combo.setCurrentIndex(i)
            self.objective_combo.blockSignals(False)

    def _refresh(self) -> None:
        wid = self._bridge.selected_workload_id
        advice = self._result.for_workload(wid) if (self._result is not None and wid) else None
        self._show_advice(advice)

    def _show_advice(self, advice) -> None:
        self._advice = advice
        a = self._result.assumptions if self._result is not None else None
        self.model.set_advice(advice, a)
        self._update_header(advice)
        self._update_messages(advice)
        failed = advice is not None and bool(getattr(advice, "error", None))
        self.detail.set_advice(advice)
        self.sizing_view.set_advice(advice, a)
        for w in (self.controls, self.tabs):
            w.setVisible(not failed)
        self.controls.setVisible(not failed and self.tabs.currentIndex() == 0)  # the filters act on the options
        self._filler.setVisible(failed)
        self._update_count()
        for col in (COL_TIME, COL_PER_RUN):
            self.table.setColumnHidden(col, advice is not None and self.model.column_is_empty(col))
        if advice is not None:
            self._size_columns(advice.workload.id)
        if not self._reselect():
            self._select_first()

    def _update_header(self, advice) -> None:
        if advice is None:
            self.best_owned_label.show()
            self.best_rented_label.show()
            self.name_label.setText(self.tr("No workload selected"))
            hint = self.tr("Select a workload in the project tree to see the hardware that suits it.")
            self.best_owned_label.setText(hint if self._result is not None or not self._bridge.selected_workload_id
                                          else self.tr("Computing…"))
            self.best_rented_label.clear()
            return
        name = advice.workload.name
        if advice.project_name:
            name = f"{advice.project_name} › {name}"
        self.name_label.setText(name)
        error = getattr(advice, "error", None)
        self.best_owned_label.setVisible(not error)
        self.best_rented_label.setVisible(not error)
        if error:
            return
        self.best_owned_label.setText(self._best_line(True, advice.best_where(True), advice))
        self.best_rented_label.setText(self._best_line(False, advice.best_where(False), advice))

    def _update_messages(self, advice) -> None:
        """The workload's messages and the advice's warnings above the table; the error instead of it."""
        error = getattr(advice, "error", None) if advice is not None else None
        if error:
            self.workload_error_label.setText(self.tr(
                "This workload could not be estimated.\n{problem}\n\nThe other workloads are advised as usual. "
                "Check this workload's model and recipe; its advice comes back once it can be estimated.").format(
                problem=_sentence(error)))
        self.workload_error_label.setVisible(bool(error))
        lines: list[str] = []
        if advice is not None:
            lines.extend(getattr(advice, "messages", None) or [])
            hint = advice.recompute_hint() if hasattr(advice, "recompute_hint") and self._result is not None else None
            if hint is not None:
                a = self._result.assumptions
                lines.append(self.tr(
                    "With gradient checkpointing (Recipe → Activation recompute: Full) this job fits {option} for "
                    "{cost} a year instead of {best} at {best_cost}; each step then computes about a third more").format(
                    option=hint.label, cost=F.fmt_money(a.to_currency(hint.annual_usd), a.currency),
                    best=hint.best_label, best_cost=F.fmt_money(a.to_currency(hint.best_annual_usd), a.currency)))
            if self._result is not None:
                lines.extend(getattr(self._result, "warnings", None) or [])
        self.messages_label.setText("\n".join(f"⚠ {_sentence(text)}" for text in lines))
        self.messages_label.setVisible(bool(lines))

    def workload_error_text(self) -> str:
        """The error shown instead of the table ("" when the workload was advised; tests)."""
        return self.workload_error_label.text() if self.workload_error_label.isVisibleTo(self) else ""

    def messages_text(self) -> str:
        """The messages shown above the table ("" when none; tests)."""
        return self.messages_label.text() if self.messages_label.isVisibleTo(self) else ""

    def _best_line(self, owned: bool, r, advice) -> str:
        return best_line(owned, r, advice, self._result.assumptions if self._result is not None else None)

    def _update_count(self) -> None:
        total = self.model.rowCount()
        shown = self.proxy.rowCount()
        fits = len(self._advice.feasible) if self._advice is not None else 0
        self.count_label.setText(self.tr("{shown} of {total} shown · {fits} fit").format(
            shown=shown, total=total, fits=fits))

    def _size_columns(self, workload_id: str) -> None:
        fm = self.table.fontMetrics()
        pad = 2 * fm.horizontalAdvance("M") + 16  # margins and the status mark of a flagged option
        rows = [self.model.result_at(i) for i in range(self.model.rowCount())]
        self._option_fit = max((fm.horizontalAdvance(r.label) for r in rows), default=0) + pad
        if workload_id == getattr(self, "_sized_for", None):
            self._fill_option_column()
            return  # a recompute of the same workload keeps the column widths
        self._sized_for = workload_id
        self._sizing = True
        try:
            self.table.resizeColumnsToContents()
            x = fm.horizontalAdvance("x")
            self.table.setColumnWidth(COL_OPTION, min(self.table.columnWidth(COL_OPTION), x * 26))
            self.table.setColumnWidth(COL_WHY, min(self.table.columnWidth(COL_WHY), x * 60))
            for col, key in enumerate(COLUMN_KEYS):
                if key in self._user_widths:
                    self.table.setColumnWidth(col, self._user_widths[key])
        finally:
            self._sizing = False
        self._fill_option_column()

    def _fill_option_column(self) -> None:
        """Give the option column the width the other columns leave, up to its longest name (the
        reasons column, last, is the one that scrolls); never below its own (or the user's) width."""
        hh = self.table.horizontalHeader()
        if self._sizing or hh.count() != COLUMN_COUNT:
            return
        others = sum(hh.sectionSize(c) for c in range(COLUMN_COUNT)
                     if c not in (COL_OPTION, COL_WHY) and not hh.isSectionHidden(c))
        base = self._user_widths.get("option", self.fontMetrics().horizontalAdvance("x") * 26)
        spare = self.table.viewport().width() - others
        want = max(base, min(spare, self._option_fit))
        if want != hh.sectionSize(COL_OPTION):
            self._sizing = True
            try:
                hh.resizeSection(COL_OPTION, want)
            finally:
                self._sizing = False

    @Slot(int, int, int)
    def _on_section_resized(self, col: int, _old: int, new: int) -> None:
        if self._sizing or new <= 0:
            return
        self._user_widths[COLUMN_KEYS[col]] = new  # dragged by the user: kept, also across runs
        if col != COL_OPTION:
            self._fill_option_column()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if obj is self.table.viewport() and event.type() == QEvent.Type.Resize:
            if self.isVisible():
                self._size_detail()
            QTimer.singleShot(0, self._fill_option_column)
        return super().eventFilter(obj, event)

    # -- layout kept across runs ------------------------------------------------------------------
    @Slot(int, int)
    def _on_splitter_moved(self, _pos: int, _index: int) -> None:
        sizes = self.splitter.sizes()
        if len(sizes) == 2 and sizes[1] > 0:
            self._user_detail_width = sizes[1]

    def layout_state(self) -> dict:
        """``{"columns": {key: width}, "detail_width": int | None}``: the widths the user set
        (None: the detail pane was not resized by the user)."""
        return {"columns": dict(self._user_widths), "detail_width": self._user_detail_width or None}

    def restore_layout(self, columns: dict | None, detail_width: int | None) -> None:
        """Use saved column widths (by column key) and the detail pane's width."""
        self._user_widths = {k: int(v) for k, v in (columns or {}).items() if k in COLUMN_KEYS and int(v) > 0}
        self._sizing = True
        try:
            for col, key in enumerate(COLUMN_KEYS):
                if key in self._user_widths:
                    self.table.setColumnWidth(col, self._user_widths[key])
        finally:
            self._sizing = False
        if detail_width:
            self._user_detail_width = int(detail_width)
            if self.isVisible():
                self._size_detail()
        self._fill_option_column()

    def _size_detail(self) -> None:
        """The detail pane's width: the one the user gave it (dragged, or saved), else 28 % of the
        room, 24 to 34 em; the table takes the rest (a wider window widens the table)."""
        sizes = self.splitter.sizes()
        total = sum(sizes)
        least = self.detail.minimumWidth()
        if len(sizes) != 2 or total < least + 200:
            return  # not laid out yet
        em = self.fontMetrics().horizontalAdvance("M")
        width = self._user_detail_width or int(min(max(total * 0.28, least), em * 34))
        width = max(least, min(width, total - 200))
        if sizes[1] != width:
            self.splitter.setSizes([total - width, width])

    def _reselect(self) -> bool:
        """Select the option the user chose before the refresh, if it is still listed (an option the
        panel chose, the #1, gives way to the new #1)."""
        if not self._selected_key or not self._picked:
            return False
        row = self.model.row_of_key(self._selected_key)
        if row < 0:
            return False
        pidx = self.proxy.mapFromSource(self.model.index(row, 0))
        if not pidx.isValid():
            return False
        self._select_proxy_row(pidx.row())
        return True

    def _select_first(self) -> None:
        """The new #1 (rank 1, wherever the sort puts it), else the first row shown."""
        if self.proxy.rowCount() > 0:
            row = 0
            best = next((i for i in range(self.model.rowCount()) if self.model.result_at(i).rank == 1), -1)
            if best >= 0:
                pidx = self.proxy.mapFromSource(self.model.index(best, 0))
                row = pidx.row() if pidx.isValid() else 0
            self._select_proxy_row(row)
        else:
            self.table.selectionModel().clearSelection()
            self.detail.set_result(None, None)

    def _select_proxy_row(self, row: int) -> None:
        idx = self.proxy.index(row, 0)
        sm = self.table.selectionModel()
        self._auto = True
        try:
            sm.setCurrentIndex(idx, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        finally:
            self._auto = False
        self.table.scrollTo(idx)
        QTimer.singleShot(0, self._scroll_to_current)  # again once the reset table has laid out its rows
        r = idx.data(ObjectRole)
        self.detail.set_result(r, self._result.assumptions if self._result is not None else None)

    def _scroll_to_current(self) -> None:
        idx = self.table.currentIndex()
        if idx.isValid():
            self.table.scrollTo(idx)

    # -- for tests and the main window ------------------------------------------------------------
    def selected_result(self):
        """The OptionResult shown in the detail pane (None when nothing is selected)."""
        return self.detail.result

