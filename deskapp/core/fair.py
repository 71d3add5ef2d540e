"""A random generator the players can check: a committed seed, their contributions, and
every random value of play derived from both (issue 28).

Before play the app draws a secret **seed** (:func:`new_seed`) and shows its
**commitment** (:func:`commitment`, SHA-256 of the seed) as a short **fingerprint**
(:func:`fingerprint`) that a person can read aloud and write down. Players may then fold
**contributions** into the generator's key (:meth:`FairGenerator.contribute`): phrases, or
the faces of real dice, typed as ``3 5 6 1``. Every random value of play is a numbered
**draw** of that key (HMAC-SHA256 of the draw's number: counter mode), so when the seed is
revealed anyone can re-derive every shuffle and die from the seed and the contributions,
and check that the app did not choose them (``deskapp verify``, :mod:`deskapp.core.play.fairness`,
replays a session from them). ``docs/sessions/fair_shuffle.md``
describes the derivation exactly, with a worked example that the tests check.

A **draw** is one ``getrandbits(k)``: exactly the unit :class:`random.Random` reduces its
shuffles, ``randint``, ``randrange`` and ``sample`` to, and the unit a session's
``RecordedRandom`` records and replays. :class:`FairRandom` is a ``random.Random`` drawing
from a :class:`FairGenerator`, so the kernel can take it as the source of its recorded
random values; each value it records is then draw number *g* of the session, where *g*
counts the values stored before it (the setup's, then each event's in order). Replays, undo
and redo keep feeding the recorded values back, never deriving them again.

Plain values, no global state: a :class:`FairGenerator` is immutable (its key and the number
of the next draw); a :class:`FairRandom` is the one mutable wrapper ``random.Random`` needs.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

ALGORITHM = "carddesk-hmac-sha256-ctr/1"
"""The derivation's name and version, to store in a session's setup beside the commitment."""

SEED_BYTES = 32
"""A seed is 256 bits."""

FINGERPRINT_GROUPS = 5
"""A fingerprint shows the commitment's first 5 groups of 4 hex digits (80 bits)."""

_CONTRIBUTION = b"contribution"
_DRAW = b"draw"
_BLOCK = 32  # bytes of one HMAC-SHA256 block
_FLOAT_BITS = 53  # random(): a draw of 53 bits over 2**53, as random.SystemRandom does


# --- the seed and its commitment ------------------------------------------------------------


def new_seed() -> bytes:
    """A secret seed of 256 bits from the operating system's generator (``secrets``)."""
    return secrets.token_bytes(SEED_BYTES)


def commitment(seed: bytes) -> str:
    """The seed's commitment: SHA-256 of its 32 bytes, 64 lowercase hex digits."""
    _check_seed(seed)
    return hashlib.sha256(seed).hexdigest()


def fingerprint(committed: str) -> str:
    """A commitment as people read it aloud: ``3F7A-91C2-0B4D-E817-66A0`` (its first 80 bits)."""
    digits = committed[: 4 * FINGERPRINT_GROUPS].upper()
    return "-".join(digits[i : i + 4] for i in range(0, len(digits), 4))


def seed_matches(seed: bytes, committed: str) -> bool:
    """Whether ``seed`` is the seed of the commitment ``committed`` (hex, any case)."""
    if len(seed) != SEED_BYTES or not isinstance(committed, str) or not committed.isascii():
        return False
    return hmac.compare_digest(commitment(seed), committed.lower())


def seed_text(seed: bytes) -> str:
    """A seed as it is stored and revealed: 64 lowercase hex digits."""
    _check_seed(seed)
    return seed.hex()


def parse_seed(text: str) -> bytes:
    """A seed from its 64 hex digits; ValueError for anything else."""
    if not isinstance(text, str) or len(text) != 2 * SEED_BYTES or not text.isascii():
        raise ValueError("a seed is 64 hex digits")
    return bytes.fromhex(text)


def _check_seed(seed: bytes) -> None:
    if not isinstance(seed, bytes) or len(seed) != SEED_BYTES:
        raise ValueError(f"a seed is {SEED_BYTES} bytes")


# --- the generator --------------------------------------------------------------------------


_XOR_INNER = bytes(byte ^ 0x36 for byte in range(256))
_XOR_OUTER = bytes(byte ^ 0x5C for byte in range(256))


@lru_cache(maxsize=8)
def _prepared(key: bytes) -> _Keyed:
    """The prepared hashes of ``key``. A key changes only with a contribution, while the
    kernel reads the generator's position before every action and may set it back: those
    share the key's hashes instead of preparing them again (a fifth of a long session's
    replay once went to preparing the same key 4,000 times)."""
    return _Keyed(key)


class _Keyed:
    """HMAC-SHA256 with one key, its inner and outer hashes prepared once: each draw then
    costs two small hashes (the same bytes as ``hmac.digest``, a test checks it)."""

    __slots__ = ("_inner", "_outer")

    def __init__(self, key: bytes) -> None:
        padded = key.ljust(64, b"\0")
        self._inner = hashlib.sha256(padded.translate(_XOR_INNER))
        self._inner.update(_DRAW)  # every draw's message starts with it
        self._outer = hashlib.sha256(padded.translate(_XOR_OUTER))

    def block(self, number: int, index: int) -> bytes:
        """Block ``index`` of draw ``number``: HMAC(key, "draw" ‖ number ‖ index)."""
        inner = self._inner.copy()
        inner.update(number.to_bytes(8, "big") + index.to_bytes(4, "big"))
        outer = self._outer.copy()
        outer.update(inner.digest())
        return outer.digest()

    def __copy__(self) -> _Keyed:
        return self  # never changed after it is made: only copies of its hashes take data

    def __deepcopy__(self, memo: dict[int, Any]) -> _Keyed:
        return self

    def bits(self, number: int, k: int) -> int:
        """Draw ``number`` of ``k`` bits: the first ``k`` bits of its blocks, as an integer."""
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        size = (k + 7) // 8
        data = self.block(number, 0)
        if size > _BLOCK:
            data += b"".join(self.block(number, i) for i in range(1, -(-size // _BLOCK)))
        return int.from_bytes(data[:size], "big") >> (8 * size - k)


@dataclass(frozen=True)
class FairGenerator:
    """The generator as a value: the key (the seed with every contribution so far folded in)
    and ``draws``, the number of the next draw. Each operation returns a new generator;
    nothing changes in place."""

    key: bytes = field(repr=False)
    draws: int = 0
    """Draws made so far: the number the next draw takes (from 0, across the session)."""
    _keyed: _Keyed = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.key, bytes) or len(self.key) != SEED_BYTES:
            raise ValueError(f"a key is {SEED_BYTES} bytes")
        if self.draws < 0:
            raise ValueError("draws count from 0")
        object.__setattr__(self, "_keyed", _prepared(self.key))

    @classmethod
    def from_seed(cls, seed: bytes) -> FairGenerator:
        """The generator before any draw or contribution: key₀ = HMAC(seed, ALGORITHM)."""
        _check_seed(seed)
        return cls(hmac.digest(seed, ALGORITHM.encode("ascii"), "sha256"))

    def contribute(self, text: str) -> FairGenerator:
        """Fold a contribution into the key: HMAC(key, "contribution" ‖ NFC UTF-8 text). The
        draws go on counting: a contribution changes every draw after it, not their numbers."""
        # Its text in Unicode NFC, as UTF-8: ``é`` typed on a phone and on the laptop is the
        # same contribution.
        folded = unicodedata.normalize("NFC", text).encode("utf-8")
        key = hmac.digest(self.key, _CONTRIBUTION + folded, "sha256")
        return FairGenerator(key, self.draws)

    def at(self, draws: int) -> FairGenerator:
        """The same key with ``draws`` draws made (a resumed session: the values it stored)."""
        return FairGenerator(self.key, draws)


class FairRandom(random.Random):
    """A ``random.Random`` whose every value is the next draw of a :class:`FairGenerator`:
    ``getrandbits(k)`` is one draw of k bits, ``random()`` one draw of 53 bits over 2**53.
    Its ``shuffle``, ``randint``, ``randrange`` and ``sample`` are ``random.Random``'s own,
    built on those draws (a number below n: k-bit draws, k the bit length of n, until one is
    below n; a shuffle: Fisher–Yates), so a shuffle of the deck engine or a roll of
    ``RandomDice`` through it is exactly the derivation ``docs/sessions/fair_shuffle.md`` states.

    ``generator`` reads the state as a value and sets it back (a refused action's draws
    taken back, contributions folded in)."""

    def __init__(self, generator: FairGenerator) -> None:
        self.generator = generator
        super().__init__()

    @property
    def generator(self) -> FairGenerator:
        return FairGenerator(self._key, self._draws)

    @generator.setter
    def generator(self, generator: FairGenerator) -> None:
        self._key = generator.key
        self._draws = generator.draws
        self._keyed = _prepared(generator.key)

    @property
    def draws(self) -> int:
        """Draws made so far: the number the next draw takes."""
        return self._draws

    def contribute(self, text: str) -> None:
        """Fold a contribution into the key, from the next draw on."""
        self.generator = self.generator.contribute(text)

    def getrandbits(self, k: int) -> int:
        value = self._keyed.bits(self._draws, k)
        self._draws += 1
        return value

    def random(self) -> float:
        return self.getrandbits(_FLOAT_BITS) / (1 << _FLOAT_BITS)

    def seed(self, *args: Any, **kwargs: Any) -> None:
        """A FairRandom is seeded by its generator only (``random.Random`` calls this)."""

    def __reduce__(self) -> tuple[Any, ...]:
        # A copy draws on from the same point, as a copy of a seeded random.Random does.
        return FairRandom, (self.generator,)

    def __repr__(self) -> str:
        return f"FairRandom(draws={self._draws})"
