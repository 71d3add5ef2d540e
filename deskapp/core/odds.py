"""Exact odds: probability distributions as fractions, for cards drawn and dice rolled.

Nothing here knows a rule system. A system describes its test as

- a *card walk* (:func:`walk_weights`): cards are drawn one at a time from a draw
  pile, and from a reserve pile (the discard pile, shuffled in) once the draw pile
  is empty; after each card the system's ``step`` says whether the test is over
  (and with what outcome) or needs another card. Cards are grouped into *kinds*
  that the rules cannot tell apart (for Agents, only the colour matters), so the
  walk follows counts, never single cards, and merges paths that reach the same
  state — the odds of a 52-card deck cost what its few kinds cost.
- a *pool* (:func:`pool_of`): independent dice, each a distribution, added up
  with the total capped where the rules stop caring, so exploding dice need no
  truncation at all.

Probabilities are :class:`fractions.Fraction`, exact. A walk whose chains are
unbounded (cards that call for cards that call for cards …) drops paths less
likely than :data:`NEGLIGIBLE` and says how much it dropped (:attr:`Odds.truncated`).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Generic, TypeVar

from deskapp.core.cards import Card, CardNotationError, first_repeated, parse_cards
from deskapp.core.errors import UserError
from deskapp.core.i18n import SPOKEN, current_language, translate

Outcome = TypeVar("Outcome", bound=Hashable)
State = TypeVar("State", bound=Hashable)
Kind = TypeVar("Kind", bound=Hashable)

NEGLIGIBLE = Fraction(1, 10**15)
"""Paths less likely than this are left out of an unbounded walk, and counted in ``truncated``."""


class OddsUnavailable(ValueError):
    """The test cannot be drawn or rolled as the table stands (too few cards, nothing to roll)."""


@dataclass(frozen=True)
class Odds(Generic[Outcome]):
    """The chance of each outcome of one test; the outcomes cover every way it can go.

    ``events`` are chances of things that happen alongside an outcome (boxcars, a
    great success): they overlap the outcomes and do not add up with them.
    ``truncated`` is the probability left out of ``outcomes`` (0 when exact).
    """

    outcomes: dict[Outcome, Fraction]
    events: dict[str, Fraction] = field(default_factory=dict)
    truncated: Fraction = Fraction(0)

    def __post_init__(self) -> None:
        total = sum(self.outcomes.values(), Fraction(0))
        if total + self.truncated != 1:
            raise ValueError(f"outcome chances add up to {total} + {self.truncated}, not 1")

    def chance(self, outcome: Outcome) -> Fraction:
        return self.outcomes.get(outcome, Fraction(0))

    def to_json(self) -> dict[str, float]:
        """The outcomes as floats (exact to a double's precision), for JSON."""
        return {str(outcome): float(chance) for outcome, chance in self.outcomes.items()}


def marginal(
    distribution: Mapping[State, Fraction], key: Callable[[State], Outcome]
) -> dict[Outcome, Fraction]:
    """The distribution of ``key(state)``: chances of states with the same key added up."""
    result: dict[Outcome, Fraction] = defaultdict(Fraction)
    for state, chance in distribution.items():
        result[key(state)] += chance
    return dict(result)


# --- cards drawn one at a time ------------------------------------------------------------------


@dataclass(frozen=True)
class Piles(Generic[Kind]):
    """A draw pile and the reserve shuffled into it once it is empty, as counts per kind.

    ``top`` and ``bottom`` are the kinds of the draw pile's cards whose places everyone knows
    (cards put back on top or at the bottom, issue 28), each in the order they will be drawn:
    the top ones come first, the bottom ones once ``draw`` (the cards of unknown order) is
    empty, before the reserve."""

    draw: tuple[tuple[Kind, int], ...]
    reserve: tuple[tuple[Kind, int], ...] = ()
    top: tuple[Kind, ...] = ()
    bottom: tuple[Kind, ...] = ()

    @classmethod
    def of(
        cls,
        draw: Iterable[Kind],
        reserve: Iterable[Kind] = (),
        top: Iterable[Kind] = (),
        bottom: Iterable[Kind] = (),
    ) -> Piles[Kind]:
        """Piles from their cards' kinds (one entry per card)."""
        return cls(_counts(draw), _counts(reserve), tuple(top), tuple(bottom))

    @property
    def size(self) -> int:
        unknown = sum(count for _, count in self.draw) + sum(count for _, count in self.reserve)
        return unknown + len(self.top) + len(self.bottom)


def _counts(kinds: Iterable[Kind]) -> tuple[tuple[Kind, int], ...]:
    tally: dict[Kind, int] = {}
    for kind in kinds:
        tally[kind] = tally.get(kind, 0) + 1
    # A fixed order (by text) so that equal piles are equal keys whatever order the cards came in.
    return tuple(sorted(tally.items(), key=lambda item: repr(item[0])))


@dataclass(frozen=True)
class Done(Generic[Outcome]):
    """A step's answer: the test is over with this outcome."""

    outcome: Outcome


@dataclass(frozen=True)
class Weights(Generic[Outcome]):
    """Chances as whole numbers over one denominator: ``weights[o] / denominator``.

    Summing chances this way costs whole-number additions only; :attr:`odds` gives
    the fractions.
    """

    weights: dict[Outcome, int]
    denominator: int
    left_out: int = 0

    @property
    def odds(self) -> Odds[Outcome]:
        return Odds(
            {o: Fraction(w, self.denominator) for o, w in self.weights.items()},
            truncated=Fraction(self.left_out, self.denominator),
        )


def walk_weights(
    piles: Piles[Kind],
    start: State,
    step: Callable[[State, Kind], Done[Outcome] | State],
    negligible: Fraction = NEGLIGIBLE,
) -> Weights[Outcome]:
    """The outcomes of a test that draws cards until ``step`` says :class:`Done`, as whole
    numbers over one denominator (:attr:`Weights.odds` gives the fractions).

    ``step(state, kind)`` is called with the test's state so far and the kind of
    the card just drawn; it returns the next state, or ``Done(outcome)``. It must
    be a pure function: each answer is asked once and reused. Each
    card is drawn uniformly from the draw pile; once that is empty, from the
    reserve (shuffled into a new draw pile). Paths less likely than ``negligible``
    are left out and counted as truncated; a test that can run out of cards
    raises :class:`OddsUnavailable`.

    Paths are counted as whole numbers of ordered draws (every path draws its n-th
    card from a pile of the same size, so all paths of one length share a
    denominator), and paths that reach the same piles and state are merged, so the
    cost follows the number of distinct states, not of card orders.
    """
    layer: dict[tuple[tuple[int, ...], tuple[int, ...], State], int] = {
        (tuple(c for _, c in piles.draw), tuple(c for _, c in piles.reserve), start): 1
    }
    draw_kinds = [kind for kind, _ in piles.draw]
    reserve_kinds = [kind for kind, _ in piles.reserve]
    # What ended (or was left out) after each number of cards, with that length's denominator.
    ended_by_length: list[tuple[dict[Outcome, int], int, int]] = []
    denominator = 1
    draw_left = sum(c for _, c in piles.draw)
    reserve_left = sum(c for _, c in piles.reserve)
    # step is pure: many paths reach the same state, so each answer is asked once (keyed by
    # the kind's place in the pile, cheaper to hash than the kind; new places after a reshuffle).
    answers: dict[tuple[State, int], Done[Outcome] | State] = {}
    known = list(piles.top)  # cards whose kind is known, drawn next in this order
    bottom = list(piles.bottom)
    while layer:
        if known:
            kind = known.pop(0)
            over: dict[Outcome, int] = defaultdict(int)
            forced: dict[tuple[tuple[int, ...], tuple[int, ...], State], int] = defaultdict(int)
            for (draw, reserve, state), ways in layer.items():
                stepped = step(state, kind)
                if isinstance(stepped, Done):
                    over[stepped.outcome] += ways
                else:
                    forced[(draw, reserve, stepped)] += ways
            layer = dict(forced)
            ended_by_length.append((over, denominator, 0))
            continue
        if draw_left == 0 and bottom:
            known, bottom = bottom, []
            continue
        if draw_left == 0:
            if reserve_left == 0:
                raise OddsUnavailable(
                    translate("Odds", "the draw pile and the discard pile run out of cards")
                )
            # The reserve becomes the draw pile; every path reaches this point at the same depth.
            layer = {((*r,), (), state): ways for (_, r, state), ways in layer.items()}
            draw_kinds, reserve_kinds = reserve_kinds, []
            draw_left, reserve_left = reserve_left, 0
            answers = {}
        denominator *= draw_left
        ended: dict[Outcome, int] = defaultdict(int)
        following: dict[tuple[tuple[int, ...], tuple[int, ...], State], int] = defaultdict(int)
        for (draw, reserve, state), ways in layer.items():
            for index, count in enumerate(draw):
                if not count:
                    continue
                result = answers.get((state, index))
                if result is None:
                    result = answers[(state, index)] = step(state, draw_kinds[index])
                if isinstance(result, Done):
                    ended[result.outcome] += ways * count
                else:
                    left = (*draw[:index], count - 1, *draw[index + 1 :])
                    following[(left, reserve, result)] += ways * count
        draw_left -= 1
        layer = {}
        dropped = 0
        if following:
            floor = math.ceil(negligible * denominator)
            for key, ways in following.items():
                if ways < floor:
                    dropped += ways
                else:
                    layer[key] = ways
        ended_by_length.append((ended, denominator, dropped))
    # Every length's denominator divides the longest one's: scale each to it.
    weights: dict[Outcome, int] = defaultdict(int)
    left_out = 0
    for ended, at_length, dropped in ended_by_length:
        scale = denominator // at_length
        for outcome, ways in ended.items():
            weights[outcome] += ways * scale
        left_out += dropped * scale
    return Weights(dict(weights), denominator, left_out)


# --- dice -------------------------------------------------------------------------------------


def add(
    first: Mapping[int, Fraction], second: Mapping[int, Fraction], cap: int | None = None
) -> dict[int, Fraction]:
    """The distribution of the sum of two independent values, capped at ``cap`` if given."""
    result: dict[int, Fraction] = defaultdict(Fraction)
    for a, pa in first.items():
        for b, pb in second.items():
            total = a + b
            result[total if cap is None else min(total, cap)] += pa * pb
    return dict(result)


def pool_of(die: Mapping[int, Fraction], count: int, cap: int | None = None) -> dict[int, Fraction]:
    """The sum of ``count`` independent dice like ``die``, capped at ``cap`` if given.

    By repeated doubling: about log2(count) additions instead of ``count``.
    """
    if count < 0:
        raise ValueError(f"cannot roll {count} dice")
    result: dict[int, Fraction] = {0: Fraction(1)}
    # Every face of ``cap`` or more counts as ``cap``.
    power = marginal(die, lambda value: min(value, cap)) if cap is not None else dict(die)
    while count:
        if count & 1:
            result = add(result, power, cap)
        count >>= 1
        if count:
            power = add(power, power, cap)
    return result


def at_least(distribution: Mapping[int, Fraction], threshold: int) -> Fraction:
    return sum((p for value, p in distribution.items() if value >= threshold), Fraction(0))


# --- how a chance reads -----------------------------------------------------------------------


def percent_text(chance: Fraction | float) -> str:
    """A chance as a person reads it: whole percent, no false precision.

    ``67 %``; a chance that is possible but rounds to 0 or 100 reads ``<1 %`` or
    ``>99 %``, so a long shot never looks impossible and a near-certainty never
    looks certain.
    """
    value = float(chance)
    if value <= 0:
        return "0 %"
    if value >= 1:
        return "100 %"
    if value < 0.005:
        return "<1 %"
    if value > 0.995:
        return ">99 %"
    # Half a percent rounds up (not to even), and only 0 and 1 themselves read 0 % and 100 %.
    return f"{min(max(math.floor(value * 100 + 0.5), 1), 99)} %"


def exact_text(chance: Fraction) -> str:
    """The exact chance for a tooltip: ``2/3 ≈ 0.666666666667``."""
    if chance.denominator == 1:
        return str(chance.numerator)
    # The decimal as the language writes it: 0.666… in English, 0,666… in Czech and French.
    decimal = f"{float(chance):.12g}".replace(".", SPOKEN[current_language()].decimal_separator)
    if chance.denominator > 10**9:
        return f"≈ {decimal}"
    return f"{chance.numerator}/{chance.denominator} ≈ {decimal}"


# --- the check commands' --odds ---------------------------------------------------------------


def add_odds_arguments(parser: argparse.ArgumentParser, *, piles: str | None = None) -> None:
    """``--odds`` on a check command; with ``piles`` (what the deck is) also ``--remaining`` and ``--discard``."""
    parser.add_argument(
        "--odds",
        action="store_true",
        help=translate(
            "Cli",
            "print the exact chance of each outcome of the test as given, instead of drawing or "
            "rolling it",
        ),
    )
    if piles is not None:
        parser.add_argument(
            "--remaining",
            metavar='"KS 3H …"',
            help=translate(
                "Cli", "with --odds: the cards still in the draw pile (default: {piles}, shuffled)"
            ).format(piles=piles),
        )
        parser.add_argument(
            "--discard",
            metavar='"QD 2C …"',
            help=translate(
                "Cli",
                "with --odds: the discard pile, shuffled into the draw pile when it runs out "
                "(default: empty)",
            ),
        )


def refuse_with_odds(arguments: argparse.Namespace, *flags: str) -> None:
    """Odds are for a test not yet drawn or rolled: refuse the flags that give its cards or dice."""
    for flag in flags:
        if getattr(arguments, flag.removeprefix("--").replace("-", "_"), None) not in (None, False):
            raise UserError(
                translate(
                    "Odds", "--odds gives the chances before the draw or roll: leave out {flag}"
                ).format(flag=flag)
            )
    if not arguments.odds:
        for flag in ("--remaining", "--discard"):
            if getattr(arguments, flag.removeprefix("--"), None) is not None:
                raise UserError(
                    translate(
                        "Odds", "{flag} tells the odds where the cards are: give it with --odds"
                    ).format(flag=flag)
                )


def odds_piles(
    arguments: argparse.Namespace, deck: Sequence[Card]
) -> tuple[list[Card], list[Card]]:
    """The draw and discard piles ``--remaining`` and ``--discard`` give (a full deck without them)."""
    draw = (
        _pile(arguments.remaining, "--remaining", deck)
        if arguments.remaining is not None
        else list(deck)
    )
    discard = _pile(arguments.discard, "--discard", deck) if arguments.discard is not None else []
    both = first_repeated([*draw, *discard])
    if both is not None:
        raise UserError(
            translate(
                "Odds", "{card} is in --remaining and in --discard: a card lies in one pile only"
            ).format(card=both)
        )
    return draw, discard


def _pile(text: str, flag: str, deck: Sequence[Card]) -> list[Card]:
    try:
        cards = parse_cards(text)
    except CardNotationError as error:
        raise UserError(
            translate("Odds", "{flag}: {error}").format(flag=flag, error=error)
        ) from None
    twice = first_repeated(cards)
    if twice is not None:
        raise UserError(
            translate("Odds", "{flag}: {card} is given twice: a deck holds each card once").format(
                flag=flag, card=twice
            )
        )
    known = set(deck)
    for card in cards:
        if card not in known:
            raise UserError(
                translate("Odds", "{flag}: {card} is not a card of this deck").format(
                    flag=flag, card=card
                )
            )
    return cards


def print_odds(
    odds: Odds[Any],
    as_json: bool,
    extra: dict[str, Any] | None = None,
    label: Callable[[str], str] | None = None,
) -> int:
    """Print the odds: ``{"odds": {outcome: chance}, …extra}`` with --json, else one line per
    outcome, named by ``label`` (the system's words in the user's language; the JSON keeps the keys)."""
    data: dict[str, Any] = {"odds": odds.to_json(), **(extra or {})}
    if odds.truncated:
        data["truncated"] = float(odds.truncated)
    if as_json:
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
        return 0
    lines = [
        translate("Odds", "{outcome}: {percent} ({exact})").format(
            outcome=label(str(outcome)) if label else str(outcome).replace("_", " "),
            percent=percent_text(chance),
            exact=exact_text(chance),
        )
        for outcome, chance in odds.outcomes.items()
    ]
    for name, chance in odds.events.items():
        named = name.replace("_", " ")
        if label is not None:
            try:  # a system's label may know its outcomes only
                named = label(name)
            except (KeyError, ValueError):
                pass
        lines.append(
            translate("Odds", "{event} (alongside the above): {chance}").format(
                event=named, chance=percent_text(chance)
            )
        )
    if odds.truncated:
        lines.append(
            translate("Odds", "left out: ways too unlikely to matter, {chance} in all").format(
                chance=f"{float(odds.truncated):.2g}".replace(
                    ".", SPOKEN[current_language()].decimal_separator
                )
            )
        )
    sys.stdout.write("\n".join(lines) + "\n")
    return 0
