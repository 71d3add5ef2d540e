"""``deskapp import``: add the characters of a JSON export to a campaign, all or none."""

from __future__ import annotations

import argparse
from pathlib import Path

from deskapp.commands import add_campaign_argument, campaign_path, load_json_file, tell_notices
from deskapp.core.exchange import add_import, check_import, imported_words
from deskapp.core.i18n import translate
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import check_name_fits


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        metavar=translate("Cli", "FILE.json"),
        type=Path,
        help=translate("Cli", "a file written by deskapp export"),
    )
    add_campaign_argument(parser, created=True)


def run(arguments: argparse.Namespace) -> int:
    path = campaign_path(arguments)
    # Read and checked before the campaign is opened, so a bad file never creates one.
    checked = check_import(load_json_file(arguments.file))
    check_name_fits(path)
    created = _missing_folders(path) if not path.exists() else None
    try:
        with CampaignFile.open(path) as campaign:
            tell_notices(campaign)
            add_import(campaign, checked)
    except BaseException:
        if created is not None:  # a refused import leaves no campaign, nor folders for it
            for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
                leftover.unlink(missing_ok=True)
            for folder in created:
                folder.rmdir()
        raise
    print(
        translate("Cli", "Imported {what} into {path}").format(
            what=imported_words(checked), path=path
        )
    )
    return 0


def _missing_folders(path: Path) -> list[Path]:
    """The folders opening the campaign will create, deepest first."""
    missing = []
    folder = path.absolute().parent
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    return missing
