"""Editable lists of the dice-banks sheet: a Qt table model over a tuple of frozen items.

:class:`ListSection` shows one kind of item (skills, capacity attributes, Scars,
equipment, a Scar's damage) in a table with Add, Remove and Move buttons. It
never changes its items itself: every edit becomes a new tuple handed to the
``commit`` callback, and the section shows whatever :meth:`ListSection.set_items`
gives it next — so undo, redo and refusals all show the stored state.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.systems.dice_banks.ui.editor_columns import (
    CheckColumn,
    Column,
    NumberColumn,
    PaintedColumn,
)
from deskapp.ui.editors.tables import PickDelegate
from deskapp.ui.style import error_label_style

Index = QModelIndex | QPersistentModelIndex


def problem_label(parent: QWidget) -> QLabel:
    """A hidden red label for the one-line reason an edit was refused."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setStyleSheet(error_label_style())
    label.hide()
    return label


class ItemTableModel(QAbstractTableModel):
    """Rows are frozen items, columns are :class:`Column` objects; edits go to ``on_edit``.

    ``on_edit(row, column, value)`` decides whether the edit is proposed and
    returns True if it was; the model's own rows change only through
    :meth:`set_items`.
    """

    def __init__(self, columns: Sequence[Column], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self.items: tuple[Any, ...] = ()
        self.on_edit: Callable[[int, Column, Any], bool] = lambda _row, _column, _value: False

    def set_items(self, items: tuple[Any, ...]) -> None:
        """Show new items. Same number of rows: updated in place, so an open editor,
        the current cell and the selection survive an edit that was just saved."""
        if len(items) == len(self.items):
            self.items = items
            if items:
                last = self.index(len(items) - 1, len(self.columns) - 1)
                self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self.items = items
        self.endResetModel()

    def item(self, row: int) -> Any:
        return self.items[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self.items)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        item = self.items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(item)
        if role == Qt.ItemDataRole.EditRole:
            return column.value(item)
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.cell_tip(item)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return column.alignment
        if role == Qt.ItemDataRole.CheckStateRole and isinstance(column, CheckColumn):
            return Qt.CheckState.Checked if column.value(item) else Qt.CheckState.Unchecked
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
        return self.on_edit(index.row(), column, value)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = self.columns[index.column()]
        if isinstance(column, CheckColumn):
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        if column.editable:
            return flags | Qt.ItemFlag.ItemIsEditable
        return flags

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip
        return None


class ColumnDelegate(PickDelegate):
    """Editors made by each cell's :class:`Column`; painted columns drawn by the column."""

    def __init__(self, model: ItemTableModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        column = self.model.columns[index.column()]
        editor = column.create_editor(parent)
        if isinstance(editor, QComboBox) and not editor.isEditable():
            self._commit_when_picked(editor)
        return editor

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        column = self.model.columns[index.column()]
        column.set_editor_value(editor, column.value(self.model.item(index.row())))

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        column = self.model.columns[index.column()]
        model.setData(index, column.editor_value(editor), Qt.ItemDataRole.EditRole)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        column = self.model.columns[index.column()]
        if not isinstance(column, PaintedColumn):
            super().paint(painter, option, index)
            return
        background = QStyleOptionViewItem(option)
        self.initStyleOption(background, index)
        background.text = ""
        style = option.widget.style() if option.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, background, painter, option.widget)
        column.paint(painter, option.rect, self.model.item(index.row()), option.palette)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        hint = super().sizeHint(option, index)
        column = self.model.columns[index.column()]
        if isinstance(column, PaintedColumn):
            hint.setWidth(column.width(self.model.item(index.row())))
        return hint


class ItemTableView(QTableView):
    """A table exactly as tall as its rows (the page scrolls, not each table), with keys for the list.

    Insert adds, Delete removes, Alt+Up and Alt+Down move the current row. The
    view claims those keys before the window's shortcuts see them, so Delete
    here removes a row and never the whole character.
    """

    add_requested = Signal()
    remove_requested = Signal()
    move_requested = Signal(int)  # −1 up, +1 down

    _MIN_STRETCH_WIDTH = 140

    def __init__(self, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.placeholder = placeholder
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        # Tab leaves the table (arrows move between cells); while a cell is being
        # edited, Tab still commits it and edits the next one.
        self.setTabKeyNavigation(False)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        # A sheet shows several tables at once: only the one being used shows its
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
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:
        return QSize(self._fitting_width(), self._fitting_height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _fitting_height(self) -> int:
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        # An empty table keeps one row's height for its placeholder text.
        body = sum(self.rowHeight(row) for row in range(rows)) or (
            self.verticalHeader().defaultSectionSize()
        )
        return self.horizontalHeader().sizeHint().height() + body + 2 * self.frameWidth()

    def _fitting_width(self) -> int:
        """Every column at its content's width, the stretching first one at least readable."""
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        header = self.horizontalHeader()
        width = self._MIN_STRETCH_WIDTH + 2 * self.frameWidth()
        for column in range(1, columns):
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

    def _list_key(self, event: Any) -> Callable[[], None] | None:
        if self.state() == QAbstractItemView.State.EditingState:
            return None
        key, modifiers = event.key(), event.modifiers()
        if modifiers == Qt.KeyboardModifier.NoModifier:
            if key == Qt.Key.Key_Insert:
                return self.add_requested.emit
            if key == Qt.Key.Key_Delete:
                return self.remove_requested.emit
        if modifiers == Qt.KeyboardModifier.AltModifier:
            if key == Qt.Key.Key_Up:
                return lambda: self.move_requested.emit(-1)
            if key == Qt.Key.Key_Down:
                return lambda: self.move_requested.emit(1)
        return None

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        model = self.model()
        if model is not None and model.rowCount() == 0 and self.placeholder:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.viewport().rect(), Qt.AlignmentFlag.AlignCenter, self.placeholder)
            painter.end()


class ListSection(QWidget):
    """A table of one kind of item with Add, Remove, Move up and Move down.

    ``what`` names one item in sentences ("skill"); ``new_name`` is the name a
    new item gets (numbered if taken), after any free ``suggested_names``;
    ``make_item(name)`` builds a new item; ``commit(items, description)``
    proposes the whole new tuple and returns the reason if it is refused.
    """

    current_changed = Signal(int)  # the current row, −1 for none

    def __init__(
        self,
        columns: Sequence[Column],
        what: str,
        new_name: str,
        make_item: Callable[[str], Any],
        commit: Callable[[tuple[Any, ...], str], str | None],
        *,
        add_text: str,
        placeholder: str,
        suggested_names: Sequence[str] = (),
        reorderable: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.what = what
        self.new_name = new_name
        self.suggested_names = tuple(suggested_names)
        self.make_item = make_item
        self.commit = commit
        self.model = ItemTableModel(columns, self)
        self.model.on_edit = self._edit
        self.view = ItemTableView(placeholder, self)
        self.view.setModel(self.model)
        self.view.setItemDelegate(ColumnDelegate(self.model, self.view))
        self.view.setAccessibleName(what)
        self.view.add_requested.connect(self.add)
        self.view.remove_requested.connect(self.remove)
        self.view.move_requested.connect(self.move)
        self.view.selectionModel().currentRowChanged.connect(self._current_row_changed)
        self.problem = problem_label(self)

        self.add_button = self._button(
            add_text,
            self.tr("Add one more {what}, at the end (Insert)").format(what=what),
            self.add,
        )
        self.remove_button = self._button(
            self.tr("Remove"),
            self.tr("Remove the chosen {what} (Delete)").format(what=what),
            self.remove,
        )
        self.up_button = self._button(
            self.tr("Move Up"),
            self.tr("Move the chosen {what} up (Alt+Up)").format(what=what),
            lambda: self.move(-1),
        )
        self.down_button = self._button(
            self.tr("Move Down"),
            self.tr("Move the chosen {what} down (Alt+Down)").format(what=what),
            lambda: self.move(1),
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        if reorderable:
            buttons.addWidget(self.up_button)
            buttons.addWidget(self.down_button)
        else:
            self.up_button.hide()
            self.down_button.hide()
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        layout.addLayout(buttons)
        layout.addWidget(self.problem)
        self._update_buttons()

    def _button(self, text: str, tip: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    @property
    def items(self) -> tuple[Any, ...]:
        return self.model.items

    def set_items(self, items: tuple[Any, ...]) -> None:
        """Show the stored items, keeping the current row where it still exists."""
        current = self.view.currentIndex()
        row, column = current.row(), max(current.column(), 0)
        resets = len(items) != len(self.model.items)
        self.model.set_items(items)
        self.hide_problem()
        if resets and row >= 0 and items:
            self.select_row(min(row, len(items) - 1), column)
        self._update_buttons()

    def current_row(self) -> int:
        return self.view.currentIndex().row()

    def select_row(self, row: int, column: int = 0) -> None:
        if 0 <= row < self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(row, column))

    def show_problem(self, message: str) -> None:
        self.problem.setText(message)
        self.problem.show()

    def hide_problem(self) -> None:
        self.problem.hide()
        self.problem.clear()

    # --- edits -----------------------------------------------------------------------

    def add(self) -> None:
        """Add a new item with a free name, then let the user type its name."""
        name = self._free_name()
        count = len(self.items)
        if not self._propose(
            (*self.items, self.make_item(name)),
            self.tr("Add {what} '{name}'").format(what=self.what, name=name),
        ):
            return
        if self.model.rowCount() == count + 1:
            index = self.model.index(count, 0)
            self.view.setCurrentIndex(index)
            self.view.setFocus()
            self.view.edit(index)

    def remove(self) -> None:
        row = self.current_row()
        if not 0 <= row < len(self.items):
            return
        name = self.items[row].name
        items = self.items[:row] + self.items[row + 1 :]
        # The chosen row stays where it was (set_items clamps it), ready for the next Delete.
        self._propose(items, self.tr("Remove {what} '{name}'").format(what=self.what, name=name))

    def move(self, step: int) -> None:
        row = self.current_row()
        target = row + step
        if not (0 <= row < len(self.items) and 0 <= target < len(self.items)):
            return
        items = list(self.items)
        items[row], items[target] = items[target], items[row]
        name = items[target].name
        description = (
            self.tr("Move {what} '{name}' up") if step < 0 else self.tr("Move {what} '{name}' down")
        ).format(what=self.what, name=name)
        column = max(self.view.currentIndex().column(), 0)
        if self._propose(tuple(items), description):
            self.select_row(target, column)

    def _edit(self, row: int, column: Column, value: Any) -> bool:
        item = self.items[row]
        old = column.value(item)
        if value == old:
            return False  # nothing changed: no undo step
        name = item.name
        if isinstance(value, str) and not value:
            if column.field == "name":
                self.show_problem(self.tr("Every {what} needs a name.").format(what=self.what))
            else:
                self.show_problem(
                    self.tr("The {field} of {what} '{name}' cannot be empty.").format(
                        field=column.label, what=self.what, name=name
                    )
                )
            return False
        if column.field == "name" and self._taken(value, besides=row):
            self.show_problem(
                self.tr("Another {what} is already named '{name}'.").format(
                    what=self.what, name=value
                )
            )
            return False
        try:
            new_item = column.with_value(item, value)
        except UserError as error:
            self.show_problem(str(error))
            return False
        items = (*self.items[:row], new_item, *self.items[row + 1 :])
        return self._propose(items, self._describe(column, item, old, new_item, value))

    def _describe(self, column: Column, item: Any, old: Any, new_item: Any, value: Any) -> str:
        """The few words of Edit → Undo "…" for a changed cell."""
        what, name = self.what, item.name
        if column.field == "name":
            return self.tr("Rename {what} '{old}' to '{new}'").format(what=what, old=old, new=value)
        if isinstance(column, CheckColumn):
            return (column.on if value else column.off).format(name=name)
        shown = column.text(new_item)
        if isinstance(column, NumberColumn) and old is not None and value is not None:
            template = (
                self.tr("Raise {field} of {what} '{name}' to {value}")
                if value > old
                else self.tr("Lower {field} of {what} '{name}' to {value}")
            )
        else:
            template = self.tr("Set {field} of {what} '{name}' to {value}")
        return template.format(field=column.label, what=what, name=name, value=shown)

    def _propose(self, items: tuple[Any, ...], description: str) -> bool:
        problem = self.commit(items, description)
        if problem is not None:
            self.show_problem(problem)
            return False
        return True

    def _taken(self, name: str, besides: int = -1) -> bool:
        wanted = name.casefold()
        return any(
            item.name.casefold() == wanted for row, item in enumerate(self.items) if row != besides
        )

    def _free_name(self) -> str:
        numbered = (f"{self.new_name} {number}" for number in itertools.count(2))
        candidates = itertools.chain(self.suggested_names, (self.new_name,), numbered)
        return next(name for name in candidates if not self._taken(name))

    def _current_row_changed(self, current: Index, _previous: Index | None = None) -> None:
        self._update_buttons()
        self.current_changed.emit(current.row() if current.isValid() else -1)

    def _update_buttons(self) -> None:
        row, count = self.current_row(), len(self.items)
        chosen = 0 <= row < count
        self.remove_button.setEnabled(chosen)
        self.up_button.setEnabled(chosen and row > 0)
        self.down_button.setEnabled(chosen and row < count - 1)
