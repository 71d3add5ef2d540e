"""Agents — a red/black deck: aspects, relationships, the mission's Threat and milestones."""

from __future__ import annotations

from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.systems import CardKind, Command, GameMasterSpec, RulesPage, SystemSpec
from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.agents.sheet import SHEET_WORDS, Agent, Aspect, Coordinator, ThreatCard

SPEC = SystemSpec(
    key="agents",
    title=QT_TRANSLATE_NOOP("Systems", "Agents"),
    order=10,
    rule_prefix="A",
    character_noun=QT_TRANSLATE_NOOP("Systems", "agent"),
    character=Agent,
    blank_character=lambda name, aspect: Agent(name, (Aspect(aspect),)),
    first_card=QT_TRANSLATE_NOOP(
        "Systems", "An agent starts with at least one aspect. Type its first one:"
    ),
    options=AgentsOptions,
    option_words="deskapp.systems.agents.rules:option_words",
    rules_page=RulesPage("agents.md"),
    printed_rules=(
        QT_TRANSLATE_NOOP("PrintLabels", "Agents"),
        (
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "Draw 1 card + 1 for each aspect you describe. Black is a success, red a complication.",
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels", "Exhaust an aspect for an advantage: remove one red card."
            ),
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "The Coordinator exhausts a negative aspect for a disadvantage: remove one black card.",
            ),
            QT_TRANSLATE_NOOP("PrintLabels", "At least one drawn card always stays on the table."),
            QT_TRANSLATE_NOOP(
                "PrintLabels",
                "Each step of complications raises the Threat level; each step of successes reaches a milestone.",
            ),
        ),
    ),
    game_master=GameMasterSpec(
        QT_TRANSLATE_NOOP("Systems", "Coordinator"),
        Coordinator,
        # rule A-06: at least one threat card
        lambda: Coordinator((ThreatCard(translate("AgentsSheet", "New threat")),)),
        cards_title=QT_TRANSLATE_NOOP("CharacterTreeModel", "Coordinator's cards"),
    ),
    card_kinds=(
        CardKind(
            "character",
            QT_TRANSLATE_NOOP("Systems", "Character cards"),
            QT_TRANSLATE_NOOP("Systems", "each Agents character's own card"),
        ),
        CardKind(
            "aspect",
            QT_TRANSLATE_NOOP("Systems", "Aspects"),
            QT_TRANSLATE_NOOP(
                "Systems",
                "Agents aspect cards, one per aspect, negative and limiting ones included (A-02)",
            ),
        ),
        CardKind(
            "equipment",
            QT_TRANSLATE_NOOP("Systems", "Equipment"),
            QT_TRANSLATE_NOOP("Systems", "Agents equipment cards (A-05)"),
        ),
        CardKind(
            "relationship",
            QT_TRANSLATE_NOOP("Systems", "Relationships"),
            QT_TRANSLATE_NOOP(
                "Systems", "Agents relationship cards, one toward each other agent (A-03, A-40)"
            ),
        ),
        CardKind(
            "reserve",
            QT_TRANSLATE_NOOP("Systems", "Reserves"),
            QT_TRANSLATE_NOOP(
                "Systems", "Agents reserve cards, the agents' and the Coordinator's (A-04, A-07)"
            ),
            game_master=True,
        ),
        CardKind(
            "threat",
            QT_TRANSLATE_NOOP("Systems", "Threat cards"),
            QT_TRANSLATE_NOOP("Systems", "the Coordinator's threat cards (A-06)"),
            game_master=True,
        ),
        CardKind(
            "threat-level",
            QT_TRANSLATE_NOOP("Systems", "Threat levels"),
            QT_TRANSLATE_NOOP("Systems", "Threat level cards 1 … final level (A-30, A-34)"),
            game_master=True,
        ),
        CardKind(
            "milestone",
            QT_TRANSLATE_NOOP("Systems", "Milestones"),
            QT_TRANSLATE_NOOP("Systems", "milestone cards 1 … final level (A-32, A-34)"),
            game_master=True,
        ),
        CardKind(
            "deck-red-black",
            QT_TRANSLATE_NOOP("Systems", "Red/black deck"),
            QT_TRANSLATE_NOOP(
                "Systems", "the Agents red/black deck, as many of each as the table options say"
            ),
            on_request=True,
        ),
    ),
    sheet_words=SHEET_WORDS,
    event_characters=("agent", "name", "agents"),
    driver="deskapp.systems.agents.driver:AgentsDriver",
    printing="deskapp.systems.agents.printing",
    demo="deskapp.systems.agents.demo:demo_group",
    check_command=Command(
        "agents",
        QT_TRANSLATE_NOOP(
            "Systems",
            "resolve one Agents test (red/black deck): black is a success, red a complication",
        ),
        "deskapp.systems.agents.check",
    ),
    replay="deskapp.systems.agents.replay:replay_log",
    replay_summary="deskapp.systems.agents.replay:session_summary",
    replay_format=QT_TRANSLATE_NOOP("Systems", "an Agents mission log"),
    editor="deskapp.systems.agents.ui.editor:AgentEditor",
    gm_editor="deskapp.systems.agents.ui.editor:CoordinatorEditor",
    screen="deskapp.systems.agents.ui.screen:AgentsScreen",
    describe="deskapp.systems.agents.describe:describe",
    players_view="deskapp.systems.agents.players:private",
    public_view="deskapp.systems.agents.public:public",
    players_acts="deskapp.systems.agents.players",
)
