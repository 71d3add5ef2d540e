"""Cinematic cards — a 54-card Unisystem variant: each player's own deck and hand."""

from __future__ import annotations

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.systems import CardKind, Command, RulesPage, SystemSpec
from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.systems.cinematic.sheet import SHEET_WORDS, CinematicCharacter

SPEC = SystemSpec(
    key="cinematic",
    title=QT_TRANSLATE_NOOP("Systems", "Cinematic cards"),
    order=40,
    rule_prefix="U",
    character=CinematicCharacter,
    blank_character=CinematicCharacter.new,
    options=CinematicOptions,
    option_words="deskapp.systems.cinematic.rules:option_words",
    rules_page=RulesPage("cinematic-cards.md"),
    printed_rules=(
        QT_TRANSLATE_NOOP("PrintLabels", "Cinematic cards"),
        (
            QT_TRANSLATE_NOOP(
                "PrintLabels", "Attribute + Skill + card must beat the Difficulty (9 or more)."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels", "2 to 10 count their value; J, Q, K count 5 and draw a second card."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels", "Ace: draw again and subtract — below 0 is a critical failure."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels", "A natural 10: draw again and add — over 20 is a critical success."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "Joker: draw again — black is a critical failure, red a critical success.",
            ),
        ),
    ),
    card_kinds=(
        CardKind(
            "character",
            QT_TRANSLATE_NOOP("Systems", "Character cards"),
            QT_TRANSLATE_NOOP("Systems", "each Cinematic cards character's own card"),
        ),
    ),
    sheet_words=SHEET_WORDS,
    event_characters=("player", "name", "players"),
    driver="deskapp.systems.cinematic.driver:CinematicDriver",
    printing="deskapp.systems.cinematic.printing",
    demo="deskapp.systems.cinematic.demo:demo_group",
    check_command=Command(
        "cinematic",
        QT_TRANSLATE_NOOP(
            "Systems",
            "resolve one direct-draw test of the cinematic cards (54-card Unisystem variant)",
        ),
        "deskapp.systems.cinematic.check",
    ),
    replay_summary="deskapp.systems.cinematic.replay:summary",
    editor="deskapp.systems.cinematic.ui.editor:CinematicEditor",
    screen="deskapp.systems.cinematic.ui.screen:CinematicScreen",
    describe="deskapp.systems.cinematic.describe:describe",
    players_view="deskapp.systems.cinematic.players:private",
    public_view="deskapp.systems.cinematic.public:public",
    players_acts="deskapp.systems.cinematic.players",
)
