"""Dice banks — d10 pools: three banks of dice, skills, Scars and long actions."""

from __future__ import annotations

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.systems import CardKind, Command, RulesPage, SystemSpec
from deskapp.systems.dice_banks.rules import DiceBanksOptions
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter

SPEC = SystemSpec(
    key="dice_banks",
    title=QT_TRANSLATE_NOOP("Systems", "Dice banks"),
    order=30,
    rule_prefix="B",
    needs_characters=False,
    character=DiceBanksCharacter,
    blank_character=lambda name: DiceBanksCharacter(name, proficiency=1),
    options=DiceBanksOptions,
    option_words="deskapp.systems.dice_banks.option_words:option_words",
    rules_page=RulesPage("dice-banks.md"),
    card_kinds=(
        CardKind(
            "character",
            QT_TRANSLATE_NOOP("CardKinds", "Character cards"),
            QT_TRANSLATE_NOOP("CardKinds", "each Dice banks character's own card"),
        ),
    ),
    driver="deskapp.systems.dice_banks.driver:DiceBanksDriver",
    printing="deskapp.systems.dice_banks.printing",
    demo="deskapp.systems.dice_banks.demo:demo_group",
    check_command=Command(
        "banks",
        QT_TRANSLATE_NOOP(
            "Commands",
            "roll a dice-banks action: d10 pool against a skill, Defense, explosions and Power",
        ),
        "deskapp.systems.dice_banks.check",
    ),
    editor="deskapp.systems.dice_banks.ui.editor:DiceBanksEditor",
    screen="deskapp.systems.dice_banks.ui.screen:DiceBanksScreen",
    replay_summary="deskapp.systems.dice_banks.replay:summary",
)
