"""What can go wrong at the table: each misuse has its own exception and a one-line message."""

from __future__ import annotations

from deskapp.core.errors import UserError


class TableError(UserError):
    """Base of every table misuse; ``str(error)`` is a sentence fit to show a player."""


class UnknownDeckError(TableError):
    """No deck of that name is on the table."""


class DuplicateDeckError(TableError):
    """A deck of that name is already on the table."""


class UnknownPileError(TableError):
    """The deck has no pile of that name."""


class InvalidCountError(TableError):
    """A number of cards that makes no sense: a draw of none, a hand of negative size."""


class OutOfCardsError(TableError):
    """A draw needs a card but the draw pile and the discard pile are both empty."""


class EmptyPileError(TableError):
    """A peek at a pile, or a position in it, that holds no card."""


class CardNotHereError(TableError):
    """The card is not in the pile the operation takes it from."""


class CorruptLogError(TableError):
    """Stored play that does not replay, or stored decks that do not hold their cards: edited by
    hand, truncated or from elsewhere."""
