"""A deck on the table: what it is made of and its named piles."""

from __future__ import annotations

from collections.abc import Iterable

from deskapp.core.cards import Card, DeckSpec
from deskapp.core.decks.errors import UnknownPileError
from deskapp.core.i18n import translate

DRAW = "draw"
DISCARD = "discard"
HAND = "hand"
OUT = "out"
"""The cards the game master took out of play (issue 28): a pile of their own, so that a deck
still holds every one of its cards and can put them back."""


class Deck:
    """One deck on the table: its owner, what it is made of, and its named piles.

    Every pile is a list with the bottom card first and the top card last.
    ``reshuffles`` counts the times its draw pile was shuffled since it was opened (an
    empty draw pile refilled from the discard pile, a shuffle, a fresh deck): a caller
    tells from it whether an action shuffled the deck (rule U-10).

    ``known_top`` and ``known_bottom`` count the cards at the top and at the bottom of the
    draw pile that everyone at the table saw put there (issue 28: a card put back on top)
    since its last shuffle; the cards between them lie in an order nobody knows, which
    is what the exact odds read (:meth:`known_pile`).
    """

    __slots__ = (
        "name",
        "owner",
        "spec",
        "cards",
        "piles",
        "reshuffles",
        "known_top",
        "known_bottom",
    )

    def __init__(
        self, name: str, owner: str, spec: DeckSpec, cards: tuple[Card, ...], piles: tuple[str, ...]
    ) -> None:
        self.name = name
        self.owner = owner
        self.spec = spec
        self.cards = cards
        self.piles: dict[str, list[Card]] = {DRAW: list(cards), DISCARD: []}
        for pile in piles:
            self.piles.setdefault(pile, [])
        self.reshuffles = 0
        self.known_top = 0
        self.known_bottom = 0

    def pile(self, name: str) -> list[Card]:
        try:
            return self.piles[name]
        except KeyError:
            raise UnknownPileError(
                translate("Deck", "{deck} has no {pile} (it has: {piles})").format(
                    deck=self.describe_deck(),
                    pile=pile_label(name),
                    piles=", ".join(pile_label(pile) for pile in self.piles),
                )
            ) from None

    def where(self, card: Card) -> str | None:
        """The pile that holds ``card``, or None if the card is not in this deck."""
        for name, cards in self.piles.items():
            if card in cards:
                return name
        return None

    def describe_deck(self) -> str:
        """``Bára's deck``, ``the shared deck``, in the current language."""
        return deck_label(self.owner)

    def take(self, pile: str, index: int) -> Card:
        """Take the card at ``index`` (0 is the bottom) out of a pile; a card taken from the
        draw pile leaves what the table knows of the others' places as it was."""
        cards = self.pile(pile)
        if pile == DRAW and (self.known_top or self.known_bottom):
            if index >= len(cards) - self.known_top:
                self.known_top -= 1
            elif index < self.known_bottom:
                self.known_bottom -= 1
        return cards.pop(index)

    def shuffled(self) -> None:
        """The draw pile was shuffled: nobody knows any card's place in it any more."""
        self.reshuffles += 1
        self.known_top = self.known_bottom = 0

    def known_pile(self) -> KnownPile:
        """A copy of the draw pile that says which of its cards the table saw placed."""
        return KnownPile(self.piles[DRAW], self.known_top, self.known_bottom)

    def describe_pile(self, name: str) -> str:
        """``Bára's draw pile``, ``Bára's hand``, ``the shared success pile``, in the current
        language (one pattern for each: the words around the pile differ by language)."""
        return owned_pile_label(self.owner, name)


class KnownPile(list[Card]):
    """A copy of a draw pile (bottom card first) with the number of cards at its top and at
    its bottom whose places everyone saw (:attr:`Deck.known_top`); what the exact odds read."""

    def __init__(self, cards: Iterable[Card] = (), top: int = 0, bottom: int = 0) -> None:
        super().__init__(cards)
        self.top = top
        self.bottom = bottom


def public_order(pile: Iterable[Card]) -> tuple[list[Card], list[Card], list[Card]]:
    """A draw pile (bottom card first) as the table knows it: the known top cards in the order
    they will be drawn, the cards of unknown order, and the known bottom cards in draw order.
    Any pile but a :class:`KnownPile` is all of unknown order."""
    cards = list(pile)
    top, bottom = (pile.top, pile.bottom) if isinstance(pile, KnownPile) else (0, 0)
    return cards[len(cards) - top :][::-1], cards[bottom : len(cards) - top], cards[:bottom][::-1]


def deck_label(owner: str) -> str:
    """``Bára's deck``, or ``the shared deck`` for a deck of no owner, in the current language."""
    if owner:
        return translate("Deck", "{owner}'s deck").format(owner=owner)
    return translate("Deck", "the shared deck")


def owned_pile_label(owner: str, name: str) -> str:
    """``Bára's draw pile``, ``the shared draw pile``: a pile of a deck of that owner."""
    if owner:
        return translate("Deck", "{owner}'s {pile}").format(owner=owner, pile=pile_label(name))
    return translate("Deck", "the shared {pile}").format(pile=pile_label(name))


def pile_label(name: str) -> str:
    """A pile as a sentence names it: ``draw pile``, ``hand of Bára``, ``success pile``."""
    if name == DRAW:
        return translate("Deck", "draw pile")
    if name == DISCARD:
        return translate("Deck", "discard pile")
    if name == HAND:
        return translate("Deck", "hand")
    if name == OUT:
        return translate("Deck", "cards out of play")
    if name.startswith(HAND + ":"):
        return translate("Deck", "hand of {player}").format(player=name.partition(":")[2])
    # A system's own pile: its package marks "<name> pile" with QT_TRANSLATE_NOOP("Deck", …).
    own = name + " pile"
    found = translate("Deck", own)
    return found if found != own else translate("Deck", "{name} pile").format(name=name)
