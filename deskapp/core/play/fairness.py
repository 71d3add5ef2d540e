"""Checking a digital table's session against its seed (issue 28; ``deskapp verify``).

A session whose setup carries ``"fair"`` (the derivation's name and the seed's commitment,
see :mod:`deskapp.core.fair`) drew value number g of its log as the seed's draw number g.
:func:`check_session` replays the log through the real rule-system driver with a
:class:`_Derived` source: each value read from the log for the first time (the setup's,
then each event's — not an undo's rebuild nor a redo, which use stored values again) must
be the seed's next draw of the same size, and the replay itself checks that those values
give the cards and dice the log says.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from deskapp.core.fair import FairGenerator, FairRandom, seed_matches
from deskapp.core.i18n import translate
from deskapp.core.play.recording import RandomValue, RecordedRandom
from deskapp.core.play.session import replay_session
from deskapp.core.table.errors import CorruptLogError

VERIFIED = "verified"
NOT_REVEALED = "not revealed"
NOT_VERIFIABLE = "not verifiable"
FAILED = "failed"


@dataclass(frozen=True)
class Verdict:
    """What checking a session found: one of :data:`VERIFIED`, :data:`NOT_REVEALED`,
    :data:`NOT_VERIFIABLE`, :data:`FAILED`; for a failure, the first event that does not
    follow (0: the setup) and why."""

    verdict: str
    event: int | None = None
    problem: str | None = None


class NotDerivedError(CorruptLogError):
    """A stored random value is not the seed's draw of its number."""


class _Derived(RecordedRandom):
    """Replays a log, checking each value read from it for the first time against the seed."""

    def __init__(self, seed: bytes) -> None:
        super().__init__()
        self._fair = FairRandom(FairGenerator.from_seed(seed))
        self._fresh = 0

    def replay(self, values: Iterable[RandomValue], stored: bool = False) -> None:
        values = list(values)
        if stored:
            self._fresh += len(values)
        super().replay(values)

    def discard_pending(self) -> None:
        self._fresh = 0
        super().discard_pending()

    def getrandbits(self, k: int) -> int:
        fresh = self._fresh > 0 and bool(self._replaying)
        value = super().getrandbits(k)
        if fresh:
            self._fresh -= 1
            self._follows(value == self._fair.getrandbits(k))
        return value

    def random(self) -> float:
        fresh = self._fresh > 0 and bool(self._replaying)
        value = super().random()
        if fresh:
            self._fresh -= 1
            self._follows(value == self._fair.random())
        return value

    def _follows(self, follows: bool) -> None:
        if not follows:
            raise NotDerivedError(
                translate(
                    "Play",
                    "random value {number} does not follow from the seed",
                ).format(number=self._fair.draws - 1)
            )


def check_session(driver_class: Any, setup: Any, events: Any, seed: bytes | None) -> Verdict:
    """Whether a stored session's random values all follow from ``seed`` (None: not revealed).
    The log's own consistency (its hash chain) is the caller's to check first."""
    fair = setup.get("fair") if isinstance(setup, dict) else None
    if not isinstance(fair, dict):
        return Verdict(NOT_VERIFIABLE)
    if seed is None:
        return Verdict(NOT_REVEALED)
    if not seed_matches(seed, fair.get("commitment")):  # type: ignore[arg-type]
        return Verdict(
            FAILED, 0, translate("Play", "the revealed seed does not match its commitment")
        )
    try:  # the setup alone first: a failure there is no event's
        replay_session(driver_class, setup, [], _Derived(seed))
    except CorruptLogError as error:
        return Verdict(FAILED, 0, str(error))
    done = [0]

    def after_each(number: int, _driver: Any) -> None:
        done[0] = number

    try:
        replay_session(driver_class, setup, events, _Derived(seed), after_each)
    except CorruptLogError as error:
        return Verdict(FAILED, done[0] + 1, str(error))
    return Verdict(VERIFIED)
