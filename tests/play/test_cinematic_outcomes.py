"""Cinematic outcomes read once into typed values.

The sessions stored at 41c49b5 (tests/fixtures/cinematic_sessions_41c49b5.json) hold no
outcome but their history line: that line is shown as stored, never read here. The same
actions performed today read into values with their results."""

from __future__ import annotations

import json
from pathlib import Path

from deskapp.core import systems
from deskapp.core.play.describe import describe_event
from deskapp.systems.cinematic import describe
from deskapp.systems.cinematic.outcomes import (
    CheckTaken,
    HandOutcome,
    PeekOutcome,
    TakeBackOutcome,
    read_outcome,
)
from deskapp.systems.cinematic.powers import Power

OLD = json.loads(
    (Path(__file__).parent.parent / "fixtures" / "cinematic_sessions_41c49b5.json").read_text(
        encoding="utf-8"
    )
)
CAPTURED = json.loads((Path(__file__).parent / "history_lines.json").read_text(encoding="utf-8"))


def test_old_events_are_shown_by_their_stored_line_never_read_here(monkeypatch) -> None:
    def unread(*_: object) -> None:
        raise AssertionError("an event without an outcome read as a typed value")

    monkeypatch.setattr(describe, "read_outcome", unread)
    spec = systems.spec("cinematic")
    kinds = set()
    for session in OLD.values():
        events = session["events"]
        for event in events:
            assert "outcome" not in event
            kinds.add(event["action"]["do"])
            line = describe_event(spec, event, events, session["setup"]["table"], "cs")
            assert line == event["text"]
    assert kinds >= {"test", "peek", "bless", "curse", "undo", "redo"}


def test_the_same_actions_performed_today_read_with_their_results() -> None:
    for key in ("cinematic_sessions_41c49b5/1/again", "cinematic_sessions_41c49b5/2/again"):
        for event in CAPTURED[key]["events"]:
            if "outcome" not in event:
                continue
            typed = read_outcome(event["action"], event["outcome"])
            if isinstance(typed, CheckTaken):
                assert typed.result is not None
                assert list(typed.result.cards) == event["outcome"]["cards"]
                assert typed.from_hand == (event["outcome"]["first_source"] == "hand")
            elif isinstance(typed, PeekOutcome):
                assert typed.pile == event["outcome"]["pile"]


def test_each_kind_from_its_stored_shape() -> None:
    peek = read_outcome(
        {"do": "peek", "power": "insight", "viewer": "Bára", "target": "Ota"},
        {"viewer": "Bára", "target": "Ota", "power": "insight", "pile": "hand", "position": 1},
    )
    assert peek == PeekOutcome("Bára", "Ota", Power("insight"), "hand", 1)
    blessed = read_outcome(
        {"do": "bless", "player": "Ota", "name": "Luck"}, {"player": "Ota", "count": 2}
    )
    assert blessed == HandOutcome("bless", "Ota", "Luck", 2)
    cursed = read_outcome({"do": "curse", "player": "Ota"}, {"player": "Ota", "count": 0})
    assert cursed == HandOutcome("curse", "Ota", "", 0)
    taken = read_outcome({"do": "take_back"}, {"player": "Ota", "card": "QD", "from": "hand"})
    assert taken == TakeBackOutcome("Ota", "QD", "hand")
    assert read_outcome({"do": "dance"}, {}) is None
