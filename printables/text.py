"""Fitting text into a box: wrap, then tighten, then shrink — and say when even that fails.

Print-and-play tools agree on the order (nanDECK, Squib): wrap at the
designed size; tighten the letter spacing and leading a little; shrink step by
step to a floor of 6 pt. Text that still does not fit is cut at the last line
that fits, ending in an ellipsis, and the overflow is returned so the
preflight report can name the card — it is never clipped silently.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from reportlab.lib.colors import Color
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from printables.geometry import Rect

# Lines break only at ordinary spaces: a no-break space (French « : », « ; ») holds its words together.
_BREAKING_SPACE = re.compile(r"[ \t\r\f\v]+")

MIN_SIZE = 6.0
"""No printed text is smaller than this (points)."""

LEADING = 1.22
TIGHT_LEADING = 1.1
# Tightening takes 3 % of an em from every letter: invisible at a glance, often one line won.
TIGHT_TRACKING = -0.03
SHRINK_STEP = 0.5
ELLIPSIS = "…"
ITEM_GAP = 0.45
"""The space between the items of a list, in ems."""


@dataclass(frozen=True, slots=True)
class FittedText:
    """Text broken into lines at a size that fits its box (or the overflow if none does)."""

    lines: tuple[str, ...]
    font: str
    size: float
    leading: float
    char_space: float
    overflow: float = 0.0
    """Points of height that did not fit, even at the minimum size; 0 when it all fits."""

    @property
    def height(self) -> float:
        return block_height(self.font, self.size, self.leading, len(self.lines))


def tracked(fitted: FittedText, em: float) -> FittedText:
    """The same lines with open letter spacing (``em`` of the size), for small capitals."""
    return FittedText(fitted.lines, fitted.font, fitted.size, fitted.leading, em * fitted.size)


def line_height(font: str, size: float) -> float:
    """The height one line of ``size`` needs, accents and descenders included."""
    return block_height(font, size, 0.0, 1)


def block_height(font: str, size: float, leading: float, lines: int) -> float:
    """Height from the top of the first line's ascent to the bottom of the last's descent."""
    if lines == 0:
        return 0.0
    ascent, descent = _extent(font)
    return (ascent - descent) * size + (lines - 1) * leading


@lru_cache(maxsize=64)
def _extent(font: str) -> tuple[float, float]:
    # types-reportlab leaves ``face`` off its Font (and types getFont's TrueType fonts as
    # Font too); every registered font has one, with ascent and descent.
    face = pdfmetrics.getFont(font).face  # type: ignore[attr-defined]
    return (face.ascent / 1000, face.descent / 1000)


def ascent(font: str, size: float) -> float:
    return _extent(font)[0] * size


def text_width(text: str, font: str, size: float, char_space: float = 0.0) -> float:
    """Width of one line as drawn, letter spacing included."""
    return pdfmetrics.stringWidth(text, font, size) + char_space * len(text)


@lru_cache(maxsize=8192)
def fit_text(
    text: str,
    font: str,
    width: float,
    height: float,
    size: float,
    *,
    min_size: float = MIN_SIZE,
    max_lines: int | None = None,
) -> FittedText:
    """Fit ``text`` into a ``width`` × ``height`` box, starting at ``size`` points.

    Paragraphs are separated by ``\\n``. Words are never broken unless a single
    word is wider than the box at the minimum size.
    """
    for attempt_size, leading_ratio, tracking in _attempts(size, min_size):
        char_space = tracking * attempt_size
        lines = wrap(text, font, attempt_size, width, char_space, break_words=False)
        if lines is None:
            continue
        leading = leading_ratio * attempt_size
        fits_height = block_height(font, attempt_size, leading, len(lines)) <= height + 0.01
        if fits_height and (max_lines is None or len(lines) <= max_lines):
            return FittedText(tuple(lines), font, attempt_size, leading, char_space)
    return _overflowing(text, font, width, height, min_size, max_lines)


def _attempts(size: float, min_size: float) -> list[tuple[float, float, float]]:
    """(size, leading ratio, tracking) to try in turn: as designed, tightened, then smaller."""
    size = max(size, min_size)
    attempts = [(size, LEADING, 0.0), (size, TIGHT_LEADING, TIGHT_TRACKING)]
    step = size - SHRINK_STEP
    while step > min_size:
        attempts.append((step, TIGHT_LEADING, TIGHT_TRACKING))
        step -= SHRINK_STEP
    attempts.append((min_size, TIGHT_LEADING, TIGHT_TRACKING))
    return attempts


def _overflowing(
    text: str, font: str, width: float, height: float, size: float, max_lines: int | None
) -> FittedText:
    char_space = TIGHT_TRACKING * size
    leading = TIGHT_LEADING * size
    lines = wrap(text, font, size, width, char_space, break_words=True) or []
    room = 0
    while room < len(lines) and block_height(font, size, leading, room + 1) <= height + 0.01:
        room += 1
    if max_lines is not None:
        room = min(room, max_lines)
    if room == len(lines):
        # Only a word too wide for the box stood in the way; broken, it all fits.
        return FittedText(tuple(lines), font, size, leading, char_space)
    overflow = block_height(font, size, leading, len(lines)) - block_height(
        font, size, leading, room
    )
    if max_lines == 1 and room == 1:
        # One line: it is too long by the width that does not fit, not by lines it has not.
        overflow = text_width(" ".join(text.split()), font, size, char_space) - width
    kept = lines[:room]
    if kept:
        kept[-1] = _with_ellipsis(kept[-1], font, size, width, char_space)
    return FittedText(tuple(kept), font, size, leading, char_space, max(overflow, 0.01))


def _with_ellipsis(line: str, font: str, size: float, width: float, char_space: float) -> str:
    while line and text_width(line + ELLIPSIS, font, size, char_space) > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS


def wrap(
    text: str, font: str, size: float, width: float, char_space: float = 0.0, *, break_words: bool
) -> list[str] | None:
    """Greedy line breaking; None when a word is too wide and ``break_words`` is off."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _BREAKING_SPACE.split(paragraph.strip()):
            if not word:
                continue
            candidate = f"{line} {word}" if line else word
            if text_width(candidate, font, size, char_space) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            if text_width(word, font, size, char_space) <= width:
                line = word
                continue
            if not break_words:
                return None
            pieces = _break_word(word, font, size, width, char_space)
            lines.extend(pieces[:-1])
            line = pieces[-1]
        lines.append(line)
    return lines


def _break_word(word: str, font: str, size: float, width: float, char_space: float) -> list[str]:
    pieces, piece = [], ""
    for char in word:
        if piece and text_width(piece + char, font, size, char_space) > width:
            pieces.append(piece)
            piece = ""
        piece += char
    pieces.append(piece)
    return pieces


def draw_text(
    canvas: Canvas,
    fitted: FittedText,
    box: Rect,
    colour: Color,
    *,
    align: str = "left",
    valign: str = "top",
) -> None:
    """Draw fitted lines in ``box``: ``align`` left, centre or right; ``valign`` top, middle
    or bottom."""
    if not fitted.lines:
        return
    top = box.top
    if valign == "middle":
        top = box.top - (box.height - fitted.height) / 2
    elif valign == "bottom":
        top = box.y + fitted.height
    baseline = top - ascent(fitted.font, fitted.size)
    canvas.setFillColor(colour)
    text = canvas.beginText()
    text.setFont(fitted.font, fitted.size, fitted.leading)
    text.setCharSpace(fitted.char_space)
    for line in fitted.lines:
        x = box.x
        if align != "left":
            # Letter spacing follows the last glyph too; leave it out when centring.
            line_width = text_width(line, fitted.font, fitted.size, fitted.char_space)
            line_width -= fitted.char_space
            x += (box.width - line_width) / (2 if align == "centre" else 1)
        text.setTextOrigin(x, baseline)
        text.textOut(line)
        baseline -= fitted.leading
    canvas.drawText(text)


@dataclass(frozen=True, slots=True)
class FittedParagraphs:
    """Several paragraphs (bullet items) fitted together at one size, a gap between them."""

    blocks: tuple[tuple[str, ...], ...]
    font: str
    size: float
    leading: float
    char_space: float
    gap: float
    overflow: float = 0.0


def paragraphs_height(
    blocks: Sequence[Sequence[str]], font: str, size: float, leading: float, gap: float
) -> float:
    """Height of several blocks of lines with ``gap`` between them."""
    heights = [block_height(font, size, leading, len(block)) for block in blocks if block]
    return sum(heights) + gap * max(0, len(heights) - 1)


@lru_cache(maxsize=1024)
def fit_paragraphs(
    paragraphs: tuple[str, ...],
    font: str,
    width: float,
    height: float,
    size: float,
) -> FittedParagraphs:
    """Like :func:`fit_text` for a list of items that must keep one size between them."""
    for attempt_size, leading_ratio, tracking in _attempts(size, MIN_SIZE):
        char_space = tracking * attempt_size
        wrapped = [
            wrap(p, font, attempt_size, width, char_space, break_words=False) for p in paragraphs
        ]
        blocks = [block for block in wrapped if block is not None]
        if len(blocks) < len(wrapped):  # a word too wide for the box at this size
            continue
        leading, gap = leading_ratio * attempt_size, ITEM_GAP * attempt_size
        if paragraphs_height(blocks, font, attempt_size, leading, gap) <= height + 0.01:
            return FittedParagraphs(
                tuple(tuple(b) for b in blocks), font, attempt_size, leading, char_space, gap
            )
    # Even the minimum size is too large: break over-wide words, then keep the lines that
    # fit and end with an ellipsis.
    char_space, leading = TIGHT_TRACKING * MIN_SIZE, TIGHT_LEADING * MIN_SIZE
    gap = ITEM_GAP * MIN_SIZE
    blocks = [
        wrap(p, font, MIN_SIZE, width, char_space, break_words=True) or [] for p in paragraphs
    ]
    total = paragraphs_height(blocks, font, MIN_SIZE, leading, gap)
    if total <= height + 0.01:
        # Only a word too wide for the box stood in the way; broken, it all fits.
        return FittedParagraphs(
            tuple(tuple(b) for b in blocks), font, MIN_SIZE, leading, char_space, gap
        )
    kept = _keep_fitting(blocks, font, MIN_SIZE, leading, gap, height)
    if kept and kept[-1]:
        kept[-1][-1] = _with_ellipsis(kept[-1][-1], font, MIN_SIZE, width, char_space)
    overflow = total - paragraphs_height(kept, font, MIN_SIZE, leading, gap)
    return FittedParagraphs(
        tuple(tuple(b) for b in kept), font, MIN_SIZE, leading, char_space, gap, max(overflow, 0.01)
    )


def _keep_fitting(
    blocks: list[list[str]], font: str, size: float, leading: float, gap: float, height: float
) -> list[list[str]]:
    kept: list[list[str]] = []
    for block in blocks:
        kept.append([])
        for line in block:
            kept[-1].append(line)
            if paragraphs_height(kept, font, size, leading, gap) > height + 0.01:
                kept[-1].pop()
                return [b for b in kept if b]
    return kept
