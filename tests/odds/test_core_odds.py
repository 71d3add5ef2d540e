"""deskapp/core/odds.py: the card walk and the dice pools against brute-force enumeration."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.core.odds import (
    Done,
    Odds,
    OddsUnavailable,
    Piles,
    add,
    at_least,
    exact_text,
    percent_text,
    pool_of,
    walk_weights,
)


def brute_walk(draw: list[str], reserve: list[str], step, start) -> dict:
    """Every order of both piles, equally likely: the test draws from the draw pile, then the reserve."""
    chances: Counter = Counter()
    orders = [(a, b) for a in permutations(draw) for b in permutations(reserve)]
    for first, then in orders:
        state = start
        for kind in (*first, *then):
            state = step(state, kind)
            if isinstance(state, Done):
                chances[state.outcome] += Fraction(1, len(orders))
                break
        else:
            return {"ran out": 1}
    return dict(chances)


def draw_until_two_reds(state: int, kind: str) -> Done[int] | int:
    """Count the cards drawn until the second red one."""
    drawn, reds = divmod(state, 10)
    reds += kind == "R"
    if reds == 2:
        return Done(drawn + 1)
    return (drawn + 1) * 10 + reds


piles = st.tuples(
    st.lists(st.sampled_from("RBX"), min_size=0, max_size=6),
    st.lists(st.sampled_from("RBX"), min_size=0, max_size=3),
)


@settings(max_examples=60)
@given(piles)
def test_the_walk_is_the_enumeration_of_every_order_of_both_piles(given_piles) -> None:
    draw, reserve = given_piles
    expected = brute_walk(draw, reserve, draw_until_two_reds, 0)
    if "ran out" in expected:
        with pytest.raises(OddsUnavailable):
            walk_weights(Piles.of(draw, reserve), 0, draw_until_two_reds)
        return
    odds = walk_weights(Piles.of(draw, reserve), 0, draw_until_two_reds).odds
    assert odds.outcomes == expected
    assert odds.truncated == 0


def test_a_walk_leaves_out_only_paths_below_the_negligible_chance_and_says_how_much() -> None:
    # Draw until a red card, from 1 red and 30 blacks: the last paths are the unlikely ones.
    deck = ["R"] + ["B"] * 30

    def until_red(state: int, kind: str) -> Done[int] | int:
        return Done(state + 1) if kind == "R" else state + 1

    exact = walk_weights(Piles.of(deck), 0, until_red, negligible=Fraction(0)).odds
    assert exact.outcomes == {n: Fraction(1, 31) for n in range(1, 32)}
    cut = walk_weights(Piles.of(deck), 0, until_red, negligible=Fraction(1, 2)).odds
    assert cut.truncated + sum(cut.outcomes.values()) == 1
    assert cut.truncated > 0


def test_two_dice_added_are_the_36_rolls() -> None:
    d6 = dict.fromkeys(range(1, 7), Fraction(1, 6))
    two = pool_of(d6, 2)
    assert two == {
        total: Fraction(sum(a + b == total for a, b in product(range(1, 7), repeat=2)), 36)
        for total in range(2, 13)
    }
    assert add(d6, d6) == two


@given(st.integers(0, 7), st.integers(1, 6))
def test_a_capped_pool_counts_every_total_from_the_cap_in_one_bucket(count: int, cap: int) -> None:
    die = {0: Fraction(1, 2), 1: Fraction(1, 3), 2: Fraction(1, 6)}
    capped = pool_of(die, count, cap)
    full = pool_of(die, count)
    assert sum(capped.values()) == 1
    for value in range(cap):
        assert capped.get(value, 0) == full.get(value, 0)
    assert capped.get(cap, 0) == at_least(full, cap)


def test_odds_that_do_not_add_up_to_one_are_refused() -> None:
    with pytest.raises(ValueError, match="add up"):
        Odds({"a": Fraction(1, 2)})


@pytest.mark.parametrize(
    ("chance", "text"),
    [
        (Fraction(2, 3), "67 %"),
        (Fraction(0), "0 %"),
        (Fraction(1), "100 %"),
        (Fraction(1, 1000), "<1 %"),
        (Fraction(999, 1000), ">99 %"),
        (Fraction(1, 200), "1 %"),
    ],
)
def test_a_chance_reads_in_whole_percent_and_never_looks_impossible_or_certain_when_it_is_not(
    chance: Fraction, text: str
) -> None:
    assert percent_text(chance) == text


def test_the_exact_chance_is_the_fraction_and_its_decimal() -> None:
    assert exact_text(Fraction(2, 3)) == "2/3 ≈ 0.666666666667"
    assert exact_text(Fraction(1)) == "1"
