"""The dice-banks character sheet: Proficiency and banks, skills, capacity attributes, Scars, equipment.

Each part of the sheet is a table over the model's tuple (see
:mod:`deskapp.ui.editors.lists`); every edit builds a new
:class:`~deskapp.systems.dice_banks.sheet.DiceBanksCharacter` and proposes it. The
model checks the new sheet as it is built; what it refuses is explained in red
under the part that was edited, and nothing is proposed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.systems.dice_banks.rules import (
    Bank,
    SkillKind,
    bank_size,
    explosion_threshold,
    rating_note,
    success_threshold,
)
from deskapp.systems.dice_banks.sheet import (
    MAX_BOXES,
    MAX_EXTRA_ACTIONS,
    MAX_LEVEL,
    MAX_PRACTICE_XP,
    MAX_PROFICIENCY,
    MODIFIER_LIMIT,
    STUN,
    Capacity,
    CharacterDataError,
    DiceBanksCharacter,
    Equipment,
    Scar,
    Skill,
)
from deskapp.systems.dice_banks.ui.editor_track import (
    LETHAL,
    ScarTrack,
    damage_label,
    paint_track,
    track_summary,
    track_width,
)
from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.editors.columns import (
    CheckColumn,
    ChoiceColumn,
    Column,
    DerivedColumn,
    NumberColumn,
    Option,
    OptionalNumberColumn,
    PaintedColumn,
    TextColumn,
)
from deskapp.ui.editors.field_lists import field_list
from deskapp.ui.editors.lists import ListModel, ListPanel, NamedValue, Wording, key_names
from deskapp.ui.editors.tables import ProblemLabel
from deskapp.ui.plain import plain_label, rich_label

# The model puts no upper bound on levels, boxes and the like, but a spin box
# needs one; no sheet comes near this, and a stored value above it is still
# shown as it is (only an edit is limited).


class DiceBanksEditor(CharacterEditor):
    """The whole sheet of a dice-banks character, except its name and portrait (the page's)."""

    SYSTEM = "dice_banks"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character: DiceBanksCharacter | None = None
        damage_types = (Option(STUN, damage_label(STUN)), Option(LETHAL, damage_label(LETHAL)))

        self.sections: dict[str, ListPanel] = {}
        # Each list of the sheet: Add makes a new item whose name is then typed in its row.
        for key, title, tip, columns, wording, new_name, make_item, build, add_text in (
            (
                "skills",
                self.tr("S&kills"),
                self.tr(
                    "Each skill's kind sets its critical range (B-13); its level sets "
                    "which faces succeed and explode (B-11, B-12)."
                ),
                self._skill_columns(),
                Wording.of(
                    self.tr("skill"),
                    self.tr("No skills yet: press Add Skill or {insert}").format(**key_names()),
                ),
                self.tr("New skill"),
                lambda name, _values: Skill(name, SkillKind.TALENT, 1),
                lambda character, items: replace(character, skills=items),
                self.tr("Add Skill"),
            ),
            (
                "capacities",
                self.tr("C&apacity Attributes"),
                self.tr(
                    "Capacity attributes set the Power of actions: base Power is the value "
                    "halved, rounded down, and the Power roll is made against the value "
                    "(B-20, B-21)."
                ),
                self._capacity_columns(),
                Wording.of(self.tr("capacity attribute"), self.tr("No capacity attributes yet")),
                self.tr("New capacity"),
                lambda name, _values: Capacity(name, 2),
                lambda character, items: replace(character, capacities=items),
                self.tr("Add Capacity"),
            ),
            (
                "scars",
                self.tr("&Scars"),
                self.tr(
                    "Scars are damage tracks: an injury's Power goes into one as damage of "
                    "its type (B-23); a burnable Scar can take stun for dice or Power (B-31)."
                ),
                self._scar_columns(),
                Wording.of(self.tr("Scar"), self.tr("No Scars yet")),
                self.tr("New Scar"),
                lambda name, _values: Scar(name, 4),
                lambda character, items: replace(character, scars=items),
                self.tr("Add Scar"),
            ),
            (
                "equipment",
                self.tr("E&quipment"),
                self.tr(
                    "Items with their own Power replace the capacity attribute (B-24); "
                    "bonuses and penalties run from −3 to +3 (B-50)."
                ),
                self._equipment_columns(damage_types),
                Wording.of(self.tr("item"), self.tr("No equipment yet")),
                self.tr("New item"),
                lambda name, _values: Equipment(name),
                lambda character, items: replace(character, equipment=items),
                self.tr("Add Item"),
            ),
        ):
            section = field_list(
                self,
                build,
                columns,
                wording,
                make_item,
                title=title,
                tip=tip,
                new_name=new_name,
                add_text=add_text,
                fit_rows=True,  # the page scrolls, not each list
            )
            section.setObjectName(f"dice_banks_{key}")
            self.sections[key] = section
        self.skills, self.capacities, self.scars, self.equipment = self.sections.values()
        self.damage = ListPanel(  # each change is said as a change of the chosen Scar
            ListModel(
                self._damage_columns(damage_types),
                Wording.of(self.tr("damage type"), self.tr("No damage: the Scar is whole")),
                self._commit_damage,
                reorderable=False,
            ),
            lambda name, _values: NamedValue(name, 1),
            new_name=self.tr("damage"),
            suggested_names=(STUN, LETHAL),
            add_text=self.tr("Add Damage"),
            fit_rows=True,
            parent=self,
        )
        self.damage.setObjectName("dice_banks_damage")
        self.scars.current_changed.connect(self._show_damage)

        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addWidget(self._proficiency_group())
        self._add_damage_to_scars()
        for section in self.sections.values():
            layout.addWidget(section)
        layout.addStretch(1)

    # --- building --------------------------------------------------------------------

    def _proficiency_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Proficiency and Banks"), self)
        self.proficiency = QSpinBox(group)
        self.proficiency.setObjectName("dice_banks_proficiency")
        self.proficiency.setRange(0, MAX_PROFICIENCY)
        # One proposal per finished entry (Enter, Tab, an arrow step), not per key typed.
        self.proficiency.setKeyboardTracking(False)
        self.proficiency.setToolTip(
            self.tr(
                "Proficiency (Zručnost), 0 or more: each bank holds Proficiency + 2 dice, "
                "and an action may burn at most Proficiency points into a Scar (B-31)."
            )
        )
        self.proficiency.valueChanged.connect(self._proficiency_changed)
        self.proficiency.lineEdit().textChanged.connect(self._proficiency_typed)
        caption = plain_label(self.tr("&Proficiency"), group)
        caption.setBuddy(self.proficiency)
        self.proficiency_problem = ProblemLabel(group)

        grid = QGridLayout(group)
        grid.setHorizontalSpacing(24)
        grid.addWidget(caption, 0, 0)
        grid.addWidget(self.proficiency, 1, 0)
        bank_tip = self.tr(
            "Proficiency + 2 dice (d10). An action spends dice of the bank its type "
            "picks; the rest pay for reactions; every bank refills at the start of "
            "the next round (B-01 … B-05)."
        )
        titles = {
            Bank.PHYSICAL: self.tr("Physical bank"),
            Bank.SOCIAL: self.tr("Social bank"),
            Bank.MENTAL: self.tr("Mental bank"),
        }
        self.bank_values: dict[Bank, QLabel] = {}
        for column, bank in enumerate(Bank, start=1):
            title = plain_label(titles[bank], group)
            value = rich_label(group)
            value.setObjectName(f"dice_banks_bank_{bank.value}")
            value.setAccessibleName(titles[bank])
            for label in (title, value):
                label.setToolTip(bank_tip)
            grid.addWidget(title, 0, column)
            grid.addWidget(value, 1, column)
            self.bank_values[bank] = value
        grid.setColumnStretch(len(Bank) + 1, 1)
        grid.addWidget(self.proficiency_problem, 2, 0, 1, len(Bank) + 2)
        return group

    def _add_damage_to_scars(self) -> None:
        """The chosen Scar's track and damage list, under the list of Scars."""
        assert self.scars.box is not None
        self.damage_group = QGroupBox(self.scars.box)
        self.damage_group.setFlat(True)
        self.track = ScarTrack(self.damage_group)
        self.track_text = plain_label(self.damage_group)
        self.track_text.setObjectName("dice_banks_track_text")
        self.track_text.setWordWrap(True)
        track_layout = QVBoxLayout()
        track_layout.addWidget(self.track)
        track_layout.addWidget(self.track_text)
        track_layout.addStretch(1)
        damage_layout = QHBoxLayout(self.damage_group)
        damage_layout.setContentsMargins(0, 6, 0, 0)
        damage_layout.setSpacing(18)
        damage_layout.addLayout(track_layout, 1)
        damage_layout.addWidget(self.damage, 1)
        layout = self.scars.box.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(self.damage_group)

    def _skill_columns(self) -> list[Column]:
        return [
            TextColumn(
                "name",
                self.tr("Skill"),
                self.tr("The skill's name, different from the sheet's other skills"),
                self.tr("name"),
            ),
            ChoiceColumn(
                "kind",
                self.tr("Kind"),
                self.tr(
                    "Critical range 1 for Talents and Attributes, 1–2 for Abilities, 1–4 for "
                    "Knowledge; Knowledge earns no practice XP (B-13, B-14)"
                ),
                self.tr("kind"),
                options=(
                    Option(SkillKind.TALENT, self.tr("Talent / Attribute")),
                    Option(SkillKind.ABILITY, self.tr("Ability")),
                    Option(SkillKind.KNOWLEDGE, self.tr("Knowledge")),
                ),
            ),
            NumberColumn(
                "level",
                self.tr("Level"),
                self.tr(
                    "0 or more: a die showing at least max(10 − level, 5) is a success, "
                    "at least min(15 − level, 10) also explodes (B-11, B-12)"
                ),
                self.tr("level"),
                maximum=MAX_LEVEL,
            ),
            DerivedColumn(
                self.tr("Success / Explodes"),
                self.tr("The faces that succeed and that explode at this level (B-11, B-12)"),
                lambda skill: (
                    self.tr("{success}+ / {explode}+").format(
                        success=success_threshold(skill.level),
                        explode=explosion_threshold(skill.level),
                    )
                    + (self.tr(" (as 10)") if rating_note(skill.level) else "")
                ),
                lambda skill: (
                    self.tr(
                        "Each die showing {success} or more is a success; {explode} or more "
                        "is also rolled again (B-11, B-12)"
                    ).format(
                        success=success_threshold(skill.level),
                        explode=explosion_threshold(skill.level),
                    )
                    + (
                        self.tr(". Above 10 the written rule breaks: {note}.").format(
                            note=rating_note(skill.level)
                        )
                        if rating_note(skill.level)
                        else ""
                    )
                ),
            ),
            NumberColumn(
                "practice_xp",
                self.tr("Practice XP"),
                self.tr(
                    "Fixed practice XP marked in this skill, 0 or more: a critical failure "
                    "or a great success earns 1, at most 1 per skill per scene (B-13 … B-15)"
                ),
                self.tr("practice XP"),
                maximum=MAX_PRACTICE_XP,
            ),
        ]

    def _capacity_columns(self) -> list[Column]:
        return [
            TextColumn(
                "name",
                self.tr("Capacity attribute"),
                self.tr("The attribute's name, different from the sheet's other capacities"),
                self.tr("name"),
            ),
            NumberColumn(
                "value",
                self.tr("Value"),
                self.tr("0 or more: the rating of the Power roll (B-21)"),
                self.tr("value"),
                maximum=MAX_LEVEL,
            ),
            DerivedColumn(
                self.tr("Base Power"),
                self.tr("The value halved, rounded down (B-20)"),
                lambda capacity: str(capacity.power.base),
            ),
        ]

    def _scar_columns(self) -> list[Column]:
        return [
            TextColumn(
                "name",
                self.tr("Scar"),
                self.tr("The Scar's name, different from the sheet's other Scars"),
                self.tr("name"),
            ),
            NumberColumn(
                "boxes",
                self.tr("Boxes"),
                self.tr("1 or more: the points of damage the Scar takes (B-23)"),
                self.tr("boxes"),
                minimum=1,
                maximum=MAX_BOXES,
            ),
            CheckColumn(
                "burnable",
                self.tr("Burnable"),
                self.tr(
                    "An action may burn this Scar: take up to Proficiency points of stun "
                    "into it, each for one die or +1 Power (B-31, B-32)"
                ),
                on=self.tr("Allow burning Scar '{name}'"),
                off=self.tr("Forbid burning Scar '{name}'"),
            ),
            PaintedColumn(
                self.tr("Damage"),
                self.tr("The Scar's track; edit its damage below"),
                track_summary,
                paint_track,
                lambda scar: track_width(scar, 14),
            ),
        ]

    def _equipment_columns(self, damage_types: tuple[Option, ...]) -> list[Column]:
        return [
            TextColumn(
                "name",
                self.tr("Item"),
                self.tr("The item's name, different from the sheet's other items"),
                self.tr("name"),
            ),
            OptionalNumberColumn(
                "power",
                self.tr("Own Power"),
                self.tr(
                    "None, or 0 or more: an item with its own Power (a firearm) sets the "
                    "base Power and the capacity attribute is ignored (B-24)"
                ),
                self.tr("own Power"),
                none_text=self.tr("none"),
                maximum=MAX_LEVEL,
            ),
            NumberColumn(
                "dice_bonus",
                self.tr("Dice"),
                self.tr("−3 … +3: dice added to (or taken from) rolls with the item (B-50)"),
                self.tr("dice bonus"),
                minimum=-MODIFIER_LIMIT,
                maximum=MODIFIER_LIMIT,
                signed=True,
            ),
            NumberColumn(
                "power_bonus",
                self.tr("Power"),
                self.tr("−3 … +3: Power added to (or taken from) actions with the item (B-50)"),
                self.tr("Power bonus"),
                minimum=-MODIFIER_LIMIT,
                maximum=MODIFIER_LIMIT,
                signed=True,
            ),
            NumberColumn(
                "extra_actions",
                self.tr("Extra actions"),
                self.tr("0 or more extra actions a round, each at a cumulative −1 die (B-04)"),
                self.tr("extra actions"),
                maximum=MAX_EXTRA_ACTIONS,
            ),
            ChoiceColumn(
                "damage_type",
                self.tr("Damage type"),
                self.tr("What the item's injuries deal: stun, lethal or any type you name (B-23)"),
                self.tr("damage type"),
                options=damage_types,
                free=True,
                show=damage_label,
                required=True,
            ),
        ]

    def _damage_columns(self, damage_types: tuple[Option, ...]) -> list[Column]:
        return [
            ChoiceColumn(
                "name",
                self.tr("Type"),
                self.tr("Stun, lethal or any type you name; each type once per Scar"),
                self.tr("type"),
                options=damage_types,
                free=True,
                show=damage_label,
            ),
            NumberColumn(
                "value",
                self.tr("Points"),
                self.tr("0 or more points of this type in the Scar (B-23)"),
                self.tr("points"),
                maximum=MAX_BOXES,
            ),
        ]

    # --- showing ---------------------------------------------------------------------

    def show_character(self, character: DiceBanksCharacter) -> None:
        """Fill every part of the sheet from ``character`` without proposing anything."""
        self.character = character
        with QSignalBlocker(self.proficiency):
            self.proficiency.setValue(min(character.proficiency, MAX_PROFICIENCY))
        self._show_banks(character.banks)
        self.proficiency_problem.hide()
        for key, section in self.sections.items():
            section.show_items(getattr(character, key))
        if self.scars.current_row() is None:
            # The damage list always belongs to a chosen Scar: the first, until another is.
            self.scars.select_row(0)
        self._show_damage()

    def _show_banks(self, banks: Mapping[Bank, int]) -> None:
        for bank, label in self.bank_values.items():
            label.setText(self.tr("<b>%n</b> dice", "", banks[bank]))

    def _proficiency_typed(self, text: str) -> None:
        # The banks follow the digits as they are typed; the edit is proposed when finished.
        if text.strip().isdigit():
            self._show_banks(dict.fromkeys(Bank, bank_size(int(text))))

    def _show_damage(self) -> None:
        scar = self._current_scar()
        self.track.set_scar(scar)
        self.damage_group.setEnabled(scar is not None)
        if scar is None:
            self.damage_group.setTitle(self.tr("&Damage"))
            self.track_text.setText(self.tr("Choose a Scar to see and edit its damage."))
            self.damage.show_items(())
            return
        self.damage_group.setTitle(self.tr("&Damage in Scar '{name}'").format(name=scar.name))
        self.track_text.setText(track_summary(scar))
        self.damage.show_items(
            tuple(NamedValue(kind, points) for kind, points in scar.damage.items())
        )

    def _current_scar(self) -> Scar | None:
        row = self.scars.current_row()
        if self.character is None or row is None or not row < len(self.character.scars):
            return None
        return self.character.scars[row]

    # --- proposing -------------------------------------------------------------------

    def _proficiency_changed(self, value: int) -> None:
        character = self.character
        if character is None or value == character.proficiency:
            return
        try:
            new = replace(character, proficiency=value)
        except CharacterDataError as error:
            self.proficiency_problem.setText(str(error))
            self.proficiency_problem.show()
            return
        template = (
            self.tr("Raise Proficiency to {value}")
            if value > character.proficiency
            else self.tr("Lower Proficiency to {value}")
        )
        self.propose(new, template.format(value=value))

    def _commit_damage(self, entries: tuple[Any, ...], description: str) -> bool:
        scar = self._current_scar()
        if self.character is None or scar is None:
            return False
        changed = replace(scar, damage={entry.name: entry.value for entry in entries})
        scars = tuple(changed if item is scar else item for item in self.character.scars)
        self.propose(
            replace(self.character, scars=scars),
            self.tr("Scar '{scar}': {change}").format(scar=scar.name, change=description),
        )
        return True
