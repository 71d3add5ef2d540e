"""Randomness that can be replayed exactly.

At the table the app shuffles and rolls with ``random.SystemRandom``. A
:class:`RecordedRandom` draws from it and writes down every raw value it hands
out; stored with each action, those values let a restarted app replay the
session and reach exactly the same decks, hands and dice — including the order
of every draw pile — without ever storing a predictable seed. A digital table's
session draws instead from a :class:`~deskapp.core.fair.FairRandom` whose seed is
committed to before the first value (issue 28): its g-th stored value is then its
g-th draw, so nothing drawn and not stored may advance it (:meth:`RecordedRandom.rewind`).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from random import Random

from deskapp.core.decks.errors import CorruptLogError
from deskapp.core.fair import FairGenerator, FairRandom
from deskapp.core.i18n import translate

RandomValue = int | float


class RecordedRandom(random.Random):
    """A ``random.Random`` whose values come from a source, or from a queue being replayed.

    ``Random.shuffle``, ``randint``, ``choice`` and ``sample`` all reduce to
    ``getrandbits`` and ``random``, so recording those two records everything.
    """

    def __init__(self, source: random.Random | None = None) -> None:
        self._source: random.Random = source if source is not None else random.SystemRandom()
        self._replaying: deque[RandomValue] = deque()
        self.recorded: list[RandomValue] = []
        super().__init__()

    def random(self) -> float:
        if self._replaying:
            value = self._replaying.popleft()
            if not isinstance(value, float) or not 0.0 <= value < 1.0:
                raise CorruptLogError(
                    translate("Play", "the stored random values do not fit this session's actions")
                )
            self.recorded.append(value)
            return value
        value = self._source.random()
        self.recorded.append(value)
        return value

    def getrandbits(self, k: int) -> int:
        if self._replaying:
            value = self._replaying.popleft()
            if not isinstance(value, int) or isinstance(value, bool) or value >> k:
                raise CorruptLogError(
                    translate("Play", "the stored random values do not fit this session's actions")
                )
            self.recorded.append(value)
            return value
        value = self._source.getrandbits(k)
        self.recorded.append(value)
        return value

    def take_recorded(self) -> list[RandomValue]:
        """The values handed out since the last call, for storing with an action."""
        taken, self.recorded = self.recorded, []
        return taken

    def replay(self, values: Iterable[RandomValue], stored: bool = False) -> None:
        """Hand out these values first, in order, before drawing new ones. ``stored``: they
        are read from the session's log, handed out for the first time (not an undo's or a
        redo's values again), which a check of a derived session re-derives."""
        self._replaying.extend(values)

    @property
    def pending(self) -> int:
        """Replayed values not yet used: not zero after an action means the log does not fit."""
        return len(self._replaying)

    def position(self) -> FairGenerator | None:
        """Where a derived source stands, for :meth:`rewind` (None: the operating system's
        generator, which has no position to go back to)."""
        return self._source.generator if isinstance(self._source, FairRandom) else None

    def rewind(self, position: FairGenerator | None) -> None:
        """Set a derived source back to ``position``: the values drawn since were not stored."""
        if position is not None and isinstance(self._source, FairRandom):
            self._source.generator = position

    def contribute(self, text: str) -> None:
        """Fold a player's contribution into a derived source's key (from its next draw on);
        nothing for any other source."""
        if isinstance(self._source, FairRandom):
            self._source.contribute(text)

    def draw_from(self, source: Random) -> None:
        """Draw new values from ``source`` from now on (a revealed seed's are no secret)."""
        self._source = source

    def discard_pending(self) -> None:
        self._replaying.clear()
