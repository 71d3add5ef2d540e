"""``deskapp import``: add the characters of a JSON export to a campaign, all or none."""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.commands import add_campaign_argument, campaign_path, load_json_file
from deskapp.core.exchange import add_import, check_import
from deskapp.core.store import CampaignFile


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file", metavar="FILE.json", type=Path, help="a file written by deskapp export"
    )
    add_campaign_argument(parser, created=True)


def run(arguments: argparse.Namespace) -> int:
    path = campaign_path(arguments)
    # Read and checked before the campaign is opened, so a bad file never creates one.
    checked = check_import(load_json_file(arguments.file))
    with CampaignFile.open(path) as campaign:
        added = add_import(campaign, checked)
    print(f"Imported {len(added)} characters into {path}")
    return 0
