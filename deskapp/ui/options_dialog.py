"""Table options of a rule system, edited in a form built from the options' own declaration."""

from __future__ import annotations

import re
from typing import Any, Literal, get_args, get_origin

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.errors import UserError
from deskapp.core.options import OptionText, TableOptions
from deskapp.core.records import kinds_of, type_hints
from deskapp.ui.plain import escaped, plain_label, rich_label
from deskapp.ui.rule_ids import RULE_ID, capitalised, with_rules_line
from deskapp.ui.style import MUTED_TEXT, error_label_style, label_style

_DEFAULT = -1  # spin-box value standing for "null: the rule's default"
FIELD_WIDTH = 420  # a field and its explanation below it


def option_texts(options_class: type[TableOptions]) -> dict[str, OptionText]:
    """The words of these table options, from the system that declares them."""
    for spec in systems.specs():
        if spec.options is options_class:
            return spec.option_texts()
    return {}


class OptionsDialog(QDialog):
    """One field per option: choices, yes/no or a number, each with a human label and a short
    explanation; the rules it follows are named in its tooltip."""

    def __init__(self, options: TableOptions, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options_dialog")
        self.setWindowTitle(self.tr("{system} Table Options").format(system=title))
        self.options_class = type(options)
        self.fields: dict[str, QWidget] = {}
        hints = type_hints(self.options_class)
        # The options scroll when they are taller than the screen (French and Czech words
        # wrap to more lines): a squeezed form would cut the explanations instead.
        content = QWidget(self)
        form = QFormLayout(content)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        applies = plain_label(
            self.tr(
                "How your group reads the rules where they can be read more than one way. "
                "A change applies to the sessions you start from now on; a session in "
                "progress keeps the options it started with."
            ),
            self,
        )
        applies.setObjectName("options_applies")
        applies.setWordWrap(True)
        applies.setMinimumHeight(applies.heightForWidth(FIELD_WIDTH + 160))
        form.addRow(applies)
        current = options.to_json()
        words = option_texts(self.options_class)
        self.texts: dict[str, OptionText] = {}
        for name, _default, help_text in self.options_class.describe():
            text = words.get(name) or OptionText(capitalised(name.replace("_", " ")), "")
            self.texts[name] = text
            tooltip = with_rules_line(text.explanation, RULE_ID.findall(help_text))
            field = self._field(hints[name], current[name], text.choices, text.unset)
            field.setObjectName(f"option_{name}")
            field.setToolTip(tooltip)
            self.fields[name] = field
            label = rich_label(f"<b>{escaped(text.label)}</b>", self)
            label.setToolTip(tooltip)
            holder = QWidget(self)
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 6)
            column.addWidget(field)
            if text.explanation:
                explanation = plain_label(text.explanation, holder)
                explanation.setObjectName(f"explain_{name}")
                explanation.setWordWrap(True)
                explanation.setStyleSheet(label_style(MUTED_TEXT))
                # A dialog does not grow a row for wrapped words: the room is asked up front.
                explanation.setMinimumHeight(explanation.heightForWidth(FIELD_WIDTH))
                column.addWidget(explanation)
            holder.setMinimumWidth(FIELD_WIDTH)
            form.addRow(label, holder)
        for name, text in self.texts.items():
            if text.only_with is not None:
                self._follow(name, *text.only_with)
        self.setMinimumWidth(620)
        scroll = QScrollArea(self)
        scroll.setObjectName("options_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        self.problem = plain_label(self)
        self.problem.setStyleSheet(error_label_style())
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults
        )
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        # The dialog opens with the focus on OK, not in the first box: a box with the focus
        # takes the wheel, and at 1100 px the first one opened under the pointer that had
        # clicked "Table Options…", so one notch changed it (review r30d).
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setDefault(True)
        ok.setFocus()
        # As tall as the options need at the dialog's width, within the screen (the scroll
        # area asks for little, and a form's size hint ignores its wrapped explanations).
        width = max(self.minimumWidth(), content.sizeHint().width() + 30)
        margins = layout.contentsMargins()
        inner = (
            width - margins.left() - margins.right() - scroll.verticalScrollBar().sizeHint().width()
        )
        needed = max(content.sizeHint().height(), form.totalHeightForWidth(inner))
        wanted = (
            needed
            + buttons.sizeHint().height()
            + margins.top()
            + margins.bottom()
            + 2 * layout.spacing()
            + 8
        )
        screen = (parent or self).screen()
        room = screen.availableGeometry().height() - 80 if screen is not None else wanted
        self.resize(width, min(wanted, room))

    def _follow(self, name: str, option: str, choice: str) -> None:
        """Let ``name`` be set only while ``option`` (a list of choices) is ``choice``."""
        field, chooser = self.fields[name], self.fields[option]
        assert isinstance(chooser, QComboBox)

        def chosen() -> None:
            field.setEnabled(chooser.currentData() == choice)

        chooser.currentIndexChanged.connect(chosen)
        chosen()

    def _field(self, hint: Any, value: Any, names: dict[str, str], unset: str = "") -> QWidget:
        every = kinds_of(hint)
        kinds = [kind for kind in every if kind is not type(None)]
        optional = len(kinds) < len(every)  # it may also be null
        choices = [
            choice for kind in kinds if get_origin(kind) is Literal for choice in get_args(kind)
        ]
        kind = kinds[0]
        field: QWidget
        if choices and int in kinds:  # a number or a named choice: type one, or pick one
            # Each named choice shows its words (the key stays the item's data, and typing
            # the key still works); a number is typed.
            field = box = QComboBox(self)
            box.setEditable(True)
            for choice in choices:
                box.addItem(names.get(str(choice), str(choice)), choice)
        elif get_origin(kind) is Literal:
            field = box = QComboBox(self)
            for choice in get_args(kind):
                box.addItem(names.get(str(choice), str(choice).replace("_", " ")), choice)
        elif kind is bool:
            field = QCheckBox(self)
        else:
            field = spin = QSpinBox(self)
            spin.setRange(_DEFAULT if optional else 0, 999)
            if optional:  # left to the rules: the box says what the rules make of it
                spin.setSpecialValueText(unset or self.tr("As the rules say"))
        _set_value(field, value)
        return field

    def values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for name, field in self.fields.items():
            if isinstance(field, QComboBox) and field.isEditable():
                text = field.currentText().strip()
                named = field.findText(text)
                if named >= 0:
                    values[name] = field.itemData(named)
                else:
                    values[name] = int(text) if text.lstrip("-").isdigit() else text
            elif isinstance(field, QComboBox):
                values[name] = field.currentData()
            elif isinstance(field, QCheckBox):
                values[name] = field.isChecked()
            else:
                assert isinstance(field, QSpinBox)
                values[name] = None if field.value() == _DEFAULT else field.value()
        return values

    def restore_defaults(self) -> None:
        defaults = self.options_class().to_json()
        for name, field in self.fields.items():
            _set_value(field, defaults[name])

    def chosen_options(self) -> TableOptions | None:
        """The options as set in the form, or None (with the reason shown) if they do not fit the rules."""
        try:
            return self.options_class.from_json(self.values())
        except UserError as error:
            message = str(error)
            for name, text in self.texts.items():  # a key a user never sees: its label
                message = re.sub(rf"\b{re.escape(name)}\b", f"“{text.label}”", message)
            self.problem.setText(capitalised(message))
            self.problem.show()
            return None

    def accept(self) -> None:
        if self.chosen_options() is not None:
            super().accept()


def _set_value(field: QWidget, value: Any) -> None:
    """Show an option's ``value`` in its field; an editable choice box shows a named choice's
    words, else the value."""
    if isinstance(field, QComboBox) and field.isEditable():
        index = field.findData(value)
        field.setCurrentText(field.itemText(index) if index >= 0 else str(value))
    elif isinstance(field, QComboBox):
        field.setCurrentIndex(field.findData(value))
    elif isinstance(field, QCheckBox):
        field.setChecked(bool(value))
    else:
        assert isinstance(field, QSpinBox)
        field.setValue(_DEFAULT if value is None else int(value))
