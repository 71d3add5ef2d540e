"""The table as a session was left, kept so that reopening a long session is quick.

Reopening a session replays every stored action (``replay_session``): exact, and the
campaign file never holds anything else, but a 20,000-action session takes a second or
two. When a long session is closed, the table as it stands is kept here — in the user's
cache folder, never in the campaign file — with the number of actions it covers and that
action's link in the session's hash chain. Reopening then checks the stored log as always,
takes the kept table if the chain still vouches for those actions, and replays only the
actions after them. Anything that does not fit (another version of Card Desk, a campaign
whose log was rebuilt, a damaged or missing file) is passed over: the full replay is the
answer, so a cache can make opening quicker but never different.

The table is kept with :mod:`pickle`, which can run code while it loads: only files this
cache wrote are read (they live in the user's own cache folder, as trusted as the
installed program), and each carries a SHA-256 of its contents, so a file damaged on disk
is refused before it is unpickled.
"""

from __future__ import annotations

import functools
import hashlib
import io
import os
import pickle
import struct
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import deskapp
from deskapp.core.memory import collector_paused
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom

MAGIC = b"carddesk-resume\n"
FORMAT = 1
KEEP_AFTER = 1_000
"""A session is kept when this many actions would otherwise be replayed at the next
opening: shorter replays take well under a tenth of a second."""
FILES_KEPT = 16
"""The most recently closed sessions kept; older files are removed."""

_HEADER = struct.Struct(">I I 64s 64s 64s")  # format, actions, chain link, code, payload hash


@dataclass(frozen=True)
class KeptTable:
    """A kept table, loaded: the driver and the kernel's history as they stood after
    ``actions`` stored actions."""

    actions: int
    driver: Any
    done: list[int]
    undone: list[int]
    last: int | None
    reload: Callable[[], Any]
    """The same table again, as a new object (the kernel's checkpoint at ``actions``)."""


class ResumeCache:
    """Kept tables in ``folder`` (the user's cache folder: ``deskapp.core.store.locations``)."""

    def __init__(self, folder: Path, keep_after: int = KEEP_AFTER) -> None:
        self.folder = folder
        self.keep_after = keep_after
        """Keep a table when at least this many actions would be replayed without it."""

    # --- keeping --------------------------------------------------------------------------

    def keep(self, setup_link: str, link: str, actions: int, history: History) -> bool:
        """Keep the table of ``history`` after ``actions`` stored actions, whose last link in
        the chain is ``link``; ``setup_link`` names the session. False (nothing kept) for a
        table that cannot be kept: one whose history holds actions the stored events do not
        give back as they are (a session stored before the play kernel), or a driver pickle
        cannot copy."""
        numbers = _event_numbers(history, actions)
        if numbers is None:
            return False
        done, undone, last = numbers
        buffer = io.BytesIO()
        pickler = _Pickler(buffer, history.rng)
        try:
            pickler.dump((history.driver, done, undone, last))
        except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
            return False
        payload = buffer.getvalue()
        header = _HEADER.pack(
            FORMAT,
            actions,
            link.encode("ascii"),
            code_fingerprint().encode("ascii"),
            hashlib.sha256(payload).hexdigest().encode("ascii"),
        )
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.folder, suffix=".partial")
        except OSError:
            return False  # a read-only or missing folder: the next opening replays, as it can
        try:
            with os.fdopen(handle, "wb") as file:
                file.write(MAGIC + header + payload)
            os.replace(temporary, self._path(setup_link))
        except OSError:
            Path(temporary).unlink(missing_ok=True)  # a full disk: no half file left behind
            return False
        self._forget_oldest()
        return True

    # --- taking back ----------------------------------------------------------------------

    def take(self, setup_link: str, links: list[str], rng: RecordedRandom) -> KeptTable | None:
        """The table kept for this session if the chain's ``links`` (one per stored event,
        as verified now) still vouch for it; None otherwise. The driver comes back bound to
        ``rng``, the reopened session's recorded random source."""
        try:
            data = self._path(setup_link).read_bytes()
        except OSError:
            return None
        start = len(MAGIC) + _HEADER.size
        if not data.startswith(MAGIC) or len(data) < start:
            return None
        fields = _HEADER.unpack_from(data, len(MAGIC))
        version, actions, link, code, digest = fields
        payload = memoryview(data)[start:]
        if (
            version != FORMAT
            or not 0 < actions <= len(links)
            or link.decode("ascii", "replace") != links[actions - 1]
            or code.decode("ascii", "replace") != code_fingerprint()
            or digest.decode("ascii", "replace") != hashlib.sha256(payload).hexdigest()
        ):
            return None
        payload_bytes = bytes(payload)

        def load() -> tuple[Any, list[int], list[int], int | None]:
            with collector_paused():  # hundreds of thousands of objects, no cycles among them
                loaded: tuple[Any, list[int], list[int], int | None]
                loaded = _Unpickler(io.BytesIO(payload_bytes), rng).load()
                return loaded

        try:
            driver, done, undone, last = load()
        except Exception:  # an unreadable file is passed over: the full replay answers
            return None
        return KeptTable(actions, driver, done, undone, last, lambda: load()[0])

    def forget(self, setup_link: str) -> None:
        self._path(setup_link).unlink(missing_ok=True)

    # --- the folder -----------------------------------------------------------------------

    def _path(self, setup_link: str) -> Path:
        return self.folder / f"{setup_link[:32]}.table"

    def _forget_oldest(self) -> None:
        try:
            files = sorted(
                self.folder.glob("*.table"), key=lambda path: path.stat().st_mtime, reverse=True
            )
            for old in files[FILES_KEPT:]:
                old.unlink(missing_ok=True)
        except OSError:
            pass  # another Card Desk tidied at the same time


def _event_numbers(
    history: History, actions: int
) -> tuple[list[int], list[int], int | None] | None:
    """The kernel's history as stored event numbers, when each entry is its event's action
    (always so since the play kernel; not for events stored before it)."""
    entries = [*history.done, *history.undone]
    if history.last is not None:
        entries.append(history.last)
    if any(not 0 < entry.event <= actions for entry in entries):
        return None
    return (
        [entry.event for entry in history.done],
        [entry.event for entry in history.undone],
        history.last.event if history.last is not None else None,
    )


_RNG = "rng"


class _Pickler(pickle.Pickler):
    """The session's recorded random source is the session's, not the table's: it is left
    out and the loaded table is bound to the new session's."""

    def __init__(self, file: io.BytesIO, rng: Any) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._rng = rng

    def persistent_id(self, obj: Any) -> str | None:
        return _RNG if obj is self._rng else None


class _Unpickler(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, rng: Any) -> None:
        super().__init__(file)
        self._rng = rng

    def persistent_load(self, pid: Any) -> Any:
        if pid != _RNG:
            raise pickle.UnpicklingError(f"unknown reference {pid!r}")
        return self._rng


@functools.cache
def code_fingerprint() -> str:
    """What the kept tables were made by: Python's version and Card Desk's code (every
    source file's size and time, or the standalone app's own). Another build's table may
    hold other fields, so it is never taken."""
    parts = [sys.version, deskapp.__version__]
    if getattr(sys, "frozen", False):
        status = os.stat(sys.executable)
        parts.append(f"{sys.executable}:{status.st_size}:{status.st_mtime_ns}")
    else:
        root = Path(deskapp.__file__).parent
        for source in sorted(root.rglob("*.py")):
            status = source.stat()
            parts.append(f"{source.relative_to(root)}:{status.st_size}:{status.st_mtime_ns}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()
