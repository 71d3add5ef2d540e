"""Update Sheets, the domain half: what a play session writes back onto the campaign's sheets.

Play changes what the sheets hold (tokens, damage, exhausted aspects …). Only
what play changed is written: each part of a sheet is compared with the sheet as
the session began (the session's setup, replayed), so an edit made meanwhile in
Characters mode to a part play did not touch is kept. The result is a list of
campaign edit commands the GUI applies as one undoable step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deskapp.core import systems
from deskapp.core.edits import CampaignCommand, EditCharacter, SetSystemDocument
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.systems import document_of


@dataclass(frozen=True)
class SheetUpdate:
    """The edits Update Sheets would make, and whose sheets they are."""

    commands: tuple[CampaignCommand, ...]
    characters: tuple[str, ...]
    """The names of the characters whose sheets change, in campaign order."""
    game_master: bool
    """Whether the GM's side changes too."""


def writes_sheets(session: PlaySession) -> bool:
    """Whether this session's play changes the campaign's sheets at all."""
    return hasattr(session.driver, "sheet_updates")


def sheet_update(session: PlaySession) -> SheetUpdate:
    """The edits that write the session's changes onto the sheets (none: already up to date).

    Raises UserError when a merged sheet is not valid (nothing is written then)."""
    if not writes_sheets(session):
        return SheetUpdate((), (), False)
    driver = session.driver
    system = systems.spec(driver.SYSTEM)
    campaign = session.campaign
    updates = driver.sheet_updates()
    setup = campaign.session_setup(session.session_id)
    began = type(driver).from_setup(setup["table"], RecordedRandom()).sheet_updates()
    played = _by_name(updates.get("characters", {}))
    at_start = _by_name(began.get("characters", {}))
    commands: list[CampaignCommand] = []
    names: list[str] = []
    for row in campaign.characters():
        data = played.get(row.name.casefold())
        if row.system != system.key or data is None:
            continue
        merged = merged_sheet(row.data, at_start.get(row.name.casefold(), {}), data)
        document = document_of(system.character_from_document(row.name, merged))
        if document != row.data:
            commands.append(EditCharacter(row.id, row.data, document, row.name))
            names.append(row.name)
    stored_master = campaign.game_master(system.key)
    game_master = updates.get("game_master")
    master_changes = False
    if game_master is not None:
        game_master = merged_sheet(stored_master or {}, began.get("game_master") or {}, game_master)
        if game_master != stored_master:
            commands.append(
                SetSystemDocument(system.key, "game_master", stored_master, game_master)
            )
            master_changes = True
    return SheetUpdate(tuple(commands), tuple(names), master_changes)


def merged_sheet(
    stored: dict[str, Any], at_start: dict[str, Any], played: dict[str, Any]
) -> dict[str, Any]:
    """Three-way merge by top-level field: play's value where play changed it, else the stored one."""
    merged = dict(stored)
    for key, value in played.items():
        if key == "name":
            continue
        if key not in at_start or value != at_start[key] or key not in stored:
            merged[key] = value
    return merged


def _by_name(sheets: dict[str, Any]) -> dict[str, Any]:
    return {name.casefold(): data for name, data in sheets.items()}
