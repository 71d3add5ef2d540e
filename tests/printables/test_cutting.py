"""Cut cleanly: gaps, the printer's margin, back offsets, strict exports, interrupted prints.

Each option is driven through ``deskapp print`` where the user meets it, and the PDF
is read back (pypdf: clip rectangles of each card's bleed, crop mark lines).
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader

from deskapp.systems.agents.printing import agent_card, aspect_card
from printables.document import PreflightFailed, PrintOptions, render_pdf
from printables.geometry import MM, PrintOptionError, parse_card_size, parse_page_size
from printables.layout import Backs, LayoutOptions, compute_sheet
from printables.preflight import UnreadableImage
from printables.specs import CharacterCard

from .conftest import Box, problems_of, run_print


def card_bleeds(out: Path, page: int = 0) -> list[Box]:
    """The clip rectangle of each card on a page: its bleed, as drawn."""
    from .conftest import Printed  # noqa: PLC0415 - the reader the other tests use

    data = out.read_bytes()
    return Printed(data, PdfReader(io.BytesIO(data))).drawing(page).top_level_clips


def test_the_automatic_gap_gives_every_card_its_own_bleed_where_the_sheet_allows(
    demo: Path, tmp_path: Path
) -> None:
    """A4 poker: three columns 2 mm apart (1 mm of bleed each), rows 6 mm apart."""
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--cards", "aspect") == 0
    sheet = compute_sheet(LayoutOptions())
    assert (sheet.columns, sheet.rows) == (3, 3)
    assert sheet.gaps == pytest.approx((2.0, 6.0))
    clips = card_bleeds(out)
    assert len(clips) == 9
    top, below = clips[0], clips[3]
    # Each card carries the full 3 mm bleed below it, and they do not meet.
    assert top.y0 - below.y1 == pytest.approx(0, abs=0.01)
    assert (top.y0 - sheet.front(0).trim.y) / MM == pytest.approx(-3, abs=0.01)


@pytest.mark.parametrize("gap", ["0", "4"])
def test_a_chosen_gap_is_kept_and_bleed_fills_half_of_it(
    demo: Path, tmp_path: Path, gap: str
) -> None:
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--cards", "aspect", "--gap", gap, "--margin", "3") == 0
    left, right = card_bleeds(out)[:2]
    sheet = compute_sheet(LayoutOptions(gap_mm=float(gap), margin_mm=3))
    trim_left, trim_right = sheet.front(0).trim, sheet.front(1).trim
    assert (trim_right.x - trim_left.right) / MM == pytest.approx(float(gap))
    assert (left.x1 - trim_left.right) / MM == pytest.approx(float(gap) / 2, abs=0.01)
    assert left.x1 <= right.x0 + 1e-6


def test_a_card_beside_an_empty_slot_of_the_last_sheet_bleeds_into_it(tmp_path: Path) -> None:
    """Edge to edge (gap 0): the last card alone on its row still gets bleed on every side."""
    out = tmp_path / "two.pdf"
    layout = LayoutOptions(gap_mm=0)
    render_pdf([aspect_card("Jedna"), aspect_card("Dvě")], out, PrintOptions(layout))
    sheet = compute_sheet(layout)
    second = card_bleeds(out)[1]
    trim = sheet.front(1).trim
    assert trim.x - second.x0 == pytest.approx(0, abs=0.01)  # its neighbour on the left
    assert (second.y1 - trim.top) / MM == pytest.approx(3, abs=0.01)  # the grid's top edge
    for outside in (second.x1 - trim.right, trim.y - second.y0):
        assert outside / MM == pytest.approx(3, abs=0.01)  # empty slots right and below
    assert compute_sheet(layout).front(1).bleed.right == pytest.approx(trim.right)  # when full


def test_crop_marks_stay_out_of_the_printer_margin(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "letter.pdf"
    assert run_print(demo, out, "--cards", "aspect", "--page", "letter", "--margin", "5") == 0
    from .conftest import Printed  # noqa: PLC0415

    data = out.read_bytes()
    lines = Printed(data, PdfReader(io.BytesIO(data))).drawing(0).lines
    width, height = parse_page_size("letter").points
    marks = [line for line in lines if any(v < 12 * MM for v in (line[0][1], line[1][1]))]
    assert marks
    for (x0, y0), (x1, y1) in lines:
        for x in (x0, x1):
            assert 5 * MM - 0.01 <= x <= width - 5 * MM + 0.01
        for y in (y0, y1):
            assert 5 * MM - 0.01 <= y <= height - 5 * MM + 0.01


def test_bleed_in_the_printer_margin_is_warned_of(demo: Path, tmp_path: Path, capsys) -> None:
    """Letter is 279.4 mm tall: three 88 mm rows edge to edge (gap 0) fit inside a 5 mm
    margin, their bleed not quite (and no room is left for marks above and below the grid).
    The advice works: the automatic gap (the default) has neither problem."""
    out = tmp_path / "letter.pdf"
    assert run_print(demo, out, "--cards", "aspect", "--page", "letter", "--gap", "0") == 0
    err = capsys.readouterr().err
    assert "deskapp: warning: the bleed runs 0.3 mm into the 5 mm printer margin" in err
    assert "choose the automatic gap, which keeps it inside" in err
    assert "deskapp: warning: 4 cut lines have no crop mark" in err
    assert run_print(demo, out, "--cards", "aspect", "--page", "letter") == 0
    assert "warning" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (("--backs", "long", "--back-offset", "15,0"), "pushes the backs off the 210×297 mm"),
        (("--margin", "-1"), "a page margin of -1 mm is not possible"),
        (("--gap", "wide"), "a gap of 'wide' is not a length"),
        (("--gap", "40"), "a gap of 40 mm is not possible"),
    ],
)
def test_impossible_layouts_are_refused_with_one_line(
    demo: Path, tmp_path: Path, capsys, options: tuple[str, ...], message: str
) -> None:
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--cards", "aspect", *options) == 2
    err = capsys.readouterr().err
    assert err.startswith("deskapp: error: ") and message in err and err.count("\n") == 1
    assert not out.exists()


def test_a_back_offset_that_stays_on_the_sheet_is_taken(tmp_path: Path) -> None:
    layout = LayoutOptions(backs=Backs.LONG_EDGE, back_offset_mm=(1.5, -1))
    assert compute_sheet(layout).backs_on_page()
    with pytest.raises(PrintOptionError, match="at most"):
        compute_sheet(LayoutOptions(backs=Backs.LONG_EDGE, back_offset_mm=(0, 19)))


def test_a_back_offset_without_duplex_backs_is_warned_of(
    demo: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--cards", "aspect", "--back-offset", "1,0") == 0
    assert "a back offset only moves double-sided backs" in capsys.readouterr().err


def test_strict_writes_nothing_when_the_preflight_finds_a_problem(
    demo: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "cards.pdf"
    out.write_bytes(b"%PDF-1.4 an earlier export\n")
    options = ("--cards", "aspect", "--page", "letter", "--gap", "0", "--strict")
    assert run_print(demo, out, *options) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("deskapp: warning: the bleed runs")
    assert err[-1].startswith("deskapp: error: the preflight found 2 problems")
    assert out.read_bytes() == b"%PDF-1.4 an earlier export\n"
    assert not list(tmp_path.glob(".cards.pdf.*"))
    # With nothing to report, strict changes nothing.
    assert run_print(demo, out, "--cards", "aspect", "--strict") == 0
    assert out.read_bytes().startswith(b"%PDF")
    with pytest.raises(PreflightFailed):
        render_pdf([aspect_card("x", owner="x " * 300)], io.BytesIO(), PrintOptions(strict=True))


def test_a_portrait_in_another_format_than_png_or_jpeg_is_never_decoded() -> None:
    """Issue 14: an EPS portrait would run Ghostscript; it is refused like damaged bytes."""
    for form in ("GIF", "BMP"):
        buffer = io.BytesIO()
        Image.new("RGB", (900, 1200), (10, 20, 30)).save(buffer, form)
        card = CharacterCard("Ondřej", "Agent", portrait=buffer.getvalue())
        preflight = render_pdf([card], io.BytesIO())
        [unreadable] = problems_of(preflight, UnreadableImage)
        assert unreadable.field == "portrait"
    eps = b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nshowpage\n"
    preflight = render_pdf([agent_card("Bára", portrait=eps)], io.BytesIO())
    [unreadable] = problems_of(preflight, UnreadableImage)
    assert unreadable.card == 0


def test_stale_part_files_of_killed_prints_in_the_folder_are_removed_and_a_live_ones_kept(
    tmp_path: Path,
) -> None:
    target = tmp_path / "cards.pdf"
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    stale = tmp_path / f".cards.pdf.{dead.stdout.strip()}.abc123.part"
    live = tmp_path / f".cards.pdf.{os.getppid()}.def456.part"
    # Issue 25: a killed print's leftover under another name goes at the next print to the
    # same folder too; files Card Desk does not write stay.
    other = tmp_path / f".other.pdf.{dead.stdout.strip()}.abc123.part"
    not_ours = [tmp_path / name for name in (".notes.txt.1.a.part", "x.pdf.1.a.part")]
    for path in (stale, live, other, *not_ours):
        path.write_bytes(b"")
    render_pdf([aspect_card("Jedna")], target)
    assert not stale.exists() and not other.exists() and live.exists()
    assert all(path.exists() for path in not_ours)
    assert target.exists()
    # The print's own unfinished copy is gone too: what is left is the live print's and others'.
    parts = {path.name for path in tmp_path.iterdir() if path.name.endswith(".part")}
    assert parts == {live.name, *(path.name for path in not_ours)}


_INTERRUPTED_PRINT = """
import os, signal, sys
from printables import document
from deskapp.cli import main

def interrupt(self, done, total):
    if done == 1:
        if sys.argv[3] == "term":
            os.kill(os.getpid(), signal.SIGTERM)
        else:
            raise KeyboardInterrupt

document._Renderer._report = interrupt
sys.exit(main(["print", "--campaign", sys.argv[1], "--out", sys.argv[2]]))
"""


@pytest.mark.parametrize(
    ("how", "status", "line"),
    [
        (
            "term",
            128 + signal.SIGTERM,
            "deskapp: print stopped by a termination signal; nothing was written",
        ),
        ("int", 128 + signal.SIGINT, "deskapp: print interrupted; nothing was written"),
    ],
)
def test_an_interrupted_print_says_one_line_and_leaves_no_part_file(
    demo: Path, tmp_path: Path, how: str, status: int, line: str
) -> None:
    out = tmp_path / "cards.pdf"
    finished = subprocess.run(
        [sys.executable, "-c", _INTERRUPTED_PRINT, str(demo), str(out), how],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert finished.returncode == status, finished.stderr
    assert finished.stderr.splitlines() == [line]
    assert "Traceback" not in finished.stderr
    assert not out.exists() and not list(tmp_path.glob(".cards.pdf.*"))


def test_a3_prints_18_poker_cards_turned_unless_kept_upright(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "a3.pdf"
    assert run_print(demo, out, "--cards", "aspect,relationship,threat-level", "--page", "a3") == 0
    assert len(card_bleeds(out)) == 18
    assert (
        run_print(
            demo, out, "--cards", "aspect,relationship,threat-level", "--page", "a3", "--upright"
        )
        == 0
    )
    assert len(card_bleeds(out)) == 16


@pytest.mark.parametrize("page", ["a4", "letter"])
@pytest.mark.parametrize("card", ["poker", "us-poker", "bridge", "mini", "tarot", "index"])
def test_every_cut_line_is_marked_and_every_card_has_its_own_bleed(
    demo: Path, tmp_path: Path, page: str, card: str
) -> None:
    """From the PDF alone: each card's clip (its bleed) meets no other, and a crop mark
    lies on each of its four cut lines, the card's size apart, at least 0.75 mm inside its
    bleed on every side; every mark is outside every card and inside the 5 mm margin."""
    from .conftest import Printed  # noqa: PLC0415

    out = tmp_path / "cards.pdf"
    assert (
        run_print(demo, out, "--cards", "character,aspect", "--page", page, "--card-size", card)
        == 0
    )
    data = out.read_bytes()
    drawing = Printed(data, PdfReader(io.BytesIO(data))).drawing(0)
    every = drawing.top_level_clips
    # A card's own clip, not a portrait's inside it.
    clips = [
        c
        for c in every
        if not any(o != c and o.contains(c.x0, c.y0) and o.contains(c.x1, c.y1) for o in every)
    ]
    # Crop marks: the lines that meet no card (the cards draw lines of their own).
    marks = [
        line
        for line in drawing.lines
        if not any(Box.of(list(line)).overlaps(clip) for clip in clips)
    ]
    width, height = parse_page_size(page).points
    xs = {round(x0, 2) for (x0, _y0), (x1, _y1) in marks if abs(x0 - x1) < 0.01}
    ys = {round(y0, 2) for (_x0, y0), (_x1, y1) in marks if abs(y0 - y1) < 0.01}
    size = parse_card_size(card).points
    least = 0.75 * MM - 0.01
    assert len(clips) >= 4
    for index, clip in enumerate(clips):
        inside = Box(clip.x0 + 0.01, clip.y0 + 0.01, clip.x1 - 0.01, clip.y1 - 0.01)
        assert not any(inside.overlaps(other) for other in clips[index + 1 :])
        cut_x = sorted(x for x in xs if clip.x0 + least <= x <= clip.x1 - least)
        cut_y = sorted(y for y in ys if clip.y0 + least <= y <= clip.y1 - least)
        assert len(cut_x) == len(cut_y) == 2, (clip, cut_x, cut_y)
        cut = (cut_x[1] - cut_x[0], cut_y[1] - cut_y[0])
        assert sorted(cut) == pytest.approx(sorted(size), abs=0.02)
    for (x0, y0), (x1, y1) in marks:
        for x in (x0, x1):
            assert 5 * MM - 0.01 <= x <= width - 5 * MM + 0.01
        for y in (y0, y1):
            assert 5 * MM - 0.01 <= y <= height - 5 * MM + 0.01
