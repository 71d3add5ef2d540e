"""Agents odds: what a test will keep, from the mission deck as it stands (rules A-10 … A-21, A-30, A-32).

Only a card's colour matters to a test (A-14), so the draw is walked in colours
(:func:`deskapp.core.odds.walk_weights`): the draw pile first, then the discard pile
shuffled in once the draw pile runs out (never the score piles). Each way the
colours can fall — so many reds among the scored cards (base, aspects,
temporary aspects), so many among the negative-aspect and distrust cards — is
resolved by :func:`~deskapp.systems.agents.rules.resolve_test` itself, so the odds
are what the table does with advantages, disadvantages and the last card that
stays (A-16) under every table option.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from deskapp.core.cards import Card, Colour
from deskapp.core.decks import public_order
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.odds import (
    Done,
    Odds,
    OddsUnavailable,
    Piles,
    marginal,
    odds_piles,
    print_odds,
    refuse_with_odds,
    walk_weights,
)
from deskapp.systems.agents.rules import AgentsOptions, TestSetup, reading_words, resolve_test

READINGS = ("clean_success", "mix", "clean_complication")
"""The outcomes of a test (A-18), as ``deskapp check agents --odds`` names them."""


@dataclass(frozen=True)
class TestOdds:
    """The chances of one test: each (successes, complications) kept, and the reading (A-18)."""

    __test__ = False  # not a pytest test class

    kept: dict[tuple[int, int], Fraction]

    @property
    def readings(self) -> Odds[str]:
        return Odds({**dict.fromkeys(READINGS, Fraction(0)), **marginal(self.kept, _reading_of)})

    def reaching(self, score: int, step: int, kind: int) -> Fraction:
        """The chance that this test takes a score total of ``score`` to its next multiple of ``step``.

        ``kind`` 0 counts successes (the next milestone, A-32), 1 complications
        (the next Threat level, A-30).
        """
        needed = (score // step + 1) * step - score
        return sum((p for kept, p in self.kept.items() if kept[kind] >= needed), Fraction(0))


def _reading_of(kept: tuple[int, int]) -> str:
    successes, complications = kept
    if complications == 0:
        return "clean_success"
    if successes == 0:
        return "clean_complication"
    return "mix"


def odds_of(
    setup: TestSetup,
    draw: Iterable[Card],
    discard: Iterable[Card] = (),
    options: AgentsOptions | None = None,
) -> TestOdds:
    """The odds of ``setup`` drawn from the ``draw`` pile, then the shuffled ``discard`` pile;
    a draw pile that knows some of its cards' places (a :class:`~deskapp.core.decks.KnownPile`)
    draws those where they are.

    Raises :class:`~deskapp.core.odds.OddsUnavailable` when both piles together
    hold fewer cards than the test draws (the app then offers a fresh deck).
    """
    options = options or AgentsOptions()
    top, unknown, bottom = public_order(draw)  # cards seen put on top or at the bottom (issue 28)
    piles = Piles.of(
        (card.colour for card in unknown),
        (card.colour for card in discard),
        (card.colour for card in top),
        (card.colour for card in bottom),
    )
    # Which cards the removals take, trust help and complications turned into negative
    # aspects are decided after the draw: the odds are those of the test as described.
    return _odds(replace(setup, remove=(), helped=0, to_aspect=0), piles, options)


@lru_cache(maxsize=256)
def _odds(setup: TestSetup, piles: Piles[Colour], options: AgentsOptions) -> TestOdds:
    drawn = setup.cards_needed(options)
    scored = 1 + setup.aspects + setup.temporary

    def step(
        state: tuple[int, int, int], colour: Colour
    ) -> Done[tuple[int, int]] | tuple[int, int, int]:
        position, scored_reds, extra_reds = state
        red = colour is Colour.RED
        if position < scored:
            scored_reds += red
        else:
            extra_reds += red
        if position + 1 == drawn:
            return Done((scored_reds, extra_reds))
        return (position + 1, scored_reds, extra_reds)

    colours = walk_weights(piles, (0, 0, 0), step).odds
    kept = marginal(colours.outcomes, lambda reds: _resolved(setup, options, scored, drawn, *reds))
    return TestOdds(kept)


@lru_cache(maxsize=4096)
def _resolved(
    setup: TestSetup,
    options: AgentsOptions,
    scored: int,
    drawn: int,
    scored_reds: int,
    extra_reds: int,
) -> tuple[int, int]:
    """What the rules keep when the colours fall this way: (successes, complications)."""
    reds, blacks = _cards_of(options)
    extra = drawn - scored
    cards = (
        reds[:scored_reds]
        + blacks[: scored - scored_reds]
        + reds[scored_reds : scored_reds + extra_reds]
        + blacks[scored - scored_reds : scored - scored_reds + extra - extra_reds]
    )
    result = resolve_test(setup, cards, options)
    return (result.successes, result.complications)


@lru_cache(maxsize=8)
def _cards_of(options: AgentsOptions) -> tuple[list[Card], list[Card]]:
    cards = options.deck_spec().cards()
    return [card for card in cards if card.is_red], [card for card in cards if not card.is_red]


def print_test_odds(arguments: argparse.Namespace, setup: TestSetup, options: AgentsOptions) -> int:
    """``deskapp check agents … --odds``: the readings' chances, and each score the test can keep."""
    refuse_with_odds(arguments, "--cards", "--seed")
    draw, discard = odds_piles(arguments, options.deck_spec().cards())
    try:
        odds = odds_of(setup, draw, discard, options)
    except OddsUnavailable:
        needed = setup.cards_needed(options)
        raise UserError(
            translate(
                "AgentsOdds",
                "this test draws %n card(s) but the draw pile ({draw}) and the discard pile "
                "({discard}) hold only {both}",
                None,
                needed,
            ).format(draw=len(draw), discard=len(discard), both=len(draw) + len(discard))
        ) from None
    kept = [
        {"successes": successes, "complications": complications, "probability": float(chance)}
        for (successes, complications), chance in sorted(odds.kept.items())
    ]
    return print_odds(
        odds.readings, arguments.json, {"kept": kept} if arguments.json else None, reading_label
    )


def reading_label(key: str) -> str:
    """An odds key (``clean_success``) as the user reads it; the JSON keeps the key."""
    return reading_words(key.replace("_", " "))


def panel_odds(
    setup: TestSetup,
    draw: Iterable[Card],
    discard: Iterable[Card],
    options: AgentsOptions,
    successes: int,
    complications: int,
    threat_step: int,
    milestone_step: int,
) -> tuple[list[tuple[str, Fraction]], list[tuple[str, Fraction]]]:
    """What the table screen's odds panel shows: the readings, then the chances of the next levels.

    ``successes`` and ``complications`` are the mission's totals so far, ``threat_step``
    and ``milestone_step`` its steps (A-30, A-32). Raises :class:`OddsUnavailable` when the piles run out.
    """
    odds = odds_of(setup, draw, discard, options)
    readings = odds.readings
    rows = [(reading, readings.chance(reading)) for reading in READINGS]
    notes = [
        (
            translate("AgentsOdds", "Next milestone with this test"),
            odds.reaching(successes, milestone_step, 0),
        ),
        (
            translate("AgentsOdds", "Next Threat level with this test"),
            odds.reaching(complications, threat_step, 1),
        ),
    ]
    return rows, notes
