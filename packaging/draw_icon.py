"""Draw Card Desk's icon — a playing card and a die — as the PNGs the app and the bundle use.

Run after changing the drawing: ``python packaging/draw_icon.py`` (Pillow and the
Roboto font are dependencies of the app already). It writes
``deskapp/resources/carddesk-<size>.png`` for every size in ``SIZES``.
"""

from __future__ import annotations

import math
from pathlib import Path

import font_roboto
from PIL import Image, ImageDraw, ImageFont

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
CANVAS = 1024  # drawn large, then scaled down for smooth edges
RESOURCES = Path(__file__).resolve().parent.parent / "deskapp" / "resources"

# The app's palette (deskapp/ui/style.py): paper, ink, suit red, navy.
PAPER = "#fffdf7"
INK = "#212121"
SUIT_RED = "#c62828"
NAVY = "#1e3a5f"
PIP = "#ffffff"


def rounded_layer(
    size: tuple[int, int], radius: int, fill: str, outline: str, width: int
) -> Image.Image:
    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(layer).rounded_rectangle(
        (width // 2, width // 2, size[0] - 1 - width // 2, size[1] - 1 - width // 2),
        radius,
        fill=fill,
        outline=outline,
        width=width,
    )
    return layer


def heart(draw: ImageDraw.ImageDraw, centre: tuple[float, float], size: float, fill: str) -> None:
    """A heart from the classic parametric curve, ``size`` wide."""
    scale = size / 34
    points = []
    for step in range(200):
        t = 2 * math.pi * step / 200
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((centre[0] + x * scale, centre[1] - y * scale))
    draw.polygon(points, fill=fill)


def card() -> Image.Image:
    layer = rounded_layer((560, 780), 56, PAPER, INK, 18)
    draw = ImageDraw.Draw(layer)
    font = ImageFont.truetype(font_roboto.font_files["RobotoBold"], 190)
    draw.text((60, 30), "A", font=font, fill=SUIT_RED)
    heart(draw, (118, 300), 110, SUIT_RED)
    heart(draw, (300, 470), 300, SUIT_RED)
    return layer.rotate(14, resample=Image.Resampling.BICUBIC, expand=True)


def die() -> Image.Image:
    side = 430
    layer = rounded_layer((side, side), 78, NAVY, INK, 16)
    draw = ImageDraw.Draw(layer)
    pip = 40
    for x, y in ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)):
        cx, cy = x * side, y * side
        draw.ellipse((cx - pip, cy - pip, cx + pip, cy + pip), fill=PIP)
    return layer.rotate(-12, resample=Image.Resampling.BICUBIC, expand=True)


def icon() -> Image.Image:
    canvas = Image.new("RGBA", (CANVAS, CANVAS), (0, 0, 0, 0))
    drawn_card = card()
    canvas.alpha_composite(drawn_card, (40, 20))
    drawn_die = die()
    canvas.alpha_composite(
        drawn_die, (CANVAS - drawn_die.width - 10, CANVAS - drawn_die.height - 10)
    )
    return canvas


def main() -> None:
    RESOURCES.mkdir(exist_ok=True)
    full = icon()
    for size in SIZES:
        full.resize((size, size), Image.Resampling.LANCZOS).save(
            RESOURCES / f"carddesk-{size}.png", optimize=True
        )
    print(f"Wrote {len(SIZES)} icons to {RESOURCES}")


if __name__ == "__main__":
    main()
