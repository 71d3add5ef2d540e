"""Issue 14 item 7: a long Agents mission log and one with many names cost linear work.

No timings here (those are in bench/mission_bench.py): the tests pin down what made the
work quadratic — a trial fold that copied every export and every relationship card —
and what made a copy of the table grow with the play: the mission kept its own events.
"""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from deskapp import cli
from deskapp.core.cards import parse_card
from deskapp.core.errors import UserError
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.mission import MissionLogError
from deskapp.systems.agents.mission_events import MAX_AGENTS
from deskapp.systems.agents.replay import played


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


def test_a_trial_fold_shares_the_cards() -> None:
    """A-21: the state copied for each event no longer grows with the events before it."""
    mission = played(long_log(200)).driver.mission
    state = mission._state
    trial = copy.deepcopy(state)
    assert trial.relations == state.relations and trial.relations is not state.relations
    assert trial.relations["Anna"] is not state.relations["Anna"]
    assert all(a is b for a, b in zip(trial.piles["success"], state.piles["success"], strict=True))
    # The copy is independent where a fold writes: the track and the piles.
    trial.track.add("success")
    trial.piles["success"].append(parse_card("AS"))
    assert trial.track.successes == state.track.successes + 1
    assert len(trial.piles["success"]) == len(state.piles["success"]) + 1


def test_a_long_log_replays_and_exports_the_same_events() -> None:
    """A refused event leaves no trace in the export, built from the kernel's actions in effect;
    and a copy of the table costs the same after 600 events as after none."""
    data = long_log(600)
    history = played(data)
    setup = {"table": AgentsDriver.import_log(data)[0], "random": list(history.opening)}
    before = AgentsDriver.export_log(setup, history.done)
    assert len(before["events"]) == 600
    again = played(before)
    assert AgentsDriver.export_log({**setup, "random": list(again.opening)}, again.done) == before
    # A test with more exhausted aspects than described: drawn, folded on a copy, refused.
    refused = {"type": "test", "agent": "Anna", "cards": ["AH"], "exhaust": 1}
    with pytest.raises(UserError):
        history.perform({"do": "play", "event": refused})
    assert AgentsDriver.export_log(setup, history.done) == before
    assert len(pickle.dumps(history.driver)) < 2 * len(pickle.dumps(played(long_log(0)).driver))


def test_a_mission_has_at_most_20_agents_and_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path
) -> None:
    """A-03: every agent holds a relationship card toward every other; 2,000 names were 4 million."""
    names = [f"Agent {i}" for i in range(2000)]
    with pytest.raises(MissionLogError, match=f"at most {MAX_AGENTS} agents, not 2,000"):
        played({"system": "agents", "agents": names, "events": []})
    played({"system": "agents", "agents": names[:MAX_AGENTS], "events": []})
    log = tmp_path / "log.json"
    log.write_text(json.dumps({"system": "agents", "agents": names, "events": []}))
    assert cli.main(["replay", str(log)]) == 2
    err = capsys.readouterr().err
    assert "at most 20 agents" in err and len(err.strip().splitlines()) == 1
