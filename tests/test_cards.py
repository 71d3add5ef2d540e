from __future__ import annotations

import pytest

from deskapp.core.cards import (
    Card,
    CardNotationError,
    Colour,
    DeckSpec,
    DeckSpecError,
    Rank,
    Suit,
    examples,
    first_repeated,
    parse_card,
    parse_cards,
    red_black,
    standard_52,
    standard_54,
)
from deskapp.core.i18n import speaking


@pytest.mark.parametrize(
    ("token", "canonical", "colour"),
    [
        ("10H", "10H", Colour.RED),
        ("10h", "10H", Colour.RED),
        ("th", "10H", Colour.RED),
        ("ks", "KS", Colour.BLACK),
        ("AD", "AD", Colour.RED),
        ("2c", "2C", Colour.BLACK),
        ("Q♥", "QH", Colour.RED),
        (" qs ", "QS", Colour.BLACK),
        ("rj", "RJ", Colour.RED),
        ("BJ", "BJ", Colour.BLACK),
        ("r7", "R7", Colour.RED),
        ("B12", "B12", Colour.BLACK),
    ],
)
def test_notation_parses_case_insensitively_and_prints_canonically(
    token: str, canonical: str, colour: Colour
) -> None:
    card = parse_card(token)
    assert card.notation == canonical
    assert str(card) == canonical
    assert card.colour is colour
    assert parse_card(canonical) == card


@pytest.mark.parametrize("token", ["1H", "11S", "KX", "ZZ", "J", "", "10", "R0", "joker", "QHH"])
def test_unknown_notation_is_an_error_naming_the_token(token: str) -> None:
    with pytest.raises(CardNotationError, match=f"'{token.upper()}' is not a card"):
        parse_card(token)


def test_parse_cards_splits_on_spaces_and_commas() -> None:
    assert [str(card) for card in parse_cards("QH 4c,  rj,10S")] == ["QH", "4C", "RJ", "10S"]


def test_card_knows_rank_suit_colour_and_face() -> None:
    queen = parse_card("QH")
    assert queen.rank is Rank.QUEEN and queen.suit is Suit.HEARTS and queen.is_red
    assert queen.rank.is_face and not parse_card("10H").rank.is_face
    assert parse_card("AS").rank == 1 and parse_card("KS").rank == 13
    assert parse_card("RJ").is_joker and not parse_card("R3").is_joker
    assert parse_card("QH").label == "Q♥" and parse_card("BJ").label == "black joker"


def test_cards_are_values_equal_by_content() -> None:
    assert parse_card("QH") == Card(Colour.RED, Rank.QUEEN, Suit.HEARTS)
    assert len({parse_card("qh"), parse_card("QH"), parse_card("Q♥")}) == 1


def test_standard_decks_hold_each_card_once() -> None:
    assert len(standard_52()) == len(set(standard_52())) == 52
    deck = standard_54()
    assert len(deck) == len(set(deck)) == 54
    assert parse_card("RJ") in deck and parse_card("BJ") in deck
    assert sum(card.is_red for card in deck) == 27


def test_red_black_default_is_a_standard_52_deck() -> None:
    assert red_black() == standard_52()


def test_red_black_custom_counts_are_plain_colour_cards() -> None:
    deck = red_black(black=10, red=14)
    assert len(set(deck)) == 24
    assert sum(card.colour is Colour.BLACK for card in deck) == 10
    assert sum(card.colour is Colour.RED for card in deck) == 14


@pytest.mark.parametrize(("black", "red"), [(-1, 5), (0, 0)])
def test_red_black_refuses_impossible_counts(black: int, red: int) -> None:
    with pytest.raises(DeckSpecError, match="card"):
        red_black(black, red)


def test_deck_spec_round_trips_through_json() -> None:
    for spec in (DeckSpec(), DeckSpec("standard52"), DeckSpec("red_black", 20, 30)):
        assert DeckSpec.from_json(spec.to_json()) == spec
        assert len(spec.cards()) == {"standard54": 54, "standard52": 52, "red_black": 50}[spec.kind]


def test_deck_spec_refuses_unknown_kind() -> None:
    with pytest.raises(DeckSpecError, match="unknown deck kind 'tarot'"):
        DeckSpec("tarot")


def test_first_repeated_is_the_earliest_card_given_again() -> None:
    assert first_repeated(parse_cards("KS 3H 7C")) is None
    assert first_repeated([]) is None
    assert first_repeated(parse_cards("KS 3H 7C 3H KS")) == parse_card("3H")


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_cards_are_typed_and_written_with_the_languages_letters(language: str) -> None:
    """Issue 27: the English codes, the symbols and the Czech and French letters alike; D
    is a queen before the suit and diamonds as the suit."""
    with speaking(language):
        assert parse_cards("D♥ 10♠") == parse_cards("DH 10S") == parse_cards("QH 10s")
        assert parse_cards("R♣ 10D DD D♦ RJ") == parse_cards("KC 10D QD QD RJ")
        assert [card.label for card in parse_cards("QH 10S")] == ["D♥", "10♠"]
        assert examples("QH 10S") == {"cards": "D♥ 10♠", "typed": "DH 10S"}
        letters = {"cs": "A, 2–10, J, D, K", "fr": "A, 2–10, V, D, R"}[language]
        with pytest.raises(CardNotationError, match=f"\\({letters}\\).*D♠ .*10H DS"):
            parse_card("ZZ")


def test_english_labels_are_the_codes_with_suit_symbols() -> None:
    assert [card.label for card in parse_cards("KS 3H 7C QD JS AH 10C")] == [
        "K♠",
        "3♥",
        "7♣",
        "Q♦",
        "J♠",
        "A♥",
        "10♣",
    ]
