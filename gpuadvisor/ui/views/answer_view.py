"""The Answer: the one-page summary for the whole file, live (SPEC §2.9).

The same content as page 1 of the printed report (``report.answer.build_answer``): the decision,
the cost per year and over the planning horizon with its range, the other plan, the reasons, the
risks and what would change the decision, one line per workload and the date of the prices, plus
a small buy-vs-rent chart for the whole file (``report.portfolio``).  A click on a workload's line
emits ``workload_activated(id)``; the window then selects it and shows its recommendations.

The answer is rebuilt after every advice, but only while the view is shown (building it prices
the plan fourteen more times for its range): a result that arrives while another page is shown
marks the view stale, and it is rebuilt when it is shown again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gpuadvisor.i18n import translate

from ..layout import hbox, vbox
from ..textsafe import plain_label, tooltip

LINK_COLOR = "#1a5fb4"
MUTED = "#5a6470"
CALLOUT_STYLE = ("QFrame#answerCallout { background: #eef4fb; border: 1px solid #c9d9ec; "
                 "border-left: 4px solid #1f4e79; border-radius: 3px; }")
COL_WORKLOAD, COL_PROJECT, COL_RUNS_ON, COL_SPEED, COL_COST = range(5)
WorkloadIdRole = Qt.ItemDataRole.UserRole + 1



def help_texts() -> dict[str, str]:
    """One plain sentence per figure of the view (tooltip and What's This?)."""
    return {
        "annual": QCoreApplication.translate("AnswerView", "What the whole plan costs a year: purchases spread over "
                                                           "their useful life, electricity, "
                      "support and rentals. The range shows how far it moves when each input is 20 % off."),
        "horizon": QCoreApplication.translate("AnswerView", "The cost per year times each workload's planning "
                                                            "horizon (set per workload)."),
        "alternative": QCoreApplication.translate("AnswerView", "The cheapest other way to run the same workloads, "
                                                                "for comparison."),
        "decision": QCoreApplication.translate("AnswerView", "What to buy or rent, for every workload in the file."),
        "reasons": QCoreApplication.translate("AnswerView", "The figures that decide it: the cheaper side and by how "
                                                            "much."),
        "risks": QCoreApplication.translate("AnswerView", "What could make the decision wrong, and how much an input "
                                                          "must change before another "
                     "choice is cheaper."),
        "lines": QCoreApplication.translate("AnswerView", "One line per workload: where it runs, how fast, and what "
                                                          "it costs a year. Click a line to "
                     "see that workload's recommendations."),
        "chart": QCoreApplication.translate("AnswerView", "Cumulative cost month by month: buying starts high (the "
                                                          "purchase) and then grows slowly; "
                     "renting starts at zero and grows with use. Where the lines cross, buying has paid for itself."),
        "prices": QCoreApplication.translate("AnswerView", "The dates of the prices used. GPU prices change quickly: "
                                                           "get current quotes before buying."),
        "method": QCoreApplication.translate("AnswerView", "How the range is made: each input is moved by 20 % on "
                                                           "its own and the plan is priced again."),
    }


def _help(widget: QWidget, text: str) -> QWidget:
    widget.setToolTip(text)
    widget.setWhatsThis(text)
    return widget


def _label(parent: QWidget, text: str = "", *, bold: bool = False, scale: float = 1.0, muted: bool = False,
           wrap: bool = True) -> QLabel:
    lab = plain_label(QLabel(text, parent))  # names in the sentences are the user's: never markup
    lab.setWordWrap(wrap)
    lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    lab.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    if bold or scale != 1.0:
        f = QFont(lab.font())
        f.setBold(bold)
        if scale != 1.0:
            f.setPointSizeF(f.pointSizeF() * scale)
        lab.setFont(f)
    if muted:
        lab.setStyleSheet(f"color: {MUTED};")
    return lab


def _bullets(parent: QWidget, items: list[str]) -> QWidget:
    box = QWidget(parent)
    lay = vbox(spacing=4)
    for text in items:
        dot = _label(box, "•", wrap=False)
        dot.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        body = _label(box, text)
        lay.addLayout(hbox(dot, body, spacing=6))
    box.setLayout(lay)
    return box


class ChartLabel(QLabel):
    """The whole file's buy-vs-rent chart, drawn for its width (``ui.report_charts``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = None
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(320)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self.render)
        self._drawn_width = 0

    def set_data(self, data) -> None:
        self.data = data
        self._drawn_width = 0
        self.render()

    def legend(self) -> list[tuple[str, str]]:
        if self.data is None:
            return []
        return [("owned", QCoreApplication.translate("AnswerView", "Buy the plan's machines")),
                ("on_demand", QCoreApplication.translate("AnswerView", "Rent the same work"))]

    def texts(self) -> dict[str, list[str]]:
        """What the picture says (tests read it)."""
        from gpuadvisor.ui.report_charts import chart_texts

        if self.data is None:
            return {}
        out = chart_texts(self.data)
        out["legend"] = [label for _k, label in self.legend()]
        return out

    def render(self) -> None:
        from gpuadvisor.i18n import current_language
        from gpuadvisor.ui.printing import report_font
        from gpuadvisor.ui.report_charts import LOGICAL_WIDTH, _draw, chart_texts

        width = max(self.width(), self.minimumWidth())
        if self.data is None:
            self.clear()
            self.setFixedHeight(0)
            return
        if width == self._drawn_width:
            return
        self._drawn_width = width
        dpr = self.devicePixelRatioF() or 1.0
        lang = current_language()
        # the picture is drawn on a 680-point canvas scaled to the width: keep its text at the
        # window's size
        pt = min(max(self.font().pointSizeF() * LOGICAL_WIDTH / width, 6.5), 13.0)
        img = _draw(self.data, chart_texts(self.data, lang), self.legend(), report_font(lang, pt),
                    int(width * dpr), lang)
        pix = QPixmap.fromImage(img)
        pix.setDevicePixelRatio(dpr)
        self.setFixedHeight(int(pix.height() / dpr) + 1)
        self.setPixmap(pix)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.data is not None and event.size().width() != self._drawn_width:
            self._timer.start()


class AnswerView(QWidget):
    """The decision for the whole file, its cost, why, the risks, each workload, the chart."""

    workload_activated = Signal(str)  # workload id
    new_workload_requested = Signal()
    start_page_requested = Signal()

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerView")
        self._bridge = bridge
        self._result = None
        self._stale = False
        self.answer = None
        self.portfolio = None
        self._help = help_texts()
        self._build()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        bridge.result_ready.connect(self._on_result_ready)
        bridge.busy_changed.connect(self._on_busy_changed)
        bridge.advise_failed.connect(self._on_advise_failed)
        last = getattr(bridge.session, "last_result", None)
        if last is not None:
            self._on_result_ready(last)
        else:
            self._show_waiting()

    # -- construction ------------------------------------------------------------------------------
    def _build(self) -> None:
        self.title = _label(self, "", bold=True, scale=1.45)
        self.title.setObjectName("answerTitle")
        self.subtitle = _label(self, "", muted=True)
        _help(self.subtitle, self._help["prices"])
        self.busy_label = _label(self, QCoreApplication.translate("AnswerView", "updating…"), muted=True, wrap=False)
        self.busy_label.setVisible(False)
        self.export_pdf_button = QPushButton(QCoreApplication.translate("AnswerView", "Export PDF…"), self)
        _help(self.export_pdf_button, QCoreApplication.translate("AnswerView", "Save the whole report as a PDF: this "
                                                                               "answer, then each workload, the "
                                          "charts, the assumptions and the method."))
        self.summary_button = QPushButton(QCoreApplication.translate("AnswerView", "Summary only (1 page)…"), self)
        _help(self.summary_button, QCoreApplication.translate("AnswerView", "Save only this answer, on one page, as "
                                                                            "a PDF for the boss."))
        self.excel_button = QPushButton(QCoreApplication.translate("AnswerView", "Export Excel…"), self)
        _help(self.excel_button, QCoreApplication.translate("AnswerView", "Save the answer, the recommendations and "
                                                                          "the plan as an Excel workbook."))
        for b in (self.export_pdf_button, self.summary_button, self.excel_button):
            b.setAutoDefault(False)
        self.export_pdf_button.clicked.connect(lambda: self._export_pdf(False))
        self.summary_button.clicked.connect(lambda: self._export_pdf(True))
        self.excel_button.clicked.connect(self._export_xlsx)
        header = QWidget(self)
        top = hbox(self.title, self.busy_label, self.export_pdf_button, self.summary_button, self.excel_button,
                   spacing=8)
        top.setStretch(0, 1)
        top.setAlignment(self.export_pdf_button, Qt.AlignmentFlag.AlignTop)
        header.setLayout(vbox(top, self.subtitle, spacing=2))

        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._build_content())
        self.pages.addWidget(self._build_empty())
        column = QWidget(self)
        column.setLayout(vbox(header, self.pages, spacing=8))
        column.setMaximumWidth(1500)  # centred on a wide screen: lines stay readable
        outer = hbox("stretch", column, "stretch", margin=12)
        outer.setStretch(1, 100)
        self.setLayout(outer)

    def _build_content(self) -> QWidget:
        scroll = QScrollArea(self)
        scroll.setObjectName("answerScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(scroll)
        self._body = body

        # the callout: decision and figures
        self.callout = QFrame(body)
        self.callout.setObjectName("answerCallout")
        self.callout.setStyleSheet(CALLOUT_STYLE)
        self.callout_heading = _label(self.callout, translate("Report", "The answer"), bold=True)
        self.decision_box = QWidget(self.callout)
        self.decision_box.setLayout(vbox(spacing=4))
        _help(self.decision_box, self._help["decision"])
        self.figures = QGridLayout()
        self.figures.setHorizontalSpacing(16)
        self.figures.setVerticalSpacing(4)
        self.figures.setColumnStretch(1, 1)
        self.figure_labels: dict[str, tuple[QLabel, QLabel]] = {}
        for row, key in enumerate(("annual", "horizon", "alternative")):
            name = _label(self.callout, "", muted=True, wrap=False)
            value = _label(self.callout, "", bold=key != "alternative")
            _help(name, self._help[key])
            _help(value, self._help[key])
            value.setObjectName(f"answer_{key}")
            self.figures.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            self.figures.addWidget(value, row, 1)
            self.figure_labels[key] = (name, value)
        cl = vbox(self.callout_heading, self.decision_box, 4, self.figures, margin=12, spacing=6)
        self.callout.setLayout(cl)

        # why and risks | the chart
        self.why_heading = _label(body, translate("Report", "Why"), bold=True, scale=1.1)
        self.why_box = QWidget(body)
        self.why_box.setLayout(vbox())
        _help(self.why_box, self._help["reasons"])
        self.risks_heading = _label(body, translate("Report", "Risks, and what would change the decision"),
                                    bold=True, scale=1.1)
        self.risks_box = QWidget(body)
        self.risks_box.setLayout(vbox())
        _help(self.risks_box, self._help["risks"])
        left = QWidget(body)
        left.setLayout(vbox(self.why_heading, self.why_box, 8, self.risks_heading, self.risks_box, "stretch"))
        self.chart_heading = _label(body, QCoreApplication.translate("AnswerView", "Buy or rent, all workloads"),
                                    bold=True, scale=1.1)
        self.chart = ChartLabel(body)
        self.chart.setObjectName("answerChart")
        _help(self.chart, self._help["chart"])
        self.chart_caption = _label(body, "", muted=True)
        right = QWidget(body)
        right.setLayout(vbox(self.chart_heading, self.chart, self.chart_caption, "stretch"))
        columns = hbox(left, right, spacing=20)
        columns.setStretch(0, 11)
        columns.setStretch(1, 10)

        # per workload
        self.lines_heading = _label(body, translate("Report", "Per workload"), bold=True, scale=1.1)
        self.lines_hint = _label(body, QCoreApplication.translate("AnswerView", "Click a workload to see its "
                                                                                "recommendations."), muted=True)
        self.table = QTableWidget(0, 5, body)
        self.table.setObjectName("answerLines")
        self.table.setHorizontalHeaderLabels([
            translate("Report", "Workload"), QCoreApplication.translate("AnswerView", "Project"),
            translate("Report", "Runs on"),
            translate("Report", "Speed"), translate("Report", "Per year")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setWordWrap(True)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setMouseTracking(True)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(COL_WORKLOAD, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(COL_PROJECT, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(COL_RUNS_ON, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(COL_SPEED, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(COL_COST, QHeaderView.ResizeMode.ResizeToContents)
        hh.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        _help(self.table, self._help["lines"])
        self.table.cellClicked.connect(self._on_cell_clicked)
        self.table.cellActivated.connect(self._on_cell_clicked)
        self.table.cellEntered.connect(self._on_cell_entered)

        self.method_label = _label(body, "", muted=True)
        _help(self.method_label, self._help["method"])
        self.notes_label = _label(body, "", muted=True)

        body.setLayout(vbox(self.callout, 6, self.lines_heading, self.lines_hint, self.table, self.notes_label, 6,
                            columns, 6, self.method_label, "stretch", margin=0, spacing=6))
        scroll.setWidget(body)
        return scroll

    def _build_empty(self) -> QWidget:
        page = QWidget(self)
        self.empty_label = _label(page, "", scale=1.15)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.new_workload_button = QPushButton(QCoreApplication.translate("AnswerView", "New workload…"), page)
        _help(self.new_workload_button, QCoreApplication.translate("AnswerView", "Answer a few plain questions (how "
                                                                                 "many staff, how fast) and the "
                                                                                 "workload "
                                            "is made for you."))
        self.start_button = QPushButton(QCoreApplication.translate("AnswerView", "Start page"), page)
        _help(self.start_button, QCoreApplication.translate("AnswerView", "Open an example, a recent file or a "
                                                                          "template."))
        self.new_workload_button.clicked.connect(self.new_workload_requested)
        self.start_button.clicked.connect(self.start_page_requested)
        page.setLayout(vbox(40, self.empty_label, 12,
                            hbox("stretch", self.new_workload_button, self.start_button, "stretch"), "stretch"))
        return page

    # -- updates -------------------------------------------------------------------------------------
    def _on_result_ready(self, result) -> None:
        self._result = result
        self._stale = True
        if self.isVisible():
            self._timer.start()

    def _on_busy_changed(self, busy: bool) -> None:
        self.busy_label.setVisible(busy)

    def _on_advise_failed(self, message: str) -> None:
        self.busy_label.setVisible(False)
        if self.answer is None:
            text = QCoreApplication.translate("AnswerView", "The advice could not be made: {message}")
            self._show_message(text.format(message=message))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if self._stale:
            self._timer.start()

    def refresh(self) -> None:
        """Build the answer for the last advice and show it (now, whether shown or not)."""
        from gpuadvisor.report.answer import build_answer
        from gpuadvisor.report.portfolio import portfolio_data

        result = self._result
        self._stale = False
        if result is None:
            self._show_waiting()
            return
        source = getattr(self._bridge.session, "path", None)
        try:
            self.answer = build_answer(result, source_path=source)
            self.portfolio = portfolio_data(result) if result.workloads else None
        except Exception as exc:  # noqa: BLE001 - a summary that cannot be built says why, never crashes
            self.answer = None
            text = QCoreApplication.translate("AnswerView", "The answer could not be made: {message}")
            self._show_message(text.format(message=exc))
            return
        self._show_answer(self.answer)

    def _show_waiting(self) -> None:
        """Before the first advice: "Advising…", or, for a file without workloads (nothing to
        advise), how to start."""
        self.title.setText(QCoreApplication.translate("AnswerView", "Answer"))
        self.subtitle.setText("")
        if not any(p.workloads for p in self._bridge.session.document.projects):
            self._show_empty(translate("Report", "The file has no workloads yet: add one to get an answer."))
            return
        self._show_message(QCoreApplication.translate("AnswerView", "Advising…"))

    def _show_empty(self, text: str) -> None:
        self.empty_label.setText(text)
        self.new_workload_button.setVisible(True)
        self.start_button.setVisible(True)
        self.pages.setCurrentIndex(1)
        self._set_exports_enabled(False)

    def _show_message(self, text: str) -> None:
        self.empty_label.setText(text)
        self.new_workload_button.setVisible(False)
        self.start_button.setVisible(False)
        self.pages.setCurrentIndex(1)
        self._set_exports_enabled(False)

    def _set_exports_enabled(self, on: bool) -> None:
        for b in (self.export_pdf_button, self.summary_button, self.excel_button):
            b.setEnabled(on)

    def _show_answer(self, ans) -> None:
        self.title.setText(ans.title)
        sub = [translate("Report", "GPU buy-or-rent recommendation"), ans.today]
        if ans.prices_label:
            sub.append(translate("Report", "prices as of {dates}").format(dates=ans.prices_label))
        self.subtitle.setText(" · ".join(sub))
        if not ans.lines:
            self._show_empty(ans.decision[0] if ans.decision else "")
            return
        self.pages.setCurrentIndex(0)
        self._set_exports_enabled(True)
        self._fill_decision(ans)
        self._fill_figures(ans)
        self._fill_bullets(self.why_box, ans.reasons)
        self.why_heading.setVisible(bool(ans.reasons))
        self._fill_bullets(self.risks_box, ans.risks)
        self.risks_heading.setVisible(bool(ans.risks))
        self._fill_lines(ans)
        self._fill_chart()
        notes = list(ans.notes)
        self.notes_label.setText("\n".join(notes))
        self.notes_label.setVisible(bool(notes))
        self.method_label.setText(ans.range_method)
        self.method_label.setVisible(bool(ans.range_method))

    def _fill_decision(self, ans) -> None:
        lay = self.decision_box.layout()
        _clear(lay)
        for text in ans.decision:
            lay.addWidget(_label(self.decision_box, text, bold=True, scale=1.2))

    def _fill_figures(self, ans) -> None:
        rows = {}
        if ans.annual is not None:
            cost = ans.money(ans.annual)
            if ans.annual_low is not None:
                cost = translate("Report", "{cost} (range {range})").format(
                    cost=cost, range=ans.span(ans.annual_low, ans.annual_high))
            if ans.kind == "missing":
                cost = translate("Report", "{cost}, without the workloads that have no option").format(cost=cost)
            rows["annual"] = (translate("Report", "Cost per year"), cost)
        if ans.horizon_total is not None and ans.horizon_label:
            cost = ans.money(ans.horizon_total)
            if ans.horizon_low is not None:
                cost = translate("Report", "{cost} (range {range})").format(
                    cost=cost, range=ans.span(ans.horizon_low, ans.horizon_high))
            rows["horizon"] = (ans.horizon_label, cost)
        if ans.alternative:
            rows["alternative"] = (translate("Report", "The other plan"), ans.alternative)
        for key, (name, value) in self.figure_labels.items():
            shown = key in rows
            name.setVisible(shown)
            value.setVisible(shown)
            if shown:
                name.setText(rows[key][0])
                value.setText(rows[key][1])

    def _fill_bullets(self, box: QWidget, items: list[str]) -> None:
        lay = box.layout()
        _clear(lay)
        if items:
            lay.addWidget(_bullets(box, items))
        box.setVisible(bool(items))

    def _fill_lines(self, ans) -> None:
        t = self.table
        t.setRowCount(0)
        link = QFont(t.font())
        link.setUnderline(True)
        rows = []
        for ln in ans.lines:
            if ln.action == "shared":
                runs_on = QCoreApplication.translate("AnswerView", "shared server: {machine}").format(machine=ln.choice)
                cost = translate("Report", "shared")
            elif ln.action == "buy":
                runs_on = translate("Report", "buy: {option}").format(option=ln.choice)
                cost = ans.money(ln.annual)
            elif ln.action == "rent":
                runs_on = translate("Report", "rent ({billing}): {option}").format(billing=ln.billing, option=ln.choice)
                cost = ans.money(ln.annual)
            else:  # the workload is named in the first column
                runs_on = ln.without_name
                cost = "—"
            rows.append((ln, runs_on, ln.speed, cost))
        extra = []
        if ans.shared_machine:
            extra.append((translate("Report", "Shared server"), translate("Report", "buy: {option}").format(
                option=ans.shared_machine), "", ans.money(ans.shared_annual)))
        if ans.annual is not None and len(ans.lines) > 1:
            extra.append((translate("Report", "Total"), "", "", ans.money(ans.annual)))
        t.setRowCount(len(rows) + len(extra))
        for i, (ln, runs_on, speed, cost) in enumerate(rows):
            name = QTableWidgetItem(ln.workload)
            name.setData(WorkloadIdRole, ln.workload_id)
            name.setFont(link)
            name.setForeground(QBrush(QColor(LINK_COLOR)))
            name.setToolTip(tooltip(ln.text, QCoreApplication.translate("AnswerView", "Click to see this workload's "
                                                                                      "recommendations.")))
            t.setItem(i, COL_WORKLOAD, name)
            for col, text in ((COL_PROJECT, ln.project), (COL_RUNS_ON, runs_on), (COL_SPEED, speed), (COL_COST, cost)):
                item = QTableWidgetItem(text)
                item.setData(WorkloadIdRole, ln.workload_id)
                item.setToolTip(tooltip(ln.text))
                if col == COL_COST:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(i, col, item)
        bold = QFont(t.font())
        bold.setBold(True)
        for j, (label, runs_on, speed, cost) in enumerate(extra):
            i = len(rows) + j
            for col, text in ((COL_WORKLOAD, label), (COL_PROJECT, ""), (COL_RUNS_ON, runs_on), (COL_SPEED, speed),
                              (COL_COST, cost)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if label == translate("Report", "Total"):
                    item.setFont(bold)
                if col == COL_COST:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(i, col, item)
        t.resizeRowsToContents()
        QTimer.singleShot(0, self._fit_table)
        self._fit_table()

    def _fit_table(self) -> None:
        """The table as tall as its rows: the page scrolls, not the table."""
        t = self.table
        t.resizeRowsToContents()
        h = t.horizontalHeader().height() + sum(t.rowHeight(r) for r in range(t.rowCount())) + 2 * t.frameWidth() + 2
        t.setFixedHeight(h)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.table.rowCount():
            QTimer.singleShot(0, self._fit_table)

    def _fill_chart(self) -> None:
        p = self.portfolio
        data = p.data if p is not None else None
        self.chart.set_data(data)
        self.chart.setVisible(data is not None)
        self.chart_caption.setText(p.caption if p is not None else "")

    # -- links and exports ---------------------------------------------------------------------------
    def workload_ids(self) -> list[str]:
        """The workload id of each line, in order (tests)."""
        out = []
        for r in range(self.table.rowCount()):
            item = self.table.item(r, COL_WORKLOAD)
            wid = item.data(WorkloadIdRole) if item is not None else None
            if wid:
                out.append(wid)
        return out

    def _on_cell_clicked(self, row: int, _col: int) -> None:
        item = self.table.item(row, COL_WORKLOAD)
        wid = item.data(WorkloadIdRole) if item is not None else None
        if wid:
            self.workload_activated.emit(wid)

    def _on_cell_entered(self, row: int, _col: int) -> None:
        item = self.table.item(row, COL_WORKLOAD)
        link = item is not None and bool(item.data(WorkloadIdRole))
        self.table.viewport().setCursor(Qt.CursorShape.PointingHandCursor if link else Qt.CursorShape.ArrowCursor)

    def _export_pdf(self, summary_only: bool) -> None:
        from ..exports import export_pdf_dialog

        export_pdf_dialog(self._bridge, self, summary_only=summary_only)

    def _export_xlsx(self) -> None:
        from ..exports import export_xlsx_dialog

        export_xlsx_dialog(self._bridge, self)

    def decision_text(self) -> str:
        """The decision as shown (tests)."""
        lay = self.decision_box.layout()
        return "\n".join(lay.itemAt(i).widget().text() for i in range(lay.count()) if lay.itemAt(i).widget())

    def figure_text(self, key: str) -> str:
        return self.figure_labels[key][1].text()


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.setParent(None)
            w.deleteLater()
