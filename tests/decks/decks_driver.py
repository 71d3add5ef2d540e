"""A driver doing one deck-engine operation per action, under the play kernel's one undo.

The deck engine has no undo of its own: these tests check that the kernel's (replaying
the actions in effect with their recorded random values) restores the exact piles."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from deskapp.core.cards import Colour, DeckSpec, notations, parse_card
from deskapp.core.decks import Decks
from deskapp.core.play.actions import ActionResult
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom


class DecksDriver:
    """``{"do": "draw", "deck": "bara", "count": 2, "to": "hand"}``: the engine's method of
    that name with the other fields (cards in notation, colours by name)."""

    def __init__(self, rng: random.Random, opening: Callable[[Decks], None]) -> None:
        self.decks = Decks(rng)
        opening(self.decks)

    def perform(self, action: dict[str, Any]) -> ActionResult:
        fields = {key: value for key, value in action.items() if key != "do"}
        if "card" in fields:
            card = fields["card"]
            fields["card"] = Colour(card) if card in ("black", "red") else parse_card(card)
        value = getattr(self.decks, action["do"])(**fields)
        return ActionResult(action["do"], in_effect=action["do"] != "peek", detail=value)

    def state_json(self) -> dict[str, Any]:
        return piles_of(self.decks)


def piles_of(decks: Decks) -> dict[str, Any]:
    """Every deck's owner, kind and piles, each pile from the top card down: a value to compare."""
    return {
        name: {
            "owner": deck.owner,
            "spec": deck.spec.to_json(),
            "piles": {pile: notations(reversed(cards)) for pile, cards in deck.piles.items()},
        }
        for name, deck in decks.decks.items()
    }


def kernel(opening: Callable[[Decks], None], seed: int = 3) -> History:
    """A kernel history over fresh decks that ``opening`` sets out (unshuffled: seeded)."""
    return History(lambda rng: DecksDriver(rng, opening), RecordedRandom(random.Random(seed)), [])


def one_deck(spec: DeckSpec | None = None, **kwargs: Any) -> Callable[[Decks], None]:
    """An opening of Bára's deck in new-deck order, so the top card is known."""
    return lambda decks: decks.open_deck("bara", spec, owner="Bára", shuffle=False, **kwargs)
