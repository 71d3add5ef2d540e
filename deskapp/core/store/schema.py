"""The campaign file's schema and its forward migrations.

``PRAGMA user_version`` holds the schema version; ``MIGRATIONS[n]`` upgrades a
file from version n to n + 1. Migrations are only ever appended: a released
step is never edited, so every old file upgrades the same way.
"""

from __future__ import annotations

# "CdK1": marks the SQLite file as a Card Desk campaign (PRAGMA application_id).
APPLICATION_ID = 0x43644B31

# Versions 1 and 2 checked system keys in SQL; from version 3 the store checks them
# against the registered systems in Python, so a new system needs no migration.
_SYSTEM_CHECK = "system IN ('agents', 'founders', 'dice_banks', 'cinematic')"
_ANY_SYSTEM = "length(system) > 0"

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
    # 2 -> 3: system keys are no longer listed in SQL. SQLite cannot drop a CHECK, so
    # each table is rebuilt (foreign keys are off while migrating, see campaign_file).
    (
        f"""CREATE TABLE characters_v3 (
            id INTEGER PRIMARY KEY,
            system TEXT NOT NULL CHECK ({_ANY_SYSTEM}),
            name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
            position INTEGER NOT NULL,
            data TEXT NOT NULL CHECK (json_valid(data)),
            updated REAL NOT NULL
        )""",
        "INSERT INTO characters_v3 SELECT id, system, name, position, data, updated FROM characters",
        "DROP TABLE characters",
        "ALTER TABLE characters_v3 RENAME TO characters",
        "CREATE INDEX characters_by_position ON characters (position)",
        f"""CREATE TABLE systems_v3 (
            system TEXT PRIMARY KEY CHECK ({_ANY_SYSTEM}),
            options TEXT CHECK (options IS NULL OR json_valid(options)),
            game_master TEXT CHECK (game_master IS NULL OR json_valid(game_master))
        )""",
        "INSERT INTO systems_v3 SELECT system, options, game_master FROM systems",
        "DROP TABLE systems",
        "ALTER TABLE systems_v3 RENAME TO systems",
        f"""CREATE TABLE sessions_v3 (
            id INTEGER PRIMARY KEY,
            system TEXT NOT NULL CHECK ({_ANY_SYSTEM}),
            name TEXT NOT NULL,
            created REAL NOT NULL,
            setup TEXT NOT NULL CHECK (json_valid(setup))
        )""",
        "INSERT INTO sessions_v3 SELECT id, system, name, created, setup FROM sessions",
        "DROP TABLE sessions",
        "ALTER TABLE sessions_v3 RENAME TO sessions",
    ),
)

MIGRATIONS += (
    # 3 -> 4: an indexed key for names (NFC, case-folded: carddesk_name_key, a Python function
    # the store registers), so adding or renaming one character need not read every name; and
    # each stored event's link in its session's hash chain (NULL for events stored before).
    (
        "ALTER TABLE characters ADD COLUMN name_key TEXT NOT NULL DEFAULT ''",
        "UPDATE characters SET name_key = carddesk_name_key(name)",
        # Not UNIQUE: an older file may hold two names that only now count as the same.
        "CREATE INDEX characters_by_name_key ON characters (name_key)",
        "ALTER TABLE session_events ADD COLUMN chain TEXT",
        # The last link (and so the number of events): a removed last event is seen too.
        "ALTER TABLE sessions ADD COLUMN head TEXT",
    ),
)

MIGRATIONS += (
    # 4 -> 5: which computer wrote a session (deskapp.core.chain): the id of the key that
    # seals it and the seal so far, or, for an imported session, whether it came with its
    # chain. Sessions stored before are neither: their verdict says so.
    (
        "ALTER TABLE sessions ADD COLUMN sealed_by TEXT",
        "ALTER TABLE sessions ADD COLUMN seal TEXT",
        "ALTER TABLE sessions ADD COLUMN imported TEXT CHECK (imported IN ('chained', 'unchained'))",
    ),
)

MIGRATIONS += (
    # 5 -> 6: the secret seed of a session whose random values are derived from it
    # (deskapp.core.fair, issue 28), as 64 hex digits. Only its commitment is in the setup:
    # an export never reads this column. NULL for a mirror table and for sessions before.
    ("ALTER TABLE sessions ADD COLUMN seed TEXT",),
)

MIGRATIONS += (
    # 6 -> 7: what each card looked like when it was last printed (issue 29, ``deskapp print
    # --changed``): its key (kind, owner, title, as JSON), its owner's name (empty for the
    # GM's and shared cards), and the fingerprints of its face and its back. Nothing else
    # reads it: an old file simply has every card "never printed".
    (
        """CREATE TABLE printed_cards (
            card TEXT PRIMARY KEY,
            owner TEXT NOT NULL,
            face TEXT NOT NULL,
            back TEXT NOT NULL,
            printed REAL NOT NULL
        ) WITHOUT ROWID""",
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)
