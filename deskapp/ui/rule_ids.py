"""Rule IDs belong in tooltips, never in the words a user reads.

The rules, the drivers and the screens cite their rules ("(A-33)", "(rule B-01)") so a
test, a log or a curious user can find them; the table shows the words alone, first
letter capitalised, and keeps the IDs in the widget's tooltip ("Rules: A-33"), where the
rules reference can be looked up. :func:`move_rule_ids_to_tooltips` does it for every
label, button and group box of a screen after it redraws, so no screen has to remember it.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

from deskapp.core.i18n import translate, typeset

_ID = r"[A-Z]{1,2}-\d{2}[a-z]?"
# "(A-33)", "(rule B-01)", "(rules )", "(A-30 … A-34)", "(see U-10)", and so in
# Czech and French translations ("(viz U-10)", "(pravidla A-11 a A-12)", "(voir la règle U-10)").
_CITE = r"(?:see |viz |voir (?:la |les )?|rules? |pravidl[oa] |règles? )*"
_JOIN = r"(?:,|…|\.\.\.|–|-|and|or|&|a|nebo|et|ou)"
RULE_REFERENCE = re.compile(rf"\s*\({_CITE}{_ID}(?:\s*{_JOIN}\s*{_CITE}{_ID})*\)")
RULE_ID = re.compile(rf"\b{_ID}\b")
# "(2 of 4; rule B-23)": a citation after other words in the brackets, which stay.
INNER_REFERENCE = re.compile(rf"\s*;\s*{_CITE}{_ID}(?:\s*{_JOIN}\s*{_CITE}{_ID})*(?=\s*\))")


def _rules_prefix() -> str:
    """How a rules line starts in the user's language ("Rules: ", "Pravidla: ")."""
    return translate("RuleIds", "Rules: {ids}").split("{ids}", 1)[0]


def split_rule_ids(text: str) -> tuple[str, list[str]]:
    """The text without its rule references, and the IDs they named, in order."""
    found: list[str] = []

    def drop(match: re.Match[str]) -> str:
        found.extend(RULE_ID.findall(match.group(0)))
        return ""

    return INNER_REFERENCE.sub(drop, RULE_REFERENCE.sub(drop, text)), found


def capitalised(message: str) -> str:
    """A message as a sentence: its first letter a capital (the rest as it is)."""
    stripped = message.lstrip()
    if stripped[:1].islower():  # "4♣ is not …" and "'X' is …" start as they are
        start = len(message) - len(stripped)
        return message[:start] + stripped[0].upper() + stripped[1:]
    return message


def plain_message(message: str) -> tuple[str, str]:
    """A refusal or note for the screen: capitalised, without rule IDs; and its tooltip."""
    words, ids = split_rule_ids(message)
    return typeset(capitalised(words)), with_rules_line("", ids)


def with_rules_line(tooltip: str, ids: list[str]) -> str:
    """A tooltip ending with one "Rules: …" line (replacing an earlier one)."""
    prefix = _rules_prefix()
    base = tooltip.split("\n" + prefix, maxsplit=1)[0]
    if base.startswith(prefix):
        base = ""
    if not ids:
        return base
    # "Rules: A-33, A-34" in the user's language, each rule named once
    line = translate("RuleIds", "Rules: {ids}").format(ids=", ".join(dict.fromkeys(ids)))
    return f"{base}\n{line}" if base else line


def cited_rule(*widgets: QWidget | None) -> str | None:
    """The first rule ID cited on a "Rules: …" tooltip line of these widgets or their
    parents: what Help → Rules Reference (Shift+F1) opens at when one is in front of the user."""
    for start in widgets:
        widget = start
        while widget is not None:
            _, _, line = widget.toolTip().partition(_rules_prefix())
            if found := RULE_ID.search(line):
                return found.group(0)
            widget = widget.parentWidget()
    return None


def move_rule_ids_to_tooltips(root: QWidget) -> None:
    """Take the rule references out of every label, button and group title under ``root``
    and put their IDs in the widget's tooltip. (Qt finds the labels, buttons and groups:
    Python sees only those, not every widget of a play screen after each action.)"""
    widgets: list[QGroupBox | QLabel | QAbstractButton] = [
        *root.findChildren(QGroupBox),
        *root.findChildren(QLabel),
        *root.findChildren(QAbstractButton),
    ]
    for widget in widgets:
        text = widget.title() if isinstance(widget, QGroupBox) else widget.text()
        if "-" not in text:
            continue  # the quick way out for nearly every widget
        words, ids = split_rule_ids(text)
        if not ids:
            continue
        if isinstance(widget, QGroupBox):
            widget.setTitle(words)
        else:
            widget.setText(words)
        widget.setToolTip(with_rules_line(widget.toolTip(), ids))
