"""What the players see of a session: one public part for everyone, one private part each.

The generic projection works for every rule system from what every system already has:
the public part is the session's last history lines **in effect**, each written by the
system's own describer (:func:`~deskapp.core.play.describe.describe_event`) in the page's
language — an undone action simply disappears, and no Undo or Redo line is shown — and the
characters' names. The private part is the system's :data:`PrivateView`, named by its
``SystemSpec.players_view`` (a Cinematic hand and peeks, an agent's aspects …), in the page's
language; empty for a system that names none.

Everything here is plain JSON, computed on the thread that owns the session (the GUI's, or
``deskapp players``'s main thread), never on the server's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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
(:func:`project` calls it speaking the page's). ``events`` are the session's, from the
first. A part holds ``cards`` (``{"label", "svg"}``) and ``lines`` (``{"label", "value"}``)."""


def project(
    spec: SystemSpec,
    *,
    events: Sequence[Event],
    in_effect: Iterable[int],
    table: Mapping[str, Any],
    players: Sequence[str],
    language: str,
    session_name: str = "",
    driver: Any = None,
    private: PrivateView | None = None,
) -> Projection:
    """The players' view in ``language``: ``events`` are the session's, from the first;
    ``in_effect`` the numbers (from 1) of those in effect now; ``table`` its setup table."""
    numbers = sorted(set(in_effect))[-HISTORY_LINES:]
    with speaking(language):
        history = [
            describe_event(spec, events[number - 1], events, table)
            for number in numbers
            if 0 < number <= len(events)
        ]
        public: dict[str, Any] = {
            "system": spec.display_title(),
            "session": session_name,
            "characters": list(players),
            "history": history,
        }
        hidden = private(driver, table, events) if private is not None else {}
    return Projection(
        public, {player: dict(hidden.get(player, {})) for player in players if player in hidden}
    )


def project_session(
    spec: SystemSpec,
    session: PlaySession,
    players: Sequence[str],
    languages: Iterable[str],
    *,
    session_name: str = "",
    private: PrivateView | None = None,
) -> dict[str, Projection]:
    """A :class:`PlaySession`'s projection in each of ``languages``, as the server publishes;
    the private parts are ``private``'s, else those of the system's ``players_view``."""
    if private is None and spec.players_view is not None:
        private = spec.load(spec.players_view)
    table = session.campaign.session_setup(session.session_id)["table"]
    in_effect = [done.event for done in session.history.done]
    return {
        language: project(
            spec,
            events=session.events,
            in_effect=in_effect,
            table=table,
            players=players,
            language=language,
            session_name=session_name,
            driver=session.driver,
            private=private,
        )
        for language in languages
    }


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
