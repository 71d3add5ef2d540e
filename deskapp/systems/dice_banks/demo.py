"""The dice banks group of the demo campaign, and its session in progress.

Every text is given in Czech, French and English side by side (``say(cs, fr, en)``); the
characters keep their names in every language (they are their own).
"""

from __future__ import annotations

from typing import Any

from deskapp.core.demo import in_language
from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.dice_banks.rules import SkillKind
from deskapp.systems.dice_banks.sheet import Capacity, DiceBanksCharacter, Scar, Skill
from deskapp.systems.dice_banks.sheet import Equipment as BankEquipment

RADEK, VERA = "Radek Šťastný", "Věra Dvořáková"


def demo_group(language: str) -> DemoGroup:
    say = in_language(language)
    fencing = say("Šerm", "Escrime", "Fencing")
    agility = say("Obratnost", "Agilité", "Agility")
    body, mind = say("Tělo", "Corps", "Body"), say("Mysl", "Esprit", "Mind")
    characters = (
        DiceBanksCharacter(
            RADEK,
            proficiency=3,
            skills=(
                Skill(say("Síla", "Force", "Strength"), SkillKind.TALENT, 5),
                Skill(fencing, SkillKind.ABILITY, 6, practice_xp=2),
                Skill(say("Heraldika", "Héraldique", "Heraldry"), SkillKind.KNOWLEDGE, 3),
            ),
            capacities=(Capacity(say("Odolnost", "Endurance", "Endurance"), 4),),
            scars=(
                Scar(body, 6, burnable=True, damage={"stun": 1, "lethal": 1}),
                Scar(mind, 4),
            ),
            equipment=(
                BankEquipment(
                    say("Dlouhý meč", "Épée longue", "Longsword"), power=3, damage_type="lethal"
                ),
            ),
        ),
        DiceBanksCharacter(
            VERA,
            proficiency=2,
            skills=(
                Skill(agility, SkillKind.TALENT, 6),
                Skill(say("Přesvědčování", "Persuasion", "Persuasion"), SkillKind.ABILITY, 5),
                Skill(
                    say("Bylinkářství", "Herboristerie", "Herbalism"),
                    SkillKind.KNOWLEDGE,
                    4,
                    practice_xp=1,
                ),
            ),
            capacities=(Capacity(say("Vůle", "Volonté", "Willpower"), 5),),
            scars=(
                Scar(body, 5, burnable=True),
                Scar(mind, 5, burnable=True, damage={"stun": 2}),
            ),
            equipment=(
                BankEquipment(
                    say("Lovecký luk", "Arc de chasse", "Hunting bow"), power=2, dice_bonus=1
                ),
            ),
        ),
    )
    # The same two rolls in both sessions: the one in progress at a mirror table, with the
    # faces the real dice showed; the finished one rolled by the app.
    rolls = ((RADEK, fencing, 3, [10, 4, 7, 2]), (VERA, agility, 2, [8, 3]))

    def played(mirror: bool) -> tuple[dict[str, Any], ...]:
        return (
            {"do": "begin_conflict"},
            *(
                {"do": "roll", "who": who, "as": "action", "bank": "physical", "skill": skill}
                | {"dice": dice}
                | ({"faces": faces} if mirror else {})
                for who, skill, dice, faces in rolls
            ),
        )

    session = DemoSession(
        say("Přepadení u brodu", "Embuscade au gué", "Ambush at the ford"),
        (RADEK, VERA),
        played(mirror=True),
    )
    finished = DemoSession(
        say("Cesta ke mlýnu", "Le chemin du moulin", "The road to the mill"),
        (RADEK, VERA),
        played(mirror=False),
    )
    return DemoGroup(characters, None, session, finished)
