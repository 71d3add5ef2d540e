"""The ``deskapp`` command line: with no command it opens the main window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from deskapp import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="deskapp",
        description=(
            "Card Desk: manage characters and cards between sessions, print card sheets, "
            "and keep the deck, dice and score at the table. With no command, opens the app."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    commands.add_parser("gui", help="open the main window (the default)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    arguments = build_parser().parse_args(argv)
    if arguments.command in (None, "gui"):
        # Imported here so commands that need no window never load Qt.
        from deskapp.ui.app import run_gui  # noqa: PLC0415

        return run_gui(sys.argv[:1])
    return 0
