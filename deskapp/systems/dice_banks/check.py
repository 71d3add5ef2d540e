"""``deskapp check banks``: one dice-banks roll, from given faces or rolled dice (rules B-02 … B-24)."""

from __future__ import annotations

import argparse
import random
import sys

from deskapp.commands import (
    MAX_SEED,
    add_json_argument,
    add_option_argument,
    option_values,
    print_json,
    whole_number,
)
from deskapp.core.dice import Dice, DiceError, EnteredDice, RandomDice, parse_faces
from deskapp.core.errors import UserError
from deskapp.core.odds import add_odds_arguments
from deskapp.core.wording import counted
from deskapp.systems.dice_banks.odds import print_action_odds
from deskapp.systems.dice_banks.rules import (
    MAX_DICE,
    MAX_RATING,
    SIDES,
    Action,
    ActionResult,
    DiceBanksOptions,
    PowerSource,
    SkillKind,
    rating_note,
    resolve_action,
)

FACE_ORDER = (
    "faces are used in this order: the dice rolled, then one per exploded die, "
    "round after round, then the Power dice"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Numbers are read as text and checked in run(), so that a bad value is one
    # line naming the option rather than argparse's usage block.
    parser.add_argument("--dice", required=True, metavar="N", help="bank dice used (at least 1)")
    parser.add_argument("--skill", required=True, metavar="S", help="the skill's level")
    parser.add_argument(
        "--kind", required=True, metavar="KIND", help="talent (or attribute), ability or knowledge"
    )
    parser.add_argument("--bonus", default="0", metavar="B", help="bonus dice, all sources summed")
    parser.add_argument("--penalty", default="0", metavar="P", help="penalty dice, all summed")
    parser.add_argument("--defense", default="0", metavar="D", help="the action's Defense")
    parser.add_argument("--capacity", metavar="C", help="capacity attribute for the Power")
    parser.add_argument(
        "--equipment-power", metavar="E", help="Power of equipment with its own Power"
    )
    parser.add_argument(
        "--faces",
        metavar="FACES",
        help=f"faces of real dice, e.g. '10 7 2 8'; {FACE_ORDER}",
    )
    parser.add_argument("--seed", metavar="N", help="seed the random dice, to repeat a roll")
    add_option_argument(
        parser,
        "a table option, such as critical_failure=every_die or high_ratings=refuse "
        "(repeat for more)",
    )
    add_json_argument(parser)
    add_odds_arguments(parser)


def run(arguments: argparse.Namespace) -> int:
    action = Action(
        skill=whole_number(arguments.skill, "--skill", maximum=MAX_RATING),
        kind=SkillKind.parse(arguments.kind),
        dice=whole_number(arguments.dice, "--dice", minimum=1, maximum=MAX_DICE),
        bonus=whole_number(arguments.bonus, "--bonus", maximum=MAX_DICE),
        penalty=whole_number(arguments.penalty, "--penalty", maximum=MAX_DICE),
        power=_power(arguments),
    )
    options = DiceBanksOptions.from_json(
        option_values(arguments.option, such_as="high_ratings=refuse")
    )
    defense = whole_number(arguments.defense, "--defense", maximum=MAX_RATING)
    if arguments.odds:
        return print_action_odds(arguments, action, defense)
    dice = _dice(arguments)
    try:
        result = resolve_action(action, dice, options, defense=defense)
    except DiceError as error:
        # Faces were checked in _dice(), so the entered faces ran out.
        raise DiceError(f"{error} ({FACE_ORDER})") from None
    if isinstance(dice, EnteredDice) and dice.unused:
        left = " ".join(map(str, dice.unused))
        raise UserError(
            f"{len(dice.unused)} of the {len(dice.faces)} faces were not needed ({left}): "
            f"this roll used {dice.used}"
        )
    if arguments.json:
        print_json(result.to_json())
    else:
        sys.stdout.write(describe(result) + "\n")
    return 0


def describe(result: ActionResult) -> str:
    """The result as one readable line."""
    roll = result.roll
    action = roll.action
    skill = f"skill {action.skill} ({action.kind.value})"
    note = rating_note(action.skill)
    if note is not None:
        skill += f" — {note} (rule B-12)"
    pool = roll.pool
    if pool is None:
        return (
            f"{skill}, no die left after bonuses and penalties: automatic failure, nothing rolled"
        )
    head = f"{skill}, {counted(roll.dice_rolled, 'die', 'dice')}"
    parts = [f"{head}: rolled {' '.join(map(str, pool.rounds[0]))}"]
    if pool.explosions:
        parts.append(f", exploded {' '.join(map(str, pool.explosions))}")
    parts.append(f" → {counted(roll.successes, 'success')}")
    if result.defense:
        parts.append(f" − Defense {result.defense} = {result.net} net")
    parts.append(f": {result.outcome.value.replace('_', ' ')}")
    if roll.great_success:
        parts.append(", great success")
    if roll.practice_xp:
        parts.append(", +1 practice XP")
    if result.power is not None and result.power_roll is not None:
        power_faces = " ".join(map(str, result.power_roll.faces))
        parts.append(f"; Power {result.power} (Power dice {power_faces})")
    return "".join(parts)


def _power(arguments: argparse.Namespace) -> PowerSource | None:
    if arguments.capacity is not None and arguments.equipment_power is not None:
        raise UserError(
            "give --capacity or --equipment-power, not both: equipment with its own Power "
            "ignores the capacity attribute (rule B-24)"
        )
    if arguments.capacity is not None:
        return PowerSource.capacity(
            whole_number(arguments.capacity, "--capacity", maximum=MAX_RATING)
        )
    if arguments.equipment_power is not None:
        return PowerSource.equipment(
            whole_number(arguments.equipment_power, "--equipment-power", maximum=MAX_RATING)
        )
    return None


def _dice(arguments: argparse.Namespace) -> Dice:
    if arguments.faces is not None and arguments.seed is not None:
        raise UserError("give --faces or --seed, not both: entered faces are not rolled")
    if arguments.faces is not None:
        faces = parse_faces(arguments.faces)
        for face in faces:
            if not 1 <= face <= SIDES:
                raise DiceError(f"a d10 cannot show {face}: faces run from 1 to 10")
        return EnteredDice(faces)
    if arguments.seed is not None:
        return RandomDice(random.Random(whole_number(arguments.seed, "--seed", maximum=MAX_SEED)))
    return RandomDice()
