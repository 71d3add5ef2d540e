"""Table state: decks and their piles, changed only by applying or reverting operations."""

from __future__ import annotations

from collections import Counter
from typing import Any

from deskapp.core.cards import Card, DeckSpec, notations
from deskapp.core.i18n import translate
from deskapp.core.table.errors import CorruptLogError, UnknownDeckError, UnknownPileError
from deskapp.core.table.events import Arrange, Gather, OpenDeck, Operation, Transfer

DRAW = "draw"
DISCARD = "discard"
HAND = "hand"


class Deck:
    """One deck on the table: its owner, what it is made of, and its named piles.

    Every pile is a list with the bottom card first and the top card last.
    """

    __slots__ = ("name", "owner", "spec", "cards", "piles")

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


class TableState:
    """All decks on the table. Only ``apply`` and ``revert`` change it."""

    __slots__ = ("decks",)

    def __init__(self) -> None:
        self.decks: dict[str, Deck] = {}

    def deck(self, name: str) -> Deck:
        try:
            return self.decks[name]
        except KeyError:
            known = ", ".join(self.decks) or "none yet"
            raise UnknownDeckError(
                translate(
                    "Deck", "there is no deck called '{name}' on the table (decks: {known})"
                ).format(name=name, known=known)
            ) from None

    def apply(self, op: Operation) -> None:
        """Apply one operation; when it raises, it has changed nothing."""
        if type(op) is Transfer:
            piles = self.decks[op.deck].piles
            source = piles[op.source]
            target = piles[op.target]
            card = source[op.position]
            if card is not op.card and card != op.card:
                raise CorruptLogError(
                    translate(
                        "Deck", "the log says {card} was in {source} but {found} was there"
                    ).format(card=op.card, source=op.source, found=card)
                )
            del source[op.position]
            target.append(card)
        elif type(op) is Arrange:
            pile = self.decks[op.deck].piles[op.pile]
            if len(pile) != len(op.permutation):
                raise CorruptLogError(
                    translate(
                        "Deck", "a shuffle of {pile} names {count} cards, the pile has {held}"
                    ).format(pile=op.pile, count=len(op.permutation), held=len(pile))
                )
            pile[:] = [pile[i] for i in op.permutation]
        elif type(op) is Gather:
            piles = self.decks[op.deck].piles
            source = piles[op.source]
            target = piles[op.target]
            if len(source) != op.size:
                raise CorruptLogError(
                    translate(
                        "Deck", "the log gathers {size} cards from {source}, it holds {count}"
                    ).format(size=op.size, source=op.source, count=len(source))
                )
            target.extend(source)
            source.clear()
        else:
            assert isinstance(op, OpenDeck)
            if op.deck in self.decks:
                raise CorruptLogError(
                    translate("Deck", "the log opens deck '{deck}' twice").format(deck=op.deck)
                )
            if Counter(op.cards) != Counter(op.spec.cards()):
                raise CorruptLogError(
                    translate(
                        "Deck", "the log opens deck '{deck}' with cards that are not {cards}"
                    ).format(deck=op.deck, cards=op.spec.describe())
                )
            self.decks[op.deck] = Deck(op.deck, op.owner, op.spec, op.cards, op.piles)

    def revert(self, op: Operation) -> None:
        if type(op) is Transfer:
            piles = self.decks[op.deck].piles
            piles[op.source].insert(op.position, piles[op.target].pop())
        elif type(op) is Arrange:
            pile = self.decks[op.deck].piles[op.pile]
            original: list[Card] = [pile[0]] * len(pile) if pile else []
            for new_position, old_position in enumerate(op.permutation):
                original[old_position] = pile[new_position]
            pile[:] = original
        elif type(op) is Gather:
            piles = self.decks[op.deck].piles
            target = piles[op.target]
            split = len(target) - op.size
            piles[op.source].extend(target[split:])
            del target[split:]
        else:
            del self.decks[op.deck]

    def to_json(self) -> dict[str, Any]:
        """The piles of every deck, each listed from the top card down."""
        return {name: deck.to_json() for name, deck in self.decks.items()}
