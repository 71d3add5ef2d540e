"""The chained count (per card class) against the walk it replaced, on deck states a session leaves.

Temporary: the old walk (tests/odds/old_cinematic_odds.py, the module as it was) left out
paths below 1e-17; the new count leaves out nothing, so the two agree within what the old
one says it left out.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.core.cards import standard_54
from deskapp.core.odds import OddsUnavailable
from deskapp.systems.cinematic.odds import odds_of
from deskapp.systems.cinematic.rules import Check, CinematicOptions

_spec = importlib.util.spec_from_file_location(
    "old_cinematic_odds", Path(__file__).with_name("old_cinematic_odds.py")
)
assert _spec is not None and _spec.loader is not None
old = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = old  # its dataclasses look their module up
_spec.loader.exec_module(old)

DECK = standard_54()
CHAINED = [
    CinematicOptions(
        second_card="chain", ace=ace, natural_ten=ten, joker_total=joker, success_when=when
    )
    for ace in ("minus_second", "one_minus_second")
    for ten in ("ten_plus_second", "second_only")
    for joker in ("attribute_plus_skill", "plus_second")
    for when in ("greater", "at_least")
]


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 2**32),
    st.integers(1, 54),
    st.integers(0, 54),
    st.integers(0, 3),
    st.sampled_from(CHAINED),
    st.integers(0, 20),
    st.integers(9, 24),
    st.booleans(),
)
def test_u12_u15_the_chained_count_is_the_old_walk_on_deck_states_of_a_session(
    seed, drawn, discarded, in_hands, options, base, difficulty, with_hand_card
) -> None:
    """Rules U-10 … U-15, U-23: a deck with cards drawn, discarded and held, old walk vs new count."""
    # rules U-10, U-11, U-12, U-13, U-14, U-15, U-23
    order = list(DECK)
    random.Random(seed).shuffle(order)
    draw = order[: 54 - min(drawn, 53)]
    rest = order[len(draw) :]
    hands, rest = rest[:in_hands], rest[in_hands:]
    discard = rest[:discarded]
    first = hands[0] if with_hand_card and hands else None
    check = Check(base // 2, base - base // 2, difficulty)
    try:
        expected = old.odds_of(check, draw, discard, options, first)
    except OddsUnavailable:
        with pytest.raises(OddsUnavailable):
            odds_of(check, draw, discard, options, first)
        return
    odds = odds_of(check, draw, discard, options, first)
    assert odds.truncated == 0
    for outcome, chance in odds.outcomes.items():
        assert abs(chance - expected.chance(outcome)) <= expected.truncated
