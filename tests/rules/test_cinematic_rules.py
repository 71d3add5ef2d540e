"""Cinematic cards: one test resolved from fixed cards (rules U-01, U-11 … U-15 and their interpretations)."""

from __future__ import annotations

import dataclasses
import json
import typing

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from deskapp.core.cards import Card, parse_card, parse_cards, standard_54
from deskapp.core.errors import UserError
from deskapp.core.options import OptionsError
from deskapp.systems.cinematic.rules import (
    Check,
    CheckResult,
    CinematicError,
    CinematicOptions,
    Outcome,
    Source,
    UsedCard,
    calls_for_another,
    card_value,
    needs_another_card,
    resolve,
    resolve_cards,
)

CHAIN = CinematicOptions(second_card="chain")


def resolved(attribute: int, skill: int, text: str, difficulty: int = 9, **options) -> CheckResult:
    """Resolve a test from cards written in notation, under the given table options."""
    return resolve_cards(
        Check(attribute, skill, difficulty), parse_cards(text), CinematicOptions(**options)
    )


def supply(text: str):
    """A card supply that hands out these cards and counts how often it was asked."""
    pending = iter(parse_cards(text))

    def next_card() -> Card:
        next_card.calls += 1
        return next(pending)

    next_card.calls = 0
    return next_card


# --- U-01: beat the Difficulty Level ---------------------------------------------------


def test_u01_a_total_above_the_difficulty_level_succeeds() -> None:
    # rule U-01
    result = resolved(3, 2, "5H")
    assert (result.total, result.outcome) == (10, Outcome.SUCCESS)


def test_u01_a_total_equal_to_the_difficulty_level_fails_by_default() -> None:
    # rule U-01: strictly greater, as the original writes "> 9"
    assert resolved(3, 2, "4H").outcome is Outcome.FAILURE
    assert resolved(3, 2, "3H").outcome is Outcome.FAILURE


def test_u01_the_at_least_option_lets_an_equal_total_succeed() -> None:
    # rule U-01: the classic Unisystem reading, a table option
    assert resolved(3, 2, "4H", success_when="at_least").outcome is Outcome.SUCCESS
    assert resolved(3, 2, "3H", success_when="at_least").outcome is Outcome.FAILURE


def test_u01_the_difficulty_level_is_9_by_default_and_never_less() -> None:
    # rule U-01
    assert Check(3, 2).difficulty == 9
    assert resolved(3, 2, "6H", difficulty=12).outcome is Outcome.FAILURE
    assert resolved(3, 2, "8H", difficulty=12).outcome is Outcome.SUCCESS
    with pytest.raises(
        CinematicError, match=r"Difficulty Level must be from 9 \(rule U-01\) to 99, not 8"
    ):
        Check(3, 2, 8)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ((-1, 2), "the attribute must be a whole number from 0 to 99, not -1"),
        ((3, -2), "the skill must be a whole number from 0 to 99, not -2"),
        ((3.5, 2), "the attribute must be a whole number"),
        ((True, 2), "the attribute must be a whole number"),
        ((3, 2, "9"), "Difficulty Level must be from 9"),
        # The upper ends, which the quick path for plain numbers checks too.
        ((100, 2), "the attribute must be a whole number from 0 to 99, not 100"),
        ((3, 100), "the skill must be a whole number from 0 to 99, not 100"),
        ((3, 2, 100), r"Difficulty Level must be from 9 \(rule U-01\) to 99, not 100"),
    ],
)
def test_a_check_refuses_impossible_numbers(arguments, message: str) -> None:
    # rule U-01: Attribute and Skill are ratings of 0 to 99, the Difficulty Level 9 to 99
    with pytest.raises(CinematicError, match=message):
        Check(*arguments)


# --- U-11: number cards -------------------------------------------------------------


@pytest.mark.parametrize("rank", range(2, 10))
def test_u11_number_cards_count_their_value(rank: int) -> None:
    # rule U-11
    result = resolved(2, 1, f"{rank}C")
    assert result.chance == rank and result.total == 3 + rank
    assert len(result.cards) == 1 and result.rule == "U-11"


def test_u11_a_10_as_second_card_counts_10() -> None:
    # rule U-11
    assert resolved(2, 1, "KH 10S").chance == 15


def test_u11_a_number_card_never_asks_for_another() -> None:
    # rule U-11
    next_card = supply("4C")
    result = resolve(Check(3, 2), parse_card("7D"), next_card)
    assert next_card.calls == 0 and [used.card for used in result.cards] == [parse_card("7D")]


# --- U-12: face cards ---------------------------------------------------------------


@pytest.mark.parametrize("face", ["JS", "QH", "KD"])
def test_u12_face_cards_count_5_plus_the_second_card(face: str) -> None:
    # rule U-12
    result = resolved(3, 2, f"{face} 4C")
    assert (result.chance, result.total, result.rule) == (9, 14, "U-12")


def test_u12_two_face_cards_give_10() -> None:
    # rule U-12: the original's own example
    assert resolved(0, 0, "QH KS").chance == 10


def test_u12_the_second_card_is_drawn_by_asking_once() -> None:
    # rule U-12
    next_card = supply("4C 9D")
    result = resolve(Check(3, 2), parse_card("QH"), next_card)
    assert next_card.calls == 1 and result.describe() == "Q♥ + 4♣ = 9 → total 14: success"


# --- U-13: ace, rule of 1s ------------------------------------------------------------


def test_u13_ace_subtracts_the_second_card() -> None:
    # rule U-13: total = Attribute + Skill − second card; the ace adds nothing
    result = resolved(6, 5, "AS 7D")
    assert (result.chance, result.total, result.rule) == (-7, 4, "U-13")
    assert result.outcome is Outcome.FAILURE


def test_u13_a_negative_result_is_a_critical_failure() -> None:
    # rule U-13
    result = resolved(3, 2, "AS 7D")
    assert (result.total, result.outcome) == (-2, Outcome.CRITICAL_FAILURE)
    assert result.describe() == "A♠ − 7♦ = −7 → total −2: critical failure"


def test_u13_a_result_of_exactly_zero_is_not_critical() -> None:
    # rule U-13: only a negative result is
    result = resolved(3, 2, "AH 5C")
    assert (result.total, result.outcome) == (0, Outcome.FAILURE)


def test_u13_a_high_attribute_and_skill_can_still_succeed_on_an_ace() -> None:
    # rule U-13
    assert resolved(10, 8, "AD 2C").outcome is Outcome.SUCCESS


def test_u13_option_the_ace_counts_one() -> None:
    # rule U-13 interpretation, table option "ace"
    result = resolved(3, 2, "AS 7D", ace="one_minus_second")
    assert (result.chance, result.total) == (-6, -1)


# --- U-14: natural 10, rule of 10s -------------------------------------------------------


def test_u14_a_natural_10_adds_10_and_the_second_card() -> None:
    # rule U-14: total = Attribute + Skill + 10 + second card
    result = resolved(1, 1, "10H 5C")
    assert (result.chance, result.total, result.rule) == (15, 17, "U-14")
    assert result.outcome is Outcome.SUCCESS


def test_u14_above_20_is_a_critical_success() -> None:
    # rule U-14
    result = resolved(3, 2, "10H 8C")
    assert (result.total, result.outcome) == (23, Outcome.CRITICAL_SUCCESS)
    assert result.describe() == "10♥ + 8♣ = 18 → total 23: critical success"


def test_u14_exactly_20_is_a_plain_success() -> None:
    # rule U-14: "exceeds 20"
    result = resolved(3, 2, "10H 5C")
    assert (result.total, result.outcome) == (20, Outcome.SUCCESS)


def test_u14_option_the_second_card_replaces_the_10() -> None:
    # rule U-14 interpretation, table option "natural_ten"
    result = resolved(3, 2, "10H 8C", natural_ten="second_only")
    assert (result.chance, result.total, result.outcome) == (8, 13, Outcome.SUCCESS)
    assert result.describe() == "10♥ then 8♣ = 8 → total 13: success"


# --- U-15: jokers -------------------------------------------------------------------


@pytest.mark.parametrize("joker", ["RJ", "BJ"])
def test_u15_a_black_second_card_is_a_critical_failure(joker: str) -> None:
    # rule U-15
    result = resolved(8, 6, f"{joker} 4C")
    assert (result.outcome, result.rule) == (Outcome.CRITICAL_FAILURE, "U-15")


@pytest.mark.parametrize("joker", ["RJ", "BJ"])
def test_u15_a_red_second_card_is_a_critical_success(joker: str) -> None:
    # rule U-15
    assert resolved(0, 0, f"{joker} 2D").outcome is Outcome.CRITICAL_SUCCESS


def test_u15_the_total_shown_is_attribute_plus_skill() -> None:
    # rule U-15 interpretation: the critical result decides, the total is A + S
    result = resolved(3, 2, "RJ KH")
    assert (result.chance, result.total) == (0, 5)
    assert result.describe() == "red joker then K♥ (red) = 0 → total 5: critical success"


def test_u15_a_joker_as_second_card_decides_by_its_colour() -> None:
    # rule U-15: a joker second card counts 0 and its colour is read
    assert resolved(3, 2, "RJ BJ").outcome is Outcome.CRITICAL_FAILURE
    assert resolved(3, 2, "BJ RJ").outcome is Outcome.CRITICAL_SUCCESS


def test_u15_option_the_total_adds_the_second_card() -> None:
    # rule U-15 interpretation, table option "joker_total"
    result = resolved(3, 2, "BJ 9H", joker_total="plus_second")
    assert (result.total, result.outcome) == (14, Outcome.CRITICAL_SUCCESS)


# --- second cards: plain by default, chain as an option --------------------------------


@pytest.mark.parametrize(
    ("text", "chance"),
    [("QH AS", 6), ("QH 10S", 15), ("QH KS", 10), ("QH RJ", 5), ("AS QH", -5), ("10H AS", 11)],
)
def test_u12_u13_u14_a_plain_second_card_triggers_no_rule(text: str, chance: int) -> None:
    # rules U-12, U-13, U-14 interpretation: face 5, ace 1, 10 counts 10, joker 0
    result = resolved(5, 5, text)
    assert result.chance == chance and len(result.cards) == 2


def test_u12_option_chain_a_second_card_applies_its_own_rule() -> None:
    # rule U-12 interpretation, table option "second_card": chain
    result = resolved(3, 2, "QH AS 4C", second_card="chain")
    assert (result.chance, len(result.cards)) == (1, 3)
    assert result.describe() == "Q♥ + (A♠ − 4♣) = 1 → total 6: failure"


def test_u13_chain_a_nested_ace_can_make_a_critical_failure() -> None:
    # rule U-13 under the chain option
    result = resolve_cards(Check(1, 1), parse_cards("JH AS 9C"), CHAIN)
    assert (result.total, result.outcome) == (-2, Outcome.CRITICAL_FAILURE)


def test_u14_chain_a_nested_10_can_make_a_critical_success() -> None:
    # rule U-14 under the chain option
    result = resolve_cards(Check(3, 2), parse_cards("KH 10S 8C"), CHAIN)
    assert (result.total, result.outcome) == (28, Outcome.CRITICAL_SUCCESS)


def test_u15_chain_a_joker_after_a_joker_lets_the_third_card_decide() -> None:
    # rule U-15 under the chain option
    result = resolve_cards(Check(3, 2), parse_cards("RJ BJ 4H"), CHAIN)
    assert (result.outcome, len(result.cards)) == (Outcome.CRITICAL_SUCCESS, 3)
    plain = resolve_cards(Check(3, 2), parse_cards("RJ BJ"))
    assert plain.outcome is Outcome.CRITICAL_FAILURE


def test_u13_chain_the_first_cards_critical_rule_comes_before_a_later_one() -> None:
    # rules U-13, U-15 under the chain option: the ace's negative result decides
    result = resolve_cards(Check(0, 0), parse_cards("AS QH RJ 2D"), CHAIN)
    assert result.total == -5 and result.outcome is Outcome.CRITICAL_FAILURE


def test_u22_every_card_after_the_first_comes_from_the_draw_pile() -> None:
    # rule U-22: the result records where every card came from
    result = resolve_cards(Check(3, 2), parse_cards("QH 4C"), first_source=Source.HAND)
    assert result.cards == (
        UsedCard(parse_card("QH"), Source.HAND),
        UsedCard(parse_card("4C"), Source.DRAW_PILE),
    )


# --- typed cards -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("QH", r"^Q♥ calls for another card \(rule U-12\) but the test was given only 1 card$"),
        ("AS", r"^A♠ calls for another card \(rule U-13\)"),
        ("10D", r"^10♦ calls for another card \(rule U-14\)"),
        ("BJ", r"^black joker calls for another card \(rule U-15\)"),
        ("7H 4C", r"^the test uses 7♥ only: 4♣ is not part of it$"),
        ("QH 4C 5D 6S", r"^the test uses Q♥ 4♣ only: 5♦ 6♠ are not part of it$"),
        ("QH QH", r"^Q♥ is named twice: a deck holds each card once$"),
        ("R3", r"^red card 3 is not a card of a 54-card deck"),
        ("", r"^a test needs at least one card$"),
    ],
)
def test_typed_cards_must_be_exactly_the_cards_of_the_test(text: str, message: str) -> None:
    with pytest.raises(CinematicError, match=message):
        resolve_cards(Check(3, 2), parse_cards(text))


def test_a_chained_card_that_needs_another_says_so() -> None:
    with pytest.raises(CinematicError, match=r"^A♠ calls for another card \(rule U-13, chained\)"):
        resolve_cards(Check(3, 2), parse_cards("QH AS"), CHAIN)


def test_needs_another_card_guides_typing_a_draw_card_by_card() -> None:
    assert needs_another_card([])
    assert needs_another_card(parse_cards("QH"))
    assert not needs_another_card(parse_cards("QH AS"))
    assert needs_another_card(parse_cards("QH AS"), CHAIN)
    assert not needs_another_card(parse_cards("QH AS 3C"), CHAIN)
    assert not needs_another_card(parse_cards("7S"))


def test_card_values_and_which_cards_call_for_another() -> None:
    values = {card.notation: card_value(card) for card in standard_54()}
    assert values["AS"] == 1 and values["10H"] == 10 and values["KD"] == 5 and values["RJ"] == 0
    callers = sorted(card.notation for card in standard_54() if calls_for_another(card))
    assert len(callers) == 4 * 5 + 2  # aces, tens, jacks, queens, kings and the jokers


def test_a_result_is_worked_out_again_from_what_it_stores() -> None:
    result = resolve_cards(
        Check(4, 3, 11), parse_cards("KH AS 2C"), CHAIN, first_source=Source.HAND
    )
    stored = json.loads(json.dumps(result.to_json()))
    cards = parse_cards(" ".join(stored["cards"]))
    source = Source(stored["first_source"])
    assert resolve_cards(Check(**stored["check"]), cards, CHAIN, first_source=source) == result


# --- every reading is a table option with its rule cited ---------------------------------


def test_every_interpretation_is_a_table_option_with_its_default_first() -> None:
    options = CinematicOptions()
    assert options.to_json() == {
        "mode": "direct_draw",
        "success_when": "greater",
        "second_card": "plain",
        "ace": "minus_second",
        "natural_ten": "ten_plus_second",
        "joker_total": "attribute_plus_skill",
        "reshuffle": "when_empty",
        "deck_peek": "top",
        "starting_hand": 6,
        "curse_overflow": "carry_over",
        "curse_empties_hand": "ends",
        "chronicler_hand": True,
    }
    hints = typing.get_type_hints(CinematicOptions)
    for field in dataclasses.fields(CinematicOptions):
        choices = typing.get_args(hints[field.name])
        if choices:
            assert choices[0] == field.default, field.name
    for name, _default, help_text in CinematicOptions.describe():
        assert "rule" in help_text and "U-" in help_text, name


def test_options_round_trip_and_refuse_bad_values() -> None:
    options = CinematicOptions().replace(second_card="chain", starting_hand=4)
    assert CinematicOptions.from_json(options.to_json()) == options
    with pytest.raises(OptionsError, match="'second_card' must be 'plain' or 'chain'"):
        CinematicOptions.from_json({"second_card": "chained"})
    with pytest.raises(OptionsError, match="'starting_hand' must be 0 to 20, not 21"):
        CinematicOptions.from_json({"starting_hand": 21})
    with pytest.raises(UserError):
        CinematicOptions.from_json({"luck": True})


# --- properties over every pair of cards ------------------------------------------------

DECK = standard_54()


# The plain value of each rank as a second card, written out (U-11, U-12 and their default).
PLAIN = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
         "J": 5, "Q": 5, "K": 5}  # fmt: skip


def plain(card: Card) -> int:
    return 0 if card.is_joker else PLAIN[card.notation[:-1]]


def test_u11_u12_the_plain_values_written_out_agree_with_the_cards() -> None:
    # rules U-11, U-12: the table the property below uses, checked once by hand
    assert [plain(parse_card(text)) for text in ("AS", "7H", "10D", "JC", "QS", "KH")] == [
        1, 7, 10, 5, 5, 5,
    ]  # fmt: skip
    assert plain(parse_cards("2S")[0]) == 2


@given(
    first=st.sampled_from(DECK),
    second=st.sampled_from(DECK),
    attribute=st.integers(0, 12),
    skill=st.integers(0, 12),
    difficulty=st.integers(9, 25),
    options=st.builds(
        CinematicOptions,
        success_when=st.sampled_from(["greater", "at_least"]),
        ace=st.sampled_from(["minus_second", "one_minus_second"]),
        natural_ten=st.sampled_from(["ten_plus_second", "second_only"]),
        joker_total=st.sampled_from(["attribute_plus_skill", "plus_second"]),
    ),
)
def test_u01_u15_every_two_card_draw_resolves_as_the_rules_say(
    first: Card, second: Card, attribute: int, skill: int, difficulty: int, options
) -> None:
    # rules U-01, U-11 … U-15: the expected total from the rules, not from the result's parts
    assume(first != second)
    check = Check(attribute, skill, difficulty)
    result = resolve(check, first, iter([second]).__next__, options)
    base = attribute + skill
    outcome = None
    if first.is_joker:  # U-15
        total = base + (plain(second) if options.joker_total == "plus_second" else 0)
        outcome = Outcome.CRITICAL_SUCCESS if second.is_red else Outcome.CRITICAL_FAILURE
    elif first.notation[:-1] == "A":  # U-13
        total = base + (1 if options.ace == "one_minus_second" else 0) - plain(second)
        outcome = Outcome.CRITICAL_FAILURE if total < 0 else None
    elif first.notation[:-1] == "10":  # U-14
        total = base + (10 if options.natural_ten == "ten_plus_second" else 0) + plain(second)
        outcome = Outcome.CRITICAL_SUCCESS if total > 20 else None
    elif first.notation[:-1] in ("J", "Q", "K"):  # U-12
        total = base + 5 + plain(second)
    else:  # U-11
        total = base + plain(first)
    assert result.total == total
    assert [used.card for used in result.cards] == (
        [first] if first.notation[:-1] in "23456789" and not first.is_joker else [first, second]
    )
    if outcome is None:
        beaten = total >= difficulty if options.success_when == "at_least" else total > difficulty
        outcome = Outcome.SUCCESS if beaten else Outcome.FAILURE
    assert result.outcome is outcome


@given(cards=st.permutations(DECK))
def test_u12_a_chain_ends_at_the_first_number_card(cards: list[Card]) -> None:
    # rule U-12 under the chain option: every card after the first but the last called for another
    result = resolve(Check(3, 2), cards[0], iter(cards[1:]).__next__, CHAIN)
    used = [entry.card for entry in result.cards]
    assert used == cards[: len(used)]
    assert all(calls_for_another(card) for card in used[:-1])
    assert len(used) == 1 or not calls_for_another(used[-1])
