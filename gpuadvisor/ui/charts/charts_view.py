"""ChartsView: the five buy-vs-rent charts for one workload, in tabs, with a workload selector and
two searchable pickers (every owned machine / every rented instance, quotes included) for the
pair to compare; by default the engine's best of each.  "Enter a quote…" prices the selected
option with the user's own quote (one undoable edit); "Remove quote" takes a quote away again."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from gpuadvisor.domain.edits import DOCUMENT, Batch, SetField
from gpuadvisor.report import charts_data
from gpuadvisor.ui.format import fmt_usd
from gpuadvisor.ui.textsafe import one_line, plain_label

from .cost_per_run import CostPerRunChart
from .cumulative import CumulativeChart
from .memory_bars import MemoryBarsChart
from .option_picker import OptionPicker, PickerItem
from .sensitivity import SensitivityChart
from .utilisation import UtilisationChart

OWNED, RENTED = 0, 1


class ChartsView(QWidget):
    """Charts for the workload chosen on the page (``workload_id``).

    The page follows the project tree's selection (``bridge.selection_changed``) and says which
    workload it shows in its own selector, where another workload can be picked.  Redraws on
    ``bridge.result_ready``.  The user's pick of options is kept per workload, by option key,
    across recomputes until "Best of each" resets it.
    """

    charts_updated = Signal(str)  # workload id

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._result = None
        self._workload_id = ""  # the workload the page shows
        self._picks: dict[str, list[str | None]] = {}  # workload id -> [owned key, rented key] (None: best)
        self._filling = False
        self._workload_ids: list[str] = []
        self.quote_dialog = None
        self.data: charts_data.ChartsData | None = None

        self.workload_combo = QComboBox(self)
        self.workload_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.workload_combo.setMinimumContentsLength(30)
        self.workload_combo.setToolTip(self.tr(
            "The workload these charts compare. It follows the selection in the project tree; "
            "pick another one here to compare it instead."))
        bold = QFont(self.workload_combo.font())
        bold.setBold(True)
        self.workload_combo.setFont(bold)
        self.workload_label = plain_label(QLabel(self))  # "No workload" / what is missing (also said at each chart)
        self.workload_label.setStyleSheet("color: #8a4b08;")
        self.workload_label.setWordWrap(True)
        self.workload_label.hide()
        self.reset_button = QPushButton(self.tr("Best of each"), self)
        self.reset_button.setToolTip(self.tr("Compare the cheapest owned and the cheapest rented option that fit"))

        self.owned_title = QLabel(self.tr("Owned"), self)
        self.rented_title = QLabel(self.tr("Rented"), self)
        self.rented_title.setWordWrap(False)
        self.owned_combo = OptionPicker(self)
        self.rented_combo = OptionPicker(self)
        self.owned_combo.setToolTip(self.tr("Every machine to buy; type to search"))
        self.rented_combo.setToolTip(self.tr("Every instance to rent; type to search"))
        self.quote_buttons = (QPushButton(self.tr("Enter a quote…"), self), QPushButton(self.tr("Enter a quote…"), self))
        self.quote_buttons[OWNED].setToolTip(self.tr("Price the selected machine with a vendor's quote"))
        self.quote_buttons[RENTED].setToolTip(self.tr("Price the selected instance with a provider's quoted hourly rate"))
        self.remove_buttons = (QPushButton(self.tr("Remove quote"), self), QPushButton(self.tr("Remove quote"), self))
        for b in self.remove_buttons:
            b.setToolTip(self.tr("Remove this quote from the project"))
            b.hide()

        self.cumulative = CumulativeChart(self)
        self.utilisation = UtilisationChart(self)
        self.memory = MemoryBarsChart(self)
        self.cost_per_run = CostPerRunChart(self)
        self.sensitivity = SensitivityChart(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.cumulative, self.tr("Cumulative cost"))
        self.tabs.addTab(self.utilisation, self.tr("Cost vs usage"))
        self.tabs.addTab(self.memory, self.tr("Memory"))
        self.tabs.addTab(self.cost_per_run, self.tr("Cost per run"))
        self.tabs.addTab(self.sensitivity, self.tr("Sensitivity"))

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Workload:"), self))
        top.addWidget(self.workload_combo, 1)
        top.addWidget(self.reset_button)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        for col, (title, combo, quote, remove) in enumerate((
                (self.owned_title, self.owned_combo, self.quote_buttons[OWNED], self.remove_buttons[OWNED]),
                (self.rented_title, self.rented_combo, self.quote_buttons[RENTED], self.remove_buttons[RENTED]))):
            row = QHBoxLayout()
            row.setSpacing(4)
            row.addWidget(combo, 1)
            row.addWidget(quote)
            row.addWidget(remove)
            grid.addWidget(title, 0, col)
            grid.addLayout(row, 1, col)
            grid.setColumnStretch(col, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(grid)
        layout.addWidget(self.workload_label)
        layout.addWidget(self.tabs, 1)
        self._connect_signals()
        last = getattr(bridge.session, "last_result", None)  # built after the first advise
        if last is not None:
            self.set_result(last)

    def _connect_signals(self) -> None:
        self._bridge.result_ready.connect(self._on_bridge_result_ready)
        self._bridge.selection_changed.connect(self._on_bridge_selection_changed)
        self.workload_combo.activated.connect(self._on_workload_activated)
        self.owned_combo.picked.connect(lambda key: self._on_picked(OWNED, key))
        self.rented_combo.picked.connect(lambda key: self._on_picked(RENTED, key))
        self.reset_button.clicked.connect(self._on_reset_clicked)
        self.quote_buttons[OWNED].clicked.connect(lambda: self.open_quote_dialog(owned=True))
        self.quote_buttons[RENTED].clicked.connect(lambda: self.open_quote_dialog(owned=False))
        self.remove_buttons[OWNED].clicked.connect(lambda: self.remove_quote(owned=True))
        self.remove_buttons[RENTED].clicked.connect(lambda: self.remove_quote(owned=False))

    # -- public --------------------------------------------------------------------------------
    def charts(self) -> dict[str, object]:
        return {"cumulative": self.cumulative, "utilisation": self.utilisation, "memory": self.memory,
                "cost_per_run": self.cost_per_run, "sensitivity": self.sensitivity}

    @property
    def workload_id(self) -> str:
        return self._workload_id

    def set_result(self, result) -> None:
        self._result = result
        self._refresh()

    def set_workload(self, workload_id: str) -> None:
        """Show this workload's charts (the tree's selection is left as it is)."""
        self._workload_id = workload_id
        self._refresh()

    def select_pair(self, owned_key: str | None, rented_key: str | None) -> None:
        """Compare these options (keys of HardwareOption); None keeps the engine's best."""
        if self._workload_id:
            self._picks[self._workload_id] = [owned_key, rented_key]
        self._refresh()

    def picker(self, owned: bool) -> OptionPicker:
        return self.owned_combo if owned else self.rented_combo

    def current_option(self, owned: bool):
        """The OptionResult selected in one picker (None when nothing is)."""
        adv = self._advice()
        return charts_data.find_option(adv, self.picker(owned).current_key()) if adv is not None else None

    # -- quotes --------------------------------------------------------------------------------
    def open_quote_dialog(self, owned: bool):
        """The quote dialog for the option selected in one picker (window-modal; OK adds the quote)."""
        from gpuadvisor.ui.dialogs.quote import QuoteDialog

        r = self.current_option(owned)
        if r is None or self._result is None:
            return None
        base_key = r.option.quote.option if r.option.quote is not None else r.option.key
        base = charts_data.find_option(self._advice(), base_key)
        label = base.option.label if base is not None else r.option.label
        dialog = QuoteDialog(base_key, label, owned, self._result.assumptions.currency, self)
        dialog.accepted.connect(lambda: self.add_quote(dialog.quote(), owned))
        dialog.finished.connect(dialog.deleteLater)
        self.quote_dialog = dialog
        dialog.open()
        return dialog

    def add_quote(self, quote: dict, owned: bool) -> bool:
        """Add ``quote`` (``domain.project.Quote`` fields) to the document as one undoable edit;
        its option is selected in the picker once the advice includes it."""
        doc = self._bridge.session.document
        quotes = [q.model_dump(mode="json") for q in doc.quotes] + [quote]
        picks = self._picks.setdefault(self._workload_id, [None, None])
        before = list(picks)
        picks[OWNED if owned else RENTED] = f"quote:{quote['id']}"
        edit = Batch((SetField(DOCUMENT, "quotes", quotes),), self.tr("Add quote"))  # a Batch: never merged
        if not self._bridge.push(edit):
            picks[:] = before
            return False
        return True

    def remove_quote(self, owned: bool) -> bool:
        """Remove the quote selected in one picker (undoable); the option it priced is selected."""
        r = self.current_option(owned)
        if r is None or r.option.quote is None:
            return False
        q = r.option.quote
        doc = self._bridge.session.document
        quotes = [x.model_dump(mode="json") for x in doc.quotes if x.id != q.id]
        picks = self._picks.setdefault(self._workload_id, [None, None])
        before = list(picks)
        picks[OWNED if owned else RENTED] = q.option
        if not self._bridge.push(Batch((SetField(DOCUMENT, "quotes", quotes),), self.tr("Remove quote"))):
            picks[:] = before
            return False
        return True

    # -- slots ---------------------------------------------------------------------------------
    def _on_bridge_result_ready(self, result) -> None:
        self.set_result(result)

    def _on_bridge_selection_changed(self, workload_id: str) -> None:
        if workload_id:
            self._workload_id = workload_id
        self._refresh()

    def _on_workload_activated(self, index: int) -> None:
        wid = self.workload_combo.itemData(index)
        if wid and wid != self._workload_id:
            self.set_workload(wid)

    def _on_picked(self, side: int, key) -> None:
        if self._filling or not self._workload_id:
            return
        self._picks.setdefault(self._workload_id, [None, None])[side] = key
        self._refresh()

    def _on_reset_clicked(self) -> None:
        self._picks.pop(self._workload_id, None)
        self._refresh()

    # -- drawing -------------------------------------------------------------------------------
    def _advice(self):
        if self._result is None or not self._result.workloads:
            return None
        for wid in (self._workload_id, self._bridge.selected_workload_id):
            adv = self._result.for_workload(wid) if wid else None
            if adv is not None:
                return adv
        return self._result.workloads[0]

    def _fill_workloads(self, current_id: str) -> None:
        ids = [adv.workload.id for adv in self._result.workloads]
        texts = [one_line(self.tr("{project} — {workload}").format(project=adv.project_name, workload=adv.workload.name)
                          if adv.project_name else adv.workload.name) for adv in self._result.workloads]
        self.workload_combo.blockSignals(True)
        try:
            if ids != self._workload_ids or [self.workload_combo.itemText(i) for i in range(self.workload_combo.count())] != texts:
                self.workload_combo.clear()
                for wid, text in zip(ids, texts):
                    self.workload_combo.addItem(text, wid)
                self._workload_ids = ids
            self.workload_combo.setCurrentIndex(max(0, self.workload_combo.findData(current_id)))
        finally:
            self.workload_combo.blockSignals(False)

    def _item(self, r, a) -> PickerItem:
        """One picker row: the option, its cost per year, or why it does not fit."""
        reasons = "\n".join(r.reasons)
        if not charts_data.priced(r):
            text = self.tr("{option} — no price: enter a quote").format(option=r.label)
            state = "unpriced"
        elif r.comparison_only:
            text = self.tr("{option} — {cost}/year, for comparison only").format(option=r.label,
                                                                                 cost=fmt_usd(r.annual_usd, a))
            state = "comparison"
        elif not r.feasible:
            text = self.tr("{option} — {problem}").format(option=r.label, problem=charts_data.does_not_fit_text(r))
            state = "no"
        else:
            text = self.tr("{option} — {cost}/year").format(option=r.label, cost=fmt_usd(r.annual_usd, a))
            state = r.status
        tip = r.label + ("\n" + reasons if reasons else "") + ("\n" + "\n".join(r.notes) if r.notes else "")
        return PickerItem(r.option.key, one_line(text), charts_data.search_text(r), state, tip)

    def _fill_picker(self, side: int, adv, current_key: str | None) -> None:
        a = self._result.assumptions
        owned = side == OWNED
        options = charts_data.choices(adv, owned=owned)
        items = [self._item(r, a) for r in options]
        if current_key is None and options:  # nothing fits: say so at the top, the rest stay selectable
            text = (self.tr("No owned machine fits — pick one to compare anyway") if owned
                    else self.tr("No rented option fits — pick one to compare anyway"))
            items.insert(0, PickerItem(None, text, "", "none"))
        elif not options:
            items = [PickerItem(None, self.tr("(none)"), "", "none")]
        picker = self.picker(owned)
        picker.set_items(items, current_key)
        picker.setEnabled(bool(options))
        self.quote_buttons[side].setEnabled(current_key is not None)
        r = charts_data.find_option(adv, current_key)
        self.remove_buttons[side].setVisible(r is not None and r.option.quote is not None)

    def _refresh(self) -> None:
        adv = self._advice()
        if adv is None:
            self.data = None
            self.workload_combo.clear()
            self._workload_ids = []
            self.workload_label.setText(self.tr("No workload"))
            self.workload_label.show()
            for chart in self.charts().values():
                chart.set_data(None, self.tr("Add a workload to see its charts."))
            return
        self._workload_id = adv.workload.id
        picks = self._picks.get(adv.workload.id, [None, None])
        a = self._result.assumptions
        self.data = charts_data.build_charts(adv, a, picks[OWNED], picks[RENTED])
        pair = self.data.pair
        keys = []
        for side, res in ((OWNED, pair.owned), (RENTED, pair.rented)):
            pick = charts_data.find_option(adv, picks[side])
            keys.append(pick.option.key if pick is not None else (res.option.key if res is not None else None))
        self._filling = True
        try:
            self._fill_workloads(adv.workload.id)
            self._fill_picker(OWNED, adv, keys[OWNED])
            self._fill_picker(RENTED, adv, keys[RENTED])
        finally:
            self._filling = False
        on_prem = adv.workload.constraints.on_prem_only
        self.rented_title.setText(self.tr("Rented — {caveat}").format(caveat=charts_data.comparison_only_text())
                                  if on_prem else self.tr("Rented"))
        self.rented_title.setStyleSheet("color: #8a4b08;" if on_prem else "")
        self.rented_combo.lineEdit().setPlaceholderText(
            self.tr("Type to search ({caveat})").format(caveat=charts_data.comparison_only_text()) if on_prem
            else self.tr("Type to search: name, provider, GPU, instance type"))
        self.workload_label.hide()
        why = self.data.missing
        self.cumulative.set_data(self.data.cumulative, why)
        self.utilisation.set_data(self.data.utilisation, why)
        self.memory.set_data(self.data.memory)
        self.cost_per_run.set_data(self.data.cost_per_run, why)
        self.sensitivity.set_data(self.data.sensitivity,
                                  "" if self.data.sensitivity else why or self.tr("Needs an owned and a rented option."))
        self.charts_updated.emit(adv.workload.id)
