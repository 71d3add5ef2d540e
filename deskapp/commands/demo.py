"""``deskapp demo PATH``: write the example campaign, to see every feature at once."""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.campaign.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.store import EXTENSION, CampaignFile
from deskapp.play.demo import write_demo_sessions

NAME = "demo"
HELP = "write an example campaign with a group for each rule system"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "path", metavar="PATH", type=Path, help=f"the new campaign file ({EXTENSION})"
    )


def run(arguments: argparse.Namespace) -> int:
    path: Path = arguments.path
    if path.exists():
        raise UserError(
            f"{path} already exists: the demo never overwrites a file, choose another name"
        )
    with CampaignFile.open(path) as campaign, campaign.transaction():
        write_demo(campaign)
        write_demo_sessions(campaign)
        count = len(campaign.summaries())
        sessions = len(campaign.sessions())
    print(
        f"Wrote the demo campaign to {path}: {count} characters in four rule systems "
        f"and {sessions} play sessions in progress."
    )
    print(f"Open it with: deskapp --campaign {path}")
    return 0
