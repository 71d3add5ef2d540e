"""The Agents table's two dialogs: a scene of rest (A-22) and the end of a scene (A-24).

Each dialog only gathers what the table decides and builds the driver's
action (:meth:`RestDialog.action`, :meth:`SceneEndDialog.action`); the screen
performs it, so a refusal is explained there and changes nothing.
"""

from __future__ import annotations

import datetime
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.systems.agents.sheet import AspectKind, Relation
from deskapp.systems.agents.ui.screen_widgets import cite
from deskapp.systems.agents.view import TableView
from deskapp.systems.agents.words import relation_label
from deskapp.ui.plain import plain_label, rich_label
from deskapp.ui.table.parts import ok_cancel, scroll_area

UNCHANGED = ""


class RestDialog(QDialog):
    """Who rests, who else is near, and whether pressure interrupts the rest (A-22, A-44).

    An interrupted rest restores at most half of an agent's exhausted aspects;
    ticking which ones is optional (the first ones otherwise).
    """

    def __init__(self, table: TableView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rest_dialog")
        self.setWindowTitle(self.tr("A Scene of Rest"))
        self.table = table
        status = table.status
        self.default_interrupted = status.scene_opening == "pressure"
        intro = plain_label(
            self.tr(
                "Each resting agent restores its aspects (not special ones or equipment) and adds "
                "one complication mark to the mission."
            ),
            self,
        )
        intro.setWordWrap(True)
        cite(intro, "A-22")
        self.resting: dict[str, QCheckBox] = {}
        self.near: dict[str, QCheckBox] = {}
        self.choices: dict[str, QListWidget] = {}
        grid = QGridLayout()
        grid.addWidget(rich_label(self.tr("<b>Rests</b>"), self), 0, 0)
        grid.addWidget(rich_label(self.tr("<b>Near, not resting</b>"), self), 0, 1)
        grid.addWidget(rich_label(self.tr("<b>Restores (interrupted rest)</b>"), self), 0, 2)
        for row, name in enumerate(table.names, start=1):
            rests = QCheckBox(name, self)
            rests.setObjectName(f"rests_{name}")
            rests.setChecked(True)
            near = QCheckBox(self.tr("near"), self)
            near.setObjectName(f"near_{name}")
            near.setToolTip(self.tr("Nobody rests near an agent it fully distrusts (A-44)"))
            rests.toggled.connect(lambda on, near=near: near.setEnabled(not on))
            near.setEnabled(False)
            grid.addWidget(rests, row, 0)
            grid.addWidget(near, row, 1)
            choice = self._restorable(name)
            if choice is not None:
                grid.addWidget(choice, row, 2)
                self.choices[name] = choice
            self.resting[name] = rests
            self.near[name] = near
        self.full = QRadioButton(self.tr("A full rest"), self)
        self.full.setObjectName("rest_full")
        self.interrupted = QRadioButton(
            self.tr("Interrupted: under pressure, half the aspects at most"), self
        )
        self.interrupted.setObjectName("rest_interrupted")
        group = QButtonGroup(self)
        group.addButton(self.full)
        group.addButton(self.interrupted)
        (self.interrupted if self.default_interrupted else self.full).setChecked(True)
        pressure = plain_label(
            self.tr("This scene opened under pressure.")
            if self.default_interrupted
            else self.tr("This scene did not open under pressure."),
            self,
        )
        cite(pressure, "A-25")
        buttons = ok_cancel(self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Rest"))
        modes = QHBoxLayout()
        modes.addWidget(self.full)
        modes.addWidget(self.interrupted)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(pressure)
        layout.addLayout(modes)
        layout.addWidget(buttons)

    def _restorable(self, name: str) -> QListWidget | None:
        """An interrupted rest's choice: the agent's exhausted aspects and trust that rest restores."""
        profile = self.table.agent(name).profile
        if profile is None:
            return None
        texts = [
            aspect.text
            for aspect in profile.aspects
            if aspect.exhausted and aspect.kind is AspectKind.ORDINARY
        ]
        texts += [card.toward for card in profile.relationships if card.exhausted]
        if not texts:
            return None
        choice = QListWidget(self)
        choice.setObjectName(f"restore_{name}")
        choice.setMaximumHeight(22 * min(len(texts), 4) + 6)
        for text in texts:
            item = QListWidgetItem(text, choice)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        return choice

    def action(self) -> dict[str, Any]:
        """The driver's rest action for what is ticked."""
        resting = [name for name, box in self.resting.items() if box.isChecked()]
        action: dict[str, Any] = {"do": "rest", "agents": resting}
        interrupted = self.interrupted.isChecked()
        if interrupted != self.default_interrupted:
            action["interrupted"] = interrupted  # only when the table overrides A-25's reading
        present = [
            name for name, box in self.near.items() if box.isChecked() and name not in resting
        ]
        if present:
            action["present"] = present
        if interrupted:
            restore = {}
            for name, choice in self.choices.items():
                picked = [
                    choice.item(row).text()
                    for row in range(choice.count())
                    if choice.item(row).checkState() == Qt.CheckState.Checked
                ]
                if picked and name in resting:
                    restore[name] = picked
            if restore:
                action["restore"] = restore
        return action


class SceneEndDialog(QDialog):
    """End the scene; each agent may change its own relationship cards, with a reason (A-24, A-40)."""

    def __init__(self, table: TableView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scene_end_dialog")
        self.table = table
        scene = table.status.scene
        self.setWindowTitle(self.tr("End of Scene {number}").format(number=scene))
        intro = plain_label(
            self.tr(
                "Relationships change only now, each agent for itself; a reason, when given, "
                "is written on its card. They are not reciprocal."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.rows: list[tuple[str, str, QComboBox, QLineEdit]] = []
        box = QGroupBox(self.tr("Relationship cards"), self)
        grid = QGridLayout(box)
        grid.addWidget(rich_label(self.tr("<b>Card</b>"), box), 0, 0)
        grid.addWidget(rich_label(self.tr("<b>Now</b>"), box), 0, 1)
        grid.addWidget(rich_label(self.tr("<b>Becomes</b>"), box), 0, 2)
        grid.addWidget(rich_label(self.tr("<b>Reason</b>"), box), 0, 3)
        row = 1
        for agent in table.names:
            for toward in table.names:
                if toward == agent:
                    continue
                level = table.agent(agent).relation(toward).level
                becomes = QComboBox(box)
                becomes.setObjectName(f"becomes_{agent}_{toward}")
                becomes.addItem(self.tr("unchanged"), UNCHANGED)
                for relation in Relation:
                    if relation is not level:
                        becomes.addItem(relation_label(relation), relation.value)
                reason = QLineEdit(box)
                reason.setMinimumWidth(260)
                reason.setObjectName(f"reason_{agent}_{toward}")
                reason.setPlaceholderText(self.tr("why, in the fiction"))
                grid.addWidget(plain_label(f"{agent} → {toward}", box), row, 0)
                grid.addWidget(plain_label(relation_label(level), box), row, 1)
                grid.addWidget(becomes, row, 2)
                grid.addWidget(reason, row, 3)
                self.rows.append((agent, toward, becomes, reason))
                row += 1
        buttons = ok_cancel(self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("End the Scene"))
        grid.setColumnStretch(3, 1)
        # A big group has many cards: they scroll, the buttons stay.
        cards = scroll_area(box, self)
        cards.setMinimumHeight(min(box.sizeHint().height(), 420))
        cards.setMinimumWidth(box.sizeHint().width() + 20)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(cards, 1)
        layout.addWidget(buttons)

    def action(self) -> dict[str, Any]:
        """The driver's end_scene action, dated today when any card changes."""
        changes = [
            {
                "agent": agent,
                "toward": toward,
                "to": becomes.currentData(),
                "reason": reason.text().strip(),
            }
            for agent, toward, becomes, reason in self.rows
            if becomes.currentData() != UNCHANGED
        ]
        action: dict[str, Any] = {"do": "end_scene"}
        if changes:
            action["on"] = datetime.date.today().isoformat()
            action["changes"] = changes
        return action
