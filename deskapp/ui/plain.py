"""Texts a user or a file supplies, shown as plain text: never as markup (issue 25).

Qt guesses whether a label's or a tooltip's text is rich text (``Qt::mightBeRichText``): a
character named ``<h1 style="font-size:90px">RADEK</h1>`` would take over the layout, an
``<a href>`` would show as a link and an ``<img src>`` would be loaded. Names, aspects, tags,
notes, reasons, session and campaign names go to the screen only through here:

- :func:`plain_label` / :func:`make_plain`: a label that shows its text as written;
- :func:`rich_label` / :func:`make_rich` and :func:`escaped`: a label in the app's own markup (bold result words,
  coloured lines) with every user text inside it escaped, and no link or resource followed;
- :func:`as_written` / :func:`set_tip`: a tooltip or a message that shows its text as written;
- :func:`words_of`: the plain words a label shows, rich or not (for the F11 view).
"""

from __future__ import annotations

import html
import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # the text functions Qt keeps in QtGui
from PySide6.QtWidgets import QLabel, QWidget


def escaped(text: object) -> str:
    """A user's text for inside the app's own rich text: its markup characters as entities."""
    return html.escape(str(text))


def as_written(text: str) -> str:
    """``text`` for a tooltip or a message box, shown as written. Qt takes such a text for
    rich text when it looks like markup: that text is converted to a paragraph of its own
    characters (its lines and spaces kept), any other text is left as it is."""
    return GuiQt.convertFromPlainText(text) if GuiQt.mightBeRichText(text) else text


def set_tip(widget: QWidget, text: str) -> None:
    """Give ``widget`` the tooltip ``text``, shown as written (see :func:`as_written`)."""
    widget.setToolTip(as_written(text))


def make_plain(label: QLabel) -> QLabel:
    """Make ``label`` show its text as written, whatever it looks like."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_label(*arguments: Any) -> QLabel:
    """A label that shows its text (and every text given it later) as written: made as
    ``QLabel(…)`` is, ``plain_label(text, parent)`` or ``plain_label(parent)``."""
    return make_plain(QLabel(*arguments))


def rich_label(*arguments: Any) -> QLabel:
    """A label in the app's own rich text, made as ``QLabel(…)`` is (see :func:`make_rich`)."""
    return make_rich(QLabel(*arguments))


def make_rich(label: QLabel) -> QLabel:
    """Make ``label`` show the app's own rich text, into which user texts go only
    :func:`escaped`; a link in it is never opened."""
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setOpenExternalLinks(False)
    return label


_TAG = re.compile(r"<[^>]+>")


def words_of(label: QLabel) -> str:
    """The words ``label`` shows, as plain text: its text, or its rich text without the
    markup (the app's tags taken out, the entities of the users' texts read back)."""
    text = label.text()
    form = label.textFormat()
    if form == Qt.TextFormat.RichText or (
        form == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    ):
        return html.unescape(_TAG.sub("", text.replace("<br>", "\n")))
    return text
