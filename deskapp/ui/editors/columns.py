"""Columns of an editable list: how one field of a frozen item is shown, edited and described.

A list (:mod:`deskapp.ui.editors.lists`) shows a tuple of frozen items, one per
row; each :class:`Column` reads one field of an item, shows it, makes the widget
that edits it (in its cell, or in the entry row that adds an item) and builds
the *new* item with a changed value. Nothing here writes anywhere.

The kinds: :class:`TextColumn`, :class:`NumberColumn` (a whole number within
bounds), :class:`OptionalNumberColumn`, :class:`ChoiceColumn` (one of a few
:class:`Option` s, or free text with suggestions), :class:`CheckColumn`,
:class:`DerivedColumn` (read only) and :class:`PaintedColumn` (read only, drawn).
A system's editor makes its own columns from these, and may subclass them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QIcon, QPainter, QPalette
from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from deskapp.core.i18n import translate
from deskapp.core.records import text_limit
from deskapp.ui.editors.tables import MOST, BoundedSpinBox, Number


def clean_text(text: str) -> str:
    """Text as a model keeps it: no leading, trailing or doubled spaces."""
    return " ".join(text.split())


class Column:
    """One field of the listed items, shown in one table column.

    ``field`` is the item's attribute; ``title`` the header; ``tip`` explains the
    field (with its rule IDs) in the header's and cells' tooltips; ``label``
    names the field inside a sentence ("level" in "Raise level of skill …").
    ``change`` (and for numbers ``raised`` / ``lowered``) is the Undo text of an
    edit, overriding the list's :class:`~deskapp.ui.editors.lists.Wording`; it gets
    ``{name}`` (the row's), ``{field}``, ``{value}`` (as shown) and ``{new}``.
    ``icon`` is a mark shown in every cell; ``required`` refuses empty text.
    """

    editable = True
    alignment: Qt.AlignmentFlag | None = None

    def __init__(
        self,
        field: str,
        title: str,
        tip: str = "",
        label: str | None = None,
        *,
        change: str = "",
        icon: QIcon | None = None,
        required: bool = False,
        editable: bool | None = None,
    ) -> None:
        self.field = field
        self.title = title
        self.tip = tip
        self.label = label or title.lower()
        self.change = change
        self.icon = icon
        self.required = required
        if editable is not None:
            self.editable = editable

    def value(self, item: Any) -> Any:
        return getattr(item, self.field)

    def text(self, item: Any) -> str:
        """What the cell shows."""
        return self.show_value(self.value(item))

    def show_value(self, value: Any) -> str:
        return str(value)

    def cell_tip(self, item: Any) -> str:
        """The cell's tooltip: the field's explanation unless a column says more."""
        return self.tip

    def icon_of(self, item: Any) -> QIcon | None:
        return self.icon

    def colour_of(self, item: Any) -> str:
        """A colour for the cell's text, ``#rrggbb``, or "" for the usual one."""
        return ""

    def tidy(self, value: Any) -> Any:
        """A value typed or chosen, as the model keeps it."""
        return value

    def describe(self, wording: Any, name: str, old: Any, new: Any) -> str:
        """The Undo text of setting this field of the row ``name`` from ``old`` to ``new``."""
        return self.fill(self.change or wording.change, wording, name, new)

    def fill(self, template: str, wording: Any, name: str, new: Any) -> str:
        """An Undo template filled for this field of the row ``name`` set to ``new``."""
        return template.format(
            name=name, field=self.label, value=self.show_value(new), new=new, what=wording.what
        )

    # --- editing in a cell, and in the entry row --------------------------------------

    def create_editor(self, parent: QWidget) -> QWidget:
        raise NotImplementedError

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        raise NotImplementedError

    def editor_value(self, editor: QWidget) -> Any:
        raise NotImplementedError

    def create_entry(self, parent: QWidget) -> QWidget:
        """The widget of the entry row that gives a new item this field, at its default."""
        editor = self.create_editor(parent)
        self.reset_entry(editor)
        return editor

    def reset_entry(self, editor: QWidget) -> None:
        """Put an entry widget back to what a new item starts with."""


class TextColumn(Column):
    """Free text, such as a name; kept without stray spaces."""

    def tidy(self, value: Any) -> Any:
        return clean_text(str(value))

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = QLineEdit(parent)
        editor.setToolTip(self.tip)
        editor.setMaxLength(text_limit(self.field))  # the documented limit of its field
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, QLineEdit)
        editor.setText(value)
        editor.selectAll()

    def editor_value(self, editor: QWidget) -> Any:
        assert isinstance(editor, QLineEdit)
        return clean_text(editor.text())

    def create_entry(self, parent: QWidget) -> QWidget:
        editor = self.create_editor(parent)
        assert isinstance(editor, QLineEdit)
        editor.setPlaceholderText(self.title)
        return editor

    def reset_entry(self, editor: QWidget) -> None:
        assert isinstance(editor, QLineEdit)
        editor.clear()


class NumberColumn(Column):
    """A whole number from ``minimum`` to ``maximum``; ``signed`` shows "+1" for bonuses.

    A number typed past the bounds is explained with ``refusal`` (``{minimum}``,
    ``{maximum}``) rather than silently put back. An edit is described with
    ``raised`` or ``lowered`` when given, else with the list's wording.
    """

    alignment = Qt.AlignmentFlag.AlignCenter

    def __init__(
        self,
        field: str,
        title: str,
        tip: str = "",
        label: str | None = None,
        *,
        minimum: int = 0,
        maximum: int = MOST,
        signed: bool = False,
        refusal: str = "",
        raised: str = "",
        lowered: str = "",
        default: int | None = None,
        **options: Any,
    ) -> None:
        super().__init__(field, title, tip, label, **options)
        self.number = Number(
            minimum,
            refusal or translate("ListColumns", "A whole number from {minimum} to {maximum}."),
            maximum,
        )
        self.signed = signed
        self.raised = raised
        self.lowered = lowered
        self.default = minimum if default is None else default

    @property
    def minimum(self) -> int:
        return self.number.minimum

    @property
    def maximum(self) -> int:
        return self.number.maximum

    def show_value(self, value: Any) -> str:
        if self.signed and value:
            return f"{value:+d}".replace("-", "−")
        return str(value)

    def describe(self, wording: Any, name: str, old: Any, new: Any) -> str:
        if self.change or old is None or new is None:
            return super().describe(wording, name, old, new)
        template = (
            (self.raised or wording.raised) if new > old else (self.lowered or wording.lowered)
        )
        return self.fill(template or wording.change, wording, name, new)

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = BoundedSpinBox(self.number, parent, self.tip)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, BoundedSpinBox)
        editor.show_value(value)
        editor.selectAll()

    def editor_value(self, editor: QWidget) -> Any:
        assert isinstance(editor, BoundedSpinBox)
        editor.interpretText()  # a number still being typed counts (or is explained)
        return editor.value()

    def create_entry(self, parent: QWidget) -> QWidget:
        editor = super().create_entry(parent)
        assert isinstance(editor, BoundedSpinBox)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        return editor

    def reset_entry(self, editor: QWidget) -> None:
        assert isinstance(editor, BoundedSpinBox)
        editor.show_value(self.default)


class OptionalNumberColumn(NumberColumn):
    """A whole number or nothing (an item's own Power); the spin box's lowest step means nothing."""

    def __init__(
        self, field: str, title: str, tip: str, label: str, *, none_text: str, **limits: Any
    ) -> None:
        super().__init__(field, title, tip, label, **limits)
        self.none_text = none_text

    def show_value(self, value: Any) -> str:
        return self.none_text if value is None else super().show_value(value)

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = super().create_editor(parent)
        assert isinstance(editor, BoundedSpinBox)
        editor.setMinimum(self.minimum - 1)
        editor.setSpecialValueText(self.none_text)
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        super().set_editor_value(editor, self.minimum - 1 if value is None else value)

    def editor_value(self, editor: QWidget) -> Any:
        value = super().editor_value(editor)
        return None if value < self.minimum else value


@dataclasses.dataclass(frozen=True)
class Option:
    """One value a choice column can take: its word, and optionally mark, colour, rule, Undo text.

    ``chosen`` ("Make aspect '{name}' negative") describes choosing it; without
    it the column's or the list's wording does.
    """

    value: Any
    label: str
    icon: QIcon | None = None
    colour: str = ""
    tip: str = ""
    chosen: str = ""


class OptionCombo(QComboBox):
    """A drop-down of options, each with its mark and the rule it follows as a tooltip.

    The values are kept here rather than as item data: Qt would hand a string
    back for an enum member.
    """

    def __init__(
        self, options: Sequence[Option], parent: QWidget | None = None, tip: str = ""
    ) -> None:
        super().__init__(parent)
        self.options = tuple(options)
        for row, option in enumerate(self.options):
            if option.icon is not None:
                self.addItem(option.icon, option.label)
            else:
                self.addItem(option.label)
            self.setItemData(row, option.value)
            if option.tip:
                self.setItemData(row, option.tip, Qt.ItemDataRole.ToolTipRole)
        if tip:
            self.setToolTip(tip)

    def value(self) -> Any:
        """The value chosen (free text when editable and typed), or None while nothing is."""
        if self.isEditable():
            text = clean_text(self.currentText())
            # A suggestion's label may differ from its stored value.
            return next((option.value for option in self.options if option.label == text), text)
        row = self.currentIndex()
        return self.options[row].value if row >= 0 else None

    def set_value(self, value: Any) -> None:
        rows = [row for row, option in enumerate(self.options) if option.value == value]
        if rows:
            self.setCurrentIndex(rows[0])
        elif self.isEditable():
            self.setCurrentIndex(-1)
            self.setEditText(str(value))
        else:
            self.setCurrentIndex(-1)


class ChoiceColumn(Column):
    """One of a few :class:`Option` s, or free text with suggestions when ``free``.

    ``show`` words any value (free text included) when the options alone do not
    cover it; ``default`` is the value the entry row starts at (the first option).
    """

    def __init__(
        self,
        field: str,
        title: str,
        tip: str = "",
        label: str | None = None,
        *,
        options: Sequence[Option],
        free: bool = False,
        show: Callable[[Any], str] | None = None,
        default: Any = None,
        **more: Any,
    ) -> None:
        super().__init__(field, title, tip, label, **more)
        self.options = tuple(options)
        self.free = free
        self.show = show
        self.default = self.options[0].value if default is None and self.options else default

    def option(self, value: Any) -> Option | None:
        return next((option for option in self.options if option.value == value), None)

    def show_value(self, value: Any) -> str:
        if self.show is not None:
            return self.show(value)
        option = self.option(value)
        return option.label if option is not None else str(value)

    def cell_tip(self, item: Any) -> str:
        option = self.option(self.value(item))
        return option.tip if option is not None and option.tip else self.tip

    def icon_of(self, item: Any) -> QIcon | None:
        option = self.option(self.value(item))
        return option.icon if option is not None and option.icon is not None else self.icon

    def colour_of(self, item: Any) -> str:
        option = self.option(self.value(item))
        return option.colour if option is not None else ""

    def tidy(self, value: Any) -> Any:
        return clean_text(value) if self.free and isinstance(value, str) else value

    def describe(self, wording: Any, name: str, old: Any, new: Any) -> str:
        option = self.option(new)
        if option is not None and option.chosen:
            return option.chosen.format(name=name)
        return super().describe(wording, name, old, new)

    def create_editor(self, parent: QWidget) -> QWidget:
        editor = OptionCombo(self.options, parent, self.tip)
        editor.setEditable(self.free)
        if self.free:
            editor.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        return editor

    def set_editor_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, OptionCombo)
        editor.set_value(value)

    def editor_value(self, editor: QWidget) -> Any:
        assert isinstance(editor, OptionCombo)
        return editor.value()

    def reset_entry(self, editor: QWidget) -> None:
        assert isinstance(editor, OptionCombo)
        editor.set_value(self.default)


class CheckColumn(Column):
    """A yes/no field shown as a check box, toggled by a click or the space bar.

    ``on`` and ``off`` describe ticking and unticking ("Exhaust aspect '{name}'").
    """

    alignment = Qt.AlignmentFlag.AlignCenter

    def __init__(self, field: str, title: str, tip: str, *, on: str, off: str) -> None:
        super().__init__(field, title, tip)
        self.on, self.off = on, off

    def text(self, item: Any) -> str:
        return ""

    def describe(self, wording: Any, name: str, old: Any, new: Any) -> str:
        return (self.on if new else self.off).format(name=name)


class DerivedColumn(Column):
    """A read-only value worked out from the item, e.g. a capacity's base Power.

    ``show`` words it; ``explain`` gives the cell's tooltip (the column's tip otherwise).
    """

    editable = False

    def __init__(
        self,
        title: str,
        tip: str,
        show: Callable[[Any], str],
        explain: Callable[[Any], str] | None = None,
        *,
        alignment: Qt.AlignmentFlag | None = Qt.AlignmentFlag.AlignCenter,
        **options: Any,
    ) -> None:
        super().__init__("", title, tip, **options)
        self.show = show
        self.explain = explain
        self.alignment = alignment

    def value(self, item: Any) -> Any:
        return self.show(item)

    def cell_tip(self, item: Any) -> str:
        return self.explain(item) if self.explain is not None else self.tip


class PaintedColumn(DerivedColumn):
    """A read-only column drawn by ``paint(painter, rect, item, palette)`` rather than as text.

    ``show`` words it for tooltips and screen readers; ``width(item)`` is the room it needs.
    """

    def __init__(
        self,
        title: str,
        tip: str,
        show: Callable[[Any], str],
        paint: Callable[[QPainter, QRect, Any, QPalette], None],
        width: Callable[[Any], int],
    ) -> None:
        super().__init__(title, tip, show, show)
        self.paint = paint
        self.width = width
