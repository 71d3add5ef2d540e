"""Founders odds (deskapp/systems/founders/odds.py) against icepool and against the 36 rolls resolved."""

from __future__ import annotations

from fractions import Fraction

import icepool
from hypothesis import given
from hypothesis import strategies as st

from deskapp.systems.founders.odds import check_odds, reroll_success
from deskapp.systems.founders.rules import CheckSetup, Modifiers, resolve_check
from deskapp.systems.founders.sheet import Tag

TWO_D6 = 2 @ icepool.d6


def setup_with(added: int, difficulty: int) -> CheckSetup:
    helping = (Tag("help", added),) if added > 0 else ()
    hindering = (Tag("hinder", -added),) if added < 0 else ()
    return CheckSetup(difficulty=difficulty, modifiers=Modifiers(helping, hindering))


@given(st.integers(-6, 12), st.integers(1, 20), st.integers(0, 4))
def test_f10_f13_the_chance_of_success_is_icepools_2d6_with_snake_eyes_and_boxcars_fixed(
    added: int, difficulty: int, adversity: int
) -> None:
    """Rules F-10 … F-14: 2d6 + tags + tokens meets the difficulty; 2 always fails, 12 always succeeds."""
    # rules F-10, F-11, F-12, F-13, F-14
    odds = check_odds(setup_with(added, difficulty), adversity)
    plus = added + adversity
    expected = TWO_D6.map(
        lambda total: total == 12 or (total != 2 and total + plus >= difficulty)
    ).probability(True)
    assert odds.success == expected
    assert odds.odds.chance("failure") == 1 - expected
    assert odds.snake_eyes == odds.boxcars == TWO_D6.probability(2) == Fraction(1, 36)


@given(st.integers(-6, 12), st.integers(1, 20))
def test_f15_the_risky_reroll_is_worth_the_chance_of_a_second_roll_on_every_failing_first(
    added: int, difficulty: int
) -> None:
    """Rule F-15: rerolling every roll that fails before tokens: P = P(ok) + P(fail) · P(reroll ok)."""
    # rule F-15
    setup = setup_with(added, difficulty)
    odds = check_odds(setup)
    rolls = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    first_ok = Fraction(sum(resolve_check(setup, roll).succeeded for roll in rolls), 36)
    failing = [roll for roll in rolls if setup.would_fail(roll)]
    second_ok = (
        Fraction(sum(resolve_check(setup, failing[0], reroll=roll).succeeded for roll in rolls), 36)
        if failing
        else Fraction(0)
    )
    assert odds.reroll_allowed == Fraction(len(failing), 36)
    assert reroll_success(setup) == second_ok
    assert odds.with_reroll == first_ok + odds.reroll_allowed * second_ok
    assert odds.with_reroll >= odds.success


@given(st.integers(-6, 12), st.integers(1, 20))
def test_f10_a_helping_tag_never_lowers_the_chance_and_a_harder_check_never_raises_it(
    added: int, difficulty: int
) -> None:
    """Rules F-10, F-13: monotone in what helps and in the difficulty."""
    # rules F-10, F-13
    base = check_odds(setup_with(added, difficulty)).success
    assert check_odds(setup_with(added + 1, difficulty)).success >= base
    assert check_odds(setup_with(added, difficulty + 1)).success <= base
    assert sum(check_odds(setup_with(added, difficulty)).odds.outcomes.values()) == 1
