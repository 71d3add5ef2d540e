"""The ``deskapp`` command line: with no command it opens the main window."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, NoReturn

from deskapp import __version__
from deskapp.commands import COMMANDS
from deskapp.commands.argparse_words import speak_the_app_language
from deskapp.core import i18n, systems
from deskapp.core.errors import UserError, one_line
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate

CHECK_GROUP = "check"
CHECK_HELP = QT_TRANSLATE_NOOP(
    "Cli", "resolve one test of a rule system, from given or random cards and dice"
)


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
        self,
        name: str,
        help: str,
        complete: Callable[[argparse.ArgumentParser], None],
        context: str = "Cli",
    ) -> None:
        """A subcommand whose parser ``complete`` fills in when it is chosen; ``help`` is
        the English source, marked for the catalogue where it is written (``context``:
        ``Cli`` for the app's commands, ``Systems`` for a rule system's)."""
        help = translate(context, help)
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
        line = translate("Cli", "{prog}: error: {message} (see {prog} --help)")
        self.exit(2, line.format(prog=self.prog, message=one_line(message)) + "\n")


def _add_command(command: systems.Command, parser: argparse.ArgumentParser) -> None:
    """Import a command's module and let it add its arguments: it is about to run."""
    module = systems.load_reference(command.module)
    module.add_arguments(parser)
    parser.set_defaults(run=module.run)


def _add_check_commands(parser: argparse.ArgumentParser) -> None:
    """``deskapp check``: one command per rule system that has one, named by its spec."""
    checks = parser.add_subparsers(
        dest="subcommand",
        metavar=translate("Cli", "SYSTEM"),
        title=translate("Cli", "systems"),
        required=True,
    )
    assert isinstance(checks, _LazySubcommands)
    for heading in systems.headings():  # listed without importing every system
        if heading.check_command is not None:
            command = heading.check_command
            checks.add_lazy(
                command.name, command.help, partial(_add_command, command), context="Systems"
            )


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, in the language of the run (set before it is built)."""
    speak_the_app_language()
    parser = _OneLineErrorParser(
        prog="deskapp",
        description=translate(
            "Cli",
            "Card Desk: manage characters and cards between sessions, print card sheets, "
            "and keep the deck, dice and score at the table. With no command, opens the app.",
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=translate("Cli", "show the version of Card Desk and exit"),
    )
    parser.add_argument(
        "--language",
        metavar="|".join(i18n.LANGUAGES),
        help=translate(
            "Cli",
            "the language of the app and of these messages for this run (default: in the "
            "window, the one chosen in View → Language, else the system's; for the commands, "
            "the system's, from LANG)",
        ),
    )
    parser.add_argument(
        "--campaign",
        metavar=translate("Cli", "PATH"),
        type=Path,
        help=translate(
            "Cli",
            "the campaign file to open in the window (created if missing); "
            "default: the last one opened",
        ),
    )
    subcommands = parser.add_subparsers(
        dest="command", metavar=translate("Cli", "COMMAND"), title=translate("Cli", "commands")
    )
    assert isinstance(subcommands, _LazySubcommands)
    subcommands.add_parser("gui", help=translate("Cli", "open the main window (the default)"))
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


def opens_the_window(argv: Sequence[str]) -> bool:
    """Whether these arguments open the window: only ``--campaign``, ``--language`` and
    ``gui`` (no command, no help, no version asked)."""
    tokens = list(argv)
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token in ("--campaign", "--language"):
            index += 2  # the option and its value, whatever it looks like
        elif token.startswith(("--campaign=", "--language=")) or token == "gui":
            index += 1
        else:
            return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    asked = language_asked(argv)
    # The system's language first: a refused --language is told in it.
    i18n.set_language(i18n.language_of_environment())
    try:
        language = i18n.check_language(asked) if asked is not None else None
    except i18n.LanguageError as error:
        _say_error(str(error))
        return 2
    if language is not None:
        i18n.set_language(language)
    # The parser's help is never shown on the way to the window: its texts stay in English
    # rather than read a language's whole catalogue (~20 ms) for nothing. A refusal is still
    # said in the language, which is set again before the parse.
    with i18n.speaking(i18n.SOURCE_LANGUAGE if opens_the_window(argv) else None):
        parser = build_parser()
    arguments = parser.parse_args(argv)
    if arguments.command in (None, "gui"):
        # Imported here so commands that need no window never load Qt.
        from deskapp.ui.app import run_gui  # noqa: PLC0415

        return run_gui(sys.argv[:1], arguments.campaign, language)
    try:
        code: int = arguments.run(arguments)
        sys.stdout.flush()  # a reader gone before the last lines is met here, not at exit
        return code
    except BrokenPipeError:
        # The reader stopped reading (`deskapp replay … | head`): nothing went wrong to say.
        # The rest of the output goes nowhere, and the code is a pipe's usual 128 + SIGPIPE.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except UserError as error:
        _say_error(str(error))
        return 2
    except OSError as error:
        # What the system refused that no check foresaw (a file removed meanwhile, a
        # read-only folder …): said in one line, naming the file, never as a traceback.
        where = error.filename if error.filename is not None else ""
        _say_error(f"{where}: {error.strerror or error}" if where else str(error))
        return 2


def _say_error(message: str) -> None:
    """A refusal, as one line on stderr."""
    line = translate("Cli", "deskapp: error: {message}").format(message=one_line(message))
    sys.stderr.write(line + "\n")
