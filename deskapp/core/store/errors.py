"""What can go wrong with a campaign file; every message names the file or the character."""

from __future__ import annotations

from deskapp.core.errors import UserError


class StoreError(UserError):
    """Base of campaign-file problems."""


class NotACampaignError(StoreError):
    """The file is not a Card Desk campaign: random bytes, truncated, another program's database."""


class NewerCampaignError(StoreError):
    """The file was written by a newer Card Desk; opening it here could damage it."""


class CampaignLockedError(StoreError):
    """Another Card Desk window or program has the campaign open."""


class CampaignReadOnlyError(StoreError):
    """The file or its folder cannot be written, and every edit is saved as it happens."""


class DuplicateNameError(StoreError):
    """A character name already in the campaign."""


class UnknownCharacterError(StoreError):
    """No character with that id (deleted meanwhile, or never there)."""


class CampaignWriteError(StoreError):
    """A change the disk refused (full, failing): not saved, and the campaign is as it was."""


class TamperedLogError(StoreError):
    """A play session's stored events are not the ones written: the hash chain breaks."""
