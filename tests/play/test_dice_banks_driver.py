"""The dice-banks table driver: conflict rounds, rolls, Power, support, long actions, undo, replay."""

from __future__ import annotations

import json
import random
import textwrap
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.cli import main
from deskapp.core.errors import UserError
from deskapp.core.play.actions import parse_action
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile
from deskapp.core.systems import driver_class
from deskapp.systems.dice_banks.actions import OtherSkill, Roll
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import SkillKind
from deskapp.systems.dice_banks.sheet import Capacity, DiceBanksCharacter, Equipment, Scar, Skill
from deskapp.systems.dice_banks.view import PracticeMark, SupportHelp

ADA = "Ada"
BO = "Bo"


def characters() -> list[DiceBanksCharacter]:
    """Ada: Proficiency 2 (banks of 4); Bo: Proficiency 1 (banks of 3)."""
    return [
        DiceBanksCharacter(
            ADA,
            2,
            skills=(
                Skill("Fencing", SkillKind.ABILITY, 5),  # success 5+, explodes on 10
                Skill("Strength", SkillKind.TALENT, 6, practice_xp=1),  # success 5+, explodes 9+
                Skill("Lore", SkillKind.KNOWLEDGE, 3),
            ),
            capacities=(Capacity("Might", 4),),  # base Power 2, Power roll succeeds on 6+
            scars=(Scar("Body", 5, burnable=True), Scar("Mind", 4)),
            equipment=(Equipment("Rapier", dice_bonus=1, damage_type="lethal"),),
        ),
        DiceBanksCharacter(
            BO,
            1,
            skills=(Skill("Brawl", SkillKind.ABILITY, 4), Skill("Charm", SkillKind.TALENT, 5)),
            capacities=(Capacity("Will", 5),),
            scars=(Scar("Body", 4, burnable=True),),
            equipment=(Equipment("Pistol", power=3),),
        ),
    ]


def table(mirror: bool = True, options: dict[str, Any] | None = None) -> DiceBanksDriver:
    setup = DiceBanksDriver.setup_from_campaign(
        TableChoice(characters(), None, options or {}, mirror)
    )
    return DiceBanksDriver.from_setup(setup, RecordedRandom(random.Random(7)))


def roll(driver: Any, who: str, skill: Any, dice: int, faces: list[int], **more: Any):
    bank = more.pop("bank", "physical")
    action = {"do": "roll", "who": who, "bank": bank, "skill": skill, "dice": dice, **more}
    return driver.perform(action | {"faces": faces})


def combatant(driver: DiceBanksDriver, name: str) -> dict[str, Any]:
    conflict = driver.state_json()["conflict"]
    return next(c for c in conflict["combatants"] if c["name"] == name)


def sheet(driver: DiceBanksDriver, name: str) -> dict[str, Any]:
    return next(c for c in driver.state_json()["characters"] if c["name"] == name)


# --- rounds of a conflict --------------------------------------------------------------------


def test_b01_one_action_per_round_and_b05_new_round_refills_every_bank() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    roll(driver, ADA, "Fencing", 3, [5, 2, 1])
    assert combatant(driver, ADA)["dice_left"] == {"physical": 1, "social": 4, "mental": 4}
    with pytest.raises(UserError, match="one action per round"):
        roll(driver, ADA, "Strength", 1, [7], bank="social")
    driver.perform({"do": "new_round"})
    refilled = combatant(driver, ADA)
    assert refilled["dice_left"] == {"physical": 4, "social": 4, "mental": 4}
    assert refilled["actions_left"] == 1 and driver.state_json()["conflict"]["round"] == 2


def test_b04_each_extra_action_has_a_cumulative_minus_one() -> None:
    driver = table()
    driver.perform({"do": "extra_actions", "who": ADA, "count": 2})
    driver.perform({"do": "begin_conflict"})
    first = roll(driver, ADA, "Strength", 1, [3])
    second = roll(driver, ADA, "Strength", 2, [3], bank="social")  # 2 dice − 1
    third = roll(driver, ADA, "Strength", 3, [3], bank="mental")  # 3 dice − 2
    assert [r.detail.dice for r in (first, second, third)] == [1, 1, 1]
    assert [r.detail.cumulative for r in (first, second, third)] == [0, 1, 2]
    with pytest.raises(UserError, match="already taken 3 actions"):
        roll(driver, ADA, "Strength", 1, [3], bank="mental")


def test_b03_b42_reactions_are_paid_from_what_is_left_and_the_highest_counts() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    attack = roll(driver, BO, "Brawl", 3, [6, 7, 2], target=ADA, capacity="Will")
    assert attack.detail.status == "open" and attack.detail.successes == 2
    roll(driver, ADA, "Fencing", 2, [5, 9], **{"as": "reaction", "against": attack.detail.id})
    roll(
        driver,
        ADA,
        "Strength",
        1,
        [4],
        **{"as": "reaction", "against": attack.detail.id, "bank": "social"},
    )
    [waiting] = driver.state_json()["open_rolls"]
    assert waiting["defense"] == 2  # 2 and 1 do not add up: the highest counts
    assert combatant(driver, ADA)["dice_left"] == {"physical": 2, "social": 3, "mental": 4}
    assert combatant(driver, ADA)["actions_left"] == 1  # reactions never use the action
    settled = driver.perform({"do": "settle", "roll": attack.detail.id, "faces": []})
    assert settled.detail.net == 0 and settled.detail.outcome == "failure"
    assert driver.state_json()["open_rolls"] == []


def test_b41_a_reaction_needs_dice_after_penalties() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    attack = roll(driver, BO, "Brawl", 1, [6], target=ADA)
    with pytest.raises(UserError, match="burn a Scar for reaction dice"):
        roll(
            driver,
            ADA,
            "Fencing",
            1,
            [5],
            penalty=1,
            **{"as": "reaction", "against": attack.detail.id},
        )
    burned = roll(
        driver,
        ADA,
        "Fencing",
        1,
        [5],
        penalty=1,
        burn={"scar": "Body", "points": 1},
        **{"as": "reaction", "against": attack.detail.id},
    )
    assert burned.detail.dice == 1 and burned.detail.successes == 1


def test_b41_only_the_target_of_the_open_roll_may_react() -> None:
    # rule B-41: others may support, never react
    driver = table()
    driver.perform({"do": "join", "character": {"name": "Brute", "proficiency": 2}})
    driver.perform({"do": "begin_conflict"})
    attack = roll(driver, "Brute", {"name": "Club", "level": 5, "kind": "ability"}, 2, [7, 8],
                  target=ADA)  # fmt: skip
    before = driver.state_json()
    with pytest.raises(
        UserError,
        match=r"only Ada, the target of Brute's action, may react to it; Bo may support Ada "
        r"instead \(rule B-41\)",
    ):
        roll(driver, BO, "Brawl", 1, [9], **{"as": "reaction", "against": attack.detail.id})
    assert driver.state_json() == before
    roll(driver, ADA, "Fencing", 1, [9], **{"as": "reaction", "against": attack.detail.id})
    [waiting] = driver.state_json()["open_rolls"]
    assert waiting["defense"] == 1


def test_b16_an_action_without_a_success_needs_no_reaction() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    miss = roll(driver, BO, "Brawl", 2, [3, 4], target=ADA)
    assert miss.detail.status == "settled" and miss.detail.outcome == "failure"
    assert driver.state_json()["open_rolls"] == []


def test_a_new_round_waits_until_every_targeted_action_is_settled() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    roll(driver, BO, "Brawl", 1, [6], target=ADA)
    with pytest.raises(UserError, match="settle Bo's Brawl roll against Ada"):
        driver.perform({"do": "new_round"})


# --- one roll ----------------------------------------------------------------------------------


def test_b12_explosions_are_rolled_again_and_shown_round_by_round() -> None:
    driver = table()
    done = roll(driver, ADA, "Fencing", 3, [10, 5, 10, 10, 2, 6])
    assert done.detail.rounds == ((10, 5, 10), (10, 2), (6,))
    assert done.detail.successes == 5 and done.detail.great_success
    assert done.outcome == {"roll": done.detail.to_json()}  # the history line's data


def test_b13_critical_failure_marks_practice_xp_once_per_scene() -> None:
    driver = table()
    done = roll(driver, ADA, "Fencing", 2, [2, 4])  # ability: 1–2 is critical
    assert done.detail.outcome == "critical_failure"
    assert done.detail.practice == PracticeMark("Fencing", granted=True, now=1)
    again = roll(driver, ADA, "Fencing", 1, [1])
    assert again.detail.practice == PracticeMark("Fencing", granted=False, now=1)
    skills = {s["name"]: s["practice_xp"] for s in sheet(driver, ADA)["skills"]}
    assert skills["Fencing"] == 1
    with pytest.raises(UserError, match="already has the practice XP of Fencing"):
        driver.perform({"do": "practice", "who": ADA, "skill": "Fencing"})
    driver.perform({"do": "new_scene"})
    driver.perform({"do": "practice", "who": ADA, "skill": "Fencing"})
    assert {s["name"]: s["practice_xp"] for s in sheet(driver, ADA)["skills"]}["Fencing"] == 2


def test_b13_knowledge_earns_no_practice_and_the_table_option_is_honoured() -> None:
    lore = roll(table(), ADA, "Lore", 2, [4, 6])
    assert lore.detail.critical_failure and lore.detail.practice is None
    strict = table(options={"critical_failure": "every_die"})
    assert not roll(strict, ADA, "Lore", 2, [4, 6]).detail.critical_failure


def test_b20_b21_power_and_b50_item_bonus() -> None:
    driver = table()
    # Rapier: +1 die; Fencing 5 needs 5+; Might 4: base 2, Power dice succeed on 6+.
    done = roll(driver, ADA, "Fencing", 2, [5, 7, 1, 6, 2], item="Rapier", capacity="Might")
    assert done.detail.dice == 3 and done.detail.successes == 2
    assert done.detail.power_rounds == ((6, 2),) and done.detail.power == 3
    assert done.detail.damage_type == "lethal"


def test_b24_equipment_with_its_own_power_ignores_the_capacity() -> None:
    done = roll(table(), BO, "Brawl", 1, [7, 3], item="Pistol", capacity="Will")
    assert done.detail.power_base == 3 and done.detail.power == 3


def test_b31_burning_a_scar_for_power_takes_stun_into_it() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    done = roll(
        driver,
        ADA,
        "Fencing",
        1,
        [5, 1],
        capacity="Might",
        burn={"scar": "Body", "points": 2, "use": "power"},
    )
    assert done.detail.power == 4  # base 2, no Power success, +2 burned
    assert sheet(driver, ADA)["scars"][0]["damage"] == {"stun": 2}
    assert combatant(driver, ADA)["burnable"] == {"Body": 3}
    driver.perform({"do": "new_round"})
    with pytest.raises(UserError, match="at most 2 points"):
        roll(driver, ADA, "Fencing", 1, [5, 5, 5, 5], burn={"scar": "Body", "points": 3})


def test_b60_support_adds_its_power_to_the_next_action() -> None:
    driver = table()
    aimed = {"as": "support", "for": ADA}
    support = roll(driver, BO, "Charm", 1, [9, 1], bank="social", capacity="Will", **aimed)
    assert support.detail.support == SupportHelp(ADA, 2)
    assert support.outcome["roll"]["support"] == {"for": ADA, "bonus": 2}
    helped = roll(driver, ADA, "Strength", 1, [1, 1, 1])
    assert helped.detail.dice == 3 and helped.detail.support_dice == 2
    assert driver.state_json()["supports"] == {}


def test_b23_damage_goes_into_a_scar() -> None:
    driver = table()
    driver.perform({"do": "damage", "who": BO, "scar": "Body", "points": 3, "type": "lethal"})
    assert sheet(driver, BO)["scars"][0]["damage"] == {"lethal": 3}
    with pytest.raises(UserError, match="has no Scar 'Soul'"):
        driver.perform({"do": "damage", "who": BO, "scar": "Soul", "points": 1})


def test_an_opponent_joins_mid_conflict_with_a_skill_not_on_any_sheet() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    brute = {"name": "Brute", "proficiency": 3, "scars": [{"name": "Hide", "boxes": 6}]}
    driver.perform({"do": "join", "character": brute, "extra_actions": 1})
    assert combatant(driver, "Brute")["actions_left"] == 2
    claw = {"name": "Claw", "level": 3, "kind": "talent"}
    done = roll(driver, "Brute", claw, 2, [7, 8], target=ADA)
    assert done.detail.skill == "Claw" and done.detail.practice is None
    driver.perform({"do": "settle", "roll": done.detail.id, "faces": []})
    driver.perform({"do": "remove", "who": "Brute"})
    assert [c["name"] for c in driver.state_json()["conflict"]["combatants"]] == [ADA, BO]
    with pytest.raises(UserError, match="only opponents"):
        driver.perform({"do": "remove", "who": ADA})


# --- long actions ------------------------------------------------------------------------------


def test_b70_b72_long_action_adds_power_with_a_cumulative_penalty() -> None:
    driver = table()
    driver.perform(
        {"do": "long_start", "who": ADA, "title": "Climb", "bank": "physical", "target": 5}
    )
    step = {"as": "long", "capacity": "Might"}
    first = roll(driver, ADA, "Strength", 4, [5, 2, 2, 2, 1], **step)  # Power 2, total 2
    assert first.detail.long.total == 2 and first.detail.long.penalty == 1
    second = roll(driver, ADA, "Strength", 4, [5, 2, 2, 6], **step)  # 3 dice, Power 3
    assert second.detail.dice == 3 and second.detail.cumulative == 1
    assert second.detail.long.total == 5 and second.detail.long.status == "succeeded"
    with pytest.raises(UserError, match="has ended"):
        roll(driver, ADA, "Strength", 1, [5, 1], **step)


def test_b71_a_critical_failure_wipes_the_total() -> None:
    driver = table()
    driver.perform(
        {"do": "long_start", "who": ADA, "title": "Ritual", "bank": "mental", "target": None}
    )
    roll(
        driver,
        ADA,
        "Fencing",
        2,
        [5, 1, 1],
        bank="mental",
        **{"as": "long", "capacity": "Might"},
    )
    wiped = roll(
        driver, ADA, "Fencing", 3, [1, 3], bank="mental", **{"as": "long", "capacity": "Might"}
    )
    assert wiped.detail.long.total == 0 and wiped.detail.long.wiped == 2
    driver.perform({"do": "long_stop", "who": ADA})
    assert driver.state_json()["long_actions"][ADA]["status"] == "stopped"
    driver.perform({"do": "long_close", "who": ADA})
    assert driver.state_json()["long_actions"] == {}


# --- mirror mode -------------------------------------------------------------------------------


def test_mirror_mode_asks_for_faces_and_counts_what_a_roll_needs() -> None:
    driver = table()
    before = driver.state_json()
    action = {"do": "roll", "who": ADA, "bank": "physical", "skill": "Fencing", "dice": 2}
    with pytest.raises(UserError, match="type the faces"):
        driver.perform(action)
    assert driver.preview(action | {"capacity": "Might"})[1] == 2
    # A 10 explodes, and the successes each bring a Power die.
    assert driver.preview(action | {"capacity": "Might", "faces": [10, 5]})[1] == 5
    with pytest.raises(UserError, match="too few dice faces"):
        driver.perform(action | {"faces": [10, 5]})
    with pytest.raises(UserError, match="were not needed"):
        driver.perform(action | {"faces": [4, 4, 4]})
    with pytest.raises(UserError, match="cannot show 11"):
        driver.perform(action | {"faces": [11, 4]})
    assert driver.state_json() == before


# --- undo and redo -----------------------------------------------------------------------------


def history(mirror: bool = True) -> History:
    setup = DiceBanksDriver.setup_from_campaign(TableChoice(characters(), None, {}, mirror))
    rng = RecordedRandom(random.Random(7))
    return History(lambda random_: DiceBanksDriver.from_setup(setup, random_), rng, [])


def test_undo_and_redo_through_the_kernel_restore_the_whole_table() -> None:
    played = history()
    played.perform({"do": "begin_conflict"})
    before = played.driver.state_json()
    roll(played, ADA, "Fencing", 2, [2, 4])  # critical failure: practice XP too
    after = played.driver.state_json()
    assert after != before
    assert played.undo().action["skill"] == "Fencing"
    assert played.driver.state_json() == before
    assert played.redo().action["skill"] == "Fencing"
    assert played.driver.state_json() == after
    played.undo()
    played.perform({"do": "new_round"})
    assert not played.undone
    with pytest.raises(UserError, match="nothing to redo"):
        played.perform({"do": "redo"})


def test_the_driver_has_no_undo_of_its_own() -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    for verb in ("undo", "redo"):
        with pytest.raises(UserError, match="unknown action"):
            driver.perform({"do": verb})
    assert not hasattr(driver, "undo_description") and not hasattr(driver, "describe")


# --- the session: stored, refused, replayed, killed ---------------------------------------------


# A seed of its own, so that PLAY's dice are the same in every run: Ada's roll at the Brute
# needs a success to wait for his Defense (B-16), and a run of the whole suite once had none.
PLAY_SEED = bytes(range(32))


def session_campaign(path: Path, mirror: bool = False) -> tuple[CampaignFile, PlaySession]:
    campaign = CampaignFile.open(path)
    setup = DiceBanksDriver.setup_from_campaign(TableChoice(characters(), None, {}, mirror))
    with mock.patch("deskapp.core.play.session.new_seed", lambda: PLAY_SEED):
        return campaign, PlaySession.start(campaign, DiceBanksDriver, "Fight", setup)


PLAY: list[dict[str, Any]] = [
    {"do": "join", "character": {"name": "Brute", "proficiency": 2}},
    {"do": "begin_conflict"},
    {"do": "roll", "who": BO, "as": "support", "for": ADA, "bank": "social", "skill": "Charm",
     "dice": 2, "capacity": "Will"},
    {"do": "roll", "who": ADA, "bank": "physical", "skill": "Fencing", "dice": 3,
     "item": "Rapier", "capacity": "Might", "target": "Brute"},
    {"do": "roll", "who": "Brute", "as": "reaction", "bank": "physical",
     "skill": {"name": "Dodge", "level": 4, "kind": "ability"}, "dice": 2, "against": 1},
    {"do": "settle", "roll": 1},
    {"do": "new_round"},
    {"do": "roll", "who": ADA, "bank": "mental", "skill": "Lore", "dice": 2,
     "burn": {"scar": "Body", "points": 1}},
    {"do": "damage", "who": ADA, "scar": "Mind", "points": 2},
    {"do": "undo"},
    {"do": "redo"},
    {"do": "end_conflict"},
    {"do": "long_start", "who": BO, "title": "Pick the lock", "bank": "mental", "target": 4},
    {"do": "roll", "who": BO, "as": "long", "skill": "Charm", "dice": 3, "capacity": "Will"},
    {"do": "new_scene"},
]  # fmt: skip


def test_a_session_resumed_from_the_campaign_file_is_the_same_table(tmp_path: Path) -> None:
    campaign, session = session_campaign(tmp_path / "c.carddesk")
    for action in PLAY:
        session.perform(action)
    resumed = PlaySession.resume(campaign, session.session_id, driver_class("dice_banks"))
    assert resumed.driver.state_json() == session.driver.state_json()
    assert resumed.events == session.events  # each with its outcome as data, no prose
    assert all("text" not in event for event in resumed.events)
    assert len(resumed.events) == len(PLAY)
    campaign.close()


def test_refused_actions_store_nothing(tmp_path: Path) -> None:
    campaign, session = session_campaign(tmp_path / "c.carddesk")
    session.perform({"do": "begin_conflict"})
    session.perform({"do": "roll", "who": ADA, "bank": "physical", "skill": "Lore", "dice": 1})
    state = session.driver.state_json()
    refused = [
        {"do": "roll", "who": ADA, "bank": "social", "skill": "Lore", "dice": 1},  # B-01
        {"do": "roll", "who": BO, "bank": "physical", "skill": "Brawl", "dice": 4},  # 3 in bank
        {"do": "roll", "who": BO, "bank": "physical", "skill": "Brawl", "dice": 1, "colour": 1},
        {"do": "roll", "who": "Nobody", "bank": "physical", "skill": "Brawl", "dice": 1},
        {"do": "roll", "who": BO, "as": "reaction", "bank": "physical", "skill": "Brawl",
         "dice": 1, "against": 9},
        {"do": "settle", "roll": 1},
        {"do": "long_start", "who": BO, "title": "x", "bank": "cosmic", "target": 3},
        {"do": "begin_conflict"},
        {"do": "redo"},
        {"do": "dance"},
        "not an object",
    ]  # fmt: skip
    for action in refused:
        with pytest.raises(UserError):
            session.perform(action)  # type: ignore[arg-type]
    assert session.driver.state_json() == state
    assert len(campaign.session_events(session.session_id)) == 2
    resumed = PlaySession.resume(campaign, session.session_id, DiceBanksDriver)
    assert resumed.driver.state_json() == state
    campaign.close()


def test_a_mirrored_session_replays_from_its_typed_faces(tmp_path: Path) -> None:
    campaign, session = session_campaign(tmp_path / "c.carddesk", mirror=True)
    session.perform({"do": "begin_conflict"})
    session.perform(
        {"do": "roll", "who": ADA, "bank": "physical", "skill": "Fencing", "dice": 2,
         "capacity": "Might", "faces": [10, 5, 7, 6, 6, 1]}
    )  # fmt: skip
    resumed = PlaySession.resume(campaign, session.session_id, DiceBanksDriver)
    assert resumed.driver.state_json() == session.driver.state_json()
    assert resumed.driver.state_json()["last"]["power"] == 4
    campaign.close()


KILLED_PLAYER = textwrap.dedent(
    """
    import json, os, signal, sys
    from deskapp.systems.dice_banks.driver import DiceBanksDriver
    from deskapp.core.play.session import PlaySession
    from deskapp.core.store import CampaignFile

    campaign = CampaignFile.open(sys.argv[1])
    [summary] = campaign.sessions()
    session = PlaySession.resume(campaign, summary.id, DiceBanksDriver)
    actions = json.loads(sys.argv[2])
    for number, action in enumerate(actions):
        session.perform(action)
        print(json.dumps(session.driver.state_json()), flush=True)
        if number == len(actions) - 1:
            os.kill(os.getpid(), signal.SIGKILL)
    """
)


def test_a_killed_session_resumes_as_it_was_just_before_dying(tmp_path: Path, killed_run) -> None:
    path = tmp_path / "c.carddesk"
    campaign, session = session_campaign(path)
    session_id = session.session_id
    campaign.close()
    printed = killed_run(KILLED_PLAYER, str(path), json.dumps(PLAY[:9]))
    last_words = json.loads(printed[-1])
    with CampaignFile.open(path) as reopened:
        resumed = PlaySession.resume(reopened, session_id, DiceBanksDriver)
        assert resumed.driver.state_json() == last_words
        assert len(resumed.events) == 9


# --- typed actions: a bad field is one line naming it, and changes nothing ----------------------


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"do": "roll", "who": ADA, "bank": "physical", "skill": "Fencing", "dice": -1},
         "action 'roll': field 'dice' must be a whole number of at least 0, not -1"),
        ({"do": "roll", "who": ADA, "as": "sideways", "bank": "physical", "skill": "Fencing"},
         "action 'roll': field 'as' must be 'action' or 'reaction' or 'support' or 'long', "
         "not 'sideways'"),
        ({"do": "roll", "who": BO, "as": "support", "for": 3, "bank": "social", "skill": "Charm"},
         "action 'roll': field 'for' must be text or null, not 3"),
        ({"do": "roll", "who": ADA, "bank": "physical", "skill": "Fencing", "dice": 1,
          "burn": {"scar": "Body", "points": "two"}},
         "action 'roll': field 'burn.points' must be a whole number, not 'two'"),
        ({"do": "roll", "who": ADA, "bank": "physical", "dice": 1,
          "skill": {"name": "Claw", "kind": "talent"}},
         "action 'roll': field 'skill.level' is missing"),
        ({"do": "roll", "who": ADA, "bank": "physical", "skill": "Fencing", "faces": [5, "x"]},
         "action 'roll': field 'faces[1]' must be a whole number, not 'x'"),
        ({"do": "roll", "who": ADA, "role": "action", "bank": "physical", "skill": "Fencing"},
         "action 'roll': unknown field 'role'"),
        ({"do": "settle", "roll": "1"}, "action 'settle': field 'roll' must be a whole number"),
        ({"do": "damage", "who": BO, "scar": "Body", "points": 0},
         "action 'damage': field 'points' must be a whole number of at least 1, not 0"),
        ({"do": "damage", "who": " ", "scar": "Body", "points": 1},
         "action 'damage': field 'who' must be a name, not ' '"),
        ({"do": "damage", "who": BO, "scar": "Body", "points": 1, "type": " "},
         "action 'damage': field 'type' must be a name, not ' '"),
        ({"do": "long_start", "who": BO, "title": "Lock", "bank": "cosmic"},
         "action 'long_start': field 'bank' must be 'physical' or 'social' or 'mental', "
         "not 'cosmic'"),
        ({"do": "long_start", "who": BO, "title": "Lock", "bank": "mental", "cumulative": 1},
         "action 'long_start': field 'cumulative' must be true or false, not 1"),
        ({"do": "roll", "who": ADA, "bank": "physical", "dice": 1, "faces": [1],
          "skill": {"level": 3, "kind": "magic"}},
         "unknown skill kind 'magic': choose talent (or attribute), ability or knowledge"),
        ({"do": "join", "character": ["Brute"]},
         "action 'join': field 'character' must be an object, not ['Brute']"),
        ({"do": "new_round", "round": 2}, "action 'new_round': unknown field 'round'"),
        ({"do": "dance"}, "unknown action 'dance' (actions: begin_conflict, damage,"),
    ],
)  # fmt: skip
def test_a_bad_field_is_one_line_naming_it_and_changes_nothing(
    action: dict[str, Any], message: str
) -> None:
    driver = table()
    driver.perform({"do": "begin_conflict"})
    before = driver.state_json()
    with pytest.raises(UserError) as refused:
        driver.perform(action)
    assert str(refused.value).startswith(message)
    assert "\n" not in str(refused.value)
    assert driver.state_json() == before


def test_typed_actions_keep_their_stored_json_shape() -> None:
    stored = {
        "do": "roll", "who": BO, "as": "support", "for": ADA, "bank": "social",
        "skill": {"name": "Dodge", "level": 4, "kind": "ability"}, "dice": 2,
        "burn": {"scar": "Body", "points": 1, "use": "power"}, "faces": [9, 1, 5],
    }  # fmt: skip
    typed = parse_action(DiceBanksDriver.HANDLERS, stored)
    assert isinstance(typed, Roll) and typed.role == "support" and typed.helps == ADA
    assert typed.skill == OtherSkill(4, "ability", "Dodge") and typed.faces == (9, 1, 5)
    written = typed.to_json()
    assert {key: written[key] for key in stored} == {**stored, "faces": [9, 1, 5]}
    assert parse_action(DiceBanksDriver.HANDLERS, written) == typed
    assert "role" not in written and "helps" not in written


# --- one undo: the kernel's, the same table as replaying the actions in effect ------------------

STEPS = [
    {"do": "begin_conflict"},
    {"do": "new_round"},
    {"do": "end_conflict"},
    {"do": "new_scene"},
    {"do": "join", "character": {"name": "Brute", "proficiency": 2,
                                 "scars": [{"name": "Hide", "boxes": 6, "burnable": True}]}},
    {"do": "remove", "who": "Brute"},
    {"do": "extra_actions", "who": ADA, "count": 1},
    {"do": "roll", "who": ADA, "bank": "physical", "skill": "Fencing", "dice": 2,
     "capacity": "Might", "target": "Brute"},
    {"do": "roll", "who": BO, "bank": "social", "skill": "Charm", "dice": 2, "target": ADA},
    {"do": "roll", "who": "Brute", "as": "reaction", "bank": "physical",
     "skill": {"level": 4, "kind": "ability"}, "dice": 2, "against": 1},
    {"do": "roll", "who": ADA, "as": "reaction", "bank": "mental", "skill": "Strength",
     "dice": 1, "against": 2},
    {"do": "settle", "roll": 1},
    {"do": "settle", "roll": 2},
    {"do": "settle", "roll": 3},
    {"do": "roll", "who": BO, "as": "support", "for": ADA, "bank": "mental", "skill": "Charm",
     "dice": 1, "capacity": "Will"},
    {"do": "roll", "who": ADA, "bank": "mental", "skill": "Lore", "dice": 1,
     "burn": {"scar": "Body", "points": 1}},
    {"do": "drop_support", "who": ADA},
    {"do": "damage", "who": BO, "scar": "Body", "points": 1, "type": "lethal"},
    {"do": "practice", "who": ADA, "skill": "Strength"},
    {"do": "long_start", "who": BO, "title": "Lock", "bank": "mental", "target": 4},
    {"do": "long_start", "who": ADA, "title": "Climb", "bank": "physical"},
    {"do": "roll", "who": BO, "as": "long", "skill": "Charm", "dice": 2, "capacity": "Will"},
    {"do": "roll", "who": ADA, "as": "long", "skill": "Strength", "dice": 3, "capacity": "Might"},
    {"do": "long_stop", "who": ADA},
    {"do": "long_restart", "who": BO},
    {"do": "long_close", "who": ADA},
    {"do": "undo"},
    {"do": "undo"},
    {"do": "redo"},
]  # fmt: skip


def table_invariants(state: dict[str, Any]) -> None:
    """What no sequence of actions, undos and redos may break: every die accounted for."""
    names = [c["name"] for c in state["characters"]]
    assert len(set(names)) == len(names)
    assert {c["name"] for c in state["characters"] if not c["opponent"]} == {ADA, BO}
    if state["conflict"] is not None:
        assert [c["name"] for c in state["conflict"]["combatants"]] == names
        for c in state["conflict"]["combatants"]:
            assert all(0 <= left <= c["bank_size"] for left in c["dice_left"].values())
    ids = [roll["id"] for roll in state["open_rolls"]]
    assert len(set(ids)) == len(ids) and all(i < state["next_id"] for i in ids)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, len(STEPS) - 1), max_size=40), st.integers(0, 2**32))
def test_undo_and_redo_give_exactly_the_table_of_the_actions_in_effect(
    replayed_in_effect, steps: list[int], seed: int
) -> None:
    setup = DiceBanksDriver.setup_from_campaign(TableChoice(characters(), None, {}, False))
    played = History(
        lambda random_: DiceBanksDriver.from_setup(setup, random_),
        RecordedRandom(random.Random(seed)),
        [],
    )
    states = [played.driver.state_json()]  # the table after each action in effect
    undone: list[dict[str, Any]] = []
    for step in steps:
        action = STEPS[step]
        before = played.driver.state_json()
        try:
            played.perform(action)
        except UserError:
            assert played.driver.state_json() == before  # refused: nothing changed
            continue
        after = played.driver.state_json()
        if action["do"] == "undo":
            undone.append(states.pop())
            assert after == states[-1]
        elif action["do"] == "redo":
            states.append(undone.pop())
            assert after == states[-1]
        else:
            states.append(after)
            undone.clear()
        table_invariants(after)
    # Replaying the actions in effect, with their dice, gives the very same table.
    replayed = replayed_in_effect(DiceBanksDriver, setup, played)
    assert replayed.state_json() == played.driver.state_json() == states[-1]
    assert len(played.done) == len(states) - 1


# --- an old session, stored by the driver that kept its own undo --------------------------------

OLD_SESSION = Path(__file__).parent.parent / "fixtures" / "dice_banks_old_session.json"


def old_practice(mark: dict[str, Any] | None) -> str | None:
    """A practice mark as the old driver's state wrote it, in English."""
    if mark is None:
        return None
    if mark["granted"]:
        return f"+1 practice XP in {mark['skill']} (now {mark['now']})"
    return f"no practice XP: {mark['skill']} earned its point this scene (rule B-15)"


def assert_same_table(old: Any, new: Any, where: str = "state") -> None:
    """Every value of the old state is in the new one (which adds fields, never changes one)."""
    if isinstance(old, dict):
        assert isinstance(new, dict), where
        for key, value in old.items():
            assert key in new, f"{where}.{key} is gone"
            if key == "practice" and (value is None or isinstance(value, str)):
                # a roll's practice XP: English words then, data now
                assert value == old_practice(new[key]), f"{where}.{key}"
            else:
                assert_same_table(value, new[key], f"{where}.{key}")
    elif isinstance(old, list):
        assert isinstance(new, list) and len(old) == len(new), where
        for number, (a, b) in enumerate(zip(old, new, strict=True)):
            assert_same_table(a, b, f"{where}[{number}]")
    else:
        assert old == new, f"{where}: {old!r} became {new!r}"


def test_an_old_session_with_its_own_undo_events_resumes_to_the_same_table(
    tmp_path: Path,
) -> None:
    old = json.loads(OLD_SESSION.read_text())
    assert {"do": "undo"} in [e["action"] for e in old["events"]]
    assert {"do": "redo"} in [e["action"] for e in old["events"]]
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        session_id = campaign.create_session("dice_banks", "Old", old["setup"])
        for event in old["events"]:
            campaign.append_session_event(session_id, event)
        resumed = PlaySession.resume(campaign, session_id, DiceBanksDriver)
        assert_same_table(old["state"], resumed.driver.state_json())
        assert resumed.events == old["events"]  # storage is left as it was
        # Play goes on through the kernel: the last action in effect was closing the lock.
        assert resumed.driver.state_json()["long_actions"] == {}
        resumed.perform({"do": "undo"})
        assert resumed.driver.state_json()["long_actions"][BO]["title"] == "Pick the lock"
        closing = [n for n, e in enumerate(old["events"], 1) if e["action"]["do"] == "long_close"]
        assert resumed.events[-1]["undid"] == closing[-1]
        again = PlaySession.resume(campaign, session_id, DiceBanksDriver)
        assert again.driver.state_json() == resumed.driver.state_json()


# --- deskapp replay: a stored (or exported) session, event by event -----------------------------

EXAMPLE = Path(__file__).parent.parent / "fixtures" / "dice_banks_example_session.json"


def test_deskapp_replay_reads_a_dice_banks_session_as_resuming_it_does(
    tmp_path: Path, capsys
) -> None:
    example = json.loads(EXAMPLE.read_text())
    assert main(["replay", str(EXAMPLE), "--json"]) == 0
    states = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [state.pop("event") for state in states] == list(range(1, len(example["events"]) + 1))
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        session_id = campaign.create_session("dice_banks", example["name"], example["setup"])
        for event in example["events"]:
            campaign.append_session_event(session_id, event)
        resumed = PlaySession.resume(campaign, session_id, DiceBanksDriver)
        assert states[-1] == resumed.driver.state_json()
    damaged, undone = states[4], states[5]
    assert damaged["characters"][1]["scars"][0]["damage"] == {"lethal": 4}
    assert undone == states[3]  # the undo took the damage back
    assert main(["replay", str(EXAMPLE)]) == 0
    assert capsys.readouterr().out.startswith(
        "Replayed 8 events of a dice-banks session with Ada, Bo (6 in effect); "
        "scene 1, conflict round 2.\n"
    )


def test_deskapp_replay_refuses_a_session_that_does_not_replay(tmp_path: Path, capsys) -> None:
    example = json.loads(EXAMPLE.read_text())
    example["events"][1]["action"]["faces"] = [10, 5, 3]  # one face short
    log = tmp_path / "bad.json"
    log.write_text(json.dumps(example))
    assert main(["replay", str(log)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "stored action 2 no longer replays: too few dice faces" in err


def test_b74_interrupting_a_long_action_is_a_table_action_with_three_outcomes() -> None:
    # rule B-74: paused, wasted or lost; the dice spent stay missing in the first round
    driver = table()
    driver.perform({"do": "long_start", "who": ADA, "title": "Forge", "bank": "mental",
                    "target": 9})  # fmt: skip
    paused = driver.perform({"do": "long_interrupt", "who": ADA, "how": "paused", "dice": 3})
    assert paused.outcome == {
        "who": ADA, "title": "Forge", "how": "paused", "dice": 3, "bank": "mental",
        "total": 0, "status": "going",
    }  # fmt: skip
    long = driver.state_json()["long_actions"][ADA]
    assert (long["paused"], long["rolls"], long["penalty"]) == (True, 0, 0)
    driver.perform({"do": "begin_conflict"})
    assert combatant(driver, ADA)["dice_left"] == {"physical": 4, "social": 4, "mental": 1}
    driver.perform({"do": "new_round"})
    assert combatant(driver, ADA)["dice_left"]["mental"] == 4  # they refill next round
    driver.perform({"do": "end_conflict"})
    # The paused roll is resumed by the next step: it counts, with no penalty yet.
    step = roll(driver, ADA, "Lore", 2, [9, 9, 6, 1], **{"as": "long", "bank": "mental",
                                                    "capacity": "Might"})  # fmt: skip
    long = driver.state_json()["long_actions"][ADA]
    assert (long["paused"], long["rolls"]) == (False, 1) and step.detail.long.total > 0

    driver.perform({"do": "begin_conflict"})
    driver.perform({"do": "long_interrupt", "who": ADA, "how": "wasted", "dice": 2})
    assert combatant(driver, ADA)["dice_left"]["mental"] == 2  # in the conflict already
    long = driver.state_json()["long_actions"][ADA]
    assert (long["rolls"], long["penalty"]) == (2, 2)
    lost = driver.perform({"do": "long_interrupt", "who": ADA, "how": "lost", "dice": 1})
    assert lost.outcome["status"] == "lost"
    with pytest.raises(UserError, match="has ended: lost"):
        driver.perform({"do": "long_interrupt", "who": ADA, "how": "paused", "dice": 1})
    with pytest.raises(UserError, match="Bo has no long action to interrupt"):
        driver.perform({"do": "long_interrupt", "who": BO, "how": "paused", "dice": 1})


def test_b03_b74_the_dice_missing_after_an_interruption_never_exceed_the_bank() -> None:
    # rules B-03, B-74: 3 mental dice spent, then an interrupted roll that had taken 4
    driver = table()
    driver.perform({"do": "begin_conflict"})
    roll(driver, ADA, "Lore", 3, [1, 1, 1], bank="mental")
    driver.perform({"do": "long_start", "who": ADA, "title": "Forge", "bank": "mental"})
    driver.perform({"do": "long_interrupt", "who": ADA, "how": "wasted", "dice": 4})
    assert combatant(driver, ADA)["dice_left"]["mental"] == 0  # never below nothing


def test_b70_b73_b50_a_long_step_the_table_cannot_take_is_refused_and_changes_nothing() -> None:
    # rules B-70, B-73, B-50: the table checks a long action's step before it rolls
    driver = table()
    driver.perform({"do": "long_start", "who": ADA, "title": "Forge", "bank": "mental"})
    step = {"do": "roll", "who": ADA, "as": "long", "bank": "mental", "skill": "Lore"}
    powered = step | {"capacity": "Might"}
    for action, message in (
        (step | {"dice": 2, "faces": [1, 1]}, r"adds its Power.*rule B-70"),
        (powered | {"dice": 5, "faces": [1] * 5}, r"Ada has 4 dice in a bank, not 5 \(rule B-06\)"),
        (powered | {"dice": 3, "power_dice": 2, "faces": [1] * 3}, r"4 dice in a bank, not 5 "),
        ({"do": "long_interrupt", "who": ADA, "how": "forgotten", "dice": 2},
         "field 'how' must be 'paused' or 'wasted' or 'lost', not 'forgotten'"),
        ({"do": "long_interrupt", "who": ADA, "how": "paused", "dice": 5},
         "used 1 to 4 dice of the bank, not 5"),
        ({"do": "long_start", "who": BO, "title": "Lock", "bank": "mental", "target": 0},
         "field 'target' must be a whole number of at least 1, not 0"),
    ):  # fmt: skip
        before = driver.state_json()
        with pytest.raises(UserError, match=message):
            driver.perform(action)
        assert driver.state_json() == before
    driver.perform({"do": "begin_conflict"})
    with pytest.raises(UserError, match=r"4 dice left in the Mental bank this round, not 5 "):
        driver.perform(powered | {"dice": 3, "power_dice": 2, "faces": [1] * 3})
