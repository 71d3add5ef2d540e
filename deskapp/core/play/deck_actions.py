"""The game master handles a deck as a real one (issue 28): table actions of every system with decks.

Beside the kernel's ``reveal`` and ``contribute``, these are typed actions like any
system's own (``{"do": "deck_put", …}``): a system whose state holds decks mixes
:class:`DeckHandling` into its driver and adds :data:`DECK_HANDLERS` to its ``HANDLERS``,
so they go through the one action machinery — logged, undone by the kernel's one
undo, their random values drawn from the session's generator (so ``deskapp verify``
derives them again). What a system's rules forbid, its driver's
:meth:`DeckHandling.deck_refusal` says in a sentence, before anything changes:

- ``{"do": "deck_put", "deck": "deck", "cards": ["QH"], "place": "top"}`` — named cards
  back on top of the draw pile, at its ``bottom``, at a ``random`` place among its cards
  of unknown order, or (a mirror table: "these cards are back in the deck") ``back``;
- ``{"do": "deck_take_out", "deck": …, "cards": [...]}`` — cards taken out of play;
- ``{"do": "deck_shuffle", "deck": …, "discard": true}`` — the discard pile shuffled back
  into the draw pile (a mirror table: "the real deck was reshuffled"), or with ``false``
  the draw pile alone shuffled;
- ``{"do": "deck_look", "deck": …, "count": 3}`` — the game master looks at the top cards:
  the cards are the result's ``detail`` only, never stored, and the table does not change
  (undo passes over it, the players' projection never shows it);
- ``{"do": "deck_deal", "players": ["Bára"], "count": 6}`` — cards dealt to players' hands,
  where the system's rules have hands.

The history line of each is :func:`describe_deck_action`'s, which each system's describer
calls first, naming cards by the players' own rank letters.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from deskapp.core.cards import Card, CardNotationError, label_of, parse_card
from deskapp.core.decks import DISCARD, DRAW, Decks, InvalidCountError, deck_label
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.actions import Action, ActionResult, Handler
from deskapp.core.records import RecordError

MOST_CARDS = 54
"""The most cards one deck action names, looks at or deals (the largest standard deck)."""


class DeckRefusedError(UserError):
    """A deck action the system's rules, or the kind of table, do not allow."""


def parsed_cards(tokens: tuple[str, ...]) -> list[Card]:
    """The cards an action names (its ``cards`` field, in notation)."""
    if not 1 <= len(tokens) <= MOST_CARDS:
        raise RecordError(
            translate("Play", "field 'cards' must name 1 to {most} cards").format(most=MOST_CARDS)
        )
    try:
        return [parse_card(token) for token in tokens]
    except CardNotationError as error:
        raise RecordError(str(error)) from None


def _count(count: int) -> None:
    if not 1 <= count <= MOST_CARDS:
        raise RecordError(
            translate("Play", "field 'count' must be 1 to {most}, not {count}").format(
                most=MOST_CARDS, count=count
            )
        )


@dataclass(frozen=True)
class PutBack(Action):
    """Named cards back into the draw pile, wherever they lie."""

    KIND: ClassVar[str] = "deck_put"

    deck: str
    cards: tuple[str, ...]
    place: Literal["top", "bottom", "random", "back"]

    def __post_init__(self) -> None:
        parsed_cards(self.cards)


@dataclass(frozen=True)
class TakeOut(Action):
    """Named cards taken out of play."""

    KIND: ClassVar[str] = "deck_take_out"

    deck: str
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        parsed_cards(self.cards)


@dataclass(frozen=True)
class Shuffle(Action):
    """The discard pile shuffled back into the draw pile (``discard``), or the draw pile alone."""

    KIND: ClassVar[str] = "deck_shuffle"

    deck: str
    discard: bool


@dataclass(frozen=True)
class Look(Action):
    """The game master looks at the top ``count`` cards of the draw pile."""

    KIND: ClassVar[str] = "deck_look"

    deck: str
    count: int

    def __post_init__(self) -> None:
        _count(self.count)


@dataclass(frozen=True)
class Deal(Action):
    """``count`` cards dealt to each of ``players``."""

    KIND: ClassVar[str] = "deck_deal"

    players: tuple[str, ...]
    count: int

    def __post_init__(self) -> None:
        _count(self.count)
        if not self.players:
            raise RecordError(translate("Play", "field 'players' must name at least one player"))


DeckAction = PutBack | TakeOut | Shuffle | Look | Deal
DECK_ACTIONS: tuple[type[Action], ...] = (PutBack, TakeOut, Shuffle, Look, Deal)
DECK_KINDS = tuple(kind.KIND for kind in DECK_ACTIONS)


class DeckHandling:
    """The deck actions of a driver whose state holds decks (mixed into its driver).

    A system gives :attr:`table_decks` and ``mirror`` (whether its decks are physical), says in :meth:`deck_refusal` what its
    rules forbid, and where it deals, :meth:`dealt_to` (the deck and hand of a player).
    """

    @property
    def table_decks(self) -> Decks:
        raise NotImplementedError

    def deck_refusal(self, action: DeckAction) -> str | None:
        """Why the system's rules refuse ``action`` as the table stands, or None."""
        return None

    def deck_title(self, deck: str) -> str:
        """A deck as a screen lists it: ``Bára's deck``, ``The shared deck``."""
        label = deck_label(self.owner_name(self.table_decks.deck(deck).owner))
        return label[:1].upper() + label[1:]

    def owner_name(self, owner: str) -> str:
        """A deck owner's stored name as the user reads it."""
        return owner

    def dealt_to(self, player: str) -> tuple[str, str]:
        """The deck a player's cards are dealt from and the pile they are dealt to."""
        raise DeckRefusedError(translate("Play", "these rules deal no cards to players"))

    def _refuse(self, action: DeckAction) -> None:
        if isinstance(action, Deal):
            for player in action.players:
                self.dealt_to(player)  # an unknown player, or rules without hands
        if getattr(self, "mirror", False):
            what = None
            if isinstance(action, PutBack) and action.place != "back":
                what = translate(
                    "Play", "the app does not know its order, only that the cards are back"
                )
            elif isinstance(action, Shuffle) and not action.discard:
                what = translate(
                    "Play", "a shuffle of its draw pile changes nothing the app follows"
                )
            elif isinstance(action, Look | Deal):
                what = translate("Play", "look at the real cards, and type in those dealt")
            if what is not None:
                raise DeckRefusedError(
                    translate("Play", "at a mirror table the real deck is handled: {what}").format(
                        what=what
                    )
                )
        elif isinstance(action, PutBack) and action.place == "back":
            raise DeckRefusedError(
                translate(
                    "Play",
                    "this table shuffles its own deck: put the cards on top, at the bottom or at a random place",
                )
            )
        reason = self.deck_refusal(action)
        if reason is not None:
            raise DeckRefusedError(reason)

    def _deck_put(self, action: PutBack) -> ActionResult:
        self._refuse(action)
        cards = parsed_cards(action.cards)
        self.table_decks.put_back(action.deck, cards, action.place)
        return ActionResult(action.KIND, self._named(action.deck, cards, place=action.place))

    def _deck_take_out(self, action: TakeOut) -> ActionResult:
        self._refuse(action)
        cards = parsed_cards(action.cards)
        self.table_decks.take_out(action.deck, cards)
        return ActionResult(action.KIND, self._named(action.deck, cards))

    def _deck_shuffle(self, action: Shuffle) -> ActionResult:
        self._refuse(action)
        decks = self.table_decks
        if action.discard:
            count = decks.shuffle_in(action.deck)
        else:
            decks.shuffle(action.deck)
            count = 0
        outcome = self._named(action.deck, [], discard=action.discard, count=count)
        return ActionResult(action.KIND, outcome)

    def _deck_look(self, action: Look) -> ActionResult:
        self._refuse(action)
        cards = self.table_decks.look(action.deck, action.count)
        outcome = self._named(action.deck, [], count=action.count)
        # The cards seen are the game master's: the detail only, never stored or shown to players.
        return ActionResult(action.KIND, outcome, tuple(cards), in_effect=False)

    def _deck_deal(self, action: Deal) -> ActionResult:
        self._refuse(action)
        decks = self.table_decks
        targets = [self.dealt_to(player) for player in action.players]
        for deck, _hand in targets:  # every deck checked before any card moves
            state = decks.deck(deck)
            held = len(state.piles[DRAW]) + len(state.piles[DISCARD])
            if action.count > held:
                raise InvalidCountError(
                    translate(
                        "Play",
                        "{deck} holds %n card(s) to deal: deal at most that many",
                        None,
                        held,
                    ).format(deck=state.describe_deck())
                )
        if len({deck for deck, _hand in targets}) < len(targets):
            raise DeckRefusedError(translate("Play", "a player is named twice: deal to each once"))
        before = {deck: decks.deck(deck).reshuffles for deck, _hand in targets}
        dealt = {}
        for deck, hand in targets:
            dealt[deck] = tuple(decks.draw(deck, action.count, hand))
        reshuffled = [deck for deck, _hand in targets if decks.deck(deck).reshuffles > before[deck]]
        outcome = {"players": [deck for deck, _hand in targets], "count": action.count}
        return ActionResult(action.KIND, outcome | {"reshuffled": reshuffled}, dealt)

    def _named(self, deck: str, cards: list[Card], **more: Any) -> dict[str, Any]:
        owner = self.table_decks.deck(deck).owner
        named = {"cards": [card.notation for card in cards]} if cards else {}
        return {"deck": deck, "owner": owner, **named, **more}


DECK_HANDLERS: dict[type[Action], Handler] = {
    PutBack: DeckHandling._deck_put,
    TakeOut: DeckHandling._deck_take_out,
    Shuffle: DeckHandling._deck_shuffle,
    Look: DeckHandling._deck_look,
    Deal: DeckHandling._deck_deal,
}


def describe_deck_action(
    action: Mapping[str, Any],
    outcome: Mapping[str, Any],
    mirror: bool,
    name: Callable[[str], str] = str,
    game_master: str = "",
) -> str | None:
    """The history line of a deck action in the current language, or None for another
    action. ``name`` writes a player's or a deck owner's stored name as the user reads it;
    ``game_master`` is the system's name for its game master ("The Coordinator"), the one
    the rest of the app uses."""
    do = action.get("do")
    if do not in DECK_KINDS:
        return None
    if do == Deal.KIND:
        players = [name(str(player)) for player in outcome.get("players", ())]
        count = int(outcome.get("count", 0))
        line = (
            translate("Play", "%n card(s) dealt to {name}", None, count).format(name=players[0])
            if len(players) == 1
            else translate("Play", "%n card(s) dealt to each of {names}", None, count).format(
                names=", ".join(players)
            )
        )
        reshuffled = [name(str(deck)) for deck in outcome.get("reshuffled", ())]
        if reshuffled:
            line += " — " + translate("Play", "reshuffled: {names}").format(
                names=", ".join(deck_label(deck) for deck in reshuffled)
            )
        return line
    deck = deck_label(name(str(outcome.get("owner", ""))))
    cards = ", ".join(label_of(token) for token in outcome.get("cards", ()))
    if do in (PutBack.KIND, TakeOut.KIND):
        place = outcome.get("place") if do == PutBack.KIND else "out"
        text = {
            "top": translate("Play", "{cards} put back on top of the draw pile ({deck})"),
            "bottom": translate("Play", "{cards} put back at the bottom of the draw pile ({deck})"),
            "random": translate(
                "Play", "{cards} put back at a random place in the draw pile ({deck})"
            ),
            "out": translate("Play", "{cards} taken out of play ({deck})"),
        }.get(str(place), translate("Play", "{cards} back in the real deck ({deck})"))
        return text.format(cards=cards, deck=deck)
    if do == Look.KIND:
        looked = int(outcome.get("count", 0))
        return translate(
            "Play",
            "{game_master} looks at the top %n card(s) of the draw pile ({deck})",
            None,
            looked,
        ).format(game_master=game_master or translate("Play", "The game master"), deck=deck)
    if not outcome.get("discard"):
        return translate("Play", "The draw pile is shuffled ({deck})").format(deck=deck)
    if mirror:
        return translate(
            "Play",
            "The real deck was reshuffled: its discard pile is back in the draw pile ({deck})",
        ).format(deck=deck)
    return translate(
        "Play", "The discard pile is shuffled back into the draw pile ({deck})"
    ).format(deck=deck)
