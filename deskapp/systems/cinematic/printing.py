"""The Cinematic cards' printed character card: portrait, attributes and skills."""

from __future__ import annotations

from collections.abc import Sequence

from deskapp.systems.cinematic.sheet import CinematicCharacter
from printables import kinds
from printables.labels import ENGLISH, Labels
from printables.specs import CardSpec, CharacterCard, FieldCard, Icon


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


def rules_card(labels: Labels = ENGLISH) -> FieldCard:
    return kinds.rules_card(labels.rules_cinematic, labels=labels)


def owned_cards(
    name: str,
    character: CinematicCharacter,
    portrait: bytes | None,
    others: Sequence[str],
    labels: Labels,
) -> list[tuple[str, CardSpec]]:
    card = cinematic_card(
        name,
        [(attribute, str(value)) for attribute, value in character.attributes],
        [(skill, str(value)) for skill, value in character.skills],
        portrait,
        labels=labels,
    )
    return [("character", card)]
