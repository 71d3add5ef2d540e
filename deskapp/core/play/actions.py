"""Typed table actions and the one result type every driver returns.

Every table action is a small frozen dataclass deriving from :class:`Action`,
named by ``KIND`` (what its JSON's ``"do"`` says). Actions arrive as JSON — from
a screen, a stored session being resumed, an imported log — and
:func:`parse_action` reads them with the same record machinery as the table
options: one line naming the bad field, and nothing changes.

A driver is a map ``{action class: handler}`` (:class:`ActionDriver`); each
handler returns an :class:`ActionResult` whose ``outcome`` is plain data (codes,
numbers, cards in notation) stored with the session event, from which the
system's screen writes the history line in the user's language.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any, ClassVar

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.records import Record, RecordError


class ActionError(UserError):
    """An action the table cannot take as given: unknown kind, a bad or missing field."""


class MisplacedCardError(UserError):
    """A typed card (mirror mode) that the app's model holds somewhere else than the real deck.

    Besides its one-line message it carries the correction a screen may offer
    beside the refusal: ``correction`` is the action that takes the card back to
    the top of the draw pile, ``pile`` where the card is with its article ("the
    complication pile", "Bára's hand"), ``offer`` the button's words ("Take Q♦ from
    the complication pile"). After the correction the refused action can be retried.
    """

    def __init__(self, message: str, card_label: str, pile: str, correction: dict[str, Any]):
        super().__init__(message)
        self.card_label = card_label
        self.pile = pile
        self.correction = correction

    @property
    def offer(self) -> str:
        return translate("Play", "Take {card} from {pile}").format(
            card=self.card_label, pile=self.pile
        )


@dataclasses.dataclass(frozen=True)
class Action(Record):
    """Base of a table action: a frozen dataclass of its fields; ``KIND`` is its ``"do"``."""

    KIND: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        return {"do": self.KIND, **super().to_json()}


@dataclasses.dataclass(frozen=True)
class ActionResult:
    """What came of an action: ``outcome`` is stored with the event; ``detail`` is for the
    screen only (the rules' full result object) and is never stored."""

    kind: str
    outcome: dict[str, Any] = dataclasses.field(default_factory=dict)
    detail: Any = None
    in_effect: bool = True
    """False for an action that changes nothing on the table (a look at a card, a refill of
    an already full hand): it is stored and shown, but undo and redo pass over it."""


def parse_action(kinds: Iterable[type[Action]], data: Any) -> Action:
    """The action a JSON object describes, every field checked."""
    by_kind = _by_kind(kinds if isinstance(kinds, tuple) else tuple(kinds))
    if not isinstance(data, dict):
        raise ActionError(
            translate("Play", "an action must be a JSON object, not {data}").format(
                data=f"{data!r:.40}"
            )
        )
    do = data.get("do")
    if not isinstance(do, str) or do not in by_kind:
        known = ", ".join(sorted(by_kind))
        raise ActionError(
            translate("Play", "unknown action {do} (actions: {known})").format(
                do=f"{do!r:.40}", known=known
            )
        )
    fields = {key: value for key, value in data.items() if key != "do"}
    try:
        return by_kind[do].from_json(fields)
    except RecordError as error:
        raise ActionError(
            translate("Play", "action '{do}': {error}").format(do=do, error=error)
        ) from None


@lru_cache(maxsize=32)
def _by_kind(kinds: tuple[type[Action], ...]) -> dict[str, type[Action]]:
    """Each action class by the ``do`` that names it: worked out once per set of classes (a
    driver's, a system's), not again for every action of a session replayed."""
    return {kind.KIND: kind for kind in kinds}


Handler = Callable[[Any, Any], ActionResult]


class ActionDriver:
    """Base of a rule system's table driver: it parses each action and hands it to its handler.

    Subclasses fill ``HANDLERS`` with ``{action class: method}``; undo and redo are
    the kernel's (:mod:`deskapp.core.play.kernel`), never the driver's.
    """

    HANDLERS: ClassVar[dict[type[Action], Handler]] = {}

    def perform(self, action: dict[str, Any] | Action) -> ActionResult:
        typed = action if isinstance(action, Action) else parse_action(self.HANDLERS, action)
        return self.HANDLERS[type(typed)](self, typed)
