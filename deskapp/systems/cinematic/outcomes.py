"""A stored cinematic action and what came of it, read once into a typed value.

A stored event holds its action and its ``outcome`` as data (``docs/sessions/cinematic.md``);
:func:`read_outcome` reads the pair into one frozen value per kind of action, which the
history lines are written from (:mod:`deskapp.systems.cinematic.describe`). An event stored
before events kept their outcome (a Card Desk before the kernel) is never read here: its
stored line is shown as it is (:mod:`deskapp.core.play.describe`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deskapp.core.cards import parse_card
from deskapp.core.errors import UserError
from deskapp.systems.cinematic.powers import Power
from deskapp.systems.cinematic.rules import Check, CinematicOptions, Source, resolve_cards

Data = Mapping[str, Any]


@dataclass(frozen=True)
class CardsPlayed:
    """What a performed test came to: its cards in notation, in order, and the total."""

    cards: tuple[str, ...]
    first_source: str
    chance: int
    total: int
    outcome: str


@dataclass(frozen=True)
class CheckTaken:
    player: str
    attribute_name: Any
    attribute: Any
    skill_name: Any
    skill: Any
    difficulty: Any
    result: CardsPlayed
    reshuffled: tuple[str, ...] = ()

    @property
    def from_hand(self) -> bool:
        return self.result.first_source == "hand"

    @classmethod
    def from_json(cls, action: Data, outcome: Data) -> CheckTaken:
        result = CardsPlayed(
            tuple(outcome.get("cards", ())),
            str(outcome.get("first_source", Source.DRAW_PILE)),
            int(outcome.get("chance", 0)),
            int(outcome["total"]),
            str(outcome.get("outcome", "")),
        )
        return cls(
            str(outcome.get("player", "")),
            action.get("attribute_name"),
            action.get("attribute"),
            action.get("skill_name"),
            action.get("skill"),
            action.get("difficulty", 9),
            result,
            _reshuffled(outcome),
        )

    def working(self, options: CinematicOptions) -> str:
        """How the cards combined: ``Q♥ + 4♣``, ``A♠ − 7♦``, ``red joker then 5♥ (red)``."""
        tokens = self.result.cards
        try:
            cards = [parse_card(str(token)) for token in tokens]
            check = Check(self.attribute, self.skill, self.difficulty)
            source = Source(self.result.first_source)
            return resolve_cards(check, cards, options, first_source=source).working
        except (UserError, KeyError, TypeError, ValueError):
            # Not a test these options resolve (a damaged event): the cards, as they came.
            return " ".join(str(token) for token in tokens)


@dataclass(frozen=True)
class HandOutcome:
    """A new hand (``refill``), a blessing or a curse: how many cards it dealt or took."""

    do: str
    player: str
    spell: str
    count: int
    reshuffled: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, action: Data, outcome: Data) -> HandOutcome:
        return cls(
            str(action.get("do")),
            str(outcome.get("player", "")),
            str(action.get("name") or ""),
            int(outcome["count"]),
            _reshuffled(outcome),
        )


@dataclass(frozen=True)
class PeekOutcome:
    """A look with a power: at whose cards, and where (the place, never the card)."""

    viewer: str
    target: str
    power: Power
    pile: str
    position: int
    reshuffled: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, outcome: Data) -> PeekOutcome:
        return cls(
            str(outcome["viewer"]),
            str(outcome.get("target", "")),
            Power(str(outcome.get("power"))),
            str(outcome.get("pile")),
            int(outcome.get("position") or 0),
            _reshuffled(outcome),
        )


@dataclass(frozen=True)
class TakeBackOutcome:
    """Mirror mode's correction: a player's card taken back onto the draw pile."""

    player: str
    card: str
    source: str
    reshuffled: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, outcome: Data) -> TakeBackOutcome:
        return cls(
            str(outcome.get("player", "")),
            str(outcome.get("card", "")),
            str(outcome["from"]),
            _reshuffled(outcome),
        )


@dataclass(frozen=True)
class ShowOutcome:
    """A card of a hand shown to one other player: who to whom (never the card, issue 27)."""

    player: str
    to: str
    reshuffled: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, outcome: Data) -> ShowOutcome:
        return cls(str(outcome.get("player", "")), str(outcome.get("to", "")))


CinematicOutcome = CheckTaken | HandOutcome | PeekOutcome | TakeBackOutcome | ShowOutcome


def read_outcome(action: Data, outcome: Data) -> CinematicOutcome | None:
    """The typed value of a stored action and its outcome; None for an action this
    version does not know."""
    do = action.get("do")
    if do == "test":
        return CheckTaken.from_json(action, outcome)
    if do in ("refill", "bless", "curse"):
        return HandOutcome.from_json(action, outcome)
    if do == "peek":
        return PeekOutcome.from_json(outcome)
    if do == "take_back":
        return TakeBackOutcome.from_json(outcome)
    if do == "show_card":
        return ShowOutcome.from_json(outcome)
    return None


def _reshuffled(outcome: Data) -> tuple[str, ...]:
    return tuple(str(name) for name in outcome.get("reshuffled", ()))
