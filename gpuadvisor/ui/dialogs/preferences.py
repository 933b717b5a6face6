"""Preferences: language, currency, default assumptions and cloud providers for new projects."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from gpuadvisor.settings import AppSettings

from .. import labels
from ..layout import ERROR_STYLE, MARGIN, form, hbox, vbox
from ..textsafe import plain_label, tooltip
from ..views.field_widgets import format_number, parse_number


class PreferencesDialog(QDialog):
    """Edits a copy of the settings; ``result_settings()`` returns it once the values validate."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None, catalog=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._settings = settings.model_copy(deep=True)
        self._catalog = catalog
        self.cloud_providers: list[str] | None = settings.cloud_providers
        self.language = QComboBox(self)
        for key, text in (("system", self.tr("System language")), ("en", "English"), ("zh_TW", "繁體中文")):
            self.language.addItem(text, key)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setToolTip(self.tr("Language of the window and the printed summary."))
        note = QLabel(self.tr("A new language takes effect the next time gpuadvisor starts."), self)
        note.setWordWrap(True)
        self.currency = QComboBox(self)
        for key, text in labels.currencies().items():
            self.currency.addItem(text, key)
        self.currency.setCurrentIndex(max(0, self.currency.findData(settings.currency)))
        self.currency.setToolTip(self.tr("Currency new projects are priced in; open projects keep theirs."))
        defaults = settings.new_assumptions()
        tips = {
            "usd_to_twd": (self.tr("Exchange rate (NT$ per US$)"), self.tr("Converts US-dollar prices to NT$.")),
            "electricity_twd_per_kwh": (self.tr("Electricity tariff (NT$/kWh)"),
                                        self.tr("What a kilowatt-hour costs where the machines run.")),
            "pue": (self.tr("PUE"), self.tr("Power usage effectiveness: total facility power per unit of IT power.")),
            "useful_life_months": (self.tr("Useful life (months)"),
                                   self.tr("Months over which owned hardware is depreciated.")),
            "resale_share_datacenter": (self.tr("Resale value, data-centre GPUs"),
                                        self.tr("Share of the purchase price recovered at the end of its life.")),
            "resale_share_consumer": (self.tr("Resale value, consumer GPUs"),
                                      self.tr("Share of the purchase price recovered at the end of its life.")),
        }
        self.fields: dict[str, QLineEdit] = {}
        self.field_labels: dict[str, QLabel] = {}
        rows = []
        for key, (label, tip) in tips.items():
            edit = QLineEdit(format_number(getattr(defaults, key), False), self)
            edit.setToolTip(tip)
            self.fields[key] = edit
            self.field_labels[key] = QLabel(label, self)
            self.field_labels[key].setBuddy(edit)
            rows.append((self.field_labels[key], edit))
        self.providers_summary = plain_label(QLabel(self))
        self.providers_button = QPushButton(self.tr("Choose…"), self)
        self.providers_button.setToolTip(self.tr("The clouds new projects may rent from; open projects keep theirs."))
        self.providers_button.clicked.connect(self.choose_providers)
        self._show_providers()
        group = QGroupBox(self.tr("Defaults for new projects"), self)
        group.setLayout(form(("", QLabel(self.tr("Currency and assumptions a new project starts with."))),
                             (self.tr("Currency"), self.currency), *rows,
                             (self.tr("Cloud providers"), hbox(self.providers_summary, self.providers_button)),
                             margin=MARGIN))
        self.error = plain_label(QLabel(self))  # may quote a value
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        self.error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self._restore_defaults)
        self.setLayout(vbox(form((self.tr("Language"), self.language), ("", note)), group, self.error, buttons,
                            margin=MARGIN * 2, spacing=MARGIN))

    def _restore_defaults(self) -> None:
        plain = AppSettings(currency=self.currency.currentData()).new_assumptions()
        for key, edit in self.fields.items():
            edit.setText(format_number(getattr(plain, key), False))
        self.cloud_providers = None
        self._show_providers()

    # -- cloud providers ---------------------------------------------------------------------------
    def catalog(self):
        """The catalog the providers come from: the open project's (the main window's), else the shipped one."""
        if self._catalog is None:
            session = getattr(self.parent(), "session", None)
            if session is not None:
                self._catalog = session.catalog
            else:
                from gpuadvisor.catalog import load_catalog

                self._catalog = load_catalog()
        return self._catalog

    def _show_providers(self) -> None:
        from .providers import providers_names, providers_summary

        self.providers_summary.setText(providers_summary(self.cloud_providers, self.catalog()))
        self.providers_summary.setToolTip(tooltip(providers_names(self.cloud_providers, self.catalog())))

    def choose_providers(self) -> None:
        """The providers dialog for the default of new projects (no project is changed)."""
        from .providers import choose_providers

        ok, value = choose_providers(self.catalog(), self.cloud_providers, self, intro=self.tr(
            "The clouds new projects may rent from. Open projects keep theirs (Edit → Cloud providers…)."))
        if ok:
            self.set_cloud_providers(value)

    def set_cloud_providers(self, value: list[str] | None) -> None:
        self.cloud_providers = None if value is None else sorted(value)
        self._show_providers()

    def result_settings(self) -> AppSettings | None:
        """The edited settings, or None (with the problem shown) when a value is wrong."""
        from pydantic import ValidationError

        from gpuadvisor.domain.errors import first_problem

        plain = AppSettings().new_assumptions()
        overrides = {}
        labels_for = {key: label.text() for key, label in self.field_labels.items()}
        for key, edit in self.fields.items():
            value = parse_number(edit.text())
            if value is None:
                return self._fail(self.tr("{field}: must be a number").format(field=labels_for[key]))
            if value != getattr(plain, key):
                overrides[key] = value
        try:
            return AppSettings(language=self.language.currentData(), currency=self.currency.currentData(),
                               default_assumptions=overrides, cloud_providers=self.cloud_providers,
                               recent_files=self._settings.recent_files)
        except ValidationError as exc:
            return self._fail(first_problem(exc))

    def _fail(self, message: str) -> None:
        self.error.setText(message)
        self.error.show()
        return None

    def accept(self) -> None:
        if self.result_settings() is not None:
            super().accept()


def open_preferences(settings: AppSettings, parent: QWidget | None = None, catalog=None) -> AppSettings | None:
    """Show the dialog; the new settings when OK was pressed, else None."""
    dialog = PreferencesDialog(settings, parent, catalog=catalog)
    try:
        return dialog.result_settings() if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()
