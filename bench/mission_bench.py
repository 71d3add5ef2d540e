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
Run: python bench/mission_bench.py
"""

from __future__ import annotations

import time
from typing import Any

from floor import best_of, floor_line, report

from deskapp.systems.agents.mission_events import MAX_AGENTS
from deskapp.systems.agents.replay import played

SHORT_LOG = 1_000
LONG_LOG = 10_000


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


def main() -> None:
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
