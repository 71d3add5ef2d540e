"""The deck engine: the decks on a table and what can be done with their cards.

:class:`Decks` is a plain value — each deck's draw pile, discard pile and the
piles its cards are out in (hands, success piles …) — with no history of its
own: what happened at the table is the play session's event log, and undo is
the play kernel's, which rebuilds the table by replaying actions with their
recorded random values. Every operation checks first and changes nothing when
it refuses; none can lose or duplicate a card.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from deskapp.core.cards import Card, Colour, DeckSpec, first_repeated
from deskapp.core.decks.errors import (
    CardNotHereError,
    DuplicateDeckError,
    EmptyPileError,
    InvalidCountError,
    OutOfCardsError,
    TableError,
    UnknownDeckError,
)
from deskapp.core.decks.state import DISCARD, DRAW, HAND, OUT, Deck, pile_label
from deskapp.core.i18n import translate


class Decks:
    """The decks on a table, each with an owner and named piles.

    ``rng`` shuffles (Fisher–Yates through ``Random.shuffle``); it defaults to
    ``random.SystemRandom`` — pass a seeded ``random.Random`` for tests, or the
    session's recorded one so that a replay shuffles exactly alike.
    """

    __slots__ = ("rng", "decks")

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng: random.Random = rng if rng is not None else random.SystemRandom()
        self.decks: dict[str, Deck] = {}

    # --- reading -----------------------------------------------------------------

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

    def pile(self, deck: str, pile: str) -> list[Card]:
        """A copy of a pile, bottom card first (the draw pile's a :class:`KnownPile`: it says
        which of its cards the table saw placed, for the exact odds)."""
        state = self.deck(deck)
        return state.known_pile() if pile == DRAW else list(state.pile(pile))

    def where(self, deck: str, card: Card) -> str | None:
        return self.deck(deck).where(card)

    # --- decks -------------------------------------------------------------------

    def open_deck(
        self,
        name: str,
        spec: DeckSpec | None = None,
        owner: str = "",
        piles: Iterable[str] = (HAND,),
        shuffle: bool = True,
    ) -> None:
        """Put a new deck on the table, face down in its draw pile, shuffled unless told not to.

        Every deck has a draw and a discard pile; ``piles`` names the others
        (hands, the Agents success and complication piles …).
        """
        if name in self.decks:
            raise DuplicateDeckError(
                translate("Deck", "there is already a deck called '{name}' on the table").format(
                    name=name
                )
            )
        spec = spec or DeckSpec()
        extra = tuple(pile for pile in dict.fromkeys(piles) if pile not in (DRAW, DISCARD))
        deck = Deck(name, owner, spec, tuple(spec.cards()), extra)
        if shuffle:
            self._arrange(deck.piles[DRAW])
        self.decks[name] = deck

    def shuffle(self, deck: str) -> None:
        state = self.deck(deck)
        self._arrange(state.piles[DRAW])
        state.shuffled()

    def reshuffle(self, deck: str) -> bool:
        """Shuffle the discard pile into an exhausted draw pile now (rule U-10); False, changing
        nothing, unless the draw pile is empty and the discard pile is not."""
        state = self.deck(deck)
        if state.piles[DRAW] or not state.piles[DISCARD]:
            return False
        self._shuffle_in(state)
        return True

    def gather_all(self, deck: str) -> None:
        """Return every card of the deck to its draw pile and shuffle it: a fresh deck."""
        state = self.deck(deck)
        draw_pile = state.piles[DRAW]
        for name, cards in state.piles.items():
            if name != DRAW and cards:
                draw_pile.extend(cards)
                cards.clear()
        self._arrange(draw_pile)
        state.shuffled()

    # --- moving cards --------------------------------------------------------------

    def draw(self, deck: str, count: int = 1, to: str = HAND) -> list[Card]:
        """Draw ``count`` cards from the top of the draw pile onto ``to``.

        When the draw pile runs out, the discard pile is shuffled into it
        (rule U-10); hands and other piles are never touched by that.
        """
        state = self.deck(deck)
        target = state.pile(to)
        if to == DRAW:
            raise InvalidCountError(
                translate("Deck", "cards are drawn from the draw pile, not onto it")
            )
        if count < 1:
            raise InvalidCountError(
                translate("Deck", "a draw takes at least one card, not {count}").format(count=count)
            )
        draw_pile = state.piles[DRAW]
        if count > len(draw_pile) + len(state.piles[DISCARD]):
            raise self._out_of_cards(state, count)
        drawn: list[Card] = []
        for _ in range(count):
            if not draw_pile:
                self._shuffle_in(state)
            card = state.take(DRAW, len(draw_pile) - 1)
            target.append(card)
            drawn.append(card)
        return drawn

    def mirror_draw(self, deck: str, card: Card | Colour, to: str = HAND) -> Card:
        """Record the card a player physically drew from the real deck.

        ``card`` may be a colour instead, for red/black decks read only by colour:
        the top-most card of that colour is taken. If the draw pile is empty the
        discard pile is shuffled into it first, as the player did at the table.
        """
        state = self.deck(deck)
        target = state.pile(to)
        draw_pile = state.piles[DRAW]
        discard = state.piles[DISCARD]
        reshuffled = not draw_pile and bool(discard)
        if reshuffled:  # worked out on a copy: a card not there changes nothing
            draw_pile = [discard[i] for i in self._permutation(len(discard))]
        if isinstance(card, Colour):
            index = _topmost_of_colour(draw_pile, card)
            if index is None:
                raise CardNotHereError(
                    (
                        translate("Deck", "there is no black card left in {pile}")
                        if card.value == "black"
                        else translate("Deck", "there is no red card left in {pile}")
                    ).format(pile=state.describe_pile(DRAW))
                )
        else:
            index = _last_index(draw_pile, card)
            if index is None:
                raise self._not_in_pile(state, card, DRAW)
        if reshuffled:
            state.piles[DRAW][:] = draw_pile
            draw_pile = state.piles[DRAW]
            discard.clear()
            state.shuffled()
        taken = state.take(DRAW, index)
        target.append(taken)
        return taken

    def move(self, deck: str, card: Card, source: str, target: str) -> None:
        """Move one named card from ``source`` to the top of ``target``."""
        state = self.deck(deck)
        cards = state.pile(source)
        onto = state.pile(target)
        index = _last_index(cards, card)
        if index is None:
            raise self._not_in_pile(state, card, source)
        onto.append(state.take(source, index))

    def discard_pile(self, deck: str, source: str) -> int:
        """Put a whole pile (a hand, a success pile …) on the discard pile; returns how many."""
        state = self.deck(deck)
        cards = state.pile(source)
        count = len(cards)
        if source == DISCARD or not count:
            return 0
        state.piles[DISCARD].extend(cards)
        cards.clear()
        return count

    def refill(self, deck: str, hand: str = HAND, size: int = 6) -> list[Card]:
        """Draw until ``hand`` holds ``size`` cards (rule U-21); nothing if it already does."""
        if size < 0:
            # size is negative here: no plural form fits, the number is shown as it is.
            raise InvalidCountError(
                translate("Deck", "a hand cannot hold {size} cards").format(size=size)
            )
        missing = size - len(self.deck(deck).pile(hand))
        return self.draw(deck, missing, hand) if missing > 0 else []

    def peek(self, deck: str, pile: str = DRAW, position: int = 0) -> Card:
        """The card at ``position`` from the top of a pile (0 is the top card), moving nothing
        (rules U-40, U-41)."""
        state = self.deck(deck)
        cards = state.pile(pile)
        if not cards:
            raise EmptyPileError(
                translate("Deck", "{pile} is empty: there is no card to look at").format(
                    pile=state.describe_pile(pile)
                )
            )
        if not 0 <= position < len(cards):
            held = len(cards)
            raise EmptyPileError(
                translate(
                    "Deck",
                    "{pile} holds %n card(s): there is no card at position {position}",
                    None,
                    held,
                ).format(pile=state.describe_pile(pile), position=position + 1)
            )
        return cards[-1 - position]

    # --- the game master's handling (issue 28) ----------------------------------------

    def put_back(self, deck: str, cards: Sequence[Card], place: str) -> list[str]:
        """Put named cards into the draw pile, one after the other, wherever each lies;
        returns the pile each came from.

        ``place`` is ``top`` or ``bottom`` (the table sees where: the odds know it), ``random``
        (a place drawn among the cards of unknown order, the known top and bottom cards
        staying where they are) or ``back`` (a mirror table: somewhere in the real deck,
        which the app does not order). Refused, changing nothing, for a card not in the deck,
        one named twice, or one ``back`` that already is in the draw pile.
        """
        state = self.deck(deck)
        sources = [self._found(state, card) for card in cards]
        repeated = first_repeated(cards)
        if repeated is not None:
            raise CardNotHereError(
                translate("Deck", "{card} is named twice: a card lies in one place only").format(
                    card=repeated.label
                )
            )
        if place == "back" and DRAW in sources:
            card = cards[sources.index(DRAW)]
            raise CardNotHereError(
                translate("Deck", "{card} is already in {pile}").format(
                    card=card.label, pile=state.describe_pile(DRAW)
                )
            )
        draw_pile = state.piles[DRAW]
        for card, source in zip(cards, sources, strict=True):
            taken = state.take(source, _last_index(state.piles[source], card) or 0)
            if place == "bottom":
                draw_pile.insert(0, taken)
                state.known_bottom += 1
            elif place == "random":
                unknown = len(draw_pile) - state.known_top - state.known_bottom
                draw_pile.insert(state.known_bottom + self.rng.randrange(unknown + 1), taken)
            else:
                draw_pile.append(taken)
                state.known_top += place == "top"
        return sources

    def take_out(self, deck: str, cards: Sequence[Card]) -> list[str]:
        """Take named cards out of play (onto the deck's pile of cards out of play, from which
        :meth:`put_back` takes them again); returns the pile each came from."""
        state = self.deck(deck)
        sources = [self._found(state, card) for card in cards]
        if OUT in sources:
            card = cards[sources.index(OUT)]
            raise CardNotHereError(
                translate("Deck", "{card} is already out of play").format(card=card.label)
            )
        out = state.piles.setdefault(OUT, [])
        for card, source in zip(cards, sources, strict=True):
            out.append(state.take(source, _last_index(state.piles[source], card) or 0))
        return sources

    def shuffle_in(self, deck: str) -> int:
        """Shuffle the discard pile back into the draw pile, the whole draw pile with it;
        returns how many cards came back."""
        return self._shuffle_in(self.deck(deck))

    def look(self, deck: str, count: int) -> list[Card]:
        """The top ``count`` cards of the draw pile, top card first, moving nothing."""
        state = self.deck(deck)
        held = len(state.piles[DRAW])
        if not 1 <= count <= held:
            raise InvalidCountError(
                translate(
                    "Deck", "{pile} holds %n card(s): look at 1 to that many", None, held
                ).format(pile=state.describe_pile(DRAW))
            )
        return state.piles[DRAW][-count:][::-1]

    def _found(self, state: Deck, card: Card) -> str:
        where = state.where(card)
        if where is None:
            raise self._not_in_pile(state, card, DRAW)
        return where

    # --- helpers -------------------------------------------------------------------

    def _shuffle_in(self, state: Deck) -> int:
        """The discard pile shuffled into the draw pile, the whole draw pile with it (rule U-10:
        an empty draw pile so becomes the shuffled discard pile); returns how many came back."""
        discard = state.piles[DISCARD]
        count = len(discard)
        state.piles[DRAW].extend(discard)
        discard.clear()
        self._arrange(state.piles[DRAW])
        state.shuffled()
        return count

    def _arrange(self, pile: list[Card]) -> None:
        pile[:] = [pile[i] for i in self._permutation(len(pile))]

    def _permutation(self, size: int) -> list[int]:
        order = list(range(size))
        self.rng.shuffle(order)
        return order

    def _out_of_cards(self, state: Deck, count: int) -> TableError:
        held = len(state.piles[DRAW]) + len(state.piles[DISCARD])
        if held == 0:
            return OutOfCardsError(
                translate(
                    "Deck", "{pile} and discard pile are both empty: there is no card to draw"
                ).format(pile=state.describe_pile(DRAW))
            )
        return OutOfCardsError(
            translate(
                "Deck",
                "cannot draw %n card(s): {pile} and discard pile hold only {held}",
                None,
                count,
            ).format(pile=state.describe_pile(DRAW), held=held)
        )

    def _not_in_pile(self, state: Deck, card: Card, pile: str) -> CardNotHereError:
        found = state.where(card)
        if found is None:
            return CardNotHereError(
                translate("Deck", "{card} is not in {deck} ({cards})").format(
                    card=card.label, deck=state.describe_deck(), cards=state.spec.describe()
                )
            )
        return CardNotHereError(
            translate("Deck", "{card} is not in {pile}: it is in the {other}").format(
                card=card.label, pile=state.describe_pile(pile), other=pile_label(found)
            )
        )


def _last_index(cards: list[Card], card: Card) -> int | None:
    for index in range(len(cards) - 1, -1, -1):
        if cards[index] is card or cards[index] == card:
            return index
    return None


def _topmost_of_colour(cards: list[Card], colour: Colour) -> int | None:
    for index in range(len(cards) - 1, -1, -1):
        if cards[index].colour is colour:
            return index
    return None
