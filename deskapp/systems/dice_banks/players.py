"""What only each character's phone shows at a dice-banks table (issue 27): the dice left in
each bank (the whole bank outside a conflict), and the damage on each Scar.

Built from :meth:`DiceBanksDriver.view() <deskapp.systems.dice_banks.driver.DiceBanksDriver.view>`,
in the current language (the page's), as plain JSON; no character's part holds another's.
Opponents (the GM's) get no part.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.acting import Answer, Ask, Choice, Number, chosen_from, number_from
from deskapp.core.players.projection import line
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import Bank
from deskapp.systems.dice_banks.words import bank_title

ROLL = "roll"
"""The ask of an action roll with one of the character's skills."""


def private(
    driver: DiceBanksDriver, table: Mapping[str, Any], events: Sequence[Mapping[str, Any]]
) -> dict[str, dict[str, Any]]:
    """Each player character's banks and Scars as the session has them now."""
    view = driver.view()
    parts: dict[str, dict[str, Any]] = {}
    for character in view.characters:
        if character.name in view.opponents:
            continue
        lines = [
            line(
                translate("DiceBanksPlayers", "{bank} bank").format(bank=bank_title(bank)),
                translate("DiceBanksPlayers", "{left} of {size} dice left").format(
                    left=view.bank_dice_left(character.name, bank), size=character.bank_size
                ),
            )
            for bank in Bank
        ]
        lines += [
            line(
                translate("DiceBanksPlayers", "Scar: {name}").format(name=scar.name),
                translate("DiceBanksPlayers", "{damage} of {boxes} boxes marked").format(
                    damage=sum(scar.damage.values()), boxes=scar.boxes
                ),
            )
            for scar in character.scars
        ]
        parts[character.name] = {"lines": lines}
    return parts


def asks(driver: DiceBanksDriver, player: str) -> list[Ask]:
    """A player character asks for an action roll with one of their skills from one bank
    (B-01): a request, which the GM confirms at the desk (dice and difficulty are the GM's
    to add there)."""
    view = driver.view()
    character = view.character(player)
    if character is None or player in view.opponents or not character.skills:
        return []
    return [
        Ask(
            ROLL,
            translate("DiceBanksPlayers", "Roll with one of your skills"),
            translate("DiceBanksPlayers", "Ask the game master to roll"),
            choices=tuple(
                Choice(
                    f"{bank.value}:{skill.name}",
                    translate("DiceBanksPlayers", "{skill} ({bank} bank)").format(
                        skill=skill.name, bank=bank_title(bank)
                    ),
                )
                for skill in character.skills
                for bank in Bank
            ),
            numbers=(
                Number(
                    "dice",
                    translate("DiceBanksPlayers", "Dice from the bank"),
                    1,
                    character.bank_size,
                    1,
                ),
            ),
            request=True,
        )
    ]


def action(driver: DiceBanksDriver, player: str, ask: Ask, answer: Answer) -> dict[str, Any]:
    """The action roll the desktop performs with that skill from that bank."""
    (chosen,) = chosen_from(answer, ask.choices, many=False)
    bank, skill = chosen.split(":", 1)
    dice = number_from(answer, ask.numbers[0])
    return {"do": "roll", "who": player, "skill": skill, "bank": bank, "dice": dice}


def request_line(driver: DiceBanksDriver, player: str, answer: Answer) -> str:
    """What the request asks the GM, in the current language."""
    bank, _, skill = (answer.chosen or ("",))[0].partition(":")
    return translate(
        "DiceBanksPlayers", "{character} asks to roll with {skill} ({bank} bank)"
    ).format(character=player, skill=skill, bank=bank_title(bank))
