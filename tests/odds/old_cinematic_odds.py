"""Cinematic odds: a test's chances from the player's own draw pile (rules U-01, U-10 … U-15, U-22).

The first card comes from the draw pile (or is the hand card the player chose,
U-23); every further card from the draw pile, and once that is empty from the
discard pile shuffled in (U-10) — never from the hand or the test's own cards.

Cards are walked in *kinds* (:func:`deskapp.core.odds.walk_draws`): what a card
is to the rules — a number and its value, a face, an ace, a natural 10, a joker —
and its colour (a joker's second card decides by colour, U-15). The walk folds
the cards drawn so far into a *reading*: the value they add to Attribute +
Skill, and the rules that may still decide the test whatever the total
(rule of 1s below 0, rule of 10s above 20, a joker's colour). The reading does
not depend on the character or the Difficulty Level, so one walk per deck state
serves every test built on it. The fold follows
:func:`~deskapp.systems.cinematic.rules.resolve` card for card under every table
option of U-12 … U-15 (plain or chained second cards; the readings of the ace,
the natural 10 and the joker), and the tests check it against ``resolve`` on
every order of small decks.

With chained second cards a chain can in principle run through every face,
ace, 10 and joker: paths less likely than 1e-17 are left out and counted
(:attr:`~deskapp.core.odds.Odds.truncated`).
"""

from __future__ import annotations

import argparse
import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal, NamedTuple

from deskapp.core.cards import Card, Rank, standard_54
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.odds import (
    Done,
    Odds,
    OddsUnavailable,
    Piles,
    Weights,
    odds_piles,
    print_odds,
    refuse_with_odds,
    walk_weights,
)
from deskapp.systems.cinematic.rules import (
    CRITICAL_SUCCESS_ABOVE,
    FACE_VALUE,
    Check,
    CinematicOptions,
    Outcome,
    card_value,
)

OUTCOMES = tuple(outcome.value for outcome in Outcome)
CHAIN_NEGLIGIBLE = Fraction(1, 10**17)

Rule = Literal["number", "face", "ace", "ten", "joker", "any_number"]
"""``any_number``: a number card whose value and colour the walk leaves for the end (see :func:`readings`)."""


@dataclass(frozen=True, order=True)
class Kind:
    """What a card is to the rules: its rule as a first card, its plain value and its colour.

    ``red`` is None for a card whose colour the walk does not follow (see :func:`_chain_kinds`).
    """

    rule: Rule
    value: int
    red: bool | None

    def _replace_colour(self) -> Kind:
        return Kind(self.rule, self.value, None)


def kind_of(card: Card) -> Kind:
    if card.is_joker:
        rule: Rule = "joker"
    elif card.rank is Rank.ACE:
        rule = "ace"
    elif card.rank is Rank.TEN:
        rule = "ten"
    elif card.rank is not None and card.rank.is_face:
        rule = "face"
    else:
        rule = "number"
    return Kind(rule, card_value(card), card.is_red)


Expect = Literal["rule", "plain", "joker_rule", "joker_plain"]
Fixed = str
"""'' (nothing decided yet), 'critical_success', 'critical_failure', or 'colour of <rule>':
the colour of a card of that rule decides, a card whose colour the walk did not follow."""
COLOUR_OF = "colour of "


class Reading(NamedTuple):
    """The cards of a test folded: what they add to Attribute + Skill, and what decides first.

    ``total = base + offset + sign × (what the next cards add)``; ``below_zero``
    (rule of 1s) makes a negative total a critical failure, ``above_twenty``
    (rule of 10s) makes a total above 20 a critical success, both before
    ``fixed`` (a joker's colour), which comes before the Difficulty Level.
    (A tuple, not a dataclass: the walk hashes millions of them in chained mode.)
    """

    offset: int = 0
    sign: int = 1
    below_zero: bool = False
    above_twenty: bool = False
    fixed: Fixed = ""
    expect: Expect = "rule"

    def outcome(self, check: Check, options: CinematicOptions) -> str:
        total = check.base + self.offset
        if self.below_zero and total < 0:
            return Outcome.CRITICAL_FAILURE.value
        if self.above_twenty and total > CRITICAL_SUCCESS_ABOVE:
            return Outcome.CRITICAL_SUCCESS.value
        if self.fixed:
            return self.fixed
        if options.success_when == "at_least":
            beaten = total >= check.difficulty
        else:
            beaten = total > check.difficulty
        return Outcome.SUCCESS.value if beaten else Outcome.FAILURE.value


@dataclass(frozen=True)
class _Rules:
    """The table options that change how cards combine (U-12 … U-15)."""

    chain: bool
    ace_counts_one: bool
    ten_counts: bool
    joker_adds: bool

    @classmethod
    def of(cls, options: CinematicOptions) -> _Rules:
        return cls(
            options.second_card == "chain",
            options.ace == "one_minus_second",
            options.natural_ten == "ten_plus_second",
            options.joker_total == "plus_second",
        )

    def step(self, reading: Reading, kind: Kind) -> Done[Reading] | Reading:
        """Fold one more card into the reading, as :func:`rules.resolve` reads it."""
        if kind.rule == "any_number":
            return Done(reading)  # a chain's last card: which number it is, is read at the end
        stepped = self._step(reading, kind)
        if (
            not isinstance(stepped, Done)
            and stepped.fixed
            and stepped.sign == 0
            and stepped.expect == "rule"
        ):
            # A joker's colour decided and its total no longer moves: further cards change nothing.
            return Done(_ended(stepped, 0))
        return stepped

    def _step(self, reading: Reading, kind: Kind) -> Done[Reading] | Reading:
        expect = reading.expect
        if expect == "plain":
            return Done(_ended(reading, kind.value))
        if expect.startswith("joker"):
            if kind.rule == "joker" and expect == "joker_rule":
                # A chained joker after a joker: the inner joker's own second card decides.
                return _replace(reading, sign=reading.sign if self.joker_adds else 0)
            colour = _colour_outcome(kind)
            reading = _replace(reading, fixed=reading.fixed or colour, expect="rule")
            if expect == "joker_plain":
                return Done(_ended(reading, kind.value))
        return self._by_rule(reading, kind)

    def _by_rule(self, reading: Reading, kind: Kind) -> Done[Reading] | Reading:
        """The card read as a first (or chained) card: its own rule applies."""
        nested: Expect = "rule" if self.chain else "plain"
        # Inside a joker whose colour already decided, inner rules of 1s and 10s decide nothing.
        deciding = not reading.fixed
        sign, offset = reading.sign, reading.offset
        if kind.rule == "number":
            return Done(_ended(reading, kind.value))
        if kind.rule == "face":
            return _replace(reading, offset=offset + sign * FACE_VALUE, expect=nested)
        if kind.rule == "ten":
            return _replace(
                reading,
                offset=offset + sign * (10 if self.ten_counts else 0),
                above_twenty=reading.above_twenty or deciding,
                expect=nested,
            )
        if kind.rule == "ace":
            return _replace(
                reading,
                offset=offset + sign * (1 if self.ace_counts_one else 0),
                sign=-sign,
                below_zero=reading.below_zero or deciding,
                expect=nested,
            )
        return _replace(
            reading,
            sign=sign if self.joker_adds else 0,
            expect="joker_rule" if self.chain else "joker_plain",
        )


def _colour_outcome(kind: Kind) -> Fixed:
    """U-15: a red second card is a critical success, a black one a critical failure."""
    if kind.red is None:
        return f"{COLOUR_OF}{kind.rule} {kind.value}"
    return "critical_success" if kind.red else "critical_failure"


def _replace(reading: Reading, **changes: Any) -> Reading:
    return reading._replace(**changes)


def _ended(reading: Reading, value: int) -> Reading:
    return _replace(reading, offset=reading.offset + reading.sign * value, sign=1, expect="plain")


def readings(
    draw: Iterable[Card],
    discard: Iterable[Card] = (),
    options: CinematicOptions | None = None,
    first: Card | None = None,
) -> Fallen:
    """How the cards of one test can fall, from the ``draw`` pile then the shuffled ``discard``.

    ``first`` is a card already chosen (a hand card, U-23); without it the first
    card is drawn too. Raises :class:`~deskapp.core.odds.OddsUnavailable` when the
    piles can run out before the test is over. Kept per deck state: building a
    test on the same deck only reads the readings again.
    """
    options = options or CinematicOptions()
    draw, discard = list(draw), list(discard)
    rules = _Rules.of(options)
    kinds = [kind_of(card) for card in draw]
    reserve = [kind_of(card) for card in discard]
    shares: tuple[tuple[str, Fraction], ...] = ()
    numbers: tuple[tuple[Kind, int], ...] = ()
    if rules.chain and sum(kind.rule != "number" for kind in kinds) < len(kinds):
        # The chain ends at the first number card, and the draw pile holds one: no reshuffle
        # in the middle of a chain. Then a card's colour matters only when it is the first
        # card after a joker (U-15), and by symmetry it is red with the share of red cards
        # among the pile's cards of its rule and value: the walk follows rules and values only.
        shares = _red_shares(kinds)
        # And the chain's last card is its first number card: by symmetry again, any of the
        # pile's number cards alike, whatever came before it. The walk stops at "a number
        # card" and each reading is finished with every number card at the end.
        numbers = _counts_of(kind for kind in kinds if kind.rule == "number")
        kinds = [ANY_NUMBER if kind.rule == "number" else kind._replace_colour() for kind in kinds]
    first_kind = None if first is None else kind_of(first)
    return _fallen(Piles.of(kinds, reserve), rules, first_kind, shares, numbers)


@dataclass(frozen=True)
class Fallen:
    """The readings a test can come to, each with its chance ``weight / denominator``."""

    readings: tuple[Reading, ...]
    weights: tuple[int, ...]
    denominator: int
    truncated: Fraction

    @property
    def odds(self) -> Odds[Reading]:
        return Odds(
            {
                r: Fraction(w, self.denominator)
                for r, w in zip(self.readings, self.weights, strict=True)
            },
            truncated=self.truncated,
        )


@lru_cache(maxsize=64)
def _fallen(
    piles: Piles[Kind],
    rules: _Rules,
    first: Kind | None,
    shares: tuple[tuple[str, Fraction], ...],
    numbers: tuple[tuple[Kind, int], ...],
) -> Fallen:
    walked = _readings(piles, rules, first)
    if numbers:
        walked = _finished(walked, rules, numbers)
    walked = _coloured(walked, dict(shares))
    readings = tuple(walked.weights)
    weights = tuple(walked.weights[reading] for reading in readings)
    return Fallen(
        readings, weights, walked.denominator, Fraction(walked.left_out, walked.denominator)
    )


ANY_NUMBER = Kind("any_number", 0, None)


def _counts_of(kinds: Iterable[Kind]) -> tuple[tuple[Kind, int], ...]:
    tally: dict[Kind, int] = {}
    for kind in kinds:
        tally[kind] = tally.get(kind, 0) + 1
    return tuple(sorted(tally.items()))


def _finished(
    walked: Weights[Reading], rules: _Rules, numbers: tuple[tuple[Kind, int], ...]
) -> Weights[Reading]:
    """Readings that stopped at "a number card", finished with each number card by its share."""
    total = sum(count for _, count in numbers)
    weights: dict[Reading, int] = defaultdict(int)
    for reading, weight in walked.weights.items():
        if reading.expect not in ("rule", "joker_rule"):
            weights[reading] += weight * total
            continue
        for kind, count in numbers:
            ended = rules.step(reading, kind)
            assert isinstance(ended, Done)
            weights[ended.outcome] += weight * count
    return Weights(dict(weights), walked.denominator * total, walked.left_out * total)


def _red_shares(kinds: list[Kind]) -> tuple[tuple[str, Fraction], ...]:
    red: dict[str, int] = {}
    every: dict[str, int] = {}
    for kind in kinds:
        key = f"{kind.rule} {kind.value}"
        every[key] = every.get(key, 0) + 1
        red[key] = red.get(key, 0) + bool(kind.red)
    return tuple((key, Fraction(red[key], count)) for key, count in sorted(every.items()))


def _coloured(walked: Weights[Reading], shares: dict[str, Fraction]) -> Weights[Reading]:
    """Readings whose joker waits on an unfollowed colour, split by the red share of that card."""
    if not shares:
        return walked
    scale = math.lcm(*(share.denominator for share in shares.values()))
    weights: dict[Reading, int] = defaultdict(int)
    for reading, weight in walked.weights.items():
        if reading.fixed.startswith(COLOUR_OF):
            red = shares[reading.fixed.removeprefix(COLOUR_OF)] * scale
            assert red.denominator == 1
            reds = red.numerator
            weights[_replace(reading, fixed="critical_success")] += weight * reds
            weights[_replace(reading, fixed="critical_failure")] += weight * (scale - reds)
        else:
            weights[reading] += weight * scale
    return Weights(dict(weights), walked.denominator * scale, walked.left_out * scale)


def _readings(piles: Piles[Kind], rules: _Rules, first: Kind | None) -> Weights[Reading]:
    start = Reading()
    if first is not None:
        stepped = rules.step(start, first)
        if isinstance(stepped, Done):
            return Weights({stepped.outcome: 1}, 1)
        start = stepped
    # Dropping paths below 1e-17 keeps what is left out of a full deck's chains below 1e-14
    # under every reading (at 1e-15 it was 2.6e-12 with plus_second), for about the same time.
    return walk_weights(piles, start, rules.step, CHAIN_NEGLIGIBLE)


def odds_of(
    check: Check,
    draw: Iterable[Card],
    discard: Iterable[Card] = (),
    options: CinematicOptions | None = None,
    first: Card | None = None,
) -> Odds[str]:
    """The chance of success, failure, critical success and critical failure of ``check``."""
    options = options or CinematicOptions()
    return outcomes(readings(draw, discard, options, first), check, options)


def outcomes(fallen: Fallen, check: Check, options: CinematicOptions) -> Odds[str]:
    """The four outcomes of ``check`` from the readings: whole-number sums, one division each."""
    sums = dict.fromkeys(OUTCOMES, 0)
    for reading, weight in zip(fallen.readings, fallen.weights, strict=True):
        sums[reading.outcome(check, options)] += weight
    chances = {outcome: Fraction(total, fallen.denominator) for outcome, total in sums.items()}
    return Odds(chances, truncated=fallen.truncated)


def print_test_odds(arguments: argparse.Namespace, check: Check, options: CinematicOptions) -> int:
    """``deskapp check cinematic … --odds``: the four outcomes' chances, from the given piles."""
    refuse_with_odds(arguments, "--cards", "--seed")
    draw, discard = odds_piles(arguments, standard_54())
    try:
        odds = odds_of(check, draw, discard, options)
    except OddsUnavailable:
        raise UserError(
            translate(
                "CinematicCheck",
                "the draw pile and the discard pile can run out before this test is over: give more cards with --remaining or --discard",
            )
        ) from None
    return print_odds(odds, arguments.json, label=lambda key: Outcome(key).label)


def panel_odds(
    check: Check,
    draw: Iterable[Card],
    discard: Iterable[Card],
    options: CinematicOptions,
    first: Card | None = None,
) -> Odds[str]:
    """The odds the table screen shows: the four outcomes, in the order the panel lists them."""
    odds = odds_of(check, draw, discard, options, first)
    ordered = {outcome: odds.chance(outcome) for outcome in PANEL_ORDER}
    return Odds(ordered, truncated=odds.truncated)


PANEL_ORDER = ("critical_success", "success", "failure", "critical_failure")
