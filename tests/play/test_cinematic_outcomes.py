"""Cinematic history lines written from the stored action and outcome as data.

The sessions stored at 41c49b5 (tests/fixtures/cinematic_sessions_41c49b5.json) hold no
outcome but their history line: that line is shown as stored, never written here. The same
actions performed today are written from their stored results."""

from __future__ import annotations

import json
from pathlib import Path

from deskapp.core import systems
from deskapp.core.i18n import speaking
from deskapp.core.play.describe import describe_event
from deskapp.systems.cinematic import describe

OLD = json.loads(
    (Path(__file__).parent.parent / "fixtures" / "cinematic_sessions_41c49b5.json").read_text(
        encoding="utf-8"
    )
)
CAPTURED = json.loads((Path(__file__).parent / "history_lines.json").read_text(encoding="utf-8"))


def test_old_events_are_shown_by_their_stored_line_never_written_here(monkeypatch) -> None:
    def unwritten(*_: object) -> None:
        raise AssertionError("an event without an outcome written by the describer")

    monkeypatch.setattr(describe, "describe", unwritten)
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


def test_the_same_actions_performed_today_are_written_with_their_results() -> None:
    spec = systems.spec("cinematic")
    kinds = set()
    for key in ("cinematic_sessions_41c49b5/1/again", "cinematic_sessions_41c49b5/2/again"):
        session = CAPTURED[key]
        events, table = session["events"], session["setup"]["table"]
        for event in events:
            if "outcome" not in event:
                continue
            line = describe_event(spec, event, events, table, "en")
            do, outcome = event["action"]["do"], event["outcome"]
            kinds.add(do)
            if do == "test":
                assert f"total {outcome['total']}:" in line.replace("−", "-"), line
                assert ("(card from the hand)" in line) == (outcome["first_source"] == "hand")
            elif do == "peek":
                assert line.endswith("hand") == (outcome["pile"] == "hand"), line
    assert kinds >= {"test", "peek"}


def _line(action: dict[str, object], outcome: dict[str, object]) -> str:
    with speaking("en"):
        return describe.describe(action, outcome, {})


def test_each_kind_from_its_stored_shape() -> None:
    peek = {"viewer": "Bára", "target": "Ota", "power": "insight", "pile": "hand", "position": 1}
    assert _line({"do": "peek"}, peek) == "Bára used Insight and looked at card 2 of Ota's hand"
    assert (
        _line({"do": "bless", "player": "Ota", "name": "Luck"}, {"player": "Ota", "count": 2})
        == "Ota blessed by Luck: +2 cards until the hand is exhausted"
    )
    assert (
        _line({"do": "curse", "player": "Ota"}, {"player": "Ota", "count": 0})
        == "Ota cursed: −0 cards until the hand is exhausted"
    )
    assert (
        _line({"do": "take_back"}, {"player": "Ota", "card": "QD", "from": "hand"})
        == "Correction: Ota's Q♦ taken from the hand back onto the draw pile"
    )
    assert _line({"do": "dance"}, {}) == "dance"


def test_a_test_names_its_working_again_or_its_cards_as_they_came() -> None:
    action = {"do": "test", "player": "Ota", "attribute": 3, "skill": 2, "difficulty": 9}
    played = {"player": "Ota", "cards": ["QH", "4C"], "chance": 14, "total": 19}
    assert "Q♥ + 4♣ = 14" in _line(action, {**played, "outcome": "success"})
    damaged = {**played, "cards": ["ZZ", "4C"], "outcome": "success"}
    assert " — ZZ 4C = 14 → total 19: " in _line(action, damaged)


def test_the_decks_reshuffled_follow_the_line_but_never_a_show() -> None:
    reshuffled = {"player": "Ota", "count": 6, "reshuffled": ["Ota", "Bára"]}
    assert _line({"do": "refill"}, reshuffled).endswith(" — decks reshuffled: Ota, Bára")
    shown = {"player": "Ota", "to": "Bára", "reshuffled": ["Ota"]}
    assert _line({"do": "show_card"}, shown) == "Ota showed a card to Bára"
