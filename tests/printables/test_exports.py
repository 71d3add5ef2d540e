"""Back pictures and copies, from ``deskapp print`` to the PDF read back."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader

from .conftest import Printed, run_print


def picture(path: Path, size: tuple[int, int], form: str = "PNG") -> Path:
    Image.new("RGB", size, (200, 40, 90)).save(path, form)
    return path


def images_on(out: Path, page: int) -> list:
    data = out.read_bytes()
    return Printed(data, PdfReader(io.BytesIO(data))).drawing(page).images


def test_a_back_picture_covers_the_backs_of_its_kind_only(
    demo: Path, tmp_path: Path, capsys
) -> None:
    back = picture(tmp_path / "back.png", (900, 1200))
    out = tmp_path / "cards.pdf"
    options = ("--cards", "aspect,threat-level", "--backs", "long")
    assert run_print(demo, out, *options, "--back-image", f"threat-level={back}") == 0
    assert capsys.readouterr().err == ""  # 900×1200 px covers a poker card at 300 dpi
    reader = PdfReader(out)
    # Aspects first (one sheet and a bit), then the four threat levels: their backs are
    # the picture, the aspects' are the design.
    back_pages = [1, 3]
    assert images_on(out, back_pages[0]) == []
    pictured = images_on(out, back_pages[1])
    assert len(pictured) == 4
    assert len({use.reference.idnum for use in pictured}) == 1  # embedded once
    assert "THREAT LEVEL" not in reader.pages[back_pages[1]].extract_text()


def test_a_back_picture_below_300_dpi_is_warned_of(demo: Path, tmp_path: Path, capsys) -> None:
    back = picture(tmp_path / "small.jpg", (300, 420), "JPEG")  # 69×94 mm with its bleed
    out = tmp_path / "cards.pdf"
    options = ("--cards", "threat-level", "--backs", "long", "--back-image", f"threat-level={back}")
    assert run_print(demo, out, *options) == 0
    err = capsys.readouterr().err
    assert "the back picture prints at 110 dpi (below 300)" in err


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("spells=x.png", "unknown kind of card 'spells'"),
        ("aspect", "is not KIND=PATH"),
        ("aspect=missing.png", "cannot read the back picture"),
        ("aspect=notes.txt", "is not a PNG or JPEG picture"),
    ],
)
def test_a_back_picture_that_cannot_be_used_is_refused(
    demo: Path, tmp_path: Path, capsys, value: str, message: str
) -> None:
    (tmp_path / "notes.txt").write_text("not a picture")
    value = value.replace("missing.png", str(tmp_path / "missing.png")).replace(
        "notes.txt", str(tmp_path / "notes.txt")
    )
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--back-image", value) == 2
    err = capsys.readouterr().err
    assert err.startswith("deskapp: error: ") and message in err and err.count("\n") == 1
    assert not out.exists()


def test_a_back_picture_without_backs_is_warned_of(demo: Path, tmp_path: Path, capsys) -> None:
    back = picture(tmp_path / "back.png", (900, 1200))
    out = tmp_path / "cards.pdf"
    assert (
        run_print(demo, out, "--cards", "threat-level", "--back-image", f"threat-level={back}") == 0
    )
    assert "back pictures print only with backs" in capsys.readouterr().err


def test_copies_repeat_each_card_of_a_kind(demo: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--cards", "threat-level,rules", "--copies", "threat-level=3") == 0
    assert "with 16 cards" in capsys.readouterr().out  # 4 × 3 threat levels, 4 rules cards
    text = "\n".join(page.extract_text() for page in PdfReader(out).pages)
    assert text.count("Threat level 2") == 3
    assert run_print(demo, out, "--cards", "threat-level,rules", "--copies", "rules=0") == 0
    assert "with 4 cards" in capsys.readouterr().out


@pytest.mark.parametrize("value", ["aspect=-1", "aspect=101", "aspect=two"])
def test_impossible_copies_are_refused(demo: Path, tmp_path: Path, capsys, value: str) -> None:
    assert run_print(demo, tmp_path / "c.pdf", "--copies", value) == 2
    err = capsys.readouterr().err
    assert "give a whole number from 0 to 100" in err and err.count("\n") == 1


def test_split_backs_writes_fronts_and_backs_to_two_pdfs(
    demo: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "cards.pdf"
    options = ("--cards", "threat-level,aspect", "--backs", "long", "--split-backs")
    assert run_print(demo, out, *options, "--calibration") == 0
    fronts, backs = tmp_path / "cards-fronts.pdf", tmp_path / "cards-backs.pdf"
    assert f"to {fronts} and {backs}" in capsys.readouterr().out
    assert not out.exists()
    front_pages, back_pages = PdfReader(fronts).pages, PdfReader(backs).pages
    assert len(front_pages) == len(back_pages) == 3  # calibration, two sheets of cards
    assert "Threat level 1" in "".join(page.extract_text() for page in front_pages)
    # The backs file is exactly the duplex PDF's back pages.
    both = tmp_path / "both.pdf"
    assert (
        run_print(demo, both, "--cards", "threat-level,aspect", "--backs", "long", "--calibration")
        == 0
    )
    together = PdfReader(both).pages
    for index, page in enumerate(back_pages):
        assert page.extract_text() == together[2 * index + 1].extract_text()
        assert page.extract_text() != front_pages[index].extract_text()
    assert not list(tmp_path.glob(".*.part"))


def test_split_backs_needs_double_sided_backs(demo: Path, tmp_path: Path, capsys) -> None:
    assert run_print(demo, tmp_path / "c.pdf", "--split-backs") == 2
    assert "separate fronts and backs need double-sided backs" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("size", "pixels"), [("poker", (825, 1125)), ("tarot", (900, 1500)), ("mini", (600, 825))]
)
def test_png_files_for_card_makers(
    demo: Path, tmp_path: Path, capsys, size: str, pixels: tuple[int, int]
) -> None:
    folder = tmp_path / "deck"
    options = ("--cards", "threat-level", "--backs", "long", "--card-size", size, "--png")
    assert run_print(demo, folder, *options) == 0
    assert f"Wrote 8 PNG files of {pixels[0]}×{pixels[1]} px for 4 cards" in capsys.readouterr().out
    names = sorted(path.name for path in folder.iterdir())
    assert names == [f"card-00{n}-{side}.png" for n in range(1, 5) for side in ("back", "front")]
    with Image.open(folder / "card-002-front.png") as front:
        assert front.size == pixels and round(front.info["dpi"][0]) == 300
        # The threat level's band runs into the bleed: the top rows are its colour, not white.
        assert front.getpixel((pixels[0] // 2, 2)) != (255, 255, 255)
    with Image.open(folder / "card-002-back.png") as back:
        assert back.size == pixels
    assert not list(tmp_path.glob(".deck.*"))


def test_png_export_refuses_a_used_folder_and_a_size_card_makers_do_not_take(
    demo: Path, tmp_path: Path, capsys
) -> None:
    used = tmp_path / "used"
    used.mkdir()
    (used / "mine.txt").write_text("keep me")
    assert run_print(demo, used, "--png") == 2
    assert "is not an empty folder" in capsys.readouterr().err
    assert (used / "mine.txt").read_text() == "keep me"
    assert run_print(demo, tmp_path / "new", "--png", "--card-size", "index") == 2
    assert "card makers print cards in their own sizes" in capsys.readouterr().err
    assert not (tmp_path / "new").exists()


def test_blank_write_in_cards_are_added(demo: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "blank.pdf"
    options = ("--cards", "threat-level", "--blank", "aspect=2", "--blank", "relationship=1")
    assert run_print(demo, out, *options, "--blank", "trait=1") == 0
    assert "with 8 cards" in capsys.readouterr().out
    text = PdfReader(out).pages[0].extract_text()
    assert text.count("Exhausted") == 2  # the blank aspects keep their tick box
    assert "Full distrust" in text and "REASONS" in text  # the blank relationship
    assert "TRAIT" in text and "Score" in text
    data = out.read_bytes()
    drawing = Printed(data, PdfReader(io.BytesIO(data))).drawing(0)
    assert drawing.lines  # the write-in lines


@pytest.mark.parametrize(
    ("value", "message"),
    [("threat=2", "there are no write-in cards of the kind threat"), ("aspect=0", "from 1 to 100")],
)
def test_blanks_of_a_kind_without_them_are_refused(
    demo: Path, tmp_path: Path, capsys, value: str, message: str
) -> None:
    assert run_print(demo, tmp_path / "b.pdf", "--blank", value) == 2
    assert message in capsys.readouterr().err


def test_copies_of_one_card_over_its_kind(demo: Path) -> None:
    from deskapp.core.printing import campaign_cards, card_key, cards_to_print, read_campaign  # noqa: PLC0415
    from deskapp.core.store import CampaignFile  # noqa: PLC0415

    with CampaignFile.open(demo, create=False) as campaign:
        source = read_campaign(campaign)
    every = [card for card in campaign_cards(source) if card.kind == "threat-level"]
    third = card_key(every[2])
    specs = cards_to_print(
        source, ["threat-level"], copies={"threat-level": 2}, card_copies={third: 0}
    )
    titles = [spec.title for spec in specs]  # type: ignore[union-attr]
    assert titles == ["Threat level 1"] * 2 + ["Threat level 2"] * 2 + ["Threat level 4"] * 2
