"""The Table page: table options per system, sessions started and resumed, the history."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QComboBox, QLabel

from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.systems.dice_banks.rules import DiceBanksOptions
from deskapp.systems.founders.rules import FoundersOptions
from deskapp.ui.main_window import MainWindow
from deskapp.ui.options_dialog import OptionsDialog

pytestmark = pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table")


@pytest.mark.parametrize(
    "options", [AgentsOptions(), CinematicOptions(), FoundersOptions(), DiceBanksOptions()]
)
def test_the_options_form_shows_every_option_and_gives_them_back(qtbot, options) -> None:
    dialog = OptionsDialog(options, "X")
    qtbot.addWidget(dialog)
    assert set(dialog.fields) == set(options.to_json())
    assert dialog.values() == options.to_json()
    assert all(field.toolTip() for field in dialog.fields.values())


def test_choices_numbers_and_defaults(qtbot) -> None:
    dialog = OptionsDialog(AgentsOptions(), "Agents")
    qtbot.addWidget(dialog)
    dialog.fields["grading"].setCurrentIndex(dialog.fields["grading"].findData("coordinator"))
    dialog.fields["step"].setValue(5)
    dialog.fields["final_level"].setCurrentText("aspects")
    assert dialog.chosen_options() == AgentsOptions(
        step=5, grading="coordinator", final_level="aspects"
    )
    dialog.fields["final_level"].setCurrentText("6")
    assert dialog.chosen_options().final_level == 6
    dialog.restore_defaults()
    assert dialog.values() == AgentsOptions().to_json()


def test_options_that_break_the_rules_are_explained(qtbot) -> None:
    dialog = OptionsDialog(AgentsOptions(), "Agents")
    qtbot.addWidget(dialog)
    dialog.fields["final_level"].setCurrentText("soon")
    assert dialog.chosen_options() is None
    problem = dialog.problem.text()
    assert "Mission ends at" in problem and not dialog.problem.isHidden()
    assert "final_level" not in problem, "option keys stay out of the user's words"


@pytest.mark.parametrize(
    "options", [AgentsOptions(), CinematicOptions(), FoundersOptions(), DiceBanksOptions()]
)
def test_every_option_has_human_words_and_its_rules_in_the_tooltip(qtbot, options) -> None:
    dialog = OptionsDialog(options, "X")
    qtbot.addWidget(dialog)
    assert set(dialog.texts) == set(options.to_json())
    for name, text in dialog.texts.items():
        assert text.label != name.replace("_", " ").capitalize() or " " not in name, name
        assert "_" not in text.label and text.explanation, name
        assert not re.search(r"[A-Z]-\d\d", text.label + text.explanation), name
    for name, field in dialog.fields.items():
        if isinstance(field, QComboBox) and not field.isEditable():
            shown = [field.itemText(row) for row in range(field.count())]
            assert not [word for word in shown if "_" in word], (name, shown)
    assert any("Rules: " in field.toolTip() for field in dialog.fields.values())
    assert "from now on" in dialog.findChild(QLabel, "options_applies").text()


def test_changed_options_are_stored_undoably_and_used_by_new_sessions(window: MainWindow) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    options = CinematicOptions(mode="hand_management").to_json()
    page.set_options("cinematic", options)
    assert window.controller.campaign.options("cinematic")["mode"] == "hand_management"
    assert page.start_session("Večer 1", ["Élodie Lefèvre", "Noël Œillet"], mirror=False)
    assert page.session.driver.state_json()["options"]["mode"] == "hand_management"
    window.set_mode("characters")
    window.named_actions["undo"].trigger()
    assert window.controller.campaign.options("cinematic")["mode"] == "direct_draw"


def test_the_history_grows_with_each_action_and_sessions_can_be_picked_again(
    window: MainWindow,
) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Večer 1", ["Élodie Lefèvre"], mirror=False)
    first_id = page.session.session_id
    for _ in range(3):
        page.session_screen.perform(
            {"do": "test", "player": "Élodie Lefèvre", "attribute": 3, "skill": 2}
        )
    assert page.history.count() == 3
    assert page.start_session("Večer 2", ["Noël Œillet"], mirror=False)
    assert page.history.count() == 0
    assert page.resume(first_id)
    assert page.history.count() == 3 and page.session_box.currentText() == "Večer 1"


def test_the_agents_grading_choices_say_what_happens_in_players_words(qtbot) -> None:
    """Review 5, finding 16: "Card Desk grades it by thirds" was the developers' wording
    (rules A-35, A-36)."""
    dialog = OptionsDialog(AgentsOptions(), "Agents")
    qtbot.addWidget(dialog)
    grading = dialog.fields["grading"]
    choices = [grading.itemText(index) for index in range(grading.count())]
    assert choices == [
        "From the score (the fewer complications, the cleaner the success)",
        "The Coordinator",
    ]
    assert not [text for text in choices if "thirds" in text or "Card Desk" in text]
