"""The ranked hardware options for one workload, as a Qt table (one row per OptionResult).

``RecommendationTableModel`` shows units and money through QLocale, sorts on raw numbers
(``SortRole``) and hands back the engine's OptionResult (``ObjectRole``).  Options that do not
fit are greyed and say why in the last column, with the change that would make them fit.
The Status column says Fits / Tight / Experimental / Does not fit (``OptionResult.status``), with
the notes or reasons in its tooltip; tight and experimental options are marked in amber.
``RecommendationFilterProxy`` filters by category, fit, ownership and text; sorting keeps the
feasible options above the others in either direction.  ``ElideMiddleDelegate`` shortens long
option names before their devices ("AWS p5.4… · 8× H100 80 GB"), so both the provider and the
devices stay readable; the cell's tooltip has the full name.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QStyledItemDelegate

from gpuadvisor.i18n import join_list, join_reasons
from gpuadvisor.report import uncertainty as U
from gpuadvisor.report.labels import bottleneck_label, memory_item_label, side_label
from gpuadvisor.report.latency import FIRST_TOKEN, judged_ms, judged_on
from gpuadvisor.ui import format as F
from gpuadvisor.ui.textsafe import auto_text
from gpuadvisor.ui.headline import LATENCY_KINDS, mode_text  # noqa: F401 - the panel and the plan table use them from here

COL_RANK, COL_OPTION, COL_CATEGORY, COL_MEMORY, COL_TIME, COL_SPEED, COL_PER_RUN, COL_PER_YEAR, COL_MODE, COL_WHY = range(10)
COL_STATUS = 10  # added last so the other columns keep their numbers; the panel shows it after the speed
COLUMN_COUNT = 11
#: Stable names of the columns (saved column widths are keyed by them, not by position).
COLUMN_KEYS = ("rank", "option", "category", "memory", "time", "speed", "per_run", "per_year", "mode", "why",
               "status")

SortRole = Qt.ItemDataRole.UserRole
ObjectRole = Qt.ItemDataRole.UserRole + 1

CATEGORIES = ("consumer", "workstation", "datacenter", "cloud", "apple", "tpu")
_NUMERIC = {COL_RANK, COL_MEMORY, COL_TIME, COL_SPEED, COL_PER_RUN, COL_PER_YEAR}

#: ``OptionResult.status`` in sort order (the engine ranks fitting options in the same order).
STATUS_ORDER = ("fits", "experimental", "tight", "no")
#: Text colours of a status (amber for the flagged ones; "no" rows are greyed like the rest of the row).
STATUS_TEXT_COLORS = {"tight": "#9a5b00", "experimental": "#9a5b00"}
#: Marker colours (the memory bar uses the same amber and red).
STATUS_MARK_COLORS = {"fits": "#2e7d32", "experimental": "#e69f00", "tight": "#e69f00", "no": "#c62828"}


class RecommendationTableModel(QAbstractTableModel):
    """Rows: ``WorkloadAdvice.results`` (feasible ones ranked first, then the rest)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list = []  # in the order shown (sorted here: see sort())
        self._a = None  # Assumptions (currency, exchange rate)
        self._kind = ""
        self._pct: float | None = None  # the latency percentile the column shows (None: the mean)
        self._recipe = None  # the workload's recipe: what its answer-time target is judged on
        self._engine_row: dict[int, int] = {}  # id(result) -> its place in the engine's ranking
        self._sort_keys: dict[tuple[int, int], object] = {}
        self._sort_col = COL_RANK
        self._sort_order = Qt.SortOrder.AscendingOrder
        self._disabled = None  # the greyed text brush of options that do not suit

    # -- data in -------------------------------------------------------------------------------
    def set_advice(self, advice, assumptions) -> None:
        """Show one WorkloadAdvice (None clears the table)."""
        self.beginResetModel()
        results = list(advice.results) if advice is not None else []
        self._kind = advice.workload.kind if advice is not None else ""
        # a service with an answer-time target is judged at its percentile: the column shows that
        # percentile's latency (P99 289 ms against a 300 ms target), not the mean (159 ms); an LLM service
        # with a target shows it too (its rate is in the tooltip), on the first token for a first-token target
        recipe = advice.workload.recipe if advice is not None else None
        self._pct = (recipe.latency_percentile if recipe is not None and self._kind in (*LATENCY_KINDS, "llm_serving")
                     and (recipe.latency_target_ms or recipe.ttft_target_ms) else None)
        self._recipe = recipe
        self._a = assumptions
        self._engine_row = {id(r): i for i, r in enumerate(results)}
        self._sort_keys = {}
        self._disabled = QGuiApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        self._rows = self._sorted(results)
        self.endResetModel()

    # -- sorting -------------------------------------------------------------------------------
    # The rows are sorted here, by one Python sort with a key per row, and the proxy passes them
    # through: a QSortFilterProxyModel would call lessThan from C++ for every pair (thousands of
    # Python calls for 600 options, at every re-advise of the shown workload).
    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:  # noqa: A003 - Qt API
        self._sort_col, self._sort_order = column, order
        if not self._rows:
            return
        self.layoutAboutToBeChanged.emit()
        old = self._rows
        self._rows = self._sorted(old)
        where = {id(r): i for i, r in enumerate(self._rows)}
        for idx in self.persistentIndexList():
            if 0 <= idx.row() < len(old):
                self.changePersistentIndex(idx, self.index(where[id(old[idx.row()])], idx.column()))
        self.layoutChanged.emit()

    def _sorted(self, rows: list) -> list:
        """``rows`` in the order of the sort column; options that fit stay above the others
        whichever way the column is sorted (both sorts are stable)."""
        col = self._sort_col
        if not rows or not 0 <= col < COLUMN_COUNT:
            return list(rows)
        out = sorted(rows, key=lambda r: self._key(r, col), reverse=self._sort_order == Qt.SortOrder.DescendingOrder)
        out.sort(key=lambda r: not r.feasible)
        return out

    def _key(self, r, col: int):
        key = (id(r), col)
        hit = self._sort_keys.get(key)
        if hit is None:
            hit = self._sort_keys[key] = self._sort(r, col, self._engine_row.get(id(r), 0))
        return hit

    def sort_key(self, row: int, col: int):
        """``SortRole`` of a cell (computed once per advice)."""
        return self._key(self._rows[row], col) if 0 <= row < len(self._rows) else None

    def result_at(self, row: int):
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of_key(self, key: str) -> int:
        for i, r in enumerate(self._rows):
            if r.option.key == key:
                return i
        return -1

    # -- labels ------------------------------------------------------------------------------
    def category_label(self, category: str) -> str:
        return {
            "consumer": self.tr("Consumer"),
            "workstation": self.tr("Workstation"),
            "datacenter": self.tr("Datacenter"),
            "cloud": self.tr("Cloud"),
            "apple": self.tr("Apple"),
            "tpu": self.tr("TPU"),
        }.get(category, category)

    def mode_label(self, r) -> str:
        if r.monthly_usd is None:  # not priced (does not fit): only owned vs rented is known
            return side_label("owned" if r.option.owned else "rented")
        return mode_text(r.cost_mode)

    # -- Qt API ----------------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt API
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMN_COUNT:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if self._kind not in LATENCY_KINDS and self._pct is None:
                speed = self.tr("Throughput")
            elif self._pct is not None and judged_on(self._recipe) == FIRST_TOKEN:
                speed = self.tr("First token (P{p})").format(p=f"{self._pct:g}")
            elif self._pct is not None:
                speed = self.tr("Latency (P{p})").format(p=f"{self._pct:g}")
            else:
                speed = self.tr("Latency")
            return [self.tr("#"), self.tr("Option"), self.tr("Category"), self.tr("Memory, GiB"),
                    self.tr("Time/run"), speed, self.tr("Cost/run"), self.tr("Cost/year"),
                    self.tr("Mode"), self.tr("Why / why not"), self.tr("Status")][section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(section)
        if role == Qt.ItemDataRole.ToolTipRole and section == COL_MEMORY:
            return self.tr("Memory needed per device / memory usable on the device, in GiB")
        if role == Qt.ItemDataRole.ToolTipRole and section == COL_STATUS:
            return self.tr("Fits. Tight: the memory needed is inside the safety margin. Experimental: the software "
                           "runs there only experimentally. Does not fit: the tooltip and the last column say why.")
        return None

    def column_is_empty(self, col: int) -> bool:
        """True when no row has a value in ``col`` (time per run for serving, for instance)."""
        if col == COL_TIME:
            return all(r.estimate.time_per_run_h is None for r in self._rows)
        if col == COL_PER_RUN:
            return all(r.per_run_usd is None for r in self._rows if r.monthly_usd is not None)
        return False

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role not in _ROLES:  # the view and its delegate ask every cell for many roles
            return None
        row = index.row()
        if not 0 <= row < len(self._rows) or not index.isValid():
            return None
        r = self._rows[row]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(r, col)
        if role == SortRole:
            return self._key(r, col)
        if role == ObjectRole:
            return r
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._tooltip(r, col)
            return auto_text(tip) if tip else tip  # option labels and notes: shown as written
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _ALIGN_RIGHT if col in _NUMERIC else _ALIGN_LEFT
        if role == Qt.ItemDataRole.ForegroundRole:
            if not r.feasible:
                if self._disabled is None:
                    self._disabled = QGuiApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
                return self._disabled
            color = STATUS_TEXT_COLORS.get(r.status)
            if color is not None and col in (COL_STATUS, COL_OPTION):
                return QBrush(QColor(color))
            return None
        if role == Qt.ItemDataRole.DecorationRole:
            if col == COL_STATUS or (col == COL_OPTION and r.status in STATUS_TEXT_COLORS):
                return status_icon(r.status)  # the option's name carries the mark of a flagged option
            return None
        return None

    # -- cells -------------------------------------------------------------------------------
    def _money(self, usd) -> str:
        return F.fmt_usd(usd, self._a) if self._a is not None else F.DASH

    def _with_range(self, text: str, span: str) -> str:
        """A figure and its 80 % range: "14.8 h (11–19 h)", "NT$9,642 (5.2k–21k)"."""
        if not span or text == F.DASH:
            return text
        return self.tr("{value} ({range})").format(value=text, range=span)

    def _display(self, r, col: int) -> str:
        est = r.estimate
        if col == COL_RANK:
            return str(r.rank) if r.rank is not None else F.DASH
        if col == COL_OPTION:
            return r.label
        if col == COL_CATEGORY:
            return self.category_label(r.option.category)
        if col == COL_MEMORY:
            mem = est.memory
            return self.tr("{need} / {usable}").format(need=F.fmt_number(mem.total / F.GIB, 1),
                                                         usable=F.fmt_number(mem.usable / F.GIB, 1))
        if col == COL_TIME:
            return self._with_range(F.fmt_hours(est.time_per_run_h), _time_range(r))
        if col == COL_SPEED:
            if self._kind in LATENCY_KINDS or self._pct is not None:
                return F.fmt_ms(self._latency(est))
            return F.fmt_rate(est.throughput, est.throughput_unit)
        if col == COL_PER_RUN:
            return self._money(r.per_run_usd) if r.monthly_usd is not None else F.DASH
        if col == COL_PER_YEAR:
            rng = U.annual_range(r) if self._a is not None else None
            return self._with_range(self._money(r.annual_usd), U.money_range(self._a, *rng) if rng else "")
        if col == COL_MODE:
            return self.mode_label(r)
        if col == COL_WHY:
            return why_text(r)
        if col == COL_STATUS:
            return status_label(r.status)
        return ""

    def _latency(self, est):
        """The latency the column shows: at the workload's percentile where it has an answer-time
        target and the estimate has it, else the mean."""
        judged = judged_ms(est, self._recipe) if self._pct is not None else None
        return est.latency_ms if judged is None else judged

    def _sort(self, r, col: int, row: int):
        est = r.estimate
        if col == COL_RANK:
            return float(r.rank) if r.rank is not None else 1e9 + row
        if col == COL_OPTION:
            return r.label.casefold()
        if col == COL_CATEGORY:
            return CATEGORIES.index(r.option.category) if r.option.category in CATEGORIES else len(CATEGORIES)
        if col == COL_MEMORY:
            return float(est.memory.total)
        if col == COL_TIME:
            return _num(est.time_per_run_h)
        if col == COL_SPEED:
            if self._kind in LATENCY_KINDS or self._pct is not None:
                return _num(self._latency(est))
            return float(est.throughput or 0.0)
        if col == COL_PER_RUN:
            return _num(r.per_run_usd if r.monthly_usd is not None else None)
        if col == COL_PER_YEAR:
            return _num(r.annual_usd)
        if col == COL_MODE:
            return self.mode_label(r)
        if col == COL_STATUS:
            return float(_status_rank(r.status))
        return why_text(r).casefold()

    def _tooltip(self, r, col: int) -> str:
        est = r.estimate
        if col == COL_OPTION:
            notes = join_reasons(r.option.notes)
            text = r.label + (f"\n{notes}" if notes else "")
            if r.status in STATUS_TEXT_COLORS:  # flagged: say why where the mark is
                text += "\n" + status_tooltip(r)
            return text
        if col == COL_MEMORY:
            mem = est.memory
            top = sorted(((v, k) for k, v in mem.items.items() if v > 0), reverse=True)[:3]
            parts = join_list(self.tr("{item} {size}").format(item=item_label(k), size=F.fmt_gib(v)) for v, k in top)
            verdict = self.tr("fits") if mem.fits else self.tr("does not fit")
            return self.tr("Needs {need} per device of {usable} usable ({verdict}): mostly {items}.").format(
                need=F.fmt_gib(mem.total), usable=F.fmt_gib(mem.usable), verdict=verdict, items=parts)
        if col in (COL_TIME, COL_SPEED):
            bott = bottleneck_label(est.bottleneck) or self.tr("unknown")
            rate = F.fmt_rate(est.throughput, est.throughput_unit)
            if est.time_per_run_h is not None:
                text = self.tr("One run takes {time} at {rate}, limited by {bottleneck}.").format(
                    time=F.fmt_hours(est.time_per_run_h), rate=rate, bottleneck=bott)
            else:  # a service: its capacity (within the target where there is one), not a stream's speed
                text = self.tr("{latency} per request; one replica serves up to {rate}; limited by {bottleneck}.").format(
                    latency=F.fmt_ms(est.latency_ms), rate=rate, bottleneck=bott)
                judged = judged_ms(est, self._recipe) if self._pct is not None else None
                if judged is not None and judged_on(self._recipe) == FIRST_TOKEN:
                    text = self.tr("First token P{p} {percentile}; the whole answer {latency} on average; one replica serves "
                                   "up to {rate} within the target; limited by {bottleneck}.").format(
                        p=f"{self._pct:g}", percentile=F.fmt_ms(judged), latency=F.fmt_ms(est.latency_ms),
                        rate=rate, bottleneck=bott)
                elif judged is not None:
                    text = self.tr("P{p} {percentile}, mean {latency} per request; one replica serves up to {rate} within the "
                                   "target; limited by {bottleneck}.").format(
                        p=f"{self._pct:g}", percentile=F.fmt_ms(judged), latency=F.fmt_ms(est.latency_ms),
                        rate=rate, bottleneck=bott)
            basis = U.basis_text(r)
            return text + ("\n" + _sentence(basis) + "." if basis else "")
        if col in (COL_PER_RUN, COL_PER_YEAR, COL_MODE):
            if r.monthly_usd is None:
                return self.tr("Not priced: the option does not suit this workload.")
            text = self.tr("{monthly} a month in the cheapest billing mode ({mode}), × 12 for the year.").format(
                monthly=self._money(r.monthly_usd), mode=self.mode_label(r))
            rng = U.annual_range(r) if col == COL_PER_YEAR and self._a is not None else None
            if rng:
                text += "\n" + self.tr("80 % range {low} – {high} a year: the run time at the ends of the estimate's "
                                       "range.").format(low=self._money(rng[0]), high=self._money(rng[1]))
            return text
        if col == COL_WHY:
            return why_text(r)
        if col == COL_STATUS:
            return status_tooltip(r)
        if col == COL_RANK:
            return self.tr("Rank under the chosen objective") if r.rank else self.tr("Does not suit this workload")
        return None


def _status_rank(status: str) -> int:
    return STATUS_ORDER.index(status) if status in STATUS_ORDER else len(STATUS_ORDER)


def status_label(status: str) -> str:
    """``OptionResult.status`` in words."""
    return {
        "fits": QCoreApplication.translate("RecommendationTableModel", "Fits"),
        "tight": QCoreApplication.translate("RecommendationTableModel", "Tight"),
        "experimental": QCoreApplication.translate("RecommendationTableModel", "Experimental"),
        "no": QCoreApplication.translate("RecommendationTableModel", "Does not fit"),
    }.get(status, status)


def status_details(r) -> list[str]:
    """What the status rests on: the reasons an option does not fit (with the change that would make
    it fit), else the notes that flag a fitting one (tight memory, experimental software, machines)."""
    if not r.feasible:
        out = list(r.reasons) or [QCoreApplication.translate("RecommendationTableModel", "does not suit this workload")]
        if r.suggestions:
            out.append(QCoreApplication.translate("RecommendationTableModel", "would fit after: {change}").format(
                change=join_reasons(r.suggestions)))
        return out
    return list(r.notes)


def status_tooltip(r) -> str:
    """The status, then each reason or note on its own line."""
    lines = [status_label(r.status)]
    lines.extend(f"• {text}" for text in status_details(r))
    return "\n".join(lines)


_ICONS: dict[str, QIcon] = {}


def status_icon(status: str) -> QIcon:
    """A small coloured disc for a status (green, amber, red), made once per status."""
    icon = _ICONS.get(status)
    if icon is None:
        size = 12
        pm = QPixmap(size, size)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(STATUS_MARK_COLORS.get(status, "#999999")))
        p.drawEllipse(1, 1, size - 2, size - 2)
        p.end()
        icon = _ICONS[status] = QIcon(pm)
    return icon


def _time_range(r) -> str:
    """"11–19 h": the 80 % range of the time per run ("" when none)."""
    if r.estimate.time_per_run_h is None:
        return ""
    try:
        rng = r.interval.time_per_run_h
    except Exception:  # noqa: BLE001 - no range rather than no table
        return ""
    return U.hours_range(*rng) if rng else ""


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _num(value) -> float:
    return math.inf if value is None else float(value)


_ALIGN_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ALIGN_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
#: the roles the table answers (ints: compared for every cell the view lays out)
_ROLES = frozenset(int(r) for r in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                                    Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole,
                                    Qt.ItemDataRole.DecorationRole, SortRole, ObjectRole))


def _align(col: int):
    return _ALIGN_RIGHT if col in _NUMERIC else _ALIGN_LEFT


def item_label(key: str) -> str:
    """A memory breakdown item in words (the core's label)."""
    return memory_item_label(key)


def why_text(r) -> str:
    """Why an option ranks where it does, or why it does not suit (with what would make it fit)."""
    if r.feasible:
        return r.explanation
    reasons = join_reasons(r.reasons) or QCoreApplication.translate(
        "RecommendationTableModel", "does not suit this workload")
    if r.suggestions:
        return QCoreApplication.translate("RecommendationTableModel", "{reasons} — {suggestions}").format(
            reasons=reasons, suggestions=join_reasons(r.suggestions))
    return reasons


class RecommendationFilterProxy(QSortFilterProxyModel):
    """Category, fits-only, owned/rented and text filters; sorts on ``SortRole``."""

    OWNERSHIP = ("all", "owned", "rented")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._categories: frozenset[str] | None = None
        self._fits_only = False
        self._ownership = "all"
        self._text = ""
        self.setSortRole(SortRole)
        self.setDynamicSortFilter(True)
        self._sort_column = -1
        self._sort_order = Qt.SortOrder.AscendingOrder

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:  # noqa: A003 - Qt API
        """The source model sorts (one Python sort); the proxy only filters, in the source's order."""
        self._sort_column, self._sort_order = column, order
        model = self.sourceModel()
        if model is not None:
            model.sort(column, order)

    def sortColumn(self) -> int:  # noqa: N802 - Qt API
        return self._sort_column

    def sortOrder(self):  # noqa: N802 - Qt API
        return self._sort_order

    def set_categories(self, categories) -> None:
        """Show only these categories (None or empty: all)."""
        self.beginFilterChange()
        self._categories = frozenset(categories) if categories else None
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_fits_only(self, on: bool) -> None:
        self.beginFilterChange()
        self._fits_only = bool(on)
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_ownership(self, ownership: str) -> None:
        if ownership not in self.OWNERSHIP:
            raise ValueError(f"ownership must be one of {self.OWNERSHIP}")
        self.beginFilterChange()
        self._ownership = ownership
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent) -> bool:  # noqa: N802 - Qt API
        if self._categories is None and not self._fits_only and self._ownership == "all" and not self._text:
            return True  # no filter: asked for every row at every re-advise
        model = self.sourceModel()
        r = model.data(model.index(source_row, COL_OPTION, source_parent), ObjectRole)
        if r is None:
            return False
        opt = r.option
        if self._categories is not None and opt.category not in self._categories:
            return False
        if self._fits_only and not r.feasible:
            return False
        if self._ownership == "owned" and not opt.owned or self._ownership == "rented" and opt.owned:
            return False
        if self._text:
            hay = " ".join([r.label, opt.provider or "", opt.accelerator.name, opt.category,
                            model.category_label(opt.category), " ".join(opt.notes), status_label(r.status)])
            return all(word in hay.casefold() for word in self._text.split())
        return True

    def lessThan(self, left, right) -> bool:  # noqa: N802 - Qt API
        # options that fit stay above the others whichever way the column is sorted
        model = self.sourceModel()
        a = model.data(left, ObjectRole)
        b = model.data(right, ObjectRole)
        if a is not None and b is not None and a.feasible != b.feasible:
            ascending = self.sortOrder() == Qt.SortOrder.AscendingOrder
            return a.feasible if ascending else b.feasible
        return super().lessThan(left, right)


class ElideMiddleDelegate(QStyledItemDelegate):
    """Draws an option name that does not fit with its devices whole: "Workstation · 4× A100 80 GB
    PCIe" becomes "Works… · 4× A100 80 GB PCIe" (the machine or provider part, before the last
    " · ", shortened at its end), so what the option runs on stays readable; when the devices alone
    do not fit they are shown without the machine, shortened at their end ("2× A100 8…"); a name
    without a machine part is elided in the middle."""

    SEP = " · "

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt API
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle
        text = option.text
        if not text or self.SEP not in text:
            return
        style = option.widget.style() if option.widget is not None else None
        if style is not None:
            from PySide6.QtWidgets import QStyle

            room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, option.widget).width()
            room -= 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, option.widget) + 1)
        else:
            room = option.rect.width() - 8
        fm = option.fontMetrics
        shown = self.shortened(text, room, fm)
        if shown != text:
            option.text = shown
            option.textElideMode = Qt.TextElideMode.ElideRight

    @classmethod
    def shortened(cls, text: str, room: int, fm) -> str:
        """``text`` as it fits in ``room`` pixels of font metrics ``fm``: whole when it fits; else its
        devices part (after the last separator) whole and the rest shortened at its end (at least
        two characters of it kept); else the devices part alone shortened at its end; a name without
        that separator elided in the middle."""
        if room <= 0 or fm.horizontalAdvance(text) <= room:
            return text
        head, _sep, tail = text.rpartition(cls.SEP)
        rest = room - fm.horizontalAdvance(cls.SEP + tail)
        if head and rest >= fm.horizontalAdvance(head[:2] + "…"):
            return fm.elidedText(head, Qt.TextElideMode.ElideRight, rest) + cls.SEP + tail
        if head:
            # the devices alone do not fit: they are what matters ("2× A100 8…", not "2× …0 GB PCIe")
            return fm.elidedText(tail, Qt.TextElideMode.ElideRight, room)
        return fm.elidedText(text, Qt.TextElideMode.ElideMiddle, room)


__all__ = [
    "COL_RANK", "COL_OPTION", "COL_CATEGORY", "COL_MEMORY", "COL_TIME", "COL_SPEED", "COL_PER_RUN",
    "COL_PER_YEAR", "COL_MODE", "COL_WHY", "COL_STATUS", "SortRole", "ObjectRole", "RecommendationTableModel",
    "RecommendationFilterProxy", "mode_text", "item_label", "why_text", "status_label", "status_details",
    "status_tooltip", "status_icon", "STATUS_ORDER", "COLUMN_KEYS", "ElideMiddleDelegate",
]
