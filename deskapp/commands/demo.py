"""``deskapp demo PATH``: write the example campaign, to see every feature at once."""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.errors import UserError
from deskapp.core.store import EXTENSION, CampaignFile


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
        summaries = campaign.summaries()
        count = len(summaries)
        systems = len({summary.system for summary in summaries})
        sessions = len(campaign.sessions())
    print(
        f"Wrote the demo campaign to {path}: {count} characters in {systems} rule systems "
        f"and {sessions} play sessions in progress."
    )
    print(f"Open it with: deskapp --campaign {path}")
    return 0
