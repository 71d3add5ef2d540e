"""``deskapp replay`` for a cinematic session: the JSON ``deskapp export`` writes for one.

The log is ``{"system": "cinematic", "name": …, "setup": {"table": …, "random": […]},
"events": [{"action": …, "random": […], …}, …]}`` — a session's setup and its stored
events, undos and redos included (``docs/sessions-cinematic.md``). It is replayed
through the play kernel exactly as resuming the session in the app does, so each
draw and shuffle comes out as it did at the table.
"""

from __future__ import annotations

import sys
from typing import Any

from deskapp.commands import print_json
from deskapp.core.errors import UserError
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.systems.cinematic.rules import MINUS
from deskapp.systems.cinematic.view import SeatView

FIELDS = ("system", "name", "setup", "events")


def replay_session(data: Any, as_json: bool) -> None:
    """Check the whole log first, so a bad event prints nothing but its one-line error."""
    setup, events = _read(data)
    rng = RecordedRandom()
    opening = setup.get("random", [])
    rng.replay(opening)
    CinematicDriver.from_setup(setup["table"], rng)
    if rng.pending:
        raise UserError("the setup did not use all its stored random values: the log does not fit")
    rng.take_recorded()
    history = History(
        lambda random: CinematicDriver.from_setup(setup["table"], random), rng, opening
    )
    states: list[dict[str, Any]] = []
    for number, event in enumerate(events, start=1):
        if not isinstance(event, dict) or "action" not in event:
            raise UserError(f"event {number} must be an object with an 'action'")
        rng.replay(event.get("random", []))
        try:
            history.perform(event["action"], number)
        except UserError as error:
            raise UserError(f"event {number}: {error}") from None
        finally:
            leftover = rng.pending
            rng.discard_pending()
            rng.take_recorded()
        if leftover:
            raise UserError(f"event {number} did not use all its stored random values")
        if as_json:
            states.append({"event": number, **history.driver.state_json()})
    if as_json:
        for state in states:
            print_json(state)
    else:
        sys.stdout.write(summary(history.driver, len(events)))


def summary(driver: CinematicDriver, events: int) -> str:
    view = driver.view()
    players = [seat.name for seat in view.seats if not seat.chronicler]
    tests = len(driver.table.results)
    lines = [
        f"Replayed {events} event{'s' if events != 1 else ''} of a cinematic session with "
        f"{', '.join(players)}; {tests} test{'s' if tests != 1 else ''} in effect."
    ]
    lines += [_seat_line(seat) for seat in view.seats]
    if view.latest is not None:
        lines.append(f"Latest test: {view.latest.player}: {view.latest.result.describe()}")
    return "\n".join(lines) + "\n"


def _seat_line(seat: SeatView) -> str:
    """``Bára: draw 45 · discard 2 · hand 7 of 7 · Ward +1`` (counts only: hands are private)."""
    parts = [f"{seat.name}: draw {seat.draw}", f"discard {seat.discard}"]
    if seat.holds_hand:
        parts.append(f"hand {len(seat.hand)} of {seat.hand_size}")
    parts += [f"{spell.name} {_signed(spell.level)}" for spell in seat.spells]
    return " · ".join(parts)


def _signed(number: int) -> str:
    return f"+{number}" if number > 0 else f"{MINUS}{-number}"


def _read(data: Any) -> tuple[dict[str, Any], list[Any]]:
    if not isinstance(data, dict):
        raise UserError("a cinematic session log must be a JSON object")
    for key in data:
        if key not in FIELDS:
            raise UserError(
                f"unknown field '{key}' in the session log (known: {', '.join(FIELDS)})"
            )
    setup, events = data.get("setup"), data.get("events")
    if not isinstance(setup, dict) or not isinstance(setup.get("table"), dict):
        raise UserError("the session log needs its 'setup', with the 'table' it was set up with")
    if not isinstance(setup.get("random", []), list):
        raise UserError("the setup's 'random' must be a list")
    if not isinstance(events, list):
        raise UserError("the session log needs a list of 'events'")
    return setup, events
