"""The table: decks, their piles and the event log, with undo and redo.

Every operation validates first and changes nothing when it refuses, then
records one :class:`Event` and applies it. The log is append-only: an undo is an
event too, so the history shows it and a stored log never has to be rewritten.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from deskapp.core.cards import Card, Colour, DeckSpec
from deskapp.core.i18n import translate
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
)
from deskapp.core.table.events import (
    REDO,
    UNDO,
    Arrange,
    Event,
    Gather,
    OpenDeck,
    Operation,
    Transfer,
    event_from_json,
    event_to_json,
)
from deskapp.core.table.state import DISCARD, DRAW, HAND, Deck, TableState, pile_label

LOG_FORMAT = 1
OPEN_DECK = "open_deck"


class Table:
    """Decks on a table and everything that happened to them.

    ``rng`` shuffles (Fisher–Yates through ``Random.shuffle``); it defaults to
    ``random.SystemRandom`` — pass a seeded ``random.Random`` for tests and replays.
    ``clock`` stamps each event.
    """

    def __init__(
        self,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.rng: random.Random = rng if rng is not None else random.SystemRandom()
        self.clock = clock
        self.state = TableState()
        self.log: list[Event] = []
        self._done: list[int] = []  # log indices of events an undo would revert, newest last
        self._undone: list[int] = []  # log indices a redo would re-apply, newest last
        self.listeners: list[Callable[[Event], None]] = []

    # --- reading -----------------------------------------------------------------

    def deck(self, name: str) -> Deck:
        return self.state.deck(name)

    def pile(self, deck: str, pile: str) -> list[Card]:
        """A copy of a pile, bottom card first."""
        return list(self.state.deck(deck).pile(pile))

    def where(self, deck: str, card: Card) -> str | None:
        return self.state.deck(deck).where(card)

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    @property
    def next_undo(self) -> Event | None:
        return self.log[self._done[-1]] if self._done else None

    @property
    def next_redo(self) -> Event | None:
        return self.log[self._undone[-1]] if self._undone else None

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
        (hands, the Agents success and complication piles …). Opening a deck
        sets the table: undo never takes it away again.
        """
        if name in self.state.decks:
            raise DuplicateDeckError(
                translate("Deck", "there is already a deck called '{name}' on the table").format(
                    name=name
                )
            )
        spec = spec or DeckSpec()
        extra = tuple(pile for pile in dict.fromkeys(piles) if pile not in (DRAW, DISCARD))
        cards = tuple(spec.cards())
        ops: list[Operation] = [OpenDeck(name, owner, spec, cards, extra)]
        if shuffle:
            ops.append(Arrange(name, DRAW, self._permutation(len(cards))))
        self._record(OPEN_DECK, ops, actor=owner)

    def shuffle(self, deck: str, pile: str = DRAW, actor: str = "") -> None:
        cards = self.state.deck(deck).pile(pile)
        self._record("shuffle", [Arrange(deck, pile, self._permutation(len(cards)))], actor)

    def reshuffle(self, deck: str, actor: str = "") -> bool:
        """Shuffle the discard pile into an exhausted draw pile now (rule U-10); False, changing
        nothing, unless the draw pile is empty and the discard pile is not."""
        state = self.state.deck(deck)
        discard = state.piles[DISCARD]
        if state.piles[DRAW] or not discard:
            return False
        permutation = self._permutation(len(discard))
        self._record(
            "reshuffle",
            (Gather(deck, DISCARD, DRAW, len(discard)), Arrange(deck, DRAW, permutation)),
            actor,
        )
        return True

    def gather_all(self, deck: str, actor: str = "") -> None:
        """Return every card of the deck to its draw pile and shuffle it: a fresh deck."""
        state = self.state.deck(deck)
        ops: list[Operation] = []
        total = len(state.piles[DRAW])
        for name, cards in state.piles.items():
            if name != DRAW and cards:
                ops.append(Gather(deck, name, DRAW, len(cards)))
                total += len(cards)
        ops.append(Arrange(deck, DRAW, self._permutation(total)))
        self._record("new_deck", ops, actor)

    # --- moving cards --------------------------------------------------------------

    def draw(self, deck: str, count: int = 1, to: str = HAND, actor: str = "") -> list[Card]:
        """Draw ``count`` cards from the top of the draw pile onto ``to``.

        When the draw pile runs out, the discard pile is shuffled into it
        (rule U-10); hands and other piles are never touched by that.
        """
        decks = self.state.decks
        if count == 1 and to != DRAW and deck in decks:  # the common case, kept cheap
            piles = decks[deck].piles
            draw_pile = piles[DRAW]
            if draw_pile and to in piles:
                card = draw_pile[-1]
                self._record_one("draw", Transfer(deck, card, DRAW, len(draw_pile) - 1, to), actor)
                return [card]
        state = self.state.deck(deck)
        state.pile(to)
        if to == DRAW:
            raise InvalidCountError(
                translate("Deck", "cards are drawn from the draw pile, not onto it")
            )
        if count < 1:
            raise InvalidCountError(
                translate("Deck", "a draw takes at least one card, not {count}").format(count=count)
            )
        draw_pile = state.piles[DRAW]
        discard = list(state.piles[DISCARD])
        if count > len(draw_pile) + len(discard):
            raise self._out_of_cards(state, count)
        # Plan on copies: which cards come up depends on the reshuffles decided on the way.
        remaining = list(draw_pile)
        ops: list[Operation] = []
        drawn: list[Card] = []
        for _ in range(count):
            if not remaining:
                permutation = self._permutation(len(discard))
                ops += [Gather(deck, DISCARD, DRAW, len(discard)), Arrange(deck, DRAW, permutation)]
                remaining = [discard[i] for i in permutation]
                discard = []
            card = remaining.pop()
            drawn.append(card)
            ops.append(Transfer(deck, card, DRAW, len(remaining), to))
            if to == DISCARD:
                discard.append(card)
        self._record("draw", ops, actor)
        return drawn

    def mirror_draw(self, deck: str, card: Card | Colour, to: str = HAND, actor: str = "") -> Card:
        """Record the card a player physically drew from the real deck.

        ``card`` may be a colour instead, for red/black decks read only by colour:
        the top-most card of that colour is taken. If the draw pile is empty the
        discard pile is shuffled into it first, as the player did at the table.
        """
        state = self.state.deck(deck)
        state.pile(to)
        ops: list[Operation] = []
        draw_pile = list(state.piles[DRAW])
        if not draw_pile and state.piles[DISCARD]:
            discard = state.piles[DISCARD]
            permutation = self._permutation(len(discard))
            ops += [Gather(deck, DISCARD, DRAW, len(discard)), Arrange(deck, DRAW, permutation)]
            draw_pile = [discard[i] for i in permutation]
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
            card = draw_pile[index]
        else:
            index = _last_index(draw_pile, card)
            if index is None:
                raise self._not_in_pile(state, card, DRAW)
        ops.append(Transfer(deck, card, DRAW, index, to))
        self._record("mirror_draw", ops, actor)
        return card

    def move(
        self, deck: str, card: Card, source: str, target: str, actor: str = "", kind: str = "move"
    ) -> None:
        """Move one named card from ``source`` to the top of ``target``."""
        state = self.state.decks.get(deck)
        if state is None or source not in state.piles or target not in state.piles:
            state = self.state.deck(deck)  # raises the error that names what is missing
            state.pile(source)
            state.pile(target)
        cards = state.piles[source]
        if cards and cards[-1] is card:  # the card just drawn: the common case, kept cheap
            index = len(cards) - 1
        else:
            found = _last_index(cards, card)
            if found is None:
                raise self._not_in_pile(state, card, source)
            index = found
        self._record_one(kind, Transfer(deck, card, source, index, target), actor)

    def discard(self, deck: str, card: Card, source: str = HAND, actor: str = "") -> None:
        self.move(deck, card, source, DISCARD, actor, kind="discard")

    def discard_pile(self, deck: str, source: str, actor: str = "") -> int:
        """Put a whole pile (a hand, a success pile …) on the discard pile; returns how many."""
        count = len(self.state.deck(deck).pile(source))
        if source == DISCARD or not count:
            return 0
        self._record("discard_pile", (Gather(deck, source, DISCARD, count),), actor)
        return count

    def refill(self, deck: str, hand: str = HAND, size: int = 6, actor: str = "") -> list[Card]:
        """Draw until ``hand`` holds ``size`` cards (rule U-21); nothing if it already does."""
        if size < 0:
            # size is negative here: no plural form fits, the number is shown as it is.
            raise InvalidCountError(
                translate("Deck", "a hand cannot hold {size} cards").format(size=size)
            )
        missing = size - len(self.state.deck(deck).pile(hand))
        return self.draw(deck, missing, hand, actor) if missing > 0 else []

    def peek(self, deck: str, viewer: str, pile: str = DRAW, position: int = 0) -> Card:
        """Let ``viewer`` see one card without moving anything (rules U-40, U-41).

        ``position`` counts from the top of the pile (0 is the top card). The peek is
        logged with who looked, and the card is kept for that viewer's eyes only.
        """
        state = self.state.deck(deck)
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
        card = cards[-1 - position]
        self._record("peek", (), actor=viewer, seen=(card,), peeked=(deck, pile, position))
        return card

    # --- undo and redo -------------------------------------------------------------

    def undo(self, actor: str = "") -> Event:
        """Revert the newest action still in effect; returns the event that was undone."""
        if not self._done:
            raise NothingToUndoError(translate("Deck", "there is nothing to undo"))
        target = self._done[-1]
        self._append(Event(UNDO, (), self.clock(), actor, target=target))
        return self.log[target]

    def redo(self, actor: str = "") -> Event:
        if not self._undone:
            raise NothingToRedoError(translate("Deck", "there is nothing to redo"))
        target = self._undone[-1]
        self._append(Event(REDO, (), self.clock(), actor, target=target))
        return self.log[target]

    # --- the log ---------------------------------------------------------------------

    def _record(
        self,
        kind: str,
        ops: Sequence[Operation],
        actor: str = "",
        seen: tuple[Card, ...] = (),
        peeked: tuple[str, str, int] | None = None,
    ) -> None:
        # Event(...) without the named tuple's argument handling: one is made per action.
        self._append(
            tuple.__new__(Event, (kind, tuple(ops), self.clock(), actor, seen, -1, peeked))
        )

    def _record_one(self, kind: str, op: Transfer, actor: str) -> None:
        """``_record`` for the commonest event, one card moved, with its steps inlined."""
        event = tuple.__new__(Event, (kind, (op,), self.clock(), actor, (), -1, None))
        self.state.apply(op)  # changes nothing when it raises: nothing else has happened yet
        index = len(self.log)
        if kind != OPEN_DECK:
            self._done.append(index)
        if self._undone:
            self._undone.clear()
        self.log.append(event)
        for listener in self.listeners:
            listener(event)

    def _append(self, event: Event) -> None:
        """Apply an event to the state and add it to the log; a refused event changes nothing."""
        self._fold(event, len(self.log))
        self.log.append(event)
        for listener in self.listeners:
            listener(event)

    def _fold(self, event: Event, index: int) -> None:
        state = self.state
        kind = event.kind
        if kind == UNDO or kind == REDO:  # noqa: PLR1714 (two compares beat a tuple's)
            undo = kind == UNDO
            stack, other = (self._done, self._undone) if undo else (self._undone, self._done)
            if not stack or stack[-1] != event.target:
                raise CorruptLogError(
                    translate(
                        "Deck", "event {index} {kind}s event {target}, which is not next"
                    ).format(index=index, kind=event.kind, target=event.target)
                )
            ops = self.log[event.target].ops
            if undo:
                for op in reversed(ops):
                    state.revert(op)
            else:
                self._apply_all(ops)
            other.append(stack.pop())
        elif event.peeked is not None:
            self._check_peek(event)
        elif event.ops:
            self._apply_all(event.ops)
            if kind != OPEN_DECK:  # setting the table is not a move to take back
                self._done.append(index)
            if self._undone:
                self._undone.clear()

    def _check_peek(self, event: Event) -> None:
        """A replayed peek must have seen the card that lay there, or the log was altered."""
        deck, pile, position = event.peeked or ("", "", 0)
        try:
            card = self.state.decks[deck].piles[pile][-1 - position]
        except (KeyError, IndexError):
            card = None
        if (card,) != event.seen:
            raise CorruptLogError(
                translate(
                    "Deck", "the log says a peek at {deck}'s {pile} saw a card that was not there"
                ).format(deck=deck, pile=pile)
            )

    def _apply_all(self, ops: tuple[Operation, ...]) -> None:
        if len(ops) == 1:  # one operation changes nothing when it raises: nothing to revert
            try:
                self.state.apply(ops[0])
            except (KeyError, IndexError) as error:
                raise CorruptLogError(
                    translate(
                        "Deck", "the log names a deck, pile or position that is not there ({error})"
                    ).format(error=error)
                ) from None
            return
        applied = 0
        try:
            for op in ops:
                self.state.apply(op)
                applied += 1
        except (KeyError, IndexError, CorruptLogError) as error:
            for op in reversed(ops[:applied]):
                self.state.revert(op)
            if isinstance(error, CorruptLogError):
                raise
            raise CorruptLogError(
                translate(
                    "Deck", "the log names a deck, pile or position that is not there ({error})"
                ).format(error=error)
            ) from None

    def _permutation(self, size: int) -> tuple[int, ...]:
        order = list(range(size))
        self.rng.shuffle(order)
        return tuple(order)

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
                    card=card, deck=state.describe_deck(), cards=state.spec.describe()
                )
            )
        return CardNotHereError(
            translate("Deck", "{card} is not in {pile}: it is in the {other}").format(
                card=card, pile=state.describe_pile(pile), other=pile_label(found)
            )
        )

    # --- JSON ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The log and, for readers and checks, the state it folds to."""
        return {
            "format": LOG_FORMAT,
            "events": [event_to_json(event) for event in self.log],
            "state": self.state.to_json(),
        }

    @classmethod
    def from_json(
        cls,
        data: Any,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.time,
    ) -> Table:
        """Rebuild a table by replaying a stored log; a stored state must match the replay."""
        if not isinstance(data, dict) or data.get("format") != LOG_FORMAT:
            raise CorruptLogError(
                translate("Deck", "this is not a Card Desk table log of format {format}").format(
                    format=LOG_FORMAT
                )
            )
        events = data.get("events")
        if not isinstance(events, list):
            raise CorruptLogError(translate("Deck", "the table log has no list of events"))
        table = cls.replay((event_from_json(item) for item in events), rng, clock)
        if "state" in data and data["state"] != table.state.to_json():
            raise CorruptLogError(
                translate("Deck", "the stored table state does not match its event log")
            )
        return table

    @classmethod
    def replay(
        cls,
        events: Iterable[Event],
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.time,
    ) -> Table:
        table = cls(rng, clock)
        fold, log = table._fold, table.log
        for index, event in enumerate(events):
            fold(event, index)
            log.append(event)
        return table


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
