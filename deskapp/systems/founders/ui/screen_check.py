"""The Founders check builder: who leads, which tags, assists, difficulty; roll; reroll or take.

It never changes the table itself: it emits the action for the session
(``request``) and shows whatever the driver holds afterwards. The choices being
built (tags, assists …) are the builder's own until the dice roll; from then
on the pending check in the driver is what counts, so a restart shows it again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.systems.founders.odds import panel_odds, pending_odds, setup_adding
from deskapp.systems.founders.rules import (
    DIFFICULTIES,
    Automatic,
    CheckResult,
    describe_difficulty,
    dice_needed,
)
from deskapp.systems.founders.sheet import MAX_DIFFICULTY
from deskapp.systems.founders.state import PendingCheck, TakenCheck
from deskapp.systems.founders.ui.screen_widgets import (
    AssistChip,
    DiceEntry,
    DicePair,
    TagPicker,
    key_button,
    letters,
    modifier_words,
    roll_tags,
    scaled_font,
    signed,
    table_button,
    table_label,
)
from deskapp.systems.founders.view import FoundersView, shown_name
from deskapp.ui.plain import plain_label
from deskapp.ui.style import BAD, GOOD, MUTED_TEXT, label_style, waiting_style
from deskapp.ui.table.odds import OddsPanel
from deskapp.ui.table.parts import buddy_label, refill, screen_label
from deskapp.ui.table.widgets import FlowLayout


class CheckPanel(QWidget):
    """Build a check, roll it, then take it or the risky reroll (F-10 … F-15, F-20, F-30, F-31)."""

    request = Signal(dict)  # an action for the session
    problem = Signal(str)  # something typed that cannot become an action
    leader_shown = Signal(str)  # the Founder cards mark who leads

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: FoundersView | None = None
        self._shown_last: TakenCheck | None = None
        self._build_form()
        self._build_roll()
        # Why the builder is greyed out, when it is: a roll waits to be taken (after Ctrl+Z of
        # a take, too) or a contest is under way.
        self.waiting = screen_label(self, "check_waiting", waiting_style(), wrap=True)
        self.waiting.hide()
        self.columns = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.columns.addWidget(self.form, 3)
        self.columns.addWidget(self.roll_area, 2)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.waiting)
        outer.addLayout(self.columns, 1)

    def set_wide(self, wide: bool) -> None:
        """Builder beside the dice when there is room, above them when the window is narrow."""
        self.columns.setDirection(
            QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        )

    # -- building ----------------------------------------------------------------------------

    def _build_form(self) -> None:
        self.form = QWidget(self)
        self.leader = QComboBox(self.form)
        self.leader.setObjectName("check_leader")
        self.leader.setFont(scaled_font(self, 13, bold=True))
        self.leader.currentIndexChanged.connect(self._leader_changed)
        self.difficulty = QSpinBox(self.form)
        self.difficulty.setObjectName("check_difficulty")
        self.difficulty.setRange(1, MAX_DIFFICULTY)
        self.difficulty.setValue(DIFFICULTIES["normal"])
        self.difficulty.setFont(scaled_font(self, 13, bold=True))
        self.difficulty.valueChanged.connect(self._difficulty_changed)
        self.difficulty_buttons = QButtonGroup(self)
        difficulty_box = QWidget(self.form)
        difficulty_row = FlowLayout(difficulty_box)
        for word, value in DIFFICULTIES.items():
            button = QPushButton(difficulty_box)
            key_button(button, describe_difficulty(value), word)
            button.setObjectName(f"difficulty_{word}")
            button.setCheckable(True)
            button.clicked.connect(
                lambda _checked=False, value=value: self.difficulty.setValue(value)
            )
            self.difficulty_buttons.addButton(button)
            difficulty_row.add_widget(button)
        difficulty_row.add_widget(self.difficulty)

        self.tags = TagPicker(self.form)
        self.tags.setObjectName("check_tags")
        self.tags.changed.connect(self._update_preview)
        self.assists_box = QWidget(self.form)
        self.assists_flow = FlowLayout(self.assists_box)
        self.assists: list[AssistChip] = []
        self.creates = QCheckBox(self.tr("Creates a &circumstance, or adds to one:"), self.form)
        self.creates.setObjectName("check_creates")
        self.creates.toggled.connect(self._creates_toggled)
        self.circumstance = QComboBox(self.form)
        self.circumstance.setObjectName("check_circumstance")
        self.circumstance.setEditable(True)
        self.circumstance.setMinimumWidth(200)
        self.circumstance.setEnabled(False)
        typed = self.circumstance.lineEdit()
        assert typed is not None
        typed.setPlaceholderText(self.tr("its name"))

        grid = QGridLayout(self.form)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(buddy_label(self.tr("&Leader"), self.leader, self.form), 0, 0)
        grid.addWidget(self.leader, 0, 1)
        grid.addWidget(buddy_label(self.tr("&Difficulty"), self.difficulty, self.form), 1, 0)
        grid.addWidget(difficulty_box, 1, 1)
        grid.addWidget(plain_label(self.tr("Tags"), self.form), 2, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.tags, 2, 1)
        grid.addWidget(plain_label(self.tr("Assists"), self.form), 3, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.assists_box, 3, 1)
        # The circumstance's name under the box that asks for it: side by side, a narrow
        # screen (1100 px) cut the box's words.
        grid.addWidget(self.creates, 4, 0, 1, 2)
        grid.addWidget(self.circumstance, 5, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(6, 1)
        for row in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(row)), self)
            shortcut.activated.connect(lambda row=row: self.choose_leader_number(row))

    def _build_roll(self) -> None:
        self.roll_area = QWidget(self)
        self.roll_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.spend = QSpinBox(self.roll_area)
        self.spend.setObjectName("check_adversity")
        self.spend.setFont(scaled_font(self, 13, bold=True))
        self.spend.valueChanged.connect(self._update_preview)
        spend_label = buddy_label(
            self.tr("&Adversity to spend (+1 each)"), self.spend, self.roll_area
        )
        for key, step in (("+", 1), ("-", -1)):
            shortcut = QShortcut(QKeySequence(key), self.spend)
            shortcut.activated.connect(lambda step=step: self.spend.stepBy(step))
        self.entry = DiceEntry(self.roll_area)
        self.entry.submitted.connect(self._entered)
        self.dice_title = table_label(self.roll_area, "check_dice_title", 12, bold=True)
        self.dice_title.setStyleSheet(label_style(MUTED_TEXT))
        self.first_roll = DicePair(40, self.roll_area)
        self.first_roll.setObjectName("check_first_roll")
        self.dice = DicePair(96, self.roll_area)
        self.dice.setObjectName("check_dice")
        self.sum_label = table_label(self.roll_area, "check_sum", 13)
        self.verdict = table_label(self.roll_area, "check_verdict", 22, bold=True, wrap=True)
        self.needs = screen_label(self.roll_area, "check_needs", wrap=True)
        self.needs.setFont(scaled_font(self, 13, bold=True))
        self.details = table_label(self.roll_area, "check_details", 12, wrap=True)
        self.roll_button = table_button(self.roll_area, "roll", 14, 44)
        self.roll_button.setText(self.tr("Roll  [Space]"))
        self.roll_button.clicked.connect(self.roll)
        self.reroll_button = table_button(self.roll_area, "risky_reroll", 14, 44)
        key_button(self.reroll_button, self.tr("Risky reroll"), "risky")
        self.reroll_button.setToolTip(
            self.tr("Reroll once and take the new roll; the Director gains 1 Suspicion Point")
        )
        self.reroll_button.clicked.connect(self.reroll)
        self.take_button = table_button(self.roll_area, "take", 14, 44)
        self.take_button.setText(self.tr("Take it  [Space]"))
        self.take_button.clicked.connect(self.take)

        dice_row = QHBoxLayout()
        dice_row.addStretch(1)
        dice_row.addWidget(self.first_roll, 0, Qt.AlignmentFlag.AlignBottom)
        dice_row.addWidget(self.dice)
        dice_row.addStretch(1)
        spend_row = QHBoxLayout()
        spend_row.addWidget(spend_label)
        spend_row.addWidget(self.spend)
        spend_row.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.roll_button, self.reroll_button, self.take_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self.roll_area)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(spend_row)
        layout.addWidget(self.entry)
        layout.addLayout(buttons)
        self.roll_layout = layout  # a refusal goes right under the buttons (index 3)
        # The odds right under the buttons, in the type of the other systems' odds: at
        # 1366x768 they are seen with the check (below the target line they were under the fold).
        self.odds_panel = OddsPanel(self.roll_area)
        layout.addWidget(self.odds_panel)
        layout.addWidget(self.needs)
        layout.addSpacing(8)
        layout.addWidget(self.dice_title)
        layout.addLayout(dice_row)
        layout.addWidget(self.sum_label)
        layout.addWidget(self.verdict)
        layout.addWidget(self.details)
        layout.addStretch(1)

    # -- showing the driver's state ----------------------------------------------------------

    def show_state(self, view: FoundersView) -> None:
        """Redraw from the table: founders, tags, the pending check or the last one taken."""
        self.view = view
        scenario = view.scenario
        refill(self.leader, [(founder.name, founder.name) for founder in scenario.founders])
        typed = self.circumstance.currentText()
        # Shown in the user's words, sent by name; what was typed stays.
        refill(
            self.circumstance, [(shown_name(c.name), c.name) for c in scenario.scene.circumstances]
        )
        self.circumstance.setCurrentText(typed)
        pending = view.pending
        if pending is not None:
            self._load(pending)
        elif view.last is not None and view.last is not self._shown_last:
            self._clear_choice()  # a check was just taken: the next one starts afresh
        self._shown_last = view.last
        self._leader_changed()
        self._show_mode()

    def _leader_changed(self) -> None:
        if self.view is None:
            return
        scenario = self.view.scenario
        leader = self.leader_name()
        founder = next((f for f in scenario.founders if f.name == leader), None)
        self.tags.set_tags(roll_tags(founder, scenario.scene.circumstances))
        others = [f.name for f in scenario.founders if f.name != leader]
        if [chip.name for chip in self.assists] != others:
            kept = {chip.name: chip.index for chip in self.assists}
            self.assists_flow.clear()
            self.assists = []
            for name in others:
                chip = AssistChip(name, self.assists_box)
                chip.set_index(kept.get(name, 0))
                chip.changed.connect(self._update_preview)
                self.assists_flow.add_widget(chip)
                chip.show()
                self.assists.append(chip)
        held = founder.adversity if founder is not None else 0
        self.spend.setMaximum(held)
        self.spend.setSuffix(self.tr(" of {held}").format(held=held))
        self.leader_shown.emit(leader)
        self._update_preview()

    def _load(self, pending: PendingCheck) -> None:
        """Show the builder as the pending check was rolled: after a restart too."""
        modifiers = pending.setup.modifiers
        self.fill(
            {
                "leader": pending.leader,
                "helping": [tag.name for tag in modifiers.helping],
                "hindering": [tag.name for tag in modifiers.hindering],
                "assists": [{"by": a.by, "relevant": a.relevant} for a in modifiers.assists],
                "difficulty": pending.setup.difficulty,
                "circumstance": pending.circumstance,
            }
        )

    def fill(self, check: dict[str, Any]) -> None:
        """Set the builder to a check in the shape of :meth:`check_action` (one being rolled,
        or one being set up on the window before a language switch)."""
        self.leader.setCurrentText(check["leader"])
        self._leader_changed()
        self.tags.choose(check["helping"], check["hindering"])
        assists = {assist["by"]: assist["relevant"] for assist in check["assists"]}
        for assist in self.assists:
            assist.set_index(0 if assist.name not in assists else 2 if assists[assist.name] else 1)
        self.difficulty.setValue(check["difficulty"])
        self.creates.setChecked(check["circumstance"] is not None)
        self.circumstance.setCurrentText(shown_name(check["circumstance"] or ""))

    def clear_choice(self) -> None:
        """Esc: the check being built starts afresh (a rolled one is taken back with Ctrl+Z)."""
        if self.form.isEnabled():
            self._clear_choice()
            self.entry.text.clear()

    def _clear_choice(self) -> None:
        self.tags.clear_choice()
        for chip in self.assists:
            chip.set_index(0)
        self.creates.setChecked(False)
        self.circumstance.setCurrentText("")
        self.spend.setValue(0)

    def _show_mode(self) -> None:
        assert self.view is not None
        pending = self.view.pending
        busy = self.view.contest_under_way
        self.form.setEnabled(pending is None and not busy)
        self._say_why_waiting(pending, busy)
        self.roll_button.setVisible(pending is None)
        self.roll_button.setEnabled(not busy and bool(self.leader_name()))
        self.roll_button.setText(
            self.tr("Enter the roll  [Space]") if self.view.mirror else self.tr("Roll  [Space]")
        )
        self.reroll_button.setVisible(pending is not None)
        self.reroll_button.setEnabled(pending is not None and pending.can_reroll)
        self.take_button.setVisible(pending is not None)
        self.entry.setVisible(
            self.view.mirror and (pending is None or pending.can_reroll) and not busy
        )
        self.spend.setEnabled(not busy)
        self._update_preview()

    def _say_why_waiting(self, pending: PendingCheck | None, busy: bool) -> None:
        """One line over a greyed builder saying why it is greyed and what frees it."""
        if pending is not None:
            if pending.can_reroll:
                text = self.tr(
                    "{name}'s roll waits: take it (Space) or reroll ({key}). To change the check, "
                    "take the roll back with Ctrl+Z."
                )
            else:
                text = self.tr(
                    "{name}'s roll waits: take it (Space). To change the check, take the roll "
                    "back with Ctrl+Z."
                )
            self.waiting.setText(text.format(name=pending.leader, key=letters()["risky"]))
        elif busy:
            self.waiting.setText(
                self.tr("A contest is under way: checks wait until it ends (Contest tab).")
            )
        self.waiting.setVisible(pending is not None or busy)

    def leader_name(self) -> str:
        return self.leader.currentText()

    def choose_leader(self, name: str) -> None:
        if self.form.isEnabled():
            self.leader.setCurrentText(name)

    def choose_leader_number(self, number: int) -> None:
        if number <= self.leader.count():
            self.choose_leader(self.leader.itemText(number - 1))

    # -- the preview: what the dice must show, or what they came to ---------------------------

    def _difficulty_changed(self) -> None:
        for button in self.difficulty_buttons.buttons():
            word = button.objectName().removeprefix("difficulty_")
            button.setChecked(DIFFICULTIES[word] == self.difficulty.value())
        self._update_preview()

    def _creates_toggled(self, on: bool) -> None:
        self.circumstance.setEnabled(on)
        if on:
            self.circumstance.setFocus()

    def _modifier_total(self) -> int:
        return self.tags.total() + sum(chip.index for chip in self.assists)

    def _update_preview(self) -> None:
        if self.view is None:
            return
        pending = self.view.pending
        self.needs.setVisible(pending is None)
        self._show_odds(pending)
        if pending is not None:
            self._show_pending(pending)
            return
        self.needs.setText(self._needs())
        if self.view.last is not None:
            self._show_taken(self.view.last)
        else:
            self.first_roll.hide()
            self.dice.show_faces(None)
            self.dice_title.setText("")
            self.sum_label.setText(self.tr("No check yet"))
            self.verdict.setText("")
        self.details.setText(self._last_details())

    def _show_odds(self, pending: PendingCheck | None) -> None:
        """The chances of the check being built, or of the risky reroll once the dice are down."""
        adversity = self.spend.value()
        if pending is None:
            setup = setup_adding(self.difficulty.value(), self._modifier_total())
            rows, notes = panel_odds(setup, adversity)
            remark = ""
        elif pending.can_reroll:
            rows, notes = pending_odds(pending.setup, pending.dice, adversity)
            remark = self.tr("Above: the chances of a risky reroll.")
        else:
            self.odds_panel.show_unavailable(self.tr("The dice are down: take the roll."))
            return
        self.odds_panel.show_odds(rows, [(self.tr(text), p) for text, p in notes], remark=remark)

    def _needs(self) -> str:
        """What the dice must show for the check being built (F-10 … F-13)."""
        added = self._modifier_total() + self.spend.value()
        needed = dice_needed(self.difficulty.value(), added)
        values = {
            "added": signed(added),
            "difficulty": describe_difficulty(self.difficulty.value()),
            "needed": needed,
        }
        if needed == 3:
            text = self.tr(
                "Next: 2d6 {added} against {difficulty} — anything but snake eyes succeeds"
            )
        elif needed == 12:
            text = self.tr("Next: 2d6 {added} against {difficulty} — only boxcars succeed")
        else:
            text = self.tr(
                "Next: 2d6 {added} against {difficulty} — {needed} or more on the dice succeeds"
            )
        return text.format(**values)

    def _last_details(self) -> str:
        """What followed the last check: tokens, points, circumstances (F-11, F-12, F-14, F-15, F-31)."""
        taken = self._shown_last
        if taken is None:
            return ""
        result = taken.result
        lines = []
        if result.automatic is Automatic.SNAKE_EYES:
            lines.append(self.tr("Snake eyes: a bad circumstance on the scene."))
        elif result.automatic is Automatic.BOXCARS:
            lines.append(self.tr("Boxcars: a good circumstance on the scene."))
        if result.adversity_gained:
            lines.append(self.tr("{name} gains 1 Adversity Token.").format(name=taken.leader))
        if result.suspicion_gained:
            lines.append(self.tr("The Director gains 1 Suspicion Point."))
        if taken.circumstance is not None and taken.circumstance_now is not None:
            lines.append(
                self.tr("'{name}' is now +{value}.").format(
                    name=shown_name(taken.circumstance), value=taken.circumstance_now
                )
            )
        return " ".join(lines)

    def _show_pending(self, pending: PendingCheck) -> None:
        if pending.preview(0).automatic is Automatic.SNAKE_EYES:
            self.spend.setValue(0)  # snake eyes fail whatever is added (F-11)
            self.spend.setEnabled(False)
        preview = pending.preview(self.spend.value())
        self._show_roll(
            preview,
            self.tr("{name}'s roll — take it or reroll")
            if pending.can_reroll
            else self.tr("{name}'s roll — take it"),
            pending.leader,
            self.tr("{word} if taken: {total} vs {difficulty}"),
        )
        notes = []
        if pending.can_reroll:
            notes.append(
                self.tr(
                    "It fails before tokens: a risky reroll [{key}] is allowed (rule F-15)."
                ).format(key=letters()["risky"])
            )
        if pending.reroll is not None:
            notes.append(self.tr("The Director gains 1 Suspicion Point when it is taken."))
        if not preview.succeeded:
            notes.append(
                self.tr("Taken as it is, {name} gains 1 Adversity Token.").format(
                    name=pending.leader
                )
            )
        self.details.setText("\n".join(notes))

    def _show_taken(self, taken: TakenCheck) -> None:
        last = self.tr("Last check: {name}")
        self._show_roll(taken.result, last, taken.leader, self.tr("{word} {total} vs {difficulty}"))

    def _show_roll(self, result: CheckResult, title: str, leader: str, verdict: str) -> None:
        """A roll's dice (a risky reroll's first roll faded beside them), how the total is made
        and the ``verdict`` in green or red, under the ``title`` about the ``leader``."""
        self.first_roll.setVisible(result.rerolled is not None)
        self.first_roll.show_faces(result.dice, self.tr("first roll"), faded=True)
        self.dice.show_faces(result.standing)
        self.sum_label.setText(self._dice_caption(result))
        self.dice_title.setText(title.format(name=leader).upper())
        word = self.tr("SUCCESS") if result.succeeded else self.tr("FAILURE")
        self.verdict.setText(
            verdict.format(word=word, total=result.total, difficulty=result.difficulty)
        )
        self.verdict.setStyleSheet(label_style(GOOD if result.succeeded else BAD))

    def _dice_caption(self, result: CheckResult) -> str:
        """``5 + 6 = 11 · tags +2 · assists +1 · adversity +1``: how the total is made."""
        faces = result.standing
        parts = [f"{faces[0]} + {faces[1]} = {sum(faces)}"]
        parts += modifier_words(result.modifiers, result.adversity_spent)
        return " · ".join(parts)

    # -- actions -------------------------------------------------------------------------------

    def check_action(self) -> dict[str, Any]:
        """The check being built, as the driver's ``check`` action."""
        return {
            "do": "check",
            "leader": self.leader_name(),
            "helping": self.tags.helping(),
            "hindering": self.tags.hindering(),
            "assists": [
                {"by": chip.name, "relevant": chip.index == 2}
                for chip in self.assists
                if chip.index
            ],
            "difficulty": self.difficulty.value(),
            "circumstance": self._circumstance_name() if self.creates.isChecked() else None,
        }

    def _circumstance_name(self) -> str:
        """The circumstance typed or chosen: a scene's own by its stored name, else as typed."""
        typed = self.circumstance.currentText().strip()
        found = self.circumstance.findText(typed)
        if found >= 0 and self.circumstance.itemData(found):
            return str(self.circumstance.itemData(found))
        return typed

    def roll(self) -> None:
        action = self.check_action()
        if self._with_typed_dice(action):
            self.request.emit(action)

    def reroll(self) -> None:
        action: dict[str, Any] = {"do": "risky_reroll"}
        if self._with_typed_dice(action):
            self.request.emit(action)

    def take(self) -> None:
        self.request.emit({"do": "take", "adversity": self.spend.value()})

    def _entered(self) -> None:
        """Enter in the faces field: roll, or reroll while a check waits."""
        if self.view is None:
            return
        if self.view.pending is None:
            self.roll()
        elif self.view.pending.can_reroll:
            self.reroll()

    def _with_typed_dice(self, action: dict[str, Any]) -> bool:
        """In mirror mode, add the faces typed from the real dice; false if they make no sense."""
        if self.view is None or not self.view.mirror:
            return True
        if not self.entry.typed():
            # The driver says what is missing, and the dice go here: the focus waits in the
            # field, so the space between the faces typed next is typed, never a key press.
            self.entry.text.setFocus()
        return self.entry.add_faces(action, self.problem.emit)
