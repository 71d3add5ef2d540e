"""Issue 28 in the window: the Table page's Deck… menu opens one dialog per operation; the
game master picks cards by their faces (or types them in any of the players' letters), and
each operation is one action in the history, undone by Edit → Undo; a refusal stays in the
dialog, in words."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from deskapp.core.decks import DRAW
from deskapp.ui.card_reading import CardReading
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.deck_dialogs import DeckDialog

from .speaking import english_left, visible_texts

CINEMATIC = ("Élodie Lefèvre", "Gaëtan Bérénger")
AGENTS = ("Bára Nováková", "Ondřej Říha")


def open_dialog(window: MainWindow, operation: str, qtbot) -> DeckDialog:
    """The dialog the Deck… menu's entry opens, as a click on it does."""
    page = window.table_page
    assert page.deck_button.isVisibleTo(page)
    menu = page.deck_button.menu()
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()
    (entry,) = [action for action in menu.actions() if action.objectName() == f"deck_{operation}"]
    entry.trigger()
    dialogs = [d for d in page.findChildren(DeckDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def lines(window: MainWindow) -> list[str]:
    history = window.table_page.history
    return [history.item(row).text() for row in range(history.count())]


@pytest.mark.window(campaign="demo", mode="table", system="cinematic")
def test_the_gm_puts_back_takes_out_shuffles_looks_and_deals_through_the_dialogs(
    window: MainWindow, qtbot
) -> None:
    page = window.table_page
    assert page.start_session("Night", list(CINEMATIC), mirror=False)
    decks = page.session.driver.table_decks
    whole = {
        name: Counter(card for pile in deck.piles.values() for card in pile)
        for name, deck in decks.decks.items()
    }

    dialog = open_dialog(window, "put", qtbot)
    qtbot.keyClicks(dialog.typed, "dh")  # D for a French or Czech queen (dame, dáma)
    assert dialog.chosen_cards() == ["QH"]
    dialog.place.setCurrentIndex(dialog.place.findData("top"))
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    deck = page.session.driver.table_decks.deck(dialog.deck)
    assert deck.piles[DRAW][-1].notation == "QH" and deck.known_top == 1
    assert "Q♥ put back on top of the draw pile" in lines(window)[-1]

    dialog = open_dialog(window, "look", qtbot)
    dialog.count.setValue(2)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.seen.text().startswith("From the top: Q♥")
    dialog.close()
    assert page.session.events[-1]["action"]["do"] == "deck_look"
    assert "QH" not in str(page.session.events[-1])

    dialog = open_dialog(window, "out", qtbot)
    dialog.cards.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert "taken out of play" in lines(window)[-1]

    dialog = open_dialog(window, "shuffle", qtbot)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert page.session.driver.table_decks.deck(dialog.deck).known_top == 0

    menu = page.deck_button.menu()
    menu.aboutToShow.emit()
    names = {action.objectName() for action in menu.actions()}
    assert "deck_deal" not in names, "direct draw: nobody holds a hand, nothing to deal"

    window.named_actions["undo"].trigger()  # the shuffle
    window.named_actions["undo"].trigger()  # the card taken out
    after = {
        name: Counter(card for pile in deck.piles.values() for card in pile)
        for name, deck in page.session.driver.table_decks.decks.items()
    }
    assert after == whole and all(
        not deck.piles.get("out") for deck in page.session.driver.table_decks.decks.values()
    )


@pytest.mark.window(campaign="demo", mode="table", system="agents")
def test_a_refusal_stays_in_the_dialog_in_words(window: MainWindow, qtbot) -> None:
    page = window.table_page
    assert page.start_session("Mise", list(AGENTS), mirror=False)
    dialog = open_dialog(window, "shuffle_in", qtbot)
    events = len(page.session.events)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.problem.isVisibleTo(dialog)
    assert "not shuffled back" in dialog.problem.text()
    assert dialog.problem.textFormat() == Qt.TextFormat.PlainText
    assert len(page.session.events) == events
    dialog.close()


@pytest.mark.window(campaign="demo", mode="table", system="cinematic", language="fr")
def test_typed_cards_are_read_aloud_and_never_ignored(window: MainWindow, qtbot) -> None:
    """The typed cards are shown as read (French "2P", two of *pique*, is not a card in the
    letters; "2S" is), and on Enter the problem names the typed text or the card that is
    not in the list, instead of "choose at least one card" (review r30c D2)."""
    page = window.table_page
    assert page.start_session("Soir", list(CINEMATIC), mirror=True)
    events = len(page.session.events)
    dialog = open_dialog(window, "out", qtbot)
    (reading,) = dialog.findChildren(CardReading)
    assert reading.text() == "" and "S ♠ pique" in dialog.typed.toolTip(), "the letters' key"
    qtbot.keyClicks(dialog.typed, "2P")
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "« 2P » n’est pas une carte" in dialog.problem.text()
    assert "S ♠ pique" in dialog.problem.text(), "the problem says what S means"
    dialog.close()
    # At a mirror table the cards to put back are those out of the real draw pile: at
    # the start there are none, so a typed card is named as not listed.
    dialog = open_dialog(window, "put", qtbot)
    assert dialog.cards.count() == 0
    qtbot.keyClicks(dialog.typed, "2s")
    assert "2♠" in reading_of(dialog) and "pique" in reading_of(dialog)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert dialog.problem.text() == "Pas dans la liste ci-dessus : 2♠"
    assert len(page.session.events) == events, "nothing done"
    dialog.close()


def reading_of(dialog: DeckDialog) -> str:
    (reading,) = dialog.findChildren(CardReading)
    return reading.text()


@pytest.mark.window(campaign="demo", mode="table", system="cinematic")
def test_a_mirror_table_follows_the_real_deck(window: MainWindow, qtbot) -> None:
    page = window.table_page
    assert page.start_session("Real", list(CINEMATIC), mirror=True)
    menu = page.deck_button.menu()
    menu.aboutToShow.emit()
    names = {action.objectName() for action in menu.actions()}
    assert names == {"deck_put", "deck_out", "deck_shuffle_in"}
    dialog = open_dialog(window, "shuffle_in", qtbot)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert "The real deck was reshuffled" in lines(window)[-1]
    dialog = open_dialog(window, "put", qtbot)
    assert dialog.cards.count() == 0  # every card is in the draw pile: none to put back
    assert Counter(page.session.events[-1]["action"]) is not None
    dialog.close()


OPERATIONS = ["put", "out", "shuffle_in", "shuffle", "look", "deal"]


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_every_deck_dialog_speaks_the_players_language(
    language: str, request: pytest.FixtureRequest, qtbot
) -> None:
    request.applymarker(
        pytest.mark.window(
            campaign="demo", mode="table", system="cinematic", language=language, size=(1366, 768)
        )
    )
    window: MainWindow = request.getfixturevalue("window")
    campaign_path = request.getfixturevalue("campaign_path")
    window.controller.campaign.set_options("cinematic", {"mode": "hand_management"})
    page = window.table_page
    assert page.start_session("Noc", list(CINEMATIC), mirror=False)
    button = [("Deck…", page.deck_button.text()), ("tooltip", page.deck_button.toolTip())]
    assert english_left(button, language, campaign_path) == []
    for operation in OPERATIONS:
        dialog = open_dialog(window, operation, qtbot)
        if operation == "deal":
            dialog.players[0].setChecked(True)
        texts = visible_texts(dialog)
        assert english_left(texts, language, campaign_path) == [], operation
        assert not any(
            token in " ".join(text for _, text in texts) for token in ("QH", "Q♥", "KS", "JC")
        ), texts
        dialog.close()


@pytest.mark.window(campaign="demo", mode="table", system="cinematic")
def test_the_deal_dialog_counts_the_piles_the_seat_shows(window: MainWindow, qtbot) -> None:
    """The Deal dialog said "50 cards left to deal" beside a seat's "Draw 49 · Discard 1"
    (review r30c): it now names the same piles, the discard pile as what a deal shuffles
    in once the draw pile runs out."""
    page = window.table_page
    options = dict(window.controller.campaign.options("cinematic"))
    page.set_options("cinematic", {**options, "mode": "hand_management"})
    assert page.start_session("Mains", list(CINEMATIC), mirror=False)
    screen = page.session_screen
    test = {"do": "test", "player": CINEMATIC[0], "attribute": 2, "skill": 0}
    assert screen.perform({**test, "difficulty": 9, "initiated": True}) is not None
    piles = page.session.driver.table_decks.deck(CINEMATIC[0]).piles
    drawn, discarded = len(piles[DRAW]), len(piles["discard"])
    assert discarded >= 1
    dialog = open_dialog(window, "deal", qtbot)
    (box,) = [box for box in dialog.players if box.property("player") == CINEMATIC[0]]
    box.setChecked(True)
    assert dialog.counts.text() == (
        f"{CINEMATIC[0]}: {drawn} cards in the draw pile, and {discarded} in the discard "
        "pile, shuffled in when the draw pile runs out"
    )
    dialog.close()
