"""``deskapp check founders``: resolve one Founders check (2d6 + tags) from given or rolled dice."""

from __future__ import annotations

import argparse
import random
import re

from deskapp.commands import MAX_SEED, add_json_argument, print_result, whole_number
from deskapp.core.dice import Dice, DiceError, EnteredDice, RandomDice, parse_faces
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.odds import add_odds_arguments
from deskapp.systems.founders.describe import check_line
from deskapp.systems.founders.odds import print_check_odds
from deskapp.systems.founders.rules import (
    Assist,
    CheckSetup,
    Faces,
    Modifiers,
    parse_difficulty,
    resolve_check,
    roll_2d6,
)
from deskapp.systems.founders.sheet import MAX_SCORE, MAX_TOKENS, Tag

_SCORE = re.compile(r"[+-]?\d+")
MAX_TAGS = 50
"""The most tag scores one check takes: a check at the table has a handful (F-10)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # The command line's list gives the spec's help; the command's own page says it again here,
    # in the language of this run.
    parser.description = translate(
        "Systems",
        "resolve one Founders check (2d6 + tags) from the dice you rolled, or roll them",
    )
    # Values are taken as text and checked in run(), so a bad one is one line, not a usage dump.
    parser.add_argument(
        "--tags",
        default="",
        metavar='"+2 +1 -1"',
        help=translate(
            "FoundersCheck", "the scores of the helping (+) and hindering (-) tags (rule F-10)"
        ),
    )
    parser.add_argument(
        "--difficulty",
        default="normal",
        metavar="easy|normal|hard|very-hard|N",
        help=translate(
            "FoundersCheck",
            "Easy 4, Normal 7 (the default), Hard 10, Very Hard 13, or a number (rule F-13)",
        ),
    )
    parser.add_argument(
        "--dice",
        metavar='"3 4"',
        help=translate("FoundersCheck", "the two faces rolled at the table; without it, roll them"),
    )
    parser.add_argument(
        "--reroll",
        nargs="?",
        const=True,
        metavar='"5 6"',
        help=translate(
            "FoundersCheck",
            "take the risky reroll: its faces, or none to roll them; refused unless the first "
            "roll fails before adversity tokens (rule F-15)",
        ),
    )
    parser.add_argument(
        "--adversity",
        default="0",
        metavar="N",
        help=translate("FoundersCheck", "adversity tokens spent, +1 each (rule F-14)"),
    )
    parser.add_argument(
        "--assist",
        action="append",
        default=[],
        metavar="relevant|plain",
        help=translate(
            "FoundersCheck",
            "one assisting Founder: +2 with a relevant tag, +1 otherwise; repeat for each "
            "(rule F-20)",
        ),
    )
    parser.add_argument(
        "--create-circumstance",
        action="store_true",
        help=translate(
            "FoundersCheck",
            "the check creates a circumstance: report its value on a success (rules F-30, F-31)",
        ),
    )
    parser.add_argument(
        "--seed",
        metavar="N",
        help=translate("FoundersCheck", "seed for rolled dice, to repeat a roll"),
    )
    add_json_argument(parser)
    add_odds_arguments(parser)


def run(arguments: argparse.Namespace) -> int:
    setup = CheckSetup(
        difficulty=_difficulty(arguments.difficulty),
        modifiers=_modifiers(arguments.tags, arguments.assist),
        creates_circumstance=arguments.create_circumstance,
    )
    adversity = whole_number(arguments.adversity, "--adversity", maximum=MAX_TOKENS)
    if arguments.odds:
        return print_check_odds(arguments, setup, adversity)
    rolled = _random_dice(arguments.seed)
    first = _faces(arguments.dice, "--dice", rolled)
    # --reroll alone stores True: take the reroll and roll its dice.
    reroll = None if arguments.reroll is True else arguments.reroll
    second = None if arguments.reroll is None else _faces(reroll, "--reroll", rolled)
    result = resolve_check(setup, first, reroll=second, adversity=adversity)
    return print_result(arguments, result.to_json(), check_line(result))


def _difficulty(text: str) -> int:
    try:
        return parse_difficulty(text)
    except UserError as error:
        raise UserError(_about("--difficulty", error)) from None


def _modifiers(tags: str, assists: list[str]) -> Modifiers:
    """``"+2 +1 -1"`` as helping and hindering tags (F-10), and the assists (F-20)."""
    helping: list[Tag] = []
    hindering: list[Tag] = []
    tokens = tags.replace("\N{MINUS SIGN}", "-").replace(",", " ").split()
    if len(tokens) > MAX_TAGS:
        count = len(tokens)  # lupdate reads a plural's count only from a plain name
        raise UserError(
            translate(
                "FoundersCheck",
                "--tags: %n tag scores; one check takes at most {most}",
                None,
                count,
            ).format(most=MAX_TAGS)
        )
    for token in tokens:
        if not _SCORE.fullmatch(token) or token.strip("+-").strip("0") == "":
            digits = len(token)  # lupdate reads a plural's count only from a plain name
            shown = (
                token
                if digits <= 12
                else translate("FoundersCheck", "a number of %n digit(s)", None, digits)
            )
            raise UserError(
                translate(
                    "FoundersCheck",
                    "--tags: '{token}' is not a tag score: write signed whole numbers such as "
                    "+2 +1 -1 (+ helps, - hinders)",
                ).format(token=shown)
            )
        score = whole_number(
            token,
            translate("FoundersCheck", "--tags: a tag score"),
            minimum=-MAX_SCORE,
            maximum=MAX_SCORE,
        )
        name = f"tag {len(helping) + len(hindering) + 1}"
        (helping if score > 0 else hindering).append(Tag(name, abs(score)))
    try:
        parsed = tuple(Assist.parse(word) for word in assists)
    except UserError as error:
        raise UserError(_about("--assist", error)) from None
    return Modifiers(tuple(helping), tuple(hindering), parsed)


def _random_dice(seed: str | None) -> Dice:
    if seed is None:
        return RandomDice()
    return RandomDice(random.Random(whole_number(seed, "--seed", maximum=MAX_SEED)))


def _faces(text: str | None, option: str, rolled: Dice) -> Faces:
    """The faces typed for ``option``, exactly two; without any, a roll of ``rolled``."""
    if text is None:
        return roll_2d6(rolled, option)
    try:
        faces = parse_faces(text)
        if len(faces) != 2:
            given = len(faces)  # lupdate reads a plural's count only from a plain name
            raise DiceError(
                translate(
                    "FoundersCheck",
                    "%n face(s) given, but a roll is two dice: write them such as 3 4",
                    None,
                    given,
                )
            )
        return roll_2d6(EnteredDice(faces), option)
    except DiceError as error:
        raise UserError(_about(option, error)) from None


def _about(option: str, error: Exception) -> str:
    """A problem with what was typed for ``option``, named first (``--dice: …``)."""
    return translate("FoundersCheck", "{option}: {problem}").format(option=option, problem=error)
