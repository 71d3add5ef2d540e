"""Recorded randomness replays exactly: same shuffles, same rolls, same choices."""

from __future__ import annotations

import random

import pytest

from deskapp.core.decks import CorruptLogError, Decks
from deskapp.core.play.recording import RecordedRandom


def test_system_random_is_the_default_source() -> None:
    assert isinstance(RecordedRandom()._source, random.SystemRandom)


def test_replaying_the_record_repeats_every_kind_of_draw() -> None:
    live = RecordedRandom()
    deck = list(range(54))
    live.shuffle(deck)
    rolls = [live.randint(1, 10) for _ in range(5)]
    pick = live.choice("abcdef")
    sample = live.sample(range(100), 3)
    fraction = live.random()
    record = live.take_recorded()
    assert record and live.take_recorded() == []

    again = RecordedRandom(random.Random(99))  # a different source must not matter
    again.replay(record)
    replayed_deck = list(range(54))
    again.shuffle(replayed_deck)
    assert replayed_deck == deck
    assert [again.randint(1, 10) for _ in range(5)] == rolls
    assert again.choice("abcdef") == pick and again.sample(range(100), 3) == sample
    assert again.random() == fraction and again.pending == 0
    assert again.take_recorded() == record


def test_a_table_replayed_from_recorded_values_matches_exactly() -> None:
    live_random = RecordedRandom()
    live = Decks(live_random)
    live.open_deck("bara", owner="Bára")
    live.draw("bara", 54, to="discard")
    live.draw("bara", 3)
    record = live_random.take_recorded()

    replay_random = RecordedRandom()
    replay_random.replay(record)
    replayed = Decks(replay_random)
    replayed.open_deck("bara", owner="Bára")
    replayed.draw("bara", 54, to="discard")
    replayed.draw("bara", 3)
    assert replayed.deck("bara").piles == live.deck("bara").piles


def test_values_that_do_not_fit_are_a_corrupt_log() -> None:
    values = RecordedRandom()
    values.replay([0.5])
    with pytest.raises(CorruptLogError):
        values.getrandbits(8)
    values.replay([1 << 20])
    with pytest.raises(CorruptLogError):
        values.getrandbits(8)
