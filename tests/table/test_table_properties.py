"""Property tests: whatever players do, every deck holds exactly its own cards."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from deskapp.core.cards import Colour, DeckSpec
from deskapp.core.table import DISCARD, DRAW, HAND, Table, TableError

DECKS = {
    "bara": DeckSpec("standard54"),
    "ota": DeckSpec("red_black", 3, 4),  # small, so reshuffles happen often
}
PILES = (DRAW, DISCARD, HAND, "success")


class TableMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.table = Table(random.Random(0))
        for name, spec in DECKS.items():
            self.table.open_deck(name, spec, owner=name.title(), piles=(HAND, "success"))
        self.snapshots: list[dict] = []

    @rule(
        deck=st.sampled_from(sorted(DECKS)), count=st.integers(1, 8), to=st.sampled_from(PILES[1:])
    )
    def draw(self, deck: str, count: int, to: str) -> None:
        try:
            self.table.draw(deck, count, to)
        except TableError:
            pass

    @rule(
        deck=st.sampled_from(sorted(DECKS)),
        source=st.sampled_from(PILES),
        destination=st.sampled_from(PILES),
        pick=st.integers(0, 60),
    )
    def move(self, deck: str, source: str, destination: str, pick: int) -> None:
        cards = self.table.pile(deck, source)
        if cards:
            self.table.move(deck, cards[pick % len(cards)], source, destination)

    @rule(deck=st.sampled_from(sorted(DECKS)), pick=st.integers(0, 60))
    def mirror_draw(self, deck: str, pick: int) -> None:
        cards = DECKS[deck].cards()
        try:
            self.table.mirror_draw(deck, cards[pick % len(cards)])
        except TableError:
            pass

    @rule(deck=st.sampled_from(sorted(DECKS)), colour=st.sampled_from(Colour))
    def mirror_colour(self, deck: str, colour: Colour) -> None:
        try:
            self.table.mirror_draw(deck, colour, to="success")
        except TableError:
            pass

    @rule(deck=st.sampled_from(sorted(DECKS)), pile=st.sampled_from(PILES))
    def shuffle(self, deck: str, pile: str) -> None:
        self.table.shuffle(deck, pile)

    @rule(deck=st.sampled_from(sorted(DECKS)), size=st.integers(0, 9))
    def refill(self, deck: str, size: int) -> None:
        try:
            self.table.refill(deck, HAND, size)
        except TableError:
            pass

    @rule(deck=st.sampled_from(sorted(DECKS)), pile=st.sampled_from(PILES[2:]))
    def discard_pile(self, deck: str, pile: str) -> None:
        self.table.discard_pile(deck, pile)

    @rule(deck=st.sampled_from(sorted(DECKS)))
    def gather_all(self, deck: str) -> None:
        self.table.gather_all(deck)

    @rule(
        deck=st.sampled_from(sorted(DECKS)), pile=st.sampled_from(PILES), position=st.integers(0, 5)
    )
    def peek(self, deck: str, pile: str, position: int) -> None:
        before = self.table.state.to_json()
        try:
            self.table.peek(deck, "Chronicler", pile, position)
        except TableError:
            pass
        assert self.table.state.to_json() == before

    @precondition(lambda self: self.table.can_undo)
    @rule()
    def undo(self) -> None:
        self.snapshots.append(self.table.state.to_json())
        self.table.undo()

    @precondition(lambda self: self.table.can_redo)
    @rule()
    def redo(self) -> None:
        self.table.redo()

    @rule()
    def undo_then_redo_is_a_no_op(self) -> None:
        if not self.table.can_undo:
            return
        before = self.table.state.to_json()
        self.table.undo()
        self.table.redo()
        assert self.table.state.to_json() == before

    @invariant()
    def every_deck_holds_exactly_its_own_cards(self) -> None:
        for name, spec in DECKS.items():
            assert self.table.deck(name).count_cards() == Counter(spec.cards())

    @invariant()
    def the_log_replays_to_the_same_state(self) -> None:
        if len(self.table.log) % 7 == 0:  # replay is the costly check; sample it
            data = json.loads(json.dumps(self.table.to_json()))
            assert Table.from_json(data).state.to_json() == self.table.state.to_json()

    def teardown(self) -> None:
        rebuilt = Table.from_json(json.loads(json.dumps(self.table.to_json())))
        assert rebuilt.to_json() == self.table.to_json()
        while self.table.can_undo:
            self.table.undo()
        for name, spec in DECKS.items():
            assert self.table.deck(name).count_cards() == Counter(spec.cards())


TableMachine.TestCase.settings = settings(max_examples=150, stateful_step_count=40, deadline=None)
test_table_never_loses_or_duplicates_a_card = pytest.mark.slow(TableMachine.TestCase)
