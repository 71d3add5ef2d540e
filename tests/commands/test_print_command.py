"""`deskapp print`: the demo campaign's cards as PDF, read back with pypdf."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from deskapp.cli import main
from deskapp.core.store import CampaignFile

MM = 72 / 25.4
A4 = (210 * MM, 297 * MM)
LETTER = (8.5 * 72, 11 * 72)


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "ukázka.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def run_print(demo: Path, out: Path, *options: str) -> int:
    return main(["print", "--campaign", str(demo), "--out", str(out), *options])


def page_sizes(pdf: PdfReader) -> set[tuple[float, float]]:
    return {
        (round(float(p.mediabox.width), 1), round(float(p.mediabox.height), 1)) for p in pdf.pages
    }


def text_of(pdf: PdfReader) -> str:
    return "\n".join(page.extract_text() for page in pdf.pages)


def test_by_default_every_card_of_the_campaign_is_printed(
    demo: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "karty.pdf"
    assert run_print(demo, out) == 0
    pdf = PdfReader(out)
    # 64 cards of the demo (the decks are only printed when asked for), 9 poker cards a page.
    assert len(pdf.pages) == 8
    assert page_sizes(pdf) == {(round(A4[0], 1), round(A4[1], 1))}
    text = text_of(pdf)
    for words in (
        "Bára Nováková",
        "The Shadow Cult",
        "Élodie Lefèvre",
        "Thick fog",
    ):
        assert words in text
    summary = capsys.readouterr().out
    assert f"Wrote 8 pages with 64 cards to {out}" in summary


def test_kinds_and_paper_are_chosen_by_name(demo: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "deck.pdf"
    assert (
        run_print(demo, out, "--cards", "deck-54", "--page", "Letter", "--card-size", "bridge") == 0
    )
    pdf = PdfReader(out)
    assert len(pdf.pages) == 7  # 54 cards, 2 × 4 bridge cards turned on Letter
    assert page_sizes(pdf) == {LETTER}
    assert "with 54 cards" in capsys.readouterr().out


def test_one_characters_cards_with_their_backs(demo: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "bara.pdf"
    assert run_print(demo, out, "--characters", "bára nováková", "--backs", "long") == 0
    pdf = PdfReader(out)
    # 11 cards: two sheets of fronts, each followed by its backs.
    assert len(pdf.pages) == 4
    assert "Bára Nováková" in pdf.pages[0].extract_text()
    assert "Stínový kult" not in text_of(pdf)  # the Coordinator's cards are not hers
    assert "with 11 cards" in capsys.readouterr().out


def test_the_calibration_sheet_comes_first(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "calibration.pdf"
    options = ("--cards", "rules", "--backs", "short", "--back-offset", "0.5,-1", "--calibration")
    assert run_print(demo, out, *options, "--greyscale") == 0
    pdf = PdfReader(out)
    assert len(pdf.pages) == 2 + 2
    assert "Back alignment check" in pdf.pages[0].extract_text()
    assert "X = 0.5 mm" in pdf.pages[0].extract_text()


def test_gutterfold_without_bleed_or_marks(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "fold.pdf"
    options = ("--cards", "threat", "--bleed", "0", "--crop-marks", "none", "--backs", "gutterfold")
    assert run_print(demo, out, *options) == 0
    page = PdfReader(out).pages[0]
    assert page.trimbox == page.bleedbox  # no bleed
    assert "The police investigation" in page.extract_text()


@pytest.mark.parametrize(
    ("language", "words", "english"),
    [
        (
            "cs",
            [
                "Vyčerpáno",
                "Negativní aspekt",
                "Naprostá nedůvěra",
                "Ohrožení 2",
                "Přehled pravidel",
            ],
            "Exhausted",
        ),
        (
            "FR",
            ["Épuisé", "Aspect négatif", "Méfiance totale", "Niveau de menace 2", "Aide-mémoire"],
            "Exhausted",
        ),
        ("en", ["Exhausted", "Negative aspect", "Full distrust", "Threat level 2"], "Vyčerpáno"),
    ],
)
def test_the_printed_words_are_in_the_chosen_language(
    demo: Path, tmp_path: Path, capsys, language: str, words: list[str], english: str
) -> None:
    out = tmp_path / f"karty-{language}.pdf"
    assert run_print(demo, out, "--language", language) == 0
    text = " ".join(text_of(PdfReader(out)).split())
    # Kind words and headings are set in capitals.
    for word in words:
        assert word.casefold() in text.casefold(), word
    assert english.casefold() not in text.casefold()
    assert "Bára Nováková" in text  # the campaign's own words print as they are
    # The same cards whatever the language, and every one fits (the Dice banks cards that
    # used to lose their last Scar track squeeze their rows instead).
    output = capsys.readouterr()
    assert f"Wrote 8 pages with 64 cards to {out}\n" in output.out
    assert output.err == ""


def test_the_calibration_sheet_speaks_the_chosen_language(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "kalibrace.pdf"
    options = ("--cards", "rules", "--backs", "long", "--calibration", "--language", "cs")
    assert run_print(demo, out, *options) == 0
    front = PdfReader(out).pages[0].extract_text()
    assert "Kontrola zarovnání rubů" in front
    assert "Vytištěno s posunem rubů X = 0 mm" in front


def test_text_that_does_not_fit_is_warned_about_on_stderr(
    demo: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "tiny.pdf"
    # Three poker cards edge to edge fill an A4 row to within 10 mm of the edges: the bleed
    # runs into a 10 mm printer margin.
    assert run_print(demo, out, "--cards", "rules", "--margin", "10", "--gap", "0") == 0
    output = capsys.readouterr()
    warnings = output.err.splitlines()
    assert all(line.startswith("deskapp: warning: ") for line in warnings)
    assert "the bleed runs" in warnings[0] and "10 mm printer margin" in warnings[0]
    assert f"{len(warnings)} warnings" in output.out
    assert out.exists()


def test_a_card_too_small_for_the_design_is_refused(demo: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "tiny.pdf"
    assert run_print(demo, out, "--card-size", "25x35") == 2
    error = capsys.readouterr().err
    assert error.startswith("deskapp: error: a card of 25×35 mm is too small for the card design")
    assert error.count("\n") == 1 and not out.exists()


@pytest.mark.parametrize(
    ("option", "value", "listed"),
    [
        ("--cards", "aspect,spells", "threat-level"),
        ("--card-size", "huge", "tarot (70×120 mm)"),
        ("--page", "B5", "letter"),
        ("--crop-marks", "everywhere", "none, margin, edge"),
        ("--backs", "both", "none, long, short, gutterfold"),
        ("--back-offset", "1", "X,Y"),
        ("--bleed", "12", "0 to 10 mm"),
        ("--bleed", "lots", "millimetres"),
        ("--characters", "Nobody", "Bára Nováková"),
        ("--language", "de", "en, cs, fr"),
    ],
)
def test_a_bad_value_lists_the_valid_ones(
    demo: Path, tmp_path: Path, capsys, option: str, value: str, listed: str
) -> None:
    out = tmp_path / "never.pdf"
    assert run_print(demo, out, option, value) == 2
    error = capsys.readouterr().err
    assert error.startswith("deskapp: error: ")
    assert error.count("\n") == 1
    assert listed in error
    assert not out.exists()


def test_calibration_needs_double_sided_backs(demo: Path, tmp_path: Path, capsys) -> None:
    assert run_print(demo, tmp_path / "c.pdf", "--calibration") == 2
    assert "choose long or short" in capsys.readouterr().err


def test_a_missing_campaign_is_not_created(tmp_path: Path, capsys) -> None:
    missing = tmp_path / "missing.carddesk"
    assert run_print(missing, tmp_path / "c.pdf") == 2
    assert "no such campaign file" in capsys.readouterr().err
    assert not missing.exists()


def test_an_empty_campaign_has_nothing_to_print(tmp_path: Path, capsys) -> None:
    empty = tmp_path / "empty.carddesk"
    CampaignFile.open(empty).close()
    assert main(["print", "--campaign", str(empty), "--out", str(tmp_path / "c.pdf")]) == 2
    assert "no cards to print" in capsys.readouterr().err


def test_a_negative_back_offset_is_taken_as_typed(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    options = ("--cards", "rules", "--backs", "long", "--calibration")
    assert run_print(demo, out, *options, "--back-offset", "-0.7,0.4") == 0
    assert "X = -0.7 mm, Y = 0.4 mm" in PdfReader(out).pages[0].extract_text().replace("−", "-")


def test_the_pdf_is_named_as_one_and_its_author_is_the_campaign(
    demo: Path, tmp_path: Path, capsys
) -> None:
    assert run_print(demo, tmp_path / "cards.PNG", "--cards", "rules") == 2
    assert "cards.PNG is named as a PNG file" in capsys.readouterr().err
    assert not (tmp_path / "cards.PNG").exists()
    assert run_print(demo, tmp_path / "cards", "--cards", "rules") == 0
    assert PdfReader(tmp_path / "cards.pdf").metadata.author == demo.stem
    assert not (tmp_path / "cards").exists()


def test_a_kind_given_twice_and_a_bad_back_picture_are_refused_plainly(
    demo: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--copies", "rules=2", "--copies", "rules=3") == 2
    assert "the kind rules is given twice (rules=2 and rules=3)" in capsys.readouterr().err
    bad = tmp_path / "back.png"
    bad.write_text("not a picture")
    assert run_print(demo, out, "--back-image", f"rules={bad}") == 2
    err = capsys.readouterr().err
    assert "is not a PNG or JPEG picture" in err and "<" not in err and "object" not in err
    assert not out.exists()


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (("--card-size", "bridge"), "card makers print cards in their own sizes"),
        (("--backs", "long", "--back-offset", "1,0"), "PNG files have no back offset"),
        (("--backs", "long", "--split-backs"), "PNG files are one file a card side already"),
        (("--backs", "gutterfold"), "gutterfold folds a printed sheet"),
    ],
)
def test_png_files_refuse_what_they_cannot_do(
    demo: Path, tmp_path: Path, capsys, options: tuple[str, ...], message: str
) -> None:
    out = tmp_path / "pngs"
    assert run_print(demo, out, "--cards", "rules", "--png", *options) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()
