"""Issue 30, item 2: each system's common paths typed as a game master types them, at a
mirror table (the real cards and dice typed in) and at a digital one.

Every key goes where the focus is at that moment, one at a time, as on a keyboard: a key
that asks for dice or cards puts the focus where they go, so the characters typed next are
typed there and never press a button (a space once pressed "Accept" and logged a failure).
The history then holds exactly the actions the keys asked for.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from deskapp.ui.main_window import MainWindow
from deskapp.ui.style import SUIT_BLACK, SUIT_RED

pytestmark = pytest.mark.window(
    campaign="demo", file_name="demo.carddesk", size=(1366, 768), active=True, mode="table"
)

KEYS = {
    "Space": Qt.Key.Key_Space,
    "Enter": Qt.Key.Key_Return,
    "Backspace": Qt.Key.Key_Backspace,
    "Esc": Qt.Key.Key_Escape,
}


def start(window: MainWindow, system: str, mirror: bool) -> Any:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    names = [s.name for s in window.controller.campaign.summaries() if s.system == system]
    assert page.start_session("Keys", names[:2], mirror=mirror), page.message.text()
    screen = page.session_screen
    for _ in range(3):  # what the event loop runs before the first key arrives
        QApplication.processEvents()
    return screen


def typed(qtbot: Any, keys: str) -> None:
    """``keys`` typed one at a time where the focus is: ``<Space>``, ``<Enter>``,
    ``<Backspace>``, ``<Ctrl+B>`` name a key, any other character is typed as it is."""
    for token in re.findall(r"<[^>]+>|.", keys, re.S):
        target = QApplication.focusWidget()
        assert target is not None, f"{token!r} goes somewhere"
        if token.startswith("<"):
            *mods, name = token[1:-1].split("+")
            modifier = Qt.KeyboardModifier.NoModifier
            for mod in mods:
                modifier |= {
                    "Ctrl": Qt.KeyboardModifier.ControlModifier,
                    "Shift": Qt.KeyboardModifier.ShiftModifier,
                    "Alt": Qt.KeyboardModifier.AltModifier,
                }[mod]
            key = KEYS.get(name) or getattr(Qt.Key, f"Key_{name}")
            qtbot.keyClick(target, key, modifier)
        else:
            qtbot.keyClick(target, token)
        assert QApplication.activeModalWidget() is None, f"{token!r} opened no dialog"


def done(window: MainWindow) -> list[str]:
    return [done.action["do"] for done in window.table_page.session.history.done]


def focus() -> Any:
    return QApplication.focusWidget()


# --- Agents ---------------------------------------------------------------------------------


def test_agents_digital(qtbot, window: MainWindow) -> None:
    """An aspect with its number, Space draws, Enter sorts; Space again, Backspace puts the
    cards back; A passes the test to the next agent."""
    screen = start(window, "agents", mirror=False)
    typed(qtbot, "1<Space><Enter>")
    assert done(window) == ["draw", "resolve"]
    typed(qtbot, "a<Space>")
    assert done(window) == ["draw", "resolve", "draw"]
    typed(qtbot, "<Backspace>")
    assert done(window) == ["draw", "resolve"] and screen.agents.pending is None


def test_agents_a_redone_test_leaves_the_next_one_unset(qtbot, window: MainWindow) -> None:
    """After Ctrl+Z and Ctrl+Shift+Z of a sorted test the next test started pre-set with the
    redone one's temporary aspect, so Space spent another reserve (reviews r30c to r30e);
    after the sort itself it starts unset, and so it does after the redo."""
    screen = start(window, "agents", mirror=False)
    typed(qtbot, "1t<Space><Enter>")
    assert done(window) == ["draw", "resolve"]
    assert screen.builder.temporary == 0 and not screen.builder.plan_json([]).get("temporary")
    typed(qtbot, "<Ctrl+Z>")
    assert screen.agents.state.pending is not None, "the cards drawn, waiting to be sorted"
    typed(qtbot, "<Ctrl+Shift+Z>")
    assert screen.agents.state.pending is None
    assert screen.builder.temporary == 0, "nothing set for the next test"


def test_agents_mirror(qtbot, window: MainWindow) -> None:
    """Space goes to the cards field; the cards typed there (spaces and letters A, T, R, E
    that are keys elsewhere) are typed, Enter records them, Enter again sorts them."""
    screen = start(window, "agents", mirror=True)
    typed(qtbot, "1<Space>")  # an aspect: two cards
    assert focus() is screen.plan.cards_edit, "the cards go here"
    typed(qtbot, "AH 10D<Enter>")
    assert done(window) == ["draw"]
    assert [card.notation for card in screen.agents.pending.cards] == ["AH", "10D"]
    typed(qtbot, "<Enter>")
    assert done(window) == ["draw", "resolve"]
    typed(qtbot, "<Space>")
    assert focus() is screen.plan.cards_edit
    typed(qtbot, "TS<Enter>")
    assert done(window) == ["draw", "resolve", "draw"]
    typed(qtbot, "<Backspace>")
    assert done(window) == ["draw", "resolve"], "Backspace puts the cards back"


# --- Founders -------------------------------------------------------------------------------


def test_founders_digital(qtbot, window: MainWindow) -> None:
    screen = start(window, "founders", mirror=False)
    typed(qtbot, "2n<Space>")
    assert done(window) == ["check"]
    if screen.view().pending.can_reroll:
        typed(qtbot, "r")
        assert done(window) == ["check", "risky_reroll"]
    typed(qtbot, "<Space>")
    assert done(window)[-1] == "take" and screen.view().pending is None


def test_founders_mirror(qtbot, window: MainWindow) -> None:
    """The failure typed, R and the new dice typed (the space between them typed, never a
    press of Accept), Enter rerolls, Space takes."""
    screen = start(window, "founders", mirror=True)
    typed(qtbot, "1n<Space>")
    assert focus() is screen.check.entry.text, "the dice go here"
    typed(qtbot, "1 2<Enter>")
    assert done(window) == ["check"] and screen.view().pending.can_reroll
    typed(qtbot, "r")
    assert focus() is screen.check.entry.text and done(window) == ["check"]
    typed(qtbot, "4 4<Enter>")
    assert done(window) == ["check", "risky_reroll"]
    typed(qtbot, "<Space>")
    assert done(window) == ["check", "risky_reroll", "take"]
    typed(qtbot, "<Space>")
    assert focus() is screen.check.entry.text and done(window)[-1] == "take"
    typed(qtbot, "6 6<Enter><Space>")
    assert done(window)[-2:] == ["check", "take"]


def test_founders_contest_digital(qtbot, window: MainWindow) -> None:
    """Alt+T opens the contest, Space rolls it, P passes each side's turn."""
    screen = start(window, "founders", mirror=False)
    typed(qtbot, "<Alt+T>")
    assert screen.tabs.currentWidget() is screen.contest
    typed(qtbot, "<Space>")
    assert done(window) == ["contest"]
    typed(qtbot, "pp")
    assert done(window) == ["contest", "contest_pass", "contest_pass"]


def test_founders_contest_mirror(qtbot, window: MainWindow) -> None:
    """Space goes to the challenger's faces, Enter to the defender's, Enter rolls; R goes to
    the turn's faces and Enter rerolls: no space or digit typed presses a button."""
    screen = start(window, "founders", mirror=True)
    contest = screen.contest
    typed(qtbot, "<Alt+T><Space>")
    assert focus() is contest.challenger.entry.text, "the challenger's faces go here"
    typed(qtbot, "3 4<Enter>")
    assert focus() is contest.defender.entry.text, "then the defender's"
    typed(qtbot, "5 5<Enter>")
    assert done(window) == ["contest"]
    typed(qtbot, "r")
    assert focus() is contest.entry.text and done(window) == ["contest"]
    typed(qtbot, "6 6<Enter>")
    assert done(window) == ["contest", "contest_risky_reroll"]


# --- Dice banks -----------------------------------------------------------------------------


def test_dice_banks_digital(qtbot, window: MainWindow) -> None:
    """Ctrl+B begins the conflict, Space rolls for each in turn (the builder moves on to who
    may still act), Ctrl+R begins a new round, Alt+Down chooses the other character."""
    screen = start(window, "dice_banks", mirror=False)
    typed(qtbot, "<Ctrl+B><Space><Space>")
    assert done(window) == ["begin_conflict", "roll", "roll"]
    typed(qtbot, "<Ctrl+R>")
    assert done(window)[-1] == "new_round"
    first = screen.builder.who.currentText()
    typed(qtbot, "<Alt+Down>")
    assert screen.builder.who.currentText() != first
    typed(qtbot, "<Space>")
    assert done(window)[-1] == "roll"


def test_dice_banks_mirror(qtbot, window: MainWindow) -> None:
    """The dice count typed, Space goes to the faces, the faces typed, Enter rolls."""
    screen = start(window, "dice_banks", mirror=True)
    typed(qtbot, "<Ctrl+B>")
    assert focus() is screen.builder.dice
    typed(qtbot, "2<Space>")
    assert focus() is screen.builder.faces, "the faces go here"
    typed(qtbot, "7 3<Enter>")
    assert done(window) == ["begin_conflict", "roll"]
    assert focus() is screen.builder.dice, "the next character's dice count is typed"
    typed(qtbot, "2<Space>")
    assert focus() is screen.builder.faces
    typed(qtbot, "4 3<Enter>")
    assert done(window) == ["begin_conflict", "roll", "roll"]


def test_dice_banks_mirror_outside_a_conflict(qtbot, window: MainWindow) -> None:
    """Outside a conflict the same character rolls again: the second roll is typed exactly
    like the first (the count, Space, the faces, Enter), not glued onto the first's faces."""
    screen = start(window, "dice_banks", mirror=True)
    assert focus() is screen.builder.dice
    typed(qtbot, "3<Space>7 10 3 4<Enter>")
    assert done(window) == ["roll"]
    assert focus() is screen.builder.dice, "the next roll's count is typed first"
    typed(qtbot, "2<Space>6 2<Enter>")
    assert done(window) == ["roll", "roll"]
    last = window.table_page.session.history.done[-1].action
    assert (last["dice"], last["faces"]) == (2, [6, 2])


# --- Cinematic ------------------------------------------------------------------------------


def test_cinematic_digital(qtbot, window: MainWindow) -> None:
    screen = start(window, "cinematic", mirror=False)
    assert screen.keys.text().startswith("Keys: Space draw")
    typed(qtbot, "<Space><Space>")
    assert done(window) == ["test", "test"]


def test_cinematic_mirror(qtbot, window: MainWindow) -> None:
    """As the key line under the table says: Space goes to the cards, Enter records."""
    screen = start(window, "cinematic", mirror=True)
    assert screen.keys.isVisibleTo(screen)
    assert screen.keys.text().startswith("Keys: type the cards drawn, then Enter")
    typed(qtbot, "<Space>")
    assert focus() is screen.builder.cards, "the cards go here"
    typed(qtbot, "QH 4C<Enter>")
    assert done(window) == ["test"]
    typed(qtbot, "<Space>")
    assert focus() is screen.builder.cards
    typed(qtbot, "QS 3D<Enter>")
    assert done(window) == ["test", "test"]


# --- the cards typed are shown as read before Enter records them ---------------------------


def reading(label: Any) -> str:
    """A reading line's words, its markup dropped."""
    return re.sub(r"<[^>]+>", "", label.text())


@pytest.mark.window(campaign="demo", size=(1366, 768), active=True, mode="table", language="cs")
def test_a_czech_gm_sees_ds_read_as_the_queen_of_spades_before_enter(
    qtbot, window: MainWindow
) -> None:
    """Czech "dáma srdcová" (queen of hearts) typed "DS" is the queen of spades: the line
    under the field says so, in Czech suit names, while nothing is recorded yet."""
    screen = start(window, "agents", mirror=True)
    line = screen.plan.cards_reading
    assert line.isVisibleTo(screen)
    key = screen.plan.cards_edit.toolTip()
    assert "S ♠ piky" in key and "H ♥ srdce" in key, "the field's tooltip: the letters' key"
    assert reading(line) == "", "no room taken before a card is typed"
    typed(qtbot, "1<Space>DS 10H")
    assert reading(line) == "Čte se jako: D♠ piky · 10♥ srdce"
    assert done(window) == [], "nothing recorded before Enter"
    typed(qtbot, "<Backspace><Backspace><Backspace><Backspace><Backspace>H 10S")
    assert reading(line) == "Čte se jako: D♥ srdce · 10♠ piky"
    assert f"color:{SUIT_RED}'>D♥" in line.text(), "a red card in red"
    typed(qtbot, "<Enter>")
    assert [card.notation for card in screen.agents.pending.cards] == ["QH", "10S"]
    assert reading(line) == "", "the field is empty again"


@pytest.mark.window(campaign="demo", size=(1366, 768), active=True, mode="table", language="cs")
def test_a_word_that_is_no_card_is_named_as_it_is_typed(qtbot, window: MainWindow) -> None:
    """ "KK" (no suit) is named in the reading line as it is typed, not only on Enter; the
    refusal Enter gives goes once the cards are typed again (it was about the old ones)."""
    screen = start(window, "agents", mirror=True)
    line = screen.plan.cards_reading
    typed(qtbot, "1<Space>KK 10S")
    assert reading(line) == "Čte se jako: „KK“ není karta · 10♠ piky"
    assert "S ♠ piky" in line.toolTip(), "the whole problem, with the letters, in the tooltip"
    typed(qtbot, "<Enter>")
    assert done(window) == [] and screen.problem.isVisibleTo(screen)
    screen.plan.cards_edit.setFocus()
    typed(qtbot, "<Backspace>")
    assert not screen.problem.isVisibleTo(screen), "the refusal was about the old cards"


@pytest.mark.window(campaign="demo", size=(1366, 768), active=True, mode="table", language="fr")
def test_a_french_gm_sees_dc_read_as_the_queen_of_clubs(qtbot, window: MainWindow) -> None:
    """French "dame de cœur" typed "DC" is the queen of clubs (trèfle): shown before Enter."""
    screen = start(window, "cinematic", mirror=True)
    typed(qtbot, "<Space>DC")
    line = screen.builder.cards_reading
    assert line.isVisibleTo(screen)
    assert reading(line) == "Lu comme : D♣ trèfle"
    assert f"color:{SUIT_BLACK}'>D♣" in line.text(), "a black card in black"
    assert done(window) == []


def test_a_new_dice_banks_session_offers_the_whole_bank(qtbot, window: MainWindow) -> None:
    """Outside a conflict a roll takes every die of the bank (B-06): a session opens
    offering them all, not the count of an earlier session's last roll (review r30d)."""
    screen = start(window, "dice_banks", mirror=False)
    typed(qtbot, "<Ctrl+B>2")  # a conflict: two dice chosen of the bank
    assert screen.builder.dice.value() == 2
    screen = start(window, "dice_banks", mirror=False)
    assert screen.builder.dice.value() == screen.builder.bank_dice_left() > 2
