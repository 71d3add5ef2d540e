"""What the players see of a session: one public part for everyone, one private part each.

The generic projection works for every rule system from what every system already has:
the public part is the session's last history lines **in effect**, each written by the
system's own describer (:func:`~deskapp.core.play.describe.describe_event`) in the page's
language — an undone action simply disappears, and no Undo or Redo line is shown — the
characters' names, the seed's fingerprint, and the system's :data:`PublicView` (the last draw or
roll as cards or dice with who, what for and the result in words, the scene, each character's
public numbers), named by its ``SystemSpec.public_view``: what the big screen (F11) shows too,
so the phones and the big screen have one source of public facts. The private part is the system's :data:`PrivateView`, named by its
``SystemSpec.players_view`` (a Cinematic hand and peeks, an agent's aspects …), in the page's
language; empty for a system that names none.

Everything here is plain JSON, computed on the thread that owns the session (the GUI's, or
``deskapp players``'s main thread), never on the server's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deskapp.core.cards import Card
from deskapp.core.fair import fingerprint
from deskapp.core.i18n import speaking
from deskapp.core.play.describe import Event, describe_event
from deskapp.core.systems import SystemSpec

if TYPE_CHECKING:
    from deskapp.core.play.session import PlaySession

HISTORY_LINES = 12
"""How many of the last history lines in effect a page shows."""


@dataclass(frozen=True)
class Projection:
    """One language's view of the table for the players."""

    public: dict[str, Any] = field(default_factory=dict)
    """What every phone (and the big screen) shows: plain JSON, words in the language."""
    private: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Player name -> what only that player's phone is sent."""


PrivateView = Callable[[Any, Mapping[str, Any], Sequence[Event]], Mapping[str, Mapping[str, Any]]]
"""``private(driver, table, events) -> {player: their private part}``: a system's private
projection (a Cinematic hand, the results of a peek), as plain JSON in the current language
(:func:`project_session` calls it speaking the page's). ``events`` are the session's, from the
first. A part holds ``cards`` (``{"label", "svg"}``) and ``lines`` (``{"label", "value"}``)."""


PublicView = Callable[[Any, Mapping[str, Any], Sequence[Event]], Mapping[str, Any]]
"""``public(driver, table, in_effect) -> part``: a system's public facts, plain JSON in the
current language, from the driver and the events in effect (oldest first). Its keys, each
optional: ``last`` (``{"who", "what", "result", "cards": [{"label", "face"}], "dice": [int],
"sides": int}``: the newest draw or roll still in effect; ``face`` is the card's notation for
drawing its face, never shown as words), ``state`` (lines: the mission, scene or round) and
``numbers`` (``[{"name", "lines"}]``: each character's public numbers). Never a hand, a peek,
a face-down card or a GM's hint."""


def card_part(card: Card) -> dict[str, str]:
    """A card of a public part: its words as a player reads them (suit symbols, never the
    code) and its notation for drawing its printed face."""
    return {"label": card.label, "face": card.notation}


def project_session(
    spec: SystemSpec,
    session: PlaySession,
    players: Sequence[str],
    languages: Iterable[str],
    *,
    session_name: str = "",
) -> dict[str, Projection]:
    """A :class:`PlaySession`'s projection in each of ``languages``, as the server publishes
    and the big screen shows: its history lines in effect, its characters of ``players``, the
    fingerprint of its seed's commitment, as read aloud ("": none), the public facts of the
    system's ``public_view`` and the private parts of its ``players_view``."""
    private = spec.load(spec.players_view) if spec.players_view is not None else None
    public_view = spec.load(spec.public_view) if spec.public_view is not None else None
    table = session.campaign.session_setup(session.session_id)["table"]
    events = session.events
    done = sorted({done.event for done in session.history.done})
    effective = [number for number in done if 0 < number <= len(events)]
    committed = session.seed_commitment()
    seed = fingerprint(committed) if committed is not None else ""
    views = {}
    for language in languages:
        with speaking(language):
            history = [
                describe_event(spec, events[number - 1], events, table)
                for number in effective[-HISTORY_LINES:]
            ]
            public: dict[str, Any] = {
                "system": spec.display_title(),
                "session": session_name,
                "characters": list(players),
                "history": history,
                "seed": seed,
            }
            if public_view is not None:
                in_effect = [events[number - 1] for number in effective]
                public |= public_view(session.driver, table, in_effect)
            hidden = private(session.driver, table, events) if private is not None else {}
        views[language] = Projection(
            public, {player: dict(hidden.get(player, {})) for player in players if player in hidden}
        )
    return views


def session_players(table: Any, names: Iterable[str]) -> list[str]:
    """The characters at a session's table: those of ``names`` (the campaign's characters of
    its system) that its setup ``table`` holds as a ``"name"``, in the table's order."""
    known = {name.casefold(): name for name in names}
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, Mapping):
            name = value.get("name")
            if isinstance(name, str) and name.casefold() in known:
                player = known[name.casefold()]
                if player not in found:
                    found.append(player)
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(table)
    return found


def line(label: str, value: object) -> dict[str, str]:
    """One line of a private part: a label and its value, both words for the player."""
    return {"label": label, "value": str(value)}
