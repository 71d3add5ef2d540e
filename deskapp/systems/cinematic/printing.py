"""The Cinematic cards' printed character card: portrait, attributes and skills."""

from __future__ import annotations

from collections.abc import Sequence

from deskapp.core.printing import PrintableCharacter
from deskapp.systems.cinematic.sheet import CinematicCharacter
from printables.labels import ENGLISH, Labels
from printables.specs import CardSpec, CharacterCard, Icon


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


def owned_cards(
    printable: PrintableCharacter[CinematicCharacter], others: Sequence[str], labels: Labels
) -> list[tuple[str, CardSpec]]:
    character = printable.model
    card = cinematic_card(
        printable.name,
        [(attribute, str(value)) for attribute, value in character.attributes],
        [(skill, str(value)) for skill, value in character.skills],
        printable.portrait,
        labels=labels,
    )
    return [("character", card)]
