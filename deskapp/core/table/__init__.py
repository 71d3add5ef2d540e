"""The deck engine: decks, piles and hands on a table, driven by an event log.

Pure Python; the rules modules and the GUI both build on it.
"""

from deskapp.core.table.engine import Table
from deskapp.core.table.errors import (
    CardNotHereError,
    CorruptLogError,
    DuplicateDeckError,
    EmptyPileError,
    InvalidCountError,
    NothingToRedoError,
    NothingToUndoError,
    OutOfCardsError,
    TableError,
    UnknownDeckError,
    UnknownPileError,
)
from deskapp.core.table.events import Event
from deskapp.core.table.state import DISCARD, DRAW, HAND, Deck, pile_label

__all__ = [
    "DISCARD",
    "DRAW",
    "HAND",
    "CardNotHereError",
    "CorruptLogError",
    "Deck",
    "DuplicateDeckError",
    "EmptyPileError",
    "Event",
    "InvalidCountError",
    "NothingToRedoError",
    "NothingToUndoError",
    "OutOfCardsError",
    "Table",
    "TableError",
    "UnknownDeckError",
    "UnknownPileError",
    "pile_label",
]
