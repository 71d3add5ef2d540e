"""The demo campaign with every text a user writes turned into hostile markup (issue 25).

Each system's demo group is taken apart string by string: a string the sheet model keeps as
written when it is prefixed with :data:`HOSTILE` (a name, an aspect, a tag, a note, a
relationship's reason …) is user text, and is prefixed everywhere it appears — in the sheets,
the GM's side, the demo session's players and actions. Strings the model refuses so (card
notation, kinds, field names) stay as they are. The campaign's title and the sessions' names
are prefixed too, so nothing a user supplies reaches the screen without the markup.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from deskapp.core import i18n, systems
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of

# A resource that does not exist: were it loaded, the test would not eat the memory
# /dev/zero does (the report), it would only fail on the markup.
HOSTILE = (
    '<h1>Hx</h1><img src="file:///nonexistent/carddesk-hostile.png">'
    '<a href="file:///etc/passwd">L</a>'
)
RAW_MARKS = ("<h1>", "<img ", '<a href="file:')
"""What shows that hostile markup reached a text unescaped."""


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(key)
            yield from _strings(value)
    elif isinstance(data, (list, tuple)):
        for item in data:
            yield from _strings(item)


def replaced(data: Any, mapping: dict[str, str]) -> Any:
    """``data`` with every string (dictionary keys too) found in ``mapping`` replaced."""
    if isinstance(data, str):
        return mapping.get(data, data)
    if isinstance(data, dict):
        return {replaced(key, mapping): replaced(value, mapping) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return type(data)(replaced(item, mapping) for item in data)
    return data


def user_texts(model: type[systems.SheetModel], document: dict[str, Any]) -> dict[str, str]:
    """The strings of a sheet's document that the model keeps as written when prefixed."""
    mapping = {}
    for text in set(_strings(document)):
        if not text.strip():
            continue
        candidate = replaced(document, {text: HOSTILE + text})
        try:
            kept = model.from_json(candidate).to_json() == candidate
        except Exception:  # any refusal means: not free text
            kept = False
        if kept:
            mapping[text] = HOSTILE + text
    return mapping


def write_hostile_demo(campaign: CampaignFile, sessions: bool = True) -> dict[str, str]:
    """Fill an empty campaign with the hostile demo (and its sessions); returns the texts
    replaced, original → hostile."""
    language = i18n.current_language()  # as write_demo writes it
    groups = [(system, system.load(system.demo)(language)) for system in systems.specs()]
    mapping: dict[str, str] = {}
    for system, group in groups:
        for member in group.characters:
            mapping |= user_texts(system.character, member.to_json())
        if group.game_master is not None and system.game_master is not None:
            mapping |= user_texts(system.game_master.model, group.game_master.to_json())
        if group.session is not None:
            mapping[group.session.name] = HOSTILE + group.session.name
    characters = []
    for system, group in groups:
        for member in group.characters:
            hostile = system.character.from_json(replaced(member.to_json(), mapping))
            characters.append(NewCharacter(system.key, hostile.name, document_of(hostile)))  # type: ignore[attr-defined]
    with campaign.transaction():
        campaign.set_meta("title", HOSTILE + "Campaign")
        campaign.add_characters(characters)
        for system, group in groups:
            campaign.set_options(system.key, system.validated_options({}))
            if group.game_master is not None:
                campaign.set_game_master(system.key, replaced(group.game_master.to_json(), mapping))
    if sessions:
        for system, group in groups:
            session = group.session
            if session is None:
                continue
            driver = system.driver_class()
            players = [mapping.get(name, name) for name in session.players]
            setup = driver.setup_from_campaign(choose_table(campaign, system, players, True))
            played = PlaySession.start(campaign, driver, HOSTILE + session.name, setup)
            for action in session.actions:
                played.perform(replaced(dict(action), mapping))
    return mapping
