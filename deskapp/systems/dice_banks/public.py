"""What the whole table sees of a dice-banks scene (issue 27): the phones and the big screen.

Dice-banks rolls are open at the table: the last roll's dice, who rolled for which skill and
its result; the scene and the conflict's round; each character's dice left per bank. Never
the GM's instructions. Plain JSON in the current language
(:data:`deskapp.core.players.projection.PublicView`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.projection import line
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import Bank
from deskapp.systems.dice_banks.words import bank_title, outcome_title, skill_label


def public(
    driver: DiceBanksDriver, table: Mapping[str, Any], in_effect: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    view = driver.view()
    conflict = view.conflict
    state = [
        line(translate("DiceBanksScreen", "Scene"), view.scene),
        line(
            translate("DiceBanksScreen", "Conflict"),
            translate("DiceBanksScreen", "Round {n}").format(n=conflict.round)
            if conflict is not None
            else translate("DiceBanksScreen", "None now"),
        ),
    ]
    names = (
        [combatant.name for combatant in conflict.combatants]
        if conflict is not None
        else [
            character.name for character in view.characters if character.name not in view.opponents
        ]
    )
    numbers = [
        {
            "name": name,
            "lines": [line(bank_title(bank), view.bank_dice_left(name, bank)) for bank in Bank],
        }
        for name in names
    ]
    last: dict[str, Any] | None = None
    if view.last is not None:
        roll = view.last
        count = roll.successes  # a plain name: lupdate skips a translate() counting a.b
        result = translate("DiceBanksScreen", "%n success(es)", "", count)
        if roll.outcome:
            result += f" · {outcome_title(roll.outcome)}"
        last = {
            "who": roll.who,
            "what": skill_label(roll.skill, roll.kind, roll.level),
            "result": result,
            "dice": [face for faces in roll.rounds for face in faces],
            "sides": 10,
        }
    return {"state": state, "numbers": numbers, "last": last}
