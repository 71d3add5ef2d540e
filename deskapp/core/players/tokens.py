"""Each player's link: a random token in the URL, checked in constant time, revocable.

A token is ``secrets.token_urlsafe(16)`` (128 random bits), kept in memory for the server's
life only. A lookup compares the given text with **every** token with
:func:`hmac.compare_digest` and never stops early, so the time a guess takes says nothing of
how close it was. A revoked token is remembered (the page it opened says "ask the GM for a
new link" rather than a bare 404); reissuing gives the player a new token and revokes the old.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass

TOKEN_BYTES = 16
"""128 random bits per link."""


@dataclass(frozen=True)
class Lookup:
    """What a token given in a request is: a live player's, a revoked one's, or nobody's."""

    player: str | None
    """The player whose live token it is (None: unknown or revoked)."""
    revoked: bool = False


class PlayerLinks:
    """The players' tokens: issue (a new one revokes the old), look up, revoke."""

    def __init__(self, players: list[str] | tuple[str, ...] = ()) -> None:
        self._live: dict[str, str] = {}  # token -> player
        self._revoked: set[str] = set()
        for player in players:
            self.issue(player)

    def issue(self, player: str) -> str:
        """A new token for ``player``; their previous one, if any, is revoked."""
        self.revoke(player)
        token = secrets.token_urlsafe(TOKEN_BYTES)
        self._live[token] = player
        return token

    def revoke(self, player: str) -> None:
        """Revoke ``player``'s live token, if there is one."""
        for token in [token for token, name in self._live.items() if name == player]:
            del self._live[token]
            self._revoked.add(token)

    def token(self, player: str) -> str | None:
        """``player``'s live token (None: none, or revoked)."""
        return next((token for token, name in self._live.items() if name == player), None)

    def lookup(self, given: str) -> Lookup:
        """Whose token ``given`` is, compared with every live and revoked token in constant time."""
        wanted = given.encode("utf-8", "surrogateescape")
        found: str | None = None
        revoked = False
        for token, player in self._live.items():
            if hmac.compare_digest(token.encode(), wanted):
                found = player
        for token in self._revoked:
            if hmac.compare_digest(token.encode(), wanted):
                revoked = True
        return Lookup(found, revoked)
