"""Issue 14 item 7: a long Agents mission log and one with many names cost linear work.

No timings here (those are in bench/mission_bench.py): the tests pin down what made the
work quadratic — a trial fold that copied every export and every relationship card.
"""

from __future__ import annotations

import copy
import json

import pytest

from deskapp import cli
from deskapp.core.cards import parse_card
from deskapp.systems.agents.mission import Mission, MissionLogError
from deskapp.systems.agents.mission_events import MAX_AGENTS


def long_log(events: int) -> dict:
    return {
        "system": "agents",
        "agents": ["Anna", "Bára"],
        "events": [
            {"type": "fresh_deck"}
            if i % 20 == 0
            else {
                "type": "test",
                "agent": "Anna",
                "cards": [f"{2 + i % 20 % 9}{'SHDC'[i // 9 % 4]}"],
            }
            for i in range(events)
        ],
    }


def test_a_trial_fold_shares_the_exports_and_the_cards() -> None:
    """A-21: the state copied for each event no longer grows with the events before it."""
    mission = Mission.from_log(long_log(200))
    state = mission._state
    trial = copy.deepcopy(state)
    assert trial.exports is state.exports  # shared: each fold writes only its own index
    assert trial.relations == state.relations and trial.relations is not state.relations
    assert trial.relations["Anna"] is not state.relations["Anna"]
    assert all(a is b for a, b in zip(trial.piles["success"], state.piles["success"], strict=True))
    # The copy is independent where a fold writes: the track and the piles.
    trial.track.add("success")
    trial.piles["success"].append(parse_card("AS"))
    assert trial.track.successes == state.track.successes + 1
    assert len(trial.piles["success"]) == len(state.piles["success"]) + 1


def test_a_long_log_replays_and_exports_the_same_events() -> None:
    """A refused trial leaves no trace in the export: to_log reads committed events only."""
    data = long_log(600)
    mission = Mission.from_log(data)
    before = mission.to_log()
    # A test with more exhausted aspects than described: drawn, folded on a copy, refused.
    refused = {"type": "test", "agent": "Anna", "cards": ["AH"], "exhaust": 1}
    with pytest.raises(MissionLogError):
        mission.play(refused, 601)
    assert mission.to_log() == before
    assert Mission.from_log(mission.to_log()).to_log() == mission.to_log()
    assert len(mission.to_log()["events"]) == 600


def test_a_mission_has_at_most_20_agents_and_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path
) -> None:
    """A-03: every agent holds a relationship card toward every other; 2,000 names were 4 million."""
    names = [f"Agent {i}" for i in range(2000)]
    with pytest.raises(MissionLogError, match=f"at most {MAX_AGENTS} agents, not 2,000"):
        Mission.from_log({"system": "agents", "agents": names, "events": []})
    Mission.from_log({"system": "agents", "agents": names[:MAX_AGENTS], "events": []})
    log = tmp_path / "log.json"
    log.write_text(json.dumps({"system": "agents", "agents": names, "events": []}))
    assert cli.main(["replay", str(log)]) == 2
    err = capsys.readouterr().err
    assert "at most 20 agents" in err and len(err.strip().splitlines()) == 1
