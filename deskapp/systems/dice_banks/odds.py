"""Dice-banks odds: an action's chances from its pool, with explosions (rules B-02, B-10 … B-16).

One die against a rating is a fail (below the success face, B-11), a plain
success, or an exploding success that is rolled again (B-12). Its successes are
1 per success face plus those of its rerolls: a geometric tail. Only the number
of successes up to the highest threshold the outcome reads matters — the
Defense plus one (B-16) and five for a great success (B-14) — so each die's
successes are counted with everything from that threshold on in one bucket,
whose chance is exact. The explosion tail is therefore never cut off: the odds
are exact, not truncated (no chance below 1e-15 is dropped).

A critical failure (B-13) needs a roll without a success, so no die exploded
and the rolled dice are all the dice: it is read from the faces below the
success face, by the ``critical_failure`` table option.

Faces are classified by the rules' own thresholds
(:func:`~deskapp.systems.dice_banks.rules.success_threshold`,
:func:`~deskapp.systems.dice_banks.rules.explosion_threshold`,
:attr:`~deskapp.systems.dice_banks.rules.SkillKind.critical_faces`).
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from functools import lru_cache

from deskapp.core.i18n import translate
from deskapp.core.odds import Odds, at_least, pool_of, print_odds, refuse_with_odds
from deskapp.systems.dice_banks.rules import (
    GREAT_SUCCESS,
    SIDES,
    Action,
    DiceBanksOptions,
    Outcome,
    SkillKind,
    check_rating,
    explosion_threshold,
    success_threshold,
)

OUTCOMES = tuple(outcome.value for outcome in Outcome)
GREAT = "great_success"


@lru_cache(maxsize=1024)
def pool_odds(dice: int, rating: int, kind: SkillKind, defense: int, critical: str) -> Odds[str]:
    """The chances of success, failure and critical failure, and of a great success (an event),
    of ``dice`` d10 against ``rating`` and ``defense``; fewer than 1 die fails (B-02)."""
    if dice < 1:
        return Odds(
            {
                Outcome.SUCCESS.value: Fraction(0),
                Outcome.FAILURE.value: Fraction(1),
                Outcome.CRITICAL_FAILURE.value: Fraction(0),
            },
            events={GREAT: Fraction(0)},
        )
    needed = defense + 1
    cap = max(needed, GREAT_SUCCESS)
    successes = pool_of(die_successes(rating, cap), dice, cap)
    success = at_least(successes, needed)
    fail_faces = success_threshold(rating) - 1
    critical_faces = min(kind.critical_faces, fail_faces)
    if critical == "every_die":
        crit = Fraction(critical_faces, SIDES) ** dice
    else:
        crit = (
            Fraction(fail_faces, SIDES) ** dice
            - Fraction(fail_faces - critical_faces, SIDES) ** dice
        )
    return Odds(
        {
            Outcome.SUCCESS.value: success,
            Outcome.FAILURE.value: 1 - success - crit,
            Outcome.CRITICAL_FAILURE.value: crit,
        },
        events={GREAT: at_least(successes, GREAT_SUCCESS)},
    )


@lru_cache(maxsize=256)
def die_successes(rating: int, cap: int) -> dict[int, Fraction]:
    """The successes one die scores against ``rating``, explosions included, with ``cap`` or more as ``cap``.

    A die explodes ``k`` times with chance x^k, then ends on a fail (f) or a plain
    success (a): P(0) = f, and P(j) = x^j·f + x^(j-1)·a for j ≥ 1.
    """
    success_face = success_threshold(rating)
    explode_face = explosion_threshold(rating)
    fail = Fraction(success_face - 1, SIDES)
    plain = Fraction(explode_face - success_face, SIDES)
    explode = Fraction(SIDES - explode_face + 1, SIDES)
    chances = {0: fail}
    for count in range(1, cap):
        chances[count] = explode**count * fail + explode ** (count - 1) * plain
    chances[cap] = 1 - sum(chances.values(), Fraction(0))
    return chances


def print_action_odds(
    arguments: argparse.Namespace, action: Action, defense: int, options: DiceBanksOptions
) -> int:
    """``deskapp check banks … --odds``: success, failure, critical failure and great success,
    as the table's options read them — and none for a roll they refuse (B-12, B-13)."""
    refuse_with_odds(arguments, "--faces", "--seed")
    check_rating(action.skill, options, "skill level")
    if action.power is not None:
        check_rating(action.power.rating, options, "Power rating")
    odds = pool_odds(
        action.dice_to_roll(), action.skill, action.kind, defense, options.critical_failure
    )
    return print_odds(odds, arguments.json, {GREAT: float(odds.events[GREAT])})


def panel_odds(
    dice: int, rating: int, kind: str, defense: int, options: DiceBanksOptions
) -> tuple[list[tuple[str, Fraction]], list[tuple[str, Fraction]]]:
    """What the odds panel shows for a roll of ``dice`` dice: the outcomes (by key, the panel
    names them), then a great success, named in the user's language."""
    odds = pool_odds(dice, rating, SkillKind(kind), defense, options.critical_failure)
    rows = [(outcome, odds.chance(outcome)) for outcome in OUTCOMES]
    great = translate("DiceBanksOdds", "Great success (5+ successes)")
    return rows, [(great, odds.events[GREAT])]
