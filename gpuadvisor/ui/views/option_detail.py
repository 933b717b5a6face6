"""Details of one option for one workload: memory, time, cost, explanation and notes.

Every number the ranking used is shown with its unit: the memory breakdown (GiB, with a painted
stacked bar and its safety-margin line), the estimate's steps, the monthly cost components, and
for rented options the on-demand / spot / committed comparison from ``cloud_cost.modes``.  The
status (fits, tight, experimental, does not fit) heads the pane with every note or reason.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGroupBox,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuadvisor.i18n import join_reasons
from gpuadvisor.report import uncertainty as U
from gpuadvisor.report.labels import bottleneck_label, cost_component_label, side_label, unit_label
from gpuadvisor.ui import format as F
from gpuadvisor.ui.itemmodels.recommendation_table import (
    STATUS_MARK_COLORS,
    STATUS_TEXT_COLORS,
    item_label,
    mode_text,
    status_details,
    status_label,
)
from gpuadvisor.ui.textsafe import escape  # html.escape's replacements, without html's entity tables (0.5 MB)
from gpuadvisor.ui.views.memory_bar import MemoryBar, swatch

MODE_ORDER = ("on_demand", "spot", "spot_with_fallback", "reserved_1y", "reserved_3y")
NOTICE_COLOR = "#9a5b00"  # amber: a decision the range can flip, an office-circuit warning
BASIS_STYLE = "color: #555555;"
_SUPER = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def fmt_step_value(value: float) -> str:
    """An estimate step's number: plain for everyday magnitudes, ``1.89 × 10¹⁸`` for huge ones."""
    if value is None or not math.isfinite(value):
        return F.DASH
    if value != 0 and (abs(value) >= 1e7 or abs(value) < 1e-3):
        exp = int(math.floor(math.log10(abs(value))))
        return f"{F.fmt_number(value / 10 ** exp, 2)} × 10{str(exp).translate(_SUPER)}"
    return F.fmt_sig(value, 4, strip=True)


class _FitTable(QTableWidget):
    """A read-only table as tall as its rows; rows re-wrap when the pane's width changes."""

    def __init__(self, rows: int, cols: int, parent: QWidget) -> None:
        super().__init__(rows, cols, parent)
        self._refit = QTimer(self)  # coalesced: the header settles its sections after the resize
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.fit)
        self.horizontalHeader().sectionResized.connect(self._refit.start)

    def fit(self, *_args) -> None:
        self.resizeRowsToContents()
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(i) for i in range(self.rowCount()))
        self.setFixedHeight(height)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._refit.start()


def _table(headers: list[str], parent: QWidget) -> QTableWidget:
    t = _FitTable(0, len(headers), parent)
    t.setHorizontalHeaderLabels(headers)
    t.verticalHeader().setVisible(False)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    t.setAlternatingRowColors(True)
    h = t.horizontalHeader()
    h.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for c in range(1, len(headers)):
        h.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
    return t


def _fill(table: QTableWidget, rows: list[list], bold_rows: set[int] = frozenset(), icons: dict[int, QIcon] | None = None) -> None:
    """Fill a read-only table and size it to its rows (the pane scrolls, not the table)."""
    table.setRowCount(len(rows))
    for i, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(str(text))
            if c > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if i in bold_rows:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            if c == 0 and icons and i in icons:
                item.setIcon(icons[i])
            table.setItem(i, c, item)
    table.fit()
    table.setVisible(bool(rows))


class _WrapLabel(QLabel):
    """A word-wrapped label that asks for the height its text needs at its actual width.

    A plain wrapped QLabel hints a height for a width of its own choosing; in the narrow pane a long
    text then needs more lines than the box (size policy Maximum) leaves it, and it overlaps the
    table above it."""

    def _fitted(self, size):
        if self.wordWrap() and self.width() > 0:
            size.setHeight(max(size.height(), self.heightForWidth(self.width())))
        return size

    def sizeHint(self):  # noqa: N802 - Qt API
        return self._fitted(super().sizeHint())

    def minimumSizeHint(self):  # noqa: N802 - Qt API
        return self._fitted(super().minimumSizeHint())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()


def _label(parent: QWidget, rich: bool = False) -> QLabel:
    lab = _WrapLabel(parent)
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    lab.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return lab


class OptionDetail(QScrollArea):
    """The detail pane under (or beside) the recommendation table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(self)
        self.setWidget(body)
        lay = QVBoxLayout(body)
        self.title = _label(body)
        f = QFont(self.title.font())
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        self.title.setFont(f)
        self.status = _label(body, rich=True)
        lay.addWidget(self.title)
        lay.addWidget(self.status)

        self.cluster_box = QGroupBox(self.tr("Cluster"), body)
        kl = QVBoxLayout(self.cluster_box)
        self.cluster_label = _label(self.cluster_box, rich=True)
        self.cluster_label.setObjectName("clusterFacts")
        kl.addWidget(self.cluster_label)

        self.memory_box = QGroupBox(self.tr("Memory per device"), body)
        ml = QVBoxLayout(self.memory_box)
        self.memory_bar = MemoryBar(self.memory_box)
        self.memory_table = _table([self.tr("Item"), self.tr("GiB")], self.memory_box)
        self.memory_note = _label(self.memory_box)
        for w in (self.memory_bar, self.memory_table, self.memory_note):
            ml.addWidget(w)

        self.time_box = QGroupBox(self.tr("Time"), body)
        tl = QVBoxLayout(self.time_box)
        self.time_summary = _label(self.time_box)
        # what the 80 % ranges rest on (the engine's errors on published measurements)
        self.basis_label = _label(self.time_box)
        self.basis_label.setObjectName("intervalBasis")
        self.basis_label.setStyleSheet(BASIS_STYLE)
        # label above value: long labels and big numbers both stay readable in a narrow pane
        self.steps_label = _label(self.time_box)
        self.steps_label.setTextFormat(Qt.TextFormat.RichText)
        tl.addWidget(self.time_summary)
        tl.addWidget(self.basis_label)
        tl.addWidget(self.steps_label)

        self.cost_box = QGroupBox(self.tr("Cost"), body)
        cl = QVBoxLayout(self.cost_box)
        self.cost_summary = _label(self.cost_box)
        self.cost_table = _table([self.tr("Component"), self.tr("Per month"), self.tr("Per year")], self.cost_box)
        self.modes_table = _table([self.tr("Mode"), self.tr("Price/h"), self.tr("Per month"),
                                   self.tr("Per year"), self.tr("Per run")], self.cost_box)
        self.owned_details = _label(self.cost_box)
        # against the other side of the buy-or-rent comparison: what would change the decision
        self.decision_label = _label(self.cost_box, rich=True)
        self.decision_label.setObjectName("decisionNotes")
        for w in (self.cost_summary, self.cost_table, self.modes_table, self.owned_details, self.decision_label):
            cl.addWidget(w)

        self.power_box = QGroupBox(self.tr("Power and energy"), body)
        pl = QVBoxLayout(self.power_box)
        self.power_label = _label(self.power_box, rich=True)
        self.power_label.setObjectName("powerFigures")
        self.power_note = _label(self.power_box)
        self.power_note.setObjectName("circuitWarning")
        self.power_note.setStyleSheet(f"color: {NOTICE_COLOR};")
        pl.addWidget(self.power_label)
        pl.addWidget(self.power_note)

        self.why_box = QGroupBox(self.tr("Why"), body)
        wl = QVBoxLayout(self.why_box)
        self.explanation = _label(self.why_box)
        wl.addWidget(self.explanation)

        self.notes_box = QGroupBox(self.tr("Notes"), body)
        nl = QVBoxLayout(self.notes_box)
        self.notes = _label(self.notes_box)
        nl.addWidget(self.notes)

        for box in (self.cluster_box, self.memory_box, self.time_box, self.cost_box, self.power_box, self.why_box,
                    self.notes_box):
            # wrapped labels ask for height at a narrower width; do not hand the surplus to boxes
            box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
            lay.addWidget(box)
        lay.addStretch(1)
        self._result = None
        self._advice = None
        self.decision_notes: list[tuple[str, bool]] = []  # (sentence, the range can flip it)
        self.power_rows: list[tuple[str, str]] = []
        self.cluster_rows: list[tuple[str, str]] = []
        self.set_result(None, None)

    @property
    def result(self):
        return self._result

    def set_advice(self, advice) -> None:
        """The workload's advice: the options an option is compared with (buy or rent)."""
        self._advice = advice

    # -- filling -------------------------------------------------------------------------------
    def set_result(self, r, assumptions) -> None:
        """Show one OptionResult (None: a hint to pick one)."""
        self._result = r
        boxes = (self.cluster_box, self.memory_box, self.time_box, self.cost_box, self.power_box, self.why_box,
                 self.notes_box)
        if r is None or assumptions is None:
            self.title.setText(self.tr("No option selected"))
            self.status.setText(escape(self.tr("Select an option in the table to see its numbers.")))
            for box in boxes:
                box.hide()
            return
        for box in boxes:
            box.show()
        self._a = assumptions
        self.title.setText(r.label)
        self.status.setText(self._status_html(r))
        self._fill_cluster(r)
        self._fill_memory(r)
        self._fill_time(r)
        self._fill_cost(r)
        self._fill_power(r)
        self.explanation.setText(r.explanation or F.DASH)
        self._fill_notes(r)

    def _money(self, usd, decimals=None) -> str:
        return F.fmt_usd(usd, self._a, decimals)

    def _status_html(self, r) -> str:
        """The option's provider, device and side, then its status in words (coloured when flagged)
        with every note (fitting options) or reason (the others) as a bullet."""
        opt = r.option
        kind = side_label("owned" if opt.owned else "rented")
        parts = [getattr(opt, "provider_name", None) or opt.provider] if opt.provider else []
        head = escape(" · ".join([*parts, opt.accelerator.name, kind]))
        status = r.status
        if r.feasible:
            verdict = self.tr("{status}. Rank {rank} under the chosen objective.").format(
                status=status_label(status), rank=r.rank)
        else:
            verdict = self.tr("{status} this workload, because:").format(status=status_label(status))
        color = STATUS_TEXT_COLORS.get(status) or (STATUS_MARK_COLORS["no"] if status == "no" else None)
        verdict_html = f"<b>{escape(verdict)}</b>"
        if color:
            verdict_html = f"<span style='color:{color}'>{verdict_html}</span>"
        details = list(r.reasons) if not r.feasible else list(r.notes)
        text = f"{head}<br>{verdict_html}"
        if details:
            text += "<ul style='margin:2px 0 0 0; -qt-list-indent:1'>" + "".join(
                f"<li>{escape(_sentence(d))}</li>" for d in details) + "</ul>"
        if r.suggestions and not r.feasible:
            text += escape(self.tr("Would fit after one change: {change}").format(
                change=join_reasons(r.suggestions)))
        return text

    def status_lines(self) -> list[str]:
        """The status and each note or reason the pane shows (tests)."""
        r = self._result
        if r is None:
            return []
        return [status_label(r.status), *status_details(r)]

    def _fill_memory(self, r) -> None:
        mem = r.estimate.memory
        items = {k: v for k, v in mem.items.items() if v > 0}
        limit = getattr(mem, "safe_limit", mem.usable)
        tight = bool(getattr(mem, "tight", False))
        state = "no" if not mem.fits else ("tight" if tight else "fits")
        self.memory_bar.set_breakdown(items, mem.usable, limit, state)
        rows = [[item_label(k), F.fmt_number(v / F.GIB, 2)] for k, v in items.items()]
        icons = {i: QIcon(swatch(k)) for i, k in enumerate(items)}
        n = len(rows)
        rows.append([self.tr("Total per device"), F.fmt_number(mem.total / F.GIB, 2)])
        rows.append([self.tr("Usable on the device"), F.fmt_number(mem.usable / F.GIB, 2)])
        margin = getattr(mem, "margin", 0.0) or 0.0
        if limit < mem.usable:
            rows.append([self.tr("Safe limit"),
                         F.fmt_number(limit / F.GIB, 2)])
        _fill(self.memory_table, rows, bold_rows={n}, icons=icons)
        gap = F.fmt_gib(abs(mem.usable - mem.total))
        if not mem.fits:
            note = self.tr("Short by {gap}.").format(gap=gap)
        elif tight:
            note = self.tr("Fits with {gap} to spare, inside the {share} safety margin: {over} more than the "
                           "{limit} it should stay under.").format(
                gap=gap, share=F.fmt_percent(margin), over=F.fmt_gib(mem.total - limit), limit=F.fmt_gib(limit))
        else:
            note = self.tr("Fits with {gap} to spare.").format(gap=gap)
        mem_range = self._interval("memory_bytes")
        if mem_range:
            note += " " + self.tr("80 % range of the need: {low}–{high}.").format(
                low=F.fmt_gib(mem_range[0]), high=F.fmt_gib(mem_range[1]))
        if r.option.gpu_count > 1:
            note += " " + self.tr("Per device, on each of {n} devices.").format(n=r.option.gpu_count)
        self.memory_note.setText(note)

    def _fill_time(self, r) -> None:
        est = r.estimate
        parts = []
        if est.time_per_run_h is not None:
            t = self._interval("time_per_run_h")
            parts.append(self.tr("Time per run: {time}").format(time=self._ranged(
                F.fmt_hours(est.time_per_run_h), U.hours_range(*t) if t else "")))
        thr = self._interval("throughput")
        parts.append(self.tr("Throughput: {rate}").format(rate=self._ranged(
            F.fmt_rate(est.throughput, est.throughput_unit),
            U.number_range(*thr, unit=unit_label(est.throughput_unit)) if thr and est.throughput else "")))
        if est.latency_ms is not None:
            lat = self._interval("latency_ms")
            parts.append(self.tr("Latency: {time}").format(time=self._ranged(
                F.fmt_ms(est.latency_ms), U.ms_range(*lat, value=est.latency_ms) if lat else "")))
        if est.ttft_ms is not None:
            parts.append(self.tr("First token: {time}").format(time=F.fmt_ms(est.ttft_ms)))
        if est.tpot_ms is not None:
            parts.append(self.tr("Per output token: {time}").format(time=F.fmt_ms(est.tpot_ms)))
        sv = getattr(est, "serving", None)  # an LLM service under load (engine.serving)
        if sv is not None:
            if sv.rate is not None:
                shown = [sv.at(q) for q in (0.5, 0.95, 0.99)]
                if all(shown):
                    parts.append(self.tr("First token P50 / P95 / P99 at the planned load: {times}").format(
                        times=" / ".join(F.fmt_ms(t) for t, _e in shown)))
                    parts.append(self.tr("Whole answer P50 / P95 / P99 at the planned load: {times}").format(
                        times=" / ".join(F.fmt_ms(e) for _t, e in shown)))
            parts.append(self.tr("Saturates at {rate} per replica").format(
                rate=F.fmt_rate(sv.saturation_rps, "requests/s")))
        if est.bottleneck:
            parts.append(self.tr("Limited by: {bottleneck}").format(bottleneck=bottleneck_label(est.bottleneck)))
        self.time_summary.setText(" · ".join(parts))
        basis = U.basis_text(r)
        self.basis_label.setText(_sentence(basis) + "." if basis else "")
        self.basis_label.setVisible(bool(basis))
        self.steps = [(label, f"{fmt_step_value(value)} {unit_label(unit)}".strip()) for label, value, unit in est.steps]
        self.steps_label.setText("".join(
            f"<p style='margin:0 0 4px 0'>{escape(label)}<br><b>{escape(value)}</b></p>"
            for label, value in self.steps))

    def _fill_cost(self, r) -> None:
        if r.monthly_usd is None:
            self.cost_summary.setText(self.tr("Not priced: the option does not suit this workload."))
            _fill(self.cost_table, [])
            _fill(self.modes_table, [])
            self.owned_details.hide()
            self.decision_notes = []
            self.decision_label.hide()
            return
        annual, monthly, mode = self._money(r.annual_usd), self._money(r.monthly_usd), mode_text(r.cost_mode)
        rng = U.annual_range(r)
        if rng:
            span = U.money_range(self._a, *rng)
            if span:
                annual = self.tr("{annual} (80 % range {range})").format(annual=annual, range=span)
        if r.per_run_usd is not None:
            text = self.tr("{annual} a year ({monthly} a month, {per_run} per run), billed as {mode}.").format(
                annual=annual, monthly=monthly, per_run=self._money(r.per_run_usd), mode=mode)
        else:
            text = self.tr("{annual} a year ({monthly} a month), billed as {mode}.").format(
                annual=annual, monthly=monthly, mode=mode)
        self.cost_summary.setText(text)
        comps = [(k, v) for k, v in r.cost_components.items() if v > 0]
        rows = [[cost_component_label(k), self._money(v), self._money(v * 12)] for k, v in comps]
        rows.append([self.tr("Total"), self._money(r.monthly_usd), self._money(r.annual_usd)])
        _fill(self.cost_table, rows, bold_rows={len(rows) - 1})
        self._fill_modes(r)
        self._fill_owned(r)
        self._fill_decision(r)

    def _fill_modes(self, r) -> None:
        cloud = r.cloud_cost
        if cloud is None:
            _fill(self.modes_table, [])
            return
        n = r.replicas
        rows, bold = [], set()
        for i, m in enumerate(MODE_ORDER):
            mc = cloud.modes[m]
            per_run = mc.per_run * n if mc.per_run is not None else None
            label = mode_text(m) + (" ✓" if m == cloud.cheapest_mode else "")  # a mark, not a word
            rows.append([label, self._money(mc.price_usd_hour * n, 2), self._money(mc.total * n),
                         self._money(mc.per_year * n), self._money(per_run) if per_run is not None else F.DASH])
            if m == cloud.cheapest_mode:
                bold.add(i)
        _fill(self.modes_table, rows, bold_rows=bold)
        self.modes_table.setColumnHidden(4, all(row[4] == F.DASH for row in rows))

    def _fill_owned(self, r) -> None:
        own = r.owned_cost
        if own is None:
            self.owned_details.hide()
            return
        n = r.replicas
        text = self.tr("Purchase {purchase}, resale {resale} after {months} months; busy {hours} h a month of 730.").format(
            purchase=self._money(own.purchase * n), resale=self._money(own.resale * n),
            months=F.fmt_number(own.life_months), hours=F.fmt_number(own.busy_hours))
        if own.over_capacity:
            text += " " + self.tr("One machine cannot do the month's work ({hours} h asked).").format(
                hours=F.fmt_number(own.demanded_hours))
        self.owned_details.setText(text)
        self.owned_details.show()

    # -- ranges, decisions, power, clusters ----------------------------------------------------------
    def _interval(self, name: str):
        """One figure's 80 % range from ``OptionResult.interval`` (None when it has none)."""
        try:
            return getattr(self._result.interval, name, None)
        except Exception:  # noqa: BLE001 - a figure without a range is shown alone
            return None

    def _ranged(self, text: str, span: str) -> str:
        if not span or text == F.DASH:
            return text
        return self.tr("{value} ({range})").format(value=text, range=span)

    def _fill_decision(self, r) -> None:
        """What would change the buy-or-rent decision (against the other side's best option): the
        utilisation at break-even, and the change in run time that changes the cheaper option —
        in amber where the 80 % range reaches it."""
        try:
            notes = U.decision_notes(r, self._advice, self._a)
        except Exception:  # noqa: BLE001 - the pane shows the rest
            notes = []
        self.decision_notes = notes
        if not notes:
            self.decision_label.hide()
            return
        lines = []
        for text, flips in notes:
            if flips:
                lines.append(f"<span style='color:{NOTICE_COLOR}'>⚠ {escape(text)}</span>")
            else:
                lines.append(escape(text))
        head = escape(self.tr("What would change the decision:"))
        if any(flips for _t, flips in notes):
            head = escape(self.tr("The estimate's 80 % range can change the decision:"))
        self.decision_label.setText(f"<b>{head}</b><br>" + "<br>".join(lines))
        self.decision_label.show()

    def _fill_power(self, r) -> None:
        rows = U.power_rows(r, self._a, money=self._money)
        self.power_rows = rows
        self.power_label.setText(_key_values_html(rows))
        warning = U.circuit_warning(r, self._a)
        if rows and not r.option.owned:
            warning = self.tr("Rented: the devices' power only (the provider's host is not published); the "
                              "electricity is in the hourly price.")
            self.power_note.setStyleSheet(BASIS_STYLE)
        else:
            self.power_note.setStyleSheet(f"color: {NOTICE_COLOR};")
            warning = f"⚠ {warning}" if warning else ""
        self.power_note.setText(warning)
        self.power_note.setVisible(bool(warning))
        self.power_box.setVisible(bool(rows))

    def _fill_cluster(self, r) -> None:
        rows = U.cluster_rows(r)
        self.cluster_rows = rows
        self.cluster_label.setText("".join(  # label above value, as the estimate's steps: the pane is narrow
            f"<p style='margin:0 0 4px 0'>{escape(k)}<br><b>{escape(v)}</b></p>" for k, v in rows))
        self.cluster_box.setVisible(bool(rows))

    def power_lines(self) -> list[str]:
        """The power rows and the warning the pane shows (tests)."""
        lines = [f"{k}: {v}" for k, v in self.power_rows] if self.power_box.isVisibleTo(self) else []
        if self.power_note.isVisibleTo(self):
            lines.append(self.power_note.text())
        return lines

    def cluster_lines(self) -> list[str]:
        """The cluster rows the pane shows (tests)."""
        if not self.cluster_box.isVisibleTo(self):
            return []
        return [f"{k}: {v}" for k, v in self.cluster_rows]

    def _fill_notes(self, r) -> None:
        notes = list(r.option.notes) + list(r.estimate.memory.notes)
        cloud = r.cloud_cost if r.monthly_usd is not None else None
        if cloud is not None and cloud.on_demand_estimated:
            notes.append(self.tr("No on-demand price listed: estimated from the spot price."))
        if r.replicas > 1:
            notes.append(self.tr("{n} replicas serve the request rate; costs cover all of them.").format(n=r.replicas))
        self.notes.setText("\n".join(f"• {n}" for n in notes))
        self.notes_box.setVisible(bool(notes))


def _key_values_html(rows) -> str:
    """Label/value rows as a borderless rich-text table: the value wraps under its label's width
    in a narrow pane instead of being cut."""
    if not rows:
        return ""
    cells = "".join(f"<tr><td style='padding:1px 8px 1px 0; color:#555555'>{escape(k)}</td>"
                    f"<td style='padding:1px 0'><b>{escape(v)}</b></td></tr>" for k, v in rows)
    return f"<table cellspacing='0' cellpadding='0'>{cells}</table>"


def _sentence(text: str) -> str:
    """An engine reason or note as a sentence start (capital first letter)."""
    return text[:1].upper() + text[1:] if text else text


def component_label(key: str) -> str:
    """A monthly cost component in words (the core's label)."""
    return cost_component_label(key)
