"""Deck engine speed: draw+discard operations per second with the event log on, and
the time to rebuild a table from a stored 10,000- and 100,000-event log.

Every figure is a ratio to its floor, measured in the same run (bench/floor.py):
the same draw+discard on plain lists, and the same log read and its card moves
done on plain lists. Targets (issue 18): >= 200,000 operations/s, a rebuild of
10,000 events under 0.2 s, and a linear rebuild — each event of a 100,000-event
log costs no more than one of a 10,000-event log (ratio <= 1.3x).
Run: python bench/deck_bench.py
"""

from __future__ import annotations

import gc
import json
import random
import time
from typing import Any

from floor import best_of, floor_line, paired, plain_list_operations_per_second, report

from deskapp.core.cards import DeckSpec
from deskapp.core.table import HAND, Table

OPERATIONS = 200_000
SHORT_LOG = 10_000
LONG_LOG = 100_000


def plain_list_seconds() -> float:
    return OPERATIONS / plain_list_operations_per_second(OPERATIONS, runs=1)


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


def stored_log(events: int) -> dict[str, Any]:
    """A table log of a real session's mix: draws, discards, undo, redo, shuffles."""
    table = Table(random.Random(2))
    table.open_deck("bench", DeckSpec("standard54"), owner="Bench", piles=(HAND, "success"))
    rng = random.Random(3)
    while len(table.log) < events:
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


def rebuild_seconds(data: dict[str, Any]) -> float:
    """Rebuild with the garbage collector as it is in the app: on."""
    gc.collect()
    start = time.perf_counter()
    Table.from_json(data)
    return time.perf_counter() - start


def plain_replay_seconds(data: dict[str, Any]) -> float:
    """The floor of a rebuild: read every stored event and do (or, for an undo, undo)
    its card moves on plain lists, with no checks and no event objects kept."""
    gc.collect()
    start = time.perf_counter()
    events = data["events"]
    piles: dict[str, list[str]] = {}
    for event in events:
        if event["kind"] == "undo":
            for op in reversed(events[event["target"]].get("ops", ())):
                kind = op["op"]
                if kind == "transfer":
                    piles[op["from"]].insert(op["index"], piles[op["to"]].pop())
                elif kind == "arrange":
                    pile = piles[op["pile"]]
                    original = pile[:]
                    for new, old in enumerate(op["permutation"]):
                        original[old] = pile[new]
                    pile[:] = original
                elif kind == "gather":
                    target = piles[op["to"]]
                    piles[op["from"]] = target[len(target) - op["count"] :]
                    del target[len(target) - op["count"] :]
            continue
        ops = events[event["target"]]["ops"] if event["kind"] == "redo" else event.get("ops", ())
        for op in ops:
            kind = op["op"]
            if kind == "transfer":
                piles.setdefault(op["to"], []).append(piles[op["from"]].pop(op["index"]))
            elif kind == "arrange":
                pile = piles[op["pile"]]
                pile[:] = [pile[i] for i in op["permutation"]]
            elif kind == "gather":
                piles.setdefault(op["to"], []).extend(piles[op["from"]])
                piles[op["from"]] = []
            else:
                piles["draw"] = list(op["cards"])
                piles["discard"] = []
    return time.perf_counter() - start


def main() -> None:
    floor_seconds, seconds = paired(plain_list_seconds, draw_discard_seconds, runs=3)
    floor_line("plain-list draw+discard", OPERATIONS / floor_seconds, "ops/s")
    rate = OPERATIONS / seconds
    report(
        "draw+discard",
        rate,
        "ops/s",
        floor=OPERATIONS / floor_seconds,
        target=60,
        higher_is_better=True,
        also="≥ 200,000 ops/s",
        absolute_met=rate >= 200_000,
    )
    per_event: dict[int, float] = {}
    for events in (SHORT_LOG, LONG_LOG):
        data = stored_log(events)
        runs = 5 if events == SHORT_LOG else 3
        floor_seconds = best_of(runs, lambda data=data: plain_replay_seconds(data))
        floor_line(f"plain-list replay of {events:,} events", floor_seconds * 1000, "ms")
        seconds = best_of(runs, lambda data=data: rebuild_seconds(data))
        per_event[events] = seconds / events
        report(
            f"rebuild from a {events:,}-event JSON log",
            seconds * 1000,
            "ms",
            floor=floor_seconds * 1000,
            target=25,
            also="< 200 ms" if events == SHORT_LOG else "",
            absolute_met=events != SHORT_LOG or seconds < 0.2,
        )
    report(
        f"rebuild per event at {LONG_LOG:,} events",
        per_event[LONG_LOG] * 1e6,
        "µs",
        floor=per_event[SHORT_LOG] * 1e6,
        target=1.3,
        also=f"floor: per event at {SHORT_LOG:,}, linear",
    )


if __name__ == "__main__":
    main()
