"""The ``deskapp`` command line: with no command it opens the main window."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import NoReturn

from deskapp import __version__, commands
from deskapp.core import systems
from deskapp.core.errors import UserError

GROUP_HELP = {"check": "resolve one test of a rule system, from given or random cards and dice"}


class _OneLineErrorParser(argparse.ArgumentParser):
    """Bad arguments get one line naming the problem (and exit code 2), not the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def command_modules() -> list[ModuleType]:
    """Every module in ``deskapp.commands`` in name order, then each rule system's ``check``."""
    found = [
        importlib.import_module(f"{commands.__name__}.{info.name}")
        for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda info: info.name)
        if not info.name.startswith("_")
    ]
    found += [
        spec.load(spec.check_command) for spec in systems.specs() if spec.check_command is not None
    ]
    return found


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineErrorParser(
        prog="deskapp",
        description=(
            "Card Desk: manage characters and cards between sessions, print card sheets, "
            "and keep the deck, dice and score at the table. With no command, opens the app."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--campaign",
        metavar="PATH",
        type=Path,
        help="the campaign file to open in the window (created if missing); "
        "default: the last one opened",
    )
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    subcommands.add_parser("gui", help="open the main window (the default)")
    groups: dict[str, argparse._SubParsersAction] = {}
    for module in command_modules():
        group = getattr(module, "GROUP", None)
        if group is None:
            target = subcommands
        else:
            if group not in groups:
                group_parser = subcommands.add_parser(group, help=GROUP_HELP.get(group, ""))
                groups[group] = group_parser.add_subparsers(
                    dest="subcommand", metavar="SYSTEM", title="systems", required=True
                )
            target = groups[group]
        command = target.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    arguments = build_parser().parse_args(argv)
    if arguments.command in (None, "gui"):
        # Imported here so commands that need no window never load Qt.
        from deskapp.ui.app import run_gui  # noqa: PLC0415

        return run_gui(sys.argv[:1], arguments.campaign)
    try:
        return arguments.run(arguments)
    except UserError as error:
        sys.stderr.write(f"deskapp: error: {error}\n")
        return 2
