"""The Cinematic cards table screen: every seat's deck, the test builder, the result, hands and powers.

Above, a panel per seat (players and the Chronicler) with the cards left in its
draw pile, discard pile and hand, its luck and active blessings and curses.
In the middle, the test builder beside the latest test — its cards large, the
total and the outcome in type big enough to read across a table. Below, the
chosen seat's hand (shown only after "Show to <name>?") with the new hand,
blessings and curses, and the eight peeking powers.

Keyboard first: Space performs the test when the builder is ready (or presses
the focused button; at a mirror table with no cards typed, goes to the cards field), Return in a builder field does too, 1–9 choose a card of a
shown hand, Esc (the window's action) hides every private card.

The screen draws from the driver's typed :class:`~deskapp.systems.cinematic.view.TableView`
and its history lines come from :mod:`deskapp.systems.cinematic.describe`.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QBoxLayout,
    QGridLayout,
    QHBoxLayout,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.decks import DISCARD, DRAW
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.odds import OddsUnavailable
from deskapp.core.play.actions import ActionResult
from deskapp.core.play.session import PlaySession
from deskapp.systems.cinematic.driver import CinematicDriver, Played
from deskapp.systems.cinematic.odds import panel_odds
from deskapp.systems.cinematic.rules import Check
from deskapp.systems.cinematic.ui.screen_panels import CheckBuilder, HandPanel, PowersPanel
from deskapp.systems.cinematic.ui.screen_widgets import ResultView, SeatPanel, seat_label
from deskapp.systems.cinematic.view import LatestTest, TableView
from deskapp.ui.form_state import Field
from deskapp.ui.style import MUTED_TEXT, label_style
from deskapp.ui.table.base import SessionScreen
from deskapp.ui.table.odds import OddsPanel
from deskapp.ui.table.parts import discard, screen_label, scroll_area

SEATS_IN_A_ROW = 4


class CinematicScreen(SessionScreen):
    """Plays a cinematic-cards session (rules U-01 … U-41) through its driver."""

    SYSTEM = "cinematic"
    PREFERRED_SIZE = (760, 640)
    KEYS = (
        (
            QT_TRANSLATE_NOOP(
                "TableKeys", "Cinematic: perform the test (mirror: go to the cards field)"
            ),
            "Space",
        ),
        (QT_TRANSLATE_NOOP("TableKeys", "Cinematic: choose hand card 1 … 9"), "1 … 9"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The session whose seats are on screen: an undo brings a new driver, not a new table.
        self._shown_session: PlaySession | None = None
        self.seat_panels: dict[str, SeatPanel] = {}

        # Built straight into the scrolled content: a widget moved to another parent once
        # built has its whole tree restyled (6 ms of a session's opening, twice over).
        self.scroller = scroll_area(None, self.body)
        content = QWidget(self.scroller.viewport())
        self.rules = screen_label(content, "table_rules", label_style(MUTED_TEXT), wrap=True)
        self.seats = QGridLayout()
        self.seats.setSpacing(8)
        self.builder = CheckBuilder(content)
        self.result = ResultView(content)
        self.hand = HandPanel(content)
        self.powers = PowersPanel(content)
        self.tabs = QTabWidget(content)
        self.tabs.setObjectName("cinematic_tabs")
        self.tabs.addTab(self.hand, self.tr("Hand, blessings and curses"))
        self.tabs.addTab(self.powers, self.tr("Powers"))

        # The odds sit under the test they are the odds of, so the result keeps the width
        # its large words need on a laptop's screen.
        self.odds_panel = OddsPanel(content)
        test_column = QVBoxLayout()
        test_column.addWidget(self.builder)
        self.place_problem(test_column)  # a refusal right under the test's button (tableux)
        # In the test's column a mirror's offer goes under the refusal's words, not beside them.
        row = self.problem_box.layout()
        assert isinstance(row, QBoxLayout)
        row.setDirection(QBoxLayout.Direction.TopToBottom)
        test_column.addWidget(self.odds_panel)
        test_column.addStretch(1)
        middle = QHBoxLayout()
        # The form grows with the screen too (2 to the result's 3), its fields wide to read.
        middle.addLayout(test_column, 2)
        middle.addWidget(self.result, 3)
        layout = QVBoxLayout(content)
        layout.addWidget(self.rules)
        layout.addLayout(self.seats)
        layout.addLayout(middle, 1)
        layout.addWidget(self.tabs, 1)
        outer = QVBoxLayout(self.body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller.setWidget(content)
        outer.addWidget(self.scroller)
        # Made first to build the table in, the scroller still takes Tab after the table.
        QWidget.setTabOrder(self.odds_panel.toggle, self.scroller)
        # The key line, under the scrolled table as on the other systems' screens: always in
        # sight, so a GM can play by the keys it names (review r30d: Cinematic had none).
        self.keys = screen_label(self.body, "cinematic_keys", label_style(MUTED_TEXT), wrap=True)
        self.keys.setText(self.key_hints(mirror=False))
        self.keys.setContentsMargins(8, 0, 8, 2)
        outer.addWidget(self.keys)

        self.builder.requested.connect(self.perform_test)
        # A refusal of the typed cards goes once they are changed: it was about the old ones.
        self.builder.cards.textEdited.connect(self.clear_problem)
        self.builder.player_changed.connect(self._player_changed)
        self.hand.act.connect(self.perform)
        self.hand.problem.connect(self.show_problem)
        self.hand.picked.connect(self.choose_card)
        # Once a private card is shown, the keys go back to the builder: 1–9 choose, Space plays.
        self.hand.reveal.shown.connect(self.builder.go.setFocus)
        self.powers.seen.shown.connect(self.builder.go.setFocus)
        self.powers.act.connect(self.perform)
        builder = self.builder
        for signal in (
            builder.attribute.changed,
            builder.skill.changed,
            builder.difficulty.valueChanged,
            builder.initiated.toggled,
            builder.player_changed,
        ):
            signal.connect(self._show_odds)
        # After an action the odds of the next test are worked out just after the frame that
        # shows the drawn card (a zero timer runs after the pending layouts and paints): the
        # card is what the table waits for. Opening a session and building a test show them now.
        self._odds_later = QTimer(self)
        self._odds_later.setSingleShot(True)
        self._odds_later.setInterval(0)
        self._odds_later.timeout.connect(self._show_odds)
        self._performing = False
        self._setting_table = False
        self.add_shortcut("Space", self._space)
        for number in range(1, 10):
            self.add_shortcut(str(number), lambda n=number: self.choose_card(n - 1))

    @property
    def cinematic(self) -> CinematicDriver:
        return self.driver_of(CinematicDriver)

    def key_hints(self, mirror: bool, hands: bool = False) -> str:
        """The key line under the table: at a mirror table Space goes to the field where
        the cards turned over on the real decks are typed, and Enter records them."""
        if mirror:
            return self.tr(
                "Keys: type the cards drawn, then Enter (Space goes to the field) · "
                "Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key"
            )
        if hands:
            return self.tr(
                "Keys: 1–9 choose a card of the hand · Space play it (or draw, for a test "
                "the player starts) · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key"
            )
        return self.tr("Keys: Space draw · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key")

    # --- showing -------------------------------------------------------------------

    def refresh(self) -> None:
        view = self.cinematic.view()
        if self.session is not self._shown_session:
            # Setting up the test's boxes changes them one by one: the odds are worked out
            # once below, not for each box on the way (three times, when a session opens).
            self._setting_table = True
            try:
                self._set_table(view)
            finally:
                self._setting_table = False
            self.odds_panel.bind_campaign(self.session.campaign if self.session else None)
        self.builder.view = self.hand.view = self.powers.view = view
        name = self.builder.name
        for seat, panel in self.seat_panels.items():
            shown = view.seat(seat)
            assert shown is not None
            panel.show_seat(shown)
            panel.set_selected(seat == name)
        self.builder.refresh()
        if self._performing:
            self._odds_later.start()
        else:
            self._show_odds()
        self.hand.show_seat(view, name, self.builder.chosen)
        self.powers.forget()
        if view.latest is None:
            self.result.show_result(None, "")
        else:
            self.result.show_result(view.latest.result, self._caption(view.latest))

    def _set_table(self, view: TableView) -> None:
        """A new session on screen: its seats, rules line and the panels' choices."""
        self._shown_session = self.session
        for panel in self.seat_panels.values():
            discard(panel)
        self.seat_panels = {}
        for name in view.names:
            panel = SeatPanel(name, self.scroller.widget())  # where its row is: not moved
            panel.chosen.connect(self.builder.choose_player)
            self.seat_panels[name] = panel
        self._arrange_seats(self.body.width())
        self.rules.setText(self._rules_text(view))
        self.keys.setText(self.key_hints(view.mirror, view.options.mode == "hand_management"))
        # A tab shows only what this table can do: hands in hand management, powers where the
        # app holds the decks (at a mirror table the GM looks at the real card). With neither,
        # the test and its result take the room.
        hands, powers = view.options.mode == "hand_management", not view.mirror
        self.tabs.setTabVisible(0, hands)
        self.tabs.setTabVisible(1, powers)
        self.tabs.setVisible(hands or powers)
        self.builder.set_view(view)
        # Its rows keep their height when a big hand below asks for the room (not squeezed).
        self.builder.setMinimumHeight(self.builder.sizeHint().height())
        self.powers.set_view(view)
        self.builder.go.setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange_seats(event.size().width())
        super().resizeEvent(event)

    def _arrange_seats(self, width: int) -> None:
        """One row for a small table, two for a big one, so every deck stays in sight; more
        rows where the screen is too narrow for them side by side (no sideways scrolling)."""
        panels = list(self.seat_panels.values())
        if not panels:
            return
        count = len(panels)
        columns = count if count <= SEATS_IN_A_ROW else math.ceil(count / 2)
        widest = max(panel.sizeHint().width() for panel in panels) + self.seats.spacing()
        columns = max(1, min(columns, (width - 24) // widest))
        for index, panel in enumerate(panels):
            self.seats.removeWidget(panel)
            self.seats.addWidget(
                panel, index // columns, index % columns, Qt.AlignmentFlag.AlignTop
            )

    def _rules_text(self, view: TableView) -> str:
        options = view.options
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
        if view.mirror:
            parts.append(self.tr("mirror: type the cards drawn from the real decks"))
        return " · ".join(parts)

    def _caption(self, test: LatestTest) -> str:
        """``Bára: Dexterity 4 + Guns 3``, from the names the test was made with."""
        attribute = "{name} {rating}".format(
            name=test.attribute_name or self.tr("Attribute"), rating=test.attribute
        )
        if test.skill_name:
            skill = f"{test.skill_name} {test.skill}"
        elif test.skill:
            skill = self.tr("Skill {rating}").format(rating=test.skill)
        else:
            skill = self.tr("no skill")
        return self.tr("{player}: {attribute} + {skill}").format(
            player=seat_label(test.player), attribute=attribute, skill=skill
        )

    def _show_odds(self, *_: object) -> None:
        """The chances of the test being built, from the player's own piles (U-10, U-22, U-23)."""
        builder = self.builder
        if self._setting_table or self.session is None or builder.view is None or not builder.name:
            return
        first = builder.chosen if builder.plays_from_hand() else None
        if builder.plays_from_hand() and first is None:
            self.odds_panel.show_unavailable(self.tr("Choose the hand card to see the odds."))
            return
        driver = self.cinematic
        try:
            check = Check(
                builder.attribute.value(), builder.skill.value(), builder.difficulty.value()
            )
        except UserError as error:
            self.odds_panel.show_unavailable(str(error))
            return
        draw = driver.state.decks.pile(builder.name, DRAW)
        discard = driver.state.decks.pile(builder.name, DISCARD)
        options = driver.options
        self.odds_panel.compute(
            lambda: panel_odds(check, draw, discard, options, first),
            lambda odds: self.odds_panel.show_odds(
                list(odds.outcomes.items()), left_out=odds.truncated
            ),
            self._odds_failed,
        )

    def _odds_failed(self, error: Exception) -> None:
        if isinstance(error, OddsUnavailable):
            self.odds_panel.show_unavailable(
                self.tr("The draw and discard piles can run out before this test is over.")
            )
        elif isinstance(error, UserError):
            self.odds_panel.show_unavailable(str(error))
        else:
            raise error

    def _player_changed(self, name: str) -> None:
        for seat, panel in self.seat_panels.items():
            panel.set_selected(seat == name)
        if self.session is not None and self.hand.view is not None:
            self.hand.show_seat(self.hand.view, name, self.builder.chosen)
        self.powers.choose_viewer(name)

    def composed_fields(self) -> list[Field]:
        """The fields a test, a deal, a spell or a power is set up in, a list that fills
        others before them."""
        builder, hand, powers = self.builder, self.hand, self.powers
        return [
            builder.player,
            *(builder.attribute.names, builder.attribute.number),
            *(builder.skill.names, builder.skill.number),
            *(builder.difficulty, builder.initiated, builder.cards, self.tabs),
            *(hand.deal_cards, hand.spell_name, hand.spell_level, hand.spell_cards),
            *(powers.power, powers.viewer, powers.target, powers.position),
        ]

    def hide_private(self) -> None:
        """Esc: the hand and the peeked card go face down again."""
        self.hand.reveal.conceal()
        self.powers.seen.conceal()

    # --- acting --------------------------------------------------------------------

    def perform(self, action: dict[str, Any]) -> Any:
        self._performing = True
        try:
            result = super().perform(action)
        finally:
            self._performing = False
        if self.resync.isVisible():
            # The refusal wraps in the test's column beside its offer: on one line it would
            # widen the column until the result's large words no longer fit.
            self.problem.setMinimumWidth(0)
        played = result.detail if isinstance(result, ActionResult) else None
        if isinstance(played, Played):
            if played.do == "test":
                self.builder.performed()
                # Scrolled to once laid out with the new cards: the outcome of the test just
                # done is in sight, however far down the hand was when its card was chosen.
                QTimer.singleShot(0, lambda: self._in_sight(self.result, self.result.outcome))
            elif played.do in ("refill", "bless", "curse"):
                self.hand.performed()
            if played.peek is not None:
                self.powers.show_peek(played.peek)
                self.tabs.setCurrentWidget(self.powers)
        return result

    def perform_test(self) -> None:
        """The builder's test, if it is ready; else what it still needs, on screen."""
        if self.session is None:
            return
        missing = self.builder.missing()
        if missing is not None:
            self.show_problem(missing)
            if self.builder.plays_from_hand() and self.builder.chosen is None:
                self.tabs.setCurrentWidget(self.hand)  # where the card is chosen, in sight
                QTimer.singleShot(0, lambda: self._in_sight(self.hand.reveal))
            return
        if self.perform(self.builder.action()) is not None:
            self.builder.go.setFocus()  # refused, the focus stays where the GM types again

    def _in_sight(self, *widgets: QWidget) -> None:
        """Scroll the screen to each widget in turn: on a short screen the last one wins."""
        for widget in widgets:
            self.scroller.ensureWidgetVisible(widget, 0, 8)

    def choose_card(self, index: int) -> None:
        """Choose the hand card the next test plays (only while the hand is shown to its owner)."""
        if self.session is None or not self.hand.reveal.revealed:
            return
        seat = self.cinematic.view().seat(self.builder.name)
        hand = seat.hand if seat is not None else ()
        if 0 <= index < len(hand):
            # The tick changes with the choice, and the hint under it says so in its words.
            self.builder.initiated.setChecked(False)
            self.builder.chosen = hand[index]
            self.clear_problem()  # "choose the card" is answered
            self.builder.update_hint()
            self._show_odds()
            self.hand.reveal.set_chosen(index)

    def _space(self) -> None:
        """Space: perform the test; at a mirror table with no cards typed yet, go to the cards
        field (as the other systems' Space does), so the cards typed next land there."""
        focus = QApplication.focusWidget()
        cards = self.builder.cards
        if isinstance(focus, QAbstractButton) and focus is not self.builder.go:
            focus.click()  # Space presses the focused button, as it does everywhere else
        elif cards.isVisibleTo(self) and not cards.text().strip():
            cards.setFocus()
        else:
            self.perform_test()
