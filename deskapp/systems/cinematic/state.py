"""A cinematic-cards table: a 54-card deck for each player and the Chronicler — rules U-10, U-20 … U-41.

:class:`CinematicState` puts every seat's deck on the deck engine's
:class:`~deskapp.core.decks.Decks` and plays it in direct draw or hand management
(table option ``mode``):

- :meth:`~CinematicState.test` resolves a test: the first card comes from the
  draw pile (direct draw, or a test the player initiates, U-23) or is played
  from the hand (a test the player does not initiate); further cards always
  come from the draw pile (U-22). Its cards wait in the owner's ``play`` pile
  while the test is resolved — so a reshuffle in the middle of a test cannot
  bring them back — and then go to the discard pile (U-10).
- Hands are refilled to their size only once empty (U-21); the size is the
  starting hand adjusted by luck (U-30); :meth:`~CinematicState.bless` and
  :meth:`~CinematicState.curse` add or remove cards until the hand is exhausted (U-31).
- :meth:`~CinematicState.peek` uses one of the eight powers (U-40, U-41).

With ``mirror=True`` the decks are physical: every card drawn is typed in and
checked against what the deck can hold there, and hands are dealt by typing them.

Every action validates first and changes nothing when it refuses: an action
may take several steps on the decks (a draw, a second draw, the discard), and one
that still fails half-way (a bug) is undone by the play kernel, which rebuilds the
table. The table keeps state only — piles, luck modifiers, what a curse still
owes — never a history: what was played is the session's event log, and undo and
redo are the play kernel's, which rebuilds a table from its actions
(:mod:`deskapp.core.play.kernel`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from deskapp.core.cards import Card, DeckSpec
from deskapp.core.decks import DISCARD, DRAW, HAND, Decks
from deskapp.core.i18n import translate
from deskapp.systems.cinematic.powers import Peek, Power, Reach
from deskapp.systems.cinematic.rules import (
    Check,
    CheckResult,
    CinematicError,
    CinematicOptions,
    Source,
    calls_for_another,
    resolve,
    resolve_cards,
)

PLAY = "play"
CHRONICLER = "Chronicler"
LUCK_LEVELS = range(-3, 4)
SPELL_LEVELS = range(1, 4)

TAKE_BACK_PILES = (DISCARD, HAND)
"""Where a mirror table's correction may take a card from (no test waits in the play pile)."""


class CardElsewhereError(CinematicError):
    """Mirror table: a typed card that this seat's deck holds in another pile (``pile``)."""

    def __init__(self, message: str, card: Card, pile: str) -> None:
        super().__init__(message)
        self.card = card
        self.pile = pile


@dataclass(frozen=True)
class Seat:
    """Someone at the table: a player with a luck level (−3 … +3, U-30), or the Chronicler."""

    name: str
    luck: int = 0
    chronicler: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise CinematicError(
                translate("CinematicRules", "a seat needs a name, not {name}").format(
                    name=repr(self.name)
                )
            )
        object.__setattr__(self, "name", self.name.strip())
        if isinstance(self.luck, bool) or self.luck not in LUCK_LEVELS:
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{name}'s luck must be a whole number from −3 to +3 (rule U-30), not {luck}",
                ).format(name=self.name, luck=repr(self.luck))
            )

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "luck": self.luck, "chronicler": self.chronicler}


class CinematicState:
    """The players' and the Chronicler's decks on one table, played by the cinematic-card rules.

    ``players`` are :class:`Seat` objects or names; the Chronicler sits at the
    table too, under the name ``chronicler``. Each seat's deck is named after it.
    ``rng`` shuffles (``random.SystemRandom`` unless a seeded one is given).
    In hand management the starting hands are dealt at once, unless ``mirror``:
    then each is dealt by typing it with :meth:`refill_hand`.
    """

    def __init__(
        self,
        players: Iterable[Seat | str],
        options: CinematicOptions | None = None,
        *,
        chronicler: str = CHRONICLER,
        mirror: bool = False,
        rng: random.Random | None = None,
    ) -> None:
        seats = [player if isinstance(player, Seat) else Seat(player) for player in players]
        if any(seat.chronicler for seat in seats):
            raise CinematicError("the Chronicler is named by chronicler=, not among the players")
        seats.append(Seat(chronicler, chronicler=True))
        self._set(seats, options or CinematicOptions(), mirror, Decks(rng))
        for seat in seats:
            self.decks.open_deck(seat.name, DeckSpec("standard54"), seat.name, (HAND, PLAY))
        if not mirror:
            # Dealing the starting hands sets the table, like opening the decks: undo keeps them.
            for seat in seats:
                if self.hand_size(seat.name):
                    self.decks.refill(seat.name, HAND, self.hand_size(seat.name))

    def _set(
        self, seats: Sequence[Seat], options: CinematicOptions, mirror: bool, decks: Decks
    ) -> None:
        self.options = options
        self.mirror = mirror
        self.decks = decks
        self._seats: dict[str, Seat] = {}
        for seat in seats:
            if seat.name.casefold() in (name.casefold() for name in self._seats):
                raise CinematicError(
                    translate(
                        "CinematicRules", "two seats are called '{name}': each needs its own name"
                    ).format(name=seat.name)
                )
            self._seats[seat.name] = seat
        for seat in seats:
            size = options.starting_hand + seat.luck
            if not self._holds_no_hand(seat.name) and size < 0:
                raise CinematicError(
                    translate(
                        "CinematicRules",
                        "{name}'s hand would hold {size} cards (starting hand {start}, luck {luck}): a hand cannot be smaller than 0",
                    ).format(
                        name=seat.name,
                        size=size,
                        start=options.starting_hand,
                        luck=f"{seat.luck:+d}",
                    )
                )
        self._modifiers = {name: 0 for name in self._seats}
        # U-31: cards a curse still owes, taken from the next hand when it is dealt.
        self._owed = {name: 0 for name in self._seats}

    # --- reading -----------------------------------------------------------------

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(self._seats.values())

    @property
    def chronicler(self) -> str:
        return next(seat.name for seat in self._seats.values() if seat.chronicler)

    def seat(self, name: str) -> Seat:
        try:
            return self._seats[name]
        except KeyError:
            raise CinematicError(
                translate(
                    "CinematicRules", "nobody called '{name}' sits at the table (seats: {seats})"
                ).format(name=name, seats=", ".join(self._seats))
            ) from None

    def holds_hand(self, name: str) -> bool:
        """Whether this seat plays from a hand: hand management, and the Chronicler only if the table says so."""
        self.seat(name)
        return not self._holds_no_hand(name)

    def hand(self, name: str) -> list[Card]:
        """The cards in that seat's hand, in the order they were dealt."""
        self.seat(name)
        return self.decks.pile(name, HAND)

    def hand_size(self, name: str) -> int:
        """How many cards the hand is refilled to: the starting hand adjusted by luck (U-20, U-30)."""
        return self.options.starting_hand + self.seat(name).luck if self.holds_hand(name) else 0

    def modifier(self, name: str) -> int:
        """Cards blessings (+) and curses (−) gave the current hand, until it is exhausted (U-31)."""
        self.seat(name)
        return self._modifiers[name]

    def owed(self, name: str) -> int:
        """Cards a curse larger than the hand still takes from the next hand (U-31)."""
        self.seat(name)
        return self._owed[name]

    def refill_due(self, name: str) -> int:
        """How many cards the seat's hand waits for once it is empty (U-21): its size, less what a
        curse still owes (U-31); else 0."""
        if self.holds_hand(name) and not self.decks.pile(name, HAND):
            return self._next_hand_size(name)
        return 0

    def _next_hand_size(self, name: str) -> int:
        return max(self.hand_size(name) - self._owed[name], 0)

    # --- tests -----------------------------------------------------------------

    def test(
        self,
        name: str,
        check: Check,
        *,
        initiated: bool = True,
        card: Card | None = None,
        drawn: Sequence[Card] | None = None,
    ) -> CheckResult:
        """Resolve a test of ``name``: Attribute + Skill + cards against the Difficulty Level.

        In hand management a test the player did not initiate (``initiated=False``)
        is played with ``card`` from the hand; any other test draws its first card
        (U-23). ``drawn`` are the cards typed in from a physical draw pile, in order
        — exactly those the test takes from it (mirror tables only).
        """
        from_hand = self._plays_from_hand(name, initiated, card)
        typed = self._typed(drawn)
        source = Source.HAND if from_hand else Source.DRAW_PILE
        if self.mirror:
            played = [card] if from_hand and card is not None else []
            resolve_cards(check, played + typed, self.options, first_source=source)
            self._check_drawable(name, typed)
        else:
            self._check_enough(name, card if from_hand else None)
        supply = self._supply(name, typed, PLAY)
        if card is not None and from_hand:
            self.decks.move(name, card, HAND, PLAY)
            first = card
        else:
            first = supply()
        result = resolve(check, first, supply, self.options, first_source=source)
        self._spend(name)
        if from_hand:
            self._after_hand_change(name)
        self._reshuffle_exhausted(name)
        return result

    # --- hands and luck ----------------------------------------------------------

    def refill_hand(self, name: str, cards: Sequence[Card] | None = None) -> list[Card]:
        """Deal the seat a new hand once the old one is empty (U-21); ``cards`` at a mirror table."""
        self._require_hand(name)
        held = self.decks.pile(name, HAND)
        if held:
            count = len(held)
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{name} still holds %n card(s): no new cards until the hand is empty (rule U-21)",
                    None,
                    count,
                ).format(name=name)
            )
        size = self._next_hand_size(name)
        typed = self._typed(cards)
        if self.mirror:
            if len(typed) != size:
                owed = self._owed[name]
                message = (
                    translate(
                        "CinematicRules",
                        "{name}'s hand holds %n card(s) (rules U-20, U-30, {owed} short for a curse (rule U-31)), not {typed}",
                        None,
                        size,
                    )
                    if owed
                    else translate(
                        "CinematicRules",
                        "{name}'s hand holds %n card(s) (rules U-20, U-30), not {typed}",
                        None,
                        size,
                    )
                )
                raise CinematicError(message.format(name=name, owed=owed, typed=len(typed)))
            self._check_drawable(name, typed)
        if not size:
            return []
        if self.mirror:
            new = self._draw_typed(name, typed, HAND)
        else:
            new = self.decks.refill(name, HAND, size)
        self._curse_carried(name)
        self._reshuffle_exhausted(name)
        return new

    def bless(self, name: str, level: int, drawn: Sequence[Card] | None = None) -> list[Card]:
        """A blessing of ``level`` (1–3): that many more cards in hand until it is exhausted (U-31)."""
        self._require_hand(name)
        _check_level(level, "blessing")
        if self.refill_due(name):
            raise CinematicError(
                translate(
                    "CinematicRules", "{name}'s hand is empty: deal the new hand first (rule U-21)"
                ).format(name=name)
            )
        typed = self._typed(drawn)
        if self.mirror:
            if len(typed) != level:
                raise CinematicError(
                    translate(
                        "CinematicRules",
                        "a blessing of {level} draws %n card(s), not {typed} (rule U-31)",
                        None,
                        level,
                    ).format(level=level, typed=len(typed))
                )
            self._check_drawable(name, typed)
        if self.mirror:
            new = self._draw_typed(name, typed, HAND)
        else:
            new = self.decks.draw(name, level, HAND)
        self._modifiers[name] += level
        self._reshuffle_exhausted(name)
        return new

    def curse(self, name: str, level: int, cards: Sequence[Card] | None = None) -> list[Card]:
        """A curse of ``level`` (1–3): that many cards leave the hand until it is exhausted (U-31).

        ``cards`` names the cards lost; without it they are picked at random. A curse never
        helps: one larger than the hand empties it, and with the table option ``curse_overflow``
        at ``carry_over`` the rest is owed by the next hand, dealt that many cards short, and the
        curse lasts until that hand is exhausted.
        """
        self._require_hand(name)
        _check_level(level, "curse")
        hand = self.decks.pile(name, HAND)
        taken = min(level, len(hand))
        rest = level - taken if self.options.curse_overflow == "carry_over" else 0
        if (
            taken
            and taken == len(hand)
            and not rest
            and self.options.curse_empties_hand == "owes_one"
        ):
            rest = 1  # U-31: a curse never helps, so emptying the hand still costs the next one
        if cards is None:
            lost = self.decks.rng.sample(hand, taken)
        else:
            lost = list(cards)
            if len(lost) != taken:
                message = (
                    translate(
                        "CinematicRules",
                        "a curse of {level} takes %n card(s) now: the whole hand, the rest carries over, not {lost} (rule U-31)",
                        None,
                        taken,
                    )
                    if taken < level
                    else translate(
                        "CinematicRules",
                        "a curse of {level} takes %n card(s) now, not {lost} (rule U-31)",
                        None,
                        taken,
                    )
                )
                raise CinematicError(message.format(level=level, lost=len(lost)))
            for index, card in enumerate(lost):
                if card in lost[:index]:
                    raise CinematicError(
                        translate("CinematicRules", "{card} is named twice").format(card=card.label)
                    )
                self._require_in_hand(name, card)
        for card in lost:
            self.decks.move(name, card, HAND, DISCARD)
        self._modifiers[name] -= level
        if lost:
            self._after_hand_change(name, owed=rest)
        else:
            self._owed[name] += rest  # the hand waits for its refill: it is dealt short
        self._reshuffle_exhausted(name)
        return lost

    # --- corrections -------------------------------------------------------------

    def take_back(self, name: str, card: Card) -> str:
        """A mirror table's correction: a card the real deck still holds, taken from the pile the
        app put it in (the discard pile or the hand) back to the top of the draw pile.

        Returns that pile. Blessings and curses stay as they are: no card was played.
        """
        name = self.seat(name).name
        if not self.mirror:
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "taking a card back is for a table of physical decks: this table draws its own cards",
                )
            )
        where = self.decks.where(name, card)
        if where is None:
            raise CinematicError(_not_in_deck(card))
        if where == DRAW:
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{card} is already in {name}'s draw pile: there is nothing to take back",
                ).format(card=card.label, name=name)
            )
        if where not in TAKE_BACK_PILES:
            raise CinematicError(
                translate("CinematicRules", "{card} cannot be taken back yet: {where}").format(
                    card=card.label, where=where_it_is(where)
                )
            )
        self.decks.move(name, card, where, DRAW)
        self._reshuffle_exhausted(name)
        return where

    # --- peeks -------------------------------------------------------------------

    def peek(
        self, power: Power | str, viewer: str, target: str, position: int | None = None
    ) -> Peek:
        """``viewer`` uses ``power`` on ``target``'s cards and alone sees one card (U-40, U-41).

        ``position`` picks the card: in a hand, its index as :meth:`hand` lists it
        (at random if not given); in a draw pile, counted from the top (0, the
        next card, if not given), and only where the table option ``deck_peek``
        lets someone pick. Nothing on the table changes.
        """
        power = power if isinstance(power, Power) else Power.parse(power)
        self.seat(viewer)
        self.seat(target)
        if self.mirror:
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{power}: the decks are physical, so look at the real card; the app does not know their order",
                ).format(power=power.label)
            )
        if power.others_only and viewer == target:
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{power} looks at another player's cards, not {viewer}'s own (rule U-40)",
                ).format(power=power.label, viewer=viewer)
            )
        if power.reach is Reach.HAND:
            return self._peek_hand(power, viewer, target, position)
        if position is None:
            position = 0
        if power.reach is Reach.NEXT_CARD and position != 0:
            raise CinematicError(
                translate(
                    "CinematicRules", "{power} sees the next card of the draw pile only (rule U-40)"
                ).format(power=power.label)
            )
        if position != 0 and self.options.deck_peek == "top":
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{power} sees the top card of the draw pile at this table (table options, rule U-41)",
                ).format(power=power.label)
            )
        card = self.decks.peek(target, DRAW, position)
        return Peek(power, viewer, target, DRAW, position, card)

    def _peek_hand(self, power: Power, viewer: str, target: str, position: int | None) -> Peek:
        reason = self._no_hand_reason(target)
        if reason is not None:
            raise CinematicError(
                translate("CinematicRules", "{power} looks at a hand, but {reason}").format(
                    power=power.label, reason=reason
                )
            )
        hand = self.decks.pile(target, HAND)
        if position is None and hand:
            position = self.decks.rng.randrange(len(hand))
        if position is not None and not 0 <= position < len(hand):
            count = len(hand)
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{name}'s hand holds %n card(s): there is no card {number}",
                    None,
                    count,
                ).format(name=target, number=position + 1)
            )
        # The engine counts from the top of a pile, the last card dealt; the hand lists it last.
        from_top = len(hand) - 1 - (position or 0)
        card = self.decks.peek(target, HAND, from_top)
        return Peek(power, viewer, target, HAND, position or 0, card)

    # --- helpers -----------------------------------------------------------------

    def _holds_no_hand(self, name: str) -> bool:
        """Whether this seat holds no hand (then :meth:`_no_hand_reason` says why)."""
        return self.options.mode == "direct_draw" or (
            self._seats[name].chronicler and not self.options.chronicler_hand
        )

    def _no_hand_reason(self, name: str) -> str | None:
        """Why this seat holds no hand, or None when it does."""
        if not self._holds_no_hand(name):
            return None  # every test asks: worded only when there is a reason
        if self.options.mode == "direct_draw":
            return translate("CinematicRules", "in direct draw nobody holds a hand (rule U-10)")
        if self._seats[name].chronicler and not self.options.chronicler_hand:
            return translate(
                "CinematicRules", "{name} holds no hand at this table (table options)"
            ).format(name=name)
        return None

    def _require_hand(self, name: str) -> None:
        self.seat(name)
        reason = self._no_hand_reason(name)
        if reason is not None:
            raise CinematicError(
                translate(
                    "CinematicRules", "blessings, curses and refills change a hand, and {reason}"
                ).format(reason=reason)
            )

    def _require_in_hand(self, name: str, card: Card) -> None:
        if card not in self.decks.pile(name, HAND):
            where = self.decks.where(name, card)
            if where:
                message = translate(
                    "CinematicRules", "{card} is not in {name}'s hand: {where}"
                ).format(card=card.label, name=name, where=where_it_is(where))
            else:
                message = translate("CinematicRules", "{card} is not in {name}'s hand").format(
                    card=card.label, name=name
                )
            raise CinematicError(message)

    def _plays_from_hand(self, name: str, initiated: bool, card: Card | None) -> bool:
        """Whether the test's first card is played from the hand (U-23); refuses a wrong choice."""
        self.seat(name)
        if self._holds_no_hand(name):
            if card is not None:
                raise CinematicError(
                    translate(
                        "CinematicRules", "{card} cannot be played from a hand: {reason}"
                    ).format(card=card.label, reason=self._no_hand_reason(name))
                )
            return False
        if initiated:
            if card is not None:
                raise CinematicError(
                    translate(
                        "CinematicRules",
                        "{name} initiated this test, so its card comes from the draw pile, not the hand (rule U-23)",
                    ).format(name=name)
                )
            return False
        if card is None:
            due = self.refill_due(name)
            if due:
                raise CinematicError(
                    translate(
                        "CinematicRules",
                        "{name}'s hand is empty: deal the %n card(s) of the new hand first (rule U-21)",
                        None,
                        due,
                    ).format(name=name)
                )
            if not self.decks.pile(name, HAND):
                return False  # a hand of no cards: the draw pile stands in for it
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{name} did not initiate this test: choose the card to play from the hand (rule U-23)",
                ).format(name=name)
            )
        self._require_in_hand(name, card)
        return True

    def _typed(self, cards: Sequence[Card] | None) -> list[Card]:
        if self.mirror:
            return list(cards or ())
        if cards is not None:
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "this table draws its own cards: typed cards are for a table of physical decks",
                )
            )
        return []

    def _supply(self, name: str, typed: Sequence[Card], to: str) -> Callable[[], Card]:
        """Where a test's further cards come from: the engine's draw, or the typed cards in order."""
        if self.mirror:
            pending = iter(typed)
            return lambda: self.decks.mirror_draw(name, next(pending), to)
        return lambda: self.decks.draw(name, 1, to)[0]

    def _draw_typed(self, name: str, typed: Sequence[Card], to: str) -> list[Card]:
        supply = self._supply(name, typed, to)
        return [supply() for _ in typed]

    def _check_drawable(self, name: str, cards: Sequence[Card]) -> None:
        """Refuse typed cards that could not come off this draw pile in this order.

        The draw pile gives its cards; once empty, the discard pile is shuffled
        into it (U-10) — never the hand or the cards of the test in progress.
        """
        deck = self.decks.deck(name)
        pile = list(deck.piles[DRAW])
        spare = list(deck.piles[DISCARD])
        for index, card in enumerate(cards):
            if card in cards[:index]:
                raise CinematicError(
                    translate(
                        "CinematicRules", "{card} is typed twice: a deck holds each card once"
                    ).format(card=card.label)
                )
            if not pile:
                pile, spare = spare, []
            if card not in pile:
                where = deck.where(card)
                if where is None:
                    raise CinematicError(_not_in_deck(card))
                raise CardElsewhereError(
                    translate(
                        "CinematicRules", "{card} is not in {name}'s draw pile: {where}"
                    ).format(card=card.label, name=name, where=where_it_is(where)),
                    card,
                    where,
                )
            pile.remove(card)

    def _check_enough(self, name: str, hand_card: Card | None) -> None:
        """Refuse a test that could run out of cards half-way, before it draws any.

        With plain second cards a test takes at most two cards from the pile; a
        chain ends at the first number card, so one must be left to draw.
        """
        if hand_card is not None and not calls_for_another(hand_card):
            return
        deck = self.decks.deck(name)
        available = deck.piles[DRAW] + deck.piles[DISCARD]
        if self.options.second_card == "chain":
            enough = any(not calls_for_another(card) for card in available)
        elif len(available) >= 2:
            enough = True  # a test with plain second cards takes two cards at most
        else:
            triggers = any(calls_for_another(card) for card in available)
            needed = 1 if hand_card is not None or not triggers else 2
            enough = len(available) >= needed
        if not enough:
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{name}'s draw and discard piles hold too few cards to finish a test",
                ).format(name=name)
            )

    def _spend(self, name: str) -> None:
        """Put the test's cards away (U-10): on the discard pile, or back into the draw pile."""
        if self.options.reshuffle == "each_test":
            for pile in (PLAY, DISCARD):
                for card in self.decks.pile(name, pile):
                    self.decks.move(name, card, pile, DRAW)
            self.decks.shuffle(name)
        else:
            self.decks.discard_pile(name, PLAY)

    def _after_hand_change(self, name: str, owed: int = 0) -> None:
        """An exhausted hand ends blessings and curses (U-31) and is refilled (U-21) — short by
        what a curse larger than the hand still owes, which then lasts for that hand."""
        if self.decks.pile(name, HAND):
            return
        self._modifiers[name] = 0
        self._owed[name] = owed
        size = self._next_hand_size(name)
        if not self.mirror and size:
            self.decks.refill(name, HAND, size)
            self._curse_carried(name)
        elif not self.mirror and owed:
            self._curse_carried(name)  # nothing to deal: the owed curse ends with no hand

    def _curse_carried(self, name: str) -> None:
        """The new hand was dealt short: the curse it owed lasts until it is exhausted (U-31)."""
        self._modifiers[name] = -self._owed[name]
        self._owed[name] = 0

    def _reshuffle_exhausted(self, name: str) -> None:
        """U-10, U-20: a deck is reshuffled as soon as its draw pile is exhausted, not only at
        the next draw — so a peek at "the next card" (U-40) finds one unless all are in hands.

        Only the deck an action moved cards in can be exhausted: every other one was
        reshuffled after its own last action (and dealing a table's first hands leaves no
        discard pile), so an action that moved no card finds nothing to reshuffle."""
        if self.mirror:
            return  # the real deck is reshuffled by hand; its order is not the app's to know
        self.decks.reshuffle(name)


def _check_level(level: int, spell: str) -> None:
    if isinstance(level, bool) or level not in SPELL_LEVELS:
        message = (
            translate("CinematicRules", "a blessing's level is 1, 2 or 3 (rule U-31), not {level}")
            if spell == "blessing"
            else translate(
                "CinematicRules", "a curse's level is 1, 2 or 3 (rule U-31), not {level}"
            )
        )
        raise CinematicError(message.format(level=repr(level)))


def _not_in_deck(card: Card) -> str:
    return translate("CinematicRules", "{card} is not a card of a 54-card deck").format(
        card=card.label
    )


def where_it_is(pile: str) -> str:
    """Where a card lies, as the end of a sentence: ``it is in the discard pile``.

    One whole clause per pile, so each language declines the pile's name as it needs."""
    clauses = {
        DRAW: translate("CinematicRules", "it is in the draw pile"),
        DISCARD: translate("CinematicRules", "it is in the discard pile"),
        HAND: translate("CinematicRules", "it is in the hand"),
        PLAY: translate("CinematicRules", "it is in the test being resolved"),
    }
    return clauses.get(pile, pile)
