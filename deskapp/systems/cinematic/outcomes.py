"""A stored cinematic action and what came of it, read once into a typed value.

A stored event holds its action and its ``outcome`` as data (``docs/sessions/cinematic.md``);
:func:`read_outcome` reads the pair into one frozen value per kind of action, which the
history lines are written from (:mod:`deskapp.systems.cinematic.describe`). An event stored
before events kept their outcome (a Card Desk before the kernel) is upgraded here, once: its
value holds what the action alone tells, and no result (``None``). The stored format does
not change.
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
    from_hand: bool
    result: CardsPlayed | None  # None: stored before events kept their outcome
    reshuffled: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, action: Data, outcome: Data) -> CheckTaken:
        result = None
        from_hand = bool(action.get("card")) and action.get("initiated") is False
        if "total" in outcome:
            result = CardsPlayed(
                tuple(outcome.get("cards", ())),
                str(outcome.get("first_source", Source.DRAW_PILE)),
                int(outcome.get("chance", 0)),
                int(outcome["total"]),
                str(outcome.get("outcome", "")),
            )
            from_hand = result.first_source == "hand"
        return cls(
            str(outcome.get("player", action.get("player", ""))),
            action.get("attribute_name"),
            action.get("attribute"),
            action.get("skill_name"),
            action.get("skill"),
            action.get("difficulty", 9),
            from_hand,
            result,
            _reshuffled(outcome) if result is not None else (),
        )

    def working(self, options: CinematicOptions) -> str:
        """How the cards combined: ``Q♥ + 4♣``, ``A♠ − 7♦``, ``red joker then 5♥ (red)``."""
        tokens = self.result.cards if self.result is not None else ()
        try:
            cards = [parse_card(str(token)) for token in tokens]
            check = Check(self.attribute, self.skill, self.difficulty)
            source = Source(self.result.first_source if self.result else Source.DRAW_PILE)
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
    count: int | None  # None: stored before events kept their outcome
    reshuffled: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, action: Data, outcome: Data) -> HandOutcome:
        counted = "count" in outcome
        return cls(
            str(action.get("do")),
            str(outcome.get("player", "") if counted else action.get("player", "")),
            str(action.get("name") or ""),
            int(outcome["count"]) if counted else None,
            _reshuffled(outcome) if counted else (),
        )


@dataclass(frozen=True)
class PeekOutcome:
    """A look with a power: at whose cards, and where (the place, never the card)."""

    viewer: str
    target: str
    power: Power | None
    power_name: Any
    pile: str | None  # None: stored before events kept their outcome
    position: int
    reshuffled: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, action: Data, outcome: Data) -> PeekOutcome:
        if "viewer" not in outcome:
            return cls(
                str(action.get("viewer", "")),
                str(action.get("target", "")),
                _power(action.get("power")),
                action.get("power", ""),
                None,
                0,
            )
        return cls(
            str(outcome["viewer"]),
            str(outcome.get("target", "")),
            _power(outcome.get("power")),
            outcome.get("power", ""),
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
    def from_json(cls, action: Data, outcome: Data) -> TakeBackOutcome | None:
        if "from" not in outcome:
            return None
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
    def from_json(cls, action: Data, outcome: Data) -> ShowOutcome:
        return cls(
            str(outcome.get("player", action.get("player", ""))),
            str(outcome.get("to", action.get("to", ""))),
        )


CinematicOutcome = CheckTaken | HandOutcome | PeekOutcome | TakeBackOutcome | ShowOutcome


def read_outcome(action: Data, outcome: Data) -> CinematicOutcome | None:
    """The typed value of a stored action and its outcome; None for an action this
    version does not know (or a correction stored without what it took back)."""
    do = action.get("do")
    if do == "test":
        return CheckTaken.from_json(action, outcome)
    if do in ("refill", "bless", "curse"):
        return HandOutcome.from_json(action, outcome)
    if do == "peek":
        return PeekOutcome.from_json(action, outcome)
    if do == "take_back":
        return TakeBackOutcome.from_json(action, outcome)
    if do == "show_card":
        return ShowOutcome.from_json(action, outcome)
    return None


def _reshuffled(outcome: Data) -> tuple[str, ...]:
    return tuple(str(name) for name in outcome.get("reshuffled", ()))


def _power(name: Any) -> Power | None:
    """The power a stored peek names, or None if it is not a known one."""
    if not isinstance(name, str):
        return None
    try:
        return Power(name)
    except ValueError:
        return None
