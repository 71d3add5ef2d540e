"""The play kernel: one undo and redo history for every rule system.

A rule system's driver only moves its table forward: it performs actions and
knows nothing of undo. The kernel keeps the actions in effect, each with the
random values it used, and

- **undo** rebuilds the table without the last action in effect: from the
  nearest kept copy of the table (a checkpoint) it replays the actions after it,
  with their recorded random values, so every deck, hand and die is exactly as
  it was;
- **redo** performs the undone action again with the same random values, so a
  redone draw brings back the same cards and a redone roll the same dice.

An action that changes nothing (its result says ``in_effect=False``: a look at
a card) is performed and stored, but undo and redo pass over it. A driver refuses an
action before it changes anything; one that fails otherwise (a bug) leaves the table
as it stood before the action, which the kernel rebuilds as an undo does.

Undo and redo are actions too (``{"do": "undo"}``, ``{"do": "redo"}``): the
session stores them in its append-only log and the history shows them. So is the
reveal of a digital table's seed (``{"do": "reveal"}``, issue 28): the session stores
the seed with it; the table does not change, and undo passes over it. A player's
contribution to the generator (``{"do": "contribute", "text": "…"}``) is folded into the
random source's key for every value after it; undo passes over it too.

Checkpoints keep undo quick in a long evening: a copy of the table (a small value: the
decks, the score, the characters' state — no log of its own) is kept every
:data:`CHECKPOINT_EVERY` actions, and only the last few of them, so an undo replays at
most that many actions and memory stays bounded; an undo further back than those
replays from the start (a few hundred actions take a few milliseconds each). A session
replayed from its stored log keeps periodic checkpoints only where they can still serve
(``periodic``: near its end or before an undo), so reopening a long evening copies the table
a few times, not once every :data:`CHECKPOINT_EVERY` actions.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, NamedTuple

from deskapp.core.decks.errors import CorruptLogError
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.recording import RandomValue, RecordedRandom

UNDO = "undo"
REDO = "redo"
REVEAL = "reveal"
CONTRIBUTE = "contribute"
MAX_CONTRIBUTION = 500
"""The longest contribution a player may add to a digital table's generator (characters)."""

CHECKPOINT_EVERY = 32
CHECKPOINTS_KEPT = 4


class NothingToUndoError(UserError):
    """Undo with no action in effect."""


class NothingToRedoError(UserError):
    """Redo with nothing undone since the last action."""


class Done(NamedTuple):
    """An action in effect (or undone, waiting for redo): what it was and the values it used.
    A named tuple, not a frozen dataclass: as unchangeable, and made in a fifth of the time
    (one per action, so 2,000 in reopening a long evening)."""

    action: dict[str, Any]
    random: tuple[RandomValue, ...]
    outcome: dict[str, Any]
    """What the driver said came of it, as data (the driver's ``outcome(action, result)``)."""
    event: int = 0
    """The number (from 1) of the session event that first performed it; 0 when not stored."""


class History:
    """A driver and its one undo/redo history.

    ``build`` makes a fresh driver from the session's setup, consuming the
    setup's random values from ``rng`` (replayed first, so the opening shuffles
    are the same every time).
    """

    def __init__(
        self,
        build: Callable[[RecordedRandom], Any],
        rng: RecordedRandom,
        opening: list[RandomValue],
    ) -> None:
        self.rng = rng
        rng.take_recorded()
        rng.replay(opening, stored=True)
        self.driver = build(rng)
        if rng.pending:
            rng.discard_pending()
            raise CorruptLogError(
                translate("Play", "the session's setup did not use all its stored random values")
            )
        # The values the setup used (the given ones, or new ones for a new table).
        self._opening = rng.take_recorded()
        self.done: list[Done] = []
        self.undone: list[Done] = []
        self.last: Done | None = None
        """The last action performed (undo and redo aside), in effect or not."""
        # position in ``done`` -> a copy of the driver as it stood there
        self._checkpoints: dict[int, Any] = {0: self._copy(self.driver)}
        self.periodic = True
        """Whether a copy is kept every :data:`CHECKPOINT_EVERY` actions (a replay turns it off
        where such a copy would be dropped before any undo could use it)."""

    @property
    def opening(self) -> tuple[RandomValue, ...]:
        """The random values the setup used (its opening shuffles), stored with the session."""
        return tuple(self._opening)

    # --- moving forward -------------------------------------------------------------------

    def perform(self, action: dict[str, Any], event: int = 0) -> Any:
        """Perform an action (undo and redo included); a refused one changes nothing.

        ``event`` numbers the session event that stores it. Undo and redo return the
        :class:`Done` they took back or did again; other actions the driver's result."""
        do = action.get("do") if isinstance(action, dict) else None
        if do == UNDO:
            self._refuse_extra_fields(action)
            return self.undo()
        if do == REDO:
            self._refuse_extra_fields(action)
            return self.redo()
        if do == REVEAL:
            self._refuse_extra_fields(action)
            return None
        if do == CONTRIBUTE:
            self.rng.contribute(_contribution(action))
            return None
        self.rng.take_recorded()
        position = self.rng.position()
        try:
            result = self.driver.perform(action)
        except BaseException as error:
            # Values drawn before the refusal were never used (nor stored: a derived source
            # goes back to where it was). A driver refuses before it changes anything (each
            # system's tests check it); one that fails otherwise (a bug) may have changed the
            # table half-way, which is rebuilt as it stood before the action.
            self.rng.take_recorded()
            self.rng.rewind(position)
            if isinstance(error, Exception) and not isinstance(error, UserError):
                self.rng.discard_pending()
                self._rebuild(len(self.done))
            raise
        outcome = self._outcome(action, result)
        self.last = Done(action, tuple(self.rng.take_recorded()), outcome, event)
        if getattr(result, "in_effect", True):
            self.done.append(self.last)
            self.undone.clear()
            self._maybe_checkpoint()
        return result

    def undo(self) -> Done:
        """Take back the last action in effect; returns it."""
        if not self.done:
            raise NothingToUndoError(translate("Play", "there is nothing to undo"))
        self._rebuild(len(self.done) - 1)
        entry = self.done.pop()
        self.undone.append(entry)
        return entry

    def redo(self) -> Done:
        """Do again the action undone last, with the same random values; returns it."""
        if not self.undone:
            raise NothingToRedoError(translate("Play", "there is nothing to redo"))
        entry = self.undone[-1]
        self.rng.take_recorded()
        self.rng.replay(entry.random)
        position = self.rng.position()
        try:
            self.driver.perform(entry.action)
        finally:
            self.rng.discard_pending()
            self.rng.take_recorded()
            self.rng.rewind(position)  # a redo stores no new value
        self.done.append(self.undone.pop())
        self._maybe_checkpoint()
        return entry

    # --- rebuilding -----------------------------------------------------------------------

    def _rebuild(self, count: int) -> None:
        """Make the driver the table after the first ``count`` actions in effect.

        A rebuild that had to replay from far back keeps a checkpoint on its way, so the
        next undo is quick again."""
        start = max(position for position in self._checkpoints if position <= count)
        if start == count and start:  # the table wanted is kept whole: it becomes the table
            driver = self._checkpoints.pop(start)
        else:
            driver = self._copy(self._checkpoints[start])
        keep_at = count - count % CHECKPOINT_EVERY
        self.rng.take_recorded()
        source = self.rng.position()
        try:
            for position, entry in enumerate(self.done[start:count], start=start):
                if position == keep_at and position > start:
                    self._checkpoints[position] = self._copy(driver)
                self.rng.replay(entry.random)
                driver.perform(entry.action)
                if self.rng.pending:
                    self.rng.discard_pending()
                    raise UserError(
                        translate(
                            "Play", "the table could not be rebuilt: an action used other dice"
                        )
                    )
        finally:
            self.rng.rewind(source)  # a rebuild stores no new value
        self.rng.take_recorded()
        self.driver = driver
        for position in [p for p in self._checkpoints if p > count]:
            del self._checkpoints[position]
        self._keep_last_checkpoints()

    def keep_checkpoint(self) -> None:
        """Keep a copy of the table as it stands: a replay does so where the stored log's next
        event undoes the action about to be performed, so that undo costs one copy, not a
        replay from the last periodic checkpoint."""
        self._checkpoints[len(self.done)] = self._copy(self.driver)
        self._keep_last_checkpoints()

    def _maybe_checkpoint(self) -> None:
        position = len(self.done)
        if position % CHECKPOINT_EVERY or not self.periodic:
            return
        self._checkpoints[position] = self._copy(self.driver)
        self._keep_last_checkpoints()

    def _keep_last_checkpoints(self) -> None:
        kept = sorted(p for p in self._checkpoints if p)[-CHECKPOINTS_KEPT:]
        self._checkpoints = {p: c for p, c in self._checkpoints.items() if p == 0 or p in kept}

    def _copy(self, driver: Any) -> Any:
        # Every copy shares the one recorded random source: it is the session's, not the table's.
        return copy.deepcopy(driver, {id(self.rng): self.rng})

    @staticmethod
    def _outcome(action: dict[str, Any], result: Any) -> dict[str, Any]:
        # An ActionResult's outcome is data for the stored event; anything else stores none.
        outcome = getattr(result, "outcome", None)
        return dict(outcome) if isinstance(outcome, dict) else {}

    @staticmethod
    def _refuse_extra_fields(action: dict[str, Any]) -> None:
        extra = sorted(set(action) - {"do"})
        if extra:
            raise UserError(
                translate("Play", "{action} takes no fields, but was given '{field}'").format(
                    action=action["do"], field=extra[0]
                )
            )


def _contribution(action: dict[str, Any]) -> str:
    """A contribution's text; UserError for anything but a field ``text`` of 1 to
    :data:`MAX_CONTRIBUTION` characters."""
    extra = sorted(set(action) - {"do", "text"})
    if extra:
        raise UserError(
            translate("Play", "{action} takes no field '{field}'").format(
                action=CONTRIBUTE, field=extra[0]
            )
        )
    text = action.get("text")
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_CONTRIBUTION:
        raise UserError(
            translate(
                "Play", "a contribution is a text of 1 to {most} characters, not {value}"
            ).format(most=MAX_CONTRIBUTION, value=f"{text!r:.40}")
        )
    return text
