"""Minors a fresh new-GM review found on the table and in the editors (r30b, r30c).

Each test drives the real window the way the reviewer met the problem. Screenshots go to
``artifacts/screens/r30c_*.png`` (or ``$CARDDESK_ARTIFACTS``), to be looked at.
"""

from __future__ import annotations

from typing import Any

import pytest

from deskapp.ui.main_window import MainWindow

from .test_table_screens import ARTIFACTS, fully_in_sight

SIZES = [(1100, 720), (1366, 768)]
LANGUAGES = ["en", "cs", "fr"]


def keep(window: Any, name: str) -> None:
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"r30c_{name}.png"))


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", exposed=True, active=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_cinematic_editor_fits_a_small_screen(
    qtbot, open_window, campaign_path, size, language
) -> None:
    """r30c C2: the third list was cut behind a sideways scroll bar and the fields that add
    an entry were below the fold: every list and its entry row are in sight."""
    window: MainWindow = open_window(campaign_path, size=size, language=language)
    window.set_mode("characters")
    page = window.character_page
    first = next(
        row for row in window.controller.campaign.characters() if row.system == "cinematic"
    )
    page.show_character(first.id)
    editor = page.editors["cinematic"]
    qtbot.waitUntil(editor.isVisible)
    scroll = page.sheet_scroll
    needed = [editor.luck_slider, editor.notes]
    for panel in (editor.attributes, editor.skills, editor.blessings):
        assert panel.box is not None and panel.name_field is not None
        needed += [panel.name_field, *panel.entry_fields.values(), panel.add_button]
        needed += [panel.remove_button]
    try:
        qtbot.waitUntil(lambda: all(fully_in_sight(widget) for widget in needed), timeout=2000)
    except qtbot.TimeoutError:
        pass
    keep(window, f"cinematic_editor_{size[0]}x{size[1]}_{language}")
    assert not scroll.horizontalScrollBar().isVisible(), "part of the sheet is past the edge"
    assert [
        widget.objectName() or type(widget).__name__
        for widget in needed
        if not fully_in_sight(widget)
    ] == []
    for panel in (editor.attributes, editor.skills, editor.blessings):
        title_width = panel.box.fontMetrics().horizontalAdvance(panel.box.title())
        assert title_width < panel.box.width(), panel.box.title()
