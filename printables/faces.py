"""Card faces and backs, drawn from specs in the card's own coordinates.

Every face shares one frame: a full-bleed paper tint, a coloured band at the
top with the kind word, the title and a round badge holding the kind's icon,
the body in the safe zone, and a thin strip with a footer at the bottom.
Drawing happens in points with the origin at the card's lower-left trim
corner; the caller has already clipped to the card's bleed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from printables.face import CUT_CLEARANCE, Face
from printables.fonts import Fonts
from printables.geometry import MM, Rect
from printables.images import ImageError
from printables.playing import draw_playing_card
from printables.preflight import (
    PREFERRED_DPI,
    LowResolution,
    UnreadableImage,
)
from printables.shapes import draw_icon
from printables.specs import (
    AspectCard,
    Back,
    BigValue,
    Bullets,
    CardSpec,
    CharacterCard,
    Checks,
    Field,
    FieldCard,
    Icon,
    PlayingCard,
    Stats,
    Text,
    Track,
    WriteLines,
)
from printables.style import ACCENTS, Palette, mix, palette, scale_for
from printables.text import (
    MIN_SIZE,
    FittedText,
    ascent,
    draw_text,
    fit_paragraphs,
    fit_text,
    line_height,
    paragraphs_height,
    text_width,
    tracked,
)


def default_back(spec: CardSpec) -> Back:
    """The back a card gets when its spec names none: its kind's icon, word and colour."""
    if spec.back is not None:
        return spec.back
    if isinstance(spec, PlayingCard):
        return Back(symmetric=True)
    if isinstance(spec, AspectCard):
        return Back(spec.kind_word, spec.kind.icon, spec.accent)
    return Back(spec.kind, spec.icon, spec.accent)


def draw_front(face: Face, spec: CardSpec) -> None:
    """Draw the face of ``spec``."""
    if isinstance(spec, PlayingCard):
        draw_playing_card(face, spec)
        return
    icon = spec.kind.icon if isinstance(spec, AspectCard) else spec.icon
    colours = palette(spec.accent or ACCENTS[icon], face.greyscale)
    if isinstance(spec, CharacterCard):
        _character(face, colours, spec)
    elif isinstance(spec, AspectCard):
        _aspect(face, colours, spec)
    else:
        body = _chrome(face, colours, spec.kind, spec.title, spec.icon, spec.footer)
        if spec.subtitle:
            body = _subtitle(face, colours, spec.subtitle, body)
        _fields(face, colours, spec.fields, body)


# The frame every face shares.


def _band_height(face: Face) -> float:
    return 17 * MM * face.k


def _chrome(face: Face, colours: Palette, kind: str, title: str, icon: Icon, footer: str) -> Rect:
    """Paper, band, badge, title, strip and footer; returns the body's rectangle."""
    c, k, safe = face.canvas, face.k, face.safe
    width, height = face.width, face.height
    left, bottom, right, top = face.bleed
    if colours.paper is not None:
        c.setFillColor(colours.paper)
        c.rect(-left, -bottom, width + left + right, height + bottom + top, stroke=0, fill=1)
    band = _band_height(face)
    c.setFillColor(colours.band)
    c.rect(-left, height - band, width + left + right, band + top, stroke=0, fill=1)
    if colours.greyscale:
        c.setStrokeColor(colours.accent)
        c.setLineWidth(0.8)
        c.line(-left, height - band, width + right, height - band)

    diameter = 9.5 * MM * k
    cx = width - safe - diameter / 2
    cy = (height - band + 1.5 * MM * k + height - safe) / 2
    c.setFillColor(colours.badge)
    if colours.greyscale:
        c.setStrokeColor(colours.accent)
        c.setLineWidth(0.6)
    c.circle(cx, cy, diameter / 2, stroke=int(colours.greyscale), fill=1)
    draw_icon(c, icon, cx, cy, diameter * 0.56, colours.badge_ink, colours.badge)

    text_right = cx - diameter / 2 - 2 * MM * k
    text_top = height - safe
    if kind:
        kind_size = face.pt(6.5)
        fitted = face.fit(
            "kind",
            kind.upper(),
            face.fonts.bold,
            text_right - safe,
            line_height(face.fonts.bold, kind_size),
            kind_size,
            max_lines=1,
        )
        kind_box = Rect(safe, 0, text_right - safe, text_top)
        draw_text(c, tracked(fitted, 0.09), kind_box, colours.band_muted)
        text_top -= fitted.height + 1.2 * MM * k
    title_bottom = height - band + 2.2 * MM * k
    title_box = Rect(safe, title_bottom, text_right - safe, text_top - title_bottom)
    if title:
        fitted = _fit_title(face, title, title_box, face.pt(14))
        draw_text(c, fitted, title_box, colours.band_ink, valign="middle")
    else:  # a blank card: a line in the band to write its name on
        c.setStrokeColor(colours.band_muted)
        c.setLineWidth(0.6)
        c.line(title_box.x, title_box.y + 1.5 * MM * k, title_box.right, title_box.y + 1.5 * MM * k)

    strip = _strip_height(face)
    if not colours.greyscale:
        c.setFillColor(colours.band)
        c.rect(-left, -bottom, width + left + right, strip + bottom, stroke=0, fill=1)
    if footer:
        box = _footer_box(face)
        fitted = face.fit(
            "footer", footer, face.fonts.italic, box.width, box.height, face.pt(6.5), max_lines=1
        )
        draw_text(c, fitted, box, colours.muted, align="centre", valign="bottom")
    return _body_rect(face, bool(footer))


def _strip_height(face: Face) -> float:
    """The coloured strip at the foot of a front, bleed aside: its edge clear of a bad cut."""
    return max(1.8 * MM * face.k, CUT_CLEARANCE)


def _footer_box(face: Face) -> Rect:
    size = face.pt(6.5)
    return Rect(
        face.safe,
        _strip_height(face) + 1.3 * MM * face.k,
        face.width - 2 * face.safe,
        line_height(face.fonts.italic, size),
    )


def _body_rect(face: Face, footer: bool) -> Rect:
    """The body of a card with the shared frame: below the band, above the footer or strip."""
    k, safe = face.k, face.safe
    body_bottom = (
        _footer_box(face).top + 1.6 * MM * k if footer else _strip_height(face) + safe * 0.7
    )
    body_top = face.height - _band_height(face) - 3 * MM * k
    return Rect(safe, body_bottom, face.width - 2 * safe, body_top - body_bottom)


def _fit_title(face: Face, title: str, box: Rect, size: float) -> FittedText:
    # A name reads best on one line: shrink a little for that before wrapping to two.
    one_line = fit_text(
        title, face.fonts.bold, box.width, box.height, size, min_size=size * 0.72, max_lines=1
    )
    if not one_line.overflow:
        face.check_glyphs("title", title)
        return one_line
    return face.fit("title", title, face.fonts.bold, box.width, box.height, size * 0.86)


def _subtitle_fitted(face: Face, text: str, body: Rect) -> FittedText:
    size = face.pt(8.5)
    return face.fit("subtitle", text, face.fonts.italic, body.width, size * 2.6, size, max_lines=2)


def _subtitle(face: Face, colours: Palette, text: str, body: Rect) -> Rect:
    fitted = _subtitle_fitted(face, text, body)
    draw_text(face.canvas, fitted, body, colours.muted)
    used = fitted.height + 2 * MM * face.k
    return Rect(body.x, body.y, body.width, body.height - used)


# Fields.


@dataclass
class _Slot:
    field: Field
    name: str
    label: float
    fixed: float = 0.0
    natural: float = 0.0
    minimum: float = 0.0
    absorbs: bool = False
    height: float = 0.0


def _field_name(field: Field, index: int) -> str:
    """How the preflight report names a field."""
    if isinstance(field, Track) and field.name:
        return field.name
    if field.label:
        return field.label
    return {
        Text: "text",
        Bullets: "list",
        WriteLines: "lines",
        Track: "track",
        Stats: "values",
        Checks: "tick boxes",
        BigValue: "value",
    }[type(field)] + (f" {index + 1}" if index else "")


def _label_height(face: Face) -> float:
    return line_height(face.fonts.bold, face.pt(6.5)) + face.rows(1.3)


def _measure(face: Face, field: Field, width: float, index: int) -> _Slot:
    k = face.k
    slot = _Slot(field, _field_name(field, index), _label_height(face) if field.label else 0.0)
    if isinstance(field, Text | Bullets):
        slot.natural = _fitted(face, field, width, 1e6)[0]
    elif isinstance(field, WriteLines):
        gap = _line_gap(face)
        if field.count is None:
            slot.absorbs = True
            slot.minimum = gap * max(1, len(field.entries))
        else:
            slot.fixed = gap * max(field.count, len(field.entries))
    elif isinstance(field, Track):
        slot.fixed = _track_geometry(face, field, width).height
    elif isinstance(field, Stats):
        slot.fixed = _stat_row(face) * len(field.rows)
    elif isinstance(field, Checks):
        slot.fixed = _check_row(face) * len(field.options)
    else:
        slot.absorbs = True
        slot.minimum = 16 * MM * k + (_caption_size(face) * 1.4 if field.caption else 0)
    return slot


@dataclass
class _Plan:
    """Where each field of a card goes: its slot, the space above it, its whole height."""

    slots: list[_Slot]
    gaps: list[float]
    heights: list[float]
    fits: bool


# How tightly rows and spaces may be set before a field moves to a continuation card.
SQUEEZES = (1.0, 0.9, 0.8)


def _plan(face: Face, fields: Sequence[Field], body: Rect) -> _Plan:
    """Share out the body's height at the face's current squeeze; ``fits`` says if all fit.

    Fixed fields (tracks, values, tick boxes, counted lines) take what they need;
    text and lists get their natural height, shrunk in proportion when short of
    room; fields that fill (open lines, a big value) share what is left. A field
    without a heading stays close to the one before: it belongs to its group.
    """
    spacing = face.rows(2.4)
    slots = [_measure(face, field, body.width, index) for index, field in enumerate(fields)]
    gaps = [0.0] + [spacing if s.field.label else spacing * 0.5 for s in slots[1:]]
    fixed = sum(s.fixed + s.label for s in slots) + sum(gaps)
    flexible = [s for s in slots if not s.fixed and not s.absorbs]
    absorbing = [s for s in slots if s.absorbs]
    free = max(body.height - fixed, 0)
    wanted = sum(s.natural for s in flexible) + sum(s.minimum for s in absorbing)
    fits = fixed <= body.height + 0.5
    if wanted <= free:
        for s in flexible:
            s.height = s.natural
        spare = (free - wanted) / len(absorbing) if absorbing else 0
        for s in absorbing:
            s.height = s.minimum + spare
    else:
        for s in absorbing:
            s.height = s.minimum
        share = free - sum(s.minimum for s in absorbing)
        fits = fits and share >= 0
        share = max(share, 0)
        natural = sum(s.natural for s in flexible) or 1
        for s in flexible:
            s.height = share * s.natural / natural
            fits = fits and _fits_in(face, s.field, body.width, s.height)
    heights = [s.label + (s.fixed or s.height) for s in slots]
    return _Plan(slots, gaps, heights, fits)


def _fits_in(face: Face, field: Field, width: float, height: float) -> bool:
    """Whether a text or list fits ``height`` at some size down to the smallest."""
    return not isinstance(field, Text | Bullets) or not _fitted(face, field, width, height)[1]


def _fitted(face: Face, field: Text | Bullets, width: float, height: float) -> tuple[float, float]:
    """A text's or list's height at the size that fits ``height``, and how much overflows."""
    if isinstance(field, Text):
        font = face.fonts.italic if field.italic else face.fonts.regular
        text = fit_text(field.text, font, width, height, face.pt(field.size))
        return text.height, text.overflow
    items = fit_paragraphs(
        field.items, face.fonts.regular, width - _indent(face), height, face.pt(field.size)
    )
    used = paragraphs_height(items.blocks, items.font, items.size, items.leading, items.gap)
    return used, items.overflow


def _best_plan(face: Face, fields: Sequence[Field], body: Rect) -> _Plan:
    """The loosest squeeze at which every field fits (the face keeps it), else the tightest."""
    for squeeze in SQUEEZES:
        face.squeeze = squeeze
        plan = _plan(face, fields, body)
        if plan.fits:
            return plan
    return plan


def _fields(face: Face, colours: Palette, fields: tuple[Field, ...], body: Rect) -> None:
    """Stack the fields down the body as :func:`_best_plan` shares it out."""
    if not fields:
        return
    plan = _best_plan(face, fields, body)
    top = body.top
    for index, s in enumerate(plan.slots):
        top -= plan.gaps[index]
        height = plan.heights[index]
        if top - height < body.y - 0.5:
            # Not even the fixed parts fit: name the first field left out, and by how much.
            rest = sum(plan.heights[index:]) + sum(plan.gaps[index + 1 :])
            face.report_overflow(s.name, rest - (top - body.y))
            return
        rect = Rect(body.x, top - height, body.width, height)
        if s.field.label:
            _field_label(face, colours, s.field.label, rect)
            rect = Rect(rect.x, rect.y, rect.width, rect.height - s.label)
        _draw_field(face, colours, s.field, s.name, rect)
        top -= height


# A card too full to hold its fields goes on over more cards.


@dataclass(frozen=True, slots=True)
class Continuation:
    """How a full card was spread over several: the cards, and the first field moved on."""

    cards: tuple[CardSpec, ...]
    moved: str
    """The name of the first field printed on the second card."""
    more: int
    """How many further fields (whole or in part) follow it."""


def continue_full_card(face: Face, spec: FieldCard) -> Continuation | None:
    """None when the card's fields fit it (squeezed if need be); else the cards they fill.

    Fields move whole, in order; a list too long for a card of its own (values,
    items, tick boxes, filled-in lines) is split between its rows. A field that
    arrives on a new card without a heading gets its group's heading again. Each
    card's title ends in "(1/2)", "(2/2)" …
    """
    first_body = _card_body(face, spec)
    if not spec.fields or _best_plan(face, spec.fields, first_body).fits:
        return None
    later_body = _body_rect(face, bool(spec.footer))
    headings = _group_headings(spec.fields)
    remaining = [(field, headings[index]) for index, field in enumerate(spec.fields)]
    pages: list[list[Field]] = []
    while remaining:
        body = first_body if not pages else later_body
        taken = _fields_that_fit(face, [field for field, _ in remaining], body)
        page = [field for field, _ in remaining[:taken]]
        remaining = remaining[taken:]
        if remaining:
            # The next field fills what is left of this card as far as it can.
            field, heading = remaining[0]
            parts = _split_field(face, field, body, page)
            if parts:
                page.append(parts[0])
                remaining[0] = (parts[1], heading)
            elif not page:  # too big alone and not a list: it overflows on its own card
                page.append(field)
                remaining = remaining[1:]
        pages.append(page)
        if remaining and not remaining[0][0].label:
            field, heading = remaining[0]
            remaining[0] = (replace(field, label=heading), heading)
    if len(pages) == 1:
        return None  # nothing fits any better on more cards: it overflows in place
    total = len(pages)
    cards = tuple(
        replace(
            spec,
            title=f"{spec.title} ({number}/{total})",
            subtitle=spec.subtitle if number == 1 else "",
            fields=tuple(page),
        )
        for number, page in enumerate(pages, start=1)
    )
    moved_fields = [field for page in pages[1:] for field in page]
    return Continuation(cards, _field_name(moved_fields[0], 0), len(moved_fields) - 1)


def _card_body(face: Face, spec: FieldCard) -> Rect:
    body = _body_rect(face, bool(spec.footer))
    if spec.subtitle:
        used = _subtitle_fitted(face, spec.subtitle, body).height + 2 * MM * face.k
        body = Rect(body.x, body.y, body.width, body.height - used)
    return body


def _group_headings(fields: Sequence[Field]) -> list[str]:
    """Each field's heading, or the heading of the group it follows."""
    headings, current = [], ""
    for field in fields:
        current = field.label or current
        headings.append(current)
    return headings


def _fields_that_fit(face: Face, fields: Sequence[Field], body: Rect) -> int:
    """How many of the first fields fit the body together."""
    taken = 0
    while taken < len(fields) and _best_plan(face, fields[: taken + 1], body).fits:
        taken += 1
    return taken


def _split_field(
    face: Face, field: Field, body: Rect, before: Sequence[Field]
) -> tuple[Field, Field] | None:
    """A list, as the most of it that fits below ``before`` and the rest (None: not a list,
    or too little of it fits; below other fields at least two of its rows must)."""
    count = _list_length(field)
    if count < 2:
        return None
    low, high = 0, count - 1  # the most rows that fit; at least one must go on
    while low < high:
        middle = (low + high + 1) // 2
        if _best_plan(face, [*before, _list_part(field, 0, middle)], body).fits:
            low = middle
        else:
            high = middle - 1
    fitting = low
    if fitting < (2 if before else 1):
        return None
    return _list_part(field, 0, fitting), _list_part(field, fitting, count)


def _list_length(field: Field) -> int:
    """How many rows a field that can be split has (0 for one that cannot)."""
    if isinstance(field, Stats):
        return len(field.rows)
    if isinstance(field, Bullets):
        return len(field.items)
    if isinstance(field, Checks):
        return len(field.options)
    if isinstance(field, WriteLines) and field.count is None:
        return len(field.entries)
    if isinstance(field, Text):
        return len(field.text.split(" "))
    return 0


def _list_part(field: Field, start: int, stop: int) -> Field:
    """Rows ``start`` to ``stop`` of a field that :func:`_list_length` can split."""
    if isinstance(field, Stats):
        return replace(field, rows=field.rows[start:stop])
    if isinstance(field, Bullets):
        return replace(field, items=field.items[start:stop])
    if isinstance(field, Checks):
        marked = field.marked
        inside = marked is not None and start <= marked < stop
        return replace(
            field,
            options=field.options[start:stop],
            marked=marked - start if inside and marked is not None else None,
        )
    if isinstance(field, Text):
        return replace(field, text=" ".join(field.text.split(" ")[start:stop]))
    assert isinstance(field, WriteLines)
    return replace(field, entries=field.entries[start:stop])


def _field_label(face: Face, colours: Palette, label: str, rect: Rect) -> None:
    size = face.pt(6.5)
    fitted = face.fit(
        "label",
        label.upper(),
        face.fonts.bold,
        rect.width,
        line_height(face.fonts.bold, size),
        size,
        max_lines=1,
    )
    draw_text(face.canvas, tracked(fitted, 0.07), rect, colours.accent)


def _draw_field(face: Face, colours: Palette, field: Field, name: str, rect: Rect) -> None:
    if isinstance(field, Text):
        font = face.fonts.italic if field.italic else face.fonts.regular
        fitted = face.fit(name, field.text, font, rect.width, rect.height, face.pt(field.size))
        align, valign = ("centre", "middle") if field.centred else ("left", "top")
        draw_text(face.canvas, fitted, rect, colours.ink, align=align, valign=valign)
    elif isinstance(field, Bullets):
        _bullets(face, colours, field, name, rect)
    elif isinstance(field, WriteLines):
        _write_lines(face, colours, field, name, rect)
    elif isinstance(field, Track):
        _track(face, colours, field, name, rect)
    elif isinstance(field, Stats):
        _stats(face, colours, field, name, rect)
    elif isinstance(field, Checks):
        _checks(face, colours, field, name, rect)
    else:
        _big_value(face, colours, field, name, rect)


def _indent(face: Face) -> float:
    return 3 * MM * face.k


def _bullets(face: Face, colours: Palette, field: Bullets, name: str, rect: Rect) -> None:
    c, indent = face.canvas, _indent(face)
    for item in field.items:
        face.check_glyphs(name, item)
    fitted = fit_paragraphs(
        field.items, face.fonts.regular, rect.width - indent, rect.height, face.pt(field.size)
    )
    if fitted.overflow:
        face.report_overflow(name, fitted.overflow)
    top = rect.top
    for block in fitted.blocks:
        lines = FittedText(block, fitted.font, fitted.size, fitted.leading, fitted.char_space)
        box = Rect(rect.x + indent, rect.y, rect.width - indent, top - rect.y)
        draw_text(c, lines, box, colours.ink)
        # The dot sits on the x-height of the first line.
        dot_y = top - ascent(fitted.font, fitted.size) + fitted.size * 0.27
        c.setFillColor(colours.accent)
        c.circle(rect.x + indent * 0.35, dot_y, fitted.size * 0.16, stroke=0, fill=1)
        top -= lines.height + fitted.gap


def _line_gap(face: Face) -> float:
    return face.rows(6.2)


def _write_lines(face: Face, colours: Palette, field: WriteLines, name: str, rect: Rect) -> None:
    c, gap = face.canvas, _line_gap(face)
    count = field.count if field.count is not None else max(1, math.floor(rect.height / gap + 0.01))
    count = max(count, len(field.entries))
    size = face.pt(8.5)
    c.setStrokeColor(colours.rule)
    c.setLineWidth(0.5)
    for index in range(count):
        baseline = rect.top - (index + 1) * gap + 1.2 * MM * face.k
        c.line(rect.x, baseline, rect.right, baseline)
        if index < len(field.entries):
            box = Rect(rect.x + 0.8 * MM, baseline + 1.5, rect.width - 0.8 * MM, gap - 3)
            fitted = face.fit(
                f"{name} {index + 1}",
                field.entries[index],
                face.fonts.italic,
                box.width,
                box.height,
                size,
                max_lines=1,
            )
            draw_text(c, fitted, box, colours.ink, valign="bottom")


def _box_size(face: Face) -> float:
    return face.rows(4.2)


@dataclass(frozen=True)
class _TrackGeometry:
    name_width: float
    """Width beside the boxes for the name (0 when the name sits above them, or there is none)."""
    stacked: bool
    per_row: int
    row: float
    height: float


def _track_geometry(face: Face, field: Track, width: float) -> _TrackGeometry:
    box, gap = _box_size(face), face.rows(1.2)
    named = bool(field.name or field.write_in)
    name_width = width * 0.42 if named else 0.0
    per_row = max(1, math.floor((width - name_width + gap) / (box + gap)))
    stacked = named and field.boxes > per_row
    if stacked:
        # Too many boxes beside the name: put the name above them instead.
        name_width = 0.0
        per_row = max(1, math.floor((width + gap) / (box + gap)))
    rows = math.ceil(max(field.boxes, 1) / per_row)
    row = box + (face.pt(6) * 1.15 if field.numbers else 0)
    height = rows * row + (rows - 1) * gap + (_stacked_name_height(face) if stacked else 0)
    return _TrackGeometry(name_width, stacked, per_row, row, height)


def _stacked_name_height(face: Face) -> float:
    return face.pt(8.5) * 1.4


def _track(face: Face, colours: Palette, field: Track, name: str, rect: Rect) -> None:
    c, box, gap = face.canvas, _box_size(face), face.rows(1.2)
    geometry = _track_geometry(face, field, rect.width)
    size = face.pt(8.5)
    top = rect.top
    if geometry.stacked:
        name_rect = Rect(
            rect.x, top - _stacked_name_height(face), rect.width, _stacked_name_height(face)
        )
        _track_name(face, colours, field, name, name_rect, size)
        top = name_rect.y
    elif geometry.name_width:
        name_rect = Rect(rect.x, top - box, geometry.name_width - 1.5 * MM, box)
        _track_name(face, colours, field, name, name_rect, size)
    number_size = face.pt(6)
    for index in range(field.boxes):
        line, column = divmod(index, geometry.per_row)
        x = rect.x + geometry.name_width + column * (box + gap)
        y = top - line * (geometry.row + gap) - box
        _tick_box(c, colours, x, y, box, ticked=index < field.ticked)
        if field.numbers:
            c.setFillColor(colours.muted)
            c.setFont(face.fonts.regular, number_size)
            c.drawCentredString(x + box / 2, y - number_size, str(field.first + index))


def _track_name(
    face: Face, colours: Palette, field: Track, name: str, rect: Rect, size: float
) -> None:
    if field.name:
        # A squeezed row may be lower than a line of the smallest type: centre on the row.
        spill = max(line_height(face.fonts.regular, MIN_SIZE) - rect.height, 0) / 2
        rect = rect.outset(0, spill, 0, spill)
        fitted = face.fit(
            name, field.name, face.fonts.regular, rect.width, rect.height, size, max_lines=1
        )
        draw_text(face.canvas, fitted, rect, colours.ink, valign="middle")
    else:
        face.canvas.setStrokeColor(colours.rule)
        face.canvas.setLineWidth(0.5)
        face.canvas.line(rect.x, rect.y + 0.6, rect.right, rect.y + 0.6)


def _tick_box(c: Canvas, colours: Palette, x: float, y: float, size: float, ticked: bool) -> None:
    c.setStrokeColor(colours.accent)
    c.setLineWidth(0.7)
    c.setFillColor(Color(1, 1, 1))
    c.roundRect(x, y, size, size, size * 0.12, stroke=1, fill=1)
    if ticked:
        c.setStrokeColor(colours.ink)
        c.setLineWidth(max(0.8, size * 0.09))
        c.setLineCap(1)
        inset = size * 0.22
        c.line(x + inset, y + inset, x + size - inset, y + size - inset)
        c.line(x + inset, y + size - inset, x + size - inset, y + inset)


def _stat_row(face: Face) -> float:
    return face.rows(6)


def _value_box_width(face: Face, field: Stats) -> float:
    """Wide enough for the longest value (a write-in box keeps room for a number)."""
    k, widest = face.k, 10 * MM * face.k
    if any(not value for _, value in field.rows):
        return widest
    longest = max(text_width(value, face.fonts.bold, face.pt(9.5), 0) for _, value in field.rows)
    return min(widest, max(longest + 2.4 * MM * k, 6 * MM * k))


def _stats(face: Face, colours: Palette, field: Stats, name: str, rect: Rect) -> None:
    c, row, k = face.canvas, _stat_row(face), face.k
    box_w, box_h = _value_box_width(face, field), row - 1.4 * MM * k
    size = face.pt(8.5)
    for index, (label, value) in enumerate(field.rows):
        top = rect.top - index * row
        box = Rect(rect.right - box_w, top - row + (row - box_h) / 2, box_w, box_h)
        label_box = Rect(rect.x, box.y, rect.width - box_w - 1.5 * MM * k, box_h)
        fitted = face.fit(
            f"{name}: {label}",
            label,
            face.fonts.regular,
            label_box.width,
            label_box.height,
            size,
            max_lines=1,
        )
        draw_text(c, fitted, label_box, colours.ink, valign="middle")
        # A hairline ties a short name to its value across the card (dots read as specks).
        used = (
            text_width(fitted.lines[0], fitted.font, fitted.size, fitted.char_space)
            if fitted.lines
            else 0
        )
        if label_box.x + used + 5 * MM < label_box.right:
            c.setStrokeColor(colours.rule)
            c.setLineWidth(0.4)
            c.line(label_box.x + used + 1.5 * MM, box.y + 1.2 * k, label_box.right, box.y + 1.2 * k)
        c.setStrokeColor(colours.accent)
        c.setFillColor(Color(1, 1, 1))
        c.setLineWidth(0.7)
        c.roundRect(box.x, box.y, box.width, box.height, 1.2 * k, stroke=1, fill=1)
        if value:
            fitted = face.fit(
                f"{name}: {label}",
                value,
                face.fonts.bold,
                box.width - 2,
                box.height,
                face.pt(9.5),
                max_lines=1,
            )
            draw_text(c, fitted, box, colours.ink, align="centre", valign="middle")


def _check_row(face: Face) -> float:
    return face.rows(5.6)


def _checks(face: Face, colours: Palette, field: Checks, name: str, rect: Rect) -> None:
    row, box = _check_row(face), _box_size(face)
    size = face.pt(8.5)
    for index, option in enumerate(field.options):
        top = rect.top - index * row
        y = top - (row + box) / 2
        _tick_box(face.canvas, colours, rect.x, y, box, ticked=index == field.marked)
        label = Rect(rect.x + box + 2 * MM * face.k, y, rect.width - box - 2 * MM * face.k, box)
        fitted = face.fit(
            f"{name}: {option}", option, face.fonts.regular, label.width, row, size, max_lines=1
        )
        draw_text(face.canvas, fitted, label, colours.ink, valign="middle")


def _caption_size(face: Face) -> float:
    return face.pt(8.5)


def _big_value(face: Face, colours: Palette, field: BigValue, name: str, rect: Rect) -> None:
    caption = _caption_size(face) * 1.4 if field.caption else 0
    box = Rect(rect.x, rect.y + caption, rect.width, rect.height - caption)
    if not field.value:  # a blank card: a box to write the value in
        side = min(box.height * 0.6, 22 * MM * face.k)
        face.canvas.setStrokeColor(colours.accent)
        face.canvas.setFillColor(Color(1, 1, 1))
        face.canvas.setLineWidth(0.9)
        x, y = box.centre[0] - side / 2, box.centre[1] - side / 2
        face.canvas.roundRect(x, y, side, side, 2 * MM * face.k, stroke=1, fill=1)
    else:
        size = min(box.height * 0.8, 64 * face.k)
        fitted = face.fit(
            name,
            field.value,
            face.fonts.bold,
            box.width,
            box.height,
            size,
            max_lines=1,
            min_size=min(12, size),
        )
        draw_text(face.canvas, fitted, box, colours.accent, align="centre", valign="middle")
    if field.caption:
        small = face.fit(
            f"{name} caption",
            field.caption,
            face.fonts.regular,
            rect.width,
            caption,
            _caption_size(face),
            max_lines=1,
        )
        draw_text(
            face.canvas,
            small,
            Rect(rect.x, rect.y, rect.width, caption),
            colours.muted,
            align="centre",
            valign="middle",
        )


# The three faces with their own layout.

_ONE_COLUMN_STATS = 5
SMALLEST_PORTRAIT = 0.3
"""The least share of a character card's body its portrait keeps, however many ratings."""

Rows = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class _CharacterLayout:
    body: Rect
    frame: Rect
    """The portrait's frame."""
    words: Rect
    """Subtitle and text, between the portrait and the ratings."""
    stats_height: float
    columns: list[tuple[str, Rows]]
    """The ratings side by side: each column's heading (or none) and rows."""
    overflow: float
    """Points of ratings that did not fit under the smallest portrait (0 when all fit)."""


def _rating_columns(face: Face, spec: CharacterCard, room: float) -> list[tuple[str, Rows]]:
    """The ratings as they stand side by side: each group a column under its heading (the
    first two groups with ratings), or the plain stats in one column — two when there are
    more than five, or when one column would be taller than ``room``."""
    groups = [group for group in spec.groups if group[1]][:2]
    if groups:
        return groups
    stats = spec.stats
    if not stats:
        return []
    if len(stats) > _ONE_COLUMN_STATS or (len(stats) > 1 and _stat_row(face) * len(stats) > room):
        half = math.ceil(len(stats) / 2)
        return [("", stats[:half]), ("", stats[half:])]
    return [("", stats)]


def _ratings_height(face: Face, columns: Sequence[tuple[str, Rows]]) -> float:
    if not columns:
        return 0.0
    heading = _label_height(face) if any(label for label, _ in columns) else 0.0
    return heading + _stat_row(face) * max(len(rows) for _, rows in columns)


def _character_subtitle(face: Face, spec: CharacterCard, width: float, height: float) -> FittedText:
    size = face.pt(8.5)
    return fit_text(
        spec.subtitle, face.fonts.italic, width, min(height, size * 2.5), size, max_lines=2
    )


def _subtitle_height(face: Face, spec: CharacterCard, width: float) -> float:
    """The subtitle's height and the space under it (0 without one)."""
    if not spec.subtitle:
        return 0.0
    return _character_subtitle(face, spec, width, 1e6).height + 1.5 * MM * face.k


def _ratings_room(face: Face, spec: CharacterCard, body: Rect) -> float:
    """The most height the ratings may take: the body less the smallest portrait, the
    subtitle and the spaces between them (a text too long goes on to another card)."""
    spacing = face.rows(2.4)
    portrait = body.height * SMALLEST_PORTRAIT
    return body.height - portrait - 2 * spacing - _subtitle_height(face, spec, body.width)


def _character_squeeze(face: Face, spec: CharacterCard, body: Rect) -> bool:
    """Set the face's loosest squeeze at which the ratings fit under the smallest portrait;
    False when even the tightest is not enough (the face keeps the tightest)."""
    for squeeze in SQUEEZES:
        face.squeeze = squeeze
        room = _ratings_room(face, spec, body)
        if _ratings_height(face, _rating_columns(face, spec, room)) <= room + 0.01:
            return True
    return False


def _rows_in(face: Face, columns: Sequence[tuple[str, Rows]], room: float) -> int:
    """How many rows of each column fit ``room``, under the headings."""
    heading = _label_height(face) if any(label for label, _ in columns) else 0.0
    return max(0, math.floor((room - heading) / _stat_row(face) + 1e-6))


def _character_layout(face: Face, spec: CharacterCard) -> _CharacterLayout:
    """Ratings at the foot, as tight as they must be; the portrait on top, as large as the
    words below it allow and never below its smallest share; the words between."""
    body = _body_rect(face, bool(spec.footer))
    fits = _character_squeeze(face, spec, body)
    spacing = face.rows(2.4)
    room = _ratings_room(face, spec, body)
    columns = _rating_columns(face, spec, room)
    overflow = 0.0
    if not fits:
        # Only when nothing continued the card: draw the rows that fit, and say how much not.
        overflow = _ratings_height(face, columns) - max(room, 0)
        rows = _rows_in(face, columns, room)
        columns = [(label, kept[:rows]) for label, kept in columns if kept[:rows]]
    stats_height = _ratings_height(face, columns)
    bottom = body.y + stats_height + (spacing if stats_height else 0)
    words = _subtitle_height(face, spec, body.width)
    if spec.text:
        words += fit_text(spec.text, face.fonts.regular, body.width, 1e6, face.pt(9)).height
    above = body.top - bottom
    smallest = body.height * SMALLEST_PORTRAIT
    portrait = max(min(max(above - words - spacing, smallest), body.width * 1.1, above), 0)
    frame = Rect(body.x, body.top - portrait, body.width, portrait)
    box = Rect(body.x, bottom, body.width, max(frame.y - spacing - bottom, 0))
    return _CharacterLayout(body, frame, box, stats_height, columns, overflow)


def _character_text_box(face: Face, spec: CharacterCard, layout: _CharacterLayout) -> Rect:
    """Where the text goes: the words' box below the subtitle."""
    box = layout.words
    if spec.subtitle:
        fitted = _character_subtitle(face, spec, box.width, box.height)
        box = Rect(box.x, box.y, box.width, max(box.height - fitted.height - 1.5 * MM * face.k, 0))
    return box


def _ratings_split(
    face: Face, spec: CharacterCard, room: float
) -> tuple[CharacterCard, list[Field]]:
    """The card with the ratings that fit ``room`` (at the face's squeeze), and the rest as
    fields for a continuation card, each group under its heading."""
    groups = [group for group in spec.groups if group[1]]
    if groups:
        rows = _rows_in(face, groups[:2], room)
        kept = tuple((label, ratings[:rows]) for label, ratings in groups[:2])
        rest: list[Field] = [
            Stats(ratings[rows:], label) for label, ratings in groups[:2] if ratings[rows:]
        ]
        rest += [Stats(ratings, label) for label, ratings in groups[2:]]
        return replace(spec, groups=kept), rest
    rows = _rows_in(face, [("", spec.stats)], room)
    keep = rows * 2 if len(spec.stats) > 1 else rows
    rest = [Stats(spec.stats[keep:])] if spec.stats[keep:] else []
    return replace(spec, stats=spec.stats[:keep]), rest


def continue_character(face: Face, spec: CharacterCard) -> Continuation | None:
    """None when a character's ratings and text fit its card; else the ratings that fit
    under the smallest portrait and the words that fit stay, and the rest goes on over a
    card (or more) titled like a continued field card: the text, then each group's rows."""
    body = _body_rect(face, bool(spec.footer))
    head, fields = spec, list[Field]()
    if not _character_squeeze(face, spec, body):
        head, fields = _ratings_split(face, spec, _ratings_room(face, spec, body))
    moved = _field_name(fields[0], 0) if fields else ""
    text_size = face.pt(9)
    box = _character_text_box(face, head, _character_layout(face, head))

    def fits(text: str) -> bool:
        return not fit_text(text, face.fonts.regular, box.width, box.height, text_size).overflow

    if head.text and not fits(head.text):
        kept, rest = _words_that_fit(head.text, fits)
        head = replace(head, text=kept)
        fields.insert(0, Text(rest, size=9))
        moved = "text"
    if not fields:
        return None
    more = FieldCard(
        spec.name,
        spec.kind,
        spec.icon,
        tuple(fields),
        footer=spec.footer,
        accent=spec.accent,
        back=spec.back,
    )
    cards = _continued(face, lambda mark: replace(head, name=f"{spec.name} {mark}"), more)
    return Continuation(cards, moved, len(fields) - 1)


def _words_that_fit(text: str, fits: Callable[[str], bool]) -> tuple[str, str]:
    """The most words of ``text`` that fit, marked as going on, and the rest, marked so too."""
    words = text.split(" ")
    low, high = 0, len(words)  # the most words that fit, with the mark that more follow
    while low < high:
        middle = (low + high + 1) // 2
        if fits(" ".join(words[:middle]) + " …"):
            low = middle
        else:
            high = middle - 1
    kept = " ".join(words[:low]) + " …" if low else ""
    return kept, ("… " if low else "") + " ".join(words[low:])


def _continued(
    face: Face, first: Callable[[str], CardSpec], more: FieldCard
) -> tuple[CardSpec, ...]:
    """The first card (given its "(1/n)"), then ``more`` over the cards it fills ("(2/n)" …)."""
    further = continue_full_card(face, more)
    tail = [card for card in further.cards if isinstance(card, FieldCard)] if further else [more]
    total = 1 + len(tail)
    cards = [first(f"(1/{total})")]
    cards += [
        replace(card, title=f"{more.title} ({number}/{total})")
        for number, card in enumerate(tail, start=2)
    ]
    return tuple(cards)


def _character(face: Face, colours: Palette, spec: CharacterCard) -> None:
    """Portrait on top, as large as the words below it allow; then subtitle, text, ratings."""
    _chrome(face, colours, spec.kind, spec.name, spec.icon, spec.footer)
    layout = _character_layout(face, spec)
    body, frame, box = layout.body, layout.frame, layout.words
    k = face.k
    _portrait(face, colours, spec.portrait, frame)
    if spec.subtitle:
        face.check_glyphs("subtitle", spec.subtitle)
        fitted = _character_subtitle(face, spec, box.width, box.height)
        if fitted.overflow:
            face.report_overflow("subtitle", fitted.overflow)
        draw_text(face.canvas, fitted, box, colours.muted)
        used = fitted.height + 1.5 * MM * k
        box = Rect(box.x, box.y, box.width, max(box.height - used, 0))
    if spec.text:
        fitted = face.fit("text", spec.text, face.fonts.regular, box.width, box.height, face.pt(9))
        draw_text(face.canvas, fitted, box, colours.ink)
    if layout.overflow:
        face.report_overflow(spec.groups[0][0] if spec.groups else "values", layout.overflow)
    if not layout.columns:
        return
    gap = 3 * MM * k
    count = len(layout.columns)
    width = (body.width - gap * (count - 1)) / count
    heading = _label_height(face) if any(label for label, _ in layout.columns) else 0.0
    for column, (label, rows) in enumerate(layout.columns):
        area = Rect(body.x + column * (width + gap), body.y, width, layout.stats_height)
        if label:
            _field_label(face, colours, label, area)
        rows_area = Rect(area.x, area.y, area.width, area.height - heading)
        _stats(face, colours, Stats(rows), label or "values", rows_area)


def _portrait(face: Face, colours: Palette, data: bytes | None, frame: Rect) -> None:
    c = face.canvas
    drawn = False
    if data is not None:
        try:
            dpi = face.images.draw_cover(c, data, frame, face.card)
            drawn = True
            if dpi < PREFERRED_DPI:
                face.preflight.problems.append(
                    LowResolution(face.card, face.title, "portrait", dpi)
                )
        except ImageError as error:
            face.preflight.problems.append(
                UnreadableImage(face.card, face.title, "portrait", str(error))
            )
    if not drawn:
        c.setFillColor(colours.tint)
        c.rect(frame.x, frame.y, frame.width, frame.height, stroke=0, fill=1)
        size = min(frame.width, frame.height) * 0.62
        mark = mix(colours.tint, colours.accent, 0.22) if not colours.greyscale else colours.rule
        draw_icon(
            c, Icon.CHARACTER, frame.centre[0], frame.y + size * 0.5, size, mark, colours.tint
        )
    c.setStrokeColor(colours.accent)
    c.setLineWidth(0.8)
    c.rect(frame.x, frame.y, frame.width, frame.height, stroke=1, fill=0)


def _aspect_area(face: Face, spec: AspectCard) -> Rect:
    """Where an aspect's words go: the body above its exhausted box."""
    body = _body_rect(face, bool(spec.footer))
    bottom = body.y
    if spec.kind.can_be_exhausted:
        bottom = body.y + _check_row(face) + 2 * MM * face.k
    return Rect(body.x, bottom, body.width, body.top - bottom)


def continue_aspect(face: Face, spec: AspectCard) -> Continuation | None:
    """None when the aspect's words fit its card; else the words that fit stay (ending in
    …) and the rest goes on over a text card, as a character's description does."""
    if not spec.text:
        return None
    area, size = _aspect_area(face, spec), face.pt(13)

    def fits(text: str) -> bool:
        return not fit_text(text, face.fonts.bold, area.width, area.height, size).overflow

    if fits(spec.text):
        return None
    head, rest = _words_that_fit(spec.text, fits)
    more = FieldCard(
        spec.title or spec.kind_word,
        spec.kind_word if spec.title else "",
        spec.kind.icon,
        (Text(rest, size=11),),
        footer=spec.footer,
        accent=spec.accent,
        back=default_back(spec),
    )

    def first(mark: str) -> CardSpec:
        if spec.title:
            return replace(spec, text=head, title=f"{spec.title} {mark}")
        return replace(spec, text=head, kind_word=f"{spec.kind_word} {mark}")

    return Continuation(_continued(face, first, more), "text", 0)


def _aspect(face: Face, colours: Palette, spec: AspectCard) -> None:
    kind, title = (spec.kind_word, spec.title) if spec.title else ("", spec.kind_word)
    body = _chrome(face, colours, kind, title, spec.kind.icon, spec.footer)
    if spec.kind.can_be_exhausted:
        row = Rect(body.x, body.y, body.width, _check_row(face))
        _checks(
            face,
            colours,
            Checks((spec.exhausted_label,), 0 if spec.exhausted else None),
            "exhausted",
            row,
        )
    area = _aspect_area(face, spec)
    # A large, faint icon behind the text gives the kind away from across the table.
    size = min(area.width, area.height) * 0.7
    draw_icon(
        face.canvas,
        spec.kind.icon,
        *area.centre,
        size,
        colours.tint,
        colours.paper or Color(1, 1, 1),
    )
    if not spec.text:  # a blank card: lines to write the aspect on
        lines = min(3, max(1, math.floor(area.height / _line_gap(face))))
        height = lines * _line_gap(face)
        box = Rect(area.x, area.centre[1] - height / 2, area.width, height)
        _write_lines(face, colours, WriteLines(lines), "text", box)
        return
    fitted = face.fit("text", spec.text, face.fonts.bold, area.width, area.height, face.pt(13))
    draw_text(face.canvas, fitted, area, colours.ink, align="centre", valign="middle")


# Backs.


def draw_back(
    canvas: Canvas,
    fonts: Fonts,
    back: Back,
    width: float,
    height: float,
    bleed: float,
    greyscale: bool,
) -> FittedText | None:
    """A back design: patterned field, a framed panel, a medallion with the icon, the word.

    Returns the fitted word (None without one), so the caller can report a word too long.
    """
    k = scale_for(width, height)
    colours = palette(back.accent or ACCENTS[back.icon], greyscale)
    c = canvas
    white = Color(1, 1, 1)
    if greyscale:
        ground, pattern, line, ink = white, colours.tint, colours.rule, colours.ink
    else:
        ground, pattern, line, ink = colours.accent, mix(colours.accent, white, 0.12), white, white
    field = Rect(0, 0, width, height).outset(bleed, bleed, bleed, bleed)
    c.setFillColor(ground)
    c.rect(field.x, field.y, field.width, field.height, stroke=0, fill=1)
    # A diagonal lattice, centred so the back looks the same turned 180°.
    c.setStrokeColor(pattern)
    c.setLineWidth(0.5 if greyscale else 0.7)
    step = 4 * MM * k
    cx, cy = width / 2, height / 2
    reach = math.hypot(field.width, field.height)
    for index in range(-math.ceil(reach / step), math.ceil(reach / step) + 1):
        offset = index * step
        c.line(cx + offset - reach, cy - reach, cx + offset + reach, cy + reach)
        c.line(cx + offset - reach, cy + reach, cx + offset + reach, cy - reach)
    # No frame near the trim: a line a few millimetres in shows every millimetre a duplex
    # printer is off, the lattice and the medallion do not.
    inner = 5.4 * MM * k
    radius = min(width, height) * 0.2
    c.setStrokeColor(line)
    c.setFillColor(ground)
    c.setLineWidth(1.5)
    c.circle(cx, cy, radius, stroke=1, fill=1)
    if back.symmetric:
        # Head to foot, as a playing card's back must be: the icon upright above, turned below.
        for turned in (False, True):
            c.saveState()
            c.translate(cx, cy)
            c.rotate(180 if turned else 0)
            draw_icon(c, back.icon, 0, radius * 0.45, radius * 0.72, ink, ground)
            c.restoreState()
    else:
        draw_icon(c, back.icon, cx, cy, radius * 1.1, ink, ground)
    if not back.title or back.symmetric:
        return None
    size = max(MIN_SIZE, 8 * k)
    tracking = 0.12
    plate = Rect(
        inner + 2 * MM * k,
        cy - radius - 3 * MM * k - 2 * size,
        width - 2 * inner - 4 * MM * k,
        2 * size,
    )
    # Leave room for the open letter spacing the word is set with.
    fitted = fit_text(
        back.title.upper(),
        fonts.bold,
        plate.width / (1 + tracking),
        line_height(fonts.bold, size),
        size,
        max_lines=1,
    )
    c.setFillColor(ground)
    c.rect(plate.x, plate.y, plate.width, plate.height, stroke=0, fill=1)
    draw_text(c, tracked(fitted, tracking), plate, ink, align="centre", valign="middle")
    return fitted
