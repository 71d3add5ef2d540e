"""The odds panel: the exact chance of each outcome of the test being built, at a glance.

Every table screen places one :class:`OddsPanel` beside its test and calls
:meth:`OddsPanel.show_odds` whenever the test or the deck changes, with the
chances its system's ``odds`` module works out. The panel knows no rule system:
it shows rows of (outcome, chance) — a whole percent, a small bar, the exact
value in the tooltip — and a few notes below them. Some tables prefer not to
know: the Hide button folds the panel to one line, and the campaign file
remembers the choice (its ``meta`` table, key ``odds_shown``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.i18n import SOURCE_LANGUAGE, current_language, format_percent
from deskapp.core.odds import exact_text, percent_text
from deskapp.ui.plain import escaped, plain_label
from deskapp.ui.style import (
    BAD,
    BORDER,
    GOOD,
    MUTED_TEXT,
    NEUTRAL,
    VERY_BAD,
    VERY_GOOD,
    label_style,
)
from deskapp.ui.table.parts import screen_label

SHOWN_KEY = "odds_shown"
ODDS_POINTS = 12
BAR_STEPS = 1000


class OddsPanel(QFrame):
    """Chances of the test as it is built now; call :meth:`show_odds` on every change."""

    shown_changed = Signal(bool)
    updated = Signal()  # after every change of what the panel shows

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("odds_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # One type for every system's odds (12 pt, about 16 px), whatever the screen around them
        # uses: the chances are read across the table, like the rest of the play area.
        self.setStyleSheet(
            f"#odds_panel {{ border: 1px solid {BORDER}; border-radius: 4px; }}"
            f"#odds_panel QLabel {{ font-size: {ODDS_POINTS}pt; }}"
        )
        self._campaign: Any = None
        self._shown = True
        self._values: dict[str, Fraction] = {}
        self._row_widgets: list[tuple[QLabel, QProgressBar, QLabel]] = []
        self._note_lines: list[QLabel] = []

        self.title = plain_label(self.tr("Odds"), self)
        self.title.setStyleSheet("font-weight: bold; font-size: 11pt;")
        self.toggle = QPushButton(self.tr("Hide"), self)
        self.toggle.setObjectName("odds_toggle")
        self.toggle.setFlat(True)
        self.toggle.setCursor(Qt.CursorShape.PointingHandCursor)
        self.toggle.setToolTip(self.tr("Hide or show the odds; this campaign remembers the choice"))
        self.toggle.clicked.connect(lambda: self.set_shown(not self._shown, remember=True))
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.toggle)

        self.content = QWidget(self)
        self.rows = QGridLayout()
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.setHorizontalSpacing(8)
        self.rows.setVerticalSpacing(2)
        self.rows.setColumnStretch(1, 1)
        self.notes = QVBoxLayout()
        self.notes.setContentsMargins(0, 2, 0, 0)
        self.notes.setSpacing(1)
        self.message = plain_label(self.content)
        self.message.setObjectName("odds_message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(label_style(MUTED_TEXT))
        self.message.hide()
        content_layout = QVBoxLayout(self.content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.setSpacing(2)
        content_layout.addLayout(self.rows)
        content_layout.addLayout(self.notes)
        content_layout.addWidget(self.message)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addWidget(self.content)
        layout.addStretch(1)  # in a tall slot the odds stay at the top, under their title

    # --- shown or hidden, per campaign -----------------------------------------------------

    @property
    def campaign(self) -> Any:
        """The campaign whose choice this panel follows (None before one is bound)."""
        return self._campaign

    def bind_campaign(self, campaign: Any) -> None:
        """Read this campaign's choice (shown unless it was hidden there)."""
        self._campaign = campaign
        stored = campaign.meta(SHOWN_KEY) if campaign is not None else None
        self.set_shown(stored != "0", remember=False)

    def set_shown(self, shown: bool, remember: bool = True) -> None:
        self._shown = shown
        self.content.setVisible(shown)
        self.toggle.setText(self.tr("Hide") if shown else self.tr("Show odds"))
        self.title.setVisible(shown)
        if remember and self._campaign is not None:
            self._campaign.set_meta(SHOWN_KEY, "1" if shown else "0")
        self.shown_changed.emit(shown)

    # --- what it shows -----------------------------------------------------------------------

    def show_odds(
        self,
        outcomes: Sequence[tuple[str, Fraction]],
        notes: Sequence[tuple[str, Fraction]] = (),
        *,
        left_out: Fraction = Fraction(0),
        remark: str = "",
    ) -> None:
        """Rows of (outcome key, chance) with a bar each; notes are (text, chance) lines below.

        The rows and notes already on screen are filled in place: a new widget is polished,
        shown and laid out, and each one moved the whole screen below the panel on every key
        press (issue 15, fast in a long session)."""
        self._values = {}
        while len(self._row_widgets) > len(outcomes):
            self._drop(self._row_widgets.pop())
        for row, (key, chance) in enumerate(outcomes):
            if row == len(self._row_widgets):
                self._row_widgets.append(self._new_row(row))
            name, bar, percent = self._row_widgets[row]
            self._values[key] = chance
            # The same words return at once; other words after a change of language.
            name.setText(self._label(key))
            if bar.objectName() != f"odds_bar_{key}":
                bar.setObjectName(f"odds_bar_{key}")
                bar.setStyleSheet(
                    f"QProgressBar {{ border: none; background: #e6e6e6; border-radius: 3px; }}"
                    f"QProgressBar::chunk {{ background: {_colour(key)}; border-radius: 3px; }}"
                )
                percent.setObjectName(f"odds_{key}")
            bar.setValue(round(float(chance) * BAR_STEPS))
            percent.setText(shown_percent(chance))
            tip = self._tip(chance, left_out)
            for widget in (name, bar, percent):
                widget.setToolTip(tip)
        while len(self._note_lines) > len(notes):
            self._drop((self._note_lines.pop(),))
        for index, (text, chance) in enumerate(notes):
            if index == len(self._note_lines):
                line = screen_label(self.content, "odds_note", wrap=True, rich=True)
                self.notes.addWidget(line)
                self._note_lines.append(line)
            line = self._note_lines[index]
            # Escaped: "<1 %" in rich text reads as the start of a tag and showed nothing.
            line.setText(
                self.tr("{label}: <b>{chance}</b>").format(
                    label=escaped(text),
                    chance=escaped(shown_percent(chance)),
                )
            )
            line.setToolTip(self._tip(chance, left_out))
        self.message.setText(remark)
        self.message.setToolTip("")
        self.message.setVisible(bool(remark))
        self.updated.emit()

    def compute(
        self,
        work: Callable[[], Any],
        show: Callable[[Any], None],
        fail: Callable[[Exception], None],
    ) -> None:
        """Run ``work`` and hand its answer to ``show``, or its error to ``fail``.

        Every system's odds take a few milliseconds at most (bench/odds_bench.py), so
        they are worked out in the window's thread, on every change.
        """
        try:
            result = work()
        except Exception as error:
            fail(error)
            return
        show(result)

    def show_unavailable(self, reason: str, tooltip: str = "") -> None:
        """No odds for this test as things stand: say why, in one line (the rules it cites
        in ``tooltip``)."""
        self._clear()
        self._values = {}
        self.message.setText(reason)
        self.message.setToolTip(tooltip)
        self.message.show()
        self.updated.emit()

    def value(self, key: str) -> Fraction | None:
        """The exact chance shown for ``key`` (None when not shown)."""
        return self._values.get(key)

    # --- inside ------------------------------------------------------------------------------

    def _new_row(self, row: int) -> tuple[QLabel, QProgressBar, QLabel]:
        """An outcome's name, bar and percent on grid row ``row`` (show_odds fills them)."""
        name = plain_label(self.content)
        bar = QProgressBar(self.content)
        bar.setRange(0, BAR_STEPS)
        bar.setTextVisible(False)
        bar.setFixedHeight(8)
        bar.setMinimumWidth(60)
        percent = plain_label(self.content)
        percent.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        percent.setMinimumWidth(percent.fontMetrics().horizontalAdvance("100 %") + 4)
        percent.setStyleSheet("font-weight: bold;")
        self.rows.addWidget(name, row, 0)
        self.rows.addWidget(bar, row, 1)
        self.rows.addWidget(percent, row, 2)
        return name, bar, percent

    def _drop(self, widgets: Sequence[QWidget]) -> None:
        for widget in widgets:
            self.rows.removeWidget(widget)
            self.notes.removeWidget(widget)
            widget.hide()
            widget.deleteLater()

    def _clear(self) -> None:
        self._drop([*(widget for row in self._row_widgets for widget in row), *self._note_lines])
        self._row_widgets, self._note_lines = [], []

    def _label(self, key: str) -> str:
        labels = {
            "success": self.tr("Success"),
            "failure": self.tr("Failure"),
            "critical_success": self.tr("Critical success"),
            "critical_failure": self.tr("Critical failure"),
            "clean_success": self.tr("Clean success"),
            "mix": self.tr("Mix"),
            "clean_complication": self.tr("Clean complication"),
        }
        return labels.get(key, key.replace("_", " ").capitalize())

    def _tip(self, chance: Fraction, left_out: Fraction) -> str:
        tip = self.tr("Exactly {value}").format(value=exact_text(chance))
        if left_out:
            tip += self.tr(
                "\nWays too unlikely to matter (each below 1 in 10¹⁷) are left out: {value} in all"
            ).format(value=f"{float(left_out):.1g}")
        return tip


def shown_percent(chance: Fraction | float) -> str:
    """A chance in whole percent as the user's language writes it (``67 %`` · ``67%``),
    read as :func:`deskapp.core.odds.percent_text` reads it: a long shot is never 0 and a
    near-certainty never 100. English keeps the core's ``67 %`` (as ``check --odds`` prints it)."""
    if current_language() == SOURCE_LANGUAGE:
        return percent_text(chance)
    value = float(chance)
    if 0 < value < 0.005:
        return "<" + format_percent(1)
    if 0.995 < value < 1:
        return ">" + format_percent(99)
    return format_percent(min(max(value, 0.0), 1.0) * 100)


def _colour(key: str) -> str:
    if key in ("critical_success",):
        return VERY_GOOD
    if key in ("success", "clean_success"):
        return GOOD
    if key in ("critical_failure", "clean_complication"):
        return VERY_BAD
    if key == "failure":
        return BAD
    return NEUTRAL
