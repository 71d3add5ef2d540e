"""The play kernel: one undo/redo history over any driver, by checkpointed replay."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, ClassVar, Self

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.core.cards import DeckSpec
from deskapp.core.decks import DISCARD, DRAW, HAND, Decks
from deskapp.core.decks.errors import CorruptLogError
from deskapp.core.errors import UserError
from deskapp.core.play import kernel
from deskapp.core.play.actions import Action, ActionDriver, ActionResult
from deskapp.core.play.kernel import History, NothingToRedoError, NothingToUndoError
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import replay_session


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    KIND: ClassVar[str] = "draw"
    count: int = 1


@dataclasses.dataclass(frozen=True)
class Shuffle(Action):
    KIND: ClassVar[str] = "shuffle"


@dataclasses.dataclass(frozen=True)
class Discard(Action):
    KIND: ClassVar[str] = "discard"


class Deck(ActionDriver):
    """A 54-card deck: draw to a hand, discard the hand, shuffle the discards back."""

    def __init__(self, rng: RecordedRandom) -> None:
        self.table = Decks(rng)
        self.table.open_deck("d", DeckSpec(), piles=(HAND,))

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        return cls(rng)

    def draw(self, action: Draw) -> ActionResult:
        if action.count > 5:
            raise UserError("at most 5 cards at a time")
        cards = self.table.draw("d", action.count)
        return ActionResult("draw", {"cards": [card.notation for card in cards]})

    def shuffle(self, action: Shuffle) -> ActionResult:
        self.table.shuffle("d")
        return ActionResult("shuffle")

    def discard(self, action: Discard) -> ActionResult:
        return ActionResult("discard", {"count": self.table.discard_pile("d", HAND)})

    HANDLERS: ClassVar[dict[type[Action], Any]] = {Draw: draw, Shuffle: shuffle, Discard: discard}

    def piles(self) -> dict[str, list[str]]:
        return {p: [c.notation for c in self.table.pile("d", p)] for p in (DRAW, HAND, DISCARD)}


def history(seed: int = 1) -> History:
    rng = RecordedRandom(random.Random(seed))
    return History(lambda r: Deck.from_setup({}, r), rng, [])


def replayed(h: History) -> dict[str, list[str]]:
    """The table a fresh driver reaches by playing the actions in effect with their values."""
    rng = RecordedRandom(random.Random(999))  # another source: every value must be replayed
    rng.replay(h._opening)
    driver = Deck.from_setup({}, rng)
    for entry in h.done:
        rng.replay(entry.random)
        driver.perform(entry.action)
        assert rng.pending == 0
    return driver.piles()


ACTIONS = st.sampled_from(
    [
        {"do": "draw", "count": 1},
        {"do": "draw", "count": 3},
        {"do": "discard"},
        {"do": "shuffle"},
        {"do": "undo"},
        {"do": "redo"},
        {"do": "draw", "count": 9},  # refused
    ]
)


@settings(max_examples=60, deadline=None)
@given(st.lists(ACTIONS, max_size=40), st.sampled_from([2, 3, 32]))
def test_undo_and_redo_always_leave_the_table_the_actions_in_effect_make(
    actions: list[dict[str, Any]], every: int
) -> None:
    old = kernel.CHECKPOINT_EVERY
    kernel.CHECKPOINT_EVERY = every  # small: checkpoints are taken, dropped and rebuilt from
    try:
        h = history()
        for action in actions:
            before = h.driver.piles()
            try:
                h.perform(action)
            except UserError:
                assert h.driver.piles() == before  # a refusal changes nothing
            piles = h.driver.piles()
            cards = [card for pile in piles.values() for card in pile]
            assert sorted(cards) == sorted(card.notation for card in DeckSpec().cards())
            assert piles == replayed(h)
    finally:
        kernel.CHECKPOINT_EVERY = old


def test_redo_brings_back_the_same_cards_and_a_new_action_forgets_the_undone() -> None:
    h = history()
    h.perform({"do": "shuffle"})
    first = h.perform({"do": "draw", "count": 3}).outcome["cards"]
    undone = h.perform({"do": "undo"})
    assert undone.action == {"do": "draw", "count": 3} and h.driver.piles()[HAND] == []
    h.perform({"do": "redo"})
    assert h.driver.piles()[HAND] == first
    h.perform({"do": "undo"})
    h.perform({"do": "discard"})
    with pytest.raises(NothingToRedoError, match="nothing to redo"):
        h.perform({"do": "redo"})
    h.perform({"do": "undo"})
    h.perform({"do": "undo"})
    with pytest.raises(NothingToUndoError, match="nothing to undo"):
        h.undo()  # the opening shuffle is setup, never undone
    assert len(h.driver.piles()[DRAW]) == 54


def test_a_driver_that_fails_half_way_leaves_the_table_as_it_was_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Not a refusal but a failure after the driver changed the table (a bug): the kernel puts
    the table back as the actions in effect make it, and play goes on, for every system."""
    h = history()
    h.perform({"do": "draw", "count": 2})
    before = h.driver.piles()
    real_draw = Decks.draw

    failures = [RuntimeError("the cat took the card")]

    def half_then_fail(self: Decks, *args: Any, **keywords: Any) -> Any:
        cards = real_draw(self, *args, **keywords)  # the cards move …
        if failures:
            raise failures.pop()  # … and then, once, the action fails
        return cards

    monkeypatch.setattr(Decks, "draw", half_then_fail)
    with pytest.raises(RuntimeError, match="the cat"):
        h.perform({"do": "draw", "count": 3})
    assert h.driver.piles() == before == replayed(h)
    h.perform({"do": "draw", "count": 3})
    assert len(h.driver.piles()[HAND]) == 5 and h.driver.piles() == replayed(h)


def test_undo_and_redo_take_no_fields_and_bad_actions_name_the_field() -> None:
    h = history()
    with pytest.raises(UserError, match="undo takes no fields, but was given 'count'"):
        h.perform({"do": "undo", "count": 1})
    with pytest.raises(UserError, match="action 'draw': field 'count' must be a whole number"):
        h.perform({"do": "draw", "count": "2"})
    with pytest.raises(UserError, match="unknown field 'cards'"):
        h.perform({"do": "draw", "cards": ["QH"]})
    with pytest.raises(UserError, match="unknown action 'peek'.*discard, draw, shuffle"):
        h.perform({"do": "peek"})
    assert h.done == [] and len(h.driver.piles()[DRAW]) == 54


def test_a_long_session_keeps_only_a_few_checkpoints() -> None:
    h = history()
    for _ in range(kernel.CHECKPOINT_EVERY * (kernel.CHECKPOINTS_KEPT + 3)):
        h.perform({"do": "shuffle"})
    assert len(h._checkpoints) == kernel.CHECKPOINTS_KEPT + 1  # the setup's copy and the last few
    for _ in range(kernel.CHECKPOINT_EVERY * (kernel.CHECKPOINTS_KEPT + 1) + 1):
        h.undo()  # past every kept checkpoint: replayed from the setup
    assert h.driver.piles() == replayed(h)


def test_an_undo_after_a_long_stretch_replays_a_bounded_stretch_not_the_session(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A checkpoint every CHECKPOINT_EVERY actions, live or replayed alike: an undo (met in a
    stored session, or the first after reopening) rebuilds from the last of them rather than
    from the setup, and each undo after it too."""
    h = history()
    performed = [0]
    original = Deck.perform

    def counting(self: Deck, action: Any) -> ActionResult:
        performed[0] += 1
        return original(self, action)

    monkeypatch.setattr(Deck, "perform", counting)
    for _ in range(1000):
        h.perform({"do": "shuffle"})
    every = kernel.CHECKPOINT_EVERY
    assert sorted(h._checkpoints)[1:] == [1000 - 1000 % every - every * n for n in (3, 2, 1, 0)]
    for _ in range(3):
        performed[0] = 0
        h.undo()
        assert performed[0] < every, "from the last checkpoint, not from the setup"
    assert h.driver.piles() == replayed(h)


def test_a_replayed_undo_costs_a_copy_not_a_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    """A stored log's undo: the replay kept the table before the action it takes back, so the
    undo performs nothing again (an evening with many undos opens nearly as quickly as one
    without: each undo would otherwise replay up to CHECKPOINT_EVERY actions)."""
    live = history()
    events: list[dict[str, Any]] = []
    for number in range(1, 41):
        action = {"do": "undo"} if number % 10 == 0 else {"do": "draw", "count": 1}
        result = live.perform(action, number)
        if action["do"] == "undo":
            events.append({"action": action, "random": [], "at": 1.0, "undid": result.event})
        else:
            done = live.last
            assert done is not None
            events.append(
                {"action": action, "random": list(done.random), "at": 1.0, "outcome": done.outcome}
            )
    setup = {"table": {}, "random": list(live.opening)}
    performed: list[int] = []
    original = Deck.perform

    def counting(self: Deck, action: Any) -> ActionResult:
        performed.append(1)
        return original(self, action)

    monkeypatch.setattr(Deck, "perform", counting)
    replayed_history = replay_session(Deck, setup, events)  # type: ignore[arg-type]
    assert len(performed) == 36, "each draw once; the four undos performed nothing again"
    assert replayed_history.driver.piles() == live.driver.piles()


def test_reopening_a_long_session_copies_the_table_only_where_an_undo_can_use_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A replayed log keeps the checkpoints live play would have at its end (the first undo
    after reopening replays a bounded stretch), but copies the table for none of the many
    periodic checkpoints that would be dropped unused on the way."""
    live = history()
    events: list[dict[str, Any]] = []
    for number in range(1, 1001):
        action = {"do": "undo"} if number == 300 else {"do": "shuffle"}
        result = live.perform(action, number)
        if action["do"] == "undo":
            events.append({"action": action, "random": [], "at": 1.0, "undid": result.event})
        else:
            done = live.last
            assert done is not None
            events.append(
                {"action": action, "random": list(done.random), "at": 1.0, "outcome": done.outcome}
            )
    copies = [0]
    copy = History._copy

    def counting_copy(self: History, driver: Any) -> Any:
        copies[0] += 1
        return copy(self, driver)

    monkeypatch.setattr(History, "_copy", counting_copy)
    reopened = replay_session(Deck, {"table": {}, "random": list(live.opening)}, events)  # type: ignore[arg-type]
    every = kernel.CHECKPOINT_EVERY
    # the setup's, the one before the undo, one or two periodic ones just before it, and the
    # last one or two
    assert copies[0] <= 2 + 2 + 2, copies[0]
    assert sorted(reopened._checkpoints)[-2:] == sorted(live._checkpoints)[-2:]
    assert reopened.driver.piles() == live.driver.piles()
    performed = [0]
    original = Deck.perform

    def counting(self: Deck, action: Any) -> ActionResult:
        performed[0] += 1
        return original(self, action)

    monkeypatch.setattr(Deck, "perform", counting)
    reopened.undo()
    assert performed[0] < every, "from the last checkpoint, not from the setup"
    assert reopened.driver.piles() == replayed(reopened)


def stored_session(actions: list[dict[str, Any]]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A setup and the events a session stores for these actions, played live."""
    live = history()
    events: list[dict[str, Any]] = []
    for number, action in enumerate(actions, start=1):
        live.perform(action, number)
        done = live.last
        assert done is not None
        events.append(
            {"action": action, "random": list(done.random), "at": 1.0, "outcome": done.outcome}
        )
    return {"table": {}, "random": list(live.opening)}, events


@pytest.mark.parametrize("sealed", [False, True])
def test_a_stored_outcome_is_checked_whether_or_not_the_seal_vouches_for_the_log(
    sealed: bool,
) -> None:
    """A log sealed on this computer is compared by value (the seal vouches that Card Desk
    wrote its types), any other one by its stored text too; a changed value is refused by both,
    and a tuple is stored as a list by both."""
    setup, events = stored_session([{"do": "draw", "count": 2}, {"do": "discard"}])
    assert replay_session(Deck, setup, events, sealed=sealed).driver.piles()[DISCARD]  # type: ignore[arg-type]
    events[0]["outcome"]["cards"] = tuple(events[0]["outcome"]["cards"])
    replay_session(Deck, setup, events, sealed=sealed)  # type: ignore[arg-type]
    events[1]["outcome"]["count"] = 3
    with pytest.raises(CorruptLogError, match="action 2: field 'outcome.count' is not what"):
        replay_session(Deck, setup, events, sealed=sealed)  # type: ignore[arg-type]


def test_an_outcome_stored_with_another_type_is_refused_in_a_log_no_seal_vouches_for() -> None:
    setup, events = stored_session([{"do": "draw", "count": 2}, {"do": "discard"}])
    events[1]["outcome"]["count"] = 2.0  # == 2, but stored as 2.0
    with pytest.raises(CorruptLogError, match="field 'outcome.count' is not what"):
        replay_session(Deck, setup, events)  # type: ignore[arg-type]
