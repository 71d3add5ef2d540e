"""One SQLite file per campaign: open it safely, migrate it forward, save every edit at once.

Opening never changes a file that turns out not to be a campaign we can use:
the header, the integrity, the version and the lock are all checked before the
first write. Each edit is its own transaction, committed before the call
returns, so a killed app loses nothing. WAL with ``synchronous=NORMAL`` keeps
committed edits through an app crash without an fsync per edit.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import tempfile
import time
import unicodedata
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deskapp.core import systems
from deskapp.core.chain import SESSION_SEED, key_id, stored_text
from deskapp.core.chain import link as chain_link
from deskapp.core.chain import seal as chain_seal
from deskapp.core.i18n import translate
from deskapp.core.records import (
    LONE_SURROGATE,
    RecordError,
    check_bounds,
    check_length,
    check_text,
    event_time,
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
from deskapp.core.store.locations import check_name_fits, log_key
from deskapp.core.store.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION

EXTENSION = ".carddesk"
_SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass(frozen=True, slots=True)
class CharacterRow:
    """A stored character: its JSON document and, apart, its portrait bytes."""

    id: int
    system: str
    name: str
    position: int
    data: dict[str, Any]
    portrait: bytes | None


@dataclass(frozen=True, slots=True)
class CharacterSummary:
    """What a list of characters shows: cheap to load for a thousand characters."""

    id: int
    system: str
    name: str
    position: int


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """A play session: its rule system, name, when it started and how many events it holds."""

    id: int
    system: str
    name: str
    created: float
    events: int


@dataclass(frozen=True, slots=True)
class LogCheck:
    """What checking a session's hash chain found (see CampaignFile.check_session_log)."""

    link: str
    """The chain's last link, as computed from the stored setup and events."""
    problem: str | None
    """None when every chained event is as written; else one line naming the event."""
    checked: int
    """Events whose link was checked."""
    unchecked: int
    """Events stored before Card Desk chained them (covered only by the links after them)."""
    origin: str = ""
    """Who wrote the log, as far as can be told (:data:`SEALED_HERE`, :data:`ELSEWHERE`,
    :data:`IMPORTED_UNCHAINED` or :data:`UNSEALED`; see :mod:`deskapp.core.chain`)."""


SEALED_HERE = "sealed here"
"""Played on this computer: its seal, made with this install's key, fits."""
ELSEWHERE = "elsewhere"
"""Sealed with another computer's key, or imported with its chain: consistent, no more."""
IMPORTED_UNCHAINED = "imported unchained"
"""Imported from a file that carried no chain: nothing says the events are as recorded."""
UNSEALED = "unsealed"
"""Stored before Card Desk sealed its logs (or its seal was taken away): consistent, no more."""


@dataclass(frozen=True, slots=True)
class VerifiedLog:
    """A play session's stored log, checked (see CampaignFile.verified_session_log)."""

    setup: dict[str, Any]
    events: list[dict[str, Any]]
    check: LogCheck
    """What the check found: every event verified, or some stored before the chain."""
    sealed_here: bool = False
    """Whether this install's seal vouches that Card Desk wrote every stored byte."""


@dataclass(frozen=True, slots=True)
class NewCharacter:
    system: str
    name: str
    data: dict[str, Any]
    portrait: bytes | None = None


class CampaignFile:
    """An open campaign file. Use :meth:`open`; close it (or use ``with``) when done."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._db = connection
        self._commits = 0
        self._log_started = False
        self._portraits_checked = False  # opening checks everything else (see _check_database)
        self.notices: list[str] = []
        """What opening did that the user should hear of (a leftover log set aside …)."""
        self._key: bytes | None = None

    # --- opening -------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str], create: bool = True) -> CampaignFile:
        """Open a campaign, creating it (and its folder) when missing and ``create`` is true."""
        path = Path(path)
        check_name_fits(path)
        exists = path.exists()
        notices = []
        if exists:
            _check_file_before_opening(path)
            set_aside = _set_aside_foreign_log(path)
            if set_aside is not None:
                notices.append(set_aside)
        elif not create:
            raise StoreError(translate("Store", "{path}: no such campaign file").format(path=path))
        else:
            _check_can_create(path)
        connection = _connect(path)
        try:
            if exists:
                _check_database(connection, path)
            _prepare(connection, path, created=not exists)
            _start_log(connection, path)
        except BaseException:
            connection.close()
            if not exists:
                path.unlink(missing_ok=True)
            raise
        campaign = cls(path, connection)
        campaign.notices = notices
        return campaign

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> CampaignFile:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Group several changes into one transaction: all are saved, or none.

        A write the disk refuses (full, failing) is one :class:`CampaignWriteError`
        naming the cause; the file keeps every change made before it."""
        if self._db.in_transaction:
            yield  # nested: the outer transaction decides
            return
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                if not self._log_started:
                    _mark_log(self._db)  # the log's first change is the file's identity
                yield
                self._db.execute("COMMIT")
            except BaseException:
                self._roll_back()
                raise
            self._log_started = True
            self._commits += 1
            if self._commits % _LOG_CHECK_EVERY == 0:
                self._restart_log_when_long()
        except sqlite3.OperationalError as error:
            raise _write_error(self.path, error) from None

    def _restart_log_when_long(self) -> None:
        """Empty a long log into the file ourselves (SQLite's automatic checkpoint is off), so
        that the new log starts, as every log does, with the file's identity."""
        log = self.path.with_name(f"{self.path.name}-wal")
        try:
            long = log.stat().st_size > _LOG_LIMIT_BYTES
        except OSError:
            return
        if long:
            _start_log(self._db, self.path)
            self._log_started = False

    def _roll_back(self) -> None:
        # SQLite has already rolled back after some errors (a full disk, an I/O error):
        # a second ROLLBACK would hide the real cause behind "no transaction is active".
        if self._db.in_transaction:
            try:
                self._db.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # the cause being raised says more than this; the file is still whole

    # --- characters ----------------------------------------------------------------

    def summaries(self) -> list[CharacterSummary]:
        """Every character's id, system, name and place, in list order, without documents or portraits."""
        rows = self._db.execute(
            "SELECT id, system, name, position FROM characters ORDER BY position, id"
        )
        return [CharacterSummary(*row) for row in rows]

    def summary(self, character_id: int) -> CharacterSummary:
        """One character's id, system, name and place, without its document or portrait."""
        row = self._db.execute(
            "SELECT id, system, name, position FROM characters WHERE id = ?", (character_id,)
        ).fetchone()
        if row is None:
            raise self._no_character(character_id)
        return CharacterSummary(*row)

    def names_of_system(self, system: str) -> list[str]:
        """The names of one system's characters, in list order (no documents read)."""
        rows = self._db.execute(
            "SELECT name FROM characters WHERE system = ? ORDER BY position, id", (system,)
        )
        return [name for (name,) in rows]

    def name_taken(self, name: str) -> bool:
        """Whether a character has this name already (as the store compares names)."""
        return self._name_taken(name_key(_clean_name(name)))

    def has_character(self, character_id: int) -> bool:
        row = self._db.execute("SELECT 1 FROM characters WHERE id = ?", (character_id,))
        return row.fetchone() is not None

    def previous_of_system(self, character_id: int) -> int | None:
        """The id of the character of the same system just before this one in list order
        (None for the first of its system): where a list grouped by system shows it."""
        summary = self.summary(character_id)
        for condition, values in (  # two searches down the position index, none sorted
            ("position = ? AND id < ?", (summary.position, character_id)),
            ("position < ?", (summary.position,)),
        ):
            row = self._db.execute(
                f"SELECT id FROM characters WHERE system = ? AND {condition} "
                "ORDER BY position DESC, id DESC LIMIT 1",
                (summary.system, *values),
            ).fetchone()
            if row is not None:
                return int(row[0])
        return None

    def characters(self) -> list[CharacterRow]:
        """Every character in list order, whole."""
        try:
            rows = self._db.execute(f"{_SELECT_CHARACTER} ORDER BY c.position, c.id").fetchall()
        except sqlite3.DatabaseError as error:
            raise self._damaged(error) from None
        return [_character(row) for row in rows]

    def character(self, character_id: int) -> CharacterRow:
        try:
            row = self._db.execute(
                f"{_SELECT_CHARACTER} WHERE c.id = ?",
                (character_id,),
            ).fetchone()
        except sqlite3.DatabaseError as error:
            raise self._damaged(error) from None
        if row is None:
            raise self._no_character(character_id)
        return _character(row)

    def add_character(self, character: NewCharacter) -> int:
        """Store a new character at the end of the list; returns its id."""
        return self.add_characters([character])[0]

    def add_characters(self, characters: Iterable[NewCharacter]) -> list[int]:
        """Store several characters at the end of the list in one transaction: a refused one
        stores none. (Only an undone delete puts a character back inside the list.)"""
        with self.transaction():
            new = list(characters)
            keys: set[str] = set()
            for character in new:
                _check_system(character.system)
                _check_bounds(character.data, character.name)
                name = _clean_name(character.name)
                key = name_key(name)
                if key in keys or self._name_taken(key):
                    raise _duplicate(name)
                keys.add(key)
            if any(character.portrait is not None for character in new):
                self._check_portraits()
            position = self._db.execute(
                "SELECT coalesce(max(position) + 1, 0) FROM characters"
            ).fetchone()[0]
            return [
                self._insert(
                    None,
                    character.system,
                    _clean_name(character.name),
                    position + offset,
                    character.data,
                    character.portrait,
                )
                for offset, character in enumerate(new)
            ]

    def rename_character(self, character_id: int, name: str) -> None:
        name = _clean_name(name)
        with self.transaction():
            self.summary(character_id)
            if self._name_taken(name_key(name), besides=character_id):
                raise _duplicate(name)
            self._update(character_id, name=name, name_key=name_key(name))

    def save_character_data(self, character_id: int, data: dict[str, Any]) -> None:
        """Replace a character's JSON document (everything but name, system and portrait)."""
        _check_bounds(data, translate("Store", "character {id}").format(id=character_id))
        self._update(character_id, data=_dump(data))

    def set_portrait(self, character_id: int, portrait: bytes | None) -> None:
        with self.transaction():
            self._check_portraits()
            self._update(character_id)
            if portrait is None:
                self._db.execute("DELETE FROM portraits WHERE character = ?", (character_id,))
            else:
                self._db.execute(
                    "INSERT OR REPLACE INTO portraits (character, data) VALUES (?, ?)",
                    (character_id, portrait),
                )

    def portrait(self, character_id: int) -> bytes | None:
        try:
            row = self._db.execute(
                "SELECT data FROM portraits WHERE character = ?", (character_id,)
            ).fetchone()
        except sqlite3.DatabaseError as error:
            raise self._damaged(error) from None
        return None if row is None else row[0]

    def _damaged(self, error: sqlite3.DatabaseError) -> NotACampaignError:
        """A damaged page met while reading (the portraits are not all checked at opening)."""
        return NotACampaignError(
            translate(
                "Store",
                "{path} is damaged ({error}): copy its characters out with Export Campaign while it still opens",
            ).format(path=self.path, error=error)
        )

    def delete_character(self, character_id: int) -> CharacterRow:
        """Remove a character; returns what was removed so an undo can put it back."""
        with self.transaction():
            self._check_portraits()  # the delete reaches its portrait's pages
            row = self.character(character_id)
            self._db.execute("DELETE FROM characters WHERE id = ?", (character_id,))
            self._db.execute(
                "UPDATE characters SET position = position - 1 WHERE position > ?", (row.position,)
            )
            return row

    def restore_character(self, row: CharacterRow) -> None:
        """Put a deleted character back with its old id and place (undo of a delete)."""
        with self.transaction():
            if row.portrait is not None:
                self._check_portraits()
            self._db.execute(
                "UPDATE characters SET position = position + 1 WHERE position >= ?", (row.position,)
            )
            self._insert(row.id, row.system, row.name, row.position, row.data, row.portrait)

    def _insert(
        self,
        character_id: int | None,
        system: str,
        name: str,
        position: int,
        data: dict[str, Any],
        portrait: bytes | None,
    ) -> int:
        """Store one character row (a new id when ``character_id`` is None) and its portrait."""
        cursor = self._db.execute(
            "INSERT INTO characters (id, system, name, name_key, position, data, updated) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (character_id, system, name, name_key(name), position, _dump(data), time.time()),
        )
        character_id = int(cursor.lastrowid or 0)
        if portrait is not None:
            self._db.execute(
                "INSERT INTO portraits (character, data) VALUES (?, ?)", (character_id, portrait)
            )
        return character_id

    # --- each system's options and game master's side ------------------------------

    def options(self, system: str) -> dict[str, Any] | None:
        return self._system_value(system, "options")

    def set_options(self, system: str, options: dict[str, Any]) -> None:
        self._set_system_value(system, "options", options)

    def clear_system_document(self, system: str, part: str) -> None:
        """Forget a system's stored ``options`` or ``game_master`` (the defaults apply again)."""
        if part not in ("options", "game_master"):
            raise StoreError(
                translate("Store", "a system has no stored part '{part}'").format(part=part)
            )
        _check_system(system)
        with self.transaction():
            self._db.execute(f"UPDATE systems SET {part} = NULL WHERE system = ?", (system,))

    def game_master(self, system: str) -> dict[str, Any] | None:
        """The GM's side of a system: the Coordinator's threat cards, the Director's scene …"""
        return self._system_value(system, "game_master")

    def set_game_master(self, system: str, data: dict[str, Any]) -> None:
        _check_bounds(data, "the GM's side")
        self._set_system_value(system, "game_master", data)

    # --- play sessions ---------------------------------------------------------------

    def create_session(
        self,
        system: str,
        name: str,
        setup: dict[str, Any],
        imported: str | None = None,
        seed: str | None = None,
    ) -> int:
        """Start a play session: ``setup`` holds what it began with (players, decks, options).
        A session played here is sealed with this computer's key; an ``imported`` one
        (``"chained"``: its export carried the chain, ``"unchained"``: it did not) is not.
        ``seed``: the secret seed its random values are derived from (64 hex digits, see
        :mod:`deskapp.core.fair`), kept apart from the setup, which holds its commitment."""
        _check_system(system)
        try:  # its texts within their fields' limits (its numbers are no sheet's)
            check_bounds(setup, numbers=False)
        except RecordError as error:
            raise StoreError(str(error)) from None
        text = _dump(setup)
        sealed_by = seal = None
        if imported is None:
            key = self._log_key()
            sealed_by = key_id(key)
            seal = chain_seal(key, "", chain_link(SESSION_SEED, text))
        with self.transaction():
            cursor = self._db.execute(
                "INSERT INTO sessions (system, name, created, setup, sealed_by, seal, imported, "
                "seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (system, _clean_name(name), time.time(), text, sealed_by, seal, imported, seed),
            )
            return int(cursor.lastrowid or 0)

    def session_seed(self, session_id: int) -> str | None:
        """The secret seed of a session whose random values are derived from one (None: a
        mirror table, an imported session, or one stored before)."""
        row = self._db.execute("SELECT seed FROM sessions WHERE id = ?", (session_id,)).fetchone()
        return None if row is None else row[0]

    def set_session_opening(self, session_id: int, values: list[int | float]) -> None:
        """Store the random values a session's setup used (its opening shuffles), drawn after
        the session (and its seed's commitment) was stored: once, before any event."""
        with self.transaction():
            setup = self.session_setup(session_id)
            has_events = self._db.execute(
                "SELECT 1 FROM session_events WHERE session = ? LIMIT 1", (session_id,)
            ).fetchone()
            if setup.get("random") or has_events is not None:
                raise StoreError(
                    translate("Store", "play session {id}: its opening is already stored").format(
                        id=session_id
                    )
                )
            setup["random"] = list(values)
            text = _dump(setup)
            sealed_by = self._db.execute(
                "SELECT sealed_by FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()[0]
            seal = None
            if sealed_by is not None:
                seal = chain_seal(self._log_key(), "", chain_link(SESSION_SEED, text))
            self._db.execute(
                "UPDATE sessions SET setup = ?, seal = ? WHERE id = ?", (text, seal, session_id)
            )

    def _log_key(self) -> bytes:
        """This install's key that seals the logs played here (made on first use)."""
        if self._key is None:
            try:
                self._key = log_key()
            except OSError as error:
                raise StoreError(
                    translate(
                        "Store", "the key that seals play logs could not be kept ({reason})"
                    ).format(reason=error.strerror or error)
                ) from None
        return self._key

    def sessions(self) -> list[SessionSummary]:
        rows = self._db.execute(
            "SELECT s.id, s.system, s.name, s.created, count(e.seq) FROM sessions s "
            "LEFT JOIN session_events e ON e.session = s.id GROUP BY s.id ORDER BY s.created, s.id"
        )
        return [SessionSummary(*row) for row in rows]

    def session_setup(self, session_id: int) -> dict[str, Any]:
        return json.loads(self._setup_text(session_id))

    def _setup_text(self, session_id: int) -> str:
        row = self._db.execute("SELECT setup FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise self._no_session(session_id)
        return str(row[0])

    def session_last_activity(self, session_id: int) -> float | None:
        """When the session's last event happened (None: no event yet, or its time is damaged),
        without reading them all."""
        row = self._db.execute(
            "SELECT event FROM session_events WHERE session = ? ORDER BY seq DESC LIMIT 1",
            (session_id,),
        ).fetchone()
        if row is None:
            return None
        event = json.loads(row[0])
        # A damaged event's time is no time: the listing falls back to the session's start.
        return event_time(event.get("at")) if isinstance(event, dict) else None

    def session_events(self, session_id: int) -> list[dict[str, Any]]:
        """The session's events in the order they happened."""
        self.session_setup(session_id)
        rows = self._db.execute(
            "SELECT event FROM session_events WHERE session = ? ORDER BY seq", (session_id,)
        )
        return [json.loads(event) for (event,) in rows]

    def append_session_event(self, session_id: int, event: dict[str, Any]) -> int:
        """Store one event as it happens, committed before returning; returns its number.

        The event is chained to the ones before it (see :meth:`check_session_log`)."""
        text = _dump(event)
        with self.transaction():
            last = self._db.execute(
                "SELECT seq, chain FROM session_events WHERE session = ? ORDER BY seq DESC LIMIT 1",
                (session_id,),
            ).fetchone()
            seq = 0 if last is None else last[0] + 1
            previous = last[1] if last is not None else None
            if previous is None:  # the first event, or events stored before the chain
                previous = self.check_session_log(session_id).link
            link = chain_link(previous, text)
            try:
                self._db.execute(
                    "INSERT INTO session_events (session, seq, event, chain) VALUES (?, ?, ?, ?)",
                    (session_id, seq, text, link),
                )
            except sqlite3.IntegrityError:
                raise self._no_session(session_id) from None
            sealed_by, seal = self._db.execute(
                "SELECT sealed_by, seal FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()
            if seal is not None and sealed_by == key_id(self._log_key()):
                # Rolled on from the stored seal, not made afresh: an event changed before
                # this one still breaks it (the seal covers what was written, not what is).
                seal = chain_seal(self._log_key(), seal, link)
            self._db.execute(
                "UPDATE sessions SET head = ?, seal = ? WHERE id = ?", (link, seal, session_id)
            )
            return seq

    def verified_session_log(self, session_id: int) -> VerifiedLog:
        """The session's setup and events, read once and checked by their hash chain on the way
        (TamperedLogError naming the session and the event if the log was changed), with each
        event's link: what reopening a session needs, in one pass over the stored events."""
        texts: list[str] = []
        check = self.check_session_log(session_id, texts)
        if check.problem is not None:
            name = self._db.execute(
                "SELECT name FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()[0]
            raise TamperedLogError(
                translate("Store", "play session '{name}': {problem}").format(
                    name=name, problem=check.problem
                )
            )
        setup = self.session_setup(session_id)
        # One parse of the whole log: 20,000 small parses cost a third more.
        events = json.loads("[" + ",".join(texts) + "]") if texts else []
        return VerifiedLog(setup, events, check, check.origin == SEALED_HERE)

    def session_link(self, session_id: int) -> str:
        """The first link of the session's hash chain (its setup's): names the session by what
        it began with, whatever file holds it."""
        return chain_link(SESSION_SEED, self._setup_text(session_id))

    def check_session_log(self, session_id: int, texts: list[str] | None = None) -> LogCheck:
        """Whether the session's stored events are the ones written, each chained by a hash to
        the setup and the events before it: an edited, inserted or removed event is found,
        and named by its number. ``texts``, when given, receives each stored event's text as
        it is read."""
        row = self._db.execute(
            "SELECT setup, head, sealed_by, seal, imported FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        if row is None:
            raise self._no_session(session_id)
        setup, head, sealed_by, stored_seal, imported = row
        link = chain_link(SESSION_SEED, setup)
        key = self._log_key() if sealed_by is not None else None
        sealed_here = key is not None and sealed_by == key_id(key)
        seal = chain_seal(key, "", link) if key is not None and sealed_here else ""
        checked = unchecked = 0

        def found(problem: str | None, origin: str = "") -> LogCheck:
            return LogCheck(link, problem, checked, unchecked, origin)

        for seq, text, stored in self._db.execute(
            "SELECT seq, event, chain FROM session_events WHERE session = ? ORDER BY seq",
            (session_id,),
        ):
            number = checked + unchecked + 1
            if seq != number - 1:
                return found(
                    translate("Store", "stored event {number} is missing").format(number=number)
                )
            link = chain_link(link, text)
            if key is not None and sealed_here:
                seal = chain_seal(key, seal, link)
            if texts is not None:
                texts.append(text)
            if stored is None:
                unchecked += 1
            elif stored != link:
                return found(
                    translate(
                        "Store",
                        "stored event {number} was changed after it was written (or one before it)",
                    ).format(number=number)
                )
            else:
                checked += 1
        if head is not None and head != link:
            return found(
                translate("Store", "stored events after event {number} were removed").format(
                    number=checked + unchecked
                )
            )
        if sealed_here and seal != stored_seal:
            return found(
                translate(
                    "Store",
                    "the log no longer fits the seal it was written with: it was changed outside Card Desk (events rewritten, or the last ones removed)",
                ),
                SEALED_HERE,
            )
        if sealed_here:
            return found(None, SEALED_HERE)
        if sealed_by is not None or imported == "chained":
            return found(None, ELSEWHERE)
        return found(None, IMPORTED_UNCHAINED if imported == "unchained" else UNSEALED)

    def delete_session(self, session_id: int) -> None:
        with self.transaction():
            self._db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    # --- printed cards ---------------------------------------------------------------

    def printed_cards(self) -> dict[str, tuple[str, str]]:
        """Each card printed so far, by its key: the fingerprints of its face and its back
        when it was last printed (see :mod:`deskapp.core.printing`)."""
        rows = self._db.execute("SELECT card, face, back FROM printed_cards")
        return {card: (face, back) for card, face, back in rows}

    def record_printed(self, cards: Iterable[tuple[str, str, str, str]]) -> None:
        """Note cards as printed now: ``(key, owner, face, back)`` each, over what was noted
        before, in one transaction. The cards of characters no longer in the campaign
        (deleted, renamed) are forgotten at the same time."""
        with self.transaction():
            self._db.executemany(
                "INSERT OR REPLACE INTO printed_cards (card, owner, face, back, printed) "
                "VALUES (?, ?, ?, ?, ?)",
                [(*card, time.time()) for card in cards],
            )
            self._db.execute(
                "DELETE FROM printed_cards WHERE owner != '' "
                "AND owner NOT IN (SELECT name FROM characters)"
            )

    # --- meta ----------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        return _meta_value(self._db, key)

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    # --- internals -----------------------------------------------------------------

    def _name_taken(self, key: str, besides: int | None = None) -> bool:
        """Whether another character has this name key (an index look-up, not a scan)."""
        return (
            self._db.execute(
                "SELECT 1 FROM characters WHERE name_key = ? AND id IS NOT ? LIMIT 1",
                (key, besides),
            ).fetchone()
            is not None
        )

    def _check_portraits(self) -> None:
        if self._portraits_checked:
            return
        try:
            problems = [row[0] for row in self._db.execute("PRAGMA quick_check")]
        except sqlite3.DatabaseError as error:
            problems = [str(error)]
        if problems != ["ok"]:
            raise NotACampaignError(
                translate(
                    "Store",
                    "{path} is damaged ({problem}): nothing was changed; copy its characters out with Export Campaign while it still opens",
                ).format(path=self.path, problem=problems[0])
            )
        self._portraits_checked = True

    def _update(self, character_id: int, **columns: Any) -> None:
        """Set a character's columns (named by us, never by input) and mark it as just
        edited; refuse an id that is not there."""
        assignments = "".join(f"{column} = ?, " for column in columns)
        with self.transaction():
            cursor = self._db.execute(
                f"UPDATE characters SET {assignments}updated = ? WHERE id = ?",
                (*columns.values(), time.time(), character_id),
            )
            if cursor.rowcount == 0:
                raise self._no_character(character_id)

    def _no_character(self, character_id: int) -> UnknownCharacterError:
        return UnknownCharacterError(
            translate("Store", "there is no character with id {id} in {file}").format(
                id=character_id, file=self.path.name
            )
        )

    def _no_session(self, session_id: int) -> StoreError:
        return StoreError(
            translate("Store", "there is no play session with id {id} in {file}").format(
                id=session_id, file=self.path.name
            )
        )

    def _system_value(self, system: str, column: str) -> dict[str, Any] | None:
        _check_system(system)
        row = self._db.execute(
            f"SELECT {column} FROM systems WHERE system = ?", (system,)
        ).fetchone()
        return None if row is None or row[0] is None else json.loads(row[0])

    def _set_system_value(self, system: str, column: str, value: dict[str, Any]) -> None:
        _check_system(system)
        with self.transaction():
            self._db.execute("INSERT OR IGNORE INTO systems (system) VALUES (?)", (system,))
            self._db.execute(
                f"UPDATE systems SET {column} = ? WHERE system = ?", (_dump(value), system)
            )


def _duplicate(name: str) -> DuplicateNameError:
    return DuplicateNameError(
        translate("Store", "a character called '{name}' is already in the campaign").format(
            name=name
        )
    )


def _locked(path: Path) -> CampaignLockedError:
    return CampaignLockedError(
        translate(
            "Store", "{path} is open in another Card Desk window or program: close it there first"
        ).format(path=path)
    )


def _write_error(path: Path, error: sqlite3.OperationalError) -> StoreError:
    """One line naming why a change could not be saved (and that the file is as it was)."""
    text = str(error)
    if "locked" in text:
        return _locked(path)
    if "full" in text:
        return CampaignWriteError(
            translate(
                "Store",
                "{file}: the disk is full, so the change was not saved and the campaign is as it "
                "was before it; free some space and try again",
            ).format(file=path.name)
        )
    if "I/O" in text or "readonly" in text or "read-only" in text:
        return CampaignWriteError(
            translate(
                "Store",
                "{file}: the disk could not be written ({reason}), so the change was not saved "
                "and the campaign is as it was before it",
            ).format(file=path.name, reason=text)
        )
    return CampaignWriteError(
        translate(
            "Store",
            "{file}: {reason}: the change was not saved and the campaign is as it was before it",
        ).format(file=path.name, reason=text)
    )


_SELECT_CHARACTER = (
    "SELECT c.id, c.system, c.name, c.position, c.data, p.data "
    "FROM characters c LEFT JOIN portraits p ON p.character = c.id"
)


def _character(row: tuple[Any, ...]) -> CharacterRow:
    character_id, system, name, position, data, portrait = row
    return CharacterRow(character_id, system, name, position, json.loads(data), portrait)


def _dump(data: Any) -> str:
    try:
        text = stored_text(data)
    except ValueError:  # NaN or Infinity: SQLite's json_valid would refuse it less clearly
        raise StoreError(
            translate("Store", "NaN and Infinity are not numbers Card Desk keeps")
        ) from None
    if LONE_SURROGATE.search(text):  # SQLite's UTF-8 cannot hold it: a traceback otherwise
        try:
            check_text(data, translate("Store", "what was to be stored"))
        except RecordError as error:
            raise StoreError(str(error)) from None
    return text


def _check_bounds(data: Any, owner: str) -> None:
    """The store's own guard of :data:`~deskapp.core.records.NUMBER_LIMIT`: whatever editor or
    import sends a document, no number out of range is kept."""
    try:
        check_bounds(data)
    except RecordError as error:
        raise StoreError(
            translate("Store", "{owner}: {error}").format(owner=owner, error=error)
        ) from None


def _check_system(system: str) -> None:
    if not systems.is_known(system):
        raise StoreError(
            translate("Store", "unknown rule system '{system}' (known: {names})").format(
                system=system, names=", ".join(systems.keys())
            )
        )


def _clean_name(name: str) -> str:
    """A name as it is kept: NFC, its spacing tidied; refused when empty or when it holds a
    control character, a lone surrogate or an unassigned code point."""
    cleaned = " ".join(str(name).split())
    if not cleaned:
        raise StoreError(translate("Store", "a character needs a name"))
    try:
        check_length(cleaned, "name")
    except RecordError as error:
        raise StoreError(str(error)) from None
    for character in cleaned:
        if unicodedata.category(character) in ("Cc", "Cs", "Co", "Cn"):
            raise StoreError(
                translate(
                    "Store", "a character's name cannot hold the invisible character U+{value}"
                ).format(value=f"{ord(character):04X}")
            )
    return unicodedata.normalize("NFC", cleaned)


def _check_file_before_opening(path: Path) -> None:
    if path.is_dir():
        raise NotACampaignError(
            translate("Store", "{path} is a folder, not a campaign file").format(path=path)
        )
    if not path.is_file():  # a pipe would hang the read below, a device never end
        raise NotACampaignError(
            translate("Store", "{path} is not a file (a device or a pipe), not a campaign").format(
                path=path
            )
        )
    try:
        with path.open("rb") as file:
            header = file.read(len(_SQLITE_HEADER))
    except PermissionError:
        raise CampaignReadOnlyError(
            translate("Store", "{path}: not allowed to read this file").format(path=path)
        ) from None
    if header != _SQLITE_HEADER:
        raise NotACampaignError(
            translate(
                "Store", "{path} is not a Card Desk campaign (it is not an SQLite database)"
            ).format(path=path)
        )
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK):
        raise CampaignReadOnlyError(
            translate(
                "Store",
                "{path} is read-only: Card Desk saves every edit as it happens, so it needs to write there",
            ).format(path=path)
        )


def _check_can_create(path: Path) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CampaignReadOnlyError(
            translate("Store", "cannot create a campaign in {folder}: {reason}").format(
                folder=path.parent, reason=error.strerror
            )
        ) from None
    if not os.access(path.parent, os.W_OK):
        raise CampaignReadOnlyError(
            translate(
                "Store", "cannot create a campaign in {folder}: the folder is read-only"
            ).format(folder=path.parent)
        )


def _connect(path: Path) -> sqlite3.Connection:
    # isolation_level=None: we issue BEGIN/COMMIT ourselves, one transaction per edit.
    connection = sqlite3.connect(path, timeout=0.25, isolation_level=None, check_same_thread=False)
    # Hold the file for this process alone: a second window on the same campaign is refused.
    connection.execute("PRAGMA locking_mode = EXCLUSIVE")
    # The name key of migration 3 -> 4, in SQL as in Python.
    connection.create_function("carddesk_name_key", 1, name_key, deterministic=True)
    return connection


def _check_database(connection: sqlite3.Connection, path: Path) -> None:
    """Read-only checks of an existing file, before anything is written to it."""
    try:
        application_id = connection.execute("PRAGMA application_id").fetchone()[0]
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        problems = _quick_check_but_portraits(connection)
    except sqlite3.DatabaseError as error:
        if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
            raise _locked(path) from None
        raise NotACampaignError(
            translate("Store", "{path} is damaged or not a Card Desk campaign ({error})").format(
                path=path, error=error
            )
        ) from None
    if problems != ["ok"]:
        raise NotACampaignError(
            translate("Store", "{path} is damaged: {problem}").format(
                path=path, problem=problems[0]
            )
        )
    if application_id != APPLICATION_ID:
        raise NotACampaignError(
            translate(
                "Store", "{path} is an SQLite database of another program, not a Card Desk campaign"
            ).format(path=path)
        )
    if version > SCHEMA_VERSION:
        raise NewerCampaignError(
            translate(
                "Store",
                "{path} was saved by a newer Card Desk (campaign format {version}; this one reads up to {newest}): update Card Desk to open it",
            ).format(path=path, version=version, newest=SCHEMA_VERSION)
        )


def _quick_check_but_portraits(connection: sqlite3.Connection) -> list[str]:
    """SQLite's quick_check of every table and index but the portraits': those hold most of a
    campaign's bytes, so they are checked before the first change that reaches them
    (CampaignFile._check_portraits), and a damaged page met while reading one is reported
    as it is read."""
    tables = [
        name
        for (name,) in connection.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name != 'portraits'"
        )
    ]
    if not tables:  # an empty file, or one whose schema cannot be read: check it all
        return [row[0] for row in connection.execute("PRAGMA quick_check")]
    problems: list[str] = []
    for table in tables:
        found = [
            row[0] for row in connection.execute("SELECT * FROM pragma_quick_check(?)", (table,))
        ]
        problems += [problem for problem in found if problem != "ok"]
    return problems or ["ok"]


def name_key(name: str) -> str:
    """What makes two names the same: Unicode NFC, case folded (Ó and ó, é and e + ́)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())


def _prepare(connection: sqlite3.Connection, path: Path, created: bool) -> None:
    """Switch to WAL, then create or migrate the schema, each step in its own transaction."""
    try:
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = NORMAL")
        # The app empties the log itself, so that every log starts with the file's identity.
        connection.execute("PRAGMA wal_autocheckpoint = 0")
        # Off while migrating: rebuilding a table must not cascade deletes to its dependants.
        connection.execute("PRAGMA foreign_keys = OFF")
        if created:
            connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if 0 < version < SCHEMA_VERSION:
            _back_up_before_migrating(connection, path, version)
        for step in range(version, SCHEMA_VERSION):
            connection.execute("BEGIN IMMEDIATE")
            try:
                for statement in MIGRATIONS[step]:
                    connection.execute(statement)
                if connection.execute("PRAGMA foreign_key_check").fetchone() is not None:
                    raise StoreError(
                        translate(
                            "Store", "{path}: migrating to format {number} broke a reference"
                        ).format(path=path, number=step + 1)
                    )
                connection.execute(f"PRAGMA user_version = {step + 1}")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
        connection.execute("PRAGMA foreign_keys = ON")
    except sqlite3.OperationalError as error:
        if "locked" in str(error):
            raise _locked(path) from None
        raise StoreError(
            translate("Store", "{path}: cannot prepare the campaign file ({error})").format(
                path=path, error=error
            )
        ) from None


# --- the write-ahead log's identity ----------------------------------------------------------
#
# SQLite applies whatever ``<file>-wal`` lies beside a file when it opens it, even one a
# killed app left beside another campaign that was later copied into its place. So every
# campaign carries an identity in its ``meta`` table: a random id, and a generation the app
# raises as the first write of each log it starts (after a checkpoint has emptied the log
# into the file). The meta table fits in one page, so every log Card Desk writes holds that
# page: read through a leftover log, the file must show its own id and its own generation
# (or the next one). A log that shows anything else is set aside, never applied.

_CAMPAIGN_ID = "campaign_id"
_LOG_CHECK_EVERY = 64  # commits between looks at the log's size
_LOG_LIMIT_BYTES = 8 * 1024 * 1024
_LOG_GENERATION = "log_generation"


def _start_log(connection: sqlite3.Connection, path: Path) -> None:
    """Empty the log into the file: the next change starts a new log (see _mark_log). Opening
    changes nothing the file holds, so a refused import leaves it byte for byte."""
    try:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except sqlite3.OperationalError as error:
        raise _write_error(path, error) from None


def _mark_log(connection: sqlite3.Connection) -> None:
    """Inside the first transaction of a log: give the file its identity if it has none and
    raise its generation, so the log's first commit holds both."""
    if _meta_value(connection, _CAMPAIGN_ID) is None:
        import uuid  # noqa: PLC0415 (once per file: not loaded with every start)

        connection.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?)", (_CAMPAIGN_ID, uuid.uuid4().hex)
        )
    generation = int(_meta_value(connection, _LOG_GENERATION) or 0)
    connection.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
        (_LOG_GENERATION, str(generation + 1)),
    )


def _meta_value(connection: sqlite3.Connection, key: str) -> str | None:
    row = connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else row[0]


def _identity(database: Path) -> tuple[str | None, int] | None:
    """The campaign id and log generation a file shows (through a log beside it, if any);
    None when it cannot be read as a whole campaign."""
    try:
        connection = sqlite3.connect(database, isolation_level=None)
        try:
            if [row[0] for row in connection.execute("PRAGMA quick_check")] != ["ok"]:
                return None
            campaign_id = _meta_value(connection, _CAMPAIGN_ID)
            generation = int(_meta_value(connection, _LOG_GENERATION) or 0)
            return campaign_id, generation
        finally:
            connection.close()
    except (sqlite3.Error, ValueError):
        return None


def _set_aside_foreign_log(path: Path) -> str | None:
    """Set aside a leftover ``-wal`` that does not belong to the file beside it; returns the
    notice to show (None: there was none, or it belongs here and SQLite applies it)."""
    log = path.with_name(f"{path.name}-wal")
    try:
        if not log.is_file() or log.stat().st_size == 0:
            return None
        with tempfile.TemporaryDirectory(prefix="carddesk-log-") as folder:
            alone = Path(folder, "alone.carddesk")
            shutil.copyfile(path, alone)
            own = _identity(alone)
            if own is None or own[0] is None:
                return None  # damaged, or a file from before identities: the usual checks decide
            with_log = Path(folder, "with-log.carddesk")
            shutil.copyfile(path, with_log)
            shutil.copyfile(log, Path(folder, "with-log.carddesk-wal"))
            seen = _identity(with_log)
    except OSError:
        return None  # cannot read it: opening the file itself reports that
    own_id, own_generation = own
    if seen is not None and seen[0] == own_id and seen[1] in (own_generation, own_generation + 1):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = log.with_name(f"{log.name}.set-aside-{stamp}")
    try:
        os.replace(log, aside)
        path.with_name(f"{path.name}-shm").unlink(missing_ok=True)
    except OSError as error:
        raise StoreError(  # a leftover log of another file, which cannot be set aside
            translate(
                "Store",
                "{path}: the leftover change log {name} beside it does not belong to this file, and it cannot be set aside ({reason}): move it away, then open the campaign",
            ).format(path=path, name=log.name, reason=error.strerror)
        ) from None
    return translate(
        "Store",
        "{file}: the leftover change log {name} beside it was left by another campaign file (or "
        "an older copy of this one), so it was not applied; it is kept as {kept}",
    ).format(file=path.name, name=log.name, kept=aside.name)


def _back_up_before_migrating(connection: sqlite3.Connection, path: Path, version: int) -> None:
    """Keep a copy of the old file next to it, in case the user needs the old Card Desk again."""
    backup_path = path.with_name(f"{path.name}.v{version}-backup")
    backup = sqlite3.connect(backup_path)
    try:
        connection.backup(backup)
    finally:
        backup.close()
