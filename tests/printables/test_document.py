"""Rendered PDFs, read back: pages, card and mark positions, backs, boxes, fonts, images, preflight."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from deskapp.core.cards import DeckSpec
from deskapp.core.errors import UserError
from deskapp.systems.agents.printing import agent_card, aspect_card, relationship_card
from printables.calibration import targets
from printables.document import (
    NothingToPrintError,
    PrintCancelled,
    PrintOptions,
    PrintOutputError,
    preview_pdf,
    render_pdf,
)
from printables.geometry import MM, PrintOptionError, parse_card_size, parse_page_size
from printables.kinds import playing_deck
from printables.layout import Backs, CropMarks, LayoutOptions, Sheet, compute_sheet
from printables.preflight import (
    PREFERRED_DPI,
    LowResolution,
    MissingGlyphs,
    Overflow,
    UnreadableImage,
)
from printables.specs import Back, CharacterCard, FieldCard, Icon, Text

from .conftest import problems_of

Reader = Callable[[bytes], object]


def numbered_cards(count: int) -> list[FieldCard]:
    """Cards whose fronts and backs say which card they are."""
    return [
        FieldCard(
            f"Front {n}",
            "Test",
            Icon.TRAIT,
            (Text("Příliš žluťoučký kůň"),),
            back=Back(f"Back {n}", Icon.TRAIT),
        )
        for n in range(count)
    ]


def render(cards: list, **options: object) -> tuple[bytes, object]:
    buffer = io.BytesIO()
    print_options = {k: options.pop(k) for k in ("greyscale", "calibration") if k in options}
    layout = LayoutOptions(**options)
    preflight = render_pdf(cards, buffer, PrintOptions(layout, **print_options))
    return buffer.getvalue(), preflight


def portrait(width: int, height: int, shade: int = 0) -> bytes:
    image = Image.new("RGB", (width, height), (40 + shade, 90, 140))
    ImageDraw.Draw(image).ellipse(
        (width // 4, height // 6, 3 * width // 4, height // 2), fill=(230, 190, 160)
    )
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=85)
    return buffer.getvalue()


def mm_box(rect) -> tuple[float, float, float, float]:  # a layout Rect
    return rect.box


@pytest.mark.parametrize(
    ("page", "points"),
    [
        ("a4", (595.28, 841.89)),
        ("letter", (612, 792)),
        ("a3", (841.89, 1190.55)),
        ("200x250", (566.93, 708.66)),
    ],
)
def test_pages_are_the_chosen_paper_size(
    read_pdf: Reader, page: str, points: tuple[float, float]
) -> None:
    data, _ = render(numbered_cards(2), page=parse_page_size(page))
    box = read_pdf(data).pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(points, abs=0.01)


@pytest.mark.parametrize(
    ("cards", "backs", "turn", "pages"),
    [
        (1, Backs.NONE, True, 1),
        (9, Backs.NONE, True, 1),
        (10, Backs.NONE, True, 2),
        (10, Backs.LONG_EDGE, True, 4),
        (19, Backs.LONG_EDGE, True, 6),
        (7, Backs.GUTTERFOLD, True, 2),  # four poker cards turned a quarter fit each half
        (10, Backs.GUTTERFOLD, True, 3),
        (10, Backs.GUTTERFOLD, False, 4),  # three upright cards a half
    ],
)
def test_the_page_count_follows_from_the_card_count(
    read_pdf: Reader, cards: int, backs: Backs, turn: bool, pages: int
) -> None:
    data, preflight = render(numbered_cards(cards), backs=backs, turn=turn)
    assert len(read_pdf(data).pages) == pages == preflight.pages


@pytest.mark.parametrize(("bleed", "gap"), [(3, 0), (0, 0), (3, 4), (2, 1)])
def test_each_card_is_drawn_exactly_where_the_layout_puts_it(
    read_pdf: Reader, bleed: float, gap: float
) -> None:
    data, _ = render(numbered_cards(9), bleed_mm=bleed, gap_mm=gap)
    sheet = compute_sheet(LayoutOptions(bleed_mm=bleed, gap_mm=gap))
    drawing = read_pdf(data).drawing(0)
    assert len(drawing.top_level_clips) == 9
    fills = [box for box, _colour in drawing.fills]
    for slot, clip in enumerate(drawing.top_level_clips):
        expected = sheet.front(slot).bleed
        assert clip.close_to(expected.box)
        # The card's background covers its whole bleed, so a slightly wide cut shows no white.
        assert any(fill.close_to(expected.box) for fill in fills)


def test_each_title_lies_inside_its_own_card(read_pdf: Reader) -> None:
    data, _ = render(numbered_cards(9))
    sheet = compute_sheet(LayoutOptions())
    texts = read_pdf(data).texts(0)
    for slot in range(9):
        [(x, y)] = [(x, y) for text, x, y, _m in texts if text == f"Front {slot}"]
        trim = sheet.front(slot).trim
        assert trim.x < x < trim.right and trim.y < y < trim.top


@pytest.mark.parametrize("style", [CropMarks.MARGIN, CropMarks.EDGE])
@pytest.mark.parametrize("gap", [0, 3])
def test_crop_marks_are_drawn_on_every_cut_line_and_never_over_a_card(
    read_pdf: Reader, style: CropMarks, gap: float
) -> None:
    # A 2 mm printer margin leaves room for marks beside a 3 mm gap on A4.
    data, _ = render(numbered_cards(9), crop_marks=style, gap_mm=gap, margin_mm=2)
    sheet = compute_sheet(LayoutOptions(crop_marks=style, gap_mm=gap, margin_mm=2))
    bleed = sheet.bleed_box
    lines = read_pdf(data).drawing(0).lines
    marks = [
        (a, b)
        for a, b in lines
        if not (
            bleed.x <= min(a[0], b[0])
            and max(a[0], b[0]) <= bleed.right
            and bleed.y <= min(a[1], b[1])
            and max(a[1], b[1]) <= bleed.top
        )
    ]
    assert len(marks) == len(sheet.crop_marks())
    vertical = sorted({round(a[0], 2) for a, b in marks if abs(a[0] - b[0]) < 1e-6})
    horizontal = sorted({round(a[1], 2) for a, b in marks if abs(a[1] - b[1]) < 1e-6})
    assert vertical == pytest.approx(sheet.cut_xs, abs=0.1 * MM)
    assert horizontal == pytest.approx(sheet.cut_ys, abs=0.1 * MM)
    cards = [sheet.front(slot).bleed for slot in range(sheet.per_page)]
    for a, b in marks:
        x0, x1, y0, y1 = min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])
        for card in cards:
            assert x1 <= card.x or x0 >= card.right or y1 <= card.y or y0 >= card.top
    if style is CropMarks.EDGE:  # to the edge of the printable area
        ends = {round(v, 2) for a, b in marks for v in (a[1], b[1])}
        assert round(2 * MM, 2) in ends and round(sheet.page.height - 2 * MM, 2) in ends


def test_no_crop_marks_when_none_are_asked_for(read_pdf: Reader) -> None:
    data, _ = render(numbered_cards(9), crop_marks=CropMarks.NONE)
    sheet = compute_sheet(LayoutOptions())
    bleed = sheet.bleed_box
    lines = read_pdf(data).drawing(0).lines
    assert all(bleed.x <= a[0] <= bleed.right and bleed.y <= a[1] <= bleed.top for a, _ in lines)


def _backs_by_card(printed, page: int, width: float, height: float) -> dict[int, object]:
    """Each card's back on a page: the drawn form's rectangle, keyed by the card its text names."""
    names = [text for text, *_ in printed.texts(page) if text.upper().startswith("BACK")]
    forms = [use for use in printed.drawing(page).forms if "back-" in use.name]
    assert len(names) == len(forms)
    return {int(name.split()[-1]): form for name, form in zip(names, forms, strict=True)}


def _fronts_by_card(printed, page: int, sheet: Sheet, cards: range) -> dict[int, object]:
    clips = printed.drawing(page).top_level_clips
    texts = printed.texts(page)
    result = {}
    for card in cards:
        [(x, y)] = [(x, y) for text, x, y, _m in texts if text == f"Front {card}"]
        [front] = [clip for clip in clips if clip.contains(x, y)]
        result[card] = front
    return result


@pytest.mark.parametrize("offset", [(0.0, 0.0), (1.5, -0.75)])
@pytest.mark.parametrize("backs", [Backs.LONG_EDGE, Backs.SHORT_EDGE])
def test_each_back_lands_behind_its_front_after_the_flip(
    read_pdf: Reader, backs: Backs, offset: tuple[float, float]
) -> None:
    data, _ = render(numbered_cards(12), backs=backs, back_offset_mm=offset)
    sheet = compute_sheet(LayoutOptions(backs=backs, back_offset_mm=offset))
    printed = read_pdf(data)
    width, height = sheet.options.card.points
    page_w, page_h = sheet.page.width, sheet.page.height
    for front_page, cards in ((0, range(0, 9)), (2, range(9, 12))):
        fronts = _fronts_by_card(printed, front_page, sheet, cards)
        backs_drawn = _backs_by_card(printed, front_page + 1, width, height)
        assert set(backs_drawn) == set(cards)
        for card in cards:
            back = backs_drawn[card].box(0, 0, width, height)
            # Turn the sheet over, then take away the offset (given as seen from the front).
            if backs is Backs.LONG_EDGE:
                seen = (page_w - back.x1 - offset[0] * MM, back.y0 - offset[1] * MM)
            else:
                seen = (back.x0 - offset[0] * MM, page_h - back.y1 - offset[1] * MM)
            slot = card % 9
            trim = sheet.front(slot).trim
            assert seen == pytest.approx((trim.x, trim.y), abs=0.1 * MM)
            assert fronts[card].contains(trim.x + 1, trim.y + 1)
            row, column = sheet.slot_position(slot)
            mirrored_slot = (
                row * 3 + (2 - column) if backs is Backs.LONG_EDGE else (2 - row) * 3 + column
            )
            assert back.close_to(
                sheet.front(mirrored_slot).trim.box, tolerance_mm=0.1 + max(map(abs, offset))
            )


def test_gutterfold_backs_are_turned_and_mirrored_across_the_fold(read_pdf: Reader) -> None:
    data, _ = render(numbered_cards(3), backs=Backs.GUTTERFOLD, turn=False)
    sheet = compute_sheet(LayoutOptions(backs=Backs.GUTTERFOLD, turn=False))
    printed = read_pdf(data)
    width, height = sheet.options.card.points
    backs = _backs_by_card(printed, 0, width, height)
    fronts = _fronts_by_card(printed, 0, sheet, range(3))
    fold = sheet.page.height / 2
    for card in range(3):
        form = backs[card]
        a, b, c, d, _e, _f = form.ctm
        assert (a, b, c, d) == pytest.approx((-1, 0, 0, -1))  # turned 180°
        back = form.box(0, 0, width, height)
        folded = (back.x0, 2 * fold - back.y1, back.x1, 2 * fold - back.y0)
        assert folded == pytest.approx(sheet.front(card).trim.box, abs=0.1 * MM)
        assert fronts[card].y1 < fold < back.y0
    fold_lines = [
        seg
        for seg in printed.drawing(0).lines
        if seg[0][1] == pytest.approx(fold) and seg[1][1] == pytest.approx(fold)
    ]
    assert fold_lines


def test_pages_carry_trim_and_bleed_boxes(read_pdf: Reader) -> None:
    data, _ = render(numbered_cards(9), backs=Backs.LONG_EDGE, back_offset_mm=(1, 0))
    sheet = compute_sheet(LayoutOptions(backs=Backs.LONG_EDGE, back_offset_mm=(1, 0)))
    front, back = read_pdf(data).pages[:2]
    assert [float(v) for v in front.trimbox] == pytest.approx(sheet.trim_box.box, abs=0.01)
    assert [float(v) for v in front.bleedbox] == pytest.approx(sheet.bleed_box.box, abs=0.01)
    assert [float(v) for v in back.trimbox] == pytest.approx(sheet.back_trim_box.box, abs=0.01)
    assert [float(v) for v in back.bleedbox] == pytest.approx(sheet.back_bleed_box.box, abs=0.01)
    # Three poker cards, each with its own 1 mm of bleed: 2 mm between them.
    assert float(front.trimbox.width) == pytest.approx((3 * 63 + 2 * 2) * MM, abs=0.01)


@pytest.mark.parametrize(
    ("backs", "duplex"),
    [
        (Backs.NONE, None),
        (Backs.LONG_EDGE, "/DuplexFlipLongEdge"),
        (Backs.SHORT_EDGE, "/DuplexFlipShortEdge"),
    ],
)
def test_viewers_print_at_full_size_and_flip_the_right_edge(
    read_pdf: Reader, backs: Backs, duplex: str | None
) -> None:
    data, _ = render(numbered_cards(1), backs=backs)
    preferences = read_pdf(data).reader.trailer["/Root"]["/ViewerPreferences"]
    assert preferences["/PrintScaling"] == "/None"
    assert preferences.get("/Duplex") == duplex


def _fonts(printed) -> list:
    found, seen = [], set()

    def collect(resources) -> None:
        if not resources:
            return
        resources = resources.get_object()
        for reference in resources.get("/Font", {}).values():
            font = reference.get_object()
            if id(font) not in seen:
                seen.add(id(font))
                found.append(font)
        for reference in resources.get("/XObject", {}).values():
            xobject = reference.get_object()
            if xobject["/Subtype"] == "/Form":
                collect(xobject.get("/Resources"))

    for page in printed.pages:
        collect(page["/Resources"])
    return found


def test_every_font_is_embedded_and_none_is_helvetica(read_pdf: Reader) -> None:
    cards = [*numbered_cards(3), agent_card("Zdeňka", "Œil de lynx", portrait(120, 150))]
    data, _ = render(cards, backs=Backs.LONG_EDGE, calibration=True)
    printed = read_pdf(data)
    fonts = _fonts(printed)
    assert fonts
    for font in fonts:
        assert "Helvetica" not in str(font["/BaseFont"])
        descriptor = (
            font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
            if "/DescendantFonts" in font
            else font["/FontDescriptor"]
        )
        assert "/FontFile2" in descriptor.get_object()
    assert b"Helvetica" not in data


def test_czech_and_french_text_can_be_extracted(read_pdf: Reader) -> None:
    cards = [
        agent_card("Zdeňka Procházková", "Příliš žluťoučký kůň úpěl ďábelské ódy."),
        aspect_card("Œuvre, garçon, où ça? Ça déçoit l’âme"),
    ]
    data, preflight = render(cards)
    text = " ".join(read_pdf(data).pages[0].extract_text().split())
    for phrase in (
        "Zdeňka Procházková",
        "Příliš žluťoučký kůň úpěl ďábelské ódy.",
        "Œuvre, garçon, où ça? Ça déçoit l’âme",
    ):
        assert phrase in text
    assert preflight.ok


def test_each_distinct_portrait_is_embedded_once(read_pdf: Reader) -> None:
    faces = [portrait(900, 1200, shade) for shade in (0, 40, 80)]
    # The same picture as a separate bytes object still counts as one picture.
    twin = bytes(bytearray(faces[0]))
    cards = [agent_card(f"Agent {n}", portrait=(faces + [twin])[n % 4]) for n in range(30)]
    data, _ = render(cards)
    printed = read_pdf(data)
    images = {
        use.reference.idnum
        for page in range(len(printed.pages))
        for use in printed.drawing(page).images
    }
    assert len(images) == 3
    uses = sum(len(printed.drawing(page).images) for page in range(len(printed.pages)))
    assert uses == 30


def test_a_big_portrait_is_scaled_down_to_what_the_card_needs(read_pdf: Reader) -> None:
    data, preflight = render([agent_card("Big", portrait=portrait(3000, 4000))])
    [use] = read_pdf(data).drawing(0).images
    image = use.reference.get_object()
    assert image["/Width"] < 1000
    assert preflight.ok


def test_text_that_cannot_fit_is_reported_never_silently_clipped(read_pdf: Reader) -> None:
    # A footer has one line: an owner's name far too long for it cannot go on elsewhere.
    long = "Tento vlastník má velmi dlouhé jméno " * 12
    cards = [aspect_card("Short"), aspect_card("Krátký", owner=long)]
    data, preflight = render(cards)
    [overflow] = problems_of(preflight, Overflow)
    assert overflow.card == 1
    assert overflow.field == "footer"
    assert overflow.overflow_mm > 0
    assert "too long" in overflow.message()
    assert min(read_pdf(data).drawing(0).font_sizes) >= 6


def test_a_portrait_below_300_dpi_is_reported(read_pdf: Reader) -> None:
    cards = [
        agent_card("Sharp", portrait=portrait(900, 1200)),
        agent_card("Blurred", portrait=portrait(120, 160)),
    ]
    _, preflight = render(cards)
    [low] = problems_of(preflight, LowResolution)
    assert (low.card, low.title, low.field) == (1, "Blurred", "portrait")
    assert low.dpi < PREFERRED_DPI


def test_an_unreadable_portrait_is_reported_and_the_card_still_prints(read_pdf: Reader) -> None:
    data, preflight = render([agent_card("Broken", portrait=b"not an image at all")])
    [problem] = problems_of(preflight, UnreadableImage)
    assert problem.card == 0
    assert "Broken" in read_pdf(data).pages[0].extract_text()


def test_characters_the_font_lacks_are_reported() -> None:
    _, preflight = render([aspect_card("Dragon 龍")])
    [missing] = problems_of(preflight, MissingGlyphs)
    assert missing.characters == "龍"


def test_progress_is_reported_card_by_card() -> None:
    seen: list[tuple[int, int]] = []
    render_pdf(
        numbered_cards(11), io.BytesIO(), progress=lambda done, total: seen.append((done, total))
    )
    assert seen[0] == (0, 11) and seen[-1] == (11, 11)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_a_cancelled_export_leaves_the_previous_file_untouched(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "cards.pdf"
    target.write_bytes(b"the earlier export")
    done: list[int] = []
    with pytest.raises(PrintCancelled):
        render_pdf(
            numbered_cards(20),
            target,
            progress=lambda d, _t: done.append(d),
            cancelled=lambda: len(done) > 5,
        )
    assert target.read_bytes() == b"the earlier export"
    assert list(folder.iterdir()) == [target]


def test_writing_to_a_path_replaces_the_file_whole(tmp_path: Path, read_pdf: Reader) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "cards.pdf"
    target.write_bytes(b"old")
    preflight = render_pdf(numbered_cards(2), target)
    assert preflight.pages == 1
    assert len(read_pdf(target.read_bytes()).pages) == 1
    assert list(folder.iterdir()) == [target]
    assert target.stat().st_mode & 0o044  # readable like any new file, not private


def test_an_unwritable_target_is_a_user_error(tmp_path: Path) -> None:
    with pytest.raises(PrintOutputError) as raised:
        render_pdf(numbered_cards(1), tmp_path / "missing" / "cards.pdf")
    assert isinstance(raised.value, UserError)
    assert "cannot write" in str(raised.value)


def test_the_preview_is_one_card_with_its_bleed(read_pdf: Reader) -> None:
    card = agent_card("Zdeňka")
    printed = read_pdf(preview_pdf(card))
    [page] = printed.pages
    assert float(page.mediabox.width) == pytest.approx((63 + 6) * MM, abs=0.01)
    assert float(page.mediabox.height) == pytest.approx((88 + 6) * MM, abs=0.01)
    assert "Zdeňka" in page.extract_text()


def test_a_render_to_a_stream_gives_the_preflight_alone() -> None:
    preflight = render_pdf([aspect_card("x", owner="x " * 300)], io.BytesIO())  # one-line footer
    assert problems_of(preflight, Overflow) and preflight.cards == 1


def test_the_calibration_sheet_puts_each_cross_behind_its_scale(read_pdf: Reader) -> None:
    for backs, offset in ((Backs.LONG_EDGE, (1.0, -2.0)), (Backs.SHORT_EDGE, (0.0, 0.0))):
        data, preflight = render(
            numbered_cards(1), backs=backs, back_offset_mm=offset, calibration=True
        )
        sheet = compute_sheet(LayoutOptions(backs=backs, back_offset_mm=offset))
        printed = read_pdf(data)
        assert preflight.pages == 4
        back = printed.drawing(1)
        long_lines = [
            (a, b)
            for a, b in back.lines
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) == pytest.approx(14 * MM, abs=0.01)
        ]
        centres = {
            (round((a[0] + b[0]) / 2, 1), round((a[1] + b[1]) / 2, 1)) for a, b in long_lines
        }
        for x, y in targets(sheet):
            bx, by = sheet.behind(x, y)
            # Seen from the front, the cross sits on the scale's zero moved by the offset.
            seen_x = sheet.page.width - bx if backs is Backs.LONG_EDGE else bx
            seen_y = by if backs is Backs.LONG_EDGE else sheet.page.height - by
            assert (seen_x - x, seen_y - y) == pytest.approx((offset[0] * MM, offset[1] * MM))
            assert (round(bx, 1), round(by, 1)) in centres
        assert "Back alignment check" in printed.pages[0].extract_text()
        assert [float(v) for v in printed.pages[0].trimbox] == pytest.approx(
            [float(v) for v in printed.pages[0].mediabox]
        )


def test_the_calibration_sheet_needs_duplex_backs() -> None:
    with pytest.raises(PrintOptionError, match="double-sided"):
        render(numbered_cards(1), calibration=True)


def test_greyscale_uses_no_colour_anywhere(read_pdf: Reader) -> None:
    cards = [
        agent_card("Zdeňka", "Tall", portrait(300, 400)),
        aspect_card("Zlomená ruka"),
        relationship_card("A", "B", value=2),
        *playing_deck(DeckSpec("standard54"))[:3],
        *playing_deck(DeckSpec("standard54"))[-2:],
    ]
    data, _ = render(cards, greyscale=True, backs=Backs.LONG_EDGE)
    printed = read_pdf(data)
    for page in range(len(printed.pages)):
        drawing = printed.drawing(page)
        for colour in drawing.colours:
            assert len(set(colour)) == 1 or colour == (0.0, 0.0, 0.0, 1.0), colour
        for use in drawing.images:
            assert use.reference.get_object()["/ColorSpace"] == "/DeviceGray"


def test_a_custom_card_size_prints_at_that_size(read_pdf: Reader) -> None:
    card = parse_card_size("50x70")
    data, _ = render(numbered_cards(2), card=card, bleed_mm=0)
    clip = read_pdf(data).drawing(0).top_level_clips[0]
    assert (clip.x1 - clip.x0, clip.y1 - clip.y0) == pytest.approx((50 * MM, 70 * MM), abs=0.1 * MM)


def test_a_character_card_spec_needs_no_portrait(read_pdf: Reader) -> None:
    data, preflight = render([CharacterCard("Nobody", "Agent", text="Short, nervous.")])
    assert preflight.ok
    assert read_pdf(data).drawing(0).images == []


def test_a_picture_damaged_past_its_header_is_reported_and_the_export_completes(
    read_pdf: Reader,
) -> None:
    image = Image.effect_noise((400, 500), 60).convert("RGB")
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    damaged = buffer.getvalue()[: len(buffer.getvalue()) // 2]
    data, preflight = render([aspect_card("Fine"), agent_card("Damaged", portrait=damaged)])
    [problem] = problems_of(preflight, UnreadableImage)
    assert (problem.card, problem.title) == (1, "Damaged")
    assert len(read_pdf(data).pages) == 1


def test_no_cards_is_a_user_error_unless_only_the_calibration_sheet_is_wanted(
    read_pdf: Reader,
) -> None:
    with pytest.raises(NothingToPrintError):
        render([])
    data, preflight = render([], backs=Backs.LONG_EDGE, calibration=True)
    assert len(read_pdf(data).pages) == 2 == preflight.pages


@pytest.mark.parametrize("backs", [Backs.LONG_EDGE, Backs.SHORT_EDGE, Backs.GUTTERFOLD])
def test_cards_turned_a_quarter_keep_the_duplex_mirror_exact(
    read_pdf: Reader, backs: Backs
) -> None:
    """A3 poker fits 18 cards turned (16 upright); each back lies exactly behind its front,
    turned so that the card's top is the same edge on both sides."""
    page = "a3" if backs is not Backs.GUTTERFOLD else "a4"
    layout = LayoutOptions(page=parse_page_size(page), backs=backs)
    sheet = compute_sheet(layout)
    assert sheet.front(0).rotation == 90
    if backs is not Backs.GUTTERFOLD:
        assert sheet.per_page == 18
    count = sheet.per_page - 1  # the last sheet's cards beside an empty slot turn too
    data, preflight = render(numbered_cards(count), page=parse_page_size(page), backs=backs)
    assert preflight.ok
    printed = read_pdf(data)
    width, height = layout.card.points
    # The front's drawing is turned 90° anticlockwise: the card's top at the page's left.
    front_texts = {text: matrix for text, _x, _y, matrix in printed.texts(0)}
    a, b, c, d, _e, _f = front_texts["Front 0"]
    assert (round(a), round(b), round(c), round(d)) == (0, 1, -1, 0)
    backs_page = 0 if backs is Backs.GUTTERFOLD else 1
    forms = _backs_by_card(printed, backs_page, width, height)
    for card in range(count):
        form = forms[card]
        expected = sheet.back(card, count)
        drawn = form.box(0, 0, width, height)
        assert drawn.close_to(expected.trim.box)
        a, b, c, d, _e, _f = form.ctm
        turn = {(0, 1, -1, 0): 90, (0, -1, 1, 0): 270, (-1, 0, 0, -1): 180}[
            (round(a), round(b), round(c), round(d))
        ]
        assert turn == expected.rotation == (90 if backs is Backs.GUTTERFOLD else 270)
        # Behind the front: mirrored by the flip (or the fold) onto the front's trim, exactly.
        front = sheet.front(card, count).trim
        assert sheet.front(card, count).rotation == 90
        if backs is Backs.GUTTERFOLD:
            fold = sheet.page.height / 2
            assert (drawn.x0, 2 * fold - drawn.y1) == pytest.approx((front.x, front.y), abs=0.01)
        else:
            x, y = sheet.behind(front.x, front.y)
            corners = [(px, py) for px in (drawn.x0, drawn.x1) for py in (drawn.y0, drawn.y1)]
            assert any((x, y) == pytest.approx(corner, abs=0.01) for corner in corners)


def test_a_landscape_index_sheet_holds_four_cards_turned() -> None:
    upright = compute_sheet(
        LayoutOptions(card=parse_card_size("index"), page=parse_page_size("297x210"), turn=False)
    )
    turned = compute_sheet(
        LayoutOptions(card=parse_card_size("index"), page=parse_page_size("297x210"))
    )
    assert (upright.per_page, turned.per_page) == (3, 4)
