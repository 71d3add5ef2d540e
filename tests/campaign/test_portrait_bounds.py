"""Issue 14, item 8, and issue 18: portraits are bounded before decoding, a JPEG photo is
decoded at a reduced scale, and print-ready bytes are imported without decoding them."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
from PIL import Image

from deskapp.core.portraits import (
    DECODE_SIDE,
    MAX_DECODED_PIXELS,
    MAX_STORED_SIDE,
    PortraitError,
    check_portrait_bytes,
    make_portrait,
    open_image,
)


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_header_only(width: int, height: int) -> bytes:
    """A PNG that says it is width × height RGBA: the header is all a bound needs to read."""
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + chunk(b"IEND", b"")
    )


def test_a_7999_square_rgba_png_is_refused_before_decoding_naming_the_bound() -> None:
    with pytest.raises(PortraitError) as refused:
        open_image(png_header_only(7999, 7999), "huge.png")  # old code: decoded, 256 MB
    message = str(refused.value)
    assert "7999 × 7999" in message and f"{MAX_DECODED_PIXELS // 1_000_000} million" in message


def test_a_large_jpeg_photo_is_decoded_at_a_reduced_scale_and_stored_at_print_size() -> None:
    buffer = io.BytesIO()
    Image.linear_gradient("L").resize((5200, 5000)).save(buffer, "JPEG", quality=70)
    image = open_image(buffer.getvalue(), "photo.jpg")
    assert DECODE_SIDE <= min(image.size) < 5000  # the decoder's own reduction (1/2 here)
    stored = make_portrait(open_image(buffer.getvalue()))
    assert max(stored.width, stored.height) == MAX_STORED_SIDE


def test_print_ready_bytes_are_checked_without_decoding_their_pixels(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ready = {}
    for kind in ("PNG", "JPEG"):
        buffer = io.BytesIO()
        Image.effect_noise((300, 400), 50).convert("RGB").save(buffer, kind)
        ready[kind] = buffer.getvalue()

    def no_decoding(*_: object) -> None:
        raise AssertionError("decoded")

    monkeypatch.setattr(Image.Image, "load", no_decoding)
    for kind, data in ready.items():
        portrait = check_portrait_bytes(data)
        assert portrait.data == data and (portrait.width, portrait.height) == (300, 400), kind


def test_a_cut_short_or_damaged_print_ready_image_is_still_refused() -> None:
    buffer = io.BytesIO()
    Image.effect_noise((300, 400), 50).convert("RGB").save(buffer, "PNG")
    data = buffer.getvalue()
    damaged = data[:200] + bytes(b ^ 0xFF for b in data[200:210]) + data[210:]
    for bad in (data[: len(data) // 2], damaged):
        with pytest.raises(PortraitError):
            check_portrait_bytes(bad)
