"""Agents mission-log replay: linear in its events, and bounded in its agents (issue 14, item 7).

Every figure is a ratio to a floor measured in the same run (bench/floor.py): the cost per
event of a 10,000-event log against the cost per event of a 1,000-event one (a linear
replay keeps the ratio near 1), and a mission of the most agents Card Desk allows against
one of two agents.

Before this change (same machine, shared): 1,000 events 5.96 s, 2,000 events 18.9 s
(quadratic: a deepcopy of the whole state, with every earlier event's export, per event;
10,000 events took minutes), and a log of 200 agent names 3.3 s, 1,000 names 127 s.
After: 1,000 events 0.23 s, 10,000 events 2.5 s; 2,000 names refused at once (the bound).
A log is now played as a session's actions through the play kernel (issue 26).

Opening a 2,000-action Agents session (issue 26): every stored action replayed through the
play kernel, against the floor of reading its stored events from the campaign file; the
target is 10× that floor and under 0.3 s. Before the state became one value (a trial fold
on a deep copy of the mission's state for every action, the action written as a
mission-log event and folded back), same shared machine, same run: 363–543 ms, 23–34× the
floor (594 ms, 39×, alone at the start of the day). After: 151–271 ms, 13–15× on a quiet
turn (under 0.3 s: met; 10×: not yet — the core's part alone, the kernel, the stored
log's chain check and the actions' records, is about 4× the floor).
Run: python bench/mission_bench.py
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from floor import best_of, floor_line, paired, report

from deskapp.core.demo import write_demo
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile
from deskapp.core.systems import spec
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.replay import played
from deskapp.systems.agents.state import MAX_AGENTS

SHORT_LOG = 1_000
LONG_LOG = 10_000
SESSION_ACTIONS = 2_000
OPEN_RATIO = 10
OPEN_SECONDS = 0.3


def mission_log(events: int, agents: int = 2) -> dict[str, Any]:
    """Tests of one card each, with a fresh deck every 20 events so the cards never run out."""
    names = [f"Agent {number}" for number in range(1, agents + 1)]
    played: list[dict[str, Any]] = []
    for index in range(events):
        if index % 20 == 0:
            played.append({"type": "fresh_deck"})
        else:
            card = f"{2 + index % 20 % 9}{'SHDC'[index // 9 % 4]}"
            played.append({"type": "test", "agent": names[index % agents], "cards": [card]})
    return {"system": "agents", "agents": names, "events": played}


def replay_seconds(data: dict[str, Any]) -> float:
    start = time.perf_counter()
    played(data)
    return time.perf_counter() - start


def session_campaign(path: Path, actions: int) -> int:
    """The demo campaign with an Agents session of ``actions`` actions; its id."""
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        return play_agents_session(campaign, actions)


def play_agents_session(campaign: CampaignFile, actions: int) -> int:
    """An Agents session of ``actions`` actions in ``campaign`` (a test by name drawn, then
    sorted; a fresh deck when the draw pile runs low), as the table plays it; its id."""
    agents = [
        spec(row.system).character_from_document(row.name, row.data)
        for row in campaign.characters()
        if row.system == "agents"
    ]
    setup = AgentsDriver.setup_from_campaign(TableChoice(agents, None, {}, False))
    session = PlaySession.start(campaign, AgentsDriver, "Long", setup)
    with campaign.transaction():
        while len(session.events) < actions:
            if len(session.driver.pile("draw")) < 5:
                session.perform({"do": "fresh_deck"})
                continue
            agent = agents[len(session.events) % len(agents)].name
            session.perform({"do": "draw", "agent": agent, "plan": {}})
            session.perform({"do": "resolve"})
    return session.session_id


def report_opening() -> None:
    """A 2,000-action session opened (every action replayed) against reading its events."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.carddesk"
        session_id = session_campaign(path, SESSION_ACTIONS)
        with CampaignFile.open(path) as campaign:

            def read() -> float:
                start = time.perf_counter()
                campaign.session_events(session_id)
                return time.perf_counter() - start

            def opened() -> float:
                start = time.perf_counter()
                PlaySession.resume(campaign, session_id, AgentsDriver)
                return time.perf_counter() - start

            floor, seconds = paired(read, opened)
    floor_line(f"reading {SESSION_ACTIONS:,} stored events", floor * 1000, "ms")
    report(
        f"opening a {SESSION_ACTIONS:,}-action Agents session (every action replayed)",
        seconds * 1000,
        "ms",
        floor=floor * 1000,
        target=OPEN_RATIO,
        also=f"< {OPEN_SECONDS * 1000:.0f} ms",
        absolute_met=seconds < OPEN_SECONDS,
    )


def main() -> None:
    report_opening()
    short = best_of(3, lambda: replay_seconds(mission_log(SHORT_LOG)))
    floor_line(f"replay of a {SHORT_LOG:,}-event log, per event", short / SHORT_LOG * 1e6, "µs")
    long = best_of(2, lambda: replay_seconds(mission_log(LONG_LOG)))
    print(f"replay of a {LONG_LOG:,}-event log: {long:.2f} s", flush=True)
    report(
        f"replay per event at {LONG_LOG:,} events",
        long / LONG_LOG * 1e6,
        "µs",
        floor=short / SHORT_LOG * 1e6,
        target=1.5,
        also=f"floor: per event at {SHORT_LOG:,}; linear",
    )
    many = best_of(3, lambda: replay_seconds(mission_log(SHORT_LOG, MAX_AGENTS)))
    report(
        f"replay of {SHORT_LOG:,} events with {MAX_AGENTS} agents",
        many * 1000,
        "ms",
        floor=short * 1000,
        target=2,
        also="floor: the same with 2 agents",
    )
    names = [f"Agent {number}" for number in range(2000)]
    start = time.perf_counter()
    try:
        played({"system": "agents", "agents": names, "events": []})
    except Exception as error:
        refused = time.perf_counter() - start
        print(f"a log of 2,000 agent names: refused in {refused * 1000:.1f} ms ({error})")


if __name__ == "__main__":
    main()
