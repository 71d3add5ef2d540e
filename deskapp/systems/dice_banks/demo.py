"""The dice banks group of the demo campaign, and its session in progress."""

from __future__ import annotations

from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.dice_banks.rules import SkillKind
from deskapp.systems.dice_banks.sheet import Capacity, DiceBanksCharacter, Scar, Skill
from deskapp.systems.dice_banks.sheet import Equipment as BankEquipment


def _dice_banks() -> list[DiceBanksCharacter]:
    return [
        DiceBanksCharacter(
            "Radek Šťastný",
            proficiency=3,
            skills=(
                Skill("Síla", SkillKind.TALENT, 5),
                Skill("Šerm", SkillKind.ABILITY, 6, practice_xp=2),
                Skill("Heraldika", SkillKind.KNOWLEDGE, 3),
            ),
            capacities=(Capacity("Odolnost", 4),),
            scars=(
                Scar("Tělo", 6, burnable=True, damage={"stun": 1, "lethal": 1}),
                Scar("Mysl", 4),
            ),
            equipment=(BankEquipment("Dlouhý meč", power=3, damage_type="lethal"),),
        ),
        DiceBanksCharacter(
            "Věra Dvořáková",
            proficiency=2,
            skills=(
                Skill("Obratnost", SkillKind.TALENT, 6),
                Skill("Přesvědčování", SkillKind.ABILITY, 5),
                Skill("Bylinkářství", SkillKind.KNOWLEDGE, 4, practice_xp=1),
            ),
            capacities=(Capacity("Vůle", 5),),
            scars=(
                Scar("Tělo", 5, burnable=True),
                Scar("Mysl", 5, burnable=True, damage={"stun": 2}),
            ),
            equipment=(BankEquipment("Lovecký luk", power=2, dice_bonus=1),),
        ),
    ]


SESSION = DemoSession(
    "Přepadení u brodu",
    ("Radek Šťastný", "Věra Dvořáková"),
    (
        {"do": "begin_conflict"},
        {
            "do": "roll",
            "who": "Radek Šťastný",
            "as": "action",
            "bank": "physical",
            "skill": "Šerm",
            "dice": 3,
            "faces": [10, 4, 7, 2],
        },
        {
            "do": "roll",
            "who": "Věra Dvořáková",
            "as": "action",
            "bank": "physical",
            "skill": "Obratnost",
            "dice": 2,
            "faces": [8, 3],
        },
    ),
)


FINISHED = DemoSession(
    "Cesta ke mlýnu",
    ("Radek Šťastný", "Věra Dvořáková"),
    (
        {"do": "begin_conflict"},
        {
            "do": "roll",
            "who": "Radek Šťastný",
            "as": "action",
            "bank": "physical",
            "skill": "Šerm",
            "dice": 3,
        },
        {
            "do": "roll",
            "who": "Věra Dvořáková",
            "as": "action",
            "bank": "physical",
            "skill": "Obratnost",
            "dice": 2,
        },
    ),
)


def demo_group() -> DemoGroup:
    return DemoGroup(tuple(_dice_banks()), None, SESSION, FINISHED)
