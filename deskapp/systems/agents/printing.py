"""The Agents' printed cards (A-01 … A-07, A-30 … A-34, A-40): what a group cuts out.

Builders take the data a card shows and the :class:`~printables.labels.Labels` of
the user's language, in which they read :data:`WORDS`, and return the spec the generic
renderer draws;
:func:`owned_cards`, :func:`shared_cards` and :func:`decks` are what
:mod:`deskapp.core.printing` calls for a campaign.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

from deskapp.core.cards import DeckSpec
from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.printing import Names, PrintableCharacter, folded
from deskapp.systems.agents.rules import AgentsOptions, final_level
from deskapp.systems.agents.sheet import Agent, Coordinator, Relation, Relationship
from printables.kinds import playing_deck
from printables.labels import ENGLISH, Labels
from printables.specs import (
    AspectCard,
    AspectKind,
    BigValue,
    Bullets,
    CardSpec,
    CharacterCard,
    Checks,
    FieldCard,
    Icon,
    Text,
    WriteLines,
)


@dataclass(frozen=True)
class Words:
    """The words of the Agents' cards (rules A-01 … A-07, A-30, A-32, A-40), in English."""

    agent: str = QT_TRANSLATE_NOOP("PrintLabels", "Agent")
    aspect: str = QT_TRANSLATE_NOOP("PrintLabels", "Aspect")
    negative_aspect: str = QT_TRANSLATE_NOOP("PrintLabels", "Negative aspect")
    special_aspect: str = QT_TRANSLATE_NOOP("PrintLabels", "Special aspect")
    temporary_aspect: str = QT_TRANSLATE_NOOP("PrintLabels", "Temporary aspect")
    limiting_aspect: str = QT_TRANSLATE_NOOP("PrintLabels", "Limiting aspect")
    equipment: str = QT_TRANSLATE_NOOP("PrintLabels", "Equipment")
    exhausted: str = QT_TRANSLATE_NOOP("PrintLabels", "Exhausted")
    relationship: str = QT_TRANSLATE_NOOP("PrintLabels", "Relationship")
    relationship_values: tuple[str, str, str, str, str] = (
        QT_TRANSLATE_NOOP("PrintLabels", "Full distrust"),
        QT_TRANSLATE_NOOP("PrintLabels", "Partial distrust"),
        QT_TRANSLATE_NOOP("PrintLabels", "Neutral"),
        QT_TRANSLATE_NOOP("PrintLabels", "Partial trust"),
        QT_TRANSLATE_NOOP("PrintLabels", "Full trust"),
    )
    reasons: str = QT_TRANSLATE_NOOP("PrintLabels", "Reasons")
    reserve: str = QT_TRANSLATE_NOOP("PrintLabels", "Reserve")
    reserve_uses: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("PrintLabels", "A temporary aspect: draw one more card"),
        QT_TRANSLATE_NOOP("PrintLabels", "Ignore one disadvantage"),
        QT_TRANSLATE_NOOP("PrintLabels", "Use a special aspect"),
        QT_TRANSLATE_NOOP("PrintLabels", "Ignore distrust for one action"),
        QT_TRANSLATE_NOOP("PrintLabels", "A detail, an item, a vote"),
        QT_TRANSLATE_NOOP("PrintLabels", "Restore one exhausted aspect"),
    )
    coordinator_reserve: str = QT_TRANSLATE_NOOP("PrintLabels", "Coordinator's reserve")
    coordinator_reserve_uses: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("PrintLabels", "Add a complication during a player's test"),
        QT_TRANSLATE_NOOP("PrintLabels", "Raise a threatening factor for one character"),
    )
    threat: str = QT_TRANSLATE_NOOP("PrintLabels", "Threat")
    escalation: str = QT_TRANSLATE_NOOP("PrintLabels", "Escalation")
    threat_level: str = QT_TRANSLATE_NOOP("PrintLabels", "Threat level")
    milestone: str = QT_TRANSLATE_NOOP("PrintLabels", "Milestone")


WORDS = Words()

_RELATION_BOX = {
    # The order of Words.relationship_values: full distrust … full trust.
    Relation.FULL_DISTRUST: 0,
    Relation.PARTIAL_DISTRUST: 1,
    Relation.NEUTRAL: 2,
    Relation.PARTIAL_TRUST: 3,
    Relation.FULL_TRUST: 4,
}


def agent_card(
    name: str,
    appearance: str = "",
    portrait: bytes | None = None,
    *,
    labels: Labels = ENGLISH,
) -> CharacterCard:
    """An Agents character card (A-01): name, portrait, appearance."""
    return CharacterCard(name, labels.translated(WORDS.agent), text=appearance, portrait=portrait)


def aspect_card(
    text: str,
    kind: AspectKind = AspectKind.ORDINARY,
    *,
    title: str = "",
    owner: str = "",
    labels: Labels = ENGLISH,
) -> AspectCard:
    """An aspect card (A-02) of any kind, with a box to tick when exhausted (A-11); an
    equipment card (A-05, A-17) is the aspect the item lends, the item's name its ``title``."""
    words = labels.translated(WORDS)
    kinds = {
        AspectKind.ORDINARY: words.aspect,
        AspectKind.NEGATIVE: words.negative_aspect,
        AspectKind.SPECIAL: words.special_aspect,
        AspectKind.TEMPORARY: words.temporary_aspect,
        AspectKind.LIMITING: words.limiting_aspect,
        AspectKind.EQUIPMENT: words.equipment,
    }
    return AspectCard(text, kind, kinds[kind], words.exhausted, title=title, footer=owner)


def relationship_card(
    owner: str,
    other: str,
    *,
    value: int | None = None,
    reasons: Sequence[str] = (),
    labels: Labels = ENGLISH,
) -> FieldCard:
    """A relationship card (A-03, A-40): the other agent, the five values, lines for reasons.

    ``value`` ticks one of the five values, from 0 (full distrust) to 4 (full trust).
    """
    words = labels.translated(WORDS)
    return FieldCard(
        other,
        words.relationship,
        Icon.RELATIONSHIP,
        (
            Checks(words.relationship_values, value),
            WriteLines(None, words.reasons, tuple(reasons)),
        ),
        footer=owner,
    )


def reserve_card(
    owner: str = "", *, coordinator: bool = False, labels: Labels = ENGLISH
) -> FieldCard:
    """A reserve card (A-04) or a Coordinator's reserve card (A-07), listing what it buys (A-15)."""
    words = labels.translated(WORDS)
    title = words.coordinator_reserve if coordinator else words.reserve
    uses = words.coordinator_reserve_uses if coordinator else words.reserve_uses
    return FieldCard(title, words.reserve, Icon.RESERVE, (Bullets(uses),), footer=owner)


def threat_card(name: str, escalation: str = "", *, labels: Labels = ENGLISH) -> FieldCard:
    """The Coordinator's threat card (A-06): the phenomenon and how it escalates (lines to
    write it on when the sheet says nothing)."""
    words = labels.translated(WORDS)
    field = Text(escalation, words.escalation) if escalation else WriteLines(None, words.escalation)
    return FieldCard(name, words.threat, Icon.THREAT, (field,))


def threat_level_cards(count: int, *, labels: Labels = ENGLISH) -> list[FieldCard]:
    """Threat-level cards 1 … ``count``, one laid out per step (A-30)."""
    return _numbered(count, labels.translated(WORDS.threat_level), Icon.THREAT_LEVEL)


def milestone_cards(count: int, *, labels: Labels = ENGLISH) -> list[FieldCard]:
    """Milestone cards 1 … ``count`` (A-32)."""
    return _numbered(count, labels.translated(WORDS.milestone), Icon.MILESTONE)


def _numbered(count: int, word: str, icon: Icon) -> list[FieldCard]:
    return [
        FieldCard(f"{word} {n}", word, icon, (BigValue(str(n), f"{n} / {count}"),))
        for n in range(1, count + 1)
    ]


def owned_cards(
    character: PrintableCharacter[Agent],
    agents: Names,
    labels: Labels,
    *,
    kinds: Container[str] | None = None,
) -> list[tuple[str, CardSpec]]:
    """An agent's own cards of ``kinds`` (None: all); ``agents`` names every agent of the
    campaign (relationship cards), read only when those are asked for."""
    name, agent = character.name, character.model

    def wanted(kind: str) -> bool:
        return kinds is None or kind in kinds

    specs: list[tuple[str, CardSpec]] = []
    if wanted("character"):
        card = agent_card(name, agent.appearance, character.portrait, labels=labels)
        specs.append(("character", card))
    if wanted("aspect"):
        specs += [
            ("aspect", aspect_card(a.text, AspectKind(a.kind.value), owner=name, labels=labels))
            for a in agent.aspects
        ]
    if wanted("equipment"):
        specs += [
            (
                "equipment",
                aspect_card(
                    e.aspect_text, AspectKind.EQUIPMENT, title=e.name, owner=name, labels=labels
                ),
            )
            for e in agent.equipment
        ]
    if wanted("relationship"):
        written = {folded(card.toward): card for card in agent.relationships}
        specs += [
            ("relationship", _relationship(agent, written, other, labels))
            for other in _others(agent, agents)
        ]
    if wanted("reserve"):
        specs += [("reserve", reserve_card(name, labels=labels))] * agent.reserves
    return specs


def card_counts(character: PrintableCharacter[Agent], agents: Names) -> dict[str, int]:
    """How many cards of each kind :func:`owned_cards` makes, without making them."""
    agent = character.model
    return {
        "character": 1,
        "aspect": len(agent.aspects),
        "equipment": len(agent.equipment),
        "relationship": len(agents) - agents.count(agent.name) + len(_strangers(agent, agents)),
        "reserve": agent.reserves,
    }


def shared_cards(
    agents: Sequence[Agent], coordinator: Coordinator | None, options: AgentsOptions, labels: Labels
) -> list[tuple[str, CardSpec]]:
    """The Coordinator's cards and the mission track's level cards."""
    specs: list[tuple[str, CardSpec]] = []
    if coordinator is not None:
        specs += [
            ("threat", threat_card(card.name, escalation=card.escalation, labels=labels))
            for card in coordinator.threat_cards
        ]
        specs += [("reserve", reserve_card(coordinator=True, labels=labels))] * coordinator.reserves
    final = _final_level(options, list(agents))
    specs += [("threat-level", card) for card in threat_level_cards(final, labels=labels)]
    specs += [("milestone", card) for card in milestone_cards(final, labels=labels)]
    return specs


def decks(options: AgentsOptions, labels: Labels) -> list[tuple[str, CardSpec]]:
    """The red/black deck, as many of each colour as the table options say."""
    deck = DeckSpec("red_black", options.black, options.red)
    return [("deck-red-black", card) for card in playing_deck(deck, labels=labels)]


def _others(agent: Agent, agents: Names) -> list[str]:
    """Whom the agent has a relationship card toward: every other agent of the campaign
    (Neutral when nothing was written, A-40), then any card toward someone no longer in it."""
    own = folded(agent.name)
    others = [name for name, key in zip(agents, agents.keys, strict=True) if key != own]
    return others + _strangers(agent, agents)


def _strangers(agent: Agent, agents: Names) -> list[str]:
    """Whom the agent's written cards name that is not in the campaign (never itself)."""
    return [card.toward for card in agent.relationships if not agents.count(card.toward)]


def _relationship(
    agent: Agent, written: dict[str, Relationship], other: str, labels: Labels
) -> FieldCard:
    # The agent's written cards by key: looking each up in turn would cost N per card.
    card = written.get(folded(other)) or Relationship(other)
    return relationship_card(
        agent.name,
        card.toward,
        value=_RELATION_BOX[card.level],
        reasons=[change.reason for change in card.history],
        labels=labels,
    )


def _final_level(options: AgentsOptions, agents: list[Agent]) -> int:
    """How many Threat level and milestone cards the mission needs (A-30, A-32, A-34)."""
    counts = [agent.own_aspect_count for agent in agents]
    if options.final_level == "aspects" and not counts:
        # A Coordinator preparing before any agent exists: A-34's least final level.
        return final_level(options.replace(final_level="agents"), counts)
    return final_level(options, counts)


def blank_cards(labels: Labels) -> list[tuple[str, CardSpec]]:
    """Write-in cards for play: an aspect and a relationship with nothing on them yet."""
    return [
        ("aspect", aspect_card("", labels=labels)),
        ("relationship", relationship_card("", "", labels=labels)),
    ]
