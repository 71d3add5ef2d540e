"""Dice banks — d10 pools: three banks of dice, skills, Scars and long actions.

Everything about this one rule system lives in this package: its pure rules, its
sheet models, its table driver, its printed cards, its ``check`` command, its
demo group, and in ``ui/`` its Qt editor and table screen. :data:`SPEC` describes
it to the rest of the app (registered in ``pyproject.toml``).
"""

from __future__ import annotations

from deskapp.core.systems import CardKind, SystemSpec
from deskapp.systems.dice_banks.rules import DiceBanksOptions
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter

SPEC = SystemSpec(
    key="dice_banks",
    title="Dice banks",
    order=30,
    rule_prefix="B",
    character=DiceBanksCharacter,
    blank_character=lambda name: DiceBanksCharacter(name, proficiency=1),
    options=DiceBanksOptions,
    card_kinds=(CardKind("character", "Character cards", "each Dice banks character's own card"),),
    driver="deskapp.systems.dice_banks.driver:DiceBanksDriver",
    printing="deskapp.systems.dice_banks.printing",
    demo="deskapp.systems.dice_banks.demo:demo_group",
    check_command="deskapp.systems.dice_banks.check",
    editor="deskapp.systems.dice_banks.ui.editor:DiceBanksEditor",
    screen="deskapp.systems.dice_banks.ui.screen:DiceBanksScreen",
    replay="deskapp.systems.dice_banks.replay:replay_log",
)
