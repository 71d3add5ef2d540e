"""The deck engine behaves like physical decks (issue 2; rules U-10, U-21, U-40, U-41, A-21)."""

from __future__ import annotations

import gc
import json
import random

import pytest

from deskapp.core.cards import Colour, DeckSpec, parse_card, parse_cards
from deskapp.core.table import (
    DISCARD,
    DRAW,
    HAND,
    CardNotHereError,
    CorruptLogError,
    DuplicateDeckError,
    EmptyPileError,
    Event,
    InvalidCountError,
    NothingToRedoError,
    NothingToUndoError,
    OutOfCardsError,
    Table,
    TableError,
    UnknownDeckError,
    UnknownPileError,
)
from deskapp.core.table.events import Transfer


def unshuffled(spec: DeckSpec | None = None, owner: str = "Bára", **kwargs) -> Table:
    """A table with one deck in new-deck order, so the top card is known."""
    table = Table(random.Random(7))
    table.open_deck("bara", spec or DeckSpec(), owner=owner, shuffle=False, **kwargs)
    return table


def top_down(table: Table, pile: str, deck: str = "bara") -> list[str]:
    return [str(card) for card in reversed(table.pile(deck, pile))]


def test_a_new_deck_lies_in_its_draw_pile_shuffled() -> None:
    table = Table(random.Random(1))
    table.open_deck("bara", DeckSpec("standard54"), owner="Bára")
    draw = table.pile("bara", DRAW)
    assert sorted(map(str, draw)) == sorted(map(str, DeckSpec().cards()))
    assert draw != DeckSpec().cards()
    assert table.pile("bara", DISCARD) == [] and table.pile("bara", HAND) == []


def test_default_randomness_is_system_random() -> None:
    assert isinstance(Table().rng, random.SystemRandom)


def test_same_seed_same_shuffle() -> None:
    first, second = Table(random.Random(5)), Table(random.Random(5))
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
    assert any(op.__class__.__name__ == "Gather" for op in table.log[-1].ops)


def test_u10_a_draw_that_runs_out_midway_reshuffles_and_continues() -> None:
    table = unshuffled(DeckSpec("red_black", 2, 2))
    table.draw("bara", 2, to=DISCARD)
    drawn = table.draw("bara", 3)
    assert len(drawn) == 3 and len(set(drawn)) == 3
    assert len(table.pile("bara", DRAW)) == 1


def test_drawing_with_both_piles_empty_is_a_clear_error() -> None:
    table = unshuffled(DeckSpec("red_black", 1, 1))
    table.draw("bara", 2)
    before = table.to_json()
    with pytest.raises(OutOfCardsError, match="Bára's draw pile and discard pile are both empty"):
        table.draw("bara")
    assert table.to_json() == before


def test_drawing_more_than_the_deck_holds_is_refused_whole() -> None:
    table = unshuffled(DeckSpec("red_black", 2, 2))
    with pytest.raises(OutOfCardsError, match="cannot draw 5 cards"):
        table.draw("bara", 5)
    assert len(table.pile("bara", DRAW)) == 4 and table.log[-1].kind == "open_deck"


@pytest.mark.parametrize("count", [0, -2])
def test_a_draw_of_no_cards_is_refused(count: int) -> None:
    with pytest.raises(InvalidCountError, match="at least one card"):
        unshuffled().draw("bara", count)


def test_move_and_discard_named_cards() -> None:
    table = unshuffled()
    table.draw("bara", 3)
    first, second, _ = table.pile("bara", HAND)
    table.discard("bara", second)
    table.move("bara", first, HAND, DRAW)
    assert table.pile("bara", DISCARD) == [second]
    assert table.pile("bara", DRAW)[-1] == first


def test_moving_a_card_that_is_not_there_names_where_it_is() -> None:
    table = unshuffled()
    table.draw("bara", 1)
    card = table.pile("bara", HAND)[0]
    with pytest.raises(
        CardNotHereError, match=f"{card} is not in Bára's discard pile: it is in the hand"
    ):
        table.move("bara", card, DISCARD, HAND)


def test_mirror_draw_records_the_physically_drawn_card() -> None:
    table = unshuffled()
    table.mirror_draw("bara", parse_card("QH"))
    assert table.pile("bara", HAND) == [parse_card("QH")]
    assert parse_card("QH") not in table.pile("bara", DRAW)
    assert table.log[-1].kind == "mirror_draw"


def test_mirror_draw_of_a_card_not_in_the_draw_pile_says_where_it_is() -> None:
    table = unshuffled()
    table.mirror_draw("bara", parse_card("QH"))
    table.discard("bara", parse_card("QH"))
    before = table.to_json()
    with pytest.raises(
        CardNotHereError, match="^QH is not in Bára's draw pile: it is in the discard pile$"
    ):
        table.mirror_draw("bara", parse_card("qh"))
    assert table.to_json() == before


def test_mirror_draw_of_a_card_the_deck_does_not_have() -> None:
    table = unshuffled(DeckSpec("standard52"))
    with pytest.raises(
        CardNotHereError, match="RJ is not in Bára's deck \\(a standard 52-card deck\\)"
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


def test_u21_refill_draws_up_to_the_hand_size() -> None:
    table = unshuffled()
    assert len(table.refill("bara", HAND, 6)) == 6
    assert table.refill("bara", HAND, 6) == []
    table.discard("bara", table.pile("bara", HAND)[0])
    assert len(table.refill("bara", HAND, 6)) == 1
    with pytest.raises(InvalidCountError, match="a hand cannot hold -1 cards"):
        table.refill("bara", HAND, -1)


def test_u40_peek_at_the_top_of_a_draw_pile_changes_nothing() -> None:
    table = unshuffled()
    state = table.state.to_json()
    top = table.pile("bara", DRAW)[-1]
    assert table.peek("bara", viewer="Ota") == top
    assert table.state.to_json() == state
    event = table.log[-1]
    assert event.kind == "peek" and event.actor == "Ota" and event.seen == (top,)
    assert event.peeked == ("bara", DRAW, 0)


def test_u40_peek_at_a_hand_card_by_position() -> None:
    table = unshuffled()
    table.draw("bara", 3)
    hand = table.pile("bara", HAND)
    assert table.peek("bara", "Chronicler", HAND, position=2) == hand[0]


def test_u41_a_peek_cannot_be_undone_and_is_not_an_action() -> None:
    table = unshuffled()
    table.draw("bara")
    table.peek("bara", "Ota")
    undone = table.undo()
    assert undone.kind == "draw"


def test_peek_at_an_empty_pile_is_a_clear_error() -> None:
    table = unshuffled()
    with pytest.raises(EmptyPileError, match="Bára's hand is empty"):
        table.peek("bara", "Ota", HAND)
    table.draw("bara")
    with pytest.raises(EmptyPileError, match="holds 1 card: there is no card at position 2"):
        table.peek("bara", "Ota", HAND, position=1)


def test_undoing_a_draw_puts_the_card_back_exactly_where_it_was() -> None:
    table = unshuffled()
    order = table.pile("bara", DRAW)
    table.mirror_draw("bara", parse_card("7D"))
    table.undo()
    assert table.pile("bara", DRAW) == order and table.pile("bara", HAND) == []


def test_undo_of_a_reshuffling_draw_restores_the_discard_pile_in_order() -> None:
    table = unshuffled(DeckSpec("red_black", 3, 3))
    table.draw("bara", 6, to=DISCARD)
    discard = table.pile("bara", DISCARD)
    table.draw("bara", 2)
    table.undo()
    assert table.pile("bara", DISCARD) == discard and table.pile("bara", DRAW) == []


def test_redo_replays_the_same_cards() -> None:
    table = Table(random.Random(3))
    table.open_deck("bara", owner="Bára")
    drawn = table.draw("bara", 4)
    table.undo()
    table.redo()
    assert table.pile("bara", HAND) == drawn


def test_undo_and_redo_of_a_shuffle() -> None:
    table = unshuffled()
    before = table.pile("bara", DRAW)
    table.shuffle("bara")
    after = table.pile("bara", DRAW)
    table.undo()
    assert table.pile("bara", DRAW) == before
    table.redo()
    assert table.pile("bara", DRAW) == after


def test_a_new_action_after_undo_forgets_the_redo() -> None:
    table = unshuffled()
    table.draw("bara")
    table.undo()
    table.draw("bara", 2)
    assert not table.can_redo
    with pytest.raises(NothingToRedoError, match="there is nothing to redo"):
        table.redo()


def test_undo_with_nothing_to_undo() -> None:
    table = unshuffled()
    with pytest.raises(NothingToUndoError, match="there is nothing to undo"):
        table.undo()


def test_opening_a_deck_is_not_undone() -> None:
    table = Table(random.Random(1))
    table.open_deck("bara")
    table.shuffle("bara")
    table.undo()
    assert not table.can_undo and len(table.pile("bara", DRAW)) == 54


def test_undo_and_redo_are_in_the_log() -> None:
    table = unshuffled()
    table.draw("bara")
    table.undo()
    table.redo()
    assert [event.kind for event in table.log] == ["open_deck", "draw", "undo", "redo"]
    assert table.log[2].target == table.log[3].target == 1


def test_several_decks_each_with_an_owner() -> None:
    table = Table(random.Random(2))
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
        table.peek("bara", "Coordinator", DISCARD)


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
        table.undo,
        table.redo,
        lambda: table.peek("bara", "Ota", HAND),
        lambda: table.move("bara", parse_card("B1"), HAND, DISCARD),
        lambda: table.mirror_draw("bara", parse_card("QH")),
    ]
    for attempt in attempts:
        with pytest.raises(TableError) as caught:
            attempt()
        assert "\n" not in str(caught.value) and str(caught.value)


def test_listeners_hear_every_event() -> None:
    table = unshuffled()
    heard = []
    table.listeners.append(heard.append)
    table.draw("bara")
    table.undo()
    assert [event.kind for event in heard] == ["draw", "undo"]


def played_table() -> Table:
    table = Table(random.Random(11), clock=iter(range(1000)).__next__)
    table.open_deck("bara", owner="Bára", piles=(HAND, "success"))
    table.open_deck("gm", DeckSpec("red_black", 4, 6), owner="")
    table.draw("bara", 5)
    table.discard("bara", table.pile("bara", HAND)[1])
    table.mirror_draw("gm", Colour.RED, to=DISCARD)
    table.peek("bara", "GM", HAND, 2)
    table.draw("gm", 9, to=DISCARD)
    table.draw("gm", 3)
    table.undo()
    table.undo()
    table.redo()
    table.shuffle("bara")
    return table


def test_log_and_state_round_trip_through_json_losslessly() -> None:
    table = played_table()
    data = json.loads(json.dumps(table.to_json()))
    rebuilt = Table.from_json(data)
    assert rebuilt.to_json() == table.to_json()
    assert rebuilt.log == table.log
    assert rebuilt.can_redo == table.can_redo and rebuilt.next_undo == table.next_undo
    rebuilt.undo()
    table.undo()
    assert rebuilt.state.to_json() == table.state.to_json()


def test_a_tampered_log_is_refused() -> None:
    data = played_table().to_json()
    data["events"][2]["ops"][0]["card"] = (
        "2S" if data["events"][2]["ops"][0]["card"] != "2S" else "3S"
    )
    with pytest.raises(CorruptLogError):
        Table.from_json(data)


def test_a_stored_state_that_does_not_match_the_log_is_refused() -> None:
    data = played_table().to_json()
    data["state"]["bara"]["piles"][HAND].reverse()
    with pytest.raises(CorruptLogError, match="does not match its event log"):
        Table.from_json(data)


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data.update(format=99),
        lambda data: data.update(events="none"),
        lambda data: data["events"].append({"kind": "undo", "at": 1.0, "target": 0}),
        lambda data: data["events"].append({"kind": "draw"}),
        lambda data: data["events"][2]["ops"][0].update(index=-3),
        lambda data: data["events"][2]["ops"][0].update(deck="nobody"),
        lambda data: data["events"][2]["ops"][0].update(op="teleport"),
        lambda data: data["events"][2]["ops"][0].update(card="ZZ"),
        lambda data: data["events"][1]["ops"][0]["cards"].__setitem__(0, "B2"),
        lambda data: data["events"][5].update(seen=["RJ"]),
        lambda data: data["events"][5]["peeked"].update(position=40),
    ],
)
def test_malformed_logs_are_corrupt_log_errors(damage) -> None:
    data = played_table().to_json()
    del data["state"]
    damage(data)
    with pytest.raises(CorruptLogError):
        Table.from_json(data)


def test_replaying_the_log_rebuilds_the_exact_state() -> None:
    table = played_table()
    assert Table.replay(table.log).state.to_json() == table.state.to_json()


def test_state_json_lists_piles_from_the_top() -> None:
    table = unshuffled()
    table.mirror_draw("bara", parse_card("AS"))
    table.mirror_draw("bara", parse_card("KS"))
    assert table.state.to_json()["bara"]["piles"][HAND] == ["KS", "AS"]
    assert parse_cards("KS AS") == list(reversed(table.pile("bara", HAND)))


@pytest.mark.parametrize(
    "damage",
    [
        {"target": "nowhere"},  # a pile the deck does not have: found out after the card was taken
        {"source": "nowhere"},
        {"position": 99},
    ],
)
def test_a_refused_card_move_changes_no_pile(damage: dict) -> None:
    """One operation of a log either happens whole or not at all (the engine reverts
    nothing after a one-operation event: there must be nothing to revert)."""
    table = unshuffled()
    before = table.state.to_json()
    move = Transfer("bara", table.pile("bara", DRAW)[-1], DRAW, 53, HAND)._asdict()
    move.update(damage)
    broken = Event("draw", (Transfer(**move),), 1.0)
    with pytest.raises(CorruptLogError):
        table._fold(broken, len(table.log))
    assert table.state.to_json() == before
    assert not table.can_undo


@pytest.mark.parametrize("enabled", [True, False])
def test_a_rebuild_leaves_the_garbage_collector_as_it_found_it(enabled: bool) -> None:
    """The rebuild pauses the collector (a linear rebuild of a long log, issue 18) and
    turns it back on after, even when the log is refused; never on when it was off."""
    good = played_table().to_json()
    bad = played_table().to_json()
    bad["events"][2]["ops"][0]["card"] = "RJ"
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        Table.from_json(good)
        assert gc.isenabled() is enabled
        with pytest.raises(CorruptLogError):
            Table.from_json(bad)
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()
