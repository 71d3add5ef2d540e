"""The calibration sheet: shows how far a printer misplaces the back of a duplex page.

The front carries millimetre scales around five points (the centre and near
each corner, since a printer can turn or stretch as well as shift) and the card
outlines with nested rectangles 1 and 2 mm inside them. The back carries a
cross behind each point and the card outlines, placed with the current back
offset. Held against a light, the back's crosses fall on the front's scales:
each scale is numbered with the correction to add to the offset, so a user
reads two numbers and types them in, and a second sheet should then read 0.
"""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from printables.fonts import Fonts
from printables.geometry import MM, Rect
from printables.labels import Labels
from printables.layout import Sheet
from printables.style import grey
from printables.text import draw_text, fit_text

SCALE_MM = 10
CROSS_MM = 14
BLACK = Color(0, 0, 0)


def targets(sheet: Sheet) -> list[tuple[float, float]]:
    """The points the scales (front) and crosses (back) mark, in front-page coordinates."""
    page = sheet.page
    inset_x = min(40 * MM, page.width * 0.22)
    inset_y = min(55 * MM, page.height * 0.2)
    return [
        page.centre,
        (page.x + inset_x, page.y + inset_y),
        (page.right - inset_x, page.y + inset_y),
        (page.x + inset_x, page.top - inset_y),
        (page.right - inset_x, page.top - inset_y),
    ]


def draw_front(canvas: Canvas, sheet: Sheet, fonts: Fonts, labels: Labels) -> None:
    """The front of the calibration sheet (one page; the caller shows it)."""
    _outlines(canvas, [sheet.front(slot).trim for slot in range(sheet.per_page)], nested=True)
    for x, y in targets(sheet):
        _scales(canvas, fonts, x, y)
    _instructions(canvas, sheet, fonts, labels)


def _instructions(canvas: Canvas, sheet: Sheet, fonts: Fonts, labels: Labels) -> None:
    """Title and how-to between the two upper scales, on white so no outline runs through."""
    left, right = targets(sheet)[3][0], targets(sheet)[4][0]
    reach = (SCALE_MM + 6) * MM
    page = sheet.page
    box = Rect(left + reach, page.top - 62 * MM, right - left - 2 * reach, 50 * MM)
    if box.width < 40 * MM:
        # A narrow page: use the width between the margins, above the scales.
        box = Rect(12 * MM, page.top - 36 * MM, page.width - 24 * MM, 26 * MM)
    title = fit_text(labels.calibration_title, fonts.bold, box.width, 16, 12, max_lines=1)
    offset = sheet.options.back_offset_mm
    current = labels.calibration_current.format(x=f"{offset[0]:g}", y=f"{offset[1]:g}")
    scale = sheet.options.back_scale
    if scale != (1.0, 1.0):
        across, up = (f"{factor * 100:.4g}" for factor in scale)
        current += " " + labels.calibration_scale.format(x=across, y=up)
    body = fit_text(
        f"{labels.calibration_front}\n{current}",
        fonts.regular,
        box.width,
        box.height - title.height - 2 * MM,
        8.5,
    )
    used = title.height + 2 * MM + body.height
    pad = 2 * MM
    canvas.setFillColor(Color(1, 1, 1))
    canvas.rect(
        box.x - pad, box.top - used - pad, box.width + 2 * pad, used + 2 * pad, stroke=0, fill=1
    )
    draw_text(canvas, title, box, BLACK)
    draw_text(
        canvas, body, Rect(box.x, box.y, box.width, box.height - title.height - 2 * MM), grey(0.15)
    )


def draw_back(canvas: Canvas, sheet: Sheet, fonts: Fonts, labels: Labels) -> None:
    """The back: crosses behind the front's scale centres, and the card outlines."""
    _outlines(canvas, [sheet.back(slot).trim for slot in range(sheet.per_page)], nested=False)
    for x, y in targets(sheet):
        _cross(canvas, *sheet.behind(x, y))
    page = sheet.page
    box = Rect(15 * MM, page.top - 18 * MM, page.width - 30 * MM, 8 * MM)
    fitted = fit_text(labels.calibration_back, fonts.bold, box.width, box.height, 11, max_lines=1)
    draw_text(canvas, fitted, box, BLACK)


def _outlines(canvas: Canvas, rects: list[Rect], nested: bool) -> None:
    canvas.saveState()
    canvas.setStrokeColor(grey(0.55))
    canvas.setLineWidth(0.4)
    for rect in rects:
        canvas.rect(rect.x, rect.y, rect.width, rect.height, stroke=1, fill=0)
        if nested:
            canvas.setStrokeColor(grey(0.75))
            canvas.setLineWidth(0.25)
            for inset in (1, 2):
                inner = rect.inset(inset * MM)
                canvas.rect(inner.x, inner.y, inner.width, inner.height, stroke=1, fill=0)
            canvas.setStrokeColor(grey(0.55))
            canvas.setLineWidth(0.4)
    canvas.restoreState()


def _scales(canvas: Canvas, fonts: Fonts, x: float, y: float) -> None:
    """A horizontal and a vertical millimetre scale crossing at (x, y).

    Each tick is numbered with the correction it calls for: the back's cross seen
    2 mm to the right needs the backs moved 2 mm left, so that tick reads −2.
    """
    canvas.saveState()
    canvas.setStrokeColor(BLACK)
    canvas.setFillColor(BLACK)
    canvas.setFont(fonts.regular, 6)
    for step in range(-2 * SCALE_MM, 2 * SCALE_MM + 1):
        at = step / 2 * MM
        whole = step % 2 == 0
        length = (3.5 if step % 10 == 0 else 2.2 if whole else 1.2) * MM
        canvas.setLineWidth(0.35 if whole else 0.2)
        canvas.line(x + at, y - length / 2, x + at, y + length / 2)
        canvas.line(x - length / 2, y + at, x + length / 2, y + at)
        if step % 10 == 0 and step:
            label = f"{-step // 2:+d}".replace("-", "−")
            # Above the horizontal scale and left of the vertical one: the two sets never meet.
            canvas.drawCentredString(x + at, y + 2.1 * MM, label)
            canvas.drawRightString(x - 2.1 * MM, y + at - 0.75 * MM, label)
    canvas.setLineWidth(0.35)
    canvas.line(x - SCALE_MM * MM, y, x + SCALE_MM * MM, y)
    canvas.line(x, y - SCALE_MM * MM, x, y + SCALE_MM * MM)
    canvas.restoreState()


def _cross(canvas: Canvas, x: float, y: float) -> None:
    canvas.saveState()
    canvas.setStrokeColor(BLACK)
    canvas.setLineWidth(0.5)
    half = CROSS_MM / 2 * MM
    canvas.line(x - half, y, x + half, y)
    canvas.line(x, y - half, x, y + half)
    canvas.circle(x, y, 1.5 * MM, stroke=1, fill=0)
    canvas.restoreState()
