"""Proof that the seam between the core and the rule systems is real.

"High card", a fifth rule system, is written and registered here, in tests/
alone: one shared 54-card deck; two players each draw a card, the higher rank
wins (a joker beats everything, equal ranks tie). Registered for a test, it
shows up in the command line (``deskapp check highcard``), in the store (a
character of it round-trips through the file and an export), in the Table page
(a session starts, a duel is undone and redone, the history shows it), in
printing (its character card prints in a real PDF) and with its own words: the
Table Options dialog's, a rules reference page (``toy_rules/``), the dealer's
card under the GM's row, its printed rules card and its cards' printed words.
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import json
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar, Self

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from deskapp.cli import main
from deskapp.commands import print_json
from deskapp.core import systems
from deskapp.core.cards import DeckSpec, parse_cards
from deskapp.core.decks import DISCARD, HAND, Decks
from deskapp.core.errors import UserError
from deskapp.core.exchange import check_import, export_campaign
from deskapp.core.options import OptionText, TableOptions, option
from deskapp.core.play.actions import Action, ActionDriver, ActionResult
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.setup import TableChoice
from deskapp.core.printing import PrintableCharacter, cards_to_print, read_campaign
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import (
    CardKind,
    Command,
    DemoGroup,
    GameMasterSpec,
    RulesPage,
    SystemSpec,
)
from deskapp.ui.campaign_list import GAME_MASTER_ROLE
from deskapp.ui.controller import CampaignController, RecentCampaigns
from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.main_window import MainWindow
from deskapp.ui.options_dialog import OptionsDialog
from deskapp.ui.rules_reference import RulesReference, open_rules_reference
from deskapp.ui.table.base import SessionScreen
from printables.document import render_pdf
from printables.labels import Labels
from printables.specs import Bullets, CharacterCard, FieldCard, Icon, card_title

# --- the rules ------------------------------------------------------------------------------


def winner(first: tuple[str, str], second: tuple[str, str]) -> str:
    """Who wins a duel of (name, card) pairs: the higher rank, a joker above all; "" for a tie."""

    def strength(notation: str) -> int:
        (card,) = parse_cards(notation)
        return 14 if card.rank is None else int(card.rank)

    a, b = strength(first[1]), strength(second[1])
    return first[0] if a > b else second[0] if b > a else ""


# --- the sheet and the options -------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Player:
    name: str
    wins: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "wins": self.wins}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict) or set(data) - {"name", "wins"}:
            raise UserError(f"a high card player is {{name, wins}}, not {data!r:.40}")
        wins = data.get("wins", 0)
        if not isinstance(wins, int) or isinstance(wins, bool) or wins < 0:
            raise UserError(f"field 'wins' must be a whole number of at least 0, not {wins!r}")
        return cls(str(data["name"]), wins)


@dataclasses.dataclass(frozen=True)
class Dealer:
    """The GM's side: the house rule the dealer keeps between sessions."""

    house_rule: str = "Aces low"

    def to_json(self) -> dict[str, Any]:
        return {"house_rule": self.house_rule}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        return cls(str(data.get("house_rule", "Aces low")))


@dataclasses.dataclass(frozen=True)
class HighCardOptions(TableOptions):
    SYSTEM: ClassVar[str] = "highcard"
    reshuffle_each_duel: bool = option(False, "gather every card before each duel (H-01)")


def option_words() -> dict[str, OptionText]:
    return {
        "reshuffle_each_duel": OptionText(
            "Gather the cards before each duel", "Every card goes back into the deck first."
        )
    }


# --- the table: a driver of typed actions; undo is the kernel's -------------------------------


@dataclasses.dataclass(frozen=True)
class Duel(Action):
    KIND: ClassVar[str] = "duel"
    first: str
    second: str


class HighCardDriver(ActionDriver):
    SYSTEM: ClassVar[str] = "highcard"

    def __init__(self, players: tuple[str, ...], rng: RecordedRandom) -> None:
        self.players = players
        self.table = Decks(rng)
        self.table.open_deck("deck", DeckSpec(), piles=(HAND,))

    @classmethod
    def setup_from_campaign(cls, choice: TableChoice) -> dict[str, Any]:
        return {"players": [character.name for character in choice.characters]}

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        return cls(tuple(setup["players"]), rng)

    def duel(self, action: Duel) -> ActionResult:
        for name in (action.first, action.second):
            if name not in self.players:
                raise UserError(f"{name} does not play at this table")
        self.table.discard_pile("deck", HAND)
        drawn = [self.table.draw("deck", 1)[0].notation for _ in range(2)]
        won = winner((action.first, drawn[0]), (action.second, drawn[1]))
        return ActionResult("duel", {"cards": drawn, "winner": won})

    HANDLERS: ClassVar[dict[type[Action], Any]] = {Duel: duel}

    def state_json(self) -> dict[str, Any]:
        return {
            pile: [card.notation for card in self.table.pile("deck", pile)]
            for pile in ("draw", HAND, DISCARD)
        }


# --- printing, the check command and the demo ------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Words:
    """The words its cards print (not in the app's catalogue: printed as they are)."""

    player: str = "High card player"
    house_rule: str = "House rule"
    dealer: str = "Dealer"


def owned_cards(character: PrintableCharacter[Player], others: Any, labels: Labels):
    wins = f"{character.model.wins} wins"
    player = labels.translated(Words()).player
    return [("character", CharacterCard(character.name, player, subtitle=wins))]


def shared_cards(players: Any, game_master: Any, options: Any, labels: Labels) -> list[Any]:
    if game_master is None:
        return []
    rule = (Bullets((game_master.house_rule,)),)
    words = labels.translated(Words())
    return [("house", FieldCard(words.house_rule, words.dealer, Icon.RULES, rule))]


PRINTING = types.SimpleNamespace(
    owned_cards=owned_cards, shared_cards=shared_cards, decks=lambda *_: [], WORDS=Words()
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cards", required=True, help="the two cards drawn")
    parser.add_argument("--json", action="store_true")


def run(arguments: argparse.Namespace) -> int:
    cards = [card.notation for card in parse_cards(arguments.cards)]
    if len(cards) != 2:
        raise UserError(f"a duel needs two cards, not {len(cards)}")
    result = {"cards": cards, "winner": winner(("first", cards[0]), ("second", cards[1]))}
    print_json(result) if arguments.json else print(result["winner"] or "tie")
    return 0


CHECK = types.SimpleNamespace(
    add_arguments=add_arguments,
    run=run,
)


# --- the Qt side: an editor and a table screen -------------------------------------------------


class PlayerEditor(CharacterEditor):
    SYSTEM: ClassVar[str] = "highcard"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wins = QLineEdit(self)
        QVBoxLayout(self).addWidget(self.wins)

    def show_character(self, character: Any) -> None:
        self.character = character
        self.wins.setText(str(character.wins))


class HighCardScreen(SessionScreen):
    SYSTEM: ClassVar[str] = "highcard"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = QLabel(self.body)
        QVBoxLayout(self.body).addWidget(self.shown)

    def refresh(self) -> None:
        self.shown.setText(" ".join(self.driver.state_json()[HAND]))


def describe(action: dict[str, Any], outcome: dict[str, Any], table: object) -> str:
    """A duel's history line, written from its stored action and outcome."""
    first, second = outcome.get("cards", ["?", "?"])
    who = outcome.get("winner") or "nobody"
    return f"{action['first']} draws {first}, {action['second']} draws {second}: {who} wins"


TOY = SystemSpec(
    key="highcard",
    title="High card",
    order=99,
    rule_prefix="H",
    character=Player,
    blank_character=Player,
    options=HighCardOptions,
    option_words=option_words,
    rules_page=RulesPage("highcard.md", Path(__file__).with_name("toy_rules")),
    printed_rules=("High card", ("Higher wins",)),
    game_master=GameMasterSpec("Dealer", Dealer, Dealer),
    driver=HighCardDriver,
    printing=PRINTING,
    demo=lambda language: DemoGroup((Player("Ada"), Player("Bo"))),
    editor=PlayerEditor,
    screen=HighCardScreen,
    describe=describe,
    card_kinds=(
        CardKind("character", "Character cards", "each player's card"),
        CardKind("house", "House rules", "the dealer's house rule", game_master=True),
    ),
    check_command=Command("highcard", "resolve one high-card duel", CHECK),
)


@pytest.fixture
def toy() -> Iterator[SystemSpec]:
    with systems.registered(TOY) as spec:
        yield spec


# --- the tests ----------------------------------------------------------------------------------


def test_it_is_a_rule_system_only_while_registered() -> None:
    assert "highcard" not in systems.keys()
    with systems.registered(TOY):
        assert systems.keys()[-1] == "highcard"
        with pytest.raises(ValueError, match="registered already"):
            with systems.registered(TOY):
                pass
    assert "highcard" not in systems.keys()


def test_the_command_line_lists_and_runs_its_check(toy: SystemSpec, capsys) -> None:
    with pytest.raises(SystemExit):
        main(["check", "--help"])
    assert "highcard" in capsys.readouterr().out
    assert main(["check", "highcard", "--cards", "QH RJ", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"cards": ["QH", "RJ"], "winner": "second"}
    assert main(["check", "highcard", "--cards", "QH"]) == 2
    assert capsys.readouterr().err == "deskapp: error: a duel needs two cards, not 1\n"


def test_a_character_of_it_round_trips_through_the_store_and_an_export(
    toy: SystemSpec, tmp_path: Path
) -> None:
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        campaign.add_character(NewCharacter("highcard", "Ada", {"wins": 3}))
        campaign.set_options("highcard", toy.validated_options({"reshuffle_each_duel": True}))
        exported = export_campaign(campaign)
    assert exported["characters"] == [{"name": "Ada", "system": "highcard", "wins": 3}]
    checked = check_import(json.loads(json.dumps(exported)))
    assert checked.characters[0].system == "highcard"
    with pytest.raises(UserError, match="wins"):
        check_import({"characters": [{"name": "Bo", "system": "highcard", "wins": -1}]})
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        (row,) = campaign.characters()
        assert toy.character_from_document(row.name, row.data) == Player("Ada", 3)


def test_its_character_card_prints_in_a_real_pdf(toy: SystemSpec, tmp_path: Path) -> None:
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        campaign.add_character(NewCharacter("highcard", "Ada", {"wins": 3}))
        source = read_campaign(campaign)
    cards = cards_to_print(source)
    assert [card_title(card) for card in cards] == ["Ada", "High card"]  # hers, then the rules
    pdf = io.BytesIO()
    render_pdf(cards, pdf)
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Ada" in text and "3 wins" in text and "Higher wins" in text
    assert "HIGH CARD PLAYER" in text.upper()  # its own printed word


@pytest.fixture
def window(toy: SystemSpec, qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    campaign = CampaignFile.open(tmp_path / "c.carddesk")
    campaign.add_characters([NewCharacter("highcard", name, {}) for name in ("Ada", "Bo")])
    controller = CampaignController(campaign, RecentCampaigns(tmp_path / "recent.json"))
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), controller)
    qtbot.addWidget(window)
    window.show()
    yield window
    controller.close()


@pytest.mark.gui
def test_a_session_is_played_undone_and_redone_at_the_table(window: MainWindow) -> None:
    page = window.table_page
    window.set_mode("table")
    page.system_box.setCurrentIndex(page.system_box.findData("highcard"))
    assert page.system_box.currentText() == "High card"
    assert page.start_session("Duels", ["Ada", "Bo"], mirror=False)
    screen = page.session_screen
    assert isinstance(screen, HighCardScreen)

    result = screen.perform({"do": "duel", "first": "Ada", "second": "Bo"})
    drawn = result.outcome["cards"]
    assert screen.shown.text() == " ".join(drawn)
    line = page.history.item(0).text()
    assert f"Ada draws {drawn[0]}, Bo draws {drawn[1]}" in line
    assert window.named_actions["undo"].text().startswith("&Undo Ada draws")

    window.named_actions["undo"].trigger()
    assert screen.shown.text() == ""
    assert "Undo: Ada draws" in page.history.item(1).text()
    # Back on top of the draw pile (its end), in the order they were drawn: no card lost.
    piles = page.session.driver.state_json()
    assert piles["draw"][-2:] == drawn[::-1] and len(piles["draw"]) == 54
    window.named_actions["redo"].trigger()
    assert screen.shown.text() == " ".join(drawn)  # the same cards again
    assert "Redo: Ada draws" in page.history.item(2).text()

    assert screen.perform({"do": "duel", "first": "Ada", "second": "Zed"}) is None
    assert screen.problem.text() == "Zed does not play at this table"
    assert screen.perform({"do": "duel", "first": "Ada"}) is None
    assert (
        screen.problem.text() == "Action 'duel': field 'second' is missing"
    )  # shown as a sentence
    assert page.history.count() == 3  # refusals store nothing

    # The stored session replays to the same table.
    session = page.session
    assert page.resume(session.session_id)
    assert page.session.driver.state_json() == session.driver.state_json()


def marked_entry(dialog: RulesReference) -> str:
    """The line the dialog marks: the entry of the rule it shows (empty when none is)."""
    selections = dialog.text.extraSelections()
    return selections[0].cursor.block().text() if selections else ""


@pytest.mark.gui
def test_its_own_words_show_in_the_gui_and_the_pdf(window: MainWindow, qtbot) -> None:
    dialog = OptionsDialog(HighCardOptions(), "High card", window)
    qtbot.addWidget(dialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert "<b>Gather the cards before each duel</b>" in labels
    assert "Every card goes back into the deck first." in labels

    reference = open_rules_reference(window, "highcard", "H-02")
    assert reference.systems.currentText() == "High card"
    assert marked_entry(reference).startswith("H-02 A joker beats every other card")

    controller = window.controller
    controller.campaign.set_game_master("highcard", {"house_rule": "Aces low"})
    window.character_model.reload()
    (top,) = [
        top
        for top in range(window.character_model.rowCount())
        if window.character_model.index(top, 0).data() == "High card (2)"
    ]
    row = window.character_model.index(top + 1, 0)  # its GM's cards come first under it
    assert row.data() == "Dealer's cards" and row.data(GAME_MASTER_ROLE) == "highcard"
    window.campaign_list.setCurrentIndex(row)
    dock = window.card_preview_dock
    dock.refresh()
    assert [dock.choice.itemText(i) for i in range(dock.choice.count())] == ["Dealer: House rule"]

    with qtbot.waitSignal(window.print_page.preview_updated, timeout=10_000):
        window.set_mode("print")
    kinds = window.print_page.options.kinds_list
    shown = [kinds.item(row).text() for row in range(kinds.count())]
    assert "House rules (1)" in shown and "Character cards (2)" in shown, shown
    pdf = io.BytesIO()
    render_pdf(cards_to_print(read_campaign(controller.campaign)), pdf)
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Aces low" in text and "Higher wins" in text
    assert "HOUSE RULE" in text.upper() and "DEALER" in text.upper()  # its printed words
