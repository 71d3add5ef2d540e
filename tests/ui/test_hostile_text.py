"""Issue 25, blocker 1: a text a user or a file supplies is shown as plain text everywhere.

Every user text of every system (names, aspects, tags, notes, reasons, skills, the session
and campaign names …) is hostile markup (``tests/hostile.py``). The window walks the
Characters page (every character and GM), the Print page and the Table page of each system
with its demo session played, the F11 view, the Update Sheets dialog and the new session
dialog; after each step every label, button, tooltip, item and action of every widget is
read, and it fails on a text Qt would render as rich text while it holds the markup
unescaped (a heading taking over the layout, a file link, an image loaded), or on escaped
markup shown as plain text (``&lt;h1&gt;`` read literally).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QMenu,
    QTextEdit,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.page import NewSessionDialog

from ..hostile import HOSTILE, RAW_MARKS, write_hostile_demo

pytestmark = pytest.mark.window(campaign="empty", warnings="record", size=(1366, 768))

SYSTEMS = ["agents", "founders", "dice_banks", "cinematic"]
might_be_rich = GuiQt.mightBeRichText  # Qt's own guess, as QLabel and QToolTip make it
APP_MARKUP = re.compile(r"</?(b|i|span|br|p|h\d|font|table)\b|&nbsp;|&amp;")
ESCAPED = ("&lt;h1&gt;", "&lt;img", "&lt;a href")


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "hostile.carddesk"
    with CampaignFile.open(path) as campaign:
        write_hostile_demo(campaign)
    return path


def rich_offence(text: str, rich: bool) -> str | None:
    """What is wrong with showing ``text`` as rich (or plain) text, or None."""
    lowered = text.lower()  # a text in capitals holds its markup in capitals too
    if rich and any(mark in lowered for mark in RAW_MARKS):
        return "user markup rendered as rich text"
    if not rich and any(escaped in lowered for escaped in ESCAPED):
        return "escaped markup shown as plain text"
    if not rich and APP_MARKUP.search(re.sub(r"<h1>hx(</h1>)?", "", lowered)):
        return "the app's own markup shown as plain text"
    return None


def _model_tips(model: Any, parent: QModelIndex) -> Iterator[tuple[str, bool]]:
    """(text, rich) of every item's display text (always plain) and tooltip (guessed)."""
    try:
        columns = model.columnCount(parent)
    except TypeError:  # a list model keeps columnCount private
        columns = 1
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            shown = model.data(index, Qt.ItemDataRole.DisplayRole)
            if isinstance(shown, str):
                yield shown, False
            tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield tip, might_be_rich(tip)
            try:
                children = model.hasChildren(index)
            except TypeError:
                children = False
            if column == 0 and children:
                yield from _model_tips(model, index)


def _texts(widget: QWidget) -> Iterator[tuple[str, str, bool]]:
    """(what, text, shown as rich text) of everything a widget shows as text."""
    yield "title", widget.windowTitle(), False
    tip = widget.toolTip()
    yield "tooltip", tip, might_be_rich(tip)
    if isinstance(widget, QLabel):
        text, form = widget.text(), widget.textFormat()
        rich = form == Qt.TextFormat.RichText or (
            form == Qt.TextFormat.AutoText and might_be_rich(text)
        )
        yield "label", text, rich
    elif isinstance(widget, QAbstractButton):
        yield "button", widget.text(), False
    elif isinstance(widget, QTextEdit):
        # What its document holds: an image or a heading there is rendered, not read.
        yield "text edit", widget.toHtml(), "<img" in widget.toHtml()
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        if widget.model() is not None:
            for text, rich in _model_tips(widget.model(), QModelIndex()):
                yield "item", text, rich
    for action in widget.actions():
        yield "action", action.text(), False
        if isinstance(widget, QMenu) and widget.toolTipsVisible():
            yield "action tooltip", action.toolTip(), might_be_rich(action.toolTip())


def offences() -> list[str]:
    """Every text of every widget of the application shown wrongly, with where it is."""
    found = []
    for widget in QApplication.allWidgets():
        for what, text, rich in _texts(widget):
            problem = rich_offence(text, rich) if text else None
            if problem is not None:
                where = f"{type(widget).__name__} {widget.objectName()!r}"
                found.append(f"{where} {what}: {problem}: {text.replace(HOSTILE, '<H>')[:100]!r}")
    return sorted(set(found))


def walk(qtbot: Any, step: str, seen: dict[str, list[str]]) -> None:
    qtbot.wait(1)  # let queued updates (elided labels, late fills) happen
    problems = offences()
    if problems:
        seen[step] = problems


def test_hostile_markup_is_plain_text_on_every_page(
    qtbot: Any, window: MainWindow, warnings_shown: list[str]
) -> None:
    seen: dict[str, list[str]] = {}
    campaign = window.controller.campaign
    for summary in campaign.summaries():
        window.select_character(summary.id)
        walk(qtbot, f"character {summary.system}", seen)
    model = window.character_model
    for system in SYSTEMS:
        index = model.index_of_game_master(system)
        if index.isValid():
            window.campaign_list.setCurrentIndex(index)
            walk(qtbot, f"GM {system}", seen)
    window.set_mode("print")
    walk(qtbot, "print page", seen)
    window.set_mode("table")
    page = window.table_page
    for system in SYSTEMS:
        page.system_box.setCurrentIndex(page.system_box.findData(system))
        assert page.open_last_session()
        assert page.session_screen is not None and page.session is not None
        assert page.history_box.panel.count() > 0
        walk(qtbot, f"table {system}", seen)
        window.toggle_table_view()
        assert window.table_view is not None and window.table_view.isVisible()
        walk(qtbot, f"table view {system}", seen)
        window.toggle_table_view()
        dialog = page.ask_update_sheets()
        if dialog is not None:
            walk(qtbot, f"update sheets {system}", seen)
            dialog.close()
        names = [s.name for s in campaign.summaries() if s.system == system]
        chooser = NewSessionDialog(systems.spec(system), page.system_titles[system], names, page)
        chooser.show()
        walk(qtbot, f"new session {system}", seen)
        chooser.close()
    for text in warnings_shown:
        problem = rich_offence(text, might_be_rich(text))
        if problem is not None:
            seen.setdefault("message boxes", []).append(f"{problem}: {text[:160]!r}")
    report = [f"{step}: {problem}" for step, problems in seen.items() for problem in problems]
    assert not report, "\n".join(report)


def test_the_hostile_campaign_holds_the_markup_in_every_system(campaign_path: Path) -> None:
    with CampaignFile.open(campaign_path) as campaign:
        summaries = campaign.summaries()
        assert {s.system for s in summaries} == set(SYSTEMS)
        assert all(s.name.startswith(HOSTILE) for s in summaries)
        assert all(s.name.startswith(HOSTILE) for s in campaign.sessions())
