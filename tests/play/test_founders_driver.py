"""The Founders driver: checks, rerolls, contests and circumstances as logged, replayable actions."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from deskapp.core.errors import UserError
from deskapp.core.exchange import export_campaign, import_document
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of, driver_class
from deskapp.systems.founders.driver import FoundersDriver
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersGameMaster,
    Scene,
    Tag,
)


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
    return FoundersDriver.setup_from_campaign(founders(), fog_scene(), options, mirror)


def driver(mirror: bool = False, seed: int = 7, **options: Any) -> FoundersDriver:
    return FoundersDriver.from_setup(setup(mirror, **options), RecordedRandom(random.Random(seed)))


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
    table = FoundersDriver.setup_from_campaign(founders(), blank, {}, mirror=False)
    assert table["scenario"]["director"] == {"suspicion": 2}
    assert table["scenario"]["scene"]["circumstances"] == []


def test_a_stored_director_and_scene_carry_on() -> None:
    table = FoundersDriver.from_setup(setup(), RecordedRandom())
    assert table.scenario.director.suspicion == 2
    assert [item.name for item in table.scenario.scene.circumstances] == ["Fog", "Ally"]


def test_a_session_needs_a_founder_and_valid_options() -> None:
    with pytest.raises(UserError, match="at least one Founder"):
        FoundersDriver.setup_from_campaign([], None, {}, mirror=False)
    with pytest.raises(UserError, match="unknown founders table option"):
        FoundersDriver.setup_from_campaign(founders(), None, {"house_rule": 1}, mirror=False)


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
    )
    assert pending.setup.modifiers.total == 2 + 1 - 2 + 2 + 1
    assert pending.setup.difficulty == 10
    taken = table.perform({"do": "take"})
    assert taken.result.total == 7 + 4 and taken.result.succeeded
    assert table.pending is None and table.last is taken


def test_f14_a_failure_hands_the_leader_a_token_and_spent_tokens_are_gone() -> None:
    table = driver()
    table.perform(check(dice=[2, 3], difficulty="normal"))
    taken = table.perform({"do": "take", "adversity": 1})
    assert taken.result.total == 6 and not taken.result.succeeded
    assert table.scenario.founder("Ana").adversity == 1  # one spent, one gained


def test_f15_the_risky_reroll_replaces_a_failing_roll_and_gives_the_director_a_point() -> None:
    table = driver()
    table.perform(check(dice=[1, 3]))
    assert table.pending.can_reroll
    table.perform({"do": "risky_reroll", "dice": [5, 5]})
    taken = table.perform({"do": "take"})
    assert taken.result.rerolled == (5, 5) and taken.result.succeeded
    assert table.scenario.director.suspicion == 3


def test_f15_no_risky_reroll_for_a_roll_that_already_succeeds_or_twice() -> None:
    table = driver()
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
    new = table.scenario.scene.circumstances[-1]
    assert new.kind == kind and new.name.startswith("Ana's")
    assert table.last.result.succeeded is (kind == "good")


def test_f11_snake_eyes_keep_the_adversity_tokens() -> None:
    table = driver()
    table.perform(check(dice=[1, 1]))
    with pytest.raises(UserError, match="snake eyes fail whatever"):
        table.perform({"do": "take", "adversity": 1})
    assert table.scenario.founder("Ana").adversity == 1 and table.pending is not None


def test_f30_f31_a_check_creates_a_circumstance_and_a_later_one_adds_to_it() -> None:
    table = driver()
    table.perform(check(dice=[6, 5], circumstance="Hidden path"))  # 11 vs 7: 1 + 4 // 3
    table.perform({"do": "take"})
    assert table.scenario.scene.circumstance("Hidden path") == Circumstance(
        "Hidden path", "good", 2
    )
    table.perform(check("Bo", dice=[4, 3], circumstance="hidden PATH"))
    taken = table.perform({"do": "take"})
    assert table.scenario.scene.circumstance("Hidden path").value == 3
    assert taken.circumstance_now == 3
    assert "'hidden PATH' is now +3" in table.describe({"do": "take"}, taken)


def test_rolled_dice_come_from_the_session_random_and_are_recorded() -> None:
    recorded = RecordedRandom(random.Random(11))
    table = FoundersDriver.from_setup(setup(), recorded)
    pending = table.perform(check())
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
    assert table.perform(check(dice=[3, 4])).dice == (3, 4)


def test_a_waiting_roll_blocks_everything_but_its_decision_and_undo() -> None:
    table = driver()
    table.perform(check(dice=[2, 2]))
    with pytest.raises(UserError, match="dice are waiting"):
        table.perform({"do": "next_scene", "name": "Later"})
    table.perform({"do": "undo"})
    assert table.pending is None
    table.perform({"do": "next_scene", "name": "Later"})


@pytest.mark.parametrize(
    ("action", "message"),
    [
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
        ({"do": "check", "leader": "Ana", "difficulty": 0}, "at least 1"),
        ({"do": "check", "leader": "Ana", "circumstance": " "}, "must be a name"),
        ({"do": "check"}, "'leader' is missing"),
        ({"do": "check", "leader": "Ana", "luck": 3}, "unknown field 'luck'"),
        ({"do": "take"}, "roll a check first"),
        ({"do": "fly"}, "unknown Founders action"),
        ("check", "must be a JSON object"),
        ({"do": "undo"}, "nothing to undo"),
        ({"do": "redo"}, "nothing to redo"),
        ({"do": "complication", "name": "Guards", "value": 0}, "at least 1"),
        ({"do": "add_circumstance", "name": "Rain", "kind": "wet"}, "'good' or 'bad'"),
        ({"do": "add_circumstance", "name": "fog", "kind": "bad"}, "already has"),
        ({"do": "edit_circumstance", "name": "Fog"}, "say what changes"),
        ({"do": "remove_circumstance", "name": "Sun"}, "no circumstance 'Sun'"),
        ({"do": "set_adversity", "founder": "Bo", "value": -1}, "at least 0"),
        ({"do": "remove_consequence", "founder": "Bo", "name": "Tired"}, "no consequence"),
        ({"do": "contest_pass"}, "no contest under way"),
        ({"do": "end_contest"}, "no contest to end"),
    ],
)
def test_a_refused_action_explains_itself_in_one_line_and_changes_nothing(
    action: Any, message: str
) -> None:
    table = driver()
    before = table.state_json()
    with pytest.raises(UserError, match=message) as refused:
        table.perform(action)
    assert "\n" not in str(refused.value)
    assert table.state_json() == before


# -- the scene and the Director -----------------------------------------------------------------


def test_f16_a_complication_costs_the_director_a_point() -> None:
    table = driver()
    table.perform({"do": "complication", "name": "Guards", "value": 2})
    assert table.scenario.scene.circumstance("Guards") == Circumstance("Guards", "bad", 2)
    assert table.scenario.director.suspicion == 1
    table.perform({"do": "set_suspicion", "value": 0})
    with pytest.raises(UserError, match="no|cannot spend"):
        table.perform({"do": "complication", "name": "Dogs"})


def test_circumstances_are_added_renamed_valued_and_removed() -> None:
    table = driver()
    table.perform({"do": "add_circumstance", "name": "Rain", "kind": "bad", "value": 1})
    table.perform({"do": "edit_circumstance", "name": "rain", "to": "Storm", "value": 3})
    assert table.scenario.scene.circumstance("Storm") == Circumstance("Storm", "bad", 3)
    table.perform({"do": "remove_circumstance", "name": "Storm"})
    assert not table.scenario.scene.has("Storm")


def test_f32_ending_the_scene_clears_its_circumstances_but_not_the_founders() -> None:
    table = driver()
    table.perform({"do": "add_consequence", "founder": "Bo", "name": "Bruised", "score": 2})
    table.perform({"do": "set_adversity", "founder": "Bo", "value": 2})
    result = table.perform({"do": "next_scene", "name": "The warehouse"})
    assert "ends with its 2 circumstances" in result
    assert table.scenario.scene == Scene("The warehouse")
    bo = table.scenario.founder("Bo")
    assert bo.adversity == 2 and bo.consequences == (Tag("Bruised", 2),)
    assert table.scenario.director.suspicion == 2
    table.perform({"do": "remove_consequence", "founder": "Bo", "name": "bruised"})
    assert table.scenario.founder("Bo").consequences == ()


# -- contests -----------------------------------------------------------------------------------


def contest(challenger_dice: list[int], defender_dice: list[int]) -> dict[str, Any]:
    return {
        "do": "contest",
        "challenger": {"founder": "Ana", "helping": ["Engineer"], "dice": challenger_dice},
        "defender": {"founder": None, "helping": ["Fog"], "dice": defender_dice},
    }


def test_f21_a_contest_takes_turns_until_both_pass_and_the_higher_total_wins() -> None:
    table = driver()
    text = table.perform(contest([3, 3], [4, 4]))  # Ana 8 vs the Director 10
    assert "the Director rolls 4+4" in text and "Ana to move" in text
    assert table.scenario.contest_actions() == {"adversity", "risky_reroll", "pass"}
    table.perform({"do": "contest_adversity", "count": 1})  # Ana 9
    table.perform({"do": "contest_suspicion_reroll", "dice": [1, 2]})  # the Director 5
    assert table.scenario.director.suspicion == 1
    table.perform({"do": "contest_pass"})
    finished = table.scenario.contest
    assert finished.finished and finished.winner == 0 and finished.totals == (9, 5)
    table.perform({"do": "end_contest"})
    assert table.scenario.contest is None


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
    assert table.scenario.contest.winner == 1
    assert table.scenario.founder("Bo").adversity == 1


def test_f15_f21_a_risky_reroll_in_a_contest_and_rolls_come_from_the_session() -> None:
    table = driver(seed=5)
    table.perform(
        {
            "do": "contest",
            "challenger": {"founder": "Ana", "dice": [1, 2]},
            "defender": {"founder": "Bo", "helping": ["Strong"]},
        }
    )
    assert table.scenario.contest.defender.dice != (0, 0)
    text = table.perform({"do": "contest_risky_reroll", "dice": [6, 5]})
    assert "Ana takes the risky reroll: 6+5" in text
    assert table.scenario.director.suspicion == 3


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


# -- undo and redo ------------------------------------------------------------------------------


def test_undo_goes_back_step_by_step_and_redo_brings_back_the_same_dice() -> None:
    table = driver()
    states = [table.state_json()]
    table.perform(check())
    states.append(table.state_json())
    table.perform({"do": "take"})
    states.append(table.state_json())
    assert table.undo_description() == "Ana's check"
    assert table.perform({"do": "undo"}) == "Ana's check"
    assert table.state_json()["scenario"] == states[1]["scenario"]
    assert table.state_json()["pending"] == states[1]["pending"]
    table.perform({"do": "undo"})
    assert table.state_json()["pending"] is None and table.redo_description() == "Ana's roll"
    table.perform({"do": "redo"})
    table.perform({"do": "redo"})
    assert table.state_json()["last"] == states[2]["last"]
    assert table.redo_description() is None


def test_a_new_action_after_an_undo_drops_the_redo() -> None:
    table = driver()
    table.perform({"do": "add_circumstance", "name": "Rain", "kind": "bad"})
    table.perform({"do": "undo"})
    table.perform({"do": "set_suspicion", "value": 4})
    assert table.redo_description() is None
    assert table.describe({"do": "undo"}, "new circumstance 'Rain'") == (
        "Undo: new circumstance 'Rain'"
    )


# -- the session in the campaign file -------------------------------------------------------------


def play_an_evening(session: PlaySession) -> None:
    session.perform(check(helping=["Engineer"], hindering=["Fog"], difficulty="hard"))
    if session.driver.pending.can_reroll:
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
    while session.driver.scenario.contest_actions():
        session.perform({"do": "contest_pass"})


def test_resuming_from_the_campaign_file_replays_to_the_same_state(
    campaign: CampaignFile,
) -> None:
    session = start(campaign)
    play_an_evening(session)
    resumed = PlaySession.resume(campaign, session.session_id, FoundersDriver)
    assert resumed.driver.state_json() == session.driver.state_json()
    assert len(resumed.events) == len(session.events) > 8
    assert resumed.driver.undo_description() == session.driver.undo_description()


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


def test_every_stored_event_has_its_history_line(campaign: CampaignFile) -> None:
    session = start(campaign)
    session.perform(check(dice=[1, 3], helping=["Clever"]))
    session.perform({"do": "risky_reroll", "dice": [6, 6]})
    session.perform({"do": "take"})
    lines = [event["text"] for event in campaign.session_events(session.session_id)]
    assert lines[0] == "Ana rolls 1+3 with +1 for a check: 5 against Normal 7: fails so far"
    assert lines[1].startswith("Ana takes the risky reroll: 6+6, 13 against Normal 7: boxcars")
    assert lines[2].startswith("Ana's check: dice 1+3 · risky reroll 6+6 · tags +1 = 13")
    assert "the Director receives 1 Suspicion Point" in lines[2]


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
        import_document(copy, exported)
        assert export_campaign(copy)["sessions"] == exported["sessions"]
        [summary] = copy.sessions()
        resumed = PlaySession.resume(copy, summary.id, FoundersDriver)
        assert resumed.driver.state_json() == session.driver.state_json()
