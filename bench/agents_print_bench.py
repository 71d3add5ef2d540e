"""Printing an Agents campaign grows with the cards printed, not the square of the agents.

Issue 29: every print path built all N × (N − 1) relationship cards before any filter,
so ``deskapp print --cards character`` of 1,000 agents took 9.8 s and 510 MB. This builds
campaigns of 100, 1,000 and 10,000 agents (each with three aspects and a written
relationship) and times what ``deskapp print --cards character`` does after reading the
campaign: choosing the cards (``cards_to_print``) and rendering the PDF. The log-log slope
of the time against the agents must be at most 1.1 (linear); the floor (bench/floor.py's
idea, in the same run) is a plain loop making one CharacterCard per agent.
Run: python bench/agents_print_bench.py [--largest 10000]
"""

from __future__ import annotations

import argparse
import io
import math
import resource
import time

from deskapp.core.printing import PrintableCharacter, PrintSource, cards_to_print
from deskapp.systems.agents.sheet import Agent, Aspect, Relation, Relationship
from printables.document import PrintOptions, render_pdf
from printables.specs import CharacterCard

TARGET_SLOPE = 1.1


def campaign(agents: int) -> PrintSource:
    characters = []
    for n in range(agents):
        name = f"Agent {n + 1} Dvořáková"
        agent = Agent(
            name,
            tuple(Aspect(f"Aspekt {a} agenta {n + 1}") for a in range(3)),
            appearance="Vysoká, zrzavé vlasy, kožený kabát.",
            relationships=(
                Relationship(f"Agent {(n + 1) % agents + 1} Dvořáková", Relation.FULL_TRUST),
            ),
        )
        characters.append(PrintableCharacter("agents", name, agent, None))
    return PrintSource(tuple(characters))


def timed(source: PrintSource) -> tuple[float, float, int]:
    """Seconds to choose the cards, seconds to choose and render them, cards printed."""
    start = time.perf_counter()
    cards = cards_to_print(source, ["character"])
    chosen = time.perf_counter() - start
    render_pdf(cards, io.BytesIO(), PrintOptions())
    return chosen, time.perf_counter() - start, len(cards)


def floor(source: PrintSource) -> float:
    start = time.perf_counter()
    [CharacterCard(c.name, "Agent", text=c.model.appearance) for c in source.characters]
    return time.perf_counter() - start


def slope(sizes: list[int], seconds: list[float]) -> float:
    xs, ys = [math.log(s) for s in sizes], [math.log(t) for t in seconds]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum(
        (x - mx) ** 2 for x in xs
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--largest", type=int, default=10_000)
    largest = parser.parse_args().largest
    sizes = [size for size in (100, 1_000, 10_000) if size <= largest]
    chosen_times, print_times = [], []
    timed(campaign(10))  # fonts, the systems' modules: loaded once, before any figure
    for size in sizes:
        source = campaign(size)
        chosen, printed, cards = timed(source)
        base = floor(source)
        chosen_times.append(chosen)
        print_times.append(printed)
        print(
            f"{size:>6} agents: {cards} cards; choosing {chosen:.3f} s "
            f"({chosen / base:.0f}× the floor {base * 1000:.1f} ms), print {printed:.2f} s"
        )
    for what, times in (("choosing", chosen_times), ("print", print_times)):
        value = slope(sizes, times)
        verdict = "met" if value <= TARGET_SLOPE else "NOT met"
        print(f"log-log slope, {what}: {value:.2f} (target ≤ {TARGET_SLOPE}) — {verdict}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident size: {peak:.0f} MB")


if __name__ == "__main__":
    main()
