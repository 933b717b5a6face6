"""Enter a quote: the price a vendor quoted for the option selected on the buy-or-rent page.

A purchase price for a machine to buy, an hourly rate for an instance to rent; the currency,
who quoted it and when.  The price is checked at the field (a number above 0) and the OK button
waits for a good one; the page adds the quote to the document as one undoable edit.
"""

from __future__ import annotations

import datetime as dt
import math

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from gpuadvisor.domain.project import Quote, new_id

from ..layout import ERROR_STYLE, FIELD_STYLESHEET, INVALID_PROPERTY, MARGIN, form, vbox
from ..textsafe import escape, plain_label
from ..views.field_widgets import parse_number, split_currency

MAX_PRICE = 1e11  # domain.project.Quote.price


class QuoteDialog(QDialog):
    """Price, currency, vendor and date of a quote for one catalog option (``option_key``)."""

    def __init__(self, option_key: str, option_label: str, owned: bool, currency: str = "TWD",
                 parent: QWidget | None = None, today: dt.date | None = None) -> None:
        super().__init__(parent)
        self.option_key = option_key
        self.owned = owned
        self.quote_id = new_id()
        self.setWindowTitle(self.tr("Enter a quote"))
        self.setStyleSheet(FIELD_STYLESHEET)
        intro = (self.tr("The price a vendor quoted for buying <b>{option}</b> (the whole machine).") if owned
                 else self.tr("The hourly rate a provider quoted for renting <b>{option}</b> (the whole instance)."))
        self.intro = QLabel(intro.format(option=escape(option_label)), self)
        self.intro.setTextFormat(Qt.TextFormat.RichText)  # bold option, escaped
        self.intro.setWordWrap(True)
        self.price = QLineEdit(self)
        self.price.setObjectName("price")
        self.price.setPlaceholderText(self.tr("e.g. 320,000") if owned else self.tr("e.g. 2.5"))
        self.price.setToolTip(self.tr("Purchase price of the whole machine") if owned
                              else self.tr("Price per hour of the whole instance"))
        self.price_error = plain_label(QLabel(self))  # quotes what was typed
        self.price_error.setObjectName("price:error")
        self.price_error.setStyleSheet(ERROR_STYLE)
        self.price_error.setWordWrap(True)
        self.price_error.hide()
        self.currency = QComboBox(self)
        self.currency.addItem("NT$", "TWD")
        self.currency.addItem("US$", "USD")
        self.currency.setCurrentIndex(max(0, self.currency.findData(currency)))
        self.vendor = QLineEdit(self)
        self.vendor.setMaxLength(200)
        self.vendor.setPlaceholderText(self.tr("Who quoted it"))
        self.date = QDateEdit(self)
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        d = today or dt.date.today()
        self.date.setDate(QDate(d.year, d.month, d.day))
        price_box = QWidget(self)
        price_box.setLayout(vbox(self.price, self.price_error, spacing=2))
        price_label = self.tr("Purchase price:") if owned else self.tr("Price per hour:")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Add quote"))
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        self.setLayout(vbox(
            self.intro,
            form((price_label, price_box), (self.tr("Currency:"), self.currency),
                 (self.tr("Vendor:"), self.vendor), (self.tr("Date:"), self.date)),
            self.buttons, margin=MARGIN))
        self.price.textEdited.connect(self._on_price_edited)
        self._check_price(show=False)
        self.resize(460, self.sizeHint().height())

    # -- validation at the field ---------------------------------------------------------------
    def price_value(self) -> float | None:
        value = parse_number(split_currency(self.price.text())[0])  # "NT$75,000", "7.5萬", "US$2.5"
        return value if value is not None and math.isfinite(value) else None

    def price_problem(self) -> str:
        """Why the price cannot be taken ("" when it can)."""
        text = self.price.text().strip()
        if not text:
            return self.tr("Enter the quoted price.")
        value = self.price_value()
        if value is None:
            return self.tr("'{text}' is not a number.").format(text=text)
        if value <= 0:
            return self.tr("The price must be above 0.")
        if value > MAX_PRICE:
            return self.tr("The price is too large.")
        return ""

    def _on_price_edited(self, text: str) -> None:
        code = split_currency(text)[1]
        if code is not None:  # the price says its currency ("US$2.5"): the currency box follows
            self.currency.setCurrentIndex(max(0, self.currency.findData(code)))
        self._check_price(show=True)

    def _check_price(self, show: bool) -> bool:
        problem = self.price_problem()
        empty = not self.price.text().strip()
        visible = bool(problem) and show and not empty  # no scolding before anything is typed
        self.price_error.setText(problem if visible else "")
        self.price_error.setVisible(visible)
        self.price.setProperty(INVALID_PROPERTY, visible)
        self.price.style().unpolish(self.price)
        self.price.style().polish(self.price)
        self.ok_button.setEnabled(not problem)
        return not problem

    def _on_ok(self) -> None:
        if not self._check_price(show=True):
            self.price_error.setText(self.price_problem())
            self.price_error.show()
            return
        try:
            Quote.model_validate(self.quote())
        except ValueError as exc:  # pydantic ValidationError is a ValueError
            self.price_error.setText(str(exc).splitlines()[-1])
            self.price_error.show()
            return
        self.accept()

    # -- result --------------------------------------------------------------------------------
    def quote(self) -> dict:
        """The quote as the document stores it (``domain.project.Quote`` fields)."""
        d = self.date.date()
        return {
            "id": self.quote_id,
            "option": self.option_key,
            "kind": "purchase" if self.owned else "hourly",
            "price": self.price_value(),
            "currency": self.currency.currentData(),
            "vendor": self.vendor.text().strip(),
            "as_of": dt.date(d.year(), d.month(), d.day()).isoformat(),
        }
