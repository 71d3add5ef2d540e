"""A play session: one rule system's table, driven by actions stored as they happen.

Each action (a test, a draw, a rest, an undo …) is a small JSON object that a
system's :class:`Driver` performs, through the play kernel's one undo history
(:class:`~deskapp.core.play.kernel.History`). The session performs it with a
:class:`RecordedRandom` and stores it in the campaign file before returning —
the action, the random values it used and what came of it, as data — so killing
the app at any moment loses nothing: resuming replays the stored actions with
their values and reaches exactly the same table. An undo or redo is stored with
the number of the event it took back or did again.

A digital table (not a mirror of real cards and dice) draws its random values from a
secret seed (:mod:`deskapp.core.fair`, issue 28): the seed is stored apart from the setup,
which holds its commitment and the derivation's name, before the first value is drawn, and
value number g the session stores is always the seed's draw number g — a refused action,
an undo or a redo draws nothing that counts, and a resumed session goes on from the draw
after its last stored value. The GM reveals the seed (``{"do": "reveal"}``, stored with
it) when the session ends, or earlier; until then players may add contributions
(``{"do": "contribute", "text": …}``), folded into the seed's key from the next value on: from then on the table draws from the system's
generator, as the seed's draws would be known to all, and what follows is not verifiable.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self

from deskapp.core.decks.errors import CorruptLogError
from deskapp.core.errors import UserError
from deskapp.core.fair import (
    ALGORITHM,
    FairGenerator,
    FairRandom,
    commitment,
    new_seed,
    parse_seed,
    seed_text,
)
from deskapp.core.i18n import translate
from deskapp.core.play.events import BY, check_event, check_result
from deskapp.core.play.kernel import (
    CHECKPOINT_EVERY,
    CONTRIBUTE,
    REDO,
    REVEAL,
    UNDO,
    History,
)
from deskapp.core.play.recording import RandomValue, RecordedRandom
from deskapp.core.play.setup import TableChoice

if TYPE_CHECKING:  # a replay alone does not load the database's code
    from deskapp.core.store import CampaignFile, LogCheck


class Driver(Protocol):
    """One rule system at the table: performs actions on its rules engine.

    Drivers derive from :class:`~deskapp.core.play.actions.ActionDriver`: typed
    actions, each handled into an :class:`~deskapp.core.play.actions.ActionResult`.
    Undo and redo are the kernel's."""

    SYSTEM: ClassVar[str]

    @classmethod
    def setup_from_campaign(cls, choice: TableChoice) -> dict[str, Any]:
        """The setup of a new session for the characters, GM's side, table options and mirror
        mode chosen from the campaign (:func:`~deskapp.core.play.setup.choose_table`, which has
        already refused a session without the characters the system needs)."""
        ...

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        """A fresh table from its setup (players, options …); raises UserError if the setup is bad."""
        ...

    def perform(self, action: dict[str, Any]) -> Any:
        """Do one action; a refused one raises UserError and changes nothing."""
        ...

    def state_json(self) -> dict[str, Any]:
        """Everything the table holds now, for display checks and for comparing replays."""
        ...


class SheetKeeper(Protocol):
    """A driver whose play changes the campaign's sheets (tokens, damage, exhausted aspects …)."""

    def sheet_updates(self) -> dict[str, Any]:
        """The sheets as play has left them, to write back to the campaign:
        ``{"characters": {name: the character's full JSON (name included)},
        "game_master": the GM side's JSON, or None if play does not change it}``.
        Characters not in play are left out."""
        ...


class PlaySession:
    """A table whose every action is saved in the campaign file as it happens."""

    def __init__(
        self,
        campaign: CampaignFile,
        session_id: int,
        history: History,
        events: list[dict[str, Any]],
    ) -> None:
        self.campaign = campaign
        self.session_id = session_id
        self.history = history
        self.events = events
        self.listeners: list[Callable[[dict[str, Any], Any], None]] = []
        self.log_check: LogCheck | None = None
        """What checking the stored log found when the session was reopened (None: started
        here). Actions stored since are chained as they are stored."""

    @property
    def driver(self) -> Any:
        """The table as it stands now (a new object after an undo)."""
        return self.history.driver

    @property
    def rng(self) -> RecordedRandom:
        return self.history.rng

    @classmethod
    def start(
        cls,
        campaign: CampaignFile,
        driver_class: type[Driver],
        name: str,
        setup: dict[str, Any],
        rng: RecordedRandom | None = None,
        imported: str | None = None,
    ) -> PlaySession:
        """Begin a session: the table is checked from its setup before anything is stored.
        ``imported``: brought from a file (see :meth:`CampaignFile.create_session`). Without
        ``rng``, a digital table draws from a new seed, committed to before any value."""
        if rng is None and setup.get("mirror") is not True:
            driver_class.from_setup(setup, RecordedRandom())  # a bad setup stores nothing
            seed = new_seed()
            session_id = campaign.create_session(
                driver_class.SYSTEM,
                name,
                {"table": setup, "random": [], "fair": _commitment(seed)},
                imported=imported,
                seed=seed_text(seed),
            )
            # Drawn only now: the seed's commitment is stored.
            history = _history(driver_class, setup, _derived(seed_text(seed), 0), [])
            if history.opening:
                campaign.set_session_opening(session_id, list(history.opening))
            return cls(campaign, session_id, history, [])
        history = _history(driver_class, setup, rng or RecordedRandom(), [])
        session_id = campaign.create_session(
            driver_class.SYSTEM,
            name,
            {"table": setup, "random": list(history.opening)},
            imported=imported,
        )
        return cls(campaign, session_id, history, [])

    @classmethod
    def resume(
        cls, campaign: CampaignFile, session_id: int, driver_class: type[Driver]
    ) -> PlaySession:
        """Rebuild a stored session exactly by replaying its actions with their random values."""
        log = campaign.verified_session_log(session_id)  # an edited event is named, not replayed
        seed = campaign.session_seed(session_id)
        try:
            history = replay_session(
                driver_class,
                log.setup,
                log.events,
                _source(seed, log.setup, log.events),
                sealed=log.sealed_here,
            )
        except (KeyError, TypeError) as error:
            name = next((s.name for s in campaign.sessions() if s.id == session_id), session_id)
            raise CorruptLogError(
                translate("Play", "play session '{name}' is damaged ({error})").format(
                    name=name, error=error
                )
            ) from None
        if seed is not None and history.opening and not log.setup.get("random"):
            # Stopped between storing the session and its opening: drawn now, from the
            # committed seed's first draws, as they would have been then.
            campaign.set_session_opening(session_id, list(history.opening))
        session = cls(campaign, session_id, history, log.events)
        session.log_check = log.check
        return session

    def perform(self, action: dict[str, Any], by: str | None = None) -> Any:
        """Do an action and store it before returning; a refused action stores nothing.
        ``by``: the player who did it from their phone, stored as the event's ``"by"``
        (None: the GM, at the desk)."""
        do = action.get("do") if isinstance(action, dict) else None
        seed = self._unrevealed_seed(do) if do in (REVEAL, CONTRIBUTE) else None
        result = self.history.perform(action, len(self.events) + 1)
        event: dict[str, Any] = {"action": action, "random": [], "at": time.time()}
        if do == REVEAL:
            event["seed"] = seed
        elif do == CONTRIBUTE:
            pass  # folded into the source's key: nothing drawn, nothing at the table
        elif do == UNDO:
            event["undid"] = result.event
        elif do == REDO:
            event["redid"] = result.event
        else:
            done = self.history.last
            assert done is not None
            event["random"] = list(done.random)
            event["outcome"] = done.outcome
        if by is not None:
            event[BY] = by
        try:
            self.campaign.append_session_event(self.session_id, event)
        except UserError:
            # Not stored (a full disk …): the table goes back to what the campaign holds, so
            # what it shows is what is saved, and the caller shows the message.
            setup = self.campaign.session_setup(self.session_id)
            self.history = replay_session(
                type(self.driver),
                setup,
                self.events,
                _source(self.campaign.session_seed(self.session_id), setup, self.events),
            )
            raise
        self.events.append(event)
        if do == REVEAL:
            self.rng.draw_from(random.SystemRandom())
        for listener in self.listeners:
            listener(action, result)
        return result

    def seed_commitment(self) -> str | None:
        """The commitment to this session's seed that its setup stored before the first card
        (SHA-256, hex); None: it has no seed (a mirror table, or a session from before seeds)."""
        fair = self.campaign.session_setup(self.session_id).get("fair")
        committed = fair.get("commitment") if isinstance(fair, dict) else None
        return committed if isinstance(committed, str) else None

    @property
    def seed_revealed(self) -> bool:
        """Whether the session's events reveal its seed."""
        return _revealed(self.events)

    def _unrevealed_seed(self, do: str) -> str:
        """The seed a reveal stores or a contribution changes; UserError for a session with
        none, or whose seed is revealed already."""
        seed = self.campaign.session_seed(self.session_id)
        if seed is None:
            raise UserError(
                translate("Play", "this session has no seed to reveal: it is not a digital table")
                if do == REVEAL
                else translate(
                    "Play", "a contribution changes a digital table's shuffles: this one has none"
                )
            )
        if _revealed(self.events):
            raise UserError(translate("Play", "this session's seed is revealed already"))
        return seed

    # --- what undo and redo would do --------------------------------------------------------

    def undo_event(self) -> dict[str, Any] | None:
        """The stored event whose action undo would take back now (None: nothing to undo)."""
        if not self.history.done:
            return None
        return self.events[self.history.done[-1].event - 1]

    def redo_event(self) -> dict[str, Any] | None:
        """The stored event whose action redo would do again now (None: nothing to redo)."""
        if not self.history.undone:
            return None
        return self.events[self.history.undone[-1].event - 1]


def replay_session(
    driver_class: type[Driver],
    setup: object,
    events: object,
    rng: RecordedRandom | None = None,
    after_each: Callable[[int, Any], None] | None = None,
    sealed: bool = False,
) -> History:
    """Play a stored session back: its setup (``{"table", "random"}``), then each event's
    action with the random values stored with it. ``after_each(number, driver)`` sees the
    table after each event. An event that does not replay (the rules refuse it, a card is
    not where the log says, its random values do not fit, a field is not as Card Desk writes
    it, its outcome is not what the action comes to: :mod:`~deskapp.core.play.events`) is a
    CorruptLogError naming it. ``sealed``: this install's seal vouches that Card Desk wrote
    the log (:func:`~deskapp.core.play.events.check_result`)."""
    rng = rng or RecordedRandom()
    if not isinstance(setup, dict) or not isinstance(setup.get("table"), dict):
        raise CorruptLogError(
            translate("Play", "the session's setup must be an object with a 'table' object")
        )
    if not isinstance(events, list):
        raise CorruptLogError(translate("Play", "the session's events must be a list"))
    opening = _random_values(setup.get("random", []), 0)
    history = _history(driver_class, setup["table"], rng, opening)
    undoes = [_undoes(event) for event in events]
    undo_ahead = _undo_ahead(undoes)
    legacy = getattr(driver_class, "legacy_actions", None)
    # A replay makes many small values and no cycles to collect: the cyclic collector's
    # passes over the whole heap on the way cost a fifth of reopening a long evening.
    collecting = gc.isenabled()
    gc.disable()
    try:
        for number, event in enumerate(events, start=1):
            check_event(event, number)
            if number < len(events) and undoes[number]:
                history.keep_checkpoint()  # the next event takes this one back
            history.periodic = undo_ahead[number - 1]
            values = _random_values(event.get("random", []), number)
            result = None
            actions = (
                [event["action"]]
                if legacy is None or "text" not in event
                else _kernel_actions(legacy, event, history)
            )
            for index, action in enumerate(actions):
                # The event's values are its first's.
                rng.replay(values if index == 0 else [], stored=True)
                try:
                    result = history.perform(action, number)
                except UserError as error:
                    raise CorruptLogError(
                        translate(
                            "Play", "stored action {number} no longer replays: {error}"
                        ).format(number=number, error=error)
                    ) from None
                _check_all_used(rng, number)
                rng.take_recorded()
            check_result(event, number, result, history, sealed)
            if after_each is not None:
                after_each(number, history.driver)
    finally:
        if collecting:
            gc.enable()
        history.periodic = True
        rng.discard_pending()
    return history


def _commitment(seed: bytes) -> dict[str, str]:
    """What a session's setup says of its seed before it is revealed."""
    return {"algorithm": ALGORITHM, "commitment": commitment(seed)}


def _derived(seed: str, stored: int) -> RecordedRandom:
    """A random source drawing from ``seed`` after its first ``stored`` draws."""
    return RecordedRandom(FairRandom(FairGenerator.from_seed(parse_seed(seed)).at(stored)))


def _source(seed: str | None, setup: Any, events: list[Any]) -> RecordedRandom:
    """Where a stored session goes on drawing: from its seed at the draw after the values it
    stored (the setup's, then each event's), or, without a seed or once it is revealed, from
    the system's generator. Replaying the events folds their contributions in."""
    if seed is None or _revealed(events):
        return RecordedRandom()
    logs = [setup, *events]
    stored = sum(
        len(log["random"])
        for log in logs
        if isinstance(log, dict) and isinstance(log.get("random"), list)
    )
    return _derived(seed, stored)


def _revealed(events: list[Any]) -> bool:
    """Whether a session's events reveal its seed."""
    return any(isinstance(event, dict) and "seed" in event for event in events)


def _undoes(event: Any) -> bool:
    action = event.get("action") if isinstance(event, dict) else None
    return isinstance(action, dict) and action.get("do") == UNDO


_CHECKPOINTS_SPAN = 2 * CHECKPOINT_EVERY
"""How many events ahead a replay keeps its periodic checkpoints: the last one or two before an
undo (or before the log's end) keep that undo and a run of undos after it to a bounded replay;
an undo further back replays from the setup once and keeps a checkpoint on its way, as in
play. Keeping the kernel's last few there instead cost a long evening's opening four copies
of the table."""


def _undo_ahead(events: list[Any]) -> list[bool]:
    """For each event, whether a periodic checkpoint kept while replaying it may serve an undo:
    one of the next :data:`_CHECKPOINTS_SPAN` events undoes, or the log ends within them (the
    undo would be the player's, after reopening). An undo further back than the kept
    checkpoints replays from an older one, as in play."""
    ahead = [False] * len(events)
    next_undo = len(events) + 1  # the end of the log counts as an undo to come
    for index in range(len(events) - 1, -1, -1):
        ahead[index] = next_undo - index <= _CHECKPOINTS_SPAN
        if _undoes(events[index]):
            next_undo = index
    return ahead


def _history(
    driver_class: type[Driver], setup: dict[str, Any], rng: RecordedRandom, opening: list[Any]
) -> History:
    """The kernel's history over a fresh table from this setup."""
    return History(lambda random: driver_class.from_setup(setup, random), rng, opening)


def _kernel_actions(
    legacy: Callable[..., Any], event: dict[str, Any], history: History
) -> list[dict[str, Any]]:
    """The kernel actions an event stored before the play kernel (it carries ``"text"``)
    stands for: it may mean more by its undo or redo than the kernel's one step, and the
    driver's ``legacy`` actions say what."""
    done = [entry.action for entry in history.done]
    undone = [entry.action for entry in history.undone]
    return list(legacy(event["action"], done, undone))


def _stored_where(number: int) -> str:
    """Which stored part a problem is in: the setup (0) or an action, by its number. Worded
    only when there is a problem: a replay checks every event."""
    if number == 0:
        return translate("Play", "the session's setup")
    return translate("Play", "stored action {number}").format(number=number)


def _random_values(values: Any, number: int) -> list[RandomValue]:
    if not isinstance(values, list) or not all(
        isinstance(value, int | float) and not isinstance(value, bool) for value in values
    ):
        raise CorruptLogError(
            translate("Play", "{what}: its stored random values must be a list of numbers").format(
                what=_stored_where(number)
            )
        )
    return values


def _check_all_used(rng: RecordedRandom, number: int) -> None:
    if rng.pending:
        rng.discard_pending()
        raise CorruptLogError(
            translate(
                "Play", "{what} did not use all its stored random values: the log does not fit"
            ).format(what=_stored_where(number))
        )
