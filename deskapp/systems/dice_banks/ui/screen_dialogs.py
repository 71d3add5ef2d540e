"""Small dialogs of the dice-banks table: an opponent joining, a long action starting.

Each dialog only gathers values and gives back the driver's action for them;
the screen performs it, so a refusal is explained like any other.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from deskapp.systems.dice_banks.ui.screen_widgets import BANKS
from deskapp.systems.dice_banks.words import bank_title
from deskapp.ui.rule_ids import move_rule_ids_to_tooltips
from deskapp.ui.table.parts import ok_cancel, refill


def _spin(parent: QWidget, name: str, minimum: int, maximum: int, value: int) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setObjectName(name)
    spin.setRange(minimum, maximum)
    spin.setValue(value)
    return spin


class OpponentDialog(QDialog):
    """An opponent for the conflict: a name, a Proficiency, one Scar to take damage, extra actions.

    Its skills are typed in the roll builder ("Other skill…"), as a GM reads
    them off a stat block.
    """

    def __init__(self, taken: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("opponent_dialog")
        self.setWindowTitle(self.tr("Add an Opponent"))
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("opponent_name")
        base = self.tr("Opponent")
        number = 1
        while f"{base} {number}".casefold() in {name.casefold() for name in taken}:
            number += 1
        self.name_edit.setText(f"{base} {number}")
        self.name_edit.selectAll()
        self.proficiency = _spin(self, "opponent_proficiency", 0, 10, 2)
        self.scar_name = QLineEdit(self.tr("Body"), self)
        self.scar_name.setObjectName("opponent_scar")
        self.scar_boxes = _spin(self, "opponent_scar_boxes", 1, 30, 5)
        self.burnable = QCheckBox(self.tr("The Scar allows burning"), self)
        self.extra_actions = _spin(self, "opponent_extra_actions", 0, 5, 0)
        form = QFormLayout(self)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Proficiency (banks of Proficiency + 2)"), self.proficiency)
        form.addRow(self.tr("Scar"), self.scar_name)
        form.addRow(self.tr("Scar boxes"), self.scar_boxes)
        form.addRow(self.burnable)
        form.addRow(self.tr("Extra actions per round"), self.extra_actions)
        form.addRow(ok_cancel(self))

    def action(self) -> dict[str, Any]:
        scar = {
            "name": self.scar_name.text().strip(),
            "boxes": self.scar_boxes.value(),
            "burnable": self.burnable.isChecked(),
        }
        action: dict[str, Any] = {
            "do": "join",
            "character": {
                "name": self.name_edit.text().strip(),
                "proficiency": self.proficiency.value(),
                "scars": [scar] if scar["name"] else [],
            },
        }
        if self.extra_actions.value():
            action["extra_actions"] = self.extra_actions.value()
        return action


class LongActionDialog(QDialog):
    """A long action: who works on it, its name, its bank, its target, and whether −1 accumulates."""

    def __init__(self, names: list[str], who: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("long_action_dialog")
        self.setWindowTitle(self.tr("Start a Long Action"))
        self.who = QComboBox(self)
        self.who.setObjectName("long_who")
        refill(self.who, [(name, name) for name in names])
        self.who.setCurrentIndex(max(self.who.findData(who), 0))
        self.title = QLineEdit(self)
        self.title.setObjectName("long_title")
        self.bank = QComboBox(self)
        self.bank.setObjectName("long_bank")
        for bank in BANKS:
            self.bank.addItem(bank_title(bank), bank)
        self.has_target = QCheckBox(self.tr("Has a target number (rule B-70)"), self)
        self.has_target.setObjectName("long_has_target")
        self.has_target.setChecked(True)
        self.target = _spin(self, "long_target", 1, 200, 10)
        self.has_target.toggled.connect(self.target.setEnabled)
        self.cumulative = QCheckBox(
            self.tr("Every roll after the first has a cumulative −1 (rule B-72)"), self
        )
        self.cumulative.setObjectName("long_cumulative")
        self.cumulative.setChecked(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Who"), self.who)
        form.addRow(self.tr("What"), self.title)
        form.addRow(self.tr("Bank"), self.bank)
        form.addRow(self.has_target)
        form.addRow(self.tr("Target"), self.target)
        form.addRow(self.cumulative)
        form.addRow(ok_cancel(self))
        move_rule_ids_to_tooltips(self)  # the words in sight, the rules in the tooltips

    def action(self) -> dict[str, Any]:
        title = self.title.text().strip() or self.tr("Long action")
        return {
            "do": "long_start",
            "who": self.who.currentData(),
            "title": title,
            "bank": self.bank.currentData(),
            "target": self.target.value() if self.has_target.isChecked() else None,
            "cumulative": self.cumulative.isChecked(),
        }
