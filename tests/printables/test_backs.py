"""Card backs that forgive a duplex printer: no frame near the trim; playing-card backs
look the same turned 180°. Read back from the PDF's back pages."""

from __future__ import annotations

import io

from pypdf import PdfReader

from deskapp.core.cards import DeckSpec
from deskapp.systems.agents.printing import aspect_card
from printables.document import PrintOptions, render_pdf
from printables.geometry import MM
from printables.kinds import playing_deck
from printables.layout import Backs, LayoutOptions, compute_sheet

from .conftest import Printed

LAYOUT = LayoutOptions(backs=Backs.LONG_EDGE)


def back_page(cards: list) -> Printed:
    buffer = io.BytesIO()
    render_pdf(cards, buffer, PrintOptions(LAYOUT))
    return Printed(buffer.getvalue(), PdfReader(io.BytesIO(buffer.getvalue())))


def test_no_back_has_a_straight_frame_line_near_its_trim() -> None:
    """A frame 4 mm in showed a 1 mm misregistration as a lopsided border."""
    cards = [aspect_card("Zná každou uličku"), *playing_deck(DeckSpec())[:1]]
    drawing = back_page(cards).drawing(1)
    sheet = compute_sheet(LAYOUT)
    for slot in range(len(cards)):
        trim = sheet.back(slot, len(cards)).trim
        for (x0, y0), (x1, y1) in drawing.lines:
            straight = abs(x0 - x1) < 0.01 or abs(y0 - y1) < 0.01
            inside = all(
                trim.x <= x <= trim.right and trim.y <= y <= trim.top
                for x, y in ((x0, y0), (x1, y1))
            )
            if not (straight and inside):
                continue
            near = (
                min(abs(v - edge) for v in (x0, x1) for edge in (trim.x, trim.right))
                if abs(x0 - x1) < 0.01
                else min(abs(v - edge) for v in (y0, y1) for edge in (trim.y, trim.top))
            )
            assert near > 10 * MM


def test_a_playing_card_back_is_the_same_turned_head_to_foot() -> None:
    cards = playing_deck(DeckSpec())[:1]
    drawing = back_page(cards).drawing(1)
    trim = compute_sheet(LAYOUT).back(0, 1).trim
    cx, cy = trim.centre

    def key(segment) -> tuple:
        (x0, y0), (x1, y1) = segment
        ends = sorted(((round(x0, 1), round(y0, 1)), (round(x1, 1), round(y1, 1))))
        return tuple(ends)

    def turned(segment):
        (x0, y0), (x1, y1) = segment
        return ((2 * cx - x0, 2 * cy - y0), (2 * cx - x1, 2 * cy - y1))

    inside = [
        s
        for s in drawing.lines
        if all(trim.x + 1 <= x <= trim.right - 1 and trim.y + 1 <= y <= trim.top - 1 for x, y in s)
    ]
    assert inside
    drawn = {key(s) for s in inside}
    missing = [s for s in inside if key(turned(s)) not in drawn]
    assert len(missing) <= len(inside) * 0.02  # rounding at the clip's edge at most


def test_other_backs_keep_their_word() -> None:
    data = back_page([aspect_card("Zná každou uličku")]).data
    assert "ASPECT" in PdfReader(io.BytesIO(data)).pages[1].extract_text()
