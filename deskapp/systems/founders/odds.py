"""Founders odds: a check's chances over the 36 rolls of 2d6 (rules F-10 … F-15).

Every roll is resolved by :func:`~deskapp.systems.founders.rules.resolve_check`
itself, so the odds count snake eyes and boxcars (F-11, F-12), the difficulty
(F-13), tags, assists and Adversity Tokens exactly as the table does. The risky
reroll (F-15) is weighed two ways: the chance of the check when the Founder
never rerolls, and when the Founder rerolls every roll that would fail before
tokens — the best use of it — and, once a roll is on the table, the chance the
reroll itself succeeds.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import product

from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.odds import Odds, percent_text, print_odds, refuse_with_odds
from deskapp.systems.founders.rules import (
    Automatic,
    CheckSetup,
    Faces,
    Modifiers,
    automatic,
    resolve_check,
)
from deskapp.systems.founders.sheet import Tag

OUTCOMES = ("success", "failure")
ROLLS: tuple[Faces, ...] = tuple(product(range(1, 7), repeat=2))  # type: ignore[arg-type]
ONE_ROLL = Fraction(1, len(ROLLS))


@dataclass(frozen=True)
class CheckOdds:
    """The chances of one check, with and without the risky reroll."""

    odds: Odds[str]
    """Success and failure when the dice stand (no reroll), as ``check founders`` names them."""
    with_reroll: Fraction
    """The chance of success when every roll that would fail before tokens is rerolled (F-15)."""
    reroll_allowed: Fraction
    """The chance the first roll fails before tokens, so the risky reroll may be taken."""

    @property
    def success(self) -> Fraction:
        return self.odds.chance("success")

    @property
    def snake_eyes(self) -> Fraction:
        return self.odds.events[Automatic.SNAKE_EYES.value]

    @property
    def boxcars(self) -> Fraction:
        return self.odds.events[Automatic.BOXCARS.value]

    def to_json(self) -> dict[str, object]:
        return {
            "odds": self.odds.to_json(),
            "automatic": {name: float(p) for name, p in self.odds.events.items()},
            "risky_reroll": {
                "allowed": float(self.reroll_allowed),
                "success_without": float(self.success),
                "success_with": float(self.with_reroll),
            },
        }


@lru_cache(maxsize=512)
def check_odds(setup: CheckSetup, adversity: int = 0) -> CheckOdds:
    """The chances of a check with ``adversity`` tokens spent, before the dice are rolled."""
    wins = {faces: _succeeds(setup, faces, None, adversity) for faces in ROLLS}
    success = ONE_ROLL * sum(wins.values())
    rerolled = reroll_success(setup, adversity)
    allowed = [faces for faces in ROLLS if setup.would_fail(faces)]
    with_reroll = ONE_ROLL * (
        sum(won for faces, won in wins.items() if faces not in allowed) + len(allowed) * rerolled
    )
    odds = Odds(
        {"success": success, "failure": 1 - success},
        events={kind.value: ONE_ROLL for kind in Automatic},
    )
    return CheckOdds(odds, with_reroll, ONE_ROLL * len(allowed))


@lru_cache(maxsize=512)
def reroll_success(setup: CheckSetup, adversity: int = 0) -> Fraction:
    """The chance the risky reroll succeeds, whatever failing roll it replaces (F-15)."""
    failing = next((faces for faces in ROLLS if setup.would_fail(faces)), None)
    if failing is None:
        return Fraction(0)  # no roll may be rerolled: this check cannot fail before tokens
    return ONE_ROLL * sum(_succeeds(setup, failing, faces, adversity) for faces in ROLLS)


def _succeeds(setup: CheckSetup, first: Faces, reroll: Faces | None, adversity: int) -> bool:
    """Whether the check succeeds with these faces: snake eyes fail with the tokens kept, as
    the table refuses to spend them there (F-11)."""
    standing = first if reroll is None else reroll
    if automatic(standing) is Automatic.SNAKE_EYES:
        return False
    return resolve_check(setup, first, reroll=reroll, adversity=adversity).succeeded


def print_check_odds(arguments: argparse.Namespace, setup: CheckSetup, adversity: int) -> int:
    """``deskapp check founders … --odds``: success and failure, snake eyes and boxcars, the reroll."""
    refuse_with_odds(arguments, "--dice", "--reroll", "--seed")
    odds = check_odds(setup, adversity)
    extra = odds.to_json()
    del extra["odds"]
    if not arguments.json:
        print_odds(odds.odds, False, label=_outcome_label)
        print(
            translate(
                "FoundersCheck",
                "with the risky reroll taken on every roll that fails before tokens: "
                "{percent} success (rule F-15)",
            ).format(percent=percent_text(odds.with_reroll))
        )
        return 0
    return print_odds(odds.odds, True, extra)


def _outcome_label(outcome: str) -> str:
    """A check's outcome, or a special roll beside it (F-11, F-12), as ``check founders --odds``
    names it, in the user's language."""
    if outcome == "success":
        return translate("FoundersCheck", "success")
    if outcome == "failure":
        return translate("FoundersCheck", "failure")
    if outcome == Automatic.SNAKE_EYES.value:
        return translate("FoundersCheck", "snake eyes")
    if outcome == Automatic.BOXCARS.value:
        return translate("FoundersCheck", "boxcars")
    raise ValueError(outcome)


def setup_adding(difficulty: int, added: int) -> CheckSetup:
    """A check against ``difficulty`` with tags and assists adding up to ``added`` (F-10, F-20)."""
    helping = (Tag("tags", added),) if added > 0 else ()
    hindering = (Tag("tags", -added),) if added < 0 else ()
    return CheckSetup(difficulty=difficulty, modifiers=Modifiers(helping, hindering))


Rows = list[tuple[str, Fraction]]


def panel_odds(setup: CheckSetup, adversity: int) -> tuple[Rows, Rows]:
    """What the odds panel shows before the roll: success and failure, then the special rolls."""
    odds = check_odds(setup, adversity)
    rows = [(outcome, odds.odds.chance(outcome)) for outcome in OUTCOMES]
    # The screen's CheckPanel shows these, translated in its own context.
    notes = [
        (
            QT_TRANSLATE_NOOP("CheckPanel", "Success with a risky reroll on a failing roll"),
            odds.with_reroll,
        ),
        (QT_TRANSLATE_NOOP("CheckPanel", "Snake eyes"), odds.snake_eyes),
        (QT_TRANSLATE_NOOP("CheckPanel", "Boxcars"), odds.boxcars),
    ]
    return rows, notes


def pending_odds(setup: CheckSetup, dice: Faces, adversity: int) -> tuple[Rows, Rows]:
    """Once the dice are on the table and may be rerolled (F-15): the reroll's chances, and now's."""
    now = Fraction(int(resolve_check(setup, dice, adversity=adversity).succeeded))
    rerolled = reroll_success(setup, adversity)
    rows = [("success", rerolled), ("failure", 1 - rerolled)]
    return rows, [(QT_TRANSLATE_NOOP("CheckPanel", "Success if taken now"), now)]
