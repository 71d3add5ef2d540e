"""The one editable list of every character editor: a table of frozen items with its buttons.

:class:`ListModel` shows a tuple of frozen items (aspects, traits, skills, Scars …)
described by :mod:`~deskapp.ui.editors.columns`; the first column is the item's
name, which keys it. The model never changes that tuple itself: adding, removing,
moving (buttons, keys, drag and drop) or editing a cell builds the new tuple and
hands it to ``propose`` with an Undo description; the editor builds the new model
object and offers it to the page, which saves it and shows the stored one again
through :meth:`ListPanel.show_items` — so the list always shows what is stored.

:class:`ListDelegate` edits a cell with the widget its column makes,
:class:`ListView` is the table (Insert adds, Delete removes, Alt+Up / Alt+Down
move, the empty-list hint) and :class:`ListPanel` puts the table, its Add /
Remove / Up / Down buttons, an optional entry row and the problem line together.
"""

from __future__ import annotations

import dataclasses
import itertools
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
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.records import text_limit
from deskapp.ui.editors.columns import CheckColumn, Column, PaintedColumn
from deskapp.ui.editors.tables import BoundedSpinBox, ProblemLabel, fill_height, table_height
from deskapp.ui.i18n import native_keys
from deskapp.ui.plain import as_written
from deskapp.ui.style import FADED_TEXT

Index = QModelIndex | QPersistentModelIndex

Propose = Callable[[tuple[Any, ...], str], bool]
"""Offer the list's new items with an Undo description; false (or a raised
:class:`~deskapp.core.errors.UserError`) when the editor refused them."""

ROW_MIME_TYPE = "application/x-carddesk-list-row"


def key_names() -> dict[str, str]:
    """The lists' keys as Qt names them in the language (Del, Delete, Suppr): the words F1
    and the menus show, one word per key in each language."""
    return {
        "insert": native_keys("Ins"),
        "delete": native_keys("Del"),
        "enter": native_keys("Enter"),
    }


def same_name(first: str, second: str) -> bool:
    """Names compared as a user reads them: case and stray spaces do not count."""
    return " ".join(first.split()).casefold() == " ".join(second.split()).casefold()


@dataclasses.dataclass(frozen=True)
class Wording:
    """What one list's items are called, translated by the editor that owns the list.

    Every template is filled with ``{name}`` (the item's), and as it applies
    ``{old}`` / ``{new}`` (a rename or a new value), ``{value}`` (a value as shown;
    for ``add``, the new item's second column), ``{field}`` (a column's label) and
    ``{what}``. ``change`` describes a cell edit a column does not describe
    itself; ``raised`` / ``lowered`` a number edit; ``empty`` refuses empty text
    in a column that requires some.
    """

    what: str
    hint: str
    add: str
    remove: str
    rename: str
    move_up: str
    move_down: str
    duplicate: str
    unnamed: str
    change: str = ""
    raised: str = ""
    lowered: str = ""
    empty: str = ""
    placeholder: str = ""

    @classmethod
    def of(cls, what: str, hint: str, placeholder: str = "", duplicate: str = "") -> Wording:
        """Plain sentences about a ``what`` ("skill"): "Add skill 'Šerm'", "Raise level of …";
        ``duplicate`` when the owner words that refusal itself."""

        def filled(text: str) -> str:
            return text.replace("{what}", what)

        return cls(
            what=what,
            hint=hint,
            add=filled(translate("ListWording", "Add {what} '{name}'")),
            remove=filled(translate("ListWording", "Remove {what} '{name}'")),
            rename=filled(translate("ListWording", "Rename {what} '{old}' to '{new}'")),
            move_up=filled(translate("ListWording", "Move {what} '{name}' up")),
            move_down=filled(translate("ListWording", "Move {what} '{name}' down")),
            duplicate=duplicate
            or filled(translate("ListWording", "Another {what} is already named '{name}'.")),
            unnamed=filled(translate("ListWording", "Every {what} needs a name.")),
            change=filled(translate("ListWording", "Set {field} of {what} '{name}' to {value}")),
            raised=filled(translate("ListWording", "Raise {field} of {what} '{name}' to {value}")),
            lowered=filled(translate("ListWording", "Lower {field} of {what} '{name}' to {value}")),
            empty=filled(
                translate("ListWording", "The {field} of {what} '{name}' cannot be empty.")
            ),
            placeholder=placeholder,
        )


@dataclasses.dataclass(frozen=True)
class NamedValue:
    """A row of a list its model keeps as name–value pairs: an attribute or a skill and its
    rating (Cinematic), a damage type and its points in a Scar (Dice banks)."""

    name: str
    value: int


class ListModel(QAbstractTableModel):
    """Rows of frozen items keyed by their name (column 0), changed only by proposals.

    ``names_match`` is how the system compares names (case-blind by default);
    ``dimmed(item)`` greys a row that is still there but spent.
    """

    refused = Signal(str)  # why an edit was not even proposed, or was refused
    moved = Signal(int)  # the row a row was just moved to, by a button, a key or a drop

    def __init__(
        self,
        columns: Sequence[Column],
        wording: Wording,
        propose: Propose,
        *,
        names_match: Callable[[str, str], bool] = same_name,
        dimmed: Callable[[Any], bool] | None = None,
        reorderable: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self.wording = wording
        self._propose = propose
        self.names_match = names_match
        self._dimmed = dimmed
        self.reorderable = reorderable
        self._items: tuple[Any, ...] = ()

    # --- what is shown ---------------------------------------------------------------

    @property
    def items(self) -> tuple[Any, ...]:
        return self._items

    def show_items(self, items: tuple[Any, ...]) -> None:
        """Show the stored items. The same number of rows is updated in place, so an open
        cell editor, the current cell and the selection survive an edit just saved."""
        if len(items) == len(self._items):
            self._items = items
            if items:
                last = self.index(len(items) - 1, len(self.columns) - 1)
                self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self._items = items
        self.endResetModel()

    def name_of(self, item: Any) -> str:
        return self.columns[0].value(item)

    def row_named(self, name: str) -> int | None:
        return next(
            (
                row
                for row, item in enumerate(self._items)
                if self.names_match(self.name_of(item), name)
            ),
            None,
        )

    def free_name(self, name: str, own_row: int | None = None) -> str | None:
        """``name`` tidied, or None after explaining that it is empty or taken."""
        tidy = " ".join(str(name).split())
        if not tidy:
            self.refused.emit(self.wording.unnamed)
            return None
        other = self.row_named(tidy)
        if other is not None and other != own_row:
            # Named as it is already, which may differ from what was typed in case or spaces.
            self.refused.emit(self.wording.duplicate.format(name=self.name_of(self._items[other])))
            return None
        return tidy

    def unused_name(self, first: str, suggested: Sequence[str] = ()) -> str:
        """The first of ``suggested`` not taken, else ``first``, else ``first 2``, ``first 3`` …"""
        numbered = (f"{first} {number}" for number in itertools.count(2))
        candidates = itertools.chain(suggested, (first,), numbered)
        return next(name for name in candidates if self.row_named(name) is None)

    # --- edits, each offered as a whole new tuple --------------------------------------

    def offer(self, items: tuple[Any, ...], description: str) -> bool:
        """Propose ``items``; a refusal the editor raises is explained through :attr:`refused`."""
        try:
            return bool(self._propose(items, description))
        except UserError as error:
            self.refused.emit(str(error))
            return False

    def append(self, item: Any) -> bool:
        value = self.columns[1].text(item) if len(self.columns) > 1 else ""
        name = self.name_of(item)
        description = self.wording.add.format(name=name, value=value, what=self.wording.what)
        return self.offer((*self._items, item), description)

    def remove(self, row: int) -> bool:
        if not 0 <= row < len(self._items):
            return False
        items = self._items[:row] + self._items[row + 1 :]
        name = self.name_of(self._items[row])
        return self.offer(items, self.wording.remove.format(name=name, what=self.wording.what))

    def replace(self, row: int, item: Any, description: str) -> bool:
        """Offer the items with ``item`` in place of row ``row``."""
        return self.offer((*self._items[:row], item, *self._items[row + 1 :]), description)

    def change(self, row: int, description: str, **values: Any) -> bool:
        """Offer row ``row`` with ``values`` set; a value its item refuses is explained."""
        try:
            new = dataclasses.replace(self._items[row], **values)
        except UserError as error:
            self.refused.emit(str(error))
            return False
        return self.replace(row, new, description)

    def move(self, row: int, to: int) -> bool:
        """Put the row at position ``to`` (counted in the new order): the order cards lie in."""
        count = len(self._items)
        if not self.reorderable or not (0 <= row < count and 0 <= to < count) or row == to:
            return False
        item = self._items[row]
        rest = self._items[:row] + self._items[row + 1 :]
        template = self.wording.move_up if to < row else self.wording.move_down
        description = template.format(name=self.name_of(item), what=self.wording.what)
        if not self.offer((*rest[:to], item, *rest[to:]), description):
            return False
        self.moved.emit(to)
        return True

    def edit(self, row: int, column: Column, value: Any) -> bool:
        """Offer the row with ``column`` set to ``value``: checked, tidied and described."""
        item = self._items[row]
        name = self.name_of(item)
        value = column.tidy(value)
        old = column.value(item)
        if column is self.columns[0]:
            if value == old:
                return False
            value = self.free_name(value, row)
            if value is None:
                return False
        elif isinstance(value, str) and not value and column.required:
            self.refused.emit(
                self.wording.empty.format(field=column.label, what=self.wording.what, name=name)
            )
            return False
        if value == old:
            return False  # nothing changed: no Undo step
        try:
            new = dataclasses.replace(item, **{column.field: value})
        except UserError as error:  # before the description, which reads the value as valid
            self.refused.emit(str(error))
            return False
        if column is self.columns[0]:
            description = self.wording.rename.format(
                name=name, old=name, new=value, what=self.wording.what
            )
        else:
            description = column.describe(self.wording, name, old, value)
        return self.replace(row, new, description)

    # --- QAbstractTableModel ------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        item = self._items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(item)
        if role == Qt.ItemDataRole.EditRole:
            return column.value(item)
        if role == Qt.ItemDataRole.ToolTipRole:
            return as_written(column.cell_tip(item)) or None
        if role == Qt.ItemDataRole.DecorationRole:
            return column.icon_of(item)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.alignment is not None:
            return column.alignment
        if role == Qt.ItemDataRole.CheckStateRole and isinstance(column, CheckColumn):
            return Qt.CheckState.Checked if column.value(item) else Qt.CheckState.Unchecked
        dimmed = self._dimmed is not None and self._dimmed(item)
        if role == Qt.ItemDataRole.ForegroundRole:
            colour = FADED_TEXT if dimmed else column.colour_of(item)  # spent, but still there
            return QBrush(QColor(colour)) if colour else None
        if role == Qt.ItemDataRole.FontRole and dimmed:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        column = self.columns[index.column()]
        if isinstance(column, CheckColumn):
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif role != Qt.ItemDataRole.EditRole or not column.editable:
            return False
        return self.edit(index.row(), column, value)

    def flags(self, index: Index) -> Qt.ItemFlag:
        movable = Qt.ItemFlag.ItemIsDropEnabled if self.reorderable else Qt.ItemFlag.NoItemFlags
        if not index.isValid():
            return movable  # a drop below the last row puts it last
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | movable
        if self.reorderable:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        column = self.columns[index.column()]
        if isinstance(column, CheckColumn):
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        if column.editable:
            return flags | Qt.ItemFlag.ItemIsEditable
        return flags

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip or None
        return None

    # --- drag and drop: a row moved inside its own list --------------------------------

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [ROW_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        rows = sorted({index.row() for index in indexes if index.isValid()})
        if rows:
            # The list's own identity goes along: a row dropped on another list is refused.
            mime.setData(ROW_MIME_TYPE, QByteArray(f"{id(self)} {rows[0]}".encode()))
        return mime

    def _dragged_row(self, data: QMimeData) -> int | None:
        if not data.hasFormat(ROW_MIME_TYPE):
            return None
        owner, _, row = bytes(data.data(ROW_MIME_TYPE).data()).decode().partition(" ")
        return int(row) if owner == str(id(self)) and row.isdigit() else None

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return (
            self.reorderable
            and action == Qt.DropAction.MoveAction
            and self._dragged_row(data) is not None
        )

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        source = self._dragged_row(data)
        if action != Qt.DropAction.MoveAction or source is None:
            return False
        if parent.isValid():
            to = parent.row()  # dropped onto a row: take its place
        elif row < 0:
            to = len(self._items) - 1  # dropped below the rows
        else:
            to = row - 1 if row > source else row  # dropped between rows: `row` is below the gap
        # The rows move by a proposal, not by Qt removing the dragged row afterwards:
        # removeRows stays unimplemented, so the view's clean-up after a move does nothing.
        return self.move(source, to)


class ListDelegate(QStyledItemDelegate):
    """Edits a cell with the widget its column makes; draws a painted column itself.

    A drop-down commits the moment a choice is picked; a number typed out of
    range is explained through :attr:`refused`.
    """

    refused = Signal(str)

    def __init__(self, model: ListModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def _column(self, index: Index) -> Column:
        return self.model.columns[index.column()]

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        editor = self._column(index).create_editor(parent)
        if isinstance(editor, QComboBox) and not editor.isEditable():
            editor.activated.connect(lambda _row, editor=editor: self._commit_and_close(editor))
        if isinstance(editor, BoundedSpinBox):
            editor.refused.connect(self.refused)
        return editor

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        column = self._column(index)
        column.set_editor_value(editor, column.value(self.model.items[index.row()]))

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        model.setData(index, self._column(index).editor_value(editor), Qt.ItemDataRole.EditRole)

    def _commit_and_close(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        column = self._column(index)
        if not isinstance(column, PaintedColumn):
            super().paint(painter, option, index)
            return
        background = QStyleOptionViewItem(option)
        self.initStyleOption(background, index)
        background.text = ""
        style = option.widget.style() if option.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, background, painter, option.widget)
        column.paint(painter, option.rect, self.model.items[index.row()], option.palette)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        hint = super().sizeHint(option, index)
        column = self._column(index)
        if isinstance(column, PaintedColumn):
            hint.setWidth(column.width(self.model.items[index.row()]))
        return hint


class ListView(QTableView):
    """The list's table: Insert adds, Delete removes, Alt+Up / Alt+Down (or Ctrl) move a row.

    The view claims those keys before the window's shortcuts see them, so Delete
    here removes a row and never the whole character. With ``fit_rows`` it is
    exactly as tall as its rows (the page scrolls, not each list); otherwise it
    takes the height its form leaves, asking for three rows. ``row_padding`` is
    the room above and below a row's text.
    """

    add_requested = Signal()
    remove_requested = Signal()
    move_requested = Signal(int)  # −1 up, +1 down

    _MIN_STRETCH_WIDTH = 140

    def __init__(
        self,
        hint: str,
        *,
        fit_rows: bool = False,
        row_padding: int = 10,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.hint = hint
        self.fit_rows = fit_rows
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        # Tab leaves the list (arrows move between cells); while a cell is being
        # edited, Tab still commits it and edits the next one.
        self.setTabKeyNavigation(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDragDropOverwriteMode(False)
        self.setDropIndicatorShown(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.horizontalHeader().setHighlightSections(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + row_padding)
        if fit_rows:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # A sheet shows several lists at once: only the one being used shows its
        # chosen row in the strong highlight colour.
        palette = self.palette()
        inactive = QPalette.ColorGroup.Inactive
        palette.setColor(
            inactive, QPalette.ColorRole.Highlight, palette.color(QPalette.ColorRole.Mid)
        )
        palette.setColor(
            inactive, QPalette.ColorRole.HighlightedText, palette.color(QPalette.ColorRole.Text)
        )
        self.setPalette(palette)

    def setModel(self, model: Any) -> None:
        super().setModel(model)
        if getattr(model, "reorderable", True):
            self.setToolTip(
                self.tr(
                    "Double-click or press F2 to change a cell. {insert} adds, {delete} removes, "
                    "Alt+↑/↓ or dragging reorders."
                ).format(**key_names())
            )
        else:
            self.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
            self.setToolTip(
                self.tr(
                    "Double-click or press F2 to change a cell. {insert} adds, {delete} removes."
                ).format(**key_names())
            )
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.updateGeometry)
        if not self.fit_rows:
            fill_height(self, table_height(self, 3))

    def sizeHint(self) -> QSize:
        if not self.fit_rows:
            return super().sizeHint()
        return QSize(self._fitting_width(), self._fitting_height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint() if self.fit_rows else super().minimumSizeHint()

    def _fitting_height(self) -> int:
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        # An empty list keeps one row's height for its hint.
        body = sum(self.rowHeight(row) for row in range(rows)) or (
            self.verticalHeader().defaultSectionSize()
        )
        return self.horizontalHeader().sizeHint().height() + body + 2 * self.frameWidth()

    def _fitting_width(self) -> int:
        """Every column at its content's width, the stretching one at least readable."""
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        header = self.horizontalHeader()
        width = self._MIN_STRETCH_WIDTH + 2 * self.frameWidth()
        for column in range(columns):
            if header.sectionResizeMode(column) != QHeaderView.ResizeMode.Stretch:
                width += max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
        return width

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._list_key(event) is not None:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._list_key(event)
        if action is None:
            super().keyPressEvent(event)
            return
        event.accept()
        action()

    def _list_key(self, event: QEvent) -> Callable[[], None] | None:
        if not isinstance(event, QKeyEvent) or self.state() == self.State.EditingState:
            return None
        key = event.key()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers == Qt.KeyboardModifier.NoModifier:
            if key == Qt.Key.Key_Insert:
                return self.add_requested.emit
            if key == Qt.Key.Key_Delete:
                return self.remove_requested.emit
        if modifiers in (Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier):
            if key == Qt.Key.Key_Up:
                return lambda: self.move_requested.emit(-1)
            if key == Qt.Key.Key_Down:
                return lambda: self.move_requested.emit(1)
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        model = self.model()
        if model is not None and model.rowCount() == 0 and self.hint:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.viewport().rect().adjusted(8, 0, -8, 0),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.hint,
            )
            painter.end()


MakeItem = Callable[[str, dict[str, Any]], Any]
"""A new item from its name and the entry row's values (by field); may raise UserError."""


class ListPanel(QWidget):
    """One list to edit: a title, the table, Add / Remove / Up / Down and the problem line.

    Every editor edits its lists the same way: the table, then (with ``entry``) the entry
    row and Add, then one row of Remove / Up / Down, each with its icon and its word, the
    same in a narrow column and a wide page.

    New items come one of two ways. With ``entry`` the panel has an entry row —
    a name field (``name_field``, a line edit unless the owner passes an
    editable combo box), a widget for each field named in ``entry``, the owner's
    ``extra`` widgets — and Add (or Enter) adds what was typed there. Without it
    Add (or Insert) adds an item named ``new_name`` (or the first free of
    ``suggested_names``) and starts editing its name. Either way ``make_item``
    builds it and may refuse with :class:`~deskapp.core.errors.UserError`.

    Why an edit is refused is said in the problem line below the list and through
    :attr:`refused`; an owner that says it elsewhere passes ``problem_line=False``.
    """

    refused = Signal(str)
    added = Signal(str)  # the name of the item just added
    current_changed = Signal()  # another row is current, or the current row's values changed

    def __init__(
        self,
        model: ListModel,
        make_item: MakeItem,
        *,
        title: str = "",
        tip: str = "",
        entry: Sequence[str] | None = None,
        name_field: QLineEdit | QComboBox | None = None,
        extra: Sequence[QWidget] = (),
        new_name: str = "",
        suggested_names: Sequence[str] = (),
        add_text: str = "",
        fit_rows: bool = False,
        row_padding: int = 10,
        stretch: int = 0,
        problem_line: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self._make_item = make_item
        self.new_name = new_name
        self.suggested_names = tuple(suggested_names)
        model.setParent(self)
        model.refused.connect(self.say)
        model.dataChanged.connect(self.current_changed)
        model.modelReset.connect(self._current_moved)
        model.moved.connect(self.select_row)  # the selection follows the row moved
        what = model.wording.what
        if tip:
            self.setToolTip(tip)

        self.view = ListView(model.wording.hint, fit_rows=fit_rows, row_padding=row_padding)
        self.view.setParent(self)
        self.view.setModel(model)
        self.view.setAccessibleName(title or what)
        delegate = ListDelegate(model, self.view)
        delegate.refused.connect(self.say)
        self.view.setItemDelegate(delegate)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.view.add_requested.connect(self._insert_key)
        self.view.remove_requested.connect(self.remove_current)
        self.view.move_requested.connect(self.move_current)
        self.view.selectionModel().currentRowChanged.connect(self._current_moved)

        self.problem = ProblemLabel(self)
        self.problem_line = problem_line

        dragged = self.tr("; rows can also be dragged") if model.reorderable else ""
        style = self.style()
        self.remove_button = self._button(self.tr("Remove"))
        self.remove_button.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_DialogDiscardButton))
        self.up_button = self._button(self.tr("Up"))
        self.up_button.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowUp))
        self.up_button.setAccessibleName(self.tr("Move Up"))
        self.down_button = self._button(self.tr("Down"))
        self.down_button.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowDown))
        self.down_button.setAccessibleName(self.tr("Move Down"))
        self.remove_button.setToolTip(
            self.tr("Remove the chosen {what} ({delete})").format(what=what, **key_names())
        )
        self.up_button.setToolTip(
            self.tr("Move the chosen {what} up (Alt+Up)").format(what=what) + dragged
        )
        self.down_button.setToolTip(
            self.tr("Move the chosen {what} down (Alt+Down)").format(what=what) + dragged
        )
        self.remove_button.clicked.connect(self.remove_current)
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button.clicked.connect(lambda: self.move_current(1))
        self.add_button = self._button(add_text or self.tr("Add"))
        self.add_button.clicked.connect(self.add)

        self.entry_fields: dict[str, QWidget] = {}
        self.name_field: QLineEdit | QComboBox | None = None
        self.name_edit: QLineEdit | None = None
        entry_row = None if entry is None else self._make_entry(entry, name_field, extra)
        if entry is None:
            self.add_button.setToolTip(
                self.tr("Add one more {what}, at the end ({insert})").format(
                    what=what, **key_names()
                )
            )
        else:
            self.add_button.setToolTip(
                self.tr(
                    "Add the {what} typed in the entry row ({enter}, or {insert} to type one)"
                ).format(what=what, **key_names())
            )

        content = QVBoxLayout()
        content.addWidget(self.view, 0 if fit_rows else 1)
        row = QHBoxLayout()
        if entry_row is not None:
            entry_row.addWidget(self.add_button)
            content.addLayout(entry_row)
        else:
            row.addWidget(self.add_button)
        for button in (self.remove_button, self.up_button, self.down_button):
            row.addWidget(button)
        row.addStretch(1)
        content.addLayout(row)
        content.addWidget(self.problem)
        if not model.reorderable:
            self.up_button.hide()
            self.down_button.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if title:
            self.box: QGroupBox | None = QGroupBox(title, self)
            self.box.setToolTip(tip)
            self.box.setLayout(content)
            layout.addWidget(self.box)
        else:
            self.box = None
            content.setContentsMargins(0, 0, 0, 0)
            layout.addLayout(content)
        self._set_tab_order(extra)
        self._update_buttons()

    def _button(self, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setAutoDefault(False)
        return button

    def _make_entry(
        self,
        fields: Sequence[str],
        name_field: QLineEdit | QComboBox | None,
        extra: Sequence[QWidget],
    ) -> QHBoxLayout:
        """The entry row: the name typed, a widget per entry field, the owner's widgets."""
        if name_field is None:
            name_field = QLineEdit(self)
        self.name_field = name_field
        name_edit = name_field if isinstance(name_field, QLineEdit) else name_field.lineEdit()
        assert name_edit is not None
        self.name_edit = name_edit
        name_edit.setPlaceholderText(self.model.wording.placeholder)
        name_edit.setMaxLength(text_limit(self.model.columns[0].field))
        name_edit.setClearButtonEnabled(True)
        name_edit.returnPressed.connect(self.add)
        entry_row = QHBoxLayout()
        entry_row.addWidget(name_field, 3)
        columns = {column.field: column for column in self.model.columns}
        for field in fields:
            widget = columns[field].create_entry(self)
            if isinstance(widget, BoundedSpinBox):
                widget.refused.connect(self.say)
                widget.installEventFilter(self)  # Enter in a value adds, as in the name
            if isinstance(widget, QLineEdit):
                widget.returnPressed.connect(self.add)
            self.entry_fields[field] = widget
        for widget in (*self.entry_fields.values(), *extra):
            entry_row.addWidget(widget, 2 if isinstance(widget, QLineEdit) else 0)
        return entry_row

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in an entry row's number adds the item (a spin box has no returnPressed)."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and watched in self.entry_fields.values()
        ):
            self.add()
            return True
        return super().eventFilter(watched, event)

    def _set_tab_order(self, extra: Sequence[QWidget]) -> None:
        """Tab goes where the widgets stand, not in the order the owner made them."""
        moves = (self.remove_button, self.up_button, self.down_button)
        entry = () if self.name_field is None else (self.name_field, *self.entry_fields.values())
        order = (self.view, *entry, *extra, self.add_button, *moves)
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    # --- what is shown ---------------------------------------------------------------

    @property
    def items(self) -> tuple[Any, ...]:
        return self.model.items

    def show_items(self, items: tuple[Any, ...]) -> None:
        """Show the stored items, keeping the current row where it still is; forget a refusal."""
        current = self.view.currentIndex()
        row, column = current.row(), max(current.column(), 0)
        resets = len(items) != len(self.model.items)
        self.model.show_items(items)
        self.clear_problem()
        if resets and row >= 0 and items:
            self.select_row(min(row, len(items) - 1), column)
        self._update_buttons()

    def say(self, message: str) -> None:
        """Explain a refusal: in the problem line, and to the owner."""
        if self.problem_line:
            self.problem.say(message)
        self.refused.emit(message)

    def clear_problem(self) -> None:
        self.problem.clear_problem()

    def current_row(self) -> int | None:
        """The row the user is on, or None."""
        row = self.view.currentIndex().row()
        return row if 0 <= row < len(self.model.items) else None

    def current_item(self) -> Any:
        row = self.current_row()
        return None if row is None else self.model.items[row]

    def select_row(self, row: int, column: int | None = None) -> None:
        """Make ``row`` current, keeping the column the user was in."""
        if column is None:
            column = max(0, self.view.currentIndex().column())
        if 0 <= row < self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(row, column))
        self._update_buttons()

    def select(self, name: str) -> None:
        """Make the row of that name current."""
        row = self.model.row_named(name)
        if row is not None:
            self.select_row(row)

    # --- user actions ----------------------------------------------------------------

    def add(self) -> None:
        """Add what the entry row holds, or a new item whose name is then edited."""
        if self.name_edit is None:
            self._add_new()
        else:
            self._add_entered()

    def _add_new(self) -> None:
        name = self.model.unused_name(self.new_name, self.suggested_names)
        count = len(self.model.items)
        try:
            item = self._make_item(name, {})
        except UserError as error:
            self.say(str(error))
            return
        if not self.model.append(item):
            return
        if self.model.rowCount() == count + 1:
            index = self.model.index(count, 0)
            self.view.setCurrentIndex(index)
            self.view.setFocus()
            self.view.edit(index)
        self.added.emit(name)

    def _add_entered(self) -> None:
        assert self.name_edit is not None
        name = self.model.free_name(self.name_edit.text())
        if name is None:
            self.name_edit.setFocus()
            return
        values = {}
        columns = {column.field: column for column in self.model.columns}
        for field, widget in self.entry_fields.items():
            if isinstance(widget, BoundedSpinBox):
                acceptable = widget.hasAcceptableInput()
                widget.interpretText()  # explains a number out of range and puts the last back
                if not acceptable:
                    return  # adding it with a number the user did not type would surprise
            values[field] = columns[field].editor_value(widget)
        try:
            item = self._make_item(name, values)
        except UserError as error:
            self.say(str(error))
            return
        if not self.model.append(item):
            return
        self.name_edit.clear()
        for field, widget in self.entry_fields.items():  # back to what a new item starts with
            columns[field].reset_entry(widget)
        self.select(self.model.name_of(item))
        self.added.emit(self.model.name_of(item))
        self.name_edit.setFocus()

    def _insert_key(self) -> None:
        if self.name_edit is None:
            self._add_new()
        else:
            self.name_edit.setFocus()  # type the new item's name there

    def remove_current(self) -> None:
        row = self.current_row()
        if row is None or not self.model.remove(row):
            return
        # The chosen row stays where it was, ready for the next Delete.
        if self.model.items:
            self.select_row(min(row, len(self.model.items) - 1))

    def move_current(self, step: int) -> None:
        row = self.current_row()
        if row is not None:
            self.model.move(row, row + step)  # the selection follows through ``moved``

    def _current_moved(self, *_: Any) -> None:
        self._update_buttons()
        self.current_changed.emit()

    def _update_buttons(self, *_: Any) -> None:
        row = self.current_row()
        count = len(self.model.items)
        self.remove_button.setEnabled(row is not None)
        self.up_button.setEnabled(row is not None and row > 0)
        self.down_button.setEnabled(row is not None and row < count - 1)


def half_typed(root: QWidget) -> dict[str, str]:
    """What is typed in the new-item field of each list under ``root`` and not added yet,
    keyed by the list's object name (each editor names its lists): View → Language builds
    the editors again, and :func:`type_again` puts it back in the same lists there."""
    return {
        panel.objectName(): panel.name_edit.text()
        for panel in root.findChildren(ListPanel)
        if panel.name_edit is not None and panel.name_edit.text()
    }


def type_again(root: QWidget, typed: dict[str, str]) -> None:
    """Put back what :func:`half_typed` found, and show the tab of the list it goes to."""
    for panel in root.findChildren(ListPanel):
        text = typed.get(panel.objectName())
        if text is None or panel.name_edit is None:
            continue
        panel.name_edit.setText(text)
        for tabs in root.findChildren(QTabWidget):
            for index in range(tabs.count()):
                page = tabs.widget(index)
                if page is not None and page.isAncestorOf(panel):
                    tabs.setCurrentIndex(index)
