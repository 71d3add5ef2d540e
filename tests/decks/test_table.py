"""The deck engine behaves like physical decks (issue 2; rules U-10, U-21, U-40, U-41, A-21)."""

from __future__ import annotations

import copy
import random

import pytest

from deskapp.core.cards import Colour, DeckSpec, parse_card, parse_cards
from deskapp.core.decks import (
    DISCARD,
    DRAW,
    HAND,
    CardNotHereError,
    Decks,
    DuplicateDeckError,
    EmptyPileError,
    InvalidCountError,
    OutOfCardsError,
    TableError,
    UnknownDeckError,
    UnknownPileError,
)
from deskapp.core.play.kernel import NothingToUndoError

from .decks_driver import kernel, one_deck, piles_of


def unshuffled(spec: DeckSpec | None = None, owner: str = "Bára", **kwargs) -> Decks:
    """A table with one deck in new-deck order, so the top card is known."""
    table = Decks(random.Random(7))
    table.open_deck("bara", spec or DeckSpec(), owner=owner, shuffle=False, **kwargs)
    return table


def top_down(table: Decks, pile: str, deck: str = "bara") -> list[str]:
    return [str(card) for card in reversed(table.pile(deck, pile))]


def test_a_new_deck_lies_in_its_draw_pile_shuffled() -> None:
    table = Decks(random.Random(1))
    table.open_deck("bara", DeckSpec("standard54"), owner="Bára")
    draw = table.pile("bara", DRAW)
    assert sorted(map(str, draw)) == sorted(map(str, DeckSpec().cards()))
    assert draw != DeckSpec().cards()
    assert table.pile("bara", DISCARD) == [] and table.pile("bara", HAND) == []


def test_default_randomness_is_system_random() -> None:
    assert isinstance(Decks().rng, random.SystemRandom)


def test_same_seed_same_shuffle() -> None:
    first, second = Decks(random.Random(5)), Decks(random.Random(5))
    for table in (first, second):
        table.open_deck("d")
    assert first.pile("d", DRAW) == second.pile("d", DRAW)


def test_draw_takes_cards_from_the_top() -> None:
    table = unshuffled()
    top_three = top_down(table, DRAW)[:3]
    drawn = table.draw("bara", 3)
    assert [str(card) for card in drawn] == top_three
    assert [str(card) for card in table.pile("bara", HAND)] == top_three
    assert len(table.pile("bara", DRAW)) == 51


def test_draw_into_a_named_pile() -> None:
    table = unshuffled(piles=(HAND, "success", "complication"))  # rule A-21 piles
    table.draw("bara", 2, to="success")
    assert len(table.pile("bara", "success")) == 2 and table.pile("bara", HAND) == []


def test_u10_empty_draw_pile_reshuffles_the_discard_pile_only() -> None:
    table = unshuffled(DeckSpec("red_black", 3, 3), piles=(HAND, "success"))
    table.draw("bara", 2, to="success")
    table.draw("bara", 2)
    kept_in_hand = table.pile("bara", HAND)
    table.draw("bara", 2, to=DISCARD)
    assert table.pile("bara", DRAW) == []
    drawn = table.draw("bara", 1)
    assert drawn[0] in table.pile("bara", HAND)
    assert table.pile("bara", HAND)[:2] == kept_in_hand
    assert len(table.pile("bara", "success")) == 2
    assert len(table.pile("bara", DRAW)) == 1 and table.pile("bara", DISCARD) == []
    assert table.deck("bara").reshuffles == 1


def test_u10_a_draw_that_runs_out_midway_reshuffles_and_continues() -> None:
    table = unshuffled(DeckSpec("red_black", 2, 2))
    table.draw("bara", 2, to=DISCARD)
    drawn = table.draw("bara", 3)
    assert len(drawn) == 3 and len(set(drawn)) == 3
    assert len(table.pile("bara", DRAW)) == 1


def test_drawing_with_both_piles_empty_is_a_clear_error() -> None:
    table = unshuffled(DeckSpec("red_black", 1, 1))
    table.draw("bara", 2)
    before = piles_of(table)
    with pytest.raises(OutOfCardsError, match="Bára's draw pile and discard pile are both empty"):
        table.draw("bara")
    assert piles_of(table) == before


def test_drawing_more_than_the_deck_holds_is_refused_whole() -> None:
    table = unshuffled(DeckSpec("red_black", 2, 2))
    with pytest.raises(OutOfCardsError, match="cannot draw 5 cards"):
        table.draw("bara", 5)
    assert len(table.pile("bara", DRAW)) == 4 and table.pile("bara", HAND) == []


@pytest.mark.parametrize("count", [0, -2])
def test_a_draw_of_no_cards_is_refused(count: int) -> None:
    with pytest.raises(InvalidCountError, match="at least one card"):
        unshuffled().draw("bara", count)


def test_move_and_discard_named_cards() -> None:
    table = unshuffled()
    table.draw("bara", 3)
    first, second, _ = table.pile("bara", HAND)
    table.move("bara", second, HAND, DISCARD)
    table.move("bara", first, HAND, DRAW)
    assert table.pile("bara", DISCARD) == [second]
    assert table.pile("bara", DRAW)[-1] == first


def test_moving_a_card_that_is_not_there_names_where_it_is() -> None:
    table = unshuffled()
    table.draw("bara", 1)
    card = table.pile("bara", HAND)[0]
    with pytest.raises(
        CardNotHereError, match=f"{card.label} is not in Bára's discard pile: it is in the hand"
    ):
        table.move("bara", card, DISCARD, HAND)


def test_mirror_draw_records_the_physically_drawn_card() -> None:
    table = unshuffled()
    table.mirror_draw("bara", parse_card("QH"))
    assert table.pile("bara", HAND) == [parse_card("QH")]
    assert parse_card("QH") not in table.pile("bara", DRAW)


def test_mirror_draw_of_a_card_not_in_the_draw_pile_says_where_it_is() -> None:
    table = unshuffled()
    table.mirror_draw("bara", parse_card("QH"))
    table.move("bara", parse_card("QH"), HAND, DISCARD)
    before = piles_of(table)
    with pytest.raises(
        CardNotHereError, match="^Q♥ is not in Bára's draw pile: it is in the discard pile$"
    ):
        table.mirror_draw("bara", parse_card("qh"))
    assert piles_of(table) == before


def test_mirror_draw_of_a_card_the_deck_does_not_have() -> None:
    table = unshuffled(DeckSpec("standard52"))
    with pytest.raises(
        CardNotHereError, match="red joker is not in Bára's deck \\(a standard 52-card deck\\)"
    ):
        table.mirror_draw("bara", parse_card("RJ"))


def test_mirror_draw_by_colour_for_a_colour_only_deck() -> None:
    table = unshuffled(DeckSpec("red_black", 1, 2))
    assert table.mirror_draw("bara", Colour.BLACK).colour is Colour.BLACK
    with pytest.raises(CardNotHereError, match="no black card left in Bára's draw pile"):
        table.mirror_draw("bara", Colour.BLACK)


def test_mirror_draw_with_an_empty_draw_pile_reshuffles_first() -> None:
    table = unshuffled(DeckSpec("red_black", 1, 1))
    table.draw("bara", 2, to=DISCARD)
    card = table.mirror_draw("bara", parse_card("B1"))
    assert str(card) == "B1" and len(table.pile("bara", DRAW)) == 1


def test_a_mirror_draw_refused_after_an_empty_draw_pile_leaves_the_discard_pile_as_it_was() -> None:
    table = unshuffled(DeckSpec("red_black", 1, 1))
    table.mirror_draw("bara", parse_card("B1"))
    table.draw("bara", 1, to=DISCARD)
    table.move("bara", parse_card("B1"), HAND, DISCARD)
    before = piles_of(table)
    with pytest.raises(CardNotHereError):
        table.mirror_draw("bara", parse_card("B2"))
    assert piles_of(table) == before and table.deck("bara").reshuffles == 0


def test_u21_refill_draws_up_to_the_hand_size() -> None:
    table = unshuffled()
    assert len(table.refill("bara", HAND, 6)) == 6
    assert table.refill("bara", HAND, 6) == []
    table.move("bara", table.pile("bara", HAND)[0], HAND, DISCARD)
    assert len(table.refill("bara", HAND, 6)) == 1
    with pytest.raises(InvalidCountError, match="a hand cannot hold -1 cards"):
        table.refill("bara", HAND, -1)


def test_u40_peek_at_the_top_of_a_draw_pile_changes_nothing() -> None:
    table = unshuffled()
    state = piles_of(table)
    top = table.pile("bara", DRAW)[-1]
    assert table.peek("bara") == top
    assert piles_of(table) == state


def test_u40_peek_at_a_hand_card_by_position() -> None:
    table = unshuffled()
    table.draw("bara", 3)
    hand = table.pile("bara", HAND)
    assert table.peek("bara", HAND, position=2) == hand[0]


def test_u41_a_peek_is_not_taken_back_by_undo() -> None:
    history = kernel(one_deck())
    history.perform({"do": "draw", "deck": "bara"})
    history.perform({"do": "peek", "deck": "bara"})
    assert history.undo().action["do"] == "draw"


def test_peek_at_an_empty_pile_is_a_clear_error() -> None:
    table = unshuffled()
    with pytest.raises(EmptyPileError, match="Bára's hand is empty"):
        table.peek("bara", HAND)
    table.draw("bara")
    with pytest.raises(EmptyPileError, match="holds 1 card: there is no card at position 2"):
        table.peek("bara", HAND, position=1)


# Undo is the play kernel's: it rebuilds the decks by replaying the actions in effect with
# their recorded random values. It must put back the exact piles, never shuffle anew (so no
# card comes up that was not seen), and a redo must bring back the same cards.


def test_undoing_a_draw_puts_the_card_back_exactly_where_it_was() -> None:
    history = kernel(one_deck())
    order = history.driver.decks.pile("bara", DRAW)
    history.perform({"do": "mirror_draw", "deck": "bara", "card": "7D"})
    history.undo()
    decks = history.driver.decks
    assert decks.pile("bara", DRAW) == order and decks.pile("bara", HAND) == []


def test_undo_of_a_reshuffling_draw_restores_the_discard_pile_in_order() -> None:
    history = kernel(one_deck(DeckSpec("red_black", 3, 3)))
    history.perform({"do": "draw", "deck": "bara", "count": 6, "to": DISCARD})
    discard = history.driver.decks.pile("bara", DISCARD)
    history.perform({"do": "draw", "deck": "bara", "count": 2})
    history.undo()
    decks = history.driver.decks
    assert decks.pile("bara", DISCARD) == discard and decks.pile("bara", DRAW) == []


def test_undo_never_reshuffles_and_redo_brings_back_the_same_cards() -> None:
    history = kernel(lambda decks: decks.open_deck("bara", owner="Bára"))
    history.perform({"do": "draw", "deck": "bara", "count": 50, "to": DISCARD})
    history.perform({"do": "draw", "deck": "bara", "count": 6})  # reshuffles on the way
    after = piles_of(history.driver.decks)
    history.perform({"do": "shuffle", "deck": "bara"})
    history.undo()
    assert piles_of(history.driver.decks) == after
    history.undo()
    history.redo()
    assert piles_of(history.driver.decks) == after


def test_opening_the_decks_is_not_undone() -> None:
    history = kernel(lambda decks: decks.open_deck("bara"))
    history.perform({"do": "shuffle", "deck": "bara"})
    history.undo()
    assert len(history.driver.decks.pile("bara", DRAW)) == 54
    with pytest.raises(NothingToUndoError):
        history.undo()


def test_several_decks_each_with_an_owner() -> None:
    table = Decks(random.Random(2))
    for owner in ("Bára", "Ota", "Chronicler"):
        table.open_deck(owner.lower(), owner=owner)
    table.draw("ota", 6)
    assert len(table.pile("ota", HAND)) == 6 and table.pile("bára", HAND) == []
    assert table.deck("chronicler").owner == "Chronicler"


def test_unknown_deck_pile_and_duplicate_deck() -> None:
    table = unshuffled()
    with pytest.raises(UnknownDeckError, match="no deck called 'ota'.*decks: bara"):
        table.draw("ota")
    with pytest.raises(UnknownPileError, match="Bára's deck has no success pile"):
        table.draw("bara", to="success")
    with pytest.raises(DuplicateDeckError, match="already a deck called 'bara'"):
        table.open_deck("bara")


def test_a_shared_deck_without_owner_reads_well_in_messages() -> None:
    table = unshuffled(owner="")
    with pytest.raises(EmptyPileError, match="the shared discard pile is empty"):
        table.peek("bara", DISCARD)


def test_discard_pile_and_gather_all() -> None:
    table = unshuffled(piles=(HAND, "success"))
    table.draw("bara", 3, to="success")
    assert table.discard_pile("bara", "success") == 3
    table.draw("bara", 2)
    table.gather_all("bara")
    assert len(table.pile("bara", DRAW)) == 54
    assert all(not table.pile("bara", pile) for pile in (DISCARD, HAND, "success"))


def test_every_misuse_is_a_table_error_with_a_one_line_message() -> None:
    table = unshuffled(DeckSpec("red_black", 1, 0))
    attempts = [
        lambda: table.draw("nobody"),
        lambda: table.draw("bara", 2),
        lambda: table.peek("bara", HAND),
        lambda: table.move("bara", parse_card("B1"), HAND, DISCARD),
        lambda: table.mirror_draw("bara", parse_card("QH")),
    ]
    for attempt in attempts:
        with pytest.raises(TableError) as caught:
            attempt()
        assert "\n" not in str(caught.value) and str(caught.value)


def played_table() -> Decks:
    table = Decks(random.Random(11))
    table.open_deck("bara", owner="Bára", piles=(HAND, "success"))
    table.open_deck("gm", DeckSpec("red_black", 4, 6), owner="")
    table.draw("bara", 5)
    table.move("bara", table.pile("bara", HAND)[1], HAND, DISCARD)
    table.mirror_draw("gm", Colour.RED, to=DISCARD)
    table.draw("gm", 9, to=DISCARD)
    table.shuffle("bara")
    return table


def test_a_pile_holds_its_top_card_last() -> None:
    table = unshuffled()
    table.mirror_draw("bara", parse_card("AS"))
    table.mirror_draw("bara", parse_card("KS"))
    assert parse_cards("KS AS") == list(reversed(table.pile("bara", HAND)))


@pytest.mark.parametrize(
    ("source", "target", "card"),
    [(DRAW, "nowhere", "KS"), ("nowhere", HAND, "KS"), (DISCARD, HAND, "KS"), (DRAW, HAND, "B1")],
)
def test_a_refused_card_move_changes_no_pile(source: str, target: str, card: str) -> None:
    table = unshuffled()
    before = piles_of(table)
    with pytest.raises(TableError):
        table.move("bara", parse_card(card), source, target)
    assert piles_of(table) == before


def test_the_decks_keep_no_history() -> None:
    """What happened is the session's event log: after a thousand moves the decks hold their
    cards and nothing else (a copy for the kernel's undo costs the same at any length)."""
    table = played_table()
    for _ in range(500):
        table.draw("bara", 1, to=DISCARD)
        table.move("bara", table.pile("bara", DISCARD)[-1], DISCARD, DRAW)
    assert Decks.__slots__ == ("rng", "decks")
    for deck in table.decks.values():
        assert sum(map(len, deck.piles.values())) == len(deck.spec.cards())
    copied = copy.deepcopy(table)
    assert piles_of(copied) == piles_of(table)
