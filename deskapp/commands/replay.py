"""``deskapp replay``: replay a play session and show the table's state after each event.

It reads what ``deskapp export`` writes — a whole campaign export (each of its
sessions, or the one ``--session`` names) or a single session entry
(``{"system", "name", "setup", "events"}``) — for every rule system, and plays
it through the real drivers; and a system's own log format where it has one
(Agents mission logs, which may leave out their system). A session whose log
does not replay (a card drawn twice, an action the rules refuse, a tampered
value) is refused with one line naming the event, and nothing is printed.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from pathlib import Path
from typing import Any

from deskapp.commands import load_json_file, print_json
from deskapp.core import systems
from deskapp.core.errors import UserError
from deskapp.core.exchange import FORMAT as EXPORT_FORMAT
from deskapp.core.play.session import replay_session
from deskapp.core.store.campaign_file import chain_problem
from deskapp.core.wording import counted

SESSION_FIELDS = ("system", "name", "setup", "events", "chain")
"""What ``deskapp export`` writes for a session: anything else means the file was edited."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "log",
        metavar="FILE.json",
        help="a campaign export, one of its session entries, or an Agents mission log",
    )
    parser.add_argument(
        "--session",
        metavar="NAME|N",
        help="in a campaign export, the session to replay: its name or its number from 1 "
        "(default: every session)",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object per event (events are counted from 1), one per line",
    )


def run(arguments: argparse.Namespace) -> int:
    path = Path(arguments.log)
    data = load_json_file(path)
    if not isinstance(data, dict):
        raise UserError(f"{path}: a mission log must be a JSON object")
    if "sessions" in data or data.get("format") == EXPORT_FORMAT:
        # A campaign export; one with no play sessions leaves the list out.
        entries = _chosen(data.get("sessions", []), arguments.session, path)
    elif arguments.session is not None:
        raise UserError(f"{path}: --session chooses among a campaign export's sessions")
    else:
        entries = [(1, data)]
    several = len(entries) > 1
    # Check every session first, so a bad event prints nothing but its one-line error.
    outputs = []
    for number, entry in entries:
        where = f"{path}: session {number} ('{entry.get('name', '')}')" if several else f"{path}"
        try:
            outputs.append(_replayed(entry, arguments.json))
        except UserError as error:
            raise UserError(f"{where}: {error}") from None
    for (number, _entry), output in zip(entries, outputs, strict=True):
        output(number if several else None)
    return 0


def _chosen(sessions: Any, wanted: str | None, path: Path) -> list[tuple[int, dict[str, Any]]]:
    if not isinstance(sessions, list) or not all(isinstance(s, dict) for s in sessions):
        raise UserError(f"{path}: field 'sessions' must be a list of objects")
    numbered = list(enumerate(sessions, start=1))
    if wanted is None:
        if not numbered:
            raise UserError(f"{path}: the export holds no play session")
        return numbered
    for number, entry in numbered:
        if wanted == str(number) or wanted.casefold() == str(entry.get("name", "")).casefold():
            return [(number, entry)]
    names = ", ".join(f"{n} '{e.get('name', '')}'" for n, e in numbered) or "none"
    raise UserError(f"{path}: no session '{wanted}' in the export (sessions: {names})")


def _replayed(entry: dict[str, Any], as_json: bool) -> Any:
    """Replay one entry; returns what prints its result (given the session's number or None)."""
    system = entry.get("system", "agents")  # Agents mission logs came first
    if not systems.is_known(system):
        raise UserError(
            f"cannot replay a log of the {system!r} system (systems: {', '.join(systems.keys())})"
        )
    spec = systems.spec(system)
    if "setup" not in entry:
        if spec.replay is None:
            raise UserError(
                f"cannot replay a log of the {system!r} system without its 'setup' and "
                "'events' (as deskapp export writes its sessions)"
            )
        replay = spec.load(spec.replay)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):  # printed once every session has replayed
            replay(entry, as_json)
        return lambda _number: sys.stdout.write(printed.getvalue())
    unknown = sorted(set(entry) - set(SESSION_FIELDS))
    if unknown:
        raise UserError(
            f"unknown field '{unknown[0]}' in the session (known: {', '.join(SESSION_FIELDS)})"
        )
    if "chain" in entry:  # written by deskapp export: the log as it was exported
        problem = chain_problem(entry["setup"], entry.get("events"), entry["chain"])
        if problem is not None:
            raise UserError(problem)
    states: list[dict[str, Any]] = []
    history = replay_session(
        spec.driver_class(),
        entry["setup"],
        entry.get("events"),
        after_each=lambda number, driver: states.append({"event": number, **driver.state_json()}),
    )

    def output(number: int | None) -> None:
        if as_json:
            for state in states:
                print_json(state if number is None else {"session": number, **state})
            return
        count = len(states)
        if spec.replay_summary is not None:
            summary = spec.load(spec.replay_summary)
            sys.stdout.write(summary(history.driver, count, len(history.done)))
            return
        sys.stdout.write(
            f"Replayed {counted(count, 'event')} of the {spec.title} session "
            f"'{entry.get('name', '')}': every event replays exactly.\n"
        )

    return output
