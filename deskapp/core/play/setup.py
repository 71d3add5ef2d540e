"""What a new session starts from: the characters chosen from the campaign, the GM's side,
the table options and mirror mode — gathered, and checked, once for every rule system."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.systems import SystemSpec

if TYPE_CHECKING:  # a replay alone loads no database code
    from deskapp.core.store import CampaignFile


@dataclass(frozen=True)
class TableChoice:
    """A new session's table as the campaign gives it; a driver's ``setup_from_campaign`` reads it."""

    characters: Sequence[Any]
    """The chosen campaign characters, as model objects, in campaign order."""
    game_master: Any | None
    """The GM's side (a model object), or None where the system keeps none."""
    options: dict[str, Any]
    """The campaign's table options of the system, as stored (not yet validated)."""
    mirror: bool


def choose_table(
    campaign: CampaignFile, system: SystemSpec, players: Iterable[str], mirror: bool
) -> TableChoice:
    """The campaign's characters of ``system`` named in ``players`` (any case), its GM's side and
    its table options; refused when the system needs a character to play and none is chosen."""
    wanted = {player.casefold() for player in players}
    # Only the chosen players are read (the list of names is cheap, a whole character with its
    # portrait is not): a campaign of a thousand characters starts a table at once.
    chosen = [
        summary.id
        for summary in campaign.summaries()
        if summary.system == system.key and summary.name.casefold() in wanted
    ]
    characters = [
        system.character_from_document(row.name, row.data)
        for row in map(campaign.character, chosen)
    ]
    check_players(system, characters)
    game_master = (
        system.game_master_from_document(campaign.game_master(system.key))
        if system.game_master is not None
        else None
    )
    return TableChoice(characters, game_master, campaign.options(system.key) or {}, mirror)


def check_players(system: SystemSpec, characters: Sequence[Any]) -> None:
    """Refuse a session without characters in a system whose sessions need one."""
    if system.needs_characters and not characters:
        raise UserError(
            translate(
                "Play", "tick at least one {character} to play (add them in Characters mode)"
            ).format(character=translate("Systems", system.character_noun))
        )
