"""Faces of printable playing cards, for groups without a deck of their own.

Suited cards follow the classic pip layouts with large corner indices (6 and 9
underlined), court cards are framed double-ended letters, the black joker carries
a star and the red one a sun, each named beneath it, and the plain cards of a custom
red/black deck show only their colour, by shape as well as by hue (a disc for
black, a square on its point for red) so the colour-blind can read them. Every
suit is a vector shape (:mod:`printables.shapes`). In greyscale the red cards
are drawn hollow, so red and black stay apart without colour.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from reportlab.lib.colors import Color, white

from deskapp.core.cards import Card, Rank, Suit
from printables.face import CUT_CLEARANCE, Face
from printables.geometry import MM, Rect
from printables.shapes import draw_colour_mark, draw_star, draw_suit, draw_sun
from printables.specs import PlayingCard
from printables.style import SUIT_BLACK, SUIT_BLUE, SUIT_GREEN, SUIT_RED, grey, mix
from printables.text import LEADING, ascent, block_height, draw_text, text_width, tracked

# Pip positions for 2–10: (column, row) in the pip area, column 0 = left … 1 = right,
# row 0 = top … 1 = bottom. Pips below the middle are drawn upside down, as on real cards.
_C, _L, _R = 0.5, 0.0, 1.0
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 0), (_C, 1)],
    3: [(_C, 0), (_C, 0.5), (_C, 1)],
    4: [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    5: [(_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)],
    6: [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    7: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    8: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1), (_R, 1)],
    9: [(x, y) for x in (_L, _R) for y in (0, 1 / 3, 2 / 3, 1)] + [(_C, 0.5)],
    10: [(x, y) for x in (_L, _R) for y in (0, 1 / 3, 2 / 3, 1)] + [(_C, 1 / 6), (_C, 5 / 6)],
}


_JOKER_LETTERS = 6

Symbol = Callable[[float, float, float], None]
"""Draws a corner or centre symbol at (x, y), ``size`` points tall."""


def draw_playing_card(face: Face, spec: PlayingCard) -> None:
    """The face of one playing card."""
    c, card = face.canvas, spec.card
    c.setFillColor(white)
    rect = Rect(0, 0, face.width, face.height).outset(*face.bleed)
    c.rect(rect.x, rect.y, rect.width, rect.height, stroke=0, fill=1)
    colour, hollow = _colour(card, face.greyscale, face.four_colour)
    suit = card.suit
    if suit is not None and card.rank is not None:
        _corners(
            face,
            card.rank.letter_in(spec.language),
            partial(draw_suit, c, suit, colour=colour, hollow=hollow),
            colour,
            # 6 and 9 look alike upside down: underlined, as on printed decks.
            underline=card.rank in (Rank.SIX, Rank.NINE),
        )
        if card.rank is Rank.ACE:
            draw_suit(c, suit, face.width / 2, face.height / 2, 27 * MM * face.k, colour, hollow)
        elif card.rank.is_face:
            _court(face, card.rank.letter_in(spec.language), suit, colour, hollow)
        else:
            _pips(face, int(card.rank), suit, colour, hollow)
        return
    if card.serial:
        symbol = partial(draw_colour_mark, c, card.is_red, colour=colour, hollow=hollow)
        index, word = str(card.serial), spec.colour_word
    else:
        # The two jokers differ in shape and name, not only in colour (in Cinematic cards
        # one is a critical success, the other a critical failure): a sun and a star.
        mark = draw_sun if card.is_red else draw_star
        symbol = partial(mark, c, colour=colour, hollow=hollow)
        # A joker's corner spells its word down the edge, as on printed decks, so it
        # cannot be read as a jack; a word too long for the edge leaves the mark alone.
        word = spec.colour_word or spec.joker_word
        letters = spec.joker_word
        index = "\n".join(letters.upper()) if len(letters) <= _JOKER_LETTERS else ""
    _corners(face, index, symbol, colour)
    _emblem(face, symbol, word, colour)


def _colour(card: Card, greyscale: bool, four_colour: bool = False) -> tuple[Color, bool]:
    if greyscale:
        return (grey(0.3), True) if card.is_red else (Color(0, 0, 0), False)
    if four_colour and card.suit is Suit.DIAMONDS:
        return SUIT_BLUE, False
    if four_colour and card.suit is Suit.CLUBS:
        return SUIT_GREEN, False
    return (SUIT_RED if card.is_red else SUIT_BLACK), False


INDEX_SIZE = 21
"""The corner index's type size on a poker card: capitals about 5.3 mm tall, as on
commercial decks (5–6 mm), readable across the table."""


def _corners(
    face: Face, index: str, symbol: Symbol, colour: Color, *, underline: bool = False
) -> None:
    """The index and a small symbol in the top-left corner, and turned over in the bottom-right.

    An index of several lines (a joker's letters) is set small, one letter a line.
    """
    c, k = face.canvas, face.k
    lines = index.count("\n") + 1
    size = face.pt(INDEX_SIZE) if lines == 1 else face.pt(7)
    column = 5.6 * MM * k + _index_shift(face)
    for turned in (False, True):
        c.saveState()
        if turned:
            c.translate(face.width, face.height)
            c.rotate(180)
        top = face.height - max(3.6 * MM * k, CUT_CLEARANCE)
        height = block_height(face.fonts.bold, size, size * LEADING, lines) + 1
        box = Rect(column - 5 * MM * k, top - height, 10 * MM * k, height)
        fitted = face.fit(
            "index", index, face.fonts.bold, box.width, box.height, size, max_lines=lines
        )
        draw_text(c, fitted, box, colour, align="centre", valign="top")
        if underline and fitted.lines:
            width = text_width(fitted.lines[0], fitted.font, fitted.size, fitted.char_space)
            baseline = box.top - ascent(fitted.font, fitted.size)
            c.setStrokeColor(colour)
            c.setLineWidth(max(0.6, fitted.size * 0.07))
            y = baseline - fitted.size * 0.12
            c.line(column - width / 2, y, column + width / 2, y)
        symbol(column, box.y - 3.2 * MM * k, 4.4 * MM * k)
        c.restoreState()


def _index_shift(face: Face) -> float:
    """How far the corner indices sit further in than the design's 5.6 mm column, so the
    widest ("10") keeps clear of a bad cut; the pips and the court panel move in with them."""
    widest = text_width("10", face.fonts.bold, face.pt(INDEX_SIZE))
    return max(0.0, CUT_CLEARANCE + widest / 2 - 5.6 * MM * face.k)


def _pips(face: Face, count: int, suit: Suit, colour: Color, hollow: bool) -> None:
    c, k = face.canvas, face.k
    shift = _index_shift(face)
    area = Rect(
        face.width * 0.29 + shift,
        face.height * 0.19,
        face.width * 0.42 - 2 * shift,
        face.height * 0.62,
    )
    size = 10.5 * MM * k * area.width / (face.width * 0.42)  # narrower with the indices in
    for column, row in _PIPS[count]:
        c.saveState()
        c.translate(area.x + column * area.width, area.top - row * area.height)
        if row > 0.5:
            c.rotate(180)
        draw_suit(c, suit, 0, 0, size, colour, hollow)
        c.restoreState()


def _court(face: Face, index: str, suit: Suit, colour: Color, hollow: bool) -> None:
    """A framed panel with the letter and suit, drawn twice, head to foot."""
    c, k = face.canvas, face.k
    inset = 11 * MM * k + _index_shift(face)
    frame = Rect(inset, 10 * MM * k, face.width - 2 * inset, face.height - 20 * MM * k)
    c.setFillColor(mix(colour, white, 0.93) if not face.greyscale else white)
    c.setStrokeColor(colour)
    c.setLineWidth(1)
    c.roundRect(frame.x, frame.y, frame.width, frame.height, 2 * MM * k, stroke=1, fill=1)
    c.setLineWidth(0.5)
    c.line(frame.x + 3 * MM * k, frame.centre[1], frame.right - 3 * MM * k, frame.centre[1])
    half = Rect(frame.x, frame.centre[1], frame.width, frame.height / 2)
    for turned in (False, True):
        c.saveState()
        if turned:
            c.translate(face.width, face.height)
            c.rotate(180)
        letter = Rect(half.x, half.y + half.height * 0.38, half.width, half.height * 0.55)
        fitted = face.fit(
            "court",
            index,
            face.fonts.bold,
            letter.width,
            letter.height,
            face.pt(40),
            max_lines=1,
        )
        draw_text(c, fitted, letter, colour, align="centre", valign="middle")
        draw_suit(c, suit, half.centre[0], half.y + half.height * 0.22, 9 * MM * k, colour, hollow)
        c.restoreState()


def _emblem(face: Face, symbol: Symbol, word: str, colour: Color) -> None:
    """A joker's star or a plain card's colour mark, large, with its word beneath."""
    k = face.k
    cx, cy = face.width / 2, face.height / 2 + 5 * MM * k
    symbol(cx, cy, 28 * MM * k)
    if word:
        box = Rect(6 * MM * k, cy - 28 * MM * k, face.width - 12 * MM * k, 9 * MM * k)
        fitted = face.fit(
            "word", word.upper(), face.fonts.bold, box.width, box.height, face.pt(13), max_lines=1
        )
        draw_text(face.canvas, tracked(fitted, 0.12), box, colour, align="centre", valign="middle")
