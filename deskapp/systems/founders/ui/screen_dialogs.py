"""Small questions the Founders table asks: a circumstance, a consequence, a scene's name."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from deskapp.systems.founders.sheet import MAX_SCORE
from deskapp.systems.founders.ui.screen_widgets import MINUS
from deskapp.ui.plain import plain_label
from deskapp.ui.rule_ids import plain_message
from deskapp.ui.table.parts import ok_cancel


class TagDialog(QDialog):
    """A name, and optionally a value and a kind: a new circumstance, a complication, a consequence.

    ``kinds`` offers good/bad (a circumstance the Director sets on the scene);
    ``value_label`` empty hides the value (a rename).
    """

    def __init__(
        self,
        title: str,
        note: str,
        parent: QWidget | None = None,
        *,
        name: str = "",
        value_label: str = "",
        kinds: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("founders_tag_dialog")
        self.setWindowTitle(title)
        self.name_edit = QLineEdit(name, self)
        self.name_edit.setObjectName("tag_name")
        self.name_edit.selectAll()
        self.value = QSpinBox(self)
        self.value.setObjectName("tag_value")
        self.value.setRange(1, MAX_SCORE)
        self.kind = QComboBox(self)
        self.kind.setObjectName("tag_kind")
        self.kind.addItem(self.tr("Good: helps the Founders (+)"), "good")
        self.kind.addItem(self.tr("Bad: hinders the Founders ({minus})").format(minus=MINUS), "bad")
        self.buttons = ok_cancel(self)
        form = QFormLayout(self)
        if note:
            words, rules = plain_message(note)  # the rule IDs go to the tooltip
            text = plain_label(words, self)
            text.setToolTip(rules)
            text.setWordWrap(True)
            form.addRow(text)
        form.addRow(self.tr("&Name"), self.name_edit)
        if value_label:
            form.addRow(value_label, self.value)
        else:
            self.value.hide()
        if kinds:
            form.addRow(self.tr("&Kind"), self.kind)
        else:
            self.kind.hide()
        form.addRow(self.buttons)
        self.setMinimumWidth(380)

    def answer(self, name: str = "name", value: str = "value") -> dict[str, Any]:
        """What was typed and chosen, as an action's fields: the name under ``name``, the
        value under ``value`` and the kind, each when it was asked for."""
        answer: dict[str, Any] = {name: self.name_edit.text()}
        if not self.value.isHidden():
            answer[value] = self.value.value()
        if not self.kind.isHidden():
            answer["kind"] = self.kind.currentData()
        return answer
