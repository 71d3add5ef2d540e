"""The cinematic-cards table's actions: one frozen record per kind, read from its stored JSON.

Each action is what a session stores (``{"do": "test", "player": "Bára", …}``);
:func:`~deskapp.core.play.actions.parse_action` reads it with every field
checked, and a bad one is refused in one line that names it
(``action 'test': field 'card': 'QX' is not a card …``). The JSON shapes are the
ones stored since the first cinematic sessions, so old campaign files read as
they are: cards are kept in notation (``"QH"``), lists of cards as tuples.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deskapp.core.cards import Card, parse_card
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.actions import Action
from deskapp.core.records import RecordError
from deskapp.systems.cinematic.rules import MIN_DIFFICULTY


@dataclass(frozen=True)
class CheckAction(Action):
    """A test (U-01 … U-23): Attribute + Skill + cards against the Difficulty Level.

    ``card`` is the hand card played on a test the player did not initiate;
    ``drawn`` the cards typed in at a mirror table, in draw order. The names
    only label the history line and the result.
    """

    KIND: ClassVar[str] = "test"

    player: str
    attribute: int
    skill: int
    difficulty: int = MIN_DIFFICULTY
    initiated: bool = True
    card: str | None = None
    drawn: tuple[str, ...] | None = None
    attribute_name: str | None = None
    skill_name: str | None = None

    def __post_init__(self) -> None:
        _card_field("card", self.card)
        for index, token in enumerate(self.drawn or ()):
            _card_field(f"drawn[{index}]", token)

    @property
    def hand_card(self) -> Card | None:
        return _card_field("card", self.card)

    @property
    def drawn_cards(self) -> list[Card] | None:
        return _cards(self.drawn)


class _TypedCards:
    """An action whose ``cards`` name the cards typed in at a mirror table: each is checked
    when the action is read, and ``typed_cards`` gives them as cards."""

    cards: tuple[str, ...] | None

    def __post_init__(self) -> None:
        for index, token in enumerate(self.cards or ()):
            _card_field(f"cards[{index}]", token)

    @property
    def typed_cards(self) -> list[Card] | None:
        return _cards(self.cards)


@dataclass(frozen=True)
class RefillAction(_TypedCards, Action):
    """Deal an empty hand to its size (U-21); ``cards`` are typed in at a mirror table."""

    KIND: ClassVar[str] = "refill"

    player: str
    cards: tuple[str, ...] | None = None


@dataclass(frozen=True)
class SpellAction(_TypedCards, Action):
    """A blessing or a curse of ``level`` (U-31), remembered by ``name`` until the hand is exhausted.

    A blessing draws ``level`` cards (typed in at a mirror table); a curse takes
    ``level`` cards from the hand (``cards`` names them, else picked at random).
    """

    player: str
    level: int
    name: str | None = None
    cards: tuple[str, ...] | None = None


@dataclass(frozen=True)
class BlessAction(SpellAction):
    KIND: ClassVar[str] = "bless"


@dataclass(frozen=True)
class CurseAction(SpellAction):
    KIND: ClassVar[str] = "curse"


@dataclass(frozen=True)
class PeekAction(Action):
    """``viewer`` uses one of the eight powers on ``target``'s cards (U-40, U-41).

    ``position`` picks the card: in a hand its index (at random when null); in a
    draw pile counted from the top (the next card when null).
    """

    KIND: ClassVar[str] = "peek"

    power: str
    viewer: str
    target: str
    position: int | None = None

    def __post_init__(self) -> None:
        if self.position is not None and self.position < 0:
            raise RecordError(
                translate(
                    "CinematicRules", "field 'position' must be 0 or more, not {value}"
                ).format(value=repr(self.position))
            )


class _OneCard:
    """An action about one ``card`` of a player's deck: checked when the action is read, and
    ``named_card`` gives it as a card."""

    card: str

    def __post_init__(self) -> None:
        _card_field("card", self.card)

    @property
    def named_card(self) -> Card:
        card = _card_field("card", self.card)
        assert card is not None
        return card


@dataclass(frozen=True)
class TakeBackAction(_OneCard, Action):
    """A mirror table's correction: ``card`` goes from the pile of ``player``'s deck the app put
    it in (discard pile or hand) back to the top of that draw pile, as the real deck holds it."""

    KIND: ClassVar[str] = "take_back"

    player: str
    card: str


@dataclass(frozen=True)
class ShowCardAction(_OneCard, Action):
    """``player`` shows ``card`` of their hand to ``to`` alone (issue 27): nothing on the table
    changes, and only those two ever see which card it was."""

    KIND: ClassVar[str] = "show_card"

    player: str
    card: str
    to: str


def _card_field(field: str, token: str | None) -> Card | None:
    if token is None:
        return None
    try:
        return parse_card(token)
    except UserError as error:
        raise RecordError(
            translate("CinematicRules", "field '{field}': {error}").format(field=field, error=error)
        ) from None


def _cards(tokens: tuple[str, ...] | None) -> list[Card] | None:
    return None if tokens is None else [parse_card(token) for token in tokens]
