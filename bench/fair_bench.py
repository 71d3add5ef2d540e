"""What the checkable generator (deskapp/core/fair.py, issue 28) adds to a shuffle and a roll.

A session's random values are drawn through its ``RecordedRandom``; today its source is
``random.SystemRandom``, with issue 28 a ``FairRandom`` (an HMAC-SHA256 per draw). Each
figure is the same operation through the same ``RecordedRandom`` with the fair source, as a
ratio to its floor — the operation with today's source, measured in turns in the same run
(bench/floor.py's ``paired``):

- a 54-card shuffle of the deck engine (``Decks.shuffle``);
- a roll of 15 d10s (``RandomDice.roll``, the Dice banks' die).

Target (issue 28): each adds at most 0.2 ms to today's; and a ratio ≤ 3× the floor.
Run: python bench/fair_bench.py
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from floor import floor_line, paired, report

from deskapp.core.cards import DeckSpec
from deskapp.core.dice import RandomDice
from deskapp.core.fair import FairGenerator, FairRandom, new_seed
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.table import Decks

REPEATS = 300
ADDED_MS = 0.2


def per_operation(operation: Callable[[], object]) -> float:
    """Seconds one run of ``operation`` takes, on average over :data:`REPEATS` runs."""
    start = time.perf_counter()
    for _ in range(REPEATS):
        operation()
    return (time.perf_counter() - start) / REPEATS


def shuffle_seconds(source: random.Random) -> Callable[[], float]:
    rng = RecordedRandom(source)
    decks = Decks(rng)
    decks.open_deck("bench", DeckSpec("standard54"), owner="Bench")

    def shuffle() -> None:
        decks.shuffle("bench")
        rng.take_recorded()

    return lambda: per_operation(shuffle)


def roll_seconds(source: random.Random) -> Callable[[], float]:
    rng = RecordedRandom(source)
    dice = RandomDice(rng)

    def roll() -> None:
        dice.roll(15, 10)
        rng.take_recorded()

    return lambda: per_operation(roll)


def main() -> None:
    fair = FairRandom(FairGenerator.from_seed(new_seed(), ["bench"]))
    for name, measure in (
        ("a 54-card shuffle", shuffle_seconds),
        ("a roll of 15 d10s", roll_seconds),
    ):
        floor, figure = paired(measure(random.SystemRandom()), measure(fair))
        floor_line(f"{name} drawn from random.SystemRandom", floor * 1000, "ms")
        added = (figure - floor) * 1000
        report(
            f"{name} drawn from FairRandom",
            figure * 1000,
            "ms",
            floor=floor * 1000,
            target=3,
            also=f"adds {added:.3f} ms, target ≤ {ADDED_MS} ms",
            absolute_met=added <= ADDED_MS,
        )


if __name__ == "__main__":
    main()
