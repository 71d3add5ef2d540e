"""``deskapp demo PATH``: write the example campaign, to see every feature at once."""

from __future__ import annotations

import argparse
import shlex
from dataclasses import astuple
from pathlib import Path

from deskapp.core.demo import create_demo
from deskapp.core.i18n import translate
from deskapp.core.store import EXTENSION


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "path",
        metavar=translate("Cli", "PATH"),
        type=Path,
        help=translate("Cli", "the new campaign file ({extension})").format(extension=EXTENSION),
    )


def run(arguments: argparse.Namespace) -> int:
    path: Path = arguments.path
    count, systems, finished, sessions = astuple(create_demo(path))
    # One sentence per count, each with its own plural form.
    characters = translate("Cli", "%n character(s)", None, count)
    in_systems = translate("Cli", "in %n rule system(s)", None, systems)
    done = translate("Cli", "%n finished play session(s)", None, finished)
    in_progress = translate("Cli", "%n play session(s) in progress", None, sessions)
    print(
        translate(
            "Cli",
            "Wrote the demo campaign to {path}: {characters} {in_systems}, {finished} and "
            "{sessions}.",
        ).format(
            path=path,
            characters=characters,
            in_systems=in_systems,
            finished=done,
            sessions=in_progress,
        )
    )
    print(translate("Cli", "Open it with: deskapp --campaign {path}").format(path=path))
    export = path.with_suffix(".json")
    print(
        translate(
            "Cli",
            "The finished sessions' seeds are revealed: check their cards and dice with "
            "deskapp export --campaign {path} --out {export} then deskapp verify {export}",
        ).format(path=shlex.quote(str(path)), export=shlex.quote(str(export)))
    )
    return 0
