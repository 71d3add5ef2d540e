"""Editable tables of Founders tags and circumstances (F-01), shared by the Founders editors.

A :class:`CardTable` shows a tuple of frozen model values (a Founder's
:class:`~deskapp.campaign.founders.Tag` s or a scene's
:class:`~deskapp.campaign.founders.Circumstance` s). It never changes that tuple
itself: an edited cell, a drop or a button builds the new tuple and hands it to
``propose`` (the editor), which builds the new model and offers it to the page.
The page saves it and shows the stored model again, which comes back here
through :meth:`CardTable.show_rows` — so what the table shows is always what is
stored.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QEvent,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QIcon, QKeyEvent, QPainter, QPaintEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from deskapp.campaign.founders import same_name
from deskapp.errors import UserError

MOST = 99
"""The largest score, value or count the spin boxes offer.

The model sets no upper limit; two digits are what fits a card's corner, and a
stored larger number is still shown and kept (see :meth:`BoundedSpinBox.show_value`).
"""

ERROR_STYLE = "QLabel { color: #b00020; }"  # the Characters page's own refusal colour

_Index = QModelIndex | QPersistentModelIndex
_ROW_MIME_TYPE = "application/x-carddesk-founders-row"

Propose = Callable[[tuple[Any, ...], str], bool]
"""Offer the table's new rows with an Undo description; false when the editor refused them."""


@dataclasses.dataclass(frozen=True)
class Number:
    """A whole-number field's range; ``refusal`` explains it, with ``{minimum}`` and ``{maximum}``."""

    minimum: int
    refusal: str
    maximum: int = MOST

    def explain(self) -> str:
        return self.refusal.format(minimum=self.minimum, maximum=self.maximum)


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


@dataclasses.dataclass(frozen=True)
class Wording:
    """What one table's rows are called, translated by the editor that owns the table.

    The Undo templates get ``{name}`` (and ``{new}`` for a rename); ``duplicate``
    gets the ``{name}`` already there.
    """

    placeholder: str
    hint: str
    add: str
    remove: str
    rename: str
    move_up: str
    move_down: str
    duplicate: str
    unnamed: str


class CardTable(QAbstractTableModel):
    """Rows of named frozen values; column 0 is the name, the others are ``columns[1:]``."""

    refused = Signal(str)  # why an edit was not even proposed
    moved = Signal(str)  # the name of a row just moved, by a button, a key or a drop

    def __init__(
        self,
        item_type: type,
        columns: Sequence[Column],
        wording: Wording,
        propose: Propose,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.item_type = item_type
        self.columns = tuple(columns)
        self.wording = wording
        self._propose = propose
        self._rows: tuple[Any, ...] = ()

    # --- what is shown ---------------------------------------------------------------

    def show_rows(self, rows: tuple[Any, ...]) -> None:
        """Show the stored rows; a view keeps its selection when only values changed."""
        if len(rows) == len(self._rows):
            self._rows = rows
            if rows:
                last = self.index(len(rows) - 1, len(self.columns) - 1)
                self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    @property
    def rows(self) -> tuple[Any, ...]:
        return self._rows

    def row_named(self, name: str) -> int | None:
        return next(
            (row for row, item in enumerate(self._rows) if same_name(item.name, name)), None
        )

    # --- edits, each offered as a whole new tuple --------------------------------------

    def new_item(self, name: str, values: dict[str, Any]) -> Any:
        """The value a new row would hold, or None after explaining why it cannot be."""
        tidy = " ".join(name.split())
        if not self._name_is_free(tidy, None):
            return None
        try:
            return self.item_type(name=tidy, **values)
        except UserError as error:
            self.refused.emit(str(error))
            return None

    def append(self, item: Any) -> bool:
        return self._propose((*self._rows, item), self.wording.add.format(name=item.name))

    def remove(self, row: int) -> bool:
        if not 0 <= row < len(self._rows):
            return False
        rows = self._rows[:row] + self._rows[row + 1 :]
        return self._propose(rows, self.wording.remove.format(name=self._rows[row].name))

    def move(self, row: int, to: int) -> bool:
        """Put the row at position ``to`` (counted in the new order), for F-02's card order."""
        if not 0 <= row < len(self._rows) or not 0 <= to < len(self._rows) or row == to:
            return False
        item = self._rows[row]
        rest = self._rows[:row] + self._rows[row + 1 :]
        template = self.wording.move_up if to < row else self.wording.move_down
        if not self._propose((*rest[:to], item, *rest[to:]), template.format(name=item.name)):
            return False
        self.moved.emit(item.name)
        return True

    def _name_is_free(self, name: str, own_row: int | None) -> bool:
        if not name:
            self.refused.emit(self.wording.unnamed)
            return False
        other = self.row_named(name)
        if other is not None and other != own_row:
            self.refused.emit(self.wording.duplicate.format(name=self._rows[other].name))
            return False
        return True

    def _changed(self, row: int, column: Column, value: Any) -> tuple[Any, str] | None:
        """The row's new value and the Undo text of setting ``column`` to ``value``.

        None when nothing changes or the change is refused (and :attr:`refused` says why).
        """
        item = self._rows[row]
        if column.field == "name":
            value = " ".join(str(value).split())
            if value == item.name or not self._name_is_free(value, row):
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

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's API
        return 0 if parent.isValid() else len(self.columns)

    def headerData(  # noqa: N802 - Qt's name
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
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

    def setData(  # noqa: N802 - Qt's name
        self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole
    ) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row = index.row()
        changed = self._changed(row, self.columns[index.column()], value)
        if changed is None:
            return False
        item, description = changed
        return self._propose((*self._rows[:row], item, *self._rows[row + 1 :]), description)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled  # a drop below the last row puts it last
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsEditable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemIsDropEnabled
        )

    # --- drag and drop: a row moved inside its own table -------------------------------

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802 - Qt's name
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt's name
        return [_ROW_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802 - Qt's name
        mime = QMimeData()
        rows = sorted({index.row() for index in indexes if index.isValid()})
        if rows:
            mime.setData(_ROW_MIME_TYPE, QByteArray(str(rows[0]).encode()))
        return mime

    def dropMimeData(  # noqa: N802 - Qt's name
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index
    ) -> bool:
        if action != Qt.DropAction.MoveAction or not data.hasFormat(_ROW_MIME_TYPE):
            return False
        source = int(bytes(data.data(_ROW_MIME_TYPE).data()).decode())
        if parent.isValid():
            to = parent.row()  # dropped onto a row: take its place
        elif row < 0:
            to = len(self._rows) - 1  # dropped below the rows
        else:
            to = row - 1 if row > source else row  # dropped between rows: `row` is below the gap
        # The rows move by a proposal, not by Qt removing the dragged row afterwards:
        # removeRows stays unimplemented, so the view's clean-up after a move does nothing.
        return self.move(source, to)


class BoundedSpinBox(QSpinBox):
    """A spin box for a whole number in a model's range that says so when the user types past it.

    Qt alone silently puts the old value back when ``0`` is typed into a box
    that starts at 1; this emits :attr:`refused` with the range's explanation.
    """

    refused = Signal(str)

    def __init__(self, number: Number, parent: QWidget | None = None, tip: str = "") -> None:
        super().__init__(parent)
        self.number = number
        self.setRange(number.minimum, number.maximum)
        self.setToolTip("\n".join(text for text in (tip, number.explain()) if text))
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setAccelerated(True)

    def show_value(self, value: int) -> None:
        """Show a stored value without emitting; one larger than usual widens the range."""
        blocked = self.blockSignals(True)
        self.setMaximum(max(self.number.maximum, value))
        self.setValue(value)
        self.blockSignals(blocked)

    def validate(self, text: str, position: int) -> object:
        state, text, position = super().validate(text, position)  # PySide returns all three
        if state == QValidator.State.Invalid and _is_whole_number(text):
            # Let the whole number be typed, so that Enter explains the range and keeps the
            # old value; refusing the keystroke would turn 100 silently into 10.
            state = QValidator.State.Intermediate
        return state, text, position

    def fixup(self, text: str) -> str:
        if _is_whole_number(text) and not self.minimum() <= int(text) <= self.maximum():
            self.refused.emit(self.number.explain())
        return super().fixup(text)


def _is_whole_number(text: str) -> bool:
    return text.removeprefix("-").isdigit()


class CardDelegate(QStyledItemDelegate):
    """Edits a cell with what its column holds: text, a bounded number, or a choice."""

    refused = Signal(str)

    def __init__(self, table: CardTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table

    def createEditor(  # noqa: N802 - Qt's name
        self, parent: QWidget, option: QStyleOptionViewItem, index: _Index
    ) -> QWidget:
        column = self.table.columns[index.column()]
        if column.number is not None:
            spin = BoundedSpinBox(column.number, parent)
            spin.refused.connect(self.refused)
            return spin
        if column.choices:
            combo = QComboBox(parent)
            for choice in column.choices:
                combo.addItem(choice.label, choice.value)
            # A choice is made the moment it is picked, not when the cell loses focus.
            combo.activated.connect(lambda _row, combo=combo: self._commit_and_close(combo))
            return combo
        return super().createEditor(parent, option, index)

    def _commit_and_close(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor: QWidget, index: _Index) -> None:  # noqa: N802 - Qt's name
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, BoundedSpinBox):
            editor.show_value(value)
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        else:
            super().setEditorData(editor, index)

    def setModelData(  # noqa: N802 - Qt's name
        self, editor: QWidget, model: QAbstractTableModel, index: _Index
    ) -> None:
        if isinstance(editor, BoundedSpinBox):
            editor.interpretText()  # focus left before the box read what was typed
            model.setData(index, editor.value())
        elif isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        else:
            super().setModelData(editor, model, index)


class CardTableView(QTableView):
    """The rows, with Delete to remove one and Ctrl+Up / Ctrl+Down to move it."""

    remove_requested = Signal()
    move_requested = Signal(int)  # −1 up, +1 down

    def __init__(self, hint: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = hint
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setTabKeyNavigation(False)  # Tab leaves the table for the next field
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDragDropOverwriteMode(False)
        self.setDropIndicatorShown(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.horizontalHeader().setHighlightSections(False)

    def event(self, event: QEvent) -> bool:
        # The window's Del deletes the whole character; in this table it means this row.
        if event.type() == QEvent.Type.ShortcutOverride and self._own_key(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if self._own_key(event):
            if event.key() == Qt.Key.Key_Delete:
                self.remove_requested.emit()
            else:
                self.move_requested.emit(-1 if event.key() == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)

    def _own_key(self, event: QEvent) -> bool:
        if not isinstance(event, QKeyEvent) or self.state() == self.State.EditingState:
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() == Qt.Key.Key_Delete:
            return modifiers == Qt.KeyboardModifier.NoModifier
        return event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and (
            modifiers == Qt.KeyboardModifier.ControlModifier
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        model = self.model()
        if model is not None and model.rowCount() == 0:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(
                self.viewport().rect().adjusted(8, 8, -8, -8),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.hint,
            )
            painter.end()


class CardListPanel(QGroupBox):
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
        wording = table.wording

        self.view = CardTableView(wording.hint, self)
        self.view.setModel(table)
        delegate = CardDelegate(table, self.view)
        delegate.refused.connect(self.refused)
        self.view.setItemDelegate(delegate)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for section in range(1, len(table.columns)):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        self.view.remove_requested.connect(self.remove_current)
        self.view.move_requested.connect(self.move_current)
        self.view.selectionModel().currentRowChanged.connect(self._update_buttons)
        table.modelReset.connect(self._update_buttons)
        table.moved.connect(self.select)  # the selection follows the row

        style = self.style()
        self.remove_button = self._button(
            self.tr("Remove"),
            style.standardIcon(QStyle.StandardPixmap.SP_DialogDiscardButton),
            self.tr("Remove the selected row (Delete)"),
            self.remove_current,
        )
        self.up_button = self._button(
            self.tr("Up"),
            style.standardIcon(QStyle.StandardPixmap.SP_ArrowUp),
            self.tr("Move the selected row up (Ctrl+Up); rows can also be dragged"),
            lambda: self.move_current(-1),
        )
        self.down_button = self._button(
            self.tr("Down"),
            style.standardIcon(QStyle.StandardPixmap.SP_ArrowDown),
            self.tr("Move the selected row down (Ctrl+Down); rows can also be dragged"),
            lambda: self.move_current(1),
        )
        side = QVBoxLayout()
        side.addWidget(self.remove_button)
        side.addWidget(self.up_button)
        side.addWidget(self.down_button)
        side.addStretch(1)
        rows = QHBoxLayout()
        rows.addWidget(self.view, 1)
        rows.addLayout(side)

        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(wording.placeholder)
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.returnPressed.connect(self.add_entered)
        self.name_edit.textChanged.connect(self._update_buttons)
        entry = QHBoxLayout()
        entry.addWidget(self.name_edit, 1)
        self.entry_fields: dict[str, QWidget] = {}
        for column in table.columns[1:]:
            field = self._entry_field(column)
            self.entry_fields[column.field] = field
            entry.addWidget(field)
        self.add_button = QPushButton(self.tr("Add"), self)
        self.add_button.setToolTip(self.tr("Add the row typed on the left (Enter)"))
        self.add_button.clicked.connect(self.add_entered)
        self.add_button.setMinimumWidth(self.remove_button.sizeHint().width())
        entry.addWidget(self.add_button)

        layout = QVBoxLayout(self)
        layout.addLayout(rows, 1)
        layout.addLayout(entry)
        self._update_buttons()

    def _button(self, text: str, icon: QIcon, tip: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(icon, text, self)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        button.setStyleSheet("QPushButton { text-align: left; padding: 3px 8px; }")
        return button

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

    def show_rows(self, rows: tuple[Any, ...]) -> None:
        self.table.show_rows(rows)
        self._update_buttons()

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

    def remove_current(self) -> None:
        row = self.view.currentIndex().row()
        if row < 0 or not self.table.remove(row):
            return
        if self.table.rows:
            self.select(self.table.rows[min(row, len(self.table.rows) - 1)].name)

    def move_current(self, step: int) -> None:
        row = self.view.currentIndex().row()
        if row >= 0:
            self.table.move(row, row + step)

    def select(self, name: str) -> None:
        """Make the row of that name current, keeping the column the user was in."""
        row = self.table.row_named(name)
        if row is not None:
            column = max(0, self.view.currentIndex().column())
            self.view.setCurrentIndex(self.table.index(row, column))
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.view.currentIndex().row()
        count = len(self.table.rows)
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < count - 1)
        self.add_button.setEnabled(bool(self.name_edit.text().strip()))


class ProblemLabel(QLabel):
    """Why the last edit was refused, in red, hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet(ERROR_STYLE)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def say(self, message: str) -> None:
        self.setText(message)
        self.show()

    def clear_problem(self) -> None:
        self.clear()
        self.hide()
