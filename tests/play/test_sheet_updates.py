"""Update Sheets from the drivers: what play changed, as whole sheets the campaign model accepts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile
from deskapp.core.systems import driver_class, spec
from deskapp.systems.founders.sheet import FoundersGameMaster

AMELIE, TOMAS, HELENE = "Amélie Dubois", "Tomáš Král", "Hélène Šťastná"
RADEK, VERA = "Radek Šťastný", "Věra Dvořáková"
ELODIE, GAETAN, NOEL = "Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"
# Cinematic hands small enough to exhaust in a few actions: Élodie 5, Gaëtan 2, Noël 3 cards.
SMALL_HANDS = {"mode": "hand_management", "starting_hand": 3}


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        yield campaign


def start(
    campaign: CampaignFile,
    system: str,
    players: list[str] | None = None,
    options: dict[str, Any] | None = None,
    mirror: bool = True,
) -> PlaySession:
    """A session of the demo's characters of ``system`` (all, or those named), as the page starts one."""
    characters = [
        spec(system).character_from_document(row.name, row.data)
        for row in campaign.characters()
        if row.system == system and (players is None or row.name in players)
    ]
    game_master = (
        systems.spec(system).game_master_from_document(campaign.game_master(system))
        if system == "founders"
        else None
    )
    driver = driver_class(system)
    chosen = options if options is not None else campaign.options(system) or {}
    setup = driver.setup_from_campaign(TableChoice(characters, game_master, chosen, mirror))
    return PlaySession.start(campaign, driver, "Session 1", setup)


def stored(campaign: CampaignFile, system: str) -> dict[str, dict[str, Any]]:
    """The campaign's sheets of ``system`` as the model writes them, name included."""
    return {
        row.name: spec(system).character_from_document(row.name, row.data).to_json()
        for row in campaign.characters()
        if row.system == system
    }


def updates(session: PlaySession) -> dict[str, Any]:
    """The driver's sheet updates, after checking each sheet is the model's own JSON."""
    result = session.driver.sheet_updates()
    system = session.driver.SYSTEM
    for name, data in result["characters"].items():
        assert data["name"] == name
        assert spec(system).character_from_document(name, data).to_json() == data
    return result


def resumed(session: PlaySession) -> PlaySession:
    return PlaySession.resume(session.campaign, session.session_id, type(session.driver))


# --- Founders ---------------------------------------------------------------------------------


def play_founders(session: PlaySession) -> None:
    """Tomáš fails a risky check (F-14, F-15), two consequences change, a fire breaks out."""
    session.perform({"do": "check", "leader": TOMAS, "dice": [1, 2]})
    session.perform({"do": "risky_reroll", "dice": [2, 2]})
    session.perform({"do": "take"})
    session.perform(
        {"do": "add_consequence", "founder": HELENE, "name": "Zlomené žebro", "score": 2}
    )
    session.perform({"do": "remove_consequence", "founder": AMELIE, "name": "Worn out"})
    session.perform({"do": "add_circumstance", "name": "Požár", "kind": "bad", "value": 1})


def test_founders_tokens_and_consequences_come_back_as_play_left_them(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "founders")
    before = stored(campaign, "founders")
    play_founders(session)
    characters = updates(session)["characters"]
    assert set(characters) == {AMELIE, TOMAS, HELENE}
    assert characters[TOMAS] == {**before[TOMAS], "adversity": 1}  # F-14: one for the failure
    assert characters[AMELIE] == {**before[AMELIE], "consequences": []}
    assert characters[HELENE]["consequences"] == [
        {"name": "Injured leg", "score": 2},
        {"name": "Zlomené žebro", "score": 2},
    ]
    assert characters[HELENE]["traits"] == before[HELENE]["traits"]


def test_founders_the_directors_points_and_the_scene_come_back_too(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "founders")
    play_founders(session)
    game_master = updates(session)["game_master"]
    assert FoundersGameMaster.from_json(game_master).to_json() == game_master
    assert game_master["director"] == {"suspicion": 3}  # 2, and 1 for the risky reroll (F-15)
    circumstances = game_master["scene"]["circumstances"]
    assert game_master["scene"]["name"] == "Foggy harbour"
    assert [item["name"] for item in circumstances] == [
        "Thick fog",
        "An ally in customs",
        "Broken crane",
        "Požár",
    ]
    session.perform({"do": "undo"})
    assert len(updates(session)["game_master"]["scene"]["circumstances"]) == 3


def test_founders_dice_still_waiting_change_no_sheet(campaign: CampaignFile) -> None:
    session = start(campaign, "founders")
    session.perform({"do": "check", "leader": TOMAS, "dice": [1, 2]})
    session.perform({"do": "risky_reroll", "dice": [2, 2]})
    result = updates(session)
    assert result["characters"] == stored(campaign, "founders")
    assert result["game_master"] == campaign.game_master("founders")


def test_founders_a_resumed_session_gives_the_same_sheets(campaign: CampaignFile) -> None:
    session = start(campaign, "founders")
    play_founders(session)
    assert updates(resumed(session)) == updates(session)


# --- dice banks --------------------------------------------------------------------------------


def test_dice_banks_damage_burns_and_practice_come_back_as_play_left_them(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "dice_banks")
    before = stored(campaign, "dice_banks")
    session.perform({"do": "begin_conflict"})
    # B-31: Radek burns 1 point of his body for a die; it lands in Body as stun.
    session.perform(
        {
            "do": "roll",
            "who": RADEK,
            "as": "action",
            "bank": "physical",
            "skill": "Strength",
            "dice": 2,
            "burn": {"scar": "Body", "points": 1, "use": "dice"},
            "faces": [3, 4, 2],
        }
    )
    session.perform({"do": "damage", "who": VERA, "scar": "Body", "points": 2, "type": "lethal"})
    session.perform({"do": "practice", "who": VERA, "skill": "Agility"})
    characters = updates(session)["characters"]
    assert updates(session)["game_master"] is None
    radek_body = characters[RADEK]["scars"][0]
    assert radek_body["name"] == "Body" and radek_body["damage"] == {"stun": 2, "lethal": 1}
    assert characters[RADEK]["skills"] == before[RADEK]["skills"]
    assert characters[VERA]["scars"][0]["damage"] == {"lethal": 2}
    assert characters[VERA]["skills"][0] == {
        "name": "Agility",
        "kind": "talent",
        "level": 6,
        "practice_xp": 1,
    }
    unchanged = ("proficiency", "capacities", "equipment")
    assert all(characters[VERA][key] == before[VERA][key] for key in unchanged)


def test_dice_banks_opponents_who_joined_are_left_out(campaign: CampaignFile) -> None:
    session = start(campaign, "dice_banks", [RADEK])
    # An opponent named like a campaign character who is not playing must not become her sheet.
    stranger = {"name": VERA, "proficiency": 1, "scars": [{"name": "Body", "boxes": 3}]}
    session.perform({"do": "join", "character": stranger})
    session.perform({"do": "damage", "who": VERA, "scar": "Body", "points": 2})
    session.perform({"do": "damage", "who": RADEK, "scar": "Mind", "points": 1})
    characters = updates(session)["characters"]
    assert list(characters) == [RADEK]
    assert characters[RADEK]["scars"][1]["damage"] == {"stun": 1}


def test_dice_banks_undone_damage_is_not_written(campaign: CampaignFile) -> None:
    session = start(campaign, "dice_banks")
    session.perform({"do": "damage", "who": RADEK, "scar": "Mind", "points": 3})
    session.perform({"do": "undo"})
    assert updates(session)["characters"] == stored(campaign, "dice_banks")


# --- cinematic cards ---------------------------------------------------------------------------


def play_cinematic(session: PlaySession) -> None:
    """Élodie's sheet blessing is applied and she gains a prayer; Gaëtan's hand runs out (U-31)."""
    session.perform({"do": "refill", "player": ELODIE, "cards": ["2H", "3H", "4H", "5H", "6H"]})
    blessing = {"player": ELODIE, "level": 2, "name": "Blessing of Our Lady"}
    session.perform({"do": "bless", **blessing, "cards": ["7H", "8H"]})
    session.perform(
        {"do": "bless", "player": ELODIE, "level": 1, "name": "Prière", "cards": ["9H"]}
    )
    session.perform({"do": "refill", "player": GAETAN, "cards": ["2C", "3C"]})
    session.perform(
        {"do": "curse", "player": GAETAN, "level": 1, "name": "Evil eye", "cards": ["2C"]}
    )
    # Gaëtan plays his last card on a test he did not start: the hand and its curse are spent.
    session.perform(
        {
            "do": "test",
            "player": GAETAN,
            "attribute": 4,
            "skill": 4,
            "difficulty": 9,
            "initiated": False,
            "card": "3C",
        }
    )


def test_cinematic_blessings_cast_are_kept_and_those_of_an_exhausted_hand_are_gone(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "cinematic", options=SMALL_HANDS)
    before = stored(campaign, "cinematic")
    play_cinematic(session)
    result = updates(session)
    assert result["game_master"] is None
    characters = result["characters"]
    assert characters[ELODIE] == {
        **before[ELODIE],
        "blessings": [
            {"name": "Blessing of Our Lady", "level": 2},
            {"name": "Prière", "level": 1},
        ],
    }
    assert characters[GAETAN] == {**before[GAETAN], "blessings": []}
    assert characters[NOEL] == before[NOEL]  # notes, luck and ratings as they were


def test_cinematic_two_spells_of_one_name_stay_two_blessings(campaign: CampaignFile) -> None:
    session = start(campaign, "cinematic", [NOEL], options=SMALL_HANDS)
    session.perform({"do": "refill", "player": NOEL, "cards": ["2D", "3D", "4D"]})
    session.perform({"do": "bless", "player": NOEL, "level": 1, "cards": ["5D"]})
    session.perform({"do": "bless", "player": NOEL, "level": 2, "cards": ["6D", "7D"]})
    session.perform({"do": "curse", "player": NOEL, "level": 1, "name": " ", "cards": ["2D"]})
    assert updates(session)["characters"][NOEL]["blessings"] == [
        {"name": "Blessing", "level": 1},
        {"name": "Blessing 2", "level": 2},
        {"name": "Curse", "level": -1},
    ]


def test_cinematic_sheet_spells_not_yet_applied_at_a_mirror_table_stay(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "cinematic", options=SMALL_HANDS)
    session.perform({"do": "refill", "player": ELODIE, "cards": ["2H", "3H", "4H", "5H", "6H"]})
    assert updates(session)["characters"] == stored(campaign, "cinematic")


def test_cinematic_spells_at_a_table_without_hands_stay_on_the_sheets(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "cinematic", options={"mode": "direct_draw"}, mirror=False)
    session.perform({"do": "test", "player": GAETAN, "attribute": 4, "skill": 4, "difficulty": 9})
    assert updates(session)["characters"] == stored(campaign, "cinematic")


def test_cinematic_sheet_spells_dealt_into_the_first_hands_are_the_sheets_own(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "cinematic", options={"mode": "hand_management"}, mirror=False)
    assert updates(session)["characters"] == stored(campaign, "cinematic")
    assert updates(resumed(session)) == updates(session)


def test_cinematic_a_session_stored_without_notes_leaves_those_players_out(
    campaign: CampaignFile,
) -> None:
    session = start(campaign, "cinematic", options=SMALL_HANDS)
    play_cinematic(session)
    # Sessions stored before the setup kept whole sheets had no notes: rebuild one like that.
    setup = campaign.session_setup(session.session_id)
    for player in setup["table"]["players"]:
        if player["name"] != GAETAN:
            del player["notes"]
    driver = driver_class("cinematic")
    old = PlaySession.start(campaign, driver, "Stored long ago", setup["table"])
    for event in session.events:
        old.perform(event["action"])
    old = resumed(old)
    assert list(updates(old)["characters"]) == [GAETAN]
    assert updates(old)["characters"][GAETAN] == updates(session)["characters"][GAETAN]
