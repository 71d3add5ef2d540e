"""Cinematic odds: a test's chances from the player's own draw pile (rules U-01, U-10 … U-15, U-22).

The first card comes from the draw pile (or is the hand card the player chose,
U-23); every further card from the draw pile, and once that is empty from the
discard pile shuffled in (U-10) — never from the hand or the test's own cards.

Cards are walked in *kinds* (:func:`deskapp.core.odds.walk_weights`): what a card
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
of the pile. It is counted exactly all the same — no chain left out, however
unlikely — per card class rather than card by card (:func:`_chained`), also
when the draw pile holds no number card and the chain runs on into the shuffled
discard pile: about 1 ms for a full deck, 2.5 ms under the slowest reading
(bench/odds_bench.py).
The results are kept as sorted totals per label with running sums
(:class:`Fallen`), so any Attribute, Skill and Difficulty Level on the same deck
is a few look-ups.
"""

from __future__ import annotations

import argparse
import math
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Literal, NamedTuple

from deskapp.core.cards import Card, Rank, standard_54
from deskapp.core.decks import public_order
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.odds import (
    Done,
    Odds,
    OddsUnavailable,
    Piles,
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
    (A tuple, not a dataclass: the walk hashes many of them.)
    """

    offset: int = 0
    sign: int = 1
    below_zero: bool = False
    above_twenty: bool = False
    fixed: Fixed = ""
    expect: Expect = "rule"


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
        """Fold one more card into the reading, as :func:`rules.resolve` reads it.

        A chain goes on to its number card even once a joker's colour decided the test
        and its total no longer moves: the cards are drawn all the same, and may run out.
        """
        expect = reading.expect
        if expect == "plain":
            return Done(_ended(reading, kind.value))
        if expect.startswith("joker"):
            if kind.rule == "joker" and expect == "joker_rule":
                # A chained joker after a joker: the inner joker's own second card decides.
                return reading._replace(sign=reading.sign if self.joker_adds else 0)
            # U-15: a red second card is a critical success, a black one a critical failure.
            colour = "critical_success" if kind.red else "critical_failure"
            reading = reading._replace(fixed=reading.fixed or colour, expect="rule")
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
            return reading._replace(offset=offset + sign * FACE_VALUE, expect=nested)
        if kind.rule == "ten":
            return reading._replace(
                offset=offset + sign * (10 if self.ten_counts else 0),
                above_twenty=reading.above_twenty or deciding,
                expect=nested,
            )
        if kind.rule == "ace":
            return reading._replace(
                offset=offset + sign * (1 if self.ace_counts_one else 0),
                sign=-sign,
                below_zero=reading.below_zero or deciding,
                expect=nested,
            )
        return reading._replace(
            sign=sign if self.joker_adds else 0,
            expect="joker_rule" if self.chain else "joker_plain",
        )


def _ended(reading: Reading, value: int) -> Reading:
    return reading._replace(offset=reading.offset + reading.sign * value, sign=1, expect="plain")


Label = tuple[bool, bool, Fixed]
"""What decides a reading besides its total: the rule of 1s, the rule of 10s, a joker's colour."""
Shifts = tuple[tuple[int, int], ...]
"""The last card's part of the total, kept apart: (what it adds, in how many ways)."""
NO_SHIFT: Shifts = ((0, 1),)


class _Part(NamedTuple):
    """Whole-number weights of the totals under one label, before the last card's ``shifts``.

    Every total ``offset + shift`` occurs with weight ``weights[offset] × ways``: kept
    apart, the number card that ends a chain multiplies nothing out.
    """

    label: Label
    weights: dict[int, int]
    shifts: Shifts = NO_SHIFT


Totals = list[_Part]


@dataclass(frozen=True)
class _Column:
    """One part's totals, sorted, with the weight of all totals below each one."""

    below_zero: bool
    above_twenty: bool
    fixed: Fixed
    offsets: tuple[int, ...]
    below: tuple[int, ...]
    """``below[i]``: the weight of ``offsets[:i]``, so any range's weight is two look-ups."""
    shifts: Shifts

    def weight_below(self, total: float) -> int:
        """The weight of the totals below ``total``."""
        return sum(
            ways * self.below[bisect_left(self.offsets, total - shift)]
            for shift, ways in self.shifts
        )


@dataclass(frozen=True)
class Fallen:
    """The totals a test's cards can add, under each label, over one denominator."""

    columns: tuple[_Column, ...]
    denominator: int

    @classmethod
    def of(cls, totals: Totals, denominator: int) -> Fallen:
        columns = []
        for (below_zero, above_twenty, fixed), part_weights, part_shifts in totals:
            weights, shifts = part_weights, part_shifts
            if len(part_shifts) > len(part_weights):
                # A total is offset + shift either way round: look up the fewer, bisect the more.
                weights = defaultdict(int)
                for shift, ways in part_shifts:
                    weights[shift] += ways
                shifts = tuple(part_weights.items())
            offsets = tuple(sorted(weights))
            below = [0]
            for offset in offsets:
                below.append(below[-1] + weights[offset])
            columns.append(_Column(below_zero, above_twenty, fixed, offsets, tuple(below), shifts))
        return cls(tuple(columns), denominator)


def _totals(weights: dict[Reading, int]) -> Totals:
    """Readings walked card by card, as totals per label."""
    by_label: dict[Label, dict[int, int]] = {}
    for reading, ways in weights.items():
        column = by_label.setdefault((reading.below_zero, reading.above_twenty, reading.fixed), {})
        column[reading.offset] = column.get(reading.offset, 0) + ways
    return [_Part(label, column) for label, column in by_label.items()]


@lru_cache(maxsize=64)
def _fallen(piles: Piles[Kind], rules: _Rules, first: Kind | None) -> Fallen:
    start = Reading()
    # The hand card, then the draw pile's cards seen put on top (issue 28), in that order.
    for known in ((first,) if first is not None else ()) + piles.top:
        stepped = rules.step(start, known)
        if isinstance(stepped, Done):
            return Fallen.of(_totals({stepped.outcome: 1}), 1)
        start = stepped
    piles = Piles(piles.draw, piles.reserve, (), piles.bottom)
    if rules.chain and not piles.bottom:
        return Fallen.of(*_chain_from(_cards(piles.draw), _cards(piles.reserve), rules, start))
    walked = walk_weights(piles, start, rules.step)
    return Fallen.of(_totals(walked.weights), walked.denominator)


def _cards(counts: tuple[tuple[Kind, int], ...]) -> list[Kind]:
    return [kind for kind, count in counts for _ in range(count)]


def _chain_from(
    draw: list[Kind], reserve: list[Kind], rules: _Rules, start: Reading
) -> tuple[Totals, int]:
    """A chained test from ``start`` on: the draw pile, then the discard pile shuffled in (U-10)."""
    shape, decided = _shape(start)
    totals, denominator, left = _after(
        _Pile.of(draw), rules, [_Left(shape, start.sign, decided, {start.offset: 1})]
    )
    if not left:
        return totals, denominator
    # No number card in the draw pile: every card calls for another, so the chain empties
    # it (unless a joker's colour under the plain joker total ends the test first), and the
    # ways still going then go on through the discard pile, shuffled in. A discard pile
    # without a number card runs out too: no odds then.
    going_on, after, still_going = _after(_Pile.of(reserve), rules, left)
    if still_going:
        raise OddsUnavailable(
            translate("Odds", "the draw pile and the discard pile run out of cards")
        )
    # What ended in the draw pile, over the same denominator as what went on.
    ended = [
        _Part(label, weights, tuple((shift, ways * after) for shift, ways in shifts))
        for label, weights, shifts in totals
    ]
    return [*ended, *going_on], denominator * after


def _after(pile: _Pile, rules: _Rules, starts: list[_Left]) -> tuple[Totals, int, list[_Left]]:
    """The chain through ``pile`` after each of ``starts`` (the cards a test holds so far).

    One count for each start the chained count tells apart (:class:`_Start`), its totals
    put after the cards so far (sign, and the label once a joker's colour decided); where
    the cards so far stood is one more shift of the totals, like the last card's. With no
    number card in ``pile``, also the ways still going when it is empty, put after them too.
    """
    counted: dict[_Start, tuple[Totals, int, list[_Left]]] = {}
    origins: dict[tuple[_Start, int, Label | None], dict[int, int]] = defaultdict(dict)
    for shape, sign, decided, weights in starts:
        group = origins[(shape, sign, decided)]
        for offset, ways in weights.items():
            group[offset] = group.get(offset, 0) + ways
    denominator = 1
    totals: Totals = []
    left: list[_Left] = []
    for (shape, sign, decided), offsets in origins.items():
        if shape not in counted:
            counted[shape] = _chained(pile, rules, shape)
        continued, denominator, going = counted[shape]  # every count is over one denominator
        for (label, shifts), weights in _merged(continued, decided).items():
            moved: dict[int, int] = {}
            for origin, ways in offsets.items():
                for shift, more in shifts:
                    total = origin + sign * shift
                    moved[total] = moved.get(total, 0) + ways * more
            totals.append(_Part(label, _placed(weights, 0, sign), tuple(moved.items())))
        for going_shape, going_sign, going_decided, weights in going:
            placed: dict[int, int] = {}
            for origin, ways in offsets.items():
                for total, more in _placed(weights, origin, sign).items():
                    placed[total] = placed.get(total, 0) + ways * more
            # Once decided, a joker's colour changes nothing more: only the totals go on.
            shape_on = _Start(False, True, True) if decided else going_shape
            left.append(_Left(shape_on, sign * going_sign, decided or going_decided, placed))
    return totals, denominator, left


def _merged(totals: Totals, decided: Label | None) -> dict[tuple[Label, Shifts], dict[int, int]]:
    """The parts under the same label (``decided`` if given) with the same shifts, as one."""
    merged: dict[tuple[Label, Shifts], dict[int, int]] = {}
    for label, weights, shifts in totals:
        into = merged.setdefault((decided or label, shifts), {})
        for offset, ways in weights.items():
            into[offset] = into.get(offset, 0) + ways
    return merged


def _placed(weights: dict[int, int], origin: int, sign: int) -> dict[int, int]:
    """Totals put after cards that stood at ``origin`` with ``sign`` (0: no longer moving)."""
    if sign:
        return {origin + sign * offset: ways for offset, ways in weights.items()}
    return {origin: sum(weights.values())}


def _shape(start: Reading) -> tuple[_Start, Label | None]:
    """What the chained count needs of a test's cards so far, and the label if already decided."""
    decided = bool(start.fixed)
    shape = _Start(
        joker_waiting=start.expect == "joker_rule" and not decided,
        # A test already decided by a joker's colour needs only the totals: keep them all.
        below_zero=start.below_zero or decided,
        above_twenty=start.above_twenty or decided,
    )
    return shape, (start.below_zero, start.above_twenty, start.fixed) if decided else None


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
            tuple((value, numbers[value][0], numbers[value][1]) for value in sorted(numbers)),
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


class _Left(NamedTuple):
    """Ways a chained test is still going when a pile without a number card is empty.

    ``weights`` holds their totals so far (with the sign +1 from the start); ``sign`` is
    what the next cards' totals are multiplied by; ``decided`` the label once a joker's
    colour decided the test (then only the totals still matter), else None.
    """

    shape: _Start
    sign: int
    decided: Label | None
    weights: dict[int, int]


# The readings that come out of the chained count. A red first card after a joker is a
# critical success unless the rule of 1s says critical failure (whatever the rule of 10s
# says: it would say critical success too), and a black one a critical failure unless the
# rule of 10s says otherwise. So only red-with-rule-of-1s and black-with-rule-of-10s keep
# their totals; the others are decided whatever the total.
_RED = "critical_success"
_BLACK = "critical_failure"


def _chained(pile: _Pile, rules: _Rules, start: _Start) -> tuple[Totals, int, list[_Left]]:
    """Every way a chained test can end from ``pile``, as whole-number weights over a denominator.

    The totals are what the chain adds, with the sign +1 (see :func:`_after`); the
    rules of 1s and 10s include ``start``'s. The chain ends at the pile's first number
    card; a pile without one is drawn to its end (unless a joker's colour ends the test
    first), and the ways still going then are returned apart (:class:`_Left`, over the
    same denominator) to go on in the discard pile.

    The count runs over how many faces ``f``, 10s ``t``, aces ``a`` and jokers ``j`` are
    drawn, never over single cards: every order of the same cards is drawn in the same
    number of ways (``faces·(faces-1)…`` for the faces, and so on), so each count keeps
    its orders only and multiplies those ways in when its chain ends, over the common
    denominator ``size·(size-1)…`` of the longest chain. Faces add ±5 and 10s ±10 (or
    0), with the sign the aces so far give; aces add ±1 (or 0) each, alternately, so the
    aces' part and the sign follow from ``a`` alone. What differs between orders of the
    same cards is only how many faces and 10s came with a + sign: a count's totals are
    one whole number, their weights packed side by side (one slot of ``width`` bits per
    five), so a card added to every order at once is one shift and one addition. The
    number card that ends a chain is kept apart (:class:`_Part` shifts).

    Until the first joker the rules of 1s and 10s follow from ``a`` and ``t``. A joker's
    colour card is red with its rule's red share (U-15). With
    ``joker_total=attribute_plus_skill`` it ends the test; with ``plus_second`` the chain
    goes on (jokers then add nothing and change nothing) and two blocks follow the only
    totals that still matter — red under the rule of 1s, black under the rule of 10s.
    Any other colour card decides whatever the total: counted whole, not by total.
    """
    faces, tens, aces, jokers = pile.faces, pile.tens, pile.aces, pile.jokers
    size = pile.size
    numbers = pile.number_cards
    red_numbers = sum(red for _, _, red in pile.numbers)
    black_numbers = numbers - red_numbers
    # The most cards a chain draws: up to and with a number card, or the whole pile.
    longest = faces + tens + aces + jokers + 1 if numbers else size
    # scale[p]: ordered draws of the cards after the p-th, up to the longest chain. A chain
    # of p cards counts its ways over size·(size-1)…(size-p+1); times scale[p], over the
    # common denominator scale[0].
    scale = [1] * (longest + 1)
    for drawn in range(longest - 1, -1, -1):
        scale[drawn] = scale[drawn + 1] * (size - drawn)
    # The colour card after a joker is red with its rule's red share: whole over ``shares``.
    shares = math.lcm(*(count for count in (faces, tens, aces) if count)) or 1
    joker_adds = rules.joker_adds
    ten_step = 2 if rules.ten_counts else 0  # in fives
    widest = faces + ten_step * tens  # the most fives a total can be off either way
    width = (scale[0] * shares).bit_length() + 1
    block = (widest + 1) * width  # after a joker: red block, then black block
    block_mask = (1 << block) - 1
    face_shift, ten_shift = width, ten_step * width
    ones0, tens0 = start.below_zero, start.above_twenty
    # Every order of the same cards is drawn in the same number of ways: f faces in
    # faces·(faces-1)…(faces-f+1), and so on. The count keeps the orders alone (so adding
    # a card is a shift and an addition) and multiplies these ways in when a chain ends.
    drawn_ways = [math.perm(faces, f) for f in range(faces + 1)]
    ten_ways = [math.perm(tens, t) for t in range(tens + 1)]
    ace_ways = [math.perm(aces, a) for a in range(aces + 1)]
    joker_ways = [math.perm(jokers, j) for j in range(jokers + 1)]

    def share(cards: int, reds: int) -> tuple[int, int]:
        """Red and black shares (over ``shares``) of one card of a rule with ``cards`` cards."""
        return (reds * (shares // cards), (cards - reds) * (shares // cards)) if cards else (0, 0)

    red_f, black_f = share(faces, pile.red_faces)
    red_t, black_t = share(tens, pile.red_tens)
    red_a, black_a = share(aces, pile.red_aces)
    even = red_f == black_f and red_t == black_t and red_a == black_a

    # A count's totals (in fives) are kept in slot (fives + f + ten_step·t) / 2, never
    # negative and always whole (fives and f + ten_step·t are both even or both odd). The
    # results are gathered at slot (fives + widest - half) / 2, keyed by ``half``, the
    # parity of widest - f, and by the aces' parity.
    plain = [0] * 16  # (half-five, a odd, rule of 1s, rule of 10s), a number card next
    red_ones = [0] * 4  # (half-five, a odd): red colour card under the rule of 1s, ended
    black_tens = [0] * 4  # (half-five, a odd): black colour card under the rule of 10s
    after_joker = [0] * 4  # (half-five, a odd): both blocks, any number card next
    red_whole = black_whole = 0

    strides = ((tens + 1) * (aces + 1), aces + 1, 1)
    face_step, ten_stride = strides[0], strides[1]
    before = [0] * ((faces + 1) * strides[0])
    before_whole = [0] * len(before)
    joker_stride = jokers + 1
    on = [0] * (len(before) * joker_stride)  # (f, t, a, j), after the first joker's colour card

    # After a joker: the ways on from its colour card when that ends the test, over every
    # run of further jokers (by cards drawn with the first joker, and jokers drawn then);
    # and the colour card's red and black ways (over ``shares``) by what is left of each rule.
    ends_after = [
        [
            sum(
                joker_ways[used + more] * scale[drawn + more + 1]
                for more in range(jokers - used + 1)
            )
            if drawn + jokers - used < longest
            else 0
            for drawn in range(longest + 1)
        ]
        for used in range(min(jokers, 1) + 1)
    ]
    red_left = (
        [(faces - f) * red_f for f in range(faces + 1)],
        [(tens - t) * red_t for t in range(tens + 1)],
        [(aces - a) * red_a + red_numbers * shares for a in range(aces + 1)],
    )
    black_left = (
        [(faces - f) * black_f for f in range(faces + 1)],
        [(tens - t) * black_t for t in range(tens + 1)],
        [(aces - a) * black_a + black_numbers * shares for a in range(aces + 1)],
    )
    blocks_on = joker_adds and bool(jokers or start.joker_waiting)
    red_label: Label = (True, False, _RED)
    black_label: Label = (False, True, _BLACK)
    # A pile without a number card, drawn to its end: (packed totals, key as ``gather``
    # reads it, what the discard pile's count needs, sign, label if decided).
    left_at_end: list[tuple[int, int, _Start, int, Label | None]] = []
    decided_all = _Start(False, True, True)  # decided: only the totals go on

    def colour_card(packed: int, whole: int, ways: int, f: int, t: int, a: int, used: int) -> None:
        """The first joker came after (f, t, a), drawn in ``ways`` ways; ``used`` jokers so far.

        More jokers may follow (each run its own length), then the colour card.
        """
        nonlocal red_whole, black_whole
        ones = ones0 or a > 0
        tens_rule = tens0 or t > 0
        if not numbers and f == faces and t == tens and a == aces:
            # The pile ends in jokers: the first card of the discard pile is the colour card.
            kept = (packed * (ways * joker_ways[jokers] * shares)) << (
                ((widest - f - ten_step * t) >> 1) * width
            )
            sign = (-1 if a & 1 else 1) if joker_adds else 0
            left_at_end.append(
                (kept, ((widest - f) & 1) * 2 + (a & 1), _Start(True, ones, tens_rule), sign, None)
            )
        ways *= ends_after[used][f + t + a + used]
        if not ones:
            red_whole += whole * ways * (red_left[0][f] + red_left[1][t] + red_left[2][a])
        if not tens_rule:
            black_whole += whole * ways * (black_left[0][f] + black_left[1][t] + black_left[2][a])
            if not ones:
                return
        odd = a & 1
        half = ((widest - f) & 1) * 2  # which half-five the totals fall on
        if not joker_adds:
            kept = (packed * ways) << (((widest - f - ten_step * t) >> 1) * width)
            # The total stops at the joker: whatever the colour card is, the outcome is known
            # (the chain still goes on to a number card, in this pile if it holds one).
            if ones:
                red_ones[half + odd] += kept * (red_left[0][f] + red_left[1][t] + red_left[2][a])
            if tens_rule:
                black_tens[half + odd] += kept * (
                    black_left[0][f] + black_left[1][t] + black_left[2][a]
                )
            return
        # A number card as the colour card ends the test, adding its value; a face, 10 or
        # ace goes on, with the totals that matter (the others are decided already).
        kept = (packed * (ways * shares)) << (((widest - f - ten_step * t) >> 1) * width)
        if ones:
            red_ones[half + odd] += kept
        if tens_rule:
            black_tens[half + odd] += kept
        node = ((f * face_step + t * ten_stride + a) * joker_stride) + used
        runs = jokers - used + 1
        # Both blocks at once when red and black are as likely (a full deck, say).
        both = packed + (packed << block) if ones and tens_rule and even else 0
        for left, red, black, moved, step in (
            (f < faces, red_f, black_f, face_shift if not odd else 0, face_step),
            (t < tens, red_t, black_t, ten_shift if not odd else 0, ten_stride),
            (a < aces, red_a, black_a, 0, 1),
        ):
            if left:
                if both:
                    blocks = (both << moved) * red
                else:
                    shifted = packed << moved
                    blocks = (shifted * red if ones else 0) + (
                        (shifted * black) << block if tens_rule else 0
                    )
                target = node + step * joker_stride
                for j in range(target, target + runs):
                    on[j] += blocks

    if start.joker_waiting:
        colour_card(1, 1, 1, 0, 0, 0, 0)
    else:
        before[0] = before_whole[0] = 1
    for f in range(faces + 1):
        more_faces = f < faces
        for t in range(tens + 1):
            more_tens = t < tens
            index = f * face_step + t * ten_stride
            ways = drawn_ways[f] * ten_ways[t]
            ended = [0, 0, 0]  # no ace, even aces, odd aces (a number card next)
            for a in range(aces + 1):
                packed = before[index]
                if packed:
                    whole = before_whole[index]
                    drawn_in = ways * ace_ways[a]
                    if numbers:
                        ended[(a & 1) + (a > 0)] += packed * (drawn_in * scale[f + t + a + 1])
                    elif not (jokers or more_faces or more_tens or a < aces):
                        # The pile is drawn to its end, no joker in it: the test goes on.
                        left_at_end.append(
                            (
                                (packed * (drawn_in * shares))
                                << (((widest - f - ten_step * t) >> 1) * width),
                                ((widest - f) & 1) * 2 + (a & 1),
                                _Start(False, ones0 or a > 0, tens0 or t > 0),
                                -1 if a & 1 else 1,
                                None,
                            )
                        )
                    plus = not a & 1
                    if more_faces:
                        before[index + face_step] += packed << face_shift if plus else packed
                        before_whole[index + face_step] += whole
                    if more_tens:
                        before[index + ten_stride] += packed << ten_shift if plus else packed
                        before_whole[index + ten_stride] += whole
                    if a < aces:
                        before[index + 1] += packed
                        before_whole[index + 1] += whole
                    if jokers:
                        colour_card(packed, whole, drawn_in, f, t, a, 1)
                index += 1
            shift = ((widest - f - ten_step * t) >> 1) * width
            half = ((widest - f) & 1) * 8
            tens_rule = tens0 or t > 0
            for kind, packed in enumerate(ended):
                if packed:
                    odd = kind == 2
                    ones = ones0 or kind > 0
                    plain[half + odd * 4 + ones * 2 + tens_rule] += packed << shift

    if blocks_on:
        step_f, step_t, step_a = (stride * joker_stride for stride in strides)
        for f in range(faces + 1):
            more_faces = f < faces
            for t in range(tens + 1):
                more_tens = t < tens
                index = (f * face_step + t * ten_stride) * joker_stride
                ways_ft = drawn_ways[f] * ten_ways[t]
                ended = [0, 0]  # by the aces' parity
                for a in range(aces + 1):
                    plus = not a & 1
                    ways = ways_ft * ace_ways[a]
                    for j in range(jokers + 1):
                        packed = on[index]
                        if packed:
                            if numbers:
                                ended[a & 1] += packed * (
                                    ways * joker_ways[j] * scale[f + t + a + j + 1]
                                )
                            elif not (more_faces or more_tens or a < aces or j < jokers):
                                # The pile is drawn to its end after a joker's colour decided.
                                kept = (packed * (ways * joker_ways[j])) << (
                                    ((widest - f - ten_step * t) >> 1) * width
                                )
                                key = ((widest - f) & 1) * 2 + (a & 1)
                                sign = -1 if a & 1 else 1
                                for decided, kept_block in (
                                    (red_label, kept & block_mask),
                                    (black_label, kept >> block),
                                ):
                                    left_at_end.append(
                                        (kept_block, key, decided_all, sign, decided)
                                    )
                            if more_faces:
                                on[index + step_f] += packed << face_shift if plus else packed
                            if more_tens:
                                on[index + step_t] += packed << ten_shift if plus else packed
                            if a < aces:
                                on[index + step_a] += packed
                            if j < jokers:
                                on[index + 1] += packed
                        index += 1
                shift = ((widest - f - ten_step * t) >> 1) * width
                half = ((widest - f) & 1) * 2
                after_joker[half] += ended[0] << shift
                after_joker[half + 1] += ended[1] << shift

    every = [(value, cards) for value, cards, _ in pile.numbers]
    reds = [(value, red) for value, _, red in pile.numbers if red]
    blacks = [(value, cards - red) for value, cards, red in pile.numbers if cards > red]
    totals: Totals = []
    slots = range(widest + 1)
    mask = (1 << width) - 1
    ace_value = 1 if rules.ace_counts_one else 0

    def spread(packed: int, key: int, scaled: int = 1) -> dict[int, int]:
        """One packed count's weights by total.

        ``key`` is (half-five, a odd) in its two lowest bits: slot ``s`` holds the fives
        2·s - widest + half.
        """
        odd, half = key & 1, key >> 1 & 1
        base = ace_value * odd + 5 * (half - widest)
        weights = {}
        for slot in slots:
            weight = (packed >> (slot * width)) & mask
            if weight:
                weights[base + 10 * slot] = weight * scaled
        return weights

    # Totals under the same label with the same last cards are one part: fewer parts to
    # put after the cards so far and to look up.
    parts: dict[tuple[Label, Shifts], dict[int, int]] = {}

    def gather(
        packed: int, key: int, then: list[tuple[int, int]], label: Label, scaled: int = 1
    ) -> None:
        """One packed count's totals, the number card ``then`` (value, cards) after them."""
        if packed and then:
            sign = -1 if key & 1 else 1
            shifts = tuple((sign * value, ways) for value, ways in then)
            weights = parts.setdefault((label, shifts), {})
            for offset, ways in spread(packed, key, scaled).items():
                weights[offset] = weights.get(offset, 0) + ways

    for key, packed in enumerate(plain):
        label = (bool(key & 2), bool(key & 1), "")
        gather(packed, key >> 2, every, label, shares)
    nothing = [(0, 1)]
    left = [
        _Left(shape, sign, decided, spread(packed, key))
        for packed, key, shape, sign, decided in left_at_end
        if packed
    ]
    # The colour card ends the test: with the joker's total (a number card adding its value)
    # or without (the total stopped at the joker, the colour card's value already counted).
    # In a pile without a number card the outcome is known but the chain goes on in the
    # discard pile (which may run out first): its totals no longer move (sign 0).
    for ended, then, label in ((red_ones, reds, red_label), (black_tens, blacks, black_label)):
        for key, packed in enumerate(ended):
            if joker_adds or numbers:
                gather(packed, key, then if joker_adds else nothing, label)
            elif packed:
                left.append(_Left(decided_all, 0, label, spread(packed, key)))
    for key, packed in enumerate(after_joker):
        gather(packed & block_mask, key, every, red_label)
        gather(packed >> block, key, every, black_label)
    totals.extend(_Part(label, weights, shifts) for (label, shifts), weights in parts.items())
    for whole, fixed in ((red_whole, _RED), (black_whole, _BLACK)):
        if whole:
            if numbers:
                totals.append(_Part((False, False, fixed), {0: whole}))
            else:
                # Decided whatever the total, but the chain goes on in the discard pile.
                left.append(_Left(decided_all, 0, (False, False, fixed), {0: whole}))
    return totals, scale[0] * shares, left


def odds_of(
    check: Check,
    draw: Iterable[Card],
    discard: Iterable[Card] = (),
    options: CinematicOptions | None = None,
    first: Card | None = None,
) -> Odds[str]:
    """The chance of success, failure, critical success and critical failure of ``check``,
    its cards from the ``draw`` pile then the shuffled ``discard``.

    ``first`` is a card already chosen (a hand card, U-23); without it the first
    card is drawn too. A draw pile that knows some of its cards' places (a
    :class:`~deskapp.core.decks.KnownPile`, issue 28) draws those where they are. Raises
    :class:`~deskapp.core.odds.OddsUnavailable` when the piles can run out before the test
    is over. The totals are kept per deck state (the only cache): building a test on the
    same deck only reads them again.
    """
    options = options or CinematicOptions()
    top, unknown, bottom = public_order(draw)  # cards seen put on top or at the bottom (issue 28)
    piles = Piles.of(
        (kind_of(card) for card in unknown),
        (kind_of(card) for card in discard),
        (kind_of(card) for card in top),
        (kind_of(card) for card in bottom),
    )
    fallen = _fallen(piles, _Rules.of(options), None if first is None else kind_of(first))
    return outcomes(fallen, check, options)


def outcomes(fallen: Fallen, check: Check, options: CinematicOptions) -> Odds[str]:
    """The four outcomes of ``check`` from the totals: a few look-ups per label, one division each.

    A total below 0 under the rule of 1s is a critical failure, one above 20 under the
    rule of 10s a critical success; otherwise a joker's colour decides, or the
    Difficulty Level (U-01, U-13 … U-15).
    """
    sums = dict.fromkeys(OUTCOMES, 0)
    base = check.base
    beaten = check.difficulty - base + (0 if options.success_when == "at_least" else 1)
    for column in fallen.columns:
        every = column.below[-1] * sum(ways for _, ways in column.shifts)
        low, high = -math.inf, math.inf  # the totals left to the colour or the Difficulty
        if column.below_zero:
            low = -base  # offsets below it make a negative total
            sums[Outcome.CRITICAL_FAILURE.value] += column.weight_below(low)
        if column.above_twenty:
            high = CRITICAL_SUCCESS_ABOVE - base + 1  # offsets from it make a total above 20
            sums[Outcome.CRITICAL_SUCCESS.value] += every - column.weight_below(high)
        middle_low = column.weight_below(low) if column.below_zero else 0
        middle_high = column.weight_below(high) if column.above_twenty else every
        if column.fixed:
            sums[column.fixed] += middle_high - middle_low
        else:
            success_from = column.weight_below(max(low, beaten))
            success = max(middle_high - success_from, 0)
            sums[Outcome.SUCCESS.value] += success
            sums[Outcome.FAILURE.value] += middle_high - middle_low - success
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
