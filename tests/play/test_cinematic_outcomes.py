"""Cinematic outcomes read once into typed values; old events upgraded when read.

The sessions stored at 41c49b5 (tests/fixtures/cinematic_sessions_41c49b5.json) hold no
outcome: each event reads into a value with no result, whose line is what the action
alone tells. The same actions performed today read into values with their results."""

from __future__ import annotations

import json
from pathlib import Path

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


def test_old_events_are_upgraded_to_values_without_a_result() -> None:
    kinds = set()
    for session in OLD.values():
        for event in session["events"]:
            assert "outcome" not in event
            typed = read_outcome(event["action"], event.get("outcome", {}))
            if event["action"]["do"] in ("undo", "redo"):
                assert typed is None
                continue
            kinds.add(type(typed))
            if isinstance(typed, CheckTaken):
                assert typed.result is None and typed.reshuffled == ()
                assert typed.player == event["action"]["player"]
            elif isinstance(typed, HandOutcome):
                assert typed.count is None
            elif isinstance(typed, PeekOutcome):
                assert typed.pile is None and typed.position == 0
    assert kinds >= {CheckTaken, PeekOutcome}


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
    assert peek == PeekOutcome("Bára", "Ota", Power("insight"), "insight", "hand", 1)
    blessed = read_outcome(
        {"do": "bless", "player": "Ota", "name": "Luck"}, {"player": "Ota", "count": 2}
    )
    assert blessed == HandOutcome("bless", "Ota", "Luck", 2)
    assert read_outcome({"do": "curse", "player": "Ota"}, {}) == HandOutcome(
        "curse", "Ota", "", None
    )
    taken = read_outcome({"do": "take_back"}, {"player": "Ota", "card": "QD", "from": "hand"})
    assert taken == TakeBackOutcome("Ota", "QD", "hand")
    assert read_outcome({"do": "take_back"}, {}) is None
    assert read_outcome({"do": "dance"}, {}) is None
