"""A seeded statistical check that the table's shuffle puts every card anywhere equally often."""

from __future__ import annotations

import math
import random

import pytest

from deskapp.core.cards import DeckSpec
from deskapp.core.decks import DRAW, Decks

SHUFFLES = 20_000
SIZE = 10


def chi_square_critical(degrees: int, z: float = 3.09) -> float:
    """Upper critical value at p = 0.001 (z = 3.09), Wilson–Hilferty approximation."""
    k = 2 / (9 * degrees)
    return degrees * (1 - k + z * math.sqrt(k)) ** 3


def position_chi_square(table: Decks) -> float:
    """Chi-square of (position before, position after) over many shuffles of one pile.

    Counting moves rather than where each card ends up matters: repeated biased
    shuffles of the same pile still spread cards evenly in the long run.
    """
    counts = [[0] * SIZE for _ in range(SIZE)]
    for _ in range(SHUFFLES):
        before = table.pile("deck", DRAW)
        table.shuffle("deck")
        for after, card in enumerate(table.pile("deck", DRAW)):
            counts[before.index(card)][after] += 1
    expected = SHUFFLES / SIZE
    return sum((seen - expected) ** 2 / expected for row in counts for seen in row)


@pytest.mark.slow
def test_card_positions_after_shuffling_are_uniform() -> None:
    table = Decks(random.Random(20261129))
    table.open_deck("deck", DeckSpec("red_black", SIZE // 2, SIZE // 2), shuffle=False)
    statistic = position_chi_square(table)
    assert statistic < chi_square_critical((SIZE - 1) ** 2)


class _NaiveSwapRandom(random.Random):
    """The classic broken shuffle (swap each card with any card): biased, as the test must see."""

    def shuffle(self, x, random=None) -> None:  # the signature of Random.shuffle
        for i in range(len(x)):
            j = self.randrange(len(x))
            x[i], x[j] = x[j], x[i]


@pytest.mark.slow
def test_the_uniformity_check_catches_a_biased_shuffle() -> None:
    table = Decks(_NaiveSwapRandom(20261129))
    table.open_deck("deck", DeckSpec("red_black", SIZE // 2, SIZE // 2), shuffle=False)
    assert position_chi_square(table) > chi_square_critical((SIZE - 1) ** 2)
