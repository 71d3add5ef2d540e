"""Editable tables of Founders tags and circumstances (F-01), shared by the Founders editors.

A :class:`CardTable` shows a tuple of frozen model values (a Founder's
:class:`~deskapp.systems.founders.sheet.Tag` s or a scene's
:class:`~deskapp.systems.founders.sheet.Circumstance` s). It never changes that tuple
itself: an edited cell, a drop or a button builds the new tuple and hands it to
``propose`` (the editor), which builds the new model and offers it to the page.
The page saves it and shows the stored model again, which comes back here
through :meth:`CardTable.show_rows` — so what the table shows is always what is
stored. Adding, removing and moving rows, the view and the spin boxes are
shared with the Agents tables (``tables``); here are the Founders' cells.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QSpinBox,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.systems.founders.sheet import same_name
from deskapp.ui.editors.tables import (
    BoundedSpinBox,
    Index,
    Number,
    PickDelegate,
    Propose,
    RowsModel,
    RowsPanelMixin,
    Wording,
)


@dataclasses.dataclass(frozen=True)
class Choice:
    """One value a choice field can take: how it is shown, and the Undo text of choosing it."""

    value: str
    label: str
    chosen: str  # "Make circumstance '{name}' good"
    colour: str


@dataclasses.dataclass(frozen=True)
class Column:
    """One field of the model value shown as a table column.

    A number column describes its edits with ``raised`` / ``lowered`` (``{name}``,
    ``{value}``); a choice column with its choices' ``chosen``; the name column
    (always the first) with the table's :class:`Wording`.
    """

    field: str
    title: str
    tip: str
    number: Number | None = None
    choices: tuple[Choice, ...] = ()
    raised: str = ""
    lowered: str = ""

    def choice(self, value: Any) -> Choice | None:
        return next((choice for choice in self.choices if choice.value == value), None)


class CardTable(RowsModel):
    """Rows of named frozen values; column 0 is the name, the others are ``columns[1:]``."""

    ROW_MIME_TYPE = "application/x-carddesk-founders-row"
    names_match = staticmethod(same_name)

    def __init__(
        self,
        item_type: type,
        columns: Sequence[Column],
        wording: Wording,
        propose: Propose,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(columns, wording, propose, parent)
        self.item_type = item_type

    # --- edits, each offered as a whole new tuple --------------------------------------

    def new_item(self, name: str, values: dict[str, Any]) -> Any:
        """The value a new row would hold, or None after explaining why it cannot be."""
        tidy = self.free_name(name)
        if tidy is None:
            return None
        try:
            return self.item_type(name=tidy, **values)
        except UserError as error:
            self.refused.emit(str(error))
            return None

    def _changed(self, row: int, column: Column, value: Any) -> tuple[Any, str] | None:
        """The row's new value and the Undo text of setting ``column`` to ``value``.

        None when nothing changes or the change is refused (and :attr:`refused` says why).
        """
        item = self._rows[row]
        if column.field == "name":
            value = " ".join(str(value).split())
            if value == item.name or self.free_name(value, row) is None:
                return None
        elif value == getattr(item, column.field):
            return None
        try:
            new = dataclasses.replace(item, **{column.field: value})
        except UserError as error:
            self.refused.emit(str(error))
            return None
        choice = column.choice(value)
        if column.field == "name":
            description = self.wording.rename.format(name=item.name, new=value)
        elif choice is not None:
            description = choice.chosen.format(name=item.name)
        else:
            template = column.raised if value > getattr(item, column.field) else column.lowered
            description = template.format(name=item.name, value=value)
        return new, description

    # --- QAbstractTableModel ------------------------------------------------------------

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        value = getattr(self._rows[index.row()], column.field)
        choice = column.choice(value)
        if role == Qt.ItemDataRole.DisplayRole:
            return choice.label if choice is not None else str(value)
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.tip
        if role == Qt.ItemDataRole.ForegroundRole and choice is not None:
            return QBrush(QColor(choice.colour))
        if role == Qt.ItemDataRole.TextAlignmentRole and column.number is not None:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row = index.row()
        changed = self._changed(row, self.columns[index.column()], value)
        if changed is None:
            return False
        return self.replace(row, *changed)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled  # a drop below the last row puts it last
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsEditable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemIsDropEnabled
        )


class CardDelegate(PickDelegate):
    """Edits a cell with what its column holds: text, a bounded number, or a choice."""

    refused = Signal(str)

    def __init__(self, table: CardTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        column = self.table.columns[index.column()]
        if column.number is not None:
            spin = BoundedSpinBox(column.number, parent)
            spin.refused.connect(self.refused)
            return spin
        if column.choices:
            combo = QComboBox(parent)
            for choice in column.choices:
                combo.addItem(choice.label, choice.value)
            self._commit_when_picked(combo)
            return combo
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, BoundedSpinBox):
            editor.show_value(value)
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractTableModel, index: Index) -> None:
        if isinstance(editor, BoundedSpinBox):
            editor.interpretText()  # focus left before the box read what was typed
            model.setData(index, editor.value())
        elif isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        else:
            super().setModelData(editor, model, index)


class CardListPanel(QGroupBox, RowsPanelMixin):
    """A titled table of tags or circumstances: edit in place, add below, remove or move beside."""

    refused = Signal(str)

    def __init__(
        self, title: str, tip: str, table: CardTable, parent: QWidget | None = None
    ) -> None:
        super().__init__(title, parent)
        self.setToolTip(tip)
        self.table = table
        table.setParent(self)
        table.refused.connect(self.refused)

        self._make_view()
        delegate = CardDelegate(table, self.view)
        delegate.refused.connect(self.refused)
        self.view.setItemDelegate(delegate)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for section in range(1, len(table.columns)):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        self.view.selectionModel().currentRowChanged.connect(self._update_buttons)
        table.modelReset.connect(self._update_buttons)

        rows = self._make_rows(
            self.tr("Remove the selected row (Delete)"),
            self.tr("Move the selected row up (Ctrl+Up); rows can also be dragged"),
            self.tr("Move the selected row down (Ctrl+Down); rows can also be dragged"),
        )
        self._take_name_edit(QLineEdit(self))
        entry = QHBoxLayout()
        entry.addWidget(self.name_edit, 1)
        self.entry_fields: dict[str, QWidget] = {}
        for column in table.columns[1:]:
            field = self._entry_field(column)
            self.entry_fields[column.field] = field
            entry.addWidget(field)
        entry.addWidget(self._make_add_button(self.tr("Add the row typed on the left (Enter)")))

        layout = QVBoxLayout(self)
        layout.addLayout(rows, 1)
        layout.addLayout(entry)
        self._update_buttons()

    def _entry_field(self, column: Column) -> QWidget:
        if column.number is not None:
            spin = BoundedSpinBox(column.number, self, column.tip)
            spin.refused.connect(self.refused)
            return spin
        combo = QComboBox(self)
        combo.setToolTip(column.tip)
        for choice in column.choices:
            combo.addItem(choice.label, choice.value)
        return combo

    # --- user actions ----------------------------------------------------------------

    def add_entered(self) -> None:
        """Add the row typed into the entry fields, then make ready for the next one."""
        values = {}
        for name, field in self.entry_fields.items():
            if isinstance(field, QSpinBox):
                acceptable = field.hasAcceptableInput()
                field.interpretText()  # explains a number out of range and puts the last one back
                if not acceptable:
                    return  # adding it with a number the user did not type would surprise
                values[name] = field.value()
            elif isinstance(field, QComboBox):
                values[name] = field.currentData()
        item = self.table.new_item(self.name_edit.text(), values)
        if item is None or not self.table.append(item):
            return
        self.name_edit.clear()
        for field in self.entry_fields.values():  # back to what a new row starts with
            if isinstance(field, BoundedSpinBox):
                field.show_value(field.number.minimum)
            elif isinstance(field, QComboBox):
                field.setCurrentIndex(0)
        self.select(item.name)
        self.name_edit.setFocus()
