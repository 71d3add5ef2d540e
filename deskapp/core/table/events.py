"""The table's event log: primitive operations on piles, grouped into events.

An *operation* changes piles and can be reverted exactly. An *event* is one
thing that happened at the table — a draw, a shuffle, a peek, an undo — made of
the operations it caused (a draw that finds the draw pile empty also gathers and
shuffles the discard pile). The log of events is the table's whole truth: state
is the fold of the log. Both are named tuples: immutable, and cheap enough to
create that logging every draw costs little.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from deskapp.core.cards import Card, DeckSpec, notations, parse_card
from deskapp.core.i18n import translate
from deskapp.core.table.errors import CorruptLogError


class Transfer(NamedTuple):
    """One card taken from ``source[position]`` and put on top of ``target``.

    Not ``index``: a named tuple's field of that name would hide ``tuple.index``.
    """

    deck: str
    card: Card
    source: str
    position: int
    target: str


class Arrange(NamedTuple):
    """A pile put in a new order: ``new[i] = old[permutation[i]]`` (index 0 is the bottom)."""

    deck: str
    pile: str
    permutation: tuple[int, ...]


class Gather(NamedTuple):
    """The whole ``source`` pile, ``size`` cards, put on top of ``target``, its order kept.

    Not ``count``: a named tuple's field of that name would hide ``tuple.count``.
    """

    deck: str
    source: str
    target: str
    size: int


class OpenDeck(NamedTuple):
    """A deck joins the table; ``cards`` is its draw pile from the bottom up."""

    deck: str
    owner: str
    spec: DeckSpec
    cards: tuple[Card, ...]
    piles: tuple[str, ...]


Operation = Transfer | Arrange | Gather | OpenDeck

UNDO = "undo"
REDO = "redo"


class Event(NamedTuple):
    """One entry of the log.

    ``kind`` names what happened (``draw``, ``shuffle``, ``peek``, ``undo`` …);
    ``seen`` holds the cards a peek showed to ``actor`` only and ``peeked`` where
    they lay (deck, pile, position from the top); ``target`` is the log index an
    ``undo`` or ``redo`` acts on.
    """

    kind: str
    ops: tuple[Operation, ...]
    at: float
    actor: str = ""
    seen: tuple[Card, ...] = ()
    target: int = -1
    peeked: tuple[str, str, int] | None = None

    @property
    def changes_state(self) -> bool:
        return bool(self.ops)


def operation_to_json(op: Operation) -> dict[str, Any]:
    if isinstance(op, Transfer):
        return {
            "op": "transfer",
            "deck": op.deck,
            "card": op.card.notation,
            "from": op.source,
            "index": op.position,
            "to": op.target,
        }
    if isinstance(op, Arrange):
        return {
            "op": "arrange",
            "deck": op.deck,
            "pile": op.pile,
            "permutation": list(op.permutation),
        }
    if isinstance(op, Gather):
        return {
            "op": "gather",
            "deck": op.deck,
            "from": op.source,
            "to": op.target,
            "count": op.size,
        }
    return {
        "op": "open_deck",
        "deck": op.deck,
        "owner": op.owner,
        "spec": op.spec.to_json(),
        "cards": notations(op.cards),
        "piles": list(op.piles),
    }


def operation_from_json(data: dict[str, Any]) -> Operation:
    kind = data.get("op")
    if kind == "transfer":  # most of a log: kept cheap (a rebuild reads every one)
        position = int(data["index"])
        if position < 0:
            raise CorruptLogError(
                translate("Deck", "a card move in the log has a negative position: {data}").format(
                    data=f"{data!r:.120}"
                )
            )
        deck, card = str(data["deck"]), parse_card(data["card"])
        return tuple.__new__(Transfer, (deck, card, str(data["from"]), position, str(data["to"])))
    if kind == "arrange":
        permutation = tuple(int(i) for i in data["permutation"])
        if sorted(permutation) != list(range(len(permutation))):
            raise CorruptLogError(
                translate("Deck", "a shuffle of {deck}'s {pile} is not a permutation").format(
                    deck=data["deck"], pile=data["pile"]
                )
            )
        return Arrange(str(data["deck"]), str(data["pile"]), permutation)
    if kind == "gather":
        return Gather(str(data["deck"]), str(data["from"]), str(data["to"]), int(data["count"]))
    if kind == "open_deck":
        return OpenDeck(
            str(data["deck"]),
            str(data["owner"]),
            DeckSpec.from_json(data["spec"]),
            tuple(parse_card(token) for token in data["cards"]),
            tuple(str(name) for name in data["piles"]),
        )
    raise CorruptLogError(
        translate("Deck", "unknown operation {kind} in the event log").format(kind=f"{kind!r}")
    )


def event_to_json(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": event.kind, "at": event.at}
    if event.actor:
        data["actor"] = event.actor
    if event.ops:
        data["ops"] = [operation_to_json(op) for op in event.ops]
    if event.seen:
        data["seen"] = notations(event.seen)
    if event.target >= 0:
        data["target"] = event.target
    if event.peeked is not None:
        deck, pile, position = event.peeked
        data["peeked"] = {"deck": deck, "pile": pile, "position": position}
    return data


def event_from_json(data: dict[str, Any]) -> Event:
    """Decode one stored event; anything malformed becomes a CorruptLogError."""
    try:
        # Field by field as Event(...) would, without its argument handling: a rebuild
        # decodes every event of the log.
        ops = data.get("ops")
        seen = data.get("seen")
        return tuple.__new__(
            Event,
            (
                str(data["kind"]),
                tuple([operation_from_json(op) for op in ops]) if ops else (),
                float(data["at"]),
                str(data.get("actor", "")),
                tuple([parse_card(token) for token in seen]) if seen else (),
                int(data.get("target", -1)),
                _peeked_from_json(data.get("peeked")),
            ),
        )
    except CorruptLogError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise CorruptLogError(
            translate("Deck", "an event in the log is malformed ({error}): {data}").format(
                error=f"{error!s}", data=f"{data!r:.120}"
            )
        ) from None


def _peeked_from_json(data: dict[str, Any] | None) -> tuple[str, str, int] | None:
    if data is None:
        return None
    return str(data["deck"]), str(data["pile"]), int(data["position"])
