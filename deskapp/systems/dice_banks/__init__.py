"""Dice banks — d10 pools: three banks of dice, skills, Scars and long actions."""

from __future__ import annotations

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.systems import CardKind, Command, RulesPage, SystemSpec
from deskapp.systems.dice_banks.rules import DiceBanksOptions
from deskapp.systems.dice_banks.sheet import SHEET_WORDS, DiceBanksCharacter

SPEC = SystemSpec(
    key="dice_banks",
    title=QT_TRANSLATE_NOOP("Systems", "Dice banks"),
    order=30,
    rule_prefix="B",
    needs_characters=False,
    character=DiceBanksCharacter,
    blank_character=lambda name: DiceBanksCharacter(name, proficiency=1),
    options=DiceBanksOptions,
    option_words="deskapp.systems.dice_banks.rules:option_words",
    rules_page=RulesPage("dice-banks.md"),
    printed_rules=(
        QT_TRANSLATE_NOOP("PrintLabels", "Dice banks"),
        (
            QT_TRANSLATE_NOOP(
                "PrintLabels", "Banks: Physical, Social, Mental, each Proficiency + 2 d10."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "One action a round: spend at least one die of its bank; banks refill each round.",
            ),
            QT_TRANSLATE_NOOP("PrintLabels", "A die of max(10 − skill, 5) or more is a success."),
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "A die of min(15 − skill, 10) or more is a success and is rolled again.",
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels", "Burn a Scar: take stun damage for extra dice or +1 Power."
            ),
        ),
    ),
    card_kinds=(
        CardKind(
            "character",
            QT_TRANSLATE_NOOP("CardKinds", "Character cards"),
            QT_TRANSLATE_NOOP("CardKinds", "each Dice banks character's own card"),
        ),
    ),
    sheet_words=SHEET_WORDS,
    event_characters=("who", "name"),
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
    describe="deskapp.systems.dice_banks.describe:describe",
    players_view="deskapp.systems.dice_banks.players:private",
    public_view="deskapp.systems.dice_banks.public:public",
    players_acts="deskapp.systems.dice_banks.players",
    replay_summary="deskapp.systems.dice_banks.replay:summary",
)
