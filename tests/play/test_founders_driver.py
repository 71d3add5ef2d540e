"""The Founders driver: checks, rerolls, contests and circumstances as logged, replayable actions."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deskapp.core import systems
from deskapp.core.errors import UserError
from deskapp.core.exchange import add_import, check_import, export_campaign
from deskapp.core.play.actions import ActionDriver
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice, check_players
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of, driver_class
from deskapp.systems.founders.driver import FoundersDriver
from deskapp.systems.founders.rules import FoundersOptions
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersGameMaster,
    Scene,
    Tag,
)
from deskapp.systems.founders.view import FoundersView


def founders() -> list[Founder]:
    return [
        Founder("Ana", (Tag("Engineer", 2), Tag("Clever")), (Tag("Tired"),), adversity=1),
        Founder("Bo", (Tag("Strong", 2),)),
        Founder("Čeněk", (Tag("Sailor"),)),
    ]


def fog_scene() -> FoundersGameMaster:
    return FoundersGameMaster(
        Director(2), Scene("Docks", (Circumstance("Fog", "bad", 2), Circumstance("Ally", "good")))
    )


def setup(mirror: bool = False, **options: Any) -> dict[str, Any]:
    return FoundersDriver.setup_from_campaign(TableChoice(founders(), fog_scene(), options, mirror))


def driver(mirror: bool = False, seed: int = 7, **options: Any) -> FoundersDriver:
    return FoundersDriver.from_setup(setup(mirror, **options), RecordedRandom(random.Random(seed)))


class Table:
    """A driver played through the kernel's one undo and redo history, as a session plays it."""

    def __init__(self, mirror: bool = False, seed: int = 7, **options: Any) -> None:
        table = setup(mirror, **options)
        self.history = History(
            lambda rng: FoundersDriver.from_setup(table, rng),
            RecordedRandom(random.Random(seed)),
            [],
        )

    def perform(self, action: Any) -> Any:
        return self.history.perform(action)

    @property
    def driver(self) -> FoundersDriver:
        return self.history.driver

    def view(self) -> FoundersView:
        return self.history.driver.view()

    def state_json(self) -> dict[str, Any]:
        return self.history.driver.state_json()


def check(leader: str = "Ana", dice: list[int] | None = None, **fields: Any) -> dict[str, Any]:
    action = {"do": "check", "leader": leader, **fields}
    if dice is not None:
        action["dice"] = dice
    return action


@pytest.fixture
def campaign(tmp_path: Path):
    with CampaignFile.open(tmp_path / "founders.carddesk") as campaign:
        yield campaign


def start(campaign: CampaignFile, mirror: bool = False, seed: int = 3) -> PlaySession:
    return PlaySession.start(
        campaign, FoundersDriver, "Evening", setup(mirror), RecordedRandom(random.Random(seed))
    )


# -- setting up -------------------------------------------------------------------------------


def test_the_registry_finds_the_founders_driver() -> None:
    assert driver_class("founders") is FoundersDriver


def test_f17_a_campaign_without_a_director_starts_with_one_point_per_two_founders() -> None:
    blank = FoundersGameMaster.from_json({})
    table = FoundersDriver.setup_from_campaign(TableChoice(founders(), blank, {}, False))
    assert table["scenario"]["director"] == {"suspicion": 2}
    assert table["scenario"]["scene"]["circumstances"] == []


def test_a_stored_director_and_scene_carry_on() -> None:
    table = FoundersDriver.from_setup(setup(), RecordedRandom())
    assert table.view().scenario.director.suspicion == 2
    assert [item.name for item in table.view().scenario.scene.circumstances] == ["Fog", "Ally"]


def test_a_session_needs_a_founder_and_valid_options() -> None:
    with pytest.raises(UserError, match="at least one Founder"):
        check_players(systems.spec("founders"), [])
    with pytest.raises(UserError, match="unknown founders table option"):
        FoundersDriver.setup_from_campaign(TableChoice(founders(), None, {"house_rule": 1}, False))


# -- checks -----------------------------------------------------------------------------------


def test_f10_a_check_adds_helping_and_subtracts_hindering_tags_and_assists() -> None:
    table = driver()
    pending = table.perform(
        check(
            dice=[3, 4],
            helping=["engineer", "Ally"],
            hindering=["Fog"],
            assists=[{"by": "Bo", "relevant": True}, {"by": "Čeněk", "relevant": False}],
            difficulty="hard",
        )
    ).detail
    assert pending.setup.modifiers.total == 2 + 1 - 2 + 2 + 1
    assert pending.setup.difficulty == 10
    taken = table.perform({"do": "take"}).detail
    assert taken.result.total == 7 + 4 and taken.result.succeeded
    assert table.view().pending is None and table.view().last is taken


def test_f14_a_failure_hands_the_leader_a_token_and_spent_tokens_are_gone() -> None:
    table = driver()
    table.perform(check(dice=[2, 3], difficulty="normal"))
    taken = table.perform({"do": "take", "adversity": 1}).detail
    assert taken.result.total == 6 and not taken.result.succeeded
    assert table.view().scenario.founder("Ana").adversity == 1  # one spent, one gained


def test_f15_the_risky_reroll_replaces_a_failing_roll_and_gives_the_director_a_point() -> None:
    table = driver()
    table.perform(check(dice=[1, 3]))
    assert table.view().pending.can_reroll
    table.perform({"do": "risky_reroll", "dice": [5, 5]})
    taken = table.perform({"do": "take"}).detail
    assert taken.result.rerolled == (5, 5) and taken.result.succeeded
    assert table.view().scenario.director.suspicion == 3


def test_f15_no_risky_reroll_for_a_roll_that_already_succeeds_or_twice() -> None:
    table = Table()
    table.perform(check(dice=[4, 4]))
    with pytest.raises(UserError, match="does not fail before adversity"):
        table.perform({"do": "risky_reroll", "dice": [1, 1]})
    table.perform({"do": "undo"})
    table.perform(check(dice=[1, 2]))
    table.perform({"do": "risky_reroll", "dice": [2, 2]})
    with pytest.raises(UserError, match="already taken the risky reroll"):
        table.perform({"do": "risky_reroll", "dice": [6, 6]})


@pytest.mark.parametrize(("dice", "kind"), [([1, 1], "bad"), ([6, 6], "good")])
def test_f11_f12_snake_eyes_and_boxcars_put_their_circumstance_on_the_scene(
    dice: list[int], kind: str
) -> None:
    table = driver()
    table.perform(check(dice=dice, helping=["Engineer"]))
    table.perform({"do": "take"})
    new = table.view().scenario.scene.circumstances[-1]
    assert new.kind == kind and new.name.startswith("Ana's")
    assert table.view().last.result.succeeded is (kind == "good")


def test_f11_snake_eyes_keep_the_adversity_tokens() -> None:
    table = driver()
    table.perform(check(dice=[1, 1]))
    with pytest.raises(UserError, match="snake eyes fail whatever"):
        table.perform({"do": "take", "adversity": 1})
    assert table.view().scenario.founder("Ana").adversity == 1
    assert table.view().pending is not None


def test_f30_f31_a_check_creates_a_circumstance_and_a_later_one_adds_to_it() -> None:
    table = driver()
    table.perform(check(dice=[6, 5], circumstance="Hidden path"))  # 11 vs 7: 1 + 4 // 3
    table.perform({"do": "take"})
    assert table.view().scenario.scene.circumstance("Hidden path") == Circumstance(
        "Hidden path", "good", 2
    )
    table.perform(check("Bo", dice=[4, 3], circumstance="hidden PATH"))
    taken = table.perform({"do": "take"})
    assert table.view().scenario.scene.circumstance("Hidden path").value == 3
    assert taken.detail.circumstance_now == 3
    assert taken.outcome["circumstance"] == "hidden PATH"
    assert taken.outcome["circumstance_now"] == 3 and taken.outcome["circumstance_value"] == 1


def test_rolled_dice_come_from_the_session_random_and_are_recorded() -> None:
    recorded = RecordedRandom(random.Random(11))
    table = FoundersDriver.from_setup(setup(), recorded)
    pending = table.perform(check()).detail
    assert recorded.take_recorded()  # the values the roll used, stored with the action
    assert all(1 <= face <= 6 for face in pending.dice)


def test_mirror_mode_needs_the_faces_typed_from_the_real_dice() -> None:
    table = driver(mirror=True)
    with pytest.raises(UserError, match="type the two faces"):
        table.perform(check())
    with pytest.raises(UserError, match="cannot show 7"):
        table.perform(check(dice=[7, 1]))
    with pytest.raises(UserError, match="two faces"):
        table.perform(check(dice=[3]))
    assert table.perform(check(dice=[3, 4])).detail.dice == (3, 4)


def test_a_waiting_roll_blocks_everything_but_its_decision_and_undo() -> None:
    table = Table()
    table.perform(check(dice=[2, 2]))
    with pytest.raises(UserError, match="dice are waiting"):
        table.perform({"do": "next_scene", "name": "Later"})
    table.perform({"do": "undo"})
    assert table.view().pending is None
    table.perform({"do": "next_scene", "name": "Later"})


REFUSED = [
    ({"do": "check", "leader": "Zed"}, "no Founder 'Zed'"),
    ({"do": "check", "leader": "Ana", "helping": ["Wings"]}, "Ana has no tag 'Wings'"),
    (
        {"do": "check", "leader": "Ana", "helping": ["Fog"], "hindering": ["fog"]},
        "both help and hinder",
    ),
    (
        {"do": "check", "leader": "Ana", "assists": [{"by": "Ana", "relevant": True}]},
        "cannot also assist",
    ),
    ({"do": "check", "leader": "Ana", "difficulty": "impossible"}, "unknown difficulty"),
    ({"do": "check", "leader": "Ana", "difficulty": 0}, "'difficulty' must be .* at least 1"),
    ({"do": "check", "leader": "Ana", "circumstance": " "}, "'circumstance' must be a name"),
    ({"do": "check", "leader": " "}, "'leader' must be a name"),
    ({"do": "check"}, "field 'leader' is missing"),
    ({"do": "check", "leader": "Ana", "luck": 3}, "unknown field 'luck'"),
    ({"do": "check", "leader": 3}, "field 'leader' must be text"),
    ({"do": "check", "leader": "Ana", "helping": "Engineer"}, "field 'helping' must be a list"),
    ({"do": "check", "leader": "Ana", "helping": [" "]}, "helping must be a list of tag names"),
    ({"do": "check", "leader": "Ana", "difficulty": True}, "field 'difficulty' must be"),
    ({"do": "check", "leader": "Ana", "assists": [{"by": "Bo"}]}, "'assists\\[0\\].relevant'"),
    ({"do": "check", "leader": "Ana", "dice": "3 4"}, "field 'dice' must be a list or null"),
    ({"do": "check", "leader": "Ana", "dice": [3, "4"]}, "field 'dice\\[1\\]' must be"),
    ({"do": "take"}, "roll a check first"),
    ({"do": "take", "adversity": "one"}, "field 'adversity' must be a whole number"),
    ({"do": "fly"}, "unknown action 'fly'"),
    ("check", "must be a JSON object"),
    ({"do": "undo"}, "nothing to undo"),
    ({"do": "redo"}, "nothing to redo"),
    ({"do": "undo", "steps": 2}, "undo takes no fields, but was given 'steps'"),
    ({"do": "complication", "name": "Guards", "value": 0}, "'value' must be .* at least 1"),
    ({"do": "add_circumstance", "name": "Rain", "kind": "wet"}, "'kind' must be 'good' or 'bad'"),
    ({"do": "add_circumstance", "name": "fog", "kind": "bad"}, "already has"),
    ({"do": "edit_circumstance", "name": "Fog"}, "say what changes"),
    ({"do": "edit_circumstance", "name": "Fog", "to": ""}, "field 'to' must be a name"),
    ({"do": "remove_circumstance", "name": "Sun"}, "no circumstance 'Sun'"),
    ({"do": "set_suspicion", "value": True}, "field 'value' must be a whole number"),
    ({"do": "set_adversity", "founder": "Bo", "value": -1}, "'value' must be .* at least 0"),
    ({"do": "remove_consequence", "founder": "Bo", "name": "Tired"}, "no consequence"),
    ({"do": "add_consequence", "founder": "Bo", "name": "Sore", "score": 1.5}, "field 'score'"),
    (
        {"do": "contest", "challenger": {"founder": "Ana", "luck": 1}, "defender": {}},
        "unknown field 'challenger.luck'",
    ),
    ({"do": "contest", "challenger": {"founder": "Ana"}}, "field 'defender' is missing"),
    (
        {"do": "contest", "challenger": "Ana", "defender": {}},
        "field 'challenger' must be an object",
    ),
    ({"do": "contest_adversity", "count": 0}, "'count' must be .* at least 1"),
    ({"do": "contest_pass"}, "no contest under way"),
    ({"do": "contest_pass", "who": "Ana"}, "unknown field 'who'"),
    ({"do": "end_contest"}, "no contest to end"),
]


@pytest.mark.parametrize(("action", "message"), REFUSED)
def test_a_refused_action_explains_itself_in_one_line_and_changes_nothing(
    action: Any, message: str
) -> None:
    table = Table()
    before = table.state_json()
    with pytest.raises(UserError, match=message) as refused:
        table.perform(action)
    assert "\n" not in str(refused.value)
    assert table.state_json() == before
    assert not table.history.done and not table.history.undone


def test_a_bad_field_names_the_field_and_stores_nothing_mid_session(
    campaign: CampaignFile,
) -> None:
    session = start(campaign)
    session.perform(check(dice=[2, 2]))
    session.perform({"do": "take"})
    stored = campaign.session_events(session.session_id)
    before = session.driver.state_json()
    for action, field in (
        ({"do": "set_adversity", "founder": "Bo", "value": "2"}, "value"),
        (
            {"do": "check", "leader": "Bo", "assists": [{"by": "Ana", "relevant": "yes"}]},
            "assists[0].relevant",
        ),
        (
            {"do": "contest", "challenger": {"helping": [1]}, "defender": {}},
            "challenger.helping[0]",
        ),
    ):
        with pytest.raises(UserError) as refused:
            session.perform(action)
        assert f"'{field}'" in str(refused.value) and "\n" not in str(refused.value)
    assert campaign.session_events(session.session_id) == stored
    assert session.driver.state_json() == before
    session.perform({"do": "undo"})  # the undo still takes back the last action in effect
    assert session.driver.view().pending is not None


# -- the scene and the Director -----------------------------------------------------------------


def test_f16_a_complication_costs_the_director_a_point() -> None:
    table = driver()
    done = table.perform({"do": "complication", "name": "Guards", "value": 2})
    assert done.outcome == {"name": "Guards", "kind": "bad", "value": 2}
    assert table.view().scenario.scene.circumstance("Guards") == Circumstance("Guards", "bad", 2)
    assert table.view().scenario.director.suspicion == 1
    table.perform({"do": "set_suspicion", "value": 0})
    with pytest.raises(UserError, match="no|cannot spend"):
        table.perform({"do": "complication", "name": "Dogs"})


def test_circumstances_are_added_renamed_valued_and_removed() -> None:
    table = driver()
    table.perform({"do": "add_circumstance", "name": "Rain", "kind": "bad", "value": 1})
    edited = table.perform({"do": "edit_circumstance", "name": "rain", "to": "Storm", "value": 3})
    assert edited.outcome == {
        "old": {"name": "Rain", "kind": "bad", "value": 1},
        "new": {"name": "Storm", "kind": "bad", "value": 3},
    }
    assert table.view().scenario.scene.circumstance("Storm") == Circumstance("Storm", "bad", 3)
    removed = table.perform({"do": "remove_circumstance", "name": "Storm"})
    assert removed.outcome == {"name": "Storm", "kind": "bad", "value": 3}
    assert not table.view().scenario.scene.has("Storm")


def test_f32_ending_the_scene_clears_its_circumstances_but_not_the_founders() -> None:
    table = driver()
    table.perform({"do": "add_consequence", "founder": "Bo", "name": "Bruised", "score": 2})
    table.perform({"do": "set_adversity", "founder": "Bo", "value": 2})
    result = table.perform({"do": "next_scene", "name": "The warehouse"})
    assert result.outcome == {"ended": "Docks", "circumstances": 2, "scene": "The warehouse"}
    assert table.view().scenario.scene == Scene("The warehouse")
    bo = table.view().scenario.founder("Bo")
    assert bo.adversity == 2 and bo.consequences == (Tag("Bruised", 2),)
    assert table.view().scenario.director.suspicion == 2
    gone = table.perform({"do": "remove_consequence", "founder": "Bo", "name": "bruised"})
    assert gone.outcome == {"founder": "Bo", "name": "Bruised", "score": 2}
    assert table.view().scenario.founder("Bo").consequences == ()


# -- contests -----------------------------------------------------------------------------------


def contest(challenger_dice: list[int], defender_dice: list[int]) -> dict[str, Any]:
    return {
        "do": "contest",
        "challenger": {"founder": "Ana", "helping": ["Engineer"], "dice": challenger_dice},
        "defender": {"founder": None, "helping": ["Fog"], "dice": defender_dice},
    }


def test_f21_a_contest_takes_turns_until_both_pass_and_the_higher_total_wins() -> None:
    table = driver()
    started = table.perform(contest([3, 3], [4, 4]))  # Ana 8 vs the Director 10
    assert started.outcome == {
        "contest": {
            "sides": [
                {"founder": "Ana", "dice": [3, 3], "automatic": None, "total": 8},
                {"founder": None, "dice": [4, 4], "automatic": None, "total": 10},
            ],
            "to_move": 0,
            "winner": None,
        }
    }
    assert table.view().contest_actions == {"adversity", "risky_reroll", "pass"}
    assert table.view().contest_leader == 1
    spent = table.perform({"do": "contest_adversity", "count": 1})  # Ana 9
    assert spent.outcome["founder"] == "Ana" and spent.outcome["count"] == 1
    reroll = table.perform({"do": "contest_suspicion_reroll", "dice": [1, 2]})  # the Director 5
    assert reroll.outcome["dice"] == [1, 2] and reroll.outcome["automatic"] is None
    assert reroll.outcome["contest"]["to_move"] == 1  # Ana, ahead with no token, passes at once
    assert table.view().scenario.director.suspicion == 1
    passed = table.perform({"do": "contest_pass"})
    assert passed.outcome["founder"] is None and passed.outcome["contest"]["winner"] == 0
    finished = table.view().scenario.contest
    assert finished.finished and finished.winner == 0 and finished.totals == (9, 5)
    ended = table.perform({"do": "end_contest"})
    assert ended.outcome == {"finished": True}
    assert table.view().scenario.contest is None


def test_f21_the_losing_founder_gains_a_token() -> None:
    table = driver()
    table.perform(
        {
            "do": "contest",
            "challenger": {"founder": "Bo", "dice": [2, 3]},
            "defender": {"founder": None, "dice": [5, 5]},
        }
    )
    table.perform({"do": "contest_pass"})
    table.perform({"do": "contest_pass"})
    assert table.view().scenario.contest.winner == 1
    assert table.view().scenario.founder("Bo").adversity == 1


def test_f15_f21_a_risky_reroll_in_a_contest_and_rolls_come_from_the_session() -> None:
    table = driver(seed=5)
    table.perform(
        {
            "do": "contest",
            "challenger": {"founder": "Ana", "dice": [1, 2]},
            "defender": {"founder": "Bo", "helping": ["Strong"]},
        }
    )
    assert table.view().scenario.contest.defender.dice != (0, 0)
    done = table.perform({"do": "contest_risky_reroll", "dice": [6, 5]})
    assert done.outcome["founder"] == "Ana" and done.outcome["dice"] == [6, 5]
    assert table.view().scenario.director.suspicion == 3


def test_a_refused_contest_turn_rolls_nothing() -> None:
    recorded = RecordedRandom(random.Random(1))
    table = FoundersDriver.from_setup(setup(), recorded)
    table.perform(contest([6, 5], [1, 2]))  # Ana well ahead: the Director to move
    recorded.take_recorded()
    with pytest.raises(UserError, match="only the Director|not losing|Director's turn"):
        table.perform({"do": "contest_risky_reroll"})
    assert recorded.take_recorded() == []


def test_no_check_and_no_new_scene_while_a_contest_is_under_way() -> None:
    table = driver()
    table.perform(contest([3, 3], [4, 4]))
    with pytest.raises(UserError, match="contest is under way"):
        table.perform(check(dice=[3, 4]))
    with pytest.raises(UserError, match="contest is under way"):
        table.perform({"do": "next_scene", "name": "Later"})


# -- undo and redo: the kernel's ----------------------------------------------------------------


def test_the_driver_leaves_undo_and_redo_to_the_kernel() -> None:
    assert issubclass(FoundersDriver, ActionDriver)
    table = driver()
    for kind in ("undo", "redo"):
        with pytest.raises(UserError, match="unknown action"):
            table.perform({"do": kind})
    assert not hasattr(table, "undo_description") and "undo" not in table.state_json()


def test_undo_goes_back_step_by_step_and_redo_brings_back_the_same_dice() -> None:
    table = Table()
    states = [table.state_json()]
    table.perform(check())
    states.append(table.state_json())
    table.perform({"do": "take"})
    states.append(table.state_json())
    assert table.history.done[-1].action == {"do": "take"}
    assert table.perform({"do": "undo"}).action == {"do": "take"}
    assert table.state_json() == states[1]  # the roll waits again, with its dice
    table.perform({"do": "undo"})
    assert table.state_json() == states[0] and table.view().pending is None
    assert table.history.undone[-1].action == check()
    table.perform({"do": "redo"})
    assert table.state_json() == states[1]
    table.perform({"do": "redo"})
    assert table.state_json() == states[2]
    assert not table.history.undone


def test_a_new_action_after_an_undo_drops_the_redo() -> None:
    table = Table()
    table.perform({"do": "add_circumstance", "name": "Rain", "kind": "bad"})
    table.perform({"do": "undo"})
    assert table.history.undone
    table.perform({"do": "set_suspicion", "value": 4})
    assert not table.history.undone
    assert [done.action["do"] for done in table.history.done] == ["set_suspicion"]


def test_undo_takes_back_a_correction_made_between_checks() -> None:
    """Every action is undoable, as with the driver's own undo before the kernel."""
    table = Table()
    table.perform(check(dice=[2, 2]))
    table.perform({"do": "take"})
    last = table.view().last
    table.perform({"do": "set_adversity", "founder": "Ana", "value": 0})
    table.perform({"do": "undo"})
    assert table.view().scenario.founder("Ana").adversity == 2 and table.view().last == last


# -- the session in the campaign file -------------------------------------------------------------


def play_an_evening(session: PlaySession) -> None:
    session.perform(check(helping=["Engineer"], hindering=["Fog"], difficulty="hard"))
    if session.driver.view().pending.can_reroll:
        session.perform({"do": "risky_reroll"})
    session.perform({"do": "take", "adversity": 0})
    session.perform({"do": "complication", "name": "Guards"})
    session.perform(check("Bo", circumstance="Barricade"))
    session.perform({"do": "take"})
    session.perform({"do": "undo"})
    session.perform({"do": "undo"})
    session.perform({"do": "redo"})
    session.perform({"do": "redo"})
    session.perform(
        {
            "do": "contest",
            "challenger": {"founder": "Čeněk", "helping": ["Sailor"]},
            "defender": {"founder": None, "helping": ["Fog"]},
        }
    )
    while session.driver.view().contest_actions:
        session.perform({"do": "contest_pass"})


def test_resuming_from_the_campaign_file_replays_to_the_same_state(
    campaign: CampaignFile,
) -> None:
    session = start(campaign)
    play_an_evening(session)
    resumed = PlaySession.resume(campaign, session.session_id, FoundersDriver)
    assert resumed.driver.state_json() == session.driver.state_json()
    assert len(resumed.events) == len(session.events) > 8
    assert resumed.history.done == session.history.done
    assert resumed.history.undone == session.history.undone
    assert resumed.undo_event() == session.undo_event()


def test_a_session_left_in_the_middle_of_a_contest_resumes_to_the_same_table(
    campaign: CampaignFile,
) -> None:
    # rules F-15, F-21, F-32: a crash in the middle of a contest loses nothing (its events hold it).
    session = start(campaign)
    session.perform(
        {
            "do": "contest",
            "challenger": {"founder": "Ana", "helping": ["Clever"], "dice": [1, 2]},
            "defender": {"founder": None, "helping": ["Fog"], "dice": [4, 4]},
        }
    )
    session.perform({"do": "contest_risky_reroll", "dice": [2, 2]})
    assert session.driver.view().contest_under_way
    resumed = PlaySession.resume(campaign, session.session_id, FoundersDriver)
    assert resumed.driver.state_json() == session.driver.state_json()
    later = {"do": "contest_suspicion_reroll", "dice": [3, 3]}
    assert resumed.perform(later).outcome == session.perform(later).outcome
    assert resumed.driver.state_json() == session.driver.state_json()


def test_a_refused_action_stores_nothing(campaign: CampaignFile) -> None:
    session = start(campaign)
    session.perform(check(dice=[2, 2]))
    stored = campaign.session_events(session.session_id)
    before = session.driver.state_json()
    for refused in (
        {"do": "risky_reroll", "dice": [9, 9]},
        {"do": "take", "adversity": 5},
        {"do": "complication", "name": "Too soon"},
        {"do": "take", "adversity": "one"},
    ):
        with pytest.raises(UserError):
            session.perform(refused)
    assert campaign.session_events(session.session_id) == stored
    assert session.driver.state_json() == before
    session.perform({"do": "take"})
    resumed = PlaySession.resume(campaign, session.session_id, FoundersDriver)
    assert resumed.driver.state_json() == session.driver.state_json()


def test_every_stored_event_keeps_what_came_of_it_as_data(campaign: CampaignFile) -> None:
    session = start(campaign)
    session.perform(check(dice=[1, 3], helping=["Clever"]))
    session.perform({"do": "risky_reroll", "dice": [6, 6]})
    session.perform({"do": "take"})
    session.perform({"do": "undo"})
    events = campaign.session_events(session.session_id)
    assert all("text" not in event for event in events)
    outcomes = [event.get("outcome") for event in events]
    assert outcomes[0] == {
        "leader": "Ana",
        "dice": [1, 3],
        "automatic": None,
        "modifiers": 1,
        "difficulty": 7,
        "total": 5,
        "so_far": "failure",
        "circumstance": None,
    }
    assert outcomes[1] == {
        "leader": "Ana",
        "dice": [6, 6],
        "automatic": "boxcars",
        "modifiers": 1,
        "difficulty": 7,
        "total": 13,
        "so_far": "success",
    }
    assert outcomes[2] == {
        "leader": "Ana",
        "circumstance": None,
        "circumstance_now": None,
        "difficulty": 7,
        "modifiers": 1,
        "adversity_spent": 0,
        "dice": [1, 3],
        "rerolled": [6, 6],
        "total": 13,
        "outcome": "success",
        "automatic": "boxcars",
        "new_circumstance": "good",
        "adversity_gained": 0,
        "suspicion_gained": 1,
        "circumstance_value": None,
        "tags": 1,
        "assists": None,
    }
    assert events[3]["action"] == {"do": "undo"} and events[3]["undid"] == 3
    assert "outcome" not in events[3]


def test_a_founders_session_survives_export_and_import_unchanged(
    campaign: CampaignFile, tmp_path: Path
) -> None:
    for founder in founders():
        campaign.add_character(NewCharacter("founders", founder.name, document_of(founder)))
    session = start(campaign)
    play_an_evening(session)
    exported = export_campaign(campaign)
    [entry] = exported["sessions"]
    assert entry["system"] == "founders" and len(entry["events"]) == len(session.events)
    with CampaignFile.open(tmp_path / "copy.carddesk") as copy:
        add_import(copy, check_import(exported))
        assert export_campaign(copy)["sessions"] == exported["sessions"]
        [summary] = copy.sessions()
        resumed = PlaySession.resume(copy, summary.id, FoundersDriver)
        assert resumed.driver.state_json() == session.driver.state_json()


# -- the kernel's undo and redo against replaying the actions in effect ----------------------------

NAMES = ("Ana", "Bo", "Čeněk")
TAGS = ("Engineer", "Clever", "Tired", "Strong", "Sailor", "Fog", "Ally", "Rain")
dice = st.none() | st.lists(st.integers(1, 6), min_size=2, max_size=2)
party = st.fixed_dictionaries(
    {"founder": st.sampled_from((*NAMES, None))},
    optional={"helping": st.lists(st.sampled_from(TAGS), max_size=2), "dice": dice},
)
CHECK = st.fixed_dictionaries(
    {"do": st.just("check"), "leader": st.sampled_from(NAMES)},
    optional={
        "helping": st.lists(st.sampled_from(TAGS), max_size=2),
        "hindering": st.lists(st.sampled_from(TAGS), max_size=1),
        "assists": st.lists(
            st.fixed_dictionaries({"by": st.sampled_from(NAMES), "relevant": st.booleans()}),
            max_size=1,
        ),
        "difficulty": st.sampled_from(("easy", "normal", "hard", 9)),
        "circumstance": st.sampled_from(("Rope", "Fog")),
        "dice": dice,
    },
)
RISKY = st.fixed_dictionaries({"do": st.just("risky_reroll")}, optional={"dice": dice})
TAKE = st.fixed_dictionaries({"do": st.just("take")}, optional={"adversity": st.integers(0, 2)})
CONTEST = st.fixed_dictionaries({"do": st.just("contest"), "challenger": party, "defender": party})
TURN = st.one_of(
    st.fixed_dictionaries({"do": st.just("contest_adversity")}),
    st.fixed_dictionaries({"do": st.just("contest_risky_reroll")}, optional={"dice": dice}),
    st.fixed_dictionaries({"do": st.just("contest_suspicion_reroll")}, optional={"dice": dice}),
    st.fixed_dictionaries({"do": st.just("contest_pass")}),
)
ACTIONS = st.one_of(
    CHECK,
    RISKY,
    TAKE,
    st.fixed_dictionaries(
        {"do": st.just("complication"), "name": st.sampled_from(("Guards", "Rain"))}
    ),
    st.fixed_dictionaries(
        {
            "do": st.just("add_circumstance"),
            "name": st.sampled_from(("Rain", "Sun")),
            "kind": st.sampled_from(("good", "bad")),
        }
    ),
    st.fixed_dictionaries(
        {
            "do": st.just("edit_circumstance"),
            "name": st.sampled_from(("Fog", "Rain")),
            "value": st.integers(1, 3),
        }
    ),
    st.fixed_dictionaries(
        {"do": st.just("remove_circumstance"), "name": st.sampled_from(("Fog", "Ally", "Rain"))}
    ),
    st.fixed_dictionaries({"do": st.just("next_scene"), "name": st.just("Later")}),
    st.fixed_dictionaries({"do": st.just("set_suspicion"), "value": st.integers(0, 3)}),
    st.fixed_dictionaries(
        {
            "do": st.just("set_adversity"),
            "founder": st.sampled_from(NAMES),
            "value": st.integers(0, 3),
        }
    ),
    st.fixed_dictionaries(
        {
            "do": st.just("add_consequence"),
            "founder": st.sampled_from(NAMES),
            "name": st.just("Sore"),
        }
    ),
    st.fixed_dictionaries(
        {
            "do": st.just("remove_consequence"),
            "founder": st.sampled_from(NAMES),
            "name": st.sampled_from(("Sore", "Tired")),
        }
    ),
    CONTEST,
    TURN,
    st.fixed_dictionaries({"do": st.just("end_contest")}),
)
UNDO, REDO = {"do": "undo"}, {"do": "redo"}
MOVES = st.lists(
    st.one_of(
        ACTIONS.map(lambda action: [action]),
        st.tuples(CHECK, TAKE).map(list),
        st.tuples(CHECK, RISKY, TAKE).map(list),
        st.tuples(CONTEST, TURN, TURN, TURN, TURN).map(list),
        st.sampled_from(([UNDO], [REDO], [UNDO, UNDO], [UNDO, REDO], [UNDO, UNDO, REDO])),
    ),
    max_size=16,
).map(lambda groups: [move for group in groups for move in group])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(moves=MOVES, seed=st.integers(0, 2**16))
def test_undo_and_redo_give_exactly_the_table_of_the_actions_in_effect(
    moves: list[dict[str, Any]], seed: int, replayed_in_effect
) -> None:
    table = setup()
    history = History(
        lambda rng: FoundersDriver.from_setup(table, rng), RecordedRandom(random.Random(seed)), []
    )
    states = [history.driver.state_json()]  # states[k]: the table after k actions in effect
    for move in moves:
        before, done = history.driver.state_json(), len(history.done)
        try:
            history.perform(move)
        except UserError:
            assert history.driver.state_json() == before and len(history.done) == done
            continue
        now = history.driver.state_json()
        if move["do"] in ("undo", "redo"):
            assert now == states[len(history.done)]  # exactly the table before, or after
        else:
            del states[done + 1 :]
            states.append(now)
        assert now == replayed_in_effect(FoundersDriver, table, history).state_json()
        founders = now["scenario"]["founders"]
        assert all(founder["adversity"] >= 0 for founder in founders)
        names = [item["name"].casefold() for item in now["scenario"]["scene"]["circumstances"]]
        assert len(names) == len(set(names))  # no circumstance doubled by a replay


# -- a session stored before the kernel --------------------------------------------------------------

OLD_SESSION = Path(__file__).parent.parent / "fixtures" / "founders_old_session.json"


def test_a_session_stored_with_the_drivers_own_undo_resumes_to_the_same_table(
    campaign: CampaignFile,
) -> None:
    """Built at commit 41c49b5, whose driver undid and redid by itself: through the kernel its
    stored undo and redo events take back and bring back the same actions."""
    old = json.loads(OLD_SESSION.read_text(encoding="utf-8"))
    assert sum(event["action"]["do"] in ("undo", "redo") for event in old["events"]) >= 10
    session_id = campaign.create_session("founders", old["name"], old["setup"])
    for event in old["events"]:
        campaign.append_session_event(session_id, event)
    resumed = PlaySession.resume(campaign, session_id, FoundersDriver)
    # Options added since then read as their defaults: the same table.
    stored = old["state"]["scenario"]["options"]
    old["state"]["scenario"]["options"] = FoundersOptions.from_json(stored).to_json()
    assert resumed.driver.state_json() == old["state"]
    # What the old driver would have undone and redone is what the kernel undoes and redoes.
    assert len(resumed.history.done) == len(old["undo"])
    assert len(resumed.history.undone) == len(old["redo"])
    assert resumed.undo_event()["text"] == "Bo is rid of the consequence Bruised 2"
    assert resumed.redo_event()["text"].startswith("Čeněk rolls 1+2 with +1 for a check")
    assert campaign.session_events(session_id) == old["events"]  # nothing rewritten
    # Redo brings back Čeněk's roll and his risky reroll with the dice they had.
    resumed.perform({"do": "redo"})
    resumed.perform({"do": "redo"})
    pending = resumed.driver.view().pending
    assert (pending.leader, pending.dice, pending.reroll) == ("Čeněk", (1, 2), (6, 3))
    again = PlaySession.resume(campaign, session_id, FoundersDriver)
    assert again.driver.state_json() == resumed.driver.state_json()
    assert again.history.undone == resumed.history.undone == []


def test_f17_new_scenario_is_a_table_action_that_resets_suspicion_and_can_be_undone() -> None:
    # rule F-17: the stored sheet's 2 points do not matter; three Founders start with 2
    table = Table()
    table.perform({"do": "complication", "name": "Rain"})
    table.perform({"do": "complication", "name": "Dogs"})
    assert table.view().scenario.director.suspicion == 0
    result = table.perform({"do": "new_scenario", "scene": "The Archive"})
    assert result.outcome == {
        "scene": "The Archive",
        "suspicion_before": 0,
        "suspicion": 2,
        "founders": 3,
    }
    scenario = table.view().scenario
    assert (scenario.director.suspicion, scenario.scene.name, scenario.scene.circumstances) == (
        2,
        "The Archive",
        (),
    )
    table.perform({"do": "undo"})
    assert table.view().scenario.director.suspicion == 0
    with pytest.raises(UserError, match="scene"):
        table.perform({"do": "new_scenario", "scene": "  "})


def test_f31_the_table_refuses_a_check_adding_to_a_hindering_circumstance() -> None:
    # rule F-31
    table = Table(mirror=True)
    before = table.state_json()
    with pytest.raises(UserError, match=r"'Fog' hinders the Founders.*rule F-31"):
        table.perform(check("Bo", [6, 6], difficulty="normal", circumstance="Fog"))
    assert table.state_json() == before


@pytest.mark.parametrize(
    ("option", "said"),
    [("one", "spends 1 Suspicion Point"), ("value", "spends 2 Suspicion Points")],
)
def test_f16_the_history_says_what_a_complication_cost_by_the_table_option(
    option: str, said: str
) -> None:
    """With ``complication_cost=value`` a complication of value 2 costs 2 points: the history
    line says so (it said "1 Suspicion Point" whatever the option)."""
    from deskapp.systems.founders.describe import describe  # noqa: PLC0415

    table_setup = setup(complication_cost=option)
    table = FoundersDriver.from_setup(table_setup, RecordedRandom(random.Random(7)))
    action = {"do": "complication", "name": "Guards", "value": 2}
    done = table.perform(action)
    assert table.view().scenario.director.suspicion == (1 if option == "one" else 0)
    assert said in describe(action, done.outcome, table_setup)
