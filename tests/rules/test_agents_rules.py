"""Agents rules in counts: one test from its cards (A-10 … A-21) and the mission track (A-25 … A-37)."""

from __future__ import annotations

import pytest

from deskapp.core.cards import parse_cards
from deskapp.core.errors import UserError
from deskapp.core.options import OptionsError
from deskapp.systems.agents.rules import (
    COMPLICATION,
    SUCCESS,
    AgentsOptions,
    TestError,
    TestSetup,
    Track,
    final_level,
    grade_of,
    initiative,
    next_start_threat,
    opening,
    resolve_test,
    step_sizes,
)


def resolve(cards: str, options: AgentsOptions | None = None, **counts: object):
    return resolve_test(TestSetup(**counts), parse_cards(cards), options)


def notes(cards) -> list[str]:
    return [card.notation for card in cards]


def feed(track: Track, marks: str) -> Track:
    """``"ssc|cr"``: s a success, c a complication, r a rest mark, | a scene end."""
    for mark in marks:
        if mark == "|":
            track.end_scene()
        else:
            track.add(SUCCESS if mark == "s" else COMPLICATION, rest_mark=mark == "r")
    return track


# --- one test ---------------------------------------------------------------------------------


def test_a10_one_card_plus_one_per_described_aspect() -> None:
    # rule A-10
    assert TestSetup().cards_needed() == 1
    assert TestSetup(aspects=3).cards_needed() == 4
    result = resolve("KS 3H 7C", aspects=2)
    assert notes(result.kept) == ["KS", "3H", "7C"]
    with pytest.raises(TestError, match=r"draws 3 cards \(1 base \+ 2 aspects\), not 2"):
        resolve("KS 3H", aspects=2)


def test_a11_each_exhausted_aspect_removes_one_complication() -> None:
    # rule A-11
    result = resolve("3H KS 7D", aspects=2, exhaust=1)
    assert notes(result.removed) == ["3H"] and notes(result.kept) == ["KS", "7D"]
    assert result.exhaust_used == 1 and (result.successes, result.complications) == (1, 1)
    with pytest.raises(TestError, match="2 aspects exhausted for advantages but only 1 described"):
        TestSetup(aspects=1, exhaust=2)


def test_a12_each_exhausted_negative_aspect_removes_one_success() -> None:
    # rule A-12
    result = resolve("KS 3H 7C 9D", aspects=2, negative=1, negative_exhausted=1)
    assert notes(result.removed) == ["KS"] and result.negative_exhausted_used == 1
    assert (result.successes, result.complications) == (1, 2)
    with pytest.raises(
        TestError, match="1 negative aspect exhausted as disadvantages but only 0 used"
    ):
        TestSetup(negative_exhausted=1)


def test_a12_a_used_negative_aspect_draws_a_card_whose_black_result_is_discarded() -> None:
    # rule A-12 (table option "disadvantage draw", default "both")
    result = resolve("3H 7C KS", aspects=1, negative=1)
    assert notes(result.discarded) == ["KS"] and notes(result.kept) == ["3H", "7C"]
    red = resolve("3H 7C KD", aspects=1, negative=1)
    assert red.discarded == () and red.complications == 2


def test_a14_black_is_a_success_and_red_a_complication_jokers_too() -> None:
    # rule A-14
    options = AgentsOptions(deck="standard54")
    result = resolve("BJ RJ AS AH AC AD", options, aspects=5)
    assert (result.successes, result.complications) == (3, 3)
    assert notes(result.success_cards) == ["BJ", "AS", "AC"]


def test_a15_temporary_aspects_draw_a_card_and_cannot_be_exhausted() -> None:
    # rule A-15
    assert TestSetup(aspects=1, temporary=2).cards_needed() == 4
    with pytest.raises(TestError, match="temporary aspects cannot be exhausted"):
        TestSetup(aspects=0, temporary=2, exhaust=1)
    result = resolve("KS 3H 7C", temporary=2)
    assert result.complications == 1


def test_a16_advantages_before_disadvantages_and_the_last_card_stays() -> None:
    # rule A-16
    result = resolve("3H KS", aspects=1, exhaust=1, negative=0, disadvantages=1)
    assert notes(result.removed_by_advantage) == ["3H"]
    assert result.removed_by_disadvantage == () and notes(result.kept) == ["KS"]
    alone = resolve("3H", exhaust=0, advantages=3)
    assert notes(alone.kept) == ["3H"] and alone.removed == ()


def test_a16_an_advantage_with_nothing_to_remove_is_not_used() -> None:
    # rule A-16: the player decides whether to use it, so the aspect stays fresh
    result = resolve("KS 7C QH", aspects=2, exhaust=2)
    assert notes(result.removed) == ["QH"] and result.exhaust_used == 1
    free_first = resolve("KS 7C QH", aspects=2, exhaust=1, advantages=1)
    assert free_first.exhaust_used == 0


def test_a16_the_named_cards_are_removed_instead_of_the_earliest_drawn() -> None:
    # rule A-16: the player picks the complications, the Coordinator the successes
    result = resolve("3H KS 7D 9C", aspects=3, exhaust=1, disadvantages=1, remove=("7D", "9C"))
    assert notes(result.removed_by_advantage) == ["7D"]
    assert notes(result.removed_by_disadvantage) == ["9C"]
    assert notes(result.kept) == ["3H", "KS"] and result.exhaust_used == 1
    helped = resolve("3H KS 7D 9H", aspects=3, exhaust=1, helped=1, remove=("9H", "3H"))
    assert notes(helped.removed_by_advantage) == ["3H"] and notes(helped.cancelled) == ["9H"]
    assert notes(helped.kept) == ["KS", "7D"]
    # A colour left unnamed goes earliest first, as without names; notations or cards alike.
    only_black = resolve("3H KS 7D 9C", aspects=3, exhaust=1, disadvantages=1, remove=("9C",))
    assert notes(only_black.removed) == ["3H", "9C"]
    assert resolve("3H KS 7D", aspects=2, exhaust=1, remove=parse_cards("7D")).kept == (
        resolve("3H KS 7D", aspects=2, exhaust=1, remove=("7d",)).kept
    )


def test_a19_a16_a_named_removal_leaves_the_earliest_kept_complication_for_an_aspect() -> None:
    # rule A-16, rule A-19
    result = resolve("3H KS 7D", aspects=2, exhaust=1, to_aspect=1, remove=("3H",))
    assert notes(result.to_aspect) == ["7D"] and result.complications == 0


def test_a16_a_named_card_of_a_colour_nothing_removes_is_refused() -> None:
    # rule A-16: advantages remove complications, disadvantages successes
    with pytest.raises(TestError, match=r"^KS is a success: only a disadvantage removes one"):
        resolve("3H KS 7D", aspects=2, exhaust=1, remove=("KS",))
    with pytest.raises(TestError, match=r"^3H is a complication: only an advantage or trust"):
        resolve("3H KS 7D", aspects=2, disadvantages=1, remove=("3H",))


def test_a16_a_named_card_must_be_drawn_and_on_the_table() -> None:
    # rule A-16, rule A-44: a discarded black card is not on the table to remove
    with pytest.raises(TestError, match=r"^Q♠ was not drawn in this test"):
        resolve("3H KS", aspects=1, disadvantages=1, remove=("QS",))
    with pytest.raises(TestError, match=r"^2♠ is the black card of a negative aspect"):
        resolve("3H KS 2S", aspects=1, negative=1, negative_exhausted=1, remove=("2S",))
    with pytest.raises(TestError, match=r"^K♠ is named twice"):
        resolve("3H KS 7C", aspects=2, disadvantages=2, remove=("KS", "ks"))
    with pytest.raises(UserError, match=r"'XX' is not a card"):
        resolve("3H KS", aspects=1, exhaust=1, remove=("XX",))


def test_a16_a_named_removal_never_takes_the_last_card() -> None:
    # rule A-16: after advantages and disadvantages at least one card stays
    with pytest.raises(TestError, match=r"^K♠ cannot be removed: at least one card stays"):
        resolve("3H KS", aspects=1, exhaust=1, disadvantages=1, remove=("KS",))
    with pytest.raises(TestError, match=r"^3♥ 7♦ cannot all be removed: at least one card"):
        resolve("3H 7D", aspects=1, exhaust=1, advantages=1, remove=("3H", "7D"))
    assert notes(resolve("3H 7D", aspects=1, exhaust=1, advantages=1, remove=("7D",)).kept) == [
        "3H"
    ]


def test_a16_the_named_cards_match_the_advantages_and_disadvantages_used() -> None:
    # rule A-16
    with pytest.raises(
        TestError, match=r"the advantages and trust help remove 2 complications here: name 2, not 1"
    ):
        resolve("3H KS 7D", aspects=2, exhaust=2, remove=("7D",))
    with pytest.raises(
        TestError, match=r"the advantages and trust help remove 1 complication here: name 1, not 2"
    ):
        resolve("3H KS 7D", aspects=2, exhaust=1, remove=("3H", "7D"))
    with pytest.raises(TestError, match=r"the disadvantages remove 1 success here: name 1, not 2"):
        resolve("3H KS 7C", aspects=2, disadvantages=1, remove=("KS", "7C"))


def test_a18_a_clean_success_a_clean_complication_or_a_mix() -> None:
    # rule A-18
    assert resolve("KS 7C", aspects=1).reading == "clean success"
    assert resolve("KH 7D", aspects=1).reading == "clean complication"
    assert resolve("KS 7D", aspects=1).reading == "mix"


def test_a19_a_complication_turned_into_a_negative_aspect_does_not_count() -> None:
    # rule A-19
    result = resolve("KS 3H 7D", aspects=2, to_aspect=1)
    assert notes(result.to_aspect) == ["3H"] and result.complications == 1
    assert notes(result.complication_cards) == ["7D"] and result.removed == ()
    with pytest.raises(
        TestError, match="2 complications are to become negative aspects but only 1"
    ):
        resolve("KS 3H", aspects=1, to_aspect=2)


def test_a21_kept_cards_score_removed_and_discarded_ones_never_do() -> None:
    # rule A-21
    result = resolve("3H KS 7C 9D 2S", aspects=2, exhaust=1, negative=2, negative_exhausted=1)
    assert notes(result.discarded) == ["2S"] and notes(result.removed) == ["3H", "KS"]
    assert notes(result.success_cards) == ["7C"] and notes(result.complication_cards) == ["9D"]
    assert result.to_json() == {
        "cards": ["3H", "KS", "7C", "9D", "2S"],
        "kept": ["7C", "9D"],
        "removed": ["3H", "KS"],
        "discarded": ["2S"],
        "successes": 1,
        "complications": 1,
        "outcome": "mix",
    }


def test_a44_a_partial_distrust_card_is_drawn_last_and_discarded_if_black() -> None:
    # rule A-44
    assert TestSetup(aspects=1, distrust=1).describe_draw() == "1 base + 1 aspect + 1 distrust"
    result = resolve("3H 7D KS", aspects=1, distrust=1)
    assert notes(result.discarded) == ["KS"] and result.complications == 2


def test_a42_trust_help_cancels_kept_complications_but_never_the_last_card() -> None:
    # rule A-42
    result = resolve("3H 7D KS", aspects=2, helped=1)
    assert notes(result.cancelled) == ["3H"] and result.complications == 1
    with pytest.raises(
        TestError, match="only 0 can be cancelled: the last card on the table stays"
    ):
        resolve("3H", helped=1)


def test_duplicate_or_wrongly_counted_cards_are_refused() -> None:
    with pytest.raises(TestError, match="KS is drawn twice"):
        resolve("KS KS", aspects=1)
    with pytest.raises(TestError, match="exhaust cannot be below zero"):
        TestSetup(exhaust=-1)


@pytest.mark.parametrize(
    ("reading", "cards", "kept", "discarded", "removed"),
    [
        ("both", "3H KS 7C", ["3H"], ["7C"], ["KS"]),
        ("extra_card", "3H KS 7C", ["3H", "KS"], ["7C"], []),
        ("remove_success", "3H KS", ["3H"], [], ["KS"]),
    ],
)
def test_the_disadvantage_draw_option_reads_a12_a15_a44_three_ways(
    reading: str, cards: str, kept: list[str], discarded: list[str], removed: list[str]
) -> None:
    # rule A-12, rule A-15 (interpretation "disadvantage draw")
    options = AgentsOptions(disadvantage_draw=reading)
    result = resolve(cards, options, aspects=1, negative=1, negative_exhausted=1)
    assert (notes(result.kept), notes(result.discarded), notes(result.removed)) == (
        kept,
        discarded,
        removed,
    )


# --- options ------------------------------------------------------------------------------------


def test_options_defaults_follow_the_rules_file() -> None:
    assert AgentsOptions().to_json() == {
        "step": None,
        "milestone_step": "agents",
        "final_level": 4,
        "disadvantage_draw": "both",
        "grading": "thirds",
        "tie_break": "coordinator",
        "threat_cards": "face_up",
        "rest_marks": "next_scene",
        "deck": "standard52",
        "black": 26,
        "red": 26,
    }
    for name, _, text in AgentsOptions.describe():
        assert text, f"option {name} has no help"
    assert AgentsOptions.SYSTEM == "agents"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"step": 0}, "'step' must be 1 or more"),
        ({"final_level": "many"}, "'final_level' must be a whole number or 'agents' or 'aspects'"),
        ({"final_level": 0}, "'final_level' must be 1 or more"),
        ({"disadvantage_draw": "some"}, "'disadvantage_draw' must be 'both' or 'extra_card'"),
        ({"deck": "red_black", "black": 0, "red": 0}, "needs at least one card"),
        ({"steps": 3}, "unknown agents table option 'steps'"),
    ],
)
def test_bad_options_are_refused(data: dict, message: str) -> None:
    with pytest.raises(OptionsError, match=message):
        AgentsOptions.from_json(data)


def test_the_deck_option_builds_the_deck() -> None:
    assert len(AgentsOptions().deck_spec().cards()) == 52
    assert len(AgentsOptions(deck="standard54").deck_spec().cards()) == 54
    custom = AgentsOptions(deck="red_black", black=10, red=20).deck_spec().cards()
    assert sum(card.is_red for card in custom) == 20 and len(custom) == 30


# --- the track ---------------------------------------------------------------------------------


def test_a25_the_initiative_goes_with_the_larger_total() -> None:
    # rule A-25
    assert initiative(3, 2) == "agents"
    assert initiative(2, 3) == "pressure"
    assert initiative(2, 2) == "tie"
    first_card = AgentsOptions(tie_break="first_card")
    (red,) = parse_cards("QH")
    assert opening(2, 2, red, first_card) == "pressure"
    assert opening(2, 2, red, AgentsOptions()) == "tie"
    assert opening(2, 2, None, first_card) == "tie"


def test_a30_threat_rises_one_level_per_step_of_complications() -> None:
    # rule A-30
    assert step_sizes(AgentsOptions(), 2)[0] == 3  # the tested minimum is 3
    assert step_sizes(AgentsOptions(), 5)[0] == 5
    assert step_sizes(AgentsOptions(step=2), 5)[0] == 2
    track = feed(Track(step=3, final=4), "cc")
    assert track.threat == 0
    assert feed(track, "c").threat == 1 and feed(track, "ccc").threat == 2


def test_a08_a30_threat_starts_at_the_starting_level() -> None:
    # rule A-08, rule A-30
    track = feed(Track(step=3, final=4, start_threat=2), "ccc")
    assert track.threat == 3
    with pytest.raises(TestError, match="already reaches the final level 4"):
        Track(step=3, final=4, start_threat=4)


def test_a32_a_milestone_per_step_of_successes() -> None:
    # rule A-32
    track = feed(Track(step=3, final=4), "ss")
    assert track.milestones == 0 and feed(track, "s").milestones == 1
    assert feed(track, "sss").milestones == 2


def test_a32_milestones_take_the_number_of_agents_without_the_threats_minimum() -> None:
    # rule A-32: no minimum; rule A-30: the Threat's is 3
    assert step_sizes(AgentsOptions(), 2) == (3, 2)
    assert step_sizes(AgentsOptions(), 1) == (3, 1)
    assert step_sizes(AgentsOptions(milestone_step="threat"), 2) == (3, 3)
    assert step_sizes(AgentsOptions(step=4, milestone_step="threat"), 2) == (4, 4)
    assert step_sizes(AgentsOptions(step=2), 1) == (2, 2)
    for reading in ("agents", "threat"):
        assert step_sizes(AgentsOptions(milestone_step=reading), 3) == (3, 3)
        assert step_sizes(AgentsOptions(milestone_step=reading), 5) == (5, 5)
    track = Track(step=3, final=4, milestone_step=2)
    assert [feed(track, "s").milestones for _ in range(8)] == [0, 1, 1, 2, 2, 3, 3, 4]
    assert track.outcome == "success" and track.threat == 0
    assert feed(Track(step=3, final=4, milestone_step=2), "cc").threat == 0


def test_a33_the_higher_level_leads_and_on_equal_levels_the_one_reached_first() -> None:
    # rule A-33
    assert Track(step=3, final=4).leading is None
    assert feed(Track(step=3, final=4), "ccc").leading == "threat"
    assert feed(Track(step=3, final=4), "sssccc").leading == "milestone"
    assert feed(Track(step=3, final=4), "cccsss").leading == "threat"
    assert feed(Track(step=3, final=4), "cccssssss").leading == "milestone"
    started = feed(Track(step=3, final=4, start_threat=1), "sss")
    assert started.leading == "threat"  # the starting Threat was there first


def test_a33_after_a_rest_who_leads_counts_only_the_threat_in_effect() -> None:
    # rule A-33 with: a Threat level reached only through this scene's rest marks
    # is not in effect yet, so it does not lead until the next scene opens
    rested = feed(Track(step=3, final=4), "rrr")
    assert rested.threat == 1 and rested.threat_in_effect == 0 and rested.leading is None
    assert feed(rested, "|").leading == "threat"
    behind = feed(Track(step=3, final=4), "sssrrr")
    assert behind.leading == "milestone"
    assert feed(Track(step=3, final=4), "rrrsss").leading == "milestone"
    later = feed(Track(step=3, final=4), "rrr|sss")
    assert later.leading == "threat"  # in effect as scene 2 opened, before the milestone
    at_once = feed(Track(step=3, final=4, rest_marks_next_scene=False), "rrrsss")
    assert at_once.leading == "threat"  # the table option counts rest marks at once


def test_a34_the_mission_ends_at_the_final_level() -> None:
    # rule A-34
    assert final_level(AgentsOptions(), [3, 3, 3]) == 4
    assert final_level(AgentsOptions(final_level=6), [3]) == 6
    assert final_level(AgentsOptions(final_level="agents"), [1] * 5) == 5
    assert final_level(AgentsOptions(final_level="agents"), [1] * 2) == 4
    assert final_level(AgentsOptions(final_level="aspects"), [7, 6, 6]) == 6
    assert final_level(AgentsOptions(final_level="aspects"), [2, 3]) == 4
    track = feed(Track(step=1, final=4), "sss")
    assert track.outcome is None and feed(track, "s").outcome == "success"


def test_a35_success_when_the_last_milestone_comes_first_and_it_is_never_reversed() -> None:
    # rule A-35
    track = feed(Track(step=1, final=2), "ss")
    assert track.outcome == "success" and not track.locked
    feed(track, "|cccc")
    assert track.outcome == "success" and track.locked and track.threat == 4


def test_a36_failure_when_the_last_threat_level_comes_first() -> None:
    # rule A-36
    track = feed(Track(step=1, final=2), "scc|ss")
    assert track.outcome == "failure" and track.locked


def test_a37_pyrrhic_when_both_are_reached_in_the_same_scene() -> None:
    # rule A-37
    assert feed(Track(step=1, final=2), "sscc").outcome == "pyrrhic"
    assert feed(Track(step=1, final=2), "ccss").outcome == "pyrrhic"
    assert feed(Track(step=1, final=2), "cc|ss").outcome == "failure"


def test_a35_a36_grades_by_thirds_and_the_next_starting_threat() -> None:
    # rule A-35, rule A-36 (interpretation "grading", default thirds: s·F = 12 here)
    assert grade_of("success", 12, 3, 3, 4) == "total"
    assert grade_of("success", 12, 4, 3, 4) == "normal"
    assert grade_of("success", 12, 8, 3, 4) == "narrow"
    assert grade_of("failure", 3, 12, 3, 4) == "total"
    assert grade_of("failure", 8, 12, 3, 4) == "narrow"
    assert grade_of("pyrrhic", 12, 12, 3, 4) == "narrow"
    # two steps (A-30, A-32): complications by the Threat's, successes by the milestones'
    assert grade_of("success", 8, 3, 3, 4, milestone_step=2) == "total"
    assert grade_of("failure", 3, 12, 3, 4, milestone_step=2) == "normal"
    assert grade_of(None, 0, 0, 3, 4) is None
    assert next_start_threat("success", "total", 2, 4) == 1
    assert next_start_threat("success", "normal", 2, 4) == 2
    assert next_start_threat("failure", "narrow", 0, 4) == 1


def test_a37_a22_a_last_threat_level_reached_by_rest_marks_counts_from_the_next_scene() -> None:
    # rules A-37, A-22 (interpretation "rest marks", default next_scene)
    track = feed(Track(step=1, final=3), "cc" + "r")
    assert (track.threat, track.threat_in_effect, track.outcome) == (3, 2, None)
    feed(track, "sss")  # the last milestone comes in the same scene: a success, not pyrrhic
    assert track.outcome == "success"
    feed(track, "|")
    assert track.outcome == "success" and track.locked  # decided before the marks counted
    late = feed(Track(step=1, final=3), "ccr|")
    assert late.outcome == "failure" and not late.locked  # the next scene opens on it
    at_once = feed(Track(step=1, final=3, rest_marks_next_scene=False), "ccr")
    assert (at_once.threat_in_effect, at_once.outcome) == (3, "failure")


def test_a35_only_a_mission_that_carried_raised_threat_lowers_the_next_start() -> None:
    # rule A-35
    assert next_start_threat("success", "total", 0, 4) == 0
    assert next_start_threat("success", "total", 1, 4) == 0
    assert next_start_threat("pyrrhic", "narrow", 2, 4) == 2


def test_a36_the_suggested_higher_start_is_one_the_next_mission_accepts() -> None:
    # rule A-36, with: a start at the final level ends the mission before it begins
    assert next_start_threat("failure", "total", 3, 4) == 3
    assert next_start_threat("failure", "total", 2, 4) == 3
    Track(step=3, final=4, start_threat=next_start_threat("failure", "total", 3, 4))
    with pytest.raises(TestError, match="already reaches the final level 4"):
        Track(step=3, final=4, start_threat=4)


def test_a35_the_grade_is_fixed_when_the_deciding_scene_ends() -> None:
    # rule A-35
    track = feed(Track(step=1, final=3), "sss")
    assert track.grade == "total"
    feed(track, "|ccc")
    assert track.grade == "total"
    coordinator_grades = feed(Track(step=1, final=3, grading="coordinator"), "sss")
    assert coordinator_grades.outcome == "success" and coordinator_grades.grade is None
