"""``deskapp demo PATH``: write the example campaign, to see every feature at once."""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.store import EXTENSION, CampaignFile
from deskapp.core.store.locations import check_name_fits


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "path",
        metavar=translate("Cli", "PATH"),
        type=Path,
        help=translate("Cli", "the new campaign file ({extension})").format(extension=EXTENSION),
    )


def run(arguments: argparse.Namespace) -> int:
    path: Path = arguments.path
    check_name_fits(path)
    if path.exists():
        raise UserError(
            translate(
                "Cli",
                "{path} already exists: the demo never overwrites a file, choose another name",
            ).format(path=path)
        )
    with CampaignFile.open(path) as campaign, campaign.transaction():
        write_demo(campaign)
        write_demo_sessions(campaign)
        summaries = campaign.summaries()
        count = len(summaries)
        systems = len({summary.system for summary in summaries})
        sessions = len(campaign.sessions())
    # One sentence per count, each with its own plural form.
    characters = translate("Cli", "%n character(s)", None, count)
    in_systems = translate("Cli", "in %n rule system(s)", None, systems)
    in_progress = translate("Cli", "%n play session(s) in progress", None, sessions)
    print(
        translate(
            "Cli", "Wrote the demo campaign to {path}: {characters} {in_systems} and {sessions}."
        ).format(path=path, characters=characters, in_systems=in_systems, sessions=in_progress)
    )
    print(translate("Cli", "Open it with: deskapp --campaign {path}").format(path=path))
    return 0
