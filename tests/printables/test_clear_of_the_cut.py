"""Every edge of ink a bad cut would show is in the bleed or at least 1/8 inch (3.175 mm)
inside the cut: text (the playing cards' "10" index included) and the coloured strip at
the foot of every front — read from the PDF and from its pixels, in every card size."""

from __future__ import annotations

import io

import pypdfium2 as pdfium  # type: ignore[import-untyped]
import pytest
from pypdf import PdfReader

from deskapp.core.cards import DeckSpec
from deskapp.systems.agents.printing import aspect_card
from printables.document import PrintOptions, preview_pdf
from printables.geometry import CARD_SIZES
from printables.kinds import playing_deck
from printables.layout import LayoutOptions

from .conftest import MM
from .test_every_card_whole import _runs

CLEAR_MM = 3.175
SIZES = list(CARD_SIZES)


@pytest.mark.parametrize("size", SIZES)
def test_text_keeps_clear_of_the_cut(size: str) -> None:
    """Cards without bleed, alone on pages their own size: each page is the cut."""
    card = CARD_SIZES[size]
    cards = [*playing_deck(DeckSpec()), aspect_card("Čtu lidi jako otevřenou knihu", owner="Bára")]
    for spec in cards:
        data = preview_pdf(spec, PrintOptions(LayoutOptions(card=card, bleed_mm=0)))
        for run in _runs(PdfReader(io.BytesIO(data))):
            width, height = card.points
            room = min(run.box.x0, run.box.y0, width - run.box.x1, height - run.box.y1)
            assert room / MM >= CLEAR_MM - 0.05, (size, run.text, room / MM)


@pytest.mark.parametrize("size", SIZES)
def test_the_strip_at_the_foot_runs_into_the_bleed_and_ends_clear_of_the_cut(size: str) -> None:
    card = CARD_SIZES[size]
    bleed = 3.0
    data = preview_pdf(
        aspect_card("Aspekt"), PrintOptions(LayoutOptions(card=card, bleed_mm=bleed))
    )
    dpi = 600
    image = pdfium.PdfDocument(data)[0].render(scale=dpi / 72).to_pil().convert("RGB")
    x = image.width // 2
    column = [image.getpixel((x, y)) for y in range(image.height - 1, -1, -1)]  # bottom up
    strip = column[0]
    ends = next(y for y, colour in enumerate(column) if colour != strip)
    ends_mm = ends / dpi * 25.4 - bleed  # from the cut
    assert ends_mm >= CLEAR_MM
