"""A Founders contest (F-21): two sides roll, then take turns until both pass; the higher total wins."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.systems.founders.state import Contest, ContestSide, Scenario
from deskapp.systems.founders.ui.screen_widgets import (
    DiceEntry,
    DicePair,
    TagPicker,
    key_button,
    modifier_words,
    roll_tags,
    scaled_font,
    table_button,
    table_label,
)
from deskapp.systems.founders.view import FoundersView
from deskapp.ui.plain import escaped, plain_label, rich_label
from deskapp.ui.rule_ids import capitalised
from deskapp.ui.style import ACCENT, BAD, CARD_FACE, GOOD, INK, LIGHT_BORDER, label_style
from deskapp.ui.table.parts import PickFrame, refill
from deskapp.ui.table.widgets import FlowLayout


class PartyChooser(QWidget):
    """Who takes one side of a contest, with the tags they roll with."""

    def __init__(self, side: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.scenario: Scenario | None = None
        self.who = QComboBox(self)
        self.who.setObjectName(f"{side}_party")
        self.who.setFont(scaled_font(self, 13, bold=True))
        self.who.currentIndexChanged.connect(self._who_changed)
        self.tags = TagPicker(self)
        self.tags.setObjectName(f"{side}_tags")
        self.entry = DiceEntry(self)
        self.entry.text.setObjectName(f"{side}_dice_entry")
        heading = rich_label(f"<b>{escaped(title)}</b>", self)
        heading.setFont(scaled_font(self, 13))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(heading)
        layout.addWidget(self.who)
        layout.addWidget(self.tags)
        layout.addWidget(self.entry)
        layout.addStretch(1)

    def show_scenario(self, scenario: Scenario, mirror: bool, default: int) -> None:
        """The Founders and the Director to choose from; ``default`` is picked when nothing is yet."""
        self.scenario = scenario
        choices: list[tuple[str, str | None]] = [(f.name, f.name) for f in scenario.founders]
        choices.append((self.tr("the Director"), None))
        current = self.who.currentIndex()  # the Director's entry has no data: kept by place
        refill(self.who, choices, keep=False)
        self.who.setCurrentIndex(current if 0 <= current < len(choices) else default)
        self.entry.setVisible(mirror)
        self._who_changed()

    def founder(self) -> str | None:
        return self.who.currentData()

    def _who_changed(self) -> None:
        if self.scenario is None:
            return
        name = self.founder()
        founder = self.scenario.founder(name) if name is not None else None
        circumstances = self.scenario.scene.circumstances
        self.tags.set_tags(roll_tags(founder, circumstances, director=name is None))

    def party(self) -> dict[str, Any]:
        return {
            "founder": self.founder(),
            "helping": self.tags.helping(),
            "hindering": self.tags.hindering(),
        }

    def fill(self, party: dict[str, Any]) -> None:
        """Choose the side :meth:`party` gave (on the window before a language switch)."""
        found = self.who.findData(party["founder"])
        if found >= 0:
            self.who.setCurrentIndex(found)
        self.tags.choose(party["helping"], party["hindering"])


class SideView(PickFrame):
    """One side of a running contest: its dice, what it added, its total; lit when it is to move."""

    LOOK = ((4, ACCENT, CARD_FACE), (1, LIGHT_BORDER, CARD_FACE))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setObjectName("contest_side")
        self.who = table_label(self, "", 16, bold=True)
        self.dice = DicePair(72, self)
        self.added = plain_label(self)
        self.added.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.added.setWordWrap(True)
        self.total = table_label(self, "contest_total", 30, bold=True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.who)
        layout.addWidget(self.dice, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.added)
        layout.addWidget(self.total)

    def show_side(self, side: ContestSide, to_move: bool, outcome: str) -> None:
        """``outcome``: ``wins``, ``loses``, ``tie`` once the contest is over, else empty."""
        self.who.setText(side.party.founder or self.tr("Director"))
        self.dice.show_faces(side.dice)
        parts = [self.tr("dice {n}").format(n=sum(side.dice))]
        parts += modifier_words(side.party.modifiers, side.adversity_spent)
        if side.risky_rerolled:
            parts.append(self.tr("risky reroll taken"))
        self.added.setText(" · ".join(parts))
        words = {"wins": self.tr("WINS"), "loses": self.tr("loses"), "tie": self.tr("tie")}
        self.total.setText(f"{side.total}  {words[outcome]}" if outcome else str(side.total))
        colour = {"wins": GOOD, "loses": BAD}.get(outcome, INK)
        self.total.setStyleSheet(label_style(colour))
        self.set_selected(to_move)


class ContestPanel(QWidget):
    """Set up a contest, then play its turns: adversity, risky reroll, suspicion reroll, pass (F-21)."""

    request = Signal(dict)
    problem = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: FoundersView | None = None
        self._reroll_asked = ""  # the reroll whose dice are being typed (mirror)
        self.pages = QStackedWidget(self)
        self._build_setup()
        self._build_board()
        # Enter in a side's faces: on to the other side's, or roll once both are in; in the
        # turn's faces, the reroll they were typed for.
        self.challenger.entry.submitted.connect(self.start)
        self.defender.entry.submitted.connect(self.start)
        self.entry.submitted.connect(lambda: self._reroll(self._reroll_asked))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

    def _build_setup(self) -> None:
        self.setup = QWidget(self)
        self.challenger = PartyChooser("challenger", self.tr("Challenger"), self.setup)
        self.defender = PartyChooser("defender", self.tr("Defender"), self.setup)
        self.start_button = table_button(self.setup, "start_contest", 14, 44)
        self.start_button.setText(self.tr("Roll the contest  [Space]"))
        self.start_button.clicked.connect(self.start)
        note = plain_label(
            self.tr(
                "Both sides roll 2d6 with their tags; then, the side behind first, they take "
                "turns spending Adversity Tokens or Suspicion until both pass (rule F-21)."
            ),
            self.setup,
        )
        note.setWordWrap(True)
        sides = QHBoxLayout()
        sides.addWidget(self.challenger, 1)
        sides.addWidget(self.defender, 1)
        layout = QVBoxLayout(self.setup)
        layout.addWidget(note)
        layout.addLayout(sides)
        layout.addWidget(self.start_button)  # right under the dice, not at the tab's foot
        layout.addStretch(1)
        self.setup_layout = layout  # a refusal goes right under the button (index 3)
        self.pages.addWidget(self.setup)

    def _build_board(self) -> None:
        self.board = QWidget(self)
        self.sides = (SideView(self.board), SideView(self.board))
        self.status = table_label(self.board, "contest_status", 18, bold=True, wrap=True)
        self.entry = DiceEntry(self.board)
        self.entry.text.setObjectName("contest_dice_entry")
        self.adversity_button = self._turn_button(
            "contest_adversity", self.tr("Spend adversity +1"), "adversity"
        )
        self.adversity_button.clicked.connect(
            lambda: self.request.emit({"do": "contest_adversity", "count": 1})
        )
        self.risky_button = self._turn_button(
            "contest_risky_reroll", self.tr("Risky reroll"), "risky"
        )
        self.risky_button.setToolTip(self.tr("The Director gains 1 Suspicion Point"))
        self.risky_button.clicked.connect(lambda: self._reroll("contest_risky_reroll"))
        self.suspicion_button = self._turn_button(
            "contest_suspicion_reroll", self.tr("Director rerolls, −1 suspicion"), "suspicion"
        )
        self.suspicion_button.clicked.connect(lambda: self._reroll("contest_suspicion_reroll"))
        self.pass_button = self._turn_button("contest_pass", self.tr("Pass"), "pass")
        self.pass_button.clicked.connect(lambda: self.request.emit({"do": "contest_pass"}))
        self.end_button = QPushButton(self.board)
        self.end_button.setObjectName("end_contest")
        self.end_button.setMinimumHeight(40)
        self.end_button.clicked.connect(lambda: self.request.emit({"do": "end_contest"}))
        sides = QHBoxLayout()
        sides.addWidget(self.sides[0], 1)
        versus = plain_label(self.tr("vs"), self.board)
        versus.setFont(scaled_font(self, 18, bold=True))
        sides.addWidget(versus)
        sides.addWidget(self.sides[1], 1)
        buttons = QWidget(self.board)
        flow = FlowLayout(buttons)
        for button in (
            self.adversity_button,
            self.risky_button,
            self.suspicion_button,
            self.pass_button,
            self.end_button,
        ):
            flow.add_widget(button)
        layout = QVBoxLayout(self.board)
        layout.addLayout(sides)
        layout.addWidget(self.status)
        layout.addWidget(self.entry)
        layout.addWidget(buttons)
        layout.addStretch(1)
        self.board_layout = layout  # a refusal goes right under the turn's buttons (index 4)
        self.pages.addWidget(self.board)

    def _turn_button(self, name: str, words: str, key: str) -> QPushButton:
        """A turn's button, ``words  [K]``: K, the language's letter for ``key``, presses it."""
        button = table_button(self.board, name, 13, 40)
        key_button(button, words, key)
        return button

    def main_button(self) -> QPushButton:
        """What the player presses next: Roll the contest, or the turn's last button (the
        turn's buttons flow above it)."""
        return self.start_button if self.pages.currentWidget() is self.setup else self.end_button

    # -- showing -------------------------------------------------------------------------------

    def show_state(self, view: FoundersView) -> None:
        self.view = view
        scenario = view.scenario
        contest = scenario.contest
        if contest is None:
            self.challenger.show_scenario(scenario, view.mirror, default=0)
            self.defender.show_scenario(scenario, view.mirror, default=len(scenario.founders))
            self.start_button.setEnabled(view.pending is None)
            self.pages.setCurrentWidget(self.setup)
            return
        self.pages.setCurrentWidget(self.board)
        self._show_contest(view, contest)

    def _show_contest(self, view: FoundersView, contest: Contest) -> None:
        mirror = view.mirror
        for index, (shown, side) in enumerate(zip(self.sides, contest.sides, strict=True)):
            outcome = ""
            if contest.finished:
                outcome = (
                    "tie"
                    if contest.winner is None
                    else ("wins" if contest.winner == index else "loses")
                )
            shown.show_side(side, contest.to_move == index, outcome)
        allowed = view.contest_actions
        self.adversity_button.setEnabled("adversity" in allowed)
        self.risky_button.setEnabled("risky_reroll" in allowed)
        self.suspicion_button.setEnabled("suspicion_reroll" in allowed)
        self.pass_button.setEnabled("pass" in allowed)
        self.entry.setVisible(mirror and bool(allowed & {"risky_reroll", "suspicion_reroll"}))
        if contest.finished:
            self.status.setText(self._result(contest))
            self.end_button.setText(self.tr("Clear the contest away"))
        else:
            assert contest.to_move is not None
            mover = contest.sides[contest.to_move].party.founder
            leader = view.contest_leader
            ahead = (
                self.tr("a tie so far")
                if leader is None
                else self.tr("{name} ahead").format(name=contest.sides[leader].party.shown())
            )
            if mover is None:  # French says "au Directeur", not "à le Directeur"
                status = self.tr("The Director to move — {ahead}").format(ahead=ahead)
            else:
                status = self.tr("{name} to move — {ahead}").format(name=mover, ahead=ahead)
            self.status.setText(status)
            self.end_button.setText(self.tr("Abandon the contest"))

    def _result(self, contest: Contest) -> str:
        totals = self.tr("{first} vs {second}").format(
            first=contest.challenger.total, second=contest.defender.total
        )
        if contest.winner is None:
            return self.tr("A tie, {totals}: nobody wins").format(totals=totals)
        winner = contest.sides[contest.winner]
        loser = contest.sides[1 - contest.winner]
        line = self.tr("{name} wins, {totals}").format(
            name=capitalised(winner.party.shown()), totals=totals
        )
        if loser.party.founder is not None and self.view is not None:
            if self.view.scenario.options.contest_loser_gains_adversity:
                line += self.tr(" — {name} gains 1 Adversity Token").format(
                    name=loser.party.shown()
                )
        return line

    # -- actions -------------------------------------------------------------------------------

    def start(self) -> None:
        """Roll the contest; at a mirror table the first side whose faces are missing gets
        the focus, so the faces typed next go there (and the driver says what is missing)."""
        if self._mirror():
            empty = [c.entry for c in (self.challenger, self.defender) if not c.entry.typed()]
            if empty:
                typed_first = self.challenger.entry.text.hasFocus()
                empty[0].text.setFocus()
                if empty[0] is self.defender.entry and typed_first:
                    return  # Enter after the challenger's faces: now the defender's
        action: dict[str, Any] = {"do": "contest"}
        for chooser in (self.challenger, self.defender):
            party = chooser.party()
            if not self._add_typed(party, chooser.entry):
                return
            action[chooser.side] = party
        self.request.emit(action)

    def _reroll(self, do: str) -> None:
        if not do:
            return
        action: dict[str, Any] = {"do": do}
        if self._mirror() and not self.entry.typed():
            # The driver says what is missing, and the dice go here: the faces typed next are
            # typed in the field (never a press of another turn's button), Enter rerolls.
            self._reroll_asked = do
            self.entry.text.setFocus()
        if self._add_typed(action, self.entry):
            self.request.emit(action)

    def _mirror(self) -> bool:
        return self.view is not None and self.view.mirror

    def _add_typed(self, target: dict[str, Any], entry: DiceEntry) -> bool:
        """Mirror mode: the faces typed from the real dice go with the action."""
        return not self._mirror() or entry.add_faces(target, self.problem.emit)

    def clear_entries(self) -> None:
        """After a stored action: the typed faces were used."""
        for entry in (self.entry, self.challenger.entry, self.defender.entry):
            entry.text.clear()
