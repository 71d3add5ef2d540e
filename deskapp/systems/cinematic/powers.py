"""The eight peeking powers of the cinematic-card rules (U-40) and what a peek shows (U-41).

A power looks at one card of a deck or a hand; only the peeking player sees it,
and nothing about the deck or hand changes. :meth:`CinematicTable.peek
<deskapp.systems.cinematic.card_table.CinematicTable.peek>` performs one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from deskapp.core.cards import Card
from deskapp.systems.cinematic.rules import CinematicError


class Reach(StrEnum):
    """What a power looks at."""

    # The top card of the draw pile.
    NEXT_CARD = "next_card"
    # One card of a hand.
    HAND = "hand"
    # One card of the draw pile: the top one unless the table lets someone pick (U-41).
    DECK = "deck"


@dataclass(frozen=True)
class _About:
    caster: str
    name: str
    french: str
    reach: Reach
    others_only: bool


class Power(StrEnum):
    """A power or spell that lets its user look at a card (U-40)."""

    ASTRAL_VISION = "astral_vision"
    INSIGHT = "insight"
    MENTAL_VISION = "mental_vision"
    MENTAL_SIGHT = "mental_sight"
    LANGUAGE_OF_THE_DEAD = "language_of_the_dead"
    RECEPTACLE_OF_THE_DEAD = "receptacle_of_the_dead"
    PROPHETIC_VISIONS = "prophetic_visions"
    DIVINE_VISION = "divine_vision"

    @property
    def caster(self) -> str:
        """Who uses it: Mage, Seer, Necromancer or Divinely inspired."""
        return _ABOUT[self].caster

    @property
    def label(self) -> str:
        """Its English name, as the rules file writes it: ``Astral vision``."""
        return _ABOUT[self].name

    @property
    def french(self) -> str:
        """Its name in the French original: ``Vision astrale``."""
        return _ABOUT[self].french

    @property
    def reach(self) -> Reach:
        return _ABOUT[self].reach

    @property
    def others_only(self) -> bool:
        """Whether the rules say "another player's": the user cannot look at their own cards."""
        return _ABOUT[self].others_only

    @classmethod
    def parse(cls, text: str) -> Power:
        """A power typed by a user: its key, English or French name, any case."""
        wanted = " ".join(text.replace("_", " ").split()).casefold()
        for power in cls:
            names = (power.value.replace("_", " "), power.label, power.french)
            if wanted in (name.casefold() for name in names):
                return power
        raise CinematicError(
            f"unknown power '{text}': choose one of {', '.join(power.label for power in cls)}"
        )


_ABOUT = {
    Power.ASTRAL_VISION: _About("Mage", "Astral vision", "Vision astrale", Reach.NEXT_CARD, True),
    Power.INSIGHT: _About("Mage", "Insight", "Perspicacité", Reach.HAND, True),
    Power.MENTAL_VISION: _About("Seer", "Mental vision", "Vision mentale", Reach.DECK, True),
    Power.MENTAL_SIGHT: _About("Seer", "Mental sight", "Vue mentale", Reach.HAND, False),
    Power.LANGUAGE_OF_THE_DEAD: _About(
        "Necromancer", "Language of the dead", "Langage des morts", Reach.DECK, True
    ),
    Power.RECEPTACLE_OF_THE_DEAD: _About(
        "Necromancer", "Receptacle of the dead", "Réceptacle des morts", Reach.HAND, False
    ),
    Power.PROPHETIC_VISIONS: _About(
        "Divinely inspired", "Prophetic visions", "Visions prophétiques", Reach.HAND, False
    ),
    Power.DIVINE_VISION: _About(
        "Divinely inspired", "Divine vision", "Vision divine", Reach.DECK, False
    ),
}


@dataclass(frozen=True)
class Peek:
    """What one use of a power showed, for the eyes of ``viewer`` only (U-41).

    ``pile`` is ``draw`` or ``hand``; ``position`` counts from the top of the
    draw pile (0 is the next card) or is the card's index in the hand as
    :meth:`CinematicTable.hand <deskapp.systems.cinematic.card_table.CinematicTable.hand>`
    lists it.
    """

    power: Power
    viewer: str
    target: str
    pile: str
    position: int
    card: Card

    def describe(self) -> str:
        """``Ota sees Q♥, the next card of Bára's draw pile (Astral vision)``."""
        if self.pile == "hand":
            where = f"card {self.position + 1} of {self.target}'s hand"
        elif self.position == 0:
            where = f"the next card of {self.target}'s draw pile"
        else:
            where = f"card {self.position + 1} from the top of {self.target}'s draw pile"
        return f"{self.viewer} sees {self.card.label}, {where} ({self.power.label})"
