"""The Cinematic cards table screen: every seat's deck, the test builder, the result, hands and powers.

Above, a panel per seat (players and the Chronicler) with the cards left in its
draw pile, discard pile and hand, its luck and active blessings and curses.
In the middle, the test builder beside the latest test — its cards large, the
total and the outcome in type big enough to read across a table. Below, the
chosen seat's hand (shown only after "Show to <name>?") with the new hand,
blessings and curses, and the eight peeking powers.

Keyboard first: Space performs the test when the builder is ready (or presses
the focused button), Return in a builder field does too, 1–9 choose a card of a
shown hand, Esc (the window's action) hides every private card.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.systems.cinematic.driver import CinematicDriver, Done
from deskapp.systems.cinematic.ui.screen_panels import CheckBuilder, HandPanel, PowersPanel
from deskapp.systems.cinematic.ui.screen_widgets import ResultView, SeatPanel
from deskapp.ui.style import MUTED_TEXT, label_style
from deskapp.ui.table.base import SessionScreen

SEATS_IN_A_ROW = 4


class CinematicScreen(SessionScreen):
    """Plays a cinematic-cards session (rules U-01 … U-41) through its driver."""

    SYSTEM = "cinematic"
    KEYS = (
        ("Cinematic: perform the test", "Space"),
        ("Cinematic: choose hand card 1 … 9", "1 … 9"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cinematic_screen")
        self._shown_driver: CinematicDriver | None = None
        self.seat_panels: dict[str, SeatPanel] = {}

        self.rules = QLabel(self.body)
        self.rules.setObjectName("table_rules")
        self.rules.setWordWrap(True)
        self.rules.setStyleSheet(label_style(MUTED_TEXT))
        self.seats = QGridLayout()
        self.seats.setSpacing(8)
        self.builder = CheckBuilder(self.body)
        self.result = ResultView(self.body)
        self.hand = HandPanel(self.body)
        self.powers = PowersPanel(self.body)
        self.tabs = QTabWidget(self.body)
        self.tabs.setObjectName("cinematic_tabs")
        self.tabs.addTab(self.hand, self.tr("Hand, blessings and curses"))
        self.tabs.addTab(self.powers, self.tr("Powers"))

        middle = QHBoxLayout()
        middle.addWidget(self.builder)
        middle.addWidget(self.result, 1)
        content = QWidget(self.body)
        layout = QVBoxLayout(content)
        layout.addWidget(self.rules)
        layout.addLayout(self.seats)
        layout.addLayout(middle)
        layout.addWidget(self.tabs, 1)
        scroll = QScrollArea(self.body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(content)
        outer = QVBoxLayout(self.body)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

        self.builder.requested.connect(self.perform_test)
        self.builder.player_changed.connect(self._player_changed)
        self.hand.act.connect(self.perform)
        self.hand.problem.connect(self.show_problem)
        self.hand.picked.connect(self.choose_card)
        # Once a private card is shown, the keys go back to the builder: 1–9 choose, Space plays.
        self.hand.reveal.shown.connect(self.builder.go.setFocus)
        self.powers.seen.shown.connect(self.builder.go.setFocus)
        self.powers.act.connect(self.perform)
        self._shortcut("Space", self._space)
        for number in range(1, 10):
            self._shortcut(str(number), lambda n=number: self.choose_card(n - 1))

    def sizeHint(self) -> QSize:
        # The scroll area would ask for all its content; ask for a laptop's share of the page
        # so the history beside the screen keeps a readable width.
        return QSize(760, 640)

    def _shortcut(self, key: str, slot: Any) -> None:
        shortcut = QShortcut(QKeySequence(key), self)
        # Only while the focus is on this screen: text fields still take their own keys.
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)

    @property
    def cinematic(self) -> CinematicDriver:
        driver = self.driver
        assert isinstance(driver, CinematicDriver)
        return driver

    # --- showing -------------------------------------------------------------------

    def refresh(self) -> None:
        driver = self.cinematic
        if driver is not self._shown_driver:
            self._set_table(driver)
        name = self.builder.name
        for seat, panel in self.seat_panels.items():
            panel.show_seat(driver.seat_state(seat), driver.counts(seat))
            panel.set_selected(seat == name)
        self.builder.refresh()
        self.hand.show_seat(driver, name, self.builder.chosen)
        self.powers.forget()
        latest = driver.latest_test()
        if latest is None:
            self.result.show_result(None, "")
        else:
            action, result = latest
            self.result.show_result(result, self._caption(action))

    def _set_table(self, driver: CinematicDriver) -> None:
        """A new session on screen: its seats, rules line and the panels' choices."""
        self._shown_driver = driver
        for panel in self.seat_panels.values():
            self.seats.removeWidget(panel)
            panel.deleteLater()
        self.seat_panels = {}
        names = driver.seat_names()
        # One row for a small table, two for a big one, so every deck stays in sight.
        columns = len(names) if len(names) <= SEATS_IN_A_ROW else math.ceil(len(names) / 2)
        for index, name in enumerate(names):
            panel = SeatPanel(name, self.body)
            panel.chosen.connect(self.builder.choose_player)
            self.seats.addWidget(
                panel, index // columns, index % columns, Qt.AlignmentFlag.AlignTop
            )
            self.seat_panels[name] = panel
        self.rules.setText(self._rules_text(driver))
        self.tabs.setTabVisible(0, driver.options.mode == "hand_management")
        self.builder.set_driver(driver)
        self.powers.set_driver(driver)
        self.builder.go.setFocus()

    def _rules_text(self, driver: CinematicDriver) -> str:
        options = driver.options
        parts = [
            self.tr("Hand management: hands of {size} ± luck (U-20)").format(
                size=options.starting_hand
            )
            if options.mode == "hand_management"
            else self.tr("Direct draw: every test draws from the deck (U-10)"),
            self.tr("a test succeeds when the total beats the Difficulty (U-01)")
            if options.success_when == "greater"
            else self.tr("a test succeeds when the total meets the Difficulty (U-01)"),
        ]
        if driver.mirror:
            parts.append(self.tr("mirror: type the cards drawn from the real decks"))
        return " · ".join(parts)

    def _caption(self, action: dict[str, Any]) -> str:
        """``Bára: Dexterity 4 + Guns 3``, from the names the test was made with."""
        attribute = "{name} {rating}".format(
            name=action.get("attribute_name") or self.tr("Attribute"), rating=action["attribute"]
        )
        if action.get("skill_name"):
            skill = f"{action['skill_name']} {action['skill']}"
        elif action["skill"]:
            skill = self.tr("Skill {rating}").format(rating=action["skill"])
        else:
            skill = self.tr("no skill")
        return self.tr("{player}: {attribute} + {skill}").format(
            player=action["player"], attribute=attribute, skill=skill
        )

    def _player_changed(self, name: str) -> None:
        for seat, panel in self.seat_panels.items():
            panel.set_selected(seat == name)
        if self.session is not None:
            self.hand.show_seat(self.cinematic, name, self.builder.chosen)
        self.powers.choose_viewer(name)

    def hide_private(self) -> None:
        """Esc: the hand and the peeked card go face down again."""
        self.hand.reveal.conceal()
        self.powers.seen.conceal()

    # --- acting --------------------------------------------------------------------

    def perform(self, action: dict[str, Any]) -> Any:
        result = super().perform(action)
        if isinstance(result, Done):
            if result.do == "test":
                self.builder.performed()
            elif result.do in ("refill", "bless", "curse"):
                self.hand.performed()
            if result.do == "peek":
                self.powers.show_peek(result)
                self.tabs.setCurrentWidget(self.powers)
        return result

    def perform_test(self) -> None:
        """The builder's test, if it is ready; else what it still needs, on screen."""
        if self.session is None:
            return
        missing = self.builder.missing()
        if missing is not None:
            self.show_problem(missing)
            return
        self.perform(self.builder.action())
        self.builder.go.setFocus()

    def choose_card(self, index: int) -> None:
        """Choose the hand card the next test plays (only while the hand is shown to its owner)."""
        if self.session is None or not self.hand.reveal.revealed:
            return
        hand = self.cinematic.table.hand(self.builder.name)
        if 0 <= index < len(hand):
            self.builder.initiated.setChecked(False)
            self.builder.chosen = hand[index]
            self.builder.update_hint()
            self.hand.reveal.set_chosen(index)

    def _space(self) -> None:
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and focus is not self.builder.go:
            focus.click()  # Space presses the focused button, as it does everywhere else
        else:
            self.perform_test()


SCREEN = CinematicScreen
