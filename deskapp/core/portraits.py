"""Character portraits: read any common image safely, turn it upright, crop and size it for print.

A portrait is stored once in the campaign file at the size 300 dpi printing of
the largest card frame needs, so printing never has to touch the original.
"""

from __future__ import annotations

import io
import math
import warnings
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from deskapp.core.errors import UserError
from deskapp.core.i18n import format_number, translate

ACCEPTED_FORMATS = ("PNG", "JPEG", "WEBP", "GIF", "BMP", "TIFF")
# The portrait frame of a tarot card (the largest size we print) is about 62 x 80 mm:
# 300 dpi needs about 730 x 945 pixels; keep some room for a generous crop.
MAX_STORED_SIDE = 1200
# The largest image read, by its header (a 64-megapixel camera's photo), refused before
# any pixel is decoded. A JPEG is decoded at a reduced scale (a power of two, its decoder's
# own) that still leaves DECODE_SIDE pixels on its shorter side — room for a close crop at
# print size — so even the largest photo costs little memory and time.
MAX_PIXELS = 64_000_000
DECODE_SIDE = 2 * MAX_STORED_SIDE
# What may be decoded whole, after that reduction: formats without one (PNG, WebP …) above
# this (a 7999 × 7999 RGBA PNG is 64 million pixels, 256 MB) are refused with that bound.
MAX_DECODED_PIXELS = 24_000_000
JPEG_QUALITY = 90
_EXIF_ORIENTATION = 0x0112


class PortraitError(UserError):
    """A file that cannot become a portrait; nothing was stored."""


@dataclass(frozen=True, slots=True)
class Crop:
    """The part of the upright image to keep, in pixels: left, top, width, height."""

    left: int
    top: int
    width: int
    height: int


@dataclass(frozen=True, slots=True)
class Portrait:
    """Print-ready portrait bytes (PNG when the image has transparency, else JPEG)."""

    data: bytes
    media_type: str
    width: int
    height: int


def open_image(source: bytes | str | Path, name: str = "") -> Image.Image:
    """Decode an image, upright (EXIF orientation applied), or raise PortraitError naming the file."""
    label = name or (
        Path(source).name if isinstance(source, str | Path) else translate("Portraits", "the image")
    )
    try:
        raw = source if isinstance(source, bytes) else Path(source).read_bytes()
    except OSError as error:
        raise PortraitError(
            translate("Portraits", "{label}: cannot read the file ({reason})").format(
                label=label, reason=error.strerror
            )
        ) from None
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        previous_limit = Image.MAX_IMAGE_PIXELS
        Image.MAX_IMAGE_PIXELS = MAX_PIXELS
        try:
            image: Image.Image = Image.open(io.BytesIO(raw), formats=ACCEPTED_FORMATS)
            _reduce_while_decoding(image)
            if image.width * image.height > MAX_DECODED_PIXELS:
                raise PortraitError(
                    translate(
                        "Portraits",
                        "{label} is too large to be a portrait ({width} × {height} pixels; up to {number} million, or any JPEG photo)",
                    ).format(
                        label=label,
                        width=image.width,
                        height=image.height,
                        number=format_number(MAX_DECODED_PIXELS // 1_000_000),
                    )
                )
            image.load()
            image = ImageOps.exif_transpose(image)
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise PortraitError(
                translate(
                    "Portraits",
                    "{label} is too large to be a portrait (over {number} million pixels)",
                ).format(label=label, number=format_number(MAX_PIXELS // 1_000_000))
            ) from None
        except UnidentifiedImageError:
            raise PortraitError(
                translate(
                    "Portraits",
                    "{label} is not an image Card Desk reads (PNG, JPEG, WebP, GIF, BMP or TIFF)",
                ).format(label=label)
            ) from None
        except (OSError, SyntaxError, ValueError) as error:
            raise PortraitError(
                translate("Portraits", "{label} is a damaged image ({error})").format(
                    label=label, error=error
                )
            ) from None
        finally:
            Image.MAX_IMAGE_PIXELS = previous_limit
    return image


def _reduce_while_decoding(image: Image.Image) -> None:
    """Ask the JPEG decoder for the smallest scale that keeps DECODE_SIDE on the shorter side."""
    if image.format != "JPEG":
        return
    shorter = min(image.size)
    if shorter <= DECODE_SIDE:
        return
    factor = shorter / DECODE_SIDE
    wanted = (math.ceil(image.width / factor), math.ceil(image.height / factor))
    image.draft(image.mode, wanted)


def centre_crop(image_size: tuple[int, int], aspect: float) -> Crop:
    """The largest centred crop of ``aspect`` (width / height): the crop offered first."""
    width, height = image_size
    if width / height > aspect:
        crop_width = round(height * aspect)
        return Crop((width - crop_width) // 2, 0, crop_width, height)
    crop_height = round(width / aspect)
    return Crop(0, (height - crop_height) // 2, width, crop_height)


def make_portrait(image: Image.Image, crop: Crop | None = None) -> Portrait:
    """Crop an upright image and scale it down to print size; never scales up."""
    if crop is not None:
        right, bottom = crop.left + crop.width, crop.top + crop.height
        if (
            crop.width < 1
            or crop.height < 1
            or crop.left < 0
            or crop.top < 0
            or right > image.width
            or bottom > image.height
        ):
            raise PortraitError(
                translate(
                    "Portraits",
                    "the crop {width}×{height} at ({left}, {top}) does not lie inside the {width2}×{height2} image",
                ).format(
                    width=crop.width,
                    height=crop.height,
                    left=crop.left,
                    top=crop.top,
                    width2=image.width,
                    height2=image.height,
                )
            )
        image = image.crop((crop.left, crop.top, right, bottom))
    image = image.copy()
    image.thumbnail((MAX_STORED_SIDE, MAX_STORED_SIDE), Image.Resampling.LANCZOS)
    buffer = io.BytesIO()
    if _has_transparency(image):
        image.convert("RGBA").save(buffer, "PNG", optimize=True)
        media_type = "image/png"
    else:
        image.convert("RGB").save(buffer, "JPEG", quality=JPEG_QUALITY, optimize=True)
        media_type = "image/jpeg"
    return Portrait(buffer.getvalue(), media_type, image.width, image.height)


def check_portrait_bytes(data: bytes, name: str = "") -> Portrait:
    """Validate stored or imported portrait bytes: they must decode as PNG or JPEG.

    Print-ready bytes (PNG or JPEG, upright, within the stored size) are checked without
    decoding their pixels — the header, the size, Pillow's ``verify()`` (every PNG chunk's
    checksum) and a JPEG's end marker — and kept as they are; anything else is decoded,
    then turned and scaled as a new portrait."""
    ready = _print_ready(data)
    if ready is not None:
        return ready
    image = open_image(data, name)
    stored = Image.open(io.BytesIO(data))  # decoded safely just above
    stored_format = stored.format
    turned = stored.getexif().get(_EXIF_ORIENTATION, 1) != 1  # PDF renderers ignore EXIF
    if stored_format not in ("PNG", "JPEG") or turned or max(image.size) > MAX_STORED_SIDE:
        return make_portrait(image)
    media_type = "image/png" if stored_format == "PNG" else "image/jpeg"
    return Portrait(data, media_type, image.width, image.height)


def _print_ready(data: bytes) -> Portrait | None:
    """The portrait these bytes already are, checked without decoding (None: decode them)."""
    try:
        with Image.open(io.BytesIO(data), formats=("PNG", "JPEG")) as image:
            image_format, (width, height) = image.format, image.size
            image.verify()  # must come first: it leaves the image unusable
        if not 1 <= max(width, height) <= MAX_STORED_SIDE:
            return None
        with Image.open(io.BytesIO(data), formats=("PNG", "JPEG")) as image:
            if image.format == "PNG":  # a PNG's Exif is read by decoding it: let that path do it
                if "exif" in image.info:
                    return None
            elif image.getexif().get(_EXIF_ORIENTATION, 1) != 1:  # a JPEG's is in its header
                return None
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        return None  # decoding it says precisely what is wrong
    if image_format == "JPEG" and not data.rstrip(b"\0").endswith(b"\xff\xd9"):
        return None  # cut short: decoding tells
    media_type = "image/png" if image_format == "PNG" else "image/jpeg"
    return Portrait(data, media_type, width, height)


def _has_transparency(image: Image.Image) -> bool:
    if image.mode in ("RGBA", "LA"):
        alpha = image.getextrema()[-1]
        assert isinstance(alpha, tuple)  # a (min, max) per band: these modes have several
        return alpha[0] < 255
    return image.mode == "P" and "transparency" in image.info
