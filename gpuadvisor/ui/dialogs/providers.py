"""Cloud providers: which clouds a project may rent from (``Assumptions.cloud_providers``).

Every provider in the catalogs gets a check box, grouped as public clouds, GPU clouds and
marketplaces (a marketplace offer is one host's indicative price, so they are off by default).
"Restore defaults" checks the catalog's default set.  The value is the sorted list of the checked
ids, or None when it equals the default set (so a project follows the catalog's defaults).

With a bridge, OK applies the choice to the open project as ONE undoable
``SetField("assumptions", "cloud_providers", value)``; without one (Preferences: the default for
new projects) the caller reads ``value()``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gpuadvisor.domain.edits import SetField

from ..layout import MARGIN, vbox
from ..textsafe import mnemonic_free, plain_label, tooltip

#: Provider kinds in display order (``domain.hardware.Provider.kind``); "other": ids a project names
#: that the catalogs do not hold.
GROUPS = ("hyperscaler", "gpu_cloud", "marketplace", "other")
COLUMNS = 3

# Used only while the catalogs carry no provider list (plain ids from the cloud offers).
_FALLBACK_MARKETPLACES = frozenset({"vast", "lium"})
_FALLBACK_HYPERSCALERS = frozenset({"aws", "azure", "gcp", "oci"})


@dataclass(frozen=True)
class ProviderEntry:
    id: str
    name: str
    kind: str  # hyperscaler | gpu_cloud | marketplace | other
    default_enabled: bool
    offers: int = 0
    notes: str = ""


def provider_entries(catalog) -> list[ProviderEntry]:
    """Every provider in the catalogs, grouped (``GROUPS`` order) and sorted by name in each group."""
    counts = Counter(o.provider for o in (getattr(catalog, "cloud_offers", None) or []))
    raw = list(getattr(catalog, "providers", None) or [])
    entries: list[ProviderEntry] = []
    if raw and all(hasattr(p, "id") for p in raw):
        for p in raw:
            kind = p.kind if p.kind in GROUPS else "gpu_cloud"
            entries.append(ProviderEntry(p.id, p.name or p.id, kind, bool(p.default_enabled), counts.get(p.id, 0),
                                         getattr(p, "notes", None) or ""))
    else:  # an older catalog: provider ids only
        for pid in sorted(set(counts) | {str(p) for p in raw}):
            if pid in _FALLBACK_MARKETPLACES:
                kind = "marketplace"
            elif pid in _FALLBACK_HYPERSCALERS:
                kind = "hyperscaler"
            else:
                kind = "gpu_cloud"
            entries.append(ProviderEntry(pid, pid, kind, kind != "marketplace", counts.get(pid, 0)))
    return sorted(entries, key=lambda e: (GROUPS.index(e.kind), e.name.casefold()))


def default_providers(catalog) -> list[str]:
    """Sorted ids of the providers a project rents from when it does not say (``cloud_providers`` None)."""
    return sorted(e.id for e in provider_entries(catalog) if e.default_enabled)


def normalized(selection, catalog) -> list[str] | None:
    """The value to store: None when ``selection`` is the default set, else the sorted ids."""
    if selection is None:
        return None
    chosen = sorted(set(selection))
    return None if chosen == default_providers(catalog) else chosen


def effective_providers(value: list[str] | None, catalog) -> list[str]:
    """The providers ``value`` means: the default set when None."""
    return default_providers(catalog) if value is None else sorted(set(value))


def group_title(kind: str) -> str:
    return {
        "hyperscaler": QCoreApplication.translate("ProvidersDialog", "Public clouds"),
        "gpu_cloud": QCoreApplication.translate("ProvidersDialog", "GPU clouds"),
        "marketplace": QCoreApplication.translate("ProvidersDialog", "Marketplaces"),
        "other": QCoreApplication.translate("ProvidersDialog", "Not in the catalogs"),
    }.get(kind, kind)


def group_note(kind: str) -> str:
    return {
        "hyperscaler": "",
        "gpu_cloud": QCoreApplication.translate(
            "ProvidersDialog", "Companies renting their own GPUs at list prices."),
        "marketplace": QCoreApplication.translate(
            "ProvidersDialog", "Each offer is one host's indicative price, not a list price; off by default."),
        "other": QCoreApplication.translate(
            "ProvidersDialog", "Named by this project but without offers in the catalogs."),
    }.get(kind, "")


def providers_summary(value: list[str] | None, catalog) -> str:
    """A few words for a form: "default: 15 of 17" or "5 of 17"."""
    total = len(provider_entries(catalog))
    chosen = effective_providers(value, catalog)
    if value is None:
        return QCoreApplication.translate("ProvidersDialog", "Default: {n} of {total}").format(n=len(chosen), total=total)
    return QCoreApplication.translate("ProvidersDialog", "{n} of {total}").format(n=len(chosen), total=total)


def providers_names(value: list[str] | None, catalog) -> str:
    """The chosen providers by name (a tooltip for the summary)."""
    names = {e.id: e.name for e in provider_entries(catalog)}
    chosen = [names.get(pid, pid) for pid in effective_providers(value, catalog)]
    if not chosen:
        return QCoreApplication.translate("ProvidersDialog", "No cloud: rented options are all ruled out.")
    return QCoreApplication.translate("ProvidersDialog", "Rents from: {names}").format(
        names=", ".join(sorted(chosen, key=str.casefold)))


class ProvidersDialog(QDialog):
    """Check boxes for every provider in the catalogs; ``value()`` is what OK stores."""

    def __init__(self, catalog, current: list[str] | None, parent: QWidget | None = None, bridge=None,
                 intro: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Cloud providers"))
        self._catalog = catalog
        self._bridge = bridge
        self._entries = provider_entries(catalog)
        known = {e.id for e in self._entries}
        for pid in sorted(set(current or []) - known):  # a project's own ids are kept, shown apart
            self._entries.append(ProviderEntry(pid, pid, "other", False))
        self._defaults = default_providers(catalog)
        self.boxes: dict[str, QCheckBox] = {}
        self.groups: dict[str, QGroupBox] = {}
        chosen = set(effective_providers(current, catalog))

        text = intro if intro is not None else self.tr(
            "The clouds this project may rent from. Offers of the others are listed as not fitting, with why.")
        self.intro = plain_label(QLabel(text, self))
        self.intro.setWordWrap(True)
        body = QWidget(self)
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        for kind in GROUPS:
            entries = [e for e in self._entries if e.kind == kind]
            if not entries:
                continue
            box = QGroupBox(group_title(kind), body)
            grid = QGridLayout(box)
            grid.setHorizontalSpacing(MARGIN * 2)
            note = group_note(kind)
            row0 = 0
            if note:
                lab = QLabel(note, box)
                lab.setWordWrap(True)
                font = lab.font()
                font.setItalic(True)  # an explanation, not a control
                lab.setFont(font)
                grid.addWidget(lab, 0, 0, 1, COLUMNS)
                row0 = 1
            for i, e in enumerate(entries):
                cb = QCheckBox(mnemonic_free(e.name), box)  # a name from the catalogs or overrides
                cb.setObjectName(f"provider:{e.id}")
                cb.setChecked(e.id in chosen)
                cb.setToolTip(self._tooltip(e))
                cb.toggled.connect(self._update_summary)
                grid.addWidget(cb, row0 + i // COLUMNS, i % COLUMNS)
                self.boxes[e.id] = cb
            self.groups[kind] = box
            body_layout.addWidget(box)
        if len(self.boxes) > 45:  # a long list (user overrides) scrolls; the shipped catalogs fit as they are
            scroll = QScrollArea(self)
            scroll.setWidget(body)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setMinimumHeight(self.fontMetrics().height() * 24)
            scroll.setMinimumWidth(body.sizeHint().width() + scroll.verticalScrollBar().sizeHint().width())
            body = scroll

        self.summary = QLabel(self)
        self.summary.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.restore_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setToolTip(self.tr("Check the public clouds and GPU clouds, uncheck the marketplaces."))
        self.all_button = QPushButton(self.tr("Select all"), self)
        buttons.addButton(self.all_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_defaults)
        self.all_button.clicked.connect(self.select_all)
        self.setLayout(vbox(self.intro, body, self.summary, buttons, margin=MARGIN * 2, spacing=MARGIN))
        self._update_summary()

    def _tooltip(self, e: ProviderEntry) -> str:
        text = self.tr("{id}: {n} offers in the catalogs").format(id=e.id, n=e.offers)
        return tooltip(text, e.notes)

    # -- state ----------------------------------------------------------------------------------
    def checkbox(self, provider_id: str) -> QCheckBox:
        return self.boxes[provider_id]

    def selected(self) -> list[str]:
        """Sorted ids of the checked providers."""
        return sorted(pid for pid, cb in self.boxes.items() if cb.isChecked())

    def value(self) -> list[str] | None:
        """What OK stores: None when the checked set is the default set, else the sorted ids."""
        chosen = self.selected()
        return None if chosen == self._defaults else chosen

    def restore_defaults(self) -> None:
        defaults = set(self._defaults)
        for pid, cb in self.boxes.items():
            cb.setChecked(pid in defaults)

    def select_all(self) -> None:
        for cb in self.boxes.values():
            cb.setChecked(True)

    def _update_summary(self, *_args) -> None:
        n = len(self.selected())
        if self.value() is None:
            text = self.tr("{n} of {total} providers: the default set.").format(n=n, total=len(self.boxes))
        else:
            text = self.tr("{n} of {total} providers.").format(n=n, total=len(self.boxes))
        self.summary.setText(text)

    # -- OK -------------------------------------------------------------------------------------
    def accept(self) -> None:
        if self._bridge is not None and not apply_providers(self._bridge, self.value()):
            return  # refused (the message went to edit_rejected); the dialog stays open
        super().accept()


def apply_providers(bridge, value: list[str] | None) -> bool:
    """Set the open project's cloud providers as one undoable edit (nothing when unchanged)."""
    current = bridge.session.document.assumptions.cloud_providers
    if (sorted(current) if current is not None else None) == value:
        return True
    label = QCoreApplication.translate("ProvidersDialog", "Change cloud providers")
    return bridge.push(SetField("assumptions", "cloud_providers", value, label))


def open_providers_dialog(bridge, parent: QWidget | None = None) -> bool:
    """Edit the open project's cloud providers; True when OK was pressed."""
    session = bridge.session
    dialog = ProvidersDialog(session.catalog, session.document.assumptions.cloud_providers, parent, bridge=bridge)
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()


def choose_providers(catalog, current: list[str] | None, parent: QWidget | None = None,
                     intro: str | None = None) -> tuple[bool, list[str] | None]:
    """(OK pressed, the chosen value) without touching a project (Preferences)."""
    dialog = ProvidersDialog(catalog, current, parent, intro=intro)
    try:
        ok = dialog.exec() == QDialog.DialogCode.Accepted
        return ok, dialog.value() if ok else current
    finally:
        dialog.deleteLater()
