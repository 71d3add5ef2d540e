"""``deskapp check agents``: resolve one Agents test (rules A-10 … A-21) from given or shuffled cards."""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

from deskapp.commands import (
    MAX_SEED,
    add_json_argument,
    add_option_argument,
    option_values,
    print_result,
    whole_argument,
)
from deskapp.core.cards import Card, labels, parse_cards
from deskapp.core.decks import Decks
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.odds import add_odds_arguments
from deskapp.systems.agents.odds import print_test_odds
from deskapp.systems.agents.rules import (
    MAX_TEST_COUNT,
    AgentsOptions,
    TestResult,
    TestSetup,
    reading_words,
    resolve_test,
)

# The help texts are marked here and translated when the parser is built (the language is
# chosen by then): the rule IDs stay, as in the rules reference.
COUNTS = (
    (
        "aspects",
        QT_TRANSLATE_NOOP(
            "AgentsCheck", "positive aspects described; each draws a card (rule A-10)"
        ),
    ),
    (
        "exhaust",
        QT_TRANSLATE_NOOP(
            "AgentsCheck",
            "of those, exhausted for advantages; each removes a complication (A-11, A-16)",
        ),
    ),
    (
        "temporary",
        QT_TRANSLATE_NOOP(
            "AgentsCheck", "temporary aspects bought with reserves; each draws a card (A-15)"
        ),
    ),
    (
        "negative",
        QT_TRANSLATE_NOOP(
            "AgentsCheck",
            "negative aspects the Coordinator uses; each draws a card, a black one is "
            "discarded (A-12)",
        ),
    ),
    (
        "negative-exhausted",
        QT_TRANSLATE_NOOP(
            "AgentsCheck",
            "of those, exhausted as disadvantages; each removes a success (A-12, A-16)",
        ),
    ),
    (
        "distrust",
        QT_TRANSLATE_NOOP(
            "AgentsCheck",
            "partially distrusted agents present; each draws a card, a black one is "
            "discarded (A-44)",
        ),
    ),
    (
        "advantages",
        QT_TRANSLATE_NOOP(
            "AgentsCheck",
            "other advantages: betrayed full trust (A-43), a distrusted attacker (A-45)",
        ),
    ),
    (
        "betrayal",
        QT_TRANSLATE_NOOP(
            "AgentsCheck",
            "partial trusts betrayed by this test; each is one extra success (A-43)",
        ),
    ),
    (
        "disadvantages",
        QT_TRANSLATE_NOOP("AgentsCheck", "threat factors; each removes a success (A-31)"),
    ),
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # The command line's list gives the spec's help; the command's own page says it again here,
    # in the language of this run.
    parser.description = translate(
        "Systems",
        "resolve one Agents test (red/black deck): black is a success, red a complication",
    )
    for name, text in COUNTS:
        parser.add_argument(
            f"--{name}",
            type=whole_argument(f"--{name}", maximum=MAX_TEST_COUNT),
            metavar="N",
            required=name == "aspects",
            default=0,
            help=translate("AgentsCheck", text),
        )
    parser.add_argument(
        "--cards",
        metavar='"KS 3H 7C"',
        help=translate(
            "AgentsCheck",
            "the cards drawn at the table, in draw order: the base card, one per aspect, "
            "per temporary aspect, per negative aspect, per distrust (mirror mode); without it "
            "the cards come from a freshly shuffled deck",
        ),
    )
    parser.add_argument(
        "--seed",
        type=whole_argument("--seed", maximum=MAX_SEED),
        metavar="S",
        help=translate("AgentsCheck", "seed the shuffle, to repeat a draw exactly"),
    )
    add_option_argument(
        parser,
        translate(
            "AgentsCheck",
            "a table option, such as disadvantage_draw=remove_success or deck=standard54 "
            "(repeat for more)",
        ),
    )
    add_json_argument(parser)
    add_odds_arguments(parser, piles=translate("AgentsCheck", "the table's deck"))


def run(arguments: argparse.Namespace) -> int:
    # NAME=VALUE pairs; a value is read as JSON when it can be (4, null).
    options = AgentsOptions.from_json(option_values(arguments.option, such_as="final_level=5"))
    counts = [name.replace("-", "_") for name, _ in COUNTS]
    setup = TestSetup(**{name: getattr(arguments, name) for name in counts})
    if arguments.odds or arguments.remaining is not None or arguments.discard is not None:
        return print_test_odds(arguments, setup, options)
    needed = setup.cards_needed(options)
    if arguments.cards is not None:
        cards = given_cards(arguments.cards, needed, setup, options)
    else:
        table = Decks(random.Random(arguments.seed) if arguments.seed is not None else None)
        table.open_deck("check", options.deck_spec(), piles=("drawn",))
        cards = table.draw("check", needed, to="drawn")
    result = resolve_test(setup, cards, options)
    return print_result(arguments, result.to_json(), summary(result, setup, options))


def given_cards(text: str, needed: int, setup: TestSetup, options: AgentsOptions) -> list[Card]:
    """The typed cards, checked: the right count, each once, each in the deck."""
    cards = parse_cards(text)
    if len(cards) != needed:
        given = len(cards)
        raise UserError(
            translate(
                "AgentsCheck",
                "--cards holds %n card(s) but this test draws {needed} ({draw})",
                None,
                given,
            ).format(needed=needed, draw=setup.describe_draw(options))
        )
    deck = set(options.deck_spec().cards())
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise UserError(
                translate(
                    "AgentsCheck", "{card} is given twice in --cards: a card is drawn only once"
                ).format(card=card.label)
            )
        if card not in deck:
            raise UserError(
                translate("AgentsCheck", "{card} is not in {deck}").format(
                    card=card.label, deck=options.deck_spec().describe()
                )
            )
        seen.add(card)
    return cards


def summary(result: TestResult, setup: TestSetup, options: AgentsOptions) -> str:
    def listed(cards: Sequence[Card]) -> str:
        return labels(cards) or translate("AgentsCheck", "none")

    lines = [
        translate("AgentsCheck", "Drawn ({draw}): {cards}").format(
            draw=setup.describe_draw(options), cards=listed(result.cards)
        ),
        translate("AgentsCheck", "Kept: {cards}").format(cards=listed(result.kept)),
    ]
    if result.removed:
        lines.append(
            translate("AgentsCheck", "Removed by advantages and disadvantages: {cards}").format(
                cards=listed(result.removed)
            )
        )
    if result.discarded:
        lines.append(
            translate(
                "AgentsCheck", "Discarded (black cards of negative aspects or distrust): {cards}"
            ).format(cards=listed(result.discarded))
        )
    if result.betrayal_successes:
        betrayals = result.betrayal_successes
        lines.append(
            translate(
                "AgentsCheck",
                "Betrayed partial trust: %n extra success(es)",
                None,
                betrayals,
            )
        )
    complications = result.complications
    successes = result.successes
    lines.append(
        translate("AgentsCheck", "Result: {successes}, {complications} — {reading}").format(
            successes=translate("AgentsCheck", "%n success(es)", None, successes),
            complications=translate("AgentsCheck", "%n complication(s)", None, complications),
            reading=reading_words(result.reading),
        )
    )
    return "\n".join(lines)
