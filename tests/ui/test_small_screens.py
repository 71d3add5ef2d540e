"""Issue 30, item 3: every system's table on a small screen.

At 1100×720 (and a laptop's 1366×768, a monitor's 1920×1080), in English, Czech and French
(the demo written in that language), whatever the current action needs is in sight where the screen starts — inside its scroll
area's viewport and the window —, no label is cut, nothing scrolls sideways, and a key that
puts the focus in a field brings that field into sight. Screenshots go to
``artifacts/screens/small_*.png`` (or ``$CARDDESK_ARTIFACTS``), to be looked at.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGroupBox, QProgressBar, QScrollArea, QWidget

from deskapp.core import i18n
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow

from .test_table_screens import ARTIFACTS, clipped, describe, fully_in_sight, sideways

pytestmark = pytest.mark.window(
    campaign="demo_sessions", file_name="demo.carddesk", exposed=True, active=True, mode="table"
)

SIZES = [(1100, 720), (1366, 768), (1920, 1080)]
LANGUAGES = ["en", "cs", "fr"]


@pytest.fixture
def campaign_path(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """The demo with its sessions written in the test's language, as a group speaking it
    gets it (its words are as long as that language's)."""
    path = tmp_path / "demo.carddesk"
    language = request.node.callspec.params["language"]
    with CampaignFile.open(path) as campaign, i18n.speaking(language):
        write_demo(campaign)
        write_demo_sessions(campaign)
    return path


def open_table(open_window: Any, qtbot: Any, path: Any, system: str, size: Any, language: str):
    window: MainWindow = open_window(path, size=size, system=system, language=language)
    page = window.table_page
    screen = page.session_screen
    assert screen is not None and screen.SYSTEM == system
    qtbot.waitUntil(lambda: screen.isVisible() and page.width() >= size[0] - 40)
    return window, screen


def settled(qtbot: Any, problems: Any) -> list[str]:
    """The problems once the screen is laid out and scrolled where it starts (the event loop
    does both): none, or those still there when waiting gives up."""
    try:
        qtbot.waitUntil(lambda: problems() == [], timeout=2000)
    except qtbot.TimeoutError:
        pass
    return problems()


def needs(screen: Any) -> list[QWidget]:
    """The controls the current action needs, on each screen as the demo session leaves it."""
    if screen.SYSTEM == "agents":
        if screen.agents.pending is not None:  # the cards drawn: sorted or put back
            drawn = screen.drawn
            controls: list[QWidget] = [drawn.heading, drawn.sort_button, drawn.back_button]
        else:
            plan = screen.plan
            controls = [plan.heading, plan.count_line, plan.temporary, plan.cards_edit]
            controls += [plan.draw_button, plan.clear_button]
        controls.append(screen.keys)
    elif screen.SYSTEM == "founders":
        check = screen.check
        controls = [check.leader, check.roll_button, check.take_button]
        controls += [check.entry.text, *check.odds_panel.findChildren(QProgressBar)]
    elif screen.SYSTEM == "dice_banks":
        builder = screen.builder
        controls = [builder.who, *builder.kind_buttons.buttons(), *builder.bank_buttons.buttons()]
        controls += [builder.skill, builder.dice, builder.difficulty, builder.faces]
        controls += [builder.roll_button, screen.tray]
    else:
        builder = screen.builder
        controls = [builder.player, builder.attribute, builder.skill, builder.difficulty]
        controls += [builder.cards, builder.go, screen.result.outcome, screen.keys]
    return [control for control in controls if control.isVisibleTo(screen)]


def out_of_sight(controls: list[QWidget]) -> list[str]:
    return [describe(control) for control in controls if not fully_in_sight(control)]


def keep(window: QWidget, name: str) -> None:
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"small_{name}.png"))


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_current_action_is_in_sight_and_nothing_is_cut(
    qtbot, open_window, campaign_path, system, size, language
) -> None:
    window, screen = open_table(open_window, qtbot, campaign_path, system, size, language)
    controls = needs(screen)
    assert controls
    hidden = settled(qtbot, lambda: out_of_sight(controls))
    keep(window, f"{system}_{size[0]}x{size[1]}_{language}")
    assert hidden == []
    assert clipped(screen) == []
    assert sideways(screen) == [], "what lies past the right edge is out of sight"
    nested = [area for area in screen.findChildren(QScrollArea) if area.isVisible()]
    if system == "dice_banks":  # the roll result was in the third of three scroll areas
        assert len(nested) <= 1, [describe(area) for area in nested]
        # Every character's card within the screen's width: scrolling down reaches it.
        assert [describe(card) for card in screen.cards.values() if past_the_edge(card)] == []


def past_the_edge(widget: QWidget) -> bool:
    """Whether part of the widget lies right of its window or of a scroll area around it
    (where only a sideways scroll would show it)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea) or parent.isWindow():
            view = parent.viewport() if isinstance(parent, QScrollArea) else parent
            right = widget.mapTo(view, widget.rect().topRight()).x()
            left = widget.mapTo(view, widget.rect().topLeft()).x()
            if left < 0 or right >= view.width():
                return True
        parent = parent.parentWidget()
    return False


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_space_at_a_founders_mirror_table_brings_the_dice_field_into_sight(
    qtbot, open_window, campaign_path, size, language
) -> None:
    window, screen = open_table(open_window, qtbot, campaign_path, "founders", size, language)
    screen.scroller.verticalScrollBar().setValue(0)  # the GM scrolled up to read the scene
    screen.content.setFocus()
    qtbot.keyClick(screen.content, Qt.Key.Key_Space)
    field = screen.check.entry.text
    assert QApplication.focusWidget() is field
    hidden = settled(qtbot, lambda: out_of_sight([field, screen.check.roll_button]))
    keep(window, f"founders_space_{size[0]}x{size[1]}_{language}")
    assert hidden == [], "the GM would type blind"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_cinematic_mirror_table_gives_the_test_its_room_at_1920x1080(
    qtbot, open_window, campaign_path, language
) -> None:
    window, screen = open_table(
        open_window, qtbot, campaign_path, "cinematic", (1920, 1080), language
    )
    assert screen.cinematic.view().mirror
    # No group of controls that cannot be used takes the screen's room.
    disabled = [
        describe(group)
        for group in screen.findChildren(QGroupBox)
        if group.isVisible() and not group.isEnabled()
    ]
    powers = screen.powers
    if powers.isVisible() and not any(w.isEnabled() for w in powers.findChildren(QWidget)):
        disabled.append(describe(powers))
    assert disabled == []
    assert screen.tabs.isHidden() or screen.tabs.height() < 0.25 * screen.height()
    # The form a third of the middle row at least, not a 350 px column beside the result.
    qtbot.waitUntil(lambda: screen.builder.width() >= 0.3 * screen.width(), timeout=2000)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_cinematic_refusal_keeps_the_focus_and_the_result_whole(
    qtbot, open_window, campaign_path, size, language
) -> None:
    window, screen = open_table(open_window, qtbot, campaign_path, "cinematic", size, language)
    builder = screen.builder
    assert builder.name == screen.cinematic.view().names[0]  # Élodie, Q♥ 4♣ in her discard
    builder.cards.setFocus()
    qtbot.keyClicks(builder.cards, "QH 4C")
    qtbot.keyClick(builder.cards, Qt.Key.Key_Return)
    assert screen.problem.isVisible() and screen.resync.isVisible()  # the mirror's banner

    def problems() -> list[str]:
        over = screen.problem_box.geometry().top() < builder.geometry().bottom()
        return (
            (["the refusal over the test"] if over else [])
            + sideways(screen)
            + clipped(screen)
            + out_of_sight([builder.cards, screen.problem, screen.resync])
        )

    found = settled(qtbot, problems)
    keep(window, f"cinematic_banner_{size[0]}x{size[1]}_{language}")
    assert found == []
    assert QApplication.focusWidget() is builder.cards, "the GM types the cards again"


@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_window_asked_for_1100_px_is_1100_px_wide(
    qtbot, open_window, campaign_path, system, language
) -> None:
    """Issue 30, item 3: the French window opened about 1,200 px wide when asked for 1,100,
    leaving History and "Mettre à jour les fiches" off a 1,100 px screen. The Table page's
    first layout asked for that much; once every label is laid out it needs far less, and
    the window goes back to the size asked for."""
    window, screen = open_table(open_window, qtbot, campaign_path, system, (1100, 720), language)
    try:
        qtbot.waitUntil(lambda: window.size().toTuple() == (1100, 720), timeout=2000)
    except qtbot.TimeoutError:
        pass
    assert window.size().toTuple() == (1100, 720)
    assert window.minimumSize().width() <= 1100
    keep(window, f"window_{system}_1100x720_{language}")
