"""``deskapp replay``: replay a play session and show the table's state after each event.

It reads what ``deskapp export`` writes — a whole campaign export (each of its
sessions, or the one ``--session`` names) or a single session entry
(``{"system", "name", "setup", "events"}``) — for every rule system, and plays
it through the real drivers; and a system's own log format where it has one
(an Agents mission log, which may leave out its system: its spec's ``replay_format``).
``--text`` prints each event's history line instead, written by the system's describer as
the Table page writes it (:mod:`deskapp.core.play.describe`). A session whose log
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
from deskapp.core.chain import EXPORT_FORMAT, chain_problem, own_log_header
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.describe import describe_event
from deskapp.core.play.session import replay_session
from deskapp.core.systems import SystemSpec

SESSION_FIELDS = ("system", "name", "setup", "events", "chain")
"""What ``deskapp export`` writes for a session: anything else means the file was edited."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    logs = ", ".join(
        translate("Systems", spec.replay_format) for spec in systems.specs() if spec.replay_format
    )
    parser.add_argument(
        "log",
        metavar=translate("Cli", "FILE.json"),
        help=translate("Cli", "a campaign export, one of its session entries, or {logs}").format(
            logs=logs
        )
        if logs
        else translate("Cli", "a campaign export or one of its session entries"),
    )
    parser.add_argument(
        "--session",
        metavar=translate("Cli", "NAME|N"),
        help=translate(
            "Cli",
            "in a campaign export, the session to replay: its name or its number from 1 "
            "(default: every session)",
        ),
    )
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument(
        "--json",
        action="store_true",
        help=translate(
            "Cli", "print one JSON object per event (events are counted from 1), one per line"
        ),
    )
    shown.add_argument(
        "--text",
        action="store_true",
        help=translate(
            "Cli",
            "print each event's history line, as the Table page shows it, in the language "
            "of the run (--language, else LANG)",
        ),
    )


def run(arguments: argparse.Namespace) -> int:
    path = Path(arguments.log)
    data = load_json_file(path)
    if not isinstance(data, dict):
        raise UserError(
            translate("Replay", "{path}: a mission log must be a JSON object").format(path=path)
        )
    entries = chosen_sessions(data, arguments.session, path)
    several = len(entries) > 1
    # Check every session first, so a bad event prints nothing but its one-line error.
    outputs = []
    for number, entry in entries:
        where = (
            translate("Replay", "{path}: session {number} ('{name}')").format(
                path=path, number=number, name=entry.get("name", "")
            )
            if several
            else f"{path}"
        )
        try:
            outputs.append(_replayed(entry, arguments.json, arguments.text))
        except UserError as error:
            raise UserError(
                translate("Replay", "{where}: {error}").format(where=where, error=error)
            ) from None
    for (number, _entry), output in zip(entries, outputs, strict=True):
        output(number if several else None)
    return 0


def chosen_sessions(
    data: dict[str, Any], wanted: str | None, path: Path
) -> list[tuple[int, dict[str, Any]]]:
    """The sessions a file holds, numbered from 1: a campaign export's (every one, or the one
    ``--session`` names by name or number), or the file's one session entry."""
    if "sessions" not in data and data.get("format") != EXPORT_FORMAT:
        if wanted is not None:
            raise UserError(
                translate(
                    "Replay", "{path}: --session chooses among a campaign export's sessions"
                ).format(path=path)
            )
        return [(1, data)]
    sessions = data.get("sessions", [])  # an export with no play sessions leaves the list out
    if not isinstance(sessions, list) or not all(isinstance(s, dict) for s in sessions):
        raise UserError(
            translate("Replay", "{path}: field 'sessions' must be a list of objects").format(
                path=path
            )
        )
    numbered = list(enumerate(sessions, start=1))
    if wanted is None:
        if not numbered:
            raise UserError(
                translate("Replay", "{path}: the export holds no play session").format(path=path)
            )
        return numbered
    for number, entry in numbered:
        if wanted == str(number) or wanted.casefold() == str(entry.get("name", "")).casefold():
            return [(number, entry)]
    names = ", ".join(f"{n} '{e.get('name', '')}'" for n, e in numbered)
    if not names:
        names = translate("Replay", "none")
    raise UserError(
        translate(
            "Replay", "{path}: no session '{wanted}' in the export (sessions: {names})"
        ).format(path=path, wanted=wanted, names=names)
    )


def replayable(system: Any) -> SystemSpec:
    """The spec of a stored session's system; a UserError naming the known ones."""
    if not systems.is_known(system):
        raise UserError(
            translate(
                "Replay", "cannot replay a log of the '{system}' system (systems: {keys})"
            ).format(system=system, keys=", ".join(systems.keys()))
        )
    return systems.spec(system)


def _replayed(entry: dict[str, Any], as_json: bool, as_text: bool = False) -> Any:
    """Replay one entry; returns what prints its result (given the session's number or None)."""
    system = entry.get("system")
    if "system" not in entry:  # the first logs: in the one log format of a system's own
        system = next((spec.key for spec in systems.specs() if spec.replay is not None), "")
    spec = replayable(system)
    if "setup" not in entry:
        if spec.replay is None:
            raise UserError(
                translate(
                    "Replay",
                    "cannot replay a log of the '{system}' system without its 'setup' and "
                    "'events' (as deskapp export writes its sessions)",
                ).format(system=system)
            )
        if "chain" in entry:  # written by deskapp export: the log as it was exported
            problem = chain_problem(own_log_header(entry), entry.get("events"), entry["chain"])
            if problem is not None:
                raise UserError(problem)
        replay = spec.load(spec.replay)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):  # printed once every session has replayed
            replay(entry, as_json, as_text)

        def output_log(number: int | None) -> None:
            if as_text:
                _print_heading(number, entry)
            sys.stdout.write(printed.getvalue())

        return output_log
    unknown = sorted(set(entry) - set(SESSION_FIELDS))
    if unknown:
        raise UserError(
            translate("Replay", "unknown field '{field}' in the session (known: {fields})").format(
                field=unknown[0], fields=", ".join(SESSION_FIELDS)
            )
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
        if as_text:
            _print_heading(number, entry)
            events = entry["events"]
            for event in events:
                print(describe_event(spec, event, events, entry["setup"]["table"]))
            return
        if as_json:
            for state in states:
                print_json(state if number is None else {"session": number, **state})
            return
        count = len(states)
        if spec.replay_summary is not None:
            summary = spec.load(spec.replay_summary)
            sys.stdout.write(summary(history.driver, count, len(history.done)))
            return
        line = translate(
            "Replay",
            "Replayed %n event(s) of the {system} session '{name}': every event replays exactly.",
            None,
            count,
        )
        sys.stdout.write(
            line.format(system=spec.display_title(), name=entry.get("name", "")) + "\n"
        )

    return output


def _print_heading(number: int | None, entry: dict[str, Any]) -> None:
    """``--text`` of a whole export: each session's lines under its number and name."""
    if number is not None:
        heading = translate("Replay", "Session {number} ('{name}'):")
        print(heading.format(number=number, name=entry.get("name", "")))
