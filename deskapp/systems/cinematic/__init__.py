"""Cinematic cards — a 54-card Unisystem variant: each player's own deck and hand."""

from __future__ import annotations

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.systems import CardKind, Command, RulesPage, SystemSpec
from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.systems.cinematic.sheet import CinematicCharacter

SPEC = SystemSpec(
    key="cinematic",
    title=QT_TRANSLATE_NOOP("Systems", "Cinematic cards"),
    order=40,
    rule_prefix="U",
    character=CinematicCharacter,
    blank_character=CinematicCharacter.new,
    options=CinematicOptions,
    option_words="deskapp.systems.cinematic.option_words:option_words",
    rules_page=RulesPage("cinematic-cards.md"),
    card_kinds=(
        CardKind(
            "character",
            QT_TRANSLATE_NOOP("Systems", "Character cards"),
            QT_TRANSLATE_NOOP("Systems", "each Cinematic cards character's own card"),
        ),
    ),
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
)
