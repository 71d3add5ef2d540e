"""Issue 30 item 7: a first start offers the demo campaign (File → Open the Demo Campaign,
and a button on the empty campaign's start page), a copy in the user's language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.core import systems
from deskapp.core.store.locations import data_dir
from deskapp.core.systems import DemoGroup
from deskapp.ui.main_window import MainWindow
from tests.demo_languages import foreign


def file_menu_actions(window: MainWindow) -> list[str]:
    menu = window.menuBar().actions()[0].menu()
    return [action.objectName() for action in menu.actions()]


@pytest.mark.window(language="cs")
def test_the_empty_start_page_opens_a_copy_of_the_demo(qtbot: Any, window: MainWindow) -> None:
    assert "open_demo" in file_menu_actions(window)
    page = window.character_page
    assert page.demo_button.isVisible()  # the empty campaign says the demo is there
    qtbot.mouseClick(page.demo_button, Qt.MouseButton.LeftButton)
    assert window.controller.path == data_dir() / "Ukázková kampaň.carddesk"
    assert len(window.controller.campaign.summaries()) > 0
    assert window.controller.campaign.sessions()  # with its sessions, as `deskapp demo`
    assert not page.demo_button.isVisible()  # a campaign with characters needs no offer
    window.named_actions["open_demo"].trigger()  # a second copy keeps the first one
    assert window.controller.path == data_dir() / "Ukázková kampaň 2.carddesk"
    assert (data_dir() / "Ukázková kampaň.carddesk").exists()


@pytest.mark.window(language="fr")
def test_a_folder_it_cannot_write_is_said_clearly(
    qtbot: Any,
    window: MainWindow,
    warnings_shown: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setattr("deskapp.ui.main_window.data_dir", lambda: blocker / "CardDesk")
    before = window.controller.path
    window.named_actions["open_demo"].trigger()
    assert window.controller.path == before
    assert len(warnings_shown) == 1 and str(blocker / "CardDesk") in warnings_shown[0]
    assert warnings_shown[0].startswith("La campagne de démonstration")


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_the_demo_opens_in_the_language_and_its_sessions_on_the_table(
    language: str, open_window: Any, campaign_path: Path
) -> None:
    """Issue 30 item 7 (review r30b N5): File → Open the Demo Campaign writes the demo in
    the app's language; each system's session in progress opens on the Table page, its
    history and sheets free of another language's words."""
    window = open_window(campaign_path, language=language)
    window.named_actions["open_demo"].trigger()
    window.set_mode("table")
    page = window.table_page
    names = {summary.name for summary in window.controller.campaign.summaries()}
    for system in ("agents", "founders", "dice_banks", "cinematic"):
        page.system_box.setCurrentIndex(page.system_box.findData(system))
        session = demo_group(system, language).session
        assert session is not None and page.session is not None
        assert page.session_box.currentText() == session.name
        assert page.history.count() == len(page.session.events) > 0
        lines = [page.history.item(row).text() for row in range(page.history.count())]
        assert foreign(language, lines, names) == []
    assert foreign(language, [window.controller.campaign.meta("title") or ""], names) == []


def demo_group(system: str, language: str) -> DemoGroup:
    spec = systems.spec(system)
    return spec.load(spec.demo)(language)
