"""Property tests: whatever happens in a mission, no card is lost and no count goes below zero."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from deskapp.core.cards import standard_52
from deskapp.core.decks import DISCARD, DRAW
from deskapp.core.errors import UserError
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.agents.actions import plan_to_json
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.replay import played
from deskapp.systems.agents.rules import (
    AgentsOptions,
    TestChoices,
    TestPlan,
    TestSetup,
    resolve_test,
)
from deskapp.systems.agents.sheet import Agent, Aspect, AspectKind, Relation, Relationship
from deskapp.systems.agents.state import DRAWN

PILES = (DRAW, DISCARD, DRAWN, "success", "complication")
NAMES = ("Anna", "Bára", "Cyril")
ASPECTS = ("Sharp eyes", "Ex-cop", "Second sight")


@st.composite
def setups_and_cards(draw):
    setup = TestSetup(
        aspects=(aspects := draw(st.integers(0, 4))),
        temporary=draw(st.integers(0, 2)),
        negative=(negative := draw(st.integers(0, 2))),
        distrust=draw(st.integers(0, 1)),
        exhaust=draw(st.integers(0, aspects)),
        negative_exhausted=draw(st.integers(0, negative)),
        advantages=draw(st.integers(0, 2)),
        disadvantages=draw(st.integers(0, 2)),
    )
    cards = draw(st.permutations(standard_52()))[: setup.cards_needed()]
    return setup, cards


@settings(deadline=None)
@given(setups_and_cards())
def test_a16_a21_a_test_sorts_every_card_once_and_keeps_at_least_one(case) -> None:
    # rule A-16, rule A-21
    setup, cards = case
    result = resolve_test(setup, cards)
    assert Counter(result.kept) + Counter(result.removed) + Counter(result.discarded) == Counter(
        cards
    )
    assert result.kept, "the last card on the table is never removed"
    assert all(card.is_red for card in result.removed_by_advantage)
    assert all(not card.is_red for card in result.removed_by_disadvantage)
    assert all(not card.is_red for card in result.discarded)
    # The counts the rules give, from the cards alone (defaults: a used negative aspect draws).
    scored = 1 + setup.aspects + setup.temporary
    extra = cards[scored:]
    assert list(result.discarded) == [card for card in extra if not card.is_red]
    reds = sum(card.is_red for card in cards[:scored]) + sum(card.is_red for card in extra)
    blacks = scored - sum(card.is_red for card in cards[:scored])
    on_table = reds + blacks
    red_gone = min(setup.exhaust + setup.advantages, reds, on_table - 1)
    black_gone = min(
        setup.disadvantages + setup.negative_exhausted, blacks, on_table - red_gone - 1
    )
    assert (result.successes, result.complications) == (blacks - black_gone, reds - red_gone)
    assert 0 <= result.exhaust_used <= setup.exhaust


def agent(name: str, relationships: tuple[Relationship, ...], reserves: int) -> Agent:
    aspects = (
        Aspect(ASPECTS[0]),
        Aspect(ASPECTS[1]),
        Aspect(ASPECTS[2], AspectKind.SPECIAL),
        Aspect("Broken arm", AspectKind.NEGATIVE),
    )
    return Agent(name, aspects, reserves=reserves, relationships=relationships)


class MissionMachine(RuleBasedStateMachine):
    """Random tests, rests, scene ends, reserves, put-back draws and fresh decks on one mission,
    played as a session's actions through the play kernel (put back is its undo)."""

    @initialize(
        rng=st.randoms(use_true_random=False),
        levels=st.lists(st.sampled_from(list(Relation)), min_size=6, max_size=6),
        reserves=st.lists(st.integers(0, 3), min_size=3, max_size=3),
        small_deck=st.booleans(),
    )
    def start(self, rng, levels, reserves, small_deck) -> None:
        pairs = [(a, b) for a in NAMES for b in NAMES if a != b]
        cards = {name: [] for name in NAMES}
        for (owner, toward), level in zip(pairs, levels, strict=True):
            cards[owner].append(Relationship(toward, level))
        agents = [
            agent(name, tuple(cards[name]), count)
            for name, count in zip(NAMES, reserves, strict=True)
        ]
        options = AgentsOptions(deck="red_black", black=6, red=6) if small_deck else AgentsOptions()
        self.setup = {"agents": [a.to_json() for a in agents], "options": options.to_json()}
        self.history = History(
            lambda random_: AgentsDriver.from_setup(self.setup, random_), RecordedRandom(rng), []
        )
        self.deck = Counter(options.deck_spec().cards())

    @property
    def mission(self):
        return self.history.driver.state

    def snapshot(self):
        game = self.mission
        return (
            game.status(),
            [game.agent(name) for name in NAMES],
            {pile: game.pile(pile) for pile in PILES},
        )

    def attempt(self, *actions) -> None:
        """Actions played as one: a refused one changes nothing at all (a test refused once its
        cards are drawn puts them back: the kernel's undo)."""
        before = self.snapshot()
        performed = 0
        try:
            for action in actions:
                self.history.perform(json.loads(json.dumps(action)))
                performed += 1
        except UserError as refusal:
            for _ in range(performed):
                self.history.perform({"do": "undo"})
            assert self.snapshot() == before
            if "start a fresh deck" in str(refusal):
                self.history.perform({"do": "fresh_deck"})

    @rule(tester=st.sampled_from(NAMES), data=st.data())
    def named_test(self, tester, data) -> None:
        aspects = data.draw(st.lists(st.sampled_from(ASPECTS), unique=True, max_size=3))
        others = [name for name in NAMES if name != tester]
        present = data.draw(st.lists(st.sampled_from(others), unique=True, max_size=2))
        negative = data.draw(st.booleans())
        plan = TestPlan(
            aspects=tuple(aspects),
            temporary=data.draw(st.integers(0, 1)),
            negative=("Broken arm",) if negative else (),
            present=tuple(present),
        )
        wounds = data.draw(st.integers(0, 1))
        choices = TestChoices(
            exhaust=tuple(
                data.draw(st.lists(st.sampled_from(aspects), unique=True)) if aspects else ()
            ),
            negative_exhausted=("Broken arm",) if negative and data.draw(st.booleans()) else (),
            threat=data.draw(st.integers(0, 1)),
            help=tuple(
                data.draw(st.lists(st.sampled_from(present), max_size=1)) if present else ()
            ),
            to_aspect=tuple(f"Wound {len(self.history.done)}" for _ in range(wounds)),
        )
        self.attempt(
            {"do": "draw", "agent": tester, "plan": plan_to_json(plan)},
            {"do": "resolve", "choices": plan_to_json(choices)},
        )

    @rule(tester=st.sampled_from(NAMES), data=st.data())
    def counted_test(self, tester, data) -> None:
        aspects = data.draw(st.integers(0, 3))
        negative = data.draw(st.integers(0, 1))
        choices = {
            "exhaust": data.draw(st.integers(0, aspects)),
            "negative_exhausted": data.draw(st.integers(0, negative)),
            "to_aspect": data.draw(st.integers(0, 1)),
        }
        self.attempt(
            {"do": "draw", "agent": tester, "setup": {"aspects": aspects, "negative": negative}},
            {"do": "resolve", "choices": choices},
        )

    @rule(resting=st.lists(st.sampled_from(NAMES), unique=True, min_size=1), pressure=st.booleans())
    def rest(self, resting, pressure) -> None:
        self.attempt({"do": "rest", "agents": resting, "interrupted": pressure})

    @rule(
        owner=st.sampled_from(NAMES),
        toward=st.sampled_from(NAMES),
        level=st.sampled_from(list(Relation)),
    )
    def end_scene(self, owner, toward, level) -> None:
        if owner == toward:
            self.attempt({"do": "end_scene"})
            return
        change = {"agent": owner, "toward": toward, "to": level.value, "reason": "a reason"}
        self.attempt({"do": "end_scene", "changes": [change], "on": "2026-05-28"})

    @rule(name=st.sampled_from(NAMES), aspect=st.sampled_from((*ASPECTS, "Broken arm")))
    def restore(self, name, aspect) -> None:
        self.attempt({"do": "restore", "agent": name, "aspect": aspect})

    @rule(giver=st.sampled_from(NAMES), receiver=st.sampled_from(NAMES))
    def give_reserve(self, giver, receiver) -> None:
        self.attempt({"do": "give_reserve", "from": giver, "to": receiver})

    @rule(tester=st.sampled_from(NAMES), aspects=st.integers(0, 3))
    def put_back(self, tester, aspects) -> None:
        """Drawn cards put back (the kernel's undo of the draw) leave every pile, the score and
        the agents as they were."""
        before = self.snapshot()
        try:
            self.history.perform({"do": "draw", "agent": tester, "setup": {"aspects": aspects}})
        except UserError:  # too few cards, or a tester the rules refuse: nothing drawn
            assert self.snapshot() == before
            return
        assert self.mission.pending is not None
        self.history.perform({"do": "undo"})
        assert self.snapshot() == before

    @invariant()
    def no_card_is_ever_lost(self) -> None:
        held = Counter(card for pile in PILES for card in self.mission.pile(pile))
        assert held == self.deck

    @invariant()
    def totals_and_reserves_never_go_below_zero(self) -> None:
        status = self.mission.status()
        assert status.successes >= 0 and status.complications >= status.rest_marks >= 0
        assert status.threat >= 0 and status.milestones >= 0
        assert all(self.mission.agent(name).reserves >= 0 for name in NAMES)
        assert all(not card.is_red for card in self.mission.pile("success"))
        assert all(card.is_red for card in self.mission.pile("complication"))

    def teardown(self) -> None:
        """The session exports a mission log that replays to the same score and agents' counts."""
        if not hasattr(self, "history"):
            return
        game = self.mission
        session = {"table": self.setup, "random": list(self.history.opening)}
        log = AgentsDriver.export_log(session, self.history.done)
        replayed = played(json.loads(json.dumps(log))).driver.state
        assert replayed.status() == game.status()


MissionMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=30, deadline=None)
test_a20_a22_missions_keep_every_card_and_never_go_below_zero = pytest.mark.slow(
    MissionMachine.TestCase
)
