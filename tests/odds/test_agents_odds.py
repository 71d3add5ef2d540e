"""Agents odds (deskapp/systems/agents/odds.py) against every order of small decks through resolve_test."""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.core.cards import Card, parse_cards
from deskapp.core.odds import OddsUnavailable
from deskapp.systems.agents.odds import READINGS, odds_of, panel_odds
from deskapp.systems.agents.rules import AgentsOptions, TestSetup, resolve_test

DECK = AgentsOptions().deck_spec().cards()
REDS = [card for card in DECK if card.is_red]
BLACKS = [card for card in DECK if not card.is_red]
OPTIONS = [
    AgentsOptions(),
    AgentsOptions(disadvantage_draw="extra_card"),
    AgentsOptions(disadvantage_draw="remove_success"),
]


def brute(setup: TestSetup, draw: list[Card], discard: list[Card], options: AgentsOptions):
    """Every order of the draw pile and of the discard pile shuffled in after it, resolved by the rules."""
    needed = setup.cards_needed(options)
    kept: Counter = Counter()
    readings: Counter = Counter()
    orders = [(a, b) for a in permutations(draw) for b in permutations(discard)]
    for first, then in orders:
        cards = [*first, *then][:needed]
        result = resolve_test(setup, cards, options)
        kept[(result.successes, result.complications)] += Fraction(1, len(orders))
        # The rules' reading ("clean success") by the odds' name for it ("clean_success").
        readings[result.reading.replace(" ", "_")] += Fraction(1, len(orders))
    return dict(kept), dict(readings)


setups = st.builds(
    TestSetup,
    aspects=st.integers(0, 3),
    temporary=st.integers(0, 1),
    negative=st.integers(0, 1),
    distrust=st.integers(0, 1),
    advantages=st.integers(0, 2),
    disadvantages=st.integers(0, 2),
).flatmap(
    lambda setup: st.builds(
        functools.partial(dataclasses.replace, setup),
        exhaust=st.integers(0, setup.aspects),
        negative_exhausted=st.integers(0, setup.negative),
    )
)


@settings(max_examples=80)
@given(
    setups,
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(0, 2),
    st.integers(0, 2),
    st.sampled_from(OPTIONS),
)
def test_a10_a16_odds_are_every_order_of_the_draw_pile_then_the_discard_pile_resolved(
    setup: TestSetup, reds: int, blacks: int, discard_reds: int, discard_blacks: int, options
) -> None:
    """Rules A-10 … A-16 and the deck's reshuffle: the odds are the enumeration of every draw."""
    # rules
    draw = REDS[:reds] + BLACKS[:blacks]
    discard = REDS[reds : reds + discard_reds] + BLACKS[blacks : blacks + discard_blacks]
    if len(draw) + len(discard) < setup.cards_needed(options):
        with pytest.raises(OddsUnavailable):
            odds_of(setup, draw, discard, options)
        return
    odds = odds_of(setup, draw, discard, options)
    kept, readings = brute(setup, draw, discard, options)
    assert odds.kept == kept
    assert odds.readings.outcomes == {**dict.fromkeys(READINGS, Fraction(0)), **readings}


def test_a16_the_last_card_stays_so_a_lone_red_card_is_a_certain_clean_complication() -> None:
    """Rule A-16: however many advantages, the only card drawn stays on the table."""
    # rule A-16
    odds = odds_of(TestSetup(advantages=3), parse_cards("3H"))
    assert odds.kept == {(0, 1): Fraction(1)}
    assert odds.readings.chance("clean_complication") == 1


def test_a16_from_a_full_deck_three_exhausted_aspects_of_three_make_a_clean_success_likely() -> (
    None
):
    """Rule A-16: 4 cards, 3 complications removable; only 4 reds out of 4 (one stays) complicate."""
    # rule A-16
    odds = odds_of(TestSetup(aspects=3, exhaust=3), DECK)
    all_red = Fraction(26 * 25 * 24 * 23, 52 * 51 * 50 * 49)
    assert odds.readings.chance("clean_complication") == all_red
    assert odds.readings.chance("clean_success") == 1 - all_red


def test_a30_a32_the_chance_of_the_next_milestone_and_threat_level() -> None:
    """Rules A-30, A-32: with 2 successes of a step of 3, one success more reaches a milestone."""
    # rules
    odds = odds_of(TestSetup(), parse_cards("KS QS 3H"))
    assert odds.reaching(score=2, step=3, kind=0) == Fraction(2, 3)
    assert odds.reaching(score=0, step=3, kind=1) == 0
    assert odds.reaching(score=5, step=3, kind=1) == Fraction(1, 3)


def test_a30_a32_the_panel_reads_each_level_by_its_own_step() -> None:
    """Rules A-30, A-32: two agents — a milestone every 2 successes, a Threat level every 3."""
    # rules
    draw = parse_cards("KS QS 3H")
    _, notes = panel_odds(TestSetup(), draw, [], AgentsOptions(), 1, 1, 3, 2)
    (_, milestone), (_, threat) = notes
    assert milestone == Fraction(2, 3)  # one success more reaches the 2nd
    assert threat == 0  # one card cannot bring the 2 complications the 3rd needs


@settings(max_examples=50)
@given(setups, st.integers(0, 26), st.integers(0, 26), st.sampled_from(OPTIONS))
def test_a16_more_advantages_never_make_a_clean_success_less_likely(
    setup: TestSetup, reds: int, blacks: int, options
) -> None:
    """Rule A-16: an advantage only removes complications; a disadvantage only removes successes."""
    # rule A-16
    draw = REDS[:reds] + BLACKS[:blacks]
    if len(draw) < setup.cards_needed(options) + 1:
        return
    odds = odds_of(setup, draw, (), options)
    helped = odds_of(dataclasses.replace(setup, advantages=setup.advantages + 1), draw, (), options)
    hurt = odds_of(
        dataclasses.replace(setup, disadvantages=setup.disadvantages + 1), draw, (), options
    )
    assert sum(odds.kept.values()) == 1
    assert helped.readings.chance("clean_success") >= odds.readings.chance("clean_success")
    for successes in range(1, 8):
        at_least = sum(p for (s, _), p in odds.kept.items() if s >= successes)
        assert sum(p for (s, _), p in hurt.kept.items() if s >= successes) <= at_least
