"""What the checkable generator (deskapp/core/fair.py, issue 28) adds to a shuffle and a roll.

A session's random values are drawn through its ``RecordedRandom``; today its source is
``random.SystemRandom``, with issue 28 a ``FairRandom`` (an HMAC-SHA256 per draw). Each
figure is the same operation through the same ``RecordedRandom`` with the fair source, as a
ratio to its floor — the operation with today's source, measured in turns in the same run
(bench/floor.py's ``paired``):

- a 54-card shuffle of the deck engine (``Decks.shuffle``);
- a roll of 15 d10s (``RandomDice.roll``, the Dice banks' die).

Target (issue 28): each adds at most 0.2 ms to today's; and a ratio ≤ 3× the floor.

And ``deskapp verify`` of a 2,000-action digital session (Cinematic tests, an undo every
tenth, the seed revealed at the end), as a ratio to its replay — the chain checked and
every event replayed, as ``deskapp replay`` does before it reads each event's table (which
costs it far more here: about 10 s) — measured in turns: target ≤ 2×.
Run: python bench/fair_bench.py
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from floor import floor_line, paired, report

from deskapp.core import systems
from deskapp.core.cards import DeckSpec
from deskapp.core.chain import chain_links, chain_problem
from deskapp.core.decks import Decks
from deskapp.core.demo import _groups, write_demo
from deskapp.core.dice import RandomDice
from deskapp.core.errors import UserError
from deskapp.core.fair import FairGenerator, FairRandom, new_seed
from deskapp.core.play.fairness import VERIFIED, check_session
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession, replay_session
from deskapp.core.play.setup import choose_table
from deskapp.core.store import CampaignFile

REPEATS = 300
ADDED_MS = 0.2
ACTIONS = 2_000


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


def long_session() -> dict[str, Any]:
    """A digital Cinematic session of :data:`ACTIONS` stored actions, revealed, as exported."""
    spec = systems.spec("cinematic")
    group = next(group for system, group in _groups() if system.key == spec.key)
    assert group.session is not None
    tests = [
        {key: value for key, value in action.items() if key != "drawn"}
        for action in group.session.actions
    ]
    with tempfile.TemporaryDirectory() as folder:
        with CampaignFile.open(Path(folder) / "bench.cdk") as campaign:
            write_demo(campaign)
            driver = spec.driver_class()
            setup = driver.setup_from_campaign(
                choose_table(campaign, spec, group.session.players, False)
            )
            session = PlaySession.start(campaign, driver, "Bench", setup)
            turn = 0
            while len(session.events) < ACTIONS - 1:
                turn += 1
                action = {"do": "undo"} if turn % 10 == 0 else tests[turn % len(tests)]
                try:
                    session.perform(action)
                except UserError:
                    pass
            session.perform({"do": "reveal"})
            setup, events = campaign.session_setup(session.session_id), session.events
    return {"setup": setup, "events": events, "chain": chain_links(setup, events)}


def verify_against_replay() -> None:
    entry = long_session()
    driver = systems.spec("cinematic").driver_class()
    assert check_session(driver, entry["setup"], entry["events"], entry["chain"]).verdict == (
        VERIFIED
    )

    def replayed() -> float:  # deskapp replay, less reading each table (10 s more here)
        start = time.perf_counter()
        assert chain_problem(entry["setup"], entry["events"], entry["chain"]) is None
        replay_session(driver, entry["setup"], entry["events"])
        return time.perf_counter() - start

    def verified() -> float:
        start = time.perf_counter()
        check_session(driver, entry["setup"], entry["events"], entry["chain"])
        return time.perf_counter() - start

    floor, figure = paired(replayed, verified)
    floor_line(f"the replay of a {ACTIONS:,}-action session", floor * 1000, "ms")
    report("deskapp verify of the same session", figure * 1000, "ms", floor=floor * 1000, target=2)


def main() -> None:
    fair = FairRandom(FairGenerator.from_seed(new_seed()).contribute("bench"))
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
    verify_against_replay()


if __name__ == "__main__":
    main()
