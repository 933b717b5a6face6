"""Layout helpers and shared spacing constants, so every panel and dialog looks alike."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QFormLayout, QHBoxLayout, QLayout, QVBoxLayout, QWidget

MARGIN = 8
SPACING = 6
FORM_SPACING = 6

# Style for a field that holds a rejected value, and for the message under it.
ERROR_COLOR = "#c62828"
ERROR_STYLE = f"color: {ERROR_COLOR};"
INVALID_PROPERTY = "invalid"
FIELD_STYLESHEET = (
    f'QLineEdit[invalid="true"], QComboBox[invalid="true"] {{ border: 1px solid {ERROR_COLOR}; '
    "border-radius: 2px; padding: 1px; }"
)


def _fill(layout: QBoxLayout, items, margin: int | None, spacing: int) -> QBoxLayout:
    m = MARGIN if margin is None else margin
    layout.setContentsMargins(m, m, m, m)
    layout.setSpacing(spacing)
    for item in items:
        if item is None or item == "stretch":
            layout.addStretch(1)
        elif isinstance(item, int):
            layout.addSpacing(item)
        elif isinstance(item, QLayout):
            layout.addLayout(item)
        else:
            layout.addWidget(item)
    return layout


def hbox(*items, margin: int | None = 0, spacing: int = SPACING) -> QHBoxLayout:
    """A horizontal box of widgets/layouts; ``"stretch"`` adds a stretch, an int adds spacing."""
    return _fill(QHBoxLayout(), items, margin, spacing)


def vbox(*items, margin: int | None = 0, spacing: int = SPACING) -> QVBoxLayout:
    return _fill(QVBoxLayout(), items, margin, spacing)


def form(*rows, margin: int | None = 0) -> QFormLayout:
    """A form of (label, widget) rows with the app's spacing and right-aligned labels."""
    layout = QFormLayout()
    m = MARGIN if margin is None else margin
    layout.setContentsMargins(m, m, m, m)
    layout.setHorizontalSpacing(FORM_SPACING * 2)
    layout.setVerticalSpacing(FORM_SPACING)
    layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
    for label, widget in rows:
        layout.addRow(label, widget)
    return layout


def set_layout(widget: QWidget, layout: QLayout) -> QWidget:
    widget.setLayout(layout)
    return widget
