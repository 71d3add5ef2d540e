"""Property tests: whatever happens at a cinematic table, no card is lost or duplicated (U-10 … U-31),
and the kernel's undo and redo give exactly the table before and after each action.

The machines play the driver through the play kernel (:class:`~deskapp.core.play.kernel.History`),
as a session does: random tests, plays, blessings, curses, peeks, undos and redos. After
every step the table is the one that replaying the actions in effect from the setup,
with their recorded random values, gives.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from deskapp.core.cards import standard_54
from deskapp.core.decks import DISCARD, DRAW
from deskapp.core.errors import UserError
from deskapp.core.play.actions import ActionResult
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.setup import TableChoice
from deskapp.systems.cinematic.driver import CinematicDriver, Played
from deskapp.systems.cinematic.powers import Power
from deskapp.systems.cinematic.rules import Source
from deskapp.systems.cinematic.sheet import CinematicCharacter
from deskapp.systems.cinematic.state import PLAY

SHEETS = [
    CinematicCharacter("Bára", luck=3),
    CinematicCharacter("Ota", luck=-3),
    CinematicCharacter("Eliška"),
]
NAMES = [sheet.name for sheet in SHEETS] + ["Chronicler"]
FULL_DECK = Counter(standard_54())


def check_action(name: str, attribute: int, skill: int, **more: Any) -> dict[str, Any]:
    return {"do": "test", "player": name, "attribute": attribute, "skill": skill, **more}


class KernelMachine(RuleBasedStateMachine):
    """A driver played through the kernel, with a snapshot of the table before each action in effect."""

    OPTIONS: dict[str, Any] = {}
    SEED = 0

    def __init__(self) -> None:
        super().__init__()
        self.setup = CinematicDriver.setup_from_campaign(
            TableChoice(SHEETS, None, self.OPTIONS, False)
        )
        rng = RecordedRandom(random.Random(self.SEED))
        CinematicDriver.from_setup(self.setup, rng)
        self.opening = rng.take_recorded()  # the first shuffles, as a session stores them
        self.history = History(
            lambda random_source: CinematicDriver.from_setup(self.setup, random_source),
            rng,
            self.opening,
        )
        # What the table looked like before each action still in effect, to check undo against.
        self.before: list[dict[str, Any]] = []
        self.undone: list[dict[str, Any]] = []

    @property
    def driver(self) -> CinematicDriver:
        return self.history.driver

    def snapshot(self) -> dict[str, Any]:
        modifiers = {name: self.driver.state.modifier(name) for name in NAMES}
        return {**self.driver.state_json(), "modifiers": modifiers}

    def perform(self, action: dict[str, Any]) -> Played | None:
        """Perform through the kernel; None if refused, and then nothing changed."""
        before = self.snapshot()
        in_effect = len(self.history.done)
        try:
            result = self.history.perform(action)
        except UserError:
            assert self.snapshot() == before
            assert len(self.history.done) == in_effect
            return None
        if len(self.history.done) > in_effect:
            self.before.append(before)
            self.undone.clear()
        assert isinstance(result, ActionResult) and isinstance(result.detail, Played)
        return result.detail

    @precondition(lambda self: self.history.done)
    @rule()
    def undo(self) -> None:
        after = self.snapshot()
        self.history.perform({"do": "undo"})
        assert self.snapshot() == self.before.pop()
        self.undone.append(after)

    @precondition(lambda self: self.history.undone)
    @rule()
    def redo(self) -> None:
        before = self.snapshot()
        self.history.perform({"do": "redo"})
        assert self.snapshot() == self.undone.pop()
        self.before.append(before)

    @invariant()
    def the_table_is_the_replay_of_the_actions_in_effect(self) -> None:
        assert len(self.before) == len(self.history.done)
        assert len(self.undone) == len(self.history.undone)
        rng = RecordedRandom(random.Random(self.SEED + 1000))
        rng.replay(self.opening)
        replayed = CinematicDriver.from_setup(self.setup, rng)
        for done in self.history.done:
            rng.replay(done.random)
            replayed.perform(done.action)
            assert not rng.pending, "each action uses exactly its recorded values"
        assert replayed.state_json() == self.driver.state_json()
        assert replayed.spells == self.driver.spells

    @invariant()
    def every_deck_holds_its_54_cards_once(self) -> None:
        for name in NAMES:
            assert (
                Counter(
                    card
                    for pile in self.driver.state.decks.deck(name).piles.values()
                    for card in pile
                )
                == FULL_DECK
            )
            assert self.driver.state.decks.pile(name, PLAY) == []

    @invariant()
    def no_draw_pile_waits_exhausted(self) -> None:
        # rules U-10, U-20: an exhausted draw pile takes the discard pile at once, so between
        # actions none is empty while its discard pile holds cards (an action reshuffles only
        # the deck it played, and counts on every other one being left so)
        for name in NAMES:
            decks = self.driver.state.decks
            assert decks.pile(name, DRAW) or not decks.pile(name, DISCARD)


class HandManagementMachine(KernelMachine):
    """Random tests, plays, blessings, curses, peeks, undo and redo at a hand-management table."""

    OPTIONS = {"mode": "hand_management", "second_card": "chain"}

    @rule(name=st.sampled_from(NAMES), attribute=st.integers(0, 8), skill=st.integers(0, 8))
    def initiated_test(self, name: str, attribute: int, skill: int) -> None:
        # rule U-23: the card comes from the draw pile and the hand stays as it was
        hand = self.driver.state.hand(name)
        done = self.perform(check_action(name, attribute, skill))
        if done is None:
            # Blessings can pile the number cards into a hand; a chain then might not end.
            return
        assert done.check is not None
        assert self.driver.state.hand(name) == hand
        assert all(used.source is Source.DRAW_PILE for used in done.check.cards)

    @rule(name=st.sampled_from(NAMES), pick=st.integers(0, 20))
    def reaction(self, name: str, pick: int) -> None:
        # rules U-21, U-22: one card leaves the hand; an emptied hand is refilled
        hand = self.driver.state.hand(name)
        if not hand:
            return
        card = hand[pick % len(hand)]
        done = self.perform(check_action(name, 3, 2, initiated=False, card=card.notation))
        if done is None:
            return
        assert done.check is not None
        assert done.check.cards[0].card == card and done.check.cards[0].source is Source.HAND
        assert all(used.source is Source.DRAW_PILE for used in done.check.cards[1:])
        after = self.driver.state.hand(name)
        if len(hand) > 1:
            assert after == [held for held in hand if held != card]
        else:
            table = self.driver.state
            assert len(after) == table.hand_size(name) and table.modifier(name) == 0
            assert self.driver.spells[name] == ()

    @rule(name=st.sampled_from(NAMES), level=st.integers(1, 3))
    def blessing(self, name: str, level: int) -> None:
        # Blessings without end can use up the draw and discard piles: then refused.
        self.perform({"do": "bless", "player": name, "level": level, "name": "Ward"})

    @rule(name=st.sampled_from(NAMES), level=st.integers(1, 3))
    def curse(self, name: str, level: int) -> None:
        table = self.driver.state
        held, size = len(table.hand(name)), table.hand_size(name)
        done = self.perform({"do": "curse", "player": name, "level": level})
        # rule U-31: never refused; a curse larger than the hand carries the rest over
        assert done is not None and len(done.cards) == min(level, held)
        after = self.driver.state
        if level > held:
            assert len(after.hand(name)) == size - (level - held)
            assert after.modifier(name) == -(level - held)
        elif level == held:
            assert len(after.hand(name)) == size and after.modifier(name) == 0
        else:
            assert len(after.hand(name)) == held - level

    @rule(
        power=st.sampled_from(list(Power)),
        viewer=st.sampled_from(NAMES),
        whom=st.sampled_from(NAMES),
    )
    def peek(self, power: Power, viewer: str, whom: str) -> None:
        # rule U-41: a peek changes nothing
        before = self.snapshot()
        done = self.perform({"do": "peek", "power": power.value, "viewer": viewer, "target": whom})
        if done is None:
            assert (power.others_only and viewer == whom) or not self.driver.state.decks.pile(
                whom, DRAW
            )
        assert self.snapshot() == before

    @invariant()
    def hands_stay_within_their_size(self) -> None:
        # rules U-21, U-30, U-31: never negative, never empty, never above size + blessings
        for name in NAMES:
            held = len(self.driver.state.hand(name))
            table = self.driver.state
            assert 0 < held <= table.hand_size(name) + table.modifier(name)


HandManagementMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=30, deadline=None
)
TestHandManagement = pytest.mark.slow(HandManagementMachine.TestCase)


class DirectDrawMachine(KernelMachine):
    """Many tests in direct draw: reshuffles happen, undone and redone, and the cards always add up."""

    OPTIONS = {"mode": "direct_draw"}
    SEED = 1
    total_reshuffles = 0  # over every run: the property must have met its reshuffles

    def __init__(self) -> None:
        super().__init__()
        self.reshuffles = 0
        self.ran_down = False

    @rule(name=st.sampled_from(["Bára", "Chronicler"]))
    def test(self, name: str) -> None:
        self.checked_test(name)

    @precondition(lambda self: not self.ran_down)
    @rule(name=st.sampled_from(["Bára", "Chronicler"]))
    def run_down(self, name: str) -> None:
        """Test until the draw pile is exhausted and shuffled again, so the reshuffles are
        reached (once a run: every action in effect is replayed after each step)."""
        self.ran_down = True
        reshuffles = self.reshuffles
        while self.reshuffles == reshuffles:
            self.checked_test(name)

    def checked_test(self, name: str) -> None:
        # rules U-10, U-20: the draw pile shrinks by the cards used; the moment it is exhausted
        # the discard pile is shuffled back into it, whole (the deck has no hands here)
        draw_pile = len(self.driver.state.decks.pile(name, DRAW))
        done = self.perform(check_action(name, 3, 2))
        assert done is not None and done.check is not None
        used = len(done.check.cards)
        left = len(self.driver.state.decks.pile(name, DRAW))
        if draw_pile > used:
            assert left == draw_pile - used and name not in done.reshuffled
        elif draw_pile == used:
            assert left == 54 and name in done.reshuffled  # exhausted by this test: all back
            self.reshuffles += 1
        else:
            assert left == 54 - used and name in done.reshuffled  # refilled mid-test
            self.reshuffles += 1
        if draw_pile == used:
            assert self.driver.state.decks.pile(name, DISCARD) == []

    def teardown(self) -> None:
        DirectDrawMachine.total_reshuffles += self.reshuffles

    @invariant()
    def nobody_holds_a_hand(self) -> None:
        for name in NAMES:
            assert self.driver.state.hand(name) == []


# Fewer runs than before: each now runs a deck down to its reshuffles once.
DirectDrawMachine.TestCase.settings = settings(
    max_examples=20, stateful_step_count=50, deadline=None
)
TestDirectDraw = pytest.mark.slow(DirectDrawMachine.TestCase)


@pytest.mark.slow
def test_u10_the_direct_draw_machine_reaches_its_reshuffles() -> None:
    # rule U-10: the machine above would pass vacuously if no run ever exhausted a draw pile
    DirectDrawMachine.total_reshuffles = 0
    run_state_machine_as_test(
        DirectDrawMachine, settings=settings(max_examples=4, stateful_step_count=8, deadline=None)
    )
    assert DirectDrawMachine.total_reshuffles > 0
