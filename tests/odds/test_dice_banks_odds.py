"""Dice-banks odds (deskapp/systems/dice_banks/odds.py) against icepool and against every roll resolved."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import icepool
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.core.dice import EnteredDice
from deskapp.systems.dice_banks.odds import GREAT, die_successes, pool_odds
from deskapp.systems.dice_banks.rules import (
    SIDES,
    Action,
    DiceBanksOptions,
    SkillKind,
    explosion_threshold,
    resolve_action,
    success_threshold,
)

EXPLODED = 1000  # marks an exploding face in icepool, so successes are the total modulo this
NEGLIGIBLE = 1e-15


def icepool_successes(rating: int, dice: int) -> icepool.Die:
    """The pool's successes by icepool: each die explodes (B-12) until the tail is below 1e-15."""
    success, explode = success_threshold(rating), explosion_threshold(rating)
    faces = [0 if f < success else 1 if f < explode else 1 + EXPLODED for f in range(1, SIDES + 1)]
    chance = (SIDES - explode + 1) / SIDES
    depth = 1
    while chance**depth >= NEGLIGIBLE:
        depth += 1
    one = icepool.Die(faces).explode([1 + EXPLODED], depth=depth).map(lambda v: v % EXPLODED)
    return dice @ one


@pytest.mark.slow
@settings(max_examples=25)
@given(
    st.integers(1, 15),
    st.integers(0, 12),
    st.integers(0, 6),
    st.sampled_from(list(SkillKind)),
    st.sampled_from(["any_die", "every_die"]),
)
def test_b11_b16_the_odds_are_icepools_exploding_pool_within_its_truncated_tail(
    dice: int, skill: int, defense: int, kind: SkillKind, critical: str
) -> None:
    """Rules B-11 … B-16: successes with explosions against Defense; criticals without successes."""
    # rules B-11, B-12, B-13, B-14, B-16
    odds = pool_odds(dice, skill, kind, defense, critical)
    pool = icepool_successes(skill, dice)
    assert abs(float(odds.chance("success")) - float(pool.probability(">=", defense + 1))) < 1e-12
    assert abs(float(odds.events[GREAT]) - float(pool.probability(">=", 5))) < 1e-12
    # B-13: no success (so no explosion) and the faces in the critical range. Each face as
    # 0 (critical), 1 (a plain fail) or 100 (a success): their sum tells which.
    fail_faces = success_threshold(skill) - 1
    marks = icepool.Die(
        [0 if f <= kind.critical_faces else 1 if f <= fail_faces else 100 for f in range(1, 11)]
    )
    summed = dice @ marks
    if critical == "any_die":
        crit = summed.map(lambda total: total < dice)
    else:
        crit = summed.map(lambda total: total == 0)
    assert odds.chance("critical_failure") == crit.probability(True)
    assert sum(odds.outcomes.values()) == 1


@pytest.mark.parametrize(("skill", "dice", "depth"), [(0, 2, 3), (3, 2, 3), (7, 2, 2), (10, 1, 3)])
@pytest.mark.parametrize("kind", list(SkillKind))
@pytest.mark.parametrize("critical", ["any_die", "every_die"])
def test_b13_b16_small_pools_resolved_face_by_face_agree_with_the_odds(
    skill: int, dice: int, depth: int, kind: SkillKind, critical: str
) -> None:
    """Rules B-12, B-13, B-16: every face and explosion a few rounds deep, through resolve_action;
    the odds may exceed the enumeration only by the rounds it left out."""
    # rules B-12, B-13, B-16
    options = DiceBanksOptions(critical_failure=critical)
    action = Action(skill=skill, kind=kind, dice=dice)
    explode = explosion_threshold(skill)
    totals: dict[str, Fraction] = {}
    left_out = Fraction(0)

    def walk(faces: tuple[int, ...], pending: int, chance: Fraction, rounds: int) -> None:
        nonlocal left_out
        if pending == 0:
            result = resolve_action(action, EnteredDice(list(faces)), options, defense=1)
            key = result.outcome.value
            totals[key] = totals.get(key, Fraction(0)) + chance
            return
        if rounds > depth:
            left_out += chance
            return
        for roll in product(range(1, SIDES + 1), repeat=pending):
            exploded = sum(face >= explode for face in roll)
            walk(faces + roll, exploded, chance / SIDES**pending, rounds + 1)

    walk((), dice, Fraction(1), 0)
    odds = pool_odds(dice, skill, kind, 1, critical)
    for outcome, chance in totals.items():
        assert 0 <= odds.chance(outcome) - chance <= left_out


def test_b02_fewer_than_one_die_after_penalties_fails_for_certain() -> None:
    """Rule B-02: nothing rolled is an automatic (plain) failure."""
    # rule B-02
    odds = pool_odds(
        Action(5, SkillKind.TALENT, dice=1, penalty=2).dice_to_roll(),
        5,
        SkillKind.TALENT,
        0,
        "any_die",
    )
    assert odds.chance("failure") == 1


@given(st.integers(0, 12), st.integers(2, 8))
def test_b12_one_die_scores_geometric_successes_that_add_up_to_one(skill: int, cap: int) -> None:
    """Rule B-12: the capped successes of one die are a distribution (exact, nothing left out)."""
    # rule B-12
    chances = die_successes(skill, cap)
    assert sum(chances.values()) == 1
    assert all(chance >= 0 for chance in chances.values())


@given(st.integers(1, 14), st.integers(0, 11), st.integers(0, 5), st.sampled_from(list(SkillKind)))
def test_b16_more_dice_or_a_higher_skill_never_lower_the_chance_of_success(
    dice: int, skill: int, defense: int, kind: SkillKind
) -> None:
    """Rules B-10, B-11, B-16: monotone in the dice rolled and the skill, antitone in the Defense."""

    # rules B-10, B-11, B-16
    def success(dice: int = dice, skill: int = skill, defense: int = defense) -> Fraction:
        return pool_odds(dice, skill, kind, defense, "any_die").chance("success")

    assert success(dice=dice + 1) >= success()
    assert success(skill=skill + 1) >= success()
    assert success(defense=defense + 1) <= success()
