"""Property tests: whatever happens at a cinematic table, no card is lost or duplicated (U-10 … U-31)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from deskapp.core.cards import standard_54
from deskapp.core.table import DRAW, EmptyPileError, TableError
from deskapp.systems.cinematic.card_table import PLAY, CinematicTable, Seat
from deskapp.systems.cinematic.powers import Power
from deskapp.systems.cinematic.rules import Check, CinematicError, CinematicOptions, Source

SEATS = [Seat("Bára", luck=3), Seat("Ota", luck=-3), Seat("Eliška")]
NAMES = [seat.name for seat in SEATS] + ["Chronicler"]
FULL_DECK = Counter(standard_54())


class HandManagementMachine(RuleBasedStateMachine):
    """Random tests, plays, blessings, curses, peeks, undo and redo at a hand-management table."""

    def __init__(self) -> None:
        super().__init__()
        self.table = CinematicTable(
            SEATS,
            CinematicOptions(mode="hand_management", second_card="chain"),
            rng=random.Random(0),
        )
        # What the table looked like before each action still in effect, to check undo against.
        self.before: list[tuple[dict, dict]] = []
        self.undone: list[tuple[dict, dict]] = []

    def snapshot(self) -> tuple[dict, dict]:
        modifiers = {name: self.table.modifier(name) for name in NAMES}
        return self.table.table.state.to_json(), modifiers

    def acted(self, before: tuple[dict, dict]) -> None:
        self.before.append(before)
        self.undone.clear()

    @rule(name=st.sampled_from(NAMES), attribute=st.integers(0, 8), skill=st.integers(0, 8))
    def initiated_test(self, name: str, attribute: int, skill: int) -> None:
        # rule U-23: the card comes from the draw pile and the hand stays as it was
        before = self.snapshot()
        hand = self.table.hand(name)
        try:
            result = self.table.test(name, Check(attribute, skill))
        except CinematicError:
            # Blessings can pile the number cards into a hand; a chain then might not end.
            assert self.snapshot() == before
            return
        assert self.table.hand(name) == hand
        assert all(used.source is Source.DRAW_PILE for used in result.cards)
        self.acted(before)

    @rule(name=st.sampled_from(NAMES), pick=st.integers(0, 20))
    def reaction(self, name: str, pick: int) -> None:
        # rules U-21, U-22: one card leaves the hand; an emptied hand is refilled
        hand = self.table.hand(name)
        if not hand:
            return
        before = self.snapshot()
        card = hand[pick % len(hand)]
        try:
            result = self.table.test(name, Check(3, 2), initiated=False, card=card)
        except CinematicError:
            assert self.snapshot() == before
            return
        assert result.cards[0].card == card and result.cards[0].source is Source.HAND
        assert all(used.source is Source.DRAW_PILE for used in result.cards[1:])
        after = self.table.hand(name)
        if len(hand) > 1:
            assert after == [held for held in hand if held != card]
        else:
            assert len(after) == self.table.hand_size(name) and self.table.modifier(name) == 0
        self.acted(before)

    @rule(name=st.sampled_from(NAMES), level=st.integers(1, 3))
    def blessing(self, name: str, level: int) -> None:
        before = self.snapshot()
        try:
            self.table.bless(name, level)
        except TableError:
            # Blessings without end can use up the draw and discard piles.
            assert self.snapshot() == before
            return
        self.acted(before)

    @rule(name=st.sampled_from(NAMES), level=st.integers(1, 3))
    def curse(self, name: str, level: int) -> None:
        before = self.snapshot()
        try:
            self.table.curse(name, level)
        except CinematicError:
            # rule U-31: refused only when the hand is too small, and then nothing changed
            assert len(self.table.hand(name)) < level
            assert self.snapshot() == before
            return
        self.acted(before)

    @rule(
        power=st.sampled_from(list(Power)),
        viewer=st.sampled_from(NAMES),
        whom=st.sampled_from(NAMES),
    )
    def peek(self, power: Power, viewer: str, whom: str) -> None:
        # rule U-41: a peek changes nothing
        before = self.snapshot()
        try:
            self.table.peek(power, viewer, whom)
        except CinematicError:
            assert power.others_only and viewer == whom
        except EmptyPileError:
            assert not self.table.table.pile(whom, DRAW)
        assert self.snapshot() == before

    @precondition(lambda self: self.before)
    @rule()
    def undo(self) -> None:
        after = self.snapshot()
        self.table.undo()
        assert self.snapshot() == self.before[-1]
        self.before.pop()
        self.undone.append(after)

    @precondition(lambda self: self.undone)
    @rule()
    def redo(self) -> None:
        before = self.snapshot()
        self.table.redo()
        assert self.snapshot() == self.undone.pop()
        self.before.append(before)

    @invariant()
    def every_deck_holds_its_54_cards_once(self) -> None:
        for name in NAMES:
            assert self.table.table.deck(name).count_cards() == FULL_DECK
            assert self.table.table.pile(name, PLAY) == []

    @invariant()
    def hands_stay_within_their_size(self) -> None:
        # rules U-21, U-30, U-31: never negative, never empty, never above size + blessings
        for name in NAMES:
            held = len(self.table.hand(name))
            assert 0 < held <= self.table.hand_size(name) + self.table.modifier(name)


HandManagementMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=30, deadline=None
)
TestHandManagement = pytest.mark.slow(HandManagementMachine.TestCase)


class DirectDrawMachine(RuleBasedStateMachine):
    """Many tests in direct draw: reshuffles happen, and the cards always add up."""

    def __init__(self) -> None:
        super().__init__()
        self.table = CinematicTable(["Bára"], rng=random.Random(1))

    @rule(name=st.sampled_from(["Bára", "Chronicler"]))
    def test(self, name: str) -> None:
        # rule U-10: the draw pile shrinks by the cards used, until it has to be refilled
        draw_pile = len(self.table.table.pile(name, DRAW))
        result = self.table.test(name, Check(3, 2))
        left = len(self.table.table.pile(name, DRAW))
        if draw_pile >= len(result.cards):
            assert left == draw_pile - len(result.cards)

    @precondition(lambda self: self.table.can_undo)
    @rule()
    def undo(self) -> None:
        self.table.undo()

    @invariant()
    def every_deck_holds_its_54_cards_once(self) -> None:
        for name in ("Bára", "Chronicler"):
            assert self.table.table.deck(name).count_cards() == FULL_DECK
            assert self.table.hand(name) == []


DirectDrawMachine.TestCase.settings = settings(
    max_examples=40, stateful_step_count=50, deadline=None
)
TestDirectDraw = pytest.mark.slow(DirectDrawMachine.TestCase)
