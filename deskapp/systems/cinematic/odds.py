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

With chained second cards a chain can run through every face, ace, 10 and joker
of the pile: it is counted exactly all the same, per card class rather than card
by card (:func:`_chained`), in a few milliseconds for a full deck.
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

Rule = Literal["number", "face", "ace", "ten", "joker"]


@dataclass(frozen=True, order=True)
class Kind:
    """What a card is to the rules: its rule as a first card, its plain value and its colour."""

    rule: Rule
    value: int
    red: bool


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
"""'' (nothing decided yet), 'critical_success' or 'critical_failure'."""


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
    piles = Piles.of((kind_of(card) for card in draw), (kind_of(card) for card in discard))
    return _fallen(piles, _Rules.of(options), None if first is None else kind_of(first))


@dataclass(frozen=True)
class Fallen:
    """The readings a test can come to, each with its chance ``weight / denominator``."""

    readings: tuple[Reading, ...]
    weights: tuple[int, ...]
    denominator: int

    @property
    def odds(self) -> Odds[Reading]:
        return Odds(
            {
                r: Fraction(w, self.denominator)
                for r, w in zip(self.readings, self.weights, strict=True)
            }
        )


@lru_cache(maxsize=64)
def _fallen(piles: Piles[Kind], rules: _Rules, first: Kind | None) -> Fallen:
    start = Reading()
    if first is not None:
        stepped = rules.step(start, first)
        if isinstance(stepped, Done):
            return Fallen((stepped.outcome,), (1,), 1)
        start = stepped
    if rules.chain:
        weights, denominator = _chain_from(_cards(piles.draw), _cards(piles.reserve), rules, start)
    else:
        walked = walk_weights(piles, start, rules.step)
        weights, denominator = walked.weights, walked.denominator
    readings = tuple(weights)
    return Fallen(readings, tuple(weights[reading] for reading in readings), denominator)


def _cards(counts: tuple[tuple[Kind, int], ...]) -> list[Kind]:
    return [kind for kind, count in counts for _ in range(count)]


def _chain_from(
    draw: list[Kind], reserve: list[Kind], rules: _Rules, start: Reading
) -> tuple[dict[Reading, int], int]:
    """A chained test from ``start`` on: the draw pile, then the discard pile shuffled in (U-10)."""
    if any(kind.rule == "number" for kind in draw):
        return _continued(_Pile.of(draw), rules, start)
    # No number card in the draw pile: every card calls for another, so the chain empties
    # it (unless a joker's colour ends it first). Its few cards are walked one by one;
    # what is still going when it is empty goes on in the discard pile, shuffled.
    walked = walk_weights(Piles.of(draw), start, rules.step, Fraction(0), leave_unfinished=True)
    if not walked.unfinished:
        return walked.weights, walked.denominator
    if not reserve:
        raise OddsUnavailable(
            translate("Odds", "the draw pile and the discard pile run out of cards")
        )
    going_on = [
        (_chain_from(reserve, [], rules, reading), ways)
        for reading, ways in walked.unfinished.items()
    ]
    # Every continuation is over the same denominator: the discard pile's.
    after = going_on[0][0][1]
    weights: dict[Reading, int] = defaultdict(int)
    for reading, ways in walked.weights.items():
        weights[reading] += ways * after
    for (continued, _), ways in going_on:
        for reading, more in continued.items():
            weights[reading] += ways * more
    return dict(weights), walked.denominator * after


def _continued(pile: _Pile, rules: _Rules, start: Reading) -> tuple[dict[Reading, int], int]:
    """The chain from ``start`` through ``pile``: :func:`_chained`'s readings put after it."""
    decided = bool(start.fixed)
    counted, denominator = _chained(
        pile,
        rules,
        _Start(
            joker_waiting=start.expect == "joker_rule" and not decided,
            # A test already decided by a joker's colour needs only the totals: keep them all.
            below_zero=start.below_zero or decided,
            above_twenty=start.above_twenty or decided,
        ),
    )
    weights: dict[Reading, int] = defaultdict(int)
    for reading, ways in counted.items():
        total = start.offset + start.sign * reading.offset
        if decided:
            reading = Reading(total, 1, start.below_zero, start.above_twenty, start.fixed, "plain")
        else:
            reading = reading._replace(offset=total)
        weights[reading] += ways
    return dict(weights), denominator


# --- chained second cards: counted per card class, the totals packed into whole numbers ---------


@dataclass(frozen=True)
class _Pile:
    """A draw pile as the chained count needs it: how many cards of each rule, and how many red.

    Under chained second cards a test is a run of faces, aces, 10s and jokers ended by its
    first number card (U-11 … U-15). Every order of the same cards is equally likely, so
    which faces (or aces, 10s, jokers) were drawn never matters, only how many; a card's
    colour matters only for the first card after a joker, and by symmetry that card is red
    with the share of red cards among the pile's cards of its rule (or value).
    """

    faces: int
    tens: int
    aces: int
    jokers: int
    red_faces: int
    red_tens: int
    red_aces: int
    numbers: tuple[tuple[int, int, int], ...]
    """(value, cards, red cards) for each value of number card in the pile."""

    @classmethod
    def of(cls, kinds: Iterable[Kind]) -> _Pile:
        cards: dict[str, int] = defaultdict(int)
        reds: dict[str, int] = defaultdict(int)
        numbers: dict[int, list[int]] = defaultdict(lambda: [0, 0])
        for kind in kinds:
            if kind.rule == "number":
                numbers[kind.value][0] += 1
                numbers[kind.value][1] += bool(kind.red)
            else:
                cards[kind.rule] += 1
                reds[kind.rule] += bool(kind.red)
        return cls(
            cards["face"],
            cards["ten"],
            cards["ace"],
            cards["joker"],
            reds["face"],
            reds["ten"],
            reds["ace"],
            tuple((value, *numbers[value]) for value in sorted(numbers)),
        )

    @property
    def size(self) -> int:
        return self.faces + self.tens + self.aces + self.jokers + self.number_cards

    @property
    def number_cards(self) -> int:
        return sum(cards for _, cards, _ in self.numbers)


class _Start(NamedTuple):
    """What the chained count needs of the cards a test already holds (see :func:`_chained`)."""

    joker_waiting: bool
    below_zero: bool
    above_twenty: bool


# The readings that come out of the chained count. A red first card after a joker is a
# critical success unless the rule of 1s says critical failure (whatever the rule of 10s
# says: it would say critical success too), and a black one a critical failure unless the
# rule of 10s says otherwise. So only red-with-rule-of-1s and black-with-rule-of-10s keep
# their totals; the others are decided whatever the total.
_RED = "critical_success"
_BLACK = "critical_failure"


def _chained(pile: _Pile, rules: _Rules, start: _Start) -> tuple[dict[Reading, int], int]:
    """Every way a chained test can end from ``pile``, as whole-number weights over a denominator.

    The readings are relative to the test's cards so far (see :func:`_continued`): their
    offsets are what the chain adds with the sign +1, their rules of 1s and 10s include
    ``start``'s. The pile must hold a number card: the chain ends at the first one.

    The count runs over how many faces ``f``, 10s ``t``, aces ``a`` and jokers ``j`` are
    drawn, never over single cards or orders. Faces add ±5 and 10s ±10 (or 0), with the
    sign the aces so far give; aces add ±1 (or 0) each, alternately, so the aces' part
    is known from ``a`` alone, and so is the sign. What varies between the orders of the
    same cards is only how many faces and 10s came with a + sign: each count's
    distribution of totals is one whole number, its coefficients packed side by side
    (one slot of ``width`` bits per possible total), so adding a card to every order at
    once is one multiplication and one shift. Until the first joker the rules of 1s and
    10s follow from ``a`` and ``t``; after it (jokers add nothing but change nothing,
    ``joker_total=plus_second``) two blocks follow the totals that still matter — red
    under the rule of 1s, black under the rule of 10s — and the rest is counted whole.
    """
    faces, tens, aces, jokers = pile.faces, pile.tens, pile.aces, pile.jokers
    size = pile.size
    numbers = pile.number_cards
    red_numbers = sum(red for _, _, red in pile.numbers)
    longest = faces + tens + aces + jokers + 1
    # scale[p]: the ordered draws of the cards after the p-th, up to the longest chain; a
    # chain of p cards has p-card paths over size·(size-1)…(size-p+1), times scale[p] the
    # common denominator scale[0].
    scale = [1] * (longest + 1)
    for drawn in range(longest - 1, -1, -1):
        scale[drawn] = scale[drawn + 1] * (size - drawn)
    # A joker's colour card is red with the red share of its rule: whole numbers over lcm.
    shares = math.lcm(*(count for count in (faces, tens, aces) if count)) or 1
    ten_step = 2 if rules.ten_counts else 0  # in fives
    ace_value = 1 if rules.ace_counts_one else 0
    widest = faces + ten_step * tens  # the most fives a total can hold either way
    width = (scale[0] * shares).bit_length() + 1
    block = (2 * widest + 1) * width
    red_block_mask = (1 << block) - 1

    def colour(left: int, reds: int, cards: int) -> tuple[int, int]:
        """Red and black weight of the next card being one of ``left`` of a rule's ``cards``."""
        if not left:
            return 0, 0
        per = shares // cards
        return left * reds * per, left * (cards - reds) * per

    # Totals are indexed by slot = fives + bias, bias = f + ten_step·t (so never negative);
    # results are gathered at the common bias ``widest``, keyed by the aces' parity.
    plain: dict[tuple[int, bool, bool], int] = defaultdict(int)  # (a odd, rule of 1s, of 10s)
    red_ones: dict[tuple[int, str], int] = defaultdict(int)  # (a odd, which number cards follow)
    black_tens: dict[tuple[int, str], int] = defaultdict(int)
    after_joker: dict[int, int] = defaultdict(int)  # a odd → the two blocks, then any number
    red_whole = black_whole = 0

    # before[p]: (f, t, a) → [packed totals, total weight], no joker yet.
    # joker_on[p]: (f, t, a, j) → packed blocks (red under the rule of 1s | black under 10s).
    before: list[dict[tuple[int, int, int], list[int]]] = [{} for _ in range(longest + 1)]
    joker_on: list[dict[tuple[int, int, int, int], int]] = [{} for _ in range(longest + 1)]

    def joker_run(packed: int, whole: int, f: int, t: int, a: int, drawn: int, used: int) -> None:
        """A first joker after (f, t, a), ``drawn`` cards in all: more jokers, then its colour card.

        ``used`` jokers of the pile are drawn already; ``packed`` and ``whole`` count them.
        """
        nonlocal red_whole, black_whole
        ones = start.below_zero or a > 0
        tens_rule = start.above_twenty or t > 0
        odd = a % 2
        plus = odd == 0
        shift = (widest - f - ten_step * t) * width
        by_rule = (
            ((f + 1, t, a), colour(faces - f, pile.red_faces, faces), 1),
            ((f, t + 1, a), colour(tens - t, pile.red_tens, tens), ten_step),
            ((f, t, a + 1), colour(aces - a, pile.red_aces, aces), 0),
        )
        red_cards = sum(red for _, (red, _), _ in by_rule)
        black_cards = sum(black for _, (_, black), _ in by_rule)
        run = 1  # the ordered ways to draw ``more`` further jokers
        for more in range(jokers - used + 1):
            at = drawn + more  # cards drawn before the colour card
            ends = run * scale[at + 1]  # the colour card is the last: this length's scale
            if not rules.joker_adds:
                # The total stops at the joker: whatever the colour card is, it ends the test.
                red = red_cards + red_numbers * shares
                black = black_cards + (numbers - red_numbers) * shares
                if ones:
                    red_ones[(odd, "")] += (packed * red * ends) << shift
                else:
                    red_whole += whole * red * ends
                if tens_rule:
                    black_tens[(odd, "")] += (packed * black * ends) << shift
                else:
                    black_whole += whole * black * ends
            else:
                # A number card as the colour card ends the test, adding its value.
                ends *= shares
                if ones:
                    red_ones[(odd, "red")] += (packed * ends) << shift
                else:
                    red_whole += whole * ends * red_numbers
                if tens_rule:
                    black_tens[(odd, "black")] += (packed * ends) << shift
                else:
                    black_whole += whole * ends * (numbers - red_numbers)
                # A face, 10 or ace: the chain goes on, and the totals that matter with it;
                # the others are decided whatever comes (all the ways on: scale[at + 1]).
                layer = joker_on[at + 1]
                for (nf, nt, na), (red, black), step in by_rule:
                    if not (red or black):
                        continue
                    moved = (packed << (2 * step * width) if plus else packed) * run
                    blocks = 0
                    if ones:
                        blocks += moved * red
                    else:
                        red_whole += whole * red * run * scale[at + 1]
                    if tens_rule:
                        blocks += (moved * black) << block
                    else:
                        black_whole += whole * black * run * scale[at + 1]
                    if blocks:
                        key = (nf, nt, na, used + more)
                        layer[key] = layer.get(key, 0) + blocks
            run *= jokers - used - more
            if not run:
                break

    if start.joker_waiting:
        joker_run(1, 1, 0, 0, 0, 0, 0)
    else:
        before[0][(0, 0, 0)] = [1, 1]

    for drawn in range(longest + 1):
        for (f, t, a), (packed, whole) in before[drawn].items():
            plus = a % 2 == 0
            shift = (widest - f - ten_step * t) * width
            plain[(a % 2, start.below_zero or a > 0, start.above_twenty or t > 0)] += (
                packed * scale[drawn + 1]
            ) << shift
            following = before[drawn + 1] if drawn < longest else {}
            for left, key, step in (
                (faces - f, (f + 1, t, a), 1),
                (tens - t, (f, t + 1, a), ten_step),
                (aces - a, (f, t, a + 1), 0),
            ):
                if left:
                    moved = (packed * left) << (2 * step * width) if plus else packed * left
                    entry = following.get(key)
                    if entry is None:
                        following[key] = [moved, whole * left]
                    else:
                        entry[0] += moved
                        entry[1] += whole * left
            if jokers:
                joker_run(packed * jokers, whole * jokers, f, t, a, drawn + 1, 1)
        for (f, t, a, j), packed in joker_on[drawn].items():
            plus = a % 2 == 0
            after_joker[a % 2] += (packed * scale[drawn + 1]) << (
                (widest - f - ten_step * t) * width
            )
            following_on = joker_on[drawn + 1] if drawn < longest else {}
            for left, key, step in (
                (faces - f, (f + 1, t, a, j), 1),
                (tens - t, (f, t + 1, a, j), ten_step),
                (aces - a, (f, t, a + 1, j), 0),
                (jokers - j, (f, t, a, j + 1), 0),
            ):
                if left:
                    moved = (packed * left) << (2 * step * width) if plus else packed * left
                    following_on[key] = following_on.get(key, 0) + moved

    every = tuple((value, cards) for value, cards, _ in pile.numbers)
    reds = tuple((value, red) for value, _, red in pile.numbers if red)
    blacks = tuple((value, cards - red) for value, cards, red in pile.numbers if cards > red)
    followed = {"": ((0, 1),), "red": reds, "black": blacks}
    weights: dict[Reading, int] = defaultdict(int)

    def unpack(packed: int, odd: int, then: tuple[tuple[int, int], ...], scaled: int, reading):
        slots = 2 * widest + 1
        mask = (1 << width) - 1
        sign = -1 if odd else 1
        base = ace_value * odd
        for slot in range(slots):
            weight = (packed >> (slot * width)) & mask
            if weight:
                total = base + 5 * (slot - widest)
                for value, cards in then:
                    weights[reading(total + sign * value)] += weight * cards * scaled

    for (odd, ones, tens_rule), packed in plain.items():
        unpack(
            packed,
            odd,
            every,
            shares,
            lambda total, o=ones, r=tens_rule: Reading(total, 1, o, r, "", "plain"),
        )
    for (odd, then), packed in red_ones.items():
        unpack(
            packed,
            odd,
            followed[then],
            1,
            lambda total: Reading(total, 1, True, False, _RED, "plain"),
        )
    for (odd, then), packed in black_tens.items():
        unpack(
            packed,
            odd,
            followed[then],
            1,
            lambda total: Reading(total, 1, False, True, _BLACK, "plain"),
        )
    for odd, packed in after_joker.items():
        unpack(
            packed & red_block_mask,
            odd,
            every,
            1,
            lambda total: Reading(total, 1, True, False, _RED, "plain"),
        )
        unpack(
            packed >> block,
            odd,
            every,
            1,
            lambda total: Reading(total, 1, False, True, _BLACK, "plain"),
        )
    if red_whole:
        weights[Reading(0, 1, False, False, _RED, "plain")] += red_whole
    if black_whole:
        weights[Reading(0, 1, False, False, _BLACK, "plain")] += black_whole
    return dict(weights), scale[0] * shares


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
    return Odds(chances)


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
