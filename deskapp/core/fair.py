"""A random generator the players can check: a committed seed, their contributions, and
every random value of play derived from both (issue 28).

Before play the app draws a secret **seed** (:func:`new_seed`) and shows its
**commitment** (:func:`commitment`, SHA-256 of the seed) as a short **fingerprint**
(:func:`fingerprint`) that a person can read aloud and write down. Players may then fold
**contributions** into the generator's key (:meth:`FairGenerator.contribute`): phrases, or
the faces of real dice, typed as ``3 5 6 1``. Every random value of play is a numbered
**draw** of that key (HMAC-SHA256 of the draw's number: counter mode), so when the seed is
revealed anyone can re-derive every shuffle and die from the seed and the contributions,
and check that the app did not choose them (:func:`verify`). ``docs/sessions/fair_shuffle.md``
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
from collections.abc import Iterable
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


# --- contributions --------------------------------------------------------------------------


def contribution_bytes(text: str) -> bytes:
    """What a contribution folds into the key: its text in Unicode NFC, as UTF-8 (so ``é``
    typed on a phone and on the laptop is the same contribution)."""
    return unicodedata.normalize("NFC", text).encode("utf-8")


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

    def below(self, number: int, n: int) -> tuple[int, int]:
        """A whole number in 0 … n−1 from draws ``number``, ``number`` + 1 …: k-bit draws, k the
        bit length of n, until one is below n (no modulo bias). Returns it and the next draw."""
        if n < 1:
            raise ValueError(f"cannot draw below {n}")
        k = n.bit_length()
        value = self.bits(number, k)
        number += 1
        while value >= n:
            value = self.bits(number, k)
            number += 1
        return value, number


@dataclass(frozen=True)
class FairGenerator:
    """The generator as a value: the key (the seed with every contribution so far folded in)
    and ``draws``, the number of the next draw. Each operation returns what it drew and the
    generator after it; nothing changes in place."""

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
    def from_seed(cls, seed: bytes, contributions: Iterable[str] = ()) -> FairGenerator:
        """The generator before any draw: key₀ = HMAC(seed, ALGORITHM), then ``contributions``
        folded in, in order."""
        _check_seed(seed)
        generator = cls(hmac.digest(seed, ALGORITHM.encode("ascii"), "sha256"))
        for text in contributions:
            generator = generator.contribute(text)
        return generator

    def contribute(self, text: str) -> FairGenerator:
        """Fold a contribution into the key: HMAC(key, "contribution" ‖ NFC UTF-8 text). The
        draws go on counting: a contribution changes every draw after it, not their numbers."""
        key = hmac.digest(self.key, _CONTRIBUTION + contribution_bytes(text), "sha256")
        return FairGenerator(key, self.draws)

    def at(self, draws: int) -> FairGenerator:
        """The same key with ``draws`` draws made (a resumed session: the values it stored)."""
        return FairGenerator(self.key, draws)

    def bits(self, k: int) -> tuple[int, FairGenerator]:
        """One draw of ``k`` bits (what ``getrandbits(k)`` gives)."""
        return self._keyed.bits(self.draws, k), self.at(self.draws + 1)

    def below(self, n: int) -> tuple[int, FairGenerator]:
        """A whole number in 0 … n−1, by rejection sampling (one draw or more)."""
        value, draws = self._keyed.below(self.draws, n)
        return value, self.at(draws)

    def shuffle(self, n: int) -> tuple[list[int], FairGenerator]:
        """A shuffle of ``n`` cards (Fisher–Yates): ``order`` such that the shuffled pile,
        bottom card first, is ``[pile[i] for i in order]`` — as the deck engine arranges it."""
        if n < 0:
            raise ValueError(f"cannot shuffle {n} cards")
        order = list(range(n))
        draws = self.draws
        below = self._keyed.below
        for i in range(n - 1, 0, -1):
            j, draws = below(draws, i + 1)
            order[i], order[j] = order[j], order[i]
        return order, self.at(draws)

    def roll(self, count: int, sides: int) -> tuple[list[int], FairGenerator]:
        """``count`` dice of ``sides`` sides, each 1 + a number below ``sides``."""
        if count < 0:
            raise ValueError(f"cannot roll {count} dice")
        faces = []
        draws = self.draws
        for _ in range(count):
            value, draws = self._keyed.below(draws, sides)
            faces.append(value + 1)
        return faces, self.at(draws)


class FairRandom(random.Random):
    """A ``random.Random`` whose every value is the next draw of a :class:`FairGenerator`:
    ``getrandbits(k)`` is one draw of k bits, ``random()`` one draw of 53 bits over 2**53.
    Its ``shuffle``, ``randint``, ``randrange`` and ``sample`` are ``random.Random``'s own,
    built on those draws, so a shuffle of the deck engine or a roll of ``RandomDice`` through
    it is exactly :meth:`FairGenerator.shuffle` or :meth:`FairGenerator.roll`.

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


# --- verification ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Contribution:
    """A contribution folded into the key at this point of the sequence."""

    text: str


@dataclass(frozen=True)
class Shuffle:
    """A shuffle of ``size`` cards and the order it gave (see :meth:`FairGenerator.shuffle`)."""

    size: int
    order: tuple[int, ...]


@dataclass(frozen=True)
class Roll:
    """Dice of ``sides`` sides and the faces they showed (a single die is a roll of one)."""

    sides: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class Bits:
    """One raw draw of ``size`` bits and its value: what a session's events record."""

    size: int
    value: int


Step = Contribution | Shuffle | Roll | Bits


@dataclass(frozen=True)
class Verdict:
    """What :func:`verify` found: whether the seed fits its commitment, and the index (from 0)
    of the first step that does not follow from the seed and the contributions before it."""

    seed_matches: bool
    failed: int | None = None

    @property
    def verified(self) -> bool:
        return self.seed_matches and self.failed is None


def verify(seed: bytes, committed: str, steps: Iterable[Step]) -> Verdict:
    """Check a revealed seed against its commitment, then re-derive each step in order from
    the first draw — a contribution is folded into the key; a shuffle, roll or raw draw must
    give exactly what it recorded — and name the first step that does not follow."""
    if not isinstance(seed, bytes) or not seed_matches(seed, committed):
        return Verdict(seed_matches=False)
    generator = FairGenerator.from_seed(seed)
    for index, step in enumerate(steps):
        try:
            generator, follows = _check_step(generator, step)
        except (ValueError, TypeError):  # a step no draw can give (a shuffle of −1 …)
            follows = False
        if not follows:
            return Verdict(seed_matches=True, failed=index)
    return Verdict(seed_matches=True)


def _check_step(generator: FairGenerator, step: Step) -> tuple[FairGenerator, bool]:
    if isinstance(step, Contribution):
        return generator.contribute(step.text), True
    if isinstance(step, Shuffle):
        order, generator = generator.shuffle(step.size)
        return generator, tuple(order) == tuple(step.order)
    if isinstance(step, Roll):
        faces, generator = generator.roll(len(step.faces), step.sides)
        return generator, tuple(faces) == tuple(step.faces)
    if isinstance(step, Bits):
        value, generator = generator.bits(step.size)
        return generator, value == step.value and type(step.value) is int
    raise TypeError(f"not a step: {step!r}")
