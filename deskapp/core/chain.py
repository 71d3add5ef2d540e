"""A play session's hash chain, and the seal that says which computer wrote it.

The **chain**: the store writes each event's link (SHA-256 of the previous link and the
event's stored text) as it stores the event; an export carries the links, so a file damaged
or edited after it was written is found, and named by event. Anyone can compute these links,
so a chain that fits proves only that the log is consistent, not who wrote it.

The **seal**: each install of Card Desk holds a secret key in the user's settings (never in a
campaign). A session played on this computer carries a seal, an HMAC-SHA256 with that key
rolled over the setup's link and then each event's link; whoever changes an event, removes
the last ones or rewrites the chain cannot make the seal fit without the key. So "verified on
this computer" means that no one without this computer's key changed the log since it was
written; someone who holds both the key and the file can still rewrite it.

Pure functions of the stored text, without the store, so that checking an exported log loads
no database code.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Any

from deskapp.core.i18n import translate

SESSION_SEED = "carddesk play session"
EXPORT_FORMAT = "carddesk"
"""What a campaign export says it is (its ``format``): the file that carries the links."""


def stored_text(data: Any) -> str:
    """The text a value is stored (and chained) as; ValueError for NaN or Infinity."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def same_stored(first: Any, second: Any) -> bool:
    """Whether two values are stored as the same text: types included (``true`` is not ``1``,
    ``8.0`` is not ``8``), a tuple the same as a list. ``repr`` answers in C for the usual case
    of two plain JSON values; the stored text decides when it differs. (``marshal`` would
    answer a third faster, but the app imports no module that can load code from a file.)"""
    if repr(first) == repr(second):
        return True
    try:
        return stored_text(first) == stored_text(second)
    except (TypeError, ValueError):  # not a value Card Desk stores (NaN, an object)
        return False


def link(previous: str, text: str) -> str:
    """The next link of a session's hash chain: the previous link and the stored text."""
    return hashlib.sha256(f"{previous}\n{text}".encode("utf-8", "surrogatepass")).hexdigest()


def seal(key: bytes, previous: str, link: str) -> str:
    """The seal after one more link: ``previous`` is the seal so far ("" before the setup).

    HMAC-SHA256 (RFC 2104) made from its two hashes, each a copy of one already keyed: paid
    once per event when a session is reopened, where OpenSSL's HMAC (``hmac.digest``) keys
    itself afresh at every call and even a copy of a keyed one costs 1.7 times as much."""
    inner_keyed, outer_keyed = _keyed(key)
    inner = inner_keyed.copy()
    inner.update(f"{previous}\n{link}".encode("ascii"))
    outer = outer_keyed.copy()
    outer.update(inner.digest())
    return outer.hexdigest()


_BLOCK = 64
"""SHA-256's block, in bytes: an HMAC key is padded to it (hashed first if longer)."""


@lru_cache(maxsize=2)
def _keyed(key: bytes) -> tuple[Any, Any]:
    """The SHA-256 of ``key``'s inner pad and of its outer pad, the two hashes of an HMAC."""
    if len(key) > _BLOCK:
        key = hashlib.sha256(key).digest()
    padded = key.ljust(_BLOCK, b"\0")
    inner = hashlib.sha256(bytes(byte ^ 0x36 for byte in padded))
    outer = hashlib.sha256(bytes(byte ^ 0x5C for byte in padded))
    return inner, outer


def key_id(key: bytes) -> str:
    """What a session stores to say which key sealed it: names the key, reveals nothing of it."""
    return hashlib.sha256(b"carddesk log key\n" + key).hexdigest()[:16]


def chain_links(setup: Any, events: list[Any]) -> list[str]:
    """Each event's link in a session's hash chain, as the store writes them: an exported
    session carries these, so a file edited after its export is found, by event. ValueError
    for a value that is never stored (NaN, Infinity)."""
    current = link(SESSION_SEED, stored_text(setup))
    links = []
    for event in events:
        current = link(current, stored_text(event))
        links.append(current)
    return links


def chain_problem(setup: Any, events: Any, chain: Any) -> str | None:
    """What is wrong with an exported session's ``chain`` (None: it matches its setup and
    events, each event as exported)."""
    if not isinstance(chain, list) or not all(isinstance(link, str) for link in chain):
        return translate("Store", "field 'chain' must be a list of text")
    if not isinstance(events, list):
        return None  # the events' own check says what is wrong
    try:
        links = chain_links(setup, events)
    except ValueError:
        return None  # NaN and the like: refused with their own message
    for number, (link, given) in enumerate(zip(links, chain, strict=False), start=1):
        if link != given:
            return translate(
                "Store", "event {number} was changed after the session was exported"
            ).format(number=number)
    if len(chain) != len(links):
        exported, held = len(chain), len(links)
        return translate(
            "Store",
            "the session was exported with %n event(s) and holds {held}: events were removed or "
            "added after the export",
            None,
            exported,
        ).format(held=held)
    return None


OWN_LOG_APART = ("system", "name", "events", "chain")
"""A system's own log format (an Agents mission log) is chained as the other sessions are:
its header (every field but these) stands for the setup, then its events."""


def own_log_header(entry: dict[str, Any]) -> dict[str, Any]:
    """What stands for the setup in a system's own log format's chain."""
    return {key: value for key, value in entry.items() if key not in OWN_LOG_APART}
