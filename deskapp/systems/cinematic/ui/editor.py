"""The Cinematic cards character editor: attributes, skills, luck, blessings and curses, notes.

Attributes, skills and the active blessings and curses are each a list of
name–value entries (:class:`~deskapp.ui.editors.lists.ListPanel`); luck is a
slider from unlucky 3 to lucky 3 that shows the starting hand it gives (U-30). Every
change builds a new :class:`~deskapp.systems.cinematic.sheet.CinematicCharacter`
and proposes it; the Characters page saves it as one undoable edit and shows
the stored character again.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QSlider,
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
from deskapp.systems.cinematic.ui.screen_widgets import signed
from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.editors.columns import ChoiceColumn, Column, NumberColumn, Option, TextColumn
from deskapp.ui.editors.field_lists import field_list
from deskapp.ui.editors.lists import ListPanel, NamedValue, Wording
from deskapp.ui.editors.tables import TextBox
from deskapp.ui.plain import plain_label

# The rules' starting hand (U-20); the hand a character holds is this plus luck (U-30).
_STARTING_HAND = CinematicOptions().starting_hand


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
        # Ratings of attributes and skills: whole numbers from 0 to ``MAX_RATING``.
        rating = NumberColumn(
            "value",
            self.tr("Rating"),
            minimum=0,
            maximum=MAX_RATING,
            default=1,
            refusal=self.tr("A rating: a whole number from {minimum} to {maximum}."),
        )
        self.attributes = self._list(
            "attributes",
            self.tr("Attributes"),
            test_tip,
            Wording(
                what=self.tr("attribute"),
                hint=self.tr("No attributes yet: type one below."),
                placeholder=self.tr("New attribute"),
                unnamed=self.tr("An attribute needs a name."),
                duplicate=self.tr("There is already an attribute called “{name}”."),
                add=self.tr("Add attribute “{name}” ({value})"),
                remove=self.tr("Remove attribute “{name}”"),
                rename=self.tr("Rename attribute “{old}” to “{new}”"),
                change=self.tr("Set attribute “{name}” to {value}"),
                move_up=self.tr("Move attribute “{name}”"),
                move_down=self.tr("Move attribute “{name}”"),
            ),
            rating,
            NamedValue,
        )
        self.skills = self._list(
            "skills",
            self.tr("Skills"),
            test_tip,
            Wording(
                what=self.tr("skill"),
                hint=self.tr("No skills yet: type one below."),
                placeholder=self.tr("New skill"),
                unnamed=self.tr("A skill needs a name."),
                duplicate=self.tr("There is already a skill called “{name}”."),
                add=self.tr("Add skill “{name}” ({value})"),
                remove=self.tr("Remove skill “{name}”"),
                rename=self.tr("Rename skill “{old}” to “{new}”"),
                change=self.tr("Set skill “{name}” to {value}"),
                move_up=self.tr("Move skill “{name}”"),
                move_down=self.tr("Move skill “{name}”"),
            ),
            rating,
            NamedValue,
        )
        blessing_tip = self.tr(
            "Rule U-31: a blessing adds 1 to 3 cards to the hand and a curse removes 1 to 3, "
            "by the spell's level, until that player's hand is exhausted."
        )
        self.blessings = self._list(
            "blessings",
            self.tr("Blessings and Curses"),
            blessing_tip,
            Wording(
                what=self.tr("blessing or curse"),
                hint=self.tr("No blessing or curse is active."),
                placeholder=self.tr("Spell or source"),
                unnamed=self.tr("A blessing or curse needs a name: the spell or its source."),
                duplicate=self.tr("“{name}” is already active on this character."),
                add=self.tr("Add “{name}”: {value}"),
                remove=self.tr("Remove “{name}”"),
                rename=self.tr("Rename “{old}” to “{new}”"),
                change=self.tr("Set “{name}” to {value}"),
                move_up=self.tr("Move “{name}”"),
                move_down=self.tr("Move “{name}”"),
            ),
            self._level_column(blessing_tip),
            Blessing,
        )
        self._add_luck_box(blessing_tip)  # made in reading order, which Tab follows

        # Saved when the typing is done, not at every key: one edit, one Undo step.
        self.notes = TextBox(
            self.tr("Background, contacts, gear — anything the sheet has no place for."), "", self
        )
        self.notes.setObjectName("cinematic_notes")
        self.notes.finished.connect(self._commit_notes)
        notes_box = QGroupBox(self.tr("Notes"), self)
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.addWidget(self.notes)

        # Two columns: attributes beside skills; blessings and curses beside the luck they add
        # to, with the notes below luck. Three lists side by side needed ~850 px, more than
        # the page has beside the campaign list and the card preview on a 1100 px screen.
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.attributes, 0, 0)
        grid.addWidget(self.skills, 0, 1)
        grid.addWidget(self.blessings, 1, 0, 2, 1)
        grid.addWidget(self.luck_box, 1, 1)
        grid.addWidget(notes_box, 2, 1)
        for column in range(2):
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(0, 1)

    def _list(
        self, key: str, title: str, tip: str, wording: Wording, value: Column, row: type
    ) -> ListPanel:
        """The character's list ``key``, a new entry typed below it with its value. Its rows
        are ``row`` items; attributes and skills are kept as name–value pairs."""

        def build(character: CinematicCharacter, rows: tuple[Any, ...]) -> CinematicCharacter:
            kept: Any = rows
            if row is NamedValue:
                kept = tuple((rating.name, rating.value) for rating in rows)
            return dataclasses.replace(character, **{key: kept})

        panel = field_list(
            self,
            build,
            (TextColumn("name", self.tr("Name")), value),
            wording,
            lambda name, values: row(name=name, **values),
            title=title,
            tip=tip,
            entry=[value.field],
            row_padding=6,
        )
        panel.setObjectName(key)
        return panel

    def _level_column(self, tip: str) -> ChoiceColumn:
        """Levels of blessings (+1 … +3) and curses (−1 … −3), from a list that has no 0 (U-31)."""
        column = ChoiceColumn(
            "level",
            self.tr("Level"),
            tip,
            options=[Option(level, self._level_words(level)) for level in BLESSING_LEVELS],
            default=1,
        )
        column.alignment = Qt.AlignmentFlag.AlignCenter
        return column

    def _level_words(self, level: int) -> str:
        template = self.tr("Curse {level}") if level < 0 else self.tr("Blessing {level}")
        return template.format(level=signed(level))

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
        # The slider between its two ends, on one line: the sheet fits a 720 px high screen.
        ends = QHBoxLayout()
        ends.addWidget(plain_label(self._luck_words(LUCK_RANGE.start), self.luck_box))
        ends.addWidget(self.luck_slider, 1)
        ends.addWidget(plain_label(self._luck_words(LUCK_RANGE.stop - 1), self.luck_box))
        self.luck_label = plain_label(self.luck_box)
        self.luck_label.setObjectName("luck_words")
        font = self.luck_label.font()
        font.setBold(True)
        self.luck_label.setFont(font)
        self.luck_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_label = plain_label(self.luck_box)
        self.hand_label.setObjectName("starting_hand")
        self.hand_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_label.setWordWrap(True)
        self.hand_label.setToolTip(
            self.tr(
                "Rules U-20 and U-30: with hand management each player starts with %n card(s), plus or minus their luck. A table can change that number in its options.",
                "",
                _STARTING_HAND,
            )
        )
        # Blessings and curses change the hand too (U-31): their sum is told beside luck's.
        self.blessing_summary = plain_label(self.luck_box)
        self.blessing_summary.setObjectName("blessing_summary")
        self.blessing_summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blessing_summary.setWordWrap(True)
        self.blessing_summary.setToolTip(blessing_tip)
        layout = QVBoxLayout(self.luck_box)
        layout.addWidget(self.luck_label)
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
        self.attributes.show_items(tuple(NamedValue(*pair) for pair in character.attributes))
        self.skills.show_items(tuple(NamedValue(*pair) for pair in character.skills))
        self.blessings.show_items(character.blessings)
        self._show_blessing_summary(character)
        self.luck_slider.blockSignals(True)
        self.luck_slider.setValue(character.luck)
        self.luck_slider.blockSignals(False)
        self._show_luck(character)
        self.notes.show_text(character.notes)

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
            text = self.tr("Starting hand: %n card(s) ({base} {sign} {amount} for luck)", "", cards)
            text = text.format(
                base=self._starting_hand,
                sign="+" if luck > 0 else MINUS,
                amount=abs(luck),
            )
        else:
            text = self.tr("Starting hand: %n card(s)", "", cards)
        self.hand_label.setText(text)

    def _show_blessing_summary(self, character: CinematicCharacter) -> None:
        cards = character.blessing_cards
        if not character.blessings:
            text = self.tr("No blessing or curse is active.")
        elif cards == 0:
            text = self.tr("Blessings and curses cancel out.")
        elif cards > 0:
            text = self.tr(
                "Blessings and curses: %n more card(s) until the hand is exhausted.", "", cards
            )
        else:
            text = self.tr(
                "Blessings and curses: %n card(s) fewer until the hand is exhausted.", "", -cards
            )
        self.blessing_summary.setText(text)

    # --- editing -----------------------------------------------------------------

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

    def _commit_notes(self, notes: str) -> None:
        """Propose the notes as typed, if they differ from the character's."""
        if self.character is not None and notes != self.character.notes:
            self.propose(dataclasses.replace(self.character, notes=notes), self.tr("Edit notes"))
