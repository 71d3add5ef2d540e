"""Does a window speak the user's language? Every visible text collected, English words found.

A screen in Czech or French may show English only in names and card notation: the
demo campaign's own texts (character names, aspects: the users' data, which stay as
written) are taken out of each text first, then any word that appears in the app's
English messages and in none of the language's translations is English left behind.

    texts = visible_texts(window)
    assert english_left(texts, "cs", campaign_path) == []
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from ..i18n.words import catalogue_words  # the same measure, for what is not a widget

ALLOWED = {
    # Names: the app's, the systems' working names as the books give them, the languages'.
    "Card",
    "Desk",
    "English",
    "Unisystem",
    # Card notation and Qt's key names as shortcuts show them (the same in every language).
    "Esc",
    "Space",
    "Enter",
    "Shift",
    "Ctrl",
    "Alt",
    "Tab",
    "Del",
    "Insert",
    "Delete",
    "Backspace",
    "Home",
    "End",
    "PgUp",
    "PgDown",
    "Up",
    "Down",
    "Left",
    "Right",
    "Return",
    "JSON",
    "PDF",
    "PNG",
    "SVG",
}
"""Reviewed words that may stay as they are in every language. Add with care: a word
here is never reported again, anywhere."""

_WORD = re.compile(r"[A-Za-z][a-z]{2,}|[A-Z]{2,}[a-z]*")
_TAGS = re.compile(r"<[^>]+>|&\w+;")
_ADDRESS = re.compile(r"https?://\S+")


def visible_texts(root: QWidget, tooltips: bool = True) -> list[tuple[str, str]]:
    """Every text ``root`` and its visible widgets show: ``(where, text)`` pairs.

    Labels, buttons, group and dock titles, tabs, placeholders, combo items, spin box
    prefixes and suffixes, item views' rows (what they display and their tooltips),
    menus' actions, window titles — and tooltips, which the user reads too."""
    found: list[tuple[str, str]] = []

    def add(widget: QWidget, text: str | None) -> None:
        if text and text.strip():
            found.append((_where(widget), _TAGS.sub(" ", text)))

    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        if isinstance(widget, (QMainWindow, QDockWidget)) or widget.isWindow():
            add(widget, widget.windowTitle())
        if tooltips:
            add(widget, widget.toolTip())
        add(widget, widget.accessibleName())
        if isinstance(widget, QLabel):
            add(widget, widget.text())
        elif isinstance(widget, QAbstractButton):
            add(widget, widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget, widget.title())
        elif isinstance(widget, QLineEdit):
            add(widget, widget.placeholderText())
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                add(widget, widget.itemText(index))
                if tooltips:
                    add(widget, widget.itemData(index, Qt.ItemDataRole.ToolTipRole))
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                add(widget, widget.tabText(index))
        elif isinstance(widget, QAbstractSpinBox):
            add(widget, widget.specialValueText())
            if isinstance(widget, QSpinBox):
                add(widget, widget.prefix())
                add(widget, widget.suffix())
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            add(widget, widget.toPlainText())
        elif isinstance(widget, QMenu):
            add(widget, widget.title())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            for text in _model_texts(widget.model(), QModelIndex(), tooltips):
                add(widget, text)
        for action in widget.actions():
            add(widget, action.text())
            if tooltips:
                add(widget, action.toolTip())
            menu = action.menu()
            if menu is not None:
                add(widget, menu.title())
                for inner in menu.actions():
                    add(widget, inner.text())
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            add(root, action.text())
            menu = action.menu()
            if menu is not None:
                found += [(f"{_where(root)} menu", text) for text in _menu_texts(menu)]
    return found


def _menu_texts(menu: QMenu) -> Iterator[str]:
    for action in menu.actions():
        if action.text():
            yield action.text()
        if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
            yield action.toolTip()
        if action.statusTip():
            yield action.statusTip()
        if action.menu() is not None:
            yield from _menu_texts(action.menu())


def _model_texts(
    model: object, parent: QModelIndex, tooltips: bool, limit: int = 200
) -> Iterator[str]:
    rows = min(model.rowCount(parent), limit)  # type: ignore[attr-defined]
    try:
        columns = model.columnCount(parent)  # type: ignore[attr-defined]
    except TypeError:  # a QAbstractListModel keeps columnCount private: one column
        columns = 1
    for orientation in (Qt.Orientation.Horizontal,) if not parent.isValid() else ():
        for column in range(columns):
            header = model.headerData(column, orientation, Qt.ItemDataRole.DisplayRole)  # type: ignore[attr-defined]
            if isinstance(header, str):
                yield header
    for row in range(rows):
        for column in range(columns):
            index = model.index(row, column, parent)  # type: ignore[attr-defined]
            roles = [Qt.ItemDataRole.DisplayRole] + (
                [Qt.ItemDataRole.ToolTipRole] if tooltips else []
            )
            for role in roles:
                value = model.data(index, role)  # type: ignore[attr-defined]
                if isinstance(value, str):
                    yield value
            if column == 0 and _has_children(model, index):
                yield from _model_texts(model, index, tooltips, limit)


def _has_children(model: object, index: QModelIndex) -> bool:
    try:
        return bool(model.hasChildren(index))  # type: ignore[attr-defined]
    except TypeError:  # a list model keeps it private: rows have no children
        return False


def _where(widget: QWidget) -> str:
    names = []
    current: QWidget | None = widget
    while current is not None and len(names) < 4:
        names.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return "/".join(reversed(names))


def _words(text: str) -> list[str]:
    return _WORD.findall(_TAGS.sub(" ", text.replace("{", " ").replace("}", " ")))


@cache
def users_texts(campaign_path: Path) -> tuple[str, ...]:
    """Every text the users wrote in a campaign file (names, aspects, notes, the campaign's
    title, session names and players) and its file's name (the window title shows it),
    longest first: they stay as written in any language."""
    texts: set[str] = {campaign_path.stem}
    # The app holds its campaign file with an exclusive lock (and its latest pages in the
    # write-ahead log): read a copy of both.
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / campaign_path.name
        for suffix in ("", "-wal"):
            source = campaign_path.with_name(campaign_path.name + suffix)
            if source.exists():
                shutil.copyfile(source, copy.with_name(copy.name + suffix))
        connection = sqlite3.connect(copy)
        try:
            tables = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            for (table,) in tables.fetchall():
                for row in connection.execute(f'SELECT * FROM "{table}"'):
                    for value in row:
                        if isinstance(value, str):
                            texts |= set(_strings_in(value))
        finally:
            connection.close()
    return tuple(sorted((text for text in texts if len(text) > 1), key=len, reverse=True))


def _strings_in(value: str) -> Iterator[str]:
    """``value`` and, when it is JSON, every string inside it."""
    yield value
    if value[:1] in "{[":
        try:
            data = json.loads(value)
        except ValueError:
            return
        yield from _json_strings(data)


def _json_strings(data: object) -> Iterator[str]:
    if isinstance(data, str):
        yield data
        yield from (line for line in data.splitlines() if line.strip())
    elif isinstance(data, dict):
        for key, value in data.items():
            yield str(key)  # names kept as keys: {"Constitution": 3} is the user's word too
            yield from _json_strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _json_strings(value)


def english_left(
    texts: Iterable[tuple[str, str]],
    language: str,
    campaign_path: Path | None = None,
    allowed: Iterable[str] = (),
) -> list[str]:
    """The texts that still hold English words in ``language``, each with where it is and
    the words: empty when the screen speaks the language."""
    english, translated = catalogue_words(language)
    allow = ALLOWED | set(allowed)
    users = users_texts(campaign_path) if campaign_path is not None else ()
    problems = []
    for where, text in texts:
        # An address is no words: a player's link holds a random token, which once read "…You…".
        rest = _ADDRESS.sub(" ", text)
        for own in users:
            if own in rest:
                rest = rest.replace(own, " ")
        words = [
            word
            for word in _words(rest)
            if word in english and word not in translated and word not in allow
        ]
        if words:
            problems.append(f"{where}: {text!r} ({', '.join(sorted(set(words)))})")
    return sorted(set(problems))
