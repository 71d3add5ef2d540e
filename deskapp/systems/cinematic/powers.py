"""The eight peeking powers of the cinematic-card rules (U-40) and what a peek shows (U-41).

A power looks at one card of a deck or a hand; only the peeking player sees it,
and nothing about the deck or hand changes. :meth:`CinematicState.peek
<deskapp.systems.cinematic.state.CinematicState.peek>` performs one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from deskapp.core.cards import Card
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
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
        """Who uses it: Mage, Seer, Necromancer or Divinely inspired (in the user's language)."""
        return translate("CinematicPowers", _ABOUT[self].caster)

    @property
    def label(self) -> str:
        """Its name in the user's language (``Astral vision``, ``Vision astrale``: the book's)."""
        return translate("CinematicPowers", _ABOUT[self].name)

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
        """A power typed by a user: its key, its English or French name or its name in the
        user's language, any case."""
        wanted = " ".join(text.replace("_", " ").split()).casefold()
        for power in cls:
            names = (power.value.replace("_", " "), _ABOUT[power].name, power.french, power.label)
            if wanted in (name.casefold() for name in names):
                return power
        raise CinematicError(
            translate("CinematicPowers", "unknown power '{text}': choose one of {powers}").format(
                text=text, powers=", ".join(power.label for power in cls)
            )
        )


_MAGE = QT_TRANSLATE_NOOP("CinematicPowers", "Mage")
_SEER = QT_TRANSLATE_NOOP("CinematicPowers", "Seer")
_NECROMANCER = QT_TRANSLATE_NOOP("CinematicPowers", "Necromancer")
_INSPIRED = QT_TRANSLATE_NOOP("CinematicPowers", "Divinely inspired")

# The English names as the rules file writes them, translated where shown (Power.label).
_ABOUT = {
    Power.ASTRAL_VISION: _About(
        _MAGE,
        QT_TRANSLATE_NOOP("CinematicPowers", "Astral vision"),
        "Vision astrale",
        Reach.NEXT_CARD,
        True,
    ),
    Power.INSIGHT: _About(
        _MAGE, QT_TRANSLATE_NOOP("CinematicPowers", "Insight"), "Perspicacité", Reach.HAND, True
    ),
    Power.MENTAL_VISION: _About(
        _SEER,
        QT_TRANSLATE_NOOP("CinematicPowers", "Mental vision"),
        "Vision mentale",
        Reach.DECK,
        True,
    ),
    Power.MENTAL_SIGHT: _About(
        _SEER,
        QT_TRANSLATE_NOOP("CinematicPowers", "Mental sight"),
        "Vue mentale",
        Reach.HAND,
        False,
    ),
    Power.LANGUAGE_OF_THE_DEAD: _About(
        _NECROMANCER,
        QT_TRANSLATE_NOOP("CinematicPowers", "Language of the dead"),
        "Langage des morts",
        Reach.DECK,
        True,
    ),
    Power.RECEPTACLE_OF_THE_DEAD: _About(
        _NECROMANCER,
        QT_TRANSLATE_NOOP("CinematicPowers", "Receptacle of the dead"),
        "Réceptacle des morts",
        Reach.HAND,
        False,
    ),
    Power.PROPHETIC_VISIONS: _About(
        _INSPIRED,
        QT_TRANSLATE_NOOP("CinematicPowers", "Prophetic visions"),
        "Visions prophétiques",
        Reach.HAND,
        False,
    ),
    Power.DIVINE_VISION: _About(
        _INSPIRED,
        QT_TRANSLATE_NOOP("CinematicPowers", "Divine vision"),
        "Vision divine",
        Reach.DECK,
        False,
    ),
}


@dataclass(frozen=True)
class Peek:
    """What one use of a power showed, for the eyes of ``viewer`` only (U-41).

    ``pile`` is ``draw`` or ``hand``; ``position`` counts from the top of the
    draw pile (0 is the next card) or is the card's index in the hand as
    :meth:`CinematicState.hand <deskapp.systems.cinematic.state.CinematicState.hand>`
    lists it.
    """

    power: Power
    viewer: str
    target: str
    pile: str
    position: int
    card: Card
