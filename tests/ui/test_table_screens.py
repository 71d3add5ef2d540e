"""Screenshots of every table screen with the demo campaign, at a laptop's 1366×768 and a
monitor's 1920×1080, in English, Czech and French (often a third longer): nothing a game
master reads or presses is cut off, and in Czech and French no English is left.

Each screenshot is kept as a PNG under ``artifacts/screens`` (or ``$CARDDESK_ARTIFACTS``),
where CI keeps its artifacts, to be looked at.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QLabel,
    QProgressBar,
    QRadioButton,
    QWidget,
)

from deskapp.ui.main_window import MainWindow
from deskapp.ui.rule_ids import RULE_REFERENCE

from .speaking import english_left, visible_texts

# The title shows the file's name: a Czech one, so it adds no English word to the check.
pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="demo.carddesk")

SIZES = [(1366, 768), (1920, 1080), (1100, 720)]  # the last: the old first-start size
SYSTEMS = ["agents", "founders", "dice_banks", "cinematic"]
LANGUAGES = ["en", "cs", "fr"]
ARTIFACTS = Path(os.environ.get("CARDDESK_ARTIFACTS", Path(__file__).parents[2] / "artifacts"))


def primary_action(window: MainWindow, system: str) -> QWidget:
    """The button a game master presses most on each screen, in the demo session's state."""
    screen = window.table_page.session_screen
    assert screen is not None
    if system == "agents":
        return screen.drawn.sort_button if screen.agents.pending else screen.plan.draw_button
    if system == "founders":
        return screen.check.roll_button
    if system == "dice_banks":
        return screen.builder.roll_button
    return screen.builder.go


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_table_screen_shows_everything_uncut(
    qtbot, open_window, campaign_path, system, size, language
):
    window = open_window(
        campaign_path, size=size, exposed=True, mode="table", system=system, language=language
    )
    page = window.table_page
    assert page.session is not None and page.session.driver.SYSTEM == system
    # Laid out at the window's size, the campaign dock gone (Table mode needs the width).
    qtbot.waitUntil(lambda: page.width() > size[0] - 40)
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    shot = folder / f"{system}_{size[0]}x{size[1]}_{language}.png"
    assert window.grab().save(str(shot)) and shot.stat().st_size > 10_000
    cut, hidden = clipped(window), out_of_sight(window)
    shot.with_suffix(".txt").write_text("\n".join([*cut, *hidden]) + "\n", encoding="utf-8")
    assert cut == []
    assert hidden == []
    if size[0] >= 1366:  # the sizes the table is made for; 1100 px wide may scroll
        assert sideways(page) == [], "words that need a sideways scroll are cut on the screen"
    cited = [
        describe(widget)
        for widget in page.findChildren(QWidget)
        if isinstance(widget, (QLabel, QAbstractButton))
        and widget.isVisible()
        and RULE_REFERENCE.search(widget.text())
    ]
    assert cited == [], "rule IDs belong in tooltips"
    # The Founders' check needs the height of a laptop (768 lines): at 720 it scrolls.
    if system != "founders" or size[1] >= 768:
        assert fully_in_sight(primary_action(window, system))
    if system == "dice_banks" and size == (1366, 768):  # the roll builder was a 140 px scroll box
        assert builder_out_of_sight(page.session_screen.builder) == []
    if system == "agents":  # review 5, finding 12: the key line was cut in half in French
        assert fully_in_sight(page.session_screen.keys)
    if system == "founders" and size[1] >= 768:  # review 5, finding 9: the odds with the check
        odds = page.session_screen.check.odds_panel
        bars = odds.findChildren(QProgressBar)
        assert bars and all(fully_in_sight(bar) for bar in bars), "the odds are under the fold"
        names = [label for label in odds.findChildren(QLabel) if label.parent() is odds.content]
        # In the Dice banks table's type (12 pt), not the screen's small print (9 pt).
        assert names and all(label.font().pointSizeF() >= 12 for label in names)
    if system == "founders" and size[0] >= 1366:  # the demo's four circumstances side by side
        cards = page.session_screen.circumstance_cards
        assert len(cards) == 4 and all(fully_in_sight(card) for card in cards)
    if system == "founders":  # the contest's side of the table too
        screen = page.session_screen
        screen.tabs.setCurrentWidget(screen.contest)
        qtbot.waitUntil(screen.contest.isVisible)
        if size[1] >= 768:  # choosing the tab brings its button into sight
            qtbot.waitUntil(lambda: fully_in_sight(screen.contest.start_button))
        window.grab().save(str(folder / f"founders_contest_{size[0]}x{size[1]}_{language}.png"))
        assert clipped(window) == [] and out_of_sight(window) == []
        screen.tabs.setCurrentWidget(screen.check)  # and back: the check's Roll in sight again
        if size[1] >= 768:
            qtbot.waitUntil(lambda: fully_in_sight(screen.check.roll_button))
    if language != "en" and size == SIZES[0]:
        assert english_left(visible_texts(window), language, campaign_path) == []


# --- what counts as cut off ---------------------------------------------------------------


def describe(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") else ""
    return f"{type(widget).__name__} {widget.objectName()!r} {str(text)[:40]!r}"


def in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def words_width(widget: QWidget, text: str) -> int:
    """The width of a control's words, line by line (``&`` marks a mnemonic, not a letter)."""
    metrics = widget.fontMetrics()
    lines = text.replace("&&", "\0").replace("&", "").replace("\0", "&").split("\n")
    return max(metrics.horizontalAdvance(line) for line in lines)


def clipped(root: QWidget) -> list[str]:
    """Every visible button, chip and label under ``root`` that cannot show all it says."""
    problems = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if widget.property("elides"):
            continue  # ends in "…" when short, the whole text in its tooltip
        if isinstance(widget, QLabel) and widget.text():
            hint = widget.sizeHint()
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if needed > widget.height() + 1:
                    problems.append(
                        f"{describe(widget)}: {widget.height()} px high, needs {needed}"
                    )
            elif widget.width() + 1 < hint.width() or widget.height() + 1 < hint.height():
                problems.append(
                    f"{describe(widget)}: {widget.width()}×{widget.height()} px, "
                    f"needs {hint.width()}×{hint.height()}"
                )
        elif isinstance(widget, QAbstractButton) and widget.text():
            room = widget.width()
            if isinstance(widget, (QCheckBox, QRadioButton)):
                room -= widget.iconSize().width() + 8  # the box beside the words
            needed = words_width(widget, widget.text())
            if needed > room:
                problems.append(f"{describe(widget)}: {room} px for words {needed} px wide")
            if widget.height() < widget.fontMetrics().height():
                problems.append(f"{describe(widget)}: {widget.height()} px high, lower than a line")
    return problems


def out_of_sight(root: QWidget) -> list[str]:
    """Every enabled control under ``root`` cut by an edge that does not scroll (inside a
    scroll area, scrolling brings it into sight)."""
    problems = []
    for widget in root.findChildren(QAbstractButton):
        if not widget.isVisible() or in_scroll_area(widget):
            continue
        seen = widget.visibleRegion().boundingRect()
        if seen != widget.rect():
            problems.append(
                f"{describe(widget)}: {seen.width()}×{seen.height()} px of "
                f"{widget.width()}×{widget.height()} in sight"
            )
    return problems


def sideways(root: QWidget) -> list[str]:
    """The scroll areas showing a horizontal scroll bar: what lies past their right edge is
    out of sight, however whole each label is inside them."""
    return [
        describe(area)
        for area in root.findChildren(QAbstractScrollArea)
        if area.isVisible()
        and area.horizontalScrollBar().isVisible()
        # The Founders' circumstances are a row of cards laid side by side, scrolled as one.
        and area.objectName() != "circumstance_area"
    ]


def builder_out_of_sight(builder: QWidget) -> list[str]:
    """The dice-banks roll builder's fields shown but not wholly in sight without scrolling."""
    fields = [
        builder.who,
        *builder.kind_buttons.buttons(),
        *builder.bank_buttons.buttons(),
        builder.skill,
        builder.dice,
        builder.difficulty,
        builder.bonus,
        builder.penalty,
        builder.partner,
        builder.capacity,
        builder.item,
        builder.power_dice,
        builder.power_bonus,
        builder.power_penalty,
        builder.burn_scar,
    ]
    return [describe(field) for field in fields if not fully_in_sight(field)]


def fully_in_sight(widget: QWidget) -> bool:
    """Whether the whole widget is on screen now, without scrolling."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()
