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
        dice, rerolled = as_landed(roll.rounds, roll.explode_at)
        last = {
            "who": roll.who,
            "what": skill_label(roll.skill, roll.kind, roll.level),
            "result": result,
            "dice": dice,
            "rerolled": rerolled,
            "sides": 10,
        }
    return {"state": state, "numbers": numbers, "last": last}


def as_landed(rounds: Sequence[Sequence[int]], explode_at: int) -> tuple[list[int], list[bool]]:
    """The faces with each explosion's die right after the die that exploded (B-05), as the
    desk shows them ("10 ↻4"), and which of them are such rerolls. Round ``r + 1`` holds the
    rerolls of round ``r``'s exploding dice, in their order; a log that does not fit that
    (no round to take a reroll from) keeps the rounds one after another."""
    rerolls = [iter(faces) for faces in rounds[1:]]
    dice: list[int] = []
    rerolled: list[bool] = []

    def land(face: int, depth: int) -> None:
        dice.append(face)
        rerolled.append(depth > 0)
        if face >= explode_at and depth < len(rerolls):
            child = next(rerolls[depth], None)
            if child is not None:
                land(child, depth + 1)

    for face in rounds[0] if rounds else ():
        land(face, 0)
    if len(dice) != sum(len(faces) for faces in rounds):
        dice = [face for faces in rounds for face in faces]
        rerolled = [index > 0 for index, faces in enumerate(rounds) for _ in faces]
    return dice, rerolled
