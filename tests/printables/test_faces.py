"""Card faces from plain data: every kind the rule systems print, in the caller's words."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest

from deskapp.core import systems
from deskapp.core.cards import DeckSpec, parse_card
from deskapp.core.printing import rules_card
from deskapp.systems.agents.printing import WORDS as AGENTS_WORDS
from deskapp.systems.agents.printing import (
    agent_card,
    aspect_card,
    milestone_cards,
    relationship_card,
    reserve_card,
    threat_card,
    threat_level_cards,
)
from deskapp.systems.cinematic.printing import cinematic_card
from deskapp.systems.dice_banks.printing import WORDS as DICE_BANKS_WORDS
from deskapp.systems.dice_banks.printing import dice_banks_card
from deskapp.systems.founders.printing import CIRCUMSTANCE_TRACK, circumstance_card, tag_card
from printables.document import PrintOptions, render_pdf
from printables.geometry import CARD_SIZES
from printables.kinds import playing_deck
from printables.labels import ENGLISH, Labels
from printables.layout import Backs, LayoutOptions
from printables.specs import AspectKind, Back, FieldCard, Icon, PlayingCard, Track

Reader = Callable[[bytes], object]

CHOSEN = {  # English → the caller's words (not the catalogue's: "Vyčerpaný", not "Vyčerpáno")
    "Aspect": "Aspekt",
    "Negative aspect": "Negativní aspekt",
    "Exhausted": "Vyčerpaný",
    "Relationship": "Vztah",
    "Full distrust": "Naprostá nedůvěra",
    "Partial distrust": "Částečná nedůvěra",
    "Neutral": "Neutrální",
    "Partial trust": "Částečná důvěra",
    "Full trust": "Naprostá důvěra",
    "Reasons": "Důvody",
    "Reserve": "Rezerva",
    "Threat": "Karta hrozby",
    "Threat level": "Ohrožení",
    "Milestone": "Milník",
    "Equipment": "Vybavení",
}


class Chosen(Labels):
    """Labels that word the cards as the caller chose: every word a system prints is asked
    of the labels given."""

    def translated(self, english: object) -> object:
        if isinstance(english, str):
            return CHOSEN.get(english, english)
        return Labels.translated(self, english)


CZECH = Chosen()


def every_kind(labels=ENGLISH) -> list:
    return [
        agent_card("Zdeňka Procházková", "Vysoká, zrzavé vlasy, kožený kabát.", labels=labels),
        *(
            aspect_card(f"Aspekt {kind.value}", kind, owner="Zdeňka", labels=labels)
            for kind in AspectKind
        ),
        aspect_card(
            "Otevře tiše každé dveře", AspectKind.EQUIPMENT, title="Paklíče", labels=labels
        ),
        relationship_card(
            "Zdeňka", "Jean-Baptiste", value=3, reasons=("Zachránil mě v Praze",), labels=labels
        ),
        reserve_card("Zdeňka", labels=labels),
        reserve_card(coordinator=True, labels=labels),
        threat_card("Šedý chór", labels=labels),
        *threat_level_cards(4, labels=labels),
        *milestone_cards(4, labels=labels),
        tag_card("trait", "Engineer", 2, owner="Ada", labels=labels),
        tag_card("consequence", "Broken trust", 1, owner="Ada", labels=labels),
        circumstance_card("Time crunch", 2, labels=labels),
        dice_banks_card("Kaël", 3, [("Šerm", "4")], [("Tělo", 5, 0), ("", 5, 0)], labels=labels),
        cinematic_card(
            "Véronique", [("Force", "3"), ("Dextérité", "4")], [("Arme à feu", "3")], labels=labels
        ),
        *(rules_card(spec.key, labels) for spec in systems.specs()),
    ]


def render(cards: list, **layout: object) -> tuple[bytes, object]:
    buffer = io.BytesIO()
    preflight = render_pdf(cards, buffer, PrintOptions(LayoutOptions(**layout)))
    return buffer.getvalue(), preflight


@pytest.mark.parametrize("size", ["poker", "us-poker", "bridge", "tarot", "index"])
def test_every_kind_of_card_fits_its_face_at_the_usual_sizes(size: str) -> None:
    _, preflight = render(every_kind(), card=CARD_SIZES[size])
    assert preflight.messages() == []


def test_the_printed_words_are_the_callers(read_pdf: Reader) -> None:
    data, preflight = render(every_kind(CZECH))
    assert preflight.ok
    text = " ".join(" ".join(page.extract_text().split()) for page in read_pdf(data).pages)
    # Kind words and headings are set in capitals; the words are the caller's either way.
    for word in (
        "Negativní aspekt",
        "Vyčerpaný",
        "Naprostá nedůvěra",
        "Důvody",
        "Ohrožení 3",
        "Milník 2",
        "Vybavení",
        "Paklíče",
    ):
        assert word.casefold() in text.casefold()
    assert "Exhausted" not in text


def test_a_temporary_aspect_has_no_box_to_tick(read_pdf: Reader) -> None:
    # A temporary aspect cannot be exhausted (rule A-15).
    data, _ = render([aspect_card("Borrowed car keys", AspectKind.TEMPORARY)])
    text = read_pdf(data).pages[0].extract_text()
    assert "Temporary aspect" in text
    assert "Exhausted" not in text
    data, _ = render([aspect_card("Ex-military sniper")])
    assert "Exhausted" in read_pdf(data).pages[0].extract_text()


def test_a_relationship_card_offers_the_five_values_of_a40(read_pdf: Reader) -> None:
    data, _ = render([relationship_card("Zdeňka", "Petr", value=0)])
    text = read_pdf(data).pages[0].extract_text()
    for value in AGENTS_WORDS.relationship_values:
        assert value in text
    assert "REASONS" in text and "Petr" in text and "Zdeňka" in text


def test_threat_level_and_milestone_cards_run_from_one_to_n() -> None:
    levels = threat_level_cards(5)
    assert [card.title for card in levels] == [f"Threat level {n}" for n in range(1, 6)]
    assert [card.title for card in milestone_cards(3)] == [
        "Milestone 1",
        "Milestone 2",
        "Milestone 3",
    ]


def test_a_circumstance_index_card_has_a_value_track() -> None:
    # Ticked up to its value, with room for later checks to add to it (F-31).
    for value, boxes in ((2, CIRCUMSTANCE_TRACK), (CIRCUMSTANCE_TRACK + 3, CIRCUMSTANCE_TRACK + 3)):
        card = circumstance_card("Time crunch", value)
        [track] = [field for field in card.fields if isinstance(field, Track)]
        assert (track.boxes, track.ticked, track.numbers) == (boxes, value, True)


def test_a_dice_banks_card_has_three_banks_of_proficiency_plus_two_dice() -> None:
    card = dice_banks_card("Kaël", 3, scars=[("Tělo", 5, 0), ("", 5, 0), ("", 5, 0)])
    tracks = [field for field in card.fields if isinstance(field, Track)]
    banks = tracks[:3]
    assert [bank.name for bank in banks] == list(DICE_BANKS_WORDS.bank_names)
    assert all(bank.boxes == 5 for bank in banks)
    scars = tracks[3:]
    assert [scar.write_in for scar in scars] == [False, True, True]


def test_a_full_deck_prints_54_cards_with_vector_suits(read_pdf: Reader) -> None:
    deck = playing_deck(DeckSpec("standard54"))
    assert len(deck) == 54
    data, preflight = render(deck, backs=Backs.LONG_EDGE)
    printed = read_pdf(data)
    assert len(printed.pages) == 12
    assert preflight.ok
    text = "".join(page.extract_text() for page in printed.pages)
    # Suits are shapes, never font glyphs.
    assert not set("♠♥♦♣♤♡♢♧") & set(text)
    assert "JOKER" in text.replace("\n", "")


def test_a_red_black_deck_prints_as_configured(read_pdf: Reader) -> None:
    deck = playing_deck(DeckSpec("red_black", black=3, red=2))
    assert [card.card.notation for card in deck] == ["B1", "B2", "B3", "R1", "R2"]
    assert [card.colour_word for card in deck] == ["Black"] * 3 + ["Red"] * 2
    data, _ = render(deck)
    text = read_pdf(data).pages[0].extract_text()
    assert text.count("BLACK") == 3 and text.count("RED") == 2


def test_the_red_black_deck_of_26_and_26_is_a_standard_52() -> None:
    deck = playing_deck(DeckSpec("red_black"))
    assert len(deck) == 52 and all(card.card.suit is not None for card in deck)


def test_red_and_black_suits_differ_in_colour(read_pdf: Reader) -> None:
    data, _ = render([PlayingCard(parse_card("QH")), PlayingCard(parse_card("QS"))])
    colours = read_pdf(data).drawing(0).colours
    reds = {c for c in colours if len(c) == 3 and c[0] > 0.5 and c[1] < 0.3}
    assert reds


def test_each_kind_has_its_own_back_and_a_spec_may_name_another(read_pdf: Reader) -> None:
    special = FieldCard("Deck", "Custom", Icon.CARDS, back=Back("Our table", Icon.DICE, "#112233"))
    cards = [aspect_card("A"), aspect_card("B"), reserve_card("Z"), special]
    data, _ = render(cards, backs=Backs.LONG_EDGE)
    forms = {use.name for use in read_pdf(data).drawing(1).forms if "back-" in use.name}
    assert len(forms) == 3
