"""The renderer: card specs and layout options in, a print-ready PDF and a preflight report out.

Fonts are registered once per process; each distinct picture and each card
back design is embedded once, as a Form XObject every card refers to. The
document asks viewers to print at 100 % (``PrintScaling /None``), names the
duplex flip its backs were laid out for, and sets each page's TrimBox and
BleedBox. Writing to a path is atomic: the PDF is built in a temporary file
next to the target and renamed over it only when complete, so a cancelled or
failed export leaves any earlier file untouched.

Long exports report progress and can be cancelled (the GUI runs this in a
worker thread): ``progress(done, total)`` is called as cards are drawn and
``cancelled()`` is polled before each card.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import partial
from pathlib import Path
from typing import BinaryIO

from reportlab import rl_config
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from deskapp.core.errors import UserError
from deskapp.core.i18n import format_decimal, format_number, translate
from printables import calibration
from printables.face import Face
from printables.faces import (
    continue_aspect,
    continue_character,
    continue_full_card,
    default_back,
    draw_back,
    draw_front,
)
from printables.fonts import Fonts, missing_glyphs, register_fonts
from printables.geometry import MM, PrintOptionError, Rect
from printables.images import ImageBank, ImageError, check_picture
from printables.labels import ENGLISH, Labels
from printables.layout import (
    Backs,
    LayoutOptions,
    Placement,
    Segment,
    Sheet,
    compute_sheet,
)
from printables.pod import cmyk, one_card_a_page
from printables.preflight import (
    PREFERRED_DPI,
    Continued,
    LowResolution,
    MissingGlyphs,
    Overflow,
    Preflight,
    SheetWarning,
    UnreadableImage,
)
from printables.specs import AspectCard, Back, CardSpec, CharacterCard, FieldCard, card_title
from printables.style import grey

# Binary streams: ASCII85 text encoding makes every picture a quarter larger, and
# without ReportLab's optional C accelerator it is a slow pure-Python pass. No
# printer or viewer of the last twenty years needs it.
rl_config.useA85 = 0

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]

_DUPLEX_PREFERENCE = {
    Backs.LONG_EDGE: "DuplexFlipLongEdge",
    Backs.SHORT_EDGE: "DuplexFlipShortEdge",
}
CROP_MARK_WIDTH = 0.25


class _Sides(Enum):
    """Which pages of a duplex export a file holds (``--split-backs`` writes two)."""

    BOTH = "both"
    FRONTS = "fronts"
    BACKS = "backs"


_CANCELLED: ContextVar[Cancelled | None] = ContextVar("cancelled", default=None)


def check_cancelled() -> None:
    """Raise PrintCancelled when the render running in this thread was cancelled: whatever
    makes or draws cards one by one (the campaign's card makers too) calls it between them."""
    cancelled = _CANCELLED.get()
    if cancelled is not None and cancelled():
        raise PrintCancelled


class PrintCancelled(Exception):  # it is an outcome, not a fault
    """The export was cancelled; no file was written or replaced."""


class PrintOutputError(UserError, OSError):
    """The PDF could not be written where asked."""


class NothingToPrintError(UserError, ValueError):
    """No cards and no calibration sheet: a PDF without pages helps nobody."""


class PreflightFailed(UserError):
    """A strict export found problems: nothing was written. ``preflight`` holds them."""

    def __init__(self, preflight: Preflight) -> None:
        count = len(preflight.problems)
        super().__init__(
            f"the preflight found {count} problem{'s' if count != 1 else ''} and the export "
            "is strict, so nothing was written"
        )
        self.preflight = preflight


_PART = ".part"


def remove_stale_parts(target: Path) -> None:
    """Remove unfinished PDFs left in ``target``'s folder by prints that were killed (of any
    name: a group prints to new names).

    An unfinished PDF is named ``.NAME.pdf.PID.RANDOM.part`` (hidden, with its writer's
    process id: :func:`_write_atomically`). It is stale when the process named in it is gone
    (or, for a name without one, when it is over an hour old); a print still running keeps
    its copy, and no other file is touched.
    """
    try:
        candidates = list(target.parent.glob(f".*.pdf.*{_PART}"))
    except OSError:
        return
    for candidate in candidates:
        writer = _writer_of(candidate.name)
        if writer is None or writer.isdigit() and _process_alive(int(writer)):
            continue
        try:
            if not writer.isdigit() and time.time() - candidate.stat().st_mtime < 3600:
                continue
            candidate.unlink()
        except OSError:
            continue


def _writer_of(part: str) -> str | None:
    """The writer's process id in an unfinished PDF's name (``.NAME.pdf.PID.RANDOM.part``),
    "" for such a name without one, None for a name Card Desk does not write."""
    stem, pdf, rest = part[1 : -len(_PART)].rpartition(".pdf.")
    if not part.startswith(".") or not pdf or not stem:
        return None
    writer, dot, _random = rest.partition(".")
    return writer if dot and writer.isdigit() else ""


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill would end it there: keep the copy, the age rule is for names
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: it exists, under another user
        return True
    return True


@dataclass(frozen=True, slots=True)
class PrintOptions:
    """Everything about an export apart from the cards."""

    layout: LayoutOptions = field(default_factory=LayoutOptions)
    greyscale: bool = False
    """Ink-saving: no large fills, red suits outlined, portraits in grey."""
    calibration: bool = False
    """Start with the two-page back-alignment sheet (duplex layouts only)."""
    labels: Labels = ENGLISH
    """The words of the calibration sheet (cards carry their own words)."""
    title: str = "Card Desk cards"
    author: str = ""
    """The PDF's author: the campaign's name, or nothing (never ReportLab's "anonymous")."""
    four_colour: bool = False
    """Playing cards with diamonds blue and clubs green, so no two suits share a colour."""
    strict: bool = False
    """Fail the export (PreflightFailed, nothing written) when the preflight finds a problem."""
    split_backs: bool = False
    """Written to a path: the fronts and the backs in two PDFs (:func:`split_paths`), for
    printers without duplex; needs double-sided backs."""
    cmyk: bool = False
    """Every colour and picture in CMYK, ink limited, for print-on-demand (:mod:`printables.pod`)."""
    checklist: Sequence[tuple[str, Sequence[str]]] = ()
    """Cards to replace in the players' piles, by owner: an owner's name and one line a
    card. Not empty, they are listed on a last page (more when long), in the labels'
    language, each with a box to tick (with split backs, in the fronts' file)."""

    @property
    def look(self) -> str:
        """What of these options changes how every card looks — its size, the ink-saving
        and four-colour prints — and so is part of each card's fingerprint."""
        card = self.layout.card
        return f"{card.width:g}x{card.height:g} grey={self.greyscale:d} four={self.four_colour:d}"


def render_pdf(
    cards: Sequence[CardSpec],
    out: str | os.PathLike[str] | BinaryIO,
    options: PrintOptions | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> Preflight:
    """Write the cards as a PDF to a path (atomically) or a binary stream; return the preflight.

    Raises PrintOptionError for a layout that cannot work, NothingToPrintError for
    no cards (and no calibration sheet), PrintOutputError when the file cannot be
    written, PrintCancelled when ``cancelled()`` turned true — polled before each card is
    made (by :func:`check_cancelled`), measured and drawn.
    """
    token = _CANCELLED.set(cancelled)
    try:
        return _render_pdf(cards, out, options or PrintOptions(), progress)
    finally:
        _CANCELLED.reset(token)


def _render_pdf(
    cards: Sequence[CardSpec],
    out: str | os.PathLike[str] | BinaryIO,
    options: PrintOptions,
    progress: Progress | None,
) -> Preflight:
    sheet = compute_sheet(options.layout)
    if not cards and not options.calibration:
        raise NothingToPrintError(
            translate("Printing", "there are no cards to print: choose some cards first")
        )
    if options.split_backs and not options.layout.backs.duplex:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "separate fronts and backs need double-sided backs: choose long or short for the "
                "backs, the way you will turn the sheets over",
            )
        )
    if options.calibration and not options.layout.backs.duplex:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "the calibration sheet checks double-sided printing: choose long or short for the "
                "backs",
            )
        )
    if isinstance(out, str | os.PathLike):
        return _write_atomically(Path(out), cards, sheet, options, progress)
    preflight = _Renderer(cards, sheet, options, progress).render(out)
    if options.strict and preflight.problems:
        raise PreflightFailed(preflight)
    return preflight


def preview_pdf(card: CardSpec, options: PrintOptions | None = None) -> bytes:
    """One card alone on a page of its own size plus bleed, without its back.

    For the live preview of the card being edited; the same renderer as the export.
    """
    options = options or PrintOptions()
    layout = replace(options.layout, backs=Backs.NONE)
    layout = one_card_a_page(layout, layout.card, layout.bleed_mm)
    buffer = io.BytesIO()
    render_pdf([card], buffer, replace(options, layout=layout, calibration=False))
    return buffer.getvalue()


def split_paths(path: Path) -> tuple[Path, Path]:
    """Where ``--split-backs`` writes the fronts and the backs of ``path``."""
    return (
        path.with_name(f"{path.stem}-fronts{path.suffix}"),
        path.with_name(f"{path.stem}-backs{path.suffix}"),
    )


def _write_atomically(
    path: Path,
    cards: Sequence[CardSpec],
    sheet: Sheet,
    options: PrintOptions,
    progress: Progress | None,
) -> Preflight:
    """Write the PDF (or, split, the fronts' and the backs' PDFs) whole or not at all."""
    if options.split_backs:
        fronts, backs = split_paths(path)
        parts = [(fronts, _Sides.FRONTS), (backs, _Sides.BACKS)]
    else:
        parts = [(path, _Sides.BOTH)]
    written: list[tuple[Path, str]] = []
    preflight = Preflight()
    try:
        for target, sides in parts:
            remove_stale_parts(target)
            handle, temporary = tempfile.mkstemp(
                prefix=f".{target.name}.{os.getpid()}.", suffix=_PART, dir=target.parent or "."
            )
            written.append((target, temporary))
            with os.fdopen(handle, "wb") as stream:
                report = progress if sides is not _Sides.BACKS else None
                part = _Renderer(cards, sheet, options, report, sides).render(stream)
                preflight = _merged(preflight, part)
                stream.flush()
                os.fsync(stream.fileno())
        if options.strict and preflight.problems:
            raise PreflightFailed(preflight)
        for target, temporary in written:
            # mkstemp makes the file private; a PDF is for sharing. Keep the mode of the file
            # replaced, else the usual one (reading the umask would change it for every thread).
            mode = stat.S_IMODE(target.stat().st_mode) if target.exists() else 0o644
            os.chmod(temporary, mode)
        for target, temporary in written:
            os.replace(temporary, target)
    except OSError as error:
        _remove(written)
        where = written[-1][0] if written else parts[0][0]
        raise PrintOutputError(
            translate("Printing", "cannot write {path}: {reason}").format(
                path=where, reason=error.strerror or error
            )
        ) from None
    except BaseException:
        _remove(written)
        raise
    return preflight


def _remove(written: list[tuple[Path, str]]) -> None:
    for _target, temporary in written:
        Path(temporary).unlink(missing_ok=True)


def _merged(first: Preflight, second: Preflight) -> Preflight:
    """One report for a split export: every problem once, the pages of both files."""
    if not first.cards:
        return second
    problems = list(first.problems)
    problems += [problem for problem in second.problems if problem not in problems]
    return Preflight(problems, first.cards, first.pages + second.pages, first.continued)


class _Renderer:
    """One export: the canvas, the imposition, and what has been embedded so far."""

    def __init__(
        self,
        cards: Sequence[CardSpec],
        sheet: Sheet,
        options: PrintOptions,
        progress: Progress | None,
        sides: _Sides = _Sides.BOTH,
    ) -> None:
        self.sides = sides
        self.given = cards
        self.cards: list[CardSpec] = []
        self.sheet = sheet
        self.options = options
        self.progress = progress
        self.fonts: Fonts = register_fonts()
        self.images = ImageBank(options.greyscale, cmyk=options.cmyk)
        self.preflight = Preflight()
        # Each back design: its form's name and the first card that uses it.
        self.backs: dict[Back, tuple[str, int]] = {}

    def render(self, stream: BinaryIO) -> Preflight:
        page = self.sheet.page
        canvas = Canvas(
            stream,
            pagesize=(page.width, page.height),
            # types-reportlab types initialFontName as a number; ReportLab takes a font name.
            initialFontName=self.fonts.regular,  # type: ignore[arg-type]
            pageCompression=1,
            enforceColorSpace=cmyk if self.options.cmyk else None,
        )
        self.canvas = canvas
        self._continue_full_cards()
        self._check_sheet()
        canvas.setTitle(self.options.title)
        canvas.setAuthor(self.options.author)
        canvas.setCreator("Card Desk")
        canvas.setViewerPreference("PrintScaling", "None")
        duplex = _DUPLEX_PREFERENCE.get(self.options.layout.backs)
        if duplex:
            canvas.setViewerPreference("Duplex", duplex)
        if self.options.calibration:
            self._calibration()
        total = len(self.cards)
        self._report(0, total)
        per_page = self.sheet.per_page
        for start in range(0, total, per_page):
            batch = range(start, min(start + per_page, total))
            if self.sides is not _Sides.BACKS:
                self._front_page(batch)
            if self.options.layout.backs.duplex and self.sides is not _Sides.FRONTS:
                self._back_page(batch)
        if self.options.checklist and self.sides is not _Sides.BACKS:
            self._checklist()
        self._define_backs()
        for card, reason in self.images.embed(canvas):
            title = card_title(self.cards[card])
            self.preflight.problems.append(UnreadableImage(card, title, "portrait", reason))
        canvas.save()
        self.preflight.pages = canvas.getPageNumber() - 1
        self.preflight.problems.sort(key=lambda problem: problem.card)
        return self.preflight

    def _continue_full_cards(self) -> None:
        """The cards to print: each one too full for its fields spread over more cards."""
        width, height = self.options.layout.card.points
        measure = Face(
            self.canvas, self.fonts, self.images, Preflight(), width, height, (0, 0, 0, 0)
        )
        for spec in self.given:
            check_cancelled()
            continuation = None
            measure.squeeze = 1.0
            if isinstance(spec, FieldCard):
                continuation = continue_full_card(measure, spec)
            elif isinstance(spec, CharacterCard):
                continuation = continue_character(measure, spec)
            elif isinstance(spec, AspectCard):
                continuation = continue_aspect(measure, spec)
            if continuation is None:
                self.cards.append(spec)
                continue
            self.preflight.continued.append(
                Continued(
                    len(self.cards),
                    card_title(spec),
                    continuation.moved,
                    continuation.more,
                    len(continuation.cards),
                )
            )
            self.cards += continuation.cards
        self.preflight.cards = len(self.cards)

    def _check_sheet(self) -> None:
        """Warn about what the layout cannot promise: a clean edge, marks, a used offset."""
        sheet, layout, warnings = self.sheet, self.options.layout, []
        into = sheet.bleed_in_margin_mm()
        if into > 0.05:
            warnings.append(
                translate(
                    "PrintPreflight",
                    "the bleed runs {into} mm into the {margin} mm printer margin on {page} paper, "
                    "where a printer may leave it white: choose the automatic gap, which keeps "
                    "it inside, or less bleed",
                ).format(
                    into=format_number(into, 1),
                    margin=format_decimal(layout.margin_mm),
                    page=layout.page,
                )
            )
        unmarked = sheet.unmarked_cuts()
        if unmarked:
            warnings.append(
                translate(
                    "PrintPreflight",
                    "%n cut line(s) have no crop mark: there is no room for one between the "
                    "bleed and the {margin} mm printer margin; choose the automatic gap, which "
                    "leaves room for a mark on every cut line",
                    None,
                    unmarked,
                ).format(margin=format_decimal(layout.margin_mm))
            )
        if layout.back_offset_mm != (0.0, 0.0) and not layout.backs.duplex:
            warnings.append(
                translate(
                    "PrintPreflight",
                    "a back offset only moves double-sided backs: it does nothing for gutterfold",
                )
                if layout.backs is Backs.GUTTERFOLD
                else translate(
                    "PrintPreflight",
                    "a back offset only moves double-sided backs: it does nothing without backs",
                )
            )
        pictured = any(spec.back is not None and spec.back.picture for spec in self.cards)
        if pictured and layout.backs is Backs.NONE:
            warnings.append(
                translate(
                    "PrintPreflight",
                    "back pictures print only with backs: choose double-sided or gutterfold backs",
                )
            )
        self.preflight.problems += [SheetWarning(text) for text in warnings]

    def _report(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress(done, total)

    def _set_boxes(self, trim: Rect, bleed: Rect) -> None:
        self.canvas.setTrimBox(trim.box)
        self.canvas.setBleedBox(bleed.box)

    def _calibration(self) -> None:
        page = self.sheet.page
        if self.sides is not _Sides.BACKS:
            self._set_boxes(page, page)
            calibration.draw_front(self.canvas, self.sheet, self.fonts, self.options.labels)
            self.canvas.showPage()
        if self.sides is not _Sides.FRONTS:
            self._set_boxes(page, page)
            self._stretch_back()
            calibration.draw_back(self.canvas, self.sheet, self.fonts, self.options.labels)
            self.canvas.showPage()

    def _checklist(self) -> None:
        """The pages that list the cards to replace, by owner, each line with a box to tick."""
        c, page, labels = self.canvas, self.sheet.page, self.options.labels
        margin = max(self.options.layout.margin_mm, 15) * MM
        width, box = page.width - 2 * margin, 3.2 * MM
        y = 0.0

        def room(needed: float) -> float:
            nonlocal y
            if y - needed < margin:
                if y:
                    c.showPage()
                self._set_boxes(page, page)
                y = page.height - margin
            return y

        def paragraph(text: str, font: str, size: float, indent: float = 0) -> float:
            """Its lines, from the next baseline on; returns the first line's baseline."""
            nonlocal y
            first = None
            for line in simpleSplit(text, font, size, width - indent) or [""]:
                y = room(size * 1.3) - size * 1.3
                first = y if first is None else first
                c.setFont(font, size)
                c.drawString(margin + indent, y, line)
            return y if first is None else first

        c.setFillColorRGB(0, 0, 0)
        c.setStrokeColorRGB(0, 0, 0)
        c.setLineWidth(0.6)
        paragraph(labels.checklist_title, self.fonts.bold, 18)
        y -= 4
        paragraph(labels.checklist_intro, self.fonts.regular, 10)
        for owner, lines in self.options.checklist:
            y = room(12 * 3.2) - 8  # a heading never ends a page
            paragraph(owner, self.fonts.bold, 12)
            for line in lines:
                top = paragraph(line, self.fonts.regular, 10, indent=box + 2 * MM)
                c.rect(margin, top - 0.5, box, box, stroke=1, fill=0)
        c.showPage()

    def _front_page(self, batch: range) -> None:
        sheet = self.sheet
        self._set_boxes(sheet.trim_box, sheet.bleed_box)
        for slot, index in enumerate(batch):
            check_cancelled()
            spec = self.cards[index]
            self._side(sheet.front(slot, len(batch)), partial(draw_front, spec=spec), index)
            if self.options.layout.backs is Backs.GUTTERFOLD:
                self._back(sheet.back(slot, len(batch)), index)
            self._report(index + 1, len(self.cards))
        fold = sheet.fold_line
        if fold is not None:
            self._fold_line(fold)
        self._crop_marks()
        self.canvas.showPage()

    def _back_page(self, batch: range) -> None:
        self._set_boxes(self.sheet.back_trim_box, self.sheet.back_bleed_box)
        self._stretch_back()
        for slot, index in enumerate(batch):
            self._back(self.sheet.back(slot, len(batch)), index)
        self.canvas.showPage()

    def _stretch_back(self) -> None:
        """Scale the back page by the printer's back scale, about the page's centre as the
        offset moves it: the offset stays exact, and a point d from the centre lands s·d from
        it (the page turns with the transform, until the next page starts afresh)."""
        across, up = self.options.layout.back_scale
        if (across, up) == (1.0, 1.0):
            return
        x, y = self.sheet.behind(*self.sheet.page.centre)
        self.canvas.transform(across, 0, 0, up, x - across * x, y - up * y)

    def _side(self, placement: Placement, draw: Callable[[Face], None], index: int) -> None:
        """Draw one card side clipped to its bleed, in the card's own coordinates."""
        c = self.canvas
        trim, bleed = placement.trim, placement.bleed
        c.saveState()
        clip = c.beginPath()
        clip.rect(bleed.x, bleed.y, bleed.width, bleed.height)
        c.clipPath(clip, stroke=0, fill=0)
        c.translate(trim.x, trim.y)
        extents = (
            trim.x - bleed.x,
            trim.y - bleed.y,
            bleed.right - trim.right,
            bleed.top - trim.top,
        )
        # ``extents`` are the bleed left, bottom, right, top: on the page, then of the card.
        left, bottom, right, top = extents
        if placement.rotation == 180:
            c.translate(trim.width, trim.height)
            c.rotate(180)
            extents = (right, top, left, bottom)
        elif placement.rotation == 90:  # the card's top to the page's left
            c.translate(trim.width, 0)
            c.rotate(90)
            extents = (bottom, right, top, left)
        elif placement.rotation == 270:  # the card's top to the page's right
            c.translate(0, trim.height)
            c.rotate(-90)
            extents = (top, left, bottom, right)
        width, height = (
            (trim.height, trim.width)
            if placement.rotation in (90, 270)
            else (trim.width, trim.height)
        )
        spec = self.cards[index]
        face = Face(
            c,
            self.fonts,
            self.images,
            self.preflight,
            width,
            height,
            extents,
            greyscale=self.options.greyscale,
            card=index,
            title=card_title(spec),
            four_colour=self.options.four_colour,
        )
        draw(face)
        c.restoreState()

    def _back(self, placement: Placement, index: int) -> None:
        back = default_back(self.cards[index])
        if back not in self.backs:
            design = repr(replace(back, picture=None)).encode() + (back.picture or b"")
            digest = hashlib.sha1(design, usedforsecurity=False).hexdigest()[:16]
            self.backs[back] = (f"back-{digest}", index)
        name = self.backs[back][0]
        self._side(placement, lambda face: face.canvas.doForm(name), index)

    def _define_backs(self) -> None:
        """Each back design once, covering the widest bleed; every card clips its own."""
        width, height = self.options.layout.card.points
        bleed = self.options.layout.bleed_mm * MM
        for back, (name, first) in self.backs.items():
            # A back is drawn once for all its cards: report it against the first.
            title = card_title(self.cards[first])
            # types-reportlab wants int corners; ReportLab writes any number into the BBox.
            self.canvas.beginForm(name, -bleed, -bleed, width + bleed, height + bleed)  # type: ignore[arg-type]
            if back.picture is not None:
                self._back_picture(back.picture, width, height, bleed, first, title)
                self.canvas.endForm()
                continue
            word = draw_back(
                self.canvas, self.fonts, back, width, height, bleed, self.options.greyscale
            )
            self.canvas.endForm()
            missing = "".join(missing_glyphs(self.fonts.bold, back.title))
            if missing:
                self.preflight.problems.append(MissingGlyphs(first, title, "back", missing))
            if word is not None and word.overflow:
                self.preflight.problems.append(Overflow(first, title, "back", word.overflow / MM))

    def _back_picture(
        self, data: bytes, width: float, height: float, bleed: float, first: int, title: str
    ) -> None:
        """The user's picture over the whole back and its bleed, checked like a portrait."""
        field = Rect(0, 0, width, height).outset(bleed, bleed, bleed, bleed)
        try:
            dpi = self.images.draw_cover(self.canvas, data, field, first)
        except ImageError as error:
            self.preflight.problems.append(
                UnreadableImage(first, title, "back picture", str(error))
            )
            return
        if dpi < PREFERRED_DPI:
            self.preflight.problems.append(LowResolution(first, title, "back picture", dpi))

    def _crop_marks(self) -> None:
        marks = self.sheet.crop_marks()
        if not marks:
            return
        c = self.canvas
        c.saveState()
        c.setStrokeColorRGB(0, 0, 0)
        c.setLineWidth(CROP_MARK_WIDTH)
        for mark in marks:
            c.line(mark.x0, mark.y0, mark.x1, mark.y1)
        c.restoreState()

    def _fold_line(self, fold: Segment) -> None:
        c = self.canvas
        c.saveState()
        c.setStrokeColor(grey(0.45))
        c.setLineWidth(0.5)
        c.setDash(3, 2)
        c.line(fold.x0, fold.y0, fold.x1, fold.y1)
        c.restoreState()


def read_back_picture(path: Path) -> bytes:
    """A back picture's bytes from a file, refused (PrintOptionError) unless PNG or JPEG."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise PrintOptionError(
            translate("PrintOptions", "cannot read the back picture {path}: {reason}").format(
                path=path, reason=error.strerror
            )
        ) from None
    try:
        check_picture(data)
    except ImageError as error:
        raise PrintOptionError(
            translate(
                "PrintOptions", "{path} is not a PNG or JPEG picture that can be printed ({reason})"
            ).format(path=path, reason=_reason(error))
        ) from None
    return data


def _reason(error: ImageError) -> str:
    """Why a picture was refused, without the Python object an image library may name."""
    return re.sub(r"\s*<[^>]*>", "", str(error)).strip() or type(error).__name__
