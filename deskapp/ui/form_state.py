"""What a form's fields hold, read as plain values and set back: a table screen's
:meth:`~deskapp.ui.table.base.SessionScreen.composing` for the same screen built again in
another language (View → Language), where the lists hold the same data in other words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QLineEdit,
    QSpinBox,
    QTabWidget,
)

Field = QComboBox | QSpinBox | QLineEdit | QAbstractButton | QButtonGroup | QTabWidget


def form_values(fields: Sequence[Field]) -> list[Any]:
    """Each field's value: a list's chosen data (its place when it has none; the words typed
    in an editable one), a number, a text, a check box's state, a button group's checked id, a tab's index."""
    values: list[Any] = []
    for field in fields:
        if isinstance(field, QComboBox):
            data = field.currentData()
            if field.isEditable() and field.currentIndex() < 0:
                values.append(("text", field.currentText()))
            else:  # an entry without data ("Nobody") by its place
                values.append(
                    ("data", data) if data is not None else ("index", field.currentIndex())
                )
        elif isinstance(field, QSpinBox):
            values.append(field.value())
        elif isinstance(field, QLineEdit):
            values.append(field.text())
        elif isinstance(field, QAbstractButton):
            values.append(field.isChecked())
        elif isinstance(field, QButtonGroup):
            values.append(field.checkedId())
        else:
            values.append(field.currentIndex())
    return values


def set_form_values(fields: Sequence[Field], values: Sequence[Any]) -> None:
    """Set back what :func:`form_values` read, field by field in order (a field that fills
    the next ones comes first), as the user would: a button group's button is clicked."""
    for field, value in zip(fields, values, strict=True):
        if isinstance(field, QComboBox):
            kind, chosen = value
            if kind == "data":  # compared in Python: Qt's findData misses tuples
                datas = [field.itemData(index) for index in range(field.count())]
                found = datas.index(chosen) if chosen in datas else -1
            else:
                found = field.findText(chosen) if kind == "text" else chosen
            if found >= 0:
                field.setCurrentIndex(found)
            elif field.isEditable():
                field.setCurrentText(chosen)
        elif isinstance(field, QSpinBox):
            field.setValue(value)
        elif isinstance(field, QLineEdit):
            field.setText(value)
        elif isinstance(field, QAbstractButton):
            field.setChecked(value)
        elif isinstance(field, QButtonGroup):
            button = field.button(value)
            if button is not None and button.isEnabled():
                button.click()
        else:
            field.setCurrentIndex(value)
