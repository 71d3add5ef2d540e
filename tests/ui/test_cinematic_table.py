"""Playing Cinematic cards at the table through the real window: tests, hands, peeks, undo, reopening."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from deskapp.core.cards import parse_card
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of
from deskapp.systems.cinematic.rules import Source
from deskapp.systems.cinematic.sheet import CinematicCharacter
from deskapp.systems.cinematic.ui.screen import CinematicScreen
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.page import NewSessionDialog

SHEETS = [
    CinematicCharacter(
        "Bára", (("Strength", 2), ("Dexterity", 4)), (("Guns", 3), ("Dodge", 2)), luck=1
    ),
    CinematicCharacter("Ota", (("Willpower", 3),), (("Occultism", 4),), luck=-1),
]


def fill(path: Path, mode: str) -> None:
    with CampaignFile.open(path) as campaign:
        for sheet in SHEETS:
            campaign.add_character(NewCharacter("cinematic", sheet.name, document_of(sheet)))
        campaign.set_options("cinematic", {"mode": mode})


pytestmark = pytest.mark.window(warnings="record", active=True, mode="table", system="cinematic")


@pytest.fixture
def campaign_path(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """The group in the table mode the test names (indirect parameter), hand management if none."""
    path = tmp_path / "night.carddesk"
    fill(path, getattr(request, "param", "hand_management"))
    return path


def start_through_the_dialog(qtbot, window: MainWindow, name: str, mirror: bool = False) -> None:
    def fill_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewSessionDialog)
        assert dialog.windowTitle() == "New session — Cinematic cards"  # review 5, finding 16
        dialog.name_edit.setText(name)
        dialog.mirror.setChecked(mirror)
        dialog.accept()

    QTimer.singleShot(0, fill_and_accept)
    qtbot.mouseClick(window.table_page.new_button, Qt.MouseButton.LeftButton)
    activate(qtbot, window)  # as the user's next click would: the dialog had the focus


def activate(qtbot, window: MainWindow) -> None:
    """Make the window the active one: shortcuts and focus work only there."""
    with qtbot.waitActive(window):
        window.activateWindow()


def screen_of(window: MainWindow) -> CinematicScreen:
    screen = window.table_page.session_screen
    assert isinstance(screen, CinematicScreen)
    return screen


def history(window: MainWindow) -> list[str]:
    panel = window.table_page.history
    return [panel.item(row).text() for row in range(panel.count())]


def press_space(qtbot, screen: CinematicScreen) -> None:
    screen.builder.go.setFocus()
    qtbot.keyClick(screen.builder.go, Qt.Key.Key_Space)


def test_a_short_hand_management_session_played_through_the_widgets(
    qtbot, window: MainWindow, campaign_path: Path, open_window
) -> None:
    start_through_the_dialog(qtbot, window, "Night one")
    screen = screen_of(window)
    driver = screen.cinematic  # the table until the first undo, which rebuilds it
    assert list(screen.seat_panels) == ["Bára", "Ota", "Chronicler"]
    assert screen.seat_panels["Bára"].hand.text() == "7 cards in hand (dealt 7) · luck +1"
    assert screen.seat_panels["Ota"].piles.text() == "Draw 49 · Discard 0"

    # Dexterity 4 + Guns 3 against 11, picked with the keyboard, drawn with Space.
    builder = screen.builder
    qtbot.keyClick(builder.attribute.names, Qt.Key.Key_Down)
    qtbot.keyClick(builder.skill.names, Qt.Key.Key_Down)
    assert (builder.attribute.value(), builder.skill.value()) == (4, 3)
    builder.difficulty.selectAll()
    qtbot.keyClicks(builder.difficulty, "11")
    press_space(qtbot, screen)
    [test] = driver.results
    assert test.check.base == 7 and test.check.difficulty == 11
    assert history(window)[-1].endswith(test.describe())
    assert "Bára: Dexterity 4 + Guns 3 vs 11" in history(window)[-1]
    assert screen.result.total.text() == f"Total {test.total}".replace("-", "\N{MINUS SIGN}")
    shown = [view.card for view in screen.result.views if not view.isHidden()]
    assert shown == [used.card for used in test.cards]
    assert screen.result.outcome.text() == test.outcome.label.upper()
    counts = driver.counts("Bára")
    assert screen.seat_panels["Bára"].piles.text() == (
        f"Draw {counts['draw']} · Discard {counts['discard']}"
    )

    # A reaction plays a card from the hand, chosen only after the hand is shown to Bára.
    qtbot.mouseClick(builder.initiated, Qt.MouseButton.LeftButton)
    assert not builder.initiated.isChecked()
    press_space(qtbot, screen)
    assert (
        screen.problem.isVisibleTo(screen) and "Choose the card Bára plays" in screen.problem.text()
    )
    assert len(driver.results) == 1
    reveal = screen.hand.reveal
    assert reveal.ask.text() == "Show to Bára?"
    assert all(view.face_down for view in reveal.content.views if not view.isHidden())
    reveal.ask.setFocus()
    qtbot.keyClick(reveal.ask, Qt.Key.Key_Space)  # Space presses the focused button
    hand = driver.state.hand("Bára")
    assert [view.card for view in reveal.content.views if not view.isHidden()] == hand
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2)
    assert builder.chosen == hand[1]
    press_space(qtbot, screen)
    played = driver.results[-1]
    assert played.cards[0].card == hand[1] and played.cards[0].source is Source.HAND
    assert not reveal.revealed, "the hand goes face down once the card is played"

    # Ota peeks at Bára's next card: the history never names it, only Ota's eyes see it.
    screen.tabs.setCurrentWidget(screen.powers)
    powers = screen.powers
    powers.viewer.setCurrentIndex(powers.viewer.findText("Ota"))
    powers.power.setCurrentIndex(powers.power.findData("astral_vision"))
    assert powers.target.currentText() == "Bára"
    next_card = driver.state.decks.pile("Bára", "draw")[-1]
    qtbot.mouseClick(powers.go, Qt.MouseButton.LeftButton)
    assert history(window)[-1].endswith(
        "Ota used Astral vision and looked at the next card of Bára's draw pile"
    )
    assert next_card.label not in "\n".join(history(window)[-1:])
    seen = powers.seen
    assert seen.ask.text() == "Show to Ota?" and all(view.face_down for view in seen.content.views)
    qtbot.mouseClick(seen.ask, Qt.MouseButton.LeftButton)
    assert seen.content.views[0].card == next_card and not seen.content.views[0].face_down
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not seen.revealed and seen.content.views[0].face_down

    # A blessing through the hand panel shows on Bára's seat.
    qtbot.keyClicks(screen.hand.spell_name, "Ward")
    screen.hand.spell_level.setValue(2)
    qtbot.mouseClick(screen.hand.bless_button, Qt.MouseButton.LeftButton)
    assert "Ward +2" in screen.seat_panels["Bára"].spells.text()
    assert history(window)[-1].endswith(
        "Bára blessed by Ward: +2 cards until the hand is exhausted"
    )

    # Undo and redo through the window's actions take back and bring back the blessing.
    blessed = driver.state_json()
    blessing = "Bára blessed by Ward: +2 cards until the hand is exhausted"
    assert window.named_actions["undo"].text() == f"&Undo {blessing}"
    screen.builder.choose_player("Ota")
    window.named_actions["undo"].trigger()
    assert screen.seat_panels["Bára"].spells.isHidden()
    assert len(screen.cinematic.state.hand("Bára")) == 6
    assert window.named_actions["redo"].text() == f"&Redo {blessing}"
    assert screen.builder.name == "Ota", "an undo rebuilds the table, not the screen's choices"
    window.named_actions["redo"].trigger()
    assert screen.cinematic.state_json() == blessed
    assert "Ward +2" in screen.seat_panels["Bára"].spells.text()
    assert history(window)[-2:] == [
        f"{history(window)[-2][:8]}  Undo: {blessing}",
        f"{history(window)[-1][:8]}  Redo: {blessing}",
    ]
    lines = history(window)
    assert window.warnings == []
    window.close()
    window.controller.close()

    # The campaign file holds it all: a new window carries on with the same table by itself.
    again = open_window(campaign_path)
    page = again.table_page
    assert page.session is not None and page.session_box.currentText() == "Night one"
    assert "⇄ mirror" not in page.session_details.toolTip()
    assert "Bára, Ota" in page.session_details.toolTip()
    reopened = screen_of(again)
    assert reopened.cinematic.state_json() == blessed
    assert history(again) == lines
    assert reopened.result.total.text() == f"Total {played.total}".replace("-", "\N{MINUS SIGN}")
    assert "Ward +2" in reopened.seat_panels["Bára"].spells.text()


@pytest.mark.parametrize("campaign_path", ["direct_draw"], indirect=True)
def test_a_mirror_table_records_the_typed_cards(qtbot, window: MainWindow) -> None:
    start_through_the_dialog(qtbot, window, "Real decks", mirror=True)
    screen = screen_of(window)
    builder = screen.builder
    assert builder.cards.isVisibleTo(builder) and not builder.initiated.isVisibleTo(builder)
    assert not screen.tabs.isTabVisible(0), "no hands in direct draw"
    # The app cannot peek into real decks: no powers, and no tabs at all in direct draw.
    assert not screen.tabs.isTabVisible(1) and not screen.tabs.isVisibleTo(screen)

    qtbot.keyClicks(builder.cards, "qx")
    assert "'QX' is not a card" in builder.hint.text()
    builder.cards.clear()
    qtbot.keyClicks(builder.cards, "kh")
    assert builder.hint.text() == "K♥ calls for another card: type it too."
    press_space(qtbot, screen)
    assert screen.problem.text() == builder.hint.text() and window.table_page.session.events == []

    # The button names the key that records from where the cards are typed: Space types.
    assert builder.go.text() == "Record (Enter)"
    builder.cards.setFocus()
    qtbot.keyClick(builder.cards, Qt.Key.Key_Space)
    assert builder.cards.text() == "kh " and window.table_page.session.events == []
    qtbot.keyClicks(builder.cards, "4c")
    qtbot.keyClick(builder.cards, Qt.Key.Key_Return)
    [test] = screen.cinematic.results
    assert [used.card for used in test.cards] == [parse_card("KH"), parse_card("4C")]
    assert test.total == 2 + 5 + 4  # Strength 2, no skill: the first of each list
    assert builder.cards.text() == "" and screen.result.outcome.text() == "SUCCESS"
    assert screen.seat_panels["Bára"].piles.text() == "Draw 52 · Discard 2"

    # A card already in the discard pile cannot be drawn again: explained, nothing stored.
    qtbot.keyClicks(builder.cards, "4c")
    qtbot.keyClick(builder.cards, Qt.Key.Key_Return)
    assert "4♣ is not in Bára's draw pile: it is in the discard pile" in screen.problem.text()
    assert len(window.table_page.session.events) == 1


@pytest.mark.parametrize("campaign_path", ["direct_draw"], indirect=True)
def test_at_a_mirror_table_space_with_nothing_typed_goes_to_the_cards_field(
    qtbot, window: MainWindow
) -> None:
    """Review 5, finding 5: Space with no cards typed left the focus on the button, so the
    cards typed next went nowhere; now it goes to the cards field, as the other systems' does."""
    start_through_the_dialog(qtbot, window, "Real decks", mirror=True)
    screen = screen_of(window)
    builder = screen.builder
    assert QApplication.focusWidget() is builder.go
    qtbot.keyClick(builder.go, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is builder.cards
    assert window.table_page.session.events == []

    # What the GM types next lands in the field, and Enter records it.
    qtbot.keyClicks(QApplication.focusWidget(), "kh 4c")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    [test] = screen.cinematic.results
    assert [used.card for used in test.cards] == [parse_card("KH"), parse_card("4C")]


@pytest.mark.parametrize("campaign_path", ["direct_draw"], indirect=True)
def test_in_czech_the_labels_of_the_test_keep_clear_of_their_fields(
    qtbot, open_window, campaign_path: Path
) -> None:
    """Review 5, finding 12: Czech "Tažené karty" ran into its field."""
    window = open_window(campaign_path, language="cs", size=(1366, 768), exposed=True)
    assert window.table_page.start_session("Zrcadlo", ["Bára", "Ota"], True)
    builder = screen_of(window).builder
    builder.layout().activate()
    pairs = [(label, label.buddy()) for label in builder.findChildren(QLabel) if label.buddy()]
    assert builder.cards_label in [label for label, _ in pairs]
    for label, field in pairs:
        words_end = label.x() + label.fontMetrics().horizontalAdvance(label.text().replace("&", ""))
        assert field.x() - words_end >= 10, f"{label.text()!r} runs into its field"


@pytest.mark.parametrize("campaign_path", ["direct_draw"], indirect=True)
def test_the_chronicler_tests_with_typed_numbers(qtbot, window: MainWindow) -> None:
    window.table_page.start_session("Session", ["Bára", "Ota"], False)
    screen = screen_of(window)
    builder = screen.builder
    qtbot.mouseClick(screen.seat_panels["Chronicler"], Qt.MouseButton.LeftButton)
    assert builder.name == "Chronicler" and screen.seat_panels["Chronicler"].title.text()
    assert not builder.attribute.names.isVisibleTo(builder)
    builder.attribute.number.selectAll()
    qtbot.keyClicks(builder.attribute.number, "5")
    builder.skill.number.selectAll()
    qtbot.keyClicks(builder.skill.number, "3")
    qtbot.mouseClick(builder.go, Qt.MouseButton.LeftButton)
    [test] = screen.cinematic.results
    assert test.check.base == 8
    assert screen.result.caption.text() == "Chronicler: Attribute 5 + Skill 3"
    assert history(window)[-1].split("  ", 1)[1].startswith("Chronicler: 5 + 3 vs 9 — ")


@pytest.mark.parametrize("campaign_path", ["direct_draw"], indirect=True)
def test_u01_the_sheets_ratings_make_the_check_and_no_skill_counts_0(
    qtbot, window: MainWindow
) -> None:
    # rule U-01: Attribute + Skill against a Difficulty Level, as the character's sheet rates them
    window.table_page.start_session("Session", ["Bára", "Ota"], False)
    screen = screen_of(window)
    builder = screen.builder
    offered = [builder.skill.names.itemText(row) for row in range(builder.skill.names.count())]
    assert offered == ["No skill  0", "Guns  3", "Dodge  2", "Other (type the number)"]
    builder.attribute.names.setCurrentIndex(1)
    builder.skill.names.setCurrentIndex(0)
    builder.difficulty.setValue(12)
    qtbot.mouseClick(builder.go, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.seat_panels["Ota"], Qt.MouseButton.LeftButton)
    builder.skill.names.setCurrentIndex(1)
    qtbot.mouseClick(builder.go, Qt.MouseButton.LeftButton)
    checks = [
        (test.check.attribute, test.check.skill, test.check.difficulty)
        for test in screen.cinematic.results
    ]
    assert checks == [(4, 0, 12), (3, 4, 12)]


def test_typing_a_number_over_a_named_rating_says_it_is_no_longer_the_sheets(
    qtbot, window: MainWindow
) -> None:
    window.table_page.start_session("Session", ["Bára"], False)
    builder = screen_of(window).builder
    assert builder.attribute.name() == "Strength"
    builder.attribute.number.selectAll()
    qtbot.keyClicks(builder.attribute.number, "6")
    assert builder.attribute.name() is None and builder.attribute.value() == 6
    assert builder.attribute.names.currentText() == "Other (type the number)"
    builder.attribute.names.setCurrentIndex(1)
    assert (builder.attribute.name(), builder.attribute.value()) == ("Dexterity", 4)


def test_a_peek_at_a_hand_is_hidden_by_escape_and_forgotten_once_the_table_changes(
    qtbot, window: MainWindow
) -> None:
    window.table_page.start_session("Session", ["Bára", "Ota"], False)
    screen = screen_of(window)
    powers = screen.powers
    powers.viewer.setCurrentIndex(powers.viewer.findText("Bára"))
    powers.power.setCurrentIndex(powers.power.findData("insight"))
    powers.target.setCurrentIndex(powers.target.findText("Chronicler"))
    assert powers.position.text() == "a card at random"
    qtbot.keyClick(powers.position, Qt.Key.Key_Up)
    qtbot.keyClick(powers.position, Qt.Key.Key_Up)
    qtbot.mouseClick(powers.go, Qt.MouseButton.LeftButton)
    assert history(screen.window())[-1].endswith(
        "Bára used Insight and looked at card 2 of Chronicler's hand"
    )
    qtbot.mouseClick(powers.seen.ask, Qt.MouseButton.LeftButton)
    assert powers.seen.content.views[0].card == screen.cinematic.state.hand("Chronicler")[1]
    window.named_actions["hide_private"].trigger()
    assert powers.seen.content.views[0].face_down and powers.seen.ask.isVisibleTo(powers)
    press_space(qtbot, screen)
    assert not powers.seen.ask.isVisibleTo(powers), "the seen card may have moved: forgotten"


@pytest.mark.parametrize("campaign_path", ["direct_draw"], indirect=True)
def test_space_draws_wherever_the_focus_is_except_where_it_types(qtbot, window: MainWindow) -> None:
    window.table_page.start_session("Session", ["Bára", "Ota"], False)
    screen = screen_of(window)
    builder = screen.builder
    builder.player.setFocus()
    qtbot.keyClick(builder.player, Qt.Key.Key_Space)
    assert len(screen.cinematic.results) == 1 and not builder.player.view().isVisible()
    builder.difficulty.setFocus()
    qtbot.keyClick(builder.difficulty, Qt.Key.Key_Space)
    assert len(screen.cinematic.results) == 1
    qtbot.keyClick(builder.difficulty, Qt.Key.Key_Return)
    assert len(screen.cinematic.results) == 2


def test_a_mirror_table_with_hands_types_each_hand_and_the_played_card(
    qtbot, window: MainWindow
) -> None:
    window.table_page.start_session("Real hands", ["Ota"], True)
    screen = screen_of(window)
    hand = screen.hand
    assert screen.seat_panels["Ota"].hand.text() == "0 cards in hand (dealt 5) · luck −1"
    assert hand.deal_row.isVisibleTo(hand) and not hand.reveal.ask.isVisibleTo(hand)
    qtbot.keyClicks(hand.deal_cards, "2h 3h 4h")
    qtbot.mouseClick(hand.deal_button, Qt.MouseButton.LeftButton)
    assert screen.problem.text() == "Ota's hand holds 5 cards, not 3"
    assert screen.problem.toolTip() == "Rules: U-20, U-30"  # the rules, out of the words
    qtbot.keyClicks(hand.deal_cards, " 5h kh")
    qtbot.keyClick(hand.deal_cards, Qt.Key.Key_Return)
    assert screen.cinematic.state.hand("Ota") == [parse_card(c) for c in "2H 3H 4H 5H KH".split()]
    assert not hand.deal_row.isVisibleTo(hand) and hand.reveal.ask.text() == "Show to Ota?"

    # A reaction: the first typed card is the one played from the hand, then the second draw.
    builder = screen.builder
    builder.initiated.setChecked(False)
    qtbot.keyClicks(builder.cards, "kh 9s")
    assert builder.hint.text() == (
        "Ready: the first card from the hand, any others from the draw pile. Enter records."
    )
    qtbot.keyClick(builder.cards, Qt.Key.Key_Return)
    [test] = screen.cinematic.results
    assert [(used.card.notation, used.source) for used in test.cards] == [
        ("KH", Source.HAND),
        ("9S", Source.DRAW_PILE),
    ]

    # A curse at a mirror table names the cards the player lost.
    hand.spell_level.setValue(2)
    qtbot.keyClicks(hand.spell_cards, "2h 3h")
    qtbot.mouseClick(hand.curse_button, Qt.MouseButton.LeftButton)
    assert screen.cinematic.state.hand("Ota") == [parse_card("4H"), parse_card("5H")]
    assert screen.seat_panels["Ota"].spells.text().endswith("Curse \N{MINUS SIGN}2</span>")


@pytest.mark.parametrize("campaign_path", ["direct_draw"], indirect=True)
def test_a_mirror_table_takes_back_a_card_the_app_holds_elsewhere(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """Mirror resync (issue 15): the refusal offers the correction; one click takes the card
    back to the draw pile and records the typed test, two undoable events."""
    start_through_the_dialog(qtbot, window, "Real decks", mirror=True)
    screen = screen_of(window)
    builder = screen.builder
    qtbot.keyClicks(builder.cards, "4c")
    qtbot.keyClick(builder.cards, Qt.Key.Key_Return)
    assert not screen.resync.isVisible()
    # The real deck gives 4♣ again (the first one was typed by mistake): the app says no …
    qtbot.keyClicks(builder.cards, "4c")
    qtbot.keyClick(builder.cards, Qt.Key.Key_Return)
    assert screen.problem.text() == "4♣ is not in Bára's draw pile: it is in the discard pile"
    assert screen.resync.isVisible() and screen.resync.text() == "Take 4♣ from Bára's discard pile"
    screen.window().resize(1366, 768)
    screen.grab().save(str(tmp_path / "cinematic_resync_offer.png"))
    assert len(window.table_page.session.events) == 1
    # … and offers to take it back, which then records the typed test.
    qtbot.mouseClick(screen.resync, Qt.MouseButton.LeftButton)
    session = window.table_page.session
    assert [event["action"]["do"] for event in session.events] == ["test", "take_back", "test"]
    tests = screen.cinematic.results
    assert [used.card for used in tests[-1].cards] == [parse_card("4C")]  # the real deck's card
    assert not screen.resync.isVisible() and not screen.problem.isVisible()
    assert screen.seat_panels["Bára"].piles.text() == "Draw 53 · Discard 1"
    assert history(window)[-2].endswith(
        "Correction: Bára's 4♣ taken from the discard pile back onto the draw pile"
    )
    # Each is its own undo: first the test, then the correction.
    session.perform({"do": "undo"})
    assert screen.cinematic.state.decks.pile("Bára", "draw")[-1] == parse_card("4C")
    session.perform({"do": "undo"})
    assert screen.cinematic.state.decks.pile("Bára", "discard") == [parse_card("4C")]
