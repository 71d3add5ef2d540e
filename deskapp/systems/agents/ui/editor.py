"""The Agents editors: an Agent's cards (A-01 … A-05, A-40) and the Coordinator's (A-06 … A-08).

Both build a new frozen model for every change and offer it to the Characters
page, which saves it as one undoable step. A change the rules or the model
refuse (an eleventh aspect, a duplicate name, the last threat card) is explained
in red above the fields and never offered; the fields go back to what is stored.

The page shows the agent's name and portrait itself. The editor is not told
which other agents the campaign holds, so a new relationship card is made
toward a name the user picks or types: the names offered are the agents this
editor has shown since the window opened, and the agents they hold cards toward.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.systems.agents.sheet import (
    MAX_COUNT,
    MAX_OWN_ASPECTS,
    Agent,
    Coordinator,
    ThreatCard,
    Threatened,
    find_name,
    names_match,
)
from deskapp.systems.agents.ui.editor_aspects import AspectsTab
from deskapp.systems.agents.ui.editor_equipment import EquipmentTab
from deskapp.systems.agents.ui.editor_relationships import RelationshipsTab
from deskapp.systems.agents.ui.icons import THREAT_COLOURS, threat_icon
from deskapp.systems.agents.ui.screen_widgets import cite
from deskapp.ui.editors.columns import ChoiceColumn, DerivedColumn, Option, TextColumn
from deskapp.ui.editors.field_lists import field_list
from deskapp.ui.editors.lists import Wording
from deskapp.ui.editors.tables import Number, SheetEditor, TextBox
from deskapp.ui.plain import plain_label
from deskapp.ui.rule_ids import split_rule_ids, with_rules_line

LEAST_COUNT = 0  # reserves can run out; the starting Threat is 0 unless raised


class _AgentsEditor(SheetEditor):
    """What both Agents editors share: the system whose models they edit, and refusals whose
    rule IDs go to the refusal's tooltip, not into its words (issue 30)."""

    SYSTEM = "agents"

    character: Agent | Coordinator | None

    def show_problem(self, message: str) -> None:
        words, rules = split_rule_ids(message)
        super().show_problem(words)
        self.problem.setToolTip(with_rules_line("", rules))


class AgentEditor(_AgentsEditor):
    """An agent's sheet: reserves, then tabs for aspects, relationships, equipment and notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("agent_editor")
        self.character: Agent | None = None
        self._known_agents: list[str] = []

        self.reserves = self._number_field(
            "agent_reserves",
            "reserves",
            Number(
                LEAST_COUNT,
                self.tr("Reserves are a whole number from {minimum} to {maximum}."),
                MAX_COUNT,
            ),
            self.tr(
                "Reserve cards (A-04): one per player plus rewards for past contributions. "
                "One buys a temporary aspect, removes a disadvantage, uses a special aspect, "
                "restores an exhausted aspect … (A-15, A-22)."
            ),
            lambda count: self.tr("Set reserves to {count}").format(count=count),
        )
        # Made before its pages, so that Tab reaches the tab bar before what it shows.
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("agent_tabs")

        self.aspects = AspectsTab(self)
        self.relationships = RelationshipsTab(self)
        self.equipment = EquipmentTab(self)

        self.appearance = TextBox(
            self.tr("What the others see: looks, clothes, manner"),
            self.tr("Appearance (A-01): written on the character card; the portrait is above."),
            self,
        )
        self.appearance.setObjectName("appearance")
        self.appearance.finished.connect(
            self._edits("appearance", lambda _text: self.tr("Edit appearance"))
        )
        self.notes = TextBox(
            self.tr("Anything else about the agent: background, contacts, secrets"),
            self.tr("Other information on the character card (A-01)."),
            self,
        )
        self.notes.setObjectName("agent_notes")
        self.notes.finished.connect(self._edits("notes", lambda _text: self.tr("Edit notes")))
        card = QWidget(self)
        card_layout = QVBoxLayout(card)
        for title, box in (
            (self.tr("Appearance"), self.appearance),
            (self.tr("Notes"), self.notes),
        ):
            group = QGroupBox(title, card)
            group_layout = QVBoxLayout(group)
            group_layout.addWidget(box)
            card_layout.addWidget(group, 1)

        self.tabs.addTab(self.aspects, "")
        self.tabs.addTab(self.relationships, "")
        self.tabs.addTab(self.equipment, "")
        self.tabs.addTab(card, self.tr("A&ppearance and Notes"))
        self.tabs.setTabToolTip(0, self.tr("Aspect cards (A-02)"))
        self.tabs.setTabToolTip(1, self.tr("Relationship cards toward the other agents (A-03)"))
        self.tabs.setTabToolTip(2, self.tr("Equipment cards (A-05, A-17)"))
        self.tabs.setTabToolTip(3, self.tr("The character card (A-01)"))

        form = QFormLayout()
        form.addRow(self.tr("Re&serves"), self.reserves)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addLayout(form)
        layout.addWidget(self.tabs, 1)

    def show_character(self, character: Agent) -> None:
        self.character = character
        self.problem.clear_problem()
        self._remember(character)
        self.reserves.show_value(character.reserves)
        self.aspects.show_agent(character)
        others = sorted(self._known_agents, key=str.casefold)
        self.relationships.show_agent(character, others)
        self.equipment.show_agent(character)
        self.appearance.show_text(character.appearance)
        self.notes.show_text(character.notes)
        self.tabs.setTabText(
            0,
            self.tr("&Aspects ({count}/{most})").format(
                count=character.own_aspect_count, most=MAX_OWN_ASPECTS
            ),
        )
        self.tabs.setTabText(
            1, self.tr("&Relationships ({count})").format(count=len(character.relationships))
        )
        self.tabs.setTabText(
            2, self.tr("E&quipment ({count})").format(count=len(character.equipment))
        )

    def _remember(self, agent: Agent) -> None:
        """Keep the names of agents seen, to offer them for new relationship cards."""
        for name in (agent.name, *(card.toward for card in agent.relationships)):
            if find_name(self._known_agents, name) is None:
                self._known_agents.append(name)


class CoordinatorEditor(_AgentsEditor):
    """The Coordinator's cards: reserves, the starting Threat, threat cards and notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coordinator_editor")
        self.character: Coordinator | None = None
        self._escalation_of: str | None = None  # the threat card whose escalation is shown

        self.reserves = self._number_field(
            "coordinator_reserves",
            "reserves",
            Number(
                LEAST_COUNT,
                self.tr(
                    "The Coordinator's reserves are a whole number from {minimum} to {maximum}."
                ),
                MAX_COUNT,
            ),
            self.tr(
                "Coordinator's reserve cards (A-07): one per player plus the rewards players "
                "gave last game; raised by agreement for a more dangerous game. Spent to add "
                "complications during players' tests (A-20) or raise a threat (A-31)."
            ),
            lambda count: self.tr("Set the Coordinator's reserves to {count}").format(count=count),
        )
        self.rewards = self._number_field(
            "coordinator_rewards",
            "rewards",
            Number(
                LEAST_COUNT,
                self.tr("The rewards are a whole number from {minimum} to {maximum}."),
                MAX_COUNT,
            ),
            self.tr(
                "Reserves the players gave the Coordinator as rewards last game, or agreed for a "
                "more dangerous game (A-07): a new mission starts the Coordinator with one "
                "reserve per player plus these."
            ),
            lambda count: self.tr("Set the Coordinator's rewards to {count}").format(count=count),
        )
        self.start_threat = self._number_field(
            "start_threat",
            "start_threat",
            Number(
                LEAST_COUNT,
                self.tr("The starting Threat level is a whole number from {minimum} to {maximum}."),
                MAX_COUNT,
            ),
            self.tr(
                "Starting Threat level (A-08): 0, or higher from related earlier missions "
                "(A-35, A-36) or by agreement. The mission's Threat rises from here (A-30)."
            ),
            lambda level: self.tr("Set the starting Threat level to {level}").format(level=level),
        )

        threatens = self._threat_options()
        self.threats = field_list(
            self,
            self._with_threats,
            (
                TextColumn(
                    "name",
                    self.tr("Threat card"),
                    self.tr("The investigated phenomenon or the threat (A-06)."),
                ),
                ChoiceColumn(
                    "threatens",
                    self.tr("Threatens"),
                    self.tr("Whom it endangers: civilians, agents or both (A-06)."),
                    options=threatens,
                    default=Threatened.BOTH,
                ),
                DerivedColumn(
                    self.tr("How it escalates"),
                    self.tr("A sketch of how it escalates (A-06); written below the table."),
                    lambda card: card.escalation.split("\n", 1)[0],
                    alignment=None,
                ),
            ),
            Wording(
                what=self.tr("threat card"),
                placeholder=self.tr("New threat card, e.g. The drowned choir"),
                hint=self.tr("The Coordinator needs at least one threat card."),
                add=self.tr("Add threat card '{name}'"),
                remove=self.tr("Remove threat card '{name}'"),
                rename=self.tr("Rename threat card '{name}' to '{new}'"),
                move_up=self.tr("Move threat card '{name}' up"),
                move_down=self.tr("Move threat card '{name}' down"),
                duplicate=self.tr("The Coordinator already has the threat card '{name}'."),
                unnamed=self.tr("A threat card needs a name."),
            ),
            lambda name, values: ThreatCard(name, values["threatens"]),
            names_match=names_match,
            entry=["threatens"],
            stretch=2,  # the escalation sketch is the longest text
            problem_line=False,  # said above the fields, as for the reserves
        )
        self.threats_table = self.threats.model
        self.new_threatens = self.threats.entry_fields["threatens"]
        self.new_threatens.setToolTip(self.tr("Whom the new threat endangers (A-06)"))
        self.new_threatens.setObjectName("new_threatens")
        self.threats.setObjectName("threat_cards")
        self.threats.refused.connect(self.refuse)
        self.threats.current_changed.connect(self._show_escalation)
        self.escalation_label = plain_label(self)
        self.escalation = TextBox(
            self.tr("How the threat grows worse, step by step"),
            self.tr("A sketch of how the threat escalates (A-06), for the Coordinator's eyes."),
            self,
        )
        self.escalation.setObjectName("escalation")
        self.escalation.finished.connect(self._set_escalation)
        self.escalation_label.setBuddy(self.escalation)
        threat_box = QGroupBox(self.tr("Threat cards"), self)
        threat_box.setToolTip(
            self.tr(
                "At least one: each names the investigated phenomenon or the threat, whom it "
                "endangers and how it escalates (A-06)."
            )
        )
        cite(threat_box, "A-06")
        threat_layout = QVBoxLayout(threat_box)
        threat_layout.addWidget(self.threats, 3)
        threat_layout.addWidget(self.escalation_label)
        threat_layout.addWidget(self.escalation, 2)

        self.notes = TextBox(
            self.tr("Anything else for the mission: places, NPCs, secrets"),
            self.tr("The Coordinator's own notes; the players do not see them."),
            self,
        )
        self.notes.setObjectName("coordinator_notes")
        self.notes.finished.connect(
            self._edits("notes", lambda _text: self.tr("Edit the Coordinator's notes"))
        )
        notes_box = QGroupBox(self.tr("Notes"), self)
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.addWidget(self.notes)

        numbers = QHBoxLayout()
        for text, box in (
            (self.tr("&Reserves"), self.reserves),
            (self.tr("Re&wards"), self.rewards),
            (self.tr("Starting &Threat level"), self.start_threat),
        ):
            label = plain_label(text, self)
            label.setBuddy(box)
            numbers.addWidget(label)
            numbers.addWidget(box)
            numbers.addSpacing(24)
        numbers.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addLayout(numbers)
        layout.addWidget(threat_box, 3)
        layout.addWidget(notes_box, 1)

    def _threat_options(self) -> tuple[Option, ...]:
        """Whom a threat card can endanger (A-06), each with its word, mark and Undo text."""
        words = {
            Threatened.CIVILIANS: (
                self.tr("Civilians"),
                self.tr("It endangers civilians (A-06)."),
                self.tr("Let threat card '{name}' endanger civilians"),
            ),
            Threatened.AGENTS: (
                self.tr("Agents"),
                self.tr("It endangers the agents (A-06)."),
                self.tr("Let threat card '{name}' endanger agents"),
            ),
            Threatened.BOTH: (
                self.tr("Both"),
                self.tr("It endangers civilians and agents alike (A-06)."),
                self.tr("Let threat card '{name}' endanger civilians and agents"),
            ),
        }
        return tuple(
            Option(value, label, threat_icon(value), THREAT_COLOURS[value], tip, chosen)
            for value, (label, tip, chosen) in words.items()
        )

    def show_character(self, character: Coordinator) -> None:
        self.character = character
        self.problem.clear_problem()
        self.reserves.show_value(character.reserves)
        self.rewards.show_value(character.rewards)
        self.start_threat.show_value(character.start_threat)
        self.threats.show_items(character.threat_cards)
        if self.threats.current_row() is None:
            self.threats.select(character.threat_cards[0].name)  # there is always one
        self._show_escalation()
        self.notes.show_text(character.notes)

    def _show_escalation(self) -> None:
        card = self.threats.current_item()
        if card is None:
            self._escalation_of = None
            self.escalation_label.setText(self.tr("How it esc&alates: select a threat card"))
            self.escalation.setEnabled(False)
            self.escalation.show_text("")
            return
        self._escalation_of = card.name
        self.escalation_label.setText(
            self.tr("How '{name}' esc&alates").format(name=card.name.replace("&", "&&"))
        )
        self.escalation.setEnabled(True)
        self.escalation.show_text(card.escalation)

    def _with_threats(self, coordinator: Coordinator, cards: tuple[ThreatCard, ...]) -> Coordinator:
        if not cards:
            raise UserError(
                self.tr(
                    "The Coordinator needs at least one threat card (A-06): add another "
                    "before removing this one."
                )
            )
        return dataclasses.replace(coordinator, threat_cards=cards)

    def _set_escalation(self, text: str) -> None:
        name = self._escalation_of
        row = None if name is None else self.threats_table.row_named(name)
        if row is None:
            return
        card = self.threats_table.items[row]
        if text != card.escalation:
            description = self.tr("Edit how threat card '{name}' escalates").format(name=card.name)
            self.threats_table.change(row, description, escalation=text)
