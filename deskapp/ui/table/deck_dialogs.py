"""The Table page's Deck… menu: the game master handles a deck like a real one (issue 28).

One dialog per operation — put cards back, take cards out of play, shuffle the discard
pile in (at a mirror table: the real deck was reshuffled), shuffle the draw pile, look at
the top cards, deal cards — each performing one core deck action
(:mod:`deskapp.core.play.deck_actions`) through the session, so it is logged, undone by
Edit → Undo and written in the history by the system's describer. A refusal (the
system's rules, or a mirror table) is shown in the dialog, which stays open. Cards are
listed by their faces in the players' own rank letters, and typed cards are read in
English codes, suit symbols or Czech and French letters alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.cards import Card, examples, labels, parse_cards
from deskapp.core.decks import DISCARD, DRAW, OUT, pile_label
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.session import PlaySession
from deskapp.ui.card_reading import CardReading
from deskapp.ui.plain import plain_label
from deskapp.ui.rule_ids import move_rule_ids_to_tooltips

PUT, TAKE_OUT, SHUFFLE_IN, SHUFFLE, LOOK, DEAL = (
    "put",
    "out",
    "shuffle_in",
    "shuffle",
    "look",
    "deal",
)

Perform = Callable[[dict[str, Any]], Any]


def deck_menu(
    parent: QWidget, session: Callable[[], PlaySession | None], perform: Perform
) -> QMenu:
    """The Deck… button's menu: one entry per operation, the mirror table's words at one."""
    menu = QMenu(parent)

    def refresh() -> None:
        menu.clear()
        open_session = session()
        driver = open_session.driver if open_session is not None else None
        decks = getattr(driver, "table_decks", None) if driver is not None else None
        if open_session is None or decks is None:
            menu.addAction(translate("DeckDialog", "No deck at this table")).setEnabled(False)
            return
        mirror = bool(getattr(driver, "mirror", False))
        entries = (
            [
                (PUT, translate("DeckDialog", "These Cards Are Back in the Deck…")),
                (TAKE_OUT, translate("DeckDialog", "Take Cards Out of Play…")),
                (SHUFFLE_IN, translate("DeckDialog", "The Real Deck Was Reshuffled…")),
            ]
            if mirror
            else [
                (PUT, translate("DeckDialog", "Put Cards Back…")),
                (TAKE_OUT, translate("DeckDialog", "Take Cards Out of Play…")),
                (SHUFFLE_IN, translate("DeckDialog", "Shuffle the Discard Pile In…")),
                (SHUFFLE, translate("DeckDialog", "Shuffle the Draw Pile…")),
                (LOOK, translate("DeckDialog", "Look at the Top Cards…")),
                (DEAL, translate("DeckDialog", "Deal Cards…")),
            ]
        )
        for operation, title in entries:
            if operation == DEAL and not dealt_decks(driver):
                continue  # nobody holds a hand at this table: nothing to deal (review r30e)
            action = menu.addAction(title)
            action.setObjectName(f"deck_{operation}")
            action.triggered.connect(
                lambda _=False, op=operation, text=title: DeckDialog(
                    parent, open_session, op, text.rstrip("…"), perform
                ).open()
            )

    menu.aboutToShow.connect(refresh)
    refresh()
    return menu


def dealt_decks(driver: Any) -> list[str]:
    """The decks of this table dealt into a player's hand (none at a table without hands)."""
    dealt = []
    for name in driver.table_decks.decks:
        try:
            driver.dealt_to(name)
        except UserError:
            continue
        dealt.append(name)
    return dealt


class DeckDialog(QDialog):
    """One deck operation: which deck, which cards or how many, and the button that does it."""

    def __init__(
        self, parent: QWidget, session: PlaySession, operation: str, title: str, perform: Perform
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"deck_dialog_{operation}")
        self.setWindowTitle(title)
        self.session = session
        self.operation = operation
        self._perform = perform
        self.driver: Any = session.driver
        self.mirror = bool(getattr(self.driver, "mirror", False))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.deck_box = QComboBox()
        self.deck_box.setObjectName("deck_choice")
        for name in self.driver.table_decks.decks:
            self.deck_box.addItem(self.driver.deck_title(name), name)
        self.counts = plain_label(self)
        self.counts.setObjectName("deck_counts")
        self.counts.setWordWrap(True)
        self.cards = QListWidget()
        self.cards.setObjectName("deck_cards")
        self.typed = QLineEdit()
        self.typed.setObjectName("deck_typed")
        self.typed.setPlaceholderText(
            self.tr("e.g. {cards} — or type {typed}").format(**examples("QH 10S"))
        )
        self.place = QComboBox()
        self.place.setObjectName("deck_place")
        self.count = QSpinBox()
        self.count.setObjectName("deck_count")
        self.players: list[QCheckBox] = []
        self.seen = plain_label()
        self.seen.setObjectName("deck_seen")
        self.seen.setWordWrap(True)
        self.problem = plain_label(self)
        self.problem.setObjectName("deck_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        self.problem.hide()
        if operation != DEAL:
            form.addRow(self.tr("&Deck:"), self.deck_box)
        form.addRow(self.counts)
        if operation in (PUT, TAKE_OUT):
            form.addRow(self.tr("&Cards:"), self.cards)
            form.addRow(self.tr("&Or type them:"), self.typed)
            form.addRow("", CardReading(self.typed, self))
            self.typed.textEdited.connect(self._typed_changed)
            if operation == PUT and not self.mirror:
                self.place.addItem(self.tr("On top of the draw pile"), "top")
                self.place.addItem(self.tr("At the bottom of the draw pile"), "bottom")
                self.place.addItem(self.tr("At a random place in the draw pile"), "random")
                form.addRow(self.tr("&Where:"), self.place)
        if operation == LOOK:
            form.addRow(self.tr("&How many:"), self.count)
            form.addRow(self.seen)
        if operation == DEAL:
            for name in dealt_decks(self.driver):
                box = QCheckBox(self.driver.owner_name(name), self)
                box.setProperty("player", name)
                box.toggled.connect(self._show_counts)
                form.addRow(box)
                self.players.append(box)
            form.addRow(self.tr("&Cards to each:"), self.count)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.go = QPushButton(self._verb(), self)
        self.go.setObjectName("deck_do")
        self.go.setDefault(True)
        buttons.addButton(self.go, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.go.clicked.connect(self.do)
        layout.addWidget(buttons)
        self.deck_box.currentIndexChanged.connect(self._deck_changed)
        self._deck_changed()
        self.setMinimumWidth(max(self.sizeHint().width(), 460))

    def _verb(self) -> str:
        return {
            PUT: self.tr("Put Back") if not self.mirror else self.tr("Back in the Deck"),
            TAKE_OUT: self.tr("Take Out"),
            SHUFFLE_IN: self.tr("Shuffle In")
            if not self.mirror
            else self.tr("Follow the Real Deck"),
            SHUFFLE: self.tr("Shuffle"),
            LOOK: self.tr("Look"),
            DEAL: self.tr("Deal"),
        }[self.operation]

    @property
    def deck(self) -> str:
        return str(self.deck_box.currentData())

    def _piles(self, name: str) -> dict[str, list[Card]]:
        return self.driver.table_decks.deck(name).piles

    def _deck_changed(self) -> None:
        self.cards.clear()
        if self.operation in (PUT, TAKE_OUT) and self.deck_box.count():
            deck = self.driver.table_decks.deck(self.deck)
            for pile, cards in deck.piles.items():
                if self.operation == PUT and self.mirror and pile == DRAW:
                    continue
                if self.operation == TAKE_OUT and pile == OUT:
                    continue
                # In the deck's own order, never the pile's: the list gives no order away.
                for card in sorted(set(cards), key=deck.cards.index):
                    item = QListWidgetItem(
                        self.tr("{card} — {pile}").format(card=card.label, pile=pile_label(pile))
                    )
                    item.setData(Qt.ItemDataRole.UserRole, card.notation)
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(Qt.CheckState.Unchecked)
                    self.cards.addItem(item)
        self._show_counts()

    def _show_counts(self) -> None:
        if self.operation == DEAL:
            chosen = [box.property("player") for box in self.players if box.isChecked()]
            left = []
            most = 0
            for name in chosen:
                piles = self._piles(name)
                held = len(piles[DRAW]) + len(piles[DISCARD])
                size = self.driver.state.hand_size(name)
                most = min(most, held, size) if most else min(held, size)
                # The seat shows the piles; a deal takes the draw pile, then the discard
                # pile shuffled in (review r30c: "50 left to deal" beside "Draw 49").
                line = self.tr("{name}: %n card(s) in the draw pile", "", len(piles[DRAW]))
                if piles[DISCARD]:
                    line += self.tr(
                        ", and %n in the discard pile, shuffled in when the draw pile runs out",
                        "",
                        len(piles[DISCARD]),
                    )
                left.append(line.format(name=self.driver.owner_name(name)))
            self.counts.setText("\n".join(left) or self.tr("Choose the players to deal to."))
            self.count.setRange(1 if most else 0, most)
            self.go.setEnabled(bool(chosen) and most > 0)
            return
        if not self.deck_box.count():
            return
        piles = self._piles(self.deck)
        self.counts.setText(
            self.tr("Draw pile: %n card(s)", "", len(piles[DRAW]))
            + " · "
            + self.tr("discard pile: %n card(s)", "", len(piles[DISCARD]))
        )
        if self.operation == LOOK:
            self.count.setRange(1 if piles[DRAW] else 0, len(piles[DRAW]))
            self.go.setEnabled(bool(piles[DRAW]))

    def _typed_changed(self, text: str) -> None:
        try:
            wanted = {card.notation for card in parse_cards(text)}
        except UserError as error:
            self.show_problem(str(error))
            return
        self.problem.hide()
        for row in range(self.cards.count()):
            item = self.cards.item(row)
            checked = item.data(Qt.ItemDataRole.UserRole) in wanted
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)

    def _typed_are_listed(self) -> bool:
        """Whether every typed card is one of the list's; if not, the problem names what
        was typed (an unreadable card, or one that is not listed) instead of the ticks'
        "choose at least one card", which made a typed "2P" look ignored (review r30c)."""
        try:
            typed = parse_cards(self.typed.text())
        except UserError as error:
            self.show_problem(str(error))
            return False
        listed = {
            self.cards.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.cards.count())
        }
        missing = [card for card in typed if card.notation not in listed]
        if missing:
            self.show_problem(
                self.tr("Not among the cards listed: {cards}").format(cards=labels(missing, ", "))
            )
        return not missing

    def chosen_cards(self) -> list[str]:
        return [
            str(self.cards.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.cards.count())
            if self.cards.item(row).checkState() == Qt.CheckState.Checked
        ]

    def action(self) -> dict[str, Any]:
        """The deck action the dialog describes now."""
        if self.operation == PUT:
            place = "back" if self.mirror else str(self.place.currentData())
            return {
                "do": "deck_put",
                "deck": self.deck,
                "cards": self.chosen_cards(),
                "place": place,
            }
        if self.operation == TAKE_OUT:
            return {"do": "deck_take_out", "deck": self.deck, "cards": self.chosen_cards()}
        if self.operation in (SHUFFLE_IN, SHUFFLE):
            return {
                "do": "deck_shuffle",
                "deck": self.deck,
                "discard": self.operation == SHUFFLE_IN,
            }
        if self.operation == LOOK:
            return {"do": "deck_look", "deck": self.deck, "count": self.count.value()}
        players = [str(box.property("player")) for box in self.players if box.isChecked()]
        return {"do": "deck_deal", "players": players, "count": self.count.value()}

    def do(self) -> None:
        if self.operation in (PUT, TAKE_OUT) and not self._typed_are_listed():
            return
        action = self.action()
        if action.get("cards") == []:
            self.show_problem(self.tr("Choose at least one card."))
            return
        try:
            result = self._perform(action)
        except UserError as error:
            self.show_problem(str(error))
            return
        self.problem.hide()
        if self.operation == LOOK:
            cards = tuple(getattr(result, "detail", ()) or ())
            self.seen.setText(self.tr("From the top: {cards}").format(cards=labels(cards, ", ")))
            return
        self.accept()

    def show_problem(self, message: str) -> None:
        """A refusal in words; the rule it cites goes to the tooltip, as on the play screens."""
        self.problem.setToolTip("")
        self.problem.setText(message)
        self.problem.show()
        move_rule_ids_to_tooltips(self)
        self.adjustSize()
