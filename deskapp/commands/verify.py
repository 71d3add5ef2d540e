"""``deskapp verify``: check that a digital table's shuffles, draws and dice follow from its
seed (issue 28).

It reads what ``deskapp export`` writes — a campaign export (each of its sessions, or the
one ``--session`` names) or one session entry — and prints one verdict per session:
**verified** (its chain fits, the revealed seed fits the commitment stored before play, and
every random value up to the reveal is the seed's draw of its number, replayed through the
real rules), **not revealed** (the seed is still secret: the session is in play), **not
verifiable** (a mirror table, a session stored before, a system's own log format without
random values), or **failed**, naming the first event that does not follow (exit code 2).
``docs/sessions/fair_shuffle.md`` describes the derivation, to check it without Card Desk.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.commands import load_json_file, print_json
from deskapp.commands.replay import chosen_sessions, replayable
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.fairness import (
    FAILED,
    check_session,
    verdict_line,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "export",
        metavar=translate("Cli", "FILE.json"),
        help=translate("Cli", "a campaign export or one of its session entries"),
    )
    parser.add_argument(
        "--session",
        metavar=translate("Cli", "NAME|N"),
        help=translate(
            "Cli",
            "in a campaign export, the session to verify: its name or its number from 1 "
            "(default: every session)",
        ),
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help=translate(
            "Cli",
            "print one JSON object per session (its name, verdict and event), one per line",
        ),
    )


def run(arguments: argparse.Namespace) -> int:
    path = Path(arguments.export)
    data = load_json_file(path)
    if not isinstance(data, dict):
        raise UserError(
            translate("Verify", "{path}: not a campaign export nor a session entry").format(
                path=path
            )
        )
    entries = chosen_sessions(data, arguments.session, path)
    failed = False
    for _number, entry in entries:
        driver = replayable(entry.get("system")).driver_class()
        verdict = check_session(driver, entry.get("setup"), entry.get("events"), entry.get("chain"))
        failed = failed or verdict.verdict == FAILED
        name = str(entry.get("name", ""))
        if arguments.json:
            print_json({"session": name, "verdict": verdict.verdict, "event": verdict.event})
        else:
            print(verdict_line(name, entry.get("setup"), verdict))
    return 2 if failed else 0
