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
from deskapp.core import i18n, systems
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
        "--language",
        metavar="|".join(i18n.LANGUAGES),
        help="the language of the app and of these messages for this run "
        "(default: the one chosen in the app, else the system's)",
    )
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


def language_asked(argv: Sequence[str]) -> str | None:
    """The ``--language`` given before the command, if any: it must be known before the
    parser is built, whose help it translates. (``print --language`` after the command is
    the printed cards' language, a different thing.)"""
    tokens = list(argv)
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token == "--language":
            return tokens[index + 1] if index + 1 < len(tokens) else ""
        if token.startswith("--language="):
            return token.partition("=")[2]
        if token == "--campaign":
            index += 1  # its value, whatever it looks like
        elif not token.startswith("-"):
            return None  # the command: what follows is its own
        index += 1
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    asked = language_asked(argv)
    try:
        language = i18n.check_language(asked) if asked is not None else None
    except i18n.LanguageError as error:
        sys.stderr.write(f"deskapp: error: {error}\n")
        return 2
    i18n.set_language(language or i18n.language_of_environment())
    arguments = build_parser().parse_args(argv)
    if arguments.command in (None, "gui"):
        # Imported here so commands that need no window never load Qt.
        from deskapp.ui.app import run_gui  # noqa: PLC0415

        return run_gui(sys.argv[:1], arguments.campaign, language)
    try:
        return arguments.run(arguments)
    except UserError as error:
        sys.stderr.write(f"deskapp: error: {error}\n")
        return 2
