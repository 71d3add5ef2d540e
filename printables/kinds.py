"""Every kind of printed card the rule systems use, built from plain values.

These are conveniences over :mod:`printables.specs`: each takes the data a
card shows and the :class:`~printables.labels.Labels` of the user's language,
and returns the spec the renderer draws. The campaign adapter calls them; so
do the tests and the benchmark.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from deskapp.core.cards import Card, DeckSpec
from printables.labels import ENGLISH, Labels
from printables.specs import (
    AspectCard,
    AspectKind,
    BigValue,
    Bullets,
    CharacterCard,
    Checks,
    FieldCard,
    Icon,
    PlayingCard,
    Stats,
    Text,
    Track,
    WriteLines,
)

RULE_SYSTEMS = ("agents", "founders", "dice_banks", "cinematic")


def agent_card(
    name: str,
    appearance: str = "",
    portrait: bytes | None = None,
    *,
    subtitle: str = "",
    footer: str = "",
    labels: Labels = ENGLISH,
) -> CharacterCard:
    """An Agents character card (A-01): name, portrait, appearance."""
    return CharacterCard(
        name, labels.agent, subtitle=subtitle, text=appearance, portrait=portrait, footer=footer
    )


def aspect_card(
    text: str,
    kind: AspectKind = AspectKind.ORDINARY,
    *,
    owner: str = "",
    exhausted: bool = False,
    labels: Labels = ENGLISH,
) -> AspectCard:
    """An aspect card (A-02) of any kind, with a box to tick when exhausted (A-11)."""
    words = {
        AspectKind.ORDINARY: labels.aspect,
        AspectKind.NEGATIVE: labels.negative_aspect,
        AspectKind.SPECIAL: labels.special_aspect,
        AspectKind.TEMPORARY: labels.temporary_aspect,
        AspectKind.LIMITING: labels.limiting_aspect,
        AspectKind.EQUIPMENT: labels.equipment,
    }
    return AspectCard(text, kind, words[kind], labels.exhausted, footer=owner, exhausted=exhausted)


def equipment_card(
    name: str, aspect: str, *, owner: str = "", labels: Labels = ENGLISH
) -> AspectCard:
    """An equipment card (A-05, A-17): the item's name and the aspect it lends."""
    return AspectCard(
        aspect,
        AspectKind.EQUIPMENT,
        labels.equipment,
        labels.exhausted,
        title=name,
        footer=owner,
    )


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
    return FieldCard(
        other,
        labels.relationship,
        Icon.RELATIONSHIP,
        (
            Checks(labels.relationship_values, value),
            WriteLines(None, labels.reasons, tuple(reasons)),
        ),
        footer=owner,
    )


def reserve_card(
    owner: str = "", *, coordinator: bool = False, labels: Labels = ENGLISH
) -> FieldCard:
    """A reserve card (A-04) or a Coordinator's reserve card (A-07), listing what it buys (A-15)."""
    title = labels.coordinator_reserve if coordinator else labels.reserve
    uses = labels.coordinator_reserve_uses if coordinator else labels.reserve_uses
    return FieldCard(title, labels.reserve, Icon.RESERVE, (Bullets(uses),), footer=owner)


def threat_card(
    name: str, description: str = "", escalation: str = "", *, labels: Labels = ENGLISH
) -> FieldCard:
    """The Coordinator's threat card (A-06): the phenomenon and how it escalates."""
    fields: list[Text | WriteLines] = []
    if description:
        fields.append(Text(description))
    fields.append(
        Text(escalation, labels.escalation) if escalation else WriteLines(None, labels.escalation)
    )
    return FieldCard(name, labels.threat, Icon.THREAT, tuple(fields))


def threat_level_cards(count: int, *, labels: Labels = ENGLISH) -> list[FieldCard]:
    """Threat-level cards 1 … ``count``, one laid out per step (A-30)."""
    return _numbered(count, labels.threat_level, Icon.THREAT_LEVEL)


def milestone_cards(count: int, *, labels: Labels = ENGLISH) -> list[FieldCard]:
    """Milestone cards 1 … ``count`` (A-32)."""
    return _numbered(count, labels.milestone, Icon.MILESTONE)


def _numbered(count: int, word: str, icon: Icon) -> list[FieldCard]:
    return [
        FieldCard(f"{word} {n}", word, icon, (BigValue(str(n), f"{n} / {count}"),))
        for n in range(1, count + 1)
    ]


def trait_card(tag: str, score: int = 1, *, owner: str = "", labels: Labels = ENGLISH) -> FieldCard:
    """A Founders trait (F-01): the tag and its score."""
    return FieldCard(
        tag, labels.trait, Icon.TRAIT, (BigValue(str(score), labels.score),), footer=owner
    )


def consequence_card(
    tag: str, score: int = 1, *, owner: str = "", labels: Labels = ENGLISH
) -> FieldCard:
    """A Founders consequence (F-01): the tag and its score."""
    return FieldCard(
        tag,
        labels.consequence,
        Icon.CONSEQUENCE,
        (BigValue(str(score), labels.score),),
        footer=owner,
    )


def circumstance_card(
    tag: str, score: int = 1, *, track: int = 6, labels: Labels = ENGLISH
) -> FieldCard:
    """A Founders circumstance for an index card (F-02): a score track to tick and lines for notes."""
    return FieldCard(
        tag,
        labels.circumstance,
        Icon.CIRCUMSTANCE,
        (Track(track, labels.score, ticked=score, numbers=True), WriteLines()),
    )


def dice_banks_card(
    name: str,
    proficiency: int,
    skills: Sequence[tuple[str, str]] = (),
    scars: Sequence[str] = (),
    *,
    blank_skills: int = 0,
    blank_scars: int = 0,
    scar_boxes: int = 5,
    labels: Labels = ENGLISH,
) -> FieldCard:
    """A Dice banks character card: three banks of Proficiency + 2 dice to tick off as
    they are spent, skills with their levels, and Scars as write-on damage tracks."""
    dice = proficiency + 2
    fields: list[Track | Stats] = [
        Track(dice, bank, label=labels.banks if index == 0 else "")
        for index, bank in enumerate(labels.bank_names)
    ]
    rows = (*skills, *((("", ""),) * blank_skills))
    if rows:
        fields.append(Stats(rows, labels.skills))
    scar_names = [*scars, *([""] * blank_scars)]
    fields += [
        Track(scar_boxes, scar, label=labels.scars if index == 0 else "", write_in=not scar)
        for index, scar in enumerate(scar_names)
    ]
    return FieldCard(
        name,
        labels.dice_banks_character,
        Icon.DICE,
        tuple(fields),
        subtitle=f"{labels.proficiency} {proficiency}",
    )


def cinematic_card(
    name: str,
    attributes: Sequence[tuple[str, str]],
    skills: Sequence[tuple[str, str]] = (),
    portrait: bytes | None = None,
    *,
    subtitle: str = "",
    labels: Labels = ENGLISH,
) -> CharacterCard:
    """A Cinematic cards character: portrait, attributes and skills with their levels."""
    return CharacterCard(
        name,
        labels.cinematic_character,
        subtitle=subtitle,
        portrait=portrait,
        stats=(*attributes, *skills),
        icon=Icon.CINEMATIC,
    )


def rules_card(system: str, *, labels: Labels = ENGLISH) -> FieldCard:
    """The rules reference card of one system (``agents``, ``founders``, ``dice_banks``, ``cinematic``)."""
    if system not in RULE_SYSTEMS:
        raise ValueError(f"unknown rule system {system!r}: use one of {', '.join(RULE_SYSTEMS)}")
    title, items = getattr(labels, f"rules_{system}")
    return FieldCard(title, labels.rules_reference, Icon.RULES, (Bullets(items),))


def playing_deck(deck: DeckSpec | Iterable[Card], *, labels: Labels = ENGLISH) -> list[PlayingCard]:
    """A printable deck: the configured red/black deck, or a full 54 with jokers."""
    cards = deck.cards() if isinstance(deck, DeckSpec) else list(deck)
    return [
        PlayingCard(
            card,
            joker_word=labels.joker,
            colour_word=(labels.red if card.is_red else labels.black) if card.serial else "",
        )
        for card in cards
    ]
