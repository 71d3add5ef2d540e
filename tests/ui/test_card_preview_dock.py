"""The card preview dock beside the character editors: the GM's cards too, and no internal
error once the character shown is deleted."""

from __future__ import annotations

import pytest

from deskapp.ui.campaign_list import GAME_MASTER_ROLE
from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="characters")


def game_master_row(window: MainWindow, system: str):
    model = window.character_model
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if index.data(GAME_MASTER_ROLE) == system:
            return index
    raise AssertionError(f"no GM row for {system}")


def test_the_coordinators_cards_are_listed_and_drawn(window: MainWindow) -> None:
    dock = window.card_preview_dock
    window.campaign_list.setCurrentIndex(game_master_row(window, "agents"))
    titles = [dock.choice.itemText(row) for row in range(dock.choice.count())]
    assert any("The Shadow Cult" in title for title in titles)
    assert any(title.startswith("Reserve") for title in titles)
    assert not any("Bára" in title for title in titles), "only the GM's own cards"
    assert dock.choice.isVisibleTo(dock)


def test_a_deleted_character_leaves_no_internal_error(window: MainWindow) -> None:
    dock = window.card_preview_dock
    summary = next(s for s in window.controller.campaign.summaries() if s.system == "agents")
    window.select_character(summary.id)
    assert dock.choice.count() > 0
    window.select_character(summary.id)
    window.delete_character()
    assert "there is no character" not in dock.preview.message.text()
    assert not dock.choice.isVisibleTo(dock), "no empty list of cards"
    window.named_actions["undo"].trigger()  # it comes back, and so do its cards
    window.select_character(summary.id)
    assert dock.choice.count() > 0
