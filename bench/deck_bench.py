"""Deck engine speed: draw+discard operations per second, and what a copy of the decks
costs (the play kernel keeps copies for undo) after 0 and 100,000 operations.

Every figure is a ratio to its floor, measured in the same run (bench/floor.py):
the same draw+discard on plain lists, and the copy of fresh decks. Targets:
>= 200,000 operations/s, and a copy that costs the same however long the play
(ratio <= 1.3x: the decks keep no history).
Run: python bench/deck_bench.py
"""

from __future__ import annotations

import copy
import random
import time

from floor import best_of, floor_line, paired, plain_list_operations_per_second, report

from deskapp.core.cards import DeckSpec
from deskapp.core.decks import HAND, Decks

OPERATIONS = 200_000
COPIES = 200


def plain_list_seconds() -> float:
    return OPERATIONS / plain_list_operations_per_second(OPERATIONS, runs=1)


def played(operations: int) -> Decks:
    decks = Decks(random.Random(1))
    decks.open_deck("bench", DeckSpec("standard54"), owner="Bench")
    for _ in range(operations // 2):
        card = decks.draw("bench")[0]
        decks.discard("bench", card, HAND)
    return decks


def draw_discard_seconds() -> float:
    start = time.perf_counter()
    played(OPERATIONS)
    return time.perf_counter() - start


def copy_seconds(decks: Decks) -> float:
    start = time.perf_counter()
    for _ in range(COPIES):
        copy.deepcopy(decks)
    return (time.perf_counter() - start) / COPIES


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
    fresh, long = played(0), played(100_000)
    floor_seconds = best_of(5, lambda: copy_seconds(fresh))
    floor_line("a copy of fresh decks", floor_seconds * 1e6, "µs")
    report(
        "a copy after 100,000 operations",
        best_of(5, lambda: copy_seconds(long)) * 1e6,
        "µs",
        floor=floor_seconds * 1e6,
        target=1.3,
        also="floor: a copy of fresh decks",
    )


if __name__ == "__main__":
    main()
