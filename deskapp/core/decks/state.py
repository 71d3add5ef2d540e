"""A deck on the table: what it is made of and its named piles."""

from __future__ import annotations

from collections import Counter
from typing import Any

from deskapp.core.cards import Card, DeckSpec, notations
from deskapp.core.decks.errors import UnknownPileError
from deskapp.core.i18n import translate

DRAW = "draw"
DISCARD = "discard"
HAND = "hand"


class Deck:
    """One deck on the table: its owner, what it is made of, and its named piles.

    Every pile is a list with the bottom card first and the top card last.
    ``reshuffles`` counts the times its draw pile was shuffled since it was opened (an
    empty draw pile refilled from the discard pile, a shuffle, a fresh deck): a caller
    tells from it whether an action shuffled the deck (rule U-10).
    """

    __slots__ = ("name", "owner", "spec", "cards", "piles", "reshuffles")

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
        if self.owner:
            return translate("Deck", "{owner}'s deck").format(owner=self.owner)
        return translate("Deck", "the shared deck")

    def describe_pile(self, name: str) -> str:
        """``Bára's draw pile``, ``Bára's hand``, ``the shared success pile``, in the current
        language (one pattern for each: the words around the pile differ by language)."""
        if self.owner:
            return translate("Deck", "{owner}'s {pile}").format(
                owner=self.owner, pile=pile_label(name)
            )
        return translate("Deck", "the shared {pile}").format(pile=pile_label(name))

    def to_json(self) -> dict[str, Any]:
        """Owner, kind of deck and every pile, each listed from the top card down."""
        return {
            "owner": self.owner,
            "spec": self.spec.to_json(),
            "piles": {name: notations(reversed(cards)) for name, cards in self.piles.items()},
        }

    def count_cards(self) -> Counter[Card]:
        return Counter(card for cards in self.piles.values() for card in cards)


def pile_label(name: str) -> str:
    """A pile as a sentence names it: ``draw pile``, ``hand of Bára``, ``success pile``."""
    if name == DRAW:
        return translate("Deck", "draw pile")
    if name == DISCARD:
        return translate("Deck", "discard pile")
    if name == HAND:
        return translate("Deck", "hand")
    if name.startswith(HAND + ":"):
        return translate("Deck", "hand of {player}").format(player=name.partition(":")[2])
    # A system's own pile: its package marks "<name> pile" with QT_TRANSLATE_NOOP("Deck", …).
    own = name + " pile"
    found = translate("Deck", own)
    return found if found != own else translate("Deck", "{name} pile").format(name=name)
