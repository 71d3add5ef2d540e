"""What the table screen reads: a frozen, typed picture of a cinematic table at one moment.

:meth:`CinematicDriver.view() <deskapp.systems.cinematic.driver.CinematicDriver.view>`
builds it after every action; the screen draws from it and never reaches into
the driver's rules objects. A seat's ``hand`` is private: the screen shows it
face down until its owner asks to see it.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskapp.core.cards import Card
from deskapp.core.i18n import translate
from deskapp.systems.cinematic.rules import CheckResult, CinematicOptions
from deskapp.systems.cinematic.sheet import CinematicCharacter
from deskapp.systems.cinematic.state import CHRONICLER


def seat_label(name: str) -> str:
    """A seat's name as a user reads it: the Chronicler's seat in the user's language (its
    stored name, the same in every language, is what actions and events name)."""
    return translate("CinematicRules", "Chronicler") if name == CHRONICLER else name


@dataclass(frozen=True)
class Spell:
    """A blessing (level above 0) or a curse (below 0) on a hand until it is exhausted (U-31)."""

    name: str
    level: int

    @property
    def label(self) -> str:
        """Its name, or Blessing or Curse (in the user's language) for an unnamed one."""
        if self.name:
            return self.name
        if self.level > 0:
            return translate("CinematicRules", "Blessing")
        return translate("CinematicRules", "Curse")


@dataclass(frozen=True)
class SeatView:
    """One seat: its piles, hand and luck (U-20 … U-31)."""

    name: str
    luck: int
    chronicler: bool
    holds_hand: bool
    hand_size: int
    """How many cards the hand is refilled to: the starting hand adjusted by luck."""
    modifier: int
    """Cards blessings (+) and curses (−) gave the current hand."""
    refill_due: int
    """How many cards the empty hand waits for (0: none)."""
    spells: tuple[Spell, ...]
    draw: int
    discard: int
    hand: tuple[Card, ...]
    """Private: in the order they were dealt."""
    sheet: CinematicCharacter | None
    """The player's sheet as the session began (None for the Chronicler)."""
    spells_to_apply: tuple[Spell, ...]
    """At a mirror table: the sheet's blessings and curses, until one is applied by hand."""


@dataclass(frozen=True)
class LatestTest:
    """The newest test still in effect, with the names it was made with."""

    player: str
    attribute: int
    skill: int
    attribute_name: str | None
    skill_name: str | None
    result: CheckResult


@dataclass(frozen=True)
class TableView:
    """Every seat (players in setup order, then the Chronicler), the options and the latest test."""

    options: CinematicOptions
    mirror: bool
    seats: tuple[SeatView, ...]
    latest: LatestTest | None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def seat(self, name: str) -> SeatView | None:
        return next((seat for seat in self.seats if seat.name == name), None)
