"""The campaign's JSON exchange format: export a campaign, import characters into one.

```
{"format": "carddesk", "version": 1,
 "characters": [{"name": "Bára", "system": "agents", ...its fields...,
                 "portrait": {"media_type": "image/jpeg", "data": "<base64>"}}],
 "options": {"agents": {...}}, "game_masters": {"agents": {...}}}
```

Import checks everything first and then adds all characters in one
transaction: one bad field refuses the whole file, naming the character and
the field, and the campaign stays as it was. Every number and text is held to
the documented limits of :mod:`deskapp.core.records` (a number within ±999, a
list 1,000 items, a name 200 characters, a note 10,000, any other text 500, one
sheet's texts 100,000 in all).
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deskapp.core import systems
from deskapp.core.chain import EXPORT_FORMAT, chain_links, chain_problem, own_log_header
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.deck_actions import DECK_KINDS
from deskapp.core.play.kernel import CONTRIBUTE, REVEAL
from deskapp.core.play.session import PlaySession
from deskapp.core.records import check_bounds, check_length
from deskapp.core.store.campaign_file import (
    CampaignFile,
    CharacterRow,
    NewCharacter,
    SessionSummary,
    name_key,
)
from deskapp.core.store.locations import write_text_atomically
from deskapp.core.systems import STORED_APART, SystemSpec, driver_class

FORMAT = EXPORT_FORMAT
VERSION = 1


class ImportRefusedError(UserError):
    """The file cannot be imported; nothing was added."""


def export_campaign(campaign: CampaignFile, left_out: list[str] | None = None) -> dict[str, Any]:
    """The whole campaign as exchange JSON. A damaged play session (its log changed or no
    longer replaying) is left out, one line naming it added to ``left_out``: the rest of the
    campaign still exports."""
    characters = [_character_entry(row) for row in campaign.characters()]
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION, "characters": characters}
    for key, read in (("options", campaign.options), ("game_masters", campaign.game_master)):
        values = {system: read(system) for system in systems.keys()}
        document[key] = {system: value for system, value in values.items() if value is not None}
    document["sessions"] = []
    for summary in campaign.sessions():
        try:
            document["sessions"].append(export_session(campaign, summary))
        except UserError as error:
            if left_out is None:
                raise
            left_out.append(
                translate("Exchange", "play session '{name}' was left out: {error}").format(
                    name=summary.name, error=error
                )
            )
    return document


def export_session(campaign: CampaignFile, summary: SessionSummary) -> dict[str, Any]:
    """A play session as exchange JSON.

    A system with a log format of its own (Agents: the mission log that ``deskapp
    replay`` reads) exports the session's actions in effect in it (its driver's
    ``export_log(setup, done)``, from the play kernel's entries); the others export
    their setup and stored events, random values included, so an import replays exactly.
    """
    log = campaign.verified_session_log(summary.id)
    driver = driver_class(summary.system)
    setup, events = log.setup, log.events
    if hasattr(driver, "export_log") and _own_log_holds(setup, events):
        session = PlaySession.resume(campaign, summary.id, driver)
        log = driver.export_log(setup, session.history.done)
        entry = {"system": summary.system, "name": summary.name} | {
            key: value for key, value in log.items() if key != "system"
        }
        # Chained as the other sessions are: an edit of the file after export is found.
        return entry | {"chain": chain_links(own_log_header(entry), entry["events"])}
    return {
        "system": summary.system,
        "name": summary.name,
        "setup": setup,
        "events": events,
        # Each event's hash-chain link: an edit of the file after export is found by event.
        "chain": chain_links(setup, events),
    }


def _own_log_holds(setup: dict[str, Any], events: list[dict[str, Any]]) -> bool:
    """Whether a system's own log format (the Agents mission log) holds all of a session.

    It keeps each test's cards and choices, so it is kept for the sessions it always
    held. A session drawn from a committed seed (issue 28) needs its random values for
    ``deskapp verify``; a phone's action says who did it (``by``); a contribution, a reveal
    or the game master's deck handling have no place in it: such a session exports its
    setup and events, as every system's does."""
    if "fair" in setup:
        return False
    apart = {*DECK_KINDS, REVEAL, CONTRIBUTE}
    return not any(
        "by" in event
        or (isinstance(event.get("action"), dict) and event["action"].get("do") in apart)
        for event in events
    )


def export_character(campaign: CampaignFile, character_id: int) -> dict[str, Any]:
    """One character as an exchange document of its own."""
    entry = _character_entry(campaign.character(character_id))
    return {"format": FORMAT, "version": VERSION, "characters": [entry]}


def _character_entry(row: CharacterRow) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": row.name, "system": row.system, **row.data}
    if row.portrait is not None:
        entry["portrait"] = _portrait_json(row.portrait)
    return entry


def write_export(document: dict[str, Any], path: Path) -> None:
    write_text_atomically(path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")


@dataclass(frozen=True)
class CheckedImport:
    """An export file checked field by field, ready to add to any campaign."""

    characters: list[NewCharacter]
    options: dict[str, Any]
    game_masters: dict[str, Any]
    sessions: list[dict[str, Any]]


def add_import(campaign: CampaignFile, checked: CheckedImport) -> list[int]:
    """Add checked characters (and options or GM sides the campaign lacks) in one transaction."""
    existing = {name_key(summary.name) for summary in campaign.summaries()}
    for index, character in enumerate(checked.characters):
        if name_key(character.name) in existing:
            raise ImportRefusedError(
                translate(
                    "Exchange",
                    "character {number} ('{name}'): a character of that name is already in the campaign",
                ).format(number=index + 1, name=character.name)
            )
    with campaign.transaction():
        ids = campaign.add_characters(checked.characters)
        add_import_extras(campaign, checked)
    return ids


def add_import_extras(campaign: CampaignFile, checked: CheckedImport) -> None:
    """What an import adds besides characters: options and GM sides the campaign lacks, and
    its play sessions (each proven to replay). Both callers hold the transaction."""
    for system, value in checked.options.items():
        if campaign.options(system) is None:
            campaign.set_options(system, value)
    for system, value in checked.game_masters.items():
        if campaign.game_master(system) is None:
            campaign.set_game_master(system, value)
    for index, entry in enumerate(checked.sessions):
        _import_session(campaign, index, entry)


def _import_session(campaign: CampaignFile, index: int, entry: dict[str, Any]) -> None:
    """Store one exported session, proving it replays before the import is committed."""
    where = translate("Exchange", "session {number} ('{name}')").format(
        number=index + 1, name=entry["name"]
    )
    driver = driver_class(entry["system"])
    # Checked against its chain when it carries one (see _checked_sessions).
    imported = "chained" if "chain" in entry else "unchained"
    try:
        if hasattr(driver, "import_log") and "setup" not in entry:  # the system's own log
            setup, actions = driver.import_log(entry)
            session = PlaySession.start(campaign, driver, entry["name"], setup, imported=imported)
            for action in actions:
                session.perform(action)
            return
        session_id = campaign.create_session(
            entry["system"], entry["name"], entry["setup"], imported=imported
        )
        # The chain is the store's to write again; the exported one was checked above.
        for event in entry["events"]:
            campaign.append_session_event(session_id, event)
        # Read back and replayed as the app reopens it: every event checked, its outcome too.
        PlaySession.resume(campaign, session_id, driver)
    except UserError as error:
        raise ImportRefusedError(
            translate("Exchange", "{where}: {error}").format(where=where, error=error)
        ) from None


def imported_words(checked: CheckedImport) -> str:
    """What an import adds, in words: "2 characters", "1 play session", or both."""
    count = len(checked.characters)
    characters = translate("Exchange", "%n character(s)", None, count)
    if not checked.sessions:
        return characters
    count = len(checked.sessions)
    sessions = translate("Exchange", "%n play session(s)", None, count)
    if not checked.characters:
        return sessions
    return translate("Exchange", "{characters} and {sessions}").format(
        characters=characters, sessions=sessions
    )


def _checked_sessions(document: dict[str, Any]) -> list[dict[str, Any]]:
    """The shape of each session entry; whether it replays is checked as it is stored."""
    sessions = document.get("sessions", [])
    if not isinstance(sessions, list):
        raise ImportRefusedError(translate("Exchange", "field 'sessions' must be a list"))
    for index, entry in enumerate(sessions):
        where = translate("Exchange", "session {number}").format(number=index + 1)
        if not isinstance(entry, dict):
            raise ImportRefusedError(
                translate("Exchange", "{where}: not a JSON object").format(where=where)
            )
        if not systems.is_known(entry.get("system")):
            raise ImportRefusedError(
                translate("Exchange", "{where}: field 'system' must be one of {names}").format(
                    where=where, names=", ".join(systems.keys())
                )
            )
        _checked_name(where, entry)
        try:  # every text of its setup and events within its field's limit
            check_bounds(entry, numbers=False)
        except UserError as error:
            raise ImportRefusedError(
                translate("Exchange", "{where} ('{name}'): {error}").format(
                    where=where, name=entry["name"], error=error
                )
            ) from None
        driver = driver_class(entry["system"])  # a known system's: checked above
        if not hasattr(driver, "import_log") or "setup" in entry:
            if not isinstance(entry.get("setup"), dict) or not isinstance(
                entry.get("events"), list
            ):
                raise ImportRefusedError(
                    translate(
                        "Exchange",
                        "{where} ('{name}'): needs a 'setup' object and an 'events' list",
                    ).format(where=where, name=entry["name"])
                )
        if "chain" in entry:
            # A system's own log format is chained over its header and its events.
            setup = entry.get("setup") if "setup" in entry else own_log_header(entry)
            problem = chain_problem(setup, entry.get("events"), entry["chain"])
            if problem is not None:
                raise ImportRefusedError(
                    translate("Exchange", "{where} ('{name}'): {problem}").format(
                        where=where, name=entry["name"], problem=problem
                    )
                )
    return sessions


def check_import(document: Any) -> CheckedImport:
    """Check every character and field of an export; needs no campaign, changes nothing."""
    if not isinstance(document, dict):
        raise ImportRefusedError(
            translate("Exchange", "the file is not a Card Desk export: it holds no JSON object")
        )
    if document.get("format", FORMAT) != FORMAT:
        raise ImportRefusedError(
            translate("Exchange", "the file is not a Card Desk export (format {format})").format(
                format=f"{document.get('format')!r}"
            )
        )
    version = document.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        raise ImportRefusedError(
            translate("Exchange", "field 'version' must be a whole number, not {version}").format(
                version=f"{version!r:.40}"
            )
        )
    if version > VERSION:
        raise ImportRefusedError(
            translate(
                "Exchange",
                "the file was exported by a newer Card Desk (version {version}): update Card Desk",
            ).format(version=document.get("version"))
        )
    entries = document.get("characters")
    if not isinstance(entries, list):
        raise ImportRefusedError(translate("Exchange", 'the file has no "characters" list'))
    characters = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        character = _checked_character(index, entry)
        if name_key(character.name) in seen:
            raise ImportRefusedError(
                translate(
                    "Exchange", "character {number} ('{name}'): the file holds that name twice"
                ).format(number=index + 1, name=character.name)
            )
        seen.add(name_key(character.name))
        characters.append(character)
    options = _checked_systems(document, "options", SystemSpec.validated_options)
    masters = _checked_systems(document, "game_masters", SystemSpec.validated_game_master)
    return CheckedImport(characters, options, masters, _checked_sessions(document))


def _checked_character(index: int, entry: Any) -> NewCharacter:
    where = translate("Exchange", "character {number}").format(number=index + 1)
    if not isinstance(entry, dict):
        raise ImportRefusedError(
            translate("Exchange", "{where}: not a JSON object").format(where=where)
        )
    name = _checked_name(where, entry)
    where = translate("Exchange", "character {number} ('{name}')").format(
        number=index + 1, name=name
    )
    system = entry.get("system")
    if not systems.is_known(system):
        raise ImportRefusedError(
            translate(
                "Exchange", "{where}: field 'system' must be one of {names}, not {system}"
            ).format(where=where, names=", ".join(systems.keys()), system=f"{system!r}")
        )
    portrait = None
    if entry.get("portrait") is not None:
        portrait = _portrait_bytes(where, entry["portrait"])
    fields = {key: value for key, value in entry.items() if key not in STORED_APART}
    try:
        check_bounds(fields)
        data = systems.spec(system).validated_document(name, fields)
    except UserError as error:
        raise ImportRefusedError(
            translate("Exchange", "{where}: {error}").format(where=where, error=error)
        ) from None
    return NewCharacter(system, name, data, portrait)


def _checked_name(where: str, entry: dict[str, Any]) -> str:
    """An entry's ``name``: text, not blank, within a name's length."""
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ImportRefusedError(
            translate("Exchange", "{where}: field 'name' is missing or not text").format(
                where=where
            )
        )
    try:
        check_length(name, "name")
    except UserError as error:
        raise ImportRefusedError(
            translate("Exchange", "{where}: {error}").format(where=where, error=error)
        ) from None
    return name


def _checked_systems(
    document: dict[str, Any],
    key: str,
    validate: Callable[[SystemSpec, dict[str, Any]], dict[str, Any]],
) -> dict[str, Any]:
    value = document.get(key, {})
    if not isinstance(value, dict) or any(not systems.is_known(system) for system in value):
        raise ImportRefusedError(
            translate(
                "Exchange", "field '{key}' must map rule systems ({names}) to objects"
            ).format(key=key, names=", ".join(systems.keys()))
        )
    checked = {}
    for system, item in value.items():
        if not isinstance(item, dict):
            raise ImportRefusedError(
                translate(
                    "Exchange", "field '{key}': the value for {system} must be an object"
                ).format(key=key, system=system)
            )
        try:
            if key == "game_masters":
                check_bounds(item)
            checked[system] = validate(systems.spec(system), item)
        except UserError as error:
            raise ImportRefusedError(
                translate("Exchange", "field '{key}', {system}: {error}").format(
                    key=key, system=system, error=error
                )
            ) from None
    return checked


def _portrait_json(data: bytes) -> dict[str, str]:
    media_type = "image/png" if data.startswith(b"\x89PNG") else "image/jpeg"
    return {"media_type": media_type, "data": base64.b64encode(data).decode("ascii")}


def _portrait_bytes(where: str, value: Any) -> bytes:
    if not isinstance(value, dict) or not isinstance(value.get("data"), str):
        raise ImportRefusedError(
            translate(
                "Exchange", "{where}: field 'portrait' must be an object with base64 'data'"
            ).format(where=where)
        )
    try:
        # strict_mode: the same validation as b64decode(validate=True), in C (10× faster)
        raw = binascii.a2b_base64(value["data"], strict_mode=True)
    except (binascii.Error, ValueError):
        raise ImportRefusedError(
            translate("Exchange", "{where}: field 'portrait' is not valid base64").format(
                where=where
            )
        ) from None
    # Pillow is loaded by the first portrait, not by every reader of an export (replay).
    from deskapp.core.portraits import check_portrait_bytes  # noqa: PLC0415

    try:
        return check_portrait_bytes(raw, translate("Exchange", "the portrait")).data
    except UserError as error:
        raise ImportRefusedError(
            translate("Exchange", "{where}: field 'portrait': {error}").format(
                where=where, error=error
            )
        ) from None
