"""Help → Rules reference: the project's own rules reference (docs/rules/) shown in the app.

The reference ships with the app as package data (``deskapp/rules/*.md``; ``docs/rules``
is a link to that folder), so an installed Card Desk shows it without the repository
beside it. Each file has a Czech and a French translation (``deskapp/rules/cs/``,
``deskapp/rules/fr/``) with the same rule IDs, headings and table options
(``tests/rules/test_rules_translations.py`` holds them to it): the window shows the
user's language (:func:`deskapp.core.i18n.current_language`), and the English file,
saying so, where a translation is missing.
:func:`open_rules_reference` opens it at one rule system and, given a rule ID such
as ``A-16``, scrolled to that rule's entry with the entry marked. Every rule ID
mentioned in the text is a link to its entry, and "Go to rule" takes an ID typed
by the user. Rule IDs are the same in every language, so both work in each.
"""

from __future__ import annotations

import re
from importlib import resources
from importlib.resources.abc import Traversable

from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.errors import UserError
from deskapp.core.i18n import SOURCE_LANGUAGE, current_language, translate
from deskapp.ui.style import HIGHLIGHT_BACK, MUTED_TEXT, error_label_style, label_style

_RULE_ID = re.compile(r"\b([A-Z])-(\d{2})\b")
_LINK_SCHEME = "rule"


def referenced() -> dict[str, str]:
    """The systems that have a rules reference, by key: their names in the user's language."""
    return {spec.key: spec.display_title() for spec in systems.specs() if spec.rules_page}


def shipped_folder() -> Traversable:
    """Where the reference lies in this installation: ``deskapp/rules`` (package data)."""
    return resources.files("deskapp").joinpath("rules")


def reference_file(system_key: str, language: str | None = None) -> tuple[str, str]:
    """One rule system's Markdown reference as shipped with the app, in ``language`` (the
    current one if not given), and the language it is really in: English where the
    translation is missing. A UserError says when this installation has none."""
    page = systems.spec(system_key).rules_page if systems.is_known(system_key) else None
    if page is None:
        raise UserError(
            translate("RulesReference", "There is no rule system “{system}”.").format(
                system=system_key
            )
        )
    name, language = page.name, language or current_language()
    folder = page.folder or shipped_folder()
    if language != SOURCE_LANGUAGE:
        translated = folder.joinpath(language).joinpath(name)
        if translated.is_file():
            return translated.read_text(encoding="utf-8"), language
    try:
        return folder.joinpath(name).read_text(encoding="utf-8"), SOURCE_LANGUAGE
    except OSError:
        raise UserError(
            translate(
                "RulesReference", "The rules reference “{file}” is missing from this installation."
            ).format(file=name)
        ) from None


def system_of(rule_id: str) -> str | None:
    """The system key a rule ID belongs to (``A-16`` → ``agents``), or None."""
    match = _RULE_ID.fullmatch(rule_id.strip().upper())
    if match is None:
        return None
    return next((spec.key for spec in systems.specs() if spec.rule_prefix == match.group(1)), None)


def linked(markdown: str) -> str:
    """The reference with every rule ID that is not already bold turned into a link to its entry."""

    def link(match: re.Match[str]) -> str:
        start, end = match.span()
        if markdown[max(start - 2, 0) : start] == "**":
            return match.group(0)  # the bold ID that opens an entry stays as written
        rule = match.group(0)
        return f"[{rule}]({_LINK_SCHEME}:{rule})"

    return _RULE_ID.sub(link, markdown)


class RulesReference(QDialog):
    """The rules reference window: a system chooser, "Go to rule", and the rendered text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_reference")
        self.setWindowTitle(self.tr("Rules Reference"))
        self.systems = QComboBox(self)
        self.systems.setObjectName("rules_system")
        for key, title in referenced().items():
            self.systems.addItem(title, key)
        self.go_to = QLineEdit(self)
        self.go_to.setObjectName("rules_go_to")
        self.go_to.setPlaceholderText(self.tr("Rule, e.g. A-16"))
        self.go_to.setToolTip(self.tr("Type a rule's ID and press Enter to jump to it"))
        # Wide enough for its hint in any language ("Pravidlo, např. A-16"), and no wider.
        hint = self.go_to.fontMetrics().horizontalAdvance(self.go_to.placeholderText())
        self.go_to.setFixedWidth(max(140, hint + 24))
        self.go_to.returnPressed.connect(self._typed_rule)
        self.problem = QLabel(self)
        self.problem.setObjectName("rules_problem")
        self.problem.setStyleSheet(error_label_style())
        self.problem.hide()
        self.untranslated = QLabel(
            self.tr("This part of the reference is not translated yet: it is shown in English."),
            self,
        )
        self.untranslated.setObjectName("rules_untranslated")
        self.untranslated.setStyleSheet(label_style(MUTED_TEXT))
        self.untranslated.setWordWrap(True)
        self.untranslated.hide()
        self.text = QTextBrowser(self)
        self.text.setObjectName("rules_text")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link_clicked)
        bar = QHBoxLayout()
        system_label = QLabel(self.tr("&System"), self)
        system_label.setBuddy(self.systems)
        bar.addWidget(system_label)
        bar.addWidget(self.systems, 1)
        go_label = QLabel(self.tr("&Go to rule"), self)
        go_label.setBuddy(self.go_to)
        bar.addWidget(go_label)
        bar.addWidget(self.go_to)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.problem)
        layout.addWidget(self.untranslated)
        layout.addWidget(self.text, 1)
        self.resize(820, 640)
        self.system: str | None = None
        self.systems.currentIndexChanged.connect(lambda _index: self._system_chosen())

    # --- showing -----------------------------------------------------------------------------

    def show_system(self, system_key: str) -> None:
        """Show one system's reference from its top."""
        index = self.systems.findData(system_key)
        if index < 0:
            self._say(self.tr("There is no rules reference for this system."))
            return
        self.systems.blockSignals(True)
        self.systems.setCurrentIndex(index)
        self.systems.blockSignals(False)
        self._load(system_key)

    def show_rule(self, rule_id: str) -> bool:
        """Scroll to a rule's entry (in its own system) and mark it; False if there is none."""
        wanted = rule_id.strip().upper()
        system = system_of(wanted)
        if system is None:
            self._say(self.tr("'{text}' is not a rule ID such as A-16.").format(text=rule_id))
            return False
        if system != self.system:
            self.show_system(system)
        cursor = self._entry(wanted)
        if cursor is None:
            self._say(self.tr("The reference has no rule {rule}.").format(rule=wanted))
            return False
        self.problem.hide()
        self._mark(cursor)
        return True

    # --- inside ----------------------------------------------------------------------------

    def _system_chosen(self) -> None:
        key = self.systems.currentData()
        if key is not None:
            self._load(key)

    def _load(self, system_key: str) -> None:
        try:
            text, language = reference_file(system_key)
        except UserError as error:
            self._say(str(error))
            self.text.clear()
            return
        self.problem.hide()
        self.untranslated.setVisible(language != current_language())
        self.system = system_key
        self.text.setExtraSelections([])
        self.text.setMarkdown(linked(text))
        self.text.moveCursor(QTextCursor.MoveOperation.Start)
        self.text.verticalScrollBar().setValue(0)

    def _entry(self, rule_id: str) -> QTextCursor | None:
        """Where the rule's entry begins: the block that opens with its ID (a list item)."""
        document = self.text.document()
        cursor = document.find(rule_id)
        while not cursor.isNull():
            block = cursor.block()
            if block.text().startswith(rule_id) and cursor.selectionStart() == block.position():
                return cursor
            cursor = document.find(rule_id, cursor)
        return None

    def _mark(self, cursor: QTextCursor) -> None:
        block = cursor.block()
        whole = QTextCursor(block)
        whole.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        selection = QTextEdit.ExtraSelection()
        selection.cursor = whole
        marked = QTextCharFormat()
        marked.setBackground(QColor(HIGHLIGHT_BACK))
        selection.format = marked
        self.text.setExtraSelections([selection])
        # The entry at the top of the view, not merely somewhere on screen.
        top = int(self.text.document().documentLayout().blockBoundingRect(block).top())
        self.text.verticalScrollBar().setValue(top)

    def _typed_rule(self) -> None:
        if self.go_to.text().strip():
            self.show_rule(self.go_to.text())

    def _link_clicked(self, url: QUrl) -> None:
        if url.scheme() == _LINK_SCHEME:
            self.show_rule(url.path())

    def _say(self, message: str) -> None:
        self.problem.setText(message)
        self.problem.show()


def open_rules_reference(
    parent: QWidget, system_key: str, rule_id: str | None = None
) -> RulesReference:
    """Open the rules reference at ``system_key``'s rules, scrolled to ``rule_id`` if given.

    The window is not modal, so the table stays usable beside it; one window per
    parent is reused.
    """
    dialog = parent.findChild(RulesReference) or RulesReference(parent)
    # Shown first: where an entry lies depends on the width the text is laid out at.
    dialog.show()
    dialog.activateWindow()
    dialog.show_system(system_key)
    if rule_id is not None:
        dialog.show_rule(rule_id)
    return dialog
