"""PDF export speed and size: 1,000 character cards sharing 100 distinct portraits.

The portraits are made like the ones the campaign stores (up to 1200 px, JPEG
quality 90, photo-like texture so they compress like photographs), and the
cards print double-sided (long-edge backs) on A4 — the heaviest common export.

Targets (issue 7, on a 2-core machine): under 5 s and under 20 MB of PDF.
Peak memory is measured twice: tracemalloc's peak of Python allocations in a
separate run (it slows the run down, so the timed run goes without it), and
the process's peak resident size.
Run: python bench/print_bench.py
"""

from __future__ import annotations

import io
import random
import resource
import tempfile
import time
import tracemalloc
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

from deskapp.systems.agents.printing import agent_card
from printables.document import PrintOptions, render_pdf
from printables.layout import Backs, LayoutOptions
from printables.specs import CharacterCard

CARDS = 1_000
PORTRAITS = 100
SIDE = (900, 1200)


def make_portrait(rng: random.Random) -> bytes:
    """A photo-like picture: soft shapes over a gradient, with fine grain."""
    width, height = SIDE
    image = Image.linear_gradient("L").resize(SIDE).convert("RGB")
    tint = Image.new("RGB", SIDE, tuple(rng.randrange(40, 200) for _ in range(3)))
    image = Image.blend(image, tint, 0.6)
    draw = ImageDraw.Draw(image)
    for _ in range(12):
        x, y = rng.randrange(width), rng.randrange(height)
        radius = rng.randrange(60, 300)
        colour = tuple(rng.randrange(256) for _ in range(3))
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour)
    image = image.filter(ImageFilter.GaussianBlur(6))
    grain = Image.effect_noise(SIDE, 18).convert("RGB")
    image = Image.blend(image, grain, 0.12)
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=90, optimize=True)
    return buffer.getvalue()


def make_cards() -> tuple[list[CharacterCard], list[bytes]]:
    rng = random.Random(7)
    portraits = [make_portrait(rng) for _ in range(PORTRAITS)]
    return [
        agent_card(
            f"Agent {n + 1} Dvořáková",
            "Vysoká, zrzavé vlasy, kožený kabát; mluví tiše a rychle. Œil de lynx.",
            portraits[n % PORTRAITS],
            subtitle="Bývalá kriminalistka",
            footer="Mise: Stín nad Brnem",
        )
        for n in range(CARDS)
    ], portraits


OPTIONS = PrintOptions(LayoutOptions(backs=Backs.LONG_EDGE))


def export(cards: list[CharacterCard], target: Path) -> float:
    start = time.perf_counter()
    preflight = render_pdf(cards, target, OPTIONS)
    elapsed = time.perf_counter() - start
    assert preflight.ok, preflight.messages()[:3]
    return elapsed


def main() -> None:
    cards, portraits = make_cards()
    stored = sum(len(p) for p in portraits)
    print(
        f"{CARDS:,} cards, {PORTRAITS} portraits of {SIDE[0]}×{SIDE[1]} px ({stored / 1e6:.1f} MB as stored)"
    )
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "cards.pdf"
        # Warm up: font registration and imports happen once per process.
        render_pdf(cards[:1], io.BytesIO(), OPTIONS)
        seconds = min(export(cards, target) for _ in range(2))
        size = target.stat().st_size
        tracemalloc.start()
        export(cards, target)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"export time: {seconds:.2f} s (target < 5 s)")
    print(f"PDF size: {size / 1e6:.1f} MB (target < 20 MB)")
    print(f"peak Python memory during an export (tracemalloc): {peak / 1e6:.0f} MB")
    print(f"peak resident size of the whole benchmark process: {rss:.0f} MB")


if __name__ == "__main__":
    main()
