"""``deskapp check cinematic``: resolve one direct-draw test of the cinematic-card rules.

The cards are typed in (``--cards "QH 4C"``: exactly the cards the test uses)
or drawn from a freshly shuffled 54-card deck (``--seed`` makes it repeatable).
Prints one readable line, or with ``--json`` one JSON object:
``{"cards": [...], "total": t, "outcome": "success"}``.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any, NoReturn

from deskapp.commands import (
    MAX_SEED,
    add_json_argument,
    add_option_argument,
    option_values,
    print_result,
    whole_argument,
)
from deskapp.core.cards import parse_cards
from deskapp.core.errors import UserError, one_line
from deskapp.core.i18n import translate
from deskapp.core.odds import add_odds_arguments
from deskapp.systems.cinematic.odds import print_test_odds
from deskapp.systems.cinematic.rules import (
    MAX_DIFFICULTY,
    MAX_RATING,
    MIN_DIFFICULTY,
    Check,
    CheckResult,
    CinematicOptions,
    resolve_cards,
)
from deskapp.systems.cinematic.state import CinematicState

# The options that change how one direct-draw test resolves; the others are about hands and peeks.
TEST_OPTIONS = ("success_when", "second_card", "ace", "natural_ten", "joker_total")
PLAYER = "player"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    for flag, help in (
        ("--attribute", translate("CinematicCheck", "the Attribute")),
        ("--skill", translate("CinematicCheck", "the Skill")),
    ):
        parser.add_argument(
            flag,
            type=whole_argument(flag, maximum=MAX_RATING),
            required=True,
            metavar=flag[2].upper(),
            help=help,
        )
    parser.add_argument(
        "--difficulty",
        type=whole_argument("--difficulty", minimum=MIN_DIFFICULTY, maximum=MAX_DIFFICULTY),
        default=MIN_DIFFICULTY,
        metavar="D",
        help=translate("CinematicCheck", "the Difficulty Level, 9 or more (rule U-01; default 9)"),
    )
    parser.add_argument(
        "--at-least",
        action="store_true",
        help=translate(
            "CinematicCheck",
            "succeed when the total meets the Difficulty Level, not only when it beats it (rule U-01)",
        ),
    )
    parser.add_argument(
        "--cards",
        metavar='"QH 4C"',
        help=translate(
            "CinematicCheck",
            "the cards drawn at the table, in draw order: exactly the ones the test uses",
        ),
    )
    parser.add_argument(
        "--seed",
        type=whole_argument("--seed", maximum=MAX_SEED),
        metavar="N",
        help=translate("CinematicCheck", "seed the shuffle of the fresh deck, to repeat a draw"),
    )
    add_option_argument(
        parser,
        translate(
            "CinematicCheck",
            "read a rule another way, as a table option does: {options} (e.g. second_card=chain)",
        ).format(options=", ".join(TEST_OPTIONS)),
    )
    add_json_argument(parser)
    add_odds_arguments(parser, piles=translate("CinematicCheck", "a 54-card deck"))
    # argparse would print its usage before the message; bad input here is one line and exit
    # code 2, like every other refusal of this command. The function shadows the method on this
    # one parser, as an instance attribute (mypy refuses ``parser.error = ...`` as method-assign).
    vars(parser)["error"] = _one_line_error


def run(arguments: argparse.Namespace) -> int:
    options = _options(arguments.option, arguments.at_least)
    check = Check(arguments.attribute, arguments.skill, arguments.difficulty)
    if arguments.odds or arguments.remaining is not None or arguments.discard is not None:
        return print_test_odds(arguments, check, options)
    if arguments.cards is not None:
        if arguments.seed is not None:
            raise UserError(
                translate(
                    "CinematicCheck",
                    "--seed shuffles a fresh deck: with --cards there is no deck to shuffle",
                )
            )
        try:
            result = resolve_cards(check, parse_cards(arguments.cards), options)
        except UserError as error:
            raise UserError(
                translate("CinematicCheck", "--cards: {error}").format(error=error)
            ) from None
    else:
        rng = random.Random(arguments.seed) if arguments.seed is not None else None
        table = CinematicState([PLAYER], options, rng=rng)
        result = table.test(PLAYER, check)
    return print_result(arguments, _summary(result), result.describe())


def _summary(result: CheckResult) -> dict[str, Any]:
    return {
        "cards": [used.card.notation for used in result.cards],
        "total": result.total,
        "outcome": result.outcome.value,
    }


def _options(assignments: list[str], at_least: bool) -> CinematicOptions:
    """The default reading of the rules, changed by ``--option`` and ``--at-least``."""
    changes = option_values(assignments, only=TEST_OPTIONS, strip_words=True)  # chain, not " chain"
    if at_least:
        changes["success_when"] = "at_least"
    return CinematicOptions.from_json(changes)


def _one_line_error(message: str) -> NoReturn:
    sys.stderr.write(
        translate("CinematicCheck", "deskapp: error: {message}").format(message=one_line(message))
        + "\n"
    )
    raise SystemExit(2)
