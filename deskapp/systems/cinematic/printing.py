"""The Cinematic cards' printed cards: the character (portrait, attributes and skills in
two labelled groups) and a second card with luck, blessings and curses, and notes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.printing import PrintableCharacter
from deskapp.systems.cinematic.sheet import CinematicCharacter
from printables.labels import ENGLISH, Labels
from printables.specs import CardSpec, CharacterCard, FieldCard, Icon, Stats, Text, WriteLines


@dataclass(frozen=True)
class Words:
    """The words printed on the Cinematic cards system's cards, in English."""

    character: str = QT_TRANSLATE_NOOP("PrintLabels", "Character")
    attributes: str = QT_TRANSLATE_NOOP("PrintLabels", "Attributes")
    skills: str = QT_TRANSLATE_NOOP("PrintLabels", "Skills")
    luck: str = QT_TRANSLATE_NOOP("PrintLabels", "Luck")
    blessings: str = QT_TRANSLATE_NOOP("PrintLabels", "Blessings and curses")
    notes: str = QT_TRANSLATE_NOOP("PrintLabels", "Notes")
    luck_and_notes: str = QT_TRANSLATE_NOOP("PrintLabels", "Luck and notes")


WORDS = Words()

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
    words = labels.translated(WORDS)
    return CharacterCard(
        name,
        words.character,
        subtitle=subtitle,
        portrait=portrait,
        groups=((words.attributes, tuple(attributes)), (words.skills, tuple(skills))),
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
    words = labels.translated(WORDS)
    fields: list[Stats | WriteLines | Text] = [Stats(((words.luck, f"{luck:+d}"),))]
    if blessings:
        fields.append(
            Stats(
                tuple((blessing, f"{level:+d}") for blessing, level in blessings), words.blessings
            )
        )
    else:
        fields.append(WriteLines(_BLESSING_LINES, words.blessings))
    fields.append(Text(notes, words.notes) if notes.strip() else WriteLines(None, words.notes))
    return FieldCard(name, words.luck_and_notes, Icon.CLAPPERBOARD, tuple(fields))


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
