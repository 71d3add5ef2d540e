"""Property tests: whatever players do, every deck holds exactly its own cards."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from deskapp.core.cards import Colour, DeckSpec
from deskapp.core.decks import DISCARD, DRAW, HAND, Decks, TableError

from .decks_driver import kernel, piles_of

DECKS = {
    "bara": DeckSpec("standard54"),
    "ota": DeckSpec("red_black", 3, 4),  # small, so reshuffles happen often
}
PILES = (DRAW, DISCARD, HAND, "success")


def opening(decks: Decks) -> None:
    for name, spec in DECKS.items():
        decks.open_deck(name, spec, owner=name.title(), piles=(HAND, "success"))


class TableMachine(RuleBasedStateMachine):
    """Every operation goes through the play kernel, whose undo is the only one."""

    def __init__(self) -> None:
        super().__init__()
        self.history = kernel(opening, seed=0)
        self.before: list[dict] = []  # the decks before each action in effect
        self.undone: list[dict] = []  # the decks after each undone action, newest last

    @property
    def table(self) -> Decks:
        return self.history.driver.decks

    def act(self, do: str, **fields: Any) -> None:
        """Perform one operation; a refused one must change nothing."""
        before = piles_of(self.table)
        try:
            self.history.perform({"do": do, **fields})
        except TableError:
            assert piles_of(self.table) == before
            return
        if do != "peek":
            self.before.append(before)
            self.undone.clear()

    @rule(
        deck=st.sampled_from(sorted(DECKS)), count=st.integers(1, 8), to=st.sampled_from(PILES[1:])
    )
    def draw(self, deck: str, count: int, to: str) -> None:
        self.act("draw", deck=deck, count=count, to=to)

    @rule(
        deck=st.sampled_from(sorted(DECKS)),
        source=st.sampled_from(PILES),
        destination=st.sampled_from(PILES),
        pick=st.integers(0, 60),
    )
    def move(self, deck: str, source: str, destination: str, pick: int) -> None:
        cards = self.table.pile(deck, source)
        if cards:
            card = cards[pick % len(cards)].notation
            self.act("move", deck=deck, card=card, source=source, target=destination)

    @rule(deck=st.sampled_from(sorted(DECKS)), pick=st.integers(0, 60))
    def mirror_draw(self, deck: str, pick: int) -> None:
        cards = DECKS[deck].cards()
        self.act("mirror_draw", deck=deck, card=cards[pick % len(cards)].notation)

    @rule(deck=st.sampled_from(sorted(DECKS)), colour=st.sampled_from(Colour))
    def mirror_colour(self, deck: str, colour: Colour) -> None:
        self.act("mirror_draw", deck=deck, card=colour.value, to="success")

    @rule(deck=st.sampled_from(sorted(DECKS)))
    def shuffle(self, deck: str) -> None:
        self.act("shuffle", deck=deck)

    @rule(deck=st.sampled_from(sorted(DECKS)), size=st.integers(0, 9))
    def refill(self, deck: str, size: int) -> None:
        self.act("refill", deck=deck, hand=HAND, size=size)

    @rule(deck=st.sampled_from(sorted(DECKS)), pile=st.sampled_from(PILES[2:]))
    def discard_pile(self, deck: str, pile: str) -> None:
        self.act("discard_pile", deck=deck, source=pile)

    @rule(deck=st.sampled_from(sorted(DECKS)))
    def gather_all(self, deck: str) -> None:
        self.act("gather_all", deck=deck)

    @rule(
        deck=st.sampled_from(sorted(DECKS)), pile=st.sampled_from(PILES), position=st.integers(0, 5)
    )
    def peek(self, deck: str, pile: str, position: int) -> None:
        before = piles_of(self.table)
        self.act("peek", deck=deck, pile=pile, position=position)
        assert piles_of(self.table) == before

    @precondition(lambda self: self.history.done)
    @rule()
    def undo(self) -> None:
        """The kernel's undo restores the exact piles: no reshuffle, no card not seen."""
        self.undone.append(piles_of(self.table))
        self.history.undo()
        assert piles_of(self.table) == self.before.pop()

    @precondition(lambda self: self.history.undone)
    @rule()
    def redo(self) -> None:
        """A redo brings back the same cards in the same order."""
        before = piles_of(self.table)
        self.history.redo()
        assert piles_of(self.table) == self.undone.pop()
        self.before.append(before)

    @invariant()
    def every_deck_holds_exactly_its_own_cards(self) -> None:
        for name, spec in DECKS.items():
            assert Counter(
                card for pile in self.table.deck(name).piles.values() for card in pile
            ) == Counter(spec.cards())

    def teardown(self) -> None:
        while self.history.done:
            self.history.undo()
        for name, spec in DECKS.items():
            assert Counter(
                card for pile in self.table.deck(name).piles.values() for card in pile
            ) == Counter(spec.cards())


TableMachine.TestCase.settings = settings(max_examples=150, stateful_step_count=40, deadline=None)
test_table_never_loses_or_duplicates_a_card = pytest.mark.slow(TableMachine.TestCase)
