"""Properties of the Founders rules over many rolls and many sequences of play (hypothesis)."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from deskapp.core.errors import UserError
from deskapp.systems.founders.rules import (
    Assist,
    CheckSetup,
    FoundersOptions,
    Modifiers,
    circumstance_value,
    resolve_check,
    starting_suspicion,
)
from deskapp.systems.founders.sheet import Circumstance, Director, Founder, FoundersError, Tag
from deskapp.systems.founders.state import ContestParty, Scenario
from tests.rules.test_founders_play import begun

faces = st.tuples(st.integers(1, 6), st.integers(1, 6))
scores = st.lists(st.integers(1, 4), max_size=3)
difficulties = st.one_of(st.sampled_from([4, 7, 10, 13]), st.integers(1, 20))
assists = st.lists(st.booleans().map(Assist), max_size=3)


def modifiers(helping: list[int], hindering: list[int], helpers: list[Assist]) -> Modifiers:
    return Modifiers(
        tuple(Tag(f"h{i}", score) for i, score in enumerate(helping)),
        tuple(Tag(f"x{i}", score) for i, score in enumerate(hindering)),
        tuple(helpers),
    )


@given(faces, scores, scores, assists, st.integers(0, 5), difficulties, st.booleans())
def test_f10_f14_a_check_is_the_sum_of_its_parts(
    dice, helping, hindering, helpers, adversity, difficulty, creates
) -> None:
    # rules F-10, F-11, F-12, F-13, F-14, F-20, F-31
    setup = CheckSetup(difficulty, modifiers(helping, hindering, helpers), creates)
    if sum(dice) == 2 and adversity:
        with pytest.raises(FoundersError, match="snake eyes fail whatever is added"):
            resolve_check(setup, dice, adversity=adversity)  # F-11: no token spent on them
        return
    result = resolve_check(setup, dice, adversity=adversity)
    bonus = sum(2 if assist.relevant else 1 for assist in helpers)
    assert result.total == sum(dice) + sum(helping) - sum(hindering) + bonus + adversity
    if sum(dice) == 2:
        assert not result.succeeded and result.new_circumstance == "bad"
    elif sum(dice) == 12:
        assert result.succeeded and result.new_circumstance == "good"
    else:
        assert result.succeeded == (result.total >= difficulty)
        assert result.new_circumstance is None
    assert result.adversity_gained == (0 if result.succeeded else 1)
    if creates and result.succeeded:
        assert result.circumstance_value is not None and result.circumstance_value >= 1
    else:
        assert result.circumstance_value is None


@given(faces, faces, scores, st.integers(0, 3), difficulties)
def test_f15_a_reroll_is_allowed_exactly_when_the_roll_fails_before_tokens(
    first, second, helping, adversity, difficulty
) -> None:
    # rule F-15
    setup = CheckSetup(difficulty, modifiers(helping, [], []))
    fails = not resolve_check(setup, first).succeeded
    snake_eyes_paid = adversity > 0 and sum(second) == 2  # refused by F-11, not F-15
    try:
        result = resolve_check(setup, first, reroll=second, adversity=adversity)
    except UserError as error:
        assert not fails or (snake_eyes_paid and "rule F-11" in str(error))
    else:
        assert fails
        assert result.standing == second and result.suspicion_gained == 1


@given(st.integers(-30, 30), st.integers(0, 30))
def test_f31_a_circumstance_value_is_at_least_1_and_grows_with_the_margin(margin, more) -> None:
    # rule F-31
    assert circumstance_value(margin) >= 1
    assert circumstance_value(margin + more) >= circumstance_value(margin)
    assert circumstance_value(margin + 3) == circumstance_value(margin) + (margin >= 0)


@given(st.integers(0, 100))
def test_f17_starting_suspicion_is_half_rounded_up(founders) -> None:
    # rule F-17
    points = starting_suspicion(founders)
    assert 2 * points - 1 <= founders <= 2 * points


NAMES = ["Ana", "Bo", "Cy"]


class Play(RuleBasedStateMachine):
    """Random play: every action either succeeds or is refused leaving everything as it was."""

    @initialize(tie=st.sampled_from(["tie", "defender_wins"]))
    def begin(self, tie) -> None:
        # The group's reading of the rules is chosen before play and stays (F-21's tie).
        self.scenario = begun(
            [Founder("Ana", adversity=1), Founder("Bo"), Founder("Cy", adversity=2)],
            options=FoundersOptions(contest_tie=tie),
        )

    def attempt(self, action) -> Scenario | None:
        """Apply ``action``; a refusal must be a UserError and leave the scenario unchanged."""
        before = self.scenario
        stored = json.dumps(before.to_json())
        try:
            after = action(before)
        except UserError as error:
            assert "\n" not in str(error)
            assert json.dumps(before.to_json()) == stored and self.scenario is before
            return None
        if isinstance(after, tuple):
            after = after[0]
        self.scenario = after
        return after

    @rule(
        who=st.sampled_from(NAMES),
        difficulty=difficulties,
        dice=faces,
        reroll=st.none() | faces,
        adversity=st.integers(0, 3),
        helping=scores,
        helper=st.none() | st.sampled_from(NAMES),
        creates=st.booleans(),
    )
    def check(self, who, difficulty, dice, reroll, adversity, helping, helper, creates) -> None:
        # rules F-10 … F-15, F-20, F-30, F-31
        helpers = [] if helper is None else [Assist(True, helper)]
        setup = CheckSetup(difficulty, modifiers(helping, [], helpers), creates)
        points = self.scenario.director.suspicion
        tokens = self.scenario.founder(who).adversity
        name = "Cover" if creates else None
        after = self.attempt(
            lambda s: s.check(
                who, setup, dice, reroll=reroll, adversity=adversity, circumstance=name
            )
        )
        if adversity > tokens:
            assert after is None  # F-14: a Founder spends only the tokens it holds
        if after is not None:
            assert after.director.suspicion == points + (reroll is not None)
            assert after.founder(who).adversity in (tokens - adversity, tokens - adversity + 1)

    @rule(value=st.integers(1, 3))
    def complication(self, value) -> None:
        # rule F-16
        points = self.scenario.director.suspicion
        after = self.attempt(lambda s: s.complication(s.scene.free_name("Trouble"), value))
        assert (after is None) == (points == 0)  # F-16: no point, no complication
        if after is not None:
            assert after.director.suspicion == points - 1

    @rule(
        challenger=st.none() | st.sampled_from(NAMES),
        defender=st.none() | st.sampled_from(NAMES),
        dice=st.tuples(faces, faces),
        strength=st.integers(0, 3),
    )
    def start_contest(self, challenger, defender, dice, strength) -> None:
        # rule F-21
        tags = (Tag("Strong", strength),) if strength else ()
        self.attempt(
            lambda s: s.start_contest(
                ContestParty(challenger, Modifiers(tags)), ContestParty(defender), *dice
            )
        )

    @rule(count=st.integers(0, 2))
    def spend(self, count) -> None:
        # rules F-14, F-21
        self.attempt(lambda s: s.contest_spend_adversity(count))

    @rule(dice=faces)
    def risky_reroll(self, dice) -> None:
        # rules F-15, F-21
        self.attempt(lambda s: s.contest_reroll("risky_reroll", dice))

    @rule(dice=faces)
    def suspicion_reroll(self, dice) -> None:
        # rules F-16, F-21
        self.attempt(lambda s: s.contest_reroll("suspicion_reroll", dice))

    @rule()
    def pass_turn(self) -> None:
        # rule F-21
        self.attempt(lambda s: s.contest_pass())

    @precondition(lambda self: self.scenario.contest is not None)
    @rule()
    def end_contest(self) -> None:
        self.attempt(lambda s: s.end_contest())

    @rule()
    def next_scene(self) -> None:
        # rule F-32
        after = self.attempt(lambda s: s.next_scene("Next"))
        if after is not None:
            assert after.scene.circumstances == () and after.contest is None

    @invariant()
    def contest_turns_alternate(self) -> None:
        # rule F-21
        contest = self.scenario.contest
        if contest is None:
            return
        sides = [turn.side for turn in contest.turns]
        assert all(a != b for a, b in zip(sides, sides[1:], strict=False))
        if contest.finished:
            assert [turn.action for turn in contest.turns[-2:]] == ["pass", "pass"]
        else:
            assert self.scenario.contest_actions() - {"pass"}, "a side with nothing to do must pass"

    @invariant()
    def the_scenario_round_trips_through_json(self) -> None:
        # A setup holds no contest: one under way lives in the session's events alone.
        stored = json.loads(json.dumps(self.scenario.to_json()))
        without = dataclasses.replace(self.scenario, contest=None)
        assert Scenario.from_json({**stored, "contest": None}) == without


Play.TestCase.settings = settings(max_examples=80, stateful_step_count=30, deadline=None)
test_founders_play_state_machine = pytest.mark.slow(Play.TestCase)


def test_f14_f16_f31_the_model_refuses_negative_tokens_points_and_values() -> None:
    # rules F-14, F-16, F-31: the state machine above cannot reach them; the constructors refuse
    with pytest.raises(FoundersError, match="adversity"):
        Founder("Ana", adversity=-1)
    with pytest.raises(FoundersError, match="suspicion"):
        Director(-1)
    with pytest.raises(FoundersError, match="value"):
        Circumstance("Fog", "bad", 0)
    assert (Founder("Ana").adversity, Director(0).suspicion, Circumstance("Fog", "bad").value) == (
        0,
        0,
        1,
    )


def test_f14_f16_spending_more_than_is_held_is_refused_and_changes_nothing() -> None:
    # rules F-14, F-16
    scenario = begun([Founder("Ana", adversity=1), Founder("Bo")])
    with pytest.raises(FoundersError, match="^Ana has 1 adversity token: cannot spend 2$"):
        scenario.check("Ana", CheckSetup(7, modifiers([], [], [])), (3, 3), adversity=2)
    drained = scenario.complication("Rain")
    assert drained.director.suspicion == 0
    with pytest.raises(
        FoundersError, match="^the Director has 0 suspicion points: cannot spend 1$"
    ):
        drained.complication("Dogs")
