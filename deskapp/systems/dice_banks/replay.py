"""Replaying a dice-banks session (the JSON ``deskapp export`` writes for it) for ``deskapp replay``.

A session is its setup (``{"table": …, "random": […]}``) and its stored
events, each ``{"action", "random", …}``; the replay performs every action
through the play kernel with its stored dice, undo and redo included, exactly
as resuming the session in the app does (``docs/sessions-dice_banks.md``).
"""

from __future__ import annotations

import sys
from typing import Any

from deskapp.commands import print_json
from deskapp.core.errors import UserError
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.dice_banks.driver import DiceBanksDriver


def replay_log(data: Any, as_json: bool) -> None:
    """Check the whole session first, so a bad event prints nothing but its one-line error."""
    setup, events = _header(data)
    rng = RecordedRandom()
    history = History(
        lambda random: DiceBanksDriver.from_setup(setup["table"], random),
        rng,
        list(setup.get("random", [])),
    )
    states = []
    for number, event in enumerate(events, start=1):
        if not isinstance(event, dict) or "action" not in event:
            raise UserError(f"event {number} must be an object with an 'action'")
        rng.replay(event.get("random", []))
        try:
            history.perform(event["action"], number)
        except UserError as error:
            raise UserError(f"event {number}: {error}") from None
        finally:
            unused = rng.pending
            rng.discard_pending()
            rng.take_recorded()
        if unused:
            raise UserError(f"event {number} did not use all its stored random values")
        states.append(history.driver.state_json())
    if as_json:
        for number, state in enumerate(states, start=1):
            print_json({"event": number, **state})
    else:
        sys.stdout.write(summary(history.driver, len(events), len(history.done)))


def _header(data: dict[str, Any]) -> tuple[dict[str, Any], list[Any]]:
    setup, events = data.get("setup"), data.get("events", [])
    if not isinstance(setup, dict) or not isinstance(setup.get("table"), dict):
        raise UserError('a dice-banks session needs its "setup": {"table": …, "random": […]}')
    if not isinstance(setup.get("random", []), list):
        raise UserError("the setup's random values must be a list")
    if not isinstance(events, list):
        raise UserError("the session's events must be a list")
    return setup, events


def summary(driver: DiceBanksDriver, events: int, in_effect: int) -> str:
    view = driver.view()
    names = ", ".join(c.name for c in view.characters) or "nobody"
    where = f"conflict round {view.conflict.round}" if view.conflict is not None else "no conflict"
    lines = [
        f"Replayed {events} event{'s' if events != 1 else ''} of a dice-banks session with "
        f"{names} ({in_effect} in effect); scene {view.scene}, {where}.",
    ]
    if view.conflict is not None:
        for c in view.conflict.combatants:
            banks = ", ".join(f"{bank} {left}" for bank, left in c.dice_left.items())
            lines.append(f"{c.name}: {banks} of {c.bank_size}; {c.actions_left} action(s) left.")
    for waiting in view.waiting:
        lines.append(
            f"Waiting: {waiting.roll.who}'s {waiting.roll.skill} against {waiting.roll.target}, "
            f"Defense {waiting.defense}."
        )
    for who, long in view.long_actions.items():
        goal = f" of {long.target}" if long.target is not None else ""
        lines.append(
            f"Long action: {who}'s '{long.title}', total {long.total}{goal}, {long.status}."
        )
    last = view.last
    if last is not None:
        result = last.outcome.replace("_", " ") if last.outcome else last.status
        power = f", Power {last.power}" if last.power is not None else ""
        lines.append(
            f"Last roll: {last.who}'s {last.skill}, {last.successes} successes: {result}{power}."
        )
    return "\n".join(lines) + "\n"
