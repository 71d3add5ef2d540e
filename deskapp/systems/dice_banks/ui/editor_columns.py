"""Columns of the dice-banks editor's tables: how one field of a frozen item is shown and edited.

A table lists frozen items (skills, Scars, …); each :class:`Column` knows how
to read one field, show it, make the editor widget for it, and build the *new*
item with a changed value. Nothing here writes anywhere: the table turns a
changed item into a proposal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox, QWidget

# The model puts no upper bound on levels, boxes and the like, but a spin box
# needs one; no sheet comes near this, and a stored value above it is still
# shown as it is (only an edit is limited).
SPIN_MAXIMUM = 999


def clean_text(text: str) -> str:
    """Text as the model should keep it: no leading, trailing or doubled spaces."""
    return " ".join(text.split())


class Column:
    """One field of the listed items, shown in one table column.

    ``field`` is the item's attribute; ``title`` the header; ``tip`` explains
    the field (with its rule IDs) in the header's and cells' tooltips; ``label``
    names the field inside a sentence, e.g. "level" in "Raise level of skill …".
    """

    editable = True
    alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

    def __init__(self, field: str, title: str, tip: str, label: str | None = None) -> None:
        self.field = field
        self.title = title
        self.tip = tip
        self.label = label or title.lower()

    def value(self, item: Any) -> Any:
        return getattr(item, self.field)

    def text(self, item: Any) -> str:
        """What the cell shows."""
        return str(self.value(item))

    def cell_tip(self, item: Any) -> str:
        """The cell's tooltip; the field's explanation unless a column says more."""
        return self.tip

    def with_value(self, item: Any, value: Any) -> Any:
        """The item with this field set to ``value`` (the model checks it)."""
        return replace(item, **{self.field: value})

    def create_editor(self, parent: QWidget) -> QWidget:
        raise NotImplementedError

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        raise NotImplementedError

    def editor_value(self, editor: QWidget) -> Any:
        raise NotImplementedError


class TextColumn(Column):
    """Free text, such as a name; kept without stray spaces."""

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = QLineEdit(parent)
        editor.setToolTip(self.tip)
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, QLineEdit)
        editor.setText(value)
        editor.selectAll()

    def editor_value(self, editor: QWidget) -> Any:
        assert isinstance(editor, QLineEdit)
        return clean_text(editor.text())


class NumberColumn(Column):
    """A whole number within the model's range; ``signed`` shows "+1" for bonuses."""

    alignment = Qt.AlignmentFlag.AlignCenter

    def __init__(
        self,
        field: str,
        title: str,
        tip: str,
        label: str | None = None,
        *,
        minimum: int = 0,
        maximum: int = SPIN_MAXIMUM,
        signed: bool = False,
    ) -> None:
        super().__init__(field, title, tip, label)
        self.minimum = minimum
        self.maximum = maximum
        self.signed = signed

    def text(self, item: Any) -> str:
        value = self.value(item)
        return f"{value:+d}".replace("-", "−") if self.signed and value else str(value)

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = QSpinBox(parent)
        editor.setRange(self.minimum, self.maximum)
        editor.setToolTip(self.tip)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, QSpinBox)
        editor.setValue(value)
        editor.selectAll()

    def editor_value(self, editor: QWidget) -> Any:
        assert isinstance(editor, QSpinBox)
        return editor.value()


class OptionalNumberColumn(NumberColumn):
    """A whole number or nothing (an item's own Power); the spin box's lowest step means nothing."""

    def __init__(
        self, field: str, title: str, tip: str, label: str, *, none_text: str, **limits: Any
    ) -> None:
        super().__init__(field, title, tip, label, **limits)
        self.none_text = none_text

    def text(self, item: Any) -> str:
        value = self.value(item)
        return self.none_text if value is None else str(value)

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = super().create_editor(parent)
        assert isinstance(editor, QSpinBox)
        editor.setMinimum(self.minimum - 1)
        editor.setSpecialValueText(self.none_text)
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        super().set_editor_value(editor, self.minimum - 1 if value is None else value)

    def editor_value(self, editor: QWidget) -> Any:
        value = super().editor_value(editor)
        return None if value < self.minimum else value


class ChoiceColumn(Column):
    """One of a few values (a skill's kind), or free text with suggestions when ``free``.

    ``choices`` pairs each value with its label; ``show`` labels any value
    (free text included) when the labels alone do not cover it.
    """

    def __init__(
        self,
        field: str,
        title: str,
        tip: str,
        label: str | None = None,
        *,
        choices: Sequence[tuple[Any, str]],
        free: bool = False,
        show: Callable[[Any], str] | None = None,
    ) -> None:
        super().__init__(field, title, tip, label)
        self.choices = tuple(choices)
        self.free = free
        self.show = show

    def text(self, item: Any) -> str:
        value = self.value(item)
        if self.show is not None:
            return self.show(value)
        return next((label for choice, label in self.choices if choice == value), str(value))

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = QComboBox(parent)
        editor.setEditable(self.free)
        editor.setToolTip(self.tip)
        # Labels only: the values stay here, as they are (Qt would turn an enum into text).
        editor.addItems([label for _choice, label in self.choices])
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, QComboBox)
        values = [choice for choice, _label in self.choices]
        if value in values:
            editor.setCurrentIndex(values.index(value))
        elif self.free:
            editor.setEditText(value)

    def editor_value(self, editor: QWidget) -> Any:
        assert isinstance(editor, QComboBox)
        if self.free:
            text = clean_text(editor.currentText())
            # A suggestion's label may differ from its stored value.
            return next((choice for choice, label in self.choices if label == text), text)
        return self.choices[editor.currentIndex()][0]


class CheckColumn(Column):
    """A yes/no field shown as a check box, toggled by a click or the space bar."""

    alignment = Qt.AlignmentFlag.AlignCenter

    def __init__(self, field: str, title: str, tip: str, on: str, off: str) -> None:
        super().__init__(field, title, tip)
        self.on, self.off = on, off  # what ticking and unticking do, e.g. "Allow burning …"

    def text(self, item: Any) -> str:
        return ""


class DerivedColumn(Column):
    """A read-only value worked out from the item, e.g. a capacity's base Power (B-20)."""

    editable = False
    alignment = Qt.AlignmentFlag.AlignCenter

    def __init__(
        self,
        title: str,
        tip: str,
        show: Callable[[Any], str],
        explain: Callable[[Any], str] | None = None,
    ) -> None:
        super().__init__("", title, tip)
        self.show = show
        self.explain = explain

    def value(self, item: Any) -> Any:
        return self.show(item)

    def cell_tip(self, item: Any) -> str:
        return self.explain(item) if self.explain is not None else self.tip


class PaintedColumn(DerivedColumn):
    """A read-only column drawn by ``paint(painter, rect, item, palette)`` rather than as text."""

    def __init__(
        self,
        title: str,
        tip: str,
        show: Callable[[Any], str],
        paint: Callable[..., None],
        width: Callable[[Any], int],
    ) -> None:
        super().__init__(title, tip, show, show)
        self.paint = paint
        self.width = width
