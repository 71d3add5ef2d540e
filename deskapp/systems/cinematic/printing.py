"""The Cinematic cards' printed cards: the character (portrait, attributes and skills in
two labelled groups) and a second card with luck, blessings and curses, and notes."""

from __future__ import annotations

from collections.abc import Sequence

from deskapp.core.printing import PrintableCharacter
from deskapp.systems.cinematic.sheet import CinematicCharacter
from printables.labels import ENGLISH, Labels
from printables.specs import CardSpec, CharacterCard, FieldCard, Icon, Stats, Text, WriteLines

# Lines left for writing blessings and curses met in play, when there are none yet.
_BLESSING_LINES = 2


def cinematic_card(
    name: str,
    attributes: Sequence[tuple[str, str]],
    skills: Sequence[tuple[str, str]] = (),
    portrait: bytes | None = None,
    *,
    subtitle: str = "",
    labels: Labels = ENGLISH,
) -> CharacterCard:
    """A Cinematic cards character: portrait, then attributes and skills under their headings."""
    return CharacterCard(
        name,
        labels.cinematic_character,
        subtitle=subtitle,
        portrait=portrait,
        groups=((labels.attributes, tuple(attributes)), (labels.skills, tuple(skills))),
        icon=Icon.CLAPPERBOARD,
    )


def luck_card(
    name: str,
    luck: int,
    blessings: Sequence[tuple[str, int]] = (),
    notes: str = "",
    *,
    labels: Labels = ENGLISH,
) -> FieldCard:
    """Luck (U-30), the blessings and curses on the character (U-31) and the player's notes;
    blank lines to write on where there are none yet."""
    fields: list[Stats | WriteLines | Text] = [Stats(((labels.luck, f"{luck:+d}"),))]
    if blessings:
        fields.append(
            Stats(
                tuple((blessing, f"{level:+d}") for blessing, level in blessings), labels.blessings
            )
        )
    else:
        fields.append(WriteLines(_BLESSING_LINES, labels.blessings))
    fields.append(Text(notes, labels.notes) if notes.strip() else WriteLines(None, labels.notes))
    return FieldCard(name, labels.luck_and_notes, Icon.CLAPPERBOARD, tuple(fields))


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
    luck = luck_card(
        printable.name,
        character.luck,
        [(blessing.name, blessing.level) for blessing in character.blessings],
        character.notes,
        labels=labels,
    )
    return [("character", card), ("character", luck)]
