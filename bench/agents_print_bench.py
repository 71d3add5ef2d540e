"""Printing an Agents campaign grows with the cards printed, not the square of the agents.

Issue 29: every print path built all N × (N − 1) relationship cards before any filter,
so ``deskapp print --cards character`` of 1,000 agents took 9.8 s and 510 MB. This builds
campaigns of 100, 1,000 and 10,000 agents (each with three aspects and a written
relationship) and times what ``deskapp print --cards character`` does after reading the
campaign: choosing the cards (``cards_to_print``) and rendering the PDF. The log-log slope
of the time against the agents must be at most 1.1 (linear); the floor (bench/floor.py's
idea, in the same run) is a plain loop making one CharacterCard per agent.

``--page`` times the Print page instead, from ``show()`` to the page drawn with its
preview's render job started, on a campaign file of that many agents, every kind but the
decks ticked (the defaults: a million relationship cards at 1,000 agents, made in the
render job's thread, never the page's): the slope must be at most 1.1 too, and the page
shown within 0.5 s at 1,000 agents, beside its floor, reading the campaign's rows alone.
Run: python bench/agents_print_bench.py [--largest 10000] [--page]
"""

from __future__ import annotations

import argparse
import io
import math
import resource
import tempfile
import time
from functools import partial
from pathlib import Path

from floor import best_of

from deskapp.core.printing import PrintableCharacter, PrintSource, cards_to_print
from deskapp.systems.agents.sheet import Agent, Aspect, Relation, Relationship
from printables.document import PrintOptions, render_pdf
from printables.specs import CharacterCard

TARGET_SLOPE = 1.1
PAGE_TARGET_S = 0.5


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


def page_times(sizes: list[int]) -> list[float]:
    """Seconds from showing the Print page to its preview job started, for each size."""
    from PySide6.QtCore import QSettings, QThreadPool  # noqa: PLC0415 - Qt only for this figure
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from deskapp.core.store import CampaignFile, NewCharacter  # noqa: PLC0415
    from deskapp.core.store.locations import RecentCampaigns  # noqa: PLC0415
    from deskapp.ui.controller import CampaignController  # noqa: PLC0415
    from deskapp.ui.print_page import PrintPage  # noqa: PLC0415

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp())
    times = []
    for size in sizes:
        path = folder / f"agents-{size}.carddesk"
        with CampaignFile.open(path) as written:
            written.add_characters(
                NewCharacter("agents", c.name, c.model.to_json(), None)
                for c in campaign(size).characters
            )
        controller = CampaignController(
            CampaignFile.open(path), RecentCampaigns(folder / "recent.json")
        )
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        page = PrintPage(controller, {"agents": "Agents"}, settings)
        page.resize(1366, 768)
        start = time.perf_counter()
        page.show()
        app.processEvents()  # painted, and the preview's timer (0 ms) has started the job
        elapsed = time.perf_counter() - start
        started = page._preview_job is not None
        page.cancel_all()
        QThreadPool.globalInstance().waitForDone()
        base = best_of(3, partial(_read_rows, controller.campaign))
        times.append(elapsed)
        mark = "" if started else " (no preview job started!)"
        print(
            f"{size:>6} agents: Print page shown in {elapsed:.3f} s{mark}, "
            f"{elapsed / base:.1f}× the floor {base * 1000:.0f} ms"
        )
        page.close()
        controller.campaign.close()
    return times


def _read_rows(campaign) -> float:  # a CampaignFile
    start = time.perf_counter()
    list(campaign.characters())
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--largest", type=int, default=10_000)
    parser.add_argument("--page", action="store_true", help="time the Print page")
    arguments = parser.parse_args()
    sizes = [size for size in (100, 1_000, 10_000) if size <= arguments.largest]
    if arguments.page:
        times = page_times(sizes)
        value = slope(sizes, times)
        verdict = "met" if value <= TARGET_SLOPE else "NOT met"
        print(f"log-log slope, Print page: {value:.2f} (target ≤ {TARGET_SLOPE}) — {verdict}")
        if 1_000 in sizes:
            shown = times[sizes.index(1_000)]
            verdict = "met" if shown <= PAGE_TARGET_S else "NOT met"
            print(f"shown at 1,000 agents: {shown:.3f} s (target ≤ {PAGE_TARGET_S} s) — {verdict}")
        return
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
