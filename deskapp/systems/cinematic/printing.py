"""The Cinematic cards' printed character card: portrait, attributes and skills."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.systems.cinematic.sheet import CinematicCharacter
from printables.labels import ENGLISH, Labels
from printables.specs import Bullets, CardSpec, CharacterCard, FieldCard, Icon


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
    """The Cinematic cards rules reference card."""
    title, items = labels.rules_cinematic
    return FieldCard(title, labels.rules_reference, Icon.RULES, (Bullets(items),))


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


def shared_cards(
    characters: Sequence[CinematicCharacter],
    game_master: Any,
    options: CinematicOptions,
    labels: Labels,
) -> list[tuple[str, CardSpec]]:
    return []


def decks(options: CinematicOptions, labels: Labels) -> list[tuple[str, CardSpec]]:
    return []
