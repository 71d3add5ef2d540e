"""Card faces for screens: the printed faces, drawn by the print code as SVG.

The players' phones (and the big screen) show a card with the very face the printed decks
have — corners, pips, court frames, jokers, the two- or four-colour style, the words of the
language — by handing the unchanged :func:`printables.playing.draw_playing_card` an
:class:`~printables.svg.SvgCanvas` (:mod:`printables.svg`). A face takes a few
milliseconds; each is kept, by card, style and language.
"""

from __future__ import annotations

from functools import cache
from typing import cast

from reportlab.pdfgen.canvas import Canvas

from deskapp.core.cards import Card, parse_card
from printables.face import Face
from printables.fonts import register_fonts
from printables.geometry import CARD_SIZES, DEFAULT_CARD_SIZE
from printables.images import ImageBank
from printables.kinds import playing_deck
from printables.labels import ENGLISH, labels_for
from printables.playing import draw_playing_card
from printables.preflight import Preflight
from printables.svg import SvgCanvas


def playing_face_svg(card: Card | str, *, four_colour: bool = False, language: str = "") -> str:
    """The printed face of a playing card (a Card or its notation: ``QH``, ``RJ``) as an SVG
    document sized by its container, its words in ``language`` (``""``: English)."""
    notation = card if isinstance(card, str) else card.notation
    return _face(notation, four_colour, language)


@cache
def _face(notation: str, four_colour: bool, language: str) -> str:
    width, height = CARD_SIZES[DEFAULT_CARD_SIZE].points
    canvas = SvgCanvas(width, height)
    face = Face(
        cast(Canvas, canvas),  # the recorder has the part of Canvas the face code uses
        register_fonts(),
        ImageBank(False),
        Preflight(),
        width,
        height,
        (0, 0, 0, 0),
        four_colour=four_colour,
    )
    labels = labels_for(language) if language else ENGLISH
    draw_playing_card(face, playing_deck([parse_card(notation)], labels=labels)[0])
    return canvas.svg()
