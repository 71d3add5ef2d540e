"""A Founders scenario at the table: checks, suspicion, adversity, circumstances and contests."""

from __future__ import annotations

import pytest

from deskapp.core.errors import UserError
from deskapp.systems.founders.rules import Assist, CheckSetup, FoundersOptions, Modifiers
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersError,
    Scene,
    Tag,
)
from deskapp.systems.founders.state import ContestParty, Scenario

DIRECTOR = ContestParty(None)


def founders(ana_tokens: int = 2, bo_tokens: int = 0) -> list[Founder]:
    return [
        Founder("Ana", traits=(Tag("Engineer", 2), Tag("Clever")), adversity=ana_tokens),
        Founder("Bo", adversity=bo_tokens),
        Founder("Cy"),
    ]


def begun(
    founders: list[Founder], scene: str = "Scene 1", options: FoundersOptions | None = None
) -> Scenario:
    """A scenario at its start, as the table begins one: a new scenario for these Founders,
    the Director's points one per two of them (F-17)."""
    table = Scenario(tuple(founders), Director(), Scene(scene), options or FoundersOptions())
    return table.new_scenario(scene)


@pytest.fixture
def scenario() -> Scenario:
    return begun(founders(), "Docks")


def check(difficulty: int = 7, *, creates: bool = False, assists=(), helping=()) -> CheckSetup:
    return CheckSetup(difficulty, Modifiers(tuple(helping), (), tuple(assists)), creates)


def refused(scenario: Scenario, action, message: str) -> None:
    """``action`` is refused with ``message`` and ``scenario`` is left exactly as it was."""
    before = scenario.to_json()
    with pytest.raises(UserError, match=message):
        action(scenario)
    assert scenario.to_json() == before


# -- F-17 the start -----------------------------------------------------------------------------


def test_f17_the_director_starts_with_a_point_per_two_founders(scenario: Scenario) -> None:
    # rule F-17: three Founders, two points.
    assert scenario.director.suspicion == 2
    assert begun(founders()[:2]).director.suspicion == 1
    assert scenario.scene == Scene("Docks")


def test_f17_a_late_arrival_does_not_change_the_directors_points(scenario: Scenario) -> None:
    # rule F-17: points are counted at the start of the scenario.
    later = scenario.with_founder(Founder("Dee"))
    assert [founder.name for founder in later.founders] == ["Ana", "Bo", "Cy", "Dee"]
    assert later.director.suspicion == 2


def test_f17_founders_are_unique_in_a_scenario() -> None:
    # rule F-17
    with pytest.raises(FoundersError, match="scenario: founders\\[1\\] repeats the name 'ana'"):
        begun([Founder("Ana"), Founder("ana")])


# -- checks: F-10 … F-15 ------------------------------------------------------------------------


def test_f14_a_failed_check_gives_the_founder_a_token(scenario: Scenario) -> None:
    # rule F-14
    after, result = scenario.check("Bo", check(10), [3, 4])
    assert not result.succeeded
    assert after.founder("Bo").adversity == 1
    assert scenario.founder("Bo").adversity == 0  # the old value stands


def test_f14_tokens_spent_are_gone_and_a_failure_still_brings_one(scenario: Scenario) -> None:
    # rule F-14: Ana spends both tokens, still fails, and receives one.
    after, result = scenario.check("ana", check(13), [2, 3], adversity=2)
    assert result.total == 7 and not result.succeeded
    assert after.founder("Ana").adversity == 1


def test_f14_spending_more_tokens_than_held_is_refused(scenario: Scenario) -> None:
    # rule F-14
    refused(
        scenario,
        lambda s: s.check("Ana", check(), [3, 4], adversity=3),
        "Ana has 2 adversity tokens: cannot spend 3",
    )


def test_f11_tokens_are_not_wasted_on_snake_eyes(scenario: Scenario) -> None:
    # rules F-11, F-14
    refused(
        scenario,
        lambda s: s.check("Ana", check(), [1, 1], adversity=1),
        "snake eyes fail whatever is added: Ana keeps the adversity tokens",
    )


def test_f11_snake_eyes_put_a_bad_circumstance_on_the_scene(scenario: Scenario) -> None:
    # rule F-11: named after the roller until the Director names it.
    after, _ = scenario.check("Ana", check(4), [1, 1])
    assert after.scene.circumstances == (Circumstance("Ana's snake eyes", "bad"),)
    again, _ = after.check("Ana", check(4), [1, 1])
    assert again.scene.circumstances[-1].name == "Ana's snake eyes 2"
    named = again.with_scene(again.scene.rename("Ana's snake eyes", "Alarm raised"))
    assert named.scene.circumstance("alarm raised").kind == "bad"


def test_f12_boxcars_put_a_good_circumstance_on_the_scene(scenario: Scenario) -> None:
    # rule F-12
    after, result = scenario.check("Bo", check(20), [6, 6])
    assert result.succeeded
    assert after.scene.circumstances == (Circumstance("Bo's boxcars", "good"),)
    assert after.founder("Bo").adversity == 0


def test_f15_a_risky_reroll_gives_the_director_a_point(scenario: Scenario) -> None:
    # rule F-15
    after, result = scenario.check("Bo", check(10), [3, 4], reroll=[5, 5])
    assert result.succeeded and result.rerolled == (5, 5)
    assert after.director.suspicion == 3


def test_f15_a_risky_reroll_of_a_succeeding_roll_is_refused(scenario: Scenario) -> None:
    # rule F-15: Engineer 2 makes 3+4 meet Hard 9 before tokens.
    refused(
        scenario,
        lambda s: s.check("Ana", check(9, helping=[Tag("Engineer", 2)]), [3, 4], reroll=[6, 6]),
        "no risky reroll",
    )


def test_f10_the_founder_must_be_in_the_scenario(scenario: Scenario) -> None:
    # rule F-10
    refused(
        scenario,
        lambda s: s.check("Zed", check(), [3, 4]),
        r"no Founder 'Zed' in this scenario \(Founders: Ana, Bo, Cy\)",
    )


# -- F-20 assists -------------------------------------------------------------------------------


def test_f20_other_founders_assist_the_leader(scenario: Scenario) -> None:
    # rule F-20: +2 from Bo with a relevant tag, +1 from Cy.
    _, result = scenario.check(
        "Ana", check(10, assists=[Assist(True, "Bo"), Assist(False, "cy")]), [3, 4]
    )
    assert result.total == 10 and result.succeeded


@pytest.mark.parametrize(
    ("assists", "message"),
    [
        ([Assist(True, "Ana")], "Ana rolls in this, so cannot also assist"),
        ([Assist(True, "Bo"), Assist(False, "bo")], "Bo can assist only once"),
        ([Assist(True, "Zed")], "no Founder 'Zed'"),
        ([Assist(True)], "name the Founder who assists"),
    ],
)
def test_f20_assistants_are_other_founders_each_once(
    scenario: Scenario, assists: list[Assist], message: str
) -> None:
    # rule F-20
    refused(scenario, lambda s: s.check("Ana", check(assists=assists), [3, 4]), message)


# -- F-16 complications -------------------------------------------------------------------------


def test_f16_the_director_spends_a_point_on_a_complication(scenario: Scenario) -> None:
    # rule F-16 (b)
    after = scenario.complication("Guards alerted")
    assert after.director.suspicion == 1
    assert after.scene.circumstances == (Circumstance("Guards alerted", "bad", 1),)
    assert after.complication("Locked gate", 2).scene.circumstance("Locked gate").value == 2


def test_f16_no_complication_without_a_point(scenario: Scenario) -> None:
    # rule F-16
    broke = scenario.with_director(Director(0))
    refused(broke, lambda s: s.complication("Rain"), "the Director has 0 suspicion points")


def test_f16_a_complication_needs_a_new_name(scenario: Scenario) -> None:
    # rule F-16
    busy = scenario.complication("Rain")
    refused(busy, lambda s: s.complication("rain"), "already has the circumstance 'Rain'")


# -- F-30, F-31 creating circumstances ----------------------------------------------------------


def test_f30_a_successful_creating_check_adds_a_good_circumstance(scenario: Scenario) -> None:
    # rules F-30, F-31: 5+5 = 10 against Normal, 3 over: value 2.
    after, result = scenario.check("Bo", check(creates=True), [5, 5], circumstance="Cover")
    assert result.circumstance_value == 2
    assert after.scene.circumstances == (Circumstance("Cover", "good", 2),)


def test_f30_a_failed_creating_check_creates_nothing(scenario: Scenario) -> None:
    # rule F-30
    after, _ = scenario.check("Bo", check(creates=True), [2, 3], circumstance="Cover")
    assert after.scene.circumstances == ()
    assert after.founder("Bo").adversity == 1


def test_f30_a_creating_check_names_its_circumstance(scenario: Scenario) -> None:
    # rule F-30
    refused(
        scenario,
        lambda s: s.check("Bo", check(creates=True), [3, 4]),
        "name the circumstance this check creates",
    )
    refused(
        scenario,
        lambda s: s.check("Bo", check(), [3, 4], circumstance="Cover"),
        "only a circumstance-creating check makes a circumstance",
    )


def test_f31_a_later_check_adds_to_an_existing_circumstance(scenario: Scenario) -> None:
    # rule F-31: value 1, then +3 for a check 7 over Normal (6+6 + Engineer 2).
    first, _ = scenario.check("Bo", check(creates=True), [3, 4], circumstance="Cover")
    engineer = check(creates=True, helping=[Tag("Engineer", 2)])
    second, _ = first.check("Ana", engineer, [6, 6], circumstance="cover")
    assert second.scene.circumstance("Cover").value == 1 + 3
    assert [item.name for item in second.scene.circumstances] == ["Cover", "Ana's boxcars"]


# -- F-32 scenes --------------------------------------------------------------------------------


def test_f32_circumstances_end_with_the_scene_traits_and_tokens_stay(scenario: Scenario) -> None:
    # rule F-32
    hurt = scenario.founder("Bo").add_consequence(Tag("Wounded"))
    played, _ = scenario.with_founder(hurt).check(
        "Bo", check(creates=True), [5, 5], circumstance="Cover"
    )
    played = played.complication("Rain")
    following = played.next_scene("Warehouse")
    assert following.scene == Scene("Warehouse")
    assert following.founders == played.founders
    assert following.founder("Bo").consequences == (Tag("Wounded"),)
    assert following.founder("Ana").traits == (Tag("Engineer", 2), Tag("Clever"))
    assert following.director == played.director


# -- F-21 contests ------------------------------------------------------------------------------


def test_f21_both_roll_with_their_tags_and_the_higher_total_wins(scenario: Scenario) -> None:
    # rule F-21: neither side can do anything, so the contest is over at once.
    calm = scenario.with_director(Director(0)).with_founder(Founder("Bo"))
    ana = ContestParty("Bo", Modifiers(helping=(Tag("Quick", 3),)))
    after = calm.start_contest(ana, DIRECTOR, [3, 4], [4, 5])
    assert after.contest is not None and after.contest.finished
    assert after.contest.totals == (10, 9)
    assert after.contest.winner == 0
    assert after.contest.describe() == "Bo 10 vs the Director 9: Bo wins"


def test_f21_sides_take_turns_until_both_pass(scenario: Scenario) -> None:
    # rule F-21: Ana (2 tokens) is behind and moves first; the Director rerolls; Ana spends.
    start = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
    contest = start.contest
    assert contest is not None and contest.to_move == 0
    assert start.contest_actions() == {"pass", "adversity", "risky_reroll"}
    step = start.contest_spend_adversity(2)
    assert step.founder("Ana").adversity == 0
    assert step.contest.totals == (7, 8) and step.contest.to_move == 1
    assert step.contest_actions() == {"pass", "suspicion_reroll"}
    step = step.contest_reroll("suspicion_reroll", [1, 2])
    assert step.director.suspicion == 1
    # Ana has nothing left to do, so her turn passes by itself; the Director decides.
    assert step.contest.to_move == 1
    assert [(turn.side, turn.action, turn.forced) for turn in step.contest.turns] == [
        (0, "adversity", False),
        (1, "suspicion_reroll", False),
        (0, "pass", True),
    ]
    over = step.contest_pass()
    assert over.contest.finished and over.contest.winner == 0
    assert over.director.suspicion == 1
    assert over.founder("Ana").adversity == 0


def test_f21_the_side_ahead_waits_for_the_side_behind(scenario: Scenario) -> None:
    # rule F-21: the Director leads, so Ana moves first; with Ana ahead, the Director.
    behind = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
    ahead = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [5, 5], [2, 2])
    assert behind.contest.to_move == 0
    assert ahead.contest.to_move == 1


def test_f21_one_pass_is_not_the_end_if_the_other_side_acts(scenario: Scenario) -> None:
    # rule F-21: the contest ends only when both pass in a row.
    step = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4]).contest_pass()
    assert not step.contest.finished and step.contest.to_move == 1
    step = step.contest_reroll("suspicion_reroll", [3, 3])
    assert not step.contest.finished and step.contest.to_move == 0
    step = step.contest_spend_adversity(1).contest_pass().contest_pass()
    assert step.contest.finished
    assert step.contest.totals == (6, 6) and step.contest.winner is None


def test_f21_a_tie_has_no_winner_by_default(scenario: Scenario) -> None:
    # rule F-21, option contest_tie = tie: nobody failed, so nobody gains a token.
    calm = scenario.with_director(Director(0)).with_founder(Founder("Ana"))
    over = calm.start_contest(ContestParty("Ana"), DIRECTOR, [3, 4], [2, 5]).contest_pass()
    assert over.contest.finished and over.contest.winner is None
    assert over.contest.describe() == "Ana 7 vs the Director 7: a tie, nobody wins"
    assert over.founder("Ana").adversity == 0


def test_f21_option_the_defender_wins_a_tie(scenario: Scenario) -> None:
    # rule F-21, option contest_tie = defender_wins
    calm = begun(
        [Founder("Ana"), Founder("Bo")], options=FoundersOptions(contest_tie="defender_wins")
    ).with_director(Director(0))
    start = calm.start_contest(ContestParty("Ana"), ContestParty("Bo"), [3, 4], [2, 5])
    # Ana, losing the tie, could take the risky reroll; she passes, Bo has nothing to do.
    assert start.contest_actions() == {"pass", "risky_reroll"}
    over = start.contest_pass()
    assert over.contest.winner == 1
    assert over.founder("Ana").adversity == 1


def test_f14_f21_the_founder_who_loses_a_contest_gains_a_token(scenario: Scenario) -> None:
    # rules F-14, F-21, option contest_loser_gains_adversity
    calm = scenario.with_director(Director(0)).with_founder(Founder("Bo"))
    lost = calm.start_contest(ContestParty("Bo"), DIRECTOR, [2, 2], [5, 5]).contest_pass()
    assert lost.contest.winner == 1 and lost.founder("Bo").adversity == 1
    spare = FoundersOptions(contest_loser_gains_adversity=False)
    kind = begun(founders(), "Docks", spare).with_director(Director(0))
    kind = kind.with_founder(Founder("Bo"))
    spared = kind.start_contest(ContestParty("Bo"), DIRECTOR, [2, 2], [5, 5]).contest_pass()
    assert spared.contest.winner == 1 and spared.founder("Bo").adversity == 0


def test_f15_f21_a_losing_founder_may_take_the_risky_reroll_once(scenario: Scenario) -> None:
    # rules F-15, F-21: the Director gains a point and the new roll stands.
    start = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
    step = start.contest_reroll("risky_reroll", [1, 2])
    assert step.director.suspicion == 3
    assert step.contest.challenger.dice == (1, 2) and step.contest.challenger.risky_rerolled
    step = step.contest_pass()
    assert step.contest.to_move == 0
    assert step.contest_actions() == {"pass", "adversity"}
    refused(
        step, lambda s: s.contest_reroll("risky_reroll", [6, 6]), "already taken the risky reroll"
    )


def test_f15_f21_no_risky_reroll_after_tokens_or_when_winning(scenario: Scenario) -> None:
    # rules F-15, F-21
    spent = (
        scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
        .contest_spend_adversity(1)
        .contest_pass()
    )
    refused(
        spent,
        lambda s: s.contest_reroll("risky_reroll", [6, 6]),
        "the risky reroll comes before them",
    )
    winning = scenario.start_contest(ContestParty("Ana"), ContestParty("Bo"), [5, 5], [2, 2])
    winning = winning.contest_pass()  # Bo, behind, passes
    assert winning.contest.to_move == 0
    refused(winning, lambda s: s.contest_reroll("risky_reroll", [6, 6]), "Ana is not losing")


def test_f16_only_the_director_rerolls_with_suspicion_on_his_turn(scenario: Scenario) -> None:
    # rule F-16 (a)
    start = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
    refused(
        start, lambda s: s.contest_reroll("suspicion_reroll", [6, 6]), "only the Director rerolls"
    )
    director_turn = start.contest_pass()
    refused(director_turn, lambda s: s.contest_spend_adversity(), "only Founders spend")
    broke = scenario.with_director(Director(0))
    ahead = broke.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [5, 6])
    assert "suspicion_reroll" not in ahead.contest_actions()


def test_f21_a_founder_against_a_founder(scenario: Scenario) -> None:
    # rules F-15, F-21: a risky reroll in a contest between Founders still alerts the Director.
    start = scenario.start_contest(ContestParty("Bo"), ContestParty("Ana"), [2, 3], [4, 4])
    assert start.contest.to_move == 0
    step = start.contest_reroll("risky_reroll", [5, 6])
    assert step.director.suspicion == 3
    assert step.contest.to_move == 1  # Ana, now behind, may spend tokens


@pytest.mark.parametrize(
    ("option", "circumstances", "winner"),
    [
        ("circumstance", [("Ana's snake eyes", "bad"), ("The Director's snake eyes", "good")], 0),
        ("decide", [("Ana's snake eyes", "bad")], 1),
        ("ignore", [], 0),
    ],
)
def test_f21_snake_eyes_and_boxcars_in_a_contest_follow_the_option(
    option: str, circumstances: list[tuple[str, str]], winner: int
) -> None:
    # rule F-21, option contest_special_rolls; kinds are told from the Founders' side.
    options = FoundersOptions(contest_special_rolls=option)
    calm = begun([Founder("Ana", traits=(Tag("Strong", 5),))], options=options)
    calm = calm.with_director(Director(0))
    strong = ContestParty("Ana", Modifiers(helping=(Tag("Strong", 5),)))
    if option == "circumstance":
        # both roll snake eyes: the Director's bad luck is a good turn for the Founders
        over = calm.start_contest(strong, DIRECTOR, [1, 1], [1, 1])
    else:
        over = calm.start_contest(strong, DIRECTOR, [1, 1], [2, 3])
        if option == "decide":
            over = over.contest_pass()  # Ana, losing to her snake eyes, declines the reroll
    assert over.contest.finished
    assert [(item.name, item.kind) for item in over.scene.circumstances] == circumstances
    assert over.contest.winner == winner


def test_f21_a_contest_must_be_well_formed(scenario: Scenario) -> None:
    # rules F-20, F-21
    ana, bo = ContestParty("Ana"), ContestParty("Bo")
    helped = ContestParty("Ana", Modifiers(assists=(Assist(True, "Cy"),)))
    also = ContestParty("Bo", Modifiers(assists=(Assist(True, "Cy"),)))
    for action, message in [
        (lambda s: s.start_contest(DIRECTOR, DIRECTOR, [3, 4], [3, 4]), "needs a Founder"),
        (lambda s: s.start_contest(ana, ContestParty("ana"), [3, 4], [3, 4]), "against themself"),
        (lambda s: s.start_contest(ana, ContestParty("Zed"), [3, 4], [3, 4]), "no Founder 'Zed'"),
        (lambda s: s.start_contest(helped, also, [3, 4], [3, 4]), "Cy can assist only once"),
        (lambda s: s.start_contest(ana, bo, [3, 4], [3, 9]), "Bo's dice: a d6 cannot show 9"),
        (lambda s: s.contest_pass(), "there is no contest under way"),
        (lambda s: s.end_contest(), "there is no contest to end"),
    ]:
        refused(scenario, action, message)


def test_f21_a_contest_under_way_holds_up_checks_and_the_next_scene(scenario: Scenario) -> None:
    # rules F-21, F-32
    running = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
    for action in (
        lambda s: s.check("Bo", check(), [3, 4]),
        lambda s: s.next_scene("Warehouse"),
        lambda s: s.start_contest(ContestParty("Bo"), DIRECTOR, [3, 4], [3, 4]),
    ):
        refused(running, action, r"a contest is under way \(Ana 5 vs the Director 8: Ana to move\)")
    abandoned = running.end_contest()
    assert abandoned.contest is None and abandoned.founders == running.founders
    over = running.contest_pass().contest_pass()
    assert over.contest.finished
    assert over.check("Bo", check(), [3, 4])[0].contest == over.contest
    assert over.next_scene("Warehouse").contest is None


def test_f21_refused_contest_turns_change_nothing(scenario: Scenario) -> None:
    # rule F-21
    running = scenario.start_contest(ContestParty("Bo"), DIRECTOR, [2, 3], [4, 4])
    refused(running, lambda s: s.contest_spend_adversity(1), "Bo has no adversity token to spend")
    tokens = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
    refused(
        tokens, lambda s: s.contest_spend_adversity(3), "Ana has 2 adversity tokens: cannot spend 3"
    )
    refused(tokens, lambda s: s.contest_spend_adversity(0), "from 1 to 99")
    refused(tokens, lambda s: s.contest_reroll("risky_reroll", [0, 2]), "a d6 cannot show 0")


# -- stored form --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("scene"), "scenario: field 'scene' is missing"),
        (lambda d: d.update(options={"contest_tie": "coin"}), "'contest_tie' must be 'tie' or"),
        (
            lambda d: d["founders"][0].update(adversity=-1),
            r"scenario: founders\[0\].adversity must be a whole number from 0 to 99, not -1",
        ),
        (
            lambda d: None,  # a contest under way lives in the session's events, never its setup
            "scenario: contest must be null when a session starts",
        ),
    ],
)
def test_a_bad_stored_scenario_names_the_field(scenario: Scenario, change, message: str) -> None:
    running = scenario.start_contest(ContestParty("Ana"), DIRECTOR, [2, 3], [4, 4])
    data = running.to_json()
    change(data)
    with pytest.raises(UserError, match=message):
        Scenario.from_json(data)


def test_f31_a_founders_check_never_adds_to_a_circumstance_that_hinders_them(
    scenario: Scenario,
) -> None:
    # rule F-31: a success would otherwise turn a -1 complication into -3
    hindered = scenario.complication("Guards alerted")
    guards = hindered.scene.circumstance("Guards alerted")
    assert guards.index_card() == ("Guards alerted", "\N{MINUS SIGN}1")
    refused(
        hindered,
        lambda s: s.check("Bo", check(creates=True), [6, 5], circumstance="guards alerted"),
        r"'Guards alerted' hinders the Founders: a Founder's check can only create or add to "
        r"a circumstance that helps them \(rule F-31\)",
    )
    helped, _ = hindered.check("Bo", check(creates=True), [5, 5], circumstance="Cover")
    stronger, _ = helped.check("Bo", check(creates=True), [6, 5], circumstance="Cover")
    assert stronger.scene.circumstance("Cover").value == 4  # 2, then 1 + one full 3 over 7
    assert stronger.scene.circumstance("Guards alerted").value == 1


def test_f17_a_new_scenario_resets_the_directors_suspicion_and_starts_its_first_scene(
    scenario: Scenario,
) -> None:
    # rule F-17: whatever was left from the last scenario
    spent = scenario.complication("Rain").complication("Dogs")
    assert spent.director.suspicion == 0
    fresh = spent.new_scenario("The Archive")
    assert fresh.director.suspicion == 2  # three Founders: one per two, rounded up
    assert fresh.scene == Scene("The Archive")
    assert [f.adversity for f in fresh.founders] == [2, 0, 0]  # Founders keep their tokens
    hoarded = scenario.with_director(Director(7)).new_scenario("Scene 1")
    assert hoarded.director.suspicion == 2
    assert (
        begun(founders()[:1]).with_director(Director(0)).new_scenario("Scene 1").director.suspicion
        == 1
    )


# -- a reroll of snake eyes or boxcars: one reading for checks and contests ----------------------


@pytest.mark.parametrize(
    ("option", "left"),
    [("replaced", []), ("stay", [("Ana's snake eyes", "bad")])],
)
def test_f11_f15_a_check_rerolled_from_snake_eyes_follows_the_option(
    scenario: Scenario, option: str, left: list[tuple[str, str]]
) -> None:
    # rules F-11, F-15, table option rerolled_special_rolls
    table = begun(founders(), "Docks", FoundersOptions(rerolled_special_rolls=option))
    after, result = table.check("Ana", check(), [1, 1], reroll=[3, 4])
    assert result.succeeded
    assert [(item.name, item.kind) for item in after.scene.circumstances] == left


@pytest.mark.parametrize(
    ("option", "left"),
    [("replaced", []), ("stay", [("Ana's snake eyes", "bad")])],
)
def test_f11_f15_a_contest_rerolled_from_snake_eyes_reads_as_a_check_does(
    option: str, left: list[tuple[str, str]]
) -> None:
    # rules F-11, F-15, F-21, table option rerolled_special_rolls: the same reading as a check
    options = FoundersOptions(rerolled_special_rolls=option)
    calm = begun([Founder("Ana")], options=options).with_director(Director(0))
    started = calm.start_contest(ContestParty("Ana"), DIRECTOR, [1, 1], [4, 4])
    assert [item.name for item in started.scene.circumstances] == ["Ana's snake eyes"]
    rerolled = started.contest_reroll("risky_reroll", [2, 3])
    assert [(item.name, item.kind) for item in rerolled.scene.circumstances] == left
    assert rerolled.director.suspicion == 1


def test_f16_the_directors_reroll_replaces_the_circumstance_his_roll_brought() -> None:
    # rules F-12, F-16, table option rerolled_special_rolls = replaced (the default)
    table = begun([Founder("Ana", adversity=0)]).with_director(Director(1))
    started = table.start_contest(ContestParty("Ana"), DIRECTOR, [4, 5], [1, 1])
    assert [(c.name, c.kind) for c in started.scene.circumstances] == [
        ("The Director's snake eyes", "good")
    ]
    rerolled = started.contest_reroll("suspicion_reroll", [3, 3])
    assert rerolled.scene.circumstances == ()


@pytest.mark.parametrize(("option", "spent"), [("one", 1), ("value", 3)])
def test_f16_a_complication_costs_as_the_option_reads(option: str, spent: int) -> None:
    # rule F-16, table option complication_cost
    options = FoundersOptions(complication_cost=option)
    table = begun(founders(), options=options).with_director(Director(3))
    after = table.complication("Locked gate", 3)
    assert after.director.suspicion == 3 - spent
    assert after.scene.circumstance("Locked gate").value == 3
    if option == "value":
        poor = table.with_director(Director(2))
        refused(poor, lambda s: s.complication("Locked gate", 3), "cannot spend 3")
