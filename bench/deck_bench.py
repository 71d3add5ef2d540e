"""Deck engine speed: draw+discard operations per second with the event log on,
and the time to rebuild a table from a 10,000-event log.

Targets (issue 2, on a 2-core machine): >= 200,000 operations/s; rebuild < 0.2 s.
Run: python bench/deck_bench.py
"""

from __future__ import annotations

import json
import random
import time

from deskapp.core.cards import DeckSpec
from deskapp.core.table import HAND, Table

OPERATIONS = 200_000
LOG_EVENTS = 10_000


def best_of(runs: int, measure) -> float:  # measure: a plain callable
    return min(measure() for _ in range(runs))


def draw_discard_seconds() -> float:
    table = Table(random.Random(1))
    table.open_deck("bench", DeckSpec("standard54"), owner="Bench")
    draw, discard = table.draw, table.discard
    start = time.perf_counter()
    for _ in range(OPERATIONS // 2):
        card = draw("bench")[0]
        discard("bench", card, HAND)
    elapsed = time.perf_counter() - start
    assert len(table.log) >= OPERATIONS
    return elapsed


def stored_log() -> dict:
    table = Table(random.Random(2))
    table.open_deck("bench", DeckSpec("standard54"), owner="Bench", piles=(HAND, "success"))
    rng = random.Random(3)
    while len(table.log) < LOG_EVENTS:
        roll = rng.random()
        hand = table.pile("bench", HAND)
        if (roll < 0.45 and len(hand) < 20) or not hand:
            table.draw("bench", rng.randint(1, 3))
        elif roll < 0.8:
            table.discard("bench", rng.choice(hand))
        elif roll < 0.9 and table.can_undo:
            table.undo()
        elif roll < 0.95 and table.can_redo:
            table.redo()
        else:
            table.shuffle("bench")
    return json.loads(json.dumps(table.to_json()))


def rebuild_seconds(data: dict) -> float:
    start = time.perf_counter()
    Table.from_json(data)
    return time.perf_counter() - start


def main() -> None:
    seconds = best_of(3, draw_discard_seconds)
    print(f"draw+discard: {OPERATIONS / seconds:,.0f} operations/s (target >= 200,000)")
    data = stored_log()
    events = len(data["events"])
    seconds = best_of(5, lambda: rebuild_seconds(data))
    print(f"rebuild from a {events:,}-event JSON log: {seconds * 1000:.1f} ms (target < 200 ms)")


if __name__ == "__main__":
    main()
