"""The history in words: one line per stored event, in a language, without Qt.

Each system writes the line of its own actions from the stored action and outcome
(its ``describe`` module, named by ``SystemSpec.describe``); what every system shares is
here: an undo or a redo names the line of the event it took back or did again, and an
event stored by an older Card Desk (a ``"text"``, no ``outcome``) is its stored English
line. The Table page's history, Edit → Undo and Redo, the table view (F11) and
``deskapp replay --text`` all write their lines here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.fair import commitment, fingerprint, parse_seed
from deskapp.core.i18n import speaking, translate
from deskapp.core.play.kernel import CONTRIBUTE, REDO, REVEAL, UNDO
from deskapp.core.systems import SystemSpec

Event = Mapping[str, Any]


def describe_event(
    spec: SystemSpec,
    event: Event,
    events: Sequence[Event],
    table: Mapping[str, Any],
    language: str | None = None,
) -> str:
    """The history line of ``event`` (one of ``events``, the session's, from the first),
    in ``language`` (None: the app's). ``table`` is the session's setup table."""
    with speaking(language):
        line = _event_line(spec, event, events, table)
        by = event.get("by")
        if not isinstance(by, str):
            return line
        return translate("SessionScreen", "{line} (from {player}'s phone)").format(
            player=by, line=line
        )


def _event_line(
    spec: SystemSpec, event: Event, events: Sequence[Event], table: Mapping[str, Any]
) -> str:
    """The line of ``event`` without who did it, in the current language."""
    if "text" in event:
        return str(event["text"])
    do = _action(event).get("do")
    if do == REVEAL:
        return translate(
            "SessionScreen", "The seed of fingerprint {fingerprint} is revealed: {seed}"
        ).format(fingerprint=fingerprint(commitment(parse_seed(event["seed"]))), seed=event["seed"])
    if do == CONTRIBUTE:
        return translate(
            "SessionScreen", "“{text}” is added to the shuffle: every value after it changes"
        ).format(text=_action(event).get("text", ""))
    if do not in (UNDO, REDO):
        return _described(spec, event, table)
    number = event.get("undid" if do == UNDO else "redid", 0)
    taken = events[number - 1] if isinstance(number, int) and 0 < number <= len(events) else None
    what = action_line(spec, taken, table) if taken is not None else ""
    if do == UNDO:
        return translate("SessionScreen", "Undo: {what}").format(what=what)
    return translate("SessionScreen", "Redo: {what}").format(what=what)


def action_line(
    spec: SystemSpec, event: Event | None, table: Mapping[str, Any], language: str | None = None
) -> str | None:
    """What an action was, as Edit → Undo names it: its line from its data, or the line an
    older Card Desk stored; None for no event."""
    if event is None:
        return None
    with speaking(language):
        if "outcome" not in event and "text" in event:
            return str(event["text"])
        return _described(spec, event, table)


def _described(spec: SystemSpec, event: Event, table: Mapping[str, Any]) -> str:
    """The system's line of an action (an undo or redo's own line: its name)."""
    if spec.describe is None or _action(event).get("do") in (UNDO, REDO, REVEAL, CONTRIBUTE):
        return str(_action(event).get("do", ""))
    describe = spec.load(spec.describe)
    return str(describe(_action(event), event.get("outcome") or {}, table))


def _action(event: Event) -> Mapping[str, Any]:
    action = event.get("action")
    return action if isinstance(action, Mapping) else {}
