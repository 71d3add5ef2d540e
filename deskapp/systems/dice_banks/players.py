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
from deskapp.core.players.projection import line
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import Bank


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
                translate("DiceBanksPlayers", "{bank} bank").format(bank=bank.label),
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
