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

from deskapp.core.chain import chain_links, chain_problem
from deskapp.core.decks.errors import CorruptLogError
from deskapp.core.fair import (
    ALGORITHM,
    FairGenerator,
    FairRandom,
    fingerprint,
    parse_seed,
    seed_matches,
)
from deskapp.core.i18n import translate
from deskapp.core.play.recording import RandomValue, RecordedRandom
from deskapp.core.play.session import replay_session

VERIFIED = "verified"
NOT_REVEALED = "not revealed"
NOT_VERIFIABLE = "not verifiable"
FAILED = "failed"


@dataclass(frozen=True)
class Verdict:
    """What checking a session found: one of :data:`VERIFIED`, :data:`NOT_REVEALED`,
    :data:`NOT_VERIFIABLE`, :data:`FAILED`; for a failure, the first event that does not
    follow (0: the setup) and why; for a seed revealed early, the event that revealed it
    when events after it drew values that no longer prove anything (``until``)."""

    verdict: str
    event: int | None = None
    problem: str | None = None
    until: int | None = None


class NotDerivedError(CorruptLogError):
    """A stored random value is not the seed's draw of its number."""


class _Derived(RecordedRandom):
    """Replays a log, checking each value read from it for the first time against the seed."""

    def __init__(self, seed: bytes) -> None:
        super().__init__()
        self._fair = FairRandom(FairGenerator.from_seed(seed))
        self._fresh = 0
        self._checking = True

    def replay(self, values: Iterable[RandomValue], stored: bool = False) -> None:
        values = list(values)
        if stored and self._checking:
            self._fresh += len(values)
        super().replay(values)

    def discard_pending(self) -> None:
        self._fresh = 0
        super().discard_pending()

    def contribute(self, text: str) -> None:
        if self._checking:
            self._fair.contribute(text)

    def stop(self) -> None:
        """Check no more values: the seed is revealed, what follows proves nothing."""
        self._fresh = 0
        self._checking = False

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


def check_session(driver_class: Any, setup: Any, events: Any, chain: Any = None) -> Verdict:
    """Check a stored session (its setup, its events and, from an export, its chain): the
    chain first, then the revealed seed against the setup's commitment, then every random
    value stored up to the reveal against the seed's draw of its number, while the real
    driver replays the log (which checks that the values give what the log says)."""
    fair = setup.get("fair") if isinstance(setup, dict) else None
    if not isinstance(fair, dict):
        return Verdict(NOT_VERIFIABLE)
    if fair.get("algorithm") != ALGORITHM:
        return Verdict(
            NOT_VERIFIABLE,
            problem=translate(
                "Play", "derived by '{algorithm}', which this Card Desk does not know"
            ).format(algorithm=fair.get("algorithm")),
        )
    if not isinstance(events, list):
        return Verdict(FAILED, 0, translate("Play", "the session's events must be a list"))
    if chain is not None:
        problem = chain_problem(setup, events, chain)
        if problem is not None:
            return Verdict(FAILED, _first_break(setup, events, chain), problem)
    reveal = next(
        (
            number
            for number, event in enumerate(events, start=1)
            if isinstance(event, dict) and "seed" in event
        ),
        None,
    )
    if reveal is None:
        return Verdict(NOT_REVEALED)
    seed = parse_seed(events[reveal - 1]["seed"]) if _is_seed(events[reveal - 1]["seed"]) else b""
    if not seed_matches(seed, fair.get("commitment")):  # type: ignore[arg-type]
        return Verdict(
            FAILED, reveal, translate("Play", "the revealed seed does not match its commitment")
        )
    try:  # the setup alone first: a failure there is no event's
        replay_session(driver_class, setup, [], _Derived(seed))
    except CorruptLogError as error:
        return Verdict(FAILED, 0, str(error))
    rng = _Derived(seed)
    done = [0]

    def after_each(number: int, _driver: Any) -> None:
        done[0] = number
        if number == reveal:
            rng.stop()

    try:
        replay_session(driver_class, setup, events, rng, after_each)
    except CorruptLogError as error:
        return Verdict(FAILED, done[0] + 1, str(error))
    after = any(isinstance(event, dict) and event.get("random") for event in events[reveal:])
    return Verdict(VERIFIED, until=reveal if after else None)


def _is_seed(text: Any) -> bool:
    try:
        parse_seed(text)
    except ValueError:
        return False
    return True


def _first_break(setup: Any, events: list[Any], chain: Any) -> int:
    """The first event whose link is not the exported one (0: the chain itself is bad)."""
    if not isinstance(chain, list):
        return 0
    try:
        links = chain_links(setup, events)
    except ValueError:
        return 0
    for number, (link, given) in enumerate(zip(links, chain, strict=False), start=1):
        if link != given:
            return number
    return min(len(links), len(chain)) + 1


def verdict_line(name: str, setup: Any, verdict: Verdict) -> str:
    """The verdict of one session, in one line: what ``deskapp verify`` prints and the Table
    page shows once the seed is revealed."""
    fair = setup.get("fair") if isinstance(setup, dict) else None
    committed = fair.get("commitment") if isinstance(fair, dict) else None
    shown = fingerprint(committed) if isinstance(committed, str) else ""
    if verdict.verdict == VERIFIED and verdict.until is not None:
        line = translate(
            "Verify",
            "'{name}': verified up to event {event}, where the seed (fingerprint {fingerprint}) "
            "was revealed; the random values after it are not verifiable",
        )
    elif verdict.verdict == VERIFIED:
        line = translate(
            "Verify",
            "'{name}': verified: every shuffle, draw and die follows from the revealed seed "
            "(fingerprint {fingerprint})",
        )
    elif verdict.verdict == NOT_REVEALED:
        line = translate(
            "Verify",
            "'{name}': not revealed: the seed (fingerprint {fingerprint}) is still secret",
        )
    elif verdict.verdict == NOT_VERIFIABLE:
        line = translate(
            "Verify",
            "'{name}': not verifiable: its random values come from no committed seed (a mirror "
            "table, a session stored before, or a log without its random values)",
        )
    elif verdict.event == 0:
        line = translate("Verify", "'{name}': failed in its setup: {problem}")
    else:
        line = translate("Verify", "'{name}': failed at event {event}: {problem}")
    return line.format(
        name=name,
        event=verdict.until if verdict.verdict == VERIFIED else verdict.event,
        fingerprint=shown,
        problem=verdict.problem,
    )
