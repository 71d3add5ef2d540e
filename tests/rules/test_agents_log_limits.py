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
from deskapp.core.errors import UserError
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.mission_log import MissionLogError
from deskapp.systems.agents.replay import played
from deskapp.systems.agents.state import MAX_AGENTS


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


def test_a_copy_of_the_state_shares_the_cards() -> None:
    """A-21: the play kernel's copy of the state (a checkpoint) does not grow with the events
    before it: the frozen cards are shared, and the copy is independent where play writes."""
    state = played(long_log(200)).driver.state
    copied = copy.deepcopy(state)
    assert copied.relations == state.relations and copied.relations is not state.relations
    assert copied.relations["Anna"] is not state.relations["Anna"]
    assert copied.agents is not state.agents and copied.pile("success") == state.pile("success")
    copied.track.add("success")
    copied.fresh_deck()
    assert copied.track.successes == state.track.successes + 1
    assert state.pile("success") and not copied.pile("success")


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
