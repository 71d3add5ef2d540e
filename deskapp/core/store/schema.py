"""The campaign file's schema and its forward migrations.

``PRAGMA user_version`` holds the schema version; ``MIGRATIONS[n]`` upgrades a
file from version n to n + 1. Migrations are only ever appended: a released
step is never edited, so every old file upgrades the same way.
"""

from __future__ import annotations

# "CdK1": marks the SQLite file as a Card Desk campaign (PRAGMA application_id).
APPLICATION_ID = 0x43644B31

SYSTEMS = ("agents", "founders", "dice_banks", "cinematic")

_SYSTEM_CHECK = "system IN ('agents', 'founders', 'dice_banks', 'cinematic')"

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 0 -> 1: characters, the GM's side and table options of each system.
    (
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        f"""CREATE TABLE characters (
            id INTEGER PRIMARY KEY,
            system TEXT NOT NULL CHECK ({_SYSTEM_CHECK}),
            name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
            position INTEGER NOT NULL,
            data TEXT NOT NULL CHECK (json_valid(data)),
            updated REAL NOT NULL
        )""",
        "CREATE INDEX characters_by_position ON characters (position)",
        # Apart from the character row, so that editing a document never rewrites the image.
        """CREATE TABLE portraits (
            character INTEGER PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
            data BLOB NOT NULL
        )""",
        f"""CREATE TABLE systems (
            system TEXT PRIMARY KEY CHECK ({_SYSTEM_CHECK}),
            options TEXT CHECK (options IS NULL OR json_valid(options)),
            game_master TEXT CHECK (game_master IS NULL OR json_valid(game_master))
        )""",
    ),
    # 1 -> 2: play sessions, each an append-only event log written as play goes on.
    (
        f"""CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            system TEXT NOT NULL CHECK ({_SYSTEM_CHECK}),
            name TEXT NOT NULL,
            created REAL NOT NULL,
            setup TEXT NOT NULL CHECK (json_valid(setup))
        )""",
        """CREATE TABLE session_events (
            session INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            event TEXT NOT NULL CHECK (json_valid(event)),
            PRIMARY KEY (session, seq)
        ) WITHOUT ROWID""",
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)
