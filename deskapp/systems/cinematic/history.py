"""Reading stored cinematic events back: what the screen needs to write a history line.

A stored event holds its action and its ``outcome`` as data (see
``docs/sessions/cinematic.md``). The screen writes the line in the user's
language; the rules' part of it — how a test's cards combined (``Q♥ + 4♣``) —
is worked out here again from the stored cards, under the session's options.
"""

from __future__ import annotations

from typing import Any

from deskapp.core.cards import parse_card
from deskapp.core.errors import UserError
from deskapp.systems.cinematic.powers import Power
from deskapp.systems.cinematic.rules import Check, CinematicOptions, Source, resolve_cards


def working_of(action: dict[str, Any], outcome: dict[str, Any], options: CinematicOptions) -> str:
    """How a stored test's cards combined: ``Q♥ + 4♣``, ``A♠ − 7♦``, ``red joker then 5♥ (red)``."""
    tokens = outcome.get("cards", [])
    try:
        cards = [parse_card(str(token)) for token in tokens]
        check = Check(action["attribute"], action["skill"], action.get("difficulty", 9))
        source = Source(outcome.get("first_source", Source.DRAW_PILE))
        return resolve_cards(check, cards, options, first_source=source).working
    except (UserError, KeyError, TypeError, ValueError):
        # Not a test these options resolve (a damaged event): the cards, as they came.
        return " ".join(str(token) for token in tokens)


def power_of(outcome: dict[str, Any]) -> Power | None:
    """The power a stored peek used, or None if the event does not name a known one."""
    name = outcome.get("power")
    if not isinstance(name, str):
        return None
    try:
        return Power(name)
    except ValueError:
        return None
