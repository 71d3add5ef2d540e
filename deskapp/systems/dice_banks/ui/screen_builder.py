"""The roll builder of the dice-banks table: who rolls what, from which bank, with which dice.

It turns the choices into a ``roll`` action for the driver (see
:mod:`deskapp.systems.dice_banks.driver`) and shows the screen's preview of it; it never
rolls by itself. Space anywhere in it asks for the roll, except in the faces
field, where Space separates faces and Enter rolls.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from deskapp.core.dice import parse_faces
from deskapp.core.errors import UserError
from deskapp.systems.dice_banks.actions import ROLL_KINDS
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter
from deskapp.systems.dice_banks.ui.screen_widgets import BANKS, item_label
from deskapp.systems.dice_banks.view import LongView, TableView
from deskapp.systems.dice_banks.words import bank_title, skill_kind_title
from deskapp.ui.plain import plain_label, rich_label
from deskapp.ui.style import ERROR, INK
from deskapp.ui.table.parts import buddy_label, refill
from deskapp.ui.table.widgets import FlowLayout
from deskapp.ui.wheel_guard import give_focus

OTHER = "__other__"  # the combo entry for a skill or capacity not on the sheet
SKILL_KINDS = ("talent", "ability", "knowledge")


class RollBuilder(QGroupBox):
    """Declare one roll: the character, its kind, bank, skill, dice, modifiers, Power and burn."""

    roll_requested = Signal()
    space_pressed = Signal()  # Space in the form: the screen rolls, or goes to the faces field
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Roll"), parent)
        self.setObjectName("roll_builder")
        self.table: TableView | None = None
        self.mirror = False
        self._loading = False

        self.who = self._combo("builder_who")
        self.kind_buttons = self._segments(
            "as",
            ROLL_KINDS,
            [self.tr("Action"), self.tr("Reaction"), self.tr("Support"), self.tr("Long step")],
        )
        self.bank_buttons = self._segments("bank", BANKS, [bank_title(b) for b in BANKS])
        self.skill = self._combo("builder_skill")
        self.other_level = self._spin("builder_other_level", 0, 10, 3)
        self.other_kind = self._combo("builder_other_kind")
        for kind in SKILL_KINDS:
            self.other_kind.addItem(skill_kind_title(kind), kind)
        self.dice = self._spin("builder_dice", 0, 30)
        self.dice_left = plain_label(self)
        self.dice_left.setWordWrap(True)  # "sur 2 restants" on two lines, not a wider form
        self.bonus = self._spin("builder_bonus", 0, 30)
        self.penalty = self._spin("builder_penalty", 0, 30)
        self.difficulty = self._spin("builder_difficulty", 0, 10)
        self.partner_label = plain_label(self)
        self.partner = self._combo("builder_partner")
        self.capacity = self._combo("builder_capacity")
        self.capacity_value = self._spin("builder_capacity_value", 0, 20, 4)
        self.item = self._combo("builder_item")
        self.power_dice = self._spin("builder_power_dice", 0, 30)
        self.power_bonus = self._spin("builder_power_bonus", 0, 30)
        self.power_penalty = self._spin("builder_power_penalty", 0, 30)
        self.burn_scar = self._combo("builder_burn")
        self.burn_points = self._spin("builder_burn_points", 1, 10, 1)
        self.burn_use = self._combo("builder_burn_use")
        self.burn_use.addItem(self.tr("for dice"), "dice")
        self.burn_use.addItem(self.tr("for Power"), "power")
        self.summary = rich_label(self)
        self.summary.setObjectName("builder_summary")
        self.summary.setWordWrap(True)
        self.faces = QLineEdit(self)
        self.faces.setObjectName("builder_faces")
        self.faces.setPlaceholderText(self.tr("faces of the real dice, e.g. 7 10 3"))
        self.faces.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[0-9 ,]*"), self.faces)
        )
        self.faces.textChanged.connect(self._changed)
        self.faces.returnPressed.connect(self.roll_requested)
        self.faces_needed = rich_label(self)
        self.faces_needed.setObjectName("builder_faces_needed")
        self.roll_button = QPushButton(self.tr("Roll  (Space)"), self)
        self.roll_button.setObjectName("builder_roll")
        self.roll_button.setMinimumHeight(44)
        self.roll_button.setStyleSheet("QPushButton { font-size: 16pt; font-weight: bold; }")
        self.roll_button.clicked.connect(self.roll_requested)
        self._lay_out()
        self.who.currentIndexChanged.connect(self._who_changed)
        # "Other skill…", "Other capacity…" and a burn each show their extra fields.
        for combo in (self.skill, self.capacity, self.burn_scar):
            combo.currentIndexChanged.connect(self._update_visibility)
        self.kind_buttons.idClicked.connect(lambda _id: self._kind_changed())
        self.bank_buttons.idClicked.connect(lambda _id: self._bank_changed())

    # --- building the form ------------------------------------------------------------------

    def _combo(self, name: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        # Long skill and item names must not widen the whole screen; the list shows them whole.
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(6)
        combo.installEventFilter(self)
        combo.currentIndexChanged.connect(self._changed)
        return combo

    def _spin(self, name: str, minimum: int, maximum: int, value: int = 0) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(minimum, maximum)
        spin.setValue(value)
        spin.setMinimumWidth(64)
        spin.setMaximumWidth(90)
        spin.installEventFilter(self)
        spin.valueChanged.connect(self._changed)
        return spin

    def _segments(self, prefix: str, keys: tuple[str, ...], titles: list[str]) -> QButtonGroup:
        group = QButtonGroup(self)
        group.setExclusive(True)
        for number, (key, title) in enumerate(zip(keys, titles, strict=True)):
            button = QPushButton(title, self)
            button.setObjectName(f"{prefix}_{key}")
            button.setCheckable(True)
            button.setMinimumHeight(34)
            button.setMinimumWidth(60)
            button.installEventFilter(self)
            group.addButton(button, number)
        group.button(0).setChecked(True)
        return group

    def _lay_out(self) -> None:
        self.grid = grid = QGridLayout(self)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(3)  # every row in sight on a laptop's 768 lines
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

        def row_of(*widgets: QWidget, stretch: bool = True) -> QHBoxLayout:
            box = QHBoxLayout()
            box.setSpacing(4)
            # Lists take the room there is (their names whole on a wide screen) and shrink
            # to a few letters on a narrow one; the rest keep their size.
            lists = any(isinstance(widget, QComboBox) for widget in widgets)
            for widget in widgets:
                box.addWidget(widget, 1 if isinstance(widget, QComboBox) else 0)
            if stretch and not lists:
                box.addStretch(1)
            return box

        grid.addWidget(buddy_label(self.tr("&Who"), self.who, self), 0, 0)
        grid.addWidget(self.who, 0, 1, 1, 3)
        # The kinds and the banks wrap onto a second line on a narrow screen.
        for row, (title, group) in enumerate(
            ((self.tr("Roll as"), self.kind_buttons), (self.tr("Bank"), self.bank_buttons)),
            start=1,
        ):
            grid.addWidget(plain_label(title, self), row, 0)
            flow = FlowLayout(spacing=4)
            for button in group.buttons():
                flow.add_widget(button)
            grid.addLayout(flow, row, 1, 1, 3)
        grid.addWidget(buddy_label(self.tr("S&kill"), self.skill, self), 3, 0)
        grid.addLayout(row_of(self.skill, self.other_level, self.other_kind), 3, 1, 1, 3)
        grid.addWidget(buddy_label(self.tr("&Dice"), self.dice, self), 4, 0)
        grid.addLayout(row_of(self.dice, self.dice_left), 4, 1)
        grid.addWidget(buddy_label(self.tr("Defense"), self.difficulty, self), 4, 2)
        grid.addWidget(self.difficulty, 4, 3)
        grid.addWidget(buddy_label(self.tr("Bonus"), self.bonus, self), 5, 0)
        grid.addWidget(self.bonus, 5, 1)
        grid.addWidget(buddy_label(self.tr("Penalty"), self.penalty, self), 5, 2)
        grid.addWidget(self.penalty, 5, 3)
        grid.addWidget(self.partner_label, 6, 0)
        grid.addWidget(self.partner, 6, 1, 1, 3)
        grid.addWidget(buddy_label(self.tr("&Power"), self.capacity, self), 7, 0)
        grid.addLayout(row_of(self.capacity, self.capacity_value), 7, 1)
        grid.addWidget(buddy_label(self.tr("&Item"), self.item, self), 7, 2)
        grid.addWidget(self.item, 7, 3)
        power_dice = plain_label(self.tr("Power dice"), self)
        power_dice.setWordWrap(True)  # two lines rather than a wider form in French
        grid.addWidget(power_dice, 8, 0)
        plus, minus = plain_label(self.tr("Power +"), self), plain_label(self.tr("−"), self)
        grid.addLayout(
            row_of(self.power_dice, plus, self.power_bonus, minus, self.power_penalty), 8, 1, 1, 3
        )
        grid.addWidget(buddy_label(self.tr("B&urn"), self.burn_scar, self), 9, 0)
        grid.addLayout(row_of(self.burn_scar, self.burn_points, self.burn_use), 9, 1, 1, 3)
        grid.addWidget(self.summary, 10, 0, 1, 4)
        self.faces_row = QWidget(self)
        faces_grid = QGridLayout(self.faces_row)
        faces_grid.setContentsMargins(0, 0, 0, 0)
        faces_grid.setSpacing(3)
        # The caption, the field and the count in one line above the buttons, so a long
        # caption ("Hozená čísla") does not widen the first face button.
        caption = plain_label(self.tr("F&aces"), self.faces_row)
        caption.setBuddy(self.faces)
        typed = QHBoxLayout()
        typed.addWidget(caption)
        typed.addWidget(self.faces, 1)
        typed.addWidget(self.faces_needed)
        faces_grid.addLayout(typed, 0, 0, 1, 11)
        # The faces as buttons, for a mouse or a touch screen; they never take the focus.
        for face in range(1, 11):
            button = QPushButton(str(face), self.faces_row)
            button.setObjectName(f"face_{face}")
            button.setMinimumSize(30, 34)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, f=face: self.add_face(f))
            faces_grid.addWidget(button, 1, face - 1)
        back = QPushButton("⌫", self.faces_row)
        back.setObjectName("face_back")
        back.setMinimumSize(30, 34)
        back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        back.setToolTip(self.tr("Take back the last face"))
        back.clicked.connect(self.remove_face)
        faces_grid.addWidget(back, 1, 10)
        grid.addWidget(self.faces_row, 11, 0, 1, 4)
        grid.addWidget(self.roll_button, 12, 0, 1, 4)

    # --- filling it from the table ------------------------------------------------------------

    def load(self, table: TableView) -> None:
        """Refill every list from the table's view, keeping what the user had chosen."""
        self.table, self.mirror = table, table.mirror
        mirror = table.mirror
        self._loading = True
        try:
            refill(self.who, [(c.name, c.name) for c in table.characters])
            self._fill_for_character()
            if self.kind != "long" and not 0 < self.dice.value() <= self.bank_dice_left():
                self.take_all_dice()  # e.g. a new round refilled the bank that was empty
        finally:
            self._loading = False
        self.faces_row.setVisible(mirror)
        self.roll_button.setText(
            self.tr("Roll with these faces  (Enter)") if mirror else self.tr("Roll  (Space)")
        )

    def character(self) -> DiceBanksCharacter | None:
        return self.table.character(self.who.currentData()) if self.table is not None else None

    @property
    def kind(self) -> str:
        return ROLL_KINDS[self.kind_buttons.checkedId()]

    @property
    def bank(self) -> str:
        return BANKS[self.bank_buttons.checkedId()]

    def long_action(self) -> LongView | None:
        if self.table is None:
            return None
        return self.table.long_actions.get(self.who.currentData())

    def _fill_for_character(self) -> None:
        character = self.character()
        if character is None:
            for combo in (self.skill, self.capacity, self.item, self.burn_scar, self.partner):
                combo.clear()
            self.setEnabled(False)
            return
        self.setEnabled(True)
        skills = [
            (f"{s.name} · {skill_kind_title(s.kind.value)} {s.level}", s.name)
            for s in character.skills
        ]
        refill(self.skill, [*skills, (self.tr("Other skill…"), OTHER)])
        capacities = [(f"{c.name} {c.value}", c.name) for c in character.capacities]
        refill(
            self.capacity,
            [(self.tr("No Power"), None), *capacities, (self.tr("Other capacity…"), OTHER)],
        )
        items = [(item_label(i), i.name) for i in character.equipment]
        refill(self.item, [(self.tr("No item"), None), *items])
        scars = [
            (self.tr("{name} ({free} free)").format(name=scar.name, free=scar.free), scar.name)
            for scar in character.scars
            if scar.burnable
        ]
        refill(self.burn_scar, [(self.tr("No burn"), None), *scars])
        self.burn_points.setMaximum(max(character.proficiency, 1))
        long = self.long_action()
        long_button = self.kind_buttons.button(ROLL_KINDS.index("long"))
        long_button.setEnabled(long is not None and long.status == "going")
        reaction_button = self.kind_buttons.button(ROLL_KINDS.index("reaction"))
        reaction_button.setEnabled(bool(self.table is not None and self.table.waiting))
        checked = self.kind_buttons.checkedButton()
        if checked is None or not checked.isEnabled():
            self.kind_buttons.button(0).setChecked(True)
        self._fill_partner()
        self._update_bank_titles()
        self._update_visibility()

    def _fill_partner(self) -> None:
        name = self.who.currentData()
        kind = self.kind
        table = self.table
        choices: list[tuple[str, Any]]
        if kind == "action":
            self.partner_label.setText(self.tr("&Target"))
            conflict = table.conflict if table is not None else None
            others = [c.name for c in conflict.combatants] if conflict else []
            choices = [(self.tr("Nobody — settle at once"), None)]
            choices += [(other, other) for other in others if other != name]
        elif kind == "reaction":
            self.partner_label.setText(self.tr("&Against"))
            choices = [
                (
                    self.tr(
                        "{who}'s {skill} on {target} (%n success(es))", "", w.roll.successes
                    ).format(who=w.roll.who, skill=w.roll.skill, target=w.roll.target),
                    w.roll.id,
                )
                for w in (table.waiting if table is not None else ())
                if w.roll.who != name
            ]
        elif kind == "support":
            self.partner_label.setText(self.tr("&For"))
            characters = table.characters if table is not None else ()
            choices = [(c.name, c.name) for c in characters if c.name != name]
        else:
            choices = []
        self.partner_label.setBuddy(self.partner)
        refill(self.partner, choices)

    def _update_bank_titles(self) -> None:
        long = self.long_action() if self.kind == "long" else None
        for number, bank in enumerate(BANKS):
            button = self.bank_buttons.button(number)
            button.setText(f"{bank_title(bank)}  {self._dice_left(bank)}")
            button.setEnabled(long is None or long.bank == bank)
        if long is not None:
            self.bank_buttons.button(BANKS.index(long.bank)).setChecked(True)

    def _update_visibility(self, *_: object) -> None:
        other_skill = self.skill.currentData() == OTHER
        self.other_level.setVisible(other_skill)
        self.other_kind.setVisible(other_skill)
        self.capacity_value.setVisible(self.capacity.currentData() == OTHER)
        burning = self.burn_scar.currentData() is not None
        self.burn_points.setVisible(burning)
        self.burn_use.setVisible(burning)
        has_partner = self.kind != "long"
        self.partner_label.setVisible(has_partner)
        self.partner.setVisible(has_partner)
        self.dice_left.setText(self.tr("of {n} left").format(n=self.bank_dice_left()))

    def bank_dice_left(self) -> int:
        """Dice the chosen bank still holds this round (all of them outside a conflict, B-06)."""
        return self._dice_left(self.bank)

    def _dice_left(self, bank: str) -> int:
        if self.table is None:
            return 0
        return self.table.bank_dice_left(self.who.currentData(), bank)

    # --- reacting to choices ------------------------------------------------------------------

    def _changed(self, *_: object) -> None:
        if not self._loading:
            self.changed.emit()

    @contextmanager
    def _changing(self) -> Iterator[None]:
        """Change several fields as one: a single ``changed`` once they all are."""
        self._loading = True
        try:
            yield
        finally:
            self._loading = False
        self.changed.emit()

    def _who_changed(self) -> None:
        if self._loading:
            return
        with self._changing():
            self._fill_for_character()
            self.take_all_dice()

    def _kind_changed(self) -> None:
        with self._changing():
            self._fill_partner()
            if self.kind in ("support", "long") and self.capacity.currentData() is None:
                self.capacity.setCurrentIndex(1 if self.capacity.count() > 2 else 0)
            self._update_bank_titles()
            self._update_visibility()
            if self.kind == "long":
                self.take_all_dice()

    def _bank_changed(self) -> None:
        with self._changing():
            self.take_all_dice()
            self._update_visibility()

    def take_all_dice(self) -> None:
        """Offer every die the bank holds: outside a conflict that is the rule (B-06)."""
        long = self.long_action()
        if self.kind == "long" and long is not None:
            # The rules take the cumulative −1 off the dice committed (B-72).
            self.dice.setValue(long.max_dice)
        else:
            self.dice.setValue(self.bank_dice_left())

    # --- what the builder says --------------------------------------------------------------

    def select(self, who: str, kind: str = "action", against: int | None = None) -> None:
        """Point the builder at a character and kind of roll, e.g. from a card or a React button."""
        index = self.who.findData(who)
        if index >= 0:
            self.who.setCurrentIndex(index)
        button = self.kind_buttons.button(ROLL_KINDS.index(kind))
        if button.isEnabled():
            button.setChecked(True)
            self._kind_changed()
        if against is not None:
            position = self.partner.findData(against)
            if position >= 0:
                self.partner.setCurrentIndex(position)
        give_focus(self.dice)  # for the keys: the wheel passes it by
        self.dice.selectAll()

    def action(self) -> dict[str, Any]:
        """The ``roll`` action the form describes; raises UserError for unreadable faces."""
        skill: Any = self.skill.currentData()
        if skill == OTHER:
            skill = {"level": self.other_level.value(), "kind": self.other_kind.currentData()}
        action: dict[str, Any] = {
            "do": "roll",
            "who": self.who.currentData(),
            "as": self.kind,
            "bank": self.bank,
            "skill": skill,
            "dice": self.dice.value(),
        }
        for key, spin in (
            ("bonus", self.bonus),
            ("penalty", self.penalty),
            ("difficulty", self.difficulty),
            ("power_dice", self.power_dice),
            ("power_bonus", self.power_bonus),
            ("power_penalty", self.power_penalty),
        ):
            if spin.value():
                action[key] = spin.value()
        partner = self.partner.currentData() if self.partner.isVisibleTo(self) else None
        if partner is not None:
            action[{"action": "target", "reaction": "against", "support": "for"}[self.kind]] = (
                partner
            )
        capacity = self.capacity.currentData()
        if capacity == OTHER:
            action["capacity"] = self.capacity_value.value()
        elif capacity is not None:
            action["capacity"] = capacity
        if self.item.currentData() is not None:
            action["item"] = self.item.currentData()
        if self.burn_scar.currentData() is not None:
            action["burn"] = {
                "scar": self.burn_scar.currentData(),
                "points": self.burn_points.value(),
                "use": self.burn_use.currentData(),
            }
        if self.mirror:
            action["faces"] = self.typed_faces()
        return action

    def typed_faces(self) -> list[int]:
        return parse_faces(self.faces.text().replace(",", " "))

    def show_preview(self, text: str, ready: bool, needed: int | None, tooltip: str = "") -> None:
        """The screen's verdict on the roll: what it will do, or why it cannot be rolled
        (the rules it cites in ``tooltip``). ``text`` is rich text: a user's text in it is
        :func:`~deskapp.ui.plain.escaped`."""
        colour = INK if ready else ERROR
        self.summary.setText(f"<span style='font-size:12pt; color:{colour}'>{text}</span>")
        self.summary.setToolTip(tooltip)
        self.roll_button.setEnabled(ready)
        if needed is None:
            self.faces_needed.clear()
            return
        try:
            typed = len(self.typed_faces())
        except UserError:
            typed = 0
        if typed > needed:
            note = self.tr("<b>{n} too many</b>").format(n=typed - needed)
        else:
            note = self.tr("<b>{typed} of {needed}</b> faces").format(typed=typed, needed=needed)
        self.faces_needed.setText(note)

    def add_face(self, face: int) -> None:
        text = self.faces.text().rstrip()
        self.faces.setText(f"{text} {face}".strip())

    def remove_face(self) -> None:
        faces = self.faces.text().replace(",", " ").split()
        self.faces.setText(" ".join(faces[:-1]))

    def reset_after_roll(self) -> None:
        """After a roll the one-off choices go back to nothing; who, bank and skill stay."""
        with self._changing():
            for spin in (
                self.bonus,
                self.penalty,
                self.difficulty,
                self.power_dice,
                self.power_bonus,
                self.power_penalty,
            ):
                spin.setValue(0)
            self.burn_scar.setCurrentIndex(0)
            self.faces.clear()
            self.kind_buttons.button(0).setChecked(True)
            self._fill_for_character()
            self.take_all_dice()

    # --- keys ---------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Space rolls from anywhere in the form (B-10); only the faces field keeps its spaces.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and not event.modifiers()
        ):
            self.space_pressed.emit()
            return True
        return super().eventFilter(watched, event)
