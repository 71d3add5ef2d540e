"""Imposition: where each card, its back, the cut marks and the fold line go on a sheet.

The model is pure geometry, in PDF points, so the renderer draws exactly what
the tests check. Conventions (nanDECK, Squib, Proxy-PDF-Maker):

* cards sit in a centred grid, as many as fit, row by row from the top left —
  turned a quarter when that fits more of them (A3 poker 16 → 18);
* by default (the automatic gap) every card has its own bleed on all four sides,
  as much of the bleed asked as fits (at least ``MIN_OWN_BLEED_MM``), and the grid
  leaves room for a crop mark on every cut line inside the printer's margin;
* a gap chosen by the user is kept: each card bleeds into half of it, up to the full
  bleed; with no gap (guillotine cutting) neighbours share a cut line and bleed only
  runs past the outer edges of the grid — and beside an empty slot of the last sheet;
* crop marks lie between the bleed and the printer's margin, on every cut line,
  and never reach a card or its bleed, nor the unprintable band at the edge;
* duplex backs sit where the sheet's flip puts them behind their fronts —
  long-edge flip mirrors the columns, short-edge flip mirrors the rows;
* gutterfold puts fronts in the lower half and backs, turned 180°, in the
  upper half, mirrored across the fold line.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TypeVar

from deskapp.core.i18n import QT_TRANSLATE_NOOP, format_decimal, translate
from printables.geometry import (
    CARD_SIZES,
    DEFAULT_CARD_SIZE,
    DEFAULT_PAGE_SIZE,
    MM,
    PAGE_SIZES,
    PrintOptionError,
    Rect,
    Size,
)

# Crop marks start this far outside the bleed, so a slightly wide cut never
# leaves a stub of mark on the card.
MARK_CLEARANCE_MM = 0.5
MARK_LENGTH_MM = 5.0
# A mark shorter than this is not worth printing (and would be lost to the printer's border).
MARK_MIN_MM = 1.0
# The room an automatic gap leaves outside the bleed for marks: clearance and a 2 mm mark.
MARK_ROOM_MM = MARK_CLEARANCE_MM + 2.0
DEFAULT_MARGIN_MM = 5.0
MAX_BLEED_MM = 10.0
# The least bleed an automatic layout gives each card of its own rather than drop a column
# or a row: more than a home printer's duplex error once calibrated (about half a millimetre).
MIN_OWN_BLEED_MM = 0.75
MAX_GAP_MM = 30.0
MAX_OFFSET_MM = 20.0
MAX_SCALE_OFF = 0.05
"""The most a back scale may differ from 1 (5 %): more than any printer stretches a page."""
MAX_MARGIN_MM = 30.0

_Choice = TypeVar("_Choice", bound=StrEnum)


class CropMarks(StrEnum):
    """Where cut guides are printed: nowhere, short marks in the margin, or marks to the page edge."""

    NONE = "none"
    MARGIN = "margin"
    EDGE = "edge"


class Backs(StrEnum):
    """How card backs are printed."""

    NONE = "none"
    LONG_EDGE = "long"
    SHORT_EDGE = "short"
    GUTTERFOLD = "gutterfold"

    @property
    def duplex(self) -> bool:
        return self in (Backs.LONG_EDGE, Backs.SHORT_EDGE)


def parse_crop_marks(text: str) -> CropMarks:
    return _parse_choice(text, CropMarks, QT_TRANSLATE_NOOP("PrintOptions", "crop marks"))


def parse_backs(text: str) -> Backs:
    aliases = {"long-edge": "long", "short-edge": "short", "duplex": "long", "fold": "gutterfold"}
    key = text.strip().lower()
    what = QT_TRANSLATE_NOOP("PrintOptions", "backs")
    return _parse_choice(aliases.get(key, key), Backs, what, shown=text)


def parse_back_offset(text: str) -> tuple[float, float]:
    """``"X,Y"`` in millimetres (``"0.5,-1"``): how far to move the backs, seen from the front."""
    match = re.fullmatch(r"\s*(-?\d+(?:\.\d+)?)\s*[,;]\s*(-?\d+(?:\.\d+)?)\s*(?:mm)?\s*", text)
    if not match:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "'{text}' is not a back offset: write X,Y in millimetres, such as 0.5,-1",
            ).format(text=text)
        )
    offset = (float(match.group(1)), float(match.group(2)))
    _check_offset(offset)
    return offset


def _parse_choice(text: str, enum: type[_Choice], what: str, shown: str = "") -> _Choice:
    try:
        return enum(text.strip().lower())
    except ValueError:
        valid = ", ".join(member.value for member in enum)
        raise PrintOptionError(
            translate("PrintOptions", "unknown {what} '{text}': use one of {valid}").format(
                what=translate("PrintOptions", what), text=shown or text, valid=valid
            )
        ) from None


def _check_offset(offset: tuple[float, float]) -> None:
    if any(abs(value) > MAX_OFFSET_MM for value in offset):
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a back offset of {x},{y} mm is more than any printer is off: "
                "each value must be between −{most} and {most} mm",
            ).format(x=f"{offset[0]:g}", y=f"{offset[1]:g}", most=format_decimal(MAX_OFFSET_MM))
        )


@dataclass(frozen=True, slots=True)
class LayoutOptions:
    """How cards are laid out on paper; every length in millimetres."""

    card: Size = CARD_SIZES[DEFAULT_CARD_SIZE]
    page: Size = PAGE_SIZES[DEFAULT_PAGE_SIZE]
    bleed_mm: float = 3.0
    gap_mm: float | None = None
    """The space between neighbouring cards; None chooses it (see the module's notes)."""
    crop_marks: CropMarks = CropMarks.MARGIN
    backs: Backs = Backs.NONE
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    """Moves every back (x right, y up, as seen from the front) to make up for a printer's error."""
    back_scale: tuple[float, float] = (1.0, 1.0)
    """Stretches every back page (across, up; 1 is as designed) about its centre, moved by
    the offset, to make up for a printer that prints the back a little larger or smaller."""
    turn: bool = True
    """Turn cards a quarter when that fits more of them on the sheet."""
    margin_mm: float = DEFAULT_MARGIN_MM
    """The printer's unprintable border: nothing (bleed, marks) is put between it and the
    page edge; gutterfold keeps it on both sides of the fold too."""

    def __post_init__(self) -> None:
        if not 0 <= self.bleed_mm <= MAX_BLEED_MM:
            raise PrintOptionError(
                translate(
                    "PrintOptions", "a bleed of {length} mm is not possible: use 0 to {most} mm"
                ).format(length=format_decimal(self.bleed_mm), most=format_decimal(MAX_BLEED_MM))
            )
        if self.gap_mm is not None and not 0 <= self.gap_mm <= MAX_GAP_MM:
            raise PrintOptionError(
                translate(
                    "PrintOptions", "a gap of {length} mm is not possible: use 0 to {most} mm"
                ).format(length=format_decimal(self.gap_mm), most=format_decimal(MAX_GAP_MM))
            )
        if not 0 <= self.margin_mm <= MAX_MARGIN_MM:
            raise PrintOptionError(
                translate(
                    "PrintOptions",
                    "a page margin of {length} mm is not possible: use 0 to {most} mm",
                ).format(length=format_decimal(self.margin_mm), most=format_decimal(MAX_MARGIN_MM))
            )
        _check_offset(self.back_offset_mm)
        if any(abs(factor - 1) > MAX_SCALE_OFF + 1e-9 for factor in self.back_scale):
            raise PrintOptionError(
                translate(
                    "PrintOptions",
                    "a back scale of {x} %, {y} % is more than any printer stretches a page: "
                    "each value must be between {least} and {most} %",
                ).format(
                    x=format_decimal(self.back_scale[0] * 100),
                    y=format_decimal(self.back_scale[1] * 100),
                    least=format_decimal(100 - MAX_SCALE_OFF * 100),
                    most=format_decimal(100 + MAX_SCALE_OFF * 100),
                )
            )


@dataclass(frozen=True, slots=True)
class Segment:
    """A straight line in PDF points."""

    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one card side goes on its page.

    ``trim`` is the cut rectangle, ``bleed`` the area its background covers;
    ``rotation`` (0, 90, 180 or 270, anticlockwise) turns the card's drawing: at 90 and
    270 its top points to the page's left or right, and ``trim`` is the card lying down.
    """

    trim: Rect
    bleed: Rect
    rotation: int = 0


@dataclass(frozen=True)
class Sheet:
    """The computed imposition for one set of :class:`LayoutOptions`."""

    options: LayoutOptions
    columns: int
    rows: int
    gaps: tuple[float, float]
    """The space between columns and between rows, in millimetres."""
    page: Rect = field(repr=False)
    _fronts: tuple[Placement, ...] = field(repr=False)
    _backs: tuple[Placement, ...] = field(repr=False)

    @property
    def per_page(self) -> int:
        """Cards per sheet (per front page, or per gutterfold page)."""
        return self.columns * self.rows

    def front(self, slot: int, filled: int | None = None) -> Placement:
        """The front at ``slot`` (row by row from the top left) on a front page.

        ``filled`` is how many slots of the sheet hold a card (all by default): a card
        beside an empty slot bleeds fully into it, as at the grid's edge.
        """
        placement = self._fronts[slot]
        if filled is None or filled >= self.per_page:
            return placement
        row, column = self.slot_position(slot)
        bleed = self.options.bleed_mm * MM
        trim, current = placement.trim, placement.bleed
        right_empty = column < self.columns - 1 and slot + 1 >= filled
        below_empty = row < self.rows - 1 and slot + self.columns >= filled
        if not right_empty and not below_empty:
            return placement
        left_out = trim.x - current.x
        bottom_out = bleed if below_empty else trim.y - current.y
        right_out = bleed if right_empty else current.right - trim.right
        top_out = current.top - trim.top
        return Placement(
            trim, trim.outset(left_out, bottom_out, right_out, top_out), placement.rotation
        )

    def back(self, slot: int, filled: int | None = None) -> Placement:
        """The back of the card in ``slot``: on the back page (duplex) or the top half (gutterfold)."""
        if filled is None or filled >= self.per_page:
            return self._backs[slot]
        return _back(self.front(slot, filled), self.page, self.options)

    def slot_position(self, slot: int) -> tuple[int, int]:
        """(row, column) of a slot, row 0 at the top."""
        return divmod(slot, self.columns)

    def behind(self, x: float, y: float) -> tuple[float, float]:
        """Where a point of a front page lies on its back page (duplex, offset included)."""
        dx, dy = self.options.back_offset_mm[0] * MM, self.options.back_offset_mm[1] * MM
        if _turns_over_top(self.options):
            return (x + dx, self.page.height - y - dy)
        return (self.page.width - x - dx, y + dy)

    @property
    def trim_box(self) -> Rect:
        """The bounding box of every cut line on a front (or gutterfold) page."""
        return _bounds([p.trim for p in self._all_on_front()])

    @property
    def bleed_box(self) -> Rect:
        return _bounds([p.bleed for p in self._all_on_front()])

    @property
    def back_trim_box(self) -> Rect:
        return _bounds([p.trim for p in self._backs])

    @property
    def back_bleed_box(self) -> Rect:
        return _bounds([p.bleed for p in self._backs])

    def _all_on_front(self) -> list[Placement]:
        if self.options.backs is Backs.GUTTERFOLD:
            return [*self._fronts, *self._backs]
        return list(self._fronts)

    @property
    def cut_xs(self) -> list[float]:
        """Every vertical cut line, left to right."""
        return _unique(x for p in self._fronts for x in (p.trim.x, p.trim.right))

    @property
    def cut_ys(self) -> list[float]:
        """Every horizontal cut line on the sheet (both halves for gutterfold), bottom to top."""
        return _unique(y for p in self._all_on_front() for y in (p.trim.y, p.trim.top))

    @property
    def fold_line(self) -> Segment | None:
        if self.options.backs is not Backs.GUTTERFOLD:
            return None
        middle = self.page.height / 2
        return Segment(0, middle, self.page.width, middle)

    def crop_marks(self) -> list[Segment]:
        """The cut guides of a front (or gutterfold) page: outside every card's bleed and
        inside the printer's margin (a mark with no room there is left out)."""
        style = self.options.crop_marks
        if style is CropMarks.NONE:
            return []
        bounds = self.bleed_box
        clearance = MARK_CLEARANCE_MM * MM
        margin = self.options.margin_mm * MM
        length = MARK_LENGTH_MM * MM if style is CropMarks.MARGIN else math.inf
        low_x, high_x = margin, self.page.width - margin
        low_y, high_y = margin, self.page.height - margin
        marks = []
        below, above = bounds.y - clearance, bounds.top + clearance
        left, right = bounds.x - clearance, bounds.right + clearance
        for x in self.cut_xs:
            marks += _mark(x, below, max(below - length, low_y), vertical=True, outward=-1)
            marks += _mark(x, above, min(above + length, high_y), vertical=True, outward=1)
        for y in self.cut_ys:
            marks += _mark(y, left, max(left - length, low_x), vertical=False, outward=-1)
            marks += _mark(y, right, min(right + length, high_x), vertical=False, outward=1)
        return marks

    def unmarked_cuts(self) -> int:
        """Cut lines with no crop mark at either end (no room inside the margin)."""
        if self.options.crop_marks is CropMarks.NONE:
            return 0
        marks = self.crop_marks()
        vertical = {round(m.x0, 3) for m in marks if m.x0 == m.x1}
        horizontal = {round(m.y0, 3) for m in marks if m.y0 == m.y1}
        return sum(round(x, 3) not in vertical for x in self.cut_xs) + sum(
            round(y, 3) not in horizontal for y in self.cut_ys
        )

    def bleed_in_margin_mm(self) -> float:
        """How far the outer bleed runs into the printer's margin (0 when it stays clear)."""
        margin = self.options.margin_mm * MM
        boxes = [self.bleed_box] + ([self.back_bleed_box] if self.options.backs.duplex else [])
        inside = max(
            max(margin - box.x, margin - box.y, box.right - (self.page.width - margin))
            for box in boxes
        )
        inside = max(inside, *(box.top - (self.page.height - margin) for box in boxes))
        return max(inside / MM, 0.0)

    def backs_on_page(self) -> bool:
        """Whether every back's bleed stays on the sheet (a back offset can push it off)."""
        if not self.options.backs.duplex:
            return True
        box = self.back_bleed_box
        tolerance = 1e-6
        return (
            box.x >= -tolerance
            and box.y >= -tolerance
            and box.right <= self.page.width + tolerance
            and box.top <= self.page.height + tolerance
        )


def _mark(at: float, start: float, end: float, vertical: bool, outward: int) -> list[Segment]:
    """A mark from ``start`` (by the bleed) out to ``end`` (away from the page's centre);
    none without room for one: the end, clamped to the margin, can even lie on the card's
    side of the start."""
    if (end - start) * outward < MARK_MIN_MM * MM:
        return []
    return [Segment(at, start, at, end) if vertical else Segment(start, at, end, at)]


def _unique(values) -> list[float]:  # any iterable of floats
    # Cut lines shared by neighbours come out of float arithmetic a hair apart.
    result: list[float] = []
    for value in sorted(values):
        if not result or value - result[-1] > 1e-6:
            result.append(value)
    return result


def _bounds(rects: list[Rect]) -> Rect:
    x0 = min(r.x for r in rects)
    y0 = min(r.y for r in rects)
    return Rect(x0, y0, max(r.right for r in rects) - x0, max(r.top for r in rects) - y0)


def compute_sheet(options: LayoutOptions) -> Sheet:
    """Lay out as many cards as fit on the page, centred; raise if not even one fits."""
    page = Rect(0, 0, *options.page.points)
    card_w, card_h = options.card.points
    bleed, margin = options.bleed_mm * MM, options.margin_mm * MM
    gutterfold = options.backs is Backs.GUTTERFOLD
    # Gutterfold fits each half between the page edge and the fold, both kept clear by the margin.
    area_h = page.height / 2 if gutterfold else page.height
    # Cards are cut inside the margin; their outer bleed may run into it (the preflight
    # says so), which costs no more than a white hair at the very edge of the sheet.
    space_w = page.width - 2 * margin
    space_h = area_h - 2 * margin
    upright = _grid(options, space_w, space_h, card_w, card_h)
    turned = _grid(options, space_w, space_h, card_h, card_w)
    # A card turned a quarter is worth it only when more of them fit the sheet, each with its
    # bleed clear of the margin (a turn never buys a card at the cost of a clean edge).
    clean_w, clean_h = space_w - 2 * bleed, space_h - 2 * bleed
    turned_clean = options.gap_mm is None or (
        _fit(clean_w, card_h, 0) * _fit(clean_h, card_w, 0) == turned.count
    )
    quarter = options.turn and turned_clean and turned.count > upright.count
    grid = turned if quarter else upright
    columns, rows, gap_x, gap_y = grid.columns, grid.rows, grid.gap_x, grid.gap_y
    if quarter:
        card_w, card_h = card_h, card_w
    if columns < 1 or rows < 1:
        bare = any(
            _fit(space_w, w, 0) and _fit(space_h, h, 0)
            for w, h in ((card_w, card_h), (card_h, card_w))
        )
        if bare and options.gap_mm is None and options.crop_marks is not CropMarks.NONE:
            message = translate(
                "PrintOptions",
                "a {card} card with its bleed and crop marks does not fit inside the {margin} mm "
                "printer margin of a {page} page: choose a larger page, a smaller card, a "
                "smaller margin if your printer prints closer to the edge, or no crop marks",
            )
        elif gutterfold:
            message = translate(
                "PrintOptions",
                "a {card} card with {bleed} mm bleed does not fit on half of a {page} page: "
                "choose a larger page, a smaller card or less bleed",
            )
        else:
            message = translate(
                "PrintOptions",
                "a {card} card with {bleed} mm bleed does not fit on a {page} page: "
                "choose a larger page, a smaller card or less bleed",
            )
        raise PrintOptionError(
            message.format(
                card=options.card,
                bleed=format_decimal(options.bleed_mm),
                page=options.page,
                margin=format_decimal(options.margin_mm),
            )
        )
    grid_w = columns * card_w + (columns - 1) * gap_x
    grid_h = rows * card_h + (rows - 1) * gap_y
    x0 = (page.width - grid_w) / 2
    top = area_h - (area_h - grid_h) / 2
    inner_x, inner_y = min(bleed, gap_x / 2), min(bleed, gap_y / 2)
    # An automatic gap gives each card its own bleed, the same on all its sides (see _grid).
    outer_x, outer_y = (inner_x, inner_y) if options.gap_mm is None else (bleed, bleed)
    fronts = []
    for row in range(rows):
        for column in range(columns):
            trim = Rect(
                x0 + column * (card_w + gap_x),
                top - card_h - row * (card_h + gap_y),
                card_w,
                card_h,
            )
            bleed_rect = trim.outset(
                outer_x if column == 0 else inner_x,
                outer_y if row == rows - 1 else inner_y,
                outer_x if column == columns - 1 else inner_x,
                outer_y if row == 0 else inner_y,
            )
            fronts.append(Placement(trim, bleed_rect, rotation=90 if quarter else 0))
    backs = tuple(_back(front, page, options) for front in fronts)
    sheet = Sheet(options, columns, rows, (gap_x / MM, gap_y / MM), page, tuple(fronts), backs)
    if not sheet.backs_on_page():
        dx, dy = options.back_offset_mm
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a back offset of {x},{y} mm pushes the backs off the {page} sheet "
                "for this layout: the backs can move at most {most} mm here",
            ).format(
                x=f"{dx:g}",
                y=f"{dy:g}",
                page=options.page,
                most=format_decimal(_offset_room(sheet)),
            )
        )
    return sheet


def _offset_room(sheet: Sheet) -> float:
    """How far (mm, to a tenth) backs can move from where no offset puts them, staying on."""
    still = replace(sheet.options, back_offset_mm=(0.0, 0.0))
    box = _bounds([_back(front, sheet.page, still).bleed for front in sheet._fronts])
    room = min(box.x, box.y, sheet.page.width - box.right, sheet.page.height - box.top)
    return math.floor(max(room, 0) / MM * 10) / 10


@dataclass(frozen=True, slots=True)
class _Grid:
    columns: int
    rows: int
    gap_x: float
    gap_y: float
    """The space between columns and between rows, in points."""

    @property
    def count(self) -> int:
        return self.columns * self.rows


def _grid(
    options: LayoutOptions, space_w: float, space_h: float, card_w: float, card_h: float
) -> _Grid:
    """Columns, rows and the gaps between them for cards of this size and turn.

    A gap chosen by the user is kept (0: neighbours share a cut line, for a guillotine).
    The automatic gap gives every card its own bleed on all four sides — twice the bleed
    between neighbours, so a duplex back a little off shows its own colour, never its
    neighbour's — and leaves room for crop marks outside the grid on every cut line: as
    many cards as fit with at least :data:`MIN_OWN_BLEED_MM` of it (or the bleed asked,
    if less), as much of the bleed asked as then fits."""
    if options.gap_mm is not None:
        gap = options.gap_mm * MM
        return _Grid(_fit(space_w, card_w, gap), _fit(space_h, card_h, gap), gap, gap)
    bleed = options.bleed_mm * MM
    marks = MARK_ROOM_MM * MM if options.crop_marks is not CropMarks.NONE else 0.0
    columns, bleed_x = _own_bleed(space_w - 2 * marks, card_w, bleed)
    rows, bleed_y = _own_bleed(space_h - 2 * marks, card_h, bleed)
    return _Grid(columns, rows, 2 * bleed_x, 2 * bleed_y)


def _own_bleed(space: float, size: float, bleed: float) -> tuple[int, float]:
    """The most cards that fit ``space`` each with its own bleed on both sides, at least
    :data:`MIN_OWN_BLEED_MM` (or ``bleed``, if less), and the bleed each then has."""
    least = min(bleed, MIN_OWN_BLEED_MM * MM)
    count = _fit(space, size, 0)
    while count > 0:
        room = (space - count * size) / (2 * count)
        if room >= least - 1e-9:
            return count, min(bleed, room)
        count -= 1
    return 0, bleed


def _fit(space: float, size: float, gap: float) -> int:
    # A hair of tolerance: 3 × 63 mm must fit in exactly 189 mm.
    return max(0, math.floor((space + gap) / (size + gap) + 1e-9))


def _back(front: Placement, page: Rect, options: LayoutOptions) -> Placement:
    """Where the back of ``front`` goes: the front mirrored by the sheet's flip or fold."""
    dx, dy = options.back_offset_mm[0] * MM, options.back_offset_mm[1] * MM
    # A card's "up", as an angle from the page's up, is mirrored with the sheet: a duplex
    # back reads upright when the card is turned over its own long side (0° stays 0°, a
    # card turned 90° has its back at 270°); a gutterfold back is head to foot (180 − θ).
    duplex_turn = (360 - front.rotation) % 360
    if options.backs is Backs.GUTTERFOLD:
        # Folded by hand, so no printer offset applies.
        return Placement(
            _mirror_y(front.trim, page.height, 0, 0),
            _mirror_y(front.bleed, page.height, 0, 0),
            rotation=(180 - front.rotation) % 360,
        )
    if _turns_over_top(options):
        # y mirrors; "up" seen from the front is "down" on the back page.
        return Placement(
            _mirror_y(front.trim, page.height, dx, -dy),
            _mirror_y(front.bleed, page.height, dx, -dy),
            rotation=duplex_turn,
        )
    # Turned over a side edge (and the unused backs of a one-sided layout, so the model is total).
    return Placement(
        _mirror_x(front.trim, page.width, -dx, dy),
        _mirror_x(front.bleed, page.width, -dx, dy),
        rotation=duplex_turn,
    )


def _turns_over_top(options: LayoutOptions) -> bool:
    """Whether the duplex flip turns the sheet over its top edge (else over a side edge).

    Long-edge flip turns a portrait sheet over its side, so the columns mirror; a
    landscape sheet's long edge is its top, so there the rows mirror. Short-edge
    flip is the other way round.
    """
    landscape = options.page.width > options.page.height
    return (options.backs is Backs.SHORT_EDGE) != landscape and options.backs.duplex


def _mirror_x(rect: Rect, width: float, dx: float, dy: float) -> Rect:
    return Rect(width - rect.right + dx, rect.y + dy, rect.width, rect.height)


def _mirror_y(rect: Rect, height: float, dx: float, dy: float) -> Rect:
    return Rect(rect.x + dx, height - rect.top + dy, rect.width, rect.height)
