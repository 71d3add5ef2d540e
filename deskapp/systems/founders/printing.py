"""The Founders' printed cards (F-01, F-02): traits, consequences and the scene's circumstances."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.printing import PrintableCharacter
from deskapp.systems.founders.rules import FoundersOptions
from deskapp.systems.founders.sheet import Founder, FoundersGameMaster
from printables.labels import ENGLISH, Labels
from printables.specs import BigValue, CardSpec, FieldCard, Icon, Track, WriteLines


@dataclass(frozen=True)
class Words:
    """The words of the Founders' cards (F-01, F-02), in English."""

    trait: str = QT_TRANSLATE_NOOP("PrintLabels", "Trait")
    consequence: str = QT_TRANSLATE_NOOP("PrintLabels", "Consequence")
    circumstance: str = QT_TRANSLATE_NOOP("PrintLabels", "Circumstance")
    score: str = QT_TRANSLATE_NOOP("PrintLabels", "Score")


WORDS = Words()

# A circumstance's index card has a track of at least this many boxes to tick (F-02, F-31).
CIRCUMSTANCE_TRACK = 6


def tag_card(
    kind: str, tag: str, score: int | str = 1, *, owner: str = "", labels: Labels = ENGLISH
) -> FieldCard:
    """A Founders trait or consequence (``kind``, F-01): the tag and its score ("" and "" for
    a blank card to write in)."""
    words = labels.translated(WORDS)
    word, icon = (
        (words.trait, Icon.TRAIT) if kind == "trait" else (words.consequence, Icon.CONSEQUENCE)
    )
    return FieldCard(tag, word, icon, (BigValue(str(score), words.score),), footer=owner)


def circumstance_card(tag: str, score: int = 1, *, labels: Labels = ENGLISH) -> FieldCard:
    """A Founders circumstance for an index card (F-02): a score track, ticked up to the score
    and long enough for later checks to add to it (F-31), and lines for notes."""
    words = labels.translated(WORDS)
    boxes = max(CIRCUMSTANCE_TRACK, score)
    return FieldCard(
        tag,
        words.circumstance,
        Icon.CIRCUMSTANCE,
        (Track(boxes, words.score, ticked=score, numbers=True), WriteLines()),
    )


def owned_cards(
    character: PrintableCharacter[Founder], founders: Sequence[str], labels: Labels
) -> list[tuple[str, CardSpec]]:
    """A Founder's trait and consequence cards."""
    founder = character.model
    return [
        (kind, tag_card(kind, tag.name, tag.score, owner=character.name, labels=labels))
        for kind, tags in (("trait", founder.traits), ("consequence", founder.consequences))
        for tag in tags
    ]


def shared_cards(
    founders: Sequence[Founder],
    director: FoundersGameMaster | None,
    options: FoundersOptions,
    labels: Labels,
) -> list[tuple[str, CardSpec]]:
    """The Director's scene circumstances, as index cards (F-02): each the name with its
    signed value (so good and bad differ)."""
    if director is None:
        return []
    return [
        ("circumstance", circumstance_card(" ".join(item.index_card()), item.value, labels=labels))
        for item in director.scene.circumstances
    ]


def blank_cards(labels: Labels) -> list[tuple[str, CardSpec]]:
    """Write-in trait and consequence cards: a line for the tag, a box for the score."""
    return [(kind, tag_card(kind, "", "", labels=labels)) for kind in ("trait", "consequence")]
