"""The screens' card faces are the printed ones: the print code's own drawing, as SVG.

Each face is drawn twice by :func:`printables.playing.draw_playing_card`: once into the PDF
(rasterised by PDFium, as the PNG export does), once into the SVG recorder (rasterised by
``QSvgRenderer`` with Roboto loaded); the two pictures differ by a few pixels of
anti-aliasing and text rendering only.
"""

from __future__ import annotations

import io
import xml.dom.minidom
from dataclasses import replace

import font_roboto
import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtCore import QBuffer, QByteArray, Qt
from PySide6.QtGui import QFontDatabase, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from deskapp.core.cards import parse_card
from printables.document import PrintOptions, render_pdf
from printables.geometry import CARD_SIZES, DEFAULT_CARD_SIZE
from printables.kinds import playing_deck
from printables.labels import labels_for
from printables.layout import Backs, CropMarks
from printables.screen_faces import playing_face_svg

WIDTH = 240
"""Pixels across the compared pictures."""


def printed(notation: str, four_colour: bool, language: str) -> Image.Image:
    size = CARD_SIZES[DEFAULT_CARD_SIZE]
    options = PrintOptions(four_colour=four_colour)
    layout = replace(
        options.layout,
        card=size,
        page=size,
        bleed_mm=0,
        margin_mm=0,
        gap_mm=0,
        crop_marks=CropMarks.NONE,
        backs=Backs.NONE,
        turn=False,
    )
    pdf = io.BytesIO()
    cards = playing_deck([parse_card(notation)], labels=labels_for(language))
    render_pdf(cards, pdf, replace(options, layout=layout))
    document = pdfium.PdfDocument(pdf.getvalue())
    try:
        page = document[0]
        return page.render(scale=WIDTH / page.get_width()).to_pil().convert("RGB")
    finally:
        document.close()


def on_screen(svg: str, height: int) -> Image.Image:
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    assert renderer.isValid()
    image = QImage(WIDTH, height, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    buffer = QByteArray()
    device = QBuffer(buffer)
    device.open(QBuffer.OpenModeFlag.WriteOnly)
    image.save(device, "PNG")
    return Image.open(io.BytesIO(bytes(buffer.data()))).convert("RGB")


@pytest.fixture(scope="module")
def roboto(qapp: object) -> None:
    for path in font_roboto.font_files.values():
        QFontDatabase.addApplicationFont(str(path))


@pytest.mark.parametrize(
    ("notation", "four_colour", "language"),
    [
        ("AS", False, "en"),
        ("QH", False, "en"),
        ("10C", True, "en"),
        ("6D", True, "fr"),
        ("KS", False, "cs"),
        ("RJ", False, "cs"),
        ("BJ", True, "fr"),
    ],
)
def test_a_face_on_screen_is_the_printed_face(
    roboto: None, notation: str, four_colour: bool, language: str
) -> None:
    svg = playing_face_svg(notation, four_colour=four_colour, language=language)
    xml.dom.minidom.parseString(svg)  # well-formed
    paper = printed(notation, four_colour, language)
    screen = on_screen(svg, paper.height)
    difference = ImageChops.difference(paper, screen).convert("L")
    mean = ImageStat.Stat(difference).mean[0]
    changed = sum(difference.histogram()[97:]) / (WIDTH * paper.height)
    assert mean < 6 and changed < 0.03, (notation, mean, changed)


def test_a_different_card_is_not_the_same_picture(roboto: None) -> None:
    """The comparison can fail: the queen's face is far from the ace's."""
    paper = printed("AS", False, "en")
    screen = on_screen(playing_face_svg("QH"), paper.height)
    difference = ImageChops.difference(paper, screen).convert("L")
    assert ImageStat.Stat(difference).mean[0] > 6


def test_faces_are_kept_and_in_their_language() -> None:
    assert playing_face_svg("RJ", language="cs") is playing_face_svg(
        parse_card("RJ"), language="cs"
    )
    assert playing_face_svg("RJ", language="cs") != playing_face_svg("RJ", language="en")
