"""The deck engine: decks, their piles and the cards out of them, as a plain value.

Pure Python; the rules modules and the GUI both build on it.
"""

from deskapp.core.decks.engine import Decks
from deskapp.core.decks.errors import (
    CardNotHereError,
    CorruptLogError,
    DuplicateDeckError,
    EmptyPileError,
    InvalidCountError,
    OutOfCardsError,
    TableError,
    UnknownDeckError,
    UnknownPileError,
)
from deskapp.core.decks.state import (
    DISCARD,
    DRAW,
    HAND,
    OUT,
    Deck,
    KnownPile,
    deck_label,
    owned_pile_label,
    pile_label,
    public_order,
)

__all__ = [
    "DISCARD",
    "DRAW",
    "HAND",
    "OUT",
    "CardNotHereError",
    "CorruptLogError",
    "Deck",
    "Decks",
    "DuplicateDeckError",
    "EmptyPileError",
    "InvalidCountError",
    "KnownPile",
    "OutOfCardsError",
    "TableError",
    "UnknownDeckError",
    "UnknownPileError",
    "deck_label",
    "owned_pile_label",
    "pile_label",
    "public_order",
]
