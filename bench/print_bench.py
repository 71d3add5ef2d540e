"""PDF export speed and size: 1,179 cards of a big campaign with 50 distinct portraits.

50 agents with portraits made like the ones the campaign stores (up to 1200 px,
JPEG quality 90, photo-like texture so they compress like photographs), each
with aspects, relationships (some full enough to go on over a second card) and
a Dice banks sheet: 1,179 cards before continuation, printed double-sided
(long-edge backs) on A4 — the heaviest common export.

Targets (issue 17, on a 2-core machine): about 10 s and under 20 MB of PDF, and a
ratio to the floor measured in the same run (bench/floor.py): a bare ReportLab
canvas drawing as many pages, a frame, a name and the portrait of each card
(it fits no text and draws no backs, hence a ratio target of 60×).
Peak memory is measured twice: tracemalloc's peak of Python allocations in a
separate run (it slows the run down, so the timed run goes without it), and
the process's peak resident size.
Run: python bench/print_bench.py
"""

from __future__ import annotations

import io
import math
import random
import resource
import tempfile
import time
import tracemalloc
from pathlib import Path

from floor import best_of, floor_line, report
from PIL import Image, ImageDraw, ImageFilter
from reportlab.pdfgen.canvas import Canvas

from deskapp.systems.agents.printing import agent_card, aspect_card, relationship_card
from deskapp.systems.dice_banks.printing import dice_banks_card
from printables.document import PrintOptions, render_pdf
from printables.layout import Backs, LayoutOptions
from printables.specs import CardSpec, card_title

CARDS = 1_179
PORTRAITS = 50
SIDE = (900, 1200)
TARGET_RATIO = 60.0  # the floor fits no text and draws no backs: a PDF of cards costs far more


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


def make_cards() -> tuple[list[CardSpec], list[bytes]]:
    rng = random.Random(7)
    portraits = [make_portrait(rng) for _ in range(PORTRAITS)]
    cards: list[CardSpec] = []
    for n in range(PORTRAITS):
        name = f"Agent {n + 1} Dvořáková"
        cards.append(
            agent_card(
                name,
                "Vysoká, zrzavé vlasy, kožený kabát; mluví tiše a rychle. Œil de lynx.",
                portraits[n],
                subtitle="Bývalá kriminalistka",
                footer="Mise: Stín nad Brnem",
            )
        )
    kinds = [
        lambda n: aspect_card(f"Zná každou uličku Žižkova {n}", owner="Bára"),
        lambda n: relationship_card(
            "Bára", f"Ondřej {n}", value=n % 5, reasons=[f"Důvod {r}" for r in range(n % 11)]
        ),
        lambda n: dice_banks_card(
            f"Radek {n}", 3, [("Síla", "5"), ("Šerm", "6")], ["Tělo", "Mysl"]
        ),
    ]
    n = 0
    while len(cards) < CARDS:
        cards.append(kinds[n % len(kinds)](n))
        n += 1
    return cards, portraits


def floor_seconds(cards: list[CardSpec], portraits: list[bytes], pages: int) -> float:
    """A bare canvas: as many pages, each card a frame, its name and (once embedded) its
    portrait — what any PDF of these cards has to cost at least."""
    start = time.perf_counter()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(595, 842), pageCompression=1)
    per_page = max(1, math.ceil(len(cards) / max(pages, 1)))
    with tempfile.TemporaryDirectory() as folder:
        files = []
        for index, data in enumerate(portraits):
            path = Path(folder) / f"{index}.jpg"
            path.write_bytes(data)
            files.append(str(path))
        for index, card in enumerate(cards):
            slot = index % per_page
            x, y = 30 + (slot % 3) * 180, 30 + (slot // 3 % 3) * 260
            canvas.rect(x, y, 170, 250)
            canvas.drawString(x + 8, y + 230, card_title(card))
            if index < len(portraits):
                canvas.drawImage(files[index], x + 8, y + 100, 150, 120)
            if slot == per_page - 1:
                canvas.showPage()
        canvas.save()
    return time.perf_counter() - start


OPTIONS = PrintOptions(LayoutOptions(backs=Backs.LONG_EDGE))


def export(cards: list[CardSpec], target: Path) -> float:
    start = time.perf_counter()
    preflight = render_pdf(cards, target, OPTIONS)
    elapsed = time.perf_counter() - start
    assert preflight.ok, preflight.messages()[:3]
    return elapsed


def main() -> None:
    cards, portraits = make_cards()
    stored = sum(len(p) for p in portraits)
    print(
        f"{CARDS:,} cards, {PORTRAITS} portraits of {SIDE[0]}×{SIDE[1]} px "
        f"({stored / 1e6:.1f} MB as stored)"
    )
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "cards.pdf"
        # Warm up: font registration and imports happen once per process.
        render_pdf(cards[:1], io.BytesIO(), OPTIONS)
        seconds = min(export(cards, target) for _ in range(2))
        size = target.stat().st_size
        pages = len(cards)
        tracemalloc.start()
        preflight = render_pdf(cards, target, OPTIONS)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        pages = preflight.pages
    floor = best_of(3, lambda: floor_seconds(cards, portraits, pages // 2))
    floor_line("bare ReportLab canvas with the same pages and portraits", floor, "s")
    report(
        "export time",
        seconds,
        "s",
        floor=floor,
        target=TARGET_RATIO,
        also="about 10 s",
        absolute_met=seconds <= 10.5,
    )
    print(f"cards printed: {preflight.cards:,} ({len(preflight.continued)} continued)")
    print(f"PDF size: {size / 1e6:.1f} MB (target < 20 MB)")
    print(f"peak Python memory during an export (tracemalloc): {peak / 1e6:.0f} MB")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident size of the whole benchmark process: {rss:.0f} MB")


if __name__ == "__main__":
    main()
