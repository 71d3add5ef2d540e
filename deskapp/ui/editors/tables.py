"""Table machinery shared by the card editors of several systems (Founders, Agents).

:class:`RowsModel` shows a tuple of frozen model values keyed by a name and
never changes that tuple itself: an edit, a drop or a button builds the new
tuple and hands it to ``propose`` (the editor), which builds the new model and
offers it to the page. The page saves it and shows the stored model again,
which comes back through :meth:`RowsModel.show_rows` — so what a table shows is
always what is stored. Each system's model adds its own columns and cell edits;
:class:`RowsPanelMixin` gives its panel the buttons and keys that add, remove
and move rows, and :class:`SheetEditor` is the editor around the panels.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

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
from PySide6.QtGui import QIcon, QKeyEvent, QPainter, QPaintEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.style import error_label_style

MOST = 99
"""The largest score, value or count the spin boxes offer.

The model sets no upper limit; two digits are what fits a card's corner, and a
stored larger number is still shown and kept (see :meth:`BoundedSpinBox.show_value`).
"""


Index = QModelIndex | QPersistentModelIndex

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


class RowsModel(QAbstractTableModel):
    """Rows of frozen values keyed by their name, added, removed and moved by proposals.

    A subclass sets ``ROW_MIME_TYPE`` (a drag carries a row within its own kind
    of table only), ``names_match`` (how its system compares names) and shows
    and edits the cells; ``columns`` need only a ``title`` and a ``tip``.
    """

    ROW_MIME_TYPE: ClassVar[str]
    names_match: ClassVar[Callable[[str, str], bool]]

    refused = Signal(str)  # why an edit was not even proposed
    moved = Signal(str)  # the name of a row just moved, by a button, a key or a drop

    def __init__(
        self,
        columns: Sequence[Any],
        wording: Wording,
        propose: Propose,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
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

    def name_of(self, item: Any) -> str:
        """The name that keys a row; a table keyed by another field says which."""
        return item.name

    def row_named(self, name: str) -> int | None:
        return next(
            (
                row
                for row, item in enumerate(self._rows)
                if self.names_match(self.name_of(item), name)
            ),
            None,
        )

    def free_name(self, name: str, own_row: int | None = None) -> str | None:
        """``name`` tidied, or None after explaining that it is empty or taken."""
        tidy = " ".join(name.split())
        if not tidy:
            self.refused.emit(self.wording.unnamed)
            return None
        other = self.row_named(tidy)
        if other is not None and other != own_row:
            self.refused.emit(self.wording.duplicate.format(name=self.name_of(self._rows[other])))
            return None
        return tidy

    # --- edits, each offered as a whole new tuple --------------------------------------

    def append(self, item: Any) -> bool:
        return self._propose((*self._rows, item), self.wording.add.format(name=self.name_of(item)))

    def remove(self, row: int) -> bool:
        if not 0 <= row < len(self._rows):
            return False
        rows = self._rows[:row] + self._rows[row + 1 :]
        return self._propose(rows, self.wording.remove.format(name=self.name_of(self._rows[row])))

    def replace(self, row: int, item: Any, description: str) -> bool:
        """Offer the rows with ``item`` in place of row ``row``."""
        return self._propose((*self._rows[:row], item, *self._rows[row + 1 :]), description)

    def move(self, row: int, to: int) -> bool:
        """Put the row at position ``to`` (counted in the new order): the order cards lie in."""
        if not 0 <= row < len(self._rows) or not 0 <= to < len(self._rows) or row == to:
            return False
        item = self._rows[row]
        rest = self._rows[:row] + self._rows[row + 1 :]
        template = self.wording.move_up if to < row else self.wording.move_down
        name = self.name_of(item)
        if not self._propose((*rest[:to], item, *rest[to:]), template.format(name=name)):
            return False
        self.moved.emit(name)
        return True

    # --- QAbstractTableModel ------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip
        return None

    # --- drag and drop: a row moved inside its own table -------------------------------

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [self.ROW_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        rows = sorted({index.row() for index in indexes if index.isValid()})
        if rows:
            mime.setData(self.ROW_MIME_TYPE, QByteArray(str(rows[0]).encode()))
        return mime

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        if action != Qt.DropAction.MoveAction or not data.hasFormat(self.ROW_MIME_TYPE):
            return False
        source = int(bytes(data.data(self.ROW_MIME_TYPE).data()).decode())
        if parent.isValid():
            to = parent.row()  # dropped onto a row: take its place
        elif row < 0:
            to = len(self._rows) - 1  # dropped below the rows
        else:
            to = row - 1 if row > source else row  # dropped between rows: `row` is below the gap
        # The rows move by a proposal, not by Qt removing the dragged row afterwards:
        # removeRows stays unimplemented, so the view's clean-up after a move does nothing.
        return self.move(source, to)


class PickDelegate(QStyledItemDelegate):
    """A delegate whose drop-down cell editors commit the moment a choice is picked."""

    def _commit_when_picked(self, combo: QComboBox) -> None:
        # A choice is made the moment it is picked, not when the cell loses focus.
        combo.activated.connect(lambda _row, combo=combo: self._commit_and_close(combo))

    def _commit_and_close(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)


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

    def keyPressEvent(self, event: QKeyEvent) -> None:
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

    def paintEvent(self, event: QPaintEvent) -> None:
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


class RowsPanelMixin:
    """For a panel widget over a :class:`RowsModel`: the view, the buttons beside it, Add.

    The panel sets ``table``, provides ``add_entered`` and calls the ``_make_…``
    methods in the order its widgets should take Tab.
    """

    table: RowsModel
    view: CardTableView
    name_edit: QLineEdit
    remove_button: QPushButton
    up_button: QPushButton
    down_button: QPushButton
    add_button: QPushButton

    def _make_view(self) -> CardTableView:
        """The table's view, whose keys and drops remove and move rows."""
        self.view = CardTableView(self.table.wording.hint, self)
        self.view.setModel(self.table)
        self.view.remove_requested.connect(self.remove_current)
        self.view.move_requested.connect(self.move_current)
        self.table.moved.connect(self.select)  # the selection follows the row
        return self.view

    def _make_rows(self, remove_tip: str, up_tip: str, down_tip: str) -> QHBoxLayout:
        """The view with Remove, Up and Down beside it; the tips name what a row is."""
        style = self.style()
        self.remove_button = self._button(
            self.tr("Remove"),
            style.standardIcon(QStyle.StandardPixmap.SP_DialogDiscardButton),
            remove_tip,
            self.remove_current,
        )
        self.up_button = self._button(
            self.tr("Up"),
            style.standardIcon(QStyle.StandardPixmap.SP_ArrowUp),
            up_tip,
            lambda: self.move_current(-1),
        )
        self.down_button = self._button(
            self.tr("Down"),
            style.standardIcon(QStyle.StandardPixmap.SP_ArrowDown),
            down_tip,
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
        return rows

    def _button(self, text: str, icon: QIcon, tip: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(icon, text, self)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        button.setStyleSheet("QPushButton { text-align: left; padding: 3px 8px; }")
        return button

    def _take_name_edit(self, name_edit: QLineEdit) -> None:
        """Type a new row's name into ``name_edit``; Enter adds it."""
        self.name_edit = name_edit
        name_edit.setPlaceholderText(self.table.wording.placeholder)
        name_edit.setClearButtonEnabled(True)
        name_edit.returnPressed.connect(self.add_entered)
        name_edit.textChanged.connect(self._update_buttons)

    def _make_add_button(self, tip: str) -> QPushButton:
        self.add_button = QPushButton(self.tr("Add"), self)
        self.add_button.setToolTip(tip)
        self.add_button.clicked.connect(self.add_entered)
        self.add_button.setMinimumWidth(self.remove_button.sizeHint().width())
        return self.add_button

    def show_rows(self, rows: tuple[Any, ...]) -> None:
        self.table.show_rows(rows)
        self._update_buttons()

    def current_row(self) -> int | None:
        """The row the user is on, or None."""
        row = self.view.currentIndex().row()
        return row if 0 <= row < len(self.table.rows) else None

    # --- user actions ----------------------------------------------------------------

    def remove_current(self) -> None:
        row = self.current_row()
        if row is None or not self.table.remove(row):
            return
        rows = self.table.rows
        if rows:
            self.select(self.table.name_of(rows[min(row, len(rows) - 1)]))

    def move_current(self, step: int) -> None:
        row = self.current_row()
        if row is not None:
            self.table.move(row, row + step)

    def select(self, name: str) -> None:
        """Make the row of that name current, keeping the column the user was in."""
        row = self.table.row_named(name)
        if row is not None:
            column = max(0, self.view.currentIndex().column())
            self.view.setCurrentIndex(self.table.index(row, column))
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.current_row()
        count = len(self.table.rows)
        self.remove_button.setEnabled(row is not None)
        self.up_button.setEnabled(row is not None and row > 0)
        self.down_button.setEnabled(row is not None and row < count - 1)
        self.add_button.setEnabled(bool(self.name_edit.text().strip()))


class ProblemLabel(QLabel):
    """Why the last edit was refused, in red, hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet(error_label_style())
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def say(self, message: str) -> None:
        self.setText(message)
        self.show()

    def clear_problem(self) -> None:
        self.clear()
        self.hide()


class SheetEditor(CharacterEditor):
    """A card editor's common part: the red refusal line, number boxes, offering a new model.

    The refusal line is named ``<SYSTEM>_problem``; the subclass lays it out.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problem = ProblemLabel(self)
        self.problem.setObjectName(f"{self.SYSTEM}_problem")

    def show_problem(self, message: str) -> None:
        self.problem.say(message)

    def refuse(self, message: str) -> None:
        """Show the stored model again and say why the edit was not offered."""
        if self.character is not None:
            self.show_character(self.character)
        self.show_problem(message)

    def offer(self, build: Callable[[], Any], description: str) -> bool:
        """Propose the model ``build`` makes; if the model refuses, say why and show it as stored."""
        if self.character is None:
            return False
        try:
            new = build()
        except UserError as error:
            self.refuse(str(error))
            return False
        self.propose(new, description)
        return True

    def _number_box(self, number: Number, tip: str) -> BoundedSpinBox:
        box = BoundedSpinBox(number, self, tip)
        box.setKeyboardTracking(False)  # one saved edit per finished number, not per digit typed
        box.refused.connect(self.show_problem)
        box.setMinimumWidth(80)
        # A two-digit count needs no more room; the form would otherwise stretch it across.
        box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return box
