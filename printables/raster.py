"""Per-card PNG files for print-on-demand card makers: 300 dpi, 1/8″ bleed, one folder a job.

Card manufacturers that print custom decks take one picture per card face at
300 dpi with a 1/8 inch (3.175 mm) bleed on every side, in their own sizes:
poker 2.5 × 3.5″ is 825 × 1125 pixels with its bleed. The cards are drawn by the
same renderer as the PDF (one page per card side, the card and its bleed), and
PDFium turns each page into pixels. Files are named so that any uploader that
sorts by name keeps the order and pairs each front with its back:
``card-001-front.png``, ``card-001-back.png`` … The folder is written whole or
not at all: the files go to a hidden folder beside it that is renamed at the end.
"""

from __future__ import annotations

import io
import os
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium  # type: ignore[import-untyped]

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from printables.document import Cancelled, PrintCancelled, PrintOptions, Progress, render_pdf
from printables.geometry import INCH, PrintOptionError, Size
from printables.layout import Backs
from printables.pod import POD_BLEED_MM, one_card_a_page
from printables.preflight import Preflight
from printables.specs import CardSpec

PNG_DPI = 300


class PngFolderError(UserError, OSError):
    """The folder for the PNG files cannot be used or written."""


def check_png_options(options: PrintOptions) -> None:
    """Refuse (PrintOptionError) what PNG files for card makers cannot do: they are one file a
    card side, each back lined up with its front by the card maker."""
    layout = options.layout
    if layout.back_offset_mm != (0.0, 0.0):
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "PNG files have no back offset: the card maker lines each back up with its "
                "front; leave the back offset at 0,0",
            )
        )
    if layout.back_scale != (1.0, 1.0):
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "PNG files have no back scale: the card maker prints each back at its size; "
                "leave the back scale at 100 %",
            )
        )
    if options.split_backs:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "PNG files are one file a card side already: leave out fronts and backs in "
                "separate files",
            )
        )
    if layout.backs is Backs.GUTTERFOLD:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "gutterfold folds a printed sheet; card makers print each back from a file of "
                "its own: choose double-sided backs (long or short edge) for back files",
            )
        )


def pixels(size: Size) -> tuple[int, int]:
    """A card's PNG size in pixels, its bleed included (poker: 825 × 1125)."""
    return tuple(  # type: ignore[return-value]
        round((side + 2 * POD_BLEED_MM) / INCH * PNG_DPI) for side in (size.width, size.height)
    )


def export_pngs(
    cards: Sequence[CardSpec],
    folder: Path,
    options: PrintOptions,
    size: Size,
    *,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> Preflight:
    """Write each card's front (and back, when the options print backs) to ``folder``.

    ``folder`` must be new or empty. Returns the preflight of the cards at this size.
    """
    check_png_folder(folder)
    check_png_options(options)
    backs = options.layout.backs is not Backs.NONE
    layout = one_card_a_page(options.layout, size)
    buffer = io.BytesIO()
    one_a_page = replace(options, layout=layout, calibration=False, split_backs=False)
    preflight = render_pdf(cards, buffer, one_a_page, progress=progress, cancelled=cancelled)
    target = pixels(size)
    digits = max(3, len(str(preflight.cards)))
    try:
        staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    except OSError as error:
        raise PngFolderError(
            translate("Printing", "cannot write in {folder}: {reason}").format(
                folder=folder.parent, reason=error.strerror
            )
        ) from None
    try:
        document = pdfium.PdfDocument(buffer.getvalue())
        sides = ("front", "back") if backs else ("front",)
        for index in range(preflight.cards):
            if cancelled is not None and cancelled():
                raise PrintCancelled
            for offset, side in enumerate(sides):
                page_number = index * len(sides) + offset
                image = document[page_number].render(scale=PNG_DPI / 72).to_pil()
                if image.size != target:  # PDFium rounds the page up to whole pixels
                    image = image.resize(target)
                name = f"card-{index + 1:0{digits}d}-{side}.png"
                image.convert("RGB").save(staging / name, "PNG", dpi=(PNG_DPI, PNG_DPI))
        document.close()
        os.chmod(staging, 0o755)
        if folder.exists():
            folder.rmdir()  # empty, as checked
        os.replace(staging, folder)
    except OSError as error:
        shutil.rmtree(staging, ignore_errors=True)
        raise PngFolderError(
            translate("Printing", "cannot write {path}: {reason}").format(
                path=folder, reason=error.strerror or error
            )
        ) from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return preflight


def check_png_folder(folder: Path) -> None:
    """Refuse a folder that exists with files in it (or is a file), or has no parent."""
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise PngFolderError(
            translate(
                "Printing",
                "{folder} already exists and is not an empty folder: name a new folder for the "
                "PNG files, one a job",
            ).format(folder=folder)
        )
    if not folder.parent.is_dir():
        raise PngFolderError(
            translate("Printing", "the folder {folder} does not exist").format(folder=folder.parent)
        )
