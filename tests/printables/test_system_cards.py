"""What the systems' character cards print, read back from the PDF: Cinematic attributes
and skills under two headings with luck, blessings and notes on a card of their own (rules
U-30, U-31); the Dice banks portrait on a card of its own."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from deskapp.cli import main

from .conftest import Printed


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def printed(demo: Path, tmp_path: Path, name: str) -> Printed:
    out = tmp_path / "cards.pdf"
    options = ["--cards", "character", "--characters", name]
    assert main(["print", "--campaign", str(demo), "--out", str(out), *options]) == 0
    data = out.read_bytes()
    return Printed(data, PdfReader(io.BytesIO(data)))


def test_cinematic_ratings_stand_in_two_labelled_groups(demo: Path, tmp_path: Path) -> None:
    """U-01: attributes and skills are read separately; each group has its heading above it."""
    pdf = printed(demo, tmp_path, "Élodie Lefèvre")
    runs = {text: (x, y) for text, x, y, _m in pdf.texts(0)}
    attributes, skills = runs["ATTRIBUTES"], runs["SKILLS"]
    assert attributes[1] == pytest.approx(skills[1])  # side by side
    assert attributes[0] < skills[0]
    assert (
        runs["Strength"][0] == pytest.approx(attributes[0], abs=1)
        and runs["Strength"][1] < attributes[1]
    )
    assert runs["Fencing"][0] == pytest.approx(skills[0], abs=1)
    # One size for every rating's name: the labels are consistent.
    sizes = {
        round(m[0], 2)
        for text, _x, _y, m in pdf.texts(0)
        if text in ("Strength", "Fencing", "Constitution")
    }
    assert len(sizes) == 1


def test_luck_blessings_and_notes_are_printed(demo: Path, tmp_path: Path) -> None:
    """U-30 luck, U-31 blessings and curses, and the player's notes, on the second card."""
    text = printed(demo, tmp_path, "Élodie Lefèvre").pages[0].extract_text()
    assert "LUCK AND NOTES" in text
    assert "Luck" in text and "+2" in text
    assert "BLESSINGS AND CURSES" in text and "Blessing of Our Lady" in text
    assert "NOTES" in text and "A thief with a heart of gold" in text


def test_a_dice_banks_character_has_its_portrait_printed(demo: Path, tmp_path: Path) -> None:
    pdf = printed(demo, tmp_path, "Radek Šťastný")
    assert len(pdf.drawing(0).images) == 1
    text = pdf.pages[0].extract_text()
    assert text.count("Radek Šťastný") == 2  # the portrait card and the sheet card
