"""Update Sheets, the domain half: what a play session writes back onto the campaign's sheets.

Play changes what the sheets hold (tokens, damage, exhausted aspects …). Only
what play changed is written, item by item: each part of a sheet is compared
with the sheet as the session began (the session's setup, replayed). A field,
and inside a list each aspect, trait, skill, scar … (known by its name, text or
the character it looks toward), is merged on its own, so an aspect added in
Characters mode while play exhausted another one keeps both.

Where the sheet was edited meanwhile *and* play changed the same item
differently, that is a conflict: play's value is written unless the user
chose to keep the sheet's. Every change and conflict is listed
(:class:`SheetChange`) before anything is written, and the result is a list of
campaign edit commands the GUI applies as one undoable step.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from deskapp.core import systems
from deskapp.core.edits import CampaignCommand, EditCharacter, SetSystemDocument
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.systems import document_of

GAME_MASTER = "GM's cards"
"""The owner named in changes to a system's game-master side."""

# Fields that name an item of a list: the merge follows an item by this, not by its place.
_ITEM_KEYS = ("name", "text", "toward")


class _Absent:
    """Not there: an item the sheet or play does not hold."""

    def __repr__(self) -> str:
        return "absent"


ABSENT: Any = _Absent()


@dataclass(frozen=True)
class SheetChange:
    """One item Update Sheets writes, or a conflict it found.

    ``where`` is the item's path (``("aspects", "Vidím duchy", "exhausted")``);
    ``sheet`` is what the campaign holds now, ``played`` what play left and
    ``written`` what the update writes (:data:`ABSENT`: not there). A conflict is an
    item the sheet changed meanwhile that play changed too."""

    owner: str
    where: tuple[str, ...]
    sheet: Any
    played: Any
    written: Any
    conflict: bool = False

    @property
    def key(self) -> tuple[str, tuple[str, ...]]:
        """What names this change in ``keep_sheet``: its owner and path."""
        return (self.owner, self.where)


@dataclass(frozen=True)
class SheetUpdate:
    """The edits Update Sheets would make, whose sheets they are, and every item they change."""

    commands: tuple[CampaignCommand, ...]
    characters: tuple[str, ...]
    """The names of the characters whose sheets change, in campaign order."""
    game_master: bool
    """Whether the GM's side changes too."""
    changes: tuple[SheetChange, ...] = ()
    """Each item written, and each conflict (written or kept), in sheet order."""

    @property
    def conflicts(self) -> tuple[SheetChange, ...]:
        return tuple(change for change in self.changes if change.conflict)


def writes_sheets(session: PlaySession) -> bool:
    """Whether this session's play changes the campaign's sheets at all."""
    return hasattr(session.driver, "sheet_updates")


def sheet_update(
    session: PlaySession, keep_sheet: Collection[tuple[str, tuple[str, ...]]] = ()
) -> SheetUpdate:
    """The edits that write the session's changes onto the sheets (none: already up to date).

    ``keep_sheet`` holds the keys (:attr:`SheetChange.key`) of conflicts where the
    sheet's value stays. Raises UserError when a merged sheet is not valid (nothing
    is written then)."""
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
    changes: list[SheetChange] = []
    for row in campaign.characters():
        data = played.get(row.name.casefold())
        if row.system != system.key or data is None:
            continue
        merged, found = merge_sheet(
            row.data, at_start.get(row.name.casefold(), {}), data, row.name, keep_sheet
        )
        document = document_of(system.character_from_document(row.name, merged))
        if document != row.data:
            commands.append(EditCharacter(row.id, row.data, document, row.name))
            names.append(row.name)
        changes += found
    stored_master = campaign.game_master(system.key)
    game_master = updates.get("game_master")
    master_changes = False
    if game_master is not None:
        game_master, found = merge_sheet(
            stored_master or {},
            began.get("game_master") or {},
            game_master,
            GAME_MASTER,
            keep_sheet,
        )
        changes += found
        if game_master != stored_master:
            commands.append(
                SetSystemDocument(system.key, "game_master", stored_master, game_master)
            )
            master_changes = True
    return SheetUpdate(tuple(commands), tuple(names), master_changes, tuple(changes))


def merge_sheet(
    stored: dict[str, Any],
    at_start: dict[str, Any],
    played: dict[str, Any],
    owner: str = "",
    keep_sheet: Collection[tuple[str, tuple[str, ...]]] = (),
) -> tuple[dict[str, Any], list[SheetChange]]:
    """Three-way merge, item by item: play's value where play changed an item, else the sheet's.

    A field the sheet lacks but play holds is written (an older sheet without a
    field that has a default). Returns the merged sheet and what it changes."""
    merge = _Merge(owner, set(keep_sheet))
    merged = dict(stored)
    for key, value in played.items():
        if key == "name":
            continue
        if key not in stored:
            if key not in at_start or value != at_start[key]:
                merge.changes.append(SheetChange(owner, (key,), ABSENT, value, value))
            merged[key] = value
            continue
        merged[key] = merge.value(stored[key], at_start.get(key, ABSENT), value, (key,))
    return merged, merge.changes


class _Merge:
    def __init__(self, owner: str, keep_sheet: set[tuple[str, tuple[str, ...]]]) -> None:
        self.owner = owner
        self.keep_sheet = keep_sheet
        self.changes: list[SheetChange] = []

    def value(self, stored: Any, start: Any, played: Any, where: tuple[str, ...]) -> Any:
        if played in (start, stored):  # play left it alone, or both agree
            return stored
        if isinstance(stored, dict) and isinstance(played, dict):
            merged: Any = self._dict(
                stored, start if isinstance(start, dict) else {}, played, where
            )
        elif (
            isinstance(stored, list)
            and isinstance(played, list)
            and _keyed(stored)
            and _keyed(start if isinstance(start, list) else [])
            and _keyed(played)
        ):
            merged = self._list(stored, start if isinstance(start, list) else [], played, where)
        elif stored == start:  # only play changed it
            self.changes.append(SheetChange(self.owner, where, stored, played, played))
            return played
        else:
            return self._conflict(stored, played, where)
        # Only play changed it: play's value as it stands (its order), the items listed above.
        return played if stored == start else merged

    def _conflict(self, stored: Any, played: Any, where: tuple[str, ...]) -> Any:
        keep = (self.owner, where) in self.keep_sheet
        written = stored if keep else played
        self.changes.append(SheetChange(self.owner, where, stored, played, written, True))
        return written

    def _dict(
        self, stored: dict[str, Any], start: dict[str, Any], played: dict[str, Any], where: Any
    ) -> dict[str, Any]:
        merged: dict[str, Any] = {}
        for key in [*stored, *(key for key in played if key not in stored)]:
            value = self.value(
                stored.get(key, ABSENT),
                start.get(key, ABSENT),
                played.get(key, ABSENT),
                (*where, key),
            )
            if value is not ABSENT:
                merged[key] = value
        return merged

    def _list(
        self, stored: list[Any], start: list[Any], played: list[Any], where: tuple[str, ...]
    ) -> list[Any]:
        sheet = {_identity(item): item for item in stored}
        began = {_identity(item): item for item in start}
        play = {_identity(item): item for item in played}
        merged = []
        # The sheet's order, then what play added (or brought back) in play's order.
        for identity in [*sheet, *(identity for identity in play if identity not in sheet)]:
            value = self.value(
                sheet.get(identity, ABSENT),
                began.get(identity, ABSENT),
                play.get(identity, ABSENT),
                (*where, str(identity[1])),
            )
            if value is not ABSENT:
                merged.append(value)
        return merged


def _identity(item: Any) -> Any:
    """What names an item of a list: its name, text or target, or the value itself."""
    if isinstance(item, dict):
        for key in _ITEM_KEYS:
            if isinstance(item.get(key), str):
                return (key, item[key])
        return None
    if isinstance(item, str | int | float | bool) or item is None:
        return ("value", item)
    return None


def _keyed(items: list[Any]) -> bool:
    """Whether every item of the list has an identity of its own (none missing, none twice)."""
    identities = [_identity(item) for item in items]
    return None not in identities and len(set(identities)) == len(identities)


def _by_name(sheets: dict[str, Any]) -> dict[str, Any]:
    return {name.casefold(): data for name, data in sheets.items()}
