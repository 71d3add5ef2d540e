"""Editable tables of Agents cards: aspects, equipment, relationships and threat cards.

A :class:`RowsTable` shows a tuple of frozen model values keyed by their first
column (an aspect's text, a card's name, the agent a relationship points at).
Like the Founders tables it never changes that tuple itself: an edited cell, a
ticked box, a drop or a button builds the new tuple and hands it to
``propose``; the editor builds the new model and offers it to the page, which
saves it and shows the stored model again through :meth:`RowsTable.show_rows`.

The Founders tables (``founders_tables``) handle names and numbers; the Agents
cards also need tick boxes (exhausted, A-11), choices with an icon (aspect
kinds, relationship values) and columns that are only read here and edited
beside the table, so these are their own cells, delegate and entry row; adding,
removing and moving rows, the table view (Delete, Ctrl+Up/Down, the empty-table
hint) and the wording come from ``tables``, as for the Founders tables.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFont, QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QSizePolicy,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.systems.agents.sheet import names_match
from deskapp.ui.editors.tables import (
    Index,
    PickDelegate,
    Propose,
    RowsModel,
    RowsPanelMixin,
    Wording,
)
from deskapp.ui.style import FADED_TEXT

Offer = Callable[[Callable[[], Any], str], bool]
"""Offer the model that a builder makes, with an Undo description (the editor's ``offer``)."""

Refuse = Callable[[str], None]
"""Show the stored model again and say why an edit was not offered (the editor's ``refuse``)."""


@dataclasses.dataclass(frozen=True)
class Option:
    """One value a choice column can take: its word, mark, colour, rule, and Undo text."""

    value: Any
    label: str
    icon: QIcon
    colour: str
    tip: str
    chosen: str = ""  # "Make aspect '{name}' negative"


@dataclasses.dataclass(frozen=True)
class Column:
    """One field of the shown value.

    The kind of column follows from what is set: ``options`` make a choice,
    ``ticked`` / ``unticked`` (Undo texts with ``{name}``) a tick box, anything
    else text — renamed with the table's :class:`Wording` in the first column and
    with ``changed`` (``{name}``, ``{new}``) elsewhere. ``shown`` turns a value
    that is not text into words. A column that is not ``editable`` in its cell
    is edited beside the table; ``mark`` is an icon shown in every cell.
    """

    attribute: str
    title: str
    tip: str
    options: tuple[Option, ...] = ()
    ticked: str = ""
    unticked: str = ""
    changed: str = ""
    shown: Callable[[Any], str] | None = None
    editable: bool = True
    mark: QIcon | None = None

    @property
    def is_flag(self) -> bool:
        return bool(self.ticked)

    @property
    def edited_in_cell(self) -> bool:
        """Text or a choice typed or picked in the cell itself."""
        return self.editable and self.shown is None and not self.is_flag

    def option(self, value: Any) -> Option | None:
        return next((option for option in self.options if option.value == value), None)


class RowsTable(RowsModel):
    """Rows of frozen values; column 0 holds the name that keys them."""

    ROW_MIME_TYPE = "application/x-carddesk-agents-row"
    names_match = staticmethod(names_match)

    def __init__(
        self,
        columns: Sequence[Column],
        wording: Wording,
        propose: Propose,
        dimmed: Callable[[Any], bool] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(columns, wording, propose, parent)
        self._dimmed = dimmed

    def name_of(self, item: Any) -> str:
        return getattr(item, self.columns[0].attribute)

    # --- edits, each offered as a whole new tuple --------------------------------------

    def _changed(self, row: int, column: Column, value: Any) -> tuple[Any, str] | None:
        """The row's new value and the Undo text of setting ``column`` to ``value``.

        None when nothing changes or the change is refused (and :attr:`refused` says why).
        """
        item = self._rows[row]
        name = self.name_of(item)
        if column is self.columns[0]:
            value = self.free_name(str(value), row)
            if value is None:
                return None
        elif not column.options and not column.is_flag:
            value = " ".join(str(value).split())
        if value == getattr(item, column.attribute):
            return None
        try:
            new = dataclasses.replace(item, **{column.attribute: value})
        except UserError as error:
            self.refused.emit(str(error))
            return None
        option = column.option(value)
        if column is self.columns[0]:
            description = self.wording.rename.format(name=name, new=value)
        elif option is not None:
            description = option.chosen.format(name=name)
        elif column.is_flag:
            description = (column.ticked if value else column.unticked).format(name=name)
        else:
            description = column.changed.format(name=name, new=value)
        return new, description

    # --- QAbstractTableModel ------------------------------------------------------------

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        item = self._rows[index.row()]
        value = getattr(item, column.attribute)
        option = column.option(value)
        dimmed = self._dimmed is not None and self._dimmed(item)
        if role == Qt.ItemDataRole.DisplayRole:
            if column.is_flag:
                return None
            if option is not None:
                return option.label
            return column.shown(value) if column.shown is not None else str(value)
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == Qt.ItemDataRole.CheckStateRole and column.is_flag:
            return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.DecorationRole:
            return option.icon if option is not None else column.mark
        if role == Qt.ItemDataRole.ToolTipRole:
            return option.tip if option is not None else column.tip
        if role == Qt.ItemDataRole.ForegroundRole:
            if dimmed:
                return QBrush(QColor(FADED_TEXT))  # still there, but spent
            if option is not None:
                return QBrush(QColor(option.colour))
        if role == Qt.ItemDataRole.FontRole and dimmed:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        column = self.columns[index.column()]
        if column.is_flag and role == Qt.ItemDataRole.CheckStateRole:
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif not column.edited_in_cell or role != Qt.ItemDataRole.EditRole:
            return False
        changed = self._changed(index.row(), column, value)
        if changed is None:
            return False
        return self.replace(index.row(), *changed)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled  # a drop below the last row puts it last
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemIsDropEnabled
        )
        column = self.columns[index.column()]
        if column.is_flag:
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        if column.edited_in_cell:
            return flags | Qt.ItemFlag.ItemIsEditable
        return flags


class ChoiceDelegate(PickDelegate):
    """Edits a choice cell with a drop-down of words and marks; other cells as text."""

    def __init__(self, table: RowsTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        column = self.table.columns[index.column()]
        if not column.options:
            return super().createEditor(parent, option, index)
        combo = OptionCombo(column.options, parent)
        self._commit_when_picked(combo)
        return combo

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, OptionCombo):
            editor.set_value(index.data(Qt.ItemDataRole.EditRole))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractTableModel, index: Index) -> None:
        if isinstance(editor, OptionCombo):
            model.setData(index, editor.value())
        else:
            super().setModelData(editor, model, index)


class OptionCombo(QComboBox):
    """A drop-down of choices, each with its mark and the rule it follows as a tooltip.

    The values are kept here rather than as item data: Qt would hand a string
    back for an enum member.
    """

    def __init__(self, options: Sequence[Option], parent: QWidget, tip: str = "") -> None:
        super().__init__(parent)
        self.options = tuple(options)
        for row, option in enumerate(self.options):
            self.addItem(option.icon, option.label)
            self.setItemData(row, option.tip, Qt.ItemDataRole.ToolTipRole)
        if tip:
            self.setToolTip(tip)

    def value(self) -> Any:
        """The value chosen, or None while nothing is."""
        row = self.currentIndex()
        return self.options[row].value if row >= 0 else None

    def set_value(self, value: Any) -> None:
        rows = [row for row, option in enumerate(self.options) if option.value == value]
        self.setCurrentIndex(rows[0] if rows else -1)


class RowsPanel(QWidget, RowsPanelMixin):
    """A table of cards: edit in place, add from the entry row below, remove or move beside.

    ``build`` makes the new row from the name typed and the owner's ``extra`` entry
    widgets; it may raise :class:`~deskapp.core.errors.UserError` to refuse. ``name_field``
    may be an editable combo box, to offer names to pick. The ``stretch`` column
    takes the width the others leave.
    """

    refused = Signal(str)
    added = Signal(str)  # the name of the card just added: the owner clears its entry fields
    current_changed = Signal()  # another row is current, or the current row's values changed

    def __init__(
        self,
        table: RowsTable,
        build: Callable[[str], Any],
        extra: Sequence[QWidget] = (),
        name_field: QLineEdit | QComboBox | None = None,
        stretch: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self._build = build
        table.setParent(self)
        table.refused.connect(self.refused)

        self._make_view()
        # Rows as tall as a line of text and its mark: a sheet of ten aspects fits at a glance.
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        fill_height(self.view, table_height(self.view, 3))
        self.view.setItemDelegate(ChoiceDelegate(table, self.view))
        header = self.view.horizontalHeader()
        for section in range(len(table.columns)):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.view.selectionModel().currentRowChanged.connect(self._current_moved)
        table.modelReset.connect(self._current_moved)
        table.dataChanged.connect(self.current_changed)

        rows = self._make_rows(
            self.tr("Remove the selected card (Delete)"),
            self.tr("Move the selected card up (Ctrl+Up); cards can also be dragged"),
            self.tr("Move the selected card down (Ctrl+Down); cards can also be dragged"),
        )
        if name_field is None:
            name_field = QLineEdit(self)
        self.name_field = name_field
        self._take_name_edit(
            name_field if isinstance(name_field, QLineEdit) else name_field.lineEdit()
        )
        self._make_add_button(self.tr("Add the card typed on the left (Enter)"))
        self.entry = QHBoxLayout()
        self.entry.addWidget(name_field, 3)
        for widget in extra:
            self.entry.addWidget(widget, 2 if isinstance(widget, QLineEdit) else 0)
        self.entry.addWidget(self.add_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(rows, 1)
        layout.addLayout(self.entry)
        # The owner made its entry widgets before this panel, so Tab would reach them before
        # the table; put them where they stand: the table, its buttons, then the entry row.
        order = (self.view, self.remove_button, self.up_button, self.down_button, name_field)
        for first, second in zip(
            (*order, *extra), (*order[1:], *extra, self.add_button), strict=True
        ):
            QWidget.setTabOrder(first, second)
        self._update_buttons()

    def current_item(self) -> Any:
        row = self.current_row()
        return None if row is None else self.table.rows[row]

    # --- user actions ----------------------------------------------------------------

    def add_entered(self) -> None:
        """Add the card typed into the entry row, then make ready for the next one."""
        name = self.table.free_name(self.name_edit.text())
        if name is None:
            return
        try:
            item = self._build(name)
        except UserError as error:
            self.refused.emit(str(error))
            return
        if not self.table.append(item):
            return
        self.name_edit.clear()
        self.select(self.table.name_of(item))
        self.added.emit(self.table.name_of(item))
        self.name_edit.setFocus()

    def _current_moved(self) -> None:
        self._update_buttons()
        self.current_changed.emit()


def table_height(view: QTableView, rows: int) -> int:
    """The height of a table view showing its header and ``rows`` rows."""
    header = view.horizontalHeader().sizeHint().height()
    return header + rows * view.verticalHeader().defaultSectionSize() + 2 * view.frameWidth()


def fill_height(widget: QWidget, least: int) -> None:
    """Let a list or text box take the height the form leaves, but ask for only ``least``.

    Qt's lists and text boxes prefer about 190 pixels each; a form of several of them
    would then overflow the page the moment a wrapped refusal message appears above
    it (a wrapping label makes the page lay the form out at its preferred height).
    """
    widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
    widget.setMinimumHeight(least)


class TextBox(QPlainTextEdit):
    """Several lines of free text, offered as one edit when the user leaves the box.

    Saving on every keystroke would fill Undo with single letters; Tab moves on to
    the next field, as everywhere else in the form, instead of typing a tab.
    """

    finished = Signal(str)

    def __init__(self, placeholder: str, tip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(placeholder)
        self.setToolTip(tip)
        self.setTabChangesFocus(True)
        fill_height(self, 3 * self.fontMetrics().lineSpacing() + 12)
        self._shown = ""

    def show_text(self, text: str) -> None:
        """Show stored text; only what the user types after it counts as an edit."""
        self._shown = text
        if self.toPlainText() != text:
            self.setPlainText(text)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # The box's own context menu takes the focus for a moment; the user is still editing.
        if event.reason() == Qt.FocusReason.PopupFocusReason:
            return
        if self.toPlainText() != self._shown:
            self.finished.emit(self.toPlainText())
