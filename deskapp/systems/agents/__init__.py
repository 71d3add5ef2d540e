"""Agents — a red/black deck: aspects, relationships, the mission's Threat and milestones."""

from __future__ import annotations

from deskapp.core.systems import CardKind, Command, GameMasterSpec, SystemSpec
from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.agents.sheet import Agent, Aspect, Coordinator, ThreatCard

SPEC = SystemSpec(
    key="agents",
    title="Agents",
    order=10,
    rule_prefix="A",
    character_noun="agent",
    character=Agent,
    blank_character=lambda name: Agent(name, (Aspect("New aspect"),)),
    options=AgentsOptions,
    game_master=GameMasterSpec(
        "Coordinator",
        Coordinator,
        # rule A-06: at least one threat card
        lambda: Coordinator((ThreatCard("New threat"),)),
    ),
    card_kinds=(
        CardKind("character", "Character cards", "each Agents character's own card"),
        CardKind(
            "aspect",
            "Aspects",
            "Agents aspect cards, one per aspect, negative and limiting ones included (A-02)",
        ),
        CardKind("equipment", "Equipment", "Agents equipment cards (A-05)"),
        CardKind(
            "relationship",
            "Relationships",
            "Agents relationship cards, one toward each other agent (A-03, A-40)",
        ),
        CardKind(
            "reserve",
            "Reserves",
            "Agents reserve cards, the agents' and the Coordinator's (A-04, A-07)",
        ),
        CardKind("threat", "Threat cards", "the Coordinator's threat cards (A-06)"),
        CardKind(
            "threat-level", "Threat levels", "Threat level cards 1 … final level (A-30, A-34)"
        ),
        CardKind("milestone", "Milestones", "milestone cards 1 … final level (A-32, A-34)"),
        CardKind(
            "deck-red-black",
            "Red/black deck",
            "the Agents red/black deck, as many of each as the table options say",
            on_request=True,
        ),
    ),
    driver="deskapp.systems.agents.driver:AgentsDriver",
    printing="deskapp.systems.agents.printing",
    demo="deskapp.systems.agents.demo:demo_group",
    check_command=Command(
        "agents",
        "resolve one Agents test (red/black deck): black is a success, red a complication",
        "deskapp.systems.agents.check",
    ),
    replay="deskapp.systems.agents.replay:replay_log",
    editor="deskapp.systems.agents.ui.editor:AgentEditor",
    gm_editor="deskapp.systems.agents.ui.editor:CoordinatorEditor",
    screen="deskapp.systems.agents.ui.screen:AgentsScreen",
)
