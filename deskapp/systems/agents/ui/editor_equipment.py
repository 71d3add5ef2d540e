"""An agent's equipment cards (A-05, A-17): the aspect each gives and the aspects it fits.

Equipment works as an aspect, but only together with at least one character
aspect that fits it (A-17). The table holds the cards; beside it, the aspects
the selected card fits are ticked from the agent's own list — or, for a card
meant for more than one agent, typed.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.systems.agents.sheet import Agent, AspectKind, Equipment, names_match
from deskapp.systems.agents.ui.icons import kind_icon
from deskapp.ui.editors.columns import CheckColumn, DerivedColumn, TextColumn
from deskapp.ui.editors.field_lists import field_list
from deskapp.ui.editors.lists import Wording
from deskapp.ui.editors.tables import SheetEditor, fill_height

_FIT_ROLE = Qt.ItemDataRole.UserRole


class EquipmentTab(QWidget):
    """The equipment table with its entry row, and the fitting aspects of the selected card."""

    def __init__(self, editor: SheetEditor) -> None:
        super().__init__(editor)
        self.setObjectName("equipment_tab")
        self._refuse = editor.refuse
        self.agent: Agent | None = None

        columns = (
            TextColumn(
                "name",
                self.tr("Equipment"),
                self.tr("An equipment card (A-05), e.g. Pistol or Lock picks."),
            ),
            TextColumn(
                "aspect",
                self.tr("Aspect it gives"),
                self.tr(
                    "The aspect the card gives (A-17); left empty, the card's name is its aspect."
                ),
                change=self.tr("Let equipment '{name}' give aspect '{new}'"),
                icon=kind_icon(AspectKind.EQUIPMENT),
            ),
            DerivedColumn(
                self.tr("Fits"),
                self.tr(
                    "The character aspects it fits (A-17): the equipment is used only "
                    "together with one of them. Tick them below the table."
                ),
                lambda item: "; ".join(item.fits),
                alignment=None,
            ),
            CheckColumn(
                "exhausted",
                self.tr("Exhausted"),
                self.tr(
                    "An exhausted equipment aspect cannot be used at all until the "
                    "equipment is replenished: bought, looted or repaired (A-17, A-22)."
                ),
                on=self.tr("Exhaust equipment '{name}'"),
                off=self.tr("Replenish equipment '{name}'"),
            ),
        )
        wording = Wording(
            what=self.tr("equipment card"),
            placeholder=self.tr("New equipment, e.g. Pistol"),
            hint=self.tr("No equipment yet: type a card below, pick an aspect it fits, Enter."),
            add=self.tr("Add equipment '{name}'"),
            remove=self.tr("Remove equipment '{name}'"),
            rename=self.tr("Rename equipment '{name}' to '{new}'"),
            move_up=self.tr("Move equipment '{name}' up"),
            move_down=self.tr("Move equipment '{name}' down"),
            duplicate=self.tr("This agent already has the equipment '{name}'."),
            unnamed=self.tr("An equipment card needs a name."),
        )
        self.new_fit = QComboBox(self)
        self.new_fit.setObjectName("new_equipment_fit")
        self.new_fit.setEditable(True)
        self.new_fit.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        fit_line = self.new_fit.lineEdit()
        assert fit_line is not None  # the box is editable
        fit_line.setPlaceholderText(self.tr("Aspect it fits"))
        self.new_fit.setToolTip(
            self.tr("A character aspect the equipment fits (A-17): pick one or type it.")
        )
        self.new_fit.setMinimumContentsLength(12)
        self.panel = field_list(
            editor,
            lambda agent, equipment: dataclasses.replace(agent, equipment=equipment),
            columns,
            wording,
            self._new_item,
            names_match=names_match,
            dimmed=lambda item: item.exhausted,
            entry=["aspect"],
            extra=(self.new_fit,),
            stretch=2,  # the fitting aspects are the longest text
            problem_line=False,  # said above the tabs, as for the reserves
            parent=self,
        )
        self.table = self.panel.model
        self.new_aspect = self.panel.entry_fields["aspect"]
        self.new_aspect.setObjectName("new_equipment_aspect")
        self.panel.setObjectName("equipment")
        self.panel.refused.connect(self._refuse)
        self.panel.added.connect(self._clear_entry)
        self.panel.current_changed.connect(self._show_fits)
        fit_line.returnPressed.connect(self.panel.add)

        self.fits = QListWidget(self)
        self.fits.setObjectName("equipment_fits")
        self.fits.setToolTip(
            self.tr("Tick each character aspect this equipment fits (A-17); Space ticks.")
        )
        self.fits.itemChanged.connect(self._fit_ticked)
        fill_height(self.fits, 3 * (self.fontMetrics().height() + 8))
        self.other_fit = QLineEdit(self)
        self.other_fit.setObjectName("other_fit")
        self.other_fit.setPlaceholderText(self.tr("Another aspect it fits, e.g. Marksman"))
        self.other_fit.setToolTip(
            self.tr("An aspect this agent lacks, for equipment other agents use too (A-17)")
        )
        self.other_fit.returnPressed.connect(self._add_other_fit)
        self.add_fit_button = QPushButton(self.tr("Add Fit"), self)
        self.add_fit_button.setToolTip(self.tr("Let the equipment fit the aspect typed (Enter)"))
        self.add_fit_button.clicked.connect(self._add_other_fit)
        other = QHBoxLayout()
        other.addWidget(self.other_fit, 1)
        other.addWidget(self.add_fit_button)
        self.fits_box = QGroupBox(self)
        self.fits_box.setObjectName("fits_box")
        fits_layout = QVBoxLayout(self.fits_box)
        fits_layout.addWidget(self.fits, 1)
        fits_layout.addLayout(other)

        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 1)
        layout.addWidget(self.fits_box, 1)
        self._show_fits()

    def show_agent(self, agent: Agent) -> None:
        self.agent = agent
        self.panel.show_items(agent.equipment)
        typed = self.new_fit.currentText()
        blocked = self.new_fit.blockSignals(True)
        self.new_fit.clear()
        for aspect in agent.aspects:
            if aspect.kind.is_own:  # equipment fits what the agent is good at, not its injuries
                self.new_fit.addItem(kind_icon(aspect.kind), aspect.text)
        self.new_fit.setCurrentIndex(-1)
        self.new_fit.setEditText(typed)
        self.new_fit.blockSignals(blocked)
        self._show_fits()

    def _new_item(self, name: str, values: dict[str, str]) -> Equipment:
        fit = " ".join(self.new_fit.currentText().split())
        if not fit:
            raise UserError(
                self.tr(
                    "Pick or type an aspect the equipment fits: it is used only with one (A-17)."
                )
            )
        return Equipment(name, (fit,), values["aspect"])

    def _clear_entry(self) -> None:
        self.new_fit.setCurrentIndex(-1)
        self.new_fit.clearEditText()

    # --- the aspects the selected card fits ---------------------------------------------

    def _show_fits(self) -> None:
        item = self.panel.current_item()
        agent = self.agent
        blocked = self.fits.blockSignals(True)
        self.fits.clear()
        if item is None or agent is None:
            self.fits_box.setTitle(self.tr("Aspects it fits: select an equipment card"))
            self.fits_box.setEnabled(False)
            self.fits.blockSignals(blocked)
            return
        self.fits_box.setTitle(
            self.tr("Aspects '{name}' fits").format(name=item.name.replace("&", "&&"))
        )
        self.fits_box.setEnabled(True)
        for aspect in agent.aspects:
            ticked = any(names_match(aspect.text, fit) for fit in item.fits)
            self._add_fit_row(aspect.text, ticked, kind_icon(aspect.kind), "")
        for fit in item.fits:
            if not agent.has_aspect(fit):
                self._add_fit_row(
                    fit,
                    True,
                    kind_icon(AspectKind.TEMPORARY),
                    self.tr("Not one of this agent's aspects"),
                )
        self.fits.blockSignals(blocked)

    def _add_fit_row(self, text: str, ticked: bool, icon: QIcon, tip: str) -> None:
        row = QListWidgetItem(icon, text, self.fits)
        row.setData(_FIT_ROLE, text)
        row.setFlags(
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
        )
        row.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        if tip:
            row.setToolTip(tip)

    def _fit_ticked(self, row: QListWidgetItem) -> None:
        item = self.panel.current_item()
        if item is None:
            return
        text = row.data(_FIT_ROLE)
        if row.checkState() == Qt.CheckState.Checked:
            self._add_fit(item, text)
            return
        fits = tuple(fit for fit in item.fits if not names_match(fit, text))
        if not fits:
            self._refuse(
                self.tr(
                    "Equipment '{name}' must fit at least one aspect (A-17): tick another "
                    "before taking this one away."
                ).format(name=item.name)
            )
            return
        self._offer_fits(item, text, fits, self.tr("Equipment '{name}' no longer fits '{aspect}'"))

    def _add_other_fit(self) -> None:
        item = self.panel.current_item()
        text = " ".join(self.other_fit.text().split())
        if item is None or not text:
            return
        if any(names_match(fit, text) for fit in item.fits):
            self._refuse(
                self.tr("Equipment '{name}' already fits '{aspect}'.").format(
                    name=item.name, aspect=text
                )
            )
            return
        if self._add_fit(item, text):
            self.other_fit.clear()

    def _add_fit(self, item: Equipment, aspect: str) -> bool:
        said = self.tr("Let equipment '{name}' fit '{aspect}'")
        return self._offer_fits(item, aspect, (*item.fits, aspect), said)

    def _offer_fits(self, item: Equipment, aspect: str, fits: tuple[str, ...], said: str) -> bool:
        """Offer ``item`` fitting ``fits``, said as ``said`` of its name and ``aspect``."""
        row = self.table.row_named(item.name)
        description = said.format(name=item.name, aspect=aspect)
        return row is not None and self.table.change(row, description, fits=fits)
