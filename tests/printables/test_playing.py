"""Playing cards for the table and for accessibility: large indices, underlined 6 and 9,
jokers told apart by shape and name, a four-colour deck. Read back from the PDF."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from deskapp.cli import main
from deskapp.core.cards import parse_card
from printables.document import PrintOptions, render_pdf
from printables.fonts import register_fonts
from printables.geometry import MM
from printables.kinds import playing_deck
from printables.labels import labels_for
from printables.layout import LayoutOptions
from printables.style import SUIT_BLUE, SUIT_GREEN

from .conftest import Printed


def printed(labels: str, language: str = "en", **options: object) -> Printed:
    buffer = io.BytesIO()
    cards = playing_deck(
        [parse_card(label) for label in labels.split()], labels=labels_for(language)
    )
    render_pdf(cards, buffer, PrintOptions(LayoutOptions(), **options))  # type: ignore[arg-type]
    data = buffer.getvalue()
    return Printed(data, PdfReader(io.BytesIO(data)))


def test_corner_indices_are_about_5_mm_tall_like_a_commercial_deck() -> None:
    sizes = printed("7S").drawing(0).font_sizes  # a pip card: its only text is the index
    [size] = sizes
    face = pdfmetrics.getFont(register_fonts().bold).face
    cap_height_mm = size * face.capHeight / 1000 / MM
    assert 5.0 <= cap_height_mm <= 6.0


def _horizontal_lines(page: Printed) -> int:
    return sum(
        1 for (x0, y0), (x1, y1) in page.drawing(0).lines if abs(y0 - y1) < 0.01 and x0 != x1
    )


def test_six_and_nine_are_underlined_in_both_corners_and_eight_is_not() -> None:
    assert _horizontal_lines(printed("6H")) == _horizontal_lines(printed("8H")) + 2
    assert _horizontal_lines(printed("9C")) == _horizontal_lines(printed("8H")) + 2


def _shapes_only(page: Printed) -> str:
    """The page's drawing with colours and text left out."""
    content = page.pages[0].get_contents().get_data().decode("latin-1")
    content = re.sub(r"[-\d.]+ [-\d.]+ [-\d.]+ (rg|RG)", "", content)
    return re.sub(r"BT.*?ET", "", content, flags=re.S)


def test_the_two_jokers_differ_in_shape_and_name_not_only_in_colour() -> None:
    red, black = printed("RJ"), printed("BJ")
    assert "RED JOKER" in red.pages[0].extract_text()
    assert "BLACK JOKER" in black.pages[0].extract_text()
    assert _shapes_only(red) != _shapes_only(black)
    # In greyscale too, where colour says nothing.
    assert _shapes_only(printed("RJ", greyscale=True)) != _shapes_only(
        printed("BJ", greyscale=True)
    )


def test_joker_names_are_translated() -> None:
    [red, black] = playing_deck([parse_card("RJ"), parse_card("BJ")], labels=labels_for("cs"))
    assert (red.colour_word, black.colour_word) == ("Červený žolík", "Černý žolík")


def test_a_four_colour_deck_gives_diamonds_and_clubs_their_own_colours() -> None:
    plain = printed("5D 5C").drawing(0).colours
    four = printed("5D 5C", four_colour=True).drawing(0).colours
    blue, green = (tuple(round(v, 3) for v in c.rgb()) for c in (SUIT_BLUE, SUIT_GREEN))
    rounded = {tuple(round(v, 3) for v in colour) for colour in four}
    assert blue in rounded and green in rounded
    assert blue not in {tuple(round(v, 3) for v in colour) for colour in plain}


def test_four_colour_from_the_command_line(tmp_path) -> None:
    campaign = tmp_path / "demo.carddesk"
    assert main(["demo", str(campaign)]) == 0
    out = tmp_path / "deck.pdf"
    options = ["--cards", "deck-54", "--four-colour"]
    assert main(["print", "--campaign", str(campaign), "--out", str(out), *options]) == 0
    data = out.read_bytes()
    pdf = Printed(data, PdfReader(io.BytesIO(data)))
    colours = {colour for page in range(len(pdf.pages)) for colour in pdf.drawing(page).colours}
    blue = tuple(round(v, 3) for v in SUIT_BLUE.rgb())
    assert blue in {tuple(round(v, 3) for v in colour) for colour in colours}


@pytest.mark.parametrize(
    ("language", "indexes"), [("en", "J Q K"), ("fr", "V D R"), ("cs", "J D K")]
)
def test_court_cards_are_indexed_in_the_letters_of_the_printed_language(
    language: str, indexes: str
) -> None:
    """A French table reads "D" on its queen, as the French app writes it (review r30d:
    the printed deck said "Q" while the history said "D♥")."""
    page = printed("JH QH KH", language).reader.pages[0].extract_text()
    words = set(page.split())
    assert set(indexes.split()) <= words
    assert not (set("J Q K V D R".split()) - set(indexes.split())) & words
