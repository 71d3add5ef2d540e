"""Cinematic odds (deskapp/systems/cinematic/odds.py) against every order of the piles through rules.resolve."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.core.cards import Card, parse_cards, standard_54
from deskapp.core.odds import Done, OddsUnavailable, Piles, walk_weights
from deskapp.systems.cinematic.odds import (
    OUTCOMES,
    Fallen,
    Reading,
    _Rules,
    _totals,
    kind_of,
    odds_of,
    outcomes,
)
from deskapp.systems.cinematic.rules import Check, CinematicOptions, resolve, resolve_cards

DECK = standard_54()
READINGS = [
    CinematicOptions(
        **dict(
            zip(
                ("second_card", "ace", "natural_ten", "joker_total", "success_when"),
                values,
                strict=True,
            )
        )
    )
    for values in product(
        ("plain", "chain"),
        ("minus_second", "one_minus_second"),
        ("ten_plus_second", "second_only"),
        ("attribute_plus_skill", "plus_second"),
        ("greater", "at_least"),
    )
]


class RanOut(Exception):
    pass


def brute(check: Check, draw, discard, options, first: Card | None = None):
    """Every order of the draw pile and of the discard pile after it, resolved by the rules."""
    chances: Counter = Counter()
    orders = [(a, b) for a in permutations(draw) for b in permutations(discard)]
    for top, then in orders:
        next_card = _supply([*top, *then])

        try:
            start = first if first is not None else next_card()
            result = resolve(check, start, next_card, options)
        except RanOut:
            return None
        chances[result.outcome.value] += Fraction(1, len(orders))
    return {**dict.fromkeys(OUTCOMES, Fraction(0)), **chances}


def _supply(cards: list[Card]):
    pending = iter(cards)

    def next_card() -> Card:
        for card in pending:
            return card
        raise RanOut

    return next_card


def small_piles(size: int):
    return st.lists(st.sampled_from(DECK), min_size=0, max_size=size, unique=True)


@settings(max_examples=120)
@given(
    small_piles(6),
    small_piles(2),
    st.integers(0, 12),
    st.integers(9, 16),
    st.sampled_from(READINGS),
    st.one_of(st.none(), st.sampled_from(DECK)),
)
def test_u11_u15_the_odds_are_every_order_of_the_pile_then_the_discard_resolved(
    draw, discard, base, difficulty, options, first
) -> None:
    """Rules U-01, U-11 … U-15 under every table option, U-10's reshuffle and U-22/U-23's hand card."""
    # rules U-01, U-10, U-11, U-12, U-13, U-14, U-15, U-22, U-23
    discard = [card for card in discard if card not in draw and card != first]
    draw = [card for card in draw if card != first]
    check = Check(base // 2, base - base // 2, difficulty)
    expected = brute(check, draw, discard, options, first)
    if expected is None:
        with pytest.raises(OddsUnavailable):
            odds_of(check, draw, discard, options, first)
        return
    odds = odds_of(check, draw, discard, options, first)
    assert odds.truncated == 0
    assert odds.outcomes == expected


@pytest.mark.parametrize("options", [o for o in READINGS if o.second_card == "plain"])
def test_u12_u15_from_a_full_deck_the_plain_odds_are_every_pair_of_cards(options) -> None:
    """Rules U-12 … U-15, plain second cards: the 54 × 53 ordered pairs, each resolved."""
    # rules U-12, U-13, U-14, U-15
    check = Check(3, 4, 9)
    chances: Counter = Counter()
    for first in DECK:
        for second in DECK:
            if second == first:
                continue
            result = resolve_cards(check, [first, second], options) if _calls(first) else None
            if result is None:
                result = resolve_cards(check, [first], options)
                chances[result.outcome.value] += Fraction(1, 54 * 53)
            else:
                chances[result.outcome.value] += Fraction(1, 54 * 53)
    odds = odds_of(check, DECK, (), options)
    assert odds.outcomes == {**dict.fromkeys(OUTCOMES, Fraction(0)), **chances}


def _calls(card: Card) -> bool:
    return card.is_joker or card.rank is None or card.rank in (1, 10, 11, 12, 13)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.sampled_from(DECK), min_size=3, max_size=7, unique=True),
    st.sampled_from([o for o in READINGS if o.second_card == "chain"]),
)
def test_u12_chained_second_cards_follow_the_rules_card_for_card_on_call_heavy_piles(
    draw, options
) -> None:
    """Rules U-12 … U-15 chained: piles rich in faces, aces, 10s and jokers, against resolve."""
    # rules U-12, U-13, U-14, U-15
    calls = parse_cards("AS AH 10C 10D KS QH JD RJ BJ")
    pile = list(dict.fromkeys([*calls[: len(draw) // 2 + 2], *draw]))[:7]
    check = Check(2, 3, 9)
    expected = brute(check, pile, [], options)
    if expected is None:
        with pytest.raises(OddsUnavailable):
            odds_of(check, pile, (), options)
        return
    assert odds_of(check, pile, (), options).outcomes == expected


@pytest.mark.parametrize(
    "options",
    [
        CinematicOptions(second_card="chain"),
        CinematicOptions(second_card="chain", joker_total="plus_second", ace="one_minus_second"),
    ],
)
def test_u15_chained_from_a_full_deck_nothing_is_left_out(options) -> None:
    """Rule U-15, chained: the odds of a full deck count every chain, however long (exact)."""
    # rules U-12, U-15
    odds = odds_of(Check(3, 4, 9), DECK, (), options)
    assert odds.truncated == 0
    assert sum(odds.outcomes.values()) == 1


@given(st.integers(0, 14), st.integers(9, 20))
def test_u01_a_higher_base_never_lowers_success_and_a_harder_test_never_raises_it(
    base: int, difficulty: int
) -> None:
    """Rule U-01: monotone in Attribute + Skill and in the Difficulty Level."""

    # rule U-01
    def succeeds(base: int, difficulty: int) -> Fraction:
        odds = odds_of(Check(base, 0, difficulty), DECK)
        return odds.chance("success") + odds.chance("critical_success")

    assert succeeds(base + 1, difficulty) >= succeeds(base, difficulty)
    assert succeeds(base, difficulty + 1) <= succeeds(base, difficulty)


CHAINED = [options for options in READINGS if options.second_card == "chain"]


def walked_card_by_card(check: Check, draw, discard, options, first: Card | None = None):
    """The odds by the plain walk: one card at a time, every card its own kind (colour too)."""
    rules = _Rules.of(options)
    start = Reading()
    if first is not None:
        stepped = rules.step(start, kind_of(first))
        if isinstance(stepped, Done):
            return outcomes(Fallen.of(_totals({stepped.outcome: 1}), 1), check, options)
        start = stepped
    piles = Piles.of([kind_of(card) for card in draw], [kind_of(card) for card in discard])
    walked = walk_weights(piles, start, rules.step, Fraction(0))
    return outcomes(Fallen.of(_totals(walked.weights), walked.denominator), check, options)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(DECK), min_size=1, max_size=11, unique=True),
    st.lists(st.sampled_from(DECK), max_size=5, unique=True),
    st.one_of(st.none(), st.sampled_from(DECK)),
    st.sampled_from(CHAINED),
    st.integers(0, 24),
    st.integers(9, 26),
)
def test_u12_u15_the_chained_count_is_the_card_by_card_walk(
    draw, discard, first, options, base, difficulty
) -> None:
    """Rules U-10 … U-15, U-23: the count per card class against the walk card by card.

    Piles too big to put in every order, with a discard pile (shuffled in mid-chain when
    the draw pile holds no number card) and a hand card.
    """
    # rules U-10, U-11, U-12, U-13, U-14, U-15, U-23
    draw = [card for card in draw if card != first]
    discard = [card for card in discard if card not in draw and card != first]
    check = Check(base // 2, base - base // 2, difficulty)
    try:
        expected = walked_card_by_card(check, draw, discard, options, first)
    except OddsUnavailable:
        with pytest.raises(OddsUnavailable):
            odds_of(check, draw, discard, options, first)
        return
    assert odds_of(check, draw, discard, options, first).outcomes == expected.outcomes


def _options_id(options: CinematicOptions) -> str:
    return "-".join((options.ace, options.natural_ten, options.joker_total, options.success_when))


@pytest.mark.parametrize("options", CHAINED, ids=_options_id)
@pytest.mark.parametrize(
    ("draw", "discard", "first"),
    [
        ("RJ BJ AS AH 10C QD 3H", "", None),
        ("AS RJ 10C KH 2S 7D", "BJ 9H", "QD"),
        ("KS QH", "RJ AD 10H 4C", "BJ"),
        ("AS 10C QD", "RJ BJ 5H 8S", "AH"),
        ("BJ AS AH KS KD 3H", "", None),  # as many red as black of each rule
    ],
)
def test_u12_u15_chained_jokers_and_aces_are_every_order_resolved(
    draw, discard, first, options
) -> None:
    """Rules U-12 … U-15 chained, every reading of the joker and the ace: every order, resolved.

    Jokers after jokers, aces under jokers and jokers under aces, a hand card first and
    the discard pile shuffled in when the draw pile runs out of number cards (U-10, U-23).
    """
    # rules U-10, U-12, U-13, U-14, U-15, U-23
    draw_cards, discard_cards = parse_cards(draw), parse_cards(discard)
    hand = None if first is None else parse_cards(first)[0]
    for check in (Check(1, 2, 9), Check(0, 0, 9), Check(9, 9, 12)):
        expected = brute(check, draw_cards, discard_cards, options, hand)
        assert expected is not None
        assert odds_of(check, draw_cards, discard_cards, options, hand).outcomes == expected


@pytest.mark.parametrize(
    "options",
    [o for o in CHAINED if o.joker_total == "plus_second" and o.success_when == "greater"],
    ids=_options_id,
)
def test_u15_chained_on_an_even_pile_is_the_card_by_card_walk(options) -> None:
    """Rule U-15 chained: a pile with as many red as black cards of each rule, like a full deck.

    The count then splits a joker's colour card into red and black in one step.
    """
    # rules U-12, U-13, U-14, U-15
    pile = parse_cards("RJ BJ AS AH KS KD QC QH 10S 10D 4C 5H")
    for check in (Check(2, 3, 9), Check(0, 1, 9), Check(9, 8, 14)):
        expected = walked_card_by_card(check, pile, [], options)
        assert odds_of(check, pile, (), options).outcomes == expected.outcomes


CALLING = [card for card in DECK if _calls(card)]  # faces, aces, 10s and jokers


@pytest.mark.parametrize("options", CHAINED, ids=_options_id)
@pytest.mark.parametrize(
    ("draw", "discard", "first"),
    [
        ("RJ BJ KS AH 10D QC", "4H 9S", None),  # both jokers in the draw pile
        ("KH RJ AD 10C JS AS", "BJ 7D QH", None),  # a joker left in the discard pile
        ("QS 10H AH KD BJ", "RJ 3C", "JC"),  # a hand card first, then five calling cards
        ("RJ BJ 10S", "AD 8H KC", "AC"),  # the draw pile may end in jokers
    ],
)
def test_u10_u15_a_draw_pile_without_number_cards_is_every_order_resolved(
    draw, discard, first, options
) -> None:
    """Rules U-10 … U-15, U-23 chained: a draw pile of faces, aces, 10s and jokers only.

    Every chain empties it (unless a joker's colour ends the test) and goes on in the
    discard pile shuffled in: counted per card class to the pile's end, then handed on;
    here against every order of both piles, resolved by the rules.
    """
    # rules U-10, U-12, U-13, U-14, U-15, U-23
    draw_cards, discard_cards = parse_cards(draw), parse_cards(discard)
    hand = None if first is None else parse_cards(first)[0]
    for check in (Check(1, 2, 9), Check(0, 0, 9), Check(9, 9, 12)):
        expected = brute(check, draw_cards, discard_cards, options, hand)
        assert expected is not None
        assert odds_of(check, draw_cards, discard_cards, options, hand).outcomes == expected


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(CALLING), min_size=0, max_size=9, unique=True),
    st.lists(st.sampled_from(DECK), min_size=1, max_size=5, unique=True),
    st.one_of(st.none(), st.sampled_from(DECK)),
    st.sampled_from(CHAINED),
    st.integers(0, 24),
    st.integers(9, 26),
)
def test_u10_u15_a_draw_pile_without_number_cards_is_the_card_by_card_walk(
    draw, discard, first, options, base, difficulty
) -> None:
    """Rules U-10 … U-15, U-23 chained: up to 9 calling cards left, then the discard pile.

    Against the walk card by card (colours too); a discard pile without a number card
    can leave the test without cards, and both must say so alike.
    """
    # rules U-10, U-11, U-12, U-13, U-14, U-15, U-23
    draw = [card for card in draw if card != first]
    discard = [card for card in discard if card not in draw and card != first]
    check = Check(base // 2, base - base // 2, difficulty)
    try:
        expected = walked_card_by_card(check, draw, discard, options, first)
    except OddsUnavailable:
        with pytest.raises(OddsUnavailable):
            odds_of(check, draw, discard, options, first)
        return
    assert odds_of(check, draw, discard, options, first).outcomes == expected.outcomes


@pytest.mark.parametrize("options", CHAINED, ids=_options_id)
@pytest.mark.parametrize(
    ("draw", "discard", "first"),
    [
        ("BJ KS QH", "KH", None),
        ("RJ BJ JC KH", "AH QS", None),
        ("10C RJ AD", "QC KS", None),
        ("10C AS RJ KS", "QH", None),
        ("RJ", "KH", "AS"),  # the colour card under the rule of 1s, then nothing to end on
        ("KS AD", "RJ", None),
    ],
)
def test_u10_u15_no_number_card_in_either_pile_runs_out_only_where_the_rules_do(
    draw, discard, first, options
) -> None:
    """Rules U-10, U-15, U-23 chained: neither pile holds a number card.

    A joker's colour card ends the test under the joker's plain total; otherwise the
    chain runs out of cards, even where the colour already decided the outcome.
    """
    # rules U-10, U-12, U-15, U-23
    draw_cards, discard_cards = parse_cards(draw), parse_cards(discard)
    hand = None if first is None else parse_cards(first)[0]
    check = Check(3, 4, 9)
    expected = brute(check, draw_cards, discard_cards, options, hand)
    if expected is None:
        with pytest.raises(OddsUnavailable):
            odds_of(check, draw_cards, discard_cards, options, hand)
    else:
        assert odds_of(check, draw_cards, discard_cards, options, hand).outcomes == expected
