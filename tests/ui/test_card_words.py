"""Card codes are never shown to players, in any language (issue 27): a mirror table takes
the cards as the players name them — the English codes, the suit symbols, the Czech and
French rank letters — and the history, the big screen's facts (F11) and the phones' pages
write them with the language's letters and the suit symbols, never as ``KS`` or ``3H``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.cards import parse_card
from deskapp.core.players.projection import project_session
from deskapp.core.store import CampaignFile
from deskapp.systems.agents.ui.screen import AgentsScreen

from .test_agents_table import ANNA, BARA, CYRIL, fill

pytestmark = pytest.mark.window(size=(1366, 768), mode="table", system="agents")

CODE = re.compile(r"\b(?:10|[2-9AJQKT])[SHDC]\b|\b[RB]J\b")
"""A card written as its code (``QH``, ``10S``, ``RJ``)."""

# What a player types, one test each, and the card it is: an English code, a symbol with the
# language's letter, the language's letter with an English suit letter, a number card.
TYPED = {
    "en": [("QH", "QH"), ("K♣", "KC"), ("JS", "JS"), ("10♠", "10S")],
    "cs": [("D♥", "QH"), ("K♣", "KC"), ("DS", "QS"), ("10♠", "10S")],
    "fr": [("D♥", "QH"), ("R♣", "KC"), ("VS", "JS"), ("10♠", "10S")],
}
SHOWN = {
    "en": ["Q♥", "K♣", "J♠", "10♠"],
    "cs": ["D♥", "K♣", "D♠", "10♠"],
    "fr": ["D♥", "R♣", "V♠", "10♠"],
}
LETTERS = {"en": "Q♥ 10♠ or QH 10S", "cs": "D♥ 10♠ nebo DH 10S", "fr": "D♥ 10♠ ou DH 10S"}


def _words(value: object) -> str:
    """Every word of a projection a phone or the big screen shows (a card's ``face`` only
    draws it)."""

    def strip(item: object) -> object:
        if isinstance(item, dict):
            return {key: strip(part) for key, part in item.items() if key != "face"}
        if isinstance(item, list):
            return [strip(part) for part in item]
        return item

    return json.dumps(strip(value), ensure_ascii=False)


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_a_mirror_table_reads_and_writes_the_players_cards(
    qtbot, tmp_path: Path, open_window, language: str
) -> None:
    path = tmp_path / "cards.carddesk"
    with CampaignFile.open(path) as campaign:
        fill(campaign)
    window = open_window(path, language=language)
    assert window.table_page.start_session("Mise", [ANNA, BARA, CYRIL], True)
    screen = window.table_page.session_screen
    assert isinstance(screen, AgentsScreen)
    # The field's hint names the language's letters.
    assert LETTERS[language] in screen.plan.cards_edit.placeholderText()
    for typed, card in TYPED[language]:
        screen.choose_tester(ANNA)
        screen.plan.cards_edit.setText(typed)
        screen.draw()
        assert screen.agents.pending is not None, typed
        assert screen.agents.pending.cards == (parse_card(card),)
        screen.resolve()
    history = window.table_page.history
    lines = [history.item(row).text() for row in range(history.count())]
    assert len(lines) >= len(TYPED[language])
    assert [line for line in lines if CODE.search(line)] == []
    assert all(any(shown in line for line in lines) for shown in SHOWN[language])
    # The stored events keep the codes (the data format), never the words.
    events = window.controller.campaign.session_events(screen.session.session_id)
    assert [event["outcome"]["cards"] for event in events if "cards" in event["outcome"]] == [
        [card] for _, card in TYPED[language]
    ]
    # The big screen's facts and history, and each phone's page.
    spec = systems.spec("agents")
    view = project_session(spec, screen.session, [ANNA, BARA, CYRIL], (language,))[language]
    assert view.public["history"]
    words = _words({"public": view.public, "private": view.private})
    assert not CODE.search(words), words
