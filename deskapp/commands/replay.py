"""``deskapp replay``: replay a mission log and show the mission's state after each event."""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.commands import load_json_file
from deskapp.core import systems
from deskapp.core.errors import UserError

NAME = "replay"
HELP = "replay a mission log (Agents) and print the mission's state after each event"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("log", metavar="LOG.json", help="the mission log to replay")
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
    # Agents mission logs came first and may leave out their system.
    system = data.get("system", "agents")
    replayers = {spec.key: spec.replay for spec in systems.specs() if spec.replay is not None}
    if system not in replayers:
        raise UserError(
            f"{path}: cannot replay a log of the {system!r} system (systems: "
            f"{', '.join(replayers)})"
        )
    replay = systems.spec(system).load(replayers[system])
    try:
        replay(data, arguments.json)
    except UserError as error:
        raise UserError(f"{path}: {error}") from None
    return 0
