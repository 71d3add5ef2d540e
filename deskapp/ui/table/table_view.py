"""The table view (F11): what everyone at the table may see, large enough to read from 2 m.

A window of its own, full screen, without menus or tool bars, for a second screen, a
projector or the laptop turned towards the players. It shows only public information:
each screen's :meth:`~deskapp.ui.table.base.SessionScreen.public_summary` (piles, score,
the Threat track, banks, the last result) and the last actions as the history writes them
(history lines never name a private card). Hands and peeks never appear here. Esc or F11
closes it; it follows the table as it changes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QLayout, QSizePolicy, QVBoxLayout, QWidget

from deskapp.ui.plain import plain_label
from deskapp.ui.rule_ids import split_rule_ids
from deskapp.ui.style import (
    TABLE_VIEW_BACK,
    TABLE_VIEW_MUTED,
    TABLE_VIEW_RULE,
    TABLE_VIEW_TEXT,
)
from deskapp.ui.table.widgets import pixel_font

LAST_ACTIONS = 3
SMALLEST_UNIT = 0.5  # 20 px facts: what a long table shrinks to before anything is cut


def plain(text: str) -> str:
    """A line's words without its rule IDs, on one line (the screens give plain words:
    :func:`~deskapp.ui.plain.words_of` a label)."""
    return " ".join(split_rule_ids(text)[0].split())


class TableViewWindow(QWidget):
    """The public table, full screen; :meth:`show_table` fills it."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("table_view")
        self.setWindowTitle(self.tr("Card Desk — Table View"))
        self.setStyleSheet(
            f"#table_view {{ background: {TABLE_VIEW_BACK}; }}"
            f"#table_view QLabel {{ color: {TABLE_VIEW_TEXT}; background: transparent; }}"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = plain_label(self)
        self.title.setObjectName("table_view_title")
        self.title.setStyleSheet(f"border-bottom: 6px solid {TABLE_VIEW_RULE};")
        self.facts = QGridLayout()
        self.facts.setHorizontalSpacing(40)
        self.facts.setVerticalSpacing(12)
        self.recent_title = plain_label(self.tr("Last actions"), self)
        self.recent = plain_label(self)
        self.recent.setObjectName("table_view_recent")
        self.recent.setWordWrap(True)
        self.recent.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.recent.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.hint = plain_label(self.tr("Esc or F11 closes this view"), self)
        layout = QVBoxLayout(self)
        # The screen sets the size; the type shrinks to fit it (_fit), never the window grows.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(48, 36, 48, 24)
        layout.setSpacing(24)
        layout.addWidget(self.title)
        layout.addLayout(self.facts)
        layout.addWidget(self.recent_title)
        layout.addWidget(self.recent, 1)
        layout.addWidget(self.hint)
        self._fact_labels: list[QLabel] = []
        self._scale(1.0)

    def _scale(self, unit: float) -> None:
        """Every text in type ``unit`` times a 14" laptop's: 40 px facts at 768 lines."""
        self.title.setFont(pixel_font(self, int(52 * unit), bold=True))
        self.recent_title.setFont(pixel_font(self, int(30 * unit), bold=True))
        self.recent_title.setStyleSheet(f"color: {TABLE_VIEW_MUTED};")
        self.recent.setFont(pixel_font(self, int(30 * unit)))
        self.hint.setFont(pixel_font(self, int(18 * unit)))
        self.hint.setStyleSheet(f"color: {TABLE_VIEW_MUTED};")
        self._fact_font = pixel_font(self, int(40 * unit), bold=True)
        self._heading_font = pixel_font(self, int(30 * unit))
        for label in self._fact_labels:
            label.setFont(
                self._fact_font if label.property("fact") == "value" else self._heading_font
            )

    def _fit(self) -> None:
        """Type sized to the screen (never smaller than readable at 2 m), then a step smaller
        at a time while a line, wrapped at its width, needs more than the window's height:
        a long circumstances row or last test is shown whole, never cut (review 5, finding 8)."""
        unit = max(self.height() / 768, 0.8)
        self._scale(unit)
        while not self._lines_fit() and unit > SMALLEST_UNIT:
            unit = max(unit - 0.05, SMALLEST_UNIT)
            self._scale(unit)

    def _lines_fit(self) -> bool:
        """Lay the view out now; true when every wrapped fact gets the lines it needs (the
        facts' grid does not ask a wrapped label its height at its width: each is told)."""
        layout = self.layout()
        assert layout is not None  # built with the view
        for label in self._fact_labels:
            label.setMinimumHeight(0)
        layout.activate()
        for label in self._fact_labels:
            if label.wordWrap():
                label.setMinimumHeight(label.heightForWidth(label.width()))
        layout.activate()
        return layout.minimumSize().height() <= self.height()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def show_table(self, title: str, facts: list[tuple[str, str]], recent: list[str]) -> None:
        """The table's public facts (heading, value) and its last actions, newest last."""
        self.title.setText(title)
        for label in self._fact_labels:
            self.facts.removeWidget(label)
            label.deleteLater()
        self._fact_labels = []
        for row, (heading, value) in enumerate(facts):
            for column, (text, kind) in enumerate(((heading, "heading"), (plain(value), "value"))):
                label = plain_label(text, self)
                label.setProperty("fact", kind)
                label.setWordWrap(kind == "value")
                label.setFont(self._fact_font if kind == "value" else self._heading_font)
                if kind == "heading":
                    label.setStyleSheet(f"color: {TABLE_VIEW_MUTED};")
                self.facts.addWidget(label, row, column)
                self._fact_labels.append(label)
        self.facts.setColumnStretch(1, 1)
        self.recent.setText("\n".join(plain(line) for line in recent[-LAST_ACTIONS:]))
        self._fit()

    def values(self) -> list[str]:
        """Every word the view shows now (for checking that nothing private is there)."""
        texts = [self.title.text(), self.recent.text()]
        return texts + [label.text() for label in self._fact_labels]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
