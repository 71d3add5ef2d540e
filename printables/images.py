"""Portraits and other pictures: read once, sized once, embedded once per PDF.

Cards only say where a picture goes (:meth:`ImageBank.draw_cover`): each use is a
reference to one Form XObject per distinct image. The forms are filled in when
the document is finished (:meth:`ImageBank.embed`), once the largest size each
picture prints at is known, so a picture far sharper than 300 dpi is scaled
down with Pillow before it is embedded — the PDF stays small — and one that is
already right (a JPEG) is embedded as it is, without decoding it.
"""

from __future__ import annotations

import hashlib
import io
import tempfile
import warnings
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError
from reportlab.pdfgen.canvas import Canvas

from deskapp.core.i18n import translate
from printables.geometry import Rect
from printables.pod import cmyk_image

# Pictures are kept up to this resolution at their largest printed size; the
# headroom over 300 dpi covers a slightly larger frame on another card.
MAX_DPI = 360
# Below this saving, re-encoding costs more (time, JPEG generations) than it gains.
WORTH_SCALING = 0.8
JPEG_QUALITY = 88
MAX_PIXELS = 64_000_000
_ORIENTATION = 0x0112
PORTRAIT_FORMATS = ("PNG", "JPEG")

# How far down a portrait the face usually is (a fraction of its height).
_FACE_FROM_TOP = 0.35


class ImageError(ValueError):
    """Bytes that are not a picture we can print."""


@dataclass
class _Picture:
    data: bytes
    name: str
    width: int
    height: int
    turned: bool
    most_points: tuple[float, float] = (0.0, 0.0)
    """The largest size (points) the picture is drawn at, to size it for embedding."""
    first_user: int | None = None


class ImageBank:
    """Every picture of one document, each prepared and embedded once."""

    def __init__(self, greyscale: bool, *, cmyk: bool = False) -> None:
        self._greyscale = greyscale
        self._cmyk = cmyk  # pictures converted to CMYK (printables.pod), embedded as JPEG
        # Specs usually share one bytes object per portrait: look it up by identity
        # first, so 1,000 cards do not hash 1,000 portraits.
        self._by_identity: dict[int, _Picture] = {}
        self._by_digest: dict[str, _Picture] = {}

    def picture(self, data: bytes) -> _Picture:
        """The prepared picture for ``data``; raise ImageError if it does not decode."""
        known = self._by_identity.get(id(data))
        if known is not None and known.data is data:
            return known
        digest = hashlib.sha1(data, usedforsecurity=False).hexdigest()
        picture = self._by_digest.get(digest)
        if picture is None:
            picture = _read(data, f"picture-{digest[:20]}")
            self._by_digest[digest] = picture
        self._by_identity[id(data)] = picture
        return picture

    def draw_cover(self, canvas: Canvas, data: bytes, frame: Rect, user: int) -> int:
        """Fill ``frame`` with the picture, cropped to it; return its effective dpi.

        Centred across; up and down, a picture taller than the frame keeps its upper part.

        ``user`` is the card drawing it, named if the picture fails to embed later.
        """
        picture = self.picture(data)
        if picture.first_user is None:
            picture.first_user = user
        scale = max(frame.width / picture.width, frame.height / picture.height)
        width, height = picture.width * scale, picture.height * scale
        picture.most_points = (
            max(picture.most_points[0], width),
            max(picture.most_points[1], height),
        )
        canvas.saveState()
        clip = canvas.beginPath()
        clip.rect(frame.x, frame.y, frame.width, frame.height)
        canvas.clipPath(clip, stroke=0, fill=0)
        # Faces sit in a portrait's upper part: when the frame cuts height away, keep the top.
        bottom = frame.centre[1] - height * (1 - _FACE_FROM_TOP)
        bottom = min(max(bottom, frame.top - height), frame.y)
        canvas.translate(frame.centre[0] - width / 2, bottom)
        canvas.scale(width, height)
        canvas.doForm(picture.name)
        canvas.restoreState()
        return round(72 / scale)

    def embed(self, canvas: Canvas) -> list[tuple[int, str]]:
        """Define the form of every picture used; call once, after the last page.

        Returns (first card using it, reason) for each picture that failed to decode
        only now (its header was fine); its frame stays empty.
        """
        failures = []
        with tempfile.TemporaryDirectory(prefix="carddesk-images-") as folder:
            for picture in self._by_digest.values():
                if picture.first_user is None:
                    continue
                canvas.beginForm(picture.name, 0, 0, 1, 1)
                try:
                    # ReportLab embeds a JPEG file as it is and interns a file by its name,
                    # so handing it a file skips decoding and hashing the pixels.
                    path = self._prepare(picture, Path(folder) / picture.name)
                    canvas.drawImage(str(path), 0, 0, 1, 1, mask="auto")
                except (ImageError, OSError, SyntaxError, ValueError) as error:
                    failures.append((picture.first_user, str(error) or type(error).__name__))
                canvas.endForm()
        return failures

    def _prepare(self, picture: _Picture, path: Path) -> Path:
        points_w, points_h = picture.most_points
        wanted = max(
            points_w / 72 * MAX_DPI / picture.width, points_h / 72 * MAX_DPI / picture.height
        )
        is_jpeg = picture.data[:3] == b"\xff\xd8\xff"
        as_it_is = not (self._greyscale or self._cmyk or picture.turned)
        if wanted >= WORTH_SCALING and as_it_is and is_jpeg:
            path = path.with_suffix(".jpg")
            path.write_bytes(picture.data)
            return path
        image = _open(picture.data)
        if wanted < WORTH_SCALING:
            size = (max(1, round(picture.width * wanted)), max(1, round(picture.height * wanted)))
            # Let the JPEG decoder skip detail we are about to throw away (much faster);
            # a square request holds whichever way the picture is turned.
            image.draft(image.mode, (max(size), max(size)))
        image = ImageOps.exif_transpose(image) if picture.turned else image
        if wanted < WORTH_SCALING:
            image = image.resize(size, Image.Resampling.LANCZOS, reducing_gap=2.0)
        alpha = image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info
        if self._greyscale:
            image = image.convert("LA" if alpha else "L")
        if self._cmyk:
            path = path.with_suffix(".jpg")
            cmyk_image(image).save(path, "JPEG", quality=JPEG_QUALITY)
            return path
        if alpha:
            path = path.with_suffix(".png")
            image.convert("LA" if self._greyscale else "RGBA").save(path, "PNG")
        else:
            path = path.with_suffix(".jpg")
            image.convert("L" if self._greyscale else "RGB").save(
                path, "JPEG", quality=JPEG_QUALITY
            )
        return path


def _open(data: bytes) -> Image.Image:
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            # Only the formats a portrait is stored in: other decoders (EPS runs Ghostscript)
            # have no business reading bytes that came with a shared campaign file.
            image = Image.open(io.BytesIO(data), formats=PORTRAIT_FORMATS)
            if image.width * image.height > MAX_PIXELS:
                raise ImageError(
                    translate("PrintPreflight", "{width}×{height} pixels is too large").format(
                        width=image.width, height=image.height
                    )
                )
            return image
        except (UnidentifiedImageError, Image.DecompressionBombWarning, OSError) as error:
            raise ImageError(str(error) or type(error).__name__) from None


def _read(data: bytes, name: str) -> _Picture:
    image = _open(data)
    try:
        turned = image.getexif().get(_ORIENTATION, 1) not in (1, None)
        width, height = image.size
        if turned and image.getexif().get(_ORIENTATION) in (5, 6, 7, 8):
            width, height = height, width
    except (OSError, SyntaxError, ValueError) as error:
        raise ImageError(
            translate("PrintPreflight", "damaged image: {reason}").format(reason=error)
        ) from None
    return _Picture(data, name, width, height, turned)


def check_picture(data: bytes) -> None:
    """Refuse (ImageError) bytes that are not a PNG or JPEG picture that can be printed."""
    _read(data, "check")
