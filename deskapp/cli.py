"""The ``deskapp`` command line: with no command it opens the main window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, NoReturn

from deskapp import __version__
from deskapp.commands import COMMANDS
from deskapp.core import systems
from deskapp.core.errors import UserError

CHECK_GROUP = "check"
CHECK_HELP = "resolve one test of a rule system, from given or random cards and dice"


class _LazySubcommands(argparse._SubParsersAction):
    """Subcommands whose own arguments are added only once one is chosen.

    ``--help`` lists every command from its name and one line of help; only the
    command that runs imports its module (and what that loads: ReportLab, Pillow …),
    so a check command starts as fast as its rule system can be imported.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._completions: dict[str, Callable[[argparse.ArgumentParser], None]] = {}

    def add_lazy(
        self, name: str, help: str, complete: Callable[[argparse.ArgumentParser], None]
    ) -> None:
        """A subcommand whose parser ``complete`` fills in when it is chosen."""
        self.add_parser(name, help=help, description=help)
        self._completions[name] = complete

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        complete = self._completions.pop(values[0], None)
        if complete is not None:
            complete(self._name_parser_map[values[0]])
        super().__call__(parser, namespace, values, option_string)


class _OneLineErrorParser(argparse.ArgumentParser):
    """Bad arguments get one line naming the problem (and exit code 2), not the usage block."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.register("action", "parsers", _LazySubcommands)

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _add_command(command: systems.Command, parser: argparse.ArgumentParser) -> None:
    """Import a command's module and let it add its arguments: it is about to run."""
    module = systems.load_reference(command.module)
    module.add_arguments(parser)
    parser.set_defaults(run=module.run)


def _add_check_commands(parser: argparse.ArgumentParser) -> None:
    """``deskapp check``: one command per rule system that has one, named by its spec."""
    checks = parser.add_subparsers(
        dest="subcommand", metavar="SYSTEM", title="systems", required=True
    )
    assert isinstance(checks, _LazySubcommands)
    for spec in systems.specs():
        if spec.check_command is not None:
            command = spec.check_command
            checks.add_lazy(command.name, command.help, partial(_add_command, command))


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
    assert isinstance(subcommands, _LazySubcommands)
    subcommands.add_parser("gui", help="open the main window (the default)")
    for command in COMMANDS:
        subcommands.add_lazy(command.name, command.help, partial(_add_command, command))
    subcommands.add_lazy(CHECK_GROUP, CHECK_HELP, _add_check_commands)
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
