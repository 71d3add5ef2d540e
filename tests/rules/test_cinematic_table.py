"""Cinematic cards at the table: decks, direct draw, hand management, luck (rules U-10 … U-31).

Undo and redo are the play kernel's: tests/play/test_cinematic_driver.py and
tests/rules/test_cinematic_properties.py take actions back through it.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from deskapp.core.cards import Card, parse_card, parse_cards, standard_54
from deskapp.core.decks import DISCARD, DRAW, HAND
from deskapp.systems.cinematic.rules import Check, CinematicError, CinematicOptions, Outcome, Source
from deskapp.systems.cinematic.state import PLAY, CinematicState, Seat

CHECK = Check(3, 2)


def seated(*players: Seat | str, mirror: bool = False, seed: int = 3, **options) -> CinematicState:
    """A table of these players (Bára if none) and the Chronicler, with a seeded shuffle."""
    return CinematicState(
        players or ["Bára"],
        CinematicOptions.from_json(options),
        mirror=mirror,
        rng=random.Random(seed),
    )


def managed(*players: Seat | str, **options) -> CinematicState:
    return seated(*players, mode="hand_management", **options)


def on_top(table: CinematicState, name: str, text: str) -> None:
    """Set up through the engine: these cards on top of the draw pile, the first one on top."""
    for card in reversed(parse_cards(text)):
        table.decks.move(name, card, table.decks.where(name, card) or DRAW, DRAW)


def top(table: CinematicState, name: str, count: int = 1) -> list[Card]:
    return table.decks.pile(name, DRAW)[::-1][:count]


def pile(table: CinematicState, name: str, which: str) -> list[Card]:
    return table.decks.pile(name, which)


def whole(table: CinematicState) -> tuple:
    """Everything an action may change: every seat, pile, luck modifier and card a curse owes."""
    return (
        {
            name: {pile: list(cards) for pile, cards in deck.piles.items()}
            for name, deck in table.decks.decks.items()
        },
        [seat.to_json() for seat in table.seats],
        {seat.name: table.modifier(seat.name) for seat in table.seats},
        {seat.name: table.owed(seat.name) for seat in table.seats},
    )


def unchanged(table: CinematicState, attempt, error: type[Exception], message: str) -> None:
    """The attempt is refused with this message, and nothing on the table changes."""
    before = whole(table)
    with pytest.raises(error, match=message):
        attempt()
    assert whole(table) == before


def reshuffles(table: CinematicState, name: str = "Bára") -> int:
    """How many times the seat's draw pile has been shuffled since the table was set."""
    return table.decks.deck(name).reshuffles


def assert_whole_deck(table: CinematicState, name: str) -> None:
    deck = table.decks.deck(name)
    assert Counter(card for pile in deck.piles.values() for card in pile) == Counter(standard_54())


# --- U-10: a deck for everyone, direct draw ----------------------------------------------


def test_u10_every_player_and_the_chronicler_has_their_own_54_card_deck() -> None:
    # rule U-10
    table = seated("Bára", "Ota", "Eliška")
    assert [seat.name for seat in table.seats] == ["Bára", "Ota", "Eliška", "Chronicler"]
    assert table.chronicler == "Chronicler" and table.seat("Chronicler").chronicler
    orders = []
    for seat in table.seats:
        deck = table.decks.deck(seat.name)
        assert deck.owner == seat.name and len(deck.piles[DRAW]) == 54
        assert_whole_deck(table, seat.name)
        orders.append(tuple(deck.piles[DRAW]))
    assert len(set(orders)) == 4, "each deck is shuffled on its own"
    assert standard_54() not in [list(order) for order in orders]


def test_u10_each_test_draws_a_new_card_from_the_top_of_the_owners_pile() -> None:
    # rule U-10
    table = seated("Bára", "Ota")
    on_top(table, "Bára", "7D")
    ota_before = pile(table, "Ota", DRAW)
    result = table.test("Bára", CHECK)
    assert [used.card for used in result.cards] == [parse_card("7D")]
    assert result.cards[0].source is Source.DRAW_PILE
    assert pile(table, "Ota", DRAW) == ota_before


def test_u10_every_card_of_a_test_goes_to_the_owners_discard_pile() -> None:
    # rule U-10: first and second card alike
    table = seated()
    on_top(table, "Bára", "QH 4C")
    result = table.test("Bára", CHECK)
    assert result.describe() == "Q♥ + 4♣ = 9 → total 14: success"
    assert pile(table, "Bára", DISCARD) == parse_cards("QH 4C")
    assert len(pile(table, "Bára", DRAW)) == 52 and pile(table, "Bára", PLAY) == []


def test_u10_the_discard_pile_is_not_reshuffled_while_the_draw_pile_holds_cards() -> None:
    # rule U-10
    table = seated()
    used = []
    for _ in range(15):
        used += [entry.card for entry in table.test("Bára", CHECK).cards]
    assert pile(table, "Bára", DISCARD) == used
    assert len(pile(table, "Bára", DRAW)) == 54 - len(used)
    assert reshuffles(table) == 0


def test_u10_an_exhausted_draw_pile_is_refilled_from_the_discard_pile_but_not_with_the_test_in_play() -> (
    None
):
    # rule U-10: the first card of the test is on the table, not in the discard pile
    table = seated()
    on_top(table, "Bára", "KS")
    for card in pile(table, "Bára", DRAW)[:-1]:
        table.decks.move("Bára", card, DRAW, DISCARD)
    assert pile(table, "Bára", DRAW) == [parse_card("KS")]
    shuffled = reshuffles(table)
    result = table.test("Bára", CHECK)
    first, second = (entry.card for entry in result.cards)
    assert first == parse_card("KS") and second != first
    assert pile(table, "Bára", DISCARD) == [first, second]
    assert len(pile(table, "Bára", DRAW)) == 52 and first not in pile(table, "Bára", DRAW)
    assert reshuffles(table) == shuffled + 1
    assert_whole_deck(table, "Bára")


def test_u10_option_each_test_shuffles_the_spent_cards_back() -> None:
    # rule U-10 interpretation, table option "reshuffle": each_test
    table = seated(reshuffle="each_test")
    on_top(table, "Bára", "JD 6S")
    table.test("Bára", CHECK)
    assert pile(table, "Bára", DISCARD) == [] and len(pile(table, "Bára", DRAW)) == 54
    assert reshuffles(table) == 1


def test_u11_u12_a_table_test_draws_a_second_card_only_when_the_rule_says() -> None:
    # rules U-11, U-12
    table = seated()
    on_top(table, "Bára", "5S 9H KD 2C")
    assert len(table.test("Bára", CHECK).cards) == 1
    assert len(table.test("Bára", CHECK).cards) == 1
    result = table.test("Bára", CHECK)
    assert [entry.card.notation for entry in result.cards] == ["KD", "2C"]
    assert result.total == 12


def test_u13_u14_u15_table_tests_apply_the_ace_ten_and_joker_rules() -> None:
    # rules U-13, U-14, U-15
    table = seated()
    on_top(table, "Bára", "AS 9C 10H 8D RJ 3S")
    assert table.test("Bára", CHECK).outcome is Outcome.CRITICAL_FAILURE
    assert table.test("Bára", CHECK).outcome is Outcome.CRITICAL_SUCCESS
    joker = table.test("Bára", CHECK)
    assert (joker.total, joker.outcome) == (5, Outcome.CRITICAL_FAILURE)


def test_u15_the_chronicler_tests_from_their_own_deck() -> None:
    # rules U-10, U-15: the Chronicler's deck works like a player's
    table = seated()
    on_top(table, "Chronicler", "BJ 6H")
    result = table.test("Chronicler", CHECK)
    assert result.outcome is Outcome.CRITICAL_SUCCESS
    assert pile(table, "Chronicler", DISCARD) == parse_cards("BJ 6H")
    assert pile(table, "Bára", DISCARD) == []


def test_in_direct_draw_nobody_holds_a_hand() -> None:
    table = seated()
    assert not table.holds_hand("Bára") and table.hand("Bára") == []
    card = top(table, "Bára")[0]
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, initiated=False, card=card),
        CinematicError,
        r"cannot be played from a hand: in direct draw nobody holds a hand \(rule U-10\)",
    )


def test_a_test_that_could_run_out_of_cards_half_way_is_refused_before_drawing() -> None:
    table = seated("Bára", second_card="chain")
    for card in standard_54():
        if not card.is_joker and card.rank is not None and 2 <= card.rank <= 9:
            table.decks.move("Bára", card, DRAW, HAND)
    unchanged(
        table,
        lambda: table.test("Bára", CHECK),
        CinematicError,
        "Bára's draw and discard piles hold too few cards to finish a test",
    )
    plain = seated("Bára")
    for card in pile(plain, "Bára", DRAW):
        if card != parse_card("QS"):
            plain.decks.move("Bára", card, DRAW, HAND)
    unchanged(plain, lambda: plain.test("Bára", CHECK), CinematicError, "too few cards")


# --- U-20 … U-23: hand management -----------------------------------------------------


def test_u20_each_player_starts_with_6_cards_in_hand_from_their_own_deck() -> None:
    # rule U-20
    table = managed("Bára", "Ota")
    for name in ("Bára", "Ota", "Chronicler"):
        assert len(table.hand(name)) == 6 and table.hand_size(name) == 6
        assert len(pile(table, name, DRAW)) == 48
        assert_whole_deck(table, name)


def test_u20_option_the_chronicler_may_draw_every_card_instead() -> None:
    # rules U-20, U-41 interpretation, table option "chronicler_hand"
    table = managed(chronicler_hand=False)
    assert not table.holds_hand("Chronicler") and table.hand("Chronicler") == []
    assert table.hand_size("Chronicler") == 0
    result = table.test("Chronicler", CHECK, initiated=False)
    assert result.cards[0].source is Source.DRAW_PILE


def test_u20_u23_a_test_the_player_did_not_initiate_plays_the_chosen_hand_card() -> None:
    # rules U-20, U-23
    table = managed()
    chosen = table.hand("Bára")[3]
    result = table.test("Bára", CHECK, initiated=False, card=chosen)
    assert result.cards[0].card == chosen and result.cards[0].source is Source.HAND
    assert chosen not in table.hand("Bára") and len(table.hand("Bára")) == 5
    assert chosen in pile(table, "Bára", DISCARD)


def test_u22_a_second_card_comes_from_the_draw_pile_never_from_the_hand() -> None:
    # rule U-22
    table = managed(mirror=True)
    table.refill_hand("Bára", parse_cards("QH 2S 3S 4S 5S 6S"))
    result = table.test(
        "Bára", CHECK, initiated=False, card=parse_card("QH"), drawn=[parse_card("2C")]
    )
    assert [(entry.card.notation, entry.source) for entry in result.cards] == [
        ("QH", Source.HAND),
        ("2C", Source.DRAW_PILE),
    ]
    assert table.hand("Bára") == parse_cards("2S 3S 4S 5S 6S")
    unchanged(
        table,
        lambda: table.test(
            "Bára", CHECK, initiated=False, card=parse_card("KD"), drawn=[parse_card("2S")]
        ),
        CinematicError,
        "K♦ is not in Bára's hand: it is in the draw pile",
    )
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, initiated=True, drawn=parse_cards("JC 3S")),
        CinematicError,
        "3♠ is not in Bára's draw pile: it is in the hand",
    )


def test_u22_at_a_virtual_table_the_second_card_is_the_top_of_the_draw_pile() -> None:
    # rule U-22
    table = managed()
    face = next(card for card in pile(table, "Bára", DRAW) if card.rank and card.rank.is_face)
    table.decks.move("Bára", face, DRAW, HAND)  # set up: a face card in the hand
    expected = top(table, "Bára")[0]
    hand_before = table.hand("Bára")
    result = table.test("Bára", CHECK, initiated=False, card=face)
    assert result.cards[1].card == expected and result.cards[1].source is Source.DRAW_PILE
    assert table.hand("Bára") == [card for card in hand_before if card != face]


def test_u23_a_test_the_player_initiates_draws_from_the_draw_pile() -> None:
    # rule U-23
    table = managed()
    hand = table.hand("Bára")
    expected = top(table, "Bára")[0]
    result = table.test("Bára", CHECK, initiated=True)
    assert result.cards[0].card == expected and result.cards[0].source is Source.DRAW_PILE
    assert table.hand("Bára") == hand


def test_u23_the_card_source_must_match_who_initiated_the_test() -> None:
    # rule U-23
    table = managed()
    card = table.hand("Bára")[0]
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, initiated=True, card=card),
        CinematicError,
        r"Bára initiated this test, so its card comes from the draw pile, not the hand \(rule U-23\)",
    )
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, initiated=False),
        CinematicError,
        r"Bára did not initiate this test: choose the card to play from the hand \(rule U-23\)",
    )


def test_u23_the_chronicler_plays_from_a_hand_too_by_default() -> None:
    # rules U-23, U-41
    table = managed()
    card = table.hand("Chronicler")[0]
    result = table.test("Chronicler", CHECK, initiated=False, card=card)
    assert result.cards[0].source is Source.HAND and len(table.hand("Chronicler")) == 5


def test_playing_a_card_that_is_not_in_the_hand_is_refused() -> None:
    table = managed()
    elsewhere = top(table, "Bára")[0]
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, initiated=False, card=elsewhere),
        CinematicError,
        f"^{elsewhere.label} is not in Bára's hand: it is in the draw pile$",
    )


def test_u21_no_new_cards_until_the_hand_is_empty_then_it_is_refilled() -> None:
    # rule U-21
    table = managed()
    sizes = []
    for _ in range(7):
        table.test("Bára", Check(3, 2), initiated=False, card=table.hand("Bára")[0])
        sizes.append(len(table.hand("Bára")))
    assert sizes == [5, 4, 3, 2, 1, 6, 5]
    assert_whole_deck(table, "Bára")


def test_u21_refilling_a_hand_that_still_holds_cards_is_refused() -> None:
    # rule U-21
    table = managed()
    unchanged(
        table,
        lambda: table.refill_hand("Bára"),
        CinematicError,
        r"Bára still holds 6 cards: no new cards until the hand is empty \(rule U-21\)",
    )


def test_u21_at_a_mirror_table_the_new_hand_is_typed_once_the_old_one_is_empty() -> None:
    # rule U-21
    table = managed(mirror=True)
    assert table.refill_due("Bára") == 6 and table.hand("Bára") == []
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, initiated=False),
        CinematicError,
        r"Bára's hand is empty: deal the 6 cards of the new hand first \(rule U-21\)",
    )
    unchanged(
        table,
        lambda: table.refill_hand("Bára", parse_cards("2S 3S")),
        CinematicError,
        r"Bára's hand holds 6 cards \(rules U-20, U-30\), not 2",
    )
    table.refill_hand("Bára", parse_cards("2S 3S 4S 5S 6S 7S"))
    assert table.refill_due("Bára") == 0 and len(pile(table, "Bára", DRAW)) == 48
    for card in parse_cards("2S 3S 4S 5S 6S 7S"):
        table.test("Bára", CHECK, initiated=False, card=card)
    assert table.hand("Bára") == [] and table.refill_due("Bára") == 6


# --- U-30, U-31: luck ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("luck", "size"), [(3, 9), (2, 8), (1, 7), (0, 6), (-1, 5), (-2, 4), (-3, 3)]
)
def test_u30_luck_changes_the_starting_hand_by_up_to_3_cards(luck: int, size: int) -> None:
    # rule U-30
    table = managed(Seat("Bára", luck=luck))
    assert table.hand_size("Bára") == size and len(table.hand("Bára")) == size


def test_u30_a_lucky_hand_is_refilled_to_its_own_size() -> None:
    # rules U-21, U-30
    table = managed(Seat("Ota", luck=-2))
    for _ in range(4):
        table.test("Ota", CHECK, initiated=False, card=table.hand("Ota")[-1])
    assert len(table.hand("Ota")) == 4


@pytest.mark.parametrize("luck", [4, -4, True, 1.5])
def test_u30_luck_is_a_whole_number_from_minus_3_to_plus_3(luck) -> None:
    # rule U-30
    with pytest.raises(CinematicError, match=r"Bára's luck must be a whole number from −3 to \+3"):
        Seat("Bára", luck=luck)


def test_u30_a_hand_of_negative_size_is_refused() -> None:
    # rule U-30
    with pytest.raises(
        CinematicError,
        match=r"Bára's hand would hold -1 cards \(starting hand 2, luck -3\): a hand cannot be smaller than 0",
    ):
        managed(Seat("Bára", luck=-3), starting_hand=2)


def test_u30_a_hand_of_no_cards_lets_the_draw_pile_stand_in() -> None:
    # rules U-23, U-30
    table = managed(Seat("Bára", luck=-3), starting_hand=3)
    assert table.hand_size("Bára") == 0 and table.refill_due("Bára") == 0
    assert table.test("Bára", CHECK, initiated=False).cards[0].source is Source.DRAW_PILE


def test_u31_a_blessing_adds_cards_until_the_hand_is_exhausted() -> None:
    # rule U-31
    table = managed()
    added = table.bless("Bára", 2)
    assert len(added) == 2 and len(table.hand("Bára")) == 8 and table.modifier("Bára") == 2
    while len(table.hand("Bára")) > 1:
        table.test("Bára", CHECK, initiated=False, card=table.hand("Bára")[0])
    assert table.modifier("Bára") == 2
    table.test("Bára", CHECK, initiated=False, card=table.hand("Bára")[0])
    assert len(table.hand("Bára")) == 6 and table.modifier("Bára") == 0


def test_u31_a_curse_removes_cards_until_the_hand_is_exhausted() -> None:
    # rule U-31
    table = managed(Seat("Bára", luck=1))
    named = table.hand("Bára")[:3]
    lost = table.curse("Bára", 3, named)
    assert lost == named and all(card in pile(table, "Bára", DISCARD) for card in named)
    assert len(table.hand("Bára")) == 4 and table.modifier("Bára") == -3
    for _ in range(4):
        table.test("Bára", CHECK, initiated=False, card=table.hand("Bára")[0])
    assert len(table.hand("Bára")) == 7 and table.modifier("Bára") == 0


def test_u31_a_curse_picks_its_cards_at_random_unless_named() -> None:
    # rule U-31
    table = managed()
    hand = table.hand("Bára")
    lost = table.curse("Bára", 2)
    assert len(set(lost)) == 2 and set(lost) <= set(hand)
    assert sorted(map(str, table.hand("Bára") + lost)) == sorted(map(str, hand))


def test_u31_a_curse_that_takes_the_last_cards_exhausts_the_hand_and_owes_nothing() -> None:
    # rules U-21, U-31: exactly the hand: it is exhausted, the curse ends, a full hand follows
    table = managed(Seat("Bára", luck=-3))
    table.curse("Bára", 3)
    assert (len(table.hand("Bára")), table.modifier("Bára"), table.owed("Bára")) == (3, 0, 0)


def test_u31_with_owes_one_a_curse_that_empties_the_hand_costs_the_next_one_a_card() -> None:
    # rule U-31 (table option "curse_empties_hand" = owes_one): a curse never helps, so a curse
    # of 2 on two cards no longer leaves the player better off than a curse of 1
    table = managed(Seat("Bára", luck=-3), curse_empties_hand="owes_one")  # hands of 3
    table.test("Bára", CHECK, initiated=False, card=table.hand("Bára")[0])
    table.curse("Bára", 2)
    assert (len(table.hand("Bára")), table.modifier("Bára"), table.owed("Bára")) == (2, -1, 0)
    for card in table.hand("Bára"):
        table.test("Bára", CHECK, initiated=False, card=card)
    assert (len(table.hand("Bára")), table.modifier("Bára")) == (3, 0)
    mirror = managed(Seat("Bára", luck=-3), mirror=True, curse_empties_hand="owes_one")
    mirror.refill_hand("Bára", parse_cards("2S 3S 4S"))
    mirror.curse("Bára", 3, parse_cards("2S 3S 4S"))
    assert mirror.refill_due("Bára") == 2


def test_u31_a_curse_larger_than_the_hand_carries_over_and_never_helps() -> None:
    # rule U-31 (table option "curse_overflow", default carry_over)
    table = managed(Seat("Bára", luck=-3))  # hands of 3
    table.test("Bára", CHECK, initiated=False, card=table.hand("Bára")[0])
    held = table.hand("Bára")
    assert len(held) == 2
    lost = table.curse("Bára", 3)
    assert set(lost) == set(held)  # both cards go; the third is owed by the next hand
    assert (len(table.hand("Bára")), table.modifier("Bára"), table.owed("Bára")) == (2, -1, 0)
    for card in table.hand("Bára"):
        table.test("Bára", CHECK, initiated=False, card=card)
    # That short hand exhausted, the curse is over: a full hand of 3 again.
    assert (len(table.hand("Bára")), table.modifier("Bára")) == (3, 0)

    ends = managed(Seat("Bára", luck=-3), curse_overflow="lost")
    ends.test("Bára", CHECK, initiated=False, card=ends.hand("Bára")[0])
    ends.curse("Bára", 3)
    assert (len(ends.hand("Bára")), ends.modifier("Bára")) == (3, 0)


def test_u31_a_mirror_hand_owed_to_a_curse_is_typed_short() -> None:
    # rule U-31
    table = managed(Seat("Bára", luck=-3), mirror=True)
    table.refill_hand("Bára", parse_cards("2S 3S 4S"))
    table.curse("Bára", 3, parse_cards("2S 3S 4S"))
    assert table.refill_due("Bára") == 3  # exactly the hand: nothing owed
    table.refill_hand("Bára", parse_cards("5S 6S 7S"))
    table.test("Bára", CHECK, initiated=False, card=parse_card("5S"))
    table.curse("Bára", 3, parse_cards("6S 7S"))
    assert table.refill_due("Bára") == 2 and table.owed("Bára") == 1
    unchanged(
        table,
        lambda: table.refill_hand("Bára", parse_cards("8S 9S 10S")),
        CinematicError,
        r"hand holds 2 cards \(rules U-20, U-30, 1 short for a curse \(rule U-31\)\), not 3",
    )
    table.refill_hand("Bára", parse_cards("8S 9S"))
    assert table.modifier("Bára") == -1 and table.owed("Bára") == 0


@pytest.mark.parametrize("level", [0, 4, -1, True])
def test_u31_spells_have_levels_1_to_3(level) -> None:
    # rule U-31
    table = managed()
    unchanged(table, lambda: table.bless("Bára", level), CinematicError, "level is 1, 2 or 3")
    unchanged(table, lambda: table.curse("Bára", level), CinematicError, "level is 1, 2 or 3")


def test_u31_blessings_and_curses_need_hand_management() -> None:
    # rule U-31
    table = seated()
    unchanged(
        table,
        lambda: table.bless("Bára", 1),
        CinematicError,
        r"change a hand, and in direct draw nobody holds a hand \(rule U-10\)",
    )
    unchanged(table, lambda: table.curse("Bára", 1), CinematicError, "in direct draw")


def test_u31_curse_named_cards_must_be_in_the_hand() -> None:
    # rule U-31
    table = managed()
    outside = top(table, "Bára")[0]
    held = table.hand("Bára")[0]
    unchanged(
        table, lambda: table.curse("Bára", 1, [outside]), CinematicError, "is not in Bára's hand"
    )
    unchanged(table, lambda: table.curse("Bára", 2, [held, held]), CinematicError, "named twice")
    unchanged(
        table, lambda: table.curse("Bára", 2, [held]), CinematicError, "takes 2 cards now, not 1"
    )


def test_u31_a_mirror_blessing_takes_typed_cards_from_the_draw_pile() -> None:
    # rule U-31
    table = managed(mirror=True)
    unchanged(
        table,
        lambda: table.bless("Bára", 1, [parse_card("2H")]),
        CinematicError,
        "deal the new hand first",
    )
    table.refill_hand("Bára", parse_cards("2S 3S 4S 5S 6S 7S"))
    unchanged(table, lambda: table.bless("Bára", 2, [parse_card("2H")]), CinematicError, "not 1")
    table.bless("Bára", 2, parse_cards("2H 3H"))
    assert table.hand("Bára")[-2:] == parse_cards("2H 3H") and table.modifier("Bára") == 2


# --- mirror tables --------------------------------------------------------------------


def test_u10_a_mirror_table_records_the_typed_cards_of_each_test() -> None:
    # rule U-10
    table = seated(mirror=True)
    result = table.test("Bára", CHECK, drawn=parse_cards("QH 4C"))
    assert result.describe() == "Q♥ + 4♣ = 9 → total 14: success"
    assert pile(table, "Bára", DISCARD) == parse_cards("QH 4C")
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, drawn=parse_cards("4C")),
        CinematicError,
        "4♣ is not in Bára's draw pile: it is in the discard pile",
    )
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, drawn=parse_cards("KS")),
        CinematicError,
        r"K♠ calls for another card \(rule U-12\)",
    )
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, drawn=parse_cards("5S 6S")),
        CinematicError,
        "6♠ is not part of it",
    )


def test_u10_a_mirror_table_follows_the_reshuffle_when_the_draw_pile_runs_out() -> None:
    # rule U-10
    table = seated(mirror=True)
    on_top(table, "Bára", "KS")
    for card in pile(table, "Bára", DRAW)[:-1]:
        table.decks.move("Bára", card, DRAW, DISCARD)
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, drawn=parse_cards("2C")),
        CinematicError,
        "2♣ is not in Bára's draw pile: it is in the discard pile",
    )
    result = table.test("Bára", CHECK, drawn=parse_cards("KS 2C"))
    assert [entry.card.notation for entry in result.cards] == ["KS", "2C"]
    assert pile(table, "Bára", DISCARD) == parse_cards("KS 2C")
    assert len(pile(table, "Bára", DRAW)) == 52
    assert_whole_deck(table, "Bára")


def test_a_virtual_table_refuses_typed_cards() -> None:
    table = seated()
    unchanged(
        table,
        lambda: table.test("Bára", CHECK, drawn=parse_cards("7H")),
        CinematicError,
        "this table draws its own cards",
    )


# --- seats, undo, JSON ----------------------------------------------------------------


def test_seats_need_distinct_names_and_known_names() -> None:
    with pytest.raises(CinematicError, match="two seats are called 'bára'"):
        seated("Bára", "bára")
    with pytest.raises(CinematicError, match="two seats are called 'Chronicler'"):
        seated("Chronicler")
    with pytest.raises(CinematicError, match="a seat needs a name"):
        seated(" ")
    with pytest.raises(CinematicError, match="named by chronicler="):
        seated(Seat("GM", chronicler=True))
    table = seated()
    unchanged(
        table,
        lambda: table.test("Ota", CHECK),
        CinematicError,
        r"nobody called 'Ota' sits at the table \(seats: Bára, Chronicler\)",
    )


def test_u30_luck_applies_to_every_refill_not_only_the_starting_hand() -> None:
    # rule U-30 (the rules file's reading of "in their hand")
    table = managed(Seat("Bára", luck=2), Seat("Ota", luck=-2))
    assert [len(table.hand(name)) for name in ("Bára", "Ota")] == [8, 4]
    for name in ("Bára", "Ota"):
        for card in table.hand(name):
            table.test(name, CHECK, initiated=False, card=card)
    assert [len(table.hand(name)) for name in ("Bára", "Ota")] == [8, 4]
