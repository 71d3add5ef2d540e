"""Issue 25, blocker 1, on paper: a user's markup prints as the characters it is made of.

The printed faces draw text with ReportLab's canvas (never a Paragraph, which would read
its mini-markup): a name, an aspect or a note written as ``<h1>…</h1><img src=…>`` is
printed literally, read back from the PDF, and printing it neither fails nor loads the file.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from deskapp.cli import main
from deskapp.core.store import CampaignFile

from ..hostile import HOSTILE, write_hostile_demo

# Each system's character, and whether one of its texts wraps (notes, appearance): printed whole.
NAMES = {
    "Élodie Lefèvre": True,
    "Bára Nováková": True,
    "Amélie Dubois": False,
    "Radek Šťastný": False,
}


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("hostile") / "hostile.carddesk"
    with CampaignFile.open(path) as campaign:
        write_hostile_demo(campaign, sessions=False)
    return path


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_hostile_markup_prints_literally(hostile: Path, tmp_path: Path, name: str) -> None:
    out = tmp_path / "cards.pdf"
    options = ["--characters", HOSTILE + name]  # the kinds printed by default
    assert main(["print", "--campaign", str(hostile), "--out", str(out), *options]) == 0
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    text = "".join("".join(page.extract_text().split()) for page in reader.pages)
    # The markup, character for character: cut with "…" where a one-line text is too long
    # even at 6 pt (a name, a tag), whole where a text wraps.
    assert "<h1>Hx</h1><imgsrc=" in text
    if NAMES[name]:
        assert "".join(HOSTILE.split()) in text
