"""``deskapp export``: write a campaign (or some of its characters) to a JSON file."""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.commands import add_campaign_argument, campaign_path, say, tell_notices
from deskapp.core.errors import UserError
from deskapp.core.exchange import export_campaign, write_export
from deskapp.core.i18n import translate
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import JSON, check_output


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_campaign_argument(parser, created=False)
    parser.add_argument(
        "--out",
        metavar=translate("Cli", "FILE.json"),
        type=Path,
        required=True,
        help=translate("Cli", "the JSON file to write"),
    )
    parser.add_argument(
        "--character",
        metavar=translate("Cli", "NAME"),
        action="append",
        default=[],
        help=translate("Cli", "export only this character (repeat for more)"),
    )


def run(arguments: argparse.Namespace) -> int:
    check_output(arguments.out, JSON, campaign_path(arguments))  # before anything is read
    with CampaignFile.open(campaign_path(arguments), create=False) as campaign:
        tell_notices(campaign)
        left_out: list[str] = []
        document = export_campaign(campaign, left_out)
        for line in left_out:
            say(line)
    if arguments.character:
        wanted = {name.casefold(): name for name in arguments.character}
        document["characters"] = [
            entry for entry in document["characters"] if entry["name"].casefold() in wanted
        ]
        found = {entry["name"].casefold() for entry in document["characters"]}
        missing = [name for key, name in wanted.items() if key not in found]
        if missing:
            raise UserError(
                translate("Cli", "no character called '{name}' in the campaign").format(
                    name=missing[0]
                )
            )
    try:
        write_export(document, arguments.out)
    except OSError as error:
        raise UserError(
            translate("Files", "{path}: cannot write it ({reason})").format(
                path=arguments.out, reason=error.strerror
            )
        ) from None
    exported = len(document["characters"])
    print(
        translate("Cli", "Exported %n character(s) to {path}", None, exported).format(
            path=arguments.out
        )
    )
    return 0
