"""The SQLite campaign file: schema, migrations, import and export. Qt-free."""

from deskapp.core.store.campaign_file import (
    EXTENSION,
    CampaignFile,
    CharacterRow,
    CharacterSummary,
    LogCheck,
    NewCharacter,
    SessionSummary,
)
from deskapp.core.store.errors import (
    CampaignLockedError,
    CampaignReadOnlyError,
    CampaignWriteError,
    DuplicateNameError,
    NewerCampaignError,
    NotACampaignError,
    StoreError,
    TamperedLogError,
    UnknownCharacterError,
)

__all__ = [
    "EXTENSION",
    "LogCheck",
    "CampaignFile",
    "CampaignLockedError",
    "CampaignReadOnlyError",
    "CampaignWriteError",
    "CharacterRow",
    "CharacterSummary",
    "DuplicateNameError",
    "NewCharacter",
    "NewerCampaignError",
    "NotACampaignError",
    "SessionSummary",
    "StoreError",
    "TamperedLogError",
    "UnknownCharacterError",
]
