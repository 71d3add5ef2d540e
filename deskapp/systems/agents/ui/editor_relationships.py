"""An agent's relationship cards (A-03, A-40): one toward each other agent, and its history.

A card starts at the value the agent chooses (A-40, Neutral unless chosen).
Afterwards it changes only at the end of a scene and with a reason written on
the card (A-24): the change form below the table asks for that reason and
dates the change today, so the history stays on the card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from datetime import date

from PySide6.QtCore import QDate, QLocale, QModelIndex
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.systems.agents.sheet import (
    Agent,
    Relation,
    Relationship,
    RelationshipChange,
    names_match,
)
from deskapp.systems.agents.ui.icons import relation_colour, relation_icon
from deskapp.systems.agents.words import relation_label
from deskapp.ui.editors.columns import (
    CheckColumn,
    ChoiceColumn,
    DerivedColumn,
    Option,
    OptionCombo,
    TextColumn,
)
from deskapp.ui.editors.field_lists import field_list
from deskapp.ui.editors.lists import Wording
from deskapp.ui.editors.tables import SheetEditor, fill_height, table_height
from deskapp.ui.plain import plain_label

NO_SCENE = 0  # the scene box's "—": the group did not note which scene it was
MOST_SCENES = 999


def short_date(day: date) -> str:
    """A change's date as the user's language writes it."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


class RelationshipsTab(QWidget):
    """The relationship cards, the form that writes a change on one, and that card's history."""

    def __init__(self, editor: SheetEditor) -> None:
        super().__init__(editor)
        self.setObjectName("relationships_tab")
        self._refuse = editor.refuse
        self.agent: Agent | None = None
        self.today: Callable[[], date] = date.today  # when a change is written
        self._card_shown: str | None = None

        self.values = self._value_options()
        columns = (
            TextColumn(
                "toward",
                self.tr("Toward agent"),
                self.tr(
                    "The other agent this card is about (A-03). Relationships are not "
                    "reciprocal: each agent keeps its own card (A-40)."
                ),
            ),
            ChoiceColumn(
                "level",
                self.tr("Relationship"),
                self.tr(
                    "The current relationship (A-40). It changes only at the end of a "
                    "scene, with a reason (A-24): double-click to change it below."
                ),
                options=self.values,
                editable=False,
            ),
            CheckColumn(
                "exhausted",
                self.tr("Exhausted"),
                self.tr(
                    "A relationship is used like an aspect and can be exhausted for an "
                    "advantage (A-41, A-42) or spent by a betrayal (A-43)."
                ),
                on=self.tr("Exhaust relationship toward '{name}'"),
                off=self.tr("Restore relationship toward '{name}'"),
            ),
            DerivedColumn(
                self.tr("Last changed"),
                self.tr("When the relationship last changed (A-24); see its history below."),
                lambda card: short_date(card.history[-1].on) if card.history else "",
                alignment=None,
            ),
        )
        wording = Wording(
            what=self.tr("relationship card"),
            placeholder=self.tr("Another agent's name"),
            hint=self.tr(
                "No relationship cards yet: a missing card reads as Neutral. "
                "Pick or type another agent's name below."
            ),
            add=self.tr("Add relationship card toward '{name}'"),
            remove=self.tr("Remove relationship card toward '{name}'"),
            rename=self.tr("Rename relationship card toward '{name}' to '{new}'"),
            move_up=self.tr("Move relationship card toward '{name}' up"),
            move_down=self.tr("Move relationship card toward '{name}' down"),
            duplicate=self.tr("This agent already has a card toward '{name}'."),
            unnamed=self.tr("A relationship card needs the other agent's name."),
        )
        self.toward = QComboBox(self)
        self.toward.setObjectName("new_relationship_toward")
        self.toward.setEditable(True)
        self.toward.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.toward.setToolTip(
            self.tr(
                "The agent the new card is about (A-03): pick one this editor has shown, "
                "or type any agent's name."
            )
        )
        self.panel = field_list(
            editor,
            lambda agent, cards: dataclasses.replace(agent, relationships=cards),
            columns,
            wording,
            self._new_card,
            names_match=names_match,
            dimmed=lambda card: card.exhausted,
            entry=["level"],
            name_field=self.toward,
            problem_line=False,  # said above the tabs, as for the reserves
            parent=self,
        )
        self.table = self.panel.model
        self.start_value = self.panel.entry_fields["level"]
        self.start_value.setToolTip(
            self.tr("The relationship the agent chooses at the start (A-40); Neutral by default.")
        )
        self.start_value.setObjectName("new_relationship_value")
        self.panel.setObjectName("relationships")
        self.panel.refused.connect(self._refuse)
        self.panel.current_changed.connect(self._show_card)
        self.panel.view.doubleClicked.connect(self._cell_double_clicked)

        self.change_to = OptionCombo(
            self.values, self, self.tr("The relationship after the change (A-40)")
        )
        self.change_to.setObjectName("change_to")
        self.reason = QLineEdit(self)
        self.reason.setObjectName("change_reason")
        self.reason.setPlaceholderText(self.tr("Why it changes, e.g. She lied about the key"))
        self.reason.setToolTip(
            self.tr("Rule A-24: the reason for a change, kept on the card (optional).")
        )
        self.reason.returnPressed.connect(self.write_change)
        self.scene = QSpinBox(self)
        self.scene.setObjectName("change_scene")
        self.scene.setRange(NO_SCENE, MOST_SCENES)
        self.scene.setSpecialValueText("—")
        self.scene.setToolTip(
            self.tr(
                "The scene at whose end it changed (A-24, A-46), if the group counts them; "
                "— for none."
            )
        )
        self.write_button = QPushButton(self.tr("Write on Card"), self)
        self.write_button.setObjectName("write_change")
        self.write_button.setToolTip(
            self.tr("Change the relationship, with today's date and the reason (A-24)")
        )
        self.write_button.clicked.connect(self.write_change)
        change_row = QHBoxLayout()
        for text, widget, stretch in (
            (self.tr("&To"), self.change_to, 0),
            (self.tr("&Because"), self.reason, 1),
            (self.tr("Sce&ne"), self.scene, 0),
        ):
            label = plain_label(text, self)
            label.setBuddy(widget)
            label.setMinimumWidth(
                label.sizeHint().width()
            )  # a narrow row squeezes fields, not words
            change_row.addWidget(label)
            change_row.addWidget(widget, stretch)
        change_row.addWidget(self.write_button)

        # The dated changes written on the selected card, oldest first, read only.
        self.history_view = QTableWidget(0, 4, self)
        self.history_view.setObjectName("relationship_history")
        self.history_view.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Change"), self.tr("Scene"), self.tr("Reason")]
        )
        self.history_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.history_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history_view.setTabKeyNavigation(False)
        self.history_view.setAlternatingRowColors(True)
        self.history_view.verticalHeader().hide()
        header = self.history_view.horizontalHeader()
        for section in range(3):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        fill_height(self.history_view, table_height(self.history_view, 2))

        self.card_box = QGroupBox(self)
        self.card_box.setObjectName("relationship_card_box")
        card_layout = QVBoxLayout(self.card_box)
        card_layout.addLayout(change_row)
        card_layout.addWidget(self.history_view, 1)

        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 3)
        layout.addWidget(self.card_box, 2)
        self._show_card()

    def _value_options(self) -> tuple[Option, ...]:
        """The five relationship values (A-40), each with its word, mark and rule."""
        tips = {
            Relation.NEUTRAL: self.tr("Neutral (A-40): the default; neither helps nor hinders."),
            Relation.PARTIAL_TRUST: self.tr(
                "Partial trust (A-42): usable as an aspect when cooperating; the trusted "
                "agent may cancel one complication with one of its successes and pass one "
                "reserve. Betrayal: one extra success against this agent (A-43)."
            ),
            Relation.FULL_TRUST: self.tr(
                "Full trust (A-42): the trusted agent may spend all its successes and "
                "reserves to help. Betrayal costs this agent dearly for the scene (A-43)."
            ),
            Relation.PARTIAL_DISTRUST: self.tr(
                "Partial distrust (A-44): acting while the other is present draws one "
                "extra card; a success drawn so is discarded. A reserve suppresses it."
            ),
            Relation.FULL_DISTRUST: self.tr(
                "Full distrust (A-44): no aspect helps as an advantage near the other, "
                "and no rest near it. Against its attacks every fitting aspect helps (A-45)."
            ),
        }
        return tuple(
            Option(level, relation_label(level), relation_icon(level), relation_colour(level), tip)
            for level, tip in tips.items()
        )

    def show_agent(self, agent: Agent, known_agents: Sequence[str]) -> None:
        """Show the agent's cards; ``known_agents`` are the names offered for a new card."""
        self.agent = agent
        self.panel.show_items(agent.relationships)
        typed = self.toward.currentText()
        blocked = self.toward.blockSignals(True)
        self.toward.clear()
        for name in known_agents:
            taken = any(names_match(name, card.toward) for card in agent.relationships)
            if not taken and not names_match(name, agent.name):
                self.toward.addItem(name)
        self.toward.setCurrentIndex(-1)
        self.toward.setEditText(typed)
        self.toward.blockSignals(blocked)
        self._show_card()

    def _new_card(self, toward: str, values: dict[str, Relation]) -> Relationship:
        if self.agent is not None and names_match(toward, self.agent.name):
            raise UserError(self.tr("An agent keeps no relationship card toward itself (A-03)."))
        return Relationship(toward, values["level"])

    # --- the selected card: its change form and history -----------------------------------

    def _show_card(self) -> None:
        card = self.panel.current_item()
        if card is None:
            self._card_shown = None
            self.card_box.setTitle(self.tr("Select a card to change it or read its history"))
            self.card_box.setEnabled(False)
            self._show_history(())
            return
        self.card_box.setEnabled(True)
        self.card_box.setTitle(
            self.tr("Card toward {name}: now {value} — change it at the end of a scene").format(
                name=card.toward.replace("&", "&&"), value=relation_label(card.level)
            )
        )
        if self._card_shown is None or not names_match(self._card_shown, card.toward):
            # Another card: start from its value. The same card shown again after a refusal
            # keeps the value the user picked, so the reason can be added without picking again.
            self._card_shown = card.toward
            self.change_to.set_value(card.level)
        self._show_history(card.history)
        self.history_view.scrollToBottom()

    def _show_history(self, changes: Sequence[RelationshipChange]) -> None:
        options = {option.value: option for option in self.values}
        self.history_view.setRowCount(len(changes))
        for row, change in enumerate(changes):
            after = options[change.after]
            cells = (
                short_date(change.on),
                f"{options[change.before].label} → {after.label}",
                "" if change.scene is None else str(change.scene),
                change.reason,
            )
            for column, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setToolTip(text)
                if column == 1 and after.icon is not None:  # every value has its mark
                    cell.setIcon(after.icon)
                self.history_view.setItem(row, column, cell)

    def _cell_double_clicked(self, index: QModelIndex) -> None:
        if self.table.columns[index.column()].field == "level":
            self.change_to.setFocus()

    def write_change(self) -> None:
        """Write the chosen value on the selected card with the reason and today's date (A-24)."""
        card = self.panel.current_item()
        row = self.panel.current_row()
        if card is None or row is None:
            return
        to = self.change_to.value()
        reason = " ".join(self.reason.text().split())
        if to == card.level:
            self._refuse(
                self.tr(
                    "The relationship toward {name} is already {value}: pick the value it "
                    "changes to."
                ).format(name=card.toward, value=relation_label(card.level))
            )
            return
        scene = self.scene.value() or None
        try:
            new = card.changed(to, reason, self.today(), scene)
        except UserError as error:
            self._refuse(str(error))
            return
        description = self.tr("Change relationship toward '{name}' to {value}").format(
            name=card.toward, value=relation_label(to)
        )
        if self.table.replace(row, new, description):
            self.reason.clear()
