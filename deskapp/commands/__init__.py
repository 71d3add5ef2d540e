"""Command-line commands, one module each, listed in :data:`COMMANDS`.

:data:`COMMANDS` names each command and its one line of help; its module, imported
only when the command runs, defines ``add_arguments(parser)`` and
``run(arguments) -> int`` (the exit code). A rule system's ``deskapp check <name>``
command is listed by its :class:`~deskapp.core.systems.SystemSpec` the same way.

``run`` raises :class:`deskapp.core.errors.UserError` for bad input; the command line
turns it into one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from deskapp.core.errors import UserError, one_line
from deskapp.core.i18n import QT_TRANSLATE_NOOP, format_number, translate
from deskapp.core.records import parse_json
from deskapp.core.systems import Command
from deskapp.core.wording import quoted

COMMANDS = (
    Command(
        "demo",
        QT_TRANSLATE_NOOP("Cli", "write an example campaign with a group for each rule system"),
        "deskapp.commands.demo",
    ),
    Command(
        "export",
        QT_TRANSLATE_NOOP(
            "Cli", "write the campaign's characters, options and play sessions to a JSON file"
        ),
        "deskapp.commands.export",
    ),
    Command(
        "import",
        QT_TRANSLATE_NOOP(
            "Cli",
            "add the characters of a JSON export to a campaign; one bad field refuses the whole "
            "file",
        ),
        "deskapp.commands.import_characters",
    ),
    Command(
        "print",
        QT_TRANSLATE_NOOP(
            "Cli", "write the campaign's cards to a PDF of card sheets, ready to print and cut"
        ),
        "deskapp.commands.print_cards",
    ),
    Command(
        "calibrate",
        QT_TRANSLATE_NOOP(
            "Cli", "put the calibration sheet's readings into a printer profile, or show them"
        ),
        "deskapp.commands.calibrate",
    ),
    Command(
        "players",
        QT_TRANSLATE_NOOP(
            "Cli", "serve a play session's links for the players' phones, until Ctrl-C"
        ),
        "deskapp.commands.players",
    ),
    Command(
        "replay",
        QT_TRANSLATE_NOOP(
            "Cli",
            "replay a play session (or a rule system's own log) and print the table after each event",
        ),
        "deskapp.commands.replay",
    ),
    Command(
        "verify",
        QT_TRANSLATE_NOOP(
            "Cli",
            "check that a play session's shuffles, draws and dice follow from its revealed seed",
        ),
        "deskapp.commands.verify",
    ),
)
"""The commands of ``deskapp``, in the order ``--help`` lists them (their help is the English
source; the parser translates it, context ``Cli``)."""


def tell_notices(campaign: Any) -> None:
    """What opening the campaign did that the user should hear of, one line each on stderr."""
    for notice in campaign.notices:
        say(str(notice))


def say(line: str) -> None:
    """One line for the user on stderr, after the program's name."""
    sys.stderr.write(translate("Cli", "deskapp: {line}").format(line=one_line(line)) + "\n")


def print_json(data: Any) -> None:
    """One JSON object on one line of standard output, non-ASCII letters kept readable."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def print_result(arguments: argparse.Namespace, data: Any, text: str) -> int:
    """A check command's result: with ``--json`` the JSON ``data``, else the readable
    ``text`` as one line; returns the exit code (0)."""
    if arguments.json:
        print_json(data)
    else:
        sys.stdout.write(text + "\n")
    return 0


# An export with a thousand characters and their portraits is about 300 MB at most.
MAX_JSON_BYTES = 512_000_000


# Why a file could not be read, the first that fits the error (an OSError's reason said last).
_READ_PROBLEMS = (
    (FileNotFoundError, QT_TRANSLATE_NOOP("Files", "{path}: no such file")),
    (IsADirectoryError, QT_TRANSLATE_NOOP("Files", "{path}: is a folder, not a file")),
    (PermissionError, QT_TRANSLATE_NOOP("Files", "{path}: not allowed to read it")),
    (
        UnicodeDecodeError,
        QT_TRANSLATE_NOOP("Files", "{path}: not a text file (JSON must be UTF-8)"),
    ),
    (OSError, QT_TRANSLATE_NOOP("Files", "{path}: cannot read it ({reason})")),
)


def load_json_file(path: str | Path) -> Any:
    """Read a JSON file, turning every way it can fail into a one-line UserError."""
    path = Path(path)
    try:
        if path.exists() and not path.is_dir() and not path.is_file():
            # /dev/zero, a FIFO
            raise UserError(
                translate("Files", "{path}: not a file (a device or a pipe)").format(path=path)
            )
        if path.is_file() and path.stat().st_size > MAX_JSON_BYTES:
            raise UserError(
                translate(
                    "Files", "{path}: too large for a Card Desk file (over {megabytes} MB)"
                ).format(path=path, megabytes=format_number(MAX_JSON_BYTES // 1_000_000))
            )
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        problem = next(words for kind, words in _READ_PROBLEMS if isinstance(error, kind))
        reason = getattr(error, "strerror", None)
        raise UserError(translate("Files", problem).format(path=path, reason=reason)) from None
    return parse_json(text, str(path))


def add_campaign_argument(parser: argparse.ArgumentParser, created: bool) -> None:
    """``--campaign PATH`` on a command; it may also stand before the command word."""
    parser.add_argument(
        "--campaign",
        metavar=translate("Cli", "PATH"),
        type=Path,
        # SUPPRESS keeps a --campaign given before the command word from being overwritten.
        default=argparse.SUPPRESS,
        help=translate("Cli", "the campaign file (created if missing)")
        if created
        else translate("Cli", "the campaign file"),
    )


def campaign_path(arguments: argparse.Namespace) -> Path:
    path = getattr(arguments, "campaign", None)
    if path is None:
        raise UserError(translate("Cli", "which campaign? give it with --campaign PATH"))
    return path


# --- the check commands' common arguments -----------------------------------------------------


# A seed only needs to repeat a shuffle or a roll; 18 digits are more than enough.
MAX_SEED = 10**18 - 1


def whole_number(text: str, flag: str, *, minimum: int = 0, maximum: int) -> int:
    """``text`` typed for ``flag`` as a whole number from ``minimum`` to ``maximum``.

    The one way every numeric argument of the ``check`` commands is read. The digits are
    counted before ``int()`` is asked, so a 5,000-digit number (over Python's 4,300-digit
    limit) is refused like any other value out of range, and the message never repeats it.
    """
    value = text.strip().replace("\N{MINUS SIGN}", "-")
    digits = value.removeprefix("-").removeprefix("+")
    if not (digits.isascii() and digits.isdigit()):
        raise UserError(
            translate(
                "Cli", "{flag} must be a whole number from {minimum} to {maximum}, not '{text}'"
            ).format(flag=flag, minimum=minimum, maximum=maximum, text=quoted(text))
        )
    # Every bound has at most 19 digits: a longer number is out of range whatever its digits
    # are, and is named by its size (int() refuses over 4,300 digits, and no one reads 5,000).
    if len(digits.lstrip("0")) > 19:
        count = len(digits)  # the count written as the language writes numbers: 5,000
        number = translate("Cli", "a number of %n digit(s)", None, count).replace(
            str(count), format_number(count)
        )
    else:
        number_value = int(value)
        if minimum <= number_value <= maximum:
            return number_value
        number = str(number_value)
    raise UserError(
        translate(
            "Cli", "{flag} must be a whole number from {minimum} to {maximum}, not {number}"
        ).format(flag=flag, minimum=minimum, maximum=maximum, number=number)
    )


def whole_argument(flag: str, *, minimum: int = 0, maximum: int) -> Callable[[str], int]:
    """:func:`whole_number` as an argparse ``type=``: a refusal is argparse's one line."""

    def read(text: str) -> int:
        try:
            return whole_number(text, flag, minimum=minimum, maximum=maximum)
        except UserError as error:
            raise argparse.ArgumentTypeError(str(error).removeprefix(f"{flag} ")) from None

    read.__name__ = "whole number"  # argparse names the type in some messages
    return read


def add_json_argument(parser: argparse.ArgumentParser) -> None:
    """``--json``: print one JSON object (with :func:`print_result`) instead of readable text."""
    parser.add_argument(
        "--json", action="store_true", help=translate("Cli", "print one JSON object")
    )


def add_option_argument(parser: argparse.ArgumentParser, help: str) -> None:
    """``--option NAME=VALUE``, repeatable: a table option read another way for this command
    (read with :func:`option_values`)."""
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar=translate("Cli", "NAME=VALUE"),
        help=help,
    )


def option_values(
    pairs: Sequence[str], such_as: str = "", only: Sequence[str] = (), strip_words: bool = False
) -> dict[str, Any]:
    """``--option`` ``NAME=VALUE`` pairs as the JSON a system's ``TableOptions.from_json``
    takes: a value is read as JSON when it can be (``4``, ``null``), else as its text
    (stripped with ``strip_words``: ``chain``). Each pair is refused, in the order given,
    without a name or ``=`` (the message shows ``such_as``) or, with ``only``, for an option a
    single test does not read."""
    values: dict[str, Any] = {}
    for pair in pairs:
        name, equals, text = pair.partition("=")
        name = name.strip()
        if not equals or not name:
            if such_as:
                message = translate(
                    "Cli", "--option takes NAME=VALUE, such as {example}, not '{pair}'"
                )
            else:
                message = translate("Cli", "--option takes NAME=VALUE, not '{pair}'")
            raise UserError(message.format(example=such_as, pair=pair))
        if only and name not in only:
            raise UserError(
                translate("Cli", "--option {name}: a single test reads only {names}").format(
                    name=name, names=", ".join(only)
                )
            )
        try:
            values[name] = parse_json(text, f"--option {name}")
        except UserError:
            values[name] = text.strip() if strip_words else text
    return values
