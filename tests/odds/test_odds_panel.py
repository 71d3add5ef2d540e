"""The odds panel on each system's table screen, driven through the real window (pytest-qt)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from deskapp.core.cards import standard_54
from deskapp.core.odds import percent_text
from deskapp.systems.agents.ui.screen import AgentsScreen
from deskapp.systems.cinematic.odds import odds_of
from deskapp.systems.cinematic.rules import Check, CinematicOptions
from deskapp.systems.cinematic.ui.screen import CinematicScreen
from deskapp.systems.dice_banks.ui.screen import DiceBanksScreen
from deskapp.systems.founders.ui.screen import FoundersScreen
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.odds import SHOWN_KEY, OddsPanel

pytestmark = [pytest.mark.gui, pytest.mark.window(campaign="demo", mode="table", size=(1366, 768))]


def percent_shown(panel: OddsPanel, key: str) -> str:
    """The percent the odds panel shows for ``key`` ("" when it shows none)."""
    labels = [
        label  # one of the rows laid out now, not one dropped and not yet deleted
        for label in panel.findChildren(QLabel, f"odds_{key}")
        if panel.rows.indexOf(label) >= 0
    ]
    return labels[0].text() if labels else ""


def notes(panel: OddsPanel) -> list[str]:
    """The notes the panel shows under its rows."""
    return [
        widget.text()
        for index in range(panel.notes.count())
        if (item := panel.notes.itemAt(index)) is not None
        and isinstance(widget := item.widget(), QLabel)
    ]


def start_with(window: MainWindow, system: str, mirror: bool = False):
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    names = [s.name for s in window.controller.campaign.summaries() if s.system == system]
    for first in range(len(names)):
        if page.start_session("Odds", names[first : first + 3], mirror):
            return page.session_screen
    raise AssertionError(f"no {system} session could start with {names}")


def test_a10_a16_agents_odds_follow_the_aspects_clicked_into_the_test(qtbot, window) -> None:
    """Rules A-10, A-11, A-16: one card, then an aspect's card, then the aspect exhausted."""
    # rules
    screen = start_with(window, "agents")
    assert isinstance(screen, AgentsScreen)
    panel = screen.odds_panel
    assert panel.value("clean_success") == Fraction(1, 2)  # one card from a full 52-card deck
    assert percent_shown(panel, "clean_success") == "50 %"
    chips = screen.panels[screen.builder.tester].chips
    assert chips[0].item.kind == "aspect" and not chips[0].item.exhausted
    qtbot.keyClick(screen, Qt.Key.Key_1)  # the first aspect described: a second card
    assert chips[0].state == "use"
    assert panel.value("clean_success") == Fraction(26 * 25, 52 * 51)
    assert percent_shown(panel, "clean_success") == "25 %"
    qtbot.keyClick(screen, Qt.Key.Key_1)  # exhausted: it removes one complication
    assert chips[0].state == "exhaust"
    assert panel.value("clean_success") == 1 - Fraction(26 * 25, 52 * 51)
    assert percent_shown(panel, "clean_success") == "75 %"
    assert panel.value("mix") == 0
    assert any("Next milestone" in note for note in notes(panel))


def test_a16_agents_odds_come_from_the_cards_left_after_a_draw(qtbot, window) -> None:
    """The odds use the deck as it stands: after a test, its cards are gone from the draw pile."""
    # rule A-16
    screen = start_with(window, "agents")
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # draw the one-card test
    with qtbot.waitSignal(screen.odds_panel.updated):  # just after the frame that shows it
        qtbot.keyClick(screen, Qt.Key.Key_Return)  # sort it to the piles
    draw = screen.agents.pile("draw")
    assert len(draw) == 51
    blacks = sum(not card.is_red for card in draw)
    assert screen.odds_panel.value("clean_success") == Fraction(blacks, 51)


def test_the_hide_choice_is_remembered_by_the_campaign_across_a_restart(
    qtbot, window, open_window, campaign_path
) -> None:
    screen = start_with(window, "cinematic")
    panel = screen.odds_panel
    assert panel.content.isVisible()
    qtbot.mouseClick(panel.toggle, Qt.MouseButton.LeftButton)
    assert not panel.content.isVisible()
    assert window.controller.campaign.meta(SHOWN_KEY) == "0"
    window.close()
    window.controller.close()
    again = open_window(campaign_path)
    page = again.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    page.session_box.setFocus()
    qtbot.keyClick(page.session_box, Qt.Key.Key_Down)
    reopened = page.session_screen
    assert isinstance(reopened, CinematicScreen)
    assert reopened.session is not None
    assert not reopened.odds_panel.content.isVisible()
    qtbot.mouseClick(reopened.odds_panel.toggle, Qt.MouseButton.LeftButton)
    assert reopened.odds_panel.content.isVisible()
    assert again.controller.campaign.meta(SHOWN_KEY) == "1"


def test_f13_f14_founders_odds_follow_the_difficulty_and_the_tokens(qtbot, window) -> None:
    """Rules F-10 … F-14: Hard needs more; each Adversity Token spent adds one."""
    # rules F-13, F-14
    screen = start_with(window, "founders")
    assert isinstance(screen, FoundersScreen)
    check = screen.check
    panel = check.odds_panel
    normal = panel.value("success")
    qtbot.mouseClick(
        check.difficulty_buttons.button(2)
        or check.findChild(type(check.roll_button), "difficulty_hard"),
        Qt.MouseButton.LeftButton,
    )
    assert check.difficulty.value() == 10
    hard = panel.value("success")
    assert hard is not None and normal is not None and hard < normal
    assert percent_shown(panel, "success") != "" and percent_shown(panel, "success") != "100 %"
    if check.spend.maximum() > 0:
        check.spend.stepBy(1)
        assert panel.value("success") > hard
    assert any("risky reroll" in note for note in notes(panel))


def test_b10_b16_dice_banks_odds_follow_the_dice_and_the_defense(qtbot, window) -> None:
    """Rules B-10, B-16: fewer dice, or a higher Defense, lower the chance of success."""
    # rules B-10, B-16
    screen = start_with(window, "dice_banks")
    assert isinstance(screen, DiceBanksScreen)
    builder, panel = screen.builder, screen.odds_panel
    before = panel.value("success")
    builder.dice.setValue(1)
    one_die = panel.value("success")
    assert before is not None and one_die is not None and one_die < before
    builder.difficulty.setValue(2)
    skill = screen.driver.view().last  # nothing rolled yet: the odds are the builder's alone
    assert skill is None
    beaten = panel.value("success")
    assert beaten is not None and 0 < beaten < one_die  # two successes from one die: explosions
    assert percent_shown(panel, "success") == percent_text(beaten)


def test_u01_cinematic_odds_follow_the_difficulty(qtbot, window) -> None:
    """Rule U-01: a higher Difficulty Level lowers the chance of success."""
    # rule U-01
    screen = start_with(window, "cinematic")
    assert isinstance(screen, CinematicScreen)
    panel = screen.odds_panel
    easy = panel.value("success")
    screen.builder.difficulty.setValue(15)
    hard = panel.value("success")
    assert easy is not None and hard is not None and hard < easy
    assert percent_shown(panel, "success") == percent_text(hard) != percent_text(easy)


def test_a14_in_mirror_mode_the_odds_use_the_deck_the_app_tracks(qtbot, window) -> None:
    """Rule A-14 at a mirror table: the typed cards leave the tracked deck, and the odds follow."""
    # rule A-14
    screen = start_with(window, "agents", mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # goes to the field for the real cards
    qtbot.keyClicks(screen.plan.cards_edit, "kc")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    with qtbot.waitSignal(screen.odds_panel.updated):  # just after the frame that shows it
        qtbot.mouseClick(screen.drawn.sort_button, Qt.MouseButton.LeftButton)
    assert [card.notation for card in screen.agents.pile("success")] == ["KC"]
    # One card from 51: 25 blacks are left.
    assert screen.odds_panel.value("clean_success") == Fraction(25, 51)
    assert percent_shown(screen.odds_panel, "clean_success") == "49 %"


def test_u12_chained_odds_show_at_once_and_follow_the_test(qtbot, window) -> None:
    """Rules U-12 … U-15 chained, the slowest readings: the odds are there as soon as the test is."""
    # rules U-12, U-13, U-15
    chained = {"second_card": "chain", "joker_total": "plus_second", "ace": "one_minus_second"}
    window.controller.campaign.set_options("cinematic", chained)
    screen = start_with(window, "cinematic")
    assert isinstance(screen, CinematicScreen)
    panel, builder = screen.odds_panel, screen.builder
    expected = odds_of(
        Check(builder.attribute.value(), builder.skill.value(), builder.difficulty.value()),
        standard_54(),
        (),
        CinematicOptions(**chained),
    )
    assert panel.value("success") == expected.chance("success")
    assert panel.value("critical_failure") == expected.chance("critical_failure")
    builder.difficulty.setValue(14)  # no waiting: the panel shows the new test's odds now
    harder = panel.value("success")
    assert harder is not None and harder < expected.chance("success")
    assert percent_shown(panel, "success") == percent_text(harder)
