"""``deskapp check banks``: one dice-banks roll, from given faces or rolled dice (rules B-02 … B-24)."""

from __future__ import annotations

import argparse
import random

from deskapp.commands import (
    MAX_SEED,
    add_json_argument,
    add_option_argument,
    option_values,
    print_result,
    whole_number,
)
from deskapp.core.dice import Dice, DiceError, EnteredDice, RandomDice, parse_faces
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.odds import add_odds_arguments
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
from deskapp.systems.dice_banks.words import outcome_title, skill_kind_title


def face_order() -> str:
    """How the typed faces are used, for --help and for a refusal about them."""
    return translate(
        "DiceBanksCheck",
        "faces are used in this order: the dice rolled, then one per exploded die, "
        "round after round, then the Power dice",
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Numbers are read as text and checked in run(), so that a bad value is one
    # line naming the option rather than argparse's usage block.
    parser.description = translate(
        "DiceBanksCheck",
        "Roll one dice-banks action: a d10 pool against a skill, with explosions, the Defense "
        "and the Power.",
    )
    for flag, metavar, default, help in (
        ("--dice", "N", None, translate("DiceBanksCheck", "bank dice used (at least 1)")),
        ("--skill", "S", None, translate("DiceBanksCheck", "the skill's level")),
        (
            "--kind",
            "KIND",
            None,
            translate(
                "DiceBanksCheck",
                "talent (or attribute), ability or knowledge (these words, in English)",
            ),
        ),
        ("--bonus", "B", "0", translate("DiceBanksCheck", "bonus dice, all sources summed")),
        ("--penalty", "P", "0", translate("DiceBanksCheck", "penalty dice, all summed")),
        ("--defense", "D", "0", translate("DiceBanksCheck", "the action's Defense")),
        ("--capacity", "C", None, translate("DiceBanksCheck", "capacity attribute for the Power")),
        (
            "--equipment-power",
            "E",
            None,
            translate("DiceBanksCheck", "Power of equipment with its own Power"),
        ),
        (
            "--faces",
            "FACES",
            None,
            translate("DiceBanksCheck", "faces of real dice, e.g. '10 7 2 8'; {order}").format(
                order=face_order()
            ),
        ),
        (
            "--seed",
            "N",
            None,
            translate("DiceBanksCheck", "seed the random dice, to repeat a roll"),
        ),
    ):
        required = flag in ("--dice", "--skill", "--kind")
        parser.add_argument(flag, required=required, default=default, metavar=metavar, help=help)
    add_option_argument(
        parser,
        translate(
            "DiceBanksCheck",
            "a table option, such as critical_failure=every_die or high_ratings=refuse "
            "(repeat for more)",
        ),
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
        return print_action_odds(arguments, action, defense, options)
    dice = _dice(arguments)
    try:
        result = resolve_action(action, dice, options, defense=defense)
    except DiceError as error:
        # Faces were checked in _dice(), so the entered faces ran out.
        raise DiceError(f"{error} ({face_order()})") from None
    if isinstance(dice, EnteredDice) and dice.unused:
        left = " ".join(map(str, dice.unused))
        raise UserError(
            translate(
                "DiceBanksCheck",
                "{unused} of the {faces} faces were not needed ({left}): this roll used {used}",
            ).format(unused=len(dice.unused), faces=len(dice.faces), left=left, used=dice.used)
        )
    return print_result(arguments, result.to_json(), describe(result))


def describe(result: ActionResult) -> str:
    """The result as one readable line, in the user's language."""
    roll = result.roll
    action = roll.action
    skill = translate("DiceBanksCheck", "skill {level} ({kind})").format(
        level=action.skill, kind=skill_kind_title(action.kind.value)
    )
    note = rating_note(action.skill)
    if note is not None:
        skill = translate("DiceBanksCheck", "{skill} — {note} (rule B-12)").format(
            skill=skill, note=note
        )
    pool = roll.pool
    if pool is None:
        return translate(
            "DiceBanksCheck",
            "{skill}, no die left after bonuses and penalties: automatic failure, nothing rolled",
        ).format(skill=skill)
    count = roll.dice_rolled  # a plain name: lupdate skips a translate() counting a.b
    dice = translate("DiceBanksCheck", "%n dice", None, count)
    count = roll.successes  # a plain name: lupdate skips a translate() counting a.b
    successes = translate("DiceBanksCheck", "%n success(es)", None, count)
    rolled = " ".join(map(str, pool.rounds[0]))
    if pool.explosions:
        line = translate(
            "DiceBanksCheck", "{skill}, {dice}: rolled {rolled}, exploded {exploded} → {successes}"
        ).format(
            skill=skill,
            dice=dice,
            rolled=rolled,
            exploded=" ".join(map(str, pool.explosions)),
            successes=successes,
        )
    else:
        line = translate("DiceBanksCheck", "{skill}, {dice}: rolled {rolled} → {successes}").format(
            skill=skill, dice=dice, rolled=rolled, successes=successes
        )
    if result.defense:
        line = translate("DiceBanksCheck", "{line} − Defense {defense} = {net} net").format(
            line=line, defense=result.defense, net=result.net
        )
    parts = [outcome_title(result.outcome.value)]
    if roll.great_success:
        parts.append(translate("DiceBanksCheck", "great success"))
    if roll.practice_xp:
        parts.append(translate("DiceBanksCheck", "+1 practice XP"))
    text = translate("DiceBanksCheck", "{line}: {outcome}").format(
        line=line, outcome=", ".join(parts)
    )
    if result.power is not None and result.power_roll is not None:
        text += "; " + translate("DiceBanksCheck", "Power {power} (Power dice {faces})").format(
            power=result.power, faces=" ".join(map(str, result.power_roll.faces))
        )
    return text


def _power(arguments: argparse.Namespace) -> PowerSource | None:
    if arguments.capacity is not None and arguments.equipment_power is not None:
        raise UserError(
            translate(
                "DiceBanksCheck",
                "give --capacity or --equipment-power, not both: equipment with its own Power "
                "ignores the capacity attribute (rule B-24)",
            )
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
        raise UserError(
            translate(
                "DiceBanksCheck", "give --faces or --seed, not both: entered faces are not rolled"
            )
        )
    if arguments.faces is not None:
        return EnteredDice(parse_faces(arguments.faces), sides=SIDES)  # each face checked now
    if arguments.seed is not None:
        return RandomDice(random.Random(whole_number(arguments.seed, "--seed", maximum=MAX_SEED)))
    return RandomDice()
