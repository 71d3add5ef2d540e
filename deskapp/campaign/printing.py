"""From a campaign to printable card specs: which cards a group prints, in what order.

The printables engine draws plain card specs; this module decides what those
are for a campaign. It reads the campaign once into a :class:`PrintSource` (a
snapshot, so the GUI can read in its own thread and render in another), then
builds every card it holds with the builders of :mod:`printables.kinds`, each
tagged with its kind name (the words ``deskapp print --cards`` takes) and its
owner.

Printed cards show what lasts between sessions — aspects, relationship values,
scores, ratings — and leave play state blank (exhausted boxes unticked, Scar
tracks empty), since players mark that in pencil at the table.

Every printed word comes from one :class:`~printables.labels.Labels`, so a
translation only has to pass other labels in.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from deskapp.campaign.systems import (
    SYSTEMS,
    FoundersGameMaster,
    character_from_document,
    game_master_from_document,
)
from deskapp.core.cards import DeckSpec
from deskapp.core.errors import UserError
from deskapp.core.store import CampaignFile, CharacterRow
from deskapp.systems.agents.rules import AgentsOptions, final_level
from deskapp.systems.agents.sheet import Agent, Coordinator, Relation
from deskapp.systems.cinematic.sheet import CinematicCharacter
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter
from deskapp.systems.founders.sheet import Founder
from printables import kinds as build
from printables.geometry import PrintOptionError
from printables.labels import ENGLISH, Labels
from printables.specs import AspectKind, CardSpec, FieldCard, Track

KINDS: dict[str, str] = {
    "character": "each character's own card (Agents, Dice banks and Cinematic characters)",
    "aspect": "Agents aspect cards, one per aspect, negative and limiting ones included (A-02)",
    "equipment": "Agents equipment cards (A-05)",
    "relationship": "Agents relationship cards, one toward each other agent (A-03, A-40)",
    "reserve": "Agents reserve cards, the agents' and the Coordinator's (A-04, A-07)",
    "trait": "Founders trait cards (F-01)",
    "consequence": "Founders consequence cards (F-01)",
    "threat": "the Coordinator's threat cards (A-06)",
    "threat-level": "Threat level cards 1 … final level (A-30, A-34)",
    "milestone": "milestone cards 1 … final level (A-32, A-34)",
    "circumstance": "the Director's scene circumstances, as index cards (F-02)",
    "rules": "a rules reference card for each rule system in use",
    "deck-red-black": "the Agents red/black deck, as many of each as the table options say",
    "deck-54": "a full 54-card deck with two jokers",
}
"""Every card kind by the name ``--cards`` takes, with what it prints; within each
character's cards, and among the shared ones, cards come in this order."""

DECK_KINDS = ("deck-red-black", "deck-54")
"""Printable decks, for groups without cards: only printed when asked for by name."""

DEFAULT_KINDS = tuple(kind for kind in KINDS if kind not in DECK_KINDS)
"""What is printed when no kinds are chosen: every card of the campaign (not the decks)."""

_RELATION_BOX = {
    # The order of Labels.relationship_values: full distrust … full trust.
    Relation.FULL_DISTRUST: 0,
    Relation.PARTIAL_DISTRUST: 1,
    Relation.NEUTRAL: 2,
    Relation.PARTIAL_TRUST: 3,
    Relation.FULL_TRUST: 4,
}
# A circumstance's index card has a track of at least this many boxes to tick (F-02, F-31).
CIRCUMSTANCE_TRACK = 6


@dataclass(frozen=True, slots=True)
class PrintableCharacter:
    """One stored character, read: its rule system, its model object and its portrait bytes."""

    system: str
    name: str
    model: Any
    portrait: bytes | None


@dataclass(frozen=True, slots=True)
class PrintSource:
    """What a campaign prints from, read in one go; holds no connection to the file."""

    characters: tuple[PrintableCharacter, ...] = ()
    coordinator: Coordinator | None = None
    """The stored Coordinator's side; None when none was written yet (nothing to print)."""
    founders: FoundersGameMaster | None = None
    agents_options: AgentsOptions = field(default_factory=AgentsOptions)

    @property
    def names(self) -> list[str]:
        return [character.name for character in self.characters]


@dataclass(frozen=True, slots=True)
class PrintableCard:
    """A card spec with its kind name and whose it is (empty for the GM's and shared cards)."""

    kind: str
    owner: str
    spec: CardSpec


def read_campaign(campaign: CampaignFile) -> PrintSource:
    """Everything printable in a campaign; a character that cannot be read is a UserError."""
    characters = tuple(_printable(row) for row in campaign.characters())
    coordinator = campaign.game_master("agents")
    founders = campaign.game_master("founders")
    # An empty document is what undoing the first GM edit leaves: nothing stored either.
    return PrintSource(
        characters,
        game_master_from_document("agents", coordinator) if coordinator else None,
        game_master_from_document("founders", founders) if founders else None,
        AgentsOptions.from_json(campaign.options("agents")),
    )


def parse_kinds(text: str) -> tuple[str, ...]:
    """A comma list of kind names (``aspect,threat-level``), checked; in print order."""
    wanted = [word.strip().lower().replace("_", "-") for word in text.split(",") if word.strip()]
    if not wanted:
        raise PrintOptionError(f"name at least one kind of card: {', '.join(KINDS)}")
    unknown = [word for word in wanted if word not in KINDS]
    if unknown:
        raise PrintOptionError(
            f"unknown kind of card '{unknown[0]}': use one or more of {', '.join(KINDS)}, "
            "separated by commas"
        )
    return tuple(kind for kind in KINDS if kind in wanted)


def parse_names(text: str) -> tuple[str, ...]:
    """A comma list of character names, as typed."""
    names = tuple(name.strip() for name in text.split(",") if name.strip())
    if not names:
        raise UserError("name at least one character, or leave --characters out for all")
    return names


def chosen_characters(source: PrintSource, names: Iterable[str]) -> tuple[str, ...]:
    """The campaign's spelling of each name (case and spacing do not matter), or a UserError."""
    known = {_key(name): name for name in source.names}
    chosen = []
    for name in names:
        if _key(name) not in known:
            listed = ", ".join(source.names) or "none yet"
            raise UserError(f"no character called '{name}' in the campaign (characters: {listed})")
        chosen.append(known[_key(name)])
    return tuple(chosen)


def cards_to_print(
    source: PrintSource,
    kinds: Sequence[str] | None = None,
    characters: Sequence[str] | None = None,
    labels: Labels = ENGLISH,
) -> list[CardSpec]:
    """The specs to print, in print order.

    ``kinds`` None prints every card of the campaign, or — when characters are
    chosen — every card those characters own. ``characters`` None takes every
    character and every rule system the campaign uses; otherwise only those
    characters and their systems' shared cards.
    """
    cards = campaign_cards(source, characters, labels)
    if kinds is None and characters is not None:
        return [card.spec for card in cards if card.owner]
    wanted = set(DEFAULT_KINDS if kinds is None else kinds)
    return [card.spec for card in cards if card.kind in wanted]


def campaign_cards(
    source: PrintSource, characters: Sequence[str] | None = None, labels: Labels = ENGLISH
) -> list[PrintableCard]:
    """Every card of every kind, decks included, for the chosen characters (None: all).

    Each character's cards come together, so a player's pile is one stack after
    cutting; the GM's and shared cards follow.
    """
    chosen = source.characters
    if characters is not None:
        names = {_key(name) for name in chosen_characters(source, characters)}
        chosen = tuple(character for character in chosen if _key(character.name) in names)
    agents = [c.model for c in source.characters if c.system == "agents"]
    cards: list[PrintableCard] = []
    for character in chosen:
        cards += _owned_cards(character, [agent.name for agent in agents], labels)
    systems = {character.system for character in chosen}
    if characters is None:
        systems |= {"agents"} if source.coordinator is not None else set()
        systems |= {"founders"} if source.founders is not None else set()
    cards += _shared_cards(source, systems, agents, labels)
    order = {kind: index for index, kind in enumerate(KINDS)}
    # Stable: each owner's cards stay together, in kind order within them.
    owners = {name: index for index, name in enumerate(c.name for c in chosen)}
    cards.sort(key=lambda card: (owners.get(card.owner, len(owners)), order[card.kind]))
    return cards


def character_cards(
    campaign: CampaignFile, character_id: int, labels: Labels = ENGLISH
) -> list[CardSpec]:
    """The cards one stored character owns, for previewing it while it is edited.

    Reads only that character (and the names of the campaign's agents, whom an
    agent has relationship cards toward), so it stays quick in a big campaign.
    """
    character = _printable(campaign.character(character_id))
    agents = [summary.name for summary in campaign.summaries() if summary.system == "agents"]
    return [card.spec for card in _owned_cards(character, agents, labels)]


def _printable(row: CharacterRow) -> PrintableCharacter:
    model = character_from_document(row.system, row.name, row.data)
    return PrintableCharacter(row.system, row.name, model, row.portrait)


def _owned_cards(
    character: PrintableCharacter, agents: Sequence[str], labels: Labels
) -> list[PrintableCard]:
    model, name = character.model, character.name
    specs: list[tuple[str, CardSpec]] = []
    if isinstance(model, Agent):
        specs.append(
            (
                "character",
                build.agent_card(name, model.appearance, character.portrait, labels=labels),
            )
        )
        specs += [
            (
                "aspect",
                build.aspect_card(a.text, AspectKind(a.kind.value), owner=name, labels=labels),
            )
            for a in model.aspects
        ]
        specs += [
            ("equipment", build.equipment_card(e.name, e.aspect_text, owner=name, labels=labels))
            for e in model.equipment
        ]
        specs += [
            ("relationship", _relationship(model, other, labels))
            for other in _others(model, agents)
        ]
        specs += [("reserve", build.reserve_card(name, labels=labels))] * model.reserves
    elif isinstance(model, Founder):
        specs += [
            ("trait", build.trait_card(t.name, t.score, owner=name, labels=labels))
            for t in model.traits
        ]
        specs += [
            ("consequence", build.consequence_card(t.name, t.score, owner=name, labels=labels))
            for t in model.consequences
        ]
    elif isinstance(model, DiceBanksCharacter):
        specs.append(("character", _dice_banks(model, labels)))
    elif isinstance(model, CinematicCharacter):
        specs.append(
            (
                "character",
                build.cinematic_card(
                    name,
                    [(attribute, str(value)) for attribute, value in model.attributes],
                    [(skill, str(value)) for skill, value in model.skills],
                    character.portrait,
                    labels=labels,
                ),
            )
        )
    return [PrintableCard(kind, name, spec) for kind, spec in specs]


def _others(agent: Agent, agents: Sequence[str]) -> list[str]:
    """Whom the agent has a relationship card toward: every other agent of the campaign
    (Neutral when nothing was written, A-40), then any card toward someone no longer in it."""
    names = [name for name in agents if _key(name) != _key(agent.name)]
    known = {_key(name) for name in names}
    return names + [card.toward for card in agent.relationships if _key(card.toward) not in known]


def _relationship(agent: Agent, other: str, labels: Labels) -> FieldCard:
    card = agent.relationship(other)
    return build.relationship_card(
        agent.name,
        card.toward,
        value=_RELATION_BOX[card.level],
        reasons=[change.reason for change in card.history],
        labels=labels,
    )


def _dice_banks(character: DiceBanksCharacter, labels: Labels) -> FieldCard:
    card = build.dice_banks_card(
        character.name,
        character.proficiency,
        [(skill.name, str(skill.level)) for skill in character.skills],
        labels=labels,
    )
    # Each Scar has its own number of boxes (B-23), which the builder's one size cannot say.
    scars = tuple(
        Track(scar.boxes, scar.name, label=labels.scars if index == 0 else "")
        for index, scar in enumerate(character.scars)
    )
    return replace(card, fields=(*card.fields, *scars))


def _shared_cards(
    source: PrintSource, systems: set[str], agents: list[Agent], labels: Labels
) -> list[PrintableCard]:
    specs: list[tuple[str, CardSpec]] = []
    if "agents" in systems:
        coordinator = source.coordinator
        if coordinator is not None:
            specs += [
                ("threat", build.threat_card(card.name, escalation=card.escalation, labels=labels))
                for card in coordinator.threat_cards
            ]
            specs += [
                ("reserve", build.reserve_card(coordinator=True, labels=labels))
            ] * coordinator.reserves
        final = _final_level(source.agents_options, agents)
        specs += [("threat-level", card) for card in build.threat_level_cards(final, labels=labels)]
        specs += [("milestone", card) for card in build.milestone_cards(final, labels=labels)]
    if "founders" in systems and source.founders is not None:
        specs += [
            ("circumstance", _circumstance(item.index_card(), item.value, labels))
            for item in source.founders.scene.circumstances
        ]
    specs += [
        ("rules", build.rules_card(system, labels=labels))
        for system in SYSTEMS
        if system in systems
    ]
    options = source.agents_options
    specs += [
        ("deck-red-black", card)
        for card in build.playing_deck(
            DeckSpec("red_black", options.black, options.red), labels=labels
        )
    ]
    specs += [("deck-54", card) for card in build.playing_deck(DeckSpec(), labels=labels)]
    return [PrintableCard(kind, "", spec) for kind, spec in specs]


def _final_level(options: AgentsOptions, agents: list[Agent]) -> int:
    """How many Threat level and milestone cards the mission needs (A-30, A-32, A-34)."""
    counts = [agent.own_aspect_count for agent in agents]
    if options.final_level == "aspects" and not counts:
        # A Coordinator preparing before any agent exists: A-34's least final level.
        return final_level(options.replace(final_level="agents"), counts)
    return final_level(options, counts)


def _circumstance(index_card: tuple[str, str], value: int, labels: Labels) -> FieldCard:
    """The index card of F-02: the name with its signed value (so good and bad differ), and a
    track ticked up to the value, long enough for later checks to add to it (F-31)."""
    name, signed = index_card
    return build.circumstance_card(
        f"{name} {signed}", value, track=max(CIRCUMSTANCE_TRACK, value), labels=labels
    )


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()
