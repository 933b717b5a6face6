"""The advice as an Excel workbook for people who work in spreadsheets (no Qt).

``write_xlsx(result, path, lang=...)`` writes one sheet each for the recommendations (every option
of every workload, with its status, reasons and costs), the plan (each workload's choice, the
totals, the shared-server alternative and the answer's range) and the cost series (cumulative cost
of buying vs renting, month by month, per workload), plus a sheet that says where the numbers come
from.  Headers are in the reader's language; money is stored as numbers in the document's
currency with a currency number format, so the cells add up; the header row is frozen and
filtered; columns are sized to their content.

openpyxl writes the file (a maintained library instead of hand-written Office Open XML).  The file
is written under a temporary name in the target folder and renamed over ``path`` when complete.
Texts from the project (names, notes) are stored as text, never as formulas.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import unicodedata
from pathlib import Path
from typing import Any

from gpuadvisor import __version__, i18n
from gpuadvisor.atomic_file import write_via_temp
from gpuadvisor.i18n import join_list, join_reasons, translate
from gpuadvisor.report import charts_data
from gpuadvisor.report.labels import bottleneck_label, kind_label, mode_label, series_label, unit_label
from gpuadvisor.report.money import symbol
from gpuadvisor.report.summary import GIB, cost_over_horizon, money

MAX_WIDTH = 60  # characters
HEADER_WIDTH = 16  # a header longer than its column's content wraps
SERIES_KEYS = ("owned", "on_demand", "reserved_1y", "reserved_3y", "spot_low", "spot_high")


def _status_label(status: str, comparison_only: bool = False) -> str:
    if comparison_only:
        return translate("Report", "for comparison only (data must stay on-premises)")
    return {
        "fits": translate("Report", "fits"),
        "tight": translate("Report", "fits, tight on memory"),
        "experimental": translate("Report", "fits, software experimental here"),
        "no": translate("Report", "does not fit"),
    }.get(status, status)


def _side(owned: bool | None) -> str:
    if owned is None:
        return ""
    return translate("Report", "buy") if owned else translate("Report", "rent")


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _clean(text: str) -> str:
    """Text a worksheet cell can hold: control characters (other than tab and newline) dropped."""
    return _CONTROL.sub("", text)


def _sheet_title(text: str) -> str:
    bad = set('[]:*?/\\')
    t = "".join(" " if ch in bad else ch for ch in text).strip(" '")
    return (t or "Sheet")[:31]


class _Sheet:
    """A worksheet with a typed header: each column is text, number or money."""

    def __init__(self, wb, title: str, columns: list[tuple[str, str]], money_format: str, first: bool = False):
        self.ws = wb.active if first else wb.create_sheet()
        self.ws.title = _sheet_title(title)
        self.columns = columns
        self.money_format = money_format
        self.widths = [min(self._width(h), HEADER_WIDTH) for h, _kind in columns]  # long headers wrap
        self._row = 1
        self.append([h for h, _kind in columns], header=True)

    @staticmethod
    def _width(value: Any) -> float:
        if value is None:
            return 0
        text = value if isinstance(value, str) else (f"{value:,.2f}" if isinstance(value, float) else str(value))
        line = max(text.split("\n"), key=len) if text else ""
        if line.isascii():
            return len(line)
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)

    def append(self, values: list[Any], header: bool = False, bold: bool = False) -> None:
        from openpyxl.styles import Alignment, Font, PatternFill

        if header:
            self._bold, self._fill = Font(bold=True), PatternFill("solid", fgColor="E8EEF5")
            self._wrap = Alignment(vertical="top", wrap_text=True)
        formats = {"money": self.money_format, "hours": "#,##0.00", "number": "#,##0.###", "share": "0%", "int": "0"}
        for i, value in enumerate(values, start=1):
            cell = self.ws.cell(row=self._row, column=i)
            kind = self.columns[i - 1][1] if i <= len(self.columns) else "text"
            if isinstance(value, str):
                cell.value = _clean(value)
                cell.data_type = "s"  # a name that starts with "=" stays a name
            elif isinstance(value, float) and value != value:  # NaN
                cell.value = None
            elif kind == "money" and isinstance(value, float):
                cell.value = round(value, 2)
            else:
                cell.value = value
            if header:
                cell.font = self._bold
                cell.fill = self._fill
                cell.alignment = self._wrap
            else:
                if bold:
                    cell.font = self._bold
                if isinstance(value, (int, float)) and not isinstance(value, bool) and kind in formats:
                    cell.number_format = formats[kind]
            if i <= len(self.widths) and not header:
                w = self._width(round(value) if kind == "money" and isinstance(value, float) else value)
                self.widths[i - 1] = max(self.widths[i - 1], min(w + (4 if kind == "money" else 0), MAX_WIDTH))
        self._row += 1

    def finish(self) -> None:
        from openpyxl.utils import get_column_letter

        self.ws.freeze_panes = "A2"
        self.ws.row_dimensions[1].height = 30  # two lines of a wrapped header
        if self._row > 2:
            self.ws.auto_filter.ref = f"A1:{get_column_letter(len(self.columns))}{self._row - 1}"
        for i, w in enumerate(self.widths, start=1):
            self.ws.column_dimensions[get_column_letter(i)].width = max(8, min(w, MAX_WIDTH) + 2)


def _money_format(currency: str) -> str:
    sym = symbol(currency).strip()
    return f'"{sym}"#,##0' if sym else "#,##0"


def _cur(currency: str) -> str:
    return symbol(currency).strip() or currency


def _recommendations(wb, result) -> None:
    a = result.assumptions
    cur = _cur(a.currency)
    money_col = lambda what: (translate("Report", "{what} ({currency})").format(what=what, currency=cur), "money")  # noqa: E731
    columns = [
        (translate("Report", "Project"), "text"),
        (translate("Report", "Workload"), "text"),
        (translate("Report", "Kind"), "text"),
        (translate("Report", "Rank"), "int"),
        (translate("Report", "Option"), "text"),
        (translate("Report", "Buy or rent"), "text"),
        (translate("Report", "Provider"), "text"),
        (translate("Report", "Accelerator"), "text"),
        (translate("Report", "Devices"), "int"),
        (translate("Report", "Machines or instances"), "int"),
        (translate("Report", "Status"), "text"),
        (translate("Report", "Billing"), "text"),
        money_col(translate("Report", "Per run")),
        money_col(translate("Report", "Per month")),
        money_col(translate("Report", "Per year")),
        money_col(translate("Report", "Over the planning horizon")),
        (translate("Report", "Memory needed per device (GiB)"), "number"),
        (translate("Report", "Memory usable per device (GiB)"), "number"),
        (translate("Report", "Time per run (h)"), "hours"),
        (translate("Report", "Mean latency (ms)"), "number"),
        # the latency an answer-time target is judged at (the workload's percentile), where it has one
        (translate("Report", "Latency at the target's percentile (ms)"), "number"),
        (translate("Report", "Throughput"), "number"),
        (translate("Report", "Throughput unit"), "text"),
        (translate("Report", "Bottleneck"), "text"),
        (translate("Report", "Reasons and notes"), "text"),
        (translate("Report", "Why (ranked options)"), "text"),
    ]
    sheet = _Sheet(wb, translate("Report", "Recommendations"), columns, _money_format(a.currency), first=True)
    for adv in result.workloads:
        w = adv.workload
        h = w.schedule.horizon_years
        if adv.error:
            sheet.append([adv.project_name, w.name, kind_label(w.kind), None, "", "", "", "", None, None,
                          translate("Report", "could not be estimated"), "", None, None, None, None, None, None, None,
                          None, None, None, "", "", adv.error, ""])
            continue
        rank = 0
        target = bool(w.recipe.latency_target_ms or w.recipe.ttft_target_ms)
        for r in adv.results:
            est = r.estimate
            mem = est.memory
            if r.feasible:
                rank += 1
            o = r.option
            sheet.append([
                adv.project_name, w.name, kind_label(w.kind), rank if r.feasible else None, r.label, _side(o.owned),
                o.provider_name or o.provider or "", o.accelerator.name, o.gpu_count, r.replicas,
                _status_label(r.status, r.comparison_only), mode_label(r.cost_mode),
                money(a, r.per_run_usd), money(a, r.monthly_usd), money(a, r.annual_usd),
                money(a, cost_over_horizon(r, h)),
                round(mem.total / GIB, 2), round(mem.usable / GIB, 2),
                est.time_per_run_h, est.latency_ms, est.latency_pct_ms if target else None,
                est.throughput or None, unit_label(est.throughput_unit),
                bottleneck_label(est.bottleneck), join_reasons(list(r.reasons) + list(r.notes)),
                r.explanation if r.feasible else "",
            ])
    sheet.finish()


def _plan(wb, result, answer) -> None:
    a = result.assumptions
    plan = result.plan
    cur = _cur(a.currency)
    columns = [
        (translate("Report", "Project"), "text"),
        (translate("Report", "Workload"), "text"),
        (translate("Report", "Choice"), "text"),
        (translate("Report", "Buy or rent"), "text"),
        (translate("Report", "Billing"), "text"),
        (translate("Report", "{what} ({currency})").format(what=translate("Report", "Per year"), currency=cur), "money"),
        (translate("Report", "{what} ({currency})").format(what=translate("Report", "Over the planning horizon"),
                                                           currency=cur), "money"),
        (translate("Report", "Why"), "text"),
    ]
    sheet = _Sheet(wb, translate("Report", "Plan"), columns, _money_format(a.currency))
    horizons = {adv.workload.id: adv.workload.schedule.horizon_years for adv in result.workloads}
    for ln in plan.lines:
        years = horizons.get(ln.workload_id)
        annual = money(a, ln.annual_usd)
        sheet.append([ln.project_name, ln.workload_name, ln.choice, _side(ln.owned), mode_label(ln.cost_mode), annual,
                      None if annual is None or years is None else annual * years, ln.why])
    sheet.append([])
    sheet.append(["", translate("Report", "Per-workload plan, total per year"), "", "", "",
                  money(a, plan.per_workload_annual_usd), None, ""], bold=True)
    shared = plan.best_shared
    if shared is not None:
        util = f"{shared.utilisation:.0%}"
        sheet.append(["", translate("Report", "Shared server, total per year"), shared.label, _side(True),
                      mode_label("owned"), money(a, shared.total_annual_usd), None,
                      translate("Report", "Runs {workloads}; utilisation {utilisation}").format(
                          workloads=join_list(u.workload_name for u in shared.workloads), utilisation=util)], bold=True)
    if answer is not None and answer.annual is not None:
        sheet.append([])
        sheet.append(["", translate("Report", "Recommended plan, per year"), "", "", "", answer.annual,
                      answer.horizon_total, ("" if answer.lang == "zh_TW" else " ").join(answer.decision)], bold=True)
        if answer.annual_low is not None:
            sheet.append(["", translate("Report", "Range, low"), "", "", "", answer.annual_low, answer.horizon_low,
                          answer.range_method])
            sheet.append(["", translate("Report", "Range, high"), "", "", "", answer.annual_high, answer.horizon_high, ""])
    sheet.finish()


def _series(wb, result) -> None:
    a = result.assumptions
    cur = _cur(a.currency)
    columns = [
        (translate("Report", "Project"), "text"),
        (translate("Report", "Workload"), "text"),
        (translate("Report", "Month"), "int"),
        (translate("Report", "Owned option"), "text"),
        (translate("Report", "Rented option"), "text"),
    ] + [(translate("Report", "{what} ({currency})").format(what=series_label(k), currency=cur), "money")
         for k in SERIES_KEYS] + [(translate("Report", "Note"), "text")]
    sheet = _Sheet(wb, translate("Report", "Cost series"), columns, _money_format(a.currency))
    for adv in result.workloads:
        pair = charts_data.default_pair(adv)
        if not pair.complete:
            continue
        data = charts_data.cumulative_data(pair, a)
        if data is None:
            continue
        note = charts_data.comparison_only_text() if data.rented_comparison_only else ""
        for i, m in enumerate(data.months):
            sheet.append([adv.project_name, adv.workload.name, m, data.owned_label or "", data.rented_label or ""]
                         + [round(data.series[k][i], 2) if k in data.series else None for k in SERIES_KEYS] + [note])
    sheet.finish()


def _about(wb, result, answer, today: dt.date | None) -> None:
    a = result.assumptions
    columns = [(translate("Report", "Item"), "text"), (translate("Report", "Value"), "text")]
    sheet = _Sheet(wb, translate("Report", "About"), columns, _money_format(a.currency))
    old, new = (tuple(result.catalog_dates) + ("", ""))[:2]
    rows = [
        (translate("Report", "Title"), answer.title if answer is not None else result.document_title),
        (translate("Report", "Date"), (today or dt.date.today()).isoformat()),
        (translate("Report", "Currency"), _cur(a.currency)),
        (translate("Report", "Exchange rate"), f"{a.usd_to_twd:g} TWD/USD"),
        (translate("Report", "Catalog prices as of"), f"{old} … {new}" if old != new else str(old)),
        (translate("Report", "Options considered"), f"{result.option_count:,}"),
        (translate("Report", "Made by"), f"gpuadvisor {__version__}"),
    ]
    for k, v in rows:
        sheet.append([k, v])
    sheet.finish()


def build_workbook(result, *, lang: str | None = None, source_path=None, today: dt.date | None = None):
    """The workbook (``openpyxl.Workbook``) for an ``AdviceResult``, texts in ``lang``."""
    from openpyxl import Workbook

    from gpuadvisor.report.answer import build_answer

    with i18n.language(lang):
        wb = Workbook()
        answer = build_answer(result, source_path=source_path, today=today) if result.workloads else None
        _recommendations(wb, result)
        _plan(wb, result, answer)
        _series(wb, result)
        _about(wb, result, answer, today)
        wb.properties.title = _clean(answer.title if answer is not None else result.document_title)
        wb.properties.creator = "gpuadvisor"
        return wb


def write_xlsx(result, path: str | os.PathLike, lang: str | None = None, *, source_path=None,
               today: dt.date | None = None) -> Path:
    """Write the workbook to ``path`` atomically (temporary file in the same folder, then rename).
    An unwritable path raises ``OSError``; a previous file at ``path`` is kept until the new one
    is complete."""
    path = Path(path)
    wb = build_workbook(result, lang=lang, source_path=source_path, today=today)
    write_via_temp(path, wb.save, fsync=True)
    return path
