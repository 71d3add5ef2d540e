"""The SQLite campaign file: schema, migrations, import and export. Qt-free."""

from deskapp.store.campaign_file import EXTENSION, CampaignFile, CharacterRow, NewCharacter
from deskapp.store.errors import (
    CampaignLockedError,
    CampaignReadOnlyError,
    DuplicateNameError,
    NewerCampaignError,
    NotACampaignError,
    StoreError,
    UnknownCharacterError,
)

__all__ = [
    "EXTENSION",
    "CampaignFile",
    "CampaignLockedError",
    "CampaignReadOnlyError",
    "CharacterRow",
    "DuplicateNameError",
    "NewCharacter",
    "NewerCampaignError",
    "NotACampaignError",
    "StoreError",
    "UnknownCharacterError",
]
