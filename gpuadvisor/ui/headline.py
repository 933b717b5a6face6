"""The headline of a workload's advice: its best owned and its best rented option, one line each.

The recommendations panel shows it above its table, and the window's start-up preview shows it as
soon as the first advice exists, before the panel is built: so this module keeps to light imports
(no item models, no ``Qt`` namespace, whose first use costs tens of milliseconds).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpuadvisor.i18n import join_reasons
from gpuadvisor.report.labels import mode_label
from gpuadvisor.ui import format as F

#: Workload kinds whose speed is said as a latency (the others: time per run, or a rate).
LATENCY_KINDS = ("realtime_inference",)


def mode_text(mode: str | None) -> str:
    """A billing mode in words (the core's label: one translation for the window and the report)."""
    return mode_label(mode) if mode else F.DASH


def best_line(owned: bool, r, advice, assumptions) -> str:
    """"Best owned: <option> — <cost> a year (<mode>), <speed>" (or why none fits) for ``advice``;
    ``r`` is ``advice.best_where(owned)``."""
    if owned:
        title = QCoreApplication.translate("RecommendationPanel", "Best owned:")
    else:
        title = QCoreApplication.translate("RecommendationPanel", "Best rented:")
    if r is None:
        near = advice.closest_where(owned)  # made alone (not every row of the advice)
        if near is not None and near.reasons:
            return QCoreApplication.translate(
                "RecommendationPanel", "{title} none fits this workload (closest: {option} — {reasons})").format(
                title=title, option=near.label, reasons=join_reasons(near.reasons))
        return QCoreApplication.translate("RecommendationPanel", "{title} none fits this workload").format(title=title)
    if r.estimate.time_per_run_h is not None:
        speed = QCoreApplication.translate("RecommendationPanel", "{time} per run").format(
            time=F.fmt_hours(r.estimate.time_per_run_h))
    elif advice.workload.kind in LATENCY_KINDS:
        speed = F.fmt_ms(r.estimate.latency_ms)
    else:
        speed = F.fmt_rate(r.estimate.throughput, r.estimate.throughput_unit)
    return QCoreApplication.translate("RecommendationPanel", "{title} {option} — {cost} a year ({mode}), {speed}").format(
        title=title, option=r.label, cost=F.fmt_usd(r.annual_usd, assumptions), mode=mode_text(r.cost_mode),
        speed=speed)
