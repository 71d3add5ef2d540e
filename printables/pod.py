"""Print-on-demand: one card a page at trim + bleed, and the PDF in CMYK (``deskapp print --pod``).

Card manufacturers that print custom decks from a PDF ask for one card a page, the
page the card's trim plus a bleed on every side (1/8 inch, 3.175 mm: more than the
3 mm some ask for), in CMYK with a total area coverage (the four inks added up) of
at most 240–300 %, fonts embedded. The same one-card pages, drawn in RGB, are what
:mod:`printables.raster` turns into PNG files for those that take pictures.

**Colours.** Every colour a face draws is converted once, by :func:`cmyk`, which
ReportLab's canvas calls for each fill and stroke colour (its ``enforceColorSpace``):

- greys and near-greys (:data:`NEAR_GREY`: the text's ink, the black suits) print in
  black ink alone (K), so text and rules stay crisp whatever the registration of the
  four plates;
- any other colour goes from sRGB to CMYK through the CMYK profile named below
  (relative colorimetric);
- then the total ink is limited to :data:`TOTAL_INK_LIMIT` (240 %): cyan, magenta
  and yellow are scaled down together, black is kept.

**Pictures** (portraits, back pictures) go through the same profile with Pillow's
ImageCms, pixel by pixel, then the same ink limit; transparency is flattened onto
white paper; grey pictures print in black ink alone.

**The profile** is Ghostscript's "Artifex CMYK SWOP Profile" (``default_cmyk.icc``,
installed by Debian's ``libgs-common`` package, which Ghostscript needs: ``apt-get
install libgs-common``). It is read from the system, not shipped (its licence is
Ghostscript's, the AGPL). Without it a CMYK export is refused with those words.
"""

from __future__ import annotations

import os
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageCms, ImageMath
from reportlab.lib.colors import CMYKColor, Color, toColor

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from printables.geometry import INCH, PrintOptionError, Size
from printables.layout import Backs, CropMarks, LayoutOptions

if TYPE_CHECKING:
    from printables.document import PrintOptions

POD_BLEED_MM = INCH / 8
POD_SIZES: dict[str, Size] = {
    "poker": Size(2.5 * INCH, 3.5 * INCH),
    "tarot": Size(2.75 * INCH, 4.75 * INCH),
    "mini": Size(1.75 * INCH, 2.5 * INCH),
}
"""The print-on-demand sizes, by the card size names they stand for."""
_SAME_AS = {"us-poker": "poker"}

TOTAL_INK_LIMIT = 2.4
"""The most ink any colour of a CMYK export lays down: cyan + magenta + yellow + black ≤
240 %, the strictest limit the services' published specifications ask for."""

NEAR_GREY = 16
"""A colour whose red, green and blue are this close (of 255) is a grey: the app's text ink
(#1F2328) and the suits' black (#1B1B1F) are, and print in black ink alone."""

PROFILE_NAME = "Artifex CMYK SWOP Profile"
PROFILE_PATHS = (
    Path("/usr/share/color/icc/ghostscript/default_cmyk.icc"),  # Debian: libgs-common
    Path("/usr/local/share/color/icc/ghostscript/default_cmyk.icc"),
    Path("/opt/homebrew/share/ghostscript/iccprofiles/default_cmyk.icc"),
)
"""Where the CMYK profile is found; ``CARDDESK_CMYK_PROFILE`` names another file."""


class NoCmykProfile(UserError, OSError):
    """The CMYK profile is not installed."""


def pod_size(name: str) -> Size:
    """The print-on-demand size for a card size name (poker and US poker: 2.5 × 3.5″)."""
    key = _SAME_AS.get(name, name)
    if key not in POD_SIZES:
        sizes = ", ".join(f"{size} ({_inches(POD_SIZES[size])})" for size in POD_SIZES)
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "card makers print cards in their own sizes: choose a card size of {sizes}",
            ).format(sizes=sizes)
        )
    return POD_SIZES[key]


def pod_options(options: PrintOptions, size: Size, *, home: bool = False) -> PrintOptions:
    """``options`` for print-on-demand: one card a page of ``size`` and every colour in CMYK;
    NoCmykProfile when the profile is not installed, PrintOptionError for what cannot be.

    ``home``: the options are the Print page's, set for printing sheets at home: their back
    offset and calibration sheet are left out rather than refused (the command line refuses
    them, as they were asked for with ``--pod``)."""
    if home:
        layout = replace(options.layout, back_offset_mm=(0.0, 0.0))
        options = replace(options, layout=layout, calibration=False)
        if layout.backs is Backs.GUTTERFOLD:  # the backs printed, on the page after each front
            options = replace(options, layout=replace(layout, backs=Backs.LONG_EDGE))
    # What cannot be: the service lines each back up with its front, and prints no sheet of ours.
    layout = options.layout
    if layout.back_offset_mm != (0.0, 0.0):
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a print-on-demand PDF has no back offset: the service lines each back up with "
                "its front; leave the back offset at 0,0",
            )
        )
    if layout.backs is Backs.GUTTERFOLD or options.calibration:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a print-on-demand PDF is one card a page: leave out gutterfold and the "
                "calibration sheet, which are for sheets printed at home",
            )
        )
    profile_path()
    return replace(options, layout=one_card_a_page(layout, size), cmyk=True)


def one_card_a_page(
    layout: LayoutOptions, size: Size, bleed_mm: float = POD_BLEED_MM
) -> LayoutOptions:
    """``layout`` made into one card a page, the page the card's trim and its bleed, no marks,
    each back (if it prints backs) on the page after its front: a card maker's pages, and
    the card preview's."""
    return replace(
        layout,
        card=size,
        page=Size(size.width + 2 * bleed_mm, size.height + 2 * bleed_mm),
        bleed_mm=bleed_mm,
        margin_mm=0,
        gap_mm=0,
        crop_marks=CropMarks.NONE,
        backs=Backs.NONE if layout.backs is Backs.NONE else Backs.LONG_EDGE,
        back_offset_mm=(0.0, 0.0),
        back_scale=(1.0, 1.0),
        turn=False,
    )


def cmyk(colour: Any) -> CMYKColor:
    """A face's colour (a ReportLab colour, an RGB or CMYK tuple, a name) in CMYK, ink limited:
    the one function every colour of a CMYK export goes through."""
    alpha = getattr(colour, "alpha", 1)
    if isinstance(colour, CMYKColor):
        density = colour.density
        inks = (colour.cyan, colour.magenta, colour.yellow, colour.black)
        cyan, magenta, yellow, black = limit_ink(*(density * ink for ink in inks))
    elif isinstance(colour, tuple | list) and len(colour) == 4:
        cyan, magenta, yellow, black = limit_ink(*colour)
    else:
        if isinstance(colour, tuple | list):
            colour = Color(*colour)
        elif not isinstance(colour, Color):
            colour = toColor(colour)
        red, green, blue = (round(min(max(part, 0.0), 1.0) * 255) for part in colour.rgb())
        cyan, magenta, yellow, black = (ink / 255 for ink in _from_rgb(red, green, blue))
    return CMYKColor(cyan, magenta, yellow, black, alpha=alpha)


def limit_ink(
    cyan: float, magenta: float, yellow: float, black: float
) -> tuple[float, float, float, float]:
    """Cyan, magenta and yellow scaled down together until the four add up to at most
    :data:`TOTAL_INK_LIMIT`; black is kept (it never exceeds 100 %)."""
    colours = cyan + magenta + yellow
    room = TOTAL_INK_LIMIT - black
    if colours <= room:
        return cyan, magenta, yellow, black
    scale = room / colours
    return cyan * scale, magenta * scale, yellow * scale, black


@lru_cache(maxsize=4096)
def _from_rgb(red: int, green: int, blue: int) -> tuple[int, int, int, int]:
    """An 8-bit sRGB colour as 8-bit inks: a grey in black alone, any other through the
    picture path (the profile, then the ink limit)."""
    if max(red, green, blue) - min(red, green, blue) <= NEAR_GREY:
        return 0, 0, 0, 255 - round((red + green + blue) / 3)
    pixel = cmyk_image(Image.new("RGB", (1, 1), (red, green, blue))).getpixel((0, 0))
    return pixel  # type: ignore[return-value]


def cmyk_image(image: Image.Image) -> Image.Image:
    """A picture in CMYK through the profile, ink limited; transparency flattened on white
    paper, a grey picture in black ink alone."""
    grey = image.mode in ("1", "L", "LA", "I", "F", "I;16")
    if image.mode in ("RGBA", "LA", "PA", "P") or "transparency" in image.info:
        rgba = image.convert("RGBA")
        paper = Image.new("RGBA", rgba.size, "white")
        image = Image.alpha_composite(paper, rgba).convert("RGB")
    if grey:
        none = Image.new("L", image.size, 0)
        black = image.convert("L").point(lambda level: 255 - level)
        return Image.merge("CMYK", (none, none, none, black))
    if image.mode != "CMYK":
        image = ImageCms.applyTransform(image.convert("RGB"), _transform()) or image
    cyan, magenta, yellow, black = (band.convert("F") for band in image.split())
    # Each of cyan, magenta and yellow times min(1, room left by black / their sum).
    room = ImageMath.lambda_eval(
        lambda a: a["min"]((TOTAL_INK_LIMIT * 255 - a["k"]) / a["max"](a["t"], 1.0), 1.0),
        k=black,
        t=ImageMath.lambda_eval(lambda a: a["c"] + a["m"] + a["y"], c=cyan, m=magenta, y=yellow),
    )
    scaled = [
        ImageMath.lambda_eval(lambda a: a["ink"] * a["room"], ink=ink, room=room).convert("L")
        for ink in (cyan, magenta, yellow)
    ]
    return Image.merge("CMYK", (*scaled, black.convert("L")))


@lru_cache(maxsize=1)
def _transform() -> ImageCms.ImageCmsTransform:
    return ImageCms.buildTransform(
        ImageCms.createProfile("sRGB"),
        ImageCms.getOpenProfile(str(profile_path())),
        "RGB",
        "CMYK",
        renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC,
    )


def profile_path() -> Path:
    """The CMYK profile's file; NoCmykProfile (saying how to install it) when there is none."""
    named = os.environ.get("CARDDESK_CMYK_PROFILE")
    for path in (Path(named),) if named else PROFILE_PATHS:
        if path.is_file():
            return path
    raise NoCmykProfile(
        translate(
            "PrintOptions",
            "a CMYK export needs the colour profile {profile}, which Ghostscript installs "
            "(on Debian and Ubuntu: apt-get install libgs-common)",
        ).format(profile=PROFILE_NAME)
    )


def _inches(size: Size) -> str:
    return f"{size.width / INCH:g}×{size.height / INCH:g}″"
