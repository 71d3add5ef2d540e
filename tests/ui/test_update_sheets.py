"""Update Sheets through the window: play writes onto the campaign's sheets as one undoable edit."""

from __future__ import annotations

from typing import Any

import pytest

from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.ui.main_window import MainWindow
from deskapp.ui.rule_ids import split_rule_ids
from deskapp.ui.table.page import TablePage

AMELIE, TOMAS, HELENE = "Amélie Dubois", "Tomáš Král", "Hélène Šťastná"
RADEK, VERA = "Radek Šťastný", "Věra Dvořáková"
ELODIE, GAETAN, NOEL = "Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"
SHEETS_BLESSING = "Blessing of Our Lady"  # on Élodie's sheet, applied by hand at a mirror table


pytestmark = pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table")


def update_sheets(page: TablePage) -> int:
    """Update Sheets as the GM does it: the dialog, accepted as it opens. Returns how many
    sheets it lists, each written; 0 when it says there is nothing to write (no dialog)."""
    dialog = page.ask_update_sheets()
    if dialog is None:
        return 0
    count = dialog.tree.topLevelItemCount()
    dialog.accept()
    return count


def sheets(window: MainWindow, system: str) -> dict[str, dict[str, Any]]:
    """The stored documents of a system's characters, by name."""
    campaign = window.controller.campaign
    return {row.name: row.data for row in campaign.characters() if row.system == system}


def start(window: MainWindow, system: str, players: list[str]) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    assert page.start_session("Session 1", players, mirror=True)
    assert page.sheets_button.isEnabled()


def perform(window: MainWindow, *actions: dict[str, Any]) -> None:
    screen = window.table_page.session_screen
    assert screen is not None
    for action in actions:
        assert screen.perform(action) is not None, screen.problem.text()


def update_and_undo(window: MainWindow, system: str, changed: int) -> dict[str, dict[str, Any]]:
    """Press Update Sheets twice (``changed`` edits, then none) and undo it in Characters mode.

    Returns the sheets as the update left them, for the test to check.
    """
    page = window.table_page
    before = sheets(window, system)
    game_master = window.controller.campaign.game_master(system)
    assert update_sheets(page) == changed
    after = sheets(window, system)
    assert update_sheets(page) == 0
    window.set_mode("characters")
    window.named_actions["undo"].trigger()
    assert sheets(window, system) == before
    assert window.controller.campaign.game_master(system) == game_master
    return after


def test_founders_tokens_consequences_and_the_directors_side_are_written_and_undone(
    window: MainWindow,
) -> None:
    start(window, "founders", [AMELIE, TOMAS, HELENE])
    perform(
        window,
        {"do": "check", "leader": TOMAS, "dice": [1, 2]},
        {"do": "risky_reroll", "dice": [2, 2]},
        {"do": "take"},
        {"do": "remove_consequence", "founder": AMELIE, "name": "Worn out"},
        {"do": "add_circumstance", "name": "Požár", "kind": "bad", "value": 1},
    )
    campaign = window.controller.campaign
    page = window.table_page
    assert update_sheets(page) == 3  # Tomáš, Amélie and the Director's side
    assert sheets(window, "founders")[TOMAS]["adversity"] == 1
    assert sheets(window, "founders")[AMELIE]["consequences"] == []
    game_master = campaign.game_master("founders")
    assert game_master["director"] == {"suspicion": 3}
    assert game_master["scene"]["circumstances"][-1] == {"name": "Požár", "kind": "bad", "value": 1}
    assert update_sheets(page) == 0
    window.set_mode("characters")
    window.named_actions["undo"].trigger()
    assert sheets(window, "founders")[TOMAS]["adversity"] == 0
    assert sheets(window, "founders")[AMELIE]["consequences"] == [{"name": "Worn out", "score": 1}]
    assert campaign.game_master("founders")["director"] == {"suspicion": 2}


def test_dice_banks_damage_and_practice_are_written_but_never_an_opponent(
    window: MainWindow,
) -> None:
    start(window, "dice_banks", [RADEK])
    stranger = {"name": VERA, "proficiency": 1, "scars": [{"name": "Body", "boxes": 3}]}
    perform(
        window,
        {"do": "join", "character": stranger},
        {"do": "damage", "who": VERA, "scar": "Body", "points": 3},
        {"do": "damage", "who": RADEK, "scar": "Mind", "points": 2},
        {"do": "practice", "who": RADEK, "skill": "Heraldry"},
    )
    vera = sheets(window, "dice_banks")[VERA]
    after = update_and_undo(window, "dice_banks", changed=1)
    assert after[RADEK]["scars"][1]["damage"] == {"stun": 2}
    assert after[RADEK]["skills"][2]["practice_xp"] == 1
    assert after[VERA] == vera


def test_cinematic_blessings_are_written_and_an_exhausted_curse_removed(
    window: MainWindow,
) -> None:
    page = window.table_page
    small_hands = CinematicOptions(mode="hand_management", starting_hand=3)
    page.set_options("cinematic", small_hands.to_json())
    start(window, "cinematic", [ELODIE, GAETAN, NOEL])
    perform(
        window,
        {"do": "refill", "player": ELODIE, "cards": ["2H", "3H", "4H", "5H", "6H"]},
        {
            "do": "bless",
            "player": ELODIE,
            "level": 2,
            "name": SHEETS_BLESSING,
            "cards": ["7H", "8H"],
        },
        {"do": "bless", "player": ELODIE, "level": 1, "name": "Prière", "cards": ["9H"]},
        {"do": "refill", "player": GAETAN, "cards": ["2C", "3C"]},
        {"do": "curse", "player": GAETAN, "level": 1, "name": "Evil eye", "cards": ["2C"]},
        {"do": "curse", "player": GAETAN, "level": 1, "name": "Poisse", "cards": ["3C"]},
    )
    notes = {name: sheet["notes"] for name, sheet in sheets(window, "cinematic").items()}
    after = update_and_undo(window, "cinematic", changed=2)
    assert after[ELODIE]["blessings"] == [
        {"name": SHEETS_BLESSING, "level": 2},
        {"name": "Prière", "level": 1},
    ]
    assert after[GAETAN]["blessings"] == []  # the curse that emptied the hand ended both (U-31)
    assert {name: sheet["notes"] for name, sheet in after.items()} == notes
    assert after[GAETAN]["luck"] == -1


def test_an_edit_made_during_the_session_to_what_play_did_not_touch_is_kept(
    window: MainWindow,
) -> None:
    start(window, "founders", [AMELIE, TOMAS])
    perform(
        window,
        {
            "do": "check",
            "leader": TOMAS,
            "helping": [],
            "hindering": [],
            "assists": [],
            "difficulty": "hard",
            "dice": [2, 3],
        },
        {"do": "take", "adversity": 0},
    )
    campaign = window.controller.campaign
    tomas = next(row for row in campaign.characters() if row.name == TOMAS)
    edited = dict(tomas.data, traits=[*tomas.data["traits"], {"name": "Plavec", "score": 1}])
    campaign.save_character_data(tomas.id, edited)  # a sheet edit in Characters mode meanwhile
    assert update_sheets(window.table_page) >= 1
    stored = campaign.character(tomas.id).data
    assert {"name": "Plavec", "score": 1} in stored["traits"]  # the edit is kept
    assert stored["adversity"] == tomas.data["adversity"] + 1  # play's token is written (F-14)


def test_ctrl_z_right_after_update_sheets_takes_the_update_back(window: MainWindow) -> None:
    """Right after Update Sheets the last thing done is the update: Ctrl+Z (Edit → Undo)
    on the Table page takes it back, not the table's last action, which once left the
    sheets written from an action that was then undone (review r30d). Once the table acts
    again, Ctrl+Z is the table's again; the band's own Undo still takes the update back."""
    start(window, "dice_banks", [RADEK])
    perform(window, {"do": "damage", "who": RADEK, "scar": "Mind", "points": 2})
    page = window.table_page
    before = sheets(window, "dice_banks")
    events = len(page.session.events)
    assert update_sheets(page) == 1
    written = sheets(window, "dice_banks")
    undo, redo = window.named_actions["undo"], window.named_actions["redo"]
    assert "Update sheets from play" in undo.text()
    undo.trigger()
    assert sheets(window, "dice_banks") == before, "the sheets as they were"
    assert len(page.session.events) == events and not page.session.history.undone
    assert page.message.text().startswith("Undone: ")
    redo.trigger()
    assert sheets(window, "dice_banks") == written
    assert page.message.text().startswith("Redone: ")
    perform(window, {"do": "damage", "who": RADEK, "scar": "Mind", "points": 1})
    undo.trigger()
    assert [done.action["do"] for done in page.session.history.undone] == ["damage"]
    assert sheets(window, "dice_banks") == written, "the table's undo left the sheets alone"


def test_a_rule_id_after_other_words_in_brackets_goes_to_the_tooltip() -> None:
    """ "(2 of 4; rule B-23)" keeps "(2 of 4)" in the words (the Edit menu's Undo line
    showed the rule ID: review r30d's screenshots); the ID goes to the tooltip."""
    line = "Radek takes 2 stun into Mysl (2 of 4; rule B-23)"
    assert split_rule_ids(line) == ("Radek takes 2 stun into Mysl (2 of 4)", ["B-23"])
    assert split_rule_ids("a (rules A-11, A-12)") == ("a", ["A-11", "A-12"])
