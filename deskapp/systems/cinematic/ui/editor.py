"""The Cinematic cards character editor: attributes, skills, luck, blessings and curses, notes.

Attributes, skills and the active blessings and curses are each a list of
name–value entries shown in a table (:class:`EntriesBox`); luck is a slider
from unlucky 3 to lucky 3 that shows the starting hand it gives (U-30). Every
change builds a new :class:`~deskapp.systems.cinematic.sheet.CinematicCharacter`
and proposes it; the Characters page saves it as one undoable edit and shows
the stored character again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QKeyCombination,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.systems.cinematic.rules import MINUS, CinematicOptions
from deskapp.systems.cinematic.sheet import (
    BLESSING_LEVELS,
    LUCK_RANGE,
    MAX_RATING,
    Blessing,
    CinematicCharacter,
)
from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.style import error_label_style

Entries = tuple[tuple[str, int], ...]
AnyIndex = QModelIndex | QPersistentModelIndex

# The rules' starting hand (U-20); the hand a character holds is this plus luck (U-30).
_STARTING_HAND = CinematicOptions().starting_hand


def signed(number: int) -> str:
    """``+2``, ``−1``, ``0``: a level as the rules write it, with a real minus sign."""
    return f"+{number}" if number > 0 else f"{MINUS}{-number}" if number < 0 else "0"


@dataclasses.dataclass(frozen=True)
class Wording:
    """What an :class:`EntriesBox` says about its kind of entry, already translated.

    Whole sentences rather than a noun slotted into shared ones, so that a
    translation can agree them in gender and case. ``{name}``, ``{old}``,
    ``{new}`` and ``{value}`` are filled in when the sentence is used.
    """

    title: str
    tooltip: str
    value_header: str
    placeholder: str
    needs_name: str  # a refusal: the name is empty
    duplicate: str  # a refusal: {name} is taken
    added: str  # an Undo description, like the four below
    removed: str
    renamed: str
    revalued: str
    moved: str


class RatingValues:
    """Ratings of attributes and skills: whole numbers from 0 to ``MAX_RATING``, chosen in a spin box."""

    default = 1

    def __init__(self, tooltip: str) -> None:
        self.tooltip = tooltip

    def text(self, value: int) -> str:
        return str(value)

    def create_editor(self, parent: QWidget) -> QWidget:
        spin = QSpinBox(parent)
        spin.setRange(0, MAX_RATING)
        spin.setValue(self.default)
        spin.setToolTip(self.tooltip)
        return spin

    def set_editor_value(self, editor: QWidget, value: int) -> None:
        assert isinstance(editor, QSpinBox)
        editor.setValue(value)

    def editor_value(self, editor: QWidget) -> int:
        assert isinstance(editor, QSpinBox)
        editor.interpretText()  # a number still being typed counts
        return editor.value()


class LevelValues:
    """Levels of blessings (+1 … +3) and curses (−1 … −3), chosen from a list that has no 0 (U-31)."""

    default = 1

    def __init__(self, blessing: str, curse: str, tooltip: str) -> None:
        # blessing and curse are sentences with a {level} placeholder: "Blessing {level}"
        self.blessing = blessing
        self.curse = curse
        self.tooltip = tooltip

    def text(self, value: int) -> str:
        return (self.curse if value < 0 else self.blessing).format(level=signed(value))

    def create_editor(self, parent: QWidget) -> QWidget:
        combo = QComboBox(parent)
        for level in BLESSING_LEVELS:
            combo.addItem(self.text(level), level)
        combo.setCurrentIndex(BLESSING_LEVELS.index(self.default))
        combo.setToolTip(self.tooltip)
        return combo

    def set_editor_value(self, editor: QWidget, value: int) -> None:
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(editor.findData(value))

    def editor_value(self, editor: QWidget) -> int:
        assert isinstance(editor, QComboBox)
        return int(editor.currentData())


Values = RatingValues | LevelValues


class EntriesModel(QAbstractTableModel):
    """A list of name–value entries as a two-column table: a thin adapter over the shown character.

    It never changes its entries itself: an edit made in a cell becomes
    :attr:`change_requested`, and the table shows the result when the editor
    shows the stored character again.
    """

    change_requested = Signal(int, int, object)  # row, column, the value typed or chosen

    def __init__(self, headers: tuple[str, str], values: Values, parent: QObject) -> None:
        super().__init__(parent)
        self._headers = headers
        self._values = values
        self._entries: Entries = ()

    @property
    def entries(self) -> Entries:
        return self._entries

    def set_entries(self, entries: Entries) -> None:
        """Show these entries; an open cell editor survives when only values or names changed."""
        if len(entries) == len(self._entries):
            self._entries = entries
            if entries:
                self.dataChanged.emit(self.index(0, 0), self.index(len(entries) - 1, 1))
            return
        self.beginResetModel()
        self._entries = entries
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else 2

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        name, value = self._entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return name if index.column() == 0 else self._values.text(value)
        if role == Qt.ItemDataRole.EditRole:
            return name if index.column() == 0 else value
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._headers[section] if 0 <= section < 2 else None
        return str(section + 1)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        self.change_requested.emit(index.row(), index.column(), value)
        return True


class ValueDelegate(QStyledItemDelegate):
    """Edits the value column with the same spin box or level list as the box's add row."""

    def __init__(self, values: Values, parent: QObject) -> None:
        super().__init__(parent)
        self._values = values

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> QWidget:
        if index.column() == 0:
            return super().createEditor(parent, option, index)
        editor = self._values.create_editor(parent)
        if isinstance(editor, QComboBox):
            # Choosing a level is the whole edit: no Enter needed to confirm it.
            editor.activated.connect(lambda _row: self._finish(editor))
        return editor

    def setEditorData(self, editor: QWidget, index: AnyIndex) -> None:
        if index.column() == 0:
            super().setEditorData(editor, index)
        else:
            self._values.set_editor_value(editor, index.data(Qt.ItemDataRole.EditRole))

    def setModelData(self, editor: QWidget, model: QAbstractTableModel, index: AnyIndex) -> None:
        if index.column() == 0:
            super().setModelData(editor, model, index)
        else:
            model.setData(index, self._values.editor_value(editor))

    def _finish(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor)


class EntriesBox(QGroupBox):
    """One list of a character's — attributes, skills, or blessings and curses — to edit in place.

    A table of names and values (edit a cell to rename or change a value),
    buttons and keys to remove and reorder, and a row to add an entry. The box
    works out the list the user asked for and emits :attr:`edited` with it, or
    shows why it refuses (an empty or duplicate name); it never changes the
    character itself.
    """

    edited = Signal(object, str)  # the new entries as (name, value) pairs, the Undo description

    def __init__(self, wording: Wording, values: Values, parent: QWidget | None = None) -> None:
        super().__init__(wording.title, parent)
        self.wording = wording
        self.values = values
        self.setToolTip(wording.tooltip)

        self.model = EntriesModel((self.tr("Name"), wording.value_header), values, self)
        self.model.change_requested.connect(self._cell_changed)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setItemDelegate(ValueDelegate(values, self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, for the fields below
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.setMinimumHeight(rows.defaultSectionSize() * 3 + header.sizeHint().height())
        # Its preferred height is the least: the sheet grows the tables into the room it has.
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.table.setToolTip(
            self.tr("Double-click or press F2 to change a cell. Delete removes, Alt+↑/↓ reorders.")
        )
        self.table.setAccessibleName(wording.title)
        self.table.selectionModel().currentRowChanged.connect(self._update_buttons)

        self.add_name = QLineEdit(self)
        self.add_name.setPlaceholderText(wording.placeholder)
        self.add_name.setAccessibleName(wording.placeholder)
        self.add_name.setClearButtonEnabled(True)
        self.add_name.returnPressed.connect(self.add)
        self.add_value = values.create_editor(self)
        self.add_value.setAccessibleName(wording.value_header)
        self.add_button = QPushButton(self.tr("Add"), self)
        self.add_button.setToolTip(self.tr("Add the entry typed above (Enter in the name field)"))
        self.add_button.clicked.connect(self.add)

        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setToolTip(self.tr("Remove the selected row (Delete)"))
        self.remove_button.clicked.connect(self.remove_current)
        self.up_button = QToolButton(self)
        self.up_button.setArrowType(Qt.ArrowType.UpArrow)
        self.up_button.setAccessibleName(self.tr("Move Up"))
        self.up_button.setToolTip(self.tr("Move the selected row up (Alt+↑)"))
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button = QToolButton(self)
        self.down_button.setArrowType(Qt.ArrowType.DownArrow)
        self.down_button.setAccessibleName(self.tr("Move Down"))
        self.down_button.setToolTip(self.tr("Move the selected row down (Alt+↓)"))
        self.down_button.clicked.connect(lambda: self.move_current(1))
        self._keys = {
            QKeySequence(Qt.Key.Key_Delete): self.remove_current,
            QKeySequence("Alt+Up"): lambda: self.move_current(-1),
            QKeySequence("Alt+Down"): lambda: self.move_current(1),
        }
        self.table.installEventFilter(self)

        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(error_label_style())
        self.problem.hide()

        # Fields, then what to do: the add row stays narrow enough for three boxes abreast.
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_name, 1)
        add_row.addWidget(self.add_value)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.up_button)
        buttons.addWidget(self.down_button)
        self.content = QVBoxLayout(self)
        self.content.addWidget(self.table, 1)
        self.content.addLayout(add_row)
        self.content.addLayout(buttons)
        self.content.addWidget(self.problem)
        order = (
            self.table,
            self.add_name,
            self.add_value,
            self.add_button,
            self.remove_button,
            self.up_button,
            self.down_button,
        )
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self._update_buttons()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Delete and Alt+↑/↓ act on the selected row: the table claims them before any
        # window or menu shortcut on the same keys (Del deletes a character) can fire.
        if watched is self.table and self.table.hasFocus() and isinstance(event, QKeyEvent):
            modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            pressed = QKeySequence(QKeyCombination(modifiers, Qt.Key(event.key())))
            action = self._keys.get(pressed)
            if action is not None and event.type() in (
                QEvent.Type.ShortcutOverride,
                QEvent.Type.KeyPress,
            ):
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    action()
                return True
        return super().eventFilter(watched, event)

    # --- showing ---------------------------------------------------------------------

    @property
    def entries(self) -> Entries:
        return self.model.entries

    def show_entries(self, entries: Entries) -> None:
        """Show what the character holds now; any earlier refusal is forgotten."""
        self.problem.hide()
        self.model.set_entries(entries)
        self._update_buttons()

    def show_problem(self, message: str) -> None:
        self.problem.setText(message)
        self.problem.show()

    def current_row(self) -> int | None:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(row, 0))

    def _update_buttons(self) -> None:
        row = self.current_row()
        self.remove_button.setEnabled(row is not None)
        self.up_button.setEnabled(row is not None and row > 0)
        self.down_button.setEnabled(row is not None and row < self.model.rowCount() - 1)

    # --- editing ---------------------------------------------------------------------

    def add(self) -> None:
        """Add the entry typed in the add row, after checking its name."""
        name = " ".join(self.add_name.text().split())
        value = self.values.editor_value(self.add_value)
        if not self._acceptable_name(name, None):
            self.add_name.setFocus()
            return
        description = self.wording.added.format(name=name, value=self.values.text(value))
        self.edited.emit((*self.entries, (name, value)), description)
        if self.entries and self.entries[-1][0] == name:  # saved: ready for the next one
            self.add_name.clear()
            self.select_row(len(self.entries) - 1)

    def remove_current(self) -> None:
        row = self.current_row()
        if row is None:
            return
        name = self.entries[row][0]
        kept = self.entries[:row] + self.entries[row + 1 :]
        self.edited.emit(kept, self.wording.removed.format(name=name))
        self.select_row(min(row, len(self.entries) - 1))

    def move_current(self, offset: int) -> None:
        """Move the selected entry ``offset`` rows (−1 up, +1 down), keeping it selected."""
        row = self.current_row()
        if row is None or not 0 <= row + offset < len(self.entries):
            return
        moved = list(self.entries)
        moved.insert(row + offset, moved.pop(row))
        self.edited.emit(tuple(moved), self.wording.moved.format(name=moved[row + offset][0]))
        self.select_row(row + offset)

    def _cell_changed(self, row: int, column: int, value: object) -> None:
        old_name, old_value = self.entries[row]
        changed = list(self.entries)
        if column == 0:
            name = " ".join(str(value).split())
            if name == old_name:
                return
            if not self._acceptable_name(name, row):
                return
            changed[row] = (name, old_value)
            description = self.wording.renamed.format(old=old_name, new=name)
        else:
            assert isinstance(value, int)
            if value == old_value:
                return
            changed[row] = (old_name, value)
            description = self.wording.revalued.format(name=old_name, value=self.values.text(value))
        self.edited.emit(tuple(changed), description)

    def _acceptable_name(self, name: str, row: int | None) -> bool:
        """Whether ``name`` can go in row ``row`` (None: a new row); if not, say why."""
        if not name:
            self.show_problem(self.wording.needs_name)
            return False
        taken = {known.casefold() for index, (known, _) in enumerate(self.entries) if index != row}
        if name.casefold() in taken:
            self.show_problem(self.wording.duplicate.format(name=name))
            return False
        return True


class CinematicEditor(CharacterEditor):
    """Edits a Cinematic cards character: attributes, skills, luck, blessings and curses, notes."""

    SYSTEM = "cinematic"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._starting_hand = _STARTING_HAND
        self.setObjectName("cinematic_editor")
        test_tip = self.tr(
            "Rule U-01: a test succeeds when Attribute + Skill + the card's value beats the "
            "Difficulty Level (9 or more)."
        )
        rating_tip = self.tr("A rating: a whole number from 0 to {top}.").format(top=MAX_RATING)
        self.attributes = EntriesBox(
            Wording(
                title=self.tr("Attributes"),
                tooltip=test_tip,
                value_header=self.tr("Rating"),
                placeholder=self.tr("New attribute"),
                needs_name=self.tr("An attribute needs a name."),
                duplicate=self.tr("There is already an attribute called “{name}”."),
                added=self.tr("Add attribute “{name}” ({value})"),
                removed=self.tr("Remove attribute “{name}”"),
                renamed=self.tr("Rename attribute “{old}” to “{new}”"),
                revalued=self.tr("Set attribute “{name}” to {value}"),
                moved=self.tr("Move attribute “{name}”"),
            ),
            RatingValues(rating_tip),
            self,
        )
        self.skills = EntriesBox(
            Wording(
                title=self.tr("Skills"),
                tooltip=test_tip,
                value_header=self.tr("Rating"),
                placeholder=self.tr("New skill"),
                needs_name=self.tr("A skill needs a name."),
                duplicate=self.tr("There is already a skill called “{name}”."),
                added=self.tr("Add skill “{name}” ({value})"),
                removed=self.tr("Remove skill “{name}”"),
                renamed=self.tr("Rename skill “{old}” to “{new}”"),
                revalued=self.tr("Set skill “{name}” to {value}"),
                moved=self.tr("Move skill “{name}”"),
            ),
            RatingValues(rating_tip),
            self,
        )
        blessing_tip = self.tr(
            "Rule U-31: a blessing adds 1 to 3 cards to the hand and a curse removes 1 to 3, "
            "by the spell's level, until that player's hand is exhausted."
        )
        self.blessings = EntriesBox(
            Wording(
                title=self.tr("Blessings and Curses"),
                tooltip=blessing_tip,
                value_header=self.tr("Level"),
                placeholder=self.tr("Spell or source"),
                needs_name=self.tr("A blessing or curse needs a name: the spell or its source."),
                duplicate=self.tr("“{name}” is already active on this character."),
                added=self.tr("Add “{name}”: {value}"),
                removed=self.tr("Remove “{name}”"),
                renamed=self.tr("Rename “{old}” to “{new}”"),
                revalued=self.tr("Set “{name}” to {value}"),
                moved=self.tr("Move “{name}”"),
            ),
            LevelValues(self.tr("Blessing {level}"), self.tr("Curse {level}"), blessing_tip),
            self,
        )
        self._add_luck_box(blessing_tip)  # made in reading order, which Tab follows

        self.notes = QPlainTextEdit(self)
        self.notes.setObjectName("cinematic_notes")
        self.notes.setPlaceholderText(
            self.tr("Background, contacts, gear — anything the sheet has no place for.")
        )
        self.notes.setTabChangesFocus(True)  # keep Tab for moving between fields
        self.notes.setMinimumHeight(self.fontMetrics().lineSpacing() * 4)
        # Like the tables: no preferred height of its own, so the lists get the room first.
        self.notes.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.notes.installEventFilter(self)
        notes_box = QGroupBox(self.tr("Notes"), self)
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.addWidget(self.notes)

        for box, kind in (
            (self.attributes, "attributes"),
            (self.skills, "skills"),
            (self.blessings, "blessings"),
        ):
            box.edited.connect(
                lambda entries, description, box=box, kind=kind: self._entries_edited(
                    box, kind, entries, description
                )
            )

        # Three lists side by side above luck and notes: the whole sheet fits a laptop screen.
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.attributes, 0, 0)
        grid.addWidget(self.skills, 0, 1)
        grid.addWidget(self.blessings, 0, 2)
        grid.addWidget(self.luck_box, 1, 0)
        grid.addWidget(notes_box, 1, 1, 1, 2)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(0, 1)

    def _add_luck_box(self, blessing_tip: str) -> None:
        self.luck_box = QGroupBox(self.tr("Luck"), self)
        self.luck_box.setToolTip(
            self.tr(
                "Rule U-30: lucky characters start with 1 to 3 more cards in hand, "
                "unlucky ones 1 to 3 fewer."
            )
        )
        self.luck_slider = QSlider(Qt.Orientation.Horizontal, self.luck_box)
        self.luck_slider.setObjectName("luck_slider")
        self.luck_slider.setRange(LUCK_RANGE.start, LUCK_RANGE.stop - 1)
        self.luck_slider.setPageStep(1)
        self.luck_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.luck_slider.setTickInterval(1)
        self.luck_slider.setAccessibleName(self.tr("Luck level"))
        self.luck_slider.setToolTip(self.luck_box.toolTip())
        self.luck_slider.valueChanged.connect(self._luck_moved)
        self.luck_slider.sliderReleased.connect(self._luck_released)
        ends = QHBoxLayout()
        ends.addWidget(QLabel(self._luck_words(LUCK_RANGE.start), self.luck_box))
        ends.addStretch(1)
        ends.addWidget(QLabel(self._luck_words(LUCK_RANGE.stop - 1), self.luck_box))
        self.luck_label = QLabel(self.luck_box)
        self.luck_label.setObjectName("luck_words")
        font = self.luck_label.font()
        font.setBold(True)
        self.luck_label.setFont(font)
        self.luck_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_label = QLabel(self.luck_box)
        self.hand_label.setObjectName("starting_hand")
        self.hand_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_label.setWordWrap(True)
        self.hand_label.setToolTip(
            self.tr(
                "Rules U-20 and U-30: with hand management each player starts with {cards} "
                "cards, plus or minus their luck. A table can change that number in its options."
            ).format(cards=_STARTING_HAND)
        )
        # Blessings and curses change the hand too (U-31): their sum is told beside luck's.
        self.blessing_summary = QLabel(self.luck_box)
        self.blessing_summary.setObjectName("blessing_summary")
        self.blessing_summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blessing_summary.setWordWrap(True)
        self.blessing_summary.setToolTip(blessing_tip)
        layout = QVBoxLayout(self.luck_box)
        layout.addWidget(self.luck_label)
        layout.addWidget(self.luck_slider)
        layout.addLayout(ends)
        layout.addWidget(self.hand_label)
        layout.addWidget(self.blessing_summary)
        layout.addStretch(1)

    # --- showing -----------------------------------------------------------------

    def set_table_options(self, options: dict[str, Any] | None) -> None:
        """The hand size shown follows the table's starting hand (U-20), not only the rules' 6."""
        try:
            self._starting_hand = CinematicOptions.from_json(options).starting_hand
        except UserError:
            self._starting_hand = _STARTING_HAND  # options the rules refuse: show the rules' own

    def show_character(self, character: CinematicCharacter) -> None:
        """Fill every field from ``character``; nothing is proposed while doing so."""
        self.character = character
        self.attributes.show_entries(character.attributes)
        self.skills.show_entries(character.skills)
        self.blessings.show_entries(
            tuple((blessing.name, blessing.level) for blessing in character.blessings)
        )
        self._show_blessing_summary(character)
        self.luck_slider.blockSignals(True)
        self.luck_slider.setValue(character.luck)
        self.luck_slider.blockSignals(False)
        self._show_luck(character)
        if self.notes.toPlainText() != character.notes:
            self.notes.setPlainText(character.notes)

    def _luck_words(self, luck: int) -> str:
        if luck > 0:
            return self.tr("Lucky {level}").format(level=luck)
        if luck < 0:
            return self.tr("Unlucky {level}").format(level=-luck)
        return self.tr("Neither lucky nor unlucky")

    def _show_luck(self, character: CinematicCharacter) -> None:
        luck = character.luck
        self.luck_label.setText(
            self.tr("{words} ({level})").format(words=self._luck_words(luck), level=signed(luck))
        )
        cards = character.hand_size(self._starting_hand)
        if luck:
            text = self.tr("Starting hand: {cards} cards ({base} {sign} {amount} for luck)")
            text = text.format(
                cards=cards,
                base=self._starting_hand,
                sign="+" if luck > 0 else MINUS,
                amount=abs(luck),
            )
        else:
            text = self.tr("Starting hand: {cards} cards").format(cards=cards)
        self.hand_label.setText(text)

    def _show_blessing_summary(self, character: CinematicCharacter) -> None:
        cards = character.blessing_cards
        if not character.blessings:
            text = self.tr("No blessing or curse is active.")
        elif cards == 0:
            text = self.tr("Blessings and curses cancel out.")
        elif cards == 1:
            text = self.tr("Blessings and curses: one more card until the hand is exhausted.")
        elif cards == -1:
            text = self.tr("Blessings and curses: one card fewer until the hand is exhausted.")
        elif cards > 0:
            text = self.tr("Blessings and curses: {cards} more cards until the hand is exhausted.")
        else:
            text = self.tr("Blessings and curses: {cards} fewer cards until the hand is exhausted.")
        self.blessing_summary.setText(text.format(cards=abs(cards)))

    # --- editing -----------------------------------------------------------------

    def _entries_edited(
        self, box: EntriesBox, kind: str, entries: Sequence[tuple[str, int]], description: str
    ) -> None:
        value: tuple[Any, ...] = tuple(entries)
        try:
            if kind == "blessings":
                value = tuple(Blessing(name, level) for name, level in entries)
            changed = dataclasses.replace(self.character, **{kind: value})
        except UserError as error:  # the box checks names; this is the model's last word
            box.show_problem(str(error))
            return
        self.propose(changed, description)

    def _luck_moved(self, luck: int) -> None:
        if self.character is None:
            return
        self._show_luck(dataclasses.replace(self.character, luck=luck))
        if not self.luck_slider.isSliderDown():  # a drag is one edit, proposed on release
            self._propose_luck(luck)

    def _luck_released(self) -> None:
        self._propose_luck(self.luck_slider.value())

    def _propose_luck(self, luck: int) -> None:
        if luck == self.character.luck:
            return
        self.propose(
            dataclasses.replace(self.character, luck=luck),
            self.tr("Set luck to {level}").format(level=signed(luck)),
        )

    def _commit_notes(self) -> None:
        """Propose the notes as typed, if they differ from the character's."""
        if self.character is not None and self.notes.toPlainText() != self.character.notes:
            self.propose(
                dataclasses.replace(self.character, notes=self.notes.toPlainText()),
                self.tr("Edit notes"),
            )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Notes are saved when the typing is done, not at every key: one edit, one Undo step.
        if watched is self.notes and event.type() == QEvent.Type.FocusOut:
            self._commit_notes()
        return super().eventFilter(watched, event)


EDITOR = CinematicEditor
