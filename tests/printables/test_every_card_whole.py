"""Every card whole (issue 29): however long its lists and texts, a card of any kind of any
system prints nothing over anything else, nothing outside its card, nothing below 6 pt, and
every item somewhere — or the preflight says what is not.

The checks read the PDF alone: pypdf's text visitor gives each text run's matrix and font
(its box is the run's width in that font, from just below the baseline to the top of the
capitals), and the cards are the clip rectangles the sheet draws (no bleed: the clip is the
trim). Nothing is taken from the layout code's numbers.
"""

from __future__ import annotations

import functools
import io
import itertools
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from deskapp.core.printing import PrintableCharacter
from deskapp.systems.agents.printing import (
    agent_card,
    aspect_card,
    milestone_cards,
    relationship_card,
    reserve_card,
    threat_card,
    threat_level_cards,
)
from deskapp.systems.cinematic.printing import cinematic_card, luck_card
from deskapp.systems.dice_banks.printing import owned_cards as dice_banks_cards
from deskapp.systems.dice_banks.rules import SkillKind
from deskapp.systems.dice_banks.sheet import Capacity, DiceBanksCharacter, Equipment, Scar, Skill
from deskapp.systems.founders.printing import circumstance_card, tag_card
from printables.document import PrintOptions, render_pdf
from printables.fonts import register_fonts
from printables.kinds import rules_card
from printables.labels import ENGLISH, Labels, labels_for
from printables.layout import LayoutOptions
from printables.preflight import Preflight
from printables.specs import AspectKind, CardSpec

from .conftest import MM, Box, Matrix, Printed, apply, concat

MIN_SIZE = 6.0
CARD_MM = (63, 88)  # the poker card the sweep prints on
# Two runs closer than this are not said to overlap (rounding in the PDF's numbers).
TOLERANCE = 0.25


@functools.cache
def portrait() -> bytes:
    """A picture large enough to print at 300 dpi on any card's portrait frame."""
    buffer = io.BytesIO()
    Image.new("RGB", (900, 1200), (120, 90, 160)).save(buffer, "JPEG")
    return buffer.getvalue()


def words(length: int, mark: str) -> str:
    """A text of about ``length`` characters of numbered words (each findable in the PDF)."""
    text, number = [], 0
    while sum(len(word) + 1 for word in text) < length:
        number += 1
        text.append(f"{mark}{number}")
    return " ".join(text)


def items(count: int, mark: str) -> list[str]:
    return [f"{mark}{number} Dovednost" for number in range(1, count + 1)]


@dataclass
class Sweep:
    """The cards of one length of lists and texts, and what must be printed somewhere."""

    cards: list[CardSpec]
    expected: list[str]


def sweep(count: int, length: int, labels: Labels = ENGLISH) -> Sweep:
    """Every card kind of every system, its lists ``count`` long and its texts ``length``."""
    text = words(length, "w")
    ratings = items(count, "r")
    cards: list[CardSpec] = []
    # Agents (A-01 … ).
    cards += [
        agent_card("Bára", text, portrait(), labels=labels),
        aspect_card(text or "Zrzavá", owner="Bára", labels=labels),
        aspect_card(
            text or "Přesná", AspectKind.EQUIPMENT, title="Pistole", owner="Bára", labels=labels
        ),
        relationship_card("Bára", "Ondřej", value=2, reasons=items(count, "d"), labels=labels),
        reserve_card("Bára", labels=labels),
        threat_card("Stín", text, labels=labels),
        *threat_level_cards(min(count, 12), labels=labels),
        *milestone_cards(min(count, 3), labels=labels),
    ]
    # Cinematic cards (U-30, U-31).
    cards += [
        cinematic_card(
            "Ondřej",
            [(a, "2") for a in items(min(count, 8), "a")],
            [(r, "3") for r in ratings],
            portrait(),
            labels=labels,
        ),
        luck_card("Ondřej", 2, [(b, 1) for b in items(count, "b")], text, labels=labels),
    ]
    # Dice banks (B-06, B-13, B-21, B-23, B-24): through the system's own owned_cards.
    character = DiceBanksCharacter(
        "Radek",
        3,
        tuple(Skill(r, SkillKind.ABILITY, 4) for r in ratings),
        tuple(Capacity(c, 5) for c in items(count, "c")),
        tuple(Scar(s, 5, damage={"stun": 2}) for s in items(count, "s")),
        tuple(Equipment(e, power=6) for e in items(count, "e")),
    )
    printable = PrintableCharacter("dice_banks", "Radek", character, portrait())
    cards += [spec for _, spec in dice_banks_cards(printable, (), labels)]
    # Founders (F-01, F-02) and a rules card.
    cards += [
        tag_card("trait", text[:40] or "Silný", 2, owner="Eva", labels=labels),
        tag_card("consequence", text[:40] or "Zraněný", 1, owner="Eva", labels=labels),
        circumstance_card(text[:40] or "Tma", max(count, 1), labels=labels),
        rules_card(("Pravidla", tuple(items(count, "p"))), labels=labels),
    ]
    expected = [*ratings, *text.split()]
    expected += [f"{mark}{n} Dovednost" for mark in "dbcsep" for n in range(1, count + 1)]
    expected += [f"a{n} Dovednost" for n in range(1, min(count, 8) + 1)]
    return Sweep(cards, expected)


@dataclass(frozen=True)
class Run:
    text: str
    page: int
    box: Box
    size: float


def _font_name(base: str) -> str:
    fonts = register_fonts()
    for suffix, name in (
        ("Bold", fonts.bold),
        ("Italic", fonts.italic),
    ):
        if base.endswith(suffix):
            return name
    return fonts.regular


def _runs(reader: PdfReader) -> Iterator[Run]:
    for index, page in enumerate(reader.pages):
        found: list[Run] = []

        def visit(text, cm, tm, font, size, index=index, found=found) -> None:
            if not text.strip() or font is None:
                return
            matrix: Matrix = concat(tuple(tm), tuple(cm))
            name = _font_name(str(font.get("/BaseFont", "")))
            width = pdfmetrics.stringWidth(text.rstrip("\n"), name, size)
            corners = [
                (0, -0.2 * size),
                (width, -0.2 * size),
                (0, 0.72 * size),
                (width, 0.72 * size),
            ]
            scale = (matrix[0] ** 2 + matrix[1] ** 2) ** 0.5
            box = Box.of([apply(matrix, x, y) for x, y in corners])
            found.append(Run(text.strip(), index, box, size * scale))

        page.extract_text(visitor_text=visit)
        yield from found


def _clips(reader: PdfReader) -> dict[int, tuple[list[Box], list[Box]]]:
    """Each page's cards and pictures: the clip paths drawn at the page's top level, a
    card's the size of a card, a portrait's the frame it fills."""
    printed = Printed(b"", reader)
    found = {}
    for index in range(len(reader.pages)):
        cards, pictures = [], []
        for clip in printed.drawing(index).top_level_clips:
            size = sorted(((clip.x1 - clip.x0) / MM, (clip.y1 - clip.y0) / MM))
            whole = all(abs(a - b) < 0.1 for a, b in zip(size, CARD_MM, strict=True))
            (cards if whole else pictures).append(clip)
        found[index] = (cards, pictures)
    return found


def _overlap(a: Box, b: Box) -> bool:
    return (
        a.x0 + TOLERANCE < b.x1
        and b.x0 + TOLERANCE < a.x1
        and a.y0 + TOLERANCE < b.y1
        and b.y0 + TOLERANCE < a.y1
    )


def problems(cards: list[CardSpec]) -> tuple[list[str], Preflight, str]:
    """What is wrong with the printed cards, read from the PDF; the preflight; all the text."""
    buffer = io.BytesIO()
    preflight = render_pdf(cards, buffer, PrintOptions(LayoutOptions(bleed_mm=0)))
    reader = PdfReader(io.BytesIO(buffer.getvalue()))
    clips = _clips(reader)
    found: list[str] = []
    by_card: dict[tuple[int, int], list[Run]] = {}
    for run in _runs(reader):
        if run.size < MIN_SIZE - 0.01:
            found.append(f"{run.text!r} at {run.size:.1f} pt")
        inside = [
            n
            for n, card in enumerate(clips[run.page][0])
            if card.x0 - TOLERANCE <= run.box.x0
            and run.box.x1 <= card.x1 + TOLERANCE
            and card.y0 - TOLERANCE <= run.box.y0
            and run.box.y1 <= card.y1 + TOLERANCE
        ]
        if not inside:
            found.append(f"{run.text!r} outside its card on page {run.page + 1}")
            continue
        by_card.setdefault((run.page, inside[0]), []).append(run)
        for picture in clips[run.page][1]:
            if _overlap(run.box, picture):
                found.append(f"{run.text!r} over a portrait on page {run.page + 1}")
    for runs in by_card.values():
        for first, second in itertools.combinations(runs, 2):
            if _overlap(first.box, second.box):
                found.append(f"{first.text!r} over {second.text!r} on page {first.page + 1}")
    text = "\n".join(page.extract_text() for page in reader.pages)
    return found, preflight, text


def check(count: int, length: int, labels: Labels = ENGLISH) -> None:
    made = sweep(count, length, labels)
    found, preflight, text = problems(made.cards)
    assert not found, f"{count} items, {length} characters: {found[:5]}"
    assert preflight.ok, preflight.messages()[:3]
    missing = [item for item in made.expected if item not in text]
    assert not missing, f"{count} items, {length} characters: missing {missing[:5]}"


@pytest.mark.parametrize(("count", "length"), [(0, 0), (4, 60), (12, 300), (20, 0), (40, 2000)])
def test_every_card_kind_prints_whole(count: int, length: int) -> None:
    check(count, length)


def test_every_card_kind_prints_whole_in_czech() -> None:
    check(22, 500, labels_for("cs"))


@pytest.mark.slow
@pytest.mark.parametrize("counts", [range(0, 21), range(21, 41)])
def test_every_list_length_from_0_to_40(counts: range) -> None:
    """Each length of list from 0 to 40, its texts in turn empty, a word, a paragraph and
    2,000 characters."""
    for count in counts:
        check(count, (0, 1, 120, 2000)[count % 4])


def test_a_cinematic_character_with_10_12_and_20_skills_keeps_them_off_portrait_and_name() -> None:
    """The blocker: 10 skills drew the ratings over the portrait, 12 over the name."""
    for skills in (10, 12, 20):
        attributes = [(a, "2") for a in items(6, "a")]
        ratings = [(r, "3") for r in items(skills, "r")]
        card = cinematic_card("Ondřej", attributes, ratings, portrait(), subtitle="Kaskadér")
        found, preflight, _ = problems([card])
        assert not found and preflight.ok, (skills, found[:3])
