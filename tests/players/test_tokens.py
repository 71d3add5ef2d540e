"""Each player's link: 128 random bits, compared with every token in constant time."""

from __future__ import annotations

import hmac

import pytest

from deskapp.core.players.tokens import PlayerLinks


def test_each_player_gets_a_different_128_bit_token() -> None:
    links = PlayerLinks(["Ada", "Bára"])
    ada, bara = links.token("Ada"), links.token("Bára")
    assert ada and bara and ada != bara
    assert len(ada) >= 22  # 16 bytes in URL-safe base64
    assert links.lookup(ada).player == "Ada"
    assert links.lookup(bara).player == "Bára"
    assert links.lookup("not-a-token").player is None
    assert not links.lookup("not-a-token").revoked


def test_a_revoked_link_is_known_as_revoked_and_a_new_one_works() -> None:
    links = PlayerLinks(["Ada"])
    old = links.token("Ada")
    assert old is not None
    links.revoke("Ada")
    assert links.token("Ada") is None
    assert links.lookup(old).player is None and links.lookup(old).revoked
    new = links.issue("Ada")
    assert new != old
    assert links.lookup(new).player == "Ada"
    assert links.lookup(old).revoked
    newest = links.issue("Ada")
    assert links.lookup(new).revoked and links.lookup(newest).player == "Ada"
    assert links.token("Ada") == newest


def test_a_lookup_compares_every_token_with_compare_digest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No early exit on a match: the time a guess takes says nothing of the tokens."""
    links = PlayerLinks(["Ada", "Bára", "Cyril"])
    links.revoke("Cyril")
    compared: list[bytes] = []
    real = hmac.compare_digest

    def counting(a: bytes, b: bytes) -> bool:
        compared.append(a)
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", counting)
    token = links.token("Ada")
    assert token is not None
    assert links.lookup(token).player == "Ada"
    assert len(compared) == 3  # two live tokens and the revoked one
    compared.clear()
    links.lookup("\udcff odd text")  # a path that is not UTF-8 is looked up, not an error
    assert len(compared) == 3
