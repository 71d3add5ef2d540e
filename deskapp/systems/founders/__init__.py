"""Founders — 2d6 + tags: traits, consequences, the Director's scene and its circumstances."""

from __future__ import annotations

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.systems import CardKind, Command, GameMasterSpec, RulesPage, SystemSpec
from deskapp.systems.founders.rules import FoundersOptions
from deskapp.systems.founders.sheet import SHEET_WORDS, Founder, FoundersGameMaster

SPEC = SystemSpec(
    key="founders",
    title=QT_TRANSLATE_NOOP("Systems", "Founders"),
    order=20,
    rule_prefix="F",
    character_noun=QT_TRANSLATE_NOOP("Systems", "Founder"),
    character=Founder,
    blank_character=Founder,
    options=FoundersOptions,
    option_words="deskapp.systems.founders.rules:option_words",
    rules_page=RulesPage("founders.md"),
    printed_rules=(
        QT_TRANSLATE_NOOP("PrintLabels", "Founders"),
        (
            QT_TRANSLATE_NOOP("PrintLabels", "Roll 2d6 + helping tags − hindering tags."),
            QT_TRANSLATE_NOOP(
                "PrintLabels", "Easy 4, Normal 7, Hard 10, Very hard 13: meet it to succeed."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "Snake eyes fail and bring a bad Circumstance; boxcars succeed and bring a good one.",
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels", "A failure gives an Adversity token: +1 on a later roll."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "Risky maneuver: reroll a failing check once; the Director gains a Suspicion point.",
            ),
        ),
    ),
    game_master=GameMasterSpec(
        QT_TRANSLATE_NOOP("Systems", "Director"),
        FoundersGameMaster,
        lambda: FoundersGameMaster.from_json({}),
        cards_title=QT_TRANSLATE_NOOP("CharacterTreeModel", "Director's cards"),
    ),
    card_kinds=(
        CardKind(
            "trait",
            QT_TRANSLATE_NOOP("Systems", "Traits"),
            QT_TRANSLATE_NOOP("Systems", "Founders trait cards (F-01)"),
        ),
        CardKind(
            "consequence",
            QT_TRANSLATE_NOOP("Systems", "Consequences"),
            QT_TRANSLATE_NOOP("Systems", "Founders consequence cards (F-01)"),
        ),
        CardKind(
            "circumstance",
            QT_TRANSLATE_NOOP("Systems", "Circumstances"),
            QT_TRANSLATE_NOOP(
                "Systems", "the Director's scene circumstances, as index cards (F-02)"
            ),
            game_master=True,
        ),
    ),
    sheet_words=SHEET_WORDS,
    event_characters=("founder", "leader", "name"),
    driver="deskapp.systems.founders.driver:FoundersDriver",
    printing="deskapp.systems.founders.printing",
    demo="deskapp.systems.founders.demo:demo_group",
    check_command=Command(
        "founders",
        QT_TRANSLATE_NOOP(
            "Systems",
            "resolve one Founders check (2d6 + tags) from the dice you rolled, or roll them",
        ),
        "deskapp.systems.founders.check",
    ),
    editor="deskapp.systems.founders.ui.editor:FounderEditor",
    gm_editor="deskapp.systems.founders.ui.editor:DirectorEditor",
    screen="deskapp.systems.founders.ui.screen:FoundersScreen",
    describe="deskapp.systems.founders.describe:describe",
    players_view="deskapp.systems.founders.players:private",
    public_view="deskapp.systems.founders.public:public",
    players_acts="deskapp.systems.founders.players",
)
