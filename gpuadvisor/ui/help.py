"""Help where the question arises: What's This?, the assumptions' plain sentences, the user guide.

* ``WhatsThisFallback``: in What's This? mode (Help → What's This?, Shift+F1) a click on a widget
  that has a tooltip but no What's This text of its own shows its tooltip, so every field and
  figure that explains itself on hover also explains itself on click.
* ``assumption_help()``: one plain sentence per assumption of the Plan page (what it is, what it
  changes), shown before its source.
* ``UserGuideDialog``: the offline guide (``resources/help/guide_<lang>.html``) in a
  QTextBrowser, in the app's language; links inside the guide work, nothing is fetched from the
  network.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QUrl
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QToolTip,
    QWhatsThis,
    QWidget,
)

from .layout import vbox



# ---------------------------------------------------------------------------------------------
# What's This?


class WhatsThisFallback(QObject):
    """Application event filter: What's This? on a widget with only a tooltip shows the tooltip."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        t = event.type()
        if t not in (QEvent.Type.WhatsThis, QEvent.Type.QueryWhatsThis) or not isinstance(obj, QWidget):
            return False
        if obj.whatsThis():
            return False  # its own text: Qt shows it
        text = obj.toolTip()
        if not text:
            return False  # the parent may have one (Qt passes the event on)
        if t == QEvent.Type.QueryWhatsThis:
            event.accept()
            return True
        pos = event.globalPos() if hasattr(event, "globalPos") else obj.mapToGlobal(QPoint(0, 0))
        QWhatsThis.showText(pos, text, obj)
        return True


_fallback: WhatsThisFallback | None = None


def install_whats_this_fallback(app: QApplication | None = None) -> WhatsThisFallback | None:
    """Install the fallback once per application."""
    global _fallback
    app = app or QApplication.instance()
    if app is None:
        return None
    if _fallback is None or _fallback.parent() is not app:
        _fallback = WhatsThisFallback(app)
        app.installEventFilter(_fallback)
    return _fallback


def whats_this_action(parent: QObject):
    """Qt's own "What's This?" action (Shift+F1; its text comes with Qt's translation)."""
    act = QWhatsThis.createAction(parent)
    act.setToolTip(QCoreApplication.translate("Help", "Click this, then any field or figure, for a one-sentence "
                                                      "explanation."))
    act.setStatusTip(act.toolTip())
    return act


def fill_whats_this(root: QWidget) -> int:
    """Give every widget under ``root`` that has a tooltip and no What's This text its tooltip as
    What's This text; returns how many were filled."""
    n = 0
    for w in [root, *root.findChildren(QWidget)]:
        if not w.whatsThis() and w.toolTip():
            w.setWhatsThis(w.toolTip())
            n += 1
    return n


# ---------------------------------------------------------------------------------------------
# table headers and the plan view's figures


def recommendation_column_help() -> dict[int, str]:
    """One sentence per column of the recommendations table (``itemmodels.recommendation_table``)."""
    from .itemmodels import recommendation_table as R

    return {
        R.COL_RANK: QCoreApplication.translate("Help", "The option's place in the ranking for the goal you chose "
                                                       "(cheapest, fastest…)."),
        R.COL_OPTION: QCoreApplication.translate("Help", "The machine to buy or the cloud instance to rent, with "
                                                         "its GPUs."),
        R.COL_CATEGORY: QCoreApplication.translate("Help", "What kind of hardware it is: a desktop, a workstation, a "
                                                           "server, a Mac or a cloud instance."),
        R.COL_TIME: QCoreApplication.translate("Help", "How long one run takes on this option, with the range 8 runs "
                                                       "in 10 fall into."),
        R.COL_SPEED: QCoreApplication.translate("Help", "How fast it works: the time to one answer for a service, "
                                                        "samples or tokens a second for a job."),
        R.COL_PER_RUN: QCoreApplication.translate("Help", "What one run costs on this option."),
        R.COL_PER_YEAR: QCoreApplication.translate("Help", "What this workload costs a year on this option, with its "
                                                           "range: a bought machine's price spread over its life, "
                                                           "electricity and support; a rental's hours used."),
        R.COL_MODE: QCoreApplication.translate("Help", "How it is paid: bought, by the hour on demand, with a 1- or "
                                                       "3-year commitment, or as cheap interruptible spot capacity."),
        R.COL_WHY: QCoreApplication.translate("Help", "Why it is ranked here, or why it does not fit and what would "
                                                      "make it fit."),
    }


def plan_column_help() -> dict[int, str]:
    """One sentence per column of the plan table (``itemmodels.plan_table``)."""
    from .itemmodels import plan_table as P

    return {
        P.COL_PROJECT: QCoreApplication.translate("Help", "The project the workload belongs to."),
        P.COL_WORKLOAD: QCoreApplication.translate("Help", "The workload this line plans for."),
        P.COL_CHOICE: QCoreApplication.translate("Help", "The option chosen for the workload: the best for the goal "
                                                         "you chose."),
        P.COL_MODE: QCoreApplication.translate("Help", "How it is paid: bought, on demand, with a commitment, or "
                                                       "spot."),
        P.COL_ANNUAL: QCoreApplication.translate("Help", "What the choice costs a year."),
        P.COL_WHY: QCoreApplication.translate("Help", "Why this option was chosen."),
    }


class HeaderHelp(QObject):
    """Tooltip and What's This? for the header sections whose model gives no tooltip."""

    def __init__(self, header, texts: dict[int, str]) -> None:
        super().__init__(header)
        self.header = header
        self.texts = texts
        header.viewport().installEventFilter(self)

    def text(self, logical: int) -> str:
        """The section's explanation: the model's own tooltip, else ours."""
        model = self.header.model()
        own = model.headerData(logical, self.header.orientation(), Qt.ItemDataRole.ToolTipRole) if model else None
        if own:
            return str(own)
        return self.texts.get(logical, "")  # the tables' filter proxies keep the columns as they are

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        t = event.type()
        if t not in (QEvent.Type.ToolTip, QEvent.Type.WhatsThis, QEvent.Type.QueryWhatsThis):
            return False
        logical = self.header.logicalIndexAt(event.pos())
        if logical < 0:
            return False
        model = self.header.model()
        if model is not None and model.headerData(logical, self.header.orientation(), Qt.ItemDataRole.ToolTipRole):
            return False  # the model's own: Qt shows it
        text = self.text(logical)
        if not text:
            return False
        if t == QEvent.Type.QueryWhatsThis:
            event.accept()
        elif t == QEvent.Type.ToolTip:
            QToolTip.showText(event.globalPos(), text, self.header)
        else:
            QWhatsThis.showText(event.globalPos(), text, self.header)
        return True


def explain_results_views(recommendations, plan_view) -> list[HeaderHelp]:
    """Fill the gaps: header tooltips of both tables and the plan view's figures."""
    helpers = []
    table = getattr(recommendations, "table", None)
    if table is not None:
        helpers.append(HeaderHelp(table.horizontalHeader(), recommendation_column_help()))
    table = getattr(plan_view, "table", None)
    if table is not None:
        helpers.append(HeaderHelp(table.horizontalHeader(), plan_column_help()))
    figures = {
        "total_label": QCoreApplication.translate("Help", "What the file costs a year with each workload on its own "
                                                          "best option, with its range, and the power drawn at the "
                                                          "company."),
        "shared_label": QCoreApplication.translate("Help", "One machine you own that runs every workload that may "
                                                           "share it (services in office hours, jobs at night), and "
                                                           "what it costs a year."),
        "recommendation_label": QCoreApplication.translate("Help", "The plan in words: the cheaper of one shared "
                                                                   "server and each workload on its own option."),
    }
    for name, text in figures.items():
        w = getattr(plan_view, name, None)
        if w is not None and not w.toolTip():
            w.setToolTip(text)
            w.setWhatsThis(text)
    editor = getattr(plan_view, "assumptions", None)
    buttons = {
        "override_set": QCoreApplication.translate("Help", "Use the value typed for the chosen efficiency figure."),
        "override_remove": QCoreApplication.translate("Help", "Go back to the engine's own figure."),
    }
    for name, text in buttons.items():
        w = getattr(editor, name, None)
        if w is not None and not w.toolTip():
            w.setToolTip(text)
            w.setWhatsThis(text)
    return helpers


# ---------------------------------------------------------------------------------------------
# the assumptions in plain words


def assumption_help() -> dict[str, str]:
    """What each assumption of the Plan page is, in one plain sentence (field name -> text)."""
    return {
        "currency": QCoreApplication.translate("Help", "The currency every amount is shown in."),
        "usd_to_twd": QCoreApplication.translate("Help", "New Taiwan dollars per US dollar, for prices published in "
                                                         "US dollars."),
        "electricity_twd_per_kwh": QCoreApplication.translate("Help", "What one kilowatt-hour of electricity costs "
                                                                      "you."),
        "pue": QCoreApplication.translate("Help", "Electricity the room uses per unit the machine uses, "
                                                  "air-conditioning included: 1.3 means 30 % "
                   "more."),
        "useful_life_months": QCoreApplication.translate("Help", "How long a bought machine is used before it is "
                                                                 "replaced; its price is spread "
                                  "over this time."),
        "resale_share_datacenter": QCoreApplication.translate("Help", "Share of the price a datacenter GPU sells for "
                                                                      "at the end of its useful life."),
        "resale_share_consumer": QCoreApplication.translate("Help", "Share of the price a desktop graphics card "
                                                                    "sells for at the end of its "
                                     "useful life."),
        "resale_share_apple": QCoreApplication.translate("Help", "Share of the price a Mac sells for at the end of "
                                                                 "its useful life."),
        "support_share_datacenter": QCoreApplication.translate("Help", "Warranty, spare parts and vendor support of "
                                                                       "a server, each year, as a share "
                                        "of its price."),
        "support_share_consumer": QCoreApplication.translate("Help", "Repairs and spare parts of a desktop or "
                                                                     "workstation, each year, as a share of "
                                      "its price."),
        "staff_hours_per_server_month": QCoreApplication.translate("Help", "Hours of an engineer's time a machine "
                                                                           "you own needs each month."),
        "staff_rate_twd_per_hour": QCoreApplication.translate("Help", "What an hour of an engineer's time costs, "
                                                                      "salary and overheads included."),
        "colocation_usd_per_kw_month": QCoreApplication.translate("Help", "Rent for space and power in a data "
                                                                          "centre; 0 when the machine stands in "
                                           "your own office."),
        "cost_of_capital": QCoreApplication.translate("Help", "Interest on the money a purchase ties up; 0 for a "
                                                              "cash purchase."),
        "idle_power_share": QCoreApplication.translate("Help", "Power an idle machine still draws, as a share of its "
                                                               "busy power."),
        "busy_power_share": QCoreApplication.translate("Help", "Power a GPU draws on average while busy, as a share "
                                                               "of its rated power."),
        "cloud_overhead": QCoreApplication.translate("Help", "Storage, data transfer and support added to a cloud "
                                                             "bill, as a share of the GPU "
                              "hours."),
        "reserved_discount_1y": QCoreApplication.translate("Help", "Discount for committing to a cloud machine for "
                                                                   "one year, where the provider publishes no "
                                                                   "commitment price (published ones are used as "
                                                                   "they are). 0: such commitments are not "
                                                                   "offered; enter the discount of an offer you "
                                                                   "hold."),
        "reserved_discount_3y": QCoreApplication.translate("Help", "Discount for committing to a cloud machine for "
                                                                   "three years, where the provider publishes no "
                                                                   "commitment price (published ones are used as "
                                                                   "they are). 0: such commitments are not "
                                                                   "offered; enter the discount of an offer you "
                                                                   "hold."),
        "spot_interruptions_per_hour": QCoreApplication.translate("Help", "How often cheap spot capacity is taken "
                                                                          "back, per hour and machine; a job spread "
                                                                          "over several machines stops when any of "
                                                                          "them is taken back."),
        "checkpoint_interval_h": QCoreApplication.translate("Help", "How often a job saves its progress; an "
                                                                    "interruption loses at most this much "
                                     "work."),
        "spot_fallback_share": QCoreApplication.translate("Help", "Share of the hours that move to full-price "
                                                                  "capacity when spot runs short before "
                                   "a deadline."),
        "setup_hours_per_run": QCoreApplication.translate("Help", "Time to start a machine and load the data before "
                                                                  "each run."),
        "max_utilisation": QCoreApplication.translate("Help", "Most of a month a machine can really be busy; the "
                                                              "rest goes to maintenance and gaps."),
        "office_hours_start": QCoreApplication.translate("Help", "When the working day begins, for services used in "
                                                                 "office hours."),
        "office_hours_end": QCoreApplication.translate("Help", "When the working day ends."),
        "office_days": QCoreApplication.translate("Help", "The days of the week the office works."),
        "taiwan_holidays": QCoreApplication.translate("Help", "Count Taiwan's public holidays as days off."),
        "cloud_providers": QCoreApplication.translate("Help", "The clouds this file may rent from."),
        "memory_margin": QCoreApplication.translate("Help", "Share of each card's memory kept free for safety; a "
                                                            "choice inside it is marked "
                             "tight."),
        "circuit_volts": QCoreApplication.translate("Help", "Voltage of the office power outlet a machine plugs into."),
        "circuit_amps": QCoreApplication.translate("Help", "Current the office circuit is rated for; a machine "
                                                           "drawing more needs its own "
                            "circuit."),
        "min_stream_tokens_per_s": QCoreApplication.translate("Help", "The slowest a chat answer may appear, in "
                                                                      "tokens a second, before it feels "
                                       "stuck."),
        "efficiency_overrides": QCoreApplication.translate("Help", "Replace one of the engine's efficiency figures "
                                                                   "with your own measurement."),
    }


def explain_assumption_fields(editor) -> int:
    """Give the assumptions form's fields their plain sentence: tooltip "sentence\\nSource: …" and
    the same as What's This text.  ``editor`` is a ``views.assumptions_editor.AssumptionsEditor``."""
    from .textsafe import tooltip

    texts = assumption_help()
    n = 0
    for name, widget in getattr(editor, "inputs", {}).items():
        sentence = texts.get(name, "")
        if not sentence:
            continue
        source = widget.toolTip()
        if source.startswith(sentence):
            continue
        tip = tooltip(sentence, source)
        widget.setToolTip(tip)
        widget.setWhatsThis(tip)
        label = editor.form.labelForField(widget) if hasattr(editor, "form") else None
        if label is not None:
            label.setToolTip(tip)
            label.setWhatsThis(tip)
        n += 1
    return n


# ---------------------------------------------------------------------------------------------
# the user guide


def guide_path(lang: str | None = None) -> Path:
    """``resources/help/guide_<lang>.html`` for the language (English when there is none)."""
    from gpuadvisor.i18n import current_language
    from gpuadvisor.paths import resources_dir

    lang = lang or current_language()
    folder = resources_dir() / "help"
    path = folder / f"guide_{lang}.html"
    return path if path.is_file() else folder / "guide_en.html"


class OfflineBrowser(QTextBrowser):
    """A QTextBrowser that shows files from the help folder only: no network, no other file."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._folder = folder.resolve()
        self.setOpenExternalLinks(False)
        self.setOpenLinks(False)
        self.setSearchPaths([str(self._folder)])
        self.anchorClicked.connect(self._on_anchor)

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == "" and not url.path() and url.hasFragment():
            self.scrollToAnchor(url.fragment())  # a link inside the page
            return
        if url.scheme() in ("", "file"):
            local = Path(url.toLocalFile() or url.path())
            target = (self._folder / local.name).resolve()
            if target.parent == self._folder and target.suffix == ".html" and target.is_file():
                self.setSource(QUrl.fromLocalFile(str(target)))
                if url.hasFragment():
                    self.scrollToAnchor(url.fragment())
        # anything else (http, mailto ...) is not followed: the app stays offline

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 - Qt API
        if url.scheme() not in ("", "file"):
            return None
        return super().loadResource(kind, url)


class UserGuideDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("userGuide")
        self.setWindowTitle(QCoreApplication.translate("Help", "gpuadvisor user guide"))
        path = guide_path(lang)
        self.path = path
        self.browser = OfflineBrowser(path.parent, self)
        self.browser.setObjectName("guideBrowser")
        try:
            html = path.read_text(encoding="utf-8")
        except OSError as exc:
            html = ""
            text = QCoreApplication.translate("Help", "The user guide could not be read: {problem}")
            self.browser.setPlainText(text.format(problem=exc))
        if html:
            self.browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.setLayout(vbox(self.browser, buttons, margin=8))
        self.resize(760, 720)

    def text(self) -> str:
        return self.browser.toPlainText()


def open_user_guide(parent: QWidget | None = None) -> UserGuideDialog:
    """Help → User guide: the guide in a non-modal window (one per parent)."""
    existing = getattr(parent, "_user_guide", None) if parent is not None else None
    if existing is not None:
        try:
            existing.show()
            existing.raise_()
            existing.activateWindow()
            return existing
        except RuntimeError:  # deleted
            pass
    dialog = UserGuideDialog(parent)
    if parent is not None:
        parent._user_guide = dialog
    dialog.show()
    return dialog
