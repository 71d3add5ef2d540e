"""Never lose content: a full card squeezes its rows, then goes on over a second card.

The PDF is read back (pypdf text): every reason, skill and Scar named on the
cards must be printed somewhere, and the titles say "(1/2)" and "(2/2)".
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from deskapp.core import i18n
from deskapp.core.demo import DEMO_LANGUAGES, write_demo
from deskapp.core.printing import card_kinds, cards_to_print, read_campaign
from deskapp.core.store import CampaignFile
from deskapp.systems.agents.printing import relationship_card
from deskapp.systems.dice_banks.printing import dice_banks_card
from printables.document import PrintOptions, render_pdf
from printables.geometry import CARD_SIZES
from printables.layout import LayoutOptions
from printables.preflight import Overflow
from printables.specs import CardSpec, FieldCard, Icon, Stats

from .conftest import problems_of

Reader = Callable[[bytes], object]


def render(cards: list[CardSpec], card: str = "poker"):  # -> (bytes, Preflight)
    buffer = io.BytesIO()
    preflight = render_pdf(cards, buffer, PrintOptions(LayoutOptions(card=CARD_SIZES[card])))
    return buffer.getvalue(), preflight


def printed_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


REASONS = tuple(f"Důvod číslo {n}: zachránil mi život v Brně" for n in range(1, 11))


def test_six_reasons_now_fit_one_card_with_its_rows_squeezed() -> None:
    """A-03/A-40: six reasons used to lose the whole REASONS section at poker size."""
    data, preflight = render([relationship_card("Bára", "Ondřej", reasons=REASONS[:6])])
    text = printed_text(data)
    assert all(reason in text for reason in REASONS[:6])
    assert preflight.empty and preflight.cards == 1


def test_a_relationship_with_ten_reasons_goes_on_to_a_second_card_with_every_reason() -> None:
    """A-03/A-40: the REASONS section used to vanish whole; now it continues on card 2/2."""
    card = relationship_card("Bára", "Ondřej", value=3, reasons=REASONS)
    data, preflight = render([card])
    text = printed_text(data)
    for reason in REASONS:
        assert reason in text
    assert "Ondřej (1/2)" in text and "Ondřej (2/2)" in text
    assert preflight.ok and preflight.cards == 2
    [note] = preflight.continued
    assert (note.card, note.title, note.cards) == (0, "Ondřej", 2)
    assert note.message().startswith("card 1 “Ondřej”: card full: Reasons")
    assert "continue" in note.message() and "second card" in note.message()


def test_a_dice_banks_character_with_five_skills_keeps_all_three_scar_tracks() -> None:
    """B-23: with five skills the Scars used to drop off the card without a word."""
    skills = [(f"Dovednost {n}", str(n)) for n in range(1, 6)]
    card = dice_banks_card("Radek", 3, skills, [(scar, 5, 0) for scar in ("Body", "Mind", "Duše")])
    data, preflight = render([card])
    text = printed_text(data)
    for name in ("Body", "Mind", "Duše", *(skill for skill, _ in skills)):
        assert name in text
    assert not problems_of(preflight, Overflow)
    [note] = preflight.continued
    assert "card full" in note.message()
    # The Scars that move keep their heading on the new card.
    second = PdfReader(io.BytesIO(data)).pages[0].extract_text()
    assert second.count("SCARS") >= 1


def test_a_slightly_full_card_is_squeezed_not_split() -> None:
    """The demo's Dice banks card at poker size: rows tighten, it stays one card."""
    card = dice_banks_card(
        "Radek Šťastný", 3, [("Strength", "5"), ("Fencing", "6"), ("Heraldry", "3")]
    )
    card = FieldCard(
        card.title,
        card.kind,
        card.icon,
        (
            *card.fields,
            *dice_banks_card("x", 1, scars=[("Body", 5, 0), ("Mind", 5, 0)]).fields[-2:],
        ),
        subtitle=card.subtitle,
    )
    data, preflight = render([card])
    assert preflight.empty
    assert "Mind" in printed_text(data)
    assert "(1/2)" not in printed_text(data)


def test_a_list_too_long_for_any_one_card_is_split_between_its_rows() -> None:
    rows = tuple((f"Řádek {n}", str(n)) for n in range(40))
    card = FieldCard("Dlouhý", "Test", Icon.TRAIT, (Stats(rows, "Values"),))
    data, preflight = render([card])
    text = printed_text(data)
    assert all(f"Řádek {n}" in text for n in range(40))
    [note] = preflight.continued
    assert note.cards == preflight.cards >= 3
    assert f"Dlouhý (1/{note.cards})" in text and f"Dlouhý ({note.cards}/{note.cards})" in text
    assert text.count("VALUES") == note.cards  # the heading again on each card
    assert not preflight.problems


def test_continued_cards_take_their_place_in_the_order() -> None:
    """The preflight numbers cards as printed: a card after a continued one moves down."""
    full = relationship_card("Bára", "Ondřej", reasons=REASONS)
    after = relationship_card("Bára", "Žofie", reasons=("Ž" * 400,))
    _, preflight = render([full, after])
    [overflow] = problems_of(preflight, Overflow)
    assert (overflow.card, overflow.title) == (2, "Žofie")


@pytest.fixture(scope="module")
def demos(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The demo campaign in each language it is written in."""
    paths = {}
    for language in DEMO_LANGUAGES:
        paths[language] = tmp_path_factory.mktemp("demo") / "demo.carddesk"
        with CampaignFile.open(paths[language]) as campaign, i18n.speaking(language):
            write_demo(campaign)
    return paths


@pytest.mark.parametrize("language", DEMO_LANGUAGES)
@pytest.mark.parametrize("size", sorted(CARD_SIZES))
def test_the_demo_campaign_prints_with_an_empty_preflight_at_every_offered_size(
    demos: dict[str, Path], size: str, language: str
) -> None:
    with CampaignFile.open(demos[language], create=False) as campaign:
        source = read_campaign(campaign)
    cards = cards_to_print(source, tuple(card_kinds()))
    _, preflight = render(cards, size)
    assert preflight.messages() + preflight.notes() == []


def test_a_long_character_description_goes_on_over_more_cards_word_for_word() -> None:
    from deskapp.systems.agents.printing import agent_card  # noqa: PLC0415

    words = [f"slovo{n}" for n in range(260)]
    card = agent_card("Bára Nováková", " ".join(words))
    data, preflight = render([card])
    text = printed_text(data)
    assert all(word in text.split() or word in text for word in words)
    [note] = preflight.continued
    assert note.field == "text" and note.cards == preflight.cards >= 2
    assert f"Bára Nováková (1/{note.cards})" in text
    assert f"Bára Nováková ({note.cards}/{note.cards})" in text
    assert not preflight.problems
    # The words keep their order across the cards.
    positions = [
        text.index(f"slovo{n} ") if f"slovo{n} " in text else text.index(f"slovo{n}")
        for n in (0, 100, 259)
    ]
    assert positions == sorted(positions)


def test_an_aspect_too_long_for_its_card_goes_on_over_a_text_card() -> None:
    from deskapp.systems.agents.printing import aspect_card  # noqa: PLC0415

    words = [f"slovo{n}" for n in range(400)]
    data, preflight = render([aspect_card(" ".join(words), owner="Bára")])
    text = printed_text(data)
    assert all(word in text for word in words)
    [note] = preflight.continued
    assert note.cards == preflight.cards >= 2 and not preflight.problems
    assert f"Aspect (1/{note.cards})" in text and f"Aspect ({note.cards}/{note.cards})" in text
