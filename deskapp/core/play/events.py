"""What a stored play event may hold: the one check of every event read back.

A session's events come back from the campaign file (resuming a session), from an export
(``deskapp import``) and from a file being replayed (``deskapp replay``); all three replay
them through :func:`~deskapp.core.play.session.replay_session`, which checks each event
here — before its action is performed (:func:`check_event`: its fields, their types, its
time) and after (:func:`check_result`: what it says came of the action is what the action
comes to, replayed with its random values). So an event is kept, shown and exported only as
Card Desk itself writes it (see ``docs/sessions.md``), whoever wrote it.
"""

from __future__ import annotations

from typing import Any

from deskapp.core.chain import same_stored
from deskapp.core.decks.errors import CorruptLogError
from deskapp.core.fair import parse_seed
from deskapp.core.i18n import translate
from deskapp.core.play.kernel import CONTRIBUTE, REDO, REVEAL, UNDO, Done, History
from deskapp.core.records import event_time

MAX_LEGACY_TEXT = 1_000
"""The longest history line an event stored before the play kernel holds (``"text"``: they
were one line each, under 200 characters)."""
MAX_BY = 200
"""The longest name an event's ``"by"`` holds (a character's name; the sheets' names are
shorter)."""
BY = "by"
"""The optional field of an event a player performed from their phone: the player's name.
Absent: the GM did it at the desk (every event stored before phones could act)."""

_FIELDS: dict[str | None, tuple[str, ...]] = {
    UNDO: ("action", "random", "at", "undid", BY),
    REDO: ("action", "random", "at", "redid", BY),
    REVEAL: ("action", "random", "at", "seed", BY),
    CONTRIBUTE: ("action", "random", "at", BY),
    None: ("action", "random", "at", "outcome", BY),
}
_LEGACY_FIELDS: tuple[str, ...] = ("action", "random", "at", "text")
"""An event stored before the play kernel: its history line instead of an outcome."""


def check_event(event: Any, number: int) -> None:
    """Refuse, naming the event (``number``, from 1) and the field, an event whose fields are
    not the ones Card Desk writes for its action, or whose time is no time. Its action's own
    fields are the driver's to check, its random values the replay's."""
    if not isinstance(event, dict) or not isinstance(event.get("action"), dict):
        raise CorruptLogError(
            translate("Play", "stored action {number} is not an object with an 'action'").format(
                number=number
            )
        )
    if "text" in event:
        fields = _LEGACY_FIELDS
        text = event["text"]
        if not isinstance(text, str) or len(text) > MAX_LEGACY_TEXT:
            raise _refused(
                number,
                translate("Play", "field 'text' must be one line of text, not {value}"),
                text,
            )
    else:
        do = event["action"].get("do")
        # (``in`` a tuple, not a dict look-up: a file's "do" may be a list, which has no hash)
        fields = _FIELDS[do if do in (UNDO, REDO, REVEAL, CONTRIBUTE) else None]
        by = event.get(BY, "")
        if BY in event and (not isinstance(by, str) or not by.strip() or len(by) > MAX_BY):
            raise _refused(
                number,
                translate("Play", "field 'by' must be a player's name, not {value}"),
                by,
            )
        if do == REVEAL:
            try:
                parse_seed(event.get("seed"))  # type: ignore[arg-type]
            except ValueError:
                raise _refused(
                    number,
                    translate("Play", "field 'seed' must be 64 hex digits, not {value}"),
                    event.get("seed"),
                ) from None
    for field in event:
        if field not in fields:
            raise _refused(
                number,
                translate(
                    "Play", "unknown field '{field}' (an event of this action holds {known})"
                ),
                field=field,
                known=", ".join(fields),
            )
    if event_time(event.get("at")) is None:
        raise _refused(
            number,
            translate(
                "Play",
                "field 'at' must be when it happened, in seconds since 1970 (up to the year "
                "9999), not {value}",
            ),
            event.get("at"),
        )


def check_result(
    event: dict[str, Any], number: int, result: Any, history: History, sealed: bool = False
) -> None:
    """Refuse an event (checked by :func:`check_event`, its action just replayed into
    ``history``, which gave ``result``) whose stored outcome, or the event its undo or redo
    names, is not what replaying it gives. ``sealed``: this install's seal vouches that Card
    Desk wrote the outcome, with the types of its values (``true``, ``1`` and ``1.0`` are
    equal to Python's ``==``, not to :func:`same_stored`), so an outcome equal to the replayed
    one is the same; the types of any other are compared too, at four times the cost."""
    if "text" in event:
        return  # stored before the play kernel: its line is shown as it is
    do = event["action"].get("do")
    if do in (REVEAL, CONTRIBUTE):
        return  # the table is as it was; whether the values follow is deskapp verify's to say
    if do in (UNDO, REDO):
        field = "undid" if do == UNDO else "redid"
        expected = result.event if isinstance(result, Done) else None
        if not same_stored(event.get(field), expected):
            raise _refused(
                number,
                translate("Play", "field '{field}' must be {expected}, not {value}"),
                event.get(field),
                field=field,
                expected=expected,
            )
        return
    done = history.last
    outcome = done.outcome if done is not None else {}
    if "outcome" not in event:
        raise _refused(number, translate("Play", "it has no 'outcome'"))
    if not (sealed and event["outcome"] == outcome) and not same_stored(event["outcome"], outcome):
        raise _refused(
            number,
            translate("Play", "field '{field}' is not what the action comes to when replayed"),
            field=_first_difference(event["outcome"], outcome, "outcome"),
        )


def _first_difference(stored: Any, replayed: Any, path: str) -> str:
    """Where a stored value first differs from the replayed one (for the message only)."""
    if isinstance(stored, dict) and isinstance(replayed, dict):
        for key in [*replayed, *(key for key in stored if key not in replayed)]:
            if key not in stored or key not in replayed:
                return f"{path}.{key}"
            if not same_stored(stored[key], replayed[key]):
                return _first_difference(stored[key], replayed[key], f"{path}.{key}")
    elif (
        isinstance(stored, list)
        and isinstance(replayed, list | tuple)
        and len(stored) == len(replayed)
    ):
        for index, (item, again) in enumerate(zip(stored, replayed, strict=False)):
            if not same_stored(item, again):
                return _first_difference(item, again, f"{path}[{index}]")
    return path


def _refused(number: int, problem: str, value: Any = None, **fields: Any) -> CorruptLogError:
    return CorruptLogError(
        translate("Play", "stored action {number}: {problem}").format(
            number=number, problem=problem.format(value=f"{value!r:.40}", **fields)
        )
    )
