"""ChartsView: the five buy-vs-rent charts for the selected workload, in tabs, with pickers for
which owned and which rented option to compare (by default the engine's best of each)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from gpuadvisor.report import charts_data
from gpuadvisor.ui.format import fmt_usd

from .cost_per_run import CostPerRunChart
from .cumulative import CumulativeChart
from .memory_bars import MemoryBarsChart
from .sensitivity import SensitivityChart
from .utilisation import UtilisationChart


class ChartsView(QWidget):
    """Charts for ``bridge.selected_workload_id`` (the first workload when none is selected).

    Redraws on ``bridge.result_ready`` and ``bridge.selection_changed``.  The user's pick of
    options is remembered per workload until "Best of each" resets it.
    """

    charts_updated = Signal(str)  # workload id

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._result = None
        self._workload_id = ""
        self._picks: dict[str, tuple[str | None, str | None]] = {}
        self._filling = False
        self.data: charts_data.ChartsData | None = None

        self.workload_label = QLabel(self)
        self.owned_combo = QComboBox(self)
        self.rented_combo = QComboBox(self)
        for combo in (self.owned_combo, self.rented_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(28)
        self.reset_button = QPushButton(self.tr("Best of each"), self)
        self.reset_button.setToolTip(self.tr("Compare the cheapest owned and the cheapest rented option that fit"))
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

        pick = QHBoxLayout()
        pick.addWidget(QLabel(self.tr("Owned:"), self))
        pick.addWidget(self.owned_combo, 1)
        pick.addWidget(QLabel(self.tr("Rented:"), self))
        pick.addWidget(self.rented_combo, 1)
        pick.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.workload_label)
        layout.addLayout(pick)
        layout.addWidget(self.tabs, 1)
        self._connect_signals()
        last = getattr(bridge.session, "last_result", None)  # built after the first advise
        if last is not None:
            self.set_result(last)

    def _connect_signals(self) -> None:
        self._bridge.result_ready.connect(self._on_bridge_result_ready)
        self._bridge.selection_changed.connect(self._on_bridge_selection_changed)
        self.owned_combo.currentIndexChanged.connect(self._on_combo_changed)
        self.rented_combo.currentIndexChanged.connect(self._on_combo_changed)
        self.reset_button.clicked.connect(self._on_reset_clicked)

    # -- public --------------------------------------------------------------------------------
    def charts(self) -> dict[str, object]:
        return {"cumulative": self.cumulative, "utilisation": self.utilisation, "memory": self.memory,
                "cost_per_run": self.cost_per_run, "sensitivity": self.sensitivity}

    def set_result(self, result) -> None:
        self._result = result
        self._refresh(reset_combos=True)

    def select_pair(self, owned_key: str | None, rented_key: str | None) -> None:
        """Compare these options (keys of HardwareOption); None keeps the engine's best."""
        if self._workload_id:
            self._picks[self._workload_id] = (owned_key, rented_key)
        self._refresh(reset_combos=True)

    # -- slots ---------------------------------------------------------------------------------
    def _on_bridge_result_ready(self, result) -> None:
        self.set_result(result)

    def _on_bridge_selection_changed(self, _workload_id: str) -> None:
        self._refresh(reset_combos=True)

    def _on_combo_changed(self, _index: int) -> None:
        if self._filling or not self._workload_id:
            return
        self._picks[self._workload_id] = (self.owned_combo.currentData(), self.rented_combo.currentData())
        self._refresh(reset_combos=False)

    def _on_reset_clicked(self) -> None:
        self._picks.pop(self._workload_id, None)
        self._refresh(reset_combos=True)

    # -- drawing -------------------------------------------------------------------------------
    def _advice(self):
        if self._result is None or not self._result.workloads:
            return None
        adv = self._result.for_workload(self._bridge.selected_workload_id) if self._bridge.selected_workload_id else None
        return adv or self._result.workloads[0]

    def _fill_combo(self, combo: QComboBox, options, current) -> None:
        a = self._result.assumptions
        combo.clear()
        for r in options:
            combo.addItem(self._choice_text(r, a), r.option.key)
        if not options:
            combo.addItem(self.tr("(none fits)"), None)
        if current is not None:
            i = combo.findData(current.option.key)
            if i < 0:
                combo.addItem(self._choice_text(current, a), current.option.key)
                i = combo.count() - 1
            combo.setCurrentIndex(i)
        combo.setEnabled(bool(options))

    def _choice_text(self, r, a) -> str:
        return self.tr("{option} — {cost}/year").format(option=r.label, cost=fmt_usd(r.annual_usd, a))

    def _refresh(self, reset_combos: bool) -> None:
        adv = self._advice()
        if adv is None:
            self.data = None
            self.workload_label.setText(self.tr("No workload"))
            for chart in self.charts().values():
                chart.set_data(None, self.tr("Add a workload to see its charts."))
            return
        self._workload_id = adv.workload.id
        owned_key, rented_key = self._picks.get(adv.workload.id, (None, None))
        a = self._result.assumptions
        self.data = charts_data.build_charts(adv, a, owned_key, rented_key)
        if reset_combos:
            self._filling = True
            try:
                self._fill_combo(self.owned_combo, charts_data.choices(adv, owned=True), self.data.pair.owned)
                self._fill_combo(self.rented_combo, charts_data.choices(adv, owned=False), self.data.pair.rented)
            finally:
                self._filling = False
        name = f"<b>{escape(adv.workload.name)}</b>"
        self.workload_label.setText(self.tr("{workload} — {problem}").format(workload=name, problem=escape(self.data.missing))
                                    if self.data.missing else name)
        why = self.data.missing
        self.cumulative.set_data(self.data.cumulative, why)
        self.utilisation.set_data(self.data.utilisation, why)
        self.memory.set_data(self.data.memory)
        self.cost_per_run.set_data(self.data.cost_per_run, why)
        self.sensitivity.set_data(self.data.sensitivity,
                                  "" if self.data.sensitivity else why or self.tr("Needs an owned and a rented option."))
        self.charts_updated.emit(adv.workload.id)
