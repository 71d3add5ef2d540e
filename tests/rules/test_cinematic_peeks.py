"""Cinematic cards: the eight peeking powers — one card seen by one player, nothing changed (U-40, U-41)."""

from __future__ import annotations

import random

import pytest

from deskapp.core.cards import parse_card
from deskapp.core.decks import DISCARD, DRAW, HAND, EmptyPileError
from deskapp.systems.cinematic.powers import Peek, Power, Reach
from deskapp.systems.cinematic.rules import Check, CinematicError, CinematicOptions
from deskapp.systems.cinematic.state import CinematicState, Seat
from tests.rules.test_cinematic_table import whole

OTHERS_ONLY = [Power.ASTRAL_VISION, Power.INSIGHT, Power.MENTAL_VISION, Power.LANGUAGE_OF_THE_DEAD]


def managed(*players: Seat | str, **options) -> CinematicState:
    return CinematicState(
        players or ["Bára", "Ota"],
        CinematicOptions.from_json({"mode": "hand_management", **options}),
        rng=random.Random(5),
    )


def seen(table: CinematicState, peek: Peek):
    """The card a peek should have shown, read straight from the pile."""
    if peek.pile == HAND:
        return table.hand(peek.target)[peek.position]
    return table.decks.pile(peek.target, DRAW)[-1 - peek.position]


def test_u40_the_eight_powers_and_who_uses_them() -> None:
    # rule U-40
    assert [(power.caster, power.label, power.french, power.reach) for power in Power] == [
        ("Mage", "Astral vision", "Vision astrale", Reach.NEXT_CARD),
        ("Mage", "Insight", "Perspicacité", Reach.HAND),
        ("Seer", "Mental vision", "Vision mentale", Reach.DECK),
        ("Seer", "Mental sight", "Vue mentale", Reach.HAND),
        ("Necromancer", "Language of the dead", "Langage des morts", Reach.DECK),
        ("Necromancer", "Receptacle of the dead", "Réceptacle des morts", Reach.HAND),
        ("Divinely inspired", "Prophetic visions", "Visions prophétiques", Reach.HAND),
        ("Divinely inspired", "Divine vision", "Vision divine", Reach.DECK),
    ]
    assert [power for power in Power if power.others_only] == OTHERS_ONLY


@pytest.mark.parametrize("power", list(Power))
@pytest.mark.parametrize("target", ["Ota", "Chronicler"])
def test_u40_u41_each_power_shows_one_card_to_the_peeking_player_and_changes_nothing(
    power: Power, target: str
) -> None:
    # rules U-40, U-41: any player or the Chronicler can be the target
    table = managed()
    table.test("Ota", Check(3, 2), initiated=False, card=table.hand("Ota")[1])
    before = whole(table)
    peek = table.peek(power, "Bára", target, position=2 if power.reach is Reach.HAND else None)
    assert (peek.power, peek.viewer, peek.target) == (power, "Bára", target)
    expected_pile = HAND if power.reach is Reach.HAND else DRAW
    assert peek.pile == expected_pile and peek.card == seen(table, peek)
    if power.reach is not Reach.HAND:
        assert peek.position == 0, "the next card, the top of the draw pile"
    assert whole(table) == before


@pytest.mark.parametrize("power", OTHERS_ONLY)
def test_u40_another_players_powers_cannot_look_at_ones_own_cards(power: Power) -> None:
    # rule U-40: "another player's"
    table = managed()
    before = whole(table)
    with pytest.raises(CinematicError, match=rf"{power.label} looks at another player's cards"):
        table.peek(power, "Bára", "Bára")
    assert whole(table) == before


@pytest.mark.parametrize("power", [power for power in Power if not power.others_only])
def test_u40_the_players_powers_may_look_at_ones_own_deck_or_hand(power: Power) -> None:
    # rule U-40: "the player's"
    table = managed()
    peek = table.peek(power, "Bára", "Bára", position=0)
    assert peek.card == seen(table, peek)


def test_u41_the_chronicler_can_be_the_target_of_a_hand_power() -> None:
    # rule U-41
    table = managed()
    peek = table.peek(Power.INSIGHT, "Ota", "Chronicler", position=4)
    assert peek.card == table.hand("Chronicler")[4]
    assert (peek.viewer, peek.target, peek.pile, peek.position) == ("Ota", "Chronicler", HAND, 4)


def test_u41_the_chronicler_can_use_a_power_on_a_player() -> None:
    # rule U-41
    table = managed()
    peek = table.peek(Power.ASTRAL_VISION, "Chronicler", "Bára")
    assert (peek.viewer, peek.target, peek.pile, peek.position) == ("Chronicler", "Bára", DRAW, 0)
    assert peek.card == table.decks.pile("Bára", DRAW)[-1]


def test_u41_a_peek_changes_nothing_at_the_table() -> None:
    # rule U-41 (undo passing over a peek: tests/play/test_cinematic_driver.py)
    table = managed()
    table.test("Bára", Check(3, 2))
    before = whole(table)
    table.peek(Power.DIVINE_VISION, "Bára", "Bára")
    assert whole(table) == before


def test_u41_a_card_of_the_deck_is_the_top_card_by_default() -> None:
    # rule U-41 interpretation, table option "deck_peek": top
    table = managed()
    before = whole(table)
    with pytest.raises(CinematicError, match=r"table options, rule U-41"):
        table.peek(Power.MENTAL_VISION, "Bára", "Ota", position=3)
    assert whole(table) == before
    assert table.peek(Power.MENTAL_VISION, "Bára", "Ota").position == 0


@pytest.mark.parametrize("picker", ["peeker_picks", "chronicler_picks"])
def test_u41_option_someone_picks_the_card_of_the_deck_and_it_stays_in_place(picker: str) -> None:
    # rule U-41 interpretation, table option "deck_peek"
    table = managed(deck_peek=picker)
    draw_pile = table.decks.pile("Ota", DRAW)
    peek = table.peek(Power.LANGUAGE_OF_THE_DEAD, "Bára", "Ota", position=3)
    assert peek.card == draw_pile[-4] and table.decks.pile("Ota", DRAW) == draw_pile
    assert (peek.target, peek.pile, peek.position) == ("Ota", DRAW, 3)


def test_u40_astral_vision_sees_only_the_next_card() -> None:
    # rule U-40
    table = managed(deck_peek="peeker_picks")
    with pytest.raises(CinematicError, match="sees the next card of the draw pile only"):
        table.peek(Power.ASTRAL_VISION, "Bára", "Ota", position=1)


def test_u40_a_hand_card_is_picked_at_random_when_no_position_is_given() -> None:
    # rule U-40
    table = managed()
    hand = table.hand("Ota")
    peeks = [table.peek(Power.INSIGHT, "Bára", "Ota") for _ in range(60)]
    assert all(peek.card == hand[peek.position] for peek in peeks)
    # A fixed pick (always the first card, say) would fail this: every card comes up.
    assert {peek.position for peek in peeks} == {0, 1, 2, 3, 4, 5}
    assert table.hand("Ota") == hand  # looking moves nothing


def test_a_peek_at_an_empty_hand_is_a_clear_error_and_changes_nothing() -> None:
    table = managed(Seat("Bára", luck=-3), "Ota", starting_hand=3)
    before = whole(table)
    with pytest.raises(EmptyPileError, match="^Bára's hand is empty: there is no card to look at$"):
        table.peek(Power.MENTAL_SIGHT, "Ota", "Bára")
    assert whole(table) == before


def test_u10_u20_u40_right_after_the_last_card_is_drawn_the_next_card_is_a_reshuffled_one() -> None:
    # rules U-10, U-20, U-40: the discard pile is reshuffled as soon as the draw pile is exhausted
    table = CinematicState(["Bára", "Ota"], rng=random.Random(5))  # direct draw
    seven = parse_card("7H")
    for card in table.decks.pile("Ota", DRAW):  # set up: every card but 7♥ already played
        if card != seven:
            table.decks.move("Ota", card, DRAW, DISCARD)
    result = table.test("Ota", Check(3, 2))
    assert [used.card for used in result.cards] == [seven] and result.total == 12
    assert len(table.decks.pile("Ota", DRAW)) == 54  # the discard pile went back at once
    assert table.decks.pile("Ota", DISCARD) == []
    peek = table.peek(Power.ASTRAL_VISION, "Bára", "Ota")
    assert peek.card == table.decks.pile("Ota", DRAW)[-1]


def test_u40_the_next_card_is_missing_only_when_every_card_is_in_hands() -> None:
    # rule U-40
    table = managed("Bára", "Ota", starting_hand=6)
    for card in table.decks.pile("Ota", DRAW):  # set up: the rest of the deck in Ota's hand
        table.decks.move("Ota", card, DRAW, HAND)
    before = whole(table)
    with pytest.raises(
        EmptyPileError, match="^Ota's draw pile is empty: there is no card to look at$"
    ):
        table.peek(Power.ASTRAL_VISION, "Bára", "Ota")
    assert whole(table) == before


def test_a_peek_at_a_card_the_hand_does_not_have_is_refused() -> None:
    table = managed()
    with pytest.raises(CinematicError, match="^Ota's hand holds 6 cards: there is no card 7$"):
        table.peek(Power.INSIGHT, "Bára", "Ota", position=6)


def test_hand_powers_need_a_hand() -> None:
    direct = CinematicState(["Bára", "Ota"], rng=random.Random(1))
    with pytest.raises(
        CinematicError, match=r"^Insight looks at a hand, but in direct draw nobody holds a hand"
    ):
        direct.peek(Power.INSIGHT, "Bára", "Ota")
    assert (
        direct.peek(Power.ASTRAL_VISION, "Bára", "Ota").card == direct.decks.pile("Ota", DRAW)[-1]
    )
    no_gm_hand = managed(chronicler_hand=False)
    with pytest.raises(CinematicError, match="Chronicler holds no hand at this table"):
        no_gm_hand.peek(Power.INSIGHT, "Bára", "Chronicler")


def test_peeks_need_known_seats_and_a_virtual_deck() -> None:
    table = managed()
    with pytest.raises(CinematicError, match="nobody called 'Eva'"):
        table.peek(Power.INSIGHT, "Eva", "Ota")
    mirror = CinematicState(["Bára", "Ota"], mirror=True)
    with pytest.raises(CinematicError, match="the decks are physical, so look at the real card"):
        mirror.peek(Power.ASTRAL_VISION, "Bára", "Ota")


@pytest.mark.parametrize(
    ("text", "power"),
    [
        ("Vision astrale", Power.ASTRAL_VISION),
        ("insight", Power.INSIGHT),
        ("language_of_the_dead", Power.LANGUAGE_OF_THE_DEAD),
        ("  réceptacle   DES morts ", Power.RECEPTACLE_OF_THE_DEAD),
    ],
)
def test_powers_are_found_by_english_or_french_name(text: str, power: Power) -> None:
    assert Power.parse(text) is power


def test_an_unknown_power_names_the_known_ones() -> None:
    with pytest.raises(CinematicError, match="unknown power 'x-ray': choose one of Astral vision"):
        managed().peek("x-ray", "Bára", "Ota")
