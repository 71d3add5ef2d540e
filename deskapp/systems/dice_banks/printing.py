"""The Dice banks' printed cards: a character's portrait card, and its banks, skills,
capacity attributes (B-21), equipment with its Power (B-24) and Scar tracks, the damage
taken ticked (B-23)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.printing import PrintableCharacter
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter
from printables.labels import ENGLISH, Labels
from printables.specs import CardSpec, CharacterCard, FieldCard, Icon, Stats, Track


@dataclass(frozen=True)
class Words:
    """The words of the Dice banks' cards, in English."""

    character: str = QT_TRANSLATE_NOOP("PrintLabels", "Character")
    banks: str = QT_TRANSLATE_NOOP("PrintLabels", "Banks")
    bank_names: tuple[str, str, str] = (
        QT_TRANSLATE_NOOP("PrintLabels", "Physical"),
        QT_TRANSLATE_NOOP("PrintLabels", "Social"),
        QT_TRANSLATE_NOOP("PrintLabels", "Mental"),
    )
    proficiency: str = QT_TRANSLATE_NOOP("PrintLabels", "Proficiency")
    skills: str = QT_TRANSLATE_NOOP("PrintLabels", "Skills")
    scars: str = QT_TRANSLATE_NOOP("PrintLabels", "Scars")
    capacities: str = QT_TRANSLATE_NOOP("PrintLabels", "Capacities")
    equipment: str = QT_TRANSLATE_NOOP("PrintLabels", "Equipment")


WORDS = Words()


def dice_banks_card(
    name: str,
    proficiency: int,
    skills: Sequence[tuple[str, str]] = (),
    scars: Sequence[tuple[str, int, int]] = (),
    *,
    labels: Labels = ENGLISH,
) -> FieldCard:
    """A Dice banks character card: three banks of Proficiency + 2 dice to tick off as
    they are spent, skills with their levels, and Scars as damage tracks: each Scar's name,
    its own number of boxes (B-23) and the damage taken, ticked, as the relationship cards
    tick their level (a Scar with no name: one to write in)."""
    words = labels.translated(WORDS)
    dice = proficiency + 2
    fields: list[Track | Stats] = [
        Track(dice, bank, label=words.banks if index == 0 else "")
        for index, bank in enumerate(words.bank_names)
    ]
    if skills:
        fields.append(Stats(tuple(skills), words.skills))
    fields += [
        Track(
            boxes, scar, ticked=ticked, label=words.scars if index == 0 else "", write_in=not scar
        )
        for index, (scar, boxes, ticked) in enumerate(scars)
    ]
    return FieldCard(
        name,
        words.character,
        Icon.DICE,
        tuple(fields),
        subtitle=f"{words.proficiency} {proficiency}",
    )


def owned_cards(
    printable: PrintableCharacter[DiceBanksCharacter], others: Sequence[str], labels: Labels
) -> list[tuple[str, CardSpec]]:
    words = labels.translated(WORDS)
    character = printable.model
    card = dice_banks_card(
        character.name,
        character.proficiency,
        [(skill.name, str(skill.level)) for skill in character.skills],
        [(scar.name, scar.boxes, min(scar.total, scar.boxes)) for scar in character.scars],
        labels=labels,
    )
    # B-21: a capacity attribute is the base and the roll of an action's Power; B-24: an
    # item with its own Power replaces it ("–": the item has none of its own).
    groups: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    if character.capacities:
        rows = tuple((capacity.name, str(capacity.value)) for capacity in character.capacities)
        groups.append((words.capacities, rows))
    items = tuple(
        (item.name, "–" if item.power is None else str(item.power)) for item in character.equipment
    )
    if items:
        groups.append((words.equipment, items))
    # The portrait gets a card of its own, with the capacity attributes and the equipment
    # beside each other: the sheet card's banks, skills and Scars fill a poker card already.
    portrait = CharacterCard(
        character.name,
        words.character,
        subtitle=card.subtitle,
        portrait=printable.portrait,
        groups=tuple(groups),
        icon=Icon.DICE,
    )
    return [("character", portrait), ("character", card)]
