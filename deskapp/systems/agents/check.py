"""``deskapp check agents``: resolve one Agents test (rules A-10 … A-21) from given or shuffled cards."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from deskapp.commands import (
    MAX_SEED,
    add_json_argument,
    add_option_argument,
    option_values,
    print_json,
    whole_argument,
)
from deskapp.core.cards import Card, parse_cards
from deskapp.core.errors import UserError
from deskapp.core.odds import add_odds_arguments
from deskapp.core.table import Table
from deskapp.core.wording import counted
from deskapp.systems.agents.odds import print_test_odds
from deskapp.systems.agents.rules import (
    MAX_TEST_COUNT,
    AgentsOptions,
    TestResult,
    TestSetup,
    resolve_test,
)

COUNTS = (
    ("aspects", "positive aspects described; each draws a card (rule A-10)"),
    ("exhaust", "of those, exhausted for advantages; each removes a complication (A-11, A-16)"),
    ("temporary", "temporary aspects bought with reserves; each draws a card (A-15)"),
    (
        "negative",
        "negative aspects the Coordinator uses; each draws a card, a black one is discarded (A-12)",
    ),
    (
        "negative-exhausted",
        "of those, exhausted as disadvantages; each removes a success (A-12, A-16)",
    ),
    (
        "distrust",
        "partially distrusted agents present; each draws a card, a black one is discarded (A-44)",
    ),
    ("advantages", "other advantages: betrayed full trust (A-43), a distrusted attacker (A-45)"),
    ("betrayal", "partial trusts betrayed by this test; each is one extra success (A-43)"),
    ("disadvantages", "threat factors; each removes a success (A-31)"),
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    for name, text in COUNTS:
        parser.add_argument(
            f"--{name}",
            type=whole_argument(f"--{name}", maximum=MAX_TEST_COUNT),
            metavar="N",
            required=name == "aspects",
            default=0,
            help=text,
        )
    parser.add_argument(
        "--cards",
        metavar='"KS 3H 7C"',
        help="the cards drawn at the table, in draw order: the base card, one per aspect, "
        "per temporary aspect, per negative aspect, per distrust (mirror mode); without it "
        "the cards come from a freshly shuffled deck",
    )
    parser.add_argument(
        "--seed",
        type=whole_argument("--seed", maximum=MAX_SEED),
        metavar="S",
        help="seed the shuffle, to repeat a draw exactly",
    )
    add_option_argument(
        parser,
        "a table option, such as disadvantage_draw=remove_success or deck=standard54 "
        "(repeat for more)",
    )
    add_json_argument(parser)
    add_odds_arguments(parser, piles="the table's deck")


def run(arguments: argparse.Namespace) -> int:
    options = parse_options(arguments.option)
    setup = TestSetup(
        aspects=arguments.aspects,
        exhaust=arguments.exhaust,
        temporary=arguments.temporary,
        negative=arguments.negative,
        negative_exhausted=arguments.negative_exhausted,
        distrust=arguments.distrust,
        advantages=arguments.advantages,
        disadvantages=arguments.disadvantages,
        betrayal=arguments.betrayal,
    )
    if arguments.odds or arguments.remaining is not None or arguments.discard is not None:
        return print_test_odds(arguments, setup, options)
    needed = setup.cards_needed(options)
    if arguments.cards is not None:
        cards = given_cards(arguments.cards, needed, setup, options)
    else:
        table = Table(random.Random(arguments.seed) if arguments.seed is not None else None)
        table.open_deck("check", options.deck_spec(), piles=("drawn",))
        cards = table.draw("check", needed, to="drawn")
    result = resolve_test(setup, cards, options)
    if arguments.json:
        print_json(result.to_json())
    else:
        sys.stdout.write(summary(result, setup, options))
    return 0


def parse_options(pairs: Sequence[str]) -> AgentsOptions:
    """``NAME=VALUE`` pairs as table options; a value is read as JSON when it can be (``4``, ``null``)."""
    return AgentsOptions.from_json(option_values(pairs, such_as="final_level=5"))


def given_cards(text: str, needed: int, setup: TestSetup, options: AgentsOptions) -> list[Card]:
    """The typed cards, checked: the right count, each once, each in the deck."""
    cards = parse_cards(text)
    if len(cards) != needed:
        raise UserError(
            f"--cards holds {counted(len(cards), 'card')} but this test draws "
            f"{needed} ({setup.describe_draw(options)})"
        )
    deck = set(options.deck_spec().cards())
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise UserError(f"{card} is given twice in --cards: a card is drawn only once")
        if card not in deck:
            raise UserError(f"{card} is not in {options.deck_spec().describe()}")
        seen.add(card)
    return cards


def summary(result: TestResult, setup: TestSetup, options: AgentsOptions) -> str:
    def listed(cards: Sequence[Card]) -> str:
        return " ".join(card.notation for card in cards) or "none"

    lines = [
        f"Drawn ({setup.describe_draw(options)}): {listed(result.cards)}",
        f"Kept: {listed(result.kept)}",
    ]
    if result.removed:
        lines.append(f"Removed by advantages and disadvantages: {listed(result.removed)}")
    if result.discarded:
        lines.append(
            f"Discarded (black cards of negative aspects or distrust): {listed(result.discarded)}"
        )
    if result.betrayal_successes:
        lines.append(
            f"Betrayed partial trust: {counted(result.betrayal_successes, 'extra success', 'extra successes')}"
        )
    lines.append(
        f"Result: {counted(result.successes, 'success')}, "
        f"{counted(result.complications, 'complication')} — {result.reading}"
    )
    return "\n".join(lines) + "\n"
