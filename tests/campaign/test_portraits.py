"""Portraits: every common format, upright, cropped, print-sized; bad files refused."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from deskapp.core.portraits import (
    MAX_STORED_SIDE,
    Crop,
    Portrait,
    PortraitError,
    centre_crop,
    check_portrait_bytes,
    make_portrait,
    open_image,
)


def portrait_from_file(
    source: bytes | str | Path, crop: Crop | None = None, name: str = ""
) -> Portrait:
    """What the portrait dialog stores of a file: decoded upright, then cropped and sized."""
    return make_portrait(open_image(source, name), crop)


def encoded(image: Image.Image, fmt: str, **options) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, fmt, **options)
    return buffer.getvalue()


def landscape() -> Image.Image:
    """Red on the left half, blue on the right: orientation is easy to see."""
    image = Image.new("RGB", (400, 200), "red")
    image.paste("blue", (200, 0, 400, 200))
    return image


@pytest.mark.parametrize("fmt", ["PNG", "JPEG", "WEBP", "GIF", "BMP", "TIFF"])
def test_every_common_format_becomes_a_portrait(fmt: str) -> None:
    portrait = portrait_from_file(encoded(landscape(), fmt), name=f"face.{fmt.lower()}")
    assert portrait.media_type in ("image/jpeg", "image/png")
    assert (portrait.width, portrait.height) == (400, 200)
    assert Image.open(io.BytesIO(portrait.data)).size == (400, 200)


def test_exif_orientation_is_honoured() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6  # "rotate 90° clockwise to view"
    image = open_image(encoded(landscape(), "JPEG", exif=exif))
    assert image.size == (200, 400)
    top, bottom = image.getpixel((100, 20)), image.getpixel((100, 380))
    assert top[0] > 200 and bottom[2] > 200  # red ends up on top, blue below


def test_the_chosen_crop_is_kept() -> None:
    portrait = portrait_from_file(encoded(landscape(), "PNG"), Crop(200, 0, 150, 200))
    kept = Image.open(io.BytesIO(portrait.data)).convert("RGB")
    assert kept.size == (150, 200) and kept.getpixel((75, 100))[2] > 200


def test_a_crop_outside_the_image_is_refused() -> None:
    with pytest.raises(PortraitError, match="does not lie inside the 400×200 image"):
        portrait_from_file(encoded(landscape(), "PNG"), Crop(300, 0, 200, 200))


def test_centre_crop_fits_the_frame_aspect() -> None:
    assert centre_crop((400, 200), 0.75) == Crop(125, 0, 150, 200)
    assert centre_crop((200, 400), 1.0) == Crop(0, 100, 200, 200)


def test_large_images_are_scaled_down_to_print_size_never_up() -> None:
    big = portrait_from_file(encoded(Image.new("RGB", (4000, 3000), "green"), "JPEG"))
    assert max(big.width, big.height) == MAX_STORED_SIDE
    small = portrait_from_file(encoded(Image.new("RGB", (60, 80), "green"), "PNG"))
    assert (small.width, small.height) == (60, 80)


def test_transparency_is_kept_as_png() -> None:
    image = Image.new("RGBA", (50, 50), (0, 0, 0, 0))
    assert portrait_from_file(encoded(image, "PNG")).media_type == "image/png"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"this is a text file, not a picture", "not an image Card Desk reads"),
        (encoded(Image.new("RGB", (50, 50)), "PNG")[:60], "damaged image"),
    ],
)
def test_bad_files_get_a_clear_message(data: bytes, message: str) -> None:
    with pytest.raises(PortraitError, match=message):
        portrait_from_file(data, name="face.png")


@pytest.mark.parametrize("side", [10_000, pytest.param(20_000, marks=pytest.mark.slow)])
def test_decompression_bombs_are_refused(side: int) -> None:
    bomb = encoded(Image.new("1", (side, side)), "PNG")
    assert len(bomb) < 5_000_000
    with pytest.raises(PortraitError, match="too large to be a portrait"):
        portrait_from_file(bomb, name="bomb.png")


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PortraitError, match="absent.png: cannot read the file"):
        portrait_from_file(tmp_path / "absent.png")


def test_stored_bytes_are_checked_and_kept_when_already_print_ready() -> None:
    data = encoded(landscape(), "PNG")
    assert check_portrait_bytes(data).data == data
    assert check_portrait_bytes(encoded(landscape(), "BMP")).media_type == "image/jpeg"
    with pytest.raises(PortraitError):
        check_portrait_bytes(b"GIF89a-broken")


def test_stored_bytes_with_an_exif_turn_are_stored_upright() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6
    portrait = check_portrait_bytes(encoded(landscape(), "JPEG", exif=exif))
    assert (portrait.width, portrait.height) == (200, 400)
    assert Image.open(io.BytesIO(portrait.data)).getexif().get(0x0112, 1) == 1
