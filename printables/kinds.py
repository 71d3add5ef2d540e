"""Printable playing cards, the one kind of card every system can share.

Each rule system builds its own card kinds in ``deskapp.systems.<key>.printing``
from :mod:`printables.specs`; this engine knows no rule system.
"""

from __future__ import annotations

from collections.abc import Iterable

from deskapp.core.cards import Card, DeckSpec
from printables.labels import ENGLISH, Labels
from printables.specs import Bullets, FieldCard, Icon, PlayingCard


def playing_deck(deck: DeckSpec | Iterable[Card], *, labels: Labels = ENGLISH) -> list[PlayingCard]:
    """A printable deck: the configured red/black deck, or a full 54 with jokers."""
    cards = deck.cards() if isinstance(deck, DeckSpec) else list(deck)
    return [
        PlayingCard(
            card,
            joker_word=labels.joker,
            colour_word=_colour_word(card, labels),
            language=labels.language,
        )
        for card in cards
    ]


def _colour_word(card: Card, labels: Labels) -> str:
    if card.is_joker:
        return labels.red_joker if card.is_red else labels.black_joker
    if card.serial:
        return labels.red if card.is_red else labels.black
    return ""


def rules_card(rules: tuple[str, tuple[str, ...]], *, labels: Labels = ENGLISH) -> FieldCard:
    """A rules reference card: a system's name and its rules in a few lines (from ``labels``)."""
    title, items = rules
    return FieldCard(title, labels.rules_reference, Icon.RULES, (Bullets(items),))
