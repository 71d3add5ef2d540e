"""The imposition model: how many cards fit, where they sit, where cut marks and backs go."""

from __future__ import annotations

import itertools

import pytest

from printables.geometry import MM, PrintOptionError, Rect, parse_card_size, parse_page_size
from printables.layout import (
    MARK_LENGTH_MM,
    Backs,
    CropMarks,
    LayoutOptions,
    compute_sheet,
)


def sheet_for(card: str = "poker", page: str = "a4", **options: object):
    return compute_sheet(
        LayoutOptions(card=parse_card_size(card), page=parse_page_size(page), **options)
    )


def overlap(one: Rect, other: Rect) -> bool:
    """True when the interiors meet (touching edges do not count)."""
    return one.x < other.right and other.x < one.right and one.y < other.top and other.y < one.top


@pytest.mark.parametrize("card", ["poker", "us-poker"])
def test_nine_poker_cards_fit_on_a4_and_eight_on_letter_each_with_its_bleed(card: str) -> None:
    sheet = sheet_for(card, "a4")
    assert (sheet.columns, sheet.rows) == (3, 3)
    # Letter is too short for three rows with bleed and marks above and below: eight
    # cards turned, unless the user puts them edge to edge (sharing cut lines).
    sheet = sheet_for(card, "letter")
    assert (sheet.columns, sheet.rows, sheet.front(0).rotation) == (2, 4, 90)
    assert sheet_for(card, "letter", gap_mm=0).per_page == 9


def test_more_cards_fit_on_a3_and_fewer_big_ones_on_a4() -> None:
    assert sheet_for("poker", "a3", turn=False).per_page == 16
    assert sheet_for("poker", "a3").per_page == 18  # turned a quarter
    assert sheet_for("tarot", "a4").per_page == 4
    assert sheet_for("mini", "a4").per_page == 16


def test_the_grid_is_centred_on_the_page() -> None:
    sheet = sheet_for(bleed_mm=3, gap_mm=2)
    box = sheet.trim_box
    assert box.x == pytest.approx(sheet.page.width - box.right)
    assert box.y == pytest.approx(sheet.page.height - box.top)


def test_cards_are_laid_row_by_row_from_the_top_left() -> None:
    sheet = sheet_for()
    first, second, fourth = sheet.front(0).trim, sheet.front(1).trim, sheet.front(3).trim
    assert second.x > first.x and second.y == pytest.approx(first.y)
    assert fourth.x == pytest.approx(first.x) and fourth.y < first.y
    assert sheet.slot_position(5) == (1, 2)


def test_without_a_gap_neighbours_share_a_cut_line_and_bleed_only_at_the_edges() -> None:
    sheet = sheet_for(bleed_mm=3, gap_mm=0)
    middle = sheet.front(4)
    assert middle.bleed == middle.trim
    corner = sheet.front(0)
    assert corner.trim.x - corner.bleed.x == pytest.approx(3 * MM)
    assert corner.bleed.top - corner.trim.top == pytest.approx(3 * MM)
    assert corner.bleed.right == pytest.approx(corner.trim.right)
    assert len(sheet.cut_xs) == 4 and len(sheet.cut_ys) == 4


def test_with_a_gap_each_card_bleeds_into_half_of_it_at_most() -> None:
    sheet = sheet_for(bleed_mm=3, gap_mm=4)
    left, right = sheet.front(0), sheet.front(1)
    assert left.bleed.right - left.trim.right == pytest.approx(2 * MM)
    assert right.trim.x - right.bleed.x == pytest.approx(2 * MM)
    assert not overlap(left.bleed, right.bleed)
    assert len(sheet.cut_xs) == 6


def test_no_two_cards_overlap_even_with_bleed() -> None:
    for card, gap in itertools.product(("poker", "mini", "bridge"), (0, 1, 8)):
        sheet = sheet_for(card, bleed_mm=3, gap_mm=gap)
        bleeds = [sheet.front(slot).bleed for slot in range(sheet.per_page)]
        for a, b in itertools.combinations(bleeds, 2):
            assert not overlap(a.inset(1e-6), b)  # touching (a shared cut line) is fine


@pytest.mark.parametrize("style", [CropMarks.MARGIN, CropMarks.EDGE])
def test_crop_marks_sit_on_every_cut_line_and_never_over_a_card(style: CropMarks) -> None:
    sheet = sheet_for(bleed_mm=3, gap_mm=3, crop_marks=style, margin_mm=2)
    marks = sheet.crop_marks()
    vertical = {round(m.x0, 3) for m in marks if m.x0 == m.x1}
    horizontal = {round(m.y0, 3) for m in marks if m.y0 == m.y1}
    assert vertical == {round(x, 3) for x in sheet.cut_xs}
    assert horizontal == {round(y, 3) for y in sheet.cut_ys}
    bleeds = [sheet.front(slot).bleed for slot in range(sheet.per_page)]
    for mark in marks:
        line = Rect(
            min(mark.x0, mark.x1) - 0.01,
            min(mark.y0, mark.y1) - 0.01,
            abs(mark.x1 - mark.x0) + 0.02,
            abs(mark.y1 - mark.y0) + 0.02,
        )
        assert not any(overlap(line, bleed) for bleed in bleeds)


def test_margin_marks_are_short_and_edge_marks_reach_the_page_edge() -> None:
    margin = sheet_for(crop_marks=CropMarks.MARGIN).crop_marks()
    edge = sheet_for(crop_marks=CropMarks.EDGE).crop_marks()
    assert max(abs(m.x1 - m.x0) + abs(m.y1 - m.y0) for m in margin) <= MARK_LENGTH_MM * MM + 1e-6
    # "To the page edge" stops at the printer's margin (5 mm by default): never unprintable.
    margin = 5 * MM
    assert min(min(m.y0, m.y1) for m in edge if m.x0 == m.x1) == pytest.approx(margin)
    assert max(max(m.x0, m.x1) for m in edge) == pytest.approx(sheet_for().page.width - margin)
    assert sheet_for(crop_marks=CropMarks.NONE).crop_marks() == []


def test_long_edge_flip_mirrors_the_columns() -> None:
    sheet = sheet_for(backs=Backs.LONG_EDGE)
    for slot in range(sheet.per_page):
        row, column = sheet.slot_position(slot)
        mirrored = sheet.front(row * sheet.columns + (sheet.columns - 1 - column)).trim
        assert sheet.back(slot).trim.box == pytest.approx(mirrored.box)


def test_short_edge_flip_mirrors_the_rows() -> None:
    sheet = sheet_for(backs=Backs.SHORT_EDGE)
    for slot in range(sheet.per_page):
        row, column = sheet.slot_position(slot)
        mirrored = sheet.front((sheet.rows - 1 - row) * sheet.columns + column).trim
        assert sheet.back(slot).trim.box == pytest.approx(mirrored.box)


@pytest.mark.parametrize("backs", [Backs.LONG_EDGE, Backs.SHORT_EDGE])
def test_the_back_offset_moves_backs_as_seen_from_the_front(backs: Backs) -> None:
    plain = sheet_for(backs=backs)
    moved = sheet_for(backs=backs, back_offset_mm=(1.5, -2))
    before, after = plain.back(0).trim, moved.back(0).trim
    # Seen from the front, the flip mirrors one axis of the back page.
    dx, dy = (after.x - before.x) / MM, (after.y - before.y) / MM
    assert (dx, dy) == pytest.approx((-1.5, -2) if backs is Backs.LONG_EDGE else (1.5, 2))
    assert moved.behind(100, 100) == pytest.approx(
        (plain.behind(100, 100)[0] + dx * MM, plain.behind(100, 100)[1] + dy * MM)
    )


def test_gutterfold_puts_backs_turned_over_the_fold_above_their_fronts() -> None:
    sheet = sheet_for(backs=Backs.GUTTERFOLD, turn=False)
    fold = sheet.fold_line
    assert fold is not None and fold.y0 == pytest.approx(sheet.page.height / 2)
    for slot in range(sheet.per_page):
        front, back = sheet.front(slot), sheet.back(slot)
        assert front.trim.top < fold.y0 < back.trim.y
        assert back.rotation == 180
        assert back.trim.x == pytest.approx(front.trim.x)
        assert back.trim.y - fold.y0 == pytest.approx(fold.y0 - front.trim.top)


def test_gutterfold_ignores_the_printer_offset() -> None:
    plain = sheet_for(backs=Backs.GUTTERFOLD)
    offset = sheet_for(backs=Backs.GUTTERFOLD, back_offset_mm=(2, 2))
    assert plain.back(0) == offset.back(0)


def test_a_card_that_cannot_fit_is_refused_with_the_way_out() -> None:
    with pytest.raises(PrintOptionError, match="does not fit"):
        sheet_for("tarot", "100x100")


@pytest.mark.parametrize(
    ("option", "value"), [("bleed_mm", -1), ("bleed_mm", 20), ("gap_mm", -2), ("gap_mm", 80)]
)
def test_impossible_lengths_are_refused(option: str, value: float) -> None:
    with pytest.raises(PrintOptionError):
        LayoutOptions(**{option: value})


def test_bleed_zero_is_allowed() -> None:
    sheet = sheet_for(bleed_mm=0)
    assert sheet.front(0).bleed == sheet.front(0).trim


@pytest.mark.parametrize(
    ("backs", "rows_mirror"), [(Backs.LONG_EDGE, True), (Backs.SHORT_EDGE, False)]
)
def test_on_a_landscape_page_the_long_edge_is_the_top(backs: Backs, rows_mirror: bool) -> None:
    sheet = sheet_for(page="297x210", backs=backs, turn=False)
    assert (sheet.columns, sheet.rows) == (4, 2)
    front, back = sheet.front(0).trim, sheet.back(0).trim
    if rows_mirror:
        assert back.box == pytest.approx(sheet.front(4).trim.box)
        assert back.x == pytest.approx(front.x)
    else:
        assert back.box == pytest.approx(sheet.front(3).trim.box)
        assert back.y == pytest.approx(front.y)
